"""The ledger of a deal: every movement of counters, and the check that none is created or lost.

Counters move between players, or between a player and the pool of one of
the three stakes: the antes (Rule M3) and the bids (Rule M8) go into the
pools, each pool goes to its winner (Rule M9), and every other payment goes
from one player to another (Rules M4, M11, M14 to M17). A :class:`Ledger` is
a value: :meth:`Ledger.pay` returns the next ledger. The counters in front of
the players plus those in the pools never change (:attr:`Ledger.conserved`).

>>> from hazardlib.hoc.ledger import Ledger
>>> from hazardlib.hoc.rules import Stake
>>> ledger = Ledger.open((0, 1), (100, 100)).pay(0, None, 1, "ante", Stake.POINT).pay(1, 0, 10, "carte-blanche")
>>> ledger.counters, ledger.pools, ledger.conserved
((109, 90), (1, 0, 0), True)
>>> [str(t) for t in ledger.transfers]
['0 -> point: 1 ante', '1 -> 0: 10 carte-blanche']
"""

from __future__ import annotations

from dataclasses import dataclass

from hazardlib.hoc.rules import Stake

__all__ = ["Transfer", "Ledger"]

_INDEX = {Stake.POINT: 0, Stake.SEQUENCE: 1, Stake.TRICON: 2}


@dataclass(frozen=True, slots=True)
class Transfer:
    """Counters moving between players, or between a player and a stake's pool.

    *payer* or *payee* is None for a pool (the pool of *stake*). *reason* is
    one of ``ante``, ``bid`` (counters put into a pool in an auction),
    ``pool`` (a winner takes a pool), ``carte-blanche``, ``sequence``,
    ``tricon``, ``hoc``, ``chance-hoc``, ``hold-back``, ``cards-left``,
    ``challenge`` (a refuted claim).

    >>> str(Transfer(1, 0, 10, "carte-blanche")), str(Transfer(None, 0, 5, "pool", Stake.POINT))
    ('1 -> 0: 10 carte-blanche', 'point -> 0: 5 pool')
    """

    payer: int | None
    payee: int | None
    amount: int
    reason: str
    stake: Stake | None = None

    def __str__(self) -> str:
        a = str(self.stake) if self.payer is None else str(self.payer)
        b = str(self.stake) if self.payee is None else str(self.payee)
        return f"{a} -> {b}: {self.amount} {self.reason}"


def log_items(log: object) -> list[object]:
    """The items of a log kept as nested pairs ``(last, (previous, ...))``, oldest first."""
    out: list[object] = []
    while log is not None:
        assert isinstance(log, tuple)
        out.append(log[0])
        log = log[1]
    out.reverse()
    return out


@dataclass(frozen=True, slots=True)
class Ledger:
    """The counters of the players and of the three pools, and every transfer so far.

    *order* is the seats in the order of play (payments "from each" go in
    that order); *total* is what the counters and the pools held when the
    ledger was opened. Built by :class:`~hazardlib.hoc.deal.Deal`; the log of
    transfers is kept as nested pairs, so that a payment costs one step.
    """

    order: tuple[int, ...]
    counters: tuple[int, ...]
    pools: tuple[int, int, int]
    total: int
    log: object = None

    @classmethod
    def open(cls, order: tuple[int, ...], counters: tuple[int, ...], pools: tuple[int, int, int] = (0, 0, 0)) -> Ledger:
        """A ledger with these counters and pools, and no transfer yet."""
        return cls(order, counters, pools, sum(counters) + sum(pools))

    def pay(self, payer: int | None, payee: int | None, amount: int, reason: str, stake: Stake | None = None) -> Ledger:
        """The ledger after *payer* pays *payee* (None: the pool of *stake*); nothing for 0."""
        if amount == 0:
            return self
        c = list(self.counters)
        p = list(self.pools)
        if payer is None:
            assert stake is not None
            p[_INDEX[stake]] -= amount
        else:
            c[payer] -= amount
        if payee is None:
            assert stake is not None
            p[_INDEX[stake]] += amount
        else:
            c[payee] += amount
        return Ledger(self.order, tuple(c), (p[0], p[1], p[2]), self.total,
                      (Transfer(payer, payee, amount, reason, stake), self.log))

    def from_each(self, payee: int, amount: int, reason: str, stake: Stake | None = None) -> Ledger:
        """Every other player pays *payee* *amount*, in the order of play."""
        ledger = self
        for s in self.order:
            if s != payee:
                ledger = ledger.pay(s, payee, amount, reason, stake)
        return ledger

    def to_each(self, payer: int, amount: int, reason: str) -> Ledger:
        """*payer* pays every other player *amount*, in the order of play."""
        ledger = self
        for s in self.order:
            if s != payer:
                ledger = ledger.pay(payer, s, amount, reason)
        return ledger

    def pool(self, stake: Stake) -> int:
        """The counters in the pool of *stake*."""
        return self.pools[_INDEX[stake]]

    @property
    def transfers(self) -> tuple[Transfer, ...]:
        """Every transfer, in order."""
        return tuple(log_items(self.log))  # type: ignore[arg-type]

    @property
    def conserved(self) -> bool:
        """Whether the counters and the pools still hold what they held at the start (they always should)."""
        return sum(self.counters) + sum(self.pools) == self.total
