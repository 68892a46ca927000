"""Taking a forgotten entry's words out of everything else the scope keeps.

Forgetting an entry deletes it and its evidence, but the words it came from are still in the
message it quoted, and may have been carried into what was derived from the conversation
(observations, session memory, the profile, a plan, an episode's summary, a queued job's
payload). Any of those can reach a prompt. :func:`redact_scope` replaces those words with
:data:`MARKER` in every column the registry lists as holding text
(:attr:`~episodic.stores.registry.ScopedTable.texts`), in one scope, inside the forgetting
transaction:

- the quoted span of each message the entry's evidence names, whatever its length (found at
  its offsets, or anywhere in that message when the offsets no longer match);
- the entry's content and each quote of at least :data:`MIN_WORDS` words, wherever they stand
  verbatim (case and spacing aside) in the scope's rows; a shorter quote ("G-7") is taken out
  only where the evidence points, so an identifier the person uses elsewhere stays;
- of a phrase longer than :data:`PIECE_WORDS` words, every run of at least that many of its
  words in a row (:class:`Pieces`: case, spacing, line breaks and punctuation between them
  aside), so a copy cut short (an offline episode keeps the first 40 words of a sentence),
  reflowed or split across lines goes too.

Words a model reworded on their way into a summary cannot be recognized, and are not taken
out; docs/erasure.md says so. Other entries' evidence is their own and is kept; where its
offsets in a changed message no longer hold, they are moved or cleared.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from episodic.models import Scope
from episodic.models.messages import tool_calls_json
from episodic.stores.base import Tx
from episodic.stores.registry import SCOPED_TABLES, ScopedTable
from episodic.stores.scoped import SCOPE, scope_values
from episodic.tokens import count_tokens

#: What stands where forgotten words were.
MARKER = "[forgotten]"
#: A phrase this short is taken out only where the evidence points.
MIN_WORDS = 3
MIN_CHARS = 12
#: Words of a longer phrase that, standing in a row, are taken out as a piece of it; and the
#: fewest characters such a run covers. Six words of 30 characters is longer than the stock
#: phrases a person's other messages share with it ("let me know if you"), and shorter than
#: any copy worth finding (an offline summary keeps 40 words).
PIECE_WORDS = 6
PIECE_CHARS = 30
#: Most ``LIKE`` checks in one candidate query; past it, every row of the scope is read.
MOST_CHECKS = 400
_WORD = re.compile(r"\w+")
_ASCII_WORD = re.compile(r"[A-Za-z0-9]{3,}")
_AROUND = ".,;:!?\"'()[]\u201c\u201d\u2018\u2019\u00ab\u00bb "


@dataclass(frozen=True, slots=True)
class Quote:
    """Where a forgotten entry's evidence points.

    Attributes:
        message_id: The quoted message (``None``: evidence without a stored message).
        text: The quoted words.
        start: Their offset in the message when they were quoted.
        end: Where they ended.
    """

    message_id: str | None
    text: str
    start: int | None = None
    end: int | None = None


@dataclass
class Redacted:
    """What :func:`redact_scope` changed.

    Attributes:
        rows: Rows changed per table.
        messages: The ``seq`` of each changed message.
        episodes: The id of each episode whose summary, topics or entities changed.
    """

    rows: dict[str, int] = field(default_factory=dict)
    messages: list[int] = field(default_factory=list)
    episodes: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Rows changed in all."""
        return sum(self.rows.values())


def phrases(content: str | Sequence[str], quotes: Sequence[Quote]) -> list[str]:
    """The forgotten words looked for everywhere: the content (of each entry) and the long
    enough quotes, longest first (so a quote inside the content is not cut out of it
    first)."""
    contents = (content,) if isinstance(content, str) else tuple(content)
    texts = (*contents, *(quote.text for quote in quotes))
    found = {bare for bare in (_bare(text) for text in texts) if _long(bare)}
    return sorted(found, key=len, reverse=True)


def _bare(text: str) -> str:
    """A phrase without the punctuation and quotes around it ("said it." finds "said it")."""
    return text.strip().strip(_AROUND).strip()


def _long(text: str) -> bool:
    return len(text.strip()) >= MIN_CHARS and len(_WORD.findall(text)) >= MIN_WORDS


def _pattern(phrase: str) -> re.Pattern[str]:
    """``phrase`` in any case, with any run of white space between its words."""
    parts = [re.escape(word) for word in phrase.split()]
    return re.compile(r"\s+".join(parts), re.IGNORECASE)


def _probe(text: str) -> str:
    """The longest plain word of ``text`` ('' when it has none), for the SQL prefilter."""
    return max(_ASCII_WORD.findall(text), key=len, default="")


class Pieces:
    """Every run of at least :data:`PIECE_WORDS` consecutive words of one phrase, found in
    any text whatever stands between the words (spaces, line breaks, punctuation, quotes) and
    in any case.

    Example:
        >>> cut = Pieces("the spare key is under the blue flowerpot by the back door")
        >>> cut.sub('He said: "The spare key is under\\nthe blue…" and left.')
        'He said: "[forgotten]…" and left.'
    """

    def __init__(self, phrase: str) -> None:
        self.words = [word.lower() for word in _WORD.findall(phrase)]
        self._at: dict[str, list[int]] = {}
        for position, word in enumerate(self.words):
            self._at.setdefault(word, []).append(position)

    @property
    def probes(self) -> list[str]:
        """Plain words such that every run of :data:`PIECE_WORDS` words holds one; ``['']``
        when some run has none to offer."""
        chosen: list[str] = []
        for start in range(len(self.words) - PIECE_WORDS + 1):
            window = self.words[start : start + PIECE_WORDS]
            if not any(probe in word for probe in chosen for word in window):
                chosen.append(_probe(" ".join(window)))
        return chosen

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where runs of the phrase's words stand in ``text``: merged, in order."""
        tokens = list(_WORD.finditer(text))
        runs: dict[int, int] = {}  # position in the phrase -> words of the run ending there
        found: list[tuple[int, int]] = []  # first and last token of each long enough run
        for index, token in enumerate(tokens):
            here = {at: runs.get(at - 1, 0) + 1 for at in self._at.get(token.group().lower(), ())}
            found += [(index - n + 1, index) for n in here.values() if n >= PIECE_WORDS]
            runs = here
        merged: list[tuple[int, int]] = []
        for first, last in sorted(found):
            if merged and first <= merged[-1][1] + 1:
                merged[-1] = (merged[-1][0], max(last, merged[-1][1]))
            else:
                merged.append((first, last))
        spans = [(tokens[first].start(), tokens[last].end()) for first, last in merged]
        return [(start, end) for start, end in spans if end - start >= PIECE_CHARS]

    def sub(self, text: str) -> str:
        """``text`` with each run replaced by :data:`MARKER`."""
        for start, end in reversed(self.spans(text)):
            text = text[:start] + MARKER + text[end:]
        return text


class _Words:
    """The compiled phrases, applied to strings and to the strings inside JSON documents."""

    def __init__(self, texts: Sequence[str]) -> None:
        self.patterns = [_pattern(text) for text in texts]
        self.pieces = [Pieces(text) for text in texts if len(_WORD.findall(text)) > PIECE_WORDS]
        # For the SQL prefilter: a row holding a phrase, or a piece of one, holds one of these.
        found = [_probe(text) for text in texts] + [p for c in self.pieces for p in c.probes]
        self.probes = list(dict.fromkeys(found))

    def text(self, value: str) -> str:
        for pattern in self.patterns:
            value = pattern.sub(MARKER, value)
        for pieces in self.pieces:
            value = pieces.sub(value)
        return value

    def document(self, value: Any) -> Any:
        if isinstance(value, str):
            return self.text(value)
        if isinstance(value, list):
            return [self.document(item) for item in value]
        if isinstance(value, dict):
            return {key: self.document(item) for key, item in value.items()}
        return value


def redact_scope(
    tx: Tx,
    scope: Scope,
    content: str | Sequence[str],
    quotes: Sequence[Quote],
    redacted: Redacted | None = None,
) -> Redacted:
    """Replace the forgotten words (of one entry's content, or of several) with
    :data:`MARKER` in the scope's rows (see the module notes); returns what changed, added
    to ``redacted`` when given."""
    redacted = Redacted() if redacted is None else redacted
    words = _Words(phrases(content, quotes))
    anchored: dict[str, list[Quote]] = {}
    for quote in quotes:
        if quote.message_id is not None and quote.text.strip():
            anchored.setdefault(quote.message_id, []).append(quote)
    for table in SCOPED_TABLES:
        if table.texts and tx.dialect.name in table.backends:
            changed = _redact_table(tx, scope, table, words, anchored, redacted)
            if changed:
                redacted.rows[table.name] = redacted.rows.get(table.name, 0) + changed
    return redacted


#: Columns read besides the text ones, to say what changed: a message's id and seq, an
#: episode's id.
_NAMES = {"messages": ("id", "rowid"), "episodes": ("id",)}


def _candidates(
    tx: Tx, table: ScopedTable, words: _Words, anchored: dict[str, list[Quote]]
) -> tuple[str, list[Any]]:
    """A condition every row holding a forgotten word meets (a word of each phrase, in any
    text column), and its parameters; quoted messages are read whatever they hold."""
    if not all(words.probes) or len(words.probes) * len(table.texts) > MOST_CHECKS:
        return "1 = 1", []  # a phrase with no plain word to look for, or too many: read all
    like = "lower(CAST({} AS TEXT)) LIKE ? ESCAPE '!'"
    checks = [like.format(column) for column, _ in table.texts for _ in words.probes]
    params: list[Any] = [f"%{_like(p.lower())}%" for _ in table.texts for p in words.probes]
    if table.name == "messages" and anchored:
        condition, ids = tx.dialect.in_list("id", list(anchored))
        checks.append(condition)
        params += ids
    return " OR ".join(checks) or "1 = 0", params


def _redact_table(
    tx: Tx,
    scope: Scope,
    table: ScopedTable,
    words: _Words,
    anchored: dict[str, list[Quote]],
    redacted: Redacted,
) -> int:
    columns = [name for name, _ in table.texts]
    kinds = [kind for _, kind in table.texts]
    names = _NAMES.get(table.name, ())
    condition, params = _candidates(tx, table, words, anchored)
    rows = tx.all(
        f"SELECT {', '.join([tx.dialect.row_id, *columns, *names])} FROM {table.name} "
        f"WHERE {SCOPE} AND ({condition})",
        (*scope_values(scope, "forget"), *params),
    )
    changed = 0
    for row in rows:
        old = [_plain(tx, kind, value) for kind, value in zip(kinds, row[1:], strict=False)]
        named = dict(zip(names, row[1 + len(columns) :], strict=True))
        given = list(old)
        if table.name == "messages":  # the quoted spans first, at their offsets
            given[0] = _redact_message(str(named["id"]), given[0], anchored)
        new = [_redacted(kind, value, words) for kind, value in zip(kinds, given, strict=True)]
        if new == old:
            continue
        assignments = ", ".join(f"{name} = ?" for name in columns)
        stored = [_stored(tx, kind, value) for kind, value in zip(kinds, new, strict=True)]
        if table.name == "messages":
            calls = tool_calls_json(tuple(new[1])) if new[1] else None
            assignments += ", tokens = ?"
            stored.append(count_tokens(new[0] or "") + (count_tokens(calls) if calls else 0))
        tx.execute(
            f"UPDATE {table.name} SET {assignments} WHERE {SCOPE} AND {tx.dialect.same_row}",
            (*stored, *scope_values(scope, "forget"), row[0]),
        )
        changed += 1
        if table.name == "messages":
            redacted.messages.append(int(named["rowid"]))
            _move_offsets(tx, scope, str(named["id"]), new[0] or "")
        elif table.name == "episodes":
            redacted.episodes.append(str(named["id"]))
    return changed


def _like(word: str) -> str:
    return word.replace("!", "!!").replace("%", "!%").replace("_", "!_")


def _plain(tx: Tx, kind: str, value: Any) -> Any:
    """A column's value as Python data (text, a list of strings, a JSON document)."""
    if value is None or kind == "text":
        return value
    if kind == "strings":
        return list(tx.dialect.read_strings(value))
    return tx.dialect.read_json(value)


def _redacted(kind: str, value: Any, words: _Words) -> Any:
    if value is None:
        return None
    if kind == "text":
        return words.text(str(value))
    return words.document(value)


def _stored(tx: Tx, kind: str, value: Any) -> Any:
    if value is None or kind == "text":
        return value
    if kind == "strings":
        return tx.dialect.strings(value)
    return tx.dialect.json(value)


def _redact_message(message_id: str, text: str | None, anchored: dict[str, list[Quote]]) -> str:
    """A message's text with the forgotten entry's quotes of it taken out, whatever their
    length: at their offsets when those still hold, else wherever they stand in it."""
    text = text or ""
    for quote in sorted(anchored.get(message_id, ()), key=lambda q: -(q.start or 0)):
        start, end = quote.start, quote.end
        if start is not None and end is not None and text[start:end].lower() == quote.text.lower():
            text = text[:start] + MARKER + text[end:]
        else:
            text = _pattern(quote.text.strip()).sub(MARKER, text)
    return text


def _move_offsets(tx: Tx, scope: Scope, message_id: str, text: str) -> None:
    """Point the remaining evidence quoting a changed message at where its words now stand
    (no offsets where they are no longer there whole)."""
    sources = tx.all(
        f"SELECT {tx.dialect.row_id}, evidence, start_offset, end_offset FROM entry_sources "
        f"WHERE {SCOPE} AND message_id = ?",
        (*scope_values(scope, "forget"), message_id),
    )
    for row_id, evidence, start, end in sources:
        if start is None or not evidence:
            continue
        found = text.find(evidence)
        moved = (found, found + len(evidence)) if found >= 0 else (None, None)
        if moved != (start, end):
            tx.execute(
                "UPDATE entry_sources SET start_offset = ?, end_offset = ? "
                f"WHERE {SCOPE} AND {tx.dialect.same_row}",
                (*moved, *scope_values(scope, "forget"), row_id),
            )
