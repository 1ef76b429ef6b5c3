"""Benchmark of importing the games: the figures issue 8 asks for.

Run: .venv/bin/python bench/bench_import.py  (a few seconds)

For each game, a fresh interpreter imports it and runs one exact function;
``python -X importtime`` gives the cumulative import time of the package (in
microseconds), and the interpreter reports whether numpy was loaded. The
same is measured for ``import numpy`` alone, side by side in the same run, so
the ratio says what the exact engine saves by not loading it. Each figure is
the minimum over several fresh interpreters (the least disturbed one).
"""

from __future__ import annotations

import re
import subprocess
import sys

REPEATS = 7

CASES = {
    "hazardlib.hazard": "from hazardlib import hazard; hazard.caster_win_probability(7)",
    "hazardlib.grand_hazard": "from hazardlib import grand_hazard; grand_hazard.house_edges()",
    "hazardlib.sette_e_mezzo": "from hazardlib import sette_e_mezzo; sette_e_mezzo.reale_probability()",
    "hazardlib.hoc": "from hazardlib import hoc; hoc.hand_odds(12)",
    "numpy": "import numpy",
}


def measure(module: str, code: str) -> tuple[int, bool]:
    """(cumulative import time of *module* in µs, numpy loaded?) in a fresh interpreter."""
    probe = f"{code}\nimport sys\nprint('numpy loaded:', 'numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", probe], capture_output=True, text=True, check=True)
    cumulative = 0
    for line in out.stderr.splitlines():
        m = re.match(r"import time:\s+(\d+)\s+\|\s+(\d+)\s+\|\s*(\S+)$", line)
        if m and m.group(3) == module:
            cumulative = int(m.group(2))
    return cumulative, "numpy loaded: True" in out.stdout


def main() -> None:
    results = {}
    for _ in range(REPEATS):
        for module, code in CASES.items():  # interleaved, so the machine's noise hits all alike
            t, loaded = measure(module, code)
            best, _ = results.get(module, (t, loaded))
            results[module] = (min(best, t), loaded)
    numpy_time = results["numpy"][0]
    print(f"{'import':<26} {'time (ms)':>9} {'÷ numpy':>8}  numpy loaded")
    for module, (t, loaded) in results.items():
        print(f"{module:<26} {t / 1000:>9.1f} {t / numpy_time:>8.2f}  {loaded}")


if __name__ == "__main__":
    main()
