"""The rules of Sette e mezzo (S1 to S17), Quattro e mezzo (Q1 to Q8) and the live-casino game (L1 to L7), each with its code.

One ``hazardlib.rulebook.Rule`` per rule heading of the chapter, in
order: its number, its label in the book, its title and the functions,
classes and methods that implement it. :data:`HELPERS` lists the public
names that implement no rule (the options, the analysis, the simulation).

>>> [str(r) for r in RULEBOOK[:2]]
['Rule S1, the deck', 'Rule S2, the value of the cards']
"""

from __future__ import annotations

from hazardlib.rulebook import Rule

__all__ = ["RULEBOOK", "HELPERS"]

_P = "book/sette_e_mezzo"
_M = "hazardlib.sette_e_mezzo."

#: The chapter's rules, in order, each with the code that implements it.
RULEBOOK: tuple[Rule, ...] = (
    Rule("S1", "sette-rule-deck", "The deck", _P, (_M + "hands.Hand", _M + "hands.hand_value")),
    Rule("S2", "sette-rule-values", "The value of the cards", _P,
         (_M + "hands.card_value", _M + "hands.hand_value", _M + "hands.HandValue")),
    Rule("S3", "sette-rule-matta", "The matta", _P, (_M + "rules.matta_values", _M + "hands.hand_value")),
    Rule("S4", "sette-rule-bank", "Players and the bank", _P, (_M + "play.play",)),
    Rule("S5", "sette-rule-deal", "The deal", _P, (_M + "play.play", _M + "play.HandRecord")),
    Rule("S6", "sette-rule-turn", "A player's turn", _P,
         (_M + "policies.PlayerPolicy", _M + "policies.PlayerView", _M + "policies.StandOn", _M + "play.play")),
    Rule("S7", "sette-rule-bust", "Going bust", _P,
         (_M + "hands.hand_value", _M + "settlement.settle", _M + "analysis.bust_probability",
          _M + "policies.DealerSeesCards")),
    Rule("S8", "sette-rule-dealer", "The dealer's turn", _P,
         (_M + "policies.DealerPolicy", _M + "policies.DealerView", _M + "policies.DealerStandOn",
          _M + "policies.DealerSeesCards", _M + "hands.lowest_total")),
    Rule("S9", "sette-rule-settle", "Settlement", _P, (_M + "settlement.settle", _M + "settlement.Settlement")),
    Rule("S10", "sette-rule-reale", "The sette e mezzo reale", _P,
         (_M + "hands.hand_value", _M + "analysis.reale_probability")),
    Rule("S11", "sette-rule-reale-pay", "How a reale is paid", _P, (_M + "settlement.settle",)),
    Rule("S12", "sette-rule-dealer-reale", "The dealer's reale", _P, (_M + "settlement.settle",)),
    Rule("S13", "sette-rule-rotation", "Who holds the bank", _P, (_M + "settlement.settle", _M + "play.play")),
    Rule("S14", "sette-rule-priority", "Several reali", _P, (_M + "settlement.settle",)),
    Rule("S15", "sette-rule-burn", "Burning a first 3 or 4 (optional)", _P,
         (_M + "policies.PlayerPolicy.burns", _M + "play.play")),
    Rule("S16", "sette-rule-targa", "The targa: changing a first 4 (optional)", _P,
         (_M + "policies.PlayerPolicy.burns", _M + "play.play")),
    Rule("S17", "sette-rule-ace", "An ace worth ½ (optional)", _P,
         (_M + "policies.PlayerPolicy.declares_ace_half", _M + "hands.hand_value", _M + "play.play")),
    Rule("Q1", "quattro-rule-matta", "The matta", _P, (_M + "quattro.quattro_hand",)),
    Rule("Q2", "quattro-rule-stand", "No standing under 4½", _P, (_M + "quattro.quattro_showdown",)),
    Rule("Q3", "quattro-rule-order", "The order of the hands", _P, (_M + "quattro.quattro_showdown",)),
    Rule("Q4", "quattro-rule-six", "Double six", _P, (_M + "quattro.quattro_hand", _M + "quattro.quattro_showdown")),
    Rule("Q5", "quattro-rule-ties", "Ties", _P, (_M + "quattro.quattro_showdown",)),
    Rule("Q6", "quattro-rule-bank", "Who deals next", _P, (_M + "quattro.quattro_showdown", _M + "quattro.QuattroResult")),
    Rule("Q7", "quattro-rule-mega", 'The "mega" 4½', _P, (_M + "quattro.QuattroHand.mega", _M + "quattro.quattro_showdown")),
    Rule("Q8", "quattro-rule-points", "The points", _P, (_M + "quattro.QuattroHand.points",)),
    Rule("L1", "live-rule-deal", "One deck a round, one card each face up", _P,
         (_M + "live.live_solve", _M + "live.live_simulate")),
    Rule("L2", "live-rule-matta", "The king of denari", _P, (_M + "live.live_total",)),
    Rule("L3", "live-rule-forced", "Compulsory draws", _P, (_M + "live.live_must_draw",)),
    Rule("L4", "live-rule-choice", "The player's choice", _P,
         (_M + "live.LiveAnalysis.stands", _M + "live.LiveAnalysis.policy_table")),
    Rule("L5", "live-rule-dealer", "The dealer stands on 5", _P, (_M + "live.live_dealer_draws",)),
    Rule("L6", "live-rule-settle", "Settlement and ties", _P, (_M + "live.live_settle",)),
    Rule("L7", "live-rule-royal", "The Royal", _P, (_M + "live.live_settle", _M + "live.live_total")),
)

#: Public names that implement no rule (the options, the analysis, the simulation).
HELPERS: tuple[str, ...] = (
    _M + "rules.Rules",
    _M + "policies.SolvedPolicy",
    _M + "play.Session",
    _M + "analysis.Analysis",
    _M + "analysis.solve",
    _M + "analysis.policy_value",
    _M + "analysis.dealer_distribution",
    _M + "simulation.SimulationResult",
    _M + "simulation.simulate",
    _M + "reply.DealerReply",
    _M + "reply.dealer_best_reply",
    _M + "equilibrium.Equilibrium",
    _M + "equilibrium.GameFigures",
    _M + "equilibrium.solve_game",
    _M + "equilibrium.game_figures",
    _M + "equilibrium.player_best_reply",
    _M + "table.TableReply",
    _M + "table.TableResult",
    _M + "table.bank_at_table",
    _M + "table.table_figures",
    _M + "counting.CountingPlayer",
    _M + "live.LiveRules",
    _M + "live.LiveAnalysis",
    _M + "live.LiveSimulation",
)
