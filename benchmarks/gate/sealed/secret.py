"""The sealed split's secret kind: its pools, its value makers and its groups.

Subkinds shared with the earlier splits keep their names. New here: ``access_code`` (key-safe,
door and alarm codes), ``seed_phrase`` (a wallet's BIP-39 recovery words) and ``wifi_qr`` (a
Wi-Fi key, often as the ``WIFI:`` payload of a QR code) among the positives; ``test_card``
(the test card numbers payment providers publish) and ``promo_code`` (public discount codes)
among the near misses.
"""

from __future__ import annotations

from benchmarks.gate.common import Gen, Generator, Group, sealed_pool, t
from benchmarks.gate.sealed import lookalikes, values
from benchmarks.gate.sealed.pools import local
from benchmarks.gate.sealed.secret_neg import NEGATIVE
from benchmarks.gate.sealed.secret_neg_romance import NEGATIVE as NEGATIVE_ROMANCE
from benchmarks.gate.sealed.secret_pos import POSITIVE
from benchmarks.gate.sealed.secret_pos_romance import POSITIVE as POSITIVE_ROMANCE

sealed_pool(
    "svc",
    "Tibber,Octopus Energy,Nextcloud AIO,Ecosia,Komoot,Too Good To Go,Monzo,Starling,"
    "Qonto,Lydia,Bizum,Idealista,Seloger,Immoscout24,Wallapop Pro,Pronote,Sdui,Untis,"
    "Moodle,Procreate,Zoho,Tuta,Nintendo,Ravelry,Libby,Babbel,Hinge",
)
sealed_pool(
    "login",
    "imogen.h,declan_ops,t.ferreira,backup-cron,hgruber,kasse2,s.leclerc,jgarrido,"
    "eltern.4b,admin-praxis,compta.asso,club.remo",
)

_WEIGHTS = {
    "password": 1.5,
    "token": 1.5,
    "card": 1.5,
    "iban": 1.5,
    "national_id": 1.5,
    "tracking": 1.3,
    "plain_id": 1.3,
    "password_topic": 1.3,
}

_SECRETS: dict[str, Generator] = {
    "PIN": values.pin,
    "SEED": values.seed_phrase,
    "CODE": values.access_code,
    "HEX": values.hex_key,
    "OTP": values.otp_seed,
    "CODES": values.recovery_codes,
    "WIFI": values.wifi_password,
    "JWT": values.jwt,
    "KEY": values.pem,
    "CONN": values.connection,
    "AKID": values.aws_pair,
    "HOOK": values.webhook,
    "SURL": values.signed_url,
    "COOKIE": values.cookie,
    "CVC": values.cvc,
    "SSN": values.ssn,
    "VAL": values.generic_secret,
    "TOK": values.token,
    "NPM": lambda rng, index: Gen({"NPM": "npm_" + values.chars(rng, values.BASE62, 36)}),
}


def _generators(language: str, positive: bool) -> dict[str, Generator]:
    if not positive:
        per_language = {slot: make(language) for slot, make in lookalikes.PER_LANGUAGE.items()}
        return {**lookalikes.GENERATORS, **per_language}
    return {
        **_SECRETS,
        "PW": values.password(language),
        "PHRASE": values.passphrase(language),
        "CARD": values.card(language),
        "IBAN": values.iban(language),
        "ID": values.national_id(language),
    }


def groups() -> list[Group]:
    """Every group of the sealed secret kind."""
    out = []
    for positive, table in (
        (True, POSITIVE | POSITIVE_ROMANCE),
        (False, NEGATIVE | NEGATIVE_ROMANCE),
    ):
        for (subkind, language), texts in table.items():
            templates = [t(local(text, language)) for text in texts]
            weight = _WEIGHTS.get(subkind, 1.0)
            out.append(
                Group(
                    subkind, language, positive, templates, weight, _generators(language, positive)
                )
            )
    return out
