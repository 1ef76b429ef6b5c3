"""Tables and sentences that the book writes in each edition's language.

A :class:`Table` or a :class:`Sentence` keeps its cells as values (see
:mod:`hazardlib.report.cells`). In Jupyter it shows itself in English (or in
the language chosen with :func:`hazardlib.report.catalog.use_language`); the book's
build writes it again for each edition, from the JSON it carries under
:data:`MIME`.

>>> from hazardlib.report import label
>>> t = table(["total", "ways"], [[7, 6], [label("all"), 36]])
>>> print(t)
total | ways
7     | 6
all   | 36
"""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .catalog import current
from .cells import (
    InvalidReportError,
    Label,
    Spec,
    Translate,
    dec,
    encode,
    is_number,
    label,
    messages,
    pct,
    write,
)

__all__ = ["MIME", "Table", "Sentence", "table", "frame", "sentence", "bundle", "bundle_messages"]

#: The MIME type of a report's JSON in a notebook's output.
MIME = "application/vnd.hazardlib.report+json"

#: The version of the JSON form (a reader refuses a form it does not know).
VERSION = 1

#: The most rows and columns a table may have (a page shows no more).
MAX_ROWS = 10_000
MAX_COLUMNS = 100


def _header_spec(value: Any) -> Spec:
    # A header's words are translated; code, numbers and text without a
    # letter ("≈", "2½") stay as they are.
    if isinstance(value, str) and any(ch.isalpha() for ch in value):
        return encode(Label(value))
    return encode(value)


@dataclass(frozen=True)
class Table:
    """A table: a header and rows of cells, the first column maybe a row header."""

    spec: Mapping[str, Any]

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return bundle(self.spec, *current())

    def __str__(self) -> str:
        language, translate = current()
        return to_text(self.spec, language, translate)


@dataclass(frozen=True)
class Sentence:
    """A sentence with values in it, translated as a whole.

    >>> print(sentence("All within {k} standard errors: {ok}.", k=4, ok=True))
    All within 4 standard errors: yes.
    """

    spec: Mapping[str, Any]

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return bundle(self.spec, *current())

    def __str__(self) -> str:
        language, translate = current()
        return write(self.spec["text"], language, translate)


def table(header: Sequence[Any], rows: Iterable[Sequence[Any]], *, row_header: bool = True) -> Table:
    """A table from a header and rows (see :func:`hazardlib.report.cells.encode` for cells).

    Header strings are words to translate (a string without a letter, such as
    ``"≈"``, is shown as it is); cell strings are shown as they are (wrap words
    in :func:`~hazardlib.report.cells.label`). With *row_header*
    the first column heads its row (a screen reader says it with each cell).

    >>> table(["a", "b"], [[1]])
    Traceback (most recent call last):
        ...
    hazardlib.report.cells.InvalidReportError: row 1 has 1 cells, the header 2
    """
    if isinstance(header, (str, bytes)) or not isinstance(header, Sequence):
        raise InvalidReportError(f"a table's header must be a list of column names, got {header!r}")
    if not 1 <= len(header) <= MAX_COLUMNS:
        raise InvalidReportError(f"a table needs 1 to {MAX_COLUMNS} columns, got {len(header)}")
    head = [_header_spec(h) for h in header]
    body: list[list[Spec]] = []
    try:
        row_iter = iter(rows)
    except TypeError:
        raise InvalidReportError(f"a table's rows must be an iterable of rows, got {rows!r}") from None
    for i, row in enumerate(row_iter, start=1):
        if isinstance(row, (str, bytes)) or not isinstance(row, Sequence):
            raise InvalidReportError(f"row {i} must be a list of cells, got {row!r}")
        if len(row) != len(head):
            raise InvalidReportError(f"row {i} has {len(row)} cells, the header {len(head)}")
        if i > MAX_ROWS:
            raise InvalidReportError(f"a table may have at most {MAX_ROWS} rows")
        body.append([encode(v) for v in row])
    return Table({"kind": "table", "version": VERSION, "header": head, "rows": body, "row_header": bool(row_header)})


def frame(df: Any, *, digits: int | Mapping[str, int] = 4, percent: Iterable[str] = (),
          labels: Iterable[str] = (), index: bool = True) -> Table:
    """A table from a pandas DataFrame: column names translated, floats with *digits*.

    *digits* is one number of decimals or a mapping column -> decimals;
    columns named in *percent* show shares as percentages; string cells of the
    columns named in *labels* (``"index"`` for the index) are translated.
    """
    columns = [str(c) for c in getattr(df, "columns", ())]
    if not columns or not hasattr(df, "itertuples"):
        raise InvalidReportError(f"frame() needs a pandas DataFrame with columns, got {type(df).__name__}")
    percent, labels = set(percent), set(labels)
    unknown = (percent | labels | (set(digits) if isinstance(digits, Mapping) else set())) - set(columns) - {"index"}
    if unknown:
        raise InvalidReportError(f"no such columns: {sorted(unknown)}; the frame has {columns}")

    def cell(column: str, value: Any) -> Any:
        if isinstance(value, str):
            return label(value) if column in labels else value
        if isinstance(value, float) or type(value).__name__.startswith("float"):
            places = digits.get(column, 4) if isinstance(digits, Mapping) else digits
            return pct(value, places) if column in percent else dec(value, places)
        if hasattr(value, "item") and not isinstance(value, (int, bool)):
            return cell(column, value.item())
        return value

    header: list[Any] = ([str(df.index.name) if df.index.name else None] if index else []) + columns
    rows = []
    for record in df.itertuples(index=True, name=None):
        key, values = record[0], record[1:]
        row = [cell(c, v) for c, v in zip(columns, values)]
        rows.append(([cell("index", key)] if index else []) + row)
    return table(header, rows, row_header=index)


def sentence(text: str, /, **args: Any) -> Sentence:
    """A sentence to translate, with values written by the edition's conventions."""
    return Sentence({"kind": "sentence", "version": VERSION, "text": encode(Label(text, dict(args)))})


def check(spec: Any) -> Mapping[str, Any]:
    """A report's JSON, checked: its kind and version known."""
    if not isinstance(spec, Mapping) or spec.get("version") != VERSION or spec.get("kind") not in ("table", "sentence", "figure"):
        raise InvalidReportError(f"not a hazardlib report of version {VERSION}: {str(spec)[:200]!r}")
    return spec


def bundle(spec: Mapping[str, Any], language: str, translate: Translate) -> dict[str, Any]:
    """A report's outputs as Jupyter stores them, written in *language*.

    The book's notebook downloads use it to give each edition's readers the
    outputs in their language (the JSON stays as it is).
    """
    spec = check(spec)
    if spec["kind"] == "table":
        text = to_text(spec, language, translate)
        return {MIME: dict(spec), "text/html": to_html(spec, language, translate), "text/plain": text}
    if spec["kind"] == "sentence":
        text = write(spec["text"], language, translate)
        return {MIME: dict(spec), "text/html": f"<p>{html.escape(text)}</p>", "text/plain": text}
    import base64

    from .figures import draw

    png = base64.b64encode(draw(spec, language, translate)).decode("ascii")
    return {MIME: dict(spec), "image/png": png, "text/plain": "<Figure>"}


def bundle_messages(spec: Mapping[str, Any]) -> list[str]:
    """Every message id a report needs translated, in order."""
    spec = check(spec)
    if spec["kind"] == "table":
        found: list[str] = []
        for cell in spec["header"]:
            found += messages(cell)
        for row in spec["rows"]:
            for cell in row:
                found += messages(cell)
        return found
    if spec["kind"] == "sentence":
        return messages(spec["text"])
    from .figures import figure_messages

    return figure_messages(spec)


def to_text(spec: Mapping[str, Any], language: str, translate: Translate) -> str:
    """A table as aligned plain text."""
    spec = check(spec)
    lines = [[write(c, language, translate) for c in spec["header"]]]
    lines += [[write(c, language, translate) for c in row] for row in spec["rows"]]
    widths = [max(len(line[i]) for line in lines) for i in range(len(lines[0]))]
    return "\n".join(" | ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines)


def to_html(spec: Mapping[str, Any], language: str, translate: Translate) -> str:
    """A table as HTML (what Jupyter shows)."""
    spec = check(spec)

    def cells(row: Sequence[Spec], tag: str, stub: bool) -> str:
        out = []
        for i, c in enumerate(row):
            t = "th" if tag == "th" or (stub and i == 0) else "td"
            style = ' style="text-align: right"' if is_number(c) else ""
            scope = ' scope="row"' if t == "th" and tag != "th" else (' scope="col"' if tag == "th" else "")
            out.append(f"<{t}{scope}{style}>{html.escape(write(c, language, translate))}</{t}>")
        return "<tr>" + "".join(out) + "</tr>"

    head = cells(spec["header"], "th", False)
    body = "".join(cells(row, "td", spec["row_header"]) for row in spec["rows"])
    return f'<table class="hazardlib-report"><thead>{head}</thead><tbody>{body}</tbody></table>'
