"""hazardlib: exact rules, analysis and simulation of historical gambling games.

The package mirrors the book: one package per game (``hazard``,
``sette_e_mezzo``, ``hoc``), each with one module per part of its rules, the
module ``grand_hazard``, and small shared modules (``cards``, ``dice``,
``dist``, ``errors``, ``options``, ``rulebook``, ``evidence``). Every rule of
the book names its code in :mod:`hazardlib.rulebook`.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
