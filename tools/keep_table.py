"""Play the bank at tables of 1 to 6 players again and keep the figures the book shows.

Run after a change to the default rules, to ``hazardlib/sette_e_mezzo/table.py`` or to the
engine's play: ``.venv/bin/python tools/keep_table.py`` (about 40 minutes of work, shared by
``--jobs N`` processes); ``--counting`` plays only the tables of players who count the cards,
``--reply`` only those with the table's reply, ``--players 2,3`` only those tables. The
plays are seeded; ``tests/test_table.py`` plays the heads-up one again and compares.
"""

import sys

from hazardlib.sette_e_mezzo.table import KEPT, _keep

if __name__ == "__main__":
    jobs = int(sys.argv[sys.argv.index("--jobs") + 1]) if "--jobs" in sys.argv else 1
    players = (tuple(int(n) for n in sys.argv[sys.argv.index("--players") + 1].split(","))
               if "--players" in sys.argv else (1, 2, 3, 4, 5, 6))
    _keep(counting_only="--counting" in sys.argv, reply_only="--reply" in sys.argv, players=players, jobs=jobs)
    print(f"kept {KEPT}")
