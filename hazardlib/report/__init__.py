"""What the book shows a reader: tables, sentences and plots in the reader's language.

A notebook cell or a chapter's code cell returns a report rather than text:

>>> from fractions import Fraction
>>> from hazardlib import report
>>> t = report.table(["main", "edge"], [[7, report.pct(Fraction(-7, 495))]])
>>> print(t)
main | edge
7    | -1.41%

Jupyter shows it as an HTML table; the book's build writes it again for each
edition (see :mod:`hazardlib.report.mystnb`): headers and labels from the
``report`` catalog, numbers by the edition's conventions through Babel:

>>> from hazardlib.report.tables import to_text
>>> french = to_text(t.spec, "fr", lambda m: {"edge": "avantage"}.get(m, m))
>>> print(french.replace("\\N{NO-BREAK SPACE}", " "))  # French puts a no-break space before %
main | avantage
7    | -1,41 %

Cells are values (:mod:`hazardlib.report.cells`); plots are recorded with a
small part of Matplotlib's interface (:mod:`hazardlib.report.figures`).
"""

from .catalog import current, translator, use_language
from .cells import Code, InvalidReportError, Label, Number, code, dec, label, pct
from .figures import Axes, Figure, subplots
from .tables import MIME, Sentence, Table, frame, sentence, table

__all__ = [
    "MIME",
    "Axes",
    "Code",
    "Figure",
    "InvalidReportError",
    "Label",
    "Number",
    "Sentence",
    "Table",
    "code",
    "current",
    "dec",
    "frame",
    "label",
    "pct",
    "sentence",
    "subplots",
    "table",
    "translator",
    "use_language",
]
