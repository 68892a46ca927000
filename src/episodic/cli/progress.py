"""Progress of long commands on stderr, readable in a terminal and in a log."""

from __future__ import annotations

import sys
import time

import click


class Progress:
    """Progress on stderr: a bar on a terminal; otherwise a line per tenth of the work or
    every few seconds, whichever comes first."""

    def __init__(self, label: str, unit: str, every_seconds: float = 5.0) -> None:
        self.label, self.unit, self.every = label, unit, every_seconds
        self.done, self.total = 0, 0
        self._printed_tenth = -1
        self._printed_at = time.monotonic()
        self._terminal = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        if self._terminal:
            click.echo(f"\r{self.label}: {done}/{total} {self.unit}", err=True, nl=False)
            return
        tenth = 10 * done // total if total else 10
        now = time.monotonic()
        if tenth > self._printed_tenth or now - self._printed_at >= self.every:
            self._printed_tenth, self._printed_at = tenth, now
            click.echo(f"{self.label}: {done}/{total} {self.unit}", err=True)

    def finish(self) -> None:
        """End the terminal's progress line."""
        if self._terminal and self.total:
            click.echo("", err=True)
