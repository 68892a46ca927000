"""The bad-input table: every public method, fed input it cannot store, on both backends.

Each case must raise a typed episodic error (never a raw Python or driver error) whose message
names what to fix, write nothing at all (every table's rows are compared before and after),
and leave the scope readable (timeline, count, recall and before_turn still work and still
return the seeded entry unchanged).
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    ConfigError,
    EntriesConfig,
    EpisodicError,
    Evidence,
    JobsConfig,
    Memory,
    MessageDraft,
    NewEntry,
    ProvidersConfig,
    RankingParams,
    Scope,
    ScopeError,
    TestEmbedder,
    ValidationError,
)
from episodic.config import LimitsConfig
from episodic.stores import Store, open_store
from tests.conftest import BACKENDS, NOW, Clock, schema_url

SEED = "Exports time out for files over 2 GB on plan=basic."
SEED_QUERY = "Exports time out on plan=basic"
LIMITS = LimitsConfig()
MB = "x" * 1_000_000


@dataclass(frozen=True)
class Ctx:
    """What a case may use: the shared memory, its scope, where it lives and its store."""

    memory: Memory
    scope: Scope
    url: str | Path
    store: Store


@dataclass(frozen=True)
class Case:
    name: str
    call: Callable[[Ctx], object]
    error: type[EpisodicError]
    mentions: str  # a word the message must contain, so it says what to fix


def _cases() -> list[Case]:
    cases: list[Case] = []

    def add(name: str, error: type[EpisodicError], mentions: str) -> Callable[..., Any]:
        def register(call: Callable[[Ctx], object]) -> Callable[[Ctx], object]:
            cases.append(Case(name, call, error, mentions))
            return call

        return register

    # -- scope construction and scope arguments -------------------------------------------
    for label, value in {
        "surrogate": "u\ud800",
        "nul": "u\x00",
        "zero-width": "\u200b\u200b",
        "whitespace": " \t ",
        "empty": "",
        "1mb": MB,
        "800 bytes": "\U00020000" * 200,
        "number": 42,
        "bytes": b"u-42",
        "bidi-only": "\u202e",
    }.items():
        for field in ("tenant", "agent", "user"):
            add(f"Scope {field} {label}", ScopeError, field)(
                lambda c, f=field, v=value: Scope(
                    **{"tenant": "t", "agent": "a", "user": "u", f: v}
                )
            )
    add("Scope tenant None", ScopeError, "tenant")(
        lambda c: Scope(tenant=None, agent="a", user="u")
    )  # type: ignore[arg-type]
    for verb in ("recall", "timeline", "count", "before_turn", "after_turn", "remember", "get"):
        add(f"{verb} scope is a dict", ScopeError, "scope")(
            lambda c, v=verb: _call_verb(c, v, {"tenant": "acme", "agent": "a", "user": "u"})
        )
        add(f"{verb} scope incomplete", ScopeError, "scope")(
            lambda c, v=verb: _call_verb(c, v, Scope(tenant="acme", agent="a"))
        )
    add("tools scope is a string", ScopeError, "scope")(lambda c: c.memory.tools("acme"))  # type: ignore[arg-type]

    # -- configuration ---------------------------------------------------------------------
    nan, inf = float("nan"), float("inf")
    for section, field, value in [
        (EntriesConfig, "top_k", True),
        (EntriesConfig, "top_k", 0),
        (EntriesConfig, "max_length", nan),
        (EntriesConfig, "inject", "yes"),
        (EntriesConfig, "extraction_prompt", 5),
        (EntriesConfig, "dedupe_similarity_threshold", nan),
        (JobsConfig, "lease_seconds", nan),
        (JobsConfig, "lease_seconds", inf),
        (JobsConfig, "poll_seconds", -1.0),
        (JobsConfig, "retry_base_seconds", inf),
        (JobsConfig, "retry_max_seconds", nan),
        (JobsConfig, "max_attempts", 2.5),
        (ProvidersConfig, "timeout_seconds", inf),
        (ProvidersConfig, "max_retries", inf),
        (ProvidersConfig, "max_retries", -1),
        (RankingParams, "half_life_days", inf),
        (RankingParams, "vector_weight", nan),
        (RankingParams, "vector_weight", 1.5),
        (RankingParams, "recency_floor", 0.0),
        (RankingParams, "vector_zero", inf),
        (RankingParams, "gate_vector", nan),
        (RankingParams, "gate_coverage", -0.1),
        (RankingParams, "min_fused", nan),
        (RankingParams, "relative_floor", 2.0),
        (LimitsConfig, "max_message_chars", 0),
        (LimitsConfig, "max_turn_chars", nan),
        (LimitsConfig, "max_query_chars", -5),
        (LimitsConfig, "max_metadata_bytes", True),
        (LimitsConfig, "max_top_k", 10.0),
    ]:
        add(f"{section.__name__}.{field}={value!r}", ConfigError, field)(
            lambda c, s=section, f=field, v=value: s(**{f: v})
        )
    add("Config entries is a string", ConfigError, "entries")(lambda c: Config(entries="fast"))  # type: ignore[arg-type]
    add("Config limits is a dict", ConfigError, "limits")(
        lambda c: Config(limits={"max_query_chars": 5})
    )  # type: ignore[arg-type]

    # -- Memory.open arguments -------------------------------------------------------------
    open_args: dict[str, dict[str, Any]] = {
        "config is a string": {"config": "fast"},
        "embedder is a number": {"embedder": 42},
        "llm is a number": {"llm": 42},
        "clock is a string": {"clock": "now"},
        "on_error is a number": {"on_error": 5},
        "worker is a string": {"worker": "yes"},
        "models is a string": {"models": "openai:gpt-4o-mini"},
    }
    for label, kwargs in open_args.items():
        add(f"Memory.open {label}", ConfigError, next(iter(kwargs)))(
            lambda c, k=kwargs: _open(c.url, **k)
        )
    add("Memory.open url is a number", ConfigError, "url")(lambda c: _open(42))

    # -- before_turn -------------------------------------------------------------------------
    for label, message, mentions in [
        ("None", None, "message"),
        ("number", 42, "message"),
        ("surrogate", "hi \ud800", "message"),
        ("nul", "hi\x00", "message"),
        ("oversized", "x" * (LIMITS.max_message_chars + 1), "max_message_chars"),
    ]:
        add(f"before_turn message {label}", ValidationError, mentions)(
            lambda c, m=message: c.memory.before_turn(c.scope, "t-1", m)
        )
    for label, thread in _bad_ids().items():
        add(f"before_turn thread {label}", ValidationError, "thread")(
            lambda c, t=thread: c.memory.before_turn(c.scope, t, "hello")
        )

    # -- after_turn --------------------------------------------------------------------------
    ok = [{"role": "user", "content": "We moved to plan=pro."}]
    for label, thread in {**_bad_ids(), "None": None}.items():
        add(f"after_turn thread {label}", ValidationError, "thread")(
            lambda c, t=thread: c.memory.after_turn(c.scope, t, ok)
        )
    too_long = "x" * (LIMITS.max_message_chars + 1)
    third = LIMITS.max_turn_chars // 3 + 10
    for label, messages, mentions in [
        ("None", None, "messages"),
        ("a number", 5, "messages"),
        ("a string", "hello", "message"),
        ("list of numbers", [5], "message"),
        ("no role", [{"content": "x"}], "role"),
        ("unknown role", [{"role": "robot", "content": "x"}], "role"),
        ("role is a number", [{"role": 5, "content": "x"}], "role"),
        ("content surrogate", [{"role": "user", "content": "a\ud800"}], "content"),
        ("content nul", [{"role": "user", "content": "a\x00b"}], "content"),
        ("content a number", [{"role": "user", "content": 5}], "content"),
        (
            "part surrogate",
            [{"role": "user", "content": [{"type": "text", "text": "\udc80"}]}],
            "content",
        ),
        ("content oversized", [{"role": "user", "content": too_long}], "max_message_chars"),
        (
            "turn oversized",
            [{"role": "user", "content": "y" * third} for _ in range(3)],
            "max_turn_chars",
        ),
        ("id empty", [{"role": "user", "content": "x", "id": ""}], "id"),
        ("id 1mb", [{"role": "user", "content": "x", "id": MB}], "id"),
        ("id nul", [{"role": "user", "content": "x", "id": "m\x00"}], "id"),
        ("id surrogate", [{"role": "user", "content": "x", "id": "m\ud800"}], "id"),
        ("id a dict", [{"role": "user", "content": "x", "id": {"a": 1}}], "id"),
        ("id a bool", [{"role": "user", "content": "x", "id": True}], "id"),
        ("draft role", lambda: [MessageDraft(role="robot", content="x")], "role"),
        ("draft content", lambda: [MessageDraft(role="user", content=5)], "content"),  # type: ignore[arg-type]
        (
            "draft naive time",
            lambda: [MessageDraft("user", "x", created_at=datetime(2024, 1, 1))],
            "created_at",
        ),
        (
            "draft string time",
            lambda: [MessageDraft("user", "x", created_at="2024-01-01")],
            "created_at",
        ),  # type: ignore[arg-type]
        (
            "draft year 1",
            lambda: [MessageDraft("user", "x", created_at=datetime(1, 1, 1, tzinfo=UTC))],
            "created_at",
        ),
    ]:
        add(f"after_turn messages {label}", ValidationError, mentions)(
            lambda c, m=messages: c.memory.after_turn(c.scope, "t-1", _made(m))
        )
    add("after_turn injected is a string", ValidationError, "injected")(
        lambda c: c.memory.after_turn(c.scope, "t-1", ok, injected="ctx")  # type: ignore[arg-type]
    )
    add("after_turn sync is a string", ValidationError, "sync")(
        lambda c: c.memory.after_turn(c.scope, "t-1", ok, sync="yes")  # type: ignore[arg-type]
    )

    # -- recall and the recall tool ------------------------------------------------------------
    for label, query in {
        "None": None,
        "number": 5,
        "empty": "",
        "whitespace": "  \n ",
        "zero-width": "\u200b\ufeff",
        "surrogate": "plan \ud800",
        "nul": "plan\x00",
        "oversized": "plan " * (LIMITS.max_query_chars // 5 + 1),
    }.items():
        add(f"recall query {label}", ValidationError, "query")(
            lambda c, q=query: c.memory.recall(c.scope, q)
        )
        add(f"recall tool query {label}", ValidationError, "query")(
            lambda c, q=query: _tool(c, {"query": q})
        )
    add("recall tool arguments not JSON", ValidationError, "JSON")(lambda c: _tool(c, "{query"))
    add("recall tool wrong key", ValidationError, "query")(lambda c: _tool(c, {"q": "plan"}))
    add("recall tool arguments a list", ValidationError, "query")(lambda c: _tool(c, ["plan"]))
    for label, top_k in _bad_limits().items():
        add(f"recall top_k {label}", ValidationError, "top_k")(
            lambda c, k=top_k: c.memory.recall(c.scope, "plan", top_k=k)
        )
    add("recall top_k over max_top_k", ValidationError, "max_top_k")(
        lambda c: c.memory.recall(c.scope, "plan", top_k=LIMITS.max_top_k + 1)
    )

    # -- remember ------------------------------------------------------------------------------
    for label, content, mentions in [
        ("surrogate", "plan \ud800", "content"),
        ("nul", "plan\x00pro", "content"),
        ("zero-width", "\u200b\u200c\u200d\u2060\ufeff", "content"),
        ("whitespace", " \t\n ", "content"),
        ("empty", "", "content"),
        ("None", None, "content"),
        ("number", 5, "content"),
        ("bytes", b"plan", "content"),
        ("oversized", "x" * 2001, "max_length"),
    ]:
        add(f"remember content {label}", ValidationError, mentions)(
            lambda c, t=content: c.memory.remember(c.scope, t)
        )
    for label, evidence, mentions in [
        ("surrogate", "a\ud800", "evidence"),
        ("nul", "a\x00", "evidence"),
        ("empty", "", "evidence"),
        ("zero-width", "\u200b", "evidence"),
        ("a number", 5, "evidence"),
        ("oversized", "x" * 4001, "max_evidence_length"),
        ("negative start", lambda: Evidence("plan", start=-1, end=3), "start"),
        ("reversed offsets", lambda: Evidence("plan", start=4, end=0), "end"),
        ("offsets out of range", lambda: Evidence("plan", start=0, end=100), "end"),
        ("start without end", lambda: Evidence("plan", start=0), "end"),
        ("start a bool", lambda: Evidence("plan", start=True, end=5), "start"),
        ("start a string", lambda: Evidence("plan", start="0", end=4), "start"),  # type: ignore[arg-type]
        ("huge offsets", lambda: Evidence("plan", start=2**70, end=2**70 + 4), "end"),
        ("role unknown", lambda: Evidence("plan", role="robot"), "role"),  # type: ignore[arg-type]
        ("message id empty", lambda: Evidence("plan", message_id=""), "message_id"),
        ("message id 1mb", lambda: Evidence("plan", message_id=MB), "message_id"),
        ("message id nul", lambda: Evidence("plan", message_id="m\x00"), "message_id"),
        ("text a number", lambda: Evidence(5), "evidence"),  # type: ignore[arg-type]
        ("list holding a string", ["plan"], "evidence"),
    ]:
        add(f"remember evidence {label}", ValidationError, mentions)(
            lambda c, e=evidence: c.memory.remember(c.scope, "We use plan=pro.", evidence=_made(e))
        )
    add("remember source unknown", ValidationError, "source")(
        lambda c: c.memory.remember(c.scope, "plan=pro", source="rumour")
    )
    add("remember source a number", ValidationError, "source")(
        lambda c: c.memory.remember(c.scope, "plan=pro", source=5)  # type: ignore[arg-type]
    )
    for label, thread in _bad_ids().items():
        add(f"remember thread {label}", ValidationError, "thread")(
            lambda c, t=thread: c.memory.remember(c.scope, "plan=pro", thread=t)
        )
    for label, kind in {**_bad_ids(), "long": "k" * 300}.items():
        add(f"remember kind {label}", ValidationError, "kind")(
            lambda c, k=kind: c.memory.remember(c.scope, "plan=pro", kind=k)
        )
    for label, moment in _bad_times().items():
        for field in ("occurred_at", "expires_at"):
            add(f"remember {field} {label}", ValidationError, field)(
                lambda c, f=field, m=moment: c.memory.remember(c.scope, "plan=pro", **{f: m})
            )
    for label, metadata in _bad_metadata().items():
        add(f"remember metadata {label}", ValidationError, "metadata")(
            lambda c, m=metadata: c.memory.remember(c.scope, "plan=pro", metadata=m)
        )

    # -- remember_many -----------------------------------------------------------------------
    for label, items, mentions in [
        ("None", None, "items"),
        ("a number", 5, "items"),
        ("a string", "abc", "item"),
        ("list of numbers", [5], "item"),
        ("no content", [{"evidence": "x"}], "content"),
        ("unknown field", [{"content": "ok", "bogus": 1}], "bogus"),
        ("second item bad", [{"content": "plan=pro"}, {"content": "\ud800"}], "item 1"),
        ("int metadata keys", [{"content": "ok", "metadata": {1: "a"}}], "metadata"),
        ("NewEntry content number", lambda: [NewEntry(content=5)], "content"),  # type: ignore[arg-type]
        ("year 999", [{"content": "ok", "occurred_at": datetime(999, 5, 1, tzinfo=UTC)}], "1900"),
    ]:
        add(f"remember_many {label}", ValidationError, mentions)(
            lambda c, i=items: c.memory.remember_many(c.scope, _made(i))
        )

    # -- timeline, get, count ------------------------------------------------------------------
    for label, limit in _bad_limits().items():
        add(f"timeline limit {label}", ValidationError, "limit")(
            lambda c, n=limit: c.memory.timeline(c.scope, limit=n)
        )
    add("timeline include_inactive a string", ValidationError, "include_inactive")(
        lambda c: c.memory.timeline(c.scope, include_inactive="yes")  # type: ignore[arg-type]
    )
    for label, entry_id in {**_bad_ids(), "None": None}.items():
        add(f"get id {label}", ValidationError, "id")(
            lambda c, i=entry_id: c.memory.entries.get(c.scope, i)
        )

    # -- jobs ------------------------------------------------------------------------------------
    add("jobs.list status unknown", ValidationError, "status")(
        lambda c: c.memory.jobs.list(status="broken")  # type: ignore[arg-type]
    )
    for label, limit in _bad_limits().items():
        add(f"jobs.list limit {label}", ValidationError, "limit")(
            lambda c, n=limit: c.memory.jobs.list(limit=n)
        )
    for label, job_id in {**_bad_ids(), "None": None}.items():
        add(f"jobs.get id {label}", ValidationError, "id")(lambda c, i=job_id: c.memory.jobs.get(i))
        add(f"jobs.retry id {label}", ValidationError, "id")(
            lambda c, i=job_id: c.memory.jobs.retry(i)
        )
    return cases


def _bad_ids() -> dict[str, Any]:
    return {
        "empty": "",
        "whitespace": "   ",
        "zero-width": "\u200b",
        "1mb": MB,
        "800 bytes": "\U00020000" * 200,
        "number": 5,
        "surrogate": "t\ud800",
        "nul": "t\x00",
    }


def _bad_limits() -> dict[str, Any]:
    return {"0": 0, "-1": -1, "bool": True, "float": 1.5, "string": "5", "huge": 10**20}


def _bad_times() -> dict[str, Any]:
    return {
        "string": "2024-01-01T00:00:00Z",
        "number": 1_700_000_000,
        "date": date(2024, 1, 1),
        "naive": datetime(2024, 1, 1, 12, 0),
        "year 1": datetime(1, 1, 1, tzinfo=UTC),
        "year 999": datetime(999, 6, 1, tzinfo=UTC),
        "9999-12-31 at -01:00": datetime(9999, 12, 31, 23, 0, tzinfo=timezone(-timedelta(hours=1))),
        "year 1 at +14:00": datetime(1, 1, 1, 10, 0, tzinfo=timezone(timedelta(hours=14))),
    }


def _bad_metadata() -> dict[str, Any]:
    deep: dict[str, Any] = {}
    node = deep
    for _ in range(200):
        node["k"] = {}
        node = node["k"]
    return {
        "NaN": {"score": float("nan")},
        "inf": {"score": float("inf")},
        "-inf nested": {"a": [1, {"b": float("-inf")}]},
        "integer key": {1: "a"},
        "tuple key": {("a",): 1},
        "object value": {"x": object()},
        "set value": {"x": {1, 2}},
        "bytes value": {"x": b"raw"},
        "datetime value": {"x": NOW},
        "surrogate value": {"x": "\ud800"},
        "surrogate key": {"\udfff": 1},
        "nul value": {"x": "a\x00b"},
        "too deep": deep,
        "too large": {"blob": "x" * (LIMITS.max_metadata_bytes + 1)},
        "a list": [1, 2],
        "a string": "tags",
    }


def _made(value: Any) -> Any:
    """Cases build objects that validate themselves lazily, so the error counts in the case."""
    return value() if callable(value) else value


def _call_verb(c: Ctx, verb: str, scope: Any) -> object:
    m = c.memory
    calls: dict[str, Callable[[], object]] = {
        "recall": lambda: m.recall(scope, "plan"),
        "timeline": lambda: m.timeline(scope),
        "count": lambda: m.entries.count(scope),
        "before_turn": lambda: m.before_turn(scope, "t-1", "plan"),
        "after_turn": lambda: m.after_turn(scope, "t-1", [{"role": "user", "content": "x"}]),
        "remember": lambda: m.remember(scope, "plan=pro"),
        "get": lambda: m.entries.get(scope, "abc"),
    }
    return calls[verb]()


def _open(url: Any, **kwargs: Any) -> None:
    opened = Memory.open(url, **{"embedder": TestEmbedder(), **kwargs})
    opened.close()  # reached only when a bad argument was accepted


def _tool(c: Ctx, arguments: Any) -> str:
    """Call the recall tool; an error the model can read counts as a refusal too."""
    result = c.memory.tools(c.scope)[0](arguments)
    raise _ToolRefused(result)


class _ToolRefused(Exception):
    """The tool answered instead of raising; the test checks that the answer is an error."""

    def __init__(self, result: str) -> None:
        super().__init__(result)
        self.result = result


CASES = _cases()


# -- fixtures: one memory per backend for the whole table ---------------------------------------


@pytest.fixture(scope="module", params=BACKENDS)
def ctx(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Ctx]:
    url: str | Path
    schema = None
    if request.param == "postgres":
        import psycopg

        server = request.getfixturevalue("postgres_server")
        schema = f"bad_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {schema}")
        url = schema_url(server, schema)
    else:
        url = tmp_path_factory.mktemp("bad") / "memory.db"
    scope = Scope(tenant="acme", agent="support-bot", user="u-42")
    store = open_store(url)
    memory = Memory.open(store, embedder=TestEmbedder(), clock=Clock(), worker=False)
    memory.remember(scope, SEED, evidence="exports over 2 GB time out", metadata={"n": 1})
    memory.after_turn(scope, "t-0", [{"role": "user", "content": "We are on plan=basic."}])
    yield Ctx(memory, scope, url, store)
    memory.close()
    if schema is not None:
        import psycopg

        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


def snapshot(c: Ctx) -> dict[str, list[str]]:
    """Every row of every table, as text: a rejected call must leave all of it unchanged."""
    c.memory.audit.flush()  # read records of the calls before are buffered; they are not its
    store = c.store
    with store.read() as tx:
        if store.dialect.name == "sqlite":
            names = [r[0] for r in tx.all("SELECT name FROM sqlite_master WHERE type = 'table'")]
        else:
            names = [
                r[0]
                for r in tx.all(
                    "SELECT table_name FROM information_schema.tables "
                    "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
                )
            ]
        return {
            name: sorted(repr(row) for row in tx.all(f"SELECT * FROM {name}")) for name in names
        }


def assert_readable(c: Ctx) -> None:
    [entry] = c.memory.timeline(c.scope)
    assert (entry.content, entry.metadata) == (SEED, {"n": 1})
    assert c.memory.entries.count(c.scope) == 1
    assert [r.entry.id for r in c.memory.recall(c.scope, SEED_QUERY)] == [entry.id]
    assert SEED in c.memory.before_turn(c.scope, "t-1", SEED_QUERY).render()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_bad_input_is_refused_and_writes_nothing(ctx: Ctx, case: Case) -> None:
    before = snapshot(ctx)
    try:
        case.call(ctx)
    except EpisodicError as exc:
        assert isinstance(exc, case.error), f"WRONG TYPE: {type(exc).__name__}: {exc}"
        assert case.mentions.lower() in str(exc).lower(), f"VAGUE: {exc}"
    except _ToolRefused as refused:
        assert '"error"' in refused.result, f"SILENT: the tool answered {refused.result[:200]}"
        assert case.mentions.lower() in refused.result.lower(), f"VAGUE: {refused.result}"
    except Exception as exc:
        pytest.fail(f"RAW: {type(exc).__name__}: {str(exc)[:200]}")
    else:
        pytest.fail("SILENT: the call was accepted")
    finally:
        after = snapshot(ctx)
    assert after == before, "WROTE: a refused call changed stored rows"
    try:
        assert_readable(ctx)
    except Exception as exc:
        pytest.fail(f"UNREADABLE: {type(exc).__name__}: {str(exc)[:200]}")


def test_the_table_covers_every_public_verb() -> None:
    names = " ".join(c.name for c in CASES)
    verbs = ["Scope", "Config", "Memory.open", "before_turn", "after_turn", "recall tool"]
    verbs += ["recall ", "remember ", "remember_many", "timeline", "get ", "count", "draft"]
    verbs += ["evidence", "NewEntry", "jobs.list", "jobs.get", "jobs.retry"]
    assert [verb for verb in verbs if verb not in names] == []
    assert len(CASES) > 200
