"""Browser tests: headless Chromium (Debian's chromium + chromium-driver)
against the built site served on 127.0.0.1.

Without Chromium these tests are skipped with a message saying what to
install; everything else in `make test` still runs.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.conftest import LANGS, chromium

pytestmark = pytest.mark.browser


# A word of each language, searched for in that language's book.
SEARCH_WORDS = {"en": "caster", "nb": "kaster", "ro": "aruncător", "ru": "метатель", "it": "lanciatore", "fr": "lanceur"}


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    with chromium() as driver:
        driver.set_page_load_timeout(30)  # type: ignore[attr-defined]
        yield driver


def _wait(driver: object, condition: object, timeout: float = 15) -> object:
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, timeout).until(condition)  # type: ignore[arg-type]


def _open(browser: object, url: str) -> None:
    """Go to a page and wait until it has loaded: Chromium's driver can return from
    get() while a page after an anchored one is still loading."""
    browser.get(url)  # type: ignore[attr-defined]
    _wait(browser, lambda d: d.execute_script("return document.readyState") == "complete")


@pytest.mark.parametrize("target", [l for l in LANGS if l != "en"] + ["en"])
def test_language_switcher_keeps_page_and_anchor(browser: object, server: str, target: str) -> None:
    from selenium.webdriver.common.by import By

    start = "ru" if target == "en" else "en"
    _open(browser, f"{server}/{start}/book/core.html#core-dice")
    link = _wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, f'a.book-language-link[data-language="{target}"]'))
    browser.execute_script("arguments[0].scrollIntoView()", link)  # type: ignore[attr-defined]
    link.click()  # type: ignore[attr-defined]
    _wait(browser, lambda d: f"/{target}/book/core.html" in d.current_url)
    assert browser.current_url.endswith(f"/{target}/book/core.html#core-dice")  # type: ignore[attr-defined]
    assert browser.find_element(By.ID, "core-dice")  # type: ignore[attr-defined]
    lang = browser.find_element(By.TAG_NAME, "html").get_attribute("lang")  # type: ignore[attr-defined]
    assert lang.lower().startswith(target), lang


@pytest.mark.parametrize("lang", LANGS)
def test_search_finds_a_word_in_its_language(browser: object, server: str, lang: str) -> None:
    from selenium.webdriver.common.by import By

    word = SEARCH_WORDS[lang]
    _open(browser, f"{server}/{lang}/search.html?q={word}")
    # Results are shown one at a time; the search is over when the summary
    # ("... found N pages ...", in the page's language) gives their number.
    finished = (
        "var s = document.querySelector('#search-results p.search-summary');"
        "return !!s && /[0-9]/.test(s.innerText);"
    )
    _wait(browser, lambda d: d.execute_script(finished))
    results = browser.find_elements(By.CSS_SELECTOR, "#search-results ul.search li")  # type: ignore[attr-defined]
    links = [r.find_element(By.TAG_NAME, "a").get_attribute("href") for r in results]  # type: ignore[attr-defined]
    assert any(f"/{lang}/book/glossary.html" in href for href in links), links


def test_notebook_page_shows_output_and_plot(browser: object, server: str) -> None:
    from selenium.webdriver.common.by import By

    for lang in LANGS:
        _open(browser, f"{server}/{lang}/notebooks/dice.html")
        # The three dice's distribution is a rendered table, not printed text.
        # Read once the tables are laid out: an element's text is empty until the page is painted.
        def rendered(d: object) -> str:
            return " ".join(e.text for e in d.find_elements(By.CSS_SELECTOR, ".cell_output table")).strip()  # type: ignore[attr-defined]

        try:
            tables = str(_wait(browser, rendered))
        except Exception:  # a timeout: the assertion below shows what was there
            tables = rendered(browser)
        assert "1/216" in tables and "21/2" in tables, tables[:300]
        images = browser.find_elements(By.CSS_SELECTOR, ".cell_output img")  # type: ignore[attr-defined]
        assert images
        assert all(
            browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", img)  # type: ignore[attr-defined]
            for img in images
        )


@pytest.mark.parametrize(
    "page",
    [
        "book/index.html", "book/glossary.html", "book/core.html", "notebooks/dice.html", "book/api/core.html",
        "book/hazard.html", "book/sette_e_mezzo.html", "book/hoc_mazarin.html", "notebooks/hazard.html",
    ],
)
def test_narrow_screen_has_no_horizontal_scroll(browser: object, server: str, page: str) -> None:
    browser.execute_cdp_cmd(  # type: ignore[attr-defined]
        "Emulation.setDeviceMetricsOverride",
        {"width": 375, "height": 800, "deviceScaleFactor": 2, "mobile": True},
    )
    try:
        for lang in LANGS:
            _open(browser, f"{server}/{lang}/{page}")
            widths = browser.execute_script(  # type: ignore[attr-defined]
                "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
            )
            assert widths[0] <= widths[1], f"{lang}/{page}: content {widths[0]} px wide in a {widths[1]} px screen"
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})  # type: ignore[attr-defined]


def test_a_rule_is_cited_in_the_edition_language_with_one_click(browser: object, server: str) -> None:
    from selenium.webdriver.common.by import By

    browser.execute_cdp_cmd(  # type: ignore[attr-defined]
        "Browser.grantPermissions",
        {"origin": server, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
    )
    expected = {
        "en": "hazardlib, Rule H3, edition in English, ",
        "ro": "hazardlib, Regula H3, ediția în limba română, ",
        "ru": "hazardlib, Правило H3, издание на русском языке, ",
        "it": "hazardlib, Regola H3, edizione in italiano, ",
        "fr": "hazardlib, Règle H3, édition en français, ",
    }
    for lang, start in expected.items():
        page = f"{server}/{lang}/book/hazard.html"
        _open(browser, page)
        section = browser.find_element(By.ID, "hazard-rule-nick")  # type: ignore[attr-defined]
        # The buttons sit under the rule's heading, not at the end of its section.
        heading = section.find_element(By.CSS_SELECTOR, "h3")
        cite = browser.execute_script(  # type: ignore[attr-defined]
            "return arguments[0].nextElementSibling", heading
        ).find_element(By.CSS_SELECTOR, "button.rule-cite-line")
        browser.execute_script("arguments[0].scrollIntoView()", cite)  # type: ignore[attr-defined]
        cite.click()
        line = start + page + "#hazard-rule-nick"
        _wait(browser, lambda d: cite.get_attribute("data-copied") == line)
        pasted = browser.execute_async_script(  # type: ignore[attr-defined]
            "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('error ' + e); });"
        )
        assert pasted == line
        bibtex = section.find_element(By.CSS_SELECTOR, "button.rule-cite-bibtex")
        bibtex.click()
        _wait(browser, lambda d: (bibtex.get_attribute("data-copied") or "").startswith("@misc{hazardlib-rule-H3,"))
        assert f"url = {{{page}#hazard-rule-nick}}" in bibtex.get_attribute("data-copied")


def test_a_solution_is_folded_until_the_reader_opens_it(browser: object, server: str) -> None:
    import json

    from selenium.webdriver.common.by import By

    for lang in LANGS:
        _open(browser, f"{server}/{lang}/book/hazard.html")
        strings = json.loads(browser.find_element(By.ID, "hazardbook-cite-strings").get_attribute("textContent"))  # type: ignore[attr-defined]
        solution = browser.find_element(By.CSS_SELECTOR, "div.solution.dropdown")  # type: ignore[attr-defined]
        body = solution.find_element(By.CSS_SELECTOR, ".solution-content")
        button = _wait(browser, lambda d: solution.find_element(By.CSS_SELECTOR, "button.toggle-button"))
        assert not body.is_displayed(), lang
        title = solution.find_element(By.CSS_SELECTOR, "p.admonition-title")
        # The solution is titled by its exercise ("Solution: Exercise 1 (...)"), in the page's
        # language, and its fold button is named by that title (sphinx-togglebutton writes English).
        exercise = browser.execute_script(  # type: ignore[attr-defined]
            "return arguments[0].previousElementSibling.querySelector('.admonition-title').textContent", solution
        ).strip()
        assert exercise and exercise in title.get_attribute("textContent"), (lang, exercise)
        assert button.get_attribute("aria-label") == title.get_attribute("textContent").strip(), lang  # type: ignore[attr-defined]
        assert strings["toggle_hidden"] not in button.get_attribute("aria-label"), lang
        browser.execute_script("arguments[0].scrollIntoView()", title)  # type: ignore[attr-defined]
        title.click()
        _wait(browser, lambda d: body.is_displayed())
        assert "Opening.NICK" in body.text, lang


#: One page of each kind: the front page, the chapters, the notebooks, the glossary, the
#: bibliography, the citing page, an API page, the search page and both indices.
AXE_PAGES = ["book/index.html", "book/core.html", "book/hazard.html", "book/hoc_mazarin.html",
             "book/sette_e_mezzo.html", "notebooks/dice.html", "notebooks/hazard.html",
             "notebooks/sette_e_mezzo.html", "notebooks/hoc_mazarin.html", "book/glossary.html",
             "book/bibliography.html", "book/citing.html", "book/api/core.html", "search.html",
             "genindex.html", "py-modindex.html"]


@pytest.fixture(scope="module")
def axe_source() -> str:
    """axe-core, as the kept package axe-playwright-python ships it (only its script is used)."""
    from pathlib import Path

    import axe_playwright_python

    return (Path(axe_playwright_python.__file__).parent / "axe.min.js").read_text(encoding="utf-8")


def _axe_violations(browser: object, axe_source: str) -> list[str]:
    """Every rule axe-core has (its experimental ones and WCAG's enhanced contrast, 7:1,
    included), every impact (minor included), on the page the browser shows."""
    browser.execute_script(axe_source)  # type: ignore[attr-defined]
    return browser.execute_async_script(  # type: ignore[attr-defined,no-any-return]
        "var done = arguments[0];"
        "var every = axe.getRules().map(function (rule) { return rule.ruleId; });"
        "axe.run(document, {runOnly: {type: 'rule', values: every}, resultTypes: ['violations']}).then(function (r) {"
        "  done(r.violations.map(function (v) {"
        "    return v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 2).map(function (n) { return n.target.join(' '); }).join('; ');"
        "  }));"
        "}, function (e) { done(['axe failed: ' + e]); });"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_pages_have_no_accessibility_violation(browser: object, server: str, axe_source: str, lang: str) -> None:
    # One page of each kind, in the theme's light mode (the default).
    browser.set_script_timeout(180)  # type: ignore[attr-defined]
    found = []
    for page in AXE_PAGES:
        _open(browser, f"{server}/{lang}/{page}")
        found += [f"{lang}/{page}: {v}" for v in _axe_violations(browser, axe_source)]
    assert not found, "\n".join(found)


def test_dark_mode_pages_have_no_accessibility_violation(browser: object, server: str, axe_source: str) -> None:
    # The theme's dark mode (the reader's choice, kept in localStorage) has its own
    # colours: its link blue was 5.7:1 on the page, under the enhanced 7:1.
    browser.set_script_timeout(180)  # type: ignore[attr-defined]
    _open(browser, f"{server}/en/book/index.html")
    browser.execute_script("localStorage.setItem('mode', 'dark'); localStorage.setItem('theme', 'dark');")  # type: ignore[attr-defined]
    found = []
    try:
        for page in AXE_PAGES:
            _open(browser, f"{server}/en/{page}")
            theme = browser.execute_script("return document.documentElement.dataset.theme")  # type: ignore[attr-defined]
            assert theme == "dark", (page, theme)
            found += [f"en/{page} (dark): {v}" for v in _axe_violations(browser, axe_source)]
    finally:
        browser.execute_script("localStorage.clear()")  # type: ignore[attr-defined]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", LANGS[1:])
def test_interface_speaks_the_page_language_once_scripts_ran(browser: object, server: str, lang: str) -> None:
    # The check of tests/test_ui_strings.py on the page as Chromium shows it: with
    # the strings the scripts add (fold buttons, tooltips, the search's summary).
    from tests.test_ui_strings import english_in, page_strings

    found = []
    for page in ["book/hazard.html", f"search.html?q={SEARCH_WORDS[lang]}", "notebooks/dice.html", "book/api/core.html"]:
        _open(browser, f"{server}/{lang}/{page}")
        if page.startswith("search"):
            _wait(browser, lambda d: d.execute_script(
                "var s = document.querySelector('#search-results p.search-summary'); return !!s && /[0-9]/.test(s.innerText);"
            ))
        html = browser.execute_script("return document.documentElement.outerHTML")  # type: ignore[attr-defined]
        for where, string, chrome in page_strings(page.split("?")[0], html, lang):
            found += [f"{lang}/{page}: {where} {string.strip()[:80]!r} is English: {hit}"
                      for hit in english_in(string, lang, within=chrome)]
    assert not found, "\n".join(sorted(set(found)))


def test_glossary_is_one_card_per_term_on_a_phone(browser: object, server: str) -> None:
    # Eight columns do not fit a 375 px screen: each term becomes a card whose
    # cells carry their column's name, and each term has an anchor the chapters link to.
    browser.execute_cdp_cmd(  # type: ignore[attr-defined]
        "Emulation.setDeviceMetricsOverride",
        {"width": 375, "height": 800, "deviceScaleFactor": 2, "mobile": True},
    )
    try:
        for lang in LANGS:
            _open(browser, f"{server}/{lang}/book/hazard.html")
            link = browser.execute_script(  # type: ignore[attr-defined]
                "var a = document.querySelector('a[href$=\"glossary.html#glossary-main\"]'); return a && a.href;"
            )
            assert link, f"{lang}: the Hazard chapter links no glossary term"
            _open(browser, link)
            card = browser.execute_script(  # type: ignore[attr-defined]
                "var t = document.getElementById('glossary-main'); var tr = t && t.closest('tr');"
                "if (!tr) { return null; } var r = tr.getBoundingClientRect();"
                "return {left: r.left, right: r.right, width: innerWidth, display: getComputedStyle(tr).display,"
                " labels: Array.from(tr.children).map(function (c) { return c.getAttribute('data-label'); }),"
                " heads: Array.from(tr.closest('table').querySelectorAll('thead th')).map(function (h) { return h.textContent.trim(); })};"
            )
            assert card, f"{lang}: no glossary row with the anchor glossary-main"
            assert card["display"] == "block", (lang, card)
            assert 0 <= card["left"] and card["right"] <= card["width"], (lang, card)
            assert card["labels"] == card["heads"] and len(card["heads"]) == 8, (lang, card)
    finally:
        browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})  # type: ignore[attr-defined]
