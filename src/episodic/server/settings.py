"""The server's settings: one object, filled from flags and ``EPISODIC_*`` environment variables.

Every surface the server offers (REST, MCP over HTTP, the web page, the proxy) reads these and
nothing else; the CLI maps its flags onto them, so a flag and its variable always mean the
same thing.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from episodic import Config, ConfigError, Scope
from episodic.server.hosts import HostGuard, host_name
from episodic.server.sources import TrustedProxies

#: Largest request body the server reads, in bytes (a turn of 200,000 characters fits).
DEFAULT_MAX_BODY = 2 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class KeyBinding:
    """What an API key may reach: one tenant, and optionally one agent of it."""

    tenant: str
    agent: str | None = None

    def allows(self, scope: Scope) -> bool:
        """Whether a scope lies inside this key's wall."""
        return scope.tenant == self.tenant and (self.agent is None or scope.agent == self.agent)


@dataclass(frozen=True, slots=True)
class ModelOptions:
    """How the background jobs' model is called, from flags and ``EPISODIC_LLM_*`` variables;
    ``None`` keeps the library's default (see :class:`~episodic.ProvidersConfig` and
    :class:`~episodic.EntriesConfig`).

    Attributes:
        timeout: Seconds before one request is abandoned. ``EPISODIC_LLM_TIMEOUT``.
        retries: Extra tries after a timeout, rate limit or server error.
            ``EPISODIC_LLM_RETRIES``.
        max_tokens: Most tokens of one reply. ``EPISODIC_LLM_MAX_TOKENS``.
        context_tokens: The model's context window. ``EPISODIC_LLM_CONTEXT_TOKENS``.
        prompt_style: ``auto``, ``compact`` or ``full`` extraction request.
            ``EPISODIC_PROMPT_STYLE``.
        one_call: One model call per turn for entries, profile and session memory
            (``JobsConfig.one_call_per_turn``). ``EPISODIC_ONE_CALL_PER_TURN=1``.
    """

    timeout: float | None = None
    retries: int | None = None
    max_tokens: int | None = None
    context_tokens: int | None = None
    prompt_style: str | None = None
    one_call: bool | None = None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **flags: Any) -> ModelOptions:
        """The variables' values, then the flags that were given (``None``: not given).

        Raises:
            ConfigError: A variable that is not a number where one is needed.
        """
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for name, (variable, kind) in _MODEL_VARIABLES.items():
            text = env.get(variable)
            if text:
                try:
                    values[name] = kind(text)
                except ValueError:
                    raise ConfigError(
                        f"{variable} must be a {kind.__name__} number, got {text!r}."
                    ) from None
        values.update({k: v for k, v in flags.items() if v is not None})
        return cls(**values)

    def config(self, base: Config | None = None) -> Config:
        """``base`` (default settings when ``None``) with these options applied.

        Raises:
            ConfigError: An option out of its range (named).
        """
        base = base or Config()
        providers = {
            "timeout_seconds": self.timeout,
            "max_retries": self.retries,
            "max_tokens": self.max_tokens,
            "context_tokens": self.context_tokens,
        }
        entries = {"prompt_style": self.prompt_style}
        jobs = {"one_call_per_turn": self.one_call}
        return replace(
            base,
            providers=replace(base.providers, **_given(providers)),
            entries=replace(base.entries, **_given(entries)),
            jobs=replace(base.jobs, **_given(jobs)),
        )


def _given(values: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in values.items() if value is not None}


def _switch(text: str) -> bool:
    """A yes/no variable: ``1``, ``true``, ``yes`` or ``on`` is yes, anything else no."""
    return text.strip().lower() in ("1", "true", "yes", "on")


_MODEL_VARIABLES: dict[str, tuple[str, Any]] = {
    "timeout": ("EPISODIC_LLM_TIMEOUT", float),
    "retries": ("EPISODIC_LLM_RETRIES", int),
    "max_tokens": ("EPISODIC_LLM_MAX_TOKENS", int),
    "context_tokens": ("EPISODIC_LLM_CONTEXT_TOKENS", int),
    "prompt_style": ("EPISODIC_PROMPT_STYLE", str),
    "one_call": ("EPISODIC_ONE_CALL_PER_TURN", _switch),
}


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """How ``episodic serve`` (and ``mcp``, ``proxy``) run.

    Attributes:
        db: The database (a SQLite path or a PostgreSQL URL). ``EPISODIC_DB``.
        embedder: The embedder spec. ``EPISODIC_EMBEDDER``.
        llm: One model for every background job, or ``None`` for the offline behaviour.
            ``EPISODIC_LLM``.
        llm_base_url: An OpenAI-compatible server for ``openai:`` specs.
            ``EPISODIC_LLM_BASE_URL``.
        model: How ``llm`` is called: timeout, retries, reply and context sizes, the
            extraction request (see :class:`ModelOptions`).
        host: The address to listen on. ``EPISODIC_HOST`` (default 127.0.0.1: this machine
            only).
        port: The port. ``EPISODIC_PORT``.
        api_keys: Key -> what it may reach. ``EPISODIC_API_KEYS`` as
            ``key1=tenant,key2=tenant:agent``. Empty: no key is asked for and every request
            acts for ``default_tenant`` (fine on 127.0.0.1, refused on other addresses).
        default_tenant: The tenant of requests when no keys are configured.
        scope: For MCP over stdio and the proxy without keys: the fixed scope every tool call
            acts in (``EPISODIC_TENANT``, ``EPISODIC_AGENT``, ``EPISODIC_USER``).
        max_body_bytes: Largest request body read; a larger one gets HTTP 413.
            ``EPISODIC_MAX_BODY_BYTES`` (``--max-body-bytes``).
        worker: Run background jobs in the server process.
        allowed_hosts: With API keys, the only host names requests may be addressed to (and
            browser origins may come from), besides the loopback names; empty or ``*``: any
            name. ``EPISODIC_ALLOWED_HOSTS`` (comma-separated). Without keys only loopback
            names are answered, whatever this says (see :mod:`episodic.server.hosts`).
        metrics: Serve Prometheus metrics at ``/metrics`` (no API key asked: they hold no
            tenant, user or content; see docs/observability.md). ``EPISODIC_METRICS=1``.
        traces: Export OpenTelemetry spans over OTLP/HTTP to this URL
            (``http://127.0.0.1:4318/v1/traces``). ``EPISODIC_TRACES``.
        trusted_proxies: The addresses or networks of the reverse proxies in front of the
            server, whose ``X-Forwarded-For`` (or ``Forwarded``) header names the client a
            request came from; empty (the default): no header is believed, and the client
            is the address that connected. ``EPISODIC_TRUSTED_PROXIES`` (comma-separated;
            ``--trusted-proxy``). See :mod:`episodic.server.sources`.
    """

    db: str = "episodic.db"
    embedder: str = "local"
    llm: str | None = None
    llm_base_url: str | None = None
    model: ModelOptions = field(default_factory=ModelOptions)
    host: str = "127.0.0.1"
    port: int = 8765
    api_keys: Mapping[str, KeyBinding] = field(default_factory=dict)
    default_tenant: str = "default"
    scope: Scope | None = None
    max_body_bytes: int = DEFAULT_MAX_BODY
    worker: bool = True
    allowed_hosts: tuple[str, ...] = ()
    metrics: bool = False
    traces: str | None = None
    trusted_proxies: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not 0 < self.port < 65536:
            raise ConfigError(f"port must be 1 to 65535, got {self.port}.")
        if self.max_body_bytes < 1024:
            raise ConfigError(
                f"EPISODIC_MAX_BODY_BYTES (--max-body-bytes) must be at least 1024, got "
                f"{self.max_body_bytes}."
            )
        if not self.api_keys and self.host not in ("127.0.0.1", "localhost", "::1"):
            raise ConfigError(
                f"Listening on {self.host} without API keys would give anyone on the network "
                "every tenant's memory; set EPISODIC_API_KEYS (k1=acme,k2=acme:bot: each key "
                "with its tenant and optional agent) or bind to 127.0.0.1."
            )
        if self.allowed_hosts and not self.api_keys:
            raise ConfigError(
                "EPISODIC_ALLOWED_HOSTS needs API keys: a server without keys answers only "
                "127.0.0.1 and localhost, so no web page can reach it under another name. Set "
                "EPISODIC_API_KEYS too, or leave the allowed hosts out."
            )
        if self.traces is not None and not self.traces.startswith(("http://", "https://")):
            raise ConfigError(
                "EPISODIC_TRACES is the URL spans are sent to over OTLP/HTTP, such as "
                f"http://127.0.0.1:4318/v1/traces; got {self.traces[:60]!r}."
            )
        TrustedProxies.parse(self.trusted_proxies)  # a bad item fails at start-up
        for name in self.allowed_hosts:
            if name != "*" and host_name(name) != name.strip().lower().strip("[]"):
                raise ConfigError(
                    f"EPISODIC_ALLOWED_HOSTS items are host names such as memory.example.com "
                    f"(no scheme, port or path), or *; got {name!r:.80}."
                )

    @property
    def proxies(self) -> TrustedProxies:
        """The proxies whose forwarded headers name a request's client."""
        return TrustedProxies.parse(self.trusted_proxies)

    @property
    def guard(self) -> HostGuard:
        """The host names this server answers to (see :mod:`episodic.server.hosts`)."""
        return HostGuard.of(keys=bool(self.api_keys), allowed=self.allowed_hosts)

    @property
    def url(self) -> str:
        """Where the server can be reached."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: Any) -> ServerSettings:
        """Settings from ``EPISODIC_*`` variables, then ``overrides`` (flags; ``None`` values
        are ignored, so an unset flag keeps the variable's value)."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        for name, variable in _VARIABLES.items():
            if env.get(variable):
                values[name] = env[variable]
        for name in ("port", "max_body_bytes"):
            if name in values:
                values[name] = _number(name, values[name])
        if "api_keys" in values:
            values["api_keys"] = parse_keys(values["api_keys"])
        if "metrics" in values:
            values["metrics"] = _flag("EPISODIC_METRICS", values["metrics"])
        for name in ("allowed_hosts", "trusted_proxies"):
            if name in values:
                values[name] = tuple(filter(None, (p.strip() for p in values[name].split(","))))
        values["model"] = ModelOptions.from_env(env)
        tenant, agent, user = (env.get(f"EPISODIC_{n}") for n in ("TENANT", "AGENT", "USER"))
        if agent or user:
            values["scope"] = Scope(tenant=tenant or "default", agent=agent, user=user)
        known = {f.name for f in fields(cls)}
        unknown = set(overrides) - known
        if unknown:
            raise ConfigError(f"Unknown server setting(s): {sorted(unknown)}.")
        flags = overrides.pop("model", None)
        if flags is not None:  # the flags given win over the variables, one by one
            values["model"] = replace(values["model"], **_given(asdict(flags)))
        settings = cls(**values)
        return replace(settings, **{k: v for k, v in overrides.items() if v is not None})


_VARIABLES = {
    "db": "EPISODIC_DB",
    "embedder": "EPISODIC_EMBEDDER",
    "llm": "EPISODIC_LLM",
    "llm_base_url": "EPISODIC_LLM_BASE_URL",
    "host": "EPISODIC_HOST",
    "port": "EPISODIC_PORT",
    "api_keys": "EPISODIC_API_KEYS",
    "allowed_hosts": "EPISODIC_ALLOWED_HOSTS",
    "metrics": "EPISODIC_METRICS",
    "traces": "EPISODIC_TRACES",
    "trusted_proxies": "EPISODIC_TRUSTED_PROXIES",
    "max_body_bytes": "EPISODIC_MAX_BODY_BYTES",
}


def _flag(variable: str, text: str) -> bool:
    value = text.strip().lower()
    if value not in ("1", "true", "yes", "on", "0", "false", "no", "off"):
        raise ConfigError(f"{variable} must be 1 or 0 (true or false), got {text[:20]!r}.")
    return value in ("1", "true", "yes", "on")


def _number(name: str, text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise ConfigError(f"{_VARIABLES[name]} must be a number, got {text!r}.") from None


def parse_keys(text: str) -> dict[str, KeyBinding]:
    """``key1=tenant,key2=tenant:agent`` -> bindings.

    Raises:
        ConfigError: An item without ``=``, an empty key or tenant, or a key given twice.
    """
    keys: dict[str, KeyBinding] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, sep, target = item.partition("=")
        tenant, _, agent = target.partition(":")
        if not sep or not key.strip() or not tenant.strip():
            raise ConfigError(
                "EPISODIC_API_KEYS items look like k1=acme or k2=acme:bot (a key, its tenant, "
                "an optional agent); got "
                f"{item[:6]!r}... (keys are never printed whole)."
            )
        if key.strip() in keys:
            raise ConfigError("EPISODIC_API_KEYS names the same key twice.")
        keys[key.strip()] = KeyBinding(tenant.strip(), agent.strip() or None)
    return keys
