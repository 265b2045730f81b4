"""A dataset builder's corpus job, run or resumed in one way for every builder.

Every corpus builder (``en-augmented``, ``de-gender-fair``, ``inclure``, ``roundtrip``) reads its
corpus through the datatrove job of :mod:`fairwrite.corpus.steps`: sharded, run by a local, Slurm or
Ray executor, and resumable (a killed build run again redoes only the unfinished tasks). The builder's
``Config`` extends :class:`CorpusJob`, so each ``fairwrite build NAME`` takes the same ``--executor``,
``--tasks``, ``--workers`` and ``--work-dir`` flags; :func:`run_corpus_job` runs the job in the work
folder and returns a :class:`FinishedJob`, whose counters (documents, sentences, filter drops, labels)
go on the dataset card.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from fairwrite.augment.sharding import process_state
from fairwrite.corpus.executors import ExecutorConfig
from fairwrite.corpus.filters import FilterSettings, settings_for
from fairwrite.corpus.steps import extract_segments, job_counters, unfinished_tasks
from fairwrite.errors import FairwriteError
from fairwrite.text.inputs import expand_inputs

#: Input bytes per task at least, when the number of tasks is left to the builder (about 10,000 sentences).
TASK_BYTES = 1_000_000


@dataclass
class CorpusJob:
    """Options of the corpus job a builder runs (shared by every builder's ``Config``)."""

    #: corpus-job executor: local, slurm, ray or a YAML file (fairwrite.corpus.executors)
    executor: str | None = None
    #: corpus-job shards (0 = one per CPU, at most one per MB of input); keep it when resuming a build
    tasks: int = 0
    workers: int = -1  # corpus-job tasks running at once (-1 = the executor's setting: all)
    #: work folder of the corpus job, kept for resuming and reuse (default: .<output name>.work next to the output)
    work_dir: str | None = None
    paragraphs: bool = False  # plain-text input: one document per blank-line-separated block
    skip_malformed: bool = False  # skip malformed JSON lines (with a warning) instead of failing
    license: str = ""  # licence of the input corpus, recorded in every row's provenance and on the card
    verbose: bool = False  # print the corpus job's datatrove log on stderr (local executor)

    def work_folder(self, output: str | Path) -> Path:
        """Where the job's shards and logs live: ``--work-dir``, else ``.<output name>.work`` beside ``output``."""
        output = Path(output)
        return Path(self.work_dir) if self.work_dir else output.parent / f".{output.name}.work"

    def executor_config(self, files: Sequence[Path] = ()) -> ExecutorConfig:
        """The executor of ``--executor``, with ``--tasks`` and ``--workers`` where given; quiet unless
        ``--verbose``. Without either, one task per CPU, but no more than one per :data:`TASK_BYTES` of
        ``files``: a small corpus is not worth starting worker processes for."""
        config = ExecutorConfig.from_value(self.executor)
        if self.tasks < 0:
            raise FairwriteError(f"--tasks must be 0 (one per CPU) or more, not {self.tasks}")
        if self.tasks:
            config.tasks = self.tasks
        elif self.executor is None:
            size = sum(f.stat().st_size for f in files)
            config.tasks = max(1, min(config.tasks, math.ceil(size / TASK_BYTES)))
        if self.workers != -1:
            config.workers = self.workers
        config.quiet = config.quiet or not self.verbose
        return config


@dataclass
class FinishedJob:
    """A finished corpus job: its folder (for :func:`~fairwrite.corpus.steps.read_pairs`), how it ran and
    what it counted."""

    folder: Path
    executor: ExecutorConfig
    counters: dict[str, int] = field(default_factory=dict)

    def fill(self, stats: Any) -> None:
        """Set a builder's :class:`~fairwrite.schema.CorpusStats` (documents, sentences, malformed records
        skipped) and, where it counts them, ``filtered`` / ``rejected`` (noise-filter drops by reason)
        from the job's counters."""
        c = self.counters
        stats.documents, stats.sentences = c.get("documents", 0), c.get("sentences", 0)
        stats.skipped = {k.removeprefix("skipped: "): v for k, v in c.items() if k.startswith("skipped: ")}
        drops = {k.removeprefix("dropped_"): v for k, v in c.items() if k.startswith("dropped_")}
        if hasattr(stats, "rejected"):
            stats.filtered, stats.rejected = sum(drops.values()), drops

    def record(self) -> dict[str, Any]:
        """The job as the card's build record keeps it."""
        executor = {k: v for k, v in asdict(self.executor).items() if k != "quiet"}
        return {"corpus_job": {"executor": executor, "counters": self.counters}}

    def card_section(self) -> str:
        """A paragraph for the card: how the corpus was read (tasks, documents, sentences, drops)."""
        c = self.counters
        drops = {k.removeprefix("dropped_"): v for k, v in sorted(c.items()) if k.startswith("dropped_")}
        labels = {k.removeprefix("label_"): v for k, v in sorted(c.items()) if k.startswith("label_")}
        text = (
            f"The corpus was read by a datatrove job (`fairwrite.corpus.steps`) of {self.executor.tasks} "
            f"task(s) on the `{self.executor.kind}` executor: {c.get('documents', 0):,} documents, "
            f"{c.get('sentences', 0):,} sentences"
        )
        if c.get("too_long"):
            text += f", {c['too_long']:,} of them left out as too long"
        text += "; the noise filters dropped " + (
            ", ".join(f"{n:,} ({reason})" for reason, n in drops.items()) if drops else "none"
        )
        if labels:
            text += "; labels of the kept sentences: " + ", ".join(f"{name} {n:,}" for name, n in labels.items())
        return text + "."


def filter_settings(preset: str, language_id: str) -> FilterSettings | None:
    """The noise-filter settings of ``--filters PRESET --language-id ID`` (``none``: no filter), checked
    here, in one error line, rather than in the job's workers."""
    if preset == "none":
        return None
    settings = settings_for(preset, language_id=None if language_id in ("", "none") else language_id)
    try:
        # heavy (OpusFilter): imported here only to fail early; the job's tasks use it
        import opusfilter.filters  # noqa: F401
    except ImportError as err:
        raise FairwriteError(
            f"the noise filters need {err.name or 'opusfilter'} (pip install 'fairwrite[corpus]'); "
            "or pass --filters none / --language-id none"
        ) from None
    return settings


def run_corpus_job(
    inputs: Sequence[str | Path],
    output: str | Path,
    job: CorpusJob,
    *,
    lang: str,
    pairer: str | None = None,
    pairer_fields: Sequence[str] = (),
    **pipeline: Any,
) -> FinishedJob:
    """Run (or resume) the corpus job of a build writing ``output``, in ``<work folder>/segments-<key>``.

    The key is a hash of the job (input files with their sizes and times, options, pairer, tasks): the
    same build run again resumes or reuses its job (it is kept after the build), a build with other
    options or edited inputs gets a job of its own. ``pairer``: the builder's
    :class:`~fairwrite.corpus.steps.PairSegments` factory, called with the ``pairer_fields`` of ``job``
    (the builder's ``Config``); ``pipeline``: the other options of
    :func:`fairwrite.corpus.steps.extraction_pipeline` (``labeller``, ``filters``, ``max_chars``). Only
    the main process of a distributed launch runs the job; the others
    wait for its completion markers (a corpus job may outlast a collective's timeout) and every process
    gets the finished job.
    """
    paths = expand_inputs(inputs)
    executor = job.executor_config(paths)
    options = {
        "lang": lang,
        "paragraphs": job.paragraphs,
        "skip_malformed": job.skip_malformed,
        "license": job.license,
        "pairer": pairer,
        "pairer_options": {name: getattr(job, name) for name in pairer_fields},
        **pipeline,
    }
    files = [(str(f), f.stat().st_size, f.stat().st_mtime_ns) for f in paths]  # an edited input: a new job
    described = json.dumps([files, options, executor.tasks], sort_keys=True, default=repr)
    folder = job.work_folder(output) / f"segments-{hashlib.sha1(described.encode()).hexdigest()[:12]}"
    if process_state().is_main_process:
        extract_segments(inputs, folder, executor=executor, **options)
    else:
        while True:
            try:
                if not unfinished_tasks(folder):
                    break
            except (FairwriteError, ValueError):  # not started yet, or executor.json being written
                pass
            time.sleep(2)
    missing = unfinished_tasks(folder)
    if missing:
        raise FairwriteError(
            f"the corpus job in {folder} left tasks {missing} unfinished (see its logs/); run the build again to resume"
        )
    return FinishedJob(folder, executor, job_counters(folder))
