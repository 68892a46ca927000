"""Secrets and identity numbers in text, found without a model: what memory must never keep.

A model's ``privacy_class`` label is a hint; this module decides. :func:`findings` looks for
four kinds, by the structure of what is said rather than by listing phrasings:

- **secrets**: a value given for a credential, in any of the languages we screen (English,
  German, French, Spanish): "my password is ...", "Passwort: ...", "le code de la porte est
  ...", "usa la clave ...", a user and password pair, a key or value assignment
  (``DB_PASSWORD=...``, ``"api_key": "..."``), a password in a URL; credentials in the shapes
  their issuers give them (:data:`ISSUED`); and long runs of random-looking characters with no
  word beside them.
- **payment cards, IBANs and national ids** (:mod:`.numbers`): shape, checksum, and what the
  number is called.

Facts that look like secrets stay as they are: "I reset my password to regain access", a PIN
pad, a token bucket, URLs and paths, hashes and UUIDs, versions, phone numbers, order and
tracking numbers. Everything is linear in the text.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from urllib.parse import unquote

from episodic.governance.gate import accounts, carriers, logins, numbers, passwords
from episodic.governance.gate.text import FUNCTION_WORDS, base64_text

__all__ = [
    "ISSUED",
    "KINDS",
    "NAMES",
    "Finding",
    "findings",
    "names_credential",
    "redact",
    "value_of_credential",
]

#: What a finding can be, and how its redaction reads.
KINDS = {
    "secret": "[redacted secret]",
    "card_number": "[redacted card number]",
    "iban": "[redacted IBAN]",
    "national_id": "[redacted national id]",
}
#: Each kind as a sentence names it.
NAMES = {
    "secret": "a secret (a password, key or token)",
    "card_number": "a payment card number",
    "iban": "a bank account number (IBAN)",
    "national_id": "a national identity number",
}


@dataclass(frozen=True, slots=True)
class Finding:
    """One sensitive value in a text.

    Attributes:
        kind: ``secret``, ``card_number``, ``iban`` or ``national_id``.
        start: Where the value starts in the text.
        end: Where it ends.
    """

    kind: str
    start: int
    end: int


Span = tuple[int, int]

#: Credentials in the shapes their issuers give them (cloud, code hosts, chat, payments, model
#: vendors, package registries), JSON web tokens and private key blocks.
ISSUED = re.compile(
    r"\b(?:(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[0-9A-Z]{16}"
    r"|sk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\d\d-)?[A-Za-z0-9_\-]{20,}"
    r"|(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}"
    r"|glpat-[A-Za-z0-9_\-]{20,}|glptt-[A-Za-z0-9_\-]{20,}"
    r"|xox[abposr]-[A-Za-z0-9\-]{10,}|xapp-\d-[A-Za-z0-9\-]{10,}"
    r"|(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,}"
    r"|AIza[0-9A-Za-z_\-]{35}|ya29\.[0-9A-Za-z_\-]{20,}|GOCSPX-[0-9A-Za-z_\-]{20,}"
    r"|(?:SK|AC)[0-9a-f]{32}|SG\.[A-Za-z0-9_\-]{16,}\.[A-Za-z0-9_\-]{16,}"
    r"|npm_[A-Za-z0-9]{36}|pypi-AgE[A-Za-z0-9_\-]{50,}"
    r"|key-[0-9a-f]{32}|[0-9a-f]{32}-us\d{1,2}|shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32}"
    r"|do[opr]_v1_[a-f0-9]{64}|hf_[A-Za-z]{30,}|dapi[0-9a-f]{32}"
    r"|lin_api_[A-Za-z0-9]{40}|(?:secret|ntn)_[A-Za-z0-9]{43,}|PMAK-[A-Za-z0-9\-]{30,}"
    r"|hvs\.[A-Za-z0-9_\-]{24,}|gl(?:c|sa)_[A-Za-z0-9_\-=+/]{30,}|sntrys_[A-Za-z0-9_\-=+/]{30,}"
    r"|NRAK-[A-Z0-9]{27}|ATATT3[A-Za-z0-9_\-=]{30,}|AGE-SECRET-KEY-1[0-9A-Z]{50,}"
    r"|sq0(?:atp|csp)-[A-Za-z0-9_\-]{22,}|dp\.st\.[A-Za-z0-9_\-.]{20,}"
    r"|\d{8,10}:AA[A-Za-z0-9_\-]{33}"
    r"|eyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,})"
    r"|hooks\.slack\.com/services/[A-Za-z0-9/]{20,}"
    r"|AccountKey=[A-Za-z0-9+/=]{20,}"
)
# A private key block, whole.
_PEM = re.compile(
    r"-----BEGIN [A-Z ]*PRIVATE KEY( BLOCK)?-----.*?"
    r"(?:-----END [A-Z ]*PRIVATE KEY( BLOCK)?-----|\Z)",
    re.DOTALL,
)
# A password in a URL: scheme://user:password@host.
_URL_PASSWORD = re.compile(r"\b[a-z][a-z0-9+.\-]*://[^\s:/@]*:([^\s@/]+)@", re.IGNORECASE)

# The words that name a credential, in the four languages; "(?:...)?" keeps compounds whole.
_CREDENTIAL = re.compile(
    r"(?<![\w\-])(?:"
    r"pass(?:words?|wd|phrase|code)?|pass phrase|pwd|pw|pin(?:[ \-]?(?:code|number|nummer))?"
    r"|login|log-?in credentials|credentials?|creds|secret(?: key)?|api[ _\-]?key"
    r"|access[ _\-]?key|[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?:pass(?:word)?|pwd|token|secret|key)"
    r"|(?:encryption|license|licence|hmac|signing|master|shared|backup|webhook|client)[ \-]?"
    r"(?:key|secret)|clé (?:hmac|de chiffrement|de licence|partagée)|clave (?:de cifrado"
    r"|de licencia|hmac|compartida)|(?:verschlüsselungs|lizenz|hmac)-?schlüssel|contra"
    r"|(?:recovery|seed|unlock|secret|master|backup) (?:phrase|words)|[\w\-]+phrase"
    r"|frase secreta|frase de recuperación|digicode|número secreto|geheimnummer|[\w]+-pin"
    r"|phrase de (?:récupération|sauvegarde)|code de (?:la )?carte"
    r"|private[ _\-]?key|(?:auth|access|bearer|refresh|api|bot)[ _\-]?token|token"
    r"|x-[a-z\-]*(?:key|token|secret)|puk(?:[ \-]?(?:code|number|nummer))?"
    r"|(?:aes|rsa|hmac|gpg|pgp|wireguard|encryption|decryption|signing|age)[ \-]?key|cl[ée] aes"
    r"|clave aes|(?:wiederherstellungs|seed)-?(?:wörter|phrase|sätze)|mnemonic|seed phrase"
    r"|mots de récupération|phrase mnémonique|palabras (?:de recuperación|semilla)"
    r"|(?:door|alarm|gate|access|entry|security|wi-?fi|safe|lock|unlock|garage|locker|keypad"
    r"|phone|sim|voicemail|bank|atm|card"
    r"|backup|recovery|verification|one-time|2fa|otp)[ \-]code"
    r"|[\w\-]*passwort|[\w\-]*kennwort|passphrase|zugangsdaten|zugangs-?code|geheimzahl"
    r"|geheimcode|(?:tür|tor|alarm|sicherheits|tresor|entsperr)-?code|pin-code"
    r"|[\w\-]*schlüssel|zugriffs-?token"
    r"|mot de passe|mdp|phrase (?:de passe|secrète)|code (?:secret|pin|d'accès|de la porte"
    r"|d'alarme|du portail)|identifiants|clé (?:api|secrète|d'accès|privée)|jeton"
    r"|contraseña|frase de contraseña|clave(?: api| secreta| de acceso| privada)?|credenciales"
    r"|código(?: pin| de acceso| secreto| de la puerta| de alarma)?|(?:the )?code"
    r")(?![\w\-])",
    re.IGNORECASE,
)
# A field named in camel case for a credential: "authKey", "pushToken", "secretAccessKey".
_CAMEL = re.compile(
    r"(?<![\w\-])[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*(?:Key|Token|Secret|Password|Pwd|Pin)(?![\w\-])"
)
# After a credential word, what joins it to its value: "is", a colon, an arrow, "lautet".
_JOIN = re.compile(
    r"(?:\s*(?:[:=→|]|->|=>)\s*|'s\s+|,?\s+(?:is|are|was|were|will be|should be|=|ist|sind"
    r"|has the value|hat den wert|a la valeur|tiene el valor|with the value|mit dem wert"
    r"|is set to|is now|lautet|lauten|war|est|sont|était|sera|c'est|es|son|era|será|set to"
    r"|changed to"
    r"|reset to|vaut|vale|ist gesetzt auf|it's now|c'est maintenant|ahora es|jetzt ist es"
    r"|now)\s+(?:(?:now|still|jetzt|noch|toujours|encore|todavía|aún)\s+)?(?:[:=]\s*)?)"
    # Weak joins: a value follows "to", "auf", "en", "a", "with" only if it looks made up.
    r"|(?P<weak>,?\s+(?:to|auf|in|en|a|with|mit|avec|con|it'?s|it is)\s+)",
    re.IGNORECASE,
)
# ...and words that say what state a credential is in ("expired", "abgelaufen").
_STATE = frozenset(
    """
    expired expires expiring wrong weak strong long short correct incorrect invalid valid
    required optional missing empty blank reset changed rotated revoked locked blocked
    compromised leaked stolen lost forgotten saved stored hidden shown set unset known unknown
    fixed sorted solved resolved réglé réglée résolu résolue resuelto solucionado gelöst
    different secure insecure easy hard simple complex temporary permanent case sensitive
    needed necessary mandatory broken working fine ok okay good bad new old same-as pending
    sent attached done fine fait erledigt hecho listo annoying nervig pénible molesto
    abgelaufen falsch richtig korrekt ungültig gültig neu alt gleich leer gesperrt
    zurückgesetzt geändert vergessen gespeichert sicher unsicher
    expiré expirée faux fausse bon bonne nouveau nouvelle ancien vide bloqué bloquée oublié
    oubliée changé changée enregistré sûr
    caducado caducada incorrecto incorrecta correcto correcta nuevo nueva viejo vacío
    bloqueado bloqueada olvidado olvidada cambiado guardado seguro
    """.split()
)
_NOT_VALUE = FUNCTION_WORDS | _STATE
# Nouns that follow a credential word to name something else: a password manager, a PIN pad.
_COMPOUND = frozenset(
    """
    policy policies manager managers reset resets page pages field fields prompt prompts hint
    hints requirement requirements rule rules length strength change changes expiry history
    file files vault protection entry dialog screen form box pad pads bucket buckets
    rotation lifetime ttl limit limits count format type refresh endpoint url header store
    generator check checker strategy review reviews leak leaks breach login flow auth based
    less free protected holder holders cache usage budget window counter counts reader
    santa service services sharing management handling validation verification storage
    richtlinie manager feld seite regeln länge wechsel politique gestionnaire champ page
    règles longueur política gestor campo página reglas longitud
    postal postale tracking error errors promo promotional discount coupon voucher referral
    source exit status response country area currency airport iso swift bic sort routing
    review reviews snippet block blocks editor base quality style formatting coverage
    seguimiento descuento promocional país fuente área barras error errores postal
    suivi erreur réduction promotion pays source barres
    fehler rabatt gutschein länder quell sendungs réservation reserva reservation booking
    """.split()
)
_QUOTES = "\"'`\u201c\u201d\u201e\u2018\u2019\u201a\u00ab\u00bb\u2039\u203a"
_CLAUSE_END = re.compile(r"\s*(?:$|[.,;:!?)\n]|(?:and|und|et|y|but|aber|mais|pero)\b)", re.I)
_VALUE = re.compile(f"(?:[{_QUOTES}] ?)?(;?[^\\s{_QUOTES},;<>()\\[\\]{{}}]+)")
_WORD = re.compile(r"[^\W\d_][^\W\d_\-']*(?:-[^\W\d_]+)*", re.UNICODE)
# key = value and "key": "value", where the key names a credential (its last part does).
_ASSIGNMENT = re.compile(
    r"(?<![\w\-])[\"']?([A-Za-z][\w.\-]*)[\"']?\s*(?::=|[:=]|=>)\s*[\"'`]?([^\s\"'`,;}\]]+)"
)
_SECRET_KEY = re.compile(
    r"(?:^|[_.\-])(?:password|passwd|pwd|pass|passphrase|secret|token|api_?key|apikey"
    r"|access_?key|secret_?key|private_?key|signing_?key|encryption_?key|master_?key"
    r"|client_?secret|auth|credentials?|pin|otp|mot_?de_?passe|mdp|passwort|kennwort"
    r"|contrase(?:ñ|n)a|clave|cle|cl(?:é|e)_?secr(?:è|e)te|session_?id|sessid|sid|jsessionid"
    r"|phpsessid|csrf_?token|remember_?token)$"
    r"|(?<=[a-z])(?:Password|Passwd|Pwd|Pass|Secret|Token|ApiKey|Key|Pin)$",
)
_PLACEHOLDER = re.compile(
    r"^(?:\$\{?\w+\}?|\{\{.*\}\}|<[^>]*>|%\(\w+\)[sd]|%[sd]|\*+|x+|\.\.\.|…|null|none|nil|true|false"
    r"|undefined|redacted|\[redacted.*|env\(.*|changeme_later|%\w+%|\$\(.*\)|[a-z][\w+.\-]*://.*)$",
    re.IGNORECASE,
)
# A user and a password side by side after a sign-in word: "Login for X: bob / hunter2".
_PAIR = re.compile(
    r"\b(?:login|log-?in|sign-?in|account|user|acceso|connexion|zugang|anmeldung|benutzer)"
    r"\b[^:\n]{0,40}:\s*[\w.@\-]+\s*/\s*([^\s/]+)"
    # "log in as bob with hunter2", "melde dich als bob mit ... an", "entra como bob con ..."
    r"|\b(?:log-?\s?in|sign-?\s?in|connect|anmelden|melde dich|connecte-toi|entra|inicia"
    r" sesión)\s+(?:as|als|en tant que|comme|como)\s+[\w.@\-]+\s+(?:with|using|mit|avec"
    r"|con)\s+([^\s]+)"
    # "use hunter2 as the password", "nimm X als Passwort", "utilise X comme mot de passe"
    # "sign in to the test server with bob and hunter2", "connexion ... avec bob et ..."
    r"|\b(?:log-?\s?in|sign-?\s?in|connexion|connecte-toi|entrar|acceso|anmelden|anmeldung"
    r"|login)\b[^\n.]{0,50}?\b(?:with|avec|con|mit)\s+[\w.@\-]+\s+(?:and|et|y|und)\s+(\S+)"
    r"|\b(?:use|using|nimm|benutze|verwende|utilise|usa|utiliza)\s+([^\s]+)\s+(?:as|als"
    r"|comme|como)\s+(?:the |my |your |das |dein |le |mon |ton |la |el |mi |tu )?(?:password"
    r"|passphrase|pin|passwort|kennwort|mot de passe|contraseña|clave)\b",
    re.IGNORECASE,
)
_LONG = re.compile(r"(?<![\w/.\-:=])[A-Za-z0-9+/=_\-!@#$%^&*?~.]{16,}(?![\w/:])")


def findings(text: str) -> list[Finding]:
    """Every sensitive value in ``text``, in order, overlaps merged (the first kind found
    for a place wins)."""
    found: list[Finding] = []
    for kind, spans in (
        ("secret", _secrets(text)),
        ("card_number", numbers.cards(text)),
        ("iban", numbers.ibans(text)),
        ("national_id", numbers.national_ids(text)),
    ):
        found += [Finding(kind, start, end) for start, end in spans if end > start]
    found.sort(key=lambda f: (f.start, -f.end))
    merged: list[Finding] = []
    for finding in found:
        if merged and finding.start < merged[-1].end:
            last = merged[-1]
            merged[-1] = Finding(last.kind, last.start, max(last.end, finding.end))
        else:
            merged.append(finding)
    return merged


def redact(text: str) -> tuple[str, tuple[str, ...]]:
    """``text`` with each finding replaced by a label (``[redacted card number]``), and the
    kinds found (empty: nothing sensitive, the text returned as it is).

    Example:
        >>> redact("Mein WLAN-Passwort lautet Sommer2024!")
        ('Mein WLAN-Passwort lautet [redacted secret]', ('secret',))
        >>> redact("I reset my password to regain access.")
        ('I reset my password to regain access.', ())
    """
    found = findings(text)
    if not found:
        return text, ()
    parts, last = [], 0
    for finding in found:
        parts += [text[last : finding.start], KINDS[finding.kind]]
        last = finding.end
    parts.append(text[last:])
    return "".join(parts), tuple(dict.fromkeys(f.kind for f in found))


def _secrets(text: str) -> Iterator[Span]:
    public = [m.span() for m in _PUBLIC.finditer(text)]
    named = list(accounts.names(text))  # a user name given beside a password is no secret
    for start, end in _found_secrets(text):
        if not any(a <= start < b for a, b in public) and not accounts.within(named, start, end):
            yield start, end


# What looks like a key and is public: a package's integrity hash, an SSH public key.
_PUBLIC = re.compile(
    r"\bsha(?:256|384|512)-[A-Za-z0-9+/=]{40,}|\bage1[02-9ac-hj-np-z]{58}\b"
    r"|\bSHA256:[A-Za-z0-9+/]{43}(?![\w+/])|\bMD5(?::[0-9a-f]{2}){16}\b"
    r"|\b(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)"
    r" AAAA[A-Za-z0-9+/=]+"
    # a key called public, up to its value ("the public key for the VPN peer is fUKU...=")
    r"|\b(?:public key|öffentliche[rn]? schlüssel|clé publique|clave pública|pubkey)\b"
    r"[^\n]{0,60}?[A-Za-z0-9+/]{40,}=*"
    # inline content (an image in a signature), not a credential
    r"|\bdata:[\w.+-]+/[\w.+-]+;base64,[A-Za-z0-9+/]+=*"
)


def _found_secrets(text: str) -> Iterator[Span]:
    yield from (m.span() for m in ISSUED.finditer(text))
    yield from carriers.card_codes(text)
    yield from carriers.seed_phrases(text)
    yield from carriers.in_links(text)
    yield from carriers.in_headers(text)
    yield from carriers.recovery_codes(text)
    yield from carriers.setup_keys(text)
    yield from (m.span() for m in _PEM.finditer(text))
    yield from (m.span(1) for m in _URL_PASSWORD.finditer(text))
    yield from _credential_values(text)
    yield from _assignments(text)
    yield from passwords.shaped_in_context(text)
    yield from passwords.labelled(text)
    yield from passwords.user_pairs(text)
    yield from (*logins.for_site(text), *logins.sign_in_pairs(text), *logins.word_phrases(text))
    yield from passwords.told_beside(text)
    for found in (*passwords.OPENS_WITH.finditer(text), *passwords.IN_COMMANDS.finditer(text)):
        group = next(g for g in range(1, (found.lastindex or 0) + 1) if found.group(g))
        yield found.start(group), found.start(group) + len(_strip(found.group(group)))
    for pair in _PAIR.finditer(text):
        group = next(g for g in (1, 2, 3, 4) if pair.group(g) is not None)
        if _plausible(pair.group(group)) and (group != 3 or _made_up(_strip(pair.group(group)))):
            yield pair.start(group), pair.start(group) + len(_strip(pair.group(group)))
    links = [m.span() for m in passwords.URL.finditer(text)]
    for match in _LONG.finditer(text):
        if any(start <= match.start() < end for start, end in links):
            continue  # a link's path and query are addresses (a key in a query is assigned)
        if _random_looking(match.group().rstrip(".")):
            yield match.start(), match.start() + len(match.group().rstrip("."))


def _credential_values(text: str) -> Iterator[Span]:
    """The value given for each credential word: after "is", a colon or an arrow, any value
    that is not a word describing the credential; right after the word, a value that looks
    made up (letters with digits or symbols, or digits for a PIN or a code)."""
    named = sorted([*_CREDENTIAL.finditer(text), *_CAMEL.finditer(text)], key=lambda m: m.start())
    for match in named:
        word = match.group().lower()
        rest = text[match.end() : match.end() + 160]
        if _names_something_else(text, match, rest) or passwords.in_path(text, *match.span()):
            continue
        join, owner = _joined(rest)
        start = match.end() + (join.end() + owner if join else 0)
        value = _VALUE.match(text, start) if join else _VALUE.match(text, _skip_space(text, start))
        if value is None:
            continue
        far = passwords.pin_after(word, rest) if join is None else None
        if far is not None:  # "digicode de l'immeuble 4527": a few words after its name
            yield match.end() + far[0], match.end() + far[1]
            continue
        token, begin = value.group(1), value.start(1)
        if passwords.not_a_value(text, token, begin):
            continue  # "you get number 180", "c'est 250 g de beurre": a person, an amount
        if join is not None and not join.group("weak"):
            phrase = _passphrase(text, begin)
            if phrase is not None:
                yield begin, phrase
                continue
        if not _accepted(token, word, joined=join is not None):
            continue
        weak = join is not None and join.group("weak")
        if weak and (not _made_up(_strip(token)) or logins.host_name(_strip(token))):
            continue  # a plain word, or a place ("the key is read in on db1.example.de")
        # "is" joins a plain word only when the word ends the clause ("my password is
        # sunshine."), not when the sentence goes on ("the code is kept in the box").
        worded = join is not None and not re.search(r"[:=→>]|'s", join.group())
        # A number given for a PIN or a code is one whatever follows ("pin is 5599 dont tell").
        plain = not _made_up(_strip(token)) and not _strip(token).isdigit()
        if worded and plain and not _CLAUSE_END.match(text, begin + len(token)):
            continue
        yield begin, begin + len(_strip(token))


def _names_something_else(text: str, match: re.Match[str], rest: str) -> bool:
    """Whether a credential word names something else here: a compound ("password manager",
    "código postal", "code de suivi"), "secret" said of a thing ("the secret ingredient"), or
    a bare "code" that another word qualifies ("the tracking code", "error code")."""
    following = [w.lower() for w in _WORD.findall(rest[:40])[:3]]
    said_of = re.match(r"\s+([a-zà-ÿ]+)", rest)
    if match.group().lower() == "secret" and said_of:
        noun = said_of.group(1).lower()
        if noun not in _JOINS and noun not in FUNCTION_WORDS and noun not in ("vom", "for"):
            return True
    following = [w for w in following if w not in ("de", "du", "des", "d", "of")][:2]
    if following and following[0] in _COMPOUND:
        return True
    word = match.group().lower()
    if word in ("code", "the code", "código", "codigo"):
        if _SHOPPING.search(text[max(0, match.start() - 80) : match.end() + 80]):
            return True  # a discount code is printed for everyone to use
        before = _WORD.findall(text[max(0, match.start() - 30) : match.start()])
        qualifier = before[-1].lower() if before else ""
        return bool(qualifier) and qualifier not in FUNCTION_WORDS
    return False


_SHOPPING = re.compile(
    r"\b(?:checkout|promo\w*|discount|coupon|voucher|newsletter|flyer|off your|% off|rabatt\w*"
    r"|gutschein\w*|prospekt|réduction|remise|bon d'achat|descuento|cupón|boletín|folleto)\b",
    re.IGNORECASE,
)
# The words that join a credential to its value, to tell them from a noun after "secret".
_JOINS = frozenset("is was are were will should = ist lautet est es era".split())


def _joined(rest: str) -> tuple[re.Match[str] | None, int]:
    """The join after a credential word, allowing a few words between them that say whose
    credential it is ("password for the shared Jira account is ..."); and where it starts."""
    head = re.match(r"[^.!?\n:=→]{0,60}", rest)
    window = rest[: head.end() + 4] if head else rest[:4]
    weak = None
    for found in _JOIN.finditer(window):
        between = rest[: found.start()]
        if found.group().startswith("'s") and between:
            continue  # "my mum's place", "geht's wieder": another word's 's, not "password's"
        if re.match(r"\s*\d{3,}\b", between):
            break  # the value came first ("sim pin 787201 puk is in the drawer")
        if between.count("(") > between.count(")"):
            continue  # a verb inside an aside: "(I was asked to keep a copy)"
        said = re.sub(r"\([^()]*\)", " ", between)  # an aside does not part them
        if len(said.split()) > 6 or re.search(r"[,;]\s+\w+\s+\w+\s+\w+", said):
            continue
        if re.search(r"\b(?:which|who|that|welche[rs]?|qui|que|lo que|cual)\b", between, re.I):
            continue  # the verb belongs to a clause about something else
        if not found.group("weak"):
            return _JOIN.match(rest, found.start()), 0  # a strong join wins ("ist", ":")
        weak = weak or _JOIN.match(rest, found.start())
    return weak, 0


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at] in " \t":
        at += 1
    return at


_NUMBERED_WORDS = re.compile(r"(?:\d{1,2}[.)]\s*[^\W\d_]+(?:\s+|$)){3,24}")


def _passphrase(text: str, begin: int) -> int | None:
    """The end of a passphrase of plain words ("cobalt pickle ladder") that runs from
    ``begin`` to the end of its sentence (or its closing quote), or ``None``. A numbered list
    of words ("1. spindle 2. orchard 3. willow") is one too."""
    numbered = _NUMBERED_WORDS.match(text, begin)
    if numbered is not None:
        return numbered.end()
    line = re.match(f"[^\\n.!?;,(){_QUOTES}]*", text[begin:])
    run = line.group().rstrip() if line else ""
    words = run.split()
    if not 3 <= len(words) <= 8 or any(len(w) < 2 for w in words):
        return None
    if re.match(r"'\w", text[begin + len(run) :]):
        return None  # cut at an elision ("écrit à l'atelier"): a sentence that goes on
    if any(w.lower() in FUNCTION_WORDS or not _WORD.fullmatch(w) for w in words):
        return None
    if words[0][0].isupper() and not words[0].isupper():
        return None  # a sentence that goes on, not a phrase of lowercase words
    return begin + len(run)


def _accepted(token: str, word: str, *, joined: bool) -> bool:
    """Whether ``token`` is the value of the credential ``word`` names."""
    value = _strip(token)
    if len(value) < 3 or _PLACEHOLDER.match(value) or re.match(r"[a-z][\w+.\-]*://", value):
        return False
    if value.lower() in _NOT_VALUE:
        return False
    digits = value.isdigit()
    pin_like = passwords.pin_like(word) or "secret" in word
    if digits:
        return pin_like and 3 <= len(value) <= 12
    if pin_like and word in ("code", "the code") and not _made_up(value):
        return False
    if joined:
        return True
    return _made_up(value)


def _made_up(value: str) -> bool:
    """A value no sentence would hold as a word: letters with digits or symbols (a brand
    written with a capital inside, "eBay", is still a word)."""
    letters = any(c.isalpha() for c in value)
    digits = any(c.isdigit() for c in value)
    symbols = any(not c.isalnum() for c in value.strip("-")) and not logins.host_name(value)
    return (letters and (digits or symbols)) or passwords.scrambled(value)


def _strip(token: str) -> str:
    """A value without the sentence's final full stop or comma (a password may end in
    other punctuation, which stays)."""
    return token[:-1] if token.endswith((".", ",")) and len(token) > 1 else token


def _plausible(value: str) -> bool:
    value = _strip(value)
    return len(value) >= 4 and not _PLACEHOLDER.match(value) and value.lower() not in _NOT_VALUE


def names_credential(key: str) -> bool:
    """Whether a field or key name says its value is a credential (``password``,
    ``api_key``, ``DB_TOKEN``, ``client-secret``)."""
    key = key.strip()
    return len(key) <= 80 and (
        _SECRET_KEY.search(key) is not None or _SECRET_KEY.search(key.lower()) is not None
    )


def value_of_credential(value: str) -> bool:
    """Whether ``value``, given for a key that names a credential, is one (not a placeholder
    such as ``${TOKEN}``, an empty value or a link)."""
    return (
        _plausible(value)
        and not value.startswith("/")
        and not re.match(r"[a-z][\w+.\-]*://", value)
    )


# An environment variable given its value in words: "OKTA_CLIENT_SECRET is set to ...".
_SET_TO = re.compile(
    r"(?<![\w\-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\s+(?:is set to|set to|is now|is|equals|ist auf"
    r"|steht auf|ist|lautet|vaut|est|es|vale)\s+[\"'`]?([^\s\"'`,;}\]]+)"
)


def _assignments(text: str) -> Iterator[Span]:
    """``KEY=value``, ``"key": "value"`` and ``KEY is set to value`` where the key names a
    credential."""
    for match in [*_ASSIGNMENT.finditer(text), *_SET_TO.finditer(text)]:
        key, value = match.group(1), match.group(2)
        if not names_credential(key) or not value_of_credential(value):
            continue
        if value.startswith("<") and ">" in text[match.start(2) :].split("\n")[0]:
            continue  # "password: <from the vault>": a placeholder in words
        yield match.start(2), match.start(2) + len(_strip(value))


def _random_looking(value: str) -> bool:
    """A run of characters with the spread of a random one: several classes of character
    (capitals, small letters, digits, symbols), high entropy, and not hexadecimal (hashes and
    UUIDs are identifiers, not secrets)."""
    if re.search(r"%[0-9A-Fa-f]{2}", value):
        value = unquote(value)  # percent-encoded text is read as it decodes ("caf%C3%A9")
    if len(value) < 16 or _is_hex(value.replace("-", "")) or _path(value) or " " in value:
        return False  # a hash, a UUID, a path, or words
    if _encoded_words(value):
        return False  # base64 of a sentence: the words are the content, and they are screened
    classes = (
        any(c.isupper() for c in value),
        any(c.islower() for c in value),
        any(c.isdigit() for c in value),
        any(not c.isalnum() for c in value),
    )
    if not (classes[0] and classes[1] and classes[2]):
        # random strings of this length have capitals, small letters and digits, unless
        # they are long runs of one case and digits (base 36 keys)
        return len(value) >= 40 and classes[2] and (classes[0] != classes[1]) and _varied(value)
    counts = Counter(value)
    entropy = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())
    # A random string of n characters from a large alphabet has about log2(n) bits each.
    return entropy >= min(4.0, 0.8 * math.log2(len(value))) and _switches(value) >= len(value) / 3


def _encoded_words(value: str) -> bool:
    """Whether ``value`` is base64 of plain words ("aGVsbG8gd29ybGQ=" is "hello world"); a
    credential in base64 ("user:pass", random bytes) has no such reading."""
    if not re.fullmatch(r"[A-Za-z0-9+/]+={0,2}", value) or len(value) % 4:
        return False
    words = base64_text(value).split()
    return len(words) >= 2 and all(re.fullmatch(r"[^\W\d_]+[.,!?'\"]*", w) for w in words)


def _varied(value: str) -> bool:
    counts = Counter(value.lower())
    entropy = -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())
    return entropy >= 4.4 and _switches(value) >= len(value) / 3


def _path(value: str) -> bool:
    """Whether ``value`` reads as a path: slashes between parts most of which are words."""
    parts = [part for part in value.split("/") if part]
    if value.count("/") < 2 or not parts:
        return False
    worded = sum(1 for part in parts if re.fullmatch(r"[a-z0-9_.\-]+|[A-Z][a-z]+", part))
    return worded * 2 >= len(parts)


def _switches(value: str) -> int:
    """How often the character class changes along the value (words and numbers change it
    rarely; random strings often)."""

    def kind(char: str) -> int:
        return 0 if char.isupper() else 1 if char.islower() else 2 if char.isdigit() else 3

    return sum(kind(a) != kind(b) for a, b in itertools.pairwise(value))


def _is_hex(value: str) -> bool:
    return all(c in "0123456789abcdefABCDEF" for c in value)
