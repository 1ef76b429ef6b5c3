"""The rules of the book, each with its number, its label and the code that implements it.

Every rule of the book (H1 to H7 for Hazard, G1 to G4 for Grand Hazard, S1 to S17,
Q1 to Q8 and L1 to L7 for Sette e mezzo, M1 to M18 for Hoc Mazarin) is a :class:`Rule`:
its number, printed the same in every edition; its label, the anchor of its
heading in every edition (``/<lang>/book/<page>.html#<label>``); its title;
and the dotted names of the functions, classes and methods that implement
it. Each game keeps its own entries beside its code (the ``RULEBOOK`` of
each game's ``rulebook`` module); this module gathers them.

>>> from hazardlib.rulebook import rule
>>> r = rule("H3")
>>> r
Rule('H3', 'hazard-rule-nick', 'Nicks and outs')
>>> str(r)
'Rule H3, nicks and outs'
>>> r.url("ro")
'ro/book/hazard.html#hazard-rule-nick'

The book links each rule to its code (the ``rule-code`` directive of the
book's Sphinx extension reads each rule's ``code``), and each implementing
docstring links back to its rule, so a reader can go either way. A test
checks both directions.
"""

from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from typing import Any

from hazardlib.errors import UnknownRuleError

__all__ = ["Rule", "GAMES", "LETTERS", "rules", "rule", "resolve"]

#: The modules that hold each game's ``RULEBOOK``, in the order of the book.
GAMES: dict[str, str] = {
    "hazard": "hazardlib.hazard.rulebook",
    "grand_hazard": "hazardlib.grand_hazard",
    "sette_e_mezzo": "hazardlib.sette_e_mezzo.rulebook",
    "hoc": "hazardlib.hoc.rulebook",
}

#: The game of each rule letter (H, G, S, Q, L, M).
LETTERS: dict[str, str] = {
    "H": "hazard",
    "G": "grand_hazard",
    "S": "sette_e_mezzo",
    "Q": "sette_e_mezzo",
    "L": "sette_e_mezzo",
    "M": "hoc",
}

_NUMBER = re.compile(r"[A-Z][1-9][0-9]?")
_LABEL = re.compile(r"[a-z][a-z0-9-]*")


@dataclass(frozen=True, slots=True, repr=False)
class Rule:
    """One rule of the book and the code that implements it.

    *number* is the rule's number (``"M16"``), *label* its anchor in the
    book, *title* its heading without the number, *page* the book page that
    states it, and *code* the dotted names of what implements it.
    """

    number: str
    label: str
    title: str
    page: str
    code: tuple[str, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.number, str) or not _NUMBER.fullmatch(self.number):
            raise UnknownRuleError(f"a rule number is a letter and 1 to 99, like 'M16', got {self.number!r}")
        if not isinstance(self.label, str) or not _LABEL.fullmatch(self.label):
            raise UnknownRuleError(f"a rule label is lower-case ASCII with hyphens, got {self.label!r}")
        if not self.code or not all(isinstance(c, str) and c.startswith("hazardlib.") for c in self.code):
            raise UnknownRuleError(f"rule {self.number} needs the dotted names of its code, got {self.code!r}")

    def url(self, lang: str = "en") -> str:
        """The rule's address in the book, relative to the site root."""
        return f"{lang}/{self.page}.html#{self.label}"

    def objects(self) -> tuple[Any, ...]:
        """The implementing objects themselves (imported on demand)."""
        return tuple(resolve(name) for name in self.code)

    def __str__(self) -> str:
        first = self.title.split(" ", 1)[0]
        acronym = len(first) > 1 and first.isupper()  # "G1" or "GH", not "A stake"
        title = self.title if acronym else self.title[:1].lower() + self.title[1:]
        return f"Rule {self.number}, {title}"

    def __repr__(self) -> str:
        return f"Rule({self.number!r}, {self.label!r}, {self.title!r})"


def resolve(name: str) -> Any:
    """The object a dotted name names: a module, then attributes (``hazardlib.hoc.Deal.act``).

    >>> resolve("hazardlib.rulebook.resolve") is resolve
    True
    >>> resolve("hazardlib.rulebook.nothing")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownRuleError: 'hazardlib.rulebook.nothing' names nothing: module 'hazardlib.rulebook' has no attribute 'nothing'
    """
    if not isinstance(name, str) or not name.startswith("hazardlib."):
        raise UnknownRuleError(f"a dotted name in hazardlib, like 'hazardlib.hoc.Deal', got {name!r}")
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        module_name = ".".join(parts[:i])
        try:
            obj: Any = importlib.import_module(module_name)
        except ImportError:
            continue
        for attr in parts[i:]:
            if not hasattr(obj, attr):
                raise UnknownRuleError(f"{name!r} names nothing: {type(obj).__name__} {module_name!r} has no attribute {attr!r}")
            obj = getattr(obj, attr)
            module_name = f"{module_name}.{attr}"
        return obj
    raise UnknownRuleError(f"{name!r} names nothing: no module of it can be imported")


def rules(game: str | None = None) -> tuple[Rule, ...]:
    """Every rule of the book, or those of one game (a key of :data:`GAMES`).

    >>> [r.number for r in rules("hazard")]
    ['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7']
    """
    if game is not None and (not isinstance(game, str) or game not in GAMES):
        listing = ", ".join(repr(g) for g in GAMES)
        raise UnknownRuleError(f"unknown game {game!r}; allowed: {listing}")
    names = [game] if game is not None else list(GAMES)
    out: list[Rule] = []
    for g in names:
        out.extend(importlib.import_module(GAMES[g]).RULEBOOK)
    return tuple(out)


def rule(number: str) -> Rule:
    """The rule with this number (``"H3"``, ``"M16"``).

    >>> rule("Z9")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownRuleError: no rule 'Z9' in the book; rules are H1 to H7, G1 to G4, S1 to S17, Q1 to Q8, L1 to L7, M1 to M18
    """
    game = LETTERS.get(number[:1]) if isinstance(number, str) else None
    if game is not None:
        for r in rules(game):
            if r.number == number:
                return r
    every = rules()
    ranges: list[str] = []
    for r in every:
        letter = r.number[0]
        if ranges and ranges[-1].startswith(letter):
            ranges[-1] = f"{ranges[-1].split(' to ')[0]} to {r.number}"
        else:
            ranges.append(r.number)
    raise UnknownRuleError(f"no rule {number!r} in the book; rules are {', '.join(ranges)}")
