"""The one configuration object and its defaults."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Literal

from episodic.errors import ConfigError
from episodic.ranking import DEFAULT_PARAMS, RankingParams


@dataclass(frozen=True, slots=True)
class Config:
    """Behaviour knobs for a :class:`~episodic.Memory`. Every default lives here.

    Attributes:
        top_k: Entries returned by ``recall`` and the ``recall_memory`` tool.
        auto_inject: Whether ``before_turn`` retrieves entries at all.
        auto_inject_top_k: Most entries ``before_turn`` puts into the ``<memory>`` block.
        half_life_days: Age at which the recency prior has fallen halfway to its floor.
        max_entries_per_turn: Most entries one turn may add.
        max_entry_length: Longest entry content, in characters, before it is cut.
        dedupe_similarity_threshold: Cosine similarity at or above which a new entry counts as a
            duplicate of an existing one in the same scope; ``False`` keeps exact-hash dedupe only.
        max_evidence_length: Longest evidence span accepted, in characters.
        ranking: Fusion, recency and relevance-gate constants (see :mod:`episodic.ranking`).
        extraction_prompt: Replaces the built-in extraction instructions. Setting it turns the
            evidence guard off (the custom prompt is trusted to ask for what it wants); this is
            logged once when the memory opens.
        max_attempts: Tries an extraction job gets before it stays ``failed``.
        job_lease_seconds: How long a worker may hold a job before another may take it over
            (a worker that died mid-job is detected this way).
        retry_base_seconds: Wait after the first failed attempt; it doubles each time.
        retry_max_seconds: Longest wait between attempts.
        worker_poll_seconds: How often an idle worker looks for due jobs (new turns of the same
            process wake it at once).
        llm_timeout_seconds: Timeout of one LLM request, for models given as a string.
        llm_max_retries: Extra tries after a rate limit, server error or timeout, for models
            given as a string.

    Example:
        >>> Config(top_k=8, dedupe_similarity_threshold=False).top_k
        8
    """

    top_k: int = 5
    auto_inject: bool = True
    auto_inject_top_k: int = 12
    half_life_days: float = 180.0
    max_entries_per_turn: int = 5
    max_entry_length: int = 2000
    dedupe_similarity_threshold: float | Literal[False] = 0.86
    max_evidence_length: int = 4000
    ranking: RankingParams = field(default=DEFAULT_PARAMS)
    extraction_prompt: str | None = None
    max_attempts: int = 5
    job_lease_seconds: float = 300.0
    retry_base_seconds: float = 5.0
    retry_max_seconds: float = 600.0
    worker_poll_seconds: float = 1.0
    llm_timeout_seconds: float = 60.0
    llm_max_retries: int = 3

    def __post_init__(self) -> None:
        for name in (
            "top_k",
            "auto_inject_top_k",
            "max_entries_per_turn",
            "max_entry_length",
            "max_attempts",
        ):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ConfigError(f"Config.{name} must be a positive integer, got {value!r}.")
        for name in ("job_lease_seconds", "worker_poll_seconds", "llm_timeout_seconds"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"Config.{name} must be positive, got {getattr(self, name)!r}.")
        for name in ("retry_base_seconds", "retry_max_seconds", "llm_max_retries"):
            if getattr(self, name) < 0:
                raise ConfigError(f"Config.{name} must not be negative.")
        if self.extraction_prompt is not None and not self.extraction_prompt.strip():
            raise ConfigError("Config.extraction_prompt is empty; leave it None for the default.")
        if self.half_life_days <= 0:
            raise ConfigError(f"Config.half_life_days must be positive, got {self.half_life_days}.")
        threshold = self.dedupe_similarity_threshold
        if threshold is not False and (
            isinstance(threshold, bool) or not 0.0 < float(threshold) <= 1.0
        ):
            raise ConfigError(
                "Config.dedupe_similarity_threshold must be a number in (0, 1] or False, "
                f"got {threshold!r}."
            )

    def ranking_params(self) -> RankingParams:
        """The ranking constants with this config's half-life applied."""
        from dataclasses import replace

        return replace(self.ranking, half_life_days=self.half_life_days)


def config_fields() -> list[str]:
    """Names of every configuration field, for the CLI's help and for settings loaders."""
    return [f.name for f in fields(Config)]
