"""The rows of a table as the in-process index (:mod:`episodic.retrieval.index`) reads them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["IndexRows"]


@dataclass(frozen=True, slots=True)
class IndexRows:
    """Rows of a table as the index keeps them, column by column (a scope's first load is a
    few array operations, not a step per row).

    Attributes:
        ids: Each row's name in search results.
        terms: Its index terms, joined by single spaces.
        expires: When it stops being found, as POSIX seconds (``inf``: never).
        purposes: The purposes it may be used for (empty: any).
        models: The embedder of its vectors (``None``: none).
        vectors: Its vector as float32 bytes; the model's first vector in the scope sets
            the dimension, and a vector of another length is left out.
        more: Further vectors of each row (its sentences), float32 bytes one after another;
            empty when no row has any. They score for their row beside its own vector, or,
            for a table whose index keeps them apart, only in searches that ask for them.
        groups: What each row belongs to, for searches kept to one (a message's thread);
            for an index that keeps details.
        times: When each row was written, as POSIX seconds; for an index that keeps details.
        speakers: Who said each row (``None``: nobody named), for an index that keeps
            details (:mod:`episodic.retrieval.anchors`); empty when no row names one.
        timed: Whether each row names a time (:func:`~episodic.retrieval.times.mentions_time`),
            for an index that keeps details; empty when none does.
    """

    ids: Sequence[str]
    terms: Sequence[str]
    expires: Sequence[float]
    purposes: Sequence[Sequence[str]]
    models: Sequence[str | None]
    vectors: Sequence[bytes | None]
    more: Sequence[bytes] = ()
    groups: Sequence[str] = ()
    times: Sequence[float] = ()
    speakers: Sequence[str | None] = ()
    timed: Sequence[bool] = ()

    def __len__(self) -> int:
        return len(self.ids)
