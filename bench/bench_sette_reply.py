"""Benchmark of the dealer's best reply (issue 10): goal under 2 s, beside the solve it replies to.

Run: .venv/bin/python bench/bench_sette_reply.py  (about 15 s on a 2-core machine)

The exact best reply of the dealer to the chapter's best player (the best
policy against a dealer who stands on 5), heads-up from a fresh deck, from
cold caches, and in the same run the exact solve of that player's policy.
Every timing is the best of three (time.perf_counter).
"""

from __future__ import annotations

from timing import best_of

from hazardlib import sette_e_mezzo as sm


def main() -> None:
    def solve() -> sm.Analysis:
        sm._clear_caches()
        return sm.solve(sm.DEFAULT, sm.DealerStandOn(5))

    player = solve().policy

    def reply() -> sm.DealerReply:
        sm._clear_caches()
        return sm.dealer_best_reply(sm.DEFAULT, player)

    t_solve = best_of(solve, 3)
    t_reply = best_of(reply, 3)
    r = reply()
    print(f"player's best policy against DealerStandOn(5) (cold): {t_solve:.2f} s")
    print(f"dealer's best reply to it (cold):                     {t_reply:.2f} s (goal < 2 s; "
          f"{t_reply / t_solve:.1f} x the solve), {r.information_sets} information sets")
    print(f"the dealer's edge when he replies at his best:        {float(r.dealer_edge):.4f}")


if __name__ == "__main__":
    main()
