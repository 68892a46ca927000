"""The splits written last and measured once each (blind, unseen, hidden, covert, latent,
veiled, masked, cloaked): their sizes and languages, that each shares no template, text or slot
value with any split before it, that no text is both a positive and a negative, that their pools
repeat no earlier value, that generation is deterministic, that the card numbers, IBANs and
national ids of unseen, hidden, covert, veiled, masked and cloaked are valid by python-stdnum
(blind's are checked in test_gate_corpus_blind.py, latent's in test_gate_corpus_latent.py), and
that latent's, veiled's, masked's and cloaked's check-digit makers agree with python-stdnum on
many draws. No detector is asked here."""

from __future__ import annotations

import random
from collections import Counter
from types import ModuleType

import pytest
from stdnum import iban, luhn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.nl import bsn
from stdnum.us import ssn

from benchmarks.gate.cloaked import ids as cloaked_ids
from benchmarks.gate.common import LATER, build, pool_values, template_words
from benchmarks.gate.corpus import (
    _EARLIER,
    _OWN_POOLS,
    KINDS,
    LATER_SPLITS,
    _groups,
    avoided,
    cases,
)
from benchmarks.gate.latent import ids as latent_ids
from benchmarks.gate.masked import ids as masked_ids
from benchmarks.gate.veiled import ids as veiled_ids

SPLITS = ("blind", "unseen", "hidden", "covert", "latent", "veiled", "masked", "cloaked")


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("split", SPLITS)
def test_each_has_350_to_400_of_each_polarity_in_four_languages(split: str, kind: str) -> None:
    made = cases(kind, split)
    counts = Counter(case.positive for case in made)
    assert 350 <= counts[True] <= 400 and 350 <= counts[False] <= 400, counts
    assert all(case.template.rsplit("/", 1)[1].startswith(LATER[split]) for case in made)  # type: ignore[index]
    for positive in (True, False):
        shares = Counter(c.language for c in made if c.positive == positive)
        assert all(shares[lang] >= 0.15 * counts[positive] for lang in ("en", "de", "fr", "es"))
    # "all" is the development splits: these are scored only when named.
    assert not {c.template for c in cases(kind, "all")} & {c.template for c in made}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("split", SPLITS)
def test_each_shares_no_template_text_or_value_with_earlier_splits(split: str, kind: str) -> None:
    earlier = _EARLIER[split][0]  # type: ignore[index]
    made, old = cases(kind, split), [c for half in earlier for c in cases(kind, half)]
    assert {c.template for c in made}.isdisjoint({c.template for c in old})
    old_slots = {value for case in old for value in case.slots}
    own_slots = {value for case in made for value in case.slots}
    assert own_slots and own_slots.isdisjoint(old_slots), sorted(own_slots & old_slots)[:5]
    texts = {(c.text, c.messages) for c in old}
    assert not [c for c in made if (c.text, c.messages) in texts]
    earlier_groups = [*_groups(kind)]  # type: ignore[arg-type]
    for half in earlier:
        if half in LATER_SPLITS:
            earlier_groups += LATER_SPLITS[half][0](kind)  # type: ignore[arg-type]
    old_patterns = {template_words(tpl) for group in earlier_groups for tpl in group.templates}
    for group in LATER_SPLITS[split][0](kind):  # type: ignore[index, arg-type]
        for template in group.templates:
            assert template_words(template) not in old_patterns, (group.subkind, template)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("split", SPLITS)
def test_no_text_is_both_a_positive_and_a_negative(split: str, kind: str) -> None:
    polarity: dict[object, set[bool]] = {}
    for case in cases(kind, split):
        polarity.setdefault((case.text, case.messages, case.note), set()).add(case.positive)
    assert not [key for key, seen in polarity.items() if len(seen) > 1]


@pytest.mark.parametrize("split", SPLITS)
def test_pools_hold_no_value_of_an_earlier_pool(split: str) -> None:
    registries = _EARLIER[split][1]  # type: ignore[index]
    earlier = set().union(*(pool_values(registry) for registry in registries))
    own = _OWN_POOLS[split]  # type: ignore[index]
    shared = pool_values(own) & earlier
    assert own and not shared, sorted(shared)[:5]


@pytest.mark.parametrize("split", SPLITS)
def test_generation_is_deterministic(split: str) -> None:
    groups, target = LATER_SPLITS[split]  # type: ignore[index]
    for kind in KINDS:
        again = build(kind, groups(kind), split, avoid=avoided(kind, split), target=target)  # type: ignore[arg-type]
        assert again == cases(kind, split)


# National ids per detail with a validator in python-stdnum; the others are nine characters.
_NATIONAL = {
    "us_ssn": ssn,
    "es_dni": dni,
    "es_nie": nie,
    "fr_nir": nir,
    "de_idnr": idnr,
    "nl_bsn": bsn,
}


@pytest.mark.parametrize(
    ("split", "ids"),
    [("unseen", 4), ("hidden", 2), ("covert", 2), ("veiled", 5), ("masked", 6), ("cloaked", 6)],
)
def test_numbers_are_valid_by_python_stdnum(split: str, ids: int) -> None:
    checked: Counter[str] = Counter()
    for case in cases("secret", split):
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
            validator = _NATIONAL.get(case.detail)
            valid = validator.is_valid(value) if validator else len(compact) == 9
        assert valid, (case.subkind, case.detail, value)
        checked[f"{case.subkind}:{case.detail}"] += 1
    assert {name.split(":")[0] for name in checked} == {"card", "iban", "national_id"}, checked
    assert sum(n for name, n in checked.items() if name.startswith("card")) >= 10, checked
    assert len([name for name in checked if name.startswith("national_id")]) == ids, checked


@pytest.mark.parametrize(
    "ids",
    [latent_ids, veiled_ids, masked_ids, cloaked_ids],
    ids=["latent", "veiled", "masked", "cloaked"],
)
def test_check_digit_makers_agree_with_stdnum_on_many_draws(ids: ModuleType) -> None:
    rng = random.Random(5)
    for _ in range(300):
        for brand in ids.CARD_BRANDS:
            assert luhn.is_valid(ids.card(brand, rng))
        for country in ids.IBAN_SHAPES:
            assert iban.is_valid(ids.iban(country, rng), check_country=False)
        assert ssn.is_valid(ids.us_ssn(rng))
        assert dni.is_valid(ids.es_dni(rng)) and nie.is_valid(ids.es_nie(rng))
        assert nir.is_valid(ids.fr_nir(rng)) and idnr.is_valid(ids.de_idnr(rng))
    # And a wrong check digit is caught, so the checks above can fail.
    good = ids.card("visa", rng)
    assert not luhn.is_valid(good[:-1] + str((int(good[-1]) + 1) % 10))
