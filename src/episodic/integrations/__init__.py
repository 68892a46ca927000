"""Adapters that put episodic behind the interfaces agent frameworks already use.

Each module wraps one framework and is imported only by name, so ``import episodic`` never
imports a framework; each needs its own extra (``pip install 'episodic-ai[<extra>]'``). The
scope is always bound by the application when it builds an adapter, never taken from a
model's arguments. See docs/integrations.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from episodic import missing_extra


@contextmanager
def framework(what: str, extra: str) -> Iterator[None]:
    """Around an adapter's imports of its framework: a missing package becomes the error that
    names the extra installing it (``what`` needs it)."""
    try:
        yield
    except ImportError as exc:  # pragma: no cover - the message is the point
        raise missing_extra(what, extra, exc.name) from exc
