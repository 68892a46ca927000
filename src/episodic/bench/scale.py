"""``episodic bench scale``: recall latency with many entries in one scope.

Entries are synthetic support-style notes (Zipf-distributed vocabulary plus identifiers) with
random unit vectors, written straight through the store in bulk, so the numbers measure the
store and the ranking, not the embedding model. The query embedding is computed before the
clock starts. Beside each size the exact numpy scan (one matrix-vector product and a top-k
selection over the same vectors) is timed as the lower bound for any exact vector search.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt

from episodic.embedders import TestEmbedder
from episodic.memory import Memory, open_store
from episodic.models import Scope, content_hash
from episodic.stores.base import EntryDraft, SourceDraft

DIMENSION = 384
_BATCH = 5_000
_TOPICS = (
    "export timeout invoice billing login sso safari chrome token rotation webhook retry queue "
    "routing priority ticket escalation refund subscription renewal entitlement workspace "
    "lockout contact email bounce csv report dashboard latency outage deploy rollback config "
    "matcher tier region cluster database replica backup restore migration schema index cache "
    "sync crm api limit concurrency worker cron schedule slack channel alert pager oncall "
    "certificate expiry dns proxy firewall vpn upload attachment storage quota plan upgrade"
).split()
_VERBS = "failed stopped timed resolved fixed broke returned rejected dropped loops stuck".split()


class _TextMaker:
    """Deterministic synthetic notes: a Zipf mix of topic words, verbs and identifiers."""

    def __init__(self, seed: int) -> None:
        self.random = np.random.default_rng(seed)
        ranks = np.arange(1, len(_TOPICS) + 1, dtype=np.float64)
        self.weights = (1.0 / ranks) / (1.0 / ranks).sum()

    def sentence(self, words: int) -> str:
        topics = self.random.choice(_TOPICS, size=words, p=self.weights)
        verb = self.random.choice(_VERBS)
        ident = f"WF-{self.random.integers(1000, 99999)}"
        head, tail = " ".join(topics[: words // 2]), " ".join(topics[words // 2 :])
        return f"The {head} {verb} for {ident}; {tail}."


def _unit_rows(random: np.random.Generator, count: int) -> npt.NDArray[np.float32]:
    rows = random.standard_normal((count, DIMENSION)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return rows


def _percentiles(samples: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def measure(size: int, queries: int, folder: Path) -> dict[str, float]:
    """Fill one scope with ``size`` entries and time recall and the numpy lower bound."""
    maker = _TextMaker(seed=size)
    embedder = TestEmbedder(DIMENSION, name="bench:random")
    memory = Memory(open_store(folder / f"scale-{size}.db"), embedder=embedder)
    scope = Scope(tenant="bench", agent="scale", user=f"n{size}")
    now = datetime.now(UTC)
    started = time.perf_counter()
    for start in range(0, size, _BATCH):
        count = min(_BATCH, size - start)
        vectors = _unit_rows(maker.random, count)
        drafts = []
        for offset in range(count):
            text = f"{maker.sentence(12)} (case {start + offset})"
            drafts.append(
                EntryDraft(
                    scope=scope,
                    content=text,
                    content_hash=content_hash(text),
                    occurred_at=now - timedelta(minutes=start + offset),
                    recorded_at=now,
                    embedding=vectors[offset],
                    embedding_model=embedder.name,
                    sources=(SourceDraft(label="user_assertion", evidence=text[:40]),),
                )
            )
        memory.store.write_entries(drafts)
    insert_seconds = time.perf_counter() - started

    texts = [maker.sentence(6) for _ in range(queries)]
    query_vectors = _unit_rows(maker.random, queries)
    memory.search_with_vector(scope, texts[0], query_vectors[0], top_k=5, now=now)  # warm cache
    recall_ms = []
    for text, vector in zip(texts, query_vectors, strict=True):
        tick = time.perf_counter()
        memory.search_with_vector(scope, text, vector, top_k=5, now=now)
        recall_ms.append((time.perf_counter() - tick) * 1000)

    matrix = _unit_rows(maker.random, size)
    numpy_ms = []
    for vector in query_vectors:
        tick = time.perf_counter()
        scores = matrix @ vector
        top = np.argpartition(-scores, 4)[:5]
        top[np.argsort(-scores[top])]
        numpy_ms.append((time.perf_counter() - tick) * 1000)
    memory.close()
    recall_p50, recall_p95 = _percentiles(recall_ms)
    numpy_p50, numpy_p95 = _percentiles(numpy_ms)
    return {
        "size": size,
        "insert_rows_per_s": size / insert_seconds,
        "recall_p50_ms": recall_p50,
        "recall_p95_ms": recall_p95,
        "numpy_p50_ms": numpy_p50,
        "numpy_p95_ms": numpy_p95,
    }


def run_scale(
    sizes: Sequence[int], queries: int, echo: Callable[[str], None]
) -> list[dict[str, float]]:
    """Measure each size and print one table."""
    rows = []
    with tempfile.TemporaryDirectory(prefix="episodic-scale-") as folder:
        for size in sizes:
            echo(f"  filling {size} entries ...")
            rows.append(measure(size, queries, Path(folder)))
    echo("")
    echo("recall latency in one scope, top_k=5, excluding the query embedding (SQLite store)")
    header = (
        f"{'entries':>8} {'insert rows/s':>14} {'recall p50':>11} {'recall p95':>11} "
        f"{'numpy p50':>10} {'numpy p95':>10}"
    )
    echo(header)
    echo("-" * len(header))
    for row in rows:
        echo(
            f"{int(row['size']):>8} {row['insert_rows_per_s']:>14,.0f} "
            f"{row['recall_p50_ms']:>9.2f}ms {row['recall_p95_ms']:>9.2f}ms "
            f"{row['numpy_p50_ms']:>8.2f}ms {row['numpy_p95_ms']:>8.2f}ms"
        )
    return rows
