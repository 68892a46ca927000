"""From a sentence copied out of the turn to a note: the step the offline extractor and the
compact request share.

Neither rewrites with a model, so what a note says is decided here, deterministically:

- **the user's sentences** pass the sentence screen (:mod:`episodic.entries.sentences`), or
  the part of one that holds a fact beside a greeting or a request for help
  (:func:`~episodic.entries.sentences.kept_parts`); the note tells the sentence in the third
  person ("I own ..." as "The user owns ...", :mod:`episodic.entries.voice`) unless it lies in
  someone else's words the user passed on, and its evidence is the part as written. A quote
  of several sentences is taken sentence by sentence: a small model often copies a fact
  together with the order pasted after it.
- **the assistant's sentences** (the compact request only: a model quotes them although asked
  for the user's) are kept only when they are plain statements: not in the first or second
  person (the assistant speaking of what it will do, or of the user), not a guess, question or
  request, and specific. One whose every identifier and content word is in one of the user's
  sentences and the sentence before it only restates the user: the note is the assistant's
  sentence, its evidence that user sentence, labelled ``user_assertion``, so a restated paste
  stays someone else's word and waits for review. Any other is the assistant's finding
  (``verified_assistant_finding``), which the evidence guard refuses if its sentence guesses.

Every note then goes through the evidence guard and the write policy like any other.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from episodic.entries.corrections import corrected
from episodic.entries.prompt import Known
from episodic.entries.sentences import corrects, kept_parts, screened, sentences
from episodic.entries.voice import third_person
from episodic.governance.gate.attribution import inside_paste
from episodic.governance.gate.support import unsaid
from episodic.models import SourceLabel
from episodic.prompting.evidence import fold_text, locate
from episodic.prompting.transcript import TurnMessage

# The assistant speaking of itself or to the user: about this conversation, not a finding.
_PERSONAL = re.compile(
    r"\b(?:i|i'm|i've|i'll|i'd|me|my|we|we'll|we've|our|us|let's|you|you're|you've|your"
    r"|yours|ich|mich|mir|wir|uns|du|je|j'|nous|vous|tu|yo|nosotros|usted)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Quoted:
    """A note made from a copied sentence: its text, label, evidence, and the known note it
    corrects (``None``: none)."""

    content: str
    source: SourceLabel
    evidence: str
    corrects: str | None = None


def user_notes(
    sentence: str,
    message: TurnMessage,
    notes: Sequence[Known],
    max_length: int,
    *,
    beside: bool,
) -> tuple[list[Quoted], str | None]:
    """The notes of one sentence of a user ``message`` (see the module notes), and why the
    sentence as a whole was screened out (``None``: it was not).

    ``beside``: the message announces a correction (:func:`~.sentences.corrects`).
    """
    parts, reason = kept_parts(sentence, max_length, beside_correction=beside)
    found = []
    for part in parts:
        note = part if _theirs(part, message) else _sentence(third_person(part))
        fixes = corrected(note, notes, message.text or None)
        found.append(Quoted(note, "user_assertion", part, fixes))
    return found, reason


def quoted_notes(
    quotes: Sequence[str],
    messages: Sequence[TurnMessage],
    notes: Sequence[Known],
    max_length: int,
) -> tuple[list[Quoted], Counter[str]]:
    """The notes of a model's quotes (see the module notes), and how many quoted sentences
    were screened out, by ``quote_<reason>``."""
    kept: list[Quoted] = []
    dropped: Counter[str] = Counter()
    pointed = (part for quote in quotes for part in as_written(quote, messages))
    for quote in dict.fromkeys(pointed):
        said = _holder(quote, messages)
        beside = said is not None and corrects(said.text, max_length)
        for sentence in sentences(quote) if said is not None else [quote]:
            if said is None or said.role == "user":
                user = said or TurnMessage("", "user", "")
                found, reason = user_notes(sentence, user, notes, max_length, beside=beside)
            else:
                found, reason = _assistant_notes(sentence, messages, max_length)
            kept += found
            if not found and reason is not None:
                dropped[f"quote_{reason}"] += 1
    return kept, dropped


def as_written(quote: str, messages: Sequence[TurnMessage]) -> list[str]:
    """A model's copy of the turn's sentences, as the turn writes them.

    A copy found in a message is taken as it is. Otherwise it is taken sentence by sentence (a
    small model often copies several as one, with a slip in one of them): a sentence found is
    kept; one that matches a sentence of a message but for letter case is that sentence as the
    message writes it (the note is the message's text, never the model's); any other is left
    for the evidence guard, which drops it.

    Example:
        >>> turn = [TurnMessage("m", "user", "Port 8080 is open. The lab is on Floor 3.")]
        >>> as_written("Port 8080 is open. The lab is on floor 3.", turn)
        ['Port 8080 is open.', 'The lab is on Floor 3.']
    """
    if any(locate(quote, message) for message in messages):
        return [quote]
    written = {
        fold_text(said).casefold(): said for message in messages for said in sentences(message.text)
    }
    return [written.get(fold_text(part).casefold(), part) for part in sentences(quote)] or [quote]


def overlooks_user(quotes: Sequence[str], messages: Sequence[TurnMessage], max_length: int) -> bool:
    """Whether a model quoted only the assistant although the user said something worth keeping.

    True when every quote lies in an assistant's message (none in a user's, none found nowhere)
    and a user's message holds a sentence the screen keeps. A small model often copies the last
    line it read, the assistant's closing reply; asked again about the user's lines alone, it
    quotes them (see :meth:`~episodic.entries.extract.LLMExtractor.propose`).
    """
    if not quotes:
        return False
    holders = [_holder(quote, messages) for quote in quotes]
    if any(holder is None or holder.role == "user" for holder in holders):
        return False
    return any(screened(said, max_length) is None for _, said in _user_sentences(messages))


def _assistant_notes(
    sentence: str, messages: Sequence[TurnMessage], max_length: int
) -> tuple[list[Quoted], str | None]:
    reason = screened(sentence, max_length) or (
        "conversation" if _PERSONAL.search(sentence) else None
    )
    if reason is not None:
        return [], reason
    restated = _restated(fold_text(sentence), messages, max_length)
    if restated is not None:
        return [Quoted(sentence, "user_assertion", restated)], None
    return [Quoted(sentence, "verified_assistant_finding", sentence)], None


def _restated(folded: str, messages: Sequence[TurnMessage], max_length: int) -> str | None:
    """The user's sentence that ``folded`` (an assistant's sentence) only restates: one the
    screen keeps, which with the sentence before it holds every identifier and content word
    of ``folded``."""
    for before, sentence in _user_sentences(messages):
        if screened(sentence, max_length) is None and not unsaid(
            folded, fold_text(f"{before} {sentence}")
        ):
            return sentence
    return None


def _user_sentences(messages: Sequence[TurnMessage]) -> Iterator[tuple[str, str]]:
    """Each sentence of the user's messages, with the one before it in its message."""
    for message in messages:
        if message.role == "user":
            yield from itertools.pairwise(["", *sentences(message.text)])


def _theirs(part: str, message: TurnMessage) -> bool:
    """Whether ``part`` of ``message`` lies in someone else's words the user passed on."""
    at = message.text.find(part)
    if at >= 0:
        return inside_paste(message.text, at, at + len(part))
    span = locate(part, message)
    return span is not None and inside_paste(message.text, span.start, span.end)


def _holder(quote: str, messages: Sequence[TurnMessage]) -> TurnMessage | None:
    """The message holding ``quote``, a user's first (else the evidence guard drops it)."""
    folded = fold_text(quote)
    holders = [message for message in messages if folded in fold_text(message.text)]
    return next((m for m in holders if m.role == "user"), holders[0] if holders else None)


def _sentence(note: str) -> str:
    """A note ends as a sentence does (a clause cut from a longer one may not)."""
    return note if note[-1:] in ".!?" else f"{note}."
