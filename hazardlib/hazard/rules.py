"""The rules of Hazard and where the sources disagree: the options, :class:`Rules` and the named variants.

Every disagreement between the sources is a field of :class:`Rules`, and
every option a member of that field's enum: how the main is set
(:class:`MainRule`, Rule H2), which totals nick (:class:`NickTable`, Rule
H3), how a round is paid (:class:`Settlement`, Rule H5) and when the dice
pass (:class:`Passing`, Rule H6). A :class:`Variant` names a whole set of
rules after its sources.

>>> from hazardlib.hazard.rules import Rules
>>> Rules.variant("hoyle").main
MainRule.THROWN
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Union

from hazardlib.errors import InvalidRuleError, UnknownVariantError
from hazardlib.options import NamedEnum, coerce_option, keyword_fields

__all__ = [
    "MainRule",
    "NickTable",
    "Passing",
    "Settlement",
    "Rules",
    "Variant",
    "VARIANTS",
    "OPTION_SOURCES",
    "variant",
]

#: A stake or a cover: an int or a Fraction (floats are refused: they would make a payout inexact).
Stake = Union[int, Fraction]


class MainRule(NamedEnum):
    """How the main is set: :ref:`Rule H2, the main <hazard-rule-main>`."""

    #: The caster calls any main from 5 to 9 (Wikipedia, 1911 Britannica, Pall Mall Gazette).
    CALLED = "called"
    #: The caster throws until 5 to 9 appears; that total is the main (Hoyle, Chambers, Seymour).
    THROWN = "thrown"
    #: The main is always 7 (the Norwegian house rule; craps).
    SEVEN = "seven"


class NickTable(NamedEnum):
    """Which opening totals are nicks and outs: :ref:`Rule H3, nicks and outs <hazard-rule-nick>`."""

    #: 12 nicks to 6 and 8, 11 nicks to 7; every other 11 or 12 is out.
    ENGLISH = "english"
    #: Only the main itself nicks ("direct nicks", the French banking game);
    #: 11 and 12 are then always out (crabs), as a chance must be 4 to 10.
    DIRECT = "direct"


class Passing(NamedEnum):
    """When the caster passes the dice to the player on the left: :ref:`Rule H6, passing the dice <hazard-rule-passing>`."""

    #: After losing three rounds in succession (English Wikipedia).
    THREE_LOSSES = "three-losses"
    #: After three throw-outs (rounds lost on the opening throw) in succession
    #: (Pall Mall Gazette 1869, quoted by Steinmetz).
    THREE_THROW_OUTS = "three-throw-outs"
    #: After every round, in rotation (the Norwegian house rules).
    ROTATION = "rotation"


class Settlement(NamedEnum):
    """How a round is paid: :ref:`Rule H5, settlement <hazard-rule-settlement>`."""

    #: A nick pays even money; after a chance the setter lays the true odds
    #: ``ways(main) / ways(chance)`` to the amount of the stake.
    TRUE_ODDS = "true-odds"
    #: Even money whatever happens (odds may be laid as a separate bet).
    EVEN_MONEY = "even-money"
    #: The home pot. The caster stakes, the others cover the same total in any
    #: shares; a win takes the pot, a loss splits it in proportion to the covers.
    POT = "pot"


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class Rules:
    """One complete set of Hazard rules; fields accept members or their string values.

    >>> Rules()
    Rules.variant('english')
    >>> Rules(main="seven", passing="rotation", settlement="pot")
    Rules.variant('home-seven')
    >>> Rules(main="thrown", passing="rotation")
    Rules(main='thrown', nicks='english', passing='rotation', settlement='true-odds')
    >>> Rules(main="chosen")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: main must be one of 'called', 'thrown', 'seven', got 'chosen'
    >>> Rules(nicks=True)
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: nicks must be one of 'english', 'direct', got True
    >>> Rules(mains="seven")
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: Rules has no field 'mains'; allowed: 'main', 'nicks', 'passing', 'settlement'
    """

    main: MainRule = MainRule.CALLED
    nicks: NickTable = NickTable.ENGLISH
    passing: Passing = Passing.THREE_LOSSES
    settlement: Settlement = Settlement.TRUE_ODDS

    def __post_init__(self) -> None:
        object.__setattr__(self, "main", coerce_option(self.main, MainRule, "main"))
        object.__setattr__(self, "nicks", coerce_option(self.nicks, NickTable, "nicks"))
        object.__setattr__(self, "passing", coerce_option(self.passing, Passing, "passing"))
        object.__setattr__(
            self, "settlement", coerce_option(self.settlement, Settlement, "settlement")
        )

    @classmethod
    def variant(cls, name: str) -> Rules:
        """The rules of a named variant (see :data:`VARIANTS`).

        >>> Rules.variant("pall-mall").passing
        Passing.THREE_THROW_OUTS
        """
        return variant(name).rules

    @property
    def name(self) -> str | None:
        """The name of the variant these rules are, or None."""
        for v in VARIANTS.values():
            if v.rules == self:
                return v.name
        return None

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed.

        >>> Rules().replace(settlement="even-money").settlement
        Settlement.EVEN_MONEY
        >>> Rules().replace(pasing="rotation")
        Traceback (most recent call last):
            ...
        hazardlib.errors.InvalidRuleError: Rules has no field 'pasing'; allowed: 'main', 'nicks', 'passing', 'settlement'
        """
        return replace(self, **changes)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        name = self.name
        if name is not None:
            return f"Rules.variant({name!r})"
        return (
            f"Rules(main={self.main.value!r}, nicks={self.nicks.value!r}, "
            f"passing={self.passing.value!r}, settlement={self.settlement.value!r})"
        )


def _check_rules(rules: object) -> Rules:
    if not isinstance(rules, Rules):
        raise InvalidRuleError(
            f"rules must be a hazard.Rules, like Rules.variant('english'), got {rules!r}"
        )
    return rules


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class Variant:
    """A named set of rules with the sources it follows (bibliography keys).

    *assumed* lists the fields on which the sources of this variant are silent
    (the engine fills them with the English default or a stated choice).

    >>> Variant(name="mine", rules=Rules(), sources=("hoyle1750",), assumed=("mains",))
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: assumed must name fields of Rules ('main', 'nicks', 'passing', 'settlement'), got ('mains',)
    """

    name: str
    rules: Rules
    sources: tuple[str, ...]
    assumed: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise InvalidRuleError(f"a variant's name must be a non-empty string, got {self.name!r}")
        _check_rules(self.rules)
        if not isinstance(self.sources, tuple) or not all(isinstance(k, str) and k for k in self.sources):
            raise InvalidRuleError(f"sources must be a tuple of bibliography keys, got {self.sources!r}")
        fields = Rules.__dataclass_fields__
        if not isinstance(self.assumed, tuple) or not all(isinstance(f, str) and f in fields for f in self.assumed):
            listing = ", ".join(repr(f) for f in fields)
            raise InvalidRuleError(f"assumed must name fields of Rules ({listing}), got {self.assumed!r}")


#: The named variants. Each follows its sources; ``assumed`` names the fields
#: where those sources are silent.
VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(
            name="english",
            rules=Rules(),
            sources=("wikipedia-en-hazard", "britannica1911"),
        ),
        Variant(
            name="pall-mall",
            rules=Rules(passing=Passing.THREE_THROW_OUTS),
            sources=("pallmall1869", "steinmetz1870"),
        ),
        Variant(
            name="hoyle",
            rules=Rules(main=MainRule.THROWN),
            sources=("hoyle1750", "chambers1888", "seymour1739"),
            assumed=("passing",),
        ),
        Variant(
            name="french",
            rules=Rules(nicks=NickTable.DIRECT, settlement=Settlement.EVEN_MONEY),
            sources=("steinmetz1870",),
            assumed=("main", "passing", "settlement"),
        ),
        Variant(
            name="home",
            rules=Rules(passing=Passing.ROTATION, settlement=Settlement.POT),
            sources=("hazard-house-rules-no",),
        ),
        Variant(
            name="home-seven",
            rules=Rules(
                main=MainRule.SEVEN, passing=Passing.ROTATION, settlement=Settlement.POT
            ),
            sources=("hazard-house-rules-no",),
        ),
    )
}

#: The sources of each rules option (bibliography keys).
OPTION_SOURCES: dict[NamedEnum, tuple[str, ...]] = {
    MainRule.CALLED: ("wikipedia-en-hazard", "britannica1911", "pallmall1869"),
    MainRule.THROWN: ("hoyle1750", "chambers1888", "seymour1739"),
    MainRule.SEVEN: ("hazard-house-rules-no",),
    NickTable.ENGLISH: ("wikipedia-en-hazard", "britannica1911", "seymour1739", "chambers1888"),
    NickTable.DIRECT: ("steinmetz1870",),
    Passing.THREE_LOSSES: ("wikipedia-en-hazard",),
    Passing.THREE_THROW_OUTS: ("pallmall1869", "steinmetz1870"),
    Passing.ROTATION: ("hazard-house-rules-no",),
    Settlement.TRUE_ODDS: ("wikipedia-en-hazard", "britannica1911", "pallmall1869"),
    Settlement.EVEN_MONEY: ("britannica1911",),
    Settlement.POT: ("hazard-house-rules-no",),
}

DEFAULT_RULES = Rules()


def variant(name: str) -> Variant:
    """The named variant.

    >>> variant("home-seven").sources
    ('hazard-house-rules-no',)
    >>> variant("crabs")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'crabs'; allowed: 'english', 'pall-mall', 'hoyle', 'french', 'home', 'home-seven'
    """
    if not isinstance(name, str) or name not in VARIANTS:
        allowed = ", ".join(repr(n) for n in VARIANTS)
        raise UnknownVariantError(f"unknown variant {name!r}; allowed: {allowed}")
    return VARIANTS[name]

