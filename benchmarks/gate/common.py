"""The corpus machinery: :class:`Case`, templates, slot pools and the tune/held split.

A kind's corpus is a list of :class:`Group` s: one subkind, one language, one polarity, and
at least two templates. Templates hold ``{slot}`` markers. A lower-case slot is drawn from a
word pool of :data:`POOLS` (a name, a service, a city); an upper-case slot is made by a
generator (a password, a card number, an IBAN), which may also fill lower-case helper slots
(the label of an id). In a secret positive every generated value is a secret and goes into
:attr:`Case.values`.

The split is structural, so that nothing tuned on one half can have seen the other: inside
each group the templates alternate between ``tune`` and ``held`` (even index tune, odd held),
and so do the values of every pool; generated values come from a random stream seeded by the
half, and a value that the other half also drew is skipped. A held case therefore shares no
template and no slot value with any tune case.

A third split, ``fresh``, was written after the detectors had been tuned on ``tune`` and
measured on ``held``, by someone who never read the detectors: its groups have templates of
their own (every one in ``fresh``), slot values from pools of their own (:data:`FRESH_POOLS`,
none of which any other pool holds), and generated values that tune and held never drew
(``avoid`` in :func:`build`). Its template ids end in ``fN``.

A fourth split, ``final``, was written after all three had been used for tuning, again without
reading the detectors: templates of its own, pools of its own (:data:`FINAL_POOLS`, sharing no
value with :data:`POOLS` or :data:`FRESH_POOLS`), and generated values that no earlier split
drew. Its template ids end in ``zN``.

A fifth split, ``sealed``, was written once all four had become development data, by someone
who read neither the detectors nor the earlier splits' templates: templates of its own, pools of
its own (:data:`SEALED_POOLS`, sharing no value with any earlier pool) and generated values that
no earlier split drew. Nobody tunes on it; it is measured once. Its template ids end in ``sN``.

The later splits, in the order they were written: ``blind``, ``unseen``, ``hidden``,
``covert``, ``latent``, ``veiled``, ``masked`` and ``cloaked``. Each was written after the one before, again
by someone who read neither the detectors nor any earlier split's templates or pools: templates
of its own, pools of its own (:data:`BLIND_POOLS` ... :data:`CLOAKED_POOLS`, sharing no value with
any earlier pool) and generated values that no earlier split drew. Each is measured once, by the
lead, before anyone tunes on it. Its template ids end in its letter of :data:`LATER`
(``bN``, ``uN``, ``hN``, ``cN``, ``lN``, ``vN``, ``mN``, ``kN``).
"""

from __future__ import annotations

import random
import re
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Literal, get_args

Kind = Literal["secret", "modality", "paste", "injection"]
Half = Literal[
    "tune",
    "held",
    "fresh",
    "final",
    "sealed",
    "blind",
    "unseen",
    "hidden",
    "covert",
    "latent",
    "veiled",
    "masked",
    "cloaked",
]
# "both" means these two; "all" adds fresh and final. Sealed, blind, unseen, hidden, covert,
# latent, veiled, masked and cloaked are scored only when named, so that no routine run over "all"
# measures them before the one run at the end.
HALVES: tuple[Half, ...] = ("tune", "held")
DEVELOPMENT: tuple[Half, ...] = ("tune", "held", "fresh", "final")
# Every split, in the order they were written.
SPLITS: tuple[Half, ...] = get_args(Half)
# The splits written later, each with templates and pools of its own, and the letter that
# marks their template ids.
LATER: dict[Half, str] = {
    "fresh": "f",
    "final": "z",
    "sealed": "s",
    "blind": "b",
    "unseen": "u",
    "hidden": "h",
    "covert": "c",
    "latent": "l",
    "veiled": "v",
    "masked": "m",
    "cloaked": "k",
}
LANGUAGES = ("en", "de", "fr", "es")
# Per half and polarity, how many cases a kind aims at, and each language's share of them.
TARGET = 420
LANGUAGE_SHARE = {"en": 0.4, "de": 0.2, "fr": 0.2, "es": 0.2}

# {name}, or {name:P} where P is a part number of a "a|b|c" pool value and/or C (capitalise).
_SLOT = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?::([1-9]?C?))?\}")
_QUOTE = re.compile(r"\[\[(.+?)\]\]", re.DOTALL)


@dataclass(frozen=True)
class Case:
    """One labelled example.

    Attributes:
        kind: ``secret``, ``modality``, ``paste`` or ``injection``.
        positive: True when the gate must act (redact, refuse, hold, mark or drop).
        language: ``en``, ``de``, ``fr`` or ``es``.
        template: The template's id, ``kind/subkind/language/pos|neg/index`` (``fN`` for the
            index of a fresh template, ``zN`` for a final one, ``sN`` for a sealed one, ``bN``
            for a blind one, ``uN`` for an unseen one, ``hN`` for a hidden one, ``cN`` for a
            covert one, ``lN`` for a latent one, ``vN`` for a veiled one, ``mN`` for a masked
            one, ``kN`` for a cloaked one).
        subkind: The family inside the kind (``iban``, ``hedge_before``, ``chat_log``, ...).
        detail: A finer label where a family has several shapes (``maestro``, ``SA``,
            ``github``), else ``""``.
        text: The text written (secret and injection cases), else ``""``.
        messages: The transcript as ``(role, text)`` pairs, oldest first (modality and
            paste cases), else ``()``.
        quote: An exact substring of a user message: the sentence the note cites.
        note: The short fact a model would store.
        values: Secret positives: the exact substrings that must not survive storage.
        order: Paste positives: the note is an order to an AI or a memory (must be dropped).
        slots: The pool and generated values filled in (used to check the split).
    """

    kind: Kind
    positive: bool
    language: str
    template: str
    subkind: str
    detail: str = ""
    text: str = ""
    messages: tuple[tuple[str, str], ...] = ()
    quote: str = ""
    note: str = ""
    values: tuple[str, ...] = ()
    order: bool = False
    slots: tuple[str, ...] = field(default=(), repr=False)


@dataclass(frozen=True)
class Template:
    """One pattern: ``text`` for secret/injection; ``user`` (with ``[[quote]]``), ``note``
    and an optional ``assistant`` message before it for modality/paste."""

    text: str = ""
    user: str = ""
    note: str = ""
    assistant: str = ""
    order: bool = False


def t(text: str) -> Template:
    """A text template (secret and injection kinds)."""
    return Template(text=text)


def m(user: str, note: str, assistant: str = "", *, order: bool = False) -> Template:
    """A transcript template: ``user`` marks the quote with ``[[...]]``."""
    return Template(user=user, note=note, assistant=assistant, order=order)


@dataclass(frozen=True)
class Gen:
    """What a generator made: slot fills (upper-case keys are values, lower-case ones
    helpers such as a label), a detail label, and which values are secret (default: every
    upper-case fill)."""

    fills: dict[str, str]
    detail: str = ""
    secrets: tuple[str, ...] | None = None


# A generator gets the case's random stream and its running index in the group (so a
# family's shapes take turns).
Generator = Callable[[random.Random, int], Gen]


@dataclass(frozen=True)
class Group:
    """Templates of one subkind, language and polarity, with their relative weight."""

    subkind: str
    language: str
    positive: bool
    templates: Sequence[Template]
    weight: float = 1.0
    generators: dict[str, Generator] = field(default_factory=dict)
    # Applied to a filled text (injection obfuscation); returns the new text and a detail.
    transform: Callable[[str, random.Random, int], tuple[str, str]] | None = None


POOLS: dict[str, list[str]] = {}
# The fresh split's pools: same slot names, values of their own.
FRESH_POOLS: dict[str, list[str]] = {}
# The final split's pools: same slot names, values that no earlier pool holds.
FINAL_POOLS: dict[str, list[str]] = {}
# The sealed split's pools: same machinery, values that no earlier pool holds.
SEALED_POOLS: dict[str, list[str]] = {}
# The blind split's pools: values that no earlier pool holds.
BLIND_POOLS: dict[str, list[str]] = {}
# The unseen split's pools: values that no earlier pool holds.
UNSEEN_POOLS: dict[str, list[str]] = {}
# The hidden split's pools: values that no earlier pool holds.
HIDDEN_POOLS: dict[str, list[str]] = {}
# The covert split's pools: values that no earlier pool holds.
COVERT_POOLS: dict[str, list[str]] = {}
# The latent split's pools: values that no earlier pool holds.
LATENT_POOLS: dict[str, list[str]] = {}
# The veiled split's pools: values that no earlier pool holds.
VEILED_POOLS: dict[str, list[str]] = {}
# The masked split's pools: values that no earlier pool holds.
MASKED_POOLS: dict[str, list[str]] = {}
# The cloaked split's pools: values that no earlier pool holds.
CLOAKED_POOLS: dict[str, list[str]] = {}


def _register(registry: dict[str, list[str]], name: str, values: str | Iterable[str]) -> None:
    items = [v.strip() for v in values.split(",")] if isinstance(values, str) else list(values)
    if len(items) < 4 or len(set(items)) != len(items):
        raise ValueError(f"pool {name!r} needs at least 4 distinct values")
    if name in registry:
        raise ValueError(f"pool {name!r} is registered twice")
    registry[name] = items


def pool(name: str, values: str | Iterable[str]) -> None:
    """Register a slot pool (a comma-separated string or an iterable of values)."""
    _register(POOLS, name, values)


def fresh_pool(name: str, values: str | Iterable[str]) -> None:
    """Register a pool of the fresh split (its values must be in no pool of :data:`POOLS`;
    :func:`pool_values` and the corpus test check it)."""
    _register(FRESH_POOLS, name, values)


def final_pool(name: str, values: str | Iterable[str]) -> None:
    """Register a pool of the final split (its values must be in no pool of :data:`POOLS` or
    :data:`FRESH_POOLS`; :func:`benchmarks.gate.corpus.avoided` raises when one is)."""
    _register(FINAL_POOLS, name, values)


def _registrar(
    registry: dict[str, list[str]], split: str
) -> Callable[[str, str | Iterable[str]], None]:
    def register(name: str, values: str | Iterable[str]) -> None:
        _register(registry, name, values)

    register.__doc__ = (
        f"Register a pool of the {split} split (its values must be in no earlier pool;"
        " :func:`benchmarks.gate.corpus.avoided` raises when one is)."
    )
    return register


sealed_pool = _registrar(SEALED_POOLS, "sealed")
blind_pool = _registrar(BLIND_POOLS, "blind")
unseen_pool = _registrar(UNSEEN_POOLS, "unseen")
hidden_pool = _registrar(HIDDEN_POOLS, "hidden")
covert_pool = _registrar(COVERT_POOLS, "covert")
latent_pool = _registrar(LATENT_POOLS, "latent")
veiled_pool = _registrar(VEILED_POOLS, "veiled")
masked_pool = _registrar(MASKED_POOLS, "masked")
cloaked_pool = _registrar(CLOAKED_POOLS, "cloaked")


def pool_values(registry: dict[str, list[str]]) -> set[str]:
    """Every value of every pool of ``registry``, and each ``|`` part of a value."""
    return {part for items in registry.values() for v in items for part in (v, *v.split("|"))}


def pools_of(half: Half) -> dict[str, list[str]]:
    """The pool registry ``half`` draws from: a later split's own, else :data:`POOLS`."""
    own = {
        "fresh": FRESH_POOLS,
        "final": FINAL_POOLS,
        "sealed": SEALED_POOLS,
        "blind": BLIND_POOLS,
        "unseen": UNSEEN_POOLS,
        "hidden": HIDDEN_POOLS,
        "covert": COVERT_POOLS,
        "latent": LATENT_POOLS,
        "veiled": VEILED_POOLS,
        "masked": MASKED_POOLS,
        "cloaked": CLOAKED_POOLS,
    }
    return own.get(half, POOLS)


def pool_half(name: str, half: Half) -> list[str]:
    """The values of pool ``name`` that belong to ``half`` (tune and held alternate by
    position; the later splits have registries of their own)."""
    if half in LATER:
        return pools_of(half)[name]
    start = 0 if half == "tune" else 1
    return POOLS[name][start::2]


def template_half(templates: Sequence[Template], half: Half) -> list[tuple[int, Template]]:
    """The (index, template) pairs of a group that belong to ``half`` (a later split's
    group's templates all belong to that split)."""
    if half in LATER:
        return list(enumerate(templates))
    start = 0 if half == "tune" else 1
    return [(i, tpl) for i, tpl in enumerate(templates) if i % 2 == start]


def slot_names(pattern: str) -> list[str]:
    """The slot names a pattern uses, in order."""
    return [found.group(1) for found in _SLOT.finditer(pattern)]


def _slot_value(found: re.Match[str], values: dict[str, str]) -> str:
    name, flags = found.group(1), found.group(2) or ""
    if name not in values:
        return found.group(0)
    value = values[name]
    part = flags.rstrip("C")
    if part:
        value = value.split("|")[int(part) - 1]
    return capitalised(value) if flags.endswith("C") else value


def fill(pattern: str, values: dict[str, str]) -> str:
    """Put the slot values into a pattern (markers without a value stay as they are)."""
    return _SLOT.sub(lambda found: _slot_value(found, values), pattern)


def split_quote(user: str) -> tuple[str, str]:
    """The user text without its ``[[ ]]`` markers, and the marked quote."""
    found = _QUOTE.search(user)
    if found is None:
        raise ValueError(f"template without a [[quote]]: {user!r}")
    return _QUOTE.sub(lambda q: q.group(1), user), found.group(1)


def capitalised(text: str) -> str:
    """``text`` with its first character upper case (notes begin like sentences)."""
    return text[:1].upper() + text[1:]


def group_counts(groups: Sequence[Group], positive: bool, target: int = TARGET) -> dict[int, int]:
    """How many cases each group (by position) gives per half: the kind's target spread
    over the languages by :data:`LANGUAGE_SHARE`, then over each language's groups by
    weight."""
    chosen = [(i, g) for i, g in enumerate(groups) if g.positive == positive]
    counts: dict[int, int] = {}
    for language, share in LANGUAGE_SHARE.items():
        mine = [(i, g) for i, g in chosen if g.language == language]
        total_weight = sum(g.weight for _, g in mine)
        for i, g in mine:
            counts[i] = max(2, round(target * share * g.weight / total_weight))
    return counts


def value_half(value: str) -> Half:
    """The half a generated value belongs to: a stable digest of the value decides, so the
    halves never draw the same one."""
    return "tune" if zlib.crc32(value.encode()) % 2 == 0 else "held"


def _belongs(value: str, half: Half, avoid: frozenset[str]) -> bool:
    """Whether a generated value may go into ``half``: tune and held split by digest; fresh
    (and every later split) take any value that the earlier splits and their pools never hold."""
    if half in LATER:
        return value not in avoid
    return value_half(value) == half


def _generate(
    group: Group,
    names: list[str],
    rng: random.Random,
    index: int,
    half: Half,
    avoid: frozenset[str],
) -> Gen:
    fills: dict[str, str] = {}
    detail = ""
    secrets: list[str] = []
    for name in names:
        if name in fills or name not in group.generators:
            continue
        for _ in range(200):
            made = group.generators[name](rng, index)
            if all(_belongs(v, half, avoid) for k, v in made.fills.items() if k[:1].isupper()):
                break
        else:
            raise RuntimeError(f"generator {name} made no value for the {half} half")
        fills.update(made.fills)
        detail = detail or made.detail
        secrets.extend(
            made.secrets
            if made.secrets is not None
            else [v for k, v in made.fills.items() if k[:1].isupper()]
        )
    return Gen(fills, detail, tuple(secrets))


def _case(
    kind: Kind,
    group: Group,
    tid: str,
    tpl: Template,
    rng: random.Random,
    index: int,
    half: Half,
    avoid: frozenset[str],
) -> Case:
    names = slot_names(tpl.text + tpl.user + tpl.note + tpl.assistant)
    made = _generate(group, names, rng, index, half, avoid)
    values = dict(made.fills)
    for name in names:
        if name not in values:
            values[name] = rng.choice(pool_half(name, half))
    pools = pools_of(half)
    used = tuple(sorted({values[n] for n in names if n in pools or n[:1].isupper()}))
    base = Case(kind, group.positive, group.language, tid, group.subkind, made.detail, slots=used)
    if tpl.text:
        text = fill(tpl.text, values)
        if group.transform is not None:
            text, detail = group.transform(text, rng, index)
            base = replace(base, detail=detail)
        secrets = made.secrets or () if kind == "secret" and group.positive else ()
        return replace(base, text=text, values=secrets)
    user, quote = split_quote(fill(tpl.user, values))
    before = (("assistant", fill(tpl.assistant, values)),) if tpl.assistant else ()
    note = capitalised(fill(tpl.note, values))
    return replace(
        base, messages=(*before, ("user", user)), quote=quote, note=note, order=tpl.order
    )


def build(
    kind: Kind,
    groups: Sequence[Group],
    half: Half,
    *,
    avoid: frozenset[str] = frozenset(),
    target: int = TARGET,
) -> list[Case]:
    """Every case of ``kind`` in ``half``: each group gives its share of ``target``, cycling
    through the half's templates with new slot values, without repeating a case. For the
    later splits (fresh, final, sealed, blind, unseen, hidden, covert, latent, veiled, masked,
    cloaked), ``avoid`` holds the values a generator must not make (every slot value of the earlier
    splits, every earlier pool value)."""
    cases: list[Case] = []
    for positive in (True, False):
        counts = group_counts(groups, positive, target)
        for position, count in counts.items():
            group = groups[position]
            polarity = "pos" if positive else "neg"
            base = f"{kind}/{group.subkind}/{group.language}/{polarity}"
            mine = template_half(group.templates, half)
            rng = random.Random(f"{base}/{half}")
            seen: set[tuple[object, ...]] = set()
            attempt = 0
            while len(seen) < count and attempt < 40 * count:
                index, tpl = mine[attempt % len(mine)]
                tid = f"{base}/{LATER.get(half, '')}{index}"
                case = _case(kind, group, tid, tpl, rng, len(seen), half, avoid)
                attempt += 1
                key = (case.text, case.messages, case.note)
                if key not in seen:
                    seen.add(key)
                    cases.append(case)
    return cases


def template_words(template: Template) -> str:
    """A template's words, with slot names, quote marks, punctuation and case dropped, so
    that two templates that differ only by a comma or a slot's name compare equal (the tests
    that keep later splits' templates apart compare these)."""
    text = f"{template.assistant} || {template.user}" if template.user else template.text
    text = re.sub(r"\{[A-Za-z_0-9]+(:[0-9]?C?)?\}", " SLOT ", text).replace("[[", "")
    return re.sub(r"[\W_]+", " ", text.replace("]]", "")).strip().lower()


def split_groups(
    split: str, makers: dict[str, Callable[[], list[Group]]]
) -> Callable[[Kind], list[Group]]:
    """The ``groups(kind)`` of a later split, from its maker per kind."""

    def groups(kind: Kind) -> list[Group]:
        return by_kind(makers, kind)

    groups.__doc__ = f"Every {split} group of ``kind`` (ValueError for an unknown kind)."
    return groups


def by_kind(makers: dict[str, Callable[[], list[Group]]], kind: str) -> list[Group]:
    """The groups ``makers`` make for ``kind`` (a later split's table of kinds).

    Raises:
        ValueError: ``kind`` is not a kind of the corpora.
    """
    if kind not in makers:
        raise ValueError(f"unknown kind {kind!r}; choose one of {', '.join(makers)}")
    return makers[kind]()


def table_groups(
    positive: Mapping[tuple[str, str], Sequence[Template]],
    negative: Mapping[tuple[str, str], Sequence[Template]],
    localise: Callable[[Template, str], Template],
    weights: Mapping[str, float] | None = None,
) -> list[Group]:
    """One group per (subkind, language) of both tables, each template passed through
    ``localise`` (which binds its language-bound slots to that language's pools)."""
    out = []
    for is_positive, table in ((True, positive), (False, negative)):
        for (subkind, language), templates in table.items():
            mine = [localise(tpl, language) for tpl in templates]
            weight = (weights or {}).get(subkind, 1.0)
            out.append(Group(subkind, language, is_positive, mine, weight))
    return out


def transcripts(block: str, *, order: bool = False) -> list[Template]:
    r"""Transcript templates, one a line: ``user => note`` or ``assistant || user => note``
    (``\n`` inside a line is a line break; the user text marks its quote with ``[[ ]]``)."""
    out = []
    for line in block.strip().splitlines():
        if not line.strip():
            continue
        talk, note = line.strip().replace("\\n", "\n").rsplit(" => ", 1)
        assistant, _, user = talk.rpartition(" || ")
        out.append(m(user, note, assistant, order=order))
    return out
