"""An OpenAI-compatible proxy that gives any chat-completions client memory.

``POST /v1/chat/completions`` (streaming or not) takes the request's scope from the
``X-Episodic-Agent``, ``X-Episodic-User`` and ``X-Episodic-Thread`` headers (the user may also
come from the request's standard ``user`` field, and all three from the server's fixed scope);
the tenant always comes from the API key in ``Authorization`` (or the server's default tenant
when no keys are configured). For each request it:

1. builds the memory context for the last user message (``Memory.before_turn``) and adds it,
   with the tools' instructions, to the system message (adding one if there is none);
2. offers the memory tools (``Memory.tools``) next to the client's own tools;
3. forwards the request to the upstream server with the upstream key (never the client's);
4. answers the model's calls to memory tools itself and asks the upstream again, at most
   ``max_rounds`` times (the last round is sent without the memory tools, so it answers);
5. returns the upstream's final answer; calls to the client's own tools pass through to the
   client untouched (the memory calls of the same reply are dropped from it);
6. hands the finished turn (from the last user message: the client's messages, the memory
   tool calls and their results, the reply) to ``Memory.after_turn``. A reply that asks the
   client to run a tool does not finish the turn; the request carrying its results does.

``GET /v1/models`` passes through to the upstream. Everything goes through the public API.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator, Mapping
from typing import Any

import httpx
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response, StreamingResponse

from episodic import (
    Context,
    EpisodicError,
    Memory,
    Scope,
    ScopeError,
    Tool,
    Tools,
    ValidationError,
    redact,
)
from episodic.server.access import Bound, scope_for
from episodic.server.app import base_app
from episodic.server.settings import KeyBinding, ServerSettings
from episodic.server.shapes import error_body

#: Headers naming the agent and user of a request (the thread's is ``X-Episodic-Thread``).
AGENT_HEADER, USER_HEADER = "X-Episodic-Agent", "X-Episodic-User"
#: The thread of requests without an ``X-Episodic-Thread`` header.
DEFAULT_THREAD = "proxy"
#: How many times one request may ask the upstream while the model calls memory tools.
DEFAULT_ROUNDS = 4
#: Seconds to wait for the upstream (a long answer can take a while).
DEFAULT_TIMEOUT = 300.0

Json = dict[str, Any]

log = logging.getLogger("episodic.proxy")


class Upstream:
    """The OpenAI-compatible server the proxy forwards to (``base_url`` ends in ``/v1`` or
    wherever its ``/chat/completions`` lives)."""

    def __init__(
        self,
        base_url: str,
        key: str | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.client = httpx.Client(
            base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport
        )

    def close(self) -> None:
        self.client.close()


def create_proxy_app(
    settings: ServerSettings,
    upstream: Upstream,
    memory: Memory | None = None,
    *,
    max_rounds: int = DEFAULT_ROUNDS,
) -> FastAPI:
    """The proxy application: its two routes on :func:`base_app` (health, errors as JSON, the
    body limit, API keys), without the REST API or the web page."""
    if max_rounds < 1:
        raise ValidationError(f"max_rounds must be at least 1, got {max_rounds}.")
    app = base_app(settings, memory)
    app.state.surface = "proxy"  # errors carry the proxy's hints
    app.title = "episodic proxy"
    app.summary = "An OpenAI-compatible proxy that adds source-backed memory."

    @app.get("/v1/models", tags=["proxy"])
    def models() -> Response:
        """The upstream's models, passed through."""
        return _passed(upstream.client.get("/models"))

    @app.post("/v1/chat/completions", tags=["proxy"])
    def chat_completions(body: Json, request: Request, bound: Bound) -> Response:
        """Chat completions with memory: the context in the system message, the memory tools
        answered here, the finished turn remembered."""
        fixed = settings.scope
        if fixed is not None and not settings.api_keys:
            bound = KeyBinding(fixed.tenant)  # no keys: the configured scope's tenant
        headers = request.headers
        user = headers.get(USER_HEADER) or _string(body.get("user"))
        scope = scope_for(
            bound,
            headers.get(AGENT_HEADER) or (fixed.agent if fixed else None),
            user or (fixed.user if fixed else None),
        )
        if not scope.is_complete:
            raise ScopeError(
                "The proxy needs an agent and a user for each request: send the "
                f"{AGENT_HEADER} and {USER_HEADER} headers (or the request's user field), or "
                "start the proxy with --agent and --user."
            )
        thread = headers.get("x-episodic-thread") or DEFAULT_THREAD
        turn = Turn(request.app.state.memory, scope, thread, body, max_rounds)
        if body.get("stream"):
            return turn.stream(upstream)
        return turn.complete(upstream)

    @app.exception_handler(httpx.TransportError)
    async def upstream_down(request: Request, exc: httpx.TransportError) -> JSONResponse:
        hint = (
            "Check that the upstream (--upstream) is running and reachable from this "
            "machine; nothing of this request was remembered."
        )
        return JSONResponse(
            error_body("UpstreamUnreachable", unreachable(exc), hint), status_code=502
        )

    return app


class Turn:
    """One chat-completions request passing through the proxy."""

    def __init__(
        self, memory: Memory, scope: Scope, thread: str, body: Json, max_rounds: int
    ) -> None:
        messages = body.get("messages")
        if not isinstance(messages, list) or not all(isinstance(m, dict) for m in messages):
            raise ValidationError("'messages' must be a list of message objects.")
        self.memory, self.scope, self.thread, self.rounds = memory, scope, thread, max_rounds
        last_user = next(
            (i for i in range(len(messages) - 1, -1, -1) if messages[i].get("role") == "user"),
            None,
        )
        question = "" if last_user is None else _text(messages[last_user].get("content"))
        self.context: Context = memory.before_turn(scope, thread, question)
        self.tools: dict[str, Tool] = {tool.name: tool for tool in memory.tools(scope, thread)}
        client_tools = body.get("tools") or []
        names = {_tool_name(t) for t in client_tools if isinstance(t, dict)}
        for name in filter(None, names):
            self.tools.pop(name, None)  # the client's own tool of that name wins
        self.body = dict(body)
        self.messages = self._with_memory(messages)
        self.client_tools = list(client_tools)
        #: The turn as it will be remembered: from the last user message on.
        self.kept: list[Json] = (
            [] if last_user is None else [_kept(m) for m in messages[last_user:]]
        )

    def _with_memory(self, messages: list[Json]) -> list[Json]:
        notes = [self.context.render(), Tools(self.tools.values()).instructions]
        addition = "\n\n".join(note for note in notes if note)
        messages = list(messages)
        if not addition:
            return messages
        first = messages[0] if messages else {}
        if first.get("role") in ("system", "developer") and isinstance(first.get("content"), str):
            messages[0] = {**first, "content": f"{first['content']}\n\n{addition}"}
        else:
            messages.insert(0, {"role": "system", "content": addition})
        return messages

    def _request(self, last: bool, stream: bool) -> Json:
        body = {**self.body, "messages": self.messages, "stream": stream}
        ours = [] if last else [t.definition() for t in self.tools.values()]
        tools = self.client_tools + ours
        if tools:
            body["tools"] = tools
        else:
            body.pop("tools", None)
            body.pop("tool_choice", None)
        return body

    def _answer(self, message: Json, calls: list[Json]) -> None:
        """Run the memory calls of ``message`` and add the exchange to the conversation."""
        asked = {**_kept(message), "role": "assistant", "tool_calls": calls}
        self.messages.append(asked)
        self.kept.append(asked)
        for call in calls:
            function = call.get("function") or {}
            result = self.tools[str(function.get("name"))](function.get("arguments") or "{}")
            answer = {"role": "tool", "tool_call_id": call.get("id"), "content": result}
            self.messages.append(answer)
            self.kept.append(answer)

    def _split(self, calls: list[Json]) -> tuple[list[Json], list[Json]]:
        ours = [c for c in calls if (c.get("function") or {}).get("name") in self.tools]
        return ours, [c for c in calls if c not in ours]

    def _remember(self, reply: Json) -> None:
        """Hand the finished turn to ``after_turn``. A turn memory refuses (longer than its
        limits, say) is logged, never turned into an error: the client still gets its answer."""
        self.kept.append(_kept({**reply, "role": "assistant"}))
        if not any(m.get("role") == "user" for m in self.kept):
            return
        try:
            self.memory.after_turn(self.scope, self.thread, self.kept, injected=self.context)
        except EpisodicError as exc:
            said = exc.said("proxy")
            log.warning("proxy: the turn in thread %r was not remembered: %s", self.thread, said)

    def complete(self, upstream: Upstream) -> Response:
        """The non-streaming exchange."""
        for round_ in range(self.rounds):
            answer = upstream.client.post(
                "/chat/completions", json=self._request(round_ == self.rounds - 1, False)
            )
            if answer.status_code >= 400:
                return _passed(answer)
            reply = answer.json()
            choices = reply.get("choices") or [{}]
            message = choices[0].get("message") or {}
            ours, theirs = self._split(message.get("tool_calls") or [])
            if theirs:
                choices[0]["message"] = {**message, "tool_calls": theirs}
                return JSONResponse(reply)
            if not ours:
                self._remember(message)
                return JSONResponse(reply)
            self._answer(message, ours)
        raise AssertionError("the last round offers no memory tools")  # pragma: no cover

    def stream(self, upstream: Upstream) -> Response:
        """The streaming exchange, as server-sent events: content passes through as it
        comes; tool calls are gathered, memory calls answered, the client's sent whole. The
        first upstream call is made before anything is sent, so an upstream that cannot be
        reached or refuses is an error response with its status, not a broken stream."""
        first = self._open(upstream, 0)
        if first.status_code >= 400:
            first.read()
            first.close()
            return _passed(first)
        return StreamingResponse(self._events(upstream, first), media_type="text/event-stream")

    def _open(self, upstream: Upstream, round_: int) -> httpx.Response:
        request = self._request(round_ == self.rounds - 1, True)
        built = upstream.client.build_request("POST", "/chat/completions", json=request)
        return upstream.client.send(built, stream=True)

    def _events(self, upstream: Upstream, answer: httpx.Response) -> Iterator[str]:
        for round_ in range(self.rounds):
            try:
                if round_:
                    answer = self._open(upstream, round_)
                if answer.status_code >= 400:
                    answer.read()
                    yield _event({"error": _error_of(answer)})
                    yield "data: [DONE]\n\n"
                    return
                text, last = "", None
                calls: dict[int, Json] = {}
                for chunk in _chunks(answer.iter_lines()):
                    choice = (chunk.get("choices") or [None])[0]
                    if choice is None:
                        yield _event(chunk)
                        continue
                    delta = choice.get("delta") or {}
                    for part in delta.get("tool_calls") or ():
                        _gather(calls, part)
                    text += delta.get("content") or ""
                    if choice.get("finish_reason"):
                        last = chunk
                        continue
                    if delta.get("content") or delta.get("role"):
                        passed = {k: v for k, v in delta.items() if k != "tool_calls"}
                        yield _event(_with_delta(chunk, passed))
            except httpx.TransportError as exc:
                # Mid-stream: the status is long sent, so the failure is an error event.
                yield _event({"error": {"message": unreachable(exc), "code": 502}})
                yield "data: [DONE]\n\n"
                return
            finally:
                answer.close()
            ours, theirs = self._split([calls[i] for i in sorted(calls)])
            message = {"role": "assistant", "content": text or None}
            if theirs or not ours:
                if theirs:
                    delta = {"tool_calls": [{**c, "index": i} for i, c in enumerate(theirs)]}
                    yield _event(_with_delta(last or {}, delta, finish=None))
                else:
                    self._remember(message)
                if last is not None:
                    yield _event(last)
                yield "data: [DONE]\n\n"
                return
            self._answer(message, ours)


def unreachable(exc: httpx.TransportError) -> str:
    """What the client is told when the upstream cannot be reached (no credentials)."""
    return redact(f"The upstream model server did not answer: {type(exc).__name__}: {exc}")


def _chunks(lines: Iterator[str]) -> Iterator[Json]:
    for line in lines:
        if not line.startswith("data:"):
            continue
        data = line[5:].strip()
        if data == "[DONE]":
            return
        chunk = json.loads(data)
        if isinstance(chunk, dict):
            yield chunk


def _gather(calls: dict[int, Json], part: Json) -> None:
    """Add one streamed tool-call fragment to the calls gathered so far."""
    call = calls.setdefault(
        int(part.get("index") or 0),
        {"id": None, "type": "function", "function": {"name": "", "arguments": ""}},
    )
    if part.get("id"):
        call["id"] = part["id"]
    function = part.get("function") or {}
    call["function"]["name"] += function.get("name") or ""
    call["function"]["arguments"] += function.get("arguments") or ""


def _with_delta(chunk: Json, delta: Json, *, finish: str | None = None) -> Json:
    choice = {"index": 0, "delta": delta, "finish_reason": finish}
    return {**chunk, "choices": [choice]}


def _event(data: Json) -> str:
    return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"


def _error_of(answer: httpx.Response) -> Any:
    try:
        body = answer.json()
    except ValueError:
        return {"message": answer.text[:500], "code": answer.status_code}
    return body.get("error", body) if isinstance(body, dict) else body


def _passed(answer: httpx.Response) -> Response:
    """The upstream's response as it came (status, body, content type)."""
    kind = answer.headers.get("content-type", "application/json")
    return Response(answer.content, status_code=answer.status_code, media_type=kind)


def _kept(message: Mapping[str, Any]) -> Json:
    """The fields of a message ``after_turn`` reads."""
    keys = ("role", "content", "tool_calls", "tool_call_id", "name")
    return {k: message[k] for k in keys if message.get(k) is not None}


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [p.get("text") for p in content if isinstance(p, dict)]
        return "\n".join(p for p in parts if isinstance(p, str))
    return ""


def _string(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _tool_name(tool: Mapping[str, Any]) -> str | None:
    function = tool.get("function")
    name = function.get("name") if isinstance(function, dict) else tool.get("name")
    return name if isinstance(name, str) else None
