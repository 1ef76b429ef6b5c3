"""The notebook downloads' MyST made plain Markdown (tools/notebook_markdown.py, tools/notebook_downloads.py).

First the converter alone, on hand-written cells and a hand-written notebook;
then a small Sphinx project of its own, built in Italian with a catalog, so
that the links, titles and citations come from a real build's domains.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import nbformat
import pytest

import conf  # the book's configuration; importing it puts tools/ on the path, as the build does
from notebook_markdown import Resolver, convert_markdown, convert_notebook, markdown_parser

ROOT = Path(__file__).resolve().parent.parent
MD = markdown_parser(extensions=conf.myst_enable_extensions)
RESOLVER = Resolver({"rules": ("../book/rules.html#rules", "The rules")})


def _convert(text: str) -> str:
    return convert_markdown(textwrap.dedent(text), RESOLVER, MD)


def myst_left(text: str) -> list[str]:
    """The MyST constructs a markdown cell still holds, as MyST's own parser sees them."""
    found = []
    for token in MD.parse(text, {}):
        if token.type in ("myst_target", "myst_line_comment", "myst_block_break"):
            found.append(f"{token.type}: {token.content}")
        elif token.type in ("fence", "colon_fence") and token.info.strip().startswith("{"):
            found.append(f"directive: {token.info}")
        for child in token.children or []:
            if child.type in ("myst_role", "substitution_inline"):
                found.append(f"role: {child.markup or child.meta.get('name')} {child.content}")
    return found


def test_a_target_is_an_anchor_on_the_heading_it_labels() -> None:
    out = _convert("""\
        (top)=
        (top-again)=
        # The title

        (para)=
        A paragraph.
        """)
    assert out == '# <a id="top"></a><a id="top-again"></a>The title\n\n<a id="para"></a>A paragraph.\n'


def test_a_target_with_nothing_after_it_stays_as_an_anchor() -> None:
    assert _convert("Text.\n\n(end)=\n") == 'Text.\n\n<a id="end"></a>\n'
    assert _convert("> (quoted)=\n> ```\n> x\n> ```\n").startswith('> <a id="quoted"></a>\n>\n> ```')


def test_refs_link_to_the_anchor_or_the_page() -> None:
    out = _convert("""\
        (top)=
        # The {ref}`rules` title

        See {ref}`top`, {ref}`the top <top>`, {ref}`Rules <rules>` and {ref}`nowhere`.
        """)
    assert "# <a id=\"top\"></a>The [The rules](../book/rules.html#rules) title" in out
    assert "See [The rules title](#top), [the top](#top), [Rules](../book/rules.html#rules) and nowhere." in out


def test_roles_in_lists_tables_and_quotations_and_not_in_code() -> None:
    out = _convert("""\
        - item {ref}`rules`
          continued {math}`a^2`

        | a | b |
        |---|---|
        | {sub}`2` | {sup}`x` |
        |  | {abbr}`LIFO (last in, first out)` |

        > Quoted {ref}`rules`, and `` {ref}`kept` `` in code.
        """)
    assert "- item [The rules](../book/rules.html#rules)\n  continued $a^2$" in out
    assert "| <sub>2</sub> | <sup>x</sup> |" in out
    assert '|  | <abbr title="last in, first out">LIFO</abbr> |' in out
    assert "> Quoted [The rules](../book/rules.html#rules), and `` {ref}`kept` `` in code." in out


def test_directives_comments_and_breaks() -> None:
    out = _convert("""\
        % a comment
        +++
        :::{note}
        A note on {ref}`rules`.
        :::
        ```{code-block} python
        x = "{ref}`y`"
        ```
        Text right before
        ```{math}
        e = mc^2
        ```
        :::{list-table} Numbers
        :header-rows: 1

        * - Name
          - Value
        * - {ref}`rules`
          - two
            lines
        :::
        :::{exercise} Try
        :label: ex1
        Do it.
        :::
        ```{toctree}
        a
        ```
        """)
    assert myst_left(out) == []
    assert "> **Note**\n>\n> A note on [The rules](../book/rules.html#rules)." in out
    assert '```python\nx = "{ref}`y`"\n```' in out
    assert "Text right before\n\n$$\ne = mc^2\n$$" in out
    assert "**Numbers**\n\n| Name | Value |\n|---|---|\n| [The rules](../book/rules.html#rules) | two lines |" in out
    assert "> **Try**\n>\n> Do it." in out
    assert "a comment" not in out and "+++" not in out and "toctree" not in out


def test_the_books_own_directives_show_what_they_stand_for() -> None:
    from notebook_downloads import book_directive

    class Book(Resolver):
        def directive(self, name: str, argument: str, options: Mapping[str, Any], body: str) -> str | None:
            return book_directive(name, argument, options)

    out = convert_markdown("```{rule-code} H5\n```\n\n```{evidence-table} hazardlib.hazard.rules\n:kind: options\n```\n",
                           Book(), MD)
    assert myst_left(out) == []
    assert out.startswith("Code: hazardlib.hazard.")
    table = out.split("\n\n", 1)[1].splitlines()
    assert table[:2] == ["| Rule | Option | Evidence |", "|---|---|---|"]
    assert len(table) > 3 and all(line.startswith("| H") and line.count(" | ") >= 2 for line in table[2:])


def test_a_hand_written_notebook() -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [
        nbformat.v4.new_markdown_cell("(nb-top)=\n# Top\n\nOn to {ref}`nb-part`, or {ref}`rules`."),
        nbformat.v4.new_code_cell("print('{ref}`x`')", outputs=[nbformat.v4.new_output("stream", text="{ref}`x`\n")]),
        nbformat.v4.new_markdown_cell("(nb-part)=\n## Part\n\nBack to {ref}`the top <nb-top>`."),
    ]
    given = json.loads(json.dumps(notebook))
    # Through JSON and back, as a download is written and read.
    out = nbformat.reads(json.dumps(convert_notebook(given, RESOLVER, MD)), as_version=4)
    nbformat.validate(out)
    assert given == json.loads(json.dumps(notebook)), "the notebook given was changed"
    assert out.cells[1] == notebook.cells[1], "a code cell or its output was changed"
    assert out.cells[0].source == ('# <a id="nb-top"></a>Top\n\n'
                                   "On to [Part](#nb-part), or [The rules](../book/rules.html#rules).")
    assert out.cells[2].source == '## <a id="nb-part"></a>Part\n\nBack to [the top](#nb-top).'
    for cell in out.cells:
        if cell.cell_type == "markdown":
            assert myst_left(cell.source) == []
            assert internal_links(cell.source) <= anchors(out)


def test_the_checks_see_myst_left_behind() -> None:
    # The checks of the site's downloads below must be able to fail.
    text = "(x)=\n# T\n\n{ref}`y` and [a](#nowhere)\n\n:::{note}\nn\n:::\n"
    assert len(myst_left(text)) == 3
    notebook = nbformat.from_dict({"cells": [{"cell_type": "markdown", "source": text, "metadata": {}}]})
    assert internal_links(text) - anchors(notebook) == {"nowhere"}


# -- helpers shared with tests/test_translated_notebooks.py ---------------------------------


def internal_links(text: str) -> set[str]:
    """The ids a markdown cell links to within the notebook (``[text](#id)``)."""
    links = set()
    for token in MD.parse(text, {}):
        for child in token.children or []:
            href = str(child.attrs.get("href", "")) if child.type == "link_open" else ""
            if href.startswith("#"):
                links.add(href[1:])
    return links


def anchors(notebook: nbformat.NotebookNode) -> set[str]:
    """The ids of the HTML anchors in a notebook's markdown cells."""
    return {m for cell in notebook.cells if cell.cell_type == "markdown"
            for m in re.findall(r'<a id="([^"]+)"></a>', cell.source)}


# -- with a Sphinx build of its own ----------------------------------------------------------

PROJECT = {
    "conf.py": f"""
        import sys
        sys.path.insert(0, {str(ROOT / "tools")!r})
        project = "mini"
        extensions = ["myst_nb", "sphinxcontrib.bibtex"]
        html_theme = "sphinx_book_theme"
        bibtex_bibfiles = ["refs.bib"]
        bibtex_reference_style = "author_year"
        nb_execution_mode = "off"
        myst_enable_extensions = {conf.myst_enable_extensions!r}
        locale_dirs = ["locale"]
        gettext_compact = False

        def setup(app):
            from notebook_downloads import point_download_button, write_downloads
            app.connect("build-finished", lambda app, exc: exc is None and write_downloads(app, "it"))
            app.connect("html-page-context", lambda app, page, template, context, doctree:
                        point_download_button(app, page, context, "it"), priority=600)
        """,
    "index.md": """
        # Home

        ```{toctree}
        rules
        nb
        ```
        """,
    "rules.md": """
        (rules)=
        # The rules

        (rule-one)=
        ## Rule one

        As {cite:p}`hoyle1750` says.

        ```{glossary}
        main
          The number the caster calls.
        ```

        ```{bibliography}
        ```
        """,
    "refs.bib": """
        @book{hoyle1750, author = {Edmond Hoyle}, title = {A Short Treatise}, publisher = {Osborne}, year = {1750}}
        """,
    "locale/it/LC_MESSAGES/rules.po": """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "The rules"
        msgstr "Le regole"

        msgid "Rule one"
        msgstr "Regola uno"
        """,
    "locale/it/LC_MESSAGES/nb.po": """
        msgid ""
        msgstr "Content-Type: text/plain; charset=UTF-8\\n"

        msgid "A notebook"
        msgstr "Un notebook"

        msgid "Back to {ref}`nb-top`."
        msgstr "Torna a {ref}`nb-top`."
        """,
}
NOTEBOOK_CELLS = [
    "(nb-top)=\n# A notebook\n\nSee {ref}`rules`, {ref}`the first rule <rule-one>`, {doc}`rules`, "
    "{term}`main`, {cite:p}`hoyle1750` and {ref}`nb-part`.",
    "(nb-part)=\n## A part\n\n:::{note}\nBack to {ref}`nb-top`.\n:::",
]


@pytest.fixture(scope="module")
def mini(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small project's folder (its sources in ``src/``), its notebook written with nbformat."""
    root = tmp_path_factory.mktemp("mini")
    for name, text in PROJECT.items():
        name = f"src/{name}"
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    notebook = nbformat.v4.new_notebook()
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    notebook.cells = [nbformat.v4.new_markdown_cell(NOTEBOOK_CELLS[0]),
                      nbformat.v4.new_code_cell("1 + 1", execution_count=1,
                                                outputs=[nbformat.v4.new_output("execute_result", {"text/plain": "2"},
                                                                                execution_count=1)]),
                      nbformat.v4.new_markdown_cell(NOTEBOOK_CELLS[1])]
    nbformat.write(notebook, root / "src" / "nb.ipynb")
    return root


def _build(root: Path, out: str, *options: str) -> nbformat.NotebookNode:
    result = subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-W", "-n", "--keep-going", "-D", "language=it",
         *options, "-d", str(root / out / ".doctrees"), str(root / "src"), str(root / out / "html")],
        capture_output=True, text=True, timeout=600,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    page = (root / out / "html" / "nb.html").read_text(encoding="utf-8")
    assert 'href="nb.it.ipynb"' in page, "the download button does not give the edition's notebook"
    notebook = nbformat.read(root / out / "html" / "nb.it.ipynb", as_version=4)
    nbformat.validate(notebook)
    return notebook


def test_a_build_resolves_the_roles_in_the_edition_language(mini: Path) -> None:
    notebook = _build(mini, "out")
    first, code, second = notebook.cells
    assert first.source.startswith('# <a id="nb-top"></a>Un notebook\n')
    assert "See [Le regole](rules.html#rules), [the first rule](rules.html#rule-one), [Le regole](rules.html), " \
           "[main](rules.html#term-main), " in first.source
    citation = re.search(r"\), (.*) and \[A part\]\(#nb-part\)\.$", first.source)
    assert citation and "Hoyle" in citation.group(1) and "1750" in citation.group(1)
    assert re.search(r"\]\(rules\.html#[\w-]+\)", citation.group(1)), citation.group(1)
    assert second.source == '## <a id="nb-part"></a>A part\n\n> **Nota**\n>\n> Torna a [Un notebook](#nb-top).'
    assert code.outputs[0]["data"]["text/plain"] == "2"
    for cell in (first, second):
        assert myst_left(cell.source) == []
        assert internal_links(cell.source) <= anchors(notebook)


def test_a_build_with_a_base_url_links_absolutely(mini: Path) -> None:
    notebook = _build(mini, "out-base", "-D", "html_baseurl=https://example.org/book/it/")
    assert "[Le regole](https://example.org/book/it/rules.html#rules)" in notebook.cells[0].source
    assert "[A part](#nb-part)" in notebook.cells[0].source
