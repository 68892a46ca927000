"""A local stand-in for an OpenAI-compatible (and Anthropic) HTTP API, for tests.

Each request pops the next scripted reply: ``(status, body)`` or a callable that receives the
request JSON and returns one (it may block, to simulate a slow model). Requests are recorded.
``GET`` requests are answered from :attr:`FakeServer.pages` (404 for any other path).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = tuple[int, Any] | Callable[[dict[str, Any]], tuple[int, Any]]


def chat_completion(
    text: str,
    *,
    prompt_tokens: int = 11,
    completion_tokens: int = 7,
    finish_reason: str = "stop",
) -> Any:
    """The body of a chat-completions reply whose message content is ``text``
    (``finish_reason="length"``: cut off at ``max_tokens``)."""
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": "scripted",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": finish_reason,
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def anthropic_message(payload: Any) -> Any:
    """The body of a Messages API reply that calls the forced tool with ``payload``."""
    return {
        "id": "msg_test",
        "type": "message",
        "role": "assistant",
        "model": "scripted",
        "content": [{"type": "tool_use", "id": "tu_1", "name": "record_output", "input": payload}],
        "stop_reason": "tool_use",
        "stop_sequence": None,
        "usage": {"input_tokens": 13, "output_tokens": 5},
    }


class FakeServer:
    """The server's script and what it received."""

    def __init__(self) -> None:
        self.replies: list[Reply] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.default: Reply = (200, chat_completion('{"entries": []}'))
        self.pages: dict[str, tuple[int, Any]] = {}  # GET path -> (status, body)
        self.gets: list[str] = []
        self.url = ""


@contextmanager
def serve() -> Iterator[FakeServer]:
    """Run a fake server on 127.0.0.1 for the duration of the block."""
    state = FakeServer()
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("content-length", 0))
            body = json.loads(self.rfile.read(length) or b"{}")
            with lock:
                state.requests.append({"path": self.path, **body})
                state.headers.append({k.lower(): v for k, v in self.headers.items()})
                reply = state.replies.pop(0) if state.replies else state.default
            status, payload = reply(body) if callable(reply) else reply
            self._answer(status, payload)

        def do_GET(self) -> None:
            with lock:
                state.gets.append(self.path)
                status, payload = state.pages.get(self.path, (404, {"error": "no such page"}))
            self._answer(status, payload)

        def _answer(self, status: int, payload: Any) -> None:
            data = json.dumps(payload).encode()
            try:
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                if status == 429:
                    self.send_header("retry-after", "0")
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test) or was killed

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
