"""The first phase: the auction for each stake, the showdown, the lone winner's claim, a passed stake.

Rules M8 (the auction: bid, hold, raise, pass; the table stakes of M2), M9
(who wins a stake at a showdown), M10 (the lone winner's claim, and the
bluff), M11 (what the winner is paid) and M12 (a stake that everyone
passes). An :class:`Auction` is a frozen value; two functions say whether an
action is legal for a seat now, and if not which rule refuses it and why:
:func:`refusal` while the players bid, :func:`claim_refusal` while the lone
winner names a claim. :func:`legal_actions` is derived from them.

>>> from hazardlib.hoc.actions import Action
>>> from hazardlib.hoc.auction import open_auction, refusal
>>> from hazardlib.hoc.rules import Rules, Stake
>>> auction = open_auction(Stake.POINT, (1, 2, 0), Rules(), doubled=False)
>>> auction.to_move, str(refusal(auction, 1, Action.parse("raise 21"), (97, 97, 97)))
(1, 'Rule M8: a raise is 1 to 20 counters')
>>> refusal(auction, 1, Action.parse("raise 20"), (97, 97, 97)) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass

from hazardlib.cards import Card, Suit
from hazardlib.hoc.actions import BID, CLAIMS, HOLD, PASS, Action, Kind, Refusal, raise_action
from hazardlib.hoc.combinations import (
    Combination,
    Declaration,
    declaration,
    declaration_key,
    sequences,
    tricons,
)
from hazardlib.hoc.ledger import Ledger
from hazardlib.hoc.payments import payment
from hazardlib.hoc.rules import DEFAULT, LoneWinner, Rules, SequencePayment, SequenceSuits, Stake

__all__ = [
    "StakeResult",
    "Auction",
    "open_auction",
    "refusal",
    "claim_refusal",
    "legal_actions",
    "bid",
    "close",
    "passed",
    "showdown",
    "lone_winner",
    "claim",
    "refutes",
    "paid_with",
    "award",
]


@dataclass(frozen=True, slots=True)
class StakeResult:
    """How one stake of a deal ended.

    *winner* is None when every player passed (the pool stays on the table).
    *shown* lists the declarations at a showdown (several players left in);
    *paid_for* the combinations each other player paid for, and *payment* what
    each of them paid in all.
    """

    stake: Stake
    winner: int | None
    pool: int
    contenders: tuple[int, ...]
    shown: tuple[tuple[int, Declaration], ...] = ()
    paid_for: tuple[Combination, ...] = ()
    payment: int = 0
    doubled: bool = False

    def __str__(self) -> str:
        if self.winner is None:
            return f"{self.stake}: passed, {self.pool} stays"
        text = f"{self.stake}: {self.winner} takes {self.pool}"
        if self.paid_for:
            combos = ", ".join(str(c) for c in self.paid_for)
            text += f" + {self.payment} from each ({combos})"
        return text


@dataclass(frozen=True, slots=True)
class Auction:
    """The auction for one stake, as a value.

    *order* is the seats in the order of play, eldest first; *level* the
    highest bid; *put* what each seat has put into the pool in this auction;
    *staying* whether each seat is still in; *pending* the seats that must
    still speak, next first; *opened* whether someone has bid. Once the
    bidding is over and one player is left, *claimant* is that seat and
    *held* the combinations of the stake it holds, best first (read only
    under ``lone_winner='show'`` or ``sequence_payment='each'``); *raises* counts the raises so far. Built by :func:`open_auction` and
    :func:`bid`, for :class:`~hazardlib.hoc.deal.Deal`.
    """

    rules: Rules
    stake: Stake
    order: tuple[int, ...]
    doubled: bool
    level: int
    put: tuple[int, ...]
    staying: tuple[bool, ...]
    pending: tuple[int, ...]
    opened: bool = False
    claimant: int | None = None
    held: tuple[Combination, ...] = ()
    raises: int = 0

    @property
    def to_move(self) -> int | None:
        """The seat to act, the next to speak or the lone winner naming its claim."""
        if self.claimant is not None:
            return self.claimant
        return self.pending[0] if self.pending else None

    @property
    def contenders(self) -> tuple[int, ...]:
        """The seats still in, in the order of play."""
        return tuple(s for s in self.order if self.staying[s])

    def to_call(self, seat: int) -> int:
        """What *seat* must add to stay in: the highest bid less what it put in, or the opening bid."""
        return self.level - self.put[seat] if self.opened else self.rules.opening_bid


def open_auction(stake: Stake, order: tuple[int, ...], rules: Rules, *, doubled: bool) -> Auction:
    """The auction for *stake* before anyone speaks: the eldest hand speaks first.

    Implements the start of :ref:`Rule M8, the auction <hoc-rule-auction>`.
    """
    n = len(order)
    return Auction(rules, stake, order, doubled, 0, (0,) * n, (True,) * n, order)


def refusal(auction: Auction, seat: int, action: Action, counters: tuple[int, ...]) -> Refusal | None:
    """Why *seat* may not do *action* in the auction now (a :class:`~hazardlib.hoc.actions.Refusal`
    naming the rule); None if it may.

    The one predicate of the bidding, which implements :ref:`Rule M8, the
    auction <hoc-rule-auction>`: the first to stay in bids, the later ones
    hold; a raise is 1 to ``raise_cap`` counters above the highest bid; a
    player may always pass. Under ``table_stakes`` (a choice of :ref:`Rule
    M2, the first dealer and the counters <hoc-rule-deal>`, the default)
    nobody may stay in or raise beyond the *counters* in front of him (a
    stay that costs nothing is beyond nobody's counters, even a debtor's); under
    ``max_raises=n`` an auction has at most *n* raises. Either bound makes
    every auction end.
    """
    m = auction.to_move
    if seat != m:
        return Refusal("M8", "it is seat {}'s turn", m)
    kind = action.kind
    if kind is Kind.PASS:
        return None
    rules = auction.rules
    if kind is Kind.RAISE:
        amount = action.amount
        assert amount is not None
        if amount > rules.raise_cap:
            return Refusal("M8", "a raise is 1 to {} counters", rules.raise_cap)
        if rules.max_raises is not None and auction.raises >= rules.max_raises:
            return Refusal("M8", "at most {} raises in the auction for one stake (max_raises)", rules.max_raises)
        if rules.table_stakes and auction.to_call(seat) + amount > counters[seat]:
            return _MORE_THAN_COUNTERS
        return None
    if kind is Kind.BID:
        if auction.opened:
            return _ALREADY_OPEN
        if rules.table_stakes and _beyond(auction.to_call(seat), counters[seat]):
            return _CANNOT_OPEN
        return None
    if kind is Kind.HOLD:
        if not auction.opened:
            return _NOBODY_HAS_BID
        if rules.table_stakes and _beyond(auction.to_call(seat), counters[seat]):
            return _CANNOT_COVER
        return None
    return Refusal("M8", "{!r} is not an action of the auction for the {}", kind.value, auction.stake)


def _beyond(cost: int, counters: int) -> bool:
    """Whether staying in for *cost* goes beyond *counters*: a stay that costs nothing never does,
    so a player in debt may still bid or hold an unraised stake (Rule M2 forbids only holding or
    raising beyond one's counters)."""
    return cost > 0 and cost > counters


_MORE_THAN_COUNTERS = Refusal("M2", "the raise is more than the counters in front of the player (table stakes)")
_CANNOT_OPEN = Refusal("M2", "the player cannot cover the opening bid (table stakes)")
_CANNOT_COVER = Refusal("M2", "the player cannot cover the bid (table stakes)")
_ALREADY_OPEN = Refusal("M8", "the auction is already open: the others hold, raise or pass")
_NOBODY_HAS_BID = Refusal("M8", "nobody has bid yet: the first to stay in bids")
_MUST_BE_HELD = "under lone_winner='show' the claim must be held, or lower than what is held"


def claim_key(c: Combination) -> tuple[int, int]:
    """How a claim compares with what is held: by class (tierce, quart, quint), then top card."""
    return (c.cls, int(c.top))


def claim_refusal(auction: Auction, seat: int, action: Action) -> Refusal | None:
    """Why *seat* may not name this claim now (a :class:`~hazardlib.hoc.actions.Refusal` naming
    the rule); None if it may.

    The one predicate of the lone winner's claim, which implements
    :ref:`Rule M10, the lone winner and the bluff <hoc-rule-lone-winner>`: a
    claim names a tierce, a quart or a quint (a quint is five cards or more),
    a brelan or a four of a kind, or nothing. Under ``lone_winner='claim'``
    any of them may be named, held or not (a bluff); under
    ``lone_winner='show'`` the claim must be one of the combinations of the
    stake the player holds, or lower than one of them (in the order of the
    stake under these rules: with ``tricon_order='rank'`` a four of 2 is
    lower than a brelan of kings), so that a hand with a run of six to the 9 and a quint to the king
    may claim the quint to the king, and the claim pays the hand as a
    showdown would.
    """
    m = auction.claimant
    stake = auction.stake
    if seat != m:
        return Refusal("M10", "it is seat {}'s turn, the lone winner of the {}", m, stake)
    if action.kind is not Kind.CLAIM:
        return Refusal("M10", "the lone winner of the {} names a combination to be paid for", stake)
    c = action.claim
    if c is None:
        return None
    if c.stake is not stake:
        return Refusal("M10", "{} is not a combination of the {}", c, stake)
    if c.length > 5:
        return Refusal("M10", "a claim names a tierce, a quart or a quint (a quint is 5 cards or more)")
    if auction.rules.lone_winner is LoneWinner.CLAIM:
        return None
    held = auction.held
    if not held:
        return Refusal("M10", _MUST_BE_HELD + "; seat {} holds no {}", m, stake)
    rules = auction.rules
    key = declaration_key(c, rules)
    if any(key <= declaration_key(h, rules) for h in held):
        return None
    best = max(held, key=lambda h: declaration_key(h, rules))
    return Refusal("M10", _MUST_BE_HELD + "; seat {}'s highest {} is {}", m, stake, best)


_BIDDING: dict[int, tuple[Action, ...]] = {}


def _bidding(cap: int) -> tuple[Action, ...]:
    """The candidate actions of the bidding: bid, hold, raise 1 to *cap*, pass."""
    found = _BIDDING.get(cap)
    if found is None:
        found = _BIDDING[cap] = (BID, HOLD, *(raise_action(k) for k in range(1, cap + 1)), PASS)
    return found


def legal_actions(auction: Auction, counters: tuple[int, ...]) -> tuple[Action, ...]:
    """What the seat to move may do: the candidate actions that :func:`refusal` (or
    :func:`claim_refusal`, for a claim) lets through, in order."""
    m = auction.to_move
    if m is None:
        return ()
    if auction.claimant is not None:
        return tuple(a for a in CLAIMS[auction.stake] if claim_refusal(auction, m, a) is None)
    return tuple(a for a in _bidding(auction.rules.raise_cap) if refusal(auction, m, a, counters) is None)


def bid(auction: Auction, seat: int, action: Action, ledger: Ledger) -> tuple[Auction, Ledger]:
    """The auction after a legal bid, hold, raise or pass of *seat* (see :func:`refusal`).

    Implements :ref:`Rule M8, the auction <hoc-rule-auction>`: staying in
    puts into the pool what it takes to match the highest bid (a raise adds
    its amount above it), and after a raise every other player still in
    speaks again, and under ``passed_may_return`` (the default) also every
    player who passed, who may come back in by holding or raising. A player
    who passes is out of this stake unless he comes back; what he put in
    stays in the pool.
    """
    put = auction.put
    staying = auction.staying
    level = auction.level
    raises = auction.raises
    if action.kind is Kind.PASS:
        staying = staying[:seat] + (False,) + staying[seat + 1 :]
        pending = auction.pending[1:]
    else:
        if not staying[seat]:  # a passer coming back in
            staying = staying[:seat] + (True,) + staying[seat + 1 :]
        # The level to match: the highest bid, or the opening bid if nobody has bid.
        base = level if auction.opened else auction.rules.opening_bid
        reached = base + (action.amount or 0)
        ledger = ledger.pay(seat, None, reached - put[seat], "bid", auction.stake)
        put = put[:seat] + (reached,) + put[seat + 1 :]
        if action.kind is not Kind.HOLD:
            level = reached
        if action.kind is Kind.RAISE:
            n = len(put)
            back = auction.rules.passed_may_return
            pending = tuple(s for s in ((seat + 1 + i) % n for i in range(n - 1)) if staying[s] or back)
            raises += 1
        else:
            pending = auction.pending[1:]
    opened = auction.opened or action.kind is not Kind.PASS
    return Auction(auction.rules, auction.stake, auction.order, auction.doubled, level, put, staying, pending, opened,
                   raises=raises), ledger


#: How an auction ends: the claim to come (or None), the ledger, and the result (None while a claim is due).
Outcome = tuple[Auction | None, Ledger, StakeResult | None]


def close(auction: Auction, ledger: Ledger, dealt: tuple[tuple[Card, ...], ...]) -> Outcome:
    """How the stake ends once nobody has to speak: passed, won alone, or shown down.

    Everyone passed: :func:`passed`; one player left: :func:`lone_winner`;
    several: :func:`showdown`.
    """
    contenders = auction.contenders
    if not contenders:
        return None, ledger, passed(auction, ledger)
    if len(contenders) == 1:
        return lone_winner(auction, ledger, dealt)
    after, result = showdown(auction, ledger, dealt)
    return None, after, result


def passed(auction: Auction, ledger: Ledger) -> StakeResult:
    """A stake that everyone passed: nobody wins it and its pool stays on the table.

    Implements :ref:`Rule M12, a stake that everyone passes <hoc-rule-passed>`;
    the next deal adds its antes to the pool and, under
    ``passed_stake='carry-double'``, plays the stake double (see
    :meth:`hazardlib.hoc.deal.Deal.carried_double`).
    """
    return StakeResult(auction.stake, None, ledger.pool(auction.stake), (), doubled=auction.doubled)


def _paid(
    auction: Auction,
    w: int,
    pool: int,
    contenders: tuple[int, ...],
    shown: tuple[tuple[int, Declaration], ...],
    paid: tuple[Combination, ...],
) -> StakeResult:
    each = sum(payment(c, rules=auction.rules, doubled=auction.doubled) for c in paid)
    return StakeResult(auction.stake, w, pool, contenders, shown, paid, each, auction.doubled)


def showdown(auction: Auction, ledger: Ledger, dealt: tuple[tuple[Card, ...], ...]) -> tuple[Ledger, StakeResult]:
    """Several players left in declare, eldest first; the best declaration wins.

    Implements :ref:`Rule M9, who wins a stake <hoc-rule-showdown>`: each
    declaration is read from the hand (so it is always true), compared by
    :ref:`Rule M5 <hoc-rule-point>`, :ref:`M6 <hoc-rule-sequence>` or
    :ref:`M7 <hoc-rule-tricon>`; a tie goes to the first in the order of
    play. The winner takes the pool and, for the sequence or the tricon, is
    paid by the table of Rule M11 for the winning combination and, under
    ``sequence_payment='each'`` (the default), every lower one of the stake
    in the hand (nothing if nobody holds one).
    """
    stake = auction.stake
    rules = auction.rules
    contenders = auction.contenders
    pool = ledger.pool(stake)
    shown = tuple((s, declaration(dealt[s], stake, rules)) for s in contenders)
    # max() keeps the first of equal keys: contenders are in the order of play,
    # so a tie goes to the seat nearest the eldest hand.
    w, decl = max(shown, key=lambda sd: declaration_key(sd[1], rules))
    if stake is Stake.POINT or decl is None:
        result = StakeResult(stake, w, pool, contenders, shown, doubled=auction.doubled)
        return award(ledger, result, rules), result
    assert isinstance(decl, Combination)
    paid = _held(dealt[w], stake, rules) if rules.sequence_payment is SequencePayment.EACH else (decl,)
    result = _paid(auction, w, pool, contenders, shown, paid)
    return award(ledger, result, rules), result


def _held(hand: tuple[Card, ...], stake: Stake, rules: Rules) -> tuple[Combination, ...]:
    """The combinations of *stake* in *hand*, best first."""
    return sequences(hand, rules=rules) if stake is Stake.SEQUENCE else tricons(hand, rules=rules)


def lone_winner(auction: Auction, ledger: Ledger, dealt: tuple[tuple[Card, ...], ...]) -> Outcome:
    """The one player left in an auction wins the stake without showing.

    Implements :ref:`Rule M10, the lone winner and the bluff
    <hoc-rule-lone-winner>`: alone for the point, the player takes the pool;
    for the sequence or the tricon the player names a claim
    (:func:`claim_refusal` says which are allowed, :func:`claim` pays it),
    and the auction waits for it.
    """
    stake = auction.stake
    rules = auction.rules
    w = auction.contenders[0]
    pool = ledger.pool(stake)
    if stake is Stake.POINT:
        result = StakeResult(stake, w, pool, (w,), doubled=auction.doubled)
        return None, award(ledger, result, rules), result
    held: tuple[Combination, ...] = ()
    if rules.lone_winner is LoneWinner.SHOW or rules.sequence_payment is SequencePayment.EACH:
        held = _held(dealt[w], stake, rules)
    waiting = Auction(rules, stake, auction.order, auction.doubled, auction.level, auction.put, auction.staying,
                      (), auction.opened, w, held, auction.raises)
    return waiting, ledger, None


def refutes(hand: tuple[Card, ...], c: Combination, rules: Rules) -> bool:
    """Whether *hand* proves that nobody else can hold the combination *c*.

    The challenge of a claim under :ref:`Rule M10, the lone winner and the
    bluff <hoc-rule-lone-winner>` (``Rules(challenge=True)``).

    A brelan of a rank needs 3 of its 4 cards, so a hand with two or more of
    them refutes it; a four of a kind needs all 4, so a hand with any of them
    does. A run of *L* cards to a top card needs, in one suit
    (``sequence_suits='same'``), each of its ranks: a hand holding a card of
    the run in every suit refutes it; in any suits, a hand holding all four
    cards of one of its ranks does.

    >>> from hazardlib.hoc.combinations import as_hand
    >>> from hazardlib.hoc.rules import DEFAULT
    >>> refutes(as_hand("KH 2C"), Combination.parse("four of K"), DEFAULT)
    True
    >>> refutes(as_hand("KH 2C"), Combination.parse("brelan of K"), DEFAULT)
    False
    >>> refutes(as_hand("KH KD KC KS"), Combination.parse("quint to K"), DEFAULT)
    True
    """
    top = int(c.top)
    if c.stake is Stake.TRICON:
        return sum(1 for x in hand if int(x.rank) == top) > 4 - c.length
    ranks = range(top - c.length + 1, top + 1)
    if rules.sequence_suits is SequenceSuits.SAME:
        return all(any(x.suit == suit and int(x.rank) in ranks for x in hand) for suit in Suit)
    return any(sum(1 for x in hand if int(x.rank) == r) == 4 for r in ranks)


def paid_with(c: Combination, held: tuple[Combination, ...], rules: Rules) -> tuple[Combination, ...]:
    """The combinations a lone winner is paid for when he claims *c* holding *held*: *c*, and under
    ``sequence_payment='each'`` every one held lower than it.

    Part of :ref:`Rule M11, payments for the sequence and the tricon
    <hoc-rule-payments>`: "lower" is in the order of the stake under these
    rules, so that claiming the highest held pays the hand as a showdown
    would. With ``tricon_order='rank'`` a four of 7 is lower than a brelan of
    kings:

    >>> from hazardlib.hoc.rules import Rules
    >>> held = (Combination.parse("brelan of K"), Combination.parse("four of 7"))
    >>> [str(x) for x in paid_with(held[0], held, Rules(tricon_order="rank"))]
    ['brelan of K', 'four of 7']
    >>> [str(x) for x in paid_with(held[0], held, Rules())]
    ['brelan of K']
    """
    if rules.sequence_payment is not SequencePayment.EACH:
        return (c,)
    key = declaration_key(c, rules)
    return (c, *(h for h in held if declaration_key(h, rules) < key))


def claim(
    auction: Auction, seat: int, action: Action, ledger: Ledger, dealt: tuple[tuple[Card, ...], ...] = ()
) -> tuple[Ledger, StakeResult]:
    """The lone winner's legal claim (see :func:`claim_refusal`) is paid: the pool, and the claim by the table.

    Implements the payment of :ref:`Rule M10, the lone winner and the bluff
    <hoc-rule-lone-winner>`, by the table of Rule M11; under
    ``sequence_payment='each'`` (the default) each combination of the stake
    held lower than the claim (in the order of the stake under these rules)
    is paid too, so that
    claiming the highest held pays what a showdown would; ``claim nothing``
    takes the pool alone. Under ``challenge=True`` each other player whose
    cards in *dealt* refute the claim (:func:`refutes`) challenges it: the
    claim is not paid, and the claimant pays each challenger what the claim
    would have drawn from him (the claim and the lower combinations paid
    with it).
    """
    c = action.claim
    paid = () if c is None else paid_with(c, auction.held, auction.rules)
    rules = auction.rules
    challengers: tuple[int, ...] = ()
    if c is not None and rules.challenge and dealt:
        challengers = tuple(s for s in auction.order if s != seat and refutes(dealt[s], c, rules))
    if challengers:
        assert c is not None
        result = _paid(auction, seat, ledger.pool(auction.stake), (seat,), (), ())
        ledger = award(ledger, result, rules)
        # What the claim would have drawn from each: the claim and the lower
        # combinations it makes count (Rule M11).
        fine = sum(payment(x, rules=rules, doubled=auction.doubled) for x in paid)
        for s in challengers:
            ledger = ledger.pay(seat, s, fine, "challenge", auction.stake)
        return ledger, result
    result = _paid(auction, seat, ledger.pool(auction.stake), (seat,), (), paid)
    return award(ledger, result, rules), result


def award(ledger: Ledger, result: StakeResult, rules: Rules = DEFAULT) -> Ledger:
    """The winner of a stake takes its pool, and each other player pays what the result says.

    Implements :ref:`Rule M11, payments for the sequence and the tricon <hoc-rule-payments>`;
    under ``Rules(passed_jeton=True)``, the winner of a stake played double
    after a pass also draws one jeton from each other player (:ref:`Rule M12,
    a stake that everyone passes <hoc-rule-passed>`).
    """
    assert result.winner is not None
    ledger = ledger.pay(None, result.winner, result.pool, "pool", result.stake)
    if result.payment:
        ledger = ledger.from_each(result.winner, result.payment, str(result.stake), result.stake)
    if rules.passed_jeton and result.doubled:
        ledger = ledger.from_each(result.winner, 1, "passed-stake jeton", result.stake)
    return ledger
