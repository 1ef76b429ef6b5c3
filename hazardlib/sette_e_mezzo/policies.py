"""The players' and the dealer's ways of playing: rules S6, S8, S15, S16 and S17.

A player decides from a :class:`PlayerView` of his own cards whether to
draw (rule S6), whether to burn or change a first card (rules S15 and S16)
and whether to declare a first ace worth ½ (rule S17): a
:class:`PlayerPolicy`. The dealer decides from a :class:`DealerView` of his
cards and the players' face-up cards (rule S8): a :class:`DealerPolicy`.
The book's policies are :class:`StandOn`, :class:`DealerStandOn` and
:class:`DealerSeesCards`; :func:`~hazardlib.sette_e_mezzo.analysis.solve`
finds a :class:`SolvedPolicy`.

>>> from hazardlib.sette_e_mezzo.hands import Hand
>>> StandOn(5).draws(PlayerView(Hand.parse("4c Fs").cards, Rules()))
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol

from hazardlib._checks import as_int, check_bool, check_stake
from hazardlib.cards import Card
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import MATTA, VALUE, Model, lowest_up, model_of
from hazardlib.sette_e_mezzo.hands import _DECK_SET, HandValue, _cards, _check_distinct, _in_halves, hand_value
from hazardlib.sette_e_mezzo.rules import SEVEN_AND_HALF, Rules, _check_rules, _half

__all__ = [
    "PlayerView",
    "DealerView",
    "PlayerPolicy",
    "DealerPolicy",
    "StandOn",
    "DealerStandOn",
    "DealerSeesCards",
    "SolvedPolicy",
]


def _empty(cards: object) -> bool:
    """Whether *cards* is the empty tuple, the default (compared without ``==``, which numpy arrays answer elementwise)."""
    return type(cards) is tuple and not cards


@dataclass(frozen=True, slots=True)
class PlayerView:
    """What a player knows when deciding: his cards (face-down card first).

    What a player sees in :ref:`Rule S6, a player's turn <sette-rule-turn>`.
    ``burned`` holds the card he burned or exchanged, if any; ``seen`` the
    cards of the earlier hands since the deck was shuffled, every one shown
    at its settlement, for a player who counts the cards
    (:class:`~hazardlib.sette_e_mezzo.counting.CountingPlayer`).
    """

    cards: tuple[Card, ...]
    rules: Rules
    ace_half: bool = False
    burned: tuple[Card, ...] = ()
    seen: tuple[Card, ...] = ()
    _value: HandValue | None = field(default=None, init=False, repr=False, compare=False)  # worked out once

    def __post_init__(self) -> None:
        cards = _cards(self.cards)
        if not cards:
            raise InvalidCardError("a hand needs at least one card, got none")
        burned = _cards(self.burned, ordered=False)
        if set(burned) & set(cards):
            raise InvalidCardError(f"a burned card is out of the hand, got {burned!r} burned from {cards!r}")
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "burned", burned)
        if not _empty(self.seen):
            seen = _cards(self.seen, ordered=False)
            _check_distinct((cards, burned, seen))
            object.__setattr__(self, "seen", seen)
        _check_rules(self.rules)
        object.__setattr__(self, "ace_half", check_bool(self.ace_half, "ace_half", IllegalActionError))

    @property
    def value(self) -> HandValue:
        """The hand's best value."""
        v = self._value
        if v is None:
            v = hand_value(self.cards, self.rules, ace_half=self.ace_half)
            object.__setattr__(self, "_value", v)
        return v


@dataclass(frozen=True, slots=True)
class DealerView:
    """What the dealer knows: his cards, and for each player still in, the cards
    shown and the stake: the face-up cards (none of a player who declared a
    first ace worth ½), or every card of a player who made 7½, for he shows
    them at once (:ref:`Rule S7, going bust <sette-rule-bust>`); *whole*
    lists the indices, in *players*, of the players who showed every card;
    *seen* the other cards he has seen since the deck was shuffled (earlier
    hands' cards, the cards of players who went bust in this hand, burned
    cards), for a dealer who counts the cards; *earlier*, of those, the cards
    of the earlier hands, which every player has seen too (``PlayerView.seen``).

    What the dealer sees in :ref:`Rule S8, the dealer's turn <sette-rule-dealer>`.

    A 2 and a figure face up could be a total of 3; shown with the 5 under
    them, they are a 7½:

    >>> from hazardlib.sette_e_mezzo.hands import Hand
    >>> six = Hand.parse("6c").cards
    >>> DealerSeesCards(5).draws(DealerView(six, Rules(), ((Hand.parse("2d Fs").cards, 1),)))
    False
    >>> DealerSeesCards(5).draws(DealerView(six, Rules(), ((Hand.parse("5c 2d Fs").cards, 1),), whole=(0,)))
    True
    """

    cards: tuple[Card, ...]
    rules: Rules
    players: tuple[tuple[tuple[Card, ...], Fraction], ...]
    whole: tuple[int, ...] = ()
    seen: tuple[Card, ...] = ()
    earlier: tuple[Card, ...] = ()
    _value: HandValue | None = field(default=None, init=False, repr=False, compare=False)  # worked out once

    def __post_init__(self) -> None:
        cards = _cards(self.cards)
        if not cards:
            raise InvalidCardError("a hand needs at least one card, got none")
        object.__setattr__(self, "cards", cards)
        _check_rules(self.rules)
        if not isinstance(self.players, tuple):
            raise IllegalActionError(f"players must be a tuple of (face-up cards, stake) pairs, got {self.players!r}")
        players = []
        for i, pair in enumerate(self.players):
            if not isinstance(pair, tuple) or len(pair) != 2:
                raise IllegalActionError(f"player {i} must be a (face-up cards, stake) pair, got {pair!r}")
            players.append((_cards(pair[0], ordered=False), check_stake(pair[1], f"stake of player {i}")))
        object.__setattr__(self, "players", tuple(players))
        whole = self.whole
        if (not isinstance(whole, tuple) or not all(type(i) is int and 0 <= i < len(players) for i in whole)
                or len(set(whole)) != len(whole)):
            raise IllegalActionError(
                f"whole must be a tuple of distinct indices of players (0 to {len(players) - 1}), got {whole!r}"
            )
        if not _empty(self.seen):
            seen = _cards(self.seen, ordered=False)
            _check_distinct((cards, seen, *(p[0] for p in players)))
            object.__setattr__(self, "seen", seen)
        if not _empty(self.earlier):
            earlier = _cards(self.earlier, ordered=False)
            if not set(earlier) <= set(self.seen):
                raise InvalidCardError(f"earlier must be some of the cards seen, got {earlier!r} not all in {self.seen!r}")
            object.__setattr__(self, "earlier", earlier)

    @property
    def value(self) -> HandValue:
        """The dealer's best value."""
        v = self._value
        if v is None:
            v = hand_value(self.cards, self.rules)
            object.__setattr__(self, "_value", v)
        return v


def _player_view(cards: tuple[Card, ...], rules: Rules, ace_half: bool, burned: tuple[Card, ...],
                 seen: tuple[Card, ...] = (), value: HandValue | None = None) -> PlayerView:
    """A view the engine builds from cards it dealt (already checked, their *value* known): no second check."""
    view = object.__new__(PlayerView)
    object.__setattr__(view, "cards", cards)
    object.__setattr__(view, "rules", rules)
    object.__setattr__(view, "ace_half", ace_half)
    object.__setattr__(view, "burned", burned)
    object.__setattr__(view, "seen", seen)
    object.__setattr__(view, "_value", value)
    return view


def _dealer_view(
    cards: tuple[Card, ...],
    rules: Rules,
    players: tuple[tuple[tuple[Card, ...], Fraction], ...],
    whole: tuple[int, ...] = (),
    seen: tuple[Card, ...] = (),
    earlier: tuple[Card, ...] = (),
    value: HandValue | None = None,
) -> DealerView:
    """A view the engine builds from cards it dealt (already checked, their *value* known): no second check."""
    view = object.__new__(DealerView)
    object.__setattr__(view, "cards", cards)
    object.__setattr__(view, "rules", rules)
    object.__setattr__(view, "players", players)
    object.__setattr__(view, "whole", whole)
    object.__setattr__(view, "seen", seen)
    object.__setattr__(view, "earlier", earlier)
    object.__setattr__(view, "_value", value)
    return view


class PlayerPolicy(Protocol):
    """A player's way of playing: draw or stand; burn; declare a first ace ½.

    The decisions of :ref:`Rule S6, a player's turn <sette-rule-turn>`.
    """

    def draws(self, view: PlayerView) -> bool:
        """True to ask for another card."""
        ...

    def burns(self, card: Card, rules: Rules) -> bool:
        """True to burn (or exchange) a burnable first card.

        The choice of :ref:`Rule S15, burning a first 3 or 4 (optional)
        <sette-rule-burn>` and :ref:`Rule S16, the targa: changing a first 4
        (optional) <sette-rule-targa>`.
        """
        ...

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        """True to declare a first-card ace worth ½.

        The choice of :ref:`Rule S17, an ace worth ½ (optional) <sette-rule-ace>`.
        """
        ...


class DealerPolicy(Protocol):
    """The dealer's way of playing: draw or stand.

    The decision of :ref:`Rule S8, the dealer's turn <sette-rule-dealer>`.
    """

    def draws(self, view: DealerView) -> bool:
        """True to take another card."""
        ...


def _check_player_policy(policy: object, name: str = "player") -> None:
    """Refuse an object that cannot decide for a player (it lacks a method of :class:`PlayerPolicy`)."""
    missing = [m for m in ("draws", "burns", "declares_ace_half") if not callable(getattr(policy, m, None))]
    if missing:
        raise InvalidPolicyError(
            f"{name} must be a player policy, like StandOn(5), with the methods draws, burns "
            f"and declares_ace_half; got {policy!r}, which lacks {', '.join(missing)}"
        )


def _check_dealer_policy(policy: object, name: str = "dealer") -> None:
    """Refuse an object that cannot decide for the dealer (it has no method ``draws``)."""
    if not callable(getattr(policy, "draws", None)):
        raise InvalidPolicyError(
            f"{name} must be a dealer policy, like DealerStandOn(5), with a method draws; got {policy!r}"
        )


def _check_policy_rules(policy: object, rules: Rules) -> None:
    if isinstance(policy, SolvedPolicy) and policy.rules != rules:
        raise InvalidRuleError(
            f"the policy was solved for rules {policy.rules.name!r}, not {rules.name!r}"
        )


def _check_total(total: object, name: str) -> Fraction:
    whole = as_int(total)
    if whole is not None:
        t = Fraction(whole)
    elif isinstance(total, Fraction):
        t = total
    else:
        raise InvalidRuleError(f"{name} must be an int or Fraction from 1/2 to 15/2, got {total!r}")
    if (t * 2).denominator != 1 or not Fraction(1, 2) <= t <= SEVEN_AND_HALF:
        raise InvalidRuleError(f"{name} must be a multiple of 1/2 from 1/2 to 15/2, got {total!r}")
    return t


def _check_view(view: object, kinds: tuple[type, ...]) -> None:
    if not isinstance(view, kinds):
        names = " or ".join(k.__name__ for k in kinds)
        raise IllegalActionError(f"view must be a {names}, got {view!r}")


def _check_first_card(card: object, rules: object) -> None:
    if not isinstance(card, Card) or card not in _DECK_SET:
        raise InvalidCardError(f"card must be a Card of the 40-card deck, got {card!r}")
    _check_rules(rules)


@dataclass(frozen=True, slots=True)
class StandOn:
    """A player who draws while his best total is below *total*.

    A player's way through :ref:`Rule S6, a player's turn <sette-rule-turn>`.
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
    _limit: int = field(default=0, init=False, repr=False, compare=False)  # total in half-points

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", _check_total(self.total, "total"))
        object.__setattr__(self, "_limit", int(self.total * 2))
        for name in ("burn", "ace_half"):
            object.__setattr__(self, name, check_bool(getattr(self, name), name, InvalidRuleError))

    def draws(self, view: PlayerView) -> bool:
        _check_view(view, (PlayerView, DealerView))
        return _in_halves(view.value) < self._limit

    def burns(self, card: Card, rules: Rules) -> bool:
        _check_first_card(card, rules)
        return self.burn

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        _check_first_card(card, rules)
        return self.ace_half


@dataclass(frozen=True, slots=True)
class DealerStandOn:
    """A dealer who draws while his best total is below *total*.

    One reading of :ref:`Rule S8, the dealer's turn <sette-rule-dealer>`.

    >>> DealerStandOn(Fraction(11, 2))
    DealerStandOn(total=Fraction(11, 2))
    """

    total: Fraction | int = Fraction(5)
    _limit: int = field(default=0, init=False, repr=False, compare=False)  # total in half-points

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", _check_total(self.total, "total"))
        object.__setattr__(self, "_limit", int(self.total * 2))

    def draws(self, view: DealerView) -> bool:
        _check_view(view, (DealerView,))
        return bool(view.players) and _in_halves(view.value) < self._limit


@dataclass(frozen=True, slots=True)
class DealerSeesCards:
    """A dealer who reads the players' face-up cards.

    The other reading of :ref:`Rule S8, the dealer's turn <sette-rule-dealer>`.
    He draws while his total is below *stand_on*, and also while the stakes
    of the players who certainly beat him (whatever their face-down card,
    see :func:`~hazardlib.sette_e_mezzo.hands.lowest_total`) are more than
    half the stakes still in play. Heads-up: he draws while the player's
    face-up cards certainly beat him. A player who made 7½ has shown all his
    cards (:ref:`Rule S7, going bust <sette-rule-bust>`), and the dealer
    draws against him until he has 7½ himself. He does not draw when every
    player has busted.
    """

    stand_on: Fraction | int = Fraction(5)

    def __post_init__(self) -> None:
        object.__setattr__(self, "stand_on", _check_total(self.stand_on, "stand_on"))

    def draws(self, view: DealerView) -> bool:
        _check_view(view, (DealerView,))
        if not view.players:
            return False
        mine = view.value.total
        if mine < self.stand_on:
            return True
        m = model_of(view.rules)
        in_play = sum((s for _, s in view.players), Fraction(0))
        beaten = sum(
            (s for i, (up, s) in enumerate(view.players) if _half(_least(m, up, i in view.whole)) > mine),
            Fraction(0),
        )
        return 2 * beaten > in_play


def _least(m: Model, shown: tuple[Card, ...], whole: bool) -> int:
    """The least total (half-points) of a player who shows *shown*: his face-up cards, or his *whole* hand."""
    classes = tuple(sorted(m.classes(shown)))
    if whole:
        return m.total(sum(VALUE[c] for c in classes), MATTA in classes, len(classes))
    return lowest_up(m, classes)


@dataclass(frozen=True, slots=True)
class SolvedPolicy:
    """The best player policy found by :func:`~hazardlib.sette_e_mezzo.analysis.solve`: a table of hands on which to draw.

    A hand is known by the class of its face-down card and the multiset of
    its face-up cards (values, the matta), by a burned card and by an ace
    declared ½; suits play no part in the decisions.
    """

    rules: Rules
    draw_keys: frozenset[int]
    burn_classes: frozenset[int]
    ace_half: bool

    def __post_init__(self) -> None:
        _check_rules(self.rules)
        for name, keys in (("draw_keys", self.draw_keys), ("burn_classes", self.burn_classes)):
            if not isinstance(keys, frozenset) or not all(type(k) is int and k >= 0 for k in keys):
                raise InvalidPolicyError(f"{name} must be a frozenset of non-negative ints, got {keys!r}")
        object.__setattr__(self, "ace_half", check_bool(self.ace_half, "ace_half", InvalidPolicyError))

    def draws(self, view: PlayerView) -> bool:
        _check_view(view, (PlayerView,))
        m = model_of(self.rules)
        key = m.key(view.cards, ace_half=view.ace_half, burned=view.burned)
        return key in self.draw_keys

    def burns(self, card: Card, rules: Rules) -> bool:
        _check_first_card(card, rules)
        return model_of(self.rules).klass[card] in self.burn_classes

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        _check_first_card(card, rules)
        return self.ace_half

    def __repr__(self) -> str:
        return f"SolvedPolicy(rules={self.rules.name!r}, {len(self.draw_keys)} drawing hands)"
