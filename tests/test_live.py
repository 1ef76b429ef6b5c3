"""The live-casino game (rules L1 to L7): its rules, its exact return, its best play.

The exact values are checked against an independent program written for
the book's research dossier from the same published quotations (standard
library only, not part of the package: it walks the same game with its own
code), against the dossier's best-play table from that program, against
facts worked out by hand, and against a seeded simulation.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import IllegalActionError, InvalidRuleError, UnknownVariantError

L = sm.LiveRules

#: The independent program's exact values (the dossier's table of readings, section 9.6).
INDEPENDENT = {
    L(): Fraction(-896996835391, 130732371432000),
    L(royal_tie="push"): Fraction(-4528548626881, 633549184632000),
}
#: The same program's returns to four decimals, one for each reading it computed.
INDEPENDENT_RETURNS = {
    L(): "99.3139",
    L(royal_tie="push"): "99.2852",
    L(royal_tie="player_royal_only"): "99.4456",
    L(forced_draw="until_above"): "97.3061",
    L(forced_draw="until_above", royal_tie="push"): "97.3417",
    L(matta_values="whole"): "98.8026",
    L(matta_values="whole", royal_tie="push"): "98.7746",
    L(matta_values="whole", forced_draw="until_above"): "96.4958",
    L(matta_values="whole", forced_draw="until_above", royal_tie="push"): "96.5144",
    L(royal_payout="1:1"): "98.4805",
    L(five_tie="push"): "100.6359",
    L(royal_tie="push", royal_payout="1:1", five_tie="push", dealer_first_matta="to_five"): "99.8274",
}


def test_the_exact_value_matches_an_independent_program() -> None:
    for rules, value in INDEPENDENT.items():
        assert sm.live_solve(rules).value == value


@pytest.mark.parametrize("rules", list(INDEPENDENT_RETURNS), ids=lambda r: str(list(INDEPENDENT_RETURNS).index(r)))
def test_each_reading_returns_what_the_independent_program_found(rules: sm.LiveRules) -> None:
    assert f"{100 * float(sm.live_solve(rules).return_to_player):.4f}" == INDEPENDENT_RETURNS[rules]


def test_the_dealer_s_first_king_reading_changes_nothing() -> None:
    # The king and any one card make 7 or 7½ (or bust, under whole values): the dealer stands either way.
    for base in (L(), L(matta_values="whole")):
        assert sm.live_solve(base).value == sm.live_solve(base.replace(dealer_first_matta="to_five")).value


def test_the_published_return_is_matched_by_the_default_reading_only() -> None:
    matching = [r for r, rtp in INDEPENDENT_RETURNS.items() if rtp.startswith("99.31")]
    assert matching == [L()]
    assert sm.live_solve(sm.LIVE_VARIANTS["playtech"]).value == INDEPENDENT[L()]


def test_the_best_play_is_the_independent_program_s() -> None:
    # The dossier's table: against a figure, draw to 3½, 4 mixed (1 hand draws, 11 stand), draw on
    # 4½, 5 mixed (1 and 17), stand from 5½; against an ace, stand on 3, draw on 3½, stand from 4.
    rows = {(up, total, matta): (d, s, f) for up, total, matta, d, s, f in sm.live_solve().policy_table()}
    assert rows["½", Fraction(4), False][:2] == (1, 11)
    assert rows["½", Fraction(5), False][:2] == (1, 17)
    assert rows["½", Fraction(9, 2), False][1] == 0
    assert all(rows["½", Fraction(k, 2), False][1] == 0 for k in range(1, 8))
    assert all(rows["½", Fraction(k, 2), False][0] == 0 for k in range(11, 16))
    assert rows["1", Fraction(3), False][0] == 0 and rows["1", Fraction(7, 2), False][1] == 0
    assert all(rows["1", Fraction(k, 2), False][0] == 0 for k in range(8, 16))
    # 5 against 5: the first card alone must draw, every other 5 draws by choice ("5 H").
    assert rows["5", Fraction(5), False] == (17, 0, 1)
    assert rows["7", Fraction(7), True][:2] == (12, 58)  # "7 with the matta mixed 12/58": 12 draw, 58 stand


def test_hand_totals_and_compulsory_draws_by_hand() -> None:
    assert sm.live_total("Rd Fc") == Fraction(15, 2)  # the king counts 7 beside a figure
    assert sm.live_total("Rd Ac") == 7  # 1 + 6: the best total not over 7½
    assert sm.live_total("7c Rd") == Fraction(15, 2) and sm.live_total("7c Rd", L(matta_values="whole")) is None
    assert sm.live_total("6c 2d") is None
    assert sm.live_must_draw("Rd", "Fd")  # the king alone always draws
    assert sm.live_must_draw("6c", "Rd") and not sm.live_must_draw("7c", "Rd")  # the dealer's king counts 7
    assert sm.live_must_draw("4c", "5d") and not sm.live_must_draw("5c Fs", "5d")
    assert sm.live_must_draw("5c", "4d", L(forced_draw="until_above")) is False
    assert sm.live_must_draw("4c", "4d", L(forced_draw="until_above"))
    assert sm.live_dealer_draws("Rd") and not sm.live_dealer_draws("Rd 2c")
    assert sm.live_dealer_draws("2c 2d") and not sm.live_dealer_draws("2c 3d")


def test_settlement_by_hand() -> None:
    s = sm.live_settle
    assert s("Rd Fc", "6d Fs Cc") == Fraction(3, 2)  # a Royal paid 3:2
    assert s("7c Fc", "6d") == 1  # a 7 with a figure is an ordinary 7½
    assert s("5c", "5d") == -1 and s("5c", "5d", L(five_tie="push")) == 0
    assert s("5c Fd", "5d Fs") == 0  # other ties push
    assert s("6c", "4d 5s") == 1  # the dealer busts
    assert s("6c 4d", None) == -1  # the player busted first
    assert s("7c Fc", "Rd Fd") == -1 and s("7c Fc", "Rd Fd", L(royal_tie="player_royal_only")) == 0
    assert s("Rd Fc", "7d Fd", L(royal_tie="player_royal_only")) == Fraction(3, 2)
    assert s("Rd Fc", "7d Fd", L(royal_tie="push")) == 0
    assert s("Rd Fc", "Rs Fd Fs") == Fraction(3, 2)


def test_bad_input_is_refused_with_the_rule() -> None:
    with pytest.raises(InvalidRuleError, match="unknown royal_tie 'both'"):
        L(royal_tie="both")
    with pytest.raises(UnknownVariantError, match="allowed: 'playtech', 'sanremo'"):
        L.variant("snai")
    with pytest.raises(InvalidRuleError, match="rules must be a LiveRules"):
        sm.live_solve(sm.DEFAULT)  # type: ignore[arg-type]
    with pytest.raises(IllegalActionError, match="also in the player's hand"):
        sm.live_must_draw("5d", "5d")
    with pytest.raises(IllegalActionError, match="both hands"):
        sm.live_settle("5d 2c", "5d")
    with pytest.raises(IllegalActionError, match="give the dealer's cards"):
        sm.live_settle("5d 2c", None)


def test_a_seeded_simulation_agrees_with_the_exact_value() -> None:
    exact = float(sm.live_solve().value)
    a = sm.live_simulate(rounds=30_000, rng=1)
    b = sm.live_simulate(rounds=30_000, rng=1)
    assert a == b  # seeded: the same rounds
    assert abs(a.mean - exact) < 4 * a.stderr
