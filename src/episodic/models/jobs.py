"""Background work: a job is one ``(kind, key, payload)`` unit in the durable queue."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

from episodic.models.scope import Scope

JobStatus = Literal["pending", "running", "done", "failed"]
JOB_STATUSES: tuple[JobStatus, ...] = ("pending", "running", "done", "failed")


#: Takeovers after which a job is failed: one that kills every worker that runs it (it runs
#: out of memory, say) must not keep the queue busy for ever.
MAX_TAKEOVERS = 20


@dataclass(frozen=True, slots=True)
class JobRequest:
    """Work a tier asks for: run handler ``kind`` on ``payload``, once per ``key``.

    Attributes:
        kind: Names the handler that runs it (``extract_entries``, ...).
        key: Identifies the work within its kind and tenant; asking again with the same key
            finds the job already queued instead of adding one.
        scope: Whose data it works on; ``agent`` and ``user`` may be left out for work that
            spans a tenant.
        thread_id: The conversation thread it concerns, if any.
        payload: What the handler needs, JSON-serializable.
        run_after: Not before this time (a delayed job, such as the check that ends an idle
            session); ``None`` runs it as soon as a worker is free.
    """

    kind: str
    key: str
    scope: Scope
    thread_id: str | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    run_after: datetime | None = None


@dataclass(frozen=True, slots=True)
class Job:
    """One unit of background work as the queue keeps it.

    Attributes:
        kind: The handler that runs it.
        key: Its identity within the kind and tenant (for extraction: the turn).
        payload: What the handler reads.
        status: ``pending`` (waiting, possibly for a retry time), ``running`` (claimed under a
            lease), ``done``, or ``failed`` (out of attempts; ``last_error`` says why).
        attempts: Attempts so far, including the current one. A lease that ran out (its
            worker was killed or stalled) does not count: only an error the handler raised
            uses up an attempt.
        takeovers: How many times the job was taken over from a worker that stopped
            renewing its lease; a job that keeps killing its workers fails after
            :data:`MAX_TAKEOVERS`.
        lease_owner: The worker holding a running job; its lease ends at ``lease_expires_at``,
            after which any worker may take the job over.
        result: What the finished job reports (counts, token usage).
    """

    id: str
    scope: Scope
    thread_id: str | None
    kind: str
    key: str
    payload: dict[str, Any]
    status: JobStatus
    attempts: int
    max_attempts: int
    last_error: str | None
    run_after: datetime
    lease_owner: str | None
    lease_expires_at: datetime | None
    created_at: datetime
    updated_at: datetime
    result: dict[str, Any] = field(default_factory=dict)
    takeovers: int = 0

    @property
    def cost(self) -> JobCost:
        """What the finished job spent, read from its result (zeros where it says nothing:
        a job that called no model, or one still to finish)."""
        usage = self.result.get("usage")
        usage = usage if isinstance(usage, dict) else {}
        seconds = self.result.get("seconds")
        return JobCost(
            requests=int(usage.get("requests", 0) or 0),
            input_tokens=int(usage.get("input_tokens", 0) or 0),
            output_tokens=int(usage.get("output_tokens", 0) or 0),
            seconds=float(seconds) if isinstance(seconds, int | float) else 0.0,
        )


@dataclass(frozen=True, slots=True)
class JobCost:
    """The cost of one job: model requests, tokens in and out (as the provider counted them)
    and the seconds its last attempt took (the handler and its write)."""

    requests: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    seconds: float = 0.0

    def to_dict(self) -> dict[str, float]:
        """A JSON-ready view."""
        return {
            "requests": self.requests,
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "seconds": self.seconds,
        }


@dataclass(frozen=True, slots=True)
class Silence:
    """A model that has stopped extracting: it proposed nothing from the last ``turns``
    substantive turns in a row (see ``EntriesConfig.empty_warning_turns``).

    Attributes:
        extractor: The model's name, as its jobs record it.
        turns: Substantive turns in a row it proposed nothing from.
        since: When the first of them was stored.
    """

    extractor: str
    turns: int
    since: datetime

    def warning(self) -> str:
        """One line for a log, a health check or a page."""
        return (
            f"{self.extractor} has proposed nothing from the last {self.turns} substantive "
            f"turns in a row (since {self.since:%Y-%m-%d %H:%M} UTC): check that the model "
            "is served and follows the extraction request (EntriesConfig.prompt_style "
            "'compact' suits small models; `episodic eval --llm ...` measures it)."
        )
