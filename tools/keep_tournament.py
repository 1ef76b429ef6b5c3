"""Play the Hoc Mazarin tournaments of the book again and keep their results.

Run after a change to a policy, to the default rules or to the engine's play:
``.venv/bin/python tools/keep_tournament.py`` (about 15 minutes on a 2-core machine), or
``.venv/bin/python tools/keep_tournament.py NAME ...`` for some of them (``main-2``, ``claim, challenge``, ...).
The matches are seeded; ``tests/test_hoc_tournament.py`` plays one of them again
and compares, and the notebook ``notebooks/hoc_mazarin.ipynb`` shows them.
"""

import sys

from hazardlib.hoc.tournament import KEPT, _keep

if __name__ == "__main__":
    _keep(sys.argv[1:] or None)
    print(f"kept {KEPT}")
