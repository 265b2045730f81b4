"""The examples in the German engine's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "forms", "detect", "morphology", "lexicon", "tokens", "fairtext", "backward", "convert", "forward", "merge", "control", "referents",
]  # fmt: skip


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(f"fairwrite.de.{name}")
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
