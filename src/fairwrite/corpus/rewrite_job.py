"""``fairwrite rewrite`` / ``augment`` from a file into a file as a datatrove job: the one resume mechanism
of every long job (:mod:`fairwrite.corpus.jobs`), here for a rewriter that may run for hours on a corpus.

The input is read once, checked (UTF-8, ``--max-segment``) and cut into chunks of ``chunk_lines`` lines
(fixed by the input and ``chunk_lines`` alone), written to the job folder ``.NAME.work`` beside the
target. Each chunk is a task of one datatrove stage, run by one local worker in this process (the
rewriter is a loaded engine, spaCy pipelines or a model, not shipped to other processes): it is
rewritten, written atomically, then datatrove marks the task complete. A stopped run (SIGINT, SIGTERM, kill -9)
started again with ``--resume`` redoes only the tasks without a completion marker; the target is
assembled atomically once every chunk is done, and the job folder removed.

The lines of a file are one document to the rewriter (engines read up to
:data:`~fairwrite.schema.CONTEXT_SEGMENTS` previous lines; a blank line starts a new document), so a
chunk is handed over behind the last lines of the chunk before it, as context, and their outputs are
dropped: every chunk is rewritten exactly as in one uninterrupted run. A rewriter whose output is one
piece (``one_piece``: an HTML page, its head on the first line and its tail on the last) is one chunk.

``job.json`` in the job folder records the input (SHA-256 of its bytes) and the settings that decide the
output; a resume with another input or other settings is refused, and an unfinished job is never
replaced without ``--resume``. ``.NAME.lock`` keeps a second run on the same target out.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import itertools
import json
import shutil
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

from datatrove.data import DocumentsPipeline
from datatrove.pipeline.base import PipelineStep
from datatrove.utils.stats import Stats

from fairwrite.corpus.jobs import JobSettings, finished_ranks, run_stages
from fairwrite.errors import FairwriteError, Interrupted
from fairwrite.schema import CONTEXT_SEGMENTS
from fairwrite.signals import EXIT_CODES, Terminated, sigterm_raises, stop_name
from fairwrite.text.io import (
    PathLike,
    atomic_write,
    atomic_write_text,
    iter_lines,
    open_input,
    output_file,
    writer_lock,
)
from fairwrite.text.progress import progress_bar, wanted
from fairwrite.text.stream import aligned

Rewrite = Callable[[Iterable[str]], Iterable[str]]

#: Lines per chunk by default: what a resumed run may redo (about a second of a rule engine's work), and
#: few enough tasks that datatrove's set-up of each (its task log, stats, marker: ~20 ms) stays ~2 % of a run.
CHUNK_LINES = 2000
#: The stage's name: its completion markers are ``<job folder>/logs/rewrite/completions``.
STAGE = "rewrite"
_RECORD = "job.json"


def work_path(target: PathLike) -> Path:
    """The job folder of a run writing ``target``: ``.NAME.work`` beside it."""
    return JobSettings().work_folder(target)


def lock_path(target: PathLike) -> Path:
    """The lock file of the run writing ``target``."""
    target = Path(target)
    return target.with_name(f".{target.name}.lock")


def _chunk_file(folder: Path, kind: str, k: int) -> Path:
    return folder / kind / f"{k:06d}.txt"


def _read(path: Path) -> list[str]:
    """The lines of a chunk file, exactly as written (a ``\\r`` inside a line stays)."""
    with path.open(encoding="utf-8", newline="") as handle:
        return handle.read().split("\n")[:-1]


class RewriteChunks(PipelineStep):
    """Task ``rank`` of ``world_size`` rewrites chunks *rank, rank + N, …* of the job (here one chunk per
    task, so each has its completion marker) behind their context lines and writes each output atomically. ``rewrite`` and
    ``advance`` (the progress bar, in lines) are used as they are: the job runs in this process."""

    name = "rewrite"
    type = "✍️ - REWRITER"

    def __init__(self, folder: Path, rewrite: Rewrite, chunks: list[int], advance: Callable[[int], None]) -> None:
        super().__init__()
        self.folder, self.rewrite, self.chunks, self.advance = folder, rewrite, chunks, advance

    def __deepcopy__(self, memo: dict[int, Any]) -> RewriteChunks:
        """datatrove copies the pipeline for every task it runs in this process: the copy shares the
        rewriter (a loaded engine) and gets its own stats."""
        twin = copy.copy(self)
        twin.stats = Stats(str(self))
        return twin

    def context(self, k: int) -> list[str]:
        """The last :data:`CONTEXT_SEGMENTS` input lines before chunk ``k``."""
        lines: list[str] = []
        while k > 0 and len(lines) < CONTEXT_SEGMENTS:
            k -= 1
            lines = _read(_chunk_file(self.folder, "input", k)) + lines
        return lines[-CONTEXT_SEGMENTS:]

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        for k in range(rank, len(self.chunks), world_size):
            with self.track_time():
                lines, context = _read(_chunk_file(self.folder, "input", k)), self.context(k)
                outputs = itertools.islice(self.rewrite([*context, *lines]), len(context), None)
                out = []
                for line in aligned(outputs, start=sum(self.chunks[:k]) + 1):
                    out.append(line)
                    if len(out) % 64 == 0:
                        self.advance(64)
                if len(out) != len(lines):
                    raise FairwriteError(f"the rewriter gave {len(out)} lines for the {len(lines)} of chunk {k}")
                atomic_write_text(_chunk_file(self.folder, "output", k), "".join(out))
            self.advance(len(out) % 64)
            self.stat_update("lines", value=len(out))
        return
        yield


def _sha256(source: PathLike) -> str:
    sha = hashlib.sha256()
    with Path(source).open("rb") as handle:
        while block := handle.read(1 << 20):
            sha.update(block)
    return sha.hexdigest()


def _split(lines: Iterator[str], folder: Path, chunk_lines: int | None) -> list[int]:
    """Write the input's chunks into ``folder/input``; their sizes (the input is checked on the way)."""
    sizes: list[int] = []
    held: list[str] = []

    def flush() -> None:
        _chunk_file(folder, "input", len(sizes)).parent.mkdir(parents=True, exist_ok=True)
        _chunk_file(folder, "input", len(sizes)).write_text("".join(f"{t}\n" for t in held), encoding="utf-8", newline="")
        sizes.append(len(held))
        held.clear()

    for line in lines:
        held.append(line)
        if chunk_lines is not None and len(held) == chunk_lines:
            flush()
    if held:
        flush()
    return sizes


def _finished(folder: Path) -> set[int]:
    return finished_ranks(folder / "logs" / STAGE)


def _prepare(source: PathLike, stream: Any, folder: Path, identity: dict[str, Any], resume: bool, max_bytes: int | None) -> list[int]:
    """The chunk sizes of the job in ``folder``: the resumed job's (same input and settings only), or a new
    one's, cut from ``source``."""
    record = folder / _RECORD
    if record.is_file():
        with contextlib.closing(stream):
            if not resume:
                raise FairwriteError(
                    f"{folder} holds the chunks of an interrupted run: pass --resume to continue it, or delete it"
                )
            try:
                saved = json.loads(record.read_text(encoding="utf-8"))
                known = {k: saved[k] for k in ("sha256", "input", "settings", "chunks")}
            except (OSError, ValueError, KeyError, TypeError):
                raise FairwriteError(f"{record} cannot be read, so {folder} cannot be resumed safely; delete it") from None
            saved = known
            if saved["sha256"] != identity["sha256"]:
                raise FairwriteError(
                    f"{source} differs from the input {folder} was made from ({saved['input']}): "
                    "resume with the same input, or delete the folder"
                )
            if saved["settings"] != identity["settings"]:
                changed = sorted(k for k in {*saved["settings"], *identity["settings"]} if saved["settings"].get(k) != identity["settings"].get(k))
                raise FairwriteError(
                    f"{folder} was made with other settings ({', '.join(changed)}): resume with the same "
                    "command, or delete the folder"
                )
            return [int(n) for n in saved["chunks"]]
    shutil.rmtree(folder, ignore_errors=True)  # a run stopped while it cut the input: nothing was done
    try:
        chunks = _split(iter_lines(source, max_bytes=max_bytes, stream=stream), folder, identity["settings"]["chunk_lines"])
    except BaseException:
        shutil.rmtree(folder, ignore_errors=True)
        raise
    atomic_write_text(record, json.dumps({**identity, "chunks": chunks}) + "\n")  # last: the job is whole
    return chunks


def rewrite_job(
    rewrite: Rewrite,
    source: PathLike,
    target: PathLike,
    *,
    settings: Mapping[str, Any],
    resume: bool = False,
    chunk_lines: int = CHUNK_LINES,
    one_piece: bool = False,
    progress: bool | None = None,
    description: str = "rewriting",
    max_bytes: int | None = None,
) -> int:
    """Write ``rewrite(lines of source)`` to ``target`` through the job (see the module docstring); return
    the lines written. ``settings``: what decides the output besides the input (the command's options)."""
    if chunk_lines < 1:
        raise FairwriteError(f"--chunk-lines must be 1 or more, not {chunk_lines}")
    stream = open_input(source)  # first: a mistyped input creates nothing
    try:
        final = output_file(target)
        identity = {
            "input": str(source),
            "sha256": _sha256(source),
            "settings": {**settings, "chunk_lines": None if one_piece else chunk_lines, "max_segment": max_bytes},
        }
    except BaseException:
        stream.close()
        raise
    folder = work_path(final)
    with contextlib.ExitStack() as stack:
        stack.callback(stream.close)
        stack.enter_context(writer_lock(lock_path(final), str(target)))
        chunks = _prepare(source, stream, folder, identity, resume, max_bytes)
        total = sum(chunks)
        if total:
            _run(rewrite, folder, chunks, description, progress)
        with atomic_write(final, "wb") as out:
            for k, size in enumerate(chunks):
                path = _chunk_file(folder, "output", k)
                data = path.read_bytes() if path.is_file() else b""
                if data.count(b"\n") != size:
                    raise FairwriteError(f"{path} is missing or incomplete; delete {folder} and run again")
                out.write(data)
    shutil.rmtree(folder, ignore_errors=True)
    return total


def _run(rewrite: Rewrite, folder: Path, chunks: list[int], description: str, progress: bool | None) -> None:
    """Run (or resume) the chunks' tasks with one progress bar; a signal becomes :class:`Interrupted`."""
    total = sum(chunks)
    before = _finished(folder)
    with sigterm_raises(), progress_bar(
        description, total=total, completed=sum(chunks[k] for k in before), enabled=wanted(progress)
    ) as bar:
        step = RewriteChunks(folder, rewrite, chunks, lambda n: bar.advance(n))
        job = JobSettings(tasks=len(chunks), workers=1)
        try:
            run_stages([(STAGE, [step], len(chunks))], job.executor_config(), folder, job)
        except (KeyboardInterrupt, Terminated) as stop:
            name = stop_name(stop)
            done = _finished(folder)
            if not done:  # nothing finished: leave nothing that blocks the next run
                shutil.rmtree(folder, ignore_errors=True)
                raise Interrupted(
                    f"interrupted ({name}) before any chunk was finished: run the same command again", EXIT_CODES[name]
                ) from None
            lines = sum(chunks[k] for k in done)
            raise Interrupted(
                f"interrupted ({name}) after {lines:,} of {total:,} lines; {folder} keeps them: "
                "run the same command with --resume to finish",
                EXIT_CODES[name],
            ) from None


__all__ = ["CHUNK_LINES", "RewriteChunks", "lock_path", "rewrite_job", "work_path"]
