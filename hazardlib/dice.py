"""Dice: a die, a throw of several dice, and the exact distributions of their totals.

>>> from hazardlib import dice
>>> len(dice.outcomes(2)), len(dice.outcomes(3))
(36, 216)
>>> dice.total_distribution(2).probability(7)
Fraction(1, 6)
>>> dice.Throw.parse("3-4").total
7
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from hazardlib._checks import check_int, check_rng, as_int
from hazardlib.dist import Distribution
from hazardlib.errors import InvalidDiceError, InvalidOutcomeError

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["Die", "Throw", "outcomes", "roll", "total_distribution", "ways"]

#: Upper bound for sides and number of dice: a bound keeps a typo from
#: enumerating an astronomically large outcome space.
MAX_SIDES = 100
MAX_DICE = 10

_FACE = re.compile(r"[0-9]+")


@dataclass(frozen=True, slots=True)
class Die:
    """A fair die with faces 1 to *sides*.

    >>> Die()
    Die(6)
    >>> Die(6).distribution().probability(1)
    Fraction(1, 6)
    >>> Die(1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidDiceError: a die needs at least 2 sides, got 1
    """

    sides: int = 6

    def __post_init__(self) -> None:
        s = self.sides
        if as_int(s) in (0, 1):
            raise InvalidDiceError(f"a die needs at least 2 sides, got {s!r}")
        object.__setattr__(self, "sides", check_int(s, "sides", range(2, MAX_SIDES + 1), InvalidDiceError))

    @property
    def faces(self) -> range:
        """The faces, 1 to *sides*."""
        return range(1, self.sides + 1)

    def distribution(self) -> Distribution[int]:
        """Each face with weight 1."""
        return Distribution.uniform(self.faces)

    def __repr__(self) -> str:
        return f"Die({self.sides})"


@dataclass(frozen=True, slots=True)
class Throw:
    """The faces one throw of several dice shows, in the order thrown.

    The notation is the faces joined by ``-``: ``"3-4"``, ``"6-6-1"``.

    >>> t = Throw.parse("6-5")
    >>> t, str(t), t.total
    (Throw.parse('6-5'), '6-5', 11)
    >>> Throw.parse("7-1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidDiceError: face must be an int in 1 to 6, got 7
    >>> Throw.parse("three")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidDiceError: a throw is faces joined by '-', like '3-4', got 'three'
    >>> Throw.parse("²-3")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidDiceError: a throw is faces joined by '-', like '3-4', got '²-3'
    """

    faces: tuple[int, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.faces, tuple) or not self.faces:
            raise InvalidDiceError(f"a throw needs a tuple of at least one face, got {self.faces!r}")
        faces = tuple(check_int(f, "face", range(1, 7), InvalidDiceError) for f in self.faces)
        object.__setattr__(self, "faces", faces)

    @classmethod
    def parse(cls, text: str) -> Throw:
        """Read a throw from its notation, faces joined by ``-``."""
        parts = text.split("-") if isinstance(text, str) else []
        if not parts or not all(_FACE.fullmatch(p.strip()) for p in parts):
            raise InvalidDiceError(
                f"a throw is faces joined by '-', like '3-4', got {text!r}"
            )
        return cls(tuple(int(p) for p in parts))

    @property
    def total(self) -> int:
        """The sum of the faces."""
        return sum(self.faces)

    def __str__(self) -> str:
        return "-".join(str(f) for f in self.faces)

    def __repr__(self) -> str:
        return f"Throw.parse({str(self)!r})"


def _check_count(n: int) -> int:
    return check_int(n, "number of dice", range(1, MAX_DICE + 1), InvalidDiceError)


def outcomes(n: int, die: Die = Die()) -> tuple[Throw, ...]:
    """Every ordered outcome of *n* dice: 36 for two, 216 for three.

    >>> outcomes(2)[:3]
    (Throw.parse('1-1'), Throw.parse('1-2'), Throw.parse('1-3'))
    >>> outcomes(0)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidDiceError: number of dice must be an int in 1 to 10, got 0
    """
    n = _check_count(n)
    if die.sides != 6:
        raise InvalidDiceError(f"throws are of six-sided dice, got {die!r}")
    return tuple(Throw(f) for f in itertools.product(die.faces, repeat=n))


def total_distribution(n: int, die: Die = Die()) -> Distribution[int]:
    """The exact distribution of the total of *n* dice (weights count outcomes).

    >>> total_distribution(2)
    Distribution({2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 7: 6, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1})
    >>> total_distribution(3).weight(10), total_distribution(3).total
    (27, 216)
    """
    n = _check_count(n)
    dist = die.distribution()
    for _ in range(n - 1):
        dist = dist + die.distribution()
    return dist


def ways(total: int, n: int = 2) -> int:
    """How many of the ``6**n`` ordered outcomes of *n* dice sum to *total*.

    >>> [ways(t) for t in range(2, 13)]
    [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]
    >>> ways(13)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: total of 2 dice must be an int in 2 to 12, got 13
    """
    n = _check_count(n)
    check_int(total, f"total of {n} dice", range(n, 6 * n + 1), InvalidOutcomeError)
    return total_distribution(n).weight(total)


def roll(n: int, size: int, *, rng: int | np.random.Generator) -> npt.NDArray[np.int64]:
    """Throw *n* dice *size* times: an array of faces of shape ``(size, n)``.

    *rng* is a seed or a :class:`numpy.random.Generator`; it is the only source
    of randomness, so the same seed gives the same throws.

    >>> faces = roll(2, 5, rng=1)
    >>> faces.shape, bool(((faces >= 1) & (faces <= 6)).all())
    ((5, 2), True)
    >>> bool((roll(2, 5, rng=1) == faces).all())
    True
    >>> roll(2, -1, rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: size must be a non-negative int, got -1
    """
    import numpy as np  # only simulation needs numpy

    n = _check_count(n)
    count = as_int(size)
    if count is None or count < 0:
        raise InvalidOutcomeError(f"size must be a non-negative int, got {size!r}")
    return make_rng(rng).integers(1, 7, size=(count, n), dtype=np.int64)


def make_rng(rng: int | np.random.Generator) -> np.random.Generator:
    """Normalise a seed or a generator to a :class:`numpy.random.Generator`.

    A seed is required: ``None`` (fresh entropy) would make a result that
    cannot be reproduced.

    >>> int(make_rng(7).integers(0, 100)) == int(make_rng(7).integers(0, 100))
    True
    >>> make_rng(None)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: rng must be an int seed or a numpy.random.Generator, got None
    """
    return check_rng(rng, InvalidOutcomeError)
