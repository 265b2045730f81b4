"""The language registry: everything a language brings to fairwrite, in one entry.

A language is a package of engines (``fairwrite.en``, ``fairwrite.de``, …) that defines its :class:`Language`
entry itself and registers it as a ``fairwrite.registry.languages`` entry point; the core never names a language. Every place that depends on the set of languages reads this table: the record schema
(:data:`fairwrite.schema.LANGUAGES`), the CLI's ``--lang``, the rewriter/augmenter/builder registry
(:mod:`fairwrite.registry`), the corpus labellers and round-trip mergers, the model cards, the leaderboard
and the translators' language names. An entry names its engines by ``"module:attribute"`` strings within its own
package, imported on first use, so neither ``import fairwrite`` nor the core imports an engine (see
``CONTRIBUTING.md`` for the layers).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
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
    rank: int = 100  # place in the lists of languages (``--lang`` choices, leaderboard), lowest first


#: Where languages register: ``[project.entry-points."fairwrite.registry.languages"]``, each a :class:`Language` (or
#: a tuple of them) defined in the language's own package.
GROUP = "fairwrite.registry.languages"


def _registered() -> list[Language]:
    found: list[Language] = []
    for point in entry_points(group=GROUP):
        loaded = point.load()
        found += list(loaded) if isinstance(loaded, tuple) else [loaded]
    return sorted(found, key=lambda entry: (entry.rank, entry.code))


LANGUAGES: Mapping[str, Language] = MappingProxyType({entry.code: entry for entry in _registered()})


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
