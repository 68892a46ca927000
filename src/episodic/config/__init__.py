"""The one configuration object, in one section per tier, and every default.

``Config()`` is the documented default everywhere; change a section with
``Config(entries=EntriesConfig(top_k=8))``. Nothing here reads the environment: the CLI and the
server map their flags and variables onto these objects.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from episodic.config.governance import EpisodesConfig, GovernanceConfig, RetentionConfig
from episodic.config.sections import (
    EntriesConfig,
    JobsConfig,
    LimitsConfig,
    ProvidersConfig,
    RankingParams,
    StoreConfig,
)
from episodic.config.tiers import (
    DEFAULT_PROFILE_TEMPLATE,
    ContextConfig,
    MessagesConfig,
    ObservationsConfig,
    PlansConfig,
    ProfileConfig,
    SessionsConfig,
)
from episodic.errors import ConfigError

__all__ = [
    "DEFAULT_PROFILE_TEMPLATE",
    "Config",
    "ContextConfig",
    "EntriesConfig",
    "EpisodesConfig",
    "GovernanceConfig",
    "JobsConfig",
    "LimitsConfig",
    "MessagesConfig",
    "ObservationsConfig",
    "PlansConfig",
    "ProfileConfig",
    "ProvidersConfig",
    "RankingParams",
    "RetentionConfig",
    "SessionsConfig",
    "StoreConfig",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class Config:
    """Behaviour knobs for a :class:`~episodic.Memory`, one section per tier.

    Attributes:
        entries: Recall, injection, extraction and dedupe of entries.
        jobs: Attempts, leases, backoff and polling of the job queue.
        providers: Timeouts and retries of models given as strings.
        ranking: Fusion, recency and relevance-gate constants (see
            :mod:`episodic.retrieval.ranking`).
        store: Memory the database's search indexes may take in this process.
        limits: Size caps on messages, turns, queries and metadata.
        messages: The recent window and semantic recall over messages.
        profile: The user profile, its template and its background updates.
        sessions: Session memory of each thread.
        observations: The observer's and reflector's thresholds.
        plans: Plans and their tools.
        context: The token budget of ``before_turn`` and each block's cap.
        governance: The write policy's defaults and what the audit log records.
        retention: Expiry sweeps and the soft decay of old entries.
        episodes: Episode summaries and ``<previous-episodes>``.

    Example:
        >>> Config(entries=EntriesConfig(top_k=8)).entries.top_k
        8
    """

    entries: EntriesConfig = field(default_factory=EntriesConfig)
    jobs: JobsConfig = field(default_factory=JobsConfig)
    providers: ProvidersConfig = field(default_factory=ProvidersConfig)
    ranking: RankingParams = field(default_factory=lambda: RankingParams())
    store: StoreConfig = field(default_factory=StoreConfig)
    limits: LimitsConfig = field(default_factory=LimitsConfig)
    messages: MessagesConfig = field(default_factory=MessagesConfig)
    profile: ProfileConfig = field(default_factory=ProfileConfig)
    sessions: SessionsConfig = field(default_factory=SessionsConfig)
    observations: ObservationsConfig = field(default_factory=ObservationsConfig)
    plans: PlansConfig = field(default_factory=PlansConfig)
    context: ContextConfig = field(default_factory=ContextConfig)
    governance: GovernanceConfig = field(default_factory=GovernanceConfig)
    retention: RetentionConfig = field(default_factory=RetentionConfig)
    episodes: EpisodesConfig = field(default_factory=EpisodesConfig)

    def __post_init__(self) -> None:
        for name, kind in _SECTIONS.items():
            value = getattr(self, name)
            if not isinstance(value, kind):
                raise ConfigError(
                    f"Config.{name} must be a {kind.__name__}, got {type(value).__name__}: "
                    f"pass Config({name}={kind.__name__}(...))."
                )


_SECTIONS: dict[str, type] = {
    "entries": EntriesConfig,
    "jobs": JobsConfig,
    "providers": ProvidersConfig,
    "ranking": RankingParams,
    "store": StoreConfig,
    "limits": LimitsConfig,
    "messages": MessagesConfig,
    "profile": ProfileConfig,
    "sessions": SessionsConfig,
    "observations": ObservationsConfig,
    "plans": PlansConfig,
    "context": ContextConfig,
    "governance": GovernanceConfig,
    "retention": RetentionConfig,
    "episodes": EpisodesConfig,
}
