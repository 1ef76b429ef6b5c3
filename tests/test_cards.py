"""Tests of hazardlib.cards: suits, ranks, notation, decks, bad input."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hazardlib.cards import (
    FRENCH_RANKS,
    ITALIAN_RANKS,
    Card,
    Rank,
    Suit,
    check_cards,
    french_40_deck,
    french_deck,
    italian_deck,
    parse_cards,
)
from hazardlib.errors import HazardlibError, InvalidCardError

# -- suits and ranks ------------------------------------------------------


def test_italian_suits_are_the_french_ones() -> None:
    # The correspondence printed in the sources: coppe = hearts (cuori),
    # denari = diamonds (quadri), bastoni = clubs (fiori), spade = spades.
    assert Suit.COPPE is Suit.HEARTS
    assert Suit.DENARI is Suit.DIAMONDS
    assert Suit.BASTONI is Suit.CLUBS
    assert Suit.SPADE is Suit.SPADES
    assert len(Suit) == 4
    assert [s.english for s in Suit] == ["hearts", "diamonds", "clubs", "spades"]
    assert [s.italian for s in Suit] == ["coppe", "denari", "bastoni", "spade"]


def test_italian_figures_are_the_french_ones() -> None:
    assert Rank.FANTE is Rank.JACK
    assert Rank.CAVALLO is Rank.QUEEN
    assert Rank.RE is Rank.KING
    assert Rank.ASSO is Rank.ACE
    assert len(Rank) == 13


def test_ace_low_king_high() -> None:
    # Hoc Mazarin plays king high, ace low.
    assert min(FRENCH_RANKS) is Rank.ACE
    assert max(FRENCH_RANKS) is Rank.KING
    assert list(FRENCH_RANKS) == sorted(FRENCH_RANKS)


def test_figures() -> None:
    assert [r for r in Rank if r.is_figure] == [Rank.JACK, Rank.QUEEN, Rank.KING]
    assert Card.parse("Cc").is_figure and not Card.parse("7c").is_figure


# -- notation -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("KD", Rank.KING, Suit.DIAMONDS),
        ("K♦", Rank.KING, Suit.DIAMONDS),
        ("Rd", Rank.KING, Suit.DIAMONDS),
        ("7c", Rank.SEVEN, Suit.HEARTS),  # c = coppe = hearts
        ("7C", Rank.SEVEN, Suit.CLUBS),  # C = clubs
        ("Cc", Rank.QUEEN, Suit.HEARTS),  # cavallo di coppe
        ("Fb", Rank.JACK, Suit.CLUBS),  # fante di bastoni
        ("As", Rank.ACE, Suit.SPADES),
        ("TH", Rank.TEN, Suit.HEARTS),
        ("10♥", Rank.TEN, Suit.HEARTS),
        ("9♠", Rank.NINE, Suit.SPADES),
        ("  QS ", Rank.QUEEN, Suit.SPADES),
    ],
)
def test_parse(text: str, rank: Rank, suit: Suit) -> None:
    assert Card.parse(text) == Card(rank, suit)


def test_print_both_notations() -> None:
    card = Card(Rank.KING, Suit.DENARI)
    assert str(card) == "KD"
    assert card.french(symbols=True) == "K♦"
    assert card.italian() == "Rd"
    assert repr(card) == "Card.parse('KD')"
    assert Card(Rank.TEN, Suit.HEARTS).french(symbols=True) == "T♥"


@pytest.mark.parametrize("card", french_deck())
def test_repr_and_french_round_trip(card: Card) -> None:
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.parse(str(card)) == card
    assert Card.parse(card.french(symbols=True)) == card


@pytest.mark.parametrize("card", italian_deck())
def test_italian_round_trip(card: Card) -> None:
    assert Card.parse(card.italian()) == card


def test_no_string_reads_as_two_different_cards() -> None:
    # Every spelling of every card, in both systems, names exactly one card:
    # the table of spellings has no collisions.
    spellings: dict[str, Card] = {}
    for card in french_deck():
        names = {str(card), card.french(symbols=True)}
        if card.rank in ITALIAN_RANKS:
            names.add(card.italian())
        for name in names:
            assert spellings.setdefault(name, card) == card
    assert len(spellings) == 52 * 2 + 40


@given(st.text(max_size=4))
def test_parse_any_text_gives_a_card_or_the_project_error(text: str) -> None:
    try:
        card = Card.parse(text)
    except InvalidCardError as error:
        assert repr(text) in str(error)
    else:
        assert isinstance(card, Card)


def test_cards_are_frozen_hashable_and_sortable() -> None:
    card = Card.parse("7d")
    with pytest.raises(AttributeError):
        card.rank = Rank.SIX  # type: ignore[misc]
    assert len({Card.parse("7d"), Card.parse("7D"), Card.parse("7♦")}) == 1
    assert sorted(parse_cards("KS AH 7D 7C")) == list(parse_cards("AH 7D 7C KS"))


# -- decks ----------------------------------------------------------------


def test_italian_deck() -> None:
    deck = italian_deck()
    assert len(deck) == 40 and len(set(deck)) == 40
    assert {c.rank for c in deck} == set(ITALIAN_RANKS)
    assert all(sum(1 for c in deck if c.suit is s) == 10 for s in Suit)
    assert not any(c.rank in (Rank.EIGHT, Rank.NINE, Rank.TEN) for c in deck)


def test_french_40_is_the_same_cards() -> None:
    assert set(french_40_deck()) == set(italian_deck())
    assert set(french_40_deck()) < set(french_deck())


def test_french_deck() -> None:
    deck = french_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    assert set(deck) == {Card(r, s) for r, s in itertools.product(Rank, Suit)}


# -- what Hoc Mazarin needs -------------------------------------------------


def test_hocs_can_be_named() -> None:
    # The six hocs of Hoc Mazarin: the four kings, the queen of spades and
    # the jack of diamonds.
    hocs = parse_cards("KH KD KC KS QS JD")
    assert len(hocs) == 6
    assert set(hocs) <= set(french_deck())


# -- bad input ------------------------------------------------------------


@pytest.mark.parametrize(
    "text", ["kd", "K", "", "1D", "11H", "KX", "Rc ", "8d", "Fd7", "KDD", "Tc", "C♦"]
)
def test_unknown_notation(text: str) -> None:
    if text == "Rc ":  # a valid Italian card with a trailing space is fine
        assert Card.parse(text) == Card(Rank.KING, Suit.HEARTS)
        return
    with pytest.raises(InvalidCardError, match=r"unknown card notation .*allowed: French: a rank A"):
        Card.parse(text)


def test_unknown_notation_quotes_the_value() -> None:
    with pytest.raises(InvalidCardError, match=r"^unknown card notation 'ZZ'; allowed"):
        Card.parse("ZZ")
    with pytest.raises(InvalidCardError, match=r"unknown card notation 12; allowed"):
        Card.parse(12)  # type: ignore[arg-type]


def test_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        Card.parse("zz")
    with pytest.raises(HazardlibError):
        Card.parse("zz")


def test_bad_constructor_fields() -> None:
    with pytest.raises(InvalidCardError, match=r"rank must be a Rank, like Rank.KING, got 13"):
        Card(13, Suit.HEARTS)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError, match=r"suit must be a Suit, like Suit.DIAMONDS, got 'D'"):
        Card(Rank.KING, "D")  # type: ignore[arg-type]


def test_no_italian_spelling_for_8_9_10() -> None:
    for text in ("8H", "9D", "TS"):
        with pytest.raises(InvalidCardError, match=r"the Italian deck has no rank \d+; allowed ranks: A, 2 to 7, F, C, R"):
            Card.parse(text).italian()


def test_same_card_twice() -> None:
    with pytest.raises(InvalidCardError, match=r"the same card twice: 'KD' in 'Rd KD'"):
        parse_cards("Rd KD")
    with pytest.raises(InvalidCardError, match=r"the same card twice: '7H'"):
        check_cards([Card.parse("7c"), Card.parse("7H")])


def test_eight_in_a_40_card_hand() -> None:
    with pytest.raises(InvalidCardError, match=r"card '8C' is not in the 40-card deck; allowed ranks"):
        parse_cards("7c 8C", deck=italian_deck())
    with pytest.raises(InvalidCardError, match=r"card 'TH' is not in the deck; allowed: "):
        parse_cards("TH", deck=parse_cards("AH 2H"))


def test_not_cards() -> None:
    with pytest.raises(InvalidCardError, match=r"expected a Card, got 'KD'"):
        check_cards(["KD"])  # type: ignore[list-item]
    with pytest.raises(InvalidCardError, match=r"cards must be a string like '7d Rd', got 7"):
        parse_cards(7)  # type: ignore[arg-type]
