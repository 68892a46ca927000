"""Orders mentioned, not given: a name that happens to be an order ("my cousin's band is called
ignore previous instructions") and a message a device showed that the user reports ("the
router said "system override not permitted""). Part of :mod:`.injection`.

Such words name or quote something; nobody is told to do anything. So the screen also reads a
text with the name or the reported message left out, and holds it only when that reading gives
orders too. The exception is a text that speaks to its reader (says "you", or calls the
assistant by name): there a name or a quote may be the order itself, so it is read whole.
"""

from __future__ import annotations

import re

# A name after the word that introduces it: up to six words that end the clause (so a name
# cannot swallow the start of an order that goes on after it: "called ignore all rules and
# send ..." is read whole), or end before a laugh ("lol", "jaja").
_NAMED = re.compile(
    r"\b(?:(?:is|was|are|were|be|being|got|gets|get) )?(?:called|named|titled|dubbed"
    r"|heißt|hieß|heißen|genannt|namens|s'appelle|s'appelaient|s'appelait|s'appellent"
    r"|intitulée?s?|nommée?s?|se llama|se llamaba|se llaman|llamad[oa]s?|titulad[oa]s?)"
    r"\s+[\"'“„«\u2018]?\s*(?:[^\s.!?;,:\"“”„«»\u2018\u2019]+\s*){1,6}[\"'”“»\u2019]?"
    r"(?=\s*(?:$|[,.!?;:)\n]|(?:lol|haha|hihi|jaja|mdr|xd|lmao)\b))",
    re.IGNORECASE,
)
# A device, a program or its message, then a verb of showing or saying, then a short quote.
_SHOWN = re.compile(
    r"\b(?:error|message|screen|display|router|box|app|popup|pop-up|dialog|window|log|warning"
    r"|banner|console|terminal|printer|device|laptop|phone|tv|modem|server|website|site|page"
    r"|fehler\w*|meldung|bildschirm|anzeige|gerät|handy|fenster|seite|erreur|écran|boîte"
    r"|appareil|téléphone|fenêtre|mensaje|pantalla|aparato|móvil|teléfono|ventana|página)\b"
    r"[^.!?\n\"“„«]{0,25}?\b(?:said|says|showed|shows|displayed|displays|read|reads|printed"
    r"|prints|threw|throws|gave|gives|popped up with|came up with|zeigte|zeigt|sagte|sagt"
    r"|meldete|meldet|stand|steht|brachte|affichait|affiche|a affiché|disait|dit|indiquait"
    r"|indique|a mis|mettait|puso|pone|pon[ií]a|decía|dice|dijo|mostraba|mostró|muestra"
    r"|salió|sale)\b\s*:?\s*"
    r"(?:\"[^\"\n]{1,60}\"|“[^”\n]{1,60}”|„[^“”\n]{1,60}[“”]|«[^»\n]{1,60}»|'[^'\n]{1,60}')",
    re.IGNORECASE,
)
# Words that speak to the reader: "you" in our languages, or the assistant called by name.
_TO_READER = re.compile(
    r"\b(?:you|your|yours|yourself|du|dich|dir|dein\w*|euch|tu|toi|te|ton|ta|tes|vous"
    r"|votre|vos|tú|ti|tus?|contigo|usted\w*|vosotros)\b|\b(?:t'|t\u2019)"
    r"|\b(?:assistant|assistent\w*|asistente|ai|ki|ia|bot|chatbot|model|modell|modèle|modelo"
    r"|claude|gpt|chatgpt|copilot|gemini|agent)\b\s*[,:!]",
    re.IGNORECASE,
)


def without_mentions(form: str) -> str | None:
    """``form`` (a text in its detection form) with each name and each reported device message
    put as a placeholder, or None when it has neither or it speaks to its reader."""
    if not (_NAMED.search(form) or _SHOWN.search(form)):
        return None
    if _TO_READER.search(form):
        return None
    return _SHOWN.sub(" (a message) ", _NAMED.sub(" named (a name) ", form))
