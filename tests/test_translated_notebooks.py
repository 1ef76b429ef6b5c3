"""Each edition offers its notebooks in its own language, and they run as the English ones do.

The download button of a notebook page gives ``_sources/notebooks/<name>.ipynb``.
In the translated editions that file is written by the build from the English
notebook and the edition's catalog (``tools/translate_notebooks.py``). Each
must be a valid notebook, carry exactly the English code and outputs, have
its prose in the edition's language, and pass nbval like the English one.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from tests.conftest import LANGS

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
TRANSLATED = [lang for lang in LANGS if lang != "en"]


def _code(notebook: nbformat.NotebookNode) -> list[tuple[str, object]]:
    return [(c.source, c.get("outputs")) for c in notebook.cells if c.cell_type == "code"]


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_the_download_is_the_notebook_in_the_edition_language(site: Path, lang: str, name: str) -> None:
    english = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    path = site / lang / "_sources" / "notebooks" / name
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    assert _code(notebook) == _code(english), "the code or its outputs differ from the English notebook"
    prose = [(c.source, e.source) for c, e in zip(notebook.cells, english.cells) if c.cell_type == "markdown"]
    translated = sum(1 for ours, theirs in prose if ours != theirs)
    assert translated == len(prose), f"{len(prose) - translated} of {len(prose)} markdown cells are still English"
    # The labels stay, so {ref} links and the site's anchors keep working.
    for ours, theirs in prose:
        labels = [line for line in theirs.splitlines() if line.startswith("(") and line.endswith(")=")]
        assert all(label in ours.splitlines() for label in labels)


def test_the_translated_notebooks_pass_nbval(site: Path) -> None:
    paths = [str(site / lang / "_sources" / "notebooks" / name) for lang in TRANSLATED for name in NOTEBOOKS]
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax", "--nbval-current-env",
         "--rootdir", str(site), "-c", "/dev/null", *paths],
        capture_output=True, text=True, cwd=site,
    )
    assert result.returncode == 0, result.stdout[-3000:]
