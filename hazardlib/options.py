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
from typing import TypeVar

from hazardlib.errors import InvalidRuleError

__all__ = ["NamedEnum", "coerce_option"]


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
    hazardlib.errors.InvalidRuleError: passing must be one of 'three-losses', 'three-throw-outs', 'rotation', got 'weekly'
    """
    if isinstance(value, kind):
        return value
    if isinstance(value, str):
        for member in kind:
            if member.value == value:
                return member
    allowed = ", ".join(repr(m.value) for m in kind)
    raise InvalidRuleError(f"{name} must be one of {allowed}, got {value!r}")
