"""LLM providers: the real OpenAI SDK over HTTP to a local server, the same cases on TestLLM."""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from episodic import (
    Config,
    ConfigError,
    EntriesConfig,
    Memory,
    Models,
    ProviderError,
    Scope,
    TestEmbedder,
)
from episodic.llms import LLM, OutputError, TestLLM, get_llm
from episodic.llms.anthropic import AnthropicLLM
from episodic.llms.base import parse_json_text
from episodic.llms.openai import OpenAILLM
from tests.fakeserver import FakeServer, anthropic_message, chat_completion, serve

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
TURN = [
    {"role": "user", "content": "Since 7.2 the nightly sync J-9 fails with HTTP 429 from the CRM."},
    {"role": "assistant", "content": "J-9 sends 240 requests per minute; the CRM allows 100."},
]
GOOD = {
    "entries": [
        {
            "content": "Nightly sync J-9 fails with HTTP 429 since 7.2.",
            "source": "user_assertion",
            "evidence": "the nightly sync J-9 fails with HTTP 429",
        },
        {
            "content": "J-9 sends 240 requests per minute but the CRM allows 100.",
            "source": "verified_assistant_finding",
            "evidence": "J-9 sends 240 requests per minute; the CRM allows 100.",
        },
    ]
}

# (name, replies the model gives in order, expected stored contents, expected job status)
CASES: list[tuple[str, list[str], list[str], str]] = [
    (
        "structured",
        [json.dumps(GOOD)],
        [
            "Nightly sync J-9 fails with HTTP 429 since 7.2.",
            "J-9 sends 240 requests per minute but the CRM allows 100.",
        ],
        "done",
    ),
    (
        "fenced",
        [
            "Here you go:\n```json\n"
            + json.dumps(GOOD["entries"][:1]).join(['{"entries":', "}"])
            + "\n```"
        ],
        ["Nightly sync J-9 fails with HTTP 429 since 7.2."],
        "done",
    ),
    ("empty", ['{"entries": []}'], [], "done"),
    (
        "repaired",
        ["Sure! I found two notes.", json.dumps(GOOD)],
        [
            "Nightly sync J-9 fails with HTTP 429 since 7.2.",
            "J-9 sends 240 requests per minute but the CRM allows 100.",
        ],
        "done",
    ),
    # A reply still unusable after the repair round is permanent: the job fails at once.
    ("never_json", ["not json", "still not json"], [], "failed"),
    ("wrong_shape", ['["a list"]', '{"notes": []}'], [], "failed"),
    (
        "unknown_label_dropped",
        [
            json.dumps(
                {
                    "entries": [
                        {**GOOD["entries"][0], "source": "assistant_guess"},
                        GOOD["entries"][1],
                    ]
                }
            )
        ],
        ["J-9 sends 240 requests per minute but the CRM allows 100."],
        "done",
    ),
]


def _memory(tmp_path: Path, llm: LLM) -> Memory:
    # The replies below answer the full request (a served model gets the compact one unless
    # told otherwise: tests/providers/test_negotiation.py covers that one).
    return Memory.open(
        tmp_path / "m.db",
        embedder=TestEmbedder(),
        models=Models(extraction=llm),
        config=Config(entries=EntriesConfig(prompt_style="full")),
        worker=False,
    )


def _run_case(memory: Memory, replies_used: int, expected: list[str], status: str) -> None:
    job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert job.status == status, job.last_error
    assert sorted(e.content for e in memory.timeline(SCOPE)) == sorted(expected)
    if status == "done":
        usage = job.result["usage"]
        assert usage["requests"] == replies_used
        assert usage["input_tokens"] > 0 and usage["output_tokens"] > 0
    else:
        assert job.attempts == 1 and "repair" in (job.last_error or "")


@pytest.fixture
def server() -> Iterator[FakeServer]:
    with serve() as state:
        yield state


@pytest.mark.parametrize(
    ("name", "replies", "expected", "status"), CASES, ids=[c[0] for c in CASES]
)
def test_scripted_cases_over_http(
    tmp_path: Path,
    server: FakeServer,
    name: str,
    replies: list[str],
    expected: list[str],
    status: str,
) -> None:
    server.replies = [(200, chat_completion(text)) for text in replies]
    llm = get_llm("openai:scripted", base_url=server.url, max_retries=0)
    with _memory(tmp_path, llm) as memory:
        _run_case(memory, len(replies), expected, status)
    first = server.requests[0]
    assert first["path"] == "/v1/chat/completions"
    assert first["model"] == "scripted"
    assert first["response_format"]["type"] == "json_schema"
    assert [m["role"] for m in first["messages"]] == ["system", "user"]
    assert "J-9" in first["messages"][1]["content"]


@pytest.mark.parametrize(
    ("name", "replies", "expected", "status"), CASES, ids=[c[0] for c in CASES]
)
def test_scripted_cases_through_test_llm(
    tmp_path: Path, name: str, replies: list[str], expected: list[str], status: str
) -> None:
    llm = TestLLM(list(replies))
    with _memory(tmp_path, llm) as memory:
        _run_case(memory, len(replies), expected, status)
    assert llm.calls[0].schema is not None


def test_rate_limits_and_server_errors_are_retried_with_backoff(server: FakeServer) -> None:
    server.replies = [
        (429, {"error": {"message": "slow down"}}),
        (503, {"error": {"message": "overloaded"}}),
        (200, chat_completion('{"entries": []}')),
    ]
    llm = OpenAILLM("scripted", base_url=server.url, max_retries=3)
    llm.retry_base_seconds = 0.01
    completion = llm.complete("system", "prompt")
    assert completion.text == '{"entries": []}'
    assert len(server.requests) == 3


def test_retries_run_out_into_a_provider_error(server: FakeServer) -> None:
    server.default = (500, {"error": {"message": "boom"}})
    llm = OpenAILLM("scripted", base_url=server.url, max_retries=1)
    llm.retry_base_seconds = 0.0
    with pytest.raises(ProviderError, match="kept failing after 2 attempts"):
        llm.complete("system", "prompt")
    assert len(server.requests) == 2


def test_client_errors_are_not_retried(server: FakeServer) -> None:
    server.default = (404, {"error": {"message": "no such model"}})
    llm = OpenAILLM("missing", base_url=server.url, max_retries=3)
    with pytest.raises(ProviderError, match="HTTP 404"):
        llm.complete("system", "prompt")
    assert len(server.requests) == 1


def test_timeouts_are_retried(server: FakeServer) -> None:
    answered = threading.Event()

    def late(_: dict[str, Any]) -> tuple[int, Any]:
        answered.wait(30)  # replies only once the client has given up and retried
        return 200, chat_completion("late")

    # A timeout far above a loaded machine's round trip; the first reply comes after it.
    server.replies = [late, (200, chat_completion("on time"))]
    llm = OpenAILLM("scripted", base_url=server.url, timeout=1.0, max_retries=1)
    llm.retry_base_seconds = 0.0
    try:
        assert llm.complete("system", "prompt").text == "on time"
    finally:
        answered.set()
    assert len(server.requests) == 2


def test_credentials_are_sent_but_never_logged_or_raised(
    server: FakeServer, caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    secret = "sk-test-THISKEYMUSTNOTLEAK-1234567890"
    server.default = (401, {"error": {"message": f"Incorrect API key provided: {secret}"}})
    errors: list[Exception] = []
    llm = OpenAILLM("scripted", base_url=server.url, api_key=secret, max_retries=0)
    caplog.set_level(logging.DEBUG)
    with Memory.open(
        tmp_path / "m.db",
        embedder=TestEmbedder(),
        models=Models(extraction=llm),
        worker=False,
        on_error=lambda exc, job: errors.append(exc),
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert server.headers[0]["authorization"] == f"Bearer {secret}"
    assert job.status == "failed" and job.last_error and "HTTP 401" in job.last_error
    assert secret not in job.last_error and secret not in str(errors[0])
    assert secret not in caplog.text and secret not in repr(llm)


def test_anthropic_provider_uses_a_forced_tool_over_http(server: FakeServer) -> None:
    server.replies = [(200, anthropic_message(GOOD))]
    llm = AnthropicLLM("claude-test", api_key="test-key", base_url=server.url.removesuffix("/v1"))
    value, usage = llm.complete_json("system", "prompt", schema={"type": "object"}, validate=dict)
    assert value == GOOD
    assert (usage.input_tokens, usage.output_tokens, usage.requests) == (13, 5, 1)
    request = server.requests[0]
    assert request["path"] == "/v1/messages"
    assert request["tool_choice"] == {"type": "tool", "name": "record_output"}
    assert request["system"] == "system"


def test_anthropic_rate_limit_is_retried(server: FakeServer) -> None:
    server.replies = [
        (429, {"type": "error", "error": {"type": "rate_limit_error", "message": "x"}})
    ]
    server.default = (200, anthropic_message({"entries": []}))
    llm = AnthropicLLM("claude-test", api_key="k", base_url=server.url.removesuffix("/v1"))
    llm.retry_base_seconds = 0.0
    assert json.loads(llm.complete("s", "p", schema={"type": "object"}).text) == {"entries": []}
    assert len(server.requests) == 2


def test_provider_specs_and_missing_credentials(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(ConfigError, match="Unknown LLM"):
        get_llm("cohere:command")
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        get_llm("openai:gpt-4o-mini")
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        get_llm("anthropic:claude-haiku-4-5")
    local = get_llm("openai:llama3.1", base_url="http://localhost:11434/v1")
    assert local.name == "openai:llama3.1"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
    assert get_llm("openai:gpt-4o-mini").name == "openai:gpt-4o-mini"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"entries": []}', {"entries": []}),
        ('```json\n{"entries": []}\n```', {"entries": []}),
        ('```\n{"entries": [1]}\n```', {"entries": [1]}),
        ('Sure:\n{"entries": []}\nHope that helps.', {"entries": []}),
    ],
)
def test_json_is_read_from_fences_and_prose(text: str, expected: Any) -> None:
    assert parse_json_text(text) == expected


def test_unreadable_json_raises_output_error_after_one_repair() -> None:
    llm = TestLLM(["nope", "nope again", '{"entries": []}'])
    with pytest.raises(OutputError, match="even after one repair attempt"):
        llm.complete_json("s", "p", schema={}, validate=dict)
    assert len(llm.calls) == 2
    assert "could not be used" in llm.calls[1].prompt


def test_models_pick_a_model_per_job_and_llm_fills_the_rest(tmp_path: Path) -> None:
    from episodic import Models, ProvidersConfig

    chosen = TestLLM([GOOD], name="test:extraction")
    with Memory.open(
        tmp_path / "m.db",
        embedder=TestEmbedder(),
        llm=TestLLM(name="test:default"),
        models=Models(extraction=chosen),
        worker=False,
    ) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert job.result["extractor"] == "test:extraction" and len(chosen.calls) == 1
    default = TestLLM(name="test:default")
    resolved = Models().resolve(default, base_url=None, config=ProvidersConfig())
    assert resolved.llm("extraction") is default
    assert Models().resolve(None, base_url=None, config=ProvidersConfig()).llm("extraction") is None
    spec = Models(extraction="openai:qwen2.5").resolve(
        None,
        base_url="http://127.0.0.1:9/v1",
        config=ProvidersConfig(timeout_seconds=5, max_retries=1),
    )
    built = spec.llm("extraction")
    assert isinstance(built, OpenAILLM) and (built.name, built.max_retries) == ("openai:qwen2.5", 1)
    with pytest.raises(ConfigError, match="resolve it first"):
        Models(extraction="openai:qwen2.5").llm("extraction")


# -- permanent and transient provider errors, through the real SDKs -------------------------


def _error_body(vendor: str, message: str) -> dict[str, Any]:
    if vendor == "anthropic":
        return {"type": "error", "error": {"type": "invalid_request_error", "message": message}}
    return {"error": {"message": message, "type": "invalid_request_error", "code": None}}


def _client(vendor: str, url: str, *, key: str = "sk-test-key-0000", retries: int = 3) -> LLM:
    if vendor == "anthropic":
        return AnthropicLLM(
            "claude-typo", api_key=key, base_url=url.removesuffix("/v1"), max_retries=retries
        )
    return OpenAILLM("gpt-typo", api_key=key, base_url=url, max_retries=retries)


def _reply(vendor: str) -> tuple[int, Any]:
    if vendor == "anthropic":
        return 200, anthropic_message(GOOD)
    return 200, chat_completion(json.dumps(GOOD))


def _open(path: Path, llm: LLM, errors: list[Exception]) -> Memory:
    from episodic import JobsConfig

    return Memory.open(
        path,
        embedder=TestEmbedder(),
        models=Models(extraction=llm),
        config=Config(
            jobs=JobsConfig(retry_base_seconds=0), entries=EntriesConfig(prompt_style="full")
        ),
        worker=False,
        on_error=lambda exc, job: errors.append(exc),
    )


PERMANENT = [
    (404, "The model `typo` does not exist or you do not have access to it.", "model name"),
    (401, "Incorrect API key provided.", "check the API key"),
    (403, "This key may not use the model.", "no access to this model"),
    (400, "max_tokens: 99999999 is too large.", "refused as sent"),
]


@pytest.mark.parametrize("vendor", ["openai", "anthropic"])
@pytest.mark.parametrize(
    ("status", "message", "fix"), PERMANENT, ids=[str(p[0]) for p in PERMANENT]
)
def test_permanent_provider_errors_fail_the_job_on_the_first_attempt(
    tmp_path: Path, server: FakeServer, vendor: str, status: int, message: str, fix: str
) -> None:
    server.default = (status, _error_body(vendor, message))
    errors: list[Exception] = []
    with _open(tmp_path / "m.db", _client(vendor, server.url), errors) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and (job.status, job.attempts) == ("failed", 1)
        assert job.last_error is not None
        assert f"HTTP {status}" in job.last_error and message in job.last_error
        assert fix in job.last_error  # the fix is named, not only the status
        assert memory.jobs.run_pending() == 0  # nothing is left to retry
        assert memory.jobs.get(job.id).status == "failed"
        assert memory.timeline(SCOPE) == []
    # No retry by the client either; a 400 to a request with a response format is first
    # asked again once in each other format (json_object, then none), at once.
    negotiated = vendor == "openai" and status == 400
    assert len(server.requests) == (3 if negotiated else 1)
    (error,) = errors
    assert isinstance(error, ProviderError) and error.permanent
    # The SDK's exception (its request carries the key) is not chained to ours.
    assert error.__cause__ is None and error.__context__ is None
    # The turn itself is intact: with the model fixed, a retry extracts it.
    server.default = _reply(vendor)
    with _open(tmp_path / "m.db", _client(vendor, server.url), errors) as memory:
        memory.jobs.retry(job.id)
        assert memory.jobs.run_pending() == 1
        assert (memory.jobs.get(job.id).status, len(memory.timeline(SCOPE))) == ("done", 2)


TRANSIENT = [(429, "Rate limit reached."), (500, "Internal error."), (503, "Overloaded.")]


@pytest.mark.parametrize("vendor", ["openai", "anthropic"])
@pytest.mark.parametrize(("status", "message"), TRANSIENT, ids=[str(t[0]) for t in TRANSIENT])
def test_transient_provider_errors_are_retried_until_the_provider_answers(
    tmp_path: Path, server: FakeServer, vendor: str, status: int, message: str
) -> None:
    server.default = (status, _error_body(vendor, message))
    errors: list[Exception] = []
    llm = _client(vendor, server.url, retries=1)
    llm.retry_base_seconds = 0.0
    with _open(tmp_path / "m.db", llm, errors) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and (job.status, job.attempts) == ("pending", 1)
        # The client retried once, then gave the job back; a 500 to a request with a response
        # format is first asked again in the other formats, each attempt.
        formats = 3 if vendor == "openai" and status == 500 else 1
        assert len(server.requests) == 2 * formats
        assert "kept failing after 2 attempts" in (job.last_error or "")
        server.default = _reply(vendor)
        assert memory.jobs.run_pending() == 1
        done = memory.jobs.get(job.id)
        assert (done.status, done.attempts) == ("done", 2)
        assert len(memory.timeline(SCOPE)) == 2
    (error,) = errors
    assert isinstance(error, ProviderError) and not error.permanent
    assert error.__cause__ is None and error.__context__ is None


@pytest.mark.parametrize("vendor", ["openai", "anthropic"])
def test_an_unreachable_server_is_transient(tmp_path: Path, vendor: str) -> None:
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{probe.getsockname()[1]}/v1"
    errors: list[Exception] = []
    llm = _client(vendor, url, retries=0)
    with _open(tmp_path / "m.db", llm, errors) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and (job.status, job.attempts) == ("pending", 1)
    (error,) = errors
    assert isinstance(error, ProviderError) and not error.permanent
    assert error.__cause__ is None and error.__context__ is None


@pytest.mark.parametrize("vendor", ["openai", "anthropic"])
def test_an_echoed_key_reaches_no_error_log_or_job_row(
    tmp_path: Path, server: FakeServer, caplog: pytest.LogCaptureFixture, vendor: str
) -> None:
    secret = "sk-ant-api03-PLANTEDKEYMUSTNOTLEAK0123456789"
    server.default = (401, _error_body(vendor, f"invalid x-api-key: {secret} (key {secret})"))
    caplog.set_level(logging.DEBUG, logger="episodic")
    errors: list[Exception] = []
    with _open(tmp_path / "m.db", _client(vendor, server.url, key=secret), errors) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and job.status == "failed"
        rows = [memory.jobs.get(job.id)]
    (error,) = errors
    seen = [str(error), repr(error), caplog.text, *(r.last_error or "" for r in rows)]
    assert all(secret not in text for text in seen)
    assert "HTTP 401" in str(error) and "***" in str(error)
    assert error.__cause__ is None and error.__context__ is None


@pytest.mark.parametrize(
    ("status", "permanent", "retryable"),
    [(404, True, False), (401, True, False), (429, False, True), (503, False, True)],
)
def test_the_openai_embedder_classifies_its_errors_like_the_chat_models(
    status: int, permanent: bool, retryable: bool
) -> None:
    from episodic.embedders.openai import OpenAIEmbedder
    from episodic.llms.base import RetryableProviderError

    body = {"error": {"message": f"status {status} from the embeddings endpoint sk-SECRET1234"}}
    with serve() as server:
        server.default = (status, body)
        embedder = OpenAIEmbedder(
            "text-embedding-3-small", api_key="sk-SECRET1234", base_url=server.url, client=None
        )
        with pytest.raises(ProviderError) as caught:
            embedder.embed(["hello"])
    error = caught.value
    assert error.permanent is permanent
    assert isinstance(error, RetryableProviderError) is retryable
    assert "embedder openai:text-embedding-3-small" in str(error)
    assert "SECRET1234" not in str(error) and "SECRET1234" not in repr(error)
    assert error.__cause__ is None and error.__context__ is None


def test_an_unknown_connection_keyword_is_refused_by_name() -> None:
    """A typo in a provider option fails at once, as any unknown keyword would."""
    for build in (
        lambda: OpenAILLM("m", base_url="http://127.0.0.1:9/v1", api_kye="k"),
        lambda: AnthropicLLM("m", api_key="k", timout=5),
    ):
        with pytest.raises(TypeError, match="unexpected keyword"):
            build()
