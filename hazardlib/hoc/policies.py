"""Ways to play: simple policies, and playing a deal out with them.

A policy sees only what the player to move knows (a
:class:`~hazardlib.hoc.actions.View`) and chooses one of its legal actions.
:class:`Cautious`, :class:`Bold` and :class:`RandomPolicy` are the simple
policies of the chapter; :func:`play_out` and :func:`play` play whole deals
with them. No rule lives here: the deal refuses any action the rules do not
allow.

>>> from hazardlib.hoc.policies import Cautious, play
>>> play([Cautious(), Cautious()], rules=Rules.variant("two"), rng=3).over
True
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from hazardlib._checks import check_bool, check_count, check_int, check_items, check_real, check_rng
from hazardlib.errors import IllegalActionError, InvalidPolicyError, InvalidRuleError
from hazardlib.cards import Card
from hazardlib.hoc.actions import CLAIM_NOTHING, PASS, PLAY_BY_ID, PLAYS, WITHOUT, Action, Kind, Phase, View, raise_action
from hazardlib.hoc.auction import claim_key, paid_with
from hazardlib.hoc.combinations import (
    HOC_IDS,
    SORTED_DECK,
    Combination,
    Declaration,
    Point,
    declaration,
    sequences,
    tricons,
)
from hazardlib.hoc.deal import Deal, draw_for_dealer
from hazardlib.hoc.ledger import Ledger
from hazardlib.hoc.runs import Runs
from hazardlib.hoc.runs import step as runs_step
from hazardlib.hoc.payments import payment
from hazardlib.hoc.rules import DEFAULT, MAX_RAISE_CAP, LoneWinner, Rules, Stake, check_rules

if TYPE_CHECKING or "sphinx" in sys.modules:
    # numpy only in the annotations: the engine runs without it, and the book's
    # build (Sphinx) imports it so that the signatures it prints are resolved.
    import numpy as np

__all__ = ["Policy", "Cautious", "Bold", "RandomPolicy", "Expert", "play_out", "play"]


class Policy(Protocol):
    """A way to play: given what the player to move knows, choose a legal action."""

    def __call__(self, view: View, rng: np.random.Generator) -> Action: ...


#: The most deals Expert's look-ahead plays out at a lead (each is a whole second phase).
MAX_LOOKAHEAD = 1000


def _raise_by(value: object) -> int:
    """A policy's raise: 1 to the largest raise cap of the rules."""
    return check_count(value, "raise_by", InvalidPolicyError, low=1, high=MAX_RAISE_CAP)


def _point_min(value: object) -> int:
    """A policy's shortest point to stay in for: 0 to 52 cards."""
    return check_count(value, "point_min", InvalidPolicyError, low=0, high=52)


def _holds_for(view: View, point_min: int) -> Declaration:
    """The player's own declaration for the current stake, if worth staying in for."""
    assert view.stake is not None
    held = declaration(view.hand, view.stake, view.rules)
    if isinstance(held, Point) and held.length < point_min:
        return None
    return held


def _best_claim(view: View) -> Action:
    """Claim the best legal combination that the hand holds, or nothing."""
    held = _holds_for(view, 0)
    if isinstance(held, Combination):
        key = claim_key(held)
        fits = [a for a in view.legal if a.claim is not None and claim_key(a.claim) == key]
        if fits:
            return fits[0]
    return CLAIM_NOTHING


def _stay(view: View) -> Action:
    return view.legal[0] if view.legal[0].kind in (Kind.BID, Kind.HOLD) else PASS


# The rank of each card of the deck, by identity: the rollouts of Expert ask it often.
_RANK = {id(c): int(c.rank) for c in SORTED_DECK}


def _chains(hand: tuple[Card, ...]) -> list[tuple[int, int]]:
    """(length, lowest rank) of each chain of consecutive ranks among the hand's plain cards
    (all its cards if it holds only hocs), lowest first."""
    plain = [c for c in hand if id(c) not in HOC_IDS] or list(hand)
    ranks = {int(c.rank) for c in plain}
    out = []
    for r in sorted(ranks):
        if r - 1 in ranks:
            continue
        length = 1
        while r + length in ranks:
            length += 1
        out.append((length, r))
    return out


def _lowest_of(hand: tuple[Card, ...], rank: int) -> Card:
    """The lowest card of *rank* in *hand*, a plain card rather than a hoc when there is one."""
    plain = [c for c in hand if int(c.rank) == rank and id(c) not in HOC_IDS]
    return min(plain or [c for c in hand if int(c.rank) == rank])


def _runs_action(hand: tuple[Card, ...], needed: int) -> Action:
    """The second phase by rule of thumb (*needed* 0 when leading): lead the lowest card of
    the longest chain, follow with a natural card, play a hoc when the run cannot go on
    naturally, never hold back."""
    if not needed:
        length, rank = max(_chains(hand), key=lambda lr: (lr[0], -lr[1]))
        return PLAYS[_lowest_of(hand, rank)]
    hoc = None
    for c in hand:
        i = id(c)
        if i in HOC_IDS:
            hoc = hoc or c
        elif _RANK[i] == needed:
            return PLAY_BY_ID[i]
    return PLAY_BY_ID[id(hoc)] if hoc is not None else WITHOUT


def _play_runs(view: View) -> Action:
    """Second phase: :func:`_runs_action` on what the view shows."""
    return _runs_action(view.hand, int(view.needed) if view.needed is not None else 0)


@dataclass(frozen=True, slots=True)
class Cautious:
    """Stays in a stake only with something to show, never raises, claims what it holds.

    For the point it stays in with at least *point_min* cards of a suit. In
    the second phase it leads the lowest card of its longest chain, plays
    natural cards first and hocs when stuck, and never holds back.
    """

    point_min: int = 5

    def __post_init__(self) -> None:
        object.__setattr__(self, "point_min", _point_min(self.point_min))

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        if view.phase is Phase.AUCTION:
            return _stay(view) if _holds_for(view, self.point_min) is not None else PASS
        if view.phase is Phase.CLAIM:
            return _best_claim(view)
        return _play_runs(view)


@dataclass(frozen=True, slots=True)
class Bold:
    """Raises with a strong hand, stays in with any combination; with *bluff*, stays in
    every stake and, left alone, claims the best combination the rules let it claim.

    Strong: a point of *point_min* + 1 cards, a quart or better, any tricon.
    It raises by *raise_by* once per auction (when it has not raised yet).
    """

    raise_by: int = 5
    point_min: int = 5
    bluff: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "raise_by", _raise_by(self.raise_by))
        object.__setattr__(self, "point_min", _point_min(self.point_min))
        object.__setattr__(self, "bluff", check_bool(self.bluff, "bluff", InvalidPolicyError))

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        if view.phase is Phase.AUCTION:
            held = _holds_for(view, self.point_min)
            strong = (
                (isinstance(held, Point) and held.length > self.point_min)
                or (isinstance(held, Combination) and (held.stake is Stake.TRICON or held.cls >= 4))
            )
            raise_action_ = raise_action(self.raise_by)
            if strong and view.to_call == 0 and raise_action_ in view.legal and view.level < self.raise_by * 2:
                return raise_action_
            if held is not None or self.bluff:
                return _stay(view)
            return PASS
        if view.phase is Phase.CLAIM:
            if self.bluff:
                return view.legal[-1]
            return _best_claim(view)
        return _play_runs(view)


@dataclass(frozen=True, slots=True)
class RandomPolicy:
    """Chooses a kind of action at random, then a card or an amount at random (seeded)."""

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        kinds = sorted({a.kind.value for a in view.legal})
        kind = kinds[int(rng.integers(len(kinds)))]
        options = [a for a in view.legal if a.kind.value == kind]
        return options[int(rng.integers(len(options)))]


def _held(hand: tuple[Card, ...], stake: Stake, rules: Rules) -> tuple[Combination, ...]:
    return sequences(hand, rules=rules) if stake is Stake.SEQUENCE else tricons(hand, rules=rules)


def _paid_each(c: Combination, held: tuple[Combination, ...], rules: Rules) -> int:
    """What each other player pays a lone winner who claims *c* holding *held* (Rule M11)."""
    return sum(payment(x, rules=rules) for x in paid_with(c, held, rules))


def _stop_chance(unseen: int, of_rank: int, in_hands: int) -> float:
    """P(no card of a rank is in the opponents' hands): *of_rank* of the *unseen* cards have
    it, and the opponents hold *in_hands* of the unseen cards (the rest sleep), exactly."""
    p = 1.0
    for i in range(of_rank):
        p *= max(unseen - in_hands - i, 0) / (unseen - i)
    return p


@dataclass(frozen=True, slots=True)
class Expert:
    """Bids from the exact chance of winning, claims for the best expected gain, leads by looking ahead.

    In the auction it bids from :func:`~hazardlib.hoc.chances.beat_chance`,
    the exact chance that its declaration beats every other hand's given
    its own cards: it stays in when that chance times the pool and the
    payments it would win is more than the chance of losing times what
    staying costs, and raises once by *raise_by* when
    that chance is at least *raise_at*. When staying costs nothing it always
    stays, so that it may claim if the others pass. Left alone, it claims what gains
    most: a bluff where a claim is paid unseen, weighed, when claims can be
    challenged, against the exact chance that another player's cards refute
    it (:func:`~hazardlib.hoc.chances.refute_chances`). In the second
    phase it never holds back and plays a hoc when stuck; when it leads, it
    deals the cards it cannot see at random *lookahead* times (seeded by the
    generator it is given), plays each of its candidate leads (the lowest
    card of each chain of consecutive ranks, and one hoc) to the end of the
    phase in every one of these deals (everyone then playing by the rule of
    thumb of :class:`Cautious`), and leads the card that gains most on
    average. With ``lookahead=0`` it leads by a one-step rule instead: the
    chain whose end is likeliest to stop the others, by the exact chance that
    the next rank sleeps or is in its own hand.
    """

    raise_at: float = 0.8
    raise_by: int = 5
    lookahead: int = 8

    def __post_init__(self) -> None:
        # Any real number, numpy's included (np.float32(0.5), np.int64(1)); not a bool.
        object.__setattr__(self, "raise_at",
                           check_real(self.raise_at, "raise_at", InvalidPolicyError, low=0, high=1, shown="0 to 1"))
        object.__setattr__(self, "raise_by", _raise_by(self.raise_by))
        object.__setattr__(self, "lookahead",
                           check_count(self.lookahead, "lookahead", InvalidPolicyError, low=0, high=MAX_LOOKAHEAD))

    def _unseen(self, view: View) -> list[Card]:
        mine = {id(c) for c in view.hand} | {id(c) for c in view.played}
        return [c for c in SORTED_DECK if id(c) not in mine]

    def _other_sizes(self, view: View) -> tuple[int, ...]:
        """How many cards each other player holds, in seat order."""
        return tuple(n for s, n in enumerate(view.cards_left) if s != view.seat)

    def _deals(self, view: View, rng: np.random.Generator, n: int) -> Iterator[list[tuple[Card, ...]]]:
        """*n* random deals of the cards the player cannot see: each other seat's hand, then the stock."""
        unseen = self._unseen(view)
        sizes = [0 if s == view.seat else k for s, k in enumerate(view.cards_left)]
        for _ in range(n):
            order = rng.permutation(len(unseen))
            hands, at = [], 0
            for k in sizes:
                hands.append(tuple(unseen[int(j)] for j in order[at : at + k]))
                at += k
            hands.append(tuple(unseen[int(j)] for j in order[at:]))
            yield hands

    def _bid(self, view: View, rng: np.random.Generator) -> Action:
        from hazardlib.hoc.chances import _cached_chance  # numpy: loaded when an Expert first bids

        rules, stake = view.rules, view.stake
        assert stake is not None
        mine = declaration(view.hand, stake, rules)
        sizes = self._other_sizes(view)
        p = float(_cached_chance(view.hand, stake, rules, sizes, tuple(self._unseen(view))))
        others = rules.players - 1
        value = view.pools[list(Stake).index(stake)] + view.to_call * others
        if isinstance(mine, Combination):
            value += others * _paid_each(mine, _held(view.hand, stake, rules), rules)
        raising = raise_action(self.raise_by)
        if p >= self.raise_at and raising in view.legal and view.level < 2 * self.raise_by:
            return raising
        if view.to_call == 0 or p * value > (1 - p) * view.to_call:
            return _stay(view)
        return PASS

    def _claim(self, view: View, rng: np.random.Generator) -> Action:
        rules, stake = view.rules, view.stake
        assert stake is not None
        held = _held(view.hand, stake, rules)
        others = rules.players - 1
        candidates = [a for a in view.legal if a.claim is not None]
        if not candidates:
            return CLAIM_NOTHING
        if not rules.challenge or rules.lone_winner is LoneWinner.SHOW:
            return max(candidates, key=lambda a: (_paid_each(a.claim, held, rules), claim_key(a.claim)))  # type: ignore[arg-type]
        from hazardlib.hoc.chances import _refute  # numpy: loaded when an Expert first claims

        sizes = self._other_sizes(view)
        unseen = tuple(self._unseen(view))
        best, gain = CLAIM_NOTHING, 0.0
        for a in candidates:
            c = a.claim
            assert c is not None
            nobody, refuters = _refute(c, rules, sizes, unseen)
            g = float(nobody) * others * _paid_each(c, held, rules) - payment(c, rules=rules) * float(refuters)
            if g > gain:
                best, gain = a, g
        return best

    def _one_step(self, view: View) -> list[Card]:
        """The leads it could make, best first by the one-step rule: the lowest card of each chain
        (scored by its length and twice the exact chance that the next rank stops the others),
        then a hoc."""
        hand = view.hand
        plain = [c for c in hand if id(c) not in HOC_IDS]
        if not plain:
            return [hand[0]]
        unseen = self._unseen(view)
        in_hands = sum(self._other_sizes(view))
        scored = []
        for length, r in _chains(hand):
            nxt = r + length
            if nxt > 13:
                stop = 1.0
            else:
                of_rank = sum(1 for c in unseen if int(c.rank) == nxt and id(c) not in HOC_IDS)
                stop = _stop_chance(len(unseen), of_rank, in_hands)
            scored.append((length + 2 * stop, -r))
        scored.sort(reverse=True)
        leads = [_lowest_of(hand, -r) for _, r in scored]
        hocs = [c for c in hand if id(c) in HOC_IDS]
        return leads + hocs[:1]

    def _lead(self, view: View, rng: np.random.Generator) -> Action:
        leads = self._one_step(view)
        if self.lookahead == 0 or len(leads) == 1:
            return PLAYS[leads[0]]
        gains = [0] * len(leads)
        n = len(view.cards_left)
        seat = view.seat
        for world in self._deals(view, rng, self.lookahead):
            hands = tuple(view.hand if s == seat else world[s] for s in range(n))
            stock = world[-1]
            start = Runs(view.rules, tuple(range(n)), frozenset(int(c.rank) for c in stock), hands, seat,
                         last=seat, played=view.played)
            for i, card in enumerate(leads):
                state, ledger = runs_step(start, seat, PLAYS[card], Ledger.open(start.order, (0,) * n))
                while state.to_move is not None:
                    m = state.to_move
                    state, ledger = runs_step(state, m, _runs_action(state.hands[m], state.needed), ledger)
                gains[i] += ledger.counters[seat]
        # The first of equal gains: the one-step rule breaks ties.
        return PLAYS[leads[max(range(len(leads)), key=lambda i: (gains[i], -i))]]

    def __call__(self, view: View, rng: np.random.Generator) -> Action:
        if view.phase is Phase.AUCTION:
            return self._bid(view, rng)
        if view.phase is Phase.CLAIM:
            return self._claim(view, rng)
        if view.needed is None:
            return self._lead(view, rng)
        return _play_runs(view)


def _check_policy(policy: object, seat: int) -> Policy:
    what = "a callable policy(view, rng) -> Action, like hoc.Cautious()"
    if isinstance(policy, type):
        raise InvalidPolicyError(f"the policy of seat {seat} must be {what}; got the class {policy.__name__}, not an instance of it")
    if not callable(policy):
        raise InvalidPolicyError(f"the policy of seat {seat} must be {what}, got {policy!r}")
    try:
        inspect.signature(policy).bind(None, None)
    except TypeError:
        raise InvalidPolicyError(f"the policy of seat {seat} must be {what}; {policy!r} cannot take (view, rng)") from None
    except ValueError:
        pass  # a callable without a signature to read (some built-ins): its answer is checked by Deal.act
    return policy


def check_policies(policies: object, n: int) -> tuple[Policy, ...]:
    """*policies* as *n* policies, one a seat; a wrong count is a rules error, a non-policy a policy error."""
    items = None
    if not isinstance(policies, (str, bytes)) and isinstance(policies, Iterable):
        items = check_items(policies, "policies", InvalidRuleError, what="policies")
    if items is None or len(items) != n:
        shown = items if isinstance(policies, Iterator) else policies
        raise InvalidRuleError(f"policies must be {n} callables, one a seat, got {shown!r}")
    return tuple(_check_policy(p, seat) for seat, p in enumerate(items))


def run_out(deal: Deal, policies: tuple[Policy, ...], gen: np.random.Generator) -> Deal:
    """Play *deal* to its end with policies already checked (see :func:`play_out`)."""
    while True:
        seat = deal.to_move
        if seat is None:
            return deal
        deal = deal.act(seat, policies[seat](deal.view(), gen))


def play_out(deal: Deal, policies: Sequence[Policy], *, rng: int | np.random.Generator) -> Deal:
    """Play *deal* to its end, each seat choosing with its policy.

    >>> d = play_out(Deal.new(rng=5), [Cautious()] * 3, rng=5)
    >>> d.over, sum(d.counters) + sum(d.pools)
    (True, 300)
    >>> play_out(Deal.new(rng=5), [Cautious(), Cautious, Cautious()], rng=5)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidPolicyError: the policy of seat 1 must be a callable policy(view, rng) -> Action, like hoc.Cautious(); got the class Cautious, not an instance of it
    """
    if not isinstance(deal, Deal):
        raise IllegalActionError(f"deal must be a Deal, got {deal!r}")
    pols = check_policies(policies, deal.players)
    gen = check_rng(rng, InvalidRuleError)
    return run_out(deal, pols, gen)


def play(
    policies: Sequence[Policy],
    *,
    rules: Rules = DEFAULT,
    dealer: int | None = None,
    rng: int | np.random.Generator,
) -> Deal:
    """Deal and play one whole deal; the first dealer is drawn if *dealer* is None.

    >>> d = play([Cautious(), Bold()], rules=Rules.variant("two"), rng=11)
    >>> d.over, d.winner in (0, 1)
    (True, True)
    """
    rules = check_rules(rules)
    pols = check_policies(policies, rules.players)
    if dealer is not None:
        dealer = check_int(dealer, "dealer (or None)", range(rules.players), InvalidRuleError)
    gen = check_rng(rng, InvalidRuleError)
    if dealer is None:
        dealer, _ = draw_for_dealer(rules=rules, rng=gen)
    return run_out(Deal.new(rules=rules, dealer=dealer, rng=gen), pols, gen)
