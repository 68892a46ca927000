"""The latent split's own numbers: every card number, IBAN and national id its secret
positives hold is valid by python-stdnum (an implementation its makers never call), and every
brand, country and id kind it makes is there. The shared checks of the late splits (sizes,
languages, no earlier value, determinism) are in test_gate_corpus_later.py. No detector is
asked here."""

from __future__ import annotations

from collections import Counter

from stdnum import iban, luhn
from stdnum.de import idnr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.us import ssn

from benchmarks.gate.corpus import cases
from benchmarks.gate.latent import ids

_NATIONAL = {"us_ssn": ssn, "es_dni": dni, "es_nie": nie, "fr_nir": nir, "de_idnr": idnr}


def test_numbers_are_valid_by_python_stdnum() -> None:
    seen: Counter[str] = Counter()
    for case in cases("secret", "latent"):
        if not case.positive or case.subkind not in ("card", "iban", "national_id"):
            continue
        value = case.values[0]
        compact = "".join(value.split()).replace("-", "")
        if case.subkind == "card":
            assert luhn.is_valid(compact), case
        elif case.subkind == "iban":
            # The IBAN's own check digits (mod 97); the national check digits inside some
            # countries' account numbers are not made.
            assert iban.is_valid(compact, check_country=False), case
        else:
            assert _NATIONAL[case.detail].is_valid(value), case
        seen[f"{case.subkind}:{case.detail}"] += 1
    assert {n for n in seen if n.startswith("card:")} == {f"card:{b}" for b in ids.CARD_BRANDS}
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{name}" for name in _NATIONAL
    }
    assert {"iban:DE", "iban:FR", "iban:ES"} <= set(seen), seen
