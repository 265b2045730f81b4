"""Run a rewriter over a line stream with progress on stderr, and stop cleanly on a signal.

This is the route of ``fairwrite rewrite`` / ``augment`` that reads stdin or writes stdout: lines are
pulled lazily and each output line is written as it comes (a pipe sees it at once). A file written this
way (stdin into ``-o FILE``) is written atomically: it appears only once every line is there. A run from a
file into a file is a resumable job instead (:mod:`fairwrite.corpus.rewrite_job`).

SIGINT and SIGTERM end the run with :class:`~fairwrite.errors.Interrupted` (exit status 130/143) saying
how many lines were done; a closed stdout pipe ends it with 141. Nothing is created before the input
opens, so a mistyped ``-i`` leaves nothing behind.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from fairwrite.errors import FairwriteError, Interrupted
from fairwrite.signals import EXIT_CODES, Terminated, sigterm_raises, silence_stdout, stop_name
from fairwrite.text.io import PathLike, iter_lines, open_input, open_output
from fairwrite.text.progress import progress_bar, wanted

Rewrite = Callable[[Iterable[str]], Iterable[str]]
STDIO = (None, "-")


def count_lines(path: PathLike | None) -> int | None:
    """Lines of a plain file, counted in binary blocks (``None`` for stdin and compressed files)."""
    if path in STDIO or str(path).endswith(".gz"):
        return None
    count = 0
    last = b"\n"
    with Path(path).open("rb") as handle:  # type: ignore[arg-type]
        while block := handle.read(1 << 20):
            count += block.count(b"\n")
            last = block[-1:]
    return count + (last != b"\n")


def aligned(lines: Iterable[str], start: int = 1) -> Iterator[str]:
    """Output segments as file lines, refusing one that holds a newline (output stays line-aligned);
    ``start``: the first segment's number in the whole output, for the error."""
    for number, line in enumerate(lines, start=start):
        if "\n" in line:
            raise FairwriteError(f"output segment {number} contains a newline; output must stay line-aligned")
        yield line + "\n"


def stream_file(
    rewrite: Rewrite,
    source: PathLike | None,
    target: PathLike | None,
    *,
    progress: bool | None = None,
    description: str = "rewriting",
    max_bytes: int | None = None,
) -> int:
    """Write ``rewrite(lines of source)`` to ``target`` (``-``/``None``: stdout) line by line; return the
    lines written. ``max_bytes`` bounds a segment (see :func:`fairwrite.text.io.max_segment_bytes`)."""
    stream = open_input(source)  # first: a mistyped input creates nothing
    lines = iter_lines(source, max_bytes=max_bytes, stream=stream)
    show = wanted(progress)
    total = count_lines(source) if show else None  # one more read of the input, only for a bar
    written = 0
    with contextlib.closing(lines):
        try:
            with sigterm_raises(), open_output(target) as out, progress_bar(
                description, total=total, enabled=show
            ) as bar:
                for written, line in enumerate(aligned(rewrite(lines)), start=1):
                    out.write(line)
                    if written % 64 == 0:
                        bar.update(completed=written)
        except (KeyboardInterrupt, Terminated) as stop:
            name = stop_name(stop)
            raise Interrupted(_stopped(f"interrupted ({name})", written, source, target), EXIT_CODES[name]) from None
        except BrokenPipeError:
            silence_stdout()
            raise Interrupted(_stopped("output pipe closed", written, source, target), EXIT_CODES["SIGPIPE"]) from None
    return written


def _stopped(why: str, written: int, source: PathLike | None, target: PathLike | None) -> str:
    """The one line after a stop: how far the run got and how to get a resumable run."""
    total = count_lines(source)
    of = f" of {total:,}" if total is not None else ""
    kept = "the output is incomplete" if target in STDIO else f"{target} was not written"
    return f"{why} after {written:,}{of} lines: {kept} (a run from a file into a file, -i FILE -o FILE, resumes)"


__all__ = ["STDIO", "aligned", "count_lines", "stream_file"]
