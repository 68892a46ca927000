"""Chat completions through the official ``openai`` SDK, for OpenAI or any compatible server.

Ollama, vLLM, LM Studio and the llama.cpp servers all speak the same ``/v1/chat/completions``
protocol; point ``base_url`` at them. They differ in what structured output they accept, so it
is negotiated: a JSON schema (``response_format`` of type ``json_schema``), else JSON mode
(``json_object``, with the schema described in the prompt), else the schema in the prompt
alone. A server that answers a format with HTTP 400 or 500 is asked again at once with the
next one, not retried; the format that worked is remembered by the model object (one per
model spec in a memory), so later requests go straight to it.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any, Literal, Unpack

from episodic.errors import ProviderError
from episodic.llms.base import (
    Completion,
    Connection,
    VendorLLM,
    completion,
    schema_note,
    sdk_error,
)
from episodic.vendors import openai_client

logger = logging.getLogger("episodic")

Format = Literal["json_schema", "json_object", "prompt"]
#: Structured-output formats, best first.
FORMATS: tuple[Format, ...] = ("json_schema", "json_object", "prompt")
# Answers that mean "not this format" when a request carries one (llama-cpp-python's server
# answers an unknown response_format type with 500, others with 400).
_REFUSALS = frozenset({400, 500})
# Seconds one question about the context window may take; a server that does not answer soon
# does not say.
_PROBE_SECONDS = 5.0
_OPENAI = "https://api.openai.com"


class OpenAILLM(VendorLLM):
    """A chat model behind an OpenAI-compatible API.

    Args:
        model: The model name the server knows, e.g. ``gpt-4o-mini`` or ``llama3.1``.
        json_schema: Start the structured-output negotiation at a JSON schema (the default);
            ``False`` starts with the schema in the prompt and no ``response_format``.
        temperature: Sampling temperature; 0 keeps extraction repeatable.
        connection: ``api_key`` (defaults to ``OPENAI_API_KEY``; a local server, with
            ``base_url`` set, needs none), ``base_url`` (the API root, e.g.
            ``http://localhost:11434/v1`` for Ollama; defaults to ``OPENAI_BASE_URL`` or
            OpenAI itself), ``timeout``, ``max_retries``, ``max_tokens``, ``context_tokens``
            and ``client`` (a ready ``openai.OpenAI`` client); see
            :class:`~episodic.llms.base.Connection`.

    Example:
        >>> llm = OpenAILLM("llama3.1", base_url="http://localhost:11434/v1")  # Ollama
        >>> llm.name, llm.response_format
        ('openai:llama3.1', 'json_schema')
    """

    supports_json_schema = True  # every format is handled here, the schema travels along

    def __init__(
        self,
        model: str,
        *,
        json_schema: bool = True,
        temperature: float | None = 0.0,
        **connection: Unpack[Connection],
    ) -> None:
        super().__init__("openai", model, openai_client, connection)
        self.temperature = temperature
        # Where requests really go (an explicit base_url, OPENAI_BASE_URL, or OpenAI).
        self._server = str(getattr(self._vendor.sdk, "base_url", "") or _OPENAI).rstrip("/")
        self._asked_window = False
        #: The structured-output format requests use now (see :data:`FORMATS`).
        self.response_format: Format = "json_schema" if json_schema else "prompt"

    @property
    def _official(self) -> bool:
        """Whether requests go to OpenAI's own API."""
        return self._server.startswith(_OPENAI)

    @property
    def self_hosted(self) -> bool:
        """Whether requests go to a server other than OpenAI's own."""
        return not self._official

    def context_window(self) -> int | None:
        """The configured ``context_tokens``, else what the server says, asked once: a
        llama.cpp server's ``/props`` (``n_ctx``), else the model's entry in ``/v1/models``
        (``max_model_len`` from vLLM, ``context_length`` or ``max_context_length`` from
        others). ``None`` when neither says, and for OpenAI itself."""
        if self.context_tokens is None and not self._asked_window:
            self._asked_window = True
            if not self._official:
                self.context_tokens = _ask_window(self._server, self.model)
                if self.context_tokens is not None:
                    logger.info(
                        "%s: the server reports a context of %d tokens",
                        self.name,
                        self.context_tokens,
                    )
        return self.context_tokens

    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        if schema is None:
            return self._request(system, prompt, None, "prompt")
        start = FORMATS.index(self.response_format)
        failure: ProviderError | None = None
        for form in FORMATS[start:]:
            try:
                reply = self._request(system, prompt, schema, form)
            except _Refused as refused:
                failure = refused.failure
                continue
            if form != self.response_format:
                self._remember(form)
            return reply
        # Every format was refused the same way: the request, not the format, is the problem.
        assert failure is not None
        raise failure

    def _request(
        self, system: str, prompt: str, schema: Mapping[str, Any] | None, form: Format
    ) -> Completion:
        import openai

        if schema is not None and form != "json_schema":
            system = f"{system}\n\n{schema_note(schema)}"
        request: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": prompt},
            ],
            # OpenAI's own API wants the newer name (its reasoning models refuse the old one);
            # compatible servers know the old one.
            "max_completion_tokens" if self._official else "max_tokens": (self.max_tokens),
        }
        if self.temperature is not None:
            request["temperature"] = self.temperature
        if schema is not None and form == "json_schema":
            request["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "reply", "schema": dict(schema), "strict": True},
            }
        elif schema is not None and form == "json_object":
            request["response_format"] = {"type": "json_object"}
        try:
            response = self._vendor.sdk.chat.completions.create(**request)
        except openai.OpenAIError as exc:
            status = getattr(exc, "status_code", None)
            failure = sdk_error(self.name, exc, openai, self._vendor.key)
        else:
            return _read(self.name, response)
        # Raised outside the handler: the SDK's exception (its request holds the key) stays out.
        if "response_format" in request and status in _REFUSALS:
            raise _Refused(failure)
        raise failure

    def _remember(self, form: Format) -> None:
        logger.warning(
            "%s: the server refused structured output as %s; using %s from now on",
            self.name,
            self.response_format,
            form,
        )
        self.response_format = form


class _Refused(Exception):
    """A request with a response format got a 400 or 500: try the next format."""

    def __init__(self, failure: ProviderError) -> None:
        super().__init__(str(failure))
        self.failure = failure


def _read(name: str, response: Any) -> Completion:
    choices = getattr(response, "choices", None) or []
    if not choices:
        raise ProviderError(f"{name} returned no choices.")
    text = choices[0].message.content or ""
    cut = getattr(choices[0], "finish_reason", None) == "length"
    return completion(text, response, "prompt_tokens", "completion_tokens", truncated=cut)


def _ask_window(base_url: str, model: str) -> int | None:
    """The context window a compatible server reports for ``model``, or ``None``."""
    import httpx

    root = base_url.rstrip("/")
    for url, read in (
        (root.removesuffix("/v1") + "/props", _props_window),
        (root + "/models", lambda body: _listed_window(body, model)),
    ):
        try:
            answer = httpx.get(url, timeout=_PROBE_SECONDS)
            window = read(answer.json()) if answer.status_code == 200 else None
        except (httpx.HTTPError, ValueError):
            window = None
        if window is not None:
            return window
    return None


def _props_window(body: Any) -> int | None:
    if not isinstance(body, dict):
        return None
    settings = body.get("default_generation_settings")
    value = settings.get("n_ctx") if isinstance(settings, dict) else None
    return _positive(value if value is not None else body.get("n_ctx"))


def _listed_window(body: Any, model: str) -> int | None:
    entries = body.get("data") if isinstance(body, dict) else None
    for entry in entries if isinstance(entries, list) else []:
        if isinstance(entry, dict) and entry.get("id") == model:
            for key in ("max_model_len", "context_length", "max_context_length"):
                if (value := _positive(entry.get(key))) is not None:
                    return value
    return None


def _positive(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None
