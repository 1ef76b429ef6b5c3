"""The rules of a table: the deck's constants, the options, the matta's values and the named variants.

Every disagreement between the sources is a field of :class:`Rules`, and
every source's set of rules is a named variant (:data:`VARIANTS`) carrying
its bibliography keys. The chapter's part "Where the sources disagree"
lists them; the fields carry the options of rules S3 (the *matta*,
:func:`matta_values`), S9 (ties), S10 (the reale), S11 and S12 (how a reale
is paid), S13 and S14 (who holds the bank) and the optional rules S15 to
S17. One :class:`Rules` value drives the exact analysis, the simulations
and play alike.

>>> Rules.variant("treccani").differences()
{'matta_values': 'card', 'reale': 'any_suit', 'reale_beats_seven_and_half': False}
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from hazardlib._checks import as_int, check_bool, check_choice
from hazardlib.cards import Card, Rank, Suit, italian_deck
from hazardlib.errors import InvalidOutcomeError, InvalidRuleError, UnknownVariantError
from hazardlib.options import keyword_fields

__all__ = [
    "DECK",
    "SEVEN_AND_HALF",
    "KING_OF_DENARI",
    "QUEEN_OF_HEARTS",
    "ITALIAN_SUIT_ORDER",
    "FRENCH_SUIT_ORDER",
    "MATTA_VALUES",
    "Rules",
    "matta_values",
    "VARIANTS",
    "DEFAULT",
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
_FLAGS = (
    "reale_beats_seven_and_half",
    "dealer_reale_double",
    "burn_three_four",
    "exchange_four",
    "first_ace_half",
)


def _half(x: int) -> Fraction:
    return Fraction(x, 2)


def _fmt(x: Fraction) -> str:
    return str(x)


def _listing(values: Iterable[Fraction]) -> str:
    return ", ".join(_fmt(v) for v in values)


@keyword_fields
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

    Only the fields above exist, and they are given by name:

    >>> Rules(burn=True)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Rules has no field 'burn'; allowed: 'name', 'matta', 'matta_values', 'matta_undeclared', 'reale', 'reale_payment', 'reale_beats_seven_and_half', 'dealer_reale_double', 'ties', 'rotation', 'reale_priority', 'suit_order', 'burn_three_four', 'exchange_four', 'first_ace_half', 'sources'
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
        for name in _FLAGS:
            # numpy's bools are accepted and stored as Python's (the rules hash by value).
            object.__setattr__(self, name, check_bool(getattr(self, name), name, InvalidRuleError))
        u = self.matta_undeclared
        whole = as_int(u)
        if whole is None and not isinstance(u, Fraction):
            raise InvalidRuleError(f"matta_undeclared must be an int or Fraction, got {u!r}")
        value = Fraction(whole) if whole is not None else Fraction(u)
        allowed_values = matta_values(self.matta_values, cards=2)
        if value not in allowed_values:
            raise InvalidRuleError(
                f"matta_undeclared must be one of the matta's values "
                f"{_listing(allowed_values)}, got {u!r}"
            )
        object.__setattr__(self, "matta_undeclared", value)
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
        >>> Rules().replace(tie="push")
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidRuleError: Rules has no field 'tie'; allowed: 'name', 'matta', 'matta_values', 'matta_undeclared', 'reale', 'reale_payment', 'reale_beats_seven_and_half', 'dealer_reale_double', 'ties', 'rotation', 'reale_priority', 'suit_order', 'burn_three_four', 'exchange_four', 'first_ace_half', 'sources'
        """
        changes.setdefault("name", "custom")
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def differences(self, other: Rules | None = None) -> dict[str, object]:
        """The rule fields (not name or sources) where this differs from *other*.

        >>> Rules.variant("targa").differences()
        {'exchange_four': True}
        """
        if other is not None and not isinstance(other, Rules):
            raise InvalidRuleError(f"other must be a Rules value or None, got {other!r}")
        base = other if other is not None else Rules()
        out: dict[str, object] = {}
        for f in dataclasses.fields(self):
            if f.name in ("name", "sources"):
                continue
            mine = getattr(self, f.name)
            if mine != getattr(base, f.name):
                out[f.name] = mine
        return out


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise InvalidRuleError(f"rules must be a Rules value, like Rules.variant('wikipedia_it'), got {rules!r}")
    return rules


def matta_values(kind: str, cards: int) -> tuple[Fraction, ...]:
    """The values the matta may take under *kind*, in a hand of *cards* cards.

    Implements :ref:`Rule S3, the matta <sette-rule-matta>`, in each of the
    readings of the sources:

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
    n = as_int(cards)
    if n is None or n < 1:
        raise InvalidOutcomeError(f"cards must be an int of at least 1, got {cards!r}")
    return tuple(_half(h) for h in _matta_halves(kind, n))


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
