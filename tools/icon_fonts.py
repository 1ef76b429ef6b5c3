"""Cut the theme's Font Awesome webfonts down to the icons the book shows.

pydata-sphinx-theme draws its icons (the search glass, the menu, the
download and theme buttons, the arrows, the admonitions' signs) with Font
Awesome's webfonts: ``fa-solid-900.woff2`` alone is 115 kB, downloaded by
every page for a dozen glyphs. fontTools' subsetter (a dependency of
matplotlib, with Brotli for WOFF2) keeps only the glyphs the site uses:

- the icons named by ``fa-<name>`` classes in the site's pages and in the
  scripts the pages load (the theme's own, outside ``_static/vendor``), each
  mapped to its code point by the theme's stylesheet (``.fa-<name>{--fa:"\\f002"}``);
- every icon a stylesheet writes itself, as a character of Unicode's
  private-use area (the theme's ``--pst-icon-...`` variables: admonitions,
  arrows, the external-link sign).

The fonts are always cut from the pinned theme's own files, so running this
twice gives the same result. ``tests/test_page_weight.py`` checks that every
icon a page names is in the cut font.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import Path

import pydata_sphinx_theme

#: The theme's webfonts, as the pinned package ships them.
ORIGINALS = Path(pydata_sphinx_theme.__file__).parent / "theme" / "pydata_sphinx_theme" / "static" / "vendor" / "fontawesome" / "webfonts"
FONTS = ("fa-solid-900.woff2", "fa-regular-400.woff2", "fa-brands-400.woff2")
#: Where an edition's copy of them is.
WEBFONTS = Path("_static") / "vendor" / "fontawesome" / "webfonts"

_RULE = re.compile(r"([^{}]+)\{--fa:\"\\([0-9a-f]+)\"")
_CLASS = re.compile(r"\.fa-([a-z0-9-]+)")
_NAME = re.compile(r"\bfa-([a-z0-9-]+)")
_PRIVATE = re.compile("[\ue000-\uf8ff]")


def icon_code_points(css: str) -> dict[str, int]:
    """The theme stylesheet's icons: class name (without ``fa-``) -> code point.

    >>> icon_code_points('.fa-magnifying-glass,.fa-search{--fa:"\\\\f002"}')
    {'magnifying-glass': 61442, 'search': 61442}
    """
    names: dict[str, int] = {}
    for selectors, hexa in _RULE.findall(css):
        for name in _CLASS.findall(selectors):
            names[name] = int(hexa, 16)
    return names


def used_code_points(static: Path, pages: Iterable[Path]) -> set[int]:
    """The code points of every icon an edition's pages and stylesheets use."""
    css = "".join(p.read_text(encoding="utf-8") for p in sorted(static.rglob("*.css")))
    icons = icon_code_points(css)
    scripts = [p for p in static.rglob("*.js") if "vendor" not in p.relative_to(static).parts]
    names: set[str] = set()
    for path in [*pages, *scripts]:
        names.update(_NAME.findall(path.read_text(encoding="utf-8")))
    points = {icons[name] for name in names if name in icons}
    # What the stylesheets draw themselves, outside the icon map: private-use characters.
    points.update(ord(c) for c in _PRIVATE.findall(_RULE.sub("", css)))
    return points


def subset(edition: Path) -> int:
    """Cut an edition's webfonts to the icons it uses; return the bytes saved."""
    from fontTools import subset as ftsubset

    static = edition / "_static"
    if not (static / "styles" / "pydata-sphinx-theme.css").exists():
        return 0
    pages = [p for p in edition.rglob("*.html") if "_static" not in p.parts]
    points = used_code_points(static, pages)
    saved = 0
    for name in FONTS:
        target = edition / WEBFONTS / name
        if not target.exists():
            continue
        before = (ORIGINALS / name).stat().st_size
        options = ftsubset.Options()
        options.flavor = "woff2"
        options.layout_features = ["*"]
        options.ignore_missing_unicodes = True
        font = ftsubset.load_font(str(ORIGINALS / name), options)
        cutter = ftsubset.Subsetter(options)
        cutter.populate(unicodes=sorted(points))
        cutter.subset(font)
        ftsubset.save_font(font, str(target), options)
        saved += before - target.stat().st_size
    return saved


def main(argv: list[str]) -> int:
    for edition in argv:
        print(f"{edition}: icon fonts cut by {subset(Path(edition)) / 1000:.0f} kB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
