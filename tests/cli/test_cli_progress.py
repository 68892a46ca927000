"""Progress of import, export and reindex: a bar on a terminal, lines in a log."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from episodic import Memory, Scope, TestEmbedder
from episodic.cli import main
from episodic.cli.progress import BAR_WIDTH, Progress


def test_the_terminal_bar_shows_share_rate_and_time_left() -> None:
    progress = Progress("import", "items committed", terminal=True)
    progress.done, progress.total = 5, 10
    line = progress.bar(2.0)
    half = "#" * (BAR_WIDTH // 2) + "-" * (BAR_WIDTH // 2)
    assert line == f"import [{half}]  50% 5/10 items committed, 2.5/s, 2 s left"
    progress.done = 10
    assert progress.bar(4.0).endswith("100% 10/10 items committed, 2.5/s")
    progress.done, progress.total = 1, 10_000
    assert "h " in progress.bar(10.0)  # 9,999 left at 0.1/s: hours
    progress.done, progress.total = 0, 0
    assert progress.bar(0.0) == f"import [{'#' * BAR_WIDTH}] 100% 0/0 items committed"


def test_export_reports_progress_on_stderr_and_keeps_stdout_clean(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    scope = Scope(tenant="default", agent="a", user="u")
    with Memory.open(str(db), embedder=TestEmbedder(), worker=False) as memory:
        for number in range(3):
            memory.remember(scope, f"Fact number {number} about the garden.")
    result = CliRunner().invoke(main, ["export", "--agent", "a", "--user", "u", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert len(result.stdout.splitlines()) == 3
    assert result.stderr.splitlines() == ["export: 3/3 entries written"]
    timeline = CliRunner().invoke(
        main, ["timeline", "--agent", "a", "--user", "u", "--db", str(db), "--json"]
    )
    assert timeline.stderr == ""
