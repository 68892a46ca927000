"""Language models, picked by a ``"provider:model"`` string, and which one runs each job."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from episodic.config import ProvidersConfig
from episodic.errors import ConfigError
from episodic.llms.base import LLM, Completion, OutputError, RetryableProviderError, Usage
from episodic.llms.testing import TestLLM

__all__ = [
    "LLM",
    "Completion",
    "Models",
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


@dataclass(frozen=True, slots=True, kw_only=True)
class Models:
    """Which language model runs each kind of background job.

    Each field is a spec string, an :class:`LLM`, or ``None`` to use the memory's ``llm``
    (and, when that is ``None`` too, the job's offline behaviour). The observer and reflector
    read long stretches of a thread, so a cheap long-context model often suits them.

    Attributes:
        extraction: Proposes entries from each stored turn.
        profile: Proposes profile changes from what the user said.
        sessions: Keeps each thread's session memory.
        observer: Compresses a thread's older messages into observations.
        reflector: Condenses a thread's observations when they grow too long.
        summarizer: Summarizes each ended session into an episode.

    Example:
        >>> Models(extraction="openai:gpt-4o-mini").extraction
        'openai:gpt-4o-mini'
    """

    extraction: str | LLM | None = None
    profile: str | LLM | None = None
    sessions: str | LLM | None = None
    observer: str | LLM | None = None
    reflector: str | LLM | None = None
    summarizer: str | LLM | None = None

    def resolve(
        self, default: str | LLM | None, *, base_url: str | None, config: ProvidersConfig
    ) -> Models:
        """Every job's model as an :class:`LLM` (or ``None``): unset jobs take ``default``,
        and jobs naming the same spec share one client."""
        built: dict[str, LLM] = {}

        def one(spec: str | LLM | None) -> LLM | None:
            spec = default if spec is None else spec
            if spec is None or isinstance(spec, LLM):
                return spec
            if spec not in built:
                options: dict[str, Any] = {
                    "timeout": config.timeout_seconds,
                    "max_retries": config.max_retries,
                    "max_tokens": config.max_tokens,
                    "context_tokens": config.context_tokens,
                }
                if base_url is not None:
                    options["base_url"] = base_url
                built[spec] = get_llm(spec, **options)
            return built[spec]

        return Models(**{f.name: one(getattr(self, f.name)) for f in fields(self)})

    def llm(self, job: str) -> LLM | None:
        """The resolved model of one job (after :meth:`resolve`)."""
        value = getattr(self, job)
        if isinstance(value, str):
            raise ConfigError(f"Models.{job} is still the spec {value!r}; resolve it first.")
        model: LLM | None = value
        return model
