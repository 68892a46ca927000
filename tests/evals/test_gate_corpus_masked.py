"""The masked split's own numbers and labels: every brand, country and id kind its makers know
is made, the Dutch BSN maker agrees with python-stdnum, a connection string or a list of backup
codes gives up only its secrets, and the near misses hold card-like order numbers. The shared
checks of the late splits are in test_gate_corpus_later.py. No detector is asked here."""

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


def test_connection_strings_and_backup_codes_give_up_only_their_secrets() -> None:
    # That every value is in its text and negatives have none is checked for every split in
    # test_gate_corpus.py; here, that a URL's user and host and the code list are not values.
    made = [c for c in cases("secret", "masked") if c.positive]
    urls = [c for c in made if "://" in c.text]
    assert urls and all("@" not in c.values[0] and ":" not in c.values[0] for c in urls)
    backups = [c for c in made if c.detail == "backup"]
    assert backups and all(len(c.values) == 3 and len(set(c.values)) == 3 for c in backups)


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
