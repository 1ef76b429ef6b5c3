"""A player who counts the cards (``sm.CountingPlayer``), checked by other methods.

* From a fresh deck he must play the best policy that the exact solver finds against the same
  dealer, hand by hand (two methods: the solver in ``Fraction`` from the full deck, the counter in
  floats from whatever deck is left).
* From a small deck left, his values must be those of a brute force over the real cards, dealt one
  by one and paid by ``settle`` (with ``reale="any_suit"``, where the suits pay nothing, so that the
  counter's fresh-deck weighing of the suits is not in play).
* Hand-worked cases, what the engine shows him, the table's reply to him, and his errors.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.policies import DealerView, PlayerView

SEVEN_HALF = Fraction(15, 2)


def _hands(rules: sm.Rules) -> list[tuple[sm.Card, ...]]:
    """Every hand a player can decide on, one real hand per multiset of kinds (face-down card first)."""
    from hazardlib.sette_e_mezzo.kinds import model_of

    members = model_of(rules).members[:9]
    out: list[tuple[sm.Card, ...]] = []

    def walk(cards: list[sm.Card]) -> None:
        value = sm.hand_value(tuple(cards), rules)
        if value.bust or value.total == SEVEN_HALF:
            return
        out.append(tuple(cards))
        for kind in members:
            for card in kind:
                if card not in cards:
                    cards.append(card)
                    walk(cards)
                    cards.pop()
                    break

    for kind in members:
        walk([kind[0]])
    return out


@pytest.mark.parametrize("rules", [sm.DEFAULT, sm.DEFAULT.replace(reale="any_suit")], ids=["same_suit", "any_suit"])
@pytest.mark.parametrize("stand_on", [4, 5])
def test_from_a_fresh_deck_he_plays_the_solved_best_policy(rules: sm.Rules, stand_on: int) -> None:
    best = sm.solve(rules, sm.DealerStandOn(stand_on)).policy
    counter = sm.CountingPlayer(rules, sm.DealerStandOn(stand_on))
    hands = _hands(rules)
    assert len(hands) == 5957  # the hands the chapter counts
    differ = [h for h in hands if best.draws(PlayerView(h, rules)) != counter.draws(PlayerView(h, rules))]
    assert differ == []


def _brute(rules: sm.Rules, hand: tuple[sm.Card, ...], rest: tuple[sm.Card, ...]) -> tuple[float, bool]:
    """(value, draws) of the best play from *hand*, the cards *rest* unseen, dealt one by one."""
    dealer = sm.DealerStandOn(5)

    def dealer_paid(player: tuple[sm.Card, ...], cards: tuple[sm.Card, ...], left: tuple[sm.Card, ...]) -> float:
        value = sm.hand_value(cards, rules) if cards else None
        if cards and (value.bust or not dealer.draws(DealerView(cards, rules, ((player[1:], Fraction(1)),)))):
            return float(sm.settle(cards, [(player, 1)], rules).transfers[0])
        assert left, "the dealer ran out of cards: choose another deck"
        return sum(dealer_paid(player, (*cards, c), tuple(x for x in left if x != c)) for c in left) / len(left)

    def best(cards: tuple[sm.Card, ...], left: tuple[sm.Card, ...]) -> tuple[float, bool]:
        stand = dealer_paid(cards, (), left)
        if sm.hand_value(cards, rules).total == SEVEN_HALF:
            return stand, False
        draw = 0.0
        for c in left:
            more = (*cards, c)
            draw += -1.0 if sm.hand_value(more, rules).bust else best(more, tuple(x for x in left if x != c))[0]
        draw /= len(left)
        return (draw, True) if draw > stand + 1e-12 else (stand, False)

    return best(hand, rest)


@pytest.mark.parametrize("seed", range(6))
def test_from_a_small_deck_his_values_are_those_of_every_real_deal(seed: int) -> None:
    rules = sm.DEFAULT.replace(reale="any_suit")
    player = sm.CountingPlayer(rules)
    deck = list(sm.DECK)
    random.Random(seed).shuffle(deck)
    seen, hand, rest = tuple(deck[:31]), tuple(deck[31:32]), tuple(deck[32:])
    value, draws = _brute(rules, hand, rest)
    counter = player._counter
    base = counter.base(seen)
    assert counter.draws(base, counter.m.counts(hand)) == draws
    assert counter._value(base, counter.m.counts(hand), *counter.memos[base]) == pytest.approx(value, abs=1e-12)
    assert player.draws(PlayerView(hand, rules, seen=seen)) == draws


def test_hand_worked_cases() -> None:
    counter = sm.CountingPlayer()
    figures = tuple(c for c in sm.DECK if c.is_figure and c != sm.KING_OF_DENARI)
    # Only figures left: drawing on 7 makes 7½ for certain, which standing on 7 cannot beat.
    seven = sm.Hand.parse("7c").cards
    seen = tuple(c for c in sm.DECK if c not in figures and c not in seven)
    assert counter.draws(PlayerView(seven, sm.DEFAULT, seen=seen))
    # Only 6s and 7s left: any card breaks a 2, so he stands (a fresh-deck player draws on 2).
    two = sm.Hand.parse("2c").cards
    high = {c for c in sm.DECK if c.rank.value in (6, 7) and not c.is_figure}
    seen = tuple(c for c in sm.DECK if c not in high and c not in two)
    assert not counter.draws(PlayerView(two, sm.DEFAULT, seen=seen))
    assert sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).policy.draws(PlayerView(two, sm.DEFAULT))


def test_the_engine_shows_him_the_earlier_hands_of_the_deck() -> None:
    class Recorder:
        def __init__(self) -> None:
            self.views: list[PlayerView] = []

        def draws(self, view: PlayerView) -> bool:
            self.views.append(view)
            return sm.StandOn(5).draws(view)

        def burns(self, card: sm.Card, rules: sm.Rules) -> bool:
            return False

        def declares_ace_half(self, card: sm.Card, rules: sm.Rules) -> bool:
            return False

    recorder = Recorder()
    session = sm.play(sm.DEFAULT, [recorder, recorder], sm.DealerStandOn(5), decks=3, rng=7)
    earlier: set[sm.Card] = set()
    views = iter(recorder.views)
    for record in session.hands:
        player = record.players[0]
        for k in range(1, len(player.cards) + 1):
            value = sm.hand_value(player.cards[:k], sm.DEFAULT)
            if value.bust or value.total == SEVEN_HALF:
                break
            view = next(views)
            assert view.cards == player.cards[:k]
            if not record.last_of_deck:
                assert set(view.seen) == earlier
        earlier |= {c for h in (record.dealer, *record.players) for c in h.cards}
        if record.last_of_deck:
            earlier = set()


def test_the_tables_reply_to_a_counter_from_a_fresh_deck_is_the_reply_to_the_solved_policy() -> None:
    best = sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).policy
    a, b = sm.TableReply(sm.DEFAULT, best), sm.TableReply(sm.DEFAULT, sm.CountingPlayer())
    deck = list(sm.DECK)
    rng = random.Random(3)
    for _ in range(300):
        rng.shuffle(deck)
        mine, up = tuple(deck[:2]), tuple(deck[2:2 + rng.randint(0, 3)])
        view = DealerView(mine[:1] if rng.random() < 0.5 else mine, sm.DEFAULT, ((up, Fraction(1)),))
        assert a.draws(view) == b.draws(view)


def test_errors() -> None:
    with pytest.raises(InvalidPolicyError, match="DealerStandOn"):
        sm.CountingPlayer(sm.DEFAULT, sm.DealerSeesCards(5))  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match="first-card rules"):
        sm.CountingPlayer(sm.VARIANTS["ace_half"])
    with pytest.raises(InvalidPolicyError, match="rules"):
        sm.CountingPlayer().draws(PlayerView(sm.Hand.parse("5c").cards, sm.VARIANTS["treccani"]))
    with pytest.raises(IllegalActionError, match="PlayerView"):
        sm.CountingPlayer().draws("5c")  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError):
        PlayerView(sm.Hand.parse("5c").cards, sm.DEFAULT, seen=sm.Hand.parse("5c 2d").cards)
    with pytest.raises(InvalidCardError, match="earlier"):
        DealerView(sm.Hand.parse("5c").cards, sm.DEFAULT, (), seen=sm.Hand.parse("2d").cards,
                   earlier=sm.Hand.parse("3d").cards)
    with pytest.raises(InvalidPolicyError, match="count the cards under these rules"):
        sm.TableReply(sm.DEFAULT, sm.CountingPlayer(sm.VARIANTS["treccani"]))
