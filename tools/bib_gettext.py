"""Extract the bibliography's messages into gettext templates (a step of `make gettext`).

    python tools/bib_gettext.py _build/gettext

writes, beside the templates of Sphinx's gettext builder:

``bibstyle.pot``
    the words of the bibliography's style (``tools/bibstyle.py``), with
    Babel's Python extractor and the comments marked ``Translators:``;
``references.pot``
    the free text of ``book/references.bib`` (notes and the other fields of
    :data:`bibstyle.FREE_TEXT_FIELDS`), as the bibliography shows it, with
    :func:`extract_bib` (usable by ``pybabel extract`` too, as the method
    ``bib_gettext:extract_bib``).

``sphinx-intl update`` then makes ``locale/<lang>/LC_MESSAGES/<domain>.po``.
The headers are those of Sphinx's templates, so the catalogs look like the
book's others.
"""

from __future__ import annotations

import sys
from collections.abc import Collection, Iterator, Mapping
from pathlib import Path
from typing import IO, Any, cast

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract, extract_from_file
from babel.messages.pofile import write_po
from pybtex.database import parse_string  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import bibstyle  # noqa: E402

BIB = ROOT / "book" / "references.bib"
#: Sphinx's header of a template (sphinx/templates/gettext/message.pot.jinja); Babel fills YEAR.
HEADER = """\
# SOME DESCRIPTIVE TITLE.
# Copyright (C) {copyright}
# This file is distributed under the same license as the {project} package.
# FIRST AUTHOR <EMAIL@ADDRESS>, YEAR.
#"""


def extract_bib(
    fileobj: IO[bytes], keywords: Mapping[str, Any], comment_tags: Collection[str], options: Mapping[str, Any]
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel extraction method: the free-text fields of a .bib file.

    Each message is the text as the bibliography shows it (LaTeX decoded),
    with every percent sign doubled (see ``bibstyle._escape``); its comment
    names the field.
    """
    text = fileobj.read().decode(options.get("encoding", "utf-8"))
    data = parse_string(text, "bibtex")
    lines = text.splitlines()
    for key, entry in data.entries.items():
        line = next((i + 1 for i, row in enumerate(lines) if row.rstrip().endswith("{" + key + ",")), 0)
        for name in bibstyle.FREE_TEXT_FIELDS:
            if name in entry.fields:
                yield line, "", bibstyle._escape(bibstyle.latex_to_text(entry.fields[name])), [name]


def _catalog() -> Catalog:
    import conf

    # A template without the fuzzy header: the catalogs sphinx-intl makes from it carry no fuzzy flag.
    catalog = Catalog(
        project=conf.project,
        version=conf.version,
        copyright_holder=conf.author,
        header_comment=HEADER.format(copyright=conf.copyright, project=conf.project),
        charset="utf-8",
        fuzzy=False,
    )
    catalog.msgid_bugs_address = ""  # as Sphinx's templates (Babel's default is a placeholder)
    return catalog


def style_template() -> Catalog:
    catalog = _catalog()
    source = ROOT / "tools" / "bibstyle.py"
    for _line, message, comments, context in extract_from_file(
        "python", source, keywords=DEFAULT_KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
    ):
        catalog.add(message, auto_comments=comments, context=context)
    return catalog


def notes_template() -> Catalog:
    catalog = _catalog()
    with BIB.open("rb") as f:
        # Babel's annotation of a method's results is that of extract's own: cast.
        for _line, message, comments, context in extract(cast(Any, extract_bib), f):
            if message and message not in catalog:
                catalog.add(message, auto_comments=comments, context=context)
            elif message:
                current = catalog[message]
                current.auto_comments = list(dict.fromkeys([*current.auto_comments, *comments]))
    return catalog


def main(argv: list[str]) -> None:
    out = Path(argv[1] if len(argv) > 1 else ROOT / "_build" / "gettext")
    out.mkdir(parents=True, exist_ok=True)
    for domain, catalog in ((bibstyle.STYLE_DOMAIN, style_template()), (bibstyle.NOTES_DOMAIN, notes_template())):
        with (out / f"{domain}.pot").open("wb") as f:
            write_po(f, catalog, width=0, omit_header=False, no_location=True)


if __name__ == "__main__":
    main(sys.argv)
