"""Assemble the published site from the per-language HTML builds.

``_build/html/<lang>/`` (one Sphinx build per language) is copied to
``_build/site/<lang>/``, and ``_build/site/index.html`` sends the reader to the
book in their browser's language, with plain links for readers without
JavaScript. Each edition's own root, ``_build/site/<lang>/index.html``, opens
that edition's front page, so a reader who types or trims the address to
``/<lang>/`` lands on the book, not on a directory listing. Build by-products (``jupyter_execute/``, the notebook cache,
``.doctrees``, ``.buildinfo``) stay out of the published tree. The in-browser
Python that ``tools/browser_runtime.py`` fetched (``_build/runtime/``) is copied
once, to ``_build/site/_runtime/``, for every edition's Run buttons. The theme's
icon webfonts are cut to the icons each edition shows (``tools/icon_fonts.py``).
"""

from __future__ import annotations

import html
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import icon_fonts  # noqa: E402
from conf import LANGUAGES, root_doc  # noqa: E402

IGNORE = shutil.ignore_patterns(".doctrees", ".buildinfo", "jupyter_execute", ".jupyter_cache")

INDEX = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>hazardlib</title>
{alternates}<script>
(function () {{
  var available = {codes};
  var wanted = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || "en"];
  var aliases = {{"no": "nb", "nn": "nb", "nb": "nb", "mo": "ro"}};
  for (var i = 0; i < wanted.length; i++) {{
    var code = String(wanted[i]).toLowerCase().split("-")[0];
    code = aliases[code] || code;
    if (available.indexOf(code) >= 0) {{
      window.location.replace(code + "/{root}.html" + window.location.hash);
      return;
    }}
  }}
  window.location.replace("en/{root}.html" + window.location.hash);
}})();
</script>
<style>body {{ font-family: sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6; }}</style>
</head>
<body>
<h1>hazardlib</h1>
<ul>
{links}</ul>
</body>
</html>
"""


EDITION_INDEX = """<!DOCTYPE html>
<html lang="{code}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<link rel="canonical" href="{root}.html">
<meta http-equiv="refresh" content="0; url={root}.html">
<script>window.location.replace("{root}.html" + window.location.hash);</script>
</head>
<body>
<main><p><a href="{root}.html">{title}</a></p></main>
</body>
</html>
"""


def edition_index(code: str) -> str:
    """The root page of one edition: it opens the edition's front page."""
    return EDITION_INDEX.format(code=code, root=root_doc, title=html.escape(f"hazardlib — {LANGUAGES[code][2]}"))


def main(argv: list[str]) -> int:
    build = ROOT / (argv[0] if argv else "_build")  # the build folder (`make book BUILD=...`)
    html_root = build / "html"
    site = build / "site"
    languages = [code for code in LANGUAGES if (html_root / code / "index.html").exists() or (html_root / code).exists()]
    if not languages:
        print("no language has been built: run `make book`", file=sys.stderr)
        return 1
    site.mkdir(parents=True, exist_ok=True)
    for code in languages:
        target = site / code
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(html_root / code, target, ignore=IGNORE)
        # The theme's icon fonts, cut to the icons the edition shows (tools/icon_fonts.py).
        icon_fonts.subset(target)
        (target / "index.html").write_text(edition_index(code), encoding="utf-8")
    # The in-browser Python (tools/browser_runtime.py), once for every edition: <site>/_runtime/.
    runtime = build / "runtime"
    if (runtime / "manifest.json").is_file():
        if (site / "_runtime").exists():
            shutil.rmtree(site / "_runtime")
        shutil.copytree(runtime, site / "_runtime", ignore=shutil.ignore_patterns("integrity"))
    codes = "[" + ", ".join(f'"{c}"' for c in languages) + "]"
    links = "".join(
        f'<li><a href="{c}/{root_doc}.html" hreflang="{c}" lang="{c}">{html.escape(LANGUAGES[c][2])}</a></li>\n'
        for c in languages
    )
    alternates = "".join(
        f'<link rel="alternate" hreflang="{c}" href="{c}/{root_doc}.html">\n' for c in languages
    )
    (site / "index.html").write_text(
        INDEX.format(codes=codes, links=links, alternates=alternates, root=root_doc), encoding="utf-8"
    )
    print(f"The book is in {site}/ ({', '.join(languages)}): open {site / 'index.html'}")
    print("or run `make serve` and visit http://127.0.0.1:8000/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
