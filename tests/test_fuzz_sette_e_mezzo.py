"""Property-based suite of hazardlib.sette_e_mezzo: every public call, hostile arguments.

Each public function, constructor, method and property (see
:func:`fuzzing.public_api`) is called with hostile values mixed with
plausible ones; the answer must be a value or a ``HazardlibError``. The
protocol methods (``PlayerPolicy.draws``, ...) are called on every policy
that implements them. Expensive calls get cheap plausible values: the exact
analysis against dealers who stand on ½ or 1, short simulations, one or two
decks of play.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from fuzzing import HOSTILE, NUMPY_FLOATS, Case, hostile, small
from hazardlib import sette_e_mezzo as sm

F = Fraction
HALF = F(1, 2)

def mostly(*plausible: Any) -> st.SearchStrategy[Any]:
    """Plausible values three times in four, hostile ones otherwise, so calls reach past their first check."""
    return st.integers(0, 3).flatmap(lambda k: hostile(*plausible) if k == 0 else _plausible(plausible))


def _plausible(plausible: tuple[Any, ...]) -> st.SearchStrategy[Any]:
    values = [p for p in plausible if not isinstance(p, st.SearchStrategy)]
    options = [p for p in plausible if isinstance(p, st.SearchStrategy)]
    if values:
        options.append(st.sampled_from(values))
    return st.one_of(*options)


#: Cheap sets of rules (the exact analysis of each takes well under 0.2 s against a cheap dealer).
CHEAP_RULES = (sm.DEFAULT, sm.VARIANTS["treccani"], sm.VARIANTS["sapere"], sm.VARIANTS["ace_half"])
RULES = mostly(*sm.VARIANTS.values(), sm.DEFAULT.replace(matta=None), sm.DEFAULT.replace(matta_values="half_steps"))
CHEAP = mostly(*CHEAP_RULES)


_TOKENS = ["7c", "Fc", "Rd", "Ac", "4c", "3s", "6d", "2b", "Cs", "KD", "7H", "8C", "10H", "Rd", "x", "7c"]
#: Card notations, some of them wrong or repeated.
TEXT = st.lists(st.sampled_from(_TOKENS), max_size=5).map(" ".join)
#: Tuples of distinct cards of the deck.
CARD_TUPLES = st.lists(st.sampled_from(sm.DECK), max_size=6, unique=True).map(tuple)
CARDS = mostly(TEXT, CARD_TUPLES, "7c Fc", "3c Rd", "Ac 7c", "5c", "")
ONE_CARD = mostly(st.sampled_from(sm.DECK), "Rd", "8C")
TOTALS = mostly(HALF, 1, 5, F(11, 2), F(15, 2), np.int64(6), 8, F(1, 3))
CHEAP_DEALERS = mostly(sm.DealerStandOn(HALF), sm.DealerStandOn(1))
DEALERS = mostly(sm.DealerStandOn(5), sm.DealerSeesCards(5), sm.DealerStandOn(F(15, 2)), sm.StandOn(5))
MATTA = mostly("best", "undeclared", "worst", HALF, 3, F(9, 2), np.int64(2), 9)
BOOLS = mostly(True, False, np.bool_(True))
STAKES = mostly(1, 2, F(1, 2), np.int64(3), -1, 2.5)
SEEDS = mostly(1, np.int64(2), np.random.default_rng(3))

# A few real objects to call methods on (cheap ones).
ANALYSES = (
    sm.solve(sm.DEFAULT, sm.DealerStandOn(HALF)),
    sm.solve(sm.VARIANTS["ace_half"], sm.DealerSeesCards(HALF)),
)
SOLVED = ANALYSES[0].policy
#: A player who counts the cards (the table's reply to him is below).
COUNTING = sm.CountingPlayer()
PLAYERS = mostly(sm.StandOn(5), COUNTING, sm.StandOn(F(11, 2), burn=True, ace_half=True), SOLVED, sm.DealerStandOn(5))
HANDS = st.one_of(st.builds(sm.Hand, CARD_TUPLES.filter(bool)), st.just(sm.Hand.parse("Ad 7d", ace_half=True)))


_PLAYER_VIEWS = st.one_of(
    st.builds(sm.PlayerView, CARD_TUPLES.filter(bool), st.sampled_from(CHEAP_RULES)),
    st.just(sm.PlayerView(sm.Hand.parse("Ac 4c").cards, sm.VARIANTS["ace_half"], True)),
)
PLAYER_VIEWS = mostly(_PLAYER_VIEWS)
_FACE_UPS = st.lists(st.tuples(CARD_TUPLES, st.sampled_from([F(1), F(2)])), max_size=3).map(tuple)
DEALER_PLAYERS = mostly(_FACE_UPS, ((sm.Hand.parse("7s").cards, F(1)),))
_DEALER_VIEWS = st.builds(sm.DealerView, CARD_TUPLES.filter(bool), st.sampled_from(CHEAP_RULES), _FACE_UPS)
DEALER_VIEWS = mostly(_DEALER_VIEWS)
VIEWS = st.one_of(PLAYER_VIEWS, DEALER_VIEWS)
_QUATTRO_HANDS = st.builds(sm.quattro_hand, st.sampled_from(["4c Fd", "7c Fc", "6c 6s", "6c Rd", "5s", "Ac As 2c Fc Fs", "3s 2b", "3s", "Fc Cc Rc Fs Cs Rs Fb Cb Rb"]))
QUATTRO_HANDS = mostly(_QUATTRO_HANDS)
RULE_FIELDS = {
    "name": mostly("custom"),
    "matta": mostly(None, sm.KING_OF_DENARI, sm.QUEEN_OF_HEARTS, sm.DECK[0]),
    "matta_values": mostly(*sm.MATTA_VALUES),
    "matta_undeclared": mostly(7, HALF, np.int64(3), F(7, 2)),
    "reale": mostly("same_suit", "same_suit_or_matta", "any_suit"),
    "reale_payment": mostly("double", "double_if_bank_busts"),
    "reale_beats_seven_and_half": BOOLS,
    "dealer_reale_double": BOOLS,
    "ties": mostly("dealer", "push"),
    "rotation": mostly("reale_or_exhausted", "exhausted", "every_hand"),
    "reale_priority": mostly("suit", "seat"),
    "suit_order": mostly(sm.ITALIAN_SUIT_ORDER, sm.FRENCH_SUIT_ORDER),
    "burn_three_four": BOOLS,
    "exchange_four": BOOLS,
    "first_ace_half": BOOLS,
    "sources": mostly(("a",), ()),
    "foo": HOSTILE,  # no such field
}


LIVE_FIELDS = {
    "name": mostly("custom"),
    "matta_values": mostly("card", "whole"),
    "forced_draw": mostly("until_equal", "until_above"),
    "dealer_first_matta": mostly("one_card", "to_five"),
    "royal_tie": mostly("royal_wins", "player_royal_only", "push"),
    "royal_payout": mostly("3:2", "1:1"),
    "five_tie": mostly("dealer", "push"),
    "sources": mostly(("a",), ()),
    "foo": HOSTILE,  # no such field
}
#: A few live-game rules: each exact solve takes about 2 s once, then comes from the cache.
LIVE_RULES = mostly(*sm.LIVE_VARIANTS.values(), sm.LiveRules(matta_values="whole"), None)
LIVE_ANALYSIS = sm.live_solve()
#: The dealer's best reply to a cheap player (about 1 s once).
REPLY = sm.dealer_best_reply(sm.DEFAULT, sm.StandOn(6))
#: The table's reply to a cheap player.
TABLE = sm.TableReply(sm.DEFAULT, sm.StandOn(6))
COUNTING_TABLE = sm.TableReply(sm.DEFAULT, COUNTING)
#: The kept figures of the game solved (read from the file beside the module).
FIGURES = sm.game_figures()


def _seats() -> st.SearchStrategy[Any]:
    return mostly(st.lists(PLAYERS, min_size=2, max_size=4), [sm.StandOn(5)] * 3)


CASES: dict[str, Case] = {
    # rules
    "Rules": Case(lambda **kw: sm.Rules(**kw), kwargs=RULE_FIELDS),
    "Rules.replace": Case(lambda rules, **kw: rules.replace(**kw), (st.sampled_from(list(sm.VARIANTS.values())),), RULE_FIELDS),
    "Rules.variant": Case(sm.Rules.variant, (mostly(*sm.VARIANTS),)),
    "Rules.differences": Case(lambda r, o: r.differences(o), (st.sampled_from(list(sm.VARIANTS.values())), mostly(None, sm.DEFAULT))),
    "matta_values": Case(sm.matta_values, (mostly(*sm.MATTA_VALUES), mostly(1, 2, np.int64(3)))),
    # hands
    "card_value": Case(sm.card_value, (ONE_CARD, RULES)),
    "hand_value": Case(sm.hand_value, (CARDS, RULES), {"matta": MATTA, "ace_half": BOOLS}),
    "HandValue": Case(sm.HandValue, (HOSTILE, HOSTILE, HOSTILE, HOSTILE, HOSTILE)),
    "Hand": Case(sm.Hand, (CARDS, MATTA, BOOLS)),
    "Hand.parse": Case(sm.Hand.parse, (CARDS,), {"matta": MATTA, "ace_half": BOOLS}),
    "Hand.value": Case(lambda h, r: h.value(r), (HANDS, RULES)),
    "lowest_total": Case(sm.lowest_total, (CARDS, RULES)),
    # settlement
    "settle": Case(
        sm.settle,
        (CARDS, mostly(st.lists(st.tuples(CARDS, STAKES), max_size=4), [("7d Fd", 1), ("6s", 2)]), RULES),
        {"deck_exhausted": BOOLS},
    ),
    "Settlement": Case(sm.Settlement, (mostly((F(1), F(-2))), mostly(("win", "lose"), ("jackpot",)), mostly(None, 0, 1, np.int64(1), 5))),
    "Settlement.dealer": Case(lambda *a: sm.Settlement(*a).dealer, (mostly((F(1), F(-2))), mostly(("win", "lose")), mostly(None, 1))),
    # policies
    "PlayerView": Case(sm.PlayerView, (CARDS, RULES, BOOLS, mostly((), CARD_TUPLES), mostly((), CARD_TUPLES, "Fc 2d"))),
    "PlayerView.value": Case(lambda v: v.value, (_PLAYER_VIEWS,)),
    "DealerView": Case(sm.DealerView, (CARDS, RULES, DEALER_PLAYERS), {"whole": mostly((), (0,), (0, 0), (5,), [0]),
                       "seen": mostly((), CARD_TUPLES), "earlier": mostly((), CARD_TUPLES)}),
    "DealerView.value": Case(lambda v: v.value, (_DEALER_VIEWS,)),
    "PlayerPolicy.draws": Case(lambda p, v: p.draws(v), (st.sampled_from([sm.StandOn(5), SOLVED]), VIEWS)),
    "PlayerPolicy.burns": Case(lambda p, c, r: p.burns(c, r), (st.sampled_from([sm.StandOn(5, burn=True), SOLVED]), ONE_CARD, RULES)),
    "PlayerPolicy.declares_ace_half": Case(lambda p, c, r: p.declares_ace_half(c, r), (st.sampled_from([sm.StandOn(5), SOLVED]), ONE_CARD, RULES)),
    "DealerPolicy.draws": Case(lambda p, v: p.draws(v), (st.sampled_from([sm.DealerStandOn(5), sm.DealerSeesCards(5)]), VIEWS)),
    "StandOn": Case(sm.StandOn, (TOTALS, BOOLS, BOOLS)),
    "StandOn.draws": Case(lambda v: sm.StandOn(5).draws(v), (VIEWS,)),
    "StandOn.burns": Case(lambda c, r: sm.StandOn(5, burn=True).burns(c, r), (ONE_CARD, RULES)),
    "StandOn.declares_ace_half": Case(lambda c, r: sm.StandOn(5).declares_ace_half(c, r), (ONE_CARD, RULES)),
    "DealerStandOn": Case(sm.DealerStandOn, (TOTALS,)),
    "DealerStandOn.draws": Case(lambda v: sm.DealerStandOn(5).draws(v), (VIEWS,)),
    "DealerSeesCards": Case(sm.DealerSeesCards, (TOTALS,)),
    "DealerSeesCards.draws": Case(lambda v: sm.DealerSeesCards(5).draws(v), (VIEWS,)),
    "SolvedPolicy": Case(sm.SolvedPolicy, (RULES, mostly(SOLVED.draw_keys, frozenset({1, 2})), mostly(frozenset(), frozenset({3})), BOOLS)),
    "SolvedPolicy.draws": Case(SOLVED.draws, (VIEWS,)),
    "SolvedPolicy.burns": Case(SOLVED.burns, (ONE_CARD, RULES)),
    "SolvedPolicy.declares_ace_half": Case(SOLVED.declares_ace_half, (ONE_CARD, RULES)),
    # play
    "play": Case(
        lambda rules, seats, dealer, rng, **kw: sm.play(rules, seats, dealer, rng=rng, **kw),
        (RULES, _seats(), DEALERS, SEEDS),
        {"decks": small(1, 2, np.int64(1)), "stake": STAKES, "first_dealer": mostly(0, 1, np.int64(2), 5)},
    ),
    "HandRecord": Case(sm.HandRecord, (HOSTILE,) * 8),
    "Session": Case(sm.Session, (HOSTILE, HOSTILE)),
    # simulation
    "simulate": Case(
        lambda rules, player, dealer, hands, rng, **kw: sm.simulate(rules, player, dealer, hands=hands, rng=rng, **kw),
        (RULES, PLAYERS, DEALERS, small(1, 50, np.int64(200)), SEEDS),
        {"engine": mostly("numpy", "python")},
    ),
    "SimulationResult": Case(sm.SimulationResult, (HOSTILE,) * 6),
    # exact analysis
    "bust_probability": Case(sm.bust_probability, (CARDS, RULES), {"seen": CARDS, "ace_half": BOOLS}),
    "reale_probability": Case(sm.reale_probability, (RULES,)),
    "dealer_distribution": Case(sm.dealer_distribution, (RULES, DEALERS), {"seen": CARDS}),
    "solve": Case(sm.solve, (CHEAP, CHEAP_DEALERS)),
    "policy_value": Case(sm.policy_value, (CHEAP, PLAYERS, CHEAP_DEALERS)),
    "Analysis": Case(sm.Analysis, (RULES, DEALERS, mostly(F(1)), mostly(SOLVED), mostly(()), HOSTILE)),
    "Analysis.dealer_edge": Case(lambda a: a.dealer_edge, (st.sampled_from(ANALYSES),)),
    "Analysis.decision": Case(lambda a, c, **kw: a.decision(c, **kw), (st.sampled_from(ANALYSES), CARDS), {"ace_half": BOOLS}),
    "Analysis.stand_value": Case(lambda a, c, **kw: a.stand_value(c, **kw), (st.sampled_from(ANALYSES), CARDS), {"ace_half": BOOLS}),
    "Analysis.draw_value": Case(lambda a, c, **kw: a.draw_value(c, **kw), (st.sampled_from(ANALYSES), CARDS), {"ace_half": BOOLS}),
    "Analysis.player_bust": Case(lambda a: a.player_bust(), (st.sampled_from(ANALYSES),)),
    "Analysis.policy_table": Case(lambda a: a.policy_table(), (st.sampled_from(ANALYSES),)),
    # quattro e mezzo
    "quattro_hand": Case(sm.quattro_hand, (CARDS,), {"matta": MATTA}),
    "QuattroHand": Case(sm.QuattroHand, (CARDS, mostly(F(9, 2), F(12), F(6)), mostly("four_and_half", "double_six", "other"), BOOLS)),
    "QuattroHand.points": Case(lambda h: h.points, (_QUATTRO_HANDS,)),
    "QuattroHand.mega": Case(lambda h: h.mega, (_QUATTRO_HANDS,)),
    "QuattroResult": Case(sm.QuattroResult, (HOSTILE,) * 4),
    "quattro_showdown": Case(sm.quattro_showdown, (mostly(st.lists(QUATTRO_HANDS, max_size=4)), mostly(0, 1, np.int64(1), 7))),
    # the dealer's best reply
    "dealer_best_reply": Case(sm.dealer_best_reply, (mostly(sm.DEFAULT, sm.VARIANTS["targa"]), mostly(sm.StandOn(7), SOLVED, None, sm.DealerStandOn(5)))),
    "DealerReply": Case(sm.DealerReply, (HOSTILE,) * 5),
    "DealerReply.dealer_edge": Case(lambda r: r.dealer_edge, (st.just(REPLY),)),
    "DealerReply.draws": Case(lambda r, v: r.draws(v), (st.just(REPLY), VIEWS)),
    # the game solved (a valid solve takes about 35 s: the fuzzed calls are the refused ones)
    "solve_game": Case(sm.solve_game, (mostly(sm.VARIANTS["targa"]),), {"tolerance": st.one_of(HOSTILE, NUMPY_FLOATS), "max_iterations": HOSTILE}),
    "game_figures": Case(sm.game_figures, (mostly(sm.DEFAULT, sm.VARIANTS["targa"]),)),
    "player_best_reply": Case(sm.player_best_reply, (HOSTILE,)),
    "Equilibrium": Case(sm.Equilibrium, (HOSTILE,) * 8),
    "GameFigures": Case(sm.GameFigures, (HOSTILE,) * 8),
    "GameFigures.exploitability": Case(lambda g: g.exploitability, (st.just(FIGURES),)),
    "GameFigures.dealer_edge": Case(lambda g: g.dealer_edge, (st.just(FIGURES),)),
    "GameFigures.to_json": Case(lambda g: g.to_json(), (st.just(FIGURES),)),
    "GameFigures.from_json": Case(sm.GameFigures.from_json, (mostly(sm.DEFAULT), mostly(FIGURES.to_json()))),
    # several players against the bank (a valid play is slow: few hands)
    "TableReply": Case(sm.TableReply, (mostly(sm.DEFAULT, sm.VARIANTS["targa"]), mostly(sm.StandOn(6), SOLVED))),
    "TableReply.draws": Case(lambda r, v: r.draws(v), (st.sampled_from([TABLE, COUNTING_TABLE]), VIEWS)),
    "CountingPlayer": Case(sm.CountingPlayer, (RULES, DEALERS)),
    "CountingPlayer.draws": Case(lambda v: COUNTING.draws(v), (VIEWS,)),
    "CountingPlayer.burns": Case(lambda c, r: COUNTING.burns(c, r), (ONE_CARD, RULES)),
    "CountingPlayer.declares_ace_half": Case(lambda c, r: COUNTING.declares_ace_half(c, r), (ONE_CARD, RULES)),
    "TableResult": Case(sm.TableResult, (HOSTILE,) * 8),
    "bank_at_table": Case(
        lambda rules, players, hands, shuffle, rng: sm.bank_at_table(rules, sm.StandOn(6), players=players,
                                                                     hands=hands, shuffle=shuffle, rng=rng),
        (mostly(sm.DEFAULT), mostly(1, 2, np.int64(3)), small(1, 3), mostly("hand", "deck"), SEEDS)),
    "table_figures": Case(sm.table_figures, ()),
    # the live-casino game
    "LiveRules": Case(lambda **kw: sm.LiveRules(**kw), kwargs=LIVE_FIELDS),
    "LiveRules.replace": Case(lambda rules, **kw: rules.replace(**kw), (st.sampled_from(list(sm.LIVE_VARIANTS.values())),), LIVE_FIELDS),
    "LiveRules.variant": Case(sm.LiveRules.variant, (mostly(*sm.LIVE_VARIANTS),)),
    "live_total": Case(sm.live_total, (CARDS, LIVE_RULES)),
    "live_must_draw": Case(sm.live_must_draw, (CARDS, ONE_CARD, LIVE_RULES)),
    "live_dealer_draws": Case(sm.live_dealer_draws, (CARDS, LIVE_RULES)),
    "live_settle": Case(sm.live_settle, (CARDS, mostly(None, TEXT, CARD_TUPLES), LIVE_RULES)),
    "live_solve": Case(sm.live_solve, (LIVE_RULES,)),
    "LiveAnalysis": Case(sm.LiveAnalysis, (HOSTILE, HOSTILE)),
    "LiveAnalysis.return_to_player": Case(lambda a: a.return_to_player, (st.just(LIVE_ANALYSIS),)),
    "LiveAnalysis.stands": Case(lambda a, p, d: a.stands(p, d), (st.just(LIVE_ANALYSIS), CARDS, ONE_CARD)),
    "LiveAnalysis.policy_table": Case(lambda a: a.policy_table(), (st.just(LIVE_ANALYSIS),)),
    "live_simulate": Case(
        lambda rules, rounds, rng: sm.live_simulate(rules, rounds=rounds, rng=rng),
        (LIVE_RULES, small(1, 50, np.int64(20)), SEEDS),
    ),
    "LiveSimulation": Case(sm.LiveSimulation, (HOSTILE,) * 3),
}

#: Public names the suite does not call, with the reason.
EXEMPT: dict[str, str] = {
    name: "needs a solved game (about 35 s); tests/test_equilibrium.py calls it"
    for name in ("Equilibrium.exploitability", "Equilibrium.player_mixes", "Equilibrium.figures")
}


@pytest.mark.parametrize("name", sorted(CASES))
@settings(max_examples=100, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_public_call_answers_a_value_or_a_project_error(name: str, data: st.DataObject) -> None:
    fuzzing.run_case(CASES[name], data)


def test_every_public_call_is_fuzzed() -> None:
    assert fuzzing.uncovered(sm, CASES, EXEMPT) == set()
    assert set(CASES) <= fuzzing.public_api(sm)  # no case for a name that is gone
