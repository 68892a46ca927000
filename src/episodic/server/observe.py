"""Traces and metrics at the server's edge: ``/metrics``, and each request timed by its route.

Turned on by the server's settings (``--metrics``, ``--traces URL`` or their ``EPISODIC_*``
variables); while both are off nothing here runs and neither library is imported. Requests are
counted under their route template (``/v1/entries/{entry_id}``), never the raw path, so no id
of a tenant, a user or an entry becomes a label. ``/metrics`` asks for no API key: what it
holds is the same for every tenant and names none of them (docs/observability.md).
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from fastapi import FastAPI, Request
from fastapi.responses import Response
from starlette.routing import Match

from episodic import Telemetry, enable_telemetry
from episodic.server.settings import ServerSettings

#: The route label of a request no route matched (404s, refused bodies).
UNMATCHED = "unmatched"


def telemetry_for(settings: ServerSettings) -> Telemetry | None:
    """Turn on what the settings ask for; ``None`` when they ask for nothing."""
    if not settings.metrics and settings.traces is None:
        return None
    return enable_telemetry(
        traces=settings.traces is not None,
        metrics=settings.metrics,
        otlp_endpoint=settings.traces,
    )


def observe(app: FastAPI, telemetry: Telemetry) -> None:
    """With metrics on: serve ``/metrics`` and time every request by its route template."""
    if telemetry.metrics is None:
        return

    @app.middleware("http")
    async def timed(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        started = time.perf_counter()
        status = 500  # what the client gets when the handler raises
        try:
            response = await call_next(request)
            status = response.status_code
            return response
        finally:
            route = _template(app, request)
            telemetry.request(request.method, route, status, time.perf_counter() - started)

    @app.get("/metrics", include_in_schema=False)
    def metrics() -> Response:
        body, content_type = telemetry.exposition()
        return Response(body, media_type=content_type)


def _template(app: FastAPI, request: Request) -> str:
    """The template of the route that answered (``/v1/entries/{entry_id}``); for a route that
    does not record itself (MCP's), the first route whose template matches the path."""
    path = getattr(request.scope.get("route"), "path", None)
    if isinstance(path, str):
        return path
    for route in app.router.routes:
        match, _ = route.matches(request.scope)
        template = getattr(route, "path", None)
        if match == Match.FULL and isinstance(template, str):
            return template
    return UNMATCHED
