"""The blind split of the gate corpora (benchmarks/gate/blind): its sizes and languages, that it
shares no template, text or slot value with any of the five earlier splits, that generation is
deterministic, and that its card numbers and IBAN check digits are valid by python-stdnum. No
detector is asked here: the split is scored once, by ``python -m benchmarks gate --half blind``.
"""

from __future__ import annotations

from collections import Counter

import pytest
from stdnum import iban, luhn

from benchmarks.gate.blind.groups import groups as blind_groups
from benchmarks.gate.common import (
    BLIND_POOLS,
    FINAL_POOLS,
    FRESH_POOLS,
    POOLS,
    SEALED_POOLS,
    build,
    pool_values,
    template_words,
)
from benchmarks.gate.corpus import BLIND_TARGET, KINDS, _groups, avoided, cases
from benchmarks.gate.final.groups import groups as final_groups
from benchmarks.gate.fresh.groups import groups as fresh_groups
from benchmarks.gate.sealed.groups import groups as sealed_groups

EARLIER = ("tune", "held", "fresh", "final", "sealed")


def _earlier(kind: str) -> list[object]:
    return [c for half in EARLIER for c in cases(kind, half)]


@pytest.mark.parametrize("kind", KINDS)
def test_blind_has_350_to_400_of_each_polarity_in_four_languages(kind: str) -> None:
    blind = cases(kind, "blind")
    counts = Counter(case.positive for case in blind)
    assert 350 <= counts[True] <= 400 and 350 <= counts[False] <= 400, counts
    assert all(case.template.rsplit("/", 1)[1].startswith("b") for case in blind)
    for positive in (True, False):
        shares = Counter(c.language for c in blind if c.positive == positive)
        assert all(shares[lang] >= 0.15 * counts[positive] for lang in ("en", "de", "fr", "es"))
    # "all" is the development splits: blind, like sealed, is scored only when named.
    assert not {c.template for c in cases(kind, "all")} & {c.template for c in blind}


@pytest.mark.parametrize("kind", KINDS)
def test_blind_shares_no_template_text_or_value_with_earlier_splits(kind: str) -> None:
    blind, old = cases(kind, "blind"), _earlier(kind)
    assert {c.template for c in blind}.isdisjoint({c.template for c in old})  # type: ignore[attr-defined]
    old_slots = {value for case in old for value in case.slots}  # type: ignore[attr-defined]
    blind_slots = {value for case in blind for value in case.slots}
    assert blind_slots and blind_slots.isdisjoint(old_slots), sorted(blind_slots & old_slots)[:5]
    texts = {(c.text, c.messages) for c in old}  # type: ignore[attr-defined]
    assert not [c for c in blind if (c.text, c.messages) in texts]
    earlier_groups = [
        *_groups(kind),  # type: ignore[arg-type]
        *fresh_groups(kind),  # type: ignore[arg-type]
        *final_groups(kind),  # type: ignore[arg-type]
        *sealed_groups(kind),  # type: ignore[arg-type]
    ]
    old_patterns = {template_words(tpl) for group in earlier_groups for tpl in group.templates}
    for group in blind_groups(kind):  # type: ignore[arg-type]
        for template in group.templates:
            assert template_words(template) not in old_patterns, (group.subkind, template)


@pytest.mark.parametrize("kind", KINDS)
def test_no_blind_text_is_both_a_positive_and_a_negative(kind: str) -> None:
    polarity: dict[object, set[bool]] = {}
    for case in cases(kind, "blind"):
        polarity.setdefault((case.text, case.messages, case.note), set()).add(case.positive)
    assert not [key for key, seen in polarity.items() if len(seen) > 1]


def test_blind_pools_hold_no_value_of_an_earlier_pool() -> None:
    earlier = set().union(
        *(pool_values(p) for p in (POOLS, FRESH_POOLS, FINAL_POOLS, SEALED_POOLS))
    )
    shared = pool_values(BLIND_POOLS) & earlier
    assert BLIND_POOLS and not shared, sorted(shared)[:5]


def test_blind_generation_is_deterministic() -> None:
    for kind in KINDS:
        again = build(
            kind, blind_groups(kind), "blind", avoid=avoided(kind, "blind"), target=BLIND_TARGET
        )
        assert again == cases(kind, "blind")


def test_blind_cards_and_ibans_are_valid_by_python_stdnum() -> None:
    checked: Counter[str] = Counter()
    for case in cases("secret", "blind"):
        for value in case.values if case.subkind in ("card", "iban") else ():
            compact = "".join(value.split()).replace("-", "").upper()
            # The IBAN check digits (mod 97); the blind split does not make the national
            # check digits inside a Spanish or Belgian account number.
            if case.subkind == "iban":
                valid = iban.is_valid(compact, check_country=False)
            else:
                valid = luhn.is_valid(compact)
            assert valid, (case.subkind, value)
            checked[case.subkind] += 1
    assert checked["card"] >= 10 and checked["iban"] >= 10, checked
