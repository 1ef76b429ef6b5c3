"""Tests of the shared core: errors, input checks, distributions, dice."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from hazardlib import dice, errors
from hazardlib._checks import check_choice, check_int, check_stake
from hazardlib.dist import Distribution


# -- errors ------------------------------------------------------------------
def test_every_error_is_a_value_error_and_a_hazardlib_error() -> None:
    for name in errors.__all__:
        cls = getattr(errors, name)
        assert issubclass(cls, ValueError)
        assert issubclass(cls, errors.HazardlibError)


# -- checks ------------------------------------------------------------------
@pytest.mark.parametrize("bad", [4, 10, 7.0, True, "7", None])
def test_check_int_refuses_and_quotes(bad: object) -> None:
    with pytest.raises(errors.InvalidOutcomeError, match=r"main must be an int in 5 to 9, got " + repr(bad).replace("(", r"\(").replace(")", r"\)")):
        check_int(bad, "main", range(5, 10), errors.InvalidOutcomeError)


def test_check_choice_lists_the_allowed_values() -> None:
    with pytest.raises(errors.UnknownVariantError, match=r"unknown variant 'x'; allowed: 'a', 'b'"):
        check_choice("x", "variant", ["a", "b"], errors.UnknownVariantError)
    assert check_choice("a", "variant", ["a", "b"], errors.UnknownVariantError) == "a"


@pytest.mark.parametrize("bad", [1.5, -1, Fraction(-1, 2), True, "10", None])
def test_check_stake_refuses_floats_negatives_and_others(bad: object) -> None:
    with pytest.raises(errors.InvalidStakeError, match="stake must be a non-negative int or Fraction, got"):
        check_stake(bad)


def test_check_stake_keeps_exact_values() -> None:
    assert check_stake(Fraction(5, 2)) == Fraction(5, 2)
    assert check_stake(0) == 0
    assert isinstance(check_stake(3), Fraction)


# -- distributions -------------------------------------------------------------
def test_distribution_refuses_bad_weights() -> None:
    with pytest.raises(errors.InvalidWeightError, match=r"weight of 'a' must be a non-negative int, got -2"):
        Distribution({"a": -2})
    with pytest.raises(errors.InvalidWeightError, match=r"got 0\.5"):
        Distribution({"a": 0.5})  # type: ignore[dict-item]
    with pytest.raises(errors.InvalidWeightError, match=r"got True"):
        Distribution({"a": True})
    with pytest.raises(errors.InvalidWeightError, match=r"positive total weight, got weights \{'a': 0\}"):
        Distribution({"a": 0})


def test_condition_that_excludes_everything_is_an_error() -> None:
    with pytest.raises(errors.InvalidOutcomeError, match="excludes every outcome"):
        Distribution({1: 1}).condition(lambda o: o > 1)


def test_equality_is_equality_of_probabilities() -> None:
    assert Distribution({1: 2, 2: 2}) == Distribution({1: 1, 2: 1})
    assert Distribution({1: 2, 2: 1}) != Distribution({1: 1, 2: 1})
    assert hash(Distribution({1: 2, 2: 2})) == hash(Distribution({1: 1, 2: 1}))


def test_conditioning_matches_the_geometric_series() -> None:
    # Throwing until 4 or 7: the 4 comes first with probability
    # sum_k (1 - 9/36)^k * 3/36 = (3/36) / (9/36) = 1/3.
    two = dice.total_distribution(2)
    assert two.condition(lambda t: t in (4, 7)).probability(4) == Fraction(1, 3)


@given(st.dictionaries(st.integers(-5, 5), st.integers(0, 20), min_size=1).filter(lambda d: sum(d.values()) > 0))
def test_probabilities_sum_to_one_and_map_preserves_total(weights: dict[int, int]) -> None:
    d = Distribution(weights)
    assert sum(d.probabilities().values()) == 1
    assert d.map(lambda o: o % 2).total == d.total


# -- dice --------------------------------------------------------------------
def test_two_and_three_dice_by_enumeration() -> None:
    # Second method: count the ordered outcomes directly.
    for n, size in [(2, 36), (3, 216)]:
        counts = Counter(sum(f) for f in itertools.product(range(1, 7), repeat=n))
        dist = dice.total_distribution(n)
        assert dist.total == size == len(dice.outcomes(n))
        assert dict(dist.items()) == dict(counts)


def test_ways_known_values() -> None:
    # Two dice: 7 can be 1+6, 2+5, 3+4 and their reverses.
    assert dice.ways(7) == 6
    # Three dice: 10 and 11 have 27 ways each (Galileo's classic count), 3 has one.
    assert dice.ways(10, n=3) == dice.ways(11, n=3) == 27
    assert dice.ways(3, n=3) == 1


@pytest.mark.parametrize("total", [1, 13, 7.0, "7"])
def test_ways_refuses_impossible_totals(total: object) -> None:
    with pytest.raises(errors.InvalidOutcomeError, match=r"total of 2 dice must be an int in 2 to 12, got"):
        dice.ways(total)  # type: ignore[arg-type]


@pytest.mark.parametrize("sides", [0, 1, -3])
def test_die_needs_two_sides(sides: int) -> None:
    with pytest.raises(errors.InvalidDiceError, match=f"a die needs at least 2 sides, got {sides}|sides must be an int in 2 to 100, got {sides}"):
        dice.Die(sides)


@pytest.mark.parametrize("sides", [2.0, "6", 101, True])
def test_die_sides_must_be_a_small_int(sides: object) -> None:
    with pytest.raises(errors.InvalidDiceError, match="sides must be an int in 2 to 100"):
        dice.Die(sides)  # type: ignore[arg-type]


@pytest.mark.parametrize("n", [0, 11, 2.0])
def test_number_of_dice_is_checked(n: object) -> None:
    with pytest.raises(errors.InvalidDiceError, match="number of dice must be an int in 1 to 10"):
        dice.total_distribution(n)  # type: ignore[arg-type]


def test_outcomes_only_for_six_sided_dice() -> None:
    with pytest.raises(errors.InvalidDiceError, match=r"six-sided dice, got Die\(8\)"):
        dice.outcomes(2, dice.Die(8))


@pytest.mark.parametrize("text", ["", "3-", "a-b", "3+4", "0-1", "7-1"])
def test_throw_parse_refuses_bad_notation(text: str) -> None:
    with pytest.raises(errors.InvalidDiceError):
        dice.Throw.parse(text)


def test_throw_round_trips() -> None:
    t = dice.Throw.parse("6-6-1")
    assert str(t) == "6-6-1" and t.total == 13
    assert eval(repr(t), {"Throw": dice.Throw}) == t


def test_roll_uses_only_its_rng() -> None:
    a = dice.roll(3, 100, rng=42)
    # Disturb every global generator: a seeded result must not change.
    random.seed(0)
    np.random.seed(0)
    random.random()
    np.random.random()
    b = dice.roll(3, 100, rng=42)
    assert (a == b).all()
    g = np.random.default_rng(42)
    assert (dice.roll(3, 100, rng=g) == a).all()


@pytest.mark.parametrize("rng", [None, -1, 1.5, "seed", True])
def test_roll_requires_a_seed_or_generator(rng: object) -> None:
    with pytest.raises(errors.InvalidOutcomeError, match="rng must be an int seed or a numpy.random.Generator"):
        dice.roll(2, 3, rng=rng)  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [-1, 2.0, None])
def test_roll_size_is_checked(size: object) -> None:
    with pytest.raises(errors.InvalidOutcomeError, match="size must be a non-negative int"):
        dice.roll(2, size, rng=1)  # type: ignore[arg-type]


def test_roll_frequencies_agree_with_exact_distribution() -> None:
    n = 60_000
    totals = dice.roll(2, n, rng=7).sum(axis=1)
    for total in range(2, 13):
        p = float(dice.total_distribution(2).probability(total))
        freq = float((totals == total).mean())
        # within 5 standard errors
        assert abs(freq - p) < 5 * (p * (1 - p) / n) ** 0.5


def test_every_simulation_refuses_a_negative_seed_with_a_project_error() -> None:
    # numpy's own error for a negative seed is a plain ValueError; every
    # public simulation must turn it into the project's error with the value.
    from hazardlib import hazard, hoc
    from hazardlib import sette_e_mezzo as sm

    calls = [
        lambda: hazard.play(7, rng=-1),
        lambda: hazard.simulate(10, 7, rng=-1),
        lambda: hoc.play([hoc.Cautious()] * 3, rng=-1),
        lambda: sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, sm.DealerStandOn(5), rng=-1),
    ]
    for call in calls:
        with pytest.raises(errors.InvalidRuleError, match="rng must be an int seed or a numpy.random.Generator, got -1"):
            call()
