"""The user profile on both backends: versions, updates, bad input, concurrency, isolation."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from episodic import (
    Config,
    ContextConfig,
    Memory,
    ProfileConfig,
    Scope,
    ScopeError,
    TestEmbedder,
    ValidationError,
)
from episodic.config import DEFAULT_PROFILE_TEMPLATE
from episodic.governance.gate.screen import screen
from episodic.models import TurnQuery
from episodic.models.profile import FieldChange, ProfileChange, ProfileVersion
from episodic.models.profile_document import ProfileDocument
from episodic.models.screened import Screened
from episodic.stores import open_store
from episodic.stores import profiles as profile_rows
from episodic.tokens import count_tokens
from tests.conftest import NOW, Clock

OWNER = Scope(tenant="acme", agent="support-bot", user="u-1")
NEIGHBOURS = [
    Scope(tenant="other-co", agent="support-bot", user="u-1"),  # same agent and user ids
    Scope(tenant="acme", agent="sales-bot", user="u-1"),  # same tenant and user
    Scope(tenant="acme", agent="support-bot", user="u-2"),  # same tenant and agent
]
NEIGHBOUR_IDS = ["tenant", "agent", "user"]


def block_text(memory: Memory, scope: Scope, thread: str | None = "t-1") -> str | None:
    block = memory.before_turn(scope, thread, "hello").block("user-profile")
    return None if block is None else block.text


def test_a_new_user_has_the_template_at_version_zero(memory: Memory) -> None:
    profile = memory.profile.get(OWNER)
    assert (profile.version, profile.actor, profile.created_at) == (0, None, None)
    assert profile.content == DEFAULT_PROFILE_TEMPLATE
    assert profile.values == {}
    assert memory.profile.versions(OWNER) == []
    assert block_text(memory, OWNER) is None  # nothing filled: no block


def test_every_version_is_kept_with_its_actor_quote_and_reason(
    memory: Memory, clock: Clock
) -> None:
    first = memory.profile.update(
        OWNER,
        [FieldChange("Name", "Ada Quinn", quote="I'm Ada Quinn", message_id="m-1")],
        actor="agent",
        reason="introduced herself",
        thread="t-1",
    )
    clock.moment = NOW.replace(hour=13)
    second = memory.profile.update(OWNER, [{"field": "name", "value": "Ada Q. Lovelace"}])
    third = memory.profile.update(OWNER, [{"field": "Role", "value": "data lead"}])
    assert [first.version, second.version, third.version] == [1, 2, 3]

    versions = memory.profile.versions(OWNER)
    assert [v.version for v in versions] == [3, 2, 1]
    assert [v.actor for v in versions] == ["operator", "operator", "agent"]
    oldest = versions[-1]
    (change,) = oldest.changes
    assert (change.field, change.old, change.new) == ("Name", "", "Ada Quinn")
    assert (change.quote, change.message_id) == ("I'm Ada Quinn", "m-1")
    assert (oldest.reason, oldest.thread_id, oldest.created_at) == (
        "introduced herself",
        "t-1",
        NOW,
    )
    (renamed,) = versions[1].changes
    assert (renamed.field, renamed.old, renamed.new) == ("Name", "Ada Quinn", "Ada Q. Lovelace")
    assert versions[1].created_at == NOW.replace(hour=13)
    assert memory.profile.get(OWNER).values == {"Name": "Ada Q. Lovelace", "Role": "data lead"}
    assert [v.version for v in memory.profile.versions(OWNER, limit=2)] == [3, 2]


def test_a_value_can_be_cleared_and_an_update_that_changes_nothing_writes_nothing(
    memory: Memory,
) -> None:
    memory.profile.update(OWNER, [{"field": "Deadlines", "value": "launch on 2026-07-01"}])
    same = memory.profile.update(OWNER, [{"field": "deadlines", "value": " launch on 2026-07-01 "}])
    assert same.version == 1
    cleared = memory.profile.update(OWNER, [{"field": "Deadlines", "value": ""}], actor="agent")
    assert cleared.version == 2 and cleared.values == {}
    assert (cleared.changes[0].old, cleared.changes[0].new) == ("launch on 2026-07-01", "")
    assert "- **Deadlines**:\n" in cleared.content
    assert len(memory.profile.versions(OWNER)) == 2


def test_replacing_the_whole_document_records_each_field_change(memory: Memory) -> None:
    memory.profile.update(OWNER, [{"field": "Name", "value": "Ada"}])
    content = "# Who\n- **Name**: Ada\n- **Pronouns**: she/her\n\nFree notes stay as text.\n"
    version = memory.profile.update(OWNER, content=content, reason="operator rewrite")
    assert version.version == 2 and version.content == content
    assert [(c.field, c.old, c.new) for c in version.changes] == [("Pronouns", "", "she/her")]
    assert version.values == {"Name": "Ada", "Pronouns": "she/her"}
    # The template's fields stay settable on a document that lacks them: added under their
    # template heading; a field neither names is refused.
    goals = memory.profile.update(OWNER, [{"field": "Deadlines", "value": "Friday"}])
    assert goals.content.endswith("\n# Current goals\n- **Deadlines**: Friday\n")
    back = memory.profile.update(OWNER, content=content)
    assert back.version == 4
    assert [(c.field, c.old, c.new) for c in back.changes] == [("Deadlines", "Friday", "")]
    assert memory.profile.update(OWNER, content=content).version == 4  # same text: nothing


def test_unknown_fields_are_refused_with_the_known_ones_named(memory: Memory) -> None:
    with pytest.raises(ValidationError, match=r"no field 'Favourite colour'.*'Name'"):
        memory.profile.update(OWNER, [{"field": "Favourite colour", "value": "blue"}])
    assert memory.profile.versions(OWNER) == []
    assert "Integrations" in memory.profile.fields()
    assert memory.profile.fields(OWNER) == memory.profile.fields()


def test_a_field_added_to_the_template_later_goes_under_its_heading(
    db_path: Path | str, clock: Clock
) -> None:
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        memory.profile.update(OWNER, [{"field": "Name", "value": "Ada"}])
    template = "# About the user\n- **Name**:\n- **Pronouns**:\n\n# Preferences\n- **Tone**:\n"
    config = Config(profile=ProfileConfig(template=template))
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, config=config) as memory:
        version = memory.profile.update(OWNER, [{"field": "pronouns", "value": "she/her"}])
        # At the end of its heading's fields; the stored document keeps its own fields.
        assert version.content.startswith(
            "# About the user\n- **Name**: Ada\n- **Role**:\n- **Organization**:\n"
            "- **Location and time zone**:\n- **Pronouns**: she/her\n\n# Preferences\n"
        )
        assert "Tone" in memory.profile.fields(OWNER)


BAD_UPDATES = [
    ({"changes": [{"field": "Name", "value": "two\nlines"}]}, "one line"),
    ({"changes": [{"field": "Name", "value": "x" * 9_000}]}, "max_chars"),
    ({"changes": [{"field": "Name", "value": "Ada"}, {"field": "name", "value": "B"}]}, "twice"),
    ({"changes": [{"field": "Name", "value": "Ada"}, {"field": "Nope", "value": "B"}]}, "no field"),
    ({"changes": [{"field": "Name"}]}, "both 'field' and 'value'"),
    ({"changes": [{"field": "Name", "value": "A", "user": "u-2"}]}, "unknown keys"),
    ({"changes": [{"field": "Name", "value": 42}]}, "must be a string"),
    ({"changes": [{"field": "Name", "value": "A\x00"}]}, "NUL"),
    ({"changes": []}, "empty"),
    ({"changes": "Name=Ada"}, "must be a list"),
    ({"changes": ["Name"]}, "FieldChange or a dict"),
    ({}, "either changes"),
    ({"changes": [{"field": "Name", "value": "A"}], "content": "- **Name**: A"}, "not both"),
    ({"content": "no fields here"}, "no fields"),
    ({"content": "- **Name**: A\n- **name**: B\n"}, "twice"),
    ({"content": "- **Name**: " + "x" * 9_000}, "max_chars"),
    ({"changes": [{"field": "Name", "value": "A"}], "actor": "assistant"}, "actor"),
    ({"changes": [{"field": "Name", "value": "A"}], "reason": 5}, "reason"),
    ({"changes": [{"field": "Name", "value": "A"}], "thread": ""}, "thread"),
]


@pytest.mark.parametrize(("arguments", "message"), BAD_UPDATES)
def test_bad_input_gets_a_clear_error_and_writes_nothing(
    memory: Memory, arguments: dict[str, object], message: str
) -> None:
    memory.profile.update(OWNER, [{"field": "Role", "value": "engineer"}])
    before = memory.profile.get(OWNER)
    with pytest.raises(ValidationError, match=message):
        memory.profile.update(OWNER, **arguments)  # type: ignore[arg-type]
    assert memory.profile.get(OWNER) == before
    assert len(memory.profile.versions(OWNER)) == 1


def test_an_incomplete_scope_or_a_bad_limit_is_refused(memory: Memory) -> None:
    for call in (
        lambda: memory.profile.get(Scope(agent="a")),
        lambda: memory.profile.versions(Scope(user="u")),
        lambda: memory.profile.update(Scope(agent="a"), [{"field": "Name", "value": "A"}]),
    ):
        with pytest.raises(ScopeError):
            call()
    for limit in (0, -1, True, "5"):
        with pytest.raises(ValidationError):
            memory.profile.versions(OWNER, limit=limit)  # type: ignore[arg-type]


def test_concurrent_writers_lose_no_change_and_share_no_version_number(
    db_path: Path | str, clock: Clock
) -> None:
    rounds = 8
    memories = [
        Memory.open(db_path, embedder=TestEmbedder(), clock=clock, worker=False) for _ in range(2)
    ]
    start = threading.Barrier(2)
    errors: list[BaseException] = []

    def write(memory: Memory, field: str) -> None:
        try:
            start.wait()
            for number in range(rounds):
                memory.profile.update(OWNER, [{"field": field, "value": f"{field} v{number}"}])
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [
        threading.Thread(target=write, args=(memories[0], "Role")),
        threading.Thread(target=write, args=(memories[1], "Organization")),
    ]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert errors == []
        versions = memories[0].profile.versions(OWNER, limit=100)
        assert [v.version for v in versions] == list(range(2 * rounds, 0, -1))
        assert all(len(v.changes) == 1 for v in versions)
        final = memories[1].profile.get(OWNER).values
        assert final == {
            "Role": f"Role v{rounds - 1}",
            "Organization": f"Organization v{rounds - 1}",
        }
    finally:
        for memory in memories:
            memory.close()


def test_the_block_shows_filled_fields_and_is_byte_identical_while_unchanged(
    memory: Memory, clock: Clock
) -> None:
    memory.profile.update(OWNER, [{"field": "Name", "value": "Ada <admin>"}], thread="t-1")
    memory.profile.update(OWNER, [{"field": "Integrations", "value": "Slack, Jira"}])
    text = block_text(memory, OWNER)
    assert text is not None
    assert text.startswith("<user-profile>\n") and text.endswith("</user-profile>")
    assert "- **Name**: Ada &lt;admin&gt;" in text  # stored text cannot open a tag
    assert "# Their environment\n- **Integrations**: Slack, Jira" in text
    assert "# Preferences" not in text and "Role" not in text  # empty sections stay out
    clock.moment = NOW.replace(year=2027)
    memory.profile.update(OWNER, [{"field": "Name", "value": "Ada <admin>"}])  # no change
    assert block_text(memory, OWNER, thread="t-2") == text  # any thread, any day: same bytes
    memory.profile.update(OWNER, [{"field": "Role", "value": "admin"}])
    assert block_text(memory, OWNER) != text


def test_a_block_over_its_cap_drops_its_last_fields_first(
    memory: Memory, db_path: Path | str
) -> None:
    names = memory.profile.fields()
    changes = [{"field": name, "value": f"the {name.lower()} on record"} for name in names]
    memory.profile.update(OWNER, changes)
    (block,) = memory.profile.blocks(TurnQuery(OWNER, None, "x", NOW, memory.embedder.embed_one))
    assert block.shorten is not None
    full = count_tokens(block.text)
    shorter = block.shorten(full - 1)
    assert shorter is not None and count_tokens(shorter.text) <= full - 1
    assert f"**{names[0]}**" in shorter.text and f"**{names[-1]}**" not in shorter.text
    assert block.shorten(5) is None
    # Through before_turn: a small cap gets the shortened block, never a cut line.
    config = Config(context=ContextConfig(profile_tokens=count_tokens(shorter.text)))
    with Memory.open(db_path, embedder=TestEmbedder(), config=config, worker=False) as capped:
        fitted = capped.before_turn(OWNER, "t-1", "x").block("user-profile")
        assert fitted is not None and fitted.text == shorter.text
    assert memory.profile.get(OWNER).values[names[-1]]  # shortening never touches the rows


def test_a_disabled_profile_gives_no_block(db_path: Path | str, clock: Clock) -> None:
    config = Config(profile=ProfileConfig(enabled=False))
    with Memory.open(db_path, embedder=TestEmbedder(), clock=clock, config=config) as memory:
        memory.profile.update(OWNER, [{"field": "Name", "value": "Ada"}])
        assert memory.profile.get(OWNER).values == {"Name": "Ada"}
        assert block_text(memory, OWNER) is None


def test_the_owner_sees_the_profile_from_every_thread(memory: Memory) -> None:
    memory.profile.update(OWNER, [{"field": "Name", "value": "Ada"}], thread="t-1")
    for thread in ("t-1", "t-2", None):
        text = block_text(memory, OWNER, thread=thread)
        assert text is not None and "Ada" in text


@pytest.mark.parametrize("other", NEIGHBOURS, ids=NEIGHBOUR_IDS)
def test_no_read_method_crosses_scopes(memory: Memory, other: Scope) -> None:
    memory.profile.update(OWNER, [{"field": "Name", "value": "Ada"}], thread="t-1")
    assert memory.profile.get(other).version == 0
    assert memory.profile.get(other).values == {}
    assert memory.profile.versions(other) == []
    assert block_text(memory, other, thread="t-1") is None
    # A neighbour's writes stay in the neighbour's profile, numbered from 1.
    written = memory.profile.update(other, [{"field": "Name", "value": "Bo"}], thread="t-1")
    assert written.version == 1 and written.values == {"Name": "Bo"}
    assert memory.profile.get(OWNER).values == {"Name": "Ada"}
    assert [v.version for v in memory.profile.versions(OWNER)] == [1]
    owner_block = block_text(memory, OWNER)
    assert owner_block is not None and "Bo" not in owner_block


def test_on_postgres_a_writer_beaten_to_the_number_builds_on_the_winner(
    postgres_url: str, clock: Clock
) -> None:
    # SQLite's write lock queues writers (the concurrency test above); on PostgreSQL the
    # loser of a race for a version number must re-read and rebuild. Force that race.
    template = ProfileDocument.parse(DEFAULT_PROFILE_TEMPLATE)
    seen: list[int | None] = []
    with Memory.open(postgres_url, embedder=TestEmbedder(), clock=clock, worker=False) as memory:
        store = open_store(postgres_url)

        def build(latest: ProfileVersion | None) -> Screened[profile_rows.ProfileDraft]:
            seen.append(None if latest is None else latest.version)
            if len(seen) == 1:  # another writer commits version 1 meanwhile
                memory.profile.update(OWNER, [{"field": "Role", "value": "admin"}])
            document = (latest.document if latest else template).set("Name", "Ada")
            draft = profile_rows.ProfileDraft(
                document.render(), "operator", (ProfileChange("Name", "", "Ada"),)
            )
            return screen(draft, origin="test", tier="profile", by="job")

        try:
            with store.write() as tx:
                written = profile_rows.append(tx, OWNER, build, NOW)
        finally:
            store.close()
        assert seen == [None, 1]
        assert written is not None and written.version == 2
        assert memory.profile.get(OWNER).values == {"Name": "Ada", "Role": "admin"}
        assert [v.actor for v in memory.profile.versions(OWNER)] == ["operator", "operator"]
