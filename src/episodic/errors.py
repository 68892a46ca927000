"""Every exception episodic raises.

The hierarchy::

    EpisodicError
    ├── ConfigError        the library was set up wrong (unknown provider, missing extra)
    ├── ScopeError         a scope field is empty or malformed
    ├── ValidationError    the data handed in cannot be stored as given
    │   ├── PolicyError    the write policy refused a direct write
    │   └── ConfirmationRequired  approving this held entry needs confirm=True
    ├── NotFoundError      a lookup by id found nothing in this scope
    ├── StoreError         the database failed at run time
    │   └── LeaseLostError another worker took over a job this worker was running
    └── ProviderError      an embedder or LLM failed at run time (``permanent`` when a
                           retry cannot help: an unknown model, a rejected key)

Misuse (the first three) is the caller's to fix; the message says how. Runtime failures are
worth retrying or reporting.
"""

from __future__ import annotations

import re
from collections.abc import Mapping


class EpisodicError(Exception):
    """Base class of every error raised by episodic.

    The message says what went wrong in words that hold wherever it is read. What to do about
    it depends on where it is read: a Python caller calls a method, a command-line user runs a
    command, a REST client sends a request, a model calls a tool. ``hints`` keeps one per
    surface (``python``, ``cli``, ``rest``, ``mcp``, ``proxy``, ``web``, ``tool`` for a model
    reading a tool result, and ``import`` for a line of ``episodic import``); ``str()`` gives
    the Python one, and each surface asks for its own with :meth:`said`, which gives no hint
    rather than another surface's.

    Args:
        message: What went wrong.
        hints: What to do next, per surface.
    """

    def __init__(self, message: str = "", *, hints: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.hints: dict[str, str] = dict(hints or {})

    def __str__(self) -> str:
        return self.said("python")

    def said(self, surface: str) -> str:
        """The message with ``surface``'s hint (and no other surface's)."""
        message = super().__str__()
        hint = self.hints.get(surface)
        return f"{message} {hint}" if hint else message


#: Where to find a scope's entry ids, in each surface's words.
LIST_ENTRIES = {
    "python": "List its entries with memory.timeline(scope, include_inactive=True).",
    "cli": "List them with episodic timeline --all.",
    "rest": "List them with GET /v1/agents/{agent}/users/{user}/entries?include_inactive=true.",
    "mcp": "The timeline tool lists the notes you can reach.",
    "web": "The person's page lists every memory with its id.",
}
#: Where to find the entries waiting for review.
LIST_REVIEW = {
    "python": "List the queue with memory.review.pending(scope); approve with "
    "memory.review.approve.",
    "cli": "List the queue with episodic review list; decide with episodic review approve/deny.",
    "rest": "List the queue with GET /v1/agents/{agent}/users/{user}/review; decide with POST "
    ".../review/{entry_id}/approve or /deny.",
    "web": "Held memories are marked on the person's page.",
}
#: What to do when a write meets a database opened read-only.
READ_ONLY = {
    "python": "Open it without read_only=True (and with write permission) to change it.",
    "cli": "Check that you may write the file (and its folder).",
    "rest": "The server opened it read-only: give it write access and restart it.",
    "mcp": "The server opened it read-only: nothing can be saved until it is restarted with "
    "write access.",
    "proxy": "The proxy opened it read-only: turns are not remembered until it is restarted "
    "with write access.",
    "web": "The server opened it read-only: nothing can be changed from this page.",
}
#: Where to find the jobs.
LIST_JOBS = {
    "python": "List them with memory.jobs.list().",
    "cli": "List them with episodic jobs.",
    "rest": "List them with GET /v1/jobs.",
}
#: Where to find a scope's episodes.
LIST_EPISODES = {
    "python": "List them with memory.episodes.list(scope).",
    "cli": "List them with episodic episodes.",
    "rest": "List them with GET /v1/agents/{agent}/users/{user}/episodes.",
}
#: How to give a time that says its offset.
AWARE_TIME = {
    "python": "Pass tzinfo, e.g. datetime.now(UTC).",
    "cli": "Add the offset, e.g. 2026-05-01T09:00:00+00:00.",
    "rest": "Send ISO 8601 with the offset, e.g. 2026-05-01T09:00:00Z.",
}
#: How to say whose memory it is (MCP and the proxy check their headers before any call).
FULL_SCOPE = {
    "python": "Pass Scope(tenant=..., agent=..., user=...).",
    "cli": "Pass --agent and --user (or set EPISODIC_AGENT and EPISODIC_USER).",
    "rest": "Name them in the path: /v1/agents/{agent}/users/{user}/...",
}
#: What a write refusal asks for, in Python's words (a keyword argument), and how a surface
#: that names it otherwise says it: ``episodic remember`` has flags, an ``episodic import``
#: line has JSON fields.
FIELD_WORDS = {
    "cli": {"pass expires_at": "pass --expires-at", "Pass expires_at": "Pass --expires-at"},
    "import": {
        "pass expires_at": 'give the line an "expires_at"',
        "Pass expires_at": 'Give the line an "expires_at"',
        "Pass resource_refs": 'Give the line "resource_refs"',
        "a lower privacy_class": 'a lower "privacy_class"',
    },
}
#: How to give OpenAI (or a compatible server) what it needs, where the error is read.
OPENAI_KEY = {
    "python": "Pass api_key=..., set OPENAI_API_KEY, or pass base_url for a local "
    "OpenAI-compatible server.",
    "cli": "Set OPENAI_API_KEY, or point OPENAI_BASE_URL (for --llm also --llm-base-url) at a "
    "local OpenAI-compatible server.",
    **dict.fromkeys(
        ("rest", "mcp", "proxy", "web"),
        "Set OPENAI_API_KEY (or EPISODIC_LLM_BASE_URL for a local OpenAI-compatible server) "
        "where the server runs, and restart it.",
    ),
}
#: How to give Anthropic its key, where the error is read.
ANTHROPIC_KEY = {
    "python": "Pass api_key=... or set ANTHROPIC_API_KEY.",
    "cli": "Set ANTHROPIC_API_KEY.",
    **dict.fromkeys(
        ("rest", "mcp", "proxy", "web"),
        "Set ANTHROPIC_API_KEY where the server runs, and restart it.",
    ),
}


class ConfigError(EpisodicError):
    """The library was configured in a way it cannot work with."""


class ScopeError(EpisodicError):
    """A scope is missing a field or has a field it cannot accept."""


class ValidationError(EpisodicError):
    """Input that cannot be stored as given: empty, too long, wrong label, wrong shape.

    Attributes:
        index: For a bulk write (``remember_many``), the 0-based position of the item that
            failed; ``None`` otherwise.
    """

    index: int | None = None


class PolicyError(ValidationError):
    """The write policy refused a direct write (``remember``, ``correct``, an import).

    Nothing is stored and the audit log records the refusal (never the content).

    Attributes:
        reason: The policy's reason, e.g. ``sensitive_event_requires_expiry``.
        policy_version: The policy that decided.
    """

    reason: str = ""
    policy_version: str | None = None

    def said(self, surface: str) -> str:
        """The refusal in ``surface``'s words: the fields it asks for are named as that
        surface names them (``--expires-at`` on the command line, an import line's
        ``"expires_at"``), see :data:`FIELD_WORDS`."""
        text = super().said(surface)
        for python, theirs in FIELD_WORDS.get(surface, {}).items():
            text = text.replace(python, theirs)
        return text


class ConfirmationRequired(ValidationError):
    """An action that needs an explicit yes was asked without one: approving an entry held
    because it gives orders to the model (``review.approve(..., confirm=True)``).

    Nothing changed. Each surface asks its own way: the CLI prompts, the web page shows a
    confirmation step, REST wants ``"confirm": true`` in the body.

    Attributes:
        reason: Why the entry was held (its ``review_reason``, e.g. ``addressed_to_model``).
    """

    reason: str = ""


class NotFoundError(EpisodicError):
    """No object with that id exists in the given scope."""


class StoreError(EpisodicError):
    """The storage backend failed while running a query."""


class LeaseLostError(StoreError):
    """A worker's lease on a job expired and another worker claimed it; its work is void."""


class ProviderError(EpisodicError):
    """An embedding or language-model provider failed.

    Args:
        message: What failed and how to fix it, with any credential already removed.
        permanent: Trying again cannot help (unknown model, rejected key, a reply that stays
            unusable): a job that meets it fails at once instead of being retried.

    Attributes:
        permanent: Whether trying again cannot help.
    """

    permanent: bool = False

    def __init__(
        self,
        message: str = "",
        *,
        permanent: bool | None = None,
        hints: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message, hints=hints)
        if permanent is not None:
            self.permanent = permanent


#: The distribution to ``pip install``; the import name stays ``episodic``.
DISTRIBUTION = "episodic-ai"


def missing_extra(what: str, extra: str, missing: str | None = None) -> ConfigError:
    """The error for an optional dependency that is not installed, naming the fix.

    Example:
        >>> str(missing_extra("The PostgreSQL store", "postgres", "psycopg"))
        "The PostgreSQL store needs psycopg: pip install 'episodic-ai[postgres]'."
    """
    needs = missing or "extra packages"
    return ConfigError(f"{what} needs {needs}: pip install '{DISTRIBUTION}[{extra}]'.")


def is_permanent(error: BaseException) -> bool:
    """Whether a failed job attempt should not be retried: the one place that decides.

    Permanent: a :class:`ProviderError` marked so (unknown model, rejected key, output still
    unusable after the repair round) and misconfiguration (:class:`ConfigError`). Everything
    else (rate limits, server errors, timeouts, a database that was briefly busy) is worth
    another attempt.
    """
    if isinstance(error, ProviderError):
        return error.permanent
    return isinstance(error, ConfigError)


_HIDDEN = "***"
# Credentials that may turn up in a text: a URL's password (scheme://user:PASSWORD@host), a
# libpq or query-string password=... (or api_key=, token=, secret=, key=), and API keys as
# providers print them (sk-..., a Bearer token, an x-api-key header).
_URL_PASSWORD = re.compile(r"([a-z][a-z0-9+.\-]*://[^:/@\s]*):[^@\s]*@", re.IGNORECASE)
# An unquoted value never ends in ",", "." or ")": that is the sentence going on ("pass
# api_key=..., set OPENAI_API_KEY" names no key and keeps its comma).
_PASSWORD_PARAMETER = re.compile(
    r"(\b(?:password|passwd|api[_-]?key|access[_-]?token|token|secret|key)\s*=\s*)"
    r"('[^']*'|[^\s&;]*[^\s&;,.)])",
    re.IGNORECASE,
)
_API_KEY = re.compile(r"(sk-[A-Za-z0-9_*\-]{4,}|Bearer\s+\S+|x-api-key\S*\s*\S+)", re.IGNORECASE)


def redact(text: str, *secrets: str | None) -> str:
    """``text`` without credentials: the ``secrets`` given, URL passwords and API keys.

    Every message, log line and stored error that might quote a URL or a provider's reply
    goes through this one function.

    Example:
        >>> redact("cannot reach postgresql://app:hunter2@db/mem")
        'cannot reach postgresql://app:***@db/mem'
    """
    for secret in secrets:
        if secret:
            text = text.replace(secret, _HIDDEN)
    text = _URL_PASSWORD.sub(rf"\1:{_HIDDEN}@", text)
    text = _PASSWORD_PARAMETER.sub(rf"\1{_HIDDEN}", text)
    return _API_KEY.sub(_HIDDEN, text)
