"""Exact probabilities of Hazard, in ``Fraction`` arithmetic: each main, a thrown main, craps, throws and rounds.

Every figure is computed from the rules' one definition of the opening throw
(:func:`~hazardlib.hazard.throws.opening`) and of the chance phase (throwing
on until the chance or the main is the two-dice distribution conditioned on
those two totals). Nothing here needs numpy.

>>> from hazardlib.hazard.analysis import caster_win_probability, expected_throws
>>> caster_win_probability(7), expected_throws(7)
(Fraction(244, 495), Fraction(557, 165))
"""

from __future__ import annotations

from fractions import Fraction

from hazardlib._checks import as_int, check_stake
from hazardlib.dice import total_distribution, ways
from hazardlib.dist import Distribution
from hazardlib.errors import InvalidOutcomeError, InvalidRuleError
from hazardlib.hazard.odds import _chance_first
from hazardlib.hazard.rules import DEFAULT_RULES, MainRule, Passing, Rules, Settlement, Stake, _check_rules
from hazardlib.hazard.throws import MAINS, Opening, _check_main, _opening, _totals_where

__all__ = [
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
]

# The most throws throws_probability and throws_distribution take: far beyond
# any figure a reader needs (a round longer than 400 throws has a chance below
# 1e-37), and a bound on the work and memory of the exact arithmetic.
_MAX_THROWS = 1000


def main_distribution(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Distribution[int]:
    """The distribution of the main of a round, as :ref:`Rule H2, the main <hazard-rule-main>` sets it.

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
        p += two.probability(c) * _chance_first(main, c)
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

    With even money or the pot it is ``stake * (2 P(win) - 1)``; with true
    odds on the whole stake the chance phase is a fair bet, so the expectation
    is ``stake * (P(nick) - P(out))``. An odds bet at true odds adds nothing
    to it. The coverers' expectations are its negative.

    >>> expected_value(1, 7)
    Fraction(-7, 495)
    >>> expected_value(10, 7, rules=Rules(settlement="true-odds"))
    Fraction(10, 9)
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


# -- throws per round (Rules H2 to H4) ---------------------------------------


def _check_count(n: object, name: str, high: int) -> int:
    """*n* as an int from 1 to *high* (numpy integers too)."""
    number = as_int(n)
    if number is None or number < 1:
        raise InvalidOutcomeError(f"{name} must be an int >= 1, got {n!r}")
    if number > high:
        raise InvalidOutcomeError(f"{name} must be at most {high}, got {n!r}")
    return number


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
    # k throws to find the main (each finds one w.p. 24/36), then n - k more:
    # P(n) = sum over k of (1/3)**(k - 1) * (2/3) * phase[n - k], which is
    # P(n + 1) = (2/3) phase[n] + P(n) / 3 (linear in upto, the same Fractions).
    total = [Fraction(0)] * (upto + 1)
    for n in range(upto):
        total[n + 1] = Fraction(2, 3) * phase[n] + total[n] / 3
    return total


def throws_probability(n: int, main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The exact probability that a round takes exactly *n* throws.

    Under the thrown-main rule (and ``main=None``) the throws that look for the
    main count too. *n* is at most 1000.

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
    n = _check_count(n, "number of throws", _MAX_THROWS)
    return _round_throws(n, main, _check_rules(rules))[n]


def throws_distribution(
    upto: int, main: int | None = None, *, rules: Rules = DEFAULT_RULES
) -> dict[int, Fraction]:
    """``{n: P(exactly n throws)}`` for n = 1 to *upto* (the rest is the tail beyond).

    *upto* is at most 1000; beyond 400 throws the tail is already below 1e-37.

    >>> d = throws_distribution(3, 7)
    >>> d[1], sum(d.values()) < 1
    (Fraction(1, 3), True)
    >>> throws_distribution(10**6, 7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: upto must be at most 1000, got 1000000
    """
    upto = _check_count(upto, "upto", _MAX_THROWS)
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


# -- passing the dice (Rule H6) ----------------------------------------------


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


def _expected_rounds_to_outs_between_wins(out: Fraction, win: Fraction, k: int) -> Fraction:
    """Expected rounds until *k* throw-outs with no win between them.

    Markov chain on the throw-outs so far: a throw-out (w.p. *out*) leads from
    i to i+1 (k ends the hand), a win (w.p. *win*) back to 0, any other round
    (a loss on a chance) leaves i as it is. E_i = 1 + out E_{i+1} +
    (1 - out - win) E_i + win E_0, E_k = 0; solved exactly.
    """
    if out == 0:
        raise InvalidRuleError("the dice never pass: the passing event has probability 0")
    stay = 1 - out - win
    matrix = [[Fraction(0)] * k for _ in range(k)]
    for i in range(k):
        matrix[i][i] += 1 - stay
        matrix[i][0] -= win
        if i + 1 < k:
            matrix[i][i + 1] -= out
    return _solve(matrix, [Fraction(1)] * k)[0]


def expected_rounds_with_dice(main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The expected number of rounds a caster keeps the dice (calling the same main each round).

    The dice pass by :ref:`Rule H6, passing the dice <hazard-rule-passing>`
    (``rules.passing``); the chain of "events in a row so far" is solved exactly.

    >>> expected_rounds_with_dice(rules=Rules.variant("home"), main=7)
    Fraction(1, 1)
    >>> q = 1 - caster_win_probability(7)
    >>> expected_rounds_with_dice(7) == (1 + q + q**2) / q**3
    True
    >>> expected_rounds_with_dice(7, rules=Rules(passing="three-throw-outs"))
    Fraction(819, 1)
    >>> expected_rounds_with_dice(7, rules=Rules(passing="three-throw-outs-win-breaks"))
    Fraction(979839, 3025)
    """
    rules = _check_rules(rules)
    if rules.passing is Passing.ROTATION:
        main_distribution(main, rules=rules)  # validates main
        return Fraction(1)
    if rules.passing is Passing.THREE_LOSSES:
        p = 1 - caster_win_probability(main, rules=rules)
    elif rules.passing is Passing.THREE_THROW_OUTS_WIN_BREAKS:
        out = opening_probabilities(main, rules=rules)[Opening.OUT]
        return _expected_rounds_to_outs_between_wins(out, caster_win_probability(main, rules=rules), 3)
    else:
        p = opening_probabilities(main, rules=rules)[Opening.OUT]
    return _expected_rounds_to_run(p, 3)
