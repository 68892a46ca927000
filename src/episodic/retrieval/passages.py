"""The sentences of a text embedded one by one, so a text is found by its best sentence.

One vector for a long text is the average of everything in it, and a question about one
detail is far from that average. A stored message, and an entry, of several sentences is also
embedded sentence by sentence (:func:`passages`) and a search scores it by its best vector:
its own or one of its sentences'. Each passage names the speaker when the text does:
questions about people name them, and a sentence cut from "Dana: ..." would otherwise lose
who said it. The measurements are in :mod:`episodic.messages.keys` (messages) and
:mod:`episodic.entries.passages` (entries).
"""

from __future__ import annotations

import re

__all__ = ["MAX_PASSAGES", "PASSAGE_WORDS", "passages"]

#: A sentence of fewer words than this joins the one after it (or, last, the one before).
PASSAGE_WORDS = 4
#: Most passages one text is embedded as; a longer text's sentences are grouped.
MAX_PASSAGES = 12
# Where one sentence ends and the next begins: after . ! ? (and closing quotes or brackets)
# followed by a space, or at a line break.
_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"')\]]*\s+|\s*\n+\s*")


def passages(text: str, speaker: str | None = None) -> tuple[str, ...]:
    """The sentences of ``text`` to embed one by one, or ``()`` for a single sentence.

    A sentence of fewer than :data:`PASSAGE_WORDS` words ("Hey Sam!") joins the next one, so
    no passage is a bare greeting; past :data:`MAX_PASSAGES` sentences, neighbours are
    grouped into that many passages of about equal length. With ``speaker``, every passage
    says who said it ("Dana: ..."), as the text as a whole does: questions about people
    name them, and a sentence cut from its text would lose that.
    """
    sentences: list[str] = []
    carry = ""
    for part in _SENTENCE_END.split(text.strip()):
        part = f"{carry} {part}".strip() if carry else part.strip()
        if len(part.split()) < PASSAGE_WORDS:
            carry = part
            continue
        sentences.append(part)
        carry = ""
    if carry:
        if sentences:
            sentences[-1] = f"{sentences[-1]} {carry}"
        else:
            sentences.append(carry)
    if len(sentences) < 2:
        return ()
    if len(sentences) > MAX_PASSAGES:
        size = -(-len(sentences) // MAX_PASSAGES)
        sentences = [" ".join(sentences[i : i + size]) for i in range(0, len(sentences), size)]
    if speaker:
        label = f"{speaker}:"
        sentences = [s if s.startswith(label) else f"{label} {s}" for s in sentences]
    return tuple(sentences)
