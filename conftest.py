"""pytest set-up shared by the whole repository.

The doctests of the book's pages are the ``{doctest}`` blocks in ``book/*.md``
(Sybil's MyST parser). Code cells (``{code-cell}``) are not run here: the book
build executes them.
"""

from __future__ import annotations

from doctest import ELLIPSIS, NORMALIZE_WHITESPACE

from sybil import Sybil
from sybil.parsers.myst import DocTestDirectiveParser

pytest_collect_file = Sybil(
    parsers=[DocTestDirectiveParser(optionflags=ELLIPSIS | NORMALIZE_WHITESPACE)],
    path="book",
    patterns=["*.md"],
).pytest()


# -- the test run leaves the book's inputs alone ----------------------------------
# `make book` right after `make test` must be a no-change build: nothing the
# tests run may touch what Sphinx reads (a touched source, catalog or module
# makes it read and write pages again). Under `make test`
# (HAZARDLIB_REQUIRE_SITE set), the run fails if it changed any of them.

import os  # noqa: E402
from pathlib import Path  # noqa: E402

_ROOT = Path(__file__).resolve().parent
_BOOK_INPUTS = ("book", "notebooks", "locale", "_templates", "_static", "tools", "hazardlib")
_snapshot: dict[str, tuple[int, int]] = {}


def _book_inputs() -> dict[str, tuple[int, int]]:
    files = [_ROOT / "conf.py", _ROOT / "pyproject.toml"]
    for folder in _BOOK_INPUTS:
        files += [p for p in (_ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts
                  and ".ipynb_checkpoints" not in p.parts]
    return {str(p.relative_to(_ROOT)): (p.stat().st_mtime_ns, p.stat().st_size) for p in files}


def pytest_sessionstart(session: object) -> None:
    if os.environ.get("HAZARDLIB_REQUIRE_SITE"):
        _snapshot.update(_book_inputs())


def pytest_sessionfinish(session: object, exitstatus: int) -> None:
    if not _snapshot:
        return
    now = _book_inputs()
    changed = sorted(p for p in set(now) | set(_snapshot) if now.get(p) != _snapshot.get(p))
    if changed:
        import pytest

        print("\nThe test run changed what the book is built from, so the next `make book` would "
              "rebuild instead of doing nothing:\n  " + "\n  ".join(changed[:30]))
        session.exitstatus = pytest.ExitCode.TESTS_FAILED  # type: ignore[attr-defined]
