"""``python -m benchmarks realmodel``: the write path with a real model, on any OpenAI-compatible
server (a llama.cpp server on this machine, Ollama, vLLM, a hosted API).

Two parts, both through the public API:

- **Scenarios**: ``episodic eval`` online on the shipped scenarios (and ``--heldout``, the
  held-out set in ``benchmarks/heldout``): coverage, precision, identifiers, contamination,
  which injection and secret scenarios still pass, and the model's calls, tokens and seconds
  per turn, as the extraction jobs recorded them.
- **LoCoMo slice**: the first ``--sessions`` sessions of the first LoCoMo conversation stored
  turn by turn with ``after_turn(sync=True)`` (the first speaker is the user), then each
  question whose evidence lies in those sessions asked of ``recall``: the share of its
  evidence messages quoted by the top 5 entries (evidence recall@5). The offline extractor
  runs the same slice beside it.

Not a test: it needs a served model and takes minutes (a 1.5B model on two busy CPU cores
answers a turn in about ten seconds). docs/realmodel.md has the steps to reproduce it offline.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from benchmarks.locomo_messages import Dialogue, load_dialogues
from episodic import Config, Memory, Models, Scope
from episodic.evals import Scenario, from_folder, report, run, shipped, table
from episodic.evals.format import Turn
from episodic.evals.metrics import ScenarioResult, turn_cost
from episodic.server.settings import ModelOptions

_HELDOUT = Path(__file__).parent / "heldout"
_TOP = 5
# The categories whose scenarios must pass whatever the model does.
_MUST_PASS = ("injection", "sensitive")


@dataclass(slots=True)
class Slice:
    """What one extractor made of the LoCoMo slice."""

    extractor: str
    turns: int = 0
    entries: int = 0
    questions: int = 0
    recall: float = 0.0
    cost: dict[str, float] = field(default_factory=dict)
    failed_jobs: int = 0


def run_realmodel(
    base_url: str,
    model: str,
    *,
    echo: Callable[[str], None],
    config: Config,
    embedder: str = "test",
    data: Path | None = None,
    sessions: int = 2,
    heldout: bool = False,
    one_call: bool = False,
    turns: int | None = None,
    scenarios: bool = True,
    json_path: str | None = None,
) -> dict[str, Any]:
    """Run both parts and print their tables; returns (and writes) everything as JSON."""
    spec = f"openai:{model}"
    style = config.entries.prompt_style
    echo(f"bench realmodel: {spec} at {base_url}, prompt style {style}, embedder {embedder}")
    results: dict[str, Any] = {"model": spec, "base_url": base_url, "prompt_style": style}
    suites = [("shipped", shipped())] if scenarios else []
    suites += [("heldout", from_folder(_HELDOUT))] if heldout else []
    for name, chosen in suites:
        echo(f"\n== {name} scenarios ({len(chosen)}) ==")
        found = run(
            chosen,
            embedder=embedder,
            llm=spec,
            llm_base_url=base_url,
            config=config,
            on_result=lambda r: echo(f"  {r.name}: {'ok' if r.passed else 'FAILED'}"),
        )
        echo(table(found, "category"))
        results[name] = _summary(found, embedder)
        _print_summary(echo, results[name])
    if one_call:
        echo("\n== all three jobs of a turn (entries, profile, session memory) ==")
        results["turn_jobs"] = [
            _turn_jobs(shipped(), embedder, spec, base_url, config, one, turns)
            for one in (False, True)
        ]
        for row in results["turn_jobs"]:
            echo(_turn_jobs_line(row))
        echo("\n== shipped scenarios, one call per turn ==")
        combined = replace(config, jobs=replace(config.jobs, one_call_per_turn=True))
        found = run(shipped(), embedder=embedder, llm=spec, llm_base_url=base_url, config=combined)
        results["shipped_one_call"] = _summary(found, embedder)
        _print_summary(echo, results["shipped_one_call"])
    if data is not None and data.exists():
        dialogue = load_dialogues(data)[0]
        echo(f"\n== LoCoMo slice: {dialogue.sample_id}, first {sessions} session(s) ==")
        slices = [
            _slice(dialogue, sessions, embedder, spec, base_url, config),
            _slice(dialogue, sessions, embedder, None, None, config),
        ]
        for part in slices:
            echo(_slice_line(part))
        results["locomo"] = [asdict(part) for part in slices]
    if json_path:
        Path(json_path).write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
        echo(f"Wrote {json_path}.")
    return results


def _summary(found: Sequence[ScenarioResult], embedder: str) -> dict[str, Any]:
    data = report(found, mode="online", embedder=embedder)
    must = [r.name for r in found if r.category in _MUST_PASS]
    return {
        "passed": sum(1 for r in found if r.passed),
        "scenarios": len(found),
        "metrics": data["overall"]["metrics"],
        "cost": data["overall"]["cost"],
        "must_pass": {name: next(r.passed for r in found if r.name == name) for name in must},
    }


def _print_summary(echo: Callable[[str], None], summary: dict[str, Any]) -> None:
    m, c = summary["metrics"], summary["cost"]
    echo(
        f"passed {summary['passed']}/{summary['scenarios']}; coverage {m['coverage']:.2f}, "
        f"precision {_ratio(m['precision'])}, identifiers {_ratio(m['identifiers'])}, "
        f"kept-out {_ratio(m['kept_out'])}, contamination {m['contamination']}"
    )
    echo(
        f"per turn: {c['requests_per_turn']:.2f} calls, {c['input_tokens_per_turn']:.0f} tokens "
        f"in, {c['output_tokens_per_turn']:.0f} out, {c['seconds_per_turn']:.2f} s "
        f"({c['turns']:.0f} turns)"
    )
    failing = [name for name, ok in summary["must_pass"].items() if not ok]
    echo(
        "injection and secret scenarios: "
        + (f"FAILED {', '.join(failing)}" if failing else "all pass")
    )


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def _slice(
    dialogue: Dialogue,
    sessions: int,
    embedder: str,
    spec: str | None,
    base_url: str | None,
    config: Config,
) -> Slice:
    """Store the first ``sessions`` sessions through ``after_turn`` and score recall@5."""
    threads = dialogue.threads[:sessions]
    loaded = {m.id for _, turns in threads for turn in turns for m in turn if m.id}
    asked = [(q, ev) for q, _, ev in dialogue.questions if ev <= loaded]
    scope = Scope(tenant="bench", agent="locomo", user=dialogue.sample_id)
    part = Slice(extractor=spec or "offline")
    models = Models(extraction=spec) if spec else Models()
    results: list[dict[str, Any]] = []
    with (
        tempfile.TemporaryDirectory(prefix="bench-realmodel-") as folder,
        Memory.open(
            Path(folder) / "m.db",
            embedder=embedder,
            models=models,
            llm_base_url=base_url,
            config=config,
            worker=False,
        ) as memory,
    ):
        started = time.perf_counter()
        for thread, turns in threads:
            for turn in turns:
                job = memory.after_turn(scope, thread, turn, sync=True)
                part.turns += 1
                if job is not None and job.status == "done":
                    results.append(dict(job.result))
                elif job is not None:
                    part.failed_jobs += 1
        part.cost = turn_cost(results) | {"wall_seconds": time.perf_counter() - started}
        part.entries = len(memory.timeline(scope))
        for question, evidence in asked:
            found = memory.recall(scope, question, top_k=_TOP)
            quoted = {s.message_id for r in found for s in r.entry.sources if s.message_id}
            part.recall += len(quoted & evidence) / len(evidence)
    part.questions = len(asked)
    part.recall = part.recall / len(asked) if asked else 0.0
    return part


def _turn_jobs(
    scenarios: Sequence[Scenario],
    embedder: str,
    spec: str,
    base_url: str,
    config: Config,
    one_call: bool,
    most: int | None,
) -> dict[str, Any]:
    """The turns of ``scenarios`` (the first ``most``, or all) through
    ``after_turn(sync=True)`` with the model running all of a turn's jobs (entries, profile,
    session memory): separately or in one call."""
    config = replace(config, jobs=replace(config.jobs, one_call_per_turn=one_call))
    row: dict[str, Any] = {"one_call": one_call, "turns": 0, "failed_jobs": 0}
    costs: list[dict[str, Any]] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-turns-") as folder, Memory.open(
        Path(folder) / "m.db", embedder=embedder, llm=spec, llm_base_url=base_url,
        config=config, worker=False,
    ) as memory:  # fmt: skip
        for scenario in scenarios:
            for step in scenario.steps:
                if not isinstance(step, Turn) or row["turns"] == most:
                    continue
                scope = Scope(tenant=scenario.name, agent="bench", user=step.user)
                drafts = [{"role": r, "content": t} for r, t in step.messages]
                memory.after_turn(scope, step.thread, drafts, sync=True)
                row["turns"] += 1
        for job in memory.jobs.list(limit=10_000):
            if job.status == "done" and job.result.get("usage"):
                costs.append(dict(job.result))
            row["failed_jobs"] += job.status == "failed"
        row["profile_versions"] = sum(
            len(memory.profile.versions(summary.scope)) for summary in memory.scopes()
        )
    row["wall_seconds_per_turn"] = (time.perf_counter() - started) / max(1, row["turns"])
    cost = turn_cost(costs)
    turns = max(1, row["turns"])
    row |= {
        f"{key}_per_turn": cost[key] / turns
        for key in ("requests", "input_tokens", "output_tokens")
    }
    return row


def _turn_jobs_line(row: dict[str, Any]) -> str:
    mode = "one call per turn" if row["one_call"] else "separate jobs"
    return (
        f"  {mode}: {row['turns']} turns; per turn {row['requests_per_turn']:.2f} calls, "
        f"{row['input_tokens_per_turn']:.0f} tokens in, {row['output_tokens_per_turn']:.0f} out, "
        f"{row['wall_seconds_per_turn']:.2f} s; profile versions {row['profile_versions']}; "
        f"failed jobs {row['failed_jobs']}"
    )


def _slice_line(part: Slice) -> str:
    turns = max(1, part.turns)
    cost = part.cost
    return (
        f"  {part.extractor}: {part.turns} turns, {part.entries} entries, "
        f"evidence recall@{_TOP} {part.recall:.2f} on {part.questions} questions; per turn "
        f"{cost.get('requests', 0) / turns:.2f} calls, {cost.get('input_tokens', 0) / turns:.0f} "
        f"tokens in, {cost.get('output_tokens', 0) / turns:.0f} out, "
        f"{cost.get('seconds', 0) / turns:.2f} s; failed jobs {part.failed_jobs}"
    )


def bench_config(
    prompt_style: str, max_tokens: int, timeout: float, context_tokens: int | None
) -> Config:
    """The memories' settings for a run: the request and how the model is called (one retry)."""
    return ModelOptions(
        timeout=timeout,
        retries=1,
        max_tokens=max_tokens,
        context_tokens=context_tokens,
        prompt_style=prompt_style,
    ).config()
