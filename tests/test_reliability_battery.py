"""Reliability battery: careless and unlucky uses of the CLI never lose data silently.

One sandbox holds a user's files (an input, a folder of their own, a note, a symlink). Every case runs
the CLI as a subprocess and checks the two promises of issue 20:

- a run that did not finish never exits 0 (and one that exits 0 wrote its whole output);
- no file the user did not name is deleted, replaced or changed, and nothing is left behind that
  blocks the next run, except the resumable job folder (``.OUT.work``) of an interrupted one.

The cases run in order on the same sandbox (a later case sees what an earlier one left), in bounded
time: the slowest is an interrupted run on 10,000 lines and its resume.
"""

from __future__ import annotations

import hashlib
import os
import signal
import stat
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from process_helpers import interruptible

CLI = [sys.executable, "-m", "fairwrite.cli"]
SENTENCES = [
    "He said his teacher would come.",
    "The weather is nice today.",
    "She asked him about the chairman.",
]


def snapshot(root: Path) -> dict[str, str]:
    """Every path under ``root``: kind and content (sha256 of a file, target of a link)."""
    found = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            found[rel] = f"link {os.readlink(path)}"
        elif path.is_dir():
            found[rel] = "dir"
        else:
            found[rel] = "file " + hashlib.sha256(path.read_bytes()).hexdigest()
    return found


@dataclass
class Case:
    name: str
    args: list[str]
    named: list[str] = field(default_factory=list)  # what the user asked to be written (may change)
    finishes: bool = True  # whether the command can finish (exit 0) at all
    lines: int | None = None  # a finished rewrite writes this many lines to named[0]


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("battery")
    (root / "in.txt").write_text("".join(f"{SENTENCES[k % 3]} {k}\n" for k in range(300)), encoding="utf-8")
    (root / "big.txt").write_text(
        "".join(f"{SENTENCES[k % 3]} {k}\n" for k in range(10_000)), encoding="utf-8"
    )
    (root / "keep").mkdir()
    (root / "keep" / "precious.txt").write_text("the user's own\n")
    (root / "notes.txt").write_text("a note\n")
    (root / "real.txt").write_text("old content\n")
    (root / "link.txt").symlink_to(root / "real.txt")
    (root / "subs").mkdir()
    return root


CASES = [
    Case("rewrite to a new file", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "out.txt"], ["out.txt"], lines=300),
    Case("rewrite over its own earlier output", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "out.txt"], ["out.txt"], lines=300),
    Case("mistyped input", ["rewrite", "--lang", "en", "-i", "in.tx", "-o", "out2.txt"], ["out2.txt"], finishes=False),
    Case("output is a folder", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "keep"], finishes=False),
    Case("output is a device", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "/dev/null"], finishes=False),
    Case("output through a symlink", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "link.txt"], ["link.txt", "real.txt"], lines=300),
    Case("resume without an interrupted run", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "out3.txt", "--resume"], ["out3.txt"], lines=300),
    Case("a segment over the limit", ["rewrite", "--lang", "en", "-i", "in.txt", "-o", "out4.txt", "--max-segment", "10"], ["out4.txt"], finishes=False),
    Case("build into the user's folder", ["build", "en-augmented", "--input", "in.txt", "--output", "keep"], finishes=False),
    Case("build into a file", ["build", "en-augmented", "--input", "in.txt", "--output", "notes.txt"], finishes=False),
    Case("build into the current folder", ["build", "en-augmented", "--input", "in.txt", "--output", ".", "--overwrite"], finishes=False),
    Case("leaderboard into the user's folder", ["leaderboard", "subs", "--output", "keep"], finishes=False),
    Case("demo into the user's folder", ["demo", "--output", "keep"], finishes=False),
    Case("benchmark with a data folder that does not exist", ["benchmark", "--lang", "en", "--data-dir", "nowhere", "--output", "sub.json"], ["sub.json"], finishes=False),
]  # fmt: skip


def check(
    root: Path, case: Case, before: dict[str, str], done: subprocess.CompletedProcess | subprocess.Popen
) -> None:
    after = snapshot(root)
    named = set(case.named)
    changed = {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}
    assert changed <= named, f"{case.name}: changed files the user did not name: {sorted(changed - named)}"
    if done.returncode == 0:
        assert case.finishes, f"{case.name}: exit 0 although it cannot have finished"
        if case.lines is not None:
            written = (root / case.named[0]).read_text(encoding="utf-8").splitlines()
            assert len(written) == case.lines, (
                f"{case.name}: exit 0 with {len(written)} of {case.lines} lines"
            )
    else:
        assert "Traceback" not in (done.stderr or ""), f"{case.name}: {done.stderr}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_no_silent_loss(sandbox, case):
    before = snapshot(sandbox)
    done = subprocess.run([*CLI, *case.args], cwd=sandbox, capture_output=True, text=True, timeout=300)
    check(sandbox, case, before, done)
    assert (done.returncode == 0) == case.finishes, done.stderr
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_no_silent_loss_when_interrupted_and_raced(sandbox):
    """SIGINT mid-run, a second writer meanwhile, then --resume: never 0 before the output is whole."""
    target = sandbox / "long.txt"
    args = [*CLI, "rewrite", "--lang", "en", "-i", "big.txt", "-o", "long.txt"]
    before = snapshot(sandbox)
    first = subprocess.Popen(args, cwd=sandbox, stderr=subprocess.PIPE, text=True, preexec_fn=interruptible)
    markers = sandbox / ".long.txt.work" / "logs" / "rewrite" / "completions"
    deadline = time.monotonic() + 240
    while not (markers.is_dir() and any(markers.iterdir())):
        assert time.monotonic() < deadline and first.poll() is None
        time.sleep(0.05)
    first.send_signal(signal.SIGSTOP)  # held mid-run, so a busy machine cannot let it finish first
    raced = subprocess.run([*args, "--resume"], cwd=sandbox, capture_output=True, text=True, timeout=300)
    assert raced.returncode == 2 and "another fairwrite run" in raced.stderr
    first.send_signal(signal.SIGINT)  # delivered when it runs again
    first.send_signal(signal.SIGCONT)
    _, err = first.communicate(timeout=120)
    assert first.returncode == 130 and "--resume" in err
    assert not target.exists()
    left = {Path(p).parts[0] for p in set(snapshot(sandbox)) - set(before)}
    assert left == {".long.txt.work"}  # resumable, nothing else
    resumed = subprocess.run([*args, "--resume"], cwd=sandbox, capture_output=True, text=True, timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    assert len(target.read_text(encoding="utf-8").splitlines()) == 10_000
    assert set(snapshot(sandbox)) - set(before) == {"long.txt"}


def test_no_silent_loss_when_stdout_goes_away(sandbox):
    """`rewrite … | head -1`: the truncated output is reported, not success."""
    job = subprocess.Popen(
        [*CLI, "rewrite", "--lang", "en", "-i", "big.txt"],
        cwd=sandbox,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert job.stdout is not None and job.stderr is not None
    job.stdout.readline()
    job.stdout.close()
    err = job.stderr.read().decode()
    assert job.wait(timeout=120) != 0 and "incomplete" in err


def test_no_silent_loss_on_endless_input(sandbox):
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run(
            [*CLI, "rewrite", "--lang", "en"],
            cwd=sandbox,
            stdin=zero,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2 and "segment longer" in done.stderr
