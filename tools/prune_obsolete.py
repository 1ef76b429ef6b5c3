"""Drop obsolete (``#~``) entries that ``sphinx-intl update`` keeps in the catalogs.

An obsolete entry is text that no page has any more; the catalog test refuses
them, so `make gettext` prunes them right after updating.
"""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    for path in sorted((ROOT / "locale").glob("*/LC_MESSAGES/**/*.po")):
        with path.open("rb") as f:
            catalog = read_po(f)
        if catalog.obsolete:
            count = len(catalog.obsolete)
            catalog.obsolete.clear()
            with path.open("wb") as f:
                write_po(f, catalog, width=0)
            print(f"Pruned {count} obsolete entries: {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
