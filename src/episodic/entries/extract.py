"""Extractors: the step that proposes candidate notes for a turn.

:class:`LLMExtractor` asks a language model, with our prompt (or a custom one) and the JSON
schema; :class:`~episodic.entries.offline.OfflineExtractor` works without one. Both return
unchecked :class:`Candidate` objects; the evidence guard and the pipeline decide what is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from episodic.entries.prompt import EXTRACTION_PROMPT, Known, output_schema, render_request
from episodic.llms.base import LLM, Usage
from episodic.models import CONFIDENCES, EVENT_KINDS, PRIVACY_CLASSES, SOURCE_LABELS, SourceLabel
from episodic.prompting.transcript import TurnMessage, clip


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
    """

    candidates: tuple[Candidate, ...]
    malformed: int
    usage: Usage
    read: tuple[TurnMessage, ...] | None = None


class Extractor(Protocol):
    """Anything that proposes candidate notes for a turn."""

    name: str

    def propose(
        self, messages: Sequence[TurnMessage], known: Sequence[Known], profile: Sequence[str] = ()
    ) -> Proposal:
        """Candidates for ``messages``; ``known`` is the memory already injected this turn,
        ``profile`` the filled lines of the user's profile (context only, never evidence)."""
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
            the output schema.
        budget: Most characters of the turn sent in one request; a longer turn is cut.
    """

    def __init__(self, llm: LLM, prompt: str | None = None, budget: int = 50_000) -> None:
        self.llm = llm
        self.name = llm.name
        self.prompt = prompt or EXTRACTION_PROMPT
        self.budget = budget

    def propose(
        self, messages: Sequence[TurnMessage], known: Sequence[Known], profile: Sequence[str] = ()
    ) -> Proposal:
        """Ask the model once (plus at most one repair round) for this turn's candidates.

        Raises:
            OutputError: The reply was not usable JSON even after the repair round.
            ProviderError: The model could not be reached.
        """
        if not messages:
            return Proposal((), 0, Usage())
        shown = clip(messages, self.budget)
        (candidates, malformed), usage = self.llm.complete_json(
            self.prompt,
            render_request(shown, known, profile),
            schema=output_schema(),
            validate=read_entries,
        )
        cut = any(m.omitted for m in shown)
        return Proposal(tuple(candidates), malformed, usage, tuple(shown) if cut else None)
