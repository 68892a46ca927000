"""How the SQLite store writes timestamps: fixed-width UTC text, so text order is time order."""

from __future__ import annotations

from datetime import UTC, datetime

from episodic.errors import ValidationError


def format_time(moment: datetime) -> str:
    """A fixed-width UTC ISO-8601 string, so text order is time order."""
    if moment.tzinfo is None:
        raise ValidationError("Timestamps must be timezone-aware (e.g. datetime.now(UTC)).")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> datetime:
    """Inverse of :func:`format_time`."""
    return datetime.fromisoformat(text)
