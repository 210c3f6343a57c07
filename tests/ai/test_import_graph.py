"""The bots' imports point one way (issue 50): no import cycle through ``ghostparlor/ai/``, the
game registry, the rules protocol or the OpenSpiel tools, and nothing in ``ghostparlor/ai/``
imports the research tools. Read from the source (AST): an import inside a function counts,
one under ``if TYPE_CHECKING:`` does not.

Run as a script to list the imports among these modules:
``python tests/ai/test_import_graph.py``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ghostparlor"
WATCHED = ("ghostparlor.ai", "ghostparlor.games", "ghostparlor.core.protocol",
           "ghostparlor.devtools.openspiel", "ghostparlor.devtools.openspiel_ismcts")  # and ghostparlor.ai.*


def _name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    return ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)


def _imported(node: ast.AST, module: str, is_package: bool) -> set[str]:
    """Every module name an import statement under ``node`` names (not under TYPE_CHECKING)."""
    out: set[str] = set()
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
            for other in child.orelse:
                out |= _imported(other, module, is_package)
            continue
        if isinstance(child, ast.Import):
            out.update(alias.name for alias in child.names)
        elif isinstance(child, ast.ImportFrom):
            if child.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[: len(base) - (child.level - 1)]
                source = ".".join(base + ([child.module] if child.module else []))
            else:
                source = child.module or ""
            out.add(source)
            out.update(f"{source}.{alias.name}" for alias in child.names)
        out |= _imported(child, module, is_package)
    return out


def import_graph() -> dict[str, set[str]]:
    """Each ghostparlor module and the ghostparlor modules it imports."""
    paths = {_name(p): p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts}
    graph = {}
    for module, path in paths.items():
        edges = set()
        for name in _imported(ast.parse(path.read_text(encoding="utf-8")), module, path.name == "__init__.py"):
            while name and name not in paths:
                name = name.rpartition(".")[0]
            if name and name != module:
                edges.add(name)
        graph[module] = edges
    return graph


def watched(module: str) -> bool:
    return module in WATCHED or module.startswith("ghostparlor.ai.")


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for nxt in edges:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_no_import_cycle_through_the_bots_the_registry_or_the_protocol():
    through = [c for c in cycles(import_graph()) if any(watched(m) for m in c)]
    assert not through, "import cycles: " + "; ".join(" <-> ".join(c) for c in through)


def test_the_bots_never_import_the_research_tools_and_the_registry_imports_no_bot():
    graph = import_graph()
    into_devtools = {m: sorted(e for e in edges if e.startswith("ghostparlor.devtools"))
                     for m, edges in graph.items() if m.startswith("ghostparlor.ai")}
    assert not any(into_devtools.values()), into_devtools
    assert not graph["ghostparlor.ai.registry"], "the registry names its bots' modules, it imports none"


def test_the_game_registry_and_the_protocol_import_nothing_of_the_games_or_the_bots():
    graph = import_graph()
    for module in ("ghostparlor.games", "ghostparlor.core.protocol"):
        assert not [e for e in graph[module] if e.startswith(("ghostparlor.games.", "ghostparlor.ai"))], module


if __name__ == "__main__":
    graph = import_graph()
    for module in sorted(m for m in graph if watched(m)):
        print(module, "->", ", ".join(sorted(e for e in graph[module] if watched(e))) or "-")
    for component in cycles(graph):
        print("cycle:", " <-> ".join(component))
