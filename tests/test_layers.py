"""The layers of ``src/fairwrite`` (CONTRIBUTING.md): an import may only go down, never up, and no cycle.

The import graph is read from the source with :mod:`ast` (module-level and function-level imports
alike: an import inside a function is still a dependency). A ``"module:attribute"`` string in the core that
names an upper layer is a dependency too: what the core resolves at run time registers where it is
defined (entry points in pyproject.toml), so a new builder, metric or model never edits the core.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"

#: Bottom to top. A module belongs to the layer of its longest listed prefix.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "core",
        (
            "fairwrite",
            "fairwrite.errors",
            "fairwrite.extras",
            "fairwrite.schema",
            "fairwrite.languages",
            "fairwrite.registry",
            "fairwrite.datadir",
            "fairwrite.citations",
            "fairwrite.text",
            "fairwrite.generation",
            "fairwrite._pipeline_hook",
        ),
    ),
    ("engines", ("fairwrite.en", "fairwrite.de", "fairwrite.fr", "fairwrite.cda")),
    ("metrics", ("fairwrite.metrics",)),
    ("augment", ("fairwrite.augment", "fairwrite.corpus")),
    ("datasets", ("fairwrite.datasets",)),
    ("models", ("fairwrite.models", "fairwrite.trainer", "fairwrite.pipelines")),
    ("review", ("fairwrite.review",)),
    ("hub", ("fairwrite.hub",)),
    ("cli", ("fairwrite.cli", "fairwrite.__main__")),
)

#: Language engines are leaves: one engine never imports another.
ENGINES = LAYERS[1][1]

#: Known violations still to fix, each with the reason it is allowed for now. Keep this empty; an entry
#: is a debt with an owner, not a design decision.
KNOWN: dict[tuple[str, str], str] = {}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted((SRC / "fairwrite").rglob("*.py"))}


def imports(name: str, path: Path, known: set[str]) -> Iterator[tuple[str, int, bool]]:
    """``(imported fairwrite module, line, inside a function)`` for every import in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]

    def visit(node: ast.AST, in_function: bool) -> Iterator[tuple[str, int, bool]]:
        for child in ast.iter_child_nodes(node):
            nested = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            if isinstance(child, ast.Import):
                for alias in child.names:
                    yield alias.name, child.lineno, in_function
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")[: len(package.split(".")) - child.level + 1]
                    target = ".".join(base + ([child.module] if child.module else []))
                else:
                    target = child.module or ""
                for alias in child.names:
                    sub = f"{target}.{alias.name}"
                    yield (sub if sub in known else target), child.lineno, in_function
            yield from visit(child, nested)

    for target, line, in_function in visit(tree, False):
        if target == "fairwrite" or target.startswith("fairwrite."):
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            yield target, line, in_function


def layer_of(name: str) -> tuple[int, str]:
    best = (-1, "", "")
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (name == prefix or name.startswith(prefix + ".")) and len(prefix) > len(best[2]):
                best = (index, prefix, prefix)
    assert best[0] >= 0, f"{name} is in no layer: add it to LAYERS"
    return best[0], best[1]


def graph() -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    return {name: {t for t, _, _ in imports(name, path, known) if t != name} for name, path in mods.items()}


def test_every_module_has_a_layer() -> None:
    for name in modules():
        layer_of(name)


def test_imports_go_down() -> None:
    mods = modules()
    known = set(mods)
    problems = []
    for name, path in mods.items():
        low, low_prefix = layer_of(name)
        for target, line, _ in imports(name, path, known):
            high, high_prefix = layer_of(target)
            upward = high > low
            sideways = low_prefix in ENGINES and high_prefix in ENGINES and low_prefix != high_prefix
            if (upward or sideways) and (name, target) not in KNOWN:
                where = f"{path.relative_to(SRC)}:{line}"
                problems.append(
                    f"{where}: {name} ({LAYERS[low][0]}) imports {target} ({LAYERS[high][0]})"
                )
    assert not problems, "imports against the layers:\n" + "\n".join(problems)


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``edges`` (a list of modules, first == last), or None."""
    state: dict[str, int] = {}  # 1 = on the stack, 2 = done
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(edges):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_no_import_cycles() -> None:
    cycle = find_cycle(graph())
    assert cycle is None, "import cycle: " + " → ".join(cycle)


@pytest.mark.parametrize(
    ("edges", "has_cycle"),
    [({"a": {"b"}, "b": {"c"}, "c": set()}, False), ({"a": {"b"}, "b": {"c"}, "c": {"a"}}, True)],
)
def test_find_cycle_finds_cycles(edges: dict[str, set[str]], has_cycle: bool) -> None:
    assert (find_cycle(edges) is not None) is has_cycle


def test_layer_check_sees_function_level_imports(tmp_path: Path) -> None:
    """The checker reads imports inside functions (relative ones too), not only at module top."""
    fake = tmp_path / "x.py"
    fake.write_text("import os\n\ndef f():\n    from ..hub import folder\n", encoding="utf-8")
    found = list(imports("fairwrite.text.x", fake, {"fairwrite.hub", "fairwrite.hub.folder"}))
    assert found == [("fairwrite.hub.folder", 4, True)]


_NAMED = re.compile(r"^(fairwrite(?:\.\w+)+)(?::[\w.]+)?$")


def named_modules(path: Path) -> Iterator[tuple[str, int]]:
    """``(fairwrite module, line)`` of every string constant of ``path`` that is a ``"module"`` or
    ``"module:attribute"`` name (docstrings are prose and pass)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            match = _NAMED.match(node.value.strip())
            if match:
                yield match.group(1), node.lineno


def upward_names(mods: dict[str, Path]) -> list[str]:
    known = set(mods)
    problems = []
    for name, path in mods.items():
        low, _ = layer_of(name)
        if low != 0:  # the core only
            continue
        for target, line in named_modules(path):
            while target not in known and "." in target:
                target = target.rpartition(".")[0]
            if target in known and layer_of(target)[0] > low:
                problems.append(f"{path.name}:{line}: {name} (core) names {target} ({LAYERS[layer_of(target)[0]][0]})")
    return problems


def test_the_core_names_no_upper_layer() -> None:
    problems = upward_names(modules())
    assert not problems, "the core names upper layers in strings (register them where they are defined):\n" + "\n".join(problems)


def test_name_check_sees_module_attribute_strings(tmp_path: Path) -> None:
    """A ``"module:attribute"`` string naming an upper layer in a core module fails the check."""
    fake = tmp_path / "fairwrite" / "plugins.py"
    fake.parent.mkdir()
    fake.write_text('"""Names fairwrite.hub in prose: fine."""\nLOADER = "fairwrite.models.rewriter:load"\n', encoding="utf-8")
    assert list(named_modules(fake)) == [("fairwrite.models.rewriter", 2)]
    mods = {**modules(), "fairwrite.registry": fake}
    assert any("names fairwrite.models" in p for p in upward_names(mods))
