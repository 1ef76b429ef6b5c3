"""The glossary is the same table of words in every edition.

Its columns English, Norsk bokmål, Română, Русский, Italiano and Français
are the terms themselves: every edition prints them as the source does (only the
historical-term notes and the meanings are translated), so a translator
of any edition reads the same reference.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tests.test_catalogs import LOCALES

ROOT = Path(__file__).resolve().parent.parent
SOURCE = (ROOT / "book" / "glossary.md").read_text(encoding="utf-8")
# A term's row opens with its anchor, "(glossary-caster)=", which chapters link to.
ROW = re.compile(r"^\* - (?:\(glossary-[a-z0-9-]+\)=\n\n    )?(.*)\n" + r"  - (.*)\n" * 6 + r"  - (.*)$", re.M)
ANCHOR = re.compile(r"^\* - \((glossary-[a-z0-9-]+)\)=\n\n    (.*)$", re.M)
ROWS = ROW.findall(SOURCE)
HEADER = ("English", "Norsk bokmål", "Română", "Русский", "Italiano", "Français", "Historical term", "Meaning")
TERMS = 6  # the first six columns are the terms


def test_every_row_has_its_eight_cells() -> None:
    # A row with a cell missing would not match ROW, and the table would shift.
    assert SOURCE.count("\n* - ") == len(ROWS)
    assert sum(row == HEADER for row in ROWS) == 4  # Hazard, Sette e mezzo, Hoc Mazarin, the analysis
    assert len(ROWS) > 60


@pytest.mark.parametrize("lang", LOCALES)
def test_the_term_columns_are_kept_in_every_edition(lang: str) -> None:
    terms = {cell.strip() for row in ROWS if row != HEADER for cell in row[:TERMS]}
    with (ROOT / "locale" / lang / "LC_MESSAGES" / "book" / "glossary.po").open("rb") as f:
        catalog = read_po(f)
    changed = [f"{m.id!r} -> {m.string!r}" for m in catalog if m.id in terms and m.string != m.id]
    assert not changed, "\n".join(changed)


def test_every_term_has_an_anchor_and_each_chapter_links_to_terms() -> None:
    anchors = dict(ANCHOR.findall(SOURCE))
    terms = [row[0] for row in ROWS if row != HEADER]
    assert sorted(anchors.values()) == sorted(terms)  # one anchor per term, and only terms
    assert len(anchors) == len(terms)
    for chapter in ("hazard", "sette_e_mezzo", "hoc_mazarin"):
        text = (ROOT / "book" / f"{chapter}.md").read_text(encoding="utf-8")
        linked = set(re.findall(r"<(glossary-[a-z0-9-]+)>`", text))
        assert len(linked) >= 5 and linked <= set(anchors), (chapter, linked - set(anchors))
