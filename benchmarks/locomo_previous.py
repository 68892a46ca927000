"""The previous release's row of the LoCoMo tables (``--previous SRC``).

The same benchmark runs in a child process whose ``episodic`` is the one in ``SRC`` (a
checkout's ``src`` folder, e.g. a worktree of the last release), asking only its own ranker
(``ours``, and ``ours + facts`` in messages mode) and writing every answer to a file
(:func:`child`). The answers are scored here with the same code as every other row, so the
table compares the two releases on the same questions, the same embedder and, with
``--embed-cache``, the same vectors.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from benchmarks.locomo import ModeResult

_CHILD = "import sys; from benchmarks.locomo_previous import child; child(sys.argv[1:])"
#: Rows the child's rankers become.
_RENAMED = {"ours": "previous", "facts": "previous+facts"}


def add_previous(
    results: dict[str, ModeResult],
    data: Path,
    chosen: tuple[Sequence[int], str | None],
    embedder: str,
    paths: tuple[str, str | None],
    echo: Callable[[str], None],
) -> None:
    """Run each mode of ``results`` with the release in ``paths[0]`` and add its rows.

    Args:
        results: This run's results, by mode; each gains the previous release's rows.
        data: The LoCoMo file.
        chosen: The conversations' numbers, and the text they were given as.
        embedder: The embedder's spec string.
        paths: The previous release's ``src`` folder, and the embedding cache (or None).
        echo: Where progress goes.
    """
    from benchmarks.locomo import load_conversations

    source, cache = paths
    conversations = load_conversations(data)
    root = Path(__file__).resolve().parents[1]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(Path(source).resolve()), str(root)]))
    for mode, result in results.items():
        with tempfile.TemporaryDirectory(prefix="episodic-previous-") as folder:
            out = Path(folder) / "orders.json"
            # Not ``-m benchmarks``: the command line imports every benchmark, and one may
            # need a module the previous release does not have.
            command = [sys.executable, "-c", _CHILD, str(data), mode, embedder, str(out)]
            command += [
                "ours,facts" if mode == "messages" else "ours",
                chosen[1] or "",
                cache or "",
            ]
            echo(f"previous release ({source}), mode {mode}: running")
            done = subprocess.run(command, env=env, cwd=root, capture_output=True, text=True)
            if done.returncode != 0:
                raise RuntimeError(f"the previous release failed:\n{done.stderr[-3000:]}")
            orders = json.loads(out.read_text())[mode]
        for name, answers in orders.items():
            replay = iter(answers)
            for number in chosen[0]:
                for question in conversations[number].questions:
                    units = [frozenset(unit) for unit in next(replay)]
                    result.add(_RENAMED[name], units, question, number)


def child(args: Sequence[str]) -> None:
    """The child process: ``data mode embedder orders rankers conversations cache``, the
    last two possibly empty; runs the benchmark and writes every answer to ``orders``."""
    from benchmarks.locomo import run_locomo

    data, mode, embedder, orders, rankers, conversations, cache = args
    run_locomo(
        Path(data),
        [mode],
        embedder,
        lambda line: None,
        conversations=conversations or None,
        rankers=tuple(rankers.split(",")),
        orders_path=orders,
        embed_cache=cache or None,
    )
