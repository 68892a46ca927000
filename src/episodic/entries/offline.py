"""The extractor used when no language model is configured.

It keeps whole sentences the user wrote, never rewritten, when they state something a later
conversation can use: those that pass the screen of :mod:`episodic.entries.sentences`, which
the compact request's quotes pass too. A sentence is kept when all of these hold:

- a **user** wrote it (assistant text is never used, so nothing the assistant guessed,
  proposed or summarized is stored);
- it **states** rather than asks: not a question, unless the user labels it as an open one
  ("Open question: ...", "To check: ..."); not a request for help now ("can you ...",
  "please check ...", "I need help with ...");
- it does not **guess** ("I think", "maybe", "may have", "not confirmed": a guess kept in the
  user's words would read as a fact to whoever recalls it later) and does not speak to the
  extractor or to a machine;
- it is **specific** or **settled**: it names something concrete (a number, a date or time, a
  version, a token with ``= _ # @ /`` in it, or a dotted or dashed identifier with a digit:
  ``v2.3.1``, ``WF-QBR-4792``, ``tier=enterprise_plus``), or it states where the user
  stands: a preference, a decision or a standing rule in the first person ("I want ...",
  "I would like ...", "we decided ...", "we agreed ...", "we will ...") or with a word that
  makes it last ("always", "never", "only"), or it carries a label that says so
  ("Decision: ...");
- it is between 20 and ``max_length`` characters.

The note is the sentence itself (whitespace collapsed) and its evidence is that exact span, so
the guard accepts it unless it holds a secret or pasted orders; the label is always
``user_assertion``.

It does not classify. Every note it proposes gets the documented defaults: kind ``case``;
confidence ``GovernanceConfig.default_confidence`` and privacy class
``GovernanceConfig.default_privacy`` (``medium`` and ``private`` unless configured);
``source_trust`` ``user_provided`` (from the label); the actor is the user.

Corrections: a kept sentence from a message that announces a correction replaces the note of
``known`` (the memory shown for the turn, and the scope's latest entries, which the
extraction job passes as ``recent``) it shares the most words with (see
:mod:`episodic.entries.corrections`). When a kept sentence is itself the announcement, the
message's other sentences are left out: they restate what still holds.

What it misses, by design: anything said by the assistant (findings, accepted proposals),
facts spread over several sentences or messages, statements with nothing specific or settled
in them ("the export is slow again"), guesses, rephrasing into a compact case note, and
corrections the user does not announce as such (an earlier sentence that a later one
contradicts stays, and dedupe alone decides). Configure an LLM for real extraction. The
rules were written against the shipped scenarios and measured on a held-out set as well
(``benchmarks/heldout``; the figures are in docs/realmodel.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from episodic.entries.extract import Candidate, Proposal, candidate
from episodic.entries.prompt import Known
from episodic.entries.quoted import user_notes
from episodic.entries.sentences import corrects, sentences
from episodic.llms.base import Usage
from episodic.prompting.transcript import TurnMessage


class OfflineExtractor:
    """Picks concrete, diagnostic sentences the user wrote; no model, no network.

    Example:
        >>> from episodic.prompting.transcript import TurnMessage
        >>> turn = [TurnMessage("m1", "user", "Hi! Job J-9 fails with HTTP 429 since Monday.")]
        >>> [c.content for c in OfflineExtractor().propose(turn, []).candidates]
        ['Job J-9 fails with HTTP 429 since Monday.']
    """

    name = "offline"

    def __init__(self, max_length: int = 2000) -> None:
        self.max_length = max_length

    def propose(
        self,
        messages: Sequence[TurnMessage],
        known: Sequence[Known],
        profile: Sequence[str] = (),
        recent: Sequence[Known] = (),
    ) -> Proposal:
        """The candidate notes of a turn; a correction names the note of ``known`` or
        ``recent`` it replaces (``profile`` is unused)."""
        notes = [*known, *recent]
        found: list[Candidate] = []
        for message in messages:
            if message.role != "user":
                continue
            beside = corrects(message.text, self.max_length)
            for sentence in sentences(message.text):
                kept, _ = user_notes(sentence, message, notes, self.max_length, beside=beside)
                found += (candidate(note) for note in kept)
        return Proposal(tuple(found), 0, Usage())
