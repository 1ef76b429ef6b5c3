"""Benchmark of running the book's code in the page (issue 24), in headless Chromium on this machine.

Run: .venv/bin/python bench/bench_run_in_page.py  (needs the built site, `make book`, and Debian's
chromium and chromium-driver; about half a minute)

1. The time from pressing Run on the Hazard chapter's first example to its result: cold (a new
   browser profile, nothing cached: Pyodide and the wheels load) and warm (the same cell again, the
   session loaded). Goals: under 10 s cold, under 1 s warm. Best and worst of three fresh browsers.
2. The bytes a reader downloads for the Hazard chapter without the runtime (the page as it opens)
   and with it (after the first Run), read from the browser's resource timing (encoded body sizes
   over HTTP from the local server, which does not compress).
3. The size of the site: the six editions and the shared runtime.

Every other host is unreachable (--host-resolver-rules), as in the tests: nothing comes from the network.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "_build" / "site"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def _browser():  # type: ignore[no-untyped-def]
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--no-first-run", f"--user-data-dir={tempfile.mkdtemp()}",
                 "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1", "--window-size=1280,900"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "chromedriver"), options=options)


def _bytes(driver) -> int:  # type: ignore[no-untyped-def]
    return int(driver.execute_script(
        "return performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
        ".reduce((n, e) => n + (e.encodedBodySize || 0), 0)"))


def _run(driver, button) -> float:  # type: ignore[no-untyped-def]
    from selenium.webdriver.support.ui import WebDriverWait

    started = time.perf_counter()
    button.click()
    WebDriverWait(driver, 120).until(lambda d: button.is_enabled() and button.text == button.get_attribute("data-label"))
    return time.perf_counter() - started


def main() -> int:
    if not (SITE / "_runtime" / "manifest.json").is_file():
        print("no built site with its runtime: run `make book` first", file=sys.stderr)
        return 1
    if not shutil.which("chromium") or not shutil.which("chromedriver"):
        print("Chromium not found: apt-get install chromium chromium-driver", file=sys.stderr)
        return 1
    from selenium.webdriver.common.by import By

    handler = functools.partial(_Quiet, directory=str(SITE))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/en/book/hazard.html"
    cold, warm, before, after = [], [], [], []
    for _ in range(3):
        driver = _browser()
        try:
            driver.get(url)
            time.sleep(0.5)
            before.append(_bytes(driver))
            button = driver.find_element(By.CSS_SELECTOR, "div.highlight-pycon + .hazardbook-run-bar button")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
            cold.append(_run(driver, button))
            warm.append(_run(driver, button))
            after.append(_bytes(driver))
        finally:
            driver.quit()
    httpd.shutdown()
    print("== Run in the page (Hazard chapter, first example; headless Chromium, local server)")
    print(f"  first Run, cold:  best {min(cold):.2f} s, worst {max(cold):.2f} s   (goal < 10 s)")
    print(f"  Run again, warm:  best {min(warm) * 1000:.0f} ms, worst {max(warm) * 1000:.0f} ms   (goal < 1 s)")
    print(f"  page without the runtime: {statistics.median(before) / 1e6:.2f} MB")
    print(f"  page with the runtime (after Run): {statistics.median(after) / 1e6:.2f} MB")

    def size(path: Path) -> int:
        return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())

    editions = [p for p in SITE.iterdir() if p.is_dir() and p.name != "_runtime"]
    print(f"  site: {size(SITE) / 1e6:.1f} MB in all; runtime {size(SITE / '_runtime') / 1e6:.1f} MB (shared); "
          f"editions {', '.join(f'{p.name} {size(p) / 1e6:.1f} MB' for p in sorted(editions))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
