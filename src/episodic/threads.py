"""How many CPU threads episodic's numerical work may use inside the caller's process.

Two pieces of work would otherwise take a thread pool as wide as the machine: the exact vector
scan of the SQLite store (one matrix-vector product per query) and an embedder's forward pass
(the intra-op pool of ONNX Runtime or torch). A wide pool pays off only while its cores are
idle. When other processes keep the cores busy, the pool's threads wait on each other: on a
two-core machine one
query embedding measured 350-500 ms with two torch threads against 15-30 ms with one, and a
10,000-row scan 8 ms with two BLAS threads against 1 ms with one.

So the scan runs in the calling thread only (:func:`row_dots`, which touches no thread-pool
setting), and the embedders run one thread for a few texts and a bounded number for batches
(:func:`default_batch_threads`): the local embedder through one ONNX Runtime session per
thread count, the sentence-transformers one through :func:`torch_threads`, which puts the
caller's own torch setting back afterwards.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import numpy.typing as npt

#: The most threads a batch gets by default, however many cores the machine has.
MAX_DEFAULT_BATCH_THREADS = 4

# numpy >= 2.0 has vecdot: a per-row dot product that never starts a BLAS thread pool
# (OpenBLAS parallelizes a single dot only past 10,000 elements; an embedding has far fewer).
_vecdot = getattr(np, "vecdot", None)


def available_cores() -> int:
    """The cores this process may run on (its CPU affinity where the platform reports one)."""
    affinity = getattr(os, "sched_getaffinity", None)
    if affinity is not None:
        return max(1, len(affinity(0)))
    return max(1, os.cpu_count() or 1)


def default_batch_threads(cores: int | None = None) -> int:
    """Torch threads for a batch: one per available core, at most 4.

    On an idle two-core machine two threads embedded a batch of 256 texts 1.7 times as fast as
    one; with both cores kept busy by other processes, one thread was as fast or up to twice as
    fast. A batch (an import, a reindex) is usually run on purpose, so the default favours the
    idle case; pass ``batch_threads=1`` to an embedder that shares its cores.

    Args:
        cores: Cores to plan for; ``None`` counts those available to this process.
    """
    count = available_cores() if cores is None else cores
    return max(1, min(MAX_DEFAULT_BATCH_THREADS, count))


def row_dots(
    matrix: npt.NDArray[np.float32], vector: npt.NDArray[np.float32]
) -> npt.NDArray[np.float32]:
    """``matrix @ vector`` computed in the calling thread, whatever BLAS's thread setting.

    A matrix-vector product would go to BLAS, whose thread pool spans every core; this
    computes each row's dot product on its own, which is as fast as one BLAS thread and changes
    no process-wide setting (so it is safe beside the caller's own numpy work in other threads).
    """
    if _vecdot is not None:
        result: npt.NDArray[np.float32] = _vecdot(matrix, vector)
    else:  # numpy 1.x: einsum's own loop, also single-threaded
        result = np.einsum("ij,j->i", matrix, vector)
    return result


class _TorchThreads:
    """Bookkeeping so overlapping embeds on several threads restore the caller's setting once."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.active = 0
        self.original = 0


_torch_state = _TorchThreads()


@contextmanager
def torch_threads(torch: Any, count: int) -> Iterator[None]:
    """Run the block with ``count`` torch intra-op threads, then put the previous count back.

    torch keeps the count per OS thread and also as the default for threads it starts later.
    The calling thread gets its own count back when the block ends; the process default is
    restored when the last of several overlapping blocks (on other threads) ends. While a block
    runs, torch threads started elsewhere inherit ``count``.

    Args:
        torch: The imported ``torch`` module (passed in so this module never imports it).
        count: Threads for the block, at least 1.
    """
    state = _torch_state
    with state.lock:
        if state.active == 0:
            state.original = int(torch.get_num_threads())
        state.active += 1
    own = int(torch.get_num_threads())
    if own != count:
        torch.set_num_threads(count)
    try:
        yield
    finally:
        with state.lock:
            state.active -= 1
            restore = state.original if state.active == 0 else own
        if restore != int(torch.get_num_threads()):
            torch.set_num_threads(restore)
