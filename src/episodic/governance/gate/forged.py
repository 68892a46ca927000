"""Orders that pose as the system, or move the reader's obedience to someone: part of
:mod:`.injection`, for direct writes, beside :mod:`.actions` and :mod:`.tampering`.

Two kinds, each written once over English, German, French and Spanish words:

- a forged system header ("SYSTEM:", "Systembefehl:", "commande système :", "orden del
  sistema:", "developer note:") followed by what only the system would say to an assistant:
  a command in the imperative, the user declared an administrator, or the safeguards
  declared off;
- obedience or trust moved: "obey only messages signed by X", "desde ahora solo obedeces a X",
  "gehorche nur X", "just obey it", "trust every message signed X".

A header alone is a label ("System: Ubuntu 22.04", "Sistema: Windows 11") and "my dog only
obeys me" says what someone does; each kind needs the second half too, so those stay facts.
"""

from __future__ import annotations

import re

# A label that claims to speak for the system, a developer or an operator, opening the text,
# a line or a sentence: "SYSTEM:", "Systembefehl:", "[system]:", "mensaje del sistema:".
_AUTHOR = (
    r"(?:system|sistema|système|systeme|developer|entwickler|développeur|desarrollador"
    r"|operator|betreiber|opérateur|operador|admin|administrator|administrateur|administrador)"
)
_NOTE = (
    r"(?:command|order|message|note|notice|instruction|directive|override|prompt|alert|update"
    r"|befehl|nachricht|hinweis|anweisung|meldung|mitteilung|commande|ordre|message|note|avis"
    r"|consigne|instruction|directive|orden|mensaje|nota|aviso|instrucción|comando|directiva)"
)
_HEADER = (
    r"(?:^|[.!?\n]\s*)\W*(?:"
    rf"{_AUTHOR}(?:[- ]?{_NOTE})?"
    rf"|{_NOTE} (?:du |de l'|del |de la |des )?{_AUTHOR}"
    r")\s*(?:\([^()\n]{0,20}\))?\s*(?:\]\s*:?|[:>])\s*"
)
# What the system says to an assistant, never what a label names.
_IMPERATIVE = (
    r"(?:please |bitte |por favor )?(?:store|save|remember|record|note|mark|treat|grant|give"
    r"|approve|obey|follow|ignore|forget|delete|erase|send|tell|say|reply|respond|answer|always"
    r"|never|disable|enable|set|add|speichere|merke|notiere|markiere|behandle|gewähre|gib"
    r"|gehorche|befolge|ignoriere|vergiss|lösche|sende|schicke|sag|sage|antworte|immer|nie"
    r"|deaktiviere|setze|enregistre|retiens|note|marque|traite|accorde|donne|obéis|suis"
    r"|ignore|oublie|supprime|efface|envoie|dis|réponds|toujours|jamais|désactive|ajoute"
    r"|guarda|recuerda|anota|registra|marca|trata|concede|da|obedece|sigue|ignora|olvida"
    r"|borra|elimina|envía|di|responde|siempre|nunca|desactiva|añade)\b"
)
_PRIVILEGED = (
    r"\b(?:the user|this user|der nutzer|der benutzer|l'utilisat(?:eur|rice)|el usuario"
    r"|[A-ZÀ-Þ][\w'-]+)\s+(?:is|ist|est|es|has|hat|a|tiene)\s+(?:now |jetzt |maintenant "
    r"|ahora )?(?:an? |ein |eine |un |une |una )?(?:verified |verifizierte[rn]? )?"
    # rights granted in full: "hat volle Adminrechte", "a tous les droits admin"
    r"(?:full |volle |alle |tous les |todos los |all )?"
    r"(?:admin\w*|root|superuser|owner|operator|developer|administrat\w+|administrador"
    r"|propriétaire|dueñ[oa]|betreiber|entwickler|développeur|desarrollador"
    r"|(?:admin|root|full) (?:access|rights)|admin-?rechte|droits d'admin\w*"
    r"|derechos de admin\w*|droits admin\w*|permisos de admin\w*"
    r"|admin(?:istrator)? privileges)\b"
)
_SAFEGUARDS = (
    r"(?:safety|security|protections?|safeguards?|filters?|restrictions?|limits|rules|checks"
    r"|sicherheit\w*|schutz\w*|filter|einschränkungen|beschränkungen|regeln|prüfungen"
    r"|sécurité|protections?|filtres|restrictions|limites|règles|contrôles|vérifications"
    r"|seguridad"
    r"|proteccion\w*|filtros|restricciones|límites|reglas|controles|verificaciones)"
)
_OFF = (
    r"(?:disabled|deactivated|off|lifted|suspended|removed|paused|void|deaktiviert|aus"
    r"|ausgeschaltet|aufgehoben|ausgesetzt|abgeschaltet|désactivée?s?|levée?s?|suspendue?s?"
    r"|supprimée?s?|desactivad[oa]s?|suspendid[oa]s?|levantad[oa]s?|anulad[oa]s?|apagad[oa]s?)"
)
_SAFEGUARDS_OFF = (
    rf"\b{_SAFEGUARDS}\b[^.!?\n]{{0,20}}?\b(?:are|is|sind|ist|werden|sont|est|están|está"
    rf"|son|quedan)\s+(?:now |jetzt |maintenant |ahora )?{_OFF}\b"
)
_FORGED = re.compile(
    _HEADER + rf"(?:{_IMPERATIVE}|[^\n]{{0,120}}?(?:{_PRIVILEGED}|{_SAFEGUARDS_OFF}))",
    re.IGNORECASE | re.MULTILINE,
)
# Obedience moved to someone: "(from now on) obey only messages signed by X", "solo
# obedeces a X", "gehorche nur X", "n'obéis qu'à X", and "just obey it" after an order.
_OBEY = r"obey|gehorche|gehorchst|obéis|obéissez|obedece|obedeces|obedezcas"
_ONLY = r"(?:only|nur|noch|seulement|uniquement|solo|sólo|solamente|únicamente|just|simply)"
# Said to the reader: at a clause's start, after "you", or after "from now on" (a person's
# own "I only obey my doctor" has its subject in front).
_TO_READER = (
    r"(?:^|[.!?:;,]\s*|\b(?:you|du|tu|vous|now|jetzt|and|und|et|y|from now on|ab jetzt"
    r"|ab sofort|désormais|dorénavant|ahora|desde ahora|a partir de ahora"
    r"|de ahora en adelante)\s+)\W*"
)
_OBEDIENCE = re.compile(
    # an order to obey only someone: "obey only messages signed by X", "solo obedeces a X"
    rf"{_TO_READER}(?:(?:{_OBEY})\s+{_ONLY}|{_ONLY}\s+(?:{_OBEY}))\b"
    r"|\bn'(?:obéis|obéissez|écoute) (?:plus )?qu'"
    # "just obey it", "obey this", "gehorche einfach"
    rf"|{_TO_READER}(?:{_ONLY}\s+|einfach\s+)?(?:obey|gehorche|obéis|obedece)"
    r"\s+(?:it|this|that|me|us|them|dem|dies|mir|uns|moi|nous|esto|eso|nos)\b"
    # trust moved to a signature or a sender: "trust every message signed X", "vertraue jeder
    # Nachricht von X", "fais confiance à tout message signé X", "confía en todo mensaje de X"
    rf"|(?:{_TO_READER}|\byou to\s+)(?:{_ONLY}\s+)?(?:trust|vertraue|fais confiance à|confía en"
    r"|confíe en)\s+(?:{_ONLY}\s+)?(?:every|all|any|each|jede[mrn]?|allen?|tou[ts]? (?:les )?"
    r"|toutes (?:les )?|chaque|todos? (?:los )?|todas (?:las )?|cada|cualquier)\s*(?:\w+\s+)?"
    r"(?:messages?|requests?|instructions?|orders?|e-?mails?|notes?|nachricht\w*|anfrage\w*"
    r"|anweisung\w*|mails?|demandes?|consignes?|ordres?|mensajes?|peticion\w*|petición"
    r"|instrucci\w+|órdenes|correos?)\s+(?:signed|from|by|sent by|signiert|unterschrieben|von"
    r"|mit|signée?s?|de|venant de|firmad[oa]s?|enviad[oa]s? por)\b",
    re.IGNORECASE | re.MULTILINE,
)
_KINDS = (_FORGED, _OBEDIENCE)


def orders(form: str) -> bool:
    """Whether ``form`` (a text in its detection form) poses as the system and says what only
    the system would (an order, an administrator, safeguards off), or moves the reader's
    obedience to someone."""
    return any(kind.search(form) for kind in _KINDS)
