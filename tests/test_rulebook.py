"""The rules of the book and their code, checked both ways.

* Every rule heading of the book ("Rule M16. ...") has an entry in the
  registry (:mod:`hazardlib.rulebook`), with the label that precedes the
  heading, and the chapter shows its code with a ``rule-code`` directive.
* Every entry of the registry names real objects, and each of them says in
  its docstring which rule it implements, linked to the rule's label.
* Every public function and class of a game implements a rule or is listed
  among the game's helpers.

That every label is an anchor in every edition is checked on the built site
(``test_site.py``).
"""

from __future__ import annotations

import importlib
import inspect
import re
from pathlib import Path

import pytest

from hazardlib import rulebook
from hazardlib.errors import UnknownRuleError

ROOT = Path(__file__).resolve().parent.parent
PAGES = ("book/hazard.md", "book/sette_e_mezzo.md", "book/hoc_mazarin.md")
_HEADING = re.compile(r"^\((?P<label>[a-z0-9-]+)\)=\n#{2,4} Rule (?P<number>[A-Z][0-9]+)\. (?P<title>.+)$", re.M)


def _book_rules() -> dict[str, tuple[str, str, str]]:
    """number -> (page, label, title) for every rule heading of the book."""
    found: dict[str, tuple[str, str, str]] = {}
    for page in PAGES:
        text = (ROOT / page).read_text(encoding="utf-8")
        for m in _HEADING.finditer(text):
            assert m["number"] not in found, f"rule {m['number']} is stated twice"
            found[m["number"]] = (page.removesuffix(".md"), m["label"], m["title"])
    return found


BOOK = _book_rules()
REGISTRY = {r.number: r for r in rulebook.rules()}


def test_the_book_has_its_rules() -> None:
    # A count from the chapters' headings: 7 + 4 Hazard, 17 + 8 + 7 Sette e mezzo (with the live game), 18 Hoc Mazarin.
    assert len(BOOK) == 7 + 4 + 17 + 8 + 7 + 18


def test_every_rule_of_the_book_is_registered_with_its_label_and_page() -> None:
    assert set(BOOK) == set(REGISTRY)
    for number, (page, label, title) in BOOK.items():
        r = REGISTRY[number]
        assert (r.page, r.label) == (page, label), number
        plain = re.sub(r"[*`]", "", title)
        assert r.title == plain, (number, r.title, plain)


@pytest.mark.parametrize("number", sorted(BOOK))
def test_the_chapter_shows_the_code_of_each_rule(number: str) -> None:
    page, label, _title = BOOK[number]
    text = (ROOT / f"{page}.md").read_text(encoding="utf-8")
    start = text.index(f"({label})=")
    following = re.search(r"^\([a-z0-9-]+\)=$", text[start + len(label) + 3 :], re.M)
    section = text[start : start + len(label) + 3 + (following.start() if following else len(text))]
    assert f"```{{rule-code}} {number}\n```" in section, f"rule {number} has no rule-code directive"


@pytest.mark.parametrize("number", sorted(REGISTRY))
def test_each_implementing_object_names_and_links_its_rule(number: str) -> None:
    r = REGISTRY[number]
    for name, obj in zip(r.code, r.objects()):
        doc = inspect.getdoc(obj) or ""
        link = f":ref:`{r} <{r.label}>`"
        assert link in " ".join(doc.split()), f"{name} does not link its rule: {link}"


@pytest.mark.parametrize("game", sorted(rulebook.GAMES))
def test_every_public_function_of_a_game_implements_a_rule_or_is_a_helper(game: str) -> None:
    module = importlib.import_module(rulebook.GAMES[game])
    package = importlib.import_module(rulebook.GAMES[game].removesuffix(".rulebook"))
    implemented = {name for r in rulebook.rules(game) for name in r.code}
    helpers = set(module.HELPERS)
    for name in helpers:
        rulebook.resolve(name)  # a helper is a real object too
    missing = []
    for public in package.__all__:
        obj = getattr(package, public)
        if not (inspect.isfunction(obj) or inspect.isclass(obj)):
            continue
        dotted = f"{obj.__module__}.{obj.__qualname__}"
        covered = dotted in helpers or any(n == dotted or n.startswith(dotted + ".") for n in implemented)
        if not covered:
            missing.append(dotted)
    assert not missing, f"public names of {game} that implement no rule and are no helper: {missing}"


def test_lookups_refuse_what_the_book_lacks() -> None:
    with pytest.raises(UnknownRuleError, match="no rule 'M19'"):
        rulebook.rule("M19")
    with pytest.raises(UnknownRuleError, match="unknown game 'poker'"):
        rulebook.rules("poker")
    with pytest.raises(UnknownRuleError, match="names nothing"):
        rulebook.resolve("hazardlib.hazard.no_such_thing")
    assert rulebook.rule("M16").label == "hoc-rule-chance-hoc"
