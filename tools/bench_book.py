"""Benchmark of the book build (run by `make bench`).

Runs `make book` into a folder of its own (``_build/bench``, with its own
notebook cache, so the reader's build is left alone): first from nothing,
then again with no change (make finds nothing newer than its stamp), then
once more without the stamp, so that Sphinx checks every edition. Prints the wall-clock times and how many
notebooks were executed (each once: the English reading) and how many
times an edition took one from the shared cache instead.
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


def build() -> tuple[float, int, int]:
    """`make book` into the bench folder: (seconds, notebooks executed, notebooks taken from the cache)."""
    start = time.perf_counter()
    result = subprocess.run(
        ["make", "--no-print-directory", "book", f"BUILD={BENCH.relative_to(ROOT)}", "SPHINXOPTS=-W -n --keep-going"],
        capture_output=True, text=True, cwd=ROOT,
    )
    seconds = time.perf_counter() - start
    if result.returncode:
        print(result.stdout[-3000:], result.stderr[-3000:], sep="\n")
        raise SystemExit("make book failed")
    log = result.stdout + result.stderr
    return seconds, len(re.findall(r"Executing notebook using", log)), len(re.findall(r"Using cached notebook", log))


def main() -> None:
    shutil.rmtree(BENCH, ignore_errors=True)
    clean, executed, cached = build()
    print(f"book clean build, {len(LANGUAGES)} languages: {clean:.1f} s")
    print(f"book notebooks executed in the clean build: {executed} (taken from the cache by the editions: {cached})")
    again, executed_again, _ = build()
    print(f"book rebuild with no change, {len(LANGUAGES)} languages: {again:.1f} s (make: no input is newer)")
    (BENCH / ".book-built").unlink()  # make's stamp: now Sphinx itself looks at every edition
    sphinx, executed_sphinx, _ = build()
    print(f"book rebuild with no change, {len(LANGUAGES)} languages, every edition asked of Sphinx: {sphinx:.1f} s")
    print(f"book notebooks executed in the no-change rebuilds: {executed_again + executed_sphinx}")
    print(f"book no-change rebuild (Sphinx) / clean build: {sphinx / clean:.3f}")


if __name__ == "__main__":
    main()
