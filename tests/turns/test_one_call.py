"""One-call mode: one request per turn serves the entries, the profile and the session memory,
and each part still goes through its tier's own checks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from episodic import Config, JobsConfig, Memory, Scope, TestEmbedder, TestLLM

SCOPE = Scope(tenant="acme", agent="bot", user="ann")
USER = (
    "Our CI job build-7 fails with exit code 137 since Monday. I am the platform lead at "
    "Norrland Bank. Maybe the runner is too small."
)
TURN = [
    {"role": "user", "content": USER},
    {"role": "assistant", "content": "I will open a ticket for a bigger runner."},
]
REPLY = {
    "quotes": [
        "Our CI job build-7 fails with exit code 137 since Monday.",
        "Maybe the runner is too small.",
    ],
    "profile": [
        {"field": "Role", "value": "Platform lead", "quote": "I am the platform lead"},
        {"field": "Favourite colour", "value": "blue", "quote": "I am the platform lead"},
        {"field": "Organization", "value": "Acme", "quote": "Acme is where I work"},
    ],
    "session": {
        "objective": "Fix CI job build-7.",
        "state": "A ticket for a bigger runner is being opened.",
        "decisions": [],
        "follow_ups": ["Ticket for a bigger runner."],
    },
}


def _open(path: Path, llm: TestLLM, *, one_call: bool) -> Memory:
    config = Config(jobs=JobsConfig(one_call_per_turn=one_call))
    return Memory.open(path, embedder=TestEmbedder(), llm=llm, config=config, worker=False)


def test_one_request_serves_three_tiers_through_their_own_checks(tmp_path: Path) -> None:
    llm = TestLLM([REPLY])
    with _open(tmp_path / "m.db", llm, one_call=True) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and job.kind == "digest_turn" and job.status == "done", job
        assert len(llm.calls) == 1 and job.result["usage"]["requests"] == 1
        assert "Profile fields: Name, Role" in llm.calls[0].prompt
        assert llm.calls[0].prompt.endswith("assistant: I will open a ticket for a bigger runner.")
        # Entries: the quote is kept, the guess screened out.
        assert [e.content for e in memory.timeline(SCOPE)] == [REPLY["quotes"][0]]
        assert job.result["dropped"] == {"quote_guess": 1}
        # Profile: the supported change is applied; an unknown field and a quote the user
        # never wrote are dropped by the profile job's own checks.
        assert memory.profile.get(SCOPE).values == {"Role": "Platform lead"}
        assert job.result["profile"]["dropped"] == {"not_found": 1, "unknown_field": 1}
        # Session memory: the notes, as a new version.
        notes = memory.sessions.get(SCOPE, "t-1")
        assert notes is not None and notes.objective == "Fix CI job build-7."
        assert job.result["session"]["version"] == 1
        kinds = {j.kind for j in memory.jobs.list(limit=20)}
        assert "update_profile" not in kinds and "update_session" not in kinds


def test_a_part_that_comes_back_unusable_leaves_the_others_written(tmp_path: Path) -> None:
    broken: dict[str, Any] = {**REPLY, "session": {"objective": 7}}
    with _open(tmp_path / "m.db", TestLLM([broken]), one_call=True) as memory:
        job = memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        assert job is not None and job.status == "done"
        assert "lacks" in job.result["session"]["error"]
        assert memory.sessions.get(SCOPE, "t-1") is None
        assert len(memory.timeline(SCOPE)) == 1
        assert memory.profile.get(SCOPE).values == {"Role": "Platform lead"}


def test_without_the_setting_each_tier_asks_on_its_own(tmp_path: Path) -> None:
    # One reply every tier's job can read: nothing to keep, no change, empty notes.
    empty = {"entries": [], "changes": [], "objective": "", "state": ""}
    llm = TestLLM(default={**empty, "decisions": [], "follow_ups": []})
    with _open(tmp_path / "m.db", llm, one_call=False) as memory:
        memory.after_turn(SCOPE, "t-1", TURN, sync=True)
        kinds = sorted(j.kind for j in memory.jobs.list(limit=20) if j.result.get("usage"))
    assert kinds == ["extract_entries", "update_profile", "update_session"]
    assert len(llm.calls) == 3
