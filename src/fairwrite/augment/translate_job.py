"""The standalone translation (``python -m fairwrite.augment.translate``) as a datatrove job: its chunks
are the tasks of a pipeline on the executors the corpus builds use (local, Slurm, Ray: the executor
factory and :class:`~fairwrite.corpus.jobs.JobSettings` of :mod:`fairwrite.corpus.jobs`), and it
resumes the way they do, from datatrove's completion markers.

The input is cut into fixed-size chunks (:func:`fairwrite.augment.sharding.chunk_bounds`); task *r* of
*N* translates chunks *r, r + N, …* (by default one task per chunk, so a killed run started again redoes
only the chunks it had not finished) and writes each as a file; the command then joins them in input
order. Batches are formed inside a chunk, so the output is byte-identical whatever the number of tasks,
and equal to :func:`fairwrite.augment.translate.translate_all` in memory. A task runs on
``cuda:(rank % GPUs)`` where there are GPUs (local workers spread over them), else on the CPU, unless
``--device`` names one. The job's folder (``<work folder>/translate-<key>``) is keyed by the input's
content, the model folder's files, every setting that decides the output and the number of tasks: the
same command run again resumes its job, and a changed one never mixes in stale chunks.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from datatrove.data import DocumentsPipeline
from datatrove.pipeline.base import PipelineStep

from fairwrite.augment.sharding import chunk_bounds
from fairwrite.corpus.jobs import JobSettings, run_stages
from fairwrite.errors import FairwriteError
from fairwrite.text.io import atomic_write_text, read_lines, write_lines

#: The stage name: its logs and completion markers are ``<job folder>/logs/translate``.
STAGE = "translate"
#: The job's copy of the input, read by every task (stdin included).
INPUT = "input.txt"


def chunk_path(folder: str | Path, k: int) -> Path:
    """Where chunk ``k``'s translations are written (JSON lines, one per input line)."""
    return Path(folder) / "chunks" / f"chunk-{k:06d}.jsonl"


def task_device(rank: int, device: str | None = None) -> str:
    """``device`` when it names one; else task ``rank``'s GPU (``cuda:(rank % GPUs)``), or the CPU without
    GPUs. A bare ``cuda`` spreads over the GPUs too."""
    if device and device != "cuda":
        return device
    # heavy (torch): imported on first use
    import torch

    gpus = torch.cuda.device_count()
    if gpus:
        return f"cuda:{rank % gpus}"
    if device == "cuda":
        raise FairwriteError("--device cuda: no GPU is visible to this task")
    return "cpu"


class TranslateChunks(PipelineStep):
    """Task ``rank`` of ``world_size`` translates chunks *rank, rank + N, …* of the job's input with the
    translator ``make_translator(device=…)`` builds (a picklable factory, e.g. a ``functools.partial`` of
    :class:`~fairwrite.augment.translate.Translator`; called once per task) and writes each chunk's file
    (atomically: a killed task leaves none half-written)."""

    name = "translate"
    type = "🌐 - TRANSLATOR"

    def __init__(self, folder: str | Path, make_translator: Callable[..., Any], device: str | None, chunk_size: int) -> None:
        super().__init__()
        self.folder, self.make_translator, self.device, self.chunk_size = str(folder), make_translator, device, chunk_size

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        texts = read_lines(Path(self.folder) / INPUT)
        bounds = chunk_bounds(len(texts), self.chunk_size)[rank::world_size]
        if bounds:
            translator = self.make_translator(device=task_device(rank, self.device))
            for start, stop in bounds:
                with self.track_time():
                    out = translator.translate(texts[start:stop])
                atomic_write_text(
                    chunk_path(self.folder, start // self.chunk_size),
                    "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in out),
                )
                self.stat_update("count: chunks")
                self.stat_update("sentences", value=stop - start)
        return
        yield


def model_stamp(model: str | Path) -> list[Any]:
    """The model folder and its files (names, sizes, times): a retrained model is a new job."""
    folder = Path(model)
    if not folder.is_dir():
        raise FairwriteError(f"translation model {model}: no such folder")
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    return [str(folder.resolve()), [(str(p.relative_to(folder)), p.stat().st_size, p.stat().st_mtime_ns) for p in files]]


def job_folder(settings: JobSettings, output: str, texts: Sequence[str], options: dict[str, Any], chunk_size: int, tasks: int) -> Path:
    """``<work folder>/translate-<key>`` (:meth:`JobSettings.job_folder`), keyed by the input's content too."""
    if settings.work_dir is None and output in ("-", ""):
        raise FairwriteError("writing to stdout needs --work-dir (the folder where the job keeps its chunks to resume)")
    digest = hashlib.sha256("\n".join(texts).encode("utf-8")).hexdigest()
    described = {"input": [len(texts), digest], "model": model_stamp(options["model"]), "options": options, "chunk_size": chunk_size}
    return settings.job_folder(output if output not in ("-", "") else "stdout", STAGE, [], described, tasks)


def default_workers(settings: JobSettings) -> int:
    """``--workers``, else on the local executor one task at a time per GPU (one on the CPU: a task's
    torch already uses every core, and every running task holds its own copy of the model)."""
    if settings.workers != -1 or settings.executor not in (None, "local"):
        return settings.workers
    # heavy (torch): imported on first use
    import torch

    return max(1, torch.cuda.device_count())


def run_translation_job(
    make_translator: Callable[..., Any],
    texts: Sequence[str],
    output: str,
    options: dict[str, Any],
    settings: JobSettings,
    *,
    chunk_size: int,
) -> int | None:
    """Translate ``texts`` in the job's tasks, write ``output`` (``-``: stdout) and return the number of
    sentences; ``None`` when Slurm jobs were left running (``--no-wait``: run the same command again).
    ``options``: every setting of the translator that decides the output (``model``: its folder;
    ``device``: as :func:`task_device` takes it), for the job's key."""
    if not texts:
        raise FairwriteError("the input has no lines to translate")
    started = time.perf_counter()
    chunks = len(chunk_bounds(len(texts), chunk_size))
    tasks = min(settings.tasks or chunks, chunks)
    folder = job_folder(settings, output, texts, options, chunk_size, tasks)
    settings = replace(settings, tasks=tasks, workers=default_workers(settings))
    executor = settings.executor_config()
    folder.mkdir(parents=True, exist_ok=True)
    if not (folder / INPUT).is_file():
        atomic_write_text(folder / INPUT, "".join(t + "\n" for t in texts))
    done_before = len(list((folder / "logs" / STAGE / "completions").glob("*")))
    counters = run_stages([(STAGE, [TranslateChunks(folder, make_translator, options.get("device"), chunk_size)], tasks)], executor, folder, settings)
    if counters is None:
        return None
    out: list[str] = []
    for k, (start, stop) in enumerate(chunk_bounds(len(texts), chunk_size)):
        path = chunk_path(folder, k)
        lines = path.read_text(encoding="utf-8").splitlines() if path.is_file() else []
        if len(lines) != stop - start:
            raise FairwriteError(f"{path} is missing or incomplete; delete {folder} and run again")
        out += [json.loads(line) for line in lines]
    write_lines(output, out)
    print(
        f"translated {len(out)} sentences in {time.perf_counter() - started:.1f} s: {chunks} chunk(s) in "
        f"{tasks} task(s) on the {executor.kind} executor ({done_before} task(s) finished before, resumed); "
        f"job folder {folder}",
        file=sys.stderr,
    )
    return len(out)
