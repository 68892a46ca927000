"""The blind split of the gate corpora (benchmarks/gate/blind): its card numbers and IBAN check
digits are valid by python-stdnum. Its sizes, languages, determinism and what it shares with no
earlier split are checked with the other late splits in test_gate_corpus_later.py.
"""

from __future__ import annotations

from collections import Counter

from stdnum import iban, luhn

from benchmarks.gate.corpus import cases


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
