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
import re
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypedDict, TypeVar

from episodic.errors import ProviderError
from episodic.telemetry import current
from episodic.vendors import Client, describe_error

T = TypeVar("T")

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
    """

    input_tokens: int = 0
    output_tokens: int = 0
    requests: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            requests=self.requests + other.requests,
        )

    def to_dict(self) -> dict[str, int]:
        """A JSON-ready view, as recorded in a job's result."""
        return {
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "requests": self.requests,
        }


@dataclass(frozen=True, slots=True)
class Completion:
    """What one model call returned: its text and what it cost."""

    text: str
    usage: Usage


def completion(text: str, response: Any, tokens_in: str, tokens_out: str) -> Completion:
    """One request's reply: its text, and the tokens its ``usage`` counts under the vendor's
    names for them (0 where it says nothing)."""
    usage = getattr(response, "usage", None)
    return Completion(
        text=text,
        usage=Usage(
            input_tokens=int(getattr(usage, tokens_in, 0) or 0),
            output_tokens=int(getattr(usage, tokens_out, 0) or 0),
            requests=1,
        ),
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


class LLM(ABC):
    """A chat model that answers one system prompt and one user prompt.

    Subclasses set :attr:`name` and implement :meth:`_complete`.

    Attributes:
        name: ``provider:model``, recorded in job results. Never contains credentials.
        supports_json_schema: Whether :meth:`_complete` can make the server follow a JSON
            schema; when false the schema is described in the prompt instead.
        max_retries: Extra attempts after a retryable failure.
        retry_base_seconds: First backoff delay; it doubles on each further retry.
    """

    name: str = "llm"
    supports_json_schema: bool = False
    max_retries: int = 3
    retry_base_seconds: float = 0.5
    retry_max_seconds: float = 30.0

    @abstractmethod
    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        """Make one request. Raise :class:`RetryableProviderError` for transient failures and
        :class:`~episodic.ProviderError` for anything else."""

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
                    self._sleep(max(min(self.retry_max_seconds, delay), failure.retry_after or 0.0))
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
        ``ValueError`` with a message the model can act on.

        Raises:
            OutputError: The reply was still unreadable or invalid after the repair round.
            ProviderError: The call itself failed.
        """
        if not self.supports_json_schema:
            system = f"{system}\n\nReply with JSON only, matching this JSON schema:\n" + (
                json.dumps(schema, separators=(",", ":"))
            )
        first = self.complete(system, prompt, schema=schema)
        usage = first.usage
        try:
            return validate(parse_json_text(first.text)), usage
        except ValueError as problem:
            repair_prompt = (
                f"{prompt}\n\nYour previous reply could not be used: {problem}. "
                "Reply again with only the corrected JSON object, nothing else.\n"
                f"Previous reply:\n{first.text[:4000]}"
            )
        second = self.complete(system, repair_prompt, schema=schema)
        usage = usage + second.usage
        try:
            return validate(parse_json_text(second.text)), usage
        except ValueError as problem:
            raise OutputError(
                f"{self.name} did not return usable JSON, even after one repair attempt: {problem}."
            ) from problem

    def _sleep(self, seconds: float) -> None:
        time.sleep(seconds)

    def __repr__(self) -> str:
        # Only the public name: a repr ends up in logs, and credentials must never do so.
        return f"<{type(self).__name__} {self.name}>"


class Connection(TypedDict, total=False):
    """How a vendor model is reached; every provider class takes these keywords.

    Keys:
        api_key: The key; defaults to the vendor's environment variable.
        base_url: Another API root (a proxy, a gateway, or a compatible local server).
        timeout: Seconds before one request is abandoned (and retried); 60 by default.
        max_retries: Extra attempts after a rate limit, overload, server error or timeout;
            3 by default.
        client: A ready SDK client, instead of building one from the keys above.
    """

    api_key: str | None
    base_url: str | None
    timeout: float
    max_retries: int
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
        self._vendor = connect(
            connection.get("client"),
            api_key=connection.get("api_key"),
            base_url=connection.get("base_url"),
            timeout=connection.get("timeout", 60.0),
            what=f"The {vendor} LLM",
        )
