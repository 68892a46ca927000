"""Never silently empty: noticing a model that has stopped extracting anything.

A small model that does not follow the extraction request answers every turn with an empty
list, and every job still ends ``done``. So each extraction job by a model records whether its
turn was *substantive* (its user messages hold at least :data:`SUBSTANTIVE_WORDS` words) and
how many candidates the model proposed; when the newest substantive turns, across scopes,
``EntriesConfig.empty_warning_turns`` of them in a row, brought no candidate, the memory says
so: a warning in the log when the streak is reached (and at each further multiple), and
:func:`silence` for ``memory.entries.silence()``, ``/health`` and the jobs views.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from datetime import datetime

from episodic.models import Job, Silence
from episodic.prompting.transcript import TurnMessage
from episodic.stores import Tx
from episodic.stores import jobs as job_rows

logger = logging.getLogger("episodic")

#: Words in a turn's user messages from which a model is expected to find something.
SUBSTANTIVE_WORDS = 25
# The jobs that extract entries: on their own, or with the profile and session memory in
# one call (one-call mode).
KINDS = ("extract_entries", "digest_turn")
_WORD = re.compile(r"\w+")


def substantive(messages: Sequence[TurnMessage]) -> bool:
    """Whether the user said enough in a turn that an empty extraction is worth counting."""
    words = sum(len(_WORD.findall(m.text)) for m in messages if m.role == "user")
    return words >= SUBSTANTIVE_WORDS


def silence(tx: Tx, threshold: int) -> Silence | None:
    """The current streak of substantive turns the newest model proposed nothing from, when it
    is at least ``threshold`` long (``0``: never)."""
    if threshold <= 0:
        return None
    streak: list[Job] = []
    offset, page = 0, max(50, threshold * 2)
    while True:
        jobs = job_rows.listing(tx, status="done", limit=page, offset=offset)
        for job in jobs:
            if job.kind not in KINDS or "substantive" not in job.result:
                continue  # the offline extractor, or a job recorded before this was counted
            if streak and job.result.get("extractor") != streak[0].result.get("extractor"):
                return _found(streak, threshold)
            if not job.result["substantive"]:
                continue
            if job.result.get("candidates", 0):
                return _found(streak, threshold)
            streak.append(job)
        if len(jobs) < page:
            return _found(streak, threshold)
        offset += page


def _found(streak: Sequence[Job], threshold: int) -> Silence | None:
    if len(streak) < threshold:
        return None
    return Silence(
        extractor=str(streak[0].result.get("extractor")),
        turns=len(streak),
        since=streak[-1].created_at,
    )


def warn(tx: Tx, result: dict[str, object], threshold: int, now: datetime) -> None:
    """Log the warning when the job whose ``result`` this is (not yet stored) brings the
    streak to ``threshold`` turns, or to a further multiple of it."""
    if not result.get("substantive") or result.get("candidates") or threshold <= 0:
        return
    before = silence(tx, 1)
    if before is not None and before.extractor != result.get("extractor"):
        before = None
    turns = (0 if before is None else before.turns) + 1
    if turns % threshold == 0:
        since = now if before is None else before.since
        logger.warning("%s", Silence(str(result.get("extractor")), turns, since).warning())
