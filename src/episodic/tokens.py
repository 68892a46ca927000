"""Counting prompt tokens without a vocabulary file: budgets, caps and observation thresholds.

Pure: no I/O, nothing downloaded, no optional dependency. Text is cut into the pieces a
byte-pair tokenizer of the GPT family starts from (words with their leading space, runs of up
to three digits, punctuation runs, line breaks) and each piece is charged what such a
tokenizer typically spends on it: one token for a common-length word, more for long or rare
ones, about one per character of CJK text. The constants were fitted on our own fixtures
against OpenAI's ``o200k_base``; ``docs/tokens.md`` gives the measured differences. Budgets
built on it should keep a margin of a few percent, as every default does.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["count_tokens"]

# One piece per match: a word (letters, with one optional leading space or punctuation mark),
# a run of at most three digits, a punctuation run, or whitespace.
_PIECES = re.compile(
    r"""[^\S\n]?[^\W\d_]+|\d{1,3}|[^\S\n]?[^\w\s]+|\n+[^\S\n]*|[^\S\n]+""",
    re.UNICODE,
)
_WORD_LETTERS = 9  # a word up to this long is usually one token
_LETTERS_PER_EXTRA = 4  # then about one more token per this many letters
_PUNCTUATION_PER_TOKEN = 3
_SPACES_PER_TOKEN = 8


def count_tokens(text: str) -> int:
    """About how many tokens ``text`` costs in a GPT-family prompt.

    Example:
        >>> count_tokens("")
        0
        >>> count_tokens("The export job failed twice.")
        6
    """
    if not text:
        return 0
    return sum(_piece_tokens(piece) for piece in _PIECES.findall(text))


@lru_cache(maxsize=65_536)
def _piece_tokens(piece: str) -> int:
    body = piece.lstrip(" \t")
    if not body:  # a run of spaces or tabs (indentation)
        return -(-len(piece) // _SPACES_PER_TOKEN)
    first = body[0]
    if first == "\n":
        return 1
    if first.isdigit():
        return 1
    if first.isalpha():
        return _word_tokens(body)
    return -(-len(body) // _PUNCTUATION_PER_TOKEN)


def _word_tokens(word: str) -> int:
    if word.isascii():
        extra = max(0, len(word) - _WORD_LETTERS)
        return 1 + -(-extra // _LETTERS_PER_EXTRA)
    wide = sum(1 for ch in word if ord(ch) >= 0x2E80)  # CJK and other wide scripts
    narrow = len(word) - wide
    return max(1, wide + -(-narrow // 3))
