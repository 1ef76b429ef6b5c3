"""Grand Hazard: three dice thrown for the house, bets paid by a payout table.

Despite the name it is not Hazard: there is no caster, no main and no chance.
Players bet on the next throw of three dice; the house pays by its table.
The payout table is a parameter, and every payout says whether it is "*a* to 1"
(the stake comes back as well) or "*a* for 1" (the stake is part of the
payment).

>>> from hazardlib import grand_hazard as gh
>>> gh.Payout.parse("60 for 1").net, gh.Payout.parse("60 to 1").net
(Fraction(59, 1), Fraction(60, 1))
>>> gh.house_edge(gh.Bet.parse("total 4"))
Fraction(1, 6)
>>> gh.house_edge(gh.Bet.parse("high"))
Fraction(1, 36)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Union

from hazardlib._checks import as_int, check_bool, check_int, check_items, check_stake, parse_int
from hazardlib.dice import Throw, outcomes, total_distribution
from hazardlib.dist import Distribution
from hazardlib.evidence import Evidence, Option, Reading, choice, inferred, stated
from hazardlib.errors import (
    InvalidDiceError,
    InvalidOutcomeError,
    InvalidRuleError,
    UnknownVariantError,
)
from hazardlib.options import NamedEnum, keyword_fields
from hazardlib.rulebook import Rule

__all__ = [
    "TOTALS",
    "Basis",
    "Payout",
    "BetKind",
    "Bet",
    "BETS",
    "Rules",
    "VARIANTS",
    "OPTIONS",
    "VARIANT_EVIDENCE",
    "VARIANT_SOURCES",
    "fair_rules",
    "total_probability",
    "matches",
    "matches_distribution",
    "win_probability",
    "expected_return",
    "house_edge",
    "house_edges",
    "settle",
]

#: The totals a player may bet on (3 and 18 are only thrown as raffles).
TOTALS = range(4, 18)

class Basis(NamedEnum):
    """How a payout is quoted: :ref:`Rule G4, paid "for" or "to" <grand-hazard-rule-payouts>`."""

    #: Quoted "a to b", a winner gets back the stake and a/b of it on top.
    TO = "to"
    #: Quoted "a for b", a winner gets a/b of the stake in all, the stake included.
    FOR = "for"


@dataclass(frozen=True, slots=True)
class Payout:
    """A quoted payout, like ``60 for 1`` or ``3 to 2``.

    Implements :ref:`Rule G4, paid "for" or "to" <grand-hazard-rule-payouts>`:
    a payout "for" includes the stake, a payout "to" comes on top of it.

    >>> p = Payout.parse("30 for 1")
    >>> p, str(p), p.net
    (Payout.parse('30 for 1'), '30 for 1', Fraction(29, 1))
    >>> Payout.parse("2 fer 1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: a payout is 'A to B' or 'A for B' with positive ints A and B, got '2 fer 1'
    >>> Payout.parse("1 for 2")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: a payout 'for' must return at least the stake (A >= B), got '1 for 2'
    >>> Payout.parse("² for 1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: payout '² for 1': A and B must be written in the digits 0 to 9, got '²'
    """

    odds: Fraction
    basis: Basis

    def __post_init__(self) -> None:
        number = as_int(self.odds)  # numpy integers too
        odds = Fraction(number) if number is not None else self.odds
        if not isinstance(odds, Fraction) or odds <= 0:
            raise InvalidRuleError(f"payout odds must be a positive int or Fraction, got {self.odds!r}")
        if not isinstance(self.basis, Basis):
            raise InvalidRuleError(f"payout basis must be Basis.TO or Basis.FOR, got {self.basis!r}")
        object.__setattr__(self, "odds", odds)
        if self.basis is Basis.FOR and odds < 1:
            raise InvalidRuleError(
                f"a payout 'for' must return at least the stake (A >= B), got {str(self)!r}"
            )

    @classmethod
    def parse(cls, text: str) -> Payout:
        """Read ``"A to B"`` or ``"A for B"``, A and B written in the digits 0 to 9."""
        parts = text.split() if isinstance(text, str) else []
        numbers = parts[::2] if len(parts) == 3 and parts[1] in ("to", "for") else []
        for part in numbers:
            if not part.isascii():  # "²" or "٣": digits of no notation of this book
                parse_int(part, f"payout {text!r}: A and B", InvalidRuleError)
        if not numbers or not all(p.isdigit() for p in numbers):  # no sign, no point
            raise InvalidRuleError(
                f"a payout is 'A to B' or 'A for B' with positive ints A and B, got {text!r}"
            )
        a, b = (parse_int(p, f"payout {text!r}: A and B", InvalidRuleError) for p in numbers)
        if a == 0 or b == 0:
            raise InvalidRuleError(
                f"a payout is 'A to B' or 'A for B' with positive ints A and B, got {text!r}"
            )
        basis = Basis.TO if parts[1] == "to" else Basis.FOR
        odds = Fraction(a, b)
        if basis is Basis.FOR and odds < 1:
            raise InvalidRuleError(
                f"a payout 'for' must return at least the stake (A >= B), got {text!r}"
            )
        return cls(odds, basis)

    @property
    def net(self) -> Fraction:
        """What a winning unit stake adds to the player's money."""
        return self.odds if self.basis is Basis.TO else self.odds - 1

    def __str__(self) -> str:
        return f"{self.odds.numerator} {self.basis.value} {self.odds.denominator}"

    def __repr__(self) -> str:
        return f"Payout.parse({str(self)!r})"


class BetKind(NamedEnum):
    """The kinds of bet the Britannica lists: :ref:`Rule G2, the bets <grand-hazard-rule-bets>`."""

    TOTAL = "total"
    HIGH = "high"
    LOW = "low"
    ODD = "odd"
    EVEN = "even"
    ANY_RAFFLE = "any-raffle"
    RAFFLE = "raffle"
    NUMBER = "number"


_VALUED = {BetKind.TOTAL: TOTALS, BetKind.RAFFLE: range(1, 7), BetKind.NUMBER: range(1, 7)}


@dataclass(frozen=True, slots=True)
class Bet:
    """One bet on the next throw: ``total 9``, ``high``, ``raffle 6``, ``number 3`` ...

    The bets of :ref:`Rule G2, the bets <grand-hazard-rule-bets>`, in the
    notation of the book.

    >>> Bet.parse("total 9"), str(Bet.parse("any-raffle"))
    (Bet.parse('total 9'), 'any-raffle')
    >>> Bet.parse("total 3")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: total bet must be an int in 4 to 17, got 3
    >>> Bet.parse("pair 3")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: unknown bet 'pair 3'; allowed: 'total N' (4 to 17), 'high', 'low', 'odd', 'even', 'any-raffle', 'raffle N' (1 to 6), 'number N' (1 to 6)
    >>> Bet.parse("number ³")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: number bet must be written in the digits 0 to 9, got '³'
    """

    kind: BetKind
    value: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, BetKind):
            raise InvalidOutcomeError(f"bet kind must be a BetKind, got {self.kind!r}")
        if self.kind in _VALUED:
            value = check_int(self.value, f"{self.kind.value} bet", _VALUED[self.kind], InvalidOutcomeError)
            object.__setattr__(self, "value", value)  # a numpy integer is kept as the int it is
        elif self.value is not None:
            raise InvalidOutcomeError(f"a {self.kind.value} bet takes no number, got {self.value!r}")

    @classmethod
    def parse(cls, text: str) -> Bet:
        """Read a bet from its notation."""
        parts = text.split() if isinstance(text, str) else []
        kinds = {k.value: k for k in BetKind}
        if len(parts) in (1, 2) and parts[0] in kinds:
            kind = kinds[parts[0]]
            if len(parts) == 1 and kind not in _VALUED:
                return cls(kind)
            if len(parts) == 2 and kind in _VALUED:
                value: object = parts[1]  # a word is refused by the constructor, which quotes it
                if not parts[1].isascii() or parts[1].lstrip("-").isdigit():
                    value = parse_int(parts[1], f"{kind.value} bet", InvalidOutcomeError)
                return cls(kind, value)  # type: ignore[arg-type]
        allowed = (
            "'total N' (4 to 17), 'high', 'low', 'odd', 'even', 'any-raffle', "
            "'raffle N' (1 to 6), 'number N' (1 to 6)"
        )
        raise InvalidOutcomeError(f"unknown bet {text!r}; allowed: {allowed}")

    def __str__(self) -> str:
        return self.kind.value if self.value is None else f"{self.kind.value} {self.value}"

    def __repr__(self) -> str:
        return f"Bet.parse({str(self)!r})"


#: Every bet on the layout, in a fixed order.
BETS: tuple[Bet, ...] = (
    *(Bet(BetKind.TOTAL, t) for t in TOTALS),
    Bet(BetKind.HIGH),
    Bet(BetKind.LOW),
    Bet(BetKind.ODD),
    Bet(BetKind.EVEN),
    Bet(BetKind.ANY_RAFFLE),
    *(Bet(BetKind.RAFFLE, v) for v in range(1, 7)),
    *(Bet(BetKind.NUMBER, v) for v in range(1, 7)),
)

PayoutLike = Union[Payout, str]


def _payout(value: object, name: str) -> Payout:
    if isinstance(value, Payout):
        return value
    if isinstance(value, str):
        return Payout.parse(value)
    raise InvalidRuleError(f"{name} must be a Payout or its notation like '60 for 1', got {value!r}")


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """A Grand Hazard payout table. Payouts may be given as notation strings.

    ``totals`` pays the totals 4 to 17 in order; ``number`` pays a single
    number shown by one, two or three dice.

    >>> r = Rules.variant("for")
    >>> r.payout(Bet.parse("total 9"))
    Payout.parse('6 for 1')
    >>> Rules.variant("to").payout(Bet.parse("total 9"))
    Payout.parse('6 to 1')
    >>> r.replace(totals=("60 for 1",))
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: totals must give 14 payouts (totals 4 to 17), got 1
    >>> Rules.variant("house")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'house'; allowed: 'for', 'to'
    >>> r.replace(raffles="30 for 1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Rules has no field 'raffles'; allowed: 'totals', 'high_low', 'odd_even', 'any_raffle', 'raffle', 'number', 'even_bets_lose_on_raffles'
    """

    totals: tuple[Payout, ...]
    high_low: Payout
    odd_even: Payout
    any_raffle: Payout
    raffle: Payout
    number: tuple[Payout, Payout, Payout]
    even_bets_lose_on_raffles: bool = True

    def __post_init__(self) -> None:
        what = "payouts like '60 for 1'"
        totals = check_items(self.totals, "totals", InvalidRuleError, what=what)  # a generator is read once
        if len(totals) != len(TOTALS):
            raise InvalidRuleError(f"totals must give 14 payouts (totals 4 to 17), got {len(totals)!r}")
        object.__setattr__(
            self, "totals", tuple(_payout(p, f"payout of total {t}") for p, t in zip(totals, TOTALS))
        )
        for name in ("high_low", "odd_even", "any_raffle", "raffle"):
            object.__setattr__(self, name, _payout(getattr(self, name), name))
        number = check_items(self.number, "number", InvalidRuleError, what=what)
        if len(number) != 3:
            raise InvalidRuleError(
                f"number must give 3 payouts (one, two, three dice showing it), got {number!r}"
            )
        object.__setattr__(self, "number", tuple(_payout(p, "number payout") for p in number))
        object.__setattr__(
            self,
            "even_bets_lose_on_raffles",
            check_bool(self.even_bets_lose_on_raffles, "even_bets_lose_on_raffles", InvalidRuleError),
        )

    @classmethod
    def variant(cls, name: str) -> Rules:
        """A named payout table (see :data:`VARIANTS`)."""
        if not isinstance(name, str) or name not in VARIANTS:
            allowed = ", ".join(repr(n) for n in VARIANTS)
            raise UnknownVariantError(f"unknown variant {name!r}; allowed: {allowed}")
        return VARIANTS[name]

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def payout(self, bet: Bet, matched: int = 1) -> Payout:
        """The payout of *bet* when it wins (*matched*: dice showing a number bet's number).

        Every payout says whether it is paid "for" or "to":
        :ref:`Rule G4, paid "for" or "to" <grand-hazard-rule-payouts>`.

        >>> Rules.variant("for").payout(Bet.parse("number 2"), 2)
        Payout.parse('2 to 1')
        >>> Rules.variant("for").payout(Bet.parse("high"), 2)
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidOutcomeError: a high bet wins once: matched must be 1, got 2
        """
        if not isinstance(bet, Bet):
            raise InvalidOutcomeError(f"bet must be a Bet, like Bet.parse('total 9'), got {bet!r}")
        if bet.kind is not BetKind.NUMBER and as_int(matched) != 1:
            raise InvalidOutcomeError(f"a {bet.kind.value} bet wins once: matched must be 1, got {matched!r}")
        if bet.kind is BetKind.TOTAL:
            assert bet.value is not None
            return self.totals[bet.value - TOTALS[0]]
        if bet.kind in (BetKind.HIGH, BetKind.LOW):
            return self.high_low
        if bet.kind in (BetKind.ODD, BetKind.EVEN):
            return self.odd_even
        if bet.kind is BetKind.ANY_RAFFLE:
            return self.any_raffle
        if bet.kind is BetKind.RAFFLE:
            return self.raffle
        return self.number[check_int(matched, "dice matched", range(1, 4), InvalidOutcomeError) - 1]


def _table(basis: str, raffle_any: int, raffle_named: int) -> Rules:
    totals = [60, 30, 18, 12, 8, 6, 6, 6, 6, 8, 12, 18, 30, 60]
    return Rules(
        totals=tuple(Payout(Fraction(v), Basis(basis)) for v in totals),
        high_low=Payout.parse("1 to 1"),
        odd_even=Payout.parse("1 to 1"),
        any_raffle=Payout(Fraction(raffle_any), Basis(basis)),
        raffle=Payout(Fraction(raffle_named), Basis(basis)),
        number=(Payout.parse("1 to 1"), Payout.parse("2 to 1"), Payout.parse("3 to 1")),
    )


#: Named payout tables. "for" is the published table quoted "for" (its totals
#: and single numbers as printed; even bets at even money); "to" reads the same
#: figures "to". The raffle payouts (30 and 180) are not in the sources this
#: book could check; they are examples, to be replaced by a house's own.
VARIANTS: dict[str, Rules] = {
    "for": _table("for", 30, 180),
    "to": _table("to", 30, 180),
}

# -- the evidence of every option and table (hazardlib.evidence) --------------------------

_BRIT = "britannica-grand-hazard"
_DICE = "diceplay-grand-hazard"
_DICE_AT = "the table of bets and payouts"
_E_KINDS = stated(_BRIT, "“grand hazard”",
                  "The players may wager on the total of the dice (from 4 to 17), as well as on outcomes such as odd "
                  "or even, high or low, triples (called raffles), and the single respective numbers.")
_E_FOR_DEFINED = stated(_DICE, _DICE_AT,
                        "Pay-offs are usually 'for' rather than 'to' which means the bank keeps the stake bet by the "
                        "player and 30 for 1 would be more properly expressed as 29 to 1.")
_E_TOTALS_FOR = stated(
    _DICE, _DICE_AT, "4 71 to 1 60 for 1 16.666 60 to 1 15.278 5 35 to 1 30 for 1 16.666 30 to 1 13.889",
    note="The rows for the totals 4 to 10 give 60, 30, 18, 12, 8, 6 and 6 “for 1”, and the same figures “to 1” in "
         "a second column. The rows for 11 to 17 were not read; the engine mirrors 4 to 10 (the totals 11 to 17 are "
         "as likely as 10 down to 4).")
_E_HIGH_LOW = stated(_DICE, _DICE_AT,
                     "High bets pay if the dice total 11 or more and Low bets pay if the dice total 10 or less.")
_E_EVEN_PAYOUT = inferred(
    _BRIT, "“grand hazard”",
    "The payout of the high, low, odd and even bets was not read. The book pays them 1 to 1: their edge is then "
    "1/36 ≈ 2.78 %, the low end of Britannica's range after rounding.",
    quote="from 3 percent to as high as 31 percent on the various bets")
_E_RAFFLE_CHOICE = choice(
    "The raffle payouts were not in the part of the sources read; 30 for 1 (any raffle) and 180 for 1 (a named "
    "raffle) are examples, with an edge of 1/6, to be replaced by a house's own.")
_E_NUMBER = stated(_DICE, _DICE_AT,
                   "A bet placed on one of the six dice faces pays evens (1 to 1) if one die shows the specified value. "
                   "It pays 2 to 1 if two dice show the specified value and 3 to 1 if all three dice show the "
                   "specified value.")
_E_RAFFLES_LOSE = stated(_DICE, _DICE_AT,
                         "Note that the high, low, odd and even bets do not pay if made as three-of-a-kind and it is "
                         "this that gives the House the edge on these bets.")
_E_RAFFLES_DO_NOT_LOSE = choice(
    "No source pays the even bets on a raffle; offered as a yardstick: the even bets are then fair.")
_NO_DEFAULT = "Each table gives its own, no default; "

#: One :class:`~hazardlib.evidence.Option` for every value of every field of
#: :class:`Rules`: the payout fields have no default ("None"), each table gives
#: its own; the evidence is that of the published table.
OPTIONS: tuple[Option, ...] = (
    Option(field="totals", value="None", rule="G2",
           summary=_NO_DEFAULT + "the published table pays 60, 30, 18, 12, 8, 6, 6 for 1 on the totals 4 to 10, "
                   "the same on 17 down to 11.", evidence=(_E_KINDS, _E_TOTALS_FOR)),
    Option(field="high_low", value="None", rule="G2",
           summary=_NO_DEFAULT + "the published table pays high (11 to 17) and low (4 to 10) 1 to 1.",
           evidence=(_E_HIGH_LOW, _E_EVEN_PAYOUT)),
    Option(field="odd_even", value="None", rule="G2",
           summary=_NO_DEFAULT + "the published table pays odd and even 1 to 1.", evidence=(_E_KINDS, _E_EVEN_PAYOUT)),
    Option(field="any_raffle", value="None", rule="G2",
           summary=_NO_DEFAULT + "the book's tables pay any raffle 30 for 1.", evidence=(_E_KINDS, _E_RAFFLE_CHOICE)),
    Option(field="raffle", value="None", rule="G2",
           summary=_NO_DEFAULT + "the book's tables pay a named raffle 180 for 1.",
           evidence=(_E_RAFFLE_CHOICE, choice(
               "Britannica's “triples (called raffles)” does not say whether a raffle is named; the book offers "
               "both bets, any raffle and a named one."))),
    Option(field="number", value="None", rule="G2",
           summary=_NO_DEFAULT + "the published table pays a number 1, 2 or 3 to 1 as one, two or three dice show "
                   "it.", evidence=(_E_NUMBER,)),
    Option(field="even_bets_lose_on_raffles", value="False", rule="G3",
           summary="High, low, odd and even are paid on a raffle too.", evidence=(_E_RAFFLES_DO_NOT_LOSE,)),
    Option(field="even_bets_lose_on_raffles", value="True", rule="G3",
           summary="High, low, odd and even lose on a raffle.", evidence=(_E_RAFFLES_LOSE,)),
)

_E_TO = stated(_DICE, _DICE_AT, "5 35 to 1 30 for 1 16.666 30 to 1 13.889",
               note="The second payout column of each row (“30 to 1” for the total 5) reads the same figures “to 1”.")

#: The evidence of each named table, field by field.
VARIANT_EVIDENCE: dict[str, dict[str, tuple[Evidence, ...]]] = {
    "for": {
        "totals": (_E_TOTALS_FOR, _E_FOR_DEFINED),
        "high_low": (_E_HIGH_LOW, _E_EVEN_PAYOUT),
        "odd_even": (_E_EVEN_PAYOUT,),
        "any_raffle": (_E_RAFFLE_CHOICE,),
        "raffle": (_E_RAFFLE_CHOICE,),
        "number": (_E_NUMBER,),
        "even_bets_lose_on_raffles": (_E_RAFFLES_LOSE,),
    },
    "to": {
        "totals": (_E_TO,),
        "high_low": (_E_HIGH_LOW, _E_EVEN_PAYOUT),
        "odd_even": (_E_EVEN_PAYOUT,),
        "any_raffle": (choice("The raffle payouts of the “for” table, read “to”; not in the part of the sources "
                              "read."),),
        "raffle": (choice("The raffle payouts of the “for” table, read “to”; not in the part of the sources "
                          "read."),),
        "number": (_E_NUMBER,),
        "even_bets_lose_on_raffles": (_E_RAFFLES_LOSE,),
    },
}

#: The sources of each named table (bibliography keys), from :data:`VARIANT_EVIDENCE`.
VARIANT_SOURCES: dict[str, tuple[str, ...]] = {
    name: tuple(dict.fromkeys(e.source for items in fields.values() for e in items
                              if e.source and e.reading is not Reading.CHOICE))
    for name, fields in VARIANT_EVIDENCE.items()
}

DEFAULT_RULES = VARIANTS["for"]


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise InvalidRuleError(
            f"rules must be a grand_hazard.Rules, like Rules.variant('for'), got {rules!r}"
        )
    return rules


def _check_bet(bet: object) -> Bet:
    if isinstance(bet, str):
        return Bet.parse(bet)
    if not isinstance(bet, Bet):
        raise InvalidOutcomeError(f"bet must be a Bet or its notation like 'total 9', got {bet!r}")
    return bet


def _check_throw(throw: object) -> Throw:
    t = Throw.parse(throw) if isinstance(throw, str) else throw
    if not isinstance(t, Throw) or len(t.faces) != 3:
        raise InvalidDiceError(f"grand hazard is thrown with three dice, like '6-5-1', got {throw!r}")
    return t


def total_probability(total: int) -> Fraction:
    """The probability that three dice total *total* (3 to 18).

    The 216 ordered throws of :ref:`Rule G1, the throw <grand-hazard-rule-dice>`
    are equally likely.

    >>> total_probability(10), total_probability(3)
    (Fraction(1, 8), Fraction(1, 216))
    >>> total_probability(19)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: total of 3 dice must be an int in 3 to 18, got 19
    """
    check_int(total, "total of 3 dice", range(3, 19), InvalidOutcomeError)
    return total_distribution(3).probability(total)


def matches(bet: Bet | str, throw: Throw | str, *, rules: Rules = DEFAULT_RULES) -> int:
    """How many times *bet* wins on *throw*: 0 (it loses), or 1 (2 or 3 for a number shown twice or thrice).

    Decides every bet of :ref:`Rule G2, the bets <grand-hazard-rule-bets>`;
    high, low, odd and even lose on a raffle unless the rules say otherwise
    (:ref:`Rule G3, raffles beat the even bets <grand-hazard-rule-raffles>`).

    >>> matches("high", "6-5-1"), matches("high", "6-6-6"), matches("number 6", "6-5-6")
    (1, 0, 2)
    """
    b = _check_bet(bet)
    t = _check_throw(throw)
    rules = _check_rules(rules)
    total = t.total
    raffle = len(set(t.faces)) == 1
    blocked = raffle and rules.even_bets_lose_on_raffles
    if b.kind is BetKind.TOTAL:
        return int(total == b.value)
    if b.kind is BetKind.HIGH:
        return int(total >= 11 and not blocked)
    if b.kind is BetKind.LOW:
        return int(total <= 10 and not blocked)
    if b.kind is BetKind.ODD:
        return int(total % 2 == 1 and not blocked)
    if b.kind is BetKind.EVEN:
        return int(total % 2 == 0 and not blocked)
    if b.kind is BetKind.ANY_RAFFLE:
        return int(raffle)
    if b.kind is BetKind.RAFFLE:
        return int(raffle and t.faces[0] == b.value)
    return t.faces.count(b.value)


def matches_distribution(bet: Bet | str, *, rules: Rules = DEFAULT_RULES) -> Distribution[int]:
    """The exact distribution of :func:`matches` over the 216 throws.

    Each throw of :ref:`Rule G1, the throw <grand-hazard-rule-dice>` counts once.

    >>> matches_distribution("number 1")
    Distribution({0: 125, 1: 75, 2: 15, 3: 1})
    """
    b = _check_bet(bet)
    return Distribution.uniform(matches(b, t, rules=rules) for t in outcomes(3))


def win_probability(bet: Bet | str, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The probability that *bet* wins (:ref:`Rule G2, the bets <grand-hazard-rule-bets>`).

    >>> win_probability("high"), win_probability("any-raffle")
    (Fraction(35, 72), Fraction(1, 36))
    """
    return 1 - matches_distribution(bet, rules=rules).probability(0)


def expected_return(bet: Bet | str, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The player's exact expected gain per unit staked on *bet*.

    >>> expected_return("number 3")
    Fraction(-17, 216)
    """
    b = _check_bet(bet)
    rules = _check_rules(rules)
    dist = matches_distribution(b, rules=rules)
    gain = -dist.probability(0)
    for k in dist:
        if k:
            gain += dist.probability(k) * rules.payout(b, k).net
    return gain


def house_edge(bet: Bet | str, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The house's exact edge on *bet*: minus the player's expected gain per unit.

    >>> house_edge("total 9"), house_edge("total 9", rules=Rules.variant("to"))
    (Fraction(11, 36), Fraction(41, 216))
    """
    return -expected_return(bet, rules=rules)


def house_edges(*, rules: Rules = DEFAULT_RULES) -> dict[Bet, Fraction]:
    """The exact house edge of every bet on the layout (:data:`BETS`)."""
    return {b: house_edge(b, rules=rules) for b in BETS}


def fair_rules(*, even_bets_lose_on_raffles: bool = True) -> Rules:
    """A table paying every bet at its true odds (no edge): a yardstick.

    A number bet keeps the 1 : 2 : 3 shape of the usual table, scaled to be fair.

    >>> fair = fair_rules()
    >>> fair.payout(Bet.parse("total 4"))
    Payout.parse('71 to 1')
    >>> set(house_edges(rules=fair).values())
    {Fraction(0, 1)}
    """
    even_bets_lose_on_raffles = check_bool(even_bets_lose_on_raffles, "even_bets_lose_on_raffles", InvalidRuleError)

    def true_odds(p: Fraction) -> Payout:
        return Payout((1 - p) / p, Basis.TO)

    probe = Rules(
        totals=(Payout.parse("1 to 1"),) * 14,
        high_low=Payout.parse("1 to 1"),
        odd_even=Payout.parse("1 to 1"),
        any_raffle=Payout.parse("1 to 1"),
        raffle=Payout.parse("1 to 1"),
        number=(Payout.parse("1 to 1"), Payout.parse("1 to 1"), Payout.parse("1 to 1")),
        even_bets_lose_on_raffles=even_bets_lose_on_raffles,
    )
    dist = matches_distribution(Bet(BetKind.NUMBER, 1), rules=probe)
    # Pay k * x for k dice showing the number, with E[gain] = 0.
    x = dist.probability(0) / sum((dist.probability(k) * k for k in (1, 2, 3)), Fraction(0))
    return Rules(
        totals=tuple(true_odds(total_probability(t)) for t in TOTALS),
        high_low=true_odds(win_probability(Bet(BetKind.HIGH), rules=probe)),
        odd_even=true_odds(win_probability(Bet(BetKind.ODD), rules=probe)),
        any_raffle=true_odds(Fraction(6, 216)),
        raffle=true_odds(Fraction(1, 216)),
        number=(Payout(x, Basis.TO), Payout(2 * x, Basis.TO), Payout(3 * x, Basis.TO)),
        even_bets_lose_on_raffles=even_bets_lose_on_raffles,
    )


def settle(bet: Bet | str, throw: Throw | str, stake: int | Fraction, *, rules: Rules = DEFAULT_RULES) -> Fraction:
    """The player's exact net gain for *stake* on *bet* when *throw* comes.

    The stake is paid by the table, "for" or "to"
    (:ref:`Rule G4, paid "for" or "to" <grand-hazard-rule-payouts>`).

    >>> settle("total 4", "1-1-2", 10)                      # 60 for 1
    Fraction(590, 1)
    >>> settle("total 4", "1-1-2", 10, rules=Rules.variant("to"))
    Fraction(600, 1)
    >>> settle("number 5", "5-5-2", 10), settle("low", "2-2-2", 10)
    (Fraction(20, 1), Fraction(-10, 1))
    >>> settle("low", "2-2-2", -1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: stake must be a non-negative int or Fraction, got -1
    """
    amount = check_stake(stake)
    b = _check_bet(bet)
    rules = _check_rules(rules)
    k = matches(b, throw, rules=rules)
    return amount * rules.payout(b, k).net if k else -amount


# -- the rules of Grand Hazard and their code ----------------------------------

_PAGE = "book/hazard"
_G = "hazardlib.grand_hazard"

RULEBOOK: tuple[Rule, ...] = (
    Rule("G1", "grand-hazard-rule-dice", "The throw", _PAGE, (
        f"{_G}.total_probability",
        f"{_G}.matches_distribution",
    )),
    Rule("G2", "grand-hazard-rule-bets", "The bets", _PAGE, (
        f"{_G}.Bet",
        f"{_G}.BetKind",
        f"{_G}.matches",
        f"{_G}.win_probability",
    )),
    Rule("G3", "grand-hazard-rule-raffles", "Raffles beat the even bets", _PAGE, (
        f"{_G}.matches",
    )),
    Rule("G4", "grand-hazard-rule-payouts", 'Paid "for" or "to"', _PAGE, (
        f"{_G}.Payout",
        f"{_G}.Basis",
        f"{_G}.Rules.payout",
        f"{_G}.settle",
    )),
)

#: Public names that implement no rule (analysis, simulation, notation, ...).
HELPERS: tuple[str, ...] = (
    f"{_G}.fair_rules",
    f"{_G}.expected_return",
    f"{_G}.house_edge",
    f"{_G}.house_edges",
)
