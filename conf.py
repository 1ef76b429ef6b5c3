"""Sphinx configuration of the hazardlib book.

The source folder is the repository root: ``book/`` and ``notebooks/`` are the
content, everything else is excluded. One build per language, chosen with
``-D language=<code>`` (see the Makefile); English is the source language.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
from hazardbook import SOLUTION_TITLE  # noqa: E402  (the solutions' title, a message of the hazardbook catalog)

project = "hazardlib"
author = "The hazardlib authors"
copyright = "2026, The hazardlib authors (text CC BY 4.0, code MIT)"
release = version = "0.1.0"

extensions = [
    "myst_nb",
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
    "sphinxcontrib.bibtex",
    "sphinx_exercise",
    "sphinx_togglebutton",
    "hazardbook",
]

root_doc = "book/index"
# Only these are content; the rest of the repository is not part of the book.
include_patterns = ["book/**", "notebooks/*.ipynb"]
exclude_patterns = [
    "_build",
    ".venv",
    ".git",
    ".ci",
    ".github",
    "**/.ipynb_checkpoints",
    "README.md",
    "LICENSE*",
    "CITATION.cff",
    "hazardlib",
    "tests",
    "bench",
    "locale",
    "tools",
    "_templates",
    "_static",
]
templates_path = ["_templates"]
html_static_path = ["_static"]

# -- languages ---------------------------------------------------------------
# Site folder -> (Sphinx language, search language, name in its own language).
LANGUAGES: dict[str, tuple[str, str, str]] = {
    "en": ("en", "en", "English"),
    "nb": ("nb_NO", "no", "Norsk bokmål"),
    "ro": ("ro", "ro", "Română"),
    "ru": ("ru", "ru", "Русский"),
    "it": ("it", "it", "Italiano"),
    "fr": ("fr", "fr", "Français"),
}
language = "en"
locale_dirs = [str(ROOT / "locale")]
gettext_compact = False
gettext_uuid = False
gettext_location = False
gettext_allow_fuzzy_translations = False


def _site_code(sphinx_language: str) -> str:
    for code, (lang, _search, _name) in LANGUAGES.items():
        if lang == sphinx_language:
            return code
    raise ValueError(f"unknown book language {sphinx_language!r}; allowed: {list(LANGUAGES)}")


# -- MyST and notebooks -------------------------------------------------------
myst_enable_extensions = ["colon_fence", "deflist", "fieldlist", "substitution"]
myst_heading_anchors = 0  # link only to explicit labels, never to heading slugs
nb_execution_mode = "cache"
# One cache shared by every language: each notebook executes once, not per language.
nb_execution_cache_path = str(ROOT / "_build" / ".jupyter_cache")
nb_execution_raise_on_error = True
nb_execution_timeout = 300
nb_execution_show_tb = True
nb_merge_streams = True
# Sphinx's gettext builder is not among myst-nb's builders, so every output
# would be dropped before extraction: keep the plots, whose alt text (cell
# metadata ``mystnb.image.alt``) is a message of the page's catalog.
nb_mime_priority_overrides = [("gettext", "image/png", 10)]

# -- citations ----------------------------------------------------------------
bibtex_bibfiles = ["book/references.bib"]
# The edition's own styles (tools/bibstyle.py): BibTeX's plain style and author-year
# citations, in the edition's words; registered under this name by _config_inited.
bibtex_default_style = "hazardbook"
bibtex_reference_style = "hazardbook"
bibtex_cite_id = "{key}"
bibtex_bibliography_id = "bibliography-{bibliography_count}"

# -- API reference --------------------------------------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}
nitpicky = True
nitpick_ignore_regex = [
    (r"py:class", r"(numpy\.|np\.|npt\.|numpy\.typing\.|collections\.abc\.|typing\.|fractions\.|enum\.|pathlib\.).*"),
    (r"py:class", r"(T|U|E|Fraction|Generator|ArrayLike|NDArray|Any|Hashable)"),
    # Type variables are not documented objects.
    (r"py:(class|obj)", r"hazardlib\.\w+\.[A-Z]"),
    (r"py:.*", r"(int|float|str|bool|tuple|list|dict|object|None)"),
]

# -- HTML -----------------------------------------------------------------------
html_theme = "sphinx_book_theme"
html_title = "hazardlib"
html_last_updated_fmt = None
html_copy_source = True
html_show_sourcelink = True
html_theme_options: dict[str, Any] = {
    "use_download_button": True,
    "use_fullscreen_button": False,
    "use_repository_button": False,
    "article_header_end": ["language-switcher.html", "article-header-buttons.html"],
    "show_toc_level": 2,
    "navigation_with_keys": False,
    # One search field: the sidebar's. The pydata header would show a second
    # one beside it at desktop widths (the article header's button serves
    # narrow screens, where the sidebar is folded away).
    "navbar_persistent": [],
}
html_context: dict[str, Any] = {"book_languages": LANGUAGES, "default_mode": "auto"}
html_css_files = ["hazardbook.css"]
html_js_files = ["language-switcher.js", "rule-cite.js", "a11y.js", "run.js"]

suppress_warnings: list[str] = []

# -- exercises -------------------------------------------------------------------
# Each chapter ends with exercises; their solutions are folded (``:class:
# dropdown``, opened by sphinx-togglebutton) and titled just "Solution".
exercise_style = "solution_follow_exercise"


def _unique_citation_ids(body: str) -> str:
    """Give each citation in a page its own id.

    A translation may cite a work twice where the English cites it once (two
    sentences for one); sphinxcontrib-bibtex then gives both citations the
    English one's id, and an id must be unique in a page (axe: duplicate-id).
    Nothing links to these ids, so the second becomes ``<id>-2``, and so on.

    >>> _unique_citation_ids('<span class="bibtex-citation" id="id8">a</span> <span class="bibtex-citation" id="id8">')
    '<span class="bibtex-citation" id="id8">a</span> <span class="bibtex-citation" id="id8-2">'
    """
    seen: dict[str, int] = {}

    def rename(match: re.Match[str]) -> str:
        ident = match.group(1)
        seen[ident] = seen.get(ident, 0) + 1
        if seen[ident] == 1:
            return match.group(0)
        return f'<span class="bibtex-citation" id="{ident}-{seen[ident]}">'

    return re.sub(r'<span class="bibtex-citation" id="([^"]+)">', rename, body)


def _page_context(app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """Give every page the other languages' addresses, hreflang alternates and
    the project's interface strings in the page's language."""
    here = _site_code(app.config.language)
    up = "../" * (pagename.count("/") + 1)
    links = []
    for code, (_lang, _search, name) in LANGUAGES.items():
        links.append({"code": code, "name": name, "href": f"{up}{code}/{pagename}.html", "current": code == here})
    context["book_language_links"] = links
    context["book_language_code"] = here
    ui = _ui_strings()
    context["book_ui"] = ui
    # Sphinx's own words, in its catalogs of every language, for the project's
    # templates (a template's _() would add them to the gettext builder's sphinx.pot).
    from sphinx.locale import _ as sphinx_words

    context["book_indices"] = tuple(str(sphinx_words(w)) for w in ("Index", "Python Module Index", "Search"))
    if context.get("body"):
        # myst-nb names the fold of a hidden cell "Toggle hidden content", in
        # English, while it shows "Show code": a name that differs from the
        # visible words fails WCAG 2.5.3 (axe's label-content-name-mismatch).
        # Without it the fold is named by the words it shows, in the edition's
        # language.
        context["body"] = context["body"].replace(
            f'<summary aria-label="{UI_MESSAGES["toggle_hidden"][0]}">', "<summary>"
        )
        # docutils writes a bibliography as role="list" holding entries with
        # role="doc-biblioentry", a role DPUB-ARIA 1.1 deprecates; a list's
        # children must be list items (axe: aria-required-children, critical).
        context["body"] = context["body"].replace('role="doc-biblioentry"', 'role="listitem"')
        context["body"] = _unique_citation_ids(context["body"])
    alternates = "".join(
        f'<link rel="alternate" hreflang="{link["code"]}" href="{link["href"]}" />\n' for link in links
    )
    # Strings for the page's scripts (rule-cite.js, a11y.js), in the page's language.
    cite = {
        key: ui[key]
        for key in ("cite_rule", "copy_bibtex", "copied", "rule", "edition", "toggle_subsections", "brand", "toggle_hidden")
    }
    cite["year"] = copyright[:4]
    cite["version"] = release
    strings = json.dumps(cite, ensure_ascii=False).replace("</", "<\\/")
    alternates += f'<script type="application/json" id="hazardbook-cite-strings">{strings}</script>\n'
    # The Run button's words (run.js), in the page's language.
    run = {key[4:] or "run": ui[key] for key in UI_MESSAGES if key == "run" or key.startswith("run_")}
    strings = json.dumps(run, ensure_ascii=False).replace("</", "<\\/")
    alternates += f'<script type="application/json" id="hazardbook-run-strings">{strings}</script>\n'
    context["metatags"] = context.get("metatags", "") + alternates


#: The interface strings the project writes itself, or hands to the themes and
#: extensions that write them in English whatever the language (myst-nb,
#: sphinx-togglebutton's hints, the book theme's hard-coded labels): key ->
#: (English text, note for translators). The English text is the msgid of the
#: ``hazardbook`` catalog: the gettext builder writes ``hazardbook.pot`` (see
#: _ui_template), so `make gettext` keeps each edition's
#: ``locale/<lang>/LC_MESSAGES/hazardbook.po`` up to date like the pages'.
UI_MESSAGES: dict[str, tuple[str, str]] = {
    "search_bar": ("Search...", "The search field's placeholder."),
    "toggle_primary": ("Toggle primary sidebar", "Tooltip and name of the button that shows or hides the book's menu."),
    "toggle_secondary": ("Toggle secondary sidebar",
                         "Tooltip and name of the button that shows or hides the page's table of contents."),
    "toggle_hidden": ("Toggle hidden content", "Name of the button that folds a solution or a hidden code cell."),
    "solution_title": (SOLUTION_TITLE, "Title of an exercise's folded solution, and name of the button that "
                                       "unfolds it; {exercise} is the exercise's title as the page shows it, "
                                       "\"Exercise 3 (A chance of 9 against a main of 6)\": keep {exercise}, "
                                       "word the rest so that the exercise's title reads well after it."),
    "cite_rule": ("Cite this rule", "Button under a rule's heading: copies the rule's citation."),
    "copy_bibtex": ("Copy BibTeX", "Button under a rule's heading: copies the rule's BibTeX entry."),
    "copied": ("Copied", "Shown on a citation button for two seconds after it copied."),
    "rule": ("Rule", 'In a rule\'s citation: "hazardlib, Rule H3, edition in English, <address>".'),
    "edition": ("edition in English", "In a rule's citation: the edition cited, in its own language."),
    "toggle_subsections": ("Show or hide the subsections", "Name of the arrow that opens a chapter in the book's menu."),
    "brand": ("The book's front page", "Name of the landmark around the book's title at the top of the menu."),
    "toggle_show": ("Click to show", "sphinx-togglebutton's hint on a folded solution."),
    "toggle_hide": ("Click to hide", "sphinx-togglebutton's hint on an opened solution."),
    # myst-nb's own English for a hidden cell's source ("... cell {type}"): the
    # book hides only code, and a translation has no use for the English {type}.
    "code_show": ("Show code cell source", "myst-nb's button on a hidden code cell."),
    "code_hide": ("Hide code cell source", "myst-nb's button on an opened code cell."),
    "language": ("Language", "Name of the language switcher's landmark, in the page's language (each link "
                             "names its language in that language)."),
    # One message: "By" and the authors' name do not join word for word in
    # every language (Italian "dagli autori").
    "byline": ("By the hazardlib authors", "The footer's byline, on every page."),
    "copyright": (copyright, "The footer's copyright line, after the theme's \"© Copyright\" (conf.py's copyright)."),
    "main_navigation": ("Main", 'Name of the landmark of the book\'s menu (the primary sidebar); sphinx-book-theme '
                                'writes "Main".'),
    "print_toc": ("Page", "Name of the landmark of the page's table of contents when printed; sphinx-book-theme "
                          'writes "Page".'),
    # Running a cell in the browser (_static/run.js).
    "run": ("Run", "Button under a code cell or an example: runs it, as edited, with Python in the browser."),
    "run_title": ("Edit this code and run it in your browser: Python runs in the page, nothing is sent anywhere",
                  "Tooltip of the Run button."),
    "run_loading": ("Loading Python into the page (a few seconds, the first time)…",
                    "Shown under a cell while the in-browser Python loads."),
    "run_running": ("Running…", "Shown on the Run button and under the cell while the code runs."),
    "run_output": ("Output", "Heading of what a cell run in the browser printed or returned."),
    "run_error": ("Error", "Heading of the message of a cell that failed."),
    "run_done": ("The code ran and printed nothing.", "Shown under a cell whose code ran without output."),
    "run_editor": ("Code of this example: edit it, then press Run",
                   "Accessible name of the text box that holds a cell's code once Run was pressed."),
    "run_needs_lab": ("This code needs {module}, which the Python in the page does not have: run it in the "
                      "book's notebooks (make lab).",
                      "Shown when a cell run in the browser needs numpy, scipy or matplotlib; {module} is the "
                      "module's name, keep it."),
    "run_missing": ("This copy of the book has no Python for the browser: build it with make book.",
                    "Shown when the in-browser runtime is missing from the site."),
}


def _ui_strings() -> dict[str, str]:
    """:data:`UI_MESSAGES` in the language being built (the ``hazardbook`` catalog)."""
    from sphinx.locale import get_translation

    translate = get_translation("hazardbook")
    return {key: str(translate(text)) for key, (text, _note) in UI_MESSAGES.items()}


def write_ui_template(folder: Path) -> None:
    """Write ``hazardbook.pot``, the template of the project's interface strings, into *folder*."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(project=project, version=release, copyright_holder=author)
    for text, note in UI_MESSAGES.values():
        catalog.add(text, auto_comments=[note])
    with (folder / "hazardbook.pot").open("wb") as f:
        write_po(f, catalog, width=0)


def _ui_template(app: Any, exception: Exception | None) -> None:
    # With the pages' templates, so that `make gettext` (sphinx-intl) updates hazardbook.po too.
    if exception is None and app.builder.name == "gettext":
        write_ui_template(Path(app.outdir))


def _config_inited(app: Any, config: Any) -> None:
    # -D language=... is applied after conf.py runs, so derive from it here.
    code = _site_code(config.language)
    config.html_search_language = LANGUAGES[code][1]
    ui = _ui_strings()
    if code != "en":  # English keeps myst-nb's own prompts
        config.nb_code_prompt_show, config.nb_code_prompt_hide = ui["code_show"], ui["code_hide"]
    config.html_theme_options["search_bar_text"] = ui["search_bar"]
    # The footer's copyright line (the theme's "© Copyright %s." has its own catalogs).
    config.copyright = ui["copyright"]
    # The hint on a folded solution; read by sphinx-togglebutton at this same
    # event, so this handler runs first (see setup).
    config.togglebutton_hint = ui["toggle_show"]
    config.togglebutton_hint_hide = ui["toggle_hide"]
    # The bibliography's styles, in the words of the edition's catalogs
    # (bibstyle.po, references.po), read as Sphinx reads the others.
    import bibstyle

    bibstyle.register(
        config.language, [Path(app.confdir, d) for d in config.locale_dirs], config.gettext_allow_fuzzy_translations,
        [Path(app.confdir, f) for f in config.bibtex_bibfiles],
    )


def _translated_index_entries(app: Any, env: Any) -> list[str]:
    """File each module under Sphinx's translation of "module" in the general index.

    Sphinx's Python domain writes the entry ``module; <name>`` with the English
    word, past its catalog, so every edition's index said "module".
    """
    from sphinx.locale import _

    word = str(_("module"))
    if word != "module":
        for entries in env.domains.index_domain.entries.values():
            for i, (kind, value, *rest) in enumerate(entries):
                if kind == "pair" and value.startswith("module; "):
                    entries[i] = (kind, f"{word}; {value.removeprefix('module; ')}", *rest)
    return []


def _reread_when_ui_catalogs_change(
    app: Any, env: Any, added: set[str], changed: set[str], removed: set[str]
) -> list[str]:
    """Read every page again when the edition's ``sphinx.po`` or ``hazardbook.po`` changed.

    Sphinx writes some of their strings into the environment as it reads a
    page (index entries such as "%s (%s property)", myst-nb's code prompts), so
    without this an edited translation would show only after ``make clean``.
    """
    import hashlib

    digest = hashlib.sha256()
    for name in ("sphinx.po", "hazardbook.po"):
        po = ROOT / "locale" / app.config.language / "LC_MESSAGES" / name
        digest.update(po.read_bytes() if po.exists() else b"")
    if getattr(env, "hazardbook_ui_catalogs", None) == digest.hexdigest():
        return []
    env.hazardbook_ui_catalogs = digest.hexdigest()
    # viewcode writes a module's page again only when the module is newer than
    # it: drop the edition's module pages so they get the new strings too.
    import shutil

    shutil.rmtree(Path(app.outdir) / "_modules", ignore_errors=True)
    return sorted(env.found_docs - added - removed)


def _theme_catalogs(app: Any) -> None:
    """Load the project's catalogs of the theme's own strings, and its own.

    sphinx-book-theme ships Norwegian only as ``no`` and neither theme ships
    Bokmål as ``nb_NO``, so the project carries ``booktheme.po`` (and, for the
    pydata theme's and Sphinx's strings that their catalogs leave out,
    ``sphinx.po``, which Sphinx finds in ``locale_dirs``, compiles by itself
    and reads before its own). ``hazardbook.po`` holds the project's own
    interface strings (:data:`UI_MESSAGES`). The ``.mo`` file is a build
    product: compile it here, before the catalog is registered.
    """
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for name in ("booktheme", "exercise", "hazardbook"):
        for po in (ROOT / "locale").glob(f"*/LC_MESSAGES/{name}.po"):
            mo = po.with_suffix(".mo")
            if not mo.exists() or mo.stat().st_mtime < po.stat().st_mtime:
                with po.open("rb") as f:
                    catalog = read_po(f)
                with mo.open("wb") as f:
                    write_mo(f, catalog)
        # sphinx-exercise has no Bokmål (nb_NO) and no "Solution" in any
        # language: the project's catalog fills them (for ro, ru, it and fr as
        # a fallback behind the extension's own).
        app.add_message_catalog(name, str(ROOT / "locale"))
    _javascript_catalogs()


def _javascript_catalogs() -> None:
    """Write ``sphinx.js`` (the search page's strings) for each translation.

    Sphinx's own JavaScript catalogs for nb_NO, ro, ru and it leave some strings
    empty, and an empty string shows as nothing: the search page would say
    nothing when it finishes (and in nb_NO its plural rule breaks the page's
    script). The project's ``sphinx.po`` fills them, and its translation
    replaces Sphinx's where both have one (nb_NO's "Index" is "Index" in
    Sphinx's); Sphinx uses a ``sphinx.js`` from ``locale_dirs`` before its own.
    """
    import json

    import sphinx
    from babel.messages.pofile import read_po

    for code, (lang, _search, _name) in LANGUAGES.items():
        builtin = Path(sphinx.__file__).parent / "locale" / lang / "LC_MESSAGES" / "sphinx.js"
        po = ROOT / "locale" / lang / "LC_MESSAGES" / "sphinx.po"
        if code == "en" or not builtin.exists() or not po.exists():
            continue
        text = builtin.read_text(encoding="utf-8")
        data = json.loads(text[text.index("(") + 1 : text.rindex(")")])
        with po.open("rb") as f:
            ours = {m.id if isinstance(m.id, str) else m.id[0]: m.string for m in read_po(f) if m.id}
        for key, value in data["messages"].items():
            mine = ours.get(key)
            if not mine:
                continue
            if isinstance(value, list):  # plural forms: as many as Sphinx's rule expects
                forms = list(mine) if isinstance(mine, tuple) else [mine]
                data["messages"][key] = (forms + [forms[-1]] * len(value))[: len(value)]
            else:  # the project's translation wins, as it does on the pages
                data["messages"][key] = mine if isinstance(mine, str) else mine[0]
        # Sphinx's nb_NO rule "(n != 1)" gives a boolean, and a boolean does
        # not index the list of forms: make every rule give a number.
        data["plural_expr"] = f"Number({data['plural_expr']})"
        js = po.with_suffix(".js")
        content = "Documentation.addTranslations(" + json.dumps(data, ensure_ascii=False, indent=4) + ");\n"
        if not js.exists() or js.read_text(encoding="utf-8") != content:
            js.write_text(content, encoding="utf-8")


def _translated_notebooks(app: Any, exception: Exception | None) -> None:
    """Offer each edition's readers the notebooks in their language, readable in plain Jupyter.

    Each notebook page's download is ``<page>.<edition>.ipynb`` beside the page
    (``notebooks/hazard.it.ipynb``): the notebook with its markdown from the
    edition's catalog and its MyST (targets, roles, directives) made plain
    Markdown from this build's own data, code and outputs as they are; see
    ``tools/notebook_downloads.py``.
    """
    if exception is not None or app.builder.name != "html":
        return
    from notebook_downloads import write_downloads

    write_downloads(app, _site_code(app.config.language))


def _notebook_download_button(app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """The download button of a notebook page gives the edition's download (see _translated_notebooks)."""
    from notebook_downloads import point_download_button

    point_download_button(app, pagename, context, _site_code(app.config.language))


def setup(app: Any) -> None:
    _theme_catalogs(app)
    app.connect("build-finished", _translated_notebooks)
    app.connect("build-finished", _ui_template)
    # Before sphinx-togglebutton's own handler (priority 500) reads the hints.
    app.connect("config-inited", _config_inited, priority=400)
    app.connect("html-page-context", _page_context)
    app.connect("env-get-outdated", _reread_when_ui_catalogs_change)
    app.connect("env-updated", _translated_index_entries)
    # After the theme's own handler (priority 501) has made the buttons.
    app.connect("html-page-context", _notebook_download_button, priority=600)
    # A page that cites is written again when the .bib or the bibliography's catalogs change.
    from bibstyle import note_dependencies

    app.connect("doctree-read", note_dependencies)
