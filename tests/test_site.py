"""Tests of the assembled site that need no browser."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import LANGS

EXTERNAL = re.compile(r"""<(?:script|link|img|iframe|source)\b[^>]*?\b(?:src|href)=["'](?:https?:)?//""", re.I)
EXPLICIT_LABEL = re.compile(r"^\(([A-Za-z0-9_-]+)\)=\s*$", re.M)
ROOT = Path(__file__).resolve().parent.parent


def _pages(site: Path, lang: str) -> set[str]:
    return {
        str(p.relative_to(site / lang))
        for p in (site / lang).rglob("*.html")
        if "_static" not in p.parts and "_sources" not in p.parts and "_modules" not in p.parts
    }


def test_every_language_has_every_page(site: Path) -> None:
    english = _pages(site, "en")
    assert "book/index.html" in english
    for lang in LANGS[1:]:
        assert _pages(site, lang) == english, lang


def test_root_index_offers_every_language(site: Path) -> None:
    index = (site / "index.html").read_text(encoding="utf-8")
    for lang in LANGS:
        assert f'href="{lang}/book/index.html"' in index
    assert "navigator.languages" in index


def test_published_tree_has_no_build_by_products(site: Path) -> None:
    for name in ("jupyter_execute", ".jupyter_cache", ".doctrees"):
        assert not list(site.rglob(name)), name


def test_pages_load_nothing_from_the_network(site: Path) -> None:
    offenders = []
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        for match in EXTERNAL.finditer(text):
            offenders.append(f"{page.relative_to(site)}: {match.group(0)}")
    assert not offenders, "\n".join(offenders[:20])


def test_every_explicit_label_is_an_anchor_in_every_language(site: Path) -> None:
    sources = sorted((ROOT / "book").rglob("*.md")) + sorted((ROOT / "notebooks").glob("*.ipynb"))
    checked = 0
    for source in sources:
        labels = EXPLICIT_LABEL.findall(source.read_text(encoding="utf-8").replace("\\n", "\n").replace('"', "\n"))
        page = str(source.relative_to(ROOT).with_suffix(".html"))
        for lang in LANGS:
            html = (site / lang / page).read_text(encoding="utf-8")
            for label in labels:
                assert f'id="{label}"' in html, f"{lang}/{page}#{label}"
                checked += 1
    assert checked > 0


def test_every_page_has_switcher_and_hreflang_alternates(site: Path) -> None:
    for lang in LANGS:
        for page in _pages(site, lang):
            html = (site / lang / page).read_text(encoding="utf-8")
            if "book-language-switcher" not in html:
                continue  # search and genindex pages of the theme
            for other in LANGS:
                assert f'hreflang="{other}"' in html, f"{lang}/{page} lacks {other}"
            # The switcher's own links say in which language each edition is (a screen
            # reader then reads "Norsk" in Norwegian), and where they lead.
            links = re.findall(r'<a class="book-language-link[^"]*"[^>]*>', html)
            assert len(links) == len(LANGS), f"{lang}/{page}: {links}"
            for link in links:
                code = re.search(r'data-language="([^"]+)"', link)
                assert code and f'hreflang="{code.group(1)}"' in link and f'lang="{code.group(1)}"' in link, link
    for lang in LANGS:
        html = (site / lang / "book" / "core.html").read_text(encoding="utf-8")
        assert "book-language-switcher" in html
        assert f'<html lang="{ {"nb": "nb-NO"}.get(lang, lang) }"' in html or f'lang="{lang}' in html


def test_interface_strings_speak_the_page_language(site: Path) -> None:
    # The themes and myst-nb write these in English; conf.py sets them per edition.
    english_ui = ["Show code cell", 'title="Toggle primary sidebar"', 'placeholder="Search..."', 'aria-label="Toggle hidden content"']
    for lang in LANGS[1:]:
        html = (site / lang / "book" / "hazard.html").read_text(encoding="utf-8")
        for text in english_ui:
            assert text not in html, (lang, text)
    assert "Show code cell source" in (site / "en" / "book" / "hazard.html").read_text(encoding="utf-8")


def test_each_edition_root_opens_its_front_page(site: Path) -> None:
    # A reader who types or trims the address to /<lang>/ lands on the book.
    for lang in LANGS:
        index = (site / lang / "index.html").read_text(encoding="utf-8")
        assert '<meta http-equiv="refresh" content="0; url=book/index.html">' in index, lang
        assert f'<html lang="{lang}">' in index
        assert (site / lang / "book" / "index.html").exists()


def test_no_page_shows_test_machinery(site: Path) -> None:
    # nbval's markers are cell tags, never comments a reader would see. A tag
    # may name a cell's class in the markup; the text a reader sees must not.
    offenders = []
    for lang in LANGS:
        for page in (site / lang).rglob("*.html"):
            text = re.sub(r"<[^>]*>", " ", page.read_text(encoding="utf-8"))
            for marker in ("NBVAL_", "nbval-check-output", "PYTEST_VALIDATE"):
                if marker in text:
                    offenders.append(f"{page.relative_to(site)}: {marker}")
    assert not offenders, "\n".join(offenders[:20])


def test_no_page_shows_raw_markup(site: Path) -> None:
    # A translated docstring is parsed as MyST on the API pages: a role kept in
    # reStructuredText form (":func:`x`") would show as text.
    raw_role = re.compile(r":(?:ref|func|class|meth|data|attr|mod|obj|exc|doc|cite:p):`")
    offenders = []
    for lang in LANGS:
        for page in (site / lang).rglob("*.html"):
            if "_sources" in page.parts or "_modules" in page.parts:
                continue
            text = re.sub(r"<(pre|code)[^>]*>.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
            text = re.sub(r"<[^>]*>", " ", text)
            for m in raw_role.finditer(text):
                offenders.append(f"{page.relative_to(site)}: ...{text[max(0, m.start() - 40):m.end() + 30]}...")
    assert not offenders, "\n".join(offenders[:20])


def test_no_page_repeats_an_id(site: Path) -> None:
    # A translation may cite a work twice where the English cites it once; each
    # citation still needs an id of its own (conf.py: _unique_citation_ids).
    repeated = []
    for lang in LANGS:
        for name in sorted(_pages(site, lang)):
            ids = re.findall(r"""\sid=["']([^"']+)["']""", (site / lang / name).read_text(encoding="utf-8"))
            seen: set[str] = set()
            repeated += [f"{lang}/{name}: id={i!r}" for i in ids if i in seen or seen.add(i)]
    assert not repeated, "\n".join(repeated[:20])
