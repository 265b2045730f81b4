"""Progress bars for long-running hub commands (benchmark runs, the demo), on stderr via rich."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TypeVar

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    SpinnerColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

T = TypeVar("T")

console = Console(stderr=True, highlight=False)


def make_progress(*, transient: bool = False) -> Progress:
    """A rich progress display with counts, elapsed and remaining time."""
    return Progress(
        SpinnerColumn(),
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=transient,
    )


def track(
    items: Iterable[T],
    *,
    total: int | None,
    description: str,
    enabled: bool = True,
    progress: Progress | None = None,
) -> Iterator[T]:
    """Yield ``items`` while advancing a bar (on ``progress`` when given, else a bar of its own)."""
    if not enabled:
        yield from items
        return
    if progress is not None:
        task_id = progress.add_task(description, total=total)
        for item in items:
            yield item
            progress.advance(task_id)
        progress.update(task_id, completed=total if total is not None else None)
        return
    with make_progress() as own:
        task_id = own.add_task(description, total=total)
        for item in items:
            yield item
            own.advance(task_id)
