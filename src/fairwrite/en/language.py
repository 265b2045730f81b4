"""The English entry of the language registry, registered as a ``fairwrite.registry.languages`` entry point."""

from __future__ import annotations

from fairwrite.languages import Language

LANGUAGE = Language(
    "en",
    "English",
    rewriter="fairwrite.en.forward:make_rewriter",
    forms="fairwrite.en.lexicon:FORMS",
    augmenters={"rules": "fairwrite.en.backward:make_augmenter"},
    sides={
        None: (
            "English text with gendered pronouns and nouns",
            "gender-neutral English (singular *they*)",
        )
    },
    form_label="singular they",
    example="Every student must bring his own laptop, and the chairman will check it.",
    source_labeller="fairwrite.en.gender:pronoun_gender",
    options={
        "": "fairwrite.en.forward:ForwardRewriter",
        "augment:rules": "fairwrite.en.backward:BackwardAugmenter",
    },
    rank=0,
)
