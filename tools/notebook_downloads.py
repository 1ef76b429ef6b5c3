"""Each edition's notebook downloads: in the edition's language, plain Markdown, named for the edition.

A notebook page's download button (``.ipynb``) gives ``<page>.<edition>.ipynb``
beside the page: ``notebooks/hazard.it.ipynb`` next to
``notebooks/hazard.html`` in the Italian edition, ``hazard.en.ipynb`` in the
English one. It is the book's notebook, code and outputs as they are, with

- its markdown translated from the edition's catalog
  (``tools/translate_notebooks.py``), in the translated editions;
- its MyST made plain Markdown (``tools/notebook_markdown.py``), so that plain
  Jupyter shows links and anchors rather than roles and targets.

Where a role points and what it says come from this build's own data: Sphinx's
domains resolve it as on the page (the std domain's labels give a section's
title in the edition's language, sphinxcontrib-bibtex formats a citation), so
nothing about the book's labels is written here. A link to another page is
relative to the notebook's page, which the download sits beside, or absolute
when ``html_baseurl`` (the address of this build's output, as Sphinx uses it
for canonical links) is set.

``conf.py`` calls :func:`write_downloads` when a build finishes and
:func:`point_download_button` for each page.
"""

from __future__ import annotations

import importlib
import json
import posixpath
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

from docutils import nodes
from docutils.utils import unescape
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.locale import admonitionlabels
from sphinx.roles import XRefRole
from sphinx.util import logging
from sphinx.util.osutil import relative_uri

from notebook_markdown import ConversionError, Resolver, code_span, convert_notebook, escape, link, markdown_parser, \
    plain_role, split_title
from translate_notebooks import _catalog, translate_markdown, translate_notebook

logger = logging.getLogger(__name__)


def download_name(docname: str, edition: str) -> str:
    """The download of a notebook page, beside the page: ``notebooks/hazard.it.ipynb``."""
    return f"{docname}.{edition}.ipynb"


def notebook_docnames(app: Sphinx) -> list[str]:
    """The pages of the book made from a notebook."""
    return sorted(d for d in app.env.found_docs if Path(app.env.doc2path(d)).suffix == ".ipynb")


def _edition_catalog(app: Sphinx, docname: str) -> dict[str, str]:
    """The edition's catalog of a page (``<locale_dir>/<language>/LC_MESSAGES/<docname>.po``); empty in English."""
    if app.config.language == "en":
        return {}
    for folder in app.config.locale_dirs:
        po = Path(app.srcdir, folder, app.config.language, "LC_MESSAGES", f"{docname}.po")
        if po.exists():
            return _catalog(po)
    return {}


def book_directive(name: str, argument: str, options: Mapping[str, Any]) -> str | None:
    """The book's own directives (tools/hazardbook.py) as the MyST they stand for on the page, or None."""
    import hazardbook

    if name == "rule-code":
        return hazardbook.rule_code_markdown(argument)
    if name == "evidence-table":
        module = importlib.import_module(argument)
        kind = str(options.get("kind", "options"))
        return hazardbook.options_table(module) if kind == "options" else hazardbook.variants_table(module)
    return None


class SphinxResolver(Resolver):
    """Answers the converter from a finished Sphinx build, for the notebook page *docname*."""

    def __init__(self, app: Sphinx, docname: str, catalog: Mapping[str, str]) -> None:
        super().__init__()
        self.app, self.env, self.docname, self.catalog = app, app.env, docname, catalog
        self.base: str = app.config.html_baseurl or ""

    # -- targets and roles --

    def anchor(self, label: str) -> str:
        # The page's own id for the label (Sphinx may normalise it), so both agree.
        docname, labelid = self.env.domains.standard_domain.anonlabels.get(label.lower(), ("", ""))
        return labelid if docname == self.docname and labelid else label

    def role(self, name: str, content: str, local: Mapping[str, str]) -> str:
        found = self._xref_role(name)
        if found is None:
            return plain_role(name, content)
        domain, typ, role = found
        if content.startswith("!"):  # Sphinx's "no link" mark
            return plain_role(name, content[1:])
        explicit, title, target = split_title(content)
        title, target = unescape(title), unescape(target)
        if role.lowercase:
            target = target.lower()
        if role.fix_parens:
            if not explicit:
                title = (title if title.endswith("()") else title + "()") if self.app.config.add_function_parentheses \
                    else title.removesuffix("()")
            target = target.removesuffix("()")
        rawtext = f"{{{name}}}`{content}`"
        refnode = addnodes.pending_xref(rawtext, refdoc=self.docname, refdomain=domain, reftype=typ,
                                        refexplicit=explicit, refwarn=role.warn_dangling)
        title, target = role.process_link(self.env, refnode, explicit, title, target)
        refnode["reftarget"] = target
        contnode = role.innernodeclass(rawtext, title, classes=["xref", domain, f"{domain}-{typ}"])
        refnode += contnode
        resolved = self.env.domains[domain].resolve_xref(
            self.env, self.docname, self.app.builder, typ, target, refnode, contnode)
        if resolved is None:  # intersphinx and the like answer this event
            resolved = self.app.emit_firstresult("missing-reference", self.env, refnode, contnode,
                                                 allowed_exceptions=())
        if resolved is None:
            logger.warning("notebook download: %s does not resolve; it shows as text", rawtext,
                           location=self.docname, type="hazardbook", subtype="download")
            return self._markdown(contnode, local)
        return self._markdown(resolved, local)

    def _xref_role(self, name: str) -> tuple[str, str, XRefRole] | None:
        """The domain, type and role object of a cross-reference role, looked up as Sphinx does
        (``domain:type``; else the primary domain, then the standard one)."""
        if ":" in name:
            domain, _, typ = name.rpartition(":")
            candidates = [(domain, typ)]
        else:
            candidates = [(self.app.config.primary_domain or "", name), ("std", name)]
        for domain, typ in candidates:
            if domain not in self.env.domains:
                continue
            role = self.env.domains[domain].roles.get(typ)
            if isinstance(role, XRefRole):
                return domain, typ, role
        return None

    def _markdown(self, node: nodes.Node, local: Mapping[str, str], in_link: bool = False) -> str:
        """A resolved reference (docutils inline nodes) as Markdown."""
        if isinstance(node, nodes.Text):
            return escape(node.astext())
        if isinstance(node, nodes.literal):
            return code_span(node.astext())
        inner = "".join(self._markdown(child, local, in_link or isinstance(node, nodes.reference))
                        for child in node.children)
        if isinstance(node, nodes.emphasis):
            return f"*{inner}*"
        if isinstance(node, nodes.strong):
            return f"**{inner}**"
        if isinstance(node, nodes.reference) and not in_link:
            url = self._url(node, local)
            return link(inner, url) if url else inner
        return inner

    def _url(self, node: nodes.Element, local: Mapping[str, str]) -> str:
        refuri = str(node.get("refuri", ""))
        refid = str(node.get("refid", "")) or (refuri[1:] if refuri.startswith("#") else "")
        if refid:
            if refid in local:
                return "#" + refid
            # An id of the page that the notebook has no anchor for: the page itself.
            refuri = self.app.builder.get_relative_uri(self.docname, self.docname) + "#" + refid
        if not refuri or "://" in refuri or refuri.startswith("mailto:"):
            return refuri
        if self.base:
            return urljoin(self.base.rstrip("/") + "/" + self.app.builder.get_target_uri(self.docname), refuri)
        return refuri

    # -- directives --

    def directive(self, name: str, argument: str, options: Mapping[str, Any], body: str) -> str | None:
        return book_directive(name, argument, options)

    def admonition_title(self, name: str) -> str:
        return str(admonitionlabels.get(name, name.capitalize()))

    def substitution(self, key: str) -> str | None:
        value = (self.app.config.myst_substitutions or {}).get(key)
        return None if value is None else str(value)

    def image(self, uri: str) -> str:
        path = posixpath.normpath(posixpath.join(posixpath.dirname(self.docname), uri))
        if path in self.env.images:
            target = self.app.builder.get_target_uri(self.docname)
            return relative_uri(target, f"{self.app.builder.imagedir}/{self.env.images[path][1]}")
        return uri

    def translate(self, text: str) -> str:
        return translate_markdown(text, dict(self.catalog)) if self.catalog else text


def _localise_outputs(notebook: dict[str, Any], app: Sphinx) -> None:
    """Write the notebook's computed outputs (hazardlib reports) in the edition's language.

    Each report keeps its JSON; its HTML table, text and plot are written again
    from it, as the page shows them, so the download reads like the page.
    """
    from hazardlib.report import MIME
    from hazardlib.report.catalog import translator
    from hazardlib.report.tables import bundle

    language = app.config.language or "en"
    translate = translator(language, Path(app.srcdir) / "locale")
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            if MIME in data:
                output["data"] = bundle(data[MIME], language, translate)


def write_downloads(app: Sphinx, edition: str) -> list[Path]:
    """Write every notebook page's download for the edition *edition* (its site folder: en, nb, it...)."""
    md = markdown_parser(getattr(app.env, "myst_config", None))  # myst-parser's, as the pages were parsed
    written = []
    for docname in notebook_docnames(app):
        notebook = json.loads(Path(app.env.doc2path(docname)).read_text(encoding="utf-8"))
        catalog = _edition_catalog(app, docname)
        if catalog:
            notebook = translate_notebook(notebook, catalog)
        try:
            notebook = convert_notebook(notebook, SphinxResolver(app, docname, catalog), md)
        except ConversionError as exc:
            logger.warning("notebook download: %s; its markdown is left as MyST", exc,
                           location=docname, type="hazardbook", subtype="download")
        _localise_outputs(notebook, app)
        out = Path(app.outdir) / download_name(docname, edition)
        text = json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"
        # Written only when it changes, so that a build with nothing to do touches nothing.
        if not out.exists() or out.read_text(encoding="utf-8") != text:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(text, encoding="utf-8")
        written.append(out)
    return written


def point_download_button(app: Sphinx, pagename: str, context: dict[str, Any], edition: str) -> None:
    """Make a notebook page's download button (the theme's "source" button) give the edition's download."""
    if pagename not in app.env.found_docs or Path(app.env.doc2path(pagename)).suffix != ".ipynb":
        return
    url = context["pathto"](download_name(pagename, edition), 1)
    for group in context.get("header_buttons", []):
        for button in group.get("buttons", []):
            if button.get("label") == "download-source-button":
                button["url"] = url
