"""Credentials and clients, once per vendor, for every model and embedder of that vendor.

Keys come from the caller or the vendor's usual environment variable; they are kept only by the
client and by the object that needs them to scrub error texts, and never appear in a message.
The SDKs' own retry loops are switched off: ours (:meth:`episodic.llms.LLM.complete`) retries.
"""

from __future__ import annotations

import importlib
import os
from dataclasses import dataclass
from typing import Any

from episodic.errors import ANTHROPIC_KEY, OPENAI_KEY, ConfigError, missing_extra, redact

# Local OpenAI-compatible servers ignore the key, but the SDK insists on one.
_PLACEHOLDER_KEY = "not-needed"


@dataclass(frozen=True, slots=True)
class Client:
    """A vendor SDK client and the key it was built with (for scrubbing error texts)."""

    sdk: Any
    key: str | None


def openai_client(
    client: Any, *, api_key: str | None, base_url: str | None, timeout: float, what: str
) -> Client:
    """The ``openai.OpenAI`` client given, or one built for OpenAI or any compatible server.

    A local server (``base_url`` given, or ``OPENAI_BASE_URL`` set) needs no key.

    Raises:
        ConfigError: The SDK is not installed, or no key is available for OpenAI itself.
    """
    if client is not None:
        return Client(sdk=client, key=api_key)
    openai = _sdk("openai", what)
    given = api_key or os.environ.get("OPENAI_API_KEY") or None
    key = given
    if key is None and (base_url or os.environ.get("OPENAI_BASE_URL")):
        key = _PLACEHOLDER_KEY
    if key is None:
        raise ConfigError("No OpenAI API key.", hints=OPENAI_KEY)
    sdk = openai.OpenAI(api_key=key, base_url=base_url, timeout=timeout, max_retries=0)
    return Client(sdk=sdk, key=given)


def anthropic_client(
    client: Any, *, api_key: str | None, base_url: str | None, timeout: float, what: str
) -> Client:
    """The ``anthropic.Anthropic`` client given, or one built from the key.

    Raises:
        ConfigError: The SDK is not installed, or no key is available.
    """
    if client is not None:
        return Client(sdk=client, key=api_key)
    anthropic = _sdk("anthropic", what)
    key = api_key or os.environ.get("ANTHROPIC_API_KEY") or None
    if key is None:
        raise ConfigError("No Anthropic API key.", hints=ANTHROPIC_KEY)
    sdk = anthropic.Anthropic(api_key=key, base_url=base_url, timeout=timeout, max_retries=0)
    return Client(sdk=sdk, key=key)


def _sdk(name: str, what: str) -> Any:
    """The vendor's SDK module, or the error that names the extra installing it."""
    try:
        return importlib.import_module(name)
    except ImportError as exc:
        raise missing_extra(what, name, f"the {name} SDK") from exc


def describe_error(exc: Exception, *secrets: str | None) -> str:
    """A one-line, key-free description of an SDK exception, with its HTTP status if any."""
    status = getattr(exc, "status_code", None)
    text = str(exc).splitlines()[0][:300] if str(exc) else type(exc).__name__
    text = redact(text, *secrets)
    return f"HTTP {status}: {text}" if status else text
