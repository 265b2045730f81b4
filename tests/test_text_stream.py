"""Rewriting a file: a killed run resumes to the same output, and nothing finished is overwritten."""

from __future__ import annotations

import subprocess
import sys

import pytest

from fairwrite.errors import FairwriteError
from fairwrite.text.stream import count_lines, partial_path, rewrite_file

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


def test_a_crashed_run_resumes_to_the_uninterrupted_output(source, tmp_path):
    target = tmp_path / "out.txt"
    with pytest.raises(Crash):
        rewrite_file(crashing_after(2), source, target, progress=False)
    assert not target.exists()  # never a target that looks complete
    assert partial_path(target).read_text(encoding="utf-8") == "HE SAID SHE WOULD COME.\nTHE WEATHER IS NICE.\n"

    seen = []

    def recording(lines):
        lines = list(lines)
        seen.extend(lines)
        return upper(lines)

    assert rewrite_file(recording, source, target, resume=True, progress=False) == len(LINES)
    assert seen == LINES[2:]  # only what the crashed run had not written
    assert target.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]
    assert not partial_path(target).exists()


def test_an_unfinished_last_line_is_redone(source, tmp_path):
    target = tmp_path / "out.txt"
    partial_path(target).write_text("HE SAID SHE WOULD COME.\nTHE WEA", encoding="utf-8")  # killed mid-write
    rewrite_file(upper, source, target, resume=True, progress=False)
    assert target.read_text(encoding="utf-8").splitlines() == [line.upper() for line in LINES]


def test_a_partial_file_is_never_overwritten_without_resume(source, tmp_path):
    target = tmp_path / "out.txt"
    partial_path(target).write_text("KEEP ME\n", encoding="utf-8")
    with pytest.raises(FairwriteError, match="--resume"):
        rewrite_file(upper, source, target, progress=False)
    assert partial_path(target).read_text(encoding="utf-8") == "KEEP ME\n"


def test_a_partial_file_of_another_input_is_refused(source, tmp_path):
    target = tmp_path / "out.txt"
    partial_path(target).write_text("x\n" * (len(LINES) + 1), encoding="utf-8")
    with pytest.raises(FairwriteError, match="another input"):
        rewrite_file(upper, source, target, resume=True)


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
    partial_path(target).write_text("They said they would come.\n", encoding="utf-8")
    command = [sys.executable, "-m", "fairwrite.cli", "rewrite", "--lang", "en", "-i", str(source), "-o", str(target)]
    refused = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert refused.returncode != 0 and "--resume" in refused.stderr and "Traceback" not in refused.stderr
    done = subprocess.run([*command, "--resume"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert target.read_text(encoding="utf-8").splitlines() == [
        "They said they would come.", "The weather is nice.", "Sie ist Lehrerin.", "", "Il·elle arrive."
    ]
