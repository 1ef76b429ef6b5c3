"""Rule options: the base of every game's option enums, and how a rules field
accepts an option.

An option is an enum member whose value is the name the book prints; a rules
field accepts the member or that name, and refuses anything else.

>>> from hazardlib.hazard import Passing
>>> coerce_option("rotation", Passing, "passing")
Passing.ROTATION
>>> str(Passing.ROTATION)
'rotation'
"""

from __future__ import annotations

import enum
import functools
from typing import TypeVar

from hazardlib.errors import InvalidRuleError

__all__ = ["NamedEnum", "coerce_option", "keyword_fields"]


class NamedEnum(enum.Enum):
    """An enum whose repr rebuilds it (``Opening.NICK``) and whose str is its value."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}.{self.name}"

    def __str__(self) -> str:
        return str(self.value)


N = TypeVar("N", bound=NamedEnum)


def coerce_option(value: object, kind: type[N], name: str) -> N:
    """Accept a member of *kind* or its value (the option's name); refuse anything else.

    >>> from hazardlib.hazard import Passing
    >>> coerce_option(Passing.ROTATION, Passing, "passing")
    Passing.ROTATION
    >>> coerce_option("weekly", Passing, "passing")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: passing must be one of 'three-losses', 'three-throw-outs', 'three-throw-outs-win-breaks', 'rotation', got 'weekly'
    """
    if isinstance(value, kind):
        return value
    if isinstance(value, str):
        for member in kind:
            if member.value == value:
                return member
    allowed = ", ".join(repr(m.value) for m in kind)
    raise InvalidRuleError(f"{name} must be one of {allowed}, got {value!r}")


R = TypeVar("R")


def keyword_fields(cls: type[R]) -> type[R]:
    """Make a rules dataclass refuse unknown, missing or positional arguments with the project's error.

    A dataclass's own ``__init__`` raises a plain ``TypeError`` for
    ``Rules(foo=1)`` or a missing required field; after this decorator it raises
    :class:`~hazardlib.errors.InvalidRuleError` naming the bad field and the
    allowed ones. ``dataclasses.replace`` goes through the same ``__init__``,
    so ``rules.replace(foo=1)`` is refused alike. Apply it above
    ``@dataclass``.

    >>> from dataclasses import dataclass
    >>> @keyword_fields
    ... @dataclass(frozen=True, kw_only=True)
    ... class Example:
    ...     a: int = 1
    >>> Example(a=2)
    Example(a=2)
    >>> Example(b=2)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Example has no field 'b'; allowed: 'a'
    >>> Example(2)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Example takes keyword arguments only ('a'), got 2
    >>> @keyword_fields
    ... @dataclass(frozen=True, kw_only=True)
    ... class Named:
    ...     name: str
    >>> Named()
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Named needs the field(s) 'name', got only ()
    """
    import dataclasses

    declared = getattr(cls, "__dataclass_fields__")
    fields = tuple(declared)
    required = tuple(
        name
        for name, f in declared.items()
        if f.init and f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    )
    listing = ", ".join(repr(f) for f in fields)
    init = cls.__init__

    @functools.wraps(init)
    def __init__(self: object, *args: object, **kwargs: object) -> None:
        if args:
            shown = ", ".join(repr(a) for a in args)
            raise InvalidRuleError(f"{cls.__name__} takes keyword arguments only ({listing}), got {shown}")
        for key in kwargs:
            if key not in fields:
                raise InvalidRuleError(f"{cls.__name__} has no field {key!r}; allowed: {listing}")
        missing = [name for name in required if name not in kwargs]
        if missing:
            names = ", ".join(repr(name) for name in missing)
            raise InvalidRuleError(f"{cls.__name__} needs the field(s) {names}, got only {tuple(kwargs)!r}")
        init(self, **kwargs)

    setattr(cls, "__init__", __init__)
    return cls
