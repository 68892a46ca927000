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

from episodic.entries.extract import Extractor, LLMExtractor
from episodic.entries.ground import apply_grounding
from episodic.entries.offline import OfflineExtractor
from episodic.entries.pipeline import TurnContext, build_turn, known_memory
from episodic.jobs import Outcome
from episodic.models import Job, JobRequest, Turn
from episodic.prompting.transcript import transcript
from episodic.runtime import Runtime
from episodic.stores import Tx
from episodic.stores import audit as audit_rows
from episodic.stores import messages as message_rows
from episodic.stores import profiles as profile_rows

logger = logging.getLogger("episodic")


class Extraction:
    """Turns stored turns into entries: a turn follower and the handler of its jobs.

    Args:
        runtime: The store, embedder, extraction model and settings.
    """

    kind = "extract_entries"

    def __init__(self, runtime: Runtime) -> None:
        self._runtime = runtime
        config = runtime.config.entries
        llm = runtime.models.llm("extraction")
        self.extractor: Extractor
        if llm is None:
            self.extractor = OfflineExtractor(config.max_length)
        else:
            self.extractor = LLMExtractor(
                llm, config.extraction_prompt, budget=config.max_extraction_chars
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
        shown = runtime.config.profile.enabled
        context = TurnContext(
            store=runtime.store,
            embedder=runtime.embedder,
            extractor=self.extractor,
            config=runtime.config.entries,
            now=now,
            profile=tuple(profile.document.filled_lines()) if profile and shown else (),
            governance=runtime.config.governance,
            policy=runtime.policy,
        )
        outcome = build_turn(
            context,
            job.scope,
            job.thread_id or "",
            transcript(stored),
            known,
            max((m.created_at for m in stored), default=now),
        )

        def write(tx: Tx) -> None:
            batch = outcome.batch
            batch.write(tx, now)
            if outcome.grounded:
                grounding = apply_grounding(
                    tx, job.scope, outcome.grounded, batch.notes, now, origin="extraction"
                )
                audit_rows.append(tx, grounding)

        return Outcome(write=write, result=outcome.result)
