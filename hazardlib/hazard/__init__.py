"""Hazard, the two-dice game: rules with their sourced variants, exact analysis, play and simulation.

The caster has a *main* (5 to 9), throws two dice, and the opening throw is a
*nick* (the caster wins), an *out* (the caster loses) or a *chance*; after a
chance the caster throws until the chance (win) or the main (loss) comes.

>>> from hazardlib import hazard
>>> hazard.opening(7, 11)
Opening.NICK
>>> hazard.opening(7, 12)
Opening.OUT
>>> hazard.opening(7, 4)
Opening.CHANCE
>>> hazard.setter_odds(7, 4)
Fraction(2, 1)
>>> hazard.caster_win_probability(7)
Fraction(244, 495)

One definition of the rules (:func:`~hazardlib.hazard.throws.opening` and the
chance phase) drives the exact analysis, the play of a
:class:`~hazardlib.hazard.throws.Round`, and the vectorized
:func:`~hazardlib.hazard.simulation.simulate`.
"""

# The package follows the chapter, one module per part of the rules:
#   rules       the options, Rules and the named variants (where the sources disagree)
#   throws      the main, nicks and outs, the chance: a Round and its throws (H2 to H4)
#   odds        the setter's true odds and the chance's probability (H4, H5)
#   analysis    exact probabilities, expected values, throws and rounds (Fractions)
#   settlement  the caster's net and every player's transfer (H5)
#   session     the caster, passing the dice, the score (H1, H6, H7)
#   simulation  a random round, or many rounds at once, with numpy (loaded on first use)
#   rulebook    the registry of rules H1 to H7 and the code of each

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hazardlib.hazard.analysis import (
    caster_win_probability,
    craps_pass_line_probability,
    expected_rounds_with_dice,
    expected_throws,
    expected_value,
    main_distribution,
    odds_against,
    opening_probabilities,
    throws_distribution,
    throws_probability,
)
from hazardlib.hazard.odds import chance_win_probability, setter_odds, setter_odds_table
from hazardlib.hazard.rules import (
    OPTION_SOURCES,
    OPTIONS,
    VARIANTS,
    MainRule,
    NickTable,
    Passing,
    Rules,
    Settlement,
    Variant,
    variant,
)
from hazardlib.hazard.session import Entry, Session
from hazardlib.hazard.settlement import caster_net, settle
from hazardlib.hazard.throws import (
    CHANCES,
    MAINS,
    TOTALS,
    Opening,
    Result,
    Round,
    chances,
    nick_out_table,
    nicks,
    opening,
    outs,
)

if TYPE_CHECKING:
    from hazardlib.hazard.simulation import Simulation, hand_lengths, play, simulate

__all__ = [
    "MAINS",
    "TOTALS",
    "CHANCES",
    "Opening",
    "Result",
    "MainRule",
    "NickTable",
    "Passing",
    "Settlement",
    "Rules",
    "Variant",
    "VARIANTS",
    "OPTIONS",
    "OPTION_SOURCES",
    "variant",
    "opening",
    "nicks",
    "outs",
    "chances",
    "nick_out_table",
    "setter_odds",
    "setter_odds_table",
    "chance_win_probability",
    "main_distribution",
    "opening_probabilities",
    "caster_win_probability",
    "odds_against",
    "craps_pass_line_probability",
    "expected_value",
    "expected_throws",
    "throws_probability",
    "throws_distribution",
    "expected_rounds_with_dice",
    "Round",
    "play",
    "caster_net",
    "settle",
    "Entry",
    "Session",
    "Simulation",
    "simulate",
    "hand_lengths",
]

# Random play and simulation need numpy; the exact analysis does not. Their names are
# loaded on first use (PEP 562), so `import hazardlib.hazard` stays light.
_SIMULATION = ("play", "Simulation", "simulate", "hand_lengths")


def __getattr__(name: str) -> Any:
    if name in _SIMULATION:
        from hazardlib.hazard import simulation

        value = getattr(simulation, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
