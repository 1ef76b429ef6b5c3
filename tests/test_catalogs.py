"""Checks of the translation catalogs in ``locale/``.

The templates are regenerated from the current sources (the gettext builder,
with the pages' outputs from the book's execution cache), then every catalog must agree with them: no missing,
untranslated, fuzzy or obsolete entry, no catalog without a template,
``msgfmt --check`` clean, and every role, target, label and code span of a
msgid kept in its msgstr. A failure names the file and the entry.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import babel
import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from conf import LANGUAGES  # the book's editions

ROOT = Path(__file__).resolve().parent.parent
# Every translated edition's catalog language (conf.py's list of editions).
LOCALES = tuple(lang for code, (lang, _search, _name) in LANGUAGES.items() if code != "en")
# The themes' and extensions' own strings (sphinx-exercise's "exercise": it ships no Bokmål, and no
# "Solution" in any language; tests/test_exercises.py checks the titles each edition shows).
THEME_CATALOGS = ("sphinx", "booktheme", "exercise")
SITE_PACKAGES = Path(babel.__file__).resolve().parent.parent
# The themes' own strings, where the themes ship no catalog for a language.
THEME_SOURCES = {
    ("nb_NO", "sphinx"): SITE_PACKAGES / "pydata_sphinx_theme" / "locale" / "sphinx.pot",
    ("ro", "sphinx"): SITE_PACKAGES / "pydata_sphinx_theme" / "locale" / "sphinx.pot",
    ("nb_NO", "booktheme"): SITE_PACKAGES
    / "sphinx_book_theme" / "theme" / "sphinx_book_theme" / "static" / "locales" / "no" / "LC_MESSAGES" / "booktheme.po",
}

ROLE = re.compile(r"\{([A-Za-z0-9:_-]+)\}`([^`]*)`")
RST_ROLE = re.compile(r"(:[A-Za-z0-9:_-]+:`[^`]+`)")  # docstrings are reStructuredText
RST_LITERAL = re.compile(r"(``[^`]+``)")
LABEL = re.compile(r"^\(([A-Za-z0-9_-]+)\)=\s*$", re.M)
CODE = re.compile(r"(?<![`}])`([^`\n]+)`(?!`)")
LINK_TARGET = re.compile(r"\]\(([^)\s]+)\)")
FOOTNOTE = re.compile(r"\[\^([^\]]+)\]")


def _protected(msgid: str) -> list[tuple[str, ...]]:
    """The pieces of a msgid that a translation must keep, each with its
    accepted spellings.

    Docstrings are reStructuredText, but a translation is parsed by the parser
    of the page that shows it (MyST for the API page), so a docstring's
    ``:class:`X``` may be kept as ``{class}`X``` and ````x```` as `` `x` ``.
    """
    pieces: list[tuple[str, ...]] = []
    rest = msgid
    for rst in RST_ROLE.findall(rest):
        role, target = rst[1:].split(":`", 1)
        explicit = re.search(r"<([^>]+)>`$", target)
        if explicit:  # :ref:`Text <label>`: the text is translated, the role and label kept
            pieces.append((":" + role + ":`", "{" + role + "}`"))
            pieces.append(("<" + explicit.group(1) + ">",))
        else:
            pieces.append((rst, "{" + role + "}`" + target))
        rest = rest.replace(rst, " ")
    for literal in RST_LITERAL.findall(rest):
        pieces.append((literal, literal[1:-1]))
        rest = rest.replace(literal, " ")
    for role, content in ROLE.findall(rest):
        explicit = re.search(r"<([^>]+)>\s*$", content)
        pieces.append(("{" + role + "}`",))
        pieces.append((explicit.group(1) if explicit else content,))
        rest = rest.replace("{" + role + "}`" + content + "`", " ")
    pieces += [(f"({label})=",) for label in LABEL.findall(rest)]
    pieces += [("`" + code + "`",) for code in CODE.findall(rest)]
    pieces += [(target,) for target in LINK_TARGET.findall(rest)]
    pieces += [("[^" + f + "]",) for f in FOOTNOTE.findall(rest)]
    return pieces


def _broken_markup(msgid: str, msgstr: str) -> str:
    """Say what markup a translation leaves unbalanced, if the source does not."""
    for opening, closing in (("{", "}"), ("[", "]"), ("<", ">")):
        if msgid.count(opening) == msgid.count(closing) and msgstr.count(opening) != msgstr.count(closing):
            return f"unbalanced {opening}{closing}"
    if msgid.count("`") % 2 == 0 and msgstr.count("`") % 2:
        return "an odd number of backticks"
    if msgid.count("**") % 2 == 0 and msgstr.count("**") % 2:
        return "unbalanced **"
    return ""


@pytest.fixture(scope="module")
def templates(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("gettext")
    subprocess.run(
        # The pages' outputs come from the book's execution cache (`make test`
        # builds the book first): the computed tables and plots give their
        # words to report.pot (tools/hazardbook.py).
        [sys.executable, "-m", "sphinx", "-b", "gettext", "-q",
         "-D", f"nb_execution_cache_path={ROOT / '_build' / '.jupyter_cache'}", str(ROOT), str(out)],
        check=True,
        cwd=ROOT,
    )
    # The bibliography's catalogs, as `make gettext` extracts them (bibstyle.pot, references.pot).
    subprocess.run([sys.executable, str(ROOT / "tools" / "bib_gettext.py"), str(out)], check=True, cwd=ROOT)
    return out


def _read(path: Path) -> Catalog:
    with path.open("rb") as f:
        return read_po(f)


def _entries(catalog: Catalog) -> Iterator[Message]:
    for message in catalog:
        if message.id:
            yield message


def _pot_names(templates: Path) -> set[str]:
    return {str(p.relative_to(templates).with_suffix("")) for p in templates.rglob("*.pot")}


@pytest.mark.parametrize("locale", LOCALES)
def test_every_template_has_a_catalog_and_no_catalog_is_stale(templates: Path, locale: str) -> None:
    base = ROOT / "locale" / locale / "LC_MESSAGES"
    catalogs = {str(p.relative_to(base).with_suffix("")) for p in base.rglob("*.po")} if base.exists() else set()
    catalogs -= set(THEME_CATALOGS)
    pots = _pot_names(templates)
    assert not pots - catalogs, f"{locale}: no catalog for {sorted(pots - catalogs)} (run `make gettext`)"
    assert not catalogs - pots, f"{locale}: catalogs without a source page {sorted(catalogs - pots)}"


@pytest.mark.parametrize("locale", LOCALES)
def test_catalogs_are_complete_and_current(templates: Path, locale: str) -> None:
    problems: list[str] = []
    for pot_path in sorted(templates.rglob("*.pot")):
        name = pot_path.relative_to(templates).with_suffix(".po")
        po_path = ROOT / "locale" / locale / "LC_MESSAGES" / name
        if not po_path.exists():
            continue  # reported by the test above
        where = f"locale/{locale}/LC_MESSAGES/{name}"
        wanted = {m.id for m in _entries(_read(pot_path))}
        catalog = _read(po_path)
        have = {m.id: m for m in _entries(catalog)}
        for msgid in sorted(wanted - set(have), key=str):
            problems.append(f"{where}: missing entry {str(msgid)[:70]!r} (run `make gettext`)")
        for msgid in sorted(set(have) - wanted, key=str):
            problems.append(f"{where}: entry no longer in the source {str(msgid)[:70]!r}")
        for msgid, message in have.items():
            if msgid not in wanted:
                continue
            if message.fuzzy:
                problems.append(f"{where}: fuzzy entry {str(msgid)[:70]!r}")
            if not message.string:
                problems.append(f"{where}: untranslated entry {str(msgid)[:70]!r}")
                continue
            broken = _broken_markup(str(msgid), str(message.string))
            if broken:
                problems.append(f"{where}: translation of {str(msgid)[:50]!r} breaks the markup: {broken}")
            for spellings in _protected(str(msgid)):
                if not any(spelling in str(message.string) for spelling in spellings):
                    problems.append(f"{where}: translation of {str(msgid)[:50]!r} lost {spellings[0]!r}")
        for obsolete in catalog.obsolete:
            problems.append(f"{where}: obsolete entry {str(obsolete)[:70]!r}")
    assert not problems, "\n".join(problems[:60]) + (f"\n... and {len(problems) - 60} more" if len(problems) > 60 else "")


@pytest.mark.parametrize("locale", LOCALES)
def test_msgfmt_check(locale: str, tmp_path: Path) -> None:
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        pytest.skip("msgfmt not found: install GNU gettext (Debian: apt-get install gettext)")
    failures = []
    for po in sorted((ROOT / "locale" / locale).rglob("*.po")):
        result = subprocess.run(
            [msgfmt, "--check", "-o", str(tmp_path / "out.mo"), str(po)], capture_output=True, text=True
        )
        if result.returncode:
            failures.append(f"{po.relative_to(ROOT)}: {result.stderr.strip()}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize(("locale", "domain"), sorted(THEME_SOURCES))
def test_theme_strings_are_translated(locale: str, domain: str) -> None:
    source = THEME_SOURCES[(locale, domain)]
    path = ROOT / "locale" / locale / "LC_MESSAGES" / f"{domain}.po"
    have = {m.id: m.string for m in _entries(_read(path))}
    wanted = {m.id for m in _entries(_read(source))}
    missing = sorted(str(i) for i in wanted if not have.get(i))
    assert not missing, f"locale/{locale}/LC_MESSAGES/{domain}.po: untranslated theme strings {missing}"


def test_broken_markup_is_found() -> None:
    assert _broken_markup("see {ref}`core`", "se {ref}`core") == "an odd number of backticks"
    assert _broken_markup("see {ref}`core`", "se {ref`core`") == "unbalanced {}"
    assert _broken_markup("**bold**", "**fet*") == "unbalanced **"
    assert _broken_markup("see {ref}`core`", "se {ref}`core`") == ""


def test_protected_pieces_are_found() -> None:
    msgid = "See {ref}`the rule <hazard-rule-nick>` and {cite:p}`britannica1911`; call `opening()` [x](core.md)."
    assert _protected(msgid) == [
        ("{ref}`",), ("hazard-rule-nick",), ("{cite:p}`",), ("britannica1911",), ("`opening()`",), ("core.md",),
    ]
    rst = "A :class:`ValueError` subclass; ``ValueError`` is caught."
    assert _protected(rst) == [(":class:`ValueError`", "{class}`ValueError`"), ("``ValueError``", "`ValueError`")]
    linked = "Implements :ref:`Rule M16, the chance hoc <hoc-rule-chance-hoc>`."
    assert _protected(linked) == [(":ref:`", "{ref}`"), ("<hoc-rule-chance-hoc>",)]


@pytest.mark.parametrize("locale", LOCALES)
def test_api_translations_write_roles_the_way_the_page_parses_them(locale: str) -> None:
    # A translated docstring is parsed by the API page's parser, MyST: a role
    # kept as reStructuredText (":func:`x`") would show as text, {func}`x` links.
    problems = []
    for po in sorted((ROOT / "locale" / locale / "LC_MESSAGES" / "book" / "api").glob("*.po")):
        for message in _entries(_read(po)):
            if RST_ROLE.search(str(message.string)):
                problems.append(f"{po.relative_to(ROOT)}: {str(message.string)[:70]!r}")
    assert not problems, "write {role}`target` in these translations:\n" + "\n".join(problems[:20])


# -- typography of the Italian and French editions ------------------------------------------------
#: What is not prose in a translation: code, roles with their targets, math, addresses, HTML tags.
NOT_PROSE = re.compile(r"``[^`]*``|`[^`]*`|\{[^}]*\}|\$[^$]*\$|https?://\S+|\]\([^)]*\)|<[^>]*>|\||CC BY \d\.\d|\d\.\d Inter|Python \d+\.\d+")  # the licence's own name; a version
#: A quotation keeps its source's own marks and numbers: « ... » and “ ... ” are left out of the checks.
QUOTED = re.compile(r"«[^«»]*»|“[^“”]*”")
FRENCH_SPACE = re.compile(r"\S( [;:!?%»])|(« )")
DECIMAL_POINT = re.compile(r"(?<![\d.])\d+\.\d+(?![\d.])")


def _prose(text: str) -> str:
    return NOT_PROSE.sub(" ", text)


def _translations(locale: str) -> Iterator[tuple[str, str, str]]:
    """Every translated entry of an edition: (its catalog, msgid, msgstr)."""
    for po in sorted((ROOT / "locale" / locale / "LC_MESSAGES").rglob("*.po")):
        for message in _entries(_read(po)):
            if not isinstance(message.id, tuple) and message.string:
                yield str(po.relative_to(ROOT)), str(message.id), str(message.string)


@pytest.mark.parametrize("locale", [locale for locale in LOCALES if locale in ("it", "fr")])
def test_quotation_marks_and_decimal_commas(locale: str) -> None:
    # Italian and French quote with « » (and “ ” inside), never with the typewriter's ",
    # and write decimals with a comma: 21,3 %, 0,25.
    problems = []
    for po, msgid, msgstr in _translations(locale):
        if msgstr == msgid:
            continue  # kept as the source prints it (the glossary's terms, code)
        prose = QUOTED.sub(" ", _prose(msgstr))
        if '"' in prose:
            problems.append(f"{po}: a typewriter quote in {msgstr[:70]!r}")
        for number in DECIMAL_POINT.findall(prose):
            if number in _prose(msgid):
                problems.append(f"{po}: decimal point in {number!r}: {msgstr[:70]!r}")
    assert not problems, "\n".join(problems[:40]) + (f"\n... and {len(problems) - 40} more" if len(problems) > 40 else "")


@pytest.mark.parametrize("locale", [locale for locale in LOCALES if locale == "fr"])
def test_french_spaces_are_non_breaking(locale: str) -> None:
    # French sets a space before ; : ! ? % and inside « »: a non-breaking one (U+00A0 or U+202F),
    # so that the sign never starts a line.
    problems = [f"{po}: {msgstr[:70]!r}" for po, _msgid, msgstr in _translations(locale)
                if FRENCH_SPACE.search(_prose(msgstr))]
    assert not problems, "a breaking space before a sign or inside « »:\n" + "\n".join(problems[:40])


def test_typography_checks_find_what_they_look_for() -> None:
    assert FRENCH_SPACE.search(_prose("le mot « hoc » : voilà"))
    assert not FRENCH_SPACE.search(_prose("le mot «\u00a0hoc\u00a0»\u00a0: voilà, {cite:p}`a` et `x : y`"))
    assert '"' in _prose('il dit "sans"') and '"' not in _prose('`"x"` e {ref}`a <b>`')
    assert DECIMAL_POINT.findall(_prose("21.3 % e 0,25, versione 0.1.0, `0.5`, CC BY 4.0")) == ["21.3"]
    assert '"' not in QUOTED.sub(" ", 'la fonte: « the "caster" » e “0.5”')
