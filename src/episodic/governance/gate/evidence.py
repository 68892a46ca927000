"""The evidence guard: a note is kept only if its quote is really there, may be used, and says
what the note says.

The quote is found with :mod:`episodic.prompting.evidence` (a few harmless differences
forgiven). Then, in order: the quote's sentence must not speak to the extractor
(:mod:`.injection`); a finding labelled verified must not guess; a quote from text the user
passed on must not give orders to a machine (:mod:`.attribution`); a note must not state as a
fact what its quote only asks, guesses or hears (:mod:`.modality`); and the note must be
supported by its quote and the messages its label allows (:mod:`.support`).

A :class:`Guard` reads each message of a turn once: it folds a message the first time a quote
is looked for in it, and looks for each quote from where the previous one in that message was
found, so quotes given in reading order (as the offline extractor gives them) cost time in
proportion to the turn's length, not to its square.
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from episodic.governance.gate import attribution, injection, modality, polarity, relayed, support
from episodic.models import Role, SourceLabel
from episodic.prompting.evidence import Folded, Span, fold, fold_text, located, sentence_bounds
from episodic.prompting.transcript import TurnMessage

_ALLOWED: dict[str, tuple[Role, ...]] = {
    "user_assertion": ("user",),
    "user_accepted_assistant_proposal": ("user",),
    # An assistant finding may quote the assistant, or the user confirming it.
    "verified_assistant_finding": ("assistant", "user"),
}
_WORD_CHAR = re.compile(r"[\w\-=./:#@+'\u2019]")
_ROLES: tuple[Role, ...] = ("user", "assistant")
# How much text before a quote counts as its context for the support check.
_CONTEXT_CHARS = 4000
# A reply that opens by answering yes or no: it says what the question before it asked.
_ANSWER = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|no|nope|correct|exactly|right|sure|of course|definitely|ja|jep"
    r"|jo|nein|genau|richtig|klar|natürlich|oui|ouais|non|exactement|bien sûr|carrément|sí|si"
    r"|claro|exacto|correcto|por supuesto)\b",
    re.IGNORECASE,
)


@dataclass(slots=True)
class Verdicts:
    """How many candidates each check dropped, by reason."""

    dropped: Counter[str] = field(default_factory=Counter)

    def drop(self, reason: str) -> None:
        """Count one dropped candidate."""
        self.dropped[reason] += 1


@dataclass(slots=True)
class _Read:
    """One message of the turn and what the guard has learned about it so far."""

    message: TurnMessage
    index: int
    folded: Folded | None = None
    bounds: list[int] | None = None
    terms: set[str] | None = None
    cursor: int = 0
    found: dict[str, Span | None] = field(default_factory=dict)

    def fold(self) -> Folded:
        if self.folded is None:
            self.folded = fold(self.message.text)
        return self.folded

    def search(self, needle: str) -> Span | None:
        """The quote's span, looked for from the last match onwards, then before it."""
        if needle in self.found:
            return self.found[needle]
        text = self.fold().text
        at = text.find(needle, self.cursor)
        if at < 0 and self.cursor:
            at = text.find(needle, 0, self.cursor + len(needle) - 1)
        span = None
        if at >= 0:
            self.cursor = at + len(needle)
            span = located(self.message, self.fold(), at, len(needle))
        self.found[needle] = span
        return span

    def window(self, span: Span) -> tuple[int, int]:
        """From the start of the sentence before the span to the end of the span's last one."""
        if self.bounds is None:
            self.bounds = sentence_bounds(self.message.text)
        bounds, text = self.bounds, self.message.text
        first = bisect.bisect_right(bounds, span.start) - 1
        last = bisect.bisect_left(bounds, span.end)
        before = max(0, first - 1)
        while before > 0 and not text[bounds[before] : bounds[before + 1]].strip():
            before -= 1  # a blank line is not the sentence before
        return bounds[before], bounds[min(last, len(bounds) - 1)]

    def sentences(self, span: Span) -> str:
        """The text of the sentences the span lies in (without the one before)."""
        self.window(span)
        bounds = self.bounds or [0]
        first = bisect.bisect_right(bounds, span.start) - 1
        last = bisect.bisect_left(bounds, span.end)
        return self.message.text[bounds[first] : bounds[min(last, len(bounds) - 1)]]

    def neighbour_hedge(self, span: Span) -> str | None:
        """The kind of the sentence just before or after the span's, when that sentence only
        qualifies it ("Not sure about this.", "At least I think so.")."""
        self.window(span)
        bounds, text = self.bounds or [0], self.message.text
        first = bisect.bisect_right(bounds, span.start) - 1
        last = bisect.bisect_left(bounds, span.end)
        for begin, end in ((first - 1, first), (last, last + 1)):
            if begin >= 0 and end < len(bounds):
                kind = modality.bare_hedge(text[bounds[begin] : bounds[end]])
                if kind is not None:
                    return kind
        return None

    def all_terms(self) -> set[str]:
        if self.terms is None:
            self.terms = support.terms(self.fold().text)
        return self.terms


class Guard:
    """The evidence guard for one turn: checks candidates one by one and counts the drops.

    Args:
        messages: The turn's user and assistant messages.
        max_evidence_length: Longest quote accepted, in characters.
        verdicts: Where to count drops (a fresh :class:`Verdicts` by default).

    Example:
        >>> turn = [TurnMessage("m1", "user", "Job J-9 fails with HTTP 429.")]
        >>> guard = Guard(turn, max_evidence_length=4000)
        >>> guard.check("Job J-9 fails with 429", "user_assertion", "fails with HTTP 429").text
        'fails with HTTP 429'
        >>> guard.check("Job J-9 failed 1000 times", "user_assertion", "Job J-9 fails")
        >>> dict(guard.verdicts.dropped)
        {'ungrounded_detail': 1}
    """

    def __init__(
        self,
        messages: Sequence[TurnMessage],
        *,
        max_evidence_length: int,
        verdicts: Verdicts | None = None,
    ) -> None:
        self._reads = [_Read(message, index) for index, message in enumerate(messages)]
        self._by_id = {read.message.id: read for read in reversed(self._reads)}
        self._limit = max_evidence_length
        self._last = 0
        self.verdicts = Verdicts() if verdicts is None else verdicts

    def find(self, quote: str, roles: Iterable[Role | None] = (None,)) -> Span | None:
        """Where ``quote`` is: in a message of the first of ``roles`` that has it (``None``
        for any role), searching from the message where the previous quote was found."""
        needle = fold_text(quote)
        if not needle:
            return None
        count = len(self._reads)
        for role in roles:
            for step in range(count):
                read = self._reads[(self._last + step) % count]
                if role is not None and read.message.role != role:
                    continue
                span = read.search(needle)
                if span is not None:
                    self._last = read.index
                    return span
        return None

    def check(self, content: str, label: SourceLabel, quote: str) -> Span | None:
        """Run the guard on one candidate; return its evidence span, or ``None`` (and count why).

        Reasons: ``no_evidence``, ``evidence_too_long``, ``wrong_role`` (found only in a message
        the label does not allow), ``not_found``, ``addresses_extractor`` (the quote's sentence
        speaks to the extractor), ``unverified`` (a finding labelled verified whose own
        sentence guesses or asks), ``pasted_instruction`` (the quote is pasted or quoted text
        that gives orders to an AI or a memory), ``question_as_fact`` (the whole quote is a
        question that asks for nothing, and the note does not say it was asked),
        ``hedge_as_fact`` (the quote's sentence guesses and the note states it as a fact),
        then the support rules: ``addresses_model``, ``ungrounded_detail`` and
        ``unsupported``. A kept span says whether its sentence was a guess (``hedged``) and
        whether it was pasted (``pasted``); see :mod:`.modality` and :mod:`.attribution`.
        """
        reason = self._problem(content, label, quote)
        if isinstance(reason, str):
            self.verdicts.drop(reason)
            return None
        return reason

    def _problem(self, content: str, label: SourceLabel, quote: str) -> Span | str:
        if not quote.strip():
            return "no_evidence"
        if len(quote) > self._limit:
            return "evidence_too_long"
        allowed = _ALLOWED[label]
        span = self.find(quote, allowed)
        if span is None:
            others = [role for role in _ROLES if role not in allowed]
            return "wrong_role" if self.find(quote, others) else "not_found"
        read = self._by_id[span.message_id]
        start, end = read.window(span)
        if injection.speaks_to_extractor(read.message.text[start:end]):
            return "addresses_extractor"
        sentences = read.sentences(span)
        if label == "verified_assistant_finding" and modality.HEDGED.search(sentences):
            return "unverified"
        pasted = attribution.inside_paste(read.message.text, span.start, span.end)
        pasted = pasted and not self._names_in_answer(read)
        if pasted and attribution.aimed_at_machine(sentences):
            return "pasted_instruction"
        note, needle = fold_text(content), fold_text(quote)
        kind = modality.kind_for(sentences, note) or read.neighbour_hedge(span)
        if kind == "hearsay" and modality.advised_before(sentences, span.text):
            kind = modality.kind_for(span.text, note)  # what the speaker did about advice
        if kind is not None and not modality.keeps(note, kind):
            return f"{kind}_as_fact"
        if polarity.differs(note, needle):
            return "polarity"
        # A kept guess or hearsay stays uncertain; a kept wish, question or condition is a
        # plain fact about what was wished, asked or conditioned.
        hedged = kind in ("hedge", "hearsay")
        span = replace(span, hedged=hedged, pasted=pasted)
        if note == needle and _whole_words(read.message.text, span):
            # The note is its own quote: every word and identifier of it is in the message.
            return "addresses_model" if injection.addresses_model(note, needle) else span
        pool = self._pool(label, read.index)
        context = fold_text(read.message.text[max(start, span.start - _CONTEXT_CHARS) : end])
        near = support.terms(context)
        if label == "user_accepted_assistant_proposal":
            proposal = next((r for r in reversed(pool) if r.message.role == "assistant"), None)
            near |= proposal.all_terms() if proposal else set()
        question = self._answered(read)
        if question is not None:  # "Are you vegetarian?" "Yes, ten years now."
            near |= question.all_terms()
            pool = [*pool, question]
        reason = support.problem(note, needle, near, _grounded(pool), context)
        return span if reason is None else reason

    def _answered(self, read: _Read) -> _Read | None:
        """The assistant's question that ``read`` answers with a yes or a no, or with a quoted
        name alone, if it does: the answer takes the question's words ("Are you vegetarian?"
        "Yes." says "vegetarian"; "Your favourite film?" "« Heat »" names the favourite
        film)."""
        text = read.message.text
        if read.message.role != "user" or read.index == 0:
            return None
        if not _ANSWER.match(text) and not relayed.quoted_name_only(text):
            return None
        before = self._reads[read.index - 1]
        asks = before.message.role == "assistant" and before.message.text.rstrip().endswith("?")
        return before if asks else None

    def _names_in_answer(self, read: _Read) -> bool:
        """Whether ``read`` answers the assistant's question with a quoted name alone (a
        title): the user's own answer, unless the question asked what someone said."""
        question = self._answered(read)
        return (
            question is not None
            and relayed.quoted_name_only(read.message.text)
            and not attribution.tells_of_saying(question.message.text)
        )

    def _pool(self, label: SourceLabel, quoted: int) -> list[_Read]:
        """The messages whose words a note with ``label`` may use (see :mod:`.support`)."""
        if label == "user_accepted_assistant_proposal":
            return [r for r in self._reads if r.message.role == "user" or r.index < quoted]
        return [r for r in self._reads if r.message.role in _ALLOWED[label]]


def _whole_words(text: str, span: Span) -> bool:
    """Whether ``span`` neither starts nor ends inside a word or identifier of ``text``."""
    return not (
        (span.start > 0 and _WORD_CHAR.match(text, span.start - 1))
        or (span.end < len(text) and _WORD_CHAR.match(text, span.end))
    )


def _grounded(pool: Sequence[_Read]) -> support.Grounding:
    def grounded(wanted: Iterable[str]) -> set[str]:
        wanted = set(wanted)
        found: set[str] = set()
        for read in pool:
            found |= wanted & read.all_terms()
            if found == wanted:
                break
        return found

    return grounded


def check(
    content: str,
    label: SourceLabel,
    quote: str,
    messages: Sequence[TurnMessage],
    verdicts: Verdicts,
    *,
    max_evidence_length: int,
) -> Span | None:
    """Check one candidate against ``messages``; see :meth:`Guard.check`.

    A turn with many candidates should use one :class:`Guard`, which reads each message once.
    """
    guard = Guard(messages, max_evidence_length=max_evidence_length, verdicts=verdicts)
    return guard.check(content, label, quote)
