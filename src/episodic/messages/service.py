"""``memory.messages``: every stored message of a thread, and its recent window."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from episodic.errors import ValidationError
from episodic.jobs import Handler
from episodic.models import Block, JobRequest, Message, Scope, Turn, TurnQuery
from episodic.models.scope import require_scope
from episodic.models.validation import check_count, check_id
from episodic.runtime import Runtime
from episodic.stores import messages as message_rows

#: Returns the ``seq`` of the last message observational memory has covered in a thread, or
#: ``None`` when observations are not maintained there (see :class:`Messages`).
ObservedUntil = Callable[[Scope, str], int | None]


class Messages:
    """The messages tier: what ``after_turn`` stored, per thread, tool calls included.

    Args:
        runtime: The store, embedder, models, settings and clock.
        observed_until: Where observational memory has got to in a thread; once messages
            are observed they leave the recent window (the observations stand for them).
    """

    def __init__(self, runtime: Runtime, observed_until: ObservedUntil | None = None) -> None:
        self._runtime = runtime
        self._observed_until = observed_until
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = ()

    def recent(self, scope: Scope, thread: str, limit: int | None = None) -> list[dict[str, Any]]:
        """The thread's recent window in chat-completions form, oldest first, ready to send.

        It holds the last ``limit`` messages (default ``MessagesConfig.window``). Where
        observational memory covers the thread, it holds the messages not observed yet
        instead (``limit``, when given, still caps it). It never starts with a tool result
        whose call fell outside the window, so a model accepts it as it is.

        Args:
            scope: Whose thread; agent and user are required.
            thread: The thread.
            limit: Most messages to return.
        """
        return [message.to_chat() for message in self.window(scope, thread, limit)]

    def window(self, scope: Scope, thread: str, limit: int | None = None) -> list[Message]:
        """:meth:`recent` as :class:`~episodic.models.Message` objects."""
        require_scope(scope, "messages.recent")
        check_id(thread, "messages.recent thread")
        if limit is not None:
            check_count(limit, "messages.recent limit")
        observed = None if self._observed_until is None else self._observed_until(scope, thread)
        if observed is None:
            count = self._runtime.config.messages.window if limit is None else limit
            if count == 0:
                return []
            with self._runtime.store.read() as tx:
                found = message_rows.thread_messages(tx, scope, thread, limit=count, newest=True)
        else:
            with self._runtime.store.read() as tx:
                found = message_rows.thread_messages(
                    tx, scope, thread, after=observed, limit=limit, newest=True
                )
        return _sendable(found)

    def list(self, scope: Scope, thread: str, *, after: int = 0, limit: int = 100) -> list[Message]:
        """The thread's stored messages in conversation order, ``limit`` at a time.

        Page through a long thread by passing the last message's ``seq`` as ``after``.
        """
        require_scope(scope, "messages.list")
        check_id(thread, "messages.list thread")
        check_count(limit, "messages.list limit")
        if isinstance(after, bool) or not isinstance(after, int) or after < 0:
            raise ValidationError(
                f"messages.list after must be a message's seq (a whole number), got {after!r}."
            )
        with self._runtime.store.read() as tx:
            return message_rows.thread_messages(tx, scope, thread, after=after, limit=limit)

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The recalled-messages block for a turn (a context source)."""
        return []

    def follow(self, turn: Turn) -> Sequence[JobRequest]:
        """The jobs a stored turn calls for (a turn follower)."""
        return []


def _sendable(messages: list[Message]) -> list[Message]:
    """Drop tool results at the start whose calls are not in the window."""
    calls = {
        str(call.get("id"))
        for message in messages
        for call in message.tool_calls
        if call.get("id") is not None
    }
    start = 0
    while (
        start < len(messages)
        and messages[start].role == "tool"
        and messages[start].tool_call_id not in calls
    ):
        start += 1
    return messages[start:]
