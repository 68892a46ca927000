"""Progress of long commands on stderr, readable in a terminal and in a log.

On a terminal it is a bar redrawn in place, with the share done, the rate and the time left;
in a log (stderr not a terminal) it is a line per tenth of the work or every few seconds. It is
drawn here with click rather than with rich or tqdm: one small class, no extra dependency, and
the log form stays greppable (``import: 25/25 items committed``).
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import click

from episodic.cli.failures import INTERRUPTED, Failure

#: Characters in the bar itself.
BAR_WIDTH = 24


class Progress:
    """Progress on stderr: a bar on a terminal; otherwise a line per tenth of the work or
    every few seconds, whichever comes first. Call it with ``(done, total)``; ``finish()`` at
    the end.

    Args:
        label: What the command does (``"import"``).
        unit: What is counted, in words (``"items committed"``).
        every_seconds: In a log, the longest wait between two lines.
        terminal: Draw the bar (default: whether stderr is a terminal).
    """

    def __init__(
        self,
        label: str,
        unit: str,
        every_seconds: float = 5.0,
        *,
        terminal: bool | None = None,
    ) -> None:
        self.label, self.unit, self.every = label, unit, every_seconds
        self.done, self.total = 0, 0
        self._printed_tenth = -1
        self._started = self._printed_at = time.monotonic()
        self._terminal = sys.stderr.isatty() if terminal is None else terminal

    def __call__(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        now = time.monotonic()
        if self._terminal:
            click.echo(f"\r{self.bar(now - self._started)}", err=True, nl=False)
            return
        tenth = 10 * done // total if total else 10
        if tenth > self._printed_tenth or now - self._printed_at >= self.every:
            self._printed_tenth, self._printed_at = tenth, now
            click.echo(f"{self.label}: {done}/{total} {self.unit}", err=True)

    def bar(self, elapsed: float) -> str:
        """The terminal line after ``elapsed`` seconds: ``import [######------] 50% 5/10
        items committed, 2.0/s, 3 s left``."""
        done, total = self.done, self.total
        share = min(1.0, done / total) if total else 1.0
        filled = round(share * BAR_WIDTH)
        line = (
            f"{self.label} [{'#' * filled}{'-' * (BAR_WIDTH - filled)}] {share:4.0%} "
            f"{done}/{total} {self.unit}"
        )
        if elapsed > 0 and done:
            rate = done / elapsed
            line += f", {rate:.1f}/s"
            if done < total:
                line += f", {_duration((total - done) / rate)} left"
        return line

    def finish(self) -> None:
        """End the terminal's progress line."""
        if self._terminal and self.total:
            click.echo("", err=True)


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds // 60:.0f} min {seconds % 60:.0f} s"
    return f"{seconds // 3600:.0f} h {seconds % 3600 // 60:.0f} min"


class Stopped(Exception):
    """Ctrl-C was pressed; raised between commits, once the current one is done."""


@contextmanager
def stoppable(progress: Progress) -> Iterator[Callable[[int, int], None]]:
    """An ``on_progress`` for a long write that draws ``progress`` and, after the first Ctrl-C,
    raises :class:`Stopped` at the next commit (a second Ctrl-C stops at once)."""
    stop = threading.Event()

    def on_interrupt(*_: object) -> None:
        stop.set()
        signal.signal(signal.SIGINT, signal.default_int_handler)
        click.echo("Stopping after the current batch (Ctrl-C again stops at once).", err=True)

    def on_progress(done: int, total: int) -> None:
        progress(done, total)
        if stop.is_set():
            raise Stopped

    main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, on_interrupt) if main else None
    try:
        yield on_progress
    finally:
        if main:
            signal.signal(signal.SIGINT, previous)


def interrupted(committed: str, unit: str) -> Failure:
    """The failure of a write stopped by Ctrl-C: what was committed, and how to resume."""
    return Failure(
        f"interrupted: {committed} {unit} were committed. Run the same command again to "
        f"resume; committed {unit} are not stored twice.",
        INTERRUPTED,
    )
