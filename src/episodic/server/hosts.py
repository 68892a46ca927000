"""Which ``Host`` and ``Origin`` headers the server answers: the defence against DNS rebinding.

A web page on ``evil.example`` can point its own name at 127.0.0.1 and then talk to a server
on this machine as if it were its own origin: the browser sends ``Host: evil.example`` and
the page reads the answers. A server without API keys trusts whoever reaches it, so it
answers only requests addressed to a loopback name (``127.0.0.1``, ``localhost``, ``::1``,
any port), and refuses a browser request whose ``Origin`` is another site. With API keys an
attacker's page has no key to send, so every name is answered unless the operator lists the
names (``EPISODIC_ALLOWED_HOSTS``); the list then holds for ``Origin`` too.

The guard is plain ASGI in front of the whole application, so REST, MCP, the web page, the
proxy, the API reference and ``/health`` all get the same answer: 421 for a foreign ``Host``,
403 for a foreign ``Origin``, as JSON in the server's error shape.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from episodic.server.shapes import error_body

#: Names that reach this machine only.
LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})

Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
Asgi = Callable[[Message, Receive, Send], Awaitable[None]]


def host_name(value: str) -> str | None:
    """The lower-case name in a ``Host`` value (``name``, ``name:port``, ``[v6]:port``), or
    ``None`` when it is not one."""
    value = value.strip().lower()
    if not value or any(c in value for c in " /\\@?#"):
        return None
    if value.startswith("["):
        end = value.find("]")
        rest = value[end + 1 :]
        if end < 0 or (rest and not (rest.startswith(":") and rest[1:].isdigit())):
            return None
        return value[1:end] or None
    name, sep, port = value.rpartition(":")
    if not sep:
        return value
    if ":" in name:  # a bare IPv6 address without brackets is not a Host value
        return None
    return name if port.isdigit() and name else None


@dataclass(frozen=True, slots=True)
class HostGuard:
    """The names a server answers to.

    Attributes:
        names: Allowed host names (lower case, no port); empty: any name.
    """

    names: frozenset[str]

    @classmethod
    def of(cls, *, keys: bool, allowed: Sequence[str] = ()) -> HostGuard:
        """Loopback only without keys; with keys, ``allowed`` (plus loopback) or, when it is
        empty or holds ``*``, any name."""
        if not keys:
            return cls(LOOPBACK)
        if not allowed or "*" in allowed:
            return cls(frozenset())
        return cls(LOOPBACK | {name.strip().lower().strip("[]") for name in allowed})

    def allows(self, name: str | None) -> bool:
        """Whether a host name (from :func:`host_name`) may be answered."""
        return name is not None and (not self.names or name in self.names)

    def refusal(self, headers: dict[str, str]) -> tuple[int, str, str] | None:
        """Why a request with these (lower-case) headers is refused: status, message, hint;
        ``None`` when it may go on."""
        host = headers.get("host", "")
        if not self.allows(host_name(host)):
            return (
                421,
                f"This server does not answer to the host name {host[:80]!r}.",
                _HINT,
            )
        origin = headers.get("origin")
        if origin is not None and self.names and not self.allows(_origin_name(origin)):
            return (
                403,
                f"Requests from the web origin {origin[:80]!r} are refused.",
                _HINT,
            )
        return None


_HINT = (
    "Reach the server as 127.0.0.1 or localhost; a server with API keys answers other names "
    "when they are listed in EPISODIC_ALLOWED_HOSTS (serve --allowed-host)."
)


def _origin_name(origin: str) -> str | None:
    parts = urlsplit(origin.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None  # "null" (a sandboxed frame, a file), or something no browser sends
    return host_name(parts.netloc)


class GuardHosts:
    """ASGI middleware: HTTP and WebSocket requests the guard refuses never reach ``app``
    (``app.add_middleware(GuardHosts, guard=...)``)."""

    def __init__(self, app: Asgi, guard: HostGuard) -> None:
        self.app = app
        self.guard = guard

    async def __call__(self, scope: Message, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"]}
        refused = self.guard.refusal(headers)
        if refused is None:
            await self.app(scope, receive, send)
            return
        status, message, hint = refused
        if scope["type"] == "websocket":
            await send({"type": "websocket.close", "code": 1008})
            return
        kind = "UnknownHost" if status == 421 else "ForeignOrigin"
        body = json.dumps(error_body(kind, message, hint))
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body.encode()})
