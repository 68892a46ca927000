"""Numbers that identify a person's money or a person: payment cards, IBANs, national ids.

Each is found by its shape and confirmed by its checksum, with ``python-stdnum`` doing the
arithmetic it already does well (IBAN mod 97, Luhn, Verhoeff, and each country's id rules).
Checksums alone are not enough: one random number in ten passes Luhn, so a 16-digit order
number that starts with 4 looks like a Visa card a tenth of the time. Two structural rules
keep such facts intact:

- **what the number is called**: a number labelled as an order, invoice, tracking number,
  reference, booking or ticket (in any of our languages) is that, not a card; and a number
  that starts with ``+`` or ``0`` is a phone number (no card issuer starts there);
- **ids need their name**: most national ids are short runs of digits with a weak check
  digit (a Canadian SIN, a PESEL, an Aadhaar number), so they count only when the text names
  them ("my SIN is ...", "Aadhaar", "Steuer-ID"). Shapes no ordinary number has (a dashed US
  SSN, a formatted CPF, a codice fiscale, a UK National Insurance number, a Spanish DNI with
  its letter, a Chinese resident id) count without one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from stdnum import iban, luhn
from stdnum.at import vnr
from stdnum.be import nn as be_nn
from stdnum.bg import egn
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.ch import ssn as ch_ssn
from stdnum.cl import rut
from stdnum.cn import ric
from stdnum.cz import rc as cz_rc
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.ec import ci as ec_ci
from stdnum.ee import ik as ee_ik
from stdnum.es import dni, nie
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.gb import nhs as gb_nhs
from stdnum.gr import amka
from stdnum.hr import oib
from stdnum.ie import pps
from stdnum.il import idnr as il_idnr
from stdnum.in_ import aadhaar, pan
from stdnum.is_ import kennitala
from stdnum.it import codicefiscale
from stdnum.kr import rrn
from stdnum.lt import asmens
from stdnum.mx import curp
from stdnum.my import nric
from stdnum.nl import bsn
from stdnum.no import fodselsnummer
from stdnum.pe import cui
from stdnum.pl import pesel
from stdnum.pt import nif as pt_nif
from stdnum.ro import cnp
from stdnum.se import personnummer
from stdnum.si import emso
from stdnum.sk import rc as sk_rc
from stdnum.th import pin as th_pin
from stdnum.tr import tckimlik
from stdnum.ua import rntrc
from stdnum.us import ssn
from stdnum.za import idnr as za_idnr

Span = tuple[int, int]

# 12 to 19 digits, single spaces or dashes between groups.
_CARD = re.compile(r"(?<![\w+\-.,/])(\+?)(\d(?:[ \-]{0,2}\d){11,18})(?![\w\-]|[.,]\d)")
# What a number is, said just before it: an order, an invoice, a parcel... not a card.
_NOT_CARD = re.compile(
    r"\b(order|invoice|tracking|track|reference|ref|booking|confirmation|ticket|case|shipment"
    r"|parcel|package|customer|member(ship)?|loyalty|serial|part|sku|isbn|ean|imei|barcode|po"
    r"|transaction|txn|receipt|policy|claim|request|application|registration|account|contract"
    r"|bestell\w*|bestellung|rechnung\w*|sendung\w*|referenz\w*|kunden\w*|auftrag\w*|buchung\w*"
    r"|vorgang\w*|vertrag\w*|commande|facture|suivi|colis|référence|dossier|réservation|contrat"
    r"|pedido|factura|seguimiento|referencia|reserva|envío|paquete|contrato|artikel\w*"
    r"|client|cliente|numéro|número|\w*nummer|nº|no|n°|#|paket|lieferung|meter|zähler\w*"
    r"|compteur|contador|medidor|id|identifier|kennung|identifiant|identificador)(?!\w)"
    r"[^\n\d]{0,32}$",
    re.IGNORECASE,
)
# Said of a card, just before it: a card however it starts.
_CARD_WORD = re.compile(
    r"\b(card|cc|visa|master\s?card|amex|american express|discover|maestro|mir|unionpay|jcb"
    r"|diners|credit|debit|karte|kreditkarten?\w*|ec-karte|carte|tarjeta|kartennummer"
    r"|card number|numéro de carte|número de tarjeta|firmenkarte|cb|carte bancaire|carte bleue)"
    r"\b[^.\n\d]{0,45}$",
    re.IGNORECASE,
)
# Paying with it, said right before it: "pay with", "charge", "zahl mit", "payer avec", "pagar
# con". A number one pays with is a card, whatever the sentence books or orders.
_PAID_WITH = re.compile(
    r"\b(?:pay|paying|paid|charge|charged|bill|zahl\w*|bezahl\w*|belast\w*|pay(?:er|ez|é)"
    r"|régler|réglez|pag(?:ar|a|ue|o|ué|ad)|cobr(?:ar|a|ad))\s+(?:(?:it|es|das|le|lo|la)\s+)?"
    r"(?:(?:with|mit|avec|con|on|sur|auf)\s+)?(?:(?:the|my|der|die|meiner|ma|la|mi)\s+)?$",
    re.IGNORECASE,
)
# Cards that are not for paying.
_OTHER_CARD = re.compile(
    r"\b(?:loyalty|member(?:ship)?|library|gift|sim|id|key ?|business|bonus|store|points"
    r"|kunden|mitglieds|bibliotheks|treue|geschenk|carte (?:de fidélité|vitale|d'identité"
    r"|cadeau|de membre)|tarjeta (?:de fidelización|sanitaria|de socio|regalo))\s*-?\s*"
    r"(?:card|karte|carte|tarjeta)?\s*(?:number|no\.?|nummer|numéro|número|#)?\s*:?\s*$",
    re.IGNORECASE,
)
# What a number is called right after it: "... is the shipment ID", "(tracking)".
_CALLED_AFTER = re.compile(
    r"\s*(?:is|was|ist|war|est|es|était|era)?\s*(?:the|my|our|a|an|der|die|das|le|la|el|un|una)?"
    r"\s*(?:\w+\s+)?(?:shipment|order|tracking|invoice|parcel|package|customer|reference|meter"
    r"|serial|ticket|booking|sendungs|bestell|rechnungs|commande|colis|facture|pedido|envío"
    r"|factura)\w*(?:\s+(?:id|number|no|nummer|numéro|número))?\b",
    re.IGNORECASE,
)
# Prefixes of RuPay and Troy cards, which ordinary numbers often start with.
_NEEDS_CARD_WORD = ("81", "82", "9792", "508", "1")
_IBAN = re.compile(r"(?<![\w])([A-Za-z]{2}\d{2}(?:[ ]?[A-Za-z0-9]){11,32})(?![\w])")

# A national id named in the text (each name with the ids it may be), then its number within a
# few words. A name that could be any id ("national id", "documento") tries them all.
_NAMES: tuple[tuple[str, tuple[Callable[[str], bool], ...]], ...] = (
    (
        r"ssn|social security(?: number)?|(?:my|your|his|her|their|\w+'s) social"
        r"|sozialversicherungs\w*|sécurité sociale|seguro social|seguridad social|ahv(?:-nummer)?"
        r"|avs|numéro avs|número avs"
        r"|seguro social",
        (ssn.is_valid, vnr.is_valid, ch_ssn.is_valid),
    ),
    (r"sin|nas|social insurance|assurance sociale", (sin.is_valid,)),
    (r"aadhaar(?:[ \-]?(?:number|nummer|numéro|número))?", (aadhaar.is_valid,)),
    (r"pan", (pan.is_valid,)),
    (r"codice fiscale", (codicefiscale.is_valid,)),
    (r"cpf", (cpf.is_valid,)),
    (r"personnummer|personennummer", (personnummer.is_valid,)),
    (r"cpr", (cpr.is_valid,)),
    (r"pesel", (pesel.is_valid,)),
    (
        r"steuer-?id|steuer-?identifikationsnummer|idnr|steuernummer|tax id|identifiant fiscal"
        r"|numéro fiscal|número fiscal",
        (idnr.is_valid,),
    ),
    (r"nir|numéro de sécu", (nir.is_valid,)),
    (r"bsn|burgerservicenummer|citizen service number", (bsn.is_valid,)),
    (r"dni|nie", (dni.is_valid, nie.is_valid)),
    (r"resident id|身份证|chinese id", (ric.is_valid,)),
    (r"hetu|henkilötunnus|personal identity code|personenkennung", (hetu.is_valid,)),
    (r"fødselsnummer|f\w*dselsnummer|fnr", (fodselsnummer.is_valid,)),
    (
        r"national register number|rijksregisternummer|nationalregisternummer|numéro de registre"
        r" national|registre national",
        (be_nn.is_valid,),
    ),
    (r"nif|contribuinte|número de contribuinte", (pt_nif.is_valid,)),
    (r"nhs(?: number| no\.?)?|chi number", (gb_nhs.is_valid,)),
    (r"rut|rol único tributario|run", (rut.is_valid,)),
    (r"cnp|cod numeric personal", (cnp.is_valid,)),
)
_ANY_ID = (
    r"national id(?:entity)?(?: number)?|id number|identity card|id card|ausweisnummer"
    r"|personal (?:code|id|number|identity code|identification number)|birth number"
    r"|geburtsnummer|einwohnernummer|resident registration number|numéro d'identité"
    r"|número de identidad|número personal|número de documento"
    r"|identity number|identification number|id code|citizen(?:'s)? (?:id|number)|egn|oib"
    r"|emšo|emso|amka|pps(?: number)?|curp|kimlik(?: no| numaras\u0131)?|kennitala|rrn|nric"
    r"|cédula(?: de identidad)?|rodné číslo|asmens kodas|isikukood|personas kods|personal code"
    r"|persönliche (?:kennung|nummer|identifikationsnummer)|personenkennziffer"
    r"|identifikationsnummer|numéro d'identification|code personnel|numéro personnel"
    r"|número de identificación|código personal|identificador personal|documento de identidad"
    r"|carte d'identité|documento|document number|passport(?: number| no\.?)?"
    r"|reisepass(?:nummer)?|passeport|pasaporte|driver'?s licen[cs]e(?: number)?"
    r"|führerschein(?:nummer)?|permis de conduire|licencia de conducir"
)
_ID_NAME = re.compile(
    "|".join(f"\\b(?P<n{i}>{pattern})\\b" for i, (pattern, _) in enumerate(_NAMES))
    + f"|\\b(?P<any>{_ANY_ID})\\b",
    re.IGNORECASE,
)
# The value after a named id: an id-like token (digits, perhaps letters and separators).
_ID_VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9.\-/ ]{3,22}[A-Za-z0-9]")
_LOOSE_ID = re.compile(r"[A-Za-z]{0,3}[\d\- ]{5,}[A-Za-z]?")
# A date is never an id, whatever document it is said of ("valid until 2027-12-19").
_DATE = re.compile(r"\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}")
# A price is never an id: "the passport photos cost CHF 35".
_PRICE = re.compile(
    r"(?:chf|eur|usd|gbp|€|\$|£|costs?|cost me|kostet|kosten|coûte|coûtent|cuesta|cuestan)\s*$",
    re.IGNORECASE,
)
_GENERIC_ID = re.compile(r"passport|reisepass|passeport|pasaporte|licen|führerschein|permis|id")
# From a named id to its value: a few words with no digit and no sentence end between.
_FIRST_NUMBER = re.compile(
    r"(?:[^\d\n.!?]|\b(?:no|nr|num|n°|nº)\.){0,60}?(?<![\w])([A-Za-z]{0,6}\d)", re.IGNORECASE
)
# Personal numbers of more countries, tried when a generic name says an id follows.
_MORE_IDS = tuple(
    module.is_valid
    for module in (
        *(egn, cz_rc, sk_rc, ee_ik, asmens, oib, emso, kennitala, amka, pps, curp),
        *(za_idnr, rrn, th_pin, nric, tckimlik, il_idnr, ch_ssn, vnr, ec_ci, cui, rntrc),
    )
)
_VALIDATORS = tuple(check for _, checks in _NAMES for check in checks) + _MORE_IDS
# Shapes only national ids have: found without their name.
_SSN = re.compile(r"(?<![\d\-])(\d{3})-(\d{2})-(\d{4})(?![\d\-])")
_CPF = re.compile(r"(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)")
_NINO = re.compile(
    r"\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"
)
_DNI = re.compile(r"\b[XYZ]?\d{7,8}[ \-]?[A-Z]\b")
_CODICE = re.compile(r"\b[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]\b", re.IGNORECASE)
_RIC = re.compile(r"(?<!\d)\d{17}[\dXx](?!\d)")
_NIR = re.compile(
    r"(?<!\d)(?<!\d )[12] ?\d{2} ?\d{2} ?(?:\d{2}|2[AB]) ?\d{3} ?\d{3} ?\d{2}(?![\d])"
)


# A card number named as a test one: providers publish these for checkout tests.
_TEST_CARD = re.compile(
    r"\btest(?:ing)?[ -]?(?:card|karte|mode|modus|mastercard|visa|amex|number|nummer)s?\b"
    r"|\b(?:checkout|payment) tests?\b|\btests? (?:du paiement|im checkout)\b|\btestkarte"
    r"|\b(?:carte|numéro|mode) de test\b|\bmode test\b|\b(?:tarjeta|número|modo) de pruebas?\b"
    r"|\bmodo (?:test|prueba)\b|\bprobar el pago\b|\bsandbox\b",
    re.IGNORECASE,
)


def cards(text: str) -> Iterator[Span]:
    """Payment card numbers: a known issuer's prefix and length, a valid Luhn digit, and not
    called something else (before it, or right after: "... is the shipment ID"); and the
    security code written after one (:func:`_security_code`)."""
    for match in _CARD.finditer(text):
        span = _card_span(text, match)
        if span is None:
            continue
        yield span
        code = _security_code(text, span[1])
        if code is not None:
            yield code


# The month of an expiry date right after a card number ("... 5685 11/26"), which the
# number's pattern takes for one more group of digits.
_EXPIRY_TAIL = re.compile(r"[ \-]{1,2}(?:0?[1-9]|1[0-2])$")
# A security code after a card (and its expiry): named by its short or long name.
_CODE_AFTER = re.compile(
    r"[ ,;]*(?:(?:exp\w*|valid\w*|gültig\w*|bis|ablauf\w*|vence|venc\w*|caduc\w*)\W{0,3})?"
    r"(?:\d{1,2}\s?/\s?\d{2,4})?[ ,;]*(?:cvv2?|cvc2?|csc|cid|ccv|crypto(?:gramme)?|prüfziffer"
    r"|prüfnummer|sicherheitscode|code de sécurité|código de seguridad|cód\. seguridad)"
    r"[\s:=]*(\d{3,4})(?!\d)",
    re.IGNORECASE,
)


def _security_code(text: str, end: int) -> Span | None:
    """Where the security code written right after a card number stands, or ``None``."""
    code = _CODE_AFTER.match(text, end)
    return code.span(1) if code else None


def _card_span(text: str, match: re.Match[str]) -> Span | None:
    """The span of the card number in ``match``, or ``None`` when it is no card."""
    start, end = match.span(2)
    tail = _EXPIRY_TAIL.search(match.group(2))
    if tail is not None and text.startswith("/", end):
        end = start + tail.start()  # a card number, then its expiry: "... 5685 11/26"
    digits = re.sub(r"\D", "", text[start:end])
    if match.group(1) or digits[0] == "0" or not _issuer(digits) or not luhn.is_valid(digits):
        return None
    if _named_otherwise(text, start, end, digits):
        return None
    return start, end


def _named_otherwise(text: str, start: int, end: int, digits: str) -> bool:
    """Whether the words around a card-shaped number say it is something else."""
    before = text[max(0, start - 60) : start]
    after = text[end : end + 40]
    if _OTHER_CARD.search(before):
        return True  # a loyalty, library or SIM card's number pays for nothing
    if _TEST_CARD.search(before + " " + after):
        return True  # a payment provider's published test number pays for nothing either
    paid = _CARD_WORD.search(before) or _PAID_WITH.search(before)
    if not paid and (_NOT_CARD.search(before) or _CALLED_AFTER.match(after)):
        return True
    # issuers whose prefixes ordinary numbers share count only when named
    return not paid and digits.startswith(_NEEDS_CARD_WORD)


def _issuer(digits: str) -> bool:
    """Whether the number starts as a payment card of its length does."""
    n, two, four = len(digits), int(digits[:2]), int(digits[:4])
    if digits[0] == "4":
        return n in (13, 16, 19)
    if 51 <= two <= 55 or 2221 <= four <= 2720:
        return n == 16
    if 2200 <= four <= 2204:  # Mir
        return 16 <= n <= 19
    if two in (34, 37):
        return n == 15
    if digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649 or two == 62:
        return 16 <= n <= 19
    if two in (50, 56, 57, 58, 63, 67) or digits.startswith(("6759", "676", "5018", "5020")):
        return 12 <= n <= 19  # Maestro
    if two in (60, 81, 82) or digits.startswith(("508", "9792")):
        return n == 16  # RuPay, Troy
    if two in (35, 36, 38, 39, 30):
        return 14 <= n <= 19
    if digits[0] == "1":
        return n == 15  # UATP
    return False


def ibans(text: str) -> Iterator[Span]:
    """IBANs of any country, in capitals or not, grouped or not: the longest start of the
    match that is a valid IBAN."""
    for match in _IBAN.finditer(text):
        raw = match.group(1)
        compact = raw.replace(" ", "").upper()
        for size in range(min(len(compact), 34), 14, -1):
            # The IBAN's own check digits and its country's shape; a bank's check digit
            # inside the account number is not asked for (a mistyped one is still an IBAN).
            if iban.is_valid(compact[:size], check_country=False):
                yield match.start(1), match.start(1) + _reach(raw, size)
                break


def _reach(raw: str, characters: int) -> int:
    """How far into ``raw`` its first ``characters`` non-space characters reach."""
    seen = 0
    for index, char in enumerate(raw):
        seen += char != " "
        if seen == characters:
            return index + 1
    return len(raw)


def national_ids(text: str) -> Iterator[Span]:
    """National identity numbers: named in the text and valid for some country, or in a
    shape only such ids have."""
    yield from _named(text)
    for match in _SSN.finditer(text):
        if ssn.is_valid("".join(match.groups())):
            yield match.span()
    yield from (m.span() for m in _CPF.finditer(text) if cpf.is_valid(m.group()))
    yield from (m.span() for m in _NINO.finditer(text))
    for match in _DNI.finditer(text):
        value = match.group().replace(" ", "").replace("-", "")
        if dni.is_valid(value) or nie.is_valid(value):
            yield match.span()
    yield from (m.span() for m in _CODICE.finditer(text) if codicefiscale.is_valid(m.group()))
    yield from (m.span() for m in _RIC.finditer(text) if ric.is_valid(m.group()))
    yield from (m.span() for m in _NIR.finditer(text) if nir.is_valid(m.group()))


def _named(text: str) -> Iterator[Span]:
    for name in _ID_NAME.finditer(text):
        after = text[name.end() : name.end() + 90]
        found = _FIRST_NUMBER.match(after)
        if found is None:
            continue
        start = name.end() + found.start(1)
        value = _ID_VALUE.match(text, start)
        if value is None:
            continue
        token = _trim(value.group())
        if sum(char.isdigit() for char in token) < 4 or _DATE.fullmatch(token):
            continue
        if re.fullmatch(r"(?:19|20)\d\d", token):
            continue  # a year ("el pasaporte caduca en 2030"), not the document's number
        if _PRICE.search(text[max(0, start - 12) : start]):
            continue
        named = name.lastgroup or "any"
        checks = _VALIDATORS if named == "any" else _NAMES[int(named[1:])][1]
        if _valid_id(token, checks) or (
            # A passport or licence number has no checksum of ours: any id-like number.
            named == "any"
            and _GENERIC_ID.search(name.group().lower())
            and _LOOSE_ID.fullmatch(token)
        ):
            yield start, start + len(token)


def _valid_id(token: str, checks: tuple[Callable[[str], bool], ...]) -> bool:
    compact = re.sub(r"[\s.\-/]", "", token)
    return any(check(compact) or check(token) for check in checks)


def _trim(token: str) -> str:
    """An id-like token without the words that follow it ("123 456 789 on file")."""
    parts = token.split(" ")
    kept = [parts[0]]
    for part in parts[1:]:
        if not any(char.isdigit() for char in part):
            break
        kept.append(part)
    return " ".join(kept).rstrip(".-/")
