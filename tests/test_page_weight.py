"""A page does not load what it does not need (issue 24).

The pydata theme loads fontawesome.js (1.56 MB) on every page to turn its
icons into SVG; its stylesheet already draws them with the Font Awesome
webfont. The book overrides the theme's asset macros without that script
(``_templates/static/webpack-macros.html``). These tests keep the override in
step with the pinned theme and check the built pages.
"""

from __future__ import annotations

import re
from pathlib import Path

import pydata_sphinx_theme

ROOT = Path(__file__).resolve().parent.parent
OURS = ROOT / "_templates" / "static" / "webpack-macros.html"
THEIRS = Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme" / "static" / "webpack-macros.html"
STYLES = THEIRS.parent / "styles" / "pydata-sphinx-theme.css"


def _macros(text: str) -> list[str]:
    """The lines of the macros, without comments and blank lines."""
    text = re.sub(r"\{#.*?#\}|<!--.*?-->", "", text, flags=re.S)
    return [line.strip() for line in text.splitlines() if line.strip()]


def test_the_override_is_the_themes_macros_without_fontawesome() -> None:
    theirs = _macros(THEIRS.read_text(encoding="utf-8"))
    assert any("fontawesome.js" in line for line in theirs), "the theme no longer loads fontawesome.js: drop the override"
    assert _macros(OURS.read_text(encoding="utf-8")) == [line for line in theirs if "fontawesome.js" not in line]


def test_the_themes_stylesheet_draws_the_icons_with_the_webfont() -> None:
    css = STYLES.read_text(encoding="utf-8")
    assert re.search(r"@font-face\{[^}]*Font Awesome[^}]*fa-solid-900\.woff2", css)
    # The icons the pages show: the menu, the download and theme buttons, the search.
    for icon in ("bars", "download", "circle-half-stroke", "magnifying-glass", "list"):
        assert f".fa-{icon}" in css, icon


def test_no_built_page_loads_fontawesome_js(site: Path) -> None:
    # The pages, not the theme's template files Sphinx copies into _static.
    pages = [p for p in site.rglob("*.html") if "_runtime" not in p.parts and "_static" not in p.parts]
    assert len(pages) > 50
    loading = [str(p.relative_to(site)) for p in pages if "fontawesome.js" in p.read_text(encoding="utf-8")]
    assert not loading, loading[:10]


LAYOUT = THEIRS.parent.parent / "layout.html"


def _block(text: str, name: str) -> list[str]:
    found = re.search(r"\{%-?\s*block " + name + r"\s*%\}(.*?)\{%-?\s*endblock", text, flags=re.S)
    assert found, name
    return _macros(found.group(1))


def test_the_head_is_the_themes_without_the_search_scripts() -> None:
    # The theme's head block loads the search tools on every page, outside the search page
    # ({% if pagename == 'search' %} ... {% else %} the scripts {% endif %}); the book's is the rest.
    theirs = _block(LAYOUT.read_text(encoding="utf-8"), "extrahead")
    start = theirs.index("{% if pagename == 'search' %}")
    end = theirs.index("{% endif %}", start)
    scripts = theirs[start:end + 1]
    assert sum("<script" in line for line in scripts) == 3 and any("searchindex.js" in line for line in scripts)
    ours = _block((ROOT / "_templates" / "layout.html").read_text(encoding="utf-8"), "extrahead")
    assert ours == theirs[:start] + theirs[end + 1:]


def test_no_page_but_the_search_page_loads_the_search_index(site: Path) -> None:
    for lang in ("en", "fr"):
        pages = [p for p in (site / lang).rglob("*.html") if "_static" not in p.parts and "_sources" not in p.parts]
        loading = [str(p.relative_to(site)) for p in pages if "searchindex.js" in p.read_text(encoding="utf-8")]
        assert loading == [f"{lang}/search.html"], loading[:10]


def test_the_cut_icon_fonts_hold_every_icon_a_page_shows(site: Path) -> None:
    # tools/icon_fonts.py cuts Font Awesome's fonts to the icons the site uses. Read back
    # here another way: each <i class="fa-solid fa-NAME"> (or fa-regular, fa-brands) of the
    # pages, and each --pst-icon-... the theme's stylesheet draws, is in its cut font.
    from fontTools.ttLib import TTFont

    fonts = {"solid": "fa-solid-900.woff2", "regular": "fa-regular-400.woff2", "brands": "fa-brands-400.woff2"}
    for lang in ("en", "ru"):
        static = site / lang / "_static"
        css = (static / "styles" / "pydata-sphinx-theme.css").read_text(encoding="utf-8")
        webfonts = static / "vendor" / "fontawesome" / "webfonts"
        cmaps = {style: set(TTFont(str(webfonts / name)).getBestCmap()) for style, name in fonts.items()}
        assert (webfonts / fonts["solid"]).stat().st_size < 10_000  # from 115 kB
        shown: set[tuple[str, str]] = set()
        for page in ("book/hazard.html", "book/index.html", "notebooks/dice.html", "book/glossary.html"):
            html = (site / lang / page).read_text(encoding="utf-8")
            for classes in re.findall(r'class="([^"]*\b(?:fa-solid|fa-regular|fa-brands|fas|far|fab)\b[^"]*)"', html):
                short = re.search(r"\b(?:fa-(solid|regular|brands)|fa(s|r|b))\b", classes)
                assert short
                style = short.group(1) or {"s": "solid", "r": "regular", "b": "brands"}[short.group(2)]
                shown |= {(style, name) for name in re.findall(r"\bfa-([a-z0-9-]+)", classes)
                          if name not in ("solid", "regular", "brands", "lg", "fw")}
        assert {("solid", "magnifying-glass"), ("solid", "bars"), ("solid", "download")} <= shown, shown
        for style, name in shown:
            point = re.search(r"\.fa-" + name + r"(?![a-z0-9-])[^{]*\{--fa:\"\\([0-9a-f]+)\"", css)
            assert point, name
            assert int(point.group(1), 16) in cmaps[style], f"{lang}: fa-{style} fa-{name} is not in the cut font"
        drawn = re.findall(r"--pst-icon-[a-z-]+:\"(.)\"", css)
        assert len(drawn) > 5
        assert all(ord(c) in cmaps["solid"] | cmaps["regular"] | cmaps["brands"] for c in drawn)
