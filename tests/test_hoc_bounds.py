"""Hostile input that escaped before (issue 21): every count has a stated bound, numpy numbers are numbers."""

from __future__ import annotations

import numpy as np
import pytest

from hazardlib import hoc
from hazardlib.errors import InvalidCardError, InvalidOutcomeError, InvalidPolicyError, InvalidRuleError


@pytest.mark.parametrize("huge", [10**6 + 1, 10**12, 10**20, np.int64(2**62)])
def test_counts_that_set_the_work_are_bounded(huge: object) -> None:
    with pytest.raises(InvalidRuleError, match=r"deals must be an int from 1 to 1000000, got "):
        hoc.simulate([hoc.Cautious()] * 3, deals=huge, rng=1)
    with pytest.raises(InvalidRuleError, match=r"deals must be an int from 2 to 1000000, got "):
        hoc.round_robin({"C": hoc.Cautious(), "B": hoc.Bold()}, rules=hoc.Rules(players=2), deals=huge, seed=1)
    with pytest.raises(InvalidOutcomeError, match=r"hands must be an int from 1 to 100000000, got "):
        hoc.sample_hands(12, hands=int(huge) * 1000, rng=1)
    with pytest.raises(InvalidRuleError, match=r"raise_cap must be an int from 1 to 1000, got "):
        hoc.Rules(raise_cap=huge)
    with pytest.raises(InvalidRuleError, match=r"max_raises \(or None\) must be an int from 0 to 1000, got "):
        hoc.Rules(table_stakes=False, max_raises=huge)
    with pytest.raises(InvalidRuleError, match=r"counters must be an int from 0 to 1000000000, got "):
        hoc.Rules(counters=int(huge) * 1000)
    with pytest.raises(InvalidPolicyError, match=r"lookahead must be an int from 0 to 1000, got "):
        hoc.Expert(lookahead=huge)
    with pytest.raises(InvalidPolicyError, match=r"raise_by must be an int from 1 to 1000, got "):
        hoc.Bold(raise_by=huge)
    with pytest.raises(InvalidPolicyError, match=r"point_min must be an int from 0 to 52, got "):
        hoc.Cautious(point_min=huge)


def test_the_largest_raise_cap_still_answers_at_once() -> None:
    d = hoc.Deal.new(rules=hoc.Rules(raise_cap=1000, counters=10**9), rng=1)
    # bid, 1000 raises, pass (hold needs an open auction)
    assert len(d.legal_actions()) == 1002


@pytest.mark.parametrize("value", [np.int64(1), np.float32(0.5), np.float16(0.25), np.float64(0.8), 1, 0.0])
def test_expert_takes_numpy_numbers(value: object) -> None:
    assert hoc.Expert(raise_at=value).raise_at == float(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("value", [np.float32("nan"), np.float32(1.5), True, np.bool_(True), "0.5"])
def test_expert_refuses_what_is_no_chance(value: object) -> None:
    with pytest.raises(InvalidPolicyError, match=r"raise_at must be a number from 0 to 1, got "):
        hoc.Expert(raise_at=value)  # type: ignore[arg-type]


def test_refute_chances_refuses_what_beat_chance_refuses() -> None:
    with pytest.raises(InvalidCardError, match="a hand needs at least one card, got none"):
        hoc.refute_chances("", "four of K")
    with pytest.raises(InvalidCardError, match="a hand needs at least one card, got none"):
        hoc.beat_chance("", "point")
    with pytest.raises(InvalidOutcomeError, match=r"a claim names a tierce, a quart or a quint .*'quint of 13 to K'"):
        hoc.refute_chances("AH", "quint of 13 to K")
    # A quint of five is a claim.
    assert 0 < hoc.refute_chances("AH", "quint to K")[0] < 1
