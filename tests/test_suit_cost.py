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
import sys
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


# -- the solved game (``tools/suit_cost_game.py``) ----------------------------------------------------


def _game_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("suit_cost_game", ROOT / "tools" / "suit_cost_game.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclass looks itself up there
    spec.loader.exec_module(module)
    return module


GAME = _game_tool()


@lru_cache(maxsize=None)
def game_strategies() -> Any:
    return GAME.equilibrium_strategies(sm.DEFAULT)  # solves the game: about a minute


@lru_cache(maxsize=None)
def game_side(side: str) -> dict[str, Any]:
    measure_side = GAME.player_side if side == "player" else GAME.dealer_side
    result: dict[str, Any] = measure_side(game_strategies())
    return result


def test_the_strategies_measured_are_the_kept_equilibrium_s() -> None:
    s = game_strategies()
    kept = sm.game_figures()
    assert (s.lower, s.upper) == (kept.lower, kept.upper)
    assert len(s.player) == kept.information_sets[0] and len(s.stood) == kept.information_sets[1]
    assert all(abs(sum(lam for lam, _ in mix) - 1) == 0 for mix in s.stood.values())


def test_the_players_suit_blind_best_reply_is_the_solvers_concession() -> None:
    r = game_side("player")
    assert r["blind"] == game_strategies().upper and r["check_ok"]
    assert r["aware"] >= r["blind"]


def test_the_dealers_suit_blind_best_reply_is_the_solvers_guarantee() -> None:
    r = game_side("dealer")
    assert r["blind"] == game_strategies().lower and r["check_ok"]
    assert r["aware"] <= r["blind"]


def test_what_suits_are_worth_in_the_solved_game_is_what_the_chapter_says() -> None:
    chapter = " ".join((ROOT / "book" / "sette_e_mezzo.md").read_text(encoding="utf-8").split())
    m = re.search(r"The player gains about ([\d.]+) millionths of a stake \((0\.\d+)\), at (\d+) decision points", chapter)
    assert m, "the chapter no longer states what the suits are worth in the game"
    # "The dealer gains nothing": exactly, and no decision of his changes.
    assert "The dealer gains nothing" in chapter
    dealer = game_side("dealer")
    assert dealer["gain"] == 0 and dealer["changes"] == []
    # The player's gain, as printed (to the digits printed), and the number of decisions it comes from.
    player = game_side("player")
    assert player["gain"] == player["aware"] - player["blind"] > 0
    assert round(float(player["gain"]) * 1e6, 1) == float(m.group(1))
    assert f"{float(player['gain']):.7f}" == m.group(2)
    assert len(player["changes"]) == int(m.group(3))
    # "all with figures in his hand and a total from 2 to 4½": if none of his figures is of denari he
    # does better to draw, with one or two of denari to stand.
    for change in player["changes"]:
        hand = change["hand"]
        assert "|" in hand and "7" not in hand.split("|")[1] and "Rd" not in hand, change
        assert change["total"] <= Fraction(9, 2), change
        figures = hand.split("|")[1].split()
        assert any(f.startswith("F/") for f in figures) and Fraction(2) <= change["total"], change
        if "F/d" not in figures:
            assert (change["blind"], change["aware"]) == ("stand", "draw"), change
        elif len(figures) < 6:
            assert (change["blind"], change["aware"]) == ("draw", "stand"), change
    # "save in three rare hands of an ace and six figures"
    rare = [c for c in player["changes"] if "F/d" in c["hand"] and (c["blind"], c["aware"]) != ("draw", "stand")]
    assert "save in three rare hands of an ace and six figures" in chapter and len(rare) == 3
    assert all(c["hand"].startswith("[A] FFFFFF |") for c in rare), rare
    # "neither side can gain more than 17 millionths of a stake by leaving the strategies above"
    eps = max(player["gain"], dealer["gain"]) + game_strategies().upper - game_strategies().lower
    assert "neither side can gain more than 17 millionths of a stake" in chapter
    assert eps <= Fraction(17, 10**6) and round(float(eps) * 1e6) == 17
