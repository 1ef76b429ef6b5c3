"""No English interface string on a page of a translated edition.

Every page of every built edition is read for the strings of its interface:
the text and the ``aria-label``, ``title``, ``placeholder``, ``alt`` and
tooltip attributes of the page's chrome (everything outside the article, and
the whole of the pages Sphinx writes itself: search, index, module index,
highlighted source), the attributes and the interface text inside the article
(heading links, fold buttons, admonition titles, field names), and the
strings the page hands its scripts. Each is compared with the English
interface strings of Sphinx, the themes and the extensions, taken from their
installed catalogs and templates, and with the project's own (conf.py's
``UI_MESSAGES``, the msgids of ``locale/*/LC_MESSAGES/hazardbook.po``): a
non-English page showing one of them untranslated fails, unless it is listed in
``SAME_IN`` as rightly the same in that language. English pages pass trivially.

The catalogs themselves are checked too: every string of the themes and
extensions, shown today or not, and every one of the project's, is translated in
every edition.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pydata_sphinx_theme
import pytest
import sphinx
import sphinx_book_theme
import sphinx_exercise
import sphinx_togglebutton
from babel.messages.pofile import read_po
from bs4 import BeautifulSoup
from bs4.element import Comment, Doctype, NavigableString, Tag

from conf import LANGUAGES, UI_MESSAGES, author
from tests.conftest import LANGS

ROOT = Path(__file__).resolve().parent.parent
SPHINX = Path(sphinx.__file__).parent
PYDATA = Path(pydata_sphinx_theme.__file__).parent
BOOK_THEME = Path(sphinx_book_theme.__file__).parent
TOGGLEBUTTON = Path(sphinx_togglebutton.__file__).parent
EXERCISE = Path(sphinx_exercise.__file__).parent
BOOK_THEME_LOCALES = BOOK_THEME / "theme" / "sphinx_book_theme" / "static" / "locales"

#: Attributes that a reader sees as a tooltip or hears from a screen reader.
ATTRIBUTES = ("aria-label", "aria-description", "title", "placeholder", "alt", "label", "data-tooltip", "data-title",
              "data-bs-title", "data-bs-original-title")
#: Markup whose text is code or notation, not language.
NOT_LANGUAGE = "script, style, pre, code, kbd, samp, var, math, .highlight, .math, .notranslate"
#: Interface inside an article: its text is written by Sphinx or an extension, not by the book.
ARTICLE_CHROME = ("summary, button, label, .headerlink, .viewcode-link, .viewcode-back, .admonition-title, "
                  "dl.field-list > dt, .toggle-button")
#: Pages Sphinx writes itself: their whole body is interface.
GENERATED = re.compile(r"^(search|genindex|py-modindex)\.html$|^_modules/")
PLACEHOLDER = re.compile(r"%\(\w+\)[sdr]|%[sdr]|\$\{\w+\}|\{\w*\}")

#: Strings that are rightly the same in a translated edition: msgid -> (site languages, why).
SAME_IN: dict[str, tuple[frozenset[str], str]] = {
    # The themes' French and Italian catalogs keep the loanword.
    "© Copyright %(copyright)s.": (frozenset({"fr", "it"}), "a loanword in French and Italian"),
    "Copyright %(copyright)s": (frozenset({"fr", "it"}), "a loanword in French and Italian"),
    "Copyright": (frozenset({"fr", "it"}), "the same loanword, as in the footer (Sphinx's own catalogs)"),
    "Sphinx Book Theme": (frozenset(LANGS), "the theme's name"),
    "repository": (frozenset({"it"}), "the loanword Italian uses (the book theme's own Italian catalog)"),
    # French writes these words as English does (Sphinx's own French catalog).
    "[source]": (frozenset({"fr"}), "the same word in French"),
    "module": (frozenset({"fr"}), "the same word in French"),
    "Navigation": (frozenset({"fr"}), "the same word in French"),
    "Index": (frozenset({"fr", "ro"}), "the same word in French and Romanian (Sphinx's own catalogs)"),
}


@dataclass(frozen=True)
class UiString:
    """An English interface string, as a reader would see it on a page."""

    msgid: str
    origin: str
    text: str  # markup removed, entities read, spaces collapsed
    pattern: str  # a regular expression: the text, its placeholders matching what they stand for

    @property
    def literal(self) -> bool:
        return not PLACEHOLDER.search(self.text)

    @property
    def words(self) -> int:
        return len(re.findall(r"[^\W\d_]{2,}", PLACEHOLDER.sub(" ", self.text)))


def _text(msgid: str) -> str:
    """The msgid as a reader sees it: markup removed, entities read, spaces collapsed."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", msgid)).split())


def _ui_string(msgid: str, origin: str) -> UiString | None:
    text = _text(msgid)
    if len(re.findall(r"[^\W\d_]", PLACEHOLDER.sub(" ", text))) < 3:
        return None  # a format with no words of its own ("%s (%s)")
    parts = re.split(f"({PLACEHOLDER.pattern})", text)
    # A named placeholder may stand for a phrase (the copyright line); a bare one
    # stands for a name or a number, never a parenthesised phrase, so that "Table %s"
    # is not read into the index entry "Table (classe dans hazardlib.report.tables)".
    pattern = "".join(
        (".+?" if part.startswith("%(") else r"[^()]+?") if PLACEHOLDER.fullmatch(part) else re.escape(part)
        for part in parts
        if part
    )
    return UiString(msgid, origin, text, pattern)


def _msgids(paths: Iterable[Path]) -> Iterator[str]:
    for path in paths:
        with path.open("rb") as f:
            for message in read_po(f):
                if message.id:
                    yield message.id if isinstance(message.id, str) else message.id[0]


def _template_literals(folders: Iterable[Path]) -> Iterator[str]:
    """English written straight into the themes' templates and scripts (no catalog)."""
    literal = re.compile(r"""\b(?:aria-label|title|placeholder|alt)=["']([A-Za-z][^"'{}%<>]*)["']""")
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.suffix in (".html", ".js") and ".min." not in path.name and path.is_file():
                yield from literal.findall(path.read_text(encoding="utf-8", errors="replace"))


@cache
def english_ui_strings() -> tuple[UiString, ...]:
    """Every English interface string a page of the book may show."""
    from myst_nb.core.config import NbParserConfig

    sources: list[tuple[str, Iterable[str]]] = [
        ("Sphinx", _msgids([SPHINX / "locale" / "sphinx.pot"])),
        ("pydata-sphinx-theme", _msgids([PYDATA / "locale" / "sphinx.pot"])),
        ("sphinx-book-theme", _msgids(sorted(BOOK_THEME.rglob("booktheme.po")))),
        ("sphinx-togglebutton", _msgids(sorted(TOGGLEBUTTON.rglob("togglebutton.po")))),
        ("sphinx-exercise", _msgids(sorted(EXERCISE.rglob("exercise.po")))),
        ("myst-nb", (NbParserConfig().code_prompt_show, NbParserConfig().code_prompt_hide)),
        ("theme templates", _template_literals([PYDATA / "theme", BOOK_THEME / "theme", SPHINX / "themes" / "basic",
                                                TOGGLEBUTTON / "_static"])),
        # The project's own: conf.py's UI_MESSAGES (the hazardbook catalog's msgids) and its author.
        ("hazardlib", [author, *(text for text, _note in UI_MESSAGES.values())]),
    ]
    found: dict[str, UiString] = {}
    for origin, msgids in sources:
        for msgid in msgids:
            ui = _ui_string(msgid, origin)
            if ui is not None and ui.msgid not in found:
                found[ui.msgid] = ui
    return tuple(found.values())


@dataclass(frozen=True)
class _Index:
    """The English strings not allowed in one language, arranged to be looked up fast."""

    exact: dict[str, UiString]  # strings without placeholders, by their text
    formats: tuple[UiString, ...]  # strings with placeholders
    any_format: re.Pattern[str]  # any of them, as a whole
    by_first_word: dict[str, tuple[UiString, ...]]  # strings of several words, found within a longer text


@cache
def _index(lang: str) -> _Index:
    allowed = {msgid for msgid, (langs, _reason) in SAME_IN.items() if lang in langs}
    strings = [ui for ui in english_ui_strings() if ui.msgid not in allowed]
    formats = tuple(ui for ui in strings if not ui.literal)
    by_first_word: dict[str, list[UiString]] = {}
    for ui in strings:
        if ui.literal and ui.words >= 2:
            by_first_word.setdefault(ui.text.split()[0], []).append(ui)
    return _Index(
        exact={ui.text: ui for ui in strings if ui.literal},
        formats=formats,
        any_format=re.compile("|".join(f"(?:{ui.pattern})" for ui in formats)),
        by_first_word={word: tuple(found) for word, found in by_first_word.items()},
    )


@cache
def english_in(text: str, lang: str, *, within: bool) -> tuple[str, ...]:
    """The English interface strings *text* is (or, with *within*, contains)."""
    text = " ".join(text.split())
    if not text or lang == "en":
        return ()
    index = _index(lang)
    found: list[UiString] = []
    # A label naming several things ("Language / Språk") is read piece by piece.
    for piece in {text, *(p.strip() for p in re.split(r"\s[/|·]\s", text))}:
        if piece in index.exact:
            found.append(index.exact[piece])
        elif index.any_format.fullmatch(piece):
            found += [ui for ui in index.formats if re.fullmatch(ui.pattern, piece)]
    if within:
        words = text.split()
        for i, word in enumerate(words):
            for ui in index.by_first_word.get(word, ()):
                rest = " ".join(words[i:])
                if rest.startswith(ui.text) and not rest[len(ui.text) : len(ui.text) + 1].isalnum():
                    found.append(ui)
    return tuple(sorted({f"{ui.msgid!r} ({ui.origin})" for ui in found}))


def page_strings(page: str, text: str, lang: str) -> Iterator[tuple[str, str, bool]]:
    """(where, string, chrome) for each interface string of a page; chrome strings are also
    searched within longer text, an article's only as a whole."""
    soup = BeautifulSoup(text, "html.parser")
    title = soup.find("title")
    if title:
        yield "<title>", title.get_text(), True
    body = soup.body
    if body is None:
        return
    generated = bool(GENERATED.search(page))
    article = None if generated else body.select_one("article.bd-article")
    skip = {id(e) for e in body.select(NOT_LANGUAGE)}
    article_chrome = {id(e) for e in article.select(ARTICLE_CHROME)} if article else set()

    def walk(element: Tag, in_article: bool, chrome: bool) -> Iterator[tuple[str, str, bool]]:
        if id(element) in skip:
            return
        if element.has_attr("lang") and not str(element["lang"]).lower().startswith(lang):
            return  # declared to be in another language (the switcher's "English")
        in_article = in_article or element is article
        chrome = chrome or id(element) in article_chrome
        for attribute in ATTRIBUTES:
            if element.has_attr(attribute):
                yield f"<{element.name} {attribute}>", str(element[attribute]), not in_article
        for child in element.children:
            if isinstance(child, Tag):
                yield from walk(child, in_article, chrome)
            elif isinstance(child, NavigableString) and not isinstance(child, (Comment, Doctype)):
                if not in_article:
                    yield f"<{element.name}>", str(child), True
                elif chrome:
                    yield f"<{element.name}> in the article", str(child), False

    yield from walk(body, False, False)
    # Strings the page hands its scripts: the project's, and sphinx-togglebutton's hints.
    data = soup.find("script", id="hazardbook-cite-strings")
    if data:
        for key, value in json.loads(data.get_text()).items():
            if isinstance(value, str):
                yield f"script string {key}", value, False
    for script in soup.find_all("script"):
        for name, value in re.findall(r"let (toggleHint\w+) = '([^']*)'", script.get_text()):
            yield f"script string {name}", value, False


def site_pages(site: Path, lang: str) -> Iterator[Path]:
    for page in sorted((site / lang).rglob("*.html")):
        if "_sources" not in page.parts and "_static" not in page.parts:
            yield page


def english_on_page(site: Path, lang: str, page: Path) -> list[str]:
    name = str(page.relative_to(site / lang))
    problems = []
    for where, string, chrome in page_strings(name, page.read_text(encoding="utf-8"), lang):
        for hit in english_in(string, lang, within=chrome):
            problems.append(f"{lang}/{name}: {where} {' '.join(string.split())[:80]!r} is English: {hit}")
    return problems


def english_in_script_catalog(site: Path, lang: str) -> list[str]:
    """Sphinx's strings for the search page (``_static/translations.js``), left in English or empty."""
    path = site / lang / "_static" / "translations.js"
    if lang == "en":
        return []
    if not path.exists():
        return [f"{lang}: no _static/translations.js (the search page would speak English)"]
    source = path.read_text(encoding="utf-8")
    data = json.loads(source[source.index("(") + 1 : source.rindex(")")])
    problems = []
    for key, value in data["messages"].items():
        forms = value if isinstance(value, list) else [value]
        for form in forms:
            if not form or (_text(form) == _text(key) and english_in(form, lang, within=True)):
                problems.append(f"{lang}/_static/translations.js: {key[:60]!r} -> {form!r}")
    return problems


@pytest.mark.parametrize("lang", LANGS)
def test_no_english_interface_string_in_a_translated_edition(site: Path, lang: str) -> None:
    problems = english_in_script_catalog(site, lang)
    for page in site_pages(site, lang):
        problems += english_on_page(site, lang, page)
    assert not problems, f"{len(problems)} English interface strings:\n" + "\n".join(sorted(set(problems))[:80])


def test_the_scan_finds_what_it_looks_for() -> None:
    # The footer, the switcher's label and a heading link's tooltip as they were before issue 22.
    page = """<html lang="fr"><body>
      <nav aria-label="Language / Språk / Limba / Язык"><a lang="en">English</a></nav>
      <article class="bd-article"><h2>Règles<a class="headerlink" title="Link to this heading">#</a></h2>
      <p>Main</p></article>
      <footer><p>Par The hazardlib authors</p>
      <p>© Copyright 2026, The hazardlib authors (text CC BY 4.0, code MIT).</p></footer>
    </body></html>"""
    found = [(where, string) for where, string, chrome in page_strings("book/x.html", page, "fr")
             if english_in(string, "fr", within=chrome)]
    wheres = [where for where, _ in found]
    assert "<nav aria-label>" in wheres and "<a title>" in wheres, found
    assert sum(where == "<p>" for where in wheres) == 2, found
    # Words of the article's own text and the switcher's own language names are not the interface.
    assert not any(string in ("Main", "English") for _, string in found), found
    assert not english_in("© Copyright 2026, les auteurs de hazardlib.", "fr", within=True)
    assert english_in("© Copyright 2026, les auteurs de hazardlib.", "ru", within=True)


def _translations(paths: Iterable[Path]) -> dict[str, str]:
    """msgid -> translation in these catalogs, the first one's winning (as gettext reads them)."""
    found: dict[str, str] = {}
    for path in paths:
        with path.open("rb") as f:
            for message in read_po(f):
                if not message.id or message.fuzzy:
                    continue
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                forms = [message.string] if isinstance(message.string, str) else list(message.string or ())
                if forms and all(forms):  # every plural form filled
                    found.setdefault(msgid, forms[0])
    return found


def theme_catalogs(lang: str) -> dict[str, tuple[set[str], list[Path]]]:
    """For each theme and extension: its English strings, and the catalogs a build in
    *lang* reads for them, the project's first."""
    langs = (lang, lang.split("_")[0])  # as gettext looks: nb_NO, then nb

    def found(folder: Path, domain: str) -> list[Path]:
        return [path for code in langs if (path := folder / code / "LC_MESSAGES" / f"{domain}.po").exists()]

    own = ROOT / "locale"
    return {
        "pydata-sphinx-theme": (
            set(_msgids([PYDATA / "locale" / "sphinx.pot"])),
            found(own, "sphinx") + found(SPHINX / "locale", "sphinx") + found(PYDATA / "locale", "sphinx"),
        ),
        "sphinx-book-theme": (
            set(_msgids(BOOK_THEME.rglob("booktheme.po"))),
            found(own, "booktheme") + found(BOOK_THEME_LOCALES, "booktheme"),
        ),
        # conf.py hands the extension its hints from the project's own catalog.
        "sphinx-togglebutton": (
            set(_msgids(TOGGLEBUTTON.rglob("togglebutton.po"))),
            found(own, "hazardbook") + found(TOGGLEBUTTON / "translations" / "locales", "togglebutton"),
        ),
        "sphinx-exercise": (set(_msgids(EXERCISE.rglob("exercise.po"))),
                            found(EXERCISE / "translations" / "locales", "exercise") + found(own, "exercise")),
    }


@pytest.mark.parametrize("code", LANGS[1:])
def test_every_theme_string_is_translated(code: str) -> None:
    # Every string of the themes and extensions, shown on today's pages or not
    # (an announcement, a version warning), has a translation in every edition:
    # the package's own or the project's (locale/<lang>/LC_MESSAGES/).
    lang = LANGUAGES[code][0]
    problems = []
    for package, (english, catalogs) in theme_catalogs(lang).items():
        translated = _translations(catalogs)
        for msgid in sorted(english):
            ui = _ui_string(msgid, package)
            if ui is None or (msgid in SAME_IN and code in SAME_IN[msgid][0]):
                continue
            string = translated.get(msgid)
            if not string or _text(string) == ui.text:
                problems.append(f"{package}: {msgid!r} -> {string!r}")
    assert not problems, f"{code}: theme strings left in English (translate them in locale/):\n" + "\n".join(problems)


def test_every_project_ui_string_is_translated() -> None:
    # The project's own catalog: every message conf.py uses, translated in every edition, nothing else.
    wanted = {text for text, _note in UI_MESSAGES.values()}
    for code, (lang, _search, _name) in LANGUAGES.items():
        if code == "en":
            continue
        path = ROOT / "locale" / lang / "LC_MESSAGES" / "hazardbook.po"
        with path.open("rb") as f:
            catalog = {m.id: m for m in read_po(f) if m.id}
        missing = sorted(m for m in wanted if m not in catalog or not catalog[m].string or catalog[m].fuzzy)
        extra = sorted(str(m) for m in set(catalog) - wanted)
        assert not missing, f"{path.relative_to(ROOT)}: untranslated {missing}"
        assert not extra, f"{path.relative_to(ROOT)}: entries conf.py no longer uses {extra}"
