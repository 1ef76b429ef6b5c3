"""Reports in a Sphinx book: a myst-nb renderer for :data:`~hazardlib.report.tables.MIME`.

myst-nb finds it through the ``myst_nb.mime_renderers`` entry point. For each
report in a page's outputs it writes the edition's version: a table with its
words translated from the ``report`` catalog of the book's ``locale_dirs`` and
its numbers in the edition's style, a sentence, or a figure drawn again. A
Sphinx build with the gettext builder records every message id it meets in
``env.hazardlib_report_messages`` (page name -> message ids; the book writes
them to ``report.pot``).
"""

from __future__ import annotations

import base64
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

from .catalog import DOMAIN, translator
from .cells import Spec, Translate, is_number, write
from .tables import MIME, bundle_messages, check

__all__ = ["MystNbRenderer"]


def _context(renderer: Any) -> tuple[str, Translate, Any]:
    env = getattr(renderer.renderer, "sphinx_env", None)
    if env is None:
        return "en", (lambda m: m), None
    language = env.config.language or "en"
    srcdir = Path(env.srcdir)
    dirs = [srcdir / d for d in env.config.locale_dirs]
    for d in dirs:
        po = d / language / "LC_MESSAGES" / f"{DOMAIN}.po"
        if po.is_file():
            # A changed catalog rewrites the pages whose reports it translates.
            env.note_dependency(str(po))
            return language, translator(language, d), env
    return language, (lambda m: m), env


def _written(node: Any) -> Any:
    """A node already in the edition's language: Sphinx's gettext must not take it
    as a message of the page's catalog (its words are in the report catalog)."""
    node["translatable"] = False
    return node


def _table(spec: Mapping[str, Any], language: str, translate: Translate) -> Any:
    from docutils import nodes

    head, rows = spec["header"], spec["rows"]
    table = nodes.table(classes=["hazardlib-report", "colwidths-auto"])
    group = nodes.tgroup(cols=len(head))
    table += group
    for i in range(len(head)):
        group += nodes.colspec(colwidth=1, stub=1 if (i == 0 and spec["row_header"]) else 0)

    def row(cells: list[Spec]) -> Any:
        tr = nodes.row()
        for cell in cells:
            entry = nodes.entry(classes=["report-number"] if is_number(cell) else [])
            if cell.get("t") == "code":
                entry += _written(nodes.paragraph("", "", nodes.literal(text=write(cell, language, translate))))
            else:
                entry += _written(nodes.paragraph(text=write(cell, language, translate)))
            tr += entry
        return tr

    thead = nodes.thead()
    thead += row(head)
    tbody = nodes.tbody()
    for cells in rows:
        tbody += row(cells)
    group += thead
    group += tbody
    return table


class MystNbRenderer:
    """myst-nb's plugin protocol (``MimeRenderPlugin``) for hazardlib reports."""

    mime_priority_overrides: ClassVar[list[tuple[str, str, int | None]]] = [("*", MIME, 1)]

    @staticmethod
    def handle_mime(renderer: Any, data: Any, inline: bool) -> list[Any] | None:
        """The nodes of a report in the edition's language, or None for another MIME type."""
        from docutils import nodes

        if data.mime_type != MIME:
            return None
        content = data.content
        spec = check(json.loads(content) if isinstance(content, (str, bytes)) else content)
        language, translate, env = _context(renderer)
        if env is not None and env.app.builder.name == "gettext":
            found = env.__dict__.setdefault("hazardlib_report_messages", {})
            found.setdefault(env.docname, []).extend(bundle_messages(spec))
        if spec["kind"] == "table":
            return [_table(spec, language, translate)]
        if spec["kind"] == "sentence":
            return [_written(nodes.paragraph(text=write(spec["text"], language, translate), classes=["report-sentence"]))]
        from myst_nb.core.render import MimeData

        from .figures import draw

        png = base64.b64encode(draw(spec, language, translate)).decode("ascii")
        image = MimeData("image/png", png, cell_metadata=data.cell_metadata, output_metadata=data.output_metadata,
                         cell_index=data.cell_index, output_index=data.output_index, line=data.line)
        result: list[Any] = renderer.render_image(image)
        return result
