"""What a stored message is found by: the text its search terms come from and the text embedded.

A message is indexed for ``messages.search`` under two keys computed here: ``terms_text``,
tokenized for BM25, and ``embed_text``, handed to the embedder. A key may read the messages
before it in its thread (at most :data:`CONTEXT_BEFORE` of them), never the ones after it, so
a message's key is fixed when it is stored and never has to be recomputed as the thread grows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from episodic.errors import ValidationError

__all__ = ["CONTEXT_BEFORE", "KeyInput", "MessageKey", "message_keys"]

#: How many earlier messages of the thread :func:`message_keys` reads at most.
CONTEXT_BEFORE = 1


@dataclass(frozen=True, slots=True)
class KeyInput:
    """A message as the key sees it.

    Attributes:
        role: ``user`` or ``assistant``.
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
        Its keys.

    Raises:
        ValidationError: ``index`` is not a position of ``thread_messages``.
    """
    if not 0 <= index < len(thread_messages):
        raise ValidationError(
            f"message_keys: index {index} is outside the {len(thread_messages)} messages given."
        )
    message = thread_messages[index]
    return MessageKey(terms_text=message.content, embed_text=message.content)
