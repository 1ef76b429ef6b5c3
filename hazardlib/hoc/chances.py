"""What a player can infer about the hands it cannot see: the exact chance that its declaration wins.

In the auction (Rule M8) a player knows its own hand and nothing else: every
way of dealing the cards it cannot see to the other players is equally
likely. :func:`beat_chance` is the exact chance that its declaration for a
stake (its point, best sequence or best tricon, Rules M5 to M7) is above the
declaration of every other hand, as a :class:`~fractions.Fraction`.

The method is a count of deals. For every stake, "this hand's declaration
is below mine" is a condition on each *group* of cards on its own: for the
point, each suit must be shorter than my point, or as long and with fewer
card points; for the sequence, each suit must hold no run as good as mine
(``sequence_suits='same'``); for the tricon, each rank must hold no tricon
as good as mine. So the deals where every other hand is below mine are
counted group by group: for each group, the number of ways to give *a* of
its unseen cards to the first other hand and *b* to the second, both below
mine, is the coefficient of ``x**a * y**b`` of a polynomial; the product of
the groups' polynomials counts the whole deals, and its coefficient of
``x**n1 * y**n2`` (the sizes of the hands) over the number of all deals is
the chance. Runs in any suits (``sequence_suits='any'``) are not a condition
per suit; they are counted by one dynamic programme over the ranks, with the
run each hand has reached as its state.

>>> from hazardlib.hoc.chances import beat_chance
>>> from hazardlib.hoc.rules import Rules, Stake
>>> beat_chance("KH KD KC KS 2H 3H 4H 5C 6C 7C 9S TS", Stake.TRICON, rules=Rules())
Fraction(1, 1)
>>> beat_chance("AH 2D 4C 6S 8H TD QC AS 3D 5C 7S 9H", Stake.SEQUENCE, rules=Rules())
Fraction(0, 1)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_int
from hazardlib.cards import Card, Suit
from hazardlib.errors import InvalidCardError, InvalidOutcomeError
from hazardlib.hoc.combinations import (
    SORTED_DECK,
    Combination,
    Point,
    as_hand,
    card_points,
    declaration,
    declaration_key,
)
from hazardlib.hoc.rules import DEFAULT, Rules, SequenceOrder, SequenceSuits, Stake, TriconOrder, check_rules

__all__ = ["beat_chance", "refute_chances"]

Table = npt.NDArray[Any]

# Every count below, and every partial sum or product on the way to it, is a
# number of ways to give a of the unseen cards to the first hand and b to the
# second (a <= n1, b <= n2), so it is at most the bound of _dtype. Where that
# bound fits in int64 the tables are int64 (fast); beyond it (a 3-card hand
# against two hands of 12 from 49 unseen cards: about 1.7e20) they are numpy
# object arrays of Python integers, exact at every size.
_INT64_MAX = 2**63 - 1


def _dtype(unseen: int, n1: int, n2: int) -> type[Any]:
    """int64 if every count of deals of *unseen* cards to hands of n1 and n2 fits in it, else object.

    >>> _dtype(37, 12, 12).__name__, _dtype(49, 12, 12).__name__
    ('int64', 'object')
    """
    bound = max(math.comb(unseen, a) * math.comb(unseen - a, b) for a in range(n1 + 1) for b in range(n2 + 1))
    return np.int64 if bound <= _INT64_MAX else object


def _zeros(n1: int, n2: int, dt: type[Any]) -> Table:
    return np.zeros((n1 + 1, n2 + 1), dtype=dt)


def _mul(p: Table, q: Table) -> Table:
    """The product of two polynomials in x and y, truncated to the shape of *p*."""
    n1, n2 = p.shape[0] - 1, p.shape[1] - 1
    out = np.zeros_like(p)
    for i, j in zip(*np.nonzero(q)):
        out[i:, j:] += q[i, j] * p[: n1 + 1 - i, : n2 + 1 - j]
    return out


def _shift(t: Table, da: int, db: int) -> Table:
    """*t* times x**da * y**db, truncated."""
    out = np.zeros_like(t)
    n1, n2 = t.shape
    if da < n1 and db < n2:
        out[da:, db:] = t[: n1 - da, : n2 - db]
    return out


def _splits(u: int, n1: int, n2: int) -> Iterable[tuple[int, int, int]]:
    """(i, j, ways): i of *u* cards to the first hand and j to the second, in C(u, i) * C(u - i, j) ways."""
    for i in range(min(u, n1) + 1):
        for j in range(min(u - i, n2) + 1):
            yield i, j, math.comb(u, i) * math.comb(u - i, j)


# The point (Rule M5) ----------------------------------------------------------


def _pairs_of_size(values: list[int], size: int, below: int) -> int:
    """Ordered pairs of disjoint subsets of *values*, each of *size* cards and fewer than *below* points.

    Over the bitmasks of the suit's cards (13 at most): the subsets of the
    complement of A are summed by a zeta transform, one numpy step per card.
    """
    m = len(values)
    masks = np.arange(1 << m, dtype=np.int64)
    count = np.zeros(1 << m, dtype=np.int64)
    points = np.zeros(1 << m, dtype=np.int64)
    for i, v in enumerate(values):
        bit = (masks >> i) & 1
        count += bit
        points += v * bit
    good = ((count == size) & (points < below)).astype(np.int64)
    within = good.copy()
    for i in range(m):
        view = within.reshape(-1, 2, 1 << i)
        view[:, 1, :] += view[:, 0, :]
    full = (1 << m) - 1
    return int(np.sum(within[full ^ masks[good == 1]]))


def _point_group(values: list[int], length: int, points: int, n1: int, n2: int, dt: type[Any]) -> Table:
    """The polynomial of one suit's unseen cards (their card points *values*) for the point."""
    m = len(values)
    t = _zeros(n1, n2, dt)
    # Subsets of exactly *length* cards with fewer card points than mine.
    sums = [[0] * (sum(values) + 1) for _ in range(m + 1)]
    sums[0][0] = 1
    for v in values:
        for k in range(m - 1, -1, -1):
            row, up = sums[k], sums[k + 1]
            for s in range(len(row) - v - 1, -1, -1):
                if row[s]:
                    up[s + v] += row[s]
    level = sum(sums[length][:points]) if length <= m else 0
    for a in range(min(m, n1, length) + 1):
        for b in range(min(m - a, n2, length) + 1):
            if a < length and b < length:
                t[a, b] = math.comb(m, a) * math.comb(m - a, b)
            elif a < length or b < length:
                t[a, b] = level * math.comb(m - length, min(a, b))
            else:
                t[a, b] = _pairs_of_size(values, length, points) if level else 0
    return t


def _point(unseen: tuple[Card, ...], mine: Point, n1: int, n2: int, dt: type[Any]) -> Table:
    total = _zeros(n1, n2, dt)
    total[0, 0] = 1
    for suit in Suit:
        values = [card_points(c) for c in unseen if c.suit is suit]
        total = _mul(total, _point_group(values, mine.length, mine.points, n1, n2, dt))
    return total


# The sequence (Rule M6) -------------------------------------------------------


def _run_key(length: int, top: int, rules: Rules) -> tuple[int, int]:
    return (length if rules.sequence_order is SequenceOrder.LENGTH else min(length, 5), top)


def _suit_runs(present: list[bool], key: tuple[int, int], rules: Rules, n1: int, n2: int, dt: type[Any]) -> Table:
    """The polynomial of one suit for the sequence: *present[r]* says whether rank r + 1 is unseen.

    A dynamic programme over the ranks, ace to king. A rank goes to one hand
    or sleeps, so at most one hand has a run going: the state is which hand
    and how long its run is. A run whose key reaches mine is dropped at once
    (growing it only raises its key).
    """
    cap = 13 if rules.sequence_order is SequenceOrder.LENGTH else 5
    idle = _zeros(n1, n2, dt)
    idle[0, 0] = 1
    going: list[dict[int, Table]] = [{}, {}]  # per hand: run length -> table
    for r, unseen in enumerate(present, start=1):
        rest = idle + sum((t for runs in going for t in runs.values()), _zeros(n1, n2, dt))
        if not unseen:
            idle, going = rest, [{}, {}]
            continue
        new: list[dict[int, Table]] = [{}, {}]
        for hand in (0, 1):
            if hand == 1 and n2 == 0:
                continue
            da, db = (1, 0) if hand == 0 else (0, 1)
            # The card starts a run of this hand, or lengthens the one it has.
            sources = {1: idle + sum(going[1 - hand].values(), _zeros(n1, n2, dt))}
            for length, t in going[hand].items():
                grown = min(length + 1, cap)
                sources[grown] = sources.get(grown, _zeros(n1, n2, dt)) + t
            for length, t in sources.items():
                if length >= 3 and _run_key(length, r, rules) >= key:
                    continue
                new[hand][length] = _shift(t, da, db)
        idle, going = rest, new
    return idle + sum((t for runs in going for t in runs.values()), _zeros(n1, n2, dt))


def _ranks_runs(unseen: tuple[Card, ...], key: tuple[int, int], rules: Rules, n1: int, n2: int, dt: type[Any]) -> Table:
    """The count for runs in any suits: one dynamic programme over the ranks for both hands at once."""
    cap = 13 if rules.sequence_order is SequenceOrder.LENGTH else 5
    states: dict[tuple[int, int], Table] = {(0, 0): _zeros(n1, n2, dt)}
    states[(0, 0)][0, 0] = 1
    for r in range(1, 14):
        u = sum(1 for c in unseen if int(c.rank) == r)
        new: dict[tuple[int, int], Table] = {}
        for (ra, rb), t in states.items():
            for i, j, ways in _splits(u, n1, n2):
                la = min(ra + 1, cap) if i else 0
                lb = min(rb + 1, cap) if j else 0
                if (la >= 3 and _run_key(la, r, rules) >= key) or (lb >= 3 and _run_key(lb, r, rules) >= key):
                    continue
                add = ways * _shift(t, i, j)
                new[(la, lb)] = new[(la, lb)] + add if (la, lb) in new else add
        states = new
    return sum(states.values(), _zeros(n1, n2, dt))


# The tricon (Rule M7) ---------------------------------------------------------


def _tricon_key(count: int, rank: int, rules: Rules) -> tuple[int, int]:
    return (rank, count) if rules.tricon_order is TriconOrder.RANK else (count, rank)


def _tricons(unseen: tuple[Card, ...], key: tuple[int, int], rules: Rules, n1: int, n2: int, dt: type[Any]) -> Table:
    total = _zeros(n1, n2, dt)
    total[0, 0] = 1
    for r in range(1, 14):
        u = sum(1 for c in unseen if int(c.rank) == r)
        t = _zeros(n1, n2, dt)
        for i, j, ways in _splits(u, n1, n2):
            if all(k < 3 or _tricon_key(k, r, rules) < key for k in (i, j)):
                t[i, j] = ways
        total = _mul(total, t)
    return total


# The chance -------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _cached_chance(hand: tuple[Card, ...], stake: Stake, rules: Rules, sizes: tuple[int, ...], unseen: tuple[Card, ...]) -> Fraction:
    """:func:`beat_chance` on checked arguments, cached: the sorted hand, the other hands' sizes, the unseen cards."""
    n1 = sizes[0]
    n2 = sizes[1] if len(sizes) > 1 else 0
    deals = math.comb(len(unseen), n1) * math.comb(len(unseen) - n1, n2)
    mine = declaration(hand, stake, rules)
    if mine is None:
        return Fraction(0)  # nothing is below nothing
    key = declaration_key(mine, rules)
    dt = _dtype(len(unseen), n1, n2)
    if isinstance(mine, Point):
        table = _point(unseen, mine, n1, n2, dt)
    elif stake is Stake.TRICON:
        table = _tricons(unseen, key, rules, n1, n2, dt)
    elif rules.sequence_suits is SequenceSuits.SAME:
        where = {(c.suit, int(c.rank)) for c in unseen}
        table = _zeros(n1, n2, dt)
        table[0, 0] = 1
        for suit in Suit:
            present = [(suit, r) in where for r in range(1, 14)]
            table = _mul(table, _suit_runs(present, key, rules, n1, n2, dt))
    else:
        table = _ranks_runs(unseen, key, rules, n1, n2, dt)
    return Fraction(int(table[n1, n2]), deals)


def beat_chance(
    hand: str | Iterable[Card],
    stake: Stake | str,
    *,
    rules: Rules = DEFAULT,
    sizes: Iterable[int] | None = None,
    unseen: str | Iterable[Card] | None = None,
) -> Fraction:
    """The exact chance that *hand*'s declaration for *stake* is above every other hand's.

    The other hands hold *sizes* cards each (by default the rules' other
    players, each with a full hand: the auction), dealt at random from
    *unseen* (by default every card not in *hand*); a tie counts as not
    above. Used by :class:`~hazardlib.hoc.policies.Expert` to bid in
    :ref:`Rule M8, the auction <hoc-rule-auction>`.

    >>> from hazardlib.hoc.rules import Rules
    >>> beat_chance("AH 2H 3H", "sequence", rules=Rules(players=2), sizes=[2], unseen="4H 5H 6H 7H")
    Fraction(1, 1)
    >>> beat_chance("AH 2H 3H", "sequence", rules=Rules(players=2), sizes=[3], unseen="4H 5H 6H 7H")
    Fraction(1, 2)
    >>> beat_chance("AH 2H", "point", sizes=[3])
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: sizes must give one hand size for each other player (2 under these rules), got [3]
    """
    cards = as_hand(hand)
    if not cards:
        raise InvalidCardError("a hand needs at least one card, got none")
    rules = check_rules(rules)
    stake = _stake(stake)
    n = _sizes(sizes, rules)
    pool = _unseen(cards, unseen)
    if sum(n) > len(pool):
        raise InvalidOutcomeError(f"hands of {list(n)} cards need {sum(n)} unseen cards, got {len(pool)}")
    return _cached_chance(cards, stake, rules, n, pool)


def _unseen(cards: tuple[Card, ...], unseen: object) -> tuple[Card, ...]:
    """The unseen cards, checked: by default every card not in *cards*."""
    if unseen is None:
        mine = {id(c) for c in cards}
        return tuple(c for c in SORTED_DECK if id(c) not in mine)
    pool = as_hand(unseen)
    if {id(c) for c in pool} & {id(c) for c in cards}:
        raise InvalidCardError("the unseen cards and the hand share a card; a card is either held or unseen")
    return pool


def _sizes(sizes: object, rules: Rules) -> tuple[int, ...]:
    """The other hands' sizes, checked: by default the rules' other players, each with a full hand."""
    others = rules.players - 1
    if sizes is None:
        return (rules.cards_each,) * others
    if isinstance(sizes, (str, bytes)) or not isinstance(sizes, Iterable):
        raise InvalidOutcomeError(f"sizes must be a list of hand sizes, got {sizes!r}")
    given = list(sizes)
    n = tuple(check_int(s, "a hand size", range(1, 53), InvalidOutcomeError) for s in given)
    if len(n) != others:
        raise InvalidOutcomeError(
            f"sizes must give one hand size for each other player ({others} under these rules), got {given!r}"
        )
    return n


def _stake(stake: object) -> Stake:
    if isinstance(stake, Stake):
        return stake
    for s in Stake:
        if stake == s.value:
            return s
    raise InvalidOutcomeError(f"stake must be a Stake or one of {[s.value for s in Stake]}, got {stake!r}")


# The challenge of a claim (Rule M10) ------------------------------------------


@lru_cache(maxsize=4096)
def _refuters(groups: tuple[int, ...], need: int, every: bool, rest: int, sizes: tuple[int, ...]) -> tuple[Fraction, Fraction]:
    """(P(no hand refutes), expected number of hands that refute), from the claim's unseen cards by group.

    A hand refutes when it holds at least *need* of a group's cards in every
    group (*every*) or in some group; *rest* unseen cards are of no group. A
    dynamic programme over the groups, with the cards each hand has taken and
    whether it refutes so far as its state.
    """
    n1 = sizes[0]
    n2 = sizes[1] if len(sizes) > 1 else 0
    states: dict[tuple[int, int, bool, bool], int] = {(0, 0, every, every): 1}
    for r in groups:
        new: dict[tuple[int, int, bool, bool], int] = {}
        for (a, b, f1, f2), ways in states.items():
            for i, j, w in _splits(r, n1 - a, n2 - b):
                g1, g2 = i >= need, j >= need
                key = (a + i, b + j, (f1 and g1) if every else (f1 or g1), (f2 and g2) if every else (f2 or g2))
                new[key] = new.get(key, 0) + ways * w
        states = new
    total = math.comb(rest + sum(groups), n1) * math.comb(rest + sum(groups) - n1, n2)
    nobody = expected = 0
    for (a, b, f1, f2), ways in states.items():
        # The hands are filled up from the cards of no group.
        if n1 - a + n2 - b > rest:
            continue
        w = ways * math.comb(rest, n1 - a) * math.comb(rest - (n1 - a), n2 - b)
        if not (f1 or f2):
            nobody += w
        expected += (f1 + (f2 if n2 else 0)) * w
    return Fraction(nobody, total), Fraction(expected, total)


def refute_chances(
    hand: str | Iterable[Card],
    claim: Combination | str,
    *,
    rules: Rules = DEFAULT,
    sizes: Iterable[int] | None = None,
    unseen: str | Iterable[Card] | None = None,
) -> tuple[Fraction, Fraction]:
    """The exact chance that no other hand refutes the claim of *hand*, and the expected number of hands that do.

    The other hands hold *sizes* cards each (by default the rules' other
    players, each with a full hand), dealt at random from *unseen* (by
    default every card not in *hand*). A hand refutes a claim as
    :func:`~hazardlib.hoc.auction.refutes` says, under :ref:`Rule M10, the
    lone winner and the bluff <hoc-rule-lone-winner>` with
    ``Rules(challenge=True)``. Used by :class:`~hazardlib.hoc.policies.Expert`
    to weigh a claim.

    A four of kings is refuted by any king: with two kings among 4 unseen
    cards and one other hand of 2, it holds none in 1 deal of 6.

    >>> from hazardlib.hoc.rules import Rules
    >>> refute_chances("AH", "four of K", rules=Rules(players=2), sizes=[2], unseen="KH KD 2C 3C")
    (Fraction(1, 6), Fraction(5, 6))
    """
    cards = as_hand(hand)
    if not cards:
        raise InvalidCardError("a hand needs at least one card, got none")
    rules = check_rules(rules)
    c = claim if isinstance(claim, Combination) else Combination.parse(claim)
    if c.length > 5:
        # As Rule M10 says of a claim (claim_refusal): "quint of 13 to K" is no claim.
        raise InvalidOutcomeError(f"a claim names a tierce, a quart or a quint (a quint is 5 cards or more), got {str(c)!r}")
    n = _sizes(sizes, rules)
    pool = _unseen(cards, unseen)
    if sum(n) > len(pool):
        raise InvalidOutcomeError(f"hands of {list(n)} cards need {sum(n)} unseen cards, got {len(pool)}")
    return _refute(c, rules, n, pool)


def _refute(c: Combination, rules: Rules, n: tuple[int, ...], pool: tuple[Card, ...]) -> tuple[Fraction, Fraction]:
    top = int(c.top)
    groups: tuple[int, ...]
    if c.stake is Stake.TRICON:
        groups = (sum(1 for x in pool if int(x.rank) == top),)
        need, every = 5 - c.length, True
    elif rules.sequence_suits is SequenceSuits.SAME:
        ranks = range(top - c.length + 1, top + 1)
        groups = tuple(sum(1 for x in pool if x.suit is s and int(x.rank) in ranks) for s in Suit)
        need, every = 1, True
    else:
        ranks = range(top - c.length + 1, top + 1)
        groups = tuple(sum(1 for x in pool if int(x.rank) == r) for r in ranks)
        need, every = 4, False
    return _refuters(tuple(sorted(groups)), need, every, len(pool) - sum(groups), n)
