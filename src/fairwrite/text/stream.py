"""Run a rewriter over a file with progress on stderr, stop cleanly on a signal, resume a stopped run.

``fairwrite rewrite`` and ``augment`` may run for hours on a corpus (a trained model on a CPU). Output
goes to ``.NAME.partial`` beside the target as it is produced and becomes the target only once every
line is written, so an interrupted run never leaves a target that looks complete. Beside it:

- ``.NAME.lock`` holds the writer's pid: one run per target, a second one (``--resume`` or not) is
  refused while the first lives; the lock of a dead run is taken over.
- ``.NAME.partial.json`` records how many lines are done and the SHA-256 of the input lines they came
  from. It is saved before the partial file is made, and output lines reach the partial file only
  together with the record that covers them (:class:`_Committer`), so after any stop, kill -9 included,
  every partial file is resumable and its record vouches for every line it holds; ``resume`` continues
  only the same input (not merely one of the same length) and keeps
  exactly the recorded lines of the partial file, then appends the rest: the result is the file an
  uninterrupted run writes (each input line gives exactly one output line). The lines of a file are one
  document to the rewriter (engines may read up to :data:`~fairwrite.schema.CONTEXT_SEGMENTS` previous
  lines as context), so a resumed run hands the rewriter the last lines already done first, as context,
  and drops their outputs: the rest is rewritten exactly as in one uninterrupted run.

SIGINT and SIGTERM end the run with :class:`~fairwrite.errors.Interrupted` (exit status 130/143) saying
how many lines were done and how to finish; a closed stdout pipe ends it with 141. Nothing is created
before the input opens, so a mistyped ``-i`` leaves nothing behind.
"""

from __future__ import annotations

import collections
import contextlib
import hashlib
import itertools
import json
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO

from fairwrite.errors import FairwriteError, Interrupted
from fairwrite.schema import CONTEXT_SEGMENTS
from fairwrite.signals import Terminated, sigterm_raises, silence_stdout
from fairwrite.text.io import (
    PathLike,
    atomic_write_text,
    iter_lines,
    open_input,
    open_output,
    output_file,
    replace_file,
    writer_lock,
)
from fairwrite.text.progress import progress_bar, wanted

Rewrite = Callable[[Iterable[str]], Iterable[str]]
_STDIO = (None, "-")
_RECORD_EVERY = 0.5  # seconds between updates of the resume record
_COMMIT_LINES = 256  # output lines held when the rewriter asks for input: written with their record then


def partial_path(target: PathLike) -> Path:
    """Where the output of a run that has not finished yet lives."""
    target = Path(target)
    return target.with_name(f".{target.name}.partial")


def record_path(target: PathLike) -> Path:
    """The resume record beside the partial file: lines done and the hash of the input they came from."""
    target = Path(target)
    return target.with_name(f".{target.name}.partial.json")


def lock_path(target: PathLike) -> Path:
    """The lock file of the run writing ``target``."""
    target = Path(target)
    return target.with_name(f".{target.name}.lock")


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


def _keep_lines(path: Path, lines: int) -> None:
    """Cut ``path`` after its first ``lines`` lines (what the record vouches for); refuse if it has fewer."""
    found = offset = 0
    with path.open("r+b") as handle:
        while found < lines and (block := handle.read(1 << 20)):
            start = 0
            while found < lines and (at := block.find(b"\n", start)) >= 0:
                found, start = found + 1, at + 1
            offset += start if found == lines else len(block)
        if found < lines:
            raise FairwriteError(
                f"{path} holds {found} complete lines but its record says {lines}: it was changed by hand; "
                "delete it (and its .json record) and run again"
            )
        handle.truncate(offset)


class _Record:
    """The resume record: lines done and the running SHA-256 of the input lines they came from."""

    def __init__(self, target: Path, source: PathLike | None) -> None:
        self.path, self.source = record_path(target), source
        #: (lines done, SHA-256 of them), replaced in one assignment: a signal arrives between two Python
        #: instructions, and a count and hash updated one after the other could be saved one line apart
        self._done: tuple[int, hashlib._Hash] = (0, hashlib.sha256())
        #: the last input lines done: the document context of the next line when a run is resumed
        self.context: collections.deque[str] = collections.deque(maxlen=CONTEXT_SEGMENTS)

    @property
    def lines(self) -> int:
        return self._done[0]

    def add(self, line: str) -> None:
        lines, sha = self._done
        sha = sha.copy()
        sha.update(line.encode("utf-8", "surrogatepass") + b"\n")
        self._done = (lines + 1, sha)

    def save(self) -> None:
        lines, sha = self._done
        data = {"lines": lines, "input_sha256": sha.hexdigest(), "input": str(self.source)}
        atomic_write_text(self.path, json.dumps(data) + "\n")

    def resume(self, partial: Path, lines: Iterator[str]) -> int:
        """Check that ``lines`` start with the input the partial file was made from; return lines done."""
        try:
            saved = json.loads(self.path.read_text(encoding="utf-8"))
            done, digest = int(saved["lines"]), str(saved["input_sha256"])
        except (OSError, ValueError, KeyError, TypeError):
            raise FairwriteError(
                f"{partial} has no readable record of its input ({self.path}), so it cannot be resumed safely; "
                "delete it and run again"
            ) from None
        _keep_lines(partial, done)
        for line in itertools.islice(lines, done):
            self.add(line)
            self.context.append(line)
        if self.lines < done:
            raise FairwriteError(
                f"{self.source} has {self.lines} lines, fewer than the {done} {partial} already holds: "
                "another input's; resume with the same input, or delete the partial file"
            )
        if self._done[1].hexdigest() != digest:
            raise FairwriteError(
                f"the first {done} lines of {self.source} differ from the input {partial} was made from; "
                "resume with the same input, or delete the partial file"
            )
        return done


def _checked(lines: Iterable[str], offset: int) -> Iterator[str]:
    for number, line in enumerate(lines, start=offset + 1):
        if "\n" in line:
            raise FairwriteError(f"output segment {number} contains a newline; output must stay line-aligned")
        yield line + "\n"


def rewrite_file(
    rewrite: Rewrite,
    source: PathLike | None,
    target: PathLike | None,
    *,
    resume: bool = False,
    progress: bool | None = None,
    description: str = "rewriting",
    max_bytes: int | None = None,
) -> int:
    """Write ``rewrite(lines of source)`` to ``target`` line by line; return the lines written in all.

    ``target`` ``-``/``None`` is stdout (no partial file, no resume). A partial file left by an
    interrupted run is an error unless ``resume`` is set, so no finished work is overwritten by mistake.
    ``max_bytes`` bounds a segment (see :func:`fairwrite.text.io.max_segment_bytes`).
    """
    stream = open_input(source)  # first: a mistyped input creates nothing
    to_stdout = target in _STDIO
    if to_stdout and resume:
        if stream is not sys.stdin.buffer:
            stream.close()
        raise FairwriteError("--resume needs an output file (-o FILE): stdout cannot be resumed")
    lines = iter_lines(source, max_bytes=max_bytes, stream=stream)
    with contextlib.closing(lines), contextlib.ExitStack() as stack:
        if to_stdout:
            return _run(
                rewrite, lines, stack.enter_context(open_output(None)), None, 0, source, progress, description
            )
        final = output_file(target)  # type: ignore[arg-type]
        partial = partial_path(final)
        stack.enter_context(writer_lock(lock_path(final), str(target)))
        record = _Record(final, source)
        if partial.exists() and not resume:
            raise FairwriteError(
                f"{partial} holds the output of an interrupted run: pass --resume to continue it, or delete it"
            )
        fresh = not partial.exists()
        done = 0 if fresh else record.resume(partial, lines)
        if fresh:
            record.save()  # first, atomically: a partial file always has a record, even after kill -9
        try:
            with partial.open("a", encoding="utf-8", newline="\n") as out:
                written = _run(rewrite, lines, out, record, done, source, progress, description, partial)
        except BaseException as err:
            if fresh and record.lines == 0:  # nothing done: leave nothing that blocks the next run
                for leftover in (partial, record.path):
                    with contextlib.suppress(FileNotFoundError):
                        leftover.unlink()
                if isinstance(err, Interrupted):
                    why = str(err).split(" after ")[0]
                    raise Interrupted(
                        f"{why} before any line was written: run the same command again", err.exit_code
                    ) from None
            raise
        replace_file(partial, final)
        with contextlib.suppress(FileNotFoundError):
            record.path.unlink()
        return written


class _Committer:
    """Output lines reach the partial file only together with the record that vouches for them: lines are
    held in memory, then written, flushed and followed by the saved record in one step (:meth:`commit`),
    so the record always covers what the partial file holds. A kill between the two steps leaves lines
    the record does not vouch for; a resume cuts them (:func:`_keep_lines`) and does them again."""

    def __init__(self, out: IO[str], record: _Record | None) -> None:
        self.out, self.record = out, record
        self.held: list[str] = []
        self.at = time.monotonic()

    def write(self, line: str) -> None:
        if self.record is None:
            self.out.write(line)
            return
        self.held.append(line)
        if time.monotonic() - self.at > _RECORD_EVERY:
            self.commit()

    def idle(self) -> None:
        """The rewriter asks for more input: it may compute for a while, so hand what it gave to disk."""
        if len(self.held) >= _COMMIT_LINES or (self.held and time.monotonic() - self.at > _RECORD_EVERY):
            self.commit()

    def commit(self) -> None:
        if self.held:
            self.out.write("".join(self.held))
            self.held.clear()
        self.out.flush()
        if self.record is not None:
            self.record.save()
        self.at = time.monotonic()


def _run(
    rewrite: Rewrite,
    lines: Iterator[str],
    out: IO[str],
    record: _Record | None,
    done: int,
    source: PathLike | None,
    progress: bool | None,
    description: str,
    partial: Path | None = None,
) -> int:
    """The loop: pull input lazily, write each output line, keep the record, turn signals into errors.

    A resumed run's last lines done (``record.context``) go to the rewriter first, as the document context
    of the next line; their outputs are already in the partial file and are dropped."""
    pending: collections.deque[str] = collections.deque()  # read by the rewriter, not yet written
    context = list(record.context) if record is not None else []
    sink = _Committer(out, record)

    def reading() -> Iterator[str]:
        yield from context
        for line in lines:
            sink.idle()
            pending.append(line)
            yield line

    show = wanted(progress)
    total = count_lines(source) if show else None  # one more read of the input, only for a bar
    written = done
    try:
        with sigterm_raises(), progress_bar(description, total=total, completed=done, enabled=show) as bar:
            outputs = itertools.islice(rewrite(reading()), len(context), None)
            for written, line in enumerate(_checked(outputs, done), start=done + 1):
                if record is not None:
                    record.add(pending.popleft())
                sink.write(line)
                if written % 64 == 0:
                    bar.update(completed=written)
            sink.commit()
    except (KeyboardInterrupt, Terminated) as stop:
        name, code = ("SIGINT", 130) if isinstance(stop, KeyboardInterrupt) else ("SIGTERM", 143)
        raise Interrupted(
            _stopped(f"interrupted ({name})", written, source, partial, record, sink), code
        ) from None
    except BrokenPipeError:
        silence_stdout()
        raise Interrupted(_stopped("output pipe closed", written, source, None, None, sink), 141) from None
    except BaseException:  # an error in the input or a bug: what was written stays resumable
        _save(sink)
        raise
    return written


def _save(sink: _Committer) -> None:
    if sink.record is not None:
        with contextlib.suppress(OSError, ValueError):
            sink.commit()


def _stopped(
    why: str,
    written: int,
    source: PathLike | None,
    partial: Path | None,
    record: _Record | None,
    sink: _Committer,
) -> str:
    """The one line after a stop: how far the run got and how to finish; the record saved to match."""
    total = count_lines(source)
    of = f" of {total:,}" if total is not None else ""
    if partial is None or record is None:
        return (
            f"{why} after {written:,}{of} lines: the output is incomplete (write to a file with -o to resume)"
        )
    _save(sink)
    return (
        f"{why} after {record.lines:,}{of} lines; {partial} keeps them: "
        "run the same command with --resume to finish"
    )


__all__ = ["count_lines", "lock_path", "partial_path", "record_path", "rewrite_file"]
