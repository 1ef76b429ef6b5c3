"""Each edition offers its notebooks in its own language, readable in plain Jupyter, and they run as the English ones do.

The download button of a notebook page gives ``<page>.<edition>.ipynb`` beside
the page (``it/notebooks/hazard.it.ipynb``), written by the build
(``tools/notebook_downloads.py``): the notebook with its markdown from the
edition's catalog and its MyST made plain Markdown. Each must be a valid
notebook, carry exactly the English code and outputs (a computed table or plot
written in the edition's language from the same JSON), have its prose in the
edition's language with no MyST left (roles, targets, directives), link within
itself only to anchors it has, link to pages of the book that exist, and pass
nbval like the English one.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import nbformat
import pytest

from conf import LANGUAGES
from hazardlib.report import MIME
from hazardlib.report.catalog import ENVIRONMENT
from tests.conftest import LANGS
from tests.test_computed_editions import _decimal_points
from tests.test_notebook_markdown import MD, anchors, internal_links, myst_left

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
TRANSLATED = [lang for lang in LANGS if lang != "en"]


def download(site: Path, lang: str, name: str) -> Path:
    """An edition's download of a notebook, as its page's button gives it."""
    return site / lang / "notebooks" / f"{Path(name).stem}.{lang}.ipynb"


def _code(notebook: nbformat.NotebookNode) -> list[tuple[str, object]]:
    """Each code cell's source and outputs; a report output by its JSON only (its
    table, text and plot are written in the edition's language)."""
    def output(o: dict[str, object]) -> object:
        data = o.get("data")
        if isinstance(data, dict) and MIME in data:
            return data[MIME]
        return o

    return [(c.source, [output(o) for o in c.get("outputs", [])]) for c in notebook.cells if c.cell_type == "code"]


def _links(text: str) -> list[str]:
    return [str(child.attrs["href"]) for token in MD.parse(text, {}) for child in token.children or []
            if child.type == "link_open"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_the_page_offers_the_edition_download(site: Path, lang: str, name: str) -> None:
    path = download(site, lang, name)
    assert path.exists(), f"no download {path.relative_to(site)}"
    page = (site / lang / "notebooks" / f"{path.stem.rsplit('.', 1)[0]}.html").read_text(encoding="utf-8")
    buttons = re.findall(r'<a href="([^"]+\.ipynb)"', page)
    assert buttons == [path.name], f"{lang}/{name}: the page's download links are {buttons}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_the_download_reads_as_plain_markdown(site: Path, lang: str, name: str) -> None:
    english = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    path = download(site, lang, name)
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    assert _code(notebook) == _code(english), "the code or its outputs differ from the English notebook"
    ids = anchors(notebook)
    pairs = [(c, e) for c, e in zip(notebook.cells, english.cells, strict=True) if c.cell_type == "markdown"]
    for index, (cell, source) in enumerate(pairs):
        where = f"{lang}/{path.name}, markdown cell {index}"
        assert myst_left(cell.source) == [], where
        assert not re.search(r"^\s*(?:>\s*)*\([\w-]+\)=\s*$", cell.source, re.M), f"{where}: a (label)= line"
        # Every target of the source is an anchor, every role a link.
        labels = re.findall(r"^\(([\w-]+)\)=\s*$", source.source, re.M)
        assert set(labels) <= ids, f"{where}: no anchor for {set(labels) - ids}"
        roles = [c for t in MD.parse(source.source, {}) for c in t.children or [] if c.type == "myst_role"
                 and re.fullmatch(r"(std:)?(ref|numref|doc|term)|cite:.*", c.meta["name"])]
        assert len(_links(cell.source)) >= len(roles), f"{where}: a cross-reference did not become a link"
        assert internal_links(cell.source) <= ids, f"{where}: links to missing anchors {internal_links(cell.source) - ids}"
        for href in _links(cell.source):
            if href.startswith("#") or "://" in href:
                continue
            target = urlsplit(href)
            page = (path.parent / target.path).resolve()
            assert page.is_file(), f"{where}: {href} leads to no page"
            if target.fragment:
                assert f'id="{target.fragment}"' in page.read_text(encoding="utf-8"), f"{where}: no #{target.fragment}"


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_the_download_is_the_notebook_in_the_edition_language(site: Path, lang: str, name: str) -> None:
    english = nbformat.read(download(site, "en", name), as_version=4)
    notebook = nbformat.read(download(site, lang, name), as_version=4)
    prose = [(c.source, e.source) for c, e in zip(notebook.cells, english.cells, strict=True) if c.cell_type == "markdown"]
    translated = sum(1 for ours, theirs in prose if ours != theirs)
    assert translated == len(prose), f"{len(prose) - translated} of {len(prose)} markdown cells are still English"
    # The anchors stay, so links into the notebook and the site's labels agree.
    assert anchors(notebook) == anchors(english)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_translated_notebooks_pass_nbval(site: Path, lang: str) -> None:
    """Run in the edition's language (HAZARDLIB_LANGUAGE), a download gives the
    outputs it shows: its tables in the edition's words and numbers."""
    paths = [str(download(site, lang, name)) for name in NOTEBOOKS]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax", "--nbval-current-env",
         "--rootdir", str(site), "-c", "/dev/null", *paths],
        capture_output=True, text=True, cwd=site, env={**os.environ, ENVIRONMENT: LANGUAGES[lang][0]},
    )
    assert result.returncode == 0, result.stdout[-3000:]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_the_download_shows_the_edition_numbers(site: Path, lang: str, name: str) -> None:
    """The download's tables read as the page's: decimal comma, no English number."""
    notebook = nbformat.read(download(site, lang, name), as_version=4)
    texts = [o["data"]["text/plain"] for c in notebook.cells if c.cell_type == "code"
             for o in c.get("outputs", []) if MIME in o.get("data", {}) and "text/plain" in o["data"]]
    assert texts, f"{lang}/{name}: no report output"
    points = [n for t in texts for n in _decimal_points(t, lang)]
    assert not points, f"{lang}/{name}: a decimal point in a table: {points[:5]}"
