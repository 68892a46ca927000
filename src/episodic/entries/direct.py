"""Validation of direct writes (``remember``, ``remember_many``): refuse bad input whole.

Unlike extracted notes, which are cut to length, a direct write that is too long is refused:
the caller wrote it and can shorten it. The rules themselves live in
:mod:`episodic.models.validation`.
"""

from __future__ import annotations

from datetime import datetime

from episodic.config import EntriesConfig, GovernanceConfig, LimitsConfig
from episodic.entries.policy import event_fields
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
from episodic.models.entries import Note
from episodic.models.validation import (
    check_dates,
    check_id,
    check_metadata,
    check_optional_id,
    check_optional_time,
    check_sequence,
    check_text,
    visible,
)

_LIMITS = LimitsConfig()
_GOVERNANCE = GovernanceConfig()


def prepare(
    config: EntriesConfig,
    scope: Scope,
    item: NewEntry,
    now: datetime,
    index: int,
    *,
    limits: LimitsConfig = _LIMITS,
    governance: GovernanceConfig = _GOVERNANCE,
) -> Note:
    """Check and normalize one item; raise :class:`ValidationError` naming what is wrong."""
    where = f"item {index}: " if index else ""
    content = check_dates(check_text(item.content, f"{where}content"), f"{where}content")
    content = normalize_content(content)
    if len(content) > config.max_length:
        raise ValidationError(
            f"{where}content is {len(content)} characters; the limit is "
            f"{config.max_length} (EntriesConfig.max_length). Shorten it or split "
            "it into separate entries."
        )
    if item.source not in SOURCE_LABELS:
        raise ValidationError(
            f"{where}unknown source label {item.source!r:.60}; use one of {list(SOURCE_LABELS)}."
        )
    label: SourceLabel = item.source
    if not isinstance(item.kind, str) or not visible(item.kind):
        raise ValidationError(f"{where}kind must be a non-empty string such as 'case'.")
    occurred_at = check_optional_time(item.occurred_at, f"{where}occurred_at") or now
    expires_at = _expiry(item, occurred_at, where)
    metadata = check_metadata(
        item.metadata, f"{where}metadata", max_bytes=limits.max_metadata_bytes
    )
    return Note(
        scope=scope,
        content=content,
        content_hash=content_hash(content),
        occurred_at=occurred_at,
        expires_at=expires_at,
        kind=check_id(item.kind, f"{where}kind"),
        thread_id=check_optional_id(item.thread, f"{where}thread"),
        metadata=metadata,
        sources=_sources(config, item, label, where),
        event=event_fields(
            governance,
            scope,
            label,
            actor=item.actor,
            confidence=item.confidence,
            source_trust=item.source_trust,
            privacy_class=item.privacy_class,
            purpose=item.purpose,
            resource_refs=item.resource_refs,
            where=where,
        ),
    )


def _expiry(item: NewEntry, occurred_at: datetime, where: str) -> datetime | None:
    """The item's ``expires_at``, refused before it happened: it would never be seen."""
    expires_at = check_optional_time(item.expires_at, f"{where}expires_at")
    if expires_at is not None and expires_at < occurred_at:
        start = "occurred_at" if item.occurred_at is not None else "now (its occurred_at)"
        raise ValidationError(
            f"{where}expires_at ({expires_at.isoformat()}) is before {start} "
            f"({occurred_at.isoformat()}): an entry cannot stop holding before it happened, "
            "and would never be seen. Give a later expires_at, or none."
        )
    return expires_at


def _sources(
    config: EntriesConfig, item: NewEntry, label: SourceLabel, where: str
) -> tuple[SourceDraft, ...]:
    default_role: Role = "assistant" if label == "verified_assistant_finding" else "user"
    raw = item.evidence
    if raw is None:
        return (SourceDraft(label=label, thread_id=item.thread, role=None),)
    if isinstance(raw, str):
        pieces = [Evidence(text=raw)]
    elif isinstance(raw, Evidence):
        pieces = [raw]
    else:
        pieces = check_sequence(raw, f"{where}evidence")
    drafts = []
    for piece in pieces:
        if not isinstance(piece, Evidence):
            raise ValidationError(
                f"{where}evidence must be a string, an Evidence or a list of Evidence objects, "
                f"got a list holding {type(piece).__name__}."
            )
        if len(piece.text) > config.max_evidence_length:
            raise ValidationError(
                f"{where}evidence is longer than {config.max_evidence_length:,} characters "
                f"({len(piece.text):,}; EntriesConfig.max_evidence_length). Quote only the "
                "sentence that backs the entry."
            )
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
