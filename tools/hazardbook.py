"""The book's own Sphinx directives.

``rule-code``
    Under a rule's heading, links the rule to the code that implements it,
    read from the package's registry (:mod:`hazardlib.rulebook`), so the book
    and the code cannot disagree about it::

        ```{rule-code} M16
        ```

``evidence-table``
    The table of a game's rules options, or of its named variants, with the
    evidence of each (:mod:`hazardlib.evidence`): reading, source, where,
    the quotation in its own words and its rendering::

        ```{evidence-table} hazardlib.hazard.sources
        :kind: options
        ```

    The module named holds ``OPTIONS`` (a tuple of
    :class:`hazardlib.evidence.Option`) and ``VARIANTS`` (a mapping of name
    to a variant with ``rules`` and ``evidence``, a mapping of each rules
    field to its evidence; or of name to rules, with the evidence in
    ``VARIANT_EVIDENCE``, name -> field -> evidence).

``exercise``
    sphinx-exercise's directive, made translatable: the exercise's title is
    kept in its page's catalog (the extension gives it no source, so gettext
    would skip it). Exercises are numbered within each chapter by the book
    (numfig stays off), and the sections inside exercises and solutions lose
    their repeated ids.

Generated text is parsed as MyST, as if it had been written in the page:
Sphinx's gettext builder extracts it into the page's catalog and each
edition translates it like any paragraph.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.util.docutils import SphinxDirective


def _parse(directive: SphinxDirective, text: str) -> list[nodes.Node]:
    """Parse *text* (MyST) in the page's context and return its nodes."""
    container = nodes.container()
    directive.state.nested_parse(directive.content.__class__(text.splitlines(), source=directive.get_source_info()[0]),
                                 directive.content_offset, container)
    return list(container.children)


def rule_code_markdown(number: str) -> str:
    """The paragraph (MyST) that links rule *number* to its code; also what a notebook download shows."""
    from hazardlib.rulebook import rule

    links = ", ".join(f"{{py:obj}}`{name}`" for name in rule(number).code)
    return f"Code: {links}."


class RuleCode(SphinxDirective):
    """``{rule-code} M16``: the code that implements a rule, linked into the API reference."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        from hazardlib.errors import UnknownRuleError
        from hazardlib.rulebook import rule

        number = self.arguments[0]
        try:
            r = rule(number)
        except UnknownRuleError as exc:
            raise self.error(str(exc)) from None
        paragraphs = _parse(self, rule_code_markdown(number))
        for p in paragraphs:
            p["classes"].append("rule-code")
        # The place of the rule's citation buttons; rule-cite.js fills it in the
        # page's language and moves it under the rule's heading.
        cite = nodes.raw(
            "", f'<div class="rule-cite" data-rule="{r.number}" data-label="{r.label}"></div>', format="html"
        )
        return [*paragraphs, cite]


def evidence_paragraphs(e: Any) -> list[str]:
    """The paragraphs (MyST) that show one piece of evidence: reading and source, quotation, note."""
    from hazardlib.evidence import quotation

    head = f"*{e.reading}*"
    if e.source:
        head += f": {{cite:p}}`{e.source}`"
        if e.locator:
            head += f", {e.locator}"
    paragraphs = [head + "."]
    if e.quote:
        paragraphs.append(quotation(e))
    if e.note:
        paragraphs.append(e.note)
    return paragraphs


def _cell(paragraphs: list[str]) -> list[str]:
    """A list-table cell holding several paragraphs."""
    lines: list[str] = []
    for i, p in enumerate(paragraphs):
        if i:
            lines.append("")
        lines.extend(p.splitlines())
    return lines


def _row(cells: list[list[str]]) -> list[str]:
    out: list[str] = []
    for i, cell in enumerate(cells):
        first, *rest = cell or [""]
        out.append(("* - " if i == 0 else "  - ") + first)
        out.extend(("    " + line) if line else "" for line in rest)
    return out


def options_table(module: Any) -> str:
    """MyST of the table of options: rule, option and meaning, evidence."""
    lines = [":::{list-table}", ":header-rows: 1", ":class: evidence-table", ""]
    lines += _row([["Rule"], ["Option"], ["Evidence"]])
    for o in module.OPTIONS:
        evidence: list[str] = []
        for e in o.evidence:
            evidence.extend(evidence_paragraphs(e))
        lines += _row([[o.rule], _cell([f'`{o.field}="{o.value}"`', o.summary]), _cell(evidence)])
    lines.append(":::")
    return "\n".join(lines)


def variants_table(module: Any) -> str:
    """MyST of the table of variants: name, rules, the evidence of each field."""
    lines = [":::{list-table}", ":header-rows: 1", ":class: evidence-table", ""]
    lines += _row([["Variant"], ["Rules"], ["Evidence"]])
    for name, v in module.VARIANTS.items():
        fields = variant_evidence(module, name)
        rules_of = getattr(v, "rules", v)
        rules = [f"`{f}={_value(getattr(rules_of, f))}`" for f in fields]
        # Fields with the same evidence (typically the book's choice where the
        # variant's sources are silent) share one entry, so the table stays short.
        groups: dict[tuple[Any, ...], list[str]] = {}
        for f, items in fields.items():
            groups.setdefault(tuple(items), []).append(f)
        evidence: list[str] = []
        for items, names in groups.items():
            label = ", ".join(f"`{f}`" for f in names)
            for i, e in enumerate(items):
                paragraphs = evidence_paragraphs(e)
                if i == 0:
                    paragraphs[0] = f"{label}: {paragraphs[0]}"
                evidence.extend(paragraphs)
        lines += _row([[f"`{name}`"], _cell(rules), _cell(evidence)])
    lines.append(":::")
    return "\n".join(lines)


def variant_evidence(module: Any, name: str) -> Any:
    """The evidence of a named variant, field by field."""
    if hasattr(module, "VARIANT_EVIDENCE"):
        return module.VARIANT_EVIDENCE[name]
    return module.VARIANTS[name].evidence


def _value(value: Any) -> str:
    from hazardlib.evidence import option_key

    if value is None or isinstance(value, (bool, int)):
        return repr(value)
    return repr(option_key(value))


class EvidenceTable(SphinxDirective):
    """``{evidence-table} <module>`` with ``:kind: options`` or ``:kind: variants``."""

    required_arguments = 1
    has_content = False
    option_spec = {"kind": lambda text: text.strip()}

    def run(self) -> list[nodes.Node]:
        import importlib

        kind = self.options.get("kind", "options")
        try:
            module = importlib.import_module(self.arguments[0])
        except ImportError as exc:
            raise self.error(f"no module {self.arguments[0]!r}: {exc}") from None
        if kind == "options":
            text = options_table(module)
        elif kind == "variants":
            text = variants_table(module)
        else:
            raise self.error(f"kind must be 'options' or 'variants', got {kind!r}")
        return _parse(self, text)


def _exercise_directive() -> type[SphinxDirective]:
    from sphinx_exercise.directive import ExerciseDirective
    from sphinx_exercise.nodes import exercise_subtitle

    class Exercise(ExerciseDirective):  # type: ignore[misc]
        """``{exercise} Title``, with a title that gettext extracts."""

        def run(self) -> list[nodes.Node]:
            from sphinx_exercise.nodes import exercise_node, exercise_title

            # Numbered within the chapter: 1 + the exercises already on the page.
            number = 1 + sum(1 for _ in self.state.document.findall(exercise_node))
            self.options["nonumber"] = True
            result: list[nodes.Node] = super().run()
            source, line = self.get_source_info()
            for node in result:
                for title in node.findall(exercise_title):
                    word = title.children[0]
                    title.replace(word, nodes.Text(f"{word.astext()} {number}"))
                for subtitle in node.findall(exercise_subtitle):
                    # Its source text (MyST) is the message; Sphinx's Locale
                    # transform parses the translation back into nodes.
                    subtitle.rawsource = self.arguments[0]
                    subtitle.source, subtitle.line = source, line
                    node["hazardbook_title"] = (self.arguments[0], source, line)
            return result

    return Exercise


def _no_numfig(app: Any, config: Any) -> None:
    """sphinx-exercise turns numfig on for its numbers; the book numbers its exercises itself.

    With numfig on, Sphinx walks every page's doctree on every build to number
    figures, and counts exercises across the whole book.
    """
    config.numfig = False


#: The title of an exercise's folded solution, the ``hazardbook`` catalog's message
#: (conf.py's UI_MESSAGES lists it): ``{exercise}`` is the exercise's own title as
#: the page shows it, "Exercise 3 (A chance of 9 against a main of 6)".
SOLUTION_TITLE = "Solution: {exercise}"


def _title_solutions(app: Any, doctree: nodes.document) -> None:
    """Title each solution by its exercise ("Solution: Exercise 3 (...)"), in the page's language.

    sphinx-exercise titles every solution that follows its exercise just
    "Solution": in the page's outline, and for a screen reader moving from
    heading to heading or naming the button that unfolds it, six solutions
    then read the same.
    """
    from sphinx.locale import get_translation
    from sphinx_exercise.nodes import exercise_enumerable_node, exercise_node, solution_node

    exercises = {
        label: node for node in doctree.findall(lambda n: isinstance(n, (exercise_node, exercise_enumerable_node)))
        for label in [node.get("label")] if label
    }
    template = str(get_translation("hazardbook")(SOLUTION_TITLE))
    for solution in doctree.findall(solution_node):
        exercise = exercises.get(solution.get("target_label"))
        if exercise is None or not solution.children or not isinstance(solution.children[0], nodes.title):
            continue
        text = template.format(exercise=exercise.children[0].astext())
        solution.children[0].replace_self(nodes.title(text, text))
        solution["title"] = text


def _unrepeat_ids(app: Any, doctree: nodes.document, docname: str) -> None:
    """Every exercise and solution wraps its text in a section with one fixed id.

    For the gettext builder, also hand over each exercise's title: the
    extension's post-transform rebuilds the title ("Exercise 1 (...)") as
    text without a source, which gettext skips, so the title is given as a
    paragraph of its own (the message the Locale transform looks up).
    """
    if app.builder.name != "gettext":
        _title_solutions(app, doctree)
    if app.builder.name == "gettext":
        for node in list(doctree.findall(lambda n: isinstance(n, nodes.Element) and "hazardbook_title" in n)):
            text, source, line = node["hazardbook_title"]
            para = nodes.paragraph(text, text)
            para.source, para.line = source, line
            para.uid = ""  # gettext's catalog skips nodes without one (copies)
            node += para
    for section in doctree.findall(nodes.section):
        for fixed in ("exercise-content", "solution-content"):
            if fixed in section["ids"]:
                section["ids"].remove(fixed)
                section["classes"].append(fixed)


def _report_purge(app: Any, env: Any, docname: str) -> None:
    env.__dict__.get("hazardlib_report_messages", {}).pop(docname, None)


def _report_merge(app: Any, env: Any, docnames: Any, other: Any) -> None:
    mine = env.__dict__.setdefault("hazardlib_report_messages", {})
    for docname, found in other.__dict__.get("hazardlib_report_messages", {}).items():
        if docname in docnames:
            mine[docname] = found


def _report_template(app: Any, exception: Exception | None) -> None:
    """Write ``report.pot``: the words of every computed table, sentence and plot.

    myst-nb's renderer for hazardlib's reports (:mod:`hazardlib.report.mystnb`)
    records them while the gettext builder reads the pages; ``sphinx-intl
    update`` then keeps ``locale/<lang>/LC_MESSAGES/report.po`` in step, like
    every page's catalog.
    """
    if exception is not None or app.builder.name != "gettext":
        return
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    from hazardlib.report.catalog import DOMAIN
    from hazardlib.report.cells import CONTEXT_SEPARATOR

    catalog = Catalog(project=app.config.project, version=app.config.version, charset="utf-8", fuzzy=False)
    found = app.env.__dict__.get("hazardlib_report_messages", {})
    for docname in sorted(found):
        for key in found[docname]:
            context, _, words = key.rpartition(CONTEXT_SEPARATOR)
            if catalog.get(words, context or None) is None:
                catalog.add(words, context=context or None)
    with open(f"{app.outdir}/{DOMAIN}.pot", "wb") as out:
        write_po(out, catalog, no_location=True)


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("rule-code", RuleCode)
    app.add_directive("evidence-table", EvidenceTable)
    app.setup_extension("sphinx_exercise")
    app.add_directive("exercise", _exercise_directive(), override=True)
    app.connect("config-inited", _no_numfig, priority=900)  # after sphinx-exercise's own handler
    app.connect("doctree-resolved", _unrepeat_ids)
    app.connect("env-purge-doc", _report_purge)
    app.connect("env-merge-info", _report_merge)
    app.connect("build-finished", _report_template)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
