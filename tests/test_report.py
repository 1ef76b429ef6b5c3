"""hazardlib.report: computed output written by each edition's conventions.

The expected strings are the languages' own typographic conventions (as
printed in their style guides, and in the editions' prose): French groups
thousands with a narrow no-break space and puts a no-break space before
"%"; Italian and Romanian group with a point; Bokmål and Russian with a
no-break space; all five write a decimal comma.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hazardlib import report
from hazardlib.report import InvalidReportError, code, dec, label, pct, sentence, subplots, table
from hazardlib.report.catalog import translations, translator
from hazardlib.report.cells import encode, write
from hazardlib.report.figures import PICTURE_WIDTH, render
from hazardlib.report.tables import MIME, bundle_messages, to_html, to_text

NNBSP, NBSP = "\u202f", "\xa0"


@pytest.mark.parametrize(
    ("language", "number", "share"),
    [
        ("en", "1,234,567", "12.50%"),
        ("fr", f"1{NNBSP}234{NNBSP}567", f"12,50{NBSP}%"),
        ("it", "1.234.567", "12,50%"),
        ("ro", "1.234.567", f"12,50{NBSP}%"),
        ("nb_NO", f"1{NBSP}234{NBSP}567", f"12,50{NBSP}%"),
        ("ru", f"1{NBSP}234{NBSP}567", f"12,50{NBSP}%"),
    ],
)
def test_numbers_follow_each_language(language: str, number: str, share: str) -> None:
    assert write(encode(1234567), language) == number
    assert write(encode(pct(Fraction(1, 8))), language) == share


def test_decimals_are_rounded_not_cut_and_exact_values_stay_exact() -> None:
    assert write(encode(dec(Fraction(2, 3), 3)), "fr") == "0,667"
    assert write(encode(dec(0.91923, 4)), "ru") == "0,9192"  # no 9.1923e-01
    assert write(encode(dec(1e-5, 4)), "it") == "0,0000"
    # 0.026325 is stored as 0.0263250000000000006..., so it rounds up, as
    # Python's own f"{0.026325:.5f}" does.
    assert write(encode(dec(5265 / 200000, 5)), "en") == f"{5265 / 200000:.5f}" == "0.02633"
    assert write(encode(Fraction(1979, 4032)), "fr") == "1979/4032"
    assert write(encode(Fraction(258, 1)), "en") == "258"
    # 2**70 = 1 180 591 620 717 411 303 424: beyond int64, every digit kept.
    assert write(encode(2**70), "en") == "1,180,591,620,717,411,303,424"


def test_words_are_translated_and_code_is_not() -> None:
    french = {"edge": "avantage", "{a} to {b}": "{a} contre {b}", "yes": "oui"}.get
    t = table(["main", "edge", "rules"], [[7, pct(Fraction(-7, 495)), code("Rules(nicks='direct')")],
                                          [label("{a} to {b}", a=2, b=1), True, None]])
    text = to_text(t.spec, "fr", lambda m: french(m) or m)
    assert "avantage" in text and "edge" not in text
    assert "Rules(nicks='direct')" in text
    assert "2 contre 1" in text and "oui" in text
    assert f"-1,41{NBSP}%" in text
    assert bundle_messages(t.spec) == ["main", "edge", "rules", "{a} to {b}", "yes"]


def test_jupyter_sees_the_json_and_an_html_table() -> None:
    bundle = table(["total", "ways (of 36)"], [[7, 6]])._repr_mimebundle_()
    assert json.loads(json.dumps(bundle[MIME]))["rows"] == [[{"t": "int", "v": "7"}, {"t": "int", "v": "6"}]]
    assert '<th scope="col">ways (of 36)</th>' in bundle["text/html"]
    assert '<th scope="row" style="text-align: right">7</th>' in bundle["text/html"]


def test_a_sentence_is_one_message() -> None:
    s = sentence("All within {k} standard errors: {ok}.", k=4, ok=False)
    assert str(s) == "All within 4 standard errors: no."
    assert bundle_messages(s.spec) == ["All within {k} standard errors: {ok}.", "no"]


def test_frame_reads_a_dataframe() -> None:
    pd = pytest.importorskip("pandas")
    df = pd.DataFrame({"P": [0.25, 0.125], "won": [True, False], "who": ["caster", "setter"]},
                      index=pd.Index([7, 8], name="main"))
    spec = report.frame(df, digits={"P": 3}, labels=["who"]).spec
    assert to_text(spec, "fr", lambda m: m).splitlines()[1].split(" | ") == ["7   ", "0,250", "yes", "caster"]
    assert bundle_messages(spec) == ["main", "P", "won", "who", "yes", "caster", "no", "setter"]
    with pytest.raises(InvalidReportError, match="no such columns"):
        report.frame(df, percent=["Q"])


def test_the_catalog_skips_fuzzy_entries(tmp_path: Path) -> None:
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "report.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "edge"\nmsgstr "avantage"\n\n#, fuzzy\nmsgid "main"\nmsgstr "principal"\n',
        encoding="utf-8")
    assert translations("fr", tmp_path) == {"edge": "avantage"}
    assert translator("fr", tmp_path)("main") == "main"
    assert translations("en", tmp_path) == {}


def test_a_figure_is_drawn_in_the_edition_language() -> None:
    fig, ax = subplots(size=(7, 4))
    ax.bar([1, 2, 3], [0.5, 0.25, 0.125], label="exact")
    ax.plot([1, 2, 3], [0.5, 0.25, 0.125], "o", label=code("simulate"))
    ax.set_xlabel("throws")
    ax.legend()
    french = {"throws": "lancers", "exact": "exact·e"}
    mpl = render(fig.spec, "fr", lambda m: french.get(m, m))
    axes = mpl.axes[0]
    assert axes.get_xlabel() == "lancers"
    assert sorted(t.get_text() for t in axes.get_legend().get_texts()) == ["exact·e", "simulate"]
    ticks = [t.get_text() for t in axes.get_yticklabels() if t.get_text()]
    assert "0,1" in ticks and not any("." in t for t in ticks)
    # Text at least 9 px high once the 700-px picture is shown 340 px wide.
    width_px = mpl.get_figwidth() * mpl.dpi
    label_px = axes.xaxis.label.get_fontsize() * mpl.dpi / 72
    assert label_px * PICTURE_WIDTH / width_px >= 9


def test_the_book_renderer_makes_a_table_node() -> None:
    from docutils import nodes

    from hazardlib.report.mystnb import MystNbRenderer

    fake = SimpleNamespace(renderer=SimpleNamespace())
    data = SimpleNamespace(mime_type=MIME, content=table(["main"], [[dec(0.5, 1)]]).spec)
    [node] = MystNbRenderer.handle_mime(fake, data, False) or []
    assert isinstance(node, nodes.table)
    assert [e.astext() for e in node.findall(nodes.entry)] == ["main", "0.5"]
    assert MystNbRenderer.handle_mime(fake, SimpleNamespace(mime_type="text/plain", content="x"), False) is None


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: pct(float("nan")), "finite"),
        (lambda: dec(10**400), "too large"),
        (lambda: dec(1e24), "at most 1e15"),
        (lambda: dec(True), "real number"),
        (lambda: dec(0.5, 99), "digits must be an int from 0 to 12"),
        (lambda: label(""), "non-empty"),
        (lambda: label("{m}"), "do not fill"),
        (lambda: table("main", []), "list of column names"),
        (lambda: table(["a"], [[object()]]), "cannot show"),
        (lambda: table(["a"], 5), "iterable of rows"),
        (lambda: subplots(size=(13, 3)), "at most 8.0 by 8.0"),
        (lambda: subplots(0), "1 to 4 rows"),
        (lambda: report.use_language("xx_nowhere"), "no locale"),
        (lambda: report.use_language(5), "locale name"),
        (lambda: write({"t": "int"}, "en"), "malformed"),
        (lambda: write({"t": "sideways"}, "en"), "unknown report cell"),
        (lambda: to_html({"kind": "table"}, "en", str), "not a hazardlib report"),
    ],
)
def test_bad_input_gets_a_clear_error(make: object, message: str) -> None:
    with pytest.raises(InvalidReportError, match=message):
        make()  # type: ignore[operator]


_cells = st.one_of(
    st.none(), st.booleans(), st.integers(), st.text(max_size=5), st.fractions(),
    st.floats(allow_nan=True, allow_infinity=True), st.lists(st.integers(), max_size=3),
    st.builds(object), st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
)


@settings(max_examples=300, deadline=None)
@given(cells=st.lists(_cells, min_size=1, max_size=4), language=st.sampled_from(["en", "fr", "nb_NO", "ru"]))
def test_any_cell_is_shown_or_refused_clearly(cells: list[object], language: str) -> None:
    try:
        t = table([f"c{i}" for i in range(len(cells))], [cells])
    except InvalidReportError:
        return
    spec = json.loads(json.dumps(t.spec))  # what a notebook stores
    for cell in spec["rows"][0]:
        text = write(cell, language)
        if cell["t"] in ("int", "frac", "pct", "dec"):
            assert "e" not in text.lower()  # never scientific notation


def test_a_context_tells_two_senses_apart(tmp_path: Path) -> None:
    folder = tmp_path / "fr" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / "report.po").write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "dealer"\nmsgstr "banquier"\n\nmsgctxt "hoc"\nmsgid "dealer"\nmsgstr "donneur"\n',
        encoding="utf-8")
    tr = translator("fr", tmp_path)
    assert write(encode(label("dealer")), "fr", tr) == "banquier"
    assert write(encode(label("dealer", context="hoc")), "fr", tr) == "donneur"
    assert write(encode(label("dealer", context="hoc")), "en") == "dealer"
    assert bundle_messages(table([label("dealer", context="hoc")], []).spec) == ["hoc\x04dealer"]
