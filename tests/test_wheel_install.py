"""The wheel that `make book` builds installs without the repository and runs a notebook (issue 24).

A fresh virtual environment (no access to this checkout's packages) installs
the wheel the front page offers, with pip and the project's pinned versions,
then runs the code of the dice notebook from a folder outside the repository,
in French: the wheel must carry the engine and the report catalogs.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import venv
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent


def _wheel(site: Path) -> Path:
    manifest = json.loads((site / "_runtime" / "manifest.json").read_text(encoding="utf-8"))
    return site / "_runtime" / manifest["hazardlib"]


def test_every_front_page_offers_the_wheel(site: Path) -> None:
    wheel = _wheel(site)
    for edition in sorted(p for p in site.iterdir() if (p / "book" / "index.html").is_file()):
        page = (edition / "book" / "index.html").read_text(encoding="utf-8")
        links = re.findall(r'href="([^"]*' + re.escape(wheel.name) + ')"', page)
        assert links, f"{edition.name}: no link to {wheel.name}"
        target = (edition / "book" / links[0]).resolve()
        assert target.is_file() and target.read_bytes() == wheel.read_bytes(), f"{edition.name}: {links[0]}"


def test_the_wheel_installs_in_a_fresh_environment_and_runs_a_notebook(site: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    install = subprocess.run(
        # The notebooks draw figures with matplotlib, which the front page says to install with the wheel.
        [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(_wheel(site)), "matplotlib"],
        capture_output=True, text=True, env={**os.environ, "PIP_CONSTRAINT": str(ROOT / "constraints.txt")},
    )
    assert install.returncode == 0, install.stderr[-3000:]
    notebook = nbformat.read(ROOT / "notebooks" / "dice.ipynb", as_version=4)
    assert all(not line.lstrip().startswith(("%", "!")) for c in notebook.cells for line in c.source.splitlines())
    # Jupyter's display(), as a reader's terminal shows it: the text of each report.
    shim = ("def display(*objects):\n    for o in objects:\n"
            "        print(o._repr_mimebundle_().get('text/plain') if hasattr(o, '_repr_mimebundle_') else repr(o))\n")
    script = shim + "\n\n".join(cell.source for cell in notebook.cells if cell.cell_type == "code")
    script += "\n\nimport hazardlib, hazardlib.report.catalog as c\nprint(hazardlib.__file__)\nprint(c.default_locale_dir())\n"
    (tmp_path / "dice.py").write_text(script, encoding="utf-8")
    run = subprocess.run(
        [str(python), "dice.py"], capture_output=True, text=True, cwd=tmp_path,
        env={k: v for k, v in {**os.environ, "HAZARDLIB_LANGUAGE": "fr", "MPLBACKEND": "Agg"}.items()
             if k not in ("PYTHONPATH", "VIRTUAL_ENV")},
    )
    assert run.returncode == 0, run.stderr[-3000:]
    # The notebook's table in French, from the catalog the wheel carries.
    assert "fréquence (simulée)" in run.stdout, run.stdout[-2000:]
    installed, catalogs = run.stdout.strip().splitlines()[-2:]
    # The engine and its catalogs come from the environment, not from this checkout.
    assert str(env_dir) in installed and str(ROOT) not in installed, installed
    assert Path(catalogs, "fr", "LC_MESSAGES", "report.po").is_file(), catalogs
    assert str(env_dir) in catalogs, catalogs
