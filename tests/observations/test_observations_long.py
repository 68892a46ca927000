"""A 200-turn tool-heavy thread on SQLite and PostgreSQL, with the default thresholds: the
context stays within its budget at every turn, the observer's compression ratio is measured,
and reflections condense without losing anything."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from episodic import Config, Memory, TestEmbedder
from episodic.config import ContextConfig, JobsConfig, ObservationsConfig
from episodic.llms import Models, TestLLM
from episodic.tokens import count_tokens
from tests.conftest import Clock
from tests.observations.test_observations import (
    SCOPE,
    THREAD,
    condense_pairs,
    new_messages,
    tool_turn,
)

TURNS = 200


def observe_workflows(system: str, prompt: str) -> dict[str, Any]:
    """An observer that keeps the facts of each tool-heavy turn: which workflow ran, how many
    nodes, which failed."""
    observations = []
    items = new_messages(prompt)
    starts = [i for i, item in enumerate(items) if item["role"] == "user"] or [0]
    if starts[0] != 0:
        starts.insert(0, 0)
    for start, end in zip(starts, [*starts[1:], len(items)], strict=True):
        group = items[start:end]
        facts = []
        for item in group:
            if item["role"] == "tool" and "omitted_characters" not in item:
                result = json.loads(item["content"])
                failed = [n["node"] for n in result["nodes"] if n["status"] == "error"]
                facts.append(
                    f"{result['workflow']} ran {len(result['nodes'])} nodes, "
                    f"failed: {', '.join(failed) or 'none'}"
                )
        head = group[0]["content"].split(".")[0]
        observations.append(
            {
                "first": group[0]["n"],
                "last": group[-1]["n"],
                "priority": "high" if facts and "none" not in facts[0] else "medium",
                "text": f"{head}: " + ("; ".join(facts) or "no tool result"),
            }
        )
    return {"observations": observations}


def test_a_long_tool_heavy_thread_stays_within_budget(
    db_path: Path | str, clock: Clock, record_property: Any
) -> None:
    observations = ObservationsConfig(observation_tokens=4_000)  # defaults otherwise
    settings = Config(observations=observations, jobs=JobsConfig(max_attempts=2))
    context = ContextConfig()
    observer = TestLLM(default=observe_workflows)
    reflector = TestLLM(default=condense_pairs)
    with Memory.open(
        db_path,
        embedder=TestEmbedder(),
        models=Models(observer=observer, reflector=reflector),
        config=settings,
        clock=clock,
        worker=False,
    ) as memory:
        largest_turn, most_blocks, most_prompt = 0, 0, 0
        activated_at = None
        for number in range(TURNS):
            messages = tool_turn(number)
            memory.after_turn(SCOPE, THREAD, messages)
            memory.jobs.run_pending()
            largest_turn = max(largest_turn, sum(_tokens(m) for m in messages))
            ctx = memory.before_turn(SCOPE, THREAD, f"Step {number + 1}. What failed so far?")
            window = sum(_tokens(m) for m in ctx.messages)
            block = ctx.block("observations")
            # Every turn: the blocks within the budget, the observations within their cap.
            assert ctx.tokens <= context.max_tokens
            if block is not None:
                assert count_tokens(block.text) <= context.observations_tokens
                activated_at = activated_at if activated_at is not None else number
            # The window: under the threshold plus the turn that crossed it.
            assert window <= observations.message_tokens + largest_turn
            most_blocks = max(most_blocks, ctx.tokens)
            most_prompt = max(most_prompt, ctx.tokens + window)
        assert most_prompt <= context.max_tokens + observations.message_tokens + largest_turn

        state = memory.observations.status(SCOPE, THREAD)
        everything = memory.observations.list(SCOPE, THREAD, include_superseded=True)
    assert activated_at is not None and activated_at < 40
    assert state.failed_jobs == 0 and state.pending_jobs == 0
    # Compression: the messages the observer read, per token of what it wrote.
    first_level = [o for o in everything if o.level == 0]
    written = sum(o.tokens for o in first_level)
    ratio = state.observed_message_tokens / written
    assert ratio >= 10
    # Reflections ran, and condensed rather than deleted: each level-0 observation is active
    # or leads, through superseded_by, to an active one.
    by_id = {o.id: o for o in everything}
    assert state.superseded > 0 and any(o.level > 0 for o in everything)
    for observation in first_level:
        current = observation
        while current.status == "superseded":
            current = by_id[current.superseded_by or ""]
        assert current.status == "active"
    record_property("compression_ratio", round(ratio, 1))
    record_property("effective_ratio", round(state.compression or 0, 1))
    print(
        f"\n{TURNS} turns: {state.observed_message_tokens:,} message tokens observed into "
        f"{written:,} observation tokens (ratio {ratio:.1f}); after reflection {state.active} "
        f"active observations of {state.active_tokens:,} tokens (ratio "
        f"{state.compression or 0:.1f}); largest blocks {most_blocks:,} tokens, largest "
        f"prompt (blocks + window) {most_prompt:,} tokens; observer calls {len(observer.calls)}, "
        f"reflector calls {len(reflector.calls)}"
    )


def _tokens(message: Any) -> int:
    text = message.get("content") or ""
    calls = message.get("tool_calls")
    return count_tokens(text) + (count_tokens(json.dumps(calls)) if calls else 0)
