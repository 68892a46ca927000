"""Validation of direct writes (``remember``, ``remember_many``): refuse bad input whole.

Unlike extracted notes, which are cut to length, a direct write that is too long is refused:
the caller wrote it and can shorten it.
"""

from __future__ import annotations

import json
from datetime import datetime

from episodic.config import EntriesConfig
from episodic.entries.dedupe import Prepared
from episodic.errors import ValidationError
from episodic.models import (
    SOURCE_LABELS,
    Evidence,
    NewEntry,
    Role,
    Scope,
    SourceDraft,
    SourceLabel,
    content_hash,
    normalize_content,
)


def prepare(
    config: EntriesConfig, scope: Scope, item: NewEntry, now: datetime, index: int
) -> Prepared:
    """Check and normalize one item; raise :class:`ValidationError` naming what is wrong."""
    where = f"item {index}: " if index else ""
    if not isinstance(item.content, str):
        raise ValidationError(f"{where}content must be a string.")
    content = normalize_content(item.content)
    if not content:
        raise ValidationError(f"{where}content is empty; there is nothing to remember.")
    if len(content) > config.max_length:
        raise ValidationError(
            f"{where}content is {len(content)} characters; the limit is "
            f"{config.max_length} (EntriesConfig.max_length). Shorten it or split "
            "it into separate entries."
        )
    if item.source not in SOURCE_LABELS:
        raise ValidationError(
            f"{where}unknown source label {item.source!r}; use one of {list(SOURCE_LABELS)}."
        )
    occurred_at = item.occurred_at or now
    if occurred_at.tzinfo is None:
        raise ValidationError(f"{where}occurred_at must be timezone-aware.")
    if item.expires_at is not None and item.expires_at.tzinfo is None:
        raise ValidationError(f"{where}expires_at must be timezone-aware.")
    if not isinstance(item.kind, str) or not item.kind.strip():
        raise ValidationError(f"{where}kind must be a non-empty string such as 'case'.")
    metadata = dict(item.metadata or {})
    try:
        json.dumps(metadata)
    except (TypeError, ValueError) as exc:
        raise ValidationError(f"{where}metadata must be JSON-serializable: {exc}") from exc
    label: SourceLabel = item.source  # narrowed by the SOURCE_LABELS check above
    return Prepared(
        scope=scope,
        content=content,
        content_hash=content_hash(content),
        occurred_at=occurred_at,
        expires_at=item.expires_at,
        kind=item.kind,
        thread_id=item.thread,
        metadata=metadata,
        sources=_sources(config, item, label, where),
    )


def _sources(
    config: EntriesConfig, item: NewEntry, label: SourceLabel, where: str
) -> tuple[SourceDraft, ...]:
    default_role: Role = "assistant" if label == "verified_assistant_finding" else "user"
    raw = item.evidence
    pieces: tuple[Evidence, ...]
    if raw is None:
        return (SourceDraft(label=label, thread_id=item.thread, role=None),)
    if isinstance(raw, str):
        pieces = (Evidence(text=raw),)
    elif isinstance(raw, Evidence):
        pieces = (raw,)
    else:
        pieces = tuple(raw)
    drafts = []
    for piece in pieces:
        if not isinstance(piece, Evidence) or not isinstance(piece.text, str):
            raise ValidationError(f"{where}evidence must be a string or Evidence objects.")
        if not piece.text.strip():
            raise ValidationError(f"{where}evidence is empty; quote the text that backs it.")
        if len(piece.text) > config.max_evidence_length:
            raise ValidationError(
                f"{where}evidence is longer than {config.max_evidence_length} characters."
            )
        if piece.role not in (None, "user", "assistant"):
            raise ValidationError(f"{where}evidence role must be 'user' or 'assistant'.")
        drafts.append(
            SourceDraft(
                label=label,
                evidence=piece.text,
                thread_id=item.thread,
                message_id=piece.message_id,
                role=piece.role or default_role,
                start=piece.start,
                end=piece.end,
            )
        )
    return tuple(drafts)
