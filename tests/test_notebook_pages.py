"""What a notebook shows a reader: results as tables, checks out of sight.

A check (a cell whose answer is ``True``) runs under nbval and in the build,
but hidden (``remove-cell``); a result of several lines is a table the theme
styles (a DataFrame), not columns printed as text.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks").glob("*.ipynb"))
HIDDEN = {"remove-cell", "remove-output"}
# A bare truth value, or a tuple, list or dict of them: the answer of a check.
BOOLS = re.compile(r"^[\s(\[{]*(?:(?:[\w.'\"-]+:\s*)?(?:True|False)[\s,)\]}]*)+$")


def _visible_outputs(path: Path) -> list[tuple[int, dict[str, object]]]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    out = []
    for index, cell in enumerate(cells):
        if cell["cell_type"] != "code" or HIDDEN & set(cell.get("metadata", {}).get("tags", [])):
            continue
        out.extend((index, output) for output in cell.get("outputs", []))
    return out


def test_the_patterns_tell_a_check_from_a_result() -> None:
    assert BOOLS.match("True") and BOOLS.match("(True, True, False)") and BOOLS.match("{5: True, 6: True}")
    assert not BOOLS.match("Fraction(244, 495)") and not BOOLS.match("(18, -37, 16)")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_visible_cell_answers_true(path: Path) -> None:
    offenders = []
    for index, output in _visible_outputs(path):
        data = output.get("data", {})
        text = "".join(data.get("text/plain", "")) if isinstance(data, dict) else ""
        if output["output_type"] == "stream":
            text = "".join(output.get("text", ""))  # type: ignore[arg-type]
        if text.strip() and BOOLS.match(text.strip()):
            offenders.append(f"cell {index}: {text.strip()[:60]}")
    assert not offenders, "a check shown to the reader (tag it remove-cell): " + "; ".join(offenders)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_no_visible_cell_prints_a_table(path: Path) -> None:
    offenders = []
    for index, output in _visible_outputs(path):
        if output["output_type"] == "stream" and output.get("name") == "stdout":
            lines = [line for line in "".join(output.get("text", "")).splitlines() if line.strip()]  # type: ignore[arg-type]
            if len(lines) >= 3:
                offenders.append(f"cell {index}: {lines[0][:60]!r}")
    assert not offenders, "results printed as text (show a DataFrame): " + "; ".join(offenders)
