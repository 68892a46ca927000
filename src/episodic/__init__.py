"""episodic: source-backed episodic memory for AI agents.

Start with :class:`Memory`::

    from episodic import Memory, Scope

    memory = Memory.open()  # ./episodic.db, local embedder, no API key
    scope = Scope(tenant="acme", agent="support-bot", user="u-42")
    context = memory.before_turn(scope, thread="t-1", message="Exports keep timing out")
    system_prompt = "You are a support agent." + context.render()
"""

from __future__ import annotations

from episodic.config import (
    Config,
    ContextConfig,
    EntriesConfig,
    JobsConfig,
    LimitsConfig,
    MessagesConfig,
    ObservationsConfig,
    PlansConfig,
    ProfileConfig,
    ProvidersConfig,
    RankingParams,
    SessionsConfig,
    StoreConfig,
)
from episodic.context import Context
from episodic.embedders import Embedder, TestEmbedder
from episodic.errors import (
    ConfigError,
    EpisodicError,
    LeaseLostError,
    NotFoundError,
    ProviderError,
    ScopeError,
    StoreError,
    ValidationError,
    redact,
)
from episodic.llms import Models, TestLLM
from episodic.memory import Memory
from episodic.models import (
    Block,
    Entry,
    Evidence,
    FieldChange,
    Job,
    Message,
    MessageDraft,
    MessageMatch,
    MessageRange,
    NewEntry,
    Observation,
    ObservationState,
    Plan,
    PlanStep,
    ProfileVersion,
    Recalled,
    Scope,
    ScopeSummary,
    SessionMemory,
    Source,
    relative_age,
)
from episodic.tools import Tool

__version__ = "0.1.0.dev0"

__all__ = [
    "Block",
    "Config",
    "ConfigError",
    "Context",
    "ContextConfig",
    "Embedder",
    "EntriesConfig",
    "Entry",
    "EpisodicError",
    "Evidence",
    "FieldChange",
    "Job",
    "JobsConfig",
    "LeaseLostError",
    "LimitsConfig",
    "Memory",
    "Message",
    "MessageDraft",
    "MessageMatch",
    "MessageRange",
    "MessagesConfig",
    "Models",
    "NewEntry",
    "NotFoundError",
    "Observation",
    "ObservationState",
    "ObservationsConfig",
    "Plan",
    "PlanStep",
    "PlansConfig",
    "ProfileConfig",
    "ProfileVersion",
    "ProviderError",
    "ProvidersConfig",
    "RankingParams",
    "Recalled",
    "Scope",
    "ScopeError",
    "ScopeSummary",
    "SessionMemory",
    "SessionsConfig",
    "Source",
    "StoreConfig",
    "StoreError",
    "TestEmbedder",
    "TestLLM",
    "Tool",
    "ValidationError",
    "__version__",
    "redact",
    "relative_age",
]
