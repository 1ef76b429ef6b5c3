"""What the sources of Hoc Mazarin say of each option: the evidence of :data:`OPTIONS`.

One :class:`~hazardlib.evidence.Option` for every value of every field of
:class:`~hazardlib.hoc.rules.Rules`, in the order of the rules: the rule it
belongs to, what it means, and its evidence (:mod:`hazardlib.evidence`: the
source, where it says it, in its own words, and whether it is stated,
inferred or the book's choice). :mod:`hazardlib.hoc.rules` builds the
variants' evidence and :data:`~hazardlib.hoc.rules.OPTION_SOURCES` from it.
"""

from __future__ import annotations

from hazardlib.evidence import Evidence, Option, choice, inferred, stated

__all__ = ["OPTIONS"]

#: What each opponent pays the player who goes out, by the cards left in his
#: hand (index 0 to 15), as the sources give it (the evidence of ``cards_left``
#: below); :data:`hazardlib.hoc.rules.CARDS_LEFT` is this table.
CARDS_LEFT: tuple[int, ...] = (0, 6, 8, 3, 4, 5, 6, 7, 8, 9, 20, 22, 24, 26, 28, 30)

_ENC = "encyclopedie-hoc"
_AJO = "academie-jeux-oublies-hoc"
_WP = "wikipedia-en-hoc-mazarin"


def _in_translation(line: str) -> str:
    # The English article's rules past its Preliminaries were read only in the
    # project's Russian machine translation (its source 002): the words quoted are
    # the translation's, and the line is the translation's.
    return f"the project's Russian machine translation of the article, line {line}"


def _stage(line: str) -> str:
    # The article's two stages: the auctions and payments (to line 45 of the
    # translation), then the play of the cards.
    return "“Stage 1”" if int(line) < 46 else "“Stage 2”"


def _stated_ru(line: str, quote: str, *, lang: str = "ru", rendering: str, note: str = "") -> Evidence:
    """The article says it, read in the Russian translation: the quotation is the translation's words."""
    return stated(_WP, _stage(line), quote, lang=lang, rendering=rendering, note=note,
                  translation=_in_translation(line))

_E_PLAYERS = (
    stated(_ENC, "t. 8, p. 241", "Le hoc mazarin se joue à deux ou trois personnes", lang="fr",
           rendering="Hoc Mazarin is played by two or three persons"),
    stated(_AJO, "§ 1", "Le Hoc Mazarin se joue à deux ou trois personnes avec un jeu de 52 cartes.", lang="fr",
           rendering="Hoc Mazarin is played by two or three persons with a pack of 52 cards."),
)
_E_HAND_ENC = stated(
    _ENC, "t. 8, p. 241", "dans le premier cas, on donne quinze cartes à chacun ; & dans le second, douze", lang="fr",
    rendering="in the first case fifteen cards are given to each; and in the second, twelve",
    note="The two cases are those of the same sentence: two persons or three.")
_E_HAND_AJO = stated(_AJO, "§ 1", "À deux joueurs, chacun reçoit 15 cartes, et à trois seulement 12.", lang="fr",
                     rendering="With two players each receives 15 cards, and with three only 12.")
_E_ANTE = stated(
    _ENC, "t. 8, p. 242", "mis trois jettons au jeu l'un pour le point, le second pour la séquence, & l'autre pour le tricon",
    lang="fr", rendering="three jetons put into play, one for the point, the second for the sequence, and the other for the tricon")
_E_RAISE = stated(
    _ENC, "t. 8, p. 242",
    "On ne peut renvier sur celui qui renvie que vingt jettons au-dessus, & ainsi de ceux qui suivent en montant "
    "toujours de vingt. L’on peut cependant convenir de moins", lang="fr",
    rendering="One may raise over a raiser only twenty jetons above, and so for those who follow, always rising by "
              "twenty. One may however agree on less")
_E_HOC = stated(
    _ENC, "t. 8, p. 242",
    "Les hocs sont les quatre rois, la dame de pique & le valet de carreau ; chacune de ces cartes vaut un jetton à "
    "celui qui la jette.", lang="fr",
    rendering="The hocs are the four kings, the queen of spades and the jack of diamonds; each of these cards is "
              "worth a jeton to whoever plays it.")
_E_DOUBLE_PASSED = stated(
    _ENC, "t. 8, p. 242",
    "Si on passoit du point de la séquence & du tricon, & que par conséquent on ne tirât rien, on double l'enjeu "
    "pour le coup suivant", lang="fr",
    rendering="If the point, the sequence and the tricon were passed, and so nothing was drawn, the stake is "
              "doubled for the next deal")
_E_EACH_ENC = stated(
    _ENC, "t. 8, p. 242",
    "tire un jetton de chaque joueur pour chaque séquence simple qu'il a en main. La premiere qui vaut, fait valoir "
    "à celui qui l'a toutes les moindres qui seroient encore dans sa main.", lang="fr",
    rendering="draws one jeton from each player for each simple sequence he holds. The first one that counts makes "
              "all the lesser ones still in his hand count for its holder.")
_E_LOWER_WP = _stated_ru("37", "Победитель может претендовать на оплату как за более низкую комбинацию, так и за объявленную.",
    lang="ru", rendering="The winner may claim payment for a lower combination as well as for the declared one.")
_E_TABLE = (
    _stated_ru("37", "Выплаты за Sequence и Tricon в обычной игре составляют:", lang="ru",
           rendering="The payments for Sequence and Tricon in the ordinary game are:",
           note="The table that follows (lines 38 to 42) pays a tierce, a quart and a quint 1, 2 and 3, or 2, 3 "
                "and 4 when major; a brelan 2, or 4 when major; four of a kind 4, or 8 when major."),
    _stated_ru("43",
           "«Старшая» комбинация — это комбинация, в которой король является единственной или старшей картой.",
           lang="ru", rendering="A ‘major’ combination is one in which the king is the only or the highest card."),
)
_E_FINE = _stated_ru("50",
    "Если вы можете, играть обязательно; игрок, незаконно удерживающий карту назад, оштрафован на 5 жетонов.",
    lang="ru", rendering="If you can, you must play; a player illegally holding a card back is fined 5 jetons.")
_E_CLAIM_TIMING = choice(
    "Naming the claim after the others have passed, as the engine does, is the book's choice: in the sources the "
    "combination is announced (accuser) in the auction.",
    source=_ENC, locator="t. 8, p. 242", quote="Le premier commence par accuser le point", lang="fr",
    rendering="The first begins by announcing his point")

#: One :class:`~hazardlib.evidence.Option` for every value of every field of
#: :class:`Rules`, in the order of the rules: what it means and its evidence.
OPTIONS: tuple[Option, ...] = (
    Option(field="players", value="3", rule="M1", summary="Two or three players; three by default.",
           evidence=_E_PLAYERS),
    Option(field="hand_size", value="None", rule="M1",
           summary="15 cards each with two players, 12 with three.", evidence=(_E_HAND_ENC, _E_HAND_AJO)),
    Option(field="counters", value="100", rule="M2", summary="Each player starts with 100 counters.", evidence=(
        stated(_AJO, "§ 2", "Au début de la partie, chaque joueur reçoit un lot de 20 jetons et 8 fiches. La fiche "
               "valant 10 jetons, la prise des joueurs est équivalente à 100 jetons.", lang="fr",
               rendering="At the start of the game each player receives 20 jetons and 8 fiches. The fiche being "
                         "worth 10 jetons, each player's stake is equivalent to 100 jetons."),
        stated(_WP, "“Preliminaries”", "Each player is typically given 20 jetons and 8 fiches at the start of the "
               "game, the equivalent of 100 jetons."),
    )),
    Option(field="table_stakes", value="True", rule="M2",
           summary="Nobody may hold or raise beyond the counters in front of him.", evidence=(
               choice("No source read bounds the raises as a whole, only each raise (20 at most); the counters a "
                      "player has are the bound players would use, and with the 100 counters of each player's "
                      "prise it is a real one, so that every deal ends.", source=_AJO, locator="§ 2",
                      quote="la prise des joueurs est équivalente à 100 jetons", lang="fr",
                      rendering="each player's stake is equivalent to 100 jetons"),)),
    Option(field="table_stakes", value="False", rule="M2",
           summary="Counters may go below zero (a debt); the raises are then capped by max_raises.", evidence=(
               choice("No source read says what happens when a player has no counters left; a debt lets every "
                      "deal be played out, and the cap on raises (max_raises, required then) lets it end."),)),
    Option(field="ante", value="1", rule="M3", summary="One counter from each player into each of the three pools.",
           evidence=(_E_ANTE,)),
    Option(field="carte_blanche", value="10", rule="M4",
           summary="Each other player pays a lone carte blanche 10 counters.", evidence=(
               _stated_ru("45", "каждый другой игрок платит этому игроку 10 жетонов", lang="ru",
                      rendering="each other player pays that player 10 jetons",
                      note="Paying it at once, before the auctions, and three blank hands paying nothing, as two "
                           "do, are the book's choice."),)),
    Option(field="sequence_suits", value="same", rule="M6", summary="A sequence is of one suit.", evidence=(
        stated("adpoker-hoca", "“La séquence”",
               "La séquence se compose de plusieurs cartes de même couleur qui se suivent immédiatement.", lang="fr",
               rendering="The sequence consists of several cards of the same suit that follow one another "
                         "immediately."),
        inferred("rtbf-aide-memoire-cartes", "“Les suites”",
                 "In piquet, one of the three games the Encyclopédie says Hoc is mixed of, a sequence is of one "
                 "suit; the part of the Encyclopédie's article read for this book does not define the sequence.",
                 quote="Une suite de cartes de la même couleur marque", lang="fr",
                 rendering="A run of cards of the same suit scores"),
    )),
    Option(field="sequence_suits", value="any", rule="M6", summary="A sequence may mix suits.", evidence=(
        choice("A literal reading of a silence: Wikipedia's sentence names no suit, but does not say that suits "
               "may be mixed.", source=_WP, locator="“Stage 1”", translation=_in_translation("30"), quote="Самая длинная серия карт в руке",
               lang="ru", rendering="The longest run of cards in the hand"),)),
    Option(field="sequence_order", value="length", rule="M6",
           summary="A longer run beats a shorter one, then the top card decides.", evidence=(
               choice("As in piquet, where a longer run beats a shorter one; the Hoc texts read for this book do "
                      "not say it.", source="rtbf-aide-memoire-cartes", locator="“Les suites”",
                      quote="Une 4e au 10 bat une tierce au roi", lang="fr",
                      rendering="A quart to the ten beats a tierce to the king"),)),
    Option(field="sequence_order", value="class", rule="M6",
           summary="Tierce, quart, quint (five cards or more), then the top card decides.", evidence=(
               _stated_ru("30",
                      "«квинта» для пяти или более карт. Если у двух игроков одинаковая последовательность, "
                      "побеждает игрок с самым высоким рейтингом, определяемый самой старшей картой "
                      "последовательности.", lang="ru",
                      rendering="‘quint’ for five or more cards. If two players have the same sequence, the player "
                                "with the higher rank wins, determined by the highest card of the sequence."),)),
    Option(field="tricon_order", value="count", rule="M7",
           summary="Four of a kind beats any brelan, then the rank decides.", evidence=(
               inferred(_WP, "“Stage 1”", translation=_in_translation("31"), note="The book reads “the same tricon” as the same kind, brelan or four of a kind, which the rank "
                        "then separates, as a sequence's name comes before its top card; the table also pays four "
                        "of a kind more than any brelan.",
                        quote="Если у двух игроков одинаковый трикон, они объявляют ранг", lang="ru",
                        rendering="If two players have the same tricon, they announce the rank"),)),
    Option(field="tricon_order", value="rank", rule="M7",
           summary="The higher rank wins; at the same rank four beat three.", evidence=(
               choice("No source read ranks a brelan of kings above four sevens; offered for comparison."),)),
    Option(field="opening_bid", value="0", rule="M8", summary="A bid adds nothing to the antes.", evidence=(
        choice("The opening act is an announcement, and no source read puts a price on it; so only raises add "
               "counters.", source=_ENC, locator="t. 8, p. 242",
               quote="Le premier commence par accuser le point, ou à dire, je passe, s’il voit qu’il est petit, ou à "
                     "renvier s’il est haut", lang="fr",
               rendering="The first begins by announcing his point, or saying ‘I pass’ if he sees it is small, or "
                         "by raising if it is high"),)),
    Option(field="raise_cap", value="20", rule="M8",
           summary="A raise is at most 20 counters above the bid; players may agree on less.", evidence=(
               _E_RAISE,
               _stated_ru("33", "Повышение обычно ограничено максимум 20 жетонами.", lang="ru",
                      rendering="A raise is usually limited to at most 20 jetons."),
           )),
    Option(field="max_raises", value="None", rule="M8",
           summary="No cap on the number of raises but the counters of each player (table stakes).", evidence=(
               choice("The sources cap each raise (20 above the last), not their number; under table stakes the "
                      "counters bound them. Without table stakes the engine requires a cap (max_raises=n, at "
                      "most n raises in one auction), the book's choice, so that a raise war ends."),)),
    Option(field="passed_may_return", value="True", rule="M8",
           summary="A player who passed may come back in when another raises.", evidence=(
               stated(_ENC, "t. 8, p. 242", "s’il passe & que les autres renvient, en disant deux, trois, ou "
                      "quatre au point, il y peut revenir.", lang="fr",
                      rendering="if he passes and the others raise, saying two, three or four on the point, he "
                                "may come back in."),
               stated(_ENC, "t. 8, p. 242", "on accuse la séquence, ou bien l'on dit passe pour y revenir, si on le "
                      "juge à propos, au cas que les autres renvient de leur séquence", lang="fr",
                      rendering="one announces the sequence, or says ‘pass’ so as to come back if one thinks fit, "
                                "in case the others raise on their sequence",
                      note="The part of the article read says it of the point and the sequence; the engine lets "
                           "a passer come back for the tricon too (inferred). Coming back is holding (matching "
                           "the bid) or raising."),
           )),
    Option(field="passed_may_return", value="False", rule="M8",
           summary="A pass is final: the player is out of that stake.", evidence=(
               choice("As Wikipedia's “(it's) good” might be read, though it does not say that a pass is final; "
                      "offered for comparison.", source=_WP, locator="“Stage 1”", translation=_in_translation("33"),
                      quote="сбросить карты, сказав «(это) хорошо»", lang="ru",
                      rendering="drop out by saying ‘(it's) good’"),)),
    Option(field="lone_winner", value="claim", rule="M10",
           summary="A lone winner need not show, and is paid for what he claims, held or not.", evidence=(
               _stated_ru("37",
                      "Карты руки победителя, который является единственным оставшимся игроком, не обязательно "
                      "раскрывать, особенно если комбинация на самом деле не удержана (т. е. это был блеф).",
                      lang="ru",
                      rendering="The hand of a winner who is the only player left need not be revealed, especially "
                                "if the combination is not actually held (that is, it was a bluff)."),
               _E_CLAIM_TIMING,
           )),
    Option(field="lone_winner", value="show", rule="M10",
           summary="A lone winner is paid only for a combination he holds (any of them), or a lower one.",
           evidence=(
               choice("The honest-play reading, against Wikipedia's “need not be revealed”: offered so that what "
                      "a bluff gains can be measured. Any combination held may be claimed, not only the one the "
                      "order of Rule M6 or M7 ranks best, since nothing in the sources limits a player to one."),)),
    Option(field="challenge", value="False", rule="M10",
           summary="A lone winner's claim cannot be challenged once the others have passed.", evidence=(
               inferred(_WP, "“Stage 1”", translation=_in_translation("34"), note="No source read provides a challenge after a pass, or any penalty for a false claim (the "
                        "only fine is for holding back). The sources' check on a bluff is to stay in: several "
                        "players left in declare, and a bluffer then wins at most the pool (line 44).",
                        quote="Если в конце остается только один игрок, он выигрывает именно эту ставку.",
                        lang="ru", rendering="If only one player is left at the end, he wins that stake."),)),
    Option(field="challenge", value="True", rule="M10",
           summary="A player whose own cards refute a lone winner's claim challenges it: the claim is not paid, "
                   "and the claimant pays that player what it would have drawn from him.", evidence=(
               choice("No source read has a challenge. The book offers it because a claim named after the others "
                      "passed is otherwise free even when their own cards prove it false (a player holding a king "
                      "knows that nobody holds four kings). Only a player whose cards refute the claim may "
                      "challenge, so a challenge never fails and costs the challenger nothing; the claimant "
                      "forfeits the claim (he keeps the pool, as a bluffer does in the sources) and pays each "
                      "challenger the amount he claimed from him, so that a refuted bluff costs what it sought."),)),
    Option(field="sequence_table", value=str(((1, 2), (2, 3), (3, 4))), rule="M11",
           summary="Tierce 1, quart 2, quint 3 from each other player; 2, 3, 4 when major.", evidence=_E_TABLE),
    Option(field="tricon_table", value=str(((2, 4), (4, 8))), rule="M11",
           summary="Brelan 2, four of a kind 4 from each other player; 4 and 8 when major.", evidence=_E_TABLE),
    Option(field="sequence_payment", value="each", rule="M11",
           summary="The winner of the sequence or the tricon is paid for the winning combination and every lower "
                   "one of the stake in his hand, at a showdown and alone alike.", evidence=(
               _E_EACH_ENC,
               _E_LOWER_WP,
               inferred(_WP, "“Stage 1”, read in " + _in_translation("37"), note="Both sources pay the winner's lower combinations as well as the winning one; Wikipedia's "
                        "sentence is in its paragraph on the sequence and the tricon and follows the one on the "
                        "lone winner, so the engine pays them for both stakes and to a lone winner too. A lone "
                        "winner who does not show is paid for his claim and for each combination he holds lower "
                        "than it (the book's reading of “may claim”), so that claiming the highest he holds pays "
                        "what a showdown would."),
           )),
    Option(field="sequence_payment", value="declared", rule="M11",
           summary="The winner of the sequence or the tricon is paid for the declared (or claimed) combination "
                   "only.", evidence=(
               choice("The engine's former default. It rests on half of Wikipedia's paragraph, which pays "
                      "“according to the declared combination” and goes on to pay lower combinations too; no "
                      "source read pays the declared combination only.", source=_WP, locator="“Stage 1”", translation=_in_translation("37"),
                      quote="победителю также платят другие игроки в зависимости от объявленной комбинации",
                      lang="ru", rendering="the winner is also paid by the other players according to the declared "
                                           "combination"),)),
    Option(field="double", value="False", rule="M11", summary="The game is played single.", evidence=(
        inferred(_WP, "“Stage 1”", translation=_in_translation("37"), note="The payment table is that of the ordinary game; the book reads “single or double” as a setting "
                 "of the game, single unless the players agree otherwise.",
                 quote="оценивается ли игра одинарной или двойной", lang="ru",
                 rendering="whether the game is valued single or double"),)),
    Option(field="double", value="True", rule="M11",
           summary="The whole game is played double: every sequence and tricon payment ×2.", evidence=(
               inferred(_WP, "“Stage 1”", translation=_in_translation("43"), note="Wikipedia does not say when the game is double; the book reads it as a setting of the "
                        "whole game. That it does not add to a passed stake's doubling (×2, not ×4) is the book's "
                        "choice.",
                        quote="Если стоимость игры удвоена, все вышеуказанные выплаты умножаются на 2.", lang="ru",
                        rendering="If the game is doubled, all the above payments are multiplied by 2."),)),
    Option(field="passed_stake", value="carry-double", rule="M12",
           summary="A stake everyone passed stays on the table and is played double in the next deal.", evidence=(
               _E_DOUBLE_PASSED,
               stated("adpoker-hoca", "“Le point”", "Si tous les joueurs passent, le coup est double pour la fois "
                      "suivante.", lang="fr", rendering="If all the players pass, the deal is double the next time."),
               choice("The Encyclopédie's sentence reads most naturally as all three stakes passed; applying it to "
                      "each stake on its own is the book's choice."),
           )),
    Option(field="passed_stake", value="carry", rule="M12",
           summary="A stake everyone passed stays on the table; its payments stay single.", evidence=(
               choice("No source read carries the pool without doubling; offered to measure what the doubling "
                      "does."),)),
    Option(field="passed_jeton", value="False", rule="M12",
           summary="The winner of a stake played double after a pass is paid as double, and no more.", evidence=(
               choice("The book's default: only the Encyclopédie has the further jeton, and the modern page says "
                      "only that the deal is double; the jeton is offered as passed_jeton=True."),)),
    Option(field="passed_jeton", value="True", rule="M12",
           summary="The winner of a stake played double after a pass also draws one jeton from each other player.",
           evidence=(
               stated(_ENC, "t. 8, p. 242", "gagne double, quoique son jeu soit simple, & tire outre cela un jetton "
                      "de chaque joueur", lang="fr",
                      rendering="wins double, though his game is simple, and draws besides one jeton from each "
                                "player"),)),
    Option(field="holding_back", value="fined", rule="M14",
           summary="A player who holds back the card the run needs is fined.", evidence=(
               _E_FINE,
               choice("The engine sees every hand, so it always catches the player, who pays the fine to each "
                      "opponent; the sources do not say how a player is caught or who receives the fine."),
           )),
    Option(field="holding_back", value="forbidden", rule="M14",
           summary="Holding back is refused: a player must play the card the run needs.", evidence=(
               choice("A teaching option: with it the engine refuses what the sources fine."),)),
    Option(field="holding_back_fine", value="5", rule="M14", summary="The fine for holding back is 5 counters.",
           evidence=(_E_FINE,)),
    Option(field="hoc_payment", value="1", rule="M15", summary="Each opponent pays one counter for a hoc.",
           evidence=(_E_HOC,)),
    Option(field="chance_hoc", value="sleeping", rule="M16",
           summary="A chance hoc is paid like a hoc when the run is stopped by a sleeping card: no hand holds "
                   "a card of the rank the run needs, and one is among the unseen cards.",
           evidence=(
               stated("wikipedia-en-jeux-de-hocs", "“Types of hoc”",
                      "An incidental hoc (hoc accidentel) is one that occurs because the next card in the sequence "
                      "is not held by any player, e.g. because it is concealed within the talon or stock of cards "
                      "left face down on the table."),
               _stated_ru("52",
                      "Случайный случай — это тот, который возникает в результате того, что ни у одного игрока нет "
                      "следующей карты в руке, потому что она спит в когте.", lang="ru",
                      rendering="A chance hoc is one that arises because no player has the next card in hand, "
                                "because it is sleeping in the stock.",
                      note="A run stopped by a card held back is therefore not a chance hoc: the holder is fined "
                           "(Rule M14) and nobody is paid a chance hoc."),
               inferred(_WP, "“Stage 2”", translation=_in_translation("52"), note="The book reads the announcement as a claim paid like a hoc's; the Encyclopédie says only "
                        "of the six hocs that they are worth a jeton.",
                        quote="В случае случайного события игрок объявляет об этом при начале новой "
                              "последовательности.", lang="ru",
                        rendering="In the case of a chance hoc the player announces it when starting the new "
                                  "sequence."),
           )),
    Option(field="chance_hoc", value="any-stop", rule="M16",
           summary="Every run that nobody continues is paid as a chance hoc.", evidence=(
               choice("It pays a run stopped by a card held back, which the definition (“not held by any player”) "
                      "leaves out; offered for comparison."),)),
    Option(field="chance_hoc", value="unpaid", rule="M16", summary="A chance hoc is never paid.", evidence=(
        inferred(_ENC, "t. 8, p. 242", "Only the six hocs are said to be worth a jeton, so a chance hoc may be "
                 "announced and not paid.", quote="chacune de ces cartes vaut un jetton à celui qui la jette",
                 lang="fr", rendering="each of these cards is worth a jeton to whoever plays it"),)),
    Option(field="cards_left", value=str(CARDS_LEFT), rule="M17",
           summary="Whoever goes out is paid by each opponent for the cards left: 1 card 6, 2 cards 8, 3 to 9 "
                   "cards one a card, 10 or more two a card.", evidence=(
               _stated_ru("54",
                      "На 1 карту — 6 жетонов; 2 карты, 8 жетонов; 3–9 карт, по 1 жетону на карту; 10 и более "
                      "карт, по 2 жетона на карту.", lang="ru",
                      rendering="For 1 card, 6 jetons; 2 cards, 8 jetons; 3–9 cards, 1 jeton a card; 10 or more "
                                "cards, 2 jetons a card."),)),
    Option(field="next_dealer", value="right", rule="M18",
           summary="The deal passes to the dealer's right.", evidence=(
               inferred(_AJO, "§ 2", "No source read says who deals next; the book lets the deal go the way of "
                        "play, anticlockwise.",
                        quote="On parle et on joue à son tour dans le sens inverse des aiguilles d'une montre.",
                        lang="fr", rendering="One speaks and plays in turn anticlockwise."),)),
    Option(field="next_dealer", value="winner", rule="M18",
           summary="The player who went out deals next.", evidence=(
               choice("No source read says it; offered for comparison."),)),
)
