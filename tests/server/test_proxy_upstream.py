"""The proxy in front of an upstream that misbehaves, over real HTTP: a reply that is not JSON
or not a chat completion, a stream that is cut short (cleanly or mid-chunk) or holds an event
that is not JSON, and a model that keeps calling memory tools on the last round. Each is 502
in the error shape of every episodic server, or, once the event stream has started, an
``error`` event before ``[DONE]`` that the ``openai`` client raises on; nothing of the request
is remembered.

The upstream is a raw HTTP server on 127.0.0.1 that writes exactly the bytes each test
scripts, and closes the connection where it says, so the proxy reads real broken answers.
"""

from __future__ import annotations

import json
import socketserver
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from episodic import Memory, Scope, TestEmbedder
from episodic.server.proxy import Upstream, create_proxy_app
from episodic.server.settings import ServerSettings
from tests.serving import running

SCOPE = Scope(tenant="default", agent="bot", user="ana")
ASK = {"model": "m", "messages": [{"role": "user", "content": "What can't I eat?"}]}
#: One scripted answer: the raw bytes after the status line, or a function of the request.
Script = Callable[[dict[str, Any]], bytes]


def raw(kind: str, body: bytes) -> bytes:
    return (
        f"Content-Type: {kind}\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    ).encode() + body


def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
    data = {
        "id": "c",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(data)}\n\n".encode()


def events_then_close(*parts: bytes) -> bytes:
    """An event stream with no length: it ends where the connection is closed."""
    return b"Content-Type: text/event-stream\r\nConnection: close\r\n\r\n" + b"".join(parts)


def broken_chunked(*parts: bytes) -> bytes:
    """A chunked event stream that is cut inside a chunk (its last chunk never ends)."""
    body = b"".join(f"{len(p):x}\r\n".encode() + p + b"\r\n" for p in parts)
    head = b"Content-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
    return head + body + b'ff\r\ndata: {"cho'


def memory_call(request: dict[str, Any]) -> bytes:
    """A model that calls recall_memory whatever it is offered, streaming or not."""
    call = {
        "id": "c-1",
        "type": "function",
        "function": {"name": "recall_memory", "arguments": '{"query": "food"}'},
    }
    if request.get("stream"):
        part = {"index": 0, **call}
        return events_then_close(
            chunk({"tool_calls": [part]}), chunk({}, "tool_calls"), b"data: [DONE]\n\n"
        )
    message = {"role": "assistant", "content": None, "tool_calls": [call]}
    reply = {
        "id": "c",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}],
    }
    return raw("application/json", json.dumps(reply).encode())


@contextmanager
def upstream(script: Script) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """A raw upstream answering every request with ``script``; yields its URL and the
    requests it received."""
    received: list[dict[str, Any]] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["content-length"])))
            received.append(body)
            self.wfile.write(b"HTTP/1.1 200 OK\r\n" + script(body))
            self.wfile.flush()
            self.close_connection = True

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/v1", received
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def proxied(tmp_path: Path, script: Script, rounds: int = 4) -> Iterator[tuple[str, Memory]]:
    settings = ServerSettings(db=str(tmp_path / "m.db"), scope=SCOPE)
    with (
        Memory.open(settings.db, embedder=TestEmbedder(), worker=False) as memory,
        upstream(script) as (url, _),
    ):
        forward = Upstream(url)
        try:
            with running(create_proxy_app(settings, forward, memory, max_rounds=rounds)) as at:
                yield at, memory
        finally:
            forward.close()
        memory.jobs.run_pending()
        assert memory.messages.window(SCOPE, "proxy") == [], "nothing is remembered"


def error_of(answer: httpx.Response, kind: str) -> dict[str, str]:
    assert answer.status_code == 502, (answer.status_code, answer.text[:300])
    error: dict[str, str] = answer.json()["error"]
    assert set(error) == {"type", "message", "hint"} and error["type"] == kind
    return error


def streamed(url: str) -> tuple[int, list[str]]:
    with httpx.stream("POST", f"{url}/v1/chat/completions", json={**ASK, "stream": True}) as got:
        return got.status_code, [line for line in got.iter_lines() if line.startswith("data:")]


def last_error(lines: list[str]) -> dict[str, str]:
    """The error event that ends a stream, just before ``[DONE]``."""
    assert lines[-1] == "data: [DONE]", lines[-3:]
    error: dict[str, str] = json.loads(lines[-2][5:])["error"]
    assert set(error) == {"type", "message", "hint"}
    return error


NOT_JSON = {
    "a web page": lambda r: raw("text/html", b"<html>Bad gateway</html>"),
    "JSON without choices": lambda r: raw("application/json", b'{"ok": true}'),
    "choices of strings": lambda r: raw("application/json", b'{"choices": ["hi"]}'),
    "tool calls of strings": lambda r: raw(
        "application/json", b'{"choices": [{"message": {"tool_calls": ["x"]}}]}'
    ),
}


@pytest.mark.parametrize("case", list(NOT_JSON))
def test_a_reply_that_is_no_chat_completion_is_502(tmp_path: Path, case: str) -> None:
    with proxied(tmp_path, NOT_JSON[case]) as (url, _):
        answer = httpx.post(f"{url}/v1/chat/completions", json=ASK)
        assert "HTTP 200" in error_of(answer, "UpstreamBadReply")["message"]


def test_a_json_reply_to_a_streaming_request_is_502_before_any_event(tmp_path: Path) -> None:
    with proxied(tmp_path, NOT_JSON["JSON without choices"]) as (url, _):
        answer = httpx.post(f"{url}/v1/chat/completions", json={**ASK, "stream": True})
        assert "not events" in error_of(answer, "UpstreamBadReply")["message"]


BROKEN_STREAMS = {
    "closed before the finish": (
        lambda r: events_then_close(chunk({"role": "assistant", "content": "Pea"})),
        "UpstreamCutOff",
    ),
    "cut inside a chunk": (
        lambda r: broken_chunked(chunk({"role": "assistant", "content": "Pea"})),
        "UpstreamCutOff",
    ),
    "an event that is not JSON": (
        lambda r: events_then_close(chunk({"content": "Pea"}), b"data: <html>\n\n"),
        "UpstreamBadReply",
    ),
}


@pytest.mark.parametrize("case", list(BROKEN_STREAMS))
def test_a_broken_stream_ends_with_an_error_event_the_openai_client_raises(
    tmp_path: Path, case: str
) -> None:
    script, kind = BROKEN_STREAMS[case]
    with proxied(tmp_path, script) as (url, _):
        status, lines = streamed(url)
        assert status == 200 and last_error(lines)["type"] == kind
        client = openai.OpenAI(base_url=f"{url}/v1", api_key="unused", max_retries=0)
        pieces: list[str] = []
        with pytest.raises(openai.APIError) as raised:
            for piece in client.chat.completions.create(**ASK, stream=True):  # type: ignore[call-overload]
                pieces.extend(c.delta.content or "" for c in piece.choices)
        assert "".join(pieces) == "Pea"  # what arrived passed through, then the error
        assert raised.value.body["type"] == kind  # type: ignore[index]


def test_a_model_that_keeps_calling_memory_tools_is_502_not_an_assertion(tmp_path: Path) -> None:
    with proxied(tmp_path, memory_call, rounds=2) as (url, _):
        answer = httpx.post(f"{url}/v1/chat/completions", json=ASK)
        assert "recall_memory" in error_of(answer, "UpstreamLoop")["message"]
        status, lines = streamed(url)
        assert status == 200 and last_error(lines)["type"] == "UpstreamLoop"

        client = openai.OpenAI(base_url=f"{url}/v1", api_key="unused", max_retries=0)
        with pytest.raises(openai.InternalServerError) as refused:
            client.chat.completions.create(**ASK)  # type: ignore[call-overload]
        assert refused.value.status_code == 502
        with pytest.raises(openai.APIError, match="last of 2 rounds"):
            list(client.chat.completions.create(**ASK, stream=True))  # type: ignore[call-overload]
