"""The server's application: one FastAPI app for REST, MCP over HTTP and the web page.

It holds one :class:`~episodic.Memory` for its lifetime (opened from the settings unless one is
given), turns every library error into JSON with a type, a message and a hint, refuses bodies
over ``max_body_bytes`` before reading them, and binds every request to the tenant (and agent)
of its API key (:func:`binding`, :func:`scope_for`): a path or body naming another tenant never
reaches it. The surfaces use the public API only.
"""

from __future__ import annotations

import hmac
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer
from starlette.exceptions import HTTPException as StarletteHTTPException

from episodic import (
    ConfigError,
    EpisodicError,
    Memory,
    NotFoundError,
    PolicyError,
    ProviderError,
    Scope,
    ScopeError,
    StoreError,
    ValidationError,
    __version__,
)
from episodic.server.docs import mount_docs
from episodic.server.hosts import GuardHosts
from episodic.server.settings import KeyBinding, ServerSettings
from episodic.server.shapes import error_body

#: HTTP status of each library error (the most specific class listed first wins), with a hint
#: that holds on every surface; :data:`SURFACE_HINTS` has a surface's own words.
STATUS: tuple[tuple[type[EpisodicError], int, str], ...] = (
    (PolicyError, 422, "The write policy refused it: change what the reason names."),
    (NotFoundError, 404, "Check the id and the scope (tenant, agent, user)."),
    (ScopeError, 422, "Pass agent and user; the tenant comes from your API key."),
    (ValidationError, 422, "Fix the field the message names and send it again."),
    (ProviderError, 502, "The model or embedder provider failed; retry later."),
    (StoreError, 503, "The database failed or is read-only; retry later."),
    (ConfigError, 500, "The server is misconfigured; see its log."),
)
#: The hints of :data:`STATUS` in a surface's own words where they differ: a REST request
#: names its agent and user in the path, an MCP client in its headers (or ``episodic mcp``'s
#: flags), a proxy client in its headers (or the proxy's flags).
SURFACE_HINTS: dict[str, dict[type[EpisodicError], str]] = {
    "rest": {
        ScopeError: "Fix the agent or user in the path; the tenant comes from your API key.",
    },
    "mcp": {
        NotFoundError: "Check the id; the agent and user come from the connection, not from a "
        "tool's arguments.",
        ScopeError: "Check the X-Episodic-Agent and X-Episodic-User headers (over stdio, "
        "episodic mcp's --agent and --user); the tenant comes from the API key.",
        ValidationError: "Fix the argument the message names and call the tool again.",
    },
    "proxy": {
        NotFoundError: "Check X-Episodic-Agent: an API key bound to an agent reaches only it.",
        ScopeError: "Check the X-Episodic-Agent and X-Episodic-User headers (or the request's "
        "user field); the tenant comes from the API key.",
    },
}


#: Starlette's own errors, named and hinted like ours.
_HTTP_ERRORS = {
    404: ("NotFound", "No such path; the API's paths are listed at /docs."),
    405: ("MethodNotAllowed", "This path takes other methods; see /docs."),
}


class Unauthorized(EpisodicError):
    """The request carries no API key, or one the server does not know."""


def open_memory(settings: ServerSettings) -> Memory:
    """The memory a server built from ``settings`` serves."""
    return Memory.open(
        settings.db,
        embedder=settings.embedder,
        llm=settings.llm,
        llm_base_url=settings.llm_base_url,
        worker=settings.worker,
    )


def base_app(settings: ServerSettings, memory: Memory | None = None) -> FastAPI:
    """An application with what every surface shares (the memory, errors as JSON, the body
    limit, ``/health``) and no routes of its own surfaces (the proxy starts from this). With
    ``memory`` given, the caller owns it (tests); otherwise it is opened at start-up and closed
    at shutdown."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = memory if memory is not None else open_memory(settings)
        app.state.memory = opened
        try:
            yield
        finally:
            if memory is None:
                opened.close()

    app = FastAPI(
        title="episodic",
        version=__version__,
        summary="Source-backed memory for AI agents: REST API.",
        lifespan=lifespan,
        docs_url=None,  # served by mount_docs, from installed files rather than a CDN
        redoc_url=None,
    )
    mount_docs(app)
    app.state.settings = settings
    if memory is not None:
        app.state.memory = memory

    @app.exception_handler(EpisodicError)
    async def libraryerror_body(request: Request, exc: EpisodicError) -> JSONResponse:
        return error_response(exc, getattr(request.app.state, "surface", "rest"))

    @app.exception_handler(StarletteHTTPException)
    async def httperror_body(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        # Starlette's own answers (no such route, wrong method) in the same shape as ours.
        kind, hint = _HTTP_ERRORS.get(exc.status_code, ("HTTPError", "See /docs."))
        body = error_body(kind, str(exc.detail), hint)
        return JSONResponse(body, status_code=exc.status_code, headers=exc.headers)

    @app.exception_handler(Exception)
    async def unexpected(request: Request, exc: Exception) -> JSONResponse:
        # Logged with its traceback by the server; the client gets the shape, never the text.
        body = error_body("InternalError", "The server failed on this request.", "See its log.")
        return JSONResponse(body, status_code=500)

    @app.middleware("http")
    async def limit_body(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > settings.max_body_bytes:
            return JSONResponse(
                error_body(
                    "TooLarge",
                    f"The body is {declared} bytes; at most {settings.max_body_bytes} are read.",
                    "Send less, or raise the server's max_body_bytes.",
                ),
                status_code=413,
            )
        return await call_next(request)

    @app.get("/health", tags=["server"])
    def health() -> dict[str, Any]:
        """Whether the server is up, and its version."""
        return {"status": "ok", "version": __version__}

    # Added last, so outermost: a request for a name this server does not answer to (DNS
    # rebinding) reaches nothing, not even the body limit.
    app.add_middleware(GuardHosts, guard=settings.guard)
    return app


def create_app(settings: ServerSettings, memory: Memory | None = None) -> FastAPI:
    """The server's application: :func:`base_app` with the REST API, MCP over HTTP and the
    web page."""
    app = base_app(settings, memory)
    from episodic.server.mcp import http_binding, http_route  # MCP over streamable HTTP

    app.router.routes.append(http_route(http_binding, max_body_bytes=settings.max_body_bytes))
    from episodic.server import rest, rest_tiers  # they import Bound and scope_for from here

    app.include_router(rest.router)
    app.include_router(rest_tiers.router)
    app.add_exception_handler(RequestValidationError, rest.validation_error)
    from episodic.server.web import mount_web  # the web page: HTML at / and under /ui

    mount_web(app)
    return app


def status_of(exc: EpisodicError, surface: str = "rest") -> tuple[int, str]:
    """The HTTP status of a library error and what to do about it, in ``surface``'s words."""
    if isinstance(exc, Unauthorized):
        return 401, "Send 'Authorization: Bearer <key>' or 'X-API-Key: <key>'."
    own = SURFACE_HINTS.get(surface, {})
    for kind, status, hint in STATUS:
        if isinstance(exc, kind):
            return status, own.get(kind, hint)
    return 500, "See the server log."


def error_response(exc: EpisodicError, surface: str = "rest") -> JSONResponse:
    """A library error as JSON ``{"error": {"type", "message", "hint"}}`` with its status; the
    message and the hint speak ``surface``'s language, never the Python one."""
    status, hint = status_of(exc, surface)
    kind = "Unauthorized" if isinstance(exc, Unauthorized) else type(exc).__name__
    return JSONResponse(error_body(kind, exc.said(surface), hint), status_code=status)


def binding(request: Request) -> KeyBinding:
    """What the request's API key may reach (``Authorization: Bearer <key>`` or
    ``X-API-Key``); without configured keys, the default tenant.

    Raises:
        Unauthorized: Keys are configured and the request has none, or an unknown one.
    """
    settings: ServerSettings = request.app.state.settings
    if not settings.api_keys:
        return KeyBinding(settings.default_tenant)
    given = request.headers.get("x-api-key") or ""
    auth = request.headers.get("authorization") or ""
    if auth.lower().startswith("bearer "):
        given = auth[7:].strip()
    for key, bound in settings.api_keys.items():
        if given and hmac.compare_digest(key.encode(), given.encode()):
            return bound
    raise Unauthorized("This server needs an API key; the request has none or an unknown one.")


def scope_for(bound: KeyBinding, agent: str | None, user: str | None) -> Scope:
    """The scope a request acts in: always its key's tenant; the key's agent when the key is
    bound to one (naming another agent is not found, never reached).

    Raises:
        NotFoundError: The request names an agent its key does not reach.
        ScopeError: Agent or user is missing or malformed.
    """
    if bound.agent is not None and agent is not None and agent != bound.agent:
        raise NotFoundError("No such agent for this API key.")
    return Scope(tenant=bound.tenant, agent=agent or bound.agent, user=user)


#: How a request carries its key, as the OpenAPI document declares it (the Authorize button
#: of ``/docs`` fills either); :func:`binding` reads the headers itself.
_BEARER = HTTPBearer(
    scheme_name="bearer",
    description="An API key of the server (EPISODIC_API_KEYS): Authorization: Bearer <key>.",
    auto_error=False,
)
_API_KEY = APIKeyHeader(
    name="X-API-Key",
    scheme_name="apiKey",
    description="The same key in an X-API-Key header.",
    auto_error=False,
)


def keyed(
    request: Request,
    bearer: Annotated[HTTPAuthorizationCredentials | None, Depends(_BEARER)],
    api_key: Annotated[str | None, Depends(_API_KEY)],
) -> KeyBinding:
    """:func:`binding` as a route's dependency: a route that takes it is one the OpenAPI
    document marks as needing a key, and no other is."""
    return binding(request)


#: A route parameter that is the request's :class:`KeyBinding` (see :func:`binding`).
Bound = Annotated[KeyBinding, Depends(keyed)]
