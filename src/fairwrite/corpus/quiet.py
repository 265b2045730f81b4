"""datatrove's local executor without its log (:class:`fairwrite.corpus.executors.ExecutorConfig` ``quiet``):
a dataset builder's corpus job is one step of a command whose output and errors are its own."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from datatrove.executor import LocalPipelineExecutor
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


class QuietLocalPipelineExecutor(LocalPipelineExecutor):
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
