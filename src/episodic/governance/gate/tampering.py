"""Orders over the memory itself and the assistant's standing behaviour: part of
:mod:`.injection`, for direct writes, beside :mod:`.actions`.

Six kinds, each written once over English, German, French and Spanish words:

- a standing rule under its own header ("permanent rule:", "Regel für immer:", "ordre
  permanent :", "regla permanente:") followed by "always" or "never";
- a note addressed to the assistant as its header ("to the assistant:", "an den
  Assistenten:", "à l'assistant :", "al asistente:") or the assistant hailed mid-sentence
  ("by the way, assistant, ...", "übrigens, Assistent: ...");
- memories deleted in secret: a deletion of memories or notes with "silently", "don't tell
  anyone", "sag niemandem davon", "en silence", "no se lo digas a nadie";
- claims marked as verified: "mark all of X's claims as verified", "store as a verified
  fact:", "markiere alles von X als geprüfte Fakten";
- secrets or other users' memories handed out: API keys and passwords "you have seen", the
  "memories of other users", an address embedded in an image URL;
- authority claimed to give the order: "as administrator I order you", "staff here, we need
  you to", "I'm authorising you to", "disable the memory filter".

Each needs words only an assistant's reader is told (memories it keeps, keys it has seen,
an address to it), so that "the new rule for the office: always lock the door", "I deleted
my old notes", "the admin confirmed my account" and "I marked the invoice as paid" stay facts.
"""

from __future__ import annotations

import re

_ALWAYS = (
    r"(?:always|never|every|whenever|immer|nie|niemals|jede[rnms]?|wann immer|sobald|toujours"
    r"|jamais|chaque|siempre|nunca|cada)"
)
_STANDING_HEADER = re.compile(
    r"\b(?:(?:standing|permanent|persistent|lasting|fixed) (?:rule|order|instruction)"
    r"|(?:rule|order) (?:for ever|forever)|(?:regel|anweisung) für immer|dauer(?:anweisung"
    r"|regel|befehl)|(?:règle|consigne|ordre) (?:permanente?|pour toujours)"
    r"|(?:regla|orden|instrucción|norma) (?:permanente|fija|para siempre)"
    # a rule for the memory, its lasting said in brackets: "Memory rule (permanent):"
    r"|(?:memory|assistant|gedächtnis|speicher|assistenten|mémoire|assistant|memoria|asistente)"
    r"[- ]?(?:rule|order|instruction|regel|anweisung|règle|consigne|regla|instrucción|norma)"
    r"|(?:règle|consigne|regla|instrucción|norma) (?:de la |del |de l'|de |pour l'|para el "
    r"|para la )(?:mémoire|memoria|assistant|asistente))"
    r"(?:\s*\((?:permanent|standing|forever|dauerhaft|für immer|permanente?|pour toujours"
    r"|para siempre)\))?\s*:[^.!?\n]{0,60}\b" + _ALWAYS + r"\b",
    re.IGNORECASE,
)
_TO_ASSISTANT = re.compile(
    r"(?:^|[.!?;]\s*)\W*(?:(?:and|und|et|y|also|auch|aussi|también)\s+)?(?:(?:note |message )?"
    r"(?:to|for) the (?:assistant|ai|bot|model)|(?:an|für) (?:den assistenten|die ki|das modell)"
    r"|(?:à|pour) l'(?:assistant|ia)|(?:al|a la|para el|para la) (?:asistente|ia|modelo))\s*:"
    r"|(?:^|[.!?;]\s*)(?:by the way|btw|oh and|übrigens|au fait|d'ailleurs|por cierto|por"
    r" cierto)\s*,?\s*(?:assistant|assistent(?:in)?|asistente)\s*[:,]",
    re.IGNORECASE,
)
_MEMORIES = (
    r"(?:memor(?:y|ies)|notes|entries|erinnerung\w*|gedächtnis|einträge|notizen|souvenirs?"
    r"|mémoire|notes|entrées|recuerdos?|memoria|notas|entradas)"
)
_SECRET_DELETE = re.compile(
    r"\b(?:delete|erase|wipe|remove|forget|purge|lösche|entferne|vergiss|supprime|efface"
    r"|oublie|borra|elimina|olvida)\b[^.!?\n]{0,60}\b" + _MEMORIES + r"\b"
    r"[^\n]{0,60}\b(?:silently|quietly|secretly|without telling|(?:don't|do not) tell"
    r"|sag niemandem|heimlich|ohne es zu sagen|n'en parle à personne|en silence|sans le dire"
    r"|no se lo digas|en silencio|sin decirlo|sin decir"
    # or leaving no record of it: "don't keep a log of it", "sans laisser de trace"
    r"|(?:don't|do not|never) (?:keep|leave|write|make) (?:a |any )?(?:log|record|trace|note)"
    r"|without (?:a |any )?(?:log|record|trace)|leave no (?:log|record|trace)"
    r"|ohne (?:eine |jede )?(?:spur|protokoll|eintrag)|keine spur|kein protokoll"
    r"|sans (?:laisser )?(?:de |aucune )?(?:trace|journal)|sin dejar (?:rastro|registro|huella)"
    r"|sin (?:ningún )?registro)"
    r"|\b(?:lösche|supprime|borra) (?:still|en silence|en silencio|heimlich)\b",
    re.IGNORECASE,
)
_MARKED_VERIFIED = re.compile(
    r"\b(?:mark|treat|markiere|behandle|marque[rz]?|marca[r]?|trata[r]?)\s+(?:all|every\w*|alles"
    r"|tout|todo)\b[^.!?\n]{0,60}\b(?:as|als|comme|como)\s+(?:\w+\s+)?(?:verified|true|false"
    r"|confirmed|geprüft\w*|verifiziert\w*|wahr|vérifiée?s?|vrai|verificad[oa]s?|verdader[oa])"
    r"|\b(?:store|save|record|speichere|enregistre|guarda)\s+(?:this |it )?(?:as|als|comme"
    r"|como)\s+(?:an? |une? |una )?(?:verified|confirmed|geprüfte\w*|verifizierte\w*|vérifiée?"
    r"|verificad[oa])\s+(?:fact|fakt|fait|hecho)"
    r"|\b(?:enregistre|guarda)\s+(?:comme|como)\s+(?:une? |una? )?(?:fait|hecho)"
    r" (?:vérifié|verificado)",
    re.IGNORECASE,
)
_HANDED_OUT = re.compile(
    r"\b(?:api[- ]?(?:keys?|schlüssel)|clés api|claves api|passwords|passwörter|mots de passe"
    r"|contraseñas)\b[^.!?\n]{0,40}\b(?:you(?:'ve| have)? seen|du gesehen hast|tu as vus?"
    r"|hayas visto|has visto)"
    r"|\b" + _MEMORIES + r" (?:of |from |von |d'|de )?(?:other|anderer|andere[rn]? |autres"
    r"|otros) ?(?:users|nutzer|benutzer|utilisateurs|usuarios)\b"
    r"|\bembed\b[^.!?\n]{0,60}\b(?:image|img) (?:url|link)",
    re.IGNORECASE,
)
# A note kept from the user it is about, or a trust level written into the profile.
_KEPT_FROM_USER = re.compile(
    r"\b(?:do not|don't|never) (?:show|mention|reveal) (?:this|it)\b[^.!?\n]{0,20}\bto the user"
    r"|\b(?:zeig|zeige) (?:das|dies|diese notiz) (?:dem|der) (?:nutzer|benutzer)\w* nicht"
    r"|\bne montre pas (?:ça|cela|cette note) à l'utilisat"
    r"|\bno (?:le )?muestres (?:esto|esta nota) al usuario"
    r"|\btrust[ _-]?level\s*[=:]\s*(?:admin|root|high|full|max)",
    re.IGNORECASE,
)
_AUTHORITY = re.compile(
    r"\b(?:als|en tant qu'|en tant que|como|as(?: the| an?)?)\s*(?:(?:your|dein\w*|ton|ta|votre"
    r"|tu|su)\s+)?(?:administrator|administrateur|administrador"
    r"|admin|developer|entwickler|développeur|desarrollador)\w*\b[^.!?\n]{0,40}\b(?:befehle"
    r" ich dir|je t'ordonne|te ordeno|i order you|i command you|i(?:'m| am) authori[sz]ing you"
    r"|i authori[sz]e you|i(?:'m| am) (?:ordering|commanding|instructing|telling|directing) you to"
    r"|weise ich dich an|fordere ich dich auf|je te (?:demande|somme|dis) d|te (?:pido|exijo"
    r"|mando) que)"
    # leave given by the reader's own administrator to skip what it checks
    r"|\b(?:als|en tant que?|como|as) (?:your|dein\w*|ton|votre|tu|su) (?:administrator|admin"
    r"|administrateur|administrador|developer|entwickler|développeur|desarrollador)\w*\b"
    r"[^.!?\n]{0,40}\b(?:allow|permit|let|erlaube|gestatte|autorisiere|t'autorise|te permets"
    r"|te permito|te autorizo|te dejo)\b[^.!?\n]{0,40}\b(?:skip|bypass|ignore|disable"
    r"|überspring\w*|umgeh\w*|ignorier\w*|ignorer|contourner|sauter|désactiver|omitir|saltar\w*"
    r"|ignorar|desactivar)"
    r"|\b(?:staff|team|admin|developers?|support) here\b\W+(?:we|i) need you to"
    r"|\b(?:disable|turn off|switch off|bypass)\s+(?:\w+\s+){0,2}(?:memory filter"
    r"|content filter|moderation filter)",
    re.IGNORECASE,
)
_KINDS = (
    _STANDING_HEADER,
    _TO_ASSISTANT,
    _SECRET_DELETE,
    _MARKED_VERIFIED,
    _HANDED_OUT,
    _AUTHORITY,
    _KEPT_FROM_USER,
)


def orders(form: str) -> bool:
    """Whether ``form`` (a text in its detection form) orders the assistant over its memory or
    its standing behaviour: a standing rule, an address to it, a secret deletion, claims marked
    verified, secrets or other users' memories handed out, or authority claimed over it."""
    return any(kind.search(form) for kind in _KINDS)
