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

The per-sentence work (noise filters, the :func:`label` of each sentence, the rules' rewrites) is a
sharded, resumable corpus job (:mod:`fairwrite.datasets.corpus_job`, with this module's :func:`pairer`);
``build`` then deduplicates, samples, mixes and splits the rows it made.
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from datasets import DatasetDict

from fairwrite.augment.mixing import deduplicate, mix
from fairwrite.corpus.filters import dedup_key
from fairwrite.corpus.steps import read_pairs
from fairwrite.datasets.corpus_job import CorpusJob, FinishedJob, filter_settings, run_corpus_job
from fairwrite.datasets.folder import corpus_card_spec, write_dataset_folder
from fairwrite.en.backward import BackwardAugmenter
from fairwrite.en.forward import ForwardRewriter
from fairwrite.en.gender import segment_gender
from fairwrite.en.lexicon import has_gendered, has_neutral
from fairwrite.errors import FairwriteError
from fairwrite.schema import CorpusStats, Provenance, Segment, copy_segment, to_dataset
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
class Config(CorpusJob):
    """Options of ``fairwrite build en-augmented`` (``--name value``, ``--no-flag``)."""

    configs: tuple[str, ...] = CONFIGS  # configs to build: forward, backward
    seed: int = 0  # seed of the split and of every sampling step
    split: tuple[float, ...] = (0.9, 0.05, 0.05)  # train,validation,test fractions (summing to 1)
    non_gendered_ratio: float = 0.3  # share of non-gendered sentences mixed in as copies
    complementary: bool = True  # forward: also masculine-only, feminine-only and copy sources per target
    nouns: bool = True  # rewrite person nouns too (chairman → chairperson)
    referents: str = "all"  # forward: all (the papers' convention, named people too) or generic (keep them)
    reflexive: str = "themself"  # reflexive of singular they: themself or themselves
    filters: str = "amrhein2023"  # noise-filter preset of fairwrite.augment.filters ("none": off)
    language_id: str = "langid"  # language identifier: langid, lingua, fasttext or none
    near_duplicates: bool = False  # deduplicate ignoring case, digits and punctuation too
    max_targets: int = 0  # keep at most this many gendered targets per config (seeded sample; 0 = all)
    max_chars: int = 2000  # longer sentences are skipped (characters)
    n_process: int = 1  # spaCy processes (in each corpus-job task)
    batch_size: int = 256  # spaCy batch size (sentences)
    pretty_name: str = "fairwrite English gender-neutral rewriting (augmented)"  # dataset name on the card


@dataclass
class Stats(CorpusStats):
    filtered: int = 0
    gendered: int = 0
    neutral: int = 0
    non_gendered: int = 0
    unchanged: int = 0  # gendered or neutral sentences the rules could not change
    rows: dict[str, dict[str, int]] = field(default_factory=dict)
    duplicates: dict[str, int] = field(default_factory=dict)
    rejected: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def _id(config_name: str, source: str, target: str) -> str:
    return f"en-{config_name}-" + hashlib.sha1(f"{source}\t{target}".encode()).hexdigest()[:16]


def _bucket(target: str, seed: int, fractions: Sequence[float]) -> str:
    """The split of a target, from a seeded hash: every source of one target lands in the same split."""
    digest = hashlib.sha1(f"{seed}\t{target}".encode()).digest()
    u = int.from_bytes(digest[:8], "big") / 2**64
    if u < fractions[0]:
        return "train"
    return "validation" if u < fractions[0] + fractions[1] else "test"


#: The options of :class:`Config` the per-sentence work reads (the corpus job's pairer options).
PAIRER_OPTIONS = ("configs", "complementary", "nouns", "referents", "reflexive", "n_process", "batch_size")


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


def pairer(**options: Any) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """The corpus job's pairer (``options``: :data:`PAIRER_OPTIONS`): each ``gendered`` sentence's forward
    rows and each ``neutral`` sentence's backward rows, for the configs asked for; none for the others."""
    config = Config(**options)
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


def _sample(items: list, limit: int, seed: int) -> list:
    if limit and len(items) > limit:
        keep = sorted(random.Random(seed).sample(range(len(items)), limit))
        return [items[i] for i in keep]
    return items


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


def _copy(row: dict[str, Any], config: Config) -> Segment:
    """A corpus job's sentence row as a non-gendered copy."""
    where = Provenance(corpus=row["corpus"], document=row["document"], index=row["index"], license=config.license)
    return copy_segment(row["text"], "en", provenance=where)


def _finish(name: str, gendered_rows: list[Segment], plain: list[Segment], config: Config, stats: Stats):
    key = None
    if config.near_duplicates:
        key = dedup_key(near=True)
    unique = deduplicate(gendered_rows, key) if key else deduplicate(gendered_rows)
    stats.duplicates[name] = len(gendered_rows) - len(unique)
    targets = list(dict.fromkeys(r.target for r in unique))
    if config.max_targets and len(targets) > config.max_targets:
        chosen = set(_sample(targets, config.max_targets, config.seed))
        unique = [r for r in unique if r.target in chosen]
    rows = mix(unique, plain, non_gendered_ratio=config.non_gendered_ratio, seed=config.seed)
    rows = [replace(r, id=_id(name, r.source, r.target)) for r in rows]
    splits: dict[str, list[Segment]] = {s: [] for s in SPLITS}
    for row in rows:
        splits[_bucket(row.target, config.seed, config.split)].append(row)
    stats.rows[name] = {s: len(part) for s, part in splits.items()}
    return DatasetDict({s: to_dataset(part) for s, part in splits.items() if part})


def card_spec(config: Config, stats: Stats, sources: Sequence[str], job: FinishedJob) -> Any:
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
        "Corpus job": job.card_section(),
    }
    return corpus_card_spec(
        "fairwrite.datasets.en_augmented", config, sources, stats,
        summary=(
            "English gendered ↔ gender-neutral (singular *they*) sentence pairs made by rules from a corpus, "
            "in two configurations, Forward and Backward Augmentation (Amrhein et al. 2023): "
            + ", ".join(f"{name} {sum(counts.values()):,} rows" for name, counts in stats.rows.items())
            + "."
        ),
        languages=["en"],
        tags=["gender-fair-language", "gender-neutral", "singular-they", "fairwrite"],
        sections=sections,
        citations=CITATIONS,
        record=job.record(),
    )


def build(inputs: Sequence[Path], output: Path, config: Config | None = None) -> Path:
    """Build the ``forward`` / ``backward`` configs from ``inputs`` into the Hub-ready folder ``output``."""
    config = config or Config()
    unknown = set(config.configs) - set(CONFIGS)
    if unknown or not config.configs:
        raise FairwriteError(
            f"--configs takes {' and/or '.join(CONFIGS)}, not {', '.join(sorted(unknown)) or 'nothing'}"
        )
    if len(config.split) != 3 or any(f < 0 for f in config.split) or abs(sum(config.split) - 1) > 1e-6:
        raise FairwriteError(
            f"--split needs three fractions summing to 1 (train,validation,test), got {config.split}"
        )
    stats = Stats()
    start = time.perf_counter()
    job = run_corpus_job(
        inputs, output, config, lang="en",
        labeller=f"fairwrite.datasets.en_augmented:{'label' if config.nouns else 'label_pronouns'}",
        filters=filter_settings(config.filters, config.language_id),
        max_chars=config.max_chars,
        pairer="fairwrite.datasets.en_augmented:pairer",
        pairer_fields=PAIRER_OPTIONS,
    )  # fmt: skip
    job.fill(stats)
    made: dict[str, list[Segment]] = {name: [] for name in CONFIGS}
    plain: list[Segment] = []
    unchanged: list[Segment] = []  # neutral sentences no backward rule changes: non-gendered copies
    for row, segments in read_pairs(job.folder):
        label = row["label"]
        if label == "none":
            plain.append(_copy(row, config))
            continue
        config_name = "forward" if label == "gendered" else "backward"
        setattr(stats, label, getattr(stats, label) + 1)
        if config_name not in config.configs:
            continue
        made[config_name] += segments
        if not segments:
            stats.unchanged += 1
            if label == "neutral":
                unchanged.append(_copy(row, config))
    stats.non_gendered = len(plain)
    copies = [*plain, *unchanged] if "backward" in config.configs else plain
    configs = {name: (made[name], copies) for name in CONFIGS if name in config.configs}
    finished = {}
    for name in CONFIGS:
        if name in configs:
            rows, plain_rows = configs[name]
            if not rows:
                stats.check_read(inputs)  # said first: no record had text at all
                raise FairwriteError(
                    f"{name}: no {'gendered' if name == 'forward' else 'gender-neutral'} sentence the rules can "
                    f"rewrite among {stats.sentences} sentences of {stats.documents} documents: nothing to write"
                )
            finished[name] = _finish(name, rows, plain_rows, config, stats)
    stats.seconds = round(time.perf_counter() - start, 3)
    return write_dataset_folder(finished, output, card_spec(config, stats, [str(p) for p in inputs], job))
