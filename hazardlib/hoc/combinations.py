"""Cards and combinations: the notation of the deck, the hocs, carte blanche, the point, sequences and tricons.

Rules M1 (the 52-card French deck, read in French notation only), M4 (carte
blanche), M5 (the point), M6 (the sequence), M7 (the tricon) and which cards
are hocs (M15).

>>> from hazardlib.hoc.combinations import best_sequence, point
>>> point("KH QH 2H 9S 8S 7S"), best_sequence("AH 2H 3H 5S 6S 7S 8S")
(Point(length=3, points=24, suit=Suit.SPADES), Combination.parse('quart to 8'))
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Union

from hazardlib._checks import check_int, check_items
from hazardlib.cards import Card, Rank, Suit, check_cards
from hazardlib.cards import parse_cards as _parse_cards
from hazardlib.errors import InvalidCardError, InvalidOutcomeError
from hazardlib.hoc.rules import DECK, DEFAULT, Rules, SequenceOrder, SequenceSuits, Stake, TriconOrder, check_rules

__all__ = [
    "HOCS",
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
]


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards of the 52-card deck in French notation (``"AH 2H KS"``, ``"10♥"``).

    Implements the deck of :ref:`Rule M1, players, cards and seats
    <hoc-rule-cards>`: a lower-case suit letter is the Italian notation of
    the 40-card deck, which this game does not read, so ``"7c"`` is refused
    (it is not the seven of clubs, ``"7C"``) rather than misread as the
    seven of hearts.

    >>> parse_cards("KD 7H 10♠")
    (Card.parse('KD'), Card.parse('7H'), Card.parse('TS'))
    >>> parse_cards("7c")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: '7c' is the Italian spelling of the 7 of coppe (hearts, '7H'); this game reads French notation only, with the suit in capitals: H, D, C, S (the 7 of clubs is '7C')
    """
    return _parse_cards(text, deck=DECK)


# Every card the engine holds is one of the 52 values of DECK, so that the runs
# can find a card in a hand by identity, without comparing field by field.
_CANONICAL = {c: c for c in DECK}
_DECK_IDS = frozenset(id(c) for c in DECK)


def as_card(card: object) -> Card:
    """A card, or its French notation read (the hoc game's one way in for a card), as the value of DECK."""
    if isinstance(card, Card):
        return card if id(card) in _DECK_IDS else _CANONICAL[card]
    if isinstance(card, str):
        return _CANONICAL[Card.parse(card, italian=False)]
    raise InvalidCardError(f"expected a Card or its notation like 'KD', got {card!r}")


def as_hand(hand: object) -> tuple[Card, ...]:
    """A hand, sorted: a string of French notation or an iterable of cards (or their notation)."""
    if isinstance(hand, str):
        cards = tuple(_CANONICAL[c] for c in parse_cards(hand))
    elif isinstance(hand, Iterable) and not isinstance(hand, bytes):
        items = check_items(hand, "a hand", InvalidCardError, what="cards")
        cards = tuple(as_card(c) for c in items)
        if len({id(c) for c in cards}) != len(cards):  # the cards of DECK: the same card is the same value
            check_cards(cards)  # says which card is there twice
    else:
        raise InvalidCardError(f"a hand is a string like 'AH 2H KS' or a sequence of Cards, got {hand!r}")
    return tuple(sorted(cards, key=_place_of))


# The deck in the order of Card (rank, then suit); sorting by place spares comparing cards field by field.
SORTED_DECK: tuple[Card, ...] = tuple(sorted(DECK))
_PLACE = {id(c): i for i, c in enumerate(SORTED_DECK)}


def _place_of(card: Card) -> int:
    return _PLACE[id(card)]


def cards_text(cards: Iterable[Card]) -> str:
    """Cards in their notation, separated by spaces."""
    return " ".join(str(c) for c in cards)


#: The six hocs, the four kings, the queen of spades and the jack of diamonds.
HOCS: tuple[Card, ...] = tuple(as_card(c) for c in parse_cards("KH KD KC KS QS JD"))
HOC_SET = frozenset(HOCS)
#: The identities of the hocs among the cards of DECK (a faster test than hashing a card).
HOC_IDS = frozenset(id(c) for c in HOCS)

_SEQUENCE_NAMES = {3: "tierce", 4: "quart", 5: "quint"}
_TRICON_NAMES = {3: "brelan", 4: "four"}


def is_hoc(card: Card | str) -> bool:
    """Whether *card* is one of the six hocs.

    Implements :ref:`Rule M15, the six hocs <hoc-rule-hocs>`: the four kings,
    the queen of spades and the jack of diamonds.

    >>> [is_hoc(c) for c in ("KH", "QS", "QH", "JD", "JC")]
    [True, True, False, True, False]
    """
    return as_card(card) in HOC_SET


def is_carte_blanche(hand: str | Iterable[Card]) -> bool:
    """Whether *hand* has no court card (no jack, queen or king).

    Implements :ref:`Rule M4, carte blanche <hoc-rule-carte-blanche>` (see
    :func:`hazardlib.hoc.payments.pay_carte_blanche` for what it is paid).

    >>> is_carte_blanche("AH 2H TH"), is_carte_blanche("AH 2H JH")
    (True, False)
    """
    return not any(c.is_figure for c in as_hand(hand))


def card_points(card: Card | str) -> int:
    """What a card counts in a tie of points: figures 10, the ace 1, others their number.

    Part of :ref:`Rule M5, the point <hoc-rule-point>`.

    >>> [card_points(c) for c in ("AH", "7H", "TH", "JH", "KH")]
    [1, 7, 10, 10, 10]
    """
    rank = as_card(card).rank
    return 10 if rank >= Rank.JACK else int(rank)


@dataclass(frozen=True, slots=True)
class Point:
    """A hand's point: its longest suit, the card points of that suit, and the suit.

    Two points compare by length, then by card points (see :func:`point`,
    :ref:`Rule M5, the point <hoc-rule-point>`).

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

    Implements :ref:`Rule M5, the point <hoc-rule-point>`.

    >>> point("KH QH 2H 9S 8S 7S")
    Point(length=3, points=24, suit=Suit.SPADES)
    """
    cards = as_hand(hand)
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
# ASCII digits only: \d would also read other scripts' digits.
_COMBO_RE = re.compile(
    r"^(?:(tierce|quart|quint)(?: of ([0-9]+))? to ([A2-9TJQK])|(brelan|four) of ([A2-9TJQK]))$"
)


@dataclass(frozen=True, slots=True)
class Combination:
    """A sequence (a run of one suit, ace low) or a tricon (three or four of a kind).

    *length* is the number of cards and *top* the highest rank. A sequence is a
    tierce (3 cards), a quart (4), or a quint (5 or more; ``"quint of 6 to
    K"``). A tricon is a brelan (3) or a four of a kind. A combination with the
    king on top is *major*. The combinations of :ref:`Rule M6, the sequence
    <hoc-rule-sequence>` and :ref:`Rule M7, the tricon <hoc-rule-tricon>`.

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
            length = check_int(self.length, "length of a sequence", range(3, 14), InvalidOutcomeError)
            if self.top < length:
                raise InvalidOutcomeError(
                    f"a sequence of {length} cards, ace low and not wrapping, has a top card of "
                    f"{Rank(length).letter} to K, got {self.top.letter!r}"
                )
        elif self.stake is Stake.TRICON:
            length = check_int(self.length, "length of a tricon", (3, 4), InvalidOutcomeError)
        else:
            raise InvalidOutcomeError(
                f"a combination is of Stake.SEQUENCE or Stake.TRICON, got {self.stake!r}"
            )
        object.__setattr__(self, "length", length)

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


#: What a player declares for a stake: a point, a combination, or nothing.
Declaration = Union[Point, Combination, None]


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

    Implements :ref:`Rule M6, the sequence <hoc-rule-sequence>`. Runs are of
    one suit under ``sequence_suits='same'`` (the default), ace low: ``A 2
    3`` is a tierce, ``Q K A`` is not.

    >>> sequences("AH 2H 3H 5S 6S 7S 8S QC KC AC")
    (Combination.parse('quart to 8'), Combination.parse('tierce to 3'))
    >>> sequences("5H 6S 7D", rules=Rules(sequence_suits="any"))
    (Combination.parse('tierce to 7'),)
    """
    cards = as_hand(hand)
    rules = check_rules(rules)
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
    return tuple(sorted(found, key=lambda c: sequence_key(c, rules), reverse=True))


def sequence_key(c: Combination, rules: Rules) -> tuple[int, int]:
    """What a showdown compares between two sequences (Rule M6): length or class, then the top card."""
    length = c.length if rules.sequence_order is SequenceOrder.LENGTH else c.cls
    return (length, int(c.top))


def best_sequence(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> Combination | None:
    """The best sequence of *hand* (by class, tierce, quart, quint, then highest top card), or None.

    Implements :ref:`Rule M6, the sequence <hoc-rule-sequence>`: every run of
    five or more is a quint; under ``sequence_order='length'`` the longer
    run is better first.

    >>> best_sequence("5S 6S 7S 8S 9S TH JH QH KH")
    Combination.parse('quint to 9')
    >>> best_sequence("4H 5H 6H 7H 8H 9H 9S TS JS QS KS")
    Combination.parse('quint to K')
    >>> best_sequence("4H 5H 6H 7H 8H 9H 9S TS JS QS KS", rules=Rules(sequence_order="length"))
    Combination.parse('quint of 6 to 9')
    >>> best_sequence("AH 3H 5H") is None
    True
    """
    found = sequences(hand, rules=rules)
    return found[0] if found else None


def tricon_key(c: Combination, rules: Rules) -> tuple[int, int]:
    """What a showdown compares between two tricons (Rule M7): count then rank, or rank then count."""
    if rules.tricon_order is TriconOrder.RANK:
        return (int(c.top), c.length)
    return (c.length, int(c.top))


def tricons(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> tuple[Combination, ...]:
    """Every tricon in *hand* (three or four of a rank), best first.

    Implements :ref:`Rule M7, the tricon <hoc-rule-tricon>`.

    >>> tricons("AH AD AC 7H 7D 7C 7S")
    (Combination.parse('four of 7'), Combination.parse('brelan of A'))
    >>> tricons("KH KD KC 7H 7D 7C 7S", rules=Rules(tricon_order="rank"))
    (Combination.parse('brelan of K'), Combination.parse('four of 7'))
    """
    rules = check_rules(rules)
    cards = as_hand(hand)
    counts: dict[Rank, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    found = [Combination(Stake.TRICON, n, r) for r, n in counts.items() if n >= 3]
    return tuple(sorted(found, key=lambda c: tricon_key(c, rules), reverse=True))


def best_tricon(hand: str | Iterable[Card], *, rules: Rules = DEFAULT) -> Combination | None:
    """The best tricon of *hand* (four of a kind over brelan, then king high), or None.

    Implements :ref:`Rule M7, the tricon <hoc-rule-tricon>`.

    >>> best_tricon("KH KD KC 2H 2D 2C 2S")
    Combination.parse('four of 2')
    """
    found = tricons(hand, rules=rules)
    return found[0] if found else None


def declaration(hand: tuple[Card, ...], stake: Stake, rules: Rules) -> Declaration:
    """What *hand* declares for *stake*: its point, its best sequence or its best tricon."""
    if stake is Stake.POINT:
        return point(hand)
    if stake is Stake.SEQUENCE:
        return best_sequence(hand, rules=rules)
    return best_tricon(hand, rules=rules)


def declaration_key(decl: Declaration, rules: Rules) -> tuple[int, int]:
    """What a showdown compares between two declarations of a stake (nothing is lowest)."""
    if decl is None:
        return (-1, -1)
    if isinstance(decl, Point):
        return decl.key
    if decl.stake is Stake.SEQUENCE:
        return sequence_key(decl, rules)
    return tricon_key(decl, rules)
