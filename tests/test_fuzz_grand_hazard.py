"""Property-based API suite of hazardlib.grand_hazard: every public call, hostile arguments.

Each case draws arguments that mix hostile values (``fuzzing.HOSTILE``) with
plausible ones; the answer must be a value or a
:class:`~hazardlib.errors.HazardlibError`.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from fuzzing import NASTY_TEXT, Case, hostile
from hazardlib import grand_hazard as gh
from hazardlib.dice import Throw
from hazardlib.grand_hazard import Basis, Bet, BetKind, Payout, Rules

TABLES = [gh.Rules.variant("for"), gh.Rules.variant("to"), gh.fair_rules(even_bets_lose_on_raffles=False)]
RULES = hostile(*TABLES)
NASTY = st.text(alphabet=NASTY_TEXT, max_size=3)
PAYOUT_TEXT = hostile(
    "60 for 1", "3 to 2", "1 for 2", "0 to 1", "² for 1", "٣ to 1", "+5 to 1",
    st.builds(lambda a, w, b: f"{a} {w} {b}", NASTY, st.sampled_from(["to", "for", "fer"]), NASTY),
)
A_PAYOUT = st.sampled_from([Payout.parse("60 for 1"), Payout.parse("3 to 2"), Payout(Fraction(7, 3), Basis.TO)])
PAYOUT = hostile(A_PAYOUT, PAYOUT_TEXT)
BET_TEXT = hostile(
    "total 9", "high", "any-raffle", "raffle 6", "number 3", "total ²", "number ٣", "total -3", "pair 3",
    st.builds(lambda k, v: f"{k} {v}", st.sampled_from([k.value for k in BetKind]), NASTY),
)
A_BET = st.sampled_from(gh.BETS)
BET = hostile(A_BET, BET_TEXT)
THROW = hostile("6-5-1", "6-6-6", "1-1-2", "5-5-2", "3-4", "²-1-1", Throw((1, 2, 3)), Throw((3, 4)))
STAKE = hostile(0, 1, 10, Fraction(5, 2), np.int64(3), -1, 2.5)
FLAG = hostile(True, False, np.bool_(True), 1)
FIELDS = ["totals", "high_low", "odd_even", "any_raffle", "raffle", "number", "even_bets_lose_on_raffles"]
FIELD_VALUE = hostile(PAYOUT, FLAG, st.lists(PAYOUT, min_size=13, max_size=15), st.lists(PAYOUT, min_size=2, max_size=4),
                      TABLES[0].totals, TABLES[0].number)
RULES_KW = st.dictionaries(st.sampled_from([*FIELDS, "raffles"]), FIELD_VALUE, max_size=8)
FULL_KW = st.fixed_dictionaries({f: st.just(getattr(TABLES[0], f)) for f in FIELDS}).flatmap(
    lambda base: st.dictionaries(st.sampled_from(FIELDS), FIELD_VALUE, max_size=2).map(lambda kw: {**base, **kw})
)

CASES: dict[str, Case] = {
    "Payout": Case(Payout, [hostile(1, 60, Fraction(3, 2), np.int64(5), 0, -1, 1.5), hostile(Basis.TO, Basis.FOR, "to")]),
    "Payout.parse": Case(Payout.parse, [PAYOUT_TEXT]),
    "Payout.net": Case(lambda p: p.net, [A_PAYOUT]),
    "Bet": Case(Bet, [hostile(*BetKind, "total"), hostile(None, 1, 4, 9, 17, 18, np.int64(6))]),
    "Bet.parse": Case(Bet.parse, [BET_TEXT]),
    "Rules": Case(lambda kw: Rules(**kw), [st.one_of(RULES_KW, FULL_KW)]),
    "Rules.replace": Case(lambda r, kw: r.replace(**kw), [st.sampled_from(TABLES), RULES_KW]),
    "Rules.variant": Case(Rules.variant, [hostile("for", "to", "house")]),
    "Rules.payout": Case(lambda r, *a: r.payout(*a), [st.sampled_from(TABLES), BET, hostile(1, 2, 3, 0, 4, np.int64(2))]),
    "total_probability": Case(gh.total_probability, [hostile(*range(2, 20), np.int64(10))]),
    "matches": Case(gh.matches, [BET, THROW], {"rules": RULES}),
    "matches_distribution": Case(gh.matches_distribution, [BET], {"rules": RULES}),
    "win_probability": Case(gh.win_probability, [BET], {"rules": RULES}),
    "expected_return": Case(gh.expected_return, [BET], {"rules": RULES}),
    "house_edge": Case(gh.house_edge, [BET], {"rules": RULES}),
    "house_edges": Case(gh.house_edges, [], {"rules": RULES}),
    "fair_rules": Case(gh.fair_rules, [], {"even_bets_lose_on_raffles": FLAG}),
    "settle": Case(gh.settle, [BET, THROW, STAKE], {"rules": RULES}),
}

#: Public names not fuzzed, each with its reason.
EXEMPT: dict[str, str] = {}


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_public_call_answers_a_value_or_a_project_error(name: str, data: st.DataObject) -> None:
    fuzzing.run_case(CASES[name], data)


def test_every_public_call_is_fuzzed() -> None:
    assert not fuzzing.uncovered(gh, CASES, EXEMPT)
