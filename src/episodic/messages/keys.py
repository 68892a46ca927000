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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from episodic.errors import ValidationError

__all__ = ["CONTEXT_BEFORE", "SHORT_WORDS", "KeyInput", "MessageKey", "message_keys"]

#: How many earlier messages of the thread :func:`message_keys` reads at most.
CONTEXT_BEFORE = 2
#: A message of fewer words than this is embedded together with the message before it.
SHORT_WORDS = 15
# Characters of an earlier message used as context: a long tool result or pasted document
# before a message must not drown the message's own words.
_CONTEXT_CHARS = 600


@dataclass(frozen=True, slots=True)
class KeyInput:
    """A message as the key sees it.

    Attributes:
        role: The message's role (``user``, ``assistant``, ``tool``...).
        content: The stored text.
        created_at: When it was said (timezone-aware).
    """

    role: str
    content: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class MessageKey:
    """The index keys of one message.

    Attributes:
        terms_text: Text whose terms feed the lexical (BM25) index.
        embed_text: Text handed to the embedder for the vector index.
    """

    terms_text: str
    embed_text: str


def message_keys(thread_messages: Sequence[KeyInput], index: int) -> MessageKey:
    """The index keys of ``thread_messages[index]``.

    Args:
        thread_messages: The thread's messages in conversation order, ending at (or after)
            the message keyed; only ``thread_messages[index - CONTEXT_BEFORE : index + 1]``
            is read.
        index: Position of the message keyed.

    Returns:
        Its keys: the terms of the message and of the :data:`CONTEXT_BEFORE` messages before
        it; the message itself embedded, followed by the message before it when it is short.

    Raises:
        ValidationError: ``index`` is not a position of ``thread_messages``.
    """
    if not 0 <= index < len(thread_messages):
        raise ValidationError(
            f"message_keys: index {index} is outside the {len(thread_messages)} messages given."
        )
    own = thread_messages[index].content
    before = [_context(m.content) for m in thread_messages[max(0, index - CONTEXT_BEFORE) : index]]
    before = [text for text in before if text]
    terms_text = "\n".join([*before, own])
    embed_text = own
    if before and len(own.split()) < SHORT_WORDS:
        embed_text = f"{own}\n{before[-1]}"
    return MessageKey(terms_text=terms_text, embed_text=embed_text)


def _context(text: str) -> str:
    """An earlier message as context: its beginning, cut at a word boundary."""
    text = text.strip()
    if len(text) <= _CONTEXT_CHARS:
        return text
    cut = text[:_CONTEXT_CHARS]
    space = cut.rfind(" ")
    return cut[:space] if space > _CONTEXT_CHARS // 2 else cut
