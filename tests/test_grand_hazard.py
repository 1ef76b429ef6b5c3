"""Tests of hazardlib.grand_hazard.

Expected edges are worked out by hand in the comments (counts of the 216
throws of three dice), or taken from the sources: Britannica's range of house
percentages, and the edges printed beside a published payout table.
"""

from __future__ import annotations

import itertools
import re
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hazardlib import grand_hazard as gh
from hazardlib.dice import outcomes
from hazardlib.errors import (
    InvalidDiceError,
    InvalidOutcomeError,
    InvalidRuleError,
    InvalidStakeError,
    UnknownVariantError,
)
from hazardlib.grand_hazard import Basis, Bet, BetKind, Payout, Rules

F = Fraction
FOR = Rules.variant("for")
TO = Rules.variant("to")
THREE = list(itertools.product(range(1, 7), repeat=3))  # the 216 throws, listed here
COUNT = {t: sum(sum(x) == t for x in THREE) for t in range(3, 19)}


def test_three_dice_totals_by_brute_force() -> None:
    assert sum(COUNT.values()) == 216
    assert [COUNT[t] for t in range(3, 11)] == [1, 3, 6, 10, 15, 21, 25, 27]
    for t in range(3, 19):
        assert gh.total_probability(t) == F(COUNT[t], 216)


@pytest.mark.parametrize("bad", [2, 19, 10.0, True])
def test_total_outside_3_to_18(bad: object) -> None:
    with pytest.raises(InvalidOutcomeError, match=re.escape(f"total of 3 dice must be an int in 3 to 18, got {bad!r}")):
        gh.total_probability(bad)  # type: ignore[arg-type]


# -- payouts "for" and "to" ---------------------------------------------------------


def test_for_and_to() -> None:
    # "30 for 1 would be more properly expressed as 29 to 1" (the published layout).
    assert Payout.parse("30 for 1").net == Payout.parse("29 to 1").net == 29
    assert Payout.parse("3 to 2").net == F(3, 2)
    assert Payout.parse("5 for 2").net == F(3, 2)
    p = Payout.parse("60 for 1")
    assert (p.odds, p.basis, str(p)) == (60, Basis.FOR, "60 for 1")
    assert eval(repr(p), {"Payout": Payout}) == p


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("60 against 1", "a payout is 'A to B' or 'A for B' with positive ints A and B, got '60 against 1'"),
        ("0 to 1", "got '0 to 1'"),
        ("1.5 to 1", "got '1.5 to 1'"),
        ("1 for 2", "a payout 'for' must return at least the stake (A >= B), got '1 for 2'"),
    ],
)
def test_bad_payouts(text: str, message: str) -> None:
    with pytest.raises(InvalidRuleError, match=re.escape(message)):
        Payout.parse(text)


def test_payout_constructor_checks() -> None:
    with pytest.raises(InvalidRuleError, match="payout odds must be a positive int or Fraction, got 1.5"):
        Payout(1.5, Basis.TO)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match="payout basis must be Basis.TO or Basis.FOR, got 'to'"):
        Payout(F(1), "to")  # type: ignore[arg-type]


# -- bets ------------------------------------------------------------------------


def test_bet_notation_round_trips() -> None:
    for bet in gh.BETS:
        assert Bet.parse(str(bet)) == bet
        assert eval(repr(bet), {"Bet": Bet}) == bet
    assert len(gh.BETS) == 14 + 4 + 1 + 6 + 6


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("total 3", "total bet must be an int in 4 to 17, got 3"),
        ("total 18", "total bet must be an int in 4 to 17, got 18"),
        ("raffle 7", "raffle bet must be an int in 1 to 6, got 7"),
        ("number x", "number bet must be an int in 1 to 6, got 'x'"),
        ("high 3", "unknown bet 'high 3'; allowed: 'total N' (4 to 17)"),
        ("big", "unknown bet 'big'"),
    ],
)
def test_bad_bets(text: str, message: str) -> None:
    with pytest.raises(InvalidOutcomeError, match=re.escape(message)):
        Bet.parse(text)


def test_bet_constructor_checks() -> None:
    with pytest.raises(InvalidOutcomeError, match="a high bet takes no number, got 3"):
        Bet(BetKind.HIGH, 3)


def test_matches() -> None:
    assert gh.matches("total 10", "6-3-1") == 1
    assert gh.matches("low", "3-3-3") == 0  # a raffle: even bets lose
    assert gh.matches("low", "3-3-3", rules=FOR.replace(even_bets_lose_on_raffles=False)) == 1
    assert gh.matches("odd", "1-1-3") == 1 and gh.matches("even", "1-1-3") == 0
    assert gh.matches("any-raffle", "4-4-4") == 1 and gh.matches("raffle 4", "5-5-5") == 0
    assert [gh.matches("number 2", t) for t in ("2-1-1", "2-2-1", "2-2-2", "1-1-1")] == [1, 2, 3, 0]


@pytest.mark.parametrize("throw", ["3-4", "1-2-3-4", 7])
def test_throw_must_have_three_dice(throw: object) -> None:
    with pytest.raises(InvalidDiceError, match="grand hazard is thrown with three dice"):
        gh.matches("high", throw)  # type: ignore[arg-type]


# -- exact house edges ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("bet", "edge"),
    [
        # Totals paid "for": edge = 1 - payout * count / 216.
        ("total 4", 1 - F(60 * 3, 216)),  # 1/6
        ("total 5", 1 - F(30 * 6, 216)),  # 1/6
        ("total 6", 1 - F(18 * 10, 216)),  # 1/6
        ("total 7", 1 - F(12 * 15, 216)),  # 1/6
        ("total 8", 1 - F(8 * 21, 216)),  # 2/9
        ("total 9", 1 - F(6 * 25, 216)),  # 11/36
        ("total 10", 1 - F(6 * 27, 216)),  # 1/4
        ("total 17", 1 - F(60 * 3, 216)),
        # Even bets at 1 to 1: 105 winning throws (108 minus the 3 raffles).
        ("high", 1 - F(2 * 105, 216)),  # 1/36
        ("odd", 1 - F(2 * 105, 216)),
        ("any-raffle", 1 - F(30 * 6, 216)),
        ("raffle 6", 1 - F(180, 216)),
        # Chuck-a-luck: (75 * 1 + 15 * 2 + 1 * 3 - 125) / 216 = -17/216.
        ("number 4", F(17, 216)),
    ],
)
def test_house_edges_by_hand(bet: str, edge: Fraction) -> None:
    assert gh.house_edge(bet) == edge


def test_published_edges() -> None:
    # The layout prints edges 16.666 (totals 4-7), 22.222 (8), 25 (10) and
    # 7.8703 (single numbers) for the "for" table, and 15.278 (total 4) and
    # 18.981 (total 9) read "to": all agree with the exact values.
    printed_for = {"total 4": 16.666, "total 7": 16.666, "total 8": 22.222, "total 10": 25.0, "number 1": 7.8703}
    for bet, pct in printed_for.items():
        assert abs(100 * float(gh.house_edge(bet)) - pct) < 0.001
    assert abs(100 * float(gh.house_edge("total 4", rules=TO)) - 15.278) < 0.001
    assert abs(100 * float(gh.house_edge("total 9", rules=TO)) - 18.981) < 0.001
    for bet, pct in {"total 5": 13.889, "total 6": 12.037, "total 8": 12.5, "total 10": 12.5}.items():
        assert abs(100 * float(gh.house_edge(bet, rules=TO)) - pct) < 0.001
    # Two printed edges are wrong: 30.333 for total 9 paid "6 for 1" (exact:
    # 1 - 6 * 25/216 = 11/36 = 30.556 %) and 9.684 for total 7 paid "12 to 1"
    # (exact: 1 - 13 * 15/216 = 7/72 = 9.722 %).
    assert gh.house_edge("total 9") == F(11, 36)
    assert abs(100 * float(F(11, 36)) - 30.333) > 0.2
    assert gh.house_edge("total 7", rules=TO) == F(7, 72)
    assert abs(100 * float(F(7, 72)) - 9.684) > 0.03


def test_britannica_range_3_to_31_percent() -> None:
    # Britannica: "from 3 percent to as high as 31 percent on the various bets".
    edges = gh.house_edges()
    assert round(100 * float(min(edges.values()))) == 3
    assert round(100 * float(max(edges.values()))) == 31


def test_fair_table_has_no_edge_and_to_table_is_kinder() -> None:
    assert set(gh.house_edges(rules=gh.fair_rules()).values()) == {0}
    assert set(gh.house_edges(rules=gh.fair_rules(even_bets_lose_on_raffles=False)).values()) == {0}
    for bet in gh.BETS:
        assert gh.house_edge(bet, rules=TO) <= gh.house_edge(bet, rules=FOR)


def test_even_bets_without_the_raffle_rule_are_fair() -> None:
    rules = FOR.replace(even_bets_lose_on_raffles=False)
    assert gh.house_edge("high", rules=rules) == 0 == gh.house_edge("even", rules=rules)


@given(
    totals=st.lists(st.integers(1, 100), min_size=14, max_size=14),
    basis=st.sampled_from(["to", "for"]),
    other=st.lists(st.integers(1, 200), min_size=7, max_size=7),
    raffle_rule=st.booleans(),
)
@settings(max_examples=25, deadline=None)
def test_expected_return_is_the_mean_settlement(
    totals: list[int], basis: str, other: list[int], raffle_rule: bool
) -> None:
    rules = Rules(
        totals=tuple(f"{v} {basis} 1" for v in totals),  # type: ignore[arg-type]
        high_low=f"{other[0]} to 1",  # type: ignore[arg-type]
        odd_even=f"{other[1]} for 1",  # type: ignore[arg-type]
        any_raffle=f"{other[2]} {basis} 1",  # type: ignore[arg-type]
        raffle=f"{other[3]} {basis} 1",  # type: ignore[arg-type]
        number=tuple(f"{v} to 1" for v in other[4:]),  # type: ignore[arg-type]
        even_bets_lose_on_raffles=raffle_rule,
    )
    for bet in gh.BETS:
        mean = sum((gh.settle(bet, "-".join(map(str, t)), 1, rules=rules) for t in THREE), F(0)) / 216
        assert gh.expected_return(bet, rules=rules) == mean


# -- settlement ----------------------------------------------------------------------


def test_settle() -> None:
    assert gh.settle("total 4", "2-1-1", 10) == 590  # 60 for 1: 600 paid, stake included
    assert gh.settle("total 4", "2-1-1", 10, rules=TO) == 600  # 60 to 1: 600 and the stake
    assert gh.settle("total 4", "2-2-1", 10) == -10
    assert gh.settle("number 6", "6-6-6", F(1, 2)) == F(3, 2)
    assert gh.settle(Bet.parse("high"), outcomes(3)[-1], 1) == -1  # 6-6-6 is a raffle


@pytest.mark.parametrize("bad", [2.5, -1, True])
def test_settle_rejects_bad_stakes(bad: object) -> None:
    with pytest.raises(InvalidStakeError, match=re.escape(f"stake must be a non-negative int or Fraction, got {bad!r}")):
        gh.settle("high", "1-2-3", bad)  # type: ignore[arg-type]


# -- rules ---------------------------------------------------------------------------


def test_unknown_table() -> None:
    with pytest.raises(UnknownVariantError, match="unknown variant 'vegas'; allowed: 'for', 'to'"):
        Rules.variant("vegas")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"totals": ("60 for 1",) * 13}, "totals must give 14 payouts (totals 4 to 17), got 13"),
        ({"high_low": 2}, "high_low must be a Payout or its notation like '60 for 1', got 2"),
        ({"number": ("1 to 1",)}, "number must give 3 payouts (one, two, three dice showing it), got ('1 to 1',)"),
        ({"even_bets_lose_on_raffles": 1}, "even_bets_lose_on_raffles must be True or False, got 1"),
    ],
)
def test_rules_reject_bad_fields(changes: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRuleError, match=re.escape(message)):
        FOR.replace(**changes)


def test_rules_checked_in_functions() -> None:
    with pytest.raises(InvalidRuleError, match=r"rules must be a grand_hazard.Rules.*got 'for'"):
        gh.house_edge("high", rules="for")  # type: ignore[arg-type]
    with pytest.raises(InvalidOutcomeError, match="bet must be a Bet or its notation like 'total 9', got 9"):
        gh.house_edge(9)  # type: ignore[arg-type]


def test_table_sources_are_in_the_bibliography() -> None:
    from pathlib import Path

    bib = (Path(__file__).resolve().parent.parent / "book" / "references.bib").read_text(encoding="utf-8")
    keys = set(re.findall(r"^@\w+\{([^,]+),", bib, re.M))
    assert set(gh.VARIANT_SOURCES) == set(gh.VARIANTS)
    for sources in gh.VARIANT_SOURCES.values():
        assert sources and set(sources) <= keys


# -- bad input: the project's errors, and numpy integers accepted ---------------------


@pytest.mark.parametrize("text", ["² for 1", "٣ to 1", "60 for ²", "6 to ३"])
def test_payouts_in_other_scripts_digits_are_refused(text: str) -> None:
    with pytest.raises(InvalidRuleError, match=re.escape(f"payout {text!r}: A and B must be written in the digits 0 to 9")):
        Payout.parse(text)


@pytest.mark.parametrize(("text", "token"), [("total ²", "²"), ("number ٣", "٣"), ("raffle ६", "६")])
def test_bets_in_other_scripts_digits_are_refused(text: str, token: str) -> None:
    kind = text.split()[0]
    with pytest.raises(InvalidOutcomeError, match=re.escape(f"{kind} bet must be written in the digits 0 to 9, got {token!r}")):
        Bet.parse(text)


def test_rules_refuse_unknown_and_missing_fields() -> None:
    with pytest.raises(InvalidRuleError, match="Rules has no field 'foo'; allowed: 'totals', 'high_low'"):
        FOR.replace(foo=1)
    with pytest.raises(InvalidRuleError, match="Rules has no field 'foo'"):
        Rules(foo=1)  # type: ignore[call-arg]
    with pytest.raises(InvalidRuleError, match="Rules needs the field.s. 'totals', 'high_low'"):
        Rules()  # type: ignore[call-arg]


def test_numpy_values_are_accepted_and_stored_as_python_values() -> None:
    import numpy as np

    bet = Bet(BetKind.TOTAL, np.int64(9))
    assert type(bet.value) is int and bet == Bet.parse("total 9")
    assert Payout(np.int64(6), Basis.FOR) == Payout.parse("6 for 1")
    assert gh.total_probability(np.int8(10)) == F(1, 8)
    assert gh.settle("total 4", "1-1-2", np.int64(10)) == 590
    assert FOR.payout(Bet.parse("number 5"), np.int64(2)) == Payout.parse("2 to 1")
    assert gh.fair_rules(even_bets_lose_on_raffles=np.bool_(False)) == gh.fair_rules(even_bets_lose_on_raffles=False)
    assert FOR.replace(even_bets_lose_on_raffles=np.bool_(False)).even_bets_lose_on_raffles is False


def test_payout_of_a_bet_that_wins_once_needs_matched_1() -> None:
    assert FOR.payout(Bet.parse("high"), 1) == Payout.parse("1 to 1")
    with pytest.raises(InvalidOutcomeError, match="a total bet wins once: matched must be 1, got 3"):
        FOR.payout(Bet.parse("total 9"), 3)
    with pytest.raises(InvalidOutcomeError, match="dice matched must be an int in 1 to 3, got 4"):
        FOR.payout(Bet.parse("number 2"), 4)


def test_a_generator_of_payouts_is_read_once() -> None:
    table = FOR.replace(totals=(p for p in FOR.totals))
    assert table == FOR
