"""The sections of the memory stack: messages, profile, sessions, observations, plans, context."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from episodic.config.rules import Count, Flag, Section, Whole
from episodic.errors import ConfigError, ValidationError
from episodic.models.profile_document import ProfileDocument

#: The user profile a new user starts from: Markdown sections of ``- **Field**: value`` lines.
#: Replace it with ``ProfileConfig(template=...)``; the fields are whatever the template names.
DEFAULT_PROFILE_TEMPLATE = """\
# About the user
- **Name**:
- **Role**:
- **Organization**:
- **Location and time zone**:

# Preferences
- **Communication style**:
- **Tools and formats they like**:
- **Things to avoid**:

# Current goals
- **Active project or task**:
- **Open problems**:
- **Deadlines**:

# Their environment
- **Systems and versions in use**:
- **Accounts, plans and identifiers**:
- **Integrations**:
"""


@dataclass(frozen=True, slots=True, kw_only=True)
class MessagesConfig(Section):
    """The messages tier: the recent window and semantic recall over stored messages.

    Attributes:
        window: Most messages in a thread's recent window (``memory.messages.recent`` and
            ``Context.messages``). While observational memory is maintained for the thread,
            the window is instead every message not yet observed.
        search: Embed every stored message in a background job, so ``messages.search`` and
            the recalled-messages block can find them.
        search_top_k: Matched messages ``messages.search`` returns at most.
        search_before: Messages added before each match, for context.
        search_after: Messages added after each match.
        search_scope: ``"user"`` searches all of the user's threads; ``"thread"`` only the
            thread asked about.
        inject: Whether ``before_turn`` adds the recalled-messages block.
        search_cache_bytes: Most bytes of per-scope message indexes (terms and vectors) one
            memory keeps in process memory; the least recently searched scopes are dropped
            first and rebuilt from the database when searched again.
        redact_secrets: Replace passwords, keys, card numbers, IBANs and national ids in
            stored messages by a label (``[redacted secret]``) before they are written, so
            none reaches a later prompt from the message log. ``False`` keeps messages word
            for word, for those who must (the rest of memory is screened either way).
    """

    window: Whole = 20
    search: Flag = True
    search_top_k: Count = 5
    search_before: Whole = 2
    search_after: Whole = 1
    search_scope: Literal["user", "thread"] = "user"
    inject: Flag = True
    search_cache_bytes: Count = 256 * 1024 * 1024
    redact_secrets: Flag = True

    def validate(self) -> None:
        if self.search_scope not in ("user", "thread"):
            raise ConfigError(
                f"MessagesConfig.search_scope must be 'user' or 'thread', got "
                f"{self.search_scope!r}."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class ProfileConfig(Section):
    """The user profile: one Markdown document per agent and user, across threads.

    Attributes:
        enabled: Inject the ``<user-profile>`` block and offer the ``update_profile`` tool.
        template: The document a new user starts from (see
            :data:`DEFAULT_PROFILE_TEMPLATE`): ``- **Field**: value`` lines under ``# Section``
            headings, at least one field, each named once (case and spacing ignored). Its
            fields are the ones updates may set.
        extract: When a model is configured (``Models(profile=...)`` or ``llm=``), update the
            profile in a background job after each turn, from what the user said (each change
            backed by the user's own words, checked by the evidence guard).
        max_chars: Longest profile document accepted (the template included).
    """

    enabled: Flag = True
    template: str = DEFAULT_PROFILE_TEMPLATE
    extract: Flag = True
    max_chars: Count = 8_000

    def validate(self) -> None:
        if not isinstance(self.template, str) or not self.template.strip():
            raise ConfigError("ProfileConfig.template must be a non-empty Markdown string.")
        try:
            fields = ProfileDocument.parse(self.template).fields
        except ValidationError as exc:
            raise ConfigError(f"ProfileConfig.template: {exc}") from None
        if not fields:
            raise ConfigError(
                "ProfileConfig.template has no fields; write each as a '- **Field**: value' "
                "line under a '# Section' heading."
            )
        if len(self.template) > self.max_chars:
            raise ConfigError(
                f"ProfileConfig.template is {len(self.template):,} characters, over "
                f"ProfileConfig.max_chars ({self.max_chars:,}); shorten it or raise max_chars."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class SessionsConfig(Section):
    """Session memory: each thread's objective, state, decisions and follow-ups.

    Attributes:
        enabled: Maintain it in a background job after turns (when a model is configured)
            and inject the ``<session-memory>`` block.
        max_items: Most decisions and most follow-ups kept in a version (the newest are
            kept when the model returns more).
        max_transcript_chars: Most characters of new user and assistant messages sent to
            the model in one update; when more have piled up (the job ran late), the oldest
            are left out first.
    """

    enabled: Flag = True
    max_items: Count = 12
    max_transcript_chars: Count = 24_000


@dataclass(frozen=True, slots=True, kw_only=True)
class ObservationsConfig(Section):
    """Observational memory: long threads compressed into dated observations.

    Attributes:
        enabled: Run the observer and reflector (when a model is configured) and inject the
            ``<observations>`` block.
        message_tokens: Tokens of not-yet-observed messages in a thread at which they are
            turned into observations.
        observation_tokens: Tokens of a thread's observations at which the reflector
            condenses them.
        buffer_tokens: Observe ahead of the threshold in the background every time this many
            new tokens arrive, so crossing it only activates what is ready; ``0`` observes
            only when the threshold is crossed. Below ``message_tokens``.
        max_window_tokens: Most tokens of the recent window while observing lags behind (a
            slow or failing observer): the newest messages that fit are kept, the older
            unobserved ones wait, stored, until they are observed. At least
            ``message_tokens``.
    """

    enabled: Flag = True
    message_tokens: Count = 30_000
    observation_tokens: Count = 40_000
    buffer_tokens: Whole = 6_000
    max_window_tokens: Count = 45_000

    def validate(self) -> None:
        if self.buffer_tokens >= self.message_tokens:
            raise ConfigError(
                f"ObservationsConfig.buffer_tokens ({self.buffer_tokens:,}) must be below "
                f"message_tokens ({self.message_tokens:,}), so buffering runs ahead of the "
                "threshold; lower it, or set 0 to observe only at the threshold."
            )
        if self.max_window_tokens < self.message_tokens:
            raise ConfigError(
                f"ObservationsConfig.max_window_tokens ({self.max_window_tokens:,}) must be at "
                f"least message_tokens ({self.message_tokens:,}): the window holds the "
                "unobserved messages until they reach the threshold."
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class PlansConfig(Section):
    """Plans: a thread's goal, phase, iteration and steps.

    Attributes:
        enabled: Offer the ``get_plan`` and ``update_plan`` tools and inject the ``<plan>``
            block.
        max_steps: Most steps a plan may hold.
    """

    enabled: Flag = True
    max_steps: Count = 50


@dataclass(frozen=True, slots=True, kw_only=True)
class ContextConfig(Section):
    """What ``before_turn`` assembles: the token budget and each block's cap.

    Blocks come in a fixed order (profile, session memory, plan, observations, previous
    episodes, memory, recalled messages); each is held to its cap and the whole to
    ``max_tokens``, a block that would not fit being shortened by its tier (least important
    lines first) or left out.
    Tokens are counted by :func:`episodic.tokens.count_tokens`.

    Attributes:
        max_tokens: Most tokens of all blocks together.
        profile_tokens: Cap of ``<user-profile>``.
        session_tokens: Cap of ``<session-memory>``.
        plan_tokens: Cap of ``<plan>``.
        observations_tokens: Cap of ``<observations>``.
        episodes_tokens: Cap of ``<previous-episodes>``.
        memory_tokens: Cap of ``<memory>``.
        messages_tokens: Cap of ``<recalled-messages>``.
    """

    max_tokens: Count = 56_000
    profile_tokens: Count = 2_000
    session_tokens: Count = 2_000
    plan_tokens: Count = 2_000
    observations_tokens: Count = 44_000
    episodes_tokens: Count = 2_000
    memory_tokens: Count = 4_000
    messages_tokens: Count = 4_000

    def cap(self, block: str) -> int:
        """The cap of a block by its tag (``max_tokens`` for a tag without its own)."""
        field = _BLOCK_CAPS.get(block)
        return self.max_tokens if field is None else int(getattr(self, field))


_BLOCK_CAPS = {
    "user-profile": "profile_tokens",
    "session-memory": "session_tokens",
    "plan": "plan_tokens",
    "observations": "observations_tokens",
    "previous-episodes": "episodes_tokens",
    "memory": "memory_tokens",
    "recalled-messages": "messages_tokens",
}
