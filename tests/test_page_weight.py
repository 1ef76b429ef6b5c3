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
