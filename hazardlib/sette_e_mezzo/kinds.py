"""The rules as numbers: kinds of card and totals in half-points.

The exact analysis, both simulation engines and play read the rules through
one table built per :class:`~hazardlib.sette_e_mezzo.rules.Rules` value
(:func:`model_of`, a :class:`Model`): the kind of every card (rule S2: a
figure, an ace to a 7; rule S3: the matta), the best total of a hand from
its other cards, and the lowest total a player who shows some cards can
hold (rule S8). A total is a whole number of half-points, or ``BUST``.

Kinds are numbered ``0`` (a figure, ½), ``1`` to ``7`` (an ace to a seven)
and ``MATTA`` (8); a hand by kind is a tuple of ``KINDS`` counts. The
model the exact solvers build on these numbers is
:mod:`~hazardlib.sette_e_mezzo.model`.

>>> m = model_of(Rules())
>>> m.full                          # 11 figures (the king of denari is the matta), 4 of each number, 1 matta
(11, 4, 4, 4, 4, 4, 4, 4, 1)
>>> m.hand_total((1, 0, 0, 0, 0, 0, 0, 1, 0)), m.hand_total((0, 0, 0, 0, 0, 0, 1, 1, 0)) == BUST
(15, True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from hazardlib.cards import Card
from hazardlib.sette_e_mezzo.rules import DECK, Rules, _matta_halves

__all__ = ["KINDS", "MATTA", "BUST", "VALUE", "Model", "model_of", "lowest_up", "key_kinds", "clear_caches"]

#: A total (half-points) that marks a bust.
BUST = 99
#: The number of kinds of card (0 a figure, worth ½; 1 to 7 an ace to a seven; 8 the matta).
KINDS = 9
#: The kind of the matta.
MATTA = 8
#: Each kind's value in half-points (the matta counts apart).
VALUE = (1, 2, 4, 6, 8, 10, 12, 14, 0)
# Mixed-radix weights for a multiset of kinds (a policy's key): up to 12
# figures, 4 of each number, one matta.
BASE = (13, 5, 5, 5, 5, 5, 5, 5, 2)
WEIGHT = tuple(math.prod(BASE[:i]) for i in range(KINDS))
RADIX = math.prod(BASE)

FACTORIAL = [math.factorial(i) for i in range(41)]


class Model:
    """The rules turned into tables: kinds, counts, best totals (one per rules, see :func:`model_of`).

    ``klass[card]`` is a card's kind; ``members[k]`` the cards of kind *k*
    (``members[KINDS]``: the aces, declared ½); ``full`` the deck by kind;
    ``burnable`` the kinds a first card may be burned or changed as (rules
    S15 and S16).
    """

    # Declared on the class too, so that the API page reads the type of *rules* (it is ambiguous by name).
    rules: Rules

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.klass: dict[Card, int] = {}
        for card in DECK:
            if card == rules.matta:
                self.klass[card] = MATTA
            elif card.is_figure:
                self.klass[card] = 0
            else:
                self.klass[card] = int(card.rank)
        members: list[list[Card]] = [[] for _ in range(KINDS + 1)]
        for card in DECK:
            members[self.klass[card]].append(card)
        members[KINDS] = list(members[1])  # class 9: an ace declared ½
        self.members = members
        self.full: tuple[int, ...] = tuple(len(members[c]) for c in range(KINDS))
        self.one = _matta_halves(rules.matta_values, 1)
        self.more = _matta_halves(rules.matta_values, 2)
        # best[m][n>=2][other]: the best total in half-points, or BUST.
        self.best: list[list[list[int]]] = [[[0] * 64 for _ in range(2)] for _ in range(2)]
        for m in range(2):
            for multi in range(2):
                allowed = self.more if multi else self.one
                for o in range(64):
                    if not m:
                        t = o if o <= 15 else BUST
                    else:
                        fits = [v for v in allowed if o + v <= 15]
                        t = o + max(fits) if fits else BUST
                    self.best[m][multi][o] = t
        burn: set[int] = set()
        if rules.burn_three_four:
            burn |= {3, 4}
        if rules.exchange_four:
            burn.add(4)
        self.burnable = frozenset(c for c in burn if self.full[c])
        self.suit_rank = {s: i for i, s in enumerate(rules.suit_order)}
        # The values of hands with the matta declared at its best, kept by hands._value.
        self.values: dict[tuple[int, bool, int, bool], Any] = {}

    def total(self, other: int, matta: bool, n: int) -> int:
        """The best total of *n* cards worth *other* half-points besides the matta (if *matta*), or ``BUST``."""
        return self.best[1 if matta else 0][1 if n >= 2 else 0][min(other, 63)]

    def counts(self, cards: Sequence[Card]) -> tuple[int, ...]:
        """How many cards of each class *cards* holds."""
        out = [0] * KINDS
        for c in cards:
            out[self.klass[c]] += 1
        return tuple(out)

    def hand_total(self, hand: Sequence[int]) -> int:
        """The best total (half-points) of a hand given by its class counts, or ``BUST``."""
        return self.total(sum(VALUE[c] * hand[c] for c in range(KINDS)), hand[MATTA] > 0, sum(hand))

    def classes(self, cards: Sequence[Card]) -> list[int]:
        return [self.klass[c] for c in cards]

    def key(self, cards: Sequence[Card], *, ace_half: bool, burned: Sequence[Card]) -> int:
        """The policy key of a player's hand: hole card class and face-up multiset."""
        cl = self.classes(cards)
        up = sum(WEIGHT[c] for c in cl[1:])
        b = self.klass[burned[0]] + 1 if burned else 0
        return ((b * 2 + (1 if ace_half else 0)) * KINDS + cl[0]) * RADIX + up


@lru_cache(maxsize=64)
def _model_by_value(rules: Rules) -> Model:
    return Model(rules)


_BY_ID: dict[int, tuple[Rules, Model]] = {}


def model_of(rules: Rules) -> Model:
    """The tables of *rules* (built once per rules)."""
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


def clear_caches() -> None:
    """Forget every table built from rules (for benchmarks that time a cold start)."""
    _BY_ID.clear()
    _model_by_value.cache_clear()
    _lowest_cached.cache_clear()


@lru_cache(maxsize=4096)
def _lowest_cached(rules: Rules, up: tuple[int, ...]) -> int:
    m = model_of(rules)
    counts = [0] * KINDS
    for c in up:
        counts[c] += 1
    other = sum(VALUE[c] for c in up)
    n = len(up) + 1
    best = BUST
    for h in range(KINDS):
        if m.full[h] - counts[h] <= 0:
            continue
        t = m.total(other + VALUE[h], counts[MATTA] > 0 or h == MATTA, n)
        if t != BUST:
            best = min(best, t)
    return best


def lowest_up(m: Model, up: tuple[int, ...]) -> int:
    """The lowest total (half-points) of a player who shows the classes *up*, or ``BUST``."""
    return _lowest_cached(m.rules, up)


def key_kinds(key: int) -> tuple[int, ...]:
    """The classes of a face-up multiset key (see :meth:`Model.key`), in order."""
    out: list[int] = []
    for c in range(KINDS):
        out.extend([c] * ((key // WEIGHT[c]) % BASE[c]))
    return tuple(out)
