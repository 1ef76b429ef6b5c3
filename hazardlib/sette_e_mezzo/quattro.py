"""Quattro e mezzo, the variant for points: rules Q1 to Q8.

The deal and the drawing are those of Sette e mezzo; the scoring changes.
:func:`quattro_hand` classifies a hand (the *matta*, rule Q1; the double
six, rule Q4; the points it scores, rule Q8) and :func:`quattro_showdown`
decides a hand among all players: nobody stands under 4½ (rule Q2), the
order of the hands (rule Q3), ties (rule Q5), who deals next (rule Q6) and
the nine-card 4½ that wins the game (rule Q7).

>>> quattro_showdown([quattro_hand("7c Fc"), quattro_hand("4s Fb")], dealer=0).winners
(1,)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from hazardlib._checks import as_int, check_bool, check_items
from hazardlib.cards import Card
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidOutcomeError
from hazardlib.sette_e_mezzo.kinds import MATTA, VALUE, model_of
from hazardlib.sette_e_mezzo.hands import _cards, _check_distinct
from hazardlib.sette_e_mezzo.rules import _WIKI, Rules, _fmt, _half, _listing

__all__ = ["QUATTRO_POINTS", "QuattroHand", "quattro_hand", "QuattroResult", "quattro_showdown"]

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
_KINDS = ("double_six", "four_and_half", "seven_and_half", "five", "other", "short", "bust")


def _kind(total: int) -> str:
    """The kind of a hand that counts *total* half-points (not a double six)."""
    if total > 15:
        return "bust"
    if total < 9:
        return "short"
    if total == 9:
        return "four_and_half"
    if total == 15:
        return "seven_and_half"
    if total == 10:
        return "five"
    return "other"


@dataclass(frozen=True, slots=True)
class QuattroHand:
    """A hand of Quattro e mezzo: total, kind, whether the matta is in it, points if it wins.

    ``kind`` is one of ``"double_six"``, ``"four_and_half"``,
    ``"seven_and_half"``, ``"five"``, ``"other"`` (5½ to 7), ``"short"``
    (under 4½: the player may not stand) or ``"bust"``. The kind must be
    the one its total makes (a double six is two cards counting 12).

    >>> QuattroHand(quattro_hand("6c").cards, Fraction(6), "five", False)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: a Quattro e mezzo hand of total 6 is of kind 'other', got kind 'five'
    """

    cards: tuple[Card, ...]
    total: Fraction
    kind: str
    matta: bool

    def __post_init__(self) -> None:
        cards = _cards(self.cards)
        if not cards:
            raise InvalidCardError("a hand needs at least one card, got none")
        object.__setattr__(self, "cards", cards)
        t = self.total
        if not isinstance(t, Fraction) or (t * 2).denominator != 1 or t < Fraction(1, 2):
            raise InvalidOutcomeError(f"total must be a Fraction, a multiple of 1/2 of at least 1/2, got {t!r}")
        if not isinstance(self.kind, str) or self.kind not in _KINDS:
            listing = ", ".join(repr(k) for k in _KINDS)
            raise InvalidOutcomeError(f"kind must be one of {listing}, got {self.kind!r}")
        if self.kind == "double_six":
            if t != 12 or len(cards) != 2:
                raise InvalidOutcomeError(f"a double six is two cards counting 12, got {len(cards)} counting {_fmt(t)}")
        elif self.kind != _kind(int(t * 2)):
            raise InvalidOutcomeError(
                f"a Quattro e mezzo hand of total {_fmt(t)} is of kind {_kind(int(t * 2))!r}, got kind {self.kind!r}"
            )
        object.__setattr__(self, "matta", check_bool(self.matta, "matta", InvalidOutcomeError))

    @property
    def points(self) -> int:
        """The points this hand scores if it wins (see :data:`QUATTRO_POINTS`).

        Implements :ref:`Rule Q8, the points <quattro-rule-points>`.
        """
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
        """Four and a half with nine cards, which wins the whole game at once.

        :ref:`Rule Q7, the "mega" 4½ <quattro-rule-mega>`.
        """
        return self.kind == "four_and_half" and len(self.cards) == 9


def quattro_hand(
    cards: str | Iterable[Card], *, matta: Fraction | int | Literal["best"] = "best"
) -> QuattroHand:
    """Classify a Quattro e mezzo hand. The matta (king of *denari*) counts ½ or 1 to 7.

    Implements :ref:`Rule Q1, the matta <quattro-rule-matta>` and
    :ref:`Rule Q4, double six <quattro-rule-six>`.
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
    if not isinstance(matta, str):
        whole = as_int(matta)
        if whole is None and not isinstance(matta, Fraction):
            raise IllegalActionError(f"matta must be 'best' or an int or Fraction, got {matta!r}")
        if whole is not None:
            matta = whole
    elif matta != "best":
        raise IllegalActionError(f"matta must be 'best' or an int or Fraction, got {matta!r}")
    m = model_of(_QUATTRO_RULES)
    cl = m.classes(hand)
    has_matta = MATTA in cl
    other = sum(VALUE[c] for c in cl)
    n = len(hand)
    if n == 2 and cl[0] == 6 and (cl[1] == 6 or (cl[1] == MATTA and matta in ("best", 6))):
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
            h = Fraction(matta) * 2
            if h.denominator != 1 or int(h) not in allowed:
                raise IllegalActionError(
                    f"the matta cannot count {_fmt(Fraction(matta))} in Quattro e mezzo; "
                    f"allowed: {_listing(_half(v) for v in allowed)}"
                )
            chosen = int(h)
        other += chosen
    return QuattroHand(hand, _half(other), _kind(other), has_matta)


@dataclass(frozen=True, slots=True)
class QuattroResult:
    """Who wins a hand of Quattro e mezzo and what each winner scores.

    ``winners`` are indexes into the hands; ``points`` what each scores;
    ``bank`` the winners entitled to the deck (more than one: they cut for it),
    as :ref:`Rule Q6, who deals next <quattro-rule-bank>` says;
    ``game_over`` when a nine-card 4½ wins the whole game.
    """

    winners: tuple[int, ...]
    points: tuple[int, ...]
    bank: tuple[int, ...]
    game_over: bool


def quattro_showdown(hands: Sequence[QuattroHand], dealer: int) -> QuattroResult:
    """Decide a hand of Quattro e mezzo among all players (the dealer included).

    Implements :ref:`Rule Q2, no standing under 4½ <quattro-rule-stand>`,
    :ref:`Rule Q3, the order of the hands <quattro-rule-order>`,
    :ref:`Rule Q4, double six <quattro-rule-six>`,
    :ref:`Rule Q5, ties <quattro-rule-ties>`,
    :ref:`Rule Q6, who deals next <quattro-rule-bank>` and
    :ref:`Rule Q7, the "mega" 4½ <quattro-rule-mega>`.

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
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise IllegalActionError(f"hands must be a non-empty sequence of QuattroHand, got {hands!r}")
    read = check_items(hands, "hands", IllegalActionError, what="QuattroHand")
    if not read or not all(isinstance(h, QuattroHand) for h in read):
        raise IllegalActionError(f"hands must be a non-empty sequence of QuattroHand, got {read!r}")
    table: tuple[QuattroHand, ...] = read  # type: ignore[assignment]
    seat = as_int(dealer)
    if seat is None or not 0 <= seat < len(table):
        raise IllegalActionError(f"dealer must be a hand index 0 to {len(table) - 1}, got {dealer!r}")
    return _showdown(table, seat)


def _showdown(hands: tuple[QuattroHand, ...], dealer: int) -> QuattroResult:
    _check_distinct(h.cards for h in hands)
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
