"""Language models, picked by a ``"provider:model"`` string."""

from __future__ import annotations

from typing import Any

from episodic.errors import ConfigError
from episodic.llms.base import LLM, Completion, OutputError, RetryableProviderError, Usage
from episodic.llms.testing import TestLLM

__all__ = [
    "LLM",
    "Completion",
    "OutputError",
    "RetryableProviderError",
    "TestLLM",
    "Usage",
    "get_llm",
]


def get_llm(spec: str | LLM, **options: Any) -> LLM:
    """Build a model from a spec string, or return an :class:`LLM` instance unchanged.

    Specs: ``"openai:<model>"`` (also any OpenAI-compatible server: pass ``base_url=...``) and
    ``"anthropic:<model>"``. ``options`` go to the provider class (``api_key``, ``base_url``,
    ``timeout``, ``max_retries``, ...).

    Example:
        >>> get_llm("openai:qwen2.5", base_url="http://localhost:11434/v1").name
        'openai:qwen2.5'
    """
    if isinstance(spec, LLM):
        return spec
    provider, _, model = spec.partition(":")
    if provider == "openai" and model:
        from episodic.llms.openai import OpenAILLM

        return OpenAILLM(model, **options)
    if provider == "anthropic" and model:
        from episodic.llms.anthropic import AnthropicLLM

        return AnthropicLLM(model, **options)
    raise ConfigError(
        f"Unknown LLM {spec!r}. Use 'openai:<model>' (with base_url=... for Ollama, vLLM, "
        "LM Studio or llama.cpp) or 'anthropic:<model>'."
    )
