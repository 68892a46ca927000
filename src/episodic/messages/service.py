"""``memory.messages``: every stored message of a thread, its recent window, and recall."""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from typing import Any

from episodic.errors import ValidationError
from episodic.governance.audit import Audit
from episodic.governance.gate.screen import screen
from episodic.jobs import Handler
from episodic.messages.block import recalled_block
from episodic.messages.index import (
    EMBED_KIND,
    EmbedMessages,
    IndexMessages,
    MessageKeys,
    queue_backfills,
    queue_reindex,
    searchable,
)
from episodic.messages.keys import CONTEXT_BEFORE
from episodic.messages.search import search
from episodic.models import Block, JobRequest, Message, MessageRange, Scope, Turn, TurnQuery
from episodic.models.scope import require_scope
from episodic.models.validation import (
    check_count,
    check_id,
    check_optional_id,
    check_text,
    visible,
)
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import message_index as index_rows
from episodic.stores import messages as message_rows
from episodic.stores.message_search import MessageSearch
from episodic.stores.redaction import Redacted

#: Returns the ``seq`` of the last message observational memory has covered in a thread, or
#: ``None`` when observations are not maintained there (see :class:`Messages`).
ObservedUntil = Callable[[Scope, str], int | None]


class Messages:
    """The messages tier: what ``after_turn`` stored, per thread, tool calls included.

    Args:
        runtime: The store, embedder, models, settings and clock.
        audit: Where deletions are recorded.
        observed_until: Where observational memory has got to in a thread; once messages
            are observed they leave the recent window (the observations stand for them).
    """

    def __init__(
        self, runtime: Runtime, audit: Audit, observed_until: ObservedUntil | None = None
    ) -> None:
        self._runtime = runtime
        self._audit = audit
        self._observed_until = observed_until
        self._index = MessageSearch(runtime.store, runtime.config.messages.search_cache_bytes)
        #: The handlers of this tier's background jobs.
        self.handlers: tuple[Handler, ...] = (EmbedMessages(runtime), IndexMessages(runtime))
        self._keys = MessageKeys(runtime)
        if runtime.config.messages.search:
            queue_backfills(runtime)  # messages stored by an earlier release

    def redacted(self, tx: Tx, scope: Scope, redacted: Redacted) -> None:
        """Key again, inside the forgetting transaction, the messages whose text lost a
        forgotten entry's words, and the messages whose keys read them (the next
        :data:`~episodic.messages.keys.CONTEXT_BEFORE` of their thread): their terms and
        vectors are worked out from the text as it now stands, so nothing is found by the
        forgotten words any more. The scope's index starts a new generation, so every
        process rebuilds it."""
        if not redacted.messages:
            return
        todo: dict[int, Message] = {}
        for message in index_rows.by_seq(tx, scope, redacted.messages):
            after = index_rows.conversation(
                tx,
                scope,
                message.thread_id,
                before=message.seq,
                limit=CONTEXT_BEFORE,
                newest=False,
            )
            todo.update((m.seq, m) for m in (message, *after) if searchable(m))
        kept = [todo[seq] for seq in sorted(todo)]
        if kept:
            keyed = self._keys.embed(kept, self._keys.keys(tx, scope, kept))
            index_rows.write_keys(tx, scope, keyed, self._runtime.embedder.name, replace=True)

    def drop_cached(self) -> None:
        """Forget this process's search indexes of every scope (after an erasure); each is
        rebuilt from the store when next searched."""
        self._index.clear()

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

    def list(
        self, scope: Scope, thread: str, *, after: int = 0, limit: int = 100, newest: bool = False
    ) -> list[Message]:
        """The thread's stored messages in conversation order, ``limit`` at a time.

        Page through a long thread by passing the last message's ``seq`` as ``after``; with
        ``newest``, the last ``limit`` messages (after ``after``), still oldest first.
        """
        require_scope(scope, "messages.list")
        check_id(thread, "messages.list thread")
        check_count(limit, "messages.list limit")
        if isinstance(after, bool) or not isinstance(after, int) or not 0 <= after < 2**63:
            raise ValidationError(
                f"messages.list after must be a message's seq (a whole number), got {after!r}."
            )
        with self._runtime.store.read() as tx:
            return message_rows.thread_messages(
                tx, scope, thread, after=after, limit=limit, newest=newest
            )

    def store(self, tx: Tx, turn: Turn) -> None:
        """Keep the turn's messages, in ``after_turn``'s transaction (once: storing the same
        turn again adds nothing), through the gate: secrets are redacted unless
        ``MessagesConfig.redact_secrets`` is off."""
        redact = self._runtime.config.messages.redact_secrets
        screened = screen(turn, origin="after_turn", tier="messages", by="log", redact=redact)
        message_rows.store_turn(tx, screened)

    def pop(
        self, scope: Scope, thread: str, *, reason: str | None = None, actor: str = "operator"
    ) -> Message | None:
        """Delete the thread's newest message and return it (``None``: the thread is empty).

        For undoing the last message of a conversation (an OpenAI Agents SDK session's
        ``pop_item``). The deletion is audited (``delete``, with the message's id), the
        message leaves search at once in every process, and the space its text held is
        reclaimed as after :meth:`Memory.forget <episodic.Memory.forget>`. Notes already
        remembered from it stay, with their evidence: remove one with ``forget``.

        Args:
            scope: Whose thread; agent and user are required.
            thread: The thread.
            reason: Why, for the audit log.
            actor: Who, for the audit log.
        """
        _check_deletion("messages.pop", scope, thread, reason, actor)
        with self._runtime.store.write() as tx:
            popped = message_rows.pop_newest(tx, scope, thread)
            if popped is None:
                return None
            self._deleted(tx, scope, thread, [popped.id], reason, actor)
        self._runtime.store.reclaim(["messages"])
        return popped

    def clear(
        self, scope: Scope, thread: str, *, reason: str | None = None, actor: str = "operator"
    ) -> int:
        """Delete every message of the thread; returns how many there were.

        Audited (``delete``, with the messages' ids), gone from search at once and reclaimed,
        as :meth:`pop`. What was learned from the thread (notes, the profile, session memory,
        observations, episodes) stays; ``forget`` removes a note, ``erase`` a person.
        """
        _check_deletion("messages.clear", scope, thread, reason, actor)
        with self._runtime.store.write() as tx:
            ids = message_rows.clear_thread(tx, scope, thread)
            if ids:
                self._deleted(tx, scope, thread, ids, reason, actor)
        if ids:
            self._runtime.store.reclaim(["messages"])
        return len(ids)

    def _deleted(
        self,
        tx: Tx,
        scope: Scope,
        thread: str,
        ids: builtins.list[str],
        reason: str | None,
        actor: str,
    ) -> None:
        index_rows.messages_removed(tx, scope)
        self._audit.record(
            tx,
            scope,
            "delete",
            actor=actor,
            target_ids=ids,
            reason=reason,
            detail={"thread": thread, "messages": len(ids)},
        )

    def search(
        self,
        scope: Scope,
        query: str,
        *,
        thread: str | None = None,
        top_k: int | None = None,
    ) -> builtins.list[MessageRange]:
        """Search the stored messages of a user: ranges of conversation around the best matches.

        Each stored user and assistant message is indexed by a background job after its turn
        (``embed_messages``), and ranked like entries: words (BM25) and meaning (the
        embedder's vectors) fused, with the same relevance gate, so a query about nothing
        discussed returns ``[]``. Each match comes with ``MessagesConfig.search_before``
        messages before it and ``search_after`` after it in its thread; ranges that overlap
        or touch are merged.

        Args:
            scope: Whose messages; agent and user are required.
            query: Free text: a question, identifiers, error text.
            thread: Only this thread's messages; by default all of the user's threads.
            top_k: Most matched messages (the neighbours added do not count); defaults to
                ``MessagesConfig.search_top_k``.

        Returns:
            The ranges, in conversation order within each, ordered by their best match.
            Each names its matches (:attr:`MessageRange.matched_ids`, the ids the caller
            gave) with their scores.

        Raises:
            ScopeError: The scope is incomplete.
            ValidationError: The query is empty or longer than
                ``LimitsConfig.max_query_chars``, the thread id is malformed, or ``top_k``
                is not a count up to ``LimitsConfig.max_top_k``.
        """
        require_scope(scope, "messages.search")
        limits = self._runtime.config.limits
        if not isinstance(query, str) or not visible(query):
            raise ValidationError(
                f"messages.search needs a non-empty query string, got {query!r:.40}."
            )
        check_text(
            query,
            "messages.search query",
            limit=limits.max_query_chars,
            setting="LimitsConfig.max_query_chars",
            controls=True,
        )
        check_optional_id(thread, "messages.search thread")
        limit = self._runtime.config.messages.search_top_k if top_k is None else top_k
        check_count(
            limit,
            "messages.search top_k",
            maximum=limits.max_top_k,
            setting="LimitsConfig.max_top_k",
        )
        embed = self._runtime.embedder.embed_one
        return search(
            self._runtime,
            self._index,
            scope,
            query,
            lambda: embed(query),
            top_k=limit,
            thread=thread,
        )

    def reindex(self, scope: Scope | None = None) -> int:
        """Queue indexing passes that re-embed, with this memory's embedder, the messages of
        ``scope`` (or of every scope) whose vectors another model made.

        Needed after switching embedders (``episodic reindex`` calls it): until then those
        messages are found by their words only. A worker runs the passes, in batches, each
        committed on its own. Returns how many scopes were queued.
        """
        if scope is not None:
            require_scope(scope, "messages.reindex")
        return queue_reindex(self._runtime, scope)

    def blocks(self, query: TurnQuery) -> Sequence[Block]:
        """The ``<recalled-messages>`` block for a turn (a context source).

        Present when ``MessagesConfig.inject`` and ``search`` are on, the message has text
        and something relevant is found; it searches all of the user's threads, or only the
        current one with ``search_scope="thread"``, and leaves out the messages already in
        the current thread's recent window.
        """
        config = self._runtime.config.messages
        if not (config.inject and config.search) or not visible(query.message):
            return []
        thread = query.thread_id if config.search_scope == "thread" else None
        if config.search_scope == "thread" and thread is None:
            return []
        shown = {message.seq for message in query.window}
        ranges = search(
            self._runtime,
            self._index,
            query.scope,
            query.message[: self._runtime.config.limits.max_query_chars],
            lambda: query.vector,
            top_k=config.search_top_k,
            thread=thread,
            exclude=shown,
        )
        block = recalled_block(ranges, query.thread_id)
        return [] if block is None else [block]

    def follow(self, turn: Turn, tx: Tx) -> Sequence[JobRequest]:
        """One ``embed_messages`` job per turn with user or assistant text, when
        ``MessagesConfig.search`` is on (a turn follower)."""
        if not self._runtime.config.messages.search or not turn.says():
            return []
        return [turn.job(EMBED_KIND)]


def _check_deletion(call: str, scope: Scope, thread: str, reason: str | None, actor: str) -> None:
    require_scope(scope, call)
    check_id(thread, f"{call} thread")
    if reason is not None:
        check_text(reason, f"{call} reason", limit=500)
    check_id(actor, f"{call} actor")


def _sendable(messages: list[Message]) -> list[Message]:
    """The window's chat messages (:attr:`Message.chat`), without tool results at the start
    whose calls are not in the window."""
    messages = [message for message in messages if message.chat]
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
