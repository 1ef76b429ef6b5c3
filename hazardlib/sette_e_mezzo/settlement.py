"""Settlement and the bank: rules S7, S9, S11, S12, S13 and S14.

:func:`settle` settles a whole hand: a player who busts pays at once (rule
S7); otherwise the higher total wins even money and ties go to the dealer
(rule S9); a reale is paid as rule S11 says, a dealer's reale collects as
rule S12 says; and the bank passes as rules S13 and S14 say. The payment
of one player (``payment``) is the one definition that the exact analysis
and (checked against it in the tests) the vectorised simulation use too.

>>> s = settle("5c", [("6s 4c", 1), ("7b Fb", 5)])
>>> s.outcomes, [str(t) for t in s.transfers], s.next_dealer
(('bust', 'reale'), ['-1', '10'], 1)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal, get_args

from hazardlib._checks import as_int, check_bool, check_items, check_stake
from hazardlib.cards import Card
from hazardlib.errors import IllegalActionError, InvalidOutcomeError
from hazardlib.sette_e_mezzo.kinds import model_of
from hazardlib.sette_e_mezzo.hands import Hand, HandValue, _as_hand, _check_distinct, _in_halves
from hazardlib.sette_e_mezzo.rules import DEFAULT, Rules, _check_rules

__all__ = ["Settlement", "settle"]

Outcome = Literal["bust", "win", "reale", "lose", "tie", "push", "dealer_reale"]
_OUTCOMES: tuple[str, ...] = get_args(Outcome)


# The payments per unit stake, made once (the engine pays every hand through payment()).
_PAYS = {k: Fraction(k) for k in (-2, -1, 0, 1, 2)}


def payment(
    pt: int, pr: bool, dt: int, dr: bool, dbust: bool, rules: Rules
) -> tuple[Fraction, Outcome]:
    """Payment to a player who did not bust, per unit stake, and its outcome code.

    Totals in half-points. One function for settlement, exact analysis and
    (checked against it in the tests) the vectorised simulation.
    """
    if dbust:
        return (_PAYS[2], "reale") if pr else (_PAYS[1], "win")
    if dr:
        if pr or not rules.dealer_reale_double:
            return _PAYS[-1], "dealer_reale"
        return _PAYS[-2], "dealer_reale"
    if pr and (dt < 15 or rules.reale_beats_seven_and_half):
        return (_PAYS[2] if rules.reale_payment == "double" else _PAYS[1]), "reale"
    if pt > dt:
        return _PAYS[1], "win"
    if pt == dt:
        return (_PAYS[-1], "tie") if rules.ties == "dealer" else (_PAYS[0], "push")
    return _PAYS[-1], "lose"


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of one hand: what each player receives from the dealer.

    The result of :ref:`Rule S9, settlement <sette-rule-settle>`.
    ``transfers[i]`` is paid by the dealer to player *i* (negative: the player
    pays); players are listed in playing order, the first one sitting at the
    dealer's right. ``next_dealer`` is the index of the player who takes the
    bank, or ``None`` when the dealer keeps it.

    >>> Settlement((Fraction(2),), ("reale",), 0).dealer
    Fraction(-2, 1)
    >>> Settlement((Fraction(2),), ("jackpot",), None)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: outcomes must be a tuple of 'bust', 'win', 'reale', 'lose', 'tie', 'push', 'dealer_reale', one per transfer, got ('jackpot',)
    """

    transfers: tuple[Fraction, ...]
    outcomes: tuple[Outcome, ...]
    next_dealer: int | None

    def __post_init__(self) -> None:
        t = self.transfers
        if not isinstance(t, tuple) or not all(isinstance(x, Fraction) for x in t):
            raise InvalidOutcomeError(f"transfers must be a tuple of Fraction, got {t!r}")
        o = self.outcomes
        if (
            not isinstance(o, tuple)
            or len(o) != len(t)
            or not all(isinstance(x, str) and x in _OUTCOMES for x in o)
        ):
            listing = ", ".join(repr(x) for x in _OUTCOMES)
            raise InvalidOutcomeError(f"outcomes must be a tuple of {listing}, one per transfer, got {o!r}")
        if self.next_dealer is not None:
            n = as_int(self.next_dealer)
            if n is None or not 0 <= n < len(t):
                raise InvalidOutcomeError(
                    f"next_dealer must be None or a player index 0 to {len(t) - 1}, got {self.next_dealer!r}"
                )
            object.__setattr__(self, "next_dealer", n)

    @property
    def dealer(self) -> Fraction:
        """The dealer's gain, minus the sum of the transfers (money is conserved)."""
        return -sum(self.transfers, Fraction(0))


def settle(
    dealer: Hand | str | Iterable[Card],
    players: Sequence[tuple[Hand | str | Iterable[Card], int | Fraction]],
    rules: Rules = DEFAULT,
    *,
    deck_exhausted: bool = False,
) -> Settlement:
    """Settle a whole hand: the dealer against every player, and who holds the bank next.

    Implements :ref:`Rule S7, going bust <sette-rule-bust>` (the bust pays
    at once), :ref:`Rule S9, settlement <sette-rule-settle>`,
    :ref:`Rule S11, how a reale is paid <sette-rule-reale-pay>`,
    :ref:`Rule S12, the dealer's reale <sette-rule-dealer-reale>`,
    :ref:`Rule S13, who holds the bank <sette-rule-rotation>` and
    :ref:`Rule S14, several reali <sette-rule-priority>`.

    *players* are ``(hand, stake)`` pairs in playing order (the first at the
    dealer's right). A player who busts pays at once, whatever the dealer
    does later. *deck_exhausted* says that the deck ran out in this hand.

    >>> s = settle("6c Fd", [("4s 3b", 5), ("7c Fc", 5), ("Rd 2s", 5)])
    >>> [str(t) for t in s.transfers], s.outcomes, s.next_dealer
    (['5', '10', '5'], ('win', 'reale', 'win'), 1)

    The dealer's reale collects double, but single from another reale:

    >>> s = settle("7s Fs", [("7c Fc", 4), ("5b 2b", 4), ("6d 3d", 4)])
    >>> [str(t) for t in s.transfers], s.dealer
    (['-4', '-8', '-4'], Fraction(16, 1))
    >>> settle("7s", [("7s", 1)])
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: the same card twice: '7S' in the hands of this deal; each card of a deck is unique
    >>> settle("7s", [("7c", 2.5)])
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: stake of player 0 must be a non-negative int or Fraction, got 2.5
    """
    rules = _check_rules(rules)
    d = _as_hand(dealer)
    if isinstance(players, (str, bytes)) or not isinstance(players, Iterable):
        raise IllegalActionError(f"players must be a sequence of (hand, stake) pairs, got {players!r}")
    pairs = check_items(players, "players", IllegalActionError, what="(hand, stake) pairs")
    if not pairs:
        raise IllegalActionError("a hand needs at least one player, got none")
    hands: list[Hand] = []
    stakes: list[Fraction] = []
    for i, pair in enumerate(pairs):
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise IllegalActionError(f"player {i} must be a (hand, stake) pair, got {pair!r}")
        hands.append(_as_hand(pair[0]))
        stakes.append(check_stake(pair[1], f"stake of player {i}"))
    deck_exhausted = check_bool(deck_exhausted, "deck_exhausted", IllegalActionError)
    if d.ace_half:
        raise IllegalActionError("only players may declare an ace worth ½, not the dealer")
    _check_distinct(h.cards for h in (d, *hands))
    return _settle(rules, d, hands, stakes, deck_exhausted)


def _settle(
    rules: Rules, d: Hand, hands: Sequence[Hand], stakes: Sequence[Fraction], deck_exhausted: bool,
    values: tuple[HandValue, Sequence[HandValue]] | None = None,
) -> Settlement:
    """:func:`settle` on checked hands (play deals them, so it calls this directly, with their *values*)."""
    if values is None:
        dv = d.value(rules)
        player_values = [h.value(rules) for h in hands]
    else:
        dv, player_values = values[0], list(values[1])
    dt = _in_halves(dv)
    transfers: list[Fraction] = []
    outcomes: list[Outcome] = []
    winners: list[int] = []
    for i, (pv, stake) in enumerate(zip(player_values, stakes)):
        if pv.bust:
            transfers.append(-stake)
            outcomes.append("bust")
            continue
        amount, code = payment(_in_halves(pv), pv.reale, dt, dv.reale, dv.bust, rules)
        transfers.append(amount * stake)
        outcomes.append(code)
        if code == "reale":
            winners.append(i)
    next_dealer = _next_dealer(rules, hands, player_values, d, dv, winners, deck_exhausted)
    # Made of the payments above, so already as Settlement checks it: no second check.
    settlement = object.__new__(Settlement)
    object.__setattr__(settlement, "transfers", tuple(transfers))
    object.__setattr__(settlement, "outcomes", tuple(outcomes))
    object.__setattr__(settlement, "next_dealer", next_dealer)
    return settlement


# ---------------------------------------------------------------------------
# Who holds the bank next (rules S13 and S14)
# ---------------------------------------------------------------------------


def _reale_rank(hand: Hand, rules: Rules) -> int:
    ranks = model_of(rules).suit_rank
    return min(ranks[c.suit] for c in hand.cards)


def _next_dealer(
    rules: Rules,
    hands: Sequence[Hand],
    values: list[HandValue],
    dealer: Hand,
    dv: HandValue,
    winners: list[int],
    exhausted: bool,
) -> int | None:
    if rules.rotation == "every_hand":
        return 0
    if rules.rotation == "reale_or_exhausted":
        if dv.reale and not dv.bust:
            # The dealer's reale keeps the bank, unless (suit priority) a
            # player's reale of a better suit outranks it.
            if rules.reale_priority == "suit":
                mine = _reale_rank(dealer, rules)
                better = [
                    i
                    for i, v in enumerate(values)
                    if v.reale and not v.bust and _reale_rank(hands[i], rules) < mine
                ]
                if better:
                    return min(better, key=lambda i: (_reale_rank(hands[i], rules), i))
            return None if not exhausted else 0
        if winners:
            if rules.reale_priority == "seat":
                return winners[0]
            return min(winners, key=lambda i: (_reale_rank(hands[i], rules), i))
    return 0 if exhausted else None
