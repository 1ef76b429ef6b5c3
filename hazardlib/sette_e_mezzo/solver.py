"""The exact heads-up solver on the finite deck (private helpers of :mod:`hazardlib.sette_e_mezzo.analysis`).

The method of the chapter's part "The exact analysis", in four small pieces:

* ``_DealerHands``: the dealer's final hands from the cards that are left,
  by number of cards, each hand reached in several orders merged into one
  entry (rule S8: the dealer draws to a fixed total, or reads the player's
  face-up cards);
* ``_Payoffs``: what standing pays against each final hand of the dealer
  (rules S9 to S12), the suits of two-card 7½ counted by symmetry (rule S10);
* ``_PlayerValues``: the player's value of every hand, by backward
  induction, and the hands on which the best (or a given) policy draws
  (rule S6);
* ``_Solver``: the first card and its choices, keep, burn or change it, or
  declare an ace ½ (rules S15 to S17), and the value of the whole game.

Every value is an exact ``Fraction``. This module is private: it is named
here so that a reader can find the method, and has no public names.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Union

from hazardlib.cards import Card
from hazardlib.errors import InvalidRuleError
from hazardlib.sette_e_mezzo._model import (
    _BASE,
    _BUST,
    _FACT,
    _MATTA,
    _NCLASS,
    _RADIX,
    _VALUE,
    _WEIGHT,
    _key_classes,
    _lowest,
    _Model,
    _model,
)
from hazardlib.sette_e_mezzo.policies import DealerSeesCards, DealerStandOn, PlayerPolicy, PlayerView, _player_view
from hazardlib.sette_e_mezzo.rules import Rules
from hazardlib.sette_e_mezzo.settlement import _result

__all__: list[str] = []

_Out = Union[tuple[int, tuple[int, ...] | None], str]  # (total, two-card classes) or "bust"
_HandKey = tuple[tuple[int, ...], int, int, bool]  # (class counts, hole class, burned class or -1, ace ½)


class _DealerHands:
    """The dealer's final hands, drawn from the cards that are left (rule S8)."""

    def __init__(self, m: _Model, dealer: object) -> None:
        self.m = m
        if isinstance(dealer, DealerStandOn):
            self.base, self.sees = int(dealer.total * 2), False
        elif isinstance(dealer, DealerSeesCards):
            self.base, self.sees = int(dealer.stand_on * 2), True
        else:
            raise InvalidRuleError(
                f"the exact analysis knows DealerStandOn and DealerSeesCards, got {dealer!r}"
            )
        self.buckets_memo: dict[tuple[tuple[int, ...], int], dict[_Out, int]] = {}

    def threshold(self, hand: tuple[int, ...], hole: int, ace: bool, total: int) -> int:
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
            up = tuple(c for c in range(_NCLASS) for _ in range(counts[c]))
        return max(self.base, _lowest(self.m, up))

    def buckets(self, rest: tuple[int, ...], threshold: int) -> dict[_Out, int]:
        """Dealer's final totals from the deck *rest*, as weights over N! (N = cards in rest)."""
        key = (rest, threshold)
        found = self.buckets_memo.get(key)
        if found is not None:
            return found
        m = self.m
        best = m.best
        n_rest = sum(rest)
        out: dict[_Out, int] = {}
        bust = 0
        layer: dict[int, list[int]] = {0: [1, 0, 0]}  # key -> [weight, other, matta]
        n = 0
        while layer:
            nxt: dict[int, list[int]] = {}
            n2 = n + 1
            table_multi = 1 if n2 >= 2 else 0
            scale = _FACT[n_rest - n2]
            for dkey, (w, other, matta) in layer.items():
                for c in range(_NCLASS):
                    left = rest[c] - (dkey // _WEIGHT[c]) % _BASE[c]
                    if left <= 0:
                        continue
                    o2 = other + _VALUE[c]
                    m2 = 1 if (matta or c == _MATTA) else 0
                    t2 = best[m2][table_multi][o2 if o2 < 64 else 63]
                    w2 = w * left
                    if t2 == _BUST:
                        bust += w2 * scale
                        continue
                    k2 = dkey + _WEIGHT[c]
                    if t2 >= threshold:
                        pair = _key_classes(k2) if (n2 == 2 and t2 == 15) else None
                        o_key: _Out = (t2, pair)
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
        self.buckets_memo[key] = out
        return out


class _Payoffs:
    """What standing pays against a final hand of the dealer (rules S9 to S12).

    The suits of a two-card 7½ (a same-suit reale, rule S10) are counted by
    symmetry: nobody decides by suits, so the cards behind the classes are
    equally likely to be any cards of those classes.
    """

    def __init__(self, m: _Model) -> None:
        self.m = m
        self.rules = m.rules
        self.payoff_memo: dict[tuple[int, tuple[int, ...] | None, _Out], Fraction] = {}
        self.joint_memo: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[Fraction, ...]] = {}

    def _suited(self, x: Card, y: Card) -> bool:
        """Whether a two-card 7½ of these cards is a reale (rule S10, suits)."""
        if x.suit is y.suit:
            return True
        return self.rules.reale == "same_suit_or_matta" and self.rules.matta in (x, y)

    def _same_suit_pairs(self, pair: tuple[int, ...]) -> tuple[int, int]:
        a, b = (self.m.members[c] for c in pair)
        good = total = 0
        for x in a:
            for y in b:
                if x != y:
                    total += 1
                    good += self._suited(x, y)
        return good, total

    def reale_chance(self, pair: tuple[int, ...] | None) -> Fraction:
        if pair is None:
            return Fraction(0)
        if self.rules.reale == "any_suit":
            return Fraction(1)
        good, total = self._same_suit_pairs(pair)
        return Fraction(good, total)

    def joint(self, pp: tuple[int, ...], dp: tuple[int, ...]) -> tuple[Fraction, ...]:
        """P(player reale, dealer reale) for the four combinations, given both class pairs."""
        key = (pp, dp)
        found = self.joint_memo.get(key)
        if found is not None:
            return found
        if self.rules.reale == "any_suit":
            result: tuple[Fraction, ...] = (Fraction(1), Fraction(0), Fraction(0), Fraction(0))
        else:
            counts = [0, 0, 0, 0]  # (pr, dr) = (1,1), (1,0), (0,1), (0,0)
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
                            ds = self._suited(u, v)
                            counts[(0 if ps else 2) + (0 if ds else 1)] += 1
            total = sum(counts)
            result = tuple(Fraction(c, total) for c in counts)
        self.joint_memo[key] = result
        return result

    def payoff(self, pt: int, ppair: tuple[int, ...] | None, outcome: _Out) -> Fraction:
        key = (pt, ppair, outcome)
        found = self.payoff_memo.get(key)
        if found is not None:
            return found
        r = self.rules
        if outcome == "bust":
            p = self.reale_chance(ppair)
            value = p * _result(pt, True, 0, False, True, r)[0] + (1 - p) * _result(
                pt, False, 0, False, True, r
            )[0]
        else:
            assert isinstance(outcome, tuple)
            dt, dpair = outcome
            combos: tuple[tuple[bool, bool], ...]
            if ppair is not None and dpair is not None:
                probs = self.joint(ppair, dpair)
                combos = ((True, True), (True, False), (False, True), (False, False))
            elif ppair is not None:
                p = self.reale_chance(ppair)
                probs = (p, 1 - p)
                combos = ((True, False), (False, False))
            elif dpair is not None:
                p = self.reale_chance(dpair)
                probs = (p, 1 - p)
                combos = ((False, True), (False, False))
            else:
                probs = (Fraction(1),)
                combos = ((False, False),)
            value = sum(
                (q * _result(pt, pr, dt, dr, False, r)[0] for q, (pr, dr) in zip(probs, combos) if q),
                Fraction(0),
            )
        self.payoff_memo[key] = value
        return value


class _PlayerValues:
    """The player's value of every hand, by backward induction (rule S6).

    A hand is a multiset of card classes, the class of its face-down card,
    the class of a burned card (or -1) and whether a first ace counts ½.
    With *player* ``None`` the best policy is found; otherwise *player*
    decides. ``draw_keys`` collects the hands on which the policy draws.
    """

    def __init__(self, m: _Model, dealer: _DealerHands, payoffs: _Payoffs, player: PlayerPolicy | None) -> None:
        self.m = m
        self.rules = m.rules
        self.dealer = dealer
        self.payoffs = payoffs
        self.player = player
        self.value_memo: dict[_HandKey, Fraction] = {}
        self.stand_memo: dict[_HandKey, Fraction] = {}
        self.bust_memo: dict[_HandKey, Fraction] = {}
        self.draw_keys: set[int] = set()

    def _rest(self, hand: tuple[int, ...], burned: int) -> list[int]:
        rest = [self.m.full[c] - hand[c] for c in range(_NCLASS)]
        if burned >= 0:
            rest[burned] -= 1
        return rest

    def stand(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool, total: int) -> Fraction:
        key = (hand, hole, burned, ace)
        found = self.stand_memo.get(key)
        if found is not None:
            return found
        rest = self._rest(hand, burned)
        threshold = self.dealer.threshold(hand, hole, ace, total)
        buckets = self.dealer.buckets(tuple(rest), threshold)
        n = sum(hand)
        ppair: tuple[int, ...] | None = None
        if n == 2 and total == 15:
            classes = [c for c in range(_NCLASS) for _ in range(hand[c])]
            if ace:
                classes.remove(1)
                classes.append(_NCLASS)
            ppair = tuple(sorted(classes))
        acc = Fraction(0)
        for outcome, w in buckets.items():
            acc += w * self.payoffs.payoff(total, ppair, outcome)
        value = acc / _FACT[sum(rest)]
        self.stand_memo[key] = value
        return value

    def value(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> Fraction:
        """The player's value from this hand on (hand known not bust)."""
        key = (hand, hole, burned, ace)
        found = self.value_memo.get(key)
        if found is not None:
            return found
        m = self.m
        n = sum(hand)
        other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
        total = m.total(other, hand[_MATTA] > 0, n)
        stand = self.stand(hand, hole, burned, ace, total)
        if total == 15:
            self.value_memo[key] = stand
            return stand
        if self.player is not None:
            draw_it = self.player.draws(self.view(hand, hole, burned, ace))
            if not draw_it:
                self.value_memo[key] = stand
                return stand
        draw = self.draw(hand, hole, burned, ace)
        if self.player is None and draw <= stand:
            self.value_memo[key] = stand
            return stand
        self.draw_keys.add(self.key(hand, hole, burned, ace))
        self.value_memo[key] = draw
        return draw

    def draw(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> Fraction:
        """The value of drawing one card to this hand (a bust is worth -1), then playing on."""
        m = self.m
        n = sum(hand)
        other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
        rest = self._rest(hand, burned)
        acc = Fraction(0)
        for c in range(_NCLASS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + _VALUE[c], hand[_MATTA] > 0 or c == _MATTA, n + 1)
            if t2 == _BUST:
                acc -= rest[c]
            else:
                h2 = hand[:c] + (hand[c] + 1,) + hand[c + 1 :]
                acc += rest[c] * self.value(h2, hole, burned, ace)
        return acc / sum(rest)

    def key(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> int:
        """The policy key of a hand (the key :meth:`_Model.key` gives its cards)."""
        up = sum(_WEIGHT[c] * hand[c] for c in range(_NCLASS)) - _WEIGHT[hole]
        return (((burned + 1) * 2 + (1 if ace else 0)) * _NCLASS + hole) * _RADIX + up

    def view(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> PlayerView:
        """A hand of real cards with these classes (policies see cards, not classes)."""
        used: dict[int, int] = {}

        def take(c: int) -> Card:
            i = used.get(c, 0)
            used[c] = i + 1
            return self.m.members[c][i]

        burn_cards = (take(burned),) if burned >= 0 else ()
        cards = [take(hole)]
        for c in range(_NCLASS):
            for _ in range(hand[c] - (1 if c == hole else 0)):
                cards.append(take(c))
        return _player_view(tuple(cards), self.rules, ace, burn_cards)

    def bust_chance(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> Fraction:
        """P(the player busts from this hand on), playing the solved policy."""
        key = (hand, hole, burned, ace)
        found = self.bust_memo.get(key)
        if found is not None:
            return found
        if self.key(hand, hole, burned, ace) not in self.draw_keys:
            self.bust_memo[key] = Fraction(0)
            return Fraction(0)
        m = self.m
        n = sum(hand)
        other = sum(_VALUE[c] * hand[c] for c in range(_NCLASS)) - (1 if ace else 0)
        rest = self._rest(hand, burned)
        acc = Fraction(0)
        for c in range(_NCLASS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + _VALUE[c], hand[_MATTA] > 0 or c == _MATTA, n + 1)
            if t2 == _BUST:
                acc += rest[c]
            else:
                acc += rest[c] * self.bust_chance(hand[:c] + (hand[c] + 1,) + hand[c + 1 :], hole, burned, ace)
        value = acc / sum(rest)
        self.bust_memo[key] = value
        return value


class _Solver:
    """The whole heads-up game from a fresh deck: the first card and its choices (rules S15 to S17)."""

    def __init__(self, rules: Rules, dealer: object, player: PlayerPolicy | None) -> None:
        self.m = _model(rules)
        self.rules = rules
        self.player = player
        self.dealer = _DealerHands(self.m, dealer)
        self.payoffs = _Payoffs(self.m)
        self.values = _PlayerValues(self.m, self.dealer, self.payoffs, player)
        self.first_choice: dict[int, tuple[Fraction, str]] = {}
        self.choices: dict[tuple[int, int], str] = {}

    def first_card(self, c: int, burned: int) -> tuple[Fraction, str]:
        """Value of holding first card *c*, with the choices it allows."""
        m = self.m
        hand = tuple(1 if i == c else 0 for i in range(_NCLASS))
        options: list[tuple[Fraction, str]] = [(self.values.value(hand, c, burned, False), "keep")]
        card = m.members[c][0]
        if c == 1 and self.rules.first_ace_half:
            half = self.values.value(hand, c, burned, True)
            if self.player is None or self.player.declares_ace_half(card, self.rules):
                options.append((half, "ace_half"))
                if self.player is not None:
                    options = [options[-1]]
        if burned < 0 and c in m.burnable:
            rest = [m.full[i] - (1 if i == c else 0) for i in range(_NCLASS)]
            left = sum(rest)
            acc = Fraction(0)
            for h in range(_NCLASS):
                if rest[h] > 0:
                    acc += rest[h] * self.first_card(h, c)[0]
            burn = acc / left
            if self.player is None or self.player.burns(card, self.rules):
                options.append((burn, "burn"))
                if self.player is not None:
                    options = [options[-1]]
        chosen = max(options, key=lambda o: o[0])
        self.choices[(c, burned)] = chosen[1]
        if burned < 0:
            self.first_choice[c] = chosen
        return chosen

    def root(self) -> Fraction:
        """The player's value of the whole hand, from a fresh deck."""
        m = self.m
        acc = Fraction(0)
        for c in range(_NCLASS):
            if m.full[c]:
                acc += m.full[c] * self.first_card(c, -1)[0]
        return acc / sum(m.full)

    def first_bust(self, c: int, burned: int) -> Fraction:
        hand = tuple(1 if i == c else 0 for i in range(_NCLASS))
        how = self.choices[(c, burned)]
        if how == "keep":
            return self.values.bust_chance(hand, c, burned, False)
        if how == "ace_half":
            return self.values.bust_chance(hand, c, burned, True)
        m = self.m
        rest = [m.full[i] - (1 if i == c else 0) for i in range(_NCLASS)]
        acc = sum((rest[h] * self.first_bust(h, c) for h in range(_NCLASS) if rest[h] > 0), Fraction(0))
        return acc / sum(rest)

    def player_bust(self) -> Fraction:
        m = self.m
        acc = sum((m.full[c] * self.first_bust(c, -1) for c in range(_NCLASS) if m.full[c]), Fraction(0))
        return acc / sum(m.full)
