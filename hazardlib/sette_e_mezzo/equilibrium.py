"""The game solved: heads-up Sette e mezzo with both sides at their best.

The player does not see the dealer's cards; the dealer does not see the
player's face-down card (rules S6 to S8). Neither side is a rule of thumb:
each plays as well as it can against a strategy that is itself the best
reply. This is a two-player zero-sum game of imperfect information, and its
value is what a player can make sure of against any dealer (and the dealer
against any player).

How it is solved, in three steps a teacher can follow:

1. **The player's strategy in sequence form.** The player's decision points
   are his cards in the order they came: the face-down card, then each face-up
   card (5,957 decision points under the default rules). A strategy gives,
   for each, how often he draws. Multiplying those chances along his way to a
   decision gives its *realization weight*; the weights satisfy one linear
   equation per decision point (what flows in flows out as a draw or a stand),
   so the player's strategies form a polytope.
2. **The dealer's best reply is a short backward sum.** When the player
   stands, the dealer sees the player's face-up cards in order and nothing
   else, and the player's realization weights tell him, by Bayes' rule, how
   likely each face-down card is. He then draws or stands on his own cards to
   win the most, a calculation over a few hundred hands
   (:mod:`~hazardlib.sette_e_mezzo.reply` does it for a fixed policy).
   Whatever he does, the player's result at one set of face-up cards is a
   linear function of the player's weights; his best reply is the least of
   those functions.
3. **Constraint generation.** A linear programme (HiGHS, through
   ``scipy.optimize.linprog``) chooses the player's weights to maximise his
   result, knowing a few of the dealer's replies at each set of face-up cards.
   The dealer's best reply to the answer is computed; if it does better than
   the programme assumed, it is added as a new constraint and the programme is
   solved again. When no reply of the dealer does better, the programme's
   value is the value of the game, and its dual prices are the dealer's
   strategy: at each set of face-up cards, a mixture of the replies found.

The result is then checked exactly, in ``Fraction``, by a second method: the
dealer's exact best reply to the player's reported strategy and the player's
exact best reply to the dealer's reported strategy. The first is what the
player's strategy is sure of, the second what the dealer's strategy concedes;
the value of the game lies between them, and their difference is the
exploitability bound.

The restriction of the rest of the exact analysis holds here too: both sides
decide by the kinds of card (a figure, an ace to a seven, the matta), not by
their suits. Suits change payments only through the two-card 7½ in the same
suit (rule S10), which is shown at once.
"""

from __future__ import annotations

from collections.abc import Sequence
import json
from dataclasses import dataclass, field
from fractions import Fraction
from math import lcm, prod
from pathlib import Path
from typing import Any

from hazardlib._checks import check_count, check_real
from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import BUST, KINDS, VALUE, Model, model_of
from hazardlib.sette_e_mezzo.model import (
    Counts,
    Outcome,
    Payoffs,
    as_kinds,
    check_reply_rules,
    deal_ways,
    dealer_outcome,
    falling,
    with_card,
)
from hazardlib.sette_e_mezzo.reply import BestReply, DealerReply
from hazardlib.sette_e_mezzo.policies import StandOn
from hazardlib.sette_e_mezzo.rules import DEFAULT, Rules, _check_rules

__all__ = ["Equilibrium", "GameFigures", "game_figures", "player_best_reply", "solve_game"]

_CLASS_NAMES = ("F", "A", "2", "3", "4", "5", "6", "7", "M")


def _kinds(classes: Sequence[int]) -> str:
    """Kinds of card as a short string: F a figure, A an ace, 2 to 7, M the matta."""
    return "".join(_CLASS_NAMES[c] for c in classes)


# -- the game tree ----------------------------------------------------------------------------------


class _Tree:
    """The player's decision points and the dealer's hands after each set of face-up cards."""

    def __init__(self, rules: Rules, fixed: int | None = None) -> None:
        # *fixed*: against a shown 7½ the dealer draws below this total instead of at his best
        # (to check the method against the solver's fixed dealers).
        self.rules = rules
        self.m: Model = model_of(rules)
        self.full = self.m.full
        self.payoffs = Payoffs(self.m)
        self.q = self.payoffs.common_denominator()
        # The value of a 7½ shown at once, the dealer replying at his best (or fixed); no policy is read.
        self._shown_reply = BestReply(rules, StandOn(5), fixed=fixed)
        # Decision points: (face-down class, face-up classes in order).
        self.points: list[tuple[int, tuple[int, ...]]] = []
        self.index: dict[tuple[int, tuple[int, ...]], int] = {}
        self.parent: list[int] = []  # the decision point whose draw leads here, or -1
        self.const: list[Fraction] = []  # the exact value of drawing into a bust or a shown 7½
        self._shown: dict[tuple[Counts, int], Fraction] = {}
        for h in range(KINDS):
            if self.full[h]:
                self._walk(h, (), -1)
        # The dealer's information sets: face-up cards in order (every decision point may stand).
        self.orders: list[tuple[int, ...]] = sorted({o for _, o in self.points}, key=lambda o: (len(o), o))
        self.order_index = {o: k for k, o in enumerate(self.orders)}
        self._dealer_cache: dict[Counts, _DealerTree] = {}

    def counts(self, classes: Sequence[int]) -> Counts:
        return tuple(list(classes).count(c) for c in range(KINDS))

    def chance(self, hand: Counts) -> Fraction:
        """The chance of dealing the kinds of *hand* in one given order."""
        return Fraction(deal_ways(self.full, hand), falling(40, sum(hand)))

    def _walk(self, h: int, order: tuple[int, ...], parent: int) -> None:
        i = len(self.points)
        self.points.append((h, order))
        self.index[h, order] = i
        self.parent.append(parent)
        self.const.append(Fraction(0))
        up = self.counts(order)
        for c in range(KINDS):
            nxt = with_card(up, c)
            hand = with_card(nxt, h)
            if hand[c] > self.full[c]:
                continue
            t = self.m.hand_total(hand)
            if t == BUST:
                self.const[i] -= self.chance(hand)
            elif t == 15:
                key = (nxt, h)
                if key not in self._shown:
                    self._shown[key] = self._shown_reply.solve_set(nxt, frozenset({h}), True)
                self.const[i] += self._shown[key]
            else:
                self._walk(h, order + (c,), i)

    def dealer(self, up: Counts) -> _DealerTree:
        found = self._dealer_cache.get(up)
        if found is None:
            found = self._dealer_cache[up] = _DealerTree(self, up)
        return found


class _DealerTree:
    """The dealer's hands after the player stood with face-up cards *up*: a DAG, in exact integers.

    The cards are counted as dealt in the order: the player's face-up cards,
    the dealer's cards, the player's face-down card last (the deal is
    exchangeable). For a hand ``D`` of the dealer, ``ways[D]`` counts the
    ordered ways to deal his cards after *up*; ``stand[D][h]`` is the
    player's result, times the cards of kind *h* left for the face-down card,
    times ``Q`` (the payoffs' common denominator).
    """

    def __init__(self, tree: _Tree, up: Counts) -> None:
        full = tree.full
        m = tree.m
        self.up = up
        self.n_up = sum(up)
        self.hands: list[Counts] = []
        self.where: dict[Counts, int] = {}
        frontier = [tuple(int(c == d) for c in range(KINDS)) for d in range(KINDS) if full[d] - up[d] > 0]
        for d in frontier:
            self.where[d] = -1
        stack = list(frontier)
        while stack:  # every reachable hand of the dealer
            d = stack.pop()
            if self.where[d] >= 0:
                continue
            self.where[d] = len(self.hands)
            self.hands.append(d)
            t = m.hand_total(d)
            if t == BUST or t == 15:
                continue
            for c in range(KINDS):
                if full[c] - up[c] - d[c] > 0:
                    e = with_card(d, c)
                    if e not in self.where:
                        self.where[e] = -1
                        stack.append(e)
        # Order: larger hands first, so a backward pass meets children before parents.
        self.hands.sort(key=lambda d: -sum(d))
        self.where = {d: k for k, d in enumerate(self.hands)}
        self.first = [(self.where[d], full[d.index(1)] - up[d.index(1)]) for d in frontier]
        self.players: list[tuple[int, int]] = []  # (h, player's total) for each possible face-down card
        for h in range(KINDS):
            hand = with_card(up, h)
            if hand[h] > full[h]:
                continue
            t = m.hand_total(hand)
            if t != BUST and t != 15:
                self.players.append((h, t))
        q = tree.q
        self.decides: list[bool] = []
        self.children: list[list[tuple[int, int]]] = []
        self.stand: list[list[int]] = []
        for d in self.hands:
            outcome: Outcome = dealer_outcome(m, d)
            row = [0] * KINDS
            for h, t in self.players:
                k = full[h] - up[h] - d[h]
                if k > 0:
                    pay = tree.payoffs.payoff(t, None, outcome) * q
                    assert pay.denominator == 1
                    row[h] = k * int(pay)
            self.stand.append(row)
            terminal = outcome == "bust" or outcome[0] == 15
            self.decides.append(not terminal)
            kids = []
            if not terminal:
                for c in range(KINDS):
                    left = full[c] - up[c] - d[c]
                    if left > 0:
                        kids.append((self.where[with_card(d, c)], left))
            self.children.append(kids)
        # The common scale: ways to deal up (over its orders, one order) and the remaining deck.
        cap = self.n_up + 1 + max(sum(d) for d in self.hands)
        self.cap = cap
        # size[D]: the falling product from the cards left after *up*, *D* and the face-down card to the cap.
        self.size = [prod(range(40 - cap + 1, 40 - self.n_up - sum(d))) for d in self.hands]
        self.denominator = q * prod(range(40 - cap + 1, 41))
        self.up_ways = deal_ways(full, up)
        self._float: tuple[Any, ...] | None = None

    # -- exact: the player's result against a pure reply, per face-down card --------------------

    def exact(self, draws: Sequence[bool]) -> list[Fraction]:
        """The player's result for each face-down card against the dealer's choices *draws*.

        Each entry is the probability of the deal (the face-down card, these face-up cards in one
        order, and the dealer's cards) times the player's result: the coefficient of the player's
        realization weight of standing there.
        """
        n = len(self.hands)
        value: list[list[int]] = [[]] * n
        for k in range(n):
            if self.decides[k] and draws[k]:
                acc = [0] * KINDS
                for child, left in self.children[k]:
                    v = value[child]
                    for h in range(KINDS):
                        acc[h] += left * v[h]
                value[k] = acc
            else:
                s = self.size[k]
                value[k] = [x * s for x in self.stand[k]]
        out = [0] * KINDS
        for k, left in self.first:
            for h in range(KINDS):
                out[h] += left * value[k][h]
        return [Fraction(x * self.up_ways, self.denominator) for x in out]

    def best_exact(self, weights: Sequence[Fraction]) -> tuple[Fraction, list[bool]]:
        """The dealer's exact best reply to the player's weights (one per face-down card)."""
        scale = 1
        for w in weights:
            scale = lcm(scale, w.denominator)
        iw = [int(w * scale) for w in weights]
        n = len(self.hands)
        value = [0] * n
        draws = [False] * n
        for k in range(n):
            stand = sum(iw[h] * x for h, x in enumerate(self.stand[k])) * self.size[k]
            if self.decides[k]:
                draw = sum(left * value[child] for child, left in self.children[k])
                if draw < stand:
                    value[k], draws[k] = draw, True
                    continue
            value[k] = stand
        total = sum(left * value[k] for k, left in self.first)
        return Fraction(total * self.up_ways, self.denominator * scale), draws

    # -- floating point, for the programme: many weight vectors at once -------------------------

    def _arrays(self) -> tuple[Any, ...]:
        if self._float is None:
            import numpy as np

            norm = float(self.denominator)
            stand = np.array([[x * s / norm for x in row] for row, s in zip(self.stand, self.size)])
            self._float = (stand, self.up_ways)
        return self._float

    def best_float(self, weights: Any) -> tuple[Any, Any, list[list[bool]]]:
        """Best replies to several weight vectors (rows): their values, the coefficient rows, the choices."""
        import numpy as np

        stand, up_ways = self._arrays()
        n_w = weights.shape[0]
        n = len(self.hands)
        vec = np.zeros((n, n_w, KINDS))
        choice = np.zeros((n, n_w), dtype=bool)
        for k in range(n):
            s = stand[k]
            if self.decides[k]:
                draw = np.zeros((n_w, KINDS))
                for child, left in self.children[k]:
                    draw += left * vec[child]
                dv = (draw * weights).sum(axis=1)
                sv = weights @ s
                pick = dv < sv - 1e-15 * np.abs(sv)
                choice[k] = pick
                vec[k] = np.where(pick[:, None], draw, s[None, :])
            else:
                vec[k] = s[None, :]
        coef = np.zeros((n_w, KINDS))
        for k, left in self.first:
            coef += left * vec[k]
        coef *= up_ways
        values = (coef * weights).sum(axis=1)
        return values, coef, [list(choice[:, j]) for j in range(n_w)]


# -- the result -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Equilibrium:
    """Heads-up Sette e mezzo solved as a game (see the module's description).

    ``value`` is the value of the game to the player per unit stake (a float
    from the linear programme). ``lower`` and ``upper`` are exact: the player's
    reported strategy is sure of at least ``lower`` against any dealer, and
    the dealer's reported strategy gives no player more than ``upper``.
    ``exploitability`` is ``upper - lower``, exact.

    ``player_draws`` maps each decision point of the player (his face-down
    card's kind and his face-up cards' kinds in order, as in ``"5"`` or
    ``"F", "A2"``) to how often he draws there, as a ``Fraction``.
    ``dealer_mixes`` maps each set of face-up cards at which the dealer's
    strategy is a mixture to its replies: a tuple of (weight, the dealer's
    hands, as kinds followed by ``+`` where that reply draws and ``-`` where it
    stands, at which the replies differ).

    The dealer's whole strategy: ``dealer_replies`` maps every set of face-up
    cards (kinds in order) to his replies there, one where he does not mix:
    each reply a pair, its weight and the dealer's hands (as kinds) at which
    it draws; ``dealer_shown`` maps a shown 7½ (the face-down card's kind, the
    face-up cards' kinds) to the dealer's hands at which he draws against it.

    Two tables for a reader, as shares of the time (floats): ``player_table``
    maps (the kind of the face-down card, the player's total in half-points)
    to how often the player draws there, over the deals that reach it;
    ``dealer_table`` maps (the total of the player's face-up cards in
    half-points, the matta counted ½, and the dealer's total in half-points)
    to how often the dealer draws there, after the player stood.
    """

    rules: Rules
    value: float
    lower: Fraction
    upper: Fraction
    player_draws: dict[tuple[str, str], Fraction] = field(repr=False)
    dealer_mixes: dict[str, tuple[tuple[Fraction, tuple[str, ...]], ...]] = field(repr=False)
    player_table: dict[tuple[str, int], float] = field(repr=False)
    dealer_table: dict[tuple[int, int], float] = field(repr=False)
    iterations: int = 0
    information_sets: tuple[int, int] = (0, 0)
    dealer_replies: dict[str, tuple[tuple[Fraction, frozenset[str]], ...]] = field(repr=False, default_factory=dict)
    dealer_shown: dict[tuple[str, str], frozenset[str]] = field(repr=False, default_factory=dict)

    @property
    def exploitability(self) -> Fraction:
        """The exact ``upper - lower``, how far the reported strategies can be from the best, at most."""
        return self.upper - self.lower

    def player_mixes(self) -> dict[tuple[str, str], Fraction]:
        """The decision points at which the player's strategy mixes, reached with positive weight."""
        return {k: p for k, p in self.player_draws.items() if 0 < p < 1}

    def figures(self) -> GameFigures:
        """What the book shows of this solution (see :func:`game_figures`)."""
        return GameFigures(
            rules=self.rules, value=self.value, lower=self.lower, upper=self.upper,
            player_table=dict(self.player_table), dealer_table=dict(self.dealer_table),
            player_mixes=tuple((h, o, float(p)) for (h, o), p in self.player_mixes().items()),
            dealer_mixes=tuple(sorted(self.dealer_mixes, key=lambda o: (len(o), o))),
            iterations=self.iterations, information_sets=self.information_sets,
        )


@dataclass(frozen=True, slots=True)
class GameFigures:
    """The figures of an :class:`Equilibrium` that the book shows, small enough to keep.

    ``lower`` and ``upper`` are the exact bounds, ``value`` the programme's
    value (between them). ``player_mixes`` lists the decision points where the
    player mixes (face-down kind, face-up kinds in order, how often he draws);
    ``dealer_mixes`` the face-up cards after which the dealer's strategy mixes.
    """

    rules: Rules
    value: float
    lower: Fraction
    upper: Fraction
    player_table: dict[tuple[str, int], float] = field(repr=False)
    dealer_table: dict[tuple[int, int], float] = field(repr=False)
    player_mixes: tuple[tuple[str, str, float], ...] = field(repr=False)
    dealer_mixes: tuple[str, ...] = field(repr=False)
    iterations: int = 0
    information_sets: tuple[int, int] = (0, 0)
    #: The player's best result against the dealer who answers the chapter's best player
    #: (:func:`player_best_reply` of :func:`~hazardlib.sette_e_mezzo.reply.dealer_best_reply`).
    against_reply: Fraction | None = None

    @property
    def exploitability(self) -> Fraction:
        """The exact ``upper - lower``, how far the reported strategies can be from the best, at most."""
        return self.upper - self.lower

    @property
    def dealer_edge(self) -> float:
        """The bank's edge when both sides play their best, which is minus the value."""
        return -self.value

    def to_json(self) -> dict[str, object]:
        """The figures as JSON data: what the kept file holds."""
        return {
            "rules": repr(self.rules), "value": self.value, "lower": str(self.lower), "upper": str(self.upper),
            "iterations": self.iterations, "information_sets": list(self.information_sets),
            "player_table": [[h, t, x] for (h, t), x in self.player_table.items()],
            "dealer_table": [[a, b, x] for (a, b), x in self.dealer_table.items()],
            "player_mixes": [list(m) for m in self.player_mixes], "dealer_mixes": list(self.dealer_mixes),
            "against_reply": None if self.against_reply is None else str(self.against_reply),
        }

    @classmethod
    def from_json(cls, rules: Rules, data: object) -> GameFigures:
        """The figures kept by :meth:`GameFigures.to_json` for *rules* (refused if kept for other rules)."""
        _check_rules(rules)
        if not isinstance(data, dict):
            raise InvalidRuleError(f"data must be the dict that to_json gives, got {data!r}")
        if data.get("rules") != repr(rules):
            raise InvalidRuleError("the kept figures are for other rules")
        try:
            reply = data.get("against_reply")
            return cls(
                rules=rules, value=float(data["value"]), lower=Fraction(data["lower"]),
                upper=Fraction(data["upper"]),
                player_table={(str(h), int(t)): float(x) for h, t, x in data["player_table"]},
                dealer_table={(int(a), int(b)): float(x) for a, b, x in data["dealer_table"]},
                player_mixes=tuple((str(h), str(o), float(x)) for h, o, x in data["player_mixes"]),
                dealer_mixes=tuple(str(o) for o in data["dealer_mixes"]),
                iterations=int(data["iterations"]),
                information_sets=(int(data["information_sets"][0]), int(data["information_sets"][1])),
                against_reply=None if reply is None else Fraction(reply),
            )
        except (KeyError, IndexError, TypeError, ValueError, ZeroDivisionError) as exc:
            raise InvalidRuleError(f"data is not figures kept by to_json: {exc!r}") from None


#: The figures of the default rules, kept beside this module so that the book does not solve the
#: game on every build (about 30 s). ``tests/test_equilibrium.py`` solves it again and compares;
#: ``tools/keep_game.py`` writes it after a change to the rules or the method.
KEPT = Path(__file__).with_name("equilibrium.json")


def game_figures(rules: Rules = DEFAULT) -> GameFigures:
    """The book's figures of the game solved under *rules*: kept for the default rules, else solved.

    >>> g = game_figures()
    >>> round(g.dealer_edge, 6)
    0.213234
    >>> g.exploitability < Fraction(1, 10**6)
    True
    """
    _check_rules(rules)
    if rules == DEFAULT and KEPT.exists():
        return GameFigures.from_json(rules, json.loads(KEPT.read_text(encoding="utf-8")))
    return _figures(rules)


def _figures(rules: Rules) -> GameFigures:
    from dataclasses import replace

    from hazardlib.sette_e_mezzo.analysis import solve
    from hazardlib.sette_e_mezzo.policies import DealerStandOn
    from hazardlib.sette_e_mezzo.reply import dealer_best_reply

    figures = solve_game(rules).figures()  # first: it refuses the rules it cannot solve
    best = solve(rules, DealerStandOn(5)).policy
    return replace(figures, against_reply=player_best_reply(dealer_best_reply(rules, best)))


def _keep() -> None:
    """Solve the game under the default rules and keep its figures (``tools/keep_game.py``)."""
    figures = _figures(DEFAULT)
    KEPT.write_text(json.dumps(figures.to_json(), indent=0) + "\n", encoding="utf-8")


def solve_game(rules: Rules = DEFAULT, *, tolerance: float = 1e-10, max_iterations: int = 200) -> Equilibrium:
    """Solve heads-up Sette e mezzo as a zero-sum game (both sides at their best).

    Needs SciPy (the HiGHS linear-programming solver). Rules with the
    optional first-card rules (burning, the *targa*, an ace ½) are refused.
    *tolerance*: stop when the programme's value and what the player's
    strategy is sure of differ by less (the exact check follows anyway);
    *max_iterations*: at most this many rounds of the programme (at most
    10,000).

    >>> solve_game(tolerance=0)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: tolerance must be a number from 1e-13 to 1e-3, got 0
    """
    check_reply_rules(rules, "the game is solved")
    tolerance = check_real(tolerance, "tolerance", InvalidRuleError, low=1e-13, high=1e-3, shown="1e-13 to 1e-3")
    max_iterations = check_count(max_iterations, "max_iterations", InvalidRuleError, low=1, high=10_000)
    return _solve(rules, tolerance, max_iterations)


def _solve(rules: Rules, tolerance: float, max_iterations: int) -> Equilibrium:
    import numpy as np
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    tree = _Tree(rules)
    n = len(tree.points)
    orders = tree.orders
    n_o = len(orders)
    # Variables: draw[i] (0..n-1), stand[i] (n..2n-1), v[o] (2n..2n+n_o-1).
    at = _orders_at(tree)
    c = np.zeros(2 * n + n_o)
    c[:n] = [-float(x) for x in tree.const]
    c[2 * n:] = -1.0
    rows, cols, vals = [], [], []
    for i in range(n):
        rows += [i, i]
        cols += [i, n + i]
        vals += [1.0, 1.0]
        if tree.parent[i] >= 0:
            rows.append(i)
            cols.append(tree.parent[i])
            vals.append(-1.0)
    b_eq = np.array([1.0 if tree.parent[i] < 0 else 0.0 for i in range(n)])
    a_eq = coo_matrix((vals, (rows, cols)), shape=(n, 2 * n + n_o)).tocsr()
    by_up: dict[Counts, list[int]] = {}
    for k, o in enumerate(orders):
        by_up.setdefault(tree.counts(o), []).append(k)
    cuts: list[tuple[int, list[tuple[int, float]]]] = []  # (order, [(stand variable, coefficient)])
    cut_rows: list[tuple[int, tuple[bool, ...]]] = []  # (order, the reply's choices)

    def add_replies(weights_by_order: dict[int, Any], values_by_order: dict[int, float] | None) -> tuple[int, float]:
        added = 0
        found = 0.0
        for up, ks in by_up.items():
            hands = tree.dealer(up)
            w = np.array([weights_by_order[k] for k in ks])
            best, coef, choices = hands.best_float(w)
            found += float(best.sum())
            for j, k in enumerate(ks):
                if values_by_order is not None and best[j] >= values_by_order[k] - 1e-13:
                    continue
                cuts.append((k, [(n + i, coef[j][h]) for h, i in at[k]]))
                cut_rows.append((k, tuple(choices[j])))
                added += 1
        return added, found

    # Start from the dealer's best reply to a player who stands at every decision point.
    start = {k: np.array([1.0 if any(h == hh for hh, _ in at[k]) else 0.0 for h in range(KINDS)])
             for k in range(n_o)}
    add_replies(start, None)
    iterations = 0
    while True:
        iterations += 1
        r_, c_, v_ = [], [], []
        for row, (k, terms) in enumerate(cuts):
            r_.append(row)
            c_.append(2 * n + k)
            v_.append(1.0)
            for col, coef in terms:
                r_.append(row)
                c_.append(col)
                v_.append(-coef)
        a_ub = coo_matrix((v_, (r_, c_)), shape=(len(cuts), 2 * n + n_o)).tocsr()
        bounds = [(0, None)] * (2 * n) + [(None, None)] * n_o
        res = linprog(c, A_ub=a_ub, b_ub=np.zeros(len(cuts)), A_eq=a_eq, b_eq=b_eq, bounds=bounds,
                      method="highs", options={"primal_feasibility_tolerance": 1e-10,
                                               "dual_feasibility_tolerance": 1e-10})
        if res.status != 0:
            raise RuntimeError(f"the linear programme failed: {res.message}")
        x = res.x
        upper = -res.fun
        weights = {k: _weights(at[k], x[n:2 * n]) for k in range(n_o)}
        v = {k: x[2 * n + k] for k in range(n_o)}
        added, replied = add_replies(weights, v)
        sure = float(c[:n] @ -x[:n]) + replied  # what the player's strategy is sure of
        if added == 0 or upper - sure < tolerance or iterations >= max_iterations:
            break
    # The player's strategy: behavioural draw probabilities.
    draw = x[:n]
    stand = x[n:2 * n]
    probs: list[Fraction] = []
    for i in range(n):
        tot = draw[i] + stand[i]
        p = draw[i] / tot if tot > 1e-12 else 0.0
        probs.append(_rational(p))
    duals = -res.ineqlin.marginals  # one per cut, the dealer's mixture at its order
    mixture: dict[int, list[tuple[float, int]]] = {}
    for row, lam in enumerate(duals):
        if lam > 1e-12:
            mixture.setdefault(cut_rows[row][0], []).append((float(lam), row))
    lower, upper_exact, dealer_mixes, replies = _check(tree, at, probs, mixture, cut_rows)
    player_draws = {(_CLASS_NAMES[h], _kinds(o)): probs[i] for i, (h, o) in enumerate(tree.points)}
    player_table, dealer_table = _tables(tree, at, probs, replies)
    dealer_replies = {}
    for o, mine in zip(orders, replies):
        hands = tree.dealer(tree.counts(o))
        dealer_replies[_kinds(o)] = tuple(
            (lam, frozenset(_kinds(as_kinds(d)) for d, decides, dr in zip(hands.hands, hands.decides, draws)
                            if decides and dr))
            for lam, draws in mine)
    shown: dict[tuple[str, str], set[str]] = {}
    for (up, possible, dealer), drawing in tree._shown_reply.choices().items():
        if len(possible) == 1 and (up, *possible) in tree._shown:  # a 7½ the player can show
            found = shown.setdefault((_CLASS_NAMES[next(iter(possible))], _kinds(as_kinds(up))), set())
            if drawing:
                found.add(_kinds(as_kinds(dealer)))
    return Equilibrium(rules=rules, value=float(upper), lower=lower, upper=upper_exact,
                       player_draws=player_draws, dealer_mixes=dealer_mixes, player_table=player_table,
                       dealer_table=dealer_table, iterations=iterations, information_sets=(n, n_o),
                       dealer_replies=dealer_replies, dealer_shown={k: frozenset(v) for k, v in shown.items()})


def _weights(at: list[tuple[int, int]], stand: Any) -> Any:
    import numpy as np

    w = np.zeros(KINDS)
    for h, i in at:
        w[h] = max(stand[i], 0.0)
    return w


def _rational(p: float) -> Fraction:
    # Within 10^-6 of 0 or 1 is the programme's rounding, not a mixture (the exact bounds are of
    # the strategy as reported, so the rounding is paid for there).
    if p <= 1e-6:
        return Fraction(0)
    if p >= 1 - 1e-6:
        return Fraction(1)
    return Fraction(p).limit_denominator(10**9)


def _check(tree: _Tree, at: list[list[tuple[int, int]]], probs: list[Fraction],
           mixture: dict[int, list[tuple[float, int]]], cut_rows: list[tuple[int, tuple[bool, ...]]],
           ) -> tuple[Fraction, Fraction, dict[str, tuple[tuple[Fraction, tuple[str, ...]], ...]],
                      list[list[tuple[Fraction, tuple[bool, ...]]]]]:
    """Exact best replies to both reported strategies: (player's guarantee, dealer's concession, mixes)."""
    lower = _guarantee(tree, at, probs)
    replies: list[list[tuple[Fraction, tuple[bool, ...]]]] = []
    mixes: dict[str, tuple[tuple[Fraction, tuple[str, ...]], ...]] = {}
    for k, o in enumerate(tree.orders):
        hands = tree.dealer(tree.counts(o))
        found = mixture.get(k, [])
        if not found:  # never reached by the player's strategy: the dealer's best reply to any weights
            _, draws = hands.best_exact([Fraction(1)] * KINDS)
            mine = [(Fraction(1), tuple(draws))]
        else:
            total = sum(lam for lam, _ in found)
            # Weights below one in 10^5 are the programme's rounding, not play: they are dropped
            # (the exact bounds below are of the strategy as reported, without them).
            found = [(lam, row) for lam, row in found if lam >= 1e-5 * total]
            total = sum(lam for lam, _ in found)
            lams = [Fraction(lam / total).limit_denominator(10**9) for lam, _ in found]
            lams[-1] = 1 - sum(lams[:-1], Fraction(0))
            mine = [(lam, cut_rows[row][1]) for lam, (_, row) in zip(lams, found)]
        replies.append(mine)
        if len(mine) > 1:
            mixes[_kinds(o)] = tuple(
                (lam, tuple(_kinds(as_kinds(hands.hands[j])) + ("+" if draws[j] else "-")
                            for j in range(len(hands.hands))
                            if hands.decides[j] and any(d[j] != draws[j] for _, d in mine)))
                for lam, draws in mine)
    return lower, _concession(tree, at, replies), mixes, replies


def _guarantee(tree: _Tree, at: list[list[tuple[int, int]]], probs: Sequence[Fraction]) -> Fraction:
    """The player's result, exactly, when the dealer replies at his best to the player's *probs*.

    *probs*: how often the player draws at each decision point. This is what
    the player's strategy is sure of against any dealer.
    """
    n = len(tree.points)
    reach = [Fraction(0)] * n  # the player's realization weights (his own chances only)
    for i in range(n):
        reach[i] = Fraction(1) if tree.parent[i] < 0 else reach[tree.parent[i]] * probs[tree.parent[i]]
    total = sum((reach[i] * probs[i] * tree.const[i] for i in range(n)), Fraction(0))
    for k, o in enumerate(tree.orders):
        w = [Fraction(0)] * KINDS
        for h, i in at[k]:
            w[h] = reach[i] * (1 - probs[i])
        if any(w):
            value, _ = tree.dealer(tree.counts(o)).best_exact(w)
            total += value
    return total


def _concession(tree: _Tree, at: list[list[tuple[int, int]]],
                replies: Sequence[Sequence[tuple[Fraction, Sequence[bool]]]]) -> Fraction:
    """The player's best result, exactly, against the dealer's strategy *replies*.

    *replies*: for each set of face-up cards (``tree.orders``), a mixture of
    the dealer's pure replies (weight, draw or not at each of his hands). This
    is the most the dealer's strategy gives any player.
    """
    n = len(tree.points)
    stand_value = [Fraction(0)] * n
    for k, o in enumerate(tree.orders):
        hands = tree.dealer(tree.counts(o))
        coef = [Fraction(0)] * KINDS
        for lam, draws in replies[k]:
            for h, x in enumerate(hands.exact(draws)):
                coef[h] += lam * x
        for h, i in at[k]:
            stand_value[i] = coef[h]
    children: list[list[int]] = [[] for _ in range(n)]
    for i in range(n):
        if tree.parent[i] >= 0:
            children[tree.parent[i]].append(i)
    best = [Fraction(0)] * n
    for i in range(n - 1, -1, -1):  # children come after their parent in the walk
        draw = tree.const[i] + sum((best[j] for j in children[i]), Fraction(0))
        best[i] = max(draw, stand_value[i])
    return sum((best[i] for i in range(n) if tree.parent[i] < 0), Fraction(0))


def player_best_reply(reply: DealerReply) -> Fraction:
    """The player's exact best result against a dealer who plays *reply* (heads-up, fresh deck).

    The dealer of :func:`~hazardlib.sette_e_mezzo.reply.dealer_best_reply` reads the player's
    face-down card from a policy he assumes; a player who knows it can play otherwise. This is the
    most such a player makes per unit stake, deciding by his cards in the order they came.

    >>> from hazardlib.sette_e_mezzo import DealerStandOn, dealer_best_reply, solve
    >>> best = solve(DEFAULT, DealerStandOn(5))
    >>> reply = dealer_best_reply(DEFAULT, best.policy)
    >>> reply.value < player_best_reply(reply)
    True
    """
    if not isinstance(reply, DealerReply):
        raise InvalidPolicyError(f"reply must be a DealerReply (from dealer_best_reply), got {reply!r}")
    r = reply.best
    tree = _Tree(reply.rules)
    at = _orders_at(tree)
    replies: list[list[tuple[Fraction, tuple[bool, ...]]]] = []
    for o in tree.orders:
        up = tree.counts(o)
        possible = r.read(list(o))  # as DealerReply.draws reads it
        draws = tuple(r.draws_at(up, possible, d, shown=False) for d in tree.dealer(up).hands)
        replies.append([(Fraction(1), draws)])
    return _concession(tree, at, replies)


def _orders_at(tree: _Tree) -> list[list[tuple[int, int]]]:
    """For each set of face-up cards: (face-down kind, decision point) of the player standing there."""
    at: list[list[tuple[int, int]]] = [[] for _ in tree.orders]
    for i, (h, o) in enumerate(tree.points):
        at[tree.order_index[o]].append((h, i))
    return at


def _reach(tree: _Tree, probs: list[Fraction]) -> list[float]:
    """The chance of each decision point under the player's strategy (the deal and his own draws)."""
    mine: list[float] = []  # his own part: the product of his draw shares on the way
    out: list[float] = []
    for i, (h, o) in enumerate(tree.points):
        parent = tree.parent[i]
        mine.append(1.0 if parent < 0 else mine[parent] * float(probs[parent]))
        out.append(mine[i] * float(tree.chance(with_card(tree.counts(o), h))))
    return out


def _tables(tree: _Tree, at: list[list[tuple[int, int]]], probs: list[Fraction],
            replies: list[list[tuple[Fraction, tuple[bool, ...]]]],
            ) -> tuple[dict[tuple[str, int], float], dict[tuple[int, int], float]]:
    """How often each side draws, by the cards it can see (see :class:`Equilibrium`)."""
    reach = _reach(tree, probs)
    num: dict[tuple[str, int], float] = {}
    den: dict[tuple[str, int], float] = {}
    for i, (h, o) in enumerate(tree.points):
        if reach[i] > 0:
            key = (_CLASS_NAMES[h], tree.m.hand_total(with_card(tree.counts(o), h)))
            num[key] = num.get(key, 0.0) + reach[i] * float(probs[i])
            den[key] = den.get(key, 0.0) + reach[i]
    player = {key: num[key] / den[key] for key in sorted(den, key=lambda kt: (_CLASS_NAMES.index(kt[0]), kt[1]))}
    dnum: dict[tuple[int, int], float] = {}
    dden: dict[tuple[int, int], float] = {}
    for k, o in enumerate(tree.orders):
        stood = [(h, reach[i] * float(1 - probs[i])) for h, i in at[k]]
        if not any(w > 0 for _, w in stood):
            continue
        up = tree.counts(o)
        shown = sum((1 if c == 8 else VALUE[c]) for c in o)
        hands = tree.dealer(up)
        left_up = 40 - hands.n_up
        for lam, draws in replies[k]:
            ways = [0.0] * len(hands.hands)  # the chance of the dealer's cards, face-down card unknown
            for j, left in hands.first:
                ways[j] += left / left_up
            for j in range(len(hands.hands) - 1, -1, -1):  # smaller hands first
                if ways[j] == 0.0:
                    continue
                d = hands.hands[j]
                rest = left_up - sum(d)
                if hands.decides[j]:
                    # Given each face-down card: the chance that the dealer holds d with it still
                    # unseen (0 when d holds every card of its kind left), over its chance alone.
                    given = sum(w * (tree.full[h] - up[h] - d[h]) / rest / ((tree.full[h] - up[h]) / left_up)
                                for h, w in stood)
                    key2 = (shown, tree.m.hand_total(d))
                    w = given * float(lam) * ways[j]
                    dden[key2] = dden.get(key2, 0.0) + w
                    if draws[j]:
                        dnum[key2] = dnum.get(key2, 0.0) + w
                        for child, left in hands.children[j]:
                            ways[child] += ways[j] * left / rest
    dealer = {key: dnum.get(key, 0.0) / dden[key] for key in sorted(dden) if dden[key] > 0}
    return player, dealer
