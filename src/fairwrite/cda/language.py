"""The languages of the CDA engine (Zmigrod et al. 2019): data and models, no rule-based rewriter; registered
where they are defined (the ``fairwrite.registry.languages`` entry point in pyproject.toml)."""

from __future__ import annotations

from fairwrite.languages import Language

LANGUAGES = (Language("es", "Spanish"), Language("he", "Hebrew"))
