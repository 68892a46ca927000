"""What each job cost, and a model that has gone quiet, shown on every surface: the job's
result, ``memory.entries.silence()``, the log, ``/health``, ``/v1/jobs``, the web jobs page
and ``episodic jobs``."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from episodic import (
    Config,
    EntriesConfig,
    Job,
    Memory,
    Models,
    Scope,
    TestEmbedder,
    TestLLM,
)
from episodic.cli import main
from episodic.server.app import create_app
from episodic.server.settings import ServerSettings
from tests.serving import running

SCOPE = Scope(tenant="default", agent="bot", user="ann")
# 25 words or more from the user: a turn a working model finds something in.
LONG = (
    "Since Monday the nightly export job EX-{n} stops at 99 percent on every CSV file over "
    "two gigabytes, and restarting the worker on node four did not change anything at all."
)
SHORT = "Thanks, that helps."
NOTE = {
    "entries": [
        {
            "content": "Export job EX-9 stops at 99 percent.",
            "source": "user_assertion",
            "evidence": "the nightly export job EX-9 stops at 99 percent",
        }
    ]
}


def _turn(memory: Memory, text: str) -> None:
    messages = [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]
    job = memory.after_turn(SCOPE, "t-1", messages, sync=True)
    assert job is not None and job.status == "done", job


def _extractions(memory: Memory) -> list[Job]:
    done = memory.jobs.list(status="done", limit=100)
    return [job for job in done if job.kind == "extract_entries"]


def _memory(path: Path, llm: TestLLM, turns: int = 3) -> Memory:
    config = Config(entries=EntriesConfig(empty_warning_turns=turns))
    return Memory.open(
        path, embedder=TestEmbedder(), models=Models(extraction=llm), config=config, worker=False
    )


def test_a_quiet_model_is_named_after_enough_substantive_turns_in_a_row(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="episodic")
    llm = TestLLM([{"entries": []}, NOTE], name="test:quiet")  # then {"entries": []} for good
    with _memory(tmp_path / "m.db", llm) as memory:
        _turn(memory, LONG.format(n=1))  # nothing proposed: 1
        _turn(memory, LONG.format(n=9))  # a note: the streak starts again
        _turn(memory, LONG.format(n=2))  # 1
        _turn(memory, SHORT)  # not substantive: neither counts nor breaks the streak
        _turn(memory, LONG.format(n=3))  # 2
        assert memory.entries.silence() is None and "proposed nothing" not in caplog.text
        _turn(memory, LONG.format(n=4))  # 3: said once in the log
        quiet = memory.entries.silence()
        assert quiet is not None and (quiet.extractor, quiet.turns) == ("test:quiet", 3)
        assert caplog.text.count("test:quiet has proposed nothing from the last 3") == 1
        assert "prompt_style" in quiet.warning()
        jobs = _extractions(memory)
        assert [j.result["substantive"] for j in jobs][:3] == [True, True, False]
    off = Config(entries=EntriesConfig(empty_warning_turns=0))
    with Memory.open(
        tmp_path / "m.db", embedder=TestEmbedder(), config=off, worker=False
    ) as memory:
        assert memory.entries.silence() is None  # 0 turns it off


def test_the_offline_extractor_is_never_counted(tmp_path: Path) -> None:
    config = Config(entries=EntriesConfig(empty_warning_turns=1))
    with Memory.open(tmp_path / "m.db", embedder=TestEmbedder(), config=config) as memory:
        memory.close()
    with Memory.open(
        tmp_path / "m.db", embedder=TestEmbedder(), config=config, worker=False
    ) as memory:
        _turn(memory, "Our team will move the data center next spring, as planned for years.")
        assert "substantive" not in memory.jobs.list(limit=1)[0].result
        assert memory.entries.silence() is None


def test_cost_and_silence_on_health_rest_web_and_cli(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    llm = TestLLM(name="test:quiet")
    with _memory(db, llm, turns=10) as memory:  # the default, which the CLI reads too
        for n in range(10):
            _turn(memory, LONG.format(n=n))
        job = _extractions(memory)[0]
        cost = job.cost
        assert cost.requests == 1 and cost.input_tokens > 0 and cost.output_tokens > 0
        assert cost.seconds == job.result["seconds"] and cost.seconds >= 0
        settings = ServerSettings(db=str(db))
        with running(create_app(settings, memory)) as url, httpx.Client(base_url=url) as client:
            health = client.get("/health").json()
            assert health["status"] == "ok" and "test:quiet" in health["warnings"][0]
            listed = client.get("/v1/jobs").json()
            assert "test:quiet" in listed["warnings"][0]
            (first,) = [item for item in listed["items"] if item["id"] == job.id]
            assert first["cost"] == cost.to_dict() and first["result"]["usage"]["requests"] == 1
            page = client.get("/ui/jobs").text
            assert "has proposed nothing" in page and "Recently done" in page
            assert f'<td data-label="Tokens in">{cost.input_tokens:,}</td>' in page
    result = CliRunner().invoke(main, ["jobs", "--db", str(db)])
    assert result.exit_code == 0, result.output
    assert "Warning: test:quiet has proposed nothing" in result.stderr
    assert f"cost: 1 call(s), {cost.input_tokens:,} tokens in" in result.stdout
    as_json = CliRunner().invoke(main, ["jobs", "--db", str(db), "--json"])
    (listed_job,) = [item for item in json.loads(as_json.stdout) if item["id"] == job.id]
    assert listed_job["cost"] == cost.to_dict()
    with _memory(db, TestLLM([NOTE], name="test:quiet"), turns=10) as memory:
        _turn(memory, LONG.format(n=99))
        assert memory.entries.silence() is None  # it spoke again
    assert "Warning" not in CliRunner().invoke(main, ["jobs", "--db", str(db)]).stderr
