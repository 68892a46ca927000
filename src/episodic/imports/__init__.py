"""Importing a person's history and memories from other products (``memory.imports``).

:func:`read_export` reads a file of another product (a ChatGPT or Claude data export, JSONL of
messages, a mem0 or LangGraph store dump, a JSON list of memories); :class:`Imports` stores
what it holds, grounded in the person's own words (see docs/import.md).
"""

from __future__ import annotations

from episodic.imports.read import Source, guess_format, read_export
from episodic.imports.service import Imports

__all__ = ["Imports", "Source", "guess_format", "read_export"]
