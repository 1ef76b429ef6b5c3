"""What the suits of his own cards are worth to the player (the chapter's "The exact analysis").

``tools/suit_cost.py`` solves the heads-up game again, apart from the
solver, on cards told apart by suit wherever a suit can matter (figures and
7s by suit, the matta apart). Three facts tie it to the solver and to the
chapter: the solver's suit-blind policy has, in this second model, exactly
the solver's value; when a reale may be of any suit the suits cannot matter,
so they are worth exactly nothing; and what they are worth under the
default rules is the figure the chapter prints.
"""

from __future__ import annotations

import importlib.util
import re
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from hazardlib import sette_e_mezzo as sm

ROOT = Path(__file__).resolve().parent.parent
DEALERS = [sm.DealerStandOn(5), sm.DealerSeesCards(5)]
ANY_SUIT = sm.DEFAULT.replace(reale="any_suit")


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("suit_cost", ROOT / "tools" / "suit_cost.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


@lru_cache(maxsize=None)
def measure(dealer: object, rules: sm.Rules) -> dict[str, Any]:
    result: dict[str, Any] = TOOL.measure(dealer, rules)
    return result


@pytest.mark.parametrize("rules", [sm.DEFAULT, ANY_SUIT], ids=["same-suit", "any-suit"])
@pytest.mark.parametrize("dealer", DEALERS, ids=repr)
def test_the_suit_blind_policy_has_the_solvers_value(dealer: object, rules: sm.Rules) -> None:
    r = measure(dealer, rules)
    assert r["check"] == sm.solve(rules, dealer).value  # type: ignore[arg-type]
    assert not r["threshold_mismatches"]
    assert r["aware"] >= r["check"]


@pytest.mark.parametrize("dealer", DEALERS, ids=repr)
def test_suits_are_worth_nothing_when_a_reale_may_be_of_any_suit(dealer: object) -> None:
    r = measure(dealer, ANY_SUIT)
    assert r["gain"] == 0 and r["changes"] == []


def test_what_the_suits_are_worth_is_what_the_chapter_says() -> None:
    chapter = (ROOT / "book" / "sette_e_mezzo.md").read_text(encoding="utf-8")
    m = re.search(r"about two hundred-millionths of a stake \(exactly\s+(\d+)/(\d+)\)", chapter)
    assert m, "the chapter no longer states what the suits are worth"
    printed = Fraction(int(m.group(1)), int(m.group(2)))

    standing = measure(sm.DealerStandOn(5), sm.DEFAULT)
    assert standing["gain"] == 0 and standing["changes"] == []  # "nothing (no decision changes)"

    reading = measure(sm.DealerSeesCards(5), sm.DEFAULT)
    assert reading["gain"] == printed
    assert Fraction(1, 10**8) < printed < Fraction(3, 10**8)  # "about two hundred-millionths"
    # "from a single hand: a figure face down, a figure and two aces face up",
    # where a player whose figures are not of denari draws instead of standing.
    for change in reading["changes"]:
        hole, *up = change["hand"].split()
        assert hole.startswith("[F/") and sorted(up)[:2] == ["A", "A"] and len(up) == 3, change
        assert "d" not in change["hand"] and change["total"] == 3, change
        assert (change["blind"], change["aware"]) == ("stand", "draw"), change
