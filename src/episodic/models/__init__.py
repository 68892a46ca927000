"""Domain types, with no I/O: scopes, entries and their evidence, messages, jobs, prompt blocks."""

from __future__ import annotations

from episodic.models.context import (
    Block,
    ContextSource,
    TurnFollower,
    TurnQuery,
    escape,
    relative_age,
    render_block,
)
from episodic.models.entries import (
    SOURCE_LABELS,
    CandidateQuery,
    Candidates,
    Entry,
    EntryDraft,
    Evidence,
    Hit,
    NewEntry,
    Recalled,
    Reinforcement,
    Role,
    Source,
    SourceDraft,
    SourceLabel,
    Status,
    Vector,
    Written,
    content_hash,
    normalize_content,
)
from episodic.models.jobs import JOB_STATUSES, Job, JobRequest, JobStatus
from episodic.models.messages import Message, MessageDraft, Turn
from episodic.models.plans import STEP_STATUSES, Plan, PlanStep, StepStatus
from episodic.models.profile import (
    PROFILE_ACTORS,
    FieldChange,
    ProfileActor,
    ProfileChange,
    ProfileVersion,
)
from episodic.models.profile_document import ProfileDocument, ProfileField
from episodic.models.scope import Scope, ScopeSummary
from episodic.models.sessions import SessionMemory

__all__ = [
    "JOB_STATUSES",
    "PROFILE_ACTORS",
    "SOURCE_LABELS",
    "STEP_STATUSES",
    "Block",
    "CandidateQuery",
    "Candidates",
    "ContextSource",
    "Entry",
    "EntryDraft",
    "Evidence",
    "FieldChange",
    "Hit",
    "Job",
    "JobRequest",
    "JobStatus",
    "Message",
    "MessageDraft",
    "NewEntry",
    "Plan",
    "PlanStep",
    "ProfileActor",
    "ProfileChange",
    "ProfileDocument",
    "ProfileField",
    "ProfileVersion",
    "Recalled",
    "Reinforcement",
    "Role",
    "Scope",
    "ScopeSummary",
    "SessionMemory",
    "Source",
    "SourceDraft",
    "SourceLabel",
    "Status",
    "StepStatus",
    "Turn",
    "TurnFollower",
    "TurnQuery",
    "Vector",
    "Written",
    "content_hash",
    "escape",
    "normalize_content",
    "relative_age",
    "render_block",
]
