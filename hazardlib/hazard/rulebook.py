"""The rules of Hazard, H1 to H7, and the code that implements each.

Each entry names the functions, classes and methods a reader should look at
for a rule; each of them links back to its rule in its docstring. The book
shows these links under every rule (the ``rule-code`` directive).

>>> from hazardlib.hazard.rulebook import RULEBOOK
>>> [str(r) for r in RULEBOOK[:3]]
['Rule H1, the caster', 'Rule H2, the main', 'Rule H3, nicks and outs']
"""

from __future__ import annotations

from hazardlib.rulebook import Rule

__all__ = ["RULEBOOK", "HELPERS"]

_PAGE = "book/hazard"
_H = "hazardlib.hazard"

RULEBOOK: tuple[Rule, ...] = (
    Rule("H1", "hazard-rule-caster", "The caster", _PAGE, (
        f"{_H}.session.Session",
        f"{_H}.session.Session.caster",
    )),
    Rule("H2", "hazard-rule-main", "The main", _PAGE, (
        f"{_H}.rules.MainRule",
        f"{_H}.throws.Round.start",
        f"{_H}.throws.Round.main",
        f"{_H}.analysis.main_distribution",
    )),
    Rule("H3", "hazard-rule-nick", "Nicks and outs", _PAGE, (
        f"{_H}.throws.opening",
        f"{_H}.throws.nicks",
        f"{_H}.throws.outs",
        f"{_H}.throws.nick_out_table",
        f"{_H}.throws.Opening",
        f"{_H}.rules.NickTable",
    )),
    Rule("H4", "hazard-rule-chance", "The chance", _PAGE, (
        f"{_H}.throws.chances",
        f"{_H}.throws.Round.throw",
        f"{_H}.throws.Round.chance",
        f"{_H}.throws.Result",
        f"{_H}.odds.chance_win_probability",
    )),
    Rule("H5", "hazard-rule-settlement", "Settlement", _PAGE, (
        f"{_H}.settlement.caster_net",
        f"{_H}.settlement.settle",
        f"{_H}.odds.setter_odds",
        f"{_H}.odds.setter_odds_table",
        f"{_H}.rules.Settlement",
    )),
    Rule("H6", "hazard-rule-passing", "Passing the dice", _PAGE, (
        f"{_H}.session.Session.play",
        f"{_H}.rules.Passing",
        f"{_H}.analysis.expected_rounds_with_dice",
        f"{_H}.simulation.hand_lengths",
    )),
    Rule("H7", "hazard-rule-end", "The end of the game", _PAGE, (
        f"{_H}.session.Session.balances",
        f"{_H}.session.Entry",
    )),
)

#: Public names that implement no rule (analysis, simulation, notation, ...).
HELPERS: tuple[str, ...] = (
    f"{_H}.rules.Rules",
    f"{_H}.rules.Variant",
    f"{_H}.rules.variant",
    f"{_H}.analysis.opening_probabilities",
    f"{_H}.analysis.caster_win_probability",
    f"{_H}.analysis.odds_against",
    f"{_H}.analysis.craps_pass_line_probability",
    f"{_H}.analysis.expected_value",
    f"{_H}.analysis.expected_throws",
    f"{_H}.analysis.throws_probability",
    f"{_H}.analysis.throws_distribution",
    f"{_H}.simulation.play",
    f"{_H}.simulation.Simulation",
    f"{_H}.simulation.simulate",
)
