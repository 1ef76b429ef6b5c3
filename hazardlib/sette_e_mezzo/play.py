"""Playing whole decks at a table: rules S4, S5, S6, S8, S13, S15, S16 and S17.

:func:`play` seats 2 to 12 players (rule S4), deals one card to each and
to the dealer (rule S5), lets each player draw in turn (rule S6), burn or
change a first card (rules S15 and S16) or declare a first ace ½ (rule
S17), then the dealer (rule S8); it settles the hand
(:func:`~hazardlib.sette_e_mezzo.settlement.settle`) and moves the bank
(rule S13), hand after hand until the deck runs out. This module needs no
numpy: the generator is made on demand from a seed.

>>> from hazardlib.sette_e_mezzo.policies import DealerStandOn, StandOn
>>> session = play(DEFAULT, [StandOn(5)] * 3, DealerStandOn(5), rng=1)
>>> sum(session.balances)
Fraction(0, 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from hazardlib._checks import as_int, check_count, check_items, check_rng, check_stake
from hazardlib.cards import Card, Rank
from hazardlib.errors import IllegalActionError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import model_of
from hazardlib.sette_e_mezzo.hands import Hand, HandValue, _dealt, _in_halves, _value
from hazardlib.sette_e_mezzo.policies import (
    DealerPolicy,
    PlayerPolicy,
    _check_dealer_policy,
    _check_player_policy,
    _check_policy_rules,
    _dealer_view,
    _player_view,
)
from hazardlib.sette_e_mezzo.rules import DECK, DEFAULT, Rules, _check_rules
from hazardlib.sette_e_mezzo.settlement import Settlement, _settle

if TYPE_CHECKING:
    from numpy.random import Generator
else:

    class Generator:
        """A stand-in for ``numpy.random.Generator`` in this module's annotations.

        Play needs numpy only to shuffle, through the generator ``check_rng``
        makes; tools that read the annotations at run time (the API
        reference) see this class, named as numpy's, without importing numpy.
        """

    Generator.__module__ = "numpy.random"

__all__ = ["HandRecord", "Session", "play"]

# The most decks (or hands, with shuffle="hand") one call plays.
MAX_DECKS = 10**6


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand as played: seats, hands, stakes, burned cards and the settlement.

    The record of :ref:`Rule S5, the deal <sette-rule-deal>` and what followed.
    """

    dealer_seat: int
    seats: tuple[int, ...]
    dealer: Hand
    players: tuple[Hand, ...]
    stakes: tuple[Fraction, ...]
    burned: tuple[Card, ...]
    settlement: Settlement
    last_of_deck: bool


@dataclass(frozen=True, slots=True)
class Session:
    """Every hand of a session and each seat's balance (the balances sum to zero)."""

    hands: tuple[HandRecord, ...]
    balances: tuple[Fraction, ...]


class _Stock:
    """The cards still to deal; when empty, the discards are shuffled back in."""

    def __init__(self, cards: list[Card], rng: Generator) -> None:
        self.cards = cards
        self.discards: list[Card] = []
        self.rng = rng
        self.exhausted = False

    def draw(self) -> Card | None:
        if not self.cards:
            self.exhausted = True
            if not self.discards:
                return None
            order = self.rng.permutation(len(self.discards))
            self.cards = [self.discards[i] for i in order.tolist()]
            self.discards = []
        return self.cards.pop()


def _play_hand(
    rules: Rules,
    stock: _Stock,
    players: Sequence[PlayerPolicy],
    dealer: DealerPolicy,
    stakes: Sequence[Fraction],
) -> tuple[Hand, tuple[Hand, ...], tuple[Card, ...], Settlement, HandValue]:
    """One hand: the dealer's, the players', the cards burned, the settlement and the dealer's value."""
    m = model_of(rules)
    n = len(players)
    earlier = tuple(stock.discards)  # the earlier hands since the shuffle, shown at their settlement
    hands: list[list[Card]] = []
    for _ in range(n + 1):
        card = stock.draw()
        if card is None:
            raise IllegalActionError("the deck cannot deal one card to every seat")
        hands.append([card])
    dealer_cards = hands.pop()
    ace_half = [False] * n
    burned: list[Card] = []
    own_burned: list[tuple[Card, ...]] = [()] * n
    busted = [False] * n
    shown = [False] * n  # made 7½ and showed his cards (rule S7)
    values: list[HandValue] = []  # each player's final value
    for i, policy in enumerate(players):
        first = hands[i][0]
        if m.klass[first] in m.burnable and policy.burns(first, rules):
            new = stock.draw()
            if new is not None:
                burned.append(first)
                own_burned[i] = (first,)
                hands[i][0] = new
                first = new
        if (
            rules.first_ace_half
            and first.rank is Rank.ACE
            and first != rules.matta
            and policy.declares_ace_half(first, rules)
        ):
            ace_half[i] = True
        while True:
            # Once the discards are shuffled back in, the earlier hands' cards can come again.
            cards = tuple(hands[i])
            v = _value(m, cards, ace_half[i])
            view = _player_view(cards, rules, ace_half[i], own_burned[i], () if stock.exhausted else earlier, v)
            if v.bust:
                busted[i] = True
                break
            if _in_halves(v) == 15:
                shown[i] = True
                break
            if not policy.draws(view):
                break
            card = stock.draw()
            if card is None:
                break
            hands[i].append(card)
        values.append(v)  # the value of his last cards
    # What the dealer sees: the face-up cards, or every card of a player who
    # made 7½, for he shows them at once (rule S7); none of a first ace
    # declared ½.
    still = [i for i in range(n) if not busted[i]]
    in_play = tuple([
        (tuple(hands[i]) if shown[i] else () if ace_half[i] else tuple(hands[i][1:]), stakes[i]) for i in still
    ])
    whole = tuple([j for j, i in enumerate(still) if shown[i]])
    # The other cards he has seen since the shuffle: the discards, the hands of the
    # players who went bust, the cards burned in this hand. They change in his turn
    # only if the stock runs out and the discards are shuffled back in.
    gone = (*burned, *[c for i in range(n) if busted[i] for c in hands[i]])
    seen, shuffled = (*stock.discards, *gone), stock.exhausted
    while True:
        if stock.exhausted is not shuffled:
            seen, shuffled = (*stock.discards, *gone), stock.exhausted
        mine = tuple(dealer_cards)
        dv = _value(m, mine, False)
        dview = _dealer_view(mine, rules, in_play, whole, seen, () if stock.exhausted else earlier, dv)
        if dv.bust or _in_halves(dv) == 15 or not dealer.draws(dview):
            break
        card = stock.draw()
        if card is None:
            break
        dealer_cards.append(card)
    player_hands = tuple([_dealt(tuple(h), a) for h, a in zip(hands, ace_half)])
    dealer_hand = _dealt(tuple(dealer_cards), False)
    settlement = _settle(rules, dealer_hand, player_hands, stakes, stock.exhausted or not stock.cards, (dv, values))
    stock.discards.extend(burned)
    for h in (dealer_hand, *player_hands):
        stock.discards.extend(h.cards)
    return dealer_hand, player_hands, tuple(burned), settlement, dv


def play(
    rules: Rules,
    seats: Sequence[PlayerPolicy],
    dealer: DealerPolicy,
    *,
    decks: int = 1,
    stake: int | Fraction = 1,
    first_dealer: int = 0,
    shuffle: str = "deck",
    rng: int | Generator,
) -> Session:
    """Play whole decks: each deck is shuffled once and dealt until it runs out.

    Implements :ref:`Rule S4, players and the bank <sette-rule-bank>`,
    :ref:`Rule S5, the deal <sette-rule-deal>`,
    :ref:`Rule S6, a player's turn <sette-rule-turn>`,
    :ref:`Rule S13, who holds the bank <sette-rule-rotation>` (with the
    reshuffled discards when a deck runs out in a hand),
    :ref:`Rule S15, burning a first 3 or 4 (optional) <sette-rule-burn>`,
    :ref:`Rule S16, the targa: changing a first 4 (optional) <sette-rule-targa>` and
    :ref:`Rule S17, an ace worth ½ (optional) <sette-rule-ace>`.

    Seats are numbered anticlockwise, so the player at the dealer's right is
    the next seat; play goes anticlockwise from there. *seats* gives each
    seat's player policy; whoever holds the bank plays *dealer*. Every player
    stakes *stake* each hand. A deck that runs out in the middle of a hand is
    completed from its shuffled discards, and that hand is the deck's last.
    With ``shuffle="hand"`` every hand is dealt from a freshly shuffled deck
    (as the exact analysis assumes), and *decks* counts hands. *decks* is
    at most 10⁶.

    >>> from hazardlib.sette_e_mezzo.policies import DealerSeesCards, DealerStandOn, StandOn
    >>> session = play(DEFAULT, [StandOn(5)] * 4, DealerSeesCards(5), decks=2, rng=1)
    >>> sum(session.balances), len(session.balances)
    (Fraction(0, 1), 4)
    >>> play(DEFAULT, [StandOn(5)], DealerStandOn(5), rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: a table needs 2 to 12 seats, got 1
    >>> play(DEFAULT, [StandOn(5), "StandOn(5)"], DealerStandOn(5), rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidPolicyError: seat 1 must be a player policy, like StandOn(5), with the methods draws, burns and declares_ace_half; got 'StandOn(5)', which lacks draws, burns, declares_ace_half
    """
    rules = _check_rules(rules)
    generator = check_rng(rng, InvalidRuleError)
    policies_at = check_items(seats, "seats", IllegalActionError, what="player policies")
    if not 2 <= len(policies_at) <= 12:
        raise IllegalActionError(f"a table needs 2 to 12 seats, got {len(policies_at)!r}")
    n_decks = check_count(decks, "decks", IllegalActionError, low=1, high=MAX_DECKS)
    unit = check_stake(stake)
    for i, policy in enumerate(policies_at):
        _check_player_policy(policy, f"seat {i}")
        _check_policy_rules(policy, rules)
    _check_dealer_policy(dealer)
    n = len(policies_at)
    bank = as_int(first_dealer)
    if bank is None or not 0 <= bank < n:
        raise IllegalActionError(f"first_dealer must be a seat 0 to {n - 1}, got {first_dealer!r}")
    if shuffle not in ("deck", "hand"):
        raise IllegalActionError(f"shuffle must be 'deck' or 'hand', got {shuffle!r}")
    seated: tuple[PlayerPolicy, ...] = policies_at  # type: ignore[assignment]
    balances = [Fraction(0)] * n
    records: list[HandRecord] = []
    for _ in range(n_decks):
        order = generator.permutation(len(DECK))
        stock = _Stock([DECK[i] for i in order.tolist()], generator)
        while True:
            order_seats = tuple((bank + k) % n for k in range(1, n))
            policies = [seated[s] for s in order_seats]
            stakes = [unit] * len(order_seats)
            dealer_hand, hands, burned, settlement, _ = _play_hand(
                rules, stock, policies, dealer, stakes
            )
            for s, t in zip(order_seats, settlement.transfers):
                balances[s] += t
            balances[bank] += settlement.dealer
            last = stock.exhausted or not stock.cards or shuffle == "hand"
            records.append(
                HandRecord(bank, order_seats, dealer_hand, hands, tuple(stakes), burned, settlement, last)
            )
            if settlement.next_dealer is not None:
                bank = order_seats[settlement.next_dealer]
            if last:
                break
    return Session(tuple(records), tuple(balances))
