"""The API reference pages (``/docs``, ``/redoc``) served with no network, and the API key in
the OpenAPI document.

FastAPI's own pages load Swagger UI and ReDoc from a CDN, so offline they are blank. Here the
same pages take their scripts and styles from the ``fastapi-offline`` package (installed with
the ``server`` extra), served by this server under ``/docs/assets/``. The OpenAPI document
declares how a request carries its key (``Authorization: Bearer <key>`` or ``X-API-Key``), so
the reference's Authorize button works.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.openapi.utils import get_openapi
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse

from episodic.server.shapes import error_body

#: The files the pages load, by the name they are served under.
ASSETS = {
    "swagger-ui-bundle.js": "application/javascript",
    "swagger-ui.css": "text/css",
    "redoc.standalone.js": "application/javascript",
    "favicon.png": "image/png",
}
SECURITY_SCHEMES: dict[str, Any] = {
    "bearer": {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key of the server (EPISODIC_API_KEYS): Authorization: Bearer <key>.",
    },
    "apiKey": {
        "type": "apiKey",
        "in": "header",
        "name": "X-API-Key",
        "description": "The same key in an X-API-Key header.",
    },
}
#: Paths that answer without a key.
OPEN_PATHS = ("/health",)


def asset_folder() -> Path | None:
    """Where the installed ``fastapi-offline`` keeps its static files (``None`` without it)."""
    spec = importlib.util.find_spec("fastapi_offline")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "static"
    return folder if folder.is_dir() else None


def mount_docs(app: FastAPI) -> None:
    """Add ``/docs``, ``/redoc`` and their assets to ``app`` (built with ``docs_url=None`` and
    ``redoc_url=None``), and the key's security schemes to its OpenAPI document."""
    folder = asset_folder()

    def missing() -> HTMLResponse:
        return HTMLResponse(
            "<p>The API reference needs the fastapi-offline package: pip install "
            "'episodic-ai[server]'. The OpenAPI document is at <a href='/openapi.json'>"
            "/openapi.json</a>.</p>",
            status_code=503,
        )

    @app.get("/docs", include_in_schema=False)
    def swagger() -> HTMLResponse:
        if folder is None:
            return missing()
        return get_swagger_ui_html(
            openapi_url="/openapi.json",
            title=f"{app.title} API",
            swagger_js_url="/docs/assets/swagger-ui-bundle.js",
            swagger_css_url="/docs/assets/swagger-ui.css",
            swagger_favicon_url="/docs/assets/favicon.png",
        )

    @app.get("/redoc", include_in_schema=False)
    def redoc() -> HTMLResponse:
        if folder is None:
            return missing()
        return get_redoc_html(
            openapi_url="/openapi.json",
            title=f"{app.title} API",
            redoc_js_url="/docs/assets/redoc.standalone.js",
            redoc_favicon_url="/docs/assets/favicon.png",
            with_google_fonts=False,
        )

    @app.get("/docs/assets/{name}", include_in_schema=False, response_model=None)
    def asset(name: str) -> FileResponse | JSONResponse:
        if folder is None or name not in ASSETS:
            body = error_body("NotFound", f"No asset {name[:60]!r}.", "See /docs.")
            return JSONResponse(body, status_code=404)
        return FileResponse(folder / name, media_type=ASSETS[name])

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                summary=app.summary,
                routes=app.routes,
            )
            schema.setdefault("components", {})["securitySchemes"] = SECURITY_SCHEMES
            needs_key: list[dict[str, list[str]]] = [{"bearer": []}, {"apiKey": []}]
            for path, operations in schema.get("paths", {}).items():
                for operation in operations.values():
                    operation["security"] = [] if path in OPEN_PATHS else needs_key
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
