"""Benchmark of the book build (run by `make bench`).

Builds every language as `make book` does (English first, then the others
two at a time) into a separate folder
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
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conf import LANGUAGES  # noqa: E402

BENCH = ROOT / "_build" / "bench"


def _command(code: str, language: str, jobs: int) -> list[str]:
    return [
        sys.executable, "-m", "sphinx", "-b", "html", "-W", "-n", "--keep-going", "-j", str(jobs),
        "-D", f"language={language}",
        "-D", f"nb_execution_cache_path={BENCH / '.jupyter_cache'}",
        "-d", str(BENCH / "doctrees" / code), str(ROOT), str(BENCH / "html" / code),
    ]


def _counts(log: str) -> tuple[int, int]:
    return len(re.findall(r"Executing notebook using", log)), len(re.findall(r"Using cached notebook", log))


def build_all() -> tuple[float, dict[str, tuple[int, int]]]:
    """Build as `make book` does: English first (eight readers), then the others two at a time."""
    counts: dict[str, tuple[int, int]] = {}
    start = time.perf_counter()
    english = subprocess.run(_command("en", "en", 8), capture_output=True, text=True, cwd=ROOT)
    if english.returncode:
        print(english.stdout[-3000:], english.stderr[-3000:], sep="\n")
        raise SystemExit("build of en failed")
    counts["en"] = _counts(english.stdout + english.stderr)
    others = [(code, language) for code, (language, _search, _name) in LANGUAGES.items() if code != "en"]

    def build(code: str, language: str) -> tuple[str, str]:
        result = subprocess.run(_command(code, language, 1), capture_output=True, text=True, cwd=ROOT)
        if result.returncode:
            print(result.stdout[-3000:], result.stderr[-3000:], sep="\n")
            raise SystemExit(f"build of {code} failed")
        return code, result.stdout + result.stderr

    with ThreadPoolExecutor(max_workers=2) as pool:  # as `make -j2`
        for code, log in pool.map(lambda pair: build(*pair), others):
            counts[code] = _counts(log)
    return time.perf_counter() - start, counts


def main() -> None:
    shutil.rmtree(BENCH, ignore_errors=True)
    clean, counts = build_all()
    print(f"book clean build, {len(LANGUAGES)} languages: {clean:.1f} s")
    for code, (executed, cached) in counts.items():
        print(f"book notebooks executed in the {code} build: {executed} (taken from the cache: {cached})")
    again, counts_again = build_all()
    print(f"book rebuild with no change, {len(LANGUAGES)} languages: {again:.1f} s")
    print(f"book notebooks executed in the no-change rebuild: {sum(e for e, _ in counts_again.values())}")
    print(f"book no-change rebuild / clean build: {again / clean:.3f}")


if __name__ == "__main__":
    main()
