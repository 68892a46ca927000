"""The OpenAI-compatible proxy over real HTTP, against a scripted upstream on 127.0.0.1: the
upstream sees the memory block and the memory tools, memory tool calls are answered by the
proxy, the turn is remembered, streaming passes through, and the scope comes from the headers
and the key, never crossing tenants. The ``openai`` client talks to it unchanged."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, StreamingResponse

from episodic import Config, LimitsConfig, Memory, Scope, TestEmbedder
from episodic.server.proxy import Upstream, create_proxy_app
from episodic.server.settings import ServerSettings, parse_keys
from tests.serving import running

Reply = dict[str, Any]


def reply(
    content: str | None = None, calls: tuple[tuple[str, str, dict[str, Any]], ...] = ()
) -> Reply:
    """One scripted assistant message: text, or tool calls ``(id, name, arguments)``."""
    message: Reply = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(a)}}
            for i, n, a in calls
        ]
    return message


class Scripted:
    """A small OpenAI-compatible server: records each request, answers from a script."""

    def __init__(self, *script: Reply) -> None:
        self.script = list(script)
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.app = FastAPI()
        self.app.post("/v1/chat/completions")(self.complete)
        self.app.get("/v1/models")(lambda: {"object": "list", "data": [{"id": "scripted"}]})

    async def complete(self, request: Request) -> Any:
        body = await request.json()
        self.requests.append(body)
        self.headers.append(dict(request.headers))
        message = self.script.pop(0)
        finish = "tool_calls" if message.get("tool_calls") else "stop"
        if not body.get("stream"):
            return JSONResponse(
                {
                    "id": "chatcmpl-1",
                    "object": "chat.completion",
                    "created": 0,
                    "model": body.get("model", "scripted"),
                    "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                }
            )
        return StreamingResponse(_sse(message, finish), media_type="text/event-stream")


def _sse(message: Reply, finish: str) -> Iterator[str]:
    base = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 0, "model": "m"}

    def chunk(delta: Reply, reason: str | None = None) -> str:
        choice = {"index": 0, "delta": delta, "finish_reason": reason}
        return f"data: {json.dumps({**base, 'choices': [choice]})}\n\n"

    yield chunk({"role": "assistant", "content": ""})
    for word in (message.get("content") or "").split(" "):
        if word:
            yield chunk({"content": word + " "})
    for index, call in enumerate(message.get("tool_calls") or ()):
        name, arguments = call["function"]["name"], call["function"]["arguments"]
        head = {"index": index, "id": call["id"], "type": "function"}
        yield chunk({"tool_calls": [{**head, "function": {"name": name, "arguments": ""}}]})
        half = len(arguments) // 2
        for piece in (arguments[:half], arguments[half:]):
            yield chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
    yield chunk({}, finish)
    yield "data: [DONE]\n\n"


SCOPE = Scope(tenant="acme", agent="bot", user="ana")
HEADERS = {"X-Episodic-Agent": "bot", "X-Episodic-User": "ana", "X-Episodic-Thread": "t-1"}


@contextmanager
def proxy(
    tmp_path: Path, upstream: Scripted, seed: Callable[[Memory], None] = lambda m: None, **kw: Any
) -> Iterator[tuple[str, Memory]]:
    keys = parse_keys("k-acme=acme,k-globex=globex,k-bot=acme:bot")
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=keys, **kw)
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(upstream.app) as upstream_url,
    ):
        seed(memory)
        forward = Upstream(f"{upstream_url}/v1", "sk-upstream")
        try:
            with running(create_proxy_app(settings, forward, memory)) as url:
                yield url, memory
        finally:
            forward.close()


def _seed(memory: Memory) -> None:
    memory.remember(SCOPE, "Ana is allergic to peanuts.")


def system_text(request: dict[str, Any]) -> str:
    first = request["messages"][0]
    assert first["role"] == "system"
    return str(first["content"])


def tool_names(request: dict[str, Any]) -> set[str]:
    return {t["function"]["name"] for t in request.get("tools") or ()}


def test_the_upstream_gets_memory_and_tools_and_the_turn_is_remembered(tmp_path: Path) -> None:
    upstream = Scripted(reply("Noted: no peanuts in your cake."))
    with proxy(tmp_path, upstream, _seed) as (url, memory):
        answer = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-acme"},
            json={
                "model": "m",
                "messages": [
                    {"role": "system", "content": "You are a baker."},
                    {"role": "user", "content": "Bake me a cake; am I allergic to peanuts?"},
                ],
            },
        )
        assert answer.status_code == 200, answer.text
        assert answer.json()["choices"][0]["message"]["content"].startswith("Noted")
        sent = upstream.requests[0]
        assert system_text(sent).startswith("You are a baker.")
        assert "allergic to peanuts" in system_text(sent)
        assert "recall_memory" in tool_names(sent)
        assert {"get_plan", "update_plan"} <= tool_names(sent)
        # Each instruction once, though get_plan and update_plan share theirs.
        for instruction in {tool.instruction for tool in memory.tools(SCOPE, "t-1")}:
            assert system_text(sent).count(instruction) == 1, instruction
        assert upstream.headers[0]["authorization"] == "Bearer sk-upstream"
        memory.jobs.run_pending()
        stored = memory.messages.window(SCOPE, "t-1")
        assert [m.role for m in stored] == ["user", "assistant"]
        assert stored[1].content == "Noted: no peanuts in your cake."


def test_a_recall_call_is_answered_by_the_proxy(tmp_path: Path) -> None:
    upstream = Scripted(
        reply(calls=(("c-1", "recall_memory", {"query": "allergic to peanuts"}),)),
        reply("You are allergic to peanuts."),
    )
    with proxy(tmp_path, upstream, _seed) as (url, memory):
        answer = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-acme"},
            json={"model": "m", "messages": [{"role": "user", "content": "What can't I eat?"}]},
        )
        assert answer.json()["choices"][0]["message"]["content"] == "You are allergic to peanuts."
        assert len(upstream.requests) == 2
        second = upstream.requests[1]["messages"]
        assert second[0]["role"] == "system"  # added: the client sent none
        assert second[-2]["tool_calls"][0]["function"]["name"] == "recall_memory"
        assert second[-1]["role"] == "tool" and second[-1]["tool_call_id"] == "c-1"
        assert "allergic to peanuts" in second[-1]["content"]
        memory.jobs.run_pending()
        roles = [m.role for m in memory.messages.window(SCOPE, "t-1")]
        assert roles == ["user", "assistant", "tool", "assistant"]


def test_rounds_are_bounded(tmp_path: Path) -> None:
    again = reply(calls=(("c", "recall_memory", {"query": "x"}),))
    upstream = Scripted(again, again, reply("Done."))
    with proxy(tmp_path, upstream) as (url, _):
        from episodic.server import proxy as module

        assert module.DEFAULT_ROUNDS >= 3
        answer = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-acme"},
            json={"model": "m", "messages": [{"role": "user", "content": "hi"}]},
        )
        assert answer.json()["choices"][0]["message"]["content"] == "Done."
        assert "recall_memory" in tool_names(upstream.requests[0])


def test_the_last_round_offers_no_memory_tools(tmp_path: Path) -> None:
    keys = parse_keys("k-acme=acme")
    settings = ServerSettings(db=str(tmp_path / "m.db"), api_keys=keys)
    again = reply(calls=(("c", "recall_memory", {"query": "x"}),))
    upstream = Scripted(again, reply("Enough."))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(upstream.app) as upstream_url,
    ):
        forward = Upstream(f"{upstream_url}/v1")
        app = create_proxy_app(settings, forward, memory, max_rounds=2)
        with running(app) as url:
            answer = httpx.post(
                f"{url}/v1/chat/completions",
                headers={**HEADERS, "Authorization": "Bearer k-acme"},
                json={"model": "m", "messages": [{"role": "user", "content": "hi"}]},
            )
        forward.close()
    assert answer.json()["choices"][0]["message"]["content"] == "Enough."
    assert "recall_memory" in tool_names(upstream.requests[0])
    assert "tools" not in upstream.requests[1]
    assert "authorization" not in upstream.headers[0]


def test_client_tools_pass_through_untouched(tmp_path: Path) -> None:
    weather = {
        "type": "function",
        "function": {"name": "weather", "description": "Weather.", "parameters": {}},
    }
    upstream = Scripted(
        reply(
            calls=(
                ("c-1", "weather", {"city": "Oslo"}),
                ("c-2", "recall_memory", {"query": "home"}),
            )
        ),
        reply("It is sunny in Oslo."),
    )
    with proxy(tmp_path, upstream, _seed) as (url, memory):
        asked = [{"role": "user", "content": "Weather at home?"}]
        first = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-acme"},
            json={"model": "m", "messages": asked, "tools": [weather]},
        ).json()
        calls = first["choices"][0]["message"]["tool_calls"]
        assert [c["function"]["name"] for c in calls] == ["weather"]
        assert tool_names(upstream.requests[0]) >= {"weather", "recall_memory"}
        memory.jobs.run_pending()
        assert memory.messages.window(SCOPE, "t-1") == []  # the turn is not finished yet
        follow = [
            *asked,
            first["choices"][0]["message"],
            {"role": "tool", "tool_call_id": "c-1", "content": "sunny"},
        ]
        second = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-acme"},
            json={"model": "m", "messages": follow, "tools": [weather]},
        ).json()
        assert second["choices"][0]["message"]["content"] == "It is sunny in Oslo."
        memory.jobs.run_pending()
        roles = [m.role for m in memory.messages.window(SCOPE, "t-1")]
        assert roles == ["user", "assistant", "tool", "assistant"]


def test_streaming_passes_chunks_and_answers_memory_calls(tmp_path: Path) -> None:
    upstream = Scripted(
        reply(calls=(("c-1", "recall_memory", {"query": "allergic to peanuts"}),)),
        reply("No peanuts for you."),
    )
    with proxy(tmp_path, upstream, _seed) as (url, memory):
        events: list[str] = []
        with httpx.stream(
            "POST",
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-acme"},
            json={"model": "m", "stream": True, "messages": [{"role": "user", "content": "Eat?"}]},
        ) as answer:
            assert answer.headers["content-type"].startswith("text/event-stream")
            events = [line for line in answer.iter_lines() if line.startswith("data:")]
        assert events[-1] == "data: [DONE]"
        chunks = [json.loads(e[5:]) for e in events[:-1]]
        text = "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
        assert text.strip() == "No peanuts for you."
        assert not any(c["choices"][0]["delta"].get("tool_calls") for c in chunks)
        assert chunks[-1]["choices"][0]["finish_reason"] == "stop"
        assert "allergic to peanuts" in upstream.requests[1]["messages"][-1]["content"]
        memory.jobs.run_pending()
        stored = memory.messages.window(SCOPE, "t-1")
        assert stored[-1].content.strip() == "No peanuts for you."


def test_any_openai_client_works_unchanged(tmp_path: Path) -> None:
    upstream = Scripted(
        reply(calls=(("c-1", "recall_memory", {"query": "allergic to peanuts"}),)),
        reply("Peanuts are out."),
        reply("Still no peanuts."),
    )
    with proxy(tmp_path, upstream, _seed) as (url, memory):
        client = openai.OpenAI(base_url=f"{url}/v1", api_key="k-acme", default_headers=HEADERS)
        done = client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "What can't I eat?"}]
        )
        assert done.choices[0].message.content == "Peanuts are out."
        pieces = client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "Again?"}], stream=True
        )
        streamed = "".join(p.choices[0].delta.content or "" for p in pieces if p.choices)
        assert streamed.strip() == "Still no peanuts."
        assert [m.id for m in client.models.list()] == ["scripted"]
        memory.jobs.run_pending()
        assert len(memory.messages.window(SCOPE, "t-1")) == 6


def test_the_scope_comes_from_headers_and_the_key(tmp_path: Path) -> None:
    upstream = Scripted(reply("Hello."), reply("Hi."))
    with proxy(tmp_path, upstream, _seed) as (url, memory):
        ask = {"model": "m", "messages": [{"role": "user", "content": "Am I allergic to peanuts?"}]}
        assert httpx.post(f"{url}/v1/chat/completions", json=ask).status_code == 401
        # globex's key naming acme's agent and user reaches globex's empty memory only
        other = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "Authorization": "Bearer k-globex"},
            json=ask,
        )
        assert other.status_code == 200
        assert "peanuts" not in json.dumps(upstream.requests[0]["messages"][0])
        # the body's standard user field names the user when no header does
        httpx.post(
            f"{url}/v1/chat/completions",
            headers={"X-Episodic-Agent": "bot", "Authorization": "Bearer k-acme"},
            json={**ask, "user": "ana"},
        )
        assert "allergic to peanuts" in system_text(upstream.requests[1])
        memory.jobs.run_pending()
        globex = Scope(tenant="globex", agent="bot", user="ana")
        assert [m.content for m in memory.messages.window(globex, "t-1")] == [
            "Am I allergic to peanuts?",
            "Hello.",
        ]
        assert memory.messages.window(SCOPE, "proxy")[0].content == "Am I allergic to peanuts?"
        missing = httpx.post(
            f"{url}/v1/chat/completions", headers={"Authorization": "Bearer k-acme"}, json=ask
        )
        assert missing.status_code == 422 and missing.json()["error"]["type"] == "ScopeError"
        elsewhere = httpx.post(
            f"{url}/v1/chat/completions",
            headers={**HEADERS, "X-Episodic-Agent": "other", "Authorization": "Bearer k-bot"},
            json=ask,
        )
        assert elsewhere.status_code == 404 and len(upstream.requests) == 2


def test_a_turn_memory_refuses_still_reaches_the_client(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=SCOPE)
    upstream = Scripted(reply("word " * 400))  # 2,000 characters: over the limit below
    config = Config(limits=LimitsConfig(max_message_chars=1_000, max_turn_chars=1_000))
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False, config=config) as memory,
        running(upstream.app) as upstream_url,
    ):
        forward = Upstream(f"{upstream_url}/v1")
        with running(create_proxy_app(settings, forward, memory)) as url:
            body = {"model": "m", "messages": [{"role": "user", "content": "Talk a lot."}]}
            answer = httpx.post(f"{url}/v1/chat/completions", json=body)
        forward.close()
        assert answer.status_code == 200
        assert answer.json()["choices"][0]["message"]["content"] == "word " * 400
        assert memory.messages.window(SCOPE, "proxy") == []
    assert "was not remembered" in caplog.text


def test_the_proxy_serves_its_routes_only(tmp_path: Path) -> None:
    settings = ServerSettings(db=str(tmp_path / "m.db"))
    with Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory:
        forward = Upstream("http://127.0.0.1:9/v1")
        paths = set(create_proxy_app(settings, forward, memory).openapi()["paths"])
        forward.close()
    assert paths == {"/health", "/v1/models", "/v1/chat/completions"}


@pytest.mark.parametrize("stream", [False, True])
def test_upstream_errors_reach_the_client(tmp_path: Path, stream: bool) -> None:
    failing = FastAPI()

    @failing.post("/v1/chat/completions")
    def refuse() -> JSONResponse:
        return JSONResponse({"error": {"message": "bad model", "type": "invalid"}}, 400)

    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=SCOPE)
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        running(failing) as upstream_url,
    ):
        forward = Upstream(f"{upstream_url}/v1")
        with running(create_proxy_app(settings, forward, memory)) as url:
            body = {"model": "x", "stream": stream, "messages": [{"role": "user", "content": "a"}]}
            answer = httpx.post(f"{url}/v1/chat/completions", json=body)
        forward.close()
    # Streaming or not, the upstream's refusal comes with its own status: the proxy makes the
    # first upstream call before it starts an event stream.
    assert answer.status_code == 400 and answer.json()["error"]["message"] == "bad model"
