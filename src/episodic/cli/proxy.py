"""``episodic proxy``: an OpenAI-compatible endpoint that adds memory in front of another one."""

from __future__ import annotations

import os
from typing import Any

import click

from episodic import Scope, redact
from episodic.cli.failures import MISUSE, Failure
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
from episodic.server.settings import ModelOptions

#: The proxy's port unless ``--port`` or ``EPISODIC_PORT`` says otherwise (``serve`` has 8765).
DEFAULT_PROXY_PORT = 8766


@click.command()
@click.option(
    "--upstream",
    envvar="EPISODIC_UPSTREAM",
    required=True,
    help="The OpenAI-compatible server to forward to, up to its /v1 "
    "(https://api.openai.com/v1, http://localhost:11434/v1). Env: EPISODIC_UPSTREAM.",
)
@click.option(
    "--upstream-key-env",
    default="OPENAI_API_KEY",
    show_default=True,
    help="The environment variable holding the upstream's API key (read, never printed); "
    "unset: no key is sent, as local servers expect.",
)
@click.option("--db", default=None, help="Database path or URL. Env: EPISODIC_DB.")
@click.option(
    "--embedder", default=None, help="Embedder spec (default local). Env: EPISODIC_EMBEDDER."
)
@click.option("--llm", default=None, help="Model for background jobs. Env: EPISODIC_LLM.")
@llm_base_url_option
@click.option(
    "--host", default=None, help="Address to listen on (default 127.0.0.1). Env: EPISODIC_HOST."
)
@click.option(
    "--port",
    type=int,
    default=None,
    help=f"Port (default {DEFAULT_PROXY_PORT}). Env: EPISODIC_PORT.",
)
@click.option("--tenant", default=None, help="Tenant of the fixed scope. Env: EPISODIC_TENANT.")
@click.option(
    "--agent",
    default=None,
    help="Agent of requests without an X-Episodic-Agent header. Env: EPISODIC_AGENT.",
)
@click.option(
    "--user",
    default=None,
    help="User of requests without an X-Episodic-User header or a 'user' field. "
    "Env: EPISODIC_USER.",
)
@click.option(
    "--max-rounds",
    type=click.IntRange(min=1),
    default=4,
    show_default=True,
    help="Upstream calls per request while the model calls memory tools.",
)
@click.option(
    "--allowed-host",
    "allowed_hosts",
    multiple=True,
    help="With API keys: a host name clients use to reach the proxy (repeat for more; default "
    "any). Without keys only 127.0.0.1 and localhost are answered. Env: EPISODIC_ALLOWED_HOSTS.",
)
@max_body_option
@model_options
@trusted_proxy_option
def proxy(
    upstream: str,
    upstream_key_env: str,
    db: str | None,
    embedder: str | None,
    llm: str | None,
    llm_base_url: str | None,
    host: str | None,
    port: int | None,
    tenant: str | None,
    agent: str | None,
    user: str | None,
    max_rounds: int,
    allowed_hosts: tuple[str, ...],
    max_body_bytes: int | None,
    model: ModelOptions,
    trusted_proxies: tuple[str, ...],
) -> None:
    """Serve POST /v1/chat/completions with memory in front of an OpenAI-compatible server.

    Point any OpenAI client's base URL at the printed address. Each request's scope comes from
    the X-Episodic-Agent, X-Episodic-User and X-Episodic-Thread headers (or --agent and --user);
    the tenant comes from the API key (EPISODIC_API_KEYS as key=tenant,...; the client's
    Authorization header carries it). The upstream's key is read from --upstream-key-env.
    """
    from episodic.server.proxy import Upstream, create_proxy_app
    from episodic.server.settings import ServerSettings

    if not upstream.startswith(("http://", "https://")):
        raise Failure(f"--upstream must be an http(s) URL, got {upstream[:60]!r}.", MISUSE)
    if port is None and not os.environ.get("EPISODIC_PORT"):
        port = DEFAULT_PROXY_PORT
    overrides: dict[str, Any] = {
        "db": db,
        "embedder": embedder,
        "llm": llm,
        "llm_base_url": llm_base_url,
        "model": model,
        "host": host,
        "port": port,
        "allowed_hosts": allowed_hosts or None,
        "max_body_bytes": max_body_bytes,
        "trusted_proxies": trusted_proxies or None,
    }
    settings = ServerSettings.from_env(**overrides)
    if agent or user or tenant:
        base = settings.scope or Scope(tenant="default")
        fixed = Scope(
            tenant=tenant or base.tenant, agent=agent or base.agent, user=user or base.user
        )
        settings = ServerSettings.from_env(**overrides, scope=fixed)
    key = os.environ.get(upstream_key_env) or None
    sock, memory, created = open_bound(settings)
    forward = Upstream(upstream, key)

    def stop() -> None:
        forward.close()
        memory.close()

    try:
        warm(memory)
        app = create_proxy_app(settings, forward, memory, max_rounds=max_rounds)
    except BaseException:
        stop()
        sock.close()
        raise
    memory_in = database(settings.db, created)
    click.echo(
        f"episodic proxy: {settings.url}/v1 -> {redact(upstream)}, memory in {memory_in}", err=True
    )
    if key is None:
        click.echo(f"({upstream_key_env} is unset: the upstream gets no API key.)", err=True)
    waiting = backlog(memory, worker=settings.worker is not False)
    if waiting:
        click.echo(waiting, err=True)
    run(app, sock, stop)
