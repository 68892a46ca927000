"""The veiled split's own numbers: every brand, country and id kind its makers know is made,
and only the secrets of a positive count as its values. The shared checks of the late splits
(sizes, languages, no earlier value, determinism, stdnum-valid numbers in the cases, makers that
agree with python-stdnum on many draws) are in test_gate_corpus_later.py. No detector is asked
here."""

from __future__ import annotations

from benchmarks.gate.corpus import cases
from benchmarks.gate.veiled import ids


def test_every_brand_country_and_id_kind_is_made() -> None:
    # Their check digits are checked in test_gate_corpus_later.py.
    seen = {
        f"{case.subkind}:{case.detail}"
        for case in cases("secret", "veiled")
        if case.positive and case.subkind in ("card", "iban", "national_id")
    }
    assert {n for n in seen if n.startswith("card:")} == {f"card:{b}" for b in ids.CARD_BRANDS}
    national = {"us_ssn", "es_dni", "es_nie", "fr_nir", "de_idnr"}
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{n}" for n in national
    }
    assert {"iban:DE", "iban:FR", "iban:ES", "iban:NL"} <= seen, seen


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
