"""The command line as a real process: its command, its environment, and Ctrl-C mid-run."""

from __future__ import annotations

import os
import signal
import subprocess
import sys


def episodic(*args: str) -> list[str]:
    """The ``episodic`` command with these arguments, run by this interpreter."""
    return [sys.executable, "-m", "episodic.cli", *args]


def environment() -> dict[str, str]:
    """This environment, offline and with stderr unbuffered (progress lines come at once)."""
    return {**os.environ, "HF_HUB_OFFLINE": "1", "PYTHONUNBUFFERED": "1"}


def finished(command: list[str], *, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run ``command`` to its end; its exit code, stdout and stderr (as text)."""
    return subprocess.run(
        command, capture_output=True, text=True, env=environment(), timeout=timeout
    )


def interrupted(command: list[str], *, timeout: float = 300) -> tuple[int, list[str], str]:
    """Run ``command`` and press Ctrl-C once its first progress line says something is done;
    its exit code, every stderr line, and its stdout."""
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment()
    )
    assert process.stderr is not None
    lines = []
    for line in process.stderr:
        lines.append(line)
        if line.startswith("import: ") and not line.startswith("import: 0/"):
            process.send_signal(signal.SIGINT)
            break
    out, rest = process.communicate(timeout=timeout)
    return process.returncode, lines + rest.splitlines(keepends=True), out
