"""Simulation of Hazard with numpy: one round with random dice, or many rounds at once, throw by throw.

The simulator's transition tables are built from the same definition of a
throw's effect that plays a :class:`~hazardlib.hazard.throws.Round` (Rules H2
to H4), so a simulation checks the exact analysis instead of repeating it.
This is the only module of :mod:`hazardlib.hazard` that imports numpy;
``import hazardlib.hazard`` loads it on first use of :func:`play`,
:func:`simulate`, :class:`Simulation` or :func:`hand_lengths`.

>>> from hazardlib.hazard.simulation import simulate
>>> simulate(1000, 7, rng=1).n_rounds
1000
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from hazardlib._checks import check_rng
from hazardlib.errors import InvalidOutcomeError, InvalidRuleError
from hazardlib.hazard.analysis import _check_count, caster_win_probability  # the latter for a doctest
from hazardlib.hazard.rules import DEFAULT_RULES, Passing, Rules, _check_rules
from hazardlib.dice import Throw
from hazardlib.hazard.throws import MAINS, Result, Round, _advance, _start_state, _State

__all__ = ["play", "Simulation", "simulate", "hand_lengths"]

# The most rounds one simulation plays: its results take 7 bytes a round.
_MAX_ROUNDS = 10**9


def play(
    main: int | None = None,
    *,
    rules: Rules = DEFAULT_RULES,
    rng: int | np.random.Generator,
) -> Round:
    """Play one round with random dice, throw by throw.

    >>> r = play(7, rng=1)
    >>> r.decided, r == Round.replay(str(r), main=7)
    (True, True)
    """
    gen = check_rng(rng, InvalidRuleError)
    r = Round.start(main, rules=rules)
    while not r.decided:
        a, b = gen.integers(1, 7, size=2)
        r = r.throw(Throw((int(a), int(b))))
    return r


# -- many rounds at once -------------------------------------------------------

# The simulator plays rounds in lanes, side by side: a lane plays one round
# after another, and every step throws the two dice once in every lane, as one
# draw over their 36 ordered outcomes (faces o // 6 + 1 and o % 6 + 1; the two
# dice, exactly). A lane's state is a uint32 key whose low 16 bits are its
# row in a transition table built from _advance, so that the next key is
# table[row + outcome]. A live key has bit 31 set; a decided key is
# _AGE1 | main << 12 | chance << 8 | won << 7 (chance 0 when the opening
# decided), and its table row is the start state's: the lane's next round
# begins with the next throw. No round ever leaves the arrays, so a step is
# two numpy calls over all lanes.
#
# Rounds are numbered in the order they start (step, then lane). Which round
# starts next depends only on the rounds started before it, and its own throws
# are fresh, so in that order the rounds are independent and identically
# distributed. (In the order they end they would not be: short rounds end
# first.) A round's outcome is known only where it ends, so a backward pass
# over the steps of a window, key[s] = min(key[s], key[s + 1] + _AGE1), makes
# every key the next decided key of its lane with the throws until then in
# bits 16 and up; the key at a round's first step is then its result. A round
# still going at the end of its window is pending until a later window sees
# its end.
_LIVE = 1 << 31  # key bit: the round goes on
_AGE1 = 1 << 16  # one throw, in the throw count of a decided key
_LIVE_BASE = 10 << 12  # rows of live states start here, above every decided row
_LANES_LOG2 = 14  # at most 2**14 lanes: fewer numpy calls per throw (measured best)
_WINDOW = 32  # steps per window, so that its keys, draws and flags stay in cache
_TAIL_WINDOW = 8  # steps per window once every round has started
_DECODE = 1 << 16  # rounds decoded per pass, in cache


def _decided_row(main: int, chance: int, won: bool) -> int:
    """The table row of a decided state: its bits are the round's result."""
    return main << 12 | chance << 8 | int(won) << 7


@lru_cache(maxsize=64)
def _lane_table(start: _State, rules: Rules) -> npt.NDArray[np.uint32]:
    """The transition table of the rounds starting in *start*, built from :func:`_advance`.

    ``table[row + o]`` is the key after the throw ``o`` (faces ``o // 6 + 1``
    and ``o % 6 + 1``) in the state of table row *row*.
    """
    states = [start]
    index = {start: 0}
    rows: list[list[int]] = []
    while len(rows) < len(states):
        row: list[int] = []
        for o in range(36):
            nxt = _advance(states[len(rows)], o // 6 + o % 6 + 2, rules)
            if nxt.result is not None:
                assert nxt.main is not None
                won = nxt.result is Result.WIN
                row.append(_AGE1 | _decided_row(nxt.main, nxt.chance or 0, won))
                continue
            if nxt not in index:
                index[nxt] = len(states)
                states.append(nxt)
            row.append(_LIVE | (_LIVE_BASE + 36 * index[nxt]))
        rows.append(row)
    table = np.zeros(_LIVE_BASE + 36 * len(rows), dtype=np.uint32)
    assert table.size <= 1 << 16
    table[_LIVE_BASE:] = np.array(rows, dtype=np.uint32).ravel()
    # A decided state plays on as the start of the next round; row 0 is the
    # "just decided" key that every lane begins with.
    for main in (0, *MAINS):
        for chance in range(11):
            for won in (False, True):
                at = _decided_row(main, chance, won)
                table[at : at + 36] = table[_LIVE_BASE : _LIVE_BASE + 36]
    table.flags.writeable = False
    return table


_Results = tuple[
    npt.NDArray[np.int8], npt.NDArray[np.int8], npt.NDArray[np.bool_], npt.NDArray[np.int32]
]


def _play_lanes(n: int, table: npt.NDArray[np.uint32], gen: np.random.Generator) -> _Results:
    """Main, chance, won and throws of the first *n* rounds to start, in that order.

    Steps are played in windows. In a window, ``keys[0]`` is the key each lane
    had before it; a round starts at step ``s + 1`` wherever ``keys[s]`` is
    decided.
    """
    # A few dozen rounds per lane; small runs, where numpy's cost per call
    # dominates, take up to 4096 lanes of a few rounds each (measured).
    log2 = min(_LANES_LOG2, max(1, n // 32, min(n // 8, 1 << 12)).bit_length() - 1)
    lanes = 1 << log2
    throws_out = np.empty(n, dtype=np.int32)
    out = throws_out.view(np.uint32)  # the decided keys of the rounds, until decoded
    keys = np.empty((_WINDOW + 1, lanes), dtype=np.uint32)
    keys[0] = _AGE1  # "just decided" (row 0): every lane starts a round at step 1
    starts = np.empty((_WINDOW, lanes), dtype=np.bool_)
    row = np.empty(lanes, dtype=np.uint16)
    carry = np.empty(lanes, dtype=np.uint32)
    pending = np.full(lanes, -1, dtype=np.int64)  # index in out of the lane's round still going
    began = np.zeros(lanes, dtype=np.int64)  # the step it started at
    numbered = 0  # rounds started (and numbered) so far
    base = 0  # steps played before this window
    rate = lanes / 4  # rounds started per step, as measured so far
    long_rounds: list[tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]] = []
    while True:
        todo = n - numbered
        if todo:
            steps = min(_WINDOW, max(1, math.ceil(todo / rate)))
        else:  # every round has started: play on only the lanes whose round is going
            going = np.flatnonzero(pending >= 0)
            if not going.size:
                break
            if going.size < lanes:
                lanes = going.size
                last = keys[0].take(going)
                keys = np.empty((_TAIL_WINDOW + 1, lanes), dtype=np.uint32)
                keys[0] = last
                row = np.empty(lanes, dtype=np.uint16)
                carry = np.empty(lanes, dtype=np.uint32)
                pending = pending.take(going)
                began = began.take(going)
            steps = min(_TAIL_WINDOW, len(keys) - 1)
        draws = gen.integers(0, 36, size=(steps, lanes), dtype=np.uint16)
        for s in range(steps):
            # The low 16 bits of the key are its row: casting to uint16 keeps them.
            np.add(draws[s], keys[s], out=row, dtype=np.uint16, casting="unsafe")
            np.take(table, row, out=keys[s + 1], mode="clip")
        if todo:
            np.less(keys[:steps], _LIVE, out=starts[:steps])
        for s in range(steps - 1, 0, -1):
            np.add(keys[s + 1], _AGE1, out=carry)
            np.minimum(keys[s], carry, out=keys[s])
        # Pending rounds that end in this window: keys[1] knows how.
        ended = np.flatnonzero((pending >= 0) & (keys[1] < _LIVE))
        if ended.size:
            key = keys[1].take(ended)
            where = pending.take(ended)
            throws = (key >> 16) + (base + 1) - began.take(ended)
            if throws.max() > 0xFFFF:  # beyond 16 bits: never seen, but kept exact
                long_rounds.append((where, throws))
            out[where] = (np.minimum(throws, 0xFFFF).astype(np.uint32) << 16) | (key & 0xFFFF)
            pending[ended] = -1
        if todo:
            first = np.flatnonzero(starts[:steps])[:todo]  # (step - 1) * lanes + lane
            got = out[numbered : numbered + first.size]
            np.take(keys[1 : steps + 1].reshape(-1), first, out=got)
            going = np.flatnonzero(got >= _LIVE)
            if going.size:
                at = first.take(going)
                pending[at & (lanes - 1)] = going + numbered
                began[at & (lanes - 1)] = (at >> log2) + (base + 1)
            numbered += first.size
            rate = (rate + first.size / steps) / 2
        keys[0] = keys[steps]
        base += steps
    main = np.empty(n, dtype=np.int8)
    chance = np.empty(n, dtype=np.int8)
    won = np.empty(n, dtype=np.bool_)
    bits = np.empty(min(n, _DECODE), dtype=np.uint32)
    for lo in range(0, n, _DECODE):
        key = out[lo : lo + _DECODE]
        f = bits[: key.size]
        for shift, mask, dest in ((12, 15, main), (8, 15, chance), (7, 1, won)):
            np.right_shift(key, shift, out=f)
            np.bitwise_and(f, mask, out=f)
            np.copyto(dest[lo : lo + _DECODE], f, casting="unsafe")
        np.right_shift(key, 16, out=key)
    for where, throws in long_rounds:
        throws_out[where] = throws
    return main, chance, won, throws_out


@dataclass(frozen=True, slots=True, eq=False)
class Simulation:
    """The rounds of a simulation, in the order played (numpy arrays, one entry per round).

    >>> Simulation(Rules(), np.array([7], np.int8), np.array([0], np.int8), np.array([True]), np.array([1]))
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: throws must be a 1-d numpy array of int32 with one entry per round, got array([1])
    """

    rules: Rules
    main: npt.NDArray[np.int8]
    chance: npt.NDArray[np.int8]  # 0 when decided on the opening throw
    won: npt.NDArray[np.bool_]
    throws: npt.NDArray[np.int32]

    def __post_init__(self) -> None:
        _check_rules(self.rules)
        size = self.won.size if isinstance(self.won, np.ndarray) else 0
        for name, dtype in (("main", np.int8), ("chance", np.int8), ("won", np.bool_), ("throws", np.int32)):
            value = getattr(self, name)
            if (
                not isinstance(value, np.ndarray)
                or value.dtype != dtype
                or value.ndim != 1
                or not 0 < value.size == size
            ):
                raise InvalidOutcomeError(
                    f"{name} must be a 1-d numpy array of {np.dtype(dtype).name} with one entry per round, got {value!r}"
                )

    @property
    def n_rounds(self) -> int:
        """How many rounds were simulated."""
        return int(self.won.size)

    @property
    def throw_out(self) -> npt.NDArray[np.bool_]:
        """Rounds lost on the opening throw."""
        out: npt.NDArray[np.bool_] = (self.chance == 0) & ~self.won
        return out

    def win_rate(self) -> float:
        """The fraction of rounds the caster won."""
        return float(self.won.mean())

    def standard_error(self) -> float:
        """The standard error of :meth:`win_rate`."""
        p = self.win_rate()
        return float(np.sqrt(p * (1 - p) / self.n_rounds))


def simulate(
    n_rounds: int,
    main: int | None = None,
    *,
    rules: Rules = DEFAULT_RULES,
    rng: int | np.random.Generator,
) -> Simulation:
    """Simulate *n_rounds* independent rounds, throw by throw, vectorized over rounds.

    Each step draws two dice faces for every unfinished round and advances all
    of them through the transition table built from the rules; finished rounds
    leave the step. Nothing is drawn from the exact probabilities. *n_rounds*
    is at most 10⁹ (the results take 7 bytes a round).

    >>> sim = simulate(20_000, 7, rng=2024)
    >>> abs(sim.win_rate() - float(caster_win_probability(7))) < 4 * sim.standard_error()
    True
    >>> simulate(0, 7, rng=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: n_rounds must be an int >= 1, got 0
    """
    n = _check_count(n_rounds, "n_rounds", _MAX_ROUNDS)
    rules = _check_rules(rules)
    table = _lane_table(_start_state(main, rules), rules)
    gen = check_rng(rng, InvalidRuleError)
    return Simulation(rules, *_play_lanes(n, table, gen))


def hand_lengths(sim: Simulation) -> npt.NDArray[np.int64]:
    """How many rounds each caster kept the dice, reading the rounds in order.

    Casters follow one another through the simulated rounds under
    ``sim.rules.passing`` (:ref:`Rule H6, passing the dice <hazard-rule-passing>`);
    the unfinished last hand is dropped.

    >>> sim = simulate(3000, 7, rules=Rules.variant("home"), rng=5)
    >>> set(hand_lengths(sim).tolist())
    {1}
    """
    if not isinstance(sim, Simulation):
        raise InvalidRuleError(f"hand_lengths needs a hazard.Simulation, got {sim!r}")
    n = sim.n_rounds
    idx = np.arange(n)
    if sim.rules.passing is Passing.ROTATION:
        ends = idx
    elif sim.rules.passing is Passing.THREE_THROW_OUTS_WIN_BREAKS:
        # Throw-outs since the last win; a loss on a chance neither counts nor resets.
        outs = np.cumsum(sim.throw_out)
        last_win = np.maximum.accumulate(np.where(sim.won, idx, -1))
        since: npt.NDArray[np.int64] = outs - np.where(last_win >= 0, outs[np.maximum(last_win, 0)], 0)
        ends = idx[sim.throw_out & (since % 3 == 0)]
    else:
        event = ~sim.won if sim.rules.passing is Passing.THREE_LOSSES else sim.throw_out
        last_reset = np.maximum.accumulate(np.where(event, -1, idx))
        run = np.where(event, idx - last_reset, 0)
        # A run of 6 losses ends two hands: the next caster starts from zero.
        ends = idx[(run > 0) & (run % 3 == 0)]
    return np.diff(np.concatenate(([-1], ends))).astype(np.int64)
