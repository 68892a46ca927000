"""The sections of governance and time: the write policy's defaults, the audit log, retention
and episodes."""

from __future__ import annotations

from dataclasses import dataclass

from episodic.config.rules import Count, Flag, Fraction, Positive, Section
from episodic.errors import ConfigError
from episodic.models.entries import CONFIDENCES, PRIVACY_CLASSES


@dataclass(frozen=True, slots=True, kw_only=True)
class GovernanceConfig(Section):
    """Who may write what, and what the audit log records.

    The write policy itself is passed to ``Memory.open(policy=...)``; without one the default
    policy (:class:`episodic.governance.DefaultPolicy`) decides.

    Attributes:
        audit_reads: Record each read (``before_turn``, ``recall``, tool calls) with the ids
            it served and its purpose. Writes, denials, reviews, corrections and deletions
            are always recorded.
        default_privacy: Privacy class of an entry whose writer named none.
        default_confidence: Confidence of an entry whose writer (or the offline extractor)
            named none.
        hold_imported: Hold each memory imported from another store (``source_trust=
            "imported"``, no quote) for review, as the default policy does. Off, such a
            memory is stored active, still marked ``imported`` and of low confidence, and
            is recalled like the others until a conversation grounds it. A policy passed
            to ``Memory.open(policy=...)`` decides for itself.
    """

    audit_reads: Flag = True
    default_privacy: str = "private"
    default_confidence: str = "medium"
    hold_imported: Flag = True

    def validate(self) -> None:
        for name, allowed in (
            ("default_privacy", PRIVACY_CLASSES),
            ("default_confidence", CONFIDENCES),
        ):
            value = getattr(self, name)
            if value not in allowed:
                raise ConfigError(
                    f"GovernanceConfig.{name} must be one of {', '.join(allowed)}; got {value!r}."
                )


@dataclass(frozen=True, slots=True, kw_only=True)
class RetentionConfig(Section):
    """How remembered things age: expiry, soft decay and the sweeper.

    Attributes:
        sweep_seconds: How often the expiry sweeper runs (a job queued by the turns of each
            tenant, at most once per this many seconds); it marks entries past their
            ``expires_at`` as ``expired``. Expired entries are never recalled even before it
            runs.
        decay_after_days: Age (since an entry was last said) after which its ranking score
            starts to decay.
        decay_half_life_days: Beyond that age, the decay halves every this many days.
        decay_floor: The decay never takes a score below this fraction of itself (``1.0``
            turns decay off).
    """

    sweep_seconds: Positive = 3600.0
    decay_after_days: Positive = 365.0
    decay_half_life_days: Positive = 365.0
    decay_floor: Fraction = 0.5


@dataclass(frozen=True, slots=True, kw_only=True)
class EpisodesConfig(Section):
    """Episodes: one summary per finished session, and ``<previous-episodes>``.

    Attributes:
        enabled: Summarize ended sessions and inject ``<previous-episodes>`` at the start of
            a session.
        idle_minutes: A thread with no new turn for this long counts as ended (checked by a
            job each turn schedules).
        recent: Most recent episodes in ``<previous-episodes>``.
        relevant: Episodes most relevant to the opening message added to them.
        summary_tokens: Longest episode summary.
        max_topics: Most topic tags per episode.
        compress_after_days: Episodes older than this may be compressed (merged into one
            summary, the originals superseded) by ``episodes.compress``.
        compress_batch: Old episodes merged into one summary at a time.
    """

    enabled: Flag = True
    idle_minutes: Positive = 30.0
    recent: Count = 5
    relevant: Count = 3
    summary_tokens: Count = 200
    max_topics: Count = 5
    compress_after_days: Positive = 365.0
    compress_batch: Count = 10
