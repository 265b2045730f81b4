"""The French entry of the language registry, registered as a ``fairwrite.registry.languages`` entry point."""

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
    options={
        "": "fairwrite.fr.inclusify:Inclusify",
        "neutral": "fairwrite.fr.collective:CollectiveRewriter",
        "standard": "fairwrite.fr.exclure:Exclure",
        "to-standard": "fairwrite.fr.exclure:Exclure",
    },
    rank=2,
)
