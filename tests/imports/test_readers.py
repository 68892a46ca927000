"""Reading other products' exports: what each format gives, what it leaves out and counts, and
what it cannot read (reported by position, the rest read all the same)."""

from __future__ import annotations

import io
import json
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import pytest

from episodic import ValidationError, guess_format, read_export

FIXTURES = Path(__file__).parents[1] / "fixtures" / "imports"


def test_chatgpt_keeps_the_branch_the_person_continued_and_counts_what_it_leaves_out() -> None:
    export = read_export(FIXTURES / "chatgpt.json", "chatgpt")
    first, tools, again = export.conversations
    assert [c.position for c in export.conversations] == [1, 2, 3] and not export.unreadable
    assert [(m.role, m.id) for m in first.messages] == [
        ("user", "a2-edit"),
        ("assistant", "a4"),
        ("user", "a5"),
        ("assistant", "a6"),
        ("user", "a7"),
    ]
    # The edited prompt's first version and its answer are another branch; the hidden system
    # message, the image part and nothing else are left out.
    assert dict(first.skipped) == {"non_text": 1, "other_branches": 2, "system": 1}
    assert (
        first.messages[2].content
        == "Retries on queue Q-17 stalled after 3 attempts, see the chart."
    )
    assert first.messages[0].created_at == datetime(2024, 6, 1, 10, 0, 30, tzinfo=UTC)
    assert (first.key, first.title) == ("conv-export-429", "Nightly export failing")
    # Custom instructions count as system; the code and its output as tool.
    assert dict(tools.skipped) == {"system": 1, "tool": 2}
    assert [m.role for m in tools.messages] == ["user", "assistant"]
    assert (again.key, again.messages) == (first.key, first.messages)  # the import skips it


def test_chatgpt_without_a_current_node_follows_the_last_said_leaf() -> None:
    data = json.loads((FIXTURES / "chatgpt.json").read_text())[0]
    del data["current_node"]
    (conversation,) = read_export([data], "chatgpt").conversations
    assert conversation.messages[-1].id == "a7"  # said after the abandoned branch's leaf
    data["mapping"]["a3"]["message"]["create_time"] = 1_900_000_000
    (conversation,) = read_export([data], "chatgpt").conversations
    assert [m.id for m in conversation.messages] == ["a2", "a3"]


def test_claude_follows_the_leaf_back_and_leaves_attachments_and_tool_use_out() -> None:
    export = read_export(FIXTURES / "claude.json", "claude")
    assert [(bad.position, bad.reason) for bad in export.unreadable] == [
        (2, "not a Claude conversation: it has no 'chat_messages' list")
    ]
    first, again = export.conversations
    assert (first.position, again.position, first.key) == (1, 3, "0c1a7e0e-claude-1")
    assert [(m.role, m.id) for m in first.messages] == [
        ("user", "c1"),
        ("assistant", "c2"),
        ("user", "c4"),
        ("assistant", "c5"),
    ]
    assert first.messages[1].content == "Check the max length setting."  # the thinking left out
    assert first.messages[3].content == "Good to hear."
    assert dict(first.skipped) == {
        "attachments": 1,
        "other_branches": 1,
        "reasoning": 1,
        "tool": 1,
    }


def test_jsonl_groups_lines_by_conversation_and_reports_a_bad_line_by_its_number() -> None:
    export = read_export((FIXTURES / "messages.jsonl").read_text(), "messages")
    assert [(c.key, c.position, len(c.messages)) for c in export.conversations] == [
        ("j-1", 1, 3),
        ("j-2", 5, 2),
        ("j-3", 7, 1),
        ("j-2-copy", 9, 2),
    ]
    assert [(bad.position, bad.reason.split(" (")[0]) for bad in export.unreadable] == [
        (8, "not valid JSON")
    ]
    j1 = export.conversations[0]
    assert dict(j1.skipped) == {"non_text": 1, "system": 1}
    assert j1.messages[2].content == "Batches of 500 fixed the timeout."  # the image part dropped


def test_mem0_memories_name_their_person() -> None:
    export = read_export(FIXTURES / "mem0.json", "mem0")
    assert export.persons == {"ada": 5, "bram": 1}
    first = export.memories[0]
    assert (first.key, first.position, first.person) == ("m-1", 1, "ada")
    assert first.created_at == datetime(2024, 5, 20, 17, 0, tzinfo=UTC)
    assert dict(first.details) == {"categories": ["work"]}
    assert [(bad.position, bad.reason) for bad in export.unreadable] == [
        (6, "it has no text ('memory', 'content', 'text', 'data')")
    ]


def test_langgraph_reads_langmem_values_and_plain_ones() -> None:
    export = read_export(FIXTURES / "langgraph.json", "langgraph")
    contents = {m.key: (m.content, m.person) for m in export.memories}
    assert contents["memories/ada/k1"] == ("Uses Postgres 16 for the metrics store", "memories/ada")
    assert contents["memories/ada/profile/prefs"] == (
        "food preference: vegetarian; editor: helix",
        "memories/ada/profile",
    )
    assert export.memories[0].details == {"namespace": ["memories", "ada"], "kind": "Memory"}
    assert [bad.position for bad in export.unreadable] == [7]


def test_a_plain_list_reads_strings_and_objects_and_gives_each_an_id() -> None:
    export = read_export(FIXTURES / "memories.json", "memories")
    first, second, third = export.memories
    assert first.key == third.key and first.key.startswith("#")  # the same words, one id
    assert (second.key, second.created_at) == ("x-2", datetime(2024, 4, 1, tzinfo=UTC))
    assert [bad.position for bad in export.unreadable] == [4]


def test_a_zip_is_read_for_its_conversations_json() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("export/user.json", "{}")
        archive.writestr("export/conversations.json", (FIXTURES / "chatgpt.json").read_text())
    export = read_export(buffer.getvalue(), "chatgpt")
    assert len(export.conversations) == 3
    with pytest.raises(ValidationError, match="ZIP holds 2 matching files, not exactly one"):
        read_export(buffer.getvalue(), "memories")


@pytest.mark.parametrize(
    ("data", "format", "said"),
    [
        ("[{", "chatgpt", "not valid JSON (Expecting property name"),
        ('{"title": "x"}', "claude", "must be a JSON list"),
        (b"\xff\xfe[]", "mem0", "not UTF-8"),
        ("[]", "csv", "import format"),
    ],
)
def test_a_file_that_is_not_its_format_fails_whole(
    data: str | bytes, format: str, said: str
) -> None:
    with pytest.raises(ValidationError, match=said.replace("(", r"\(")):
        read_export(data, format)  # type: ignore[arg-type]


def test_guess_format_names_the_product_for_a_hint() -> None:
    guesses = {
        name: guess_format((FIXTURES / name).read_bytes())
        for name in ("chatgpt.json", "claude.json", "mem0.json", "langgraph.json")
    }
    assert guesses == {
        "chatgpt.json": "chatgpt",
        "claude.json": "claude",
        "mem0.json": "mem0",
        "langgraph.json": "langgraph",
    }
    assert guess_format('{"content": "a JSONL entry"}\n{"content": "another"}') is None
