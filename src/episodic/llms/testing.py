"""A scripted language model for tests: no network, replies in the order given."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from episodic.llms.base import LLM, Completion, Usage

Reply = str | Mapping[str, Any] | BaseException | Callable[[str, str], "str | Mapping[str, Any]"]


@dataclass(frozen=True, slots=True)
class LLMCall:
    """One request a :class:`TestLLM` received."""

    system: str
    prompt: str
    schema: Mapping[str, Any] | None


class TestLLM(LLM):
    """Answers each call with the next scripted reply.

    A reply is a string (returned as the model's text), a dict (returned as its JSON), an
    exception (raised, as if the provider failed) or a function of ``(system, prompt)`` that
    returns one of the first two (it may also block or raise). When the script runs out,
    ``default`` is returned.

    Args:
        replies: The script.
        default: The reply once the script is used up; ``{"entries": []}`` unless given.
        json_schema: Whether to claim structured-output support (changes how the schema is
            passed, so tests can cover both paths).
        name: Reported in job results.

    Example:
        >>> llm = TestLLM([{"entries": []}])
        >>> llm.complete("system", "prompt").text
        '{"entries": []}'
    """

    __test__ = False  # not a pytest test class, despite the name

    def __init__(
        self,
        replies: Sequence[Reply] = (),
        *,
        default: Reply | None = None,
        json_schema: bool = True,
        name: str = "test:scripted",
    ) -> None:
        self.name = name
        self.supports_json_schema = json_schema
        self.retry_base_seconds = 0.0
        self._replies = list(replies)
        self._default: Reply = {"entries": []} if default is None else default
        self._lock = threading.Lock()
        self.calls: list[LLMCall] = []

    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        with self._lock:
            self.calls.append(LLMCall(system=system, prompt=prompt, schema=schema))
            reply = self._replies.pop(0) if self._replies else self._default
        if isinstance(reply, BaseException):
            raise reply
        if callable(reply):
            reply = reply(system, prompt)
        text = reply if isinstance(reply, str) else json.dumps(dict(reply))
        # A rough count (4 characters a token) so usage accounting can be tested.
        usage = Usage(
            input_tokens=(len(system) + len(prompt)) // 4, output_tokens=len(text) // 4, requests=1
        )
        return Completion(text=text, usage=usage)
