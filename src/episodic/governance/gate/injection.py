"""Orders to a model: text that tells an assistant, an extractor or whoever reads the memory
later what to do, rather than saying what happened.

Three shapes, each read in :func:`~episodic.governance.gate.text.detection_form`:

- **to the extractor** (:data:`INSTRUCTION`): "ignore previous instructions", a forged tag that
  closes the transcript, a label name, "reply with no entries";
- **to a model** (:data:`TO_MODEL`): "you are now", "reveal your prompt", "new instructions";
- **a standing rule** (:data:`RULE`): something must always be approved, granted or done
  without checks. A note may carry such a rule only when its quote states it.
"""

from __future__ import annotations

from episodic.governance.gate.text import Prefiltered, detection_form

# Text that speaks to the extractor itself: a quote from a sentence holding it is refused.
INSTRUCTION = Prefiltered(
    r"\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines)\b"
    r"|\byou are now\b|\bfrom now on,? you\b|\bnew (system )?instructions?\b|\bsystem prompt\b"
    r"|</?\s*(transcript|system|known-memory|memory|instructions?|user-profile|assistant)\b"
    r"|\b(return|output|reply with|respond with)\b.{0,30}\b(no entries|nothing|empty|exactly)\b"
    r"|\b(user_assertion|user_accepted_assistant_proposal|verified_assistant_finding)\b"
    r"|\bas the (memory )?extractor\b",
    # Every alternative above contains one of these.
    "ignore|disregard|forget|override|you are now|from now on|instruction|system prompt|<|"
    "return|output|reply with|respond with|_assertion|_proposal|_finding|extractor",
)

# Said to the model, never a fact about the case: always refused.
TO_MODEL = Prefiltered(
    r"\b(ignore|disregard|forget|override)\b.{0,40}\b(instructions?|rules|prompt|guidelines)\b"
    r"|\bsystem prompt\b|\byou are now\b|\bfrom now on,? you\b|\bnew (system )?instructions?\b"
    r"|\b(reveal|disclose|leak|print|repeat|output)\b.{0,30}"
    r"\b(your|its|the assistant'?s|the model'?s)\s+(\w+\s+)?(prompt|instructions|rules|secrets?)\b"
    r"|\bas the (memory )?extractor\b",
    "ignor|disregard|forget|overrid|system prompt|you are now|from now on|instruction|"
    "reveal|disclos|leak|print|repeat|output|extractor",
)
# A rule for whoever reads the memory later; refused unless the quote itself states it.
RULE = Prefiltered(
    r"\b(must|should|shall|always|never|automatically)\b.{0,40}"
    r"\b(approv\w*|grant\w*|allow\w*|accept\w*|trust\w*|refund\w*|bypass\w*|skip\w*|waiv\w*|"
    r"authori[sz]\w*|obey\w*|comply|disclos\w*|reveal\w*)"
    r"|\bwithout (any |further |additional |prior )?(verification|verifying|approval|checks?|"
    r"checking|confirmation|authori[sz]ation|authentication|review)\b"
    r"|\b(pre|auto)-?approved\b"
    r"|\b(you|the (assistant|chatbot|ai))\s+(must|should|shall|has to|have to|needs? to|are to)\b",
    "must|should|shall|always|never|automatically|without|approved|has to|have to|need|are to",
)


def orders(text: str, *, rules: bool = True) -> bool:
    """Whether ``text`` gives orders to a model: to the extractor, to a model, or (with
    ``rules``) a standing rule."""
    form = detection_form(text)
    return INSTRUCTION.search(form) or TO_MODEL.search(form) or (rules and RULE.search(form))


def speaks_to_extractor(text: str) -> bool:
    """Whether ``text`` addresses the extractor itself (see :data:`INSTRUCTION`)."""
    return INSTRUCTION.search(detection_form(text))


def addresses_model(note: str, quote: str) -> bool:
    """Whether ``note`` speaks to the model, or states a rule its ``quote`` does not."""
    form = detection_form(note)
    return TO_MODEL.search(form) or (RULE.search(form) and not RULE.search(detection_form(quote)))
