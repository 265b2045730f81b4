"""The one builder of every corpus-built dataset: a :class:`CorpusSpec` says what is particular to a
dataset, :func:`build_dataset` does the rest, all of it as datatrove jobs on the chosen executor.

A spec names the dataset's labeller (which sentences are what), pairer (the rules' rewrites of a batch of
sentences), row maker (which config each pair goes to, which sentences are copy candidates) and card text.
The builder implements, once for every dataset: row ids (:func:`fairwrite.augment.mixing.row_id`), the split
(:func:`~fairwrite.augment.mixing.assign_split`: a seeded hash of the target, so every source of one
target is in one split), deduplication, the sampling of targets and of copies, the statistics and the card.

The work runs in four dependent stages, each a datatrove job (local, Slurm or Ray; see
:mod:`fairwrite.corpus.executors`) in ``<work folder>/build-<key>/``:

1. ``rows`` (``tasks`` tasks): read, split, filter, label and pair the corpus (each task its own files, or
   its own byte ranges of them), and write each output row to the partition its target hashes to
   (``rows/<partition>/<rank>.parquet``; copy candidates by their text);
2. ``unique`` (one task per partition): read the partition's files only, drop duplicates (the first in
   corpus order stays), and write the hashes the sampling needs (``keys/<partition>.parquet``);
3. ``sample`` (one task): from those hashes alone, the thresholds that keep ``max_targets`` targets and
   make copies ``ratio`` of the rows (bottom-k of a seeded hash: exact counts, whatever the tasks);
4. ``write`` (one task per partition): the rows under the thresholds, with ids and splits, to
   ``data/<config>/<split>/<partition>.parquet``.

When there are fewer input files than tasks, a ``lines`` stage comes first: each task counts the lines of
its byte ranges, so that stage 1 names every document by its file and line (``<file>:<line>``) as a
whole-file read does: ids, provenance and rows do not depend on the number of tasks.

No stage holds more than one partition in memory; the dataset folder is then written from the Parquet
files (memory-mapped by ``datasets``). The builder's typed config goes to the workers as it is; how the
job runs is a separate :class:`~fairwrite.corpus.jobs.JobSettings`. A killed build run again
resumes every stage from datatrove's completion markers (the one resume mechanism of the long jobs).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from datatrove.data import Document as DTDocument
from datatrove.data import DocumentsPipeline
from datatrove.pipeline.base import PipelineStep
from datatrove.pipeline.writers.parquet import ParquetWriter

from fairwrite.augment.mixing import SPLITS, assign_split, check_fractions, non_gendered_count, row_id
from fairwrite.corpus.jobs import JobSettings, run_stages
from fairwrite.corpus.readers import reads_ranges
from fairwrite.corpus.steps import CountLines, extraction_pipeline
from fairwrite.datasets.corpus_job import CorpusReading, fill_corpus_stats, job_card_section
from fairwrite.datasets.folder import DatasetCardSpec, corpus_card_spec, write_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.schema import CorpusStats, Provenance, Segment, copy_segment, features
from fairwrite.text.inputs import resolve_inputs

#: Roles of an output row: a pair (``sampled``: subject to ``max_targets``), a copy candidate, a copy
#: candidate drawn first (``preferred``: hard negatives).
PAIR, SAMPLED, COPY, PREFERRED = "pair", "sampled", "copy", "preferred"

ROW_SCHEMA = pa.schema(
    [
        ("config", pa.string()),
        ("role", pa.string()),
        ("key", pa.string()),  # what deduplication compares (with config and role)
        ("group", pa.string()),  # what the partition and the target sampling hash: the target, or a copy's text
        ("record", pa.string()),  # Segment.to_record() as JSON
        ("position", pa.list_(pa.int64())),  # the document's place in the corpus, then the sentence, then the row
    ]
)


@dataclass
class BuildConfig(CorpusReading):
    """Options every corpus-built dataset has (a spec's ``Config`` extends it)."""

    seed: int = 0  # seed of the split and of every sampling step
    split: tuple[float, ...] = (0.9, 0.05, 0.05)  # train,validation,test fractions (summing to 1)
    max_chars: int = 2000  # longer sentences are skipped (characters)

    def __post_init__(self) -> None:
        check_fractions(self.split, "--split")


@dataclass
class BuildStats(CorpusStats):
    """What every corpus-built dataset's card counts (a spec's ``Stats`` extends it)."""

    filtered: int = 0  # sentences the noise filters dropped
    rejected: dict[str, int] = field(default_factory=dict)  # ... by reason
    rows: dict[str, dict[str, int]] = field(default_factory=dict)  # config → split → rows written
    duplicates: dict[str, int] = field(default_factory=dict)  # config → duplicate pairs dropped
    copies: dict[str, int] = field(default_factory=dict)  # config → copies mixed in
    seconds: float = 0.0


def fill_build_stats(stats: BuildStats, configs: Sequence[str], counters: Mapping[str, int]) -> None:
    """The shared statistics of a build from its counters."""
    fill_corpus_stats(stats, dict(counters))
    for name in configs:
        stats.duplicates[name] = counters.get(f"count: duplicates {name}", 0)
        stats.copies[name] = counters.get(f"count: copies {name}", 0)
        stats.rows[name] = {s: counters[f"count: rows {name} {s}"] for s in SPLITS if f"count: rows {name} {s}" in counters}


@dataclass(frozen=True)
class Made:
    """One output row of a sentence: the dataset config it goes to, its role, the row."""

    config: str
    role: str
    segment: Segment


@dataclass(frozen=True)
class CorpusSpec:
    """What is particular to one corpus-built dataset; every callable takes the dataset's typed config. The
    module that defines it names it ``SPEC``: the spec travels to the workers by reference."""

    name: str  # the builder's name (``fairwrite build NAME``)
    lang: str
    #: ``pairer(config)``: a ``pairs(texts, labels, documents) -> list[list[Segment]]`` function
    pairer: Callable[[Any], Callable[[list[str], list[str], list[str]], list[list[Segment]]]]
    #: ``rows(config, sentence, segments, count)``: the :class:`Made` rows of one sentence (a mapping with
    #: ``text``, ``label``, ``forms`` and ``provenance``); ``count(name, n)`` adds to the build's counters
    rows: Callable[[Any, Mapping[str, Any], list[Segment], Callable[[str, int], None]], Iterable[Made]]
    #: ``stats(config, counters)``: the dataset's own statistics (a :class:`BuildStats`) from the build's
    #: counters; the builder adds the shared ones
    stats: Callable[[Any, Mapping[str, int]], BuildStats]
    summary: Callable[[Any, Any], str]  # the card's summary line, from the config and the stats
    sections: Callable[[Any, Any], Mapping[str, str]]  # the card's own sections (heading → Markdown)
    tags: tuple[str, ...] = ()  # the card's tags
    citations: tuple[str, ...] = ()  # BibTeX entries of the method
    task_categories: tuple[str, ...] | None = None  # the card's task categories (None: the default)
    #: ``labeller(config)``: a ``text -> (label, forms)`` function, or ``None`` (no label step)
    labeller: Callable[[Any], Callable[[str], tuple[str, list[str]]] | None] = lambda config: None
    configs: Callable[[Any], Sequence[str]] = lambda config: ["default"]  # the dataset configs built
    #: the row-id prefix of a config (default: the language)
    id_prefix: Callable[[Any, str], str] | None = None
    #: the error when a config got no pair (``str.format`` with ``name``, ``sentences``, ``documents``)
    nothing: str = (
        "{name}: no sentence the rules can rewrite among {sentences} sentences of {documents} documents: nothing to write"
    )
    #: ``keep_document(config)``: a cheap test that a document can give a row at all (``None``: every document
    #: can); a document it refuses is never split into sentences
    keep_document: Callable[[Any], Callable[[str], bool] | None] = lambda config: None
    #: the noise-filter settings of a config (``None``: no filter)
    filters: Callable[[Any], Any] = lambda config: None
    ratio: Callable[[Any], float] = lambda config: 0.0  # copies' share of a config's rows
    max_targets: Callable[[Any], int] = lambda config: 0  # sampled targets kept per config (0: all)
    dedup: Callable[[Any], bool] = lambda config: True  # drop duplicate rows
    near_duplicates: Callable[[Any], bool] = lambda config: False  # ignoring case, digits and punctuation
    #: ``sources(config, folder, tasks)``: stages that write more documents before the corpus is read —
    #: ``[(name, steps, tasks)]`` as :func:`stage_pipelines` has them — and the files they write, read after
    #: the inputs (sentences a language model wrote); none by default
    sources: Callable[[Any, Path, int], tuple[list[tuple[str, list[PipelineStep], int]], list[str]]] = (
        lambda config, folder, tasks: ([], [])
    )

    @property
    def module(self) -> str:
        """The module that defines the dataset (its pairer's): recorded on the card, imported by the workers."""
        return self.pairer.__module__

    @property
    def job_settings(self) -> type[JobSettings]:
        """The job's own config, apart from the dataset's (``fairwrite build`` fills both from one command line)."""
        return JobSettings

    def build(
        self, inputs: Sequence[str | Path], output: str | Path, config: Any = None, settings: JobSettings | None = None
    ) -> Path | None:
        """Build the dataset from ``inputs`` into the Hub-ready folder ``output`` (see :func:`build_dataset`)."""
        if config is None:  # the defaults of the dataset's typed config (its module's ``Config``)
            config = importlib.import_module(self.module).Config()
        return build_dataset(self, inputs, output, config, settings)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        # travels by reference: a worker imports the module that defines the spec and takes its ``SPEC``
        return spec_of, (self.module,)


def spec_of(module: str) -> CorpusSpec:
    """The :class:`CorpusSpec` a builder module defines (``SPEC``)."""
    return importlib.import_module(module).SPEC


def card_spec(
    spec: CorpusSpec, config: Any, stats: Any, inputs: Sequence[str], finished: FinishedBuild, settings: JobSettings
) -> DatasetCardSpec:
    """The card of a corpus-built dataset: the spec's own text, the corpus job's section and build record."""
    fields = {"task_categories": list(spec.task_categories)} if spec.task_categories else {}
    return corpus_card_spec(
        spec.module, config, inputs, stats,
        summary=spec.summary(config, stats),
        sections={**spec.sections(config, stats), "Corpus job": finished.card_section()},
        record=finished.record(settings),
        languages=[spec.lang], tags=list(spec.tags), citations=list(spec.citations), **fields,
    )


# --- hashing ------------------------------------------------------------------------------------------


def stable_hash(*parts: str) -> int:
    """A 63-bit hash of ``parts`` that every process and machine computes alike (Python's ``hash`` does not)."""
    digest = hashlib.blake2b("\t".join(parts).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1


def _near_key(text: str) -> str:
    """Lower-cased letters only: two rows that differ in case, digits, punctuation or spacing share it."""
    return "".join(c for c in text.lower() if c.isalpha())


# --- stage 1: the corpus rows, partitioned -------------------------------------------------------------


class MakeRows(PipelineStep):
    """Each sentence's output rows (the spec's row maker), tagged with the partition their group hashes to."""

    name = "row maker"
    type = "🧱 - ROWS"

    def __init__(self, spec: CorpusSpec, config: Any, partitions: int) -> None:
        super().__init__()
        self.spec, self.config, self.partitions = spec, config, partitions

    def run(self, data: DocumentsPipeline, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        near = self.spec.near_duplicates(self.config)
        for sentence in data:
            meta = sentence.metadata
            where = Provenance(
                corpus=str(meta.get("corpus", "")), document=str(meta.get("document", "")),
                index=int(meta.get("index", -1)), license=self.config.license,
            )
            info = {"text": sentence.text, "label": meta.get("label", "none"), "forms": meta.get("forms", []),
                    "provenance": where}
            segments = [replace(s, provenance=where) for s in meta.get("pairs", [])]
            with self.track_time():
                made = list(self.spec.rows(self.config, info, segments, self._count))
            for number, row in enumerate(made):
                segment = row.segment
                if row.role in (COPY, PREFERRED):
                    group = key = segment.source
                else:
                    group = _near_key(segment.target) if near else segment.target
                    key = f"{_near_key(segment.source)}\t{group}" if near else f"{segment.source}\t{segment.target}"
                part = stable_hash(row.config, group) % self.partitions
                yield DTDocument(
                    text=segment.source,
                    id=f"{sentence.id}/{number}",
                    metadata={
                        "part": f"{part:05d}", "config": row.config, "role": row.role, "key": key, "group": group,
                        "record": json.dumps(segment.to_record(), ensure_ascii=False),
                        "position": [*meta.get("position", []), int(meta.get("index", -1)), number],
                    },
                )

    def _count(self, name: str, value: int = 1) -> None:
        self.stat_update(f"count: {name}", value=value)


class WriteRows(ParquetWriter):
    """The rows of stage 1, one Parquet file per partition and task (``<partition>/<rank>.parquet``)."""

    name = "partitioned rows"

    def __init__(self, folder: str | Path) -> None:
        super().__init__(str(folder), output_filename="${part}/${rank}.parquet", schema=ROW_SCHEMA, max_file_size=-1)

    def _default_adapter(self, document: DTDocument) -> dict[str, Any]:
        return {name: document.metadata[name] for name in ROW_SCHEMA.names}


# --- stage 2: deduplicate each partition -----------------------------------------------------------------


class Deduplicate(PipelineStep):
    """Task ``rank`` reads partition ``rank`` (its own files only), keeps the first of each duplicate in
    corpus order, and writes the rows and the hashes the sampling stage reads."""

    name = "deduplicate"
    type = "🫂 - DEDUP"

    def __init__(self, spec: CorpusSpec, config: Any, folder: str | Path) -> None:
        super().__init__()
        self.spec, self.config, self.folder = spec, config, str(folder)

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        folder = Path(self.folder)
        files = sorted((folder / "rows" / f"{rank:05d}").glob("*.parquet"))
        table = pq.read_table(files, schema=ROW_SCHEMA) if files else ROW_SCHEMA.empty_table()
        rows = sorted(table.to_pylist(), key=lambda r: r["position"])
        seen: set[tuple[str, str, str]] = set()
        kept = []
        dedup = self.spec.dedup(self.config)
        for row in rows:
            copy = row["role"] in (COPY, PREFERRED)
            marker = (row["config"], "copy" if copy else "pair", row["key"])
            if marker in seen and (copy or dedup):
                if not copy:
                    self.stat_update(f"count: duplicates {row['config']}")
                continue
            seen.add(marker)
            kept.append(row)
        seed = str(self.config.seed)
        for row in kept:
            row["hash"] = stable_hash(seed, row["config"], row["group"])
        (folder / "unique").mkdir(parents=True, exist_ok=True)
        pq.write_table(
            pa.Table.from_pylist(kept, schema=ROW_SCHEMA.append(pa.field("hash", pa.int64()))),
            folder / "unique" / f"{rank:05d}.parquet",
        )
        # what stage 3 reads: per config and kind, each hash with its number of rows
        keys: Counter[tuple[str, str, int]] = Counter()
        for row in kept:
            kind = row["role"] if row["role"] != PAIR else "pair"
            keys[(row["config"], kind, row["hash"])] += 1
            self.stat_update(f"count: unique {row['role']} {row['config']}")
        (folder / "keys").mkdir(parents=True, exist_ok=True)
        columns = list(zip(*sorted(keys.items()), strict=True)) if keys else [(), ()]
        triples, counts = columns
        pq.write_table(
            pa.table({
                "config": [t[0] for t in triples], "kind": [t[1] for t in triples],
                "hash": pa.array([t[2] for t in triples], pa.int64()), "rows": pa.array(list(counts), pa.int64()),
            }),
            folder / "keys" / f"{rank:05d}.parquet",
        )
        return
        yield


# --- stage 3: the sampling thresholds ------------------------------------------------------------------------


def bottom_k(arrays: Iterable[np.ndarray], k: int) -> np.ndarray:
    """The ``k`` smallest values of all ``arrays`` (sorted), holding at most ``2k`` values at a time."""
    best = np.empty(0, dtype=np.int64)
    for values in arrays:
        merged = np.concatenate([best, np.sort(values)[:k]])
        best = np.sort(merged)[:k]
    return best


class Sample(PipelineStep):
    """Thresholds of a seeded hash that keep exactly ``max_targets`` sampled targets and make the copies
    the config's ratio of its rows (preferred candidates first): ``sample.json``."""

    name = "sample"
    type = "🎲 - SAMPLE"

    def __init__(self, spec: CorpusSpec, config: Any, folder: str | Path) -> None:
        super().__init__()
        self.spec, self.config, self.folder = spec, config, str(folder)

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        folder = Path(self.folder)
        files = sorted((folder / "keys").glob("*.parquet"))

        def hashes(name: str, kind: str) -> Iterator[tuple[np.ndarray, np.ndarray]]:
            for path in files:
                table = pq.read_table(path, filters=[("config", "=", name), ("kind", "=", kind)])
                yield table.column("hash").to_numpy(), table.column("rows").to_numpy()

        thresholds: dict[str, dict[str, int]] = {}
        limit = self.spec.max_targets(self.config)
        for name in self.spec.configs(self.config):
            pairs = sum(int(r.sum()) for _, r in hashes(name, "pair"))
            sampled = [(h, r) for h, r in hashes(name, SAMPLED)]
            chosen = {SAMPLED: -1 if limit else 2**63 - 1}
            if limit:
                cut = bottom_k((h for h, _ in sampled), limit)
                chosen[SAMPLED] = int(cut[-1]) if len(cut) else -1
            pairs += sum(int(r[h <= chosen[SAMPLED]].sum()) for h, r in sampled)
            wanted = non_gendered_count(pairs, self.spec.ratio(self.config))
            for kind in (PREFERRED, COPY):
                cut = bottom_k((h for h, _ in hashes(name, kind)), wanted)
                chosen[kind] = int(cut[-1]) if len(cut) else -1
                wanted -= len(cut)
            thresholds[name] = chosen
            self.stat_update(f"count: pairs kept {name}", value=pairs)
        (folder / "sample.json").write_text(json.dumps(thresholds, indent=1) + "\n")
        return
        yield


# --- stage 4: ids, splits, files -----------------------------------------------------------------------------


class WriteSplits(PipelineStep):
    """Task ``rank`` writes partition ``rank``'s rows under the thresholds, with ids and splits."""

    name = "split writer"
    type = "💽 - WRITER"

    def __init__(self, spec: CorpusSpec, config: Any, folder: str | Path) -> None:
        super().__init__()
        self.spec, self.config, self.folder = spec, config, str(folder)

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        folder = Path(self.folder)
        thresholds = json.loads((folder / "sample.json").read_text())
        table = pq.read_table(folder / "unique" / f"{rank:05d}.parquet")
        out: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for row in table.to_pylist():
            name, role = row["config"], row["role"]
            if role != PAIR and row["hash"] > thresholds[name][role]:
                continue
            segment = Segment.from_record(json.loads(row["record"]))
            if role in (COPY, PREFERRED):
                segment = replace(segment, method="copy", source_label="none", target_label="none")
                self.stat_update(f"count: copies {name}")
                if role == PREFERRED:
                    self.stat_update(f"count: preferred copies {name}")
            segment = replace(segment, id=row_id(segment, self.spec.id_prefix(self.config, name) if self.spec.id_prefix else self.spec.lang))
            split = assign_split(segment.target, self.config.seed, self.config.split)
            out.setdefault((name, split), []).append(segment.to_record())
            self.stat_update(f"count: rows {name} {split}")
        schema = features().arrow_schema
        for (name, split), records in out.items():
            path = folder / "data" / name / split / f"{rank:05d}.parquet"
            path.parent.mkdir(parents=True, exist_ok=True)
            pq.write_table(pa.Table.from_pylist(records, schema=schema), path)
        return
        yield


# --- the build -----------------------------------------------------------------------------------------------


@dataclass
class FinishedBuild:
    """A finished build's folder, how it ran and what it counted (summed over every stage's tasks)."""

    folder: Path
    tasks: int
    kind: str
    counters: dict[str, int] = field(default_factory=dict)

    def record(self, settings: JobSettings) -> dict[str, Any]:
        executor = {k: v for k, v in asdict(settings.executor_config()).items() if k != "quiet"}
        executor["tasks"] = self.tasks
        return {"corpus_job": {"executor": executor, "counters": self.job_counters()}}

    def job_counters(self) -> dict[str, int]:
        return {k: v for k, v in self.counters.items() if not k.startswith("count: ")}

    def card_section(self) -> str:
        """A paragraph for the card: how the corpus was read, and what the later stages did."""
        return job_card_section(self.counters, self.tasks, self.kind)[:-1] + (
            "; deduplication, sampling, the split and the Parquet files are dependent stages of the same job."
        )


def stage_pipelines(
    spec: CorpusSpec, config: Any, inputs: Sequence[str], folder: Path, partitions: int
) -> list[tuple[str, list[PipelineStep], int]]:
    """The four stages: ``(name, steps, tasks)``; before them the spec's own :attr:`CorpusSpec.sources`, and
    a ``lines`` stage when the tasks read byte ranges (fewer files than tasks), so each task numbers its
    lines as a whole-file read would."""
    labeller = spec.labeller(config)
    before, written = spec.sources(config, folder, partitions)
    inputs = [*inputs, *written]
    counted = reads_ranges(inputs, partitions, config.paragraphs)
    first = extraction_pipeline(
        inputs, folder, lang=spec.lang, labeller=labeller or "", filters=spec.filters(config),
        paragraphs=config.paragraphs, skip_malformed=config.skip_malformed, max_chars=config.max_chars,
        pairer=spec.pairer, pairer_config=config, license=config.license, keep_document=spec.keep_document(config),
        write_segments=False, extra_steps=[MakeRows(spec, config, partitions), WriteRows(folder / "rows")],
        line_counts=folder / "lines" if counted else None,
    )
    return [
        *before,
        *([("lines", [CountLines(inputs, folder / "lines")], -1)] if counted else []),
        ("rows", first, -1),
        ("unique", [Deduplicate(spec, config, folder)], partitions),
        ("sample", [Sample(spec, config, folder)], 1),
        ("write", [WriteSplits(spec, config, folder)], partitions),
    ]


def build_dataset(
    spec: CorpusSpec, inputs: Sequence[str | Path], output: str | Path, config: Any, settings: JobSettings | None = None
) -> Path | None:
    """Build ``spec``'s dataset from ``inputs`` into the Hub-ready folder ``output``; ``None`` when the job
    was left running (Slurm, ``--no-wait``)."""
    settings = settings or JobSettings()
    start = time.perf_counter()
    paths = resolve_inputs(inputs)  # absolute paths (URLs as given): every worker reads the same files
    executor = settings.executor_config(paths)
    options = {"config": asdict(config), "type": type(config).__qualname__, "spec": spec.name}
    folder = settings.job_folder(output, "build", paths, options, executor.tasks)
    pipelines = stage_pipelines(spec, config, [str(p) for p in paths], folder, executor.tasks)
    counters = run_stages(pipelines, executor, folder, settings)
    if counters is None:
        return None
    finished = FinishedBuild(folder, executor.tasks, executor.kind, counters)
    stats = spec.stats(config, counters)
    fill_build_stats(stats, spec.configs(config), counters)
    stats.seconds = round(time.perf_counter() - start, 3)
    for name in spec.configs(config):
        if not counters.get(f"count: pairs kept {name}"):
            stats.check_read(inputs)  # said first: no record had text at all
            raise FairwriteError(spec.nothing.format(name=name, sentences=stats.sentences, documents=stats.documents))
    configs = _read_configs(spec, config, folder)
    return write_dataset_folder(configs, output, card_spec(spec, config, stats, [str(p) for p in inputs], finished, settings))


def _read_configs(spec: CorpusSpec, config: Any, folder: Path) -> dict[str, Any]:
    """The written splits as ``datasets`` (memory-mapped Arrow, not Python rows), config by config."""
    # heavy (datasets): imported on first use
    from datasets import Dataset, DatasetDict, DatasetInfo

    configs = {}
    for name in spec.configs(config):
        splits = {}
        for split in SPLITS:
            files = sorted(str(p) for p in (folder / "data" / name / split).glob("*.parquet"))
            if files:
                table = pa.concat_tables(pq.read_table(f, memory_map=True) for f in files)
                splits[split] = Dataset(table, info=DatasetInfo(features=features()))
        if splits:
            configs[name] = DatasetDict(splits)
    if not configs:
        raise FairwriteError("nothing to write: the build made no row")
    return configs


def copy_of(sentence: Mapping[str, Any], lang: str) -> Segment:
    """A corpus sentence as a non-gendered copy row (the sampling stage decides whether it is used)."""
    return copy_segment(sentence["text"], lang, provenance=sentence["provenance"])
