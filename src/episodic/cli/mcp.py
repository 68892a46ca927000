"""``episodic mcp``: memory as an MCP server over stdin and stdout, for one fixed scope."""

from __future__ import annotations

import os

import anyio
import click

from episodic import Scope
from episodic.cli.failures import MISUSE, Failure
from episodic.cli.jobs import model_options
from episodic.cli.options import require_database
from episodic.cli.serving import warm
from episodic.server.settings import ModelOptions


@click.command("mcp")
@click.option(
    "--db", default=None, help="Database (SQLite path or postgresql:// URL). Env: EPISODIC_DB."
)
@click.option(
    "--embedder",
    default=None,
    help="Embedder spec (local, openai:<model>, test). Env: EPISODIC_EMBEDDER.",
)
@click.option(
    "--llm", default=None, help="Model for background jobs; none: offline. Env: EPISODIC_LLM."
)
@click.option(
    "--llm-base-url", default=None, help="OpenAI-compatible server. Env: EPISODIC_LLM_BASE_URL."
)
@click.option("--tenant", default=None, help="Tenant id. Env: EPISODIC_TENANT (default 'default').")
@click.option("--agent", default=None, help="Agent id (required here or in EPISODIC_AGENT).")
@click.option("--user", default=None, help="User id (required here or in EPISODIC_USER).")
@click.option("--thread", default=None, help="Thread id; get_plan and update_plan need one.")
@click.option(
    "--create", is_flag=True, help="Create the SQLite database when there is none at --db."
)
@model_options
def mcp(
    db: str | None,
    embedder: str | None,
    llm: str | None,
    llm_base_url: str | None,
    tenant: str | None,
    agent: str | None,
    user: str | None,
    thread: str | None,
    create: bool,
    model: ModelOptions,
) -> None:
    """Serve memory to an MCP client (Claude Desktop, Cursor, ...) over stdio.

    Every tool call acts for the one tenant, agent and user given here (flags win over the
    EPISODIC_TENANT, EPISODIC_AGENT and EPISODIC_USER variables); no tool argument can reach
    another. Nothing but the protocol is written to stdout. A --db that does not exist is
    refused rather than created empty (the client rarely shows why its memory is blank):
    pass --create for a new one.
    """
    from episodic.server.app import open_memory
    from episodic.server.mcp import serve_stdio
    from episodic.server.settings import ServerSettings

    settings = ServerSettings.from_env(
        db=db, embedder=embedder, llm=llm, llm_base_url=llm_base_url, model=model
    )
    configured = settings.scope
    agent = agent or (configured.agent if configured else None)
    user = user or (configured.user if configured else None)
    tenant = tenant or (configured.tenant if configured else None)
    tenant = tenant or os.environ.get("EPISODIC_TENANT") or "default"
    if not agent or not user:
        raise Failure(
            "episodic mcp needs --agent and --user (or EPISODIC_AGENT and EPISODIC_USER).", MISUSE
        )
    scope = Scope(tenant=tenant, agent=agent, user=user)
    if not create:
        require_database(settings.db, "pass --create to start a new one")
    memory = open_memory(settings)
    try:
        warm(memory)  # the client's first call must not wait for the model
        anyio.run(serve_stdio, memory, scope, thread)
    finally:
        memory.close()
