"""What a table cell holds, and how each edition writes it.

A computed table keeps its values, not their English text: an exact
:class:`~fractions.Fraction`, an int of any size, a share to print as a
percentage with so many decimals, a label to translate. Each edition then
writes them by its own conventions (decimal comma, thousands separator,
percent spacing) through Babel's number patterns, and its labels through
its catalog. A cell serialises to a small JSON object, so the book executes
a page once and writes it in every language.

>>> from fractions import Fraction
>>> from hazardlib.report.cells import encode, write
>>> write(encode(pct(Fraction(-7, 495))), "en")
'-1.41%'
>>> write(encode(pct(Fraction(-7, 495))), "fr")
'-1,41\\xa0%'
>>> write(encode(1234567), "nb_NO")
'1\\xa0234\\xa0567'
>>> write(encode(Fraction(244, 495)), "it")
'244/495'
>>> write(encode(dec(0.91923, 4)), "ru")
'0,9192'
"""

from __future__ import annotations

import copy
import decimal
import math
import numbers
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from babel import Locale, UnknownLocaleError
from babel.numbers import NumberPattern, parse_pattern

from ..errors import HazardlibError

__all__ = [
    "InvalidReportError",
    "Label",
    "Code",
    "Number",
    "label",
    "code",
    "pct",
    "dec",
    "encode",
    "write",
    "Translate",
]

#: The most decimals a number may ask for (beyond it nobody reads them).
MAX_DIGITS = 12
#: The largest size of a number shown with decimals: a float holds about 16
#: significant digits, so beyond it the decimals would be noise (counts are ints).
MAX_DECIMAL = 1e15

#: A cell's JSON form: ``{"t": kind, ...}``.
Spec = dict[str, Any]

#: A function that translates a message id (identity for English).
Translate = Callable[[str], str]

#: Between a message's context and its words in a message key (as in gettext's
#: compiled catalogs).
CONTEXT_SEPARATOR = "\x04"


class InvalidReportError(HazardlibError):
    """A value a report cannot show, or a malformed report."""


@dataclass(frozen=True)
class Label:
    """Words to translate: a row label, a category, a unit.

    The text is a message id of the ``report`` catalog; ``{name}`` fields are
    filled with *args*, each written as a cell.

    >>> Label("main = {m}", {"m": 7})
    label('main = {m}', m=7)
    """

    text: str
    args: Mapping[str, Any] = field(default_factory=dict)
    #: Which sense of the words, when the same English words mean two things
    #: (gettext's message context): "dealer" is a banker in Sette e mezzo, the
    #: seat that deals in Hoc.
    context: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.text, str) or not self.text.strip():
            raise InvalidReportError(f"a label needs non-empty text, got {self.text!r}")
        if self.context is not None and (not isinstance(self.context, str) or not self.context.strip()
                                         or CONTEXT_SEPARATOR in self.context):
            raise InvalidReportError(f"a label's context must be non-empty text, got {self.context!r}")
        try:
            self.text.format(**{name: "" for name in self.args})
        except (KeyError, IndexError, ValueError) as exc:
            raise InvalidReportError(
                f"label {self.text!r} has fields that its arguments {sorted(self.args)} do not fill ({exc})"
            ) from None

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.args.items())
        return f"label({self.text!r}{args})"

    def __str__(self) -> str:
        return self.text.format(**{k: write(encode(v), "en") for k, v in self.args.items()})


@dataclass(frozen=True)
class Code:
    """Text shown as code, the same in every language (a name, an expression)."""

    text: str

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise InvalidReportError(f"code must be a str, got {self.text!r}")

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Number:
    """A real number to show with a fixed number of decimals, maybe as a percentage.

    >>> Number(0.5, 2, percent=True)
    pct(0.5, 2)
    """

    value: float
    digits: int
    percent: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.digits, bool) or not isinstance(self.digits, int) or not 0 <= self.digits <= MAX_DIGITS:
            raise InvalidReportError(f"digits must be an int from 0 to {MAX_DIGITS}, got {self.digits!r}")
        if not math.isfinite(self.value):
            raise InvalidReportError(f"a number to show must be finite, got {self.value!r}")
        if abs(self.value) * (100 if self.percent else 1) >= MAX_DECIMAL:
            raise InvalidReportError(f"a number shown with decimals must be at most 1e15 in size "
                                     f"(show a count as an int), got {self.value!r}")

    def __repr__(self) -> str:
        return f"{'pct' if self.percent else 'dec'}({self.value!r}, {self.digits})"

    def __str__(self) -> str:
        return write(encode(self), "en")


def _real(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InvalidReportError(f"{what} must be a real number (int, Fraction, float), got {value!r}")
    try:
        result = float(value)
    except OverflowError:
        raise InvalidReportError(f"{what} is too large to show with decimals: {value!r}") from None
    if not math.isfinite(result):
        raise InvalidReportError(f"{what} must be finite, got {value!r}")
    return result


def label(text: str, /, *, context: str | None = None, **args: Any) -> Label:
    """Words to translate, with ``{name}`` fields filled by *args*.

    *context* tells apart two senses of the same words (see :attr:`Label.context`).

    >>> str(label("ways (of {n})", n=36))
    'ways (of 36)'
    """
    return Label(text, dict(args), context)


def code(text: str) -> Code:
    """Text shown as code and never translated.

    >>> code("Rules(nicks='direct')")
    Code(text="Rules(nicks='direct')")
    """
    return Code(text)


def pct(share: Any, digits: int = 2) -> Number:
    """A share (0.25 for a quarter) shown as a percentage with *digits* decimals.

    >>> str(pct(Fraction(1, 3)))
    '33.33%'
    """
    return Number(_real(share, "a share"), digits, percent=True)


def dec(value: Any, digits: int = 4) -> Number:
    """A real number shown with *digits* decimals.

    >>> str(dec(Fraction(2, 3), 3))
    '0.667'
    """
    return Number(_real(value, "a number"), digits)


def encode(value: Any) -> Spec:
    """The JSON form of a cell (see the module's docstring for the kinds).

    Strings are shown as they are; wrap words to translate in :func:`label`.
    A float is shown with 4 decimals; say how many with :func:`dec` or
    :func:`pct`.

    >>> encode(True)
    {'t': 'bool', 'v': True}
    >>> encode(10**30)
    {'t': 'int', 'v': '1000000000000000000000000000000'}
    >>> encode(object())
    Traceback (most recent call last):
        ...
    hazardlib.report.cells.InvalidReportError: a report cell cannot show <object object at ...>; allowed: str, int, Fraction, float, bool, None, label(), code(), pct(), dec() or a list of them
    """
    if value is None:
        return {"t": "empty"}
    if isinstance(value, Label):
        spec: Spec = {"t": "label", "v": value.text, "args": {k: encode(v) for k, v in value.args.items()}}
        if value.context is not None:
            spec["c"] = value.context
        return spec
    if isinstance(value, Code):
        return {"t": "code", "v": value.text}
    if isinstance(value, Number):
        return {"t": "pct" if value.percent else "dec", "v": value.value, "d": value.digits}
    if isinstance(value, str):
        return {"t": "text", "v": value}
    # numpy's bool is not a bool; its truth is what it means.
    if isinstance(value, bool) or type(value).__name__ == "bool_":
        return {"t": "bool", "v": bool(value)}
    if isinstance(value, numbers.Integral):
        # A JSON string keeps every digit of an int of any size.
        return {"t": "int", "v": str(int(value))}
    if isinstance(value, Fraction):
        return {"t": "frac", "n": str(value.numerator), "d": str(value.denominator)}
    if isinstance(value, numbers.Real):
        return encode(dec(value))
    if isinstance(value, (list, tuple)):
        return {"t": "list", "v": [encode(v) for v in value]}
    raise InvalidReportError(
        f"a report cell cannot show {value!r}; allowed: str, int, Fraction, float, bool, None, "
        "label(), code(), pct(), dec() or a list of them"
    )


@lru_cache(maxsize=None)
def _locale(language: str) -> Locale:
    try:
        return Locale.parse(language)
    except (UnknownLocaleError, ValueError, TypeError, LookupError) as exc:
        raise InvalidReportError(f"no locale for language {language!r} ({exc})") from None


@lru_cache(maxsize=None)
def _pattern(language: str, percent: bool, digits: int) -> NumberPattern:
    # The edition's own pattern (grouping, percent sign and its spacing),
    # with the decimals the cell asks for.
    loc = _locale(language)
    pattern = copy.copy(parse_pattern(loc.percent_formats[None] if percent else loc.decimal_formats[None]))
    pattern.frac_prec = (digits, digits)
    return pattern


def _integer(text: str, language: str, grouped: bool = True) -> str:
    n = int(text)
    # Babel works in decimal.Decimal: give it room for every digit of any int.
    with decimal.localcontext() as context:
        context.prec = max(28, len(text) + 2)
        return str(_pattern(language, False, 0).apply(n, _locale(language), group_separator=grouped))


def _identity(message: str) -> str:
    return message


def write(spec: Spec, language: str, translate: Translate = _identity) -> str:
    """A cell's text in *language* (a Babel locale name: ``en``, ``nb_NO``, ``fr``...).

    >>> write({"t": "frac", "n": "-1234", "d": "5"}, "fr")
    '-1234/5'
    >>> write({"t": "list", "v": [{"t": "int", "v": "4"}, {"t": "int", "v": "5"}]}, "en")
    '4, 5'
    """
    kind = spec.get("t") if isinstance(spec, Mapping) else None
    try:
        if kind == "empty":
            return ""
        if kind in ("text", "code"):
            return str(spec["v"])
        if kind == "label":
            args = {k: write(v, language, translate) for k, v in spec.get("args", {}).items()}
            key = _key(spec)
            words = translate(key)
            return (str(spec["v"]) if words == key else words).format(**args)
        if kind == "bool":
            return translate("yes" if spec["v"] else "no")
        if kind == "int":
            return _integer(spec["v"], language)
        if kind == "frac":
            # A fraction reads as Python and the prose write it: 1979/4032
            # (and a whole one as the integer it is).
            if spec["d"] == "1":
                return _integer(spec["n"], language)
            return f"{_integer(spec['n'], language, False)}/{_integer(spec['d'], language, False)}"
        if kind in ("pct", "dec"):
            number = Number(float(spec["v"]), int(spec["d"]), percent=kind == "pct")
            # The float's exact binary value, rounded as Python's own format()
            # rounds it (Babel would round its shortest decimal form instead).
            exact = decimal.Decimal(number.value)
            with decimal.localcontext() as context:
                context.prec = 80
                return str(_pattern(language, number.percent, number.digits).apply(exact, _locale(language)))
        if kind == "list":
            return ", ".join(write(v, language, translate) for v in spec["v"])
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, InvalidReportError):
            raise
        raise InvalidReportError(f"malformed report cell {spec!r} ({exc!r})") from None
    raise InvalidReportError(f"unknown report cell {spec!r}; kinds: empty, text, code, label, bool, int, frac, pct, dec, list")


def is_number(spec: Spec) -> bool:
    """Whether a cell holds a number (aligned to the right in a table)."""
    return spec.get("t") in ("int", "frac", "pct", "dec") or (
        spec.get("t") == "list" and bool(spec["v"]) and all(is_number(v) for v in spec["v"])
    )


def _key(spec: Spec) -> str:
    # A label's message key: its words, after its context if it has one.
    return f"{spec['c']}{CONTEXT_SEPARATOR}{spec['v']}" if spec.get("c") else str(spec["v"])


def messages(spec: Spec) -> list[str]:
    """The message keys a cell needs translated (``context\\x04words`` when a label has a context)."""
    kind = spec.get("t")
    if kind == "label":
        found = [_key(spec)]
        for v in spec.get("args", {}).values():
            found += messages(v)
        return found
    if kind == "bool":
        return ["yes" if spec["v"] else "no"]
    if kind == "list":
        return [m for v in spec["v"] for m in messages(v)]
    return []

