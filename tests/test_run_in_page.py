"""Run it in the page (issue 24): a reader edits a cell, runs it in the browser, offline, and reads the result.

Headless Chromium, with every host but the site's own address unresolvable
(``--host-resolver-rules``), loads a chapter of each edition, changes a
rule option in a code example, presses Run and reads the new number, which
the test works out independently with the engine itself. Pyodide and the
wheels come from the site's ``_runtime`` folder (``tools/browser_runtime.py``).
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from tests.conftest import LANGS, chromium

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def offline_browser() -> Iterator[object]:
    """Chromium that can reach 127.0.0.1 and nothing else."""
    # Every other host is unreachable: the page must find all it needs on the site.
    with chromium("--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                  capabilities={"goog:loggingPrefs": {"performance": "ALL"}}) as driver:
        driver.set_page_load_timeout(60)  # type: ignore[attr-defined]
        yield driver


def _wait(driver: object, condition: object, timeout: float = 90) -> object:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)  # type: ignore[arg-type]


def _requested_hosts(driver: object) -> set[str]:
    from urllib.parse import urlsplit

    hosts = set()
    for entry in driver.get_log("performance"):  # type: ignore[attr-defined]
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            url = message["params"]["request"]["url"]
            if url.startswith(("http://", "https://")):
                hosts.add(urlsplit(url).hostname or "")
    return hosts


def test_the_runtime_and_the_wheels_are_on_the_site(site: Path) -> None:
    manifest = json.loads((site / "_runtime" / "manifest.json").read_text(encoding="utf-8"))
    for name in ("pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", *manifest["wheels"]):
        assert (site / "_runtime" / name).is_file(), name
    # The wheel carries each edition's report catalog, so an installed hazardlib speaks the editions' languages.
    with zipfile.ZipFile(site / "_runtime" / manifest["hazardlib"]) as wheel:
        names = set(wheel.namelist())
    for folder in ("fr", "it", "nb_NO", "ro", "ru"):
        assert f"hazardlib/report/locale/{folder}/LC_MESSAGES/report.po" in names, folder


@pytest.mark.parametrize("lang", LANGS)
def test_a_reader_changes_a_rule_and_runs_it_offline(offline_browser: object, server: str, lang: str) -> None:
    from selenium.webdriver.common.by import By

    import hazardlib.hazard as hazard

    driver = offline_browser
    driver.get(f"{server}/{lang}/book/hazard.html")  # type: ignore[attr-defined]
    # The chapter's example of the Hoyle variant: the caster's chance of winning a round.
    def hoyle_example(d: object) -> object:
        blocks = d.find_elements(By.CSS_SELECTOR, "div.highlight-pycon")  # type: ignore[attr-defined]
        found = [b for b in blocks if 'Rules.variant("hoyle")' in (t := b.get_attribute("textContent"))
                 and "caster_win_probability" in t]
        return found[0] if found else False

    target = _wait(driver, hoyle_example, timeout=30)
    button = target.find_element(By.XPATH, "following-sibling::div[@class='hazardbook-run-bar'][1]//button")
    # The button speaks the edition's language.
    assert (button.text == "Run") == (lang == "en"), button.text
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)  # type: ignore[attr-defined]
    button.click()
    editor = _wait(driver, lambda d: target.find_element(By.CSS_SELECTOR, "textarea.hazardbook-run-editor"))
    output = target.find_element(By.XPATH, "following-sibling::div[contains(@class,'hazardbook-run-output')][1]")
    _wait(driver, lambda d: button.is_enabled() and "hazardbook-run-output" in output.get_attribute("class")
          and output.text and button.text == button.get_attribute("data-label"))
    # The reader changes a rule option: only direct nicks (the main again) win at once, not 11 and 12.
    code = editor.get_attribute("value")
    changed = code.replace('Rules.variant("hoyle")', 'Rules.variant("hoyle").replace(nicks="direct")', 1)
    assert changed != code
    driver.execute_script("arguments[0].value = arguments[1]", editor, changed)  # type: ignore[attr-defined]
    button.click()
    _wait(driver, lambda d: button.is_enabled() and button.text == button.get_attribute("data-label"))
    # The engine's own answer, and the one the page printed before the change.
    expected = hazard.caster_win_probability(rules=hazard.Rules.variant("hoyle").replace(nicks="direct"))
    before = hazard.caster_win_probability(rules=hazard.Rules.variant("hoyle"))
    assert expected != before
    assert repr(Fraction(expected)) in output.text, output.text
    assert repr(Fraction(before)) not in output.text, output.text
    assert "error" not in output.get_attribute("class")
    hosts = _requested_hosts(driver)
    assert hosts <= {"127.0.0.1"}, f"the page asked other hosts: {hosts - {'127.0.0.1'}}"


def test_code_that_needs_numpy_says_so(offline_browser: object, server: str) -> None:
    """A simulation cell, run in the page, says that it needs numpy and where to run it."""
    from selenium.webdriver.common.by import By

    driver = offline_browser
    driver.get(f"{server}/en/notebooks/hazard.html")  # type: ignore[attr-defined]
    cell = _wait(driver, lambda d: next((c for c in d.find_elements(By.CSS_SELECTOR, "div.cell")
                                         if "import numpy" in c.get_attribute("textContent")), False), timeout=30)
    button = cell.find_element(By.CSS_SELECTOR, ".hazardbook-run-bar button")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)  # type: ignore[attr-defined]
    button.click()
    _wait(driver, lambda d: button.is_enabled() and button.text == button.get_attribute("data-label"))
    output = cell.find_element(By.CSS_SELECTOR, ".hazardbook-run-output")
    assert "hazardbook-run-error" in output.get_attribute("class")
    assert "numpy" in output.text and "make lab" in output.text, output.text


def test_a_teacher_pushes_ties_in_the_sette_try_it_cell(offline_browser: object, server: str) -> None:
    """The Sette chapter's cell for a class: with ties pushed, the bank's edge against the dealer
    on 5 falls from 15.85 % to 5.84 %, the figures the chapter's live-game section prints."""
    from selenium.webdriver.common.by import By

    driver = offline_browser
    driver.get(f"{server}/en/book/sette_e_mezzo.html")  # type: ignore[attr-defined]
    cell = _wait(driver, lambda d: next((c for c in d.find_elements(By.CSS_SELECTOR, "#sette-try div.cell")
                                         if 'Rules(ties="dealer")' in c.get_attribute("textContent")), False), timeout=30)
    button = cell.find_element(By.CSS_SELECTOR, ".hazardbook-run-bar button")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)  # type: ignore[attr-defined]
    button.click()
    editor = _wait(driver, lambda d: cell.find_element(By.CSS_SELECTOR, "textarea.hazardbook-run-editor"))
    _wait(driver, lambda d: button.is_enabled() and button.text == button.get_attribute("data-label"))
    code = editor.get_attribute("value")
    driver.execute_script("arguments[0].value = arguments[1]", editor,  # type: ignore[attr-defined]
                          code.replace('Rules(ties="dealer")', 'Rules(ties="push")', 1))
    button.click()
    _wait(driver, lambda d: button.is_enabled() and button.text == button.get_attribute("data-label"))
    output = cell.find_element(By.CSS_SELECTOR, ".hazardbook-run-output")
    assert "error" not in output.get_attribute("class"), output.text
    assert "15.85%" in output.text and "5.84%" in output.text, output.text
