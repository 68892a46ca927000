"""The faithfulness evaluation suite behind ``episodic eval``.

Scenarios (JSON files; the shipped ones live in ``episodic/evals/scenarios``) tell a memory a
short story through the public API and then check what it kept: the facts that were said,
nothing that was not, identifiers verbatim, repeats merged, corrections and expiry applied,
users and purposes kept apart, and recall that finds the right entry or nothing. See
docs/eval.md for the format and the exact metric definitions.

Example:
    >>> from episodic.evals import run, shipped, table
    >>> results = run(shipped()[:1])
    >>> print(table(results))  # doctest: +SKIP
"""

from __future__ import annotations

from episodic.evals.format import Scenario, load, parse
from episodic.evals.metrics import STAGES, Failure, ScenarioResult, Score, table
from episodic.evals.suite import from_folder, report, run, select, shipped

__all__ = [
    "STAGES",
    "Failure",
    "Scenario",
    "ScenarioResult",
    "Score",
    "from_folder",
    "load",
    "parse",
    "report",
    "run",
    "select",
    "shipped",
    "table",
]
