"""hoc.beat_chance at every size: short hands against full ones, where the counts pass 2**63.

With three players, a hand of 3 cards leaves 49 unseen cards for two hands
of 12: C(49, 12) * C(37, 12), about 1.7e20 deals, more than int64 holds.
The chances here are counted a second way, written apart from the engine:

- by inclusion and exclusion, worked out by hand, for a brelan of kings
  (only a four of a kind beats it, under the default tricon order);
- by brute force over each group of cards (a rank for the tricon, a suit
  for the point and the sequence in one suit): every assignment of the
  group's unseen cards to the first other hand, the second or neither is
  listed (3**m of them, with numpy), the assignments where both hands are
  below the declaration are counted by the cards each hand takes, and the
  groups' counts are multiplied as polynomials in Python integers.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from hazardlib import hoc
from hazardlib.hoc import Rules, Stake
from hazardlib.hoc.combinations import SORTED_DECK, as_hand, card_points, declaration, declaration_key

Poly = dict[tuple[int, int], int]


def _times(p: Poly, q: Poly, n1: int, n2: int) -> Poly:
    out: Poly = {}
    for (a, b), x in p.items():
        for (c, d), y in q.items():
            if a + c <= n1 and b + d <= n2:
                out[a + c, b + d] = out.get((a + c, b + d), 0) + x * y
    return out


def _assignments(m: int) -> np.ndarray:
    """Every assignment of m cards to 0 (neither), 1 or 2 (the two other hands): shape (3**m, m)."""
    if m == 0:
        return np.zeros((1, 0), dtype=np.int8)
    codes = np.arange(3**m, dtype=np.int64)
    return np.stack([(codes // 3**i) % 3 for i in range(m)], axis=1).astype(np.int8).reshape(3**m, m)


def _group_poly(cards: list[hoc.Card], below: object, n1: int, n2: int) -> Poly:
    """The polynomial of one group: *below(held)* says, for a (rows, cards) bool array of what a hand
    takes of the group, whether that part of the hand is below the declaration."""
    where = _assignments(len(cards))
    ok = below(where == 1) & below(where == 2)  # type: ignore[operator]
    a = (where == 1).sum(axis=1)
    b = (where == 2).sum(axis=1)
    keep = ok & (a <= n1) & (b <= n2)
    counts = np.bincount(a[keep] * (n2 + 1) + b[keep], minlength=(n1 + 1) * (n2 + 1))
    poly: Poly = {divmod(int(k), n2 + 1): int(v) for k, v in enumerate(counts) if v}
    return poly


def _chance_by_groups(hand: str, stake: Stake, rules: Rules, sizes: list[int]) -> Fraction:
    held = as_hand(hand)
    unseen = [c for c in SORTED_DECK if c not in held]
    n1, n2 = (sizes + [0])[:2]
    mine = declaration_key(declaration(held, stake, rules), rules)
    total: Poly = {(0, 0): 1}
    if stake is Stake.TRICON:
        for r in range(1, 14):
            group = [c for c in unseen if int(c.rank) == r]

            def below(take: np.ndarray, r: int = r) -> np.ndarray:
                k = take.sum(axis=1)
                key = (r, k) if rules.tricon_order.value == "rank" else (k, r)
                return (k < 3) | np.array([(int(x), int(y)) < mine for x, y in zip(*np.broadcast_arrays(*key))])

            total = _times(total, _group_poly(group, below, n1, n2), n1, n2)
    else:
        for suit in hoc.DECK[0].suit.__class__:
            group = [c for c in unseen if c.suit is suit]
            ranks = np.array([int(c.rank) for c in group])
            points = np.array([card_points(c) for c in group])

            def below(take: np.ndarray, ranks: np.ndarray = ranks, points: np.ndarray = points) -> np.ndarray:
                if stake is Stake.POINT:
                    length = take.sum(axis=1)
                    pts = (take * points).sum(axis=1)
                    return (length < mine[0]) | ((length == mine[0]) & (pts < mine[1]))
                # The best run of this suit in the hand, walking the ranks ace to king.
                run = np.zeros(len(take), dtype=np.int64)
                best = np.full(len(take), -1, dtype=np.int64)
                for r in range(1, 14):
                    col = np.flatnonzero(ranks == r)
                    has = take[:, col[0]] if len(col) else np.zeros(len(take), dtype=bool)
                    run = np.where(has, run + 1, 0)
                    size = run if rules.sequence_order.value == "length" else np.minimum(run, 5)
                    best = np.where(run >= 3, np.maximum(best, size * 16 + r), best)
                return best < mine[0] * 16 + mine[1]

            total = _times(total, _group_poly(group, below, n1, n2), n1, n2)
    deals = math.comb(len(unseen), n1) * math.comb(len(unseen) - n1, n2)
    return Fraction(total.get((n1, n2), 0), deals)


def test_a_short_brelan_of_kings_by_inclusion_and_exclusion() -> None:
    # Three players, my hand KH KD KC: 49 unseen cards, two hands of 12. Every rank A to Q has
    # its four cards unseen; a four of one of them in either hand beats the brelan, nothing else
    # does (one king is left). Inclusion and exclusion over s fours in the first hand and t in
    # the second (a rank in at most one hand).
    u, n = 49, 12
    below = 0
    for s in range(0, 4):
        for t in range(0, 4):
            ways = math.comb(12, s) * math.comb(12 - s, t)
            rest = u - 4 * s - 4 * t
            if 4 * s > n or 4 * t > n:
                continue
            below += (-1) ** (s + t) * ways * math.comb(rest, n - 4 * s) * math.comb(rest - (n - 4 * s), n - 4 * t)
    exact = Fraction(below, math.comb(u, n) * math.comb(u - n, n))
    got = hoc.beat_chance("KH KD KC", "tricon")
    assert got == exact
    assert 0.945 < got < 0.9452  # the review's independent counter: 0.9451


@pytest.mark.parametrize(
    ("hand", "stake", "rules", "sizes"),
    [
        ("KH KD KC", Stake.TRICON, Rules(), None),
        ("KH KD KC 7H 7D 7C 7S", Stake.TRICON, Rules(tricon_order="rank"), None),
        ("AH 2H 3H", Stake.SEQUENCE, Rules(), None),
        ("AH 2H 3H 4H", Stake.SEQUENCE, Rules(sequence_order="length"), None),
        ("AH 2H 3H", Stake.SEQUENCE, Rules(), [18, 18]),
        ("5S 6S 7S 8S 9S", Stake.POINT, Rules(), None),
        ("2C 4C 6C 8C", Stake.POINT, Rules(), [18, 18]),
        ("QD KD", Stake.POINT, Rules(players=2), [30]),
        ("9H 9D 9C", Stake.TRICON, Rules(), [18, 18]),
    ],
)
def test_short_hands_against_full_ones_by_brute_force_over_the_groups(
    hand: str, stake: Stake, rules: Rules, sizes: list[int] | None
) -> None:
    n = sizes if sizes is not None else [rules.cards_each] * (rules.players - 1)
    got = hoc.beat_chance(hand, stake, rules=rules, sizes=sizes)
    assert 0 <= got <= 1
    assert got == _chance_by_groups(hand, stake, rules, n)


def test_the_reviews_figures() -> None:
    # An independent counter (the review of this issue) gave these to four places.
    assert round(float(hoc.beat_chance("AH 2H 3H", "sequence")), 4) == 0.4071
