"""The language registry: everything a language brings to fairwrite, in one entry.

A language is a package of engines (``fairwrite.en``, ``fairwrite.de``, …) plus one :class:`Language`
entry here. Every place that depends on the set of languages reads this table: the record schema
(:data:`fairwrite.schema.LANGUAGES`), the CLI's ``--lang``, the rewriter/augmenter/builder registry
(:mod:`fairwrite.registry`), the corpus labellers and round-trip mergers, the model cards, the leaderboard
and the translators' language names. Engines are named by ``"module:attribute"`` strings and imported
on first use, so the core never imports an engine (see ``CONTRIBUTING.md`` for the layers).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from fairwrite.errors import FairwriteError


@dataclass(frozen=True)
class Language:
    """What one language brings; every field but ``code`` and ``name`` is optional."""

    code: str  # ISO 639-1, the value of ``Segment.lang`` and ``--lang``
    name: str  # English display name (cards, leaderboard, translation prompts)
    #: forward rewriter factory ``make_rewriter(form=None, direction=None, *, referents="generic", **options)``
    #: (``referents``: :data:`fairwrite.schema.REFERENTS`; one ``rewrite`` call is one document, in order)
    rewriter: str = ""
    #: Backward Augmentation factories by method: ``make_augmenter(gender, **options)``
    augmenters: Mapping[str, str] = field(default_factory=dict)
    #: dataset builder modules by ``fairwrite build`` name (language-specific builders only)
    builders: Mapping[str, str] = field(default_factory=dict)
    #: the ``--form`` values of the rewriter: the engine's own tuple (``"module:attribute"``), the one its
    #: ``make_rewriter`` checks, so ``rewrite --help`` and the ``--form`` error print the same list
    forms: str = ""
    form_label: str = ""  # the default target form in words (model cards)
    directions: tuple[str, ...] = ()  # rewriting directions (``--direction``); empty: to-fair only
    #: what a model reads and writes, by direction (``None``: the default), for the model card's prose
    sides: Mapping[str | None, tuple[str, str]] = field(default_factory=dict)
    example: str = ""  # a source sentence for the model card's usage snippet
    #: corpus sentence labeller ``fn(sentence) -> (label, forms)`` (datatrove ``LabelSegments``)
    labeller: str = ""
    #: label of a benchmark source segment ``fn(text) -> label`` (``fairwrite.datasets.suite``)
    source_labeller: str = ""
    #: how a word of an ALL-CAPS or Title-Case segment is written in running text
    #: ``fn(word, sentence_initial) -> word``
    #: (:mod:`fairwrite.text.boundary`; empty: sentence case)
    truecaser: str = ""
    #: round-trip merging ``fn(original, round_trip) -> text`` (Amrhein et al. 2023, App. C)
    merger: str = ""
    #: the typed engine whose keyword parameters are the ``-O`` options, by route: a ``--form``, a
    #: ``--direction``, ``augment:METHOD``, or ``""`` (the rewriter otherwise). ``"module:attribute"``, or
    #: ``""`` for an engine that takes no options. The CLI refuses any other key and lists the valid ones
    #: (:func:`fairwrite.registry.check_engine_options`); a route not listed is checked by its factory.
    options: Mapping[str, str] = field(default_factory=dict)


LANGUAGES: Mapping[str, Language] = MappingProxyType(
    {
        entry.code: entry
        for entry in (
            Language(
                "en",
                "English",
                rewriter="fairwrite.en.forward:make_rewriter",
                forms="fairwrite.en.lexicon:FORMS",
                augmenters={"rules": "fairwrite.en.backward:make_augmenter"},
                builders={"en-augmented": "fairwrite.datasets.en_augmented"},
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
            ),
            Language(
                "de",
                "German",
                rewriter="fairwrite.de.forward:make_rewriter",
                augmenters={
                    "rules": "fairwrite.de.backward:make_augmenter",
                    "roundtrip": "fairwrite.augment.roundtrip:make_augmenter",
                    # gender-neutral German (Hauser 2023): neutral terms → generic masculine/feminine terms
                    "replacement": "fairwrite.de.replacement:make_augmenter",
                },
                builders={
                    "de-gender-fair": "fairwrite.datasets.de_gender_fair",
                    "roundtrip": "fairwrite.datasets.roundtrip",
                    "neutral-de": "fairwrite.datasets.neutral_de",
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
            ),
            Language(
                "fr",
                "French",
                rewriter="fairwrite.fr.rewriter:make_rewriter",
                forms="fairwrite.fr.rewriter:REWRITE_FORMS",
                builders={"inclure": "fairwrite.datasets.inclure"},
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
            ),
            # Languages of the CDA engine (Zmigrod et al. 2019): data and models, no rule-based rewriter.
            Language("es", "Spanish"),
            Language("he", "Hebrew"),
        )
    }
)


def language(code: str) -> Language:
    """The entry of ``code``; a one-line error naming the known languages otherwise."""
    if code not in LANGUAGES:
        raise FairwriteError(f"unknown language {code!r}; fairwrite knows {', '.join(LANGUAGES)}")
    return LANGUAGES[code]


def language_name(code: str) -> str:
    """English name of ``code`` (the code itself when fairwrite does not know the language)."""
    entry = LANGUAGES.get(code)
    return entry.name if entry else code


def language_names() -> dict[str, str]:
    """``code → English name`` of every registered language."""
    return {code: entry.name for code, entry in LANGUAGES.items()}


def rewriting_languages() -> tuple[str, ...]:
    """Languages with a rule-based rewriter (the CLI's ``--lang`` choices)."""
    return tuple(code for code, entry in LANGUAGES.items() if entry.rewriter)
