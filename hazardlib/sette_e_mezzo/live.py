"""The live-casino game: rules L1 to L7, its exact return under the best play, and a simulation.

Online casinos offer a live-dealer Sette e mezzo (Playtech's, from 2020)
with fixed drawing rules: a fresh 40-card deck every round, one card each
face up to the player and the dealer (L1), the king of *denari* wild (L2),
compulsory draws set by the dealer's card (L3), the player's free choice
after them (L4), a dealer who stands on 5 (L5), a tie on 5 to the dealer
and other ties pushed (L6), and a *Royal* (a two-card 7½ with the king of
*denari*) paid 3:2 (L7). The rules are a frozen :class:`LiveRules`; where
the published rules can be read two ways, each reading is an option, and
:data:`VARIANTS` names the rules of two published games.

One definition of the rules serves the exact analysis and the simulation:
:func:`live_total`, :func:`live_must_draw`, :func:`live_dealer_draws` and
:func:`live_settle`. :func:`live_solve` finds the best play and its exact
value by working back from every hand the player can hold.

>>> a = live_solve()
>>> a.value
Fraction(-896996835391, 130732371432000)
>>> round(100 * float(a.return_to_player), 2)
99.31
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

from hazardlib._checks import check_choice, check_count
from hazardlib.cards import Card, Rank
from hazardlib.errors import IllegalActionError, InvalidRuleError, UnknownVariantError
from hazardlib.evidence import Evidence, Option, choice, inferred, option_key, stated, variant_evidence
from hazardlib.options import keyword_fields
from hazardlib.sette_e_mezzo.hands import _cards
from hazardlib.sette_e_mezzo.rules import KING_OF_DENARI

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "LiveRules",
    "LiveAnalysis",
    "LiveSimulation",
    "live_total",
    "live_must_draw",
    "live_dealer_draws",
    "live_settle",
    "live_solve",
    "live_simulate",
    "VARIANTS",
    "OPTIONS",
    "VARIANT_EVIDENCE",
]

LiveMattaValues = Literal["card", "whole"]
ForcedDraw = Literal["until_equal", "until_above"]
DealerFirstMatta = Literal["one_card", "to_five"]
RoyalTie = Literal["royal_wins", "player_royal_only", "push"]
RoyalPayout = Literal["3:2", "1:1"]
FiveTie = Literal["dealer", "push"]

_MATTA_VALUES = ("card", "whole")
_FORCED = ("until_equal", "until_above")
_DEALER_MATTA = ("one_card", "to_five")
_ROYAL_TIE = ("royal_wins", "player_royal_only", "push")
_ROYAL_PAYOUT = ("3:2", "1:1")
_FIVE_TIE = ("dealer", "push")


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class LiveRules:
    """The rules of the live-casino game; every field is a reading of its published rules.

    Fields (the default reading is the one whose return matches the
    published 99.31 %, see the chapter):

    * ``matta_values``: the king of *denari* counts ½ or a whole number
      from 1 to 7 (``"card"``), or only a whole number (``"whole"``).
    * ``forced_draw``: the player must draw while his total is below the
      dealer's card (``"until_equal"``) or until it passes it
      (``"until_above"``).
    * ``dealer_first_matta``: a dealer whose first card is the king of
      *denari* takes exactly one card (``"one_card"``) or draws to 5
      (``"to_five"``).
    * ``royal_tie``: a Royal beats the other side's ordinary 7½
      (``"royal_wins"``), only the player's Royal does
      (``"player_royal_only"``), or equal totals push (``"push"``).
    * ``royal_payout``: a winning Royal is paid ``"3:2"`` or ``"1:1"``.
    * ``five_tie``: a tie on 5 goes to the ``"dealer"`` or is a ``"push"``.
    * ``name`` and ``sources``: the variant's name and bibliography keys.

    >>> LiveRules().royal_payout, LiveRules.variant("sanremo").five_tie
    ('3:2', 'push')
    >>> LiveRules(forced_draw="until_passed")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: unknown forced_draw 'until_passed'; allowed: 'until_equal', 'until_above'
    """

    name: str = "custom"
    matta_values: LiveMattaValues = "card"
    forced_draw: ForcedDraw = "until_equal"
    dealer_first_matta: DealerFirstMatta = "one_card"
    royal_tie: RoyalTie = "royal_wins"
    royal_payout: RoyalPayout = "3:2"
    five_tie: FiveTie = "dealer"
    sources: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str):
            raise InvalidRuleError(f"name must be a string, got {self.name!r}")
        for name, allowed in (
            ("matta_values", _MATTA_VALUES),
            ("forced_draw", _FORCED),
            ("dealer_first_matta", _DEALER_MATTA),
            ("royal_tie", _ROYAL_TIE),
            ("royal_payout", _ROYAL_PAYOUT),
            ("five_tie", _FIVE_TIE),
        ):
            check_choice(getattr(self, name), name, allowed, InvalidRuleError)
        if not isinstance(self.sources, tuple) or not all(isinstance(s, str) for s in self.sources):
            raise InvalidRuleError(f"sources must be a tuple of bibliography keys, got {self.sources!r}")

    @classmethod
    def variant(cls, name: str) -> LiveRules:
        """The named variant (see :data:`VARIANTS`).

        >>> LiveRules.variant("bet365")
        Traceback (most recent call last):
            ...
        hazardlib.errors.UnknownVariantError: unknown variant 'bet365'; allowed: 'playtech', 'sanremo'
        """
        check_choice(name, "variant", VARIANTS, UnknownVariantError)
        return VARIANTS[name]

    def replace(self, **changes: object) -> LiveRules:
        """A copy with some fields changed (named ``"custom"`` unless a name is given).

        >>> LiveRules.variant("playtech").replace(five_tie="push").name
        'custom'
        """
        changes.setdefault("name", "custom")
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]


def _check_live(rules: object) -> LiveRules:
    if not isinstance(rules, LiveRules):
        raise InvalidRuleError(f"rules must be a LiveRules value, like LiveRules(), got {rules!r}")
    return rules


# -- the cards, in half points ------------------------------------------------------
# A hand is a count of each class of card: 0 a figure (½), 1 to 7 the ace to
# the 7, 8 the king of denari (the matta). Totals are in half points (7½ is 15).
_FULL = (11, 4, 4, 4, 4, 4, 4, 4, 1)
_HALF = (1, 2, 4, 6, 8, 10, 12, 14, 0)
_SEVEN_AND_HALF = 15
_FIVE = 10
_Counts = tuple[int, ...]


def _class(card: Card) -> int:
    if card == KING_OF_DENARI:
        return 8
    if card.rank in (Rank.JACK, Rank.QUEEN, Rank.KING):
        return 0
    return 1 + (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN).index(card.rank)


def _counts(cards: Iterable[Card]) -> _Counts:
    out = [0] * 9
    for card in cards:
        out[_class(card)] += 1
    return tuple(out)


def _matta_values(rules: LiveRules) -> tuple[int, ...]:
    return (1, 2, 4, 6, 8, 10, 12, 14) if rules.matta_values == "card" else (2, 4, 6, 8, 10, 12, 14)


@lru_cache(maxsize=None)
def _total(h: _Counts, rules: LiveRules) -> int | None:
    """The best total in half points (the matta counts what is best), or None when bust."""
    s = sum(_HALF[c] * h[c] for c in range(8))
    if not h[8]:
        return s if s <= _SEVEN_AND_HALF else None
    fits = [s + v for v in _matta_values(rules) if s + v <= _SEVEN_AND_HALF]
    return max(fits) if fits else None


def _royal(h: _Counts, rules: LiveRules) -> bool:
    return sum(h) == 2 and h[8] == 1 and _total(h, rules) == _SEVEN_AND_HALF


def _lone_matta(h: _Counts) -> bool:
    return sum(h) == 1 and h[8] == 1


def _must_draw(p: _Counts, dealer_card: int, rules: LiveRules) -> bool:
    """Rule L3: the compulsory draws (the player's hand is not bust)."""
    if _lone_matta(p):
        return True
    t = _total(p, rules)
    assert t is not None
    # The dealer's king of denari counts 7 in the comparison ("until their total reaches 7").
    up = 14 if dealer_card == 8 else _HALF[dealer_card]
    if sum(p) == 1 and t == _FIVE and up == _FIVE:
        return True  # both begin on 5: a second card is dealt
    return t < up if rules.forced_draw == "until_equal" else t <= up


def _dealer_draws(d: _Counts, rules: LiveRules) -> bool:
    """Rule L5: the dealer draws below 5; a first-card matta takes one card, or draws to 5."""
    if _lone_matta(d):
        return True
    t = _total(d, rules)
    if t is None:
        return False
    if d[8] and sum(d) == 2 and rules.dealer_first_matta == "one_card":
        return False
    return t < _FIVE


def _settle(p: _Counts, d: _Counts | None, rules: LiveRules) -> Fraction:
    """Rules L6 and L7: the player's net per unit stake (*d* None: the player busted first)."""
    pt = _total(p, rules)
    if pt is None or d is None:
        return _settle_totals(pt, False, None, False, rules)
    return _settle_totals(pt, _royal(p, rules), _total(d, rules), _royal(d, rules), rules)


@lru_cache(maxsize=None)
def _settle_totals(pt: int | None, p_royal: bool, dt: int | None, d_royal: bool, rules: LiveRules) -> Fraction:
    """:func:`_settle` from the two totals in half points (None: bust) and whether each is a Royal."""
    if pt is None:
        return Fraction(-1)
    win = Fraction(3, 2) if rules.royal_payout == "3:2" and p_royal else Fraction(1)
    if dt is None:
        return win
    if pt != dt:
        return win if pt > dt else Fraction(-1)
    if pt == _FIVE:
        return Fraction(-1) if rules.five_tie == "dealer" else Fraction(0)
    if pt == _SEVEN_AND_HALF and rules.royal_tie != "push":
        if p_royal and not d_royal:
            return win
        if d_royal and not p_royal and rules.royal_tie == "royal_wins":
            return Fraction(-1)
    return Fraction(0)


# -- the public definitions ----------------------------------------------------------------


def _hand(cards: object, what: str) -> tuple[Card, ...]:
    hand = _cards(cards)
    if not hand:
        raise IllegalActionError(f"{what} needs at least one card, got none")
    return hand


def live_total(cards: str | Iterable[Card], rules: LiveRules | None = None) -> Fraction | None:
    """The best total of a live-game hand, or None when it is bust.

    The king of *denari* counts what gives the best total not over 7½
    (:ref:`Rule L2, the king of denari <live-rule-matta>`; a two-card 7½ with it is a Royal, :ref:`Rule L7, the Royal <live-rule-royal>`).

    >>> live_total("7c Rd"), live_total("7c Rd", LiveRules(matta_values="whole"))
    (Fraction(15, 2), None)
    >>> live_total("5c 4d")
    """
    rules = _check_live(rules if rules is not None else DEFAULT)
    t = _total(_counts(_hand(cards, "a hand")), rules)
    return None if t is None else Fraction(t, 2)


def live_must_draw(player: str | Iterable[Card], dealer_card: str | Card, rules: LiveRules | None = None) -> bool:
    """Whether the player must take another card against the dealer's face-up card (:ref:`Rule L3, compulsory draws <live-rule-forced>`).

    >>> live_must_draw("3c", "5d"), live_must_draw("5c", "5d"), live_must_draw("5c Fs", "5d")
    (True, True, False)
    >>> live_must_draw("6c", "Rd")
    True
    """
    rules = _check_live(rules if rules is not None else DEFAULT)
    hand = _hand(player, "the player's hand")
    up = _hand(dealer_card, "the dealer's card")
    if len(up) != 1:
        raise IllegalActionError(f"the dealer shows one card before the player plays, got {len(up)}")
    if up[0] in hand:
        raise IllegalActionError(f"the dealer's card {up[0]} is also in the player's hand")
    p = _counts(hand)
    if _total(p, rules) is None:
        raise IllegalActionError(f"the player's hand {' '.join(map(str, hand))} is bust: nothing to draw")
    return _must_draw(p, _class(up[0]), rules)


def live_dealer_draws(dealer: str | Iterable[Card], rules: LiveRules | None = None) -> bool:
    """Whether the dealer takes another card (:ref:`Rule L5, the dealer stands on 5 <live-rule-dealer>`).

    >>> live_dealer_draws("4c"), live_dealer_draws("4c Fs"), live_dealer_draws("4c Ac")
    (True, True, False)
    """
    rules = _check_live(rules if rules is not None else DEFAULT)
    return _dealer_draws(_counts(_hand(dealer, "the dealer's hand")), rules)


def live_settle(
    player: str | Iterable[Card], dealer: str | Iterable[Card] | None, rules: LiveRules | None = None
) -> Fraction:
    """The player's net on a stake of 1 (*dealer* None when the player busted).

    :ref:`Rule L6, settlement and ties <live-rule-settle>`; a Royal is paid by :ref:`Rule L7, the Royal <live-rule-royal>`.

    >>> live_settle("Rd Fc", "6d Fs Cc"), live_settle("5c", "5d"), live_settle("5c Fd", "5d Fs")
    (Fraction(3, 2), Fraction(-1, 1), Fraction(0, 1))
    >>> live_settle("7c Fc", "Rd Fd"), live_settle("7c Fc", "Rd Fd", LiveRules(royal_tie="push"))
    (Fraction(-1, 1), Fraction(0, 1))
    """
    rules = _check_live(rules if rules is not None else DEFAULT)
    p_cards = _hand(player, "the player's hand")
    if dealer is None:
        if _total(_counts(p_cards), rules) is not None:
            raise IllegalActionError("the dealer plays unless the player busted; give the dealer's cards")
        return Fraction(-1)
    d_cards = _hand(dealer, "the dealer's hand")
    shared = set(p_cards) & set(d_cards)
    if shared:
        raise IllegalActionError(f"a card cannot be in both hands, got {' '.join(sorted(map(str, shared)))}")
    return _settle(_counts(p_cards), _counts(d_cards), rules)


# -- the exact analysis --------------------------------------------------------------------------

_CLASS_NAMES = ("½", "1", "2", "3", "4", "5", "6", "7", "matta")


@dataclass(frozen=True, slots=True)
class LiveAnalysis:
    """The exact best play of the live game and its value, for one set of rules.

    ``value`` is the player's expected net per unit stake under the best
    play; ``return_to_player`` is ``1 + value``. :meth:`stands` is the best
    play; :meth:`policy_table` the table the chapter prints.
    """

    rules: LiveRules
    value: Fraction

    @property
    def return_to_player(self) -> Fraction:
        return 1 + self.value

    def stands(self, player: str | Iterable[Card], dealer_card: str | Card) -> bool:
        """Whether the best play stands (False: it draws; a compulsory draw always draws), :ref:`Rule L4, the player's choice <live-rule-choice>`.

        >>> a = live_solve()
        >>> a.stands("4c", "Fd"), a.stands("3c", "Ad"), a.stands("5c", "5d")
        (False, True, False)
        """
        hand = _hand(player, "the player's hand")
        up = _hand(dealer_card, "the dealer's card")
        if len(up) != 1 or up[0] in hand:
            raise IllegalActionError("the dealer shows one card, not in the player's hand")
        p, d = _counts(hand), _class(up[0])
        if _total(p, self.rules) is None:
            raise IllegalActionError(f"the player's hand {' '.join(map(str, hand))} is bust")
        return _solver(self.rules).stands(p, d)

    def policy_table(self) -> list[tuple[str, Fraction, bool, int, int, int]]:
        """Every free decision of the best play, grouped (:ref:`Rule L4, the player's choice <live-rule-choice>`).

        Rows ``(dealer's card, player's total, matta in hand, draws, stands,
        compulsory)``: how many of the player's hands with that total (as
        counts of cards, suits aside) draw, stand, or must draw, among those
        he can reach against that dealer's card.
        """
        return _solver(self.rules).table()


class _Solver:
    """Works back from every hand the player can hold against every dealer's first card."""

    def __init__(self, rules: LiveRules) -> None:
        self.rules = rules
        self.value_of = lru_cache(maxsize=None)(self._value)
        self.dealer_of = lru_cache(maxsize=None)(self._dealer)
        self.choice: dict[tuple[_Counts, int], bool | None] = {}

    @staticmethod
    def _left(p: _Counts, d: _Counts) -> _Counts:
        return tuple(_FULL[i] - p[i] - d[i] for i in range(9))

    def _dealer(self, d1: int, p: _Counts) -> tuple[tuple[tuple[int | None, bool], Fraction], ...]:
        """The dealer's final (total, Royal) and their probabilities, from his first card *d1*.

        The dealer's hands are listed by their number of cards; a hand reached
        in several orders is one entry, weighted by the number of ways
        (products of the counts of the cards drawn). The draws of one length
        share the denominator n (n - 1) ..., so one division per length.
        """
        rules = self.rules
        start = tuple(int(i == d1) for i in range(9))
        left = self._left(p, start)
        n = sum(left)
        out: dict[tuple[int | None, bool], Fraction] = {}
        layer: dict[_Counts, int] = {start: 1}
        depth, falling = 0, 1
        while layer:
            nxt: dict[_Counts, int] = {}
            finals: dict[tuple[int | None, bool], int] = {}
            for hand, w in layer.items():
                if not _dealer_draws(hand, rules):
                    key = (_total(hand, rules), _royal(hand, rules))
                    finals[key] = finals.get(key, 0) + w
                    continue
                for c in range(9):
                    k = left[c] - hand[c] + start[c]
                    if k > 0:
                        grown = hand[:c] + (hand[c] + 1,) + hand[c + 1:]
                        nxt[grown] = nxt.get(grown, 0) + w * k
            for key, w in finals.items():
                out[key] = out.get(key, Fraction(0)) + Fraction(w, falling)
            falling *= n - depth
            depth += 1
            layer = nxt
        return tuple(out.items())

    def stand_value(self, p: _Counts, d1: int) -> Fraction:
        pt, royal = _total(p, self.rules), _royal(p, self.rules)
        return sum((pr * _settle_totals(pt, royal, dt, d_royal, self.rules)
                    for (dt, d_royal), pr in self.dealer_of(d1, p)), Fraction(0))

    def _value(self, p: _Counts, d1: int) -> Fraction:
        t = _total(p, self.rules)
        if t is None:
            return Fraction(-1)
        if t == _SEVEN_AND_HALF and not _lone_matta(p):
            self.choice[p, d1] = True  # 7½ stands: any card would bust it
            return self.stand_value(p, d1)
        left = self._left(p, tuple(int(i == d1) for i in range(9)))
        n = sum(left)
        draw = sum(
            (self.value_of(tuple(p[i] + (i == c) for i in range(9)), d1) * Fraction(left[c], n)
             for c in range(9) if left[c]),
            Fraction(0),
        )
        if _must_draw(p, d1, self.rules):
            self.choice[p, d1] = None
            return draw
        stand = self.stand_value(p, d1)
        self.choice[p, d1] = stand >= draw
        return max(draw, stand)

    def total(self) -> Fraction:
        ev = Fraction(0)
        for a in range(9):
            for b in range(9):
                left = _FULL[b] - (a == b)
                if _FULL[a] and left > 0:
                    p = tuple(int(i == a) for i in range(9))
                    ev += Fraction(_FULL[a], 40) * Fraction(left, 39) * self.value_of(p, b)
        return ev

    def stands(self, p: _Counts, d1: int) -> bool:
        self.value_of(p, d1)
        return bool(self.choice[p, d1])

    def table(self) -> list[tuple[str, Fraction, bool, int, int, int]]:
        self.total()
        groups: dict[tuple[int, int, bool], list[int]] = {}
        for (p, d1), stands in self.choice.items():
            t = _total(p, self.rules)
            assert t is not None
            row = groups.setdefault((d1, t, bool(p[8])), [0, 0, 0])
            row[2 if stands is None else 1 if stands else 0] += 1
        return [(_CLASS_NAMES[d1], Fraction(t, 2), matta, *counts)  # type: ignore[misc]
                for (d1, t, matta), counts in sorted(groups.items())]


@lru_cache(maxsize=16)
def _solver(rules: LiveRules) -> _Solver:
    return _Solver(rules)


def live_solve(rules: LiveRules | None = None) -> LiveAnalysis:
    """The exact value of the live game under the best play (every option, see :class:`LiveRules`).

    Each round is dealt from a fresh deck, one card each face up (:ref:`Rule L1, one deck a round, one card each face up <live-rule-deal>`).

    >>> live_solve(LiveRules(royal_tie="push")).value
    Fraction(-4528548626881, 633549184632000)
    """
    rules = _check_live(rules if rules is not None else DEFAULT)
    return LiveAnalysis(rules=rules, value=_solver(rules).total())


# -- the simulation ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LiveSimulation:
    """Simulated rounds of the live game under the best play: the mean net per unit stake."""

    rounds: int
    mean: float
    stderr: float


def live_simulate(
    rules: LiveRules | None = None, *, rounds: int, rng: int | np.random.Generator
) -> LiveSimulation:
    """Play *rounds* rounds (at most 10⁸), each from a freshly shuffled deck, with the best play of :func:`live_solve`.

    Each round is dealt as :ref:`Rule L1, one deck a round, one card each face up <live-rule-deal>` says.

    >>> s = live_simulate(rounds=2000, rng=7)
    >>> s.rounds, abs(s.mean - float(live_solve().value)) < 4 * s.stderr
    (2000, True)
    """
    from hazardlib._checks import check_rng

    rules = _check_live(rules if rules is not None else DEFAULT)
    rounds = check_count(rounds, "rounds", InvalidRuleError, low=1, high=10**8)
    gen = check_rng(rng, InvalidRuleError)
    solver = _solver(rules)
    deck = [c for c in range(9) for _ in range(_FULL[c])]
    total = total_sq = 0.0
    for _ in range(rounds):
        order = [deck[i] for i in gen.permutation(40).tolist()]
        p, d = [0] * 9, [0] * 9
        p[order[0]] += 1
        d[order[1]] += 1
        d1, nxt = order[1], 2
        while _total(tuple(p), rules) is not None and not solver.stands(tuple(p), d1):
            p[order[nxt]] += 1
            nxt += 1
        final: _Counts | None = None
        if _total(tuple(p), rules) is not None:
            while _dealer_draws(tuple(d), rules):
                d[order[nxt]] += 1
                nxt += 1
            final = tuple(d)
        x = float(_settle(tuple(p), final, rules))
        total += x
        total_sq += x * x
    mean = total / rounds
    var = max(total_sq / rounds - mean * mean, 0.0)
    return LiveSimulation(rounds=rounds, mean=mean, stderr=(var / rounds) ** 0.5)


# -- the evidence of every option, and the variants ---------------------------------------------

_NOT_A_RULE = choice("Not a rule: the variant's name and the keys of its sources, which label it for the reader.")
_W = "wizardofodds-sette-e-mezzo"
_WV = "wizardofvegas2020-sette-e-mezzo"
_LC = "livecasinos-sette-e-mezzo"
_LD = "livedealer-forum-sette-e-mezzo"
_SR = "sanremo-7-e-mezzo"

_CARD = (
    stated(_W, "rules", "The king of coins may be worth the value of any other card (0.5, 1, 2, 3, 4, 5, 6, or 7)."),
    stated(_LD, "post 4", "It can take the value of ANY card, so long as there’s another card in the hand."),
    stated(_SR, "rules",
           "Il “Re di denari” è la “matta” e può assumere uno dei seguenti valori: 0.5, 1, 2, 3, 4, 5, 6, 7.",
           lang="it", rendering="The “king of coins” is the “matta” and can take one of the following values: "
                                "0.5, 1, 2, 3, 4, 5, 6, 7."),
)
_WHOLE = (
    stated("livecasinocomparer-sette-e-mezzo", "card values",
           "The King of Coins is a Wild Card and can be used as any whole number card 1 – 7."),
    stated(_LC, "rules",
           "It acts as a Wild card, substituting for any whole-number card value needed to complete a total."),
)
_UNTIL_EQUAL = (
    stated(_W, "rules", "If the player's card is less than the dealer's card in value, then the player is "
                        "obligated to hit until he has at least as many points as the dealer."),
    stated(_WV, "first post", "The player is obligated to take more cards until his total is at least equal to "
                              "the dealer, then he can choose to hit or stand."),
    stated("leovegas-sette-e-mezzo", "rules", "Il giocatore deve sempre tirare se ha un punteggio inferiore al banco;",
           lang="it", rendering="The player must always draw if his score is lower than the bank's;"),
)
_UNTIL_ABOVE = (
    stated(_LC, "rules", "the player must continue drawing cards until surpassing the dealer’s total. Only after "
                         "exceeding the dealer’s initial card value can the player decide to hit or stand."),
)
_ONE_CARD = (
    stated(_W, "rules", "He will also take exactly 1 card if his first card was the king of spades/coins."),
)
_TO_FIVE = (
    stated(_SR, "rules", "Il banco deve chiedere carte finché non giunge ad un punteggio pari almeno a 5",
           lang="it", rendering="The bank must ask for cards until it reaches a score of at least 5",
           note="The general rule, with no exception for a first king of denari; with the matta counting ½ or a "
                "whole number the two readings give the same hands (the king and any card make 7 or 7½)."),
)
_ROYAL_WINS = (
    inferred("bestcasinos-sette-e-mezzo", "Game Overview",
             "No source read says how a Royal meets the other side's ordinary 7½. Of the readings, only this one "
             "gives the published return of 99.31 % (the chapter computes each): the book's reading of the figure.",
             quote="Sette e Mezzo Live offers you 99.31% RTP rate"),
)
_PLAYER_ROYAL = (
    choice("A reading of the sources' silence: the Royal, the player's bonus hand, beats the dealer's ordinary "
           "7½, and the dealer's Royal is an ordinary 7½."),
)
_ROYAL_PUSH = (
    inferred(_WV, "first post", "The general tie rule, with no exception for a Royal.",
             quote="if player/dealer match any other score it's a push"),
)
_THREE_TWO = (
    stated(_LD, "post 7", "Sette e Mezzo Royal pays 3:2"),
    stated("livecasinocomparer-sette-e-mezzo", "card values",
           "A Sette e Mezzo Royal is a two-card combination making a hand total of seven and a half, with one of "
           "the cards being the King of Coins.", note="The definition of the Royal."),
)
_EVEN = (
    inferred(_SR, "rules", "The page names no Royal and no payout but even money: a winning 7½ is a winning hand."),
)
_FIVE_DEALER = (
    stated(_WV, "first post", "If player and dealer end up on 5.0 dealer wins, if player/dealer match any other "
                              "score it's a push, otherwise highest non bust hand wins."),
    stated(_LC, "rules", "If both hands tie on exactly 5, the dealer wins the round."),
)
_FIVE_PUSH = (
    stated(_SR, "rules", "Se le due mani hanno lo stesso valore, si ottiene un pareggio e il giocatore mantiene la "
                         "puntata.", lang="it",
           rendering="If the two hands have the same value, it is a tie and the player keeps his stake."),
)


def _o(name: str, value: object, rule: str, summary: str, evidence: tuple[Evidence, ...]) -> Option:
    return Option(field=name, value=option_key(value), rule=rule, summary=summary, evidence=evidence)


#: One entry for every value of every field of :class:`LiveRules`, with its rule, what it means and its evidence.
#:
#: :meta hide-value:
OPTIONS: tuple[Option, ...] = (
    _o("name", "custom", "—", "the variant's name (not a rule)", (_NOT_A_RULE,)),
    _o("matta_values", "card", "L2", "½ or a whole number from 1 to 7", _CARD),
    _o("matta_values", "whole", "L2", "a whole number from 1 to 7", _WHOLE),
    _o("forced_draw", "until_equal", "L3", "the player draws while below the dealer's card", _UNTIL_EQUAL),
    _o("forced_draw", "until_above", "L3", "the player draws until he passes the dealer's card", _UNTIL_ABOVE),
    _o("dealer_first_matta", "one_card", "L5", "a dealer's first king of denari takes one card", _ONE_CARD),
    _o("dealer_first_matta", "to_five", "L5", "a dealer's first king of denari draws to 5", _TO_FIVE),
    _o("royal_tie", "royal_wins", "L7", "a Royal beats the other side's ordinary 7½", _ROYAL_WINS),
    _o("royal_tie", "player_royal_only", "L7", "only the player's Royal beats an ordinary 7½", _PLAYER_ROYAL),
    _o("royal_tie", "push", "L7", "equal totals of 7½ push, Royal or not", _ROYAL_PUSH),
    _o("royal_payout", "3:2", "L7", "a winning Royal is paid 3 to 2", _THREE_TWO),
    _o("royal_payout", "1:1", "L7", "a winning Royal is paid even money", _EVEN),
    _o("five_tie", "dealer", "L6", "a tie on 5 goes to the dealer; other ties push", _FIVE_DEALER),
    _o("five_tie", "push", "L6", "every tie pushes", _FIVE_PUSH),
    _o("sources", (), "—", "the variant's bibliography keys (not a rule)", (_NOT_A_RULE,)),
)

#: Two published games, by name. ``"playtech"`` is Playtech's live game as its operators and players
#: describe it (the book's reading, see the chapter); ``"sanremo"`` is a free-play site's "7 e Mezzo".
VARIANTS: dict[str, LiveRules] = {
    "playtech": LiveRules(name="playtech", sources=(_W, _WV, _LC, _LD, "livecasinocomparer-sette-e-mezzo",
                                                    "bestcasinos-sette-e-mezzo")),
    "sanremo": LiveRules(name="sanremo", dealer_first_matta="to_five", royal_tie="push", royal_payout="1:1",
                         five_tie="push", sources=(_SR,)),
}

#: The default rules: the variant ``"playtech"``.
DEFAULT: LiveRules = VARIANTS["playtech"]


def _variant_fields(rules: LiveRules, own: dict[str, tuple[Evidence, ...]]) -> dict[str, tuple[Evidence, ...]]:
    """A variant's evidence: its own sources' words where given, else its options' evidence."""
    given = {"name": (_NOT_A_RULE,), "sources": (_NOT_A_RULE,), **own}
    return dict(variant_evidence(given, rules, OPTIONS))


#: The evidence of every named variant, field by field.
#:
#: :meta hide-value:
VARIANT_EVIDENCE: dict[str, dict[str, tuple[Evidence, ...]]] = {
    "playtech": _variant_fields(VARIANTS["playtech"], {}),
    "sanremo": _variant_fields(VARIANTS["sanremo"], {
        "matta_values": _CARD[2:], "forced_draw": (
            stated(_SR, "rules", "oppure fermarsi cliccando sul pulsante “STAI” ma solo se il proprio punteggio è "
                                 "superiore o uguale al valore della carta del banco.", lang="it",
                   rendering="or stand by clicking the “STAND” button, but only if his score is greater than or "
                             "equal to the value of the bank's card."),),
    }),
}
