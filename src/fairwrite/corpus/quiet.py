"""datatrove's local executor as fairwrite runs it: one worker runs its tasks in this process, without
datatrove's Manager process, and a quiet one (:class:`fairwrite.corpus.executors.ExecutorConfig`
``quiet``) writes no log: a corpus job is one step of a command whose output and errors are its own."""

from __future__ import annotations

import queue
from collections.abc import Iterator
from contextlib import contextmanager
from copy import deepcopy
from typing import Any

from datatrove.executor import LocalPipelineExecutor
from datatrove.utils.stats import PipelineStats
from loguru import logger

_depth = 0  # nested silent blocks (run → _launch_run_for_rank in one process): the outermost re-enables


@contextmanager
def silent() -> Iterator[None]:
    global _depth
    logger.disable("datatrove")
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1
        if not _depth:
            logger.enable("datatrove")


class LocalExecutor(LocalPipelineExecutor):
    """``LocalPipelineExecutor`` whose single worker (``workers=1``) runs the tasks one after another in this
    process as datatrove's does, but without starting a ``multiprocess`` Manager: a command killed with
    SIGKILL would leave that process behind, still holding what the command had open (the lock of the file
    it writes: the next run would be refused), and starting it costs every short job time."""

    def run(self) -> Any:
        if self.workers != 1 or self.depends:
            return super().run()
        self._launched = True
        ranks = self.get_incomplete_ranks(range(self.local_rank_offset, self.local_rank_offset + self.local_tasks))
        if not ranks:
            return None
        self.save_executor_as_json()
        free: queue.SimpleQueue[int] = queue.SimpleQueue()  # the one local rank, as the Manager's queue holds it
        free.put(0)
        pipeline, stats = self.pipeline, []
        for rank in ranks:
            self.pipeline = deepcopy(pipeline)
            stats.append(self._launch_run_for_rank(rank, free))
        self.pipeline = pipeline
        merged = sum(stats, start=PipelineStats())
        with self.logging_dir.open("stats.json", "wt") as file:
            merged.save_to_disk(file)
        return merged


class QuietLocalPipelineExecutor(LocalExecutor):
    """``LocalPipelineExecutor`` whose log reaches neither stderr nor the task log files, in this process
    (``run``) or in its workers (``_launch_run_for_rank``); stats and completion markers are written as
    always, and a failed task's exception still reaches the caller.

    The methods are plain ones of this importable class on purpose: the workers get them by reference
    (a wrapper function would travel by value, with a copy of loguru's logger that silences nothing)."""

    def run(self) -> Any:
        with silent():
            return super().run()

    def _launch_run_for_rank(self, *args: Any, **kwargs: Any) -> Any:
        with silent():
            return super()._launch_run_for_rank(*args, **kwargs)
