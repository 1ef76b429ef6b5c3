"""Fixtures for the tests of the built book: the site folder and a local server."""

from __future__ import annotations

import functools
import http.server
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from conf import LANGUAGES  # the book's editions

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "site"
#: Every edition's site folder, English first (conf.py's list of editions).
LANGS = tuple(LANGUAGES)


@pytest.fixture(scope="session")
def site() -> Path:
    """The assembled site; `make test` builds it first.

    Outside `make test` (HAZARDLIB_REQUIRE_SITE unset) a missing site skips the
    tests that read it; under `make test` it is an error.
    """
    if not (SITE / "index.html").exists() or not all((SITE / lang).is_dir() for lang in LANGS):
        message = f"no built site in {SITE}: run `make book` first"
        if os.environ.get("HAZARDLIB_REQUIRE_SITE"):
            pytest.fail(message)
        pytest.skip(message)
    return SITE


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="session")
def server(site: Path) -> Iterator[str]:
    """Serve the site on 127.0.0.1 (a free port) for the browser tests."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
