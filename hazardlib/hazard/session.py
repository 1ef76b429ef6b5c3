"""A session of Hazard: the caster (Rule H1), the dice passing to the left (Rule H6) and the running score (Rule H7).

A :class:`Session` is a value: each settled round returns a new session, with
the round's entry recorded and the dice passed if ``rules.passing`` says so.
The game has no natural end; the balances say who is ahead whenever the
players agree to stop.

>>> from hazardlib.hazard.session import Session
>>> s = Session.start(["Ann", "Bo"], rules=Rules.variant("home")).play("1-2", main=7, stake=2)
>>> s.caster, s.balances()
('Bo', {'Ann': Fraction(-2, 1), 'Bo': Fraction(2, 1)})
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from hazardlib._checks import as_int, check_items, check_stake
from hazardlib.errors import IllegalActionError, InvalidStakeError
from hazardlib.hazard.rules import DEFAULT_RULES, Passing, Rules, Stake, _check_rules
from hazardlib.hazard.settlement import settle
from hazardlib.hazard.throws import Result, Round

__all__ = ["Entry", "Session"]


@dataclass(frozen=True, slots=True)
class Entry:
    """One settled round of a session: who cast, the round, the stake and every player's transfer.

    The entries are the session's record, from which the score is read when
    the players stop: :ref:`Rule H7, the end of the game <hazard-rule-end>`.

    >>> Entry("Ann", Round.start(7), 1, ())
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: an entry records a decided hazard.Round, got Round.replay('', main=7)
    """

    caster: str
    round: Round
    stake: Fraction
    transfers: tuple[tuple[str, Fraction], ...]

    def __post_init__(self) -> None:
        if not isinstance(self.caster, str) or not self.caster:
            raise IllegalActionError(f"an entry's caster must be a non-empty player name, got {self.caster!r}")
        if not isinstance(self.round, Round) or not self.round.decided:
            raise IllegalActionError(f"an entry records a decided hazard.Round, got {self.round!r}")
        object.__setattr__(self, "stake", check_stake(self.stake))
        pairs = check_items(self.transfers, "transfers", InvalidStakeError, what="(player, amount) pairs")
        object.__setattr__(self, "transfers", tuple(_check_transfer(pair) for pair in pairs))


def _check_transfer(pair: object) -> tuple[str, Fraction]:
    """A (player, amount) pair, the amount an int or a Fraction of either sign, as a Fraction."""
    if isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str) and pair[0]:
        player, amount = pair
        number = as_int(amount)
        if number is not None:
            return player, Fraction(number)
        if isinstance(amount, Fraction):
            return player, amount
    raise InvalidStakeError(f"a transfer is a (player, amount) pair with an int or Fraction amount, got {pair!r}")


@dataclass(frozen=True, slots=True)
class Session:
    """Rounds played in turn, the dice passing to the left by ``rules.passing``.

    One player at a time, the caster, throws; the others cover the caster's
    stake: :ref:`Rule H1, the caster <hazard-rule-caster>`.

    >>> s = Session.start(["Ann", "Bo", "Cy"], rules=Rules.variant("english"))
    >>> for throws in ["1-1", "2-1", "6-6"]:        # three outs for main 7
    ...     s = s.play(throws, main=7, stake=6)
    >>> s.caster, s.balances()
    ('Bo', {'Ann': Fraction(-18, 1), 'Bo': Fraction(9, 1), 'Cy': Fraction(9, 1)})
    """

    players: tuple[str, ...]
    rules: Rules = DEFAULT_RULES
    entries: tuple[Entry, ...] = ()
    caster_index: int = 0
    run: int = 0

    def __post_init__(self) -> None:
        # A string is refused, not read as its letters; a generator is read once.
        players = check_items(self.players, "players", IllegalActionError, what="player names")
        if (
            len(players) < 2
            or not all(isinstance(p, str) and p for p in players)
            or len(set(players)) != len(players)
        ):
            raise IllegalActionError(
                f"a session needs at least two distinct, non-empty player names, got {players!r}"
            )
        object.__setattr__(self, "players", players)
        _check_rules(self.rules)
        entries = check_items(self.entries, "entries", IllegalActionError, what="entries")
        for entry in entries:
            if not isinstance(entry, Entry) or not {entry.caster, *(p for p, _ in entry.transfers)} <= set(players):
                raise IllegalActionError(f"entries must be Entry records of the players {players!r}, got {entry!r}")
        object.__setattr__(self, "entries", entries)
        index, run = as_int(self.caster_index), as_int(self.run)
        if index is None or not 0 <= index < len(players):
            raise IllegalActionError(
                f"caster_index must be an int in 0 to {len(players) - 1} (a seat), got {self.caster_index!r}"
            )
        if run is None or not 0 <= run < 3:
            raise IllegalActionError(f"run must be an int in 0 to 2 (events in succession), got {self.run!r}")
        object.__setattr__(self, "caster_index", index)
        object.__setattr__(self, "run", run)

    @classmethod
    def start(cls, players: Iterable[str], *, rules: Rules = DEFAULT_RULES) -> Session:
        """A new session; the first player casts first.

        >>> Session.start("Ann")
        Traceback (most recent call last):
            ...
        hazardlib.errors.IllegalActionError: players must be a list or tuple of player names, got 'Ann'
        """
        return cls(players, rules)  # type: ignore[arg-type]  # __post_init__ makes it a tuple

    @property
    def caster(self) -> str:
        """Who has the dice now, the caster of :ref:`Rule H1, the caster <hazard-rule-caster>`."""
        return self.players[self.caster_index]

    def play(
        self,
        round: Round | str,
        *,
        main: int | None = None,
        stake: Stake,
        covers: Mapping[str, Stake] | None = None,
        odds_bet: Stake = 0,
    ) -> Session:
        """Settle a decided round cast by :attr:`caster`, then pass the dice if the rule says so.

        *round* is a :class:`~hazardlib.hazard.throws.Round` or its throws
        (``"1-3 2-2"``, replayed under the session's rules with *main*).
        *covers* defaults to equal shares of the stake among the other
        players. The dice pass by :ref:`Rule H6, passing the dice <hazard-rule-passing>`.
        """
        if isinstance(round, str):
            round = Round.replay(round, main=main, rules=self.rules)
        elif main is not None:
            raise IllegalActionError(f"main is given with the throws only; the round has its own, got main={main!r}")
        if not isinstance(round, Round) or round.rules != self.rules:
            raise IllegalActionError(
                f"the round must be a Round played under the session's rules {self.rules!r}, got {round!r}"
            )
        amount = check_stake(stake)
        others = [p for p in self.players if p != self.caster]
        if covers is None:
            covers = {p: amount / len(others) for p in others}
        elif not isinstance(covers, Mapping):
            raise InvalidStakeError(f"covers must be a mapping of the other players to their covers, got {covers!r}")
        unknown = [p for p in covers if p not in others]
        if unknown:
            raise InvalidStakeError(
                f"coverers must be players other than the caster {self.caster!r} "
                f"(allowed: {', '.join(repr(p) for p in others)}), got {unknown[0]!r}"
            )
        transfers = settle(round, stake=amount, covers=covers, caster=self.caster, odds_bet=odds_bet)
        entry = Entry(self.caster, round, amount, tuple(transfers.items()))
        if self.rules.passing is Passing.ROTATION:
            run = 3
        elif self.rules.passing is Passing.THREE_LOSSES:
            run = self.run + 1 if round.result is Result.LOSE else 0
        elif self.rules.passing is Passing.THREE_THROW_OUTS:
            run = self.run + 1 if round.throw_out else 0
        else:  # three throw-outs with no win between: a loss on a chance leaves the run
            run = self.run + 1 if round.throw_out else 0 if round.result is Result.WIN else self.run
        index = self.caster_index
        if run >= 3:
            index, run = (index + 1) % len(self.players), 0
        # The fields are known good: skip __post_init__, which reads every entry
        # (a long session would otherwise take quadratic time).
        new = object.__new__(Session)
        for name, value in (
            ("players", self.players),
            ("rules", self.rules),
            ("entries", (*self.entries, entry)),
            ("caster_index", index),
            ("run", run),
        ):
            object.__setattr__(new, name, value)
        return new

    def balances(self) -> dict[str, Fraction]:
        """Every player's exact net result so far; they sum to zero.

        Hazard has no natural end: the players agree when to stop, and whoever
        is ahead then wins (:ref:`Rule H7, the end of the game <hazard-rule-end>`).
        """
        totals = {p: Fraction(0) for p in self.players}
        for entry in self.entries:
            for player, amount in entry.transfers:
                totals[player] += amount
        return totals
