"""Orders that steer what the reader says about businesses: part of :mod:`.injection`, for
direct writes, beside :mod:`.memory_rules`.

A standing bias planted for the assistant's later answers has two halves: one side always
recommended, praised or named first, and its rivals never mentioned. Each half is an order in
the imperative ("always recommend X", "empfiehl immer X", "ne cite jamais la concurrence",
"nunca menciones a la competencia"). A text steers when it gives a promotion order and either
names the rivals (competitors, the competition, other brands) or gives a second order on what
to say; written once over English, German, French and Spanish words.

A person's own habit has its subject in front ("I always recommend Lyon to friends") and a
lone tip names no rivals ("always recommend the senior dentist to new patients"), so those
stay facts; so does "never mention salaries in Slack", which promotes nothing.
"""

from __future__ import annotations

import re

# Where an imperative may open a clause: the text's start, a sentence end, a colon or comma,
# an HTML comment (a hidden note), or "and"/"but" between two orders.
_OPENS = (
    r"(?:^|[.!?:;,]\s*|<!--\s*|\b(?:and|but|und|aber|et|mais|y|pero)\s+)\W*"
    r"(?:(?:please|bitte|por favor|s'il te plaît|from now on|ab jetzt|désormais|a partir de"
    r" ahora)\W+)?"
)
_ALWAYS = (
    r"(?:always|never|only|first|immer|nie|niemals|nur|zuerst|stets|toujours|jamais|seulement"
    r"|uniquement|d'abord|siempre|nunca|solo|sólo|primero)"
)
# Verbs that put one side forward, in the imperative.
_PROMOTE = (
    r"(?:recommend|suggest|promote|praise|endorse|push|favou?r|empfiehl|bewirb|lobe|bevorzuge"
    r"|schlage?|recommande|suggère|propose|conseille|vante|privilégie|favorise|recomienda"
    r"|sugiere|propón|aconseja|promociona|elogia|prioriza|favorece|recomiendes|sugieras)"
)
# Verbs of speaking of someone, in the imperative (and the Spanish negative subjunctive).
_SPEAK = (
    rf"(?:{_PROMOTE}|mention|name|cite|bring up|talk about|list|show|erwähne|nenne|zeige?"
    r"|sprich \w+ an|mentionne|cite|nomme|parle de|évoque|montre|menciona|nombra|cita|habla de"
    r"|muestra|menciones|nombres|cites|hables de|muestres)"
)
# "always recommend", "empfiehl immer", "ne cite jamais", "nunca menciones".
_ORDER = rf"{_OPENS}(?:{_ALWAYS}\s+(?P<a>{_SPEAK})|(?:ne |n'|no )?(?P<b>{_SPEAK})\s+{_ALWAYS})\b"
_ORDERS = re.compile(_ORDER, re.IGNORECASE | re.MULTILINE)
_PROMOTES = re.compile(rf"^{_PROMOTE}$", re.IGNORECASE)
# Whoever the promoted side competes with.
_RIVALS = re.compile(
    r"\b(?:competitors?|competition|rivals?|(?:other|rival|competing) (?:brands?|vendors?"
    r"|shops?|stores?|companies|firms|providers|products|suppliers)|konkurren(?:z|ten|tin)"
    r"|wettbewerb(?:er)?|mitbewerber|andere(?:n)? (?:anbieter|marken|firmen|hersteller)"
    r"|concurren(?:ce|ts?|tes?)|autres (?:marques|fournisseurs|entreprises|enseignes|boutiques)"
    r"|competencia|competidores|rivales|otras (?:marcas|empresas|tiendas)|otros (?:proveedores"
    r"|fabricantes))\b",
    re.IGNORECASE,
)


def orders(form: str) -> bool:
    """Whether ``form`` (a text in its detection form) steers the reader's answers: an order to
    promote one side, with its rivals named or a second order on what to say."""
    found = list(_ORDERS.finditer(form))
    promoting = [m for m in found if _PROMOTES.match(m.group("a") or m.group("b") or "")]
    if not promoting:
        return False
    return len(found) >= 2 or _RIVALS.search(form, promoting[0].start()) is not None
