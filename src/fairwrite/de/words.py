"""The German closed-class word lists of the rule engine, kept as data in ``data/words.toml``.

Why a data file: the lists are vocabulary, not logic; one file keeps them in one place, each with what
it is for. Each list is a frozenset under its TOML key: ``words.COPULAS``, ``words.SINGULAR_COPULAS``.
The file is read once, at import, into module attributes, so the engine's hot loops read plain globals.
"""

from importlib import resources

import tomllib


def _load() -> dict[str, frozenset[str]]:
    """Every list of the file, by key (the tables group them by the module that uses them)."""
    text = resources.files("fairwrite.de").joinpath("data/words.toml").read_text(encoding="utf-8")
    return {key: frozenset(value.split()) for table in tomllib.loads(text).values() for key, value in table.items()}


_LISTS = _load()
globals().update(_LISTS)
__all__ = sorted(_LISTS)
