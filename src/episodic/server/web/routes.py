"""The web page's routes (see :mod:`episodic.server.web`): HTML under ``/`` and ``/ui``."""

from __future__ import annotations

import hmac
import json
import secrets
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import APIRouter, Depends, FastAPI, Form, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.routing import APIRoute
from fastapi.staticfiles import StaticFiles
from jinja2 import Environment, FileSystemLoader, select_autoescape

from episodic import (
    ConfirmationRequired,
    Entry,
    EpisodicError,
    Memory,
    NotFoundError,
    Scope,
    Subject,
    ValidationError,
)
from episodic.server.access import STATUS, Unauthorized, checked_key, memory_of
from episodic.server.settings import KeyBinding, ServerSettings
from episodic.server.sources import TooManyFailures
from episodic.server.web.sessions import WebSessions

HERE = Path(__file__).parent
#: The cookie of a signed-in browser: a session id (see sessions.py), never the API key.
SESSION_COOKIE = "episodic_session"
CSRF_COOKIE = "episodic_csrf"
#: Without API keys, the tenant the browser is looking at (any tenant is open then).
TENANT_COOKIE = "episodic_tenant"
#: What a finished action says at the top of the page it lands on (``?done=...``).
DONE = {
    "corrected": "Corrected. The old version is kept in the history and never used again.",
    "forgotten": "Forgotten. The memory, its evidence and its words elsewhere are gone.",
    "approved": "Approved. The memory is used from now on.",
    "denied": "Denied. The held memory was deleted.",
}
#: Entries the timeline shows at most (newest kept when a person has more).
TIMELINE_LIMIT = 500
#: Failed jobs the jobs page lists at most (newest first).
FAILED_JOBS = 200
#: Finished jobs the jobs page lists with their cost (newest first).
RECENT_JOBS = 50

Text = Annotated[str, Form()]


def _when(moment: datetime | None) -> str:
    return "" if moment is None else moment.strftime("%Y-%m-%d %H:%M UTC")


def _q(value: object) -> str:
    return quote(str(value), safe="")


TEMPLATES = Environment(
    loader=FileSystemLoader(HERE / "templates"),
    autoescape=select_autoescape(("html",), default=True),
    trim_blocks=True,
    lstrip_blocks=True,
)
TEMPLATES.filters["when"] = _when
TEMPLATES.filters["q"] = _q


class WebRoute(APIRoute):
    """A route whose library errors become an HTML page (the API's stay JSON)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def guarded(request: Request) -> Response:
            try:
                return await handler(request)
            except Unauthorized:
                return RedirectResponse("/ui/login", status_code=303)
            except EpisodicError as exc:
                known = [
                    (code, hint)
                    for kind, code, hint in (*STATUS_WEB, *STATUS)
                    if isinstance(exc, kind)
                ]
                status, hint = known[0] if known else (500, "See the server log.")
                return render(
                    request,
                    "error.html",
                    {"kind": type(exc).__name__, "message": exc.said("web"), "hint": hint},
                    status=status,
                )

        return guarded


class BadToken(EpisodicError):
    """A form arrived without the page's CSRF token."""


STATUS_WEB = ((BadToken, 403, "Reload the page and send the form again."),)


def mount_web(app: FastAPI) -> None:
    """Add the web page's routes and its static files to ``app``."""
    app.mount("/ui/static", StaticFiles(directory=HERE / "static"), name="web-static")
    app.state.web_sessions = WebSessions()
    app.include_router(router)


router = APIRouter(route_class=WebRoute, include_in_schema=False)


# -- sessions: the session cookie and the CSRF token ------------------------------------------


def sessions_of(request: Request) -> WebSessions:
    sessions: WebSessions = request.app.state.web_sessions
    return sessions


def key_binding(request: Request) -> KeyBinding:
    """The binding of the key the browser signed in with; the default tenant without keys.

    Raises:
        Unauthorized: Keys are configured and the browser has no live session.
    """
    settings: ServerSettings = request.app.state.settings
    if not settings.api_keys:
        chosen = request.cookies.get(TENANT_COOKIE, "")
        return KeyBinding(chosen if _is_id(chosen) else settings.default_tenant)
    bound = sessions_of(request).binding(request.cookies.get(SESSION_COOKIE, ""))
    if bound is None:
        raise Unauthorized("Sign in with an API key.")
    return bound


def _is_id(value: str) -> bool:
    try:
        Scope(tenant=value, agent="a", user="u")
    except EpisodicError:
        return False
    return bool(value)


def csrf_token(request: Request) -> str:
    token = request.cookies.get(CSRF_COOKIE) or getattr(request.state, "csrf", None)
    if not token:
        token = secrets.token_urlsafe(24)
        request.state.csrf = token
    return token


def check_csrf(request: Request, sent: str) -> None:
    expected = request.cookies.get(CSRF_COOKIE, "")
    if not expected or not hmac.compare_digest(expected.encode(), sent.encode()):
        raise BadToken("This form's security token is missing or stale.")


def render(
    request: Request, template: str, context: dict[str, Any], *, status: int = 200
) -> HTMLResponse:
    token = csrf_token(request)
    try:
        keys = bool(request.app.state.settings.api_keys)
        session = request.cookies.get(SESSION_COOKIE, "")
        signed_in = keys and sessions_of(request).binding(session) is not None
    except AttributeError:
        signed_in, keys = False, False
    page = TEMPLATES.get_template(template).render(
        csrf=token, keys=keys, signed_in=signed_in, **context
    )
    response = HTMLResponse(page, status_code=status)
    if request.cookies.get(CSRF_COOKIE) != token:
        response.set_cookie(
            CSRF_COOKIE,
            token,
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
        )
    return response


def back(url: str) -> RedirectResponse:
    return RedirectResponse(url, status_code=303)


@dataclass(frozen=True, slots=True)
class Person:
    """Whom a page is about: the request, the memory, their scope (tenant from the key) and
    the base URL of their pages."""

    request: Request
    memory: Memory
    scope: Scope
    base: str

    def page(self, template: str, **context: Any) -> Response:
        """One of the person's pages, with the notice of what was just done (``?done=``)."""
        notice = DONE.get(self.request.query_params.get("done", ""))
        context = {"scope": self.scope, "base": self.base, "done": notice, **context}
        return render(self.request, template, context)


def person(request: Request, agent: str, user: str) -> Person:
    """The person the path names, as the signed-in key may see them.

    Raises:
        NotFoundError: The key is bound to another agent.
    """
    bound = key_binding(request)
    if bound.agent is not None and agent != bound.agent:
        raise NotFoundError("No such agent for this API key.")
    scope = Scope(tenant=bound.tenant, agent=agent, user=user)
    return Person(request, memory_of(request), scope, f"/ui/p/{_q(agent)}/{_q(user)}")


def checked_form(request: Request, csrf: Text = "") -> None:
    """Refuse a posted form without the page's CSRF token (before anything else is read)."""
    check_csrf(request, csrf)


#: The person of a ``/ui/p/{agent}/{user}`` page.
Who = Annotated[Person, Depends(person)]
#: Every form post is checked first.
POSTED = [Depends(checked_form)]


# -- signing in --------------------------------------------------------------------------------


@router.get("/ui/login", response_class=HTMLResponse)
def login_form(request: Request) -> Response:
    return render(request, "login.html", {"failed": False})


@router.post("/ui/login", dependencies=POSTED)
def login(request: Request, key: Text) -> Response:
    sessions = sessions_of(request)
    try:
        bound = checked_key(request, key)
    except TooManyFailures as exc:
        wait = {"failed": True, "wait": exc.retry_after}
        response = render(request, "login.html", wait, status=429)
        response.headers["Retry-After"] = str(exc.retry_after)
        return response
    if bound is None:
        return render(request, "login.html", {"failed": True}, status=401)
    signed_in = back("/")
    signed_in.set_cookie(
        SESSION_COOKIE,
        sessions.start(bound),
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
    )
    return signed_in


@router.post("/ui/logout", dependencies=POSTED)
def logout(request: Request) -> Response:
    sessions_of(request).end(request.cookies.get(SESSION_COOKIE, ""))
    response = back("/ui/login")
    response.delete_cookie(SESSION_COOKIE)
    return response


# -- choosing a person -------------------------------------------------------------------------


@router.get("/", response_class=HTMLResponse)
def index(request: Request) -> Response:
    bound = key_binding(request)
    keyless = not request.app.state.settings.api_keys
    # Without keys every tenant is open: list them all, so data stored under any tenant
    # (the README's first example uses "acme") shows up. A key sees its own tenant only.
    scopes = memory_of(request).scopes(
        tenant=None if keyless else bound.tenant, agent=None if keyless else bound.agent
    )
    tenants = sorted({s.scope.tenant for s in scopes})
    context = {"bound": bound, "scopes": scopes, "keyless": keyless, "tenants": tenants}
    return render(request, "index.html", context)


@router.get("/ui/tenant")
def choose_tenant(request: Request, name: str = "", to: str = "/") -> Response:
    """Without keys: look at ``name``'s memories (a cookie), then go to ``to`` (a page here)."""
    if request.app.state.settings.api_keys:
        raise NotFoundError("With API keys, the tenant is the key's.")
    if not _is_id(name):
        raise ValidationError(f"{name[:60]!r} is not a tenant id.")
    target = to if to == "/" or to.startswith("/ui/") else "/"  # never another site
    response = back(target)
    response.set_cookie(
        TENANT_COOKIE, name, httponly=True, samesite="strict", secure=request.url.scheme == "https"
    )
    return response


@router.get("/ui/open")
def open_person(request: Request, agent: str = "", user: str = "", tenant: str = "") -> Response:
    bound = key_binding(request)
    base = person(request, agent.strip() or (bound.agent or ""), user.strip()).base
    if tenant.strip() and not request.app.state.settings.api_keys:
        return choose_tenant(request, tenant.strip(), base)
    return back(base)


# -- the timeline, search, correct, forget ---------------------------------------------------


def histories(entries: list[Entry]) -> tuple[list[Entry], dict[str, list[Entry]]]:
    """The entries to list (in occurred-time order) and, per entry, the versions it replaced
    (newest first, following each chain of corrections back)."""
    by_id = {entry.id: entry for entry in entries}
    replaced: dict[str, list[Entry]] = {}
    for entry in entries:
        if entry.superseded_by is not None and entry.superseded_by in by_id:
            replaced.setdefault(entry.superseded_by, []).append(entry)

    def chain(entry_id: str, seen: set[str]) -> list[Entry]:
        found: list[Entry] = []
        for old in sorted(replaced.get(entry_id, []), key=lambda e: e.recorded_at, reverse=True):
            if old.id not in seen:
                seen.add(old.id)
                found += [old, *chain(old.id, seen)]
        return found

    shown = [
        entry
        for entry in entries
        if entry.status != "pending_review"
        and not (entry.superseded_by is not None and entry.superseded_by in by_id)
    ]
    shown.sort(key=lambda e: (e.occurred_at, e.recorded_at))
    return shown, {entry.id: chain(entry.id, {entry.id}) for entry in shown}


@router.get("/ui/p/{agent}/{user}", response_class=HTMLResponse)
def timeline(who: Who, q: str = "") -> Response:
    """The person's entries, oldest first; with ``q``, the ones it recalls say why."""
    memory, scope = who.memory, who.scope
    recalled = {found.entry.id: found for found in memory.recall(scope, q)} if q.strip() else {}
    entries = memory.timeline(scope, limit=TIMELINE_LIMIT, include_inactive=True)
    shown, history = histories(entries)
    held = sum(1 for entry in entries if entry.status == "pending_review")
    # "In use" means active, here and on the list of people (ScopeSummary.active).
    in_use = sum(1 for entry in entries if entry.status == "active")
    # Only a full page can leave memories out; counting them all is then worth a query.
    total = _stored(memory, scope) if len(entries) >= TIMELINE_LIMIT else len(entries)
    return who.page(
        "timeline.html",
        entries=shown,
        history=history,
        held=held,
        in_use=in_use,
        total=total,
        capped=total > len(entries),
        query=q if q.strip() else "",
        recalled=recalled,
    )


@router.get("/ui/p/{agent}/{user}/search", response_class=HTMLResponse)
def search(who: Who, q: str = "") -> Response:
    results = who.memory.recall(who.scope, q) if q.strip() else []
    return who.page("search.html", query=q, results=results)


def _entry(memory: Memory, scope: Scope, entry_id: str) -> Entry:
    """Any of the person's entries, however old (the timeline shows only the newest)."""
    try:
        return memory.entries.get(scope, entry_id)
    except NotFoundError:
        raise NotFoundError(f"No entry {entry_id!r} for this person.") from None


def _stored(memory: Memory, scope: Scope) -> int:
    """How many entries (any status) the person has with this agent."""
    found = memory.scopes(tenant=scope.tenant, agent=scope.agent, user=scope.user)
    return sum(summary.entries for summary in found if summary.scope == scope)


@router.get("/ui/p/{agent}/{user}/entries/{entry_id}/correct", response_class=HTMLResponse)
def correct_form(who: Who, entry_id: str) -> Response:
    return who.page("correct.html", entry=_entry(who.memory, who.scope, entry_id))


@router.post("/ui/p/{agent}/{user}/entries/{entry_id}/correct", dependencies=POSTED)
def correct(
    who: Who, entry_id: str, content: Text, reason: Text = "", quote: Text = ""
) -> Response:
    new = who.memory.correct(
        who.scope,
        entry_id,
        content,
        reason=reason.strip() or None,
        evidence=quote.strip() or None,
    )
    return back(f"{who.base}?done=corrected#entry-{_q(new.id)}")


@router.post(
    "/ui/p/{agent}/{user}/entries/{entry_id}/forget", response_model=None, dependencies=POSTED
)
def forget(who: Who, entry_id: str, reason: Text, confirmed: Text = "") -> Response:
    """Forget asks first: the first post shows what will go; the second does it."""
    entry = _entry(who.memory, who.scope, entry_id)
    if confirmed != "yes":
        return who.page("forget.html", entry=entry, reason=reason)
    who.memory.forget(who.scope, entry_id, reason)
    return back(f"{who.base}?done=forgotten")


# -- the person's data: export and erase -----------------------------------------------------


@router.get("/ui/p/{agent}/{user}/export")
def export(who: Who) -> Response:
    data = who.memory.export(Subject.of(who.scope))
    name = f"episodic-{who.scope.agent}-{who.scope.user}.json".replace('"', "")
    return Response(
        json.dumps(data, indent=2, ensure_ascii=False, default=str),
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="{_q(name)}"'},
    )


def _subject(request: Request, scope: Scope, reach: str) -> Subject:
    """Whom an erase covers: the person across every agent of the tenant (the default), or
    with this agent only. A key bound to one agent reaches that agent only."""
    if reach not in ("tenant", "agent"):
        raise ValidationError(f"reach must be 'tenant' or 'agent', got {reach!r:.40}.")
    if reach == "agent" or key_binding(request).agent is not None:
        return Subject.of(scope)
    return Subject(tenant=scope.tenant, user=scope.user or "")


@router.get("/ui/p/{agent}/{user}/erase", response_class=HTMLResponse)
def erase_confirm(who: Who) -> Response:
    whole = key_binding(who.request).agent is None
    return who.page("erase.html", count=_stored(who.memory, who.scope), whole=whole)


@router.post("/ui/p/{agent}/{user}/erase", response_class=HTMLResponse, dependencies=POSTED)
def erase(who: Who, reach: Text = "tenant") -> Response:
    subject = _subject(who.request, who.scope, reach)
    erasure = who.memory.erase(subject)
    removed = sorted((table, n) for table, n in erasure.removed.items() if n)
    return who.page("erased.html", erasure=erasure, removed=removed, subject=subject)


# -- profile, episodes, review -----------------------------------------------------------------


@router.get("/ui/p/{agent}/{user}/profile", response_class=HTMLResponse)
def profile(who: Who) -> Response:
    return who.page("profile.html", versions=who.memory.profile.versions(who.scope))


@router.get("/ui/p/{agent}/{user}/episodes", response_class=HTMLResponse)
def episodes(who: Who) -> Response:
    found = who.memory.episodes.list(who.scope, limit=100, include_superseded=True)
    return who.page("episodes.html", episodes=found)


@router.get("/ui/p/{agent}/{user}/review", response_class=HTMLResponse)
def review(who: Who) -> Response:
    return who.page("review.html", held=who.memory.review.pending(who.scope))


@router.post(
    "/ui/p/{agent}/{user}/review/{entry_id}/approve", response_model=None, dependencies=POSTED
)
def approve(who: Who, entry_id: str, confirmed: Text = "") -> Response:
    """Approving an entry that gives orders to the AI asks first: the library refuses without
    a yes, so the first post shows what it would do; the second, confirmed, approves."""
    try:
        who.memory.review.approve(who.scope, entry_id, actor="web", confirm=confirmed == "yes")
    except ConfirmationRequired:
        return who.page("approve.html", entry=_entry(who.memory, who.scope, entry_id))
    return back(f"{who.base}/review?done=approved")


@router.post("/ui/p/{agent}/{user}/review/{entry_id}/deny", dependencies=POSTED)
def deny(who: Who, entry_id: str, reason: Text) -> Response:
    who.memory.review.deny(who.scope, entry_id, reason, actor="web")
    return back(f"{who.base}/review?done=denied")


# -- jobs ------------------------------------------------------------------------------------


@router.get("/ui/jobs", response_class=HTMLResponse)
def jobs(request: Request) -> Response:
    bound = key_binding(request)
    memory = memory_of(request)
    failed = memory.jobs.list(
        status="failed", limit=FAILED_JOBS, tenant=bound.tenant, agent=bound.agent
    )
    recent = memory.jobs.list(
        status="done", limit=RECENT_JOBS, tenant=bound.tenant, agent=bound.agent
    )
    quiet = memory.entries.silence()
    return render(
        request,
        "jobs.html",
        {"jobs": failed, "recent": recent, "warning": quiet.warning() if quiet else None},
    )


@router.post("/ui/jobs/{job_id}/retry", dependencies=POSTED)
def retry(request: Request, job_id: str) -> Response:
    bound = key_binding(request)
    memory = memory_of(request)
    if not bound.allows(memory.jobs.get(job_id).scope):
        raise NotFoundError(f"No job {job_id!r}.")
    memory.jobs.retry(job_id)
    return back("/ui/jobs")
