"""Line-aligned UTF-8 I/O with errors that name the file and line.

Every fairwrite tool reads one segment per line and writes output line-aligned with its input;
``-`` (or ``None``) means stdin/stdout. Bad input never passes silently: invalid UTF-8 is reported
with its file and line number, and files that should be parallel must have equal line counts.
"""

from __future__ import annotations

import contextlib
import gzip
import io
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import IO

from fairwrite.errors import FairwriteError

PathLike = str | os.PathLike[str]


def _display(path: PathLike | None) -> str:
    return "<stdin>" if path in (None, "-") else str(path)


def _open_binary(path: PathLike | None) -> IO[bytes]:
    if path in (None, "-"):
        return sys.stdin.buffer
    p = Path(path)  # type: ignore[arg-type]
    if not p.exists():
        raise FairwriteError(f"{p}: no such file")
    if p.is_dir():
        raise FairwriteError(f"{p}: is a directory, expected a file")
    if p.suffix == ".gz":
        return gzip.open(p, "rb")
    return p.open("rb")


def iter_lines(path: PathLike | None) -> Iterator[str]:
    """Yield the lines of a UTF-8 file (or stdin) without their line ending.

    A UTF-8 byte-order mark on the first line is dropped; ``\\r\\n`` endings are accepted.
    """
    stream = _open_binary(path)
    try:
        for number, raw in enumerate(stream, start=1):
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError as err:
                raise FairwriteError(
                    f"{_display(path)}:{number}: invalid UTF-8 (byte {err.start + 1} of the line); "
                    "convert the file to UTF-8 first"
                ) from None
            if number == 1 and line.startswith("\ufeff"):
                line = line[1:]
            yield line.rstrip("\n").rstrip("\r")
    finally:
        if stream is not sys.stdin.buffer:
            stream.close()


def read_lines(path: PathLike | None) -> list[str]:
    """All lines of a UTF-8 file (or stdin), see :func:`iter_lines`."""
    return list(iter_lines(path))


def read_parallel(*paths: PathLike) -> list[list[str]]:
    """Read several line-aligned files and check that they have the same number of lines."""
    columns = [read_lines(p) for p in paths]
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{p} has {len(c)}" for p, c in zip(paths, columns, strict=True))
        raise FairwriteError(f"files are not line-aligned: {detail} lines")
    return columns


@contextlib.contextmanager
def open_output(path: PathLike | None) -> Iterator[IO[str]]:
    """A text stream for ``path`` (stdout for ``-``/``None``), written atomically for files."""
    if path in (None, "-"):
        stream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", newline="\n", write_through=True)
        try:
            yield stream
        finally:
            stream.flush()
            stream.detach()
        return
    target = Path(path)  # type: ignore[arg-type]
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp")
    with tmp.open("w", encoding="utf-8", newline="\n") as stream:
        yield stream
    tmp.replace(target)


def write_lines(path: PathLike | None, lines: Iterable[str]) -> int:
    """Write one segment per line; a segment containing a newline would break alignment and is refused."""
    count = 0
    with open_output(path) as stream:
        for count, line in enumerate(lines, start=1):
            if "\n" in line:
                raise FairwriteError(
                    f"output segment {count} contains a newline; output must stay line-aligned"
                )
            stream.write(line + "\n")
    return count


def check_aligned(names: Sequence[str], columns: Sequence[Sequence[object]]) -> None:
    """Raise when in-memory columns that must be parallel differ in length."""
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{n}: {len(c)}" for n, c in zip(names, columns, strict=True))
        raise FairwriteError(f"inputs are not aligned ({detail})")
