"""Several players against one bank, and whole decks (issue 10).

Checks by other methods: for one player the table's reply makes the exact
best reply's choice at every decision (reply.py, exact in integers); the
kept heads-up play lands within three standard errors of the exact edge of
that reply; the kept figures are what their seeds play; the engine's play
gives the dealer the cards he has seen and, with ``shuffle="hand"``, a fresh
deck each hand.
"""

from __future__ import annotations

import random
from fractions import Fraction
import numpy as np
import pytest

from hazardlib import sette_e_mezzo as sm
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.hands import Hand
from hazardlib.sette_e_mezzo.rules import DECK
from hazardlib.sette_e_mezzo.table import KEPT_HANDS, TableReply, bank_at_table, kept_seed, table_figures


@pytest.fixture(scope="module")
def best() -> sm.SolvedPolicy:
    return sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).policy


def test_for_one_player_the_table_reply_is_the_exact_best_reply(best: sm.SolvedPolicy) -> None:
    exact = sm.dealer_best_reply(sm.DEFAULT, best)
    table = TableReply(sm.DEFAULT, best)
    rng = np.random.default_rng(5)
    decisions = 0
    for _ in range(600):
        cards = [DECK[i] for i in rng.permutation(40)]
        hand, dealer = [cards.pop()], [cards.pop()]
        while True:
            value = sm.PlayerView(tuple(hand), sm.DEFAULT).value
            if value.bust or value.total == sm.SEVEN_AND_HALF or not best.draws(sm.PlayerView(tuple(hand), sm.DEFAULT)):
                break
            hand.append(cards.pop())
        if value.bust:
            continue
        whole = (0,) if value.total == sm.SEVEN_AND_HALF else ()
        shown = tuple(hand) if whole else tuple(hand[1:])
        while True:
            view = sm.DealerView(tuple(dealer), sm.DEFAULT, ((shown, 1),), whole=whole)
            if view.value.bust or view.value.total == sm.SEVEN_AND_HALF:
                break
            draws = exact.draws(view)
            assert table.draws(view) == draws, (hand, dealer)
            decisions += 1
            if not draws:
                break
            dealer.append(cards.pop())
    assert decisions > 800


def test_the_kept_heads_up_play_is_its_seed_s_and_lands_on_the_exact_edge(best: sm.SolvedPolicy) -> None:
    kept = {(f.players, f.shuffle): f for f in table_figures() if f.dealer == "reply" and not f.counts}
    again = bank_at_table(sm.DEFAULT, best, players=1, hands=KEPT_HANDS, shuffle="hand", rng=kept_seed(1, "hand"))
    assert again == kept[1, "hand"]
    edge = float(sm.dealer_best_reply(sm.DEFAULT, best).dealer_edge)
    assert abs(again.per_stake - edge) < 3 * again.per_stake_se
    # Beside it, the dealer who stands on 5: the solver's exact edge against the best player.
    fixed = [f for f in table_figures() if f.players == 1 and f.shuffle == "hand" and f.dealer != "reply"
             and not f.counts][0]
    assert abs(fixed.per_stake - float(-sm.solve(sm.DEFAULT, sm.DealerStandOn(5)).value)) < 3 * fixed.per_stake_se


def test_the_kept_figures_cover_every_table() -> None:
    figures = table_figures()
    tables = {(n, s) for n in range(1, 7) for s in ("hand", "deck")}
    plain = [f for f in figures if not f.counts]
    assert {(f.players, f.shuffle) for f in plain if f.dealer == "reply"} == tables
    assert {(f.players, f.shuffle) for f in plain if f.dealer == repr(sm.DealerStandOn(5))} == tables
    # Players who count the cards: whole decks only, against both dealers.
    counting = [f for f in figures if f.counts]
    decks = {(n, "deck") for n in range(1, 7)}
    assert {(f.players, f.shuffle) for f in counting if f.dealer == "reply"} == decks
    assert {(f.players, f.shuffle) for f in counting if f.dealer == repr(sm.DealerStandOn(5))} == decks
    assert len(figures) == 36
    for f in figures:
        assert f.hands >= KEPT_HANDS and f.stakes == f.hands * f.players
        assert abs(f.per_stake * f.players - f.per_hand) < 1e-9
        assert (f.per_deck is None) == (f.shuffle == "hand")
        assert f.per_stake_se < 0.03


def test_play_shows_the_dealer_what_he_has_seen_and_can_shuffle_every_hand() -> None:
    views: list[sm.DealerView] = []

    class Watcher:
        def draws(self, view: sm.DealerView) -> bool:
            views.append(view)
            return view.value.total < 5

    session = sm.play(sm.DEFAULT, [sm.StandOn(5)] * 4, Watcher(), decks=1, rng=3)
    assert len(session.hands) > 3
    for view in views:
        cards = (*view.cards, *view.seen, *(c for shown, _ in view.players for c in shown))
        assert len(cards) == len(set(cards))  # nothing seen twice
    assert max(len(v.seen) for v in views) > 20  # the discards of the earlier hands
    fresh = sm.play(sm.DEFAULT, [sm.StandOn(5)] * 4, sm.DealerStandOn(5), decks=7, shuffle="hand", rng=3)
    assert len(fresh.hands) == 7 and all(h.last_of_deck for h in fresh.hands)


def test_bad_input_gets_the_project_s_error(best: sm.SolvedPolicy) -> None:
    with pytest.raises(IllegalActionError, match="players must be an int in 1 to 11, got 0"):
        bank_at_table(players=0, rng=1)
    with pytest.raises(IllegalActionError, match="shuffle must be 'deck' or 'hand', got 'x'"):
        bank_at_table(players=2, shuffle="x", rng=1)
    with pytest.raises(IllegalActionError, match="hands must be an int from 1 to 1000000, got 0"):
        bank_at_table(players=2, hands=0, rng=1)
    with pytest.raises(IllegalActionError, match="shuffle must be 'deck' or 'hand'"):
        sm.play(sm.DEFAULT, [sm.StandOn(5)] * 2, sm.DealerStandOn(5), shuffle=["hand"], rng=1)  # type: ignore[arg-type]
    with pytest.raises(InvalidRuleError, match="without the optional first-card rules"):
        TableReply(sm.Rules.variant("targa"), sm.StandOn(5))
    with pytest.raises(InvalidPolicyError, match="player must be a SolvedPolicy or a StandOn"):
        TableReply(sm.DEFAULT, "StandOn(5)")  # type: ignore[arg-type]
    with pytest.raises(InvalidPolicyError, match="view must be a DealerView"):
        TableReply(sm.DEFAULT, best).draws("5c")  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError, match="the same card twice"):
        sm.DealerView(Hand.parse("5c").cards, sm.DEFAULT, ((Hand.parse("Fd").cards, 1),), seen=Hand.parse("5c").cards)


def _real_marginals(options: list[set[sm.Card]]) -> list[dict[sm.Card, Fraction]]:
    """Each player's chance of each real face-down card: every deal of distinct real cards, equally likely."""
    import itertools

    deals = [d for d in itertools.product(*options) if len(set(d)) == len(d)]
    return [{c: Fraction(sum(1 for d in deals if d[j] == c), len(deals)) for c in options[j]} for j in range(len(options))]


@pytest.mark.parametrize("seed", range(8))
def test_the_face_down_cards_of_up_to_three_players_are_weighed_together(seed: int) -> None:
    from hazardlib.sette_e_mezzo.kinds import model_of
    from hazardlib.sette_e_mezzo.table import _posterior

    m = model_of(sm.DEFAULT)
    rng = random.Random(seed)
    deck = list(sm.DECK)
    rng.shuffle(deck)
    left_cards = deck[: rng.randint(6, 14)]  # the cards the dealer has not seen
    left = [sum(1 for c in left_cards if m.klass[c] == k) for k in range(9)]
    players = rng.choice([2, 3])
    kinds = sorted({m.klass[c] for c in left_cards})
    hidden = [(1.0, tuple((k, 0) for k in sorted(rng.sample(kinds, min(len(kinds), rng.randint(1, 3))))))
              for _ in range(players)]
    real = _real_marginals([{c for c in left_cards if m.klass[c] in {k for k, _ in opts}} for _, opts in hidden])
    got = _posterior(hidden, left)
    for j, (_, opts) in enumerate(hidden):
        for (k, _), p in zip(opts, got[j]):
            assert p == pytest.approx(float(sum(q for c, q in real[j].items() if m.klass[c] == k)), abs=1e-12)


def test_two_players_cannot_both_hold_the_last_seven() -> None:
    from hazardlib.sette_e_mezzo.table import _posterior

    # One 7 and one 6 left; each player holds a 6 or a 7 face down: one has each.
    left = [0, 0, 0, 0, 0, 0, 1, 1, 0]
    both = ((1.0, ((6, 0), (7, 0))), (1.0, ((6, 0), (7, 0))))
    assert _posterior(list(both), left) == [[0.5, 0.5], [0.5, 0.5]]
    # The first can only hold the 7: then the second holds the 6 (each on his own he would be 50:50).
    assert _posterior([(1.0, ((7, 0),)), both[1]], left) == [[1.0], [1.0, 0.0]]
