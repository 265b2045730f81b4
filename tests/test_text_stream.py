"""Streaming a rewriter over stdin/stdout (or stdin into a file): line by line, nothing created before the
input opens, no resume (a file into a file is a job: tests/test_rewrite_job.py)."""

from __future__ import annotations

import io
import subprocess
import sys

import pytest

from fairwrite.errors import FairwriteError
from fairwrite.text.io import iter_lines
from fairwrite.text.stream import count_lines, stream_file

LINES = ["He said she would come.", "The weather is nice.", "Sie ist Lehrerin.", "", "Il·elle arrive."]


def upper(lines):
    return (line.upper() for line in lines)


@pytest.fixture
def source(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    return path


def test_stdin_into_a_file_is_written_whole_or_not_at_all(tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO("\n".join(LINES).encode() + b"\n")))
    target = tmp_path / "out.txt"
    assert stream_file(upper, None, target, progress=False) == len(LINES)
    assert target.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]

    def crashing(lines):
        for k, line in enumerate(lines):
            if k == 2:
                raise FairwriteError("engine failed")
            yield line

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"a\nb\nc\n")))
    with pytest.raises(FairwriteError, match="engine failed"):
        stream_file(crashing, "-", target, progress=False)
    assert target.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]  # kept
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]  # no temporary file left


def test_a_missing_input_creates_nothing(tmp_path):
    target = tmp_path / "sub" / "out.txt"
    with pytest.raises(FairwriteError, match="no such file"):
        stream_file(upper, tmp_path / "typo.txt", target)
    assert not (tmp_path / "sub").exists()


def test_a_bad_line_fails_without_a_target(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("ok\n" + "x" * 100 + "\n", encoding="utf-8")
    with pytest.raises(FairwriteError, match=r"in.txt:2: segment longer than 10 bytes"):
        stream_file(upper, source, tmp_path / "out.txt", max_bytes=10)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt"]


def test_an_output_line_with_a_newline_is_refused(source, tmp_path):
    with pytest.raises(FairwriteError, match="output segment 1 contains a newline"):
        stream_file(lambda lines: (f"{line}\nx" for line in lines), source, tmp_path / "out.txt")


def test_reading_is_bounded_without_newlines():
    with open("/dev/zero", "rb") as zero, pytest.raises(FairwriteError, match="zero:1: segment longer"):
        next(iter_lines("zero", max_bytes=1 << 16, stream=zero))


def test_count_lines_counts_an_unterminated_last_line(tmp_path):
    path = tmp_path / "f.txt"
    path.write_bytes(b"a\nb")
    assert count_lines(path) == 2
    path.write_bytes(b"a\nb\n")
    assert count_lines(path) == 2
    assert count_lines("-") is None


def test_cli_streams_stdout_and_refuses_resume_without_files(source):
    command = [sys.executable, "-m", "fairwrite.cli", "rewrite", "--lang", "en", "--referents", "all", "-i", str(source)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "They said they would come."
    refused = subprocess.run([*command, "--resume"], capture_output=True, text=True, timeout=300)
    lines = refused.stderr.strip().splitlines()
    assert refused.returncode == 2 and len(lines) == 1 and "--resume needs a file input and a file output" in lines[0]
