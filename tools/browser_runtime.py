"""The book's in-browser Python: Pyodide's runtime and the wheels it runs, fetched by ``make book``.

A reader who presses Run on a code cell runs it in the browser, with
Pyodide (CPython compiled to WebAssembly). Nothing is loaded from another
host when they do: ``make book`` fetches everything once into
``_build/runtime/`` and ``tools/assemble_site.py`` copies it to the site's
``_runtime/`` folder, beside the editions:

``pyodide/``
    Pyodide's core runtime, from the npm registry's ``pyodide`` package
    (:data:`PYODIDE_VERSION`), its tarball checked against the registry's
    sha512 integrity (:data:`PYODIDE_INTEGRITY`). The core is all the book
    needs: the exact engine is pure Python, and the npm package carries no
    other packages (numpy among them: cells that need it say so).
``wheels/``
    the ``hazardlib`` wheel built from this checkout (``pip wheel``), which
    the front page also offers for download, and Babel's wheel (the
    version ``constraints.txt`` pins, from PyPI), which the reports use to
    write numbers in the edition's language.
``manifest.json``
    the file names, read by ``_static/run.js``.

Run it as ``python tools/browser_runtime.py [build folder]``; a file already
fetched, with the right hash, is not fetched again.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Pyodide's version (its Python is 3.13) and the npm registry's integrity of its tarball.
PYODIDE_VERSION = "0.28.3"
PYODIDE_INTEGRITY = "sha512-rtCsyTU55oNGpLzSVuAd55ZvruJDEX8o6keSdWKN9jPeBVSNlynaKFG7eRqkiIgU7i2M6HEgYtm0atCEQX3u4A=="
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
#: The files of the runtime a page loads (the rest of the package: types, source maps, a console).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")


def _integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def fetch_pyodide(target: Path) -> None:
    """Pyodide's runtime files in *target*, from the npm registry, checked against its integrity."""
    stamp = target / "integrity"
    if stamp.is_file() and stamp.read_text() == PYODIDE_INTEGRITY and all((target / f).is_file() for f in PYODIDE_FILES):
        return
    print(f"fetching Pyodide {PYODIDE_VERSION} from {PYODIDE_TARBALL}")
    with urllib.request.urlopen(PYODIDE_TARBALL, timeout=120) as response:  # noqa: S310 (a pinned https URL)
        data = response.read()
    if _integrity(data) != PYODIDE_INTEGRITY:
        raise SystemExit(f"the Pyodide tarball's integrity is {_integrity(data)}, not the pinned {PYODIDE_INTEGRITY}")
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as tar:
        for name in PYODIDE_FILES:
            member = tar.extractfile(f"package/{name}")
            if member is None:
                raise SystemExit(f"the Pyodide tarball has no package/{name}")
            (target / name).write_bytes(member.read())
    stamp.write_text(PYODIDE_INTEGRITY)


def _pinned(name: str) -> str:
    """The version of *name* that constraints.txt pins."""
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        match = re.fullmatch(rf"{re.escape(name)}==([^\s#]+)", line.strip(), re.I)
        if match:
            return match.group(1)
    raise SystemExit(f"constraints.txt pins no version of {name}")


def build_wheels(target: Path) -> list[str]:
    """The hazardlib wheel (built from the checkout) and Babel's (from PyPI), in *target*."""
    target.mkdir(parents=True, exist_ok=True)
    for old in target.glob("hazardlib-*.whl"):
        old.unlink()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", str(target), str(ROOT)], check=True)
    babel = _pinned("babel")
    if not list(target.glob(f"babel-{babel}-*.whl")):
        subprocess.run([*pip, "download", "--no-deps", "--only-binary", ":all:", f"babel=={babel}", "-d", str(target)],
                       check=True)
    wheels = sorted(p.name for p in target.glob("*.whl"))
    if not any(w.startswith("hazardlib-") for w in wheels) or not any(w.startswith(f"babel-{babel}-") for w in wheels):
        raise SystemExit(f"the wheels are missing from {target}: {wheels}")
    return [w for w in wheels if w.startswith("hazardlib-") or w.startswith(f"babel-{babel}-")]


def main(argv: list[str]) -> int:
    runtime = ROOT / (argv[0] if argv else "_build") / "runtime"
    fetch_pyodide(runtime / "pyodide")
    wheels = build_wheels(runtime / "wheels")
    manifest = {
        "pyodide": "pyodide/pyodide.mjs",
        "pyodide_version": PYODIDE_VERSION,
        "wheels": [f"wheels/{w}" for w in wheels],
        "hazardlib": next(f"wheels/{w}" for w in wheels if w.startswith("hazardlib-")),
    }
    (runtime / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    print(f"the in-browser runtime is in {runtime}/ (Pyodide {PYODIDE_VERSION}, {', '.join(wheels)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
