"""Chat completions through the official ``openai`` SDK, for OpenAI or any compatible server.

Ollama, vLLM, LM Studio and the llama.cpp server all speak the same ``/v1/chat/completions``
protocol; point ``base_url`` at them. Structured output uses ``response_format`` with a JSON
schema; a server that rejects it is asked again without, and the schema goes into the prompt.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from episodic.errors import ProviderError
from episodic.llms.base import LLM, Completion, completion, sdk_error
from episodic.vendors import openai_client


class OpenAILLM(LLM):
    """A chat model behind an OpenAI-compatible API.

    Args:
        model: The model name the server knows, e.g. ``gpt-4o-mini`` or ``llama3.1``.
        api_key: Defaults to ``OPENAI_API_KEY``; a local server (``base_url`` set) needs none.
        base_url: The API root, e.g. ``http://localhost:11434/v1`` for Ollama. Defaults to
            ``OPENAI_BASE_URL`` or OpenAI itself.
        timeout: Seconds before one request is abandoned (and retried).
        max_retries: Extra attempts after a rate limit, server error or timeout.
        json_schema: Ask the server to enforce the output schema. Set ``False`` for servers
            that reject ``response_format``; the first rejection also turns it off.
        temperature: Sampling temperature; 0 keeps extraction repeatable.
        client: A ready ``openai.OpenAI`` client, instead of building one.

    Example:
        >>> llm = OpenAILLM("llama3.1", base_url="http://localhost:11434/v1")  # Ollama
        >>> llm.name
        'openai:llama3.1'
    """

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = 60.0,
        max_retries: int = 3,
        json_schema: bool = True,
        temperature: float | None = 0.0,
        client: Any = None,
    ) -> None:
        self.model = model
        self.name = f"openai:{model}"
        self.supports_json_schema = json_schema
        self.max_retries = max_retries
        self.temperature = temperature
        self._vendor = openai_client(
            client, api_key=api_key, base_url=base_url, timeout=timeout, what="The openai LLM"
        )

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
