"""The server's application: one FastAPI app for REST, MCP over HTTP and the web page.

It holds one :class:`~episodic.Memory` for its lifetime (opened from the settings unless one is
given), turns every library error into JSON with a type, a message and a hint, refuses bodies
over ``max_body_bytes`` before reading them, forbids another site to show any of its pages in
a frame, and binds every request to the tenant (and agent) of its API key
(:mod:`episodic.server.access`): a path or body naming another tenant never reaches it. The
surfaces use the public API only.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException

from episodic import (
    EpisodicError,
    Memory,
    Telemetry,
    __version__,
    disable_telemetry,
)
from episodic.server import rest, rest_tiers
from episodic.server.access import TENANT_HEADER, error_response
from episodic.server.docs import mount_docs
from episodic.server.hosts import GuardHosts
from episodic.server.mcp import http_binding, http_route
from episodic.server.observe import observe, telemetry_for
from episodic.server.settings import ServerSettings
from episodic.server.shapes import error_body
from episodic.server.sources import FailureLimit
from episodic.server.web import mount_web

#: Starlette's own errors, named and hinted like ours.
_HTTP_ERRORS = {
    404: ("NotFound", "No such path; the API's paths are listed at /docs."),
    405: ("MethodNotAllowed", "This path takes other methods; see /docs."),
}


def open_memory(settings: ServerSettings) -> Memory:
    """The memory a server built from ``settings`` serves."""
    return Memory.open(
        settings.db,
        embedder=settings.embedder,
        llm=settings.llm,
        llm_base_url=settings.llm_base_url,
        config=settings.model.config(),
        worker=settings.worker,
    )


def base_app(
    settings: ServerSettings, memory: Memory | None = None, telemetry: Telemetry | None = None
) -> FastAPI:
    """An application with what every surface shares (the memory, errors as JSON, the body
    limit, ``/health``, ``/metrics`` when asked for) and no routes of its own surfaces (the
    proxy starts from this). With ``memory`` given, the caller owns it (tests); otherwise it is
    opened at start-up and closed at shutdown. Likewise ``telemetry``: without it, what the
    settings ask for is turned on here and off again at shutdown."""
    owned = telemetry is None
    telemetry = telemetry_for(settings) if telemetry is None else telemetry

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        opened = memory if memory is not None else open_memory(settings)
        app.state.memory = opened
        if telemetry is not None:
            telemetry.watch_queue(opened.jobs.depth)
        try:
            yield
        finally:
            if memory is None:
                opened.close()
            if owned and telemetry is not None:
                disable_telemetry()

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
    app.state.failures = FailureLimit()  # wrong keys per source, on every surface
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
    async def every_request(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        declared = request.headers.get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > settings.max_body_bytes:
            return JSONResponse(
                error_body(
                    "TooLarge",
                    f"The body is {declared} bytes; at most {settings.max_body_bytes} are read.",
                    "Send less, or raise the server's limit (--max-body-bytes or "
                    "EPISODIC_MAX_BODY_BYTES).",
                ),
                status_code=413,
            )
        response = await call_next(request)
        # No page of this server may be shown in another site's frame (clickjacking): the web
        # page's buttons forget and erase. Both headers, for browsers that know only one.
        response.headers.setdefault("X-Frame-Options", "DENY")
        response.headers.setdefault("Content-Security-Policy", "frame-ancestors 'none'")
        # Which tenant a scoped request acted for (set by access.binding): a keyless client
        # that finds nothing sees it looked in 'default', not in the tenant it meant.
        tenant = getattr(request.state, "tenant", None)
        if tenant is not None:
            response.headers[TENANT_HEADER] = tenant
        return response

    if telemetry is not None:
        observe(app, telemetry)

    @app.get("/health", tags=["server"])
    def health(request: Request) -> dict[str, Any]:
        """Whether the server is up, its version, and ``warnings``: a line when the
        extraction model has proposed nothing from many substantive turns in a row."""
        quiet = request.app.state.memory.entries.silence()
        warnings = [] if quiet is None else [quiet.warning()]
        return {"status": "ok", "version": __version__, "warnings": warnings}

    # Added last, so outermost: a request for a name this server does not answer to (DNS
    # rebinding) reaches nothing, not even the body limit.
    app.add_middleware(GuardHosts, guard=settings.guard)
    return app


def create_app(
    settings: ServerSettings, memory: Memory | None = None, telemetry: Telemetry | None = None
) -> FastAPI:
    """The server's application: :func:`base_app` with the REST API, MCP over HTTP and the
    web page."""
    app = base_app(settings, memory, telemetry)
    # MCP over streamable HTTP at /mcp
    app.router.routes.append(http_route(http_binding, max_body_bytes=settings.max_body_bytes))
    app.include_router(rest.router)
    app.include_router(rest_tiers.router)
    app.add_exception_handler(RequestValidationError, rest.validation_error)
    mount_web(app)  # the web page: HTML at / and under /ui
    return app
