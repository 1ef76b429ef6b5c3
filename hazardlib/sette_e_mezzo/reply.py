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

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm, prod

from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo._model import _BUST, _NCLASS, _RADIX, _WEIGHT, _Model, _model
from hazardlib.sette_e_mezzo.counting import CountingPlayer
from hazardlib.sette_e_mezzo.policies import DealerView, SolvedPolicy, StandOn
from hazardlib.sette_e_mezzo.rules import DEFAULT, Rules, _check_rules
from hazardlib.sette_e_mezzo.solver import _Out, _Payoffs

__all__ = ["DealerReply", "dealer_best_reply"]

_Counts = tuple[int, ...]
#: More cards than any dealer's hand can hold without passing 7½ (eleven figures and two aces).
_MOST_DEALER_CARDS = 14


def _falling(n: int, k: int) -> int:
    return prod(range(n - k + 1, n + 1))


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
    _reply: object = field(repr=False, compare=False)  # the _Reply that made it (private)

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
        r = self._reply
        assert isinstance(r, _Reply)
        m = r.m
        mine = tuple(m.classes(view.cards))
        dealer = tuple(mine.count(c) for c in range(_NCLASS))
        total = r.total(dealer)
        if total == _BUST or total == 15:
            return False
        shown = m.classes(view.players[0][0])
        whole = 0 in view.whole
        if whole:
            up = tuple(shown[1:].count(c) for c in range(_NCLASS))
            possible = frozenset({shown[0]})
        else:
            up = tuple(shown.count(c) for c in range(_NCLASS))
            possible = r.possible(shown)
            if not possible:  # off the policy's path: the cards alone
                possible = frozenset(h for h in range(_NCLASS) if up[h] < r.full[h]
                                     and r.total(_add(up, h)) not in (_BUST, 15))
        key = (up, possible, dealer)
        if key not in r.choice and possible:
            r.solve_set(up, possible, whole)
        found = r.choice.get(key)
        return found if found is not None else total < 10


class _Reply:
    def __init__(self, rules: Rules, player: SolvedPolicy | StandOn | CountingPlayer, fixed: int | None = None) -> None:
        # *fixed*: a dealer who draws below this total (half-points) instead of replying at his
        # best, to check the method against the solver's fixed dealer.
        self.fixed = fixed
        self.m: _Model = _model(rules)
        self.payoffs = _Payoffs(self.m)
        self.full = self.m.full
        self.draws_at = self._policy(player)
        self.choice: dict[tuple[_Counts, frozenset[int], _Counts], bool] = {}
        self.int_payoffs: dict[tuple[int, tuple[int, ...] | None, _Out], int] = {}
        self.q = self._common_denominator()

    def _common_denominator(self) -> int:
        """A multiple of every payoff's denominator (they come from the suits of two-card 7½)."""
        pairs = {tuple(sorted((a, b))) for a in range(_NCLASS) for b in range(_NCLASS)
                 if self.full[a] and self.full[b] and (a != b or self.full[a] > 1)}
        pairs = {p for p in pairs if self.total(_add(_add((0,) * _NCLASS, p[0]), p[1])) == 15}
        q = 1
        for p in pairs:
            q = lcm(q, self.payoffs.reale_chance(p).denominator)
            for d in pairs:
                if any((p + d).count(c) > self.full[c] for c in range(_NCLASS)):
                    continue  # the two pairs cannot both be dealt
                for x in self.payoffs.joint(p, d):
                    q = lcm(q, x.denominator)
        return q

    def _policy(self, player: SolvedPolicy | StandOn | CountingPlayer) -> Callable[[int, _Counts], bool]:
        if isinstance(player, CountingPlayer):  # from a fresh deck (the table's reply asks it of others)
            counter, full = player._counter, self.full

            def counting(h: int, up: _Counts) -> bool:
                return counter.draws(full, _add(up, h))

            return counting
        if isinstance(player, SolvedPolicy):
            keys = player.draw_keys

            def solved(h: int, up: _Counts) -> bool:
                return h * _RADIX + sum(_WEIGHT[c] * up[c] for c in range(_NCLASS)) in keys

            return solved
        limit = int(player.total * 2)

        def stand_on(h: int, up: _Counts) -> bool:
            t = self.total(_add(up, h))
            return t < limit

        return stand_on

    def step(self, h: int, up: _Counts) -> str:
        """What the player does holding *h* face down and *up* face up: one definition for both uses.

        ``"impossible"`` (more cards of a kind than the deck has), ``"bust"``,
        ``"shown"`` (a 7½, shown at once), ``"draw"`` or ``"stand"``.
        """
        hand = _add(up, h)
        if any(hand[c] > self.full[c] for c in range(_NCLASS)):
            return "impossible"
        t = self.total(hand)
        if t == _BUST:
            return "bust"
        if t == 15:
            return "shown"
        return "draw" if self.draws_at(h, up) else "stand"

    def possible(self, order: list[int]) -> frozenset[int]:
        """The face-down cards with which the policy plays the face-up cards *order* and then stands."""
        out = set()
        for h in range(_NCLASS):
            up = (0,) * _NCLASS
            for c in order:
                if self.step(h, up) != "draw":
                    break
                up = _add(up, c)
            else:
                if self.step(h, up) == "stand":
                    out.add(h)
        return frozenset(out)

    def total(self, hand: _Counts) -> int:
        return self.m.hand_total(hand)

    # -- the player's side: information sets ----------------------------------------------------

    def player_sets(self) -> tuple[dict[tuple[_Counts, frozenset[int]], int], dict[tuple[_Counts, int], int],
                                   dict[tuple[_Counts, int], int]]:
        """Orders of face-up cards, merged: (stood), (showed 7½), (busted), with their counts."""
        stood: dict[tuple[_Counts, frozenset[int]], int] = {}
        shown: dict[tuple[_Counts, int], int] = {}
        busted: dict[tuple[_Counts, int], int] = {}
        zero = (0,) * _NCLASS

        def walk(up: _Counts, drawing: frozenset[int]) -> None:
            stops: set[int] = set()
            going: set[int] = set()
            for h in drawing:
                what = self.step(h, up)
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
                for c in range(_NCLASS):
                    if up[c] < self.full[c]:
                        walk(_add(up, c), frozenset(going))

        walk(zero, frozenset(c for c in range(_NCLASS) if self.full[c]))
        return stood, shown, busted

    # -- the dealer's side ------------------------------------------------------------------------

    def weight(self, hand: _Counts) -> int:
        """The number of ordered ways to deal these kinds of card (face-down, face-up and dealer's)."""
        return prod(_falling(self.full[c], hand[c]) for c in range(_NCLASS) if hand[c])

    def outcome(self, dealer: _Counts) -> _Out:
        t = self.total(dealer)
        if t == _BUST:
            return "bust"
        pair = tuple(c for c in range(_NCLASS) for _ in range(dealer[c])) if sum(dealer) == 2 and t == 15 else None
        return (t, pair)

    def solve_set(self, up: _Counts, possible: frozenset[int], shown: bool) -> Fraction:
        """The player's value over this information set, summed over the dealer's first cards.

        Integers throughout: for a dealer's hand *D*, the weight of a face-down
        card *h* is the weight of the face-up cards, times ``base(D)`` (the
        ways to deal *D* after them), times the cards of *h*'s kind still
        unseen. Values are scaled by ``Q`` (the payoffs' common denominator)
        and by the product of the deck sizes still to come, so that drawing is
        a plain sum; one division at the end.
        """
        full = self.full
        players = []
        for h in sorted(possible):
            hand = _add(up, h)
            pair = tuple(c for c in range(_NCLASS) for _ in range(hand[c])) if shown and sum(hand) == 2 else None
            players.append((h, self.total(hand), pair))
        seen = sum(up) + 1
        cap = seen + _MOST_DEALER_CARDS
        scale = [prod(range(40 - cap + 1, 40 - t + 1)) for t in range(cap + 1)]  # scale[t] = (40-t)...(40-cap+1)
        q = self.q
        pays = self.int_payoffs
        memo: dict[_Counts, int] = {}

        def value(dealer: _Counts, base: int) -> int:
            found = memo.get(dealer)
            if found is not None:
                return found
            outcome = self.outcome(dealer)
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
            for c in range(_NCLASS):
                left = full[c] - up[c] - dealer[c]
                if left > 0:
                    draw += value(_add(dealer, c), base * left)
            if self.fixed is not None:
                drawing = self.total(dealer) < self.fixed
            else:
                drawing = draw < stand  # the dealer maximises his gain: the player's value falls
            self.choice[up, possible, dealer] = drawing
            best = draw if drawing else stand
            memo[dealer] = best
            return best

        total = 0
        for d1 in range(_NCLASS):
            left = full[d1] - up[d1]
            if left > 0:
                total += value(tuple(int(c == d1) for c in range(_NCLASS)), left)
        return Fraction(total * self.weight(up), q * prod(range(40 - cap + 1, 41)))

    def value(self) -> tuple[Fraction, int]:
        stood, shown, busted = self.player_sets()
        total = Fraction(0)
        for (up, possible), n in stood.items():
            total += n * self.solve_set(up, possible, False)
        for (up, h), n in shown.items():
            total += n * self.solve_set(up, frozenset({h}), True)
        for (up, h), n in busted.items():
            total -= n * Fraction(self.weight(_add(up, h)), _falling(40, sum(up) + 1))
        return total, len(stood)


def _add(hand: _Counts, c: int) -> _Counts:
    return hand[:c] + (hand[c] + 1,) + hand[c + 1:]


def _sum(a: _Counts, b: _Counts) -> _Counts:
    return tuple(x + y for x, y in zip(a, b))


def dealer_best_reply(rules: Rules = DEFAULT, player: SolvedPolicy | StandOn | None = None) -> DealerReply:
    """The dealer's best reply to *player* (a solved policy, or ``StandOn``), heads-up, exactly.

    Rules with the optional first-card rules (burning, the *targa*, an ace ½) are refused.
    """
    _check_reply_rules(rules, "the dealer's best reply is computed")
    if player is None:
        from hazardlib.sette_e_mezzo.analysis import solve
        from hazardlib.sette_e_mezzo.policies import DealerStandOn

        player = solve(rules, DealerStandOn(5)).policy
    _check_player(rules, player)
    r = _Reply(rules, player)
    value, sets = r.value()
    return DealerReply(rules=rules, player=player, value=value, information_sets=sets, _reply=r)


def _check_reply_rules(rules: object, what: str) -> Rules:
    """*rules* checked, and refused with the optional first-card rules, which no reply reads.

    *what* begins the message: "the dealer's best reply is computed", say.
    """
    rules = _check_rules(rules)
    if rules.burn_three_four or rules.exchange_four or rules.first_ace_half:
        raise InvalidRuleError(
            f"{what} without the optional first-card rules "
            f"(burn_three_four, exchange_four, first_ace_half), got {rules.differences()!r}"
        )
    return rules


def _check_player(rules: Rules, player: object) -> None:
    """Refuse a player policy that a dealer's reply cannot read: it must decide by the cards alone."""
    if isinstance(player, SolvedPolicy):
        if player.rules != rules or player.burn_classes or player.ace_half:
            raise InvalidPolicyError(f"player must be a policy solved for these rules, got {player!r}")
    elif isinstance(player, StandOn):
        if player.burn or player.ace_half:
            raise InvalidPolicyError(f"player must not burn or declare an ace ½ here, got {player!r}")
    else:
        raise InvalidPolicyError(f"player must be a SolvedPolicy or a StandOn, got {player!r}")
