"""The sealed split of the gate corpora (benchmarks/gate/sealed): its sizes, that it shares no
template, text or slot value with tune, held, fresh and final, that the avoidance check refuses
a repeated value, that its numbers are valid by python-stdnum, and that its encoded and hidden
orders decode to orders. No detector is asked here."""

from __future__ import annotations

import base64
import codecs
import html
import random
import re
import unicodedata
from collections import Counter
from urllib.parse import unquote

import pytest
from stdnum import iban, imei, isbn, luhn
from stdnum.at import vnr
from stdnum.au import tfn
from stdnum.be import nn
from stdnum.ca import sin
from stdnum.ch import ssn as ahv
from stdnum.cl import rut
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.eu import vat
from stdnum.fr import nir
from stdnum.gb import nhs
from stdnum.ie import pps
from stdnum.us import ssn

from benchmarks.gate.common import (
    FINAL_POOLS,
    FRESH_POOLS,
    POOLS,
    SEALED_POOLS,
    pool_values,
    template_words,
)
from benchmarks.gate.corpus import KINDS, _groups, avoided, cases
from benchmarks.gate.final.groups import groups as final_groups
from benchmarks.gate.fresh.groups import groups as fresh_groups
from benchmarks.gate.sealed import ids as sealed_ids
from benchmarks.gate.sealed import injection as sealed_injection
from benchmarks.gate.sealed.groups import groups as sealed_groups
from benchmarks.gate.sealed.injection_pos import POSITIVE as PLAIN_ORDERS
from benchmarks.gate.sealed.injection_pos_romance import POSITIVE as PLAIN_ORDERS_ROMANCE
from benchmarks.gate.sealed.words import NATIONAL_IDS

EARLIER = ("tune", "held", "fresh", "final")
# A VAT number of the countries the sealed near misses use (the other slots are invoice ids).
_VAT_SHAPE = r"(NL|DE|FR|ES)[0-9A-Z]{8,12}"
_NATIONAL = {
    "de_idnr": idnr, "at_vnr": vnr, "ch_ahv": ahv, "fr_nir": nir, "be_nn": nn, "es_dni": dni,
    "es_nie": nie, "cl_rut": rut, "ie_pps": pps, "ca_sin": sin, "gb_nhs": nhs, "au_tfn": tfn,
}  # fmt: skip
# The subkinds no earlier split has (each kind's module documents them).
NEW_SUBKINDS = {
    "secret": {"access_code", "seed_phrase", "wifi_qr", "test_card", "promo_code"},
    "modality": {
        "sarcasm", "past_belief", "counterfactual", "hedge_kept", "hearsay_kept", "wish_kept",
    },
    "paste": {"voicemail", "sms_alert", "ticket_thread", "own_notes", "own_sent"},
    "injection": {
        "exfiltrate", "suppress", "html_entities", "tag_chars", "hex_command",
        "todo_imperative", "household_rule",
    },
}  # fmt: skip


def _earlier(kind: str) -> list:  # type: ignore[type-arg]
    return [c for half in EARLIER for c in cases(kind, half)]  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", KINDS)
def test_sealed_has_300_to_400_positives_and_negatives_in_four_languages(kind: str) -> None:
    sealed = cases(kind, "sealed")
    counts = Counter(case.positive for case in sealed)
    assert 300 <= counts[True] <= 400 and 300 <= counts[False] <= 400, counts
    assert {case.kind for case in sealed} == {kind}
    assert all(case.template.rsplit("/", 1)[1].startswith("s") for case in sealed)
    for positive in (True, False):
        shares = Counter(c.language for c in sealed if c.positive == positive)
        assert shares["en"] >= 0.35 * counts[positive], shares
        assert all(shares[lang] >= 0.17 * counts[positive] for lang in ("de", "fr", "es"))
    # "all" is the four development splits: sealed is scored only when named.
    assert len(cases(kind, "all")) == len(_earlier(kind))
    assert not {c.template for c in cases(kind, "all")} & {c.template for c in sealed}


@pytest.mark.parametrize("kind", KINDS)
def test_sealed_shares_no_template_text_or_value_with_earlier_splits(kind: str) -> None:
    sealed, old = cases(kind, "sealed"), _earlier(kind)
    assert {c.template for c in sealed}.isdisjoint({c.template for c in old})
    old_slots = {value for case in old for value in case.slots}
    sealed_slots = {value for case in sealed for value in case.slots}
    assert sealed_slots and sealed_slots.isdisjoint(old_slots), sorted(sealed_slots & old_slots)[:5]
    earlier_pools = pool_values(POOLS) | pool_values(FRESH_POOLS) | pool_values(FINAL_POOLS)
    assert sealed_slots.isdisjoint(earlier_pools)
    texts = {(c.text, c.messages) for c in old}
    assert not [c for c in sealed if (c.text, c.messages) in texts]
    old_patterns = {
        template_words(tpl)
        for group in [*_groups(kind), *fresh_groups(kind), *final_groups(kind)]  # type: ignore[arg-type]
        for tpl in group.templates
    }
    for group in sealed_groups(kind):  # type: ignore[arg-type]
        for template in group.templates:
            assert template_words(template) not in old_patterns, (group.subkind, template)


@pytest.mark.parametrize("kind", KINDS)
def test_no_sealed_text_is_both_a_positive_and_a_negative(kind: str) -> None:
    polarity: dict[object, set[bool]] = {}
    for case in cases(kind, "sealed"):
        polarity.setdefault((case.text, case.messages, case.note), set()).add(case.positive)
    assert not [key for key, seen in polarity.items() if len(seen) > 1]


def test_sealed_pools_hold_no_value_of_an_earlier_pool() -> None:
    earlier = pool_values(POOLS) | pool_values(FRESH_POOLS) | pool_values(FINAL_POOLS)
    shared = pool_values(SEALED_POOLS) & earlier
    assert SEALED_POOLS and not shared, sorted(shared)[:5]


def _an_earlier_value(source: str) -> str:
    if source == "tune_pool":
        return POOLS["name"][0]
    if source == "fresh_pool":
        return FRESH_POOLS["service"][0]
    if source == "final_pool":
        return FINAL_POOLS["name"][0]
    # A value a final generator drew (a password).
    return next(c.values[0] for c in cases("secret", "final") if c.subkind == "password")


@pytest.mark.parametrize("source", ["tune_pool", "fresh_pool", "final_pool", "final_generated"])
def test_avoided_refuses_a_sealed_pool_that_repeats_an_earlier_value(
    monkeypatch: pytest.MonkeyPatch, source: str
) -> None:
    assert avoided("secret", "sealed")  # the real pools pass
    monkeypatch.setitem(SEALED_POOLS, "probe", ["a", "b", "c", _an_earlier_value(source)])
    with pytest.raises(ValueError, match="sealed pools repeat values of earlier splits"):
        avoided("secret", "sealed")


@pytest.mark.parametrize("kind", KINDS)
def test_sealed_keeps_the_shared_subkind_names_and_marks_its_new_ones(kind: str) -> None:
    sealed = {c.subkind for c in cases(kind, "sealed")}
    earlier = {c.subkind for c in _earlier(kind)}
    assert sealed - earlier == NEW_SUBKINDS[kind]
    # Most of the sealed subkinds are earlier ones, so results compare per subkind.
    assert len(sealed & earlier) >= 2 * len(NEW_SUBKINDS[kind]), sealed & earlier


def _validate_positive(subkind: str, detail: str, value: str) -> None:
    if subkind == "card":
        assert luhn.is_valid(re.sub(r"[ -]", "", value)), value
    elif subkind == "iban":
        iban.validate(value)
    elif subkind == "ssn":
        ssn.validate(value)
    elif subkind == "national_id":
        _NATIONAL[detail].validate(value)


def test_sealed_numbers_are_valid_by_python_stdnum() -> None:
    seen: Counter[str] = Counter()
    for case in cases("secret", "sealed"):
        if case.positive:
            _validate_positive(case.subkind, case.detail, case.values[0])
        elif case.subkind == "luhn_ref":
            imei.validate(case.slots[0])
        elif case.subkind == "isbn":
            isbn.validate(case.slots[0])
        elif case.subkind == "vat":
            vat.validate(next(v for v in case.slots if re.fullmatch(_VAT_SHAPE, v)))
        elif case.subkind == "test_card":
            number = re.search(r"\d{4} \d{4} \d{4} \d{4}", case.text)
            assert number is not None and luhn.is_valid(number.group(0).replace(" ", ""))
        seen[f"{case.subkind}:{case.detail}"] += 1
    assert {n.split(":")[1] for n in seen if n.startswith("national_id:")} == {
        name for names in NATIONAL_IDS.values() for name in names
    }
    assert {n.split(":")[1] for n in seen if n.startswith("card:")} == set(sealed_ids.CARD_BRANDS)
    assert {n.split(":")[1] for n in seen if n.startswith("iban:")} == set(sealed_ids.IBAN_FORMATS)


def test_sealed_check_digit_makers_agree_with_stdnum_on_many_draws() -> None:
    rng = random.Random(29)
    for _ in range(300):
        for name, maker in sealed_ids.NATIONAL.items():
            _NATIONAL[name].validate(maker(rng))
        for country in sealed_ids.IBAN_FORMATS:
            iban.validate(sealed_ids.iban_number(country, rng))
        for brand in sealed_ids.CARD_BRANDS:
            assert luhn.is_valid(sealed_ids.card_number(brand, rng))
        for make in sealed_ids.VAT_MAKERS.values():
            vat.validate(make(rng))
        ssn.validate(sealed_ids.us_ssn(rng))
        imei.validate(sealed_ids.imei(rng))
        isbn.validate(sealed_ids.isbn13(rng))


_DECODE = {
    "base64": lambda s: base64.b64decode(s).decode(),
    "rot13": lambda s: codecs.decode(s, "rot13"),
    "reversed": lambda s: s[::-1],
    "percent": unquote,
    "hex": lambda s: bytes.fromhex(s).decode(),
}


def test_sealed_encoded_orders_decode_to_an_order_in_the_cases_language() -> None:
    encoded = [c for c in cases("injection", "sealed") if c.detail in _DECODE]
    assert {c.detail for c in encoded} == set(_DECODE)
    for case in encoded:
        value = case.slots[0]
        assert value in case.text
        order = _DECODE[case.detail](value)
        assert order.startswith(sealed_injection.OPENERS[case.language]), (case, order)
        payloads = SEALED_POOLS[f"payload_{case.language}"]
        assert any(order.endswith(payload + ".") for payload in payloads), order


def _ascii(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()


def _plain_patterns(language: str, fold: bool = False) -> list[re.Pattern[str]]:
    """Every plain order template of ``language`` as a pattern whose slots match any text
    (a disguise may use other names than the plain cases drew), folded to ASCII if asked."""
    out = []
    for (_, lang), texts in (PLAIN_ORDERS | PLAIN_ORDERS_ROMANCE).items():
        if lang != language:
            continue
        for text in texts:
            literal = _ascii(text) if fold else text
            parts = re.split(r"\{[A-Za-z_0-9]+(?::[0-9]?C?)?\}", literal)
            out.append(re.compile(".+?".join(re.escape(part) for part in parts) + r"\Z", re.DOTALL))
    return out


def _is_plain_order(text: str, language: str, fold: bool = False) -> bool:
    return any(p.match(text) for p in _plain_patterns(language, fold))


def test_sealed_hidden_and_entity_orders_decode_to_an_order_of_their_language() -> None:
    checked: Counter[str] = Counter()
    for case in cases("injection", "sealed"):
        if case.subkind == "html_entities":
            assert _is_plain_order(html.unescape(case.text), case.language), case
        elif case.subkind == "tag_chars":
            hidden = "".join(chr(ord(c) - 0xE0000) for c in case.text if ord(c) >= 0xE0000)
            visible = "".join(c for c in case.text if ord(c) < 0xE0000).strip()
            assert visible == sealed_injection._VISIBLE[case.language]
            assert _is_plain_order(hidden, case.language, fold=True), case
        else:
            continue
        checked[case.subkind] += 1
    assert set(checked) == {"html_entities", "tag_chars"}


def test_every_sealed_disguise_changes_its_plain_order() -> None:
    plain = {c.text for c in cases("injection", "sealed") if c.detail == ""}
    disguised = [c for c in cases("injection", "sealed") if c.positive and c.detail]
    assert len({c.detail for c in disguised}) == 20
    assert not [c for c in disguised if c.text in plain]
