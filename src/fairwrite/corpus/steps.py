"""Corpus-scale processing as datatrove pipeline steps.

A corpus job is ``ReadCorpus → SplitSentences → FilterSegments → LabelSegments [→ PairSegments] →
WriteSegments``: documents from fairwrite's readers (OSCAR JSONL, text, CoNLL-U; gzip), sentence
segmentation (sentences over ``max_chars`` left out), the noise filters of :mod:`fairwrite.corpus.filters`
(before the labeller, which may cost a parse), a label per sentence (the language's ``labeller``;
German: ``gender-fair`` with its forms, ``generic`` or ``none``), optionally the training
pairs a dataset builder makes of each sentence (the rules' rewrites: the expensive part, so it runs
sharded and resumable with the rest), and one Parquet shard per task. :func:`extract_segments` wires them and runs them on an executor from
:mod:`fairwrite.corpus.executors` (local multiprocess by default, Slurm or Ray by configuration).

Resumability is datatrove's: a task that finishes leaves ``logs/completions/<rank>``; running the same
job again (same ``tasks``) skips finished tasks and re-runs the others from the start, overwriting the
Parquet shard a killed task left half-written. :func:`read_segments` refuses to read a job with
unfinished tasks, so a partial shard is never mistaken for data, and returns the sentences in corpus
order (each row keeps its document's ``position``), so what a builder makes of them does not depend on
how many tasks the job had.

Each step is a plain importable class with plain attributes, so the pipeline pickles for the
multiprocess, Slurm and Ray executors.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq
from datatrove.data import Document as DTDocument
from datatrove.data import DocumentsPipeline
from datatrove.pipeline.base import PipelineStep
from datatrove.pipeline.filters.base_filter import BaseFilter
from datatrove.pipeline.writers.parquet import ParquetWriter

from fairwrite.corpus.executors import ExecutorConfig, make_executor
from fairwrite.corpus.filters import FilterSettings, SegmentFilter, settings_for
from fairwrite.corpus.jobs import unfinished_ranks
from fairwrite.corpus.readers import byte_ranges, count_line_starts, iter_documents, iter_range, reads_ranges
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES
from fairwrite.registry import resolve
from fairwrite.schema import CorpusStats, Provenance, Segment
from fairwrite.text.inputs import expand_inputs
from fairwrite.text.io import atomic_write_text
from fairwrite.text.segment import split_sentences

#: Columns of a segment shard: one row per sentence, with where it comes from and its label.
SEGMENT_SCHEMA = pa.schema(
    [
        ("text", pa.string()),
        ("id", pa.string()),
        ("corpus", pa.string()),
        ("document", pa.string()),
        ("index", pa.int64()),
        # the document's place in the corpus, [file number, document number]: read_segments' order
        ("position", pa.list_(pa.int64())),
        ("label", pa.string()),
        ("forms", pa.list_(pa.string())),
        # the rows PairSegments made of the sentence: Segment.to_record() as JSON (see read_pairs)
        ("pairs", pa.list_(pa.string())),
    ]
)


class ReadCorpus(PipelineStep):
    """Documents of ``inputs`` (files, folders, globs) through :func:`fairwrite.corpus.iter_documents`.

    Task ``rank`` of ``world_size`` reads its shard: whole files when there are at least as many files
    as tasks, else its own byte range of the files (:func:`~fairwrite.corpus.readers.byte_ranges`: whole
    lines, so no task reads what another does); compressed files, CoNLL-U and paragraph blocks cannot be
    cut and fall back to every ``world_size``-th document. A document read from a byte range is named and
    numbered by its line, as when its file is read whole, so ids and rows do not depend on the number of
    tasks: the line number of a range's start is summed from the line counts :class:`CountLines` wrote in
    ``line_counts`` (a stage before), else counted by the task itself (reading the file up to its range).
    Each document's ``metadata["position"]`` is where it stands in the corpus (file, then document or line
    number).
    """

    name = "fairwrite corpus reader"
    type = "📖 - READER"

    def __init__(
        self,
        inputs: Sequence[str | Path],
        *,
        paragraphs: bool = False,
        skip_malformed: bool = False,
        limit: int = -1,
        line_counts: str | Path | None = None,
    ) -> None:
        super().__init__()
        self.inputs = [str(p) for p in inputs]
        self.paragraphs = paragraphs
        self.skip_malformed = skip_malformed
        self.limit = limit
        self.line_counts = str(line_counts) if line_counts is not None else None

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        if data:
            yield from data
        read = CorpusStats()
        options = {"paragraphs": self.paragraphs, "skip_malformed": self.skip_malformed, "stats": read}
        files = expand_inputs(self.inputs)
        if reads_ranges(files, world_size, self.paragraphs):
            # fewer files than tasks: each task reads its own byte range of them (whole lines), numbered by line
            first = self._first_lines(rank, len(files))
            documents = (
                ([n, line], document)
                for n, path, start, end in byte_ranges(files, rank, world_size)
                for line, document in iter_range(
                    path, start, end, first_line=first.get(n), skip_malformed=self.skip_malformed, stats=read
                )
            )
        elif len(files) >= world_size:  # whole files per task: number the documents within each file
            documents = (
                ([n, k], document)
                for n in range(rank, len(files), world_size)
                for k, document in enumerate(iter_documents([files[n]], **options))
            )
        else:  # compressed or multi-line records cannot be cut: every world_size-th document
            shard = iter_documents(files, rank=rank, world_size=world_size, **options)
            documents = (([0, k * world_size + rank], document) for k, document in enumerate(shard))
        for number, (position, document) in enumerate(documents):
            if 0 <= self.limit <= number:
                break
            with self.track_time():
                meta = {"corpus": document.corpus, "position": position}
                doc = DTDocument(text=document.text, id=document.id, metadata=meta)
                self.stat_update("documents")
                self.update_doc_stats(doc)
            yield doc
        for reason, count in read.skipped.items():  # malformed records, in the step's stats
            self.stat_update(f"skipped: {reason}", value=count)

    def _first_lines(self, rank: int, files: int) -> dict[int, int]:
        """File number → the line number task ``rank``'s range of it starts at (empty: counted by the task)."""
        if self.line_counts is None:
            return {}
        before: Counter[int] = Counter()
        for other in range(rank):
            counts = json.loads((Path(self.line_counts) / f"{other:05d}.json").read_text())
            before.update({int(n): count for n, count in counts.items()})
        return {n: before[n] + 1 for n in range(files)}


class CountLines(PipelineStep):
    """Task ``rank`` counts the lines that start in its byte ranges (``<folder>/<rank>.json``: file number →
    lines): the stage before a :class:`ReadCorpus` that reads byte ranges, so each task knows the line
    numbers of its range without reading the file before it."""

    name = "line counter"
    type = "🔢 - COUNTER"

    def __init__(self, inputs: Sequence[str | Path], folder: str | Path) -> None:
        super().__init__()
        self.inputs = [str(p) for p in inputs]
        self.folder = str(folder)

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        files = expand_inputs(self.inputs)
        with self.track_time():
            counts = {n: count_line_starts(path, start, end) for n, path, start, end in byte_ranges(files, rank, world_size)}
        Path(self.folder).mkdir(parents=True, exist_ok=True)
        atomic_write_text(Path(self.folder) / f"{rank:05d}.json", json.dumps(counts) + "\n")
        return
        yield


class KeepDocuments(PipelineStep):
    """Only the documents ``keep(text)`` accepts go on (a builder's cheap pre-filter: a document no rule can
    change is never split into sentences); the others are counted (``prefiltered``)."""

    name = "pre-filter"
    type = "🔻 - FILTER"

    def __init__(self, keep: Callable[[str], bool]) -> None:
        super().__init__()
        self.keep = keep

    def run(self, data: DocumentsPipeline, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        for document in data:
            with self.track_time():
                kept = self.keep(document.text)
            if kept:
                yield document
            else:
                self.stat_update("prefiltered")


class SplitSentences(PipelineStep):
    """Document → one datatrove document per sentence (``id`` = ``<document id>/<index>``).

    Sentences longer than ``max_chars`` characters (``0``: no limit) are counted (``too_long``) and left
    out before any filter or labeller sees them.
    """

    name = "sentence splitter"
    type = "✂️ - SEGMENTER"

    def __init__(self, lang: str, max_chars: int = 0) -> None:
        super().__init__()
        self.lang = lang
        self.max_chars = max_chars

    def run(self, data: DocumentsPipeline, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        for document in data:
            with self.track_time():
                sentences = split_sentences(document.text, self.lang)
            for index, sentence in enumerate(sentences):
                self.stat_update("sentences")
                if 0 < self.max_chars < len(sentence):
                    self.stat_update("too_long")
                    continue
                yield DTDocument(
                    text=sentence,
                    id=f"{document.id}/{index}",
                    metadata={**document.metadata, "document": document.id, "index": index},
                )


class LabelSegments(PipelineStep):
    """Label each sentence (``metadata["label"]``, ``metadata["forms"]``); optionally keep some labels only.

    ``labeller`` is a module-level function (it pickles by reference) or ``"module:function"``; default: the
    language's ``labeller`` in :mod:`fairwrite.languages`.
    """

    name = "labeller"
    type = "🏷 - LABELLER"

    def __init__(self, labeller: str | Callable[[str], tuple[str, Sequence[str]]], *, keep: Sequence[str] | None = None) -> None:
        super().__init__()
        self.labeller = labeller
        self.keep = list(keep) if keep else None

    def run(self, data: DocumentsPipeline, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        label_of = resolve(self.labeller) if isinstance(self.labeller, str) else self.labeller
        for document in data:
            with self.track_time():
                label, forms = label_of(document.text)
            self.stat_update(f"label_{label}")
            if self.keep is not None and label not in self.keep:
                continue
            document.metadata["label"] = label
            document.metadata["forms"] = list(forms)
            yield document


class FilterSegments(BaseFilter):
    """OpusFilter's noise filters (:class:`fairwrite.corpus.filters.SegmentFilter`) on each sentence."""

    name = "OpusFilter noise filters"

    def __init__(self, settings: Any = "amrhein2023", lang: str = "de") -> None:
        super().__init__()
        self.settings = settings
        self.lang = lang

    def filter(self, doc: DTDocument) -> bool | tuple[bool, str]:
        reason = _sentence_filter(settings_for(self.settings), self.lang).reason((doc.text,))
        return True if reason is None else (False, reason)


@lru_cache(maxsize=4)
def _sentence_filter(settings: FilterSettings, lang: str) -> SegmentFilter:
    """The OpusFilter objects of one setting, built once per process (the tasks a worker runs share them:
    a language-id model takes seconds to load)."""
    return SegmentFilter(settings, languages=(lang,), sides=("text",))


class PairSegments(PipelineStep):
    """Each sentence's training pairs, made in batches by a dataset builder's ``pairer``.

    ``pairer`` is a module-level function (it pickles by reference) or ``"module:function"``, called once per
    task as ``pairer(config)`` — the builder's typed config, as the job was given it — or, without a config,
    ``pairer(**options)``; it returns ``pairs(texts, labels, documents) -> list[list[Segment]]``, the rows each
    sentence yields (none, one, or several: a rule target with its complementary sources); ``documents``
    holds each sentence's document id, for engines that read the sentences before in the same document.
    Batches keep spaCy's ``pipe`` fed and end at a document's end (once ``batch_size`` sentences are
    reached), so a document is never cut between two calls. The step fills in each row's provenance
    from the shard's columns and stores the rows in ``metadata["pairs"]``; sentences with no row are
    still written (their label is what a builder mixes in as non-gendered copies).
    """

    name = "pair maker"
    type = "🔁 - PAIRS"

    def __init__(
        self,
        pairer: str | Callable[..., Any],
        options: Mapping[str, Any] | None = None,
        *,
        config: Any = None,
        batch_size: int = 512,
        license: str = "",
    ) -> None:
        super().__init__()
        self.pairer = pairer
        self.options = dict(options or {})
        self.config = config
        self.batch_size = batch_size
        self.license = license

    def run(self, data: DocumentsPipeline, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        factory = resolve(self.pairer) if isinstance(self.pairer, str) else self.pairer
        pairs_of = factory(self.config) if self.config is not None else factory(**self.options)
        batch: list[DTDocument] = []
        for sentence in data:
            if len(batch) >= self.batch_size and _document(sentence) != _document(batch[-1]):
                yield from self._paired(pairs_of, batch)
                batch = []
            batch.append(sentence)
        yield from self._paired(pairs_of, batch)

    def _paired(self, pairs_of: Any, batch: list[DTDocument]) -> DocumentsPipeline:
        if batch:
            with self.track_time():
                labels = [str(d.metadata.get("label", "none")) for d in batch]
                made = pairs_of([d.text for d in batch], labels, [_document(d) for d in batch])
            if len(made) != len(batch):
                raise FairwriteError(f"{self.pairer} returned {len(made)} row lists for {len(batch)} sentences")
            for document, rows in zip(batch, made, strict=True):
                meta = document.metadata
                where = Provenance(
                    corpus=str(meta.get("corpus", "")),
                    document=str(meta.get("document", "")),
                    index=int(meta.get("index", -1)),
                    license=self.license,
                )
                meta["pairs"] = [replace(row, provenance=where) for row in rows]
                self.stat_update("pairs", value=len(rows))
                yield document


def _document(sentence: DTDocument) -> str:
    return str(sentence.metadata.get("document", ""))


class WriteSegments(ParquetWriter):
    """One Parquet shard per task (``<rank>.parquet``) with the columns of :data:`SEGMENT_SCHEMA`."""

    name = "segment shards"

    def __init__(self, output_folder: str | Path, **kwargs: Any) -> None:
        super().__init__(
            str(output_folder), output_filename="${rank}.parquet", schema=SEGMENT_SCHEMA, max_file_size=-1, **kwargs
        )

    def _default_adapter(self, document: DTDocument) -> dict[str, Any]:
        meta = document.metadata
        return {
            "text": document.text,
            "id": document.id,
            "corpus": str(meta.get("corpus", "")),
            "document": str(meta.get("document", "")),
            "index": int(meta.get("index", -1)),
            "position": list(meta.get("position", [])),
            "label": str(meta.get("label", "none")),
            "forms": list(meta.get("forms", [])),
            "pairs": [json.dumps(row.to_record(), ensure_ascii=False) for row in meta.get("pairs", [])],
        }


# --- the job ------------------------------------------------------------------------------------


def extraction_pipeline(
    inputs: Sequence[str | Path],
    output: str | Path,
    *,
    lang: str = "de",
    labeller: str | None = None,
    keep: Sequence[str] | None = None,
    filters: Any = "amrhein2023",
    paragraphs: bool = False,
    skip_malformed: bool = False,
    max_chars: int = 0,
    pairer: str | Callable[..., Any] | None = None,
    pairer_options: Mapping[str, Any] | None = None,
    pairer_config: Any = None,
    license: str = "",
    extra_steps: Iterable[PipelineStep] = (),
    write_segments: bool = True,
    keep_document: Callable[[str], bool] | None = None,
    line_counts: str | Path | None = None,
) -> list[PipelineStep]:
    """The steps of a corpus job; ``extra_steps`` run just before the writer.

    ``max_chars``: longer sentences are left out (``0``: none is).
    ``labeller``: ``"module:function"`` (default: the ``labeller`` of ``lang`` in
    :mod:`fairwrite.languages`, if any; ``""``: none). ``pairer``: a :class:`PairSegments` factory
    (a function or ``"module:function"``) called with ``pairer_config`` (a builder's typed config), else with
    ``pairer_options``; ``license`` goes into the pairs' provenance. ``write_segments=False``: no segment
    shards (the ``extra_steps`` write what the job keeps). ``keep_document``: a pre-filter on whole documents,
    before they are split (:class:`KeepDocuments`). ``line_counts``: the folder of a :class:`CountLines`
    stage run before (byte ranges: the line numbers of each task's range).
    """
    if labeller is None:
        labeller = LANGUAGES[lang].labeller if lang in LANGUAGES else None
    steps: list[PipelineStep] = [
        ReadCorpus(inputs, paragraphs=paragraphs, skip_malformed=skip_malformed, line_counts=line_counts),
        *([KeepDocuments(keep_document)] if keep_document else []),
        SplitSentences(lang, max_chars),
    ]
    if filters is not None:
        steps.append(FilterSegments(filters, lang))
    if labeller:
        steps.append(LabelSegments(labeller, keep=keep))
    if pairer:
        steps.append(PairSegments(pairer, pairer_options, config=pairer_config, license=license))
    steps += list(extra_steps)
    if write_segments:
        steps.append(WriteSegments(Path(output) / "data"))
    return steps


def extract_segments(
    inputs: Sequence[str | Path],
    output: str | Path,
    *,
    executor: Any = None,
    **pipeline_options: Any,
) -> Path:
    """Run the corpus job into ``output`` (``data/*.parquet`` + ``logs/``) and return ``output``.

    ``executor``: an :class:`~fairwrite.corpus.executors.ExecutorConfig`, a mapping of its fields, a
    YAML file, or ``None`` for the local executor with one task per CPU. Running the same job again
    resumes it; ``output/job.json`` records the inputs, options and number of tasks, and a different job
    is refused rather than mixed with the old shards.
    """
    out = Path(output)
    config = ExecutorConfig.from_value(executor)
    job = json.loads(
        json.dumps(
            {
                "inputs": [str(p) for p in inputs],
                "options": {k: v for k, v in sorted(pipeline_options.items()) if k != "extra_steps"},
                "tasks": config.tasks,
            },
            default=repr,
        )
    )
    manifest = out / "job.json"
    if manifest.exists() and json.loads(manifest.read_text()) != job:
        raise FairwriteError(f"{out} holds another corpus job (see its job.json); use another folder")
    out.mkdir(parents=True, exist_ok=True)
    manifest.write_text(json.dumps(job, indent=2, ensure_ascii=False) + "\n")
    pipeline = extraction_pipeline(inputs, out, **pipeline_options)
    make_executor(pipeline, config, logging_dir=out / "logs").run()
    return out


def unfinished_tasks(output: str | Path) -> list[int]:
    """Ranks of a job in ``output`` that have not left a completion marker."""
    return unfinished_ranks(Path(output) / "logs")


def read_segments(output: str | Path, *, label: str | None = None) -> list[dict[str, Any]]:
    """The rows of a finished corpus job in corpus order, whatever its number of tasks (optionally one
    label only)."""
    missing = unfinished_tasks(output)
    if missing:
        raise FairwriteError(f"corpus job in {output} has unfinished tasks {missing}; run it again to finish")
    rows: list[dict[str, Any]] = []
    for shard in sorted((Path(output) / "data").glob("*.parquet")):
        table = pq.read_table(shard, schema=SEGMENT_SCHEMA)
        for row in table.to_pylist():
            if label is None or row["label"] == label:
                rows.append(row)
    rows.sort(key=lambda row: (row["position"], row["index"]))
    return rows


def read_pairs(output: str | Path) -> Iterable[tuple[dict[str, Any], list[Segment]]]:
    """Each sentence row of a finished corpus job with the :class:`Segment` rows its pairer made."""
    for row in read_segments(output):
        yield row, [Segment.from_record(json.loads(p)) for p in row.get("pairs") or ()]
