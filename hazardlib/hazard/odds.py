"""The odds of a chance against the main: the setter's true odds (Rule H5) and the chance's probability (Rule H4).

The setter lays ``ways(main) / ways(chance)`` on a chance; throwing on until
the chance or the main comes is the two-dice distribution conditioned on
those two totals.

>>> from hazardlib.hazard.odds import chance_win_probability, setter_odds
>>> setter_odds(7, 5), chance_win_probability(7, 5)
(Fraction(3, 2), Fraction(2, 5))
"""

from __future__ import annotations

from fractions import Fraction

from hazardlib._checks import as_int, check_int, describe_ints
from hazardlib.dice import total_distribution, ways
from hazardlib.errors import InvalidOutcomeError
from hazardlib.hazard.throws import CHANCES, MAINS

__all__ = ["setter_odds", "setter_odds_table", "chance_win_probability"]


def _check_chance(main: int, chance: object) -> int:
    allowed = [c for c in CHANCES if c != main]
    number = as_int(chance)  # numpy integers too, as a Simulation's chance column holds
    if number is None or number not in allowed:
        raise InvalidOutcomeError(
            f"a chance to main {main} must be an int in {describe_ints(allowed)}, got {chance!r}"
        )
    return number


def setter_odds(main: int, chance: int) -> Fraction:
    """The true odds the setter lays on a *chance* against *main*: ``ways(main) / ways(chance)``.

    The caster wins this multiple of the stake if the chance comes first:
    :ref:`Rule H5, settlement <hazard-rule-settlement>` (true odds).

    >>> setter_odds(7, 4), setter_odds(7, 5), setter_odds(5, 6)
    (Fraction(2, 1), Fraction(3, 2), Fraction(4, 5))
    >>> setter_odds(7, 7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: a chance to main 7 must be an int in 4, 5, 6, 8, 9, 10, got 7
    """
    main = check_int(main, "main", MAINS, InvalidOutcomeError)
    chance = _check_chance(main, chance)
    return Fraction(ways(main), ways(chance))


def setter_odds_table() -> dict[int, dict[int, Fraction]]:
    """``table[main][chance]`` = :func:`setter_odds` for every main and chance.

    The table the groom-porter proclaims: :ref:`Rule H5, settlement <hazard-rule-settlement>`.

    >>> setter_odds_table()[9][5]
    Fraction(1, 1)
    """
    return {m: {c: setter_odds(m, c) for c in CHANCES if c != m} for m in MAINS}


def chance_win_probability(main: int, chance: int) -> Fraction:
    """The probability that *chance* comes before *main* (throwing on until one does).

    This is the two-dice distribution conditioned on the total being one of the
    two: ``ways(chance) / (ways(chance) + ways(main))``. Implements the
    probability of :ref:`Rule H4, the chance <hazard-rule-chance>`.

    >>> chance_win_probability(7, 4)
    Fraction(1, 3)
    """
    main = check_int(main, "main", MAINS, InvalidOutcomeError)
    return _chance_first(main, _check_chance(main, chance))


def _chance_first(main: int, chance: int) -> Fraction:
    """P(chance before main): throwing on "until the chance or the main" conditions on those two."""
    return total_distribution(2).condition(lambda t: t in (main, chance)).probability(chance)
