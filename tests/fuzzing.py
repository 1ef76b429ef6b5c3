"""Shared machinery of the property-based API suites (one ``test_fuzz_<game>.py`` per game).

Every public function and method of a game is called with arbitrary and
hostile arguments: strings in any script, numbers of every kind (numpy's
included), ``None``, floats, nested iterables, plain objects, mixed with
plausible values so that the calls also reach past the first check. The
result must be a value or a :class:`~hazardlib.errors.HazardlibError`; any
other exception fails the test.

A game's suite lists its calls in a dict ``CASES`` of name -> :class:`Case`;
:func:`uncovered` lists the public functions and methods that neither a case
nor the suite's list of exemptions (each with its reason) covers, so a new
public function cannot escape the suite.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from types import ModuleType
from typing import Any

import numpy as np
from hypothesis import strategies as st

from hazardlib._checks import is_integral
from hazardlib.errors import HazardlibError

#: Characters that break naive parsers: other scripts' digits, superscripts,
#: signs, separators, card and dice letters of both notations.
NASTY_TEXT = "0123456789²³٣߃०+-., ;:_xX\t\n\u00a0AKQJT10HDCScdbsRFC♥♦♣♠éж"

#: Integers far beyond any count a call can do the work of (deals, hands, raises, rounds): each count
#: parameter has a stated upper bound, so these must be refused at once with the project's error.
HUGE: st.SearchStrategy[Any] = st.one_of(
    st.sampled_from([10**7, 10**9, 10**12, 10**20, 2**63 - 1, 2**63, 2**64, 10**100, -(2**63), -(10**20)]),
    st.builds(np.int64, st.sampled_from([2**62, 2**63 - 1, -(2**63)])),
    st.builds(np.uint64, st.just(2**64 - 1)),
)

#: numpy's floats of every width (np.float64 is a float; np.float32 and np.float16 are not).
NUMPY_FLOATS: st.SearchStrategy[Any] = st.one_of(
    st.builds(np.float32, st.floats(width=32, allow_nan=True, allow_infinity=True)),
    st.builds(np.float16, st.floats(width=16, allow_nan=True, allow_infinity=True)),
    st.builds(np.float32, st.sampled_from([0.0, 0.5, 1.0, 2.0, 1e-6])),
)

_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-3, max_value=60),
    st.floats(allow_nan=True, allow_infinity=True),
    st.fractions(max_denominator=12),
    st.text(max_size=12),
    st.text(alphabet=NASTY_TEXT, max_size=16),
    st.builds(np.int64, st.integers(min_value=-100, max_value=100)),
    st.builds(np.uint8, st.integers(min_value=0, max_value=255)),
    st.builds(np.float64, st.floats(allow_nan=True)),
    NUMPY_FLOATS,
    HUGE,
    st.builds(np.bool_, st.booleans()),
    st.just(b"bytes"),
    st.just(object()),
    st.just(complex(1, 1)),
)

#: Hostile values: scalars of every kind and nested containers of them.
HOSTILE: st.SearchStrategy[Any] = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.dictionaries(st.text(max_size=4), inner, max_size=3),
        st.frozensets(st.integers(-3, 20), max_size=3),
        st.builds(lambda xs: (x for x in xs), st.lists(inner, max_size=3)),  # a generator
    ),
    max_leaves=6,
)


#: Hostile values without large integers, for counts that set the amount of work.
SMALL: st.SearchStrategy[Any] = HOSTILE.filter(lambda v: not (is_integral(v) and abs(int(v)) > 3))


def small(*plausible: Any) -> st.SearchStrategy[Any]:
    """For a count that sets the amount of work: small hostile values, huge ones (beyond its stated
    bound, so refused at once), numpy floats, or a plausible value."""
    return st.one_of(SMALL, HUGE, NUMPY_FLOATS, st.sampled_from(plausible))


def hostile(*plausible: Any) -> st.SearchStrategy[Any]:
    """Hostile values, or one of *plausible* (so a call can get past its first check).

    A plausible item that is itself a strategy is drawn from.
    """
    options: list[st.SearchStrategy[Any]] = [HOSTILE]
    values = [p for p in plausible if not isinstance(p, st.SearchStrategy)]
    if values:
        options.append(st.sampled_from(values))
    options.extend(p for p in plausible if isinstance(p, st.SearchStrategy))
    return st.one_of(*options)


@dataclass(frozen=True)
class Case:
    """How to call one public function or method.

    *call* takes the drawn arguments; *args* and *kwargs* are strategies.
    A keyword argument is left out half of the time, so defaults are used too.
    """

    call: Callable[..., Any]
    args: Sequence[st.SearchStrategy[Any]] = ()
    kwargs: Mapping[str, st.SearchStrategy[Any]] = field(default_factory=dict)


def run_case(case: Case, data: st.DataObject) -> object:
    """Draw arguments for *case* and call it; a :class:`HazardlibError` is a fine answer."""
    args = [data.draw(s) for s in case.args]
    kwargs = {k: data.draw(s) for k, s in case.kwargs.items() if data.draw(st.booleans())}
    try:
        return case.call(*args, **kwargs)
    except HazardlibError:
        return None


def public_api(package: ModuleType) -> set[str]:
    """The public functions, classes' public methods and properties of *package* (by ``__all__``).

    Names are ``"func"`` and ``"Class.method"``; data (constants) are left
    out, and so are dunder methods other than ``__init__`` (a class's
    constructor, listed as ``"Class"``).
    """
    names: set[str] = set()
    for name in getattr(package, "__all__", ()):
        obj = getattr(package, name)
        if inspect.isclass(obj):
            if issubclass(obj, BaseException):
                continue
            if _is_enum(obj):
                continue
            if not _is_protocol(obj):
                names.add(name)
            for attr, value in vars(obj).items():
                if attr.startswith("_"):
                    continue
                if isinstance(value, (staticmethod, classmethod, property)) or inspect.isfunction(value):
                    names.add(f"{name}.{attr}")
        elif callable(obj) and not isinstance(obj, (Fraction, int, str, tuple, dict)):
            names.add(name)
    return names


def _is_enum(cls: type) -> bool:
    import enum

    return issubclass(cls, enum.Enum)


def _is_protocol(cls: type) -> bool:
    return bool(getattr(cls, "_is_protocol", False))


def uncovered(package: ModuleType, cases: Mapping[str, Case], exempt: Mapping[str, str]) -> set[str]:
    """Public names of *package* that neither a case nor an exemption covers."""
    return public_api(package) - set(cases) - set(exempt)
