"""The API reference pages (``/docs``, ``/redoc``) served with no network.

FastAPI's own pages load Swagger UI and ReDoc from a CDN, so offline they are blank. Here the
same pages take their scripts and styles from the ``fastapi-offline`` package (installed with
the ``server`` extra), served by this server under ``/docs/assets/``. How a request carries its
key is declared by the routes themselves (:data:`episodic.server.access.Bound`), so the OpenAPI
document marks exactly the routes that need one and the reference's Authorize button works.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse

from episodic.server.shapes import error_body

#: The files the pages load, by the name they are served under.
ASSETS = {
    "swagger-ui-bundle.js": "application/javascript",
    "swagger-ui.css": "text/css",
    "redoc.standalone.js": "application/javascript",
    "favicon.png": "image/png",
}


def asset_folder() -> Path | None:
    """Where the installed ``fastapi-offline`` keeps its static files (``None`` without it)."""
    spec = importlib.util.find_spec("fastapi_offline")
    if spec is None or spec.origin is None:
        return None
    folder = Path(spec.origin).parent / "static"
    return folder if folder.is_dir() else None


def mount_docs(app: FastAPI) -> None:
    """Add ``/docs``, ``/redoc`` and their assets to ``app`` (built with ``docs_url=None`` and
    ``redoc_url=None``)."""
    folder = asset_folder()

    def missing() -> HTMLResponse:
        return HTMLResponse(
            "<p>The API reference needs the fastapi-offline package: pip install "
            "'episodic-ai[server]'. The OpenAPI document is at <a href='/openapi.json'>"
            "/openapi.json</a>.</p>",
            status_code=503,
        )

    def page(path: str, name: str, render: Callable[..., HTMLResponse], **urls: object) -> None:
        """Serve at ``path`` the page ``render`` writes for the OpenAPI document, its
        scripts and styles at ``urls``."""

        def serve() -> HTMLResponse:
            if folder is None:
                return missing()
            return render(openapi_url="/openapi.json", title=f"{app.title} API", **urls)

        app.add_api_route(path, serve, include_in_schema=False, name=name)

    page(
        "/docs",
        "swagger",
        get_swagger_ui_html,
        swagger_js_url="/docs/assets/swagger-ui-bundle.js",
        swagger_css_url="/docs/assets/swagger-ui.css",
        swagger_favicon_url="/docs/assets/favicon.png",
    )
    page(
        "/redoc",
        "redoc",
        get_redoc_html,
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
