"""Play the bank at tables of 1 to 6 players again and keep the figures the book shows.

Run after a change to the default rules, to ``hazardlib/sette_e_mezzo/table.py`` or to the
engine's play: ``.venv/bin/python tools/keep_table.py`` (about 15 minutes). The plays are seeded;
``tests/test_table.py`` plays the heads-up one again and compares.
"""

from hazardlib.sette_e_mezzo.table import KEPT, _keep

if __name__ == "__main__":
    _keep()
    print(f"kept {KEPT}")
