"""Hazard, the two-dice game: rules with their sourced variants, exact analysis, play and simulation.

The caster has a *main* (5 to 9), throws two dice, and the opening throw is a
*nick* (the caster wins), an *out* (the caster loses) or a *chance*; after a
chance the caster throws until the chance (win) or the main (loss) comes.

>>> from hazardlib import hazard
>>> hazard.opening(7, 11)
Opening.NICK
>>> hazard.opening(7, 12)
Opening.OUT
>>> hazard.opening(7, 4)
Opening.CHANCE
>>> hazard.setter_odds(7, 4)
Fraction(2, 1)
>>> hazard.caster_win_probability(7)
Fraction(244, 495)

One definition of the rules (:func:`opening` and the chance phase) drives the
exact analysis, the play of a :class:`Round`, and the vectorized
:func:`simulate`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from typing import Union

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_int, check_rng, check_stake, describe_ints
from hazardlib.dice import Throw, total_distribution, ways
from hazardlib.dist import Distribution
from hazardlib.errors import (
    IllegalActionError,
    InvalidDiceError,
    InvalidOutcomeError,
    InvalidRuleError,
    InvalidStakeError,
    UnknownVariantError,
)
from hazardlib.options import NamedEnum, coerce_option

__all__ = [
    "MAINS",
    "TOTALS",
    "CHANCES",
    "Opening",
    "Result",
    "MainRule",
    "NickTable",
    "Passing",
    "Settlement",
    "Rules",
    "Variant",
    "VARIANTS",
    "OPTION_SOURCES",
    "variant",
    "opening",
    "nicks",
    "outs",
    "chances",
    "nick_out_table",
    "setter_odds",
    "setter_odds_table",
    "chance_win_probability",
    "main_distribution",
    "opening_probabilities",
    "caster_win_probability",
    "odds_against",
    "craps_pass_line_probability",
    "expected_value",
    "expected_throws",
    "throws_probability",
    "throws_distribution",
    "expected_rounds_with_dice",
    "Round",
    "play",
    "caster_net",
    "settle",
    "Entry",
    "Session",
    "Simulation",
    "simulate",
    "hand_lengths",
]

#: The mains a caster may call or throw.
MAINS = range(5, 10)
#: The totals of two dice.
TOTALS = range(2, 13)
#: The totals that can be a chance (in Hoyle, "any above three, and not exceeding ten").
CHANCES = range(4, 11)

Stake = Union[int, Fraction]



class Opening(NamedEnum):
    """What the opening throw (the first throw after the main is set) is."""

    NICK = "nick"
    OUT = "out"
    CHANCE = "chance"


class Result(NamedEnum):
    """The caster's result of a decided round."""

    WIN = "win"
    LOSE = "lose"


class MainRule(NamedEnum):
    """How the main is set."""

    #: The caster calls any main from 5 to 9 (Wikipedia, 1911 Britannica, Pall Mall Gazette).
    CALLED = "called"
    #: The caster throws until 5 to 9 appears; that total is the main (Hoyle, Chambers, Seymour).
    THROWN = "thrown"
    #: The main is always 7 (the Norwegian house rule; craps).
    SEVEN = "seven"


class NickTable(NamedEnum):
    """Which opening totals are nicks and outs."""

    #: 12 nicks to 6 and 8, 11 nicks to 7; every other 11 or 12 is out.
    ENGLISH = "english"
    #: Only the main itself nicks ("direct nicks", the French banking game);
    #: 11 and 12 are then always out (crabs), as a chance must be 4 to 10.
    DIRECT = "direct"


class Passing(NamedEnum):
    """When the caster passes the dice to the player on the left."""

    #: After losing three rounds in succession (English Wikipedia).
    THREE_LOSSES = "three-losses"
    #: After three throw-outs (rounds lost on the opening throw) in succession
    #: (Pall Mall Gazette 1869, quoted by Steinmetz).
    THREE_THROW_OUTS = "three-throw-outs"
    #: After every round, in rotation (the Norwegian house rules).
    ROTATION = "rotation"


class Settlement(NamedEnum):
    """How a round is paid."""

    #: A nick pays even money; after a chance the setter lays the true odds
    #: ``ways(main) / ways(chance)`` to the amount of the stake.
    TRUE_ODDS = "true-odds"
    #: Even money whatever happens (odds may be laid as a separate bet).
    EVEN_MONEY = "even-money"
    #: The home pot. The caster stakes, the others cover the same total in any
    #: shares; a win takes the pot, a loss splits it in proportion to the covers.
    POT = "pot"




@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """One complete set of Hazard rules; fields accept members or their string values.

    >>> Rules()
    Rules.variant('english')
    >>> Rules(main="seven", passing="rotation", settlement="pot")
    Rules.variant('home-seven')
    >>> Rules(main="thrown", passing="rotation")
    Rules(main='thrown', nicks='english', passing='rotation', settlement='true-odds')
    >>> Rules(main="chosen")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: main must be one of 'called', 'thrown', 'seven', got 'chosen'
    >>> Rules(nicks=True)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: nicks must be one of 'english', 'direct', got True
    """

    main: MainRule = MainRule.CALLED
    nicks: NickTable = NickTable.ENGLISH
    passing: Passing = Passing.THREE_LOSSES
    settlement: Settlement = Settlement.TRUE_ODDS

    def __post_init__(self) -> None:
        object.__setattr__(self, "main", coerce_option(self.main, MainRule, "main"))
        object.__setattr__(self, "nicks", coerce_option(self.nicks, NickTable, "nicks"))
        object.__setattr__(self, "passing", coerce_option(self.passing, Passing, "passing"))
        object.__setattr__(
            self, "settlement", coerce_option(self.settlement, Settlement, "settlement")
        )

    @classmethod
    def variant(cls, name: str) -> Rules:
        """The rules of a named variant (see :data:`VARIANTS`).

        >>> Rules.variant("pall-mall").passing
        Passing.THREE_THROW_OUTS
        """
        return variant(name).rules

    @property
    def name(self) -> str | None:
        """The name of the variant these rules are, or None."""
        for v in VARIANTS.values():
            if v.rules == self:
                return v.name
        return None

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed.

        >>> Rules().replace(settlement="even-money").settlement
        Settlement.EVEN_MONEY
        """
        return replace(self, **changes)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        name = self.name
        if name is not None:
            return f"Rules.variant({name!r})"
        return (
            f"Rules(main={self.main.value!r}, nicks={self.nicks.value!r}, "
            f"passing={self.passing.value!r}, settlement={self.settlement.value!r})"
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class Variant:
    """A named set of rules with the sources it follows (bibliography keys).

    *assumed* lists the fields on which the sources of this variant are silent
    (the engine fills them with the English default or a stated choice).
    """

    name: str
    rules: Rules
    sources: tuple[str, ...]
    assumed: tuple[str, ...] = ()


#: The named variants. Each follows its sources; ``assumed`` names the fields
#: where those sources are silent.
VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(
            name="english",
            rules=Rules(),
            sources=("wikipedia-en-hazard", "britannica1911"),
        ),
        Variant(
            name="pall-mall",
            rules=Rules(passing=Passing.THREE_THROW_OUTS),
            sources=("pallmall1869", "steinmetz1870"),
        ),
        Variant(
            name="hoyle",
            rules=Rules(main=MainRule.THROWN),
            sources=("hoyle1750", "chambers1888", "seymour1739"),
            assumed=("passing",),
        ),
        Variant(
            name="french",
            rules=Rules(nicks=NickTable.DIRECT, settlement=Settlement.EVEN_MONEY),
            sources=("steinmetz1870",),
            assumed=("main", "passing", "settlement"),
        ),
        Variant(
            name="home",
            rules=Rules(passing=Passing.ROTATION, settlement=Settlement.POT),
            sources=("hazard-house-rules-no",),
        ),
        Variant(
            name="home-seven",
            rules=Rules(
                main=MainRule.SEVEN, passing=Passing.ROTATION, settlement=Settlement.POT
            ),
            sources=("hazard-house-rules-no",),
        ),
    )
}

#: The sources of each rules option (bibliography keys).
OPTION_SOURCES: dict[NamedEnum, tuple[str, ...]] = {
    MainRule.CALLED: ("wikipedia-en-hazard", "britannica1911", "pallmall1869"),
    MainRule.THROWN: ("hoyle1750", "chambers1888", "seymour1739"),
    MainRule.SEVEN: ("hazard-house-rules-no",),
    NickTable.ENGLISH: ("wikipedia-en-hazard", "britannica1911", "seymour1739", "chambers1888"),
    NickTable.DIRECT: ("steinmetz1870",),
    Passing.THREE_LOSSES: ("wikipedia-en-hazard",),
    Passing.THREE_THROW_OUTS: ("pallmall1869", "steinmetz1870"),
    Passing.ROTATION: ("hazard-house-rules-no",),
    Settlement.TRUE_ODDS: ("wikipedia-en-hazard", "britannica1911", "pallmall1869"),
    Settlement.EVEN_MONEY: ("britannica1911",),
    Settlement.POT: ("hazard-house-rules-no",),
}

DEFAULT_RULES = Rules()


def variant(name: str) -> Variant:
    """The named variant.

    >>> variant("home-seven").sources
    ('hazard-house-rules-no',)
    >>> variant("crabs")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'crabs'; allowed: 'english', 'pall-mall', 'hoyle', 'french', 'home', 'home-seven'
    """
    if not isinstance(name, str) or name not in VARIANTS:
        allowed = ", ".join(repr(n) for n in VARIANTS)
        raise UnknownVariantError(f"unknown variant {name!r}; allowed: {allowed}")
    return VARIANTS[name]


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise InvalidRuleError(
            f"rules must be a hazard.Rules, like Rules.variant('english'), got {rules!r}"
        )
    return rules


# -- the opening throw -------------------------------------------------------


def _check_main(main: object, rules: Rules) -> int:
    """A main allowed by *rules* (an int; 7 only when the main is locked)."""
    if rules.main is MainRule.SEVEN:
        return check_int(main, "main (locked to 7)", [7], InvalidOutcomeError)
    return check_int(main, "main", MAINS, InvalidOutcomeError)


def _check_total(total: object) -> int:
    return check_int(total, "total of 2 dice", TOTALS, InvalidOutcomeError)


def _nick_totals(main: int, table: NickTable) -> tuple[int, ...]:
    if table is NickTable.DIRECT:
        return (main,)
    extra = {6: (12,), 7: (11,), 8: (12,)}.get(main, ())
    return (main, *extra)


def _opening(main: int, total: int, table: NickTable) -> Opening:
    if total in _nick_totals(main, table):
        return Opening.NICK
    if total in (2, 3, 11, 12):  # the crabs, out unless they nick
        return Opening.OUT
    return Opening.CHANCE


def opening(main: int, total: int, *, rules: Rules = DEFAULT_RULES) -> Opening:
    """What the opening *total* is for *main*: a nick, an out or a chance.

    >>> [opening(6, t).name for t in (6, 12, 11, 2, 8)]
    ['NICK', 'NICK', 'OUT', 'OUT', 'CHANCE']
    >>> opening(7, 11, rules=Rules(nicks="direct"))
    Opening.OUT
    >>> opening(4, 7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: main must be an int in 5 to 9, got 4
    >>> opening(7, 13)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: total of 2 dice must be an int in 2 to 12, got 13
    """
    rules = _check_rules(rules)
    return _opening(_check_main(main, rules), _check_total(total), rules.nicks)


def _totals_where(main: int, rules: Rules, kind: Opening) -> tuple[int, ...]:
    return tuple(t for t in TOTALS if _opening(main, t, rules.nicks) is kind)


def nicks(main: int, *, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The opening totals that nick *main*.

    >>> nicks(6), nicks(7), nicks(7, rules=Rules(nicks="direct"))
    ((6, 12), (7, 11), (7,))
    """
    rules = _check_rules(rules)
    return _totals_where(_check_main(main, rules), rules, Opening.NICK)


def outs(main: int, *, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The opening totals that throw out with *main*.

    >>> outs(5), outs(7)
    ((2, 3, 11, 12), (2, 3, 12))
    """
    rules = _check_rules(rules)
    return _totals_where(_check_main(main, rules), rules, Opening.OUT)


def chances(main: int, *, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The opening totals that become the caster's chance with *main*.

    >>> chances(7)
    (4, 5, 6, 8, 9, 10)
    """
    rules = _check_rules(rules)
    return _totals_where(_check_main(main, rules), rules, Opening.CHANCE)


def nick_out_table(
    *, rules: Rules = DEFAULT_RULES
) -> list[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """Rows ``(main, nicks, outs, chances)`` for every main the rules allow.

    >>> nick_out_table()[0]
    (5, (5,), (2, 3, 11, 12), (4, 6, 7, 8, 9, 10))
    >>> len(nick_out_table(rules=Rules(main="seven")))
    1
    """
    rules = _check_rules(rules)
    mains = [7] if rules.main is MainRule.SEVEN else list(MAINS)
    return [
        (m, nicks(m, rules=rules), outs(m, rules=rules), chances(m, rules=rules))
        for m in mains
    ]


# -- odds and exact probabilities ------------------------------------------


def _check_chance(main: int, chance: object) -> int:
    allowed = [c for c in CHANCES if c != main]
    if (
        not isinstance(chance, int)
        or isinstance(chance, bool)
        or chance not in allowed
    ):
        raise InvalidOutcomeError(
            f"a chance to main {main} must be an int in {describe_ints(allowed)}, got {chance!r}"
        )
    return chance


def setter_odds(main: int, chance: int) -> Fraction:
    """The true odds the setter lays on a *chance* against *main*: ``ways(main) / ways(chance)``.

    The caster wins this multiple of the stake if the chance comes first.

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

    >>> setter_odds_table()[9][5]
    Fraction(1, 1)
    """
    return {m: {c: setter_odds(m, c) for c in CHANCES if c != m} for m in MAINS}


def chance_win_probability(main: int, chance: int) -> Fraction:
    """The probability that *chance* comes before *main* (throwing on until one does).

    This is the two-dice distribution conditioned on the total being one of the
    two: ``ways(chance) / (ways(chance) + ways(main))``.

    >>> chance_win_probability(7, 4)
    Fraction(1, 3)
    """
    main = check_int(main, "main", MAINS, InvalidOutcomeError)
    chance = _check_chance(main, chance)
    return total_distribution(2).condition(lambda t: t in (main, chance)).probability(chance)


def main_distribution(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Distribution[int]:
    """The distribution of the main of a round.

    A called main is the caster's choice and must be given; a thrown main
    (``main=None``) is the first total from 5 to 9; a locked main is 7. Giving a
    main under the thrown rule means "given that this main was thrown".

    >>> main_distribution(rules=Rules(main="thrown"))
    Distribution({5: 4, 6: 5, 7: 6, 8: 5, 9: 4})
    >>> main_distribution(6)
    Distribution({6: 1})
    >>> main_distribution()
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: the caster calls the main: main must be an int in 5 to 9, got None
    """
    rules = _check_rules(rules)
    if main is None:
        if rules.main is MainRule.THROWN:
            return total_distribution(2).condition(lambda t: t in MAINS)
        if rules.main is MainRule.SEVEN:
            return Distribution({7: 1})
        raise InvalidOutcomeError(
            f"the caster calls the main: main must be an int in 5 to 9, got {main!r}"
        )
    return Distribution({_check_main(main, rules): 1})


def _opening_probabilities_for(main: int, rules: Rules) -> dict[Opening, Fraction]:
    kinds = total_distribution(2).map(lambda t: _opening(main, t, rules.nicks))
    return {kind: kinds.probability(kind) for kind in Opening}


def opening_probabilities(
    main: int | None = None, *, rules: Rules = DEFAULT_RULES
) -> dict[Opening, Fraction]:
    """The probabilities that the opening throw is a nick, an out or a chance.

    >>> opening_probabilities(7)
    {Opening.NICK: Fraction(2, 9), Opening.OUT: Fraction(1, 9), Opening.CHANCE: Fraction(2, 3)}
    """
    mains = main_distribution(main, rules=rules)
    result = {kind: Fraction(0) for kind in Opening}
    for m in mains:
        for kind, p in _opening_probabilities_for(m, rules).items():
            result[kind] += mains.probability(m) * p
    return result


def _win_given_main(main: int, rules: Rules) -> Fraction:
    two = total_distribution(2)
    p = two.probability_where(lambda t: _opening(main, t, rules.nicks) is Opening.NICK)
    for c in _totals_where(main, rules, Opening.CHANCE):
        # Throwing on "until the chance or the main" is conditioning on those two.
        p += two.probability(c) * two.condition(lambda t: t in (c, main)).probability(c)
    return p


def caster_win_probability(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The exact probability that the caster wins a round.

    With a called main, *main* is required; with a thrown main, ``None`` gives
    the overall probability and an int the probability once that main is
    thrown; with the main locked to 7, ``None`` or 7.

    >>> caster_win_probability(7)
    Fraction(244, 495)
    >>> caster_win_probability(6)
    Fraction(6961, 14256)
    >>> caster_win_probability(rules=Rules.variant("home-seven"))
    Fraction(244, 495)
    >>> caster_win_probability(rules=Rules.variant("hoyle")) == sum(
    ...     Fraction(ways(m), 24) * caster_win_probability(m) for m in MAINS)
    True
    """
    rules = _check_rules(rules)
    mains = main_distribution(main, rules=rules)
    return sum(
        (mains.probability(m) * _win_given_main(m, rules) for m in mains), Fraction(0)
    )


def odds_against(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The odds against the caster winning the round, ``P(lose) / P(win)``.

    Chambers gives "7,295 to 6,961" for a main of 6 or 8:

    >>> odds_against(6)
    Fraction(7295, 6961)
    """
    p = caster_win_probability(main, rules=rules)
    return (1 - p) / p


def craps_pass_line_probability() -> Fraction:
    """The probability that a craps pass-line bet wins, from the craps rules alone.

    Come-out roll: 7 or 11 wins, 2, 3 or 12 loses; any other total is the
    point, and the shooter rolls until the point (win) or a 7 (loss). This is
    written independently of the Hazard rules, so that the equality with the
    main locked to 7 is a check, not a tautology.

    >>> craps_pass_line_probability()
    Fraction(244, 495)
    """
    two = total_distribution(2)
    p = two.probability(7) + two.probability(11)
    for point in (4, 5, 6, 8, 9, 10):
        p += two.probability(point) * Fraction(two.weight(point), two.weight(point) + two.weight(7))
    return p


def expected_value(
    stake: Stake = 1, main: int | None = None, *, rules: Rules = DEFAULT_RULES
) -> Fraction:
    """The caster's exact expected gain on *stake* for one round, under ``rules.settlement``.

    With true odds the chance phase is a fair bet, so the expectation is
    ``stake * (P(nick) - P(out))``; with even money or the pot it is
    ``stake * (2 P(win) - 1)``. The coverers' expectations are its negative.

    >>> expected_value(10, 7)
    Fraction(10, 9)
    >>> expected_value(1, 7, rules=Rules(settlement="even-money"))
    Fraction(-7, 495)
    >>> expected_value(2.5, 7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: stake must be a non-negative int or Fraction, got 2.5
    """
    amount = check_stake(stake)
    rules = _check_rules(rules)
    if rules.settlement is Settlement.TRUE_ODDS:
        p = opening_probabilities(main, rules=rules)
        return amount * (p[Opening.NICK] - p[Opening.OUT])
    return amount * (2 * caster_win_probability(main, rules=rules) - 1)


# -- throws per round --------------------------------------------------------


def _check_count(n: object, name: str) -> int:
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise InvalidOutcomeError(f"{name} must be an int >= 1, got {n!r}")
    return n


def _round_throws(upto: int, main: int | None, rules: Rules) -> list[Fraction]:
    """``[P(1 throw), ..., P(upto throws)]`` for a round (index 0 unused, 0)."""
    two = total_distribution(2)
    mains = main_distribution(main, rules=rules)
    # After the main is set: P(j throws to the decision), mixed over the mains.
    phase = [Fraction(0)] * (upto + 1)
    for m in mains:
        weight = mains.probability(m)
        chance_totals = _totals_where(m, rules, Opening.CHANCE)
        if upto >= 1:
            phase[1] += weight * (1 - sum((two.probability(c) for c in chance_totals), Fraction(0)))
        for c in chance_totals:
            r = Fraction(ways(c) + ways(m), 36)  # the chance phase ends on a throw w.p. r
            term = weight * two.probability(c) * r
            for j in range(2, upto + 1):
                phase[j] += term
                term *= 1 - r
    if not (rules.main is MainRule.THROWN and main is None):
        return phase
    # k throws to find the main (each finds one w.p. 24/36), then n - k more.
    find = [Fraction(0)] + [Fraction(1, 3) ** (k - 1) * Fraction(2, 3) for k in range(1, upto + 1)]
    return [
        sum((find[k] * phase[n - k] for k in range(1, n)), Fraction(0)) for n in range(upto + 1)
    ]


def throws_probability(n: int, main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The exact probability that a round takes exactly *n* throws.

    Under the thrown-main rule (and ``main=None``) the throws that look for the
    main count too.

    >>> throws_probability(1, 7)
    Fraction(1, 3)
    >>> throws_probability(2, 7) == sum(
    ...     Fraction(ways(c), 36) * Fraction(ways(c) + 6, 36) for c in (4, 5, 6, 8, 9, 10))
    True
    >>> throws_probability(0, 7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: number of throws must be an int >= 1, got 0
    """
    n = _check_count(n, "number of throws")
    return _round_throws(n, main, _check_rules(rules))[n]


def throws_distribution(
    upto: int, main: int | None = None, *, rules: Rules = DEFAULT_RULES
) -> dict[int, Fraction]:
    """``{n: P(exactly n throws)}`` for n = 1 to *upto* (the rest is the tail beyond).

    >>> d = throws_distribution(3, 7)
    >>> d[1], sum(d.values()) < 1
    (Fraction(1, 3), True)
    """
    upto = _check_count(upto, "upto")
    probs = _round_throws(upto, main, _check_rules(rules))
    return {n: probs[n] for n in range(1, upto + 1)}


def expected_throws(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The exact expected number of throws in a round.

    After a chance c the phase lasts a geometric number of throws with mean
    ``36 / (ways(c) + ways(main))``. Under the thrown-main rule finding the main
    takes 36/24 = 3/2 throws on average.

    >>> expected_throws(7)
    Fraction(557, 165)
    """
    rules = _check_rules(rules)
    mains = main_distribution(main, rules=rules)
    two = total_distribution(2)
    total = Fraction(0)
    for m in mains:
        e = Fraction(1)
        for c in _totals_where(m, rules, Opening.CHANCE):
            e += two.probability(c) * Fraction(36, ways(c) + ways(m))
        total += mains.probability(m) * e
    if rules.main is MainRule.THROWN and main is None:
        total += Fraction(3, 2)
    return total


# -- passing the dice ------------------------------------------------------


def _solve(matrix: list[list[Fraction]], rhs: list[Fraction]) -> list[Fraction]:
    """Solve a small linear system exactly (Gauss-Jordan over Fractions)."""
    n = len(rhs)
    a = [row[:] + [b] for row, b in zip(matrix, rhs)]
    for col in range(n):
        pivot = next(r for r in range(col, n) if a[r][col] != 0)
        a[col], a[pivot] = a[pivot], a[col]
        piv = a[col][col]
        a[col] = [x / piv for x in a[col]]
        for r in range(n):
            if r != col and a[r][col] != 0:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return [a[r][n] for r in range(n)]


def _expected_rounds_to_run(p: Fraction, k: int) -> Fraction:
    """Expected rounds until *k* events in succession, each round an event w.p. *p*.

    Markov chain on the current run length 0..k-1: from run i an event leads
    to i+1 (k ends the hand), anything else back to 0. E_i = 1 + p E_{i+1} +
    (1-p) E_0, E_k = 0; solved exactly.
    """
    if p == 0:
        raise InvalidRuleError("the dice never pass: the passing event has probability 0")
    matrix = [[Fraction(0)] * k for _ in range(k)]
    for i in range(k):
        matrix[i][i] += 1
        matrix[i][0] -= 1 - p
        if i + 1 < k:
            matrix[i][i + 1] -= p
    return _solve(matrix, [Fraction(1)] * k)[0]


def expected_rounds_with_dice(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The expected number of rounds a caster keeps the dice (calling the same main each round).

    >>> expected_rounds_with_dice(rules=Rules.variant("home"), main=7)
    Fraction(1, 1)
    >>> q = 1 - caster_win_probability(7)
    >>> expected_rounds_with_dice(7) == (1 + q + q**2) / q**3
    True
    >>> expected_rounds_with_dice(7, rules=Rules.variant("pall-mall"))
    Fraction(819, 1)
    """
    rules = _check_rules(rules)
    if rules.passing is Passing.ROTATION:
        main_distribution(main, rules=rules)  # validates main
        return Fraction(1)
    if rules.passing is Passing.THREE_LOSSES:
        p = 1 - caster_win_probability(main, rules=rules)
    else:
        p = opening_probabilities(main, rules=rules)[Opening.OUT]
    return _expected_rounds_to_run(p, 3)


# -- a round: its throws -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class _State:
    main: int | None
    chance: int | None
    opening: Opening | None
    result: Result | None


def _advance(state: _State, total: int, rules: Rules) -> _State:
    """The one definition of a throw's effect, shared by play, replay and simulation."""
    if state.main is None:  # thrown main: look for 5 to 9
        return _State(total, None, None, None) if total in MAINS else state
    if state.opening is None:
        op = _opening(state.main, total, rules.nicks)
        if op is Opening.NICK:
            return _State(state.main, None, op, Result.WIN)
        if op is Opening.OUT:
            return _State(state.main, None, op, Result.LOSE)
        return _State(state.main, total, op, None)
    if total == state.chance:
        return replace(state, result=Result.WIN)
    if total == state.main:
        return replace(state, result=Result.LOSE)
    return state


def _start_state(main: object, rules: Rules) -> _State:
    if rules.main is MainRule.THROWN:
        if main is not None:
            raise InvalidOutcomeError(
                f"under the thrown-main rule the main comes from the dice: main must be None, got {main!r}"
            )
        return _State(None, None, None, None)
    if rules.main is MainRule.SEVEN and main is None:
        return _State(7, None, None, None)
    if main is None:
        raise InvalidOutcomeError(
            f"the caster calls the main: main must be an int in 5 to 9, got {main!r}"
        )
    return _State(_check_main(main, rules), None, None, None)


def _as_throw(t: object) -> Throw:
    if isinstance(t, Throw):
        throw = t
    elif isinstance(t, str):
        throw = Throw.parse(t)
    else:
        raise InvalidDiceError(f"a throw is a Throw or its notation like '3-4', got {t!r}")
    if len(throw.faces) != 2:
        raise InvalidDiceError(f"hazard is thrown with two dice, got {str(throw)!r}")
    return throw


@dataclass(frozen=True, slots=True)
class Round:
    """One round of Hazard: the rules, the called main (if any) and the throws so far.

    A round is a value: :meth:`throw` returns a new round. It replays from its
    throws, and a throw after the round is decided is an error.

    >>> r = Round.start(7).throw("3-1").throw("6-6").throw("2-2")
    >>> r.chance, r.result, r
    (4, Result.WIN, Round.replay('3-1 6-6 2-2', main=7))
    >>> r.throw("1-1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: the round is over (win on 3-1 6-6 2-2); no further throw is allowed, got '1-1'
    >>> Round.replay("1-1 4-3 5-5 6-3", rules=Rules.variant("hoyle")).main
    7
    """

    main_called: int | None
    throws: tuple[Throw, ...] = ()
    rules: Rules = DEFAULT_RULES
    _state: _State = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_rules(self.rules)
        if isinstance(self.throws, str) or not isinstance(self.throws, Iterable):
            raise InvalidDiceError(f"throws must be a sequence of throws, got {self.throws!r}")
        object.__setattr__(self, "throws", tuple(_as_throw(t) for t in self.throws))
        state = _start_state(self.main_called, self.rules)
        for i, throw in enumerate(self.throws):
            if state.result is not None:
                done = " ".join(str(x) for x in self.throws[:i])
                raise IllegalActionError(
                    f"the round is over ({state.result} on {done}); "
                    f"no further throw is allowed, got {str(throw)!r}"
                )
            state = _advance(state, throw.total, self.rules)
        object.__setattr__(self, "_state", state)

    @classmethod
    def start(cls, main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Round:
        """A round before its first throw (*main* as :func:`main_distribution` takes it)."""
        return cls(main, (), rules)

    @classmethod
    def replay(
        cls,
        throws: str | Iterable[Throw | str],
        *,
        main: int | None = None,
        rules: Rules = DEFAULT_RULES,
    ) -> Round:
        """A round rebuilt from its throws, like ``"3-1 6-6 2-2"``."""
        items = throws.split() if isinstance(throws, str) else list(throws)
        return cls(main, tuple(_as_throw(t) for t in items), rules)

    def throw(self, throw: Throw | str) -> Round:
        """The round after one more throw."""
        t = _as_throw(throw)
        if self._state.result is not None:
            raise IllegalActionError(
                f"the round is over ({self._state.result} on {self}); "
                f"no further throw is allowed, got {str(t)!r}"
            )
        return Round(self.main_called, (*self.throws, t), self.rules)

    @property
    def main(self) -> int | None:
        """The main (None while a thrown main is still being looked for)."""
        return self._state.main

    @property
    def chance(self) -> int | None:
        """The chance, once the opening throw made one."""
        return self._state.chance

    @property
    def opening(self) -> Opening | None:
        """What the opening throw was, once it is thrown."""
        return self._state.opening

    @property
    def result(self) -> Result | None:
        """``Result.WIN`` or ``Result.LOSE`` once decided, else None."""
        return self._state.result

    @property
    def decided(self) -> bool:
        """Whether the round is over."""
        return self._state.result is not None

    @property
    def throw_out(self) -> bool:
        """Whether the caster lost on the opening throw (threw out)."""
        return self._state.opening is Opening.OUT

    def __str__(self) -> str:
        return " ".join(str(t) for t in self.throws)

    def __repr__(self) -> str:
        args = [repr(str(self))]
        if self.main_called is not None:
            args.append(f"main={self.main_called!r}")
        if self.rules != DEFAULT_RULES:
            args.append(f"rules={self.rules!r}")
        return f"Round.replay({', '.join(args)})"



def play(
    main: int | None = None,
    *,
    rules: Rules = DEFAULT_RULES,
    rng: int | np.random.Generator,
) -> Round:
    """Play one round with random dice, throw by throw.

    >>> r = play(7, rng=1)
    >>> r.decided, r == Round.replay(str(r), main=7)
    (True, True)
    """
    gen = check_rng(rng, InvalidRuleError)
    r = Round.start(main, rules=rules)
    while not r.decided:
        a, b = gen.integers(1, 7, size=2)
        r = r.throw(Throw((int(a), int(b))))
    return r


# -- settlement ------------------------------------------------------------


def caster_net(round: Round, stake: Stake, *, odds_bet: Stake = 0) -> Fraction:
    """The caster's net gain on a decided round, under the round's settlement.

    With true odds a nick pays the stake, an out loses it, and after a chance a
    win pays ``stake * setter_odds(main, chance)``; with even money or the pot
    every win pays the stake. *odds_bet* is an extra amount laid at true odds
    once a chance is thrown (not with the pot).

    >>> r = Round.replay("4-1 6-2 3-2", main=7)   # main 7, chance 5, won
    >>> caster_net(r, 10)
    Fraction(15, 1)
    >>> caster_net(r, 10, odds_bet=10) - caster_net(r, 10)
    Fraction(15, 1)
    >>> caster_net(Round.start(7), 10)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: the round is not decided yet (throws ''); settle it when it is over
    """
    amount = check_stake(stake)
    extra = check_stake(odds_bet, "odds_bet")
    if not isinstance(round, Round):
        raise IllegalActionError(f"settlement needs a hazard.Round, got {round!r}")
    if not round.decided:
        raise IllegalActionError(
            f"the round is not decided yet (throws {str(round)!r}); settle it when it is over"
        )
    settlement = round.rules.settlement
    won = round.result is Result.WIN
    if extra:
        if settlement is Settlement.POT:
            raise InvalidRuleError("the pot has no odds bet: odds_bet must be 0 with settlement 'pot'")
        if round.chance is None:
            raise IllegalActionError(
                f"an odds bet needs a chance, but the round ended on the opening throw ({round})"
            )
    assert round.main is not None  # a decided round has a main
    odds = setter_odds(round.main, round.chance) if round.chance is not None else Fraction(1)
    if won:
        net = amount * odds if settlement is Settlement.TRUE_ODDS else amount
    else:
        net = -amount
    if extra:
        net += extra * odds if won else -extra
    return net


def _check_covers(covers: Mapping[str, Stake], stake: Fraction, caster: str) -> dict[str, Fraction]:
    if not isinstance(covers, Mapping) or not covers:
        raise InvalidStakeError(f"covers must be a non-empty mapping player -> amount, got {covers!r}")
    checked: dict[str, Fraction] = {}
    for player, amount in covers.items():
        if not isinstance(player, str) or not player or player == caster:
            raise InvalidStakeError(
                f"a coverer must be a player name other than the caster {caster!r}, got {player!r}"
            )
        checked[player] = check_stake(amount, f"cover of {player}")
    total = sum(checked.values(), Fraction(0))
    if total != stake:
        raise InvalidStakeError(
            f"covers must add up to the caster's stake {stake}, got {total} ({covers!r})"
        )
    return checked


def settle(
    round: Round,
    *,
    stake: Stake,
    covers: Mapping[str, Stake],
    caster: str = "caster",
    odds_bet: Stake = 0,
) -> dict[str, Fraction]:
    """Exact transfers for a decided round: the caster's net, and each coverer's share of its negative.

    Coverers (the setter, or the other players as a group) cover the caster's
    stake in any shares adding up to it; whatever the caster wins or loses is
    split in proportion to the covers. The transfers sum to zero.

    >>> r = Round.replay("1-2", main=7, rules=Rules.variant("home"))   # an out
    >>> settle(r, stake=12, covers={"Ann": 6, "Bo": 4, "Cy": 2}, caster="Dag")
    {'Dag': Fraction(-12, 1), 'Ann': Fraction(6, 1), 'Bo': Fraction(4, 1), 'Cy': Fraction(2, 1)}
    >>> settle(r, stake=12, covers={"Ann": 6, "Bo": 4})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: covers must add up to the caster's stake 12, got 10 ({'Ann': 6, 'Bo': 4})
    """
    amount = check_stake(stake)
    if not isinstance(caster, str) or not caster:
        raise InvalidStakeError(f"caster must be a non-empty player name, got {caster!r}")
    checked = _check_covers(covers, amount, caster)
    net = caster_net(round, amount, odds_bet=odds_bet)
    transfers = {caster: net}
    for player, cover in checked.items():
        transfers[player] = -net * cover / amount if amount else Fraction(0)
    return transfers


# -- a session: rounds with the dice passing ---------------------------------


@dataclass(frozen=True, slots=True)
class Entry:
    """One settled round of a session."""

    caster: str
    round: Round
    stake: Fraction
    transfers: tuple[tuple[str, Fraction], ...]


@dataclass(frozen=True, slots=True)
class Session:
    """Rounds played in turn, the dice passing to the left by ``rules.passing``.

    >>> s = Session.start(["Ann", "Bo", "Cy"], rules=Rules.variant("english"))
    >>> for throws in ["1-1", "2-1", "6-6"]:        # three outs for main 7
    ...     s = s.play(throws, main=7, stake=6)
    >>> s.caster, s.balances()
    ('Bo', {'Ann': Fraction(-18, 1), 'Bo': Fraction(9, 1), 'Cy': Fraction(9, 1)})
    """

    players: tuple[str, ...]
    rules: Rules = DEFAULT_RULES
    entries: tuple[Entry, ...] = ()
    caster_index: int = 0
    run: int = 0

    def __post_init__(self) -> None:
        players = self.players
        if (
            not isinstance(players, tuple)
            or len(players) < 2
            or not all(isinstance(p, str) and p for p in players)
            or len(set(players)) != len(players)
        ):
            raise IllegalActionError(
                f"a session needs at least two distinct, non-empty player names, got {players!r}"
            )
        _check_rules(self.rules)

    @classmethod
    def start(cls, players: Iterable[str], *, rules: Rules = DEFAULT_RULES) -> Session:
        """A new session; the first player casts first."""
        return cls(tuple(players), rules)

    @property
    def caster(self) -> str:
        """Who has the dice now."""
        return self.players[self.caster_index]

    def play(
        self,
        round: Round | str,
        *,
        main: int | None = None,
        stake: Stake,
        covers: Mapping[str, Stake] | None = None,
        odds_bet: Stake = 0,
    ) -> Session:
        """Settle a decided round cast by :attr:`caster`, then pass the dice if the rule says so.

        *round* is a :class:`Round` or its throws (``"1-3 2-2"``, replayed
        under the session's rules with *main*). *covers* defaults to equal
        shares of the stake among the other players.
        """
        if isinstance(round, str):
            round = Round.replay(round, main=main, rules=self.rules)
        elif main is not None:
            raise IllegalActionError(f"main is given with the throws only; the round has its own, got main={main!r}")
        if not isinstance(round, Round) or round.rules != self.rules:
            raise IllegalActionError(
                f"the round must be a Round played under the session's rules {self.rules!r}, got {round!r}"
            )
        amount = check_stake(stake)
        others = [p for p in self.players if p != self.caster]
        if covers is None:
            covers = {p: amount / len(others) for p in others}
        unknown = [p for p in covers if p not in others]
        if unknown:
            raise InvalidStakeError(
                f"coverers must be players other than the caster {self.caster!r} "
                f"(allowed: {', '.join(repr(p) for p in others)}), got {unknown[0]!r}"
            )
        transfers = settle(round, stake=amount, covers=covers, caster=self.caster, odds_bet=odds_bet)
        entry = Entry(self.caster, round, amount, tuple(transfers.items()))
        if self.rules.passing is Passing.ROTATION:
            event, run = True, 3
        else:
            event = (
                round.result is Result.LOSE
                if self.rules.passing is Passing.THREE_LOSSES
                else round.throw_out
            )
            run = self.run + 1 if event else 0
        index = self.caster_index
        if run >= 3:
            index, run = (index + 1) % len(self.players), 0
        return Session(self.players, self.rules, (*self.entries, entry), index, run)

    def balances(self) -> dict[str, Fraction]:
        """Every player's exact net result so far; they sum to zero."""
        totals = {p: Fraction(0) for p in self.players}
        for entry in self.entries:
            for player, amount in entry.transfers:
                totals[player] += amount
        return totals


# -- vectorized simulation ---------------------------------------------------

# The simulator plays rounds in lanes, side by side: a lane plays one round
# after another, and every step throws the two dice once in every lane, as one
# draw over their 36 ordered outcomes (faces o // 6 + 1 and o % 6 + 1; the two
# dice, exactly). A lane's state is a uint32 key whose low 16 bits are its
# row in a transition table built from _advance, so that the next key is
# table[row + outcome]. A live key has bit 31 set; a decided key is
# _AGE1 | main << 12 | chance << 8 | won << 7 (chance 0 when the opening
# decided), and its table row is the start state's: the lane's next round
# begins with the next throw. No round ever leaves the arrays, so a step is
# two numpy calls over all lanes.
#
# Rounds are numbered in the order they start (step, then lane). Which round
# starts next depends only on the rounds started before it, and its own throws
# are fresh, so in that order the rounds are independent and identically
# distributed. (In the order they end they would not be: short rounds end
# first.) A round's outcome is known only where it ends, so a backward pass
# over the steps of a window, key[s] = min(key[s], key[s + 1] + _AGE1), makes
# every key the next decided key of its lane with the throws until then in
# bits 16 and up; the key at a round's first step is then its result. A round
# still going at the end of its window is pending until a later window sees
# its end.
_LIVE = 1 << 31  # key bit: the round goes on
_AGE1 = 1 << 16  # one throw, in the throw count of a decided key
_LIVE_BASE = 10 << 12  # rows of live states start here, above every decided row
_LANES_LOG2 = 14  # at most 2**14 lanes: fewer numpy calls per throw (measured best)
_WINDOW = 32  # steps per window, so that its keys, draws and flags stay in cache
_TAIL_WINDOW = 8  # steps per window once every round has started
_DECODE = 1 << 16  # rounds decoded per pass, in cache


def _decided_row(main: int, chance: int, won: bool) -> int:
    """The table row of a decided state: its bits are the round's result."""
    return main << 12 | chance << 8 | int(won) << 7


@lru_cache(maxsize=64)
def _lane_table(start: _State, rules: Rules) -> npt.NDArray[np.uint32]:
    """The transition table of the rounds starting in *start*, built from :func:`_advance`.

    ``table[row + o]`` is the key after the throw ``o`` (faces ``o // 6 + 1``
    and ``o % 6 + 1``) in the state of table row *row*.
    """
    states = [start]
    index = {start: 0}
    rows: list[list[int]] = []
    while len(rows) < len(states):
        row: list[int] = []
        for o in range(36):
            nxt = _advance(states[len(rows)], o // 6 + o % 6 + 2, rules)
            if nxt.result is not None:
                assert nxt.main is not None
                won = nxt.result is Result.WIN
                row.append(_AGE1 | _decided_row(nxt.main, nxt.chance or 0, won))
                continue
            if nxt not in index:
                index[nxt] = len(states)
                states.append(nxt)
            row.append(_LIVE | (_LIVE_BASE + 36 * index[nxt]))
        rows.append(row)
    table = np.zeros(_LIVE_BASE + 36 * len(rows), dtype=np.uint32)
    assert table.size <= 1 << 16
    table[_LIVE_BASE:] = np.array(rows, dtype=np.uint32).ravel()
    # A decided state plays on as the start of the next round; row 0 is the
    # "just decided" key that every lane begins with.
    for main in (0, *MAINS):
        for chance in range(11):
            for won in (False, True):
                at = _decided_row(main, chance, won)
                table[at : at + 36] = table[_LIVE_BASE : _LIVE_BASE + 36]
    table.flags.writeable = False
    return table


_Results = tuple[
    npt.NDArray[np.int8], npt.NDArray[np.int8], npt.NDArray[np.bool_], npt.NDArray[np.int32]
]


def _play_lanes(n: int, table: npt.NDArray[np.uint32], gen: np.random.Generator) -> _Results:
    """Main, chance, won and throws of the first *n* rounds to start, in that order.

    Steps are played in windows. In a window, ``keys[0]`` is the key each lane
    had before it; a round starts at step ``s + 1`` wherever ``keys[s]`` is
    decided.
    """
    # A few dozen rounds per lane; small runs, where numpy's cost per call
    # dominates, take up to 4096 lanes of a few rounds each (measured).
    log2 = min(_LANES_LOG2, max(1, n // 32, min(n // 8, 1 << 12)).bit_length() - 1)
    lanes = 1 << log2
    throws_out = np.empty(n, dtype=np.int32)
    out = throws_out.view(np.uint32)  # the decided keys of the rounds, until decoded
    keys = np.empty((_WINDOW + 1, lanes), dtype=np.uint32)
    keys[0] = _AGE1  # "just decided" (row 0): every lane starts a round at step 1
    starts = np.empty((_WINDOW, lanes), dtype=np.bool_)
    row = np.empty(lanes, dtype=np.uint16)
    carry = np.empty(lanes, dtype=np.uint32)
    pending = np.full(lanes, -1, dtype=np.int64)  # index in out of the lane's round still going
    began = np.zeros(lanes, dtype=np.int64)  # the step it started at
    numbered = 0  # rounds started (and numbered) so far
    base = 0  # steps played before this window
    rate = lanes / 4  # rounds started per step, as measured so far
    long_rounds: list[tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]] = []
    while True:
        todo = n - numbered
        if todo:
            steps = min(_WINDOW, max(1, math.ceil(todo / rate)))
        else:  # every round has started: play on only the lanes whose round is going
            going = np.flatnonzero(pending >= 0)
            if not going.size:
                break
            if going.size < lanes:
                lanes = going.size
                last = keys[0].take(going)
                keys = np.empty((_TAIL_WINDOW + 1, lanes), dtype=np.uint32)
                keys[0] = last
                row = np.empty(lanes, dtype=np.uint16)
                carry = np.empty(lanes, dtype=np.uint32)
                pending = pending.take(going)
                began = began.take(going)
            steps = min(_TAIL_WINDOW, len(keys) - 1)
        draws = gen.integers(0, 36, size=(steps, lanes), dtype=np.uint16)
        for s in range(steps):
            # The low 16 bits of the key are its row: casting to uint16 keeps them.
            np.add(draws[s], keys[s], out=row, dtype=np.uint16, casting="unsafe")
            np.take(table, row, out=keys[s + 1], mode="clip")
        if todo:
            np.less(keys[:steps], _LIVE, out=starts[:steps])
        for s in range(steps - 1, 0, -1):
            np.add(keys[s + 1], _AGE1, out=carry)
            np.minimum(keys[s], carry, out=keys[s])
        # Pending rounds that end in this window: keys[1] knows how.
        ended = np.flatnonzero((pending >= 0) & (keys[1] < _LIVE))
        if ended.size:
            key = keys[1].take(ended)
            where = pending.take(ended)
            throws = (key >> 16) + (base + 1) - began.take(ended)
            if throws.max() > 0xFFFF:  # beyond 16 bits: never seen, but kept exact
                long_rounds.append((where, throws))
            out[where] = (np.minimum(throws, 0xFFFF).astype(np.uint32) << 16) | (key & 0xFFFF)
            pending[ended] = -1
        if todo:
            first = np.flatnonzero(starts[:steps])[:todo]  # (step - 1) * lanes + lane
            got = out[numbered : numbered + first.size]
            np.take(keys[1 : steps + 1].reshape(-1), first, out=got)
            going = np.flatnonzero(got >= _LIVE)
            if going.size:
                at = first.take(going)
                pending[at & (lanes - 1)] = going + numbered
                began[at & (lanes - 1)] = (at >> log2) + (base + 1)
            numbered += first.size
            rate = (rate + first.size / steps) / 2
        keys[0] = keys[steps]
        base += steps
    main = np.empty(n, dtype=np.int8)
    chance = np.empty(n, dtype=np.int8)
    won = np.empty(n, dtype=np.bool_)
    bits = np.empty(min(n, _DECODE), dtype=np.uint32)
    for lo in range(0, n, _DECODE):
        key = out[lo : lo + _DECODE]
        f = bits[: key.size]
        for shift, mask, dest in ((12, 15, main), (8, 15, chance), (7, 1, won)):
            np.right_shift(key, shift, out=f)
            np.bitwise_and(f, mask, out=f)
            np.copyto(dest[lo : lo + _DECODE], f, casting="unsafe")
        np.right_shift(key, 16, out=key)
    for where, throws in long_rounds:
        throws_out[where] = throws
    return main, chance, won, throws_out


@dataclass(frozen=True, slots=True, eq=False)
class Simulation:
    """The rounds of a simulation, in the order played (numpy arrays, one entry per round)."""

    rules: Rules
    main: npt.NDArray[np.int8]
    chance: npt.NDArray[np.int8]  # 0 when decided on the opening throw
    won: npt.NDArray[np.bool_]
    throws: npt.NDArray[np.int32]

    @property
    def n_rounds(self) -> int:
        """How many rounds were simulated."""
        return int(self.won.size)

    @property
    def throw_out(self) -> npt.NDArray[np.bool_]:
        """Rounds lost on the opening throw."""
        out: npt.NDArray[np.bool_] = (self.chance == 0) & ~self.won
        return out

    def win_rate(self) -> float:
        """The fraction of rounds the caster won."""
        return float(self.won.mean())

    def standard_error(self) -> float:
        """The standard error of :meth:`win_rate`."""
        p = self.win_rate()
        return float(np.sqrt(p * (1 - p) / self.n_rounds))


def simulate(
    n_rounds: int,
    main: int | None = None,
    *,
    rules: Rules = DEFAULT_RULES,
    rng: int | np.random.Generator,
) -> Simulation:
    """Simulate *n_rounds* independent rounds, throw by throw, vectorized over rounds.

    Each step draws two dice faces for every unfinished round and advances all
    of them through the transition table built from the rules; finished rounds
    leave the step. Nothing is drawn from the exact probabilities.

    >>> sim = simulate(20_000, 7, rng=2024)
    >>> abs(sim.win_rate() - float(caster_win_probability(7))) < 4 * sim.standard_error()
    True
    >>> simulate(0, 7, rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: n_rounds must be an int >= 1, got 0
    """
    n = _check_count(n_rounds, "n_rounds")
    rules = _check_rules(rules)
    table = _lane_table(_start_state(main, rules), rules)
    gen = check_rng(rng, InvalidRuleError)
    return Simulation(rules, *_play_lanes(n, table, gen))


def hand_lengths(sim: Simulation) -> npt.NDArray[np.int64]:
    """How many rounds each caster kept the dice, reading the rounds in order.

    Casters follow one another through the simulated rounds under
    ``sim.rules.passing``; the unfinished last hand is dropped.

    >>> sim = simulate(3000, 7, rules=Rules.variant("home"), rng=5)
    >>> set(hand_lengths(sim).tolist())
    {1}
    """
    if not isinstance(sim, Simulation):
        raise InvalidRuleError(f"hand_lengths needs a hazard.Simulation, got {sim!r}")
    n = sim.n_rounds
    idx = np.arange(n)
    if sim.rules.passing is Passing.ROTATION:
        ends = idx
    else:
        event = ~sim.won if sim.rules.passing is Passing.THREE_LOSSES else sim.throw_out
        last_reset = np.maximum.accumulate(np.where(event, -1, idx))
        run = np.where(event, idx - last_reset, 0)
        # A run of 6 losses ends two hands: the next caster starts from zero.
        ends = idx[(run > 0) & (run % 3 == 0)]
    return np.diff(np.concatenate(([-1], ends))).astype(np.int64)
