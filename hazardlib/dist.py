"""Exact finite distributions: integer weights, ``Fraction`` probabilities.

A :class:`Distribution` stores a positive integer weight for each outcome, in
the order of the outcomes. No float is ever stored: a probability is built as a
``Fraction`` only when it is asked for.

>>> from hazardlib.dist import Distribution
>>> coin = Distribution({"heads": 1, "tails": 1})
>>> coin.probability("heads")
Fraction(1, 2)
>>> two = Distribution.uniform(range(1, 7)) + Distribution.uniform(range(1, 7))
>>> two.probability(7)
Fraction(1, 6)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from fractions import Fraction
from math import gcd
from typing import Any, Generic, TypeVar

from hazardlib.errors import InvalidOutcomeError, InvalidWeightError

__all__ = ["Distribution"]

T = TypeVar("T", bound=Hashable)
U = TypeVar("U", bound=Hashable)


def _sorted_if_possible(keys: Iterable[T]) -> list[T]:
    keys = list(keys)
    try:
        return sorted(keys)  # type: ignore[type-var]
    except TypeError:  # outcomes without an order keep the order given
        return keys


class Distribution(Generic[T]):
    """A finite distribution over outcomes with non-negative integer weights.

    Outcomes of weight 0 are dropped; at least one weight must be positive.
    Two distributions are equal when they give every outcome the same
    probability (``{1: 2, 2: 2} == {1: 1, 2: 1}``).

    >>> Distribution({1: 1, 2: 0, 3: 2})
    Distribution({1: 1, 3: 2})
    >>> Distribution({1: 1.5})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidWeightError: weight of 1 must be a non-negative int, got 1.5
    >>> Distribution({1: -1})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidWeightError: weight of 1 must be a non-negative int, got -1
    >>> Distribution({})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidWeightError: a distribution needs a positive total weight, got weights {}
    """

    __slots__ = ("_weights", "_total")

    _weights: dict[T, int]
    _total: int

    def __init__(self, weights: Mapping[T, int]) -> None:
        checked: dict[T, int] = {}
        for outcome in _sorted_if_possible(weights):
            w = weights[outcome]
            if not isinstance(w, int) or isinstance(w, bool) or w < 0:
                raise InvalidWeightError(
                    f"weight of {outcome!r} must be a non-negative int, got {w!r}"
                )
            if w:
                checked[outcome] = w
        if not checked:
            raise InvalidWeightError(
                f"a distribution needs a positive total weight, got weights {dict(weights)!r}"
            )
        self._weights = checked
        self._total = sum(checked.values())

    @classmethod
    def uniform(cls, outcomes: Iterable[T]) -> Distribution[T]:
        """Each outcome once, weight 1 (an outcome listed twice weighs 2).

        >>> Distribution.uniform("HT")
        Distribution({'H': 1, 'T': 1})
        """
        weights: dict[T, int] = {}
        for o in outcomes:
            weights[o] = weights.get(o, 0) + 1
        return cls(weights)

    # -- reading ---------------------------------------------------------
    @property
    def outcomes(self) -> tuple[T, ...]:
        """The outcomes of positive weight, sorted where they can be."""
        return tuple(self._weights)

    @property
    def total(self) -> int:
        """The sum of the weights."""
        return self._total

    def weight(self, outcome: T) -> int:
        """The weight of *outcome*, 0 if it cannot happen."""
        return self._weights.get(outcome, 0)

    def probability(self, outcome: T) -> Fraction:
        """The exact probability of *outcome*.

        >>> Distribution({"win": 244, "lose": 251}).probability("win")
        Fraction(244, 495)
        """
        return Fraction(self.weight(outcome), self._total)

    def probability_where(self, predicate: Callable[[T], bool]) -> Fraction:
        """The exact probability that *predicate* holds for the outcome."""
        return Fraction(sum(w for o, w in self._weights.items() if predicate(o)), self._total)

    def items(self) -> Iterator[tuple[T, int]]:
        """(outcome, weight) pairs in outcome order."""
        return iter(self._weights.items())

    def probabilities(self) -> dict[T, Fraction]:
        """Every outcome's exact probability."""
        return {o: Fraction(w, self._total) for o, w in self._weights.items()}

    def __iter__(self) -> Iterator[T]:
        return iter(self._weights)

    def __len__(self) -> int:
        return len(self._weights)

    def __contains__(self, outcome: object) -> bool:
        return outcome in self._weights

    def mean(self) -> Fraction:
        """The exact mean of numeric outcomes.

        >>> Distribution.uniform(range(1, 7)).mean()
        Fraction(7, 2)
        """
        weighted: Any = sum(o * w for o, w in self._weights.items())  # type: ignore[operator, misc]
        return Fraction(weighted, self._total)

    # -- making new distributions ---------------------------------------
    def map(self, function: Callable[[T], U]) -> Distribution[U]:
        """The distribution of ``function(outcome)``; equal images add up.

        >>> Distribution.uniform(range(1, 7)).map(lambda x: x % 2 == 0)
        Distribution({False: 3, True: 3})
        """
        weights: dict[U, int] = {}
        for o, w in self._weights.items():
            key = function(o)
            weights[key] = weights.get(key, 0) + w
        return Distribution(weights)

    def condition(self, predicate: Callable[[T], bool]) -> Distribution[T]:
        """Keep only the outcomes where *predicate* holds (a reroll of the rest).

        Throwing "until the chance or the main appears" is this conditioning.

        >>> two = Distribution.uniform(range(1, 7)) + Distribution.uniform(range(1, 7))
        >>> two.condition(lambda t: t in (4, 7)).probability(4)
        Fraction(1, 3)
        >>> two.condition(lambda t: t > 12)
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidOutcomeError: the condition excludes every outcome
        """
        kept = {o: w for o, w in self._weights.items() if predicate(o)}
        if not kept:
            raise InvalidOutcomeError("the condition excludes every outcome")
        return Distribution(kept)

    def __add__(self, other: Distribution[Any]) -> Distribution[Any]:
        """The distribution of the sum of two independent outcomes."""
        if not isinstance(other, Distribution):
            return NotImplemented
        weights: dict[Any, int] = {}
        for a, wa in self._weights.items():
            for b, wb in other._weights.items():
                s = a + b
                weights[s] = weights.get(s, 0) + wa * wb
        return Distribution(weights)

    # -- comparing and printing -----------------------------------------
    def _reduced(self) -> tuple[tuple[T, int], ...]:
        g = 0
        for w in self._weights.values():
            g = gcd(g, w)
        return tuple((o, w // g) for o, w in self._weights.items())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Distribution):
            return NotImplemented
        return dict(self._reduced()) == dict(other._reduced())

    def __hash__(self) -> int:
        return hash(frozenset(self._reduced()))

    def __repr__(self) -> str:
        inner = ", ".join(f"{o!r}: {w}" for o, w in self._weights.items())
        return f"Distribution({{{inner}}})"
