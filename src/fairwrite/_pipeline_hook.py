"""Register the ``text2text-generation`` pipeline when transformers' pipelines load — not before.

``import transformers.pipelines`` takes seconds (it imports every pipeline), so ``import fairwrite`` must
not do it. :func:`install` registers at once when ``transformers.pipelines`` is already imported;
otherwise it puts a finder on ``sys.meta_path`` that lets the normal import of ``transformers.pipelines``
run and then calls :func:`fairwrite.pipelines.register` (the finder removes itself after that). The
effect is that ``pipeline("text2text-generation", ...)`` works in any program that imported fairwrite.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import sys
import warnings
from importlib.metadata import entry_points
from types import ModuleType
from typing import Any

TARGET = "transformers.pipelines"
#: The registrations, entry points of this group (the models layer's ``fairwrite.pipelines``, which registers
#: on import): named where they are defined, never in this core hook.
GROUP = "fairwrite.registry.transformers_pipelines"


def _register() -> None:
    try:
        for point in entry_points(group=GROUP):
            point.load()  # registers on import
    except Exception as err:  # never break the user's import of transformers
        warnings.warn(f"fairwrite could not register text2text-generation: {err}", stacklevel=2)


class _Loader(importlib.abc.Loader):
    def __init__(self, wrapped: importlib.abc.Loader) -> None:
        self.wrapped = wrapped

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self.wrapped.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        self.wrapped.exec_module(module)
        _uninstall()
        _register()

    def __getattr__(self, name: str) -> Any:  # get_resource_reader, is_package, …
        return getattr(self.wrapped, name)


class _Finder(importlib.abc.MetaPathFinder):
    def find_spec(self, fullname: str, path: Any, target: ModuleType | None = None) -> Any:
        if fullname != TARGET:
            return None
        for finder in sys.meta_path:
            if finder is self or not hasattr(finder, "find_spec"):
                continue
            spec = finder.find_spec(fullname, path, target)
            if spec is not None:
                if spec.loader is not None:
                    spec.loader = _Loader(spec.loader)
                return spec
        return None


_FINDER = _Finder()


def _uninstall() -> None:
    if _FINDER in sys.meta_path:
        sys.meta_path.remove(_FINDER)


def install() -> None:
    """Register now if ``transformers.pipelines`` is loaded, else as soon as it is."""
    if TARGET in sys.modules:
        _register()
    elif _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
