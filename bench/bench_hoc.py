"""Benchmark of the Hoc Mazarin engine: the figures issue 5 asks for.

Run: .venv/bin/python bench/bench_hoc.py  (about 2 min on a 2-core machine, most of it the tournament)

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
4. The Expert policy (issue 11): complete deals per second with three and
   two players (goal: at least 50 a second with three), and the size and
   time of the notebook's tournament (every pair and every three of the four
   policies; 1,200 deals a two-player match, 2,400 a three-player match).

Every timing is the best of several repeats (time.perf_counter).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable

import numpy as np

from timing import best_of

from hazardlib import hoc

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

    expert: dict[int, float] = {}
    for label, policies, rules in (
        ("three players, expert/cautious/bold", [hoc.Expert(), hoc.Cautious(), hoc.Bold()], three),
        ("two players, expert/cautious", [hoc.Expert(), hoc.Cautious()], two),
    ):
        expert[rules.players], _ = deals_per_second(policies, rules)
        print(f"deals/s (plain Python, both phases), {label}: {expert[rules.players]:.0f}")
    print(f"expert, three players, at least 50 deals/s: {expert[3] >= 50}")
    print(tournament())


def tournament() -> str:
    """The notebook's tournament, timed once: its size and time."""
    named = {"Cautious": hoc.Cautious(), "Bold": hoc.Bold(), "Random": hoc.RandomPolicy(), "Expert": hoc.Expert()}
    sizes = {2: 1200, 3: 2400}
    matches = deals = 0
    start = time.perf_counter()
    for i, (n, rules) in enumerate(((2, hoc.Rules.variant("two")), (3, hoc.Rules()))):
        for j, names in enumerate(itertools.combinations(named, n)):
            hoc.simulate([named[x] for x in names], rules=rules, deals=sizes[n],
                         rng=np.random.default_rng([1661, 10 + i, j]))
            matches += 1
            deals += sizes[n]
    elapsed = time.perf_counter() - start
    return f"tournament: {matches} matches, {deals} deals, {elapsed:.1f} s ({deals / elapsed:.0f} deals/s)"


if __name__ == "__main__":
    main()
