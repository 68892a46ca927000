"""BM25 over one scope's entries: the math every store scores with, and an in-memory index.

Pure: no I/O. Each scope is scored as if it were its own index: document frequencies and
lengths never mix tenants or users, so neither results nor scores depend on anyone else's
memory.
"""

from __future__ import annotations

import math
import sys
from array import array
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain, repeat
from typing import TypeAlias, cast

import numpy as np
import numpy.typing as npt

K1 = 1.2
B = 0.75
#: Most distinct query terms a search looks up (the rest of a very long query adds little).
MAX_QUERY_TERMS = 64

# Memory of a LexicalIndex, measured with tracemalloc on CPython 3.12 (see footprint()): an
# empty index, each document beyond its id string (list slot, length, expiry), each distinct
# term beyond its string (dict slot, tuple, two arrays), and each posting (two array items).
_INDEX_BYTES = 512
_DOCUMENT_BYTES = 28
_TERM_BYTES = 256
_POSTING_BYTES = 8
# A term in at least 1/_DENSE_SHARE of an index's documents (of at least _DENSE_FROM) has its
# scores kept over every document (see LexicalIndex), for at most _DENSE_TERMS such terms.
_DENSE_SHARE = 8
_DENSE_FROM = 5_000
_DENSE_TERMS = 16
# Memory of the postings :meth:`LexicalIndex.extend` builds in one pass, measured the same
# way: each distinct term beyond its string (dict slot, its row number, its offset).
_BASE_TERM_BYTES = 72
# The ASCII characters besides the space that str.split() splits at.
_OTHER_SPACES = "\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f"

#: One term's postings: the positions holding it (ascending) and its count in each.
_Posting: TypeAlias = tuple[npt.NDArray[np.int32], npt.NDArray[np.float32]]


@dataclass(frozen=True, slots=True)
class CorpusStats:
    """Per-scope statistics BM25 needs.

    Attributes:
        documents: Entries indexed in the scope.
        total_terms: Sum of their lengths in terms.
        document_frequency: For each query term, how many of the scope's entries contain it.
    """

    documents: int
    total_terms: int
    document_frequency: Mapping[str, int]


def query_terms(terms: Sequence[str]) -> list[str]:
    """A query's distinct, non-empty terms in order, at most :data:`MAX_QUERY_TERMS`."""
    return list(dict.fromkeys(t for t in terms if t))[:MAX_QUERY_TERMS]


def idf(documents: int, containing: int) -> float:
    """Inverse document frequency in the always-positive form Lucene uses.

    The classic Robertson form goes negative for terms in over half the documents, which in a
    small memory (a handful of entries) would erase the lexical signal entirely.
    """
    containing = min(max(containing, 0), documents)
    return math.log(1.0 + (documents - containing + 0.5) / (containing + 0.5))


def bm25(
    query_terms: Sequence[str],
    document_terms: Sequence[str],
    stats: CorpusStats,
    *,
    k1: float = K1,
    b: float = B,
) -> float:
    """Okapi BM25 of one document for a query, both given as term lists.

    Example:
        >>> stats = CorpusStats(documents=2, total_terms=4, document_frequency={"disk": 1})
        >>> round(bm25(["disk"], ["disk", "full"], stats), 3)
        0.693
    """
    if not document_terms or stats.documents <= 0:
        return 0.0
    counts = Counter(document_terms)
    average = stats.total_terms / stats.documents if stats.total_terms else 1.0
    norm = k1 * (1.0 - b + b * len(document_terms) / average)
    score = 0.0
    for term in dict.fromkeys(query_terms):
        tf = counts.get(term, 0)
        if tf:
            weight = idf(stats.documents, stats.document_frequency.get(term, 1))
            score += weight * tf * (k1 + 1.0) / (tf + norm)
    return score


@dataclass(frozen=True, slots=True)
class LexicalMatch:
    """One entry matching a query, with its BM25 score and two normalized views of it."""

    entry_id: str
    bm25: float
    coverage: float
    normalized: float


class LexicalIndex:
    """An in-memory inverted index of one scope, scored with BM25 in numpy.

    Each entry row keeps its terms (space-joined) as the durable copy; a store rebuilds this
    index from them per process and extends it as rows arrive. Summing postings in numpy
    stays in single-digit milliseconds at 100k entries, where scoring every matching row in
    the database (SQLite's FTS5 ``bm25()``, measured earlier) cost about 30 ms a query at 10k
    entries with common words.

    Args:
        keep_dense: Keep, for the most recently searched terms that occur in an eighth or
            more of a large index's documents, their scores over every document until the
            next document is added. Adding a term's scores is then one pass over contiguous
            arrays instead of a scattered update per posting; the results are the same to
            the bit. :meth:`footprint` counts the most these arrays may take.
    """

    def __init__(self, *, keep_dense: bool = False) -> None:
        self.ids: list[str] = []
        self._lengths = array("f")
        self._expires = array("d")
        self._postings: dict[str, tuple[array[int], array[float]]] = {}
        # Postings of the documents loaded by one extend() into an empty index, in compressed
        # rows: term -> row; a row's positions and counts lie between two offsets.
        self._base_terms: dict[str, int] = {}
        self._base_offsets = np.zeros(1, dtype=np.int64)
        self._base_docs = np.zeros(0, dtype=np.int32)
        self._base_counts = np.zeros(0, dtype=np.float32)
        self._total_terms = 0
        self._bytes = _INDEX_BYTES
        self._keep_dense = keep_dense
        self._dense: dict[str, tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]] = {}
        self._dense_size = 0

    @property
    def expires(self) -> npt.NDArray[np.float64]:
        """Expiry of each document by position, as POSIX seconds (``inf``: never)."""
        return np.frombuffer(self._expires, dtype=np.float64)

    def __len__(self) -> int:
        return len(self.ids)

    def footprint(self) -> int:
        """Estimated bytes of memory this index holds (within about 20% of what
        ``tracemalloc`` measures), kept up to date as documents are added."""
        if self._keep_dense and len(self.ids) >= _DENSE_FROM:
            return self._bytes + _DENSE_TERMS * 8 * len(self.ids)
        return self._bytes

    def add(self, entry_id: str, terms: Sequence[str], expires: float = math.inf) -> None:
        """Append one document; ``expires`` is a POSIX timestamp or ``inf``."""
        position = len(self.ids)
        self.ids.append(entry_id)
        self._lengths.append(len(terms))
        self._expires.append(expires)
        self._total_terms += len(terms)
        counts = Counter(terms)
        self._bytes += sys.getsizeof(entry_id) + _DOCUMENT_BYTES + _POSTING_BYTES * len(counts)
        for term, count in counts.items():
            posting = self._postings.get(term)
            if posting is None:
                posting = self._postings[term] = (array("i"), array("f"))
                self._bytes += sys.getsizeof(term) + _TERM_BYTES
            posting[0].append(position)
            posting[1].append(count)

    def extend(
        self, ids: Sequence[str], documents: Sequence[str], expires: Sequence[float]
    ) -> None:
        """Append many documents, each given as its terms joined by whitespace: the index
        :meth:`add` of each in turn would build, searched to the same results and scores.

        Into an empty index the postings are built with array operations, in one pass (a
        scope's first load costs a sort rather than a Python step per posting); an index
        that already holds documents takes them one by one.
        """
        if len(ids) != len(documents) or len(ids) != len(expires):
            raise ValueError("extend needs one document and one expiry per id")
        if self.ids or not ids:
            for entry_id, document, expiry in zip(ids, documents, expires, strict=True):
                self.add(entry_id, document.split(), expiry)
            return
        words, sizes = _words(documents)
        # Each term's number is its first appearance, so the rows follow the documents.
        vocabulary = {term: row for row, term in enumerate(dict.fromkeys(words))}
        codes = np.fromiter(map(vocabulary.__getitem__, words), dtype=np.int64, count=len(words))
        owners = np.repeat(np.arange(len(ids), dtype=np.int64), sizes)
        # One key per (term, document): sorted, they run term by term, documents ascending.
        pairs, counts = np.unique(codes * len(ids) + owners, return_counts=True)
        rows = np.bincount(pairs // len(ids), minlength=len(vocabulary))
        self._base_terms = vocabulary
        self._base_offsets = np.concatenate(([0], np.cumsum(rows))).astype(np.int64)
        self._base_docs = (pairs % len(ids)).astype(np.int32)
        self._base_counts = counts.astype(np.float32)
        self.ids.extend(ids)
        self._lengths.frombytes(sizes.astype(np.float32).tobytes())
        self._expires.frombytes(np.asarray(expires, dtype=np.float64).tobytes())
        self._total_terms += len(words)
        self._bytes += sum(map(sys.getsizeof, ids)) + _DOCUMENT_BYTES * len(ids)
        self._bytes += _POSTING_BYTES * len(pairs)
        self._bytes += sum(map(sys.getsizeof, vocabulary)) + _BASE_TERM_BYTES * len(vocabulary)

    def _posting(self, term: str) -> _Posting | None:
        """The positions holding ``term``, ascending, and how often each holds it."""
        row = self._base_terms.get(term)
        added = self._postings.get(term)
        later = (
            None
            if added is None
            else (
                np.frombuffer(added[0], dtype=np.int32),
                np.frombuffer(added[1], dtype=np.float32),
            )
        )
        if row is None:
            return later
        start, stop = self._base_offsets[row], self._base_offsets[row + 1]
        base = self._base_docs[start:stop], self._base_counts[start:stop]
        if later is None:
            return base
        # Documents added after the load come after it, so the positions stay ascending.
        return np.concatenate((base[0], later[0])), np.concatenate((base[1], later[1]))

    def search(
        self,
        query_terms: Sequence[str],
        *,
        limit: int,
        now: float,
        k1: float = K1,
        b: float = B,
        only: npt.NDArray[np.bool_] | None = None,
    ) -> list[LexicalMatch]:
        """The ``limit`` best matches with a positive score, best first.

        ``only``, when given, says by position which documents may match (one thread of a
        scope, say); the scope's statistics still weigh the terms.

        Besides raw BM25 each match carries two scale-free views of it: ``coverage``, the
        share of the query's IDF weight carried by the terms the entry contains (terms absent
        from the scope weigh the most, so a query about unknown things covers little), and
        ``normalized``, BM25 divided by the score of an average-length entry holding every
        query term once.
        """
        count = len(self.ids)
        unique = list(dict.fromkeys(query_terms))
        if not count or limit <= 0 or not unique:
            return []
        lengths = np.frombuffer(self._lengths, dtype=np.float32)
        postings = {term: found for term in unique if (found := self._posting(term)) is not None}
        frequency = {term: len(found[0]) for term, found in postings.items()}
        weights = QueryWeights.of(unique, CorpusStats(count, self._total_terms, frequency))
        scores = np.zeros(count, dtype=np.float32)
        covered = np.zeros(count, dtype=np.float32)
        dense = self._keep_dense and count >= _DENSE_FROM and (k1, b) == (K1, B)
        for term, weight in zip(weights.terms, weights.weights, strict=True):
            posting = postings.get(term)
            if posting is None:
                continue
            docs, tf = posting
            if dense and _DENSE_SHARE * len(docs) >= count:
                kept = self._dense_term(posting, term, weight, weights.average)
                scores += kept[0]
                covered += kept[1]
                continue
            scores[docs] += term_scores(weight, tf, lengths[docs], weights.average, k1=k1, b=b)
            covered[docs] += weight
        scores[self.expires <= now] = 0.0
        if only is not None:
            scores[~only[:count]] = 0.0
        return best_matches(self.ids, scores, covered, weights.total, limit)

    def _dense_term(
        self, posting: _Posting, term: str, weight: float, average: float
    ) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
        """One common term's BM25 scores and covered weight over every document (zero where
        it is absent), computed as the sparse path computes them, kept until a document is
        added. A term's weight and the mean length depend on the index alone, and adding
        zero changes no float, so the sum is the sparse path's."""
        count = len(self.ids)
        if self._dense_size != count:
            self._dense.clear()
            self._dense_size = count
        kept = self._dense.pop(term, None)
        if kept is None:
            positions, tf = posting
            lengths = np.frombuffer(self._lengths, dtype=np.float32)
            part = np.zeros(count, dtype=np.float32)
            part[positions] = term_scores(weight, tf, lengths[positions], average)
            mark = np.zeros(count, dtype=np.float32)
            mark[positions] = weight
            kept = (part, mark)
            if len(self._dense) >= _DENSE_TERMS:
                del self._dense[next(iter(self._dense))]  # the least recently searched
        self._dense[term] = kept
        return kept


def _words(documents: Sequence[str]) -> tuple[list[str], npt.NDArray[np.int64]]:
    """Every document's whitespace-separated terms, in order, and how many each has.

    Stored terms are joined by single spaces, so one split of them all, with each document's
    count of spaces, says the same as a split of each; anything else is split one by one.
    """
    joined = " ".join(documents)
    if (
        joined.isascii()
        and "  " not in joined
        and joined[:1] != " "
        and joined[-1:] != " "
        and not any(space in joined for space in _OTHER_SPACES)
    ):
        counts = (document.count(" ") + 1 if document else 0 for document in documents)
        return joined.split(), np.fromiter(counts, dtype=np.int64, count=len(documents))
    split = [document.split() for document in documents]
    sizes = np.fromiter(map(len, split), dtype=np.int64, count=len(split))
    return list(chain.from_iterable(split)), sizes


@dataclass(frozen=True, slots=True)
class QueryWeights:
    """The IDF weight of each distinct query term in one scope.

    Attributes:
        terms: The distinct query terms, in query order.
        weights: Lucene IDF of each term; a term no entry contains weighs the most.
        total: Sum of the weights: the denominator of ``coverage`` and ``normalized``.
        average: Mean entry length in terms (1.0 for an empty scope).
    """

    terms: tuple[str, ...]
    weights: tuple[float, ...]
    total: float
    average: float

    @classmethod
    def of(cls, query_terms: Sequence[str], stats: CorpusStats) -> QueryWeights:
        """Weigh the distinct ``query_terms`` against a scope's statistics."""
        terms = tuple(dict.fromkeys(query_terms))
        weights = tuple(
            idf(stats.documents, stats.document_frequency.get(term, 0)) for term in terms
        )
        average = stats.total_terms / stats.documents if stats.documents else 0.0
        return cls(terms=terms, weights=weights, total=sum(weights), average=average or 1.0)


def term_scores(
    weight: float,
    tf: npt.NDArray[np.float32],
    lengths: npt.NDArray[np.float32],
    average: float,
    *,
    k1: float = K1,
    b: float = B,
) -> npt.NDArray[np.float32]:
    """One query term's BM25 contribution to each entry holding it ``tf`` times.

    Every store scores through this one formula (in float32), so a scope ranks the same
    whichever database keeps it.
    """
    norm = k1 * (1.0 - b + b * lengths / average)
    # Python floats do not widen float32 arrays (NEP 50), so this stays float32 throughout.
    return cast("npt.NDArray[np.float32]", weight * tf * (k1 + 1.0) / (tf + norm))


def score_documents(
    weights: QueryWeights,
    documents: Sequence[str],
    *,
    k1: float = K1,
    b: float = B,
) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]:
    """BM25 and covered IDF weight of each document, given as its terms joined by spaces.

    This is what a store uses when the database hands it candidate rows rather than postings:
    the result equals :meth:`LexicalIndex.search`'s for the same scope statistics.
    """
    count = len(documents)
    scores = np.zeros(count, dtype=np.float32)
    covered = np.zeros(count, dtype=np.float32)
    # Terms never contain whitespace and are joined by single spaces, so one split of
    # everything and each document's word count say which document each word belongs to; a
    # Python loop per document and term would cost more than the query that fetched the rows.
    words = " ".join(documents).split()
    sizes = np.fromiter((d.count(" ") + 1 if d else 0 for d in documents), np.int64, count)
    if int(sizes.sum()) != len(words):  # not single-spaced after all
        sizes = np.fromiter((len(d.split()) for d in documents), np.int64, count)
    slot = {term: number for number, term in enumerate(weights.terms, start=1)}
    codes = np.fromiter(map(slot.get, words, repeat(0)), dtype=np.int64, count=len(words))
    owners = np.repeat(np.arange(count), sizes)
    hit = codes > 0
    width = len(weights.terms) + 1
    counts = np.bincount(owners[hit] * width + codes[hit], minlength=count * width)
    counts = counts.reshape(count, width).astype(np.float32)
    lengths = sizes.astype(np.float32)
    for number, weight in enumerate(weights.weights, start=1):
        positions = np.flatnonzero(counts[:, number])
        if not positions.size:
            continue
        scores[positions] += term_scores(
            weight, counts[positions, number], lengths[positions], weights.average, k1=k1, b=b
        )
        covered[positions] += weight
    return scores, covered


def best_matches(
    ids: Sequence[str],
    scores: npt.NDArray[np.float32],
    covered: npt.NDArray[np.float32],
    total_weight: float,
    limit: int,
) -> list[LexicalMatch]:
    """The ``limit`` positive scores, best first; ties go to the earlier position."""
    matched = np.flatnonzero(scores > 0)
    if matched.size > limit:
        matched = matched[np.argpartition(-scores[matched], limit - 1)[:limit]]
    order = matched[np.lexsort((matched, -scores[matched]))]
    return [
        LexicalMatch(
            entry_id=ids[i],
            bm25=float(scores[i]),
            coverage=float(covered[i]) / total_weight,
            normalized=float(scores[i]) / total_weight,
        )
        for i in order
    ]
