"""English augmented training data (``fairwrite build en-augmented``): a corpus → Forward and Backward pairs.

Amrhein et al. (2023, §3.2, App. A), with the rules of :mod:`fairwrite.en.forward` and
:mod:`fairwrite.en.backward`:

- **forward** config (Forward Augmentation, Vanmassenhove et al. 2021 / Sun et al. 2021): every corpus
  sentence with a gendered word is a real *source*; its *target* is the rule rewrite (singular *they*).
  With ``complementary`` (default) each target is also paired with rule-made masculine-only and
  feminine-only sources and a copy of itself, as in the paper ("OSCAR SRC masculine + feminine +
  gender-fair").
- **backward** config (Backward Augmentation): every sentence written gender-neutrally (*they*,
  *themself*, neutral nouns, and no gendered word) is a real *target*; its *sources* are the masculine
  and feminine rule versions plus a copy.

Both configs get non-gendered sentences (copies, ``source == target``) so that they make up
``non_gendered_ratio`` (30 %) of the rows. Sentences first pass the noise filters of App. A
(:mod:`fairwrite.corpus.filters`, preset ``amrhein2023``); rows are deduplicated; the split into
train/validation/test is by target, so all sources of one target land in the same split. Each row is a
:class:`fairwrite.schema.Segment`.

The dataset is a :class:`~fairwrite.datasets.builder.CorpusSpec` (:data:`SPEC`: the :func:`label` of each
sentence, the rules' rewrites of :func:`pairer`, the configs each row goes to, the card) on the shared builder
(:mod:`fairwrite.datasets.builder`), which deduplicates, samples, mixes and splits as datatrove stages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from fairwrite.datasets.builder import COPY, PAIR, SAMPLED, BuildConfig, BuildStats, CorpusSpec, Made, copy_of
from fairwrite.datasets.corpus_job import filter_settings
from fairwrite.en.backward import BackwardAugmenter
from fairwrite.en.forward import ForwardRewriter
from fairwrite.en.gender import segment_gender
from fairwrite.en.lexicon import has_gendered, has_neutral
from fairwrite.errors import FairwriteError
from fairwrite.schema import Segment, check_referents, copy_segment
from fairwrite.text.wrapping import separate_documents

CONFIGS = ("forward", "backward")
SPLITS = ("train", "validation", "test")

CITATIONS = [
    """@inproceedings{amrhein-etal-2023-exploiting,
  title = {Exploiting Biased Models to De-bias Text: A Gender-Fair Rewriting Model},
  author = {Amrhein, Chantal and Schottmann, Florian and Sennrich, Rico and L{\\"a}ubli, Samuel},
  booktitle = {Proceedings of the 61st Annual Meeting of the Association for Computational Linguistics},
  year = {2023}
}""",
    """@inproceedings{vanmassenhove-etal-2021-neutral,
  title = {{N}eu{T}ral {R}ewriter: A Rule-Based and Neural Approach to Automatic Rewriting into Gender Neutral Alternatives},
  author = {Vanmassenhove, Eva and Emmery, Chris and Shterionov, Dimitar},
  booktitle = {Proceedings of the 2021 Conference on Empirical Methods in Natural Language Processing},
  year = {2021}
}""",
]


@dataclass
class Config(BuildConfig):
    """Options of ``fairwrite build en-augmented`` (``--name value``, ``--no-flag``)."""

    configs: tuple[str, ...] = CONFIGS  # configs to build: forward, backward
    non_gendered_ratio: float = 0.3  # share of non-gendered sentences mixed in as copies
    complementary: bool = True  # forward: also masculine-only, feminine-only and copy sources per target
    nouns: bool = True  # rewrite person nouns too (chairman → chairperson)
    referents: str = "all"  # forward: all (the papers' convention, named people too) or generic (keep them)
    reflexive: str = "themself"  # reflexive of singular they: themself or themselves
    filters: str = "amrhein2023"  # noise-filter preset of fairwrite.augment.filters ("none": off)
    language_id: str = "langid"  # language identifier: langid, lingua, fasttext or none
    near_duplicates: bool = False  # deduplicate ignoring case, digits and punctuation too
    max_targets: int = 0  # keep at most this many gendered targets per config (seeded sample; 0 = all)
    n_process: int = 1  # spaCy processes (in each corpus-job task)
    batch_size: int = 256  # spaCy batch size (sentences)
    pretty_name: str = "fairwrite English gender-neutral rewriting (augmented)"  # dataset name on the card

    def __post_init__(self) -> None:
        super().__post_init__()
        unknown = set(self.configs) - set(CONFIGS)
        if unknown or not self.configs:
            raise FairwriteError(
                f"--configs takes {' and/or '.join(CONFIGS)}, not {', '.join(sorted(unknown)) or 'nothing'}"
            )
        check_referents(self.referents)


@dataclass
class Stats(BuildStats):
    gendered: int = 0
    neutral: int = 0
    non_gendered: int = 0
    unchanged: int = 0  # gendered or neutral sentences the rules could not change


def label(text: str) -> tuple[str, list[str]]:
    """The corpus job's labeller: ``gendered`` (a forward source), ``neutral`` (a backward target, no
    gendered word) or ``none`` (a non-gendered copy), person nouns included."""
    return _label(text, nouns=True)


def label_pronouns(text: str) -> tuple[str, list[str]]:
    """:func:`label` with pronouns only (``--no-nouns``)."""
    return _label(text, nouns=False)


def _label(text: str, *, nouns: bool) -> tuple[str, list[str]]:
    if has_gendered(text, nouns=nouns):
        return "gendered", []
    return ("neutral" if has_neutral(text, nouns=nouns) else "none"), []


def labeller(config: Config) -> Callable[[str], tuple[str, list[str]]]:
    """The corpus job's labeller: :func:`label`, or :func:`label_pronouns` with ``--no-nouns``."""
    return label if config.nouns else label_pronouns


def pairer(config: Config) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """The corpus job's pairer: each ``gendered`` sentence's forward rows and each ``neutral`` sentence's
    backward rows, for the configs asked for; none for the others."""
    engines = _engines(config)

    def pairs(texts: list[str], labels: list[str], documents: list[str]) -> list[list[Segment]]:
        rows: list[list[Segment]] = [[] for _ in texts]
        for name, label, make in (("forward", "gendered", forward_rows), ("backward", "neutral", backward_rows)):
            if name in config.configs:
                picked = [k for k, lab in enumerate(labels) if lab == label]
                for k, made in zip(picked, make([texts[k] for k in picked], config, engines), strict=True):
                    rows[k] = made
        return rows

    return pairs


def _engines(config: Config):
    common = {
        "nouns": config.nouns,
        "reflexive": config.reflexive,
        "n_process": config.n_process,
        "batch_size": config.batch_size,
    }
    forward = ForwardRewriter(**common, referents=config.referents)
    backward = {g: BackwardAugmenter(g, **common) for g in ("masculine", "feminine")}
    return forward, backward


def forward_rows(gendered: list[str], config: Config, engines=None) -> list[list[Segment]]:
    """Each real gendered source's rows: its rule target (+ complementary masculine / feminine / copy
    sources); none where the rules leave it unchanged."""
    forward, backward = engines or _engines(config)
    # the gendered sentences are picked out of their documents: none is the context of the next
    targets = list(separate_documents(forward, gendered))
    kept = [(s, t) for s, t in zip(gendered, targets, strict=True) if t != s]
    if config.complementary and kept:
        masculine = iter(backward["masculine"].rewrite(t for _, t in kept))
        feminine = iter(backward["feminine"].rewrite(t for _, t in kept))
    rows: list[list[Segment]] = []
    for sentence, target in zip(gendered, targets, strict=True):
        if target == sentence:
            rows.append([])
            continue
        base = Segment(
            source=sentence,
            target=target,
            lang="en",
            source_label=segment_gender(sentence, nouns=config.nouns),
            target_label="neutral",
            form="they",
            method="rules",
            direction="forward",
        )
        made = [base]
        if config.complementary:
            for gender, source in (("masculine", next(masculine)), ("feminine", next(feminine))):
                if source != target:
                    made.append(replace(base, source=source, source_label=gender, tags=("complementary-source",)))
            made.append(replace(base, source=target, source_label="neutral", method="copy", tags=("copy-source",)))
        rows.append(made)
    return rows


def backward_rows(neutral: list[str], config: Config, engines=None) -> list[list[Segment]]:
    """Each real gender-neutral target's rows: its masculine and feminine rule sources + a copy.

    A target no rule changes (*they* read as plural) gets none: it is a non-gendered sentence instead.
    """
    _, backward = engines or _engines(config)
    masculine = list(backward["masculine"].rewrite(neutral))
    feminine = list(backward["feminine"].rewrite(neutral))
    rows: list[list[Segment]] = []
    for sentence, masc, fem in zip(neutral, masculine, feminine, strict=True):
        if masc == sentence and fem == sentence:
            rows.append([])
            continue
        base = copy_segment(sentence, "en", "neutral", form="they", direction="backward", tags=("copy-source",))
        made = [
            replace(base, source=source, source_label=gender, method="rules", tags=())
            for gender, source in (("masculine", masc), ("feminine", fem))
            if source != sentence
        ]
        rows.append([*made, base])
    return rows


def rows(
    config: Config, sentence: Mapping[str, Any], segments: list[Segment], count: Callable[[str, int], None]
) -> Iterator[Made]:
    """A sentence's rows: a gendered one's forward pairs, a neutral one's backward pairs (or, when no rule
    changes it, a copy candidate of ``backward``), a non-gendered one a copy candidate of every config."""
    label = sentence["label"]
    if label == "none":
        for name in config.configs:
            yield Made(name, COPY, copy_of(sentence, "en"))
        return
    name = "forward" if label == "gendered" else "backward"
    if name not in config.configs:
        return
    if not segments:
        count("unchanged", 1)
        if label == "neutral":
            yield Made(name, COPY, copy_of(sentence, "en"))
        return
    for segment in segments:
        yield Made(name, SAMPLED if config.max_targets else PAIR, segment)


def stats(config: Config, counters: Mapping[str, int]) -> Stats:
    """The card's statistics from the build's counters."""
    return Stats(
        gendered=counters.get("label_gendered", 0), neutral=counters.get("label_neutral", 0),
        non_gendered=counters.get("label_none", 0), unchanged=counters.get("count: unchanged", 0),
    )


def sections(config: Config, stats: Stats) -> Mapping[str, str]:
    """The card's own sections."""
    sections = {
        "Configurations": (
            "- `forward` — **Forward Augmentation** (Vanmassenhove et al. 2021; Sun et al. 2021): `source` is a "
            "real corpus sentence with gendered words, `target` its rule-based gender-neutral rewrite "
            f"(singular *they*, *themself*; `--referents {config.referents}`: "
            + ("every gendered person reference, named people too" if config.referents == "all" else
               "generic references only; named people, titles and lexically gendered nouns kept")
            + "). Each target is also paired with a masculine-only and a "
            "feminine-only rule version and a copy of itself (`tags`: `complementary-source`, "
            "`copy-source`).\n"
            "- `backward` — **Backward Augmentation** (Amrhein et al. 2023): `target` is a real corpus "
            "sentence written gender-neutrally, `source` its rule-made generic-masculine or "
            "generic-feminine version, or a copy.\n\n"
            "In both, non-gendered sentences (`source == target`, labels `none`) make up "
            f"{config.non_gendered_ratio:.0%} of the rows."
        ),
        "How the pairs were made": (
            "Sentences pass OpusFilter's noise filters (App. A of Amrhein et al. 2023: 1–150 words, no word "
            "of 40+ characters, alphabetic ratio ≥ 0.5, English language id). `fairwrite.en.forward` "
            "rewrites pronouns (*her* → *them*/*their* and *his* → *their*/*theirs* from a spaCy parse), "
            "makes verbs agree with *they* (*she knows* → *they know*, *he's* → *they're*/*they've*, "
            "questions, negations, coordinated verbs) and rewrites gendered person nouns (*chairman* → "
            "*chairperson*) when `nouns` is on; `fairwrite.en.backward` does the reverse. Rows are "
            "deduplicated; the split is by a seeded hash of the target, so all sources of one target are "
            "in the same split."
        ),
        "Limitations": (
            "Both directions are rule-made: parse errors give occasional wrong forms (*her* as *their* for "
            "*them*), and Backward Augmentation cannot always tell singular from plural *they*: plural "
            "*they* with a visible plural mark (*they both*, *some of them*, *they were friends*) is kept, "
            "others may be rewritten as *he*/*she*."
        ),
    }
    return sections


def summary(config: Config, stats: Stats) -> str:
    """The card's summary line."""
    return (
        "English gendered ↔ gender-neutral (singular *they*) sentence pairs made by rules from a corpus, "
        "in two configurations, Forward and Backward Augmentation (Amrhein et al. 2023): "
        + ", ".join(f"{name} {sum(counts.values()):,} rows" for name, counts in stats.rows.items())
        + "."
    )


SPEC = CorpusSpec(
    name="en-augmented",
    lang="en",
    labeller=labeller,
    pairer=pairer,
    rows=rows,
    configs=lambda config: [name for name in CONFIGS if name in config.configs],
    id_prefix=lambda config, name: f"en-{name}",
    summary=summary,
    sections=sections,
    tags=("gender-fair-language", "gender-neutral", "singular-they", "fairwrite"),
    citations=tuple(CITATIONS),
    stats=stats,
    filters=lambda config: filter_settings(config.filters, config.language_id),
    ratio=lambda config: config.non_gendered_ratio,
    max_targets=lambda config: config.max_targets,
    near_duplicates=lambda config: config.near_duplicates,
)


#: ``fairwrite build en-augmented``: the shared builder on :data:`SPEC`
build = SPEC.build
