"""Hands and what they are worth: rules S1, S2, S3, S7, S10 and S17.

A hand is a tuple of distinct cards of the 40-card deck (rule S1), its
first card face down. Its value (:func:`hand_value`) is the sum of its
cards (rule S2), the *matta* counting what its holder declares (rule S3);
over 7½ it is bust (rule S7); a two-card 7½ is a reale (rule S10); a first
ace may be declared worth ½ (rule S17). :func:`lowest_total` is what the
dealer can infer from the cards a player shows (rule S8).

>>> hand_value("Ac 7c", Rules.variant("ace_half"), ace_half=True)
HandValue(total=Fraction(15, 2), bust=False, reale=True, matta=None, cards=2)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Literal, Union, cast

from hazardlib._checks import as_int, check_bool, check_choice, check_items
from hazardlib.cards import Card, Rank, check_cards, parse_cards
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidOutcomeError
from hazardlib.sette_e_mezzo.kinds import BUST, MATTA, VALUE, Model, lowest_up, model_of
from hazardlib.sette_e_mezzo.rules import DECK, DEFAULT, Rules, _check_rules, _fmt, _half, _listing

__all__ = ["card_value", "HandValue", "hand_value", "Hand", "lowest_total"]

MattaChoice = Union[Fraction, int, Literal["best", "undeclared"]]

_DECK_SET = frozenset(DECK)


def _cards(cards: object, *, ordered: bool = True) -> tuple[Card, ...]:
    """A hand's cards from notation or from cards: distinct cards of the 40-card deck.

    A hand's first card is its face-down card, so a hand is read from
    something in order; a set of cards (or a mapping) is refused unless
    *ordered* is False (cards seen, cards shown).
    """
    out: tuple[object, ...]
    if isinstance(cards, tuple):
        out = cards
    elif isinstance(cards, str):
        return parse_cards(cards, deck=DECK)
    elif isinstance(cards, Card):
        return (cards,)
    elif ordered and isinstance(cards, (AbstractSet, Mapping)):
        raise InvalidCardError(
            f"a hand's cards come in order (the first is face down): a list, a tuple or a string, got {cards!r}"
        )
    else:
        out = check_items(cards, "cards", InvalidCardError, what="cards, or a string like '7d Rd'")
    # Fast path for the engine: distinct cards of the deck pass as they are.
    if all(isinstance(c, Card) and c in _DECK_SET for c in out) and len(set(out)) == len(out):
        return cast("tuple[Card, ...]", out)
    return check_cards(cast("tuple[Card, ...]", out), deck=DECK)  # check_cards refuses what is no Card


def _check_distinct(hands: Iterable[tuple[Card, ...]]) -> None:
    """Refuse a card dealt twice among the hands of one deal."""
    seen: set[Card] = set()
    for cards in hands:
        for c in cards:
            if c in seen:
                raise InvalidCardError(
                    f"the same card twice: {str(c)!r} in the hands of this deal; "
                    "each card of a deck is unique"
                )
            seen.add(c)


def card_value(card: Card | str, rules: Rules = DEFAULT) -> Fraction | None:
    """The value of one card: its number, ½ for a figure, ``None`` for the matta.

    Implements :ref:`Rule S2, the value of the cards <sette-rule-values>`.

    >>> card_value("7c"), card_value("Fs"), card_value("Rd") is None
    (Fraction(7, 1), Fraction(1, 2), True)
    >>> card_value("8C")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: card '8C' is not in the 40-card deck; allowed ranks: A, 2 to 7, J, Q, K (F, C, R)
    """
    m = model_of(_check_rules(rules))
    cards = _cards(card if isinstance(card, str) else (card,))
    if len(cards) != 1:
        raise InvalidCardError(f"expected one card, got {card!r}")
    k = m.klass[cards[0]]
    return None if k == MATTA else _half(VALUE[k])


# ---------------------------------------------------------------------------
# Hand values
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandValue:
    """What a hand is worth: its total, bust, reale, and the value chosen for the matta.

    The result of :ref:`Rule S2, the value of the cards <sette-rule-values>`.
    ``total`` is the counted total; for a bust hand, the smallest total it
    can count (over 7½). ``matta`` is ``None`` when the hand has no matta.
    """

    total: Fraction
    bust: bool
    reale: bool
    matta: Fraction | None
    cards: int
    # The total in half-points where the value is worked out (-1: not known), for _in_halves.
    _halves: int = field(default=-1, init=False, repr=False, compare=False)

    def __str__(self) -> str:
        tag = " bust" if self.bust else (" reale" if self.reale else "")
        return f"{self.total}{tag}"


def _in_halves(v: HandValue) -> int:
    """The total of *v* in half-points, an int: what the engine compares (a Fraction compares slowly)."""
    h = v._halves
    return h if h >= 0 else int(v.total * 2)


def _check_matta_choice(matta: object) -> MattaChoice:
    """A declaration of the matta's value, in form: ``"best"``, ``"undeclared"`` or a number."""
    if type(matta) is str and (matta == "best" or matta == "undeclared"):
        return cast(MattaChoice, matta)
    if isinstance(matta, str):
        check_choice(matta, "matta choice", ("best", "undeclared"), IllegalActionError)
    whole = as_int(matta)
    if whole is not None:
        return whole
    if not isinstance(matta, Fraction):
        raise IllegalActionError(f"matta must be 'best', 'undeclared' or an int or Fraction, got {matta!r}")
    return matta


def hand_value(
    cards: str | Iterable[Card],
    rules: Rules = DEFAULT,
    *,
    matta: MattaChoice = "best",
    ace_half: bool = False,
) -> HandValue:
    """The value of a hand: the best total not over 7½, bust, and reale.

    Implements :ref:`Rule S1, the deck <sette-rule-deck>` (only the 40 cards),
    :ref:`Rule S2, the value of the cards <sette-rule-values>`,
    :ref:`Rule S3, the matta <sette-rule-matta>`,
    :ref:`Rule S7, going bust <sette-rule-bust>`,
    :ref:`Rule S10, the sette e mezzo reale <sette-rule-reale>` and
    :ref:`Rule S17, an ace worth ½ (optional) <sette-rule-ace>`.

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
    >>> hand_value(None)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: cards must be a list or tuple of cards, or a string like '7d Rd', got None
    """
    m = model_of(_check_rules(rules))
    hand = _cards(cards)
    if not hand:
        raise InvalidCardError("a hand needs at least one card, got none")
    ace_half = check_bool(ace_half, "ace_half", IllegalActionError)
    matta = _check_matta_choice(matta)
    if ace_half:
        _check_ace_half(hand[0], rules)
    return _value(m, hand, ace_half, matta)


def _value(m: Model, hand: tuple[Card, ...], ace_half: bool, matta: MattaChoice = "best") -> HandValue:
    """:func:`hand_value` of checked cards: the one definition of a hand's value.

    The engine calls it for every hand it deals (their cards are the deck's
    own), so the value of a declared-best hand is kept per model, by what
    decides it: the other cards' total, the matta, the number of cards and
    whether two cards could make a reale.
    """
    klass = m.klass
    other = -1 if ace_half else 0
    has_matta = False
    for c in hand:
        k = klass[c]
        other += VALUE[k]
        has_matta = has_matta or k == MATTA
    n = len(hand)
    rules = m.rules
    suited = n == 2 and (
        rules.reale == "any_suit"
        or hand[0].suit is hand[1].suit
        or (rules.reale == "same_suit_or_matta" and rules.matta in hand)
    )
    if matta == "best":
        key = (other, has_matta, n, suited)
        found = m.values.get(key)
        if found is None:
            found = m.values[key] = _counted(m, other, has_matta, n, suited, "best")
        return found
    return _counted(m, other, has_matta, n, suited, matta)


def _counted(m: Model, other: int, has_matta: bool, n: int, suited: bool, matta: MattaChoice) -> HandValue:
    """The value of *n* cards worth *other* half-points besides the matta (rules S2, S3, S7, S10)."""
    rules = m.rules
    allowed = m.one if n == 1 else m.more
    chosen: int | None = None
    if has_matta:
        if isinstance(matta, str):
            if matta == "undeclared":
                u = rules.matta_undeclared * 2
                chosen = int(u) if int(u) in allowed else allowed[0]
            else:
                fits = [v for v in allowed if other + v <= 15]
                chosen = max(fits) if fits else min(allowed)
        else:
            h = Fraction(matta) * 2
            if h.denominator != 1 or int(h) not in allowed:
                raise IllegalActionError(
                    f"the matta cannot count {_fmt(Fraction(matta))} in a hand of {n} "
                    f"card{'s' if n > 1 else ''} under matta_values={rules.matta_values!r}; "
                    f"allowed: {_listing(_half(v) for v in allowed)}"
                )
            chosen = int(h)
    total = other + (chosen or 0)
    value = HandValue(
        total=_half(total),
        bust=total > 15,
        reale=suited and total == 15,
        matta=None if chosen is None else _half(chosen),
        cards=n,
    )
    object.__setattr__(value, "_halves", total)
    return value


def _check_ace_half(first: Card, rules: Rules) -> None:
    if not rules.first_ace_half:
        raise IllegalActionError(
            f"an ace counts ½ only under first_ace_half=True; rules {rules.name!r} have False"
        )
    _check_first_ace(first, rules.matta)


def _check_first_ace(first: Card, matta: Card | None) -> None:
    if first.rank is not Rank.ACE or first == matta:
        raise IllegalActionError(
            f"only a first card that is an ace can count ½, got {str(first)!r}"
        )


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand as played: its cards (the first is the face-down card) and declarations.

    Its cards are distinct cards of the 40-card deck, :ref:`Rule S1, the deck
    <sette-rule-deck>`. ``matta`` is the declared value of the matta
    (``"best"``: the best value; ``"undeclared"``: the value when nothing is
    declared; or a multiple of ½ from ½ to 7, which the rules of the table
    may narrow); ``ace_half`` says that the first card, an ace, was declared
    worth ½.

    >>> h = Hand.parse("7d Rd", matta=Fraction(1, 2))
    >>> h, str(h), h.value().total
    (Hand.parse('7D KD', matta=Fraction(1, 2)), '7D KD', Fraction(15, 2))
    >>> Hand.parse("7d 8D")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: card '8D' is not in the 40-card deck; allowed ranks: A, 2 to 7, J, Q, K (F, C, R)
    >>> Hand.parse("7d Rd", matta=9)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: the matta counts a multiple of 1/2 from 1/2 to 7, got 9
    >>> Hand.parse("7d Ac", ace_half=True)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: only a first card that is an ace can count ½, got '7D'
    """

    cards: tuple[Card, ...]
    matta: MattaChoice = "best"
    ace_half: bool = False

    def __post_init__(self) -> None:
        cards = _cards(self.cards)
        if not cards:
            raise InvalidCardError("a hand needs at least one card, got none")
        object.__setattr__(self, "cards", cards)
        matta = _check_matta_choice(self.matta)
        if not isinstance(matta, str):
            h = Fraction(matta) * 2
            if h.denominator != 1 or not 1 <= h <= 14:
                raise IllegalActionError(f"the matta counts a multiple of 1/2 from 1/2 to 7, got {self.matta!r}")
        object.__setattr__(self, "matta", matta)
        ace_half = check_bool(self.ace_half, "ace_half", IllegalActionError)
        if ace_half:
            _check_first_ace(cards[0], None)  # the rules decide later whether this ace may count ½
        object.__setattr__(self, "ace_half", ace_half)

    @classmethod
    def parse(cls, text: str, *, matta: MattaChoice = "best", ace_half: bool = False) -> Hand:
        """Read a hand from card notations separated by spaces (see :mod:`hazardlib.cards`)."""
        if not isinstance(text, str):
            raise InvalidCardError(f"a hand to parse must be a string like '7d Rd', got {text!r}")
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


def _dealt(cards: tuple[Card, ...], ace_half: bool) -> Hand:
    """A hand the engine dealt (distinct cards of the deck, a checked ace ½): no second check."""
    hand = object.__new__(Hand)
    object.__setattr__(hand, "cards", cards)
    object.__setattr__(hand, "matta", "best")
    object.__setattr__(hand, "ace_half", ace_half)
    return hand


def _as_hand(hand: object) -> Hand:
    if isinstance(hand, Hand):
        return hand
    return Hand(_cards(hand))


def lowest_total(face_up: str | Iterable[Card], rules: Rules = DEFAULT) -> Fraction:
    """The lowest total a player can hold who shows *face_up* and has not busted.

    What the dealer infers in :ref:`Rule S8, the dealer's turn <sette-rule-dealer>`.
    The face-down card may be any card of the deck not shown, that does not
    make the hand bust (the dealer reasons from the full deck). Cards that
    no face-down card can keep under 7½ are refused: a player who shows them
    has busted, and shows his face-down card too.

    >>> lowest_total("5c"), lowest_total("Rd"), lowest_total("")
    (Fraction(11, 2), Fraction(7, 1), Fraction(1, 2))
    >>> lowest_total("7c 6c")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: no face-down card keeps a player who shows '7H 6H' under 15/2: he has busted
    """
    m = model_of(_check_rules(rules))
    up = _cards(face_up, ordered=False)
    lowest = lowest_up(m, tuple(sorted(m.classes(up))))
    if lowest == BUST:
        shown = " ".join(str(c) for c in up)
        raise InvalidOutcomeError(f"no face-down card keeps a player who shows {shown!r} under 15/2: he has busted")
    return _half(lowest)
