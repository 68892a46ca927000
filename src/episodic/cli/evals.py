"""``episodic eval``: run the faithfulness scenarios and print one metric table."""

from __future__ import annotations

import json
from pathlib import Path

import click

from episodic.cli.failures import FAILED
from episodic.cli.jobs import llm_base_url_option, llm_option, model_options
from episodic.evals import from_folder, report, run, select, shipped, table
from episodic.evals.metrics import ScenarioResult, total_cost
from episodic.evals.runner import OFFLINE
from episodic.server.settings import ModelOptions


@click.command(name="eval")
@click.option(
    "--scenario",
    "names",
    multiple=True,
    help="Run only this scenario (repeat for several). Default: all.",
)
@click.option(
    "--scenarios",
    "folder",
    type=click.Path(path_type=Path),
    default=None,
    help="A folder of your own *.json scenario files instead of the shipped ones.",
)
@llm_option
@llm_base_url_option
@click.option(
    "--embedder",
    default="test",
    show_default=True,
    help="Embedder: test (deterministic, no model), local, openai:<model>, ...",
)
@click.option(
    "--by",
    type=click.Choice(["scenario", "category"]),
    default="scenario",
    show_default=True,
    help="One table row per scenario or per category (and always an overall row).",
)
@click.option(
    "--json",
    "json_file",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="Also write every metric, count and failure to this JSON file.",
)
@model_options
def evals(
    names: tuple[str, ...],
    folder: Path | None,
    llm: str,
    llm_base_url: str | None,
    embedder: str,
    by: str,
    json_file: Path | None,
    model: ModelOptions,
) -> None:
    """Check what memory keeps: scenarios told through the public API, then scored.

    Offline (the default) each scenario's scripted model replies stand in for the extraction
    model, and any failed expectation exits with 1 so CI catches a regression. With --llm a
    real model extracts instead (its scores are reported; the exit code stays 0); --llm
    offline runs the offline extractor, which needs no model. Metrics and the scenario
    format: docs/eval.md.
    """
    scenarios = select(shipped() if folder is None else from_folder(folder), names)
    mode = {"": "offline (scripted replies)", "offline": "the offline extractor"}.get(
        llm, f"online ({llm})"
    )
    click.echo(
        f"episodic eval: {len(scenarios)} scenario(s), {mode}, embedder {embedder}", err=True
    )
    results = run(
        scenarios,
        embedder=embedder,
        llm=llm or None,
        llm_base_url=llm_base_url,
        config=model.config(),
        on_result=_progress,
    )
    click.echo(table(results, by))
    if llm and llm != OFFLINE:
        cost = total_cost(results)
        click.echo(
            f"\nModel cost: {cost['requests_per_turn']:.2f} calls, "
            f"{cost['input_tokens_per_turn']:.0f} tokens in, "
            f"{cost['output_tokens_per_turn']:.0f} out and {cost['seconds_per_turn']:.2f} s "
            f"per turn ({cost['turns']:.0f} turns)."
        )
    _failures(results)
    if json_file is not None:
        kind = {"": "offline", OFFLINE: "offline extractor"}.get(llm, "online")
        data = report(results, mode=kind, embedder=embedder)
        data["llm"] = llm or None
        json_file.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", "utf-8")
        click.echo(f"Wrote {json_file}.", err=True)
    failed = [result.name for result in results if not result.passed]
    if failed and not llm:
        raise click.exceptions.Exit(FAILED)


def _progress(result: ScenarioResult) -> None:
    verdict = "ok" if result.passed else "FAILED"
    click.echo(f"  {result.name}: {verdict} ({result.seconds:.2f} s)", err=True)


def _failures(results: list[ScenarioResult]) -> None:
    lines = [
        f"  {result.name}: {failure.check} {failure.what!r} lost at {failure.stage}"
        + (f" ({failure.detail})" if failure.detail else "")
        + ("" if failure.hard else " [known gap or soft query: not failing]")
        for result in results
        for failure in result.failures
    ]
    if lines:
        click.echo("\nFailures (stage that lost each):")
        click.echo("\n".join(lines))
