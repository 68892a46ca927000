"""How every configuration section checks its values: one rule per kind of number."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TypeGuard

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


def check(section: object, rules: dict[str, Callable[[object], bool]]) -> None:
    kind = type(section).__name__
    for name, rule in rules.items():
        require(getattr(section, name), f"{kind}.{name}", rule)
