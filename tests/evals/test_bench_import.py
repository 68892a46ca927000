"""``python -m benchmarks import`` runs end to end on a small history (its numbers are read,
not judged, beyond what must hold: nothing unsupported grounded, a second run adds nothing)."""

from __future__ import annotations

import json
from typing import Any

from click.testing import CliRunner

from benchmarks.__main__ import main
from benchmarks.imports import history, run_import
from benchmarks.realmodel import bench_config
from tests.fakeserver import chat_completion, serve


def test_the_synthetic_history_holds_each_kind_of_record() -> None:
    chats, dump = history(30, 12)
    assert len(chats) == 31 and chats[-1] == chats[0]  # one conversation exported twice
    kinds = [m["metadata"]["kind"] for m in dump["results"]]
    assert kinds.count("verbatim") == kinds.count("paraphrase") == kinds.count("unsupported") == 4


def test_bench_import_reports_every_number() -> None:
    lines: list[str] = []
    results = run_import(30, 12, "test", lines.append)
    assert results["conversations_imported"] == 30 and results["conversations_skipped"] == 1
    assert results["entries_per_conversation"] > 0 and results["messages"] > 0
    assert results["grounded_verbatim"] == 1.0 and results["grounded_unsupported"] == 0.0
    assert results["quoted_share_of_history_entries"] == 1.0
    assert results["second_run_added"] == 0
    assert any("grounded" in line for line in lines)


def _quote_first_user_sentence(request: dict[str, Any]) -> tuple[int, Any]:
    """A served model that copies the turn's first user sentence (the compact request's
    reply), so grounding goes through what the model picked."""
    lines = request["messages"][-1]["content"].splitlines()
    said = next((line.removeprefix("user: ") for line in lines if line.startswith("user: ")), "")
    first = said.split(". ")[0].rstrip(".") + "." if said else ""
    return 200, chat_completion(json.dumps({"quotes": [first] if first else []}))


def test_bench_import_extracts_with_a_served_model() -> None:
    lines: list[str] = []
    with serve() as server:
        server.default = _quote_first_user_sentence
        results = run_import(
            12,
            6,
            "test",
            lines.append,
            llm="openai:scripted",
            llm_base_url=server.url,
            config=bench_config("auto", 256, 30.0, None),
            extraction_only=True,
        )
    # Every turn's extraction, and nothing else, went to the server, as configured.
    assert results["turns"] > 12 and results["requests_per_turn"] == 1.0
    assert len(server.requests) == results["turns"] and results["failed_jobs"] == 0
    assert {r["max_tokens"] for r in server.requests} == {256}
    assert results["input_tokens_per_turn"] == 11 and results["output_tokens_per_turn"] == 7
    assert results["grounded_verbatim"] == 1.0 and results["grounded_unsupported"] == 0.0
    assert results["second_run_added"] == 0
    assert any(line.startswith("  per turn (") and "1.00 model calls" in line for line in lines)


def test_bench_import_command_passes_the_model_settings() -> None:
    with serve() as server:
        server.default = _quote_first_user_sentence
        args = ["import", "--conversations", "3", "--memories", "3", "--embedder", "test"]
        args += ["--llm", "openai:scripted", "--llm-base-url", server.url]
        args += ["--llm-jobs", "extraction", "--llm-max-tokens", "128", "--llm-timeout", "20"]
        result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert server.requests and {r["max_tokens"] for r in server.requests} == {128}
    assert "1.00 model calls" in result.output
