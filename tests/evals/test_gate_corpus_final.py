"""The final split of the gate corpora (benchmarks/gate/final): its sizes, that it shares no
template, text or slot value with tune, held and fresh, that the avoidance check refuses a
repeated value, that its numbers are valid by python-stdnum, and that its encoded orders
decode to orders. No detector is asked here."""

from __future__ import annotations

import base64
import codecs
import random
import re
from collections import Counter
from urllib.parse import unquote

import pytest
from stdnum import bic, ean, iban, isbn, issn, luhn
from stdnum.eu import vat
from stdnum.fr import siret
from stdnum.us import ssn

from benchmarks.gate.common import FINAL_POOLS, FRESH_POOLS, POOLS, pool_values, template_words
from benchmarks.gate.corpus import KINDS, _groups, avoided, cases
from benchmarks.gate.final import ids as final_ids
from benchmarks.gate.final import injection as final_injection
from benchmarks.gate.final import values as final_values
from benchmarks.gate.final.groups import groups as final_groups
from benchmarks.gate.fresh.groups import groups as fresh_groups

EARLIER = ("tune", "held", "fresh")
# Subkinds of tune and held with coarser names than the later splits use.
_FINER = {
    "hedge_near": {"hedge_before", "hedge_after"},
    "polarity": {"polarity_dropped", "polarity_added"},
    "role_header": {"role_change", "header"},
    "rule_reveal": {"new_rule", "reveal_prompt"},
}


def _earlier(kind: str) -> list:  # type: ignore[type-arg]
    return [c for half in EARLIER for c in cases(kind, half)]  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", KINDS)
def test_final_has_300_to_400_positives_and_negatives(kind: str) -> None:
    final = cases(kind, "final")  # type: ignore[arg-type]
    counts = Counter(case.positive for case in final)
    assert 300 <= counts[True] <= 400 and 300 <= counts[False] <= 400, counts
    assert {case.kind for case in final} == {kind}
    assert all(case.template.rsplit("/", 1)[1].startswith("z") for case in final)
    together = cases(kind, "all")  # type: ignore[arg-type]
    assert len(together) == len(_earlier(kind)) + len(final)


@pytest.mark.parametrize("kind", KINDS)
def test_final_shares_no_template_text_or_value_with_earlier_splits(kind: str) -> None:
    final, old = cases(kind, "final"), _earlier(kind)  # type: ignore[arg-type]
    assert {c.template for c in final}.isdisjoint({c.template for c in old})
    old_slots = {value for case in old for value in case.slots}
    final_slots = {value for case in final for value in case.slots}
    assert final_slots and final_slots.isdisjoint(old_slots), sorted(final_slots & old_slots)[:5]
    assert final_slots.isdisjoint(pool_values(POOLS) | pool_values(FRESH_POOLS))
    texts = {(c.text, c.messages) for c in old}
    assert not [c for c in final if (c.text, c.messages) in texts]
    old_patterns = {
        template_words(tpl)
        for group in [*_groups(kind), *fresh_groups(kind)]  # type: ignore[arg-type]
        for tpl in group.templates
    }
    for group in final_groups(kind):  # type: ignore[arg-type]
        for template in group.templates:
            assert template_words(template) not in old_patterns, (group.subkind, template)


def test_final_pools_hold_no_value_of_an_earlier_pool() -> None:
    shared = pool_values(FINAL_POOLS) & (pool_values(POOLS) | pool_values(FRESH_POOLS))
    assert FINAL_POOLS and not shared, sorted(shared)[:5]


def _an_earlier_value(source: str) -> str:
    if source == "tune_pool":
        return POOLS["name"][0]
    if source == "fresh_pool":
        return FRESH_POOLS["service"][0]
    # A value a fresh generator drew (a password, a card number).
    return next(c.values[0] for c in cases("secret", "fresh") if c.subkind == "password")


@pytest.mark.parametrize("source", ["tune_pool", "fresh_pool", "fresh_generated"])
def test_avoided_refuses_a_final_pool_that_repeats_an_earlier_value(
    monkeypatch: pytest.MonkeyPatch, source: str
) -> None:
    assert avoided("secret", "final")  # the real pools pass
    monkeypatch.setitem(FINAL_POOLS, "probe", ["a", "b", "c", _an_earlier_value(source)])
    with pytest.raises(ValueError, match="final pools repeat values of earlier splits"):
        avoided("secret", "final")
    with pytest.raises(ValueError, match="avoid earlier values"):
        avoided("secret", "held")


@pytest.mark.parametrize("kind", KINDS)
def test_final_covers_the_earlier_subkinds_and_adds_its_own(kind: str) -> None:
    final = {(c.subkind, c.language, c.positive) for c in cases(kind, "final")}  # type: ignore[arg-type]
    for subkind, language, positive in {
        (c.subkind, c.language, c.positive) for c in _earlier(kind)
    }:
        names = _FINER.get(subkind, {subkind})
        assert all((name, language, positive) in final for name in names), (subkind, language)
    new = {name for name, _, _ in final} - {c.subkind for c in _earlier(kind)}
    assert len(new) >= 3, new


def test_final_numbers_are_valid_by_an_independent_implementation() -> None:
    seen: Counter[str] = Counter()
    for case in cases("secret", "final"):
        value = case.values[0] if case.values else ""
        if case.positive and case.subkind == "card":
            assert luhn.is_valid(re.sub(r"[ -]", "", value)), case
        elif case.positive and case.subkind == "iban":
            iban.validate(value)
        elif case.positive and case.subkind == "ssn":
            ssn.validate(value)
        elif case.positive and case.subkind == "national_id":
            final_ids.NATIONAL[case.detail][1].validate(value)
        elif case.subkind in ("bic", "vat", "isbn", "product_code") or case.detail == "siret":
            _validate_public_code(case.subkind, case.detail, case.text)
        seen[f"{case.subkind}:{case.detail}"] += 1
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{name}" for name in final_values.NATIONAL_IDS
    }
    brands = {n.split(":")[1] for n in seen if n.startswith("card:")}
    assert set(final_ids.CARD_BRANDS) <= brands
    assert {n.split(":")[1] for n in seen if n.startswith("iban:")} == set(final_ids.IBAN_FORMATS)
    assert len([n for n in seen if n.startswith("vat:")]) == len(final_ids.VAT_MAKERS)


def _validate_public_code(subkind: str, detail: str, text: str) -> None:
    if detail == "siret":
        siret.validate(re.search(r"\d{3} \d{3} \d{3} \d{5}", text).group(0))  # type: ignore[union-attr]
    elif subkind in ("bic", "vat"):
        code = re.search(r"\b[A-Z]{2}[0-9A-Z]{6,}\b", text)
        assert code is not None, text
        (bic if subkind == "bic" else vat).validate(code.group(0))
    elif subkind == "isbn" or detail == "isbn10":
        isbn.validate(re.search(r"[0-9][0-9-]{8,}[0-9X]", text).group(0))  # type: ignore[union-attr]
    elif detail == "issn":
        issn.validate(re.search(r"\d{4}-\d{3}[\dX]", text).group(0))  # type: ignore[union-attr]
    elif detail == "ean13":
        ean.validate(re.search(r"\d{13}", text).group(0))  # type: ignore[union-attr]


def test_final_check_digit_makers_agree_with_stdnum_on_many_draws() -> None:
    rng = random.Random(13)
    for _ in range(100):
        for maker, module in final_ids.NATIONAL.values():
            module.validate(maker(rng))
        for country in final_ids.IBAN_FORMATS:
            iban.validate(final_ids.iban_number(country, rng))
        for brand in final_ids.CARD_BRANDS:
            assert luhn.is_valid(final_ids.card_number(brand, rng))
        for make in final_ids.VAT_MAKERS.values():
            vat.validate(make(rng))


_DECODE = {
    "base64": lambda s: base64.b64decode(s).decode(),
    "rot13": lambda s: codecs.decode(s, "rot13"),
    "reversed": lambda s: s[::-1],
    "percent": unquote,
}


def test_final_encoded_orders_decode_to_an_order_in_the_cases_language() -> None:
    encoded = [c for c in cases("injection", "final") if c.detail in _DECODE]
    assert {c.detail for c in encoded} == set(_DECODE)
    for case in encoded:
        value = case.slots[0]
        assert value in case.text
        order = _DECODE[case.detail](value)
        assert order.startswith(final_injection._OPENERS[case.language]), (case, order)
        payloads = FINAL_POOLS[f"payload_{case.language}"]
        assert any(payload in order for payload in payloads), order
