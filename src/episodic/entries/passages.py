"""The sentence vectors of entries: an entry of several sentences is found by its best one.

An entry keeps its own vector (the embedding of its whole content) for everything that
compares entries: similarity dedupe and corrections. An entry of several sentences also keeps
one vector per sentence (:func:`~episodic.retrieval.passages.passages`, each naming the
speaker the entry opens with), used only by search, which scores the entry by its best vector.

Why: one vector for a long entry is the average of everything in it, and a question about one
detail is far from that average. Measured on LoCoMo through the public API (default
configuration, local MiniLM, each turn an entry; ``benchmarks/locomo.py``, mode ``turns``),
recall@10 went from 0.788 to 0.793 on conversations 0-4 (where the choice was made) and from
0.742 to 0.781 on 5-9; multi-hop from 0.451 to 0.497 and 0.397 to 0.458. Tried on 0-4 and not
kept: sentences without the speaker (0.789), and a sentence's score discounted before it
competes with the entry's own (x0.8 to x0.95: 0.793 to 0.798, within noise, so no constant).
Scoring the entry by the mean of its sentence vectors in place of its own vector merged
far more turns in dedupe and lowered recall to 0.705, which is why dedupe never reads these.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import numpy.typing as npt

from episodic.embedders import Embedder
from episodic.retrieval.anchors import speaker_label
from episodic.retrieval.passages import passages

Rows = npt.NDArray[np.float32]


def entry_passages(content: str) -> tuple[str, ...]:
    """The sentences of an entry embedded one by one (``()`` for a single sentence)."""
    return passages(content, speaker_label(content))


def embed_passages(embedder: Embedder, contents: Sequence[str]) -> list[Rows]:
    """Each content's sentence vectors, a ``(sentences, dimension)`` array (no rows for one
    sentence), every sentence of the batch embedded in one call."""
    split = [entry_passages(content) for content in contents]
    texts = [text for sentences in split for text in sentences]
    vectors = embedder.embed(texts) if texts else np.zeros((0, embedder.dimension), np.float32)
    found: list[Rows] = []
    start = 0
    for sentences in split:
        found.append(np.asarray(vectors[start : start + len(sentences)], dtype=np.float32))
        start += len(sentences)
    return found
