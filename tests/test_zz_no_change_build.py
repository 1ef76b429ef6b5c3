"""`make book` right after `make test` is a build that writes nothing.

Two ways a build can rebuild needlessly: the test run touches what the book
is built from (the root ``conftest.py`` fails the run if it does), or Sphinx
itself finds something changed every time (an extension that mutates the
configuration or the numbering). This test, named to run after the others,
asks Sphinx: a build of the English edition now reads no page and writes no
page.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_a_build_right_after_the_tests_reads_and_writes_no_page() -> None:
    if not (ROOT / "_build" / "doctrees" / "en" / "environment.pickle").exists():
        if os.environ.get("HAZARDLIB_REQUIRE_SITE"):
            pytest.fail("no English build to compare with: run `make book` first")
        pytest.skip("no English build yet: run `make book` first")
    build = subprocess.run(
        # -N: no colour. A CI that forces colour (FORCE_COLOR) would otherwise put
        # escape codes inside the very phrases this test looks for.
        [sys.executable, "-m", "sphinx", "-N", "-b", "html", "-W", "-n", "--keep-going", "-D", "language=en",
         "-d", "_build/doctrees/en", ".", "_build/html/en"],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
        env={**os.environ, "NO_COLOR": "1"},
    )
    assert build.returncode == 0, build.stderr[-2000:]
    out = re.sub(r"\x1b\[[0-9;]*m", "", build.stdout)
    assert "0 added, 0 changed, 0 removed" in out, out[-2000:]
    assert "looking for now-outdated files... none found" in out, out[-2000:]
    assert "writing output... [" not in out, out[-2000:]
