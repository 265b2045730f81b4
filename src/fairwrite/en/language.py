"""English: what the language brings to fairwrite, registered where it is defined (its
``fairwrite.registry.languages`` entry point in pyproject.toml), read by :mod:`fairwrite.languages`."""

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
    rank=0,
)
