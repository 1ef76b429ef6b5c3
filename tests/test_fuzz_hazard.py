"""Property-based API suite of hazardlib.hazard: every public call, hostile arguments.

Each case draws arguments that mix hostile values (``fuzzing.HOSTILE``) with
plausible ones, so that calls get past their first check too. The answer
must be a value or a :class:`~hazardlib.errors.HazardlibError`.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from fuzzing import Case, hostile
from hazardlib import hazard
from hazardlib._checks import is_integral
from hazardlib.dice import Throw
from hazardlib.hazard import Entry, Round, Rules, Session, Simulation, Variant

RULES_LIST = [v.rules for v in hazard.VARIANTS.values()] + [Rules(nicks="direct", main="seven")]
RULES = hostile(*RULES_LIST)
MAIN = hostile(None, 5, 6, 7, 8, 9, 4, 10, np.int64(7), np.int8(6), np.uint8(9))
TOTAL = hostile(*range(2, 13), 1, 13, np.int64(7))
CHANCE = hostile(*range(3, 12), np.int8(4))
STAKE = hostile(0, 1, 10, 12, Fraction(5, 2), np.int64(3), np.uint8(4), -1, 2.5)
THROW = hostile("3-4", "1-1", "6-6", "2-2", "1-2", "²-3", "٣-1", "3-4-5", Throw((3, 4)), Throw((1, 2, 3)))
THROWS = hostile(
    "3-1 6-6 2-2",
    "1-2",
    "4-1 6-2 3-2",
    "1-1 4-3 5-5 6-3",
    "3-4 3-4",
    ["3-4"],
    ("4-1", Throw((6, 2)), "3-2"),
    st.lists(THROW, max_size=5),
    st.lists(THROW, max_size=5).map(lambda xs: " ".join(str(x) for x in xs)),
)
OPTION = hostile("called", "thrown", "seven", "english", "direct", "three-losses", "three-throw-outs",
                 "three-throw-outs-win-breaks", "rotation", "true-odds", "even-money", "pot", *hazard.MainRule, *hazard.Passing)
FIELDS = st.sampled_from(["main", "nicks", "passing", "settlement", "mains", "rules", ""])
RULES_KW = st.dictionaries(FIELDS, OPTION, max_size=4)
NAME = hostile(*hazard.VARIANTS, "crabs", "")
PLAYERS = hostile(["Ann", "Bo"], ("Ann", "Bo", "Cy"), ["Ann", "Ann"], "AnnBo", ["Ann", ""],
                  st.lists(st.sampled_from(["Ann", "Bo", "Cy", "Di"]), max_size=4))


def _bounded(high: int, huge: int) -> st.SearchStrategy[Any]:
    """Hostile values, but no integer between *high* and *huge*: those are legal and only slow."""
    return hostile(1, 2, 3, np.int64(4)).filter(
        lambda v: not is_integral(v) or int(v) <= high or int(v) > huge
    )


THROW_COUNT = _bounded(60, 1000)
ROUND_COUNT = _bounded(500, 10**9)
SEED = hostile(0, 1, 2024, np.int64(7), np.uint8(3), np.random.default_rng(5), -1, None)


# Rounds decided and not, under every rule; hostile values too where a round is expected.
SOME_ROUNDS = [
    Round.replay("3-1 6-6 2-2", main=7),
    Round.replay("1-2", main=7, rules=Rules.variant("home")),
    Round.replay("4-1 6-2 3-2", main=7, rules=Rules.variant("french")),
    Round.replay("1-1 4-3 5-5 6-3", rules=Rules.variant("hoyle")),
    Round.replay("6-6", rules=Rules.variant("home-seven")),
    Round.start(6),
    Round.replay("2-2", main=6),
]
A_ROUND = st.sampled_from(SOME_ROUNDS)
ROUND = hostile(A_ROUND)
A_SESSION = st.sampled_from(
    [
        Session.start(["Ann", "Bo"]),
        Session.start(["Ann", "Bo", "Cy"], rules=Rules.variant("pall-mall")),
        Session.start(["Ann", "Bo", "Cy"], rules=Rules.variant("home")).play("1-2", main=7, stake=12),
        Session.start(["Ann", "Bo"], rules=Rules.variant("french")).play("1-1", main=7, stake=2),
    ]
)
COVERS = hostile(
    None,
    {"Bo": 10},
    {"Bo": 6, "Cy": 4},
    {"Bo": 6, "Cy": 6},
    {"Ann": 10},
    {"Zed": 1},
    st.dictionaries(st.sampled_from(["Ann", "Bo", "Cy", "Di", ""]), STAKE, max_size=3),
)
AN_ENTRY = st.just(Session.start(["Ann", "Bo"]).play("1-2", main=7, stake=2).entries[0])
TRANSFERS = hostile((), (("Ann", 2), ("Bo", -2)), [("Ann", Fraction(1, 2))], (("", 1),), (("Ann", 1.5),))
_SIM = hazard.simulate(300, 7, rng=1)
_HOME_SIM = hazard.simulate(300, rules=Rules.variant("home-seven"), rng=2)
A_SIM = st.sampled_from([_SIM, _HOME_SIM])
ARRAY = hostile(_SIM.main, _SIM.chance, _SIM.won, _SIM.throws, np.zeros(0, np.int8), np.zeros((2, 2), np.int8),
                np.array([7], np.int8), np.array([True]), np.array([3], np.int32))


CASES: dict[str, Case] = {
    # the rules and their variants
    "Rules": Case(lambda kw: Rules(**kw), [RULES_KW]),
    "Rules.replace": Case(lambda r, kw: r.replace(**kw), [st.sampled_from(RULES_LIST), RULES_KW]),
    "Rules.variant": Case(Rules.variant, [NAME]),
    "Rules.name": Case(lambda r: r.name, [st.sampled_from(RULES_LIST)]),
    "Variant": Case(
        lambda kw: Variant(**kw),
        [st.dictionaries(st.sampled_from(["name", "rules", "evidence", "sources", "assumed", "extra"]),
                         hostile("x", Rules(), ("hoyle1750",), ("main",), ("mains",), (), {},
                                 {"main": ()}, {"mains": (hazard.OPTIONS[0].evidence[0],)},
                                 {"main": hazard.OPTIONS[0].evidence}, {"main": "stated"}), max_size=5)],
    ),
    "Variant.sources": Case(lambda v: v.sources, [st.sampled_from(list(hazard.VARIANTS.values()))]),
    "Variant.assumed": Case(lambda v: v.assumed, [st.sampled_from(list(hazard.VARIANTS.values()))]),
    "variant": Case(hazard.variant, [NAME]),
    # the opening throw
    "opening": Case(hazard.opening, [MAIN, TOTAL], {"rules": RULES}),
    "nicks": Case(hazard.nicks, [MAIN], {"rules": RULES}),
    "outs": Case(hazard.outs, [MAIN], {"rules": RULES}),
    "chances": Case(hazard.chances, [MAIN], {"rules": RULES}),
    "nick_out_table": Case(hazard.nick_out_table, [], {"rules": RULES}),
    # odds
    "setter_odds": Case(hazard.setter_odds, [MAIN, CHANCE]),
    "setter_odds_table": Case(hazard.setter_odds_table),
    "chance_win_probability": Case(hazard.chance_win_probability, [MAIN, CHANCE]),
    # exact analysis
    "main_distribution": Case(hazard.main_distribution, [MAIN], {"rules": RULES}),
    "opening_probabilities": Case(hazard.opening_probabilities, [MAIN], {"rules": RULES}),
    "caster_win_probability": Case(hazard.caster_win_probability, [MAIN], {"rules": RULES}),
    "odds_against": Case(hazard.odds_against, [MAIN], {"rules": RULES}),
    "craps_pass_line_probability": Case(hazard.craps_pass_line_probability),
    "expected_value": Case(hazard.expected_value, [STAKE, MAIN], {"rules": RULES}),
    "expected_throws": Case(hazard.expected_throws, [MAIN], {"rules": RULES}),
    "throws_probability": Case(hazard.throws_probability, [THROW_COUNT, MAIN], {"rules": RULES}),
    "throws_distribution": Case(hazard.throws_distribution, [THROW_COUNT, MAIN], {"rules": RULES}),
    "expected_rounds_with_dice": Case(hazard.expected_rounds_with_dice, [MAIN], {"rules": RULES}),
    # a round
    "Round": Case(Round, [MAIN, THROWS, RULES]),
    "Round.start": Case(Round.start, [MAIN], {"rules": RULES}),
    "Round.replay": Case(Round.replay, [THROWS], {"main": MAIN, "rules": RULES}),
    "Round.throw": Case(lambda r, t: r.throw(t), [A_ROUND, THROW]),
    "Round.main": Case(lambda r: r.main, [A_ROUND]),
    "Round.chance": Case(lambda r: r.chance, [A_ROUND]),
    "Round.opening": Case(lambda r: r.opening, [A_ROUND]),
    "Round.result": Case(lambda r: r.result, [A_ROUND]),
    "Round.decided": Case(lambda r: r.decided, [A_ROUND]),
    "Round.throw_out": Case(lambda r: r.throw_out, [A_ROUND]),
    "play": Case(lambda main, rng, **kw: hazard.play(main, rng=rng, **kw), [MAIN, SEED], {"rules": RULES}),
    # settlement
    "caster_net": Case(hazard.caster_net, [ROUND, STAKE], {"odds_bet": STAKE}),
    "settle": Case(
        lambda r, stake, covers, **kw: hazard.settle(r, stake=stake, covers=covers, **kw),
        [ROUND, STAKE, COVERS],
        {"caster": hostile("Ann", "Bo", ""), "odds_bet": STAKE},
    ),
    # a session
    "Entry": Case(Entry, [hostile("Ann", ""), ROUND, STAKE, TRANSFERS]),
    "Session": Case(
        Session,
        [PLAYERS, RULES],
        {"entries": hostile((), st.tuples(AN_ENTRY)), "caster_index": hostile(0, 1, 2, np.int64(1)),
         "run": hostile(0, 1, 2, 3)},
    ),
    "Session.start": Case(Session.start, [PLAYERS], {"rules": RULES}),
    "Session.caster": Case(lambda s: s.caster, [A_SESSION]),
    "Session.balances": Case(lambda s: s.balances(), [A_SESSION]),
    "Session.play": Case(
        lambda s, r, stake, **kw: s.play(r, stake=stake, **kw),
        [A_SESSION, hostile(THROWS, A_ROUND), STAKE],
        {"main": MAIN, "covers": COVERS, "odds_bet": STAKE},
    ),
    # simulation
    "simulate": Case(lambda n, rng, **kw: hazard.simulate(n, rng=rng, **kw), [ROUND_COUNT, SEED],
                     {"main": MAIN, "rules": RULES}),
    "hand_lengths": Case(hazard.hand_lengths, [hostile(A_SIM)]),
    "Simulation": Case(Simulation, [RULES, ARRAY, ARRAY, ARRAY, ARRAY]),
    "Simulation.n_rounds": Case(lambda s: s.n_rounds, [A_SIM]),
    "Simulation.throw_out": Case(lambda s: s.throw_out, [A_SIM]),
    "Simulation.win_rate": Case(lambda s: s.win_rate(), [A_SIM]),
    "Simulation.standard_error": Case(lambda s: s.standard_error(), [A_SIM]),
}

#: Public names not fuzzed, each with its reason.
EXEMPT: dict[str, str] = {}


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_public_call_answers_a_value_or_a_project_error(name: str, data: st.DataObject) -> None:
    fuzzing.run_case(CASES[name], data)


def test_every_public_call_is_fuzzed() -> None:
    assert not fuzzing.uncovered(hazard, CASES, EXEMPT)
