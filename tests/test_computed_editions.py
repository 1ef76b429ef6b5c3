"""What the engine computes speaks each edition's language (issue 22).

Every result a page shows (the three chapters, the four notebooks) is a
report (hazardlib.report): a table whose words come from the edition's
``report`` catalog and whose numbers use its decimal comma, a sentence, or a
plot drawn for the edition. These tests read the built site of every edition.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from bs4 import BeautifulSoup, Tag

from conf import LANGUAGES
from hazardlib.report.catalog import translations
from tests.conftest import LANGS, ROOT

PAGES = ["book/hazard.html", "book/sette_e_mezzo.html", "book/hoc_mazarin.html",
         "notebooks/dice.html", "notebooks/hazard.html", "notebooks/sette_e_mezzo.html",
         "notebooks/hoc_mazarin.html"]
DECIMAL_POINT = re.compile(r"\d\.\d")
SCIENTIFIC = re.compile(r"\d[eE][+-]?\d")
GROUPED = re.compile(r"[1-9]\d{0,2}(?:\.\d{3})+")


@cache
def _soup(site: Path, lang: str, page: str) -> BeautifulSoup:
    return BeautifulSoup((site / lang / page).read_text(encoding="utf-8"), "html.parser")


def _outputs(soup: BeautifulSoup) -> list[Tag]:
    return soup.select("div.cell_output")


def _text(cell: Tag) -> str:
    """A cell's text without its code (identifiers stay as written)."""
    copy = BeautifulSoup(str(cell), "html.parser")
    for code in copy.find_all("code"):
        code.decompose()
    return " ".join(copy.get_text(" ").split())


def _words(lang: str) -> dict[str, str]:
    """English message -> the edition's, for the messages the edition writes differently."""
    sphinx_language = LANGUAGES[lang][0]
    return {k: v for k, v in translations(sphinx_language, ROOT / "locale").items() if k != v}


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_computed_table_is_a_report(site: Path, lang: str, page: str) -> None:
    """No hand-made Markdown table, no pandas table, no printed text: reports only."""
    tables = 0
    for output in _outputs(_soup(site, lang, page)):
        for table in output.find_all("table"):
            tables += 1
            assert "hazardlib-report" in table.get("class", []), f"{lang}/{page}: {str(table)[:300]}"
        for block in output.select("div.output, pre"):
            # A printed result (stream or plain text) cannot be translated.
            if re.search(r"[A-Za-z]{2}", block.get_text()):
                pytest.fail(f"{lang}/{page} shows raw text output: {block.get_text()[:200]!r}")
    assert tables > 0, f"{lang}/{page} shows no computed table"


def _decimal_points(text: str, lang: str) -> list[str]:
    """Numbers written with a decimal point in *text*; where the edition groups
    thousands with a point (Italian, Romanian: 2.500), a grouped integer is not one."""
    group = Locale.parse(LANGUAGES[lang][0]).number_symbols["latn"]["group"]
    found = []
    for number in re.findall(r"\d[\d.]*\d", text):
        if "." in number and not (group == "." and GROUPED.fullmatch(number)):
            found.append(number)
    return found


def _cells(site: Path, lang: str, page: str) -> list[list[str]]:
    return [[_text(c) for c in table.select("th, td")]
            for output in _outputs(_soup(site, lang, page)) for table in output.find_all("table")]


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("lang", LANGS[1:])
def test_tables_use_the_edition_numbers_and_words(site: Path, lang: str, page: str) -> None:
    words = _words(lang)
    problems = []
    for output in _outputs(_soup(site, lang, page)):
        for cell in output.select("table th, table td"):
            text = _text(cell)
            problems += [f"decimal point: {n!r} in {text!r}" for n in _decimal_points(text, lang)]
            if SCIENTIFIC.search(text):
                problems.append(f"scientific notation: {text!r}")
            if text in ("True", "False"):
                problems.append(f"Python boolean: {text!r}")
        for para in output.select("p.report-sentence"):
            problems += [f"decimal point in a sentence: {n!r}" for n in _decimal_points(_text(para), lang)]
    # A cell that reads as the English page's, where the catalog has other words.
    english, theirs = _cells(site, "en", page), _cells(site, lang, page)
    assert len(english) == len(theirs), f"{lang}/{page}: {len(theirs)} tables, English {len(english)}"
    for table_en, table_lang in zip(english, theirs):
        for text_en, text in zip(table_en, table_lang, strict=True):
            if text == text_en and text in words:
                problems.append(f"English words {text!r} (the catalog says {words[text]!r})")
    assert not problems, f"{lang}/{page}:\n" + "\n".join(problems[:30])


def test_a_grouped_integer_is_no_decimal_point() -> None:
    assert _decimal_points("2.500 mani, 0.9192, 1.234.567", "it") == ["0.9192"]
    assert _decimal_points("2.500", "fr") == ["2.500"]
    assert _decimal_points("2,500", "fr") == []


def test_the_checks_see_an_english_table(site: Path) -> None:
    """The English pages hold what the checks above look for in the others."""
    english = _soup(site, "en", "book/hazard.html")
    texts = [_text(c) for o in _outputs(english) for c in o.select("table th, table td")]
    assert any(DECIMAL_POINT.search(t) for t in texts)
    assert set(texts) & set(_words("fr"))


@pytest.mark.parametrize("page", PAGES)
def test_each_edition_draws_its_own_plots(site: Path, page: str) -> None:
    def images(lang: str) -> list[str]:
        return [Path(str(img["src"])).name for o in _outputs(_soup(site, lang, page)) for img in o.find_all("img")]

    english = images("en")
    for lang in LANGS[1:]:
        theirs = images(lang)
        assert len(theirs) == len(english), lang
        same = [name for name, other in zip(english, theirs) if name == other]
        assert not same, f"{lang}/{page} shows the English plots {same}"


@pytest.mark.parametrize("lang", LANGS)
def test_plots_keep_their_text_readable_on_a_phone(site: Path, lang: str) -> None:
    """A plot at most 800 pixels wide, its text sized from its width
    (hazardlib.report.figures.font_size): shrunk to a 375-pixel screen, its
    text stays at least 9 pixels high. The widest before was 1,300 pixels."""
    import struct

    from hazardlib.report.figures import DPI, MAX_SIZE

    widths = []
    for page in PAGES:
        for output in _outputs(_soup(site, lang, page)):
            for img in output.find_all("img"):
                png = (site / lang / page).parent / str(img["src"])
                width, _height = struct.unpack(">II", png.read_bytes()[16:24])
                widths.append(width)
    assert widths, lang
    assert max(widths) <= MAX_SIZE[0] * DPI, f"{lang}: a plot {max(widths)} pixels wide"
