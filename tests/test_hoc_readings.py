"""Rule readings a review of the chapter's text asked for (issue 21), each checked on a dealt hand.

- Rule M2: under table stakes nobody may hold or raise *beyond* his counters;
  a stay that costs nothing (the opening bid, 0 by default) is beyond
  nobody's counters, so a player in debt may still bid.
- Rules M10 and M11: "lower" is the order of the stake under the rules, so
  with ``tricon_order='rank'`` a brelan of kings is above a four of 7s: the
  lone winner who claims the brelan is paid for the four too (as a showdown
  would pay him), and under ``lone_winner='show'`` he may claim a four of 2s.
- Rule M10's challenge: the refuted claimant pays what the claim would have
  drawn, the claim and the lower combinations paid with it.
- Rule M12: a stake that everyone passed is played double even when its pool
  is empty (``Rules(ante=0)``).
"""

from __future__ import annotations

import pytest

from hazardlib import hoc
from hazardlib.errors import IllegalActionError
from hazardlib.hoc import Deal, Rules

TWO = Rules.variant("two")
SUITS3 = [
    "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
]
# Seat 1: a brelan of kings and a four of 7s (and nothing else of the tricon); seat 0:
# brelans of aces, queens and jacks, all below the kings when rank comes first.
KINGS_AND_SEVENS = "KH KD KC 7H 7D 7C 7S 2H 3D 5C 9S TH 4S 6D 8C"
KINGS_ONLY = "KH KD KC 7H 7D 7C 2H 3D 5C 9S TH 4S 6D 8C JS"
LOWER = "AH AD AC QH QD QC JH JD JC 2C 3S 4H 5D 6H 8S"
TRICON_ALONE = "0 pass; 1 pass; 0 pass; 1 pass; 0 pass; 1 bid"  # point and sequence passed; 1 alone


def test_a_player_in_debt_may_still_make_the_opening_bid_which_costs_nothing() -> None:
    d = Deal.start(SUITS3, dealer=2, counters=(-5, 100, 100))
    assert d.counters[0] == -8  # after the three antes
    assert [str(a) for a in d.legal_actions()] == ["bid", "pass"]
    d = d.act(0, "bid")
    assert d.counters[0] == -8  # the bid put nothing in
    # A raise makes staying cost something, which is beyond his counters: he may only pass.
    d = d.act_all("1 raise 3; 2 pass")
    assert [str(a) for a in d.legal_actions()] == ["pass"]
    with pytest.raises(IllegalActionError, match=r"Rule M2: the player cannot cover the bid"):
        d.act(0, "hold")


def test_a_priced_opening_bid_is_still_refused_to_a_player_who_cannot_cover_it() -> None:
    d = Deal.start(SUITS3, dealer=2, counters=(4, 100, 100), rules=Rules(opening_bid=2))
    assert d.counters[0] == 1
    with pytest.raises(IllegalActionError, match=r"Rule M2: the player cannot cover the opening bid"):
        d.act(0, "bid")


def test_claiming_the_highest_tricon_pays_what_a_showdown_would_under_rank_order() -> None:
    rules = TWO.replace(tricon_order="rank")
    hands = [LOWER, KINGS_AND_SEVENS]
    claimed = Deal.start(hands, dealer=1, rules=rules).act_all(TRICON_ALONE + "; 1 claim brelan of K")
    shown = Deal.start(hands, dealer=1, rules=rules).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 bid; 1 hold")
    # The table: a brelan of kings (major) 4, a four of 7s 4; the showdown pays both.
    assert shown.results[2].winner == 1 and shown.results[2].payment == 4 + 4
    assert claimed.results[2].payment == 4 + 4
    # When the count comes first the four of 7s is the higher: claiming the brelan pays 4.
    claimed = Deal.start(hands, dealer=1, rules=TWO).act_all(TRICON_ALONE + "; 1 claim brelan of K")
    assert claimed.results[2].payment == 4


def test_under_show_a_four_of_2s_is_below_a_brelan_of_kings_when_rank_comes_first() -> None:
    hands = [LOWER, KINGS_ONLY]
    rules = TWO.replace(lone_winner="show", tricon_order="rank")
    d = Deal.start(hands, dealer=1, rules=rules).act_all(TRICON_ALONE)
    legal = {str(a) for a in d.legal_actions()}
    assert "claim four of 2" in legal and "claim brelan of K" in legal
    assert "claim four of K" not in legal  # above the brelan of kings in any order
    # With the count first a four of 2s is above the brelan: refused.
    d = Deal.start(hands, dealer=1, rules=TWO.replace(lone_winner="show")).act_all(TRICON_ALONE)
    assert "claim four of 2" not in {str(a) for a in d.legal_actions()}
    with pytest.raises(IllegalActionError, match="Rule M10"):
        d.act(1, "claim four of 2")


def test_a_refuted_claim_costs_what_it_would_have_drawn() -> None:
    # Seat 0 holds a card from 9 to K in every suit (9S TD JC QH): it refutes any quint to the
    # king in one suit. Seat 1 holds one tierce (4-6 of hearts), below the claimed quint.
    h0 = "9S TD JC QH AH 2H 3H AC 2C 3C 5S 6S 7S 3D 5D"
    h1 = "4H 5H 6H 8H TH 2D 4D 7D 9D JD 8C TC QC KS KD"
    rules = TWO.replace(challenge=True)
    d = Deal.start([h0, h1], dealer=1, rules=rules).act_all("0 pass; 1 pass; 0 pass; 1 bid; 1 claim quint to K")
    # The quint to the king would have drawn 4, and the tierce to the 6 held lower 1.
    assert hoc.payment("quint to K") + hoc.payment("tierce to 6") == 5
    assert [t.amount for t in d.transfers if t.reason == "challenge"] == [5]
    assert d.results[1].payment == 0


@pytest.mark.parametrize("ante", [0, 1, 3])
def test_a_passed_stake_is_played_double_even_with_an_empty_pool(ante: int) -> None:
    rules = TWO.replace(ante=ante)
    d = Deal.start([LOWER, KINGS_AND_SEVENS], dealer=1, rules=rules)
    d = d.act_all("0 pass; 1 pass")  # the point passed
    assert d.pools[0] == 2 * ante
    d = d.act_all("0 bid; 1 pass; 0 claim nothing")  # the sequence won by seat 0
    assert d.carried_double()[:2] == (True, False)
    # Under 'carry' nothing is doubled.
    d = Deal.start([LOWER, KINGS_AND_SEVENS], dealer=1, rules=rules.replace(passed_stake="carry"))
    assert d.act_all("0 pass; 1 pass").carried_double()[0] is False
