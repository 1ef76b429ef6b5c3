"""Several players against one bank, and a bank held through a whole deck.

Heads-up, the dealer's best reply is exact (:mod:`~hazardlib.sette_e_mezzo.reply`). At a table the
dealer draws once for everyone, seeing every player's face-up cards, and the cards he has seen
since the shuffle. :class:`TableReply` is the reply of a dealer who knows the players' policy and
weighs their face-down cards by Bayes' rule, from the cards he has not seen: for each player who
stood, the face-down cards with which his policy would have played his face-up cards and then
stood. When at most three players stood with a card face down, they are weighed **together**:
each way their face-down cards could have been dealt counts by the number of ways the cards left
can make it (two players cannot both hold the last 7), so the reply is the exact best reply at
tables of up to three players. When more stood, each is weighed **on its own**, which leaves out only how
their face-down cards depend on each other. At each decision he works through his own next
cards backwards, drawing where it gains the bank more than standing, summed over the players
and their stakes. Players who count the cards
(:class:`~hazardlib.sette_e_mezzo.counting.CountingPlayer`) decide from the earlier hands of the
deck, which the dealer has seen too (``DealerView.earlier``), so he works out their policy from
the same earlier hands.

:func:`bank_at_table` plays it with the engine's own play (:func:`~hazardlib.sette_e_mezzo.play.play`),
seeded, either every hand from a fresh deck or each deck dealt until it runs out (rules S5, S13),
and reports the bank's gain with its standard error.

>>> from hazardlib.sette_e_mezzo.analysis import solve
>>> from hazardlib.sette_e_mezzo.policies import DealerStandOn
>>> best = solve(DEFAULT, DealerStandOn(5)).policy
>>> result = bank_at_table(DEFAULT, best, players=3, hands=20, rng=1)
>>> result.players, result.hands, result.stakes
(3, 20, 60)
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path

from hazardlib._checks import check_count, check_int, check_rng
from hazardlib.errors import IllegalActionError, InvalidPolicyError, InvalidRuleError
from hazardlib.sette_e_mezzo.counting import CountingPlayer, by_kind
from hazardlib.sette_e_mezzo.kinds import BUST, KINDS, Model, model_of
from hazardlib.sette_e_mezzo.model import (
    Counts,
    Outcome,
    Payoffs,
    PolicyByKind,
    check_player,
    check_reply_rules,
    dealer_outcome,
    with_card,
)
from hazardlib.sette_e_mezzo.policies import DealerView, SolvedPolicy, StandOn
from hazardlib.sette_e_mezzo.rules import DEFAULT, Rules, _check_rules

__all__ = ["TableReply", "TableResult", "bank_at_table", "table_figures"]



@dataclass(frozen=True, slots=True, eq=False)
class TableReply:
    """The dealer's reply to players who all play *player*, at a table of any size (see the module).

    A :class:`~hazardlib.sette_e_mezzo.policies.DealerPolicy`: give it to
    :func:`~hazardlib.sette_e_mezzo.play.play`. Rules with the optional
    first-card rules (burning, the *targa*, an ace ½) are refused, as for the
    heads-up reply.

    A player who stands on 5 and shows a 2 drew on a 3 or a 4 and holds 5 or
    6: a dealer on 4 draws, and on 6 he stands.

    >>> from hazardlib.sette_e_mezzo.hands import Hand
    >>> reply = TableReply(DEFAULT, StandOn(5))
    >>> two = ((Hand.parse("2d").cards, 1),)
    >>> reply.draws(DealerView(Hand.parse("4c").cards, DEFAULT, two))
    True
    >>> reply.draws(DealerView(Hand.parse("6c").cards, DEFAULT, two))
    False
    """

    rules: Rules
    player: SolvedPolicy | StandOn | CountingPlayer
    _policy: PolicyByKind = field(init=False, repr=False)
    _payoffs: Payoffs = field(init=False, repr=False)
    _memo: dict[object, dict[Counts, bool]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        rules = check_reply_rules(self.rules, "the table reply is computed")
        if isinstance(self.player, CountingPlayer):
            if self.player.rules != rules:
                raise InvalidPolicyError(f"player must count the cards under these rules, got {self.player!r}")
        else:
            check_player(rules, self.player)
        m = model_of(rules)
        object.__setattr__(self, "_policy", by_kind(m, self.player))
        object.__setattr__(self, "_payoffs", Payoffs(m))
        object.__setattr__(self, "_memo", {})

    def draws(self, view: DealerView) -> bool:
        """Whether the dealer draws, seeing *view* (its face-up cards in the order they came)."""
        if not isinstance(view, DealerView):
            raise InvalidPolicyError(f"view must be a DealerView, got {view!r}")
        if view.rules != self.rules:
            raise InvalidPolicyError("the view's rules are not the rules of this reply")
        policy = self._policy
        m: Model = policy.m
        mine = m.counts(view.cards)
        total = m.hand_total(mine)
        if total == BUST or total == 15:
            return False
        if not view.players:
            return False
        # The cards he has not seen, by kind, and what he knows of each player.
        unseen = list(m.full)
        for c in (*view.cards, *view.seen, *(x for cards, _ in view.players for x in cards)):
            unseen[m.klass[c]] -= 1
        # A counting player decided from the deck less the earlier hands, which the dealer saw too.
        counter = self.player._counter if isinstance(self.player, CountingPlayer) else None
        base = None if counter is None or not view.earlier else counter.base(view.earlier)
        shown: list[tuple[float, int, tuple[int, ...] | None]] = []  # (stake, total, pair) of a shown 7½
        hidden: list[tuple[float, tuple[tuple[int, int], ...]]] = []  # (stake, ((face-down kind, total), ...))
        for j, (cards, stake) in enumerate(view.players):
            classes = m.classes(cards)
            if j in view.whole:
                hand = m.counts(cards)
                pair = tuple(sorted(classes)) if len(cards) == 2 else None
                shown.append((float(stake), m.hand_total(hand), pair))
                continue
            up = m.counts(cards)
            possible = policy.possible(classes) if base is None or counter is None else counter.possible(base, classes)
            if not possible:  # off the policy's path: the cards alone
                possible = frozenset(h for h in range(KINDS) if m.hand_total(with_card(up, h)) not in (BUST, 15))
            options = tuple((h, m.hand_total(with_card(up, h))) for h in sorted(possible) if unseen[h] > 0)
            if options:
                hidden.append((float(stake), options))
        key = (tuple(unseen), tuple(shown), tuple(hidden))
        choices = self._memo.get(key)
        if choices is None:
            if len(self._memo) > 64:
                self._memo.clear()
            choices = self._memo[key] = {}
        if mine not in choices:
            _solve(m, self._payoffs, mine, tuple(unseen), shown, hidden, choices)
        return choices[mine]


def _solve(m: Model, payoffs: Payoffs, start: Counts, unseen: Counts, shown: list[tuple[float, int, tuple[int, ...] | None]],
           hidden: list[tuple[float, tuple[tuple[int, int], ...]]], choices: dict[Counts, bool]) -> None:
    """The dealer's choices from his hand *start* on (into *choices*), by a backward pass over his next cards.

    Values are the players' total result (the bank's loss), so the dealer draws where drawing is lower.
    """
    memo: dict[Counts, float] = {}
    pay: dict[tuple[int, tuple[int, ...] | None, Outcome], float] = {}
    n_hidden = len(hidden)

    def result(t: int, pair: tuple[int, ...] | None, outcome: Outcome) -> float:
        k = (t, pair, outcome)
        x = pay.get(k)
        if x is None:
            x = pay[k] = float(payoffs.payoff(t, pair, outcome))
        return x

    def value(d: Counts) -> float:
        found = memo.get(d)
        if found is not None:
            return found
        left = [unseen[c] - (d[c] - start[c]) for c in range(KINDS)]
        outcome = dealer_outcome(m, d)
        stand = sum(s * result(t, pair, outcome) for s, t, pair in shown)
        expected_holes = [0.0] * KINDS
        for (s, options), weights in zip(hidden, _posterior(hidden, left)):
            for (h, t), p in zip(options, weights):
                if p:
                    stand += s * p * result(t, None, outcome)
                    expected_holes[h] += p
        if outcome == "bust" or outcome[0] == 15:
            memo[d] = stand
            return stand
        rest = sum(left) - n_hidden
        draw = 0.0
        if rest > 0:
            for c in range(KINDS):
                weight = left[c] - expected_holes[c]
                if left[c] > 0 and weight > 1e-12:
                    draw += weight / rest * value(with_card(d, c))
        drawing = rest > 0 and draw < stand - 1e-12
        choices[d] = drawing
        best = draw if drawing else stand
        memo[d] = best
        return best

    value(start)


#: Up to this many players who stood with cards face down, their face-down cards are weighed together.
_JOINT = 3


def _posterior(hidden: list[tuple[float, tuple[tuple[int, int], ...]]], left: list[int]) -> list[list[float]]:
    """Each hidden player's chance of each face-down kind in his options, the cards *left* unseen.

    Up to :data:`_JOINT` players together, exactly: every way of giving them face-down cards, each
    weighed by the number of ways the cards left can make it (two players cannot both hold the last
    7); beyond, each player on his own.
    """
    if 2 <= len(hidden) <= _JOINT:
        marginals = [[0.0] * len(options) for _, options in hidden]
        norm = 0

        def deal(j: int, used: list[int], weight: int, picks: list[int]) -> None:
            nonlocal norm
            if j == len(hidden):
                norm += weight
                for i, k in enumerate(picks):
                    marginals[i][k] += weight
                return
            for k, (h, _) in enumerate(hidden[j][1]):
                free = left[h] - used[h]
                if free > 0:
                    used[h] += 1
                    picks.append(k)
                    deal(j + 1, used, weight * free, picks)
                    picks.pop()
                    used[h] -= 1

        deal(0, [0] * KINDS, 1, [])
        if norm:
            return [[w / norm for w in row] for row in marginals]
        return [[0.0] * len(options) for _, options in hidden]
    out = []
    for _, options in hidden:
        norm = sum(left[h] for h, _ in options if left[h] > 0)
        out.append([left[h] / norm if norm and left[h] > 0 else 0.0 for h, _ in options])
    return out


@dataclass(frozen=True, slots=True)
class TableResult:
    """The bank's gain at a table, from a seeded play (see :func:`bank_at_table`).

    ``per_hand`` is the bank's mean gain in a hand (every stake against it
    together) and ``per_stake`` its gain per unit staked, each with its
    standard error (``per_hand_se``, ``per_stake_se``, from the spread of the
    hands). ``per_deck`` is the bank's mean gain over one deck dealt until it
    runs out, when ``shuffle="deck"`` (else ``None``). ``dealer`` is
    ``"reply"`` for the table's reply, else the dealer policy's ``repr``;
    ``counts`` whether the players count the cards (a
    :class:`~hazardlib.sette_e_mezzo.counting.CountingPlayer`).
    """

    players: int
    shuffle: str
    hands: int
    stakes: int
    per_hand: float
    per_hand_se: float
    per_stake: float
    per_stake_se: float
    per_deck: float | None = None
    per_deck_se: float | None = None
    dealer: str = "reply"
    counts: bool = False


def bank_at_table(
    rules: Rules = DEFAULT,
    player: SolvedPolicy | StandOn | CountingPlayer | None = None,
    *,
    players: int = 2,
    hands: int = 1000,
    shuffle: str = "hand",
    dealer: object = None,
    rng: int | object,
) -> TableResult:
    """Seeded play of *players* players (each on *player*) against the bank: its gain and standard errors.

    *player*: the policy every player follows, a solved policy, a
    :class:`~hazardlib.sette_e_mezzo.policies.StandOn` or a
    :class:`~hazardlib.sette_e_mezzo.counting.CountingPlayer`; if omitted,
    the best policy against a dealer who stands on 5. *dealer*: the bank's
    policy; if omitted, the :class:`TableReply` to *player*. With
    ``shuffle="hand"`` each of *hands* hands is dealt from a fresh deck; with
    ``shuffle="deck"`` each deck is dealt until it runs out, and decks are
    dealt until at least *hands* hands are played. *hands* is at most 10⁶.
    """
    from hazardlib.sette_e_mezzo.play import MAX_DECKS, play

    rules = _check_rules(rules)
    n = check_int(players, "players", range(1, 12), IllegalActionError)
    count = check_count(hands, "hands", IllegalActionError, low=1, high=MAX_DECKS)
    if shuffle not in ("deck", "hand"):
        raise IllegalActionError(f"shuffle must be 'deck' or 'hand', got {shuffle!r}")
    if player is None:
        from hazardlib.sette_e_mezzo.analysis import solve
        from hazardlib.sette_e_mezzo.policies import DealerStandOn

        player = solve(rules, DealerStandOn(5)).policy
    bank = TableReply(rules, player) if dealer is None else dealer
    gains: list[float] = []
    decks: list[float] = []
    deck_gain = 0.0
    generator = check_rng(rng, InvalidRuleError)  # one generator for every play below
    while len(gains) < count:
        if shuffle == "hand":
            session = play(rules, [player] * (n + 1), bank, decks=count, shuffle="hand", rng=generator)  # type: ignore[arg-type]
        else:
            session = play(rules, [player] * (n + 1), bank, decks=1, rng=generator)  # type: ignore[arg-type]
        for record in session.hands:
            g = float(record.settlement.dealer)
            gains.append(g)
            deck_gain += g
            if record.last_of_deck and shuffle == "deck":
                decks.append(deck_gain)
                deck_gain = 0.0
    total = len(gains)
    mean = sum(gains) / total
    var = sum((g - mean) ** 2 for g in gains) / (total - 1) if total > 1 else 0.0
    se = math.sqrt(var / total)
    per_deck = per_deck_se = None
    if shuffle == "deck" and decks:
        dm = sum(decks) / len(decks)
        per_deck = dm
        if len(decks) > 1:
            per_deck_se = math.sqrt(sum((x - dm) ** 2 for x in decks) / (len(decks) - 1) / len(decks))
    return TableResult(players=n, shuffle=shuffle, hands=total, stakes=total * n, per_hand=mean,
                       per_hand_se=se, per_stake=mean / n, per_stake_se=se / n, per_deck=per_deck,
                       per_deck_se=per_deck_se, dealer="reply" if dealer is None else repr(dealer),
                       counts=isinstance(player, CountingPlayer))


#: The seeded plays the book shows, kept beside this module (about 15 minutes to play again):
#: for 1 to 6 players, every hand from a fresh deck and whole decks, with the table's reply and
#: with a dealer who stands on 5, each from its own seed.
KEPT = Path(__file__).with_name("table.json")
#: Hands played for each kept figure, and the seed of each (players, shuffle).
KEPT_HANDS = 8000
KEPT_PLAYERS = (1, 2, 3, 4, 5, 6)


def kept_seed(players: int, shuffle: str, fixed: bool = False) -> int:
    """The seed of the kept play for *players* and *shuffle* (so that a test can play it again).

    *fixed*: the play beside it with a dealer who stands on 5.
    """
    return 20261201 + 10 * players + (1 if shuffle == "deck" else 0) + (5 if fixed else 0)


def table_figures() -> tuple[TableResult, ...]:
    """The kept plays: the bank's gain by number of players, fresh deck and whole deck (default rules).

    >>> figures = table_figures()
    >>> sorted({(f.players, f.shuffle) for f in figures})[:3]
    [(1, 'deck'), (1, 'hand'), (2, 'deck')]
    """
    data = json.loads(KEPT.read_text(encoding="utf-8"))
    return tuple(TableResult(**row) for row in data)


def _keep(fixed_only: bool = False, counting_only: bool = False, reply_only: bool = False,
          players: tuple[int, ...] = KEPT_PLAYERS, jobs: int = 1) -> None:
    """Play every kept figure again and write them (``tools/keep_table.py``).

    Each table is played with the table's reply and, beside it, with a dealer who stands on 5;
    whole decks also with players who count the cards (:class:`CountingPlayer`), from the same
    seeds as the players who do not. *fixed_only*, *counting_only*, *reply_only*, *players*: play
    only those rows again.
    *jobs*: plays at once, in separate processes.
    """
    from concurrent.futures import ProcessPoolExecutor

    old = json.loads(KEPT.read_text(encoding="utf-8")) if KEPT.exists() else []
    plan = [(shuffle, n, fixed, counts) for counts in (False, True) for shuffle in ("hand", "deck")
            for fixed in (False, True) for n in KEPT_PLAYERS if not (counts and shuffle == "hand")]
    again = [p for p in plan if (not fixed_only or p[2]) and (not counting_only or p[3])
             and (not reply_only or not p[2]) and p[1] in players]
    kept = {(r["shuffle"], r["players"], r.get("dealer", "reply") != "reply", r.get("counts", False)): r for r in old}
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        for p, row in zip(again, pool.map(_keep_one, again)):
            kept[p] = row
            print(row, flush=True)
    rows = [kept[p] for p in plan if p in kept]
    KEPT.write_text(json.dumps(rows, indent=0) + "\n", encoding="utf-8")


def _keep_one(p: tuple[str, int, bool, bool]) -> dict[str, object]:
    from dataclasses import asdict

    from hazardlib.sette_e_mezzo.policies import DealerStandOn

    shuffle, n, fixed, counts = p
    result = bank_at_table(DEFAULT, CountingPlayer(DEFAULT) if counts else None, players=n, hands=KEPT_HANDS,
                           shuffle=shuffle, dealer=DealerStandOn(5) if fixed else None,
                           rng=kept_seed(n, shuffle, fixed))
    return asdict(result)
