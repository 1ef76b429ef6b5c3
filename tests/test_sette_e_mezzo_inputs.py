"""Bad input to hazardlib.sette_e_mezzo is refused at the boundary, with the project's errors.

One test per finding of the audit in issue 8 (and the neighbours each
finding suggested), and the lighter import: the exact analysis runs without
numpy.
"""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import numpy as np
import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import (
    IllegalActionError,
    InvalidCardError,
    InvalidOutcomeError,
    InvalidPolicyError,
    InvalidRuleError,
)

F = Fraction

# -- a hand where a hand is expected -------------------------------------------


@pytest.mark.parametrize("bad", [None, 7, 7.5, object()])
def test_a_hand_that_is_no_hand_is_refused(bad: object) -> None:
    message = r"cards must be a list or tuple of cards, or a string like '7d Rd', got "
    for call in (
        lambda: sm.hand_value(bad),  # type: ignore[arg-type]
        lambda: sm.settle(bad, [("7c", 1)]),  # type: ignore[arg-type]
        lambda: sm.settle("5c", [(bad, 1)]),  # type: ignore[list-item]
        lambda: sm.bust_probability(bad),  # type: ignore[arg-type]
        lambda: sm.bust_probability("5c", seen=bad),  # type: ignore[arg-type]
        lambda: sm.quattro_hand(bad),  # type: ignore[arg-type]
        lambda: sm.lowest_total(bad),  # type: ignore[arg-type]
        lambda: sm.Hand(bad),  # type: ignore[arg-type]
        lambda: sm.dealer_distribution(seen=bad),  # type: ignore[arg-type]
        lambda: sm.solve().decision(bad),  # type: ignore[arg-type]
    ):
        with pytest.raises(InvalidCardError, match=message):
            call()


def test_cards_of_a_hand_must_be_cards() -> None:
    with pytest.raises(InvalidCardError, match=r"expected a Card, got 'Rd'"):
        sm.hand_value([sm.KING_OF_DENARI, "Rd"])  # type: ignore[list-item]
    with pytest.raises(InvalidCardError, match=r"expected a Card, got \[1\]"):
        sm.hand_value([[1]])  # type: ignore[list-item]
    # A generator of cards is read once.
    assert sm.hand_value(c for c in sm.Hand.parse("7c Fc").cards).reale


# -- an object that is no policy -----------------------------------------------


def test_policy_value_refuses_what_is_no_player_policy() -> None:
    with pytest.raises(InvalidPolicyError, match=r"player must be a player policy, like StandOn\(5\).* got 5, which lacks draws, burns, declares_ace_half"):
        sm.policy_value(sm.DEFAULT, 5)  # type: ignore[arg-type]
    with pytest.raises(InvalidPolicyError, match=r"got DealerStandOn\(total=Fraction\(5, 1\)\), which lacks burns, declares_ace_half"):
        sm.policy_value(sm.DEFAULT, sm.DealerStandOn(5))  # type: ignore[arg-type]


def test_the_exact_analysis_refuses_what_is_no_dealer_policy() -> None:
    for call in (
        lambda: sm.solve(sm.DEFAULT, "DealerStandOn(5)"),  # type: ignore[arg-type]
        lambda: sm.policy_value(sm.DEFAULT, sm.StandOn(5), None),  # type: ignore[arg-type]
        lambda: sm.dealer_distribution(sm.DEFAULT, 5),  # type: ignore[arg-type]
    ):
        with pytest.raises(InvalidPolicyError, match=r"dealer must be a dealer policy, like DealerStandOn\(5\)"):
            call()


def test_play_refuses_what_is_no_policy() -> None:
    with pytest.raises(InvalidPolicyError, match=r"seat 1 must be a player policy.* got None"):
        sm.play(sm.DEFAULT, [sm.StandOn(5), None], sm.DealerStandOn(5), rng=1)  # type: ignore[list-item]
    with pytest.raises(InvalidPolicyError, match=r"dealer must be a dealer policy.* got 5"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, 5, rng=1)  # type: ignore[arg-type]


@pytest.mark.parametrize("engine", ["python", "numpy"])
def test_simulate_refuses_what_is_no_policy_with_either_engine(engine: str) -> None:
    with pytest.raises(InvalidPolicyError, match=r"player must be a player policy") as info:
        sm.simulate(sm.DEFAULT, "StandOn(5)", sm.DealerStandOn(5), hands=10, rng=1, engine=engine)  # type: ignore[arg-type]
    assert "engine" not in str(info.value)  # it no longer recommends another engine
    with pytest.raises(InvalidPolicyError, match=r"dealer must be a dealer policy"):
        sm.simulate(sm.DEFAULT, sm.StandOn(5), object(), hands=10, rng=1, engine=engine)  # type: ignore[arg-type]


def test_a_policy_asked_about_something_else_refuses() -> None:
    with pytest.raises(IllegalActionError, match=r"view must be a PlayerView or DealerView, got 5"):
        sm.StandOn(5).draws(5)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"view must be a DealerView, got None"):
        sm.DealerSeesCards(5).draws(None)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError, match=r"card must be a Card of the 40-card deck, got '4c'"):
        sm.StandOn(5).burns("4c", sm.DEFAULT)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"rules must be a Rules value"):
        sm.StandOn(5).declares_ace_half(sm.Hand.parse("Ac").cards[0], "default")  # type: ignore[arg-type]


# -- Rules fields ------------------------------------------------------------


def test_rules_refuse_unknown_fields_and_positional_arguments() -> None:
    with pytest.raises(InvalidRuleError, match=r"Rules has no field 'foo'; allowed: 'name', 'matta', "):
        sm.Rules(foo=1)  # type: ignore[call-arg]
    with pytest.raises(InvalidRuleError, match=r"Rules has no field 'foo'; allowed: 'name', 'matta', "):
        sm.DEFAULT.replace(foo=1)
    with pytest.raises(InvalidRuleError, match=r"Rules takes keyword arguments only"):
        sm.Rules("custom")  # type: ignore[misc]
    with pytest.raises(InvalidRuleError, match=r"other must be a Rules value or None, got 'treccani'"):
        sm.DEFAULT.differences("treccani")  # type: ignore[arg-type]


# -- the bust marker, the empty deck ---------------------------------------------


def test_lowest_total_refuses_face_up_cards_that_have_busted() -> None:
    # 7 + 6 = 13 face up: no face-down card keeps the hand under 7 1/2. The
    # engine's internal bust marker (99 half-points) used to leak out as 99/2.
    with pytest.raises(InvalidOutcomeError, match=r"no face-down card keeps a player who shows '7H 6H' under 15/2: he has busted"):
        sm.lowest_total("7c 6c")
    # 7 1/2 face up: even a figure face down makes 8.
    with pytest.raises(InvalidOutcomeError, match=r"shows '7H JH'"):
        sm.lowest_total("7c Fc")
    assert sm.lowest_total("7c") == F(15, 2)


def test_dealer_distribution_refuses_a_deck_that_can_run_out() -> None:
    with pytest.raises(InvalidOutcomeError, match=r"no card is left for the dealer to draw: every card of the deck is seen"):
        sm.dealer_distribution(seen=sm.DECK)
    # One figure left: the dealer draws it and wants more, but there is none.
    with pytest.raises(InvalidOutcomeError, match=r"the 1 card left can run out before the dealer stands on 5"):
        sm.dealer_distribution(seen=[c for c in sm.DECK if c != sm.Hand.parse("Fc").cards[0]])
    # The four 7s left: the dealer stands on his first card, always.
    sevens = [c for c in sm.DECK if int(c.rank) == 7]
    d = sm.dealer_distribution(seen=[c for c in sm.DECK if c not in sevens])
    assert d == {"7": F(1)}
    assert sum(sm.dealer_distribution(seen="7c 7d 7b Fc Fd").values()) == 1


# -- a hand's declarations --------------------------------------------------------


def test_hand_declarations_are_checked_when_the_hand_is_made() -> None:
    with pytest.raises(IllegalActionError, match=r"unknown matta choice 'x'; allowed: 'best', 'undeclared'"):
        sm.Hand.parse("7d Rd", matta="x")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"ace_half must be True or False, got 1"):
        sm.Hand.parse("Ad 7d", ace_half=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"matta must be 'best', 'undeclared' or an int or Fraction, got 4.5"):
        sm.Hand.parse("3c Rd", matta=4.5)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"the matta counts a multiple of 1/2 from 1/2 to 7, got Fraction\(1, 3\)"):
        sm.Hand.parse("3c Rd", matta=F(1, 3))
    with pytest.raises(IllegalActionError, match=r"only a first card that is an ace can count ½, got '7D'"):
        sm.Hand.parse("7d Ac", ace_half=True)
    with pytest.raises(InvalidCardError, match=r"a hand to parse must be a string like '7d Rd', got 7"):
        sm.Hand.parse(7)  # type: ignore[arg-type]
    # What the rules of the table allow is decided when the hand is valued.
    h = sm.Hand.parse("Ad 7d", ace_half=True)
    assert h.value(sm.Rules.variant("ace_half")).reale
    with pytest.raises(IllegalActionError, match=r"an ace counts ½ only under first_ace_half=True"):
        h.value()


def test_hand_value_checks_the_declaration_even_without_the_matta() -> None:
    with pytest.raises(IllegalActionError, match=r"unknown matta choice 'worst'"):
        sm.hand_value("7c", matta="worst")  # type: ignore[arg-type]


# -- iterables read once ----------------------------------------------------------


def test_play_reads_a_generator_of_seats_once_and_quotes_its_count() -> None:
    with pytest.raises(IllegalActionError, match=r"a table needs 2 to 12 seats, got 1$"):
        sm.play(sm.DEFAULT, (sm.StandOn(5) for _ in range(1)), sm.DealerStandOn(5), rng=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"seats must be a list or tuple of player policies, got 3"):
        sm.play(sm.DEFAULT, 3, sm.DealerStandOn(5), rng=1)  # type: ignore[arg-type]
    by_generator = sm.play(sm.DEFAULT, (sm.StandOn(5) for _ in range(3)), sm.DealerStandOn(5), rng=4)  # type: ignore[arg-type]
    assert by_generator == sm.play(sm.DEFAULT, [sm.StandOn(5)] * 3, sm.DealerStandOn(5), rng=4)


def test_settle_reads_a_generator_of_players() -> None:
    pairs = [("7d Fd", 1), ("6s", 2)]
    assert sm.settle("5c", (p for p in pairs)) == sm.settle("5c", pairs)  # type: ignore[arg-type]


def test_quattro_showdown_reads_a_generator_of_hands() -> None:
    hands = [sm.quattro_hand("7c Fc"), sm.quattro_hand("4s Fb")]
    assert sm.quattro_showdown(iter(hands), dealer=0) == sm.quattro_showdown(hands, dealer=0)  # type: ignore[arg-type]


# -- numpy integers ------------------------------------------------------------


def test_numpy_integers_are_accepted_and_stored_as_ints() -> None:
    i = np.int64
    assert sm.settle("5c", [("6s", i(3))]).transfers == (F(3),)
    session = sm.play(sm.DEFAULT, [sm.StandOn(i(5))] * 3, sm.DealerStandOn(i(5)), decks=i(2), stake=i(2), first_dealer=i(1), rng=i(9))
    assert session == sm.play(sm.DEFAULT, [sm.StandOn(5)] * 3, sm.DealerStandOn(5), decks=2, stake=2, first_dealer=1, rng=9)
    # A seat read out of a session goes back in.
    seat = np.array([h.dealer_seat for h in session.hands])[-1]
    assert sm.play(sm.DEFAULT, [sm.StandOn(5)] * 3, sm.DealerStandOn(5), first_dealer=seat, rng=9).hands[0].dealer_seat == seat
    r = sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=np.uint16(500), rng=np.int32(3))
    assert r == sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=500, rng=3)
    assert type(r.hands) is int
    assert sm.StandOn(i(5)).total == 5 and type(sm.StandOn(i(5)).total) is Fraction
    rules = sm.Rules(matta_undeclared=i(6), burn_three_four=np.bool_(True))
    assert rules == sm.Rules(matta_undeclared=6, burn_three_four=True)
    assert type(rules.burn_three_four) is bool
    assert sm.hand_value("3c Rd", matta=i(2)).total == 5
    assert sm.matta_values("card", cards=i(2)) == sm.matta_values("card", cards=2)
    assert sm.quattro_hand("4c Rd", matta=i(3)).total == 7
    hands = [sm.quattro_hand("6c"), sm.quattro_hand("6s")]
    assert sm.quattro_showdown(hands, dealer=i(1)).winners == (1,)
    assert sm.Settlement((F(1),), ("win",), i(0)).next_dealer == 0


# -- the lighter import ----------------------------------------------------------


def test_the_package_and_the_exact_analysis_do_not_load_numpy() -> None:
    code = (
        "import sys\n"
        "import hazardlib.sette_e_mezzo as sm\n"
        "from fractions import Fraction\n"
        "assert sm.reale_probability() == Fraction(7, 390)\n"
        "a = sm.solve(sm.DEFAULT, sm.DealerStandOn(Fraction(1, 2)))\n"
        "assert sm.policy_value(sm.DEFAULT, sm.StandOn(Fraction(1, 2)), sm.DealerStandOn(Fraction(1, 2))) == Fraction(-9, 65)\n"
        "sm.settle('5c', [('7d Fd', 1)]); sm.dealer_distribution(); sm.quattro_hand('4c Fd')\n"
        "assert 'numpy' not in sys.modules, 'numpy was imported'\n"
        "sm.simulate\n"  # the simulation, asked for, brings numpy
        "assert 'numpy' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_hand_comes_in_order_cards_seen_need_not() -> None:
    cards = frozenset(sm.Hand.parse("Ac 7c").cards)
    with pytest.raises(InvalidCardError, match=r"a hand's cards come in order \(the first is face down\): a list, a tuple or a string, got frozenset"):
        sm.hand_value(cards, sm.Rules.variant("ace_half"), ace_half=True)
    with pytest.raises(InvalidCardError, match=r"a hand's cards come in order"):
        sm.Hand({c: 1 for c in cards})  # type: ignore[arg-type]
    assert sm.bust_probability("5c", seen=set(sm.Hand.parse("Fb 2d").cards)) == sm.bust_probability("5c", seen="Fb 2d")
    assert sm.lowest_total(frozenset(sm.Hand.parse("Ac 4c").cards)) == sm.lowest_total("4c Ac")
