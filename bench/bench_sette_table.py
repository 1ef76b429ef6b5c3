"""Benchmark of the bank at a table (issue 10): hands a second with the table's reply, beside a fixed dealer.

Run: .venv/bin/python bench/bench_sette_table.py  (about a minute on a 2-core machine)

For 2, 4 and 6 players on the best policy against a dealer who stands on 5,
in one run: 500 hands from fresh decks with the dealer's table reply
(TableReply, a backward pass over his next cards at each decision), and the
same hands with a dealer who stands on 5. Each timing is the best of three.
The kept figures of the book (tools/keep_table.py) are 8,000 hands for each
of 1 to 6 players, with fresh decks and with whole decks.
"""

from __future__ import annotations

from timing import best_of

from hazardlib import sette_e_mezzo as sm


def main() -> None:
    best = sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).policy
    hands = 500
    for n in (2, 4, 6):
        def reply() -> sm.TableResult:
            return sm.bank_at_table(sm.DEFAULT, best, players=n, hands=hands, rng=1)

        def fixed() -> sm.TableResult:
            return sm.bank_at_table(sm.DEFAULT, best, players=n, hands=hands, dealer=sm.DealerStandOn(5), rng=1)

        t_reply = best_of(reply, 3)
        t_fixed = best_of(fixed, 3)
        print(f"{n} players: table reply {hands / t_reply:6.0f} hands/s, stands on 5 {hands / t_fixed:6.0f} hands/s "
              f"({t_reply / t_fixed:.1f} x the time)")


if __name__ == "__main__":
    main()
