"""Settlement of a decided round (Rule H5): the caster's net gain and every player's exact transfer.

A round pays the stake at even money with an optional odds bet, or the
setter lays true odds on the whole stake, or the home pot is split in
proportion to the covers (``rules.settlement``). Whatever the rule, the
transfers are exact and add up to zero.

>>> from hazardlib.hazard.settlement import settle
>>> from hazardlib.hazard.throws import Round
>>> settle(Round.replay("4-1 2-3", main=7), stake=10, covers={"Bo": 10}, caster="Ann")
{'Ann': Fraction(10, 1), 'Bo': Fraction(-10, 1)}
>>> settle(Round.replay("4-1 2-3", main=7), stake=10, covers={"Bo": 10}, caster="Ann", odds_bet=10)
{'Ann': Fraction(25, 1), 'Bo': Fraction(-25, 1)}
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from hazardlib._checks import check_stake
from hazardlib.errors import IllegalActionError, InvalidRuleError, InvalidStakeError
from hazardlib.hazard.odds import setter_odds
from hazardlib.hazard.rules import Rules, Settlement, Stake  # Rules: for the doctests
from hazardlib.hazard.throws import Result, Round

__all__ = ["caster_net", "settle"]

def _check_decided(round: object) -> Round:
    if not isinstance(round, Round):
        raise IllegalActionError(f"settlement needs a hazard.Round, like Round.replay('3-4', main=7), got {round!r}")
    if not round.decided:
        raise IllegalActionError(
            f"the round is not decided yet (throws {str(round)!r}); settle it when it is over"
        )
    return round


def caster_net(round: Round, stake: Stake, *, odds_bet: Stake = 0) -> Fraction:
    """The caster's net gain on a decided round, under the round's settlement.

    Implements :ref:`Rule H5, settlement <hazard-rule-settlement>` for the
    caster.

    With even money or the pot every win pays the stake; with true odds a
    nick pays the stake, an out loses it, and after a chance a win pays
    ``stake * setter_odds(main, chance)``. *odds_bet* is an extra amount laid
    at true odds once a chance is thrown (not with the pot).

    >>> r = Round.replay("4-1 6-2 3-2", main=7)   # main 7, chance 5, won
    >>> caster_net(r, 10)
    Fraction(10, 1)
    >>> caster_net(r, 10, odds_bet=10) - caster_net(r, 10)
    Fraction(15, 1)
    >>> caster_net(Round.replay("4-1 6-2 3-2", main=7, rules=Rules(settlement="true-odds")), 10)
    Fraction(15, 1)
    >>> caster_net(Round.start(7), 10)
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: the round is not decided yet (throws ''); settle it when it is over
    """
    amount = check_stake(stake)
    extra = check_stake(odds_bet, "odds_bet")
    round = _check_decided(round)
    settlement = round.rules.settlement
    won = round.result is Result.WIN
    if extra:
        if settlement is Settlement.POT:
            raise InvalidRuleError("the pot has no odds bet: odds_bet must be 0 with settlement 'pot'")
        if round.chance is None:
            raise IllegalActionError(
                f"an odds bet needs a chance, but the round ended on the opening throw ({round})"
            )
    assert round.main is not None  # a decided round has a main
    odds = setter_odds(round.main, round.chance) if round.chance is not None else Fraction(1)
    if won:
        net = amount * odds if settlement is Settlement.TRUE_ODDS else amount
    else:
        net = -amount
    if extra:
        net += extra * odds if won else -extra
    return net


def _check_covers(covers: Mapping[str, Stake], stake: Fraction, caster: str) -> dict[str, Fraction]:
    if not isinstance(covers, Mapping) or not covers:
        raise InvalidStakeError(f"covers must be a non-empty mapping player -> amount, got {covers!r}")
    checked: dict[str, Fraction] = {}
    for player, amount in covers.items():
        if not isinstance(player, str) or not player or player == caster:
            raise InvalidStakeError(
                f"a coverer must be a player name other than the caster {caster!r}, got {player!r}"
            )
        checked[player] = check_stake(amount, f"cover of {player}")
    total = sum(checked.values(), Fraction(0))
    if total != stake:
        raise InvalidStakeError(
            f"covers must add up to the caster's stake {stake}, got {total} ({covers!r})"
        )
    return checked


def settle(
    round: Round,
    *,
    stake: Stake,
    covers: Mapping[str, Stake],
    caster: str = "caster",
    odds_bet: Stake = 0,
) -> dict[str, Fraction]:
    """Exact transfers for a decided round: the caster's net, and each coverer's share of its negative.

    Coverers (the setter, or the other players as a group) cover the caster's
    stake in any shares adding up to it; whatever the caster wins or loses is
    split in proportion to the covers. The transfers sum to zero. Implements
    :ref:`Rule H5, settlement <hazard-rule-settlement>` for every player.

    >>> r = Round.replay("1-2", main=7, rules=Rules.variant("home"))   # an out
    >>> settle(r, stake=12, covers={"Ann": 6, "Bo": 4, "Cy": 2}, caster="Dag")
    {'Dag': Fraction(-12, 1), 'Ann': Fraction(6, 1), 'Bo': Fraction(4, 1), 'Cy': Fraction(2, 1)}
    >>> settle(r, stake=12, covers={"Ann": 6, "Bo": 4})
    Traceback (most recent call last):
        ...
    hazardlib.errors.InvalidStakeError: covers must add up to the caster's stake 12, got 10 ({'Ann': 6, 'Bo': 4})
    >>> settle(None, stake=12, covers={"Ann": 12})
    Traceback (most recent call last):
        ...
    hazardlib.errors.IllegalActionError: settlement needs a hazard.Round, like Round.replay('3-4', main=7), got None
    """
    round = _check_decided(round)
    amount = check_stake(stake)
    if not isinstance(caster, str) or not caster:
        raise InvalidStakeError(f"caster must be a non-empty player name, got {caster!r}")
    checked = _check_covers(covers, amount, caster)
    net = caster_net(round, amount, odds_bet=odds_bet)
    transfers = {caster: net}
    for player, cover in checked.items():
        transfers[player] = -net * cover / amount if amount else Fraction(0)
    return transfers
