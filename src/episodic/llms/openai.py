"""Chat completions through the official ``openai`` SDK, for OpenAI or any compatible server.

Ollama, vLLM, LM Studio and the llama.cpp server all speak the same ``/v1/chat/completions``
protocol; point ``base_url`` at them. Structured output uses ``response_format`` with a JSON
schema; a server that rejects it is asked again without, and the schema goes into the prompt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Unpack

from episodic.errors import ProviderError
from episodic.llms.base import Completion, Connection, VendorLLM, completion, sdk_error
from episodic.vendors import openai_client


class OpenAILLM(VendorLLM):
    """A chat model behind an OpenAI-compatible API.

    Args:
        model: The model name the server knows, e.g. ``gpt-4o-mini`` or ``llama3.1``.
        json_schema: Ask the server to enforce the output schema. Set ``False`` for servers
            that reject ``response_format``; the first rejection also turns it off.
        temperature: Sampling temperature; 0 keeps extraction repeatable.
        connection: ``api_key`` (defaults to ``OPENAI_API_KEY``; a local server, with
            ``base_url`` set, needs none), ``base_url`` (the API root, e.g.
            ``http://localhost:11434/v1`` for Ollama; defaults to ``OPENAI_BASE_URL`` or
            OpenAI itself), ``timeout``, ``max_retries`` and ``client`` (a ready
            ``openai.OpenAI`` client); see :class:`~episodic.llms.base.Connection`.

    Example:
        >>> llm = OpenAILLM("llama3.1", base_url="http://localhost:11434/v1")  # Ollama
        >>> llm.name
        'openai:llama3.1'
    """

    def __init__(
        self,
        model: str,
        *,
        json_schema: bool = True,
        temperature: float | None = 0.0,
        **connection: Unpack[Connection],
    ) -> None:
        super().__init__("openai", model, openai_client, connection)
        self.supports_json_schema = json_schema
        self.temperature = temperature

    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        import openai

        request: dict[str, Any] = {
            "model": self.model,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": prompt},
            ],
        }
        if self.temperature is not None:
            request["temperature"] = self.temperature
        if schema is not None:
            request["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "entries", "schema": dict(schema), "strict": True},
            }
        try:
            response = self._vendor.sdk.chat.completions.create(**request)
        except openai.OpenAIError as exc:
            refused_schema = isinstance(exc, openai.BadRequestError) and (
                "response_format" in str(exc).lower()
            )
            failure = sdk_error(self.name, exc, openai, self._vendor.key)
        else:
            return _read(self.name, response)
        if schema is not None and refused_schema:
            # The server does not do structured output: describe the schema in text from now on.
            self.supports_json_schema = False
            return self._complete(system, _schema_note(prompt, schema), schema=None)
        # Raised outside the handler: the SDK's exception (its request holds the key) stays out.
        raise failure


def _read(name: str, response: Any) -> Completion:
    choices = getattr(response, "choices", None) or []
    if not choices:
        raise ProviderError(f"{name} returned no choices.")
    text = choices[0].message.content or ""
    return completion(text, response, "prompt_tokens", "completion_tokens")


def _schema_note(prompt: str, schema: Mapping[str, Any]) -> str:
    import json

    return f"{prompt}\n\nReply with JSON only, matching this JSON schema:\n{json.dumps(schema)}"
