"""The JSON shapes of entries, their evidence and search results, in one place.

Every surface that prints or sends entries (the CLI's ``--json``, the recall tool, and later
REST and MCP) uses these, so a line written by ``episodic timeline --json`` or ``export`` can
be read back by ``episodic import``. Times are ISO 8601 with their offset.

An entry::

    {"id", "scope": {"tenant", "agent", "user"}, "content", "kind", "status",
     "occurred_at", "recorded_at", "last_seen_at", "expires_at", "thread_id",
     "actor", "confidence", "source_trust", "privacy_class", "purpose", "resource_refs",
     "supersedes", "superseded_by", "episode_id", "policy_version", "review_reason",
     "review_reason_text", "embedding_model", "metadata",
     "sources": [{"label", "evidence", "thread_id", "message_id", "role", "start", "end",
                  "recorded_at"}]}

Import reads the event fields back (``actor`` to ``resource_refs``); the links
(``supersedes``, ``superseded_by``, ``episode_id``), ``policy_version`` and the review reason
describe the stored row and are not (the importing memory's policy judges the entry again).
``review_reason`` is the write policy's code for why an entry waits for review and
``review_reason_text`` the same in a sentence for a person; both are ``null`` for an entry that
does not wait.

A search result is an entry with ``"scores": {"lexical", "vector", "fused", "recency",
"decay", "time", "final"}`` and ``"matched": {"words", "time": {"from", "to"} | null}`` (why
it was found: the query's words it holds, the time named in the query it happened in) added.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING, Any

from episodic.errors import ValidationError

if TYPE_CHECKING:
    from episodic.models.entries import Entry, Evidence, NewEntry, Recalled, Source

#: Keys of an entry's JSON that describe a stored row and are not read back on import.
STORED_ONLY = frozenset(
    {
        "id",
        "scope",
        "status",
        "recorded_at",
        "last_seen_at",
        "supersedes",
        "superseded_by",
        "episode_id",
        "policy_version",
        "review_reason",
        "review_reason_text",
        "embedding_model",
    }
)
#: Extra keys a search result carries.
RESULT_ONLY = frozenset({"scores", "matched"})


def _time(moment: datetime | None) -> str | None:
    return None if moment is None else moment.isoformat()


def source_to_dict(source: Source) -> dict[str, Any]:
    """One piece of evidence as JSON."""
    return {
        "label": source.label,
        "evidence": source.evidence,
        "thread_id": source.thread_id,
        "message_id": source.message_id,
        "role": source.role,
        "start": source.start,
        "end": source.end,
        "recorded_at": _time(source.recorded_at),
    }


def entry_to_dict(entry: Entry) -> dict[str, Any]:
    """An entry with its scope, times, metadata and every piece of evidence, as JSON."""
    scope = entry.scope
    return {
        "id": entry.id,
        "scope": {"tenant": scope.tenant, "agent": scope.agent, "user": scope.user},
        "content": entry.content,
        "kind": entry.kind,
        "status": entry.status,
        "occurred_at": _time(entry.occurred_at),
        "recorded_at": _time(entry.recorded_at),
        "last_seen_at": _time(entry.last_seen_at),
        "expires_at": _time(entry.expires_at),
        "thread_id": entry.thread_id,
        "actor": entry.actor,
        "confidence": entry.confidence,
        "source_trust": entry.source_trust,
        "privacy_class": entry.privacy_class,
        "purpose": list(entry.purpose),
        "resource_refs": list(entry.resource_refs),
        "supersedes": list(entry.supersedes),
        "superseded_by": entry.superseded_by,
        "episode_id": entry.episode_id,
        "policy_version": entry.policy_version,
        "review_reason": entry.review_reason,
        "review_reason_text": entry.review_reason_text,
        "embedding_model": entry.embedding_model,
        "metadata": entry.metadata,
        "sources": [source_to_dict(source) for source in entry.sources],
    }


def recalled_to_dict(result: Recalled) -> dict[str, Any]:
    """A search result as JSON: the entry and every score that ranked it."""
    return {
        **entry_to_dict(result.entry),
        "scores": {
            "lexical": result.lexical_score,
            "vector": result.vector_score,
            "fused": result.fused_score,
            "recency": result.recency_factor,
            "decay": result.decay_factor,
            "time": result.time_factor,
            "final": result.final_score,
        },
        "matched": {
            "words": list(result.matched_words),
            "time": None
            if result.matched_time is None
            else {"from": _time(result.matched_time[0]), "to": _time(result.matched_time[1])},
        },
    }


def new_entries_from_dict(data: Mapping[str, Any]) -> tuple[NewEntry, ...]:
    """Items to store from one JSON object: an import line or an exported entry.

    Accepts the fields of :class:`~episodic.NewEntry` (``"thread_id"`` for ``"thread"``, ISO
    8601 strings for times) or an entry as :func:`entry_to_dict` writes it, whose stored-only
    fields (id, scope, status, ...) are ignored. An exported entry whose evidence carries
    several source labels becomes one item per label, in order; storing them gives one entry
    (the later items reinforce the first) with all its evidence. An exported entry that was
    not active (superseded, expired, held for review) gives no item: importing history must
    not bring back what was corrected, ran out or was never approved.

    Raises:
        ValidationError: Not an object, an unknown field, a time that is not ISO 8601 with a
            timezone, or malformed sources.
    """
    from episodic.models.entries import NewEntry

    if not isinstance(data, Mapping):
        raise ValidationError("expected a JSON object with a 'content' field.")
    if data.get("status", "active") != "active":
        return ()
    fields = {key: value for key, value in data.items() if key not in STORED_ONLY | RESULT_ONLY}
    if "thread_id" in fields:
        fields.setdefault("thread", fields.pop("thread_id"))
    for key in ("occurred_at", "expires_at"):
        if isinstance(fields.get(key), str):
            fields[key] = _parse_time(key, fields[key])
    known = {*NewEntry.__dataclass_fields__, "sources"}
    unknown = sorted(str(key)[:40] for key in fields if key not in known)
    if unknown:
        # In the words of the object given (an import line, a JSON body), not remember_many's.
        raise ValidationError(
            f"unknown field(s) {', '.join(unknown[:5])}; an entry's fields are "
            f"{', '.join(sorted(known - {'sources'}))} (or an exported entry's)."
        )
    sources = fields.pop("sources", None)
    if sources is None:
        return (NewEntry.coerce(fields),)
    if "evidence" in fields or "source" in fields:
        raise ValidationError("give either 'sources' or 'evidence'/'source', not both.")
    return tuple(
        NewEntry.coerce({**fields, "source": label, "evidence": evidence})
        for label, evidence in _group_sources(sources)
    )


def _parse_time(key: str, text: str) -> datetime:
    try:
        moment = datetime.fromisoformat(text)
    except ValueError as exc:
        raise ValidationError(f"{key} {text!r} is not an ISO 8601 time.") from exc
    if moment.tzinfo is None:
        raise ValidationError(f"{key} {text!r} has no timezone; add one, e.g. +00:00.")
    return moment


def _group_sources(sources: Any) -> list[tuple[str, tuple[Evidence, ...] | None]]:
    """Exported sources grouped by label, in order of first appearance."""
    from episodic.models.entries import Evidence

    if not isinstance(sources, list) or not sources:
        raise ValidationError("'sources' must be a non-empty list of objects.")
    groups: dict[str, list[Evidence]] = {}
    for source in sources:
        if not isinstance(source, Mapping) or not isinstance(source.get("label"), str):
            raise ValidationError("each source must be an object with a 'label'.")
        pieces = groups.setdefault(source["label"], [])
        if source.get("evidence") is not None:
            pieces.append(
                Evidence(
                    text=source["evidence"],
                    message_id=source.get("message_id"),
                    role=source.get("role"),
                    start=source.get("start"),
                    end=source.get("end"),
                )
            )
    return [(label, tuple(pieces) or None) for label, pieces in groups.items()]
