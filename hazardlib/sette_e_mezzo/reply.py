"""The dealer's best reply to a player's policy, heads-up, exactly.

The fixed dealers of rule S8 (:class:`~hazardlib.sette_e_mezzo.policies.DealerStandOn`,
:class:`~hazardlib.sette_e_mezzo.policies.DealerSeesCards`) follow rules of thumb. A dealer who
knows the player's policy can do better: at each decision he knows his own cards, the player's
face-up cards in the order they came, whether the player stood, showed 7½ (all his cards, rule S7)
or busted, and the policy. He weighs the player's possible face-down cards by Bayes' rule (a
face-down card is possible when the policy, holding it, would have drawn at every earlier step and
stood at the last) and draws or stands to maximise his expected gain.

The method, exact in ``Fraction``:

* The player's deals are listed by the order of his face-up cards. For each order, the face-down
  cards with which the policy would have played it are an *information set* of the dealer; orders
  with the same cards and the same possible face-down cards are one set, counted as many times.
* The probability of dealing a given sequence of kinds of card (face-down card, face-up cards,
  dealer's cards) depends only on how many of each kind it holds: the product of
  ``full · (full - 1) · ...`` over the kinds, divided by ``40 · 39 · ...``. So the dealer's
  posterior weights are integers, one per possible face-down card.
* For each information set the dealer's choices are solved backwards over his own hands (a few
  hundred, by their cards): standing is worth the weighted payoff against each possible hand of
  the player (the suits of two-card 7½ by the symmetry of the solver), drawing the average over
  the next card.

>>> from hazardlib.sette_e_mezzo.analysis import solve
>>> from hazardlib.sette_e_mezzo.policies import DealerStandOn
>>> best = solve(DEFAULT, DealerStandOn(5))
>>> reply = dealer_best_reply(DEFAULT, best.policy)
>>> reply.value < best.value
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from math import prod

from hazardlib.errors import InvalidPolicyError
from hazardlib.sette_e_mezzo.counting import CountingPlayer, by_kind
from hazardlib.sette_e_mezzo.kinds import BUST, KINDS, Model, model_of
from hazardlib.sette_e_mezzo.model import (
    Counts,
    Outcome,
    Payoffs,
    as_kinds,
    check_player,
    check_reply_rules,
    deal_ways,
    dealer_outcome,
    falling,
    with_card,
)
from hazardlib.sette_e_mezzo.policies import DealerView, SolvedPolicy, StandOn
from hazardlib.sette_e_mezzo.rules import DEFAULT, Rules

__all__ = ["DealerReply", "dealer_best_reply", "BestReply"]

#: More cards than any dealer's hand can hold without passing 7½ (eleven figures and two aces).
_MOST_DEALER_CARDS = 14


@dataclass(frozen=True, slots=True)
class DealerReply:
    """The dealer's best reply to one player policy, heads-up from a fresh deck.

    ``value`` is the player's expected result per unit stake when the dealer replies at his best;
    ``dealer_edge`` is ``-value``. ``information_sets`` counts the dealer's information sets after
    the player stood (a possible face-down card set for each order of face-up cards, merged).
    """

    rules: Rules
    player: SolvedPolicy | StandOn
    value: Fraction
    information_sets: int
    #: The solver that made it, which holds the dealer's choices.
    best: BestReply = field(repr=False, compare=False)

    @property
    def dealer_edge(self) -> Fraction:
        return -self.value

    def draws(self, view: DealerView) -> bool:
        """The reply as a dealer's policy (heads-up): whether the dealer draws.

        A dealer who sees what the policy never does (the player stood where
        it draws) learns nothing from the policy: he then weighs every
        face-down card that the cards shown allow, and replies at his best
        to that.
        """
        if not isinstance(view, DealerView):
            raise InvalidPolicyError(f"view must be a DealerView, got {view!r}")
        if view.rules != self.rules:
            raise InvalidPolicyError("the view's rules are not the rules of this reply")
        if not view.players:
            return False
        if len(view.players) != 1:
            raise InvalidPolicyError(f"the dealer's best reply is heads-up, got {len(view.players)} players")
        r = self.best
        m = r.m
        dealer = m.counts(view.cards)
        total = m.hand_total(dealer)
        if total == BUST or total == 15:
            return False
        shown = m.classes(view.players[0][0])
        if 0 in view.whole:
            up = m.counts(view.players[0][0][1:])
            return r.draws_at(up, frozenset({shown[0]}), dealer, shown=True)
        return r.draws_at(m.counts(view.players[0][0]), r.read(shown), dealer, shown=False)


class BestReply:
    """The dealer's best reply to a player's policy read by kinds, one information set at a time.

    :func:`dealer_best_reply` sums it over every set; the game solved
    (:mod:`~hazardlib.sette_e_mezzo.equilibrium`) reads the dealer's choices
    from it. *fixed*: a dealer who draws below this total (half-points)
    instead of replying at his best, to check the method against the
    solver's fixed dealer.
    """

    # Declared on the class too, so that the API page reads the type of *rules* (it is ambiguous by name).
    rules: Rules

    def __init__(self, rules: Rules, player: SolvedPolicy | StandOn | CountingPlayer, fixed: int | None = None) -> None:
        self.rules = rules
        self.fixed = fixed
        self.m: Model = model_of(rules)
        self.full = self.m.full
        self.payoffs = Payoffs(self.m)
        self.policy = by_kind(self.m, player)
        # The dealer's choice at each of his hands, by information set: (up, possible, dealer) -> draws.
        self._choice: dict[tuple[Counts, frozenset[int], Counts], bool] = {}
        self._solved: set[tuple[Counts, frozenset[int]]] = set()
        self._int_payoffs: dict[tuple[int, tuple[int, ...] | None, Outcome], int] = {}
        self.q = self.payoffs.common_denominator()

    def read(self, order: list[int]) -> frozenset[int]:
        """The face-down kinds the dealer allows after the face-up cards *order*, the player having stood.

        Those with which the policy plays them and stands; off the policy's
        path (it never stands there), every kind the cards alone allow.
        """
        possible = self.policy.possible(order)
        if possible:
            return possible
        up = (0,) * KINDS
        for c in order:
            up = with_card(up, c)
        return self.policy.unread(up)

    def draws_at(self, up: Counts, possible: frozenset[int], dealer: Counts, *, shown: bool) -> bool:
        """Whether the dealer draws holding *dealer*, the player having shown *up* with one of *possible* face down.

        With *shown* the player showed all his cards (a 7½): *possible* is his
        face-down card. A hand the reply never reaches is played as a dealer
        who stands on 5 would.
        """
        if possible and (up, possible) not in self._solved:
            self.solve_set(up, possible, shown)
        found = self._choice.get((up, possible, dealer))
        return found if found is not None else self.m.hand_total(dealer) < 10

    def choices(self) -> dict[tuple[Counts, frozenset[int], Counts], bool]:
        """Every choice of the dealer solved so far: ``(up, possible, dealer hand) -> draws``."""
        return dict(self._choice)

    # -- the player's side: information sets ----------------------------------------------------

    def player_sets(self) -> tuple[dict[tuple[Counts, frozenset[int]], int], dict[tuple[Counts, int], int],
                                   dict[tuple[Counts, int], int]]:
        """Orders of face-up cards, merged: (stood), (showed 7½), (busted), with their counts."""
        stood: dict[tuple[Counts, frozenset[int]], int] = {}
        shown: dict[tuple[Counts, int], int] = {}
        busted: dict[tuple[Counts, int], int] = {}
        zero = (0,) * KINDS
        step = self.policy.step

        def walk(up: Counts, drawing: frozenset[int]) -> None:
            stops: set[int] = set()
            going: set[int] = set()
            for h in drawing:
                what = step(h, up)
                if what == "bust":
                    busted[up, h] = busted.get((up, h), 0) + 1
                elif what == "shown":
                    shown[up, h] = shown.get((up, h), 0) + 1
                elif what == "draw":
                    going.add(h)
                elif what == "stand":
                    stops.add(h)
            if stops:
                key = (up, frozenset(stops))
                stood[key] = stood.get(key, 0) + 1
            if going:
                for c in range(KINDS):
                    if up[c] < self.full[c]:
                        walk(with_card(up, c), frozenset(going))

        walk(zero, frozenset(c for c in range(KINDS) if self.full[c]))
        return stood, shown, busted

    # -- the dealer's side ------------------------------------------------------------------------

    def solve_set(self, up: Counts, possible: frozenset[int], shown: bool) -> Fraction:
        """The player's value over this information set, summed over the dealer's first cards.

        Integers throughout: for a dealer's hand *D*, the weight of a face-down
        card *h* is the weight of the face-up cards, times ``base(D)`` (the
        ways to deal *D* after them), times the cards of *h*'s kind still
        unseen. Values are scaled by ``Q`` (the payoffs' common denominator)
        and by the product of the deck sizes still to come, so that drawing is
        a plain sum; one division at the end.
        """
        full = self.full
        m = self.m
        players = []
        for h in sorted(possible):
            hand = with_card(up, h)
            pair = as_kinds(hand) if shown and sum(hand) == 2 else None
            players.append((h, m.hand_total(hand), pair))
        seen = sum(up) + 1
        cap = seen + _MOST_DEALER_CARDS
        scale = [prod(range(40 - cap + 1, 40 - t + 1)) for t in range(cap + 1)]  # scale[t] = (40-t)...(40-cap+1)
        q = self.q
        pays = self._int_payoffs
        memo: dict[Counts, int] = {}

        def value(dealer: Counts, base: int) -> int:
            found = memo.get(dealer)
            if found is not None:
                return found
            outcome = dealer_outcome(m, dealer)
            stand = 0
            for h, t, pair in players:
                k = full[h] - up[h] - dealer[h]
                if k > 0:
                    key = (t, pair, outcome)
                    pay = pays.get(key)
                    if pay is None:
                        exact = self.payoffs.payoff(t, pair, outcome) * q
                        assert exact.denominator == 1
                        pay = pays[key] = int(exact)
                    stand += k * pay
            stand *= base * scale[seen + sum(dealer)]
            if outcome == "bust" or outcome[0] == 15:
                memo[dealer] = stand
                return stand
            draw = 0
            for c in range(KINDS):
                left = full[c] - up[c] - dealer[c]
                if left > 0:
                    draw += value(with_card(dealer, c), base * left)
            if self.fixed is not None:
                drawing = m.hand_total(dealer) < self.fixed
            else:
                drawing = draw < stand  # the dealer maximises his gain: the player's value falls
            self._choice[up, possible, dealer] = drawing
            best = draw if drawing else stand
            memo[dealer] = best
            return best

        total = 0
        for d1 in range(KINDS):
            left = full[d1] - up[d1]
            if left > 0:
                total += value(tuple(int(c == d1) for c in range(KINDS)), left)
        self._solved.add((up, possible))
        return Fraction(total * deal_ways(full, up), q * prod(range(40 - cap + 1, 41)))

    def value(self) -> tuple[Fraction, int]:
        """The player's value against the reply, and the number of information sets after he stood."""
        stood, shown, busted = self.player_sets()
        total = Fraction(0)
        for (up, possible), n in stood.items():
            total += n * self.solve_set(up, possible, False)
        for (up, h), n in shown.items():
            total += n * self.solve_set(up, frozenset({h}), True)
        for (up, h), n in busted.items():
            total -= n * Fraction(deal_ways(self.full, with_card(up, h)), falling(40, sum(up) + 1))
        return total, len(stood)


def dealer_best_reply(rules: Rules = DEFAULT, player: SolvedPolicy | StandOn | None = None) -> DealerReply:
    """The dealer's best reply to *player* (a solved policy, or ``StandOn``), heads-up, exactly.

    Rules with the optional first-card rules (burning, the *targa*, an ace ½) are refused.
    """
    check_reply_rules(rules, "the dealer's best reply is computed")
    if player is None:
        from hazardlib.sette_e_mezzo.analysis import solve
        from hazardlib.sette_e_mezzo.policies import DealerStandOn

        player = solve(rules, DealerStandOn(5)).policy
    player = check_player(rules, player)
    r = BestReply(rules, player)
    value, sets = r.value()
    return DealerReply(rules=rules, player=player, value=value, information_sets=sets, best=r)
