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

Steps 1–3 are a sharded, resumable corpus job (:mod:`fairwrite.datasets.corpus_job`): the German
labeller (:func:`fairwrite.de.label.label_sentence`: ``gender-fair``, ``generic`` or ``none``) and this
module's :func:`pairer`; ``build`` does the rest.
"""

from __future__ import annotations

import hashlib
import random
import re
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from datasets import DatasetDict

from fairwrite.augment.mixing import deduplicate, mix
from fairwrite.corpus.steps import read_pairs
from fairwrite.datasets.corpus_job import CorpusJob, FinishedJob, filter_settings, run_corpus_job
from fairwrite.datasets.folder import corpus_card_spec, write_dataset_folder
from fairwrite.de.convert import Converter
from fairwrite.de.detect import Detector
from fairwrite.de.forms import normalise_form
from fairwrite.de.forward import rewrite_sentence
from fairwrite.de.lexicon import lexicon
from fairwrite.errors import FairwriteError
from fairwrite.registry import get_augmenter
from fairwrite.schema import CorpusStats, Provenance, Segment, check_referents, copy_segment, to_dataset

SPLITS = ("train", "validation", "test")
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
class Config(CorpusJob):
    """Options of ``fairwrite build de-gender-fair`` (``--name value``, ``--no-flag``)."""

    form: str = "star"  # target form: star, colon, gap, slash, binnen-i, interpunct, pair
    sources: tuple[str, ...] = SOURCES  # complementary sources per target: masculine, feminine, copy, original
    method: str = "rules"  # how masculine/feminine sources are made: rules or roundtrip
    seed: int = 0  # seed of the split and of every sampling step
    split: tuple[float, ...] = (0.9, 0.05, 0.05)  # train,validation,test fractions (summing to 1)
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
    max_chars: int = 2000  # longer sentences are skipped (characters)
    config_name: str = "default"  # name of the dataset config on the Hub
    #: dataset name on the card
    pretty_name: str = "fairwrite German gender-fair rewriting (Backward Augmentation)"


@dataclass
class Stats(CorpusStats):
    filtered: int = 0
    gender_fair: int = 0
    forms: dict[str, int] = field(default_factory=dict)  # gender-fair sentences per form found in them
    non_gendered: int = 0
    hard_copies: int = 0  # with hard_copies: copies with a word the lexicon knows as a person noun
    generic: int = 0  # sentences with generic masculine/feminine forms (forward pairs with forward_pairs)
    normalised: int = 0  # targets whose forms were converted to the target form
    unchanged_sources: int = 0  # sources the augmenter could not make different from the target
    rows: dict[str, int] = field(default_factory=dict)
    duplicates: int = 0
    rejected: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def _bucket(target: str, seed: int, fractions: Sequence[float]) -> str:
    u = int.from_bytes(hashlib.sha1(f"{seed}\t{target}".encode()).digest()[:8], "big") / 2**64
    if u < fractions[0]:
        return "train"
    return "validation" if u < fractions[0] + fractions[1] else "test"


def _check(config: Config) -> None:
    config.form = normalise_form(config.form)
    unknown = set(config.sources) - set(SOURCE_CHOICES)
    if unknown or not config.sources:
        raise FairwriteError(
            f"--sources takes {', '.join(SOURCE_CHOICES)}, not {', '.join(sorted(unknown)) or 'nothing'}"
        )
    if config.method not in ("rules", "roundtrip"):
        raise FairwriteError(f"--method must be rules or roundtrip, not {config.method!r}")
    if len(config.split) != 3 or any(f < 0 for f in config.split) or abs(sum(config.split) - 1) > 1e-6:
        raise FairwriteError(
            f"--split needs three fractions summing to 1 (train,validation,test), got {config.split}"
        )
    check_referents(config.referents)
    if config.forward_sources and not config.forward_pairs:
        raise FairwriteError("--forward-sources needs --forward-pairs (it pairs the forward rules' targets)")


#: The options of :class:`Config` the per-sentence work reads (the corpus job's pairer options).
PAIRER_OPTIONS = ("form", "sources", "method", "forward_pairs", "forward_sources", "referents")


def pairer(**options: Any) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """The corpus job's pairer (``options``: :data:`PAIRER_OPTIONS`) over the German labeller's labels:
    a ``gender-fair`` sentence's target (normalised to the form) with its complementary sources; with
    ``forward_pairs``, a ``generic`` sentence paired with the forward rules' rewrite; nothing for ``none``."""
    config = Config(**options)
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


def build(inputs: Sequence[Path], output: Path, config: Config | None = None) -> Path:
    """Build the dataset from ``inputs`` into the Hub-ready folder ``output``."""
    config = config or Config()
    _check(config)
    stats = Stats()
    start = time.perf_counter()
    job = run_corpus_job(
        inputs, output, config, lang="de",
        filters=filter_settings(config.filters, config.language_id),
        max_chars=config.max_chars,
        pairer="fairwrite.datasets.de_gender_fair:pairer",
        pairer_fields=PAIRER_OPTIONS,
    )  # fmt: skip
    job.fill(stats)
    fair: list[list[Segment]] = []  # each gender-fair sentence's rows
    generic: list[Segment] = []
    plain: list[Segment] = []
    forms: Counter[str] = Counter()
    converter = Converter(config.form)
    for row, segments in read_pairs(job.folder):
        if row["label"] == "gender-fair":
            fair.append(segments)
            forms.update(row["forms"])
            target = segments[0].target if segments else converter(row["text"])
            stats.normalised += target != row["text"]
        elif row["label"] == "generic":
            stats.generic += 1
            generic += segments
        else:
            where = Provenance(row["corpus"], row["document"], row["index"], config.license)
            plain.append(copy_segment(row["text"], "de", provenance=where))
    stats.gender_fair, stats.non_gendered, stats.forms = len(fair), len(plain), dict(forms)
    if config.max_targets and len(fair) > config.max_targets:
        keep = sorted(random.Random(config.seed).sample(range(len(fair)), config.max_targets))
        fair = [fair[i] for i in keep]
    sources = sum(g in config.sources for g in ("masculine", "feminine"))
    stats.unchanged_sources = sum(sources - sum(r.method != "copy" for r in rows) for rows in fair)
    rows = [r for rows in fair for r in rows] + generic
    if not rows:
        stats.check_read(inputs)  # said first: no record had text at all
        raise FairwriteError(
            f"no sentence with a gender-fair form among {stats.sentences} sentences of {stats.documents} "
            "documents: nothing to write"
        )
    unique = deduplicate(rows)
    stats.duplicates = len(rows) - len(unique)
    prefer = person_lookalike if config.hard_copies else None
    mixed = mix(
        unique, deduplicate(plain), non_gendered_ratio=config.non_gendered_ratio, seed=config.seed, prefer=prefer
    )
    if prefer:
        stats.hard_copies = sum(r.source_label == "none" and prefer(r) for r in mixed)
    mixed = [
        replace(r, id="de-" + hashlib.sha1(f"{r.source}\t{r.target}".encode()).hexdigest()[:16])
        for r in mixed
    ]
    splits: dict[str, list[Segment]] = {s: [] for s in SPLITS}
    for row in mixed:
        splits[_bucket(row.target, config.seed, config.split)].append(row)
    stats.rows = {s: len(part) for s, part in splits.items()}
    stats.seconds = round(time.perf_counter() - start, 3)
    dataset = DatasetDict({s: to_dataset(part) for s, part in splits.items() if part})
    return write_dataset_folder({config.config_name: dataset}, output, card_spec(config, stats, inputs, job))


def card_spec(config: Config, stats: Stats, inputs: Sequence[Path], job: FinishedJob) -> Any:
    total = sum(stats.rows.values())
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
        "Corpus job": job.card_section(),
    }
    return corpus_card_spec(
        "fairwrite.datasets.de_gender_fair", config, inputs, stats,
        summary=(
            f"German generic masculine/feminine → gender-fair ({config.form}) sentence pairs built from a "
            f"corpus by Backward Augmentation (Amrhein et al. 2023): {total:,} rows from "
            f"{stats.gender_fair:,} gender-fair sentences"
            + (f" and {stats.generic:,} generic sentences paired forward." if config.forward_pairs else ".")
        ),
        languages=["de"],
        tags=["gender-fair-language", "gender-star", "backward-augmentation", "fairwrite"],
        sections=sections,
        citations=[CITATION],
        record=job.record(),
    )
