"""German gender-fair training data (``fairwrite build de-gender-fair``): a corpus → Backward Augmentation pairs.

Amrhein et al. (2023 §4.2), with rules where the paper used round-trip translation:

1. a German corpus (OSCAR-style JSONL, plain text, CoNLL-U; :mod:`fairwrite.corpus`) is split into
   sentences and passed through the noise filters of App. A (:mod:`fairwrite.corpus.filters`);
2. sentences with a gender-fair form (App. F patterns and more, :mod:`fairwrite.de.detect`) are real
   **targets**, normalised to one form (gender star by default, :mod:`fairwrite.de.convert`);
3. each target gets complementary **sources**: generic masculine and generic feminine
   (:mod:`fairwrite.de.backward`, ``method="rules"``; ``method="roundtrip"`` asks the round-trip
   augmenter of the registry instead) and a copy of the target;
4. sentences that need no rewriting (no gender-fair form, and the forward rewriter leaves them
   unchanged) are added as copies so they make up ``non_gendered_ratio`` (30 %) of the rows; with
   ``hard_copies``, those with a word the lexicon knows as a person noun first (:func:`person_lookalike`);
5. rows are deduplicated, split train/validation/test by a seeded hash of the target (all sources of
   one target in one split) and written as a Hub-ready folder (:func:`fairwrite.hub.write_dataset_folder`).

Each row is a :class:`fairwrite.schema.Segment` (``lang="de"``, ``target_label="gender-fair"``,
``form`` the target form, ``tags`` the forms detected in the original sentence).

The dataset is a :class:`~fairwrite.datasets.builder.CorpusSpec` (:data:`SPEC`): the German labeller
(:func:`fairwrite.de.label.label_sentence`: ``gender-fair``, ``generic`` or ``none``), this module's
:func:`pairer` and :func:`rows`, and the card, on the shared builder (:mod:`fairwrite.datasets.builder`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from fairwrite.datasets.builder import (
    COPY,
    PAIR,
    PREFERRED,
    SAMPLED,
    BuildConfig,
    BuildStats,
    CorpusSpec,
    Made,
    copy_of,
)
from fairwrite.datasets.corpus_job import filter_settings
from fairwrite.de.convert import Converter
from fairwrite.de.detect import Detector
from fairwrite.de.forms import normalise_form
from fairwrite.de.forward import rewrite_sentence
from fairwrite.de.label import label_sentence
from fairwrite.de.lexicon import lexicon
from fairwrite.errors import FairwriteError
from fairwrite.registry import get_augmenter
from fairwrite.schema import Segment, check_referents, copy_segment

SOURCES = ("masculine", "feminine", "copy")
#: ``--sources`` may also name ``original``: a target whose form was normalised is also paired with the
#: sentence as written (*Kolleginnen und Kollegen* → *Kolleg\*innen*), as the rules rewrite it; not a default
SOURCE_CHOICES = (*SOURCES, "original")

CITATION = """@inproceedings{amrhein-etal-2023-exploiting,
  title = {Exploiting Biased Models to De-bias Text: A Gender-Fair Rewriting Model},
  author = {Amrhein, Chantal and Schottmann, Florian and Sennrich, Rico and L{\\"a}ubli, Samuel},
  booktitle = {Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics},
  year = {2023}
}"""


@dataclass
class Config(BuildConfig):
    """Options of ``fairwrite build de-gender-fair`` (``--name value``, ``--no-flag``)."""

    form: str = "star"  # target form: star, colon, gap, slash, binnen-i, interpunct, pair
    sources: tuple[str, ...] = SOURCES  # complementary sources per target: masculine, feminine, copy, original
    method: str = "rules"  # how masculine/feminine sources are made: rules or roundtrip
    non_gendered_ratio: float = 0.3  # share of non-gendered sentences mixed in as copies
    #: draw the copies first from sentences with a word the lexicon knows as a person noun, which the rules
    #: left alone (the surname *Fischer*, *die Leiter*, *Kieler Woche*): a random copy rarely has one, and
    #: these are what teach a model restraint
    hard_copies: bool = False
    filters: str = "amrhein2023"  # noise-filter preset of fairwrite.augment.filters ("none": off)
    language_id: str = "langid"  # language identifier: langid, lingua, fasttext or none
    max_targets: int = 0  # keep at most this many gender-fair targets (seeded sample; 0 = all)
    #: also pair each generic masculine/feminine sentence with the forward rules' rewrite (real gendered
    #: source → rule-made target, as the English forward config): singular forms (der*die Lehrer*in) that
    #: corpus text written gender-fair rarely has
    forward_pairs: bool = False
    #: with forward_pairs, also pair each rule-made target with the Backward rules' other generic source
    #: (the feminine of a masculine sentence): feminine-source rows, which the corpus's few gender-fair
    #: sentences alone give too few of for a model to learn ``Lektorin`` → ``Lektor*in``
    forward_sources: bool = False
    #: forward pairs: ``all`` (every person reference, TIGER's convention) or ``generic`` (nouns naming a
    #: specific individual kept, the library's default: a sentence that then has nothing to rewrite is kept
    #: as a copy, so a model learns to leave *mein Nachbar* alone)
    referents: str = "all"
    config_name: str = "default"  # name of the dataset config on the Hub
    #: dataset name on the card
    pretty_name: str = "fairwrite German gender-fair rewriting (Backward Augmentation)"

    def __post_init__(self) -> None:
        super().__post_init__()
        self.form = normalise_form(self.form)
        unknown = set(self.sources) - set(SOURCE_CHOICES)
        if unknown or not self.sources:
            raise FairwriteError(
                f"--sources takes {', '.join(SOURCE_CHOICES)}, not {', '.join(sorted(unknown)) or 'nothing'}"
            )
        if self.method not in ("rules", "roundtrip"):
            raise FairwriteError(f"--method must be rules or roundtrip, not {self.method!r}")
        check_referents(self.referents)
        if self.forward_sources and not self.forward_pairs:
            raise FairwriteError("--forward-sources needs --forward-pairs (it pairs the forward rules' targets)")


@dataclass
class Stats(BuildStats):
    gender_fair: int = 0
    forms: dict[str, int] = field(default_factory=dict)  # gender-fair sentences per form found in them
    non_gendered: int = 0
    hard_copies: int = 0  # with hard_copies: copies with a word the lexicon knows as a person noun
    generic: int = 0  # sentences with generic masculine/feminine forms (forward pairs with forward_pairs)
    normalised: int = 0  # targets whose forms were converted to the target form
    unchanged_sources: int = 0  # sources the augmenter could not make different from the target


def pairer(config: Config) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """The corpus job's pairer over the German labeller's labels: a ``gender-fair`` sentence's target
    (normalised to the form) with its complementary sources; with ``forward_pairs``, a ``generic`` sentence
    paired with the forward rules' rewrite; nothing for ``none``."""
    detector = Detector(participles=False)
    converter = Converter(config.form)

    def forward(text: str, referents: str = config.referents) -> str:
        # each sentence its own document, as the labeller reads it (which has cached the mode-"all" star rewrite)
        return rewrite_sentence(text, config.form, referents)

    augmenters = {
        g: get_augmenter("de", g, config.method) for g in ("masculine", "feminine") if g in config.sources
    }

    def pairs(texts: list[str], labels: list[str], documents: list[str]) -> list[list[Segment]]:
        rows: list[list[Segment]] = [[] for _ in texts]
        fair = [k for k, label in enumerate(labels) if label == "gender-fair"]
        targets = [converter(texts[k]) for k in fair]
        made = {g: list(a.rewrite(targets)) for g, a in augmenters.items()}
        for n, (k, target) in enumerate(zip(fair, targets, strict=True)):
            original = texts[k]
            forms = sorted({m.form for m in detector.finditer(original)})
            tags = tuple(f"form:{f}" for f in forms) + (("normalised",) if original != target else ())
            base = copy_segment(
                target, "de", "gender-fair", form=config.form, direction="backward", tags=(*tags, "copy-source"),
                meta={"original": original} if original != target else {},
            )
            for gender, sources in made.items():
                if sources[n] != target:
                    rows[k].append(replace(base, source=sources[n], source_label=gender, method=config.method, tags=tags))
            if "copy" in config.sources:
                rows[k].append(base)
            if "original" in config.sources and original != target:
                rows[k].append(
                    replace(base, source=original, method="rules", direction="forward", tags=(*tags, "original-source"))
                )
        if config.forward_pairs:
            generic = [k for k, label in enumerate(labels) if label == "generic"]
            rewritten = {k: forward(texts[k]) for k in generic}
            changed = [k for k in generic if rewritten[k] != texts[k]]
            if config.referents == "generic":  # only specific people: the rules keep the sentence, a copy
                kept = [k for k in generic if rewritten[k] == texts[k]]
                every = [forward(texts[k], "all") for k in kept]  # in mode "all": are its people specific?
                again = {g: list(a.rewrite(every)) for g, a in augmenters.items()}
                for n, k in enumerate(kept):
                    if every[n] != texts[k]:  # the rules would rewrite it in mode "all": its people are specific
                        label = _source_label(texts[k], {g: out[n] for g, out in again.items()})
                        rows[k].append(
                            Segment(texts[k], texts[k], "de", label, label, form=config.form, method="rules",
                                    direction="forward", tags=("specific-kept",))
                        )  # fmt: skip
            back = {g: list(a.rewrite([rewritten[k] for k in changed])) for g, a in augmenters.items()}
            for n, k in enumerate(changed):
                made_back = {g: sources[n] for g, sources in back.items()}
                rows[k].append(
                    Segment(texts[k], rewritten[k], "de", _source_label(texts[k], made_back), "gender-fair",
                            form=config.form, method="rules", direction="forward")
                )  # fmt: skip
                if config.forward_sources:
                    rows[k].extend(
                        Segment(source, rewritten[k], "de", gender, "gender-fair", form=config.form,
                                method=config.method, direction="backward", tags=("forward-target",))
                        for gender, source in made_back.items()
                        if source not in (texts[k], rewritten[k])
                    )  # fmt: skip
        return rows

    return pairs


def person_lookalike(segment: Segment) -> bool:
    """Whether the source has a capitalised word the German lexicon gives a person reading (*Fischer*,
    *Leiter*, *Kieler*): in a sentence the rules leave alone, a word a model must learn to keep."""
    lex = lexicon()  # its person readings are cached per word
    return any(word[:1].isupper() and lex.is_person(word) for word in re.findall(r"\w+", segment.source))


def _source_label(source: str, made_back: dict[str, str]) -> str:
    """``masculine``/``feminine``: the generic form whose Backward rules make ``source`` of its gender-fair
    rewrite again (``made_back``: gender → what they made); ``mixed`` when neither does."""
    return next((gender for gender, made in made_back.items() if made == source), "mixed")


def rows(
    config: Config, sentence: Mapping[str, Any], segments: list[Segment], count: Callable[[str, int], None]
) -> Iterator[Made]:
    """A gender-fair sentence's rows (their targets sampled with ``max_targets``), a generic sentence's
    forward pairs, a sentence with neither a copy candidate (drawn first with ``hard_copies`` when it has a
    person look-alike)."""
    label = sentence["label"]
    if label == "gender-fair":
        for form in sentence["forms"]:
            count(f"form {form}", 1)
        target = segments[0].target if segments else Converter(config.form)(sentence["text"])
        count("normalised", int(target != sentence["text"]))
        sources = sum(g in config.sources for g in ("masculine", "feminine"))
        count("unchanged_sources", sources - sum(r.method != "copy" for r in segments))
        for segment in segments:
            yield Made(config.config_name, SAMPLED if config.max_targets else PAIR, segment)
    elif label == "generic":
        for segment in segments:
            yield Made(config.config_name, PAIR, segment)
    else:
        copy = copy_of(sentence, "de")
        yield Made(config.config_name, PREFERRED if config.hard_copies and person_lookalike(copy) else COPY, copy)


def stats(config: Config, counters: Mapping[str, int]) -> Stats:
    """The card's statistics from the build's counters."""
    made = Stats()
    made.gender_fair, made.generic = counters.get("label_gender-fair", 0), counters.get("label_generic", 0)
    made.non_gendered = counters.get("label_none", 0)
    made.forms = {k.removeprefix("count: form "): v for k, v in sorted(counters.items()) if k.startswith("count: form ")}
    made.normalised = counters.get("count: normalised", 0)
    made.unchanged_sources = counters.get("count: unchanged_sources", 0)
    made.hard_copies = counters.get(f"count: preferred copies {config.config_name}", 0)
    return made


def sections(config: Config, stats: Stats) -> Mapping[str, str]:
    """The card's own sections."""
    sections = {
        "How the pairs were made": (
            "Sentences pass OpusFilter's noise filters (App. A of Amrhein et al. 2023). Sentences with a "
            "gender-fair form — gender star, colon, gap, slash, Binnen-I, media point, parenthesis or pair "
            "form (App. F) — are targets, normalised to the "
            f"**{config.form}** form. Their sources are generic-masculine and generic-feminine rewrites "
            f"({'rule-based Backward Augmentation with agreement of articles, adjectives, pronouns and case' if config.method == 'rules' else 'round-trip translation'}) "
            "and a copy of the target"
            + (
                ", and, where its form was normalised, the sentence as written (tag `original-source`: "
                "*Kolleginnen und Kollegen* → *Kolleg\\*innen*, as the rules rewrite it)"
                if "original" in config.sources
                else ""
            )
            + ". Sentences that need no rewriting are added as copies "
            f"({config.non_gendered_ratio:.0%} of the rows"
            + (
                f"; drawn first from those with a word the lexicon knows as a person noun, left alone by the "
                f"rules, `hard_copies`: {stats.hard_copies:,} such copies, a surname, a thing, a place"
                if config.hard_copies
                else ""
            )
            + "). The split is by a seeded hash of the target."
            + (
                " With `forward_pairs`, every sentence in generic masculine or feminine is also paired with "
                "the forward rules' gender-fair rewrite (`direction` forward, `method` rules): a real source "
                f"with a rule-made target; the rules rewrite `--referents {config.referents}` references"
                + (
                    " (nouns naming a specific individual kept: a sentence whose only person references are "
                    "such is a copy, tag `specific-kept`)."
                    if config.referents == "generic"
                    else " (every person reference, named people too)."
                )
                + (
                    " With `forward_sources`, that rule-made target is also paired with the Backward rules' "
                    "other generic source (the feminine of a masculine sentence; `direction` backward, "
                    "tag `forward-target`): a rule-made source with a rule-made target."
                    if config.forward_sources
                    else ""
                )
                if config.forward_pairs
                else ""
            )
        ),
        "Fields": (
            "`source_label` is `masculine`, `feminine`, `gender-fair` (copy) or `none` (non-gendered copy); "
            "`tags` lists the forms found in the original sentence (`form:star`, `form:pair`, …) and "
            "`normalised` when it was converted; `meta.original` keeps the unconverted sentence."
        ),
        "Limitations": (
            "Generic forms are rule-made: nouns the lexicon does not know get a regular masculine guess, "
            "and singular pair forms with agreement elsewhere may yield slightly ungrammatical sources "
            "(sources only; targets are real text)."
        ),
    }
    return sections


def summary(config: Config, stats: Stats) -> str:
    """The card's summary line."""
    total = sum(stats.rows.get(config.config_name, {}).values())
    return (
        f"German generic masculine/feminine → gender-fair ({config.form}) sentence pairs built from a "
        f"corpus by Backward Augmentation (Amrhein et al. 2023): {total:,} rows from "
        f"{stats.gender_fair:,} gender-fair sentences"
        + (f" and {stats.generic:,} generic sentences paired forward." if config.forward_pairs else ".")
    )


SPEC = CorpusSpec(
    name="de-gender-fair",
    lang="de",
    labeller=lambda config: label_sentence,
    pairer=pairer,
    rows=rows,
    configs=lambda config: [config.config_name],
    summary=summary,
    sections=sections,
    tags=("gender-fair-language", "gender-star", "backward-augmentation", "fairwrite"),
    citations=(CITATION,),
    stats=stats,
    nothing="no sentence with a gender-fair form among {sentences} sentences of {documents} documents: nothing to write",
    filters=lambda config: filter_settings(config.filters, config.language_id),
    ratio=lambda config: config.non_gendered_ratio,
    max_targets=lambda config: config.max_targets,
)


#: ``fairwrite build de-gender-fair``: the shared builder on :data:`SPEC`
build = SPEC.build
