"""The language-model contract: one completion call, retried, plus JSON output with one repair.

A provider implements :meth:`LLM._complete` for its wire format and raises
:class:`RetryableProviderError` for failures worth another try (rate limits, server errors,
timeouts, dropped connections). Everything else here is shared: the retry loop with exponential
backoff, JSON extraction from text, validation and the single repair round.

:func:`sdk_error` is where a vendor's failure is classified: transient (retried here, then by
the job queue) or permanent (an unknown model, a rejected key or request: the job fails at
once). The errors it builds carry no link to the SDK's exception, whose request headers and
body can hold the API key.
"""

from __future__ import annotations

import json
import logging
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypedDict, TypeVar

from episodic.errors import ProviderError
from episodic.prompting.transcript import TurnMessage
from episodic.prompting.windows import TooLong, windows
from episodic.telemetry import current
from episodic.tokens import count_tokens
from episodic.vendors import Client, describe_error

T = TypeVar("T")
logger = logging.getLogger("episodic")

_FENCE = re.compile(r"^```[a-zA-Z0-9_-]*\s*\n?(.*?)\n?\s*```$", re.DOTALL)


class RetryableProviderError(ProviderError):
    """A provider failure that may succeed if tried again (HTTP 429, 5xx, timeout).

    Attributes:
        retry_after: Seconds the server asked us to wait, when it said.
    """

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class OutputError(ProviderError):
    """The model's reply could not be read as the requested JSON, even after a repair round.

    Permanent: the same turn sent again gets the same kind of reply, so its job is not retried.
    """

    permanent = True


@dataclass(frozen=True, slots=True)
class Usage:
    """Tokens spent by one or more model calls.

    Attributes:
        input_tokens: Prompt tokens, as the provider counted them.
        output_tokens: Completion tokens.
        requests: HTTP requests made, including retried ones that returned a reply.
        truncated: Replies cut off at the ``max_tokens`` limit.
    """

    input_tokens: int = 0
    output_tokens: int = 0
    requests: int = 0
    truncated: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            requests=self.requests + other.requests,
            truncated=self.truncated + other.truncated,
        )

    def to_dict(self) -> dict[str, int]:
        """A JSON-ready view, as recorded in a job's result (``truncated`` only when some
        reply was cut)."""
        counts = {
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "requests": self.requests,
        }
        return counts | ({"truncated": self.truncated} if self.truncated else {})


@dataclass(frozen=True, slots=True)
class Completion:
    """What one model call returned: its text, what it cost, and whether it was cut off at
    ``max_tokens`` (then its JSON is usually unfinished)."""

    text: str
    usage: Usage
    truncated: bool = False


def completion(
    text: str, response: Any, tokens_in: str, tokens_out: str, *, truncated: bool = False
) -> Completion:
    """One request's reply: its text, and the tokens its ``usage`` counts under the vendor's
    names for them (0 where it says nothing)."""
    usage = getattr(response, "usage", None)
    return Completion(
        text=text,
        usage=Usage(
            input_tokens=int(getattr(usage, tokens_in, 0) or 0),
            output_tokens=int(getattr(usage, tokens_out, 0) or 0),
            requests=1,
            truncated=int(truncated),
        ),
        truncated=truncated,
    )


def retry_after(exc: Exception) -> float | None:
    """The ``Retry-After`` header of an SDK exception's response, capped at a minute."""
    response = getattr(exc, "response", None)
    header = None if response is None else response.headers.get("retry-after")
    try:
        return None if header is None else min(float(header), 60.0)
    except ValueError:
        return None


# Client errors that say "not now" rather than "never": timeout, conflict, too early, too many.
_TRANSIENT_STATUSES = frozenset({408, 409, 425, 429})
# What to fix for the client errors no retry can cure.
_FIXES = {
    401: "check the API key",
    403: "the key has no access to this model; check the key and the model name",
    404: "check the model name (and base_url for a compatible server)",
}
_FIX = "the request was refused as sent; check the model name and its settings"


def sdk_error(name: str, exc: Exception, sdk: Any, key: str | None) -> ProviderError:
    """Our error for a vendor SDK's exception, classified once for every provider.

    Transient (a :class:`RetryableProviderError`): rate limits, 408/409/425, server errors
    and overloads (5xx), timeouts and dropped connections. Permanent: any other 4xx (unknown
    model, rejected key, refused request), with what to fix. The text is redacted and the SDK's
    exception is not kept: raise the result outside the ``except`` block that caught ``exc``.

    Args:
        name: The model's public name, e.g. ``openai:gpt-4o-mini``.
        exc: What the SDK raised.
        sdk: The SDK module (``openai`` and ``anthropic`` name their errors alike).
        key: The API key to scrub from the text.
    """
    text = describe_error(exc, key)
    if isinstance(exc, sdk.APITimeoutError | sdk.APIConnectionError):
        return RetryableProviderError(f"{name}: {text}")
    status = getattr(exc, "status_code", None)
    if not isinstance(status, int):
        return ProviderError(f"{name} failed: {text}")
    if status in _TRANSIENT_STATUSES or status >= 500:
        return RetryableProviderError(f"{name}: {text}", retry_after=retry_after(exc))
    if 400 <= status < 500:
        fix = _FIXES.get(status, _FIX)
        return ProviderError(f"{name} refused the request ({fix}): {text}", permanent=True)
    return ProviderError(f"{name} failed: {text}")


def parse_json_text(text: str) -> Any:
    """Read a JSON value from model text: tolerate a Markdown fence or prose around one object.

    Raises:
        ValueError: No JSON value could be read.
    """
    body = text.strip()
    fenced = _FENCE.match(body)
    if fenced:
        body = fenced.group(1).strip()
    try:
        return json.loads(body)
    except json.JSONDecodeError as first:
        start, end = body.find("{"), body.rfind("}")
        if 0 <= start < end:
            try:
                return json.loads(body[start : end + 1])
            except json.JSONDecodeError:
                pass
        raise ValueError(f"not valid JSON ({first.msg} at position {first.pos})") from first


_CLOSERS = {"{": "}", "[": "]"}


def salvage_json(text: str) -> Any:
    """What a reply cut off mid-JSON still holds: the value up to the last complete item of
    a list, with its open brackets closed (``{"entries": [{...}, {"con`` keeps the first
    entry, ``{"quotes": ["a", "b`` the first quote). A model that loops until ``max_tokens``
    loses its unfinished tail, not the rest.

    Raises:
        ValueError: Not even one complete item could be read.
    """
    start = text.find("{")
    if start < 0:
        raise ValueError("the reply was cut off before any JSON began")
    body, quoted, escaped = text[start:], False, False
    stack: list[str] = []
    ends: list[tuple[int, str]] = []  # after each item that closes inside a list: the closers
    for index, char in enumerate(body):
        if quoted:
            escaped, quoted = (False, True) if escaped else (char == "\\", char != '"')
            if not quoted and stack and stack[-1] == "[":  # a string item of a list ended
                ends.append((index + 1, "".join(_CLOSERS[c] for c in reversed(stack))))
            continue
        if char == '"':
            quoted = True
        elif char in _CLOSERS:
            stack.append(char)
        elif char in "}]" and stack:
            stack.pop()
            if stack and stack[-1] == "[":
                ends.append((index + 1, "".join(_CLOSERS[c] for c in reversed(stack))))
    for end, closers in reversed(ends):
        try:
            return json.loads(body[:end] + closers)
        except json.JSONDecodeError:
            continue
    raise ValueError("the reply was cut off before its first complete item")


class LLM(ABC):
    """A chat model that answers one system prompt and one user prompt.

    Subclasses set :attr:`name` and implement :meth:`_complete`.

    Attributes:
        name: ``provider:model``, recorded in job results. Never contains credentials.
        supports_json_schema: Whether :meth:`_complete` can make the server follow a JSON
            schema; when false the schema is described in the prompt instead.
        max_retries: Extra attempts after a retryable failure.
        retry_base_seconds: First backoff delay; it doubles on each further retry.
        max_tokens: Most tokens one reply may take; always sent, so a model that loops stops.
        context_tokens: The model's context window in tokens (prompt and reply together),
            when known; ``None``: unknown (a provider may ask its server, see
            :meth:`context_window`), and requests are not fitted to it.
    """

    name: str = "llm"
    supports_json_schema: bool = False
    max_retries: int = 3
    retry_base_seconds: float = 0.5
    retry_max_seconds: float = 30.0
    max_tokens: int = 2048
    context_tokens: int | None = None

    @abstractmethod
    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        """Make one request. Raise :class:`RetryableProviderError` for transient failures and
        :class:`~episodic.ProviderError` for anything else."""

    def context_window(self) -> int | None:
        """The model's context window in tokens, or ``None`` when unknown."""
        return self.context_tokens

    @property
    def self_hosted(self) -> bool:
        """Whether the model is served by the caller's own server (an OpenAI-compatible
        ``base_url`` other than OpenAI's): usually a small open model, which the compact
        extraction request suits (``EntriesConfig.prompt_style="auto"``)."""
        return False

    def room(self, system: str) -> int | None:
        """About how many tokens (as :func:`~episodic.tokens.count_tokens` counts them) a
        user prompt sent with ``system`` may take so that it and a reply of ``max_tokens``
        fit the context window; ``None`` when the window is unknown.

        The count is an estimate fitted to GPT-family vocabularies; other vocabularies spend
        more (one token per digit, for one), so a fifth is kept in reserve.
        """
        window = self.context_window()
        if window is None:
            return None
        left = window - self.max_tokens - _TEMPLATE_TOKENS
        return int(left * _ESTIMATE_SHARE) - count_tokens(system)

    def fit(
        self,
        system: str,
        messages: Sequence[TurnMessage],
        render: Callable[[Sequence[TurnMessage]], str],
        *,
        schema: Mapping[str, Any] | None = None,
    ) -> list[list[TurnMessage]]:
        """``messages`` in as few consecutive runs as fit the context window, each sent as
        ``render(run)`` after ``system`` (one run when the window is unknown or all fits).

        Raises:
            ProviderError: One message alone does not fit (permanent, with what to change).
        """
        if schema is not None:
            system = f"{system}\n\n{schema_note(schema)}"  # sent in the prompt by some servers
        room = self.room(system)
        try:
            return windows(messages, room, lambda run: count_tokens(render(run)))
        except TooLong as too_long:
            problem = str(too_long)
        raise ProviderError(
            f"{self.name}: {problem} (a context of {self.context_window():,} tokens, less "
            f"max_tokens {self.max_tokens:,} for the reply and the instructions). Serve the "
            "model with a larger context and set ProvidersConfig.context_tokens "
            "(--llm-context-tokens) to match, lower ProvidersConfig.max_tokens, or lower "
            "EntriesConfig.max_extraction_chars so a long message is cut before it is sent.",
            permanent=True,
        )

    def complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None = None
    ) -> Completion:
        """One completion, retried with exponential backoff on transient failures.

        Args:
            system: The instructions.
            prompt: The data to work on.
            schema: A JSON schema the reply must follow; used only when the provider supports
                structured output.

        Raises:
            ProviderError: The call failed for good, or kept failing after ``max_retries``.
        """
        use_schema = schema if self.supports_json_schema else None
        failure = RetryableProviderError("no attempt made")
        hooks = current()
        with hooks.span("episodic.model", **{"gen_ai.request.model": self.name}) as span:
            for attempt in range(self.max_retries + 1):
                if attempt:
                    delay = self.retry_base_seconds * 2 ** (attempt - 1)
                    delay = max(min(self.retry_max_seconds, delay), failure.retry_after or 0.0)
                    # Never silent: a slow or failing model shows in the log before the job does.
                    logger.warning(
                        "%s: attempt %d of %d failed (%s); trying again in %.1f s",
                        self.name,
                        attempt,
                        self.max_retries + 1,
                        failure,
                        delay,
                    )
                    self._sleep(delay)
                try:
                    done = self._complete(system, prompt, schema=use_schema)
                except RetryableProviderError as exc:
                    failure = exc
                    continue
                usage = done.usage
                span.set("episodic.model.attempts", attempt + 1)
                span.set("gen_ai.usage.input_tokens", usage.input_tokens)
                span.set("gen_ai.usage.output_tokens", usage.output_tokens)
                hooks.tokens(self.name, usage.input_tokens, usage.output_tokens)
                return done
            # Raised here, outside the handler, so no exception chain rides along.
            raise ProviderError(
                f"{self.name} kept failing after {self.max_retries + 1} attempts: {failure}"
            )

    def complete_json(
        self,
        system: str,
        prompt: str,
        *,
        schema: Mapping[str, Any],
        validate: Callable[[Any], T],
    ) -> tuple[T, Usage]:
        """Ask for JSON, check it with ``validate``, and give the model one chance to repair it.

        ``validate`` receives the parsed JSON and returns the typed value or raises
        ``ValueError`` with a message the model can act on. A reply cut off at ``max_tokens``
        keeps its complete items (see :func:`salvage_json`) instead of earning a repair round
        that would be cut off the same way.

        Raises:
            OutputError: The reply was still unreadable or invalid after the repair round.
            ProviderError: The call itself failed.
        """
        if not self.supports_json_schema:
            system = f"{system}\n\n{schema_note(schema)}"
        first = self.complete(system, prompt, schema=schema)
        usage = first.usage
        try:
            return validate(self.read_json(first)), usage
        except ValueError as problem:
            if first.truncated:
                raise OutputError(_cut_off(self, problem)) from problem
            repair_prompt = (
                f"{prompt}\n\nYour previous reply could not be used: {problem}. "
                "Reply again with only the corrected JSON object, nothing else.\n"
                f"Previous reply:\n{first.text[:4000]}"
            )
        second = self.complete(system, repair_prompt, schema=schema)
        usage = usage + second.usage
        try:
            return validate(self.read_json(second)), usage
        except ValueError as problem:
            if second.truncated:
                raise OutputError(_cut_off(self, problem)) from problem
            raise OutputError(
                f"{self.name} did not return usable JSON, even after one repair attempt: {problem}."
            ) from problem

    def read_json(self, reply: Completion) -> Any:
        """The JSON value of a reply, read as the pipeline reads it: a Markdown fence or prose
        around it is tolerated, and a reply cut off at ``max_tokens`` keeps its complete items.

        Raises:
            ValueError: No JSON value could be read.
        """
        try:
            return parse_json_text(reply.text)
        except ValueError:
            if not reply.truncated:
                raise
        return salvage_json(reply.text)

    def _sleep(self, seconds: float) -> None:
        time.sleep(seconds)

    def __repr__(self) -> str:
        # Only the public name: a repr ends up in logs, and credentials must never do so.
        return f"<{type(self).__name__} {self.name}>"


# Tokens a chat template wraps around the two messages (role markers, separators).
_TEMPLATE_TOKENS = 64
# The share of the window the estimated count may fill (the rest absorbs estimate errors).
_ESTIMATE_SHARE = 0.8


def schema_note(schema: Mapping[str, Any]) -> str:
    """The schema described in text, for a model or server without structured output."""
    return "Reply with JSON only, matching this JSON schema:\n" + json.dumps(
        schema, separators=(",", ":")
    )


def _cut_off(llm: LLM, problem: ValueError) -> str:
    return (
        f"{llm.name} stopped at max_tokens ({llm.max_tokens}) before its JSON was complete "
        f"({problem}); raise ProvidersConfig.max_tokens (--llm-max-tokens), or check that "
        "the model is not repeating itself."
    )


class Connection(TypedDict, total=False):
    """How a vendor model is reached; every provider class takes these keywords.

    Keys:
        api_key: The key; defaults to the vendor's environment variable.
        base_url: Another API root (a proxy, a gateway, or a compatible local server).
        timeout: Seconds before one request is abandoned (and retried); 60 by default.
        max_retries: Extra attempts after a rate limit, overload, server error or timeout;
            3 by default.
        max_tokens: Most tokens of one reply; 2048 by default.
        context_tokens: The model's context window (prompt and reply), when known: requests
            are then fitted to it. ``None`` (the default) asks a compatible server that says
            (see :meth:`episodic.llms.openai.OpenAILLM.context_window`).
        client: A ready SDK client, instead of building one from the keys above.
    """

    api_key: str | None
    base_url: str | None
    timeout: float
    max_retries: int
    max_tokens: int
    context_tokens: int | None
    client: Any


#: Builds a vendor's client from what a :class:`Connection` says.
ClientFactory = Callable[..., Client]


class VendorLLM(LLM):
    """A chat model behind a vendor's SDK: the model, the retries and the vendor's client.

    Args:
        vendor: The provider's name, the first part of :attr:`name`.
        model: The model name.
        connect: Builds the client (:func:`episodic.vendors.openai_client` or
            :func:`~episodic.vendors.anthropic_client`).
        connection: The caller's :class:`Connection` keywords.

    Raises:
        TypeError: A keyword that is no :class:`Connection` key, as for any unknown keyword.
        ConfigError: The SDK is missing, or no key is available.
    """

    def __init__(
        self, vendor: str, model: str, connect: ClientFactory, connection: Connection
    ) -> None:
        unknown = sorted(set(connection) - set(Connection.__annotations__))
        if unknown:
            raise TypeError(f"{type(self).__name__}() got unexpected keyword(s) {unknown}.")
        self.model = model
        self.name = f"{vendor}:{model}"
        self.max_retries = connection.get("max_retries", 3)
        self.max_tokens = connection.get("max_tokens", LLM.max_tokens)
        self.context_tokens = connection.get("context_tokens")
        self._vendor = connect(
            connection.get("client"),
            api_key=connection.get("api_key"),
            base_url=connection.get("base_url"),
            timeout=connection.get("timeout", 60.0),
            what=f"The {vendor} LLM",
        )
