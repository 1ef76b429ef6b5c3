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
