"""The ``report`` catalog: the words of computed tables and plots, per language.

Message ids are the English words (``"edge"``, ``"main = {m}"``); each
edition's translations live in ``locale/<language>/LC_MESSAGES/report.po``,
next to the book's other catalogs, and are read with Babel. A fuzzy entry
is not a translation (as in the book's build). A message with a context
(``msgctxt``) is keyed ``context\\x04words``, as gettext keys it.

>>> use_language("en")
>>> current()[0]
'en'
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from .cells import CONTEXT_SEPARATOR, InvalidReportError, Translate, _locale

__all__ = ["DOMAIN", "ENVIRONMENT", "translations", "translator", "use_language", "current", "default_locale_dir"]

#: The catalog's name (its file is ``<DOMAIN>.po``).
DOMAIN = "report"


def default_locale_dir() -> Path:
    """Where the report catalogs are: the book's ``locale`` folder when the package runs from the
    repository, else the copy the wheel carries (``hazardlib/report/locale``)."""
    here = Path(__file__).resolve().parent
    repository = here.parents[1] / "locale"
    return repository if repository.is_dir() else here / "locale"


@lru_cache(maxsize=None)
def _read(path: Path, mtime: float) -> dict[str, str]:
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        catalog = read_po(f)
    return {
        (f"{m.context}{CONTEXT_SEPARATOR}{m.id}" if m.context else str(m.id)): str(m.string)
        for m in catalog
        if m.id and isinstance(m.id, str) and isinstance(m.string, str) and m.string and not m.fuzzy
    }


def translations(language: str, locale_dir: Path | None = None) -> dict[str, str]:
    """The translated messages of *language* (empty for English or a missing catalog)."""
    _locale(language)  # refuse an unknown language at once
    path = (locale_dir or default_locale_dir()) / language / "LC_MESSAGES" / f"{DOMAIN}.po"
    if language.split("_")[0] == "en" or not path.is_file():
        return {}
    return _read(path, path.stat().st_mtime)


def translator(language: str, locale_dir: Path | None = None) -> Translate:
    """A function translating message ids into *language* (English when missing)."""
    table = translations(language, locale_dir)
    return lambda message: table.get(message, message)


#: The environment variable that sets the language reports start in (a locale
#: name, as :func:`use_language` takes it): a notebook downloaded from an
#: edition of the book re-runs in that edition's language.
ENVIRONMENT = "HAZARDLIB_LANGUAGE"

_current: tuple[str, Translate] | None = None


def use_language(language: str, locale_dir: Path | None = None) -> None:
    """Show reports in *language* from now on (in Jupyter, say).

    >>> use_language("xx_nowhere")
    Traceback (most recent call last):
        ...
    hazardlib.report.cells.InvalidReportError: no locale for language 'xx_nowhere' (...)
    """
    global _current
    if not isinstance(language, str):
        raise InvalidReportError(f"a language is a locale name such as 'fr' or 'nb_NO', got {language!r}")
    _current = (language, translator(language, locale_dir))


def current() -> tuple[str, Translate]:
    """The language reports are shown in, and its translator."""
    if _current is None:
        use_language(os.environ.get(ENVIRONMENT) or "en")
    assert _current is not None
    return _current
