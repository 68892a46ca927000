"""episodic: source-backed episodic memory for AI agents.

Start with :class:`Memory`::

    from episodic import Memory, Scope

    memory = Memory.open()  # ./episodic.db, local embedder, no API key
    scope = Scope(tenant="acme", agent="support-bot", user="u-42")
    context = memory.before_turn(scope, thread="t-1", message="Exports keep timing out")
    system_prompt = "You are a support agent." + context.render()
"""

from __future__ import annotations

from episodic.aio import AsyncMemory, AsyncTool, AsyncTools
from episodic.config import (
    Config,
    ContextConfig,
    EntriesConfig,
    EpisodesConfig,
    GovernanceConfig,
    JobsConfig,
    LimitsConfig,
    MessagesConfig,
    ObservationsConfig,
    PlansConfig,
    ProfileConfig,
    ProvidersConfig,
    RankingParams,
    RetentionConfig,
    SessionsConfig,
    StoreConfig,
)
from episodic.context import Context
from episodic.embedders import Embedder, TestEmbedder
from episodic.errors import (
    ConfigError,
    ConfirmationRequired,
    EpisodicError,
    LeaseLostError,
    NotFoundError,
    PolicyError,
    ProviderError,
    ScopeError,
    StoreError,
    ValidationError,
    missing_extra,
    redact,
)
from episodic.governance import DefaultPolicy
from episodic.governance.erasure import Erasure, Forgotten
from episodic.imports import guess_format, read_export
from episodic.llms import Models, TestLLM
from episodic.memory import Memory
from episodic.models import (
    AuditEvent,
    Block,
    Decision,
    Entry,
    Episode,
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
    Refusal,
    Remembered,
    Scope,
    ScopeSummary,
    SessionMemory,
    Source,
    Subject,
    WriteCandidate,
    relative_age,
)
from episodic.models.imports import (
    Export,
    ImportedConversation,
    ImportedItem,
    ImportedMemory,
    ImportFormat,
    ImportReport,
    Unreadable,
)
from episodic.telemetry import Telemetry, disable_telemetry, enable_telemetry
from episodic.tools import Tool, Tools

__version__ = "0.1.0.dev0"

__all__ = [
    "AsyncMemory",
    "AsyncTool",
    "AsyncTools",
    "AuditEvent",
    "Block",
    "Config",
    "ConfigError",
    "ConfirmationRequired",
    "Context",
    "ContextConfig",
    "Decision",
    "DefaultPolicy",
    "Embedder",
    "EntriesConfig",
    "Entry",
    "Episode",
    "EpisodesConfig",
    "EpisodicError",
    "Erasure",
    "Evidence",
    "Export",
    "FieldChange",
    "Forgotten",
    "GovernanceConfig",
    "ImportFormat",
    "ImportReport",
    "ImportedConversation",
    "ImportedItem",
    "ImportedMemory",
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
    "PolicyError",
    "ProfileConfig",
    "ProfileVersion",
    "ProviderError",
    "ProvidersConfig",
    "RankingParams",
    "Recalled",
    "Refusal",
    "Remembered",
    "RetentionConfig",
    "Scope",
    "ScopeError",
    "ScopeSummary",
    "SessionMemory",
    "SessionsConfig",
    "Source",
    "StoreConfig",
    "StoreError",
    "Subject",
    "Telemetry",
    "TestEmbedder",
    "TestLLM",
    "Tool",
    "Tools",
    "Unreadable",
    "ValidationError",
    "WriteCandidate",
    "__version__",
    "disable_telemetry",
    "enable_telemetry",
    "guess_format",
    "missing_extra",
    "read_export",
    "redact",
    "relative_age",
]
