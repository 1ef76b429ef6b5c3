"""What suits are worth in the solved heads-up game of Sette e mezzo, to either side, exactly.

Run: ``.venv/bin/python tools/suit_cost_game.py`` (about a minute: solving the
game takes most of it, the player's side about 10 s, the dealer's 3 s).

The question
------------
:func:`hazardlib.sette_e_mezzo.solve_game` solves heads-up Sette e mezzo as a
zero-sum game, player against dealer, by a sequence-form linear programme.
Both sides of that model decide by the *kinds* of the cards (a figure, an ace
to a 7, the matta) and not by their suits; the result is checked exactly by
``_guarantee`` (the dealer's exact best reply to the player's reported
strategy: the lower end ``lower`` of the exploitability interval) and
``_concession`` (the player's exact best reply to the dealer's reported
strategy: the upper end ``upper``). Under the default rules a two-card 7½
whose cards share a suit is a reale and is paid more (rule S10), so a side
that also looks at suits may do better than either reply. This program
measures, exactly, by how much:

1. **The player.** His best suit-aware reply to the dealer's reported
   strategy (a mixture of pure replies at each order of the player's face-up
   kinds, and the dealer's reply to a shown 7½), against his best suit-blind
   reply, which must equal ``upper`` exactly (the self-check).
2. **The dealer.** His best suit-aware reply to the player's reported
   (mixed, suit-blind) strategy: he sees his own cards and the player's
   face-up cards with their suits (the player's whole hand when he shows a
   7½) and weighs the face-down card by Bayes' rule. Restricted to suit-blind
   play it must equal ``lower`` exactly (the self-check).

If the player's gain is ``g_p`` and the dealer's ``g_d``, the suit-blind
equilibrium is an ε-equilibrium of the game with suits, with
ε = max(g_p, g_d) + ``upper - lower``: neither side can gain more than that
by deviating in any way, suits or not.

The model
---------
The same refined classes as ``tools/suit_cost.py`` (read its docstring: the
figures and the 7s split by suit, the matta apart, aces to 6s unsplit), its
payment table built with ``settle`` and its checks, imported from it. Only
the opponent differs: he is the reported equilibrium strategy, taken from
:func:`~hazardlib.sette_e_mezzo.solve_game`. The player's strategy is the
public ``Equilibrium.player_draws``, the dealer's its ``dealer_replies`` (his
mixture of pure replies after the player stood, at every set of face-up cards)
and ``dealer_shown`` (his replies to a shown 7½). Everything below is computed
here, by a second method, from these strategies alone.

**The player's side.** The dealer's strategy reads the *order* of the
player's face-up kinds, so a decision point is ``(hole, order, up)``: the
refined class of the face-down card, the face-up kinds in order, and the
counts of the face-up refined classes (the order among face-up cards of one
kind changes nothing anybody sees or is paid: sufficiency as in
``suit_cost.py``, item 5). Standing pays the expectation, over the dealer's
pure replies at that order weighted by the mixture, of the payment against
his final hand; his walk reads kinds only, so it is enumerated over the
kinds left (the face-down card's kind counted last, which does not change the
law of the deal), and only his two-card 7½ is split into reale or not by the
ordered pairs of refined classes left. A shown 7½ is played against the
dealer's reported reply to it, keyed by the kinds of the whole hand. Then:

* ``aware``: backward induction on the refined decision points (draw only
  when strictly better). Points whose value cannot differ are merged
  (``_Point``): once he shows a card, which card of his hand is the
  face-down one no longer matters, only its kind (his own reale is decided on
  his first draw); and the three suits without the matta play alike (three
  figures and a 7 each; checked on every two-card 7½), so hands that differ
  by exchanging them are one point, listed once with the number of hands it
  stands for;
* ``blind``: backward induction on the *kind* decision points ``(hole kind,
  order)``, each worth the probability-weighted sum of its refined points
  (what a player who cannot tell suits apart gets); it must equal
  ``upper``;
* ``gain = aware - blind``, listed by refined decision point where the best
  suit-aware choice differs from the suit-blind one, weighted by the
  chance that suit-blind play reaches it (these sum to the gain exactly, the
  performance-difference identity; checked).

**The dealer's side.** After the player stands, everything the dealer can
use is: the player's face-up kinds in order (the player's strategy reads
them), their refined classes, and his own cards. The player's face-down card
has, by Bayes' rule, weight proportional to the player's realization weight
of standing with its kind at that order times the unseen cards of its class;
summed over a kind, that is the realization weight times the unseen cards of
the kind. The player's stood hand is never a reale, so the payment reads his
total only. Hence, once the dealer holds two cards, nothing refined is left
to use: the posterior over the face-down kind, the law of his next cards and
the payment all read kinds only. Suits can help him only at his first card,
and only when that card can begin a two-card 7½ (a figure, a 7, the matta):
whether to draw, when the chance that his second card makes a reale depends
on his first card's suit and on the suits of the figures and 7s the player
shows. So the backward induction runs on his kind hands from two cards up,
once per order, and at the first card once per (face-up refined classes,
refined first card); the suit-blind dealer decides there by the kinds alone,
on the sum over the refinements. After a shown 7½ the dealer sees the whole
hand: if it has two cards, whether it is a reale (which changes every
payment), and in any case its refined classes, which change the reale
chances of his own first two cards. So there the backward induction runs on
his kind hands per (reale or not), and at his first card per (refined hand of
the player, refined first card). Busts of the player pay -1 whatever the
dealer does. The suit-blind total must equal ``lower``; the gain is listed by
decision point (first cards, and for a shown 7½ his larger hands) as for the
player.

All values are exact: Fractions, and integers scaled by the falling products
of the deck (``_Dag``) inside each backward pass.

The result (default rules): both self-checks hold exactly. The dealer gains
exactly nothing (his suit-aware choices differ from the suit-blind ones only
where both are worth the same: hands of two cards or more against a shown
two-card reale, which he can no longer beat). The player gains about
1.6528e-5 of a stake, at 159 merged decision points, all where the
equilibrium leaves him indifferent or nearly so, with totals from 2 to 4½
and figures in his hand: figures of coppe, bastoni or spade make drawing the
better choice, figures of denari standing (a denari figure in his hand takes
away more of the dealer's reali: it pairs with both the 7 of denari and the
matta).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import factorial, lcm, prod
from pathlib import Path
from typing import Any

from hazardlib import sette_e_mezzo as sm

if str(Path(__file__).resolve().parent) not in sys.path:  # loaded by path (the tests)
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from suit_cost import _FIGURE, _KIND_NAMES, _MATTA, _NKIND, Counts, DealerKey, _Model  # noqa: E402

Kinds = tuple[int, ...]  # kinds of cards in order (0 a figure, 1..7, 8 the matta)
_BUST = 99


def _fall(n: int, k: int) -> int:
    return prod(range(n - k + 1, n + 1))


def _add(counts: Counts, c: int) -> Counts:
    return counts[:c] + (counts[c] + 1,) + counts[c + 1 :]


def _kind_counts(order: Sequence[int]) -> Counts:
    return tuple(list(order).count(k) for k in range(_NKIND))


def _kinds_str(order: Sequence[int]) -> str:
    return "".join(_KIND_NAMES[k] for k in order)


# -- the equilibrium's strategies --------------------------------------------------------------------


@dataclass(frozen=True)
class Strategies:
    """The reported equilibrium strategies of :func:`~hazardlib.sette_e_mezzo.solve_game`.

    ``player``: (face-down kind, face-up kinds in order) -> how often the player
    draws. ``stood``: face-up kinds in order -> the dealer's mixture after the
    player stood there, as (weight, the dealer's kind hands at which that pure
    reply draws). ``shown``: (face-down kind, face-up kind counts) of a shown
    7½ -> the dealer's kind hands at which he draws. ``lower`` and ``upper``
    are the solver's exact bounds (``_guarantee`` and ``_concession``).
    """

    rules: sm.Rules
    value: float
    lower: Fraction
    upper: Fraction
    player: dict[tuple[int, Kinds], Fraction]
    stood: dict[Kinds, tuple[tuple[Fraction, frozenset[Counts]], ...]]
    shown: dict[tuple[int, Counts], frozenset[Counts]]
    seconds: float


def equilibrium_strategies(rules: sm.Rules = sm.DEFAULT) -> Strategies:
    """Solve the game and read both reported strategies (``Equilibrium.dealer_replies`` and ``dealer_shown``)."""
    start = time.perf_counter()
    game = sm.solve_game(rules)

    def kinds(text: str) -> Kinds:
        return tuple(_KIND_NAMES.index(x) for x in text)

    def counts(text: str) -> Counts:
        return _kind_counts(kinds(text))

    player = {(_KIND_NAMES.index(h), kinds(o)): p for (h, o), p in game.player_draws.items()}
    stood = {kinds(order): tuple((lam, frozenset(counts(d) for d in draws)) for lam, draws in mixture)
             for order, mixture in game.dealer_replies.items()}
    shown = {(_KIND_NAMES.index(h), counts(up)): frozenset(counts(d) for d in draws)
             for (h, up), draws in game.dealer_shown.items()}
    return Strategies(rules=rules, value=game.value, lower=game.lower, upper=game.upper, player=player,
                      stood=stood, shown=shown, seconds=time.perf_counter() - start)


# -- kinds, and the dealer's hands from a deck ------------------------------------------------------------


class _Dag:
    """The dealer's hands (kind counts) from a deck of kinds: every hand he may hold, smallest first.

    ``scale_hole[j]``: the falling product that puts a hand of this size on the
    common scale ``fall(left, cap)`` when one more card (the player's unseen
    face-down card) is dealt after it; ``scale_known[j]`` the same without it.
    """

    def __init__(self, kinds: _Kinds, deck: Counts) -> None:
        self.deck = deck
        self.left = sum(deck)
        firsts = [tuple(int(k == a) for k in range(_NKIND)) for a in range(_NKIND) if deck[a]]
        self.hands: list[Counts] = []
        layer = firsts
        seen: set[Counts] = set(firsts)
        while layer:
            self.hands += layer
            nxt: list[Counts] = []
            for d in layer:
                t = kinds.total(d)
                if t == _BUST or t == 15:
                    continue
                for c in range(_NKIND):
                    if deck[c] - d[c] > 0:
                        e = _add(d, c)
                        if e not in seen:
                            seen.add(e)
                            nxt.append(e)
            layer = nxt
        self.where = {d: j for j, d in enumerate(self.hands)}
        self.size = [sum(d) for d in self.hands]
        self.total = [kinds.total(d) for d in self.hands]
        self.terminal = [t == _BUST or t == 15 for t in self.total]
        self.two15 = [s == 2 and t == 15 for s, t in zip(self.size, self.total)]
        self.out: list[DealerKey] = ["bust" if t == _BUST else t for t in self.total]
        self.children: list[list[tuple[int, int]]] = []
        for d, term in zip(self.hands, self.terminal):
            kids = [] if term else [(self.where[_add(d, c)], deck[c] - d[c]) for c in range(_NKIND) if deck[c] - d[c] > 0]
            self.children.append(kids)
        self.first = {a: self.where[d] for a, d in zip((a for a in range(_NKIND) if deck[a]), firsts)}
        self.cap = max(self.size) + 1
        self.scale_hole = [_fall(self.left - s - 1, self.cap - s - 1) for s in self.size]
        self.scale_known = [_fall(self.left - s, self.cap - s) for s in self.size]
        self.norm = _fall(self.left, self.cap)


class _Kinds:
    """Kind-level helpers on top of ``suit_cost``'s refined model: totals, decks, splits, payments."""

    def __init__(self, model: _Model) -> None:
        self.m = model
        self.full: Counts = tuple(sum(model.full[c] for c in range(model.n) if model.kind_of[c] == k)
                                  for k in range(_NKIND))
        self.classes: list[list[int]] = [[c for c in range(model.n) if model.kind_of[c] == k] for k in range(_NKIND)]
        self._totals: dict[Counts, int] = {}
        self._dags: dict[Counts, _Dag] = {}
        self._splits: dict[Counts, list[tuple[Counts, int]]] = {}
        self.q = 1
        for v in model.pay.values():
            self.q = lcm(self.q, v.denominator)
        self.payq: dict[tuple[int, bool, DealerKey], int] = {k: int(v * self.q) for k, v in model.pay.items()}
        # The ordered pairs of refined classes that make a two-card 7½: by first class.
        self.pairs_from: dict[int, list[tuple[int, bool]]] = {}
        for a, b, re in model.pairs15:
            self.pairs_from.setdefault(a, []).append((b, re))
        self.first15 = frozenset(model.kind_of[a] for a in self.pairs_from)
        # The suits that play alike: each has a figure class and a 7 class of the same sizes and none holds
        # the matta; exchanging them changes no count and no reale (checked on every two-card 7½).
        suit_of = {c: model.members[c][0].suit for c in range(model.n) if model.kind_of[c] in (_FIGURE, 7)}
        matta_suit = model.rules.matta.suit if model.rules.matta is not None else None
        slots = []
        for suit in sorted({x for x in suit_of.values() if x != matta_suit}, key=str):
            f = [c for c, x in suit_of.items() if x == suit and model.kind_of[c] == _FIGURE]
            seven = [c for c, x in suit_of.items() if x == suit and model.kind_of[c] == 7]
            if len(f) == 1 and len(seven) == 1:
                slots.append((f[0], seven[0]))
        assert len({(model.full[f], model.full[x]) for f, x in slots}) == 1
        self.slots: list[tuple[int, int]] = slots
        pairs = set(model.pairs15)
        for (f1, s1), (f2, s2) in combinations(slots, 2):
            swap = {f1: f2, f2: f1, s1: s2, s2: s1}
            assert {(swap.get(a, a), swap.get(b, b), re) for a, b, re in pairs} == pairs
        for a in self.pairs_from:
            for b, _ in self.pairs_from[a]:
                assert self.total(_add(_add((0,) * _NKIND, model.kind_of[a]), model.kind_of[b])) == 15

    def total(self, hand: Counts) -> int:
        t = self._totals.get(hand)
        if t is None:
            tt, bust = self.m.kind_total([k for k in range(_NKIND) for _ in range(hand[k])])
            t = self._totals[hand] = _BUST if bust else tt
        return t

    def canonical(self, hand: Counts) -> tuple[Counts, int]:
        """*hand* with the suits that play alike put in a canonical order, and how many hands that merges."""
        sig = sorted(((hand[f], hand[x]) for f, x in self.slots), reverse=True)
        out = list(hand)
        for (f, x), (nf, nx) in zip(self.slots, sig):
            out[f], out[x] = nf, nx
        images = factorial(len(sig)) // prod(factorial(sig.count(v)) for v in set(sig))
        return tuple(out), images

    def dag(self, deck: Counts) -> _Dag:
        found = self._dags.get(deck)
        if found is None:
            found = self._dags[deck] = _Dag(self, deck)
        return found

    def weight(self, hand: Counts) -> int:
        """Ordered ways to deal these kinds in one given order."""
        return prod(_fall(self.full[k], hand[k]) for k in range(_NKIND))

    def splits(self, up: Counts) -> list[tuple[Counts, int]]:
        """Every refined multiset with these kind counts, with its weight.

        The weight counts the refined sequences in one given order of kinds
        (a multinomial per kind) times the real cards behind them; over the
        splits it sums to ``weight(up)``.
        """
        found = self._splits.get(up)
        if found is not None:
            return found
        m = self.m
        out: list[tuple[Counts, int]] = [((0,) * m.n, 1)]
        for k in range(_NKIND):
            grown: list[tuple[Counts, int]] = []
            for mu, w in out:
                for part in _compositions(up[k], [m.full[c] for c in self.classes[k]]):
                    nu = list(mu)
                    for c, x in zip(self.classes[k], part):
                        nu[c] = x
                    multinomial = factorial(up[k]) // prod(factorial(x) for x in part)
                    cards = prod(_fall(m.full[c], x) for c, x in zip(self.classes[k], part))
                    grown.append((tuple(nu), w * multinomial * cards))
            out = grown
        assert sum(w for _, w in out) == self.weight(up)
        self._splits[up] = out
        return out


def _compositions(n: int, caps: Sequence[int]) -> list[tuple[int, ...]]:
    """The ways to write *n* as an ordered sum of len(caps) parts, part i at most caps[i]."""
    if not caps:
        return [()] if n == 0 else []
    return [(x,) + rest for x in range(min(n, caps[0]) + 1) for rest in _compositions(n - x, caps[1:])]


def _label(model: _Model, hole: int | None, order: Kinds, up: Counts) -> str:
    """A hand as ``[hole] up up ...``: the face-up cards in order, the refined classes of a kind in a canonical order."""
    pool = {k: [c for c in range(model.n) if model.kind_of[c] == k for _ in range(up[c])] for k in range(_NKIND)}
    ups = [model.names[pool[k].pop(0)] for k in order]
    head = [] if hole is None else ["[" + model.names[hole] + "]"]
    return " ".join(head + ups)


# -- 1. the player's best suit-aware reply to the equilibrium dealer --------------------------------------


class _PlayerSide:
    def __init__(self, kinds: _Kinds, strategies: Strategies) -> None:
        self.k = kinds
        self.m = kinds.m
        self.s = strategies
        self._stood_kind: dict[tuple[Counts, frozenset[Counts]], list[dict[DealerKey, int]]] = {}
        self._stand_kind: dict[tuple[Kinds, int], list[tuple[Fraction, Fraction, frozenset[int]]]] = {}
        self._shown_kind: dict[tuple[int, Counts, bool], Fraction] = {}
        self._shown: dict[tuple[int, Counts], Fraction] = {}

    # -- the dealer's walk, on kinds, following one pure reply -----------------------------------------

    def _walk(self, dag: _Dag, draws: frozenset[Counts]) -> list[int]:
        """Ordered ways to reach each hand; a hand is final where the reply stands (or it is final)."""
        ways = [0] * len(dag.hands)
        for a, j in dag.first.items():
            ways[j] += dag.deck[a]
        for j, d in enumerate(dag.hands):
            w = ways[j]
            if w and not dag.terminal[j] and d in draws:
                for child, left in dag.children[j]:
                    ways[child] += w * left
        return ways

    def _stood_numerators(self, deck: Counts, draws: frozenset[Counts]) -> list[dict[DealerKey, int]]:
        """For each face-down kind h: the dealer's final hands other than two-card 7½, as numerators."""
        key = (deck, draws)
        found = self._stood_kind.get(key)
        if found is not None:
            return found
        dag = self.k.dag(deck)
        ways = self._walk(dag, draws)
        out: list[dict[DealerKey, int]] = [{} for _ in range(_NKIND)]
        for j, d in enumerate(dag.hands):
            w = ways[j]
            if not w or dag.two15[j] or (not dag.terminal[j] and d in draws):
                continue
            w *= dag.scale_hole[j]
            o = dag.out[j]
            for h in range(_NKIND):
                x = deck[h] - d[h]
                if x > 0:
                    out[h][o] = out[h].get(o, 0) + w * x
        self._stood_kind[key] = out
        return out

    def stand_parts(self, order: Kinds, h: int) -> list[tuple[Fraction, Fraction, frozenset[int]]]:
        """Per pure reply at *order*: (weight, the kind part of standing, first kinds at which it draws)."""
        key = (order, h)
        found = self._stand_kind.get(key)
        if found is not None:
            return found
        up = _kind_counts(order)
        deck = tuple(self.k.full[c] - up[c] for c in range(_NKIND))
        left = sum(deck)
        t = self.k.total(_add(up, h))
        dag = self.k.dag(deck)
        parts = []
        for lam, draws in self.s.stood[order]:
            num = self._stood_numerators(deck, draws)[h]
            kind = Fraction(sum(x * self.k.payq[(t, False, o)] for o, x in num.items()) * left,
                            deck[h] * dag.norm * self.k.q)
            firsts = frozenset(a for a in self.k.first15 if tuple(int(c == a) for c in range(_NKIND)) in draws)
            parts.append((lam, kind, firsts))
        self._stand_kind[key] = parts
        return parts

    def _pairs(self, rest: Counts, firsts: frozenset[int]) -> tuple[int, int]:
        """Ordered ways for the dealer's first two cards to make (a reale, a plain two-card 7½)."""
        reale = plain = 0
        kind_of = self.m.kind_of
        for a, partners in self.k.pairs_from.items():
            if kind_of[a] not in firsts or not rest[a]:
                continue
            for b, re in partners:
                ways = rest[a] * (rest[b] - (a == b))
                if re:
                    reale += ways
                else:
                    plain += ways
        return reale, plain

    def stand(self, h: int, order: Kinds, rest: Counts) -> Fraction:
        """Standing with a face-down card of kind *h*, face-up kinds *order*, refined classes *rest* left."""
        t = self.k.total(_add(_kind_counts(order), h))
        n = sum(rest)
        pr, p15 = self.k.payq[(t, False, "reale")], self.k.payq[(t, False, 15)]
        value = Fraction(0)
        for lam, kind, firsts in self.stand_parts(order, h):
            reale, plain = self._pairs(rest, firsts)
            value += lam * (kind + Fraction(reale * pr + plain * p15, n * (n - 1) * self.k.q))
        return value

    def shown(self, h: int, upk: Counts, hand: Counts) -> Fraction:
        """The player's result on showing a 7½: face-down kind *h*, face-up kinds *upk*, refined *hand*."""
        key = (h, hand)
        found = self._shown.get(key)
        if found is not None:
            return found
        m = self.m
        reale = sum(hand) == 2 and sm.hand_value(m.cards(_expand_classes(hand)), self.s.rules).reale
        draws = self.s.shown[(h, upk)]
        kinds = _add(upk, h)
        deck = tuple(self.k.full[c] - kinds[c] for c in range(_NKIND))
        kkey = (h, upk, reale)
        kind = self._shown_kind.get(kkey)
        if kind is None:
            dag = self.k.dag(deck)
            ways = self._walk(dag, draws)
            num = 0
            for j, d in enumerate(dag.hands):
                w = ways[j]
                if not w or dag.two15[j] or (not dag.terminal[j] and d in draws):
                    continue
                num += w * dag.scale_known[j] * self.k.payq[(15, reale, dag.out[j])]
            kind = self._shown_kind[kkey] = Fraction(num, dag.norm * self.k.q)
        rest = tuple(m.full[c] - hand[c] for c in range(m.n))
        n = sum(rest)
        firsts = frozenset(a for a in self.k.first15 if tuple(int(c == a) for c in range(_NKIND)) in draws)
        r, p = self._pairs(rest, firsts)
        value = kind + Fraction(r * self.k.payq[(15, reale, "reale")] + p * self.k.payq[(15, reale, 15)],
                                n * (n - 1) * self.k.q)
        self._shown[key] = value
        return value

    # -- backward induction ------------------------------------------------------------------------------

    def measure(self) -> dict[str, Any]:
        start = time.perf_counter()
        m, k = self.m, self.k
        zero = (0,) * m.n
        # The refined decision points, merged (see _Point), level by level (the number of face-up cards).
        root: list[_Point] = []
        for g in range(m.n):
            hand = _add(zero, g)
            root.append(_Point(m.kind_of[g], (), hand, tuple(m.full[c] - hand[c] for c in range(m.n)),
                               m.full[g], 1, "[" + m.names[g] + "]"))
        levels: list[list[_Point]] = [root]
        while levels[-1]:
            nxt: dict[tuple[int, Kinds, Counts], _Point] = {}
            for pt in levels[-1]:
                kinds = _add(_kind_counts(pt.order), pt.h)
                for c in range(m.n):
                    x = pt.rest[c]
                    if not x:
                        continue
                    kc = m.kind_of[c]
                    t = k.total(_add(kinds, kc))
                    hand = _add(pt.hand, c)
                    if t == _BUST:
                        pt.follows.append((x, "bust", None))
                    elif t == 15:
                        pt.follows.append((x, "shown", (pt.h, _add(_kind_counts(pt.order), kc), hand)))
                    else:
                        hand, images = k.canonical(hand)
                        key = (pt.h, pt.order + (kc,), hand)
                        child = nxt.get(key)
                        if child is None:
                            child = nxt[key] = _Point(pt.h, key[1], hand, tuple(m.full[c] - hand[c] for c in range(m.n)),
                                                      0, images, "")
                        child.dealt += pt.dealt * x
                        pt.follows.append((x, "point", child))
            levels.append(list(nxt.values()))
        points = [pt for level in levels for pt in level]
        kind_points = {(pt.h, pt.order) for pt in points}
        assert kind_points == set(self.s.player), "the decision points are not the equilibrium's"
        # Suit-aware: on the merged refined points. Suit-blind: on kind points (face-down kind, face-up kinds
        # in order), each worth the sum of its refined points weighted by their chances.
        blind_stand: dict[tuple[int, Kinds], Fraction] = {}
        blind_draw: dict[tuple[int, Kinds], Fraction] = {}
        blind: dict[tuple[int, Kinds], Fraction] = {}
        kids: dict[tuple[int, Kinds], set[tuple[int, Kinds]]] = {}
        for depth in range(len(levels) - 1, -1, -1):
            chance = _fall(40, depth + 1)
            for pt in levels[depth]:
                n = sum(pt.rest)
                pt.stand = self.stand(pt.h, pt.order, pt.rest)
                terminal = Fraction(0)
                later = Fraction(0)
                kp = (pt.h, pt.order)
                for x, what, nxt_pt in pt.follows:
                    if what == "bust":
                        terminal -= x
                    elif what == "shown":
                        terminal += x * self.shown(*nxt_pt)
                    else:
                        later += x * nxt_pt.value
                        kids.setdefault(kp, set()).add((pt.h, nxt_pt.order))
                pt.draw = (terminal + later) / n
                pt.value = max(pt.stand, pt.draw)
                weight = Fraction(pt.dealt, chance)
                blind_stand[kp] = blind_stand.get(kp, Fraction(0)) + weight * pt.stand
                blind_draw[kp] = blind_draw.get(kp, Fraction(0)) + weight * terminal / n
            for pt in levels[depth]:
                kp = (pt.h, pt.order)
                if kp not in blind:
                    draw_b = blind_draw[kp] + sum((blind[c] for c in kids.get(kp, ())), Fraction(0))
                    blind_draw[kp] = draw_b
                    blind[kp] = max(blind_stand[kp], draw_b)
        aware_total = sum((Fraction(pt.dealt, 40) * pt.value for pt in root), Fraction(0))
        blind_total = sum((blind[(h, ())] for h in range(_NKIND)), Fraction(0))
        blind_draws = {kp: blind_draw[kp] > blind_stand[kp] for kp in blind}
        # Where the choices differ, weighted by the chance that suit-blind play gets there.
        changes: list[dict[str, Any]] = []
        ties = 0
        for pt in points:
            kp = (pt.h, pt.order)
            if not all(blind_draws[(pt.h, pt.order[:i])] for i in range(len(pt.order))):
                continue  # suit-blind play never gets here
            s, d = pt.stand, pt.draw
            if (d > s) == blind_draws[kp]:
                continue
            if d == s:
                ties += 1
                continue
            here = abs(d - s)
            reach = Fraction(pt.dealt, _fall(40, len(pt.order) + 1))
            changes.append({
                "hand": pt.label or _hand_label(m, pt.h, pt.order, pt.hand), "images": pt.images,
                "total": Fraction(k.total(_add(_kind_counts(pt.order), pt.h)), 2),
                "aware": "draw" if d > s else "stand", "blind": "draw" if blind_draws[kp] else "stand",
                "stand": s, "draw": d, "gain": here, "reach_blind": reach, "weighted": here * reach,
            })
        changes.sort(key=lambda c: (-c["weighted"], c["hand"]))
        gain = aware_total - blind_total
        weighted = sum((c["weighted"] for c in changes), Fraction(0))
        assert weighted == gain, (weighted, gain)
        return {
            "side": "player", "blind": blind_total, "check": self.s.upper, "check_ok": blind_total == self.s.upper,
            "aware": aware_total, "gain": gain, "gain_float": float(gain), "changes": changes, "ties": ties,
            "states": len(points), "kind_points": len(kind_points), "seconds": time.perf_counter() - start,
        }


class _Point:
    """A decision point of the suit-aware player, merged over what cannot change its value.

    With face-up cards, the value depends on the face-down card's kind, the
    face-up kinds in order and the refined classes of the whole hand
    (``hand``; the rest of the deck is ``rest``), not on which of the hand's
    cards is the face-down one: the player's own reale is possible only on his
    first draw, from the face-down card alone (the points of ``root``, kept by
    class). Points that differ by exchanging the three suits that play alike
    (those without the matta; see ``_Kinds.canonical``) are merged too:
    ``images`` counts the hands merged that way. ``dealt`` counts the ordered
    deals of real cards that reach the point (face-down card, face-up cards in
    the order of kinds), all merged hands together.
    """

    __slots__ = ("h", "order", "hand", "rest", "dealt", "images", "label", "follows", "stand", "draw", "value")

    def __init__(self, h: int, order: Kinds, hand: Counts, rest: Counts, dealt: int, images: int, label: str) -> None:
        self.h, self.order, self.hand, self.rest = h, order, hand, rest
        self.dealt, self.images, self.label = dealt, images, label
        self.follows: list[tuple[int, str, Any]] = []
        self.stand = self.draw = self.value = Fraction(0)


def _expand_classes(counts: Counts) -> list[int]:
    return [c for c in range(len(counts)) for _ in range(counts[c])]


def _hand_label(model: _Model, h: int, order: Kinds, hand: Counts) -> str:
    """``[face-down kind] face-up kinds in order | the hand's figures, 7s and matta by class``."""
    suited = [model.names[c] for c in _expand_classes(hand) if model.kind_of[c] in (_FIGURE, 7, _MATTA)]
    return f"[{_KIND_NAMES[h]}] {_kinds_str(order)}" + (" | " + " ".join(suited) if suited else "")


def player_side(strategies: Strategies, model: _Model | None = None) -> dict[str, Any]:
    """The player's best suit-aware reply to the equilibrium dealer, against his best suit-blind reply.

    Returns a dict: ``"blind"`` (the suit-blind best reply, computed here;
    ``"check_ok"`` says whether it equals the solver's ``upper`` exactly),
    ``"aware"``, ``"gain"`` (``aware - blind``, a Fraction; ``"gain_float"``),
    ``"changes"`` (one dict per merged decision point where the best
    suit-aware choice is strictly better: ``hand`` as ``[face-down kind]
    face-up kinds in order | the hand's figures, 7s and matta by class`` (on
    the first card alone, ``[class]``), ``images`` (the hands it stands for,
    by exchanging the suits without the matta), ``total``, ``aware``/``blind``
    choices, ``stand``/``draw`` values at one of them, ``gain`` there,
    ``reach_blind`` and ``weighted`` for all of them together; the weighted
    gains sum to the gain), ``"ties"``, ``"states"``, ``"seconds"``.
    """
    model = model or _Model(strategies.rules, sm.DealerStandOn(5))  # its dealer is not used here
    return _PlayerSide(_Kinds(model), strategies).measure()


# -- 2. the dealer's best suit-aware reply to the equilibrium player --------------------------------------


class _DealerSide:
    def __init__(self, kinds: _Kinds, strategies: Strategies) -> None:
        self.k = kinds
        self.m = kinds.m
        self.s = strategies
        self.changes: list[dict[str, Any]] = []
        self.ties = 0

    def _backward(self, dag: _Dag, stand: list[int]) -> tuple[list[int], list[bool]]:
        """Values (the player's, scaled) and choices of the dealer at his best, from two cards up."""
        value = [0] * len(dag.hands)
        draws = [False] * len(dag.hands)
        for j in range(len(dag.hands) - 1, -1, -1):
            if dag.size[j] < 2 or dag.two15[j]:
                continue
            if dag.terminal[j]:
                value[j] = stand[j]
                continue
            draw = sum(left * value[child] for child, left in dag.children[j])
            if draw < stand[j]:
                value[j], draws[j] = draw, True
            else:
                value[j] = stand[j]
        return value, draws

    def _later(self, dag: _Dag, value: list[int], a: int) -> int:
        """Drawing on the first card *a*: the part of the second cards that do not make a two-card 7½."""
        return sum(left * value[child] for child, left in dag.children[dag.first[a]] if not dag.two15[child])

    def _fifteen(self, rest: Counts, alpha: int, pay: dict[bool, int]) -> int:
        """Drawing on the refined first card *alpha*: the part of the second cards that make a two-card 7½."""
        out = 0
        for b, re in self.k.pairs_from.get(alpha, ()):
            x = rest[b] - (b == alpha)
            if x > 0:
                out += x * pay[re]
        return out

    def stood(self, order: Kinds, weights: dict[int, Fraction]) -> tuple[Fraction, Fraction]:
        """(suit-blind, suit-aware) best values of the dealer after the player stood at *order*."""
        k, m = self.k, self.m
        scale = 1
        for x in weights.values():
            scale = lcm(scale, x.denominator)
        iw = {h: int(x * scale) for h, x in weights.items() if x}
        up = _kind_counts(order)
        deck = tuple(k.full[c] - up[c] for c in range(_NKIND))
        dag = k.dag(deck)
        totals = {h: k.total(_add(up, h)) for h in iw}

        def stand_of(d: Counts, s: int, o: DealerKey) -> int:
            return s * sum(w * (deck[h] - d[h]) * k.payq[(totals[h], False, o)] for h, w in iw.items())

        stand = [0 if dag.two15[j] else stand_of(d, dag.scale_hole[j], dag.out[j]) for j, d in enumerate(dag.hands)]
        value, _ = self._backward(dag, stand)
        up_weight = k.weight(up)
        norm = Fraction(1, _fall(40, len(order)) * dag.norm * k.q * scale)
        blind_total = aware_total = 0
        for a, j in dag.first.items():
            s, later = stand[j], self._later(dag, value, a)
            if a not in k.first15:
                best = min(s, later) * deck[a] * up_weight
                blind_total += best
                aware_total += best
                continue
            # Two-card 7½ from a: the dealer's (reale, plain) payments, by kind of second card.
            pays: dict[int, dict[bool, int]] = {}
            for b in range(_NKIND):
                d2 = _add(dag.hands[j], b)
                if d2 in dag.where and dag.two15[dag.where[d2]]:
                    sc = dag.scale_hole[dag.where[d2]]
                    pays[b] = {re: stand_of(d2, sc, "reale" if re else 15) for re in (True, False)}
            rows = []
            draw_blind = 0
            for mu, ways in k.splits(up):
                rest = tuple(m.full[c] - mu[c] for c in range(m.n))
                for alpha in k.classes[a]:
                    if not rest[alpha]:
                        continue
                    fifteen = sum(
                        (rest[b] - (b == alpha)) * pays[m.kind_of[b]][re]
                        for b, re in k.pairs_from.get(alpha, ()) if rest[b] - (b == alpha) > 0)
                    draw = later + fifteen
                    weight = ways * rest[alpha]
                    rows.append((mu, alpha, weight, draw))
                    draw_blind += weight * draw
            stand_blind = s * deck[a] * up_weight
            blind_draws = draw_blind < stand_blind
            blind_total += draw_blind if blind_draws else stand_blind
            for mu, alpha, weight, draw in rows:
                aware_total += weight * min(draw, s)
                if (draw < s) == blind_draws:
                    continue
                if draw == s:
                    self.ties += 1
                    continue
                self.changes.append({
                    "when": "stood", "player": _label(m, None, order, mu), "dealer": m.names[alpha],
                    "aware": "draw" if draw < s else "stand", "blind": "draw" if blind_draws else "stand",
                    "weighted": abs(draw - s) * weight * norm,
                })
        return blind_total * norm, aware_total * norm

    def shown(self, h: int, upk: Counts, weight: Fraction) -> tuple[Fraction, Fraction]:
        """(suit-blind, suit-aware) values after the player showed a 7½ (kinds h and upk), times *weight*."""
        k, m = self.k, self.m
        hand = _add(upk, h)
        deck = tuple(k.full[c] - hand[c] for c in range(_NKIND))
        dag = k.dag(deck)
        # The refined hands of the player, with their weights and whether they are a reale.
        hands: dict[Counts, int] = {}
        for mu, w in k.splits(upk):
            for g in k.classes[h]:
                if mu[g] < m.full[g]:
                    nu = _add(mu, g)
                    # w counts mu's cards; the face-down card adds the cards of g left after them.
                    hands[nu] = hands.get(nu, 0) + w * (m.full[g] - mu[g])
        flags: dict[Counts, bool] = {}
        for nu in hands:
            flags[nu] = sum(nu) == 2 and sm.hand_value(m.cards([c for c in range(m.n) for _ in range(nu[c])]),
                                                       self.s.rules).reale
        omega = {re: sum(w for nu, w in hands.items() if flags[nu] == re) for re in (True, False)}
        stand = {re: [0 if dag.two15[j] else dag.scale_known[j] * k.payq[(15, re, dag.out[j])]
                      for j in range(len(dag.hands))] for re in (True, False)}
        value = {re: self._backward(dag, stand[re]) for re in (True, False)}
        mixed = [omega[True] * x + omega[False] * y for x, y in zip(stand[True], stand[False])]
        value_b, draws_b = self._backward(dag, mixed)
        s2 = _fall(dag.left - 2, dag.cap - 2)  # the scale of a hand of two cards
        pay2 = {re: {r2: s2 * k.payq[(15, re, "reale" if r2 else 15)] for r2 in (True, False)} for re in (True, False)}
        blind_total = aware_total = 0
        norm = weight / (k.weight(hand) * dag.norm * k.q)
        blind_first: dict[int, bool] = {}
        for a, j in dag.first.items():
            later_b = self._later(dag, value_b, a)
            stand_b = deck[a] * mixed[j]
            draw_b = deck[a] * later_b
            rows = []
            for nu, w in hands.items():
                re = flags[nu]
                rest = tuple(m.full[c] - nu[c] for c in range(m.n))
                later = self._later(dag, value[re][0], a)
                for alpha in k.classes[a]:
                    if not rest[alpha]:
                        continue
                    fifteen = self._fifteen(rest, alpha, pay2[re])
                    draw_b += w * rest[alpha] * fifteen
                    rows.append((nu, alpha, w * rest[alpha], stand[re][j], later + fifteen))
            blind_first[a] = draw_b < stand_b
            blind_total += draw_b if blind_first[a] else stand_b
            for nu, alpha, wt, s, draw in rows:
                aware_total += wt * min(draw, s)
                if (draw < s) == blind_first[a]:
                    continue
                if draw == s:
                    self.ties += 1
                    continue
                self.changes.append({
                    "when": "shown", "player": _label(m, None, _expand(m, nu), nu), "dealer": m.names[alpha],
                    "aware": "draw" if draw < s else "stand", "blind": "draw" if blind_first[a] else "stand",
                    "weighted": abs(draw - s) * wt * norm,
                })
        # Larger hands of the dealer: the suit-aware dealer knows whether the shown 7½ is a reale.
        ways = [0] * len(dag.hands)  # the suit-blind dealer's ways to reach each hand
        for a, j in dag.first.items():
            if blind_first[a]:
                for child, left in dag.children[j]:
                    if not dag.two15[child]:
                        ways[child] += deck[a] * left
        for j in range(len(dag.hands)):
            if not ways[j] or dag.terminal[j] or dag.size[j] < 2:
                continue
            if draws_b[j]:
                for child, left in dag.children[j]:
                    ways[child] += ways[j] * left
            for re in (True, False):
                if not omega[re]:
                    continue
                s = stand[re][j]
                draw = sum(left * value[re][0][child] for child, left in dag.children[j])
                if (draw < s) == draws_b[j]:
                    continue
                if draw == s:
                    self.ties += 1
                    continue
                self.changes.append({
                    "when": "shown", "player": f"a 7½ of kinds {_kinds_str(_expand_kinds(hand))}, "
                                               f"{'a reale' if re else 'not a reale'}",
                    "dealer": _kinds_str(_expand_kinds(dag.hands[j])),
                    "aware": "draw" if draw < s else "stand", "blind": "draw" if draws_b[j] else "stand",
                    "weighted": abs(draw - s) * ways[j] * omega[re] * norm,
                })
        return blind_total * norm, aware_total * norm

    def measure(self) -> dict[str, Any]:
        start = time.perf_counter()
        k, s = self.k, self.s
        points = sorted(s.player, key=lambda p: (len(p[1]), p))
        reach: dict[tuple[int, Kinds], Fraction] = {}
        for h, order in points:
            reach[(h, order)] = Fraction(1) if not order else reach[(h, order[:-1])] * s.player[(h, order[:-1])]
        bust = Fraction(0)
        shown_weight: dict[tuple[int, Counts], Fraction] = {}
        stood_weights: dict[Kinds, dict[int, Fraction]] = {}
        for h, order in points:
            r, p = reach[(h, order)], s.player[(h, order)]
            stood_weights.setdefault(order, {})[h] = r * (1 - p)
            if not r * p:
                continue
            up = _kind_counts(order)
            for c in range(_NKIND):
                hand = _add(_add(up, h), c)
                if hand[c] > k.full[c]:
                    continue
                t = k.total(hand)
                if t == _BUST:
                    bust -= r * p * Fraction(k.weight(hand), _fall(40, sum(hand)))
                elif t == 15:
                    key = (h, _add(up, c))
                    shown_weight[key] = shown_weight.get(key, Fraction(0)) + r * p
        blind = aware = bust
        for (h, upk), w in shown_weight.items():
            b, a = self.shown(h, upk, w * Fraction(k.weight(_add(upk, h)), _fall(40, sum(upk) + 1)))
            blind += b
            aware += a
        for order, weights in stood_weights.items():
            if any(weights.values()):
                b, a = self.stood(order, weights)
                blind += b
                aware += a
        gain = blind - aware
        self.changes.sort(key=lambda c: -c["weighted"])
        weighted = sum((c["weighted"] for c in self.changes), Fraction(0))
        assert weighted == gain, (weighted, gain)
        return {
            "side": "dealer", "blind": blind, "check": s.lower, "check_ok": blind == s.lower, "aware": aware,
            "gain": gain, "gain_float": float(gain), "changes": self.changes, "ties": self.ties,
            "seconds": time.perf_counter() - start,
        }


def _expand(model: _Model, nu: Counts) -> Kinds:
    return tuple(model.kind_of[c] for c in range(model.n) for _ in range(nu[c]))


def _expand_kinds(counts: Counts) -> Kinds:
    return tuple(k for k in range(_NKIND) for _ in range(counts[k]))


def dealer_side(strategies: Strategies, model: _Model | None = None) -> dict[str, Any]:
    """The dealer's best suit-aware reply to the equilibrium player, against his best suit-blind reply.

    Values are the player's (the dealer gains when they fall). Returns a dict:
    ``"blind"`` (the dealer's suit-blind best reply, computed here;
    ``"check_ok"``: it equals the solver's ``lower`` exactly), ``"aware"``,
    ``"gain"`` (``blind - aware``, the dealer's gain, a Fraction), and
    ``"changes"``: one dict per decision of the dealer where the suit-aware
    choice is strictly better (``when``: after the player ``stood`` or
    ``shown`` a 7½; ``player``: the player's cards he sees; ``dealer``: his
    first card, or his hand; ``aware``/``blind``; ``weighted``: the gain
    there times the chance of getting there; they sum to the gain).
    """
    model = model or _Model(strategies.rules, sm.DealerStandOn(5))  # its dealer is not used here
    return _DealerSide(_Kinds(model), strategies).measure()


# -- the report ----------------------------------------------------------------------------------------


def _report(r: dict[str, Any], solver: str) -> None:
    print(f"== the {r['side']}'s suit-aware best reply to the equilibrium")
    print(f"   suit-blind best reply, here: {r['blind']}")
    print(f"      = {float(r['blind']):.15f}; equals the solver's {solver}: {r['check_ok']}")
    print(f"   suit-aware best reply:       {float(r['aware']):.15f}")
    print(f"   gain to the {r['side']}:           {r['gain']}  = {r['gain_float']:.6e}")
    print(f"   changed decisions: {len(r['changes'])}; ties: {r['ties']}; {r['seconds']:.1f} s")
    for c in r["changes"]:
        if r["side"] == "player":
            print(f"   {c['hand']:<34} x{c['images']} total {str(c['total']):>3}: aware {c['aware']}, blind {c['blind']}; "
                  f"gain here {float(c['gain']):.3e}, reached {float(c['reach_blind']):.3e}, "
                  f"weighted {float(c['weighted']):.3e}")
        else:
            print(f"   {c['when']:<6} player {c['player']:<34} dealer {c['dealer']:<8}: aware {c['aware']}, "
                  f"blind {c['blind']}; weighted {float(c['weighted']):.3e}")


def main(argv: Sequence[str]) -> int:
    strategies = equilibrium_strategies(sm.DEFAULT)
    print(f"the game solved in {strategies.seconds:.1f} s: value {strategies.value:.10f}, "
          f"exploitability {float(strategies.upper - strategies.lower):.3e}")
    model = _Model(strategies.rules, sm.DealerStandOn(5))
    player = player_side(strategies, model)
    _report(player, "upper (_concession)")
    dealer = dealer_side(strategies, model)
    _report(dealer, "lower (_guarantee)")
    eps = max(player["gain"], dealer["gain"]) + strategies.upper - strategies.lower
    print(f"the suit-blind equilibrium is an epsilon-equilibrium of the game with suits, epsilon = {float(eps):.6e}")
    ok = player["check_ok"] and dealer["check_ok"]
    print(f"all checks {'hold' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
