"""The package reads top to bottom: no import circle, and the exact solvers share one model.

Read from the source (``ast``), not by importing: an import made inside a
function closes a circle just as well as one at the top of a module.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "hazardlib"

#: The Sette e mezzo modules that solve the game exactly, or reply to a policy: each may use
#: the shared model (kinds, model) and the rules' modules, but no other solver's private names.
SETTE_SOLVERS = ("solver", "reply", "equilibrium", "table", "counting")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> list[ast.ImportFrom]:
    return [node for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("hazardlib")]


def _graph() -> dict[str, set[str]]:
    """Module -> the hazardlib modules it imports (a package's __init__ re-exports, so it is left out)."""
    modules = {_module_name(p): p for p in PACKAGE.rglob("*.py")}
    packages = {_module_name(p) for p in PACKAGE.rglob("__init__.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        if name in packages:
            continue
        deps = set()
        for node in _imports(path):
            assert node.module is not None
            for alias in node.names:
                sub = f"{node.module}.{alias.name}"
                target = sub if sub in modules else node.module
                if target in modules and target not in packages and target != name:
                    deps.add(target)
        graph[name] = deps
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    found: list[list[str]] = []
    state: dict[str, int] = {}  # 1 on the path, 2 done

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                visit(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    return found


def test_no_module_imports_a_module_that_imports_it_back() -> None:
    cycles = _cycles(_graph())
    assert not cycles, "import circles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_the_cycle_finder_finds_a_circle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_sette_solvers_touch_no_private_name_of_each_other() -> None:
    problems = []
    for name in SETTE_SOLVERS:
        for node in _imports(PACKAGE / "sette_e_mezzo" / f"{name}.py"):
            assert node.module is not None
            source = node.module.rsplit(".", 1)[-1]
            if source in SETTE_SOLVERS + ("kinds", "model"):
                private = [a.name for a in node.names if a.name.startswith("_")]
                if private:
                    problems.append(f"{name} imports {private} from {source}")
    assert not problems, "\n".join(problems)
