"""The search terms of new entry rows: their content, their quotes and their thread's context.

Written once for every backend: both keep an entry's terms in its row (``terms``), and search
them in process memory or in the database from there (see :mod:`episodic.retrieval.keys` for
what goes into them and why).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from episodic.models import EntryDraft, Scope
from episodic.retrieval.keys import CONTEXT_BEFORE, entry_key_text
from episodic.retrieval.tokenizer import tokenize
from episodic.stores.base import Tx
from episodic.stores.scoped import SCOPE, scope_values
from episodic.stores.step import Step


def draft_terms(tx: Tx, drafts: Sequence[EntryDraft]) -> list[list[str]]:
    """The terms of each draft, in order: a draft reads the entries of its thread stored
    before the batch, and the drafts of its thread before it in the batch."""
    before: dict[tuple[str, str], deque[str]] = {}
    found: list[list[str]] = []
    for draft in drafts:
        context: deque[str] | None = None
        if draft.thread_id is not None and CONTEXT_BEFORE:
            key = (draft.scope.key, draft.thread_id)
            context = before.get(key)
            if context is None:
                earlier = _latest(tx, draft.scope, draft.thread_id)
                context = before[key] = deque(earlier, maxlen=CONTEXT_BEFORE)
        quotes = (source.evidence for source in draft.sources)
        text = entry_key_text(draft.content, quotes, list(context or ()))
        found.append(tokenize(text))
        if context is not None:
            context.append(draft.content)
    return found


def _latest(tx: Tx, scope: Scope, thread_id: str) -> list[str]:
    """The content of the thread's last active entries, oldest first (the thread index)."""
    rows = tx.all(
        f"SELECT content FROM entries WHERE {SCOPE} AND thread_id = ? AND status = 'active' "
        "ORDER BY rowid DESC LIMIT ?",
        (*scope_values(scope, "entry_terms"), thread_id, CONTEXT_BEFORE),
    )
    return [str(row[0]) for row in reversed(rows)]


# Step 17: a new entry reads the last entries of its thread (:func:`_latest`), so the thread's
# rows are found by an index rather than by reading the scope's.
STEP = Step(
    17,
    "entries are found by their thread's context: an index of each scope's threads",
    {
        "sqlite": "CREATE INDEX entries_scope_thread "
        "ON entries (tenant_id, agent_id, user_id, thread_id)",
        "postgres": "CREATE INDEX entries_scope_thread "
        "ON entries (tenant_id, agent_id, user_id, thread_id, rowid)",
    },
)
