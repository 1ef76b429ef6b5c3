"""The bibliography and the citations in every edition's language.

The style itself (``tools/bibstyle.py``) is checked on single entries without
a build; the rest reads the built site (``make book``): no edition but the
English shows the words the English style adds, the bibliography is one
sorted run with its capitals, percent signs and single years, and its notes
are translated. Every expectation is written here, not taken from the style.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import format_decimal
from pybtex.database import Entry, Person, parse_file  # type: ignore[import-untyped]
from pybtex.richtext import Text  # type: ignore[import-untyped]

from conf import LANGUAGES  # the book's editions
from tests.conftest import LANGS

ROOT = Path(__file__).resolve().parents[1]
BIB = ROOT / "book" / "references.bib"
sys.path.insert(0, str(ROOT / "tools"))

import bibstyle  # noqa: E402

#: Words the English style adds: no other edition shows them, in a citation or an entry.
ENGLISH_WORDS = ("n.d.", "Anonymous", "Wikipedia contributors", "edited by", " edition", "Volume ", "English Wikipedia")
#: Capitals that the .bib protects from the sentence case of titles.
CAPITALS = ("Canterbury Tales", "The Pardoner's Tale", "Georges de Paris", "Prince de Condé", "Hoc Mazarin",
            "Monte Carlo", "Seven and a Half", "Sette e Mezzo Playtech", "Hoyle's Games", "Live Sette e Mezzo")
CITATION = re.compile(r'<span class="bibtex-citation"[^>]*>(.*?)</span>', re.S)
CITATION_TITLE = re.compile(r'<a class="reference internal" href="[^"]*bibliography\.html#[^"]*" title="([^"]*)"')
ENTRY = re.compile(
    r'<div class="citation" id="([^"]+)" role="listitem">(.*?)</div>\s*(?=<div class="citation"|</div>)', re.S
)


def _text(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]*>", " ", html))).strip()


def _fold(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


def _locale(lang: str) -> str:
    return LANGUAGES[lang][0]


# -- the style, without a build ------------------------------------------------------------


def _styles(lang: str) -> Any:
    return bibstyle.styles(bibstyle.Edition.load(_locale(lang), [ROOT / "locale"], bibfiles=[BIB]))


def _entry_text(lang: str, entry: Entry) -> str:
    formatting, _citing = _styles(lang)
    return str(formatting().format_entry("1", entry).text.render_as("text"))


def _citation(lang: str, entry: Entry) -> str:
    _formatting, citing = _styles(lang)
    data = {"entry": entry, "style": citing()}
    names = bibstyle.cite_names().format_data(data)
    year = bibstyle.cite_year().format_data(data)
    return f"{names.render_as('text')}, {year.render_as('text')}"


def test_an_entry_in_english_and_in_french() -> None:
    entry = parse_file(BIB).entries["pallmall1869"]
    assert _entry_text("en", entry) == (
        "Anonymous. Hazard. The Pall Mall Gazette, 3 September 1869. Not seen: known to this book only as quoted "
        "in Steinmetz, The Gaming Table (1870), volume II, chapter X; the end of the quotation was not seen."
    )
    assert _entry_text("fr", entry) == (
        "Anonyme. Hazard. The Pall Mall Gazette, 3 septembre 1869. Non consulté\u00a0: connu de ce livre uniquement "
        "par la citation qu’en donne Steinmetz, The Gaming Table (1870), tome II, chapitre X\u00a0; la fin de la "
        "citation n’a pas été vue."
    )


def test_an_unsigned_article_of_an_edited_work() -> None:
    # The Encyclopédie's article is unsigned: it opens with its title, Diderot and d'Alembert are
    # its editors, and volume 8 (1765) bears the imprint "A Neufchastel, chez Samuel Faulche".
    text = _entry_text("en", parse_file(BIB).entries["encyclopedie-hoc"])
    assert text.startswith("Hoc. In Encyclopédie, ou dictionnaire raisonné des sciences, des arts et des métiers, "
                           "edited by Denis Diderot and Jean le Rond d'Alembert, volume 8, pages 241–242. "
                           "Samuel Faulche, Neufchastel, 1765. Unsigned article."), text
    assert _citation("en", parse_file(BIB).entries["encyclopedie-hoc"]) == "Diderot and d'Alembert, 1765"


def test_works_cited_with_the_same_names_and_year_are_told_apart() -> None:
    # Two anonymous mazarinades of 1649, in the order of their titles (Le Funeste Hoc, Lettre du
    # chevalier Georges); the six Wikipedia articles read without a revision date, likewise.
    entries = parse_file(BIB).entries
    assert _citation("en", entries["funeste-hoc-1649"]) == "Anonymous, 1649a"
    assert _citation("en", entries["chevalier-georges-1649"]) == "Anonymous, 1649b"
    assert _citation("fr", entries["chevalier-georges-1649"]) == "Anonyme, 1649b"
    wikipedia = [k for k, e in entries.items() if str(e.persons.get("author", [""])[0]) == "{Wikipedia contributors}"]
    labels = sorted(_citation("en", entries[k]) for k in wikipedia)
    assert labels == [f"Wikipedia contributors, n.d.-{c}" for c in "abcdef"[: len(wikipedia)]], labels
    assert _citation("en", entries["wikipedia-en-hazard"]) == "Wikipedia contributors, n.d.-a"
    assert _citation("en", entries["wikipedia-en-hazard-seed"]) == "Wikipedia contributors, n.d.-b"
    # A work alone with its names and year keeps its year; the entry shows the letter its citations give.
    assert _citation("en", entries["cotton1674"]) == "Cotton, 1674"
    assert "1649b." in _entry_text("en", entries["chevalier-georges-1649"])
    assert "n.d.-b." in _entry_text("en", entries["wikipedia-en-hazard-seed"])


def test_the_words_of_a_book_and_its_edition_in_english_and_in_french() -> None:
    # A book with an edition and a volume, as the 1911 Britannica was entered before issue 23
    # (now it is an unsigned article of an edited work, britannica1911).
    entry = Entry("book", fields={"title": "Encyclopaedia Britannica", "edition": "11th", "volume": "13",
                                  "publisher": "Cambridge University Press", "address": "Cambridge", "year": "1911"},
                  persons={"author": [Person("Chisholm, Hugh")]})
    assert _entry_text("en", entry) == (
        "Chisholm, Hugh. Encyclopaedia Britannica. Volume 13. Cambridge University Press, Cambridge, "
        "11th edition, 1911."
    )
    assert _entry_text("fr", entry) == (
        "Chisholm, Hugh. Encyclopaedia Britannica. Tome 13. Cambridge University Press, Cambridge, 11e édition, 1911."
    )


def test_editors_pages_and_a_percent_sign_in_english_and_in_french() -> None:
    entry = Entry("incollection", fields={"title": "A part", "booktitle": "A Book", "pages": "3--5", "year": "1990",
                                          "note": r"Quotes a 99.31 \% return for the live game"},
                  persons={"author": [Person("Doe, Jane")], "editor": [Person("Roe, Richard"), Person("Poe, Ann")]})
    english = _entry_text("en", entry)
    assert "In A Book, edited by Richard Roe and Ann Poe, pages 3–5." in english
    assert english.endswith("Quotes a 99.31 % return for the live game.")
    french = _entry_text("fr", entry)
    assert "Dans A Book, sous la direction de Richard Roe et Ann Poe, p.\u00a03–5." in french
    assert french.endswith("Annonce un taux de retour de 99,31\u00a0% pour le jeu en direct.")


def test_citations_in_english_and_in_french() -> None:
    entries = parse_file(BIB).entries
    assert _citation("en", entries["hazard-house-rules-no"]) == "Anonymous, n.d."
    assert _citation("fr", entries["hazard-house-rules-no"]) == "Anonyme, s.\u00a0d."
    assert _citation("en", entries["encyclopedie-hoc"]) == "Diderot and d'Alembert, 1765"
    assert _citation("fr", entries["encyclopedie-hoc"]) == "Diderot et d'Alembert, 1765"
    assert _citation("en", entries["wikipedia-en-hazard"]) == "Wikipedia contributors, n.d.-a"
    assert _citation("fr", entries["wikipedia-en-hazard"]) == "Contributeurs de Wikipédia, s.\u00a0d.-a"
    assert _citation("fr", entries["morenomontiel2008"]) == "Moreno Montiel et al., 2008"


def test_a_fuzzy_translation_is_not_used(tmp_path: Path) -> None:
    # As Sphinx with gettext_allow_fuzzy_translations = False (conf.py).
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "bibstyle.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n"Language: fr\\n"\n\n'
        'msgid "Anonymous"\nmsgstr "Anonyme"\n\n#, fuzzy\nmsgid "n.d."\nmsgstr "sans date"\n',
        encoding="utf-8",
    )
    strict = bibstyle.Edition.load("fr", [tmp_path])
    assert strict.words.gettext("Anonymous") == "Anonyme"
    assert strict.words.gettext("n.d.") == "n.d."
    assert bibstyle.Edition.load("fr", [tmp_path], allow_fuzzy=True).words.gettext("n.d.") == "sans date"


# -- the built site ------------------------------------------------------------------------


def _book_pages(site: Path, lang: str) -> list[Path]:
    return sorted(p for p in (site / lang).rglob("*.html") if "_static" not in p.parts and "_sources" not in p.parts)


def _citations(site: Path, lang: str) -> tuple[list[str], list[str]]:
    """Every citation shown, and the entries its links name in their tooltips."""
    labels: list[str] = []
    tooltips: list[str] = []
    for page in _book_pages(site, lang):
        html = page.read_text(encoding="utf-8")
        labels += [_text(c) for c in CITATION.findall(html)]
        tooltips += [unescape(t) for t in CITATION_TITLE.findall(html)]
    return labels, tooltips


def _entries(site: Path, lang: str) -> list[tuple[str, str]]:
    html = (site / lang / "book" / "bibliography.html").read_text(encoding="utf-8")
    # The text of each entry, without its label "[12]".
    return [(key, re.sub(r"^\[\s*\d+\s*\]\s*", "", _text(body))) for key, body in ENTRY.findall(html)]


def test_english_shows_the_english_words(site: Path) -> None:
    citations = " | ".join(_citations(site, "en")[0])
    for words in ("n.d.", "Anonymous", "Wikipedia contributors", "Diderot and d'Alembert"):
        assert words in citations, words
    entries = " | ".join(text for _key, text in _entries(site, "en"))
    for words in ("Anonymous", "Wikipedia contributors", "11th edition", "Volume 2", "English Wikipedia"):
        assert words in entries, words


@pytest.mark.parametrize("lang", LANGS[1:])
def test_no_edition_shows_the_english_words(site: Path, lang: str) -> None:
    labels, tooltips = _citations(site, lang)
    assert len(labels) > 200 and len(tooltips) >= len(labels), f"{lang}: citations not found"
    problems = [f"citation {c!r}" for c in labels + tooltips if any(w in c for w in ENGLISH_WORDS)]
    # Between two authors of a citation, "and" is the edition's word too.
    problems += [f"citation {c!r}" for c in labels if " and " in c]
    problems += [f"{key}: {text[:90]!r}" for key, text in _entries(site, lang) if any(w in text for w in ENGLISH_WORDS)]
    assert not problems, f"{lang}:\n" + "\n".join(problems[:20])


@pytest.mark.parametrize("lang", LANGS)
def test_the_bibliography_is_one_sorted_run_of_every_work(site: Path, lang: str) -> None:
    entries = _entries(site, lang)
    assert sorted(key for key, _text in entries) == sorted(parse_file(BIB).entries), lang
    # The first word of each entry (its first author), accents and case aside, never goes back.
    heads = ["".join(c for c in _fold(text.split()[0]) if c.isalnum()) for _key, text in entries]
    assert all(heads), f"{lang}: entries without a first word"
    backwards = [(a, b) for a, b in zip(heads, heads[1:]) if b < a]
    assert not backwards, f"{lang}: the order goes back at {backwards}"


@pytest.mark.parametrize("lang", LANGS)
def test_capitals_percent_signs_and_single_years(site: Path, lang: str) -> None:
    entries = _entries(site, lang)
    page = " ".join(text for _key, text in entries)
    for capitals in CAPITALS:
        assert capitals in page, f"{lang}: {capitals!r} lost its capitals"
    for value in ("99.31", "99.68"):
        number = format_decimal(float(value), locale=_locale(lang))
        assert re.search(re.escape(number) + "[ \u00a0\u202f]?%", page), f"{lang}: no {number} %"
    repeated = [f"{key}: {text[:90]!r}" for key, text in entries if re.search(r"\b(\d{4}), \1\b", text)]
    assert not repeated, f"{lang}: a year twice in a row:\n" + "\n".join(repeated)


@pytest.mark.parametrize("lang", LANGS[1:])
def test_the_notes_are_translated(site: Path, lang: str) -> None:
    page = " ".join(text for _key, text in _entries(site, lang))
    notes = {str(Text.from_latex(e.fields["note"]).render_as("text")) for e in parse_file(BIB).entries.values()
             if "note" in e.fields}
    assert len(notes) > 30
    english = sorted(note for note in notes if note in page)
    assert not english, f"{lang}: notes shown in English: {english[:5]}"
