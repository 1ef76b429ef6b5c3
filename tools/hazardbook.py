"""The book's own Sphinx directives.

``rule-code``
    Under a rule's heading, links the rule to the code that implements it,
    read from the package's registry (:mod:`hazardlib.rulebook`), so the book
    and the code cannot disagree about it::

        ```{rule-code} M16
        ```

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
        links = ", ".join(f"{{py:obj}}`{name}`" for name in r.code)
        paragraphs = _parse(self, f"Code: {links}.")
        for p in paragraphs:
            p["classes"].append("rule-code")
        return paragraphs


def setup(app: Any) -> dict[str, Any]:
    app.add_directive("rule-code", RuleCode)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
