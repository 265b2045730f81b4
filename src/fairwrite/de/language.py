"""The German entry of the language registry, registered as a ``fairwrite.registry.languages`` entry point."""

from __future__ import annotations

from fairwrite.languages import Language

LANGUAGE = Language(
    "de",
    "German",
    rewriter="fairwrite.de.forward:make_rewriter",
    augmenters={
        "rules": "fairwrite.de.backward:make_augmenter",
        # gender-neutral German (Hauser 2023): neutral terms → generic masculine/feminine terms
        "replacement": "fairwrite.de.replacement:make_augmenter",
    },
    forms="fairwrite.de.forms:REWRITE_FORMS",
    sides={None: ("German text in the generic masculine or feminine", "gender-fair German")},
    form_label="gender star",
    example="Jeder Lehrer kennt seine Schüler.",
    labeller="fairwrite.de.label:label_sentence",
    merger="fairwrite.de.merge:merge",
    truecaser="fairwrite.de.truecase:truecase",
    options={
        "": "",
        "neutral": "fairwrite.de.neutral:NeutralRewriter",
        "augment:rules": "",
        "augment:replacement": "fairwrite.de.replacement:BackwardReplacer",
    },
    rank=1,
)
