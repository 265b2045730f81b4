"""The German closed-class word lists of the rule engine, kept as data in ``data/words.toml``.

Why a data file: the lists are vocabulary, not logic; one file keeps them in one place, each with what
it is for. Each list is a frozenset under its TOML key: ``words.COPULAS``, ``words.SINGULAR_COPULAS``.
"""

from functools import cache
from importlib import resources

import tomllib


@cache
def _lists() -> dict[str, frozenset[str]]:
    """Every list of the file, by key (the tables group them by the module that uses them)."""
    text = resources.files("fairwrite.de").joinpath("data/words.toml").read_text(encoding="utf-8")
    return {key: frozenset(value.split()) for table in tomllib.loads(text).values() for key, value in table.items()}


def __getattr__(name: str) -> frozenset[str]:
    """``words.NAME``: the list ``NAME`` of ``data/words.toml`` (PEP 562 module attribute)."""
    try:
        return _lists()[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no word list {name!r}") from None


def __dir__() -> list[str]:
    return sorted(_lists())
