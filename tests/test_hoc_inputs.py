"""The audit's findings on hazardlib.hoc, each fixed: bad input is refused with the project's errors.

ASCII digits only; French card notation only (an Italian spelling is
refused, never read as another card); a bad dealer is a rules error like
every other bad argument of ``Deal.start``; unknown rules fields; numpy
integers accepted wherever an int is; a non-policy refused as a policy;
and ``import hazardlib.hoc`` with the exact engine runs without numpy.
"""

from __future__ import annotations

import subprocess
import sys
from fractions import Fraction

import numpy as np
import pytest

from hazardlib import hoc
from hazardlib.cards import Card, Rank, Suit
from hazardlib.errors import (
    HazardlibError,
    IllegalActionError,
    InvalidCardError,
    InvalidOutcomeError,
    InvalidPolicyError,
    InvalidRuleError,
)
from hazardlib.hoc import Action, Combination, Deal, Kind, Rules

TWO = Rules.variant("two")
EX0 = "KH QH JH 9H 5H 3H KC KS 3D 4D 5D 6D 7C 8C QS"
EX1 = "AS 6S 7S 8S 9S TS 2H 2D 2C 3C 4C 4H 7D 8D TD"
SUITS3 = [
    "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
]
ITALIAN = r"'7c' is the Italian spelling of the 7 of coppe \(hearts, '7H'\); this game reads French notation only"


# -- digits -----------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["raise ²", "raise ٣", "raise ५", "raise ½"])
def test_a_raise_is_written_in_ascii_digits(text: str) -> None:
    with pytest.raises(IllegalActionError, match=r"a raise must be written in the digits 0 to 9, got"):
        Action.parse(text)
    with pytest.raises(IllegalActionError, match=r"a raise must be written in the digits 0 to 9"):
        Deal.start(SUITS3, dealer=2).act(0, text)


def test_steps_and_combinations_are_written_in_ascii_digits() -> None:
    d = Deal.start(SUITS3, dealer=2)
    for steps in ("² bid", "٣ bid", "0 raise ٣"):
        with pytest.raises(IllegalActionError):
            d.act_all(steps)
    with pytest.raises(InvalidOutcomeError, match=r"unknown combination 'quint of ٦ to K'"):
        Combination.parse("quint of ٦ to K")
    assert Action.parse("raise 7") == Action(Kind.RAISE, amount=7)


# -- card notation ------------------------------------------------------------------------


def test_play_7c_is_refused_not_read_as_the_seven_of_hearts() -> None:
    with pytest.raises(InvalidCardError, match=ITALIAN):
        Action.parse("play 7c")
    d = Deal.start([EX0, EX1], dealer=1, rules=TWO).act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 pass; 1 pass")
    with pytest.raises(InvalidCardError, match=ITALIAN):
        d.act(0, "play 7c")
    assert d.act(0, "play 7C").played == (Card(Rank.SEVEN, Suit.CLUBS),)


def test_every_card_of_the_game_is_read_in_french_notation() -> None:
    with pytest.raises(InvalidCardError, match=ITALIAN):
        hoc.parse_cards("7H 7c")
    with pytest.raises(InvalidCardError, match=r"'Rd' is the Italian spelling of the K of denari"):
        hoc.is_hoc("Rd")
    with pytest.raises(InvalidCardError, match=ITALIAN):
        hoc.point(["7c", "8C"])
    with pytest.raises(InvalidCardError, match=r"'Ac' is the Italian spelling"):
        hoc.sequences("Ac 2c 3c")
    with pytest.raises(InvalidCardError, match=ITALIAN):
        Deal.start([SUITS3[0].replace("7H", "7c"), *SUITS3[1:]], dealer=2)
    with pytest.raises(InvalidCardError, match=r"unknown card notation '1X'; allowed: French: .*like 'KD' or 'K♦'$"):
        Action.parse("play 1X")
    assert hoc.is_hoc("KD") and hoc.card_points("10♥") == 10


# -- Deal.start and Deal.new: InvalidRuleError for every bad argument ----------------------


@pytest.mark.parametrize("dealer", [3, -1, 1.0, True, "0", None])
def test_a_bad_dealer_is_a_rules_error(dealer: object) -> None:
    with pytest.raises(InvalidRuleError, match=r"dealer must be an int in 0 to 2, got "):
        Deal.start(SUITS3, dealer=dealer)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match=r"dealer must be an int in 0 to 2, got "):
        Deal.new(dealer=dealer, rng=1)  # type: ignore[arg-type]
    if dealer is not None:
        with pytest.raises(InvalidRuleError, match=r"dealer \(or None\) must be an int in 0 to 2"):
            hoc.play([hoc.Cautious()] * 3, dealer=dealer, rng=1)  # type: ignore[arg-type]


# -- rules fields -------------------------------------------------------------------------


def test_unknown_rules_fields_are_refused() -> None:
    with pytest.raises(InvalidRuleError, match=r"Rules has no field 'foo'; allowed: 'players', 'hand_size'"):
        Rules(foo=1)  # type: ignore[call-arg]
    with pytest.raises(InvalidRuleError, match=r"Rules has no field 'foo'"):
        Rules().replace(foo=1)
    with pytest.raises(InvalidRuleError, match=r"Rules takes keyword arguments only"):
        Rules(3)  # type: ignore[misc]
    with pytest.raises(InvalidRuleError, match=r"Variant has no field 'colour'"):
        hoc.Variant(name="x", rules=Rules(), colour="red")  # type: ignore[call-arg]
    with pytest.raises(InvalidRuleError, match=r"rules must be a hoc.Rules"):
        hoc.Variant(name="x", rules="three")  # type: ignore[arg-type]


# -- numpy integers ---------------------------------------------------------------------------


def test_numpy_integers_are_accepted_and_stored_as_ints() -> None:
    r = Rules(players=np.int64(2), counters=np.int32(50), raise_cap=np.uint8(10),
              sequence_table=((np.int64(1), 2), (2, 3), (3, 4)), double=np.bool_(False))
    assert r == TWO.replace(counters=50, raise_cap=10)
    assert type(r.players) is int and type(r.counters) is int and type(r.sequence_table[0][0]) is int
    assert Rules(hand_size=np.int64(12), players=2) == Rules.variant("twelve")
    a = Action(Kind.RAISE, amount=np.int64(3))
    assert type(a.amount) is int and a == Action.parse("raise 3")
    d = Deal.start(SUITS3, dealer=np.int64(2), counters=np.array([100, 90, 80]), pools=[np.int8(1), 0, 0],
                   doubled=[np.bool_(True), False, False])
    assert d.dealer == 2 and type(d.dealer) is int and d.counters == (97, 87, 77) and d.pools == (4, 3, 3)
    assert d.doubled == (True, False, False)
    assert d.act(np.int64(0), "raise 2").level == 2
    assert hoc.cards_left_payment(np.int8(3)) == 3 and hoc.hand_odds(np.int64(12)) == hoc.hand_odds(12)
    assert Deal.new(rng=np.int64(5)) == Deal.new(rng=5)


def test_values_read_out_of_a_simulation_can_be_passed_back() -> None:
    sim = hoc.simulate([hoc.Cautious(), hoc.Bold()], rules=TWO, deals=np.int64(3), rng=np.uint8(1))
    seat = np.argmax(sim.per_deal.sum(axis=0))  # a numpy integer
    assert sim.mean(seat) == sim.mean(int(seat))
    seed = sim.per_deal[0, 0] % 7 + 7  # a numpy integer seed
    assert hoc.Deal.new(rules=TWO, dealer=seat, rng=seed) == hoc.Deal.new(rules=TWO, dealer=int(seat), rng=int(seed))
    sample = hoc.sample_hands(np.int64(12), hands=np.int64(100), rng=np.int64(1))
    assert sample.hands == 100 and type(sample.hands) is int
    with pytest.raises(InvalidRuleError, match=r"seat must be an int in 0, 1, got 2"):
        sim.mean(2)


# -- policies ---------------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [object(), None, 5, "cautious", hoc.Cautious, lambda: 1, len])
def test_a_non_policy_is_refused_as_a_policy(bad: object) -> None:
    with pytest.raises(InvalidPolicyError, match=r"the policy of seat 1 must be a callable policy\(view, rng\)"):
        hoc.play_out(Deal.new(rules=TWO, rng=1), [hoc.Cautious(), bad], rng=1)  # type: ignore[list-item]
    with pytest.raises(InvalidPolicyError):
        hoc.simulate([hoc.Cautious(), bad], rules=TWO, deals=1, rng=1)  # type: ignore[list-item]
    with pytest.raises(InvalidPolicyError):
        hoc.play([bad, hoc.Cautious()], rules=TWO, rng=1)  # type: ignore[list-item]


def test_a_wrong_number_of_policies_and_bad_policy_options() -> None:
    with pytest.raises(InvalidRuleError, match=r"policies must be 3 callables, one a seat, got \(Cautious"):
        hoc.simulate((p for p in [hoc.Cautious()]), deals=1, rng=1)
    with pytest.raises(InvalidPolicyError, match=r"point_min must be an int from 0 to 52, got 'x'"):
        hoc.Cautious("x")  # type: ignore[arg-type]
    with pytest.raises(InvalidPolicyError, match=r"raise_by must be an int from 1 to 1000, got 0"):
        hoc.Bold(raise_by=0)
    with pytest.raises(InvalidPolicyError, match=r"bluff must be True or False, got 1"):
        hoc.Bold(bluff=1)  # type: ignore[arg-type]
    # A policy that answers nonsense is refused by the deal, with the deal's error.
    with pytest.raises(IllegalActionError, match=r"unknown action 'fold'"):
        hoc.play_out(Deal.new(rules=TWO, rng=1), [lambda view, rng: "fold"] * 2, rng=1)


# -- records and samples -------------------------------------------------------------------------


def test_hand_samples_refuse_unknown_events_and_bad_odds() -> None:
    s = hoc.sample_hands(12, hands=500, rng=1)
    with pytest.raises(InvalidOutcomeError, match=r"unknown event 'royal'; allowed: 'carte_blanche'"):
        s.frequency("royal")
    with pytest.raises(InvalidOutcomeError, match=r"odds must be the HandOdds of 12-card hands"):
        s.z_scores(hoc.hand_odds(15))
    with pytest.raises(InvalidOutcomeError, match=r"min_expected must be a positive number, got 0"):
        s.z_scores(min_expected=0)
    assert s.z_scores(min_expected=Fraction(5)) == s.z_scores(min_expected=5)
    with pytest.raises(InvalidRuleError, match=r"doubled must be True or False, got \[\]"):
        hoc.payment_table(doubled=[])  # type: ignore[arg-type]


def test_every_error_is_a_project_error() -> None:
    for call in (lambda: Deal.start("AH", dealer=0), lambda: Deal.start(SUITS3, counters=5),
                 lambda: Deal.start(SUITS3, pools={"a": 1}), lambda: Deal.start(SUITS3, doubled=(1, 0, 0)),
                 lambda: Deal.start((h for h in SUITS3[:2])), lambda: hoc.is_carte_blanche(b"AH 2H"),
                 lambda: Deal.replay(SUITS3, 5), lambda: Deal.replay(SUITS3, b"0 bid")):
        with pytest.raises(HazardlibError):
            call()


# -- lighter import ----------------------------------------------------------------------------


def test_the_exact_engine_runs_without_numpy() -> None:
    code = """
import sys
from hazardlib import hoc
odds = hoc.hand_odds(12)
deal = hoc.Deal.start(["KH QH JH 9H 5H 3H KC KS 3D 4D 5D 6D 7C 8C QS",
                       "AS 6S 7S 8S 9S TS 2H 2D 2C 3C 4C 4H 7D 8D TD"], dealer=1, rules=hoc.Rules.variant("two"))
deal = deal.act_all("0 bid; 1 raise 2; 0 hold; 0 bid; 1 raise 3; 0 pass; 1 claim quint to T; 0 raise 2; 1 hold")
deal = deal.act(0, "play 3D").act(0, "without")
assert odds.carte_blanche == hoc.carte_blanche_probability(12) and deal.hold_backs == 1
assert "numpy" not in sys.modules, sorted(m for m in sys.modules if m.startswith("numpy"))
hoc.simulate  # the simulation loads numpy when asked for
assert "numpy" in sys.modules
print("ok")
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr
