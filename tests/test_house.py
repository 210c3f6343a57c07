"""The house rules of the code (issue 50), checked on the source with ``ast``:

* no module of ghostparlor/ over 600 lines and no class over 400 (the games' rules
  included: tests/test_rules_module_sizes.py checks their rule IDs);
* no import cycle among ghostparlor's modules: an import inside a function counts (it runs
  one day), one under ``if TYPE_CHECKING:`` does not (it never runs); relative imports are
  resolved; ``from a.b import c`` is an edge to the module a.b.c when there is one, else to
  a.b; the packages a module's import passes through on the way are not counted (else
  every package importing its own modules would be a cycle);
* the tables (ghostparlor/games/*/table/) and the scenes (ghostparlor/scenes/) never read a
  session's or a match's ``.state`` (what a seat may know comes through ``scene.feed``),
  and a table never names a session at all.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ghostparlor"
MAX_MODULE, MAX_CLASS = 600, 400



def sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def name_of(path: Path) -> str:
    """ghostparlor/ui/probe.py -> ghostparlor.ui.probe; a package's __init__ -> the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@lru_cache(maxsize=None)
def parsed(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


# --- sizes ---------------------------------------------------------------------------------------

def too_big(paths: list[Path]) -> list[str]:
    found = []
    for path in paths:
        lines = path.read_text(encoding="utf-8").count("\n") + 1
        where = path.relative_to(ROOT)
        if lines > MAX_MODULE:
            found.append(f"{where}: {lines} lines")
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.ClassDef):
                size = node.end_lineno - node.lineno + 1
                if size > MAX_CLASS:
                    found.append(f"{where}: class {node.name} is {size} lines")
    return found


def test_no_module_over_600_lines_and_no_class_over_400():
    found = too_big(sources())
    assert not found, "over the sizes of the house:\n" + "\n".join(found)


# --- import cycles -------------------------------------------------------------------------------

def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST):
    """Every Import and ImportFrom node, at any depth, except under ``if TYPE_CHECKING:``
    (its ``else:`` branch does run and is walked)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            todo.extend(node.orelse)
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        todo.extend(ast.iter_child_nodes(node))


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {module it imports: the line of the first such import}."""
    paths = {name_of(p): p for p in sources()}
    modules = set(paths)
    graph: dict[str, dict[str, int]] = {}
    for module, path in paths.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        edges: dict[str, int] = {}

        def add(target: str, line: int) -> None:
            while target and target not in modules:  # an attribute imported from a module: that module
                target = target.rpartition(".")[0]
            if target and target != module:
                edges.setdefault(target, line)

        for node in _imports(parsed(path)):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] == "ghostparlor":
                        add(alias.name, node.lineno)
                continue
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source.split(".")[0] != "ghostparlor":
                continue
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                add(sub if sub in modules else source, node.lineno)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """One shortest cycle through each strongly connected group of modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = [0]

    def connect(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in graph.get(v, {}):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    found = []
    for group in groups:
        members = set(group)
        best: list[str] = []
        for start in group:  # breadth first back to start, inside the group: a shortest cycle through it
            paths = {start: [start]}
            frontier, cycle = [start], None
            while frontier and cycle is None:
                ahead = []
                for v in frontier:
                    for w in sorted(graph[v]):
                        if w == start:
                            cycle = paths[v] + [start]
                            break
                        if w in members and w not in paths:
                            paths[w] = paths[v] + [w]
                            ahead.append(w)
                    if cycle is not None:
                        break
                frontier = ahead
            if cycle is not None and (not best or len(cycle) < len(best)):
                best = cycle
        found.append(best)
    return found


def describe(cycle: list[str], graph: dict[str, dict[str, int]]) -> str:
    steps = [f"{a} (line {graph[a][b]})" for a, b in zip(cycle, cycle[1:])]
    return " -> ".join(steps + [cycle[-1]])


def test_the_cycle_finder_finds_a_cycle_and_resolves_relative_imports():
    graph = {"a": {"b": 1}, "b": {"c": 2}, "c": {"a": 3}, "d": {"a": 4}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import ghostparlor.x\n"
                     "def f():\n    from . import y\n")
    assert [type(n).__name__ for n in _imports(tree)] == ["ImportFrom", "ImportFrom"]
    assert "ghostparlor.ui.theme" in import_graph()["ghostparlor.ui.widget"]


def test_no_import_cycle_among_ghostparlor_modules():
    graph = import_graph()
    found = cycles(graph)
    assert not found, f"{len(found)} import cycle(s):\n" + "\n".join(describe(c, graph) for c in found)


# --- what tables and scenes may know ---------------------------------------------------------------

def _last_name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def state_reads(paths: list[Path]) -> list[str]:
    """``<...>.session.state`` / ``<...>.match.state`` (any spelling ending so) in ``paths``."""
    found = []
    for path in paths:
        for node in ast.walk(parsed(path)):
            if isinstance(node, ast.Attribute) and node.attr == "state" and _last_name(node.value) in ("session", "match"):
                found.append((str(path.relative_to(ROOT)), node.lineno, ast.unparse(node)))
    return [f"{where}:{line}: {text}" for where, line, text in sorted(set(found))]


SESSION = re.compile(r"session")


def session_mentions(paths: list[Path]) -> list[str]:
    found = []
    for path in paths:
        for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if SESSION.search(line):
                found.append(f"{path.relative_to(ROOT)}:{no}: {line.strip()[:100]}")
    return found


def table_files() -> list[Path]:
    return sorted(p for p in PACKAGE.glob("games/*/table/*.py"))


def scene_files() -> list[Path]:
    return sorted(PACKAGE.glob("scenes/*.py"))


def test_no_table_or_scene_reads_a_sessions_or_a_matchs_state():
    found = state_reads(table_files() + scene_files())
    assert not found, f"{len(found)} reads of a session's or a match's state (use scene.feed):\n" + "\n".join(found)


def test_no_table_names_a_session():
    found = session_mentions(table_files())
    assert not found, f"{len(found)} lines of a table name a session (a table knows its feed):\n" + "\n".join(found)
