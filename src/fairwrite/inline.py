"""Generate one self-contained module from fairwrite's own definitions (what a Space or a model folder carries).

Why: what fairwrite publishes runs where no index serves fairwrite (a metric Space, ``evaluate.load`` on
anyone's machine, a model folder loaded with ``trust_remote_code``). A hand copy of the code it needs
would drift from the package; instead :func:`inline_module` writes the file from the package's source:
the definitions asked for (``"module:name"``, or ``"module:Class.method"`` for a class cut down to what
those methods reach through ``self``) and, transitively, every fairwrite definition they name, each
copied as written. What they import from elsewhere (stdlib, numpy, spaCy…) stays an import; a fairwrite
module used as a namespace (``agr.determiner``, ``words.PREFIXES``) is flattened into plain names; a
module-level constant with no definition in the source (lists a module reads from a data file at import)
is written out as a literal; a package data file read through ``importlib.resources`` is embedded.

Generation fails, rather than writing a broken file, when two definitions would take one name. The
callers keep the generated files up to date with a test that regenerates and compares them.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from importlib import resources as _resources
from types import ModuleType
from typing import Any

ROOT_PACKAGE = "fairwrite"

#: stands in for ``importlib.resources`` where the inlined code reads package data: the files, embedded
RESOURCES_SHIM = '''

class _EmbeddedFile:
    """A package data file embedded in this module (what ``importlib.resources`` would have read)."""

    def __init__(self, name: str, text: str) -> None:
        self.name, self.text = name, text

    def joinpath(self, *parts: str) -> "_EmbeddedFile":
        name = "/".join((self.name, *parts))
        return _EmbeddedFile(name, _EMBEDDED.get(name, ""))

    def read_text(self, encoding: str = "utf-8") -> str:
        if self.name not in _EMBEDDED:
            raise FileNotFoundError(self.name)
        return self.text

    def __str__(self) -> str:
        return self.name


class resources:  # noqa: N801 - replaces the module of that name
    @staticmethod
    def files(package: str) -> _EmbeddedFile:
        return _EmbeddedFile(package, "")
'''


@dataclass
class _Source:
    """One fairwrite module's source, parsed: its top-level definitions and what each imported name is."""

    name: str
    text: str
    lines: list[str]
    definitions: dict[str, list[ast.stmt]] = field(default_factory=dict)
    #: local name → ``(module, attribute or None)``: ``from m import a as b`` gives ``b → (m, a)``
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    order: dict[int, int] = field(default_factory=dict)  # id(node) → position in the module


@cache
def _source(module: str) -> _Source:
    text = inspect.getsource(importlib.import_module(module))
    parsed = _Source(module, text, text.splitlines())
    package = module if _is_package(module) else module.rpartition(".")[0]
    for position, node in enumerate(ast.parse(text).body):
        parsed.order[id(node)] = position
        if isinstance(node, ast.Import):
            for alias in node.names:
                parsed.imports[alias.asname or alias.name.split(".")[0]] = (alias.name, None)  # import a.b: a
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(
                    [*package.split(".")[: len(package.split(".")) - node.level + 1], *filter(None, [base])]
                )
            for alias in node.names:
                parsed.imports[alias.asname or alias.name] = (base, alias.name)
        else:
            for name in _defined_names(node):
                parsed.definitions.setdefault(name, []).append(node)
    return parsed


def _is_package(module: str) -> bool:
    return hasattr(importlib.import_module(module), "__path__")


def _defined_names(node: ast.stmt) -> list[str]:
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
    flat = [e for t in targets for e in (t.elts if isinstance(t, ast.Tuple) else [t])]  # a, b = …
    return [t.id for t in flat if isinstance(t, ast.Name)]


def _ours(module: str) -> bool:
    return module.split(".")[0] == ROOT_PACKAGE


def _module_alias(source: _Source, local: str) -> str | None:
    """The fairwrite module a local name stands for (``agr`` → ``fairwrite.de.agreement``), else None."""
    target = source.imports.get(local)
    if target is None or not _ours(target[0]):
        return None
    module, attribute = target
    if attribute is None:
        return module
    value = getattr(importlib.import_module(module), attribute, None)
    return value.__name__ if isinstance(value, ModuleType) else None


# --- which names a piece of code uses ------------------------------------------------------------------


def _uses(node: ast.AST, *, eager_only: bool = False) -> Iterator[tuple[str, str | None]]:
    """``(name, attribute)`` pairs ``node`` reads at run time: ``(name, None)`` for a plain name and
    ``(name, attr)`` for ``name.attr``. Annotations are skipped (they stay strings); names bound inside a
    function are skipped too. With ``eager_only``, only what runs when the definition itself runs
    (decorators, defaults, bases, class bodies, module-level values), not function bodies."""
    for found, _ in _walk(node, frozenset(), eager_only, top=True):
        if isinstance(found, ast.Attribute):
            yield found.value.id, found.attr  # type: ignore[attr-defined]
        else:
            yield found.id, None


def _bound(function: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> set[str]:
    args = function.args
    names = {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
    names.update(a.arg for a in (args.vararg, args.kwarg) if a is not None)
    for child in ast.walk(function):
        if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store | ast.Del):
            names.add(child.id)
        elif (
            isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and child is not function
        ) or (isinstance(child, ast.ExceptHandler) and child.name):
            names.add(child.name)  # type: ignore[arg-type]
        elif isinstance(child, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in child.names)
    return names


def _walk(
    node: ast.AST, local: frozenset[str], eager_only: bool, top: bool = False
) -> Iterator[tuple[ast.Name | ast.Attribute, frozenset[str]]]:
    """The nodes behind :func:`_uses` — a global ``Name`` read, or an ``Attribute`` of one (``name.attr``) —
    each with the names bound where it stands."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        args = node.args
        for default in [*args.defaults, *(d for d in args.kw_defaults if d is not None)]:
            yield from _walk(default, local, eager_only)
        if not isinstance(node, ast.Lambda):
            for decorator in node.decorator_list:
                yield from _walk(decorator, local, eager_only)
        if eager_only and not (top and isinstance(node, ast.Lambda)):
            return
        inner = local | _bound(node)
        body = [node.body] if isinstance(node, ast.Lambda) else node.body
        for statement in body:
            yield from _walk(statement, inner, eager_only)
        return
    if isinstance(node, ast.arg):
        return  # an argument's annotation
    if isinstance(node, ast.AnnAssign):
        if node.value is not None:
            yield from _walk(node.value, local, eager_only)
        return
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id not in local:
        yield node, local
        return
    if isinstance(node, ast.Name):
        if isinstance(node.ctx, ast.Load) and node.id not in local:
            yield node, local
        return
    for child in ast.iter_child_nodes(node):
        yield from _walk(child, local, eager_only)


def _annotations(node: ast.AST) -> Iterator[ast.expr]:
    """The type hints in ``node``: arguments', returns' and annotated assignments'."""
    for child in ast.walk(node):
        if isinstance(child, ast.arg | ast.AnnAssign) and child.annotation is not None:
            yield child.annotation
        elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef) and child.returns is not None:
            yield child.returns


def _annotation_names(node: ast.AST) -> Iterator[str]:
    for annotation in _annotations(node):
        yield from (n.id for n in ast.walk(annotation) if isinstance(n, ast.Name))


# --- the closure ---------------------------------------------------------------------------------------


@dataclass
class _Part:
    """One definition of the generated file: its module, name, the nodes it is, and (for a class cut down
    to some methods) the methods kept."""

    module: str
    name: str
    nodes: list[ast.stmt]
    methods: set[str] | None = None  # None: the whole class


def _class_methods(cls: ast.ClassDef) -> dict[str, ast.stmt]:
    return {n.name: n for n in cls.body if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}


def _reached_methods(cls: ast.ClassDef, wanted: Iterable[str]) -> set[str]:
    """``wanted`` and every method they reach through ``self.``/``cls.``, dunders always."""
    methods = _class_methods(cls)
    keep = {name for name in methods if name.startswith("__") and name.endswith("__")} | set(wanted)
    todo = list(keep)
    while todo:
        node = methods.get(todo.pop())
        for child in ast.walk(node) if node is not None else ():
            if (
                isinstance(child, ast.Attribute)
                and isinstance(child.value, ast.Name)
                and child.value.id in ("self", "cls", cls.name)
                and child.attr in methods
                and child.attr not in keep
            ):
                keep.add(child.attr)
                todo.append(child.attr)
    return keep


def _part_nodes(part: _Part) -> list[ast.AST]:
    """The nodes of a part that run or are read: a cut-down class keeps its kept methods only."""
    if part.methods is None:
        return list(part.nodes)
    (cls,) = part.nodes
    assert isinstance(cls, ast.ClassDef)
    kept: list[ast.AST] = [*cls.bases, *cls.keywords, *cls.decorator_list]
    for statement in cls.body:
        if (
            not isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef)
            or statement.name in part.methods
        ):
            kept.append(statement)
    return kept


@dataclass
class _Closure:
    parts: dict[tuple[str, str], _Part] = field(default_factory=dict)
    #: ``(module, local name)`` of a fairwrite module alias → the module (flattened away in the output)
    aliases: dict[tuple[str, str], str] = field(default_factory=dict)
    #: output name → import statement, for what the parts import from outside fairwrite
    imports: dict[str, str] = field(default_factory=dict)
    #: ``(module, name)`` of constants with no source definition → their value
    literals: dict[tuple[str, str], Any] = field(default_factory=dict)
    resources: bool = False  # the parts read package data through importlib.resources


def _resolve(closure: _Closure, module: str, name: str, todo: list[tuple[str, str]]) -> None:
    """Account for ``module``'s use of ``name`` (a definition, an import, or a builtin)."""
    source = _source(module)
    if name in source.definitions:
        todo.append((module, name))
    elif name in source.imports:
        target_module, attribute = source.imports[name]
        if _ours(target_module) and attribute is not None and _module_alias(source, name) is None:
            todo.append((target_module, attribute))  # imported from fairwrite: follow it to its origin
        elif not _ours(target_module):
            if target_module == "importlib" and attribute == "resources":
                closure.resources = True
                return
            statement = (
                f"import {target_module}" + (f" as {name}" if name != target_module.split(".")[0] else "")
                if attribute is None
                else f"from {target_module} import {attribute}" + (f" as {name}" if name != attribute else "")
            )
            if closure.imports.setdefault(name, statement) != statement:
                raise ValueError(
                    f"inline: {name!r} is imported as both {closure.imports[name]!r} and {statement!r}"
                )
    elif not hasattr(builtins, name) and name not in ("__file__", "__name__"):
        value = getattr(importlib.import_module(module), name, _MISSING)
        if value is not _MISSING:
            closure.literals[(module, name)] = value


_MISSING = object()


def _closure(roots: Iterable[str], overrides: dict[tuple[str, str], tuple[str, str]]) -> _Closure:
    closure = _Closure()
    wanted_methods: dict[tuple[str, str], set[str]] = {}
    todo: list[tuple[str, str]] = []
    for root in roots:
        module, _, name = root.partition(":")
        name, _, method = name.partition(".")
        if method:
            wanted_methods.setdefault((module, name), set()).add(method)
        todo.append((module, name))
    while todo:
        module, name = todo.pop()
        if (module, name) in closure.parts:
            continue
        if (module, name) in overrides:
            todo.append(overrides[(module, name)])
            continue
        source = _source(module)
        if name not in source.definitions:
            _resolve(closure, module, name, todo)
            continue
        nodes = source.definitions[name]
        part = _Part(module, name, nodes)
        if (module, name) in wanted_methods and len(nodes) == 1 and isinstance(nodes[0], ast.ClassDef):
            part.methods = _reached_methods(nodes[0], wanted_methods[(module, name)])
        closure.parts[(module, name)] = part
        for node in _part_nodes(part):
            for used in _annotation_names(node):  # strings at run time, but a reader (and ruff) wants them
                target = source.imports.get(used)
                if target is not None and not _ours(target[0]) and used not in closure.imports:
                    _resolve(closure, module, used, todo)
            for used, attribute in _uses(node):
                alias = _module_alias(source, used)
                if alias is not None and attribute is not None:
                    closure.aliases[(module, used)] = alias
                    target = _source(alias)
                    if attribute in target.definitions:
                        todo.append((alias, attribute))
                    elif attribute in target.imports:
                        _resolve(closure, alias, attribute, todo)
                    else:
                        closure.literals[(alias, attribute)] = getattr(
                            importlib.import_module(alias), attribute
                        )
                elif used != name or not isinstance(nodes[0], ast.FunctionDef | ast.ClassDef):
                    _resolve(closure, module, used, todo)
    return closure


# --- writing it out ------------------------------------------------------------------------------------


def _literal(value: Any) -> str:
    """Python source for a constant; sets are sorted, so the text is the same in every process."""
    if isinstance(value, frozenset | set):
        items = ", ".join(_literal(v) for v in sorted(value))
        return f"{type(value).__name__}({{{items}}})" if value else f"{type(value).__name__}()"
    if isinstance(value, tuple):
        return "(" + "".join(f"{_literal(v)}, " for v in value) + ")"
    if isinstance(value, list):
        return "[" + ", ".join(_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_literal(k)}: {_literal(v)}" for k, v in value.items()) + "}"
    if value is None or isinstance(value, bool | int | float | str | bytes):
        return repr(value)
    raise TypeError(f"inline: cannot write a {type(value).__name__} as a literal")


#: ``(module, name)`` of a definition → its name in the generated file
_Names = dict[tuple[str, str], str]


def _segment(
    source: _Source,
    node: ast.stmt,
    names: _Names,
    aliases: dict[str, str],
    kept: dict[str, str] | None = None,
) -> str:
    """The source lines of ``node`` (decorators included), each fairwrite name written as the generated
    file calls it: ``agr.determiner`` → ``determiner`` (a flattened module alias, ``aliases``: local name →
    module), a definition renamed where two modules define one name (``names``). A name imported under
    another one that a local name would hide there (``find_data_dir`` beside a ``data_dir`` argument)
    is kept, and ``kept`` gets it (→ the generated name: the file assigns it at its end)."""
    first = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
    end = node.end_lineno or node.lineno
    lines = [line.encode("utf-8") for line in source.lines[first - 1 : end]]
    edits: dict[tuple[int, int], tuple[int, str]] = {}  # (line index, start byte) → (end byte, new text)

    def rename(at: ast.expr, module: str, name: str, old: str, local: frozenset[str] = frozenset()) -> None:
        new = names.get(_origin(module, name), name)
        if new != old and new in local:
            if kept is None or not isinstance(at, ast.Name) or kept.setdefault(old, new) != new:
                raise ValueError(
                    f"inline: {source.name}:{at.lineno}: {old} cannot become {new}, a local name there"
                )
            return
        if new != old:
            assert at.lineno == at.end_lineno, (source.name, at.lineno)
            edits[(at.lineno - first, at.col_offset)] = (at.end_col_offset, new)  # type: ignore[assignment]

    for found, local in _walk(node, frozenset(), eager_only=False, top=True):
        if isinstance(found, ast.Attribute):
            base: ast.Name = found.value  # type: ignore[assignment]
            if base.id in aliases:
                rename(found, aliases[base.id], found.attr, f"{base.id}.{found.attr}", local)
                continue
            found = base
        rename(found, source.name, found.id, found.id, local)
    for hint in _annotations(node):  # agr.Reading → Reading in a hint too (a string at run time)
        for child in ast.walk(hint):
            if (
                isinstance(child, ast.Attribute)
                and isinstance(child.value, ast.Name)
                and child.value.id in aliases
            ):
                rename(child, aliases[child.value.id], child.attr, f"{child.value.id}.{child.attr}")
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        line = lines[node.lineno - first]
        keyword = b"class " if isinstance(node, ast.ClassDef) else b"def "
        at = line.index(keyword + node.name.encode("utf-8")) + len(keyword)
        target = ast.Name(node.name, lineno=node.lineno, end_lineno=node.lineno, col_offset=at,
                          end_col_offset=at + len(node.name.encode("utf-8")))  # fmt: skip
        rename(target, source.name, node.name, node.name)
    else:
        for target in ast.walk(node):
            if isinstance(target, ast.Name) and isinstance(target.ctx, ast.Store):
                rename(target, source.name, target.id, target.id)
    for (index, start), (stop, text) in sorted(edits.items(), reverse=True):
        lines[index] = lines[index][:start] + text.encode("utf-8") + lines[index][stop:]
    return "\n".join(line.decode("utf-8") for line in lines)


def _part_source(part: _Part, names: _Names, aliases: dict[str, str], kept: dict[str, str]) -> str:
    source = _source(part.module)
    if part.methods is None:
        return "\n".join(_segment(source, node, names, aliases, kept) for node in part.nodes)
    (cls,) = part.nodes
    assert isinstance(cls, ast.ClassDef)
    if names[(part.module, part.name)] != part.name:
        raise ValueError(f"inline: a cut-down class keeps its name ({part.module}:{part.name})")
    header_end = cls.body[0].lineno - 1  # the class line(s) up to its first statement
    first = min([cls.lineno, *(d.lineno for d in cls.decorator_list)])
    out = ["\n".join(source.lines[first - 1 : header_end])]
    for statement in cls.body:
        if (
            isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef)
            and statement.name not in part.methods
        ):
            continue
        out.append(_segment(source, statement, names, aliases, kept))
    return "\n\n".join(out)


def _ordered(closure: _Closure) -> list[_Part]:
    """Parts in an order where everything a part needs when it is defined comes first; otherwise in
    the order of the modules' source."""
    parts = closure.parts
    module_rank = {m: i for i, m in enumerate(dict.fromkeys(sorted({m for m, _ in parts}, key=_depth)))}

    def rank(key: tuple[str, str]) -> tuple[int, int]:
        part = parts[key]
        return module_rank[part.module], min(_source(part.module).order[id(n)] for n in part.nodes)

    placed: list[_Part] = []
    done: set[tuple[str, str]] = set()

    def place(key: tuple[str, str], stack: tuple[tuple[str, str], ...]) -> None:
        if key in done or key in stack:
            return
        part = parts[key]
        source = _source(part.module)
        for node in _part_nodes(part):
            for used, attribute in _uses(node, eager_only=True):
                alias = _module_alias(source, used)
                target = (alias, attribute) if alias and attribute else _origin(part.module, used)
                if target in parts and target != key:
                    place(target, (*stack, key))
        done.add(key)
        placed.append(part)

    for key in sorted(parts, key=rank):
        place(key, ())
    return placed


def _depth(module: str) -> tuple[int, str]:
    """Modules that import no other fairwrite module first (a rough layer order, then by name)."""
    return sum(_ours(m) for m, _ in _source(module).imports.values()), module


def _origin(module: str, name: str) -> tuple[str, str]:
    """Where ``module``'s ``name`` is defined, following fairwrite imports."""
    source = _source(module)
    seen = set()
    while name not in source.definitions and name in source.imports and (module, name) not in seen:
        seen.add((module, name))
        target_module, attribute = source.imports[name]
        if not _ours(target_module) or attribute is None:
            break
        module, name, source = target_module, attribute, _source(target_module)
    return module, name


def inline_module(
    roots: Iterable[str],
    *,
    docstring: str,
    embed: Iterable[tuple[str, str]] = (),
    overrides: dict[str, str] | None = None,
) -> str:
    """The text of a module that defines ``roots`` and everything of fairwrite they use, importing no
    fairwrite; ``embed`` names the package data files (``(package, relative path)``) it reads through
    ``importlib.resources``; ``overrides`` maps a definition (``"module:name"``) to the one written in its
    place, under its name (what only the package can do, such as reading its own pickle cache)."""
    replaced = {
        tuple(old.split(":")): tuple(new.split(":")) for old, new in (overrides or {}).items()
    }  # (module, name) → (module, name)
    closure = _closure(roots, replaced)  # type: ignore[arg-type]
    taken = set(closure.imports)  # what an import already calls a name
    names: _Names = {}
    for old, new in replaced.items():
        names[old] = names[new] = old[1]  # type: ignore[index]
        taken.add(old[1])
    for key in sorted([*closure.parts, *closure.literals], key=lambda k: (_depth(k[0]), k)):
        if key in names:
            continue
        module, name = key
        # the first definition of a name keeps it; another module's takes its module's name as a suffix
        names[key] = name if name not in taken else f"{name}_{module.rpartition('.')[2]}"
        if names[key] in taken:
            raise ValueError(f"inline: no free name for {module}:{name}")
        taken.add(names[key])
    out = [
        f'"""{docstring}\n"""\n\n# generated: do not edit\n# ruff: noqa\nfrom __future__ import annotations'
    ]
    out.append("\n".join(sorted(set(closure.imports.values()))))
    if closure.resources:
        files = {
            f"{package}/{path}": _resources.files(package).joinpath(path).read_text(encoding="utf-8")
            for package, path in embed
        }
        out.append(RESOURCES_SHIM.strip("\n") + "\n\n\n_EMBEDDED = " + _literal(files))
    if closure.literals:
        out.append(
            "\n".join(f"{names[key]} = {_literal(value)}" for key, value in sorted(closure.literals.items()))
        )
    kept: dict[str, str] = {}
    for part in _ordered(closure):
        aliases = {local: module for (user, local), module in closure.aliases.items() if user == part.module}
        out.append(f"# --- {part.module}:{part.name}\n\n{_part_source(part, names, aliases, kept)}")
    if clash := set(kept) & taken:
        raise ValueError(f"inline: {sorted(clash)} name both an import alias and a definition")
    if kept:
        out.append(
            "# --- names imported under another name\n\n"
            + "\n".join(f"{a} = {b}" for a, b in sorted(kept.items()))
        )
    return "\n\n\n".join(out) + "\n"
