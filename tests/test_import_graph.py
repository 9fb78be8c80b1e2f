"""The package's import graph stays a house a newcomer can change: no module circle larger than three, scenes
that never import each other (they open each other through ``fishgames.ui.routes``), and no import hidden in
a function in ``fishgames/ui`` unless a measured start-up cost needs it (its comment says ``start-up:``).

Every import counts: at the top, inside functions, under ``TYPE_CHECKING``, and the route table's imports by
name.  The graph is read from the source with ``ast``; nothing is imported but the route table.
"""

from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

import pytest

from fishgames.ui import routes

PACKAGE = Path(__file__).resolve().parents[1] / "fishgames"
LARGEST_CIRCLE = 3
#: The shell scenes' shared kit (drawing helpers, a scroll view, a base class, the replay bar's layout): not
#: screens, so any scene may import them.  Every other module in ``ui/scenes`` is a screen.
SCENE_KIT = {"__init__", "common", "scroll", "tile_art", "closed_by_back", "replay_bar", "results_table"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


class Import:
    def __init__(self, source: str, target: str, line: int, in_function: bool, comment: str):
        self.source, self.target, self.line, self.in_function, self.comment = source, target, line, in_function, comment

    def __repr__(self) -> str:
        return f"{self.source}:{self.line} -> {self.target}"


def read_imports(root: Path = PACKAGE) -> tuple[set[str], list[Import]]:
    """Every module of the package, and every import of one module of it by another."""
    files = {module_name(path): path for path in sorted(root.rglob("*.py"))}

    def known(name: str) -> str | None:  # the module itself, or the package it names a thing of
        while name and name not in files:
            name = name.rpartition(".")[0]
        return name or None

    found = []
    for name, path in files.items():
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node, in_function in statements(ast.parse(text)):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package
                    for _ in range(node.level - 1):
                        parent = parent.rpartition(".")[0]
                    base = f"{parent}.{base}".rstrip(".")
                targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base for alias in node.names]
            else:
                continue
            comment = " ".join(lines[max(0, node.lineno - 2):node.end_lineno])
            for target in targets:
                module = known(target) if target.startswith("fishgames") else None
                if module is not None and module != name:
                    found.append(Import(name, module, node.lineno, in_function, comment))
    return set(files), found


#: What a statement can hold statements in (an expression never does: a lambda's body is an expression).
_HOLDERS = (ast.stmt, ast.excepthandler, ast.match_case)


def statements(tree: ast.Module):
    """Every statement of ``tree`` — imports are statements — with whether a function holds it, in ``ast.walk``'s
    order (breadth first).  Expressions are not walked into: 345,780 of the package's 375,461 nodes, and
    walking them (and each function's body once more, to know what is inside one) was most of the reading."""
    queue = deque([(tree, False)])
    while queue:
        node, in_function = queue.popleft()
        inner = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for child in ast.iter_child_nodes(node):
            if isinstance(child, _HOLDERS):
                queue.append((child, inner))
        if isinstance(node, ast.stmt):
            yield node, in_function


def route_imports() -> list[Import]:
    """The route table imports its scenes by name, when a route is first opened: counted like the rest."""
    return [Import("fishgames.ui.routes", module, 0, True, "start-up:") for module, _ in routes.ROUTES.values()]


def circles(modules: set[str], imports: list[Import]) -> list[set[str]]:
    """The strongly connected components with more than one module (Tarjan's algorithm, without recursion)."""
    edges: dict[str, set[str]] = {module: set() for module in modules}
    for found in imports:
        edges[found.source].add(found.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components = []
    for start in sorted(modules):
        if start in index:
            continue
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    components.append(component)
    return components


@pytest.fixture(scope="module")
def graph() -> tuple[set[str], list[Import]]:
    modules, imports = read_imports()
    return modules, imports + route_imports()


def test_the_graph_is_read_whole(graph):
    """The reader sees what it must: imports inside functions, under TYPE_CHECKING and relative ones."""
    modules, imports = graph
    assert {"fishgames.ui.app", "fishgames.ui.scenes.menu", "fishgames.games.fischen.rules"} <= modules
    pairs = {(found.source, found.target) for found in imports}
    assert ("fishgames.ui.scene", "fishgames.ui.input") in pairs  # under TYPE_CHECKING
    assert ("fishgames.ui.phone_table", "fishgames.phones.bridge") in pairs  # inside a function
    assert ("fishgames.ui.routes", "fishgames.ui.scenes.setup") in pairs  # the route table's by-name import


def test_no_module_circle_is_larger_than_three(graph):
    found = sorted(circles(*graph), key=len, reverse=True)
    assert not found or len(found[0]) <= LARGEST_CIRCLE, f"an import circle of {len(found[0])}: {sorted(found[0])}"


def test_a_circle_is_found_where_there_is_one():
    modules = {"a", "b", "c", "d", "e"}
    imports = [Import(s, t, 0, False, "") for s, t in [("a", "b"), ("b", "c"), ("c", "d"), ("d", "a"), ("d", "e")]]
    assert circles(modules, imports) == [{"a", "b", "c", "d"}]


def test_scenes_never_import_each_other(graph):
    _, imports = graph
    screens = {f"fishgames.ui.scenes.{path.stem}" for path in (PACKAGE / "ui" / "scenes").glob("*.py")
               if path.stem not in SCENE_KIT}
    assert "fishgames.ui.scenes.setup" in screens and "fishgames.ui.scenes.common" not in screens
    crossing = [found for found in imports if found.source in screens and found.target in screens]
    assert not crossing, f"a scene imports another (open it with app.scene(route, ...)): {crossing}"


def test_ui_imports_inside_functions_only_for_start_up(graph):
    """An import inside a function in ``fishgames/ui`` of the package's own modules says which start-up cost
    it keeps off the first frame (``# start-up: ...``); any other belongs at the top of the module."""
    _, imports = graph
    hidden = [found for found in imports if found.source.startswith("fishgames.ui") and found.in_function
              and "start-up:" not in found.comment]
    assert not hidden, f"imports inside functions with no measured start-up cost named: {hidden}"


def test_every_route_opens_something():
    for route in routes.ROUTES:
        assert callable(routes.maker(route)), route
