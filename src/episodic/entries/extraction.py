"""Entry extraction as background work: one job per stored turn.

The extractor is the model the memory was given for extraction, or the offline extractor
without one. When ``after_turn`` stores a turn, :meth:`Extraction.follow` asks for a job keyed
by the turn, carrying the memory that was injected for it; a worker runs :meth:`Extraction.run`
and commits what it returns together with the job's completion.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from episodic.entries.extract import Extractor, LLMExtractor, PromptStyle
from episodic.entries.ground import apply_grounding
from episodic.entries.offline import OfflineExtractor
from episodic.entries.pipeline import TurnContext, build_turn, known_memory
from episodic.entries.prompt import Known
from episodic.entries.silence import silence, substantive, warn
from episodic.jobs import Outcome
from episodic.llms import LLM
from episodic.models import Entry, Job, JobRequest, Silence, Turn
from episodic.prompting.transcript import transcript
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows
from episodic.stores import entries as entry_rows
from episodic.stores import messages as message_rows
from episodic.stores import profiles as profile_rows

logger = logging.getLogger("episodic")
# The scope's latest entries the offline extractor looks through for what a correction replaces.
_RECENT = 50


def prompt_style(setting: str, llm: LLM) -> PromptStyle:
    """The extraction request a model gets: the setting, or for ``"auto"`` the compact one
    when the model is self-hosted (see :attr:`~episodic.llms.LLM.self_hosted`) and the full
    one otherwise."""
    if setting == "auto":
        return "compact" if llm.self_hosted else "full"
    return "compact" if setting == "compact" else "full"


def recent_known(entries: Sequence[Entry], shown: Sequence[Known]) -> list[Known]:
    """The stored entries not already shown, as known memory with refs of their own."""
    seen = {k.content for k in shown}
    fresh = [e.content for e in entries if e.content not in seen]
    return [Known(f"s{number}", text) for number, text in enumerate(fresh, start=1)]


class Extraction:
    """Turns stored turns into entries: a turn follower and the handler of its jobs.

    Args:
        runtime: The store, embedder, extraction model and settings.
        llm: The model to ask, when not the runtime's extraction model (``None``: the
            offline extractor).
        style: The extraction request, when not the one ``EntriesConfig.prompt_style``
            picks.
    """

    kind = "extract_entries"

    def __init__(
        self,
        runtime: Runtime,
        llm: LLM | Literal["models"] | None = "models",
        style: PromptStyle | None = None,
    ) -> None:
        self._runtime = runtime
        config = runtime.config.entries
        if llm == "models":
            llm = runtime.models.llm("extraction")
        self.extractor: Extractor
        if llm is None:
            self.extractor = OfflineExtractor(config.max_length)
        else:
            self.extractor = LLMExtractor(
                llm,
                config.extraction_prompt,
                budget=config.max_extraction_chars,
                style=style or prompt_style(config.prompt_style, llm),
                max_length=config.max_length,
            )

    def follow(self, turn: Turn) -> Sequence[JobRequest]:
        """One extraction job per turn with user or assistant text, keyed by the turn."""
        if not turn.says():
            return []
        return [turn.job(self.kind, known=list(turn.known), known_ids=list(turn.known_ids))]

    def run(self, job: Job, now: datetime) -> Outcome:
        """Extract, check, normalize and dedupe the job's turn; the writes come back unapplied."""
        runtime = self._runtime
        with runtime.store.read() as tx:  # everything the extractor is shown, read at once
            stored = message_rows.turn_messages(tx, job.scope, str(job.payload["turn"]))
            # The profile as it is now, shown as known context; extraction never writes it.
            profile = profile_rows.latest(tx, job.scope)
            texts = [str(text) for text in job.payload.get("known", [])]
            ids = [str(entry_id) for entry_id in job.payload.get("known_ids", [])]
            known = known_memory(tx, job.scope, texts, ids)
            # Where the offline extractor and the compact request find what a correction
            # replaces (a model is never shown them).
            latest = entry_rows.list_entries(
                tx, job.scope, now=now, limit=_RECENT, include_inactive=False
            )
        shown = runtime.config.profile.enabled
        context = TurnContext(
            store=runtime.store,
            embedder=runtime.embedder,
            extractor=self.extractor,
            config=runtime.config.entries,
            now=now,
            profile=tuple(profile.document.filled_lines()) if profile and shown else (),
            recent=tuple(recent_known(latest, known[0])),
            governance=runtime.config.governance,
            policy=runtime.policy,
        )
        turn = transcript(stored)
        outcome = build_turn(
            context,
            job.scope,
            job.thread_id or "",
            turn,
            known,
            max((m.created_at for m in stored), default=now),
        )
        if isinstance(self.extractor, LLMExtractor):
            outcome.result["substantive"] = substantive(turn)
            with runtime.store.read() as tx:
                warn(tx, outcome.result, runtime.config.entries.empty_warning_turns, now)

        def write(tx: Tx) -> None:
            batch = outcome.batch
            batch.write(tx, now)
            if outcome.grounded:
                grounding = apply_grounding(
                    tx, job.scope, outcome.grounded, batch.notes, now, origin="extraction"
                )
                audit_rows.append(tx, grounding)

        return Outcome(write=write, result=outcome.result)

    def silence(self) -> Silence | None:
        """The model's current streak of substantive turns it proposed nothing from, when
        it reached ``EntriesConfig.empty_warning_turns``; ``None`` otherwise."""
        threshold = self._runtime.config.entries.empty_warning_turns
        with self._runtime.store.read() as tx:
            return silence(tx, threshold)
