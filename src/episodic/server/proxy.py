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

``GET /v1/models`` passes through to the upstream. An upstream that refuses a request is
passed on as it answered; one that fails it (unreachable, not a chat completion, a stream cut
short, a model still calling memory tools on the last round) is 502 in the server's error
shape, or an ``error`` event ending the stream (:mod:`.upstream`, :mod:`.streaming`).
Everything goes through the public API.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
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
)
from episodic.server.access import Bound, scope_for
from episodic.server.app import base_app
from episodic.server.settings import KeyBinding, ServerSettings
from episodic.server.streaming import events
from episodic.server.upstream import (
    Upstream,
    UpstreamFailure,
    completion,
    looping,
    passed,
    require_stream,
)

__all__ = ["DEFAULT_ROUNDS", "DEFAULT_THREAD", "Turn", "Upstream", "create_proxy_app"]

#: Headers naming the agent and user of a request (the thread's is ``X-Episodic-Thread``).
AGENT_HEADER, USER_HEADER = "X-Episodic-Agent", "X-Episodic-User"
#: The thread of requests without an ``X-Episodic-Thread`` header.
DEFAULT_THREAD = "proxy"
#: How many times one request may ask the upstream while the model calls memory tools.
DEFAULT_ROUNDS = 4
Json = dict[str, Any]

log = logging.getLogger("episodic.proxy")


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
        return passed(upstream.client.get("/models"))

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
        return JSONResponse(UpstreamFailure.of(exc).body, status_code=502)

    @app.exception_handler(UpstreamFailure)
    async def upstream_failed(request: Request, exc: UpstreamFailure) -> JSONResponse:
        return JSONResponse(exc.body, status_code=502)

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

    def request(self, last: bool, stream: bool) -> Json:
        body = {**self.body, "messages": self.messages, "stream": stream}
        ours = [] if last else [t.definition() for t in self.tools.values()]
        tools = self.client_tools + ours
        if tools:
            body["tools"] = tools
        else:
            body.pop("tools", None)
            body.pop("tool_choice", None)
        return body

    def answer(self, message: Json, calls: list[Json]) -> None:
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

    def split(self, calls: list[Json]) -> tuple[list[Json], list[Json]]:
        ours = [c for c in calls if (c.get("function") or {}).get("name") in self.tools]
        return ours, [c for c in calls if c not in ours]

    def remember(self, reply: Json) -> None:
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
        """The non-streaming exchange.

        Raises:
            UpstreamFailure: The upstream's reply is not a chat completion, or its model
                still calls memory tools on the last round.
        """
        ours: list[Json] = []
        for round_ in range(self.rounds):
            sent = self.request(round_ == self.rounds - 1, False)
            answer = upstream.client.post("/chat/completions", json=sent)
            if answer.status_code >= 400:
                return passed(answer)
            reply, message = completion(answer)
            ours, theirs = self.split(message.get("tool_calls") or [])
            if theirs:
                reply["choices"][0]["message"] = {**message, "tool_calls": theirs}
                return JSONResponse(reply)
            if not ours:
                self.remember(message)
                return JSONResponse(reply)
            self.answer(message, ours)
        raise looping(self.rounds, ours)

    def stream(self, upstream: Upstream) -> Response:
        """The streaming exchange, as server-sent events (see :mod:`.streaming`). The first
        upstream call is made before anything is sent, so an upstream that cannot be reached,
        refuses or answers no event stream is an error response with its status (502 for a
        failure), not a broken stream."""
        first = self.open_round(upstream, 0)
        streaming = False
        try:
            if first.status_code >= 400:
                first.read()
                return passed(first)
            require_stream(first)
            streaming = True
        finally:
            if not streaming:
                first.close()
        return StreamingResponse(events(self, upstream, first), media_type="text/event-stream")

    def open_round(self, upstream: Upstream, round_: int) -> httpx.Response:
        """Send round ``round_`` of a streaming exchange; the reply is open to be read."""
        request = self.request(round_ == self.rounds - 1, True)
        built = upstream.client.build_request("POST", "/chat/completions", json=request)
        return upstream.client.send(built, stream=True)


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
