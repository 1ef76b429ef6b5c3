"""The rules of Hazard and where the sources disagree: the options, :class:`Rules` and the named variants.

Every disagreement between the sources is a field of :class:`Rules`, and
every option a member of that field's enum: how the main is set
(:class:`MainRule`, Rule H2), which totals nick (:class:`NickTable`, Rule
H3), how a round is paid (:class:`Settlement`, Rule H5) and when the dice
pass (:class:`Passing`, Rule H6). A :class:`Variant` names a whole set of
rules after its sources. :data:`OPTIONS` gives the evidence of every option
value (:mod:`hazardlib.evidence`: the source, where it says it, in its own
words, and whether it is stated, inferred or the book's choice), each
variant the evidence of each of its fields, and :data:`OPTION_SOURCES` the
sources of each option, derived from :data:`OPTIONS`.

>>> from hazardlib.hazard.rules import Rules
>>> Rules.variant("hoyle").main
MainRule.THROWN
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Union

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
    stated,
    variant_evidence,
)
from hazardlib.options import NamedEnum, coerce_option, keyword_fields

__all__ = [
    "MainRule",
    "NickTable",
    "Passing",
    "Settlement",
    "Rules",
    "Variant",
    "VARIANTS",
    "OPTIONS",
    "OPTION_SOURCES",
    "variant",
]

#: A stake or a cover: an int or a Fraction (floats are refused: they would make a payout inexact).
Stake = Union[int, Fraction]


class MainRule(NamedEnum):
    """How the main is set: :ref:`Rule H2, the main <hazard-rule-main>`."""

    #: The caster calls any main from 5 to 9 (1911 Britannica, Pall Mall Gazette, Wikipedia).
    CALLED = "called"
    #: The caster throws until 5 to 9 appears; that total is the main (Hoyle, Chambers).
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

    #: After losing three rounds in succession (English Wikipedia; the book's
    #: reading of the Pall Mall Gazette's "throws out", where to throw out is
    #: to lose a round).
    THREE_LOSSES = "three-losses"
    #: After three throw-outs (rounds lost on the opening throw) in succession,
    #: any other round breaking the run (the strict reading of the Pall Mall
    #: Gazette's rule).
    THREE_THROW_OUTS = "three-throw-outs"
    #: After three throw-outs with no won round between them; a round lost on
    #: a chance neither counts nor breaks the run.
    THREE_THROW_OUTS_WIN_BREAKS = "three-throw-outs-win-breaks"
    #: After every round, in rotation (the book's reading of the Norwegian
    #: house rules, where everyone casts equally often).
    ROTATION = "rotation"


class Settlement(NamedEnum):
    """How a round is paid: :ref:`Rule H5, settlement <hazard-rule-settlement>`."""

    #: A nick pays even money; after a chance the setter lays the true odds
    #: ``ways(main) / ways(chance)`` on the whole stake (the reading of an
    #: older revision of the English Wikipedia article).
    TRUE_ODDS = "true-odds"
    #: The stake at even money whatever happens; after a chance the odds may
    #: be laid as a further bet (``odds_bet``). The sources' settlement.
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
    >>> Rules(settlement="true-odds")
    Rules.variant('wikipedia-seed')
    >>> Rules(main="thrown", passing="rotation")
    Rules(main='thrown', nicks='english', passing='rotation', settlement='even-money')
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
    settlement: Settlement = Settlement.EVEN_MONEY

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

        >>> Rules.variant("hoyle").main
        MainRule.THROWN
        """
        return variant(name).rules

    @property
    def name(self) -> str | None:
        """The name of the first named variant with exactly these rules, or None.

        Two groups of sources may give the same rules: the ``pall-mall``
        variant has the rules of ``english``.

        >>> Rules.variant("pall-mall").name
        'english'
        """
        for v in VARIANTS.values():
            if v.rules == self:
                return v.name
        return None

    def replace(self, **changes: object) -> Rules:
        """A copy with some fields changed.

        >>> Rules().replace(settlement="true-odds").settlement
        Settlement.TRUE_ODDS
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


# -- the evidence of every option (hazardlib.evidence) ------------------------------------

_FIELD_NAMES: tuple[str, ...] = tuple(Rules.__dataclass_fields__)
_WP = "wikipedia-en-hazard"
_SEED = "wikipedia-en-hazard-seed"
_NO = "hazard-house-rules-no"
_GAZETTE = "pallmall1869"
#: Where the Gazette was read: only as Steinmetz quotes it.
_IN_STEINMETZ = "as quoted in Steinmetz 1870, vol. II, ch. X, “Hazard”"
_STEINMETZ = "vol. II, ch. X, “Hazard”"
_HOYLE = "hoyle-games-wi4v"
_HOYLE_AT = "“Hazard”, p. 363 of the edition read"
_COTTON = "cotton1674"
_CHAMBERS = "chambers-hazard"
_B1911 = "britannica1911"

_E_CALLED_1911 = stated(_B1911, "“Hazard”, second sentence",
                        'The player or "caster" calls a "main" (that is, any number from five to nine inclusive).')
_E_CALLED_GAZETTE = stated(_GAZETTE, _IN_STEINMETZ,
                           "of these he mentally selects that one which either chance or superstition may suggest, "
                           "calls it aloud")
_E_CALLED_SEED = stated(_SEED, "seed text 003, line 21",
                        "In each round, the caster specifies a number between 5 and 9 inclusive: this is the 'main'.")
_E_CALLED_NO = stated(_NO, "line 7", "Før terningene rulles velger kasteren et hovedtall, på engelsk kalt main. Det "
                      "må være 5, 6, 7, 8 eller 9.", lang="nb",
                      rendering="Before the dice are rolled, the caster chooses a main number, called ‘main’ in "
                                "English. It must be 5, 6, 7, 8 or 9.")
_E_THROWN_HOYLE = stated(_HOYLE, _HOYLE_AT,
                         "throws a main, that is to say, a chance for the company, which must be above four, and not "
                         "exceed nine, otherwise it is no main, consequently he must keep throwing till he brings "
                         "five, six, seven, eight or nine")
_E_THROWN_CHAMBERS = stated(_CHAMBERS, "“Hazard”",
                            "makes a throw (called a main), which must be above 4, and not exceeding 9; and if the "
                            "first throw made is not within these limits, the caster must throw until such a one "
                            "occurs.")
_E_THROWN_COTTON = inferred(
    _COTTON, "ch. “Of Hazzard”, p. 168",
    "Cotton says that mains are thrown and belong to the setters, but not that the caster throws again until one of "
    "5 to 9 comes.", quote="There can be no Main thrown above nine and under five")
_E_SEVEN = stated(_NO, "line 28", "Den enkleste husregelen er å låse hovedtallet til 7 i alle runder.", lang="nb",
                  rendering="The simplest house rule is to lock the main to 7 in every round.")
_E_ENGLISH_1911 = stated(_B1911, "“Hazard”",
                         "Five is a nick to five, six and twelve are nicks to six, seven and eleven to seven, eight "
                         "and twelve to eight and nine to nine.")
_E_ENGLISH_COTTON = stated(_COTTON, "ch. “Of Hazzard”, p. 169",
                           "twelve is out to nine, seven, and five; and eleven is out to nine, eight, six, and five")
_E_ENGLISH_CHAMBERS = stated(_CHAMBERS, "“Hazard”",
                             "The throws, 2, 3, 11, 12, are called crabs, and are losing throws for the caster, "
                             "except in the following cases, viz., 12 when 6 is the main, 11 when 7 is the main, or "
                             "12 when 8 is the main")
_E_ENGLISH_NO = stated(_NO, "lines 18 to 20", "Er hovedtallet 6 eller 8, vinner kasteren på 12 og taper på 11.",
                       lang="nb", rendering="If the main is 6 or 8, the caster wins on 12 and loses on 11.")
_E_ENGLISH_HOYLE = stated(
    _HOYLE, _HOYLE_AT,
    "If the main should be seven, and seven or eleven is thrown immediately after, it is what is called a nick",
    note="The part read gives the nicks to 7 and 8 only; the rest of the table is Chambers's.")
_E_ENGLISH_GAZETTE = stated(_GAZETTE, _IN_STEINMETZ, 'throwing 11, which is a "nick" to 7, but to 7 only.',
                            note="The part of the Gazette read gives no other nick than the main and this one.")
_E_DIRECT = stated("steinmetz1870", _STEINMETZ, 'while again "direct nicks" alone are recognized by the former.',
                   note="The former is the French banquier. Whether the paragraph is still the Gazette's, which "
                        "Steinmetz quotes just before, could not be seen.")
_E_DIRECT_CRABS = choice(
    "No source says what 11 and 12 are when only the main nicks. The book makes them outs: Chambers counts 2, 3, "
    "11 and 12 as crabs, the nicks being the only exceptions, and a chance is 4 to 10.",
    source=_HOYLE, locator=_HOYLE_AT, quote="which may be any above three, and not exceeding ten")
_E_LOSSES_WP = stated(_WP, "recent revision, read in a copy at wikimili.com",
                      "The caster keeps their role until losing three times in succession.",
                      note="The revision cites Steinmetz for it.")
_E_LOSSES_SEED = stated(_SEED, "seed text 003, line 57",
                        "if he loses three times in succession, he must pass the dice to the player to his left")
_E_LOSSES_GAZETTE = inferred(
    _GAZETTE, _IN_STEINMETZ,
    "The book reads the Gazette's “throws out” as losing a round: it sets “throw out” against “throw in”, which can "
    "only mean winning rounds, and it calls won rounds “mains” (“three mains in succession”). Its “very "
    "extraordinary runs of luck … five, seven, and even eleven mains in a single hand” fits short hands like these "
    "(13.5 rounds at main 7).",
    quote='He may, however, "throw in" without interruption, and if he can do so some half-dozen times and back his '
          'luck, the gains will be enormous.')
_E_THROW_OUTS_WORDS = stated(
    _GAZETTE, _IN_STEINMETZ,
    'If a player "throws out" three times in succession, the box passes to the next person on his left',
    note="The words of the rule; the Gazette does not say which rounds are throw-outs.")
_E_THROW_OUT_1911 = inferred(
    _B1911, "“Hazard”",
    "In the 1911's words a throw-out is a round lost on the opening throw. Read strictly, “in succession” lets any "
    "other round break the run; a hand then lasts 819 rounds at main 7, far longer than the Gazette's “very "
    "extraordinary” runs of five to eleven mains suggest.",
    quote='If the caster "throws out" by throwing aces, or deuce-ace (called crabs or craps), he loses.')
_E_WIN_BREAKS = inferred(
    _GAZETTE, _IN_STEINMETZ,
    "Throw-outs in the 1911's sense, with only a won round (“throw in”) breaking the succession: a round lost on a "
    "chance neither counts nor breaks the run. No source says it; a hand lasts about 324 rounds at main 7.",
    quote='He may, however, "throw in" without interruption')
_E_ROTATION_NO = stated(_NO, "line 5", "Én spiller er kaster. Rollen går på rundgang, slik at alle får prøve seg like "
                        "mange ganger.", lang="nb",
                        rendering="One player is the caster. The role goes round in turn, so that everyone gets to "
                                  "try it equally often.")
_E_ROTATION_CHOICE = choice(
    "The text fixes neither when the dice pass nor which way. Passing after every round, to the left, is the "
    "simplest schedule that lets everyone cast equally often when the rounds agreed are a multiple of the players.",
    source=_NO, locator="line 26", quote="avtal på forhånd hvor mange runder dere spiller, gjerne slik at alle er "
    "kaster like mange ganger.", lang="nb",
    rendering="agree beforehand how many rounds you play, preferably so that everyone is caster equally often.")
_E_TRUE_ODDS_SEED = stated(
    _SEED, "seed text 003, line 73",
    "with a stake of £10, a main of 7 and a chance of 5, a caster stands to win £15 (3/2 × £10)",
    note="The same revision: “If he throws a chance, the setter gives him odds” (line 63). Later revisions pay the "
         "stake at even money, with the odds as a further bet.")
_E_TRUE_ODDS_1911 = inferred(
    _B1911, "“Hazard”",
    "Ambiguous: “to the amount of the original stake” may mean that the stake itself is now paid at the odds, but "
    "the 1911 goes on “the setter now lays 2 to 1 in addition”, which reads best as a further bet on top of the "
    "stake.",
    quote='When a chance is thrown the "odds" for or against the chance are laid by the setter to the amount of the '
          'original stake.')
_E_EVEN_GAZETTE = stated(
    _GAZETTE, _IN_STEINMETZ,
    "As soon as the odds are declared, the caster may increase his stake by any sum he wishes",
    note="Before it: the stake “is at once covered with an equal amount either by some individual speculator, or by "
         "the contributions of several”. The odds apply to the increase only.")
_E_EVEN_WP = stated(_WP, "recent revision, read in a copy at wikimili.com",
                    "After the first throw, the caster wins their stake if they get their chance before their main.",
                    note="It goes on: the caster and others “may wager an additional sum that the chance will come "
                         "before the main. These bets are made at odds”.")
_E_EVEN_COTTON = inferred(
    _COTTON, "ch. “Of Hazzard”, p. 169",
    "The caster who throws his chance “wins all the money” set him, and the loser pays what is on the board: the "
    "stakes are even both ways, with no odds.",
    quote="if he throw Seven which was the Main, he must pay as much money as is on the Board")
_E_EVEN_CHAMBERS = inferred(
    _CHAMBERS, "“Hazard”",
    "The setter is ahead at every main, and most at 6 and 8, only if the stake is paid at even money; with true "
    "odds on the whole stake the caster would be ahead at 6, 7 and 8.",
    quote="The setter, on the whole, has slightly the advantage of the caster, especially if 6 or 8 be the main")
_E_EVEN_1911 = inferred(
    _B1911, "“Hazard”",
    "“In addition” reads best as a further bet at the odds, the size of the stake, on top of the stake at even "
    "money.", quote="if the original stake was 1, the setter now lays 2 to 1 in addition")
_E_EVEN_HOYLE = inferred(_HOYLE, _HOYLE_AT,
                         "The caster wins or loses “his stakes”; the part read lays no odds.",
                         quote="wins out his stakes")
_E_POT = stated(_NO, "lines 7 and 24", "Vinner kasteren, går hele potten dit. Taper kasteren, deler motspillerne "
                "potten i samme forhold som de dekket den.", lang="nb",
                rendering="If the caster wins, the whole pot goes to him. If the caster loses, the opponents share "
                          "the pot in the same proportion as they covered it.",
                note="Line 7: “Kasteren legger så en innsats i potten, og de andre spillerne dekker den til sammen "
                     "med like mye” (“The caster then puts a stake in the pot, and the other players together cover "
                     "it with the same amount”).")

#: One :class:`~hazardlib.evidence.Option` for every value of every field of
#: :class:`Rules`, in the order of the rules: what it means and its evidence.
OPTIONS: tuple[Option, ...] = (
    Option(field="main", value="called", rule="H2", summary="The caster calls any main from 5 to 9.",
           evidence=(_E_CALLED_1911, _E_CALLED_GAZETTE, _E_CALLED_SEED, _E_CALLED_NO)),
    Option(field="main", value="thrown", rule="H2",
           summary="The caster throws until a total from 5 to 9 comes; that total is the main.",
           evidence=(_E_THROWN_HOYLE, _E_THROWN_CHAMBERS, _E_THROWN_COTTON)),
    Option(field="main", value="seven", rule="H2", summary="The main is always 7.", evidence=(_E_SEVEN,)),
    Option(field="nicks", value="english", rule="H3",
           summary="The main nicks; 12 nicks to 6 and 8, 11 to 7; 2 and 3, and every other 11 or 12, are out.",
           evidence=(_E_ENGLISH_1911, _E_ENGLISH_COTTON, _E_ENGLISH_CHAMBERS, _E_ENGLISH_NO)),
    Option(field="nicks", value="direct", rule="H3",
           summary="Only the main nicks; 2, 3, 11 and 12 are always out.", evidence=(_E_DIRECT, _E_DIRECT_CRABS)),
    Option(field="passing", value="three-losses", rule="H6",
           summary="The dice pass after three lost rounds in succession.",
           evidence=(_E_LOSSES_WP, _E_LOSSES_SEED, _E_LOSSES_GAZETTE)),
    Option(field="passing", value="three-throw-outs", rule="H6",
           summary="The dice pass after three rounds lost on the opening throw in succession; any other round "
                   "breaks the run.", evidence=(_E_THROW_OUTS_WORDS, _E_THROW_OUT_1911)),
    Option(field="passing", value="three-throw-outs-win-breaks", rule="H6",
           summary="The dice pass after three rounds lost on the opening throw with no won round between them.",
           evidence=(_E_THROW_OUTS_WORDS, _E_WIN_BREAKS)),
    Option(field="passing", value="rotation", rule="H6", summary="The dice pass after every round.",
           evidence=(_E_ROTATION_NO, _E_ROTATION_CHOICE)),
    Option(field="settlement", value="true-odds", rule="H5",
           summary="A nick pays even money; after a chance the whole stake is paid at the true odds.",
           evidence=(_E_TRUE_ODDS_SEED, _E_TRUE_ODDS_1911)),
    Option(field="settlement", value="even-money", rule="H5",
           summary="The stake is paid at even money; after a chance the odds may be laid as a further bet.",
           evidence=(_E_EVEN_GAZETTE, _E_EVEN_WP, _E_EVEN_COTTON, _E_EVEN_CHAMBERS, _E_EVEN_1911)),
    Option(field="settlement", value="pot", rule="H5",
           summary="The others cover the caster's stake in a pot; a win takes it, a loss shares it by the covers.",
           evidence=(_E_POT,)),
)

_OPTION_INDEX: dict[tuple[str, str], Option] = {(o.field, o.value): o for o in OPTIONS}


@keyword_fields
@dataclass(frozen=True, kw_only=True, slots=True)
class Variant:
    """A named set of rules with the evidence of each of its fields.

    *evidence* maps fields of :class:`Rules` to their evidence for this
    variant (its sources' words, or the book's choice and why); a field it
    leaves out takes the evidence of its value in :data:`OPTIONS`.
    :attr:`sources` and :attr:`assumed` are read from the evidence.

    >>> v = Variant(name="mine", rules=Rules(main="seven"),
    ...             evidence={"passing": (choice("to see how long a hand lasts"),)})
    >>> v.assumed, v.sources[:2]
    (('passing',), ('hazard-house-rules-no', 'britannica1911'))
    >>> Variant(name="mine", rules=Rules(), evidence={"mains": (choice("why not"),)})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidRuleError: evidence names fields of Rules, got 'mains'; allowed: 'main', 'nicks', 'passing', 'settlement'
    """

    name: str
    rules: Rules
    evidence: Mapping[str, tuple[Evidence, ...]] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name:
            raise InvalidRuleError(f"a variant's name must be a non-empty string, got {self.name!r}")
        rules = _check_rules(self.rules)
        object.__setattr__(self, "evidence", variant_evidence(self.evidence, rules, OPTIONS))

    @property
    def sources(self) -> tuple[str, ...]:
        """The bibliography keys of its evidence, in order, each once."""
        return sources_of(self.evidence)

    @property
    def assumed(self) -> tuple[str, ...]:
        """The fields whose only evidence is the book's choice (no source says them)."""
        return assumed_of(self.evidence)


def _silent(what: str) -> tuple[Evidence, ...]:
    return (choice(f"{what} says nothing of it; the variant keeps the book's default (see the table of options)."),)


#: The named variants, each with the evidence of every field of its rules.
#: ``english`` (the default) and ``pall-mall`` have the same rules from two
#: groups of sources.
VARIANTS: dict[str, Variant] = {
    v.name: v
    for v in (
        Variant(
            name="english",
            rules=Rules(),
            evidence={
                "main": (_E_CALLED_1911,),
                "nicks": (_E_ENGLISH_1911,),
                "passing": (_E_LOSSES_WP,),
                "settlement": (_E_EVEN_WP, _E_EVEN_1911),
            },
        ),
        Variant(
            name="pall-mall",
            rules=Rules(),
            evidence={
                "main": (_E_CALLED_GAZETTE,),
                "nicks": (_E_ENGLISH_GAZETTE, choice(
                    "The part of the Gazette read names no nick on 12; the variant keeps the English table.")),
                "passing": (_E_THROW_OUTS_WORDS, _E_LOSSES_GAZETTE),
                "settlement": (_E_EVEN_GAZETTE,),
            },
        ),
        Variant(
            name="hoyle",
            rules=Rules(main=MainRule.THROWN),
            evidence={
                "main": (_E_THROWN_HOYLE, _E_THROWN_CHAMBERS),
                "nicks": (_E_ENGLISH_HOYLE, _E_ENGLISH_CHAMBERS),
                "passing": _silent("The part of Hoyle read, like Chambers,"),
                "settlement": (_E_EVEN_HOYLE, _E_EVEN_CHAMBERS),
            },
        ),
        Variant(
            name="french",
            rules=Rules(nicks=NickTable.DIRECT),
            evidence={
                "main": _silent("Steinmetz's paragraph on the French game"),
                "nicks": (_E_DIRECT, _E_DIRECT_CRABS),
                "passing": _silent("Steinmetz's paragraph on the French game"),
                "settlement": (choice(
                    "The banquier lays odds, but not fair ones, and no rate is given; the variant pays even money, "
                    "the simplest settlement the sentence allows.",
                    source="steinmetz1870", locator=_STEINMETZ,
                    quote='In no case is an equal rate of odds between main and chance laid by the French '
                          '"banquier,"'),),
            },
        ),
        Variant(
            name="home",
            rules=Rules(passing=Passing.ROTATION, settlement=Settlement.POT),
            evidence={
                "main": (_E_CALLED_NO,),
                "nicks": (_E_ENGLISH_NO,),
                "passing": (_E_ROTATION_NO, _E_ROTATION_CHOICE),
                "settlement": (_E_POT,),
            },
        ),
        Variant(
            name="home-seven",
            rules=Rules(main=MainRule.SEVEN, passing=Passing.ROTATION, settlement=Settlement.POT),
            evidence={
                "main": (_E_SEVEN,),
                "nicks": (_E_ENGLISH_NO,),
                "passing": (_E_ROTATION_NO, _E_ROTATION_CHOICE),
                "settlement": (_E_POT,),
            },
        ),
        Variant(
            name="wikipedia-seed",
            rules=Rules(settlement=Settlement.TRUE_ODDS),
            evidence={
                "main": (_E_CALLED_SEED,),
                "nicks": (stated(_SEED, "seed text 003, line 33",
                                 "with a main of 6 or 8, he throws out with an 11 but nicks with a 12",
                                 note="Lines 25 to 36 and the table of lines 50 to 55 give the whole English table "
                                      "of nicks and outs."),),
                "passing": (_E_LOSSES_SEED,),
                "settlement": (_E_TRUE_ODDS_SEED,),
            },
        ),
    )
}

#: The sources of each rules option (bibliography keys), from :data:`OPTIONS`:
#: the works that state or imply it (the book's choice is not a source).
OPTION_SOURCES: dict[NamedEnum, tuple[str, ...]] = {
    member: tuple(dict.fromkeys(
        e.source for e in _OPTION_INDEX[name, option_key(member)].evidence
        if e.source and e.reading is not Reading.CHOICE))
    for name, kind in (("main", MainRule), ("nicks", NickTable), ("passing", Passing), ("settlement", Settlement))
    for member in kind
}

DEFAULT_RULES = Rules()


def variant(name: str) -> Variant:
    """The named variant.

    >>> variant("home-seven").sources
    ('hazard-house-rules-no',)
    >>> variant("crabs")
    Traceback (most recent call last):
        ...
    hazardlib.errors.UnknownVariantError: unknown variant 'crabs'; allowed: 'english', 'pall-mall', 'hoyle', 'french', 'home', 'home-seven', 'wikipedia-seed'
    """
    if not isinstance(name, str) or name not in VARIANTS:
        allowed = ", ".join(repr(n) for n in VARIANTS)
        raise UnknownVariantError(f"unknown variant {name!r}; allowed: {allowed}")
    return VARIANTS[name]

