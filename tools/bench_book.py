"""Benchmark of the book build (run by `make bench`).

Builds the four languages one after another into a separate folder
(``_build/bench``, with its own notebook cache, so the reader's build is left
alone): first from nothing, then again with no change. Prints the wall-clock
times and, for each language, how many notebooks the build executed and how
many it took from the shared cache.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conf import LANGUAGES  # noqa: E402

BENCH = ROOT / "_build" / "bench"


def build_all() -> tuple[float, dict[str, tuple[int, int]]]:
    counts: dict[str, tuple[int, int]] = {}
    start = time.perf_counter()
    for code, (language, _search, _name) in LANGUAGES.items():
        result = subprocess.run(
            [
                sys.executable, "-m", "sphinx", "-b", "html", "-W", "-n", "--keep-going",
                "-D", f"language={language}",
                "-D", f"nb_execution_cache_path={BENCH / '.jupyter_cache'}",
                "-d", str(BENCH / "doctrees" / code), str(ROOT), str(BENCH / "html" / code),
            ],
            capture_output=True, text=True, cwd=ROOT,
        )
        if result.returncode:
            print(result.stdout[-3000:], result.stderr[-3000:], sep="\n")
            raise SystemExit(f"build of {code} failed")
        log = result.stdout + result.stderr
        executed = len(re.findall(r"Executing notebook using", log))
        cached = len(re.findall(r"Using cached notebook", log))
        counts[code] = (executed, cached)
    return time.perf_counter() - start, counts


def main() -> None:
    shutil.rmtree(BENCH, ignore_errors=True)
    clean, counts = build_all()
    print(f"book clean build, 4 languages: {clean:.1f} s")
    for code, (executed, cached) in counts.items():
        print(f"book notebooks executed in the {code} build: {executed} (taken from the cache: {cached})")
    again, counts_again = build_all()
    print(f"book rebuild with no change, 4 languages: {again:.1f} s")
    print(f"book notebooks executed in the no-change rebuild: {sum(e for e, _ in counts_again.values())}")
    print(f"book no-change rebuild / clean build: {again / clean:.3f}")


if __name__ == "__main__":
    main()
