"""The word side of PostgreSQL entries: scope-qualified lexemes for the GIN index, and the
per-scope BM25 statistics kept in the writing transaction.

Every scope is scored as its own corpus, so ``scope_state`` counts its active entries and their
terms and ``scope_terms`` how many of its entries hold each term. Rows are updated in a fixed
order (scope, then term) so that concurrent writers queue instead of deadlocking.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from episodic.models import Scope
from episodic.stores.base import Tx
from episodic.stores.scoped import scope_values

# A tsvector lexeme holds at most 2047 bytes; longer terms stay in ``terms`` for scoring but
# cannot be found through the GIN index.
MAX_LEXEME_BYTES = 2046
# ``scope_terms`` keys a term by its scope; PostgreSQL refuses a btree row over 2704 bytes, and
# three ids take up to 1,536 (see episodic.models.validation.MAX_ID_BYTES). A longer term (a
# pasted key or hash) is left out of the statistics: it counts as rare, which it is.
MAX_COUNTED_TERM_BYTES = 1024
#: How a new row's lexemes are written: one text-array parameter.
LEXEMES_PLACEHOLDER = "array_to_tsvector(?::text[])"


def lexeme_prefix(scope: Scope) -> str:
    """What every lexeme of the scope starts with.

    GIN posting lists are per lexeme, so without the prefix a common word's list would hold
    every tenant's rows and the planner, judging by it, would read them all. A shortened
    scope key is plenty: a collision only adds rows that the scope filter removes.
    """
    return scope.key[:13] + ":"


def lexemes(scope: Scope, terms: Sequence[str]) -> list[str]:
    """The scope-qualified distinct terms that fit in a tsvector."""
    prefix = lexeme_prefix(scope)
    qualified = (prefix + term for term in dict.fromkeys(terms))
    return [lexeme for lexeme in qualified if len(lexeme.encode()) <= MAX_LEXEME_BYTES]


def add_statistics(tx: Tx, created: Mapping[Scope, list[list[str]]], sign: int = 1) -> None:
    """Count newly active entries (their terms, per scope) into the BM25 statistics; with
    ``sign=-1``, stop counting entries that left ``active``."""
    for scope in sorted(created, key=lambda s: s.key):
        values = scope_values(scope, "statistics")
        documents = created[scope]
        tx.execute(
            "UPDATE scope_state SET documents = documents + ?, total_terms = total_terms + ? "
            "WHERE tenant_id = ? AND agent_id = ? AND user_id = ?",
            (sign * len(documents), sign * sum(len(terms) for terms in documents), *values),
        )
        frequency = Counter(
            term
            for terms in documents
            for term in set(terms)
            if len(term.encode()) <= MAX_COUNTED_TERM_BYTES
        )
        words = sorted(frequency)
        tx.execute(
            "INSERT INTO scope_terms AS t (tenant_id, agent_id, user_id, term, documents) "
            "SELECT ?, ?, ?, term, n FROM unnest(?::text[], ?::bigint[]) AS u (term, n) "
            "ORDER BY term "
            "ON CONFLICT (tenant_id, agent_id, user_id, term) DO UPDATE "
            "SET documents = t.documents + excluded.documents",
            (*values, words, [sign * frequency[w] for w in words]),
        )
        if sign < 0:
            tx.execute(
                "DELETE FROM scope_terms WHERE tenant_id = ? AND agent_id = ? AND user_id = ? "
                "AND term = ANY(?::text[]) AND documents <= 0",
                (*values, words),
            )
