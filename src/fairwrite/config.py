"""One typed configuration mechanism for the whole package: plain values in, a validated dataclass out.

Every configurable thing in fairwrite is a dataclass (a dataset builder's ``Config``, the training
``Config`` and its sections). The values come from three places — YAML recipes, ``key.sub=value``
overrides (``fairwrite train --set``, ``-O``) and ``--name value`` command-line flags (``fairwrite build
DATASET``) — and all go through :func:`from_mapping`, which lets pydantic (v2, lax mode) convert and
validate them against the dataclass's type hints, including ``Annotated`` constraints such as
``PositiveInt`` or ``Field(ge=0, lt=1)``. Two policies hold everywhere: numbers must be finite (``.nan``
and ``.inf`` are refused) and a string given for a list field is a comma-separated list
(``--languages en,fr``). Any problem becomes one :class:`~fairwrite.errors.FairwriteError` line naming
the key and why; a ``__post_init__`` that raises ``FairwriteError`` (cross-field checks) passes through.

:func:`describe_fields` lists a dataclass's fields (name, type, default, one-line help) for generated
command-line help. The help of a field is, in this order: ``field(metadata={"help": ...})``, a pydantic
``Field(description=...)`` in its ``Annotated`` type, a ``#:`` comment block right above the field or the
``#`` comment at the end of its line (the dataclasses of this package document fields that way).
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import io
import re
import textwrap
import tokenize
import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, create_model
from pydantic.fields import FieldInfo

from fairwrite.errors import FairwriteError

T = TypeVar("T")

#: What every configuration accepts: known keys only, finite numbers only; a YAML number given for a
#: string field (``config: 2020``) is that number's text.
POLICY = ConfigDict(extra="forbid", allow_inf_nan=False, coerce_numbers_to_str=True)

_SEQUENCES = (list, tuple, set, frozenset, Sequence, Iterable)


@dataclasses.dataclass(frozen=True)
class FieldHelp:
    """One configurable field, as command-line help shows it."""

    name: str  # the field name; nested sections are dotted (``optim.lr``)
    type: str  # readable type: ``int``, ``float | None``, ``list[str]``, ``path``
    default: Any  # the default value (``REQUIRED`` when the field has none)
    help: str  # one line ("" when the field is undocumented)
    choices: tuple[str, ...] = ()  # the allowed values of a ``Literal`` field
    constraint: str = ""  # e.g. ``> 0``, ``>= 0, < 1``

    @property
    def flag(self) -> str:
        """The command-line spelling: ``--max-targets``; booleans ``--[no-]dedup``."""
        name = self.name.replace("_", "-")
        return f"--[no-]{name}" if self.type == "bool" else f"--{name}"


REQUIRED = dataclasses.MISSING


# --- values → a validated dataclass -----------------------------------------------------------------


@functools.cache
def _validator(cls: type) -> type[BaseModel]:
    # A root field carries the package-wide policy to the dataclass and every nested one (pydantic
    # refuses a config for a dataclass given to TypeAdapter directly).
    return create_model(f"{cls.__name__}Values", __config__=POLICY, value=(cls, ...))


def from_mapping(cls: type[T], values: Mapping[str, Any], *, flags: bool = False) -> T:
    """``cls`` built from ``values`` (a nested mapping of YAML values or strings), validated.

    ``flags``: name keys in errors as command-line flags (``--max-targets``) instead of dotted keys.
    """
    if not isinstance(values, Mapping):
        raise FairwriteError(f"expected a mapping of configuration keys, got {_short(values)}")
    try:
        return _validator(cls).model_validate({"value": _split_lists(cls, values)}).value
    except ValidationError as err:
        raise FairwriteError(_problem(cls, err.errors()[0], flags)) from None


def _split_lists(cls: type, values: Mapping[str, Any]) -> dict[str, Any]:
    """A string given for a list field (that does not accept a string itself) is comma-separated."""
    hints = _hints(cls)
    out: dict[str, Any] = {}
    for key, value in values.items():
        annotation = hints.get(key)
        section = _dataclass_in(annotation)
        if section is not None and isinstance(value, Mapping):
            value = _split_lists(section, value)
        elif isinstance(value, str) and _is_sequence(annotation) and not _accepts_str(annotation):
            value = [part.strip() for part in value.split(",") if part.strip()]
        out[key] = value
    return out


def _problem(cls: type, error: Mapping[str, Any], flags: bool) -> str:
    """One line: the key (as the user wrote it) and what is wrong with its value."""
    path, parent = _key_path(cls, error["loc"][1:])
    name = _display(path, flags)
    kind = error["type"]
    if kind in ("unexpected_keyword_argument", "extra_forbidden"):
        known = sorted(f.name for f in dataclasses.fields(parent)) if parent else []
        listed = ", ".join(_display([k], flags) for k in known)
        what = "option" if flags else "configuration key"
        return f"unknown {what} {name if flags else repr(name)}; known: {listed}"
    if kind in ("missing_argument", "missing"):
        return f"{name} is required"
    cause = (error.get("ctx") or {}).get("error")  # a ValueError raised by the dataclass itself
    message = " ".join(str(cause if kind == "value_error" and cause else error["msg"]).split())
    if not path:
        return message
    message = message[:1].lower() + message[1:]
    return f"{name}: {message}, got {_short(error.get('input'))}"


def _key_path(cls: type, loc: Sequence[Any]) -> tuple[list[str], type | None]:
    """The field names along ``loc`` (pydantic's union-member and index parts folded in) and the
    dataclass holding the last one."""
    parts: list[str] = []
    node: type | None = cls
    parent: type | None = cls
    for part in loc:
        if isinstance(part, int):
            if parts:
                parts[-1] += f"[{part}]"
            continue
        if node is None or not dataclasses.is_dataclass(node):
            break
        parent = node
        parts.append(str(part))
        node = _dataclass_in(_hints(node).get(str(part)))
    return parts, parent


def _display(path: Sequence[str], flags: bool) -> str:
    if flags:
        return "--" + "-".join(path).replace("_", "-")
    return ".".join(path) or "the configuration"


def _short(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --- the three ways values arrive --------------------------------------------------------------------


def parse_value(raw: str) -> Any:
    """A command-line value read as YAML (``1e-3`` → 0.001, ``[a, b]`` → list, ``null`` → None)."""
    if not raw.strip():
        return ""
    if raw.strip() == "-":
        return "-"  # a hyphen alone is YAML's empty list item; as a value it is the hyphen (separator=-)
    try:
        value = yaml.safe_load(raw)
    except yaml.YAMLError as err:
        raise FairwriteError(f"{raw!r} is not a valid YAML value ({_yaml_problem(err)})") from None
    if isinstance(value, str) and _EXPONENT_FLOAT.fullmatch(value.strip()):
        return float(value)  # YAML 1.2 reads 1e-3 as a number; PyYAML (YAML 1.1) as a string
    return value


_EXPONENT_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)[eE][-+]?[0-9]+")


def parse_assignment(text: str) -> tuple[str, Any]:
    """``"optim.lr=1e-3"`` → ``("optim.lr", 0.001)`` (``--set``, ``-O``); the value is read as YAML."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise FairwriteError(f"{text!r} should look like key=value (or key.sub=value)")
    return key.strip(), parse_value(raw)


def parse_assignments(texts: Iterable[str]) -> dict[str, Any]:
    """Several ``key=value`` strings as a flat dict (engine ``-O`` options)."""
    return dict(parse_assignment(t) for t in texts)


def keyword_options(target: Any, *, passed: Iterable[str] = ()) -> frozenset[str] | None:
    """The keyword options a typed engine takes, read from its signature (a class: its ``__init__``):
    named parameters and the keys of a ``**kwargs: Unpack[SomeTypedDict]``, less the ``passed`` names the
    caller sets itself. ``None`` when an untyped ``**kwargs`` accepts anything (nothing to check)."""
    function = target.__init__ if isinstance(target, type) else target
    names: set[str] = set()
    for parameter in inspect.signature(target).parameters.values():
        if parameter.kind is parameter.VAR_KEYWORD:
            # ``Unpack[Options]`` (a string under ``from __future__ import annotations``, its ``Unpack``
            # often imported for type checking only): the TypedDict is looked up where the engine is defined
            annotation = parameter.annotation
            if not isinstance(annotation, str):
                unpacked = typing.get_args(annotation) if typing.get_origin(annotation) is typing.Unpack else ()
                options = unpacked[0] if unpacked else None
            else:
                found = re.fullmatch(r"(?:\w+\.)?Unpack\[(\w+)\]", annotation.strip())
                options = getattr(function, "__globals__", {}).get(found[1]) if found else None
            if options is None or not typing.is_typeddict(options):
                return None
            names |= set(options.__annotations__)
        elif parameter.kind in (parameter.KEYWORD_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            names.add(parameter.name)
    return frozenset(names - set(passed) - {"self"})


def check_options(options: Mapping[str, Any], valid: frozenset[str] | None, engine: str) -> None:
    """Refuse ``-O`` keys ``engine`` does not take, with the list of those it does (``valid`` from
    :func:`keyword_options`; ``None``: not checkable here, the engine checks)."""
    unknown = sorted(set(options) - valid) if valid is not None else []
    if unknown:
        listed = ", ".join(sorted(valid or ())) or "none"
        raise FairwriteError(f"unknown -O option(s) {', '.join(unknown)} for {engine}; valid: {listed}")


def set_dotted(tree: dict[str, Any], dotted: str, value: Any) -> None:
    """``tree["a"]["b"] = value`` for ``"a.b"``, creating sections as needed."""
    *sections, last = dotted.split(".")
    node = tree
    for part in sections:
        node = node.setdefault(part, {})
        if not isinstance(node, dict):
            raise FairwriteError(f"cannot set {dotted}: {part} is not a section")
    node[last] = value


def read_yaml_mapping(path: str | Path, what: str = "configuration") -> dict[str, Any]:
    """The top-level mapping of a UTF-8 YAML file; every problem with the file is one error line."""
    path = Path(path)
    if not path.is_file():
        problem = "is a folder" if path.is_dir() else "does not exist"
        raise FairwriteError(f"{what} file {path} {problem}")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise FairwriteError(f"{path}: not UTF-8 text (byte {err.start})") from None
    try:
        tree = yaml.safe_load(text)
    except yaml.YAMLError as err:
        raise FairwriteError(f"{path}: not valid YAML ({_yaml_problem(err)})") from None
    if tree is None:
        return {}
    if not isinstance(tree, dict):
        raise FairwriteError(f"{path}: the top level must be a mapping of keys, not {type(tree).__name__}")
    return tree


def _yaml_problem(err: yaml.YAMLError) -> str:
    problem = getattr(err, "problem", None) or str(err).splitlines()[0]
    mark = getattr(err, "problem_mark", None)
    return f"{problem} at line {mark.line + 1}" if mark is not None else problem


def parse_flags(cls: type[T], arguments: Sequence[str]) -> T:
    """``cls`` from ``--name value`` / ``--name=value`` / ``--flag`` / ``--no-flag`` arguments."""
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    values: dict[str, Any] = {}
    args = list(arguments)
    while args:
        arg = args.pop(0)
        if not arg.startswith("--"):
            raise FairwriteError(f"unexpected argument {arg!r}; options look like --name value")
        key, has_value, inline = arg[2:].partition("=")
        name = key.replace("-", "_")
        if name.startswith("no_") and name[3:] in names and _is_bool(hints[name[3:]]) and not has_value:
            values[name[3:]] = False
            continue
        if name not in names:
            known = ", ".join("--" + f.replace("_", "-") for f in sorted(names))
            raise FairwriteError(f"unknown option --{key}; options: {known}")
        if not has_value and _is_bool(hints[name]) and (not args or args[0].startswith("--")):
            values[name] = True
            continue
        if not has_value and not args:
            raise FairwriteError(f"--{key} needs a value")
        values[name] = inline if has_value else args.pop(0)
    return from_mapping(cls, values, flags=True)


def split_flags(arguments: Sequence[str], cls: type) -> tuple[list[str], list[str]]:
    """``(other arguments, arguments of cls's fields)`` of ``--name value`` arguments, so one command line
    can fill two configs (a dataset's and its job's) with :func:`parse_flags`."""
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    rest: list[str] = []
    mine: list[str] = []
    args = list(arguments)
    while args:
        arg = args.pop(0)
        key, has_value, _ = arg[2:].partition("=")
        name = key.replace("-", "_")
        if not arg.startswith("--") or (name not in names and not (name.startswith("no_") and name[3:] in names)):
            rest.append(arg)
            if arg.startswith("--") and not has_value and args and not args[0].startswith("--"):
                rest.append(args.pop(0))  # its value (a flag of the other config takes it as its own)
            continue
        mine.append(arg)
        takes_value = name in names and not has_value and not _is_bool(hints[name])
        if (takes_value and args) or (name in names and not has_value and _is_bool(hints[name]) and args and not args[0].startswith("--")):
            mine.append(args.pop(0))
    return rest, mine


def to_dict(config: Any) -> dict[str, Any]:
    """A configuration dataclass as plain nested dicts (YAML- and JSON-ready)."""
    return dataclasses.asdict(config)


# --- field descriptions -----------------------------------------------------------------------------


def describe_fields(cls: type, *, nested: bool = True) -> list[FieldHelp]:
    """The fields of the dataclass ``cls`` in definition order; with ``nested``, the fields of dataclass
    sections follow as dotted names (``data.max_tokens``) instead of the section itself."""
    hints = _hints(cls, extras=True)
    comments = _comments(cls)
    out: list[FieldHelp] = []
    for f in dataclasses.fields(cls):
        annotation = hints[f.name]
        section = _dataclass_in(annotation)
        if nested and section is not None:
            out += [dataclasses.replace(h, name=f"{f.name}.{h.name}") for h in describe_fields(section)]
            continue
        base, infos = _unannotate(annotation)
        described = (i.description for i in infos if isinstance(i, FieldInfo) and i.description)
        help_text = f.metadata.get("help") or next(described, "")
        choices = _choices(base)
        out.append(
            FieldHelp(
                name=f.name,
                type=_type_name(base),
                default=_default(f),
                help=" ".join(str(help_text or comments.get(f.name, "")).split()),
                choices=choices,
                constraint=_constraint(infos),
            )
        )
    return out


def _default(f: dataclasses.Field) -> Any:
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return REQUIRED


def _unannotate(annotation: Any) -> tuple[Any, list[Any]]:
    """``Annotated[X, m1, m2]`` → ``(X, [m1, m2])`` (constraints and ``FieldInfo`` of pydantic)."""
    metadata: list[Any] = []
    while typing.get_origin(annotation) is typing.Annotated:
        annotation, *extra = typing.get_args(annotation)
        metadata += extra
    infos = [m for m in metadata if isinstance(m, FieldInfo)]
    constraints = [m for m in metadata if not isinstance(m, FieldInfo)]
    for info in infos:
        constraints += info.metadata
    return annotation, [*infos, *constraints]


_BOUNDS = (("gt", ">"), ("ge", ">="), ("lt", "<"), ("le", "<="))


def _constraint(metadata: Sequence[Any]) -> str:
    """``> 0``, ``>= 0, < 1``: the bounds of ``Gt``/``Ge``/``Lt``/``Le``/``Interval`` constraints."""
    parts = []
    for item in metadata:
        if not isinstance(item, FieldInfo):
            parts += [f"{symbol} {getattr(item, a)}" for a, symbol in _BOUNDS if getattr(item, a, None) is not None]
    return ", ".join(parts)


def _type_name(annotation: Any) -> str:
    annotation, _ = _unannotate(annotation)
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        return " | ".join(_type_name(a) for a in args)
    if origin is Literal:
        kinds = sorted({type(a).__name__ for a in args})
        return " | ".join(kinds)
    if origin is not None:
        inner = ", ".join("..." if a is Ellipsis else _type_name(a) for a in args)
        return f"{getattr(origin, '__name__', str(origin))}[{inner}]"
    if annotation is type(None):
        return "None"
    if isinstance(annotation, type) and issubclass(annotation, Path):
        return "path"
    return getattr(annotation, "__name__", str(annotation))


def _choices(annotation: Any) -> tuple[str, ...]:
    annotation, _ = _unannotate(annotation)
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return tuple(str(a) for a in typing.get_args(annotation))
    if origin in (typing.Union, types.UnionType) or origin in _SEQUENCES:
        return tuple(c for a in typing.get_args(annotation) for c in _choices(a))
    return ()


def _comments(cls: type) -> dict[str, str]:
    """Field name → its ``#:`` comment block (right above) or the ``#`` comment ending its line, in
    ``cls`` and the dataclasses it extends (a builder's ``Config`` inherits the corpus-job options)."""
    found: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if dataclasses.is_dataclass(klass):
            found.update(_class_comments(klass))
    return found


def _class_comments(cls: type) -> dict[str, str]:
    try:
        source = textwrap.dedent(inspect.getsource(cls))
    except (OSError, TypeError):
        return {}
    found: dict[str, str] = {}
    above: list[str] = []
    current: str | None = None  # the class-body statement being read (its first name)
    depth = 0
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.INDENT:
                depth += 1
            elif token.type == tokenize.DEDENT:
                depth -= 1
            elif depth != 1:
                continue
            elif token.type == tokenize.COMMENT:
                text = token.string[1:]
                if current is not None:
                    found.setdefault(current, text.strip())
                elif text.startswith(":"):
                    above.append(text[1:].strip())
                else:
                    above = []
            elif token.type == tokenize.NAME and current is None:
                current = token.string
                if above:
                    found[current] = " ".join(above)
                above = []
            elif token.type == tokenize.NEWLINE:
                current = None
            elif token.type == tokenize.NL and current is None and not token.line.strip():
                above = []
    except (tokenize.TokenError, IndentationError, SyntaxError):
        pass
    return found


# --- type inspection ---------------------------------------------------------------------------------


def _hints(cls: type, extras: bool = False) -> dict[str, Any]:
    try:
        return typing.get_type_hints(cls, include_extras=extras)
    except (NameError, TypeError):  # an annotation that cannot be resolved: compare by name only
        return {f.name: Any for f in dataclasses.fields(cls)}


def _members(annotation: Any) -> list[Any]:
    annotation, _ = _unannotate(annotation)
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        return [m for a in typing.get_args(annotation) for m in _members(a)]
    return [annotation]


def _dataclass_in(annotation: Any) -> type | None:
    return next((m for m in _members(annotation) if dataclasses.is_dataclass(m)), None)


def _is_sequence(annotation: Any) -> bool:
    return any((typing.get_origin(m) or m) in _SEQUENCES for m in _members(annotation))


def _accepts_str(annotation: Any) -> bool:
    return any(m is str or m is Any for m in _members(annotation))


def _is_bool(annotation: Any) -> bool:
    members = [m for m in _members(annotation) if m is not type(None)]
    return bool(members) and all(m is bool for m in members)


__all__ = [
    "POLICY",
    "REQUIRED",
    "FieldHelp",
    "check_options",
    "describe_fields",
    "from_mapping",
    "keyword_options",
    "parse_assignment",
    "parse_assignments",
    "parse_flags",
    "parse_value",
    "read_yaml_mapping",
    "set_dotted",
    "to_dict",
]
