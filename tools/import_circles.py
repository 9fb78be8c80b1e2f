"""Print every import circle in ``fishgames/``, largest first, with the imports that close it.

Counts every import - at the top, inside functions, under ``TYPE_CHECKING`` and the route table's by-name
ones - with the very reader ``tests/test_import_graph.py`` pins the bound with (no circle over three modules),
so the figure and the test cannot drift apart.

    .venv/bin/python tools/import_circles.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from test_import_graph import LARGEST_CIRCLE, circles, read_imports, route_imports  # noqa: E402


def main() -> int:
    modules, imports = read_imports()
    imports += route_imports()
    found = sorted(circles(modules, imports), key=lambda circle: (-len(circle), sorted(circle)))
    for circle in found:
        print(f"{len(circle)} modules: {', '.join(sorted(circle))}")
        for edge in sorted({(i.source, i.target, i.line, i.in_function) for i in imports
                            if i.source in circle and i.target in circle}):
            source, target, line, in_function = edge
            print(f"    {source}:{line} -> {target}{'  (inside a function)' if in_function else ''}")
    largest = len(found[0]) if found else 1
    print(f"largest circle: {largest} module(s) in {len(modules)} (bound {LARGEST_CIRCLE})")
    return 0 if largest <= LARGEST_CIRCLE else 1


if __name__ == "__main__":
    sys.exit(main())
