"""Sphinx configuration of the hazardlib book.

The source folder is the repository root: ``book/`` and ``notebooks/`` are the
content, everything else is excluded. One build per language, chosen with
``-D language=<code>`` (see the Makefile); English is the source language.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

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
    "sphinx_design",
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
bibtex_default_style = "plain"
bibtex_reference_style = "author_year"
bibtex_cite_id = "{key}"
bibtex_bibliography_id = "bibliography-{bibliography_count}"

# -- API reference --------------------------------------------------------------
autodoc_member_order = "bysource"
autodoc_typehints = "description"
autodoc_default_options = {"members": True, "show-inheritance": True}
nitpicky = True
nitpick_ignore_regex = [
    (r"py:class", r"(numpy\.|np\.|npt\.|numpy\.typing\.|collections\.abc\.|typing\.|fractions\.|enum\.).*"),
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
}
html_context: dict[str, Any] = {"book_languages": LANGUAGES, "default_mode": "auto"}
html_css_files = ["hazardbook.css"]
html_js_files = ["language-switcher.js", "rule-cite.js", "a11y.js"]

suppress_warnings: list[str] = []

# -- exercises -------------------------------------------------------------------
# Each chapter ends with exercises; their solutions are folded (``:class:
# dropdown``, opened by sphinx-togglebutton) and titled just "Solution".
exercise_style = "solution_follow_exercise"


def _page_context(app: Any, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """Give every page the other languages' addresses, and hreflang alternates."""
    here = _site_code(app.config.language)
    up = "../" * (pagename.count("/") + 1)
    links = []
    for code, (_lang, _search, name) in LANGUAGES.items():
        links.append({"code": code, "name": name, "href": f"{up}{code}/{pagename}.html", "current": code == here})
    context["book_language_links"] = links
    context["book_language_code"] = here
    context["book_ui"] = UI_STRINGS[here]
    if here != "en" and context.get("body"):
        # myst-nb writes this label into the page body itself, in English.
        english = UI_STRINGS["en"]["toggle_hidden"]
        context["body"] = context["body"].replace(
            f'aria-label="{english}"', f'aria-label="{UI_STRINGS[here]["toggle_hidden"]}"'
        )
    alternates = "".join(
        f'<link rel="alternate" hreflang="{link["code"]}" href="{link["href"]}" />\n' for link in links
    )
    # Strings for the page's scripts (rule-cite.js, a11y.js), in the page's language.
    ui = UI_STRINGS[here]
    cite = {
        key: ui[key]
        for key in ("cite_rule", "copy_bibtex", "copied", "rule", "edition", "toggle_subsections", "brand", "toggle_hidden")
    }
    cite["year"] = copyright[:4]
    cite["version"] = release
    strings = json.dumps(cite, ensure_ascii=False).replace("</", "<\\/")
    alternates += f'<script type="application/json" id="hazardbook-cite-strings">{strings}</script>\n'
    context["metatags"] = context.get("metatags", "") + alternates


#: myst-nb's button on a hidden code cell ("Show code cell source"), per edition.
CODE_PROMPTS: dict[str, tuple[str, str]] = {
    "nb": ("Vis koden", "Skjul koden"),
    "ro": ("Arată codul", "Ascunde codul"),
    "ru": ("Показать код", "Скрыть код"),
    "it": ("Mostra il codice", "Nascondi il codice"),
    "fr": ("Afficher le code", "Masquer le code"),
}

#: Interface strings that the themes and myst-nb write without a catalog.
UI_STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "search_bar": "Search...",
        "toggle_primary": "Toggle primary sidebar",
        "toggle_secondary": "Toggle secondary sidebar",
        "toggle_hidden": "Toggle hidden content",
        "cite_rule": "Cite this rule",
        "copy_bibtex": "Copy BibTeX",
        "copied": "Copied",
        "rule": "Rule",
        "edition": "edition in English",
        "toggle_subsections": "Show or hide the subsections",
        "brand": "The book's front page",
        "toggle_show": "Click to show",
        "toggle_hide": "Click to hide",
    },
    "nb": {
        "search_bar": "Søk …",
        "toggle_primary": "Vis eller skjul hovedmenyen",
        "toggle_secondary": "Vis eller skjul innholdet på siden",
        "toggle_hidden": "Vis eller skjul skjult innhold",
        "cite_rule": "Siter denne regelen",
        "copy_bibtex": "Kopier BibTeX",
        "copied": "Kopiert",
        "rule": "Regel",
        "edition": "utgaven på norsk bokmål",
        "toggle_subsections": "Vis eller skjul underkapitlene",
        "brand": "Bokens forside",
        "toggle_show": "Klikk for å vise",
        "toggle_hide": "Klikk for å skjule",
    },
    "ro": {
        "search_bar": "Căutare…",
        "toggle_primary": "Arată sau ascunde bara laterală principală",
        "toggle_secondary": "Arată sau ascunde cuprinsul paginii",
        "toggle_hidden": "Arată sau ascunde conținutul ascuns",
        "cite_rule": "Citează această regulă",
        "copy_bibtex": "Copiază BibTeX",
        "copied": "Copiat",
        "rule": "Regula",
        "edition": "ediția în limba română",
        "toggle_subsections": "Arată sau ascunde subcapitolele",
        "brand": "Prima pagină a cărții",
        "toggle_show": "Clic pentru a afișa",
        "toggle_hide": "Clic pentru a ascunde",
    },
    "ru": {
        "search_bar": "Поиск…",
        "toggle_primary": "Показать или скрыть главное меню",
        "toggle_secondary": "Показать или скрыть оглавление страницы",
        "toggle_hidden": "Показать или скрыть скрытое содержимое",
        "cite_rule": "Процитировать правило",
        "copy_bibtex": "Скопировать BibTeX",
        "copied": "Скопировано",
        "rule": "Правило",
        "edition": "издание на русском языке",
        "toggle_subsections": "Показать или скрыть подразделы",
        "brand": "Титульная страница книги",
        "toggle_show": "Нажмите, чтобы показать",
        "toggle_hide": "Нажмите, чтобы скрыть",
    },
    "it": {
        "search_bar": "Cerca…",
        "toggle_primary": "Mostra o nascondi la barra laterale principale",
        "toggle_secondary": "Mostra o nascondi l’indice della pagina",
        "toggle_hidden": "Mostra o nascondi il contenuto nascosto",
        "cite_rule": "Cita questa regola",
        "copy_bibtex": "Copia BibTeX",
        "copied": "Copiato",
        "rule": "Regola",
        "edition": "edizione in italiano",
        "toggle_subsections": "Mostra o nascondi le sottosezioni",
        "brand": "La prima pagina del libro",
        "toggle_show": "Clicca per mostrare",
        "toggle_hide": "Clicca per nascondere",
    },
    "fr": {
        "search_bar": "Rechercher…",
        "toggle_primary": "Afficher ou masquer la barre latérale principale",
        "toggle_secondary": "Afficher ou masquer le sommaire de la page",
        "toggle_hidden": "Afficher ou masquer le contenu masqué",
        "cite_rule": "Citer cette règle",
        "copy_bibtex": "Copier le BibTeX",
        "copied": "Copié",
        "rule": "Règle",
        "edition": "édition en français",
        "toggle_subsections": "Afficher ou masquer les sous-sections",
        "brand": "La page d’accueil du livre",
        "toggle_show": "Cliquer pour afficher",
        "toggle_hide": "Cliquer pour masquer",
    },
}


def _config_inited(app: Any, config: Any) -> None:
    # -D language=... is applied after conf.py runs, so derive from it here.
    code = _site_code(config.language)
    config.html_search_language = LANGUAGES[code][1]
    if code in CODE_PROMPTS:
        config.nb_code_prompt_show, config.nb_code_prompt_hide = CODE_PROMPTS[code]
    config.html_theme_options["search_bar_text"] = UI_STRINGS[code]["search_bar"]
    # The hint on a folded solution; read by sphinx-togglebutton at this same
    # event, so this handler runs first (see setup).
    config.togglebutton_hint = UI_STRINGS[code]["toggle_show"]
    config.togglebutton_hint_hide = UI_STRINGS[code]["toggle_hide"]


def _theme_catalogs(app: Any) -> None:
    """Load the project's catalogs of the theme's own strings.

    sphinx-book-theme ships Norwegian only as ``no`` and neither theme ships
    Bokmål as ``nb_NO``, so the project carries ``booktheme.po`` (and, for the
    pydata theme's strings, ``sphinx.po``, which Sphinx finds in
    ``locale_dirs`` and compiles by itself). The ``.mo`` file is a build
    product: compile it here, before the catalog is registered.
    """
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    for name in ("booktheme", "exercise"):
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
    script). The project's ``sphinx.po`` fills them; Sphinx
    uses a ``sphinx.js`` from ``locale_dirs`` before its own.
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
            elif not value:
                data["messages"][key] = mine if isinstance(mine, str) else mine[0]
        # Sphinx's nb_NO rule "(n != 1)" gives a boolean, and a boolean does
        # not index the list of forms: make every rule give a number.
        data["plural_expr"] = f"Number({data['plural_expr']})"
        js = po.with_suffix(".js")
        content = "Documentation.addTranslations(" + json.dumps(data, ensure_ascii=False, indent=4) + ");\n"
        if not js.exists() or js.read_text(encoding="utf-8") != content:
            js.write_text(content, encoding="utf-8")


def _translated_notebooks(app: Any, exception: Exception | None) -> None:
    """Offer each edition's readers the notebooks in their language.

    The download button of a notebook page gives the copy in ``_sources/``;
    in a translated edition that copy is replaced by the notebook with its
    markdown from the edition's catalog (code and outputs as executed), see
    ``tools/translate_notebooks.py``.
    """
    if exception is not None or app.builder.name != "html" or app.config.language == "en":
        return
    import json

    from translate_notebooks import translate_notebook, _catalog

    target = Path(app.outdir) / "_sources" / "notebooks"
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        po = ROOT / "locale" / app.config.language / "LC_MESSAGES" / "notebooks" / f"{path.stem}.po"
        out = target / path.name
        if not po.exists() or not out.parent.exists():
            continue
        translated = translate_notebook(json.loads(path.read_text(encoding="utf-8")), _catalog(po))
        text = json.dumps(translated, ensure_ascii=False, indent=1) + "\n"
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            out.write_text(text, encoding="utf-8")


def setup(app: Any) -> None:
    _theme_catalogs(app)
    app.connect("build-finished", _translated_notebooks)
    # Before sphinx-togglebutton's own handler (priority 500) reads the hints.
    app.connect("config-inited", _config_inited, priority=400)
    app.connect("html-page-context", _page_context)
