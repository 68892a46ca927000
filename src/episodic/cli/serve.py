"""``episodic serve``: the REST API (and whatever else the server mounts) over HTTP."""

from __future__ import annotations

import click

from episodic.cli.jobs import model_options
from episodic.cli.serving import (
    backlog,
    database,
    llm_base_url_option,
    max_body_option,
    open_bound,
    run,
    trusted_proxy_option,
    warm,
)
from episodic.server.settings import ModelOptions, ServerSettings


@click.command()
@click.option("--db", default=None, help="Database path or URL. Env: EPISODIC_DB.")
@click.option("--embedder", default=None, help="Embedder spec. Env: EPISODIC_EMBEDDER.")
@click.option("--llm", default=None, help="Model for the background jobs. Env: EPISODIC_LLM.")
@llm_base_url_option
@click.option("--host", default=None, help="Address to listen on (127.0.0.1). Env: EPISODIC_HOST.")
@click.option("--port", type=int, default=None, help="Port (8765). Env: EPISODIC_PORT.")
@click.option(
    "--no-worker", is_flag=True, help="Leave background jobs to `episodic worker` processes."
)
@click.option(
    "--allowed-host",
    "allowed_hosts",
    multiple=True,
    help="With API keys: a host name clients use to reach the server (repeat for more; "
    "default any). Without keys only 127.0.0.1 and localhost are answered. "
    "Env: EPISODIC_ALLOWED_HOSTS.",
)
@click.option(
    "--metrics",
    is_flag=True,
    default=None,
    help="Serve Prometheus metrics at /metrics (pip install 'episodic-ai[telemetry]'). "
    "Env: EPISODIC_METRICS=1.",
)
@click.option(
    "--traces",
    default=None,
    metavar="URL",
    help="Send OpenTelemetry spans over OTLP/HTTP to URL, e.g. http://127.0.0.1:4318/v1/traces. "
    "Env: EPISODIC_TRACES.",
)
@max_body_option
@model_options
@trusted_proxy_option
def serve(
    db: str | None,
    embedder: str | None,
    llm: str | None,
    llm_base_url: str | None,
    host: str | None,
    port: int | None,
    no_worker: bool,
    allowed_hosts: tuple[str, ...],
    metrics: bool | None,
    traces: str | None,
    max_body_bytes: int | None,
    model: ModelOptions,
    trusted_proxies: tuple[str, ...],
) -> None:
    """Serve memory over HTTP: the REST API under /v1, its reference at /docs.

    API keys come from EPISODIC_API_KEYS (key=tenant or key=tenant:agent, comma-separated);
    without keys the server listens on 127.0.0.1 only and acts for the tenant "default".
    The port, the database and the embedding model are all checked (and the model loaded)
    before the first line says where the server is.
    """
    from episodic.server.app import create_app

    settings = ServerSettings.from_env(
        db=db,
        embedder=embedder,
        llm=llm,
        llm_base_url=llm_base_url,
        model=model,
        host=host,
        port=port,
        worker=False if no_worker else None,
        allowed_hosts=allowed_hosts or None,
        metrics=metrics,
        traces=traces,
        max_body_bytes=max_body_bytes,
        trusted_proxies=trusted_proxies or None,
    )
    sock, memory, created = open_bound(settings)
    try:
        warm(memory)
        app = create_app(settings, memory)
    except BaseException:
        memory.close()
        sock.close()
        raise
    click.echo(
        f"episodic serving {database(settings.db, created)} at {settings.url}/ "
        f"(API reference: {settings.url}/docs, MCP: {settings.url}/mcp)"
    )
    waiting = backlog(memory, worker=settings.worker is not False)
    if waiting:
        click.echo(waiting)
    run(app, sock, memory.close)
