"""``python -m episodic.cli``: the same as the ``episodic`` command."""

from __future__ import annotations

from episodic.cli import main

main(prog_name="episodic")
