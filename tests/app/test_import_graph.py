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


# The floors, lowest first: each imports only those below it (issue 39.10: bots/solve_cli.py
# imported coach.open_hands, the one arrow that ran back up a floor).
ROOT = APP.parent
FLOORS = ("rules", "dodge", "bots", "coach")
ABOVE = {"rules": ("dodge", "bots", "coach", "store", "app", "league", "session"),
         "dodge": ("bots", "coach", "store", "app", "league", "session"),
         "bots": ("coach", "store", "app", "league", "session"),
         "coach": ("store", "app", "league", "session")}


def _packages_imported(path: Path) -> set[str]:
    """The dokodesk packages a module imports (`dokodesk.X...` or `from dokodesk import X`), at
    the top or inside a function; a name in a docstring is no import."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module] if node.module != "dokodesk" else [f"dokodesk.{a.name}" for a in node.names]
        else:
            continue
        found |= {name.split(".")[1] for name in names if name.startswith("dokodesk.")}
    return found


def _upward_imports() -> list[str]:
    out = []
    for floor in FLOORS:
        for path in sorted((ROOT / floor).rglob("*.py")):
            for package in sorted(_packages_imported(path) & set(ABOVE[floor])):
                out.append(f"{path.relative_to(ROOT.parent)} imports dokodesk.{package}")
    return out


def test_the_floor_check_sees_an_import_inside_a_function(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('"""dokodesk.coach in words."""\n\ndef f():\n    from dokodesk.coach.open_hands import x\n'
                      "    from dokodesk import app\n", encoding="utf-8")
    assert _packages_imported(module) == {"coach", "app"}


def test_no_import_runs_up_a_floor():
    """rules <- dodge <- bots <- coach <- store/app: nothing in bots imports the coach, dodge
    imports no bots, the rules import none of them."""
    assert _upward_imports() == []
