"""``python -m benchmarks gate``: score a gate on the corpora and on LoCoMo turns."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path

from benchmarks.gate.common import DEVELOPMENT, HALVES, Kind
from benchmarks.gate.corpus import cases
from benchmarks.gate.score import (
    Echo,
    Gate,
    MissingData,
    locomo_false_positives,
    print_report,
    score,
)


def run_gate(
    gate: Gate,
    kinds: Sequence[Kind],
    half: str,
    echo: Echo,
    *,
    show_held_misses: bool = False,
    locomo: Path | None = None,
    locomo_limit: int | None = None,
    json_path: str | None = None,
) -> dict[str, object]:
    """Score ``gate`` on each kind's ``half`` (``tune``, ``held``, ``fresh``, ``final``,
    ``sealed``, ``blind``, ``unseen``, ``hidden``, ``covert``, ``latent``, ``veiled``,
    ``masked``, ``cloaked``, ``both`` for tune and held, or ``all`` for the four before sealed),
    print the tables (tune misses always, the other splits' misses only when asked), then the
    LoCoMo rates."""
    halves = {"both": list(HALVES), "all": list(DEVELOPMENT)}.get(half, [half])
    results: dict[str, object] = {}
    for kind in kinds:
        for one in halves:
            started = time.perf_counter()
            report = score(kind, one, cases(kind, one), gate)
            show = one == "tune" or show_held_misses
            print_report(report, echo, show_misses=show)
            echo(f"   ({time.perf_counter() - started:.1f} s)")
            results[f"{kind}/{one}"] = {
                "summary": report.summary(),
                "by_subkind": report.breakdown(lambda c: c.subkind + ("+" if c.positive else "-")),
                "by_language": report.breakdown(lambda c: c.language),
            }
    if locomo is not None:
        try:
            rates = locomo_false_positives(
                gate.screen, gate.injection_outcome, locomo, limit=locomo_limit
            )
        except MissingData as missing:
            echo(f"\nLoCoMo skipped: {missing}")
        else:
            echo(
                f"\n== LoCoMo turns: {rates.turns}; secret screen altered or refused "
                f"{rates.secret_altered} ({100 * rates.secret_altered_share:.2f}%), "
                f"injection check held or refused {rates.injection_held} "
                f"({100 * rates.injection_held_share:.2f}%)"
            )
            for label, texts in (
                ("altered", rates.altered_examples),
                ("held", rates.held_examples),
            ):
                for text in texts:
                    echo(f"   {label}: {json.dumps(text, ensure_ascii=False)[:160]}")
            results["locomo"] = {
                **asdict(rates),
                "secret_altered_share": rates.secret_altered_share,
                "injection_held_share": rates.injection_held_share,
            }
    if json_path:
        Path(json_path).write_text(json.dumps(results, indent=2, ensure_ascii=False))
    return results
