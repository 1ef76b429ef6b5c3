"""What is paid, and for what: the antes, a carte blanche, the sequence and tricon tables, the cards left.

Rules M3 (each player's ante into each pool), M4 (a lone carte blanche is
paid by every other player), M11 (the payment tables of the sequence and
the tricon, doubled when the stake or the game is double) and M17 (what
each opponent pays, by the cards left, the player who goes out).

>>> from hazardlib.hoc.payments import payment, cards_left_payment
>>> payment("quint to K"), cards_left_payment(2)
(4, 8)
"""

from __future__ import annotations

from hazardlib._checks import check_bool, check_int
from hazardlib.cards import Card
from hazardlib.errors import InvalidOutcomeError, InvalidRuleError
from hazardlib.hoc.combinations import Combination
from hazardlib.hoc.ledger import Ledger
from hazardlib.hoc.rules import DEFAULT, STAKES, Rules, Stake, check_rules

__all__ = [
    "pay_antes",
    "pay_carte_blanche",
    "payment",
    "payment_table",
    "cards_left_payment",
    "cards_left_table",
]


def pay_antes(ledger: Ledger, rules: Rules) -> Ledger:
    """Every player puts the ante into the pool of each of the three stakes.

    Implements :ref:`Rule M3, the three stakes and the antes <hoc-rule-ante>`:
    one counter each (``Rules.ante``) for the point, the sequence and the
    tricon, before the deal is played.
    """
    for stake in STAKES:
        for s in ledger.order:
            ledger = ledger.pay(s, None, rules.ante, "ante", stake)
    return ledger


def pay_carte_blanche(ledger: Ledger, dealt: tuple[tuple[Card, ...], ...], rules: Rules) -> Ledger:
    """A lone carte blanche is paid by each other player; two or three pay nothing.

    Implements :ref:`Rule M4, carte blanche <hoc-rule-carte-blanche>`: paid at
    once, when the cards are dealt, ``Rules.carte_blanche`` (10) from each
    other player, never doubled.
    """
    blanks = [s for s in ledger.order if not any(c.is_figure for c in dealt[s])]
    if len(blanks) == 1:
        ledger = ledger.from_each(blanks[0], rules.carte_blanche, "carte-blanche")
    return ledger


def payment(combination: Combination | str, *, rules: Rules = DEFAULT, doubled: bool = False) -> int:
    """What each other player pays for *combination* (sequence or tricon table).

    Implements :ref:`Rule M11, payments for the sequence and the tricon
    <hoc-rule-payments>`. A major combination (king on top) pays the major
    column; a doubled stake, or a game played double (``Rules.double``),
    pays twice.

    >>> payment("tierce to 5"), payment("quint to K"), payment("brelan of K", doubled=True)
    (1, 4, 8)
    """
    c = combination if isinstance(combination, Combination) else Combination.parse(combination)
    rules = check_rules(rules)
    doubled = check_bool(doubled, "doubled", InvalidRuleError)
    table = rules.sequence_table if c.stake is Stake.SEQUENCE else rules.tricon_table
    amount = table[c.cls - 3][1 if c.major else 0]
    return amount * (2 if doubled or rules.double else 1)


def payment_table(*, rules: Rules = DEFAULT, doubled: bool = False) -> dict[str, tuple[int, int]]:
    """The payment table: combination name -> (simple, major), from each other player.

    Implements :ref:`Rule M11, payments for the sequence and the tricon <hoc-rule-payments>`.

    >>> payment_table()
    {'tierce': (1, 2), 'quart': (2, 3), 'quint': (3, 4), 'brelan': (2, 4), 'four': (4, 8)}
    """
    rules = check_rules(rules)
    doubled = check_bool(doubled, "doubled", InvalidRuleError)
    m = 2 if doubled or rules.double else 1
    names = ("tierce", "quart", "quint", "brelan", "four")
    rows = (*rules.sequence_table, *rules.tricon_table)
    return {name: (s * m, j * m) for name, (s, j) in zip(names, rows)}


def cards_left_payment(cards: int, *, rules: Rules = DEFAULT) -> int:
    """What an opponent with *cards* cards left pays the player who goes out.

    Implements :ref:`Rule M17, going out and paying for cards left <hoc-rule-going-out>`.

    >>> [cards_left_payment(n) for n in (1, 2, 3, 9, 10, 12)]
    [6, 8, 3, 9, 20, 24]
    >>> cards_left_payment(16)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: cards left must be an int in 0 to 15, got 16
    """
    rules = check_rules(rules)
    n = check_int(cards, "cards left", range(16), InvalidOutcomeError)
    return rules.cards_left[n]


def cards_left_table(*, rules: Rules = DEFAULT) -> dict[int, int]:
    """Cards left (1 to the hand size) -> what that opponent pays.

    Implements :ref:`Rule M17, going out and paying for cards left <hoc-rule-going-out>`.

    >>> cards_left_table(rules=Rules.variant("three"))[12]
    24
    """
    rules = check_rules(rules)
    return {n: rules.cards_left[n] for n in range(1, rules.cards_each + 1)}
