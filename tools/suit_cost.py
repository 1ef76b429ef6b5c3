"""What the suits of his own cards are worth to a player of Sette e mezzo, heads-up, exactly.

Run: ``.venv/bin/python tools/suit_cost.py`` (about 30 seconds; pass
``--quick`` to skip the any-suit control).

The question
------------
:func:`hazardlib.sette_e_mezzo.solve` finds the player's best policy heads-up,
from a fresh 40-card deck, against a dealer on a fixed rule; that policy
decides by the *kinds* of the cards (figure, ace to 7, the matta) and not by
their suits. Under the default rules (``reale="same_suit"``) a two-card 7½
is a reale only if its two cards share a suit, so a player who also looks
at the suits of his own cards knows a little more. This program measures,
exactly, what that knowledge is worth: the value of the best suit-aware
policy, its difference from the suit-blind best value, and every decision
where the two policies differ. It is written apart from the solver: it uses
only the package's public functions (``hand_value``, ``settle``, ``solve``,
``DECK``, ``PlayerView``, ``DealerView`` and the dealer classes).

The model: refined card classes
-------------------------------
The game is played on *refined classes* of cards, each class a set of real
cards that no payment and no decision can tell apart:

* the figures split by suit (``F/c``, ``F/d``, ``F/b``, ``F/s``: 3, 2, 3 and 3
  cards, the king of denari being the matta),
* the 7s split by suit (``7c``, ``7d``, ``7b``, ``7s``: one card each),
* the matta (``Rd``) its own class,
* the aces to 6s unsplit (four cards each).

Why this loses nothing (each point is also checked by the program, see
``_Model.__init__`` and ``_check_payments``):

1. *The rules leave nothing else.* Under ``DEFAULT``, ``burn_three_four``,
   ``exchange_four`` and ``first_ace_half`` are off (checked), so no card
   is burned or exchanged, there is no choice on the first card, and every
   card is worth its face: a figure ½, ace to 7 their number.
   ``matta_values="half_alone"``: the matta alone counts ½; with other cards
   its holder counts it ½ or a whole 1 to 7, the best total not over 7½
   (``hand_value(..., matta="best")``). So a hand's total and bust depend
   only on the multiset of kinds (figure, 1..7, matta); the matta is a kind
   of its own because its value depends on the rest of the hand.
2. *Suits matter only for the two-card reale.* A two-card 7½ needs a half
   point, which only a figure or the matta at ½ gives: its pairs are
   {7, figure}, {7, matta at ½} and {figure, matta at 7} (the matta cannot
   make 7½ with an ace to 6: 1 to 6 plus ½ or a whole number is never 7½).
   Whether such a pair is a reale is therefore a fact about the suits of the
   7s, the figures and the matta (a denari card), which the refined classes
   carry; the program checks, over every pair of real cards, that the reale
   of a two-card hand is the same for all cards of the same refined classes.
3. *Heads-up, the transfer depends only on (player bust, total, reale;
   dealer bust, total, reale).* ``reale_priority``, ``suit_order`` and
   ``rotation`` decide who takes the bank next (``next_dealer``), never the
   money of this hand; with one player there is no priority between players
   to settle. ``_check_payments`` builds the payment table with ``settle``
   and checks it on thousands of random real deals.
4. *The dealer's rule reads no suits.* ``DealerStandOn(5)`` draws while his
   best total is below 5; ``DealerSeesCards(5)`` draws while his total is
   below 5 or below the least total the player's face-up cards allow
   (whatever the face-down card, from the deck less the shown cards), and,
   once the player has shown a 7½ (rule S7: he shows the whole hand at
   once), until he has 7½ himself. Both read totals and kinds only. The
   program does not re-implement this rule: for every distinct view of the
   player's cards it asks the engine's own ``dealer.draws(DealerView(...))``
   at every total of the dealer, checks that the answer is a threshold in
   the total, and compares that threshold with its own reading of the rule.
5. *Sufficiency.* Given everything a player has seen (his cards in order,
   with suits), the law of everything still to come (his next cards, the
   dealer's cards, the payment) depends only on the refined class of his
   face-down card and the multiset of refined classes of his face-up cards:
   cards of one refined class are exchangeable in every decision and every
   payment (a fante or a re of the same suit; a 3 of coppe or of spade), and
   the order of the face-up cards changes nothing the dealer sees or is paid.
   So this state is a sufficient statistic and the best policy on it is the
   best of all policies on real cards; backward induction on it is exact.

The method
----------
A decision point is ``(hole, up)``: the refined class of the face-down card
and the counts of the face-up refined classes. The rest of the deck is the
full deck less these cards (the dealer's cards are drawn after the player
stands; the deal order does not matter, nobody sees the dealer's hidden
card before). The player draws (each refined class with probability its
count over the cards left; a bust pays -1 at once) or stands. Standing on
7½ is forced (rule S7; drawing on 7½ always busts anyway).

Standing pays the expectation over the dealer's final hand. The dealer's
draws read only kinds, so his final total is enumerated over the multiset of
kinds left (``_dealer_kinds``: hands reached in several orders are merged;
memoised on the kinds left and the dealer's threshold). Suits enter only at
a two-card 7½ of the dealer, which is decided by his first two cards: its
reale part is summed directly over the ordered pairs of refined classes left
(``dealer_final``), and the two-card 7½ mass of the kinds enumeration is checked
against the same sum without the suit condition. Payments come from a table
built with ``settle`` (item 3 above).

Three values are computed on the refined states, all as exact Fractions:

* ``check``: the solver's own suit-blind policy (``solve(...).policy``, asked
  through a ``PlayerView`` of real cards of the state's classes) evaluated
  here; it must equal ``solve(...).value`` exactly (the self-check);
* ``aware``: the best suit-aware policy, by backward induction (draw only
  when drawing is strictly better, as the solver does);
* ``gain = aware - check``, which must be ``>= 0``.

Every decision point where the best suit-aware choice is strictly better
than the suit-blind one is listed with its gain there (the best value minus
the value of the suit-blind choice, both followed by best suit-aware play),
weighted by the probability that suit-blind play reaches it. By the
performance-difference identity these weighted gains sum exactly to
``gain``; the program checks that too. Points where both choices are worth
the same (ties) are counted apart. Under ``reale="any_suit"`` suits cannot
matter, and the gain must be exactly 0 (the control).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from itertools import combinations
from typing import Any, Union

from hazardlib import sette_e_mezzo as sm
from hazardlib.cards import Card

Counts = tuple[int, ...]
State = tuple[int, Counts]  # (refined class of the face-down card, counts of the face-up refined classes)
DealerKey = Union[str, int]  # "bust", "reale", or a total in half-points (not a reale)

_KIND_NAMES = ("F", "A", "2", "3", "4", "5", "6", "7", "M")
_FIGURE, _MATTA, _NKIND = 0, 8, 9


def _half(x: int) -> Fraction:
    return Fraction(x, 2)


class _Model:
    """The heads-up game on refined classes, for one set of rules and one dealer."""

    def __init__(self, rules: sm.Rules, dealer: sm.DealerStandOn | sm.DealerSeesCards) -> None:
        assert not rules.burn_three_four and not rules.exchange_four and not rules.first_ace_half, (
            "the model assumes no burning, no targa, no ace worth 1/2"
        )
        assert rules.matta is not None, "the model assumes a matta"
        self.rules = rules
        self.dealer = dealer
        self.pay = _check_payments(rules)
        # Kinds (what the totals read) and refined classes (what the reale reads too).
        kind: dict[Card, int] = {}
        label: dict[Card, str] = {}
        for card in sm.DECK:
            if card == rules.matta:
                kind[card], label[card] = _MATTA, card.italian()
            elif card.is_figure:
                kind[card], label[card] = _FIGURE, "F/" + card.suit.italian_letter
            else:
                kind[card] = int(card.rank)
                label[card] = card.italian() if kind[card] == 7 else _KIND_NAMES[kind[card]]
        names = sorted(set(label.values()), key=lambda s: (kind[next(c for c in sm.DECK if label[c] == s)], s))
        self.names: list[str] = names
        self.members: list[list[Card]] = [[c for c in sm.DECK if label[c] == s] for s in names]
        self.kind_of: list[int] = [kind[m[0]] for m in self.members]
        self.kind_members: list[list[Card]] = [[c for c in sm.DECK if kind[c] == k] for k in range(_NKIND)]
        self.full: Counts = tuple(len(m) for m in self.members)
        self.n = len(names)
        assert sum(self.full) == 40
        self._kind_total: dict[Counts, tuple[int, bool]] = {}
        self._check_refinement()
        # The dealer's first two cards: the ordered pairs of refined classes that make a two-card 7½.
        self.alone: list[int] = [self.kind_total((self.kind_of[a],))[0] for a in range(self.n)]
        self.pairs15: list[tuple[int, int, bool]] = []
        for a in range(self.n):
            for b in range(self.n):
                if a == b and self.full[a] < 2:
                    continue
                x = self.members[a][0]
                y = self.members[b][1 if a == b else 0]
                v = sm.hand_value((x, y), rules)
                if not v.bust and v.total == sm.SEVEN_AND_HALF:
                    self.pairs15.append((a, b, v.reale))
        self._threshold: dict[tuple[str, Counts], int] = {}
        self._dealer_kinds_memo: dict[tuple[Counts, int], dict[DealerKey, Fraction]] = {}
        self._dealer_memo: dict[tuple[Counts, int], dict[DealerKey, Fraction]] = {}
        self._dealer_hands = self._dealer_candidates()
        self.threshold_mismatches: list[tuple[str, Counts, int, int]] = []

    # -- cards and totals ---------------------------------------------------------------

    def _check_refinement(self) -> None:
        """Every pair of real cards of the same two refined classes is a reale alike (both orders)."""
        for a in range(self.n):
            for b in range(a, self.n):
                seen: set[tuple[bool, bool]] = set()
                for x in self.members[a]:
                    for y in self.members[b]:
                        if x == y:
                            continue
                        v = sm.hand_value((x, y), self.rules)
                        seen.add((v.reale, v.bust or v.total != sm.SEVEN_AND_HALF))
                assert len(seen) <= 1, (self.names[a], self.names[b], seen)

    def cards(self, classes: Iterable[int]) -> tuple[Card, ...]:
        """Distinct real cards of the given refined classes, in the given order."""
        used = [0] * self.n
        out = []
        for c in classes:
            out.append(self.members[c][used[c]])
            used[c] += 1
        return tuple(out)

    def kind_cards(self, kinds: Iterable[int]) -> tuple[Card, ...]:
        used = [0] * _NKIND
        out = []
        for k in kinds:
            out.append(self.kind_members[k][used[k]])
            used[k] += 1
        return tuple(out)

    def kind_total(self, kinds: Sequence[int]) -> tuple[int, bool]:
        """(best total in half-points, bust) of a hand of these kinds, by ``hand_value``."""
        key = tuple(sorted(kinds))
        found = self._kind_total.get(key)
        if found is None:
            v = sm.hand_value(self.kind_cards(key), self.rules)
            found = (int(v.total * 2), v.bust)
            self._kind_total[key] = found
        return found

    def kinds_of_counts(self, counts: Counts) -> list[int]:
        return [self.kind_of[c] for c in range(self.n) for _ in range(counts[c])]

    # -- the dealer -----------------------------------------------------------------------

    def _dealer_candidates(self) -> dict[int, list[tuple[Card, ...]]]:
        """For every dealer total (half-points, 1 to 15), a few real hands of that total."""
        out: dict[int, list[tuple[Card, ...]]] = {t: [] for t in range(1, 16)}
        for size in (1, 2, 3):
            for hand in combinations(sm.DECK, size):
                v = sm.hand_value(hand, self.rules)
                t = int(v.total * 2)
                if not v.bust:
                    out[t].append(hand)
        assert all(out.values())
        return out

    def threshold(self, hole: int, up: Counts, total: int) -> int:
        """The dealer's total (half-points) at which he stops, against this player.

        Asked of the engine's dealer policy: ``draws`` on a ``DealerView`` of real
        cards, for every total of the dealer; the answer must be a threshold.
        """
        whole = total == 15
        shown_classes = ([hole] if whole else []) + [c for c in range(self.n) for _ in range(up[c])]
        kinds = tuple(sorted(self.kind_of[c] for c in shown_classes))
        key = ("whole" if whole else "up", kinds)
        found = self._threshold.get(key)
        if found is not None:
            return found
        shown = self.cards(shown_classes)
        taken = set(shown)
        view_players = ((shown, Fraction(1)),)
        answers = []
        for t in range(1, 15):
            # A dealer's hand of total t, of cards the player does not hold (when none is left,
            # the dealer cannot reach t; the engine's view does not check, so any hand will do).
            hand = next((h for h in self._dealer_hands[t] if not taken & set(h)), self._dealer_hands[t][0])
            view = sm.DealerView(hand, self.rules, view_players, whole=(0,) if whole else ())
            answers.append(self.dealer.draws(view))
        # The engine's dealer also stops on 7½ whatever he would draw (play.py); so does the model.
        stop = next((t for t, d in zip(range(1, 15), answers) if not d), 15)
        assert all(answers[: stop - 1]) and not any(answers[stop - 1 :]), (key, answers)
        mine = self._my_threshold(kinds, whole)
        if mine != stop:
            self.threshold_mismatches.append((key[0], kinds, stop, mine))
        self._threshold[key] = stop
        return stop

    def _my_threshold(self, kinds: tuple[int, ...], whole: bool) -> int:
        """The threshold as this program reads the rule in policies.py (for comparison only)."""
        if isinstance(self.dealer, sm.DealerStandOn):
            return int(self.dealer.total * 2)
        base = int(self.dealer.stand_on * 2)
        if whole:
            return 15
        shown = self.kind_cards(kinds)
        least = min(
            (int(v.total * 2) for c in sm.DECK if c not in shown for v in [sm.hand_value((c, *shown), self.rules)]
             if not v.bust),
            default=99,
        )
        return max(base, least)

    def _dealer_kinds(self, rest: Counts, threshold: int) -> dict[DealerKey, Fraction]:
        """The dealer's final hand from the kinds left: "bust", "two15" or a total (half-points)."""
        key = (rest, threshold)
        found = self._dealer_kinds_memo.get(key)
        if found is not None:
            return found
        n_left = sum(rest)
        layer: dict[Counts, int] = {(0,) * _NKIND: 1}  # kinds drawn -> number of ordered ways (times counts)
        acc: dict[DealerKey, Fraction] = {}
        depth, denom = 0, 1
        while layer:
            nxt: dict[Counts, int] = {}
            sums: dict[DealerKey, int] = {}
            for drawn, w in layer.items():
                for k in range(_NKIND):
                    left = rest[k] - drawn[k]
                    if left <= 0:
                        continue
                    d2 = drawn[:k] + (drawn[k] + 1,) + drawn[k + 1 :]
                    w2 = w * left
                    t, bust = self.kind_total([j for j in range(_NKIND) for _ in range(d2[j])])
                    out: DealerKey
                    if bust:
                        out = "bust"
                    elif t >= threshold or t == 15:
                        out = "two15" if (depth == 1 and t == 15) else t
                    else:
                        nxt[d2] = nxt.get(d2, 0) + w2
                        continue
                    sums[out] = sums.get(out, 0) + w2
            depth += 1
            denom *= n_left - depth + 1
            for out, s in sums.items():
                acc[out] = acc.get(out, Fraction(0)) + Fraction(s, denom)
            layer = nxt
        assert sum(acc.values()) == 1, "the deck ran out before the dealer stood"
        self._dealer_kinds_memo[key] = acc
        return acc

    def dealer_final(self, rest: Counts, threshold: int) -> dict[DealerKey, Fraction]:
        """The dealer's final hand from the refined classes left: "bust", "reale" or a total."""
        key = (rest, threshold)
        found = self._dealer_memo.get(key)
        if found is not None:
            return found
        kinds = [0] * _NKIND
        for c in range(self.n):
            kinds[self.kind_of[c]] += rest[c]
        coarse = dict(self._dealer_kinds(tuple(kinds), threshold))
        n_left = sum(rest)
        reale = two15 = 0
        for a, b, is_reale in self.pairs15:
            if self.alone[a] >= threshold:
                continue  # he stands on his first card
            ways = rest[a] * (rest[b] - (1 if a == b else 0))
            two15 += ways
            if is_reale:
                reale += ways
        p_two = coarse.pop("two15", Fraction(0))
        assert p_two == Fraction(two15, n_left * (n_left - 1)), "the two-card 7½ disagree"
        p_reale = Fraction(reale, n_left * (n_left - 1))
        if p_two - p_reale:
            coarse[15] = coarse.get(15, Fraction(0)) + p_two - p_reale
        if p_reale:
            coarse["reale"] = p_reale
        self._dealer_memo[key] = coarse
        return coarse

    # -- the player ---------------------------------------------------------------------------

    def rest(self, st: State) -> Counts:
        hole, up = st
        return tuple(self.full[c] - up[c] - (1 if c == hole else 0) for c in range(self.n))

    def hand_cards(self, st: State) -> tuple[Card, ...]:
        hole, up = st
        return self.cards([hole] + [c for c in range(self.n) for _ in range(up[c])])

    def player_total(self, st: State) -> tuple[int, bool, bool]:
        """(total in half-points, bust, reale) of the player's hand."""
        hole, up = st
        t, bust = self.kind_total([self.kind_of[hole]] + self.kinds_of_counts(up))
        reale = False
        if not bust and t == 15 and sum(up) == 1:
            reale = sm.hand_value(self.hand_cards(st), self.rules).reale
        return t, bust, reale

    def stand(self, st: State) -> Fraction:
        hole, up = st
        t, bust, reale = self.player_total(st)
        assert not bust
        dist = self.dealer_final(self.rest(st), self.threshold(hole, up, t))
        return sum((p * self.pay[(t, reale, out)] for out, p in dist.items()), Fraction(0))

    def successors(self, st: State) -> list[tuple[Fraction, State | None]]:
        """(probability, next state or None for a bust) of drawing one card."""
        hole, up = st
        rest = self.rest(st)
        n_left = sum(rest)
        out: list[tuple[Fraction, State | None]] = []
        for c in range(self.n):
            if rest[c] <= 0:
                continue
            nxt = (hole, up[:c] + (up[c] + 1,) + up[c + 1 :])
            _, bust, _ = self.player_total(nxt)
            out.append((Fraction(rest[c], n_left), None if bust else nxt))
        return out

    def starts(self) -> list[tuple[Fraction, State]]:
        zero = (0,) * self.n
        return [(Fraction(self.full[c], 40), (c, zero)) for c in range(self.n)]


class _Values:
    """Backward induction on the refined states: the best suit-aware play, and a given policy."""

    def __init__(self, model: _Model, policy: sm.PlayerPolicy) -> None:
        self.m = model
        self.policy = policy
        self.stand_memo: dict[State, Fraction] = {}
        self.best_memo: dict[State, Fraction] = {}
        self.draw_best: dict[State, Fraction] = {}
        self.given_memo: dict[State, Fraction] = {}
        self.given_draws: dict[State, bool] = {}

    def stand(self, st: State) -> Fraction:
        v = self.stand_memo.get(st)
        if v is None:
            v = self.m.stand(st)
            self.stand_memo[st] = v
        return v

    def drawing(self, st: State) -> bool:
        """Whether the given (suit-blind) policy draws here, asked on real cards."""
        d = self.given_draws.get(st)
        if d is None:
            t, _, _ = self.m.player_total(st)
            d = t != 15 and self.policy.draws(sm.PlayerView(self.m.hand_cards(st), self.m.rules))
            self.given_draws[st] = d
        return d

    def best(self, st: State) -> Fraction:
        v = self.best_memo.get(st)
        if v is not None:
            return v
        stand = self.stand(st)
        t, _, _ = self.m.player_total(st)
        if t == 15:
            v = stand
        else:
            draw = self._drawn(st, self.best)
            self.draw_best[st] = draw
            v = max(stand, draw)
        self.best_memo[st] = v
        return v

    def given(self, st: State) -> Fraction:
        v = self.given_memo.get(st)
        if v is not None:
            return v
        if self.drawing(st):
            v = self._drawn(st, self.given)
        else:
            v = self.stand(st)
        self.given_memo[st] = v
        return v

    def _drawn(self, st: State, value: Callable[[State], Fraction]) -> Fraction:
        """The value of drawing one card at *st*, then playing on as *value* says (a bust is -1)."""
        return sum(
            (p * (Fraction(-1) if nxt is None else value(nxt)) for p, nxt in self.m.successors(st)),
            Fraction(0),
        )

    def best_draws(self, st: State) -> bool:
        return st in self.draw_best and self.draw_best[st] > self.stand(st)

    def reach(self, draws: Any) -> dict[State, Fraction]:
        """The probability of reaching every decision point, playing the policy *draws*."""
        layer: dict[State, Fraction] = {}
        for p, st in self.m.starts():
            layer[st] = layer.get(st, Fraction(0)) + p
        out: dict[State, Fraction] = {}
        while layer:
            out.update(layer)
            nxt: dict[State, Fraction] = {}
            for st, p in layer.items():
                if draws(st):
                    for q, s2 in self.m.successors(st):
                        if s2 is not None:
                            nxt[s2] = nxt.get(s2, Fraction(0)) + p * q
            layer = nxt
        return out


def _check_payments(rules: sm.Rules, deals: int = 3000) -> dict[tuple[int, bool, DealerKey], Fraction]:
    """The payment table (player total, player reale, dealer outcome) -> transfer, built with ``settle``.

    Representative hands: the player's from coppe and bastoni, the dealer's
    from spade and denari; then random real deals check that ``settle`` pays
    what the table says.
    """
    def find(pool: list[Card], want: Any) -> tuple[Card, ...]:
        for size in (1, 2, 3):
            for hand in combinations(pool, size):
                if want(sm.hand_value(hand, rules)):
                    return hand
        raise AssertionError("no representative hand")

    mine = [c for c in sm.DECK if c.suit.italian_letter in "cb"]
    theirs = [c for c in sm.DECK if c.suit.italian_letter in "sd"]
    player: dict[tuple[int, bool], tuple[Card, ...]] = {}
    for t in range(1, 16):
        player[(t, False)] = find(mine, lambda v, t=t: not v.bust and not v.reale and v.total * 2 == t)
    player[(15, True)] = find(mine, lambda v: v.reale)
    dealer: dict[DealerKey, tuple[Card, ...]] = {"bust": find(theirs, lambda v: v.bust),
                                                 "reale": find(theirs, lambda v: v.reale)}
    for t in range(1, 16):
        dealer[t] = find(theirs, lambda v, t=t: not v.bust and not v.reale and v.total * 2 == t)
    table = {
        (pt, pr, dk): sm.settle(dh, [(ph, 1)], rules).transfers[0]
        for (pt, pr), ph in player.items()
        for dk, dh in dealer.items()
    }
    rng = random.Random(20240601)
    for _ in range(deals):
        deck = list(sm.DECK)
        rng.shuffle(deck)
        i, j = rng.randint(1, 4), rng.randint(1, 5)
        ph, dh = tuple(deck[:i]), tuple(deck[i : i + j])
        pv, dv = sm.hand_value(ph, rules), sm.hand_value(dh, rules)
        got = sm.settle(dh, [(ph, 1)], rules).transfers[0]
        if pv.bust:
            assert got == -1
            continue
        dk: DealerKey = "bust" if dv.bust else "reale" if dv.reale else int(dv.total * 2)
        assert got == table[(int(pv.total * 2), pv.reale, dk)], (ph, dh, got)
    return table


def _label(model: _Model, st: State) -> str:
    hole, up = st
    ups = [model.names[c] for c in range(model.n) for _ in range(up[c])]
    return "[" + model.names[hole] + "]" + ("" if not ups else " " + " ".join(ups))


def measure(
    dealer: sm.DealerStandOn | sm.DealerSeesCards, rules: sm.Rules = sm.DEFAULT
) -> dict[str, Any]:
    """The exact value of suit-aware play against *dealer*, heads-up from a fresh deck.

    The method is the module's: backward induction on refined card classes
    (figures and 7s split by suit, the matta apart), the dealer's draws asked
    of his policy and enumerated over the kinds left, the suits of his
    two-card 7½ counted over the refined classes left, payments from
    ``settle``. Returns a dict:

    * ``"blind"``: ``solve(rules, dealer).value``, the suit-blind best value;
    * ``"check"``: the solver's own policy evaluated in this model (must equal
      ``"blind"``; ``"check_ok"`` says whether it does);
    * ``"aware"``: the best suit-aware value; ``"gain"``: ``aware - check``
      (a Fraction, ``>= 0``; ``"gain_float"`` its float);
    * ``"changes"``: one dict per decision point where the best suit-aware
      choice is strictly better than the suit-blind one: ``hand`` (the
      face-down class in brackets, then the face-up classes), ``total``,
      ``aware`` and ``blind`` (``"draw"``/``"stand"``), ``stand`` and
      ``draw`` (values with best play after), ``gain``, ``reach_blind`` and
      ``reach_aware`` (the probability of reaching the point) and
      ``weighted`` (``gain * reach_blind``; these sum to ``"gain"``);
    * ``"ties"``: points where the choices differ but are worth the same;
    * ``"states"``, ``"seconds"``, ``"threshold_mismatches"``.
    """
    start = time.perf_counter()
    solved = sm.solve(rules, dealer)
    model = _Model(rules, dealer)
    values = _Values(model, solved.policy)
    starts = model.starts()
    check = sum((p * values.given(st) for p, st in starts), Fraction(0))
    aware = sum((p * values.best(st) for p, st in starts), Fraction(0))
    gain = aware - check
    assert gain >= 0, gain
    reach_blind = values.reach(values.drawing)
    reach_aware = values.reach(values.best_draws)
    changes: list[dict[str, Any]] = []
    ties = 0
    for st in values.best_memo:
        if st not in values.draw_best:
            continue  # a 7½: he stands
        stand, draw = values.stand(st), values.draw_best[st]
        blind_draws = values.drawing(st)
        aware_draws = draw > stand
        if blind_draws == aware_draws:
            continue
        if draw == stand:
            ties += 1
            continue
        here = abs(draw - stand)
        rb = reach_blind.get(st, Fraction(0))
        changes.append({
            "hand": _label(model, st),
            "cards": " ".join(c.italian() for c in model.hand_cards(st)),
            "total": _half(model.player_total(st)[0]),
            "aware": "draw" if aware_draws else "stand",
            "blind": "draw" if blind_draws else "stand",
            "stand": stand,
            "draw": draw,
            "gain": here,
            "reach_blind": rb,
            "reach_aware": reach_aware.get(st, Fraction(0)),
            "weighted": here * rb,
        })
    changes.sort(key=lambda c: -c["weighted"])
    weighted = sum((c["weighted"] for c in changes), Fraction(0))
    assert weighted == gain, (weighted, gain)
    return {
        "rules": rules.name if rules.name != "custom" else f"reale={rules.reale}",
        "dealer": repr(dealer),
        "blind": solved.value,
        "check": check,
        "check_ok": check == solved.value,
        "aware": aware,
        "gain": gain,
        "gain_float": float(gain),
        "changes": changes,
        "ties": ties,
        "states": len(values.best_memo),
        "threshold_mismatches": model.threshold_mismatches,
        "seconds": time.perf_counter() - start,
    }


def _report(r: dict[str, Any]) -> None:
    print(f"== {r['dealer']}, rules {r['rules']}")
    print(f"   suit-blind best (solve):   {r['blind']}  = {float(r['blind']):.12f}")
    print(f"   solver's policy, here:     {r['check']}  equal: {r['check_ok']}")
    print(f"   suit-aware best:           {r['aware']}  = {float(r['aware']):.12f}")
    print(f"   gain:                      {r['gain']}  = {r['gain_float']:.6e}")
    print(f"   decision points: {r['states']}; changed: {len(r['changes'])}; ties: {r['ties']}; "
          f"dealer-threshold mismatches with my reading: {len(r['threshold_mismatches'])}; "
          f"{r['seconds']:.1f} s")
    for c in r["changes"]:
        print(f"   {c['hand']:<28} ({c['cards']}) total {str(c['total']):>4}: aware {c['aware']}, "
              f"blind {c['blind']}; gain here {float(c['gain']):.3e}, reached (blind) "
              f"{float(c['reach_blind']):.3e}, weighted {float(c['weighted']):.3e}")


def main(argv: Sequence[str]) -> int:
    t0 = time.perf_counter()
    runs: list[tuple[sm.DealerStandOn | sm.DealerSeesCards, sm.Rules]] = [
        (sm.DealerStandOn(5), sm.DEFAULT),
        (sm.DealerSeesCards(5), sm.DEFAULT),
    ]
    if "--quick" not in argv:
        control = sm.DEFAULT.replace(reale="any_suit")
        runs += [(sm.DealerStandOn(5), control), (sm.DealerSeesCards(5), control)]
    ok = True
    for dealer, rules in runs:
        r = measure(dealer, rules)
        _report(r)
        ok &= r["check_ok"]
        if rules.reale == "any_suit":
            ok &= r["gain"] == 0
    print(f"all checks {'hold' if ok else 'FAIL'}; {time.perf_counter() - t0:.1f} s in all")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
