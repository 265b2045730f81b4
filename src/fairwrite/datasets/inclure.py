"""INCLURE bitext builder (``fairwrite build inclure``): OSCAR-format corpora → Inclusive/Standard pairs.

As in Lerner & Grouin (2024, §3): find the sentences written in Inclusive French, rewrite each one into
Standard French with the rules (:mod:`fairwrite.fr.exclure`) and keep the aligned pair. Each row is a
:class:`fairwrite.schema.Segment` with

- ``source`` = the inclusive sentence, separators normalised to ``.`` (INCLURE's convention; ``--separator
  ·`` writes each form as one word for word-level models such as the edit tagger; the raw sentence is kept in
  ``meta.original`` when it differed), ``target`` = the Standard French sentence;
- ``method="rules"``, ``direction="forward"`` (real inclusive text, synthetic standard side), ``tags`` =
  the processes applied (``flexion``, ``coordination``, ``neutralisation``, ``feminisation``,
  ``agreement``), ``provenance`` = corpus file, document id, the sentence's index in the document,
  licence.

Both translation directions come from the same rows: Inclusive → Standard reads ``source → target``;
Standard → Inclusive (the direction INCLURE's model is mainly for) swaps them — in the trainer's
config ``data.source_column: target`` and ``data.target_column: source`` — and is then back-translation-like (synthetic source, real target).

With ``--inclusify point|pair`` the builder also reads the corpus's standard sentences and writes their
inclusive side with :mod:`fairwrite.fr.inclusify` (rows with ``direction="backward"``, ``tags`` =
``("inclusify", form)``), so any French corpus gives pairs, with or without inclusive writing in it.

``build`` runs the per-sentence work as a sharded, resumable corpus job
(:mod:`fairwrite.datasets.corpus_job`, with this module's :func:`pairer`), then deduplicates and splits.
A standard sentence is made inclusive only where no sentence of its document already is inclusive
(that is exclure's text), and each document is one context for the engine's referent window.

Speed: a sentence-level pre-filter sends only candidate sentences to spaCy (``nlp.pipe`` batches,
``n_process`` workers); :func:`extract_pairs`, over whole documents, also skips documents and lines no
rule can change before they are even split into sentences. ``prefilter=False`` parses every sentence, as
the reference toolkit does; it gives the same pairs (``bench/fr_builder_throughput.py`` checks it).
"""

from __future__ import annotations

import hashlib
import random
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path
from typing import Any, TypeVar

from datasets import DatasetDict

from fairwrite.augment.mixing import deduplicate, mix
from fairwrite.corpus.steps import read_pairs
from fairwrite.datasets.corpus_job import CorpusJob, FinishedJob, run_corpus_job
from fairwrite.datasets.folder import corpus_card_spec, write_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.fr.exclure import Exclure, may_be_inclusive
from fairwrite.fr.inclusify import SEPARATORS, Inclusify, is_candidate
from fairwrite.fr.normalize import normalize
from fairwrite.schema import (
    CorpusStats,
    Document,
    Provenance,
    Segment,
    check_referents,
    copy_segment,
    to_dataset,
)
from fairwrite.text.segment import split_sentences

SPLITS = ("train", "validation", "test")

CITATIONS = [
    """@inproceedings{lerner-grouin-2024-inclure,
  title = {{INCLURE}: a Dataset and Toolkit for Inclusive {F}rench Translation},
  author = {Lerner, Paul and Grouin, Cyril},
  booktitle = {Proceedings of the 17th Workshop on Building and Using Comparable Corpora (BUCC) @ LREC-COLING 2024},
  year = {2024}
}""",
    """@inproceedings{grouin-2022-impact,
  title = {Impact du fran{\\c{c}}ais inclusif sur les outils du {TAL}},
  author = {Grouin, Cyril},
  booktitle = {Actes de la 29e Conf{\\'e}rence sur le Traitement Automatique des Langues Naturelles (TALN)},
  year = {2022}
}""",
]


#: The dataset card's own sections (heading → Markdown), next to the standard ones.
CARD_SECTIONS = {
    "Directions": (
        "Each row is one sentence: `source` is Inclusive French (separators normalised to `.`, or to the "
        "build's `separator`), `target` "
        "is its Standard French version made by rules. **Inclusive → Standard** trains on `source → "
        "target`; **Standard → Inclusive** (INCLURE's main direction) swaps the two columns (fairwrite's "
        "trainer: `--set data.source_column=target --set data.target_column=source`), which makes it back-translation-like training (synthetic source, real "
        "target)."
    ),
    "How the pairs were made": (
        "Sentences of the input corpus (OSCAR-format JSONL or text) are detected as Inclusive French and "
        "rewritten into Standard French by `fairwrite.fr.exclure` (INCLURE's rules, Lerner & Grouin 2024 "
        "§3.1, re-engineered): morphological combinations (*député·e·s*, *autrice.teur*, *tou.te.s*) "
        "by regular expressions over the normalised separators; coordinations of feminine and masculine "
        "forms of one word (*les étudiantes et les étudiants*, *celles et ceux*) on a spaCy "
        "`fr_core_news_sm` parse, removing the articles and prepositions that become redundant; the "
        "agreement of words that follow a rewritten one; neutral forms (*iel*, *celleux*, *toustes*); "
        "feminised titles (*cheffe*). The `tags` column lists the processes applied to each pair. "
        "Pairs are deduplicated (exact source and target) and split 90/5/5 at random with a fixed seed."
    ),
    "Limitations": (
        "The standard side is produced by rules, not people: it can miss inclusive forms the rules do not "
        "know and, rarely, rewrite a literal coordination (*les étudiantes et les étudiants* of a "
        "women-only and a men-only group). Feminised titles (`feminisation` tag) follow the convention "
        "of IFC's standard version (masculine titles); filter them out by tag if that convention is not "
        "wanted. Inclusive French that is not a change of gender marking (epicene rewording, *personnes*) "
        "is not detected."
    ),
}


@dataclass
class Config(CorpusJob):
    """Options of ``fairwrite build inclure`` (``--name value``)."""

    seed: int = 0  # seed of the split and of every sampling step
    split: tuple[float, ...] = (0.9, 0.05, 0.05)  # train,validation,test fractions (summing to 1)
    prefilter: bool = True  # only parse candidate sentences (off: parse every sentence; same pairs, slower)
    batch_size: int = 256  # spaCy batch size (sentences)
    n_process: int = 1  # spaCy processes
    feminisation: bool = True  # also rewrite feminised titles (cheffe → chef)
    dedup: bool = True  # drop duplicate sentence pairs
    max_chars: int = 2000  # longer sentences are skipped (characters)
    pretty_name: str = "INCLURE (fairwrite rebuild)"  # dataset name on the card
    inclusify: str = ""  # point or pair: also make the inclusive side of standard sentences (to-fair rules)
    referents: str = "generic"  # --inclusify: generic (as people write inclusive French: named people kept) or all
    separator: str = "."  # inclusive forms' separator: . (INCLURE's) or · - (a form is one word to a tagger)
    #: share of rows that are unchanged sentences (source = target, no person reference the rules change), as
    #: en-augmented's 30 %: a model trained on changed pairs only learns to change every sentence (0: INCLURE's)
    copies: float = 0.0

    def __post_init__(self) -> None:
        fractions = tuple(self.split)
        if len(fractions) != 3 or any(f < 0 for f in fractions) or abs(sum(fractions) - 1.0) > 1e-6:
            raise FairwriteError(
                f"--split needs three fractions summing to 1 (train,validation,test), got {fractions}"
            )
        if not 0 <= self.copies < 1:
            raise FairwriteError(f"--copies is a share of the rows, from 0 up to (not including) 1, not {self.copies}")
        if self.inclusify not in ("", "point", "pair"):
            raise FairwriteError(f"--inclusify must be point or pair, not {self.inclusify!r}")
        check_referents(self.referents)
        if self.separator not in SEPARATORS:
            raise FairwriteError(f"--separator must be one of {' '.join(SEPARATORS)}, not {self.separator!r}")
        if self.batch_size < 1 or self.n_process < 1:
            raise FairwriteError("--batch-size and --n-process must be at least 1")


@dataclass
class Stats(CorpusStats):
    candidate_documents: int = 0  # documents the pre-filter let through (extract_pairs; 0 in a build)
    parsed_sentences: int = 0  # sentences sent to spaCy (extract_pairs; 0 in a build)
    pairs: int = 0
    processes: dict[str, int] = field(default_factory=dict)  # pairs per process applied
    duplicates: int = 0
    inclusified: int = 0  # pairs whose inclusive side fr.inclusify wrote (--inclusify)
    copies: int = 0  # unchanged sentences mixed in as copies (--copies)
    seconds: float = 0.0


def _sentences(
    documents: Iterable[Document], config: Config, stats: Stats
) -> Iterator[tuple[Document, int, int, str]]:
    """``(document, paragraph index, sentence index in the paragraph, sentence)``.

    With the pre-filter, a document no rule can change is skipped whole, and within the others a
    paragraph (line) no rule can change is not even split into sentences (the tests are monotone: a
    sentence can only be a candidate if its paragraph and document are).
    """
    for doc in documents:
        stats.documents += 1
        if config.prefilter and not may_be_inclusive(doc.text):
            continue
        stats.candidate_documents += 1
        for paragraph, line in enumerate(doc.text.splitlines()):
            if not line.strip() or (config.prefilter and not may_be_inclusive(line)):
                continue
            for number, sentence in enumerate(split_sentences(line, "fr")):
                stats.sentences += 1
                if len(sentence) <= config.max_chars:
                    yield doc, paragraph, number, sentence


def _pair(
    inclusive: str,
    standard: str,
    direction: str,
    tags: tuple[str, ...],
    provenance: Provenance | None = None,
    sentence: int | None = None,
    separator: str = ".",
) -> Segment:
    """One INCLURE row (``source`` inclusive, normalised to ``separator``; ``target`` standard), whichever side
    is the real text; the inclusive text as written stays in ``meta["original"]`` where normalising changed it,
    and ``meta["sentence"]`` is the sentence's number in its paragraph where ``provenance.index`` is the
    paragraph's (:func:`extract_pairs`)."""
    source = normalize(inclusive, separator)
    meta = {**({"sentence": sentence} if sentence is not None else {}), **({"original": inclusive} if source != inclusive else {})}
    return Segment(
        source=source,
        target=standard,
        lang="fr",
        source_label="inclusive",
        target_label="standard",
        form="standard",
        method="rules",
        direction=direction,
        tags=tags,
        provenance=provenance or Provenance(),
        meta=meta,
        id=hashlib.sha1(f"{source}\t{standard}".encode()).hexdigest()[:16],
    )


def _exclure(config: Config, nlp: Any = None) -> Exclure:
    return Exclure(
        nlp,
        prefilter=config.prefilter,
        batch_size=config.batch_size,
        n_process=config.n_process,
        feminisation=config.feminisation,
    )


def _inclusify(config: Config, nlp: Any = None) -> Inclusify:
    return Inclusify(
        config.inclusify or "point",
        nlp,
        referents=config.referents,
        batch_size=config.batch_size,
        n_process=config.n_process,
    )


Item = TypeVar("Item")


def _inclusified(
    engine: Inclusify, documents: Iterable[list[tuple[str, Item | None]]]
) -> Iterator[tuple[Item, str, str]]:
    """``(item, sentence, inclusive sentence)`` for the sentences with an item (the wanted ones) that the
    engine changes. ``documents``: each document's sentences in order, all of them (the others are the
    engine's context); one engine call, each document starting with an empty segment, so the referent
    window (names, pronoun chains) never crosses documents."""
    items: deque[tuple[Item, str] | None] = deque()

    def texts() -> Iterator[str]:
        for sentences in documents:
            items.append(None)
            yield ""
            for sentence, item in sentences:
                items.append(None if item is None else (item, sentence))
                yield sentence

    for fair in engine.rewrite(texts()):
        entry = items.popleft()
        if entry is not None and fair != entry[1]:
            yield entry[0], entry[1], fair


def extract_pairs(
    documents: Iterable[Document],
    config: Config | None = None,
    *,
    nlp: Any = None,
    stats: Stats | None = None,
) -> Iterator[Segment]:
    """Inclusive/standard pairs of every sentence of ``documents`` that the rules change, in order."""
    config = config or Config()
    stats = stats if stats is not None else Stats()
    exclure = _exclure(config, nlp)
    items: list[tuple[Document, int, int]] = []

    def texts() -> Iterator[str]:
        for doc, paragraph, number, sentence in _sentences(documents, config, stats):
            items.append((doc, paragraph, number))
            yield sentence

    for k, result in enumerate(exclure.process(texts())):
        doc, paragraph, number = items[k]
        items[k] = None  # type: ignore[call-overload]  # free memory as we go
        if not result.changed:
            continue
        stats.pairs += 1
        for process in result.processes:
            stats.processes[process] = stats.processes.get(process, 0) + 1
        where = Provenance(corpus=doc.corpus, document=doc.id, index=paragraph, license=config.license)
        yield _pair(result.source, result.output, "forward", result.processes, where, number, config.separator)
    stats.parsed_sentences = exclure.parsed


def inclusify_pairs(
    documents: Iterable[Document], config: Config, *, nlp: Any = None, stats: Stats | None = None
) -> Iterator[Segment]:
    """Standard sentences (no inclusive form) that :mod:`fairwrite.fr.inclusify` makes inclusive, as pairs
    of the same shape as :func:`extract_pairs` (``source`` inclusive in the ``.`` convention, ``target``
    standard) with ``direction="backward"``: the standard side is the real text, so OSCAR-style corpora
    without inclusive writing give training pairs too."""
    stats = stats if stats is not None else Stats()
    engine = _inclusify(config, nlp)

    def documents_() -> Iterator[list[tuple[str, tuple[Document, int, int] | None]]]:
        for doc in documents:
            if not is_candidate(doc.text):
                continue
            sentences: list[tuple[str, tuple[Document, int, int] | None]] = []
            for paragraph, line in enumerate(doc.text.splitlines()):
                if not line.strip():
                    continue
                standard = is_candidate(line) and not may_be_inclusive(line)
                for number, sentence in enumerate(split_sentences(line, "fr")):
                    wanted = standard and len(sentence) <= config.max_chars and is_candidate(sentence)
                    sentences.append((sentence, (doc, paragraph, number) if wanted else None))
            yield sentences

    for (doc, paragraph, number), sentence, fair in _inclusified(engine, documents_()):
        stats.inclusified += 1
        where = Provenance(corpus=doc.corpus, document=doc.id, index=paragraph, license=config.license)
        yield _pair(fair, sentence, "backward", ("inclusify", engine.form), where, number, config.separator)


#: The options of :class:`Config` the per-sentence work reads (the corpus job's pairer options).
PAIRER_OPTIONS = ("prefilter", "batch_size", "n_process", "feminisation", "inclusify", "referents", "separator")


def pairer(**options: Any) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """The corpus job's pairer (``options``: :data:`PAIRER_OPTIONS`): each inclusive sentence's pair with
    its Standard French version (``forward``) and, with ``inclusify``, each standard candidate sentence's
    pair with the inclusive version the to-fair rules write (``backward``), in a document with no
    inclusive sentence; the documents of a batch are whole (:class:`fairwrite.corpus.steps.PairSegments`)."""
    config = Config(**options)
    exclure = _exclure(config)
    engine = _inclusify(config) if config.inclusify else None

    def pairs(texts: list[str], labels: list[str], documents: list[str]) -> list[list[Segment]]:
        rows: list[list[Segment]] = [[] for _ in texts]
        for k, result in enumerate(exclure.process(texts)):
            if result.changed:
                rows[k].append(_pair(result.source, result.output, "forward", result.processes, separator=config.separator))
        if engine is not None:
            groups = [list(g) for _, g in groupby(range(len(texts)), key=documents.__getitem__)]
            wanted = [
                [(texts[k], k if standard and is_candidate(texts[k]) else None) for k in group]
                for group in groups
                if any(is_candidate(texts[k]) for k in group)
                for standard in [not any(may_be_inclusive(texts[k]) for k in group)]
            ]
            for k, sentence, fair in _inclusified(engine, wanted):
                rows[k].append(_pair(fair, sentence, "backward", ("inclusify", engine.form), separator=config.separator))
        return rows

    return pairs


def split_rows(rows: Sequence[Segment], fractions: Sequence[float], seed: int) -> dict[str, list[Segment]]:
    """Seeded random split into ``train/validation/test`` with the given fractions (INCLURE: 90/5/5)."""
    if len(fractions) != 3 or any(f < 0 for f in fractions) or abs(sum(fractions) - 1.0) > 1e-6:
        raise FairwriteError(
            f"--split needs three fractions summing to 1 (train,validation,test), got {fractions}"
        )
    order = list(range(len(rows)))
    random.Random(seed).shuffle(order)
    n_val = round(len(rows) * fractions[1])
    n_test = round(len(rows) * fractions[2])
    n_train = len(rows) - n_val - n_test
    cuts = {
        "train": order[:n_train],
        "validation": order[n_train : n_train + n_val],
        "test": order[n_train + n_val :],
    }
    return {name: [rows[i] for i in sorted(idx)] for name, idx in cuts.items()}


def card_spec(config: Config, stats: Stats, sources: Sequence[str], job: FinishedJob) -> Any:
    return corpus_card_spec(
        "fairwrite.datasets.inclure", config, sources, stats,
        summary=(
            "Sentence-aligned Inclusive French ↔ Standard French pairs in the manner of INCLURE (Lerner & "
            f"Grouin 2024): {stats.pairs:,} pairs found in {stats.documents:,} documents"
            + (f", {stats.inclusified:,} made inclusive by the to-fair rules" if stats.inclusified else "")
            + (f", {stats.copies:,} unchanged sentences as copies" if stats.copies else "")
            + "."
        ),
        languages=["fr"],
        task_categories=["text2text-generation", "translation"],
        tags=["gender-fair-language", "inclusive-french", "fairwrite", "inclure"],
        sections={**CARD_SECTIONS, "Corpus job": job.card_section()},
        citations=CITATIONS,
        record=job.record(),
    )


def build(inputs: Sequence[Path], output: Path, config: Config | None = None) -> Path:
    """Build the INCLURE-style dataset from ``inputs`` into the Hub-ready folder ``output``."""
    config = config or Config()
    stats = Stats()
    start = time.perf_counter()
    job = run_corpus_job(
        inputs, output, config, lang="fr", filters=None, max_chars=config.max_chars,
        pairer="fairwrite.datasets.inclure:pairer",
        pairer_fields=PAIRER_OPTIONS,
    )  # fmt: skip
    job.fill(stats)
    found: dict[str, list[Segment]] = {"forward": [], "backward": []}
    unchanged: list[tuple[str, Provenance]] = []  # copy candidates: no pair, no inclusive form
    for row, segments in read_pairs(job.folder):
        for segment in segments:
            found[segment.direction].append(segment)
        if config.copies and not segments and not may_be_inclusive(row["text"]):
            where = Provenance(corpus=row["corpus"], document=row["document"], index=row["index"], license=config.license)
            unchanged.append((row["text"], where))
    processes = Counter(p for segment in found["forward"] for p in segment.tags)
    stats.pairs, stats.processes, stats.inclusified = len(found["forward"]), dict(processes), len(found["backward"])
    rows = found["forward"] + found["backward"]  # the inclusified ones after: as two passes over the corpus
    if config.dedup:
        kept = deduplicate(rows)
        stats.duplicates = len(rows) - len(kept)
        rows = kept
    if rows and config.copies:
        plain = [copy_segment(text, "fr", provenance=where) for text, where in unchanged]
        rows = mix(rows, plain, non_gendered_ratio=config.copies, seed=config.seed, shuffle=False)
        stats.copies = sum(r.method == "copy" for r in rows)
    stats.seconds = round(time.perf_counter() - start, 3)
    if not rows:
        stats.check_read(inputs)  # said first: no record had text at all
        raise FairwriteError(
            f"no Inclusive French found in {stats.documents} documents ({stats.sentences} sentences "
            "looked at): nothing to write"
        )
    splits = split_rows(rows, config.split, config.seed)
    dataset = DatasetDict({name: to_dataset(part) for name, part in splits.items() if part})
    return write_dataset_folder(
        {"default": dataset}, output, card_spec(config, stats, [str(p) for p in inputs], job)
    )
