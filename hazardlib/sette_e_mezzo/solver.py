"""The exact heads-up solver on the finite deck (private helpers of :mod:`hazardlib.sette_e_mezzo.analysis`).

The method of the chapter's part "The exact analysis". The dealer's final
hands from the cards that are left (rule S8) and what standing pays against
each (rules S9 to S12) come from the model every exact solver shares
(:mod:`hazardlib.sette_e_mezzo.model`); this module adds two pieces:

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

from hazardlib.cards import Card
from hazardlib.sette_e_mezzo.kinds import BUST, FACTORIAL, KINDS, MATTA, RADIX, VALUE, WEIGHT, Model, model_of
from hazardlib.sette_e_mezzo.model import DealerDraws, Payoffs, with_card
from hazardlib.sette_e_mezzo.policies import PlayerPolicy, PlayerView, _player_view
from hazardlib.sette_e_mezzo.rules import Rules

__all__: list[str] = []

_HandKey = tuple[tuple[int, ...], int, int, bool]  # (class counts, hole class, burned class or -1, ace ½)


class _PlayerValues:
    """The player's value of every hand, by backward induction (rule S6).

    A hand is a multiset of card classes, the class of its face-down card,
    the class of a burned card (or -1) and whether a first ace counts ½.
    With *player* ``None`` the best policy is found; otherwise *player*
    decides. ``draw_keys`` collects the hands on which the policy draws.
    """

    def __init__(self, m: Model, dealer: DealerDraws, payoffs: Payoffs, player: PlayerPolicy | None) -> None:
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
        rest = [self.m.full[c] - hand[c] for c in range(KINDS)]
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
            classes = [c for c in range(KINDS) for _ in range(hand[c])]
            if ace:
                classes.remove(1)
                classes.append(KINDS)
            ppair = tuple(sorted(classes))
        acc = Fraction(0)
        for outcome, w in buckets.items():
            acc += w * self.payoffs.payoff(total, ppair, outcome)
        value = acc / FACTORIAL[sum(rest)]
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
        other = sum(VALUE[c] * hand[c] for c in range(KINDS)) - (1 if ace else 0)
        total = m.total(other, hand[MATTA] > 0, n)
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
        other = sum(VALUE[c] * hand[c] for c in range(KINDS)) - (1 if ace else 0)
        rest = self._rest(hand, burned)
        acc = Fraction(0)
        for c in range(KINDS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + VALUE[c], hand[MATTA] > 0 or c == MATTA, n + 1)
            if t2 == BUST:
                acc -= rest[c]
            else:
                h2 = with_card(hand, c)
                acc += rest[c] * self.value(h2, hole, burned, ace)
        return acc / sum(rest)

    def key(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> int:
        """The policy key of a hand (the key :meth:`Model.key` gives its cards)."""
        up = sum(WEIGHT[c] * hand[c] for c in range(KINDS)) - WEIGHT[hole]
        return (((burned + 1) * 2 + (1 if ace else 0)) * KINDS + hole) * RADIX + up

    def view(self, hand: tuple[int, ...], hole: int, burned: int, ace: bool) -> PlayerView:
        """A hand of real cards with these classes (policies see cards, not classes)."""
        used: dict[int, int] = {}

        def take(c: int) -> Card:
            i = used.get(c, 0)
            used[c] = i + 1
            return self.m.members[c][i]

        burn_cards = (take(burned),) if burned >= 0 else ()
        cards = [take(hole)]
        for c in range(KINDS):
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
        other = sum(VALUE[c] * hand[c] for c in range(KINDS)) - (1 if ace else 0)
        rest = self._rest(hand, burned)
        acc = Fraction(0)
        for c in range(KINDS):
            if rest[c] <= 0:
                continue
            t2 = m.total(other + VALUE[c], hand[MATTA] > 0 or c == MATTA, n + 1)
            if t2 == BUST:
                acc += rest[c]
            else:
                acc += rest[c] * self.bust_chance(with_card(hand, c), hole, burned, ace)
        value = acc / sum(rest)
        self.bust_memo[key] = value
        return value


class _Solver:
    """The whole heads-up game from a fresh deck: the first card and its choices (rules S15 to S17)."""

    def __init__(self, rules: Rules, dealer: object, player: PlayerPolicy | None) -> None:
        self.m = model_of(rules)
        self.rules = rules
        self.player = player
        self.dealer = DealerDraws.of(self.m, dealer)
        self.payoffs = Payoffs(self.m)
        self.values = _PlayerValues(self.m, self.dealer, self.payoffs, player)
        self.first_choice: dict[int, tuple[Fraction, str]] = {}
        self.choices: dict[tuple[int, int], str] = {}

    def first_card(self, c: int, burned: int) -> tuple[Fraction, str]:
        """Value of holding first card *c*, with the choices it allows."""
        m = self.m
        hand = tuple(1 if i == c else 0 for i in range(KINDS))
        options: list[tuple[Fraction, str]] = [(self.values.value(hand, c, burned, False), "keep")]
        card = m.members[c][0]
        if c == 1 and self.rules.first_ace_half:
            half = self.values.value(hand, c, burned, True)
            if self.player is None or self.player.declares_ace_half(card, self.rules):
                options.append((half, "ace_half"))
                if self.player is not None:
                    options = [options[-1]]
        if burned < 0 and c in m.burnable:
            rest = [m.full[i] - (1 if i == c else 0) for i in range(KINDS)]
            left = sum(rest)
            acc = Fraction(0)
            for h in range(KINDS):
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
        for c in range(KINDS):
            if m.full[c]:
                acc += m.full[c] * self.first_card(c, -1)[0]
        return acc / sum(m.full)

    def first_bust(self, c: int, burned: int) -> Fraction:
        hand = tuple(1 if i == c else 0 for i in range(KINDS))
        how = self.choices[(c, burned)]
        if how == "keep":
            return self.values.bust_chance(hand, c, burned, False)
        if how == "ace_half":
            return self.values.bust_chance(hand, c, burned, True)
        m = self.m
        rest = [m.full[i] - (1 if i == c else 0) for i in range(KINDS)]
        acc = sum((rest[h] * self.first_bust(h, c) for h in range(KINDS) if rest[h] > 0), Fraction(0))
        return acc / sum(rest)

    def player_bust(self) -> Fraction:
        m = self.m
        acc = sum((m.full[c] * self.first_bust(c, -1) for c in range(KINDS) if m.full[c]), Fraction(0))
        return acc / sum(m.full)
