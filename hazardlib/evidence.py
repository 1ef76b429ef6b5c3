"""The evidence for every rules option and variant: which source says it, where, in its own words.

A rules book that claims "every rule sourced" must let a reader check each
attribution in one look. Every option value of every game (``main="thrown"``
in Hazard, ``matta_values="half_alone"`` in Sette e mezzo, ...) and every
field of every named variant carries :class:`Evidence`:

* the bibliography key of the work (a key of ``book/references.bib``);
* where in the work (volume, page, section, article line);
* a short verbatim quotation in the original language, where the project
  has the text, with its language and an English rendering when it is not
  English; where the book could read a work only in a translation, the
  quotation is the translation's words and says so (*translation* names
  it), never a back-translation set in quotation marks as the original;
* the reading: :attr:`Reading.STATED` (the source says it),
  :attr:`Reading.INFERRED` (the book reads it out of the source, and says
  how) or :attr:`Reading.CHOICE` (no source says it: the book's choice, and
  why).

>>> e = Evidence(reading=Reading.STATED, source="britannica1911", locator="vol. 13, p. 96",
...              quote="The player or 'caster' calls a 'main'", lang="en")
>>> e.reading, str(e.reading)
(Reading.STATED, 'stated')
>>> Evidence(reading=Reading.STATED, source="britannica1911")
Traceback (most recent call last):
    ...
hazardlib.errors.InvalidRuleError: stated evidence needs a locator (where the source says it), got ''
>>> Evidence(reading=Reading.CHOICE, note="")
Traceback (most recent call last):
    ...
hazardlib.errors.InvalidRuleError: the book's choice needs a note saying why, got ''

The chapters' tables of options and variants are generated from this
evidence when the book is built (the ``evidence-table`` directive of the
book's Sphinx extension), so no table of sources is typed twice, and the
tables are translated and their quotations rendered in every edition.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from hazardlib.errors import InvalidRuleError
from hazardlib.options import NamedEnum

__all__ = [
    "Reading",
    "Evidence",
    "Option",
    "stated",
    "inferred",
    "choice",
    "option_key",
    "quotation",
    "field_values",
    "variant_evidence",
    "sources_of",
    "assumed_of",
    "GAMES",
    "QUOTE_LANGUAGES",
]

#: The modules that hold each game's ``OPTIONS`` and ``VARIANTS`` (with evidence).
GAMES: dict[str, str] = {
    "hazard": "hazardlib.hazard.rules",
    "grand_hazard": "hazardlib.grand_hazard",
    "sette_e_mezzo": "hazardlib.sette_e_mezzo.rules",
    "sette_e_mezzo_live": "hazardlib.sette_e_mezzo.live",
    "hoc": "hazardlib.hoc.rules",
}

#: The languages a quotation may be in (ISO 639-1), with their English names.
QUOTE_LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "French",
    "it": "Italian",
    "nb": "Norwegian Bokmål",
    "ro": "Romanian",
    "ru": "Russian",
    "es": "Spanish",
    "la": "Latin",
}

_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.:-]*")


class Reading(NamedEnum):
    """How a source supports an option: it says it, the book infers it, or the book chose it."""

    #: The source says it, in the words quoted.
    STATED = "stated"
    #: The book reads it out of the source; the note says how.
    INFERRED = "inferred"
    #: No source says it; the note says why the book chose it.
    CHOICE = "the book's choice"


@dataclass(frozen=True, slots=True, kw_only=True)
class Evidence:
    """What one source says about one option, where, in its own words, and how the book reads it.

    *quote* is verbatim, in the source's language *lang*; *rendering* is its
    English rendering (required when *lang* is not English). When the words
    quoted are those of a translation of the source, not the source's own,
    *translation* says which translation and where in it ("the project's
    Romanian machine translation of the article, line 21"), and *lang* is the translation's
    language; the book then prints the quotation as a translation. A *stated*
    reading needs a source, a locator and a quotation; an *inferred* one a
    source and a note saying how the book reads it; the book's choice a
    note saying why (its source, if any, is context).
    """

    reading: Reading
    source: str = ""
    locator: str = ""
    quote: str = ""
    lang: str = ""
    rendering: str = ""
    note: str = ""
    translation: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.reading, Reading):
            raise InvalidRuleError(f"reading must be a Reading, like Reading.STATED, got {self.reading!r}")
        for name in ("source", "locator", "quote", "lang", "rendering", "note", "translation"):
            value = getattr(self, name)
            if not isinstance(value, str):
                raise InvalidRuleError(f"{name} must be a string, got {value!r}")
        if self.source and not _KEY.fullmatch(self.source):
            raise InvalidRuleError(f"source must be a bibliography key, like 'britannica1911', got {self.source!r}")
        if self.reading is Reading.STATED:
            if not self.source:
                raise InvalidRuleError("stated evidence needs a source (a bibliography key), got ''")
            if not self.locator:
                raise InvalidRuleError(f"stated evidence needs a locator (where the source says it), got {self.locator!r}")
            if not self.quote:
                raise InvalidRuleError(f"stated evidence needs a quotation in the source's words, got {self.quote!r}")
        if self.reading is Reading.INFERRED:
            if not self.source:
                raise InvalidRuleError("inferred evidence needs a source (a bibliography key), got ''")
            if not self.note:
                raise InvalidRuleError(f"inferred evidence needs a note saying how the book reads it, got {self.note!r}")
        if self.reading is Reading.CHOICE and not self.note:
            raise InvalidRuleError(f"the book's choice needs a note saying why, got {self.note!r}")
        if self.quote:
            if self.lang not in QUOTE_LANGUAGES:
                allowed = ", ".join(repr(k) for k in QUOTE_LANGUAGES)
                raise InvalidRuleError(f"a quotation needs its language, one of {allowed}, got {self.lang!r}")
            if self.lang != "en" and not self.rendering:
                raise InvalidRuleError(f"a quotation in {QUOTE_LANGUAGES[self.lang]} needs an English rendering")
        elif self.rendering:
            raise InvalidRuleError("a rendering needs the quotation it renders")
        if self.translation and not self.quote:
            raise InvalidRuleError(f"a translation names where a quotation was read, but there is no quotation; "
                                   f"got translation={self.translation!r}")


def stated(source: str, locator: str, quote: str, *, lang: str = "en", rendering: str = "", note: str = "",
           translation: str = "") -> Evidence:
    """Evidence that *source* says it, at *locator*, in the words *quote* (or a *translation*'s)."""
    return Evidence(reading=Reading.STATED, source=source, locator=locator, quote=quote, lang=lang,
                    rendering=rendering, note=note, translation=translation)


def inferred(source: str, locator: str, note: str, *, quote: str = "", lang: str = "", rendering: str = "",
             translation: str = "") -> Evidence:
    """Evidence that the book reads it out of *source*; *note* says how."""
    return Evidence(reading=Reading.INFERRED, source=source, locator=locator, quote=quote,
                    lang=lang or ("en" if quote else ""), rendering=rendering, note=note, translation=translation)


def choice(note: str, *, source: str = "", locator: str = "", quote: str = "", lang: str = "", rendering: str = "",
           translation: str = "") -> Evidence:
    """The book's choice, where no source says it; *note* says why."""
    return Evidence(reading=Reading.CHOICE, source=source, locator=locator, quote=quote,
                    lang=lang or ("en" if quote else ""), rendering=rendering, note=note, translation=translation)


@dataclass(frozen=True, slots=True, kw_only=True)
class Option:
    """One value of one rules field, the rule it belongs to, what it means, and its evidence.

    *summary* says in a few words what the option means (the book prints
    it in the table of options, translated in every edition).
    """

    field: str
    value: str
    rule: str
    summary: str
    evidence: tuple[Evidence, ...]

    def __post_init__(self) -> None:
        for name in ("field", "value", "rule", "summary"):
            if not isinstance(getattr(self, name), str) or not getattr(self, name):
                raise InvalidRuleError(f"an option needs a {name} (a non-empty string), got {getattr(self, name)!r}")
        if not self.evidence or not all(isinstance(e, Evidence) for e in self.evidence):
            raise InvalidRuleError(f"option {self.field}={self.value!r} needs its evidence, got {self.evidence!r}")

    @property
    def readings(self) -> frozenset[Reading]:
        """The readings of its evidence."""
        return frozenset(e.reading for e in self.evidence)


def option_key(value: object) -> str:
    """The printed name of an option value: an enum's value, or the value itself as text.

    >>> from hazardlib.evidence import option_key
    >>> option_key(Reading.CHOICE), option_key(True), option_key("same_suit")
    ("the book's choice", 'True', 'same_suit')
    """
    if isinstance(value, NamedEnum):
        return str(value.value)
    return str(value)


def quotation(e: Evidence) -> str:
    """The quotation as the English edition prints it: in its own words, with a rendering if not English.

    Each edition translates this paragraph by keeping the original words and
    giving a rendering in its own language (none when the quotation is in
    the edition's language).

    >>> quotation(stated("encyclopedie-hoc", "t. 8, pp. 241-242", "il se joue différemment", lang="fr",
    ...                  rendering="it is played differently"))
    '“il se joue différemment” (“it is played differently”)'

    Words read in a translation say so before they are quoted:

    >>> quotation(stated("wikipedia-it-sette-e-mezzo", "Regole", "regele de diamante este în valoare de 7", lang="ro",
    ...                  rendering="the king of diamonds is worth 7",
    ...                  translation="the project's Romanian machine translation, line 21"))
    "In a translation (the project's Romanian machine translation, line 21), not the source's own words: “regele de diamante este în valoare de 7” (“the king of diamonds is worth 7”)"
    """
    if not e.quote:
        return ""
    words = f"“{e.quote}”" if e.lang == "en" else f"“{e.quote}” (“{e.rendering}”)"
    if e.translation:
        return f"In a translation ({e.translation}), not the source's own words: {words}"
    return words


def field_values(rules_class: type) -> dict[str, tuple[str, ...]]:
    """Each field of a rules class and the option values it allows, as printed.

    An enum field allows its members; a ``Literal`` field its values; a
    ``bool`` field True and False; any other field (a number, a card, a
    table) has one option the book documents, its default.

    >>> from dataclasses import dataclass
    >>> from typing import Literal
    >>> @dataclass(frozen=True)
    ... class R:
    ...     reading: Reading = Reading.STATED
    ...     ties: Literal["dealer", "push"] = "dealer"
    ...     double: bool = False
    ...     ante: int = 1
    >>> field_values(R)
    {'reading': ('stated', 'inferred', "the book's choice"), 'ties': ('dealer', 'push'), 'double': ('False', 'True'), 'ante': ('1',)}
    """
    import dataclasses
    import enum
    import typing

    import sys

    module = sys.modules.get(rules_class.__module__)
    namespace = {**vars(typing), **(vars(module) if module else {})}
    hints = typing.get_type_hints(rules_class, globalns=namespace)
    out: dict[str, tuple[str, ...]] = {}
    for f in dataclasses.fields(rules_class):
        kind = hints.get(f.name)
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            out[f.name] = tuple(option_key(m) for m in kind)
        elif typing.get_origin(kind) is typing.Literal:
            out[f.name] = tuple(option_key(v) for v in typing.get_args(kind))
        elif kind is bool:
            out[f.name] = ("False", "True")
        else:
            default = f.default if f.default is not dataclasses.MISSING else None
            out[f.name] = (option_key(default),)
    return out


def variant_evidence(
    value: object, rules: object, options: Sequence[Option], *, pieces: int | None = None
) -> Mapping[str, tuple[Evidence, ...]]:
    """A variant's evidence for every field of its *rules*: *value*'s, completed from the options.

    *value* maps fields to their evidence for this variant (its sources'
    words, or the book's choice and why); a field it leaves out takes the
    evidence of its value in *options* (the first *pieces* of it, or all),
    when the options document that value. Fields that are not fields of the
    rules, or evidence that is not a non-empty tuple of :class:`Evidence`,
    are refused.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True)
    ... class R:
    ...     ties: str = "dealer"
    >>> opts = (Option(field="ties", value="dealer", rule="S9", summary="ties to the dealer",
    ...                evidence=(choice("the usual rule"),)),)
    >>> dict(variant_evidence({}, R(), opts))
    {'ties': (Evidence(reading=Reading.CHOICE, source='', locator='', quote='', lang='', rendering='', note='the usual rule', translation=''),)}
    >>> variant_evidence({"tie": ()}, R(), opts)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: evidence names fields of R, got 'tie'; allowed: 'ties'
    """
    import dataclasses

    names = tuple(f.name for f in dataclasses.fields(rules))  # type: ignore[arg-type]
    kind = type(rules).__name__
    if not isinstance(value, Mapping):
        raise InvalidRuleError(f"evidence must map fields of {kind} to tuples of Evidence, got {value!r}")
    given: dict[str, tuple[Evidence, ...]] = {}
    for f, items in value.items():
        if f not in names:
            listing = ", ".join(repr(n) for n in names)
            raise InvalidRuleError(f"evidence names fields of {kind}, got {f!r}; allowed: {listing}")
        if not isinstance(items, (tuple, list)) or not items or not all(isinstance(e, Evidence) for e in items):
            raise InvalidRuleError(f"the evidence of {f} must be a non-empty tuple of Evidence, got {items!r}")
        given[f] = tuple(items)
    index = {(o.field, o.value): o for o in options}
    full: dict[str, tuple[Evidence, ...]] = {}
    for f in names:
        if f in given:
            full[f] = given[f]
            continue
        o = index.get((f, option_key(getattr(rules, f))))
        if o is not None:
            full[f] = o.evidence if pieces is None else o.evidence[:pieces]
    return MappingProxyType(full)


def sources_of(evidence: Mapping[str, tuple[Evidence, ...]]) -> tuple[str, ...]:
    """The bibliography keys of a variant's evidence, in order, each once."""
    return tuple(dict.fromkeys(e.source for items in evidence.values() for e in items if e.source))


def assumed_of(evidence: Mapping[str, tuple[Evidence, ...]]) -> tuple[str, ...]:
    """The fields whose only evidence is the book's choice (no source says them)."""
    return tuple(f for f, items in evidence.items() if all(e.reading is Reading.CHOICE for e in items))
