"""The notation of the actions: ``bid``, ``hold``, ``raise 5``, ``pass``, ``claim quint to K``, ``play 7H``, ``without``.

The auction's actions (Rule M8), the lone winner's claim (Rule M10) and the
runs' plays and stops (Rule M13) are all :class:`Action` values, read and
written in one notation, so that a deal's history is a line of text that
replays it. Cards are read in French notation only (Rule M1). A
:class:`Refusal` says which rule refuses an action, and a :class:`View` is
what the player to move knows when choosing one.

>>> from hazardlib.hoc.actions import Action
>>> [str(Action.parse(text)) for text in ("raise 5", "c'est bon", "play 10♥")]
['raise 5', 'pass', 'play TH']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from hazardlib._checks import as_int, parse_int
from hazardlib.cards import Card, Rank
from hazardlib.errors import IllegalActionError
from hazardlib.hoc.combinations import Combination
from hazardlib.hoc.rules import DECK, Rules, Stake
from hazardlib.options import NamedEnum

__all__ = ["Phase", "Kind", "Action", "Refusal", "View"]


class Phase(NamedEnum):
    """Where a deal stands."""

    #: The auction for one of the three stakes.
    AUCTION = "auction"
    #: The lone winner of a stake names the combination it is paid for.
    CLAIM = "claim"
    #: The second phase, the runs.
    PLAY = "play"
    #: Someone went out; the deal is settled.
    OVER = "over"


class Kind(NamedEnum):
    """The kinds of action."""

    #: Open the auction for a stake, staying in without adding counters.
    BID = "bid"
    #: Stay in, adding what it takes to match the highest bid.
    HOLD = "hold"
    #: Match the highest bid and add 1 to ``raise_cap`` counters.
    RAISE = "raise"
    #: Drop out of this stake ("c'est bon").
    PASS = "pass"
    #: The lone winner names the combination it is paid for (or nothing).
    CLAIM = "claim"
    #: Play a card in the second phase.
    PLAY = "play"
    #: Stop, announcing the card the run needs ("without eight").
    WITHOUT = "without"


@dataclass(frozen=True, slots=True)
class Action:
    """An action, with its notation: ``bid``, ``hold``, ``raise 5``, ``pass``,
    ``claim quint to K``, ``claim nothing``, ``play 7H``, ``without``.

    >>> Action.parse("raise 5"), str(Action.parse("c'est bon"))
    (Action.parse('raise 5'), 'pass')
    >>> Action.parse("play 7♥")
    Action.parse('play 7H')
    >>> Action.parse("play 1X")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: unknown card notation '1X'; allowed: French: a rank A, 2 to 9, T (or 10), J, Q, K and a suit H, D, C, S (or ♥ ♦ ♣ ♠), like 'KD' or 'K♦'
    >>> Action.parse("play 7c")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidCardError: '7c' is the Italian spelling of the 7 of coppe (hearts, '7H'); this game reads French notation only, with the suit in capitals: H, D, C, S (the 7 of clubs is '7C')
    >>> Action.parse("raise ٣")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: a raise must be written in the digits 0 to 9, got '٣'
    >>> Action.parse("fold")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: unknown action 'fold'; allowed: 'bid', 'hold', 'raise N', 'pass' (or "c'est bon"), 'claim nothing', 'claim <combination>', 'play <card>', 'without'
    """

    kind: Kind
    amount: int | None = None
    card: Card | None = None
    claim: Combination | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, Kind):
            raise IllegalActionError(f"kind must be a Kind, like Kind.BID, got {self.kind!r}")
        if self.kind is Kind.RAISE:
            amount = as_int(self.amount)
            if amount is None or amount < 1:
                raise IllegalActionError(f"a raise needs a whole number of counters, at least 1, got {self.amount!r}")
            object.__setattr__(self, "amount", amount)  # a numpy integer is stored as an int
        elif self.amount is not None:
            raise IllegalActionError(f"only a raise has an amount, got {self.amount!r} for {self.kind.value!r}")
        if self.kind is Kind.PLAY:
            if not isinstance(self.card, Card):
                raise IllegalActionError(f"play needs a Card, got {self.card!r}")
        elif self.card is not None:
            raise IllegalActionError(f"only play has a card, got {self.card!r} for {self.kind.value!r}")
        if self.claim is not None and (self.kind is not Kind.CLAIM or not isinstance(self.claim, Combination)):
            raise IllegalActionError(f"only a claim has a combination, got {self.claim!r} for {self.kind.value!r}")

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action in its notation (cards in French notation, amounts in the digits 0 to 9)."""
        if not isinstance(text, str):
            raise IllegalActionError(f"an action is an Action or its notation like 'raise 5', got {text!r}")
        s = " ".join(text.split())
        simple = {
            "bid": Kind.BID,
            "hold": Kind.HOLD,
            "pass": Kind.PASS,
            "c'est bon": Kind.PASS,
            "without": Kind.WITHOUT,
        }
        if s in simple:
            return SIMPLE[simple[s]]
        head, _, rest = s.partition(" ")
        if head == "raise" and rest and all(ch.isnumeric() or ch in "+-" for ch in rest):
            # Digits of any script reach parse_int, which reads ASCII only and says so.
            return raise_action(parse_int(rest, "a raise", IllegalActionError))
        if head == "play" and rest:
            card = Card.parse(rest, italian=False)
            return PLAYS.get(card) or cls(Kind.PLAY, card=card)
        if head == "claim" and rest:
            if rest == "nothing":
                return CLAIM_NOTHING
            return cls(Kind.CLAIM, claim=Combination.parse(rest))
        raise IllegalActionError(
            f"unknown action {text!r}; allowed: 'bid', 'hold', 'raise N', 'pass' (or \"c'est bon\"), "
            "'claim nothing', 'claim <combination>', 'play <card>', 'without'"
        )

    def __str__(self) -> str:
        if self.kind is Kind.RAISE:
            return f"raise {self.amount}"
        if self.kind is Kind.PLAY:
            return f"play {self.card}"
        if self.kind is Kind.CLAIM:
            return f"claim {self.claim if self.claim is not None else 'nothing'}"
        return str(self.kind)

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


class Refusal:
    """Why an action is refused: the number of the rule that refuses it, and the reason.

    ``str()`` gives the message, ``'Rule M8: a raise is 1 to 20 counters'``.
    The reason is a format string and its arguments, formatted only when
    read, so that listing the legal actions (which refuses all the others)
    writes no text.

    >>> r = Refusal("M8", "a raise is 1 to {} counters", 20)
    >>> r.rule, str(r)
    ('M8', 'Rule M8: a raise is 1 to 20 counters')
    """

    __slots__ = ("rule", "_text", "_args")

    rule: str
    _text: str
    _args: tuple[object, ...]

    def __init__(self, rule: str, text: str, *args: object) -> None:
        self.rule = rule
        self._text = text
        self._args = args

    @property
    def reason(self) -> str:
        """The reason, without the rule's number."""
        return self._text.format(*self._args) if self._args else self._text

    def __str__(self) -> str:
        return f"Rule {self.rule}: {self.reason}"

    def __repr__(self) -> str:
        return f"Refusal({self.rule!r}, {self.reason!r})"


#: The actions without an argument, one value each.
SIMPLE = {k: Action(k) for k in (Kind.BID, Kind.HOLD, Kind.PASS, Kind.WITHOUT)}
BID, HOLD, PASS, WITHOUT = SIMPLE[Kind.BID], SIMPLE[Kind.HOLD], SIMPLE[Kind.PASS], SIMPLE[Kind.WITHOUT]
CLAIM_NOTHING = Action(Kind.CLAIM)
#: Playing each card of the deck, one value each.
PLAYS: dict[Card, Action] = {c: Action(Kind.PLAY, card=c) for c in DECK}
#: The same, by the identity of the card of DECK (faster than hashing a card).
PLAY_BY_ID: dict[int, Action] = {id(c): a for c, a in PLAYS.items()}
_RAISES: dict[int, Action] = {}


def raise_action(k: int) -> Action:
    """The action ``raise k`` (one value for each amount up to 100)."""
    a = _RAISES.get(k)
    if a is None:
        a = Action(Kind.RAISE, amount=k)
        if k <= 100:
            _RAISES[k] = a
    return a


def as_action(action: object) -> Action:
    """An :class:`Action`, or its notation read."""
    if isinstance(action, Action):
        return action
    if isinstance(action, str):
        return Action.parse(action)
    raise IllegalActionError(f"an action is an Action or its notation like 'raise 5', got {action!r}")


def _all_claims(stake: Stake) -> tuple[Action, ...]:
    if stake is Stake.SEQUENCE:
        combos = [Combination(stake, n, Rank(t)) for n in (3, 4, 5) for t in range(n, 14)]
    else:
        combos = [Combination(stake, n, Rank(t)) for n in (3, 4) for t in range(1, 14)]
    return (CLAIM_NOTHING, *(Action(Kind.CLAIM, claim=c) for c in combos))


#: Every claim a lone winner can name for each stake, nothing first.
CLAIMS = {s: _all_claims(s) for s in (Stake.SEQUENCE, Stake.TRICON)}


def describe(legal: Sequence[Action]) -> str:
    """List legal actions, raises as a range: ``'bid', 'raise 1' to 'raise 20', 'pass'``."""
    parts: list[str] = []
    i = 0
    while i < len(legal):
        a = legal[i]
        if a.kind is Kind.RAISE:
            j = i
            while j + 1 < len(legal) and legal[j + 1].kind is Kind.RAISE:
                j += 1
            parts.append(f"{str(a)!r} to {str(legal[j])!r}" if j > i else repr(str(a)))
            i = j + 1
            continue
        parts.append(repr(str(a)))
        i += 1
    return ", ".join(parts) if parts else "nothing"


@dataclass(frozen=True, slots=True)
class View:
    """What the player to move knows: its own hand and the public state.

    Policies receive a view, never the whole deal, so they cannot see the
    other hands or the unseen cards.
    """

    seat: int
    phase: Phase
    stake: Stake | None
    hand: tuple[Card, ...]
    legal: tuple[Action, ...]
    level: int
    to_call: int
    contenders: tuple[int, ...]
    needed: Rank | None
    run: tuple[Card, ...]
    played: tuple[Card, ...]
    cards_left: tuple[int, ...]
    counters: tuple[int, ...]
    pools: tuple[int, ...]
    rules: Rules


def parse_steps(steps: object) -> Iterator[tuple[Any, Any]]:
    """The (seat, action) steps of a history, ``"0 bid; 1 raise 3"`` or pairs (``Deal.act`` checks each)."""
    if isinstance(steps, str):
        for part in steps.split(";"):
            part = part.strip()
            if not part:
                continue
            seat, _, action = part.partition(" ")
            # ASCII digits only: str.isdigit() also passes '²' and other scripts' digits.
            if not (seat.isascii() and seat.isdigit()) or not action:
                raise IllegalActionError(f"a step is a seat and an action, like '0 bid', got {part!r}")
            yield int(seat), action
        return
    if isinstance(steps, bytes) or not isinstance(steps, Iterable):
        raise IllegalActionError(f"steps must be a string like '0 bid; 1 pass' or (seat, action) pairs, got {steps!r}")
    for step in steps:
        if not isinstance(step, tuple) or len(step) != 2:
            raise IllegalActionError(f"a step is a (seat, action) pair, got {step!r}")
        yield step[0], step[1]
