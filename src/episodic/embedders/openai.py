"""Embeddings from an OpenAI-compatible ``/embeddings`` endpoint."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder
from episodic.errors import ConfigError
from episodic.llms.base import sdk_error
from episodic.vendors import openai_client

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
        timeout: Seconds before one request is abandoned.
        client: A ready ``openai.OpenAI`` client, instead of building one.
    """

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        dimension: int | None = None,
        timeout: float = 60.0,
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
        self._vendor = openai_client(
            client, api_key=api_key, base_url=base_url, timeout=timeout, what="The openai embedder"
        )

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        import openai  # present: the client above was built with it

        try:
            response = self._vendor.sdk.embeddings.create(model=self.model, input=list(texts))
        except Exception as exc:  # the SDK raises many types; callers see one
            # Classified like the chat models: a 4xx (unknown model, bad key) is permanent,
            # rate limits, 5xx, timeouts and dropped connections are worth another try.
            failure = sdk_error(f"embedder {self.name}", exc, openai, self._vendor.key)
        else:
            rows = sorted(response.data, key=lambda item: item.index)
            return np.asarray([row.embedding for row in rows], dtype=np.float32)
        # Raised outside the handler: the SDK's exception (its request holds the key) stays out.
        raise failure
