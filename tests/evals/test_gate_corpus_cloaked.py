"""The cloaked split's own numbers and labels: every card brand, IBAN country and id kind its
makers know is made, URLs give up only their secret part, and the near misses hold card-like
order numbers that pass Luhn. The shared checks of the late splits are in
test_gate_corpus_later.py. No detector is asked here."""

from __future__ import annotations

from stdnum import luhn

from benchmarks.gate.cloaked import ids
from benchmarks.gate.corpus import cases


def test_every_brand_country_and_id_kind_is_made() -> None:
    seen = {
        f"{case.subkind}:{case.detail}"
        for case in cases("secret", "cloaked")
        if case.positive and case.subkind in ("card", "iban", "national_id")
    }
    assert {n for n in seen if n.startswith("card:")} == {f"card:{b}" for b in ids.CARD_BRANDS}
    assert {n for n in seen if n.startswith("iban:")} == {f"iban:{c}" for c in ids.IBAN_SHAPES}
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{kind}" for kind in ids.NATIONAL
    }


def test_urls_give_up_only_their_secret_part() -> None:
    urls = [c for c in cases("secret", "cloaked") if c.positive and "://" in c.text]
    assert len(urls) >= 10
    for case in urls:
        assert len(case.values) == 1 and "@" not in case.values[0] and "/" not in case.values[0]


def test_near_misses_hold_card_like_order_numbers() -> None:
    runs = [
        word
        for c in cases("secret", "cloaked")
        if not c.positive and c.detail == "order"
        for word in c.text.split()
        if len(word) == 16 and word.isdigit() and word.startswith("4")
    ]
    assert len(runs) >= 3 and all(luhn.is_valid(run) for run in runs), runs
