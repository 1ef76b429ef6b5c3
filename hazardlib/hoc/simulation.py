"""Simulation with numpy: many deals in a row, and random hands to check the exact odds.

:func:`simulate` plays a match of many deals with given policies (the
first dealer drawn, then each deal passing as Rule M18 says, counters and
passed pools carrying over); :func:`sample_hands` deals random hands and
counts the events whose exact odds :func:`~hazardlib.hoc.odds.hand_odds`
gives. This is the one module of the game that needs numpy; ``import
hazardlib.hoc`` loads it only when one of its names is asked for.

>>> from hazardlib.hoc.simulation import sample_hands
>>> sample_hands(12, hands=1000, rng=1).hands
1000
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_bool, check_choice, check_count, check_int, check_rng
from hazardlib.errors import InvalidOutcomeError, InvalidRuleError
from hazardlib.hoc.combinations import HOCS
from hazardlib.hoc.deal import Deal, draw_for_dealer
from hazardlib.hoc.odds import HandOdds, check_hand_size, hand_odds
from hazardlib.hoc.policies import Bold, Cautious, Policy, RandomPolicy, check_policies, run_out  # noqa: F401 (doctests)
from hazardlib.hoc.rules import DEFAULT, Rules, SequenceSuits, check_rules

__all__ = ["Simulation", "simulate", "HandSample", "sample_hands"]


@dataclass(frozen=True, slots=True)
class Simulation:
    """The result of :func:`simulate`: counters won per seat over many deals.

    *per_deal* has one row a deal and one column a seat (each player's net
    gain in that deal); *pools_left* is what stays on the table in passed
    pools at the end, so that ``sum(net) + pools_left == 0``.
    """

    rules: Rules
    policies: tuple[str, ...]
    deals: int
    net: tuple[int, ...]
    per_deal: npt.NDArray[np.int64] = field(repr=False)
    pools_left: int
    hocs: int
    chance_hocs: int
    hold_backs: int
    carte_blanches: int

    def _seat(self, seat: object) -> int:
        return check_int(seat, "seat", range(len(self.net)), InvalidRuleError)

    def mean(self, seat: int) -> float:
        """Mean gain of *seat* per deal."""
        return float(self.per_deal[:, self._seat(seat)].mean())

    def stderr(self, seat: int) -> float:
        """Standard error of that mean (not a number for a single deal)."""
        column = self.per_deal[:, self._seat(seat)]
        if self.deals < 2:
            return math.nan
        return float(column.std(ddof=1) / math.sqrt(self.deals))


#: The most deals one simulation plays (its per-deal table is deals x players int64s).
MAX_DEALS = 10**6
#: The most hands :func:`sample_hands` deals (in chunks of 20,000, about a second a million).
MAX_HANDS = 10**8


def simulate(
    policies: Sequence[Policy],
    *,
    rules: Rules = DEFAULT,
    deals: int,
    rng: int | np.random.Generator,
    rebuy: bool = False,
) -> Simulation:
    """Play *deals* deals in a row (a match): the first dealer is drawn, then the
    deal passes as the rules say; counters and passed pools carry over.

    With ``rebuy=True`` every player starts each deal with the rules'
    counters (passed pools still carry over). Under table stakes (Rule M2)
    a player who has run short may still stay where staying costs nothing,
    but cannot hold or raise beyond his counters, so in a match with the
    counters carried over the first player to fall behind tends to lose the
    deals after it, and the deals are far from independent; with
    a rebuy they are nearly so, and the standard errors mean what they say.

    >>> sim = simulate([Cautious(), Bold(), RandomPolicy()], deals=20, rng=1)
    >>> sum(sim.net) + sim.pools_left, sim.per_deal.shape
    (0, (20, 3))
    >>> simulate([Cautious()], deals=1, rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: policies must be 3 callables, one a seat, got [Cautious(point_min=5)]
    """
    rules = check_rules(rules)
    pols = check_policies(policies, rules.players)
    deals = check_count(deals, "deals", InvalidRuleError, low=1, high=MAX_DEALS)
    gen = check_rng(rng, InvalidRuleError)
    rebuy = check_bool(rebuy, "rebuy", InvalidRuleError)
    n = rules.players
    dealer, _ = draw_for_dealer(rules=rules, rng=gen)
    per_deal = np.zeros((deals, n), dtype=np.int64)
    deal = run_out(Deal.new(rules=rules, dealer=dealer, rng=gen), pols, gen)
    counts = [0, 0, 0, 0]
    for i in range(deals):
        if i:
            deal = run_out(deal.next_deal(rng=gen, rebuy=rebuy), pols, gen)
        per_deal[i] = deal.net()
        counts[0] += deal.hocs_played
        counts[1] += deal.chance_hocs
        counts[2] += deal.hold_backs
        counts[3] += len(deal.carte_blanches) == 1
    # Each entry fits an int64: every field of the rules is at most 10⁹ counters
    # (MAX_COUNTERS) and a pool passed in every one of 10⁶ deals holds below
    # 10¹⁶; the match's totals are summed as Python ints all the same.
    net = tuple(sum(int(x) for x in per_deal[:, j]) for j in range(n))
    return Simulation(
        rules=rules,
        policies=tuple(repr(p) for p in pols),
        deals=deals,
        net=net,
        per_deal=per_deal,
        pools_left=sum(deal.pools),
        hocs=counts[0],
        chance_hocs=counts[1],
        hold_backs=counts[2],
        carte_blanches=counts[3],
    )


@lru_cache(maxsize=None)
def _run_lut() -> npt.NDArray[np.int8]:
    """The longest run of consecutive bits of every 13-bit mask."""
    lut = np.zeros(1 << 13, dtype=np.int8)
    for mask in range(1, 1 << 13):
        best = run = 0
        for b in range(13):
            run = run + 1 if mask >> b & 1 else 0
            best = max(best, run)
        lut[mask] = best
    return lut


@dataclass(frozen=True, slots=True)
class HandSample:
    """Event counts over *hands* random hands (see :func:`sample_hands`)."""

    hand_size: int
    hands: int
    counts: dict[str, int]

    def frequency(self, event: str) -> float:
        """The observed frequency of *event* (a name of :meth:`~hazardlib.hoc.odds.HandOdds.events`)."""
        event = check_choice(event, "event", self.counts, InvalidOutcomeError)
        return self.counts[event] / self.hands

    def z_scores(self, odds: HandOdds | None = None, *, min_expected: float = 10) -> dict[str, float]:
        """(observed - exact) / standard error, for every event expected at least
        *min_expected* times and whose complement is also expected at least
        *min_expected* times (rarer events are too few for the normal approximation)."""
        if odds is not None and (not isinstance(odds, HandOdds) or odds.hand_size != self.hand_size):
            raise InvalidOutcomeError(
                f"odds must be the HandOdds of {self.hand_size}-card hands (or None), got {odds!r}"
            )
        if (
            not isinstance(min_expected, numbers.Real)
            or isinstance(min_expected, bool)
            or not min_expected > 0
        ):
            raise InvalidOutcomeError(f"min_expected must be a positive number, got {min_expected!r}")
        exact = (odds or hand_odds(self.hand_size)).events()
        out = {}
        for name, p in exact.items():
            if min(p, 1 - p) * self.hands >= min_expected:
                pf = float(p)
                se = math.sqrt(pf * (1 - pf) / self.hands)
                out[name] = (self.counts.get(name, 0) / self.hands - pf) / se
        return out


def sample_hands(
    hand_size: int, *, hands: int = 100_000, rules: Rules = DEFAULT, rng: int | np.random.Generator
) -> HandSample:
    """Deal *hands* random hands of *hand_size* cards (numpy, seeded) and count
    the events of :meth:`~hazardlib.hoc.odds.HandOdds.events`.

    >>> s = sample_hands(12, hands=2000, rng=1)
    >>> s.hands, max(abs(z) for z in s.z_scores().values()) < 5
    (2000, True)
    """
    k = check_hand_size(hand_size)
    rules = check_rules(rules)
    hands = check_count(hands, "hands", InvalidOutcomeError, low=1, high=MAX_HANDS)
    gen = check_rng(rng, InvalidRuleError)
    lut = _run_lut()
    weights = 1 << np.arange(13, dtype=np.int64)
    hoc_index = np.array([c.suit.value * 13 + int(c.rank) - 1 for c in HOCS])
    counts: dict[str, int] = {}

    def add(name: str, value: int) -> None:
        counts[name] = counts.get(name, 0) + int(value)

    done = 0
    while done < hands:
        n = min(20_000, hands - done)
        done += n
        keys = gen.random((n, 52))
        picked = np.argpartition(keys, k - 1, axis=1)[:, :k] if k < 52 else np.tile(np.arange(52), (n, 1))
        onehot = np.zeros((n, 52), dtype=bool)
        onehot[np.arange(n)[:, None], picked] = True
        by_suit = onehot.reshape(n, 4, 13)  # card index = suit * 13 + rank - 1, as in DECK
        rank_counts = by_suit.sum(axis=1)
        add("carte_blanche", int((rank_counts[:, 10:].sum(axis=1) == 0).sum()))
        longest_suit = by_suit.sum(axis=2).max(axis=1)
        for length in range(1, 14):
            add(f"point_{length}", int((longest_suit == length).sum()))
        if rules.sequence_suits is SequenceSuits.SAME:
            masks = (by_suit * weights).sum(axis=2)
            run = lut[masks].max(axis=1)
        else:
            run = lut[((rank_counts > 0) * weights).sum(axis=1)]
        add("sequence_none", int((run < 3).sum()))
        add("sequence_tierce", int((run == 3).sum()))
        add("sequence_quart", int((run == 4).sum()))
        add("sequence_quint", int((run >= 5).sum()))
        most = rank_counts.max(axis=1)
        add("brelan", int((most == 3).sum()))
        add("four", int((most == 4).sum()))
        add("any_hoc", int((onehot[:, hoc_index].sum(axis=1) > 0).sum()))
    return HandSample(hand_size=k, hands=hands, counts=counts)
