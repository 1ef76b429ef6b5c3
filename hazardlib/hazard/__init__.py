"""Hazard (being split into modules; see :mod:`hazardlib.hazard.throws`)."""

from hazardlib.hazard.throws import *  # noqa: F401,F403
from hazardlib.hazard.throws import __all__ as __all__  # noqa: F401
