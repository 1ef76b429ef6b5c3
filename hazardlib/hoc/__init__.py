"""Hoc Mazarin: rules with their sourced options, both phases of a deal, simulation, exact hand odds.

Hoc Mazarin is a French card game of the seventeenth century for two or three
players, played with the 52-card deck, king high and ace low. A deal has two
phases with the same hands:

1. Three stakes, each won in an auction: the *point* (most cards of one
   suit), the *sequence* (a run of three or more cards of one suit in
   consecutive ranks) and the *tricon* (three or four of a kind).
2. A race to get rid of one's cards in ascending runs regardless of suit;
   the six *hocs* (the four kings, the queen of spades and the jack of
   diamonds) are wild and each earns one counter from every opponent.

>>> from hazardlib import hoc
>>> hand = hoc.parse_cards("AH 2H 3H 4H 7H 9H TH 5D 5C 5S 8C 2S")
>>> hoc.point(hand), hoc.best_sequence(hand), hoc.best_tricon(hand)
(Point(length=7, points=36, suit=Suit.HEARTS), Combination.parse('quart to 4'), Combination.parse('brelan of 5'))
>>> hoc.is_carte_blanche(hand)
True
>>> hoc.carte_blanche_probability(12)
Fraction(2527988, 93384347)

A deal is a value: :meth:`Deal.act <hazardlib.hoc.deal.Deal.act>` returns the next deal and refuses an
illegal action with :class:`~hazardlib.errors.IllegalActionError`, listing
what is legal. One definition of the rules (:class:`~hazardlib.hoc.rules.Rules`) drives the play,
the simulation (:func:`~hazardlib.hoc.simulation.simulate`) and the exact hand odds (:func:`~hazardlib.hoc.odds.hand_odds`).

Seats are numbered anticlockwise: seat ``s + 1`` sits at the right of seat
``s``. The eldest hand is at the dealer's right, so the order of play is
``dealer + 1, dealer + 2, ...`` (modulo the number of players).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from hazardlib.hoc.actions import Action, Kind, Phase, View
from hazardlib.hoc.auction import StakeResult
from hazardlib.hoc.combinations import (
    HOCS,
    Combination,
    Point,
    best_sequence,
    best_tricon,
    card_points,
    is_carte_blanche,
    is_hoc,
    parse_cards,
    point,
    sequences,
    tricons,
)
from hazardlib.hoc.deal import Deal, draw_for_dealer
from hazardlib.hoc.ledger import Transfer
from hazardlib.hoc.odds import (
    HandOdds,
    carte_blanche_deal,
    carte_blanche_probability,
    hand_odds,
    hoc_distribution,
    longest_run_distribution,
    of_a_kind_distribution,
    point_distribution,
    sequence_distribution,
)
from hazardlib.hoc.payments import cards_left_payment, cards_left_table, payment, payment_table
from hazardlib.hoc.policies import Bold, Cautious, Expert, Policy, RandomPolicy, play, play_out
from hazardlib.hoc.rules import (
    CARDS_LEFT,
    DECK,
    DEFAULT,
    OPTION_SOURCES,
    OPTIONS,
    PLAYERS,
    VARIANTS,
    ChanceHoc,
    HoldingBack,
    LoneWinner,
    NextDealer,
    PassedStake,
    Rules,
    SequenceOrder,
    SequencePayment,
    SequenceSuits,
    Stake,
    TriconOrder,
    Variant,
    variant,
)

if TYPE_CHECKING:
    from hazardlib.hoc.chances import beat_chance, refute_chances
    from hazardlib.hoc.simulation import HandSample, Simulation, sample_hands, simulate
    from hazardlib.hoc.tournament import Match, kept_tournament, round_robin

__all__ = [
    "DECK",
    "HOCS",
    "PLAYERS",
    "CARDS_LEFT",
    "Stake",
    "Phase",
    "PassedStake",
    "SequenceSuits",
    "SequenceOrder",
    "SequencePayment",
    "TriconOrder",
    "LoneWinner",
    "HoldingBack",
    "ChanceHoc",
    "NextDealer",
    "Rules",
    "Variant",
    "VARIANTS",
    "OPTIONS",
    "OPTION_SOURCES",
    "DEFAULT",
    "variant",
    "parse_cards",
    "is_hoc",
    "is_carte_blanche",
    "card_points",
    "Point",
    "point",
    "Combination",
    "sequences",
    "best_sequence",
    "tricons",
    "best_tricon",
    "payment",
    "payment_table",
    "cards_left_payment",
    "cards_left_table",
    "Kind",
    "Action",
    "Transfer",
    "StakeResult",
    "View",
    "Deal",
    "draw_for_dealer",
    "Policy",
    "Cautious",
    "Bold",
    "RandomPolicy",
    "Expert",
    "play_out",
    "play",
    "Simulation",
    "simulate",
    "carte_blanche_probability",
    "point_distribution",
    "longest_run_distribution",
    "sequence_distribution",
    "of_a_kind_distribution",
    "hoc_distribution",
    "carte_blanche_deal",
    "HandOdds",
    "hand_odds",
    "beat_chance",
    "refute_chances",
    "HandSample",
    "sample_hands",
    "Match",
    "round_robin",
    "kept_tournament",
]

# The simulation, the tournaments and the chances of the auction need numpy: their names are imported
# when first asked for (PEP 562), so that the exact hand odds and the play of a given
# deal run without numpy.
_LAZY = {name: "hazardlib.hoc.simulation" for name in ("Simulation", "simulate", "HandSample", "sample_hands")}
_LAZY.update({name: "hazardlib.hoc.chances" for name in ("beat_chance", "refute_chances")})
_LAZY.update({name: "hazardlib.hoc.tournament" for name in ("Match", "round_robin", "kept_tournament")})


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'hazardlib.hoc' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
