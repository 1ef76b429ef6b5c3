"""The model of the hands that every exact solver shares: hands by kind, the dealer's draws, the payoffs.

The fixed-dealer solve (:mod:`~hazardlib.sette_e_mezzo.solver`), the
dealer's best reply (:mod:`~hazardlib.sette_e_mezzo.reply`), the game
solved (:mod:`~hazardlib.sette_e_mezzo.equilibrium`), the table's reply
(:mod:`~hazardlib.sette_e_mezzo.table`) and the counting player
(:mod:`~hazardlib.sette_e_mezzo.counting`) see a hand the same way: as how
many cards of each kind it holds (a figure, an ace to a seven, the matta;
:mod:`~hazardlib.sette_e_mezzo.kinds`), not by suits. This module is what
they share, and all they share:

* ``Counts``, a hand or a deck by kind, with :func:`with_card`,
  :func:`falling`, :func:`deal_ways` and :func:`as_kinds`;
* ``Outcome``, a dealer's final hand as a solver needs it (his total and the
  kinds of a two-card 7½, or ``"bust"``), from :func:`dealer_outcome`;
* :class:`DealerDraws`, the dealer's final hands when he draws to a fixed
  total or reads the player's face-up cards (rule S8);
* :class:`Payoffs`, what standing pays against a final hand of the dealer
  (rules S9 to S12), the suits of a two-card 7½ counted by symmetry (rule
  S10);
* :class:`PolicyByKind`, a player's policy read by kinds, as a dealer who
  knows it reads it;
* :func:`check_reply_rules` and :func:`check_player`, the rules and the
  policies a reply accepts.

Every count is a Python integer and every value an exact ``Fraction``; a
solver that works in floats converts at its own edge.

>>> from hazardlib.sette_e_mezzo.rules import DEFAULT
>>> m = model_of(DEFAULT)
>>> seven = with_card((0,) * KINDS, 7)           # one seven
>>> deal_ways(m.full, with_card(seven, 0))        # 4 sevens, then 11 figures (the king of denari is the matta)
44
>>> dealer_outcome(m, with_card(seven, 0))       # 7½ in two cards: the kinds are kept (rule S10)
(15, (0, 7))
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import lcm, prod
from typing import Union

from hazardlib.cards import Card
from hazardlib.errors import InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import (
    BASE,
    BUST,
    FACTORIAL,
    KINDS,
    MATTA,
    RADIX,
    VALUE,
    WEIGHT,
    Model,
    key_kinds,
    lowest_up,
    model_of,
)
from hazardlib.sette_e_mezzo.policies import DealerSeesCards, DealerStandOn, SolvedPolicy, StandOn
from hazardlib.sette_e_mezzo.rules import Rules, _check_rules
from hazardlib.sette_e_mezzo.settlement import payment

__all__ = [
    "Counts",
    "Outcome",
    "with_card",
    "falling",
    "deal_ways",
    "as_kinds",
    "dealer_outcome",
    "DealerDraws",
    "Payoffs",
    "PolicyByKind",
    "check_reply_rules",
    "check_player",
]

#: A hand, or the cards left, by kind (``counts[k]`` cards of kind *k*, see :mod:`~hazardlib.sette_e_mezzo.kinds`).
Counts = tuple[int, ...]
#: A dealer's final hand, as the payoffs read it (his total in half-points and the kinds of a two-card 7½, or bust).
Outcome = Union[tuple[int, Union[tuple[int, ...], None]], str]


def with_card(hand: Counts, kind: int) -> Counts:
    """*hand* with one more card of *kind*."""
    return hand[:kind] + (hand[kind] + 1,) + hand[kind + 1:]


def falling(n: int, k: int) -> int:
    """``n · (n - 1) · … · (n - k + 1)``: the ordered ways to deal *k* cards from *n*."""
    return prod(range(n - k + 1, n + 1))


def deal_ways(full: Counts, hand: Counts) -> int:
    """The ordered ways to deal the kinds of *hand*, in a given order of kinds, from the deck *full*."""
    return prod(falling(full[c], hand[c]) for c in range(KINDS) if hand[c])


def as_kinds(hand: Counts) -> tuple[int, ...]:
    """The kinds of *hand*, one per card, in order of kind."""
    return tuple(c for c in range(KINDS) for _ in range(hand[c]))


def dealer_outcome(m: Model, dealer: Counts) -> Outcome:
    """The final hand *dealer* as the payoffs read it: bust, or its total and the kinds of a two-card 7½."""
    t = m.hand_total(dealer)
    if t == BUST:
        return "bust"
    return (t, as_kinds(dealer) if sum(dealer) == 2 and t == 15 else None)


class DealerDraws:
    """The dealer's final hands, drawn from the cards that are left (rule S8).

    The dealer draws below a total, ``stand_on`` (half-points); one who reads
    the face-up cards (``sees``) draws, besides, below the lowest total the
    player can hold. :meth:`buckets` gives his final hands from a deck of
    given counts, each reached in several orders merged into one entry.
    """

    def __init__(self, m: Model, stand_on: int, sees: bool) -> None:
        self.m = m
        self.base = stand_on
        self.sees = sees
        self._memo: dict[tuple[Counts, int], dict[Outcome, int]] = {}

    @classmethod
    def of(cls, m: Model, dealer: object) -> DealerDraws:
        """The draws of a dealer's policy: :class:`~hazardlib.sette_e_mezzo.policies.DealerStandOn` or :class:`~hazardlib.sette_e_mezzo.policies.DealerSeesCards`."""
        if isinstance(dealer, DealerStandOn):
            return cls(m, int(dealer.total * 2), False)
        if isinstance(dealer, DealerSeesCards):
            return cls(m, int(dealer.stand_on * 2), True)
        raise InvalidRuleError(f"the exact analysis knows DealerStandOn and DealerSeesCards, got {dealer!r}")

    def threshold(self, hand: Counts, hole: int, ace: bool, total: int) -> int:
        """The total the dealer draws to against this player (half-points)."""
        if not self.sees:
            return self.base
        if total == 15:
            # A player who makes 7½ shows his cards at once (rule S7): the dealer knows.
            return 15
        if ace:
            up: tuple[int, ...] = ()
        else:
            counts = list(hand)
            counts[hole] -= 1
            up = as_kinds(tuple(counts))
        return max(self.base, lowest_up(self.m, up))

    def buckets(self, rest: Counts, threshold: int,
                memo: dict[tuple[Counts, int], dict[Outcome, int]] | None = None) -> dict[Outcome, int]:
        """The dealer's final hands from the deck *rest*, as weights over N! (N = cards in rest).

        *memo* keeps the answers; by default this object's own (a caller who
        asks of many decks in turn keeps one per deck).
        """
        if memo is None:
            memo = self._memo
        key = (rest, threshold)
        found = memo.get(key)
        if found is not None:
            return found
        best = self.m.best
        n_rest = sum(rest)
        out: dict[Outcome, int] = {}
        bust = 0
        layer: dict[int, list[int]] = {0: [1, 0, 0]}  # key -> [weight, other, matta]
        n = 0
        while layer:
            nxt: dict[int, list[int]] = {}
            n2 = n + 1
            table_multi = 1 if n2 >= 2 else 0
            scale = FACTORIAL[n_rest - n2]
            for dkey, (w, other, matta) in layer.items():
                for c in range(KINDS):
                    left = rest[c] - (dkey // WEIGHT[c]) % BASE[c]
                    if left <= 0:
                        continue
                    o2 = other + VALUE[c]
                    m2 = 1 if (matta or c == MATTA) else 0
                    t2 = best[m2][table_multi][o2 if o2 < 64 else 63]
                    w2 = w * left
                    if t2 == BUST:
                        bust += w2 * scale
                        continue
                    k2 = dkey + WEIGHT[c]
                    if t2 >= threshold:
                        pair = key_kinds(k2) if (n2 == 2 and t2 == 15) else None
                        o_key: Outcome = (t2, pair)
                        out[o_key] = out.get(o_key, 0) + w2 * scale
                    else:
                        slot = nxt.get(k2)
                        if slot is None:
                            nxt[k2] = [w2, o2, m2]
                        else:
                            slot[0] += w2
            layer = nxt
            n = n2
        if bust:
            out["bust"] = bust
        memo[key] = out
        return out


class Payoffs:
    """What standing pays against a final hand of the dealer (rules S9 to S12).

    The suits of a two-card 7½ (a same-suit reale, rule S10) are counted by
    symmetry: nobody decides by suits, so the cards behind the kinds are
    equally likely to be any cards of those kinds. The payment itself is the
    settlement's (:func:`~hazardlib.sette_e_mezzo.settlement.settle` and the
    exact analysis pay through one function).
    """

    def __init__(self, m: Model) -> None:
        self.m = m
        self.rules = m.rules
        self._payoff: dict[tuple[int, tuple[int, ...] | None, Outcome], Fraction] = {}
        self._joint: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[Fraction, ...]] = {}

    def _suited(self, x: Card, y: Card) -> bool:
        """Whether a two-card 7½ of these cards is a reale (rule S10, suits)."""
        if x.suit is y.suit:
            return True
        return self.rules.reale == "same_suit_or_matta" and self.rules.matta in (x, y)

    def reale_chance(self, pair: tuple[int, ...] | None) -> Fraction:
        """The chance that a two-card 7½ of the kinds *pair* is a reale (0 for no pair)."""
        if pair is None:
            return Fraction(0)
        if self.rules.reale == "any_suit":
            return Fraction(1)
        a, b = (self.m.members[c] for c in pair)
        good = total = 0
        for x in a:
            for y in b:
                if x != y:
                    total += 1
                    good += self._suited(x, y)
        return Fraction(good, total)

    def joint(self, pp: tuple[int, ...], dp: tuple[int, ...]) -> tuple[Fraction, ...]:
        """P(player reale, dealer reale) for (yes, yes), (yes, no), (no, yes), (no, no), given both kinds of pair."""
        key = (pp, dp)
        found = self._joint.get(key)
        if found is not None:
            return found
        if self.rules.reale == "any_suit":
            result: tuple[Fraction, ...] = (Fraction(1), Fraction(0), Fraction(0), Fraction(0))
        else:
            counts = [0, 0, 0, 0]
            pa, pb = (self.m.members[c] for c in pp)
            da, db = (self.m.members[c] for c in dp)
            for x in pa:
                for y in pb:
                    if x == y:
                        continue
                    ps = self._suited(x, y)
                    for u in da:
                        if u == x or u == y:
                            continue
                        for v in db:
                            if v == u or v == x or v == y:
                                continue
                            counts[(0 if ps else 2) + (0 if self._suited(u, v) else 1)] += 1
            total = sum(counts)
            result = tuple(Fraction(c, total) for c in counts)
        self._joint[key] = result
        return result

    def payoff(self, pt: int, ppair: tuple[int, ...] | None, outcome: Outcome) -> Fraction:
        """The player's result standing on *pt* (the kinds *ppair* of a two-card 7½) against *outcome*."""
        key = (pt, ppair, outcome)
        found = self._payoff.get(key)
        if found is not None:
            return found
        r = self.rules
        if outcome == "bust":
            p = self.reale_chance(ppair)
            value = p * payment(pt, True, 0, False, True, r)[0] + (1 - p) * payment(pt, False, 0, False, True, r)[0]
        else:
            assert isinstance(outcome, tuple)
            dt, dpair = outcome
            combos: tuple[tuple[bool, bool], ...]
            if ppair is not None and dpair is not None:
                probs = self.joint(ppair, dpair)
                combos = ((True, True), (True, False), (False, True), (False, False))
            elif ppair is not None:
                p = self.reale_chance(ppair)
                probs, combos = (p, 1 - p), ((True, False), (False, False))
            elif dpair is not None:
                p = self.reale_chance(dpair)
                probs, combos = (p, 1 - p), ((False, True), (False, False))
            else:
                probs, combos = (Fraction(1),), ((False, False),)
            value = sum((q * payment(pt, pr, dt, dr, False, r)[0] for q, (pr, dr) in zip(probs, combos) if q),
                        Fraction(0))
        self._payoff[key] = value
        return value

    def common_denominator(self) -> int:
        """A multiple of every payoff's denominator (they come from the suits of two-card 7½)."""
        m = self.m
        full = m.full
        pairs = {tuple(sorted((a, b))) for a in range(KINDS) for b in range(KINDS)
                 if full[a] and full[b] and (a != b or full[a] > 1)}
        pairs = {p for p in pairs if m.hand_total(with_card(with_card((0,) * KINDS, p[0]), p[1])) == 15}
        q = 1
        for p in pairs:
            q = lcm(q, self.reale_chance(p).denominator)
            for d in pairs:
                if any((p + d).count(c) > full[c] for c in range(KINDS)):
                    continue  # the two pairs cannot both be dealt
                for x in self.joint(p, d):
                    q = lcm(q, x.denominator)
        return q


class PolicyByKind:
    """A player's policy read by kinds, as a dealer who knows it reads it.

    *draws_at(h, up)* says whether the player draws holding a face-down card
    of kind *h* and the face-up cards *up*; :meth:`of` makes it for a solved
    policy or a :class:`~hazardlib.sette_e_mezzo.policies.StandOn` (the counting player makes his own,
    ``counting.by_kind``).
    """

    def __init__(self, m: Model, draws_at: Callable[[int, Counts], bool]) -> None:
        self.m = m
        self.full = m.full
        self.draws_at = draws_at

    @classmethod
    def of(cls, m: Model, player: SolvedPolicy | StandOn) -> PolicyByKind:
        """A solved policy (its hands to draw on) or a :class:`~hazardlib.sette_e_mezzo.policies.StandOn` (a total), by kinds."""
        if isinstance(player, SolvedPolicy):
            keys = player.draw_keys

            def solved(h: int, up: Counts) -> bool:
                return h * RADIX + sum(WEIGHT[c] * up[c] for c in range(KINDS)) in keys

            return cls(m, solved)
        limit = int(player.total * 2)

        def stand_on(h: int, up: Counts) -> bool:
            return m.hand_total(with_card(up, h)) < limit

        return cls(m, stand_on)

    def step(self, h: int, up: Counts) -> str:
        """What the player does holding *h* face down and *up* face up.

        ``"impossible"`` (more cards of a kind than the deck has), ``"bust"``,
        ``"shown"`` (a 7½, shown at once, rule S7), ``"draw"`` or ``"stand"``.
        """
        hand = with_card(up, h)
        if any(hand[c] > self.full[c] for c in range(KINDS)):
            return "impossible"
        t = self.m.hand_total(hand)
        if t == BUST:
            return "bust"
        if t == 15:
            return "shown"
        return "draw" if self.draws_at(h, up) else "stand"

    def possible(self, order: list[int]) -> frozenset[int]:
        """The face-down kinds with which the policy plays the face-up cards *order* and then stands."""
        out = set()
        for h in range(KINDS):
            up = (0,) * KINDS
            for c in order:
                if self.step(h, up) != "draw":
                    break
                up = with_card(up, c)
            else:
                if self.step(h, up) == "stand":
                    out.add(h)
        return frozenset(out)

    def unread(self, up: Counts) -> frozenset[int]:
        """The face-down kinds the face-up cards *up* allow, for a play off the policy's path.

        A dealer who sees what the policy never does learns nothing from it:
        any kind left in the deck that keeps the hand under 7½ and not at it.
        """
        return frozenset(h for h in range(KINDS) if up[h] < self.full[h]
                         and self.m.hand_total(with_card(up, h)) not in (BUST, 15))


def check_reply_rules(rules: object, what: str) -> Rules:
    """*rules* checked, and refused with the optional first-card rules, which no reply reads.

    *what* begins the message: "the dealer's best reply is computed", say.
    """
    rules = _check_rules(rules)
    if rules.burn_three_four or rules.exchange_four or rules.first_ace_half:
        raise InvalidRuleError(
            f"{what} without the optional first-card rules "
            f"(burn_three_four, exchange_four, first_ace_half), got {rules.differences()!r}"
        )
    return rules


def check_player(rules: Rules, player: object) -> SolvedPolicy | StandOn:
    """Refuse a player policy that a dealer's reply cannot read: it must decide by the cards alone."""
    if isinstance(player, SolvedPolicy):
        if player.rules != rules or player.burn_classes or player.ace_half:
            raise InvalidPolicyError(f"player must be a policy solved for these rules, got {player!r}")
        return player
    if isinstance(player, StandOn):
        if player.burn or player.ace_half:
            raise InvalidPolicyError(f"player must not burn or declare an ace ½ here, got {player!r}")
        return player
    raise InvalidPolicyError(f"player must be a SolvedPolicy or a StandOn, got {player!r}")
