"""The sections of governance and time: the write policy's defaults, the audit log, retention
and episodes."""

from __future__ import annotations

from dataclasses import dataclass

from episodic.config.rules import check, is_count, is_flag, is_fraction, is_positive
from episodic.errors import ConfigError
from episodic.models.entries import CONFIDENCES, PRIVACY_CLASSES


@dataclass(frozen=True, slots=True, kw_only=True)
class GovernanceConfig:
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
    """

    audit_reads: bool = True
    default_privacy: str = "private"
    default_confidence: str = "medium"

    def __post_init__(self) -> None:
        check(self, {"audit_reads": is_flag})
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
class RetentionConfig:
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

    sweep_seconds: float = 3600.0
    decay_after_days: float = 365.0
    decay_half_life_days: float = 365.0
    decay_floor: float = 0.5

    def __post_init__(self) -> None:
        check(
            self,
            {
                "sweep_seconds": is_positive,
                "decay_after_days": is_positive,
                "decay_half_life_days": is_positive,
                "decay_floor": is_fraction,
            },
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class EpisodesConfig:
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

    enabled: bool = True
    idle_minutes: float = 30.0
    recent: int = 5
    relevant: int = 3
    summary_tokens: int = 200
    max_topics: int = 5
    compress_after_days: float = 365.0
    compress_batch: int = 10

    def __post_init__(self) -> None:
        check(
            self,
            {
                "enabled": is_flag,
                "idle_minutes": is_positive,
                "recent": is_count,
                "relevant": is_count,
                "summary_tokens": is_count,
                "max_topics": is_count,
                "compress_after_days": is_positive,
                "compress_batch": is_count,
            },
        )
