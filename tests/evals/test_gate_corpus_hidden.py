"""The hidden split of the gate corpora (benchmarks/gate/hidden): its sizes and languages, that it
shares no template, text or slot value with any of the seven earlier splits, that generation is
deterministic, and that its card numbers, IBANs and national ids are valid by python-stdnum. No
detector is asked here: the split is scored once, by ``python -m benchmarks gate --half hidden``.
"""

from __future__ import annotations

from collections import Counter

import pytest
from stdnum import iban, luhn
from stdnum.es import dni
from stdnum.us import ssn

from benchmarks.gate.blind.groups import groups as blind_groups
from benchmarks.gate.common import (
    BLIND_POOLS,
    FINAL_POOLS,
    FRESH_POOLS,
    HIDDEN_POOLS,
    POOLS,
    SEALED_POOLS,
    UNSEEN_POOLS,
    build,
    pool_values,
    template_words,
)
from benchmarks.gate.corpus import HIDDEN_TARGET, KINDS, _groups, avoided, cases
from benchmarks.gate.final.groups import groups as final_groups
from benchmarks.gate.fresh.groups import groups as fresh_groups
from benchmarks.gate.hidden.groups import groups as hidden_groups
from benchmarks.gate.sealed.groups import groups as sealed_groups
from benchmarks.gate.unseen.groups import groups as unseen_groups

EARLIER = ("tune", "held", "fresh", "final", "sealed", "blind", "unseen")


def _earlier(kind: str) -> list[object]:
    return [c for half in EARLIER for c in cases(kind, half)]


@pytest.mark.parametrize("kind", KINDS)
def test_hidden_has_350_to_400_of_each_polarity_in_four_languages(kind: str) -> None:
    hidden = cases(kind, "hidden")
    counts = Counter(case.positive for case in hidden)
    assert 350 <= counts[True] <= 400 and 350 <= counts[False] <= 400, counts
    assert all(case.template.rsplit("/", 1)[1].startswith("h") for case in hidden)
    for positive in (True, False):
        shares = Counter(c.language for c in hidden if c.positive == positive)
        assert all(shares[lang] >= 0.15 * counts[positive] for lang in ("en", "de", "fr", "es"))
    # "all" is the development splits: hidden, like sealed and blind, is scored only when named.
    assert not {c.template for c in cases(kind, "all")} & {c.template for c in hidden}


@pytest.mark.parametrize("kind", KINDS)
def test_hidden_shares_no_template_text_or_value_with_earlier_splits(kind: str) -> None:
    hidden, old = cases(kind, "hidden"), _earlier(kind)
    assert {c.template for c in hidden}.isdisjoint({c.template for c in old})  # type: ignore[attr-defined]
    old_slots = {value for case in old for value in case.slots}  # type: ignore[attr-defined]
    hidden_slots = {value for case in hidden for value in case.slots}
    assert hidden_slots and hidden_slots.isdisjoint(old_slots), sorted(hidden_slots & old_slots)[:5]
    texts = {(c.text, c.messages) for c in old}  # type: ignore[attr-defined]
    assert not [c for c in hidden if (c.text, c.messages) in texts]
    earlier_groups = [
        *_groups(kind),  # type: ignore[arg-type]
        *fresh_groups(kind),  # type: ignore[arg-type]
        *final_groups(kind),  # type: ignore[arg-type]
        *sealed_groups(kind),  # type: ignore[arg-type]
        *blind_groups(kind),  # type: ignore[arg-type]
        *unseen_groups(kind),  # type: ignore[arg-type]
    ]
    old_patterns = {template_words(tpl) for group in earlier_groups for tpl in group.templates}
    for group in hidden_groups(kind):  # type: ignore[arg-type]
        for template in group.templates:
            assert template_words(template) not in old_patterns, (group.subkind, template)


@pytest.mark.parametrize("kind", KINDS)
def test_no_hidden_text_is_both_a_positive_and_a_negative(kind: str) -> None:
    polarity: dict[object, set[bool]] = {}
    for case in cases(kind, "hidden"):
        polarity.setdefault((case.text, case.messages, case.note), set()).add(case.positive)
    assert not [key for key, seen in polarity.items() if len(seen) > 1]


def test_hidden_pools_hold_no_value_of_an_earlier_pool() -> None:
    earlier = set().union(
        *(
            pool_values(p)
            for p in (POOLS, FRESH_POOLS, FINAL_POOLS, SEALED_POOLS, BLIND_POOLS, UNSEEN_POOLS)
        )
    )
    shared = pool_values(HIDDEN_POOLS) & earlier
    assert HIDDEN_POOLS and not shared, sorted(shared)[:5]


def test_hidden_generation_is_deterministic() -> None:
    for kind in KINDS:
        again = build(
            kind, hidden_groups(kind), "hidden", avoid=avoided(kind, "hidden"), target=HIDDEN_TARGET
        )
        assert again == cases(kind, "hidden")


def test_hidden_numbers_are_valid_by_python_stdnum() -> None:
    checked: Counter[str] = Counter()
    for case in cases("secret", "hidden"):
        if not case.positive or case.subkind not in ("card", "iban", "national_id"):
            continue
        value = case.values[0]
        compact = "".join(value.split()).replace("-", "").upper()
        if case.subkind == "card":
            valid = luhn.is_valid(compact)
        elif case.subkind == "iban":
            # The IBAN check digits (mod 97); the national check digits inside a Spanish
            # account number are not made.
            valid = iban.is_valid(compact, check_country=False)
        else:
            valid = {"us_ssn": ssn, "es_dni": dni}[case.detail].is_valid(value)
        assert valid, (case.subkind, case.detail, value)
        checked[f"{case.subkind}:{case.detail}"] += 1
    assert {name.split(":")[0] for name in checked} == {"card", "iban", "national_id"}, checked
    assert sum(n for name, n in checked.items() if name.startswith("card")) >= 10, checked
    assert len([name for name in checked if name.startswith("national_id")]) == 2, checked
