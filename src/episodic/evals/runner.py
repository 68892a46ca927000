"""Play a scenario into a fresh memory through the public API, and remember what happened.

Each scenario gets its own SQLite file in a temporary folder, a clock that reads the
scenario's times, and an extractor: the script the scenario ships (offline), a real provider
(online), or the offline extractor with no model at all. The model's replies are recorded per
turn as the pipeline read them (a fenced reply is what the pipeline stored, not "nothing"),
beside the job's result, so a miss can be traced to the stage that lost it.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from episodic import (
    Config,
    Embedder,
    Memory,
    MessageDraft,
    Models,
    ProvidersConfig,
    Scope,
    TestLLM,
)
from episodic.evals.format import Advance, Matcher, Scenario, Turn, Write


class _Clock:
    """The scenario's time; steps move it."""

    def __init__(self, moment: datetime) -> None:
        self.moment = moment

    def __call__(self) -> datetime:
        return self.moment


class Recorder(TestLLM):
    """The extraction model: replays the scenario's script, or asks a real model; records
    every reply as the pipeline read it.

    Args:
        real: The provider to ask (online); ``None`` replays :attr:`script` (offline).
    """

    __test__ = False

    def __init__(self, real: Any = None) -> None:
        json_schema = True if real is None else bool(real.supports_json_schema)
        super().__init__(default=self._scripted, json_schema=json_schema)
        self.max_retries = 0  # the real model retries on its own
        self._real = real
        #: The current turn's scripted reply (offline).
        self.script: Mapping[str, Any] = {"entries": []}
        #: Every reply the pipeline could read, as it read it (a fenced or cut-off reply
        #: counts for what the pipeline kept of it), in order.
        self.parsed: list[Any] = []
        if real is not None:
            self.name = real.name
            self.max_tokens = real.max_tokens

    def context_window(self) -> int | None:
        return None if self._real is None else self._real.context_window()

    @property
    def self_hosted(self) -> bool:
        return self._real is not None and bool(self._real.self_hosted)

    def _scripted(self, system: str, prompt: str) -> Mapping[str, Any]:
        return self.script

    def _complete(self, system: str, prompt: str, *, schema: Mapping[str, Any] | None) -> Any:
        if self._real is None:
            return super()._complete(system, prompt, schema=schema)
        return self._real.complete(system, prompt, schema=schema)

    def read_json(self, reply: Any) -> Any:
        value = super().read_json(reply)
        self.parsed.append(value)
        return value


@dataclass(slots=True)
class TurnRecord:
    """One turn as it ran: the job's result and what the model proposed."""

    user: str
    thread: str
    result: dict[str, Any]
    status: str
    proposed: list[dict[str, Any]]
    said: tuple[str, ...] = ()


@dataclass(slots=True)
class Run:
    """A played scenario, still open for checking."""

    scenario: Scenario
    memory: Memory
    turns: list[TurnRecord] = field(default_factory=list)
    direct: set[str] = field(default_factory=set)  # ids written by remember/correct steps
    threads: dict[str, set[str]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def scope(self, user: str) -> Scope:
        """The scope of one of the scenario's users."""
        return Scope(tenant=self.scenario.tenant, agent=self.scenario.agent, user=user)


#: The ``llm`` that runs the scenarios through the offline extractor (no model at all).
OFFLINE = "offline"


def online_model(spec: str, base_url: str | None, providers: ProvidersConfig | None = None) -> Any:
    """The real extraction model a spec names (``openai:<model>``, ``anthropic:<model>``)."""
    models = Models(extraction=spec).resolve(
        None, base_url=base_url, config=providers or ProvidersConfig()
    )
    return models.llm("extraction")


@contextmanager
def play(
    scenario: Scenario,
    embedder: Embedder,
    real: Any = None,
    *,
    config: Config | None = None,
) -> Iterator[Run]:
    """Run every step of ``scenario`` in a fresh memory and yield it for checking.

    ``real`` is the model to ask (online), :data:`OFFLINE` for the offline extractor, or
    ``None`` for the scenario's scripted replies; ``config`` the memory's settings.
    """
    clock = _Clock(scenario.start)
    model = Recorder(None if real == OFFLINE else real)
    if real is None:  # the scripts are replies to the full request, in its shape
        config = config or Config()
        config = replace(config, entries=replace(config.entries, prompt_style="full"))
    with tempfile.TemporaryDirectory(prefix="episodic-eval-") as folder:
        memory = Memory.open(
            Path(folder) / "eval.db",
            embedder=embedder,
            models=Models() if real == OFFLINE else Models(extraction=model),
            config=config,
            clock=clock,
            worker=False,
        )
        with memory:
            run = Run(scenario, memory)
            for step in scenario.steps:
                if isinstance(step, Turn):
                    clock.moment = step.at
                    _turn(run, model, step)
                elif isinstance(step, Advance):
                    clock.moment = step.to
                    memory.retention.sweep()
                else:
                    _write(run, step)
            yield run


def _turn(run: Run, model: Recorder, turn: Turn) -> None:
    model.script = turn.extraction
    before = len(model.parsed)
    drafts = [
        MessageDraft(role=role, content=text, created_at=turn.at) for role, text in turn.messages
    ]
    job = run.memory.after_turn(run.scope(turn.user), turn.thread, drafts, sync=True)
    run.threads.setdefault(turn.user, set()).add(turn.thread)
    proposed = [item for value in model.parsed[before:] for item in _entries(value)]
    status = "none" if job is None else job.status
    if job is not None and job.status != "done":
        run.errors.append(f"turn in thread {turn.thread!r}: job {job.status}: {job.last_error}")
    result = {} if job is None else dict(job.result)
    said = tuple(text for _, text in turn.messages)
    run.turns.append(TurnRecord(turn.user, turn.thread, result, status, proposed, said))


def _entries(data: Any) -> list[dict[str, Any]]:
    """The candidate entries of one reply as the pipeline read it (none when it is not the
    expected shape)."""
    if isinstance(data, dict) and isinstance(data.get("quotes"), list):  # the compact request
        return [{"content": q, "evidence": q} for q in data["quotes"] if isinstance(q, str)]
    items = data.get("entries") if isinstance(data, dict) else None
    return [item for item in items if isinstance(item, dict)] if isinstance(items, list) else []


def find(run: Run, matcher: Matcher, *, include_inactive: bool = False) -> list[Any]:
    """The entries of the matcher's user whose content it names."""
    entries = run.memory.timeline(run.scope(matcher.user), include_inactive=include_inactive)
    return [entry for entry in entries if matcher.matches(entry.content)]


def _write(run: Run, write: Write) -> None:
    scope = run.scope(write.user)
    if write.kind == "remember":
        entry = run.memory.remember(
            scope,
            write.content,
            evidence=write.evidence,
            purpose=write.purpose,
            expires_at=write.expires_at,
        )
        run.direct.add(entry.id)
        return
    assert write.target is not None
    targets = [e for e in find(run, write.target) if e.status == "active"]
    if len(targets) != 1:
        run.errors.append(
            f"{write.kind} step: {len(targets)} active entries match {write.target.describe()}; "
            "it needs exactly one"
        )
        return
    if write.kind == "forget":
        run.memory.forget(scope, targets[0].id, write.reason)
        return
    options: dict[str, Any] = {} if write.evidence is None else {"evidence": write.evidence}
    fixed = run.memory.correct(scope, targets[0].id, write.content, reason=write.reason, **options)
    run.direct.add(fixed.id)
