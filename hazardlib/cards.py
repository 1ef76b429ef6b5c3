"""Playing cards: suits, ranks, frozen card values, two notations and the decks.

One card type serves the Italian 40-card deck (Sette e mezzo) and the French
52-card deck (Hoc Mazarin). A card is a rank and a suit; the Italian suits are
other names for the French ones, so the king of *denari* and the king of
diamonds are the same value:

>>> from hazardlib.cards import Card, Rank, Suit
>>> Card.parse("Rd") == Card.parse("KD") == Card(Rank.RE, Suit.DENARI)
True

Notation
--------
Every card has two spellings, and :meth:`Card.parse` reads both (a game of
the French 52-card deck reads only the French one, see :func:`parse_cards`):

* French: a rank ``A 2 3 4 5 6 7 8 9 T J Q K`` (``10`` is read as ``T``)
  then an upper-case suit ``H D C S`` (hearts, diamonds, clubs, spades) or a
  suit symbol ``♥ ♦ ♣ ♠``: ``"KD"``, ``"K♦"``, ``"TH"``, ``"10♥"``.
* Italian: a rank ``A 2 3 4 5 6 7 F C R`` (*asso*, ..., *fante*, *cavallo*,
  *re*) then a lower-case suit ``c d s b`` (*coppe*, *denari*, *spade*,
  *bastoni*): ``"Rd"``, ``"7c"``, ``"Fs"``.

The case of the suit letter tells the two apart: ``"AC"`` is the ace of clubs
(French) and ``"Ac"`` the ace of *coppe*, that is of hearts (Italian). The
Italian deck has no 8, 9 or 10, so those have no Italian spelling.

``str(card)`` is the French spelling, ``repr(card)`` rebuilds the card:

>>> card = Card.parse("Cc")
>>> card, str(card), card.french(symbols=True), card.italian()
(Card.parse('QH'), 'QH', 'Q♥', 'Cc')

The Italian *cavallo* (knight) takes the place of the French queen: a French
40-card pack plays the queen where an Italian pack has the *cavallo*.

Ranks are ordered ace low, king high (``Rank.ACE < Rank.TWO < ... <
Rank.KING``), as Hoc Mazarin needs.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from hazardlib.errors import InvalidCardError

__all__ = [
    "Suit",
    "Rank",
    "Card",
    "ITALIAN_RANKS",
    "FRENCH_RANKS",
    "italian_deck",
    "french_40_deck",
    "french_deck",
    "parse_cards",
    "reads_italian",
    "check_cards",
]


class Suit(Enum):
    """The four suits, with their French and Italian names.

    The Italian suits are aliases of the French ones: *coppe* (cups) are
    hearts, *denari* (coins) diamonds, *bastoni* (batons) clubs and *spade*
    (swords) spades.

    >>> Suit.DENARI is Suit.DIAMONDS
    True
    >>> [(s.letter, s.symbol, s.italian_letter, s.italian) for s in Suit]
    [('H', '♥', 'c', 'coppe'), ('D', '♦', 'd', 'denari'), ('C', '♣', 'b', 'bastoni'), ('S', '♠', 's', 'spade')]
    """

    HEARTS = 0
    DIAMONDS = 1
    CLUBS = 2
    SPADES = 3
    COPPE = 0
    DENARI = 1
    BASTONI = 2
    SPADE = 3

    @property
    def letter(self) -> str:
        """The French letter, upper case (``H``, ``D``, ``C`` or ``S``)."""
        return "HDCS"[self.value]

    @property
    def symbol(self) -> str:
        """The French suit symbol (``♥``, ``♦``, ``♣`` or ``♠``)."""
        return "♥♦♣♠"[self.value]

    @property
    def italian_letter(self) -> str:
        """The Italian letter, lower case (``c``, ``d``, ``b`` or ``s``)."""
        return "cdbs"[self.value]

    @property
    def english(self) -> str:
        """The English name (``hearts``, ``diamonds``, ``clubs`` or ``spades``)."""
        return ("hearts", "diamonds", "clubs", "spades")[self.value]

    @property
    def italian(self) -> str:
        """The Italian name (``coppe``, ``denari``, ``bastoni`` or ``spade``)."""
        return ("coppe", "denari", "bastoni", "spade")[self.value]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return self.value < other.value

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


class Rank(IntEnum):
    """The thirteen ranks, ace low: ``ACE`` is 1, ``KING`` is 13.

    The Italian figures are aliases: *fante* is the jack, *cavallo* (knight)
    the queen, *re* the king; *asso* is the ace.

    >>> Rank.CAVALLO is Rank.QUEEN, int(Rank.KING), Rank.ACE < Rank.TWO
    (True, 13, True)
    >>> [r.letter for r in FRENCH_RANKS]
    ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K']
    >>> [r.italian_letter for r in ITALIAN_RANKS]
    ['A', '2', '3', '4', '5', '6', '7', 'F', 'C', 'R']
    """

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ASSO = 1
    FANTE = 11
    CAVALLO = 12
    RE = 13

    @property
    def letter(self) -> str:
        """The French rank letter (``A``, ``2`` to ``9``, ``T``, ``J``, ``Q``, ``K``)."""
        return "A23456789TJQK"[self.value - 1]

    @property
    def italian_letter(self) -> str:
        """The Italian rank letter (``A``, ``2`` to ``7``, ``F``, ``C``, ``R``).

        >>> Rank.NINE.italian_letter
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidCardError: the Italian deck has no rank 9; allowed ranks: A, 2 to 7, F, C, R
        """
        if Rank.EIGHT <= self <= Rank.TEN:
            raise InvalidCardError(
                f"the Italian deck has no rank {self.value!r}; allowed ranks: A, 2 to 7, F, C, R"
            )
        return "A234567___FCR"[self.value - 1]

    @property
    def is_figure(self) -> bool:
        """Jack, queen or king (*fante*, *cavallo*, *re*)."""
        return self >= Rank.JACK

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


#: The ten ranks of the 40-card deck, ace to 7 and the three figures.
ITALIAN_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if not Rank.EIGHT <= r <= Rank.TEN)
#: The thirteen ranks of the 52-card French deck, ace low.
FRENCH_RANKS: tuple[Rank, ...] = tuple(Rank(v) for v in range(1, 14))

_FRENCH_RANK = {r.letter: r for r in FRENCH_RANKS} | {"10": Rank.TEN}
_FRENCH_SUIT = {s.letter: s for s in Suit} | {s.symbol: s for s in Suit}
_ITALIAN_RANK = {r.italian_letter: r for r in ITALIAN_RANKS}
_ITALIAN_SUIT = {s.italian_letter: s for s in Suit}

_ALLOWED_FRENCH = (
    "French: a rank A, 2 to 9, T (or 10), J, Q, K and a suit H, D, C, S "
    "(or ♥ ♦ ♣ ♠), like 'KD' or 'K♦'"
)
_ALLOWED = (
    _ALLOWED_FRENCH + "; Italian: a rank A, 2 to 7, F, C, R "
    "and a suit c, d, b, s, like 'Rd' or '7c'"
)


@dataclass(frozen=True, slots=True, order=True, repr=False)
class Card:
    """A playing card: a :class:`Rank` and a :class:`Suit`.

    >>> Card(Rank.SEVEN, Suit.COPPE)
    Card.parse('7H')
    >>> Card.parse("K♦").italian()
    'Rd'
    >>> sorted(parse_cards("KD 7H AS"))
    [Card.parse('AS'), Card.parse('7H'), Card.parse('KD')]
    >>> Card.parse("kd")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: unknown card notation 'kd'; allowed: French: a rank A, 2 to 9, T (or 10), J, Q, K and a suit H, D, C, S (or ♥ ♦ ♣ ♠), like 'KD' or 'K♦'; Italian: a rank A, 2 to 7, F, C, R and a suit c, d, b, s, like 'Rd' or '7c'
    >>> Card(13, Suit.DIAMONDS)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: rank must be a Rank, like Rank.KING, got 13
    """

    rank: Rank
    suit: Suit
    # The hash, worked out once: cards are dict keys in every engine's inner loop.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank):
            raise InvalidCardError(f"rank must be a Rank, like Rank.KING, got {self.rank!r}")
        if not isinstance(self.suit, Suit):
            raise InvalidCardError(f"suit must be a Suit, like Suit.DIAMONDS, got {self.suit!r}")
        object.__setattr__(self, "_hash", hash((int(self.rank), self.suit.value)))

    def __hash__(self) -> int:
        return self._hash

    @classmethod
    def parse(cls, text: str, *, italian: bool = True) -> Card:
        """Read a card in French (``"KD"``, ``"K♦"``, ``"10H"``) or Italian (``"Rd"``) notation.

        Surrounding spaces are ignored; letters are case-sensitive, because
        the case of the suit letter says which notation it is. With
        ``italian=False`` (a game of the French deck) an Italian spelling is
        refused with a message that says what it would mean, since ``"7c"``
        there is easily meant as the seven of clubs.

        >>> Card.parse(" 10♥ "), Card.parse("Fs"), Card.parse("AC"), Card.parse("Ac")
        (Card.parse('TH'), Card.parse('JS'), Card.parse('AC'), Card.parse('AH'))
        >>> Card.parse("7c", italian=False)
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidCardError: '7c' is the Italian spelling of the 7 of coppe (hearts, '7H'); this game reads French notation only, with the suit in capitals: H, D, C, S (the 7 of clubs is '7C')
        """
        if not isinstance(text, str):
            raise InvalidCardError(f"unknown card notation {text!r}; allowed: {_ALLOWED}")
        s = text.strip()
        rank_text, suit_text = s[:-1], s[-1:]
        if rank_text in _FRENCH_RANK and suit_text in _FRENCH_SUIT:
            return cls(_FRENCH_RANK[rank_text], _FRENCH_SUIT[suit_text])
        if rank_text in _ITALIAN_RANK and suit_text in _ITALIAN_SUIT:
            card = cls(_ITALIAN_RANK[rank_text], _ITALIAN_SUIT[suit_text])
            if italian:
                return card
            rank = card.rank.letter
            raise InvalidCardError(
                f"{text!r} is the Italian spelling of the {rank} of {card.suit.italian} "
                f"({card.suit.english}, {str(card)!r}); this game reads French notation only, "
                f"with the suit in capitals: H, D, C, S (the {rank} of clubs is '{rank}C')"
            )
        allowed = _ALLOWED if italian else _ALLOWED_FRENCH
        raise InvalidCardError(f"unknown card notation {text!r}; allowed: {allowed}")

    def french(self, symbols: bool = False) -> str:
        """The French spelling: ``"KD"``, or ``"K♦"`` with *symbols*."""
        return self.rank.letter + (self.suit.symbol if symbols else self.suit.letter)

    def italian(self) -> str:
        """The Italian spelling, ``"Rd"``; 8, 9 and 10 have none.

        >>> Card.parse("9S").italian()
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidCardError: the Italian deck has no rank 9; allowed ranks: A, 2 to 7, F, C, R
        """
        return self.rank.italian_letter + self.suit.italian_letter

    @property
    def is_figure(self) -> bool:
        """Jack, queen or king (*fante*, *cavallo*, *re*)."""
        return self.rank.is_figure

    def __str__(self) -> str:
        return self.french()

    def __repr__(self) -> str:
        return f"Card.parse({self.french()!r})"


def _deck(ranks: Iterable[Rank]) -> tuple[Card, ...]:
    ranks = tuple(ranks)
    return tuple(Card(r, s) for s in Suit for r in ranks)


def italian_deck() -> tuple[Card, ...]:
    """The 40-card Italian deck: ace to 7, *fante*, *cavallo*, *re* in each suit.

    Suits in the order *coppe*, *denari*, *bastoni*, *spade*, ranks ace first.

    >>> deck = italian_deck()
    >>> len(deck), " ".join(c.italian() for c in deck[:10])
    (40, 'Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc')
    """
    return _deck(ITALIAN_RANKS)


def french_40_deck() -> tuple[Card, ...]:
    """The French deck without 8, 9 and 10: the same 40 cards as :func:`italian_deck`.

    >>> french_40_deck() == italian_deck()
    True
    >>> " ".join(str(c) for c in french_40_deck()[:10])
    'AH 2H 3H 4H 5H 6H 7H JH QH KH'
    """
    return _deck(ITALIAN_RANKS)


def french_deck() -> tuple[Card, ...]:
    """The 52-card French deck, ace low: hearts, diamonds, clubs, spades.

    >>> deck = french_deck()
    >>> len(deck), len(set(deck)), str(deck[0]), str(deck[-1])
    (52, 52, 'AH', 'KS')
    """
    return _deck(FRENCH_RANKS)


def parse_cards(text: str, *, deck: Iterable[Card] | None = None) -> tuple[Card, ...]:
    """Read several cards separated by spaces or commas; no card may appear twice.

    With *deck*, every card must belong to it (an 8 is not in the 40-card
    deck), and the deck decides the notation: a deck with 8s, 9s or 10s (the
    French 52-card deck) has no Italian spelling, so only French notation is
    read; the 40-card deck reads both.

    >>> parse_cards("7d, Rd Fs")
    (Card.parse('7D'), Card.parse('KD'), Card.parse('JS'))
    >>> parse_cards("7d 7D")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: the same card twice: '7D' in '7d 7D'; each card of a deck is unique
    >>> parse_cards("8C 7C", deck=italian_deck())
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: card '8C' is not in the 40-card deck; allowed ranks: A, 2 to 7, J, Q, K (F, C, R)
    >>> parse_cards("7C 7c", deck=french_deck())
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: '7c' is the Italian spelling of the 7 of coppe (hearts, '7H'); this game reads French notation only, with the suit in capitals: H, D, C, S (the 7 of clubs is '7C')
    """
    if not isinstance(text, str):
        raise InvalidCardError(f"cards must be a string like '7d Rd', got {text!r}")
    allowed = None if deck is None else frozenset(deck)
    italian = allowed is None or reads_italian(allowed)
    cards = tuple(Card.parse(part, italian=italian) for part in text.replace(",", " ").split())
    return check_cards(cards, deck=allowed, context=text)


def reads_italian(deck: Iterable[Card]) -> bool:
    """Whether a game played with *deck* reads Italian notation: only if every card has one.

    >>> reads_italian(italian_deck()), reads_italian(french_deck())
    (True, False)
    """
    return all(not Rank.EIGHT <= c.rank <= Rank.TEN for c in deck)


def check_cards(
    cards: Iterable[Card], *, deck: Iterable[Card] | None = None, context: object = None
) -> tuple[Card, ...]:
    """Return *cards* as a tuple after checking they are distinct cards of *deck*.

    >>> check_cards([Card.parse("7d"), "Rd"])
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: expected a Card, got 'Rd'
    """
    out = tuple(cards)
    seen: set[Card] = set()
    allowed = None if deck is None else frozenset(deck)
    for card in out:
        if not isinstance(card, Card):
            raise InvalidCardError(f"expected a Card, got {card!r}")
        if card in seen:
            where = f" in {context!r}" if context is not None else ""
            raise InvalidCardError(
                f"the same card twice: {str(card)!r}{where}; each card of a deck is unique"
            )
        seen.add(card)
        if allowed is not None and card not in allowed:
            raise InvalidCardError(_not_in_deck(card, allowed))
    return out


def _not_in_deck(card: Card, deck: frozenset[Card]) -> str:
    if len(deck) == 40 and deck == frozenset(italian_deck()):
        return (
            f"card {str(card)!r} is not in the 40-card deck; "
            "allowed ranks: A, 2 to 7, J, Q, K (F, C, R)"
        )
    listing = " ".join(str(c) for c in sorted(deck))
    return f"card {str(card)!r} is not in the deck; allowed: {listing}"
