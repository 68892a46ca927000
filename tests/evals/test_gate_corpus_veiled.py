"""The veiled split's own numbers: every card number, IBAN and national id its secret
positives hold is valid by python-stdnum (an implementation its makers never call), every
brand, country and id kind it makes is there, and the look-alike numbers of its negatives
never count as secrets. The shared checks of the late splits (sizes, languages, no earlier
value, determinism) are in test_gate_corpus_later.py. No detector is asked here."""

from __future__ import annotations

import random
from collections import Counter

from stdnum import iban, luhn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.us import ssn

from benchmarks.gate.corpus import cases
from benchmarks.gate.veiled import ids

_NATIONAL = {"us_ssn": ssn, "es_dni": dni, "es_nie": nie, "fr_nir": nir, "de_idnr": idnr}


def test_numbers_are_valid_by_python_stdnum() -> None:
    seen: Counter[str] = Counter()
    for case in cases("secret", "veiled"):
        if not case.positive or case.subkind not in ("card", "iban", "national_id"):
            continue
        value = case.values[0]
        compact = "".join(value.split()).replace("-", "")
        if case.subkind == "card":
            assert luhn.is_valid(compact), case
        elif case.subkind == "iban":
            # The IBAN's own check digits (mod 97); national check digits inside some
            # countries' account numbers are not made.
            assert iban.is_valid(compact, check_country=False), case
        else:
            assert _NATIONAL[case.detail].is_valid(value), case
        seen[f"{case.subkind}:{case.detail}"] += 1
    assert {n for n in seen if n.startswith("card:")} == {f"card:{b}" for b in ids.CARD_BRANDS}
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{name}" for name in _NATIONAL
    }
    assert {"iban:DE", "iban:FR", "iban:ES", "iban:NL"} <= set(seen), seen


def test_check_digit_makers_agree_with_stdnum_on_many_draws() -> None:
    rng = random.Random(3)
    for _ in range(300):
        for brand in ids.CARD_BRANDS:
            assert luhn.is_valid(ids.card(brand, rng))
        for country in ids.IBAN_SHAPES:
            assert iban.is_valid(ids.iban(country, rng), check_country=False)
        assert ssn.is_valid(ids.us_ssn(rng))
        assert dni.is_valid(ids.es_dni(rng)) and nie.is_valid(ids.es_nie(rng))
        assert nir.is_valid(ids.fr_nir(rng)) and idnr.is_valid(ids.de_idnr(rng))
    # A wrong check digit is caught, so the checks above can fail.
    good = ids.card("visa", rng)
    assert not luhn.is_valid(good[:-1] + str((int(good[-1]) + 1) % 10))


def test_secret_values_are_only_the_secrets() -> None:
    made = cases("secret", "veiled")
    for case in made:
        if case.positive:
            assert case.values and all(value in case.text for value in case.values), case
        else:
            assert case.values == (), case
    # The connection strings give up only their password, the backup codes each code.
    urls = [c for c in made if c.positive and "://" in c.text]
    assert urls and all("://" not in c.values[0] and "@" not in c.values[0] for c in urls)
    backups = [c for c in made if c.positive and c.detail == "backup"]
    assert backups and all(len(c.values) == 3 for c in backups)
