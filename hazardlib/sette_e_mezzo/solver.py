"""Sette e mezzo: rules, hand values, settlement, play, and the exact analysis.

Sette e mezzo ("seven and a half") is played with the 40-card Italian deck.
Ace to 7 count their number, the figures (*fante*, *cavallo*, *re*) count
one half, and one card, the *matta* (the king of *denari* by default), is
wild. Each player plays against the dealer (the bank) alone: the aim is the
highest total that does not pass 7½.

Values are exact: totals are ``Fraction`` (7½ is ``Fraction(15, 2)``).

>>> from hazardlib import sette_e_mezzo as sm
>>> sm.hand_value("7c Fc")
HandValue(total=Fraction(15, 2), bust=False, reale=True, matta=None, cards=2)
>>> sm.hand_value("3c Rd").total          # the matta (Rd) counts 4 here
Fraction(7, 1)
>>> s = sm.settle("5c 2d", [("7d Fd", 10), ("3s 4b", 10), ("6s 4c", 10)])
>>> s.transfers, s.outcomes, s.dealer, s.next_dealer
((Fraction(20, 1), Fraction(-10, 1), Fraction(-10, 1)), ('reale', 'tie', 'bust'), Fraction(0, 1), 0)

The rules are a frozen :class:`Rules` value with named variants
(:data:`VARIANTS`), each carrying its sources (keys of the book's
bibliography). The exact analysis (:func:`solve`) and the simulations
(:func:`simulate`, :func:`play`) all read one definition of the rules.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Literal, Protocol, Union

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_choice, check_rng, check_stake
from hazardlib.cards import Card, Rank, Suit, check_cards, italian_deck, parse_cards
from hazardlib.errors import (
    IllegalActionError,
    InvalidCardError,
    InvalidOutcomeError,
    InvalidRuleError,
    UnknownVariantError,
)

__all__ = [
    "DECK",
    "SEVEN_AND_HALF",
    "KING_OF_DENARI",
    "QUEEN_OF_HEARTS",
    "ITALIAN_SUIT_ORDER",
    "FRENCH_SUIT_ORDER",
    "MATTA_VALUES",
    "Rules",
    "VARIANTS",
    "DEFAULT",
    "card_value",
    "matta_values",
    "HandValue",
    "hand_value",
    "Hand",
    "Settlement",
    "settle",
    "PlayerView",
    "DealerView",
    "PlayerPolicy",
    "DealerPolicy",
    "StandOn",
    "DealerStandOn",
    "DealerSeesCards",
    "SolvedPolicy",
    "lowest_total",
    "HandRecord",
    "Session",
    "play",
    "SimulationResult",
    "simulate",
    "bust_probability",
    "reale_probability",
    "dealer_distribution",
    "Analysis",
    "solve",
    "policy_value",
    "QUATTRO_POINTS",
    "QuattroHand",
    "quattro_hand",
    "QuattroResult",
    "quattro_showdown",
]

#: The 40 cards, Italian suits (the same cards as a French deck without 8, 9, 10).
DECK: tuple[Card, ...] = italian_deck()
#: The target total, 7½.
SEVEN_AND_HALF = Fraction(15, 2)
#: The usual *matta*, the king of *denari* (king of diamonds).
KING_OF_DENARI = Card(Rank.RE, Suit.DENARI)
#: The other *matta* the sources name, the queen of hearts (*cavallo di coppe*).
QUEEN_OF_HEARTS = Card(Rank.QUEEN, Suit.HEARTS)
#: Priority of suits among several reali, Italian deck (swords, cups, coins, batons).
ITALIAN_SUIT_ORDER: tuple[Suit, ...] = (Suit.SPADE, Suit.COPPE, Suit.DENARI, Suit.BASTONI)
#: Priority of suits among several reali, French deck (hearts, diamonds, clubs, spades).
FRENCH_SUIT_ORDER: tuple[Suit, ...] = (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)

#: The values the matta may take (see :func:`matta_values`).
MATTA_VALUES = ("half_alone", "card", "half_steps", "whole")
_REALE = ("same_suit", "any_suit")
_REALE_PAYMENT = ("double", "double_if_bank_busts")
_TIES = ("dealer", "push")
_ROTATION = ("reale_or_exhausted", "exhausted", "every_hand")
_PRIORITY = ("suit", "seat")

_BUST = 99  # internal: a total in half-points that marks a bust

MattaChoice = Union[Fraction, int, Literal["best", "undeclared"]]


def _half(x: int) -> Fraction:
    return Fraction(x, 2)


def _fmt(x: Fraction) -> str:
    return str(x)


# ---------------------------------------------------------------------------
# Rules
# ---------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """The rules of one Sette e mezzo table; every field is a documented option.

    The defaults are the rules of the Italian Wikipedia article (variant
    ``"wikipedia_it"``). Named variants: :meth:`Rules.variant`.

    Fields:

    * ``matta``: the wild card, or ``None`` (no wild card).
    * ``matta_values``: which values the matta may take, one of
      :data:`MATTA_VALUES` (see :func:`matta_values`).
    * ``matta_undeclared``: its value when the holder declares none (7).
    * ``reale``: a two-card 7½ is a *sette e mezzo reale* if its cards share
      a suit (``"same_suit"``) or always (``"any_suit"``).
    * ``reale_payment``: ``"double"`` (a winning reale is paid double) or
      ``"double_if_bank_busts"`` (double only when the bank busts).
    * ``reale_beats_seven_and_half``: a player's reale beats the dealer's
      ordinary 7½ (otherwise that tie goes to the dealer).
    * ``dealer_reale_double``: a dealer's reale collects double from every
      player except those who busted or also made a reale (they pay single).
    * ``ties``: equal totals go to the ``"dealer"``, or are a ``"push"``
      (no source plays pushes: the option measures what the tie rule is worth).
    * ``rotation``: the bank passes to a winning reale, else to the right
      when the deck is exhausted (``"reale_or_exhausted"``); only when the
      deck is exhausted (``"exhausted"``); or to the right after every hand
      (``"every_hand"``).
    * ``reale_priority``: among several winning reali the bank goes to the
      best suit in ``suit_order`` (``"suit"``) or to the player nearest the
      dealer's right (``"seat"``).
    * ``suit_order``: the suit priority, best first.
    * ``burn_three_four``, ``exchange_four``, ``first_ace_half``: the
      optional rules (burn a first-card 3 or 4; exchange a first-card 4, *la
      targa*; declare a first-card ace worth ½).
    * ``name`` and ``sources``: the variant's name and bibliography keys.

    >>> Rules().matta, Rules().matta_values
    (Card.parse('KD'), 'half_alone')
    >>> Rules(matta_values="any")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: unknown matta_values 'any'; allowed: 'half_alone', 'card', 'half_steps', 'whole'
    >>> Rules(burn_three_four=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: burn_three_four must be True or False, got 1
    >>> Rules(matta_undeclared=7.0)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: matta_undeclared must be an int or Fraction, got 7.0
    """

    name: str = "custom"
    matta: Card | None = KING_OF_DENARI
    matta_values: str = "half_alone"
    matta_undeclared: Fraction = Fraction(7)
    reale: str = "same_suit"
    reale_payment: str = "double"
    reale_beats_seven_and_half: bool = True
    dealer_reale_double: bool = True
    ties: str = "dealer"
    rotation: str = "reale_or_exhausted"
    reale_priority: str = "suit"
    suit_order: tuple[Suit, ...] = ITALIAN_SUIT_ORDER
    burn_three_four: bool = False
    exchange_four: bool = False
    first_ace_half: bool = False
    sources: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise InvalidRuleError(f"name must be a string, got {self.name!r}")
        if self.matta is not None and (not isinstance(self.matta, Card) or self.matta not in DECK):
            raise InvalidRuleError(
                f"matta must be a card of the 40-card deck or None, got {self.matta!r}"
            )
        for name, allowed in (
            ("matta_values", MATTA_VALUES),
            ("reale", _REALE),
            ("reale_payment", _REALE_PAYMENT),
            ("ties", _TIES),
            ("rotation", _ROTATION),
            ("reale_priority", _PRIORITY),
        ):
            check_choice(getattr(self, name), name, allowed, InvalidRuleError)
        for name in (
            "reale_beats_seven_and_half",
            "dealer_reale_double",
            "burn_three_four",
            "exchange_four",
            "first_ace_half",
        ):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise InvalidRuleError(f"{name} must be True or False, got {value!r}")
        u = self.matta_undeclared
        if isinstance(u, bool) or not isinstance(u, (int, Fraction)):
            raise InvalidRuleError(f"matta_undeclared must be an int or Fraction, got {u!r}")
        allowed_values = matta_values(self.matta_values, cards=2)
        if Fraction(u) not in allowed_values:
            raise InvalidRuleError(
                f"matta_undeclared must be one of the matta's values "
                f"{_listing(allowed_values)}, got {u!r}"
            )
        object.__setattr__(self, "matta_undeclared", Fraction(u))
        order = self.suit_order
        if (
            not isinstance(order, tuple)
            or len(order) != 4
            or not all(isinstance(s, Suit) for s in order)
            or len(set(order)) != 4
        ):
            raise InvalidRuleError(
                f"suit_order must be a tuple of the four suits, best first, got {order!r}"
            )
        if not isinstance(self.sources, tuple) or not all(isinstance(s, str) for s in self.sources):
            raise InvalidRuleError(f"sources must be a tuple of strings, got {self.sources!r}")

    @classmethod
    def variant(cls, name: str) -> Rules:
        """The named variant (see :data:`VARIANTS`).

        >>> Rules.variant("treccani").matta_values
        'card'
        >>> Rules.variant("napoli")
        Traceback (most recent call last):
            ...
        hazardlib.errors.UnknownVariantError: unknown variant 'napoli'; allowed: 'wikipedia_it', 'treccani', 'queen_of_hearts', 'whole_matta', 'card_matta', 'sapere', 'pagat', 'every_hand', 'burn_three_four', 'targa', 'ace_half'
        """
        check_choice(name, "variant", VARIANTS, UnknownVariantError)
        return VARIANTS[name]

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed (named ``"custom"`` unless a name is given).

        >>> Rules.variant("wikipedia_it").replace(matta=None).matta is None
        True
        """
        changes.setdefault("name", "custom")
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def differences(self, other: Rules | None = None) -> dict[str, object]:
        """The rule fields (not name or sources) where this differs from *other*.

        >>> Rules.variant("targa").differences()
        {'exchange_four': True}
        """
        base = other if other is not None else Rules()
        out: dict[str, object] = {}
        for f in dataclasses.fields(self):
            if f.name in ("name", "sources"):
                continue
            mine = getattr(self, f.name)
            if mine != getattr(base, f.name):
                out[f.name] = mine
        return out


def _listing(values: Iterable[Fraction]) -> str:
    return ", ".join(_fmt(v) for v in values)


def matta_values(kind: str, cards: int) -> tuple[Fraction, ...]:
    """The values the matta may take under *kind*, in a hand of *cards* cards.

    * ``"half_alone"``: ½ when it is the only card; with other cards ½ or a
      whole number 1 to 7 (Italian Wikipedia);
    * ``"card"``: the value of any card, ½ or 1 to 7 (Treccani);
    * ``"half_steps"``: any multiple of ½ from ½ to 7 (a literal reading of
      "from ½ to 7"; no source spells it out);
    * ``"whole"``: a whole number 1 to 7, never ½ (Italian Wikipedia).

    >>> [str(v) for v in matta_values("half_alone", cards=1)]
    ['1/2']
    >>> [str(v) for v in matta_values("card", cards=2)]
    ['1/2', '1', '2', '3', '4', '5', '6', '7']
    >>> len(matta_values("half_steps", cards=3)), matta_values("whole", cards=2)[0]
    (14, Fraction(1, 1))
    """
    check_choice(kind, "matta_values", MATTA_VALUES, InvalidRuleError)
    if isinstance(cards, bool) or not isinstance(cards, int) or cards < 1:
        raise InvalidOutcomeError(f"cards must be an int of at least 1, got {cards!r}")
    return tuple(_half(h) for h in _matta_halves(kind, cards))


def _matta_halves(kind: str, cards: int) -> tuple[int, ...]:
    whole = tuple(range(2, 15, 2))
    if kind == "half_alone":
        return (1,) if cards == 1 else (1,) + whole
    if kind == "card":
        return (1,) + whole
    if kind == "half_steps":
        return tuple(range(1, 15))
    return whole


# ---------------------------------------------------------------------------
# Variants
# ---------------------------------------------------------------------------

_WIKI = ("wikipedia-it-sette-e-mezzo",)

#: The named variants. A variant changes only what its source says; whatever
#: the source leaves unsaid keeps the rule of the Italian article (the default).
VARIANTS: dict[str, Rules] = {
    "wikipedia_it": Rules(name="wikipedia_it", sources=_WIKI),
    "treccani": Rules(
        name="treccani",
        matta_values="card",
        reale="any_suit",
        reale_beats_seven_and_half=False,
        sources=("treccani-sette-e-mezzo",),
    ),
    "queen_of_hearts": Rules(
        name="queen_of_hearts",
        matta=QUEEN_OF_HEARTS,
        sources=_WIKI + ("sapere-sette-e-mezzo", "pagat-sette-e-mezzo"),
    ),
    "whole_matta": Rules(name="whole_matta", matta_values="whole", sources=_WIKI),
    "card_matta": Rules(
        name="card_matta",
        matta_values="card",
        sources=("cinquantamila-sette-e-mezzo",) + _WIKI,
    ),
    "sapere": Rules(
        name="sapere",
        reale="any_suit",
        reale_payment="double_if_bank_busts",
        sources=("sapere-sette-e-mezzo",),
    ),
    "pagat": Rules(
        name="pagat",
        reale="any_suit",
        reale_priority="seat",
        sources=("pagat-sette-e-mezzo", "wikipedia-en-sette-e-mezzo"),
    ),
    "every_hand": Rules(name="every_hand", rotation="every_hand", sources=("snai-sette-e-mezzo",)),
    "burn_three_four": Rules(name="burn_three_four", burn_three_four=True, sources=_WIKI),
    "targa": Rules(name="targa", exchange_four=True, sources=_WIKI),
    "ace_half": Rules(name="ace_half", first_ace_half=True, sources=_WIKI),
}

#: The default rules, those of the Italian Wikipedia article.
DEFAULT: Rules = VARIANTS["wikipedia_it"]


# ---------------------------------------------------------------------------
# The rules as numbers (private): card classes and totals in half-points
# ---------------------------------------------------------------------------

# Card classes: 0 a figure (½), 1..7 ace..seven, 8 the matta.
_NCLASS = 9
_MATTA = 8
_VALUE = (1, 2, 4, 6, 8, 10, 12, 14, 0)  # half-points; the matta counts apart
# Mixed-radix weights for a multiset of classes: up to 12 figures, 4 of each
# number, one matta.
_BASE = (13, 5, 5, 5, 5, 5, 5, 5, 2)
_WEIGHT = tuple(math.prod(_BASE[:i]) for i in range(_NCLASS))
_RADIX = math.prod(_BASE)


class _Model:
    """The rules turned into tables: classes, counts, best totals (cached per rules)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.klass: dict[Card, int] = {}
        for card in DECK:
            if card == rules.matta:
                self.klass[card] = _MATTA
            elif card.is_figure:
                self.klass[card] = 0
            else:
                self.klass[card] = int(card.rank)
        members: list[list[Card]] = [[] for _ in range(_NCLASS + 1)]
        for card in DECK:
            members[self.klass[card]].append(card)
        members[_NCLASS] = list(members[1])  # class 9: an ace declared ½
        self.members = members
        self.full: tuple[int, ...] = tuple(len(members[c]) for c in range(_NCLASS))
        self.one = _matta_halves(rules.matta_values, 1)
        self.more = _matta_halves(rules.matta_values, 2)
        # best[m][n>=2][other]: the best total in half-points, or _BUST.
        self.best: list[list[list[int]]] = [[[0] * 64 for _ in range(2)] for _ in range(2)]
        for m in range(2):
            for multi in range(2):
                allowed = self.more if multi else self.one
                for o in range(64):
                    if not m:
                        t = o if o <= 15 else _BUST
                    else:
                        fits = [v for v in allowed if o + v <= 15]
                        t = o + max(fits) if fits else _BUST
                    self.best[m][multi][o] = t
        burn: set[int] = set()
        if rules.burn_three_four:
            burn |= {3, 4}
        if rules.exchange_four:
            burn.add(4)
        self.burnable = frozenset(c for c in burn if self.full[c])
        self.suit_rank = {s: i for i, s in enumerate(rules.suit_order)}

    def total(self, other: int, matta: bool, n: int) -> int:
        return self.best[1 if matta else 0][1 if n >= 2 else 0][min(other, 63)]

    def classes(self, cards: Sequence[Card]) -> list[int]:
        return [self.klass[c] for c in cards]

    def key(self, cards: Sequence[Card], *, ace_half: bool, burned: Sequence[Card]) -> int:
        """The policy key of a player's hand: hole card class and face-up multiset."""
        cl = self.classes(cards)
        up = sum(_WEIGHT[c] for c in cl[1:])
        b = self.klass[burned[0]] + 1 if burned else 0
        return ((b * 2 + (1 if ace_half else 0)) * _NCLASS + cl[0]) * _RADIX + up


@lru_cache(maxsize=64)
def _model_by_value(rules: Rules) -> _Model:
    return _Model(rules)


_BY_ID: dict[int, tuple[Rules, _Model]] = {}


def _model(rules: Rules) -> _Model:
    # Hashing a Rules value hashes every field; the engine asks for the
    # model of the same Rules object many times per hand, so look it up by
    # identity first (the entry keeps the object alive, so its id is not reused).
    entry = _BY_ID.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    model = _model_by_value(rules)
    if len(_BY_ID) > 256:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, model)
    return model


def _clear_caches() -> None:
    """Forget every table built from rules (for benchmarks that time a cold start)."""
    _BY_ID.clear()
    _model_by_value.cache_clear()
    _lowest_cached.cache_clear()


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise InvalidRuleError(f"rules must be a Rules value, like Rules.variant('wikipedia_it'), got {rules!r}")
    return rules


def card_value(card: Card | str, rules: Rules = DEFAULT) -> Fraction | None:
    """The value of one card: its number, ½ for a figure, ``None`` for the matta.

    >>> card_value("7c"), card_value("Fs"), card_value("Rd") is None
    (Fraction(7, 1), Fraction(1, 2), True)
    >>> card_value("8C")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: card '8C' is not in the 40-card deck; allowed ranks: A, 2 to 7, J, Q, K (F, C, R)
    """
    m = _model(_check_rules(rules))
    cards = _cards(card if isinstance(card, str) else (card,))
    if len(cards) != 1:
        raise InvalidCardError(f"expected one card, got {card!r}")
    k = m.klass[cards[0]]
    return None if k == _MATTA else _half(_VALUE[k])


_DECK_SET = frozenset(DECK)


def _cards(cards: str | Iterable[Card]) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return parse_cards(cards, deck=DECK)
    if isinstance(cards, Card):
        cards = (cards,)
    out = tuple(cards)
    # Fast path for the engine: distinct cards of the deck pass as they are.
    if len(set(out)) == len(out) and all(isinstance(c, Card) and c in _DECK_SET for c in out):
        return out
    return check_cards(out, deck=DECK)


# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a hand is worth: its total, bust, reale, and the value chosen for the matta.

    ``total`` is the counted total; for a bust hand, the smallest total it
    can count (over 7½). ``matta`` is ``None`` when the hand has no matta.
    """

    total: Fraction
    bust: bool
    reale: bool
    matta: Fraction | None
    cards: int

    def __str__(self) -> str:
        tag = " bust" if self.bust else (" reale" if self.reale else "")
        return f"{self.total}{tag}"


def hand_value(
    cards: str | Iterable[Card],
    rules: Rules = DEFAULT,
    *,
    matta: MattaChoice = "best",
    ace_half: bool = False,
) -> HandValue:
    """The value of a hand: the best total not over 7½, bust, and reale.

    *matta* is the value the holder declares for the matta: ``"best"`` (the
    value that gives the best total, the default), ``"undeclared"`` (the
    rules' value when nothing is declared, 7 by default), or a value the
    rules allow. With *ace_half* the first card, an ace, counts ½ (only where
    ``rules.first_ace_half``).

    >>> hand_value("Rd")                      # alone the matta counts ½
    HandValue(total=Fraction(1, 2), bust=False, reale=False, matta=Fraction(1, 2), cards=1)
    >>> hand_value("Rd Fd").reale, hand_value("Rd Fc").reale   # same suit needed
    (True, False)
    >>> hand_value("Rd Fc", Rules.variant("treccani")).reale
    True
    >>> hand_value("7c Rd", matta="undeclared")
    HandValue(total=Fraction(14, 1), bust=True, reale=False, matta=Fraction(7, 1), cards=2)
    >>> hand_value("3c Rd", matta=Fraction(9, 2))
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: the matta cannot count 9/2 in a hand of 2 cards under matta_values='half_alone'; allowed: 1/2, 1, 2, 3, 4, 5, 6, 7
    """
    m = _model(_check_rules(rules))
    hand = _cards(cards)
    if not hand:
        raise InvalidCardError("a hand needs at least one card, got none")
    if not isinstance(ace_half, bool):
        raise IllegalActionError(f"ace_half must be True or False, got {ace_half!r}")
    if ace_half:
        _check_ace_half(hand[0], rules)
    cl = m.classes(hand)
    n = len(hand)
    other = sum(_VALUE[c] for c in cl) - (1 if ace_half else 0)
    has_matta = _MATTA in cl
    allowed = m.one if n == 1 else m.more
    chosen: int | None = None
    if has_matta:
        if isinstance(matta, str):
            check_choice(matta, "matta choice", ("best", "undeclared"), IllegalActionError)
            if matta == "undeclared":
                u = rules.matta_undeclared * 2
                chosen = int(u) if int(u) in allowed else allowed[0]
            else:
                fits = [v for v in allowed if other + v <= 15]
                chosen = max(fits) if fits else min(allowed)
        else:
            if isinstance(matta, bool) or not isinstance(matta, (int, Fraction)):
                raise IllegalActionError(
                    f"matta must be 'best', 'undeclared' or an int or Fraction, got {matta!r}"
                )
            h = Fraction(matta) * 2
            if h.denominator != 1 or int(h) not in allowed:
                raise IllegalActionError(
                    f"the matta cannot count {_fmt(Fraction(matta))} in a hand of {n} "
                    f"card{'s' if n > 1 else ''} under matta_values={rules.matta_values!r}; "
                    f"allowed: {_listing(_half(v) for v in allowed)}"
                )
            chosen = int(h)
    total = other + (chosen or 0)
    bust = total > 15
    reale = (
        n == 2
        and total == 15
        and (rules.reale == "any_suit" or hand[0].suit is hand[1].suit)
    )
    return HandValue(
        total=_half(total),
        bust=bust,
        reale=reale,
        matta=None if chosen is None else _half(chosen),
        cards=n,
    )


def _check_ace_half(first: Card, rules: Rules) -> None:
    if not rules.first_ace_half:
        raise IllegalActionError(
            f"an ace counts ½ only under first_ace_half=True; rules {rules.name!r} have False"
        )
    if first.rank is not Rank.ACE or first == rules.matta:
        raise IllegalActionError(
            f"only a first card that is an ace can count ½, got {str(first)!r}"
        )


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand as played: its cards (the first is the face-down card) and declarations.

    ``matta`` is the declared value of the matta (``"best"``: the best value;
    ``"undeclared"``: the value when nothing is declared); ``ace_half`` says
    that the first card, an ace, was declared worth ½.

    >>> h = Hand.parse("7d Rd", matta=Fraction(1, 2))
    >>> h, str(h), h.value().total
    (Hand.parse('7D KD', matta=Fraction(1, 2)), '7D KD', Fraction(15, 2))
    >>> Hand.parse("7d 8D")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: card '8D' is not in the 40-card deck; allowed ranks: A, 2 to 7, J, Q, K (F, C, R)
    """

    cards: tuple[Card, ...]
    matta: MattaChoice = "best"
    ace_half: bool = False

    def __post_init__(self) -> None:
        cards = _cards(self.cards)
        if not cards:
            raise InvalidCardError("a hand needs at least one card, got none")
        object.__setattr__(self, "cards", cards)

    @classmethod
    def parse(cls, text: str, *, matta: MattaChoice = "best", ace_half: bool = False) -> Hand:
        """Read a hand from card notations separated by spaces (see :mod:`hazardlib.cards`)."""
        return cls(_cards(text), matta=matta, ace_half=ace_half)

    def value(self, rules: Rules = DEFAULT) -> HandValue:
        """The hand's value under *rules* (see :func:`hand_value`)."""
        return hand_value(self.cards, rules, matta=self.matta, ace_half=self.ace_half)

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def __repr__(self) -> str:
        extra = ""
        if self.matta != "best":
            extra += f", matta={self.matta!r}"
        if self.ace_half:
            extra += ", ace_half=True"
        return f"Hand.parse({str(self)!r}{extra})"


def _as_hand(hand: Hand | str | Iterable[Card]) -> Hand:
    if isinstance(hand, Hand):
        return hand
    if isinstance(hand, str):
        return Hand.parse(hand)
    return Hand(tuple(hand))


# ---------------------------------------------------------------------------
# Settlement
# ---------------------------------------------------------------------------

Outcome = Literal["bust", "win", "reale", "lose", "tie", "push", "dealer_reale"]


def _result(
    pt: int, pr: bool, dt: int, dr: bool, dbust: bool, rules: Rules
) -> tuple[Fraction, Outcome]:
    """Payment to a player who did not bust, per unit stake, and its outcome code.

    Totals in half-points. One function for settlement, exact analysis and
    (checked against it in the tests) the vectorised simulation.
    """
    if dbust:
        return (Fraction(2), "reale") if pr else (Fraction(1), "win")
    if dr:
        if pr or not rules.dealer_reale_double:
            return Fraction(-1), "dealer_reale"
        return Fraction(-2), "dealer_reale"
    if pr and (dt < 15 or rules.reale_beats_seven_and_half):
        return (Fraction(2) if rules.reale_payment == "double" else Fraction(1)), "reale"
    if pt > dt:
        return Fraction(1), "win"
    if pt == dt:
        return (Fraction(-1), "tie") if rules.ties == "dealer" else (Fraction(0), "push")
    return Fraction(-1), "lose"


@dataclass(frozen=True, slots=True)
class Settlement:
    """The money of one hand: what each player receives from the dealer.

    ``transfers[i]`` is paid by the dealer to player *i* (negative: the player
    pays); players are listed in playing order, the first one sitting at the
    dealer's right. ``next_dealer`` is the index of the player who takes the
    bank, or ``None`` when the dealer keeps it.
    """

    transfers: tuple[Fraction, ...]
    outcomes: tuple[Outcome, ...]
    next_dealer: int | None

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
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise IllegalActionError(f"players must be a sequence of (hand, stake) pairs, got {players!r}")
    if not players:
        raise IllegalActionError("a hand needs at least one player, got none")
    hands: list[Hand] = []
    stakes: list[Fraction] = []
    for i, pair in enumerate(players):
        if not isinstance(pair, tuple) or len(pair) != 2:
            raise IllegalActionError(f"player {i} must be a (hand, stake) pair, got {pair!r}")
        hands.append(_as_hand(pair[0]))
        stakes.append(check_stake(pair[1], f"stake of player {i}"))
    if not isinstance(deck_exhausted, bool):
        raise IllegalActionError(f"deck_exhausted must be True or False, got {deck_exhausted!r}")
    if d.ace_half:
        raise IllegalActionError("only players may declare an ace worth ½, not the dealer")
    seen: set[Card] = set()
    for h in (d, *hands):
        for c in h.cards:
            if c in seen:
                raise InvalidCardError(
                    f"the same card twice: {str(c)!r} in the hands of this deal; "
                    "each card of a deck is unique"
                )
            seen.add(c)
    dv = d.value(rules)
    dt = int(dv.total * 2)
    transfers: list[Fraction] = []
    outcomes: list[Outcome] = []
    winners: list[int] = []
    player_values = [h.value(rules) for h in hands]
    for i, (pv, stake) in enumerate(zip(player_values, stakes)):
        if pv.bust:
            transfers.append(-stake)
            outcomes.append("bust")
            continue
        amount, code = _result(int(pv.total * 2), pv.reale, dt, dv.reale, dv.bust, rules)
        transfers.append(amount * stake)
        outcomes.append(code)
        if code == "reale":
            winners.append(i)
    next_dealer = _next_dealer(rules, hands, player_values, d, dv, winners, deck_exhausted)
    return Settlement(tuple(transfers), tuple(outcomes), next_dealer)


def _reale_rank(hand: Hand, rules: Rules) -> int:
    ranks = _model(rules).suit_rank
    return min(ranks[c.suit] for c in hand.cards)


def _next_dealer(
    rules: Rules,
    hands: list[Hand],
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


# ---------------------------------------------------------------------------
# Policies
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What a player knows when deciding: his cards (face-down card first).

    ``burned`` holds the card he burned or exchanged, if any.
    """

    cards: tuple[Card, ...]
    rules: Rules
    ace_half: bool = False
    burned: tuple[Card, ...] = ()

    @property
    def value(self) -> HandValue:
        """The hand's best value."""
        return hand_value(self.cards, self.rules, ace_half=self.ace_half)


@dataclass(frozen=True, slots=True)
class DealerView:
    """What the dealer knows: his cards, and for each player still in, the face-up
    cards and the stake (a player who declared an ace worth ½ shows none)."""

    cards: tuple[Card, ...]
    rules: Rules
    players: tuple[tuple[tuple[Card, ...], Fraction], ...]

    @property
    def value(self) -> HandValue:
        """The dealer's best value."""
        return hand_value(self.cards, self.rules)


class PlayerPolicy(Protocol):
    """A player's way of playing: draw or stand; burn; declare a first ace ½."""

    def draws(self, view: PlayerView) -> bool:
        """True to ask for another card."""
        ...

    def burns(self, card: Card, rules: Rules) -> bool:
        """True to burn (or exchange) a burnable first card."""
        ...

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        """True to declare a first-card ace worth ½."""
        ...


class DealerPolicy(Protocol):
    """The dealer's way of playing: draw or stand."""

    def draws(self, view: DealerView) -> bool:
        """True to take another card."""
        ...


def _check_total(total: object, name: str) -> Fraction:
    if isinstance(total, bool) or not isinstance(total, (int, Fraction)):
        raise InvalidRuleError(f"{name} must be an int or Fraction from 1/2 to 15/2, got {total!r}")
    t = Fraction(total)
    if (t * 2).denominator != 1 or not Fraction(1, 2) <= t <= SEVEN_AND_HALF:
        raise InvalidRuleError(f"{name} must be a multiple of 1/2 from 1/2 to 15/2, got {total!r}")
    return t


@dataclass(frozen=True, slots=True)
class StandOn:
    """A player who draws while his best total is below *total*.

    *burn*: burns every burnable first card; *ace_half*: declares every
    first-card ace worth ½ (where the rules allow).

    >>> StandOn(5)
    StandOn(total=Fraction(5, 1), burn=False, ace_half=False)
    >>> StandOn(8)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: total must be a multiple of 1/2 from 1/2 to 15/2, got 8
    """

    total: Fraction | int = Fraction(5)
    burn: bool = False
    ace_half: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", _check_total(self.total, "total"))
        for name in ("burn", "ace_half"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidRuleError(f"{name} must be True or False, got {getattr(self, name)!r}")

    def draws(self, view: PlayerView) -> bool:
        return view.value.total < self.total

    def burns(self, card: Card, rules: Rules) -> bool:
        return self.burn

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        return self.ace_half


@dataclass(frozen=True, slots=True)
class DealerStandOn:
    """A dealer who draws while his best total is below *total*.

    >>> DealerStandOn(Fraction(11, 2))
    DealerStandOn(total=Fraction(11, 2))
    """

    total: Fraction | int = Fraction(5)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", _check_total(self.total, "total"))

    def draws(self, view: DealerView) -> bool:
        return bool(view.players) and view.value.total < self.total


@dataclass(frozen=True, slots=True)
class DealerSeesCards:
    """A dealer who reads the players' face-up cards.

    He draws while his total is below *stand_on*, and also while the stakes
    of the players who certainly beat him (whatever their face-down card,
    see :func:`lowest_total`) are more than half the stakes still in play.
    Heads-up: he draws while the player's face-up cards certainly beat him.
    He does not draw when every player has busted.
    """

    stand_on: Fraction | int = Fraction(5)

    def __post_init__(self) -> None:
        object.__setattr__(self, "stand_on", _check_total(self.stand_on, "stand_on"))

    def draws(self, view: DealerView) -> bool:
        if not view.players:
            return False
        mine = view.value.total
        if mine < self.stand_on:
            return True
        m = _model(view.rules)
        in_play = sum((s for _, s in view.players), Fraction(0))
        beaten = sum(
            (s for up, s in view.players if _half(_lowest(m, tuple(sorted(m.classes(up))))) > mine),
            Fraction(0),
        )
        return 2 * beaten > in_play


def lowest_total(face_up: str | Iterable[Card], rules: Rules = DEFAULT) -> Fraction:
    """The lowest total a player can hold who shows *face_up* and has not busted.

    The face-down card may be any card of the deck not shown, that does not
    make the hand bust (the dealer reasons from the full deck).

    >>> lowest_total("5c"), lowest_total("Rd"), lowest_total("")
    (Fraction(11, 2), Fraction(7, 1), Fraction(1, 2))
    """
    m = _model(_check_rules(rules))
    up = _cards(face_up)
    return _half(_lowest(m, tuple(sorted(m.classes(up)))))


@lru_cache(maxsize=4096)
def _lowest_cached(rules: Rules, up: tuple[int, ...]) -> int:
    m = _model(rules)
    counts = [0] * _NCLASS
    for c in up:
        counts[c] += 1
    other = sum(_VALUE[c] for c in up)
    n = len(up) + 1
    best = _BUST
    for h in range(_NCLASS):
        if m.full[h] - counts[h] <= 0:
            continue
        t = m.total(other + _VALUE[h], counts[_MATTA] > 0 or h == _MATTA, n)
        if t != _BUST:
            best = min(best, t)
    return best


def _lowest(m: _Model, up: tuple[int, ...]) -> int:
    return _lowest_cached(m.rules, up)


@dataclass(frozen=True, slots=True)
class SolvedPolicy:
    """The best player policy found by :func:`solve`: a table of hands on which to draw.

    A hand is known by the class of its face-down card and the multiset of
    its face-up cards (values, the matta), by a burned card and by an ace
    declared ½; suits play no part in the decisions.
    """

    rules: Rules
    draw_keys: frozenset[int]
    burn_classes: frozenset[int]
    ace_half: bool

    def draws(self, view: PlayerView) -> bool:
        m = _model(self.rules)
        key = m.key(view.cards, ace_half=view.ace_half, burned=view.burned)
        return key in self.draw_keys

    def burns(self, card: Card, rules: Rules) -> bool:
        return _model(self.rules).klass[card] in self.burn_classes

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        return self.ace_half

    def __repr__(self) -> str:
        return f"SolvedPolicy(rules={self.rules.name!r}, {len(self.draw_keys)} drawing hands)"


# ---------------------------------------------------------------------------
# Play
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand as played: seats, hands, stakes, burned cards and the settlement."""

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

    def __init__(self, cards: list[Card], rng: np.random.Generator) -> None:
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
            self.cards = [self.discards[i] for i in order]
            self.discards = []
        return self.cards.pop()


def _play_hand(
    rules: Rules,
    stock: _Stock,
    players: Sequence[PlayerPolicy],
    dealer: DealerPolicy,
    stakes: Sequence[Fraction],
) -> tuple[Hand, tuple[Hand, ...], tuple[Card, ...], Settlement]:
    m = _model(rules)
    n = len(players)
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
            view = PlayerView(tuple(hands[i]), rules, ace_half[i], own_burned[i])
            v = view.value
            if v.bust:
                busted[i] = True
                break
            if v.total == SEVEN_AND_HALF or not policy.draws(view):
                break
            card = stock.draw()
            if card is None:
                break
            hands[i].append(card)
    while True:
        in_play = tuple(
            (() if ace_half[i] else tuple(hands[i][1:]), stakes[i])
            for i in range(n)
            if not busted[i]
        )
        dview = DealerView(tuple(dealer_cards), rules, in_play)
        dv = dview.value
        if dv.bust or dv.total == SEVEN_AND_HALF or not dealer.draws(dview):
            break
        card = stock.draw()
        if card is None:
            break
        dealer_cards.append(card)
    player_hands = tuple(Hand(tuple(h), ace_half=a) for h, a in zip(hands, ace_half))
    dealer_hand = Hand(tuple(dealer_cards))
    settlement = settle(
        dealer_hand,
        list(zip(player_hands, stakes)),
        rules,
        deck_exhausted=stock.exhausted or not stock.cards,
    )
    stock.discards.extend(burned)
    for h in (dealer_hand, *player_hands):
        stock.discards.extend(h.cards)
    return dealer_hand, player_hands, tuple(burned), settlement


def _check_policy_rules(policy: object, rules: Rules) -> None:
    if isinstance(policy, SolvedPolicy) and policy.rules != rules:
        raise InvalidRuleError(
            f"the policy was solved for rules {policy.rules.name!r}, not {rules.name!r}"
        )



def play(
    rules: Rules,
    seats: Sequence[PlayerPolicy],
    dealer: DealerPolicy,
    *,
    decks: int = 1,
    stake: int | Fraction = 1,
    first_dealer: int = 0,
    rng: int | np.random.Generator,
) -> Session:
    """Play whole decks: each deck is shuffled once and dealt until it runs out.

    Seats are numbered anticlockwise, so the player at the dealer's right is
    the next seat; play goes anticlockwise from there. *seats* gives each
    seat's player policy; whoever holds the bank plays *dealer*. Every player
    stakes *stake* each hand. A deck that runs out in the middle of a hand is
    completed from its shuffled discards, and that hand is the deck's last.

    >>> session = play(DEFAULT, [StandOn(5)] * 4, DealerSeesCards(5), decks=2, rng=1)
    >>> sum(session.balances), len(session.balances)
    (Fraction(0, 1), 4)
    >>> play(DEFAULT, [StandOn(5)], DealerStandOn(5), rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: a table needs 2 to 12 seats, got 1
    """
    rules = _check_rules(rules)
    generator = check_rng(rng, InvalidRuleError)
    if not isinstance(seats, Sequence) or not 2 <= len(seats) <= 12:
        size = len(seats) if isinstance(seats, Sequence) else seats
        raise IllegalActionError(f"a table needs 2 to 12 seats, got {size!r}")
    if isinstance(decks, bool) or not isinstance(decks, int) or decks < 1:
        raise IllegalActionError(f"decks must be an int of at least 1, got {decks!r}")
    unit = check_stake(stake)
    for policy in seats:
        _check_policy_rules(policy, rules)
    n = len(seats)
    if isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or not 0 <= first_dealer < n:
        raise IllegalActionError(f"first_dealer must be a seat 0 to {n - 1}, got {first_dealer!r}")
    balances = [Fraction(0)] * n
    records: list[HandRecord] = []
    bank = first_dealer
    for _ in range(decks):
        order = generator.permutation(len(DECK))
        stock = _Stock([DECK[i] for i in order], generator)
        while True:
            order_seats = tuple((bank + k) % n for k in range(1, n))
            policies = [seats[s] for s in order_seats]
            stakes = [unit] * len(order_seats)
            dealer_hand, hands, burned, settlement = _play_hand(
                rules, stock, policies, dealer, stakes
            )
            for s, t in zip(order_seats, settlement.transfers):
                balances[s] += t
            balances[bank] += settlement.dealer
            last = stock.exhausted or not stock.cards
            records.append(
                HandRecord(bank, order_seats, dealer_hand, hands, tuple(stakes), burned, settlement, last)
            )
            if settlement.next_dealer is not None:
                bank = order_seats[settlement.next_dealer]
            if last:
                break
    return Session(tuple(records), tuple(balances))


# ---------------------------------------------------------------------------
# Simulation of heads-up hands from a fresh deck
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Simulated heads-up hands from a fresh deck: the player's mean result per unit stake.

    ``stderr`` is the standard error of ``mean``; ``reale_first_two`` the
    share of hands whose first two cards (the player's) make a reale.
    """

    hands: int
    mean: float
    stderr: float
    reale_first_two: float
    player_bust: float
    dealer_bust: float


def simulate(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerPolicy,
    *,
    hands: int,
    rng: int | np.random.Generator,
    engine: Literal["numpy", "python"] = "numpy",
) -> SimulationResult:
    """Simulate *hands* heads-up hands, each from a freshly shuffled deck.

    ``engine="numpy"`` plays many hands at once with arrays; it handles
    :class:`StandOn` and :class:`SolvedPolicy` players and both dealers,
    under rules without the optional first-card rules. ``engine="python"``
    plays every hand with the same code as :func:`play` (any rules, any
    policies) and is much slower.

    >>> r = simulate(DEFAULT, StandOn(5), DealerStandOn(5), hands=20_000, rng=7)
    >>> r.hands, -0.2 < r.mean < 0.0, 0.005 < r.stderr < 0.01
    (20000, True, True)
    >>> simulate(DEFAULT, StandOn(5), DealerStandOn(5), hands=0, rng=7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: hands must be an int of at least 1, got 0
    """
    rules = _check_rules(rules)
    generator = check_rng(rng, InvalidRuleError)
    if isinstance(hands, bool) or not isinstance(hands, int) or hands < 1:
        raise IllegalActionError(f"hands must be an int of at least 1, got {hands!r}")
    check_choice(engine, "engine", ("numpy", "python"), InvalidRuleError)
    _check_policy_rules(player, rules)
    if engine == "python":
        return _simulate_python(rules, player, dealer, hands, generator)
    return _simulate_numpy(rules, player, dealer, hands, generator)


def _simulate_python(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerPolicy,
    hands: int,
    rng: np.random.Generator,
) -> SimulationResult:
    total = 0.0
    squares = 0.0
    reale = 0
    pbust = 0
    dbust = 0
    one = [Fraction(1)]
    m = _model(rules)
    for _ in range(hands):
        order = rng.permutation(len(DECK))
        cards = [DECK[i] for i in order]
        first_two = cards[-1], cards[-3]  # the player's first card, then his first draw
        stock = _Stock(cards, rng)
        # The deal gives the player the top card and the dealer the next one;
        # the player's first draw is the third card.
        dealer_hand, (hand,), _, settlement = _play_hand(rules, stock, [player], dealer, one)
        x = float(settlement.transfers[0])
        total += x
        squares += x * x
        if settlement.outcomes[0] == "bust":
            pbust += 1
        else:
            dbust += dealer_hand.value(rules).bust
        reale += _first_two_reale(m, first_two)
    mean = total / hands
    var = max(squares / hands - mean * mean, 0.0)
    return SimulationResult(
        hands,
        mean,
        math.sqrt(var / hands),
        reale / hands,
        pbust / hands,
        dbust / max(hands - pbust, 1),
    )


def _first_two_reale(m: _Model, cards: tuple[Card, Card]) -> bool:
    v = hand_value(cards, m.rules)
    return v.reale


def _supported_numpy(rules: Rules, player: object, dealer: object) -> None:
    if rules.burn_three_four or rules.exchange_four or rules.first_ace_half:
        raise InvalidRuleError(
            "engine='numpy' does not play the optional first-card rules "
            "(burn_three_four, exchange_four, first_ace_half); use engine='python'"
        )
    if not isinstance(player, (StandOn, SolvedPolicy)):
        raise InvalidRuleError(
            f"engine='numpy' plays StandOn and SolvedPolicy players, got {player!r}; use engine='python'"
        )
    if not isinstance(dealer, (DealerStandOn, DealerSeesCards)):
        raise InvalidRuleError(
            f"engine='numpy' plays DealerStandOn and DealerSeesCards, got {dealer!r}; use engine='python'"
        )


_MAXCARDS = 15  # no hand holds more than 13 cards without busting


def _simulate_numpy(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerPolicy,
    hands: int,
    rng: np.random.Generator,
) -> SimulationResult:
    _supported_numpy(rules, player, dealer)
    m = _model(rules)
    cls = np.array([m.klass[c] for c in DECK], dtype=np.int64)
    suit = np.array([c.suit.value for c in DECK], dtype=np.int64)
    value = np.array(_VALUE, dtype=np.int64)[cls]
    weight = np.array(_WEIGHT, dtype=np.int64)[cls]
    is_matta = cls == _MATTA
    best = np.array(m.best, dtype=np.int64)  # [matta][multi][other]
    sums = [0.0, 0.0, 0, 0, 0]
    chunk = 50_000
    done = 0
    k = np.arange(_MAXCARDS)
    while done < hands:
        size = min(chunk, hands - done)
        deck = rng.permuted(np.tile(np.arange(len(DECK)), (size, 1)), axis=1)
        # The player's cards are the first of the row, the dealer's follow them:
        # any fixed split of a shuffled deck deals the same distribution.
        pc = deck[:, :_MAXCARDS]
        pt, pstop = _numpy_hand(pc, value, is_matta, best, k)
        if isinstance(player, StandOn):
            draws = pt < int(player.total * 2)
        else:
            assert isinstance(player, SolvedPolicy)
            up = np.cumsum(weight[pc], axis=1) - weight[pc[:, :1]]
            keys = cls[pc[:, :1]] * _RADIX + up
            table = np.array(sorted(player.draw_keys), dtype=np.int64)
            pos = np.clip(np.searchsorted(table, keys), 0, max(len(table) - 1, 0))
            draws = (table[pos] == keys) if len(table) else np.zeros_like(keys, dtype=bool)
        stops = (pt == _BUST) | (pt == 15) | ~draws
        s = np.argmax(stops, axis=1)
        rows = np.arange(size)
        ptotal = pt[rows, s]
        pbust = ptotal == _BUST
        first_two_reale = (pt[:, 1] == 15) & (
            (rules.reale == "any_suit") | (suit[pc[:, 0]] == suit[pc[:, 1]])
        )
        preale = (s == 1) & first_two_reale
        # Dealer: the cards after the player's.
        idx = np.minimum(s[:, None] + 1 + k[None, :], len(DECK) - 1)
        dcards = np.take_along_axis(deck, idx, axis=1)
        dt, _ = _numpy_hand(dcards, value, is_matta, best, k)
        threshold = np.full(size, 0, dtype=np.int64)
        if isinstance(dealer, DealerStandOn):
            threshold[:] = int(dealer.total * 2)
        else:
            assert isinstance(dealer, DealerSeesCards)
            base = int(dealer.stand_on * 2)
            upkey = np.where(pbust, -1, (np.cumsum(weight[pc], axis=1) - weight[pc[:, :1]])[rows, s])
            low = np.full(size, base, dtype=np.int64)
            for key in np.unique(upkey[upkey >= 0]):
                low[upkey == key] = max(base, _lowest(m, _key_classes(int(key))))
            threshold = low
        dstops = (dt == _BUST) | (dt >= threshold[:, None])
        ds = np.argmax(dstops, axis=1)
        dtotal = dt[rows, ds]
        dbust = dtotal == _BUST
        dreale = (ds == 1) & (dtotal == 15) & (
            (rules.reale == "any_suit") | (suit[dcards[:, 0]] == suit[dcards[:, 1]])
        )
        result = _numpy_payoff(ptotal, pbust, preale, dtotal, dbust, dreale, rules)
        sums[0] += float(result.sum())
        sums[1] += float((result * result).sum())
        sums[2] += int(first_two_reale.sum())
        sums[3] += int(pbust.sum())
        sums[4] += int((dbust & ~pbust).sum())
        done += size
    mean = sums[0] / hands
    var = max(sums[1] / hands - mean * mean, 0.0)
    return SimulationResult(
        hands,
        mean,
        math.sqrt(var / hands),
        sums[2] / hands,
        sums[3] / hands,
        sums[4] / max(hands - sums[3], 1),
    )


def _key_classes(key: int) -> tuple[int, ...]:
    out: list[int] = []
    for c in range(_NCLASS):
        out.extend([c] * ((key // _WEIGHT[c]) % _BASE[c]))
    return tuple(out)


def _numpy_hand(
    cards: npt.NDArray[np.int64],
    value: npt.NDArray[np.int64],
    is_matta: npt.NDArray[np.bool_],
    best: npt.NDArray[np.int64],
    k: npt.NDArray[np.int64],
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    other = np.minimum(np.cumsum(value[cards], axis=1), 63)
    matta = np.maximum.accumulate(is_matta[cards], axis=1).astype(np.int64)
    multi = (k >= 1).astype(np.int64)[None, :]
    total = best[matta, multi, other]
    return total, other


def _numpy_payoff(
    pt: npt.NDArray[np.int64],
    pbust: npt.NDArray[np.bool_],
    pr: npt.NDArray[np.bool_],
    dt: npt.NDArray[np.int64],
    dbust: npt.NDArray[np.bool_],
    dr: npt.NDArray[np.bool_],
    rules: Rules,
) -> npt.NDArray[np.float64]:
    """The vectorised twin of :func:`_result` (the tests check they agree)."""
    reale_win = 2.0 if rules.reale_payment == "double" else 1.0
    tie = -1.0 if rules.ties == "dealer" else 0.0
    plain = np.where(pt > dt, 1.0, np.where(pt == dt, tie, -1.0))
    reale_wins = pr & ((dt < 15) | rules.reale_beats_seven_and_half)
    out = np.where(reale_wins, reale_win, plain)
    dealer_reale = np.where(pr | (not rules.dealer_reale_double), -1.0, -2.0)
    out = np.where(dr, dealer_reale, out)
    out = np.where(dbust, np.where(pr, 2.0, 1.0), out)
    out = np.where(pbust, -1.0, out)
    return out.astype(np.float64)


# ---------------------------------------------------------------------------
# Exact analysis
# ---------------------------------------------------------------------------


def bust_probability(
    cards: str | Iterable[Card],
    rules: Rules = DEFAULT,
    *,
    seen: str | Iterable[Card] = (),
    ace_half: bool = False,
) -> Fraction:
    """The exact probability that one more card busts the hand.

    The card comes from the deck less the hand and the *seen* cards.

    >>> bust_probability("5c")         # any 3 to 7 busts: 4+4+3+4+4 = 19 of 39 cards
    Fraction(19, 39)
    >>> bust_probability("5c Rd")      # safe: a figure, an ace or a 2 (19 of 38)
    Fraction(1, 2)
    >>> bust_probability("5c 2c", seen="Fb")   # safe: 10 figures and the matta
    Fraction(26, 37)
    """
    m = _model(_check_rules(rules))
    hand = _cards(cards)
    gone = _cards(seen)
    both = check_cards(hand + gone, deck=DECK, context="the hand and the seen cards")
    if not hand:
        raise InvalidCardError("a hand needs at least one card, got none")
    rest = [c for c in DECK if c not in set(both)]
    if not rest:
        raise InvalidOutcomeError("no card is left to draw")
    busting = sum(
        1 for c in rest if hand_value(hand + (c,), rules, ace_half=ace_half).bust
    )
    return Fraction(busting, len(rest))


def reale_probability(rules: Rules = DEFAULT) -> Fraction:
    """The exact probability that a player's first two cards make a reale.

    Counted over the 780 pairs of the deck.

    >>> reale_probability()                          # same suit needed
    Fraction(7, 390)
    >>> reale_probability(Rules.variant("treccani"))  # any suit
    Fraction(59, 780)
    """
    rules = _check_rules(rules)
    pairs = list(itertools.combinations(DECK, 2))
    good = sum(1 for pair in pairs if hand_value(pair, rules).reale)
    return Fraction(good, len(pairs))


_FACT = [math.factorial(i) for i in range(41)]
_Out = Union[tuple[int, tuple[int, ...] | None], str]  # (total, two-card classes) or "bust"


class _Solver:
    """Exact heads-up analysis on the finite deck (see :func:`solve`)."""

    def __init__(self, rules: Rules, dealer: DealerPolicy, player: PlayerPolicy | None) -> None:
        self.m = _model(rules)
        self.rules = rules
        if isinstance(dealer, DealerStandOn):
            self.base, self.sees = int(dealer.total * 2), False
        elif isinstance(dealer, DealerSeesCards):
            self.base, self.sees = int(dealer.stand_on * 2), True
        else:
            raise InvalidRuleError(
                f"the exact analysis knows DealerStandOn and DealerSeesCards, got {dealer!r}"
            )
        self.player = player
        self.buckets_memo: dict[tuple[tuple[int, ...], int], dict[_Out, int]] = {}
        self.value_memo: dict[tuple[tuple[int, ...], int, int, bool], Fraction] = {}
        self.stand_memo: dict[tuple[tuple[int, ...], int, int, bool], Fraction] = {}
        self.payoff_memo: dict[tuple[int, tuple[int, ...] | None, _Out], Fraction] = {}
        self.joint_memo: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[Fraction, ...]] = {}
        self.draw_keys: set[int] = set()
        self.first_choice: dict[int, tuple[Fraction, str]] = {}
        self.choices: dict[tuple[int, int], str] = {}
        self.bust_memo: dict[tuple[tuple[int, ...], int, int, bool], Fraction] = {}

    # -- the dealer ------------------------------------------------------
    def buckets(self, rest: tuple[int, ...], threshold: int) -> dict[_Out, int]:
        """Dealer's final totals from the deck *rest*, as weights over N! (N = cards in rest)."""
        key = (rest, threshold)
        found = self.buckets_memo.get(key)
        if found is not None:
            return found
        m = self.m
        best = m.best
        n_rest = sum(rest)
        out: dict[_Out, int] = {}
        bust = 0
        layer: dict[int, list[int]] = {0: [1, 0, 0]}  # key -> [weight, other, matta]
        n = 0
        while layer:
            nxt: dict[int, list[int]] = {}
            n2 = n + 1
            table_multi = 1 if n2 >= 2 else 0
            scale = _FACT[n_rest - n2]
            for dkey, (w, other, matta) in layer.items():
                for c in range(_NCLASS):
                    left = rest[c] - (dkey // _WEIGHT[c]) % _BASE[c]
                    if left <= 0:
                        continue
                    o2 = other + _VALUE[c]
                    m2 = 1 if (matta or c == _MATTA) else 0
                    t2 = best[m2][table_multi][o2 if o2 < 64 else 63]
                    w2 = w * left
                    if t2 == _BUST:
                        bust += w2 * scale
                        continue
                    k2 = dkey + _WEIGHT[c]
                    if t2 >= threshold:
                        pair = _key_classes(k2) if (n2 == 2 and t2 == 15) else None
                        o_key: _Out = (t2, pair)
                        out[o_key] = out.get(o_key, 0) + w2 * scale
                    else:
                        slot = nxt.get(k2)
                        if slot is None:
                            nxt[k2] = [w2, o2, m2]
                        else:
                            slot[0] += w2
            layer = nxt
            n = n2
        if bust:
            out["bust"] = bust
        self.buckets_memo[key] = out
        return out

    # -- suits of two-card 7½ (same-suit reale) -------------------------
    def _same_suit_pairs(self, pair: tuple[int, ...]) -> tuple[int, int]:
        a, b = (self.m.members[c] for c in pair)
        good = total = 0
        for x in a:
            for y in b:
                if x != y:
                    total += 1
                    good += x.suit is y.suit
        return good, total

    def reale_chance(self, pair: tuple[int, ...] | None) -> Fraction:
        if pair is None:
            return Fraction(0)
        if self.rules.reale == "any_suit":
            return Fraction(1)
        good, total = self._same_suit_pairs(pair)
        return Fraction(good, total)

    def joint(self, pp: tuple[int, ...], dp: tuple[int, ...]) -> tuple[Fraction, ...]:
        """P(player reale, dealer reale) for the four combinations, given both class pairs."""
        key = (pp, dp)
        found = self.joint_memo.get(key)
        if found is not None:
            return found
        if self.rules.reale == "any_suit":
            result: tuple[Fraction, ...] = (Fraction(1), Fraction(0), Fraction(0), Fraction(0))
        else:
            counts = [0, 0, 0, 0]  # (pr, dr) = (1,1), (1,0), (0,1), (0,0)
            pa, pb = (self.m.members[c] for c in pp)
            da, db = (self.m.members[c] for c in dp)
            for x in pa:
                for y in pb:
                    if x == y:
                        continue
                    ps = x.suit is y.suit
                    for u in da:
                        if u == x or u == y:
                            continue
                        for v in db:
                            if v == u or v == x or v == y:
                                continue
                            ds = u.suit is v.suit
                            counts[(0 if ps else 2) + (0 if ds else 1)] += 1
            total = sum(counts)
            result = tuple(Fraction(c, total) for c in counts)
        self.joint_memo[key] = result
        return result

    def payoff(self, pt: int, ppair: tuple[int, ...] | None, outcome: _Out) -> Fraction:
        key = (pt, ppair, outcome)
        found = self.payoff_memo.get(key)
        if found is not None:
            return found
        r = self.rules
        if outcome == "bust":
            p = self.reale_chance(ppair)
            value = p * _result(pt, True, 0, False, True, r)[0] + (1 - p) * _result(
                pt, False, 0, False, True, r
            )[0]
        else:
            assert isinstance(outcome, tuple)
            dt, dpair = outcome
            combos: tuple[tuple[bool, bool], ...]
            if ppair is not None and dpair is not None:
                probs = self.joint(ppair, dpair)
                combos = ((True, True), (True, False), (False, True), (False, False))
            elif ppair is not None:
                p = self.reale_chance(ppair)
                probs = (p, 1 - p)
                combos = ((True, False), (False, False))
            elif dpair is not None:
                p = self.reale_chance(dpair)
                probs = (p, 1 - p)
                combos = ((False, True), (False, False))
            else:
                probs = (Fraction(1),)
                combos = ((False, False),)
            value = sum(
                (q * _result(pt, pr, dt, dr, False, r)[0] for q, (pr, dr) in zip(probs, combos) if q),
                Fraction(0),
            )
        self.payoff_memo[key] = value
        return value

    # -- the player ------------------------------------------------------
    def _threshold(self, hand: tuple[int, ...], hole: int, ace: bool) -> int:
        if not self.sees:
            return self.base
        if ace:
            up: tuple[int, ...] = ()
        else:
            counts = list(hand)
            counts[hole] -= 1
            up = tuple(c for c in range(_NCLASS) for _ in range(counts[c]))
        return max(self.base, _lowest(self.m, up))

    def stand(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool, total: int) -> Fraction:
        key = (hand, hole, burned, ace)
        found = self.stand_memo.get(key)
        if found is not None:
            return found
        rest = list(self.m.full[c] - hand[c] for c in range(_NCLASS))
        if burned >= 0:
            rest[burned] -= 1
        threshold = self._threshold(hand, hole, ace)
        buckets = self.buckets(tuple(rest), threshold)
        n = sum(hand)
        ppair: tuple[int, ...] | None = None
        if n == 2 and total == 15:
            classes = [c for c in range(_NCLASS) for _ in range(hand[c])]
            if ace:
                classes.remove(1)
                classes.append(_NCLASS)
            ppair = tuple(sorted(classes))
        acc = Fraction(0)
        for outcome, w in buckets.items():
            acc += w * self.payoff(total, ppair, outcome)
        value = acc / _FACT[sum(rest)]
        self.stand_memo[key] = value
        return value

    def value(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> Fraction:
        """The player's value from this hand on (hand known not bust)."""
        key = (hand, hole, burned, ace)
        found = self.value_memo.get(key)
        if found is not None:
            return found
        m = self.m
        n = sum(hand)
        other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
        total = m.total(other, hand[_MATTA] > 0, n)
        stand = self.stand(hand, hole, burned, ace, total)
        if total == 15:
            self.value_memo[key] = stand
            return stand
        if self.player is not None:
            draw_it = self.player.draws(self._view(hand, hole, burned, ace))
            if not draw_it:
                self.value_memo[key] = stand
                return stand
        rest = [m.full[c] - hand[c] for c in range(_NCLASS)]
        if burned >= 0:
            rest[burned] -= 1
        left = sum(rest)
        acc = Fraction(0)
        for c in range(_NCLASS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + _VALUE[c], hand[_MATTA] > 0 or c == _MATTA, n + 1)
            if t2 == _BUST:
                acc -= rest[c]
            else:
                h2 = hand[:c] + (hand[c] + 1,) + hand[c + 1 :]
                acc += rest[c] * self.value(h2, hole, burned, ace)
        draw = acc / left
        if self.player is None and draw <= stand:
            self.value_memo[key] = stand
            return stand
        self.draw_keys.add(self._key(hand, hole, burned, ace))
        self.value_memo[key] = draw
        return draw

    def _key(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> int:
        up = sum(_WEIGHT[c] * hand[c] for c in range(_NCLASS)) - _WEIGHT[hole]
        return (((burned + 1) * 2 + (1 if ace else 0)) * _NCLASS + hole) * _RADIX + up

    def _view(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> PlayerView:
        """A hand of real cards with these classes (policies see cards, not classes)."""
        used: dict[int, int] = {}

        def take(c: int) -> Card:
            i = used.get(c, 0)
            used[c] = i + 1
            return self.m.members[c][i]

        burn_cards = (take(burned),) if burned >= 0 else ()
        cards = [take(hole)]
        for c in range(_NCLASS):
            for _ in range(hand[c] - (1 if c == hole else 0)):
                cards.append(take(c))
        return PlayerView(tuple(cards), self.rules, ace, burn_cards)

    def first_card(self, c: int, burned: int) -> tuple[Fraction, str]:
        """Value of holding first card *c*, with the choices it allows."""
        m = self.m
        hand = tuple(1 if i == c else 0 for i in range(_NCLASS))
        options: list[tuple[Fraction, str]] = [(self.value(hand, c, burned, False), "keep")]
        card = m.members[c][0]
        if c == 1 and self.rules.first_ace_half:
            half = self.value(hand, c, burned, True)
            if self.player is None or self.player.declares_ace_half(card, self.rules):
                options.append((half, "ace_half"))
                if self.player is not None:
                    options = [options[-1]]
        if burned < 0 and c in m.burnable:
            rest = [m.full[i] - (1 if i == c else 0) for i in range(_NCLASS)]
            left = sum(rest)
            acc = Fraction(0)
            for h in range(_NCLASS):
                if rest[h] > 0:
                    acc += rest[h] * self.first_card(h, c)[0]
            burn = acc / left
            if self.player is None or self.player.burns(card, self.rules):
                options.append((burn, "burn"))
                if self.player is not None:
                    options = [options[-1]]
        chosen = max(options, key=lambda o: o[0])
        self.choices[(c, burned)] = chosen[1]
        if burned < 0:
            self.first_choice[c] = chosen
        return chosen

    def bust_chance(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> Fraction:
        """P(the player busts from this hand on), playing the solved policy."""
        key = (hand, hole, burned, ace)
        found = self.bust_memo.get(key)
        if found is not None:
            return found
        if self._key(hand, hole, burned, ace) not in self.draw_keys:
            self.bust_memo[key] = Fraction(0)
            return Fraction(0)
        m = self.m
        n = sum(hand)
        other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
        rest = [m.full[c] - hand[c] for c in range(_NCLASS)]
        if burned >= 0:
            rest[burned] -= 1
        acc = Fraction(0)
        for c in range(_NCLASS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + _VALUE[c], hand[_MATTA] > 0 or c == _MATTA, n + 1)
            if t2 == _BUST:
                acc += rest[c]
            else:
                acc += rest[c] * self.bust_chance(hand[:c] + (hand[c] + 1,) + hand[c + 1 :], hole, burned, ace)
        value = acc / sum(rest)
        self.bust_memo[key] = value
        return value

    def first_bust(self, c: int, burned: int) -> Fraction:
        hand = tuple(1 if i == c else 0 for i in range(_NCLASS))
        how = self.choices[(c, burned)]
        if how == "keep":
            return self.bust_chance(hand, c, burned, False)
        if how == "ace_half":
            return self.bust_chance(hand, c, burned, True)
        m = self.m
        rest = [m.full[i] - (1 if i == c else 0) for i in range(_NCLASS)]
        acc = sum((rest[h] * self.first_bust(h, c) for h in range(_NCLASS) if rest[h] > 0), Fraction(0))
        return acc / sum(rest)

    def player_bust(self) -> Fraction:
        m = self.m
        acc = sum((m.full[c] * self.first_bust(c, -1) for c in range(_NCLASS) if m.full[c]), Fraction(0))
        return acc / sum(m.full)

    def root(self) -> Fraction:
        m = self.m
        acc = Fraction(0)
        for c in range(_NCLASS):
            if m.full[c]:
                acc += m.full[c] * self.first_card(c, -1)[0]
        return acc / sum(m.full)


@dataclass(frozen=True, slots=True)
class Analysis:
    """The exact heads-up analysis of one set of rules against one dealer policy.

    ``value`` is the player's expected result per unit stake when he plays
    ``policy`` (the best policy, unless a fixed one was analysed), from a
    freshly shuffled deck; ``dealer_edge`` is the dealer's gain, ``-value``.
    ``first_cards`` gives, for each kind of first card (``"1/2"`` for a
    figure, ``"1"`` to ``"7"``, ``"matta"``), its value and the choice made
    on it (``"keep"``, ``"burn"`` or ``"ace_half"``).
    """

    rules: Rules
    dealer: DealerStandOn | DealerSeesCards
    value: Fraction
    policy: SolvedPolicy
    first_cards: tuple[tuple[str, Fraction, str], ...]
    _solver: object = field(repr=False, compare=False)  # a _Solver (private)

    @property
    def _s(self) -> _Solver:
        assert isinstance(self._solver, _Solver)
        return self._solver

    @property
    def dealer_edge(self) -> Fraction:
        """The dealer's expected gain per unit staked, ``-value``."""
        return -self.value

    def decision(self, cards: str | Iterable[Card], *, ace_half: bool = False) -> str:
        """``"draw"`` or ``"stand"`` for a hand (face-down card first) under ``policy``.

        >>> a = solve(DEFAULT, DealerStandOn(5))
        >>> a.decision("5c"), a.decision("6c"), a.decision("Fc 4s")
        ('draw', 'stand', 'draw')
        """
        hand = _cards(cards)
        v = hand_value(hand, self.rules, ace_half=ace_half)
        if v.bust or v.total == SEVEN_AND_HALF:
            return "stand"
        view = PlayerView(hand, self.rules, ace_half)
        return "draw" if self.policy.draws(view) else "stand"

    def stand_value(self, cards: str | Iterable[Card], *, ace_half: bool = False) -> Fraction:
        """The exact expected result of standing on this hand (face-down card first).

        >>> a = solve(DEFAULT, DealerStandOn(5))
        >>> a.stand_value("7c") > a.stand_value("6c") > 0 > a.stand_value("5c")
        True
        """
        hand, hole, ace, total = self._state(cards, ace_half)
        return self._s.stand(hand, hole, -1, ace, total)

    def draw_value(self, cards: str | Iterable[Card], *, ace_half: bool = False) -> Fraction:
        """The exact expected result of drawing one card, then playing ``policy``."""
        hand, hole, ace, total = self._state(cards, ace_half)
        s = self._s
        m = s.m
        rest = [m.full[c] - hand[c] for c in range(_NCLASS)]
        n = sum(hand)
        other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
        acc = Fraction(0)
        for c in range(_NCLASS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + _VALUE[c], hand[_MATTA] > 0 or c == _MATTA, n + 1)
            if t2 == _BUST:
                acc -= rest[c]
            else:
                acc += rest[c] * s.value(hand[:c] + (hand[c] + 1,) + hand[c + 1 :], hole, -1, ace)
        return acc / sum(rest)

    def player_bust(self) -> Fraction:
        """The exact probability that the player busts in a hand, playing ``policy``.

        >>> a = solve(DEFAULT, DealerStandOn(5))
        >>> Fraction(1, 4) < a.player_bust() < Fraction(1, 3)
        True
        """
        return self._s.player_bust()

    def policy_table(self) -> tuple[tuple[Fraction, bool, int, int], ...]:
        """The policy in brief: for each total, with or without the matta, how many
        distinct hands draw and how many stand.

        A hand is a face-down card and a multiset of face-up cards, as the
        policy sees it. Totals of 7½ (always stand) are left out.

        >>> rows = solve(DEFAULT, DealerStandOn(5)).policy_table()
        >>> [(str(t), matta, draw, stand) for t, matta, draw, stand in rows][-3:]
        [('13/2', False, 0, 70), ('7', False, 0, 95), ('7', True, 0, 163)]
        """
        s = self._s
        m = s.m
        counts: dict[tuple[int, bool], list[int]] = {}
        for hand, hole, burned, ace in s.value_memo:
            n = sum(hand)
            other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
            t = m.total(other, hand[_MATTA] > 0, n)
            if t == 15:
                continue
            slot = counts.setdefault((t, hand[_MATTA] > 0), [0, 0])
            slot[0 if s._key(hand, hole, burned, ace) in s.draw_keys else 1] += 1
        return tuple(
            (_half(t), matta, d, st) for (t, matta), (d, st) in sorted(counts.items())
        )

    def _state(self, cards: str | Iterable[Card], ace_half: bool) -> tuple[tuple[int, ...], int, bool, int]:
        hand_cards = _cards(cards)
        v = hand_value(hand_cards, self.rules, ace_half=ace_half)
        if v.bust:
            raise InvalidOutcomeError(f"the hand {' '.join(map(str, hand_cards))!r} is bust")
        m = self._s.m
        cl = m.classes(hand_cards)
        counts = tuple(cl.count(c) for c in range(_NCLASS))
        return counts, cl[0], ace_half, int(v.total * 2)


def _analyse(rules: Rules, dealer: object, player: PlayerPolicy | None) -> Analysis:
    rules = _check_rules(rules)
    if not isinstance(dealer, (DealerStandOn, DealerSeesCards)):
        raise InvalidRuleError(
            f"the exact analysis knows DealerStandOn and DealerSeesCards, got {dealer!r}"
        )
    solver = _Solver(rules, dealer, player)
    value = solver.root()
    m = solver.m
    burn = frozenset(c for c, (_, how) in solver.first_choice.items() if how == "burn")
    ace = solver.first_choice.get(1, (Fraction(0), "keep"))[1] == "ace_half"
    names = ["1/2", "1", "2", "3", "4", "5", "6", "7", "matta"]
    firsts = tuple(
        (names[c], v, how) for c, (v, how) in sorted(solver.first_choice.items()) if m.full[c]
    )
    policy = SolvedPolicy(rules, frozenset(solver.draw_keys), burn, ace)
    return Analysis(rules, dealer, value, policy, firsts, solver)


def solve(
    rules: Rules = DEFAULT, dealer: DealerStandOn | DealerSeesCards = DealerStandOn(5)
) -> Analysis:
    """The player's best policy against *dealer*, heads-up from a fresh deck, exactly.

    The best policy may use everything the player knows: his face-down card,
    his face-up cards and the card he burned. It is found by backward
    induction over his possible hands; for each hand, the value of standing
    is the exact expectation over the dealer's possible hands, drawn from the
    cards that are left (see the chapter for the method).

    >>> a = solve(DEFAULT, DealerStandOn(5))
    >>> a.value < 0 < a.dealer_edge
    True
    """
    return _analyse(rules, dealer, None)


def policy_value(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerStandOn | DealerSeesCards = DealerStandOn(5),
) -> Fraction:
    """The exact expected result per unit stake of a given player policy, heads-up.

    The policy must decide from the cards' values (not their suits).

    >>> policy_value(DEFAULT, StandOn(5)) < solve(DEFAULT).value
    True
    """
    return _analyse(rules, dealer, player).value


def dealer_distribution(
    rules: Rules = DEFAULT,
    dealer: DealerStandOn | DealerSeesCards = DealerStandOn(5),
    *,
    seen: str | Iterable[Card] = (),
) -> dict[str, Fraction]:
    """The exact distribution of the dealer's final hand when he plays alone.

    Drawn from the deck less the *seen* cards; a :class:`DealerSeesCards`
    dealer with nobody to read plays to *stand_on*. Keys are totals
    (``'5'``, ``'11/2'``, ..., ``'15/2'``), ``'reale'`` and ``'bust'``.

    >>> d = dealer_distribution(DEFAULT, DealerStandOn(Fraction(15, 2)))
    >>> sorted(d) == ['15/2', 'bust', 'reale'], sum(d.values())
    (True, Fraction(1, 1))
    """
    rules = _check_rules(rules)
    if not isinstance(dealer, (DealerStandOn, DealerSeesCards)):
        raise InvalidRuleError(
            f"the exact analysis knows DealerStandOn and DealerSeesCards, got {dealer!r}"
        )
    solver = _Solver(rules, dealer, None)
    m = solver.m
    gone = m.classes(_cards(seen))
    rest = list(m.full)
    for c in gone:
        rest[c] -= 1
    buckets = solver.buckets(tuple(rest), solver.base)
    denominator = _FACT[sum(rest)]
    out: dict[str, Fraction] = {}
    for outcome, w in buckets.items():
        if outcome == "bust":
            out["bust"] = out.get("bust", Fraction(0)) + Fraction(w, denominator)
            continue
        assert isinstance(outcome, tuple)
        t, pair = outcome
        p = Fraction(w, denominator)
        chance = solver.reale_chance(pair)
        if chance:
            out["reale"] = out.get("reale", Fraction(0)) + p * chance
        if chance != 1:
            key = str(_half(t))
            out[key] = out.get(key, Fraction(0)) + p * (1 - chance)
    return dict(sorted(out.items(), key=lambda kv: _sort_outcome(kv[0])))


def _sort_outcome(key: str) -> tuple[int, Fraction]:
    if key == "bust":
        return (2, Fraction(0))
    if key == "reale":
        return (1, Fraction(0))
    return (0, Fraction(key))


# ---------------------------------------------------------------------------
# Quattro e mezzo
# ---------------------------------------------------------------------------

#: Points for winning a hand of Quattro e mezzo, by kind, as the Italian article gives them.
QUATTRO_POINTS: dict[str, int] = {
    "four_and_half": 5,
    "four_and_half_matta": 3,
    "seven_and_half": 3,
    "seven_and_half_matta": 1,
    "double_six": 4,
    "double_six_matta": 2,
    "five_one_card": 2,
    "five_five_cards": 5,
    "other": 1,
}

_QUATTRO_RULES = Rules(name="quattro_e_mezzo", matta_values="card", reale="any_suit",
                       sources=_WIKI)
# Rank of a standing total in Quattro e mezzo (higher is better); five is the
# lowest, but it beats four and a half (handled apart).
_QUATTRO_ORDER = {9: 8, 15: 7, 14: 6, 13: 5, 12: 4, 11: 3, 10: 2}


@dataclass(frozen=True, slots=True)
class QuattroHand:
    """A hand of Quattro e mezzo: total, kind, whether the matta is in it, points if it wins.

    ``kind`` is one of ``"double_six"``, ``"four_and_half"``,
    ``"seven_and_half"``, ``"five"``, ``"other"`` (5½ to 7), ``"short"``
    (under 4½: the player may not stand) or ``"bust"``.
    """

    cards: tuple[Card, ...]
    total: Fraction
    kind: str
    matta: bool

    @property
    def points(self) -> int:
        """The points this hand scores if it wins (see :data:`QUATTRO_POINTS`)."""
        n = len(self.cards)
        if self.kind in ("double_six", "four_and_half", "seven_and_half"):
            return QUATTRO_POINTS[self.kind + ("_matta" if self.matta else "")]
        if self.kind == "five" and n == 1:
            return QUATTRO_POINTS["five_one_card"]
        if self.kind == "five" and n == 5:
            return QUATTRO_POINTS["five_five_cards"]
        if self.kind in ("five", "other"):
            return QUATTRO_POINTS["other"]
        return 0

    @property
    def mega(self) -> bool:
        """Four and a half with nine cards, which wins the whole game at once."""
        return self.kind == "four_and_half" and len(self.cards) == 9


def quattro_hand(
    cards: str | Iterable[Card], *, matta: Fraction | int | Literal["best"] = "best"
) -> QuattroHand:
    """Classify a Quattro e mezzo hand. The matta (king of *denari*) counts ½ or 1 to 7.

    A first-card six followed by a six, or by the matta counted 6, is a
    *double six*. With ``matta="best"`` the matta takes the value that gives
    the highest kind: double six, then 4½, 7½, then the highest total.

    >>> quattro_hand("4c Fd").kind, quattro_hand("4c Fd").points
    ('four_and_half', 5)
    >>> quattro_hand("6c 6s").kind, quattro_hand("6c Rd").points
    ('double_six', 2)
    >>> quattro_hand("4c Rd").total, quattro_hand("4c Rd", matta=3).total
    (Fraction(9, 2), Fraction(7, 1))
    """
    hand = _cards(cards)
    if not hand:
        raise InvalidCardError("a hand needs at least one card, got none")
    m = _model(_QUATTRO_RULES)
    cl = m.classes(hand)
    has_matta = _MATTA in cl
    other = sum(_VALUE[c] for c in cl)
    n = len(hand)
    if n == 2 and cl[0] == 6 and (cl[1] == 6 or (cl[1] == _MATTA and matta in ("best", 6))):
        return QuattroHand(hand, Fraction(12), "double_six", has_matta)
    if has_matta:
        allowed = m.more if n > 1 else m.one
        if matta == "best":
            fits = [v for v in allowed if other + v <= 15]
            if not fits:
                chosen = min(allowed)
            else:
                chosen = max(fits, key=lambda v: _QUATTRO_ORDER.get(other + v, 0) * 100 + other + v)
        else:
            if isinstance(matta, bool) or not isinstance(matta, (int, Fraction)):
                raise IllegalActionError(f"matta must be 'best' or an int or Fraction, got {matta!r}")
            h = Fraction(matta) * 2
            if h.denominator != 1 or int(h) not in allowed:
                raise IllegalActionError(
                    f"the matta cannot count {_fmt(Fraction(matta))} in Quattro e mezzo; "
                    f"allowed: {_listing(_half(v) for v in allowed)}"
                )
            chosen = int(h)
        other += chosen
    total = other
    if total > 15:
        kind = "bust"
    elif total < 9:
        kind = "short"
    elif total == 9:
        kind = "four_and_half"
    elif total == 15:
        kind = "seven_and_half"
    elif total == 10:
        kind = "five"
    else:
        kind = "other"
    return QuattroHand(hand, _half(total), kind, has_matta)


@dataclass(frozen=True, slots=True)
class QuattroResult:
    """Who wins a hand of Quattro e mezzo and what each winner scores.

    ``winners`` are indexes into the hands; ``points`` what each scores;
    ``bank`` the winners entitled to the deck (more than one: they cut for it);
    ``game_over`` when a nine-card 4½ wins the whole game.
    """

    winners: tuple[int, ...]
    points: tuple[int, ...]
    bank: tuple[int, ...]
    game_over: bool


def quattro_showdown(hands: Sequence[QuattroHand], dealer: int) -> QuattroResult:
    """Decide a hand of Quattro e mezzo among all players (the dealer included).

    Order of strength: double six; four and a half (beaten only by a five);
    seven and a half; 7 down to 5½; five. Ties go to the dealer; otherwise
    to the hand with more cards, except that at 4½ or 7½ a hand with the
    matta loses; a complete tie scores for every tied hand.

    >>> hs = [quattro_hand(t) for t in ("4c Fd", "3s 2b", "7c Fc")]
    >>> quattro_showdown(hs, dealer=2)
    QuattroResult(winners=(1,), points=(1,), bank=(1,), game_over=False)
    >>> quattro_showdown([quattro_hand("2c")], dealer=0)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: hand 0 stands on 2 but nobody may stand under 9/2
    """
    if not isinstance(hands, Sequence) or not hands or not all(isinstance(h, QuattroHand) for h in hands):
        raise IllegalActionError(f"hands must be a non-empty sequence of QuattroHand, got {hands!r}")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < len(hands):
        raise IllegalActionError(f"dealer must be a hand index 0 to {len(hands) - 1}, got {dealer!r}")
    seen: set[Card] = set()
    for h in hands:
        for c in h.cards:
            if c in seen:
                raise InvalidCardError(
                    f"the same card twice: {str(c)!r} in the hands of this deal; each card of a deck is unique"
                )
            seen.add(c)
    for i, h in enumerate(hands):
        if h.kind == "short":
            raise IllegalActionError(
                f"hand {i} stands on {_fmt(h.total)} but nobody may stand under 9/2"
            )
    mega = [i for i, h in enumerate(hands) if h.mega]
    if mega:
        return QuattroResult((mega[0],), (hands[mega[0]].points,), (mega[0],), True)
    live = [i for i, h in enumerate(hands) if h.kind != "bust"]
    if not live:
        return QuattroResult((), (), (), False)
    doubles = [i for i in live if hands[i].kind == "double_six"]
    fives = [i for i in live if hands[i].kind == "five"]
    fours = [i for i in live if hands[i].kind == "four_and_half"]
    if doubles:
        best = doubles
    elif fives and fours:
        best = fives
    else:
        top = max(_QUATTRO_ORDER[int(hands[i].total * 2)] for i in live)
        best = [i for i in live if _QUATTRO_ORDER[int(hands[i].total * 2)] == top]
    if len(best) > 1:
        if dealer in best:
            best = [dealer]
        else:
            if hands[best[0]].kind in ("four_and_half", "seven_and_half"):
                plain = [i for i in best if not hands[i].matta]
                best = plain or best
            most = max(len(hands[i].cards) for i in best)
            best = [i for i in best if len(hands[i].cards) == most]
    winners = tuple(best)
    points = tuple(hands[i].points for i in winners)
    beat_four = bool(fives and fours and not doubles)
    bank = tuple(
        i
        for i in winners
        if hands[i].kind in ("four_and_half", "seven_and_half") or (hands[i].kind == "five" and beat_four)
    )
    return QuattroResult(winners, points, bank, False)
