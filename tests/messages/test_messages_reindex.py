"""Switching embedders: ``messages.reindex`` (and ``episodic reindex``) re-embed stored messages."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main
from tests.conftest import Clock, sql_rows
from tests.messages.test_messages_search import OWNER, THREAD_1, say

STRANGER = Scope(tenant="acme", agent="support-bot", user="u-7")


def _models(db_path: Path | str, scope: Scope) -> set[str | None]:
    rows = sql_rows(
        db_path,
        "SELECT DISTINCT embedding_model FROM messages WHERE tenant_id = ? AND "
        "agent_id = ? AND user_id = ? AND role IN ('user', 'assistant')",
        (scope.tenant, scope.agent, scope.user),
    )
    return {row[0] for row in rows}


def test_reindex_re_embeds_every_pass_it_is_asked_for(db_path: Path | str, clock: Clock) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        say(memory, OWNER, "t-1", THREAD_1, prefix="m")
        say(memory, STRANGER, "t-9", THREAD_1[:2], prefix="s")
    assert _models(db_path, OWNER) == {"test:hash"}
    for model in ("test:other", "test:hash"):  # there and back: each pass runs
        embedder = TestEmbedder(name=model)
        with Memory.open(db_path, embedder=embedder, clock=clock, worker=False) as memory:
            assert memory.messages.reindex(OWNER) == 1
            assert memory.jobs.run_pending() >= 1
            assert _models(db_path, OWNER) == {model}
            (found,) = memory.messages.search(OWNER, "Kestrel warehouse scanner", top_k=1)
            assert found.matches[0].vector_score is not None
    # Only the scope asked for was touched.
    assert _models(db_path, STRANGER) == {"test:hash"}
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        assert memory.messages.reindex(Scope(tenant="acme", agent="x", user="nobody")) == 0


def test_the_cli_reindex_queues_the_messages_too(tmp_path: Path, clock: Clock) -> None:
    db_path = tmp_path / "m.db"
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        say(memory, OWNER, "t-1", THREAD_1, prefix="m")
    result = CliRunner().invoke(
        main, ["reindex", "--db", str(db_path), "--embedder", "test"], catch_exceptions=False
    )
    assert result.exit_code == 0, result.output
    assert "Queued re-embedding of the messages of 1 scope(s)" in result.output
