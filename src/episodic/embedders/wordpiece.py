"""BERT's WordPiece tokenizer in plain Python, as the bundled MiniLM's ``tokenizer.json`` sets it.

The bundled model's tokenizer is BERT's: clean the text (control characters out, every blank a
space), put spaces around CJK ideographs, strip accents, lower-case, split at blanks and at
punctuation, then cut each word into the longest pieces the vocabulary has (``##`` marks a piece
inside a word; a word with no such cut, or longer than 100 characters, is ``[UNK]``). Special
tokens written in the text (``[SEP]``, ``[MASK]``) are themselves. It gives the ids the
``tokenizers`` package gives for the same file (``tests/fixtures/minilm/tokens.json``, made by it
once), with no native code and nothing to install.
"""

from __future__ import annotations

import json
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from episodic.embedders.wordpiece_tables import DROPPED, PUNCTUATION, REPLACED

_EXPECTED = {
    "normalizer": {
        "type": "BertNormalizer",
        "clean_text": True,
        "handle_chinese_chars": True,
        "strip_accents": None,
        "lowercase": True,
    },
    "pre_tokenizer": {"type": "BertPreTokenizer"},
}
_CJK = (
    (0x4E00, 0x9FFF),
    (0x3400, 0x4DBF),
    (0x20000, 0x2A6DF),
    (0x2A700, 0x2B73F),
    (0x2B740, 0x2B81F),
    (0x2B920, 0x2CEAF),
    (0xF900, 0xFAFF),
    (0x2F800, 0x2FA1F),
)
# Unicode's White_Space characters; those the reference drops as control characters first
# (vertical tab, form feed, next line) are in DROPPED.
_BLANKS = frozenset("\t\n\r \xa0\u1680\u2028\u2029\u202f\u205f\u3000") | {
    chr(code) for code in range(0x2000, 0x200B)
}
_ASCII_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_ASCII_BLANK = re.compile(r"[\t\n\r]")


def _within(table: tuple[tuple[int, int], ...], lows: list[int], code: int) -> bool:
    index = bisect_right(lows, code) - 1
    return index >= 0 and code <= table[index][1]


_DROPPED_LOWS = [low for low, _ in DROPPED]
_PUNCTUATION_LOWS = [low for low, _ in PUNCTUATION]


@lru_cache(maxsize=65536)
def _normalized_char(char: str) -> str:
    """What the normalizer makes of one character (an empty string: dropped).

    Dropped and punctuation characters come from the reference's own tables
    (:mod:`episodic.embedders.wordpiece_tables`), so a Python with newer Unicode tables gives the
    same ids; decomposition and lower case come from Python's, which agree with it.
    """
    code = ord(char)
    if code in REPLACED:
        return REPLACED[code]
    if _within(DROPPED, _DROPPED_LOWS, code):
        return ""
    if char in _BLANKS:
        return " "
    parts = unicodedata.normalize("NFD", char)
    kept = "".join(part for part in parts if not _within(DROPPED, _DROPPED_LOWS, ord(part)))
    lowered = "".join(part.lower() for part in kept)
    if any(low <= code <= high for low, high in _CJK):
        return f" {lowered} "
    return lowered


def normalize(text: str) -> str:
    """``text`` as BERT's normalizer leaves it (see the module docstring)."""
    if text.isascii():
        return _ASCII_BLANK.sub(" ", _ASCII_CONTROL.sub("", text)).lower()
    return "".join(_normalized_char(char) for char in text)


@lru_cache(maxsize=4096)
def _is_punctuation(char: str) -> bool:
    return _within(PUNCTUATION, _PUNCTUATION_LOWS, ord(char))


def words(normalized: str) -> list[str]:
    """Split normalized text at blanks, each punctuation mark a word of its own."""
    out: list[str] = []
    for chunk in normalized.split(" "):
        start = 0
        for index, char in enumerate(chunk):
            if _is_punctuation(char):
                if index > start:
                    out.append(chunk[start:index])
                out.append(char)
                start = index + 1
        if start < len(chunk):
            out.append(chunk[start:])
    return out


class WordPiece:
    """The tokenizer one ``tokenizer.json`` describes (BERT's, uncased; anything else is refused).

    Args:
        spec: The parsed ``tokenizer.json``.

    Raises:
        ValueError: The file describes a tokenizer this class does not implement.
    """

    def __init__(self, spec: Mapping[str, Any]) -> None:
        model = spec.get("model") or {}
        for key, expected in _EXPECTED.items():
            if spec.get(key) != expected:
                raise ValueError(f"tokenizer.json: unsupported {key} {spec.get(key)!r}")
        if model.get("type") != "WordPiece" or model.get("continuing_subword_prefix") != "##":
            raise ValueError("tokenizer.json: the model is not a WordPiece with '##' pieces")
        self._vocab: dict[str, int] = dict(model["vocab"])
        self._unk = self._vocab[model["unk_token"]]
        self._longest_word = int(model["max_input_chars_per_word"])
        self._cls, self._sep = self._vocab["[CLS]"], self._vocab["[SEP]"]
        special = {token["content"]: token["id"] for token in spec.get("added_tokens", [])}
        self._special = special
        pattern = "|".join(re.escape(token) for token in sorted(special, key=len, reverse=True))
        self._special_split = re.compile(f"({pattern})") if special else None
        self._pieces = lru_cache(maxsize=65536)(self._word_pieces)

    @classmethod
    def from_json(cls, text: str) -> WordPiece:
        """The tokenizer of a ``tokenizer.json`` file's text."""
        return cls(json.loads(text))

    def _word_pieces(self, word: str) -> tuple[int, ...]:
        if len(word) > self._longest_word:
            return (self._unk,)
        pieces: list[int] = []
        start = 0
        while start < len(word):
            end = len(word)
            while end > start:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                found = self._vocab.get(piece)
                if found is not None:
                    pieces.append(found)
                    break
                end -= 1
            else:
                return (self._unk,)
            start = end
        return tuple(pieces)

    def _ids(self, text: str) -> list[int]:
        parts = self._special_split.split(text) if self._special_split else [text]
        ids: list[int] = []
        for index, part in enumerate(parts):
            if index % 2:  # a special token written in the text
                ids.append(self._special[part])
                continue
            for word in words(normalize(part)):
                ids.extend(self._pieces(word))
        return ids

    def encode(self, text: str, max_tokens: int) -> list[int]:
        """The ids of ``text`` between ``[CLS]`` and ``[SEP]``, at most ``max_tokens`` in all."""
        return [self._cls, *self._ids(text)[: max(max_tokens - 2, 0)], self._sep]
