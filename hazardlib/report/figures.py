"""Plots drawn again for each edition: words translated, numbers in its style.

A :class:`Figure` records what a notebook cell draws on its axes (a small
part of Matplotlib's ``Axes`` interface: lines, bars, error bars, bands,
labels) with the data it draws. Shown in Jupyter it draws itself with
Matplotlib; the book's build draws the same record again for each edition,
with titles, axis labels, legends and tick labels in the edition's language
and number style, and a text size that stays readable on a phone: text is
sized from the figure's width so that it is at least about 9 pixels high when
the picture is shrunk to a 375-pixel-wide screen.

>>> fig, ax = subplots(size=(6, 3))
>>> ax.bar([1, 2, 3], [0.5, 0.25, 0.25], label="exact")
>>> ax.set_xlabel("throws")
>>> figure_messages(fig.spec)
['exact', 'throws']
>>> draw(fig.spec, "fr")[:8] == b"\\x89PNG\\r\\n\\x1a\\n"
True
"""

from __future__ import annotations

import io
import math
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .catalog import current
from .cells import Code, InvalidReportError, Label, Spec, Translate, _locale, _pattern, encode, messages, write

__all__ = ["Figure", "Axes", "subplots", "render", "draw", "figure_messages", "font_size",
           "PHONE_WIDTH", "PICTURE_WIDTH", "MIN_TEXT_PX", "DPI", "MAX_SIZE"]

#: The narrowest screen the book is read on, in pixels.
PHONE_WIDTH = 375
#: The width a picture gets on that screen, in pixels (the page's margins taken off).
PICTURE_WIDTH = 340
#: The least height of text on that screen, in pixels.
MIN_TEXT_PX = 9.0
#: The figure's resolution, in dots per inch.
DPI = 100
#: The largest figure, in inches (a wider one would shrink its text on a phone).
MAX_SIZE = (8.0, 8.0)

# Which arguments of each recorded method are words: (positions, keywords).
_TEXT_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...]]] = {
    "plot": ((), ("label",)),
    "bar": ((), ("label",)),
    "errorbar": ((), ("label",)),
    "fill_between": ((), ("label",)),
    "axhline": ((), ("label",)),
    "set_xscale": ((), ()),
    "set_xlim": ((), ()),
    "set_ylim": ((), ()),
    "set_xlabel": ((0,), ()),
    "set_ylabel": ((0,), ()),
    "set_title": ((0,), ()),
    "legend": ((), ()),
    "grid": ((), ()),
    "set_xticks": ((), ()),
}
_STYLE_KEYWORDS = {"color", "ls", "linestyle", "lw", "linewidth", "alpha", "width", "capsize", "fmt", "markersize",
                   "marker", "yerr", "xerr", "loc", "ncols", "zorder", "which", "axis", "fontsize"}


def font_size(width_inches: float) -> float:
    """The text size in points for a figure *width_inches* wide.

    At :data:`DPI` the picture is ``width * DPI`` pixels wide; a phone shows it
    :data:`PICTURE_WIDTH` pixels wide; a point is ``DPI / 72`` pixels. So text
    of ``s`` points is ``s * DPI / 72 * PICTURE_WIDTH / (width * DPI)`` pixels
    high on the phone.

    >>> round(font_size(7), 1)
    13.3
    """
    return max(10.0, MIN_TEXT_PX * 72 * width_inches / PICTURE_WIDTH)


def _number(value: Any) -> float | int:
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        if hasattr(value, "item"):
            return _number(value.item())
        raise InvalidReportError(f"a plotted value must be a real number, got {value!r}")
    if isinstance(value, numbers.Integral):
        return int(value)
    x = float(value)
    if not math.isfinite(x):
        raise InvalidReportError(f"a plotted value must be finite, got {value!r}")
    # Seven significant digits: far finer than a picture shows, and short JSON.
    return float(f"{x:.7g}")


def _data(value: Any) -> Any:
    if isinstance(value, str):
        return value
    if hasattr(value, "tolist"):
        value = value.tolist()
    if isinstance(value, (list, tuple)):
        return [_data(v) for v in value]
    return _number(value)


def _text(value: Any) -> Spec:
    if isinstance(value, str):
        return encode(Label(value))
    if isinstance(value, (Label, Code)):
        return encode(value)
    raise InvalidReportError(f"plot text must be a str, label() or code(), got {value!r}")


@dataclass
class Axes:
    """One panel of a :class:`Figure`: records what is drawn on it."""

    calls: list[dict[str, Any]] = field(default_factory=list)

    def _record(self, method: str, args: Sequence[Any], kwargs: Mapping[str, Any]) -> None:
        positions, keywords = _TEXT_ARGS[method]
        rec_args = [_text(a) if i in positions else _data(a) for i, a in enumerate(args)]
        rec_kwargs: dict[str, Any] = {}
        for key, value in kwargs.items():
            if key in keywords:
                rec_kwargs[key] = _text(value)
            elif key == "labels" and method == "set_xticks":
                rec_kwargs[key] = [_text(v) for v in value]
            elif key in _STYLE_KEYWORDS:
                rec_kwargs[key] = _data(value)
            else:
                raise InvalidReportError(f"{method}() does not take {key!r} here; allowed: "
                                         f"{sorted(set(keywords) | _STYLE_KEYWORDS)}")
        self.calls.append({"m": method, "a": rec_args, "k": rec_kwargs})

    def plot(self, x: Any, y: Any, fmt: str | None = None, **kwargs: Any) -> None:
        """A line (or points, with a Matplotlib format such as ``"o"``)."""
        self._record("plot", [x, y] + ([fmt] if fmt else []), kwargs)

    def bar(self, x: Any, height: Any, **kwargs: Any) -> None:
        """Bars of the given heights."""
        self._record("bar", [x, height], kwargs)

    def errorbar(self, x: Any, y: Any, **kwargs: Any) -> None:
        """Points with error bars (``yerr``)."""
        self._record("errorbar", [x, y], kwargs)

    def fill_between(self, x: Any, y1: Any, y2: Any, **kwargs: Any) -> None:
        """A shaded band between two curves."""
        self._record("fill_between", [x, y1, y2], kwargs)

    def axhline(self, y: Any, **kwargs: Any) -> None:
        """A horizontal line across the panel."""
        self._record("axhline", [y], kwargs)

    def set_xscale(self, scale: str) -> None:
        """``"linear"`` or ``"log"``."""
        if scale not in ("linear", "log"):
            raise InvalidReportError(f"scale must be 'linear' or 'log', got {scale!r}")
        self._record("set_xscale", [scale], {})

    def set_xlim(self, low: Any, high: Any) -> None:
        """The horizontal axis's range."""
        self._record("set_xlim", [low, high], {})

    def set_ylim(self, low: Any, high: Any) -> None:
        """The vertical axis's range."""
        self._record("set_ylim", [low, high], {})

    def set_xlabel(self, text: Any) -> None:
        """The horizontal axis's label (words to translate)."""
        self._record("set_xlabel", [text], {})

    def set_ylabel(self, text: Any) -> None:
        """The vertical axis's label (words to translate)."""
        self._record("set_ylabel", [text], {})

    def set_title(self, text: Any) -> None:
        """The panel's title (words to translate)."""
        self._record("set_title", [text], {})

    def legend(self, **kwargs: Any) -> None:
        """A legend of the labelled lines and bars."""
        self._record("legend", [], kwargs)

    def grid(self, **kwargs: Any) -> None:
        """Grid lines."""
        self._record("grid", [], kwargs)

    def set_xticks(self, ticks: Any, labels: Sequence[Any] | None = None) -> None:
        """Where the horizontal axis has ticks, and maybe their labels (words or code)."""
        self._record("set_xticks", [ticks], {} if labels is None else {"labels": labels})


@dataclass
class Figure:
    """A figure of one or more panels, recorded; see :func:`subplots`."""

    nrows: int
    ncols: int
    size: tuple[float, float]
    sharey: bool
    axes: list[Axes]

    @property
    def spec(self) -> dict[str, Any]:
        """The figure's JSON form."""
        from .tables import VERSION

        return {"kind": "figure", "version": VERSION, "rows": self.nrows, "cols": self.ncols,
                "size": list(self.size), "sharey": self.sharey, "axes": [list(a.calls) for a in self.axes]}

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        from .tables import bundle

        return bundle(self.spec, *current())


def subplots(nrows: int = 1, ncols: int = 1, *, size: tuple[float, float] = (7, 4),
             sharey: bool = False) -> tuple[Figure, Any]:
    """A figure and its axes: one :class:`Axes`, or a list of them for several panels.

    >>> subplots(size=(13, 3))
    Traceback (most recent call last):
        ...
    hazardlib.report.cells.InvalidReportError: a figure may be at most 8.0 by 8.0 inches (text must stay readable on a phone), got (13, 3)
    """
    for n in (nrows, ncols):
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 4:
            raise InvalidReportError(f"a figure has 1 to 4 rows and columns of panels, got {n!r}")
    if (not isinstance(size, (tuple, list)) or len(size) != 2
            or not all(isinstance(s, (int, float)) and not isinstance(s, bool) for s in size)):
        raise InvalidReportError(f"size must be (width, height) in inches, got {size!r}")
    if not all(1 <= s <= m for s, m in zip(size, MAX_SIZE)):
        raise InvalidReportError(f"a figure may be at most {MAX_SIZE[0]} by {MAX_SIZE[1]} inches "
                                 f"(text must stay readable on a phone), got {tuple(size)}")
    fig = Figure(nrows, ncols, (float(size[0]), float(size[1])), bool(sharey), [Axes() for _ in range(nrows * ncols)])
    return fig, (fig.axes[0] if len(fig.axes) == 1 else list(fig.axes))


def figure_messages(spec: Mapping[str, Any]) -> list[str]:
    """The words of a figure to translate."""
    found: list[str] = []
    for calls in spec["axes"]:
        for call in calls:
            positions, keywords = _TEXT_ARGS[call["m"]]
            for i in positions:
                found += messages(call["a"][i])
            for key in keywords:
                if key in call["k"]:
                    found += messages(call["k"][key])
            for text in call["k"].get("labels", []):
                found += messages(text)
    return found


def _tick_formatter(language: str) -> Any:
    from matplotlib.ticker import Formatter

    class TickFormatter(Formatter):
        """Tick labels in the edition's number style, with the decimals the ticks need."""

        digits = 0

        def format_ticks(self, values: Any) -> list[str]:
            values = [float(v) for v in values]
            self.digits = next((d for d in range(7) if all(abs(v - round(v, d)) < 1e-9 * max(1.0, abs(v))
                                                           for v in values)), 6)
            return [self(v) for v in values]

        def __call__(self, x: float, pos: int | None = None) -> str:
            if abs(x) < 0.5 * 10 ** -self.digits:
                x = 0.0  # no "-0"
            return str(_pattern(language, False, self.digits).apply(x, _locale(language)))

    return TickFormatter()


def render(spec: Mapping[str, Any], language: str, translate: Translate | None = None) -> Any:
    """The figure as a Matplotlib figure, its words in *language*, ready to save."""
    import matplotlib
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure as MplFigure
    from matplotlib.ticker import ScalarFormatter

    from .tables import check

    spec = check(spec)
    tr: Translate = translate or (lambda message: message)
    width, height = spec["size"]
    size = font_size(width)
    rc: dict[str, Any] = {"font.size": size, "axes.titlesize": size, "axes.labelsize": size,
                          "xtick.labelsize": size * 0.9, "ytick.labelsize": size * 0.9,
                          "legend.fontsize": size * 0.85, "figure.facecolor": "white",
                          "axes.facecolor": "white", "savefig.facecolor": "white"}
    with matplotlib.rc_context(rc):  # type: ignore[arg-type]
        fig = MplFigure(figsize=(width, height), dpi=DPI)
        FigureCanvasAgg(fig)
        grid = fig.subplots(spec["rows"], spec["cols"], sharey=spec["sharey"], squeeze=False)
        for ax, calls in zip(grid.ravel(), spec["axes"]):
            for call in calls:
                positions, keywords = _TEXT_ARGS[call["m"]]
                args: list[Any] = [write(a, language, tr) if i in positions else a for i, a in enumerate(call["a"])]
                kwargs: dict[str, Any] = {k: (write(v, language, tr) if k in keywords else v)
                                          for k, v in call["k"].items()}
                if "labels" in call["k"]:
                    kwargs["labels"] = [write(v, language, tr) for v in call["k"]["labels"]]
                getattr(ax, call["m"])(*args, **kwargs)
            for axis in (ax.xaxis, ax.yaxis):
                if isinstance(axis.get_major_formatter(), ScalarFormatter):
                    axis.set_major_formatter(_tick_formatter(language))
        fig.tight_layout()
        fig.canvas.draw()  # tick labels are made when the figure is drawn
    return fig


def draw(spec: Mapping[str, Any], language: str, translate: Translate | None = None) -> bytes:
    """The figure as PNG bytes, its words in *language* (see :mod:`~hazardlib.report.catalog`)."""
    import matplotlib

    fig = render(spec, language, translate)
    out = io.BytesIO()
    with matplotlib.rc_context({"savefig.facecolor": "white"}):
        fig.savefig(out, format="png", metadata={"Software": None})
    return out.getvalue()
