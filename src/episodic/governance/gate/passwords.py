"""Passwords told in passing: values shaped like a made-up password where the sentence speaks
of an account, codes that open a door or a box, and credentials inside commands and headers.
Part of :mod:`.secrets`, which decides what is a secret."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from episodic.governance.gate import logins

Span = tuple[int, int]
URL = re.compile(r"\b[a-z][a-z0-9+.\-]*://\S+|\bwww\.\S+", re.IGNORECASE)


# A value shaped like a password: letters and digits with a sign among them ("Neb+Hibou1959",
# "KJ0111~"), words joined by dots ending in a number ("Saffron.tundra.53"), or capitals,
# small letters and digits mixed inside one word ("cTYcfp9XLn").
_QUOTES = "\"'`\u00ab\u00bb\u201c\u201d\u201e\u2018\u2019\u201a\u2039\u203a"
# A colon or a semicolon may sit inside a password ("Sturmflut:lisboa5", ";Zwiebel1977"),
# never at its end.
_SHAPED = re.compile(
    rf"(?<![\w@/.:=\-])(?:;(?=\w))?[^\s,;:()\[\]{{}}<>{_QUOTES}]"
    rf"(?:[^\s,;()\[\]{{}}<>{_QUOTES}]|;(?=\w)){{5,63}}(?<![:;])(?![\w@/])"
)
_DOTTED = re.compile(
    r"^[A-Za-zÀ-ÿ]{3,}(?:[.\-_][A-Za-zÀ-ÿ]{3,}){1,4}[.\-_]?\d{2,4}$"
    r"|^[a-zà-ÿ]{3,}(?:[.\-_][a-zà-ÿ]{3,}){3,6}$"
)
_SIGNS = set("!#$%&*+=?^~§:;")
# ...found where something says it is a credential: the word for one, or where one is used.
_CONTEXT = re.compile(
    r"\b(?:pass(?:word|wd|code|phrase)?|pwd|pw|login|log-?in|creds?|credentials|secret|token"
    r"|key|pin|code|access|account|wi-?fi|wlan|network|router|sign(?:ed)? in|unlock|vault"
    r"|passwort|kennwort|zugang\w*|konto|schlüssel|tresor|phrase|anmeld\w*"
    r"|mot de passe|mdp|compte|accès|coffre|clé|identifiant\w*|connecte|réseau"
    r"|contraseña|contra|clave|cuenta|acceso|entra|red|frase|usuario|user|utilisateur"
    r"|suggested|generated|vorgeschlagen|generiert|suggéré|généré|sugirió|generó|satz"
    r"|benutzer|u|p)\b"
    # a value the speaker chose for an account and has to remember
    r"|\b(?:went with|settled on|(?:hopefully|hope) i (?:remember|recall)|(?:don't|not) forget"
    r"|j'ai (?:mis|choisi|pris)|m'en souvenir|m'en souvienne|puse|eleg[íi]|me acuerdo|me acuerde"
    r"|hab(?:e)? ich \w+ genommen|gewählt|merken|vergessen)\b"
    r"|->|→|\s/\s",
    re.IGNORECASE,
)
# An identifier, a version, an address or a reference: shaped like nothing secret.
_NOT_SHAPED = re.compile(
    r"^(?:[A-Z]{1,6}-\d+(?:-\d+)*|v?\d+(?:\.\d+)+(?:[-+][\w.]+)*|[\w.+\-]+@[\w\-]+\.[\w.]+"
    r"|[A-Za-z_]+=[\w.\-]+|[\d.,:\-/]+|#?\d+|[0-9a-f:.]+|[a-z0-9]+:[0-9a-f]{16,}|[A-Z]{2,}\d{2,}[A-Z]?|\w+\.(?:py|js|ts|md|txt|json|ya?ml"
    r"|toml|ini|cfg|conf|log|csv|html?|pdf|png|jpg|sh|sql)|https?\S*|www\.\S*)$",
    re.IGNORECASE,
)


def _shaped(value: str) -> bool:
    """Whether ``value`` is shaped like a made-up password (see :data:`_SHAPED`)."""
    value = value.rstrip(".,!?")
    if len(value) < 6 or _NOT_SHAPED.match(value) or re.fullmatch(r"\d{1,2}[A-Z][a-z]+", value):
        return False  # "1Password", "7Eleven": a name
    if logins.host_name(value):
        return False  # "admin.example-labs.net": the site, not its password
    letters = sum(c.isalpha() for c in value)
    digits = sum(c.isdigit() for c in value)
    signs = sum(c in _SIGNS for c in value)
    if letters and digits and signs:
        return True
    if _DOTTED.match(value):
        return True
    upper_inside = any(c.isupper() for c in value[1:])
    return (
        len(value) >= 8
        and letters > 0
        and digits >= 1
        and upper_inside
        and any(c.islower() for c in value)
        and not value.isupper()
    )


def shaped_in_context(text: str) -> Iterator[Span]:
    """Password-shaped values in a sentence that speaks of credentials or their use (not in a
    link: a key in a query is an assignment, found as one)."""
    links = [m.span() for m in URL.finditer(text)]
    for sentence in re.finditer(r"[^\n.!?]+(?:[.!?](?=\S)[^\n.!?]*)*[.!?]?", text):
        body = sentence.group()
        if not _CONTEXT.search(body):
            continue
        for match in _SHAPED.finditer(body):
            token = match.group().rstrip(".,!?")
            start = sentence.start() + match.start()
            if _shaped(token) and not any(a <= start < b for a, b in links):
                yield start, start + len(token)


# A line that is a label and a password-shaped value, as in a list of accounts: "Kobo:
# %Lisboa2003", "Netflix: Quetzal.tamborim.7 <- new".
_LABELLED = re.compile(
    r"(?m)^[ \t]*[^\W\d][\w .'\-]{1,30}[ \t]*:[ \t]*(\S{6,40})[ \t]*(?:(?:<-|<--|←|\().*)?$"
)


def labelled(text: str) -> Iterator[Span]:
    """Password-shaped values on lines of the form "label: value"."""
    for line in _LABELLED.finditer(text):
        value = line.group(1)
        signs = any(c in _SIGNS for c in value)
        if _shaped(value) and (signs or _DOTTED.match(value)):
            yield line.start(1), line.end(1)


# Digits that open something: "the lockbox opens with 2500", "punch in 8588 and hit OFF".
OPENS_WITH = re.compile(
    r"\b(?:lock ?box|key ?box|alarm|gate|door|safe|portal|garage|portail|porte|portón|puerta"
    r"|tor|tür|schlüsselkasten|boîte à clés|caja de llaves|tresor|coffre|caja fuerte|cadenas"
    r"|candado|padlock|keypad|pav[ée] numérique|puk|zahlenschloss|fahrradschloss|bike lock"
    r"|combination lock|cadenas à code|candado de combinación)[^.!?\n]{0,40}?"
    r"(?:\bopens? with|\bopen it with"
    r"|\bis set to|\bset to|\bist eingestellt auf|\best réglé sur|\bestá puesta en|\s->|\s→|:"
    r"|code\b[^.!?\n\d]{0,40}?\b(?:now it's|it's now|is now|now|is|ist jetzt|ist|est"
    r"|maintenant|es|ahora)"
    r"|\bpunch in|\benter|\btype|\bkey in|\btape[sz]?|\bmarque[sz]?|\bmarca|\bgeht mit"
    r"|\böffnet mit|\btipp\w*|\bs'ouvre avec|\bouvre avec|\bse abre con|\babre con|\bcode"
    r"|\bpin)\s+(\d{3,8})\b(?![ \-]?\d)"
    r"|\b(?:punch in|key in|tippe|tape|marca|enter)\s+(\d{4,8})\b(?=[^.!?\n]{0,30}\b(?:off|ok"
    r"|enter|ent|bell|cloche|campana|klingel|hit|press|drück|appuie|pulsa))",
    re.IGNORECASE,
)
# Credentials in commands and headers: curl -u user:pass, Authorization: Bearer ..., .pgpass.
IN_COMMANDS = re.compile(
    r"(?:\s-u|--user)\s+[^\s:]+:(\S+)"
    r"|\b(?:Bearer|Basic|Token)\s+([A-Za-z0-9._~+/=\-]{16,})"
    r"|\bpgpass\b[^\n]*?(?:[^\s:]+:){4}(\S+)",
)


# A PIN's digits a few words after its name, with no sentence break or number between.
_FAR_DIGITS = re.compile(r"(?:\s+[^\s\d.!?,;:]+){1,4}\s+(\d{3,8})\b(?![.,]\d)")
_YEAR = re.compile(r"(?:19|20)\d\d")


def password_like(word: str) -> bool:
    """Whether a credential word names a password (not a PIN, a key or a token)."""
    return any(part in word for part in ("pass", "pwd", "pw", "contraseña", "kennwort", "mdp"))


# A value no one would write as a word: a word glued to three digits or more, with a small
# letter in it ("Quasar8161", not "RTX4090"), or letters and digits with a sign inside
# ("m@ng0_95p"): never an address, a handle or a hashtag.
_GLUED = re.compile(r"(?=[^\s]*[a-z])[A-Za-z]{4,}\d{3,}[!?#$%&*+=@~]?")
_LEET_SIGNS = set("@_!#$%&*+=?~")


def made_up_word(token: str) -> bool:
    """Whether ``token`` is shaped like a password typed in passing (see :data:`_GLUED`)."""
    token = token.rstrip(".,;:")
    if _GLUED.fullmatch(token):
        return True
    inner = token[1:-1]
    return (
        len(token) >= 6
        and token[0].isalnum()
        and any(c.isalpha() for c in token)
        and any(c.isdigit() for c in token)
        and any(c in _LEET_SIGNS for c in inner)
        and _NOT_SHAPED.match(token) is None
        and not ("@" in token and "." in token.split("@")[-1])
    )


def scrambled(value: str) -> bool:
    """Whether a value of letters only switches case so often, or puts capitals where no
    word starts, as no word or name does ("EviJeJwTniVuvX"; "JavaScript" and "YouTubeTV" do
    not)."""
    if len(value) < 10 or not value.isalpha():
        return False
    switches = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(value))
    if switches >= 6:
        return True
    # Capitals that start no word: one between two small letters, or two after a small one
    # ("BSvzxSrDFaiq"); words glued in camel case ("KupferSchnee", "XMLHttpRequest") have none.
    inside = sum(c.isupper() for c in value[1:])
    return inside >= 3 and _STRAY_CAPITALS.search(value) is not None


_STRAY_CAPITALS = re.compile(r"[A-Z][a-z][A-Z]|[a-z][A-Z]{2}")


# A login given as "user / password" without a colon: "the N26 app → user me@x.example /
# h@rb0r_85a", "mein Login lautet admin / qu@s@r_71b".
_USER_PAIR = re.compile(
    r"\b(?:user(?:name)?|login|log-?in|benutzer(?:name)?|usuario|utilisateur|identifiant"
    r"|account|konto|cuenta|compte|zugang|acceso|accès|anmeldung|connexion|identifiants"
    r"|zugangsdaten|credentials|credenciales)\b"
    r"[^\n/]{0,50}?\s([\w.@+\-]+)[ \t]*//?[ \t]*([^\s/]{6,64})",  # "bob // hunter2" too
    re.IGNORECASE,
)


# ...or before one: "nadia.h / hamster1986 is the login for X", "bob / Kaktus#77 sind meine
# Zugangsdaten", "ce sont mes identifiants".
_PAIR_NAMED_AFTER = re.compile(
    r"(?<![\w.@+\-])[\w.@+\-]{2,64}[ \t]*/[ \t]*([^\s/]{6,64})\s+(?:is|are|was|were|ist|sind"
    r"|war|waren|est|sont|c'est|es|son|era|eran)\s+(?:(?:the|my|our|your|his|her|mein\w*|die"
    r"|der|das|unser\w*|le|la|les|mon|ma|mes|notre|el|la|los|mi|mis|su|sus|nuestr\w*)\s+)?"
    r"(?:login|log-?in|sign-?in|credentials|account|zugang\w*|anmelde\w*|login-?daten"
    r"|identifiants|accès|connexion|credenciales|acceso|cuenta|usuario)\b",
    re.IGNORECASE,
)


def user_pairs(text: str) -> Iterator[Span]:
    """The password of each "user / password" pair beside a word for a login."""
    pairs = [m.span(2) for m in _USER_PAIR.finditer(text)]
    pairs += [m.span(1) for m in _PAIR_NAMED_AFTER.finditer(text)]
    for start, end in pairs:
        value = text[start:end].rstrip(".,;:")
        if made_up_word(value) or _shaped(value) or logins.made_up(value):
            yield start, start + len(value)


def in_path(text: str, start: int, end: int) -> bool:
    """Whether the word at ``start:end`` is a part of a path or a file name
    ("~/code/app/reset.py", "docs/password/README"), not a name given a value."""
    return text[start - 1 : start] in ("/", "\\") or text[end : end + 1] in ("/", "\\")


def password_after(word: str, rest: str) -> tuple[int, int] | None:
    """Where in ``rest`` a made-up value given a few words after the password ``word`` stands
    ("nueva contraseña tras el reseteo Quasar8161"), or ``None``."""
    if not password_like(word):
        return None
    for index, token in enumerate(re.finditer(r"\S+", rest)):
        if index >= 6:
            break
        if made_up_word(token.group()):
            return token.start(), token.start() + len(token.group().rstrip(".,;:"))
        if token.group()[-1] in ".!?:":
            break  # the sentence ended before any value
    return None


def pin_like(word: str) -> bool:
    """Whether a credential word names a number (a PIN, a code): digits are its value."""
    return any(part in word for part in ("pin", "code", "zahl", "código", "nummer"))


def pin_after(word: str, rest: str) -> tuple[int, int] | None:
    """Where in ``rest`` the number of the PIN ``word`` names stands, a few words on
    ("digicode de l'immeuble 4527"), or ``None``; a year is never one. For a password word,
    a made-up value a few words on (:func:`password_after`)."""
    if not pin_like(word):
        return password_after(word, rest)
    far = _FAR_DIGITS.match(rest)
    if far is None or _YEAR.fullmatch(far.group(1)):
        return None
    return far.start(1), far.end(1)


# Who is spoken of or to: a pronoun is never a credential's value ("the token system at the
# counter: you get a number and wait").
_PRONOUNS = frozenset(
    "i you he she we they me him us them it du er sie wir ihr ich je tu il elle nous vous ils"
    " elles on yo él ella nosotros vosotros ellos ellas usted ustedes".split()
)
# A unit after a number: the number is an amount ("4378 g de beurre", "250 ml", "12 kg").
_UNIT = re.compile(
    r"[ \t]?(?:g|kg|mg|gr|grams?|gramm|grammes?|gramos?|ml|cl|dl|l|litres?|liters?|liter|litros?"
    r"|oz|lbs?|pounds?|cups?|tasses?|tazas?|tbsp|tsp|cm|mm|km|%|°c?|€|\$|eur|euros?|min"
    r"|minutes?|minuten|minutos?|hours?|heures?|stunden|horas?)(?![\w])",
    re.IGNORECASE,
)


def not_a_value(text: str, token: str, begin: int) -> bool:
    """Whether the word a credential word is joined to names no credential: a pronoun, or a
    number that a unit makes an amount."""
    if token.lower().strip(".,!?") in _PRONOUNS:
        return True
    return token.isdigit() and _UNIT.match(text, begin + len(token)) is not None


# A credential named back after one was given: "(the old one was tiburon54?)", "l'ancien
# était ...", "der alte war ...", "la anterior era ...".
_NAMED_BACK = re.compile(
    r"\b(?:the (?:old|previous|former|last|new|current|other) one|l'(?:ancien|ancienne)"
    r"|le précédent|la précédente|(?:der|die|das) (?:alte|vorherige|neue)|(?:el|la) (?:anterior"
    r"|viej[oa]|antigu[oa]|nuev[oa]))\s+(?:was|is|war|ist|était|est|era|es)\s+(\S{6,64})",
    re.IGNORECASE,
)
# A service given a handle and a made-up value: "netflix is ana.b and Kr4ken-77".
_HANDLE_AND = re.compile(
    r"(?:\s(?:is|are|ist|sind|est|c'est|es|son)|[:=])\s+[a-z][a-z0-9]*[._][a-z0-9._]+"
    r"\s+(?:and|und|et|y|&|\+)\s+(\S{6,64})",
    re.IGNORECASE,
)
# A password set to a value, in French: "j'ai remis le mot de passe à ...", "changé mon mdp
# en ..." ("à" and "en" are too common to join a credential to its value elsewhere).
_RESET_TO = re.compile(
    r"\b(?:remis|réinitialisé|changé|mis|passé)\s+(?:le|mon|ton|son|notre|votre)\s+"
    r"(?:mot de passe|mdp|code)\s+(?:à|en|sur)\s+(\S{6,64})",
    re.IGNORECASE,
)
# A name mapped to a value by an arrow at the end of a line: "Pleo -> W@ldk4uz99".
_ARROWED = re.compile(
    r"(?m)(?:^|:)[ \t]*[A-Z][\w.\-]{1,30}[ \t]*(?:->|→|=>)[ \t]*(\S{6,40})[ \t]*$"
)
# A key named for a service (or the speaker's) with a long hexadecimal value: "the Acme key
# is 9f86d0...". A hash is called a hash, a checksum or a commit; a cache key is no secret.
_KEYED_HEX = re.compile(
    r"(?:\b[A-Z][\w\-]+|\b(?:my|our|your))\s+key(?:\s+(?:is|was)\s+|\s*[:=]\s*)"
    r"([0-9a-fA-F]{32,})\b"
)


def told_beside(text: str) -> Iterator[Span]:
    """Passwords given beside another credential or a name: named back after a first one,
    after a handle, after an arrow, set "à" a value (French), and hexadecimal keys named for
    a service."""
    spoken = _CONTEXT.search(text) is not None
    for pattern in (_NAMED_BACK, _HANDLE_AND, _ARROWED, _RESET_TO):
        if pattern is _NAMED_BACK and not spoken:
            continue
        for match in pattern.finditer(text):
            value = match.group(1).rstrip(".,;:)")
            if pattern is _ARROWED and value.isalnum():
                continue  # "Olympics -> Paris2024": a name with a year, no sign
            # named back as a credential, letters with a digit or a sign are enough
            named = pattern in (_NAMED_BACK, _RESET_TO) and logins.made_up(value)
            if _shaped(value) or made_up_word(value) or named:
                yield match.start(1), match.start(1) + len(value)
    yield from (m.span(1) for m in _KEYED_HEX.finditer(text))
    for opened in _OPENED_WITH.finditer(text):
        if not _YEAR.fullmatch(opened.group(1)) and not _UNIT.match(text, opened.end(1)):
            yield opened.span(1)


# A lock, an alarm or a safe opened or turned off with a number: that number is its PIN
# ("the alarm is disarmed with 4417", "la alarma se desactiva con ...", "der Tresor geht
# mit ... auf", "l'alarme se coupe avec ...").
_OPENED_WITH = re.compile(
    r"\b(?:alarm\w*|door|gate|safe|lock|padlock|locker|keypad|alarma|puerta|portón|caja fuerte"
    r"|candado|taquilla|alarme|porte|portail|coffre(?:-fort)?|cadenas|casier|tür|tor|tresor"
    r"|schloss|spind)\b[^\n.!?\d]{0,40}?\b(?:with|using|con|avec|mit)\s+"
    r"(?:the |el |le |la |dem |der )?(?:code |código |pin |zahl )?(\d{4,8})"
    # ...where the number ends the clause: "opened with 1000 people waiting" counts people
    r"(?=\s*(?:$|[,;:!?)\n]|\.(?!\d)|(?:and|und|et|y|but|aber|mais|pero|ojo|btw|ok|aus|auf"
    r"|ab|please|bitte|merci|gracias|thanks|danke)\b))",
    re.IGNORECASE,
)
