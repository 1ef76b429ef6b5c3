"""Benchmark of the Sette e mezzo engine: the figures issue 4 asks for, side by side.

Run: .venv/bin/python bench/bench_sette_e_mezzo.py  (about 20 s on a 2-core machine)

1. The time to solve the heads-up exact analysis (the player's best policy
   and its exact value, full 40-card deck, matta), from cold caches, for the
   two dealers of the chapter. Goal: under 1 s.
2. Simulated heads-up hands per second: sette_e_mezzo.simulate (numpy
   engine), the engine that play() uses (engine="python"), and a plain-Python
   loop written here for the same game and policies (a player and a dealer
   who both stand on 5, the Italian article's rules), in one run.

Every timing is the best of several repeats (time.perf_counter).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from fractions import Fraction

from timing import best_of

from hazardlib import sette_e_mezzo as sm

REPEATS = 5
N_NUMPY = 200_000
N_ENGINE = 4_000
N_PLAIN = 40_000


def cold_solve(dealer: sm.DealerStandOn | sm.DealerSeesCards) -> Callable[[], object]:
    def run() -> object:
        sm._clear_caches()  # the rules tables, rebuilt each time
        return sm.solve(sm.DEFAULT, dealer)

    return run


def plain_python_hands(n: int, seed: int) -> float:
    """Heads-up hands in plain Python: both stand on 5; the Italian article's rules.

    Values in half-points; the matta (king of denari) counts 1/2 alone and
    1/2 or a whole number with other cards; a two-card 7 1/2 of one suit is a
    reale, paid double, beating the dealer's plain 7 1/2; a dealer's reale
    takes double (single from a reale); ties to the dealer.
    """
    rng = random.Random(seed)
    deck = sm.DECK
    matta = deck.index(sm.KING_OF_DENARI)
    value = [1 if c.is_figure else int(c.rank) * 2 for c in deck]
    value[matta] = 0
    suit = [c.suit.value for c in deck]
    choices = (1, 2, 4, 6, 8, 10, 12, 14)

    def total(other: int, has_matta: bool, cards: int) -> int:
        if not has_matta:
            return other
        if cards == 1:
            return 1
        fits = [other + v for v in choices if other + v <= 15]
        return fits[-1] if fits else other + 1

    def play(cards: list[int], start: int) -> tuple[int, int]:
        other, has_matta, i = 0, False, start
        while True:
            c = cards[i]
            i += 1
            other += value[c]
            has_matta = has_matta or c == matta
            t = total(other, has_matta, i - start)
            if t > 15 or t >= 10:
                return t, i

    order = list(range(len(deck)))
    result = 0.0
    for _ in range(n):
        rng.shuffle(order)
        pt, used = play(order, 0)
        if pt > 15:
            result -= 1
            continue
        preale = used == 2 and pt == 15 and suit[order[0]] == suit[order[1]]
        dt, dused = play(order, used)
        dreale = dused - used == 2 and dt == 15 and suit[order[used]] == suit[order[used + 1]]
        if dt > 15:
            result += 2 if preale else 1
        elif dreale:
            result -= 1 if preale else 2
        elif preale:
            result += 2
        else:
            result += 1 if pt > dt else -1
    return result / n


def main() -> None:
    for label, dealer in (
        ("dealer stands on 5", sm.DealerStandOn(5)),
        ("dealer reads face-up cards, else stands on 5", sm.DealerSeesCards(5)),
    ):
        seconds = best_of(cold_solve(dealer))
        print(f"exact heads-up solve, {label} (s, best of {REPEATS}): {seconds:.3f}")

    player, dealer = sm.StandOn(5), sm.DealerStandOn(5)
    exact = sm.policy_value(sm.DEFAULT, player, dealer)
    t_numpy = best_of(lambda: sm.simulate(sm.DEFAULT, player, dealer, hands=N_NUMPY, rng=1), 3)
    t_engine = best_of(
        lambda: sm.simulate(sm.DEFAULT, player, dealer, hands=N_ENGINE, rng=1, engine="python"), 3
    )
    t_plain = best_of(lambda: plain_python_hands(N_PLAIN, 1), 3)
    numpy_rate = N_NUMPY / t_numpy
    engine_rate = N_ENGINE / t_engine
    plain_rate = N_PLAIN / t_plain
    print(f"simulate, numpy engine (hands/s, {N_NUMPY} hands): {numpy_rate:,.0f}")
    print(f"simulate, engine='python' as play() (hands/s, {N_ENGINE} hands): {engine_rate:,.0f}")
    print(f"plain-Python loop, same game (hands/s, {N_PLAIN} hands): {plain_rate:,.0f}")
    print(f"numpy engine / plain-Python loop (ratio): {numpy_rate / plain_rate:.1f}")
    print(f"plain-Python loop / engine='python' (ratio): {plain_rate / engine_rate:.1f}")
    # The three agree with the exact value (a check that they play one game).
    check = sm.simulate(sm.DEFAULT, player, dealer, hands=N_NUMPY, rng=2)
    plain = plain_python_hands(N_NUMPY, 2)
    print(f"exact value, player and dealer stand on 5: {exact} = {float(exact):.5f}")
    print(f"numpy estimate (mean +- s.e.): {check.mean:.5f} +- {check.stderr:.5f}")
    print(f"plain-Python estimate ({N_NUMPY} hands): {plain:.5f}")
    assert isinstance(exact, Fraction)


if __name__ == "__main__":
    main()
