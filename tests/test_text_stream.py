"""Rewriting a file: a killed run resumes to the same output, and nothing finished is overwritten."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from fairwrite.errors import FairwriteError
from fairwrite.text.io import iter_lines, writer_lock
from fairwrite.text.stream import count_lines, lock_path, partial_path, record_path, rewrite_file

LINES = ["He said she would come.", "The weather is nice.", "Sie ist Lehrerin.", "", "Il·elle arrive."]


class Crash(Exception):
    pass


def upper(lines):
    return (line.upper() for line in lines)


def crashing_after(n):
    def rewrite(lines):
        for k, line in enumerate(lines):
            if k == n:
                raise Crash
            yield line.upper()

    return rewrite


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    return path


def crashed(source, target, after=2):
    with pytest.raises(Crash):
        rewrite_file(crashing_after(after), source, target, progress=False)


def test_a_crashed_run_resumes_to_the_uninterrupted_output(source, tmp_path):
    target = tmp_path / "out.txt"
    crashed(source, target)
    assert not target.exists()  # never a target that looks complete
    assert (
        partial_path(target).read_text(encoding="utf-8") == "HE SAID SHE WOULD COME.\nTHE WEATHER IS NICE.\n"
    )
    assert json.loads(record_path(target).read_text())["lines"] == 2
    assert not lock_path(target).exists()  # released by the crash

    seen = []

    def recording(lines):
        lines = list(lines)
        seen.extend(lines)
        return upper(lines)

    assert rewrite_file(recording, source, target, resume=True, progress=False) == len(LINES)
    # what the crashed run had not written, after the lines it did as their document context
    assert seen == LINES[:2] + LINES[2:]
    assert target.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]
    assert not partial_path(target).exists() and not record_path(target).exists()


def with_previous(lines):
    """A rewriter that reads the document: each output names the line before it (none after a blank)."""
    previous = ""
    for line in lines:
        yield f"{line.upper()} <{previous}>"
        previous = line


def test_a_resumed_run_gives_the_document_context_back(source, tmp_path):
    target, whole = tmp_path / "out.txt", tmp_path / "whole.txt"
    rewrite_file(with_previous, source, whole, progress=False)
    crashed(source, target, after=3)
    rewrite_file(with_previous, source, target, resume=True, progress=False)
    assert target.read_text(encoding="utf-8") != ""
    assert target.read_text(encoding="utf-8").splitlines()[3:] == whole.read_text(encoding="utf-8").splitlines()[3:]


def test_lines_past_the_record_and_an_unfinished_last_line_are_redone(source, tmp_path):
    target = tmp_path / "out.txt"
    crashed(source, target)
    with partial_path(target).open("a", encoding="utf-8") as handle:
        handle.write("SIE IST LEHRERIN.\nTHE WEA")  # written after the last record update, then killed
    rewrite_file(upper, source, target, resume=True, progress=False)
    assert target.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]


def test_a_partial_file_is_never_overwritten_without_resume(source, tmp_path):
    target = tmp_path / "out.txt"
    crashed(source, target)
    before = partial_path(target).read_bytes()
    with pytest.raises(FairwriteError, match="--resume"):
        rewrite_file(upper, source, target, progress=False)
    assert partial_path(target).read_bytes() == before


@pytest.mark.parametrize(
    ("other", "message"),
    [
        (["He said she would come.", "The weather is NOT nice.", "x", "y", "z"], "differ"),  # same length
        (["He said she would come."], "fewer"),  # shorter than the lines done (issue 17)
    ],
)
def test_resume_with_another_input_is_refused(source, tmp_path, other, message):
    target = tmp_path / "out.txt"
    crashed(source, target)
    before = partial_path(target).read_bytes()
    other_path = tmp_path / "other.txt"
    other_path.write_text("\n".join(other) + "\n", encoding="utf-8")
    with pytest.raises(FairwriteError, match=message):
        rewrite_file(upper, other_path, target, resume=True, progress=False)
    assert partial_path(target).read_bytes() == before and not target.exists()


def test_a_partial_file_without_a_record_is_not_resumed_blindly(source, tmp_path):
    target = tmp_path / "out.txt"
    partial_path(target).write_text("x\n", encoding="utf-8")
    with pytest.raises(FairwriteError, match="no readable record"):
        rewrite_file(upper, source, target, resume=True)


def test_a_missing_input_creates_nothing(tmp_path):
    target = tmp_path / "sub" / "out.txt"
    with pytest.raises(FairwriteError, match="no such file"):
        rewrite_file(upper, tmp_path / "typo.txt", target)
    assert not (tmp_path / "sub").exists()


def test_a_run_that_fails_before_writing_leaves_nothing_that_blocks_the_next(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("x" * 100 + "\nok\n", encoding="utf-8")
    target = tmp_path / "out.txt"
    with pytest.raises(FairwriteError, match=r"in.txt:1: segment longer than 10 bytes"):
        rewrite_file(upper, source, target, max_bytes=10)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt"]
    assert rewrite_file(upper, source, target) == 2


def test_a_second_writer_is_refused_while_the_first_lives_and_a_dead_ones_lock_is_taken_over(
    source, tmp_path
):
    target = tmp_path / "out.txt"
    with writer_lock(lock_path(target), str(target)):
        assert lock_path(target).read_text().strip() == str(os.getpid())
        for resume in (False, True):
            with pytest.raises(FairwriteError, match=f"another fairwrite run \\(pid {os.getpid()}"):
                rewrite_file(upper, source, target, resume=resume)
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True
    )
    lock_path(target).write_text(dead.stdout)  # the lock file of a run that was killed -9
    assert rewrite_file(upper, source, target) == len(LINES)
    assert not lock_path(target).exists()


def test_output_targets_that_are_not_regular_files_are_refused(source, tmp_path):
    (tmp_path / "folder").mkdir()
    with pytest.raises(FairwriteError, match="is a directory"):
        rewrite_file(upper, source, tmp_path / "folder")
    with pytest.raises(FairwriteError, match="not a regular file"):
        rewrite_file(upper, source, "/dev/null")


def test_a_symlink_target_is_written_through(source, tmp_path):
    real = tmp_path / "real.txt"
    real.write_text("old\n")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    rewrite_file(upper, source, link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]


def test_reading_is_bounded_without_newlines():
    with open("/dev/zero", "rb") as zero, pytest.raises(FairwriteError, match="zero:1: segment longer"):
        next(iter_lines("zero", max_bytes=1 << 16, stream=zero))


def test_stdout_cannot_resume_and_empty_input_gives_an_empty_file(tmp_path):
    with pytest.raises(FairwriteError, match="stdout"):
        rewrite_file(upper, None, "-", resume=True)
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    assert rewrite_file(upper, empty, tmp_path / "out.txt") == 0
    assert (tmp_path / "out.txt").read_bytes() == b""


def test_count_lines_counts_an_unterminated_last_line(tmp_path):
    path = tmp_path / "f.txt"
    path.write_bytes(b"a\nb")
    assert count_lines(path) == 2
    path.write_bytes(b"a\nb\n")
    assert count_lines(path) == 2
    assert count_lines("-") is None


def test_cli_resume_continues_an_english_run(source, tmp_path):
    target = tmp_path / "out.txt"
    crashed(source, target, after=1)
    partial_path(target).write_text(
        "They said they would come.\n", encoding="utf-8"
    )  # as the engine wrote it
    command = [
        sys.executable,
        "-m",
        "fairwrite.cli",
        "rewrite",
        "--lang",
        "en",
        "-i",
        str(source),
        "-o",
        str(target),
    ]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert refused.returncode == 2 and "--resume" in refused.stderr and "Traceback" not in refused.stderr
    done = subprocess.run([*command, "--resume"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert target.read_text(encoding="utf-8").splitlines() == [
        "They said they would come.",
        "The weather is nice.",
        "Sie ist Lehrerin.",
        "",
        "Il·elle arrive.",
    ]
