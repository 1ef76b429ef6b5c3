"""The book's Hoc Mazarin tournaments: kept results that one match played again reproduces, and the rebuy.

The notebook shows the tournaments from ``hazardlib/hoc/tournament.json``
(written by ``tools/keep_tournament.py``); this test plays one of its
matches again from its seed and compares every figure, and checks that the
kept file holds the matches the plan asks for. The rebuy: every deal
starts with the rules' counters, the passed pools still carried over.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from hazardlib import hoc
from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.hoc import tournament


def test_the_kept_file_holds_every_match_of_the_plan() -> None:
    kept = hoc.kept_tournament()
    plan = tournament._plan()
    assert set(kept) == set(plan)
    for name, (policies, rules, _) in plan.items():
        groups = list(itertools.combinations(policies, rules.players))
        assert [m.names for m in kept[name]] == groups
        for m in kept[name]:
            assert m.deals == tournament.DEALS[rules.players]
            assert all(se < 0.5 for se in m.stderrs)
            # The mean is the net over the deals.
            assert all(abs(mean - net / m.deals) < 1e-9 for mean, net in zip(m.means, m.net))


def test_one_kept_match_is_played_again_to_the_same_figures() -> None:
    (again,) = tournament._play("lookahead-2")
    (kept,) = hoc.kept_tournament()["lookahead-2"]
    assert again == kept


def test_a_rebuy_starts_every_deal_with_the_rules_counters_and_carries_the_pools() -> None:
    rules = hoc.Rules(players=2)
    deal = hoc.play_out(hoc.Deal.new(rules=rules, dealer=0, rng=3), [hoc.Cautious(), hoc.Bold()], rng=4)
    assert deal.counters != (100, 100)
    fresh = deal.next_deal(rng=5, rebuy=True)
    carried = deal.next_deal(rng=5)
    # 100 each, less the ante of 1 into each of the three pools; carried over: the ante from what was left.
    assert fresh.counters == (97, 97)
    assert carried.counters == tuple(c - 3 for c in deal.counters)
    assert fresh.pools == carried.pools and fresh.dealt == carried.dealt
    sim = hoc.simulate([hoc.Cautious(), hoc.Bold()], rules=rules, deals=60, rng=1, rebuy=True)
    assert sum(sim.net) + sim.pools_left == 0


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(InvalidPolicyError, match=r"policies must map at least 3 names to policies"):
        hoc.round_robin({"C": hoc.Cautious()}, deals=2, seed=1)
    with pytest.raises(InvalidRuleError, match=r"deals must be an int from 2 to 1000000, got 1"):
        hoc.round_robin({"C": hoc.Cautious(), "B": hoc.Bold()}, rules=hoc.Rules(players=2), deals=1, seed=1)
    with pytest.raises(InvalidRuleError, match=r"rebuy must be"):
        hoc.simulate([hoc.Cautious(), hoc.Bold()], rules=hoc.Rules(players=2), deals=2, rng=1, rebuy="yes")
    with pytest.raises(InvalidPolicyError, match=r"no policy called 'Bold' plays in this match"):
        hoc.Match(("Expert", "Cautious"), 10, (1.0, -1.0), (0.1, 0.1), (10, -10)).mean("Bold")
