"""Fixtures for the tests of the built book: the site folder and a local server."""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import tempfile
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


#: Debian's Chromium and its driver, which the browser tests drive.
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
MISSING_CHROMIUM = ("Chromium not found: install Debian's chromium and chromium-driver "
                    "(apt-get install chromium chromium-driver)")


@contextlib.contextmanager
def chromium(*flags: str, capabilities: dict[str, object] | None = None) -> Iterator[object]:
    """Headless Chromium with a new empty profile and the flags this machine's closed network needs.

    Without Chromium the test is skipped with a message saying what to install
    (a failure under CI, which sets HAZARDLIB_REQUIRE_BROWSER).
    """
    if not CHROMIUM or not CHROMEDRIVER:
        if os.environ.get("HAZARDLIB_REQUIRE_BROWSER"):
            pytest.fail(MISSING_CHROMIUM)
        pytest.skip(MISSING_CHROMIUM)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="hazardlib-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--window-size=1280,900", *flags,
    ):
        options.add_argument(flag)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)
