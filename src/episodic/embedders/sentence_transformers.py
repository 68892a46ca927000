"""Any sentence-transformers model from a local directory, run by torch (the ``torch`` extra).

The bundled MiniLM needs none of this (:class:`episodic.embedders.local.LocalEmbedder` runs it
with ONNX Runtime). Use this embedder for another model saved by ``SentenceTransformer.save()``;
torch and sentence-transformers are imported on its first embed, never when a memory only reads.
"""

from __future__ import annotations

import importlib.util
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder
from episodic.embedders.local import BATCH_FROM
from episodic.errors import ConfigError, missing_extra
from episodic.threads import default_batch_threads, torch_threads

_cache: dict[str, Any] = {}
_cache_lock = threading.Lock()


def _load_model(path: str) -> Any:
    """Load (once per process) a sentence-transformers model from a local directory.

    Only files on disk are read (``local_files_only``): a missing model fails loudly instead of
    reaching a model hub. Transformers' progress bar is off while the weights load.
    """
    with _cache_lock:
        if path not in _cache:
            try:
                from sentence_transformers import SentenceTransformer
                from transformers.utils import logging as transformers_logging
            except ImportError as exc:
                raise missing_extra("A sentence-transformers model", "torch", exc.name) from exc
            shown = transformers_logging.is_progress_bar_enabled()
            transformers_logging.disable_progress_bar()
            try:
                _cache[path] = SentenceTransformer(path, device="cpu", local_files_only=True)
            except (OSError, ValueError) as exc:
                raise ConfigError(
                    f"Could not load a sentence-transformers model from {path}: {exc}. "
                    "Point the embedder at a directory saved by SentenceTransformer.save()."
                ) from exc
            finally:
                if shown:
                    transformers_logging.enable_progress_bar()
        return _cache[path]


def _check_threads(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{what} must be a whole number of at least 1, got {value!r}.")
    return value


class SentenceTransformerEmbedder(Embedder):
    """A sentence-transformers model read from a directory, run by torch on the CPU.

    Each call runs torch with a thread count of its own: ``threads`` for fewer than
    :data:`~episodic.embedders.local.BATCH_FROM` texts, ``batch_threads`` for more; the
    caller's torch setting is put back afterwards (:func:`episodic.threads.torch_threads`).

    Args:
        model_path: Directory holding a model saved by ``SentenceTransformer.save()``.
        name: The name recorded beside stored vectors (default ``sentence-transformers:<path>``).
        threads: Torch threads for a query or a few texts.
        batch_threads: Torch threads for a batch; ``None`` means one per core, at most 4.

    Example:
        >>> from episodic import Memory
        >>> from episodic.embedders.sentence_transformers import SentenceTransformerEmbedder
        >>> embedder = SentenceTransformerEmbedder("models/e5")  # doctest: +SKIP
        >>> memory = Memory.open(embedder=embedder)  # doctest: +SKIP
    """

    def __init__(
        self,
        model_path: str,
        *,
        name: str | None = None,
        threads: int = 1,
        batch_threads: int | None = None,
    ) -> None:
        # The path first: a mistyped one is the user's to fix whether or not torch is there.
        if not Path(model_path).is_dir():
            raise ConfigError(
                f"No model directory at {model_path!r}. Give the path of a directory saved by "
                "SentenceTransformer.save(), or use the bundled model with embedder='local'."
            )
        for module in ("torch", "sentence_transformers"):
            if importlib.util.find_spec(module) is None:
                raise missing_extra("A sentence-transformers model", "torch", module)
        self._path = model_path
        self.name = name or f"sentence-transformers:{model_path}"
        self.threads = _check_threads(threads, "threads")
        self.batch_threads = _check_threads(
            default_batch_threads() if batch_threads is None else batch_threads, "batch_threads"
        )
        self._model: Any = None
        self._dimension = 0

    # A property here, a plain attribute on other embedders: reading it loads the model.
    @property
    def dimension(self) -> int:  # type: ignore[override]
        """Length of each vector (loads the model the first time it is read)."""
        self._loaded()
        return self._dimension

    def _loaded(self) -> Any:
        if self._model is None:
            model = _load_model(self._path)
            # sentence-transformers renamed this method; accept either spelling.
            method = getattr(model, "get_embedding_dimension", None) or (
                model.get_sentence_embedding_dimension
            )
            self._dimension = int(method())
            self._model = model
        return self._model

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        model = self._loaded()
        import torch

        count = self.batch_threads if len(texts) >= BATCH_FROM else self.threads
        with torch_threads(torch, count):
            vectors = model.encode(
                list(texts), batch_size=64, normalize_embeddings=True, show_progress_bar=False
            )
        return np.asarray(vectors, dtype=np.float32)
