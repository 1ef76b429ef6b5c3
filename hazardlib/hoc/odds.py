"""The exact odds of a hand: carte blanche, the point, the longest run, tricons, hocs.

Every probability is an exact :class:`~fractions.Fraction`, counted over the
C(52, k) equally likely hands of k cards, by polynomials and dynamic
programs over the ranks (the chapter's "How likely are the hands?"). They
describe the hands of Rules M4 (carte blanche), M5 (the point), M6 (the
sequence), M7 (the tricon) and M15 (the hocs). No numpy: this module runs
with the standard library alone.

>>> from hazardlib.hoc.odds import hand_odds
>>> hand_odds(12).carte_blanche
Fraction(2527988, 93384347)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from hazardlib._checks import check_int
from hazardlib.errors import InvalidOutcomeError
from hazardlib.hoc.rules import DEFAULT, Rules, SequenceSuits, check_rules

__all__ = [
    "carte_blanche_probability",
    "point_distribution",
    "longest_run_distribution",
    "sequence_distribution",
    "of_a_kind_distribution",
    "hoc_distribution",
    "carte_blanche_deal",
    "HandOdds",
    "hand_odds",
]


def check_hand_size(k: object) -> int:
    """A hand size, 1 to 52 cards (numpy integers accepted), as an int."""
    return check_int(k, "hand size", range(1, 53), InvalidOutcomeError)


def _poly_mul(a: Sequence[int], b: Sequence[int], upto: int) -> list[int]:
    out = [0] * (upto + 1)
    for i, x in enumerate(a):
        if not x or i > upto:
            continue
        for j, y in enumerate(b):
            if i + j > upto:
                break
            out[i + j] += x * y
    return out


def _poly_pow(p: Sequence[int], e: int, upto: int) -> list[int]:
    out = [1] + [0] * upto
    for _ in range(e):
        out = _poly_mul(out, p, upto)
    return out


@lru_cache(maxsize=None)
def _suit_without_run(m: int) -> tuple[int, ...]:
    """counts[j]: j-card subsets of one suit's 13 ranks with no run of m or more.

    Dynamic programming over the ranks, ace to king, with the length of the run
    ending at the current rank as state (ace low, no wrap).
    """
    states = [[0] * 14 for _ in range(m)]
    states[0][0] = 1
    for _ in range(13):
        new = [[0] * 14 for _ in range(m)]
        for r in range(m):
            for j in range(14):
                v = states[r][j]
                if v:
                    new[0][j] += v  # this rank absent: the run is broken
                    if r + 1 < m and j < 13:
                        new[r + 1][j + 1] += v  # present: the run grows
        states = new
    return tuple(sum(states[r][j] for r in range(m)) for j in range(14))


@lru_cache(maxsize=None)
def _ranks_without_run(m: int) -> tuple[int, ...]:
    """counts[j]: j-card hands (any suits) whose set of ranks has no run of m or more."""
    states = [[0] * 53 for _ in range(m)]
    states[0][0] = 1
    for _ in range(13):
        new = [[0] * 53 for _ in range(m)]
        for r in range(m):
            for j in range(53):
                v = states[r][j]
                if not v:
                    continue
                new[0][j] += v
                if r + 1 < m:
                    for c in range(1, 5):  # 1 to 4 cards of this rank
                        if j + c <= 52:
                            new[r + 1][j + c] += v * math.comb(4, c)
        states = new
    return tuple(sum(states[r][j] for r in range(m)) for j in range(53))


def carte_blanche_probability(hand_size: int) -> Fraction:
    """P(a hand of *hand_size* cards from 52 has no court card) = C(40, k) / C(52, k).

    >>> carte_blanche_probability(12) == Fraction(5586853480, 206379406870)
    True
    """
    k = check_hand_size(hand_size)
    return Fraction(math.comb(40, k), math.comb(52, k))



def _largest_group(k: int, *, groups: int, size: int) -> dict[int, Fraction]:
    """The distribution of the largest group in a hand of *k* from *groups* groups of *size* cards.

    The hands whose every group holds at most *m* cards are counted by the
    coefficient of x**k in (sum of C(size, j) x**j for j <= m) ** groups;
    the largest group is *m* in the difference between *m* and *m* - 1.
    """
    total = math.comb(52, k)
    at_most = [_poly_pow([math.comb(size, j) for j in range(m + 1)], groups, k)[k] for m in range(size + 1)]
    return {
        m: Fraction(at_most[m] - at_most[m - 1], total)
        for m in range(1, size + 1)
        if at_most[m] != at_most[m - 1]
    }

def point_distribution(hand_size: int) -> dict[int, Fraction]:
    """P(the longest suit has L cards), for every possible L.

    Counted as the coefficient of ``x**k`` in ``(sum of C(13, j) x**j for j <= L)**4``:
    the hands with no suit longer than L; the difference of two such counts
    gives the hands whose longest suit is exactly L.

    >>> d = point_distribution(12)
    >>> min(d), max(d), sum(d.values())
    (3, 12, Fraction(1, 1))
    """
    return _largest_group(check_hand_size(hand_size), groups=4, size=13)  # the longest of the 4 suits


def longest_run_distribution(hand_size: int, *, rules: Rules = DEFAULT) -> dict[int, Fraction]:
    """P(the longest run has L cards): runs of one suit (or of any suits under
    ``sequence_suits='any'``), consecutive ranks ace low, no wrap.

    Counted as the coefficient of ``x**k`` in the product over the four suits of
    the per-suit counts of subsets with no run of m (dynamic programming over
    the ranks), for m = 1 to 14.

    >>> d = longest_run_distribution(12)
    >>> min(d), max(d), sum(d.values())
    (1, 12, Fraction(1, 1))
    """
    k = check_hand_size(hand_size)
    rules = check_rules(rules)
    total = math.comb(52, k)
    without = [0] * 15  # without[m]: hands with no run of m or more
    for m in range(1, 15):
        if rules.sequence_suits is SequenceSuits.SAME:
            without[m] = _poly_pow(_suit_without_run(m), 4, k)[k]
        else:
            without[m] = _ranks_without_run(m)[k]
    return {
        length: Fraction(without[length + 1] - without[length], total)
        for length in range(1, 14)
        if without[length + 1] != without[length]
    }


def sequence_distribution(hand_size: int, *, rules: Rules = DEFAULT) -> dict[str, Fraction]:
    """P(the best sequence is none, a tierce, a quart, or a quint of 5 or more).

    >>> d = sequence_distribution(12)
    >>> list(d), sum(d.values())
    (['none', 'tierce', 'quart', 'quint'], Fraction(1, 1))
    """
    runs = longest_run_distribution(hand_size, rules=rules)
    return {
        "none": sum((p for n, p in runs.items() if n < 3), Fraction(0)),
        "tierce": runs.get(3, Fraction(0)),
        "quart": runs.get(4, Fraction(0)),
        "quint": sum((p for n, p in runs.items() if n >= 5), Fraction(0)),
    }


def of_a_kind_distribution(hand_size: int) -> dict[int, Fraction]:
    """P(the most cards of one rank is 1, 2, 3 or 4): 3 is a brelan, 4 a four of a kind.

    Counted as the coefficient of ``x**k`` in ``(sum of C(4, j) x**j for j <= t)**13``.

    >>> of_a_kind_distribution(12)[4] < of_a_kind_distribution(15)[4]
    True
    """
    return _largest_group(check_hand_size(hand_size), groups=13, size=4)  # the most cards of one of the 13 ranks


def hoc_distribution(hand_size: int) -> dict[int, Fraction]:
    """P(the hand holds h of the six hocs): hypergeometric, C(6, h) C(46, k - h) / C(52, k).

    >>> 1 - hoc_distribution(12)[0] == 1 - Fraction(math.comb(46, 12), math.comb(52, 12))
    True
    """
    k = check_hand_size(hand_size)
    total = math.comb(52, k)
    return {
        h: Fraction(math.comb(6, h) * math.comb(46, k - h), total)
        for h in range(0, 7)
        if 0 <= k - h <= 46
    }


def carte_blanche_deal(*, rules: Rules = DEFAULT) -> dict[int, Fraction]:
    """P(j players of a deal hold a carte blanche), j = 0 to the number of players.

    A given set of s hands is all blank with probability C(40, s k) / C(52, s k)
    (the s k cards all among the 40 non-court cards); inclusion-exclusion gives
    exactly j. A carte blanche is paid only when j is 1.

    >>> d = carte_blanche_deal(rules=Rules.variant("two"))
    >>> d[1] + d[2] == 1 - d[0]
    True
    """
    rules = check_rules(rules)
    n, k = rules.players, rules.cards_each

    def q(s: int) -> Fraction:
        return Fraction(math.comb(40, s * k), math.comb(52, s * k)) if s * k <= 40 else Fraction(0)

    return {
        j: sum(
            (Fraction((-1) ** (s - j) * math.comb(s, j) * math.comb(n, s)) * q(s) for s in range(j, n + 1)),
            Fraction(0),
        )
        for j in range(n + 1)
    }


@dataclass(frozen=True, slots=True)
class HandOdds:
    """The exact odds of one hand of *hand_size* cards (see :func:`hand_odds`)."""

    hand_size: int
    carte_blanche: Fraction
    point: dict[int, Fraction]
    longest_run: dict[int, Fraction]
    sequence: dict[str, Fraction]
    of_a_kind: dict[int, Fraction]
    hocs: dict[int, Fraction]

    @property
    def brelan(self) -> Fraction:
        """The chance that the best tricon is a brelan (three of a rank, no four)."""
        return self.of_a_kind.get(3, Fraction(0))

    @property
    def four(self) -> Fraction:
        """The chance of a four of a kind."""
        return self.of_a_kind.get(4, Fraction(0))

    @property
    def any_hoc(self) -> Fraction:
        """The chance of at least one hoc."""
        return 1 - self.hocs.get(0, Fraction(0))

    def events(self) -> dict[str, Fraction]:
        """The named events of the book's table, as exact probabilities."""
        out = {"carte_blanche": self.carte_blanche}
        out |= {f"point_{n}": p for n, p in self.point.items()}
        out |= {f"sequence_{name}": p for name, p in self.sequence.items()}
        out |= {"brelan": self.brelan, "four": self.four, "any_hoc": self.any_hoc}
        return out


def hand_odds(hand_size: int, *, rules: Rules = DEFAULT) -> HandOdds:
    """All the exact odds of a hand of *hand_size* cards.

    >>> odds = hand_odds(15)
    >>> odds.carte_blanche == carte_blanche_probability(15), sum(odds.point.values())
    (True, Fraction(1, 1))
    """
    k = check_hand_size(hand_size)
    return HandOdds(
        hand_size=k,
        carte_blanche=carte_blanche_probability(k),
        point=point_distribution(k),
        longest_run=longest_run_distribution(k, rules=rules),
        sequence=sequence_distribution(k, rules=rules),
        of_a_kind=of_a_kind_distribution(k),
        hocs=hoc_distribution(k),
    )
