"""No import circle among the app's modules (issue 29, "the house"): field_loading and traveller
imported each other (through imports inside functions); a circle ties modules so that neither
can be read, tested or moved alone."""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "dokodesk" / "app"


def _imports() -> dict[str, set[str]]:
    """Each app module's imports of other app modules, at the top or inside a function."""
    graph = {}
    for path in APP.glob("*.py"):
        deps = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module.startswith("dokodesk.app."):
                    deps.add(node.module.split(".")[2])
                elif node.module == "dokodesk.app":
                    deps |= {alias.name for alias in node.names}
        graph[path.stem] = deps - {path.stem}
    return graph


def _circles(graph: dict[str, set[str]]) -> set[tuple[str, ...]]:
    found = set()

    def walk(start: str, node: str, path: list[str]) -> None:
        for nxt in graph.get(node, ()):
            if nxt == start:
                found.add(tuple(path))
            elif nxt not in path and nxt > start:  # each circle once, from its smallest module
                walk(start, nxt, path + [nxt])
    for module in graph:
        walk(module, module, [module])
    return found


def test_the_circle_finder_finds_a_circle():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == {("a", "b", "c")}


def test_no_import_circle_in_the_app():
    assert _circles(_imports()) == set()
