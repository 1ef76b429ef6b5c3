"""Benchmark of heads-up Sette e mezzo solved as a game (issue 10): goal under 60 s; figures from cache under 1 s.

Run: .venv/bin/python bench/bench_sette_game.py  (about 2 minutes on a 2-core machine)

From cold caches, in one run: the equilibrium (the linear programme with the
dealer's replies generated as it goes, then the two exact best replies that
bound the value), the dealer's best reply to the chapter's best player beside
it, and the book's figures read from the file kept beside the module. The
solve is timed once (it is long and its time varies little); the other
timings are the best of three.
"""

from __future__ import annotations

import time

from timing import best_of

from hazardlib import sette_e_mezzo as sm


def main() -> None:
    player = sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).policy

    def reply() -> sm.DealerReply:
        sm._clear_caches()
        return sm.dealer_best_reply(sm.DEFAULT, player)

    t_reply = best_of(reply, 3)
    sm._clear_caches()
    start = time.perf_counter()
    game = sm.solve_game()
    t_game = time.perf_counter() - start
    t_kept = best_of(sm.game_figures, 3)
    print(f"dealer's best reply to the chapter's best player (cold): {t_reply:.2f} s")
    print(f"the game solved (cold):                                {t_game:.1f} s (goal < 60 s; "
          f"{t_game / t_reply:.0f} x the best reply), {game.iterations} rounds of the programme, "
          f"{game.information_sets[0]} decision points of the player, {game.information_sets[1]} of the dealer")
    print(f"the book's figures from the kept file:                 {t_kept * 1000:.1f} ms (goal < 1 s)")
    print(f"value of the game to the player: {game.value:.10f}; exact bounds "
          f"[{float(game.lower):.12f}, {float(game.upper):.12f}], exploitability {float(game.exploitability):.1e}")


if __name__ == "__main__":
    main()
