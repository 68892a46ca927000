"""Embeddings from an OpenAI-compatible ``/embeddings`` endpoint."""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder
from episodic.errors import ConfigError, ProviderError

_DIMENSIONS = {
    "text-embedding-3-small": 1536,
    "text-embedding-3-large": 3072,
    "text-embedding-ada-002": 1536,
}


class OpenAIEmbedder(Embedder):
    """Embeds through the official ``openai`` SDK; any compatible server works via ``base_url``.

    Args:
        model: The embedding model name, e.g. ``text-embedding-3-small``.
        api_key: Defaults to ``OPENAI_API_KEY`` (read by the SDK).
        base_url: Defaults to ``OPENAI_BASE_URL`` or OpenAI itself.
        dimension: Vector length; required for models this module does not know.
    """

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        dimension: int | None = None,
        client: Any = None,
    ) -> None:
        if dimension is None:
            dimension = _DIMENSIONS.get(model)
        if dimension is None:
            raise ConfigError(
                f"Unknown dimension for embedding model {model!r}; pass dimension=..."
            )
        self.model = model
        self.name = f"openai:{model}"
        self.dimension = dimension
        if client is None:
            try:
                import openai
            except ImportError as exc:
                raise ConfigError(
                    "The openai embedder needs the SDK: pip install 'episodic[openai]'"
                ) from exc
            client = openai.OpenAI(
                api_key=api_key or os.environ.get("OPENAI_API_KEY"), base_url=base_url
            )
        self._client = client

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        try:
            response = self._client.embeddings.create(model=self.model, input=list(texts))
        except Exception as exc:  # the SDK raises many types; callers see one
            raise ProviderError(f"Embedding request to {self.name} failed: {exc}") from exc
        rows = sorted(response.data, key=lambda item: item.index)
        return np.asarray([row.embedding for row in rows], dtype=np.float32)
