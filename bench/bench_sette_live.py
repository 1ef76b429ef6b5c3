"""Benchmark of the live-casino game (issue 10): the exact solve and the simulation, side by side.

Run: .venv/bin/python bench/bench_sette_live.py  (about 30 s on a 2-core machine)

1. The exact best play and return of the live game (rules L1 to L7), from
   cold caches, for the default reading and for the chapter's nine readings
   together (the chapter's table), beside the heads-up solve of the
   traditional game against a dealer who stands on 5 (the reference figure
   of bench_sette_e_mezzo.py), measured in the same run.
2. Simulated live rounds per second (live_simulate, the solved play).

Every timing is the best of several repeats (time.perf_counter).
"""

from __future__ import annotations

from timing import best_of

from hazardlib import sette_e_mezzo as sm
from hazardlib.sette_e_mezzo import live

L = sm.LiveRules
READINGS = [
    L.variant("playtech"), L(royal_tie="push"), L(royal_tie="player_royal_only"), L(forced_draw="until_above"),
    L(matta_values="whole"), L(dealer_first_matta="to_five"), L(royal_payout="1:1"), L(five_tie="push"),
    L.variant("sanremo"),
]


def cold(fn):  # type: ignore[no-untyped-def]
    def run() -> object:
        live._solver.cache_clear()
        live._total.cache_clear()
        live._settle_totals.cache_clear()
        sm._clear_caches()
        return fn()

    return run


def main() -> None:
    one = best_of(cold(lambda: sm.live_solve()), 3)
    nine = best_of(cold(lambda: [sm.live_solve(r) for r in READINGS]), 2)
    traditional = best_of(cold(lambda: sm.solve(sm.DEFAULT, sm.DealerStandOn(5))), 3)
    sm.live_solve()
    n = 20_000
    sim = best_of(lambda: sm.live_simulate(rounds=n, rng=1), 3)
    print(f"live game, exact best play, default reading (cold): {one:.2f} s")
    print(f"live game, the chapter's nine readings (cold):      {nine:.2f} s")
    print(f"traditional game, solve against DealerStandOn(5):   {traditional:.2f} s "
          f"(live / traditional = {one / traditional:.2f})")
    print(f"live game, simulated rounds per second:             {n / sim:,.0f}")


if __name__ == "__main__":
    main()
