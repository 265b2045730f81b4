"""Which optional extra a missing package belongs to, read from the installed package's own metadata.

``pip install fairwrite`` gives the base install (datatrove included: every long job runs on it); the
corpus filters (OpusFilter, py3langid), Ray, LoRA and training extras are ``pip install 'fairwrite[NAME]'``.
When an import of one of them fails, the user gets one line naming the extra, not a traceback:
:func:`require` checks before the work starts, and :func:`missing_extra` turns a
:class:`ModuleNotFoundError` met on the way into that line. The mapping is the ``Requires-Dist: ...;
extra == "NAME"`` lines of fairwrite's metadata, so pyproject.toml is the one place that says which
package is in which extra.
"""

from __future__ import annotations

import importlib.util
import re
from functools import lru_cache
from importlib import metadata

from fairwrite.errors import FairwriteError

_REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)[^;]*;.*extra\s*==\s*['\"]([^'\"]+)['\"]")


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


@lru_cache(maxsize=1)
def extras_of_packages() -> dict[str, str]:
    """Normalised distribution name → the first extra that declares it (``{}`` from a source tree)."""
    try:
        requires = metadata.requires("fairwrite") or []
    except metadata.PackageNotFoundError:
        return {}
    found: dict[str, str] = {}
    for line in requires:
        match = _REQUIREMENT.match(line)
        if match and match.group(2) != "all":
            found.setdefault(_normal(match.group(1)), match.group(2))
    return found


def extra_for_module(module: str) -> str | None:
    """The extra whose package provides the top-level import ``module`` (``None``: in no extra)."""
    root = module.split(".")[0]
    extras = extras_of_packages()
    for dist in metadata.packages_distributions().get(root, []) or [root]:
        if _normal(dist) in extras:
            return extras[_normal(dist)]
    return extras.get(_normal(root))


def missing_extra(err: ModuleNotFoundError, needed_for: str) -> FairwriteError | None:
    """The one-line error for ``err`` when the missing module is part of an extra, else ``None``."""
    name = err.name or ""
    extra = extra_for_module(name) if name else None
    if extra is None:
        return None
    return FairwriteError(
        f"{needed_for} needs the '{extra}' extra ({name} is not installed): pip install 'fairwrite[{extra}]'"
    )


def require(module: str, needed_for: str, extra: str | None = None) -> None:
    """Fail with one line naming the extra when ``module`` cannot be imported (nothing is imported here)."""
    if importlib.util.find_spec(module.split(".")[0]) is not None:
        return
    extra = extra or extra_for_module(module) or module
    raise FairwriteError(
        f"{needed_for} needs the '{extra}' extra ({module} is not installed): pip install 'fairwrite[{extra}]'"
    )
