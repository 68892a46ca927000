"""The REST API of the tiers: messages, profile, sessions, observations, plans, episodes,
review, audit and jobs (see :mod:`episodic.server.rest` for the conventions)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query
from pydantic import Field, StrictBool

from episodic import ImportFormat, Job, NotFoundError, read_export
from episodic.server.access import Bound, Mem, Scoped
from episodic.server.rest import (
    KEYED_ERRORS,
    MAX_LIMIT,
    SCOPE,
    Body,
    Limit,
    Offset,
    Page20,
    Page50,
    Page100,
)
from episodic.server.settings import KeyBinding
from episodic.server.shapes import to_jsonable

router = APIRouter(responses=KEYED_ERRORS)
THREAD = SCOPE + "/threads/{thread}"
JobStatus = Literal["pending", "running", "done", "failed"]


class Search(Body):
    query: str
    thread: str | None = None
    top_k: int | None = Field(None, ge=1, le=MAX_LIMIT)


class ProfileUpdate(Body):
    changes: list[dict[str, Any]] | None = Field(
        None, description="Field changes: [{field, value, quote?, message_id?}]."
    )
    content: str | None = Field(None, description="The whole profile text, replacing it.")
    reason: str | None = None
    thread: str | None = None


class PlanUpdate(Body):
    goal: str | None = None
    phase: str | None = None
    iteration: int | None = Field(None, ge=0, le=1_000_000)
    next_iteration: bool = False
    steps: list[dict[str, Any]] | None = None
    step_updates: list[dict[str, Any]] | None = None


class Approve(Body):
    reason: str | None = None
    confirm: StrictBool = Field(
        False,
        description="Approve an entry held because it gives orders to the AI (review_reason "
        "addressed_to_model); without it such an entry is refused with 422 and stays held.",
    )


class Deny(Body):
    reason: str


# -- messages -----------------------------------------------------------------------------------


@router.get(f"{THREAD}/messages", tags=["messages"])
def list_messages(
    scope: Scoped,
    thread: str,
    memory: Mem,
    limit: Limit = 100,
    after: Annotated[int, Query(ge=0, description="The last seen message's seq.")] = 0,
) -> dict[str, Any]:
    """The thread's messages in order; pass ``next_after`` back as ``after`` for the next page."""
    found = memory.messages.list(scope, thread, after=after, limit=limit)
    last = found[-1].seq if len(found) == limit else None
    return {"items": to_jsonable(found), "next_after": last}


@router.get(f"{THREAD}/messages/recent", tags=["messages"])
def recent_messages(scope: Scoped, thread: str, memory: Mem, limit: Limit = 20) -> dict[str, Any]:
    """The thread's recent window in chat-completions form, oldest first."""
    return {"items": to_jsonable(memory.messages.recent(scope, thread, limit))}


@router.post(f"{SCOPE}/messages/search", tags=["messages"])
def search_messages(scope: Scoped, body: Search, memory: Mem) -> dict[str, Any]:
    """Ranges of conversation around the best matches of ``query``."""
    found = memory.messages.search(scope, body.query, thread=body.thread, top_k=body.top_k)
    return {"items": to_jsonable(found)}


# -- profile, sessions, observations, plans -----------------------------------------------------


@router.get(f"{SCOPE}/profile", tags=["profile"])
def get_profile(scope: Scoped, memory: Mem) -> dict[str, Any]:
    """The current profile version."""
    return dict(to_jsonable(memory.profile.get(scope)))


@router.get(f"{SCOPE}/profile/versions", tags=["profile"])
def profile_versions(scope: Scoped, memory: Mem, paging: Page50) -> dict[str, Any]:
    """The profile's versions, newest first."""
    return paging.page(memory.profile.versions(scope, limit=paging.fetch))


@router.post(f"{SCOPE}/profile", tags=["profile"])
def update_profile(scope: Scoped, body: ProfileUpdate, memory: Mem) -> dict[str, Any]:
    """Change fields of the profile (or replace its text); answers the new version."""
    version = memory.profile.update(
        scope, body.changes, content=body.content, reason=body.reason, thread=body.thread
    )
    return dict(to_jsonable(version))


@router.get(f"{THREAD}/session", tags=["sessions"])
def get_session(scope: Scoped, thread: str, memory: Mem) -> dict[str, Any]:
    """The thread's session memory (``session`` is ``null`` before its first update)."""
    return {"session": to_jsonable(memory.sessions.get(scope, thread))}


@router.get(f"{THREAD}/session/versions", tags=["sessions"])
def session_versions(scope: Scoped, thread: str, memory: Mem, paging: Page100) -> dict[str, Any]:
    """The session memory's versions, newest first."""
    return paging.page(memory.sessions.versions(scope, thread, limit=paging.fetch))


@router.get(f"{THREAD}/observations", tags=["observations"])
def list_observations(
    scope: Scoped,
    thread: str,
    memory: Mem,
    include_superseded: bool = False,
) -> dict[str, Any]:
    """The thread's observations, oldest first."""
    found = memory.observations.list(scope, thread, include_superseded=include_superseded)
    return {"items": to_jsonable(found)}


@router.get(f"{THREAD}/observations/status", tags=["observations"])
def observation_status(scope: Scoped, thread: str, memory: Mem) -> dict[str, Any]:
    """How far the observer has read the thread."""
    return dict(to_jsonable(memory.observations.status(scope, thread)))


@router.get(f"{THREAD}/plan", tags=["plans"])
def get_plan(scope: Scoped, thread: str, memory: Mem) -> dict[str, Any]:
    """The thread's plan (``plan`` is ``null`` when it has none)."""
    return {"plan": to_jsonable(memory.plans.get(scope, thread))}


@router.get(f"{THREAD}/plan/versions", tags=["plans"])
def plan_versions(scope: Scoped, thread: str, memory: Mem, paging: Page100) -> dict[str, Any]:
    """The plan's versions, newest first."""
    return paging.page(memory.plans.versions(scope, thread, limit=paging.fetch))


@router.post(f"{THREAD}/plan", tags=["plans"])
def update_plan(scope: Scoped, thread: str, body: PlanUpdate, memory: Mem) -> dict[str, Any]:
    """Set the plan's goal, phase or steps, or update steps; answers the new plan."""
    plan = memory.plans.update(scope, thread, **body.model_dump(exclude_unset=True))
    return {"plan": to_jsonable(plan)}


# -- episodes -----------------------------------------------------------------------------------


@router.get(f"{SCOPE}/episodes", tags=["episodes"])
def list_episodes(
    scope: Scoped, memory: Mem, paging: Page20, include_superseded: bool = False
) -> dict[str, Any]:
    """The episodes, newest first."""
    found = memory.episodes.list(scope, limit=paging.fetch, include_superseded=include_superseded)
    return paging.page(found)


@router.get(f"{SCOPE}/episodes/{{episode_id}}", tags=["episodes"])
def get_episode(scope: Scoped, episode_id: str, memory: Mem) -> dict[str, Any]:
    """One episode."""
    return dict(to_jsonable(memory.episodes.get(scope, episode_id)))


@router.get(f"{SCOPE}/events", tags=["episodes"])
def events(
    scope: Scoped,
    memory: Mem,
    kind: str | None = None,
    about: str | None = None,
    purpose: str | None = None,
    limit: Limit = 10,
) -> dict[str, Any]:
    """Event entries, newest first, of one ``kind`` or ``about`` a resource."""
    found = memory.episodes.events(scope, kind, about, limit=limit, purpose=purpose)
    return {"items": to_jsonable(found)}


@router.post(f"{THREAD}/end_session", tags=["episodes"])
def end_session(
    scope: Scoped,
    thread: str,
    memory: Mem,
    sync: bool = False,
) -> dict[str, Any]:
    """Close the thread's session now: its episode is summarized (``job``, or ``null``)."""
    return {"job": to_jsonable(memory.episodes.end_session(scope, thread, sync))}


# -- review and audit ---------------------------------------------------------------------------


@router.get(f"{SCOPE}/review", tags=["review"])
def pending(scope: Scoped, memory: Mem, paging: Page100) -> dict[str, Any]:
    """Entries the write policy held for review, each with why (``review_reason``, and
    ``review_reason_text`` for a person)."""
    return paging.page(memory.review.pending(scope, limit=paging.fetch))


@router.post(f"{SCOPE}/review/{{entry_id}}/approve", tags=["review"])
def approve(scope: Scoped, entry_id: str, body: Approve, memory: Mem) -> dict[str, Any]:
    """Make a held entry active; answers it. One that gives orders to the AI needs
    ``"confirm": true``."""
    entry = memory.review.approve(
        scope, entry_id, reason=body.reason, actor="api", confirm=body.confirm
    )
    return dict(to_jsonable(entry))


@router.post(f"{SCOPE}/review/{{entry_id}}/deny", tags=["review"])
def deny(scope: Scoped, entry_id: str, body: Deny, memory: Mem) -> dict[str, Any]:
    """Drop a held entry for good."""
    memory.review.deny(scope, entry_id, body.reason, actor="api")
    return {"denied": entry_id}


@router.get(f"{SCOPE}/audit", tags=["audit"])
def audit(
    scope: Scoped,
    memory: Mem,
    paging: Page100,
    action: Annotated[list[str] | None, Query(description="Only these actions.")] = None,
    since: datetime | None = None,
) -> dict[str, Any]:
    """The audit records of this scope, newest first."""
    found = memory.audit.list(scope, actions=tuple(action or ()), since=since, limit=paging.fetch)
    return paging.page(found)


# -- imports ------------------------------------------------------------------------------------


class ImportRequest(Body):
    format: ImportFormat = Field(
        description="chatgpt or claude (their conversations.json), messages (JSONL text), mem0 "
        "(a get_all dump), langgraph (a store dump) or memories (a JSON list); see "
        "docs/import.md."
    )
    data: list[Any] | dict[str, Any] | str = Field(
        description="The export: its JSON as it is (a list or an object), or its text (the "
        "JSONL of a messages import)."
    )
    person: str | None = Field(
        None, description="Whose memories to take when the file holds several people's."
    )
    dry_run: StrictBool = Field(False, description="Store nothing; say what would be stored.")


@router.post(f"{SCOPE}/imports", tags=["imports"])
def import_export(scope: Scoped, body: ImportRequest, memory: Mem) -> dict[str, Any]:
    """Import another product's export into this scope, record by record: conversations are
    stored and extracted like live turns, memories of other stores are held as imported until
    a conversation grounds them. Answers what became of each record (refused ones with their
    position and reason); records imported before are skipped. Large histories: use
    ``episodic import``, which shows progress and resumes."""
    export = read_export(body.data, body.format)
    report = memory.imports.run(scope, export, person=body.person, dry_run=body.dry_run)
    return report.to_dict()


# -- jobs ---------------------------------------------------------------------------------------


def job_json(job: Job) -> dict[str, Any]:
    """A job without its payload (the payload is the handler's input, not the API's)."""
    data = dict(to_jsonable(job))
    data.pop("payload", None)
    data["cost"] = job.cost.to_dict()
    return data


def reaches(bound: KeyBinding, job: Job) -> bool:
    """Whether the job lies inside the key's wall."""
    return job.scope.tenant == bound.tenant and bound.agent in (None, job.scope.agent)


def own_job(bound: KeyBinding, job: Job) -> Job:
    """The job, when the key reaches it; otherwise not found (never another tenant's)."""
    if not reaches(bound, job):
        raise NotFoundError(f"No job {job.id!r}.")
    return job


@router.get("/v1/jobs", tags=["jobs"])
def list_jobs(
    bound: Bound,
    memory: Mem,
    status: JobStatus | None = None,
    limit: Limit = 100,
    offset: Offset = 0,
) -> dict[str, Any]:
    """The key's tenant's jobs, newest first, ``limit`` at a time from ``offset``; each with
    its ``cost`` (model requests, tokens in and out, seconds), and ``warnings`` when the
    extraction model has gone quiet (see ``memory.entries.silence()``)."""
    jobs = memory.jobs.list(
        status=status, limit=limit + 1, tenant=bound.tenant, agent=bound.agent, offset=offset
    )
    more = len(jobs) > limit
    quiet = memory.entries.silence()
    return {
        "items": [job_json(job) for job in jobs[:limit]],
        "next_offset": offset + limit if more else None,
        "warnings": [] if quiet is None else [quiet.warning()],
    }


@router.get("/v1/jobs/{job_id}", tags=["jobs"])
def get_job(job_id: str, bound: Bound, memory: Mem) -> dict[str, Any]:
    """One job."""
    return job_json(own_job(bound, memory.jobs.get(job_id)))


@router.post("/v1/jobs/{job_id}/retry", tags=["jobs"])
def retry_job(job_id: str, bound: Bound, memory: Mem) -> dict[str, Any]:
    """Run a failed job again."""
    own_job(bound, memory.jobs.get(job_id))
    return job_json(memory.jobs.retry(job_id))
