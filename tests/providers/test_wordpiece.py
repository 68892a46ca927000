"""The plain-Python WordPiece tokenizer gives the ids the ``tokenizers`` package gives.

``tests/fixtures/minilm/tokens.json`` holds texts and the ids the reference gave them (written by
``make_tokens.py`` beside it): scripts, accents, marks, CJK, emoji, control and format characters,
special tokens written in the text, words too long to cut, and a text past the token limit. The
live comparison with the package needs it installed: it is marked ``torch`` (``make test-torch``
installs it with sentence-transformers).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from episodic.embedders.local import MAX_TOKENS, bundled_model_path
from episodic.embedders.wordpiece import WordPiece, normalize, words

TOKENS = Path(__file__).parents[1] / "fixtures" / "minilm" / "tokens.json"


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    return dict(json.loads((bundled_model_path() / "tokenizer.json").read_text("utf-8")))


@pytest.fixture(scope="module")
def tokenizer(spec: dict[str, Any]) -> WordPiece:
    return WordPiece(spec)


def test_every_reference_text_gets_the_reference_ids(tokenizer: WordPiece) -> None:
    cases = json.loads(TOKENS.read_text("utf-8"))
    assert len(cases) >= 20
    wrong = [c["text"][:40] for c in cases if tokenizer.encode(c["text"], MAX_TOKENS) != c["ids"]]
    assert wrong == []


def test_text_is_cleaned_unaccented_lowered_and_split_at_punctuation() -> None:
    assert normalize("Café\tÜBER\u200bzero\x00") == "cafe uberzero"
    assert normalize("東京") == " 東  京 "
    assert words(normalize("Hello, world! (ok)")) == ["hello", ",", "world", "!", "(", "ok", ")"]


def test_words_are_cut_into_the_longest_pieces_and_unknown_ones_are_unk(
    tokenizer: WordPiece, spec: dict[str, Any]
) -> None:
    vocab = spec["model"]["vocab"]
    ids = tokenizer.encode("unaffable", MAX_TOKENS)
    pieces = [token for i in ids[1:-1] for token, j in vocab.items() if j == i]
    assert "".join(piece.removeprefix("##") for piece in pieces) == "unaffable"
    assert len(pieces) > 1 and all(piece.startswith("##") for piece in pieces[1:])
    too_long = tokenizer.encode("x" * 101, MAX_TOKENS)
    assert too_long == [vocab["[CLS]"], vocab["[UNK]"], vocab["[SEP]"]]


def test_special_tokens_written_in_the_text_are_themselves(
    tokenizer: WordPiece, spec: dict[str, Any]
) -> None:
    vocab = spec["model"]["vocab"]
    ids = tokenizer.encode("a [MASK] b [sep]", MAX_TOKENS)
    assert ids[2] == vocab["[MASK]"]
    assert vocab["[SEP]"] not in ids[1:-1]  # lower case is not the special token


def test_a_long_text_is_cut_to_the_limit_with_its_markers(tokenizer: WordPiece) -> None:
    ids = tokenizer.encode("word " * 1000, MAX_TOKENS)
    assert len(ids) == MAX_TOKENS
    assert ids[0] == tokenizer.encode("", MAX_TOKENS)[0]
    assert ids[-1] == tokenizer.encode("", MAX_TOKENS)[-1]


def test_a_tokenizer_of_another_kind_is_refused(spec: dict[str, Any]) -> None:
    cased = {**spec, "normalizer": {**spec["normalizer"], "lowercase": False}}
    with pytest.raises(ValueError, match="unsupported normalizer"):
        WordPiece(cased)
    with pytest.raises(ValueError, match="WordPiece"):
        WordPiece({**spec, "model": {**spec["model"], "type": "BPE"}})


@pytest.mark.torch
def test_random_unicode_gets_the_ids_of_the_tokenizers_package(tokenizer: WordPiece) -> None:
    from tokenizers import Tokenizer

    reference = Tokenizer.from_file(str(bundled_model_path() / "tokenizer.json"))
    reference.no_padding()
    reference.enable_truncation(MAX_TOKENS)
    rng = random.Random(11)
    ranges = [(0x20, 0x7E), (0xA0, 0x3000), (0x1F300, 0x1FAFF), (0, 0xD7FF), (0xE000, 0x10FFFF)]
    for _ in range(3000):
        text = "".join(chr(rng.randint(*rng.choice(ranges))) for _ in range(rng.randint(1, 60)))
        assert tokenizer.encode(text, MAX_TOKENS) == reference.encode(text).ids, repr(text)
