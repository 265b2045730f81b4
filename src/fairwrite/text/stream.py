"""Run a rewriter over a file with progress on stderr, and resume a run that was killed.

``fairwrite rewrite`` and ``augment`` may run for hours on a corpus (a trained model on a CPU). Output
goes to ``.NAME.partial`` beside the target as it is produced and becomes the target only once every
line is written, so an interrupted run never leaves a target that looks complete. With ``resume``, a
later run keeps the complete lines of the partial file, skips as many input lines and appends the rest:
the result is the file an uninterrupted run writes (each input line gives exactly one output line).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from fairwrite.errors import FairwriteError
from fairwrite.text.io import PathLike, iter_lines, open_output

Rewrite = Callable[[Iterable[str]], Iterable[str]]
_STDIO = (None, "-")


def partial_path(target: PathLike) -> Path:
    """Where the output of a run that has not finished yet lives."""
    target = Path(target)
    return target.with_name(f".{target.name}.partial")


def count_lines(path: PathLike) -> int | None:
    """Lines of a plain file, counted in binary blocks (``None`` for stdin and compressed files)."""
    if path in _STDIO or str(path).endswith(".gz"):
        return None
    count = 0
    last = b"\n"
    with Path(path).open("rb") as handle:
        while block := handle.read(1 << 20):
            count += block.count(b"\n")
            last = block[-1:]
    return count + (last != b"\n")


def _keep_complete_lines(path: Path) -> int:
    """Cut an unfinished last line off ``path`` (a run killed mid-write); return the complete lines."""
    data = path.read_bytes()
    complete = data[: data.rfind(b"\n") + 1]
    if len(complete) != len(data):
        with path.open("r+b") as handle:
            handle.truncate(len(complete))
    return complete.count(b"\n")


def _checked(lines: Iterable[str], offset: int) -> Iterator[str]:
    for number, line in enumerate(lines, start=offset + 1):
        if "\n" in line:
            raise FairwriteError(f"output segment {number} contains a newline; output must stay line-aligned")
        yield line + "\n"


def _progress(total: int | None, done: int, description: str):
    """A rich progress bar on stderr."""
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TaskProgressColumn,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    bar = Progress(
        TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TaskProgressColumn(show_speed=True),
        TimeElapsedColumn(), TimeRemainingColumn(), console=Console(stderr=True), transient=True,
    )  # fmt: skip
    bar.add_task(description, total=total, completed=done)
    return bar


def rewrite_file(
    rewrite: Rewrite,
    source: PathLike | None,
    target: PathLike | None,
    *,
    resume: bool = False,
    progress: bool | None = None,
    description: str = "rewriting",
) -> int:
    """Write ``rewrite(lines of source)`` to ``target`` line by line; return the lines written in all.

    ``target`` ``-``/``None`` is stdout (no partial file, no resume). A partial file left by an
    interrupted run is an error unless ``resume`` is set, so no finished work is overwritten by mistake.
    """
    with contextlib.ExitStack() as stack:
        if target in _STDIO:
            if resume:
                raise FairwriteError("--resume needs an output file (-o FILE): stdout cannot be resumed")
            out, done = stack.enter_context(open_output(None)), 0
        else:
            partial = partial_path(target)
            if partial.exists() and not resume:
                raise FairwriteError(
                    f"{partial} holds the output of an interrupted run: pass --resume to continue it, or delete it"
                )
            partial.parent.mkdir(parents=True, exist_ok=True)
            done = _keep_complete_lines(partial) if partial.exists() else 0
            out = stack.enter_context(partial.open("a", encoding="utf-8", newline="\n"))
        if progress is None:  # a bar when stderr is a terminal
            progress = sys.stderr.isatty() and not os.environ.get("FAIRWRITE_NO_PROGRESS")
        # the input is counted (one more read) only for a bar or to check a resumed partial file
        total = count_lines(source) if progress or done else None
        if total is not None and done > total:
            raise FairwriteError(f"{partial_path(target)} has {done} lines, more than {source} ({total}): another input's")
        bar = _progress(total, done, description) if progress else None
        if bar is not None:
            stack.enter_context(bar)
        pending = itertools.islice(iter_lines(source), done, None)  # what the interrupted run had not written
        written = done
        for written, line in enumerate(_checked(rewrite(pending), done), start=done + 1):
            out.write(line)
            if bar is not None and written % 64 == 0:
                bar.update(bar.task_ids[0], completed=written)
    if target not in _STDIO:
        partial_path(target).replace(target)
    return written


__all__ = ["count_lines", "partial_path", "rewrite_file"]
