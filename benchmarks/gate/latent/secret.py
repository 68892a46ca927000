"""The latent split's secret groups: positives with their value makers per language (cards,
IBANs and national ids of the language's countries), near misses with theirs."""

from __future__ import annotations

from benchmarks.gate.common import Generator, Group
from benchmarks.gate.latent import values
from benchmarks.gate.latent.make import text_groups
from benchmarks.gate.latent.secret_neg import NEGATIVE
from benchmarks.gate.latent.secret_pos import POSITIVE

# Whose national ids and IBANs a language's texts hold (English texts: any country's IBAN).
_NATIONAL = {"en": ("us_ssn",), "de": ("de_idnr",), "fr": ("fr_nir",), "es": ("es_dni", "es_nie")}
_IBAN_COUNTRY = {"de": "DE", "fr": "FR", "es": "ES"}


def _positive_makers(family: str, language: str) -> dict[str, Generator]:
    if family == "national_id":
        return values.national_makers(_NATIONAL[language])
    if family == "iban" and language in _IBAN_COUNTRY:
        return values.iban_makers(_IBAN_COUNTRY[language])
    return values.SECRET_MAKERS


def _negative_makers(family: str, language: str) -> dict[str, Generator]:
    return values.near_makers(language)


def groups() -> list[Group]:
    """Every latent secret group, positives first."""
    return [
        *text_groups(POSITIVE, True, _positive_makers),
        *text_groups(NEGATIVE, False, _negative_makers),
    ]
