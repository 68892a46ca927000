"""The sealed split's modality kind: notes that overstate their quote, and faithful ones.

New subkinds here: ``sarcasm``, ``past_belief`` and ``counterfactual`` among the positives
(:mod:`~benchmarks.gate.sealed.modality_pos`); ``hedge_kept``, ``hearsay_kept`` and
``wish_kept`` among the negatives (:mod:`~benchmarks.gate.sealed.modality_neg`).
"""

from __future__ import annotations

from benchmarks.gate.common import Group
from benchmarks.gate.sealed.modality_neg import NEGATIVE
from benchmarks.gate.sealed.modality_neg_romance import NEGATIVE as NEGATIVE_ROMANCE
from benchmarks.gate.sealed.modality_pos import POSITIVE
from benchmarks.gate.sealed.modality_pos_romance import POSITIVE as POSITIVE_ROMANCE
from benchmarks.gate.sealed.pools import transcript_groups


def groups() -> list[Group]:
    """Every group of the sealed modality kind."""
    return transcript_groups(POSITIVE | POSITIVE_ROMANCE, NEGATIVE | NEGATIVE_ROMANCE)
