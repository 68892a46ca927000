"""How the model is called, set at the edges: EPISODIC_LLM_* variables and flags, one meaning."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from episodic import ConfigError
from episodic.cli import main
from episodic.server.settings import ModelOptions, ServerSettings

ENV = {
    "EPISODIC_LLM_TIMEOUT": "300",
    "EPISODIC_LLM_RETRIES": "1",
    "EPISODIC_LLM_MAX_TOKENS": "512",
    "EPISODIC_LLM_CONTEXT_TOKENS": "8192",
    "EPISODIC_PROMPT_STYLE": "compact",
    "EPISODIC_ONE_CALL_PER_TURN": "yes",
}


def test_variables_then_flags_become_the_memory_settings() -> None:
    config = ModelOptions.from_env(ENV, retries=0, prompt_style="full").config()
    providers = config.providers
    assert (providers.timeout_seconds, providers.max_retries) == (300.0, 0)
    assert (providers.max_tokens, providers.context_tokens) == (512, 8192)
    assert config.entries.prompt_style == "full" and config.jobs.one_call_per_turn is True
    untouched = ModelOptions.from_env({}).config()
    assert untouched.providers.timeout_seconds == 60.0 and untouched.entries.prompt_style == "auto"
    settings = ServerSettings.from_env(ENV, model=ModelOptions(timeout=5.0))
    assert settings.model.timeout == 5.0 and settings.model.max_tokens == 512


def test_bad_values_are_one_clear_error() -> None:
    with pytest.raises(ConfigError, match="EPISODIC_LLM_TIMEOUT must be a float"):
        ModelOptions.from_env({"EPISODIC_LLM_TIMEOUT": "soon"})
    with pytest.raises(ConfigError, match="above max_tokens"):
        ModelOptions(max_tokens=4096, context_tokens=2048).config()
    result = CliRunner().invoke(main, ["eval", "--prompt-style", "tiny"])
    assert result.exit_code == 2 and "'tiny' is not one of" in result.output


@pytest.mark.parametrize("command", ["serve", "worker", "mcp", "proxy", "eval", "import"])
def test_every_command_that_runs_a_model_takes_the_flags(command: str) -> None:
    shown = CliRunner().invoke(main, [command, "--help"]).output
    for flag in ("--llm-timeout", "--llm-retries", "--llm-max-tokens", "--llm-context-tokens"):
        assert flag in shown
    assert "--prompt-style" in shown and "--one-call-per-turn" in shown
