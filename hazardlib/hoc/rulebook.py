"""The rules of Hoc Mazarin (M1 to M18) and the code that implements each.

One ``hazardlib.rulebook.Rule`` a rule heading of the chapter, in
order: its number, its label in the book, its title, and the dotted names
of what implements it. :data:`HELPERS` lists the public names that
implement no rule (notation, records, policies, analysis, simulation).

>>> from hazardlib.hoc.rulebook import RULEBOOK
>>> r = RULEBOOK[15]
>>> str(r), r.code[0]
('Rule M16, the chance hoc', 'hazardlib.hoc.runs.chance_hoc')
"""

from __future__ import annotations

from hazardlib.rulebook import Rule

__all__ = ["RULEBOOK", "HELPERS"]

_PAGE = "book/hoc_mazarin"
_P = "hazardlib.hoc."

#: Every rule of the chapter, in order, with the code that implements it.
RULEBOOK: tuple[Rule, ...] = (
    Rule("M1", "hoc-rule-cards", "Players, cards and seats", _PAGE,
         (_P + "rules.Rules", _P + "rules.Rules.cards_each", _P + "combinations.parse_cards", _P + "deal.Deal.order")),
    Rule("M2", "hoc-rule-deal", "The first dealer and the counters", _PAGE,
         (_P + "deal.draw_for_dealer", _P + "deal.Deal.new", _P + "rules.Rules", _P + "auction.refusal")),
    Rule("M3", "hoc-rule-ante", "The three stakes and the antes", _PAGE,
         (_P + "payments.pay_antes", _P + "rules.Stake", _P + "deal.Deal.start")),
    Rule("M4", "hoc-rule-carte-blanche", "Carte blanche", _PAGE,
         (_P + "combinations.is_carte_blanche", _P + "payments.pay_carte_blanche", _P + "deal.Deal.start")),
    Rule("M5", "hoc-rule-point", "The point", _PAGE,
         (_P + "combinations.point", _P + "combinations.Point", _P + "combinations.card_points")),
    Rule("M6", "hoc-rule-sequence", "The sequence", _PAGE,
         (_P + "combinations.sequences", _P + "combinations.best_sequence", _P + "combinations.Combination",
          _P + "rules.SequenceSuits", _P + "rules.SequenceOrder")),
    Rule("M7", "hoc-rule-tricon", "The tricon", _PAGE,
         (_P + "combinations.tricons", _P + "combinations.best_tricon", _P + "combinations.Combination",
          _P + "rules.TriconOrder")),
    Rule("M8", "hoc-rule-auction", "The auction", _PAGE,
         (_P + "auction.refusal", _P + "auction.open_auction", _P + "auction.bid")),
    Rule("M9", "hoc-rule-showdown", "Who wins a stake", _PAGE,
         (_P + "auction.showdown",)),
    Rule("M10", "hoc-rule-lone-winner", "The lone winner and the bluff", _PAGE,
         (_P + "auction.lone_winner", _P + "auction.claim_refusal", _P + "auction.claim", _P + "auction.refutes",
          _P + "rules.LoneWinner")),
    Rule("M11", "hoc-rule-payments", "Payments for the sequence and the tricon", _PAGE,
         (_P + "payments.payment", _P + "payments.payment_table", _P + "auction.award", _P + "rules.SequencePayment")),
    Rule("M12", "hoc-rule-passed", "A stake that everyone passes", _PAGE,
         (_P + "auction.passed", _P + "deal.Deal.carried_double", _P + "rules.PassedStake")),
    Rule("M13", "hoc-rule-runs", "The runs", _PAGE,
         (_P + "runs.refusal", _P + "runs.start", _P + "runs.step", _P + "runs.without")),
    Rule("M14", "hoc-rule-holding-back", "Play if you can", _PAGE,
         (_P + "runs.hold_back_fine", _P + "runs.holds_back", _P + "runs.refusal", _P + "rules.HoldingBack")),
    Rule("M15", "hoc-rule-hocs", "The six hocs", _PAGE,
         (_P + "combinations.is_hoc", _P + "runs.pay_hoc", _P + "runs.refusal")),
    Rule("M16", "hoc-rule-chance-hoc", "The chance hoc", _PAGE,
         (_P + "runs.chance_hoc", _P + "runs.sleeps", _P + "rules.ChanceHoc")),
    Rule("M17", "hoc-rule-going-out", "Going out and paying for cards left", _PAGE,
         (_P + "runs.go_out", _P + "payments.cards_left_payment", _P + "payments.cards_left_table")),
    Rule("M18", "hoc-rule-next-deal", "The next deal", _PAGE,
         (_P + "deal.Deal.next_deal", _P + "deal.Deal.carried_double", _P + "rules.NextDealer")),
)

#: Public names that implement no rule (notation, records, policies, analysis, simulation).
HELPERS: tuple[str, ...] = tuple(
    _P + name
    for name in (
        "rules.Variant",
        "rules.variant",
        "actions.Phase",
        "actions.Kind",
        "actions.Action",
        "ledger.Transfer",
        "auction.StakeResult",
        "actions.View",
        "policies.Policy",
        "policies.Cautious",
        "policies.Bold",
        "policies.RandomPolicy",
        "policies.Expert",
        "policies.play_out",
        "policies.play",
        "odds.carte_blanche_probability",
        "odds.point_distribution",
        "odds.longest_run_distribution",
        "odds.sequence_distribution",
        "odds.of_a_kind_distribution",
        "odds.hoc_distribution",
        "odds.carte_blanche_deal",
        "odds.HandOdds",
        "odds.hand_odds",
        "chances.beat_chance",
        "chances.refute_chances",
        "simulation.Simulation",
        "simulation.simulate",
        "simulation.HandSample",
        "simulation.sample_hands",
        "tournament.Match",
        "tournament.round_robin",
        "tournament.kept_tournament",
    )
)
