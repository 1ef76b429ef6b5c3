"""Small input checks shared by every module (private).

Each check returns the value it accepted, so that it can be used inline, and
raises the project's error with the bad value and what is allowed. They are
the boundary of the public API: a bad value is refused here, with a message
that names it, never deeper down with a ``TypeError`` or an ``int()`` error.

numpy is imported only by :func:`check_rng`, so that the exact analysis runs
without it.
"""

from __future__ import annotations

import numbers
import re
from collections.abc import Iterable
from fractions import Fraction
from typing import TYPE_CHECKING, TypeVar

from hazardlib.errors import HazardlibError, InvalidStakeError

if TYPE_CHECKING:
    import numpy as np

E = TypeVar("E", bound=HazardlibError)
T = TypeVar("T")

_ASCII_INT = re.compile(r"[+-]?[0-9]+")


def is_integral(value: object) -> bool:
    """Whether *value* is an integral number that is not a bool.

    Python ints and numpy integers are integral; bools (Python's or numpy's),
    floats and strings are not.

    >>> import numpy as np
    >>> is_integral(7), is_integral(np.int64(7)), is_integral(True), is_integral(7.0)
    (True, True, False, False)
    """
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def as_int(value: object) -> int | None:
    """*value* as a Python ``int`` if it is integral (see :func:`is_integral`), else None.

    >>> import numpy as np
    >>> as_int(np.uint8(3)), as_int(False), as_int("3")
    (3, None, None)
    """
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return int(value)
    return None


def check_int(
    value: object,
    name: str,
    allowed: Iterable[int],
    error: type[E],
) -> int:
    """Return *value* as an ``int`` if it is integral (not a bool) and in *allowed*.

    numpy integers are accepted, so that a value read out of a simulation
    can be passed back in.

    >>> import numpy as np
    >>> from hazardlib.errors import InvalidOutcomeError
    >>> check_int(7, "main", range(5, 10), InvalidOutcomeError)
    7
    >>> check_int(np.int8(7), "main", range(5, 10), InvalidOutcomeError)
    7
    >>> check_int(7.0, "main", range(5, 10), InvalidOutcomeError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: main must be an int in 5 to 9, got 7.0
    """
    allowed = list(allowed)
    number = as_int(value)
    if number is None or number not in allowed:
        raise error(f"{name} must be an int in {describe_ints(allowed)}, got {value!r}")
    return number


def check_real(value: object, name: str, error: type[E], *, low: float, high: float, shown: str) -> float:
    """Return *value* as a ``float`` if it is a real number (numpy's too, not a bool) from *low* to *high*.

    *shown* is how the message writes the range ("0 to 1", say).

    >>> import numpy as np
    >>> from hazardlib.errors import InvalidPolicyError
    >>> check_real(np.float32(0.5), "raise_at", InvalidPolicyError, low=0, high=1, shown="0 to 1")
    0.5
    >>> check_real(float("nan"), "raise_at", InvalidPolicyError, low=0, high=1, shown="0 to 1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidPolicyError: raise_at must be a number from 0 to 1, got nan
    """
    number: float | None = None
    if isinstance(value, numbers.Real) and not isinstance(value, bool):
        try:
            number = float(value)
        except OverflowError:  # an int or Fraction beyond any float: out of range
            number = None
    if number is None or not low <= number <= high:
        raise error(f"{name} must be a number from {shown}, got {value!r}")
    return number


def check_count(value: object, name: str, error: type[E], *, low: int = 0, high: int | None = None) -> int:
    """Return *value* as an ``int`` if it is integral (not a bool), at least *low* and at most *high*.

    A count that sets the amount of work (deals, hands, raises) has a *high*
    bound, so that a huge one is refused at once rather than run for ever.

    >>> from hazardlib.errors import InvalidRuleError
    >>> check_count(3, "n", InvalidRuleError, low=1)
    3
    >>> check_count(0, "n", InvalidRuleError, low=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: n must be an int of at least 1, got 0
    >>> check_count(10**20, "deals", InvalidRuleError, low=1, high=10**6)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: deals must be an int from 1 to 1000000, got 100000000000000000000
    """
    number = as_int(value)
    if high is not None and (number is None or not low <= number <= high):
        raise error(f"{name} must be an int from {low} to {high}, got {value!r}")
    if number is None or number < low:
        raise error(f"{name} must be an int of at least {low}, got {value!r}")
    return number


def parse_int(text: str, name: str, error: type[E]) -> int:
    """Read an integer written in ASCII digits (an optional sign, then 0 to 9).

    Python's ``int()`` also reads other scripts' digits (``int("٣")`` is 3)
    and refuses ``"²"`` with its own error; a notation of this book is
    written with ASCII digits only.

    >>> from hazardlib.errors import InvalidOutcomeError
    >>> parse_int(" 12 ", "a stake", InvalidOutcomeError)
    12
    >>> parse_int("٣", "a raise", InvalidOutcomeError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: a raise must be written in the digits 0 to 9, got '٣'
    """
    if not isinstance(text, str) or not _ASCII_INT.fullmatch(text.strip()):
        raise error(f"{name} must be written in the digits 0 to 9, got {text!r}")
    return int(text.strip())


def describe_ints(values: list[int]) -> str:
    """Describe a list of ints: a range as ``"5 to 9"``, otherwise listed.

    >>> describe_ints([5, 6, 7, 8, 9])
    '5 to 9'
    >>> describe_ints([2, 3, 12])
    '2, 3, 12'
    """
    values = sorted(values)
    if len(values) > 2 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]} to {values[-1]}"
    return ", ".join(str(v) for v in values)


def check_choice(value: T, name: str, allowed: Iterable[T], error: type[E]) -> T:
    """Return *value* if it is one of *allowed*.

    An unhashable or odd value is refused like any other.

    >>> from hazardlib.errors import UnknownVariantError
    >>> check_choice("x", "variant", ["called", "thrown"], UnknownVariantError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'x'; allowed: 'called', 'thrown'
    """
    allowed = list(allowed)
    if not any(type(value) is type(a) and value == a for a in allowed):
        listing = ", ".join(repr(a) for a in allowed)
        raise error(f"unknown {name} {value!r}; allowed: {listing}")
    return value


def check_bool(value: object, name: str, error: type[E]) -> bool:
    """Return *value* if it is a bool (Python's or numpy's), as a Python bool.

    >>> from hazardlib.errors import InvalidRuleError
    >>> check_bool(True, "double", InvalidRuleError)
    True
    >>> check_bool(1, "double", InvalidRuleError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: double must be True or False, got 1
    """
    if isinstance(value, bool):
        return value
    if type(value).__name__ == "bool" and type(value).__module__ == "numpy":
        return bool(value)  # numpy.bool
    raise error(f"{name} must be True or False, got {value!r}")


def check_items(value: object, name: str, error: type[E], *, what: str = "items") -> tuple[object, ...]:
    """Return the items of an iterable (not a string) as a tuple.

    A generator is read once; the message quotes what it held, not the
    generator object.

    >>> from hazardlib.errors import InvalidRuleError
    >>> check_items((x for x in (1, 2)), "seats", InvalidRuleError)
    (1, 2)
    >>> check_items(5, "seats", InvalidRuleError, what="policies")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: seats must be a list or tuple of policies, got 5
    """
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise error(f"{name} must be a list or tuple of {what}, got {value!r}")
    try:
        return tuple(value)
    except HazardlibError:
        raise
    except Exception as exc:  # an iterable that fails while being read
        raise error(f"{name} must be a list or tuple of {what}; reading it failed: {exc}") from None


def check_stake(value: object, name: str = "stake") -> Fraction:
    """Return a stake as a ``Fraction``: an integral number or a ``Fraction``, not negative.

    Floats are refused: a float in a payout silently makes it inexact.

    >>> check_stake(10)
    Fraction(10, 1)
    >>> check_stake(2.5)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: stake must be a non-negative int or Fraction, got 2.5
    """
    number = as_int(value)
    if number is not None and number >= 0:
        return Fraction(number)
    if isinstance(value, Fraction) and value >= 0:
        return value
    raise InvalidStakeError(f"{name} must be a non-negative int or Fraction, got {value!r}")


def check_rng(rng: object, error: type[E]) -> np.random.Generator:
    """Return a :class:`numpy.random.Generator` for a seed or a generator.

    A seed (a non-negative integral number, numpy's included) or a generator
    is required: ``None`` (fresh entropy) would make a result that cannot be
    reproduced.

    >>> from hazardlib.errors import InvalidRuleError
    >>> int(check_rng(7, InvalidRuleError).integers(0, 100)) == int(check_rng(7, InvalidRuleError).integers(0, 100))
    True
    >>> check_rng(-1, InvalidRuleError)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: rng must be an int seed or a numpy.random.Generator, got -1
    """
    import numpy as np  # only simulations need numpy

    if isinstance(rng, np.random.Generator):
        return rng
    seed = as_int(rng)
    if seed is not None and seed >= 0:
        return np.random.default_rng(seed)
    raise error(f"rng must be an int seed or a numpy.random.Generator, got {rng!r}")
