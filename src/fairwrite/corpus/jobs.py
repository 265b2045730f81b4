"""How a long job runs on datatrove, kept apart from what it computes: executor settings, the work folder,
and the stages run (or resumed) on the local, Ray or Slurm executor — the one resume mechanism of every
long job (a corpus build, :mod:`fairwrite.datasets.builder`; a standalone translation,
:mod:`fairwrite.augment.translate`).

:class:`JobSettings` is the executor's config (``--executor``, ``--tasks``, ``--workers``,
``--work-dir``, ``--no-wait``). :func:`run_stages` runs a job's dependent datatrove stages in its work
folder: one after another here (local, Ray: on the cluster ``ray.init()`` connects to), or as Slurm jobs
chained with datatrove's ``depends=``, which the command waits for with progress or, with ``--no-wait``,
leaves running (job ids printed; the same command run again collects the result). A second run while the
Slurm jobs of the same work folder run is refused. Every stage resumes from datatrove's completion
markers: a killed job run again redoes only the unfinished tasks.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fairwrite.corpus.executors import ExecutorConfig, make_executor
from fairwrite.corpus.quiet import silent
from fairwrite.errors import FairwriteError
from fairwrite.extras import require
from fairwrite.text.inputs import is_url

#: Input bytes per task at least, when the number of tasks is left to the builder (about 10,000 sentences).
TASK_BYTES = 1_000_000
#: Seconds between two looks at a Slurm job's completion markers.
SLURM_POLL = 10.0


@dataclass
class JobSettings:
    """How the job runs (the executor's config; never part of what a worker computes)."""

    #: corpus-job executor: local, slurm, ray or a YAML file (fairwrite.corpus.executors)
    executor: str | None = None
    #: corpus-job shards (0 = one per CPU, at most one per MB of input); keep it when resuming a build
    tasks: int = 0
    workers: int = -1  # corpus-job tasks running at once (-1 = the executor's setting: all)
    #: work folder of the corpus job, kept for resuming and reuse (default: .<output name>.work next to the output)
    work_dir: str | None = None
    verbose: bool = False  # print the corpus job's datatrove log on stderr (local executor)
    #: Slurm: wait for the job and write the dataset (off: print the job ids and return; run again to collect)
    wait: bool = True

    def work_folder(self, output: str | Path) -> Path:
        """Where the job's shards and logs live: ``--work-dir``, else ``.<output name>.work`` beside ``output``."""
        output = Path(output).resolve()
        return Path(self.work_dir).resolve() if self.work_dir else output.parent / f".{output.name}.work"

    def executor_config(self, files: Sequence[str | Path] = ()) -> ExecutorConfig:
        """The executor of ``--executor``, with ``--tasks`` and ``--workers`` where given; quiet unless
        ``--verbose``. Without either, one task per CPU, but no more than one per :data:`TASK_BYTES` of
        ``files``: a small corpus is not worth starting worker processes for."""
        config = ExecutorConfig.from_value(self.executor)
        if self.tasks < 0:
            raise FairwriteError(f"--tasks must be 0 (one per CPU) or more, not {self.tasks}")
        if self.tasks:
            config.tasks = self.tasks
        elif self.executor is None:
            size = sum(Path(f).stat().st_size for f in files if not is_url(f))
            config.tasks = max(1, min(config.tasks, math.ceil(size / TASK_BYTES)))
        if self.workers != -1:
            config.workers = self.workers
        config.quiet = config.quiet or not self.verbose
        return config

    def job_folder(self, output: str | Path, prefix: str, files: Sequence[str], options: Any, tasks: int) -> Path:
        """``<work folder>/<prefix>-<key>``: the key hashes the inputs (with their sizes and times: an edited
        input is a new job), the options and the tasks, so the same build run again resumes its job."""
        stamped = [(f, *((Path(f).stat().st_size, Path(f).stat().st_mtime_ns) if not is_url(f) else ())) for f in files]
        described = json.dumps([stamped, options, tasks], sort_keys=True, default=repr)
        return self.work_folder(output) / f"{prefix}-{hashlib.sha1(described.encode()).hexdigest()[:12]}"


def refuse_distributed_launch() -> None:
    """A job's tasks run on its executor: launched N times (``torchrun``, ``accelerate launch``), every
    process would run every task. One error line instead, read from the launcher's environment (no torch)."""
    if int(os.environ.get("WORLD_SIZE", "1") or 1) > 1:
        raise FairwriteError(
            "this command runs its tasks on its executor (--tasks, --workers, --executor local|slurm|ray): "
            "run it once, not under torchrun or accelerate launch"
        )


# --- the stages ------------------------------------------------------------------------------------------


def finished_ranks(logs: str | Path) -> set[int]:
    """Ranks of the stage logging in ``logs`` that left datatrove's completion marker (none before it ran):
    the one place that reads the markers."""
    completions = Path(logs) / "completions"
    return {int(p.name) for p in completions.iterdir()} if completions.is_dir() else set()


def unfinished_ranks(logs: str | Path) -> list[int]:
    """Ranks of the job logging in ``logs`` that have not left a completion marker."""
    logs = Path(logs)
    executor = logs / "executor.json"
    if not executor.exists():
        raise FairwriteError(f"{logs.parent} holds no corpus job (no {logs.name}/executor.json)")
    world_size = json.loads(executor.read_text())["world_size"]
    done = finished_ranks(logs)
    return [r for r in range(world_size) if r not in done]


def job_counters(output: str | Path, *, logs: bool = False) -> dict[str, int]:
    """Documents (``skipped: <reason>``: malformed records), sentences (``too_long`` of them left out),
    labels, filter drops and a builder's own ``count: <name>`` counters of a corpus job, summed over its
    finished tasks (``output`` is the job's folder, or its logging folder with ``logs``)."""
    counters: dict[str, int] = {}
    for stats_file in sorted((Path(output) / ("" if logs else "logs") / "stats").glob("*.json")):
        for step in json.loads(stats_file.read_text()):
            for key, value in step.get("stats", {}).items():
                if key in ("documents", "sentences", "too_long", "prefiltered") or key.startswith(
                    ("label_", "dropped_", "skipped: ", "count: ")
                ):
                    total = value.get("total", 0) if isinstance(value, dict) else value
                    counters[key] = counters.get(key, 0) + int(total)
    return counters


def stage_counters(folder: Path, names: Sequence[str]) -> dict[str, int]:
    """The counters of every stage's finished tasks, summed."""
    counters: dict[str, int] = {}
    for name in names:
        for key, value in job_counters(folder / "logs" / name, logs=True).items():
            counters[key] = counters.get(key, 0) + value
    return counters


def run_stages(
    stages: Sequence[tuple[str, list[Any], int]], executor: ExecutorConfig, folder: Path, settings: JobSettings
) -> dict[str, int] | None:
    """Run (or resume) ``stages`` — ``(name, steps, tasks)``, tasks ``-1`` for the executor's — in
    ``folder``; their summed counters, or ``None`` when Slurm jobs were left running (``--no-wait``)."""
    refuse_distributed_launch()
    folder.mkdir(parents=True, exist_ok=True)
    names = [name for name, _, _ in stages]
    configs = [_stage_config(executor, tasks) for _, _, tasks in stages]
    if executor.kind == "slurm":
        return _run_slurm(stages, configs, folder, settings)
    if executor.kind == "ray":
        _connect_ray(quiet=executor.quiet)
    # the local executor silences itself in its workers; on Ray the driver's datatrove log is silenced here
    hush = silent if executor.kind == "ray" and executor.quiet else nullcontext
    for (name, steps, _), config in zip(stages, configs, strict=True):
        logs = folder / "logs" / name
        with hush():
            make_executor(steps, config, logging_dir=logs).run()
        missing = unfinished_ranks(logs)
        if missing:
            raise FairwriteError(
                f"stage {name} of the corpus job in {folder} left tasks {missing} unfinished (see {logs}); "
                "run the build again to resume"
            )
    return stage_counters(folder, names)


def _stage_config(executor: ExecutorConfig, tasks: int) -> ExecutorConfig:
    tasks = executor.tasks if tasks < 0 else tasks
    workers = executor.workers if executor.workers == -1 else min(executor.workers, tasks)
    return replace(executor, tasks=tasks, workers=workers, options=dict(executor.options))


def _connect_ray(quiet: bool = True) -> None:
    """Join the Ray cluster ``ray.init()`` finds (``RAY_ADDRESS``, or one ``ray start`` runs here), else a
    local one; once per process. ``quiet``: Ray's own start-up log stays out of the command's output."""
    require("ray", "--executor ray", "ray")  # one line naming the extra, before Ray's import fails
    # heavy (ray): imported on first use
    import ray

    if not ray.is_initialized():
        ray.init(log_to_driver=False, ignore_reinit_error=True, logging_level=logging.ERROR if quiet else logging.INFO)


# --- Slurm -----------------------------------------------------------------------------------------------


def _slurm_active(job_ids: Sequence[str]) -> list[str]:
    """The jobs of ``job_ids`` Slurm still has (pending or running)."""
    ids = [str(j) for j in job_ids if j not in (None, -1, "-1")]
    if not ids or shutil.which("squeue") is None:
        return []
    done = subprocess.run(["squeue", "-h", "-o", "%F", "-j", ",".join(ids)], capture_output=True, text=True)
    active = {line.split("_")[0].strip() for line in done.stdout.splitlines() if line.strip()}
    return [j for j in ids if j in active]


def _progress(folder: Path, stages: Sequence[tuple[str, list[Any], int]], configs: Sequence[ExecutorConfig]) -> str:
    parts = []
    for (name, _, _), config in zip(stages, configs, strict=True):
        parts.append(f"{name} {len(finished_ranks(folder / 'logs' / name))}/{config.tasks}")
    return ", ".join(parts)


def _run_slurm(
    stages: Sequence[tuple[str, list[Any], int]], configs: Sequence[ExecutorConfig], folder: Path, settings: JobSettings
) -> dict[str, int] | None:
    names = [name for name, _, _ in stages]
    record = folder / "slurm.json"
    launched = json.loads(record.read_text())["jobs"] if record.is_file() else []
    active = _slurm_active(launched)
    if active and not settings.wait:
        raise FairwriteError(
            f"the corpus job in {folder} is still running as Slurm job(s) {', '.join(active)}: run the build "
            "again once they are done (or drop --no-wait to wait for them)"
        )
    if active:
        raise FairwriteError(
            f"the corpus job in {folder} is already running as Slurm job(s) {', '.join(active)}; a second build "
            f"would launch its tasks twice: wait for it, or `scancel {' '.join(active)}` first"
        )
    if any(unfinished_ranks_or_all(folder / "logs" / name, config.tasks) for name, config in zip(names, configs, strict=True)):
        executors: list[Any] = []
        for (name, steps, _), config in zip(stages, configs, strict=True):
            depends = {"depends": executors[-1]} if executors else {}
            job_name = f"{config.options.get('job_name', 'fairwrite')}-{name}"
            config = replace(config, options={**config.options, "job_name": job_name, **depends})
            executors.append(make_executor(steps, config, logging_dir=folder / "logs" / name))
        with nullcontext() if settings.verbose else silent():
            executors[-1].run()  # launches the chain, each stage after the one before (afterok)
        launched = [str(e.job_id) for e in executors if e.job_id not in (None, -1)]
        record.write_text(json.dumps({"jobs": launched}) + "\n")
        if not settings.wait:
            print(
                f"corpus job launched as Slurm job(s) {', '.join(launched)} (stages {', '.join(names)}); "
                "run the same `fairwrite build` command again once they are done to write the dataset "
                f"(progress: squeue -j {','.join(launched)})",
                file=sys.stderr,
            )
            return None
    last = ""
    while True:
        missing = {n: unfinished_ranks_or_all(folder / "logs" / n, c.tasks) for n, c in zip(names, configs, strict=True)}
        line = _progress(folder, stages, configs)
        if line != last:
            print(f"corpus job: {line}", file=sys.stderr, flush=True)
            last = line
        if not any(missing.values()):
            break
        if not _slurm_active(launched):
            stage = next(n for n in names if missing[n])
            raise FairwriteError(
                f"the Slurm jobs of {folder} ended with stage {stage} unfinished (tasks {missing[stage]}; see "
                f"{folder / 'logs' / stage / 'slurm_logs'}); run the build again to resume"
            )
        time.sleep(SLURM_POLL)
    return stage_counters(folder, names)


def unfinished_ranks_or_all(logs: Path, tasks: int) -> list[int]:
    """:func:`unfinished_ranks`, or every rank of a stage that has not started."""
    try:
        return unfinished_ranks(logs)
    except FairwriteError:
        return list(range(tasks))
