"""The memory shown in a prompt reaches extraction by id: after_turn hands the shown entries'
ids to the extraction job, and the job names each shown entry by that id while it is active,
never by looking its text up again (only a job queued by an earlier version, which has no ids,
falls back to the text's hash)."""

from __future__ import annotations

from pathlib import Path

from episodic import Memory, MessageDraft, Scope, TestEmbedder
from episodic.entries.pipeline import known_memory
from episodic.stores import open_store
from tests.conftest import Clock

OTHER = Scope(tenant="acme", agent="support-bot", user="u-7")


def _open(db_path: Path | str, clock: Clock) -> Memory:
    return Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False)


def test_the_extraction_job_carries_the_ids_of_the_entries_the_prompt_showed(
    db_path: Path | str, clock: Clock, scope: Scope
) -> None:
    with _open(db_path, clock) as memory:
        plan = memory.remember(scope, "The customer is on plan=basic.")
        region = memory.remember(scope, "The customer's data lives in region eu-west-1.")
        context = memory.before_turn(
            scope, "t-1", "the customer plan=basic and data region eu-west-1"
        )
        shown = [recalled.entry.id for recalled in context.entries]
        assert set(shown) == {plan.id, region.id}
        turn = [MessageDraft(role="user", content="Thanks, that is all for today.")]
        job = memory.after_turn(scope, "t-1", turn, injected=context)
        assert job is not None
        assert job.payload["known_ids"] == shown
        assert job.payload["known"] == [r.entry.content for r in context.entries]

        by_ids = memory.after_turn(scope, "t-2", turn, injected=[region.id, "no-such-id"])
        assert by_ids is not None
        assert by_ids.payload["known_ids"] == [region.id]  # unknown ids are passed over


def test_a_shown_entry_is_named_by_its_id_while_it_is_active_and_only_in_its_scope(
    db_path: Path | str, clock: Clock, scope: Scope
) -> None:
    text = "The customer is on plan=basic."
    with _open(db_path, clock) as memory:
        mine = memory.remember(scope, text)
        theirs = memory.remember(OTHER, text)  # the same words, another person
        gone = memory.remember(scope, "The customer's data lives in region eu-west-1.")
        memory.forget(scope, gone.id, "asked to")
    store = open_store(db_path)
    try:
        with store.read() as tx:
            shown, refs = known_memory(
                tx, scope, [text, text, gone.content], [mine.id, theirs.id, gone.id]
            )
            assert [k.content for k in shown] == [text, text, gone.content]
            # k1 is this person's entry; k2 has the same words but names another person's
            # entry, and k3 an entry forgotten since: neither resolves to anything.
            assert refs == {"k1": mine.id}

            # A job queued before turns carried ids: each text is looked up by its hash,
            # in this scope only.
            _, old = known_memory(tx, scope, [text, gone.content])
            assert old == {"k1": mine.id}
            _, elsewhere = known_memory(tx, OTHER, [text])
            assert elsewhere == {"k1": theirs.id}
    finally:
        store.close()
