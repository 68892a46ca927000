"""The ``episodic`` command line. Uses only the public API.

Environment variables are read here, at the edge, and nowhere in the library:
``EPISODIC_DB`` (database path), ``EPISODIC_EMBEDDER`` (embedder spec), ``EPISODIC_LLM`` and
``EPISODIC_LLM_BASE_URL`` (the extraction model). Provider keys (``OPENAI_API_KEY``,
``ANTHROPIC_API_KEY``) are read by the provider SDKs and never printed.

Read commands (``recall``, ``timeline``, ``export``, ``scopes``, ``jobs``, ``audit``) open an
existing database read-only (``export --person`` and ``erase`` open it to write, never creating
it); ``import``, ``remember``, ``worker``, ``demo``, ``serve`` and ``proxy`` create one, and
``mcp`` only with ``--create``. Every failure the user
can fix is one line on stderr with an exit code (see :mod:`episodic.cli.failures`).
"""

from __future__ import annotations

import click

from episodic.cli.audit import audit
from episodic.cli.entries import recall, reindex, scopes, timeline
from episodic.cli.episodes import episodes
from episodic.cli.evals import evals
from episodic.cli.failures import EXIT_CODES, Group
from episodic.cli.governance import erase, export
from episodic.cli.importing import import_
from episodic.cli.jobs import demo, jobs, worker
from episodic.cli.mcp import mcp
from episodic.cli.proxy import proxy
from episodic.cli.review import review
from episodic.cli.serve import serve
from episodic.cli.writing import correct, forget, remember

__all__ = ["main"]


@click.group(cls=Group, epilog=EXIT_CODES)
@click.version_option(package_name="episodic-ai")
def main() -> None:
    """episodic: source-backed memory for AI agents.

    Read commands (recall, timeline, episodes, export, scopes, jobs, audit) open an existing
    database read-only and never create one; import, remember, worker and demo create it, and
    so do serve and proxy (their first line says so). `review list` reads; correct, forget,
    `review approve` and `review deny` change an existing database, and mcp serves one (a new
    one only with --create).
    """


_COMMANDS = (
    demo,
    import_,
    recall,
    timeline,
    remember,
    correct,
    forget,
    episodes,
    export,
    erase,
    review,
    scopes,
    reindex,
    worker,
    jobs,
    audit,
    mcp,
    serve,
    proxy,
    evals,
)
for _command in _COMMANDS:
    main.add_command(_command)
