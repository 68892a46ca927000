"""The gate corpora's own invariants (benchmarks/gate): sizes, the tune/held split and the
fresh split apart from both, quotes and secret values where they belong, languages,
determinism, and checksum-valid numbers checked against python-stdnum (the final and sealed
splits' own checks are in test_gate_corpus_final.py and test_gate_corpus_sealed.py). No
detector is asked here."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest
from stdnum import bic, iban, luhn
from stdnum.be import nn
from stdnum.br import cpf
from stdnum.ca import sin
from stdnum.cl import rut
from stdnum.cn import ric
from stdnum.de import idnr
from stdnum.dk import cpr
from stdnum.es import dni, nie
from stdnum.eu import vat
from stdnum.fi import hetu
from stdnum.fr import nir
from stdnum.in_ import aadhaar, pan
from stdnum.it import codicefiscale
from stdnum.nl import bsn
from stdnum.no import fodselsnummer
from stdnum.pl import pesel
from stdnum.pt import nif
from stdnum.ro import cnp
from stdnum.se import personnummer
from stdnum.us import ssn

from benchmarks.gate import ids
from benchmarks.gate.common import FRESH_POOLS, POOLS, SPLITS, build, pool_values, template_words
from benchmarks.gate.corpus import (
    FINAL_TARGET,
    FRESH_TARGET,
    KINDS,
    SEALED_TARGET,
    _groups,
    avoided,
    cases,
)
from benchmarks.gate.final.groups import groups as final_groups
from benchmarks.gate.fresh import ids as fresh_ids
from benchmarks.gate.fresh import values as fresh_values
from benchmarks.gate.fresh.groups import groups as fresh_groups
from benchmarks.gate.run import run_gate
from benchmarks.gate.score import Gate, judge, score, secret_survives
from benchmarks.gate.sealed.groups import groups as sealed_groups


def _every(kind: str) -> list:  # type: ignore[type-arg]
    """The cases of every split, sealed included (``all`` leaves sealed out)."""
    return [c for half in SPLITS for c in cases(kind, half)]  # type: ignore[arg-type]


_VALIDATORS = {
    "ca_sin": sin, "in_aadhaar": aadhaar, "in_pan": pan, "it_cf": codicefiscale,
    "br_cpf": cpf, "se_pnr": personnummer, "dk_cpr": cpr, "pl_pesel": pesel, "de_idnr": idnr,
    "cn_ric": ric, "es_dni": dni, "es_nie": nie, "fr_nir": nir, "nl_bsn": bsn,
    "fi_hetu": hetu, "no_fnr": fodselsnummer, "be_nn": nn, "pt_nif": nif, "cl_rut": rut,
    "ro_cnp": cnp,
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
@pytest.mark.parametrize("half", SPLITS)
def test_each_language_has_a_real_share(kind: str, half: str) -> None:
    for positive in (True, False):
        chosen = [c for c in cases(kind, half) if c.positive == positive]  # type: ignore[arg-type]
        shares = Counter(case.language for case in chosen)
        assert set(shares) == {"en", "de", "fr", "es"}
        assert min(shares.values()) >= 0.15 * len(chosen), shares


@pytest.mark.parametrize("kind", ["modality", "paste"])
def test_every_quote_is_in_a_user_message_and_every_case_has_a_note(kind: str) -> None:
    for case in _every(kind):
        users = [text for role, text in case.messages if role == "user"]
        assert case.messages[-1][0] == "user" and case.note
        assert case.quote and any(case.quote in text for text in users), case
        assert "{" not in case.note + "".join(users), case  # no slot left unfilled
    orders = [c for c in _every(kind) if c.order]
    assert (kind == "paste") == bool(orders) and all(c.positive for c in orders)


def test_every_secret_value_is_in_its_text_and_negatives_have_none() -> None:
    for case in _every("secret"):
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
        fresh = build(kind, fresh_groups(kind), "fresh", avoid=avoided(kind), target=FRESH_TARGET)
        assert fresh == cases(kind, "fresh")
        final = build(
            kind, final_groups(kind), "final", avoid=avoided(kind, "final"), target=FINAL_TARGET
        )
        assert final == cases(kind, "final")
        sealed = build(
            kind, sealed_groups(kind), "sealed", avoid=avoided(kind, "sealed"), target=SEALED_TARGET
        )
        assert sealed == cases(kind, "sealed")


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
    for case in _every("secret"):
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


def _oracle(kind: str, half: str) -> Gate:
    """A gate that knows the labels: it must score recall 1 and no false positive."""
    truth = {(c.text, c.messages, c.quote, c.note): c for c in cases(kind, half)}  # type: ignore[arg-type]

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
# Every split but held, which this test has always left out.
@pytest.mark.parametrize("half", [half for half in SPLITS if half != "held"])
def test_scorer_gives_an_oracle_full_marks_and_a_pass_through_none(kind: str, half: str) -> None:
    chosen = cases(kind, half)  # type: ignore[arg-type]
    perfect = score(kind, half, chosen, _oracle(kind, half)).summary()  # type: ignore[arg-type]
    assert perfect["recall"] == 1.0 and perfect["fp_rate"] == 0.0 and perfect["errors"] == 0
    blind = Gate(lambda text: text, lambda *_: "fact", lambda *_: "fact", lambda _: "active")
    nothing = score(kind, half, chosen, blind).summary()  # type: ignore[arg-type]
    assert nothing["recall"] == 0.0 and nothing["fp_rate"] == 0.0


def test_scorer_counts_a_spaced_out_leak_and_an_adapter_error() -> None:
    case = next(c for c in cases("secret", "tune") if c.subkind == "card" and " " in c.text)
    spaced = Gate(lambda text: " ".join(text), print, print, print)  # type: ignore[arg-type]
    assert not judge(case, spaced).right
    broken = Gate(lambda text: 1 / 0, print, print, print)  # type: ignore[arg-type, return-value]
    assert judge(case, broken).outcome.startswith("error: ZeroDivisionError")


# The fresh split: written after tuning, sharing nothing with tune or held.

# Subkinds whose fresh cases carry finer names (in every language) than some tune/held groups.
_FINER = {
    "hedge_near": {"hedge_before", "hedge_after"},
    "polarity": {"polarity_dropped", "polarity_added"},
    "role_header": {"role_change", "header"},
    "rule_reveal": {"new_rule", "reveal_prompt"},
}


@pytest.mark.parametrize("kind", KINDS)
def test_fresh_has_300_positives_and_300_negatives(kind: str) -> None:
    fresh = cases(kind, "fresh")  # type: ignore[arg-type]
    counts = Counter(case.positive for case in fresh)
    assert counts[True] >= 300 and counts[False] >= 300, counts
    assert {case.kind for case in fresh} == {kind}
    assert all(case.template.rsplit("/", 1)[1].startswith("f") for case in fresh)
    together = cases(kind, "all")  # type: ignore[arg-type]
    later = len(fresh) + len(cases(kind, "final"))  # type: ignore[arg-type]
    assert len(together) == len(cases(kind, "both")) + later  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", KINDS)
def test_fresh_shares_no_template_text_or_value_with_tune_and_held(kind: str) -> None:
    fresh, old = cases(kind, "fresh"), cases(kind, "both")  # type: ignore[arg-type]
    assert {c.template for c in fresh}.isdisjoint({c.template for c in old})
    old_slots = {value for case in old for value in case.slots}
    fresh_slots = {value for case in fresh for value in case.slots}
    assert fresh_slots and fresh_slots.isdisjoint(old_slots), sorted(fresh_slots & old_slots)[:5]
    assert fresh_slots.isdisjoint(pool_values(POOLS))
    assert {(c.text, c.messages) for c in fresh}.isdisjoint({(c.text, c.messages) for c in old})
    old_patterns = {template_words(tpl) for group in _groups(kind) for tpl in group.templates}
    for group in fresh_groups(kind):
        for template in group.templates:
            assert template_words(template) not in old_patterns, (group.subkind, template)


def test_fresh_pools_hold_no_value_of_a_tune_or_held_pool() -> None:
    shared = pool_values(FRESH_POOLS) & pool_values(POOLS)
    assert FRESH_POOLS and not shared, sorted(shared)[:5]


@pytest.mark.parametrize("kind", KINDS)
def test_fresh_covers_every_subkind_of_tune_and_held_in_each_language(kind: str) -> None:
    fresh = {(c.subkind, c.language, c.positive) for c in cases(kind, "fresh")}  # type: ignore[arg-type]
    for subkind, language, positive in {
        (c.subkind, c.language, c.positive)
        for c in cases(kind, "both")  # type: ignore[arg-type]
    }:
        names = _FINER.get(subkind, {subkind})
        assert all((name, language, positive) in fresh for name in names), (subkind, language)
    # And some families tune and held lack.
    new = {name for name, _, _ in fresh} - {c.subkind for c in cases(kind, "both")}  # type: ignore[arg-type]
    assert len(new - set().union(*_FINER.values())) >= 2, new


def test_fresh_numbers_are_valid_by_an_independent_implementation() -> None:
    seen: Counter[str] = Counter()
    for case in cases("secret", "fresh"):
        value = case.values[0] if case.values else ""
        if case.positive and case.subkind == "card":
            assert luhn.is_valid(re.sub(r"[ -]", "", value)), case
        elif case.positive and case.subkind == "iban":
            iban.validate(value)
        elif case.positive and case.subkind == "ssn":
            ssn.validate(value.replace(" ", ""))
        elif case.positive and case.subkind == "national_id":
            if case.detail == "gb_nino":
                assert _NINO.match(value.replace(" ", "")), case
            else:
                _VALIDATORS[case.detail].validate(value)
        elif case.subkind in ("bic", "vat"):
            code = re.search(r"\b[A-Z]{2}[0-9A-Z]{6,}\b", case.text)
            assert code is not None, case
            (bic if case.subkind == "bic" else vat).validate(code.group(0))
        seen[f"{case.subkind}:{case.detail}"] += 1
    assert {n for n in seen if n.startswith("national_id:")} == {
        f"national_id:{name}" for name in fresh_values.NATIONAL_IDS
    }
    brands = [*ids.CARD_BRANDS, *fresh_ids.CARD_BRANDS]
    assert {n for n in seen if n.startswith("card:")} == {f"card:{b}" for b in brands}
    countries = {n.split(":")[1] for n in seen if n.startswith("iban:")}
    assert countries == set(fresh_ids.IBAN_FORMATS)
    assert countries.isdisjoint(ids.IBAN_FORMATS)  # countries tune and held never draw
    assert seen["bic:bic"] and len([n for n in seen if n.startswith("vat:")]) == 4


def test_fresh_check_digit_helpers_agree_with_stdnum_on_many_draws() -> None:
    rng = random.Random(11)
    for _ in range(200):
        for country in fresh_ids.IBAN_FORMATS:
            iban.validate(fresh_ids.iban_number(country, rng))
        for brand in fresh_ids.CARD_BRANDS:
            assert luhn.is_valid(fresh_ids.card_number(brand, rng))
        hetu.validate(fresh_ids.fi_hetu(rng))
        fodselsnummer.validate(fresh_ids.no_fnr(rng))
        nn.validate(fresh_ids.be_nn(rng))
        nif.validate(fresh_ids.pt_nif(rng))
        rut.validate(fresh_ids.cl_rut(rng))
        cnp.validate(fresh_ids.ro_cnp(rng))
        bic.validate(fresh_ids.bic(rng))
        for make in fresh_ids.VAT_MAKERS.values():
            vat.validate(make(rng))


def test_run_gate_scores_every_split_of_all_and_refuses_an_unknown_one() -> None:
    blind = Gate(lambda text: text, lambda *_: "fact", lambda *_: "fact", lambda _: "active")
    printed: list[str] = []
    results = run_gate(blind, ["injection"], "all", printed.append)
    assert set(results) == {
        "injection/tune",
        "injection/held",
        "injection/fresh",
        "injection/final",
    }  # sealed, blind, unseen, hidden, covert, latent, veiled, masked and cloaked only when named
    assert any(line.startswith("\n== injection / fresh:") for line in printed)
    assert any(line.startswith("\n== injection / final:") for line in printed)
    with pytest.raises(ValueError, match="unknown half"):
        cases("injection", "later")
