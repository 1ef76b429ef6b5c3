"""The Expert policy of Hoc Mazarin: seeded, legal, never fined, and stronger than the rules of thumb.

Expected values come from the rules (a policy that never holds back is never
fined) and from arithmetic by hand (the chance that a rank sleeps).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from hazardlib import hoc
from hazardlib.errors import InvalidPolicyError
from hazardlib.hoc.policies import _stop_chance

TWO, THREE = hoc.Rules.variant("two"), hoc.Rules.variant("three")


def test_the_chance_that_a_rank_sleeps_is_exact() -> None:
    # 10 unseen cards, 2 of the rank, the opponents hold 4 of the 10: C(8, 4) / C(10, 4) = 1/3.
    assert math.isclose(_stop_chance(10, 2, 4), Fraction(math.comb(8, 4), math.comb(10, 4)))
    assert _stop_chance(10, 0, 4) == 1.0 and _stop_chance(5, 1, 5) == 0.0


def test_expert_is_seeded_and_never_fined() -> None:
    a = hoc.play([hoc.Expert(), hoc.Cautious(), hoc.Bold()], rules=THREE, rng=7)
    b = hoc.play([hoc.Expert(), hoc.Cautious(), hoc.Bold()], rules=THREE, rng=7)
    assert a.history == b.history and a.over
    # Cautious never holds back either, so no fine is paid in the whole match.
    sim = hoc.simulate([hoc.Expert(), hoc.Cautious()], rules=TWO, deals=100, rng=3)
    assert sim.hold_backs == 0


@pytest.mark.parametrize("rules", [TWO, TWO.replace(challenge=True), TWO.replace(lone_winner="show")])
def test_expert_beats_cautious(rules: hoc.Rules) -> None:
    # Each deal from the rules' counters (rebuy), as the book compares policies: with the
    # counters carried over, a player in debt is pushed out of every raised stake, which
    # is not what is measured here.
    sim = hoc.simulate([hoc.Expert(), hoc.Cautious()], rules=rules, deals=500, rng=np.random.default_rng([11, 2]),
                       rebuy=True)
    assert sim.mean(0) - 4 * sim.stderr(0) > 0
    assert sum(sim.net) + sim.pools_left == 0


def test_expert_refuses_bad_settings() -> None:
    with pytest.raises(InvalidPolicyError, match=r"raise_at must be a number from 0 to 1, got 1.5"):
        hoc.Expert(raise_at=1.5)
    with pytest.raises(InvalidPolicyError, match=r"lookahead must be an int from 0 to 1000, got -1"):
        hoc.Expert(lookahead=-1)


def test_expert_raises_when_nothing_can_beat_its_tricon() -> None:
    # Four kings: no other hand can hold a better tricon, so the chance is 1, above raise_at (0.8).
    hands = ["KH KD KC KS 2H 3H 4H 5C 6C 7C 9S TS", "AH 2D 3C 4S 5H 6D 7S 8C 9H TD JC QS",
             "AS 2C 3S 4D 5S 6H 7D 8S 9C TC JD JH"]
    deal = hoc.Deal.start(hands, dealer=2).act_all("0 pass; 1 pass; 2 pass; 0 pass; 1 pass; 2 pass")
    view = deal.view()
    assert view.stake is hoc.Stake.TRICON and view.seat == 0
    assert hoc.beat_chance(view.hand, hoc.Stake.TRICON) == 1
    assert hoc.Expert()(view, np.random.default_rng(1)) == hoc.Action.parse("raise 5")


def test_the_lookahead_is_seeded_and_plays_to_the_end() -> None:
    a = hoc.play([hoc.Expert(), hoc.Expert(lookahead=0)], rules=TWO, rng=9)
    b = hoc.play([hoc.Expert(), hoc.Expert(lookahead=0)], rules=TWO, rng=9)
    assert a.history == b.history and a.over and a.hold_backs == 0
