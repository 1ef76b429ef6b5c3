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

A deal is a value: :meth:`Deal.act` returns the next deal and refuses an
illegal action with :class:`~hazardlib.errors.IllegalActionError`, listing
what is legal. One definition of the rules (:class:`Rules`) drives the play,
the simulation (:func:`simulate`) and the exact hand odds (:func:`hand_odds`).

Seats are numbered anticlockwise: seat ``s + 1`` sits at the right of seat
``s``. The eldest hand is at the dealer's right, so the order of play is
``dealer + 1, dealer + 2, ...`` (modulo the number of players).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from typing import Protocol, Union

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_int, check_rng
from hazardlib.cards import Card, Rank, Suit, check_cards, french_deck, parse_cards
from hazardlib.errors import (
    IllegalActionError,
    InvalidCardError,
    InvalidOutcomeError,
    InvalidRuleError,
    UnknownVariantError,
)
from hazardlib.options import NamedEnum, coerce_option

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
    "HandSample",
    "sample_hands",
]

#: The 52-card French deck, ace low (hearts, diamonds, clubs, spades).
DECK: tuple[Card, ...] = french_deck()
#: The six hocs, the four kings, the queen of spades and the jack of diamonds.
HOCS: tuple[Card, ...] = parse_cards("KH KD KC KS QS JD")
_HOC_SET = frozenset(HOCS)
#: The number of players the game allows.
PLAYERS: tuple[int, ...] = (2, 3)
#: What each opponent pays the player who goes out, by the number of cards
#: left in the opponent's hand (index 0 to 15): 1 card 6, 2 cards 8, 3 to 9
#: cards one each, 10 or more two each (English Wikipedia, after the
#: Académie des Jeux Oubliés).
CARDS_LEFT: tuple[int, ...] = (0, 6, 8, 3, 4, 5, 6, 7, 8, 9, 20, 22, 24, 26, 28, 30)

_SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint"}
_TRICON_NAMES = {3: "brelan", 4: "four"}



class Stake(NamedEnum):
    """The three stakes of the first phase, in the order they are played for."""

    POINT = "point"
    SEQUENCE = "sequence"
    TRICON = "tricon"


_STAKES: tuple[Stake, ...] = (Stake.POINT, Stake.SEQUENCE, Stake.TRICON)


class Phase(NamedEnum):
    """Where a deal stands."""

    #: The auction for one of the three stakes.
    AUCTION = "auction"
    #: The lone winner of a stake names the combination it is paid for.
    CLAIM = "claim"
    #: The second phase, the runs.
    PLAY = "play"
    #: Someone went out; the deal is settled.
    OVER = "over"


class PassedStake(NamedEnum):
    """What happens to a stake that every player passes (sources: "doubles next deal")."""

    #: The pool stays on the table, the next deal's antes are added to it (so
    #: it doubles), and that stake is played "double": its payments ×2.
    CARRY_DOUBLE = "carry-double"
    #: The pool stays on the table and grows by the next antes; payments as usual.
    CARRY = "carry"


class SequenceSuits(NamedEnum):
    """Whether the cards of a first-phase sequence must be of one suit."""

    #: One suit, as in piquet (the game the *Encyclopédie* says Hoc borrows from).
    SAME = "same"
    #: Any suits, a literal reading of the Wikipedia text ("a series of cards").
    ANY = "any"


class SequenceOrder(NamedEnum):
    """How two sequences compare at a showdown."""

    #: The longer wins (a run of six beats a run of five), then the top card.
    LENGTH = "length"
    #: By class only (tierce, quart, quint; every run of five or more is a
    #: quint), then the top card.
    CLASS = "class"


class SequencePayment(NamedEnum):
    """What the winner of the sequence is paid for."""

    #: The winning (declared or claimed) combination, by the payment table.
    DECLARED = "declared"
    #: Every sequence in the winner's hand, each by the table (the
    #: *Encyclopédie*: a jeton "pour chaque séquence simple qu'il a en main");
    #: the winner then always shows the hand.
    EACH = "each"


class TriconOrder(NamedEnum):
    """How two tricons compare at a showdown."""

    #: Four of a kind beats any brelan; then the higher rank.
    COUNT = "count"
    #: The higher rank wins (king high, ace low); at the same rank, four over three.
    RANK = "rank"


class LoneWinner(NamedEnum):
    """What a player left alone in a sequence or tricon auction is paid for."""

    #: The player need not show and names the combination to be paid for,
    #: held or not (a bluff), higher or lower than the hand holds.
    CLAIM = "claim"
    #: The player may claim only a combination held or a lower one; without
    #: one the player takes the pool alone.
    SHOW = "show"


class HoldingBack(NamedEnum):
    """What happens when a player says "without" while holding the card the run needs."""

    #: Allowed and always caught, since the engine sees every hand; the
    #: player pays the fine to each opponent at once and keeps the card.
    FINED = "fined"
    #: Not allowed, the engine refuses the action.
    FORBIDDEN = "forbidden"


class ChanceHoc(NamedEnum):
    """When a run that nobody can continue makes a *chance hoc*, paid like a hoc."""

    #: When a card of the rank the run needs sleeps among the unseen cards.
    SLEEPING = "sleeping"
    #: Whenever nobody continues the run, wherever the missing cards are.
    ANY_STOP = "any-stop"
    #: Never paid, the last player just starts a new run.
    UNPAID = "unpaid"


class NextDealer(NamedEnum):
    """Who deals the next deal."""

    #: The player at the dealer's right (the deal goes round anticlockwise).
    RIGHT = "right"
    #: The player who went out.
    WINNER = "winner"




def _check_count(value: object, name: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise InvalidRuleError(f"{name} must be an int of at least {low}, got {value!r}")
    return value


def _check_bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidRuleError(f"{name} must be True or False, got {value!r}")
    return value


def _check_table(value: object, name: str, rows: int) -> tuple[tuple[int, int], ...]:
    ok = (
        isinstance(value, tuple)
        and len(value) == rows
        and all(
            isinstance(row, tuple)
            and len(row) == 2
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in row)
            for row in value
        )
    )
    if not ok:
        raise InvalidRuleError(
            f"{name} must be a tuple of {rows} (simple, major) pairs of non-negative ints, got {value!r}"
        )
    return value  # type: ignore[return-value]


@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """One complete set of Hoc Mazarin rules; enum fields accept members or their values.

    >>> Rules()
    Rules.variant('three')
    >>> Rules(players=2)
    Rules.variant('two')
    >>> Rules(players=2, lone_winner="show").lone_winner
    LoneWinner.SHOW
    >>> Rules(players=2, lone_winner="show")
    Rules(players=2, lone_winner='show')
    >>> Rules(players=4)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: players must be an int in 2, 3, got 4
    >>> Rules(raise_cap=20.0)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: raise_cap must be an int of at least 1, got 20.0
    """

    #: 2 or 3 players.
    players: int = 3
    #: Cards dealt to each player, or None for 15 with two players and 12 with three.
    hand_size: int | None = None
    #: Counters each player starts with (20 jetons and 8 fiches of 10).
    counters: int = 100
    #: Each player's ante into each of the three pools at every deal.
    ante: int = 1
    #: What the first player to stay in (the bid) puts into the pool.
    opening_bid: int = 0
    #: The largest raise, above the current bid.
    raise_cap: int = 20
    #: What each other player pays a lone *carte blanche*.
    carte_blanche: int = 10
    #: The whole game played double, every sequence and tricon payment ×2.
    double: bool = False
    #: (simple, major) payments for a tierce, a quart and a quint.
    sequence_table: tuple[tuple[int, int], ...] = ((1, 2), (2, 3), (3, 4))
    #: (simple, major) payments for a brelan and a four of a kind.
    tricon_table: tuple[tuple[int, int], ...] = ((2, 4), (4, 8))
    #: What each opponent pays the player who goes out, by cards left (0 to 15).
    cards_left: tuple[int, ...] = CARDS_LEFT
    #: What each opponent pays for a hoc.
    hoc_payment: int = 1
    #: What a player caught holding back pays each opponent.
    holding_back_fine: int = 5
    passed_stake: PassedStake = PassedStake.CARRY_DOUBLE
    sequence_suits: SequenceSuits = SequenceSuits.SAME
    sequence_order: SequenceOrder = SequenceOrder.LENGTH
    sequence_payment: SequencePayment = SequencePayment.DECLARED
    tricon_order: TriconOrder = TriconOrder.COUNT
    lone_winner: LoneWinner = LoneWinner.CLAIM
    holding_back: HoldingBack = HoldingBack.FINED
    chance_hoc: ChanceHoc = ChanceHoc.SLEEPING
    next_dealer: NextDealer = NextDealer.RIGHT
    #: A player may not hold or raise beyond the counters in front of him.
    table_stakes: bool = False

    def __post_init__(self) -> None:
        check_int(self.players, "players", PLAYERS, InvalidRuleError)
        if self.hand_size is not None:
            check_int(self.hand_size, "hand_size (or None)", (12, 15), InvalidRuleError)
        _check_count(self.counters, "counters")
        _check_count(self.ante, "ante")
        _check_count(self.opening_bid, "opening_bid")
        _check_count(self.raise_cap, "raise_cap", 1)
        _check_count(self.carte_blanche, "carte_blanche")
        _check_bool(self.double, "double")
        _check_table(self.sequence_table, "sequence_table", 3)
        _check_table(self.tricon_table, "tricon_table", 2)
        cl = self.cards_left
        if not (
            isinstance(cl, tuple)
            and len(cl) == 16
            and all(isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in cl)
        ):
            raise InvalidRuleError(
                f"cards_left must be a tuple of 16 non-negative ints (payments for 0 to 15 cards left), got {cl!r}"
            )
        _check_count(self.hoc_payment, "hoc_payment")
        _check_count(self.holding_back_fine, "holding_back_fine")
        _check_bool(self.table_stakes, "table_stakes")
        for name, kind in _ENUM_FIELDS.items():
            object.__setattr__(self, name, coerce_option(getattr(self, name), kind, name))

    @classmethod
    def variant(cls, name: str) -> Rules:
        """The rules of a named variant (see :data:`VARIANTS`).

        >>> Rules.variant("two").cards_each
        15
        """
        return variant(name).rules

    @property
    def cards_each(self) -> int:
        """The number of cards dealt to each player."""
        if self.hand_size is not None:
            return self.hand_size
        return 15 if self.players == 2 else 12

    @property
    def name(self) -> str | None:
        """The name of the variant these rules are, or None."""
        for v in VARIANTS.values():
            if v.rules == self:
                return v.name
        return None

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed.

        >>> Rules().replace(holding_back="forbidden").holding_back
        HoldingBack.FORBIDDEN
        """
        return replace(self, **changes)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        name = self.name
        if name is not None:
            return f"Rules.variant({name!r})"
        parts = []
        for f in _FIELD_NAMES:
            value = getattr(self, f)
            if value != getattr(_BASE, f):
                shown = value.value if isinstance(value, NamedEnum) else value
                parts.append(f"{f}={shown!r}")
        return f"Rules({', '.join(parts)})"


_ENUM_FIELDS: dict[str, type[NamedEnum]] = {
    "passed_stake": PassedStake,
    "sequence_suits": SequenceSuits,
    "sequence_order": SequenceOrder,
    "sequence_payment": SequencePayment,
    "tricon_order": TriconOrder,
    "lone_winner": LoneWinner,
    "holding_back": HoldingBack,
    "chance_hoc": ChanceHoc,
    "next_dealer": NextDealer,
}
_FIELD_NAMES: tuple[str, ...] = tuple(Rules.__dataclass_fields__)
_BASE = Rules()


@dataclass(frozen=True, kw_only=True, slots=True)
class Variant:
    """A named set of rules with the sources it follows (bibliography keys).

    *assumed* names the fields on which those sources are silent or garbled:
    there the engine makes a stated choice (see the book's table of choices).
    """

    name: str
    rules: Rules
    sources: tuple[str, ...]
    assumed: tuple[str, ...] = ()


_CHOICES = (
    "opening_bid",
    "passed_stake",
    "sequence_suits",
    "sequence_order",
    "tricon_order",
    "lone_winner",
    "holding_back",
    "chance_hoc",
    "next_dealer",
    "table_stakes",
)

#: The named variants. Each follows its sources; ``assumed`` names the fields
#: where those sources are silent or garbled and the engine chooses.
VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(
            name="three",
            rules=Rules(),
            sources=("academie-jeux-oublies-hoc", "wikipedia-en-hoc-mazarin"),
            assumed=_CHOICES,
        ),
        Variant(
            name="two",
            rules=Rules(players=2),
            sources=("academie-jeux-oublies-hoc", "wikipedia-en-hoc-mazarin", "encyclopedie-hoc"),
            assumed=_CHOICES,
        ),
        Variant(
            name="twelve",
            rules=Rules(players=2, hand_size=12),
            sources=("wikipedia-en-hoc-mazarin", "parlett1991"),
            assumed=_CHOICES,
        ),
        Variant(
            name="encyclopedie",
            rules=Rules(players=2, sequence_payment=SequencePayment.EACH),
            sources=("encyclopedie-hoc",),
            assumed=(*_CHOICES, "sequence_table", "tricon_table", "cards_left", "carte_blanche"),
        ),
        Variant(
            name="strict",
            rules=Rules(lone_winner=LoneWinner.SHOW, holding_back=HoldingBack.FORBIDDEN),
            sources=("academie-jeux-oublies-hoc", "wikipedia-en-hoc-mazarin"),
            assumed=_CHOICES,
        ),
    )
}

#: The sources of each rules option (bibliography keys); an empty tuple marks
#: a choice of this engine where the sources are silent.
OPTION_SOURCES: dict[NamedEnum, tuple[str, ...]] = {
    PassedStake.CARRY_DOUBLE: ("academie-jeux-oublies-hoc", "wikipedia-en-hoc-mazarin"),
    PassedStake.CARRY: ("academie-jeux-oublies-hoc",),
    SequenceSuits.SAME: ("encyclopedie-hoc",),
    SequenceSuits.ANY: ("wikipedia-en-hoc-mazarin",),
    SequenceOrder.LENGTH: (),
    SequenceOrder.CLASS: ("wikipedia-en-hoc-mazarin",),
    SequencePayment.DECLARED: ("wikipedia-en-hoc-mazarin", "academie-jeux-oublies-hoc"),
    SequencePayment.EACH: ("encyclopedie-hoc",),
    TriconOrder.COUNT: (),
    TriconOrder.RANK: (),
    LoneWinner.CLAIM: ("wikipedia-en-hoc-mazarin",),
    LoneWinner.SHOW: (),
    HoldingBack.FINED: ("wikipedia-en-hoc-mazarin",),
    HoldingBack.FORBIDDEN: (),
    ChanceHoc.SLEEPING: ("wikipedia-en-hoc-mazarin",),
    ChanceHoc.ANY_STOP: (),
    ChanceHoc.UNPAID: (),
    NextDealer.RIGHT: (),
    NextDealer.WINNER: (),
}

DEFAULT = Rules()


def variant(name: str) -> Variant:
    """The named variant.

    >>> variant("two").sources
    ('academie-jeux-oublies-hoc', 'wikipedia-en-hoc-mazarin', 'encyclopedie-hoc')
    >>> variant("lyon")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'lyon'; allowed: 'three', 'two', 'twelve', 'encyclopedie', 'strict'
    """
    if not isinstance(name, str) or name not in VARIANTS:
        allowed = ", ".join(repr(n) for n in VARIANTS)
        raise UnknownVariantError(f"unknown variant {name!r}; allowed: {allowed}")
    return VARIANTS[name]


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise InvalidRuleError(f"rules must be a hoc.Rules, like Rules.variant('three'), got {rules!r}")
    return rules


# -- cards and hands -----------------------------------------------------------


def _as_card(card: object) -> Card:
    if isinstance(card, Card):
        return card
    if isinstance(card, str):
        return Card.parse(card)
    raise InvalidCardError(f"expected a Card or its notation like 'KD', got {card!r}")


def _as_hand(hand: object) -> tuple[Card, ...]:
    if isinstance(hand, str):
        cards = parse_cards(hand)
    elif isinstance(hand, Iterable):
        cards = check_cards(_as_card(c) for c in hand)
    else:
        raise InvalidCardError(f"a hand is a string like 'AH 2H KS' or a sequence of Cards, got {hand!r}")
    return tuple(sorted(cards))


def is_hoc(card: Card | str) -> bool:
    """Whether *card* is one of the six hocs.

    >>> [is_hoc(c) for c in ("KH", "QS", "QH", "JD", "JC")]
    [True, True, False, True, False]
    """
    return _as_card(card) in _HOC_SET


def is_carte_blanche(hand: str | Iterable[Card]) -> bool:
    """Whether *hand* has no court card (no jack, queen or king).

    >>> is_carte_blanche("AH 2H TH"), is_carte_blanche("AH 2H JH")
    (True, False)
    """
    return not any(c.is_figure for c in _as_hand(hand))


def card_points(card: Card | str) -> int:
    """What a card counts in a tie of points: figures 10, the ace 1, others their number.

    >>> [card_points(c) for c in ("AH", "7H", "TH", "JH", "KH")]
    [1, 7, 10, 10, 10]
    """
    rank = _as_card(card).rank
    return 10 if rank >= Rank.JACK else int(rank)


@dataclass(frozen=True, slots=True)
class Point:
    """A hand's point: its longest suit, the card points of that suit, and the suit.

    Two points compare by length, then by card points (see :func:`point`).

    >>> str(Point(6, 46, Suit.HEARTS))
    '6♥ 46'
    """

    length: int
    points: int
    suit: Suit

    @property
    def key(self) -> tuple[int, int]:
        """The pair (length, card points) that a showdown compares."""
        return (self.length, self.points)

    def __str__(self) -> str:
        return f"{self.length}{self.suit.symbol} {self.points}"


def point(hand: str | Iterable[Card]) -> Point:
    """The point of *hand*: the suit with most cards, and among those the most card points.

    >>> point("KH QH 2H 9S 8S 7S")
    Point(length=3, points=24, suit=Suit.SPADES)
    """
    cards = _as_hand(hand)
    if not cards:
        raise InvalidCardError("a hand needs at least one card to have a point, got none")
    best: Point | None = None
    for suit in Suit:
        of_suit = [c for c in cards if c.suit is suit]
        p = Point(len(of_suit), sum(card_points(c) for c in of_suit), suit)
        if best is None or p.key > best.key:
            best = p
    assert best is not None
    return best


_RANK_LETTER = {r.letter: r for r in Rank}
_COMBO_RE = re.compile(
    r"^(?:(tierce|quart|quint)(?: of (\d+))? to ([A2-9TJQK])|(brelan|four) of ([A2-9TJQK]))$"
)


@dataclass(frozen=True, slots=True)
class Combination:
    """A sequence (a run of one suit, ace low) or a tricon (three or four of a kind).

    *length* is the number of cards and *top* the highest rank. A sequence is a
    tierce (3 cards), a quart (4), or a quint (5 or more; ``"quint of 6 to
    K"``). A tricon is a brelan (3) or a four of a kind. A combination with the
    king on top is *major*.

    >>> Combination.parse("quart to Q"), Combination.parse("four of K").major
    (Combination.parse('quart to Q'), True)
    >>> str(Combination(Stake.SEQUENCE, 6, Rank.KING))
    'quint of 6 to K'
    >>> Combination.parse("tierce to 2")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: a sequence of 3 cards, ace low and not wrapping, has a top card of 3 to K, got '2'
    >>> Combination.parse("royal flush")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: unknown combination 'royal flush'; allowed: 'tierce to R', 'quart to R', 'quint to R', 'quint of N to R', 'brelan of R', 'four of R' with a rank R in A, 2 to 9, T, J, Q, K
    """

    stake: Stake
    length: int
    top: Rank

    def __post_init__(self) -> None:
        if not isinstance(self.top, Rank):
            raise InvalidOutcomeError(f"top must be a Rank, like Rank.KING, got {self.top!r}")
        if self.stake is Stake.SEQUENCE:
            check_int(self.length, "length of a sequence", range(3, 14), InvalidOutcomeError)
            if self.top < self.length:
                raise InvalidOutcomeError(
                    f"a sequence of {self.length} cards, ace low and not wrapping, has a top card of "
                    f"{Rank(self.length).letter} to K, got {self.top.letter!r}"
                )
        elif self.stake is Stake.TRICON:
            check_int(self.length, "length of a tricon", (3, 4), InvalidOutcomeError)
        else:
            raise InvalidOutcomeError(
                f"a combination is of Stake.SEQUENCE or Stake.TRICON, got {self.stake!r}"
            )

    @classmethod
    def parse(cls, text: str) -> Combination:
        """Read ``"tierce to 5"``, ``"quint of 6 to K"``, ``"brelan of 7"``, ``"four of K"``."""
        m = _COMBO_RE.match(text.strip()) if isinstance(text, str) else None
        if m is None:
            raise InvalidOutcomeError(
                f"unknown combination {text!r}; allowed: 'tierce to R', 'quart to R', 'quint to R', "
                "'quint of N to R', 'brelan of R', 'four of R' with a rank R in A, 2 to 9, T, J, Q, K"
            )
        if m.group(1):
            length = {"tierce": 3, "quart": 4, "quint": 5}[m.group(1)]
            if m.group(2):
                if m.group(1) != "quint" or int(m.group(2)) < 5:
                    raise InvalidOutcomeError(
                        f"only a quint takes a length ('quint of N to R', N at least 5), got {text!r}"
                    )
                length = int(m.group(2))
            return cls(Stake.SEQUENCE, length, _RANK_LETTER[m.group(3)])
        return cls(Stake.TRICON, 3 if m.group(4) == "brelan" else 4, _RANK_LETTER[m.group(5)])

    @property
    def name(self) -> str:
        """``tierce``, ``quart``, ``quint``, ``brelan`` or ``four``."""
        if self.stake is Stake.SEQUENCE:
            return _SEQUENCE_NAMES[min(self.length, 5)]
        return _TRICON_NAMES[self.length]

    @property
    def major(self) -> bool:
        """Whether the king is the top card (or the rank of the tricon)."""
        return self.top is Rank.KING

    @property
    def cls(self) -> int:
        """The payment class, 3, 4 or 5 (quint, 5 or more) for a sequence and 3 or 4 for a tricon."""
        return min(self.length, 5)

    def __str__(self) -> str:
        if self.stake is Stake.TRICON:
            return f"{self.name} of {self.top.letter}"
        if self.length > 5:
            return f"quint of {self.length} to {self.top.letter}"
        return f"{self.name} to {self.top.letter}"

    def __repr__(self) -> str:
        return f"Combination.parse({str(self)!r})"


def _runs(ranks: Iterable[int]) -> list[tuple[int, int]]:
    """Maximal runs of consecutive ranks (ace low, no wrap) as (length, top)."""
    present = sorted(set(ranks))
    out: list[tuple[int, int]] = []
    start = prev = -10
    for r in present:
        if r != prev + 1:
            if prev > 0:
                out.append((prev - start + 1, prev))
            start = r
        prev = r
    if prev > 0:
        out.append((prev - start + 1, prev))
    return out


def sequences(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> tuple[Combination, ...]:
    """Every sequence in *hand*: each maximal run of 3 or more, best first.

    Runs are of one suit under ``sequence_suits='same'`` (the default), ace low:
    ``A 2 3`` is a tierce, ``Q K A`` is not.

    >>> sequences("AH 2H 3H 5S 6S 7S 8S QC KC AC")
    (Combination.parse('quart to 8'), Combination.parse('tierce to 3'))
    >>> sequences("5H 6S 7D", rules=Rules(sequence_suits="any"))
    (Combination.parse('tierce to 7'),)
    """
    cards = _as_hand(hand)
    rules = _check_rules(rules)
    groups: list[list[int]]
    if rules.sequence_suits is SequenceSuits.SAME:
        groups = [[int(c.rank) for c in cards if c.suit is s] for s in Suit]
    else:
        groups = [[int(c.rank) for c in cards]]
    found = [
        Combination(Stake.SEQUENCE, length, Rank(top))
        for g in groups
        for length, top in _runs(g)
        if length >= 3
    ]
    return tuple(sorted(found, key=lambda c: _sequence_key(c, rules), reverse=True))


def _sequence_key(c: Combination, rules: Rules) -> tuple[int, int]:
    length = c.length if rules.sequence_order is SequenceOrder.LENGTH else c.cls
    return (length, int(c.top))


def best_sequence(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> Combination | None:
    """The best sequence of *hand* (longest, then highest top card), or None.

    >>> best_sequence("5S 6S 7S 8S 9S TH JH QH KH")
    Combination.parse('quint to 9')
    >>> best_sequence("5S 6S 7S 8S 9S TH JH QH KH", rules=Rules(sequence_order="class"))
    Combination.parse('quint to 9')
    >>> best_sequence("AH 3H 5H") is None
    True
    """
    found = sequences(hand, rules=rules)
    return found[0] if found else None


def _tricon_key(c: Combination, rules: Rules) -> tuple[int, int]:
    if rules.tricon_order is TriconOrder.RANK:
        return (int(c.top), c.length)
    return (c.length, int(c.top))


def tricons(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> tuple[Combination, ...]:
    """Every tricon in *hand* (three or four of a rank), best first.

    >>> tricons("AH AD AC 7H 7D 7C 7S")
    (Combination.parse('four of 7'), Combination.parse('brelan of A'))
    >>> tricons("KH KD KC 7H 7D 7C 7S", rules=Rules(tricon_order="rank"))
    (Combination.parse('brelan of K'), Combination.parse('four of 7'))
    """
    rules = _check_rules(rules)
    cards = _as_hand(hand)
    counts: dict[Rank, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    found = [Combination(Stake.TRICON, n, r) for r, n in counts.items() if n >= 3]
    return tuple(sorted(found, key=lambda c: _tricon_key(c, rules), reverse=True))


def best_tricon(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> Combination | None:
    """The best tricon of *hand* (four of a kind over brelan, then king high), or None.

    >>> best_tricon("KH KD KC 2H 2D 2C 2S")
    Combination.parse('four of 2')
    """
    found = tricons(hand, rules=rules)
    return found[0] if found else None


def payment(combination: Combination | str, *, rules: Rules = DEFAULT, doubled: bool = False) -> int:
    """What each other player pays for *combination* (sequence or tricon table).

    A major combination (king on top) pays the major column; a doubled stake,
    or a game played double (``Rules.double``), pays twice.

    >>> payment("tierce to 5"), payment("quint to K"), payment("brelan of K", doubled=True)
    (1, 4, 8)
    """
    c = combination if isinstance(combination, Combination) else Combination.parse(combination)
    rules = _check_rules(rules)
    _check_bool(doubled, "doubled")
    table = rules.sequence_table if c.stake is Stake.SEQUENCE else rules.tricon_table
    amount = table[c.cls - 3][1 if c.major else 0]
    return amount * (2 if doubled or rules.double else 1)


def payment_table(*, rules: Rules = DEFAULT, doubled: bool = False) -> dict[str, tuple[int, int]]:
    """The payment table: combination name -> (simple, major), from each other player.

    >>> payment_table()
    {'tierce': (1, 2), 'quart': (2, 3), 'quint': (3, 4), 'brelan': (2, 4), 'four': (4, 8)}
    """
    rules = _check_rules(rules)
    m = 2 if doubled or rules.double else 1
    names = ("tierce", "quart", "quint", "brelan", "four")
    rows = (*rules.sequence_table, *rules.tricon_table)
    return {name: (s * m, j * m) for name, (s, j) in zip(names, rows)}


def cards_left_payment(cards: int, *, rules: Rules = DEFAULT) -> int:
    """What an opponent with *cards* cards left pays the player who goes out.

    >>> [cards_left_payment(n) for n in (1, 2, 3, 9, 10, 12)]
    [6, 8, 3, 9, 20, 24]
    >>> cards_left_payment(16)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: cards left must be an int in 0 to 15, got 16
    """
    rules = _check_rules(rules)
    n = check_int(cards, "cards left", range(16), InvalidOutcomeError)
    return rules.cards_left[n]


def cards_left_table(*, rules: Rules = DEFAULT) -> dict[int, int]:
    """Cards left (1 to the hand size) -> what that opponent pays.

    >>> cards_left_table(rules=Rules.variant("three"))[12]
    24
    """
    rules = _check_rules(rules)
    return {n: rules.cards_left[n] for n in range(1, rules.cards_each + 1)}


# -- actions ---------------------------------------------------------------------


class Kind(NamedEnum):
    """The kinds of action."""

    #: Open the auction for a stake, staying in without adding counters.
    BID = "bid"
    #: Stay in, adding what it takes to match the highest bid.
    HOLD = "hold"
    #: Match the highest bid and add 1 to ``raise_cap`` counters.
    RAISE = "raise"
    #: Drop out of this stake ("c'est bon").
    PASS = "pass"
    #: The lone winner names the combination it is paid for (or nothing).
    CLAIM = "claim"
    #: Play a card in the second phase.
    PLAY = "play"
    #: Stop, announcing the card the run needs ("without eight").
    WITHOUT = "without"


@dataclass(frozen=True, slots=True)
class Action:
    """An action, with its notation: ``bid``, ``hold``, ``raise 5``, ``pass``,
    ``claim quint to K``, ``claim nothing``, ``play 7H``, ``without``.

    >>> Action.parse("raise 5"), str(Action.parse("c'est bon"))
    (Action.parse('raise 5'), 'pass')
    >>> Action.parse("play 7♥")
    Action.parse('play 7H')
    >>> Action.parse("play 1X")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: unknown card notation '1X'; allowed: French: a rank A, 2 to 9, T (or 10), J, Q, K and a suit H, D, C, S (or ♥ ♦ ♣ ♠), like 'KD' or 'K♦'; Italian: a rank A, 2 to 7, F, C, R and a suit c, d, b, s, like 'Rd' or '7c'
    >>> Action.parse("fold")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: unknown action 'fold'; allowed: 'bid', 'hold', 'raise N', 'pass' (or "c'est bon"), 'claim nothing', 'claim <combination>', 'play <card>', 'without'
    """

    kind: Kind
    amount: int | None = None
    card: Card | None = None
    claim: Combination | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Kind):
            raise IllegalActionError(f"kind must be a Kind, like Kind.BID, got {self.kind!r}")
        if self.kind is Kind.RAISE:
            if isinstance(self.amount, bool) or not isinstance(self.amount, int) or self.amount < 1:
                raise IllegalActionError(f"a raise needs a whole number of counters, at least 1, got {self.amount!r}")
        elif self.amount is not None:
            raise IllegalActionError(f"only a raise has an amount, got {self.amount!r} for {self.kind.value!r}")
        if self.kind is Kind.PLAY:
            if not isinstance(self.card, Card):
                raise IllegalActionError(f"play needs a Card, got {self.card!r}")
        elif self.card is not None:
            raise IllegalActionError(f"only play has a card, got {self.card!r} for {self.kind.value!r}")
        if self.claim is not None and (self.kind is not Kind.CLAIM or not isinstance(self.claim, Combination)):
            raise IllegalActionError(f"only a claim has a combination, got {self.claim!r} for {self.kind.value!r}")

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action in its notation."""
        if not isinstance(text, str):
            raise IllegalActionError(f"an action is an Action or its notation like 'raise 5', got {text!r}")
        s = " ".join(text.split())
        simple = {
            "bid": Kind.BID,
            "hold": Kind.HOLD,
            "pass": Kind.PASS,
            "c'est bon": Kind.PASS,
            "without": Kind.WITHOUT,
        }
        if s in simple:
            return _SIMPLE[simple[s]]
        head, _, rest = s.partition(" ")
        if head == "raise" and rest.isdigit():
            return cls(Kind.RAISE, amount=int(rest))
        if head == "play" and rest:
            return cls(Kind.PLAY, card=Card.parse(rest))
        if head == "claim" and rest:
            if rest == "nothing":
                return _CLAIM_NOTHING
            return cls(Kind.CLAIM, claim=Combination.parse(rest))
        raise IllegalActionError(
            f"unknown action {text!r}; allowed: 'bid', 'hold', 'raise N', 'pass' (or \"c'est bon\"), "
            "'claim nothing', 'claim <combination>', 'play <card>', 'without'"
        )

    def __str__(self) -> str:
        if self.kind is Kind.RAISE:
            return f"raise {self.amount}"
        if self.kind is Kind.PLAY:
            return f"play {self.card}"
        if self.kind is Kind.CLAIM:
            return f"claim {self.claim if self.claim is not None else 'nothing'}"
        return str(self.kind)

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


_SIMPLE = {k: Action(k) for k in (Kind.BID, Kind.HOLD, Kind.PASS, Kind.WITHOUT)}
_CLAIM_NOTHING = Action(Kind.CLAIM)
_RAISES: dict[int, Action] = {}
_PLAYS: dict[Card, Action] = {c: Action(Kind.PLAY, card=c) for c in DECK}


def _raise(k: int) -> Action:
    a = _RAISES.get(k)
    if a is None:
        a = _RAISES[k] = Action(Kind.RAISE, amount=k)
    return a


def _as_action(action: object) -> Action:
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return Action.parse(action)
    raise IllegalActionError(f"an action is an Action or its notation like 'raise 5', got {action!r}")


def _all_claims(stake: Stake) -> tuple[Action, ...]:
    if stake is Stake.SEQUENCE:
        combos = [Combination(stake, n, Rank(t)) for n in (3, 4, 5) for t in range(n, 14)]
    else:
        combos = [Combination(stake, n, Rank(t)) for n in (3, 4) for t in range(1, 14)]
    return (_CLAIM_NOTHING, *(Action(Kind.CLAIM, claim=c) for c in combos))


_CLAIMS = {s: _all_claims(s) for s in (Stake.SEQUENCE, Stake.TRICON)}


# -- the record of a deal ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Transfer:
    """Counters moving between players, or between a player and a stake's pool.

    *payer* or *payee* is None for a pool (the pool of *stake*). *reason* is
    one of ``ante``, ``bid`` (counters put into a pool in an auction),
    ``pool`` (a winner takes a pool), ``carte-blanche``, ``sequence``,
    ``tricon``, ``hoc``, ``chance-hoc``, ``hold-back``, ``cards-left``.

    >>> str(Transfer(1, 0, 10, "carte-blanche")), str(Transfer(None, 0, 5, "pool", Stake.POINT))
    ('1 -> 0: 10 carte-blanche', 'point -> 0: 5 pool')
    """

    payer: int | None
    payee: int | None
    amount: int
    reason: str
    stake: Stake | None = None

    def __str__(self) -> str:
        a = str(self.stake) if self.payer is None else str(self.payer)
        b = str(self.stake) if self.payee is None else str(self.payee)
        return f"{a} -> {b}: {self.amount} {self.reason}"


Declaration = Union[Point, Combination, None]


@dataclass(frozen=True, slots=True)
class StakeResult:
    """How one stake of a deal ended.

    *winner* is None when every player passed (the pool stays on the table).
    *shown* lists the declarations at a showdown (several players left in);
    *paid_for* the combinations each other player paid for, and *payment* what
    each of them paid in all.
    """

    stake: Stake
    winner: int | None
    pool: int
    contenders: tuple[int, ...]
    shown: tuple[tuple[int, Declaration], ...] = ()
    paid_for: tuple[Combination, ...] = ()
    payment: int = 0
    doubled: bool = False

    def __str__(self) -> str:
        if self.winner is None:
            return f"{self.stake}: passed, {self.pool} stays"
        text = f"{self.stake}: {self.winner} takes {self.pool}"
        if self.paid_for:
            combos = ", ".join(str(c) for c in self.paid_for)
            text += f" + {self.payment} from each ({combos})"
        return text


@dataclass(frozen=True, slots=True)
class View:
    """What the player to move knows: its own hand and the public state.

    Policies receive a view, never the whole deal, so they cannot see the
    other hands or the unseen cards.
    """

    seat: int
    phase: Phase
    stake: Stake | None
    hand: tuple[Card, ...]
    legal: tuple[Action, ...]
    level: int
    to_call: int
    contenders: tuple[int, ...]
    needed: Rank | None
    run: tuple[Card, ...]
    played: tuple[Card, ...]
    cards_left: tuple[int, ...]
    counters: tuple[int, ...]
    pools: tuple[int, ...]
    rules: Rules


def _log_items(log: object) -> list[object]:
    """The items of a log kept as nested pairs ``(last, (previous, ...))``, oldest first."""
    out: list[object] = []
    while log is not None:
        assert isinstance(log, tuple)
        out.append(log[0])
        log = log[1]
    out.reverse()
    return out


# -- a deal ----------------------------------------------------------------------


class Deal:
    """One deal of Hoc Mazarin, both phases, as a value: :meth:`act` returns the next deal.

    Build one with :meth:`start` (hands given) or :meth:`new` (shuffled with a
    seeded generator). ``to_move`` is the seat to act and
    :meth:`legal_actions` what it may do.

    >>> d = Deal.start(["AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD KD QD",
    ...                 "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"], dealer=2)
    >>> d.phase, d.stake, d.to_move, d.pools
    (Phase.AUCTION, Stake.POINT, 0, (3, 3, 3))
    >>> d.act(1, "bid")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: seat 1 acts out of turn: it is seat 0's turn, got 'bid'; legal for seat 0: 'bid', 'raise 1' to 'raise 20', 'pass'
    >>> d.act(0, "raise 21")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: seat 0 cannot 'raise 21': a raise is 1 to 20 counters; legal: 'bid', 'raise 1' to 'raise 20', 'pass'
    """

    __slots__ = (
        "_rules", "_dealer", "_dealt", "_hands", "_counters", "_pools", "_doubled",
        "_start", "_phase", "_stake", "_level", "_put", "_in", "_pending", "_opened",
        "_to_move", "_results", "_transfers", "_history", "_needed", "_last", "_passes",
        "_run", "_played", "_winner", "_legal", "_stats",
    )

    _rules: Rules
    _dealer: int
    _dealt: tuple[tuple[Card, ...], ...]
    _hands: tuple[tuple[Card, ...], ...]
    _counters: tuple[int, ...]
    _pools: tuple[int, int, int]
    _doubled: tuple[bool, bool, bool]
    _start: tuple[tuple[int, ...], tuple[int, int, int], tuple[bool, bool, bool]]
    _phase: Phase
    _stake: int
    _level: int
    _put: tuple[int, ...]
    _in: tuple[bool, ...]
    _pending: tuple[int, ...]
    _opened: bool
    _to_move: int | None
    _results: tuple[StakeResult, ...]
    _transfers: object
    _history: object
    _needed: int
    _last: int
    _passes: int
    _run: tuple[Card, ...]
    _played: tuple[Card, ...]
    _winner: int | None
    _legal: tuple[Action, ...] | None
    _stats: tuple[int, int, int]

    def __init__(self) -> None:
        raise TypeError("build a Deal with Deal.start(...), Deal.new(...) or Deal.replay(...)")

    # -- construction --------------------------------------------------------

    @classmethod
    def start(
        cls,
        hands: Sequence[str | Iterable[Card]],
        *,
        dealer: int = 0,
        rules: Rules = DEFAULT,
        counters: Sequence[int] | None = None,
        pools: Sequence[int] = (0, 0, 0),
        doubled: Sequence[bool] = (False, False, False),
    ) -> Deal:
        """A deal from given hands (seat 0 first), before the antes are paid.

        *counters* are the players' counters before the deal (default
        ``rules.counters`` each); *pools* and *doubled* are the pools carried
        over from a stake everyone passed, and whether each stake is played
        double. The antes and any *carte blanche* are paid at once.
        """
        rules = _check_rules(rules)
        n = rules.players
        if isinstance(hands, str) or not isinstance(hands, Sequence) or len(hands) != n:
            count = len(hands) if isinstance(hands, Sequence) and not isinstance(hands, str) else hands
            raise InvalidRuleError(
                f"these rules are for {n} players: hands must be a sequence of {n} hands, got {count!r}"
            )
        parsed = tuple(_as_hand(h) for h in hands)
        k = rules.cards_each
        for seat, h in enumerate(parsed):
            if len(h) != k:
                raise InvalidCardError(
                    f"each player holds {k} cards under these rules; seat {seat} has {len(h)}: {_cards_text(h)!r}"
                )
        check_cards([c for h in parsed for c in h], context="the hands")
        check_int(dealer, "dealer", range(n), IllegalActionError)
        if counters is None:
            counters = (rules.counters,) * n
        if isinstance(counters, (str, bytes)) or not isinstance(counters, Sequence) or len(counters) != n or any(
            isinstance(x, bool) or not isinstance(x, int) for x in counters
        ):
            raise InvalidRuleError(f"counters must be {n} ints, one a player, got {counters!r}")
        if not isinstance(pools, Sequence) or len(pools) != 3 or any(
            isinstance(x, bool) or not isinstance(x, int) or x < 0 for x in pools
        ):
            raise InvalidRuleError(f"pools must be 3 non-negative ints (point, sequence, tricon), got {pools!r}")
        if not isinstance(doubled, Sequence) or len(doubled) != 3 or any(not isinstance(x, bool) for x in doubled):
            raise InvalidRuleError(f"doubled must be 3 bools (point, sequence, tricon), got {doubled!r}")
        d = object.__new__(cls)
        d._rules = rules
        d._dealer = dealer
        d._dealt = parsed
        d._hands = parsed
        d._counters = tuple(counters)
        d._pools = (pools[0], pools[1], pools[2])
        d._doubled = (doubled[0], doubled[1], doubled[2])
        d._start = (d._counters, d._pools, d._doubled)
        d._results = ()
        d._transfers = None
        d._history = None
        d._needed = 0
        d._last = 0
        d._passes = 0
        d._run = ()
        d._played = ()
        d._winner = None
        d._legal = None
        d._stats = (0, 0, 0)
        d._ante()
        d._carte_blanche()
        d._open_auction(0)
        return d

    @classmethod
    def new(
        cls,
        *,
        rules: Rules = DEFAULT,
        dealer: int = 0,
        rng: int | np.random.Generator,
        counters: Sequence[int] | None = None,
        pools: Sequence[int] = (0, 0, 0),
        doubled: Sequence[bool] = (False, False, False),
    ) -> Deal:
        """A deal from a shuffled deck: the eldest hand gets the first cards.

        >>> d = Deal.new(rng=7)
        >>> [len(h) for h in d.hands], len(d.stock)
        ([12, 12, 12], 16)
        """
        rules = _check_rules(rules)
        gen = check_rng(rng, InvalidRuleError)
        n, k = rules.players, rules.cards_each
        order = gen.permutation(52)
        check_int(dealer, "dealer", range(n), IllegalActionError)
        hands: list[tuple[Card, ...]] = [()] * n
        for i in range(n):
            seat = (dealer + 1 + i) % n
            hands[seat] = tuple(sorted(DECK[int(j)] for j in order[i * k : (i + 1) * k]))
        return cls.start(hands, dealer=dealer, rules=rules, counters=counters, pools=pools, doubled=doubled)

    @classmethod
    def replay(
        cls,
        hands: Sequence[str | Iterable[Card]],
        history: str | Iterable[tuple[int, Action | str]] = (),
        *,
        dealer: int = 0,
        rules: Rules = DEFAULT,
        counters: Sequence[int] | None = None,
        pools: Sequence[int] = (0, 0, 0),
        doubled: Sequence[bool] = (False, False, False),
    ) -> Deal:
        """A deal rebuilt from its hands and its history (``"0 bid; 1 raise 3; 0 pass"``)."""
        d = cls.start(hands, dealer=dealer, rules=rules, counters=counters, pools=pools, doubled=doubled)
        return d.act_all(history)

    def _clone(self) -> Deal:
        d = object.__new__(Deal)
        for name in Deal.__slots__:
            object.__setattr__(d, name, getattr(self, name))
        d._legal = None
        return d

    # -- public state --------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules of this deal."""
        return self._rules

    @property
    def players(self) -> int:
        """The number of players."""
        return self._rules.players

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def eldest(self) -> int:
        """The eldest hand, the seat at the dealer's right, first to speak and to play."""
        return (self._dealer + 1) % self._rules.players

    @property
    def order(self) -> tuple[int, ...]:
        """The seats in the order of play, eldest first (anticlockwise)."""
        n = self._rules.players
        return tuple((self._dealer + 1 + i) % n for i in range(n))

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt, seat by seat."""
        return self._dealt

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The hands now (the second phase removes the cards played)."""
        return self._hands

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards set aside unseen (the rest of the deck)."""
        held = {c for h in self._dealt for c in h}
        return tuple(c for c in sorted(DECK) if c not in held)

    @property
    def counters(self) -> tuple[int, ...]:
        """Each player's counters now."""
        return self._counters

    @property
    def pools(self) -> tuple[int, int, int]:
        """The counters in the pools of the point, the sequence and the tricon."""
        return self._pools

    @property
    def doubled(self) -> tuple[bool, bool, bool]:
        """Whether each stake is played double in this deal."""
        return tuple(x or self._rules.double for x in self._doubled)  # type: ignore[return-value]

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        return self._phase

    @property
    def stake(self) -> Stake | None:
        """The stake being played for in the first phase, else None."""
        return _STAKES[self._stake] if self._phase in (Phase.AUCTION, Phase.CLAIM) else None

    @property
    def to_move(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        return self._to_move

    @property
    def level(self) -> int:
        """The highest bid in the current auction."""
        return self._level if self._phase is Phase.AUCTION else 0

    @property
    def contenders(self) -> tuple[int, ...]:
        """The seats still in the current auction, in the order of play."""
        if self._phase is not Phase.AUCTION:
            return ()
        return tuple(s for s in self.order if self._in[s])

    @property
    def needed(self) -> Rank | None:
        """The rank the current run needs, or None when a player leads."""
        return Rank(self._needed) if self._phase is Phase.PLAY and self._needed else None

    @property
    def run(self) -> tuple[Card, ...]:
        """The cards of the current run, in the order played."""
        return self._run

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played in the second phase, in order."""
        return self._played

    @property
    def results(self) -> tuple[StakeResult, ...]:
        """How each stake ended, in order."""
        return self._results

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        """Every movement of counters in this deal, in order."""
        return tuple(_log_items(self._transfers))  # type: ignore[arg-type]

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far, as (seat, action)."""
        return tuple(_log_items(self._history))  # type: ignore[arg-type]

    @property
    def winner(self) -> int | None:
        """The seat that went out, once the deal is over."""
        return self._winner

    @property
    def over(self) -> bool:
        """Whether the deal is over."""
        return self._phase is Phase.OVER

    @property
    def hocs_played(self) -> int:
        """How many hocs were played (each paid by every opponent)."""
        return self._stats[0]

    @property
    def chance_hocs(self) -> int:
        """How many chance hocs were paid."""
        return self._stats[1]

    @property
    def hold_backs(self) -> int:
        """How many times a player held back a card the run needed (fined)."""
        return self._stats[2]

    @property
    def carte_blanches(self) -> tuple[int, ...]:
        """The seats dealt a carte blanche (paid only when there is exactly one)."""
        return tuple(s for s in self.order if not any(c.is_figure for c in self._dealt[s]))

    def net(self) -> tuple[int, ...]:
        """Each player's gain (or loss) of counters in this deal so far."""
        return tuple(a - b for a, b in zip(self._counters, self._start[0]))

    def history_text(self) -> str:
        """The history in its notation, ``"0 bid; 1 raise 3; 0 pass"``."""
        return "; ".join(f"{s} {a}" for s, a in self.history)

    # -- acting --------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to move may do (empty once the deal is over)."""
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def act(self, seat: int, action: Action | str) -> Deal:
        """The deal after *seat* does *action* (an :class:`Action` or its notation)."""
        a = _as_action(action)
        n = self._rules.players
        check_int(seat, "seat", range(n), IllegalActionError)
        if self._to_move is None:
            raise IllegalActionError(
                f"the deal is over (seat {self._winner} went out); no action is allowed, got {str(a)!r}"
            )
        legal = self.legal_actions()
        if seat != self._to_move:
            raise IllegalActionError(
                f"seat {seat} acts out of turn: it is seat {self._to_move}'s turn, got {str(a)!r}; "
                f"legal for seat {self._to_move}: {_describe(legal)}"
            )
        if a not in legal:
            raise IllegalActionError(f"seat {seat} cannot {str(a)!r}: {self._why(a)}; legal: {_describe(legal)}")
        d = self._clone()
        d._history = ((seat, a), self._history)
        d._apply(seat, a)
        return d

    def act_all(self, steps: str | Iterable[tuple[int, Action | str]]) -> Deal:
        """The deal after several actions, ``"0 bid; 1 raise 3"`` or ``[(0, "bid"), ...]``."""
        d = self
        for seat, a in _parse_steps(steps):
            d = d.act(seat, a)
        return d

    def view(self) -> View:
        """What the seat to move knows (see :class:`View`)."""
        seat = self._to_move
        if seat is None:
            raise IllegalActionError("the deal is over: nobody is to move")
        auction = self._phase is Phase.AUCTION
        return View(
            seat=seat,
            phase=self._phase,
            stake=self.stake,
            hand=self._hands[seat],
            legal=self.legal_actions(),
            level=self._level if auction else 0,
            to_call=self._to_call(seat) if auction else 0,
            contenders=self.contenders,
            needed=self.needed,
            run=self._run,
            played=self._played,
            cards_left=tuple(len(h) for h in self._hands),
            counters=self._counters,
            pools=self._pools,
            rules=self._rules,
        )

    def next_deal(self, *, rng: int | np.random.Generator) -> Deal:
        """The next deal: counters and passed pools carry over, the deal passes on.

        >>> d = Deal.new(rng=1)
        >>> d.next_deal(rng=2)
        Traceback (most recent call last):
            ...
        hazardlib.errors.IllegalActionError: the next deal starts when this one is over; it is in phase 'auction'
        """
        if self._phase is not Phase.OVER:
            raise IllegalActionError(
                f"the next deal starts when this one is over; it is in phase {self._phase.value!r}"
            )
        n = self._rules.players
        if self._rules.next_dealer is NextDealer.WINNER and self._winner is not None:
            dealer = self._winner
        else:
            dealer = (self._dealer + 1) % n
        return Deal.new(
            rules=self._rules,
            dealer=dealer,
            rng=rng,
            counters=self._counters,
            pools=self._pools,
            doubled=self.carried_double(),
        )

    def carried_double(self) -> tuple[bool, bool, bool]:
        """For the next deal: which stakes are played double (their pools were passed)."""
        if self._rules.passed_stake is PassedStake.CARRY:
            return (False, False, False)
        return (self._pools[0] > 0, self._pools[1] > 0, self._pools[2] > 0)

    # -- internals: bookkeeping ---------------------------------------------

    def _transfer(self, payer: int | None, payee: int | None, amount: int, reason: str, stake: Stake | None = None) -> None:
        if amount == 0:
            return
        c = list(self._counters)
        p = list(self._pools)
        if payer is None:
            assert stake is not None
            p[_STAKES.index(stake)] -= amount
        else:
            c[payer] -= amount
        if payee is None:
            assert stake is not None
            p[_STAKES.index(stake)] += amount
        else:
            c[payee] += amount
        self._counters = tuple(c)
        self._pools = (p[0], p[1], p[2])
        self._transfers = (Transfer(payer, payee, amount, reason, stake), self._transfers)

    def _from_each(self, payee: int, amount: int, reason: str, stake: Stake | None = None) -> None:
        for s in self.order:
            if s != payee:
                self._transfer(s, payee, amount, reason, stake)

    def _ante(self) -> None:
        for stake in _STAKES:
            for s in self.order:
                self._transfer(s, None, self._rules.ante, "ante", stake)

    def _carte_blanche(self) -> None:
        blanks = self.carte_blanches
        if len(blanks) == 1:  # two (or three) carte blanches pay nothing
            self._from_each(blanks[0], self._rules.carte_blanche, "carte-blanche")

    # -- internals: the first phase ------------------------------------------

    def _open_auction(self, i: int) -> None:
        n = self._rules.players
        self._phase = Phase.AUCTION
        self._stake = i
        self._level = 0
        self._put = (0,) * n
        self._in = (True,) * n
        self._pending = self.order
        self._opened = False
        self._to_move = self._pending[0]

    def _declaration(self, seat: int, stake: Stake) -> Declaration:
        hand = self._dealt[seat]
        if stake is Stake.POINT:
            return point(hand)
        if stake is Stake.SEQUENCE:
            return best_sequence(hand, rules=self._rules)
        return best_tricon(hand, rules=self._rules)

    def _key(self, decl: Declaration) -> tuple[int, int]:
        if decl is None:
            return (-1, -1)
        if isinstance(decl, Point):
            return decl.key
        if decl.stake is Stake.SEQUENCE:
            return _sequence_key(decl, self._rules)
        return _tricon_key(decl, self._rules)

    def _apply(self, seat: int, a: Action) -> None:
        kind = a.kind
        if kind is Kind.PLAY or kind is Kind.WITHOUT:
            self._apply_play(seat, a)
        elif kind is Kind.CLAIM:
            self._apply_claim(seat, a)
        else:
            self._apply_auction(seat, a)

    def _apply_auction(self, seat: int, a: Action) -> None:
        stake = _STAKES[self._stake]
        put = list(self._put)
        if a.kind is Kind.PASS:
            ins = list(self._in)
            ins[seat] = False
            self._in = tuple(ins)
            self._pending = self._pending[1:]
        else:
            # The level to match: the highest bid, or the opening bid if nobody has bid.
            base = self._level if self._opened else self._rules.opening_bid
            level = base + (a.amount or 0)
            self._transfer(seat, None, level - put[seat], "bid", stake)
            put[seat] = level
            self._opened = True
            if a.kind is not Kind.HOLD:
                self._level = level
            if a.kind is Kind.RAISE:
                n = self._rules.players
                after = [(seat + 1 + i) % n for i in range(n - 1)]
                self._pending = tuple(s for s in after if self._in[s])
            else:
                self._pending = self._pending[1:]
        self._put = tuple(put)
        if self._pending:
            self._to_move = self._pending[0]
        else:
            self._end_auction()

    def _end_auction(self) -> None:
        i = self._stake
        stake = _STAKES[i]
        contenders = self.contenders
        doubled = self._doubled[i] or self._rules.double
        pool = self._pools[i]
        if not contenders:
            self._results += (StakeResult(stake, None, pool, (), doubled=doubled),)
            self._next_stake()
            return
        if len(contenders) == 1:
            w = contenders[0]
            if stake is Stake.POINT:
                self._win(StakeResult(stake, w, pool, contenders, doubled=doubled))
                return
            if stake is Stake.SEQUENCE and self._rules.sequence_payment is SequencePayment.EACH:
                self._win(self._paid(stake, w, pool, contenders, (), sequences(self._dealt[w], rules=self._rules)))
                return
            self._phase = Phase.CLAIM
            self._to_move = w
            return
        shown = tuple((s, self._declaration(s, stake)) for s in contenders)
        # max() keeps the first of equal keys: contenders are in the order of play,
        # so a tie goes to the seat nearest the eldest hand.
        w, decl = max(shown, key=lambda sd: self._key(sd[1]))
        if stake is Stake.POINT or decl is None:
            self._win(StakeResult(stake, w, pool, contenders, shown, doubled=doubled))
            return
        assert isinstance(decl, Combination)
        if stake is Stake.SEQUENCE and self._rules.sequence_payment is SequencePayment.EACH:
            paid = sequences(self._dealt[w], rules=self._rules)
        else:
            paid = (decl,)
        self._win(self._paid(stake, w, pool, contenders, shown, paid))

    def _paid(
        self,
        stake: Stake,
        w: int,
        pool: int,
        contenders: tuple[int, ...],
        shown: tuple[tuple[int, Declaration], ...],
        paid: tuple[Combination, ...],
    ) -> StakeResult:
        doubled = self._doubled[self._stake] or self._rules.double
        each = sum(payment(c, rules=self._rules, doubled=doubled) for c in paid)
        return StakeResult(stake, w, pool, contenders, shown, paid, each, doubled)

    def _win(self, result: StakeResult) -> None:
        assert result.winner is not None
        self._transfer(None, result.winner, result.pool, "pool", result.stake)
        if result.payment:
            self._from_each(result.winner, result.payment, str(result.stake), result.stake)
        self._results += (result,)
        self._next_stake()

    def _apply_claim(self, seat: int, a: Action) -> None:
        i = self._stake
        stake = _STAKES[i]
        paid = () if a.claim is None else (a.claim,)
        self._win(self._paid(stake, seat, self._pools[i], (seat,), (), paid))

    def _next_stake(self) -> None:
        if self._stake < 2:
            self._open_auction(self._stake + 1)
            return
        self._phase = Phase.PLAY
        self._to_move = self.eldest
        self._last = self.eldest
        self._needed = 0
        self._passes = 0
        self._run = ()

    # -- internals: the second phase ----------------------------------------

    def _apply_play(self, seat: int, a: Action) -> None:
        n = self._rules.players
        if a.kind is Kind.PLAY:
            card = a.card
            assert card is not None
            hands = list(self._hands)
            hands[seat] = tuple(c for c in hands[seat] if c != card)
            self._hands = tuple(hands)
            self._played += (card,)
            hoc = card in _HOC_SET
            if hoc:
                self._count(0)
                self._from_each(seat, self._rules.hoc_payment, "hoc")
            if not hands[seat]:
                self._run += (card,)
                self._finish(seat)
                return
            self._last = seat
            self._passes = 0
            self._to_move = seat
            if hoc:  # a hoc stops the run: its player starts a new one
                self._run = ()
                self._needed = 0
            else:
                self._run += (card,)
                self._needed = int(card.rank) + 1
            return
        # "without": the player stops, naming the rank the run needs
        if self._holds_needed(seat):
            self._count(2)
            self._from_each_pays(seat, self._rules.holding_back_fine, "hold-back")
        if seat == self._last:
            self._passes = 0
        else:
            self._passes += 1
        if self._passes == n - 1:
            self._dead_run()
        else:
            self._to_move = (seat + 1) % n

    def _count(self, i: int) -> None:
        stats = list(self._stats)
        stats[i] += 1
        self._stats = (stats[0], stats[1], stats[2])

    def _from_each_pays(self, payer: int, amount: int, reason: str) -> None:
        for s in self.order:
            if s != payer:
                self._transfer(payer, s, amount, reason)

    def _holds_needed(self, seat: int) -> bool:
        need = self._needed
        return any(c.rank == need and c not in _HOC_SET for c in self._hands[seat])

    def _dead_run(self) -> None:
        rule = self._rules.chance_hoc
        need = self._needed
        if rule is ChanceHoc.ANY_STOP or (
            rule is ChanceHoc.SLEEPING and any(c.rank == need for c in self.stock)
        ):
            self._count(1)
            self._from_each(self._last, self._rules.hoc_payment, "chance-hoc")
        self._run = ()
        self._needed = 0
        self._passes = 0
        self._to_move = self._last

    def _finish(self, w: int) -> None:
        self._phase = Phase.OVER
        self._winner = w
        self._to_move = None
        for s in self.order:
            if s != w:
                self._transfer(s, w, self._rules.cards_left[len(self._hands[s])], "cards-left")

    # -- internals: legal actions and why an action is not ------------------

    def _compute_legal(self) -> tuple[Action, ...]:
        m = self._to_move
        if m is None:
            return ()
        rules = self._rules
        if self._phase is Phase.AUCTION:
            to_call = self._to_call(m)
            cap = rules.raise_cap
            stay = [_SIMPLE[Kind.HOLD if self._opened else Kind.BID]]
            if rules.table_stakes:
                cap = min(cap, self._counters[m] - to_call)
                if to_call > self._counters[m]:
                    stay = []
            return (*stay, *(_raise(k) for k in range(1, cap + 1)), _SIMPLE[Kind.PASS])
        if self._phase is Phase.CLAIM:
            stake = _STAKES[self._stake]
            claims = _CLAIMS[stake]
            if rules.lone_winner is LoneWinner.CLAIM:
                return claims
            held = self._declaration(m, stake)
            if held is None:
                return (_CLAIM_NOTHING,)
            assert isinstance(held, Combination)
            top = self._claim_key(held)
            return tuple(a for a in claims if a.claim is None or self._claim_key(a.claim) <= top)
        hand = self._hands[m]
        if not self._needed:
            return tuple(_PLAYS[c] for c in hand)
        need = self._needed
        plays = tuple(_PLAYS[c] for c in hand if c.rank == need or c in _HOC_SET)
        if rules.holding_back is HoldingBack.FORBIDDEN and self._holds_needed(m):
            return plays
        return (*plays, _SIMPLE[Kind.WITHOUT])

    def _to_call(self, seat: int) -> int:
        """What *seat* must add to stay in the current auction."""
        return self._level - self._put[seat] if self._opened else self._rules.opening_bid

    @staticmethod
    def _claim_key(c: Combination) -> tuple[int, int]:
        return (c.cls, int(c.top))

    def _why(self, a: Action) -> str:
        phase = self._phase
        m = self._to_move
        assert m is not None
        if phase is Phase.AUCTION:
            if a.kind is Kind.RAISE:
                if a.amount is not None and a.amount > self._rules.raise_cap:
                    return f"a raise is 1 to {self._rules.raise_cap} counters"
                return "the raise is more than the counters in front of the player (table stakes)"
            if a.kind is Kind.BID:
                if self._opened:
                    return "the auction is already open: the others hold, raise or pass"
                return "the player cannot cover the opening bid (table stakes)"
            if a.kind is Kind.HOLD:
                if self._opened:
                    return "the player cannot cover the bid (table stakes)"
                return "nobody has bid yet: the first to stay in bids"
            return f"{a.kind.value!r} is not an action of the auction for the {self.stake}"
        if phase is Phase.CLAIM:
            if a.kind is not Kind.CLAIM:
                return f"the lone winner of the {self.stake} names a combination to be paid for"
            assert a.claim is not None
            if a.claim.stake is not self.stake:
                return f"{a.claim} is not a combination of the {self.stake}"
            if a.claim.length > 5:
                return "a claim names a tierce, a quart or a quint (a quint is 5 cards or more)"
            return f"under lone_winner='show' the claim must be held, or lower than what is held"
        if a.kind is Kind.PLAY:
            assert a.card is not None
            if a.card not in self._hands[m]:
                return f"seat {m} does not hold {a.card}; its hand: {_cards_text(self._hands[m])}"
            assert self._needed
            return (
                f"{a.card} does not continue the run: it needs a {Rank(self._needed).letter} "
                "(any suit) or a hoc"
            )
        if a.kind is Kind.WITHOUT:
            if not self._needed:
                return "the player leads: any card may start a new run"
            return (
                f"seat {m} holds a {Rank(self._needed).letter} and must play it "
                "(holding back is forbidden under these rules)"
            )
        return f"{a.kind.value!r} is not an action of the second phase"

    # -- display -------------------------------------------------------------

    def __repr__(self) -> str:
        hands = tuple(_cards_text(h) for h in self._dealt)
        args = [repr(hands)]
        if self._history is not None:
            args.append(repr(self.history_text()))
        args.append(f"dealer={self._dealer}")
        if self._rules != DEFAULT:
            args.append(f"rules={self._rules!r}")
        counters, pools, doubled = self._start
        if counters != (self._rules.counters,) * self._rules.players:
            args.append(f"counters={counters!r}")
        if pools != (0, 0, 0):
            args.append(f"pools={pools!r}")
        if doubled != (False, False, False):
            args.append(f"doubled={doubled!r}")
        return f"Deal.replay({', '.join(args)})"

    def __str__(self) -> str:
        lines = [f"dealer {self._dealer}, phase {self._phase.value}, to move {self._to_move}"]
        for s, h in enumerate(self._hands):
            lines.append(f"{s}: {_cards_text(h)} ({len(h)}) counters {self._counters[s]}")
        lines.append("pools " + " ".join(f"{st}={p}" for st, p in zip(_STAKES, self._pools)))
        if self._phase is Phase.PLAY:
            need = self.needed
            lines.append(f"run {_cards_text(self._run)} needs {need.letter if need else '-'}")
        return "\n".join(lines)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash(repr(self))


def _cards_text(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _describe(legal: Sequence[Action]) -> str:
    """List legal actions, raises as a range: ``'bid', 'raise 1' to 'raise 20', 'pass'``."""
    parts: list[str] = []
    i = 0
    while i < len(legal):
        a = legal[i]
        if a.kind is Kind.RAISE:
            j = i
            while j + 1 < len(legal) and legal[j + 1].kind is Kind.RAISE:
                j += 1
            parts.append(f"{str(a)!r} to {str(legal[j])!r}" if j > i else repr(str(a)))
            i = j + 1
            continue
        parts.append(repr(str(a)))
        i += 1
    return ", ".join(parts) if parts else "nothing"


def _parse_steps(steps: object) -> Iterator[tuple[int, Action | str]]:
    if isinstance(steps, str):
        for part in steps.split(";"):
            part = part.strip()
            if not part:
                continue
            seat, _, action = part.partition(" ")
            if not seat.isdigit() or not action:
                raise IllegalActionError(f"a step is a seat and an action, like '0 bid', got {part!r}")
            yield int(seat), action
        return
    if not isinstance(steps, Iterable):
        raise IllegalActionError(f"steps must be a string like '0 bid; 1 pass' or (seat, action) pairs, got {steps!r}")
    for step in steps:
        if not isinstance(step, tuple) or len(step) != 2:
            raise IllegalActionError(f"a step is a (seat, action) pair, got {step!r}")
        yield step[0], step[1]



def draw_for_dealer(*, rules: Rules = DEFAULT, rng: int | np.random.Generator) -> tuple[int, tuple[tuple[Card, ...], ...]]:
    """Choose the first dealer: each player draws a card, the lowest deals.

    Players tied for the lowest rank draw again from a fresh deck (a choice:
    the sources do not say). Returns the dealer and the rounds of draws: each
    round is the cards drawn by the seats still drawing, in seat order.

    >>> dealer, rounds = draw_for_dealer(rng=3)
    >>> dealer in (0, 1, 2), all(len(r) >= 2 for r in rounds)
    (True, True)
    """
    rules = _check_rules(rules)
    gen = check_rng(rng, InvalidRuleError)
    seats = list(range(rules.players))
    rounds: list[tuple[Card, ...]] = []
    while True:
        order = gen.permutation(52)[: len(seats)]
        cards = tuple(DECK[int(j)] for j in order)
        rounds.append(cards)
        low = min(c.rank for c in cards)
        seats = [s for s, c in zip(seats, cards) if c.rank == low]
        if len(seats) == 1:
            return seats[0], tuple(rounds)


# -- policies and simulation ------------------------------------------------------


class Policy(Protocol):
    """A way to play: given what the player to move knows, choose a legal action."""

    def __call__(self, view: View, rng: np.random.Generator) -> Action: ...


def _holds_for(view: View, point_min: int) -> Declaration:
    """The player's own declaration for the current stake, if worth staying in for."""
    stake = view.stake
    if stake is Stake.POINT:
        p = point(view.hand)
        return p if p.length >= point_min else None
    if stake is Stake.SEQUENCE:
        return best_sequence(view.hand, rules=view.rules)
    return best_tricon(view.hand, rules=view.rules)


def _best_claim(view: View) -> Action:
    """Claim the best legal combination that the hand holds, or nothing."""
    held = _holds_for(view, 0)
    if isinstance(held, Combination):
        key = (held.cls, int(held.top))
        fits = [a for a in view.legal if a.claim is not None and (a.claim.cls, int(a.claim.top)) == key]
        if fits:
            return fits[0]
    return _CLAIM_NOTHING


def _stay(view: View) -> Action:
    return view.legal[0] if view.legal[0].kind in (Kind.BID, Kind.HOLD) else _SIMPLE[Kind.PASS]


def _play_runs(view: View) -> Action:
    """Second phase: lead the lowest card of the longest chain, follow with a natural
    card, play a hoc when the run cannot go on naturally, never hold back."""
    hand = view.hand
    if view.needed is None:
        plain = [c for c in hand if c not in _HOC_SET] or list(hand)
        ranks = {int(c.rank) for c in plain}
        best: tuple[int, int] | None = None
        for r in sorted(ranks):
            if r - 1 in ranks:
                continue
            length = 1
            while r + length in ranks:
                length += 1
            if best is None or length > best[0]:
                best = (length, r)
        assert best is not None
        return _PLAYS[min(c for c in plain if int(c.rank) == best[1])]
    need = int(view.needed)
    natural = [c for c in hand if c.rank == need and c not in _HOC_SET]
    if natural:
        return _PLAYS[natural[0]]
    hocs = [c for c in hand if c in _HOC_SET]
    if hocs:
        return _PLAYS[hocs[0]]
    return _SIMPLE[Kind.WITHOUT]


@dataclass(frozen=True, slots=True)
class Cautious:
    """Stays in a stake only with something to show, never raises, claims what it holds.

    For the point it stays in with at least *point_min* cards of a suit. In
    the second phase it leads the lowest card of its longest chain, plays
    natural cards first and hocs when stuck, and never holds back.
    """

    point_min: int = 5

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        if view.phase is Phase.AUCTION:
            return _stay(view) if _holds_for(view, self.point_min) is not None else _SIMPLE[Kind.PASS]
        if view.phase is Phase.CLAIM:
            return _best_claim(view)
        return _play_runs(view)


@dataclass(frozen=True, slots=True)
class Bold:
    """Raises with a strong hand, stays in with any combination; with *bluff*, stays in
    every stake and, left alone, claims the best combination the rules let it claim.

    Strong: a point of *point_min* + 1 cards, a quart or better, any tricon.
    It raises by *raise_by* once per auction (when it has not raised yet).
    """

    raise_by: int = 5
    point_min: int = 5
    bluff: bool = False

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        if view.phase is Phase.AUCTION:
            held = _holds_for(view, self.point_min)
            strong = (
                (isinstance(held, Point) and held.length > self.point_min)
                or (isinstance(held, Combination) and (held.stake is Stake.TRICON or held.cls >= 4))
            )
            raise_action = _raise(self.raise_by)
            if strong and view.to_call == 0 and raise_action in view.legal and view.level < self.raise_by * 2:
                return raise_action
            if held is not None or self.bluff:
                return _stay(view)
            return _SIMPLE[Kind.PASS]
        if view.phase is Phase.CLAIM:
            if self.bluff:
                return view.legal[-1]
            return _best_claim(view)
        return _play_runs(view)


@dataclass(frozen=True, slots=True)
class RandomPolicy:
    """Chooses a kind of action at random, then a card or an amount at random (seeded)."""

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        kinds = sorted({a.kind.value for a in view.legal})
        kind = kinds[int(rng.integers(len(kinds)))]
        options = [a for a in view.legal if a.kind.value == kind]
        return options[int(rng.integers(len(options)))]


def _check_policies(policies: object, n: int) -> tuple[Policy, ...]:
    if not isinstance(policies, Sequence) or len(policies) != n or not all(callable(p) for p in policies):
        raise InvalidRuleError(f"policies must be {n} callables, one a seat, got {policies!r}")
    return tuple(policies)


def play_out(deal: Deal, policies: Sequence[Policy], *, rng: int | np.random.Generator) -> Deal:
    """Play *deal* to its end, each seat choosing with its policy.

    >>> d = play_out(Deal.new(rng=5), [Cautious()] * 3, rng=5)
    >>> d.over, sum(d.counters) + sum(d.pools)
    (True, 300)
    """
    if not isinstance(deal, Deal):
        raise IllegalActionError(f"deal must be a Deal, got {deal!r}")
    pols = _check_policies(policies, deal.players)
    gen = check_rng(rng, InvalidRuleError)
    while deal.to_move is not None:
        seat = deal.to_move
        action = pols[seat](deal.view(), gen)
        deal = deal.act(seat, action)
    return deal


def play(
    policies: Sequence[Policy],
    *,
    rules: Rules = DEFAULT,
    dealer: int | None = None,
    rng: int | np.random.Generator,
) -> Deal:
    """Deal and play one whole deal; the first dealer is drawn if *dealer* is None.

    >>> d = play([Cautious(), Bold()], rules=Rules.variant("two"), rng=11)
    >>> d.over, d.winner in (0, 1)
    (True, True)
    """
    rules = _check_rules(rules)
    gen = check_rng(rng, InvalidRuleError)
    if dealer is None:
        dealer, _ = draw_for_dealer(rules=rules, rng=gen)
    return play_out(Deal.new(rules=rules, dealer=dealer, rng=gen), policies, rng=gen)


@dataclass(frozen=True, slots=True)
class Simulation:
    """The result of :func:`simulate`: counters won per seat over many deals.

    *per_deal* has one row a deal and one column a seat (each player's net
    gain in that deal); *pools_left* is what stays on the table in passed
    pools at the end, so that ``sum(net) + pools_left == 0``.
    """

    rules: Rules
    policies: tuple[str, ...]
    deals: int
    net: tuple[int, ...]
    per_deal: npt.NDArray[np.int64] = field(repr=False)
    pools_left: int
    hocs: int
    chance_hocs: int
    hold_backs: int
    carte_blanches: int

    def mean(self, seat: int) -> float:
        """Mean gain of *seat* per deal."""
        return float(self.per_deal[:, seat].mean())

    def stderr(self, seat: int) -> float:
        """Standard error of that mean."""
        return float(self.per_deal[:, seat].std(ddof=1) / math.sqrt(self.deals))


def simulate(
    policies: Sequence[Policy],
    *,
    rules: Rules = DEFAULT,
    deals: int,
    rng: int | np.random.Generator,
) -> Simulation:
    """Play *deals* deals in a row (a match): the first dealer is drawn, then the
    deal passes as the rules say; counters and passed pools carry over.

    >>> sim = simulate([Cautious(), Bold(), RandomPolicy()], deals=20, rng=1)
    >>> sum(sim.net) + sim.pools_left, sim.per_deal.shape
    (0, (20, 3))
    >>> simulate([Cautious()], deals=1, rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: policies must be 3 callables, one a seat, got [Cautious(point_min=5)]
    """
    rules = _check_rules(rules)
    pols = _check_policies(policies, rules.players)
    if isinstance(deals, bool) or not isinstance(deals, int) or deals < 1:
        raise InvalidRuleError(f"deals must be an int of at least 1, got {deals!r}")
    gen = check_rng(rng, InvalidRuleError)
    n = rules.players
    dealer, _ = draw_for_dealer(rules=rules, rng=gen)
    per_deal = np.zeros((deals, n), dtype=np.int64)
    deal = play_out(Deal.new(rules=rules, dealer=dealer, rng=gen), pols, rng=gen)
    counts = [0, 0, 0, 0]
    for i in range(deals):
        if i:
            deal = play_out(deal.next_deal(rng=gen), pols, rng=gen)
        per_deal[i] = deal.net()
        counts[0] += deal.hocs_played
        counts[1] += deal.chance_hocs
        counts[2] += deal.hold_backs
        counts[3] += len(deal.carte_blanches) == 1
    net = tuple(int(x) for x in per_deal.sum(axis=0))
    return Simulation(
        rules=rules,
        policies=tuple(repr(p) for p in pols),
        deals=deals,
        net=net,
        per_deal=per_deal,
        pools_left=sum(deal.pools),
        hocs=counts[0],
        chance_hocs=counts[1],
        hold_backs=counts[2],
        carte_blanches=counts[3],
    )


# -- exact hand odds ---------------------------------------------------------------


def _check_hand_size(k: object) -> int:
    return check_int(k, "hand size", range(1, 53), InvalidOutcomeError)


def _poly_mul(a: Sequence[int], b: Sequence[int], upto: int) -> list[int]:
    out = [0] * (upto + 1)
    for i, x in enumerate(a):
        if not x or i > upto:
            continue
        for j, y in enumerate(b):
            if i + j > upto:
                break
            out[i + j] += x * y
    return out


def _poly_pow(p: Sequence[int], e: int, upto: int) -> list[int]:
    out = [1] + [0] * upto
    for _ in range(e):
        out = _poly_mul(out, p, upto)
    return out


@lru_cache(maxsize=None)
def _suit_without_run(m: int) -> tuple[int, ...]:
    """counts[j]: j-card subsets of one suit's 13 ranks with no run of m or more.

    Dynamic programming over the ranks, ace to king, with the length of the run
    ending at the current rank as state (ace low, no wrap).
    """
    states = [[0] * 14 for _ in range(m)]
    states[0][0] = 1
    for _ in range(13):
        new = [[0] * 14 for _ in range(m)]
        for r in range(m):
            for j in range(14):
                v = states[r][j]
                if v:
                    new[0][j] += v  # this rank absent: the run is broken
                    if r + 1 < m and j < 13:
                        new[r + 1][j + 1] += v  # present: the run grows
        states = new
    return tuple(sum(states[r][j] for r in range(m)) for j in range(14))


@lru_cache(maxsize=None)
def _ranks_without_run(m: int) -> tuple[int, ...]:
    """counts[j]: j-card hands (any suits) whose set of ranks has no run of m or more."""
    states = [[0] * 53 for _ in range(m)]
    states[0][0] = 1
    for _ in range(13):
        new = [[0] * 53 for _ in range(m)]
        for r in range(m):
            for j in range(53):
                v = states[r][j]
                if not v:
                    continue
                new[0][j] += v
                if r + 1 < m:
                    for c in range(1, 5):  # 1 to 4 cards of this rank
                        if j + c <= 52:
                            new[r + 1][j + c] += v * math.comb(4, c)
        states = new
    return tuple(sum(states[r][j] for r in range(m)) for j in range(53))


def carte_blanche_probability(hand_size: int) -> Fraction:
    """P(a hand of *hand_size* cards from 52 has no court card) = C(40, k) / C(52, k).

    >>> carte_blanche_probability(12) == Fraction(5586853480, 206379406870)
    True
    """
    k = _check_hand_size(hand_size)
    return Fraction(math.comb(40, k), math.comb(52, k))


def point_distribution(hand_size: int) -> dict[int, Fraction]:
    """P(the longest suit has L cards), for every possible L.

    Counted as the coefficient of ``x**k`` in ``(sum of C(13, j) x**j for j <= L)**4``:
    the hands with no suit longer than L; the difference of two such counts
    gives the hands whose longest suit is exactly L.

    >>> d = point_distribution(12)
    >>> min(d), max(d), sum(d.values())
    (3, 12, Fraction(1, 1))
    """
    k = _check_hand_size(hand_size)
    total = math.comb(52, k)
    at_most = [0] * 14
    for length in range(14):
        suit = [math.comb(13, j) for j in range(length + 1)]
        at_most[length] = _poly_pow(suit, 4, k)[k]
    return {
        length: Fraction(at_most[length] - at_most[length - 1], total)
        for length in range(1, 14)
        if at_most[length] != at_most[length - 1]
    }


def longest_run_distribution(hand_size: int, *, rules: Rules = DEFAULT) -> dict[int, Fraction]:
    """P(the longest run has L cards): runs of one suit (or of any suits under
    ``sequence_suits='any'``), consecutive ranks ace low, no wrap.

    Counted as the coefficient of ``x**k`` in the product over the four suits of
    the per-suit counts of subsets with no run of m (dynamic programming over
    the ranks), for m = 1 to 14.

    >>> d = longest_run_distribution(12)
    >>> min(d), max(d), sum(d.values())
    (1, 12, Fraction(1, 1))
    """
    k = _check_hand_size(hand_size)
    rules = _check_rules(rules)
    total = math.comb(52, k)
    without = [0] * 15  # without[m]: hands with no run of m or more
    for m in range(1, 15):
        if rules.sequence_suits is SequenceSuits.SAME:
            without[m] = _poly_pow(_suit_without_run(m), 4, k)[k]
        else:
            without[m] = _ranks_without_run(m)[k]
    return {
        length: Fraction(without[length + 1] - without[length], total)
        for length in range(1, 14)
        if without[length + 1] != without[length]
    }


def sequence_distribution(hand_size: int, *, rules: Rules = DEFAULT) -> dict[str, Fraction]:
    """P(the best sequence is none, a tierce, a quart, or a quint of 5 or more).

    >>> d = sequence_distribution(12)
    >>> list(d), sum(d.values())
    (['none', 'tierce', 'quart', 'quint'], Fraction(1, 1))
    """
    runs = longest_run_distribution(hand_size, rules=rules)
    return {
        "none": sum((p for n, p in runs.items() if n < 3), Fraction(0)),
        "tierce": runs.get(3, Fraction(0)),
        "quart": runs.get(4, Fraction(0)),
        "quint": sum((p for n, p in runs.items() if n >= 5), Fraction(0)),
    }


def of_a_kind_distribution(hand_size: int) -> dict[int, Fraction]:
    """P(the most cards of one rank is 1, 2, 3 or 4): 3 is a brelan, 4 a four of a kind.

    Counted as the coefficient of ``x**k`` in ``(sum of C(4, j) x**j for j <= t)**13``.

    >>> of_a_kind_distribution(12)[4] < of_a_kind_distribution(15)[4]
    True
    """
    k = _check_hand_size(hand_size)
    total = math.comb(52, k)
    at_most = [0] * 5
    for t in range(5):
        rank = [math.comb(4, j) for j in range(t + 1)]
        at_most[t] = _poly_pow(rank, 13, k)[k]
    return {
        t: Fraction(at_most[t] - at_most[t - 1], total)
        for t in range(1, 5)
        if at_most[t] != at_most[t - 1]
    }


def hoc_distribution(hand_size: int) -> dict[int, Fraction]:
    """P(the hand holds h of the six hocs): hypergeometric, C(6, h) C(46, k - h) / C(52, k).

    >>> 1 - hoc_distribution(12)[0] == 1 - Fraction(math.comb(46, 12), math.comb(52, 12))
    True
    """
    k = _check_hand_size(hand_size)
    total = math.comb(52, k)
    return {
        h: Fraction(math.comb(6, h) * math.comb(46, k - h), total)
        for h in range(0, 7)
        if 0 <= k - h <= 46
    }


def carte_blanche_deal(*, rules: Rules = DEFAULT) -> dict[int, Fraction]:
    """P(j players of a deal hold a carte blanche), j = 0 to the number of players.

    A given set of s hands is all blank with probability C(40, s k) / C(52, s k)
    (the s k cards all among the 40 non-court cards); inclusion-exclusion gives
    exactly j. A carte blanche is paid only when j is 1.

    >>> d = carte_blanche_deal(rules=Rules.variant("two"))
    >>> d[1] + d[2] == 1 - d[0]
    True
    """
    rules = _check_rules(rules)
    n, k = rules.players, rules.cards_each

    def q(s: int) -> Fraction:
        return Fraction(math.comb(40, s * k), math.comb(52, s * k)) if s * k <= 40 else Fraction(0)

    return {
        j: sum(
            (Fraction((-1) ** (s - j) * math.comb(s, j) * math.comb(n, s)) * q(s) for s in range(j, n + 1)),
            Fraction(0),
        )
        for j in range(n + 1)
    }


@dataclass(frozen=True, slots=True)
class HandOdds:
    """The exact odds of one hand of *hand_size* cards (see :func:`hand_odds`)."""

    hand_size: int
    carte_blanche: Fraction
    point: dict[int, Fraction]
    longest_run: dict[int, Fraction]
    sequence: dict[str, Fraction]
    of_a_kind: dict[int, Fraction]
    hocs: dict[int, Fraction]

    @property
    def brelan(self) -> Fraction:
        """The chance that the best tricon is a brelan (three of a rank, no four)."""
        return self.of_a_kind.get(3, Fraction(0))

    @property
    def four(self) -> Fraction:
        """The chance of a four of a kind."""
        return self.of_a_kind.get(4, Fraction(0))

    @property
    def any_hoc(self) -> Fraction:
        """The chance of at least one hoc."""
        return 1 - self.hocs.get(0, Fraction(0))

    def events(self) -> dict[str, Fraction]:
        """The named events of the book's table, as exact probabilities."""
        out = {"carte_blanche": self.carte_blanche}
        out |= {f"point_{n}": p for n, p in self.point.items()}
        out |= {f"sequence_{name}": p for name, p in self.sequence.items()}
        out |= {"brelan": self.brelan, "four": self.four, "any_hoc": self.any_hoc}
        return out


def hand_odds(hand_size: int, *, rules: Rules = DEFAULT) -> HandOdds:
    """All the exact odds of a hand of *hand_size* cards.

    >>> odds = hand_odds(15)
    >>> odds.carte_blanche == carte_blanche_probability(15), sum(odds.point.values())
    (True, Fraction(1, 1))
    """
    k = _check_hand_size(hand_size)
    return HandOdds(
        hand_size=k,
        carte_blanche=carte_blanche_probability(k),
        point=point_distribution(k),
        longest_run=longest_run_distribution(k, rules=rules),
        sequence=sequence_distribution(k, rules=rules),
        of_a_kind=of_a_kind_distribution(k),
        hocs=hoc_distribution(k),
    )


@lru_cache(maxsize=None)
def _run_lut() -> npt.NDArray[np.int8]:
    """The longest run of consecutive bits of every 13-bit mask."""
    lut = np.zeros(1 << 13, dtype=np.int8)
    for mask in range(1, 1 << 13):
        best = run = 0
        for b in range(13):
            run = run + 1 if mask >> b & 1 else 0
            best = max(best, run)
        lut[mask] = best
    return lut


@dataclass(frozen=True, slots=True)
class HandSample:
    """Event counts over *hands* random hands (see :func:`sample_hands`)."""

    hand_size: int
    hands: int
    counts: dict[str, int]

    def frequency(self, event: str) -> float:
        """The observed frequency of *event*."""
        return self.counts[event] / self.hands

    def z_scores(self, odds: HandOdds | None = None, *, min_expected: float = 10) -> dict[str, float]:
        """(observed - exact) / standard error, for every event expected at least
        *min_expected* times and whose complement is also expected at least
        *min_expected* times (rarer events are too few for the normal approximation)."""
        exact = (odds or hand_odds(self.hand_size)).events()
        out = {}
        for name, p in exact.items():
            if min(p, 1 - p) * self.hands >= min_expected:
                pf = float(p)
                se = math.sqrt(pf * (1 - pf) / self.hands)
                out[name] = (self.counts.get(name, 0) / self.hands - pf) / se
        return out


def sample_hands(
    hand_size: int, *, hands: int = 100_000, rules: Rules = DEFAULT, rng: int | np.random.Generator
) -> HandSample:
    """Deal *hands* random hands of *hand_size* cards (numpy, seeded) and count
    the events of :meth:`HandOdds.events`.

    >>> s = sample_hands(12, hands=2000, rng=1)
    >>> s.hands, max(abs(z) for z in s.z_scores().values()) < 5
    (2000, True)
    """
    k = _check_hand_size(hand_size)
    rules = _check_rules(rules)
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 1:
        raise InvalidOutcomeError(f"hands must be an int of at least 1, got {hands!r}")
    gen = check_rng(rng, InvalidRuleError)
    lut = _run_lut()
    weights = 1 << np.arange(13, dtype=np.int64)
    hoc_index = np.array([c.suit.value * 13 + int(c.rank) - 1 for c in HOCS])
    counts: dict[str, int] = {}

    def add(name: str, value: int) -> None:
        counts[name] = counts.get(name, 0) + int(value)

    done = 0
    while done < hands:
        n = min(20_000, hands - done)
        done += n
        keys = gen.random((n, 52))
        picked = np.argpartition(keys, k - 1, axis=1)[:, :k] if k < 52 else np.tile(np.arange(52), (n, 1))
        onehot = np.zeros((n, 52), dtype=bool)
        onehot[np.arange(n)[:, None], picked] = True
        by_suit = onehot.reshape(n, 4, 13)  # card index = suit * 13 + rank - 1, as in DECK
        rank_counts = by_suit.sum(axis=1)
        add("carte_blanche", int((rank_counts[:, 10:].sum(axis=1) == 0).sum()))
        longest_suit = by_suit.sum(axis=2).max(axis=1)
        for length in range(1, 14):
            add(f"point_{length}", int((longest_suit == length).sum()))
        if rules.sequence_suits is SequenceSuits.SAME:
            masks = (by_suit * weights).sum(axis=2)
            run = lut[masks].max(axis=1)
        else:
            run = lut[((rank_counts > 0) * weights).sum(axis=1)]
        add("sequence_none", int((run < 3).sum()))
        add("sequence_tierce", int((run == 3).sum()))
        add("sequence_quart", int((run == 4).sum()))
        add("sequence_quint", int((run >= 5).sum()))
        most = rank_counts.max(axis=1)
        add("brelan", int((most == 3).sum()))
        add("four", int((most == 4).sum()))
        add("any_hoc", int((onehot[:, hoc_index].sum(axis=1) > 0).sum()))
    return HandSample(hand_size=k, hands=hands, counts=counts)
