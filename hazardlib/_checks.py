"""Small input checks shared by every module (private).

Each check returns the value it accepted, so that it can be used inline, and
raises the project's error with the bad value and what is allowed.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import TypeVar

import numpy as np

from hazardlib.errors import HazardlibError, InvalidStakeError

E = TypeVar("E", bound=HazardlibError)
T = TypeVar("T")


def check_int(
    value: object,
    name: str,
    allowed: Iterable[int],
    error: type[E],
) -> int:
    """Return *value* if it is an ``int`` (not a bool) in *allowed*.

    >>> from hazardlib.errors import InvalidOutcomeError
    >>> check_int(7, "main", range(5, 10), InvalidOutcomeError)
    7
    >>> check_int(7.0, "main", range(5, 10), InvalidOutcomeError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: main must be an int in 5 to 9, got 7.0
    """
    allowed = list(allowed)
    if not isinstance(value, int) or isinstance(value, bool) or value not in allowed:
        raise error(f"{name} must be an int in {describe_ints(allowed)}, got {value!r}")
    return value


def describe_ints(values: list[int]) -> str:
    """Describe a list of ints: a range as ``"5 to 9"``, otherwise listed.

    >>> describe_ints([5, 6, 7, 8, 9])
    '5 to 9'
    >>> describe_ints([2, 3, 12])
    '2, 3, 12'
    """
    values = sorted(values)
    if len(values) > 2 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]} to {values[-1]}"
    return ", ".join(str(v) for v in values)


def check_choice(value: T, name: str, allowed: Iterable[T], error: type[E]) -> T:
    """Return *value* if it is one of *allowed*.

    >>> from hazardlib.errors import UnknownVariantError
    >>> check_choice("x", "variant", ["called", "thrown"], UnknownVariantError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'x'; allowed: 'called', 'thrown'
    """
    allowed = list(allowed)
    if value not in allowed:
        listing = ", ".join(repr(a) for a in allowed)
        raise error(f"unknown {name} {value!r}; allowed: {listing}")
    return value


def check_stake(value: object, name: str = "stake") -> Fraction:
    """Return a stake as a ``Fraction``: an ``int`` or ``Fraction``, not negative.

    Floats are refused: a float in a payout silently makes it inexact.

    >>> check_stake(10)
    Fraction(10, 1)
    >>> check_stake(2.5)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: stake must be a non-negative int or Fraction, got 2.5
    """
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)) or value < 0:
        raise InvalidStakeError(
            f"{name} must be a non-negative int or Fraction, got {value!r}"
        )
    return Fraction(value)


def check_rng(rng: object, error: type[E]) -> np.random.Generator:
    """Return a :class:`numpy.random.Generator` for a seed or a generator.

    A seed (a non-negative int) or a generator is required: ``None`` (fresh
    entropy) would make a result that cannot be reproduced.

    >>> from hazardlib.errors import InvalidRuleError
    >>> check_rng(7, InvalidRuleError).integers(0, 100) == check_rng(7, InvalidRuleError).integers(0, 100)
    np.True_
    >>> check_rng(-1, InvalidRuleError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: rng must be an int seed or a numpy.random.Generator, got -1
    """
    if isinstance(rng, np.random.Generator):
        return rng
    if isinstance(rng, int) and not isinstance(rng, bool) and rng >= 0:
        return np.random.default_rng(rng)
    raise error(f"rng must be an int seed or a numpy.random.Generator, got {rng!r}")
