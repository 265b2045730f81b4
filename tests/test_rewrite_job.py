"""``fairwrite rewrite`` from a file into a file as a datatrove job (:mod:`fairwrite.corpus.rewrite_job`):
chunks rewritten behind their context give the output of one streamed run, a stopped run resumes from the
completion markers without redoing finished chunks, and nothing finished is overwritten or mixed up."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from process_helpers import interruptible

from fairwrite.corpus.rewrite_job import CHUNK_LINES, lock_path, rewrite_job, work_path
from fairwrite.errors import FairwriteError, Interrupted
from fairwrite.schema import CONTEXT_SEGMENTS
from fairwrite.text.io import writer_lock
from fairwrite.text.stream import stream_file

CLI = [sys.executable, "-m", "fairwrite.cli"]
SETTINGS = {"command": "test"}


def with_previous(lines):
    """A rewriter that reads its document as the engines do: each output names the (up to
    CONTEXT_SEGMENTS) previous lines of its document; a blank line starts a new one."""
    window: list[str] = []
    for line in lines:
        yield f"{line.upper()} <{len(window)}:{'|'.join(w[:3] for w in window)}>"
        window = [] if not line.strip() else [*window, line][-CONTEXT_SEGMENTS:]


@pytest.fixture(scope="module")
def corpus_lines(shared) -> list[str]:
    """Real English sentences (Brown), a blank line (document boundary) after every 11th."""
    lines = (shared / "corpora/text/en/brown.txt").read_text(encoding="utf-8").splitlines()[:60]
    out: list[str] = []
    for k, line in enumerate(lines):
        out += [line, ""] if k % 11 == 10 else [line]
    return out


@pytest.fixture
def source(tmp_path, corpus_lines) -> Path:
    path = tmp_path / "in.txt"
    path.write_text("\n".join(corpus_lines) + "\n", encoding="utf-8")
    return path


def streamed(rewrite, source: Path, tmp_path: Path) -> bytes:
    stream_file(rewrite, source, tmp_path / "streamed.txt", progress=False)
    return (tmp_path / "streamed.txt").read_bytes()


def job(rewrite, source, target, **kwargs) -> int:
    return rewrite_job(rewrite, source, target, settings=kwargs.pop("settings", SETTINGS), progress=False, **kwargs)


@pytest.mark.parametrize("chunk_lines", [1, 3, 7, 1000])
def test_chunks_behind_their_context_give_the_streamed_output(source, tmp_path, chunk_lines):
    target = tmp_path / "out.txt"
    assert job(with_previous, source, target, chunk_lines=chunk_lines) == 65
    assert target.read_bytes() == streamed(with_previous, source, tmp_path)
    assert not work_path(target).exists() and not lock_path(target).exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt", "out.txt", "streamed.txt"]


def test_a_one_piece_output_is_one_chunk(source, tmp_path):
    """An HTML page numbers its segments from the first and closes on the last: rewritten whole."""

    def page(lines):
        lines = list(lines)
        return (f"{k}/{len(lines)} {line}" for k, line in enumerate(lines))

    target = tmp_path / "out.txt"
    job(page, source, target, chunk_lines=5, one_piece=True)
    assert target.read_bytes() == streamed(page, source, tmp_path)


def interrupting_after(chunks: int, seen: list[str] | None = None):
    """``with_previous`` that is stopped by a Ctrl-C in its ``chunks + 1``-th call (one call per chunk)."""
    calls = [0]

    def rewrite(lines):
        calls[0] += 1
        if calls[0] > chunks:
            raise KeyboardInterrupt
        lines = list(lines)
        if seen is not None:
            seen.extend(lines)
        return with_previous(lines)

    return rewrite


def test_an_interrupted_job_resumes_only_its_unfinished_chunks(source, tmp_path, corpus_lines):
    target = tmp_path / "out.txt"
    with pytest.raises(Interrupted) as stop:
        job(interrupting_after(3), source, target, chunk_lines=10)
    assert stop.value.exit_code == 130
    assert "interrupted (SIGINT) after 30 of 65 lines" in str(stop.value) and "--resume" in str(stop.value)
    folder = work_path(target)
    assert not target.exists() and not lock_path(target).exists() and (folder / "job.json").is_file()
    finished = sorted(p.name for p in (folder / "logs/rewrite/completions").iterdir())
    assert finished == ["00000", "00001", "00002"]

    with pytest.raises(FairwriteError, match="pass --resume to continue it"):  # never replaced without it
        job(with_previous, source, target, chunk_lines=10)
    seen: list[str] = []
    assert job(interrupting_after(99, seen), source, target, chunk_lines=10, resume=True) == 65
    # the unfinished chunks only, each behind its context lines
    assert seen == [
        line for k in range(3, 7) for line in corpus_lines[max(0, 10 * k - CONTEXT_SEGMENTS) : 10 * k + 10]
    ]
    assert target.read_bytes() == streamed(with_previous, source, tmp_path)
    assert not folder.exists()


def test_a_stop_before_any_chunk_leaves_nothing_that_blocks_the_next_run(source, tmp_path):
    target = tmp_path / "out.txt"
    with pytest.raises(Interrupted, match="before any chunk was finished: run the same command again"):
        job(interrupting_after(0), source, target, chunk_lines=10)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt"]
    assert job(with_previous, source, target, chunk_lines=10) == 65


def test_a_resume_with_another_input_or_other_settings_is_refused(source, tmp_path, corpus_lines):
    target = tmp_path / "out.txt"
    with pytest.raises(Interrupted):
        job(interrupting_after(2), source, target, chunk_lines=10)
    folder = work_path(target)
    before = {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    other = tmp_path / "other.txt"
    other.write_text("\n".join([*corpus_lines[:20], "A different line."]) + "\n", encoding="utf-8")
    with pytest.raises(FairwriteError, match=r"differs from the input .* resume with the same input"):
        job(with_previous, other, target, chunk_lines=10, resume=True)
    with pytest.raises(FairwriteError, match=r"other settings \(chunk_lines\)"):
        job(with_previous, source, target, chunk_lines=20, resume=True)
    with pytest.raises(FairwriteError, match=r"other settings \(form\)"):
        job(with_previous, source, target, chunk_lines=10, resume=True, settings={**SETTINGS, "form": "star"})
    assert {p: p.read_bytes() for p in folder.rglob("*") if p.is_file()} == before and not target.exists()


def test_bad_input_creates_nothing(tmp_path):
    target = tmp_path / "sub" / "out.txt"
    with pytest.raises(FairwriteError, match="no such file"):
        job(with_previous, tmp_path / "typo.txt", target)
    assert not (tmp_path / "sub").exists()
    latin1 = tmp_path / "latin1.txt"
    latin1.write_bytes(b"Ein Satz.\n" * 30 + "Die Schüler.\n".encode("latin-1"))
    with pytest.raises(FairwriteError, match=r"latin1.txt:31: invalid UTF-8"):
        job(with_previous, latin1, tmp_path / "out.txt", chunk_lines=10)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["latin1.txt"]


def test_one_run_per_target_and_a_dead_runs_lock_is_taken_over(source, tmp_path):
    target = tmp_path / "out.txt"
    with writer_lock(lock_path(target), str(target)):
        for resume in (False, True):
            with pytest.raises(FairwriteError, match=f"another fairwrite run \\(pid {os.getpid()}"):
                job(with_previous, source, target, resume=resume)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    lock_path(target).write_text(dead.stdout)  # the lock file of a run that was killed -9
    assert job(with_previous, source, target) == 65 and not lock_path(target).exists()


def test_targets_empty_input_and_broken_outputs(source, tmp_path):
    (tmp_path / "folder").mkdir()
    with pytest.raises(FairwriteError, match="is a directory"):
        job(with_previous, source, tmp_path / "folder")
    with pytest.raises(FairwriteError, match="not a regular file"):
        job(with_previous, source, "/dev/null")
    real, link = tmp_path / "real.txt", tmp_path / "link.txt"
    real.write_text("old\n")
    link.symlink_to(real)
    job(with_previous, source, link)
    assert link.is_symlink() and real.read_bytes() == streamed(with_previous, source, tmp_path)
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    assert job(with_previous, empty, tmp_path / "out.txt") == 0 and (tmp_path / "out.txt").read_bytes() == b""
    with pytest.raises(FairwriteError, match="output segment 12 contains a newline"):
        bad = source.read_text(encoding="utf-8").splitlines()[11]  # the first line of the second chunk
        job(lambda lines: (f"{line}\nx" if line == bad else line for line in lines), source, tmp_path / "bad.txt", chunk_lines=11)


# --- the command, killed -------------------------------------------------------------------------------


def test_a_killed_rewrite_resumes_to_the_uninterrupted_file_without_redoing_finished_chunks(shared, tmp_path):
    """kill -9 in the middle of a run on real text; the resume keeps the chunks that were finished (a
    finished chunk marked by hand comes back as marked) and gives the file of an uninterrupted run."""
    source = tmp_path / "brown.txt"
    source.write_text(
        "\n".join((shared / "corpora/text/en/brown.txt").read_text(encoding="utf-8").splitlines()[:1200]) + "\n",
        encoding="utf-8",
    )
    target = tmp_path / "out.txt"
    command = [*CLI, "rewrite", "--lang", "en", "-i", str(source), "-o", str(target), "--chunk-lines", "100"]
    first = subprocess.Popen(command, stderr=subprocess.PIPE, preexec_fn=interruptible)
    markers = work_path(target) / "logs/rewrite/completions"
    deadline = time.monotonic() + 240
    while not (markers / "00001").exists():
        assert time.monotonic() < deadline and first.poll() is None, "the run ended before it could be killed"
        time.sleep(0.01)
    first.kill()
    first.communicate(timeout=60)
    assert not target.exists()
    finished = sorted(int(p.name) for p in markers.iterdir())
    assert 2 <= len(finished) < 12
    kept = tmp_path / "kept"
    shutil.copytree(work_path(target), kept)

    reference = subprocess.run([*CLI, "rewrite", "--lang", "en", "-i", str(source)], capture_output=True, timeout=300)
    assert reference.returncode == 0
    resumed = subprocess.run([*command, "--resume"], capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    assert target.read_bytes() == reference.stdout
    assert not work_path(target).exists()

    # the same stop again, a finished chunk's output marked: the resume takes it as it is
    shutil.copytree(kept, work_path(target))
    marked = work_path(target) / "output" / f"{finished[1]:06d}.txt"
    marked.write_text("".join(f"KEPT {k}\n" for k in range(100)), encoding="utf-8")
    resumed = subprocess.run([*command, "--resume"], capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    lines, expected = target.read_text(encoding="utf-8").splitlines(), reference.stdout.decode().splitlines()
    at = 100 * finished[1]
    assert lines[at : at + 100] == [f"KEPT {k}" for k in range(100)]
    assert lines[:at] + lines[at + 100 :] == expected[:at] + expected[at + 100 :]
    assert json.loads((kept / "job.json").read_text())["chunks"] == [100] * 12


def test_the_command_default_is_the_jobs():
    """The CLI states the default chunk size without importing datatrove: it must be the job's."""
    import inspect

    from fairwrite.cli import _stream, rewrite

    assert inspect.signature(rewrite).parameters["chunk_lines"].default == CHUNK_LINES
    assert inspect.signature(_stream).parameters["chunk_lines"].default == CHUNK_LINES
