"""Benchmark of the Hazard engine: the figures issue 3 asks for, measured side by side.

Run: .venv/bin/python bench/bench_hazard.py  (a few seconds on a 2-core machine)

1. Simulating 10**6 rounds with hazard.simulate, against the time numpy takes
   just to draw, in one call, the dice those rounds threw. Two baselines, side
   by side:
   - two faces per throw (int16, numpy's fastest dtype for this here);
   - one draw over the 36 ordered outcomes of the two dice per throw, which is
     how simulate draws a throw (uint16; int16 is as fast, uint8 about twice
     as slow in numpy 2.4). This baseline is the stricter one: it is about
     twice as fast as the first.
   Goal: ratio <= 2.
2. The same simulation against a plain-Python throw-by-throw loop (timed on
   fewer rounds and scaled per round, as the label says). Goal: >= 30 times.
3. The time to compute every exact table the Hazard chapter shows. Goal: well
   under 1 s.

Every timing is the best of several repeats (time.perf_counter).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from fractions import Fraction

import numpy as np

from timing import best_of

from hazardlib import grand_hazard, hazard

N_ROUNDS = 10**6
N_PLAIN = 10**5
REPEATS = 5


def plain_python_rounds(n: int, seed: int) -> tuple[int, int]:
    """Main 7 under the English table, throw by throw, in plain Python.

    Faces come from ``int(random() * 6) + 1``, the fastest plain way (faster
    than ``randint``), so that the comparison does not flatter numpy.
    """
    rnd = random.Random(seed).random
    wins = throws = 0
    for _ in range(n):
        total = int(rnd() * 6) + int(rnd() * 6) + 2
        throws += 1
        if total in (7, 11):
            wins += 1
            continue
        if total in (2, 3, 12):
            continue
        chance = total
        while True:
            total = int(rnd() * 6) + int(rnd() * 6) + 2
            throws += 1
            if total == chance:
                wins += 1
                break
            if total == 7:
                break
    return wins, throws


def plain_python_randint_rounds(n: int, seed: int) -> tuple[int, int]:
    """The same loop with ``randint(1, 6)``, the way a plain loop is usually written."""
    randint = random.Random(seed).randint
    wins = throws = 0
    for _ in range(n):
        total = randint(1, 6) + randint(1, 6)
        throws += 1
        if total in (7, 11):
            wins += 1
            continue
        if total in (2, 3, 12):
            continue
        chance = total
        while True:
            total = randint(1, 6) + randint(1, 6)
            throws += 1
            if total == chance:
                wins += 1
                break
            if total == 7:
                break
    return wins, throws


def chapter_tables() -> list[object]:
    """Every exact table the chapter and its notebook show."""
    out: list[object] = []
    english = hazard.Rules.variant("english")
    direct = hazard.Rules(nicks="direct")
    out.append(hazard.nick_out_table(rules=english))
    out.append(hazard.nick_out_table(rules=direct))
    out.append(hazard.setter_odds_table())
    for rules in (english, direct):
        for main in hazard.MAINS:
            out.append(hazard.caster_win_probability(main, rules=rules))
            out.append(hazard.odds_against(main, rules=rules))
            out.append(hazard.opening_probabilities(main, rules=rules))
            out.append(hazard.expected_throws(main, rules=rules))
            for settlement in hazard.Settlement:
                out.append(hazard.expected_value(1, main, rules=rules.replace(settlement=settlement)))
            for passing in hazard.Passing:
                out.append(hazard.expected_rounds_with_dice(main, rules=rules.replace(passing=passing)))
    for name, variant in hazard.VARIANTS.items():
        rules = variant.rules
        main = 7 if rules.main is hazard.MainRule.CALLED else None
        out.append((name, hazard.caster_win_probability(main, rules=rules)))
        out.append(hazard.expected_value(1, main, rules=rules))
        out.append(hazard.expected_rounds_with_dice(main, rules=rules))
        out.append(hazard.expected_throws(main, rules=rules))
        out.append(hazard.throws_distribution(12, main, rules=rules))
    out.append(hazard.craps_pass_line_probability())
    for table in grand_hazard.VARIANTS.values():
        out.append(grand_hazard.house_edges(rules=table))
    return out


def main() -> None:
    english = hazard.Rules.variant("english")
    hoyle = hazard.Rules.variant("hoyle")

    for label, rules, main_ in (("english main 7", english, 7), ("hoyle thrown main", hoyle, None)):
        throws = int(hazard.simulate(N_ROUNDS, main_, rules=rules, rng=0).throws.sum())
        gen = np.random.default_rng(0)
        # Interleaved, so that a change of load on the machine hits all alike.
        t_sim = t_faces = t_36 = float("inf")
        for seed in range(2 * REPEATS):
            t_sim = min(t_sim, best_of(lambda: hazard.simulate(N_ROUNDS, main_, rules=rules, rng=seed), 1))
            t_faces = min(t_faces, best_of(lambda: gen.integers(1, 7, size=(2, throws), dtype=np.int16), 1))
            t_36 = min(t_36, best_of(lambda: gen.integers(0, 36, size=throws, dtype=np.uint16), 1))
        print(f"simulate 10^6 rounds, {label} (s): {t_sim:.4f}")
        print(f"numpy draw of the {throws} throws those rounds threw, 2 faces each (s): {t_faces:.4f}")
        print(
            f"numpy draw of the {throws} throws those rounds threw, one 36-way outcome each "
            f"(as simulate draws them) (s): {t_36:.4f}"
        )
        print(f"ratio simulate / draw of 2 faces per throw, {label} (goal <= 2): {t_sim / t_faces:.2f}")
        print(f"ratio simulate / draw of one 36-way outcome per throw, {label} (goal <= 2): {t_sim / t_36:.2f}")

    t_sim = best_of(lambda: hazard.simulate(N_ROUNDS, 7, rules=english, rng=1))
    per_round_sim = t_sim / N_ROUNDS
    print(f"simulate, main 7, timed on 10^6 rounds, per round (us): {per_round_sim * 1e6:.4f}")
    for label, loop in (
        ("random() * 6", plain_python_rounds),
        ("randint(1, 6)", plain_python_randint_rounds),
    ):
        per_round_plain = best_of(lambda: loop(N_PLAIN, 1), repeats=3) / N_PLAIN
        print(f"plain-Python loop with {label}, main 7, timed on 10^5 rounds, per round (us): {per_round_plain * 1e6:.3f}")
        print(
            f"speedup of simulate over the plain-Python loop with {label}, per round (goal >= 30): "
            f"{per_round_plain / per_round_sim:.1f}"
        )

    t_tables = best_of(chapter_tables)
    assert chapter_tables()[0] == hazard.nick_out_table()
    assert hazard.caster_win_probability(6) == Fraction(6961, 14256)
    print(f"every exact table of the chapter (s, goal well under 1): {t_tables:.4f}")


if __name__ == "__main__":
    main()
