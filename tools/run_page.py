"""Run a chapter's code cells (or a notebook's) and print each report in a language.

A quick check while editing a page, without building the book::

    .venv/bin/python tools/run_page.py book/hazard.md fr
    .venv/bin/python tools/run_page.py notebooks/dice.ipynb nb_NO

Tables and sentences print as text, figures as the words they would show; the
language's ``report`` catalog (``locale/<lang>/LC_MESSAGES/report.po``)
translates what it already holds, and the words it lacks are listed at the end.
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path
from typing import Any

from hazardlib.report import Figure, Sentence, Table, current, use_language
from hazardlib.report.catalog import translations
from hazardlib.report.tables import bundle_messages, to_text

CELL = re.compile(r"^```\{code-cell\}[^\n]*\n(.*?)^```$", re.S | re.M)


def cells(path: Path) -> list[str]:
    if path.suffix == ".ipynb":
        nb = json.loads(path.read_text(encoding="utf-8"))
        return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    found = []
    for block in CELL.findall(path.read_text(encoding="utf-8")):
        lines = block.splitlines()
        while lines and lines[0].startswith(":"):
            lines.pop(0)  # the cell's options
        found.append("\n".join(lines))
    return found


def main(path: str, language: str = "en") -> None:
    use_language(language)
    known = translations(language)
    missing: list[str] = []
    shown: list[Any] = []

    def display(*values: Any) -> None:
        shown.extend(values)

    namespace: dict[str, Any] = {"display": display, "__name__": "__page__"}
    for i, source in enumerate(cells(Path(path)), start=1):
        shown.clear()
        tree = ast.parse(source)
        last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
        exec(compile(tree, f"<cell {i}>", "exec"), namespace)
        if last is not None:  # the value of the cell's last expression, as Jupyter shows it
            shown.append(eval(compile(ast.Expression(last.value), f"<cell {i}>", "eval"), namespace))
        for value in shown:
            if isinstance(value, (Table, Sentence, Figure)):
                spec = value.spec
                missing += [m for m in bundle_messages(spec) if language != "en" and m not in known]
                print(f"--- cell {i}")
                if isinstance(value, Figure):
                    print("figure:", bundle_messages(spec))
                else:
                    print(str(value) if isinstance(value, Sentence) else to_text(spec, *current()))
    if missing:
        print("\nnot yet in the catalog:", sorted(set(missing)))


if __name__ == "__main__":
    main(*sys.argv[1:])
