"""A small, self-contained tour on a fresh local database: entries, recall, then every tier."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

from episodic import Embedder, Evidence, Memory, NewEntry, Scope

DEMO_SCOPE = Scope(tenant="demo", agent="support-bot", user="u-1001")


@dataclass(frozen=True, slots=True)
class _Case:
    days_ago: int
    content: str
    evidence: str
    source: str = "user_assertion"


# Support cases written for this demo: each note quotes the message that backs it.
_CASES = (
    _Case(
        2,
        "Priority tickets from the EU region were routed to the standard queue because the "
        "intake form sent tier=enterprise_plus while the router matched tier=enterprise-plus. "
        "Accepting both spellings in the router fixed it.",
        "the form sends tier=enterprise_plus but the router only matches tier=enterprise-plus",
    ),
    _Case(
        9,
        "Workflow WF-QBR-4792 stopped posting quarterly summaries to #qbr-war-room after the "
        "Slack token was rotated; the workflow still used the revoked token.",
        "WF-QBR-4792 hasn't posted to #qbr-war-room since we rotated the Slack token",
    ),
    _Case(
        16,
        "CSV exports over 2 GB time out on plan=basic; exports under 1 GB finish. Splitting the "
        "export by month was tried and worked as a workaround.",
        "splitting the export by month worked, each file is under 1 GB",
    ),
    _Case(
        40,
        "Invoice emails bounced for acme-corp because their billing contact was still the "
        "departed employee j.ortiz@acme-corp.example; updating the contact resolved it.",
        "the billing contact is still j.ortiz, who left in March",
    ),
    _Case(
        75,
        "SSO login loops on Safari only; Chrome and Firefox work. Clearing cookies did not help. "
        "Still open: whether the IdP session cookie is blocked as third-party.",
        "clearing cookies didn't help, it's only Safari that loops",
    ),
    _Case(
        400,
        "The nightly sync job failed with HTTP 429 from the CRM API; lowering concurrency from "
        "8 to 2 workers stopped the rate-limit errors.",
        "after I dropped it to 2 workers the 429s stopped",
        "user_accepted_assistant_proposal",
    ),
)

_QUERIES = (
    "tickets with tier=enterprise_plus are landing in the wrong queue again",
    "WF-QBR-4792",
    "what did we try for the big export timeouts?",
    "what's a good recipe for banana bread?",
)


def load_demo(memory: Memory) -> int:
    """Store the sample cases in the demo scope; returns how many entries exist afterwards."""
    now = memory.now()
    memory.remember_many(
        DEMO_SCOPE,
        [
            NewEntry(
                content=case.content,
                evidence=Evidence(text=case.evidence, message_id=f"demo-msg-{index}"),
                source=case.source,
                thread=f"demo-thread-{index}",
                occurred_at=now - timedelta(days=case.days_ago),
            )
            for index, case in enumerate(_CASES, start=1)
        ],
    )
    return len(memory.timeline(DEMO_SCOPE))


def run_demo(path: Path, embedder: str | Embedder, echo: Callable[[str], None]) -> None:
    """Create a fresh demo database at ``path``, load the sample, recall and inject."""
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    with Memory.open(path, embedder=embedder) as memory:
        count = load_demo(memory)
        echo(f"Stored {count} sample support-case entries in {path} ({memory.embedder.name}).\n")
        for query in _QUERIES:
            echo(f"recall({query!r})")
            hits = memory.recall(DEMO_SCOPE, query, top_k=3)
            if not hits:
                echo("  (nothing relevant: the relevance gate returned no entries)")
            for hit in hits:
                lexical = "-" if hit.lexical_score is None else f"{hit.lexical_score:.2f}"
                vector = "-" if hit.vector_score is None else f"{hit.vector_score:.3f}"
                echo(
                    f"  final={hit.final_score:.3f} fused={hit.fused_score:.3f} bm25={lexical} "
                    f"cosine={vector} recency={hit.recency_factor:.3f}  "
                    f"{hit.entry.content[:70]}..."
                )
            echo("")
        message = "The EU priority tickets are going to the wrong queue again, tier=enterprise_plus"
        context = memory.before_turn(DEMO_SCOPE, thread="demo-live", message=message)
        echo(f"before_turn(message={message!r}) injects:\n")
        echo(context.render() or "(no <memory> block: nothing relevant)")
        _tour_the_stack(memory, echo)


# An earlier conversation in another thread: its messages are indexed and found again.
_EARLIER = (
    {"role": "user", "content": "Our EU queue router was rebuilt last week by the platform team."},
    {"role": "assistant", "content": "Noted: the router rebuild may explain the misrouting."},
)


def _tour_the_stack(memory: Memory, echo: Callable[[str], None]) -> None:
    """The agent loop with the tools: a past thread, a profile change, a plan, then the context."""
    memory.after_turn(DEMO_SCOPE, "demo-earlier", list(_EARLIER), sync=True)
    tools = {tool.name: tool for tool in memory.tools(DEMO_SCOPE, thread="demo-live")}
    profile = {"changes": [{"field": "Role", "value": "Support lead, EU region"}]}
    plan = {
        "goal": "Stop EU priority tickets landing in the standard queue",
        "steps": [{"title": "Check the router's tier spellings"}, {"title": "Replay ticket T-88"}],
    }
    call = {"id": "call-1", "type": "function", "function": {"name": "update_plan"}}
    turn: list[dict[str, Any]] = [
        {"role": "user", "content": "I lead EU support. Can you check the router again?"},
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "call-1", "content": tools["update_plan"](plan)},
        {"role": "assistant", "content": "I made a plan: first the router's tier spellings."},
    ]
    tools["update_profile"](profile)
    memory.after_turn(DEMO_SCOPE, "demo-live", turn, sync=True)
    message = "Did the router rebuild change how tier=enterprise_plus is matched?"
    context = memory.before_turn(DEMO_SCOPE, thread="demo-live", message=message)
    names = ", ".join(f"<{block.name}>" for block in context)
    echo(f"\nTools offered: {', '.join(tools)}. After a turn that used two of them:")
    echo(f"before_turn(message={message!r}) gives {names} ({context.tokens} tokens)")
    echo(f"and a recent window of {len(context.messages)} messages ready to send:\n")
    echo(context.render())
