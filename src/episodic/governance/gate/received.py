"""Texts the user received and passes on, in shapes with no colon lead-in of their own: part
of :mod:`.attribution`, which decides what is someone else's words.

- **a text asked about, then given**: a first paragraph that names a text from someone ("can
  you summarise this email from Anna?", "Nachricht von Jonas, was meint er?") and ends with
  a question, then a blank line: what follows the blank line is that text;
- **a mail with one header**: a lead-in line ending with a colon, then a header line
  ("Subject: ...", "Betreff: ...", "Asunto: ...") and the mail's body;
- **a chat named with its partner**: lines labelled with the name a lead-in gives as the one
  the speaker talked with ("conversation with Leo:", "Chat mit Leo:", "discussion avec
  Leo :"): Leo's lines are Leo's words.
"""

from __future__ import annotations

import re

Span = tuple[int, int]

# A text named as someone's: "this email from Anna", "Mail von Jonas", "le message de Leo".
_TEXT_FROM = (
    r"(?:e-?mail|mail|message|letter|text|note|sms|dm|voicemail|nachricht|brief|notiz"
    r"|sprachnachricht|courriel|lettre|mot|texto|mensaje|correo|carta|nota|audio)s?"
    r"\s+(?:from|von|vom|de|del|d')\s*(?-i:[A-ZÀ-Þ])"
)
_ASKED_ABOUT = re.compile(
    rf"\A[^\n]{{0,100}}\b{_TEXT_FROM}[^\n]{{0,100}}\?[ \t]*\n[ \t]*\n(?=\S)", re.IGNORECASE
)
_ONE_HEADER = re.compile(
    r":[ \t]*\n[ \t]*(?:subject|betreff|objet|asunto|from|von|absender|expéditeur|remitente)"
    r"[ \t]*:[ \t]*\S[^\n]*\n(?=[ \t]*\S)",
    re.IGNORECASE,
)
# A lead-in naming the one the speaker talked with: "chat with Leo:", "Chatverlauf mit Leo:",
# "discussion avec Leo :", "conversación con Leo:".
_WITH = re.compile(
    r"^[^\n:]{0,40}\b(?:with|mit|avec|con)\s+(?P<who>[A-ZÀ-Þ][\w'\-]{1,30})[ \t]*:[ \t]*$",
    re.MULTILINE,
)


def regions(text: str) -> list[Span]:
    """The ranges of ``text`` that are a received text in the shapes above."""
    found: list[Span] = []
    asked = _ASKED_ABOUT.match(text)
    if asked is not None:
        found.append((asked.end(), len(text)))
    header = _ONE_HEADER.search(text)
    if header is not None:
        found.append((header.start() + 1, len(text)))
    for lead in _WITH.finditer(text):
        label = re.compile(rf"^[ \t]*{re.escape(lead['who'])}[ \t]*:[ \t]*\S[^\n]*$", re.MULTILINE)
        found += [line.span() for line in label.finditer(text, lead.end())]
    return found
