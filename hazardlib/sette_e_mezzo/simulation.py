"""Seeded simulation of heads-up hands from a fresh deck (numpy is imported here only).

Two engines play the same rules: ``"python"`` plays every hand with the
code of :func:`~hazardlib.sette_e_mezzo.play.play` (any rules, any
policies); ``"numpy"`` plays many hands at once with arrays, for the
book's policies and without the optional first-card rules. Both read the
one table of the rules that the exact analysis reads, and the numpy engine
pays with the vectorised twin of the settlement's payment (the tests check
that they agree). The seeded estimates confirm the exact values of
:mod:`hazardlib.sette_e_mezzo.analysis`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_choice, check_count, check_rng
from hazardlib.errors import IllegalActionError, InvalidRuleError
from hazardlib.sette_e_mezzo.kinds import BUST, MATTA, RADIX, VALUE, WEIGHT, key_kinds, lowest_up, model_of
from hazardlib.sette_e_mezzo.hands import _value
from hazardlib.sette_e_mezzo.play import _play_hand, _Stock
from hazardlib.sette_e_mezzo.policies import (
    DealerPolicy,
    DealerSeesCards,
    DealerStandOn,
    PlayerPolicy,
    SolvedPolicy,
    StandOn,
    _check_dealer_policy,
    _check_player_policy,
    _check_policy_rules,
)
from hazardlib.sette_e_mezzo.rules import DECK, Rules, _check_rules

__all__ = ["SimulationResult", "simulate"]

#: The most hands one simulation plays (the numpy engine plays about a million a second).
MAX_HANDS = 10**8


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Simulated heads-up hands from a fresh deck: the player's mean result per unit stake.

    ``stderr`` is the standard error of ``mean``; ``reale_first_two`` the
    share of hands whose first two cards (the player's) make a reale.
    """

    hands: int
    mean: float
    stderr: float
    reale_first_two: float
    player_bust: float
    dealer_bust: float


def simulate(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerPolicy,
    *,
    hands: int,
    rng: int | np.random.Generator,
    engine: Literal["numpy", "python"] = "numpy",
) -> SimulationResult:
    """Simulate *hands* heads-up hands, each from a freshly shuffled deck.

    ``engine="numpy"`` plays many hands at once with arrays; it handles
    :class:`~hazardlib.sette_e_mezzo.policies.StandOn` and
    :class:`~hazardlib.sette_e_mezzo.policies.SolvedPolicy` players and both
    dealers, under rules without the optional first-card rules.
    ``engine="python"`` plays every hand with the same code as
    :func:`~hazardlib.sette_e_mezzo.play.play` (any rules, any policies) and
    is slower. *hands* is at most 10⁸.

    >>> from hazardlib.sette_e_mezzo import DEFAULT, DealerStandOn, StandOn
    >>> r = simulate(DEFAULT, StandOn(5), DealerStandOn(5), hands=20_000, rng=7)
    >>> r.hands, -0.2 < r.mean < 0.0, 0.005 < r.stderr < 0.01
    (20000, True, True)
    >>> simulate(DEFAULT, StandOn(5), DealerStandOn(5), hands=0, rng=7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: hands must be an int from 1 to 100000000, got 0
    >>> simulate(DEFAULT, 5, DealerStandOn(5), hands=10, rng=7, engine="python")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidPolicyError: player must be a player policy, like StandOn(5), with the methods draws, burns and declares_ace_half; got 5, which lacks draws, burns, declares_ace_half
    """
    rules = _check_rules(rules)
    generator = check_rng(rng, InvalidRuleError)
    n = check_count(hands, "hands", IllegalActionError, low=1, high=MAX_HANDS)
    check_choice(engine, "engine", ("numpy", "python"), InvalidRuleError)
    _check_player_policy(player)
    _check_dealer_policy(dealer)
    _check_policy_rules(player, rules)
    if engine == "python":
        return _simulate_python(rules, player, dealer, n, generator)
    return _simulate_numpy(rules, player, dealer, n, generator)


def _simulate_python(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerPolicy,
    hands: int,
    rng: np.random.Generator,
) -> SimulationResult:
    total = 0.0
    squares = 0.0
    reale = 0
    pbust = 0
    dbust = 0
    one = [Fraction(1)]
    m = model_of(rules)
    for _ in range(hands):
        order = rng.permutation(len(DECK))
        cards = [DECK[i] for i in order.tolist()]
        first_two = cards[-1], cards[-3]  # the player's first card, then his first draw
        stock = _Stock(cards, rng)
        # The deal gives the player the top card and the dealer the next one;
        # the player's first draw is the third card.
        _, _, _, settlement, dealer_value = _play_hand(rules, stock, [player], dealer, one)
        x = float(settlement.transfers[0])
        total += x
        squares += x * x
        if settlement.outcomes[0] == "bust":
            pbust += 1
        else:
            dbust += dealer_value.bust
        reale += _value(m, first_two, False).reale
    mean = total / hands
    var = max(squares / hands - mean * mean, 0.0)
    return SimulationResult(
        hands,
        mean,
        math.sqrt(var / hands),
        reale / hands,
        pbust / hands,
        dbust / max(hands - pbust, 1),
    )


def _supported_numpy(rules: Rules, player: object, dealer: object) -> None:
    if rules.burn_three_four or rules.exchange_four or rules.first_ace_half:
        raise InvalidRuleError(
            "engine='numpy' does not play the optional first-card rules "
            "(burn_three_four, exchange_four, first_ace_half); use engine='python'"
        )
    if not isinstance(player, (StandOn, SolvedPolicy)):
        raise InvalidRuleError(
            f"engine='numpy' plays StandOn and SolvedPolicy players, got {player!r}; use engine='python'"
        )
    if not isinstance(dealer, (DealerStandOn, DealerSeesCards)):
        raise InvalidRuleError(
            f"engine='numpy' plays DealerStandOn and DealerSeesCards, got {dealer!r}; use engine='python'"
        )


_MAXCARDS = 15  # no hand holds more than 13 cards without busting


def _simulate_numpy(
    rules: Rules,
    player: PlayerPolicy,
    dealer: DealerPolicy,
    hands: int,
    rng: np.random.Generator,
) -> SimulationResult:
    _supported_numpy(rules, player, dealer)
    m = model_of(rules)
    cls = np.array([m.klass[c] for c in DECK], dtype=np.int64)
    suit = np.array([c.suit.value for c in DECK], dtype=np.int64)
    value = np.array(VALUE, dtype=np.int64)[cls]
    weight = np.array(WEIGHT, dtype=np.int64)[cls]
    is_matta = cls == MATTA
    best = np.array(m.best, dtype=np.int64)  # [matta][multi][other]
    sums = [0.0, 0.0, 0, 0, 0]
    chunk = 50_000
    done = 0
    k = np.arange(_MAXCARDS)
    while done < hands:
        size = min(chunk, hands - done)
        deck = rng.permuted(np.tile(np.arange(len(DECK)), (size, 1)), axis=1)
        # The player's cards are the first of the row, the dealer's follow them:
        # any fixed split of a shuffled deck deals the same distribution.
        pc = deck[:, :_MAXCARDS]
        pt, pstop = _numpy_hand(pc, value, is_matta, best, k)
        if isinstance(player, StandOn):
            draws = pt < int(player.total * 2)
        else:
            assert isinstance(player, SolvedPolicy)
            up = np.cumsum(weight[pc], axis=1) - weight[pc[:, :1]]
            keys = cls[pc[:, :1]] * RADIX + up
            table = np.array(sorted(player.draw_keys), dtype=np.int64)
            pos = np.clip(np.searchsorted(table, keys), 0, max(len(table) - 1, 0))
            draws = (table[pos] == keys) if len(table) else np.zeros_like(keys, dtype=bool)
        stops = (pt == BUST) | (pt == 15) | ~draws
        s = np.argmax(stops, axis=1)
        rows = np.arange(size)
        ptotal = pt[rows, s]
        pbust = ptotal == BUST
        first_two_reale = (pt[:, 1] == 15) & _suited(pc, rules, suit, is_matta)
        preale = (s == 1) & first_two_reale
        # Dealer: the cards after the player's.
        idx = np.minimum(s[:, None] + 1 + k[None, :], len(DECK) - 1)
        dcards = np.take_along_axis(deck, idx, axis=1)
        dt, _ = _numpy_hand(dcards, value, is_matta, best, k)
        threshold = np.full(size, 0, dtype=np.int64)
        if isinstance(dealer, DealerStandOn):
            threshold[:] = int(dealer.total * 2)
        else:
            assert isinstance(dealer, DealerSeesCards)
            base = int(dealer.stand_on * 2)
            upkey = np.where(pbust, -1, (np.cumsum(weight[pc], axis=1) - weight[pc[:, :1]])[rows, s])
            low = np.full(size, base, dtype=np.int64)
            for key in np.unique(upkey[upkey >= 0]):
                low[upkey == key] = max(base, lowest_up(m, key_kinds(int(key))))
            # A player who makes 7½ shows his cards at once (rule S7).
            low[ptotal == 15] = 15
            threshold = low
        dstops = (dt == BUST) | (dt >= threshold[:, None])
        ds = np.argmax(dstops, axis=1)
        dtotal = dt[rows, ds]
        dbust = dtotal == BUST
        dreale = (ds == 1) & (dtotal == 15) & _suited(dcards, rules, suit, is_matta)
        result = _numpy_payoff(ptotal, pbust, preale, dtotal, dbust, dreale, rules)
        sums[0] += float(result.sum())
        sums[1] += float((result * result).sum())
        sums[2] += int(first_two_reale.sum())
        sums[3] += int(pbust.sum())
        sums[4] += int((dbust & ~pbust).sum())
        done += size
    mean = sums[0] / hands
    var = max(sums[1] / hands - mean * mean, 0.0)
    return SimulationResult(
        hands,
        mean,
        math.sqrt(var / hands),
        sums[2] / hands,
        sums[3] / hands,
        sums[4] / max(hands - sums[3], 1),
    )


def _suited(
    cards: npt.NDArray[np.int64], rules: Rules, suit: npt.NDArray[np.int64], is_matta: npt.NDArray[np.bool_]
) -> npt.NDArray[np.bool_]:
    """Whether the first two cards of each row would make a reale at 7½ (rule S10, suits)."""
    a, b = cards[:, 0], cards[:, 1]
    if rules.reale == "any_suit":
        return np.ones(len(cards), dtype=bool)
    out: npt.NDArray[np.bool_] = suit[a] == suit[b]
    if rules.reale == "same_suit_or_matta":
        out = out | is_matta[a] | is_matta[b]
    return out


def _numpy_hand(
    cards: npt.NDArray[np.int64],
    value: npt.NDArray[np.int64],
    is_matta: npt.NDArray[np.bool_],
    best: npt.NDArray[np.int64],
    k: npt.NDArray[np.int64],
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    other = np.minimum(np.cumsum(value[cards], axis=1), 63)
    matta = np.maximum.accumulate(is_matta[cards], axis=1).astype(np.int64)
    multi = (k >= 1).astype(np.int64)[None, :]
    total = best[matta, multi, other]
    return total, other


def _numpy_payoff(
    pt: npt.NDArray[np.int64],
    pbust: npt.NDArray[np.bool_],
    pr: npt.NDArray[np.bool_],
    dt: npt.NDArray[np.int64],
    dbust: npt.NDArray[np.bool_],
    dr: npt.NDArray[np.bool_],
    rules: Rules,
) -> npt.NDArray[np.float64]:
    """The vectorised twin of ``settlement.payment`` (the tests check they agree)."""
    reale_win = 2.0 if rules.reale_payment == "double" else 1.0
    tie = -1.0 if rules.ties == "dealer" else 0.0
    plain = np.where(pt > dt, 1.0, np.where(pt == dt, tie, -1.0))
    reale_wins = pr & ((dt < 15) | rules.reale_beats_seven_and_half)
    out = np.where(reale_wins, reale_win, plain)
    dealer_reale = np.where(pr | (not rules.dealer_reale_double), -1.0, -2.0)
    out = np.where(dr, dealer_reale, out)
    out = np.where(dbust, np.where(pr, 2.0, 1.0), out)
    out = np.where(pbust, -1.0, out)
    return out.astype(np.float64)
