"""The rules as numbers (private): card classes and totals in half-points.

The exact analysis, both simulation engines and play read the rules through
one table built per :class:`~hazardlib.sette_e_mezzo.rules.Rules` value:
the class of every card (rule S2: a figure, ace to 7; rule S3: the matta),
the best total of a hand from its other cards, and the lowest total a
player who shows some cards can hold (rule S8). A hand's best total is a
whole number of half-points, or ``_BUST``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from hazardlib.cards import Card
from hazardlib.sette_e_mezzo.rules import DECK, Rules, _matta_halves

_BUST = 99  # internal: a total in half-points that marks a bust

# Card classes: 0 a figure (½), 1..7 ace..seven, 8 the matta.
_NCLASS = 9
_MATTA = 8
_VALUE = (1, 2, 4, 6, 8, 10, 12, 14, 0)  # half-points; the matta counts apart
# Mixed-radix weights for a multiset of classes: up to 12 figures, 4 of each
# number, one matta.
_BASE = (13, 5, 5, 5, 5, 5, 5, 5, 2)
_WEIGHT = tuple(math.prod(_BASE[:i]) for i in range(_NCLASS))
_RADIX = math.prod(_BASE)

_FACT = [math.factorial(i) for i in range(41)]


class _Model:
    """The rules turned into tables: classes, counts, best totals (cached per rules)."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.klass: dict[Card, int] = {}
        for card in DECK:
            if card == rules.matta:
                self.klass[card] = _MATTA
            elif card.is_figure:
                self.klass[card] = 0
            else:
                self.klass[card] = int(card.rank)
        members: list[list[Card]] = [[] for _ in range(_NCLASS + 1)]
        for card in DECK:
            members[self.klass[card]].append(card)
        members[_NCLASS] = list(members[1])  # class 9: an ace declared ½
        self.members = members
        self.full: tuple[int, ...] = tuple(len(members[c]) for c in range(_NCLASS))
        self.one = _matta_halves(rules.matta_values, 1)
        self.more = _matta_halves(rules.matta_values, 2)
        # best[m][n>=2][other]: the best total in half-points, or _BUST.
        self.best: list[list[list[int]]] = [[[0] * 64 for _ in range(2)] for _ in range(2)]
        for m in range(2):
            for multi in range(2):
                allowed = self.more if multi else self.one
                for o in range(64):
                    if not m:
                        t = o if o <= 15 else _BUST
                    else:
                        fits = [v for v in allowed if o + v <= 15]
                        t = o + max(fits) if fits else _BUST
                    self.best[m][multi][o] = t
        burn: set[int] = set()
        if rules.burn_three_four:
            burn |= {3, 4}
        if rules.exchange_four:
            burn.add(4)
        self.burnable = frozenset(c for c in burn if self.full[c])
        self.suit_rank = {s: i for i, s in enumerate(rules.suit_order)}

    def total(self, other: int, matta: bool, n: int) -> int:
        return self.best[1 if matta else 0][1 if n >= 2 else 0][min(other, 63)]

    def counts(self, cards: Sequence[Card]) -> tuple[int, ...]:
        """How many cards of each class *cards* holds."""
        out = [0] * _NCLASS
        for c in cards:
            out[self.klass[c]] += 1
        return tuple(out)

    def hand_total(self, hand: Sequence[int]) -> int:
        """The best total (half-points) of a hand given by its class counts, or ``_BUST``."""
        return self.total(sum(_VALUE[c] * hand[c] for c in range(_NCLASS)), hand[_MATTA] > 0, sum(hand))

    def classes(self, cards: Sequence[Card]) -> list[int]:
        return [self.klass[c] for c in cards]

    def key(self, cards: Sequence[Card], *, ace_half: bool, burned: Sequence[Card]) -> int:
        """The policy key of a player's hand: hole card class and face-up multiset."""
        cl = self.classes(cards)
        up = sum(_WEIGHT[c] for c in cl[1:])
        b = self.klass[burned[0]] + 1 if burned else 0
        return ((b * 2 + (1 if ace_half else 0)) * _NCLASS + cl[0]) * _RADIX + up


@lru_cache(maxsize=64)
def _model_by_value(rules: Rules) -> _Model:
    return _Model(rules)


_BY_ID: dict[int, tuple[Rules, _Model]] = {}


def _model(rules: Rules) -> _Model:
    # Hashing a Rules value hashes every field; the engine asks for the
    # model of the same Rules object many times per hand, so look it up by
    # identity first (the entry keeps the object alive, so its id is not reused).
    entry = _BY_ID.get(id(rules))
    if entry is not None and entry[0] is rules:
        return entry[1]
    model = _model_by_value(rules)
    if len(_BY_ID) > 256:
        _BY_ID.clear()
    _BY_ID[id(rules)] = (rules, model)
    return model


def _clear_caches() -> None:
    """Forget every table built from rules (for benchmarks that time a cold start)."""
    _BY_ID.clear()
    _model_by_value.cache_clear()
    _lowest_cached.cache_clear()


@lru_cache(maxsize=4096)
def _lowest_cached(rules: Rules, up: tuple[int, ...]) -> int:
    m = _model(rules)
    counts = [0] * _NCLASS
    for c in up:
        counts[c] += 1
    other = sum(_VALUE[c] for c in up)
    n = len(up) + 1
    best = _BUST
    for h in range(_NCLASS):
        if m.full[h] - counts[h] <= 0:
            continue
        t = m.total(other + _VALUE[h], counts[_MATTA] > 0 or h == _MATTA, n)
        if t != _BUST:
            best = min(best, t)
    return best


def _lowest(m: _Model, up: tuple[int, ...]) -> int:
    """The lowest total (half-points) of a player who shows the classes *up*, or ``_BUST``."""
    return _lowest_cached(m.rules, up)


def _key_classes(key: int) -> tuple[int, ...]:
    """The classes of a face-up multiset key (see :meth:`_Model.key`), in order."""
    out: list[int] = []
    for c in range(_NCLASS):
        out.extend([c] * ((key // _WEIGHT[c]) % _BASE[c]))
    return tuple(out)
