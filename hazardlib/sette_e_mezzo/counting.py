"""A player who counts the cards: the best choice from the cards that are left (rules S5, S6, S13).

A deck is dealt until it runs out (:ref:`Rule S5, the deal <sette-rule-deal>`), so the later
hands of a deck come from what the earlier ones left, and every card of an earlier hand has been
shown at its settlement. :class:`CountingPlayer` sees those cards (``PlayerView.seen``) besides
his own, and at each decision of :ref:`Rule S6, a player's turn <sette-rule-turn>` draws when
drawing gains more than standing, worked out backwards over his next cards from the cards he has
not seen, against a dealer who stands on a fixed total (5 by default) and draws from the same
cards. From a fresh deck this is the best policy that
:func:`~hazardlib.sette_e_mezzo.analysis.solve` finds against that dealer; the tests check it
hand by hand.

The method is the solver's (the dealer's final hands from the cards left, what standing pays
against each, the player's values backwards), with the cards left in place of the full deck;
the values are floats, for they only decide (a draw must gain more than 1e-12 of a stake). The
suits of a two-card 7½ are weighed as in a fresh deck, and the other players' face-up cards in
this hand are not counted.

>>> from hazardlib.sette_e_mezzo.hands import Hand
>>> from hazardlib.sette_e_mezzo.policies import PlayerView
>>> counter = CountingPlayer()
>>> counter.draws(PlayerView(Hand.parse("5c").cards, DEFAULT))
True

With every ace, 2 and figure gone, any card breaks a 6 (the matta is gone too):

>>> gone = Hand.parse("Ac Ad Ab As 2c 2d 2b 2s Fc Cc Rc Fd Cd Rd Fb Cb Rb Fs Cs Rs").cards
>>> counter.draws(PlayerView(Hand.parse("6c").cards, DEFAULT, seen=gone))
False
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hazardlib.cards import Card
from hazardlib.errors import InvalidPolicyError
from hazardlib.sette_e_mezzo.kinds import BUST, KINDS, Model, model_of
from hazardlib.sette_e_mezzo.model import (
    Counts,
    DealerDraws,
    Outcome,
    Payoffs,
    PolicyByKind,
    as_kinds,
    check_reply_rules,
    with_card,
)
from hazardlib.sette_e_mezzo.policies import DealerStandOn, PlayerView, SolvedPolicy, StandOn, _check_first_card, _check_view
from hazardlib.sette_e_mezzo.rules import DEFAULT, Rules

__all__ = ["CountingPlayer"]

#: A draw must gain more than this (in stakes) over standing: the values are floats.
_MARGIN = 1e-12


@dataclass(frozen=True, slots=True, eq=False)
class CountingPlayer:
    """A player policy that counts the cards: the best draw or stand from the cards he has not seen.

    *dealer*: the dealer he plays against in his reckoning, a
    :class:`~hazardlib.sette_e_mezzo.policies.DealerStandOn` (the players of the
    book's tables reckon with a dealer who stands on 5). Rules with the optional
    first-card rules (burning, the *targa*, an ace ½) are refused: this player
    never burns a card nor declares an ace ½.
    """

    rules: Rules = DEFAULT
    dealer: DealerStandOn = DealerStandOn(5)
    _counter: _Counter = field(init=False, repr=False)

    def __post_init__(self) -> None:
        rules = check_reply_rules(self.rules, "a counting player plays")
        if not isinstance(self.dealer, DealerStandOn):
            raise InvalidPolicyError(f"dealer must be a DealerStandOn, got {self.dealer!r}")
        object.__setattr__(self, "_counter", _Counter(model_of(rules), self.dealer))

    def draws(self, view: PlayerView) -> bool:
        """Whether to draw, holding ``view.cards`` after seeing ``view.seen``."""
        _check_view(view, (PlayerView,))
        if view.rules != self.rules:
            raise InvalidPolicyError("the view's rules are not the rules of this player")
        c = self._counter
        return c.draws(c.base(view.seen), c.m.counts(view.cards))

    def burns(self, card: Card, rules: Rules) -> bool:
        _check_first_card(card, rules)
        return False

    def declares_ace_half(self, card: Card, rules: Rules) -> bool:
        _check_first_card(card, rules)
        return False

    def __repr__(self) -> str:
        return f"CountingPlayer(rules={self.rules.name!r}, dealer={self.dealer!r})"


class _Counter:
    """The reckoning: the player's values backwards over his next cards, from a deck of given counts."""

    def __init__(self, m: Model, dealer: DealerStandOn) -> None:
        self.m = m
        self.dealer = DealerDraws.of(m, dealer)
        self.threshold = self.dealer.base
        self.payoffs = Payoffs(m)
        self.pay: dict[tuple[int, tuple[int, ...] | None, Outcome], float] = {}
        # For the full deck and the last other deck: (value, draws) of each hand, the dealer's hands.
        self.memos: dict[Counts, tuple[dict[Counts, tuple[float, bool]],
                                       dict[tuple[Counts, int], dict[Outcome, int]]]] = {}

    def base(self, seen: tuple[Card, ...]) -> Counts:
        """The deck less the cards *seen*, by kind."""
        full = list(self.m.full)
        for card in seen:
            full[self.m.klass[card]] -= 1
        return tuple(full)

    def draws(self, base: Counts, hand: Counts) -> bool:
        """Whether drawing beats standing, holding *hand*, the cards *base* less *hand* unseen."""
        found = self.memos.get(base)
        if found is None:
            # Keep the full deck's tables and one other deck's: a deck's hands come in turn.
            for key in [k for k in self.memos if k != self.m.full]:
                del self.memos[key]
            found = self.memos[base] = ({}, {})
        t = self.m.hand_total(hand)
        if t == BUST or t == 15:
            return False
        self._value(base, hand, *found)
        return found[0][hand][1]

    def _stand(self, base: Counts, hand: Counts, t: int,
               dealer_memo: dict[tuple[Counts, int], dict[Outcome, int]]) -> float:
        rest = tuple(b - h for b, h in zip(base, hand))
        buckets = self.dealer.buckets(rest, self.threshold, dealer_memo)
        weight = sum(buckets.values())
        if weight == 0:
            return 0.0
        pair = as_kinds(hand) if sum(hand) == 2 and t == 15 else None
        acc = 0.0
        for outcome, w in buckets.items():
            key = (t, pair, outcome)
            x = self.pay.get(key)
            if x is None:
                x = self.pay[key] = float(self.payoffs.payoff(t, pair, outcome))
            acc += w * x
        return acc / weight

    def _value(self, base: Counts, hand: Counts, memo: dict[Counts, tuple[float, bool]],
               dealer_memo: dict[tuple[Counts, int], dict[Outcome, int]]) -> float:
        found = memo.get(hand)
        if found is not None:
            return found[0]
        t = self.m.hand_total(hand)
        stand = self._stand(base, hand, t, dealer_memo)
        rest = [b - h for b, h in zip(base, hand)]
        left = sum(rest)
        if t == 15 or left == 0:
            memo[hand] = (stand, False)
            return stand
        draw = 0.0
        for c in range(KINDS):
            if rest[c] <= 0:
                continue
            nxt = with_card(hand, c)
            draw += rest[c] * (-1.0 if self.m.hand_total(nxt) == BUST else self._value(base, nxt, memo, dealer_memo))
        draw /= left
        drawing = draw > stand + _MARGIN
        best = draw if drawing else stand
        memo[hand] = (best, drawing)
        return best

    def possible(self, base: Counts, order: list[int]) -> frozenset[int]:
        """The face-down kinds with which this player, from the deck *base*, plays the face-up *order* and stands."""
        out = set()
        for h in range(KINDS):
            if base[h] <= 0:
                continue
            hand = tuple(1 if c == h else 0 for c in range(KINDS))
            ok = True
            for c in order:
                if hand[c] >= base[c] or not self.draws(base, hand):
                    ok = False
                    break
                hand = with_card(hand, c)
            if ok and self.m.hand_total(hand) not in (BUST, 15) and not self.draws(base, hand):
                out.add(h)
        return frozenset(out)


def by_kind(m: Model, player: SolvedPolicy | StandOn | CountingPlayer) -> PolicyByKind:
    """A player policy read by kinds (:class:`~hazardlib.sette_e_mezzo.model.PolicyByKind`), a counting player's too.

    A counting player is read from a fresh deck: the dealer's replies ask of
    him what he does in the first hand of a deck.
    """
    if isinstance(player, CountingPlayer):
        counter, full = player._counter, m.full

        def counting(h: int, up: Counts) -> bool:
            return counter.draws(full, with_card(up, h))

        return PolicyByKind(m, counting)
    return PolicyByKind.of(m, player)
