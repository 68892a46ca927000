"""The masked split's own numbers and labels: every brand, country and id kind its makers know
is made, the Dutch BSN maker agrees with python-stdnum, only the secrets of a positive count as
its values, and the near misses' look-alike numbers are not taken as secrets. The shared checks
of the late splits are in test_gate_corpus_later.py. No detector is asked here."""

from __future__ import annotations

import random

from stdnum.nl import bsn

from benchmarks.gate.corpus import cases
from benchmarks.gate.masked import ids


def test_every_brand_country_and_id_kind_is_made() -> None:
    seen = {
        f"{case.subkind}:{case.detail}"
        for case in cases("secret", "masked")
        if case.positive and case.subkind in ("card", "iban", "national_id")
    }
    assert {n for n in seen if n.startswith("card:")} == {f"card:{b}" for b in ids.CARD_BRANDS}
    assert {n for n in seen if n.startswith("iban:")} == {f"iban:{c}" for c in ids.IBAN_SHAPES}
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{kind}" for kind in ids.NATIONAL
    }


def test_bsn_maker_agrees_with_stdnum_and_a_wrong_digit_fails() -> None:
    rng = random.Random(3)
    made = [ids.nl_bsn(rng) for _ in range(300)]
    assert all(bsn.is_valid(number) for number in made)
    good = made[0]
    assert not bsn.is_valid(good[:-1] + str((int(good[-1]) + 1) % 10))


def test_secret_values_are_only_the_secrets() -> None:
    made = cases("secret", "masked")
    for case in made:
        if case.positive:
            assert case.values and all(value in case.text for value in case.values), case
        else:
            assert case.values == (), case
    # A connection string gives up only its password; backup codes each code.
    urls = [c for c in made if c.positive and "://" in c.text]
    assert urls and all("@" not in c.values[0] and ":" not in c.values[0] for c in urls)
    backups = [c for c in made if c.positive and c.detail == "backup"]
    assert backups and all(len(c.values) == 3 for c in backups)


def test_near_misses_hold_card_like_order_numbers() -> None:
    # Sixteen-digit order numbers starting with 4 look like Visa numbers: the near misses
    # hold some, so a screen that redacts every such run is measured on them.
    runs = [
        word
        for c in cases("secret", "masked")
        if not c.positive and c.detail == "order"
        for word in c.text.split()
        if len(word) == 16 and word.isdigit() and word.startswith("4")
    ]
    assert len(runs) >= 3, runs
