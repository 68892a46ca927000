"""The REST API: the agent loop, entries and a person's data under ``/v1``.

Every route acts in the scope ``/v1/agents/{agent}/users/{user}/...`` names, inside the tenant
of the request's API key (:func:`~episodic.server.access.scope_for`): a path never names a tenant,
and a key bound to one agent finds nothing under another. The tiers' routes (messages, profile,
sessions, observations, plans, episodes, review, audit, jobs) are in
:mod:`episodic.server.rest_tiers`. Lists take ``limit`` and ``offset`` and answer
``{"items": [...], "next_offset": n | null}``; a thread's messages page by ``after`` (the last
message's ``seq``) instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field

from episodic import NotFoundError, Scope, Subject
from episodic.server.access import Bound, Mem, Scoped, User, scope_for
from episodic.server.settings import KeyBinding
from episodic.server.shapes import error_body, to_jsonable

#: The path every scoped route starts with.
SCOPE = "/v1/agents/{agent}/users/{user}"
#: Most items a list answers at once.
MAX_LIMIT = 1000

Limit = Annotated[int, Query(ge=1, le=MAX_LIMIT, description="Most items to return.")]
Offset = Annotated[int, Query(ge=0, le=1_000_000, description="Items to skip (pagination).")]


class ErrorDetail(BaseModel):
    """What went wrong and what to do about it."""

    type: str = Field(description="The error's kind: Unauthorized, NotFoundError, ...")
    message: str = Field(description="What went wrong, in the API's words.")
    hint: str = Field(description="What to do about it.")


class ErrorBody(BaseModel):
    """Every error every surface of the server answers."""

    error: ErrorDetail


def _error(description: str, **headers: str) -> dict[str, Any]:
    declared = {
        name: {"description": said, "schema": {"type": "integer"}} for name, said in headers.items()
    }
    return {
        "model": ErrorBody,
        "description": description,
        **({"headers": declared} if declared else {}),
    }


#: The errors every route that takes an API key may answer, as the OpenAPI document lists
#: them (422 in the server's own shape, not FastAPI's).
KEYED_ERRORS: dict[int | str, dict[str, Any]] = {
    401: _error("No API key, or one this server does not know."),
    404: _error(
        "No such entry, job or path; or a tenant or agent the key does not reach (never told "
        "apart from one that does not exist)."
    ),
    422: _error("A field, a parameter or an argument is wrong: the message names it."),
    429: _error(
        "Too many wrong API keys from this address: every key it sends waits until then.",
        **{"Retry-After": "Seconds until keys from this address are checked again."},
    ),
}

router = APIRouter(responses=KEYED_ERRORS)
#: The tool-definition formats ``Tool.definition`` writes.
ToolFormat = Literal["openai", "anthropic"]


class Body(BaseModel):
    """A request body: unknown fields are refused, so a typo is an error, not a no-op."""

    model_config = ConfigDict(extra="forbid")


class BeforeTurn(Body):
    message: str = Field(description="The user's new message.")
    thread: str | None = Field(None, description="The conversation thread.")
    purpose: str | None = Field(None, description="Leave out entries tagged for other purposes.")


class AfterTurn(Body):
    thread: str = Field(description="The conversation thread.")
    messages: list[dict[str, Any]] = Field(
        description="The turn's messages in chat-completions form ({role, content, id?, ...})."
    )
    injected: list[str] | None = Field(
        None,
        max_length=MAX_LIMIT,
        description="The ids before_turn returned in `injected`: shown to the extractor as "
        "known memory, so what was already in the prompt is not extracted again.",
    )


class Recall(Body):
    query: str
    top_k: int | None = Field(None, ge=1, le=MAX_LIMIT)
    purpose: str | None = None


class EventFields(Body):
    evidence: str | None = Field(None, description="The words the entry rests on.")
    source: str = "user_assertion"
    thread: str | None = None
    occurred_at: datetime | None = None
    expires_at: datetime | None = None
    metadata: dict[str, Any] | None = None
    actor: str | None = None
    confidence: str | None = None
    source_trust: str | None = None
    privacy_class: str | None = None
    purpose: list[str] | None = None
    resource_refs: list[str] | None = None

    def event(self) -> dict[str, Any]:
        """The fields given, as keyword arguments of ``remember`` and ``correct``."""
        given = self.model_dump(exclude_unset=True, exclude={"content", "kind", "reason"})
        return {key: value for key, value in given.items() if value is not None}


class Remember(EventFields):
    content: str
    kind: str = "case"


class Correct(EventFields):
    content: str = Field(description="The corrected statement.")
    reason: str | None = None
    kind: str = "correction"


class Reason(Body):
    reason: str = Field(description="Why; kept in the audit log.")


def validation_error(request: Request, exc: Exception) -> JSONResponse:
    """A request FastAPI could not read (a missing field, a wrong type) in the same error shape
    as the library's: ``{"error": {"type": "ValidationError", "message", "hint"}}``, 422."""
    problems = exc.errors() if isinstance(exc, RequestValidationError) else []
    said = [
        f"{'.'.join(str(part) for part in problem.get('loc', ()))}: {problem.get('msg', '')}"
        for problem in problems[:3]
    ]
    more = f" (and {len(problems) - 3} more)" if len(problems) > 3 else ""
    message = "; ".join(said) + more or "The request could not be read."
    hint = "Fix the field the message names (see /docs for the request's shape)."
    return JSONResponse(error_body("ValidationError", message, hint), status_code=422)


@dataclass(frozen=True, slots=True)
class Paging:
    """The part of a list a request asks for: ``limit`` items after the first ``offset``."""

    limit: int
    offset: int

    @property
    def fetch(self) -> int:
        """How many items to read: the page and one more, which tells whether one follows."""
        return self.offset + self.limit + 1

    def page(self, items: list[Any]) -> dict[str, Any]:
        """The page of ``items`` (read up to :attr:`fetch`) and where the next one starts."""
        chosen = items[self.offset : self.offset + self.limit]
        more = len(items) > self.offset + self.limit
        end = self.offset + self.limit
        return {"items": to_jsonable(chosen), "next_offset": end if more else None}


def _first_20(limit: Limit = 20, offset: Offset = 0) -> Paging:
    return Paging(limit, offset)


def _first_50(limit: Limit = 50, offset: Offset = 0) -> Paging:
    return Paging(limit, offset)


def _first_100(limit: Limit = 100, offset: Offset = 0) -> Paging:
    return Paging(limit, offset)


#: ``limit`` (20, 50 or 100 unless given) and ``offset`` query parameters, as one.
Page20 = Annotated[Paging, Depends(_first_20)]
Page50 = Annotated[Paging, Depends(_first_50)]
Page100 = Annotated[Paging, Depends(_first_100)]


# -- the agent loop -----------------------------------------------------------------------------


@router.post(f"{SCOPE}/before_turn", tags=["loop"])
def before_turn(scope: Scoped, body: BeforeTurn, memory: Mem) -> dict[str, Any]:
    """Memory for the next model call: the text to append to the system prompt (``text``),
    its blocks with the entries they show, the thread's recent window (``messages``) and the
    ids of the entries shown (``injected``: pass them back to ``after_turn``)."""
    context = memory.before_turn(scope, body.thread, body.message, purpose=body.purpose)
    return {
        "text": context.render(),
        "tokens": context.tokens,
        "now": context.now.isoformat(),
        "blocks": [
            {"name": b.name, "text": b.text, "entries": to_jsonable(b.entries)}
            for b in context.blocks
        ],
        "messages": to_jsonable(context.messages),
        "injected": [recalled.entry.id for recalled in context.entries],
    }


@router.post(f"{SCOPE}/after_turn", tags=["loop"])
def after_turn(
    scope: Scoped,
    body: AfterTurn,
    memory: Mem,
    sync: Annotated[bool, Query(description="Run the turn's jobs before answering.")] = False,
) -> dict[str, Any]:
    """Store a finished turn and queue its jobs; ``job`` is the extraction job (``null`` when
    the turn holds no text to extract)."""
    job = memory.after_turn(scope, body.thread, body.messages, sync=sync, injected=body.injected)
    return {"job": to_jsonable(job)}


class ToolCall(Body):
    arguments: dict[str, Any] | str = Field(
        default_factory=dict,
        description="The arguments the model sent: an object, or the JSON text of one.",
    )
    thread: str | None = Field(None, description="The thread the tools are offered in.")
    purpose: str | None = Field(None, description="What recall_memory searches for.")


@router.get(f"{SCOPE}/tools", tags=["loop"])
def list_tools(
    scope: Scoped,
    memory: Mem,
    thread: Annotated[str | None, Query(description="get_plan and update_plan need one.")] = None,
    format: Annotated[
        ToolFormat, Query(description="openai (function calling) or anthropic (input_schema).")
    ] = "openai",
    purpose: Annotated[str | None, Query(description="What recall_memory searches for.")] = None,
) -> dict[str, Any]:
    """The memory tools for this scope and thread, as ``memory.tools()`` offers them:
    ``tools`` (definitions to send to the model, in ``format``) and ``instructions`` (text for
    the system prompt). Answer a model's call with ``POST .../tools/{name}``."""
    offered = memory.tools(scope, thread, purpose=purpose)
    return {
        "tools": [tool.definition(format) for tool in offered],
        "instructions": offered.instructions,
    }


@router.post(f"{SCOPE}/tools/{{name}}", tags=["loop"])
def call_tool(scope: Scoped, name: str, body: ToolCall, memory: Mem) -> dict[str, Any]:
    """Answer one call of the model to a memory tool: ``content`` is the JSON text to send
    back as the tool's result. Bad arguments are the model's to fix, so they answer 200 with
    ``{"error": ...}`` in ``content``, as in Python; an unknown tool is 404."""
    for tool in memory.tools(scope, body.thread, purpose=body.purpose):
        if tool.name == name:
            return {"content": tool(body.arguments)}
    raise NotFoundError(
        f"No memory tool {name!r:.60} here; GET .../tools lists them (get_plan and "
        "update_plan need a thread)."
    )


# -- entries ------------------------------------------------------------------------------------


@router.post(f"{SCOPE}/recall", tags=["entries"])
def recall(scope: Scoped, body: Recall, memory: Mem) -> dict[str, Any]:
    """Search the entries, best first, with every score."""
    found = memory.recall(scope, body.query, body.top_k, purpose=body.purpose)
    return {"items": to_jsonable(found)}


@router.post(f"{SCOPE}/entries", tags=["entries"], status_code=201)
def remember(scope: Scoped, body: Remember, memory: Mem) -> dict[str, Any]:
    """Store one entry (a duplicate reinforces the stored one; the policy may hold it for
    review, ``status`` says so, or refuse it with 422)."""
    entry = memory.remember(scope, body.content, kind=body.kind, **body.event())
    return dict(to_jsonable(entry))


@router.get(f"{SCOPE}/entries", tags=["entries"])
def timeline(
    scope: Scoped, memory: Mem, paging: Page50, include_inactive: bool = False
) -> dict[str, Any]:
    """The entries with their evidence, most recent first (the timeline)."""
    entries = memory.timeline(scope, limit=paging.fetch, include_inactive=include_inactive)
    return paging.page(entries)


@router.get(f"{SCOPE}/entries/{{entry_id}}", tags=["entries"])
def get_entry(scope: Scoped, entry_id: str, memory: Mem) -> dict[str, Any]:
    """One entry with its evidence."""
    return dict(to_jsonable(memory.entries.get(scope, entry_id)))


@router.post(f"{SCOPE}/entries/{{entry_id}}/correct", tags=["entries"], status_code=201)
def correct(scope: Scoped, entry_id: str, body: Correct, memory: Mem) -> dict[str, Any]:
    """Write the correction of an active entry; the old one is superseded and never recalled
    again. Answers the new entry."""
    entry = memory.correct(
        scope, entry_id, body.content, reason=body.reason, kind=body.kind, **body.event()
    )
    return dict(to_jsonable(entry))


@router.post(f"{SCOPE}/entries/{{entry_id}}/forget", tags=["entries"])
def forget(scope: Scoped, entry_id: str, body: Reason, memory: Mem) -> dict[str, Any]:
    """Remove one entry and its evidence for good, and its words from the messages it
    quoted and everything derived from them (audited with the reason)."""
    done = memory.forget(scope, entry_id, body.reason)
    return {"forgotten": entry_id, "redacted": done.redacted, "reclaimed": done.reclaimed}


# -- a person's data ----------------------------------------------------------------------------


def subject_for(bound: KeyBinding, user: str, agent: str | None) -> Subject:
    """The person a request names, in its key's tenant (and its key's agent, when bound)."""
    scope: Scope = scope_for(bound, agent, user)
    return Subject(tenant=scope.tenant, user=user, agent=scope.agent)


PersonAgent = Annotated[
    str | None, Query(description="Only this agent's memory of the person (default: every).")
]


@router.get("/v1/users/{user}/export", tags=["person"])
def export(user: User, bound: Bound, memory: Mem, agent: PersonAgent = None) -> dict[str, Any]:
    """Everything stored about a person, table by table (audited)."""
    subject = subject_for(bound, user, agent)
    return dict(to_jsonable(memory.export(subject)))


@router.delete("/v1/users/{user}", tags=["person"])
def erase(user: User, bound: Bound, memory: Mem, agent: PersonAgent = None) -> dict[str, Any]:
    """Erase every row of a person for good; answers counts per table, never content."""
    subject = subject_for(bound, user, agent)
    return dict(to_jsonable(memory.erase(subject)))
