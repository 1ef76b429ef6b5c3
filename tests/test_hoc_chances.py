"""The exact chance that a declaration beats every other hand (hoc.beat_chance), checked two ways.

Against a count of every deal, declaration by declaration with the engine's
own comparison (small sets of unseen cards, every reading of the sequence
and the tricon), and against values worked out by hand for full hands: a
whole suit of hearts, which only a whole other suit can tie, and a brelan of
kings, which only a four of a kind beats (by inclusion and exclusion over
the ranks).
"""

from __future__ import annotations

import itertools
import math
import random
from fractions import Fraction

import pytest

from hazardlib import hoc
from hazardlib.cards import Rank
from hazardlib.errors import InvalidCardError, InvalidOutcomeError
from hazardlib.hoc import Rules, Stake
from hazardlib.hoc.combinations import SORTED_DECK, as_hand, declaration, declaration_key

READINGS = [Rules(), Rules(players=2), Rules(sequence_suits="any"), Rules(sequence_order="length"),
            Rules(tricon_order="rank"), Rules(players=2, sequence_suits="any", sequence_order="length")]


def _by_every_deal(hand: tuple[hoc.Card, ...], stake: Stake, rules: Rules, sizes: list[int],
                   unseen: list[hoc.Card]) -> Fraction:
    mine = declaration_key(declaration(hand, stake, rules), rules)
    below = total = 0
    second = sizes[1] if len(sizes) > 1 else None
    for a in itertools.combinations(unseen, sizes[0]):
        rest = [c for c in unseen if c not in a]
        for b in itertools.combinations(rest, second) if second else [None]:
            total += 1
            hands = [a] if b is None else [a, b]
            below += all(declaration_key(declaration(tuple(sorted(h)), stake, rules), rules) < mine for h in hands)
    return Fraction(below, total)


@pytest.mark.parametrize("seed", range(6))
def test_the_chance_is_the_count_of_every_deal(seed: int) -> None:
    rnd = random.Random(seed)
    compared = 0
    while compared < 60:
        rules = rnd.choice(READINGS)
        ranks = rnd.sample(range(1, 14), rnd.randint(5, 8))
        deck = [c for c in SORTED_DECK if int(c.rank) in ranks]
        rnd.shuffle(deck)
        k = rnd.randint(3, 6)
        hand = tuple(sorted(deck[:k]))
        sizes = [rnd.randint(1, 4) for _ in range(rules.players - 1)]
        unseen = deck[k : k + sum(sizes) + rnd.randint(0, 4)]
        if sum(sizes) > len(unseen):
            continue
        for stake in Stake:
            got = hoc.beat_chance(hand, stake, rules=rules, sizes=sizes, unseen=unseen)
            assert got == _by_every_deal(hand, stake, rules, sizes, unseen), (rules, stake, hand, sizes, unseen)
            compared += 1


def test_a_whole_suit_is_tied_only_by_another_whole_suit() -> None:
    # Two players: 13 hearts (85 card points) and two spades; the other hand of 15 from the
    # 37 unseen cards ties (and so is not below) only with all 13 diamonds or all 13 clubs,
    # plus 2 of the other 24 cards; both at once would need 26 cards.
    hand = "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2S 3S"
    tied = 2 * math.comb(24, 2)
    assert hoc.beat_chance(hand, Stake.POINT, rules=Rules(players=2)) == 1 - Fraction(tied, math.comb(37, 15))


def test_a_brelan_of_kings_is_beaten_only_by_a_four_of_a_kind() -> None:
    # Three players: my 12 cards hold three kings and one card of each of the ranks A to 9, so
    # the ranks T, J and Q are the only ones whose four cards are all unseen. A four of one of
    # them in either of the other hands (12 each from 40) beats the brelan; nothing else does.
    # Inclusion and exclusion over the (rank, hand) pairs, each rank in at most one hand.
    hand = "KH KD KC AH 2D 3C 4S 5H 6D 7C 8S 9H"
    free = 3
    deals = math.comb(40, 12) * math.comb(28, 12)
    some_four = 0
    for k1 in range(free + 1):
        for k2 in range(free - k1 + 1):
            if k1 + k2 == 0:
                continue
            pick = math.comb(free, k1) * math.comb(free - k1, k2)
            rest = 40 - 4 * k1 - 4 * k2
            ways = math.comb(rest, 12 - 4 * k1) * math.comb(rest - (12 - 4 * k1), 12 - 4 * k2)
            some_four -= (-1) ** (k1 + k2) * pick * ways
    assert hoc.beat_chance(hand, Stake.TRICON) == 1 - Fraction(some_four, deals)


def test_what_nothing_can_beat_and_what_cannot_win() -> None:
    assert hoc.beat_chance("KH KD KC KS 2H 3H 4H 5C 6C 7C 9S TS", Stake.TRICON) == 1
    assert hoc.beat_chance("KH KD KC KS 2H 3H 4H 5C 6C 7C 9S TS", Stake.TRICON, rules=Rules(tricon_order="rank")) == 1
    # No sequence: nothing is below nothing.
    assert hoc.beat_chance("AH 2D 4C 6S 8H TD QC AS 3D 5C 7S 9H", Stake.SEQUENCE) == 0


def test_bad_arguments_are_refused_with_the_projects_errors() -> None:
    with pytest.raises(InvalidOutcomeError, match=r"stake must be a Stake or one of \['point', 'sequence', 'tricon'\], got 'Point'"):
        hoc.beat_chance("AH 2H 3H", "Point")
    with pytest.raises(InvalidOutcomeError, match=r"one hand size for each other player \(2 under these rules\), got \[12\]"):
        hoc.beat_chance("AH 2H 3H", Stake.POINT, sizes=[12])
    with pytest.raises(InvalidOutcomeError, match=r"hands of \[3, 3\] cards need 6 unseen cards, got 4"):
        hoc.beat_chance("AH 2H 3H", Stake.POINT, sizes=[3, 3], unseen="4H 5H 6H 7H")
    with pytest.raises(InvalidCardError, match=r"share a card"):
        hoc.beat_chance("AH 2H 3H", Stake.POINT, sizes=[1, 1], unseen="3H 5H 6H 7H")
    with pytest.raises(InvalidCardError, match=r"at least one card, got none"):
        hoc.beat_chance("", Stake.POINT)
    with pytest.raises(InvalidOutcomeError, match=r"a hand size must be an int in 1 to 52, got 0"):
        hoc.beat_chance("AH", Stake.POINT, sizes=[0, 1])


CLAIMS = ["four of K", "brelan of 7", "brelan of K", "tierce to 5", "quart to 8", "quint to K", "quint to 9"]


@pytest.mark.parametrize("seed", range(4))
def test_the_refutation_chances_are_the_count_of_every_deal(seed: int) -> None:
    from hazardlib.hoc.auction import refutes

    rnd = random.Random(100 + seed)
    for _ in range(40):
        rules = rnd.choice(READINGS)
        claim = hoc.Combination.parse(rnd.choice(CLAIMS))
        top = int(claim.top)
        near = [c for c in SORTED_DECK if top - claim.length - 1 <= int(c.rank) <= top]
        rnd.shuffle(near)
        sizes = [rnd.randint(1, 4) for _ in range(rules.players - 1)]
        unseen = near[: sum(sizes) + rnd.randint(0, 5)]
        if sum(sizes) > len(unseen):
            continue
        nobody = refuting = total = 0
        second = sizes[1] if len(sizes) > 1 else None
        for a in itertools.combinations(unseen, sizes[0]):
            rest = [c for c in unseen if c not in a]
            for b in itertools.combinations(rest, second) if second else [None]:
                hands = [a] if b is None else [a, b]
                r = sum(refutes(tuple(h), claim, rules) for h in hands)
                total += 1
                nobody += r == 0
                refuting += r
        # The claimant holds a card outside the unseen ones (his hand only has to be one).
        mine = next(c for c in SORTED_DECK if c not in unseen)
        assert hoc.refute_chances((mine,), claim, rules=rules, sizes=sizes, unseen=unseen) == (
            Fraction(nobody, total), Fraction(refuting, total)), (rules, claim, sizes, unseen)


def test_a_four_of_kings_with_every_other_king_unseen() -> None:
    # Two players, the claimant holds no king: the other hand of 15 from 37 unseen cards holds
    # no king in C(33, 15) / C(37, 15) of the deals, and then cannot refute the four of kings.
    hand = [c for c in SORTED_DECK if c.rank != Rank.KING][33:]
    nobody, expected = hoc.refute_chances(hand, "four of K", rules=Rules(players=2))
    assert nobody == Fraction(math.comb(33, 15), math.comb(37, 15)) and expected == 1 - nobody
