"""Tournaments: each policy against each other one, and the results the book keeps.

:func:`round_robin` plays a match (:func:`~hazardlib.hoc.simulation.simulate`)
between every group of as many named policies as the rules have players,
each from its own seeded generator, and reports each seat's mean gain per
deal with its standard error. The book's tournaments take minutes, since
:class:`~hazardlib.hoc.policies.Expert` looks ahead at every lead; their
results are kept in ``tournament.json`` beside this module, written by
``tools/keep_tournament.py``, read by :func:`kept_tournament`, and one of
their matches is played again by the tests and compared.

>>> from hazardlib.hoc.policies import Bold, Cautious
>>> from hazardlib.hoc.rules import Rules
>>> [m.names for m in round_robin({"Cautious": Cautious(), "Bold": Bold()}, rules=Rules(players=2), deals=20, seed=1)]
[('Cautious', 'Bold')]
"""

from __future__ import annotations

import itertools
import json
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from hazardlib._checks import check_count
from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.hoc.policies import Bold, Cautious, Expert, Policy, RandomPolicy
from hazardlib.hoc.rules import DEFAULT, LoneWinner, Rules, check_rules
from hazardlib.hoc.simulation import MAX_DEALS, simulate

__all__ = ["Match", "round_robin", "kept_tournament"]


@dataclass(frozen=True, slots=True)
class Match:
    """One match of a tournament: the policies' names by seat, the deals, each seat's mean gain and its standard error."""

    names: tuple[str, ...]
    deals: int
    means: tuple[float, ...]
    stderrs: tuple[float, ...]
    net: tuple[int, ...]

    def mean(self, name: str) -> float:
        """The mean gain per deal of the policy called *name* in this match."""
        if name not in self.names:
            raise InvalidPolicyError(f"no policy called {name!r} plays in this match; it has {list(self.names)}")
        return self.means[self.names.index(name)]


def round_robin(
    policies: Mapping[str, Policy], *, rules: Rules = DEFAULT, deals: int, seed: int, stream: int = 0
) -> tuple[Match, ...]:
    """A match of *deals* deals for every group of ``rules.players`` of the named *policies*.

    The groups come in the order of ``itertools.combinations``, the
    policies seated in the order given; the *j*-th match is played from
    ``numpy.random.default_rng([seed, stream, j])``, every player starting
    each deal with the rules' counters (``simulate(rebuy=True)``): with the
    counters carried over, a player who falls behind is pushed out of every
    raised stake, whoever plays better.
    """
    rules = check_rules(rules)
    deals = check_count(deals, "deals", InvalidRuleError, low=2, high=MAX_DEALS)
    seed = check_count(seed, "seed", InvalidRuleError)
    stream = check_count(stream, "stream", InvalidRuleError)
    if not isinstance(policies, Mapping) or len(policies) < rules.players:
        raise InvalidPolicyError(
            f"policies must map at least {rules.players} names to policies (one a seat), got {policies!r}"
        )
    out = []
    for j, names in enumerate(itertools.combinations(policies, rules.players)):
        sim = simulate([policies[n] for n in names], rules=rules, deals=deals,
                       rng=np.random.default_rng([seed, stream, j]), rebuy=True)
        seats = range(rules.players)
        out.append(Match(tuple(str(n) for n in names), deals, tuple(sim.mean(s) for s in seats),
                         tuple(sim.stderr(s) for s in seats), sim.net))
    return tuple(out)


# The book's tournaments -------------------------------------------------------

KEPT = Path(__file__).with_name("tournament.json")

#: The policies of the book's tournament, by name.
NAMED: dict[str, Policy] = {"Cautious": Cautious(), "Bold": Bold(), "Random": RandomPolicy(), "Expert": Expert()}
#: The seed of the book's tournaments.
SEED = 1661
#: The deals of a match, by number of players: enough for a standard error below 0.5 counters a
#: deal in every match of the book (the largest, Bold against Random, is about 0.47).
DEALS = {2: 2500, 3: 3600}
#: The other tournaments the book shows, each: its policies, its rules, its stream.
EXTRA: dict[str, tuple[dict[str, Policy], Rules, int]] = {
    # What the look-ahead at a lead is worth: the same player without it.
    "lookahead-2": ({"Expert": Expert(), "Expert, no look-ahead": Expert(lookahead=0)}, Rules(players=2), 30),
    "lookahead-3": ({"Expert": Expert(), "Expert, no look-ahead": Expert(lookahead=0), "Cautious": Cautious()},
                    Rules(), 31),
    # Expert against Cautious under each reading of the lone winner (Rule M10).
    "claim": ({"Expert": Expert(), "Cautious": Cautious()}, Rules(players=2), 20),
    "show": ({"Expert": Expert(), "Cautious": Cautious()}, Rules(players=2, lone_winner=LoneWinner.SHOW), 21),
    "claim, challenge": ({"Expert": Expert(), "Cautious": Cautious()}, Rules(players=2, challenge=True), 22),
}


def _plan() -> dict[str, tuple[dict[str, Policy], Rules, int]]:
    plan = {"main-2": (NAMED, Rules(players=2), 10), "main-3": (NAMED, Rules(), 11)}
    plan.update(EXTRA)
    return plan


def _play(name: str) -> tuple[Match, ...]:
    policies, rules, stream = _plan()[name]
    return round_robin(policies, rules=rules, deals=DEALS[rules.players], seed=SEED, stream=stream)


def kept_tournament() -> dict[str, tuple[Match, ...]]:
    """The book's tournaments as kept: ``main-2`` and ``main-3`` (the four policies, two and three
    players), ``lookahead-2`` and ``lookahead-3``, and one per reading of the lone winner."""
    data = json.loads(KEPT.read_text(encoding="utf-8"))
    return {
        name: tuple(Match(tuple(m["names"]), m["deals"], tuple(m["means"]), tuple(m["stderrs"]), tuple(m["net"]))
                    for m in matches)
        for name, matches in data["tournaments"].items()
    }


def _keep(names: list[str] | None = None) -> None:
    """Play the book's tournaments again (all, or those *names*) and write ``tournament.json``,
    with the time each took."""
    plan = _plan()
    unknown = sorted(set(names or ()) - set(plan))
    if unknown:
        raise InvalidRuleError(f"no tournament called {unknown}; the book's are {list(plan)}")
    data: dict[str, dict[str, object]] = {"seconds": {}, "tournaments": {}}
    if names:
        data = json.loads(KEPT.read_text(encoding="utf-8"))
    for name in names or plan:
        start = time.perf_counter()
        matches = _play(name)
        data["seconds"][name] = round(time.perf_counter() - start, 1)
        data["tournaments"][name] = [
            {"names": list(m.names), "deals": m.deals, "means": list(m.means), "stderrs": list(m.stderrs),
             "net": list(m.net)}
            for m in matches
        ]
        print(f"{name}: {len(matches)} matches, {data['seconds'][name]} s", flush=True)
    ordered = {key: {name: data[key][name] for name in plan} for key in ("seconds", "tournaments")}
    KEPT.write_text(json.dumps(ordered, indent=1) + "\n", encoding="utf-8")
