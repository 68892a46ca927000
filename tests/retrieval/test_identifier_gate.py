"""A question about one identifier is never answered with an entry about another of its kind."""

from __future__ import annotations

from episodic import Memory, Scope
from episodic.models import NewEntry
from episodic.retrieval.facts import identifiers, names_other_identifier

BOB = Scope(tenant="acme", agent="billing", user="bob")
NOTES = [
    "Account ACC-2002 is on the Basic plan, billed monthly.",
    "Invoices are sent by email to the account owner.",
    "Account ACC-3003 and ACC-2002 were merged by billing in March.",
    "Account ACC-4004 is on the Premium plan, billed yearly.",
]
# Shares every word but the account number with NOTES[0]: enough to pass the relevance gate.
LOOK_ALIKE = "Is account ACC-1001 on the Basic plan, billed monthly?"


def test_identifiers_are_letters_and_digits_together() -> None:
    assert identifiers("ACC-1001, v2.1 and order 42 of 2023") >= {"acc-1001", "v2.1"}
    assert not identifiers("order 42 of 2023 shipped")


def test_other_identifier_of_the_same_kind() -> None:
    asked = identifiers("status of ACC-1001")
    assert names_other_identifier(asked, "ACC-2002 is on the Basic plan")
    assert not names_other_identifier(asked, "ACC-1001 and ACC-2002 merged")
    # Another kind of identifier, or none at all, is not a conflict.
    assert not names_other_identifier(asked, "Invoice INV-7 was paid")
    assert not names_other_identifier(asked, "Invoices go by email")
    assert not names_other_identifier(frozenset(), "ACC-2002")


def test_recall_leaves_out_look_alike_identifiers(memory: Memory) -> None:
    memory.remember_many(BOB, [NewEntry(note) for note in NOTES])
    # Only entries about another account come close: nothing is the honest answer.
    assert memory.recall(BOB, "ACC-1001", top_k=5) == []
    assert memory.recall(BOB, LOOK_ALIKE, top_k=5) == []
    # The identifier asked about is still found, with every entry naming it.
    found = {r.entry.content for r in memory.recall(BOB, "ACC-2002 plan", top_k=5)}
    assert NOTES[0] in found
    # A question with no identifier is not filtered.
    assert NOTES[0] in {r.entry.content for r in memory.recall(BOB, "Basic plan account", top_k=5)}
    # A wide search is a search: it may show the look-alikes, best first.
    wide = [r.entry.content for r in memory.recall(BOB, LOOK_ALIKE, top_k=50)]
    assert wide[0] == NOTES[0]
    assert sorted(e.content for e in memory.timeline(BOB)) == sorted(NOTES)
