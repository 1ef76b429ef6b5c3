"""A notebook's MyST markdown made plain Markdown, for readers in plain Jupyter.

The book's notebooks are written in MyST: ``(label)=`` targets, roles such as
``{ref}`label``` or ``{cite:p}`key```, directives in fences. JupyterLab shows
them as written. :func:`convert_notebook` rewrites the markdown cells so that
Jupyter renders them:

- a target becomes an HTML anchor (``<a id="label"></a>``) on the heading or
  paragraph it labels;
- a role becomes a Markdown link or text; where it points and what it says is
  asked of a :class:`Resolver` (the base class knows only the notebook itself
  and an optional table of references; ``tools/notebook_downloads.py`` asks the
  Sphinx build);
- a directive becomes a quotation (admonitions), a code block, display math,
  a table (``list-table``) or its own content; comments and block breaks go.

Cells are parsed with MyST's own markdown-it parser, and only what it finds is
rewritten, in place: the rest of each cell stays as written, line for line.
Code cells, outputs and metadata are not touched.
"""

from __future__ import annotations

import copy
import html
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.rules_inline import StateInline
from markdown_it.token import Token

#: Sphinx's explicit title, ``text <target>`` (sphinx.util.nodes.explicit_title_re).
EXPLICIT_TITLE = re.compile(r"^(.+?)\s*(?<!\x00)<([^<]*?)>$", re.DOTALL)
#: Directives shown as a quotation under their title.
ADMONITIONS = frozenset(
    {"attention", "caution", "danger", "error", "hint", "important", "note", "seealso", "tip", "warning"}
)
#: Directives shown as a quotation under their argument (a title of the author's).
TITLED = frozenset({"admonition", "dropdown", "exercise", "solution", "topic", "sidebar", "margin", "card"})
CODE_DIRECTIVES = frozenset({"code", "code-block", "sourcecode", "code-cell"})
#: Directives with nothing for a notebook's reader (navigation, index entries).
DROPPED = frozenset({"toctree", "tableofcontents", "contents", "index", "bibliography", "glossary-index"})
#: Block tokens that hold other blocks: a target labels the first block inside them.
CONTAINERS = frozenset(
    {"blockquote_open", "bullet_list_open", "ordered_list_open", "list_item_open", "dl_open", "dt_open", "dd_open"}
)
_ESCAPE = re.compile(r"([\\`*_\[\]<>$|])")


class ConversionError(ValueError):
    """A construct the converter found but could not place back in the cell's text."""


# -- Markdown pieces ------------------------------------------------------------


def escape(text: str) -> str:
    """*text* as literal Markdown text (``$`` too: Jupyter reads it as math)."""
    return _ESCAPE.sub(r"\\\1", text)


def code_span(text: str) -> str:
    """*text* as a Markdown code span, with enough backticks to hold it."""
    ticks = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text}{pad}{ticks}"


def link(text: str, url: str) -> str:
    """A Markdown link; *text* is Markdown already."""
    if re.search(r"[\s()<>]", url):
        url = "<" + url.replace("<", "%3C").replace(">", "%3E") + ">"
    return f"[{text}]({url})"


def anchor_html(ids: Iterable[str]) -> str:
    return "".join(f'<a id="{html.escape(i)}"></a>' for i in ids)


def split_title(content: str) -> tuple[bool, str, str]:
    """A role's ``text <target>`` as Sphinx reads it: (explicit, title, target)."""
    match = EXPLICIT_TITLE.match(content)
    if match:
        return True, match.group(1), match.group(2)
    return False, content, content


def plain_role(name: str, content: str) -> str:
    """Markdown for a role that links nowhere, by what it shows on the page."""
    short = name.rpartition(":")[2]
    if short in ("sub", "subscript", "sup", "superscript"):
        tag = "sub" if short.startswith("sub") else "sup"
        return f"<{tag}>{html.escape(content)}</{tag}>"
    if short == "abbr":
        match = re.match(r"^(.*?)\s*\((.*)\)\s*$", content, re.S)
        if match:
            return f'<abbr title="{html.escape(match.group(2))}">{html.escape(match.group(1))}</abbr>'
        return f"<abbr>{html.escape(content)}</abbr>"
    if short == "math":
        return f"${content}$"
    if short == "kbd":
        return f"<kbd>{html.escape(content)}</kbd>"
    if short in ("code", "literal", "samp", "file", "command", "program", "envvar", "makevar", "mimetype", "regexp"):
        return code_span(content)
    if short in ("emphasis", "dfn", "title-reference"):
        return f"*{escape(content)}*"
    if short == "strong":
        return f"**{escape(content)}**"
    if short == "guilabel":
        return escape(content.replace("&&", "\x00").replace("&", "").replace("\x00", "&"))
    if short == "menuselection":
        return escape(content.replace("&", "").replace("-->", "‣"))
    explicit, title, target = split_title(content)
    if short in ("pep", "rfc") and target.split("#")[0].isdigit():
        number = int(target.split("#")[0])
        url = f"https://peps.python.org/pep-{number:04d}/" if short == "pep" else f"https://datatracker.ietf.org/doc/html/rfc{number}.html"
        return link(escape(title if explicit else f"{short.upper()} {number}"), url)
    # Any other role: the text it shows (its title; a Python name without "~" or "!").
    text = title if explicit else content.lstrip("!")
    if text.startswith("~"):
        text = text[1:].rpartition(".")[2]
    return escape(text)


# -- what roles point to ----------------------------------------------------------


class Resolver:
    """What the converter asks about a notebook's roles, targets and directives.

    This base knows the notebook alone: a ``{ref}`` to a label of the notebook
    links to its anchor; one to a label in *references* (label -> URL, title)
    links there; any other role shows its text. ``tools/notebook_downloads.py``
    answers from a Sphinx build instead.
    """

    def __init__(self, references: Mapping[str, tuple[str, str]] | None = None) -> None:
        self.references = dict(references or {})

    def anchor(self, label: str) -> str:
        """The HTML id of the target *label* (the page's id, so links agree)."""
        return label

    def role(self, name: str, content: str, local: Mapping[str, str]) -> str:
        """Markdown for ``{name}`content```; *local* maps the notebook's anchors to their titles."""
        if name.rpartition(":")[2] in ("ref", "numref"):
            explicit, title, target = split_title(content)
            anchor = self.anchor(target.lower())
            if anchor in local:
                return link(escape(title if explicit else local[anchor] or target), "#" + anchor)
            if target.lower() in self.references:
                url, name_of = self.references[target.lower()]
                return link(escape(title if explicit else name_of), url)
            return escape(title)
        return plain_role(name, content)

    def directive(self, name: str, argument: str, options: Mapping[str, Any], body: str) -> str | None:
        """MyST to put in place of a directive the converter cannot show by itself, or None."""
        return None

    def admonition_title(self, name: str) -> str:
        """The title of an admonition (``note`` -> "Note"), in the reader's language."""
        return {"seealso": "See also"}.get(name, name.capitalize())

    def substitution(self, key: str) -> str | None:
        """The Markdown of ``{{ key }}``, or None to leave it as written."""
        return None

    def image(self, uri: str) -> str:
        """Where an image of a directive is, seen from the notebook."""
        return uri

    def translate(self, text: str) -> str:
        """*text* (MyST, a directive's content) in the reader's language."""
        return text


# -- parsing ----------------------------------------------------------------------------


def markdown_parser(config: Any = None, extensions: Iterable[str] = ()) -> MarkdownIt:
    """MyST's markdown-it parser, as the build configures it (*config*, a
    ``MdParserConfig``) or with *extensions*; each role and substitution token
    records where it starts and ends in its inline text (``meta["span"]``).
    """
    from markdown_it.renderer import RendererHTML
    from myst_parser.config.main import MdParserConfig
    from myst_parser.parsers.mdit import create_md_parser

    md = create_md_parser(config if config is not None else MdParserConfig(enable_extensions=set(extensions)),
                          RendererHTML)
    # markdown-it keeps no positions for inline tokens: wrap the two rules that make these tokens.
    for name in ("myst_role", "substitution_inline"):
        index = md.inline.ruler.__find__(name)
        if index >= 0:
            md.inline.ruler.at(name, _spanned(md.inline.ruler.__rules__[index].fn))
    return md


def _spanned(rule: Callable[[StateInline, bool], bool]) -> Callable[[StateInline, bool], bool]:
    def spanned(state: StateInline, silent: bool) -> bool:
        start, count = state.pos, len(state.tokens)
        if not rule(state, silent):
            return False
        if not silent and len(state.tokens) > count:
            state.tokens[-1].meta = {**state.tokens[-1].meta, "span": (start, state.pos)}
        return True

    return spanned


def _plain_text(inline: Token) -> str:
    """The text of an inline token as a reader sees it, near enough for a link's text."""
    parts = []
    for child in inline.children or []:
        if child.type in ("text", "code_inline", "myst_role"):
            parts.append(child.content)
        elif child.type in ("softbreak", "hardbreak"):
            parts.append(" ")
    return "".join(parts).strip()


def _labelled(tokens: list[Token], index: int) -> int | None:
    """The index of the block a target at *index* labels (the next block, looking into containers)."""
    for j in range(index + 1, len(tokens)):
        token = tokens[j]
        if token.type == "myst_target":
            continue
        if token.map is not None and token.type not in CONTAINERS:
            return j
    return None


def notebook_targets(text: str, resolver: Resolver, md: MarkdownIt) -> dict[str, str]:
    """The anchors of one markdown cell's targets, each with the title of the heading it labels ("" if none)."""
    tokens = md.parse(text, {})
    found: dict[str, str] = {}
    for i, token in enumerate(tokens):
        if token.type == "myst_target":
            j = _labelled(tokens, i)
            heading = j is not None and tokens[j].type == "heading_open"
            found[resolver.anchor(token.content)] = _plain_text(tokens[j + 1]) if heading and j is not None else ""
    return found


# -- conversion ---------------------------------------------------------------------------


class _Text:
    """A cell's text and the offset of each of its lines; edits are (start, end, new text)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = text.split("\n")
        self.starts = [0]
        for line in self.lines:
            self.starts.append(self.starts[-1] + len(line) + 1)
        self.edits: list[tuple[int, int, str]] = []

    def lines_span(self, first: int, last: int) -> tuple[int, int]:
        """Lines [first, last) with their line ends."""
        return self.starts[first], min(self.starts[last], len(self.text))

    def replace_lines(self, first: int, last: int, new: list[str]) -> None:
        start, end = self.lines_span(first, last)
        ends_line = self.starts[last] <= len(self.text)
        self.edits.append((start, end, "".join(line + "\n" for line in new) if ends_line else "\n".join(new)))

    def result(self) -> str:
        out = self.text
        previous = len(out) + 1
        for start, end, new in sorted(self.edits, key=lambda e: (e[0], e[1]), reverse=True):
            if end > previous:
                raise ConversionError(f"overlapping edits at {start}-{end} in {self.text[:80]!r}")
            out = out[:start] + new + out[end:]
            previous = start
        return out


def _content_offsets(text: _Text, inline: Token, opener: Token, cursors: dict[int, int]) -> list[int]:
    """The offset in the cell of each line of an inline token's content.

    A paragraph's content is its lines with the container's prefix ("> ",
    indentation) cut and the whole stripped, so each line is the end of its
    source line. A heading's content follows its marker; a table cell's
    follows the cells before it on its line (*cursors*, per line).
    """
    assert inline.map is not None
    offsets = []
    for k, piece in enumerate(inline.content.split("\n")):
        number = inline.map[0] + k
        line = text.lines[number]
        start = cursors.get(number, 0)
        if opener.type == "heading_open" and opener.markup.startswith("#"):
            start = max(start, line.index(opener.markup) + len(opener.markup))
        column = -1
        if opener.type in ("paragraph_open", "heading_open") and not opener.markup.startswith("#"):
            column = len(line.rstrip()) - len(piece.rstrip())
            if column < start or line[column:column + len(piece)] != piece:
                column = -1
        if column < 0:
            column = line.find(piece, start)
        if column < 0:
            raise ConversionError(f"cannot find {piece!r} in line {line!r}")
        if piece:  # an empty table cell says nothing of where the next one is
            cursors[number] = column + len(piece)
        offsets.append(text.starts[number] + column)
    return offsets


def _offset(offsets: list[int], content: str, position: int) -> int:
    line = content.count("\n", 0, position)
    return offsets[line] + position - (content.rfind("\n", 0, position) + 1)


def _prefixes(line: str, marker: str) -> tuple[str, str]:
    """What precedes a block's marker on its first line, and on its following lines (list markers as spaces)."""
    first = line[: line.index(marker)] if marker in line else line[: len(line) - len(line.lstrip(" >"))]
    rest = re.sub(r"(?:[-*+]|\d+[.)])(?=\s|$)", lambda m: " " * len(m.group()), first)
    return first, rest


def convert_markdown(source: str, resolver: Resolver, md: MarkdownIt, local: Mapping[str, str] | None = None) -> str:
    """One markdown cell (MyST) as plain Markdown; *local*: the notebook's anchors and titles."""
    local = dict(local) if local is not None else notebook_targets(source, resolver, md)
    text = _Text(source.replace("\r\n", "\n"))
    tokens = md.parse(text.text, {})
    cursors: dict[int, int] = {}
    pending: list[tuple[int, str]] = []  # (line, anchor) of targets not yet placed
    for i, token in enumerate(tokens):
        if token.type == "myst_target" and token.map is not None:
            pending.append((token.map[0], resolver.anchor(token.content)))
            continue
        if pending and token.map is not None and token.type not in CONTAINERS:
            _place_anchors(text, tokens, i, pending, cursors)
            pending = []
        if token.map is not None and token.type in ("myst_line_comment", "myst_block_break", "front_matter"):
            text.replace_lines(token.map[0], token.map[1], [])
        elif token.map is not None and token.type in ("fence", "colon_fence") and token.info.strip().startswith("{"):
            _replace_directive(text, token, resolver, md, local)
        elif token.map is not None and token.type == "substitution_block":
            value = resolver.substitution(token.content.strip())
            if value is not None:
                text.replace_lines(token.map[0], token.map[1], value.split("\n"))
        elif token.type == "inline" and token.map is not None and i > 0:
            _convert_inline(text, token, tokens[i - 1], resolver, local, cursors)
    if pending:
        # Nothing follows in the cell: the anchor stays where the last target was.
        for line, _ in pending[:-1]:
            text.replace_lines(line, line + 1, [])
        line = pending[-1][0]
        first, _rest = _prefixes(text.lines[line], "(")
        text.replace_lines(line, line + 1, [first + anchor_html(a for _, a in pending)])
    return text.result()


def _place_anchors(text: _Text, tokens: list[Token], index: int, pending: list[tuple[int, str]],
                   cursors: dict[int, int]) -> None:
    """Put the anchors of *pending* targets on the block at *index*: into a heading or
    paragraph, else on a line of their own where the last target was."""
    token = tokens[index]
    html_ids = anchor_html(a for _, a in pending)
    if token.type in ("heading_open", "paragraph_open") and tokens[index + 1].type == "inline":
        for line, _ in pending:
            text.replace_lines(line, line + 1, [])
        start = _content_offsets(text, tokens[index + 1], token, dict(cursors))[0]
        text.edits.append((start, start, html_ids))
        return
    for line, _ in pending[:-1]:
        text.replace_lines(line, line + 1, [])
    line = pending[-1][0]
    first, _rest = _prefixes(text.lines[line], "(")
    text.replace_lines(line, line + 1, [first + html_ids, first.rstrip()])


def _convert_inline(text: _Text, inline: Token, opener: Token, resolver: Resolver, local: Mapping[str, str],
                    cursors: dict[int, int]) -> None:
    spans = [c for c in inline.children or [] if "span" in c.meta]
    if not spans:
        try:  # keeps the cursors of shared lines (a table row's cells) in step
            _content_offsets(text, inline, opener, cursors)
        except ConversionError:
            pass
        return
    offsets = _content_offsets(text, inline, opener, cursors)
    for child in spans:
        start, end = child.meta["span"]
        raw = inline.content[start:end]
        if child.type == "myst_role":
            new: str | None = resolver.role(child.meta["name"], child.content, local)
        else:
            new = resolver.substitution(child.content.strip())
        if new is None:
            continue
        a, b = _offset(offsets, inline.content, start), _offset(offsets, inline.content, end)
        if "\n" not in raw and text.text[a:b] != raw:
            raise ConversionError(f"{raw!r} is not where the parser saw it in {text.text[:80]!r}")
        text.edits.append((a, b, new))


def _replace_directive(text: _Text, token: Token, resolver: Resolver, md: MarkdownIt, local: Mapping[str, str]) -> None:
    """Put the Markdown of a directive in its lines, set apart by blank lines (else a paragraph
    next to it would run into a quotation or a table)."""
    assert token.map is not None
    first_line, last_line = token.map
    first, rest = _prefixes(text.lines[first_line], token.markup)
    new = _directive(token, resolver, md, local).split("\n")
    if not any(new):
        text.replace_lines(first_line, last_line, [])
        return

    def blank(number: int) -> bool:
        return not text.lines[number].strip(" >")

    if first_line > 0 and not blank(first_line - 1):
        new = ["", *new]
    if last_line < len(text.lines) and not blank(last_line):
        new = [*new, ""]
    lines = [(first if n == 0 else rest) + line if line else (first if n == 0 else rest).rstrip()
             for n, line in enumerate(new)]
    text.replace_lines(first_line, last_line, lines)


# -- directives ----------------------------------------------------------------------


def split_options(content: str) -> tuple[dict[str, Any], str]:
    """A directive's options (a ``---`` YAML block or ``:key: value`` lines) and its body."""
    lines = content.split("\n")
    options: dict[str, Any] = {}
    if lines and lines[0].strip() == "---":
        end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), None)
        if end is not None:
            import yaml

            loaded = yaml.safe_load("\n".join(lines[1:end]))
            options = dict(loaded) if isinstance(loaded, dict) else {}
            lines = lines[end + 1:]
    else:
        while lines and (match := re.match(r"^:([\w-]+):(.*)$", lines[0])):
            options[match.group(1)] = match.group(2).strip()
            lines.pop(0)
    return options, "\n".join(lines).strip("\n")


def _directive(token: Token, resolver: Resolver, md: MarkdownIt, local: Mapping[str, str]) -> str:
    """Plain Markdown for a directive (a fence whose info is ``{name} argument``)."""
    info = token.info.strip()
    name, _, argument = info[1:].partition("}")
    name, argument = name.strip(), argument.strip()
    options, body = split_options(token.content)

    def convert(myst: str) -> str:
        return convert_markdown(resolver.translate(myst), resolver, md, local).strip("\n")

    expanded = resolver.directive(name, argument, options, body)
    if expanded is not None:
        return convert(expanded)
    short = name.rpartition(":")[2]
    if short in CODE_DIRECTIVES:
        fence = "`" * max(3, max((len(r) + 1 for r in re.findall(r"`+", body)), default=0))
        return f"{fence}{argument}\n{body}\n{fence}"
    if short == "math":
        return f"$$\n{(argument + chr(10) + body).strip()}\n$$"
    if short in DROPPED:
        return ""
    if short == "list-table":
        return _list_table(body, options, argument, convert, md)
    if short in ("image", "figure"):
        alt = str(options.get("alt", ""))
        picture = "!" + link(escape(alt), resolver.image(argument))
        caption = convert(body)
        return picture + (f"\n\n*{caption}*" if caption else "")
    if short in ADMONITIONS or short in TITLED:
        if short in ADMONITIONS:
            title, inner = resolver.admonition_title(short), convert((argument + "\n" + body).strip())
        else:
            title, inner = convert(argument), convert(body)
        lines = ([f"**{title}**", ""] if title else []) + inner.split("\n")
        return "\n".join(("> " + line) if line else ">" for line in lines)
    # Any other directive: its title, if it has one, and its content.
    head = f"**{convert(argument)}**\n\n" if argument else ""
    return (head + convert(body)).strip("\n")


def _list_table(body: str, options: Mapping[str, Any], title: str, convert: Callable[[str], str],
                md: MarkdownIt) -> str:
    """A ``list-table`` as a pipe table: each item of the outer list a row, each inner item a cell."""
    lines = body.split("\n")
    tokens = md.parse(body, {})
    rows: list[list[str]] = []
    for token in tokens:
        if token.type == "list_item_open" and token.level == 1:
            rows.append([])
        elif token.type == "list_item_open" and token.level == 3 and token.map is not None and rows:
            first, last = token.map
            marker = re.match(r"^\s*(?:[-*+]\s+)*[-*+](?:\s+|$)", lines[first])
            column = marker.end() if marker else 0
            cell = [lines[first][column:]] + [line[min(column, len(line) - len(line.lstrip(" "))):]
                                               for line in lines[first + 1:last]]
            markdown = convert("\n".join(cell).strip())
            markdown = re.sub(r"\n{2,}", "<br><br>", markdown).replace("\n", " ")
            rows[-1].append(re.sub(r"(?<!\\)\|", r"\\|", markdown))
    if not rows:
        return convert(body)
    width = max(len(row) for row in rows)
    rows = [row + [""] * (width - len(row)) for row in rows]
    headers = int(str(options.get("header-rows", 0)) or 0)
    head, rest = (rows[0], rows[1:]) if headers else ([""] * width, rows)

    def line(cells: list[str]) -> str:
        return "| " + " | ".join(cells) + " |"

    table = [line(head), "|" + "|".join(["---"] * width) + "|", *map(line, rest)]
    return (f"**{convert(title)}**\n\n" if title else "") + "\n".join(table)


# -- notebooks -------------------------------------------------------------------------------


def _source(cell: Mapping[str, Any]) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else str(source)


def convert_notebook(notebook: Mapping[str, Any], resolver: Resolver, md: MarkdownIt) -> dict[str, Any]:
    """A copy of *notebook* (nbformat 4, as JSON) whose markdown cells are plain Markdown."""
    out: dict[str, Any] = copy.deepcopy(dict(notebook))
    cells = [cell for cell in out["cells"] if cell["cell_type"] == "markdown"]
    local: dict[str, str] = {}
    for cell in cells:
        local.update(notebook_targets(_source(cell), resolver, md))
    for cell in cells:
        cell["source"] = convert_markdown(_source(cell), resolver, md, local).splitlines(keepends=True)
    return out
