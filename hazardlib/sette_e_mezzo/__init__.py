"""Sette e mezzo: rules, hand values, settlement, play, and the exact analysis.

Sette e mezzo ("seven and a half") is played with the 40-card Italian deck.
Ace to 7 count their number, the figures (*fante*, *cavallo*, *re*) count
one half, and one card, the *matta* (the king of *denari* by default), is
wild. Each player plays against the dealer (the bank) alone: the aim is the
highest total that does not pass 7½.

Values are exact: totals are ``Fraction`` (7½ is ``Fraction(15, 2)``).

>>> from hazardlib import sette_e_mezzo as sm
>>> sm.hand_value("7c Fc")
HandValue(total=Fraction(15, 2), bust=False, reale=True, matta=None, cards=2)
>>> sm.hand_value("3c Rd").total          # the matta (Rd) counts 4 here
Fraction(7, 1)
>>> s = sm.settle("5c 2d", [("7d Fd", 10), ("3s 4b", 10), ("6s 4c", 10)])
>>> s.transfers, s.outcomes, s.dealer, s.next_dealer
((Fraction(20, 1), Fraction(-10, 1), Fraction(-10, 1)), ('reale', 'tie', 'bust'), Fraction(0, 1), 0)

The rules are a frozen :class:`~hazardlib.sette_e_mezzo.rules.Rules` value with named variants
(:data:`~hazardlib.sette_e_mezzo.rules.VARIANTS`), each carrying its sources (keys of the book's
bibliography). The exact analysis (:func:`~hazardlib.sette_e_mezzo.analysis.solve`) and the simulations
(:func:`~hazardlib.sette_e_mezzo.simulation.simulate`, :func:`~hazardlib.sette_e_mezzo.play.play`) all read one definition of the rules.
"""

# The package re-exports the public names of its modules, one module per
# part of the chapter: rules (options and variants), hands (S1-S3, S7, S10,
# S17), settlement (S9, S11-S14), policies (S6, S8, S15-S17), play (S4-S6,
# S13), analysis (exact), reply (the dealer's best reply, exact), equilibrium (the game solved,
# both sides at their best), table (several players, whole decks), counting (a player who counts the cards), quattro (Q1-Q8), live (the live-casino game,
# L1-L7: its rules, exact best play and simulation), simulation (numpy, loaded on
# first use so that the exact analysis runs without numpy) and rulebook.

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hazardlib.sette_e_mezzo.kinds import clear_caches as _clear_caches  # for the benchmarks
from hazardlib.sette_e_mezzo.analysis import (
    Analysis,
    bust_probability,
    dealer_distribution,
    policy_value,
    reale_probability,
    solve,
)
from hazardlib.sette_e_mezzo.counting import CountingPlayer
from hazardlib.sette_e_mezzo.hands import Hand, HandValue, card_value, hand_value, lowest_total
from hazardlib.sette_e_mezzo.live import (
    VARIANTS as LIVE_VARIANTS,
    LiveAnalysis,
    LiveRules,
    LiveSimulation,
    live_dealer_draws,
    live_must_draw,
    live_settle,
    live_simulate,
    live_solve,
    live_total,
)
from hazardlib.sette_e_mezzo.play import HandRecord, Session, play
from hazardlib.sette_e_mezzo.reply import DealerReply, dealer_best_reply
from hazardlib.sette_e_mezzo.table import TableReply, TableResult, bank_at_table, table_figures
from hazardlib.sette_e_mezzo.equilibrium import (
    Equilibrium,
    GameFigures,
    game_figures,
    player_best_reply,
    solve_game,
)
from hazardlib.sette_e_mezzo.policies import (
    DealerPolicy,
    DealerSeesCards,
    DealerStandOn,
    DealerView,
    PlayerPolicy,
    PlayerView,
    SolvedPolicy,
    StandOn,
)
from hazardlib.sette_e_mezzo.quattro import (
    QUATTRO_POINTS,
    QuattroHand,
    QuattroResult,
    quattro_hand,
    quattro_showdown,
)
from hazardlib.sette_e_mezzo.rules import (
    DECK,
    DEFAULT,
    FRENCH_SUIT_ORDER,
    ITALIAN_SUIT_ORDER,
    KING_OF_DENARI,
    MATTA_VALUES,
    QUEEN_OF_HEARTS,
    SEVEN_AND_HALF,
    VARIANTS,
    Rules,
    matta_values,
)
from hazardlib.sette_e_mezzo.settlement import Settlement, settle

if TYPE_CHECKING:
    from hazardlib.sette_e_mezzo.simulation import SimulationResult, simulate

__all__ = [
    "DECK",
    "SEVEN_AND_HALF",
    "KING_OF_DENARI",
    "QUEEN_OF_HEARTS",
    "ITALIAN_SUIT_ORDER",
    "FRENCH_SUIT_ORDER",
    "MATTA_VALUES",
    "Rules",
    "VARIANTS",
    "DEFAULT",
    "card_value",
    "matta_values",
    "HandValue",
    "hand_value",
    "Hand",
    "Settlement",
    "settle",
    "PlayerView",
    "DealerView",
    "PlayerPolicy",
    "DealerPolicy",
    "StandOn",
    "DealerStandOn",
    "DealerSeesCards",
    "SolvedPolicy",
    "lowest_total",
    "HandRecord",
    "Session",
    "play",
    "SimulationResult",
    "simulate",
    "bust_probability",
    "reale_probability",
    "dealer_distribution",
    "Analysis",
    "solve",
    "policy_value",
    "DealerReply",
    "dealer_best_reply",
    "Equilibrium",
    "GameFigures",
    "solve_game",
    "game_figures",
    "player_best_reply",
    "TableReply",
    "CountingPlayer",
    "TableResult",
    "bank_at_table",
    "table_figures",
    "QUATTRO_POINTS",
    "QuattroHand",
    "quattro_hand",
    "QuattroResult",
    "quattro_showdown",
    "LiveRules",
    "LIVE_VARIANTS",
    "live_total",
    "live_must_draw",
    "live_dealer_draws",
    "live_settle",
    "LiveAnalysis",
    "live_solve",
    "LiveSimulation",
    "live_simulate",
]

_LAZY = {"SimulationResult", "simulate"}


def __getattr__(name: str) -> Any:
    # The simulation needs numpy; load it on first use only (PEP 562).
    if name in _LAZY:
        from hazardlib.sette_e_mezzo import simulation

        value = getattr(simulation, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | _LAZY)
