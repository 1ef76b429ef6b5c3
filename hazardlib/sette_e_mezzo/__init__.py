"""Sette e mezzo (being split into modules; see the next commit)."""

from hazardlib.sette_e_mezzo.solver import *  # noqa: F403
from hazardlib.sette_e_mezzo.solver import __all__, __doc__, _clear_caches, _numpy_payoff, _result  # noqa: F401
