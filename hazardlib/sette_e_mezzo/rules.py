"""The rules of a table: the deck's constants, the options, the matta's values and the named variants.

Every disagreement between the sources is a field of :class:`Rules`, and
every source's set of rules is a named variant (:data:`VARIANTS`) carrying
its bibliography keys; :data:`OPTIONS` and :data:`VARIANT_EVIDENCE` give the
evidence of every option and of every field of every variant. The chapter's part "Where the sources disagree"
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
from typing import Literal, get_args

from hazardlib._checks import as_int, check_bool, check_choice
from hazardlib.cards import Card, Rank, Suit, italian_deck
from hazardlib.evidence import Evidence, Option, choice, inferred, option_key, stated
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
    "SETTEBELLO",
    "VARIANTS",
    "VARIANT_EVIDENCE",
    "OPTIONS",
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

#: The 7 of *denari*, the *settebello*, which one online site makes the *matta*.
SETTEBELLO = Card(Rank.SEVEN, Suit.DENARI)

MattaValues = Literal["half_alone", "card", "half_steps", "whole"]
Reale = Literal["same_suit", "same_suit_or_matta", "any_suit"]
RealePayment = Literal["double", "double_if_bank_busts"]
Ties = Literal["dealer", "push"]
Rotation = Literal["reale_or_exhausted", "exhausted", "every_hand"]
Priority = Literal["suit", "seat"]

#: The values the matta may take (see :func:`matta_values`).
MATTA_VALUES: tuple[str, ...] = get_args(MattaValues)
_REALE: tuple[str, ...] = get_args(Reale)
_REALE_PAYMENT: tuple[str, ...] = get_args(RealePayment)
_TIES: tuple[str, ...] = get_args(Ties)
_ROTATION: tuple[str, ...] = get_args(Rotation)
_PRIORITY: tuple[str, ...] = get_args(Priority)
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
      a suit (``"same_suit"``), if they share a suit or one is the matta
      (``"same_suit_or_matta"``), or always (``"any_suit"``).
    * ``reale_payment``: ``"double"`` (a winning reale is paid double) or
      ``"double_if_bank_busts"`` (double only when the bank busts).
    * ``reale_beats_seven_and_half``: a player's reale beats the dealer's
      ordinary 7½ (otherwise that tie goes to the dealer).
    * ``dealer_reale_double``: a dealer's reale collects double from every
      player except those who busted or also made a reale (they pay single).
    * ``ties``: equal totals go to the ``"dealer"``, or are a ``"push"``
      (as in online casino versions; for the traditional game the option
      measures what the tie rule is worth).
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
    matta_values: MattaValues = "half_alone"
    matta_undeclared: Fraction = Fraction(7)
    reale: Reale = "same_suit"
    reale_payment: RealePayment = "double"
    reale_beats_seven_and_half: bool = True
    dealer_reale_double: bool = True
    ties: Ties = "dealer"
    rotation: Rotation = "reale_or_exhausted"
    reale_priority: Priority = "suit"
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
        hazardlib.errors.UnknownVariantError: unknown variant 'napoli'; allowed: 'wikipedia_it', 'treccani', 'queen_of_hearts', 'whole_matta', 'card_matta', 'sapere', 'wikipedia_en', 'every_hand', 'burn_three_four', 'targa', 'ace_half', 'settebello'
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
        sources=_WIKI + ("sapere-matta", "trapaninfo-sette-e-mezzo"),
    ),
    "whole_matta": Rules(name="whole_matta", matta_values="whole", sources=_WIKI + ("livecasinocomparer-sette-e-mezzo",)),
    "card_matta": Rules(
        name="card_matta",
        matta_values="card",
        sources=("cinquantamila-sette-e-mezzo", "treccani-sette-e-mezzo", "trapaninfo-sette-e-mezzo",
                 "wizardofodds-sette-e-mezzo"),
    ),
    "sapere": Rules(
        name="sapere",
        reale="any_suit",
        reale_payment="double_if_bank_busts",
        sources=("sapere-sette-e-mezzo",),
    ),
    "wikipedia_en": Rules(
        name="wikipedia_en",
        reale="any_suit",
        reale_priority="seat",
        sources=("wikipedia-en-sette-e-mezzo", "studenti-sette-e-mezzo"),
    ),
    "every_hand": Rules(name="every_hand", rotation="every_hand", sources=("snai-sette-e-mezzo",)),
    "burn_three_four": Rules(name="burn_three_four", burn_three_four=True, sources=_WIKI),
    "targa": Rules(name="targa", exchange_four=True, sources=_WIKI),
    "ace_half": Rules(name="ace_half", first_ace_half=True, sources=_WIKI),
    "settebello": Rules(name="settebello", matta=SETTEBELLO, sources=("biska-sette-e-mezzo",)),
}

#: The default rules, those of the Italian Wikipedia article.
DEFAULT: Rules = VARIANTS["wikipedia_it"]


# ---------------------------------------------------------------------------
# The evidence of every option and every variant (issue 9)
# ---------------------------------------------------------------------------

_IT = "wikipedia-it-sette-e-mezzo"
#: Where the Italian words of the article's opening and rules come from.
_WITNESS = "; Italian words as reproduced by Positanonews, Dec. 2021"


def _in_translation(lines: str) -> str:
    # Where the words quoted come from when the Italian was not read: the project's
    # Romanian machine translation of the article (its source 001), by line.
    return f"the project's Romanian machine translation of the article, {lines}"


def _stated_ro(locator: str, lines: str, quote: str, *, lang: str = "ro", rendering: str, note: str = "") -> Evidence:
    """The article says it, read in the Romanian translation: the quotation is the translation's words."""
    return stated(_IT, locator, quote, lang=lang, rendering=rendering, note=note, translation=_in_translation(lines))

_NOT_A_RULE = choice("Not a rule: the variant's name and the keys of its sources, which label it for the reader.")

_KD = (
    stated("treccani-sette-e-mezzo", "s.v. sette e mezzo",
           "al re di denari (matta) si può attribuire il valore di qualsiasi carta", lang="it",
           rendering="to the king of denari (the matta) one may give the value of any card"),
    stated(_IT, "Regole, line 21" + _WITNESS,
           "Il re di denari (o in alcune regioni la donna di cuori) viene chiamato matta o jolly", lang="it",
           rendering="The king of denari (or in some regions the queen of hearts) is called matta or jolly"),
    stated("cinquantamila-sette-e-mezzo", "opening", "Il Re di quadri, ossia di ori, è la Matta", lang="it",
           rendering="The king of diamonds, that is of coins, is the matta"),
)
_HALF_ALONE = (
    stated(_IT, "Regole, line 21" + _WITNESS,
           "da sola assume il valore di mezzo punto come una figura qualsiasi mentre accoppiata a un’altra "
           "carta può valere da mezzo a 7 punti", lang="it",
           rendering="alone it takes the value of half a point like any figure, while paired with another "
                     "card it can be worth from a half to 7 points",
           note="That “from a half to 7” means the values of real cards (½, 1, ..., 7) is the book's reading: "
                "the article's whole-number variant excludes “the half point”, a single value."),
)
_CARD = (
    inferred("treccani-sette-e-mezzo", "s.v. sette e mezzo",
             "“The value of any card” is ½ or a whole number from 1 to 7, and Treccani does not restrict a "
             "lone matta.",
             quote="si può attribuire il valore di qualsiasi carta", lang="it",
             rendering="one may give it the value of any card"),
    inferred("cinquantamila-sette-e-mezzo", "opening",
             "½ or whole points, with nothing said of a lone matta; “as many as one wants” is bounded by 7½.",
             quote="può valere sia mezzo punto, sia quanti punti interi si vuole", lang="it",
             rendering="can be worth either half a point or as many whole points as one wants"),
    inferred("trapaninfo-sette-e-mezzo", "s.v. sette e mezzo",
             "The same reading as Treccani's: the value of any card, alone or not.",
             quote="cui si può attribuire il valore di ogni carta", lang="it",
             rendering="to which the value of any card may be given"),
    stated("wizardofodds-sette-e-mezzo", "rules",
           "The king of coins may be worth the value of any other card (0.5, 1, 2, 3, 4, 5, 6, or 7).",
           note="A casino version."),
)
_WHOLE = (
    stated(_IT, "Regole, line 21" + _WITNESS,
           "che stabiliscono che la matta debba assumere un punteggio obbligatoriamente intero da", lang="it",
           rendering="that lay down that the matta must take an obligatorily whole score from",
           note="The machine translation goes on “de la 1 la 7, excluzând astfel punctul jumătate” "
                "(“from 1 to 7, thus excluding the half point”)."),
    stated("livecasinocomparer-sette-e-mezzo", "opening",
           "The King of Coins is a Wild Card and can be used as any whole number card 1 – 7.",
           note="Playtech's live casino game."),
)
_HALF_STEPS = (
    choice("A literal reading of “from a half to 7” (any multiple of ½), kept to measure it; no source spells "
           "out a value like 3½. Online pages repeat the same words and no more.",
           source="sisal-sette-e-mezzo", locator="game description", quote="può essere dal mezzo punto a sette",
           lang="it", rendering="it can be from half a point to seven"),
)
_UNDECLARED = (
    _stated_ro("Regole", "line 21",
           "Dacă jucătorul nu face în mod explicit de stat ce valoare el vrea să-l atribuie, regele de diamante "
           "este în valoare de 7.", lang="ro",
           rendering="If the player does not state explicitly what value he wants to give it, the king of "
                     "diamonds is worth 7."),
)
_SAME_SUIT = (
    _stated_ro("Regole", "line 23",
           "7 și jumătate făcut cu doar două cărți de aceeași culoare (un șapte și o față sau Matta și o față) "
           "se numește șapte și jumătate adevărată", lang="ro",
           rendering="A 7½ made with only two cards of the same suit (a seven and a figure or the matta and a "
                     "figure) is called a true seven and a half",
           note="Line 30 of the translation asks the same of the matta's pair: “Matta și o față de aceeași culoare” (“the matta and "
                "a figure of the same suit”). That the 7 of denari with the matta is a reale too is the book's "
                "reading (the matta is a card of denari); Sapere.it lists 7 + matta."),
)
_SAME_SUIT_OR_MATTA = (
    _stated_ro("opening paragraph", "line 13",
           "numai o combinație poate salva player-ul, un șapte și jumătate făcut din două cărți de aceeași "
           "culoare sau un șapte și jumătate făcută de nebun , împreună cu un card.", lang="ro",
           rendering="only one combination can save the player: a 7½ made of two cards of the same suit, or a "
                     "7½ made by the matta together with one card.",
           note="The paragraph the article itself flags as broken Italian (line 11); lines 23 and 30 of the same "
                "article require the suit for the matta's pair too."),
    inferred("fattoquotidiano2013-sette-e-mezzo", "opening",
             "The matta with any figure or any 7 is legittimo: no suit is asked.",
             quote="E se la seconda carta, quella che hai chiamato, è una figura o un sette gridi SETTE E MEZZO e "
                   "magari aggiungi LE-GI-TTI-MO", lang="it",
             rendering="And if the second card, the one you called, is a figure or a seven, you shout SEVEN AND "
                       "A HALF and perhaps add LE-GI-TI-MATE"),
)
_ANY_SUIT = (
    inferred("treccani-sette-e-mezzo", "s.v. sette e mezzo", "Any two-card 7½ is paid double: no suit is asked.",
             quote="Chi fa s. con due sole carte, riceve il doppio della posta e gli viene ceduto il banco.",
             lang="it",
             rendering="Whoever makes 7½ with two cards only receives double the stake and is given the bank."),
    stated("sapere-sette-e-mezzo", "s.v. sètte e mèzzo", "cioè con due sole carte (7+figura; matta+figura; 7+matta)",
           lang="it", rendering="that is, with two cards only (7 + figure; matta + figure; 7 + matta)",
           note="The three pairs are stated; that no suit is asked is read from Sapere's silence."),
    inferred("studenti-sette-e-mezzo", "settlement",
             "Any two-card 7½ is paid double: no suit is asked.",
             quote="Il giocatore che realizza sette e mezzo con due sole carte, riceve dal banco una somma pari al "
                   "doppio della posta.", lang="it",
             rendering="The player who makes 7½ with two cards only receives from the bank a sum equal to double "
                       "the stake."),
)
_DOUBLE = (
    stated("treccani-sette-e-mezzo", "s.v. sette e mezzo", "riceve il doppio della posta", lang="it",
           rendering="receives double the stake",
           note="That “double” is a gain of twice the stake, not a return of two stakes, is the book's reading: "
                "an ordinary win is paid “la posta”, the stake."),
    _stated_ro("Svolgimento", "line 43", "Cu reale șapte și jumătate mizele sunt dublate.", lang="ro",
           rendering="With a reale the stakes are doubled."),
    stated("studenti-sette-e-mezzo", "settlement", "riceve dal banco una somma pari al doppio della posta",
           lang="it", rendering="receives from the bank a sum equal to double the stake"),
)
_IF_BUSTS = (
    stated("sapere-sette-e-mezzo", "s.v. sètte e mèzzo",
           "viene pagato doppio se il banco “sballa”", lang="it", rendering="is paid double if the bank busts",
           note="Otherwise, the book reads, like any winning hand."),
)
_REALE_BEATS = (
    _stated_ro("opening paragraph", "line 13",
           "dacă el este egal cu doar jucatorului scorul pe care îl câștigă, dar numai o combinație poate salva "
           "player-ul", lang="ro",
           rendering="if he only equals the player's score he wins, but only one combination can save the player"),
    inferred("wikipedia-en-sette-e-mezzo", "rules",
             "A natural wins unless the dealer too has a natural, so it beats the dealer's 7½ of three or more "
             "cards (the stored copy prints 7½ as “712”).",
             quote="Get 712 points on the player's first two cards (called a reale or natural), without a dealer "
                   "natural 712"),
)
_REALE_TIES = (
    inferred(_IT, "Regole",
             "Inferred, not stated: the option rests on one sentence of the Romanian translation, and that "
             "sentence contradicts itself. It calls the dealer's 7½ of more than two cards illegitimate, then "
             "says that it “can beat” every other 7½, the two-card ones and the matta's included. Earlier in "
             "the same line, the translation says that only a true two-card 7½ of the dealer beats a reale made "
             "with the matta. The Italian, which this book has not read, very likely says that such a 7½ “can be "
             "beaten by” all the others, which is the default rule (a reale wins). The book keeps the literal "
             "reading as an option, to measure it. By the tie rule, the option also lets the dealer's two-card "
             "7½ that is not a reale win against a reale, which line 30 does not say.",
             quote="în cazul în care dealerul face un șapte și jumătate, folosind mai mult de două cărți, el este "
                   "declarat a fi ilegitim și poate bate toate celelalte șapte și jumătate, chiar dacă este făcut "
                   "cu două cărți sau cu Matta.", lang="ro",
             rendering="if the dealer makes a seven and a half using more than two cards, it is declared "
                       "illegitimate and can beat all the other sevens and a half, even if made with two cards or "
                       "with the matta.",
             translation=_in_translation("line 30")),
    inferred("treccani-sette-e-mezzo", "s.v. sette e mezzo",
             "A weak reading: the tie rule has no exception, but the next sentence pays the reale double without "
             "a condition, which reads either way.",
             quote="a parità di punti vince il banchiere.", lang="it", rendering="on equal points the banker wins."),
)
_DEALER_REALE = (
    _stated_ro("Regole", "line 30",
           "În cazul în care dealerul face Royals șapte și jumătate, el colectează un pachet dublu de la toți "
           "jucătorii, cu excepția celor care au făcut , de asemenea Royals șapte și jumătate sau care și- au "
           "prins, de la care Colecționează un pachet simplu", lang="ro",
           rendering="If the dealer makes a royal seven and a half he collects a double stake from all the players, "
                     "except those who also made a royal seven and a half or who busted, from whom he collects a "
                     "single stake"),
    stated("studenti-sette-e-mezzo", "settlement",
           "Se il mazziere realizza il sette e mezzo legittimo, riscuote una posta doppia da tutti i giocatori "
           "(esclusi quelli che hanno fatto a loro volta sette e mezzo legittimo e quelli che hanno sballato).",
           lang="it",
           rendering="If the dealer makes the legitimate seven and a half he collects a double stake from all the "
                     "players (except those who also made a legitimate seven and a half and those who busted)."),
)
_DEALER_REALE_SINGLE = (
    choice("A baseline, to measure the rule: no source says the dealer's reale is paid like an ordinary win."),
)
_TIES_DEALER = (
    stated("treccani-sette-e-mezzo", "s.v. sette e mezzo", "a parità di punti vince il banchiere.", lang="it",
           rendering="on equal points the banker wins."),
    stated(_IT, "Regole, line 17" + _WITNESS,
           "riscuote le somme puntate dai giocatori che sballano o totalizzano un punteggio inferiore o uguale al "
           "suo", lang="it",
           rendering="he collects the stakes of the players who bust or score less than or equal to him"),
    stated("wikipedia-en-sette-e-mezzo", "rules", "The dealer wins against all players who scored lower or tied"),
)
_TIES_PUSH = (
    stated("sanremo-7-e-mezzo", "rules",
           "Se le due mani hanno lo stesso valore, si ottiene un pareggio e il giocatore mantiene la puntata.",
           lang="it", rendering="If the two hands have the same value, it is a tie and the player keeps his stake.",
           note="An online casino version; for the traditional game the option measures what the tie rule is "
                "worth."),
    stated("wizardofodds-sette-e-mezzo", "rules",
           "Otherwise, a tie is a push (although, in some variants, a 5-5 tie is a loss for the player).",
           note="The casino versions."),
)
_ROTATION_DEFAULT = (
    _stated_ro("Svolgimento", "line 45",
           "În cazul în care șapte și jumătate se plătește dublu, dă primul jucător dreptul de a deveni un dealer; "
           "în caz contrar dealerul deține dealer-ul până când toate cărțile din pachet sunt epuizate, după care "
           "dealerul trece la jucătorul așezat în dreapta lui.", lang="ro",
           rendering="If a seven and a half is paid double, it gives the first player the right to become dealer; "
                     "otherwise the dealer keeps the bank until all the cards of the deck are exhausted, after "
                     "which the bank passes to the player seated at his right."),
    stated("studenti-sette-e-mezzo", "settlement",
           "Chi realizza il sette e mezzo legittimo, acquista invece il diritto di diventare mazziere, in caso "
           "contrario, il mazziere tiene il banco fino all'esaurimento delle carte del mazzo, dopodiché il banco "
           "passa al giocatore seduto alla sua destra.", lang="it",
           rendering="Whoever makes the legitimate 7½ acquires the right to become dealer; otherwise the dealer "
                     "holds the bank until the cards of the deck run out, after which the bank passes to the "
                     "player seated at his right."),
    stated("treccani-sette-e-mezzo", "s.v. sette e mezzo", "gli viene ceduto il banco", lang="it",
           rendering="he is given the bank", note="The first half of the rule only (the reale takes the bank)."),
)
_ROTATION_EXHAUSTED = (
    choice("No source says it (the Italian article's line 45 gives the bank to a reale paid double); the option "
           "separates the two halves of the default rule, to measure them."),
)
_EVERY_HAND = (
    stated("snai-sette-e-mezzo", "rules",
           "Al termine del round, il ruolo di Mazziere sarà passato al primo giocatore sulla destra del Mazziere "
           "del precedente turno.", lang="it",
           rendering="At the end of the round the role of dealer passes to the first player on the right of the "
                     "previous round's dealer."),
)
_SUIT = (
    _stated_ro("Regole", "lines 23 to 28",
           "în următoarea ordine: 1. inimi sau săbii; 2. pătrate sau cupe; 3. flori sau monede; 4. pică sau "
           "cluburi;", lang="ro",
           rendering="in this order: 1. hearts or swords; 2. diamonds or cups; 3. clubs or coins; 4. spades or "
                     "batons;",
           note="That the pairs give one order for each deck, not a correspondence between the decks, is the "
                "book's reading (coppe are hearts)."),
)
_SEAT = (
    stated("studenti-sette-e-mezzo", "settlement",
           "Se più giocatori fanno sette e mezzo legittimo, il banco passerà al giocatore seduto più vicino alla "
           "destra del mazziere.", lang="it",
           rendering="If several players make the legitimate 7½, the bank passes to the player seated nearest the "
                     "dealer's right."),
    inferred(_IT, "Svolgimento", translation=_in_translation("line 45"), note="“The first player” paid double, the first in playing order, is the one nearest the dealer's right: "
             "the article's second reading, against its own suit order of line 23.",
             quote="dă primul jucător dreptul de a deveni un dealer", lang="ro",
             rendering="gives the first player the right to become dealer"),
)
_SUIT_ORDER = (
    inferred(_IT, "Regole", translation=_in_translation("lines 23 to 28"), note="The Italian deck's order (spade, coppe, denari, bastoni), read out of the article's pairs; a French "
             "deck's is FRENCH_SUIT_ORDER.",
             quote="1. inimi sau săbii; 2. pătrate sau cupe; 3. flori sau monede; 4. pică sau cluburi;", lang="ro",
             rendering="1. hearts or swords; 2. diamonds or cups; 3. clubs or coins; 4. spades or batons;"),
)
_BURN = (
    _stated_ro("Svolgimento", "line 47",
           "ei au posibilitatea de a „arde“ cartea lor de la începutul jocului", lang="ro",
           rendering="they may “burn” their card from the start of the game",
           note="The article lets him burn “ori de câte ori vrea” (“as often as he wants”); the engine lets him "
                "burn at most once in a hand, the book's choice (the exact solver records one burned card)."),
    stated("fattoquotidiano2013-sette-e-mezzo", "opening",
           "Il quattro (talvolta anche il tre) lo bruci, se il sette e mezzo che stai giocando lo prevede",
           lang="it",
           rendering="The four (sometimes the three too) you burn, if the sette e mezzo you are playing provides "
                     "for it"),
)
_NO_BURN = (
    inferred("fattoquotidiano2013-sette-e-mezzo", "opening", "Burning is played only where the table agrees to it.",
             quote="se il sette e mezzo che stai giocando lo prevede", lang="it",
             rendering="if the sette e mezzo you are playing provides for it"),
)
_TARGA = (
    _stated_ro("Svolgimento", "line 49",
           "dacă primiți un 4 ca prima ta carte, puteți alege pentru a schimba cardul sau păstra 4, după cum "
           "doriți.", lang="ro",
           rendering="if you receive a 4 as your first card you may choose to change it or keep the 4, as you "
                     "wish."),
    _stated_ro("opening paragraph", "line 13",
           "dar 4 numai dacă o ai atunci când este atribuită de dealer", lang="ro",
           rendering="but a 4 only if you have it when it is dealt by the dealer"),
)
_NO_TARGA = (
    inferred("treccani-sette-e-mezzo", "s.v. sette e mezzo",
             "Treccani's rules, the whole game for it, have no exchange; the article gives the targa as an "
             "addition (line 49)."),
)
_ACE = (
    _stated_ro("Svolgimento", "line 50",
           "dacă primiți un as ca prima ta carte puteți alege dacă doriți să-l atribuie o valoare de jumătate de "
           "punct sau menține valoarea nominală de 1 punct.", lang="ro",
           rendering="if you receive an ace as first card you may choose to give it the value of half a point or "
                     "keep its face value of 1 point."),
)
_NO_ACE = (
    stated(_IT, "Regole, lines 19 to 20" + _WITNESS,
           "Le carte dall’asso al 7 valgono tanti punti quanto è il loro valore numerico.", lang="it",
           rendering="The cards from the ace to the 7 are worth as many points as their number.",
           note="The ace worth ½ is an option the article adds at line 50."),
)


def _o(name: str, value: object, rule: str, summary: str, evidence: tuple[Evidence, ...]) -> Option:
    return Option(field=name, value=option_key(value), rule=rule, summary=summary, evidence=evidence)


#: One entry for every value of every field of :class:`Rules`, with its rule, what it means and its
#: evidence (the chapter prints them in its table of options).
#:
#: :meta hide-value:
OPTIONS: tuple[Option, ...] = (
    _o("name", "custom", "—", "the variant's name (not a rule)", (_NOT_A_RULE,)),
    _o("matta", KING_OF_DENARI, "S3", "the king of denari is wild (other cards: the variants)", _KD),
    _o("matta_values", "half_alone", "S3", "½ alone; ½ or 1 to 7 with other cards", _HALF_ALONE),
    _o("matta_values", "card", "S3", "½ or 1 to 7, alone or not", _CARD),
    _o("matta_values", "half_steps", "S3", "any multiple of ½ from ½ to 7", _HALF_STEPS),
    _o("matta_values", "whole", "S3", "a whole number from 1 to 7, never ½", _WHOLE),
    _o("matta_undeclared", 7, "S3", "a matta its holder does not declare counts 7", _UNDECLARED),
    _o("reale", "same_suit", "S10", "a two-card 7½ of one suit", _SAME_SUIT),
    _o("reale", "same_suit_or_matta", "S10", "a two-card 7½ of one suit, or the matta with any one card",
       _SAME_SUIT_OR_MATTA),
    _o("reale", "any_suit", "S10", "any two-card 7½", _ANY_SUIT),
    _o("reale_payment", "double", "S11", "a winning reale is paid double", _DOUBLE),
    _o("reale_payment", "double_if_bank_busts", "S11", "double only when the dealer busts", _IF_BUSTS),
    _o("reale_beats_seven_and_half", False, "S11", "the dealer's 7½ that is not a reale ties a reale and wins",
       _REALE_TIES),
    _o("reale_beats_seven_and_half", True, "S11", "a reale beats the dealer's 7½ that is not a reale",
       _REALE_BEATS),
    _o("dealer_reale_double", False, "S12", "the dealer's reale is an ordinary winning 7½", _DEALER_REALE_SINGLE),
    _o("dealer_reale_double", True, "S12", "the dealer's reale collects double, single from a reale or a bust",
       _DEALER_REALE),
    _o("ties", "dealer", "S9", "equal totals lose the stake", _TIES_DEALER),
    _o("ties", "push", "S9", "equal totals return the stake", _TIES_PUSH),
    _o("rotation", "reale_or_exhausted", "S13", "to a reale, else to the right when the deck runs out",
       _ROTATION_DEFAULT),
    _o("rotation", "exhausted", "S13", "to the right when the deck runs out", _ROTATION_EXHAUSTED),
    _o("rotation", "every_hand", "S13", "to the right after every hand", _EVERY_HAND),
    _o("reale_priority", "suit", "S14", "among several reali, the best suit takes the bank", _SUIT),
    _o("reale_priority", "seat", "S14", "among several reali, the one nearest the dealer's right", _SEAT),
    _o("suit_order", ITALIAN_SUIT_ORDER, "S14", "spade, coppe, denari, bastoni, best first", _SUIT_ORDER),
    _o("burn_three_four", False, "S15", "no burning", _NO_BURN),
    _o("burn_three_four", True, "S15", "a first 3 or 4 may be burned (at most once)", _BURN),
    _o("exchange_four", False, "S16", "no changing a first 4", _NO_TARGA),
    _o("exchange_four", True, "S16", "a first 4 may be changed (the targa)", _TARGA),
    _o("first_ace_half", False, "S17", "an ace counts 1", _NO_ACE),
    _o("first_ace_half", True, "S17", "a first ace may be declared worth ½", _ACE),
    _o("sources", (), "—", "the variant's bibliography keys (not a rule)", (_NOT_A_RULE,)),
)

_BY_OPTION: dict[tuple[str, str], tuple[Evidence, ...]] = {(o.field, o.value): o.evidence for o in OPTIONS}

_SAME_AS_DEFAULT = choice("The variant's sources leave it unsaid; it keeps the Italian article's rule.")


def _variant_evidence(rules: Rules, own: dict[str, tuple[Evidence, ...]]) -> dict[str, tuple[Evidence, ...]]:
    """Evidence for every field of a variant: its sources' words where given, else the default's reason."""
    out: dict[str, tuple[Evidence, ...]] = {}
    for f in dataclasses.fields(Rules):
        if f.name in own:
            out[f.name] = own[f.name]
        elif f.name in ("name", "sources"):
            out[f.name] = (_NOT_A_RULE,)
        elif rules.name == "wikipedia_it":
            out[f.name] = _BY_OPTION[(f.name, option_key(getattr(rules, f.name)))]
        else:
            out[f.name] = (_SAME_AS_DEFAULT,)
    return out


_QH = (
    stated(_IT, "Regole, line 21" + _WITNESS, "(o in alcune regioni la donna di cuori)", lang="it",
           rendering="(or in some regions the queen of hearts)"),
    stated("sapere-matta", "s.v. matta (gioco)", "la regina di cuori nel sette e mezzo", lang="it",
           rendering="the queen of hearts in sette e mezzo"),
    stated("trapaninfo-sette-e-mezzo", "s.v. sette e mezzo", "o la regina di cuori", lang="it",
           rendering="or the queen of hearts"),
    inferred(_IT, "Regole, line 21",
             "In an Italian deck the queen of hearts is the cavallo di coppe: the French queen stands where the "
             "Italian cavallo stands."),
)
_SETTEBELLO = (
    stated("biska-sette-e-mezzo", "rules",
           "Il settebello (sette di denara) è una carta detta \"matta\", ossia vale quel che serve per fare sette "
           "e mezzo.", lang="it",
           rendering="The settebello (seven of denari) is a card called “matta”, that is, it is worth what is "
                     "needed to make seven and a half.",
           note="One site's own version; the king of denari is then an ordinary figure. Its examples fit the "
                "default values of the matta and do not settle a lone matta."),
)
_WP_EN_SUIT = (
    inferred("wikipedia-en-sette-e-mezzo", "rules",
             "A natural is any 7½ on the first two cards: no suit is asked (the stored copy prints 7½ as “712”).",
             quote="Get 712 points on the player's first two cards (called a reale or natural)"),
)
_WP_EN_SEAT = _SEAT[:1] + (
    stated("wikipedia-en-sette-e-mezzo", "an older revision, read in a copy (goodnames.eth.link)",
           "If two or more players make 7½ at the same time with only two cards, they will be paid double their "
           "wager and player closest to the dealer's right becomes the new dealer.",
           note="The variant is named after the English Wikipedia article. An older revision of it cites pagat.com "
                "(“Rules of Card Games: Seven and a Half”), which this book has not read."),
)

_OWN: tuple[tuple[str, dict[str, tuple[Evidence, ...]]], ...] = (
    ("wikipedia_it", {}),
    ("treccani", {"matta": _KD[:1], "matta_values": _CARD[:1], "reale": _ANY_SUIT[:1],
                  "reale_beats_seven_and_half": _REALE_TIES[1:], "reale_payment": _DOUBLE[:1],
                  "ties": _TIES_DEALER[:1]}),
    ("queen_of_hearts", {"matta": _QH}),
    ("whole_matta", {"matta_values": _WHOLE}),
    ("card_matta", {"matta_values": _CARD}),
    ("sapere", {"reale": _ANY_SUIT[1:2], "reale_payment": _IF_BUSTS}),
    ("wikipedia_en", {"reale": _WP_EN_SUIT, "reale_priority": _WP_EN_SEAT}),
    ("every_hand", {"rotation": _EVERY_HAND}),
    ("burn_three_four", {"burn_three_four": _BURN}),
    ("targa", {"exchange_four": _TARGA}),
    ("ace_half", {"first_ace_half": _ACE}),
    ("settebello", {"matta": _SETTEBELLO}),
)
#: The evidence of every named variant, field by field (the variants are :class:`Rules` values; the
#: chapter prints them in its table of variants).
#:
#: :meta hide-value:
VARIANT_EVIDENCE: dict[str, dict[str, tuple[Evidence, ...]]] = {
    name: _variant_evidence(VARIANTS[name], own) for name, own in _OWN
}
