"""Why an entry waits for review, in plain words: one sentence per reason code, in one place.

The write policy names its reason with a short code (``Decision.reason``); the code is stored
with the held entry (``Entry.review_reason``) for machines, and every surface that shows the
review queue to a person (the web page, ``episodic review list``, the REST listing) shows the
sentence :func:`review_reason_text` gives for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

#: The default policy's reasons for holding an entry, each in a sentence a reviewer reads.
REVIEW_REASONS: Mapping[str, str] = MappingProxyType(
    {
        "addressed_to_model": (
            "Gives orders to the AI: approving it puts those orders into every later prompt."
        ),
        "imported_unverified": (
            "Imported from another memory store with nothing the person said behind it: "
            "approve it if it is right, or wait until a conversation grounds it."
        ),
        "untrusted_event_source": (
            "Comes from a source marked untrusted, or from text someone else wrote (a pasted "
            "email, a forwarded message, a web page): check it before the agent relies on it."
        ),
    }
)

#: Reasons whose approval asks first: approving such an entry puts orders to the model into
#: every later prompt, so ``memory.review.approve`` needs ``confirm=True`` for it.
CONFIRM_TO_APPROVE: frozenset[str] = frozenset({"addressed_to_model"})

#: What a held entry stored before reasons were kept (schema step 17) says.
UNRECORDED = "Held before the reason was recorded: read it and its evidence before approving."


def review_reason_text(reason: str | None) -> str:
    """The sentence a person reads for a review reason code.

    A code of a custom write policy that this module does not know is shown as it is.

    Example:
        >>> review_reason_text("addressed_to_model")[:22]
        'Gives orders to the AI'
        >>> review_reason_text("needs_legal_check")
        'Held by the write policy: needs_legal_check.'
    """
    if reason is None:
        return UNRECORDED
    return REVIEW_REASONS.get(reason, f"Held by the write policy: {reason}.")
