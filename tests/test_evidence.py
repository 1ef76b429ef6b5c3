"""Every rules option and every named variant carries its evidence, and the evidence holds.

* every option value of every field of a game's ``Rules`` (an enum's
  members, a ``Literal``'s values, True and False, or a number's default)
  has an :class:`~hazardlib.evidence.Option` with evidence;
* every named variant has evidence for every field of its rules;
* every source is a key of the bibliography; a *stated* reading has a
  locator and a quotation (the constructor refuses it otherwise; checked
  here too, so that no entry escapes by another path);
* the chapters' tables are generated from it, and each edition renders
  every quotation of a language other than its own.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from conf import LANGUAGES  # the book's editions
from hazardlib import evidence as ev

ROOT = Path(__file__).resolve().parent.parent
BIB_KEYS = set(re.findall(r"^@\w+\{([^,\s]+),", (ROOT / "book" / "references.bib").read_text(encoding="utf-8"), re.M))
#: Each edition's catalog language and the language code of its quotations.
EDITIONS = {lang: code for code, (lang, _search, _name) in LANGUAGES.items() if code != "en"}
#: The chapter that prints each game's evidence tables.
CHAPTERS = {"hazard": "hazard", "grand_hazard": "hazard", "sette_e_mezzo": "sette_e_mezzo",
            "sette_e_mezzo_live": "sette_e_mezzo", "hoc": "hoc_mazarin"}
DONE = [game for game in ev.GAMES if hasattr(importlib.import_module(ev.GAMES[game]), "OPTIONS")]


def _module(game: str):  # type: ignore[no-untyped-def]
    return importlib.import_module(ev.GAMES[game])


def _rules_class(m):  # type: ignore[no-untyped-def]
    """The module's rules dataclass (``Rules``; the live game's is ``LiveRules``)."""
    return getattr(m, "Rules", None) or m.LiveRules


def _variant_evidence(m, name: str):  # type: ignore[no-untyped-def]
    """As the book prints it: a variant's ``evidence``, or the module's ``VARIANT_EVIDENCE``."""
    if hasattr(m, "VARIANT_EVIDENCE"):
        return m.VARIANT_EVIDENCE[name]
    return m.VARIANTS[name].evidence


def _all_evidence(game: str) -> list[ev.Evidence]:
    m = _module(game)
    items = [e for o in m.OPTIONS for e in o.evidence]
    items += [e for name in m.VARIANTS for es in _variant_evidence(m, name).values() for e in es]
    return items


def test_the_games_with_evidence() -> None:
    # Hazard and Grand Hazard carry their evidence; the other games follow (issue 9).
    assert {"hazard", "grand_hazard"} <= set(DONE)


@pytest.mark.parametrize("game", DONE)
def test_every_option_value_has_evidence(game: str) -> None:
    m = _module(game)
    have = {(o.field, o.value) for o in m.OPTIONS}
    wanted = {(f, v) for f, values in ev.field_values(_rules_class(m)).items() for v in values}
    assert not wanted - have, f"options without evidence: {sorted(wanted - have)}"
    assert not have - wanted, f"evidence for options that do not exist: {sorted(have - wanted)}"
    assert len(have) == len(m.OPTIONS), "an option is documented twice"


@pytest.mark.parametrize("game", DONE)
def test_every_variant_has_evidence_for_every_field(game: str) -> None:
    m = _module(game)
    names = set(ev.field_values(_rules_class(m)))
    for name in m.VARIANTS:
        fields = _variant_evidence(m, name)
        assert set(fields) == names, f"{name}: fields without evidence {sorted(names - set(fields))}"
        assert all(fields[f] for f in names), name


@pytest.mark.parametrize("game", DONE)
def test_every_source_is_in_the_bibliography_and_every_stated_reading_is_quoted(game: str) -> None:
    for e in _all_evidence(game):
        if e.source:
            assert e.source in BIB_KEYS, f"unknown bibliography key {e.source!r}"
        if e.reading is ev.Reading.STATED:
            assert e.locator and e.quote, e
        if e.reading is not ev.Reading.STATED:
            assert e.note, e


def test_the_evidence_refuses_what_a_teacher_could_not_check() -> None:
    from hazardlib.errors import InvalidRuleError

    with pytest.raises(InvalidRuleError, match="needs a quotation"):
        ev.Evidence(reading=ev.Reading.STATED, source="britannica1911", locator="p. 1")
    with pytest.raises(InvalidRuleError, match="needs a locator"):
        ev.Evidence(reading=ev.Reading.STATED, source="britannica1911", quote="calls a main")
    with pytest.raises(InvalidRuleError, match="needs an English rendering"):
        ev.stated("encyclopedie-hoc", "t. 8", "il se joue différemment", lang="fr")
    with pytest.raises(InvalidRuleError, match="note saying why"):
        ev.choice("")


@pytest.mark.parametrize("game", DONE)
def test_the_chapter_prints_the_tables(game: str) -> None:
    text = (ROOT / "book" / f"{CHAPTERS[game]}.md").read_text(encoding="utf-8")
    for kind in ("options", "variants"):
        assert f"```{{evidence-table}} {ev.GAMES[game]}\n:kind: {kind}\n```" in text, (game, kind)


@pytest.mark.parametrize("locale", sorted(EDITIONS))
@pytest.mark.parametrize("game", DONE)
def test_every_edition_renders_the_quotations(game: str, locale: str) -> None:
    """The original words stay; a quotation in another language gets a rendering in the edition's."""
    path = ROOT / "locale" / locale / "LC_MESSAGES" / "book" / f"{CHAPTERS[game]}.po"
    with path.open("rb") as f:
        catalog = {m.id: m.string for m in read_po(f) if m.id}
    problems = []
    for e in _all_evidence(game):
        if not e.quote:
            continue
        msgid = ev.quotation(e)
        msgstr = catalog.get(msgid)
        if not msgstr:
            problems.append(f"no translation of {msgid[:60]!r}")
            continue
        # French sets a non-breaking space before : and ; (a matter of type, not of words).
        text = re.sub("[\u00a0\u202f]", " ", msgstr)
        if e.quote not in text:
            problems.append(f"the original words are lost in {msgstr[:60]!r}")
            continue
        # A rendering follows the words quoted; what comes before them (a translation's name) is not one.
        after = text[text.index(e.quote) + len(e.quote):].strip(" ”“»«\"'.")
        if e.lang != EDITIONS[locale] and len(after) <= 4:
            problems.append(f"no rendering in {locale} of {msgid[:60]!r}")
        elif e.lang == EDITIONS[locale] and len(after) > 4:
            # A quotation in the edition's own language is read as it is.
            problems.append(f"a rendering of words in the edition's own language in {msgstr[:60]!r}")
        if e.translation and len(text[:text.index(e.quote)]) < 20:
            problems.append(f"the translation is not named in {msgstr[:60]!r}")
    assert not problems, f"{path.relative_to(ROOT)}:\n" + "\n".join(problems[:30])


# -- quotations: the source's own words, or a translation that says so (issue 23) --------------

from pybtex.database import parse_file  # type: ignore[import-untyped]  # noqa: E402

BIB = parse_file(str(ROOT / "book" / "references.bib")).entries
#: The project's source texts: the machine translations some quotations were read in.
SOURCES = ROOT.parent / "shared" / "sources"
TRANSLATION_FILES = {"ro": "001_28757922edb467ec.txt", "ru": "002_8edca4036dff8adf.txt"}


def misquoted(e: ev.Evidence) -> str:
    """Why *e*'s quotation is not what it claims to be ('' if it is).

    A quotation is in the language of its source (the .bib's ``langid``,
    English when there is none), unless the record names the translation it
    was read in; a translation in the source's own language is no translation.
    """
    if not e.quote or not e.source:
        return ""
    own = BIB[e.source].fields.get("langid", "en")
    if e.translation and e.lang == own:
        return f"{e.source}: names a translation, but quotes words in the source's own language {own!r}: {e.quote[:50]!r}"
    if not e.translation and e.lang != own:
        return (f"{e.source} is in {own!r}, the quotation in {e.lang!r}, and the record does not say it is a "
                f"translation: {e.quote[:50]!r}")
    return ""


@pytest.mark.parametrize("game", DONE)
def test_a_quotation_is_the_sources_words_or_says_it_is_a_translation(game: str) -> None:
    problems = [m for e in _all_evidence(game) if (m := misquoted(e))]
    assert not problems, "\n".join(problems)


def test_the_check_catches_a_translation_passed_off_as_the_source() -> None:
    # The records as they were before issue 23: Romanian words quoted as the Italian article's.
    passed_off = ev.stated("wikipedia-it-sette-e-mezzo", "Regole, line 21",
                           "regele de diamante este în valoare de 7", lang="ro", rendering="the king of diamonds is worth 7")
    assert "does not say it is a translation" in misquoted(passed_off)
    labelled = ev.stated("wikipedia-it-sette-e-mezzo", "Regole", "regele de diamante este în valoare de 7", lang="ro",
                         rendering="the king of diamonds is worth 7",
                         translation="the project's Romanian machine translation of the article, line 21")
    assert misquoted(labelled) == ""
    # Italian words of the Italian article need no label; labelling them a translation is wrong.
    own = ev.stated("wikipedia-it-sette-e-mezzo", "Regole", "viene chiamato matta", lang="it", rendering="is called matta",
                    translation="the project's Romanian machine translation of the article, line 21")
    assert "own language" in misquoted(own)
    assert ev.quotation(labelled).startswith("In a translation (the project's Romanian machine translation")


@pytest.mark.skipif(not SOURCES.is_dir(), reason="the project's source texts are not beside the checkout")
@pytest.mark.parametrize("game", DONE)
def test_a_translations_words_are_on_the_line_it_names(game: str) -> None:
    """Each quotation read in the project's machine translations is on the line the record names."""
    problems = []
    for e in _all_evidence(game):
        where = re.search(r"machine translation of the article, lines? (\d+)(?: to (\d+))?", e.translation or e.locator)
        if not e.quote or not where or e.lang not in TRANSLATION_FILES:
            continue
        lines = (SOURCES / TRANSLATION_FILES[e.lang]).read_text(encoding="utf-8").splitlines()
        first, last = int(where.group(1)), int(where.group(2) or where.group(1))
        text = " ".join(" ".join(lines[first - 1:last]).split())
        if " ".join(e.quote.split()) not in text:
            problems.append(f"{e.quote[:50]!r} is not on line {first} of {TRANSLATION_FILES[e.lang]}")
    assert not problems, "\n".join(problems)
