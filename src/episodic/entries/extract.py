"""Extractors: the step that proposes candidate notes for a turn.

:class:`LLMExtractor` asks a language model, with one of our two requests (the full one, or
the compact one small models follow; ``EntriesConfig.prompt_style``) or a custom prompt, and
the JSON schema; :class:`~episodic.entries.offline.OfflineExtractor` works without one. Both
return unchecked :class:`Candidate` objects; the evidence guard and the pipeline decide what
is kept.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from episodic.entries.compact import COMPACT_PROMPT, compact_schema, read_quotes, render_compact
from episodic.entries.prompt import EXTRACTION_PROMPT, Known, output_schema, render_request
from episodic.entries.quoted import Quoted, overlooks_user, quoted_notes
from episodic.llms.base import LLM, Usage
from episodic.models import CONFIDENCES, EVENT_KINDS, PRIVACY_CLASSES, SOURCE_LABELS, SourceLabel
from episodic.prompting.transcript import TurnMessage, clip

_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One proposed note before any check: its text, source label and quoted evidence, and
    how the extractor classified it (``None``: the configured default).

    ``corrects`` names the stored entry the user corrected with it: the ``ref`` it was shown
    with in known memory, or that entry's text.
    """

    content: str
    source: SourceLabel
    evidence: str
    kind: str = "case"
    confidence: str | None = None
    privacy_class: str | None = None
    corrects: str | None = None


@dataclass(frozen=True, slots=True)
class Proposal:
    """What an extractor returned: the usable candidates, how many items were malformed
    (dropped before the guard, e.g. an unknown label), and the tokens spent.

    ``read`` is the turn as the extractor read it when that was less than all of it (see
    :func:`~episodic.prompting.transcript.clip`); quotes are checked against it, not the whole.
    ``screened`` counts, by reason, quotes the sentence screen left out (the compact request).
    """

    candidates: tuple[Candidate, ...]
    malformed: int
    usage: Usage
    read: tuple[TurnMessage, ...] | None = None
    screened: Mapping[str, int] = field(default_factory=dict)


class Extractor(Protocol):
    """Anything that proposes candidate notes for a turn."""

    name: str

    def propose(
        self,
        messages: Sequence[TurnMessage],
        known: Sequence[Known],
        profile: Sequence[str] = (),
        recent: Sequence[Known] = (),
    ) -> Proposal:
        """Candidates for ``messages``; ``known`` is the memory already injected this turn,
        ``profile`` the filled lines of the user's profile (context only, never evidence),
        ``recent`` the scope's latest entries (never shown to a model; an extractor that
        cannot name what a correction replaces looks there)."""
        ...


def read_entries(data: Any) -> tuple[list[Candidate], int]:
    """Validate the model's parsed JSON: the outer shape strictly, each item leniently.

    The outer object must be ``{"entries": [...]}``; anything else raises ``ValueError`` (and
    earns the model one repair round). An item with a missing field, a non-string field or an
    unknown label is dropped and counted, so one bad item does not cost the good ones. The
    classification is read leniently and never costs an item: a kind outside
    :data:`~episodic.models.EVENT_KINDS` becomes ``case``, a confidence or privacy class
    outside its levels the configured default, and a blank ``corrects`` nothing.
    """
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise ValueError('expected a JSON object {"entries": [...]}')
    candidates: list[Candidate] = []
    malformed = 0
    for item in data["entries"]:
        if not isinstance(item, dict):
            malformed += 1
            continue
        content, source, evidence = item.get("content"), item.get("source"), item.get("evidence")
        if not (isinstance(content, str) and isinstance(evidence, str)):
            malformed += 1
            continue
        label = next((known for known in SOURCE_LABELS if known == source), None)
        if label is None:
            malformed += 1
            continue
        candidates.append(_classified(item, content, label, evidence))
    return candidates, malformed


#: The two built-in requests: ``full`` (the rule book, for large models) and ``compact``.
PromptStyle = Literal["compact", "full"]


def _classified(item: dict[str, Any], content: str, label: SourceLabel, evidence: str) -> Candidate:
    kind, confidence = item.get("kind"), item.get("confidence")
    privacy, corrects = item.get("privacy_class"), item.get("corrects")
    return Candidate(
        content=content,
        source=label,
        evidence=evidence,
        kind=kind if isinstance(kind, str) and kind in EVENT_KINDS else "case",
        confidence=confidence
        if isinstance(confidence, str) and confidence in CONFIDENCES
        else None,
        privacy_class=privacy if isinstance(privacy, str) and privacy in PRIVACY_CLASSES else None,
        corrects=corrects.strip() if isinstance(corrects, str) and corrects.strip() else None,
    )


class LLMExtractor:
    """Proposes notes by asking a language model.

    Args:
        llm: The model.
        prompt: Replaces the built-in extraction instructions. The reply must still follow
            the output schema of ``style``.
        budget: Most characters of the turn sent in all; a longer turn is cut.
        max_length: Longest note; a longer quote is screened out (the compact request).
        style: ``"compact"`` (a short instruction, one example, the turn as plain lines) or
            ``"full"`` (the whole rule book, the turn as JSON).

    A turn whose request would not fit the model's context window (when it is known) is
    sent in several requests, each with whole consecutive messages, and their notes pooled.
    """

    def __init__(
        self,
        llm: LLM,
        prompt: str | None = None,
        budget: int = 50_000,
        style: PromptStyle = "compact",
        max_length: int = 2000,
    ) -> None:
        self.llm = llm
        self.name = llm.name
        self.style = style
        self.prompt = prompt or (COMPACT_PROMPT if style == "compact" else EXTRACTION_PROMPT)
        self.budget = budget
        self.max_length = max_length

    def propose(
        self,
        messages: Sequence[TurnMessage],
        known: Sequence[Known],
        profile: Sequence[str] = (),
        recent: Sequence[Known] = (),
    ) -> Proposal:
        """Ask the model (once per window, plus at most one repair round each) for this
        turn's candidates. With the compact request, a window whose reply quoted only the
        assistant while the user said something worth keeping is asked once more, about the
        user's lines alone (:func:`~episodic.entries.quoted.overlooks_user`).

        Raises:
            OutputError: A reply was not usable JSON even after the repair round.
            ProviderError: The model could not be reached, or one message alone does not fit
                its context window.
        """
        if not messages:
            return Proposal((), 0, Usage())
        shown = clip(messages, self.budget)
        cut = tuple(shown) if any(m.omitted for m in shown) else None
        if self.style == "compact":
            return self._compact(shown, known, profile, recent, cut)

        def render(run: Sequence[TurnMessage]) -> str:
            return render_request(run, known, profile)

        candidates: list[Candidate] = []
        malformed, usage = 0, Usage()
        for run in self.llm.fit(self.prompt, shown, render, schema=output_schema()):
            (found, bad), cost = self.llm.complete_json(
                self.prompt, render(run), schema=output_schema(), validate=read_entries
            )
            candidates += found
            malformed, usage = malformed + bad, usage + cost
        return Proposal(tuple(candidates), malformed, usage, cut)

    def _compact(
        self,
        shown: Sequence[TurnMessage],
        known: Sequence[Known],
        profile: Sequence[str],
        recent: Sequence[Known],
        cut: tuple[TurnMessage, ...] | None,
    ) -> Proposal:
        """The compact request: the model quotes the sentences to keep (see
        :mod:`episodic.entries.compact`)."""

        def render(run: Sequence[TurnMessage]) -> str:
            return render_compact(run, known, profile)

        def ask(run: Sequence[TurnMessage]) -> tuple[tuple[list[str], int], Usage]:
            return self.llm.complete_json(
                self.prompt, render(run), schema=compact_schema(), validate=read_quotes
            )

        quotes: list[str] = []
        malformed, usage = 0, Usage()
        for run in self.llm.fit(self.prompt, shown, render, schema=compact_schema()):
            (found, bad), cost = ask(run)
            if overlooks_user(found, run, self.max_length):
                # The model copied only the assistant's lines: ask once more, about the
                # user's lines alone, and keep both replies' quotes.
                _log.info("%s quoted only the assistant; asking about the user's lines", self.name)
                (more, worse), again = ask([m for m in run if m.role == "user"])
                found, bad, cost = [*found, *more], bad + worse, cost + again
            quotes += found
            malformed, usage = malformed + bad, usage + cost
        notes, dropped = quoted_notes(quotes, shown, [*known, *recent], self.max_length)
        candidates = tuple(candidate(note) for note in notes)
        return Proposal(candidates, malformed, usage, cut, dict(dropped))


def candidate(note: Quoted) -> Candidate:
    """The candidate of a note made from a copied sentence (see :mod:`.quoted`)."""
    return Candidate(note.content, note.source, note.evidence, corrects=note.corrects)
