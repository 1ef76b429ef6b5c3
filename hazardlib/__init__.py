"""hazardlib: exact rules, analysis and simulation of historical gambling games.

The package mirrors the book: one module per game (``hazard`` and
``grand_hazard``, ``sette_e_mezzo``, ``hoc``) and small shared modules
(``cards``, ``dice``, ``dist``, ``errors``, ``options``).
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
