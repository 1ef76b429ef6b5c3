"""The bibliography and the citations in each edition's language.

sphinxcontrib-bibtex formats the bibliography page with a pybtex formatting
style and the in-text citations with a referencing style. conf.py registers,
for the edition being built, one of each under the name ``hazardbook``
(:func:`register`, from its ``config-inited`` hook: ``-D language=`` is
applied after conf.py runs).

Two gettext catalogs translate them, read from the edition's ``.po`` files
(in memory, without fuzzy entries unless the configuration allows them):

``bibstyle``
    every word the styles add (``n.d.``, ``Anonymous``, ``edited by``, the
    date patterns, ...): the calls of ``gettext`` and ``N_`` in this module;
``references``
    the free text of ``book/references.bib`` (the fields
    :data:`FREE_TEXT_FIELDS`), translated like any paragraph.

``make gettext`` extracts both with Babel (``tools/bib_gettext.py``) into
``_build/gettext/<domain>.pot``; ``sphinx-intl update`` makes the catalogs.

The bibliography is one run sorted by what it shows first: the first
author, inverted ("Chaucer, Geoffrey"), in the edition's words (the
translated "Anonymous" sorts where it is read), accents and case ignored.
"""

from __future__ import annotations

import dataclasses
import gettext
import io
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date
from pathlib import Path
from typing import Any, ClassVar

from babel import Locale
from babel.dates import format_date, get_month_names
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from pybtex.database import Entry  # type: ignore[import-untyped]
from pybtex.plugin import register_plugin as register_pybtex_plugin  # type: ignore[import-untyped]
from pybtex.richtext import BaseText, HRef, Symbol, Text  # type: ignore[import-untyped]
from pybtex.style.formatting import BaseStyle, toplevel  # type: ignore[import-untyped]
from pybtex.style.names import lastfirst, plain  # type: ignore[import-untyped]
from pybtex.style.template import (  # type: ignore[import-untyped]
    FieldIsMissing,
    field,
    first_of,
    optional,
    sentence,
    tag,
)
from pybtex.style.template import node as _node
from sphinxcontrib.bibtex.plugin import register_plugin as register_sphinx_plugin
from sphinxcontrib.bibtex.style.names.last import LastNameStyle
from sphinxcontrib.bibtex.style.referencing import BracketStyle, GroupReferenceStyle, PersonStyle
from sphinxcontrib.bibtex.style.referencing.basic_author_year import (
    BasicAuthorYearParentheticalReferenceStyle,
    BasicAuthorYearTextualReferenceStyle,
)
from sphinxcontrib.bibtex.style.referencing.extra_author import ExtraAuthorReferenceStyle
from sphinxcontrib.bibtex.style.referencing.extra_empty import ExtraEmptyReferenceStyle
from sphinxcontrib.bibtex.style.referencing.extra_label import ExtraLabelReferenceStyle
from sphinxcontrib.bibtex.style.referencing.extra_year import ExtraYearReferenceStyle
from sphinxcontrib.bibtex.style.template import join, join2, post_text, pre_text, reference

#: The name of both styles, as conf.py gives it to sphinxcontrib-bibtex.
NAME = "hazardbook"
#: The catalog of the words the styles add, and the catalog of the .bib's free text.
STYLE_DOMAIN = "bibstyle"
NOTES_DOMAIN = "references"
#: The fields of references.bib that are prose, not titles, names or imprints
#: (which stay as published): each edition translates them.
FREE_TEXT_FIELDS = ("howpublished", "edition", "nameaddon", "note", "library")


def N_(message: str) -> str:
    """Mark *message* for extraction; it is translated where it is shown."""
    return message


#: Authors that are words rather than names, shown in the edition's language.
WORD_AUTHORS = (
    # Translators: the author of a work that was published without a name.
    N_("Anonymous"),
    # Translators: the author of a Wikipedia article, as Wikipedia asks to be cited.
    N_("Wikipedia contributors"),
)


def latex_to_text(latex: str) -> str:
    """The plain text a field of the .bib shows: the message id of its translation."""
    return str(Text.from_latex(latex).render_as("text"))


def _escape(text: str) -> str:
    # Babel flags a message with "% r" in it as python-format, and msgfmt then
    # checks it as one: the references catalog writes every percent sign as "%%".
    return text.replace("%", "%%")


def fold(text: str) -> str:
    """The sort form of *text*: accents, case and non-breaking spaces ignored."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _catalog(domain: str, language: str, locale_dirs: Sequence[Path], allow_fuzzy: bool) -> gettext.NullTranslations:
    """The edition's catalog of *domain*, compiled in memory from its .po.

    Nothing is written next to the catalog (the tests must not touch the
    book's inputs); fuzzy entries count only if *allow_fuzzy*, like Sphinx's
    ``gettext_allow_fuzzy_translations``.
    """
    for folder in locale_dirs:
        po = Path(folder) / language / "LC_MESSAGES" / f"{domain}.po"
        if po.is_file():
            with po.open("rb") as f:
                catalog = read_po(f)
            buffer = io.BytesIO()
            write_mo(buffer, catalog, use_fuzzy=allow_fuzzy)
            buffer.seek(0)
            return gettext.GNUTranslations(buffer)
    return gettext.NullTranslations()


#: The kinds of entry that are a part of an edited work: without an author, they open with their title.
PART_TYPES = ("incollection", "inbook", "inproceedings")


def _cited_as(entry: Any) -> tuple[str, ...]:
    """What a citation names: the authors, else the editors, else the title (as cite_names does)."""
    for role in ("author", "editor"):
        if entry.persons.get(role):
            return tuple(str(p) for p in entry.persons[role])
    return (entry.fields.get("title", ""),)


def label_suffixes(entries: Mapping[str, Any]) -> dict[str, str]:
    """The letters that tell apart works cited with the same names and year.

    Two works cited "(Anonymous, 1649)" become 1649a and 1649b, in the order
    of their titles; undated ones n.d.-a, n.d.-b. A work alone keeps its year.

    >>> from pybtex.database import parse_string
    >>> bib = parse_string(
    ...     "@book{b, author={Anonymous}, title={Le Funeste Hoc}, year={1649}}"
    ...     "@book{a, author={Anonymous}, title={Lettre du chevalier}, year={1649}}"
    ...     "@book{c, author={Anonymous}, title={Lettre}, year={1650}}", "bibtex")
    >>> label_suffixes(bib.entries)
    {'b': 'a', 'a': 'b'}
    """
    groups: dict[tuple[tuple[str, ...], str], list[tuple[str, str]]] = {}
    for key, entry in entries.items():
        group = (_cited_as(entry), entry.fields.get("year", ""))
        groups.setdefault(group, []).append((fold(latex_to_text(entry.fields.get("title", ""))), key))
    suffixes: dict[str, str] = {}
    for members in groups.values():
        if len(members) > 1:
            for letter, (_title, key) in zip("abcdefghijklmnopqrstuvwxyz", sorted(members)):
                suffixes[key] = letter
    return suffixes


@dataclasses.dataclass(frozen=True)
class Edition:
    """An edition's language, its two catalogs, and the letters that tell same-year works apart."""

    language: str
    words: gettext.NullTranslations = dataclasses.field(default_factory=gettext.NullTranslations)
    notes: gettext.NullTranslations = dataclasses.field(default_factory=gettext.NullTranslations)
    suffixes: Mapping[str, str] = dataclasses.field(default_factory=dict)

    @classmethod
    def load(cls, language: str, locale_dirs: Sequence[Path] = (), allow_fuzzy: bool = False,
             bibfiles: Sequence[Path] = ()) -> Edition:
        from pybtex.database import parse_file

        entries: dict[str, Any] = {}
        for path in bibfiles:
            entries.update(parse_file(str(path)).entries)
        return cls(
            language,
            _catalog(STYLE_DOMAIN, language, locale_dirs, allow_fuzzy),
            _catalog(NOTES_DOMAIN, language, locale_dirs, allow_fuzzy),
            label_suffixes(entries),
        )

    def suffix(self, entry: Any) -> str:
        """The letter that tells *entry* apart from works cited with the same names and year ('' if none)."""
        return self.suffixes.get(getattr(entry, "key", None) or "", "")

    def year(self, entry: Any) -> BaseText:
        """The year a citation gives, with its letter: 1649a; n.d.-b for an undated work."""
        suffix = self.suffix(entry)
        year = entry.fields.get("year")
        if year:
            return Text(Text.from_latex(year), suffix)
        # Translators: in a citation, instead of the year of a work that has no date.
        nd = self.words.gettext("n.d.")
        return Text(nd, "-" + suffix) if suffix else Text(nd)

    @property
    def locale(self) -> Locale:
        return Locale.parse(self.language)

    def free_text(self, latex: str) -> BaseText:
        """A free-text field of the .bib, in the edition's language.

        The source's own markup is kept where the text is not translated.
        """
        source = latex_to_text(latex)
        translated = self.notes.gettext(_escape(source)).replace("%%", "%")
        return Text.from_latex(latex) if translated == source else Text(translated)

    def person(self, person: Any, form: str) -> BaseText:
        """One name: ``"inverted"`` (Last, First), ``"plain"`` (First Last) or ``"last"``."""
        text = latex_to_text(str(person))
        if text in WORD_AUTHORS:
            return Text(self.words.gettext(text))
        style = {"inverted": lastfirst.NameStyle, "plain": plain.NameStyle, "last": LastNameStyle}[form]()
        return style.format(person, False).format()

    def names(self, persons: Sequence[Any], short: bool, first_inverted: bool) -> BaseText:
        """A list of names joined in the edition's words ("A, B, and C").

        *short* gives the first name only, "et al.", when there are three or
        more; a trailing ``others`` (BibTeX's "and others") is said in words.
        """
        _ = self.words.gettext
        others = bool(persons) and _is_others(persons[-1])
        people = [p for p in persons if not _is_others(p)]
        # The bibliography inverts the first name only ("Diderot, Denis and Jean le Rond d'Alembert").
        parts = [self.person(p, "last" if short else "inverted" if i == 0 and first_inverted else "plain")
                 for i, p in enumerate(people)]
        if short and len(parts) >= 3:
            # Translators: a citation of a work with three or more authors: the first, and others.
            return fill(_("{name} et al."), name=parts[0])
        if len(parts) == 1:
            joined = parts[0]
        elif len(parts) == 2:
            # Translators: two authors.
            joined = fill(_("{first} and {second}"), first=parts[0], second=parts[1])
        else:
            # Translators: three or more authors: {names} are the first ones, separated by commas.
            joined = fill(_("{names}, and {last}"), names=Text(", ").join(parts[:-1]), last=parts[-1])
        if others:
            # Translators: a list of authors that the source ends with "and others".
            return fill(_("{names} and others"), names=joined)
        return joined

    def date(self, year: str, month: str | None, day: str | None) -> BaseText:
        """The date of a work, with its month and day if the .bib has them."""
        _ = self.words.gettext
        number = _month_number(month) if month else None
        if number is None or not year.isdigit():
            return Text.from_latex(" ".join(part for part in (month, year) if part))
        if day and day.isdigit():
            # Translators: a CLDR date pattern (Babel) for a day, month and year:
            # d the day, MMMM the month's name, y the year; text in 'quotes'.
            return Text(format_date(date(int(year), number, int(day)), _("d MMMM y"), locale=self.locale))
        # Translators: a CLDR date pattern (Babel) for a month and year: MMMM the
        # month's name (LLLL its stand-alone form), y the year; text in 'quotes'.
        return Text(format_date(date(int(year), number, 1), _("MMMM y"), locale=self.locale))


def _is_others(person: Any) -> bool:
    return str(person) == "others"


def _month_number(month: str) -> int | None:
    """The number of a month as the .bib gives it (``sep`` expands to "September")."""
    if month.isdigit() and 1 <= int(month) <= 12:
        return int(month)
    for width in ("wide", "abbreviated"):
        for number, name in get_month_names(width, locale="en").items():
            if name.casefold().rstrip(".") == month.casefold().rstrip("."):
                return int(number)
    return None


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def fill(template: str, **parts: BaseText | str) -> BaseText:
    """*template* ("{first} and {second}") with rich text in its placeholders."""
    pieces: list[BaseText | str] = []
    at = 0
    for match in _PLACEHOLDER.finditer(template):
        pieces.append(template[at : match.start()])
        pieces.append(parts[match.group(1)])
        at = match.end()
    pieces.append(template[at:])
    return Text(*[p for p in pieces if p])


def _edition(data: dict[str, Any]) -> Edition:
    edition: Edition = data["style"].edition
    return edition


def _field(entry: Any, name: str) -> str:
    try:
        value: str = entry.fields[name]
    except KeyError:
        raise FieldIsMissing(name, entry) from None
    return value


# -- the pieces of an entry (pybtex template nodes) --------------------------------


def node(function: Callable[..., BaseText]) -> Any:
    """pybtex's ``node`` decorator (a template node, called with its data)."""
    return _node(function)


@node
def free_text(children: Any, data: dict[str, Any], name: str) -> BaseText:
    """A free-text field, translated (references catalog)."""
    return _edition(data).free_text(_field(data["entry"], name))


@node
def people(children: Any, data: dict[str, Any], role: str) -> BaseText:
    """The authors (or editors) as the bibliography shows them, with their ``nameaddon``."""
    entry = data["entry"]
    if not entry.persons.get(role):
        raise FieldIsMissing(role, entry)
    edition = _edition(data)
    text = edition.names(entry.persons[role], short=False, first_inverted=True)
    if role == "author" and "nameaddon" in entry.fields:
        text = Text(text, " (", edition.free_text(entry.fields["nameaddon"]), ")")
    return text


@node
def editors(children: Any, data: dict[str, Any], lead: bool = False) -> BaseText:
    """The editors: "X, editor" leading an entry, or "edited by X" inside one."""
    entry = data["entry"]
    if not entry.persons.get("editor"):
        raise FieldIsMissing("editor", entry)
    edition = _edition(data)
    persons = entry.persons["editor"]
    names = edition.names(persons, short=False, first_inverted=lead)
    if lead:
        # Translators: the editors of a book that has no author, at the head of its entry.
        return fill(edition.words.ngettext("{names}, editor", "{names}, editors", len(persons)), names=names)
    # Translators: the editors of the book or collection a part appears in.
    return fill(edition.words.gettext("edited by {names}"), names=names)


@node
def when(children: Any, data: dict[str, Any]) -> BaseText:
    """The date: year, with month and day if given, in the edition's form, and its letter (1649a).

    An undated work shows no date, unless others by the same names are undated
    too: then it shows the "n.d.-a" its citations give.
    """
    entry = data["entry"]
    edition = _edition(data)
    suffix = edition.suffix(entry)
    if "year" not in entry.fields and suffix:
        return edition.year(entry)
    return Text(edition.date(_field(entry, "year"), entry.fields.get("month"), entry.fields.get("day")), suffix)


@node
def numbered(children: Any, data: dict[str, Any]) -> BaseText:
    """Volume or number, with the series: "volume 2 of Series"."""
    entry = data["entry"]
    _ = _edition(data).words.gettext
    fields = entry.fields
    series = Text.from_latex(fields["series"]) if "series" in fields else None
    if "volume" in fields:
        volume = Text.from_latex(fields["volume"])
        if series:
            # Translators: a volume of a series of books.
            return fill(_("volume {volume} of {series}"), volume=volume, series=series)
        # Translators: the volume of a book (at the start of a sentence, its first letter is capitalised).
        return fill(_("volume {volume}"), volume=volume)
    if "number" in fields:
        number = Text.from_latex(fields["number"])
        if series:
            # Translators: a numbered book in a series.
            return fill(_("number {number} in {series}"), number=number, series=series)
        # Translators: the number of a book or report.
        return fill(_("number {number}"), number=number)
    if series:
        return series
    raise FieldIsMissing("volume", entry)


@node
def chapter_pages(children: Any, data: dict[str, Any]) -> BaseText:
    """The chapter and pages of a part of a book."""
    entry = data["entry"]
    _ = _edition(data).words.gettext
    parts: list[BaseText] = []
    if "chapter" in entry.fields:
        # Translators: the chapter of a book that an entry refers to.
        parts.append(fill(_("chapter {chapter}"), chapter=Text.from_latex(entry.fields["chapter"])))
    if "pages" in entry.fields:
        pages = Text(Symbol("ndash")).join(Text.from_latex(entry.fields["pages"]).split(re.compile("-+")))
        if re.search(r"[-,]", entry.fields["pages"]):
            # Translators: a range of pages, "pages 241–242".
            parts.append(fill(_("pages {pages}"), pages=pages))
        else:
            # Translators: one page.
            parts.append(fill(_("page {pages}"), pages=pages))
    if not parts:
        raise FieldIsMissing("pages", entry)
    return Text(", ").join(parts)


@node
def edition_words(children: Any, data: dict[str, Any]) -> BaseText:
    """The edition of a book: "11th edition" (the .bib's "11th" is free text)."""
    edition = _edition(data)
    # Translators: {edition} is the .bib's edition, already translated in the references catalog ("11th").
    return fill(edition.words.gettext("{edition} edition"), edition=edition.free_text(_field(data["entry"], "edition")))


@node
def container(children: Any, data: dict[str, Any]) -> BaseText:
    """The book or collection a part appears in, with its editors, volume and pages."""
    inner = sentence(add_period=False)[
        tag("em")[field("booktitle")], optional[editors], optional[numbered], optional[chapter_pages]
    ].format_data(data)
    # Translators: before the book or collection that a chapter or article appears in.
    return fill(_edition(data).words.gettext("In {title}"), title=inner)


@node
def thesis_kind(children: Any, data: dict[str, Any], kind: str) -> BaseText:
    """The kind of a thesis or report, unless the .bib names it (``type``)."""
    entry = data["entry"]
    if "type" in entry.fields:
        return Text.from_latex(entry.fields["type"])
    _ = _edition(data).words.gettext
    # Translators: kinds of works.
    words = {"mastersthesis": _("Master's thesis"), "phdthesis": _("PhD thesis"), "techreport": _("Technical report")}
    return Text(words[kind])


@node
def identifiers(children: Any, data: dict[str, Any]) -> BaseText:
    """ISBN, address on the web (with the date it was read), DOI."""
    entry = data["entry"]
    _ = _edition(data).words.gettext
    parts: list[BaseText] = []
    if "isbn" in entry.fields:
        # Translators: the ISBN of a book.
        parts.append(fill(_("ISBN {isbn}"), isbn=Text.from_latex(entry.fields["isbn"])))
    if "library" in entry.fields and "url" not in entry.fields:
        # Where a copy without a public address was read (the .bib's library, translated).
        parts.append(_edition(data).free_text(entry.fields["library"]))
    if "url" in entry.fields:
        url = entry.fields["url"]
        # Translators: the address of a work on the web.
        parts.append(fill(_("URL: {url}"), url=HRef(url, url)))
    if "urldate" in entry.fields and ("url" in entry.fields or "library" in entry.fields):
        # An ISO date (BibLaTeX's form) is written as the edition writes dates.
        read = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", entry.fields["urldate"])
        when = _edition(data).date(*read.groups()) if read else Text.from_latex(entry.fields["urldate"])
        # Translators: the date a web page was read.
        parts.append(fill(_("accessed {date}"), date=when))
    if "doi" in entry.fields:
        doi = entry.fields["doi"]
        parts.append(HRef("https://doi.org/" + doi, "doi:" + doi))
    if not parts:
        raise FieldIsMissing("url", entry)
    return Text(", ").join(parts)


def _title() -> Any:
    # Sentence case, as BibTeX's plain style: the .bib braces what must keep its capitals.
    return sentence[field("title", apply_func=lambda text: text.capitalize())]


def _head() -> Any:
    # The authors, else the editors ("X, editor"), at the head of the entry.
    return first_of[optional[sentence[people("author")]], optional[sentence[editors(lead=True)]]]


def _part_head() -> Any:
    # A part of an edited work: its authors; an unsigned part starts with its title,
    # and its editors are named with the work it is in ("edited by X").
    return optional[sentence[people("author")]]


class Style(BaseStyle):  # type: ignore[misc]
    """The bibliography page: BibTeX's plain style in the edition's words, one sorted run."""

    edition: ClassVar[Edition] = Edition("en")
    default_label_style = "number"
    default_name_style = "plain"
    default_sorting_style = "none"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sort = self.sorted_entries

    def sorted_entries(self, entries: Iterable[Any]) -> list[Any]:
        """One run by first author as shown (then year, then title)."""
        return sorted(entries, key=self.sort_key)

    def sort_key(self, entry: Any) -> tuple[str, str, str]:
        head = ""
        # A part of an edited work without an author opens with its title (see _part_head).
        roles = ("author",) if entry.type in ("incollection", "inbook", "inproceedings") else ("author", "editor")
        for role in roles:
            if entry.persons.get(role):
                head = self.edition.names(entry.persons[role], short=False, first_inverted=True).render_as("text")
                break
        title = latex_to_text(entry.fields.get("title", ""))
        return fold(head or title), entry.fields.get("year", ""), fold(title)

    def _tail(self) -> list[Any]:
        return [sentence[optional[free_text("note")]], sentence[optional[identifiers]]]

    def get_article_template(self, e: Any) -> Any:
        return toplevel[
            _head(),
            _title(),
            sentence[tag("em")[field("journal")], optional[numbered], optional[chapter_pages], optional[when]],
            *self._tail(),
        ]

    def get_book_template(self, e: Any) -> Any:
        return toplevel[
            _head(),
            sentence[tag("em")[field("title")]],
            sentence(capfirst=True)[optional[numbered]],
            sentence[
                optional[free_text("howpublished")],
                optional[field("publisher")],
                optional[field("address")],
                optional[edition_words],
                optional[when],
            ],
            *self._tail(),
        ]

    def get_incollection_template(self, e: Any) -> Any:
        return toplevel[
            _part_head(),
            _title(),
            sentence[container],
            sentence[
                optional[field("publisher")],
                optional[field("address")],
                optional[edition_words],
                optional[when],
            ],
            *self._tail(),
        ]

    get_inbook_template = get_incollection_template
    get_inproceedings_template = get_incollection_template

    def get_misc_template(self, e: Any) -> Any:
        return toplevel[
            _head(),
            _title(),
            sentence[optional[free_text("howpublished")], optional[field("address")], optional[when]],
            *self._tail(),
        ]

    def _thesis(self, e: Any) -> Any:
        return toplevel[
            _head(),
            _title(),
            sentence[
                thesis_kind(kind=e.type),
                optional[field("school")],
                optional[field("institution")],
                optional[field("address")],
                optional[when],
            ],
            *self._tail(),
        ]

    get_mastersthesis_template = get_phdthesis_template = get_techreport_template = _thesis

    def format_entry(self, label: str, entry: Any, bib_data: Any = None) -> Any:
        # Every other type (booklet, manual, online, ...) reads as misc: no type
        # falls back to pybtex's own English templates.
        if not hasattr(self, f"get_{entry.type}_template"):
            entry = _as_misc(entry)
        return super().format_entry(label, entry, bib_data=bib_data)


def _as_misc(entry: Any) -> Any:
    misc = Entry("misc", fields=entry.fields, persons=entry.persons)
    misc.key = entry.key
    return misc


# -- the citations --------------------------------------------------------------------


@node
def cite_names(
    children: Any, data: dict[str, Any], full: bool = False, roles: tuple[str, ...] = ("author", "editor")
) -> BaseText:
    """The authors (else editors, else the title) of a citation: "Diderot and d'Alembert"."""
    entry = data["entry"]
    for role in roles:
        if entry.persons.get(role):
            return _edition(data).names(entry.persons[role], short=not full, first_inverted=False)
    return tag("em")[field("title")].format_data(data)


@node
def cite_year(children: Any, data: dict[str, Any]) -> BaseText:
    """The year of a citation, or the edition's "n.d.", with the letter of a same-year work."""
    return _edition(data).year(data["entry"])


@dataclasses.dataclass
class _Persons(PersonStyle):
    def names(self, role: str, full: bool) -> Any:
        return cite_names(full=full, roles=(role,))

    def author_or_editor_or_title(self, full: bool) -> Any:
        return cite_names(full=full)


@dataclasses.dataclass
class _Parenthetical(BasicAuthorYearParentheticalReferenceStyle):
    def inner(self, role_name: str) -> Any:
        return join2(sep1=self.pre_text_sep, sep2=self.post_text_sep)[
            pre_text,
            reference[
                join(sep=self.author_year_sep)[self.person.author_or_editor_or_title(full="s" in role_name), cite_year]
            ],
            post_text,
        ]


@dataclasses.dataclass
class _Textual(BasicAuthorYearTextualReferenceStyle):
    def inner(self, role_name: str) -> Any:
        return join(sep=self.text_reference_sep)[
            self.person.author_or_editor_or_title(full="s" in role_name),
            join[
                self.bracket.left,
                join2(sep1=self.pre_text_sep, sep2=self.post_text_sep)[pre_text, reference[cite_year], post_text],
                self.bracket.right,
            ],
        ]


@dataclasses.dataclass
class _YearOnly(ExtraYearReferenceStyle):
    def inner(self, role_name: str) -> Any:
        return reference[cite_year]


@dataclasses.dataclass
class CitationStyle(GroupReferenceStyle):
    """The in-text citations, by author and year, in the edition's words."""

    edition: ClassVar[Edition] = Edition("en")

    def __post_init__(self) -> None:
        person = _Persons()
        bracket = BracketStyle()
        self.styles.extend([
            _Parenthetical(bracket=bracket, person=person),
            _Textual(bracket=bracket, person=person),
            ExtraAuthorReferenceStyle(bracket=bracket, person=person),
            ExtraLabelReferenceStyle(bracket=bracket),
            _YearOnly(bracket=bracket),
            ExtraEmptyReferenceStyle(),
        ])
        super().__post_init__()  # type: ignore[no-untyped-call]


def styles(edition: Edition) -> tuple[type[Style], type[CitationStyle]]:
    """The two styles of *edition* (the plugins are classes, made without arguments)."""
    suffix = edition.language.replace("-", "_")
    formatting = type(f"Style_{suffix}", (Style,), {"edition": edition})
    citing = type(f"CitationStyle_{suffix}", (CitationStyle,), {"edition": edition})
    return formatting, citing


def register(language: str, locale_dirs: Sequence[Path], allow_fuzzy: bool = False,
             bibfiles: Sequence[Path] = ()) -> str:
    """Register the edition's styles under :data:`NAME` and return that name."""
    formatting, citing = styles(Edition.load(language, locale_dirs, allow_fuzzy, bibfiles))
    register_pybtex_plugin("pybtex.style.formatting", NAME, formatting, force=True)
    register_sphinx_plugin("sphinxcontrib.bibtex.style.referencing", NAME, citing, force=True)
    return NAME


def catalogs(language: str, locale_dirs: Sequence[Path]) -> list[Path]:
    """The edition's catalogs of the bibliography that exist."""
    found = [Path(d) / language / "LC_MESSAGES" / f"{domain}.po" for d in locale_dirs
             for domain in (STYLE_DOMAIN, NOTES_DOMAIN)]
    return [p for p in found if p.is_file()]


def note_dependencies(app: Any, doctree: Any) -> None:
    """Make a page that cites or lists works depend on the .bib and the edition's catalogs.

    The citations are formatted when the page is written, from the .bib and the
    catalogs: Sphinx then writes the page again when one of them changes.
    """
    from sphinx import addnodes
    from sphinxcontrib.bibtex.nodes import bibliography

    cites = any(n.get("refdomain") == "cite" for n in doctree.findall(addnodes.pending_xref))
    if not cites and not any(True for _ in doctree.findall(bibliography)):
        return
    confdir = Path(app.confdir)
    locale_dirs = [confdir / d for d in app.config.locale_dirs]
    for path in [*catalogs(app.config.language, locale_dirs), *(confdir / f for f in app.config.bibtex_bibfiles)]:
        app.env.note_dependency(str(path))
