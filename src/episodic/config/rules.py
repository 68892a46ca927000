"""How every configuration section checks its values: one rule per kind of number."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Annotated, TypeGuard, get_type_hints

from episodic.errors import ConfigError


def is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def is_number(value: object) -> TypeGuard[int | float]:
    """A real, finite number: NaN and infinities are refused everywhere."""
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def is_positive(value: object) -> bool:
    return is_number(value) and value > 0


def is_non_negative(value: object) -> bool:
    return is_number(value) and value >= 0


def is_fraction(value: object) -> bool:
    return is_number(value) and 0 <= value <= 1


def is_cosine(value: object) -> bool:
    return is_number(value) and -1 <= value <= 1


def is_flag(value: object) -> bool:
    return isinstance(value, bool)


RULES: dict[Callable[[object], bool], str] = {
    is_count: "a positive integer",
    is_whole: "a whole number that is not negative",
    is_number: "a finite number",
    is_positive: "a positive number (not NaN or infinite)",
    is_non_negative: "a number that is not negative (nor NaN or infinite)",
    is_fraction: "a number from 0 to 1",
    is_cosine: "a number from -1 to 1",
    is_flag: "True or False",
}


def require(value: object, name: str, rule: Callable[[object], bool]) -> None:
    if not rule(value):
        raise ConfigError(f"{name} must be {RULES[rule]}, got {value!r}.")


#: The kinds of setting a section declares its fields with; each carries the rule it is held to.
Count = Annotated[int, is_count]
Whole = Annotated[int, is_whole]
Positive = Annotated[float, is_positive]
NonNegative = Annotated[float, is_non_negative]
Fraction = Annotated[float, is_fraction]
Cosine = Annotated[float, is_cosine]
Flag = Annotated[bool, is_flag]


class Section:
    """The base of a configuration section: each field typed with a rule above is checked.

    A section with checks across fields (or on other values) adds them in ``validate``, which
    runs after every field passed its own rule.
    """

    __slots__ = ()

    def __post_init__(self) -> None:
        kind = type(self).__name__
        for name, rule in _rules_of(type(self)):
            require(getattr(self, name), f"{kind}.{name}", rule)
        self.validate()

    def validate(self) -> None:
        """Checks that one field's rule cannot say; none by default."""


_FieldRules = tuple[tuple[str, Callable[[object], bool]], ...]
_SECTION_RULES: dict[type, _FieldRules] = {}


def _rules_of(section: type) -> _FieldRules:
    """The rule of each field of a section class, in field order (read once per class)."""
    rules = _SECTION_RULES.get(section)
    if rules is None:
        hints = get_type_hints(section, include_extras=True)
        rules = tuple(
            (name, rule)
            for name, hint in hints.items()
            for rule in getattr(hint, "__metadata__", ())
            if rule in RULES
        )
        _SECTION_RULES[section] = rules
    return rules
