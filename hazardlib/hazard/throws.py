"""A round's throws: the main (Rule H2), the opening throw's nicks and outs (Rule H3) and the chance (Rule H4).

The caster has a main; the opening throw is a nick, an out or a chance, and
after a chance the caster throws on until the chance or the main comes. One
private function, ``_advance``, is the effect of a throw on a round; the
:class:`Round`, the exact analysis (through :func:`opening`) and the
simulator's transition tables are all built from it.

>>> from hazardlib.hazard.throws import Round, opening
>>> opening(8, 12)
Opening.NICK
>>> Round.replay("2-2 6-6 5-1", main=6).result
Result.LOSE
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from hazardlib._checks import check_int, check_items
from hazardlib.dice import Throw
from hazardlib.errors import IllegalActionError, InvalidDiceError, InvalidOutcomeError
from hazardlib.hazard.rules import DEFAULT_RULES, MainRule, NickTable, Rules, _check_rules
from hazardlib.options import NamedEnum

__all__ = [
    "MAINS",
    "TOTALS",
    "CHANCES",
    "Opening",
    "Result",
    "opening",
    "nicks",
    "outs",
    "chances",
    "nick_out_table",
    "Round",
]

#: The mains a caster may call or throw.
MAINS = range(5, 10)
#: The totals of two dice.
TOTALS = range(2, 13)
#: The totals that can be a chance (in Hoyle, "any above three, and not exceeding ten").
CHANCES = range(4, 11)


class Opening(NamedEnum):
    """What the opening throw (the first throw after the main is set) is.

    Implements the three outcomes of :ref:`Rule H3, nicks and outs <hazard-rule-nick>`.
    """

    NICK = "nick"
    OUT = "out"
    CHANCE = "chance"


class Result(NamedEnum):
    """The caster's result of a decided round.

    A nick or an out decides at once; a chance decides when it is thrown
    again (the caster wins) or the main is thrown (he loses):
    :ref:`Rule H4, the chance <hazard-rule-chance>`.
    """

    WIN = "win"
    LOSE = "lose"


# -- the opening throw: Rule H3 ----------------------------------------------


def _check_main(main: object, rules: Rules) -> int:
    """A main allowed by *rules* (an int; 7 only when the main is locked)."""
    if rules.main is MainRule.SEVEN:
        return check_int(main, "main (locked to 7)", [7], InvalidOutcomeError)
    return check_int(main, "main", MAINS, InvalidOutcomeError)


def _check_total(total: object) -> int:
    return check_int(total, "total of 2 dice", TOTALS, InvalidOutcomeError)


def _nick_totals(main: int, table: NickTable) -> tuple[int, ...]:
    if table is NickTable.DIRECT:
        return (main,)
    extra = {6: (12,), 7: (11,), 8: (12,)}.get(main, ())
    return (main, *extra)


def _opening(main: int, total: int, table: NickTable) -> Opening:
    if total in _nick_totals(main, table):
        return Opening.NICK
    if total in (2, 3, 11, 12):  # the crabs, out unless they nick
        return Opening.OUT
    return Opening.CHANCE


def opening(main: int, total: int, *, rules: Rules = DEFAULT_RULES) -> Opening:
    """What the opening *total* is for *main*: a nick, an out or a chance.

    Implements :ref:`Rule H3, nicks and outs <hazard-rule-nick>`, for the
    English table or direct nicks only (``rules.nicks``).

    >>> [opening(6, t).name for t in (6, 12, 11, 2, 8)]
    ['NICK', 'NICK', 'OUT', 'OUT', 'CHANCE']
    >>> opening(7, 11, rules=Rules(nicks="direct"))
    Opening.OUT
    >>> opening(4, 7)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: main must be an int in 5 to 9, got 4
    >>> opening(7, 13)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidOutcomeError: total of 2 dice must be an int in 2 to 12, got 13
    """
    rules = _check_rules(rules)
    return _opening(_check_main(main, rules), _check_total(total), rules.nicks)


def _totals_where(main: int, rules: Rules, kind: Opening) -> tuple[int, ...]:
    return tuple(t for t in TOTALS if _opening(main, t, rules.nicks) is kind)


def nicks(main: int, *, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The opening totals that nick *main*: :ref:`Rule H3, nicks and outs <hazard-rule-nick>`.

    >>> nicks(6), nicks(7), nicks(7, rules=Rules(nicks="direct"))
    ((6, 12), (7, 11), (7,))
    """
    rules = _check_rules(rules)
    return _totals_where(_check_main(main, rules), rules, Opening.NICK)


def outs(main: int, *, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The opening totals that throw out with *main*: :ref:`Rule H3, nicks and outs <hazard-rule-nick>`.

    >>> outs(5), outs(7)
    ((2, 3, 11, 12), (2, 3, 12))
    """
    rules = _check_rules(rules)
    return _totals_where(_check_main(main, rules), rules, Opening.OUT)


def chances(main: int, *, rules: Rules = DEFAULT_RULES) -> tuple[int, ...]:
    """The opening totals that become the caster's chance with *main*: :ref:`Rule H4, the chance <hazard-rule-chance>`.

    >>> chances(7)
    (4, 5, 6, 8, 9, 10)
    """
    rules = _check_rules(rules)
    return _totals_where(_check_main(main, rules), rules, Opening.CHANCE)


def nick_out_table(
    *, rules: Rules = DEFAULT_RULES
) -> list[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """Rows ``(main, nicks, outs, chances)`` for every main the rules allow.

    The table of :ref:`Rule H3, nicks and outs <hazard-rule-nick>`, as the
    sources print it.

    >>> nick_out_table()[0]
    (5, (5,), (2, 3, 11, 12), (4, 6, 7, 8, 9, 10))
    >>> len(nick_out_table(rules=Rules(main="seven")))
    1
    """
    rules = _check_rules(rules)
    mains = [7] if rules.main is MainRule.SEVEN else list(MAINS)
    return [
        (m, nicks(m, rules=rules), outs(m, rules=rules), chances(m, rules=rules))
        for m in mains
    ]


# -- a round: its throws (Rules H2 to H4) -----------------------------------


@dataclass(frozen=True, slots=True)
class _State:
    main: int | None
    chance: int | None
    opening: Opening | None
    result: Result | None


def _advance(state: _State, total: int, rules: Rules) -> _State:
    """The one definition of a throw's effect, shared by play, replay and simulation."""
    if state.main is None:  # Rule H2, a thrown main: look for 5 to 9
        return _State(total, None, None, None) if total in MAINS else state
    if state.opening is None:  # Rule H3, the opening throw
        op = _opening(state.main, total, rules.nicks)
        if op is Opening.NICK:
            return _State(state.main, None, op, Result.WIN)
        if op is Opening.OUT:
            return _State(state.main, None, op, Result.LOSE)
        return _State(state.main, total, op, None)
    # Rule H4: throw on until the chance (a win) or the main (a loss).
    if total == state.chance:
        return replace(state, result=Result.WIN)
    if total == state.main:
        return replace(state, result=Result.LOSE)
    return state


def _start_state(main: object, rules: Rules) -> _State:
    """A round before its first throw, its main set by Rule H2 (called, thrown or 7)."""
    if rules.main is MainRule.THROWN:
        if main is not None:
            raise InvalidOutcomeError(
                f"under the thrown-main rule the main comes from the dice: main must be None, got {main!r}"
            )
        return _State(None, None, None, None)
    if rules.main is MainRule.SEVEN and main is None:
        return _State(7, None, None, None)
    if main is None:
        raise InvalidOutcomeError(
            f"the caster calls the main: main must be an int in 5 to 9, got {main!r}"
        )
    return _State(_check_main(main, rules), None, None, None)


def _as_throw(t: object) -> Throw:
    if isinstance(t, Throw):
        throw = t
    elif isinstance(t, str):
        throw = Throw.parse(t)
    else:
        raise InvalidDiceError(f"a throw is a Throw or its notation like '3-4', got {t!r}")
    if len(throw.faces) != 2:
        raise InvalidDiceError(f"hazard is thrown with two dice, got {str(throw)!r}")
    return throw


@dataclass(frozen=True, slots=True)
class Round:
    """One round of Hazard: the rules, the called main (if any) and the throws so far.

    A round is a value: :meth:`throw` returns a new round. It replays from its
    throws, and a throw after the round is decided is an error.

    >>> r = Round.start(7).throw("3-1").throw("6-6").throw("2-2")
    >>> r.chance, r.result, r
    (4, Result.WIN, Round.replay('3-1 6-6 2-2', main=7))
    >>> r.throw("1-1")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: the round is over (win on 3-1 6-6 2-2); no further throw is allowed, got '1-1'
    >>> Round.replay("1-1 4-3 5-5 6-3", rules=Rules.variant("hoyle")).main
    7
    """

    main_called: int | None
    throws: tuple[Throw, ...] = ()
    rules: Rules = DEFAULT_RULES
    _state: _State = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _check_rules(self.rules)
        if isinstance(self.throws, str):
            raise InvalidDiceError(f"throws must be a sequence of throws, got {self.throws!r}")
        items = check_items(self.throws, "throws", InvalidDiceError, what="throws")
        object.__setattr__(self, "throws", tuple(_as_throw(t) for t in items))
        state = _start_state(self.main_called, self.rules)
        if self.main_called is not None:  # a numpy integer is kept as the int it is
            object.__setattr__(self, "main_called", state.main)
        for i, throw in enumerate(self.throws):
            if state.result is not None:
                done = " ".join(str(x) for x in self.throws[:i])
                raise IllegalActionError(
                    f"the round is over ({state.result} on {done}); "
                    f"no further throw is allowed, got {str(throw)!r}"
                )
            state = _advance(state, throw.total, self.rules)
        object.__setattr__(self, "_state", state)

    @classmethod
    def start(cls, main: int | None = None, *, rules: Rules = DEFAULT_RULES) -> Round:
        """A round before its first throw (*main* as :func:`~hazardlib.hazard.analysis.main_distribution` takes it).

        The main is called, thrown or locked to 7, as
        :ref:`Rule H2, the main <hazard-rule-main>` has it (``rules.main``).

        >>> Round.start(4)
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidOutcomeError: main must be an int in 5 to 9, got 4
        """
        return cls(main, (), rules)

    @classmethod
    def replay(
        cls,
        throws: str | Iterable[Throw | str],
        *,
        main: int | None = None,
        rules: Rules = DEFAULT_RULES,
    ) -> Round:
        """A round rebuilt from its throws, like ``"3-1 6-6 2-2"``."""
        if isinstance(throws, str):
            items: tuple[object, ...] = tuple(throws.split())
        else:
            items = check_items(throws, "throws", InvalidDiceError, what="throws like '3-4'")
        return cls(main, tuple(_as_throw(t) for t in items), rules)

    def throw(self, throw: Throw | str) -> Round:
        """The round after one more throw.

        The opening throw nicks, throws out or sets the chance; after a chance
        the round goes on until the chance or the main comes:
        :ref:`Rule H4, the chance <hazard-rule-chance>`.
        """
        t = _as_throw(throw)
        if self._state.result is not None:
            raise IllegalActionError(
                f"the round is over ({self._state.result} on {self}); "
                f"no further throw is allowed, got {str(t)!r}"
            )
        return Round(self.main_called, (*self.throws, t), self.rules)

    @property
    def main(self) -> int | None:
        """The main, None while a thrown main is still being looked for (:ref:`Rule H2, the main <hazard-rule-main>`)."""
        return self._state.main

    @property
    def chance(self) -> int | None:
        """The chance, once the opening throw made one (:ref:`Rule H4, the chance <hazard-rule-chance>`)."""
        return self._state.chance

    @property
    def opening(self) -> Opening | None:
        """What the opening throw was, once it is thrown."""
        return self._state.opening

    @property
    def result(self) -> Result | None:
        """``Result.WIN`` or ``Result.LOSE`` once decided, else None."""
        return self._state.result

    @property
    def decided(self) -> bool:
        """Whether the round is over."""
        return self._state.result is not None

    @property
    def throw_out(self) -> bool:
        """Whether the caster lost on the opening throw (threw out)."""
        return self._state.opening is Opening.OUT

    def __str__(self) -> str:
        return " ".join(str(t) for t in self.throws)

    def __repr__(self) -> str:
        args = [repr(str(self))]
        if self.main_called is not None:
            args.append(f"main={self.main_called!r}")
        if self.rules != DEFAULT_RULES:
            args.append(f"rules={self.rules!r}")
        return f"Round.replay({', '.join(args)})"
