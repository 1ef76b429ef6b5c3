"""hazardlib: exact rules, analysis and simulation of historical gambling games.

The package mirrors the book: one module per game (:mod:`hazardlib.hazard`,
...), and small shared modules (:mod:`hazardlib.errors`,
:mod:`hazardlib.dist`, :mod:`hazardlib.dice`).
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
