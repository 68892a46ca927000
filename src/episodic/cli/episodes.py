"""``episodic episodes``: a scope's finished sessions, each with its summary and key events.

``--json`` prints one episode per line in the library's shape (``Episode.to_dict``).
"""

from __future__ import annotations

import json

import click

from episodic import Scope
from episodic.cli.options import db_option, empty_scope_hint, open_reading, scope_options


@click.command()
@scope_options
@db_option
@click.option("--limit", type=click.IntRange(min=1), default=20, show_default=True)
@click.option(
    "--all", "include_superseded", is_flag=True, help="Include episodes compression merged."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON episode per line.")
def episodes(
    scope: Scope,
    db: str,
    limit: int,
    include_superseded: bool,
    as_json: bool,
) -> None:
    """List a scope's episodes, most recently ended first: when each session ran, in which
    thread, its summary and topics, and the key events remembered from it."""
    with open_reading(db) as memory:
        found = memory.episodes.list(scope, limit=limit, include_superseded=include_superseded)
        if not found:
            empty_scope_hint(memory, scope)
    for episode in found:
        if as_json:
            click.echo(json.dumps(episode.to_dict(), ensure_ascii=False))
            continue
        where = episode.thread_id or f"compressed (level {episode.level})"
        status = "" if episode.status == "active" else f"  [{episode.status}]"
        click.echo(
            f"{episode.started_at:%Y-%m-%d %H:%M} - {episode.ended_at:%Y-%m-%d %H:%M}  {where}  "
            f"{episode.message_count} messages{status}"
        )
        click.echo(f"    {episode.summary}")
        if episode.topics:
            click.echo(f"    topics: {', '.join(episode.topics)}")
        for event in episode.events:
            click.echo(f"    {event.kind}: {event.content}")
