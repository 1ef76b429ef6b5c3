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

from hazardlib._checks import check_bool, check_count, check_int, check_items, check_rng
from hazardlib.errors import IllegalActionError, InvalidPolicyError, InvalidRuleError
from hazardlib.hoc.actions import CLAIM_NOTHING, PASS, PLAYS, WITHOUT, Action, Kind, Phase, View, raise_action
from hazardlib.hoc.auction import claim_key
from hazardlib.hoc.combinations import HOC_IDS, Combination, Declaration, Point, declaration
from hazardlib.hoc.deal import Deal, draw_for_dealer
from hazardlib.hoc.rules import DEFAULT, Rules, Stake, check_rules

if TYPE_CHECKING or "sphinx" in sys.modules:
    # numpy only in the annotations: the engine runs without it, and the book's
    # build (Sphinx) imports it so that the signatures it prints are resolved.
    import numpy as np

__all__ = ["Policy", "Cautious", "Bold", "RandomPolicy", "play_out", "play"]


class Policy(Protocol):
    """A way to play: given what the player to move knows, choose a legal action."""

    def __call__(self, view: View, rng: np.random.Generator) -> Action: ...


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


def _play_runs(view: View) -> Action:
    """Second phase: lead the lowest card of the longest chain, follow with a natural
    card, play a hoc when the run cannot go on naturally, never hold back."""
    hand = view.hand
    if view.needed is None:
        plain = [c for c in hand if id(c) not in HOC_IDS] or list(hand)
        ranks = {int(c.rank) for c in plain}
        best: tuple[int, int] | None = None
        for r in sorted(ranks):
            if r - 1 in ranks:
                continue
            length = 1
            while r + length in ranks:
                length += 1
            if best is None or length > best[0]:
                best = (length, r)
        assert best is not None
        return PLAYS[min(c for c in plain if int(c.rank) == best[1])]
    need = int(view.needed)
    natural = [c for c in hand if c.rank == need and id(c) not in HOC_IDS]
    if natural:
        return PLAYS[natural[0]]
    hocs = [c for c in hand if id(c) in HOC_IDS]
    if hocs:
        return PLAYS[hocs[0]]
    return WITHOUT


@dataclass(frozen=True, slots=True)
class Cautious:
    """Stays in a stake only with something to show, never raises, claims what it holds.

    For the point it stays in with at least *point_min* cards of a suit. In
    the second phase it leads the lowest card of its longest chain, plays
    natural cards first and hocs when stuck, and never holds back.
    """

    point_min: int = 5

    def __post_init__(self) -> None:
        object.__setattr__(self, "point_min", check_count(self.point_min, "point_min", InvalidPolicyError))

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
        object.__setattr__(self, "raise_by", check_count(self.raise_by, "raise_by", InvalidPolicyError, low=1))
        object.__setattr__(self, "point_min", check_count(self.point_min, "point_min", InvalidPolicyError))
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
