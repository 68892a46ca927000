"""Cold start and CPU use: reading a memory never imports the model; embedding bounds its threads.

What is asserted is behaviour (which modules a fresh process imported, how many threads the
model ran with, that torch's setting is put back afterwards), never elapsed time: the
timings are in ``python -m benchmarks startup``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from episodic import ConfigError, Memory, Scope, TestEmbedder
from episodic.embedders.local import BATCH_FROM, LocalEmbedder, _load
from episodic.embedders.sentence_transformers import SentenceTransformerEmbedder
from episodic.threads import default_batch_threads, row_dots, torch_threads

HEAVY = ("torch", "sentence_transformers", "transformers", "onnxruntime", "tokenizers")
SCOPE = Scope(tenant="acme", agent="support-bot", user="u-42")
NOTES = [
    "CSV exports over 2 GB time out on plan=basic.",
    "SSO login loops on Safari only; Chrome and Firefox work.",
    "Invoice emails to billing@acme.example bounce since 2026-05-02.",
]

# Runs in a fresh interpreter: every read a user can make without a query, through the library
# and through the CLI, then the list of heavy modules that got imported along the way.
READ_ONLY = """
import json, sys
from episodic import Memory, Scope
from episodic.cli import main

url, tenant, agent, user = sys.argv[1:5]
scope = Scope(tenant=tenant, agent=agent, user=user)
with Memory.open(url) as memory:  # the default embedder: the bundled local model
    contents = [entry.content for entry in memory.timeline(scope)]
    jobs = len(memory.jobs.list())
    embedder = memory.embedder.name
    # A search of a scope that holds nothing has nothing to compare a vector with.
    nobody = Scope(tenant=tenant, agent=agent, user="nobody")
    assert memory.recall(nobody, "which export timed out") == []
    assert memory.before_turn(nobody, thread="t-1", message="which export timed out").render() == ""
heavy_after_library = sorted(m for m in sys.modules if m.split(".")[0] in {heavy})
if not url.startswith("postgresql"):
    scope_args = ["--tenant", tenant, "--agent", agent, "--user", user]
    nobody_args = ["--tenant", tenant, "--agent", agent, "--user", "nobody"]
    for command in (["timeline", *scope_args], ["export", *scope_args], ["scopes"], ["jobs"],
                    ["recall", "which export timed out", *nobody_args]):
        try:
            main([*command, "--db", url], standalone_mode=False)
        except SystemExit as exit:
            assert not exit.code, (command, exit.code)
heavy = sorted(m for m in sys.modules if m.split(".")[0] in {heavy})
print(json.dumps(dict(contents=contents, jobs=jobs, embedder=embedder,
                      heavy_after_library=heavy_after_library, heavy=heavy)))
""".replace("{heavy}", repr(set(HEAVY)))


def run_python(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HF_HUB_OFFLINE": "1"}
    return subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, timeout=300
    )


def test_import_episodic_imports_no_model() -> None:
    code = f"import sys, episodic\nprint(sorted(m for m in sys.modules if m in {HEAVY!r}))"
    result = run_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_reading_a_memory_with_the_local_embedder_never_imports_the_model(
    db_path: Path | str,
) -> None:
    with Memory.open(db_path, embedder=TestEmbedder()) as memory:
        for note in NOTES:
            memory.remember(SCOPE, note)
    url = str(db_path)
    result = run_python(READ_ONLY, url, SCOPE.tenant, SCOPE.agent, SCOPE.user)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["embedder"] == "local:all-MiniLM-L6-v2"
    assert report["heavy_after_library"] == []
    assert report["heavy"] == []
    # The reads saw everything that was written, once each.
    assert sorted(report["contents"]) == sorted(NOTES)
    assert report["jobs"] == 0
    with Memory.open(db_path, embedder=TestEmbedder()) as memory:
        assert sorted(entry.content for entry in memory.timeline(SCOPE)) == sorted(NOTES)


def test_the_first_recall_loads_the_model_and_finds_the_note_without_torch(
    tmp_path: Path,
) -> None:
    # The other side of the check above: a query loads ONNX Runtime, so the check can fail.
    code = (
        "import sys\n"
        "from episodic import Memory, Scope\n"
        "scope = Scope(tenant='acme', agent='bot', user='u-1')\n"
        "with Memory.open(sys.argv[1]) as memory:\n"
        "    assert 'onnxruntime' not in sys.modules\n"
        "    memory.remember(scope, 'CSV exports over 2 GB time out on plan=basic.')\n"
        "    hits = memory.recall(scope, 'the export job times out')\n"
        "    print(hits[0].entry.content, 'onnxruntime' in sys.modules,\n"
        "          sorted(m for m in ('torch', 'sentence_transformers', 'transformers')\n"
        "                 if m in sys.modules), len(memory.timeline(scope)))\n"
    )
    result = run_python(code, str(tmp_path / "m.db"))
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "CSV exports over 2 GB time out on plan=basic. True [] 1"


def test_a_query_runs_on_one_thread_and_a_batch_on_batch_threads() -> None:
    embedder = LocalEmbedder(batch_threads=2)
    loaded = _load()
    loaded.sessions.clear()  # sessions are made on first use, one per thread count

    def threads_of_sessions() -> set[int]:
        return {
            session.get_session_options().intra_op_num_threads
            for session in loaded.sessions.values()
        }

    query = embedder.embed_one("why do exports time out")
    assert threads_of_sessions() == {1}
    texts = [f"Export job JOB-{n} failed after {n} retries" for n in range(BATCH_FROM + 8)]
    batch = embedder.embed(texts)
    assert threads_of_sessions() == {1, 2}
    again = embedder.embed(["why do exports time out", *texts[:3]])
    # The vectors do not depend on the thread count or on the batch: same text, same vector.
    assert batch.shape == (len(texts), 384)
    assert np.allclose(again[0], query, atol=1e-5)
    assert np.allclose(again[1:], batch[:3], atol=1e-5)
    assert np.allclose(np.linalg.norm(batch, axis=1), 1.0, atol=1e-5)


@pytest.mark.torch
def test_overlapping_blocks_on_two_threads_restore_the_callers_setting() -> None:
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(3)
    inside: dict[str, int] = {}
    entered = threading.Barrier(2)

    def embed(name: str, count: int) -> None:
        with torch_threads(torch, count):
            entered.wait()  # both blocks are open at once
            inside[name] = torch.get_num_threads()
            entered.wait()

    try:
        workers = [threading.Thread(target=embed, args=(n, c)) for n, c in (("a", 1), ("b", 2))]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        assert inside == {"a": 1, "b": 2}
        assert torch.get_num_threads() == 3
        # Threads started afterwards inherit the caller's setting, not a block's.
        later: list[int] = []
        thread = threading.Thread(target=lambda: later.append(torch.get_num_threads()))
        thread.start()
        thread.join()
        assert later == [3]
    finally:
        torch.set_num_threads(before)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"threads": 0}, "threads must be a whole number of at least 1"),
        ({"batch_threads": -2}, "batch_threads must be a whole number of at least 1"),
        ({"batch_threads": True}, "batch_threads must be a whole number of at least 1"),
        ({"threads": 1.5}, "threads must be a whole number of at least 1"),
    ],
)
def test_thread_counts_are_checked_when_the_embedder_is_built(
    options: dict[str, Any], message: str
) -> None:
    with pytest.raises(ConfigError, match=message):
        LocalEmbedder(**options)


def test_a_missing_model_directory_is_reported_before_anything_loads(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"No model directory at .*SentenceTransformer\.save"):
        SentenceTransformerEmbedder(str(tmp_path / "no-such-model"))
    assert (tmp_path / "no-such-model").exists() is False


def test_without_torch_a_sentence_transformers_model_names_the_extra_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As on a machine set up by `make test` (no torch): the import fails, the error says why.
    monkeypatch.setitem(sys.modules, "sentence_transformers", None)
    with pytest.raises(
        ConfigError,
        match=r"needs (torch|sentence_transformers): pip install 'episodic-ai\[torch\]'",
    ):
        SentenceTransformerEmbedder(str(tmp_path))


@pytest.mark.torch
def test_a_directory_that_holds_no_model_fails_on_first_use_with_a_config_error(
    tmp_path: Path,
) -> None:
    embedder = SentenceTransformerEmbedder(str(tmp_path))
    with pytest.raises(ConfigError, match="Could not load a sentence-transformers model"):
        embedder.embed(["hello"])
    assert list(tmp_path.iterdir()) == []  # nothing was written into the user's directory


@pytest.mark.parametrize(("cores", "threads"), [(1, 1), (2, 2), (3, 3), (4, 4), (8, 4), (64, 4)])
def test_batches_default_to_one_thread_per_core_at_most_four(cores: int, threads: int) -> None:
    assert default_batch_threads(cores) == threads
    assert 1 <= LocalEmbedder().batch_threads <= 4


def test_row_dots_equals_the_matrix_product_on_both_code_paths(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = np.random.default_rng(7)
    matrix = rng.standard_normal((2_000, 384)).astype(np.float32)
    vector = rng.standard_normal(384).astype(np.float32)
    expected = matrix @ vector
    assert np.allclose(row_dots(matrix, vector), expected, atol=1e-3)
    monkeypatch.setattr("episodic.threads._vecdot", None)  # numpy 1.x has no vecdot
    assert np.allclose(row_dots(matrix, vector), expected, atol=1e-3)
    assert row_dots(matrix[:0], vector).shape == (0,)


@pytest.mark.slow
def test_the_startup_benchmark_measures_both_trees_side_by_side() -> None:
    from benchmarks.startup import run_startup, thread_settings

    root = Path(__file__).resolve().parents[2]
    lines: list[str] = []
    results = run_startup(
        root,
        root,
        lines.append,
        repeats=1,
        import_lines=20,
        embedder="test",
        loads=("idle",),
        pythons=(sys.executable, None),
        server=True,
    )
    names = {name for name, _ in results.samples}
    assert names == {
        "import episodic",
        "episodic serve: banner",
        "serve: first REST recall",
        "Memory.open() + first recall",
        "Memory.open() + timeline",
        "episodic timeline (CLI)",
        "episodic recall (CLI)",
        "one query embedding, idle",
        "batch of 256, idle",
        "episodic import of 20 lines",
    }
    assert all(len(values) == 1 and values[0] > 0 for values in results.samples.values())
    assert results.notes["entries stored by import (after)"] == "20"
    assert any(line.startswith("Memory.open() + first recall") for line in lines)
    assert "cores=" in thread_settings() and "per query" in thread_settings()
