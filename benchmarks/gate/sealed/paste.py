"""The sealed split's paste kind: notes that cite someone else's pasted words (and, in the
``order`` cases, an order to an assistant hidden in them), and notes that cite the user's own.

New subkinds here: ``voicemail``, ``sms_alert`` and ``ticket_thread`` among the positives
(:mod:`~benchmarks.gate.sealed.paste_pos`); ``own_notes`` and ``own_sent`` among the negatives
(:mod:`~benchmarks.gate.sealed.paste_neg`).
"""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.sealed.paste_neg import NEGATIVE
from benchmarks.gate.sealed.paste_neg_romance import NEGATIVE as NEGATIVE_ROMANCE
from benchmarks.gate.sealed.paste_pos import POSITIVE
from benchmarks.gate.sealed.paste_pos_romance import POSITIVE as POSITIVE_ROMANCE
from benchmarks.gate.sealed.pools import transcript_groups


def groups() -> list[Group]:
    """Every group of the sealed paste kind."""
    return transcript_groups(POSITIVE | POSITIVE_ROMANCE, NEGATIVE | NEGATIVE_ROMANCE)
