"""Gender-neutral German training data (``fairwrite build neutral-de``), as in Hauser (2023) §3–4.1.

Pipeline, each step a library call:

1. **Extraction** (§3.1.1): sentences of the input corpus (OSCAR-format JSONL or text) are matched
   against the terminology with lemmatised matching (:mod:`fairwrite.de.extract`); fully neutral and
   fully gendered sentences are kept, mixed ones dropped, sentences without any term kept aside as
   non-gendered material.
2. **Backward Replacement** (§3.1.3.1): every neutral sentence becomes the target of a masculine and a
   feminine pseudo-source, its neutral terms replaced by gendered ones with agreement
   (:mod:`fairwrite.de.replacement`); the neutral sentence is also added as a copy source.
3. **Round trip** (§3.1.3.2, optional): the pseudo-sources go through the round-trip engine
   (:mod:`fairwrite.augment.roundtrip`: German → English → German, the way back by a gender-control model
   with ``<m>``/``<f>`` or by a plain model for masculine), unmerged as in the paper. Without models this
   step is skipped and the card says so.
4. **Term-based filtering** (§3.1.3.3): round-tripped sources are kept only when they still contain a
   gendered term of their gender.
5. **Mixing**: non-gendered sentences are added as copies to make up ``non_gendered_ratio`` (30 %) of
   each configuration; the split into train/validation/test keeps all pairs of one target together.

The Hub-ready folder has the configurations ``backward-replacement`` (default) and, after a round trip,
``roundtrip`` and ``roundtrip-filtered`` — the training sets of Hauser's Backward Replacement, Round-Trip
Translation and Term Based Filtering models — all with the shared :data:`fairwrite.schema.FEATURES`.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from datasets import DatasetDict

from fairwrite.augment.mixing import SPLITS, assign_split, deduplicate, mix, row_id
from fairwrite.corpus import iter_documents, iter_sentences
from fairwrite.datasets.folder import corpus_card_spec, write_dataset_folder
from fairwrite.de.extract import NEUTRAL, NONE, TermMatcher, classify
from fairwrite.de.replacement import BackwardReplacer
from fairwrite.de.terminology import load_terminology
from fairwrite.errors import FairwriteError
from fairwrite.schema import CorpusStats, Provenance, Segment, copy_segment, to_dataset

log = logging.getLogger(__name__)

GENDERS = ("masculine", "feminine")

CITATION = """@thesis{hauser-2023-gender-neutral,
  title = {Adapting Gender-Inclusive Rewriting Models to Gender-Neutral German},
  author = {Hauser, Renate},
  school = {University of Zurich},
  type = {Bachelor's thesis},
  year = {2023}
}"""


@dataclass
class Config:
    """Options of ``fairwrite build neutral-de`` (``--name value``)."""

    seed: int = 0  # seed of the split and of every sampling step
    split: tuple[float, ...] = (0.9, 0.05, 0.05)  # train,validation,test fractions (summing to 1)
    terminology: str = ""  # terminology file (fairwrite TSV or term,alternative CSV); "" = the shipped one
    feminine_pairs: str = ""  # masculine,feminine pair list for a term,alternative terminology
    mode: str = "lemma"  # terminology matching: lemma or orth
    genders: tuple[str, ...] = GENDERS  # generic genders to make sources of: masculine, feminine
    copies: bool = True  # add the neutral sentences as copy sources
    non_gendered_ratio: float = 0.3  # share of non-gendered sentences mixed in as copies
    max_neutral: int = 0  # subsample this many neutral sentences (0 = all)
    min_chars: int = 15  # shorter sentences are skipped (characters; Hauser's OpusFilter bounds)
    max_chars: int = 250  # longer sentences are skipped (characters; Hauser's OpusFilter bounds)
    paragraphs: bool = False  # plain-text input: one document per blank-line-separated block
    skip_malformed: bool = False  # skip malformed JSON lines (with a warning) instead of failing
    roundtrip_forward: str = ""  # German → English model folder for the round trip (empty: no round trip)
    roundtrip_backward: str = ""  # English → German model (masculine leg of the round trip)
    roundtrip_control: str = ""  # English → German gender-control model (<m>/<f>)
    roundtrip_batch_tokens: int = 4096  # round-trip translation batch size in tokens
    term_filter: bool = True  # keep round-tripped sources only if they still hold a gendered term
    license: str = ""  # licence of the input corpus, recorded in every row
    pretty_name: str = "Gender-neutral German rewriting data (fairwrite)"  # dataset name on the card


@dataclass
class Stats(CorpusStats):
    labels: dict[str, int] = field(default_factory=dict)
    neutral_used: int = 0
    replaced: dict[str, int] = field(default_factory=dict)
    unchanged: dict[str, int] = field(default_factory=dict)
    roundtrip: str = "not run"
    roundtrip_kept: dict[str, int] = field(default_factory=dict)
    roundtrip_dropped: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def _sentences(inputs: Sequence[Path], config: Config, stats: Stats) -> Iterable[tuple[Any, int, str]]:
    documents = iter_documents(
        inputs, paragraphs=config.paragraphs, skip_malformed=config.skip_malformed, stats=stats
    )

    def counted() -> Iterable[Any]:
        for document in documents:
            stats.documents += 1
            yield document

    for document, index, sentence in iter_sentences(counted(), "de"):
        stats.sentences += 1
        if config.min_chars <= len(sentence) <= config.max_chars:
            yield document, index, sentence


def _provenance(document: Any, index: int, config: Config) -> Provenance:
    return Provenance(corpus=document.corpus, document=document.id, index=index, license=config.license)


def extract_segments(
    inputs: Sequence[Path], config: Config, matcher: Any, stats: Stats
) -> tuple[list[tuple[str, Provenance]], list[Segment]]:
    """Neutral sentences and non-gendered sentences (as copy rows); parses are not kept in memory."""
    items = [
        (text, _provenance(doc, index, config)) for doc, index, text in _sentences(inputs, config, stats)
    ]
    neutral: list[tuple[str, Provenance]] = []
    plain: list[Segment] = []
    for (doc, matches), (_, provenance) in zip(matcher.pipe(t for t, _ in items), items, strict=True):
        label = classify(matches)
        stats.labels[label] = stats.labels.get(label, 0) + 1
        if label == NEUTRAL:
            neutral.append((doc.text, provenance))
        elif label == NONE:
            plain.append(copy_segment(doc.text, "de", form="neutral", provenance=provenance))
    return neutral, plain


def backward_replacement(
    neutral: Sequence[tuple[str, Provenance]], config: Config, matcher: Any, stats: Stats
) -> dict[str, list[Segment]]:
    """Masculine / feminine pseudo-sources for every neutral sentence (gender → rows), one parse each."""
    replacers = {g: BackwardReplacer(g, matcher=matcher, seed=config.seed) for g in config.genders}
    out: dict[str, list[Segment]] = {g: [] for g in config.genders}
    texts = (text for text, _ in neutral)
    for (doc, matches), (text, provenance) in zip(matcher.pipe(texts), neutral, strict=True):
        for gender, replacer in replacers.items():
            source, replaced = replacer.replace(doc, matches)
            if not replaced or source == text:
                stats.unchanged[gender] = stats.unchanged.get(gender, 0) + 1
                continue
            out[gender].append(
                Segment(
                    source=source,
                    target=text,
                    lang="de",
                    source_label=gender,
                    target_label="neutral",
                    form="neutral",
                    method="backward-replacement",
                    direction="backward",
                    tags=("backward-replacement",),
                    provenance=provenance,
                    meta={"replaced_terms": replaced},
                )
            )
    stats.replaced = {g: len(rows) for g, rows in out.items()}
    return out


def round_trip(
    rows: dict[str, list[Segment]], config: Config, stats: Stats
) -> dict[str, list[Segment]] | None:
    """Round-trip every pseudo-source through the round-trip engine (None when no models are given)."""
    if not config.roundtrip_forward:
        stats.roundtrip = "skipped: no round-trip models given (--roundtrip-forward, --roundtrip-backward / --roundtrip-control)"
        log.warning("neutral-de: %s", stats.roundtrip)
        return None
    try:
        from fairwrite.augment.roundtrip import round_trip_all, translators
    except ImportError as err:  # the engine is an optional part of an installation
        stats.roundtrip = f"skipped: the round-trip engine is not available ({err})"
        log.warning("neutral-de: %s", stats.roundtrip)
        return None
    forward, backward = translators(
        forward_model=config.roundtrip_forward,
        backward_model=config.roundtrip_backward or None,
        control_model=config.roundtrip_control or None,
        genders=tuple(g for g in config.genders if rows.get(g)),
        batch_tokens=config.roundtrip_batch_tokens,
    )
    out: dict[str, list[Segment]] = {}
    for gender, translator in backward.items():
        originals = [row.source for row in rows[gender]]
        results = round_trip_all(originals, forward, {gender: translator}, merge=False)[gender]
        out[gender] = [
            replace(
                row,
                source=result.source,
                method="roundtrip",
                tags=(*row.tags, "roundtrip"),
                meta={
                    **row.meta,
                    **result.meta(
                        replacement=row.source,
                        forward_model=config.roundtrip_forward,
                        backward_model=config.roundtrip_control or config.roundtrip_backward,
                    ),
                },
            )
            for row, result in zip(rows[gender], results, strict=True)
            if result.source.strip()
        ]
    stats.roundtrip = "run"
    return out


def term_filter(rows: dict[str, list[Segment]], matcher: Any, stats: Stats) -> dict[str, list[Segment]]:
    """Keep round-tripped sources that still contain a gendered term of their gender (Hauser §3.1.3.3)."""
    out: dict[str, list[Segment]] = {}
    for gender, segments in rows.items():
        kept = []
        for row, (_, matches) in zip(segments, matcher.pipe(r.source for r in segments), strict=True):
            if any(m.is_gendered and m.gender == gender for m in matches):
                kept.append(replace(row, tags=(*row.tags, "term-filtered")))
        stats.roundtrip_kept[gender] = len(kept)
        stats.roundtrip_dropped[gender] = len(segments) - len(kept)
        out[gender] = kept
    return out


def copy_rows(neutral: Sequence[tuple[str, Provenance]]) -> list[Segment]:
    """The neutral sentences as copy sources (a model must leave neutral text alone)."""
    return [
        copy_segment(text, "de", "neutral", form="neutral", tags=("copy-source",), provenance=provenance)
        for text, provenance in neutral
    ]


def card_spec(config: Config, stats: Stats, sources: Sequence[str], terminology: Any) -> Any:
    sections = {
        "How the pairs were made": (
            "Following Hauser (2023): sentences of the input corpus were matched against a terminology of "
            f"gendered ↔ gender-neutral terms (`{terminology.name}`, {len(terminology)} entries) with "
            f"{config.mode}-based matching (spaCy `PhraseMatcher`, blank German pipeline with lookup "
            "lemmas, plus the terms' inflected forms); a match's determiner and ending decide whether it is "
            "neutral (*die Studierenden*) or gendered (*der Studierende*). Entirely neutral sentences are the "
            "targets. **Backward Replacement** wrote a masculine and a feminine pseudo-source for each by "
            "replacing its neutral terms with gendered ones from the same terminology entry, with agreement of "
            "determiners, adjectives, relative pronouns and — next to a sentence-initial subject — the finite "
            "verb. The neutral sentences also appear as copy sources, and sentences without any term make up "
            f"{config.non_gendered_ratio:.0%} of each configuration as non-gendered copies."
        ),
        "Round trip and term-based filtering": (
            f"Round trip: {stats.roundtrip}. When run, every pseudo-source was translated to English and back "
            "(gender control with `<m>`/`<f>` tags where a control model was given), without merging; the "
            "`roundtrip` configuration keeps every round-tripped source, `roundtrip-filtered` only those "
            "that still contain a gendered term of their gender (term-based filtering)."
        ),
        "Limitations": (
            "Terminology matching cannot tell animate from inanimate readings (*Anhänger* as supporter or "
            "trailer, *Pflege* as care): some targets are not about people at all, and replacing their "
            "'neutral' terms gives meaningless sources. Replacing a collective (*die Lehrerschaft*) by a "
            "plural changes the verb's number, which is only repaired next to a sentence-initial subject. "
            "Sources are synthetic; only targets are real text."
        ),
    }
    return corpus_card_spec(
        "fairwrite.datasets.neutral_de", config, sources, stats,
        record={"terminology": {"name": terminology.name, "entries": len(terminology)}},
        summary=(
            f"Gendered → gender-neutral German sentence pairs made by terminology-based backward replacement "
            f"(Hauser 2023) from {stats.documents:,} documents ({stats.labels.get('neutral', 0):,} neutral "
            "sentences found)."
        ),
        languages=["de"],
        tags=["gender-fair-language", "gender-neutral", "fairwrite", "german"],
        sections=sections,
        citations=[CITATION],
    )


def build(inputs: Sequence[Path], output: Path, config: Config | None = None) -> Path:
    """Build the gender-neutral German dataset from ``inputs`` into the Hub-ready folder ``output``."""
    config = config or Config()
    assign_split("", config.seed, config.split)  # checks the fractions before any work
    unknown = [g for g in config.genders if g not in GENDERS]
    if unknown or not config.genders:
        raise FairwriteError(
            f"--genders must name masculine and/or feminine, not {', '.join(unknown) or 'nothing'}"
        )
    start = time.perf_counter()
    stats = Stats()
    terminology = load_terminology(config.terminology or None, feminine_pairs=config.feminine_pairs or None)
    matcher = TermMatcher(terminology, mode=config.mode)
    neutral, plain = extract_segments(inputs, config, matcher, stats)
    if config.max_neutral and len(neutral) > config.max_neutral:
        neutral = random.Random(config.seed).sample(neutral, config.max_neutral)
    stats.neutral_used = len(neutral)
    if not neutral:
        stats.check_read(inputs)  # said first: no record had text at all
        raise FairwriteError(
            f"no gender-neutral sentence found in {stats.documents} documents ({stats.sentences} sentences): "
            "nothing to write"
        )
    replaced = backward_replacement(neutral, config, matcher, stats)
    copies = copy_rows(neutral) if config.copies else []
    configs: dict[str, list[Segment]] = {
        "backward-replacement": [r for g in config.genders for r in replaced[g]]
    }
    tripped = round_trip(replaced, config, stats)
    if tripped is not None:
        configs["roundtrip"] = [r for g in config.genders for r in tripped.get(g, [])]
        if config.term_filter:
            filtered = term_filter(tripped, matcher, stats)
            configs["roundtrip-filtered"] = [r for g in config.genders for r in filtered.get(g, [])]
    folders: dict[str, DatasetDict] = {}
    for name, rows in configs.items():
        gendered = deduplicate([*rows, *copies])
        mixed = mix(gendered, plain, non_gendered_ratio=config.non_gendered_ratio, seed=config.seed)
        splits: dict[str, list[Segment]] = {split: [] for split in SPLITS}
        for row in mixed:  # every pair of one target lands in the same split; ids from the text
            splits[assign_split(row.target, config.seed, config.split)].append(replace(row, id=row_id(row)))
        folders[name] = DatasetDict({s: to_dataset(part) for s, part in splits.items() if part})
    stats.seconds = round(time.perf_counter() - start, 3)
    spec = card_spec(config, stats, [str(p) for p in inputs], terminology)
    return write_dataset_folder(folders, output, spec)


__all__ = ["CITATION", "Config", "Stats", "build"]
