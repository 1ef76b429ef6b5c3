"""The legal actions and the refusals of Hoc Mazarin come from one predicate per phase.

In many seeded random deals under several variants, every candidate action
is tried at every step: an action the deal lists as legal is accepted by
``act``, any other is refused with a message that names the rule refusing
it, in the format ``seat {s} cannot {action!r}: Rule M<n>: ...; legal:
...``. The claim of a lone winner under ``lone_winner='show'`` is accepted
when the hand holds it (or a higher one), whichever combination is the best.
"""

from __future__ import annotations

import re

import numpy as np
import pytest

from hazardlib.cards import Rank
from hazardlib.errors import IllegalActionError
from hazardlib.hoc import DECK, Action, Combination, Deal, Kind, Phase, Rules, Stake, auction, runs
from hazardlib.hoc.actions import describe

TWO = Rules.variant("two")

#: Every action there is: the auction's, the claims (a quint of 6 too), each card, "without".
CANDIDATES: tuple[Action, ...] = (
    *(Action.parse(t) for t in ("bid", "hold", "pass", "without", "claim nothing")),
    *(Action(Kind.RAISE, amount=k) for k in range(1, 26)),
    *(Action(Kind.CLAIM, claim=Combination(Stake.SEQUENCE, n, Rank(t))) for n in (3, 4, 5, 6) for t in range(n, 14)),
    *(Action(Kind.CLAIM, claim=Combination(Stake.TRICON, n, r)) for n in (3, 4) for r in Rank),
    *(Action(Kind.PLAY, card=c) for c in DECK),
)

VARIANTS = {
    "three": Rules(),
    "two": TWO,
    "strict": Rules.variant("strict"),
    "encyclopedie": Rules.variant("encyclopedie"),
    "twelve": Rules.variant("twelve"),
    "show-by-length-and-rank": TWO.replace(lone_winner="show", tricon_order="rank", holding_back="forbidden"),
    "table-stakes": Rules(table_stakes=True, counters=12, opening_bid=1, chance_hoc="any-stop"),
    "small-cap": TWO.replace(raise_cap=3, table_stakes=True, counters=8, next_dealer="winner"),
}

RULE = re.compile(r"Rule M([1-9]|1[0-8]): ")


def _check_every_candidate(deal: Deal, others: list[int]) -> None:
    legal = deal.legal_actions()
    m = deal.to_move
    assert m is not None
    listed = describe(legal)
    for a in CANDIDATES:
        if a in legal:
            assert deal.act(m, a) is not None
            continue
        with pytest.raises(IllegalActionError) as info:
            deal.act(m, a)
        message = str(info.value)
        head = f"seat {m} cannot {str(a)!r}: "
        assert message.startswith(head) and RULE.match(message[len(head):]), message
        assert message.endswith(f"; legal: {listed}"), message
    for seat in others:  # out of turn, whatever the action
        for a in legal[:2]:
            with pytest.raises(IllegalActionError) as info:
                deal.act(seat, a)
            message = str(info.value)
            assert message.startswith(f"seat {seat} acts out of turn (Rule M"), message
            assert message.endswith(f"; legal for seat {m}: {listed}"), message


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_listed_action_is_accepted_and_every_other_refused_by_a_rule(name: str) -> None:
    rules = VARIANTS[name]
    n = rules.players
    phases: set[Phase] = set()
    for seed in range(3):
        gen = np.random.default_rng([seed, 8])
        deal = Deal.new(rules=rules, dealer=seed % n, rng=gen)
        for _ in range(2):  # two deals in a row, so that passed pools and debts carry over
            steps = 0
            while deal.to_move is not None:
                phases.add(deal.phase)
                # Every step of the auction, then one step in three of the runs (they are many).
                if deal.phase is not Phase.PLAY or steps % 3 == 0:
                    m = deal.to_move
                    _check_every_candidate(deal, [s for s in range(n) if s != m][:1])
                legal = deal.legal_actions()
                kinds = sorted({a.kind.value for a in legal})
                kind = kinds[int(gen.integers(len(kinds)))]
                options = [a for a in legal if a.kind.value == kind]
                deal = deal.act(deal.to_move, options[int(gen.integers(len(options)))])
                steps += 1
            deal = deal.next_deal(rng=gen)
    assert {Phase.AUCTION, Phase.PLAY} <= phases


def test_the_predicates_list_what_they_allow() -> None:
    # legal_actions is the candidates of the phase that the phase's predicate lets through.
    d = Deal.start(["AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
                    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"], dealer=2)
    a = d._auction  # the engine's own state, to call the predicate directly
    assert a is not None
    allowed = {x for x in CANDIDATES if auction.refusal(a, 0, x, d.counters) is None}
    assert allowed == set(d.legal_actions())
    refused = auction.refusal(a, 0, Action.parse("raise 21"), d.counters)
    assert refused is not None and refused.rule == "M8" and str(refused) == "Rule M8: a raise is 1 to 20 counters"
    assert str(auction.refusal(a, 1, Action.parse("bid"), d.counters)) == "Rule M8: it is seat 0's turn"
    r = d.act_all("0 pass; 1 pass; 2 pass; 0 pass; 1 pass; 2 pass; 0 pass; 1 pass; 2 pass")._runs
    assert r is not None
    assert {x for x in CANDIDATES if runs.refusal(r, 0, x) is None} == set(runs.legal_actions(r))


# Seat 0 holds a run of six, 4 to 9 of hearts, and a quint 9 to K of spades.
LONG = "4H 5H 6H 7H 8H 9H 9S TS JS QS KS 2D 3C 5D 7C"
OTHER = "AH 2H 3H TH JH QH KH AS 2S 3S 4S 5S 6S 7S 8S"


def test_a_held_quint_to_the_king_may_be_claimed_whatever_the_order() -> None:
    # Under lone_winner='show' any combination held may be claimed (issue 11): by length
    # (Rule M6) the best sequence is the run of six to the 9, but the quint to the king
    # is held too, and it pays the major quint of the table, 4 from the other player;
    # under sequence_payment="each" the run of six (a simple quint, 3) is paid with it
    # where it is lower than the claim: by class (quint to the 9 below quint to the king),
    # not by length, where the run of six is the higher (issue 21: "lower" is the order
    # of the stake under the rules).
    for order, each in (("length", 4), ("class", 4 + 3)):
        for payment, paid in (("declared", 4), ("each", each)):
            show = TWO.replace(lone_winner="show", sequence_order=order, sequence_payment=payment)
            d = Deal.start([LONG, OTHER], dealer=1, rules=show).act_all("0 pass; 1 pass; 0 bid; 1 pass")
            assert d.phase is Phase.CLAIM and d.to_move == 0
            legal = d.legal_actions()
            assert Action.parse("claim quint to 9") in legal and Action.parse("claim quint to K") in legal
            result = d.act(0, "claim quint to K").results[1]
            assert result.paid_for[0] == Combination.parse("quint to K") and result.payment == paid
            shown = Deal.start([LONG, OTHER], dealer=1, rules=show).act_all("0 pass; 1 pass; 0 bid; 1 hold")
            if payment == "each" and order == "class":  # by length the other's run of 8 wins
                assert shown.results[1].winner == 0 and shown.results[1].payment == paid


# Seat 0 holds four sevens and a brelan of kings.
FOURS = "KH KD KC 7H 7D 7C 7S 2H 4D 6C 9S TH JD 3C 5S"
LOWS = "AH AD AC AS 2D 2C 2S 3H 3D 3S 4H 4C 4S 5H 5D"


def test_a_held_four_of_sevens_may_be_claimed_under_tricon_order_rank() -> None:
    # By rank (Rule M7) the brelan of kings is the best tricon, but the four of sevens
    # is held and may be claimed: 4 from the other player (four of a kind, simple).
    # By rank every four below the king is lower than the brelan of kings, so may be
    # claimed too; a four of kings may not. Claiming the brelan of kings, the highest,
    # pays with the lower combinations (the default) the four of sevens too, 4 + 4, as a
    # showdown would; claiming the four of sevens pays it alone, the brelan being higher.
    for payment, four, brelan in (("declared", 4, 4), ("each", 4, 8)):
        show = TWO.replace(lone_winner="show", tricon_order="rank", sequence_payment=payment)
        d = Deal.start([FOURS, LOWS], dealer=1, rules=show).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 bid; 1 pass")
        assert d.phase is Phase.CLAIM and d.stake is Stake.TRICON
        legal = d.legal_actions()
        assert Action.parse("claim four of 7") in legal and Action.parse("claim brelan of K") in legal
        assert Action.parse("claim four of 8") in legal and Action.parse("claim four of K") not in legal
        assert d.act(0, "claim four of 7").results[2].payment == four
        assert d.act(0, "claim brelan of K").results[2].payment == brelan


def test_a_claim_not_held_is_refused_as_not_held() -> None:
    show = TWO.replace(lone_winner="show")
    d = Deal.start([LONG, OTHER], dealer=1, rules=show).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 bid; 1 pass")
    with pytest.raises(IllegalActionError, match=r"Rule M10: under lone_winner='show' the claim must be held, "
                                                 r"or lower than what is held; seat 0 holds no tricon"):
        d.act(0, "claim brelan of 2")
    d = Deal.start([OTHER, LONG], dealer=0, rules=show).act_all("1 pass; 0 pass; 1 pass; 0 bid")
    with pytest.raises(IllegalActionError, match=r"the claim must be held, or lower than what is held; "
                                                 r"seat 0's highest sequence is quint of 8 to 8"):
        d.act(0, "claim quint to K")
