"""The language registry: every entry resolves, and everything that lists languages reads it."""

from __future__ import annotations

import pytest

from fairwrite import registry, schema
from fairwrite.cli import Lang
from fairwrite.de.forms import FORMS
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES, language, language_name, rewriting_languages


@pytest.mark.parametrize("code", sorted(LANGUAGES))
def test_every_named_engine_resolves(code):
    entry = LANGUAGES[code]
    targets = [entry.rewriter, entry.labeller, entry.source_labeller, entry.merger, *entry.augmenters.values()]
    for target in filter(None, targets):
        assert callable(registry.resolve(target)), target
    if entry.forms:
        assert all(isinstance(form, str) for form in registry.resolve(entry.forms)), entry.forms


def test_schema_cli_and_registry_read_the_registry():
    assert schema.LANGUAGES == tuple(LANGUAGES) == ("en", "de", "fr", "es", "he")
    assert [lang.value for lang in Lang] == list(rewriting_languages()) == ["en", "de", "fr"]
    assert set(registry.REWRITERS) == set(rewriting_languages())
    assert ("de", "replacement") in registry.AUGMENTERS and ("fr", "rules") not in registry.AUGMENTERS
    assert {"en-augmented", "de-gender-fair", "neutral-de", "roundtrip", "inclure", "cda", "benchmarks"} == set(
        registry.BUILDERS
    )


@pytest.mark.parametrize("group", ["fairwrite.registry.builders", "fairwrite.registry.metrics", "fairwrite.registry.models", "fairwrite.registry.augmenters"])
def test_every_registered_entry_point_resolves(group):
    """What registers where it is defined (entry points) resolves: builders have ``Config`` and ``build``."""
    entries = registry.registered(group)
    assert entries
    for name, target in entries.items():
        loaded = registry.resolve(target)
        assert callable(loaded.build) if group == "fairwrite.registry.builders" else loaded is not None, name


def test_german_forms_are_the_engines_forms():
    assert registry.rewrite_forms("de") == (*FORMS, "neutral")


def test_names_and_unknown_languages():
    assert language_name("fr") == "French" and language_name("xx") == "xx"
    with pytest.raises(FairwriteError, match="unknown language 'xx'"):
        language("xx")
