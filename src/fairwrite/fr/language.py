"""French: what the language brings to fairwrite, registered where it is defined (its
``fairwrite.registry.languages`` entry point in pyproject.toml), read by :mod:`fairwrite.languages`."""

from __future__ import annotations

from fairwrite.languages import Language

LANGUAGE = Language(
    "fr",
    "French",
    rewriter="fairwrite.fr.rewriter:make_rewriter",
    forms="fairwrite.fr.rewriter:REWRITE_FORMS",
    directions=("to-standard", "to-fair"),
    sides={
        "to-standard": ("inclusive French", "standard French (the INCLURE *exclure* direction)"),
        "to-fair": ("standard French", "inclusive French"),
        None: ("standard French", "inclusive French"),
    },
    form_label="one inclusive form",
    example="Les étudiant·es sont invité·es à la réunion.",
    rank=2,
)
