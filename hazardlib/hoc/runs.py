"""The second phase, the runs: legal plays, "without", the hold-back fine, hocs, chance hocs, going out.

Rules M13 (the runs: ascending, regardless of suit; "without"), M14 (play
if you can: the hold-back fine), M15 (the six hocs, wild, each paid by
every opponent), M16 (the chance hoc) and M17 (going out, paid by the cards
left). A :class:`Runs` is a frozen value; :func:`refusal` says whether an
action is legal for a seat now, and if not which rule refuses it and why;
:func:`legal_actions` is derived from it and :func:`step` applies an action.

>>> from hazardlib.hoc.actions import Action
>>> from hazardlib.hoc.combinations import as_hand
>>> from hazardlib.hoc.runs import refusal, start
>>> from hazardlib.hoc.rules import Rules
>>> runs = start((0, 1), (as_hand("3H 4D KS"), as_hand("5C 9S AD")), as_hand("2S"), Rules(players=2))
>>> refusal(runs, 0, Action.parse("without"))
Refusal('M13', 'the player leads: any card may start a new run')
>>> str(refusal(runs, 0, Action.parse("play 5C")))
'Rule M13: seat 0 does not hold 5C; its hand: 3H 4D KS'
"""

from __future__ import annotations

from dataclasses import dataclass

from hazardlib.cards import Card, Rank
from hazardlib.hoc.actions import PLAY_BY_ID, WITHOUT, Action, Kind, Refusal
from hazardlib.hoc.combinations import HOC_IDS, cards_text
from hazardlib.hoc.ledger import Ledger
from hazardlib.hoc.rules import ChanceHoc, HoldingBack, Rules

__all__ = [
    "Runs",
    "start",
    "refusal",
    "legal_actions",
    "step",
    "without",
    "holds_back",
    "hold_back_fine",
    "pay_hoc",
    "chance_hoc",
    "sleeps",
    "go_out",
]


@dataclass(frozen=True, slots=True)
class Runs:
    """The second phase of a deal, as a value.

    *order* is the seats in the order of play; *sleeping* the ranks of the
    unseen cards (for the chance hoc); *hands* the cards each seat still
    holds; *needed* the rank the current run needs (0 when a player leads);
    *last* the seat that played the last card; *passes* how many players in
    a row said "without" since; *run* and *played* the cards of the current
    run and of the whole phase; *winner* the seat that went out; and three
    counts, of hocs, chance hocs and hold-backs. Built by :func:`start` and
    :func:`step`, for :class:`~hazardlib.hoc.deal.Deal`.
    """

    rules: Rules
    order: tuple[int, ...]
    sleeping: frozenset[int]
    hands: tuple[tuple[Card, ...], ...]
    to_move: int | None
    needed: int = 0
    last: int = 0
    passes: int = 0
    run: tuple[Card, ...] = ()
    played: tuple[Card, ...] = ()
    winner: int | None = None
    hocs: int = 0
    chance_hocs: int = 0
    hold_backs: int = 0


def start(order: tuple[int, ...], hands: tuple[tuple[Card, ...], ...], stock: tuple[Card, ...], rules: Rules) -> Runs:
    """The runs before the first card: the eldest hand leads.

    Implements the start of :ref:`Rule M13, the runs <hoc-rule-runs>`: the
    same hands as the first phase; the eldest hand (the first of *order*)
    leads any card. *stock* is the unseen cards.
    """
    eldest = order[0]
    sleeping = frozenset(int(c.rank) for c in stock)
    return Runs(rules, order, sleeping, hands, eldest, last=eldest)


_LEADS = Refusal("M13", "the player leads: any card may start a new run")
_LETTERS = {int(r): r.letter for r in Rank}


def _holds(hand: tuple[Card, ...], card: Card) -> bool:
    for c in hand:  # by identity first: the engine's cards are the values of DECK
        if c is card:
            return True
    return card in hand


def refusal(state: Runs, seat: int, action: Action) -> Refusal | None:
    """Why *seat* may not do *action* in the runs now (a :class:`~hazardlib.hoc.actions.Refusal`
    naming the rule); None if it may.

    The one predicate of the second phase. It implements :ref:`Rule M13,
    the runs <hoc-rule-runs>`: the player to move plays a card of his hand,
    any card when he leads, otherwise a card of the rank the run needs, in
    any suit, or a hoc (:ref:`Rule M15, the six hocs <hoc-rule-hocs>`); or he
    says "without" when the run needs a card. Under
    ``holding_back='forbidden'`` it also implements :ref:`Rule M14, play if
    you can <hoc-rule-holding-back>`: "without" is refused to a player who
    holds a card of that rank (see :func:`holds_back`).
    """
    m = state.to_move
    if seat != m:
        return Refusal("M13", "it is seat {}'s turn", m)
    kind = action.kind
    if kind is Kind.PLAY:
        card = action.card
        assert card is not None
        hand = state.hands[seat]
        if not _holds(hand, card):
            return Refusal("M13", "seat {} does not hold {}; its hand: {}", seat, card, cards_text(hand))
        need = state.needed
        if need and card.rank != need and id(card) not in HOC_IDS:
            return Refusal("M13", "{} does not continue the run: it needs a {} (any suit) or a hoc", card, _LETTERS[need])
        return None
    if kind is Kind.WITHOUT:
        if not state.needed:
            return _LEADS
        if state.rules.holding_back is HoldingBack.FORBIDDEN and holds_back(state, seat):
            return Refusal(
                "M14", "seat {} holds a {} and must play it (holding back is forbidden under these rules)",
                seat, _LETTERS[state.needed],
            )
        return None
    return Refusal("M13", "{!r} is not an action of the second phase", kind.value)


def legal_actions(state: Runs) -> tuple[Action, ...]:
    """What the seat to move may do: playing each card of its hand, or "without", as far as
    :func:`refusal` lets them through, in that order."""
    m = state.to_move
    if m is None:
        return ()
    candidates = (*(PLAY_BY_ID[id(c)] for c in state.hands[m]), WITHOUT)
    return tuple(a for a in candidates if refusal(state, m, a) is None)


def holds_back(state: Runs, seat: int) -> bool:
    """Whether *seat* holds a card of the rank the run needs, other than a hoc.

    Saying "without" then is holding back (:ref:`Rule M14, play if you can
    <hoc-rule-holding-back>`); nobody is obliged to play a hoc.
    """
    need = state.needed
    return any(c.rank == need and id(c) not in HOC_IDS for c in state.hands[seat])


def hold_back_fine(state: Runs, seat: int, ledger: Ledger) -> tuple[Ledger, bool]:
    """The fine of a player who says "without" while holding a card the run needs.

    Implements :ref:`Rule M14, play if you can <hoc-rule-holding-back>`: a
    player who can continue the run must; one who holds back a card of the
    rank the run needs (a hoc does not count, see :func:`holds_back`) is
    always caught, since the engine sees every hand, and pays
    ``holding_back_fine`` (5) to each other player at once, keeping the
    card. (Under ``holding_back='forbidden'`` :func:`refusal` refuses such a
    "without" instead.) Returns the ledger and whether *seat* held back.
    """
    if not holds_back(state, seat):
        return ledger, False
    return ledger.to_each(seat, state.rules.holding_back_fine, "hold-back"), True


def pay_hoc(ledger: Ledger, seat: int, rules: Rules) -> Ledger:
    """The player of a hoc takes ``hoc_payment`` (one counter) from each opponent.

    Implements the payment of :ref:`Rule M15, the six hocs <hoc-rule-hocs>`
    (which cards are hocs: :func:`hazardlib.hoc.combinations.is_hoc`); a hoc
    also ends the run, and its player leads the next (:func:`step`).
    """
    return ledger.from_each(seat, rules.hoc_payment, "hoc")


def step(state: Runs, seat: int, action: Action, ledger: Ledger) -> tuple[Runs, Ledger]:
    """The runs after a legal action of *seat* (see :func:`refusal`): a card, or "without".

    Implements :ref:`Rule M13, the runs <hoc-rule-runs>`: a card played goes
    on the run, which then needs the next rank, and its player plays on; a
    hoc is paid (:func:`pay_hoc`) and ends the run, and its player leads
    again; the last card goes out (:func:`go_out`). "Without" is
    :func:`without`.
    """
    if action.kind is Kind.WITHOUT:
        return without(state, seat, ledger)
    card = action.card
    assert card is not None
    hands = state.hands
    held = hands[seat]
    for at, c in enumerate(held):  # by identity first: the engine's cards are the values of DECK
        if c is card:
            break
    else:
        at = held.index(card)
    hand = held[:at] + held[at + 1 :]
    hands = hands[:seat] + (hand,) + hands[seat + 1 :]
    played = (*state.played, card)
    hoc = id(card) in HOC_IDS
    hocs = state.hocs
    if hoc:
        hocs += 1
        ledger = pay_hoc(ledger, seat, state.rules)
    if not hand:
        out = Runs(state.rules, state.order, state.sleeping, hands, None, 0, seat, 0, (*state.run, card), played,
                   None, hocs, state.chance_hocs, state.hold_backs)
        return go_out(out, seat, ledger)
    if hoc:  # a hoc stops the run: its player starts a new one
        run: tuple[Card, ...] = ()
        needed = 0
    else:
        run = (*state.run, card)
        needed = int(card.rank) + 1
    return Runs(state.rules, state.order, state.sleeping, hands, seat, needed, seat, 0, run, played,
                None, hocs, state.chance_hocs, state.hold_backs), ledger


def without(state: Runs, seat: int, ledger: Ledger) -> tuple[Runs, Ledger]:
    """The runs after *seat* says "without", naming the rank the run needs.

    Implements the stop of :ref:`Rule M13, the runs <hoc-rule-runs>`: the
    next player continues the run if he can, or says "without" too; holding
    back is fined (:func:`hold_back_fine`). When every other player has
    said it after the last card, nobody can go on: :func:`chance_hoc`.
    """
    ledger, held_back = hold_back_fine(state, seat, ledger)
    passes = 0 if seat == state.last else state.passes + 1
    n = len(state.order)
    after = Runs(state.rules, state.order, state.sleeping, state.hands, (seat + 1) % n, state.needed, state.last,
                 passes, state.run, state.played, None, state.hocs, state.chance_hocs,
                 state.hold_backs + held_back)
    if passes == n - 1:
        return chance_hoc(after, ledger)
    return after, ledger


def chance_hoc(state: Runs, ledger: Ledger) -> tuple[Runs, Ledger]:
    """A run that nobody can continue: paid as a chance hoc, or not, and a new run.

    Implements :ref:`Rule M16, the chance hoc <hoc-rule-chance-hoc>`: the
    last card played is a chance hoc, paid like a hoc (``hoc_payment`` from
    each opponent to its player), under ``chance_hoc='sleeping'`` when a
    card of the rank the run needs sleeps among the unseen cards, under
    ``'any-stop'`` always, under ``'unpaid'`` never. Either way the player
    of the last card leads the next run.

    Under ``'sleeping'`` the run must be stopped by a sleeping card
    (:func:`sleeps`): a run stopped by a card held back is fined (Rule M14)
    and pays no chance hoc.
    """
    rule = state.rules.chance_hoc
    paid = rule is ChanceHoc.ANY_STOP or (rule is ChanceHoc.SLEEPING and sleeps(state))
    if paid:
        ledger = ledger.from_each(state.last, state.rules.hoc_payment, "chance-hoc")
    return Runs(state.rules, state.order, state.sleeping, state.hands, state.last, 0, state.last, 0, (),
                state.played, None, state.hocs, state.chance_hocs + paid, state.hold_backs), ledger


def sleeps(state: Runs) -> bool:
    """Whether the run is stopped by a sleeping card: no hand holds a card of the rank it needs
    (hocs apart, as in :func:`holds_back`), and one of the unseen cards has that rank.

    The definition of :ref:`Rule M16, the chance hoc <hoc-rule-chance-hoc>`:
    the next card "is not held by any player", because it sleeps in the stock.
    """
    need = state.needed
    if need not in state.sleeping:
        return False
    return not any(c.rank == need and id(c) not in HOC_IDS for h in state.hands for c in h)


def go_out(state: Runs, seat: int, ledger: Ledger) -> tuple[Runs, Ledger]:
    """*seat* has played his last card: the deal ends, and each opponent pays by the cards left.

    Implements :ref:`Rule M17, going out and paying for cards left
    <hoc-rule-going-out>`, by the table ``Rules.cards_left`` (see
    :func:`hazardlib.hoc.payments.cards_left_payment`).
    """
    for s in state.order:
        if s != seat:
            ledger = ledger.pay(s, seat, state.rules.cards_left[len(state.hands[s])], "cards-left")
    assert ledger.conserved, "counters were created or lost"
    return Runs(state.rules, state.order, state.sleeping, state.hands, None, 0, state.last, 0, state.run,
                state.played, seat, state.hocs, state.chance_hocs, state.hold_backs), ledger
