"""Find scenarios, run them, and report: the shipped suite or a folder of your own."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from episodic import Config, Embedder, Memory, ValidationError
from episodic.evals.checks import evaluate
from episodic.evals.format import Scenario, load, parse
from episodic.evals.metrics import ScenarioResult, rows, stage_counts, total_cost, turn_cost
from episodic.evals.runner import OFFLINE, online_model, play


def shipped() -> list[Scenario]:
    """The scenarios that ship with the package, by file name."""
    folder = resources.files("episodic.evals").joinpath("scenarios")
    found = []
    for item in sorted(folder.iterdir(), key=lambda entry: entry.name):
        if item.name.endswith(".json"):
            found.append(parse(json.loads(item.read_text(encoding="utf-8")), item.name))
    return found


def from_folder(folder: Path) -> list[Scenario]:
    """Every ``*.json`` scenario in ``folder``.

    Raises:
        ValidationError: The folder holds no scenario, or a file is malformed (named).
    """
    if not folder.is_dir():
        raise ValidationError(f"--scenarios {str(folder)!r} is not a folder of *.json files.")
    files = sorted(folder.glob("*.json"))
    if not files:
        raise ValidationError(f"--scenarios {str(folder)!r} holds no *.json scenario file.")
    return [load(path) for path in files]


def select(scenarios: Sequence[Scenario], names: Sequence[str]) -> list[Scenario]:
    """The scenarios named (all when ``names`` is empty); two with one name is an error."""
    seen: dict[str, Scenario] = {}
    for scenario in scenarios:
        if scenario.name in seen:
            raise ValidationError(
                f"two scenarios are named {scenario.name!r} ({seen[scenario.name].source} and "
                f"{scenario.source}); rename one."
            )
        seen[scenario.name] = scenario
    missing = [name for name in names if name not in seen]
    if missing:
        raise ValidationError(
            f"no scenario named {missing[0]!r}; known: {', '.join(sorted(seen))}."
        )
    return [seen[name] for name in names] if names else list(seen.values())


def make_embedder(spec: str | Embedder) -> Embedder:
    """The embedder a spec names, built once and shared by every scenario."""
    if not isinstance(spec, str):
        return spec
    with Memory.open(":memory:", embedder=spec, worker=False) as probe:
        return probe.embedder


def run(
    scenarios: Sequence[Scenario],
    *,
    embedder: str | Embedder = "test",
    llm: str | None = None,
    llm_base_url: str | None = None,
    config: Config | None = None,
    on_result: Callable[[ScenarioResult], None] | None = None,
) -> list[ScenarioResult]:
    """Run ``scenarios``: offline with their scripted replies, with the offline extractor
    (``llm="offline"``), or online with a model ``llm`` names.

    Args:
        scenarios: From :func:`shipped` or :func:`from_folder`.
        embedder: An embedder spec (``"test"``, ``"local"``, ...) or instance.
        llm: ``"openai:<model>"`` or ``"anthropic:<model>"``: ask it instead of the scripts;
            ``"offline"``: the offline extractor, no model.
        llm_base_url: An OpenAI-compatible server for ``llm``.
        config: The memories' settings (``providers`` also sets how ``llm`` is called,
            ``entries.prompt_style`` which request it gets).
        on_result: Called after each scenario (for progress).
    """
    vectors = make_embedder(embedder)
    providers = None if config is None else config.providers
    real: Any = llm if llm in (None, OFFLINE) else online_model(llm, llm_base_url, providers)
    results = []
    for scenario in scenarios:
        started = time.perf_counter()
        with play(scenario, vectors, real, config=config) as played:
            score, failures, stopped = evaluate(played)
        result = ScenarioResult(scenario.name, scenario.category, score, failures, stopped)
        result.seconds = time.perf_counter() - started
        result.cost = turn_cost([turn.result for turn in played.turns])
        results.append(result)
        if on_result is not None:
            on_result(result)
    return results


def report(results: Sequence[ScenarioResult], *, mode: str, embedder: str) -> dict[str, Any]:
    """Everything as JSON-ready data: settings, per-scenario results, overall and by category."""
    overall = rows(results, "scenario")[-1]
    return {
        "mode": mode,
        "embedder": embedder,
        "passed": all(result.passed for result in results),
        "overall": {
            "metrics": overall[1].metrics(),
            "stages": dict(stage_counts(overall[2])),
            "cost": total_cost(results),
        },
        "categories": {
            key: {"metrics": score.metrics(), "stages": dict(stage_counts(failures))}
            for key, score, failures in rows(results, "category")[:-1]
        },
        "scenarios": [result.to_dict() for result in results],
    }
