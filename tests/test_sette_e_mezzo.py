"""Tests of hazardlib.sette_e_mezzo: rules, values, settlement, play, exact analysis.

Every exact number is checked against something derived apart from the
solver: a count done by hand (written out in the comment), a brute-force
enumeration written here with the public functions only, or a seeded
simulation within a stated number of standard errors.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

import numpy as np
import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.cards import Card, italian_deck
from hazardlib.errors import (
    HazardlibError,
    IllegalActionError,
    InvalidCardError,
    InvalidOutcomeError,
    InvalidRuleError,
    InvalidStakeError,
    UnknownVariantError,
)
from hazardlib.sette_e_mezzo.settlement import payment
from hazardlib.sette_e_mezzo.simulation import _numpy_payoff

F = Fraction
HALF = F(1, 2)
SEVEN_HALF = F(15, 2)
TRECCANI = sm.Rules.variant("treccani")

#: Simulated estimates must fall within this many standard errors of the exact value.
Z = 4

# -- rules and variants -----------------------------------------------------


def test_default_is_the_italian_article() -> None:
    r = sm.DEFAULT
    assert r is sm.Rules.variant("wikipedia_it")
    assert r.matta == Card.parse("Rd")  # re di denari
    assert r.matta_values == "half_alone"
    assert r.matta_undeclared == 7
    assert r.reale == "same_suit" and r.reale_payment == "double"
    assert r.ties == "dealer" and r.rotation == "reale_or_exhausted"
    assert r.suit_order == sm.ITALIAN_SUIT_ORDER
    assert r.sources == ("wikipedia-it-sette-e-mezzo",)


def test_every_variant_has_sources_and_its_name() -> None:
    bib = (Path(__file__).resolve().parent.parent / "book" / "references.bib").read_text(encoding="utf-8")
    for name, rules in sm.VARIANTS.items():
        assert rules.name == name
        assert rules.sources, name
        for key in rules.sources:
            assert "{" + key + "," in bib, key
        assert sm.Rules.variant(name) is rules


def test_variant_differences() -> None:
    assert sm.Rules.variant("wikipedia_it").differences() == {}
    assert sm.Rules.variant("queen_of_hearts").differences() == {"matta": Card.parse("QH")}
    assert sm.Rules.variant("every_hand").differences() == {"rotation": "every_hand"}
    assert sm.Rules.variant("sapere").differences() == {
        "reale": "any_suit",
        "reale_payment": "double_if_bank_busts",
    }


def test_unknown_variant() -> None:
    with pytest.raises(UnknownVariantError, match=r"unknown variant 'napoli'; allowed: 'wikipedia_it', 'treccani'"):
        sm.Rules.variant("napoli")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"matta_values": "any"}, r"unknown matta_values 'any'; allowed: 'half_alone', 'card'"),
        ({"reale": "suited"}, r"unknown reale 'suited'; allowed: 'same_suit', 'same_suit_or_matta', 'any_suit'"),
        ({"reale_payment": "triple"}, r"unknown reale_payment 'triple'; allowed: 'double'"),
        ({"ties": "player"}, r"unknown ties 'player'; allowed: 'dealer', 'push'"),
        ({"rotation": "left"}, r"unknown rotation 'left'; allowed: 'reale_or_exhausted'"),
        ({"reale_priority": "age"}, r"unknown reale_priority 'age'; allowed: 'suit', 'seat'"),
        ({"burn_three_four": 1}, r"burn_three_four must be True or False, got 1"),
        ({"exchange_four": "yes"}, r"exchange_four must be True or False, got 'yes'"),
        ({"first_ace_half": None}, r"first_ace_half must be True or False, got None"),
        ({"dealer_reale_double": 0}, r"dealer_reale_double must be True or False, got 0"),
        ({"reale_beats_seven_and_half": 1.0}, r"reale_beats_seven_and_half must be True or False"),
        ({"matta_undeclared": 7.0}, r"matta_undeclared must be an int or Fraction, got 7.0"),
        ({"matta_undeclared": True}, r"matta_undeclared must be an int or Fraction, got True"),
        ({"matta_undeclared": F(3, 2)}, r"matta_undeclared must be one of the matta's values 1/2, 1, 2"),
        ({"matta": Card.parse("9D")}, r"matta must be a card of the 40-card deck or None, got Card.parse\('9D'\)"),
        ({"matta": "KD"}, r"matta must be a card of the 40-card deck or None, got 'KD'"),
        ({"suit_order": ()}, r"suit_order must be a tuple of the four suits, best first, got \(\)"),
        ({"sources": "wiki"}, r"sources must be a tuple of strings, got 'wiki'"),
        ({"name": 3}, r"name must be a string, got 3"),
    ],
)
def test_bad_rule_fields(changes: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRuleError, match=message):
        sm.Rules(**changes)  # type: ignore[arg-type]


def test_rules_are_frozen_and_replace_checks() -> None:
    with pytest.raises(AttributeError):
        sm.DEFAULT.ties = "push"  # type: ignore[misc]
    assert sm.DEFAULT.replace(ties="push").ties == "push"
    assert sm.DEFAULT.replace(ties="push").name == "custom"
    with pytest.raises(InvalidRuleError, match=r"unknown ties 'never'"):
        sm.DEFAULT.replace(ties="never")


def test_half_steps_undeclared_half_is_allowed() -> None:
    assert sm.Rules(matta_values="half_steps", matta_undeclared=F(7, 2)).matta_undeclared == F(7, 2)


# -- matta values and hand values -------------------------------------------


def test_matta_values() -> None:
    whole = [F(k) for k in range(1, 8)]
    assert sm.matta_values("half_alone", 1) == (HALF,)
    assert list(sm.matta_values("half_alone", 2)) == [HALF] + whole
    assert list(sm.matta_values("card", 1)) == [HALF] + whole
    assert list(sm.matta_values("half_steps", 5)) == [F(k, 2) for k in range(1, 15)]
    assert list(sm.matta_values("whole", 1)) == whole
    with pytest.raises(InvalidRuleError, match=r"unknown matta_values 'x'"):
        sm.matta_values("x", 1)
    with pytest.raises(InvalidOutcomeError, match=r"cards must be an int of at least 1, got 0"):
        sm.matta_values("card", 0)


def test_card_values() -> None:
    # Treccani: "Le figure valgono mezzo punto, le altre carte hanno il loro valore numerico".
    for card in italian_deck():
        v = sm.card_value(card)
        if card == sm.KING_OF_DENARI:
            assert v is None
        elif card.is_figure:
            assert v == HALF
        else:
            assert v == int(card.rank)
    with pytest.raises(InvalidCardError, match=r"expected one card, got '7c 7d'"):
        sm.card_value("7c 7d")


@pytest.mark.parametrize(
    ("cards", "rules", "total", "matta"),
    [
        ("7c Fc", sm.DEFAULT, SEVEN_HALF, None),
        ("Ac 2c 3c Fs", sm.DEFAULT, F(13, 2), None),
        ("Rd", sm.DEFAULT, HALF, HALF),  # alone the matta is a figure: 1/2
        ("Rd", TRECCANI, F(7), F(7)),  # "the value of any card": 7 alone
        ("Rd Fc", sm.DEFAULT, SEVEN_HALF, F(7)),  # 1/2 + 7
        ("Rd 3c", sm.DEFAULT, F(7), F(4)),  # 3 + 4; 3 + 4 1/2 is not allowed
        ("Rd 3c", sm.Rules(matta_values="half_steps"), SEVEN_HALF, F(9, 2)),
        ("Rd 7c", sm.DEFAULT, SEVEN_HALF, HALF),
        ("Rd 7c", sm.Rules(matta_values="whole"), F(8), F(1)),  # bust: at least 1
        ("Rd Fc", sm.Rules(matta_values="whole"), SEVEN_HALF, F(7)),
        ("Rd 6c 2c", sm.DEFAULT, F(17, 2), HALF),  # bust even at 1/2
        ("Cc Rd", sm.Rules(matta=Card.parse("Cc")), SEVEN_HALF, F(7)),  # Rd is a plain figure here
    ],
)
def test_hand_value(cards: str, rules: sm.Rules, total: Fraction, matta: Fraction | None) -> None:
    v = sm.hand_value(cards, rules)
    assert v.total == total
    assert v.matta == matta
    assert v.bust == (total > SEVEN_HALF)


def test_undeclared_matta_counts_seven() -> None:
    # Italian Wikipedia: if the holder declares no value, the matta counts 7.
    assert sm.hand_value("7c Rd", matta="undeclared").bust
    assert sm.hand_value("Fc Rd", matta="undeclared").total == SEVEN_HALF
    assert sm.hand_value("Rd", matta="undeclared").total == HALF  # alone it can only be 1/2


def test_declared_matta() -> None:
    assert sm.hand_value("3c Rd", matta=2).total == 5
    assert sm.hand_value("3c Rd", matta=F(1, 2)).total == F(7, 2)
    with pytest.raises(IllegalActionError, match=r"the matta cannot count 9/2 in a hand of 2 cards under matta_values='half_alone'; allowed: 1/2, 1, 2, 3, 4, 5, 6, 7"):
        sm.hand_value("3c Rd", matta=F(9, 2))
    with pytest.raises(IllegalActionError, match=r"the matta cannot count 7 in a hand of 1 card under matta_values='half_alone'; allowed: 1/2"):
        sm.hand_value("Rd", matta=7)
    with pytest.raises(IllegalActionError, match=r"matta must be 'best', 'undeclared' or an int or Fraction, got 4.5"):
        sm.hand_value("3c Rd", matta=4.5)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"unknown matta choice 'worst'"):
        sm.hand_value("3c Rd", matta="worst")  # type: ignore[arg-type]


def test_reale() -> None:
    same = sm.DEFAULT
    assert sm.hand_value("7c Fc", same).reale
    assert not sm.hand_value("7c Fs", same).reale
    assert sm.hand_value("7d Rd", same).reale  # 7 + matta of the same suit
    assert sm.hand_value("Rd Cd", same).reale  # matta + figure of the same suit
    assert not sm.hand_value("Rd Cc", same).reale
    assert sm.hand_value("7c Fs", TRECCANI).reale
    assert not sm.hand_value("7c Fc Fs", TRECCANI).reale  # three cards
    assert not sm.hand_value("3c Fc Ac 3s", TRECCANI).reale


def test_ace_half() -> None:
    rules = sm.Rules.variant("ace_half")
    assert sm.hand_value("Ac 7c", rules, ace_half=True).total == SEVEN_HALF
    assert sm.hand_value("Ac 7c", rules, ace_half=True).reale  # a two-card 7 1/2 of one suit
    with pytest.raises(IllegalActionError, match=r"an ace counts ½ only under first_ace_half=True"):
        sm.hand_value("Ac 7c", sm.DEFAULT, ace_half=True)
    with pytest.raises(IllegalActionError, match=r"only a first card that is an ace can count ½, got '7H'"):
        sm.hand_value("7c Ac", rules, ace_half=True)
    with pytest.raises(IllegalActionError, match=r"ace_half must be True or False, got 1"):
        sm.hand_value("Ac", rules, ace_half=1)  # type: ignore[arg-type]


def test_bad_hands() -> None:
    with pytest.raises(InvalidCardError, match=r"card '8C' is not in the 40-card deck"):
        sm.hand_value("7c 8C")
    with pytest.raises(InvalidCardError, match=r"unknown card notation '8c'"):
        sm.hand_value("7c 8c")
    with pytest.raises(InvalidCardError, match=r"the same card twice: '7H' in '7c 7H'"):
        sm.hand_value("7c 7H")
    with pytest.raises(InvalidCardError, match=r"a hand needs at least one card, got none"):
        sm.hand_value("")
    with pytest.raises(InvalidRuleError, match=r"rules must be a Rules value"):
        sm.hand_value("7c", "wikipedia_it")  # type: ignore[arg-type]


def test_hand_repr_rebuilds() -> None:
    for h in (sm.Hand.parse("7d Rd"), sm.Hand.parse("3c Rd", matta=2), sm.Hand.parse("Ac 7c", ace_half=True)):
        assert eval(repr(h), {"Hand": sm.Hand, "Fraction": Fraction}) == h


# -- settlement ---------------------------------------------------------------


def money(s: sm.Settlement) -> list[str]:
    return [str(t) for t in s.transfers]


def test_settle_every_outcome() -> None:
    # Dealer 5 (5c) against: a bust (6s 4c = 10), a tie at 5 (3s 2b), a win
    # with 6 (6d), a loss with 4 (4d), a same-suit reale (7b Fb).
    s = sm.settle("5c", [("6s 4c", 1), ("3s 2b", 2), ("6d", 3), ("4d", 4), ("7b Fb", 5)])
    assert s.outcomes == ("bust", "tie", "win", "lose", "reale")
    assert money(s) == ["-1", "-2", "3", "-4", "10"]
    assert s.dealer == 1 + 2 - 3 + 4 - 10
    assert sum(s.transfers) + s.dealer == 0
    assert s.next_dealer == 4  # the reale takes the bank


def test_bust_pays_even_when_the_dealer_busts() -> None:
    s = sm.settle("6c 4c", [("6s 5s", 3), ("2s", 3)])
    assert s.outcomes == ("bust", "win") and money(s) == ["-3", "3"]


def test_dealer_bust_pays_a_reale_double() -> None:
    for rules in (sm.DEFAULT, sm.Rules.variant("sapere")):
        s = sm.settle("6c 4c", [("7s Fs", 3)], rules)
        assert money(s) == ["6"]


def test_reale_payment_variants() -> None:
    # Dealer stands on 6; the reale wins double (Treccani, Italian Wikipedia)
    # or single unless the bank busts (sapere.it).
    assert money(sm.settle("6c", [("7s Fs", 3)])) == ["6"]
    assert money(sm.settle("6c", [("7s Fs", 3)], sm.Rules.variant("sapere"))) == ["3"]


def test_reale_against_the_dealers_plain_seven_and_half() -> None:
    # Italian Wikipedia: only the reale saves the player from the dealer's tie.
    assert sm.settle("5c 2c Fc", [("7s Fs", 1)]).outcomes == ("reale",)
    assert money(sm.settle("5c 2c Fc", [("7s Fs", 1)])) == ["2"]
    # Treccani: "a parità di punti vince il banchiere".
    assert sm.settle("5c 2c Fc", [("7s Fb", 1)], TRECCANI).outcomes == ("tie",)
    # A plain 7 1/2 always ties to the dealer.
    assert sm.settle("5c 2c Fc", [("5s 2s Fs", 1)]).outcomes == ("tie",)


def test_dealer_reale() -> None:
    s = sm.settle("7s Fs", [("7c Fc", 4), ("5b 2b", 4), ("6d 3d", 4)])
    assert s.outcomes == ("dealer_reale", "dealer_reale", "bust")
    assert money(s) == ["-4", "-8", "-4"]  # single from a reale or a bust, double otherwise
    assert s.next_dealer is None  # keeps the bank
    single = sm.DEFAULT.replace(dealer_reale_double=False)
    assert money(sm.settle("7s Fs", [("5b 2b", 4)], single)) == ["-4"]


def test_dealer_reale_outranked_by_suit() -> None:
    # Italian order: spade, coppe, denari, bastoni. The dealer's reale in
    # bastoni keeps the bank unless a player's reale has a better suit.
    s = sm.settle("7b Fb", [("7d Fd", 1), ("7s Fs", 1)])
    assert s.next_dealer == 1
    s = sm.settle("7s Fs", [("7d Fd", 1)])
    assert s.next_dealer is None
    seat = sm.DEFAULT.replace(reale_priority="seat")
    assert sm.settle("7b Fb", [("7d Fd", 1), ("7s Fs", 1)], seat).next_dealer is None


def test_several_reali_priority() -> None:
    hands = [("6c", 1), ("7d Fd", 1), ("7s Fs", 1), ("7c Fc", 1)]
    assert sm.settle("5b", hands).next_dealer == 2  # spade first (Italian deck)
    french = sm.DEFAULT.replace(suit_order=sm.FRENCH_SUIT_ORDER)
    assert sm.settle("5b", hands, french).next_dealer == 3  # hearts first (French deck)
    seat = sm.DEFAULT.replace(reale_priority="seat")
    assert sm.settle("5b", hands, seat).next_dealer == 1  # nearest the dealer's right


def test_rotation() -> None:
    plain = [("6c", 1), ("4d", 1)]
    assert sm.settle("5b", plain).next_dealer is None
    assert sm.settle("5b", plain, deck_exhausted=True).next_dealer == 0
    every = sm.Rules.variant("every_hand")
    assert sm.settle("5b", plain, every).next_dealer == 0
    exhausted = sm.DEFAULT.replace(rotation="exhausted")
    assert sm.settle("5b", [("7d Fd", 1)], exhausted).next_dealer is None
    assert sm.settle("5b", [("7d Fd", 1)], exhausted, deck_exhausted=True).next_dealer == 0


def test_push_option() -> None:
    push = sm.DEFAULT.replace(ties="push")
    s = sm.settle("5c", [("3s 2b", 2)], push)
    assert s.outcomes == ("push",) and money(s) == ["0"]


def test_settle_bad_input() -> None:
    with pytest.raises(InvalidCardError, match=r"the same card twice: '7S' in the hands of this deal"):
        sm.settle("7s", [("7s", 1)])
    with pytest.raises(InvalidStakeError, match=r"stake of player 0 must be a non-negative int or Fraction, got 2.5"):
        sm.settle("7s", [("7c", 2.5)])
    with pytest.raises(InvalidStakeError, match=r"stake of player 1 must be a non-negative int or Fraction, got -1"):
        sm.settle("7s", [("7c", 1), ("6c", -1)])
    with pytest.raises(InvalidStakeError, match=r"got True"):
        sm.settle("7s", [("7c", True)])
    with pytest.raises(IllegalActionError, match=r"a hand needs at least one player, got none"):
        sm.settle("7s", [])
    with pytest.raises(IllegalActionError, match=r"player 0 must be a \(hand, stake\) pair, got '7c'"):
        sm.settle("7s", ["7c"])  # type: ignore[list-item]
    with pytest.raises(IllegalActionError, match=r"players must be a sequence of \(hand, stake\) pairs, got '7c'"):
        sm.settle("7s", "7c")  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"only players may declare an ace worth ½"):
        sm.settle(sm.Hand.parse("Ac", ace_half=True), [("7c", 1)], sm.Rules.variant("ace_half"))
    with pytest.raises(IllegalActionError, match=r"deck_exhausted must be True or False, got 'no'"):
        sm.settle("7s", [("7c", 1)], deck_exhausted="no")  # type: ignore[arg-type]


def test_vectorised_payoff_agrees_with_settlement_rules() -> None:
    # The numpy simulation pays with its own array code: check it against
    # payment, the function settle() uses, on every combination.
    cases = list(
        itertools.product(range(1, 16), [False, True], range(1, 16), [False, True], [False, True])
    )
    pt = np.array([c[0] for c in cases])
    pr = np.array([c[1] for c in cases])
    dt = np.array([c[2] for c in cases])
    dr = np.array([c[3] for c in cases])
    db = np.array([c[4] for c in cases])
    variants = [sm.DEFAULT, TRECCANI, sm.Rules.variant("sapere"), sm.DEFAULT.replace(ties="push", dealer_reale_double=False)]
    for rules in variants:
        got = _numpy_payoff(pt, np.zeros(len(cases), dtype=bool), pr, dt, db, dr, rules)
        want = [float(payment(*c, rules)[0]) for c in cases]
        assert got.tolist() == want


# -- policies ---------------------------------------------------------------


def test_policy_fields() -> None:
    assert sm.StandOn(5).total == 5 and sm.DealerSeesCards(F(11, 2)).stand_on == F(11, 2)
    with pytest.raises(InvalidRuleError, match=r"total must be a multiple of 1/2 from 1/2 to 15/2, got 8"):
        sm.StandOn(8)
    with pytest.raises(InvalidRuleError, match=r"total must be an int or Fraction from 1/2 to 15/2, got 5.0"):
        sm.DealerStandOn(5.0)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"stand_on must be a multiple of 1/2 from 1/2 to 15/2, got Fraction\(1, 3\)"):
        sm.DealerSeesCards(F(1, 3))
    with pytest.raises(InvalidRuleError, match=r"burn must be True or False, got 1"):
        sm.StandOn(5, burn=1)  # type: ignore[arg-type]


def test_lowest_total_by_hand() -> None:
    # Shows 5: the face-down card is at least a figure: 5 1/2.
    assert sm.lowest_total("5c") == F(11, 2)
    # Shows 7: only a figure or the matta (as 1/2) keeps it under 7 1/2.
    assert sm.lowest_total("7c") == SEVEN_HALF
    # Shows the matta: under the default rule it counts 1/2 to 7 in whole
    # numbers; an ace below it gives 1 + 6 = 7, the least.
    assert sm.lowest_total("Rd") == F(7)
    assert sm.lowest_total("Fc Fs") == F(3, 2)
    assert sm.lowest_total("") == HALF


def test_dealer_who_sees_cards() -> None:
    rules = sm.DEFAULT
    view = sm.DealerView(sm.Hand.parse("6c").cards, rules, ((sm.Hand.parse("7s").cards, F(1)),))
    assert sm.DealerSeesCards(5).draws(view)  # 7 shown: the player holds 7 1/2 for sure
    assert not sm.DealerStandOn(5).draws(view)
    # Two players: one surely beats 6 (shows 7, stake 1), one does not (shows 2, stake 3).
    view = sm.DealerView(
        sm.Hand.parse("6c").cards, rules,
        ((sm.Hand.parse("7s").cards, F(1)), (sm.Hand.parse("2s").cards, F(3))),
    )
    assert not sm.DealerSeesCards(5).draws(view)
    view = sm.DealerView(sm.Hand.parse("6c").cards, rules, ())
    assert not sm.DealerSeesCards(5).draws(view)  # everyone busted


def test_a_player_who_makes_seven_and_a_half_shows_it_and_the_card_reading_dealer_draws() -> None:
    # Rule S7: 5, 2 and a figure make 7½ and are shown at once. From the face-up 2 and figure alone
    # the player might hold 3; knowing the whole hand, a dealer on 6 draws, and on 7½ he stands.
    shown = sm.Hand.parse("5c 2d Fs").cards
    six, seven_half = sm.Hand.parse("6c").cards, sm.Hand.parse("7c Fc").cards
    assert sm.DealerSeesCards(5).draws(sm.DealerView(six, sm.DEFAULT, ((shown, F(1)),), whole=(0,)))
    assert not sm.DealerSeesCards(5).draws(sm.DealerView(six, sm.DEFAULT, ((shown[1:], F(1)),)))
    assert not sm.DealerSeesCards(5).draws(sm.DealerView(seven_half, sm.DEFAULT, ((shown, F(1)),), whole=(0,)))
    for whole in ((1,), (0, 0), ([0],), [0], (True,)):
        with pytest.raises(IllegalActionError, match="whole must be a tuple of distinct indices"):
            sm.DealerView(six, sm.DEFAULT, ((shown, F(1)),), whole=whole)  # type: ignore[arg-type]
    # In play the dealer is shown the whole 7½: whenever the player ends on 7½ and the dealer on less
    # than 7½ without busting, the card-reading dealer stood only because he had to (no card left).
    session = sm.play(sm.DEFAULT, [sm.StandOn(7)] * 4, sm.DealerSeesCards(5), decks=20, rng=3)
    seen = 0
    for record in session.hands:
        dealer = record.dealer.value(sm.DEFAULT)
        values = [p.value(sm.DEFAULT) for p in record.players]
        made = sum(v.total == sm.SEVEN_AND_HALF and not v.bust for v in values)
        in_play = sum(not v.bust for v in values)
        if made * 2 > in_play and not dealer.bust:
            seen += 1
            assert dealer.total == sm.SEVEN_AND_HALF or record.last_of_deck, record
    assert seen > 0


# -- play -------------------------------------------------------------------


def test_play_conserves_money_and_uses_each_card_once() -> None:
    session = sm.play(sm.DEFAULT, [sm.StandOn(5), sm.StandOn(6), sm.StandOn(4)], sm.DealerSeesCards(5), decks=3, stake=2, rng=5)
    assert sum(session.balances) == 0
    lasts = [h for h in session.hands if h.last_of_deck]
    assert len(lasts) == 3
    for h in session.hands:
        cards = [c for hand in (h.dealer, *h.players) for c in hand.cards] + list(h.burned)
        assert len(cards) == len(set(cards))
        assert sum(h.settlement.transfers) + h.settlement.dealer == 0
        assert h.dealer_seat not in h.seats
        assert h.seats == tuple((h.dealer_seat + k) % 3 for k in range(1, 3))


def test_play_bank_passes_every_hand() -> None:
    session = sm.play(sm.Rules.variant("every_hand"), [sm.StandOn(5)] * 3, sm.DealerStandOn(5), rng=3)
    seats = [h.dealer_seat for h in session.hands]
    assert seats == [k % 3 for k in range(len(seats))]


def test_play_bank_passes_when_the_deck_is_exhausted() -> None:
    rules = sm.DEFAULT.replace(rotation="exhausted")
    session = sm.play(rules, [sm.StandOn(5)] * 3, sm.DealerStandOn(5), decks=3, first_dealer=1, rng=4)
    seats = [h.dealer_seat for h in session.hands]
    deck_of = list(itertools.accumulate([0] + [1 if h.last_of_deck else 0 for h in session.hands[:-1]]))
    assert seats == [(1 + d) % 3 for d in deck_of]


def test_play_with_burning() -> None:
    rules = sm.Rules.variant("burn_three_four")
    session = sm.play(rules, [sm.StandOn(5, burn=True)] * 3, sm.DealerStandOn(5), decks=4, rng=8)
    burned = [c for h in session.hands for c in h.burned]
    assert burned and all(int(c.rank) in (3, 4) for c in burned)
    assert sum(session.balances) == 0


def test_play_is_deterministic_and_ignores_global_generators() -> None:
    def run() -> sm.Session:
        random.seed(99)
        np.random.seed(99)
        random.random()
        np.random.random()
        return sm.play(sm.DEFAULT, [sm.StandOn(5)] * 4, sm.DealerSeesCards(5), decks=2, rng=12)

    a = run()
    random.seed(1)
    np.random.seed(1)
    b = run()
    assert a == b
    assert sm.play(sm.DEFAULT, [sm.StandOn(5)] * 4, sm.DealerSeesCards(5), decks=2, rng=np.random.default_rng(12)) == a


def test_play_bad_input() -> None:
    with pytest.raises(IllegalActionError, match=r"a table needs 2 to 12 seats, got 1"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)], sm.DealerStandOn(5), rng=1)
    with pytest.raises(IllegalActionError, match=r"a table needs 2 to 12 seats, got 13"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 13, sm.DealerStandOn(5), rng=1)
    with pytest.raises(IllegalActionError, match=r"decks must be an int from 1 to 1000000, got 0"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, sm.DealerStandOn(5), decks=0, rng=1)
    with pytest.raises(InvalidStakeError, match=r"stake must be a non-negative int or Fraction, got 1.5"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, sm.DealerStandOn(5), stake=1.5, rng=1)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match=r"first_dealer must be a seat 0 to 1, got 2"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, sm.DealerStandOn(5), first_dealer=2, rng=1)
    with pytest.raises(InvalidRuleError, match=r"rng must be an int seed or a numpy.random.Generator, got 1.5"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, sm.DealerStandOn(5), rng=1.5)  # type: ignore[arg-type]


# -- exact analysis: numbers derived by hand ---------------------------------


def test_reale_probability_by_counting() -> None:
    # 780 = C(40, 2) pairs of first two cards.
    # Same suit, king of denari wild (Italian Wikipedia): a 7 with a figure of
    # its suit: 3 + 3 + 3 + 2 = 11 pairs (denari has only two figures left
    # beside the matta); the 7 of denari with the matta: 1; the matta with
    # the two other denari figures: 2. Total 14: P = 14/780 = 7/390.
    assert sm.reale_probability(sm.DEFAULT) == F(14, 780) == F(7, 390)
    # Any suit (Treccani): 7 with a plain figure 4 x 11 = 44, 7 with the matta
    # 4, the matta with a figure 11: 59/780.
    assert sm.reale_probability(TRECCANI) == F(59, 780)
    # No matta, any suit: 4 sevens x 12 figures = 48: 48/780 = 4/65.
    assert sm.reale_probability(TRECCANI.replace(matta=None)) == F(4, 65)
    # Whole-number matta: 7 + matta is 8 at least, so 14 - 1 = 13 pairs.
    assert sm.reale_probability(sm.Rules.variant("whole_matta")) == F(13, 780)
    # Queen of hearts wild: the same count with hearts in place of denari.
    assert sm.reale_probability(sm.Rules.variant("queen_of_hearts")) == F(7, 390)


def test_one_card_showdown_by_hand() -> None:
    # Player and dealer both stand on their first card. Values: 1/2 on 12
    # cards (11 figures and the lone matta, which counts 1/2), 1 to 7 on 4
    # cards each. Ordered pairs: 40 x 39 = 1560; pairs of equal value:
    # 12 x 11 + 7 x (4 x 3) = 216; of the other 1344, half (672) favour the
    # player. Ties go to the dealer, so the player's value is
    # (672 - (1560 - 672)) / 1560 = -216/1560 = -9/65.
    first = sm.StandOn(HALF)
    assert sm.policy_value(sm.DEFAULT, first, sm.DealerStandOn(HALF)) == F(-9, 65)
    # A dealer who reads face-up cards sees none here: same value.
    assert sm.policy_value(sm.DEFAULT, first, sm.DealerSeesCards(HALF)) == F(-9, 65)


def test_dealer_first_card_distribution_by_hand() -> None:
    # A dealer who stands on any first card: 12/40 at 1/2 (the matta counts
    # 1/2 alone), 4/40 at each of 1 to 7.
    d = sm.dealer_distribution(sm.DEFAULT, sm.DealerStandOn(HALF))
    assert d == {"1/2": F(12, 40), **{str(k): F(4, 40) for k in range(1, 8)}}
    # Under Treccani's rule the lone matta counts 7: 5/40 at 7, 11/40 at 1/2.
    d = sm.dealer_distribution(TRECCANI, sm.DealerStandOn(HALF))
    assert d["7"] == F(5, 40) and d["1/2"] == F(11, 40)


def test_bust_probability_by_hand() -> None:
    # 7 in hand: only the 11 plain figures and the matta (as 1/2) are safe:
    # 39 - 12 = 27 busting cards.
    assert sm.bust_probability("7c") == F(27, 39)
    # 5 in hand: a 3 or more busts: 3s 4, 4s 4, 5s 3, 6s 4, 7s 4 = 19.
    assert sm.bust_probability("5c") == F(19, 39)
    # Figure: nothing busts.
    assert sm.bust_probability("Fc") == 0
    # 6 1/2 with four more figures seen, 34 cards left: safe are the plain
    # figures left, 11 - 1 - 4 = 6, the matta (as 1/2) and the 4 aces: 11.
    assert sm.bust_probability("6c Fc", seen="Fs Fd Fb Cc") == F(34 - 11, 34)
    with pytest.raises(InvalidCardError, match=r"the same card twice: '7H' in 'the hand and the seen cards'"):
        sm.bust_probability("7c", seen="7c")
    with pytest.raises(InvalidCardError, match=r"a hand needs at least one card, got none"):
        sm.bust_probability("")


# -- exact analysis: a brute-force enumeration, written apart -------------------


def brute_force(
    rules: sm.Rules, player_total: Fraction, dealer: sm.DealerStandOn | sm.DealerSeesCards
) -> Fraction:
    """Enumerate every sequence of card values (no merging of hands), pay with settle().

    Totals come from hand_value and the payment from settle, on real cards.
    Suits matter only for a two-card 7½ (a same-suit reale): for such a
    hand, the payment is the average of settle() over every choice of real
    cards of those kinds for the two first cards, all choices being equally
    likely.
    """
    deck = sm.DECK

    def klass(card: Card) -> str:
        if card == rules.matta:
            return "M"
        return "F" if card.is_figure else str(int(card.rank))

    groups: dict[str, list[Card]] = {}
    for card in deck:
        groups.setdefault(klass(card), []).append(card)

    def cards_for(*seqs: tuple[str, ...]) -> list[tuple[Card, ...]]:
        used: dict[str, int] = {}
        out = []
        for seq in seqs:
            hand = []
            for k in seq:
                i = used.get(k, 0)
                used[k] = i + 1
                hand.append(groups[k][i])
            out.append(tuple(hand))
        return out

    def two_card_seven_half(hand: tuple[Card, ...]) -> bool:
        v = sm.hand_value(hand, rules)
        return len(hand) == 2 and not v.bust and v.total == SEVEN_HALF

    @lru_cache(maxsize=None)
    def pay(pseq: tuple[str, ...], dseq: tuple[str, ...]) -> Fraction:
        p, d = cards_for(pseq, dseq)
        open_p, open_d = two_card_seven_half(p), two_card_seven_half(d)
        if not (open_p or open_d):
            return sm.settle(d, [(p, 1)], rules).transfers[0]
        # Every choice of distinct real cards for the two-card 7½ (or both), from the whole deck;
        # the other cards are then any others of their kinds (their suits change nothing).
        total, count = Fraction(0), 0
        pairs_p = [cp for cp in itertools.permutations(deck, 2) if tuple(map(klass, cp)) == pseq] if open_p else [None]
        for cp in pairs_p:
            rest = [c for c in deck if c not in (cp or ())]
            pairs_d = [cd for cd in itertools.permutations(rest, 2) if tuple(map(klass, cd)) == dseq] if open_d else [None]
            for cd in pairs_d:
                used = set(cp or ()) | set(cd or ())
                spare = {k: [c for c in groups[k] if c not in used] for k in groups}
                hand_p = tuple(cp) if cp else tuple(spare[k].pop() for k in pseq)
                hand_d = tuple(cd) if cd else tuple(spare[k].pop() for k in dseq)
                total += sm.settle(hand_d, [(hand_p, 1)], rules).transfers[0]
                count += 1
        return total / count

    def draw(left: dict[str, int], then: Callable[[str, dict[str, int]], Fraction]) -> Fraction:
        n = sum(left.values())
        acc = Fraction(0)
        for k, c in left.items():
            if c:
                acc += Fraction(c, n) * then(k, {**left, k: c - 1})
        return acc

    if isinstance(dealer, sm.DealerStandOn):
        base = dealer.total
    else:
        base = dealer.stand_on

    # Memo on the hands as multisets (the deck left follows from them); the
    # recursion itself walks card by card, top-down.
    memo: dict[tuple[object, ...], Fraction] = {}

    def dealer_play(pseq: tuple[str, ...], dseq: tuple[str, ...], left: dict[str, int], threshold: Fraction) -> Fraction:
        key = (tuple(sorted(pseq)), tuple(sorted(dseq)), threshold)
        if key not in memo:
            memo[key] = dealer_unmemo(pseq, dseq, left, threshold)
        return memo[key]

    def dealer_unmemo(pseq: tuple[str, ...], dseq: tuple[str, ...], left: dict[str, int], threshold: Fraction) -> Fraction:
        if dseq:
            v = sm.hand_value(cards_for(pseq, dseq)[1], rules)
            if v.bust or v.total >= threshold:
                return pay(pseq, dseq)
        return draw(left, lambda k, rest: dealer_play(pseq, dseq + (k,), rest, threshold))

    def player_play(pseq: tuple[str, ...], left: dict[str, int]) -> Fraction:
        if pseq:
            v = sm.hand_value(cards_for(pseq)[0], rules)
            if v.bust:
                return Fraction(-1)
            if v.total >= player_total or v.total == SEVEN_HALF:
                threshold = base
                if isinstance(dealer, sm.DealerSeesCards):
                    # A 7½ is shown at once (rule S7): the dealer then knows the whole hand.
                    if v.total == SEVEN_HALF:
                        threshold = SEVEN_HALF
                    else:
                        threshold = max(base, sm.lowest_total(cards_for(pseq)[0][1:], rules))
                return dealer_play(pseq, (), left, threshold)
        return draw(left, lambda k, rest: player_play(pseq + (k,), rest))

    return player_play((), {k: len(v) for k, v in groups.items()})


@pytest.mark.parametrize(
    ("rules", "player_total", "dealer"),
    [
        (TRECCANI, F(3, 2), sm.DealerStandOn(3)),
        (TRECCANI.replace(matta_values="half_alone"), F(1), sm.DealerStandOn(F(7, 2))),
        (sm.Rules.variant("wikipedia_en").replace(matta_values="whole", ties="push"), F(3, 2), sm.DealerSeesCards(F(5, 2))),
        (TRECCANI.replace(matta=None, reale_payment="double_if_bank_busts"), F(2), sm.DealerStandOn(F(5, 2))),
        # The same-suit reale (the default rules) and its variant where the matta needs no suit.
        (sm.DEFAULT, F(3, 2), sm.DealerStandOn(3)),
        (sm.DEFAULT.replace(reale="same_suit_or_matta"), F(1), sm.DealerSeesCards(F(5, 2))),
        (sm.DEFAULT.replace(reale_beats_seven_and_half=False, dealer_reale_double=False), F(3, 2), sm.DealerStandOn(F(7, 2))),
    ],
)
def test_exact_value_matches_brute_force(
    rules: sm.Rules, player_total: Fraction, dealer: sm.DealerStandOn | sm.DealerSeesCards
) -> None:
    assert sm.policy_value(rules, sm.StandOn(player_total), dealer) == brute_force(rules, player_total, dealer)


# -- exact analysis: the best policy -------------------------------------------


@pytest.fixture(scope="module")
def best() -> sm.Analysis:
    return sm.solve(sm.DEFAULT, sm.DealerStandOn(5))


@pytest.fixture(scope="module")
def best_sees() -> sm.Analysis:
    return sm.solve(sm.DEFAULT, sm.DealerSeesCards(5))


def test_the_best_policy_is_its_own_value(best: sm.Analysis, best_sees: sm.Analysis) -> None:
    # Evaluating the solved policy as a fixed policy gives the same value.
    assert sm.policy_value(sm.DEFAULT, best.policy, sm.DealerStandOn(5)) == best.value
    assert sm.policy_value(sm.DEFAULT, best_sees.policy, sm.DealerSeesCards(5)) == best_sees.value


def test_the_best_policy_beats_every_threshold(best: sm.Analysis) -> None:
    values = [sm.policy_value(sm.DEFAULT, sm.StandOn(F(k, 2)), sm.DealerStandOn(5)) for k in range(7, 14)]
    assert all(v <= best.value for v in values)
    assert max(values) < best.value  # card-counting within the hand is worth something


def test_the_bank_has_the_edge(best: sm.Analysis, best_sees: sm.Analysis) -> None:
    # Against the best player, heads-up, the dealer keeps an edge, larger
    # when he reads the face-up cards.
    assert best.dealer_edge > 0
    assert best_sees.dealer_edge > best.dealer_edge


def test_decisions(best: sm.Analysis) -> None:
    # Against a dealer who stands on 5 and wins ties, 5 only wins if he
    # busts: the best player draws to a lone 5 and stands on a lone 6.
    assert best.decision("5c") == "draw"
    assert best.decision("6c") == "stand"
    assert best.decision("Fc") == "draw"
    assert best.decision("7c Fc") == "stand"
    assert best.stand_value("7c") > best.stand_value("6c")
    # Drawing to a lone 7 busts 27 times in 39: standing is better.
    assert best.draw_value("7c") < best.stand_value("7c")
    rows = best.policy_table()
    assert all(draw == 0 for t, _, draw, _ in rows if t >= 6)
    assert all(stand == 0 for t, _, _, stand in rows if t <= 3)
    with pytest.raises(InvalidOutcomeError, match=r"the hand '6H 5S' is bust"):
        best.stand_value("6c 5s")


def test_analysis_bad_dealer() -> None:
    class Odd:
        def draws(self, view: sm.DealerView) -> bool:
            return False

    with pytest.raises(InvalidRuleError, match=r"the exact analysis knows DealerStandOn and DealerSeesCards"):
        sm.solve(sm.DEFAULT, Odd())  # type: ignore[arg-type]


def test_optional_rules_help_the_player() -> None:
    # Each optional rule is a choice for the player, so it cannot lower his value.
    base = sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).value
    for name, burn in (("burn_three_four", {3, 4}), ("targa", {4})):
        a = sm.solve(sm.Rules.variant(name), sm.DealerStandOn(5))
        assert a.value > base
        assert set(a.policy.burn_classes) <= burn
    a = sm.solve(sm.Rules.variant("ace_half"), sm.DealerStandOn(5))
    assert a.value >= base


# -- exact analysis against seeded simulation ---------------------------------


def within(exact: Fraction, estimate: float, stderr: float) -> bool:
    return abs(estimate - float(exact)) <= Z * stderr


def test_simulation_confirms_the_headline_values(best: sm.Analysis, best_sees: sm.Analysis) -> None:
    n = 200_000
    r = sm.simulate(sm.DEFAULT, best.policy, sm.DealerStandOn(5), hands=n, rng=2024)
    assert within(best.value, r.mean, r.stderr)
    # P(reale in the first two cards) = 7/390: binomial standard error.
    p = float(sm.reale_probability())
    assert abs(r.reale_first_two - p) <= Z * (p * (1 - p) / n) ** 0.5
    # The exact chance that the best player busts: binomial standard error.
    q = float(best.player_bust())
    assert abs(r.player_bust - q) <= Z * (q * (1 - q) / n) ** 0.5
    r = sm.simulate(sm.DEFAULT, best_sees.policy, sm.DealerSeesCards(5), hands=n, rng=2025)
    assert within(best_sees.value, r.mean, r.stderr)


def test_simulation_confirms_fixed_policies() -> None:
    for rules, dealer in ((TRECCANI, sm.DealerSeesCards(F(9, 2))), (sm.Rules.variant("whole_matta"), sm.DealerStandOn(6))):
        exact = sm.policy_value(rules, sm.StandOn(F(11, 2)), dealer)
        r = sm.simulate(rules, sm.StandOn(F(11, 2)), dealer, hands=100_000, rng=31)
        assert within(exact, r.mean, r.stderr)


def test_python_engine_confirms_the_optional_rules() -> None:
    # The optional first-card rules are played only by the engine that play() uses.
    rules = sm.Rules.variant("burn_three_four")
    a = sm.solve(rules, sm.DealerSeesCards(5))
    r = sm.simulate(rules, a.policy, sm.DealerSeesCards(5), hands=6_000, rng=77, engine="python")
    assert within(a.value, r.mean, r.stderr)


def test_the_two_engines_agree() -> None:
    player, dealer = sm.StandOn(5), sm.DealerSeesCards(5)
    a = sm.simulate(sm.DEFAULT, player, dealer, hands=100_000, rng=1)
    b = sm.simulate(sm.DEFAULT, player, dealer, hands=6_000, rng=2, engine="python")
    assert abs(a.mean - b.mean) <= Z * (a.stderr**2 + b.stderr**2) ** 0.5


def test_simulate_bad_input(best: sm.Analysis) -> None:
    with pytest.raises(IllegalActionError, match=r"hands must be an int from 1 to 100000000, got 0"):
        sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=0, rng=1)
    with pytest.raises(InvalidRuleError, match=r"unknown engine 'c'"):
        sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=1, rng=1, engine="c")  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"engine='numpy' does not play the optional first-card rules"):
        sm.simulate(sm.Rules.variant("targa"), sm.StandOn(5), sm.DealerStandOn(5), hands=1, rng=1)
    with pytest.raises(InvalidRuleError, match=r"the policy was solved for rules 'wikipedia_it', not 'treccani'"):
        sm.simulate(TRECCANI, best.policy, sm.DealerStandOn(5), hands=1, rng=1)
    with pytest.raises(InvalidRuleError, match=r"rng must be an int seed or a numpy.random.Generator, got None"):
        sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=1, rng=None)  # type: ignore[arg-type]


def test_simulate_is_deterministic() -> None:
    a = sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=5_000, rng=3)
    np.random.seed(0)
    b = sm.simulate(sm.DEFAULT, sm.StandOn(5), sm.DealerStandOn(5), hands=5_000, rng=3)
    assert a == b


# -- Quattro e mezzo -----------------------------------------------------------


def test_quattro_points_table_as_the_article_gives_it() -> None:
    assert sm.QUATTRO_POINTS == {
        "four_and_half": 5,
        "four_and_half_matta": 3,
        "seven_and_half": 3,
        "seven_and_half_matta": 1,
        "double_six": 4,
        "double_six_matta": 2,
        "five_one_card": 2,
        "five_five_cards": 5,
        "other": 1,
    }


@pytest.mark.parametrize(
    ("cards", "kind", "points"),
    [
        ("4c Fs", "four_and_half", 5),
        ("4c Rd", "four_and_half", 3),  # the matta counts 1/2
        ("7c Fs", "seven_and_half", 3),
        ("Rd Fs", "four_and_half", 3),  # the best declaration is 4 (see below for 7)
        ("6c 6s", "double_six", 4),
        ("6c Rd", "double_six", 2),
        ("5c", "five", 2),
        ("Ac Fc Fs 2c Fb Fd", "five", 1),
        ("Ac As Ab Ad Fc Fs", "five", 1),
        ("Ac As Ab 2c", "five", 1),
        ("Ac As 2c Fc Fs", "five", 5),
        ("6c", "other", 1),
        ("3c 2c", "five", 1),
        ("3c 2c 3s", "bust", 0),
        ("3c", "short", 0),
    ],
)
def test_quattro_hands(cards: str, kind: str, points: int) -> None:
    h = sm.quattro_hand(cards)
    assert h.kind == kind
    assert h.points == points


def test_quattro_matta_declared() -> None:
    h = sm.quattro_hand("Rd Fs", matta=7)
    assert (h.kind, h.points, h.matta) == ("seven_and_half", 1, True)
    assert sm.quattro_hand("6c Rd", matta=1).kind == "other"  # 7, not a double six


def test_quattro_showdown() -> None:
    q = sm.quattro_hand
    # Four and a half beats seven and a half and the rest.
    r = sm.quattro_showdown([q("7c Fc"), q("4c Fs"), q("6s")], dealer=0)
    assert r.winners == (1,) and r.points == (5,) and r.bank == (1,)
    # A five beats four and a half (and then takes the bank).
    r = sm.quattro_showdown([q("7c Fc"), q("4c Fs"), q("5s")], dealer=0)
    assert r.winners == (2,) and r.points == (2,) and r.bank == (2,)
    # Otherwise five is the lowest hand.
    r = sm.quattro_showdown([q("5s"), q("5c Fc")], dealer=0)
    assert r.winners == (1,) and r.bank == ()
    # Double six beats everything.
    r = sm.quattro_showdown([q("4c Fs"), q("6c 6s")], dealer=0)
    assert r.winners == (1,) and r.points == (4,)
    # Ties: the dealer wins them all.
    r = sm.quattro_showdown([q("6c"), q("6s")], dealer=1)
    assert r.winners == (1,)
    # Otherwise more cards win; at 4 1/2 the matta loses even with more cards.
    r = sm.quattro_showdown([q("5b"), q("6s"), q("5c Ac")], dealer=0)
    assert r.winners == (2,)
    r = sm.quattro_showdown([q("4s Fb"), q("Rd Fc Fd 3s"), q("7s")], dealer=2)
    assert r.winners == (0,)
    # A complete tie scores for both.
    r = sm.quattro_showdown([q("5b"), q("6s"), q("6c")], dealer=0)
    assert r.winners == (1, 2) and r.points == (1, 1)
    # Nine cards at 4 1/2: the whole game.
    r = sm.quattro_showdown([q("Fc Cc Rc Fs Cs Rs Fb Cb Rb"), q("7s")], dealer=1)
    assert r.game_over and r.winners == (0,)


def test_quattro_bad_input() -> None:
    q = sm.quattro_hand
    with pytest.raises(IllegalActionError, match=r"hand 0 stands on 2 but nobody may stand under 9/2"):
        sm.quattro_showdown([q("2c"), q("6s")], dealer=1)
    with pytest.raises(IllegalActionError, match=r"dealer must be a hand index 0 to 1, got 2"):
        sm.quattro_showdown([q("6c"), q("6s")], dealer=2)
    with pytest.raises(InvalidCardError, match=r"the same card twice: '6H'"):
        sm.quattro_showdown([q("6c"), q("6c Fc")], dealer=0)
    with pytest.raises(IllegalActionError, match=r"the matta cannot count 3/2 in Quattro e mezzo"):
        q("3c Rd", matta=F(3, 2))
    with pytest.raises(IllegalActionError, match=r"hands must be a non-empty sequence of QuattroHand"):
        sm.quattro_showdown([], dealer=0)


def test_errors_are_project_errors() -> None:
    for call in (
        lambda: sm.hand_value("zz"),
        lambda: sm.Rules.variant("zz"),
        lambda: sm.settle("7c", [("6c", -2)]),
        lambda: sm.StandOn(9),
    ):
        with pytest.raises(HazardlibError):
            call()


# -- issue 9: the readings of lines 13, 23 and 30, and the settebello -----------


def test_line_13_reale_counted_by_hand() -> None:
    # Line 13: a same-suit two-card 7½, or the matta with any one card.
    # 7 + figure of its suit: 3 + 3 + 3 + 2 = 11 pairs (the king of denari is
    # the matta); the matta with any 7: 4; with any figure: 11. 26 of 780.
    rules = sm.Rules(reale="same_suit_or_matta")
    assert sm.reale_probability(rules) == F(26, 780) == F(1, 30)
    assert sm.hand_value("Rd 7c", rules).reale and sm.hand_value("Rd Fs", rules).reale
    assert not sm.hand_value("Rd Fs").reale  # line 23: the suit is asked of the matta too
    assert not sm.hand_value("7c Fs", rules).reale


def test_settebello_counted_by_hand() -> None:
    # The 7 of denari is wild: three ordinary 7s with the 3 figures of their
    # suit (9 pairs) and the settebello with the 3 figures of denari, the
    # king now among them (3 pairs): 12 of 780.
    rules = sm.Rules.variant("settebello")
    assert sm.reale_probability(rules) == F(12, 780)
    # Biska: with a four in hand the settebello counts 3, to make seven.
    assert sm.hand_value("7d Rd", rules).reale and sm.hand_value("4c 7d", rules).matta == 3


def _dealer_plain_seven_and_half(player: tuple[Card, ...], stand_on: Fraction) -> Fraction:
    """P(the dealer, standing on *stand_on*, ends on a 7½ that is not a reale), by enumeration of his cards."""
    rules = sm.DEFAULT
    left = [c for c in sm.DECK if c not in player]

    def klass(c: Card) -> str:
        return "M" if c == rules.matta else ("F" if c.is_figure else str(int(c.rank)))

    memo: dict[tuple[str, ...], Fraction] = {}

    def go(hand: tuple[Card, ...]) -> Fraction:
        v = sm.hand_value(hand, rules) if hand else None
        if v is not None and (v.bust or v.total >= stand_on):
            return Fraction(int(v.total == SEVEN_HALF and not v.reale and not v.bust))
        key = tuple(sorted(klass(c) for c in hand))
        if len(hand) >= 2 and key in memo:  # past two cards, suits no longer matter
            return memo[key]
        rest = [c for c in left if c not in hand]
        p = sum((go(hand + (c,)) for c in rest), Fraction(0)) / len(rest)
        if len(hand) >= 2:
            memo[key] = p
        return p

    return go(())


def test_line_30_exact_value_by_a_second_method() -> None:
    # Line 30 (literal): the dealer's 7½ of more than two cards beats every
    # 7½; the engine's option gives any dealer's 7½ that is not a reale the
    # tie against a reale. A reale stands, so for one policy the two rules
    # differ only when the player draws on his first card, makes a reale
    # with the second, and the dealer ends on a plain 7½: there the player
    # gets +2 instead of -1. So, for the policy that is best under either
    # rule (the same one: the reale's payment does not change a decision here),
    #   value(True) - value(False) = 3 * P(reale drawn and dealer plain 7½),
    # counted over the ordered first two cards and the dealer's cards, apart
    # from the solver.
    line30 = sm.DEFAULT.replace(reale_beats_seven_and_half=False)
    a = sm.solve(sm.DEFAULT, sm.DealerStandOn(5))
    b = sm.solve(line30, sm.DealerStandOn(5))
    assert b.value == F(-94487473320839, 588295671444000)
    assert sm.policy_value(line30, a.policy, sm.DealerStandOn(5)) == b.value
    p = Fraction(0)
    for first, second in itertools.permutations(sm.DECK, 2):
        if a.decision((first,)) == "draw" and sm.hand_value((first, second)).reale:
            p += _dealer_plain_seven_and_half((first, second), F(5))
    assert a.value - b.value == 3 * p / (40 * 39)
    # And a seeded simulation of the solved policy lands within four standard errors.
    r = sm.simulate(line30, b.policy, sm.DealerStandOn(5), hands=200_000, rng=930)
    assert within(b.value, r.mean, r.stderr)


def test_line_13_exact_value_against_simulation() -> None:
    rules = sm.DEFAULT.replace(reale="same_suit_or_matta")
    a = sm.solve(rules, sm.DealerStandOn(5))
    assert a.value == F(-1628874003776681, 10658533341456000)
    r = sm.simulate(rules, a.policy, sm.DealerStandOn(5), hands=200_000, rng=913)
    assert within(a.value, r.mean, r.stderr)
    assert abs(r.reale_first_two - 1 / 30) <= Z * ((1 / 30) * (29 / 30) / 200_000) ** 0.5
