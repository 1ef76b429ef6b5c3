"""The rules of Hoc Mazarin as options: :class:`Rules`, the named variants and their sources.

Every rule of the chapter (M1 to M18) that the sources leave open, or that
they state differently, is a field of :class:`Rules`; the enum fields are the
readings the engine offers (M6 :class:`SequenceSuits` and
:class:`SequenceOrder`, M7 :class:`TriconOrder`, M10 :class:`LoneWinner`, M11
:class:`SequencePayment`, M12 :class:`PassedStake`, M14 :class:`HoldingBack`,
M16 :class:`ChanceHoc`, M18 :class:`NextDealer`). :data:`VARIANTS` names the
sets of rules that follow one group of sources. :data:`OPTIONS` gives the
evidence of every option value (:mod:`hazardlib.evidence`: the source, where
it says it, in its own words, and whether it is stated, inferred or the
book's choice), each variant the evidence of each of its fields, and
:data:`OPTION_SOURCES` the sources of each enum option, derived from
:data:`OPTIONS`.

>>> from hazardlib.hoc.rules import Rules
>>> Rules(players=2).cards_each, Rules().cards_each
(15, 12)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from hazardlib._checks import as_int, check_bool, check_count, check_int
from hazardlib.cards import Card, french_deck
from hazardlib.errors import InvalidRuleError, UnknownVariantError
from hazardlib.evidence import (
    Evidence,
    Option,
    Reading,
    assumed_of,
    choice,
    inferred,
    option_key,
    sources_of,
    variant_evidence,
)
from hazardlib.hoc.sources import (
    CARDS_LEFT as SOURCES_CARDS_LEFT,
    OPTIONS,
    _ENC,
    _E_ANTE,
    _E_DOUBLE_PASSED,
    _E_EACH_ENC,
    _E_HAND_ENC,
    _E_HOC,
    _E_PLAYERS,
    _E_RAISE,
    _WP,
)
from hazardlib.options import NamedEnum, coerce_option, keyword_fields

__all__ = [
    "DECK",
    "PLAYERS",
    "CARDS_LEFT",
    "Stake",
    "PassedStake",
    "SequenceSuits",
    "SequenceOrder",
    "SequencePayment",
    "TriconOrder",
    "LoneWinner",
    "HoldingBack",
    "ChanceHoc",
    "NextDealer",
    "Rules",
    "Variant",
    "VARIANTS",
    "OPTIONS",
    "OPTION_ORDER",
    "OPTION_SOURCES",
    "DEFAULT",
    "variant",
]

#: The 52-card French deck, ace low (hearts, diamonds, clubs, spades).
DECK: tuple[Card, ...] = french_deck()
#: The number of players the game allows.
PLAYERS: tuple[int, ...] = (2, 3)
#: What each opponent pays the player who goes out, by the number of cards
#: left in the opponent's hand (index 0 to 15): 1 card 6, 2 cards 8, 3 to 9
#: cards one each, 10 or more two each (English Wikipedia, after the
#: Académie des Jeux Oubliés; the table as the sources give it is kept with
#: its evidence, in ``hazardlib.hoc.sources``).
CARDS_LEFT: tuple[int, ...] = SOURCES_CARDS_LEFT


class Stake(NamedEnum):
    """The three stakes of the first phase, in the order they are played for.

    Implements :ref:`Rule M3, the three stakes and the antes <hoc-rule-ante>`:
    each has its own pool and its own auction.
    """

    POINT = "point"
    SEQUENCE = "sequence"
    TRICON = "tricon"


#: The stakes in the order they are played for.
STAKES: tuple[Stake, ...] = (Stake.POINT, Stake.SEQUENCE, Stake.TRICON)


class PassedStake(NamedEnum):
    """What happens to a stake that every player passes (by the sources, it is played double at the next deal).

    The options of :ref:`Rule M12, a stake that everyone passes <hoc-rule-passed>`.
    """

    #: The pool stays on the table, the next deal's antes are added to it (so
    #: it doubles), and that stake is played "double": its payments ×2.
    CARRY_DOUBLE = "carry-double"
    #: The pool stays on the table and grows by the next antes; payments as usual.
    CARRY = "carry"


class SequenceSuits(NamedEnum):
    """Whether the cards of a first-phase sequence must be of one suit.

    An option of :ref:`Rule M6, the sequence <hoc-rule-sequence>`.
    """

    #: One suit, as in piquet (the game the *Encyclopédie* says Hoc borrows from).
    SAME = "same"
    #: Any suits, a literal reading of the Wikipedia text ("a series of cards").
    ANY = "any"


class SequenceOrder(NamedEnum):
    """How two sequences compare at a showdown.

    An option of :ref:`Rule M6, the sequence <hoc-rule-sequence>`.
    """

    #: The longer wins (a run of six beats a run of five), then the top card.
    LENGTH = "length"
    #: By class only (tierce, quart, quint; every run of five or more is a
    #: quint), then the top card.
    CLASS = "class"


class SequencePayment(NamedEnum):
    """What the winner of the sequence or the tricon is paid for (the name is older than the tricon's share).

    The options of :ref:`Rule M11, payments for the sequence and the tricon <hoc-rule-payments>`.
    """

    #: The winning (declared or claimed) combination only, by the payment table.
    DECLARED = "declared"
    #: The winning combination and every lower one of the stake in the
    #: winner's hand, each by the table (the *Encyclopédie*: a jeton "pour
    #: chaque séquence simple qu'il a en main"; Wikipedia: "a lower
    #: combination as well as the declared one"), for the sequence and the
    #: tricon, at a showdown and for a lone winner alike.
    EACH = "each"


class TriconOrder(NamedEnum):
    """How two tricons compare at a showdown.

    An option of :ref:`Rule M7, the tricon <hoc-rule-tricon>`.
    """

    #: Four of a kind beats any brelan; then the higher rank.
    COUNT = "count"
    #: The higher rank wins (king high, ace low); at the same rank, four over three.
    RANK = "rank"


class LoneWinner(NamedEnum):
    """What a player left alone in a sequence or tricon auction is paid for.

    The two readings of :ref:`Rule M10, the lone winner and the bluff <hoc-rule-lone-winner>`.
    """

    #: The player need not show and names the combination to be paid for,
    #: held or not (a bluff), higher or lower than the hand holds.
    CLAIM = "claim"
    #: The player may claim only a combination held (any of them, not only
    #: the best) or a lower one; without one the player takes the pool alone.
    SHOW = "show"


class HoldingBack(NamedEnum):
    """What happens when a player says "without" while holding the card the run needs.

    The options of :ref:`Rule M14, play if you can <hoc-rule-holding-back>`.
    """

    #: Allowed and always caught, since the engine sees every hand; the
    #: player pays the fine to each opponent at once and keeps the card.
    FINED = "fined"
    #: Not allowed, the engine refuses the action.
    FORBIDDEN = "forbidden"


class ChanceHoc(NamedEnum):
    """When a run that nobody can continue makes a *chance hoc*, paid like a hoc.

    The options of :ref:`Rule M16, the chance hoc <hoc-rule-chance-hoc>`.
    """

    #: When the run is stopped by a sleeping card, that is, when no hand holds a card of
    #: the rank the run needs (hocs apart), and one is among the unseen cards.
    SLEEPING = "sleeping"
    #: Whenever nobody continues the run, wherever the missing cards are.
    ANY_STOP = "any-stop"
    #: Never paid, the last player just starts a new run.
    UNPAID = "unpaid"


class NextDealer(NamedEnum):
    """Who deals the next deal.

    The options of :ref:`Rule M18, the next deal <hoc-rule-next-deal>`.
    """

    #: The player at the dealer's right (the deal goes round anticlockwise).
    RIGHT = "right"
    #: The player who went out.
    WINNER = "winner"


#: The largest number of counters a field of the rules may hold (counters, antes, payments).
MAX_COUNTERS = 10**9
#: The largest raise cap: legal_actions lists every raise from 1 to the cap.
MAX_RAISE_CAP = 1000
#: The largest max_raises: each raise is one more turn of the auction.
MAX_RAISES = 1000


def _count(value: object, name: str, low: int = 0, high: int = MAX_COUNTERS) -> int:
    return check_count(value, name, InvalidRuleError, low=low, high=high)


def _ints(value: object, length: int) -> tuple[int, ...] | None:
    """*value* as a tuple of *length* non-negative ints (numpy's accepted), or None."""
    if not isinstance(value, (tuple, list)) or len(value) != length:
        return None
    out = tuple(as_int(x) for x in value)
    if any(x is None or x < 0 for x in out):
        return None
    return out  # type: ignore[return-value]


def _check_table(value: object, name: str, rows: int) -> tuple[tuple[int, int], ...]:
    table = None
    if isinstance(value, (tuple, list)) and len(value) == rows:
        pairs = tuple(_ints(row, 2) for row in value)
        if all(p is not None for p in pairs):
            table = pairs
    if table is None:
        raise InvalidRuleError(
            f"{name} must be a tuple of {rows} (simple, major) pairs of non-negative ints, got {value!r}"
        )
    return table  # type: ignore[return-value]


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """One complete set of Hoc Mazarin rules; enum fields accept members or their values.

    Implements :ref:`Rule M1, players, cards and seats <hoc-rule-cards>` (2 or
    3 players, 15 or 12 cards each) and the counters of :ref:`Rule M2, the
    first dealer and the counters <hoc-rule-deal>`; every other field is a
    choice or a reading of the rule it names.

    >>> Rules()
    Rules.variant('three')
    >>> Rules(players=2)
    Rules.variant('two')
    >>> Rules(players=2, lone_winner="show").lone_winner
    LoneWinner.SHOW
    >>> Rules(players=2, lone_winner="show")
    Rules(players=2, lone_winner='show')
    >>> Rules(players=4)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: players must be an int in 2, 3, got 4
    >>> Rules(raise_cap=20.0)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: raise_cap must be an int from 1 to 1000, got 20.0
    >>> Rules(foo=1)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Rules has no field 'foo'; allowed: 'players', 'hand_size', 'counters', 'ante', 'opening_bid', 'raise_cap', 'carte_blanche', 'double', 'sequence_table', 'tricon_table', 'cards_left', 'hoc_payment', 'holding_back_fine', 'passed_stake', 'sequence_suits', 'sequence_order', 'sequence_payment', 'tricon_order', 'lone_winner', 'holding_back', 'chance_hoc', 'next_dealer', 'table_stakes', 'max_raises', 'passed_may_return', 'challenge', 'passed_jeton'
    """

    #: 2 or 3 players.
    players: int = 3
    #: Cards dealt to each player, or None for 15 with two players and 12 with three.
    hand_size: int | None = None
    #: Counters each player starts with (20 jetons and 8 fiches of 10).
    counters: int = 100
    #: Each player's ante into each of the three pools at every deal.
    ante: int = 1
    #: What the first player to stay in (the bid) puts into the pool.
    opening_bid: int = 0
    #: The largest raise, above the current bid.
    raise_cap: int = 20
    #: What each other player pays a lone *carte blanche*.
    carte_blanche: int = 10
    #: The whole game played double, every sequence and tricon payment ×2.
    double: bool = False
    #: (simple, major) payments for a tierce, a quart and a quint.
    sequence_table: tuple[tuple[int, int], ...] = ((1, 2), (2, 3), (3, 4))
    #: (simple, major) payments for a brelan and a four of a kind.
    tricon_table: tuple[tuple[int, int], ...] = ((2, 4), (4, 8))
    #: What each opponent pays the player who goes out, by cards left (0 to 15).
    cards_left: tuple[int, ...] = CARDS_LEFT
    #: What each opponent pays for a hoc.
    hoc_payment: int = 1
    #: What a player caught holding back pays each opponent.
    holding_back_fine: int = 5
    passed_stake: PassedStake = PassedStake.CARRY_DOUBLE
    sequence_suits: SequenceSuits = SequenceSuits.SAME
    sequence_order: SequenceOrder = SequenceOrder.CLASS
    sequence_payment: SequencePayment = SequencePayment.EACH
    tricon_order: TriconOrder = TriconOrder.COUNT
    lone_winner: LoneWinner = LoneWinner.CLAIM
    holding_back: HoldingBack = HoldingBack.FINED
    chance_hoc: ChanceHoc = ChanceHoc.SLEEPING
    next_dealer: NextDealer = NextDealer.RIGHT
    #: A player may not hold or raise beyond the counters in front of him.
    table_stakes: bool = True
    #: The most raises in the auction for one stake, or None for no cap but
    #: the table stakes; without table stakes a cap is needed, so that every
    #: deal ends.
    max_raises: int | None = None
    #: A player who passed may come back in when another raises, by holding
    #: or raising (the *Encyclopédie*'s "il y peut revenir").
    passed_may_return: bool = True
    #: A lone winner's claim may be challenged by a player whose own cards
    #: refute it: the claim is then not paid, and the claimant pays each such
    #: player what the claim would have drawn from him.
    challenge: bool = False
    #: The winner of a stake played double after everyone passed it also
    #: draws one jeton from each other player (the *Encyclopédie*'s "tire outre
    #: cela un jetton de chaque joueur"); needs ``passed_stake='carry-double'``.
    passed_jeton: bool = False

    def __post_init__(self) -> None:
        # Each field is stored as checked: numpy integers become Python ints.
        fields: dict[str, object] = {"players": check_int(self.players, "players", PLAYERS, InvalidRuleError)}
        if self.hand_size is not None:
            fields["hand_size"] = check_int(self.hand_size, "hand_size (or None)", (12, 15), InvalidRuleError)
        for name in ("counters", "ante", "opening_bid", "carte_blanche", "hoc_payment", "holding_back_fine"):
            fields[name] = _count(getattr(self, name), name)
        fields["raise_cap"] = _count(self.raise_cap, "raise_cap", 1, MAX_RAISE_CAP)
        fields["double"] = check_bool(self.double, "double", InvalidRuleError)
        fields["sequence_table"] = _check_table(self.sequence_table, "sequence_table", 3)
        fields["tricon_table"] = _check_table(self.tricon_table, "tricon_table", 2)
        cards_left = _ints(self.cards_left, 16)
        if cards_left is None:
            raise InvalidRuleError(
                "cards_left must be a tuple of 16 non-negative ints (payments for 0 to 15 cards left), "
                f"got {self.cards_left!r}"
            )
        fields["cards_left"] = cards_left
        fields["table_stakes"] = check_bool(self.table_stakes, "table_stakes", InvalidRuleError)
        fields["passed_may_return"] = check_bool(self.passed_may_return, "passed_may_return", InvalidRuleError)
        fields["challenge"] = check_bool(self.challenge, "challenge", InvalidRuleError)
        fields["passed_jeton"] = check_bool(self.passed_jeton, "passed_jeton", InvalidRuleError)
        if self.max_raises is not None:
            fields["max_raises"] = _count(self.max_raises, "max_raises (or None)", 0, MAX_RAISES)
        elif not fields["table_stakes"]:
            raise InvalidRuleError(
                "table_stakes=False needs max_raises (an int) so that every deal ends: without table stakes "
                "nothing else bounds the raises"
            )
        for name, kind in _ENUM_FIELDS.items():
            fields[name] = coerce_option(getattr(self, name), kind, name)
        passed = fields["passed_stake"]
        assert isinstance(passed, PassedStake)
        if fields["passed_jeton"] and passed is not PassedStake.CARRY_DOUBLE:
            raise InvalidRuleError(
                "passed_jeton=True is paid on a stake played double after a pass: it needs "
                f"passed_stake='carry-double', got {passed.value!r}"
            )
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    @classmethod
    def variant(cls, name: str) -> Rules:
        """The rules of a named variant (see :data:`VARIANTS`).

        >>> Rules.variant("two").cards_each
        15
        """
        return variant(name).rules

    @property
    def cards_each(self) -> int:
        """The number of cards dealt to each player.

        Implements :ref:`Rule M1, players, cards and seats <hoc-rule-cards>`:
        15 each for two players and 12 for three, unless *hand_size* says.
        """
        if self.hand_size is not None:
            return self.hand_size
        return 15 if self.players == 2 else 12

    @property
    def name(self) -> str | None:
        """The name of the variant these rules are, or None."""
        for v in VARIANTS.values():
            if v.rules == self:
                return v.name
        return None

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed.

        >>> Rules().replace(holding_back="forbidden").holding_back
        HoldingBack.FORBIDDEN
        >>> Rules().replace(foo=1)
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidRuleError: Rules has no field 'foo'; allowed: 'players', 'hand_size', 'counters', 'ante', 'opening_bid', 'raise_cap', 'carte_blanche', 'double', 'sequence_table', 'tricon_table', 'cards_left', 'hoc_payment', 'holding_back_fine', 'passed_stake', 'sequence_suits', 'sequence_order', 'sequence_payment', 'tricon_order', 'lone_winner', 'holding_back', 'chance_hoc', 'next_dealer', 'table_stakes', 'max_raises', 'passed_may_return', 'challenge', 'passed_jeton'
        """
        return replace(self, **changes)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        name = self.name
        if name is not None:
            return f"Rules.variant({name!r})"
        parts = []
        for f in _FIELD_NAMES:
            value = getattr(self, f)
            if value != getattr(_BASE, f):
                shown = value.value if isinstance(value, NamedEnum) else value
                parts.append(f"{f}={shown!r}")
        return f"Rules({', '.join(parts)})"


_ENUM_FIELDS: dict[str, type[NamedEnum]] = {
    "passed_stake": PassedStake,
    "sequence_suits": SequenceSuits,
    "sequence_order": SequenceOrder,
    "sequence_payment": SequencePayment,
    "tricon_order": TriconOrder,
    "lone_winner": LoneWinner,
    "holding_back": HoldingBack,
    "chance_hoc": ChanceHoc,
    "next_dealer": NextDealer,
}
_FIELD_NAMES: tuple[str, ...] = tuple(Rules.__dataclass_fields__)
_BASE = Rules()


def check_rules(rules: object) -> Rules:
    """Return *rules* if it is a :class:`Rules`; refuse anything else.

    >>> check_rules("three")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: rules must be a hoc.Rules, like Rules.variant('three'), got 'three'
    """
    if not isinstance(rules, Rules):
        raise InvalidRuleError(f"rules must be a hoc.Rules, like Rules.variant('three'), got {rules!r}")
    return rules


_OPTION_INDEX: dict[tuple[str, str], Option] = {(o.field, o.value): o for o in OPTIONS}


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class Variant:
    """A named set of rules with the evidence of each of its fields.

    *evidence* maps fields of :class:`Rules` to their evidence for this
    variant (its sources' words, or the book's choice and why); a field it
    leaves out takes the main evidence of its value in :data:`OPTIONS` (the
    first piece), when the table of options documents that value.

    >>> v = Variant(name="mine", rules=Rules(players=2, opening_bid=1),
    ...             evidence={"opening_bid": (choice("to see what a priced bid changes"),)})
    >>> v.assumed
    ('table_stakes', 'opening_bid', 'max_raises', 'passed_jeton')
    >>> v.sources[:2]
    ('encyclopedie-hoc', 'academie-jeux-oublies-hoc')
    >>> Variant(name="mine", rules=Rules(), evidence={"colour": (choice("why not"),)})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: evidence names fields of Rules, got 'colour'; allowed: 'players', 'hand_size', 'counters', 'ante', 'opening_bid', 'raise_cap', 'carte_blanche', 'double', 'sequence_table', 'tricon_table', 'cards_left', 'hoc_payment', 'holding_back_fine', 'passed_stake', 'sequence_suits', 'sequence_order', 'sequence_payment', 'tricon_order', 'lone_winner', 'holding_back', 'chance_hoc', 'next_dealer', 'table_stakes', 'max_raises', 'passed_may_return', 'challenge', 'passed_jeton'
    """

    name: str
    rules: Rules
    evidence: Mapping[str, tuple[Evidence, ...]] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise InvalidRuleError(f"a variant's name must be a non-empty string, got {self.name!r}")
        rules = check_rules(self.rules)
        given = dict(variant_evidence(self.evidence, rules, OPTIONS, pieces=1))
        # Both numbers of players rest on the same words (the option of the default, 3).
        given.setdefault("players", _OPTION_INDEX["players", "3"].evidence[:1])
        full = {f: given[f] for f in OPTION_ORDER if f in given}
        object.__setattr__(self, "rules", rules)
        object.__setattr__(self, "evidence", MappingProxyType(full))

    @property
    def sources(self) -> tuple[str, ...]:
        """The bibliography keys of its evidence, in order, each once."""
        return sources_of(self.evidence)

    @property
    def assumed(self) -> tuple[str, ...]:
        """The fields whose only evidence is the book's choice (no source says them)."""
        return assumed_of(self.evidence)


#: The fields of :class:`Rules` in the order of the rules (the order of :data:`OPTIONS`).
OPTION_ORDER: tuple[str, ...] = tuple(dict.fromkeys(o.field for o in OPTIONS))

_BORROWED = (choice("The part of the Encyclopédie's article read for this book says nothing of it; the variant "
                    "keeps the default of the book (see the table of options)."),)

#: The named variants, each with the evidence of every field of its rules.
VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(name="three", rules=Rules()),
        Variant(name="two", rules=Rules(players=2)),
        Variant(
            name="twelve",
            rules=Rules(players=2, hand_size=12),
            evidence={"hand_size": (choice(
                "No source deals 12 cards to each of two players: Wikipedia's overview gives 12 without a number "
                "of players, and the same article deals 15 to each of two. The book offers it as a what-if, with "
                "fewer cards in play and more blank hands.",
                source=_WP, locator="“Overview”",
                quote="In the first, each player is dealt 12 cards from a standard pack"),)},
        ),
        Variant(
            name="encyclopedie",
            rules=Rules(players=2, chance_hoc=ChanceHoc.UNPAID, passed_jeton=True),
            evidence={
                **{f: _BORROWED for f in _FIELD_NAMES},
                "players": _E_PLAYERS[:1],
                "hand_size": (_E_HAND_ENC,),
                "ante": (_E_ANTE,),
                "raise_cap": (_E_RAISE,),
                "hoc_payment": (_E_HOC,),
                "passed_stake": (_E_DOUBLE_PASSED, _OPTION_INDEX["passed_stake", "carry-double"].evidence[2]),
                "sequence_payment": (_E_EACH_ENC, inferred(
                    _ENC, "t. 8, p. 242", "The article pays every sequence of the winner's hand; the engine pays "
                    "each by the table, and the lower tricons too.")),
                "opening_bid": _OPTION_INDEX["opening_bid", "0"].evidence,
                "passed_may_return": _OPTION_INDEX["passed_may_return", "True"].evidence,
                "passed_jeton": _OPTION_INDEX["passed_jeton", "True"].evidence,
                "chance_hoc": _OPTION_INDEX["chance_hoc", "unpaid"].evidence,
            },
        ),
        Variant(
            name="strict",
            rules=Rules(lone_winner=LoneWinner.SHOW, holding_back=HoldingBack.FORBIDDEN),
            evidence={f: (choice("The book's teaching variant: every claim is true and every card that can be "
                                 "played is played, so that a deal shows the rules without bluff or fines."),)
                      for f in ("lone_winner", "holding_back")},
        ),
    )
}

#: The sources of each enum option (bibliography keys), from :data:`OPTIONS`;
#: an empty tuple marks an option no source states or implies (the book's choice).
OPTION_SOURCES: dict[NamedEnum, tuple[str, ...]] = {
    member: tuple(dict.fromkeys(
        e.source for e in _OPTION_INDEX[name, option_key(member)].evidence
        if e.source and e.reading is not Reading.CHOICE))
    for name, kind in _ENUM_FIELDS.items()
    for member in kind
}

DEFAULT = Rules()


def variant(name: str) -> Variant:
    """The named variant.

    >>> variant("two").sources
    ('encyclopedie-hoc', 'academie-jeux-oublies-hoc', 'wikipedia-en-hoc-mazarin', 'adpoker-hoca', 'wikipedia-en-jeux-de-hocs')
    >>> variant("lyon")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'lyon'; allowed: 'three', 'two', 'twelve', 'encyclopedie', 'strict'
    """
    if not isinstance(name, str) or name not in VARIANTS:
        allowed = ", ".join(repr(n) for n in VARIANTS)
        raise UnknownVariantError(f"unknown variant {name!r}; allowed: {allowed}")
    return VARIANTS[name]
