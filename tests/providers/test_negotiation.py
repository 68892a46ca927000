"""What every request to a served model must survive: a refused response format, a reply cut
off at max_tokens, a stalled server, and a turn longer than the model's context. Each case runs
the real OpenAI SDK against tests/fakeserver.py."""

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
    ProvidersConfig,
    Scope,
    TestEmbedder,
)
from episodic.llms import OutputError
from episodic.llms.openai import OpenAILLM
from tests.fakeserver import FakeServer, chat_completion, serve

SCOPE = Scope(tenant="acme", agent="bot", user="u-1")
QUOTE = "Since 7.2 the nightly sync J-9 fails with HTTP 429 from the CRM."
TURN = [
    {"role": "user", "content": "Since 7.2 the nightly sync J-9 fails with HTTP 429 from the CRM."},
    {"role": "assistant", "content": "J-9 sends 240 requests per minute; the CRM allows 100."},
]
SCHEMA = {"type": "object"}


@pytest.fixture
def server() -> Iterator[FakeServer]:
    with serve() as state:
        yield state


def _formats(server: FakeServer) -> list[str | None]:
    return [(r.get("response_format") or {}).get("type") for r in server.requests]


def _memory(path: Path, server: FakeServer, **providers: Any) -> Memory:
    return Memory.open(
        path,
        embedder=TestEmbedder(),
        models=Models(extraction="openai:scripted"),  # the other jobs stay offline
        llm_base_url=server.url,
        config=Config(providers=ProvidersConfig(**providers)),
        worker=False,
    )


# -- structured output negotiation ---------------------------------------------------------


@pytest.mark.parametrize("status", [400, 500])
def test_a_refused_json_schema_moves_to_json_object_at_once_and_is_remembered(
    server: FakeServer, status: int, caplog: pytest.LogCaptureFixture
) -> None:
    server.replies = [(status, {"error": {"message": "unsupported response_format"}})]
    server.default = (200, chat_completion('{"entries": []}'))
    llm = OpenAILLM("scripted", base_url=server.url, max_retries=3)
    llm.retry_base_seconds = 60.0  # a retry would hang the test: the next format is no retry
    value, usage = llm.complete_json("system", "prompt", schema=SCHEMA, validate=dict)
    assert value == {"entries": []} and usage.requests == 1
    assert _formats(server) == ["json_schema", "json_object"]
    # JSON mode does not carry the schema: the prompt does.
    assert "JSON schema" in server.requests[1]["messages"][0]["content"]
    assert "JSON schema" not in server.requests[0]["messages"][0]["content"]
    assert llm.response_format == "json_object"
    assert "using json_object from now on" in caplog.text
    llm.complete_json("system", "again", schema=SCHEMA, validate=dict)
    assert _formats(server)[2:] == ["json_object"]  # remembered: straight to what worked


def test_a_server_refusing_both_formats_gets_the_schema_in_the_prompt(server: FakeServer) -> None:
    server.replies = [
        (500, {"error": {"message": "Internal Server Error"}}),
        (400, {"error": {"message": "response_format is not supported"}}),
    ]
    server.default = (200, chat_completion('{"entries": []}'))
    llm = OpenAILLM("scripted", base_url=server.url, max_retries=0)
    llm.complete_json("system", "prompt", schema=SCHEMA, validate=dict)
    assert _formats(server) == ["json_schema", "json_object", None]
    assert "JSON schema" in server.requests[2]["messages"][0]["content"]
    assert llm.response_format == "prompt"


def test_a_request_refused_whatever_the_format_fails_and_changes_nothing(
    server: FakeServer,
) -> None:
    server.default = (400, {"error": {"message": "max_tokens: 99999999 is too large."}})
    llm = OpenAILLM("scripted", base_url=server.url, max_retries=3)
    with pytest.raises(ProviderError, match="refused as sent") as raised:
        llm.complete_json("system", "prompt", schema=SCHEMA, validate=dict)
    assert raised.value.permanent
    assert _formats(server) == ["json_schema", "json_object", None]  # each once, no retry
    assert llm.response_format == "json_schema"  # not the format's fault: nothing learned


def test_without_json_schema_the_negotiation_starts_at_the_prompt(server: FakeServer) -> None:
    llm = OpenAILLM("scripted", base_url=server.url, json_schema=False)
    llm.complete_json("system", "prompt", schema=SCHEMA, validate=dict)
    assert _formats(server) == [None]


# -- max_tokens and replies cut off at it --------------------------------------------------


def test_max_tokens_is_always_sent_and_set_from_the_config(
    tmp_path: Path, server: FakeServer
) -> None:
    with _memory(tmp_path / "m.db", server, max_tokens=321) as memory:
        memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    assert server.requests and all(r["max_tokens"] == 321 for r in server.requests)
    OpenAILLM("scripted", base_url=server.url).complete("s", "p")  # a plain call too
    assert server.requests[-1]["max_tokens"] == 2048


def test_a_reply_cut_off_at_max_tokens_keeps_its_complete_notes(
    tmp_path: Path, server: FakeServer
) -> None:
    looping = json.dumps({"quotes": [QUOTE]})[:-2] + ', "Since 7.2 the nightly sync J-9 fa'
    server.replies = [(200, chat_completion(looping, finish_reason="length"))]
    with _memory(tmp_path / "m.db", server) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and job.status == "done", job and job.last_error
        assert [e.content for e in memory.timeline(SCOPE)] == [QUOTE]
    assert job.result["usage"]["truncated"] == 1
    assert len(server.requests) == 1  # no repair round for a cut-off reply


def test_a_reply_cut_off_before_any_note_fails_with_what_to_raise(server: FakeServer) -> None:
    server.replies = [
        (200, chat_completion('{"entries": [{"content": "J-9', finish_reason="length"))
    ]
    llm = OpenAILLM("scripted", base_url=server.url, max_tokens=16)
    with pytest.raises(OutputError, match=r"max_tokens \(16\).*raise ProvidersConfig.max_tokens"):
        llm.complete_json("system", "prompt", schema=SCHEMA, validate=dict)
    assert len(server.requests) == 1


# -- a stalled server ----------------------------------------------------------------------


def test_a_stalled_server_times_out_as_configured_and_each_retry_is_logged(
    tmp_path: Path, server: FakeServer, caplog: pytest.LogCaptureFixture
) -> None:
    released = threading.Event()

    def stall(_: dict[str, Any]) -> tuple[int, Any]:
        released.wait(30)
        return 200, chat_completion('{"entries": []}')

    server.default = stall
    caplog.set_level(logging.WARNING, logger="episodic")
    try:
        with _memory(tmp_path / "m.db", server, timeout_seconds=0.5, max_retries=1) as memory:
            job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    finally:
        released.set()
    assert job is not None and job.status == "pending" and job.attempts == 1
    assert "timed out" in (job.last_error or "").lower()
    assert len(server.requests) == 2  # the first try and one retry, each abandoned at 0.5 s
    assert "attempt 1 of 2 failed" in caplog.text


# -- the context window --------------------------------------------------------------------


def test_the_context_window_is_asked_of_the_server_once(server: FakeServer) -> None:
    server.pages["/props"] = (200, {"default_generation_settings": {"n_ctx": 8192}})
    llm = OpenAILLM("scripted", base_url=server.url)
    assert llm.context_window() == 8192 and llm.context_window() == 8192
    assert server.gets == ["/props"]
    del server.pages["/props"]
    server.pages["/v1/models"] = (
        200,
        {"data": [{"id": "other", "max_model_len": 1}, {"id": "scripted", "max_model_len": 4096}]},
    )
    assert OpenAILLM("scripted", base_url=server.url).context_window() == 4096
    assert OpenAILLM("nameless", base_url=server.url).context_window() is None
    configured = OpenAILLM("scripted", base_url=server.url, context_tokens=3000)
    assert configured.context_window() == 3000


def test_a_long_turn_is_sent_in_windows_that_fit(tmp_path: Path, server: FakeServer) -> None:
    filler = " ".join(f"Step {n} of the J-9 sync was retried without success." for n in range(60))
    turn = [
        {"role": "user", "content": f"{TURN[0]['content']} {filler}"},
        {"role": "assistant", "content": f"{TURN[1]['content']} {filler}"},
        {"role": "user", "content": f"Also: {filler}"},
    ]
    server.default = (200, chat_completion(json.dumps({"quotes": [QUOTE]})))
    with _memory(tmp_path / "m.db", server, context_tokens=3000, max_tokens=500) as memory:
        job = memory.after_turn(SCOPE, "t-1", turn, sync=True)
        assert job is not None and job.status == "done", job and job.last_error
        assert [e.content for e in memory.timeline(SCOPE)] == [QUOTE]
    assert len(server.requests) == 3  # one window per message here
    assert job.result["usage"]["requests"] == 3
    sent = [r["messages"][1]["content"] for r in server.requests]
    assert all(text.count("Step 59") == 1 for text in sent)  # each message sent once, whole


def test_a_message_too_long_for_the_context_fails_with_what_to_change(
    tmp_path: Path, server: FakeServer
) -> None:
    huge = "The J-9 sync failed again. " * 800
    with _memory(tmp_path / "m.db", server, context_tokens=3000, max_tokens=500) as memory:
        job = memory.after_turn(SCOPE, "t-1", [{"role": "user", "content": huge}], sync=True)
    assert job is not None and (job.status, job.attempts) == ("failed", 1)
    error = job.last_error or ""
    assert "tokens" in error and "context_tokens" in error and "max_extraction_chars" in error
    assert server.requests == []  # nothing was sent that could not fit


def test_a_context_no_larger_than_max_tokens_is_refused() -> None:
    with pytest.raises(ConfigError, match="above max_tokens"):
        ProvidersConfig(context_tokens=1000, max_tokens=1000)
    with pytest.raises(ConfigError, match="positive whole number"):
        ProvidersConfig(context_tokens=0)


def test_the_full_request_is_still_available(tmp_path: Path, server: FakeServer) -> None:
    with Memory.open(
        tmp_path / "m.db",
        embedder=TestEmbedder(),
        models=Models(extraction=OpenAILLM("scripted", base_url=server.url)),
        config=Config(entries=EntriesConfig(prompt_style="full")),
        worker=False,
    ) as memory:
        memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    prompt = server.requests[0]["messages"][1]["content"]
    assert '"role": "user"' in prompt  # the transcript as JSON
    with Memory.open(
        tmp_path / "c.db",
        embedder=TestEmbedder(),
        models=Models(extraction=OpenAILLM("scripted", base_url=server.url)),
        worker=False,
    ) as memory:
        memory.after_turn(SCOPE, "t-1", TURN, sync=True)
    compact = server.requests[1]["messages"][1]["content"]
    assert compact.startswith("user: Since 7.2") and "assistant: J-9 sends" in compact
