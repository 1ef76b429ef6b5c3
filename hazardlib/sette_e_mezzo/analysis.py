"""The exact analysis: the chance of a reale and of going bust, the dealer's hand, the best play.

Every number is an exact ``Fraction`` over the finite 40-card deck, the
*matta* included, and nothing here needs numpy. :func:`reale_probability`
counts the pairs of rule S10, :func:`bust_probability` the busting cards of
rule S7; :func:`dealer_distribution` is the dealer's final hand under rule
S8; :func:`solve` finds the player's best policy against a dealer, and its
exact value; :func:`policy_value` is the value of a given policy. The
method is the chapter's ("The method"), in :mod:`hazardlib.sette_e_mezzo.solver`.

>>> solve(DEFAULT, DealerStandOn(5)).value
Fraction(-10213606519141, 64436367996000)
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field
from fractions import Fraction

from hazardlib._checks import check_bool
from hazardlib.cards import Card, check_cards
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidOutcomeError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import FACTORIAL, MATTA, KINDS, VALUE
from hazardlib.sette_e_mezzo.hands import _cards, hand_value
from hazardlib.sette_e_mezzo.policies import (
    DealerSeesCards,
    DealerStandOn,
    PlayerPolicy,
    PlayerView,
    SolvedPolicy,
    _check_dealer_policy,
    _check_player_policy,
)
from hazardlib.sette_e_mezzo.rules import DECK, DEFAULT, SEVEN_AND_HALF, Rules, _check_rules, _half
from hazardlib.sette_e_mezzo.solver import _Solver

__all__ = [
    "bust_probability",
    "reale_probability",
    "dealer_distribution",
    "Analysis",
    "solve",
    "policy_value",
]


def bust_probability(
    cards: str | Iterable[Card],
    rules: Rules = DEFAULT,
    *,
    seen: str | Iterable[Card] = (),
    ace_half: bool = False,
) -> Fraction:
    """The exact probability that one more card busts the hand.

    The chance of :ref:`Rule S7, going bust <sette-rule-bust>`. The card
    comes from the deck less the hand and the *seen* cards.

    >>> bust_probability("5c")         # any 3 to 7 busts: 4+4+3+4+4 = 19 of 39 cards
    Fraction(19, 39)
    >>> bust_probability("5c Rd")      # safe: a figure, an ace or a 2 (19 of 38)
    Fraction(1, 2)
    >>> bust_probability("5c 2c", seen="Fb")   # safe: 10 figures and the matta
    Fraction(26, 37)
    """
    rules = _check_rules(rules)
    hand = _cards(cards)
    gone = _cards(seen, ordered=False)
    both = check_cards(hand + gone, deck=DECK, context="the hand and the seen cards")
    if not hand:
        raise InvalidCardError("a hand needs at least one card, got none")
    ace_half = check_bool(ace_half, "ace_half", IllegalActionError)
    rest = [c for c in DECK if c not in set(both)]
    if not rest:
        raise InvalidOutcomeError("no card is left to draw")
    busting = sum(
        1 for c in rest if hand_value(hand + (c,), rules, ace_half=ace_half).bust
    )
    return Fraction(busting, len(rest))


def reale_probability(rules: Rules = DEFAULT) -> Fraction:
    """The exact probability that a player's first two cards make a reale.

    The chance of :ref:`Rule S10, the sette e mezzo reale <sette-rule-reale>`,
    counted over the 780 pairs of the deck.

    >>> reale_probability()                          # same suit needed
    Fraction(7, 390)
    >>> reale_probability(Rules.variant("treccani"))  # any suit
    Fraction(59, 780)
    """
    rules = _check_rules(rules)
    pairs = list(itertools.combinations(DECK, 2))
    good = sum(1 for pair in pairs if hand_value(pair, rules).reale)
    return Fraction(good, len(pairs))


@dataclass(frozen=True, slots=True)
class Analysis:
    """The exact heads-up analysis of one set of rules against one dealer policy.

    ``value`` is the player's expected result per unit stake when he plays
    ``policy`` (the best policy, unless a fixed one was analysed), from a
    freshly shuffled deck; ``dealer_edge`` is the dealer's gain, ``-value``.
    ``first_cards`` gives, for each kind of first card (``"1/2"`` for a
    figure, ``"1"`` to ``"7"``, ``"matta"``), its value and the choice made
    on it (``"keep"``, ``"burn"`` or ``"ace_half"``). An analysis is made by
    :func:`solve` or :func:`policy_value`, not by hand.
    """

    rules: Rules
    dealer: DealerStandOn | DealerSeesCards
    value: Fraction
    policy: SolvedPolicy
    first_cards: tuple[tuple[str, Fraction, str], ...]
    _solver: object = field(repr=False, compare=False)  # a _Solver (private)

    def __post_init__(self) -> None:
        if not (
            isinstance(self._solver, _Solver)
            and isinstance(self.rules, Rules)
            and isinstance(self.dealer, (DealerStandOn, DealerSeesCards))
            and isinstance(self.value, Fraction)
            and isinstance(self.policy, SolvedPolicy)
            and isinstance(self.first_cards, tuple)
        ):
            raise InvalidRuleError(
                "an Analysis is made by solve() or policy_value(), not by hand; "
                f"got rules={self.rules!r}, dealer={self.dealer!r}, value={self.value!r}"
            )

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
        return self._s.values.stand(hand, hole, -1, ace, total)

    def draw_value(self, cards: str | Iterable[Card], *, ace_half: bool = False) -> Fraction:
        """The exact expected result of drawing one card, then playing ``policy``."""
        hand, hole, ace, _ = self._state(cards, ace_half)
        return self._s.values.draw(hand, hole, -1, ace)

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
        values = self._s.values
        m = values.m
        counts: dict[tuple[int, bool], list[int]] = {}
        for hand, hole, burned, ace in values.value_memo:
            n = sum(hand)
            other = sum(VALUE[c] * hand[c] for c in range(KINDS)) - (1 if ace else 0)
            t = m.total(other, hand[MATTA] > 0, n)
            if t == 15:
                continue
            slot = counts.setdefault((t, hand[MATTA] > 0), [0, 0])
            slot[0 if values.key(hand, hole, burned, ace) in values.draw_keys else 1] += 1
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
        counts = tuple(cl.count(c) for c in range(KINDS))
        return counts, cl[0], bool(ace_half), int(v.total * 2)


def _check_exact_dealer(dealer: object) -> DealerStandOn | DealerSeesCards:
    _check_dealer_policy(dealer)
    if not isinstance(dealer, (DealerStandOn, DealerSeesCards)):
        raise InvalidRuleError(
            f"the exact analysis knows DealerStandOn and DealerSeesCards, got {dealer!r}"
        )
    return dealer


def _analyse(rules: Rules, dealer: object, player: PlayerPolicy | None) -> Analysis:
    rules = _check_rules(rules)
    exact_dealer = _check_exact_dealer(dealer)
    solver = _Solver(rules, exact_dealer, player)
    value = solver.root()
    m = solver.m
    burn = frozenset(c for c, (_, how) in solver.first_choice.items() if how == "burn")
    ace = solver.first_choice.get(1, (Fraction(0), "keep"))[1] == "ace_half"
    names = ["1/2", "1", "2", "3", "4", "5", "6", "7", "matta"]
    firsts = tuple(
        (names[c], v, how) for c, (v, how) in sorted(solver.first_choice.items()) if m.full[c]
    )
    policy = SolvedPolicy(rules, frozenset(solver.values.draw_keys), burn, ace)
    return Analysis(rules, exact_dealer, value, policy, firsts, solver)


def solve(
    rules: Rules = DEFAULT, dealer: DealerStandOn | DealerSeesCards = DealerStandOn(5)
) -> Analysis:
    """The player's best policy against *dealer*, heads-up from a fresh deck, exactly.

    The best policy may use everything the player knows of the kinds of his
    cards (their values, the matta), not their suits: his face-down card, his
    face-up cards and the card he burned. It is found by backward
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

    >>> from hazardlib.sette_e_mezzo.policies import StandOn
    >>> policy_value(DEFAULT, StandOn(5)) < solve(DEFAULT).value
    True
    >>> policy_value(DEFAULT, DealerStandOn(5))
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidPolicyError: player must be a player policy, like StandOn(5), with the methods draws, burns and declares_ace_half; got DealerStandOn(total=Fraction(5, 1)), which lacks burns, declares_ace_half
    """
    _check_rules(rules)
    _check_player_policy(player)
    return _analyse(rules, dealer, player).value


def dealer_distribution(
    rules: Rules = DEFAULT,
    dealer: DealerStandOn | DealerSeesCards = DealerStandOn(5),
    *,
    seen: str | Iterable[Card] = (),
) -> dict[str, Fraction]:
    """The exact distribution of the dealer's final hand when he plays alone.

    Drawn from the deck less the *seen* cards; a
    :class:`~hazardlib.sette_e_mezzo.policies.DealerSeesCards`
    dealer with nobody to read plays to *stand_on*. Keys are totals
    (``'5'``, ``'11/2'``, ..., ``'15/2'``), ``'reale'`` and ``'bust'``.
    Cards so few that they can run out before the dealer stands are refused.

    >>> d = dealer_distribution(DEFAULT, DealerStandOn(Fraction(15, 2)))
    >>> sorted(d) == ['15/2', 'bust', 'reale'], sum(d.values())
    (True, Fraction(1, 1))
    >>> dealer_distribution(seen=DECK[1:])
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: the 1 card left can run out before the dealer stands on 5: the dealer's hand is not defined
    """
    rules = _check_rules(rules)
    exact_dealer = _check_exact_dealer(dealer)
    solver = _Solver(rules, exact_dealer, None)
    m = solver.m
    gone = m.classes(_cards(seen, ordered=False))
    rest = list(m.full)
    for c in gone:
        rest[c] -= 1
    left = sum(rest)
    if not left:
        raise InvalidOutcomeError("no card is left for the dealer to draw: every card of the deck is seen")
    buckets = solver.dealer.buckets(tuple(rest), solver.dealer.base)
    denominator = FACTORIAL[left]
    if sum(buckets.values()) != denominator:
        # Some orders of the cards left end before the dealer reaches his total.
        cards = "card" if left == 1 else "cards"
        raise InvalidOutcomeError(
            f"the {left} {cards} left can run out before the dealer stands on "
            f"{_half(solver.dealer.base)}: the dealer's hand is not defined"
        )
    out: dict[str, Fraction] = {}
    for outcome, w in buckets.items():
        if outcome == "bust":
            out["bust"] = out.get("bust", Fraction(0)) + Fraction(w, denominator)
            continue
        assert isinstance(outcome, tuple)
        t, pair = outcome
        p = Fraction(w, denominator)
        chance = solver.payoffs.reale_chance(pair)
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
