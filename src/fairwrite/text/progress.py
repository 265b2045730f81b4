"""The one progress display of fairwrite: rich bars on stderr, shown only where someone watches.

Every long loop (rewriting a file, benchmark runs, training, chunked translation) reports through
:func:`progress_bar` or :func:`track`, so bars look alike, go to stderr (stdout stays the data), and
disappear when stderr is not a terminal or ``$FAIRWRITE_NO_PROGRESS`` is set.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TaskID,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

T = TypeVar("T")

#: The stderr console every status line and bar is printed on.
console = Console(stderr=True, highlight=False)


def wanted(enabled: bool | None = None) -> bool:
    """Whether to show a bar: ``enabled`` when given, else when stderr is a terminal (and not turned off)."""
    if enabled is not None:
        return enabled
    return sys.stderr.isatty() and not os.environ.get("FAIRWRITE_NO_PROGRESS")


def make_progress(*, transient: bool = False, enabled: bool | None = None) -> Progress:
    """A display for one or more bars: description, bar, count, rate, elapsed, remaining, extra ``info``;
    drawn only where :func:`wanted` says (never on a stderr that is a file or a pipe)."""
    return Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(show_speed=True),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        TextColumn("{task.fields[info]}"),
        console=console,
        transient=transient,
        disable=not wanted(enabled),
    )


class Bar:
    """One bar (a task of a :class:`~rich.progress.Progress`), or nothing at all when disabled."""

    def __init__(self, progress: Progress | None, task: TaskID | None, *, own: bool) -> None:
        self.progress, self.task, self._own = progress, task, own

    def advance(self, amount: float = 1, **fields: Any) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, advance=amount, **fields)

    def update(self, completed: float | None = None, **fields: Any) -> None:
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, completed=completed, **fields)

    def close(self) -> None:
        if self._own and self.progress is not None:
            self.progress.stop()
            self._own = False

    def __enter__(self) -> Bar:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def progress_bar(
    description: str,
    *,
    total: float | None = None,
    completed: float = 0,
    enabled: bool | None = None,
    transient: bool = True,
    progress: Progress | None = None,
) -> Bar:
    """A started bar (use it as a context manager, or call ``close()``), on ``progress`` when given.

    Extra columns take ``info=…`` in :meth:`Bar.advance`/:meth:`Bar.update` (loss, scores).
    """
    if not wanted(enabled):
        return Bar(None, None, own=False)
    own = progress is None
    display = make_progress(transient=transient) if progress is None else progress
    task = display.add_task(description, total=total, completed=completed, info="")
    if own:
        display.start()
    return Bar(display, task, own=own)


def track(
    items: Iterable[T],
    *,
    total: int | None,
    description: str,
    enabled: bool | None = True,
    progress: Progress | None = None,
) -> Iterator[T]:
    """Yield ``items`` while advancing a bar (on ``progress`` when given, else a bar of its own)."""
    with progress_bar(description, total=total, enabled=enabled, transient=False, progress=progress) as bar:
        for item in items:
            yield item
            bar.advance()
        if total is not None:
            bar.update(completed=total)


__all__ = ["Bar", "console", "make_progress", "progress_bar", "track", "wanted"]
