"""Benchmark of the Hoc Mazarin engine: the figures issue 5 asks for.

Run: .venv/bin/python bench/bench_hoc.py  (about 3 min on a 2-core machine, most of it the Expert deals)

1. The time to compute every exact hand probability of the chapter (12- and
   15-card hands: carte blanche, point lengths, longest runs, tricons, hocs),
   from a cold cache and warm. Goal: under 1 s.
2. Simulated complete deals (both phases) per second, three and two players,
   with the simple policies. The engine is plain Python (immutable deal
   values, one action at a time), so there is no separate plain-Python
   baseline: the figure *is* the plain-Python figure. To show what the
   engine itself costs, the same deals are also played with a trivial policy
   (always the first legal action) next to the simple policies.
3. The seeded hand sampler (numpy) used to confirm the exact odds: hands/s.
4. The Expert policy (issue 11): the exact chance of winning a stake
   (hoc.beat_chance) per hand and stake; complete deals per second with
   three and two players (goal: at least 50 a second with three), with the
   look-ahead at each lead and without it, side by side; and the size and
   time of the notebook's tournaments, as tools/keep_tournament.py recorded
   them when it kept their results (playing them again takes a quarter of an
   hour: run that tool to time them afresh).

Every timing is the best of several repeats (time.perf_counter).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import numpy as np

from timing import best_of

from hazardlib import hoc
from hazardlib.hoc.chances import _cached_chance
from hazardlib.hoc.tournament import KEPT

REPEATS = 5
DEALS = 400


def exact_all() -> None:
    for k in (12, 15):
        hoc.hand_odds(k)
    for name in ("two", "three"):
        hoc.carte_blanche_deal(rules=hoc.Rules.variant(name))


def exact_cold() -> None:
    hoc.odds._suit_without_run.cache_clear()
    hoc.odds._ranks_without_run.cache_clear()
    exact_all()


def first_legal(view: hoc.View, rng: np.random.Generator) -> hoc.Action:
    return view.legal[0]


def deals_per_second(policies: list[hoc.Policy], rules: hoc.Rules) -> tuple[float, float]:
    """(deals per second, actions per second) over DEALS deals in a row."""
    actions = 0

    def run() -> None:
        nonlocal actions
        gen = np.random.default_rng(1)
        deal = hoc.play_out(hoc.Deal.new(rules=rules, dealer=0, rng=gen), policies, rng=gen)
        actions = len(deal.history)
        for _ in range(DEALS - 1):
            deal = hoc.play_out(deal.next_deal(rng=gen), policies, rng=gen)
            actions += len(deal.history)

    t = best_of(run, 3)
    return DEALS / t, actions / t


def main() -> None:
    cold = best_of(exact_cold)
    warm = best_of(exact_all)
    print(f"exact hand odds, 12 and 15 cards, cold cache (s): {cold:.4f}")
    print(f"exact hand odds, 12 and 15 cards, warm cache (s): {warm:.4f}")
    print(f"exact hand odds under 1 s: {cold < 1.0}")

    three = hoc.Rules()
    two = hoc.Rules.variant("two")
    mixed3: list[hoc.Policy] = [hoc.Cautious(), hoc.Bold(), hoc.RandomPolicy()]
    for label, policies, rules in (
        ("three players, cautious x3", [hoc.Cautious()] * 3, three),
        ("three players, cautious/bold/random", mixed3, three),
        ("three players, first legal action x3", [first_legal] * 3, three),
        ("two players, cautious x2", [hoc.Cautious()] * 2, two),
        ("two players, first legal action x2", [first_legal] * 2, two),
    ):
        dps, aps = deals_per_second(policies, rules)
        print(f"deals/s (plain Python, both phases), {label}: {dps:.0f}")
        print(f"actions/s, {label}: {aps:.0f}")

    n = 200_000
    t = best_of(lambda: hoc.sample_hands(12, hands=n, rng=1), 3)
    print(f"hand sampler (numpy), 12-card hands/s: {n / t:.0f}")

    gen = np.random.default_rng(2)
    hands = [hoc.Deal.new(rules=three, rng=gen).dealt[0] for _ in range(200)]

    def chances() -> None:
        _cached_chance.cache_clear()  # each hand counted afresh
        for h in hands:
            for stake in hoc.Stake:
                hoc.beat_chance(h, stake, rules=three)

    t = best_of(chances, 3)
    print(f"exact chance of winning a stake (three players), ms per hand and stake: {1000 * t / (3 * len(hands)):.2f}")

    expert: dict[tuple[int, int], float] = {}
    for look in (8, 0):
        for label, policies, rules in (
            ("three players, expert/cautious/bold", [hoc.Expert(lookahead=look), hoc.Cautious(), hoc.Bold()], three),
            ("two players, expert/cautious", [hoc.Expert(lookahead=look), hoc.Cautious()], two),
        ):
            expert[(rules.players, look)], _ = deals_per_second(policies, rules)
            print(f"deals/s (plain Python, both phases), {label}, lookahead={look}: "
                  f"{expert[(rules.players, look)]:.0f}")
    print(f"expert, three players, at least 50 deals/s: {expert[(3, 8)] >= 50}")
    print(f"cost of the look-ahead (deals/s without it / with it), three players: "
          f"{expert[(3, 0)] / expert[(3, 8)]:.1f}")
    print(tournament())


def tournament() -> str:
    """The notebook's tournaments: their size, and their time as kept."""
    data = json.loads(KEPT.read_text(encoding="utf-8"))
    matches = sum(len(m) for m in data["tournaments"].values())
    deals = sum(x["deals"] for m in data["tournaments"].values() for x in m)
    seconds = sum(data["seconds"].values())
    return (f"tournaments (as kept by tools/keep_tournament.py): {len(data['tournaments'])} tournaments, "
            f"{matches} matches, {deals} deals, {seconds:.0f} s ({deals / seconds:.0f} deals/s)")


if __name__ == "__main__":
    main()
