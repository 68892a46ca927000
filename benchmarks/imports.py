"""``python -m benchmarks import``: a synthetic history of a made-up person, imported.

The history is a ChatGPT ``conversations.json`` of ``--conversations`` conversations (1 to 3
turns each; some with a hidden system message, an image part, an edited first prompt, a secret,
and a few repeated verbatim at the end) and a mem0 dump of ``--memories`` memories about the
same person, in three kinds: said **verbatim** by the person in some conversation, a
**paraphrase** of something said (the same identifiers and numbers, other words), and
**unsupported** (said nowhere). Nothing is tuned on it: the grounding rule is the dedupe rule,
whose threshold was chosen before (``EntriesConfig.dedupe_similarity_threshold``).

The memories are imported first (held for review), then the history, so every grounding is done
by a conversation's extraction. Reported: the time of each import and per conversation, the
entries (memories) per conversation, the share of imported memories grounded, per kind (an
unsupported memory grounded would be a false grounding), and the time and rows of a second run
of both files (it must add nothing). Offline by default; ``--llm`` extracts with a model
(``scripted`` uses the write benchmark's scripted model, which quotes each user message's first
sentence), a served one behind ``--llm-base-url`` with the ``--llm-*`` settings of how it is
called; the model's calls, tokens and seconds per turn are reported as its jobs recorded them.
``--llm-jobs extraction`` gives the model the extraction alone (the profile and session jobs
stay offline), the part that makes the memories and groundings counted here, for a model too
slow to run a turn's three jobs.
"""

from __future__ import annotations

import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.write import _models
from episodic import Config, Memory, Models, Scope, read_export
from episodic.evals.metrics import turn_cost

SCOPE = Scope(tenant="bench", agent="assistant", user="u-ada")
_PARTS = "export billing ingest search webhook sync backup report invoice upload".split()
_CODES = (429, 500, 502, 503, 504)
_CHAT = [
    "Thanks, that makes sense.",
    "Can you explain how retries work here?",
    "I usually look at this in the morning before standup.",
    "What would you check first?",
]
_UNSUPPORTED = [
    "Prefers dark mode in every tool",
    "Lives in a city by the sea",
    "Drinks tea, not coffee",
    "Has a cat called Pixel",
    "Likes short answers with examples",
]
_T0 = 1_717_236_000


def _said(rng: np.random.Generator, number: int, turn: int) -> str:
    """A sentence the person says that the offline extractor keeps (a failure, a number)."""
    part, code = str(rng.choice(_PARTS)), int(rng.choice(_CODES))
    return f"The {part} job J-{number}-{turn} fails with HTTP {code} since release 5.{number}."


def _node(node_id: str, parent: str | None, role: str, parts: list[Any], at: float) -> Any:
    return {
        "id": node_id,
        "parent": parent,
        "children": [],
        "message": {
            "id": node_id,
            "author": {"role": role},
            "create_time": at,
            "content": {
                "content_type": "multimodal_text" if len(parts) > 1 else "text",
                "parts": parts,
            },
            "metadata": {"is_visually_hidden_from_conversation": role == "system"},
        },
    }


def _conversation(rng: np.random.Generator, number: int, said: list[str]) -> dict[str, Any]:
    at = _T0 + number * 3600
    mapping: dict[str, Any] = {}
    chain: list[tuple[str, list[Any]]] = []
    if number % 4 == 0:
        chain.append(("system", ["You are a helpful assistant."]))
    for turn in range(1 + number % 3):
        sentence = _said(rng, number, turn) if turn == 0 or rng.random() < 0.5 else None
        text = sentence or str(rng.choice(_CHAT))
        if sentence is not None:
            said.append(sentence)
        if number % 50 == 0 and turn == 0:
            text += " The token sk-proj-Qm3vT8xLr2Wp9Zk4Hs7Nd1Yb6Fc expired."
        parts: list[Any] = [text]
        if number % 7 == 0:
            parts.insert(0, {"content_type": "image_asset_pointer", "asset_pointer": "file-1"})
        chain += [("user", parts), ("assistant", [f"Let us look at that ({number}.{turn})."])]
    parent: str | None = None
    for index, (role, parts) in enumerate(chain):
        node_id = f"n{number}-{index}"
        mapping[node_id] = _node(node_id, parent, role, parts, at + index)
        if parent is not None:
            mapping[parent]["children"].append(node_id)
        parent = node_id
    if number % 10 == 0:  # the first prompt edited: an abandoned branch beside it
        first = next(i for i, (role, _) in enumerate(chain) if role == "user")
        above = f"n{number}-{first - 1}" if first else None
        mapping[f"n{number}-old"] = _node(f"n{number}-old", above, "user", ["Is it down?"], at)
        if above is not None:
            mapping[above]["children"].append(f"n{number}-old")
    return {
        "id": f"conv-{number}",
        "title": f"Chat {number}",
        "mapping": mapping,
        "current_node": parent,
    }


def history(conversations: int, memories: int, seed: int = 11) -> tuple[list[Any], dict[str, Any]]:
    """The synthetic ChatGPT export and mem0 dump (see the module notes)."""
    rng = np.random.default_rng(seed)
    said: list[str] = []
    chats = [_conversation(rng, number, said) for number in range(1, conversations + 1)]
    chats += chats[: max(1, conversations // 100)]  # exported twice
    picked = rng.choice(len(said), size=min(len(said), memories), replace=False)
    results = []
    for index, chosen in enumerate(picked[:memories]):
        kind = ("verbatim", "paraphrase", "unsupported")[index % 3]
        sentence = said[int(chosen)]
        if kind == "paraphrase":
            words = sentence.rstrip(".").split()
            # "The export job J-1-0 fails with HTTP 500 since release 5.1." ->
            # "Since release 5.1, export job J-1-0 has been failing with HTTP 500."
            part, job, code, release = words[1], words[3], words[7], words[-1]
            sentence = (
                f"Since release {release}, {part} job {job} has been failing with HTTP {code}."
            )
        elif kind == "unsupported":
            sentence = f"{_UNSUPPORTED[index % len(_UNSUPPORTED)]} ({index})"
        results.append(
            {"id": f"mem-{index}", "memory": sentence, "user_id": "ada", "metadata": {"kind": kind}}
        )
    return chats, {"results": results}


def run_import(
    conversations: int,
    memories: int,
    embedder: str,
    echo: Callable[[str], None],
    *,
    llm: str | None = None,
    llm_base_url: str | None = None,
    config: Config | None = None,
    extraction_only: bool = False,
) -> dict[str, float]:
    """Import the synthetic history twice and print the numbers; returns them.

    ``llm``: none (offline), ``"scripted"`` or a model spec (``openai:<model>``), served at
    ``llm_base_url`` when given and called as ``config.providers`` says; with
    ``extraction_only`` it runs the extraction jobs alone.
    """
    chats, dump = history(conversations, memories)
    kinds = {m["id"]: m["metadata"]["kind"] for m in dump["results"]}
    served = None if llm in (None, "scripted") else llm
    if llm == "scripted":
        models = _models()
    else:
        models = Models(extraction=served) if served and extraction_only else Models()
    results: dict[str, float] = {}
    with (
        tempfile.TemporaryDirectory(prefix="episodic-bench-") as folder,
        Memory.open(
            Path(folder) / "import.db",
            embedder=embedder,
            worker=False,
            models=models,
            llm=None if extraction_only else served,
            llm_base_url=llm_base_url,
            config=config,
        ) as memory,
    ):
        memory.embedder.embed(["warm up the model before timing"])
        memory_export = read_export(json.dumps(dump), "mem0")
        chat_export = read_export(json.dumps(chats), "chatgpt")
        start = time.perf_counter()
        held = memory.imports.run(SCOPE, memory_export, person="ada")
        results["memories_seconds"] = time.perf_counter() - start
        start = time.perf_counter()
        report = memory.imports.run(SCOPE, chat_export)
        results["history_seconds"] = time.perf_counter() - start
        results.update(_counts(memory, report, held, kinds, conversations))
        results.update(_model_cost(memory))
        start = time.perf_counter()
        again = [
            memory.imports.run(SCOPE, memory_export, person="ada"),
            memory.imports.run(SCOPE, chat_export),
        ]
        results["second_run_seconds"] = time.perf_counter() - start
        results["second_run_added"] = sum(r.total("entries") + r.total("messages") for r in again)
    _print(results, conversations, memories, echo)
    return results


def _counts(
    memory: Memory, report: Any, held: Any, kinds: dict[str, str], conversations: int
) -> dict[str, float]:
    entries = memory.timeline(SCOPE, include_inactive=True)
    imported = [e for e in entries if e.source_trust == "imported"]
    grounded = {
        e.metadata["import"]["id"] for e in imported if any(source.evidence for source in e.sources)
    }
    counts: dict[str, float] = {
        "conversations_imported": report.count("imported"),
        "conversations_skipped": report.count("skipped"),
        "messages": report.total("messages"),
        "entries_from_history": report.total("entries"),
        "entries_per_conversation": report.total("entries") / conversations,
        "notes_refused": report.total("refused"),
        "memories_held": held.count("held"),
        "memories_refused": held.count("refused"),
        "share_grounded": len(grounded) / max(1, len(imported)),
        "quoted_share_of_history_entries": sum(
            1 for e in entries if e.source_trust != "imported" and e.sources[0].evidence
        )
        / max(1, sum(1 for e in entries if e.source_trust != "imported")),
    }
    for kind in ("verbatim", "paraphrase", "unsupported"):
        ids = [i for i, k in kinds.items() if k == kind]
        counts[f"grounded_{kind}"] = sum(1 for i in ids if i in grounded) / max(1, len(ids))
    return counts


def _model_cost(memory: Memory) -> dict[str, float]:
    """What a turn of the history cost, as its jobs recorded it: model calls and tokens (none
    offline) and the jobs' seconds."""
    jobs = memory.jobs.list(limit=1_000_000)
    turns = sum(1 for job in jobs if job.kind in ("extract_entries", "digest_turn"))
    cost = turn_cost(dict(job.result) for job in jobs if job.status == "done")
    per_turn = {f"{key}_per_turn": cost[key] / max(1, turns) for key in cost if key != "turns"}
    failed = sum(job.status == "failed" for job in jobs)
    return {"turns": float(turns), "failed_jobs": float(failed)} | per_turn


def _print(
    results: dict[str, float], conversations: int, memories: int, echo: Callable[[str], None]
) -> None:
    echo(f"Import of {conversations} conversations and {memories} memories:")
    history_ms = 1000 * results["history_seconds"] / conversations
    echo(
        f"  memories: {results['memories_seconds']:.1f} s; history: "
        f"{results['history_seconds']:.1f} s ({history_ms:.0f} ms a conversation)"
    )
    echo(
        f"  entries per conversation: {results['entries_per_conversation']:.2f} "
        f"({results['entries_from_history']:.0f} entries, {results['messages']:.0f} messages, "
        f"{results['notes_refused']:.0f} notes refused)"
    )
    echo(
        f"  imported memories grounded: {results['share_grounded']:.1%} (verbatim "
        f"{results['grounded_verbatim']:.1%}, paraphrase {results['grounded_paraphrase']:.1%}, "
        f"unsupported {results['grounded_unsupported']:.1%})"
    )
    echo(f"  history entries with a quote: {results['quoted_share_of_history_entries']:.1%}")
    echo(
        f"  per turn ({results['turns']:.0f} turns): {results['requests_per_turn']:.2f} model "
        f"calls, {results['input_tokens_per_turn']:.0f} tokens in, "
        f"{results['output_tokens_per_turn']:.0f} out, {results['seconds_per_turn']:.2f} s in "
        f"jobs; failed jobs {results['failed_jobs']:.0f}"
    )
    echo(
        f"  second run: {results['second_run_seconds']:.2f} s, "
        f"{results['second_run_added']:.0f} rows added"
    )
