"""Which datatrove executor runs a corpus job: local (default), Slurm or Ray, chosen by configuration.

A configuration is a mapping (YAML file, builder options) with these keys:

``kind``
    ``local`` (default): datatrove's ``LocalPipelineExecutor`` — ``tasks`` shards run by ``workers``
    processes on this machine (``workers: 1`` runs them one after another in this process, with no
    helper process: :class:`fairwrite.corpus.quiet.LocalExecutor`).
    ``slurm``: ``SlurmPipelineExecutor`` — one Slurm array job of ``tasks`` tasks; needs ``partition`` and
    ``time`` in ``options`` (plus e.g. ``cpus_per_task``, ``mem_per_cpu_gb``, ``venv_path``, ``sbatch_args``).
    ``ray``: ``RayPipelineExecutor`` on the Ray cluster ``ray.init()`` connects to (``options`` e.g.
    ``cpus_per_task``, ``mem_per_cpu_gb``); the ``logging_dir`` must be on a shared file system.
``tasks``
    number of shards; keep it unchanged between a run and its restart (completion markers are per rank).
``workers``
    how many tasks run at once (``-1``: all).
``options``
    any other keyword of the chosen datatrove executor, passed through unchanged.
``quiet``
    local executor: no datatrove log on stderr (nor in the task log files); the stats and completion
    markers are written all the same. Dataset builders run their jobs quietly.

Examples ship in ``configs/corpus/`` (``local.yaml``, ``slurm.yaml``, ``ray.yaml``); for instance::

    kind: slurm
    tasks: 512
    workers: 64
    options: {partition: cpu, time: "04:00:00", cpus_per_task: 2, venv_path: .venv/bin/activate}

Every executor resumes: finished tasks leave ``<logging_dir>/completions/<rank>`` and a relaunch runs
only the others.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from fairwrite.errors import FairwriteError
from fairwrite.extras import require

EXECUTORS = ("local", "slurm", "ray")


@dataclass
class ExecutorConfig:
    """How a corpus job runs; see the module docstring."""

    kind: str = "local"
    tasks: int = field(default_factory=lambda: os.cpu_count() or 1)
    workers: int = -1
    options: dict[str, Any] = field(default_factory=dict)
    quiet: bool = False

    def __post_init__(self) -> None:
        if self.kind not in EXECUTORS:
            raise FairwriteError(f"executor kind must be one of {', '.join(EXECUTORS)}, not {self.kind!r}")
        if self.tasks < 1:
            raise FairwriteError("an executor needs at least one task")

    @classmethod
    def from_value(cls, value: ExecutorConfig | Mapping[str, Any] | str | Path | None) -> ExecutorConfig:
        """Accept a config, a mapping, a YAML file path, a kind name, or ``None`` (defaults)."""
        if value is None:
            return cls()
        if isinstance(value, cls):
            return value
        if isinstance(value, (str, Path)) and str(value) in EXECUTORS:
            return cls(kind=str(value))
        if isinstance(value, (str, Path)):
            # heavy (PyYAML): imported on first use
            import yaml

            path = Path(value)
            if not path.is_file():
                raise FairwriteError(f"executor configuration {path}: no such file")
            value = yaml.safe_load(path.read_text()) or {}
        if not isinstance(value, Mapping):
            raise FairwriteError("an executor configuration must be a mapping")
        known = {f.name for f in fields(cls)}
        unknown = set(value) - known
        if unknown:
            raise FairwriteError(
                f"unknown executor setting(s) {', '.join(sorted(unknown))}; known: {', '.join(sorted(known))}"
            )
        return cls(**value)


def make_executor(pipeline: Sequence[Any], config: ExecutorConfig, *, logging_dir: str | Path) -> Any:
    """The datatrove executor of ``config`` for ``pipeline``, logging (and marking completions) in ``logging_dir``
    (an ``options`` entry ``depends``, another executor of the same kind, chains the two jobs)."""
    common = {"tasks": config.tasks, "workers": config.workers, "logging_dir": str(logging_dir)}
    options = dict(config.options)
    if config.kind == "local":
        # heavy (datatrove): imported on first use
        from fairwrite.corpus.quiet import LocalExecutor, QuietLocalPipelineExecutor

        local = QuietLocalPipelineExecutor if config.quiet else LocalExecutor
        return local(list(pipeline), **common, **options)
    if config.kind == "slurm":
        # heavy (datatrove): imported on first use
        from datatrove.executor import SlurmPipelineExecutor

        missing = [k for k in ("partition", "time") if k not in options]
        if missing:
            raise FairwriteError(f"the slurm executor needs {' and '.join(missing)} in its options")
        return SlurmPipelineExecutor(list(pipeline), **common, **options)
    require("ray", "--executor ray", "ray")
    # heavy (datatrove): imported on first use
    from datatrove.executor import RayPipelineExecutor

    return RayPipelineExecutor(list(pipeline), **common, **options)

