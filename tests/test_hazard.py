"""Tests of hazardlib.hazard.

Expected values come from the sources (quoted in comments), from arithmetic
done by hand in the comments, or from a second method written here (brute
force over the 36 throws, or an absorbing Markov chain built from the play
code rather than the analysis code).
"""

from __future__ import annotations

import random
import re
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hazardlib import hazard
from hazardlib.dice import Throw, outcomes
from hazardlib.errors import (
    HazardlibError,
    IllegalActionError,
    InvalidDiceError,
    InvalidOutcomeError,
    InvalidRuleError,
    InvalidStakeError,
    UnknownVariantError,
)
from hazardlib.hazard import Opening, Result, Round, Rules, Session

F = Fraction
W = {t: 6 - abs(t - 7) for t in range(2, 13)}  # ways of each total, counted by hand
BIB = Path(__file__).resolve().parent.parent / "book" / "references.bib"

ENGLISH = Rules.variant("english")
TRUE_ODDS = Rules(settlement="true-odds")  # the whole stake at the odds: the older Wikipedia revision
STRICT = Rules(passing="three-throw-outs")  # any other round breaks a run of throw-outs
WIN_BREAKS = Rules(passing="three-throw-outs-win-breaks")  # only a win breaks it
DIRECT = Rules(nicks="direct")
THROWN = Rules.variant("hoyle")
SEVEN = Rules.variant("home-seven")

# The table of the English encyclopedia article (source 003), typed from it.
SOURCE_TABLE = {
    5: ({5}, {2, 3, 11, 12}),
    6: ({6, 12}, {2, 3, 11}),
    7: ({7, 11}, {2, 3, 12}),
    8: ({8, 12}, {2, 3, 11}),
    9: ({9}, {2, 3, 11, 12}),
}

# The setter's odds table of the same article, typed from it: main -> chances 4..10.
SOURCE_ODDS = {
    5: ["4/3", None, "4/5", "2/3", "4/5", "1/1", "4/3"],
    6: ["5/3", "5/4", None, "5/6", "1/1", "5/4", "5/3"],
    7: ["2/1", "3/2", "6/5", None, "6/5", "3/2", "2/1"],
    8: ["5/3", "5/4", "1/1", "5/6", None, "5/4", "5/3"],
    9: ["4/3", "1/1", "4/5", "2/3", "4/5", None, "4/3"],
}


# -- the opening throw -------------------------------------------------------


@pytest.mark.parametrize("main", range(5, 10))
def test_nick_out_table_is_the_sources_table(main: int) -> None:
    nick_set, out_set = SOURCE_TABLE[main]
    assert set(hazard.nicks(main)) == nick_set
    assert set(hazard.outs(main)) == out_set
    # Hoyle: a chance "may be any above three, and not exceeding ten".
    assert set(hazard.chances(main)) == set(range(4, 11)) - nick_set
    for total in range(2, 13):
        expected = (
            Opening.NICK if total in nick_set else Opening.OUT if total in out_set else Opening.CHANCE
        )
        assert hazard.opening(main, total) is expected


@pytest.mark.parametrize("main", range(5, 10))
def test_direct_nicks_only_the_main_nicks_and_11_12_are_out(main: int) -> None:
    assert hazard.nicks(main, rules=DIRECT) == (main,)
    assert hazard.outs(main, rules=DIRECT) == (2, 3, 11, 12)
    assert set(hazard.chances(main, rules=DIRECT)) == set(range(4, 11)) - {main}


def test_britannica_and_compleat_gamester_quotes() -> None:
    # Britannica 1911: "six and twelve are nicks to six, seven and eleven to seven".
    assert hazard.opening(6, 12) is Opening.NICK and hazard.opening(7, 11) is Opening.NICK
    # Compleat Gamester: "12 is out to 9, 7, and 5, and 11 is out to 9, 8, 6, and 5".
    assert all(hazard.opening(m, 12) is Opening.OUT for m in (9, 7, 5))
    assert all(hazard.opening(m, 11) is Opening.OUT for m in (9, 8, 6, 5))


def test_nick_out_table_rows() -> None:
    rows = hazard.nick_out_table()
    assert [r[0] for r in rows] == [5, 6, 7, 8, 9]
    assert rows[2] == (7, (7, 11), (2, 3, 12), (4, 5, 6, 8, 9, 10))
    assert hazard.nick_out_table(rules=SEVEN) == [rows[2]]


def test_opening_enum_reprs_rebuild() -> None:
    assert repr(Opening.NICK) == "Opening.NICK" and str(Opening.OUT) == "out"
    assert eval(repr(Result.WIN), {"Result": Result}) is Result.WIN


@pytest.mark.parametrize("bad", [4, 10, 0, 7.0, True, "7", None])
def test_opening_rejects_bad_main(bad: object) -> None:
    with pytest.raises(InvalidOutcomeError, match=re.escape(f"main must be an int in 5 to 9, got {bad!r}")):
        hazard.opening(bad, 7)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [1, 13, 7.0, False])
def test_opening_rejects_bad_total(bad: object) -> None:
    with pytest.raises(InvalidOutcomeError, match=re.escape(f"2 to 12, got {bad!r}")):
        hazard.opening(7, bad)  # type: ignore[arg-type]


def test_locked_main_rejects_other_mains() -> None:
    with pytest.raises(InvalidOutcomeError, match=r"main \(locked to 7\) must be an int in 7, got 6"):
        hazard.opening(6, 7, rules=SEVEN)
    with pytest.raises(InvalidOutcomeError, match="got 6"):
        hazard.caster_win_probability(6, rules=SEVEN)


def test_called_main_is_required() -> None:
    with pytest.raises(InvalidOutcomeError, match="the caster calls the main: main must be an int in 5 to 9, got None"):
        hazard.caster_win_probability()
    with pytest.raises(InvalidOutcomeError, match="the caster calls the main"):
        Round.start()


def test_rules_argument_checked() -> None:
    with pytest.raises(InvalidRuleError, match=r"rules must be a hazard.Rules.*got 'english'"):
        hazard.opening(7, 7, rules="english")  # type: ignore[arg-type]


# -- rules and variants --------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value", "allowed"),
    [
        ("main", "chosen", "'called', 'thrown', 'seven'"),
        ("main", 7, "'called', 'thrown', 'seven'"),
        ("nicks", True, "'english', 'direct'"),
        ("passing", 3.0, "'three-losses', 'three-throw-outs', 'three-throw-outs-win-breaks', 'rotation'"),
        ("settlement", None, "'true-odds', 'even-money', 'pot'"),
    ],
)
def test_rules_reject_bad_fields(field: str, value: object, allowed: str) -> None:
    with pytest.raises(InvalidRuleError, match=re.escape(f"{field} must be one of {allowed}, got {value!r}")):
        Rules(**{field: value})  # type: ignore[arg-type]


def test_rules_accept_members_and_strings_and_repr_rebuilds() -> None:
    assert Rules(main="thrown") == Rules(main=hazard.MainRule.THROWN)
    custom = Rules(main="thrown", passing="rotation")
    assert eval(repr(custom), {"Rules": Rules}) == custom
    for name in hazard.VARIANTS:
        r = Rules.variant(name)
        # pall-mall has the rules of english (two groups of sources, one set of rules).
        assert repr(r) == f"Rules.variant({'english' if name == 'pall-mall' else name!r})"
        assert eval(repr(r), {"Rules": Rules}) == r


def test_the_default_is_even_money_and_the_seed_article_a_variant() -> None:
    assert Rules().settlement is hazard.Settlement.EVEN_MONEY
    for name in ("english", "pall-mall", "hoyle"):
        assert Rules.variant(name).settlement is hazard.Settlement.EVEN_MONEY, name
    assert Rules.variant("pall-mall") == Rules.variant("english")
    assert Rules.variant("pall-mall").passing is hazard.Passing.THREE_LOSSES
    seed = hazard.variant("wikipedia-seed")
    assert seed.rules == TRUE_ODDS and seed.sources == ("wikipedia-en-hazard-seed",)


def test_variants_cite_known_keys_and_assumed_is_the_books_choice() -> None:
    keys = set(re.findall(r"^@\w+\{([^,]+),", BIB.read_text(encoding="utf-8"), re.M))
    rules = [v.rules for v in hazard.VARIANTS.values() if v.name != "pall-mall"]
    assert len(set(rules)) == len(rules)
    assert hazard.variant("hoyle").assumed == ("passing",)
    assert hazard.variant("french").assumed == ("main", "passing", "settlement")
    assert hazard.variant("english").assumed == ()
    for v in hazard.VARIANTS.values():
        assert v.sources and set(v.sources) <= keys, v.name
        assert set(v.assumed) <= {"main", "nicks", "passing", "settlement"}
    for option, sources in hazard.OPTION_SOURCES.items():
        assert sources and set(sources) <= keys, option
    members = [*hazard.MainRule, *hazard.NickTable, *hazard.Passing, *hazard.Settlement]
    assert set(hazard.OPTION_SOURCES) == set(members)


def test_unknown_variant() -> None:
    with pytest.raises(UnknownVariantError, match=r"unknown variant 'vegas'; allowed: 'english', 'pall-mall'"):
        Rules.variant("vegas")
    with pytest.raises(UnknownVariantError, match="unknown variant 3"):
        hazard.variant(3)  # type: ignore[arg-type]


def test_all_errors_are_value_errors() -> None:
    assert issubclass(HazardlibError, ValueError)


# -- odds ------------------------------------------------------------------------


@pytest.mark.parametrize("main", range(5, 10))
def test_setter_odds_are_the_articles_table(main: int) -> None:
    for chance, text in zip(range(4, 11), SOURCE_ODDS[main]):
        if text is None:
            with pytest.raises(InvalidOutcomeError, match=f"a chance to main {main} must be"):
                hazard.setter_odds(main, chance)
        else:
            assert hazard.setter_odds(main, chance) == F(text)
    assert hazard.setter_odds_table()[main] == {
        c: F(t) for c, t in zip(range(4, 11), SOURCE_ODDS[main]) if t is not None
    }


def test_worked_payouts_of_the_article() -> None:
    # "with a stake of £10, a main of 7 and a chance of 5 ... £15 (3/2 × £10)"
    assert 10 * hazard.setter_odds(7, 5) == 15
    # "a main of 5 and a chance of 6, he could win £8 (4/5 × £10)"
    assert 10 * hazard.setter_odds(5, 6) == 8
    # The older revision said main 7, chance 4 wins £15; by its own table (2/1) it is £20.
    assert 10 * hazard.setter_odds(7, 4) == 20 != 15


def test_worked_payouts_through_a_played_round() -> None:
    # The seed article's examples pay the whole stake at the odds.
    won_on_5 = Round.replay("4-1 6-6 5-5 2-3", main=7, rules=TRUE_ODDS)  # chance 5, then 12, 10, 5
    assert (won_on_5.chance, won_on_5.result) == (5, Result.WIN)
    assert hazard.caster_net(won_on_5, 10) == 15
    won_on_6 = Round.replay("3-3 1-5", main=5, rules=TRUE_ODDS)
    assert hazard.caster_net(won_on_6, 10) == 8
    # By default the stake is paid at even money; the same odds are a further bet.
    assert hazard.caster_net(Round.replay("4-1 6-6 5-5 2-3", main=7), 10) == 10
    assert hazard.caster_net(Round.replay("4-1 6-6 5-5 2-3", main=7), 10, odds_bet=10) == 10 + 15


def test_britannica_and_pall_mall_odds() -> None:
    # Britannica: main 7, chance 4: "six to three, or two to one, are the correct odds".
    assert hazard.setter_odds(7, 4) == F(6, 3) == 2
    # Pall Mall Gazette: winning with 5, losing with 7: "3 to 2 against him" ...
    assert hazard.setter_odds(7, 5) == F(3, 2)
    # ... and calling 5, throwing 7: "odds of 3 to 2 IN HIS FAVOUR".
    p = hazard.chance_win_probability(5, 7)
    assert p / (1 - p) == F(3, 2)


@pytest.mark.parametrize(("main", "chance"), [(7, 7), (7, 11), (7, 3), (6, 12), (4, 5), (7, 5.0)])
def test_setter_odds_rejects_bad_pairs(main: object, chance: object) -> None:
    with pytest.raises(InvalidOutcomeError, match=re.escape(f"got {chance if main != 4 else main!r}")):
        hazard.setter_odds(main, chance)  # type: ignore[arg-type]


@pytest.mark.parametrize("main", range(5, 10))
def test_chance_phase_is_a_fair_bet_at_true_odds(main: int) -> None:
    for c in hazard.chances(main):
        p = hazard.chance_win_probability(main, c)
        assert p == F(W[c], W[c] + W[main])
        assert p * hazard.setter_odds(main, c) - (1 - p) == 0


# -- exact probabilities -----------------------------------------------------------


def by_hand(main: int, nick_set: set[int], out_set: set[int]) -> Fraction:
    """P(win) from a nick/out table, written out from first principles."""
    p = sum((F(W[t], 36) for t in nick_set), F(0))
    for c in set(range(2, 13)) - nick_set - out_set:
        p += F(W[c], 36) * F(W[c], W[c] + W[main])
    return p


def markov_from_play(main: int | None, rules: Rules) -> Fraction:
    """P(win) by an absorbing Markov chain whose transitions come from Round.throw.

    States are the rounds reached (keyed by main, chance and opening); each of
    the 36 throws is applied with the play code. Solved exactly by Gaussian
    elimination written here.
    """
    start = Round.start(main, rules=rules)

    def key(r: Round) -> tuple[object, ...]:
        return (r.main, r.chance, r.opening, r.result)

    states: dict[tuple[object, ...], Round] = {key(start): start}
    order = [key(start)]
    i = 0
    while i < len(order):
        r = states[order[i]]
        if not r.decided:
            for t in outcomes(2):
                nxt = r.throw(t)
                if key(nxt) not in states:
                    states[key(nxt)] = nxt
                    order.append(key(nxt))
        i += 1
    live = [k for k in order if not states[k].decided]
    n = len(live)
    pos = {k: j for j, k in enumerate(live)}
    a = [[F(int(i == j)) for j in range(n)] + [F(0)] for i in range(n)]
    for i, k in enumerate(live):
        for t in outcomes(2):
            nxt = states[k].throw(t)
            if nxt.result is Result.WIN:
                a[i][n] += F(1, 36)
            elif nxt.result is None:
                a[i][pos[key(nxt)]] -= F(1, 36)
    for col in range(n):
        piv = next(r for r in range(col, n) if a[r][col] != 0)
        a[col], a[piv] = a[piv], a[col]
        a[col] = [x / a[col][col] for x in a[col]]
        for r in range(n):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [x - f * y for x, y in zip(a[r], a[col])]
    return a[0][n]


def test_main_7_is_the_craps_figure() -> None:
    # 7 or 11 (8 ways) win at once; chances 4/10, 5/9, 6/8 win w.p. 3/9, 4/10, 5/11:
    # 8/36 + 2 * (3/36 * 3/9 + 4/36 * 4/10 + 5/36 * 5/11) = 244/495.
    hand = F(8, 36) + 2 * (F(3, 36) * F(3, 9) + F(4, 36) * F(4, 10) + F(5, 36) * F(5, 11))
    assert hand == F(244, 495)
    assert hazard.caster_win_probability(7) == F(244, 495)


def test_chambers_7295_to_6961_is_exact() -> None:
    # Chambers: the odds for a main of 6 or 8 are "7,295 to 6,961, or 22 to 21 nearly".
    for main in (6, 8):
        assert hazard.odds_against(main) == F(7295, 6961)
        assert hazard.caster_win_probability(main) == F(6961, 7295 + 6961)
    assert abs(float(F(7295, 6961)) - 22 / 21) < 0.001  # "nearly"


@pytest.mark.parametrize("main", range(5, 10))
def test_win_probability_three_ways(main: int) -> None:
    nick_set, out_set = SOURCE_TABLE[main]
    exact = hazard.caster_win_probability(main)
    assert exact == by_hand(main, nick_set, out_set)
    assert exact == markov_from_play(main, ENGLISH)
    direct = hazard.caster_win_probability(main, rules=DIRECT)
    assert direct == by_hand(main, {main}, {2, 3, 11, 12})
    assert direct == markov_from_play(main, DIRECT)


def test_main_5_by_hand() -> None:
    # Nick 5 (4 ways); chances 4, 6, 7, 8, 9, 10 against 5's 4 ways.
    hand = F(4, 36) + (
        F(3, 36) * F(3, 7) + F(5, 36) * F(5, 9) + F(6, 36) * F(6, 10)
        + F(5, 36) * F(5, 9) + F(4, 36) * F(4, 8) + F(3, 36) * F(3, 7)
    )
    assert hazard.caster_win_probability(5) == hazard.caster_win_probability(9) == hand


def test_seven_is_the_best_main_to_call() -> None:
    # Pall Mall Gazette: "many prefer 7"; Britannica: "Seven is the best main".
    p = {m: hazard.caster_win_probability(m) for m in range(5, 10)}
    assert max(p, key=lambda m: p[m]) == 7
    assert p[5] == p[9] and p[6] == p[8] and p[6] < p[5] < p[7]


def craps_pass_line() -> Fraction:
    """The craps pass line from the craps rules, counted over the 36 throws."""
    two = [a + b for a in range(1, 7) for b in range(1, 7)]
    p = F(sum(t in (7, 11) for t in two), 36)
    for point in (4, 5, 6, 8, 9, 10):
        hits, sevens = two.count(point), two.count(7)
        p += F(hits, 36) * F(hits, hits + sevens)
    return p


def test_locked_seven_is_the_craps_pass_line() -> None:
    assert craps_pass_line() == F(244, 495)
    assert hazard.caster_win_probability(rules=SEVEN) == craps_pass_line()
    assert hazard.craps_pass_line_probability() == craps_pass_line()
    assert markov_from_play(None, SEVEN) == F(244, 495)
    # Not with direct nicks: 11 is then out, and the game is no longer craps.
    assert hazard.caster_win_probability(rules=SEVEN.replace(nicks="direct")) == F(244, 495) - F(2, 36) * 1


def test_thrown_main_overall() -> None:
    # The main is the first total from 5 to 9: weights 4, 5, 6, 5, 4 out of 24.
    expected = sum((F(W[m], 24) * hazard.caster_win_probability(m) for m in range(5, 10)), F(0))
    assert hazard.caster_win_probability(rules=THROWN) == expected
    assert markov_from_play(None, THROWN) == expected
    # Given the main thrown, the round is as if it had been called.
    assert hazard.caster_win_probability(6, rules=THROWN) == F(6961, 14256)
    with pytest.raises(InvalidOutcomeError, match="under the thrown-main rule the main comes from the dice"):
        Round.start(7, rules=THROWN)


def test_opening_probabilities() -> None:
    p = hazard.opening_probabilities(6)
    assert p == {Opening.NICK: F(6, 36), Opening.OUT: F(5, 36), Opening.CHANCE: F(25, 36)}
    assert sum(hazard.opening_probabilities(rules=THROWN).values()) == 1


# -- expectations ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("main", "nick_minus_out"),
    # True odds: the chance phase is fair, so E = P(nick) - P(out), counted by hand.
    [(5, F(4 - 6, 36)), (6, F(6 - 5, 36)), (7, F(8 - 4, 36)), (8, F(6 - 5, 36)), (9, F(4 - 6, 36))],
)
def test_expected_value_true_odds(main: int, nick_minus_out: Fraction) -> None:
    assert hazard.expected_value(1, main, rules=TRUE_ODDS) == nick_minus_out
    assert hazard.expected_value(36, main, rules=TRUE_ODDS) == 36 * nick_minus_out


def test_expected_value_true_odds_by_enumeration() -> None:
    # Second method: sum over the opening throw and the chance's two endings.
    total = F(0)
    for t in range(2, 13):
        op = hazard.opening(7, t)
        if op is Opening.NICK:
            total += F(W[t], 36)
        elif op is Opening.OUT:
            total -= F(W[t], 36)
        else:
            p = F(W[t], W[t] + 6)
            total += F(W[t], 36) * (p * F(6, W[t]) - (1 - p))
    assert hazard.expected_value(1, 7, rules=TRUE_ODDS) == total == F(1, 9)


@pytest.mark.parametrize("settlement", ["even-money", "pot"])
def test_expected_value_even_money(settlement: str) -> None:
    rules = Rules(settlement=settlement)
    # 244/495 - 251/495 = -7/495
    assert hazard.expected_value(1, 7, rules=rules) == F(-7, 495)
    assert hazard.expected_value(495, 7, rules=rules) == -7


@pytest.mark.parametrize("main", range(5, 10))
def test_expected_value_of_the_default_is_2p_minus_1(main: int) -> None:
    # The default pays the stake at even money: E = 2p - 1, p from the nick/out table by hand.
    p = by_hand(main, *SOURCE_TABLE[main])
    assert hazard.expected_value(1, main) == 2 * p - 1
    # The figures of the dossier: main 5 and 9 -43/2835, 6 and 8 -167/7128, 7 -7/495.
    assert hazard.expected_value(1, main) == {5: F(-43, 2835), 6: F(-167, 7128), 7: F(-7, 495)}[min(main, 14 - main)]


def test_the_setter_is_ahead_most_at_6_and_8_as_chambers_says() -> None:
    # "The setter, on the whole, has slightly the advantage of the caster, especially if 6 or 8 be the main":
    # true of even money (every main negative, 6 and 8 the worst), false of true odds on the whole stake.
    even = {m: hazard.expected_value(1, m) for m in range(5, 10)}
    assert all(e < 0 for e in even.values()) and min(even, key=even.__getitem__) in (6, 8)
    assert hazard.expected_value(1, 7, rules=TRUE_ODDS) > 0 and hazard.expected_value(1, 6, rules=TRUE_ODDS) > 0


@pytest.mark.parametrize("bad", [2.5, -1, True, "10", None])
def test_expected_value_rejects_bad_stake(bad: object) -> None:
    with pytest.raises(InvalidStakeError, match=re.escape(f"got {bad!r}")):
        hazard.expected_value(bad, 7)  # type: ignore[arg-type]


# -- throws per round ---------------------------------------------------------------


def test_expected_throws_main_7() -> None:
    # 1 + sum over chances of ways(c) / (ways(c) + 6):
    # 1 + 2 * (3/9 + 4/10 + 5/11) = 1 + 2 * 196/165 = 557/165 (the craps figure).
    assert hazard.expected_throws(7) == 1 + 2 * (F(3, 9) + F(4, 10) + F(5, 11)) == F(557, 165)
    assert hazard.expected_throws(rules=SEVEN) == F(557, 165)


@pytest.mark.parametrize("rules", [ENGLISH, DIRECT, THROWN])
def test_throws_distribution_sums_and_mean(rules: Rules) -> None:
    main = None if rules.main is hazard.MainRule.THROWN else 6
    dist = hazard.throws_distribution(400, main, rules=rules)
    tail = 1 - sum(dist.values())
    assert 0 <= tail < F(1, 10**30)  # the slowest phase ends w.p. 7/36 a throw: (29/36)**400 < 1e-37
    mean = sum(n * p for n, p in dist.items())
    assert abs(mean - hazard.expected_throws(main, rules=rules)) < F(1, 10**25)
    assert all(p >= 0 for p in dist.values())


def test_throws_probability_small_cases_by_hand() -> None:
    # Main 7: decided on the first throw w.p. 12/36 (nicks 8 + outs 4).
    assert hazard.throws_probability(1, 7) == F(12, 36)
    # Thrown main: the first throw sets it (24/36), the second decides (12/36 for 7 ...).
    p1 = sum((F(W[m], 36) * F(36 - sum(W[c] for c in hazard.chances(m)), 36) for m in range(5, 10)), F(0))
    assert hazard.throws_probability(1, rules=THROWN) == 0
    assert hazard.throws_probability(2, rules=THROWN) == p1
    assert hazard.expected_throws(rules=THROWN) == F(3, 2) + sum(
        (F(W[m], 24) * hazard.expected_throws(m) for m in range(5, 10)), F(0)
    )


@pytest.mark.parametrize("bad", [0, -1, 1.0, True])
def test_throws_probability_rejects_bad_n(bad: object) -> None:
    with pytest.raises(InvalidOutcomeError, match=re.escape(f"number of throws must be an int >= 1, got {bad!r}")):
        hazard.throws_probability(bad, 7)  # type: ignore[arg-type]


# -- passing the dice ---------------------------------------------------------------


def closed_form_rounds(p: Fraction) -> Fraction:
    """Expected trials until 3 successes in a row, each w.p. p: (1 - p^3) / ((1 - p) p^3)."""
    return (1 - p**3) / ((1 - p) * p**3)


@pytest.mark.parametrize("main", range(5, 10))
def test_expected_rounds_three_losses(main: int) -> None:
    q = 1 - hazard.caster_win_probability(main)
    assert hazard.expected_rounds_with_dice(main) == closed_form_rounds(q)


def test_expected_rounds_three_throw_outs() -> None:
    rules = STRICT
    # Main 7 throws out on 2, 3, 12: 4 ways in 36, p = 1/9: 9**3 + 9**2 + 9 = 819.
    assert hazard.expected_rounds_with_dice(7, rules=rules) == 819
    # Main 5 throws out on 2, 3, 11, 12: 6 ways, p = 1/6: 216 + 36 + 6 = 258.
    assert hazard.expected_rounds_with_dice(5, rules=rules) == 258


def test_expected_rounds_three_throw_outs_only_a_win_breaks_by_hand() -> None:
    # Main 7: a throw-out o = 4/36 = 1/9, a win w = 244/495, a loss on a chance l = 1 - o - w.
    # From i throw-outs so far: E_i = 1 + o E_(i+1) + l E_i + w E_0, E_3 = 0; with s = 1 - l = o + w:
    #   E_2 s = 1 + w E_0, so E_2 = (1 + w E_0) / s;
    #   E_1 s = 1 + o E_2 + w E_0 = (1 + w E_0)(1 + o / s), so E_1 = (1 + w E_0)(1 + o / s) / s;
    #   E_0 s = 1 + o E_1 + w E_0, so o E_0 = 1 + o E_1 and E_0 = 1 / o + E_1.
    # Hence E_0 (1 - w (1 + o / s) / s) = 1 / o + (1 + o / s) / s.
    o, w = F(1, 9), F(244, 495)
    s = o + w
    e0 = (1 / o + (1 + o / s) / s) / (1 - w * (1 + o / s) / s)
    assert e0 == F(979839, 3025)
    assert hazard.expected_rounds_with_dice(7, rules=WIN_BREAKS) == e0
    # Main 5 and 6, the dossier's figures.
    assert hazard.expected_rounds_with_dice(5, rules=WIN_BREAKS) == F(36779318, 297675)
    assert hazard.expected_rounds_with_dice(6, rules=WIN_BREAKS) == F(101565061, 544500)


def test_the_three_readings_of_three_throw_outs_order_the_hands() -> None:
    # A loss on a chance breaks the strict run, counts in three-losses, does neither in between.
    for main in range(5, 10):
        lengths = [hazard.expected_rounds_with_dice(main, rules=r) for r in (ENGLISH, WIN_BREAKS, STRICT)]
        assert lengths == sorted(lengths) and lengths[0] < 14 < 100 < lengths[1]


def test_expected_rounds_rotation() -> None:
    assert hazard.expected_rounds_with_dice(rules=SEVEN) == 1
    with pytest.raises(InvalidOutcomeError, match="got 10"):
        hazard.expected_rounds_with_dice(10, rules=Rules.variant("home"))


# -- rounds --------------------------------------------------------------------------


def test_round_play_and_replay() -> None:
    r = Round.start(6)
    assert (r.main, r.chance, r.opening, r.result, r.decided) == (6, None, None, None, False)
    r = r.throw("2-2").throw(Throw.parse("5-1"))
    assert (r.chance, r.result, r.throw_out) == (4, Result.LOSE, False)
    assert r == Round.replay("2-2 5-1", main=6) == Round.replay([Throw.parse("2-2"), "5-1"], main=6)
    assert str(r) == "2-2 5-1"
    assert eval(repr(r), {"Round": Round, "Rules": Rules}) == r


def test_round_opening_results() -> None:
    assert Round.replay("6-6", main=6).result is Result.WIN  # 12 nicks 6
    assert Round.replay("6-6", main=6, rules=DIRECT).result is Result.LOSE
    out = Round.replay("5-6", main=5)
    assert out.throw_out and out.opening is Opening.OUT


def test_round_thrown_main() -> None:
    r = Round.replay("1-1 6-6 5-6 2-2", rules=THROWN)  # 2, 12, 11 are no main; 4 is not either
    assert r.main is None and not r.decided
    r = r.throw("3-3").throw("5-5").throw("4-6")  # main 6, chance 10, then 10
    assert (r.main, r.chance, r.result) == (6, 10, Result.WIN)
    assert eval(repr(r), {"Round": Round, "Rules": Rules}) == r


def test_throw_after_decided_round_is_an_error() -> None:
    r = Round.replay("5-2", main=7)
    with pytest.raises(IllegalActionError, match=r"the round is over \(win on 5-2\); no further throw is allowed, got '1-1'"):
        r.throw("1-1")
    with pytest.raises(IllegalActionError, match="the round is over"):
        Round.replay("5-2 1-1", main=7)


@pytest.mark.parametrize(
    ("throw", "message"),
    [
        ("7-1", "face must be an int in 1 to 6, got 7"),
        ("1-2-3", "hazard is thrown with two dice, got '1-2-3'"),
        (7, "a throw is a Throw or its notation like '3-4', got 7"),
        ("x", "a throw is faces joined by '-'"),
    ],
)
def test_bad_throws(throw: object, message: str) -> None:
    with pytest.raises(InvalidDiceError, match=re.escape(message)):
        Round.start(7).throw(throw)  # type: ignore[arg-type]


def test_play_is_seeded_and_replays() -> None:
    a = hazard.play(7, rng=11)
    b = hazard.play(7, rng=np.random.default_rng(11))
    assert a == b and a.decided
    assert Round.replay(str(a), main=7) == a
    with pytest.raises(InvalidRuleError, match="rng must be an int seed or a numpy.random.Generator, got 1.5"):
        hazard.play(7, rng=1.5)  # type: ignore[arg-type]


# -- settlement ------------------------------------------------------------------------


def test_true_odds_settlement() -> None:
    def net(throws: str) -> Fraction:
        return hazard.caster_net(Round.replay(throws, main=7, rules=TRUE_ODDS), 10)

    assert net("6-5") == 10  # nick: even money
    assert net("6-6") == -10  # out
    assert net("1-3 3-4") == -10  # chance 4, then 7
    assert net("1-3 2-2") == 20  # 2 to 1


def test_even_money_and_odds_bet() -> None:
    rules = Rules(settlement="even-money")
    won = Round.replay("1-3 2-2", main=7, rules=rules)
    assert hazard.caster_net(won, 10) == 10
    # Britannica's "lays 2 to 1 in addition", read as a separate odds bet.
    assert hazard.caster_net(won, 10, odds_bet=10) == 30
    lost = Round.replay("1-3 3-4", main=7, rules=rules)
    assert hazard.caster_net(lost, 10, odds_bet=10) == -20
    with pytest.raises(IllegalActionError, match=r"an odds bet needs a chance, but the round ended on the opening throw \(5-6\)"):
        hazard.caster_net(Round.replay("5-6", main=7, rules=rules), 10, odds_bet=1)
    pot = Round.replay("1-3 2-2", main=7, rules=Rules.variant("home"))
    with pytest.raises(InvalidRuleError, match="the pot has no odds bet"):
        hazard.caster_net(pot, 10, odds_bet=1)


def test_undecided_round_cannot_be_settled() -> None:
    with pytest.raises(IllegalActionError, match=r"the round is not decided yet \(throws '1-3'\)"):
        hazard.caster_net(Round.replay("1-3", main=7), 10)


def test_home_pot_split_among_three() -> None:
    home = Rules.variant("home")
    lost = Round.replay("1-1", main=7, rules=home)
    # Dag stakes 12; Ann, Bo and Cy cover 6, 4 and 2. On a loss the pot (24) is
    # split 6:4:2, so Ann gets 12 back (net +6), Bo 8 (+4), Cy 4 (+2).
    t = hazard.settle(lost, stake=12, covers={"Ann": 6, "Bo": 4, "Cy": 2}, caster="Dag")
    assert t == {"Dag": -12, "Ann": 6, "Bo": 4, "Cy": 2}
    won = Round.replay("3-4", main=7, rules=home)
    t = hazard.settle(won, stake=12, covers={"Ann": 6, "Bo": 4, "Cy": 2}, caster="Dag")
    assert t == {"Dag": 12, "Ann": -6, "Bo": -4, "Cy": -2}
    # Uneven shares stay exact.
    t = hazard.settle(lost, stake=10, covers={"Ann": 5, "Bo": F(10, 3), "Cy": F(5, 3)}, caster="Dag")
    assert t["Bo"] == F(10, 3) and sum(t.values()) == 0


@given(
    shares=st.lists(st.integers(min_value=0, max_value=50), min_size=1, max_size=6).filter(any),
    throws=st.sampled_from(["1-1", "3-4", "1-3 2-2", "1-3 3-4", "2-3 4-4 1-4"]),
    settlement=st.sampled_from(["true-odds", "even-money", "pot"]),
)
@settings(max_examples=60, deadline=None)
def test_transfers_sum_to_zero(shares: list[int], throws: str, settlement: str) -> None:
    rules = Rules(settlement=settlement)
    stake = sum(shares)
    covers = {f"p{i}": s for i, s in enumerate(shares)}
    t = hazard.settle(Round.replay(throws, main=7, rules=rules), stake=stake, covers=covers)
    assert sum(t.values()) == 0
    assert all(isinstance(v, Fraction) for v in t.values())
    # Each coverer bears the caster's result in proportion to the cover.
    for i, s in enumerate(shares):
        assert t[f"p{i}"] == -t["caster"] * F(s, stake)


@pytest.mark.parametrize(
    ("kwargs", "error", "message"),
    [
        ({"stake": 12, "covers": {"Ann": 6, "Bo": 4}}, InvalidStakeError, "covers must add up to the caster's stake 12, got 10"),
        ({"stake": 2.5, "covers": {"Ann": 2.5}}, InvalidStakeError, "stake must be a non-negative int or Fraction, got 2.5"),
        ({"stake": -4, "covers": {"Ann": -4}}, InvalidStakeError, "got -4"),
        ({"stake": 4, "covers": {"Ann": 4.0}}, InvalidStakeError, "cover of Ann must be a non-negative int or Fraction, got 4.0"),
        ({"stake": 4, "covers": {"caster": 4}}, InvalidStakeError, "a coverer must be a player name other than the caster 'caster', got 'caster'"),
        ({"stake": 4, "covers": {}}, InvalidStakeError, "covers must be a non-empty mapping"),
        ({"stake": 4, "covers": {"Ann": 4}, "caster": ""}, InvalidStakeError, "caster must be a non-empty player name, got ''"),
    ],
)
def test_settle_rejects_bad_stakes(kwargs: dict[str, object], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=re.escape(message)):
        hazard.settle(Round.replay("1-1", main=7), **kwargs)  # type: ignore[arg-type]


# -- sessions --------------------------------------------------------------------------


def play_session(rules: Rules, rounds: list[str]) -> Session:
    s = Session.start(["Ann", "Bo", "Cy"], rules=rules)
    for throws in rounds:
        s = s.play(Round.replay(throws, main=7, rules=rules), stake=6)
    return s


def test_passing_after_three_losses() -> None:
    # loss, loss, win (resets), loss, loss, loss -> passes; Bo loses 1.
    s = play_session(ENGLISH, ["1-1", "1-3 3-4", "3-4", "6-6", "1-2", "1-3 4-3", "1-1"])
    assert [e.caster for e in s.entries] == ["Ann"] * 6 + ["Bo"]
    assert (s.caster, s.run) == ("Bo", 1)


def test_passing_after_three_throw_outs() -> None:
    rules = STRICT
    # out, out, lost on a chance (not a throw-out: resets), out, out, out -> passes.
    s = play_session(rules, ["1-1", "1-2", "1-3 3-4", "6-6", "1-1", "2-1"])
    assert [e.caster for e in s.entries] == ["Ann"] * 6 and s.caster == "Bo"
    # Three losses that are not all throw-outs keep the dice.
    s = play_session(rules, ["1-1", "1-3 3-4", "1-2"])
    assert s.caster == "Ann"


def test_passing_after_three_throw_outs_with_no_win_between() -> None:
    # out, lost on a chance (neither counts nor resets), out, out -> passes.
    s = play_session(WIN_BREAKS, ["1-1", "1-3 3-4", "1-2", "6-6"])
    assert [e.caster for e in s.entries] == ["Ann"] * 4 and (s.caster, s.run) == ("Bo", 0)
    # out, out, a win (resets), out -> keeps the dice, one throw-out in the run.
    s = play_session(WIN_BREAKS, ["1-1", "1-2", "3-4", "6-6"])
    assert (s.caster, s.run) == ("Ann", 1)


def test_passing_in_rotation() -> None:
    home = Rules.variant("home")
    s = play_session(home, ["3-4", "3-4", "1-1", "5-6"])
    assert [e.caster for e in s.entries] == ["Ann", "Bo", "Cy", "Ann"] and s.caster == "Bo"


def test_session_balances_sum_to_zero() -> None:
    rounds = ["1-3 2-2", "2-3 5-5 4-1", "1-1", "3-3 1-1 4-2"]
    s = play_session(TRUE_ODDS, rounds)
    b = s.balances()
    assert sum(b.values()) == 0
    # Ann: +12 (2 to 1) +9 (3 to 2) -6 + 6*5/6 = ... counted by hand:
    # chance 4 won: +12; chance 5 won: +9; out: -6; chance 6 won at 6/5: +36/5.
    assert b["Ann"] == 12 + 9 - 6 + F(36, 5)
    assert b["Bo"] == b["Cy"] == -b["Ann"] / 2
    # At even money (the default) the same rounds pay the stake: +6 +6 -6 +6.
    b = play_session(ENGLISH, rounds).balances()
    assert b["Ann"] == 12 and b["Bo"] == b["Cy"] == -6


def test_session_errors() -> None:
    with pytest.raises(IllegalActionError, match=r"at least two distinct, non-empty player names, got \('Ann', 'Ann'\)"):
        Session.start(["Ann", "Ann"])
    s = Session.start(["Ann", "Bo"])
    with pytest.raises(IllegalActionError, match="under the session's rules"):
        s.play(Round.replay("3-4", main=7, rules=Rules.variant("home")), stake=1)
    with pytest.raises(InvalidStakeError, match=r"coverers must be players other than the caster 'Ann' \(allowed: 'Bo'\), got 'Zed'"):
        s.play(Round.replay("3-4", main=7), stake=1, covers={"Zed": 1})
    with pytest.raises(IllegalActionError, match="not decided"):
        s.play(Round.start(7), stake=1)
    with pytest.raises(IllegalActionError, match="main is given with the throws only; the round has its own, got main=7"):
        s.play(Round.replay("3-4", main=7), main=7, stake=1)
    with pytest.raises(InvalidOutcomeError, match="main must be an int in 5 to 9, got 4"):
        s.play("3-4", main=4, stake=1)
    assert s.play("3-4", main=7, stake=1).entries[0].round == Round.replay("3-4", main=7)


# -- simulation ------------------------------------------------------------------------

K_SE = 4  # simulated figures must lie within 4 standard errors of the exact ones

SIM_CASES = [
    (ENGLISH, 7), (ENGLISH, 6), (ENGLISH, 5), (DIRECT, 7), (THROWN, None), (SEVEN, None),
]


@pytest.mark.parametrize(("rules", "main"), SIM_CASES)
def test_simulation_matches_exact_values(rules: Rules, main: int | None) -> None:
    n = 60_000
    sim = hazard.simulate(n, main, rules=rules, rng=20240601)
    assert sim.n_rounds == n
    exact = float(hazard.caster_win_probability(main, rules=rules))
    se = (exact * (1 - exact) / n) ** 0.5
    assert abs(sim.win_rate() - exact) < K_SE * se
    # Throws per round: mean within 4 standard errors (sample standard deviation).
    mean, sd = sim.throws.mean(), sim.throws.std()
    assert abs(mean - float(hazard.expected_throws(main, rules=rules))) < K_SE * sd / n**0.5
    # Opening outcomes.
    p = hazard.opening_probabilities(main, rules=rules)
    nick = float(p[Opening.NICK])
    observed_nick = float(((sim.chance == 0) & sim.won).mean())
    assert abs(observed_nick - nick) < K_SE * (nick * (1 - nick) / n) ** 0.5
    out = float(p[Opening.OUT])
    assert abs(float(sim.throw_out.mean()) - out) < K_SE * (out * (1 - out) / n) ** 0.5
    # Every round is consistent with the rules.
    assert set(np.unique(sim.main).tolist()) <= set(hazard.main_distribution(main, rules=rules).outcomes)
    assert sim.throws.min() >= 1


def test_simulation_throw_counts_match_distribution() -> None:
    n = 60_000
    sim = hazard.simulate(n, 7, rng=7)
    for k in (1, 2, 3, 4):
        p = float(hazard.throws_probability(k, 7))
        assert abs(float((sim.throws == k).mean()) - p) < K_SE * (p * (1 - p) / n) ** 0.5


def test_simulation_chance_wins_follow_the_conditioning() -> None:
    sim = hazard.simulate(80_000, 7, rng=99)
    for c in (4, 5, 6):
        mask = sim.chance == c
        p = float(hazard.chance_win_probability(7, c))
        m = int(mask.sum())
        assert abs(float(sim.won[mask].mean()) - p) < K_SE * (p * (1 - p) / m) ** 0.5


@pytest.mark.parametrize(
    ("rules", "main", "n"), [(ENGLISH, 7, 60_000), (STRICT, 5, 120_000), (WIN_BREAKS, 7, 200_000)]
)
def test_simulated_hands_match_expected_rounds(rules: Rules, main: int, n: int) -> None:
    sim = hazard.simulate(n, main, rules=rules, rng=4242)
    hands = hazard.hand_lengths(sim)
    exact = float(hazard.expected_rounds_with_dice(main, rules=rules))
    assert len(hands) > 200
    assert abs(hands.mean() - exact) < K_SE * hands.std() / len(hands) ** 0.5


def test_hand_lengths_small_example() -> None:
    # Losses L and wins W: L L W L L L L L L W -> hands end at rounds 6 and 9.
    won = np.array([0, 0, 1, 0, 0, 0, 0, 0, 0, 1], dtype=bool)
    sim = hazard.Simulation(
        ENGLISH, np.full(10, 7, np.int8), np.full(10, 4, np.int8), won, np.ones(10, np.int32)
    )
    assert hazard.hand_lengths(sim).tolist() == [6, 3]
    # Only a win breaks a run of throw-outs: O = out, C = lost on a chance, W = won.
    # O C O W O O C O O O: the hand ends at the 8th round (the third out since the win); two outs stay unfinished.
    kind = "OCOWOOCOOO"
    won = np.array([k == "W" for k in kind])
    chance = np.array([0 if k == "O" else 4 for k in kind], np.int8)
    sim = hazard.Simulation(Rules(passing="three-throw-outs-win-breaks"), np.full(10, 7, np.int8), chance, won,
                            np.ones(10, np.int32))
    assert hazard.hand_lengths(sim).tolist() == [8]
    with pytest.raises(InvalidRuleError, match="hand_lengths needs a hazard.Simulation"):
        hazard.hand_lengths("sim")  # type: ignore[arg-type]


def test_simulation_is_deterministic_and_ignores_global_generators() -> None:
    a = hazard.simulate(5000, 6, rng=123)
    random.seed(1)
    np.random.seed(1)
    _ = random.random(), np.random.random()
    b = hazard.simulate(5000, 6, rng=np.random.default_rng(123))
    assert np.array_equal(a.won, b.won) and np.array_equal(a.throws, b.throws)
    assert np.array_equal(a.chance, b.chance)
    c = hazard.simulate(5000, 6, rng=124)
    assert not np.array_equal(a.throws, c.throws)


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "message"),
    [
        ((0, 7), {"rng": 1}, InvalidOutcomeError, "n_rounds must be an int >= 1, got 0"),
        ((10.0, 7), {"rng": 1}, InvalidOutcomeError, "n_rounds must be an int >= 1, got 10.0"),
        ((10, 4), {"rng": 1}, InvalidOutcomeError, "main must be an int in 5 to 9, got 4"),
        ((10, None), {"rng": 1}, InvalidOutcomeError, "the caster calls the main"),
        ((10, 7), {"rng": "seed"}, InvalidRuleError, "rng must be an int seed or a numpy.random.Generator, got 'seed'"),
    ],
)
def test_simulate_rejects_bad_input(args: tuple[object, ...], kwargs: dict[str, object], error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=re.escape(message)):
        hazard.simulate(*args, **kwargs)  # type: ignore[arg-type]


# -- bad input: the project's errors, and numpy integers accepted ---------------------


def test_rules_and_variants_refuse_unknown_missing_and_positional_fields() -> None:
    allowed = "allowed: 'main', 'nicks', 'passing', 'settlement'"
    with pytest.raises(InvalidRuleError, match=re.escape(f"Rules has no field 'foo'; {allowed}")):
        Rules(foo=1)  # type: ignore[call-arg]
    with pytest.raises(InvalidRuleError, match=re.escape(f"Rules has no field 'foo'; {allowed}")):
        Rules().replace(foo=1)
    with pytest.raises(InvalidRuleError, match="Rules takes keyword arguments only"):
        Rules("called")  # type: ignore[misc]
    with pytest.raises(InvalidRuleError, match="Variant needs the field.s. 'rules', got only .'name',."):
        hazard.Variant(name="mine")  # type: ignore[call-arg]
    with pytest.raises(InvalidRuleError, match="a variant's name must be a non-empty string, got 3"):
        hazard.Variant(name=3, rules=Rules())  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match="the evidence of main must be a non-empty tuple of Evidence"):
        hazard.Variant(name="mine", rules=Rules(), evidence={"main": ()})


def test_numpy_integers_are_accepted_and_stored_as_ints() -> None:
    assert hazard.opening(np.int64(7), np.int8(11)) is Opening.NICK
    assert hazard.setter_odds(np.int8(7), np.uint8(4)) == 2
    assert hazard.chance_win_probability(np.int16(7), np.int64(4)) == F(1, 3)
    assert hazard.expected_value(np.int64(10), np.int32(7), rules=TRUE_ODDS) == F(10, 9)
    assert hazard.throws_probability(np.int64(1), np.int8(7)) == F(1, 3)
    r = Round.start(np.int64(7)).throw("3-1")
    assert type(r.main_called) is int and repr(r) == "Round.replay('3-1', main=7)"
    assert hazard.caster_net(Round.replay("3-4", main=np.int8(7)), np.int64(10)) == 10
    sim = hazard.simulate(np.int64(500), np.int8(7), rng=np.int64(3))
    again = hazard.simulate(500, 7, rng=3)
    assert (sim.won == again.won).all() and (sim.throws == again.throws).all()
    # A value read out of a simulation goes back in.
    k = int(np.flatnonzero(sim.chance)[0])
    assert hazard.setter_odds(sim.main[k], sim.chance[k]) == hazard.setter_odds(7, int(sim.chance[k]))
    s = Session.start(["Ann", "Bo"]).play("3-4", main=np.int64(7), stake=np.int64(2))
    assert s.balances() == {"Ann": 2, "Bo": -2}


def test_other_scripts_digits_are_refused_in_throws() -> None:
    for text in ("²-3", "٣-1", "3-४"):
        with pytest.raises(InvalidDiceError, match=re.escape(f"a throw is faces joined by '-', like '3-4', got {text!r}")):
            Round.replay(text, main=7)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: hazard.settle(None, stake=1, covers={"Bo": 1}), IllegalActionError, "settlement needs a hazard.Round"),  # type: ignore[arg-type]
        (lambda: hazard.settle(Round.replay("3-4", main=7), stake=1, covers=None), InvalidStakeError, "covers must be a non-empty mapping"),  # type: ignore[arg-type]
        (lambda: hazard.caster_net(7, 1), IllegalActionError, "settlement needs a hazard.Round"),  # type: ignore[arg-type]
        (lambda: Round.replay(None, main=7), InvalidDiceError, "throws must be a list or tuple of throws like '3-4', got None"),  # type: ignore[arg-type]
        (lambda: Round(7, 5), InvalidDiceError, "throws must be a list or tuple of throws, got 5"),  # type: ignore[arg-type]
        (lambda: Session.start(None), IllegalActionError, "players must be a list or tuple of player names, got None"),  # type: ignore[arg-type]
        (lambda: Session.start("AnnBo"), IllegalActionError, "got 'AnnBo'"),
        (lambda: Session.start(["Ann", "Bo"]).play("3-4", main=7, stake=1, covers=5), InvalidStakeError, "covers must be a mapping"),  # type: ignore[arg-type]
        (lambda: Session(("Ann", "Bo"), caster_index=2), IllegalActionError, "caster_index must be an int in 0 to 1"),
        (lambda: Session(("Ann", "Bo"), entries=(None,)), IllegalActionError, "entries must be Entry records"),  # type: ignore[arg-type]
        (lambda: hazard.Entry("Ann", Round.start(7), 1, ()), IllegalActionError, "an entry records a decided hazard.Round"),
        (lambda: hazard.Entry("Ann", Round.replay("3-4", main=7), 1, (("Bo", 1.5),)), InvalidStakeError, "a transfer is a (player, amount) pair"),
        (lambda: hazard.hand_lengths(None), InvalidRuleError, "hand_lengths needs a hazard.Simulation, got None"),  # type: ignore[arg-type]
        (lambda: hazard.Simulation(Rules(), [7], [0], [True], [1]), InvalidOutcomeError, "main must be a 1-d numpy array of int8"),  # type: ignore[arg-type]
        (lambda: hazard.throws_distribution(1001, 7), InvalidOutcomeError, "upto must be at most 1000, got 1001"),
        (lambda: hazard.throws_probability(10**30, 7), InvalidOutcomeError, "number of throws must be at most 1000"),
        (lambda: hazard.simulate(10**10, 7, rng=1), InvalidOutcomeError, "n_rounds must be at most 1000000000, got 10000000000"),
    ],
)
def test_bad_values_raise_the_projects_errors(call: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=re.escape(message)):
        call()  # type: ignore[operator]


def test_exact_analysis_does_not_load_numpy() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import hazardlib.hazard as hazard\n"
        "assert hazard.caster_win_probability(7) == hazard.craps_pass_line_probability()\n"
        "hazard.expected_rounds_with_dice(7), hazard.settle(hazard.Round.replay('3-4', main=7), stake=1, covers={'Bo': 1})\n"
        "print('numpy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
