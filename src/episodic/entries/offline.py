"""The extractor used when no language model is configured.

It is deliberately narrow. It keeps a sentence only when all of these hold:

- a **user** wrote it (assistant text is never used, so nothing the assistant guessed, proposed
  or summarized is stored);
- it is a statement, not a question, and not a request to the assistant ("can you ...",
  "please ...");
- it carries a **diagnostic signal**: a failure or symptom word (error, fails, timeout, 429,
  crash, stuck, wrong, missing, ...), a cause (because, caused by, root cause, mismatch), a fix
  or outcome (fixed, resolved, workaround, rolled back), a step tried (tried, restarted,
  cleared) or a ruled-out path (not the cause, ruled out);
- it names something **concrete**: a number, or a token with ``= _ # @ /`` in it, or a
  dotted or dashed identifier with a digit (``v2.3.1``, ``WF-QBR-4792``, ``tier=enterprise_plus``);
- it is between 20 and ``max_length`` characters and does not address the extractor.

The note is the sentence itself (whitespace collapsed) and its evidence is that exact span, so
the guard always accepts it; the label is always ``user_assertion``.

It does not classify. Every note it proposes gets the documented defaults: kind ``case``;
confidence ``GovernanceConfig.default_confidence`` and privacy class
``GovernanceConfig.default_privacy`` (``medium`` and ``private`` unless configured);
``source_trust`` ``user_provided`` (from the label); the actor is the user. It never reports
a correction, so nothing it extracts supersedes a stored entry; use ``memory.correct`` or an
LLM extractor for that.

What it misses, by design: anything said by the assistant (findings, accepted proposals),
facts spread over several sentences or messages, statements without a concrete identifier or
number ("the export is slow again"), rephrasing into a compact case note, and corrections
across the turn (an early sentence that a later one contradicts is kept too, and dedupe alone
decides). Uncertainty is kept only in the user's own words ("might be the proxy"). Configure
an LLM for real extraction.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence

from episodic.entries.extract import Candidate, Proposal
from episodic.entries.prompt import Known
from episodic.governance.gate.injection import INSTRUCTION
from episodic.llms.base import Usage
from episodic.prompting.evidence import concrete_tokens, sentence_bounds
from episodic.prompting.transcript import TurnMessage

_SIGNAL = re.compile(
    r"\b(error|errors|fail|fails|failed|failing|failure|timeout|timeouts|timed out|time out|"
    r"crash|crashes|crashed|broken|breaks|broke|stuck|stalls?|stalled|hangs|hung|wrong|"
    r"missing|rejected|retries|retrying|loops?|looping|"
    r"refused|denied|duplicated?|misrouted|mismatch|mismatched|instead of|expected|"
    r"because|caused by|root cause|due to|fixed|fixes|resolved|workaround|worked|rolled back|"
    r"rollback|tried|restarted|restarting|reinstalled|cleared|upgraded|downgraded|ruled out|"
    r"did not help|didn't help|no change|no effect|"
    r"not the cause|isn't the cause|no longer|still|returns?|returned|http [1-5]\d\d|"
    r"exception|traceback|bounced?|drops?|dropped|lost|leak|slow)\b",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"^\s*(please|pls|can you|could you|would you|will you|help|thanks|thank you|hi|hello)\b",
    re.IGNORECASE,
)
_MIN_LENGTH = 20


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
        self, messages: Sequence[TurnMessage], known: Sequence[Known], profile: Sequence[str] = ()
    ) -> Proposal:
        """The candidate notes of a turn (``known`` and ``profile`` are unused: dedupe happens
        downstream)."""
        found: list[Candidate] = []
        for message in messages:
            if message.role != "user":
                continue
            bounds = sentence_bounds(message.text)
            for start, end in itertools.pairwise(bounds):
                sentence = message.text[start:end].strip()
                if _keeps(sentence, self.max_length):
                    found.append(Candidate(sentence, "user_assertion", sentence))
        return Proposal(tuple(found), 0, Usage())


def _keeps(sentence: str, max_length: int) -> bool:
    return (
        _MIN_LENGTH <= len(sentence) <= max_length
        and not sentence.endswith("?")
        and not _REQUEST.match(sentence)
        and _SIGNAL.search(sentence) is not None
        and bool(concrete_tokens(sentence))
        and not INSTRUCTION.search(sentence)
    )
