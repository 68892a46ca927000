"""What every route of the servers shares: the key a request carries, the scope it acts in,
the memory it reaches, and how a library error becomes an HTTP answer.

A route takes the request's scope as a parameter (``scope: Scoped``): the tenant is always its
API key's, the agent its key's when the key is bound to one, and the agent and user come from
the path. It takes the memory the same way (``memory: Mem``). Nothing here imports a surface,
so the REST routes, MCP, the web page and the proxy all import it and none imports another.
"""

from __future__ import annotations

import hmac
from typing import Annotated

from fastapi import Depends, Header, Path, Request
from fastapi.responses import JSONResponse
from fastapi.security import APIKeyHeader, HTTPAuthorizationCredentials, HTTPBearer

from episodic import (
    ConfigError,
    ConfirmationRequired,
    EpisodicError,
    Memory,
    NotFoundError,
    PolicyError,
    ProviderError,
    Scope,
    ScopeError,
    StoreError,
    ValidationError,
)
from episodic.server.settings import KeyBinding, ServerSettings
from episodic.server.shapes import error_body
from episodic.server.sources import FailureLimit, TooManyFailures

#: HTTP status of each library error (the most specific class listed first wins), with a hint
#: that holds on every surface; :data:`SURFACE_HINTS` has a surface's own words.
STATUS: tuple[tuple[type[EpisodicError], int, str], ...] = (
    (PolicyError, 422, "The write policy refused it: change what the reason names."),
    (ConfirmationRequired, 422, "Nothing changed: confirm that you mean it and ask again."),
    (NotFoundError, 404, "Check the id and the scope (tenant, agent, user)."),
    (ScopeError, 422, "Pass agent and user; the tenant comes from your API key."),
    (ValidationError, 422, "Fix the field the message names and send it again."),
    (ProviderError, 502, "The model or embedder provider failed; retry later."),
    (StoreError, 503, "The database failed or is read-only; retry later."),
    (ConfigError, 500, "The server is misconfigured; see its log."),
)
#: The hints of :data:`STATUS` in a surface's own words where they differ: a REST request
#: names its agent and user in the path, an MCP client in its headers (or ``episodic mcp``'s
#: flags), a proxy client in its headers (or the proxy's flags).
SURFACE_HINTS: dict[str, dict[type[EpisodicError], str]] = {
    "rest": {
        ScopeError: "Fix the agent or user in the path; the tenant comes from your API key "
        "(on a server without keys, from the X-Episodic-Tenant header).",
        ConfirmationRequired: 'Nothing changed: send {"confirm": true} in the request body to '
        "approve it anyway.",
    },
    "mcp": {
        NotFoundError: "Check the id; the agent and user come from the connection, not from a "
        "tool's arguments.",
        ScopeError: "Check the X-Episodic-Agent and X-Episodic-User headers (over stdio, "
        "episodic mcp's --agent and --user); the tenant comes from the API key.",
        ValidationError: "Fix the argument the message names and call the tool again.",
    },
    "proxy": {
        NotFoundError: "Check X-Episodic-Agent: an API key bound to an agent reaches only it.",
        ScopeError: "Check the X-Episodic-Agent and X-Episodic-User headers (or the request's "
        "user field); the tenant comes from the API key.",
    },
}


class Unauthorized(EpisodicError):
    """The request carries no API key, or one the server does not know."""


def status_of(exc: EpisodicError, surface: str = "rest") -> tuple[int, str]:
    """The HTTP status of a library error and what to do about it, in ``surface``'s words."""
    if isinstance(exc, Unauthorized):
        return 401, "Send 'Authorization: Bearer <key>' or 'X-API-Key: <key>'."
    if isinstance(exc, TooManyFailures):
        return 429, (
            "Check the key this client sends (the server's EPISODIC_API_KEYS) and wait for "
            "Retry-After; wrong keys are counted per address, so other addresses still get in."
        )
    own = SURFACE_HINTS.get(surface, {})
    for kind, status, hint in STATUS:
        if isinstance(exc, kind):
            return status, own.get(kind, hint)
    return 500, "See the server log."


def error_response(exc: EpisodicError, surface: str = "rest") -> JSONResponse:
    """A library error as JSON ``{"error": {"type", "message", "hint"}}`` with its status; the
    message and the hint speak ``surface``'s language, never the Python one."""
    status, hint = status_of(exc, surface)
    kind = "Unauthorized" if isinstance(exc, Unauthorized) else type(exc).__name__
    body = error_body(kind, exc.said(surface), hint)
    if isinstance(exc, TooManyFailures):
        headers = {"Retry-After": str(exc.retry_after)}
        return JSONResponse(body, status_code=status, headers=headers)
    return JSONResponse(body, status_code=status)


#: The header naming the tenant a request acts for. A server without keys takes any tenant
#: from it (it answers only this machine, which may read every tenant anyway); with keys it may
#: only repeat the key's own. Every answer carries the tenant it acted for under this name.
TENANT_HEADER = "X-Episodic-Tenant"


def binding(request: Request) -> KeyBinding:
    """What the request's API key may reach (``Authorization: Bearer <key>`` or
    ``X-API-Key``); without configured keys, the tenant the ``X-Episodic-Tenant`` header
    names, else the default tenant. The tenant is noted on the request, so the answer says
    which tenant it acted for.

    Raises:
        Unauthorized: Keys are configured and the request has none, or an unknown one.
        NotFoundError: The tenant header names another tenant than the key's.
        ScopeError: The tenant header is not a valid tenant id.
    """
    bound = _key_binding(request)
    named = request.headers.get(TENANT_HEADER)
    if named is not None and named != bound.tenant:
        if request.app.state.settings.api_keys:
            raise NotFoundError(
                f"No such tenant for this API key; drop the {TENANT_HEADER} header."
            )
        try:
            bound = KeyBinding(Scope(tenant=named).tenant)
        except ScopeError as exc:
            raise ScopeError(f"The {TENANT_HEADER} header: {exc}") from None
    request.state.tenant = bound.tenant
    return bound


def _key_binding(request: Request) -> KeyBinding:
    settings: ServerSettings = request.app.state.settings
    if not settings.api_keys:
        return KeyBinding(settings.default_tenant)
    given = request.headers.get("x-api-key") or ""
    auth = request.headers.get("authorization") or ""
    if auth.lower().startswith("bearer "):
        given = auth[7:].strip()
    # A request without a key guesses nothing: it is refused without being counted.
    found = checked_key(request, given) if given else None
    if found is None:
        raise Unauthorized("This server needs an API key; the request has none or an unknown one.")
    return found


def checked_key(request: Request, given: str) -> KeyBinding | None:
    """What the key ``given`` reaches on this server (``None``: no such key), looked up
    under the limit on failed keys of the request's source (see :mod:`.sources`).

    Raises:
        TooManyFailures: The request's source sent too many wrong keys lately.
    """
    settings: ServerSettings = request.app.state.settings
    failures: FailureLimit = request.app.state.failures

    def lookup() -> KeyBinding | None:
        # Every key is compared, in constant time each, so the time taken names none of them.
        found = None
        for key, bound in settings.api_keys.items():
            if hmac.compare_digest(key.encode(), given.encode()):
                found = bound
        return found

    return failures.attempt(source_of(request), lookup)


def source_of(request: Request) -> str:
    """Where the request comes from, as failed keys are counted (see :mod:`.sources`)."""
    settings: ServerSettings = request.app.state.settings
    peer = request.client.host if request.client else ""
    headers = request.headers
    return settings.proxies.source(
        peer, headers.getlist("x-forwarded-for"), headers.getlist("forwarded")
    )


def scope_for(bound: KeyBinding, agent: str | None, user: str | None) -> Scope:
    """The scope a request acts in: always its key's tenant; the key's agent when the key is
    bound to one (naming another agent is not found, never reached).

    Raises:
        NotFoundError: The request names an agent its key does not reach.
        ScopeError: Agent or user is missing or malformed.
    """
    if bound.agent is not None and agent is not None and agent != bound.agent:
        raise NotFoundError("No such agent for this API key.")
    return Scope(tenant=bound.tenant, agent=agent or bound.agent, user=user)


#: How a request carries its key, as the OpenAPI document declares it (the Authorize button
#: of ``/docs`` fills either); :func:`binding` reads the headers itself.
_BEARER = HTTPBearer(
    scheme_name="bearer",
    description="An API key of the server (EPISODIC_API_KEYS): Authorization: Bearer <key>.",
    auto_error=False,
)
_API_KEY = APIKeyHeader(
    name="X-API-Key",
    scheme_name="apiKey",
    description="The same key in an X-API-Key header.",
    auto_error=False,
)


def keyed(
    request: Request,
    bearer: Annotated[HTTPAuthorizationCredentials | None, Depends(_BEARER)],
    api_key: Annotated[str | None, Depends(_API_KEY)],
    named_tenant: Annotated[
        str | None,
        Header(
            alias=TENANT_HEADER,
            description="The tenant to act for, on a server without API keys (default: "
            "'default'); with keys, only the key's own tenant. The answer's X-Episodic-Tenant "
            "header names the tenant it acted for.",
        ),
    ] = None,
) -> KeyBinding:
    """:func:`binding` as a route's dependency: a route that takes it is one the OpenAPI
    document marks as needing a key, and no other is."""
    return binding(request)


#: A route parameter that is the request's :class:`KeyBinding` (see :func:`binding`).
Bound = Annotated[KeyBinding, Depends(keyed)]


def memory_of(request: Request) -> Memory:
    """The memory the server holds."""
    memory: Memory = request.app.state.memory
    return memory


#: A route parameter that is the server's :class:`~episodic.Memory`.
Mem = Annotated[Memory, Depends(memory_of)]

Agent = Annotated[str, Path(description="The agent whose memory it is.")]
User = Annotated[str, Path(description="The user the memory is about.")]


def scoped(agent: Agent, user: User, bound: Bound) -> Scope:
    """The scope a route under ``/v1/agents/{agent}/users/{user}`` acts in (see
    :func:`scope_for`)."""
    return scope_for(bound, agent, user)


#: A route parameter that is the request's scope: the path's agent and user in its key's
#: tenant (see :func:`scoped`).
Scoped = Annotated[Scope, Depends(scoped)]
