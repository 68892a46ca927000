"""The gate corpora's own invariants (benchmarks/gate): sizes, the tune/held split, quotes
and secret values where they belong, languages, determinism, and checksum-valid numbers
checked against python-stdnum. No detector is asked here."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from stdnum import iban, luhn
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.es import dni, nie
from stdnum.fr import nir
from stdnum.in_ import aadhaar, pan
from stdnum.it import codicefiscale
from stdnum.nl import bsn
from stdnum.pl import pesel
from stdnum.se import personnummer
from stdnum.us import ssn

from benchmarks.gate import ids
from benchmarks.gate.common import build
from benchmarks.gate.corpus import KINDS, _groups, cases
from benchmarks.gate.score import Gate, judge, score, secret_survives

_VALIDATORS = {
    "ca_sin": sin, "in_aadhaar": aadhaar, "in_pan": pan, "it_cf": codicefiscale,
    "br_cpf": cpf, "se_pnr": personnummer, "dk_cpr": cpr, "pl_pesel": pesel, "de_idnr": idnr,
    "cn_ric": ric, "es_dni": dni, "es_nie": nie, "fr_nir": nir, "nl_bsn": bsn,
}  # fmt: skip
_NINO = re.compile(r"^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$")


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_has_600_positives_and_600_negatives(kind: str) -> None:
    both = cases(kind, "both")  # type: ignore[arg-type]
    counts = Counter(case.positive for case in both)
    assert counts[True] >= 600 and counts[False] >= 600, counts
    assert {case.kind for case in both} == {kind}


@pytest.mark.parametrize("kind", KINDS)
def test_halves_share_no_template_and_no_slot_value(kind: str) -> None:
    tune, held = cases(kind, "tune"), cases(kind, "held")  # type: ignore[arg-type]
    assert {c.template for c in tune}.isdisjoint({c.template for c in held})
    tune_slots = {value for case in tune for value in case.slots}
    held_slots = {value for case in held for value in case.slots}
    assert tune_slots and held_slots
    assert tune_slots.isdisjoint(held_slots), sorted(tune_slots & held_slots)[:5]
    # Every subkind is measured on both halves.
    assert {(c.subkind, c.positive) for c in tune} == {(c.subkind, c.positive) for c in held}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("half", ["tune", "held"])
def test_each_language_has_a_real_share(kind: str, half: str) -> None:
    for positive in (True, False):
        chosen = [c for c in cases(kind, half) if c.positive == positive]  # type: ignore[arg-type]
        shares = Counter(case.language for case in chosen)
        assert set(shares) == {"en", "de", "fr", "es"}
        assert min(shares.values()) >= 0.15 * len(chosen), shares


@pytest.mark.parametrize("kind", ["modality", "paste"])
def test_every_quote_is_in_a_user_message_and_every_case_has_a_note(kind: str) -> None:
    for case in cases(kind, "both"):  # type: ignore[arg-type]
        users = [text for role, text in case.messages if role == "user"]
        assert case.messages[-1][0] == "user" and case.note
        assert case.quote and any(case.quote in text for text in users), case
        assert "{" not in case.note + "".join(users), case  # no slot left unfilled
    orders = [c for c in cases(kind, "both") if c.order]  # type: ignore[arg-type]
    assert (kind == "paste") == bool(orders) and all(c.positive for c in orders)


def test_every_secret_value_is_in_its_text_and_negatives_have_none() -> None:
    for case in cases("secret", "both"):
        assert "{" not in case.text.replace('{"', ""), case
        if case.positive:
            assert case.values and all(value in case.text for value in case.values), case
            assert secret_survives(case.text, case.values)
        else:
            assert case.values == ()


def test_generation_is_deterministic() -> None:
    for kind in KINDS:
        for half in ("tune", "held"):
            again = build(kind, _groups(kind), half)  # type: ignore[arg-type]
            assert again == cases(kind, half)  # type: ignore[arg-type]


def test_numbers_are_valid_by_an_independent_implementation() -> None:
    seen: Counter[str] = Counter()
    for case in cases("secret", "both"):
        if not case.positive:
            continue
        value = case.values[0] if case.values else ""
        if case.subkind == "card":
            assert luhn.is_valid(re.sub(r"[ -]", "", value)), case
        elif case.subkind == "iban":
            iban.validate(value)
        elif case.subkind == "ssn":
            ssn.validate(value)
        elif case.subkind == "national_id":
            if case.detail == "gb_nino":
                assert _NINO.match(value.replace(" ", "")), case
            else:
                _VALIDATORS[case.detail].validate(value)
        seen[case.subkind + ":" + case.detail] += 1
    assert sum(1 for name in seen if name.startswith("national_id:")) == 15
    assert sum(1 for name in seen if name.startswith("card:")) == len(ids.CARD_BRANDS)
    assert sum(1 for name in seen if name.startswith("iban:")) == len(ids.IBAN_FORMATS)


def test_look_alike_numbers_really_pass_luhn() -> None:
    for case in cases("secret", "both"):
        if case.subkind in ("order16", "luhn_ref"):
            digits = re.sub(r"\D", "", case.text)
            run = max(re.findall(r"\d[\d -]{10,}\d", case.text), key=len)
            assert luhn.is_valid(re.sub(r"\D", "", run)), (case.text, digits)
        if case.subkind == "order16":
            assert re.sub(r"\D", "", run).startswith("4") and len(re.sub(r"\D", "", run)) == 16


def test_check_digit_helpers_agree_with_stdnum_on_many_draws() -> None:
    rng = random.Random(7)
    for _ in range(200):
        assert luhn.is_valid(ids.luhn_number("4", 16, rng))
        iban.validate(ids.iban_number(rng.choice(list(ids.IBAN_FORMATS)), rng))
        aadhaar.validate(ids.aadhaar(rng))
        idnr.validate(ids.steuer_id(rng))


def _oracle(kind: str) -> Gate:
    """A gate that knows the labels: it must score recall 1 and no false positive."""
    truth = {(c.text, c.messages, c.quote, c.note): c for c in cases(kind, "tune")}  # type: ignore[arg-type]

    def screen(text: str) -> str | None:
        case = truth[(text, (), "", "")]
        for value in case.values:
            text = text.replace(value, "[secret]")
        return text

    def outcome(messages: tuple[tuple[str, str], ...], quote: str, note: str) -> str:
        case = truth[("", messages, quote, note)]
        return ("dropped" if case.order else "marked") if case.positive else "fact"

    def injection(text: str) -> str:
        return "held" if truth[(text, (), "", "")].positive else "active"

    return Gate(screen, outcome, outcome, injection)


@pytest.mark.parametrize("kind", KINDS)
def test_scorer_gives_an_oracle_full_marks_and_a_pass_through_none(kind: str) -> None:
    chosen = cases(kind, "tune")  # type: ignore[arg-type]
    perfect = score(kind, "tune", chosen, _oracle(kind)).summary()  # type: ignore[arg-type]
    assert perfect["recall"] == 1.0 and perfect["fp_rate"] == 0.0 and perfect["errors"] == 0
    blind = Gate(lambda text: text, lambda *_: "fact", lambda *_: "fact", lambda _: "active")
    nothing = score(kind, "tune", chosen, blind).summary()  # type: ignore[arg-type]
    assert nothing["recall"] == 0.0 and nothing["fp_rate"] == 0.0


def test_scorer_counts_a_spaced_out_leak_and_an_adapter_error() -> None:
    case = next(c for c in cases("secret", "tune") if c.subkind == "card" and " " in c.text)
    spaced = Gate(lambda text: " ".join(text), print, print, print)  # type: ignore[arg-type]
    assert not judge(case, spaced).right
    broken = Gate(lambda text: 1 / 0, print, print, print)  # type: ignore[arg-type, return-value]
    assert judge(case, broken).outcome.startswith("error: ZeroDivisionError")
