"""A deal of Hoc Mazarin as a value: the first dealer, the deal, both phases, the next deal.

:class:`Deal` is a thin value over the three parts of a deal: the ledger of
counters (:mod:`hazardlib.hoc.ledger`), the auction of each stake
(:mod:`hazardlib.hoc.auction`) and the runs (:mod:`hazardlib.hoc.runs`).
Rules M1 (seats, anticlockwise), M2 (the first dealer, the counters), M3
and M4 (the antes and a carte blanche, paid at once) and M18 (the next deal)
live here; the others in the modules of their phase.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from hazardlib._checks import as_int, check_bool, check_int, check_items, check_rng
from hazardlib.cards import Card, Rank, check_cards
from hazardlib.errors import IllegalActionError, InvalidCardError, InvalidRuleError
from hazardlib.hoc import auction as _auction
from hazardlib.hoc import runs as _runs
from hazardlib.hoc.actions import PLAYS, Action, Kind, Phase, Refusal, View, as_action, describe, parse_steps
from hazardlib.hoc.auction import Auction, StakeResult, open_auction
from hazardlib.hoc.combinations import SORTED_DECK, as_hand, cards_text
from hazardlib.hoc.ledger import Ledger, Transfer, log_items
from hazardlib.hoc.payments import pay_antes, pay_carte_blanche
from hazardlib.hoc.rules import DECK, DEFAULT, STAKES, NextDealer, PassedStake, Rules, Stake, check_rules
from hazardlib.hoc.runs import Runs

if TYPE_CHECKING or "sphinx" in sys.modules:
    # numpy only in the annotations: the engine runs without it, and the book's
    # build (Sphinx) imports it so that the signatures it prints are resolved.
    import numpy as np

__all__ = ["Deal", "draw_for_dealer"]

# Each card's place in the order of Card (rank, then suit), by its index in DECK.
_PLACE: tuple[int, ...] = tuple(SORTED_DECK.index(c) for c in DECK)
_PLAY_IDS = frozenset(id(a) for a in PLAYS.values())
_RANKS = {int(r): r for r in Rank}


def _ints(value: object, name: str, n: int, *, low: int | None, what: str) -> tuple[int, ...]:
    """*value* as *n* ints (numpy's accepted), each at least *low* unless it is None."""
    out: tuple[int | None, ...] | None = None
    if not isinstance(value, (str, bytes)) and isinstance(value, Iterable):
        items = check_items(value, name, InvalidRuleError, what="ints")
        if len(items) == n:
            out = tuple(as_int(x) for x in items)
            value = items
    if out is None or any(x is None or (low is not None and x < low) for x in out):
        raise InvalidRuleError(f"{name} must be {what}, got {value!r}")
    return out  # type: ignore[return-value]


def _bools(value: object) -> tuple[bool, bool, bool]:
    message = f"doubled must be 3 bools (point, sequence, tricon), got {value!r}"
    if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        raise InvalidRuleError(message)
    items = check_items(value, "doubled", InvalidRuleError, what="bools")
    if len(items) != 3:
        raise InvalidRuleError(message)
    try:
        a, b, c = (check_bool(x, "doubled", InvalidRuleError) for x in items)
    except InvalidRuleError:
        raise InvalidRuleError(message) from None
    return (a, b, c)


class Deal:
    """One deal of Hoc Mazarin, both phases, as a value: :meth:`act` returns the next deal.

    Build one with :meth:`start` (hands given) or :meth:`new` (shuffled with a
    seeded generator). ``to_move`` is the seat to act and
    :meth:`legal_actions` what it may do.

    >>> d = Deal.start(["AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD KD QD",
    ...                 "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"], dealer=2)
    >>> d.phase, d.stake, d.to_move, d.pools
    (Phase.AUCTION, Stake.POINT, 0, (3, 3, 3))
    >>> d.act(1, "bid")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: seat 1 acts out of turn (Rule M8: it is seat 0's turn), got 'bid'; legal for seat 0: 'bid', 'raise 1' to 'raise 20', 'pass'
    >>> d.act(0, "raise 21")
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: seat 0 cannot 'raise 21': Rule M8: a raise is 1 to 20 counters; legal: 'bid', 'raise 1' to 'raise 20', 'pass'
    """

    __slots__ = (
        "_rules", "_dealer", "_order", "_dealt", "_doubled", "_start", "_ledger",
        "_auction", "_runs", "_results", "_history", "_legal",
    )

    _rules: Rules
    _dealer: int
    _order: tuple[int, ...]
    _dealt: tuple[tuple[Card, ...], ...]
    _doubled: tuple[bool, bool, bool]
    _start: tuple[tuple[int, ...], tuple[int, int, int], tuple[bool, bool, bool]]
    _ledger: Ledger
    _auction: Auction | None
    _runs: Runs | None
    _results: tuple[StakeResult, ...]
    _history: object
    _legal: tuple[Action, ...] | None

    def __init__(self) -> None:
        raise TypeError("build a Deal with Deal.start(...), Deal.new(...) or Deal.replay(...)")

    # -- construction --------------------------------------------------------

    @classmethod
    def start(
        cls,
        hands: Sequence[str | Iterable[Card]],
        *,
        dealer: int = 0,
        rules: Rules = DEFAULT,
        counters: Sequence[int] | None = None,
        pools: Sequence[int] = (0, 0, 0),
        doubled: Sequence[bool] = (False, False, False),
    ) -> Deal:
        """A deal from given hands (seat 0 first), before the antes are paid.

        *counters* are the players' counters before the deal (default
        ``rules.counters`` each); *pools* and *doubled* are the pools carried
        over from a stake everyone passed, and whether each stake is played
        double. The antes (:ref:`Rule M3, the three stakes and the antes
        <hoc-rule-ante>`) and any *carte blanche* (:ref:`Rule M4, carte
        blanche <hoc-rule-carte-blanche>`) are paid at once.

        >>> Deal.start(["AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH", "AD 2D 3D 4D 5D 6D 7D 8D 9D TD KD QD",
        ...             "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC"], dealer=3)
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidRuleError: dealer must be an int in 0 to 2, got 3
        """
        rules = check_rules(rules)
        n = rules.players
        items = None
        if not isinstance(hands, (str, bytes)) and isinstance(hands, Iterable):
            items = check_items(hands, "hands", InvalidRuleError, what="hands")
        if items is None or len(items) != n:
            count = len(items) if items is not None else hands
            raise InvalidRuleError(
                f"these rules are for {n} players: hands must be a sequence of {n} hands, got {count!r}"
            )
        parsed = tuple(as_hand(h) for h in items)
        k = rules.cards_each
        for seat, h in enumerate(parsed):
            if len(h) != k:
                raise InvalidCardError(
                    f"each player holds {k} cards under these rules; seat {seat} has {len(h)}: {cards_text(h)!r}"
                )
        check_cards([c for h in parsed for c in h], context="the hands")
        dealer = check_int(dealer, "dealer", range(n), InvalidRuleError)
        if counters is None:
            counters = (rules.counters,) * n
        start_counters = _ints(counters, "counters", n, low=None, what=f"{n} ints, one a player")
        p = _ints(pools, "pools", 3, low=0, what="3 non-negative ints (point, sequence, tricon)")
        start_pools = (p[0], p[1], p[2])
        start_doubled = _bools(doubled)
        order = tuple((dealer + 1 + i) % n for i in range(n))
        ledger = Ledger.open(order, start_counters, start_pools)
        ledger = pay_carte_blanche(pay_antes(ledger, rules), parsed, rules)
        d = object.__new__(cls)
        d._rules = rules
        d._dealer = dealer
        d._order = order
        d._dealt = parsed
        d._doubled = start_doubled
        d._start = (start_counters, start_pools, start_doubled)
        d._ledger = ledger
        d._auction = open_auction(Stake.POINT, order, rules, doubled=start_doubled[0] or rules.double)
        d._runs = None
        d._results = ()
        d._history = None
        d._legal = None
        return d

    @classmethod
    def new(
        cls,
        *,
        rules: Rules = DEFAULT,
        dealer: int = 0,
        rng: int | np.random.Generator,
        counters: Sequence[int] | None = None,
        pools: Sequence[int] = (0, 0, 0),
        doubled: Sequence[bool] = (False, False, False),
    ) -> Deal:
        """A deal from a shuffled deck: the eldest hand gets the first cards.

        Implements the deal of :ref:`Rule M2, the first dealer and the
        counters <hoc-rule-deal>`: the dealer shuffles and deals, the eldest
        hand first.

        >>> d = Deal.new(rng=7)
        >>> [len(h) for h in d.hands], len(d.stock)
        ([12, 12, 12], 16)
        """
        rules = check_rules(rules)
        gen = check_rng(rng, InvalidRuleError)
        n, k = rules.players, rules.cards_each
        dealer = check_int(dealer, "dealer", range(n), InvalidRuleError)
        order = gen.permutation(52)
        hands: list[tuple[Card, ...]] = [()] * n
        for i in range(n):
            seat = (dealer + 1 + i) % n
            places = sorted(_PLACE[int(j)] for j in order[i * k : (i + 1) * k])
            hands[seat] = tuple(SORTED_DECK[p] for p in places)
        return cls.start(hands, dealer=dealer, rules=rules, counters=counters, pools=pools, doubled=doubled)

    @classmethod
    def replay(
        cls,
        hands: Sequence[str | Iterable[Card]],
        history: str | Iterable[tuple[int, Action | str]] = (),
        *,
        dealer: int = 0,
        rules: Rules = DEFAULT,
        counters: Sequence[int] | None = None,
        pools: Sequence[int] = (0, 0, 0),
        doubled: Sequence[bool] = (False, False, False),
    ) -> Deal:
        """A deal rebuilt from its hands and its history (``"0 bid; 1 raise 3; 0 pass"``)."""
        d = cls.start(hands, dealer=dealer, rules=rules, counters=counters, pools=pools, doubled=doubled)
        return d.act_all(history)

    def _clone(self) -> Deal:
        d = object.__new__(Deal)
        d._rules = self._rules
        d._dealer = self._dealer
        d._order = self._order
        d._dealt = self._dealt
        d._doubled = self._doubled
        d._start = self._start
        d._ledger = self._ledger
        d._auction = self._auction
        d._runs = self._runs
        d._results = self._results
        d._history = self._history
        d._legal = None
        return d

    # -- public state --------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules of this deal."""
        return self._rules

    @property
    def players(self) -> int:
        """The number of players."""
        return self._rules.players

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def eldest(self) -> int:
        """The eldest hand, the seat at the dealer's right, first to speak and to play."""
        return self._order[0]

    @property
    def order(self) -> tuple[int, ...]:
        """The seats in the order of play, eldest first (anticlockwise).

        Implements the seats of :ref:`Rule M1, players, cards and seats
        <hoc-rule-cards>`: seat ``s + 1`` sits at the right of seat ``s``,
        and the eldest hand, at the dealer's right, speaks and plays first.
        """
        return self._order

    @property
    def dealt(self) -> tuple[tuple[Card, ...], ...]:
        """The hands as dealt, seat by seat."""
        return self._dealt

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The hands now (the second phase removes the cards played)."""
        return self._runs.hands if self._runs is not None else self._dealt

    @property
    def stock(self) -> tuple[Card, ...]:
        """The cards set aside unseen (the rest of the deck)."""
        held = {id(c) for h in self._dealt for c in h}
        return tuple(c for c in SORTED_DECK if id(c) not in held)

    @property
    def counters(self) -> tuple[int, ...]:
        """Each player's counters now."""
        return self._ledger.counters

    @property
    def pools(self) -> tuple[int, int, int]:
        """The counters in the pools of the point, the sequence and the tricon."""
        return self._ledger.pools

    @property
    def doubled(self) -> tuple[bool, bool, bool]:
        """Whether each stake is played double in this deal."""
        return tuple(x or self._rules.double for x in self._doubled)  # type: ignore[return-value]

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        if self._runs is not None:
            return Phase.PLAY if self._runs.winner is None else Phase.OVER
        assert self._auction is not None
        return Phase.AUCTION if self._auction.claimant is None else Phase.CLAIM

    @property
    def stake(self) -> Stake | None:
        """The stake being played for in the first phase, else None."""
        return self._auction.stake if self._auction is not None else None

    @property
    def to_move(self) -> int | None:
        """The seat to act, or None once the deal is over."""
        if self._runs is not None:
            return self._runs.to_move
        assert self._auction is not None
        return self._auction.to_move

    @property
    def level(self) -> int:
        """The highest bid in the current auction."""
        return self._auction.level if self.phase is Phase.AUCTION and self._auction is not None else 0

    @property
    def contenders(self) -> tuple[int, ...]:
        """The seats still in the current auction, in the order of play."""
        if self.phase is not Phase.AUCTION or self._auction is None:
            return ()
        return self._auction.contenders

    @property
    def needed(self) -> Rank | None:
        """The rank the current run needs, or None when a player leads."""
        r = self._runs
        return _RANKS[r.needed] if r is not None and r.winner is None and r.needed else None

    @property
    def run(self) -> tuple[Card, ...]:
        """The cards of the current run, in the order played."""
        return self._runs.run if self._runs is not None else ()

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played in the second phase, in order."""
        return self._runs.played if self._runs is not None else ()

    @property
    def results(self) -> tuple[StakeResult, ...]:
        """How each stake ended, in order."""
        return self._results

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        """Every movement of counters in this deal, in order."""
        return self._ledger.transfers

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far, as (seat, action)."""
        return tuple(log_items(self._history))  # type: ignore[arg-type]

    @property
    def winner(self) -> int | None:
        """The seat that went out, once the deal is over."""
        return self._runs.winner if self._runs is not None else None

    @property
    def over(self) -> bool:
        """Whether the deal is over."""
        return self._runs is not None and self._runs.winner is not None

    @property
    def hocs_played(self) -> int:
        """How many hocs were played (each paid by every opponent)."""
        return self._runs.hocs if self._runs is not None else 0

    @property
    def chance_hocs(self) -> int:
        """How many chance hocs were paid."""
        return self._runs.chance_hocs if self._runs is not None else 0

    @property
    def hold_backs(self) -> int:
        """How many times a player held back a card the run needed (fined)."""
        return self._runs.hold_backs if self._runs is not None else 0

    @property
    def carte_blanches(self) -> tuple[int, ...]:
        """The seats dealt a carte blanche (paid only when there is exactly one)."""
        return tuple(s for s in self._order if not any(c.is_figure for c in self._dealt[s]))

    def net(self) -> tuple[int, ...]:
        """Each player's gain (or loss) of counters in this deal so far."""
        return tuple(a - b for a, b in zip(self._ledger.counters, self._start[0]))

    def history_text(self) -> str:
        """The history in its notation, ``"0 bid; 1 raise 3; 0 pass"``."""
        return "; ".join(f"{s} {a}" for s, a in self.history)

    # -- acting --------------------------------------------------------------

    def _refusal(self, seat: int, a: Action) -> Refusal | None:
        """The refusal of the phase's one predicate (None: *seat* may do *a* now)."""
        if self._runs is not None:
            return _runs.refusal(self._runs, seat, a)
        assert self._auction is not None
        if self._auction.claimant is not None:
            return _auction.claim_refusal(self._auction, seat, a)
        return _auction.refusal(self._auction, seat, a, self._ledger.counters)

    def legal_actions(self) -> tuple[Action, ...]:
        """What the seat to move may do (empty once the deal is over).

        The candidate actions of the phase that its predicate lets through
        (:func:`hazardlib.hoc.auction.refusal`,
        :func:`hazardlib.hoc.auction.claim_refusal`,
        :func:`hazardlib.hoc.runs.refusal`), so that the list and the
        refusals of :meth:`act` cannot disagree.
        """
        if self._legal is None:
            if self._runs is not None:
                self._legal = _runs.legal_actions(self._runs)
            else:
                assert self._auction is not None
                self._legal = _auction.legal_actions(self._auction, self._ledger.counters)
        return self._legal

    def act(self, seat: int, action: Action | str) -> Deal:
        """The deal after *seat* does *action* (an :class:`~hazardlib.hoc.actions.Action` or its notation).

        An action that the rules do not allow is refused with
        :class:`~hazardlib.errors.IllegalActionError`, saying which rule
        refuses it and why, and listing what is legal.
        """
        a = as_action(action)
        if a.kind is Kind.PLAY and id(a) not in _PLAY_IDS:
            a = PLAYS[a.card]  # type: ignore[index]  # the deck's own value of the card
        n = self._rules.players
        seat = check_int(seat, "seat", range(n), IllegalActionError)
        m = self.to_move
        if m is None:
            raise IllegalActionError(
                f"the deal is over (seat {self.winner} went out, Rule M17); no action is allowed, got {str(a)!r}"
            )
        reason = self._refusal(seat, a)
        if reason is not None:
            legal = describe(self.legal_actions())
            if seat != m:
                raise IllegalActionError(
                    f"seat {seat} acts out of turn ({reason}), got {str(a)!r}; legal for seat {m}: {legal}"
                )
            raise IllegalActionError(f"seat {seat} cannot {str(a)!r}: {reason}; legal: {legal}")
        d = self._clone()
        d._history = ((seat, a), self._history)
        if self._runs is not None:
            d._runs, d._ledger = _runs.step(self._runs, seat, a, self._ledger)
            return d
        auc = self._auction
        assert auc is not None
        if auc.claimant is not None:
            d._end_stake(*_auction.claim(auc, seat, a, self._ledger, self._dealt))
            return d
        auc, ledger = _auction.bid(auc, seat, a, self._ledger)
        if auc.pending:
            d._auction, d._ledger = auc, ledger
            return d
        waiting, ledger, result = _auction.close(auc, ledger, self._dealt)
        if result is None:
            d._auction, d._ledger = waiting, ledger
        else:
            d._end_stake(ledger, result)
        return d

    def _end_stake(self, ledger: Ledger, result: StakeResult) -> None:
        """Record a stake's result, then open the next auction or the runs."""
        self._ledger = ledger
        self._results += (result,)
        i = len(self._results)
        if i < len(STAKES):
            self._auction = open_auction(STAKES[i], self._order, self._rules,
                                         doubled=self._doubled[i] or self._rules.double)
            return
        self._auction = None
        self._runs = _runs.start(self._order, self._dealt, self.stock, self._rules)

    def act_all(self, steps: str | Iterable[tuple[int, Action | str]]) -> Deal:
        """The deal after several actions, ``"0 bid; 1 raise 3"`` or ``[(0, "bid"), ...]``."""
        d = self
        for seat, a in parse_steps(steps):
            d = d.act(seat, a)
        return d

    def view(self) -> View:
        """What the seat to move knows (see :class:`~hazardlib.hoc.actions.View`)."""
        counters, pools = self._ledger.counters, self._ledger.pools
        r = self._runs
        if r is not None:
            seat = r.to_move
            if seat is None:
                raise IllegalActionError("the deal is over: nobody is to move")
            hands = r.hands
            needed = _RANKS[r.needed] if r.needed else None
            return View(seat, Phase.PLAY, None, hands[seat], self.legal_actions(), 0, 0, (), needed, r.run,
                        r.played, tuple(len(h) for h in hands), counters, pools, self._rules)
        auc = self._auction
        assert auc is not None and auc.to_move is not None
        seat = auc.to_move
        cards_left = tuple(len(h) for h in self._dealt)
        if auc.claimant is not None:
            return View(seat, Phase.CLAIM, auc.stake, self._dealt[seat], self.legal_actions(), 0, 0, (), None,
                        (), (), cards_left, counters, pools, self._rules)
        return View(seat, Phase.AUCTION, auc.stake, self._dealt[seat], self.legal_actions(), auc.level,
                    auc.to_call(seat), auc.contenders, None, (), (), cards_left, counters, pools, self._rules)

    def next_deal(self, *, rng: int | np.random.Generator, rebuy: bool = False) -> Deal:
        """The next deal: counters and passed pools carry over, the deal passes on.

        Implements :ref:`Rule M18, the next deal <hoc-rule-next-deal>`: the
        deal passes to the dealer's right (or, under
        ``next_dealer='winner'``, to the player who went out). With
        ``rebuy=True`` every player starts the next deal with the rules'
        counters instead, as if whoever ran short bought in again (the
        passed pools still carry over).

        >>> d = Deal.new(rng=1)
        >>> d.next_deal(rng=2)
        Traceback (most recent call last):
            ...
        hazardlib.errors.IllegalActionError: the next deal starts when this one is over; it is in phase 'auction'
        """
        phase = self.phase
        if phase is not Phase.OVER:
            raise IllegalActionError(
                f"the next deal starts when this one is over; it is in phase {phase.value!r}"
            )
        rebuy = check_bool(rebuy, "rebuy", InvalidRuleError)
        n = self._rules.players
        winner = self.winner
        if self._rules.next_dealer is NextDealer.WINNER and winner is not None:
            dealer = winner
        else:
            dealer = (self._dealer + 1) % n
        return Deal.new(
            rules=self._rules,
            dealer=dealer,
            rng=rng,
            counters=None if rebuy else self._ledger.counters,
            pools=self._ledger.pools,
            doubled=self.carried_double(),
        )

    def carried_double(self) -> tuple[bool, bool, bool]:
        """For the next deal: which stakes are played double (their pools were passed).

        Implements the carry-over of :ref:`Rule M12, a stake that everyone
        passes <hoc-rule-passed>` (under ``passed_stake='carry'`` the pools
        carry over, single) and of :ref:`Rule M18, the next deal
        <hoc-rule-next-deal>`.
        """
        if self._rules.passed_stake is PassedStake.CARRY:
            return (False, False, False)
        # A stake is doubled because everyone passed it, not because its pool
        # is not empty: with Rules(ante=0) a passed pool holds nothing. A stake
        # this deal did not reach keeps what its pool says.
        passed = {r.stake: r.winner is None for r in self._results}
        pools = self._ledger.pools
        return tuple(passed.get(s, pools[i] > 0 or self._doubled[i]) for i, s in enumerate(STAKES))  # type: ignore[return-value]

    # -- display -------------------------------------------------------------

    def __repr__(self) -> str:
        hands = tuple(cards_text(h) for h in self._dealt)
        args = [repr(hands)]
        if self._history is not None:
            args.append(repr(self.history_text()))
        args.append(f"dealer={self._dealer}")
        if self._rules != DEFAULT:
            args.append(f"rules={self._rules!r}")
        counters, pools, doubled = self._start
        if counters != (self._rules.counters,) * self._rules.players:
            args.append(f"counters={counters!r}")
        if pools != (0, 0, 0):
            args.append(f"pools={pools!r}")
        if doubled != (False, False, False):
            args.append(f"doubled={doubled!r}")
        return f"Deal.replay({', '.join(args)})"

    def __str__(self) -> str:
        lines = [f"dealer {self._dealer}, phase {self.phase.value}, to move {self.to_move}"]
        counters = self._ledger.counters
        for s, h in enumerate(self.hands):
            lines.append(f"{s}: {cards_text(h)} ({len(h)}) counters {counters[s]}")
        lines.append("pools " + " ".join(f"{st}={p}" for st, p in zip(STAKES, self._ledger.pools)))
        if self.phase is Phase.PLAY:
            need = self.needed
            lines.append(f"run {cards_text(self.run)} needs {need.letter if need else '-'}")
        return "\n".join(lines)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return repr(self) == repr(other)

    def __hash__(self) -> int:
        return hash(repr(self))


def draw_for_dealer(*, rules: Rules = DEFAULT, rng: int | np.random.Generator) -> tuple[int, tuple[tuple[Card, ...], ...]]:
    """Choose the first dealer: each player draws a card, the lowest deals.

    Implements the draw of :ref:`Rule M2, the first dealer and the counters
    <hoc-rule-deal>`. Players tied for the lowest rank draw again from a
    fresh deck (a choice: the sources do not say). Returns the dealer and
    the rounds of draws: each round is the cards drawn by the seats still
    drawing, in seat order.

    >>> dealer, rounds = draw_for_dealer(rng=3)
    >>> dealer in (0, 1, 2), all(len(r) >= 2 for r in rounds)
    (True, True)
    """
    rules = check_rules(rules)
    gen = check_rng(rng, InvalidRuleError)
    seats = list(range(rules.players))
    rounds: list[tuple[Card, ...]] = []
    while True:
        order = gen.permutation(52)[: len(seats)]
        cards = tuple(DECK[int(j)] for j in order)
        rounds.append(cards)
        low = min(c.rank for c in cards)
        seats = [s for s, c in zip(seats, cards) if c.rank == low]
        if len(seats) == 1:
            return seats[0], tuple(rounds)
