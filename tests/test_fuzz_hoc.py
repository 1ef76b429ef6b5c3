"""Property-based suite of hazardlib.hoc: every public call, hostile arguments.

Each public function, constructor, method and property of ``hazardlib.hoc``
(see :func:`fuzzing.public_api`) is called with hostile values mixed with
plausible ones; the answer must be a value or a ``HazardlibError``. Methods
and properties of a deal are called on deals caught in every phase (the
auction, a claim, the runs, over) under several variants. Expensive calls
get cheap plausible values: a few deals of simulation, a few hundred hands
of sampling.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fuzzing
from fuzzing import HOSTILE, HUGE, Case, hostile, small
from hazardlib import hoc
from hazardlib.evidence import choice
from hazardlib.cards import Card, Rank, Suit
from hazardlib.hoc import Action, Combination, Deal, Kind, Rules, Stake


def mostly(*plausible: Any) -> st.SearchStrategy[Any]:
    """Plausible values three times in four, hostile ones otherwise, so calls reach past their first check."""
    return st.integers(0, 3).flatmap(lambda k: hostile(*plausible) if k == 0 else _plausible(plausible))


def _plausible(plausible: tuple[Any, ...]) -> st.SearchStrategy[Any]:
    values = [p for p in plausible if not isinstance(p, st.SearchStrategy)]
    options = [p for p in plausible if isinstance(p, st.SearchStrategy)]
    if values:
        options.append(st.sampled_from(values))
    return st.one_of(*options)


TWO = Rules.variant("two")
STRICT = Rules.variant("strict")
ALL_RULES = (*(v.rules for v in hoc.VARIANTS.values()), Rules(table_stakes=False, max_raises=4, opening_bid=2),
             Rules(passed_may_return=False), TWO.replace(challenge=True, sequence_suits="any"),
             TWO.replace(chance_hoc="any-stop", sequence_order="class", tricon_order="rank"))
RULES = mostly(*ALL_RULES)
TWO_OR_THREE = mostly(Rules(), TWO)

EX0 = "KH QH JH 9H 5H 3H KC KS 3D 4D 5D 6D 7C 8C QS"
EX1 = "AS 6S 7S 8S 9S TS 2H 2D 2C 3C 4C 4H 7D 8D TD"
SUITS3 = [
    "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
    "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD",
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC",
]
_TOKENS = ["7c", "KD", "7H", "10H", "K♦", "QS", "Rd", "x", "AH", "2H", "JD", "9S", "7H"]
#: Card notations, some of them wrong, Italian or repeated.
TEXT = st.lists(st.sampled_from(_TOKENS), max_size=6).map(" ".join)
CARD_TUPLES = st.lists(st.sampled_from(hoc.DECK), max_size=8, unique=True).map(tuple)
HAND = mostly(TEXT, CARD_TUPLES, EX0, EX1, "AH 2H 3H", "KH KD KC 7H 7D 7C 7S", "")
ONE_CARD = mostly(st.sampled_from(hoc.DECK), "KD", "QS", "7c", "10♥", "JD")
HANDS = mostly([EX0, EX1], SUITS3, [SUITS3[0], SUITS3[0], SUITS3[2]], [EX0], (h for h in SUITS3),
               [list(Card.parse(c) for c in EX0.split()), EX1])
SEEDS = mostly(1, 7, np.int64(2), np.uint8(3), np.random.default_rng(4))
SEATS = mostly(0, 1, 2, np.int64(1), 3, -1)
BOOLS = mostly(True, False, np.bool_(True))
COMBOS = mostly("tierce to 5", "quint of 6 to K", "brelan of K", "four of 2", "quint of ٦ to K", "tierce to 2",
                Combination.parse("quart to Q"))
ACTIONS = mostly("bid", "hold", "pass", "raise 3", "raise 21", "raise ²", "raise ٣", "claim quint to K",
                 "claim nothing", "claim brelan of 2", "play 3D", "play 7c", "play AS", "without", "fold",
                 Action.parse("raise 5"), Action(Kind.PLAY, card=Card(Rank.FOUR, Suit.DIAMONDS)))
POLICIES = mostly([hoc.Cautious()] * 3, [hoc.Cautious(), hoc.Bold()], [hoc.RandomPolicy()] * 2,
                  [hoc.Cautious(), hoc.Cautious, hoc.Cautious()], [len, len], [lambda view, rng: "fold"] * 2,
                  [lambda: 1] * 3, [lambda view, rng: 7] * 3)


def _deals() -> tuple[Deal, ...]:
    """Deals caught in every phase, under several variants."""
    ex = Deal.start([EX0, EX1], dealer=1, rules=TWO)
    runs = ex.act_all("0 pass; 1 pass; 0 pass; 1 pass; 0 pass; 1 pass")
    out = [
        Deal.start(SUITS3, dealer=2),
        Deal.start(SUITS3, dealer=2).act_all("0 bid; 1 raise 4"),
        Deal.start(SUITS3, dealer=2, rules=STRICT).act_all("0 pass; 1 pass; 2 pass; 0 bid; 1 pass; 2 pass"),
        Deal.start(SUITS3, dealer=2, rules=Rules(table_stakes=True), counters=(5, 100, 100)),
        ex.act_all("0 bid; 1 raise 2; 0 hold; 0 bid; 1 raise 3; 0 pass"),
        runs,
        runs.act_all("0 play 3D"),
        runs.act_all("0 play 3D; 0 play 4D; 0 play 5D; 0 play 6D; 0 play 7C; 0 play 8C; 0 play 9H; 0 without"),
        hoc.play([hoc.Cautious(), hoc.Bold()], rules=TWO, dealer=0, rng=4),
    ]
    return tuple(out)


DEALS = _deals()
OVER = DEALS[-1]
DEAL = st.sampled_from(DEALS)
SIM = hoc.simulate([hoc.Cautious(), hoc.RandomPolicy()], rules=TWO, deals=2, rng=1)
SAMPLE = hoc.sample_hands(12, hands=200, rng=1)
ODDS = st.sampled_from([hoc.hand_odds(12), hoc.hand_odds(3)])

_RULES_FIELDS = {
    "players": mostly(2, 3, np.int64(2)),
    "hand_size": mostly(None, 12, 15, np.int64(12)),
    "counters": mostly(100, 0, np.int64(50)),
    "ante": mostly(1, 0),
    "opening_bid": mostly(0, 2),
    "raise_cap": mostly(20, 1, 5, 1000, 1001, HUGE),
    "carte_blanche": mostly(10, 0),
    "double": BOOLS,
    "sequence_table": mostly(((1, 2), (2, 3), (3, 4)), [[1, 2], [2, 3], [3, 4]], ((1, 2),)),
    "tricon_table": mostly(((2, 4), (4, 8)), ((2, 4), (4, 8.0))),
    "cards_left": mostly(hoc.CARDS_LEFT, list(hoc.CARDS_LEFT), (0, 6, 8)),
    "hoc_payment": mostly(1, 0),
    "holding_back_fine": mostly(5, 0),
    "passed_stake": mostly("carry-double", "carry", hoc.PassedStake.CARRY),
    "sequence_suits": mostly("same", "any"),
    "sequence_order": mostly("length", "class"),
    "sequence_payment": mostly("declared", "each"),
    "tricon_order": mostly("count", "rank"),
    "lone_winner": mostly("claim", "show"),
    "holding_back": mostly("fined", "forbidden"),
    "chance_hoc": mostly("sleeping", "any-stop", "unpaid"),
    "next_dealer": mostly("right", "winner"),
    "table_stakes": BOOLS,
    "max_raises": mostly(None, 3, 0),
    "passed_may_return": BOOLS,
    "challenge": BOOLS,
    "colour": HOSTILE,
}
_DEAL_ARGS = {
    "dealer": SEATS,
    "counters": mostly(None, (100, 100), (100, 100, 100), [np.int64(5)] * 3, (1.5, 2, 3)),
    "pools": mostly((0, 0, 0), (3, 0, 6), (0, -1, 0)),
    "doubled": mostly((False, True, False), [np.bool_(True)] * 3, (0, 0, 0)),
}


def _property(name: str) -> Case:
    return Case(lambda deal: getattr(deal, name), (DEAL,))


CASES: dict[str, Case] = {
    # rules and variants
    "Rules": Case(lambda **kw: Rules(**kw), kwargs=_RULES_FIELDS),
    "Rules.variant": Case(Rules.variant, (mostly(*hoc.VARIANTS, "lyon"),)),
    "Rules.cards_each": Case(lambda r: r.cards_each, (st.sampled_from(ALL_RULES),)),
    "Rules.name": Case(lambda r: r.name, (st.sampled_from(ALL_RULES),)),
    "Rules.replace": Case(lambda r, **kw: r.replace(**kw), (st.sampled_from(ALL_RULES),), _RULES_FIELDS),
    "Variant": Case(lambda **kw: hoc.Variant(**kw), kwargs={
        "name": mostly("mine", ""), "rules": RULES,
        "evidence": mostly({"opening_bid": (choice("a what-if"),)}, {"colour": (choice("why not"),)},
                           {"ante": ()}, {}),
        "extra": HOSTILE}),
    "Variant.sources": Case(lambda v: v.sources, (st.sampled_from(list(hoc.VARIANTS.values())),)),
    "Variant.assumed": Case(lambda v: v.assumed, (st.sampled_from(list(hoc.VARIANTS.values())),)),
    "variant": Case(hoc.variant, (mostly(*hoc.VARIANTS, "lyon"),)),
    # cards and combinations
    "parse_cards": Case(hoc.parse_cards, (mostly(TEXT, EX0),)),
    "is_hoc": Case(hoc.is_hoc, (ONE_CARD,)),
    "is_carte_blanche": Case(hoc.is_carte_blanche, (HAND,)),
    "card_points": Case(hoc.card_points, (ONE_CARD,)),
    "Point": Case(hoc.Point, (mostly(3, 6), mostly(24, 46), mostly(Suit.HEARTS))),
    "Point.key": Case(lambda h: hoc.point(h).key, (mostly(EX0, EX1, "AH"),)),
    "point": Case(hoc.point, (HAND,)),
    "Combination": Case(Combination, (mostly(Stake.SEQUENCE, Stake.TRICON, Stake.POINT),
                                      mostly(3, 4, 5, 6, np.int64(5)), mostly(*Rank))),
    "Combination.parse": Case(Combination.parse, (COMBOS,)),
    "Combination.name": Case(lambda c: Combination.parse(c).name, (COMBOS,)),
    "Combination.major": Case(lambda c: Combination.parse(c).major, (COMBOS,)),
    "Combination.cls": Case(lambda c: Combination.parse(c).cls, (COMBOS,)),
    "sequences": Case(lambda h, **kw: hoc.sequences(h, **kw), (HAND,), {"rules": RULES}),
    "best_sequence": Case(lambda h, **kw: hoc.best_sequence(h, **kw), (HAND,), {"rules": RULES}),
    "tricons": Case(lambda h, **kw: hoc.tricons(h, **kw), (HAND,), {"rules": RULES}),
    "best_tricon": Case(lambda h, **kw: hoc.best_tricon(h, **kw), (HAND,), {"rules": RULES}),
    # payments
    "payment": Case(lambda c, **kw: hoc.payment(c, **kw), (COMBOS,), {"rules": RULES, "doubled": BOOLS}),
    "payment_table": Case(lambda **kw: hoc.payment_table(**kw), kwargs={"rules": RULES, "doubled": BOOLS}),
    "cards_left_payment": Case(lambda n, **kw: hoc.cards_left_payment(n, **kw), (mostly(0, 3, 15, 16, np.int64(2)),),
                               {"rules": RULES}),
    "cards_left_table": Case(lambda **kw: hoc.cards_left_table(**kw), kwargs={"rules": RULES}),
    # notation and records
    "Action": Case(lambda *a: Action(*a), (mostly(*Kind), mostly(None, 5, np.int64(3), 0, True),
                                            mostly(None, hoc.DECK[0], "7H"), mostly(None, Combination.parse("tierce to 5")))),
    "Action.parse": Case(Action.parse, (ACTIONS,)),
    "Transfer": Case(hoc.Transfer, (mostly(0, None), mostly(1, None), mostly(5), mostly("hoc"), mostly(None, Stake.POINT))),
    "StakeResult": Case(hoc.StakeResult, (mostly(*Stake), mostly(None, 0), mostly(3), mostly((0, 1)))),
    "View": Case(lambda *a: hoc.View(*a), tuple(mostly(0) for _ in range(15))),
    # a deal
    "Deal.start": Case(lambda h, **kw: Deal.start(h, **kw), (HANDS,), {**_DEAL_ARGS, "rules": TWO_OR_THREE}),
    "Deal.new": Case(lambda **kw: Deal.new(rng=kw.pop("rng", 1), **kw),
                     kwargs={**_DEAL_ARGS, "rules": TWO_OR_THREE, "rng": SEEDS}),
    "Deal.replay": Case(lambda h, s, **kw: Deal.replay(h, s, **kw),
                        (HANDS, mostly("0 bid; 1 pass", "² bid", "0 raise ٣", [(0, "pass")], [(0,)], 5, b"0 bid")),
                        {**_DEAL_ARGS, "rules": TWO_OR_THREE}),
    "Deal.act": Case(lambda d, seat, a: d.act(seat, a), (DEAL, SEATS, ACTIONS)),
    "Deal.act_all": Case(lambda d, s: d.act_all(s), (DEAL, mostly("0 pass", "1 bid; 0 pass", "٣ bid",
                                                                   [(0, "pass"), (1, "pass")], [[0, "pass"]]))),
    "Deal.legal_actions": Case(lambda d: d.legal_actions(), (DEAL,)),
    "Deal.view": Case(lambda d: d.view(), (DEAL,)),
    "Deal.next_deal": Case(lambda d, rng, **kw: d.next_deal(rng=rng, **kw), (st.sampled_from([OVER, DEALS[0]]), SEEDS),
                           {"rebuy": BOOLS}),
    "Deal.carried_double": Case(lambda d: d.carried_double(), (DEAL,)),
    "Deal.net": Case(lambda d: d.net(), (DEAL,)),
    "Deal.history_text": Case(lambda d: d.history_text(), (DEAL,)),
    **{f"Deal.{name}": _property(name) for name in (
        "rules", "players", "dealer", "eldest", "order", "dealt", "hands", "stock", "counters", "pools",
        "doubled", "phase", "stake", "to_move", "level", "contenders", "needed", "run", "played", "results",
        "transfers", "history", "winner", "over", "hocs_played", "chance_hocs", "hold_backs", "carte_blanches")},
    "draw_for_dealer": Case(lambda **kw: hoc.draw_for_dealer(rng=kw.pop("rng", 1), **kw),
                            kwargs={"rules": RULES, "rng": SEEDS}),
    # policies and simulation
    "Cautious": Case(lambda *a: hoc.Cautious(*a), (mostly(5, 0, np.int64(4)),)),
    "Bold": Case(lambda *a: hoc.Bold(*a), (mostly(5, 1), mostly(5, 3), BOOLS)),
    "RandomPolicy": Case(hoc.RandomPolicy),
    "Expert": Case(lambda *a: hoc.Expert(*a), (small(0.8, 0, 1.0, np.float64(0.5), np.float32(0.5), np.int64(1)), small(5, 1),
                                               small(8, 0, 2, np.int64(1)))),
    "play_out": Case(lambda d, p, rng: hoc.play_out(d, p, rng=rng), (mostly(*DEALS[:4]), POLICIES, SEEDS)),
    "play": Case(lambda p, **kw: hoc.play(p, rng=kw.pop("rng", 1), **kw), (POLICIES,),
                 {"rules": TWO_OR_THREE, "dealer": mostly(None, 0, 1, np.int64(1), 3), "rng": SEEDS}),
    "simulate": Case(lambda p, **kw: hoc.simulate(p, deals=kw.pop("deals", 1), rng=kw.pop("rng", 1), **kw),
                     (POLICIES,), {"rules": TWO_OR_THREE, "deals": small(1, 2, np.int64(2)), "rng": SEEDS, "rebuy": BOOLS}),
    "round_robin": Case(lambda p, **kw: hoc.round_robin(p, deals=kw.pop("deals", 2), seed=kw.pop("seed", 1), **kw),
                        (mostly({"C": hoc.Cautious(), "B": hoc.Bold()}, {"C": hoc.Cautious()},
                                {"C": hoc.Cautious(), "B": hoc.Bold(), "R": hoc.RandomPolicy()}, [hoc.Cautious()] * 3),),
                        {"rules": TWO_OR_THREE, "deals": small(2, 3), "seed": small(1, 0, np.int64(5)),
                         "stream": small(0, 2)}),
    "kept_tournament": Case(hoc.kept_tournament),
    "refute_chances": Case(lambda h, c, **kw: hoc.refute_chances(h, c, **kw),
                           (mostly(EX0, SUITS3[0], "AH 2H 3H", HAND),
                            mostly("four of K", "brelan of 7", "quint to K", "tierce to 5", COMBOS)),
                           {"rules": RULES, "sizes": mostly(None, [12, 12], [15], [2], [0], "12"),
                            "unseen": mostly(None, "KH KD 2C 3C", SUITS3[1], EX1, "4H 5H 6H 7H 8H 9H TH", "")}),
    "Match": Case(lambda *a: hoc.Match(*a), tuple(mostly(("A", "B"), 2, (0.5, -0.5), 3) for _ in range(5))),
    "Match.mean": Case(lambda name: MATCH.mean(name), (mostly("Expert", "Cautious", "Bold", 1),)),
    "Simulation": Case(lambda *a: hoc.Simulation(*a), tuple(mostly(0) for _ in range(10))),
    "Simulation.mean": Case(SIM.mean, (SEATS,)),
    "Simulation.stderr": Case(SIM.stderr, (SEATS,)),
    # exact odds and sampling
    "carte_blanche_probability": Case(hoc.carte_blanche_probability, (mostly(12, 15, 52, 53, np.int64(3)),)),
    "point_distribution": Case(hoc.point_distribution, (mostly(12, 15, 1, np.int64(3)),)),
    "longest_run_distribution": Case(lambda k, **kw: hoc.longest_run_distribution(k, **kw), (mostly(12, 15, 3),),
                                     {"rules": RULES}),
    "sequence_distribution": Case(lambda k, **kw: hoc.sequence_distribution(k, **kw), (mostly(12, 15),),
                                  {"rules": RULES}),
    "of_a_kind_distribution": Case(hoc.of_a_kind_distribution, (mostly(12, 15, 52),)),
    "hoc_distribution": Case(hoc.hoc_distribution, (mostly(12, 15, 1),)),
    "carte_blanche_deal": Case(lambda **kw: hoc.carte_blanche_deal(**kw), kwargs={"rules": RULES}),
    "HandOdds": Case(lambda *a: hoc.HandOdds(*a), tuple(mostly(0) for _ in range(7))),
    "HandOdds.brelan": Case(lambda o: o.brelan, (ODDS,)),
    "HandOdds.four": Case(lambda o: o.four, (ODDS,)),
    "HandOdds.any_hoc": Case(lambda o: o.any_hoc, (ODDS,)),
    "HandOdds.events": Case(lambda o: o.events(), (ODDS,)),
    "hand_odds": Case(lambda k, **kw: hoc.hand_odds(k, **kw), (mostly(12, 15, 3),), {"rules": RULES}),
    "beat_chance": Case(lambda h, s, **kw: hoc.beat_chance(h, s, **kw),
                        (mostly(EX0, SUITS3[0], "AH 2H 3H", "KH KD KC 7H 7D 7C 7S", HAND),
                         mostly(Stake.POINT, Stake.SEQUENCE, Stake.TRICON, "point", "tricon", "Point")),
                        {"rules": RULES, "sizes": mostly(None, [12, 12], [15], [3], (np.int64(2),), [0], "12"),
                         "unseen": mostly(None, "4H 5H 6H 7H 8H 9H TH", SUITS3[1], EX1, "AH")}),
    "HandSample": Case(hoc.HandSample, (mostly(12), mostly(10), mostly({"four": 1}))),
    "HandSample.frequency": Case(SAMPLE.frequency, (mostly("four", "brelan", "point_5", "royal"),)),
    "HandSample.z_scores": Case(lambda *a, **kw: SAMPLE.z_scores(*a, **kw), (mostly(None, hoc.hand_odds(12),
                                                                                     hoc.hand_odds(15)),),
                                {"min_expected": mostly(10, 0.5, Fraction(1, 2), 0, -1, np.float64(3))}),
    "sample_hands": Case(lambda k, **kw: hoc.sample_hands(k, hands=kw.pop("hands", 50), rng=kw.pop("rng", 1), **kw),
                         (mostly(12, 15, 52, 1),), {"hands": small(50, 200), "rules": RULES, "rng": SEEDS}),
}

MATCH = hoc.Match(("Expert", "Cautious"), 10, (1.5, -1.5), (0.2, 0.2), (15, -15))

#: Public names left out of the suite, each with the reason.
EXEMPT: dict[str, str] = {
    "Deal": "Deal() raises TypeError on purpose (build a deal with Deal.start, Deal.new or Deal.replay); "
            "test_hoc.py checks it",
}

#: Fewer examples for the calls that play whole deals.
EXAMPLES: dict[str, int] = {"play_out": 25, "play": 25, "simulate": 15, "sample_hands": 20, "Deal.new": 40,
                            "Deal.next_deal": 30, "draw_for_dealer": 40}


@pytest.mark.parametrize("name", sorted(CASES))
def test_every_public_call_answers_a_value_or_a_project_error(name: str) -> None:
    case = CASES[name]

    @settings(max_examples=EXAMPLES.get(name, 50), deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large])
    @given(st.data())
    def run(data: st.DataObject) -> None:
        fuzzing.run_case(case, data)

    run()


def test_the_suite_covers_the_public_api() -> None:
    assert fuzzing.uncovered(hoc, CASES, EXEMPT) == set()
    assert not set(EXEMPT) & set(CASES)
