"""The proxy's upstream: the OpenAI-compatible server it forwards to, and what counts as that
server failing.

An upstream that refuses a request properly (a 4xx or 5xx answer) is passed on as it
answered. One that cannot be reached, answers something that is not a chat completion, cuts
its stream short, or whose model keeps calling memory tools on the last round (which offers
none) is an :class:`UpstreamFailure`: HTTP 502 in the error shape of every episodic server,
or, once an event stream has started, an ``error`` event (the OpenAI clients raise on one)
before ``[DONE]``. Nothing of such a request is remembered.
"""

from __future__ import annotations

from typing import Any

import httpx
from fastapi.responses import Response

from episodic import redact
from episodic.server.shapes import error_body

#: Seconds to wait for the upstream (a long answer can take a while).
DEFAULT_TIMEOUT = 300.0

Json = dict[str, Any]

_MISBEHAVED = (
    "The upstream (--upstream) did not answer as an OpenAI-compatible server does; nothing "
    "of this request was remembered. Retry, or check the upstream's log."
)
_UNREACHABLE = (
    "Check that the upstream (--upstream) is running and reachable from this machine; "
    "nothing of this request was remembered."
)


class Upstream:
    """The OpenAI-compatible server the proxy forwards to (``base_url`` ends in ``/v1`` or
    wherever its ``/chat/completions`` lives)."""

    def __init__(
        self,
        base_url: str,
        key: str | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self.client = httpx.Client(
            base_url=base_url.rstrip("/"), headers=headers, timeout=timeout, transport=transport
        )

    def close(self) -> None:
        self.client.close()


class UpstreamFailure(Exception):
    """The upstream failed a request: the proxy answers 502 (or an ``error`` event).

    Attributes:
        kind: The error's ``type``: ``UpstreamUnreachable``, ``UpstreamBadReply`` (not a
            chat completion), ``UpstreamCutOff`` (a stream that ended early) or
            ``UpstreamLoop`` (memory tools called on the last round).
        hint: What to do about it.
    """

    def __init__(self, kind: str, message: str, hint: str = _MISBEHAVED) -> None:
        super().__init__(message)
        self.kind = kind
        self.hint = hint

    @classmethod
    def of(cls, exc: httpx.TransportError) -> UpstreamFailure:
        """The upstream could not be reached (``UpstreamUnreachable``), or its answer broke
        off (``UpstreamCutOff``); no credentials in the message."""
        error = f"{type(exc).__name__}: {exc}"
        if isinstance(exc, httpx.ConnectError | httpx.TimeoutException | httpx.UnsupportedProtocol):
            said = redact(f"The upstream model server did not answer: {error}")
            return cls("UpstreamUnreachable", said, _UNREACHABLE)
        return cls("UpstreamCutOff", redact(f"The upstream's answer broke off: {error}"))

    @property
    def body(self) -> Json:
        """``{"error": {"type", "message", "hint"}}``, as every episodic server answers."""
        return error_body(self.kind, str(self), self.hint)


def completion(answer: httpx.Response) -> tuple[Json, Json]:
    """A non-streaming reply and its first choice's message.

    Raises:
        UpstreamFailure: The reply is not JSON, or not a chat completion with a choice.
    """
    try:
        reply = answer.json()
    except ValueError:
        raise _bad(answer, "a body that is not JSON") from None
    choices = reply.get("choices") if isinstance(reply, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise _bad(answer, "JSON that is not a chat completion (no 'choices')")
    message = choices[0].get("message") or {}
    calls = message.get("tool_calls") or [] if isinstance(message, dict) else None
    if not isinstance(calls, list) or not all(isinstance(call, dict) for call in calls):
        raise _bad(answer, "a choice whose 'message' is not a message object")
    return reply, message


def looping(rounds: int, calls: list[Json]) -> UpstreamFailure:
    """The failure of a model that called memory tools (``calls``) on the last round."""
    names = sorted({str((call.get("function") or {}).get("name")) for call in calls})
    return UpstreamFailure(
        "UpstreamLoop",
        f"The model still called memory tools ({', '.join(names)[:120]}) on the last of "
        f"{rounds} rounds, which offers none, instead of answering.",
        "Retry, raise the proxy's --max-rounds, or use a model that answers after reading "
        "tool results; nothing of this request was remembered.",
    )


def require_stream(answer: httpx.Response) -> None:
    """Check that a reply to a streaming request is an event stream.

    Raises:
        UpstreamFailure: It is something else (a JSON body, a web page).
    """
    kind = answer.headers.get("content-type", "")
    if not kind.startswith("text/event-stream"):
        answer.read()
        raise _bad(answer, f"{kind or 'no content type'} to a streaming request, not events")


def _bad(answer: httpx.Response, what: str) -> UpstreamFailure:
    return UpstreamFailure(
        "UpstreamBadReply", f"The upstream answered HTTP {answer.status_code} with {what}."
    )


def error_of(answer: httpx.Response) -> Any:
    """The ``error`` object of an upstream's refusal (or its text, cut short)."""
    try:
        body = answer.json()
    except ValueError:
        return {"message": answer.text[:500], "code": answer.status_code}
    return body.get("error", body) if isinstance(body, dict) else body


def passed(answer: httpx.Response) -> Response:
    """The upstream's response as it came (status, body, content type)."""
    kind = answer.headers.get("content-type", "application/json")
    return Response(answer.content, status_code=answer.status_code, media_type=kind)
