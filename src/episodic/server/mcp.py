"""Memory as an MCP server: the same tools over stdio (``episodic mcp``) and streamable HTTP
(``/mcp`` of the server's app).

The tools are ``recall_memory``, ``remember``, ``forget``, ``timeline``, ``update_profile``
(while the profile is on), and ``get_plan`` and ``update_plan`` (while plans are on and a
thread is set). Every call acts in a scope fixed outside the model's reach: over stdio the
command's ``--tenant/--agent/--user`` (or ``EPISODIC_TENANT/AGENT/USER``); over HTTP the API
key's tenant (and agent, when the key is bound to one) plus the ``X-Episodic-Agent`` and
``X-Episodic-User`` headers (falling back to the server's configured agent and user). No tool
takes a tenant, agent or user argument, so a model naming another person reaches nobody.

Results are the JSON the library's tools write (``{"entries": [...]}``, ``{"plan": ...}``);
every failed call is a tool error whose text is ``{"error": {"type", "message", "hint"}}``:
a library error by its class, a library tool's own ``{"error": "..."}`` (malformed arguments,
say) as ``ToolError``, a tool that is not offered as ``UnknownTool``.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import anyio
from mcp import types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from mcp.shared.exceptions import MCPError
from starlette.requests import Request
from starlette.routing import Route
from starlette.types import Receive, Send
from starlette.types import Scope as AsgiScope

from episodic import (
    EpisodicError,
    Memory,
    Scope,
    ScopeError,
    Tool,
    ValidationError,
    __version__,
)
from episodic.server.access import binding, error_response, scope_for, status_of
from episodic.server.shapes import error_body

#: Headers naming the agent, user and thread of an MCP request over HTTP.
AGENT_HEADER = "x-episodic-agent"
USER_HEADER = "x-episodic-user"
THREAD_HEADER = "x-episodic-thread"

INSTRUCTIONS = (
    "Long-term memory of this user's earlier conversations. Call recall_memory with a short "
    "query before answering anything that may depend on what the user said before; call "
    "remember only for something the user stated or accepted that should outlast this "
    "conversation; forget removes one entry for good."
)

_READ = types.ToolAnnotations(read_only_hint=True, open_world_hint=False)
_WRITE = types.ToolAnnotations(
    read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
)
_UPDATE = types.ToolAnnotations(
    read_only_hint=False, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
_DELETE = types.ToolAnnotations(
    read_only_hint=False, destructive_hint=True, idempotent_hint=True, open_world_hint=False
)
#: The hints of each tool; a tool missing here is treated as a write.
ANNOTATIONS: dict[str, types.ToolAnnotations] = {
    "recall_memory": _READ,
    "timeline": _READ,
    "get_plan": _READ,
    "remember": _WRITE,
    "update_profile": _UPDATE,
    "update_plan": _UPDATE,
    "forget": _DELETE,
}

_SOURCES = ["user_assertion", "user_accepted_assistant_proposal", "verified_assistant_finding"]
_TIMELINE_MAX = 200


@dataclass(frozen=True, slots=True)
class Binding:
    """What one MCP request acts on: the memory, the scope and the thread (or none)."""

    memory: Memory
    scope: Scope
    thread: str | None = None


#: Finds a request's binding from the transport's request object (a Starlette request over
#: HTTP, ``None`` over stdio). Raising a library error refuses the request.
Resolver = Callable[[Any], Binding]


def tools_for(binding: Binding) -> list[Tool]:
    """Every tool offered in a binding: the library's bound tools plus ``remember``,
    ``forget`` and ``timeline``, all bound to its scope and thread."""
    memory, scope, thread = binding.memory, binding.scope, binding.thread
    library = memory.tools(scope, thread)
    own = [_remember(memory, scope, thread), _forget(memory, scope), _timeline(memory, scope)]
    return [library[0], *own, *library[1:]]


def create_server(resolve: Resolver, *, name: str = "episodic") -> Server[Any]:
    """The MCP server (low-level SDK ``Server``): it lists and calls the tools of whatever
    binding ``resolve`` gives for each request."""

    async def binding_of(ctx: ServerRequestContext[Any, Any]) -> Binding:
        try:
            return await anyio.to_thread.run_sync(resolve, ctx.request)
        except EpisodicError as exc:
            raise MCPError(types.INVALID_REQUEST, _describe(exc)) from None

    async def list_tools(
        ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        binding = await binding_of(ctx)
        tools = await anyio.to_thread.run_sync(tools_for, binding)
        return types.ListToolsResult(tools=[_listed(tool) for tool in tools])

    async def call_tool(
        ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        binding = await binding_of(ctx)

        def call() -> str | None:
            for tool in tools_for(binding):
                if tool.name == params.name:
                    return tool(dict(params.arguments or {}))
            return None

        try:
            text = await anyio.to_thread.run_sync(call)
        except EpisodicError as exc:
            return _failed(_describe(exc))
        if text is None:
            return _failed(json.dumps(_unknown_tool(params.name)))
        failed = text.startswith('{"error"')
        return _failed(_one_shape(text)) if failed else _answer(text)

    return Server(
        name,
        version=__version__,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )


async def serve_stdio(memory: Memory, scope: Scope, thread: str | None = None) -> None:
    """Serve the tools of one fixed scope (and thread) over stdin and stdout until the client
    closes them."""
    binding = Binding(memory, scope, thread)
    server = create_server(lambda request: binding)
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


def http_route(resolve: Resolver, *, path: str = "/mcp", max_body_bytes: int) -> Route:
    """A streamable HTTP route serving the tools of whatever binding ``resolve`` gives.

    Stateless: every POST carries its own API key and headers and is resolved on its own, so
    no session outlives the request that named its scope, and the route needs nothing from
    its app's lifespan. ``resolve`` runs before the SDK sees the request, so a request it
    refuses (no key, an unknown key) gets the server's JSON error and status. The Host and
    Origin headers are checked in front of the whole app (:mod:`episodic.server.hosts`), the
    same way for MCP as for every other surface, so the SDK's own check stays off.
    """
    server = create_server(resolve)
    security = TransportSecuritySettings(enable_dns_rebinding_protection=False)

    async def guarded(scope: AsgiScope, receive: Receive, send: Send) -> None:
        try:
            await anyio.to_thread.run_sync(resolve, Request(scope, receive))
        except EpisodicError as exc:
            await error_response(exc, "mcp")(scope, receive, send)
            return
        manager = StreamableHTTPSessionManager(
            server,
            json_response=True,
            stateless=True,
            security_settings=security,
            max_request_body_size=max_body_bytes,
        )
        async with manager.run():
            await manager.asgi_app(scope, receive, send)

    # A class instance, so Starlette hands it the raw ASGI call rather than a Request.
    return Route(path, endpoint=_Asgi(guarded), methods=["GET", "POST", "DELETE"])


@dataclass(frozen=True, slots=True)
class _Asgi:
    app: Callable[[AsgiScope, Receive, Send], Awaitable[None]]

    async def __call__(self, scope: AsgiScope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, send)


def http_binding(request: Request) -> Binding:
    """The binding of an MCP request to the server's app: the API key's tenant (and agent),
    the agent, user and thread from the ``X-Episodic-*`` headers, else the server's configured
    agent and user (``EPISODIC_AGENT``/``EPISODIC_USER``).

    Raises:
        Unauthorized: Keys are configured and the request has none, or an unknown one.
        NotFoundError: The agent header names an agent the key is not bound to.
        ScopeError: No agent or user, neither in headers nor configured.
    """
    bound = binding(request)
    configured = request.app.state.settings.scope
    agent = request.headers.get(AGENT_HEADER) or bound.agent
    user = request.headers.get(USER_HEADER) or None
    if configured is not None:
        agent = agent or configured.agent
        user = user or configured.user
    if not agent or not user:
        raise ScopeError(
            f"MCP over HTTP needs an agent and a user: send the {AGENT_HEADER} and {USER_HEADER} "
            "headers, or configure EPISODIC_AGENT and EPISODIC_USER on the server."
        )
    scope = scope_for(bound, agent, user)
    thread = request.headers.get(THREAD_HEADER) or None
    return Binding(request.app.state.memory, scope, thread)


def _listed(tool: Tool) -> types.Tool:
    return types.Tool(
        name=tool.name,
        description=tool.description,
        input_schema=tool.parameters,
        annotations=ANNOTATIONS.get(tool.name, _WRITE),
    )


def _answer(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)])


def _failed(text: str) -> types.CallToolResult:
    return types.CallToolResult(content=[types.TextContent(type="text", text=text)], is_error=True)


def _unknown_tool(name: str) -> dict[str, Any]:
    return error_body(
        "UnknownTool",
        f"No tool named {name[:60]!r} here.",
        "Call one of the tools tools/list names: update_profile, get_plan and update_plan are "
        "there only while their tiers are on (the plan tools with a thread set).",
    )


def _one_shape(text: str) -> str:
    """A library tool's ``{"error": "..."}`` in the shape of every other error here."""
    error = json.loads(text).get("error")
    if isinstance(error, dict):
        return text
    body = error_body("ToolError", str(error), "Call the tool again as the message says.")
    return json.dumps(body, ensure_ascii=False)


def _describe(exc: EpisodicError) -> str:
    _, hint = status_of(exc, "mcp")
    return json.dumps(error_body(type(exc).__name__, exc.said("mcp"), hint), ensure_ascii=False)


def _arguments(arguments: object, known: set[str]) -> dict[str, Any]:
    if isinstance(arguments, str | bytes):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            raise ValidationError("the arguments are not valid JSON.") from None
    if not isinstance(arguments, dict):
        raise ValidationError("the arguments must be a JSON object.")
    unknown = sorted(set(arguments) - known)
    if unknown:
        raise ValidationError(
            f"unknown argument(s) {', '.join(unknown)[:80]}; this tool takes "
            f"{', '.join(sorted(known)) or 'none'} (the scope is fixed by the server)."
        )
    return arguments


def _text(arguments: dict[str, Any], key: str, *, required: bool = True) -> str | None:
    value = arguments.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ValidationError(f"{key} must be a non-empty string.")
    return value


def _remember(memory: Memory, scope: Scope, thread: str | None) -> Tool:
    def handle(arguments: object) -> str:
        given = _arguments(arguments, {"content", "evidence", "source"})
        source = given.get("source", "user_assertion")
        if source not in _SOURCES:
            raise ValidationError(f"source must be one of {', '.join(_SOURCES)}.")
        entry = memory.remember(
            scope,
            str(_text(given, "content")),
            evidence=_text(given, "evidence", required=False),
            source=source,
            thread=thread,
            actor="agent",
        )
        return json.dumps({"entry": entry.to_dict()}, ensure_ascii=False)

    return _tool(
        "remember",
        "Save one note about this user for later conversations: something they stated, "
        "accepted or that was verified. A note already stored is reinforced, not "
        "duplicated; the memory's write policy may hold it for review or refuse it "
        "(the result's status says which, and review_reason_text why it was held).",
        handle,
        {
            "content": {"type": "string", "description": "The note, in one sentence."},
            "evidence": {
                "type": "string",
                "description": "The user's exact words backing the note, if at hand.",
            },
            "source": {
                "type": "string",
                "enum": _SOURCES,
                "description": "Who it comes from (default user_assertion).",
            },
        },
        required=["content"],
    )


def _forget(memory: Memory, scope: Scope) -> Tool:
    def handle(arguments: object) -> str:
        given = _arguments(arguments, {"entry_id", "reason"})
        entry_id = str(_text(given, "entry_id"))
        memory.forget(scope, entry_id, str(_text(given, "reason")))
        return json.dumps({"forgotten": entry_id})

    return _tool(
        "forget",
        "Delete one stored note and its evidence for good (audited with the reason). Use "
        "it when the user asks to forget something; take the id from recall_memory or "
        "timeline.",
        handle,
        {
            "entry_id": {"type": "string", "description": "The note's id."},
            "reason": {"type": "string", "description": "Why, in a few words."},
        },
        required=["entry_id", "reason"],
    )


def _timeline(memory: Memory, scope: Scope) -> Tool:
    def handle(arguments: object) -> str:
        given = _arguments(arguments, {"limit"})
        limit = given.get("limit", 20)
        if isinstance(limit, bool) or not isinstance(limit, int) or not 0 < limit <= 200:
            raise ValidationError(f"limit must be a whole number from 1 to {_TIMELINE_MAX}.")
        entries = memory.timeline(scope, limit=limit)
        return json.dumps({"entries": [e.to_dict() for e in entries]}, ensure_ascii=False)

    return _tool(
        "timeline",
        "List this user's stored notes, most recent first, each with its evidence. It only reads.",
        handle,
        {
            "limit": {
                "type": "integer",
                "minimum": 1,
                "maximum": _TIMELINE_MAX,
                "description": "How many notes (default 20).",
            }
        },
    )


def _tool(
    name: str,
    description: str,
    handle: Callable[[object], str],
    properties: dict[str, Any],
    required: list[str] | None = None,
) -> Tool:
    """A tool of this server (no system-prompt instruction): its arguments an object of
    ``properties``, ``required`` among them, and nothing else."""
    parameters: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        parameters["required"] = required
    parameters["additionalProperties"] = False
    return Tool(name, description, parameters, "", handle)
