"""The dealer's best reply to a player's policy (issue 10), heads-up, exactly.

Checks by other methods: the same machinery with the dealer held to a fixed
rule gives the solver's exact values; the best reply does at least as well
for the dealer as every fixed dealer of rule S8 (each is one of his
strategies, using only what he sees); a seeded simulation of the reply,
played card by card by the engine's play code, lands on the exact value.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.reply import BestReply

F = Fraction


@pytest.fixture(scope="module")
def best() -> sm.Analysis:
    return sm.solve(sm.DEFAULT, sm.DealerStandOn(5))


@pytest.fixture(scope="module")
def reply(best: sm.Analysis) -> sm.DealerReply:
    return sm.dealer_best_reply(sm.DEFAULT, best.policy)


@pytest.mark.parametrize(
    ("rules", "stand_on"),
    [(sm.DEFAULT, F(5)), (sm.Rules.variant("treccani"), F(5)), (sm.DEFAULT.replace(reale="same_suit_or_matta"), F(9, 2)),
     (sm.DEFAULT.replace(ties="push"), F(6))],
)
def test_held_to_a_fixed_rule_the_method_gives_the_solver_s_value(rules: sm.Rules, stand_on: Fraction) -> None:
    player = sm.solve(rules, sm.DealerStandOn(stand_on)).policy
    fixed, _ = BestReply(rules, player, fixed=int(2 * stand_on)).value()
    assert fixed == sm.policy_value(rules, player, sm.DealerStandOn(stand_on))
    simple, _ = BestReply(rules, sm.StandOn(5), fixed=int(2 * stand_on)).value()
    assert simple == sm.policy_value(rules, sm.StandOn(5), sm.DealerStandOn(stand_on))


def test_the_reply_beats_every_fixed_dealer(best: sm.Analysis, reply: sm.DealerReply) -> None:
    fixed = [sm.policy_value(sm.DEFAULT, best.policy, d) for d in
             (sm.DealerStandOn(5), sm.DealerSeesCards(5), sm.DealerStandOn(F(11, 2)), sm.DealerSeesCards(F(9, 2)))]
    assert reply.value < min(fixed)
    assert reply.dealer_edge == -reply.value
    # The headline figure: about 26 per cent against the chapter's best player.
    assert f"{float(reply.dealer_edge):.4f}" == "0.2601"


def test_a_seeded_simulation_of_the_reply_lands_on_its_exact_value(best: sm.Analysis, reply: sm.DealerReply) -> None:
    r = sm.simulate(sm.DEFAULT, best.policy, reply, hands=20_000, rng=11, engine="python")
    assert abs(r.mean - float(reply.value)) < 4 * r.stderr


def test_the_reply_as_a_dealer_policy(best: sm.Analysis, reply: sm.DealerReply) -> None:
    six = sm.Hand.parse("6c").cards
    # A player who shows 7½ (rule S7): the dealer on 6 draws, on 7½ he stands; on the policy's path
    # (a figure, then a 7) and off it (the policy stands on 5 and a 2).
    assert reply.draws(sm.DealerView(six, sm.DEFAULT, ((sm.Hand.parse("Fc 7s").cards, F(1)),), whole=(0,)))
    shown = ((sm.Hand.parse("5c 2d Fs").cards, F(1)),)
    assert reply.draws(sm.DealerView(six, sm.DEFAULT, shown, whole=(0,)))
    assert not reply.draws(sm.DealerView(sm.Hand.parse("7d Fd").cards, sm.DEFAULT, shown, whole=(0,)))
    assert not reply.draws(sm.DealerView(six, sm.DEFAULT, ()))  # the player busted
    with pytest.raises(InvalidPolicyError, match="heads-up"):
        reply.draws(sm.DealerView(six, sm.DEFAULT, (((), F(1)), ((), F(1)))))


def test_bad_input_is_refused() -> None:
    with pytest.raises(InvalidRuleError, match="optional first-card rules"):
        sm.dealer_best_reply(sm.Rules.variant("targa"), sm.StandOn(5))
    with pytest.raises(InvalidPolicyError, match="SolvedPolicy or a StandOn"):
        sm.dealer_best_reply(sm.DEFAULT, sm.DealerStandOn(5))  # type: ignore[arg-type]
    other = sm.solve(sm.Rules.variant("treccani"), sm.DealerStandOn(5)).policy
    with pytest.raises(InvalidPolicyError, match="solved for these rules"):
        sm.dealer_best_reply(sm.DEFAULT, other)
