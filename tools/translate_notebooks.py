"""Notebooks in the reader's language: the markdown from the edition's catalog, code and outputs as executed.

Sphinx translates a notebook page paragraph by paragraph (each heading,
paragraph and list item is one catalog entry), but the page's download
button offers the notebook file itself, which is English. This module
writes, for one edition, each notebook with its markdown translated the same
way: every block of a markdown cell whose text is a msgid of the notebook's
catalog is replaced by its msgstr; labels (``(nb-dice)=``), code cells and
their outputs are kept as they are, so the notebook runs and checks exactly
as the English one does.

When an edition's build finishes, ``tools/notebook_downloads.py`` translates
each notebook with :func:`translate_notebook` and then makes its MyST plain
Markdown for the page's download (``notebooks/<name>.<edition>.ipynb``). Run
alone this module writes one edition's notebooks, translated but still MyST,
to a folder::

    python tools/translate_notebooks.py ro /tmp/ro-notebooks
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _catalog(po: Path) -> dict[str, str]:
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        return {str(m.id): str(m.string) for m in read_po(f) if m.id and m.string and not m.fuzzy}


def translate_markdown(text: str, catalog: dict[str, str]) -> str:
    """Translate the blocks of one markdown cell (MyST) whose text the catalog holds.

    A block is a heading, a paragraph or a paragraph inside a list item or a
    quotation; its msgid is its inline text with the line breaks made spaces,
    as Sphinx extracts it.
    """
    from markdown_it import MarkdownIt

    lines = text.split("\n")
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    replacements: list[tuple[int, int, str]] = []
    for i, token in enumerate(tokens):
        if token.type not in ("paragraph_open", "heading_open") or token.map is None:
            continue
        inline = tokens[i + 1]
        msgid = " ".join(part.strip() for part in inline.content.split("\n"))
        msgstr = catalog.get(msgid)
        if msgstr is None:
            continue
        start, end = token.map
        first = lines[start]
        # Keep what precedes the text on its first line: "## ", "- ", "> ", indentation.
        prefix = first[: len(first) - len(first.lstrip(" >-*+#0123456789.)"))]
        if token.type == "heading_open":
            prefix = first[: first.index("#")] + token.markup + " "
        replacements.append((start, end, prefix + msgstr))
    for start, end, new in sorted(replacements, reverse=True):
        lines[start:end] = [new]
    return "\n".join(lines)


def translate_notebook(notebook: dict[str, Any], catalog: dict[str, str]) -> dict[str, Any]:
    """A copy of *notebook* with its markdown cells and plots' alt texts translated; code and outputs untouched."""
    out = json.loads(json.dumps(notebook))
    for cell in out["cells"]:
        image = cell.get("metadata", {}).get("mystnb", {}).get("image", {})
        if image.get("alt"):
            # A plot's alt text is a message of the page's catalog (Sphinx extracts it).
            image["alt"] = catalog.get(image["alt"], image["alt"])
        if cell["cell_type"] != "markdown":
            continue
        source = "".join(cell["source"])
        translated = translate_markdown(source, catalog)
        cell["source"] = translated.splitlines(keepends=True)
    return out


def write_translations(language: str, target: Path) -> list[Path]:
    """Write every notebook of the book, translated into *language* (a Sphinx language), into *target*."""
    written = []
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        po = ROOT / "locale" / language / "LC_MESSAGES" / "notebooks" / f"{path.stem}.po"
        if not po.exists():
            continue
        notebook = json.loads(path.read_text(encoding="utf-8"))
        translated = translate_notebook(notebook, _catalog(po))
        out = target / path.name
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(translated, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        written.append(out)
    return written


if __name__ == "__main__":
    for p in write_translations(sys.argv[1], Path(sys.argv[2])):
        print(p)
