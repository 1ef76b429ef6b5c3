"""The exceptions of hazardlib: one type per kind of failure.

Every exception is a :class:`ValueError` subclass, so code that already
catches ``ValueError`` keeps working, and its message quotes the bad value
and says what is allowed.

>>> from hazardlib.dice import Die
>>> Die(0)
Traceback (most recent call last):
    ...
hazardlib.errors.InvalidDiceError: a die needs at least 2 sides, got 0
"""

from __future__ import annotations

__all__ = [
    "HazardlibError",
    "InvalidDiceError",
    "InvalidWeightError",
    "InvalidOutcomeError",
    "InvalidStakeError",
    "InvalidRuleError",
    "UnknownVariantError",
    "InvalidCardError",
    "IllegalActionError",
    "InvalidPolicyError",
    "UnknownRuleError",
]


class HazardlibError(ValueError):
    """Base class of every error hazardlib raises."""


class InvalidDiceError(HazardlibError):
    """A die or a set of dice that cannot exist (too few sides, no dice)."""


class InvalidWeightError(HazardlibError):
    """Distribution weights that are not non-negative integers with a positive sum."""


class InvalidOutcomeError(HazardlibError):
    """An outcome (a total, a throw, a value) that the situation does not allow."""


class InvalidStakeError(HazardlibError):
    """A stake that is not a non-negative int or Fraction (floats are refused)."""


class InvalidRuleError(HazardlibError):
    """A rules field with a value outside what the rules allow."""


class UnknownVariantError(HazardlibError):
    """A variant name that no rules variant has."""


class InvalidCardError(HazardlibError):
    """A card notation that names no card, or a card that the deck lacks."""


class IllegalActionError(HazardlibError):
    """An action that the state of play does not allow (out of turn, after the end)."""


class InvalidPolicyError(HazardlibError):
    """An object passed as a policy that is not one (it lacks what a policy of that game must do)."""


class UnknownRuleError(HazardlibError):
    """A rule of the book (a number, a label, or the name of its code) that does not exist."""
