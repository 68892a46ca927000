"""The proxy's streaming exchange (see :mod:`episodic.server.proxy`), as server-sent events.

Content passes through as the upstream sends it; tool calls are gathered, memory calls
answered between rounds, the client's own sent whole in one chunk before the finish chunk.
The status line is long sent by the time a later round fails, so every failure after the
first call ends the stream with an ``error`` event in the server's error shape, then
``[DONE]``: the OpenAI clients raise on such an event rather than taking a cut answer for a
whole one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

import httpx

from episodic.server.upstream import (
    Upstream,
    UpstreamFailure,
    error_of,
    looping,
    require_stream,
)

Json = dict[str, Any]
DONE = "data: [DONE]\n\n"


class Exchange(Protocol):
    """What a turn of the proxy offers its stream (:class:`episodic.server.proxy.Turn`)."""

    rounds: int

    def open_round(self, upstream: Upstream, round_: int) -> httpx.Response: ...

    def split(self, calls: list[Json]) -> tuple[list[Json], list[Json]]: ...

    def answer(self, message: Json, calls: list[Json]) -> None: ...

    def remember(self, reply: Json) -> None: ...


def events(turn: Exchange, upstream: Upstream, first: httpx.Response) -> Iterator[str]:
    """Every event of the exchange, from the first round's open reply ``first`` on; the
    last is ``[DONE]``, after an ``error`` event when the upstream failed."""
    try:
        yield from _rounds(turn, upstream, first)
    except UpstreamFailure as failure:
        yield event(failure.body)
    except httpx.TransportError as exc:
        yield event(UpstreamFailure.of(exc).body)
    yield DONE


def _rounds(turn: Exchange, upstream: Upstream, answer: httpx.Response) -> Iterator[str]:
    ours: list[Json] = []
    for round_ in range(turn.rounds):
        if round_:
            answer = turn.open_round(upstream, round_)
        read = Read()
        try:
            if answer.status_code >= 400:
                answer.read()
                yield event({"error": error_of(answer)})
                return
            require_stream(answer)
            yield from read.passing(answer.iter_lines())
        finally:
            answer.close()
        ours, theirs = turn.split(read.calls)
        message = {"role": "assistant", "content": read.text or None}
        if theirs or not ours:
            if theirs:
                delta = {"tool_calls": [{**c, "index": i} for i, c in enumerate(theirs)]}
                yield event(with_delta(read.last or {}, delta, finish=None))
            else:
                turn.remember(message)
            if read.last is not None:
                yield event(read.last)
            return
        turn.answer(message, ours)
    raise looping(turn.rounds, ours)


@dataclass
class Read:
    """What one round's stream said: its text, its tool calls, its finish chunk."""

    text: str = ""
    last: Json | None = None
    gathered: dict[int, Json] = field(default_factory=dict)
    done: bool = False

    @property
    def calls(self) -> list[Json]:
        """The tool calls, whole, in the order of their indexes."""
        return [self.gathered[i] for i in sorted(self.gathered)]

    def passing(self, lines: Iterable[str]) -> Iterator[str]:
        """The events to pass on to the client while reading ``lines``.

        Raises:
            UpstreamFailure: A chunk that is not JSON, or a stream that ended before both
                its finish chunk and ``[DONE]``.
        """
        for chunk in self._chunks(lines):
            choice = _first_choice(chunk)
            if choice is None:
                yield event(chunk)  # usage, or the upstream's own error event
                continue
            delta = choice.get("delta") or {}
            if not isinstance(delta, dict):
                raise _bad("a chunk whose delta is not an object")
            for part in delta.get("tool_calls") or ():
                self._gather(part)
            self.text += delta.get("content") or ""
            if choice.get("finish_reason"):
                self.last = chunk
                continue
            if delta.get("content") or delta.get("role"):
                passed = {k: v for k, v in delta.items() if k != "tool_calls"}
                yield event(with_delta(chunk, passed))
        if self.last is None and not self.done:
            raise UpstreamFailure(
                "UpstreamCutOff",
                "The upstream's stream ended before its answer did (no finish_reason, no "
                "[DONE]); what arrived of it is not the whole answer.",
            )

    def _chunks(self, lines: Iterable[str]) -> Iterator[Json]:
        for line in lines:
            if not line.startswith("data:"):
                continue
            data = line[5:].strip()
            if data == "[DONE]":
                self.done = True
                return
            try:
                chunk = json.loads(data)
            except ValueError:
                raise _bad(f"an event that is not JSON ({data[:60]!r})") from None
            if isinstance(chunk, dict):
                yield chunk

    def _gather(self, part: object) -> None:
        """Add one streamed tool-call fragment to the calls gathered so far."""
        if not isinstance(part, dict) or not isinstance(part.get("function") or {}, dict):
            raise _bad("a tool-call fragment that is not an object")
        call = self.gathered.setdefault(
            int(part.get("index") or 0),
            {"id": None, "type": "function", "function": {"name": "", "arguments": ""}},
        )
        if part.get("id"):
            call["id"] = part["id"]
        function = part.get("function") or {}
        call["function"]["name"] += function.get("name") or ""
        call["function"]["arguments"] += function.get("arguments") or ""


def _first_choice(chunk: Json) -> Json | None:
    choices = chunk.get("choices")
    if not choices:
        return None
    if not isinstance(choices, list) or not isinstance(choices[0], dict):
        raise _bad("a chunk whose choices are not a list of objects")
    return choices[0]


def _bad(what: str) -> UpstreamFailure:
    return UpstreamFailure("UpstreamBadReply", f"The upstream's stream held {what}.")


def with_delta(chunk: Json, delta: Json, *, finish: str | None = None) -> Json:
    """``chunk`` with one choice holding ``delta``."""
    choice = {"index": 0, "delta": delta, "finish_reason": finish}
    return {**chunk, "choices": [choice]}


def event(data: Json) -> str:
    """One server-sent event carrying ``data`` as JSON."""
    return f"data: {json.dumps(data, ensure_ascii=False)}\n\n"
