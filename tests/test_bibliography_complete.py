"""Every work in the bibliography can be found, and every one is cited (issue 23).

A historian checking a citation needs, for each entry of ``book/references.bib``:

* who wrote it (``author``) or edited it (``editor``);
* when: a ``year``; for a web page without a date, the day it was read
  (``urldate``); or a note that says it is undated;
* where it was read: a ``url``, a ``library`` (a copy without a public
  address), or a note saying it was *not seen* and how the book knows it;
* a key whose year, if it has one, is the entry's year;
* a page of the book, or the evidence of a rule, that cites it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pybtex.database import BibliographyData, Entry, parse_file  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
BIB = ROOT / "book" / "references.bib"


def problems_of(key: str, entry: Entry) -> list[str]:
    """What *entry* lacks for a reader to find it (empty when nothing)."""
    fields = {k.lower(): v for k, v in entry.fields.items()}
    note = fields.get("note", "")
    out = []
    if not entry.persons.get("author") and not entry.persons.get("editor"):
        out.append("no author or editor")
    if not re.fullmatch(r"\d{4}(--\d{4})?", fields.get("year", "")) and "urldate" not in fields \
            and not note.startswith("Undated"):
        out.append("no year, no date read (urldate) and no note saying it is undated")
    if "urldate" in fields and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", fields["urldate"]):
        out.append(f"urldate is not an ISO date: {fields['urldate']!r}")
    if "url" not in fields and "library" not in fields and "not seen" not in note.lower():
        out.append("no url, no library and no note saying it was not seen")
    # A year in a key is a four-digit number no later than the 2020s (Moreau's no. 2099 is not one).
    year_in_key = re.search(r"(?<!\d)(1[0-9]{3}|20[0-2][0-9])(?!\d)", key)
    if year_in_key and year_in_key.group(1) not in fields.get("year", ""):
        out.append(f"the key's year {year_in_key.group(1)} is not the entry's year {fields.get('year', '')!r}")
    if "langid" in fields and not re.fullmatch(r"[a-z]{2}", fields["langid"]):
        out.append(f"langid is not an ISO 639-1 code: {fields['langid']!r}")
    return out


def cited_keys() -> set[str]:
    """The keys the pages cite ({cite} roles) and the evidence of the rules names."""
    keys: set[str] = set()
    for page in [*ROOT.glob("book/**/*.md"), *ROOT.glob("notebooks/*.md"), *ROOT.glob("notebooks/*.ipynb")]:
        for group in re.findall(r"\{cite(?::\w+)?\}`([^`]+)`", page.read_text(encoding="utf-8")):
            keys.update(k.strip() for k in group.split(","))
    import importlib

    from hazardlib import evidence as ev

    for module in ev.GAMES.values():
        m = importlib.import_module(module)
        keys.update(e.source for o in getattr(m, "OPTIONS", ()) for e in o.evidence if e.source)
        variants = getattr(m, "VARIANT_EVIDENCE", None) or {n: v.evidence for n, v in m.VARIANTS.items()
                                                             if hasattr(v, "evidence")}
        keys.update(e.source for fields in variants.values() for es in fields.values() for e in es if e.source)
        for rules in getattr(m, "VARIANTS", {}).values():
            keys.update(getattr(rules, "sources", ()) or ())
    return keys


def test_every_entry_says_who_when_and_where() -> None:
    entries = parse_file(str(BIB)).entries
    problems = [f"{key}: {p}" for key, entry in entries.items() for p in problems_of(key, entry)]
    assert not problems, "\n".join(problems)


def test_every_entry_is_cited_and_every_citation_is_an_entry() -> None:
    entries = set(parse_file(str(BIB)).entries)
    cited = cited_keys()
    assert not entries - cited, f"entries nothing cites: {sorted(entries - cited)}"
    assert not cited - entries, f"citations of works not in the bibliography: {sorted(cited - entries)}"


@pytest.mark.parametrize(("bibtex", "complaint"), [
    ("@misc{x2024, title = {T}, year = {2024}, url = {https://example.org}}", "no author or editor"),
    ("@misc{x, title = {T}, author = {A, B}, url = {https://example.org}}", "no year"),
    ("@book{x1990, title = {T}, author = {A, B}, year = {1990}}", "no url, no library"),
    ("@book{hoyle1750, title = {T}, author = {A, B}, year = {1775}, note = {Not seen}}", "the key's year 1750"),
    ("@misc{x, title = {T}, author = {A, B}, urldate = {3 May 2020}, url = {https://example.org}}",
     "not an ISO date"),
])
def test_the_check_catches_an_entry_a_reader_cannot_find(bibtex: str, complaint: str) -> None:
    data = BibliographyData.from_string(bibtex, "bibtex")
    (key, entry), = data.entries.items()
    assert any(complaint in p for p in problems_of(key, entry)), problems_of(key, entry)


def test_an_entry_that_says_it_was_not_seen_passes() -> None:
    data = BibliographyData.from_string(
        "@book{parlett1991, title = {A History of Card Games}, author = {Parlett, David}, year = {1991},"
        " note = {Not seen: known to this book through the English Wikipedia article}}", "bibtex")
    (key, entry), = data.entries.items()
    assert problems_of(key, entry) == []
