"""Tests of hazardlib.hoc: rules, combinations, both phases of a deal, simulation, exact hand odds.

Facts asserted here come from the sources (the payment tables, the six hocs),
from arithmetic done by hand in a comment, or from a second, independent
method (brute-force enumeration, closed formulas, a seeded simulation).
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import numpy as np
import pytest

from hazardlib import hoc
from hazardlib.evidence import Reading
from hazardlib.cards import Card, Rank, Suit, french_deck, parse_cards
from hazardlib.errors import (
    HazardlibError,
    IllegalActionError,
    InvalidCardError,
    InvalidOutcomeError,
    InvalidRuleError,
    UnknownVariantError,
)
from hazardlib.hoc import Action, Combination, Deal, Kind, Phase, Rules, Stake

TWO = Rules.variant("two")

# The hands of the book's worked example (two players, 15 cards each).
EX0 = "KH QH JH 9H 5H 3H KC KS 3D 4D 5D 6D 7C 8C QS"
EX1 = "AS 6S 7S 8S 9S TS 2H 2D 2C 3C 4C 4H 7D 8D TD"

# Three hands of one suit each, ace to queen (for three players, 12 cards).
SUITS3 = [
    "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
]

PASS_ALL_2 = "0 pass; 1 pass; 0 pass; 1 pass; 0 pass; 1 pass"


def example() -> Deal:
    return Deal.start([EX0, EX1], dealer=1, rules=TWO)


def total(deal: Deal) -> int:
    return sum(deal.counters) + sum(deal.pools)


# -- rules -----------------------------------------------------------------------


def test_default_rules_follow_the_sources() -> None:
    r = Rules()
    # Académie des Jeux Oubliés: 15 cards each for two players, 12 for three.
    assert (r.players, r.cards_each, TWO.cards_each) == (3, 12, 15)
    # 20 jetons and 8 fiches worth 10 jetons each: 100.
    assert r.counters == 20 + 8 * 10
    # Encyclopédie: a raise at most "vingt jettons au-dessus"; a carte blanche 10.
    assert (r.raise_cap, r.carte_blanche, r.holding_back_fine, r.hoc_payment) == (20, 10, 5, 1)


@pytest.mark.parametrize("players", [1, 4, 0, True, 2.0, "3"])
def test_players_must_be_two_or_three(players: object) -> None:
    with pytest.raises(InvalidRuleError, match=r"players must be an int in 2, 3, got " + repr(players).replace("'", "'")):
        Rules(players=players)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("hand_size", 13, r"hand_size \(or None\) must be an int in 12, 15, got 13"),
        ("counters", -1, r"counters must be an int from 0 to 1000000000, got -1"),
        ("raise_cap", 0, r"raise_cap must be an int from 1 to 1000, got 0"),
        ("raise_cap", 20.0, r"raise_cap must be an int from 1 to 1000, got 20.0"),
        ("ante", True, r"ante must be an int from 0 to 1000000000, got True"),
        ("double", 1, r"double must be True or False, got 1"),
        ("sequence_table", ((1, 2), (2, 3)), r"sequence_table must be a tuple of 3 \(simple, major\) pairs"),
        ("tricon_table", ((2, 4), (4, 8.0)), r"tricon_table must be a tuple of 2 \(simple, major\) pairs"),
        ("cards_left", (0, 6, 8), r"cards_left must be a tuple of 16 non-negative ints"),
        ("lone_winner", "trust", r"lone_winner must be one of 'claim', 'show', got 'trust'"),
        ("chance_hoc", None, r"chance_hoc must be one of 'sleeping', 'any-stop', 'unpaid', got None"),
        ("holding_back", "allowed", r"holding_back must be one of 'fined', 'forbidden', got 'allowed'"),
    ],
)
def test_bad_rule_fields(field: str, value: object, message: str) -> None:
    with pytest.raises(InvalidRuleError, match=message):
        Rules(**{field: value})  # type: ignore[arg-type]


def test_variants_and_repr() -> None:
    assert list(hoc.VARIANTS) == ["three", "two", "twelve", "encyclopedie", "strict"]
    for name, v in hoc.VARIANTS.items():
        assert v.rules.name == name
        assert repr(v.rules) == f"Rules.variant({name!r})"
        assert v.sources, name
    odd = Rules(players=2, lone_winner="show", double=True)
    assert repr(odd) == "Rules(players=2, double=True, lone_winner='show')"
    assert eval(repr(odd), {"Rules": Rules}) == odd
    with pytest.raises(UnknownVariantError, match=r"unknown variant 'lyon'; allowed: 'three', 'two'"):
        hoc.variant("lyon")
    with pytest.raises(UnknownVariantError, match="unknown variant 3"):
        Rules.variant(3)  # type: ignore[arg-type]


def test_every_option_has_an_entry_in_option_sources() -> None:
    for kind in (hoc.PassedStake, hoc.SequenceSuits, hoc.SequenceOrder, hoc.SequencePayment,
                 hoc.TriconOrder, hoc.LoneWinner, hoc.HoldingBack, hoc.ChanceHoc, hoc.NextDealer):
        for member in kind:
            assert member in hoc.OPTION_SOURCES


def _option(field: str, value: str):  # type: ignore[no-untyped-def]
    (o,) = [o for o in hoc.OPTIONS if (o.field, o.value) == (field, value)]
    return o


def test_option_sources_follow_the_evidence() -> None:
    # Issue 9: M12's doubling is the Encyclopédie's (and adpoker's), not Wikipedia's.
    assert hoc.OPTION_SOURCES[hoc.PassedStake.CARRY_DOUBLE] == ("encyclopedie-hoc", "adpoker-hoca")
    assert "wikipedia-en-hoc-mazarin" not in hoc.OPTION_SOURCES[hoc.PassedStake.CARRY_DOUBLE]
    # One suit: a modern page and piquet, not the Encyclopédie.
    assert "encyclopedie-hoc" not in hoc.OPTION_SOURCES[hoc.SequenceSuits.SAME]
    # Options no source states or implies have no source.
    for member in (hoc.PassedStake.CARRY, hoc.SequencePayment.DECLARED, hoc.LoneWinner.SHOW, hoc.SequenceOrder.LENGTH):
        assert hoc.OPTION_SOURCES[member] == (), member
    for member, keys in hoc.OPTION_SOURCES.items():
        o = _option(_FIELD_OF[type(member)], member.value)
        assert set(keys) <= {e.source for e in o.evidence}


_FIELD_OF = {hoc.PassedStake: "passed_stake", hoc.SequenceSuits: "sequence_suits", hoc.SequenceOrder: "sequence_order",
             hoc.SequencePayment: "sequence_payment", hoc.TriconOrder: "tricon_order", hoc.LoneWinner: "lone_winner",
             hoc.HoldingBack: "holding_back", hoc.ChanceHoc: "chance_hoc", hoc.NextDealer: "next_dealer"}


def test_the_readings_of_issue_9() -> None:
    # Lower combinations: both sources pay them ("toutes les moindres", "as well as the declared one").
    each = _option("sequence_payment", "each")
    assert {e.source for e in each.evidence if e.reading is Reading.STATED} == {"encyclopedie-hoc",
                                                                                "wikipedia-en-hoc-mazarin"}
    assert any("toutes les moindres" in e.quote for e in each.evidence)
    assert _option("sequence_payment", "declared").readings == {Reading.CHOICE}
    # The two numbers of cards are two against three players, stated by both.
    assert {e.source for e in _option("hand_size", "None").evidence} == {"encyclopedie-hoc",
                                                                         "academie-jeux-oublies-hoc"}
    # Twelve cards for two players: the book's choice, on no source's authority.
    twelve = hoc.VARIANTS["twelve"]
    assert "hand_size" in twelve.assumed
    assert all(e.reading is Reading.CHOICE for e in twelve.evidence["hand_size"])
    assert "parlett1991" not in twelve.sources
    # The Encyclopédie variant: stated where the article says it, the book's default elsewhere.
    enc = hoc.VARIANTS["encyclopedie"]
    for f in ("players", "hand_size", "ante", "raise_cap", "hoc_payment", "passed_stake", "sequence_payment",
              "passed_jeton"):
        assert enc.evidence[f][0].reading is Reading.STATED and enc.evidence[f][0].source == "encyclopedie-hoc", f
    assert {"sequence_table", "cards_left", "carte_blanche"} <= set(enc.assumed)
    # Every variant documents every field.
    for v in hoc.VARIANTS.values():
        assert set(v.evidence) == set(Rules.__dataclass_fields__), v.name


# -- cards, points, combinations ---------------------------------------------------


def test_the_six_hocs() -> None:
    # Encyclopédie: "les quatre rois, la dame de pique & le valet de carreau".
    expected = {Card(Rank.KING, s) for s in Suit} | {Card(Rank.QUEEN, Suit.SPADES), Card(Rank.JACK, Suit.DIAMONDS)}
    assert set(hoc.HOCS) == expected and len(hoc.HOCS) == 6
    assert [c for c in french_deck() if hoc.is_hoc(c)] == sorted(expected, key=french_deck().index)
    with pytest.raises(InvalidCardError, match="unknown card notation 'KX'"):
        hoc.is_hoc("KX")


def test_card_points_and_point() -> None:
    # Figures 10, ace 1, others their number.
    assert [hoc.card_points(c) for c in parse_cards("AH 2H 9H TH JH QH KH")] == [1, 2, 9, 10, 10, 10, 10]
    # Hearts K Q 2 = 22 points, spades 9 8 7 = 24: same length, spades win on points.
    assert hoc.point("KH QH 2H 9S 8S 7S") == hoc.Point(3, 24, Suit.SPADES)
    # A longer suit wins whatever its points: 4 low clubs (2+3+4+5 = 14) over 3 figures.
    assert hoc.point("2C 3C 4C 5C KH QH JH") == hoc.Point(4, 14, Suit.CLUBS)
    with pytest.raises(InvalidCardError, match="at least one card"):
        hoc.point("")


def test_sequences_are_suited_ace_low_and_do_not_wrap() -> None:
    assert hoc.best_sequence("AH 2H 3H") == Combination.parse("tierce to 3")
    assert hoc.best_sequence("QH KH AH") is None  # the king does not lead on to the ace
    assert hoc.best_sequence("5H 6S 7D") is None  # different suits
    assert hoc.best_sequence("5H 6S 7D", rules=Rules(sequence_suits="any")) == Combination.parse("tierce to 7")
    assert hoc.sequences("AH 2H 3H 5S 6S 7S 8S") == (
        Combination.parse("quart to 8"),
        Combination.parse("tierce to 3"),
    )
    # A run of 6 to 9 against a run of 5 to the king.
    hand = "4H 5H 6H 7H 8H 9H 9S TS JS QS KS"
    # By class (the default) both are quints and the king decides; by length six beat five.
    assert hoc.best_sequence(hand) == Combination.parse("quint to K")
    assert hoc.best_sequence(hand, rules=Rules(sequence_order="length")) == Combination.parse("quint of 6 to 9")


def test_tricons() -> None:
    assert hoc.best_tricon("KH KD KC 7H 7D 7C 7S") == Combination.parse("four of 7")
    assert hoc.best_tricon("KH KD KC 7H 7D 7C") == Combination.parse("brelan of K")
    assert hoc.best_tricon("KH KD 7H 7D") is None


def test_combination_notation_round_trips() -> None:
    combos = [Combination(Stake.SEQUENCE, n, Rank(t)) for n in range(3, 14) for t in range(n, 14)]
    combos += [Combination(Stake.TRICON, n, r) for n in (3, 4) for r in Rank]
    for c in combos:
        assert Combination.parse(str(c)) == c
        assert eval(repr(c), {"Combination": Combination}) == c
    assert Combination.parse("quint to K").major and not Combination.parse("quint to Q").major


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("tierce to 2", r"has a top card of 3 to K, got '2'"),
        ("quart of 4 to 9", r"only a quint takes a length"),
        ("quint of 4 to 9", r"only a quint takes a length"),
        ("brelan of Z", r"unknown combination 'brelan of Z'"),
        ("sixième to K", r"unknown combination"),
    ],
)
def test_bad_combinations(text: str, message: str) -> None:
    with pytest.raises(InvalidOutcomeError, match=message):
        Combination.parse(text)


def test_payment_tables_as_printed() -> None:
    # English Wikipedia (after the Académie des Jeux Oubliés): simple / major.
    assert hoc.payment_table() == {
        "tierce": (1, 2), "quart": (2, 3), "quint": (3, 4), "brelan": (2, 4), "four": (4, 8)
    }
    # "If the game is doubled, all the payments above are multiplied by 2."
    assert hoc.payment_table(doubled=True) == {
        "tierce": (2, 4), "quart": (4, 6), "quint": (6, 8), "brelan": (4, 8), "four": (8, 16)
    }
    assert hoc.payment_table(rules=Rules(double=True)) == hoc.payment_table(doubled=True)
    assert hoc.payment("quint of 7 to K") == 4  # a quint is five or more


def test_cards_left_table_as_printed() -> None:
    # 1 card 6, 2 cards 8, 3 to 9 one each, 10 or more two each.
    expected = {1: 6, 2: 8} | {n: n for n in range(3, 10)} | {n: 2 * n for n in range(10, 16)}
    assert hoc.cards_left_table(rules=TWO) == expected
    assert list(hoc.cards_left_table()) == list(range(1, 13))
    with pytest.raises(InvalidOutcomeError, match="cards left must be an int in 0 to 15, got -1"):
        hoc.cards_left_payment(-1)


# -- actions ------------------------------------------------------------------------


def test_action_notation_round_trips() -> None:
    texts = ["bid", "hold", "raise 1", "raise 20", "pass", "claim nothing", "claim quart to Q",
             "claim four of K", "play 7H", "play KS", "without"]
    for text in texts:
        a = Action.parse(text)
        assert str(a) == text
        assert eval(repr(a), {"Action": Action}) == a
    assert Action.parse("c'est bon") == Action.parse("pass")
    assert Action.parse("play 10♥") == Action.parse("play TH")


@pytest.mark.parametrize(
    ("text", "error", "message"),
    [
        ("play 1X", InvalidCardError, r"unknown card notation '1X'; allowed: French"),
        ("play", IllegalActionError, r"unknown action 'play'; allowed: 'bid'"),
        ("raise five", IllegalActionError, r"unknown action 'raise five'"),
        ("raise 0", IllegalActionError, r"a raise needs a whole number of counters, at least 1, got 0"),
        ("claim quint", InvalidOutcomeError, r"unknown combination 'quint'"),
        ("fold", IllegalActionError, r"unknown action 'fold'"),
    ],
)
def test_bad_action_notation(text: str, error: type[HazardlibError], message: str) -> None:
    with pytest.raises(error, match=message):
        Action.parse(text)


# -- starting a deal ------------------------------------------------------------------


def test_antes_and_the_deal() -> None:
    d = Deal.start(SUITS3, dealer=2)
    # One counter from each player into each of the three pools.
    assert d.pools == (3, 3, 3) and d.counters == (97, 97, 97)
    assert d.eldest == 0 and d.order == (0, 1, 2) and d.to_move == 0
    assert len(d.stock) == 52 - 36
    assert Deal.start(SUITS3, dealer=0).order == (1, 2, 0)


def test_start_rejects_bad_hands() -> None:
    with pytest.raises(InvalidRuleError, match=r"these rules are for 3 players: hands must be a sequence of 3 hands, got 4"):
        Deal.start([*SUITS3, "AS 2S"])
    with pytest.raises(InvalidRuleError, match=r"these rules are for 2 players: hands must be a sequence of 2 hands, got 1"):
        Deal.start([EX0], rules=TWO)
    with pytest.raises(InvalidCardError, match=r"each player holds 12 cards under these rules; seat 2 has 11"):
        Deal.start([*SUITS3[:2], "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC"])
    with pytest.raises(InvalidCardError, match=r"the same card twice: 'AH' in 'the hands'"):
        Deal.start([SUITS3[0], SUITS3[1].replace("AD", "AH"), SUITS3[2]])
    with pytest.raises(InvalidCardError, match=r"unknown card notation 'ZZ'"):
        Deal.start([SUITS3[0].replace("AH", "ZZ"), *SUITS3[1:]])
    with pytest.raises(InvalidRuleError, match=r"dealer must be an int in 0 to 2, got 3"):
        Deal.start(SUITS3, dealer=3)
    with pytest.raises(InvalidRuleError, match=r"counters must be 3 ints"):
        Deal.start(SUITS3, counters=(100, 100))
    with pytest.raises(InvalidRuleError, match=r"pools must be 3 non-negative ints"):
        Deal.start(SUITS3, pools=(0, -1, 0))
    with pytest.raises(InvalidRuleError, match=r"doubled must be 3 bools"):
        Deal.start(SUITS3, doubled=(0, 0, 0))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Deal.start"):
        Deal()


def test_one_carte_blanche_is_paid_two_are_not() -> None:
    blank0 = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH AS 2S"
    blank1 = "AD 2D 3D 4D 5D 6D 7D 8D 9D TD 3S 4S"
    courts = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"
    one = Deal.start([blank0, courts, SUITS3[1]], dealer=2)
    # 100 - 3 antes + 10 from each of the two others = 117; the others 97 - 10.
    assert one.counters == (117, 87, 87) and one.carte_blanches == (0,)
    two = Deal.start([blank0, blank1, courts], dealer=2)
    assert two.counters == (97, 97, 97) and two.carte_blanches == (0, 1)


# -- the auction ----------------------------------------------------------------------


def test_acting_out_of_turn() -> None:
    d = Deal.start(SUITS3, dealer=2)
    with pytest.raises(IllegalActionError, match=r"seat 2 acts out of turn \(Rule M8: it is seat 0's turn\), got 'bid'; legal for seat 0: 'bid', 'raise 1' to 'raise 20', 'pass'"):
        d.act(2, "bid")
    with pytest.raises(IllegalActionError, match=r"seat must be an int in 0 to 2, got 3"):
        d.act(3, "bid")


def test_a_raise_above_twenty() -> None:
    d = Deal.start(SUITS3, dealer=2)
    with pytest.raises(IllegalActionError, match=r"seat 0 cannot 'raise 21': Rule M8: a raise is 1 to 20 counters; legal: 'bid', 'raise 1' to 'raise 20', 'pass'"):
        d.act(0, "raise 21")
    # The cap is above the current bid: 20 more after a raise of 20 is fine.
    d = d.act(0, "raise 20").act(1, "raise 20")
    assert d.level == 40 and d.pools[0] == 3 + 20 + 40
    with pytest.raises(IllegalActionError, match=r"cannot 'raise 25'"):
        d.act(2, "raise 25")


def test_bid_hold_and_pass_are_used_in_their_place() -> None:
    d = Deal.start(SUITS3, dealer=2)
    with pytest.raises(IllegalActionError, match=r"cannot 'hold': Rule M8: nobody has bid yet"):
        d.act(0, "hold")
    d = d.act(0, "bid")
    with pytest.raises(IllegalActionError, match=r"cannot 'bid': Rule M8: the auction is already open"):
        d.act(1, "bid")
    with pytest.raises(IllegalActionError, match=r"cannot 'play AD': Rule M8: 'play' is not an action of the auction"):
        d.act(1, "play AD")


def test_raise_hold_and_the_pool() -> None:
    d = Deal.start(SUITS3, dealer=2).act_all("0 bid; 1 raise 4; 2 hold")
    # Seat 0 must answer the raise: it holds (4 more).
    assert d.to_move == 0 and d.contenders == (0, 1, 2)
    d = d.act(0, "hold")
    # Three 12-card suits: equal length, equal points (1+2+...+10+10+10 = 75),
    # so the eldest hand, seat 0, wins the point and its pool 3 + 3 * 4.
    res = d.results[0]
    assert (res.winner, res.pool, res.payment) == (0, 15, 0)
    assert d.counters == (97 - 4 + 15, 93, 93)


def test_the_last_player_in_wins_and_need_not_show() -> None:
    d = Deal.start(SUITS3, dealer=2).act_all("0 raise 2; 1 pass; 2 pass")
    res = d.results[0]
    assert (res.winner, res.contenders, res.shown) == (0, (0,), ())


def test_a_stake_everyone_passes_stays_and_is_doubled_next_deal() -> None:
    d = Deal.start(SUITS3, dealer=2).act_all("0 pass; 1 pass; 2 pass")
    assert d.results[0].winner is None and d.pools[0] == 3 and d.stake is Stake.SEQUENCE
    # Finish quickly: everyone passes everything, then play out with a policy.
    d = hoc.play_out(d.act_all("0 pass; 1 pass; 2 pass; 0 pass; 1 pass; 2 pass"), [hoc.Cautious()] * 3, rng=1)
    assert d.pools == (3, 3, 3) and d.carried_double() == (True, True, True)
    nxt = d.next_deal(rng=2)
    assert nxt.pools == (6, 6, 6) and nxt.doubled == (True, True, True)
    assert nxt.dealer == 0  # the deal passes to the dealer's right (seat 2 -> seat 0)
    carry = Rules(passed_stake="carry")
    d = hoc.play_out(Deal.start(SUITS3, dealer=2, rules=carry).act_all("0 pass; 1 pass; 2 pass"), [hoc.Cautious()] * 3, rng=1)
    assert d.carried_double()[0] is False


def test_doubled_stake_pays_twice() -> None:
    # Seat 1 holds a quint of 12 to Q in diamonds and is alone for the sequence.
    d = Deal.start(SUITS3, dealer=2, pools=(0, 6, 0), doubled=(False, True, False))
    d = d.act_all("0 pass; 1 pass; 2 pass; 0 pass; 1 bid; 2 pass; 1 claim quint to Q")
    res = d.results[1]
    # Simple quint 3, doubled 6, from each of two players; the pool 6 + 3 antes.
    assert (res.winner, res.pool, res.payment, res.doubled) == (1, 9, 6, True)


def test_the_encyclopedie_s_further_jeton_after_a_passed_stake() -> None:
    # "gagne double, quoique son jeu soit simple, & tire outre cela un jetton de
    # chaque joueur": the same deal as above, with the jeton, pays seat 1 one
    # more counter from each of the two others.
    moves = "0 pass; 1 pass; 2 pass; 0 pass; 1 bid; 2 pass; 1 claim quint to Q"
    start = {"dealer": 2, "pools": (0, 6, 0), "doubled": (False, True, False)}
    plain = Deal.start(SUITS3, **start).act_all(moves)
    jeton = Deal.start(SUITS3, rules=Rules(passed_jeton=True), **start).act_all(moves)
    assert [j - p for j, p in zip(jeton.counters, plain.counters)] == [-1, 2, -1]
    # A stake that was not passed before pays no jeton: seat 1 alone, single.
    single = Deal.start(SUITS3, dealer=2, rules=Rules(passed_jeton=True)).act_all(moves)
    assert single.counters == Deal.start(SUITS3, dealer=2).act_all(moves).counters
    assert hoc.VARIANTS["encyclopedie"].rules.passed_jeton
    with pytest.raises(InvalidRuleError, match="needs passed_stake='carry-double', got 'carry'"):
        Rules(passed_jeton=True, passed_stake="carry")


def test_showdown_ties_by_card_points_then_position() -> None:
    h0 = "4H 5H 6H 7H 8H 9H 2D 5D 8D JD 3C 6C 9C QC AS"
    h1 = "9S TS JS QS KS 2S 3H AD 4D 7D TD 2C 5C 8C JC"
    d = Deal.start([h0, h1], dealer=1, rules=TWO).act_all("0 bid; 1 hold")
    # Six hearts 4..9 = 39 points; six spades 2, 9, T, J, Q, K = 51: seat 1.
    res = d.results[0]
    assert res.winner == 1
    assert res.shown == ((0, hoc.Point(6, 39, Suit.HEARTS)), (1, hoc.Point(6, 51, Suit.SPADES)))


@pytest.mark.parametrize(("order", "winner", "paid"), [("length", 0, 3), ("class", 1, 4)])
def test_sequence_showdown_length_or_class(order: str, winner: int, paid: int) -> None:
    # Seat 0: a run of six, 4 to 9 of hearts; seat 1: five, 9 to K of spades.
    h0 = "4H 5H 6H 7H 8H 9H 2D 5D 8D JD 3C 6C 9C QC AS"
    h1 = "9S TS JS QS KS 2S 3H AD 4D 7D TD 2C 5C 8C JC"
    d = Deal.start([h0, h1], dealer=1, rules=TWO.replace(sequence_order=order))
    d = d.act_all("0 pass; 1 pass; 0 bid; 1 hold")
    res = d.results[1]
    # The longer run wins on length (a simple quint pays 3); by class both
    # are quints and the king-high one wins, a major quint: 4.
    assert (res.winner, res.payment) == (winner, paid)


def test_tricon_showdown_four_beats_brelan_and_nobody_holding() -> None:
    h0 = "7H 7D 7C 7S 2H 3H 4D 5D 9C TC JS AD 6H 8S 9H"
    h1 = "KH KD KC 2S 3S 4S 5S 6S 8H TH QC JC AC 2D 3C"
    d = Deal.start([h0, h1], dealer=1, rules=TWO).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 bid; 1 hold")
    res = d.results[2]
    assert (res.winner, res.paid_for, res.payment) == (0, (Combination.parse("four of 7"),), 4)
    # Nobody holds a tricon: the first in the order of play takes the pool only.
    d = Deal.start(SUITS3, dealer=0).act_all("1 pass; 2 pass; 0 pass; 1 pass; 2 pass; 0 pass; 1 bid; 2 hold; 0 hold")
    res = d.results[2]
    assert (res.winner, res.payment, res.shown) == (1, 0, ((1, None), (2, None), (0, None)))


@pytest.mark.parametrize(("order", "winner", "paid"), [("count", 0, "four of 7"), ("rank", 1, "brelan of K")])
def test_tricon_order_option(order: str, winner: int, paid: str) -> None:
    h0 = "7H 7D 7C 7S 2H 3H 4D 5D 9C TC JS AD 6H 8S 9H"
    h1 = "KH KD KC 2S 3S 4S 5S 6S 8H TH QC JC AC 2D 3C"
    rules = TWO.replace(tricon_order=order)
    d = Deal.start([h0, h1], dealer=1, rules=rules).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 bid; 1 hold")
    res = d.results[2]
    # A four of 7s pays the simple four, 4; a brelan of kings the major brelan, 4.
    assert (res.winner, res.paid_for, res.payment) == (winner, (Combination.parse(paid),), 4)


def test_opening_bid_option() -> None:
    d = Deal.start(SUITS3, dealer=2, rules=Rules(opening_bid=1))
    d = d.act_all("0 bid; 1 hold; 2 raise 2")
    assert d.level == 3 and d.pools[0] == 3 + 1 + 1 + 3
    d = d.act_all("0 hold; 1 hold")
    # The antes 3, the bid and hold 1 + 1, the raise 3, the two holds 2 + 2.
    assert d.results[0].pool == 12
    # A raise before any bid is a raise above the opening bid.
    assert Deal.start(SUITS3, dealer=2, rules=Rules(opening_bid=1)).act(0, "raise 2").level == 3


def test_lone_winner_may_bluff_under_claim() -> None:
    # Seat 0 of SUITS3 has no tricon but, alone, claims a four of kings.
    d = Deal.start(SUITS3, dealer=2).act_all("0 pass; 1 pass; 2 pass; 0 pass; 1 pass; 2 pass; 0 bid; 1 pass; 2 pass")
    assert d.phase is Phase.CLAIM and d.to_move == 0
    assert len(d.legal_actions()) == 1 + 13 + 13
    d = d.act(0, "claim four of K")
    assert d.results[2].payment == 8 and d.counters == (97 + 3 + 16, 97 - 8, 97 - 8)


def test_lone_winner_under_show_claims_what_it_holds_or_lower() -> None:
    strict = Rules.variant("strict")
    d = Deal.start(SUITS3, dealer=2, rules=strict).act_all("0 pass; 1 pass; 2 pass; 0 pass; 1 pass; 2 pass; 0 bid; 1 pass; 2 pass")
    assert d.legal_actions() == (Action.parse("claim nothing"),)
    with pytest.raises(IllegalActionError, match=r"cannot 'claim four of K': Rule M10: under lone_winner='show' the claim must be held, or lower"):
        d.act(0, "claim four of K")
    # A quint of 12 to Q: a quint to K is higher, a tierce to K lower.
    d = Deal.start(SUITS3, dealer=2, rules=strict).act_all("0 pass; 1 pass; 2 pass; 0 bid; 1 pass; 2 pass")
    legal = d.legal_actions()
    assert Action.parse("claim tierce to K") in legal and Action.parse("claim quint to Q") in legal
    assert Action.parse("claim quint to K") not in legal
    with pytest.raises(IllegalActionError, match=r"Rule M10: a claim names a tierce, a quart or a quint"):
        d.act(0, "claim quint of 12 to Q")
    with pytest.raises(IllegalActionError, match=r"Rule M10: brelan of 2 is not a combination of the sequence"):
        d.act(0, "claim brelan of 2")


def test_lower_combinations_are_paid_at_a_showdown_and_alone_alike() -> None:
    # Seat 0: tierces A-3 of hearts and of clubs, and a quart 5-8 of spades.
    h0 = "AH 2H 3H AC 2C 3C 5S 6S 7S 8S TD QD KH 9H JC"
    h1 = "4H 5H 6H 7H 8H TH 4D 5D 7D 8D 9D 4C 6C 8C 9C"
    # Alone, claiming its highest sequence, the quart to 8: by the table quart 2 + tierce 1
    # + tierce 1 = 4 from the other player (Rule M11: "toutes les moindres").
    d = Deal.start([h0, h1], dealer=1, rules=TWO).act_all("0 pass; 1 pass; 0 bid; 1 pass")
    assert d.phase is Phase.CLAIM
    res = d.act(0, "claim quart to 8").results[1]
    assert (res.winner, res.payment, len(res.paid_for)) == (0, 4, 3)
    # Claiming a tierce to 3 is paid that tierce alone (nothing held is lower than it),
    # and under "declared" the quart alone, 2.
    assert d.act(0, "claim tierce to 3").results[1].payment == 1
    declared = Deal.start([h0, h1], dealer=1, rules=TWO.replace(sequence_payment="declared"))
    assert declared.act_all("0 pass; 1 pass; 0 bid; 1 pass; 0 claim quart to 8").results[1].payment == 2
    # At a showdown seat 1's quint 4-8 of hearts wins, and its tierce 7-9 of diamonds
    # is paid too: quint 3 + tierce 1 = 4 from seat 0.
    d = Deal.start([h0, h1], dealer=1, rules=TWO).act_all("0 pass; 1 pass; 0 bid; 1 hold")
    res = d.results[1]
    assert (res.winner, res.payment, res.contenders) == (1, 4, (0, 1))
    # The tricon too: seat 0's four of 7 beats seat 1's four of aces (same count, higher
    # rank), and its brelan of kings is paid with it: four 4 + major brelan 4 = 8.
    fours = "KH KD KC 7H 7D 7C 7S 2H 4D 6C 9S TH JD 3C 5S"
    lows = "AH AD AC AS 2D 2C 2S 3H 3D 3S 4H 4C 4S 5H 5D"
    d = Deal.start([fours, lows], dealer=1, rules=TWO).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 bid; 1 hold")
    res = d.results[2]
    assert (res.winner, res.payment) == (0, 8)


def test_a_claim_refuted_by_a_hand_is_challenged() -> None:
    h0 = "AH 2H 3H AC 2C 3C 5S 6S 7S 8S TD QD KH 9H JC"  # holds the king of hearts
    h1 = "4H 5H 6H 7H 8H TH 4D 5D 7D 8D 9D 4C 6C 8C 9C"  # carte blanche; brelans of 4 and 8
    alone = "0 pass; 1 pass; 0 pass; 1 pass; 0 pass; 1 bid"  # point and sequence passed
    # Seat 1 starts at 100 - 3 antes + 10 carte blanche = 107, seat 0 at 87.
    # Without challenge the bluff "four of K" is paid: major four 8, with the brelans of
    # 4 and 8 held lower, 2 + 2, and the tricon pool of 2 antes: 107 + 2 + 12 = 121.
    d = Deal.start([h0, h1], dealer=1, rules=TWO).act_all(alone + "; 1 claim four of K")
    assert d.counters == (75, 121) and d.pools == (2, 2, 0)
    # With challenge seat 0's king refutes it: seat 1 keeps the pool, is paid nothing and
    # pays seat 0 what the claim would have drawn, the four 8 and the brelans held lower
    # 2 + 2: 107 + 2 - 12 = 97, and 87 + 12 = 99.
    rules = TWO.replace(challenge=True)
    d = Deal.start([h0, h1], dealer=1, rules=rules).act_all(alone + "; 1 claim four of K")
    assert d.counters == (99, 97) and d.results[2].payment == 0
    assert [t.amount for t in d.transfers if t.reason == "challenge"] == [12]
    # One king does not refute a brelan of kings (three are left): paid 4 + 2 + 2.
    d = Deal.start([h0, h1], dealer=1, rules=rules).act_all(alone + "; 1 claim brelan of K")
    assert d.counters == (79, 117)
    # Nor does seat 0 refute a quint to the king: it has no spade from 9 to K. Paid 4,
    # with the quint 4-8 of hearts (3) and the tierce 7-9 of diamonds (1) held lower.
    d = Deal.start([h0, h1], dealer=1, rules=rules).act_all("0 pass; 1 pass; 0 pass; 1 bid; 1 claim quint to K")
    assert d.results[1].payment == 4 + 3 + 1


def test_table_stakes() -> None:
    d = Deal.start(SUITS3, dealer=2, rules=Rules(table_stakes=True), counters=(5, 100, 100))
    # 5 - 3 antes = 2 counters: raises of 1 or 2 only.
    assert [str(a) for a in d.legal_actions()] == ["bid", "raise 1", "raise 2", "pass"]
    d = d.act_all("0 bid; 1 raise 20; 2 pass")
    # Seat 0 cannot cover 20 with 2 counters: it can only pass.
    assert [str(a) for a in d.legal_actions()] == ["pass"]
    with pytest.raises(IllegalActionError, match=r"cannot 'hold': Rule M2: the player cannot cover the bid \(table stakes\)"):
        d.act(0, "hold")


def _raise_war(d: Deal, limit: int = 2000) -> Deal:
    """Every player raises as much as it may, else holds, else passes, until the runs start."""
    for _ in range(limit):
        if d.phase is not Phase.AUCTION and d.phase is not Phase.CLAIM:
            return d
        legal = d.legal_actions()
        raises = [a for a in legal if a.kind is Kind.RAISE]
        if raises:
            a = max(raises, key=lambda x: x.amount or 0)
        else:
            a = next((x for x in legal if x.kind in (Kind.BID, Kind.HOLD)), legal[-1])
        d = d.act(d.to_move, a)
    raise AssertionError("the auction did not end")


def test_a_raise_war_ends_under_table_stakes() -> None:
    # No player may put into a pool more than he has (97 after the antes, plus what the
    # earlier stakes paid him), so the raises stop: no bid leaves its payer below zero.
    for rules in (Rules(), TWO):
        d = _raise_war(Deal.new(rules=rules, rng=5))
        assert d.phase is Phase.PLAY and sum(d.counters) + sum(d.pools) == rules.players * 100
        counters = [100] * rules.players
        for t in d.transfers:
            if t.payer is not None:
                counters[t.payer] -= t.amount
            if t.payee is not None:
                counters[t.payee] += t.amount
            if t.reason == "bid":
                assert t.payer is not None and counters[t.payer] >= 0
        assert any(t.reason == "bid" and t.amount == 20 for t in d.transfers)


def test_a_raise_war_ends_under_a_cap_on_raises() -> None:
    # Without table stakes a cap is required; with max_raises=5 each of the three
    # auctions has exactly 5 raises of 20 when everyone raises all it may.
    with pytest.raises(InvalidRuleError, match=r"table_stakes=False needs max_raises \(an int\) so that every deal ends"):
        Rules(table_stakes=False)
    d = _raise_war(Deal.new(rules=Rules(table_stakes=False, max_raises=5), rng=5))
    assert d.phase is Phase.PLAY
    raised = [a for _, a in d.history if a.kind is Kind.RAISE]
    assert len(raised) == 15 and all(a.amount == 20 for a in raised)
    d = Deal.start(SUITS3, dealer=2, rules=Rules(table_stakes=False, max_raises=1)).act_all("0 bid; 1 raise 3")
    with pytest.raises(IllegalActionError, match=r"Rule M8: at most 1 raises in the auction for one stake"):
        d.act(2, "raise 1")


def test_a_passer_may_come_back_when_another_raises() -> None:
    # Encyclopédie: "s'il passe & que les autres renvient ..., il y peut revenir".
    d = Deal.start(SUITS3, dealer=2).act_all("0 pass; 1 bid; 2 raise 5")
    assert d.to_move == 0 and [str(a) for a in d.legal_actions()][:2] == ["hold", "raise 1"]
    d = d.act_all("0 hold; 1 hold")
    assert d.stake is Stake.SEQUENCE and d.results[0].contenders == (0, 1, 2)
    assert d.results[0].pool == 3 + 3 * 5
    # A bid is not a raise: the passer does not come back after "1 bid; 2 hold".
    d = Deal.start(SUITS3, dealer=2).act_all("0 pass; 1 bid; 2 hold")
    assert d.stake is Stake.SEQUENCE and d.results[0].contenders == (1, 2)
    # With passed_may_return=False a pass is final.
    d = Deal.start(SUITS3, dealer=2, rules=Rules(passed_may_return=False)).act_all("0 pass; 1 bid; 2 raise 5")
    assert d.to_move == 1
    d = d.act(1, "hold")
    assert d.results[0].contenders == (1, 2) and d.results[0].pool == 3 + 2 * 5


# -- the second phase -------------------------------------------------------------------


def to_play(rules: Rules = TWO) -> Deal:
    return Deal.start([EX0, EX1], dealer=1, rules=rules).act_all(PASS_ALL_2)


def test_phase_two_starts_with_the_eldest_hand() -> None:
    d = to_play()
    assert d.phase is Phase.PLAY and d.to_move == 0 and d.needed is None
    assert len(d.legal_actions()) == 15


def test_a_card_not_in_the_hand() -> None:
    d = to_play()
    with pytest.raises(IllegalActionError, match=r"seat 0 cannot 'play AS': Rule M13: seat 0 does not hold AS; its hand: 3H 3D"):
        d.act(0, "play AS")


def test_a_card_that_does_not_continue_the_run() -> None:
    d = to_play().act(0, "play 3D")
    assert d.needed is Rank.FOUR
    with pytest.raises(IllegalActionError, match=r"seat 0 cannot 'play 7C': Rule M13: 7C does not continue the run: it needs a 4 \(any suit\) or a hoc; legal: 'play 4D', 'play QS', 'play KH', 'play KC', 'play KS', 'without'"):
        d.act(0, "play 7C")


def test_runs_ignore_suits_and_pass_on_with_without() -> None:
    d = to_play().act_all("0 play 3D; 0 play 4D; 0 play 5H; 0 play 6D; 0 play 7C; 0 play 8C; 0 play 9H")
    assert [str(c) for c in d.run] == ["3D", "4D", "5H", "6D", "7C", "8C", "9H"]
    d = d.act(0, "without")  # "without ten": seat 0 holds no ten
    assert d.to_move == 1 and d.needed is Rank.TEN
    d = d.act_all("1 play TD; 1 without")
    # Seat 0 holds JH: the run goes on with it.
    assert d.to_move == 0 and d.needed is Rank.JACK


def test_holding_back_is_fined_or_forbidden() -> None:
    d = to_play().act(0, "play 3D")  # seat 0 holds 4D
    fined = d.act(0, "without")
    # Five counters to the opponent; seat 0 keeps its 4D.
    assert fined.net()[0] - d.net()[0] == -5 and fined.hold_backs == 1
    assert Card.parse("4D") in fined.hands[0]
    strict = to_play(TWO.replace(holding_back="forbidden")).act(0, "play 3D")
    assert Action.parse("without") not in strict.legal_actions()
    with pytest.raises(IllegalActionError, match=r"Rule M14: seat 0 holds a 4 and must play it"):
        strict.act(0, "without")
    # Holding only hocs is not holding back: after 9H nothing natural follows.
    d = to_play().act_all("0 play 3D; 0 play 4D; 0 play 5D; 0 play 6D; 0 play 7C; 0 play 8C; 0 play 9H; 0 without")
    assert d.hold_backs == 0


def test_a_hoc_pays_one_from_each_and_starts_a_new_run() -> None:
    d = to_play().act(0, "play 3D")
    after = d.act(0, "play KC")  # a king standing for the 4
    assert after.net()[0] - d.net()[0] == 1 and after.hocs_played == 1
    assert after.to_move == 0 and after.needed is None and after.run == ()


def test_chance_hoc_sleeping_any_stop_unpaid() -> None:
    # Seat 0 holds all four 4s and no 5; seat 1 holds no 4 and no 5; the 5s sleep.
    h0 = "AH AD AC AS 2H 2D 2C 2S 3H 3D 3C 4H 4D 4C 4S"
    h1 = "6H 6D 6C 6S 7H 7D 7C 7S 8H 8D 8C 8S 9H 9D 9C"
    runs = "0 play 4H; 0 without; 1 without; 0 play 4D; 0 without; 1 without; " \
           "0 play 4C; 0 without; 1 without; 0 play 4S; 0 without; 1 without"
    last = "0 play 3H; 0 without; 1 without"  # needs a 4: all four are played, none sleeps
    counts = {}
    for rule in ("sleeping", "any-stop", "unpaid"):
        d = Deal.start([h0, h1], dealer=1, rules=TWO.replace(chance_hoc=rule)).act_all(PASS_ALL_2)
        d = d.act_all(runs)
        four = d.chance_hocs
        d = d.act_all(last)
        counts[rule] = (four, d.chance_hocs)
        assert d.to_move == 0 and d.needed is None  # the last player starts a new run
    assert counts == {"sleeping": (4, 4), "any-stop": (4, 5), "unpaid": (0, 0)}


def test_a_run_stopped_by_a_card_held_back_is_no_chance_hoc() -> None:
    # Seat 1 holds 5H and says "without": fined 5 (Rule M14). Three 5s sleep, but the
    # next card is held, so under "sleeping" nobody is paid a chance hoc (Rule M16:
    # "not held by any player"); "any-stop" pays it all the same.
    h0 = "AH AD AC AS 2H 2D 2C 2S 3H 3D 3C 4H 4D 4C 4S"
    h1 = "5H 6H 6D 6C 6S 7H 7D 7C 7S 8H 8D 8C 8S 9H 9D"
    expected = {"sleeping": (0, 5), "any-stop": (1, 6), "unpaid": (0, 5)}
    for rule, (chances, gain) in expected.items():
        d = Deal.start([h0, h1], dealer=1, rules=TWO.replace(chance_hoc=rule)).act_all(PASS_ALL_2)
        before = d.net()[0]
        d = d.act_all("0 play 4H; 0 without; 1 without")
        assert d.hold_backs == 1 and d.chance_hocs == chances and d.net()[0] - before == gain
        assert d.to_move == 0 and d.needed is None


def test_going_out_and_paying_by_cards_left() -> None:
    d = to_play().act_all("0 play 3D; 0 play 4D; 0 play 5D; 0 play 6D; 0 play 7C; 0 play 8C; 0 play 9H; 0 without; "
                          "1 play TD; 1 without; 0 play JH; 0 play QH; 0 play KH; 0 play 3H; 0 play QS; "
                          "0 play 5H; 0 play KC")
    assert d.hands[0] == (Card.parse("KS"),)
    before = d.net()
    end = d.act(0, "play KS")
    assert end.over and end.winner == 0 and end.to_move is None
    # Seat 1 still has 14 cards: two counters each, 28, plus 1 for the last hoc.
    assert end.net()[0] - before[0] == 28 + 1
    with pytest.raises(IllegalActionError, match=r"the deal is over \(seat 0 went out, Rule M17\); no action is allowed, got 'play AS'"):
        end.act(1, "play AS")
    assert end.legal_actions() == ()


def test_the_worked_example_of_the_book_replays() -> None:
    d = example()
    # Seat 1 holds no court card: 10 from seat 0.
    assert d.carte_blanches == (1,) and d.counters == (87, 107)
    assert eval(repr(d), {"Deal": Deal, "Rules": Rules}) == d
    d = d.act_all("0 bid; 1 raise 2; 0 hold; 0 bid; 1 raise 3; 0 pass; 1 claim quint to T; 0 raise 2; 1 hold")
    assert [r.winner for r in d.results] == [0, 1, 0]
    rebuilt = eval(repr(d), {"Deal": Deal, "Rules": Rules})
    assert rebuilt == d and rebuilt.counters == d.counters


# -- conservation, determinism, simulation ----------------------------------------------


@pytest.mark.parametrize("rules", [Rules(), TWO, Rules.variant("strict"), Rules.variant("encyclopedie"),
                                   Rules(chance_hoc="any-stop", double=True, table_stakes=True)])
def test_counters_are_conserved_at_every_step(rules: Rules) -> None:
    # The counters in front of the players plus those in the pools never
    # change: every payment goes from someone to someone (or to a pool).
    gen = np.random.default_rng(99)
    policies = [hoc.RandomPolicy(), hoc.Bold(bluff=True), hoc.Cautious()][: rules.players]
    grand = rules.players * rules.counters
    deal = Deal.new(rules=rules, dealer=0, rng=gen)
    steps = 0
    for _ in range(12):
        while deal.to_move is not None:
            assert total(deal) == grand
            seat = deal.to_move
            deal = deal.act(seat, policies[seat](deal.view(), gen))
            steps += 1
        assert total(deal) == grand
        assert sum(t.amount for t in deal.transfers if t.payee is not None and t.payer is not None) >= 0
        deal = deal.next_deal(rng=gen)
    assert total(deal) == grand and steps > 12 * 10


def test_simulation_is_seeded_and_conserves() -> None:
    pols = [hoc.Cautious(), hoc.Bold(), hoc.RandomPolicy()]
    a = hoc.simulate(pols, deals=40, rng=3)
    random.seed(1)
    np.random.seed(1)
    random.random()
    np.random.random()
    b = hoc.simulate(pols, deals=40, rng=3)
    assert np.array_equal(a.per_deal, b.per_deal) and a.net == b.net
    assert sum(a.net) + a.pools_left == 0
    c = hoc.simulate(pols, deals=40, rng=np.random.default_rng(3))
    assert c.net == a.net


def test_bad_simulation_input() -> None:
    with pytest.raises(InvalidRuleError, match=r"deals must be an int from 1 to 1000000, got 0"):
        hoc.simulate([hoc.Cautious()] * 3, deals=0, rng=1)
    with pytest.raises(InvalidRuleError, match=r"rng must be an int seed or a numpy.random.Generator, got 1.5"):
        hoc.play([hoc.Cautious()] * 3, rng=1.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"rules must be a hoc.Rules"):
        hoc.hand_odds(12, rules="three")  # type: ignore[arg-type]


def test_draw_for_dealer_gives_the_lowest_card_the_deal() -> None:
    for seed in range(30):
        dealer, rounds = hoc.draw_for_dealer(rng=seed)
        last = rounds[-1]
        lows = [c for c in last if c.rank == min(x.rank for x in last)]
        assert len(lows) == 1
        # Earlier rounds were ties for the lowest rank.
        for r in rounds[:-1]:
            low = min(c.rank for c in r)
            assert sum(c.rank == low for c in r) >= 2
    # A seed where the first round ties: found by search, the tie is then redrawn.
    assert any(len(hoc.draw_for_dealer(rng=s)[1]) > 1 for s in range(60))


def test_next_dealer_winner() -> None:
    rules = TWO.replace(next_dealer="winner")
    d = hoc.play([hoc.Cautious(), hoc.Cautious()], rules=rules, dealer=0, rng=4)
    assert d.next_deal(rng=1).dealer == d.winner


def test_bluffing_pays_under_claim() -> None:
    # Against a cautious player, a bluffer who claims the best combination
    # whenever alone wins more under lone_winner='claim' than under 'show'.
    pols = [hoc.Bold(bluff=True), hoc.Cautious()]
    claim = hoc.simulate(pols, rules=TWO, deals=150, rng=8)
    show = hoc.simulate(pols, rules=TWO.replace(lone_winner="show"), deals=150, rng=8)
    assert claim.mean(0) > show.mean(0)


# -- exact hand odds ---------------------------------------------------------------------


def test_carte_blanche_by_hand() -> None:
    # No court: all 12 cards among the 40 others. C(40, 12) / C(52, 12)
    # = (40 * 39 * ... * 29) / (52 * 51 * ... * 41).
    by_hand = Fraction(math.prod(range(29, 41)), math.prod(range(41, 53)))
    assert hoc.carte_blanche_probability(12) == by_hand
    assert hoc.carte_blanche_probability(15) == Fraction(math.prod(range(26, 41)), math.prod(range(38, 53)))
    assert hoc.carte_blanche_probability(41) == 0


def test_at_least_one_hoc_by_hand() -> None:
    # No hoc: 12 cards among the 46 others, C(46, 12) / C(52, 12) =
    # (40 * 39 * 38 * 37 * 36 * 35) / (52 * 51 * 50 * 49 * 48 * 47).
    none = Fraction(40 * 39 * 38 * 37 * 36 * 35, 52 * 51 * 50 * 49 * 48 * 47)
    assert hoc.hand_odds(12).any_hoc == 1 - none
    assert sum(hoc.hoc_distribution(15).values()) == 1


def _suit_table() -> dict[tuple[int, int], int]:
    """Brute force over the 8192 subsets of a suit: (cards, longest run) -> count."""
    table: Counter[tuple[int, int]] = Counter()
    for mask in range(1 << 13):
        longest = run = 0
        for b in range(13):
            run = run + 1 if mask >> b & 1 else 0
            longest = max(longest, run)
        table[(bin(mask).count("1"), longest)] += 1
    return dict(table)


def _compositions(k: int, parts: int, most: int) -> list[tuple[int, ...]]:
    return [c for c in itertools.product(range(most + 1), repeat=parts) if sum(c) == k]


@pytest.mark.parametrize("k", [12, 15])
def test_longest_run_by_enumerating_suit_subsets(k: int) -> None:
    # Second method: count subsets of each suit by brute force, then sum over
    # the ways to split k cards among the four suits.
    table = _suit_table()
    comps = _compositions(k, 4, 13)

    def at_most(length: int) -> int:
        per = [sum(n for (c, l), n in table.items() if c == j and l <= length) for j in range(14)]
        return sum(math.prod(per[j] for j in comp) for comp in comps)

    total_hands = math.comb(52, k)
    expected = {
        length: Fraction(at_most(length) - at_most(length - 1), total_hands)
        for length in range(1, 14)
        if at_most(length) != at_most(length - 1)
    }
    assert hoc.longest_run_distribution(k) == expected


@pytest.mark.parametrize("k", [12, 15])
def test_point_by_enumerating_suit_counts(k: int) -> None:
    exact: Counter[int] = Counter()
    for comp in _compositions(k, 4, 13):
        exact[max(comp)] += math.prod(math.comb(13, j) for j in comp)
    assert hoc.point_distribution(k) == {n: Fraction(w, math.comb(52, k)) for n, w in sorted(exact.items())}


@pytest.mark.parametrize("k", [12, 15])
def test_tricons_by_closed_formulas(k: int) -> None:
    total_hands = math.comb(52, k)
    # At least one four of a kind, by inclusion-exclusion over the ranks.
    four = sum((-1) ** (j + 1) * math.comb(13, j) * math.comb(52 - 4 * j, k - 4 * j) for j in range(1, k // 4 + 1))
    # No rank three times: a ranks twice (6 ways each), k - 2a ranks once (4 ways each).
    pairs_only = sum(
        math.comb(13, a) * math.comb(13 - a, k - 2 * a) * 6**a * 4 ** (k - 2 * a) for a in range(0, k // 2 + 1)
    )
    odds = hoc.hand_odds(k)
    assert odds.four == Fraction(four, total_hands)
    assert odds.brelan == 1 - Fraction(pairs_only, total_hands) - odds.four


def test_every_distribution_by_brute_force_on_three_card_hands() -> None:
    # All C(52, 3) = 22100 hands, each feature computed by hand here.
    deck = french_deck()
    point: Counter[int] = Counter()
    run_same: Counter[int] = Counter()
    run_any: Counter[int] = Counter()
    kind: Counter[int] = Counter()
    hocs: Counter[int] = Counter()
    blank = 0
    for hand in itertools.combinations(deck, 3):
        point[max(Counter(c.suit for c in hand).values())] += 1
        kind[max(Counter(c.rank for c in hand).values())] += 1
        hocs[sum(c in hoc.HOCS for c in hand)] += 1
        blank += all(c.rank <= 10 for c in hand)

        def longest(ranks: set[int]) -> int:
            return max(sum(1 for _ in itertools.takewhile(lambda x: x in ranks, itertools.count(r))) for r in ranks)

        run_same[max(longest({c.rank for c in hand if c.suit is s}) for s in Suit if any(c.suit is s for c in hand))] += 1
        run_any[longest({c.rank for c in hand})] += 1
    n = math.comb(52, 3)

    def dist(c: Counter[int]) -> dict[int, Fraction]:
        return {k: Fraction(v, n) for k, v in sorted(c.items())}

    assert hoc.point_distribution(3) == dist(point)
    assert hoc.longest_run_distribution(3) == dist(run_same)
    assert hoc.longest_run_distribution(3, rules=Rules(sequence_suits="any")) == dist(run_any)
    assert hoc.of_a_kind_distribution(3) == dist(kind)
    assert hoc.hoc_distribution(3) == dist(hocs)
    assert hoc.carte_blanche_probability(3) == Fraction(blank, n)


def test_carte_blanche_in_a_deal() -> None:
    three = hoc.carte_blanche_deal()
    # All three hands blank: the 36 dealt cards all among the 40 non-courts.
    assert three[3] == Fraction(math.comb(40, 36), math.comb(52, 36))
    two = hoc.carte_blanche_deal(rules=TWO)
    q1 = Fraction(math.comb(40, 15), math.comb(52, 15))
    q2 = Fraction(math.comb(40, 30), math.comb(52, 30))  # both 15-card hands blank
    assert two[2] == q2 and two[1] == 2 * (q1 - q2) and sum(two.values()) == 1
    assert sum(three.values()) == 1


@pytest.mark.parametrize("k", [12, 15])
def test_simulation_agrees_with_the_exact_odds(k: int) -> None:
    # 100 000 seeded hands; every event expected 10 times or more within 4
    # standard errors of its exact probability.
    sample = hoc.sample_hands(k, hands=100_000, rng=20240 + k)
    z = sample.z_scores()
    assert len(z) >= 12
    assert max(abs(v) for v in z.values()) < 4, z


def test_hand_odds_reject_bad_sizes() -> None:
    with pytest.raises(InvalidOutcomeError, match=r"hand size must be an int in 1 to 52, got 0"):
        hoc.hand_odds(0)
    with pytest.raises(InvalidOutcomeError, match=r"hand size must be an int in 1 to 52, got 12.0"):
        hoc.carte_blanche_probability(12.0)  # type: ignore[arg-type]
    with pytest.raises(InvalidOutcomeError, match=r"hands must be an int from 1 to 100000000, got 0"):
        hoc.sample_hands(12, hands=0, rng=1)
