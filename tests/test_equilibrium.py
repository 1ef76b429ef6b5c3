"""Heads-up Sette e mezzo solved as a game (issue 10).

What is checked, each by something other than the programme itself:

* the machinery of the exact check reproduces two results computed by other
  modules: the dealer's exact best reply to a policy equals
  ``dealer_best_reply`` (reply.py), and the player's exact best reply to a
  dealer standing on 5 equals the solver's best value (solver.py);
* the value of the game lies where game theory puts it: at least what the
  chapter's best player makes against a dealer who answers him, at most what
  the best player makes against each fixed dealer;
* the two exact best replies to the reported strategies are within 1e-6 of
  each other (the exploitability bound of the issue);
* the figures kept for the book are the figures of a fresh solve.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import KINDS, RADIX, WEIGHT
from hazardlib.sette_e_mezzo.equilibrium import KEPT, GameFigures, _concession, _guarantee, _orders_at, _Tree

F = Fraction


@pytest.fixture(scope="module")
def game() -> sm.Equilibrium:
    return sm.solve_game()


@pytest.fixture(scope="module")
def best() -> sm.Analysis:
    return sm.solve(sm.DEFAULT, sm.DealerStandOn(5))


@pytest.fixture(scope="module")
def tree() -> _Tree:
    return _Tree(sm.DEFAULT)


def _pure(tree: _Tree, policy: sm.SolvedPolicy) -> list[Fraction]:
    out = []
    for h, o in tree.points:
        up = tree.counts(o)
        key = h * RADIX + sum(WEIGHT[c] * up[c] for c in range(KINDS))
        out.append(F(int(key in policy.draw_keys)))
    return out


def test_the_exact_dealer_reply_is_the_reply_module_s(tree: _Tree, best: sm.Analysis) -> None:
    guaranteed = _guarantee(tree, _orders_at(tree), _pure(tree, best.policy))
    assert guaranteed == sm.dealer_best_reply(sm.DEFAULT, best.policy).value


def test_the_exact_player_reply_to_a_fixed_dealer_is_the_solver_s(best: sm.Analysis) -> None:
    fixed = _Tree(sm.DEFAULT, fixed=10)  # against a shown 7½ too, the dealer stands on 5
    replies = [[(F(1), tuple(fixed.m.hand_total(d) < 10 for d in fixed.dealer(fixed.counts(o)).hands))]
               for o in fixed.orders]
    assert _concession(fixed, _orders_at(fixed), replies) == best.value


def test_the_value_lies_between_what_the_fixed_and_the_answering_dealers_allow(
    game: sm.Equilibrium, best: sm.Analysis
) -> None:
    answered = sm.dealer_best_reply(sm.DEFAULT, best.policy).value
    assert answered <= game.lower <= game.upper
    assert game.upper <= sm.solve(sm.DEFAULT, sm.DealerSeesCards(5)).value <= best.value
    assert game.lower <= F(game.value) <= game.upper + F(1, 10**12)


def test_the_exploitability_bound_is_below_one_millionth(game: sm.Equilibrium) -> None:
    assert F(0) <= game.exploitability < F(1, 10**6)


def test_both_sides_mix(game: sm.Equilibrium) -> None:
    # Were either side pure, the other's best reply would exploit it: the
    # chapter's best player loses 26 per cent to a dealer who answers him.
    assert game.player_mixes() and game.dealer_mixes
    assert any(0 < share < 1 for share in game.player_table.values())
    assert any(0 < share < 1 for share in game.dealer_table.values())


def test_the_kept_figures_are_a_fresh_solve(game: sm.Equilibrium) -> None:
    kept = GameFigures.from_json(sm.DEFAULT, json.loads(KEPT.read_text(encoding="utf-8")))
    fresh = game.figures()
    assert kept.lower == fresh.lower and kept.upper == fresh.upper
    assert abs(kept.value - fresh.value) < 1e-12
    assert kept.player_mixes == fresh.player_mixes or all(
        a[:2] == b[:2] and abs(a[2] - b[2]) < 1e-9 for a, b in zip(kept.player_mixes, fresh.player_mixes))
    assert kept.dealer_mixes == fresh.dealer_mixes
    assert kept.player_table.keys() == fresh.player_table.keys()
    assert all(abs(kept.player_table[k] - fresh.player_table[k]) < 1e-9 for k in kept.player_table)
    assert all(abs(kept.dealer_table[k] - fresh.dealer_table[k]) < 1e-9 for k in kept.dealer_table)
    assert sm.game_figures() == kept


def test_a_player_who_knows_the_answering_dealer_beats_him(best: sm.Analysis) -> None:
    reply = sm.dealer_best_reply(sm.DEFAULT, best.policy)
    against = sm.player_best_reply(reply)
    kept = sm.game_figures().against_reply
    assert against == kept
    # He does at least as well as the policy the dealer answers, and the
    # dealer's reply is one dealer among all: the game's value is no better.
    assert reply.value < against
    assert sm.game_figures().lower <= against


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [({"rules": "x"}, "rules must be a Rules value"),
     ({"rules": sm.Rules.variant("targa")}, "without the optional first-card rules"),
     ({"tolerance": 0}, "tolerance must be a number"),
     ({"tolerance": True}, "tolerance must be a number"),
     ({"tolerance": "1e-9"}, "tolerance must be a number"),
     ({"max_iterations": 0}, "max_iterations must be an int"),
     ({"max_iterations": 2.5}, "max_iterations must be an int")],
)
def test_bad_arguments_get_the_project_s_error(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRuleError, match=message):
        sm.solve_game(**kwargs)  # type: ignore[arg-type]


def test_bad_figures_and_replies_get_the_project_s_error() -> None:
    with pytest.raises(InvalidRuleError, match="rules must be a Rules value"):
        sm.game_figures("default")  # type: ignore[arg-type]
    with pytest.raises(InvalidPolicyError, match="reply must be a DealerReply"):
        sm.player_best_reply(sm.StandOn(5))  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match="other rules"):
        GameFigures.from_json(sm.DEFAULT.replace(ties="push"), json.loads(KEPT.read_text(encoding="utf-8")))
