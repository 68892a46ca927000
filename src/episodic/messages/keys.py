"""What a stored message is found by: the text its search terms come from and the text embedded.

A message is indexed for ``messages.search`` under two keys computed here: ``terms_text``,
tokenized for BM25, and ``embed_text``, handed to the embedder. A key may read the messages
before it in its thread (at most :data:`CONTEXT_BEFORE` of them), never the ones after it, so
a message's key is fixed when it is stored and never has to be recomputed as the thread grows.

Why the context: a message often means little alone. "Yes, last Saturday, with my sister"
answers the message before it, and a question about that outing shares its words with the
question asked, not with the answer. Measured on LoCoMo (10 conversations, 1,536 questions,
local MiniLM embedder, default :class:`~episodic.config.RankingParams`, speaker names in the
content), recall@10 of the hybrid ranking over single messages went from 0.643 (each message
alone) to 0.726 with the keys below:

- terms: the message and the two before it (one before: 0.70; three: 0.71);
- embedding: the message alone, unless it is short (under :data:`SHORT_WORDS` words), when the
  message before it follows it. Embedding the previous message with every message lowered
  vector-only recall (0.44 to 0.43); with short ones only it rose to 0.48.

The constants were chosen on conversations 0-4 (0.757 there) and confirmed on 5-9 (0.697; the
plain message scores 0.608 on them). See ``benchmarks/locomo.py``, mode ``messages``.

Why the passages: one vector for a long message is the average of everything in it, and a
question about one detail is far from that average. A message of several sentences is also
embedded sentence by sentence (:func:`~episodic.retrieval.passages.passages`) and a search
scores it by its best vector. Each passage names the speaker when the message does:
questions about people name them, and a sentence cut from "Dana: ..." would otherwise lose
who said it. On LoCoMo, vector-only
recall@10 went from 0.477 to 0.579 and the hybrid ranking from 0.742 to 0.757 (0.775 to 0.781
on conversations 0-4, 0.709 to 0.734 on 5-9). Sentences without the speaker gave 0.744, and
each sentence with the one before it 0.746, in a simulation over the same candidates.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from episodic.errors import ValidationError
from episodic.retrieval.anchors import speaker_label
from episodic.retrieval.keys import context_text
from episodic.retrieval.passages import MAX_PASSAGES, PASSAGE_WORDS, passages

__all__ = [
    "CONTEXT_BEFORE",
    "MAX_PASSAGES",
    "PASSAGE_WORDS",
    "SHORT_WORDS",
    "KeyInput",
    "MessageKey",
    "message_keys",
    "passages",
]

#: How many earlier messages of the thread :func:`message_keys` reads at most.
CONTEXT_BEFORE = 2
#: A message of fewer words than this is embedded together with the message before it.
SHORT_WORDS = 15


@dataclass(frozen=True, slots=True)
class KeyInput:
    """A message as the key sees it.

    Attributes:
        role: The message's role (``user``, ``assistant``, ``tool``...).
        content: The stored text.
        created_at: When it was said (timezone-aware).
        name: Who said it, when the message names its speaker (a participant of a group
            chat).
    """

    role: str
    content: str
    created_at: datetime
    name: str | None = None


@dataclass(frozen=True, slots=True)
class MessageKey:
    """The index keys of one message.

    Attributes:
        terms_text: Text whose terms feed the lexical (BM25) index.
        embed_text: Text handed to the embedder for the vector index.
        passages: The message's sentences, each embedded on its own as well (empty for a
            message of one sentence), each naming the speaker when the message does; a
            search scores the message by its best vector.
    """

    terms_text: str
    embed_text: str
    passages: tuple[str, ...] = field(default=())


def message_keys(thread_messages: Sequence[KeyInput], index: int) -> MessageKey:
    """The index keys of ``thread_messages[index]``.

    Args:
        thread_messages: The thread's messages in conversation order, ending at (or after)
            the message keyed; only ``thread_messages[index - CONTEXT_BEFORE : index + 1]``
            is read.
        index: Position of the message keyed.

    Returns:
        Its keys: the terms of the message (with its ``name``, when it has one) and of the
        :data:`CONTEXT_BEFORE` messages before it; the message itself embedded, followed by
        the message before it when it is short.

    Raises:
        ValidationError: ``index`` is not a position of ``thread_messages``.
    """
    if not 0 <= index < len(thread_messages):
        raise ValidationError(
            f"message_keys: index {index} is outside the {len(thread_messages)} messages given."
        )
    own = thread_messages[index].content
    before = [
        context_text(m.content) for m in thread_messages[max(0, index - CONTEXT_BEFORE) : index]
    ]
    before = [text for text in before if text]
    name = thread_messages[index].name
    # A speaker given as the message's name is found by it, as one its content opens with.
    said = own if not name or speaker_label(own) else f"{name}: {own}"
    terms_text = "\n".join([*before, said])
    embed_text = own
    if before and len(own.split()) < SHORT_WORDS:
        embed_text = f"{own}\n{before[-1]}"
    speaker = name or speaker_label(own)
    return MessageKey(terms_text=terms_text, embed_text=embed_text, passages=passages(own, speaker))
