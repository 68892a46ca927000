"""Lead-ins to the speaker's own writing, beside those :mod:`.attribution` knows.

A quotation after one of these is what the speaker wrote, not someone else's words: a line
from their own application papers ("in my CV I wrote ...", "in meiner Bewerbung steht:",
"dans ma lettre de motivation j'ai écrit ...", "en mi currículum puse ..."), or a note or sign
they put up themselves ("I stuck a note on the door:", "ich hab einen Zettel an die Tür
geklebt:", "j'ai collé un mot sur le frigo :", "dejé una nota en la puerta:").
"""

from __future__ import annotations

# Papers a person writes about themselves to apply for something.
_PAPERS = (
    r"cv|r[eé]sum[eé]|cover letter|(?:job )?application|motivation letter|lebenslauf|bewerbung"
    r"|anschreiben|motivationsschreiben|lettre de motivation|candidature|carta de presentaci[oó]n"
    r"|carta de motivaci[oó]n|curr[ií]culum(?: vitae)?|solicitud"
)
_MINE = r"my|meine[mnr]?|mon|ma|mi"
# A note, a sign or a label the speaker wrote and put somewhere.
_NOTE = (
    r"(?:a |an |the |my )?(?:note|post-?it|sticky note|sign|label|sticker|card)"
    r"|(?:einen |den |ein |das |meinen )?(?:zettel|notiz|schild|post-?it|aufkleber|karte)"
    r"|(?:un |le |mon |une |la )?(?:mot|post-?it|panneau|étiquette|pancarte|affiche|note)"
    r"|(?:una |la |un |el |mi )?(?:nota|post-?it|cartel|letrero|etiqueta)"
)
_PUT = (
    r"(?:i|we)(?:'ve| have)? (?:stuck|put|left|pinned|hung|taped|wrote|posted|placed)"
    r"|(?:ich|wir) (?:habe?|haben) |(?:j'ai|nous avons) (?:mis|collé|laissé|affiché|écrit|posé)"
    r"|(?:dejé|pegué|puse|colgué|escribí)"
)
#: Lead-ins (read from the start of a lead, case aside) to the speaker's own writing.
OWN_WRITING = (
    rf"^\W*(?:(?:in|on|im|in der|auf|dans|sur|en) )?(?:{_MINE}) (?:[\w\-]+ ){{0,2}}?(?:{_PAPERS})\b"
    rf"|^\W*(?:{_PUT}) ?(?:{_NOTE})\b"
)
