"""Solve heads-up Sette e mezzo as a game and keep the figures the book shows.

Run after a change to the default rules or to ``hazardlib/sette_e_mezzo/equilibrium.py``:
``.venv/bin/python tools/keep_game.py`` (about a minute). ``tests/test_equilibrium.py``
solves the game again and fails if the kept figures differ.
"""

from hazardlib.sette_e_mezzo.equilibrium import KEPT, _keep

if __name__ == "__main__":
    _keep()
    print(f"kept {KEPT}")
