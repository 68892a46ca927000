"""Claude models through the official ``anthropic`` SDK.

Structured output is done with a forced tool call: the schema becomes the input schema of a
single tool the model must call, and the tool's input is the JSON we want.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Unpack

from episodic.llms.base import Completion, Connection, VendorLLM, completion, sdk_error
from episodic.vendors import anthropic_client

_TOOL = "record_output"


class AnthropicLLM(VendorLLM):
    """A Claude model behind the Anthropic Messages API.

    Args:
        model: The model name, e.g. ``claude-haiku-4-5``.
        connection: ``api_key`` (defaults to ``ANTHROPIC_API_KEY``), ``base_url`` (a proxy or
            gateway; defaults to Anthropic's), ``timeout``, ``max_retries``, ``max_tokens``
            (most tokens per reply), ``context_tokens`` and ``client`` (a ready
            ``anthropic.Anthropic`` client); see :class:`~episodic.llms.base.Connection`.
    """

    supports_json_schema = True

    def __init__(self, model: str, **connection: Unpack[Connection]) -> None:
        super().__init__("anthropic", model, anthropic_client, connection)

    def _complete(
        self, system: str, prompt: str, *, schema: Mapping[str, Any] | None
    ) -> Completion:
        import anthropic

        request: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "system": system,
            "messages": [{"role": "user", "content": prompt}],
        }
        if schema is not None:
            request["tools"] = [
                {"name": _TOOL, "description": "Record the answer.", "input_schema": dict(schema)}
            ]
            request["tool_choice"] = {"type": "tool", "name": _TOOL}
        try:
            response = self._vendor.sdk.messages.create(**request)
        except anthropic.AnthropicError as exc:
            failure = sdk_error(self.name, exc, anthropic, self._vendor.key)
        else:
            return _read(response)
        # Raised outside the handler: the SDK's exception (its request holds the key) stays out.
        raise failure


def _read(response: Any) -> Completion:
    cut = getattr(response, "stop_reason", None) == "max_tokens"
    text = ""
    for block in getattr(response, "content", None) or []:
        if getattr(block, "type", None) == "tool_use":
            text = json.dumps(block.input)
            break
        if getattr(block, "type", None) == "text":
            text += block.text
    return completion(text, response, "input_tokens", "output_tokens", truncated=cut)
