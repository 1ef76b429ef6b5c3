"""The exercises at the end of each game chapter, and the plots' alt texts.

The answers themselves are checked where they are shown: every solution
holds a ``{doctest}`` block, which the page doctests (Sybil, see the root
``conftest.py``) run against the working given in the solution's prose.
"""

from __future__ import annotations

import functools
import json
import re
from html import unescape
from pathlib import Path

import pytest

from tests.conftest import LANGS

ROOT = Path(__file__).resolve().parents[1]
CHAPTERS = {"hazard": "hazard-ex-", "sette_e_mezzo": "sette-ex-", "hoc_mazarin": "hoc-ex-"}
#: The solution's title in each edition (sphinx-exercise, with the project's catalogs).
# The start of a solution's title, before its exercise's title (French sets a no-break space before the colon).
SOLUTION = {"en": "Solution:", "nb": "Løsning:", "ro": "Soluție:", "ru": "Решение:", "it": "Soluzione:", "fr": "Solution\u00a0:"}
EXERCISE = {"en": "Exercise", "nb": "Oppgave", "ro": "Exercițiu", "ru": "Упражнение", "it": "Esercizio", "fr": "Exercice"}
FENCE = re.compile(r"^````\{(exercise|solution)\}[ \t]*(.*?)\n(.*?)^````$", re.M | re.S)


def _blocks(chapter: str) -> list[tuple[str, str, str]]:
    return FENCE.findall((ROOT / "book" / f"{chapter}.md").read_text(encoding="utf-8"))


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_each_chapter_has_five_exercises_each_with_a_checked_folded_solution(chapter: str) -> None:
    blocks = _blocks(chapter)
    exercises = {}
    for kind, argument, body in blocks:
        if kind == "exercise":
            label = re.search(r"^:label: (\S+)$", body, re.M)
            assert label and label.group(1).startswith(CHAPTERS[chapter]), (chapter, argument)
            assert argument.strip(), f"{label.group(1)} has no title"
            exercises[label.group(1)] = None
    assert len(exercises) >= 5, chapter
    for kind, argument, body in blocks:
        if kind == "solution":
            assert argument in exercises, (chapter, argument)
            assert exercises[argument] is None, f"two solutions for {argument}"
            assert ":class: dropdown" in body, f"the solution of {argument} is not folded"
            assert "```{doctest}" in body, f"the solution of {argument} computes nothing with the engine"
            exercises[argument] = body
    assert all(exercises.values()), [k for k, v in exercises.items() if v is None]


def _text(html: str) -> str:
    return unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]*>", " ", html))).strip()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_edition_shows_the_exercises_numbered_with_folded_solutions(site: Path, lang: str, chapter: str) -> None:
    html = (site / lang / "book" / f"{chapter}.html").read_text(encoding="utf-8")
    english = (site / "en" / "book" / f"{chapter}.html").read_text(encoding="utf-8")
    labels = [label for _kind, _arg, body in _blocks(chapter)
              for label in re.findall(r"^:label: (\S+)$", body, re.M)]
    titles = []
    for n, label in enumerate(labels, start=1):
        # The exercise keeps its label as its anchor, its number within the chapter.
        m = re.search(rf'<div class="exercise admonition" id="{label}">\s*<p class="admonition-title">(.*?)</p>', html, re.S)
        assert m, (lang, label)
        title = _text(m.group(1))
        assert title.startswith(f"{EXERCISE[lang]} {n} ("), (lang, title)
        titles.append(title)
    solutions = re.findall(r'<div class="solution dropdown admonition"[^>]*>\s*<p class="admonition-title">(.*?)</p>', html, re.S)
    # Each solution is titled by its exercise: "Solution: Exercise 3 (...)", in the edition's words.
    # (Compared without spaces: the markup inside a title, *matta*, leaves spaces in the text.)
    bare = functools.partial(re.sub, r"\s+", "")
    assert [bare(_text(s)) for s in solutions] == [bare(f"{SOLUTION[lang]} {t}") for t in titles], lang
    assert 'id="exercise-content"' not in html and 'id="solution-content"' not in html
    if lang != "en":
        ours = {t.split("(", 1)[1] for t in titles}
        theirs = {_text(m).split("(", 1)[1] for m in re.findall(
            r'<div class="exercise admonition" id="[^"]+">\s*<p class="admonition-title">(.*?)</p>', english, re.S)}
        assert not ours & theirs, f"{lang}: exercise titles left in English: {sorted(ours & theirs)}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_plot_says_what_it_shows_in_the_edition_language(site: Path, lang: str) -> None:
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
        plots = [c for c in cells if any("image/png" in o.get("data", {}) for o in c.get("outputs", []))]
        english = [c["metadata"].get("mystnb", {}).get("image", {}).get("alt", "") for c in plots]
        assert all(len(a) > 80 for a in english), f"{notebook.name}: a plot without a description"
        page = (site / lang / "notebooks" / f"{notebook.stem}.html").read_text(encoding="utf-8")
        imgs = re.findall(r"<img\b[^>]*>", page)
        alts = [unescape(m.group(1)) for img in imgs if (m := re.search(r'\balt="([^"]*)"', img))]
        assert len(imgs) == len(plots) == len(alts), (lang, notebook.name, len(imgs), len(plots))
        if lang == "en":
            assert alts == english
        else:
            assert all(a and a not in english for a in alts), (lang, notebook.name, alts)
            download = json.loads((site / lang / "notebooks" / f"{notebook.stem}.{lang}.ipynb").read_text(encoding="utf-8"))
            shipped = [c["metadata"]["mystnb"]["image"]["alt"] for c in download["cells"]
                       if any("image/png" in o.get("data", {}) for o in c.get("outputs", []))]
            assert shipped == alts, (lang, notebook.name)
