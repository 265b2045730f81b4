"""Issue 20, "nothing lost": each numbered failure of the issue as a regression case.

Every case names the failure that was observed before the fix. The command-line cases run
``python -m fairwrite.cli`` in a subprocess, as a user would.
"""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from datasets import Dataset, DatasetDict
from process_helpers import interruptible

from fairwrite.corpus.rewrite_job import lock_path, work_path
from fairwrite.datasets.folder import DatasetCardSpec, write_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.registry import get_rewriter
from fairwrite.text.folders import MARKER, claim_output_folder, replacing

#: French asks for a direction: these cases are inclusive text read back to standard French.
# English: every gendered reference (the sentences below name no one; the default keeps a pronoun without
# an antecedent)
DIRECTION = {"fr": {"direction": "to-standard"}, "en": {"referents": "all"}}

CLI = [sys.executable, "-m", "fairwrite.cli"]
TEMPLATES = [
    "He said his teacher would come.",
    "The weather is nice today.",
    "She asked him about the chairman.",
]


def run(*args: str, timeout: int = 300, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([*CLI, *args], capture_output=True, text=True, timeout=timeout, **kwargs)


def one_error_line(done: subprocess.CompletedProcess, code: int = 2) -> str:
    assert done.returncode == code, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("fairwrite: error: "), done.stderr
    return lines[0]


def tiny_dataset() -> DatasetDict:
    return DatasetDict(
        {"train": Dataset.from_dict({"source": ["He is here."], "target": ["They are here."]})}
    )


SPEC = DatasetCardSpec(pretty_name="tiny", languages=["en"])


# --- 1. output folders ------------------------------------------------------------------------------


def test_1_build_into_a_folder_fairwrite_did_not_write_is_refused(tmp_path):
    """Was: `build … --output keep` exit 0, keep/precious.txt deleted."""
    keep = tmp_path / "keep"
    keep.mkdir()
    (keep / "precious.txt").write_text("x\n")
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("He is a teacher.\n")
    done = run("build", "en-augmented", "--input", str(corpus), "--output", str(keep))
    assert "fairwrite did not write" in one_error_line(done) and "--overwrite" in done.stderr
    assert (keep / "precious.txt").read_text() == "x\n"


def test_1_own_folders_are_replaced_and_foreign_ones_only_with_overwrite(tmp_path):
    out = tmp_path / "ds"
    write_dataset_folder(tiny_dataset(), out, SPEC)
    assert (out / MARKER).is_file() and (out / "README.md").is_file()
    write_dataset_folder(tiny_dataset(), out, SPEC)  # fairwrite's own folder: replaced whole
    (out / "stale.txt").write_text("added by the user\n")
    with pytest.raises(FairwriteError, match=r"added to it since: stale\.txt.*--overwrite"):
        write_dataset_folder(tiny_dataset(), out, SPEC)  # issue 46: a file the user added is named, kept
    assert (out / "stale.txt").read_text() == "added by the user\n"
    with replacing(out, overwrite=True):
        write_dataset_folder(tiny_dataset(), out, SPEC)
    assert not (out / "stale.txt").exists()

    foreign = tmp_path / "foreign"
    foreign.mkdir()
    (foreign / "notes.txt").write_text("mine\n")
    with pytest.raises(FairwriteError, match="fairwrite did not write"):
        write_dataset_folder(tiny_dataset(), foreign, SPEC)
    with replacing(foreign, overwrite=True):  # what `--overwrite` does
        write_dataset_folder(tiny_dataset(), foreign, SPEC)
    assert not (foreign / "notes.txt").exists() and (foreign / MARKER).is_file()


def test_1_a_failed_build_leaves_the_old_folder_intact(tmp_path, monkeypatch):
    out = tmp_path / "ds"
    write_dataset_folder(tiny_dataset(), out, SPEC)
    before = sorted(p.relative_to(out) for p in out.rglob("*"))

    def broken(*args, **kwargs):
        raise RuntimeError("the card template broke")

    monkeypatch.setattr("fairwrite.datasets.folder.render_card", broken)
    with pytest.raises(RuntimeError):
        write_dataset_folder(tiny_dataset(), out, SPEC)
    assert sorted(p.relative_to(out) for p in out.rglob("*")) == before
    assert [p.name for p in tmp_path.iterdir()] == ["ds"]  # no staging folder left behind


@pytest.mark.parametrize("where", [".", "..", "~"])
def test_1_the_current_folder_and_its_parents_are_never_an_output(where, tmp_path, monkeypatch):
    """Was: `--output .` failed with a traceback only by luck."""
    work = tmp_path / "work"
    work.mkdir()
    (work / "data.txt").write_text("x\n")
    monkeypatch.chdir(work)
    with pytest.raises(FairwriteError, match="current folder"):
        claim_output_folder(os.path.expanduser(where), overwrite=True)
    done = run("build", "en-augmented", "--input", "data.txt", "--output", ".", "--overwrite", cwd=work)
    assert "current folder" in one_error_line(done)
    assert (work / "data.txt").read_text() == "x\n"


def test_1_an_output_folder_that_cannot_be_created_is_one_error(tmp_path):
    """Was (issue 17): `build --output` unwritable ended in FileNotFoundError."""
    blocked = tmp_path / "file.txt"
    blocked.write_text("x\n")
    with pytest.raises(FairwriteError, match="cannot write"):
        write_dataset_folder(tiny_dataset(), blocked / "sub" / "ds", SPEC)


def test_1_a_file_as_output_folder_is_refused(tmp_path):
    target = tmp_path / "file.txt"
    target.write_text("x\n")
    with pytest.raises(FairwriteError, match="not a folder"):
        write_dataset_folder(tiny_dataset(), target, SPEC)
    assert target.read_text() == "x\n"


# --- 2. and 4. interrupts and concurrent runs (the CLI on a large input) -----------------------------


@pytest.fixture(scope="module")
def big_input(tmp_path_factory) -> tuple[Path, list[str]]:
    """4,000 lines (a run of seconds: long enough to interrupt) and the output an uninterrupted run writes."""
    root = tmp_path_factory.mktemp("big")
    source = root / "in.txt"
    source.write_text("".join(f"{TEMPLATES[k % 3]} {k}\n" for k in range(4_000)), encoding="utf-8")
    done = run("rewrite", "--lang", "en", "-i", str(source), "-o", str(root / "reference.txt"))
    assert done.returncode == 0, done.stderr
    return source, (root / "reference.txt").read_text(encoding="utf-8").splitlines()


def start(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([*CLI, *args], stderr=subprocess.PIPE, text=True, preexec_fn=interruptible, **kwargs)


def wait_for(condition, seconds: float = 120) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("timed out")
        time.sleep(0.05)


@pytest.mark.parametrize(
    ("sig", "code", "name"), [(signal.SIGINT, 130, "SIGINT"), (signal.SIGTERM, 143, "SIGTERM")]
)
def test_2_4_a_signal_ends_130_or_143_and_resume_completes_to_the_uninterrupted_output(
    big_input, tmp_path, sig, code, name
):
    """Was: Ctrl-C exit 0, nothing on stderr, no target; a second --resume while the first ran
    interleaved both (31,815 lines for 20,000)."""
    source, reference = big_input
    target = tmp_path / "out.txt"
    command = ("rewrite", "--lang", "en", "-i", str(source), "-o", str(target), "--chunk-lines", "500")
    first = start(*command)
    markers = work_path(target) / "logs" / "rewrite" / "completions"
    wait_for(lambda: markers.is_dir() and any(markers.iterdir()))
    first.send_signal(signal.SIGSTOP)  # held mid-run, so a busy machine cannot let it finish first
    # 4: one writer per target (without --resume too: tests/test_rewrite_job.py)
    second = run(*command, "--resume")
    assert f"pid {first.pid}" in one_error_line(second)
    first.send_signal(sig)  # delivered when it runs again
    first.send_signal(signal.SIGCONT)
    _, err = first.communicate(timeout=120)
    assert first.returncode == code, err
    line = err.strip().splitlines()[-1]
    assert f"interrupted ({name}) after" in line and "of 4,000 lines" in line and "--resume" in line
    assert not target.exists() and not lock_path(target).exists() and (work_path(target) / "job.json").exists()
    resumed = run(*command, "--resume")
    assert resumed.returncode == 0, resumed.stderr
    assert target.read_text(encoding="utf-8").splitlines() == reference
    assert not work_path(target).exists()


def test_2_an_interrupted_run_to_stdout_is_not_success(big_input, tmp_path):
    """Was: `rewrite … > out` interrupted after 3,009 of 15,000 lines: exit 0, nothing on stderr."""
    source, _ = big_input
    with (tmp_path / "out.txt").open("w") as out:
        job = start("rewrite", "--lang", "en", "-i", str(source), stdout=out)
        wait_for(lambda: (tmp_path / "out.txt").stat().st_size > 0)
        job.send_signal(signal.SIGSTOP)  # mid-run on a busy machine too: the SIGINT waits for SIGCONT
        job.send_signal(signal.SIGINT)
        job.send_signal(signal.SIGCONT)
        _, err = job.communicate(timeout=120)
    assert job.returncode == 130
    assert "interrupted (SIGINT) after" in err and "incomplete" in err


def test_2_a_closed_pipe_is_not_success(big_input):
    """Was: a broken pipe exited 1 silently."""
    source, _ = big_input
    job = subprocess.Popen(
        [*CLI, "rewrite", "--lang", "en", "-i", str(source)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert job.stdout is not None
    job.stdout.readline()
    job.stdout.close()  # `| head -1`
    err = job.stderr.read().decode() if job.stderr else ""
    job.wait(timeout=120)
    assert job.returncode == 141
    assert "output pipe closed after" in err and "Traceback" not in err


# --- 3. -o targets -------------------------------------------------------------------------------


def test_3_a_device_or_folder_as_output_file_is_refused(tmp_path):
    """Was: as root, `-o /dev/null` turned /dev/null into a regular file."""
    source = tmp_path / "in.txt"
    source.write_text("He is here.\n")
    assert "not a regular file" in one_error_line(
        run("rewrite", "--lang", "en", "-i", str(source), "-o", "/dev/null")
    )
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    (tmp_path / "dir").mkdir()
    assert "is a directory" in one_error_line(
        run("rewrite", "--lang", "en", "-i", str(source), "-o", str(tmp_path / "dir"))
    )


def test_3_a_symlink_output_writes_its_target(tmp_path):
    """Was: the link was replaced by a regular file, its target left as it was."""
    source = tmp_path / "in.txt"
    source.write_text("He is here.\n")
    real = tmp_path / "real.txt"
    real.write_text("old\n")
    link = tmp_path / "link.txt"
    link.symlink_to(real)
    done = run("rewrite", "--lang", "en", "--referents", "all", "-i", str(source), "-o", str(link))
    assert done.returncode == 0, done.stderr
    assert link.is_symlink() and real.read_text() == "They are here.\n"


# --- 5. and 6. resume checks the input; a typo creates nothing ---------------------------------------


def test_5_resume_with_another_input_of_the_same_length_is_refused(tmp_path, monkeypatch):
    """Was: accepted, exit 0, the output mixing both inputs."""
    from fairwrite.cli import main
    from fairwrite.corpus.rewrite_job import RewriteChunks

    first, other = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text("He is here.\nShe is there.\n")
    other.write_text("Bonjour.\nHallo.\n")
    target = tmp_path / "out.txt"
    command = ["rewrite", "--lang", "en", "--referents", "all", "-o", str(target), "--chunk-lines", "1"]
    context = RewriteChunks.context

    def stopped_at_the_second_chunk(self, k):
        if k == 1:
            raise KeyboardInterrupt
        return context(self, k)

    with monkeypatch.context() as patched:  # a run stopped after its first line, as Ctrl-C would stop it
        patched.setattr(RewriteChunks, "context", stopped_at_the_second_chunk)
        with pytest.raises(SystemExit) as stop:
            main([*command, "-i", str(first)])
    assert stop.value.code == 130 and not target.exists()
    chunk = work_path(target) / "output" / "000000.txt"
    assert chunk.read_text() == "They are here.\n"
    assert "differs from the input" in one_error_line(run(*command, "-i", str(other), "--resume"))
    assert chunk.read_text() == "They are here.\n" and not target.exists()
    done = run(*command, "-i", str(first), "--resume")
    assert done.returncode == 0, done.stderr
    assert target.read_text() == "They are here.\nThey are there.\n"


def test_6_a_typo_in_the_input_leaves_nothing_that_blocks_the_next_run(tmp_path):
    """Was: an empty .OUT.partial (now: .OUT.work), and the correct run was refused with "pass --resume"."""
    source = tmp_path / "in.txt"
    source.write_text("He is here.\n")
    target = tmp_path / "out.txt"
    assert "no such file" in one_error_line(
        run("rewrite", "--lang", "en", "-i", str(tmp_path / "in.tx"), "-o", str(target))
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt"]
    assert run("rewrite", "--lang", "en", "-i", str(source), "-o", str(target)).returncode == 0


# --- 7. Unicode and markup ---------------------------------------------------------------------------

UNICODE_CASES = [
    # (lang, input, expected, what happened before)
    ("en", "**He** is _his_ friend.", "**They** are _their_ friend.", "**They** is _his_ friend."),
    (
        "en",
        "He is <b>his</b> friend.",
        "They are <b>their</b> friend.",
        "They are <b>his</b>? (tags split words)",
    ),
    ("en", "HE SAID HIS TEACHER WOULD COME.", "THEY SAID THEIR TEACHER WOULD COME.", ""),
    ("en", "He Said His Teacher Would Come.", "They Said Their Teacher Would Come.", ""),
    (
        "en",
        "The chair\u00adman said he would.",
        "The chair\u00adperson said they would.",
        "chair\u00adman kept",
    ),
    ("de", "Die Schu\u0308ler kommen.", "Die Schu\u0308ler*innen kommen.", "not rewritten (decomposed ü)"),
    ("de", "DIE LEHRER SIND DA.", "DIE LEHRER*INNEN SIND DA.", "left untouched (ALL CAPS)"),
    ("de", "Die Leh\u00adrer sind da.", "Die Leh\u00adrer*innen sind da.", "not rewritten (soft hyphen)"),
    ("de", "Die **Lehrer** sind da.", "Die **Lehrer*innen** sind da.", ""),
    ("fr", "Les étudiant·e·s sont arrive\u0301·e·s.", "Les étudiants sont arrive\u0301s.", "arrivé·e·s kept"),
    (
        "fr",
        "Les étu\u00addiant·e·s sont arrivé·e·s.",
        "Les étu\u00addiants sont arrivés.",
        "soft hyphen dropped",
    ),
    ("fr", "LES ÉTUDIANT·E·S SONT ARRIVÉ·E·S.", "LES ÉTUDIANTS SONT ARRIVÉS.", ""),
]


@pytest.mark.parametrize(("lang", "text", "expected", "before"), UNICODE_CASES)
def test_7_unicode_casing_and_markup_are_transparent(lang, text, expected, before):
    assert get_rewriter(lang, **DIRECTION.get(lang, {})).rewrite_one(text) == expected


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_7_plain_text_goes_through_the_engine_untouched(lang):
    text = {"en": "He said she would come.", "de": "Die Lehrer sind da.", "fr": "Les étudiant·e·s sont là."}[
        lang
    ]
    rewriter = get_rewriter(lang, **DIRECTION.get(lang, {}))
    assert rewriter.rewrite_one(text) == next(iter(rewriter.inner.inner.rewrite([text])))


# --- 8. and 9. limits, explicit data folders --------------------------------------------------------


def test_8_reading_without_newlines_is_bounded(tmp_path):
    """Was: `rewrite < /dev/zero` grew to 7 GB in 10 s. The peak is measured in a fresh parent process, so
    the test's earlier subprocesses (training, parsers) do not count."""
    probe = (
        "import resource, subprocess, sys\n"
        f"with open('/dev/zero', 'rb') as zero:\n"
        f"    done = subprocess.run({CLI!r} + ['rewrite', '--lang', 'fr', '--direction', 'to-standard'],"
        " stdin=zero, capture_output=True, timeout=120)\n"
        "sys.stderr.write(done.stderr.decode())\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
        "sys.exit(done.returncode)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=180)
    assert "<stdin>:1: segment longer than 1,048,576 bytes" in one_error_line(done)
    assert int(done.stdout) < 1_000_000  # peak RSS under 1 GB (KiB)


def test_8_the_segment_limit_is_configurable(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("He is here.\n" + "x" * 200 + "\n")
    line = one_error_line(run("rewrite", "--lang", "en", "-i", str(source), "--max-segment", "100"))
    assert "in.txt:2: segment longer than 100 bytes" in line


@pytest.mark.parametrize(
    "command",
    [
        ["benchmark", "--lang", "en", "--limit", "2"],
        ["leaderboard", "{subs}", "--output", "{out}"],
        ["demo", "--output", "{out}"],
    ],
)
def test_9_an_explicit_data_dir_that_does_not_exist_is_an_error(command, tmp_path):
    """Was: exit 0, silently scoring against $FAIRWRITE_DATA."""
    (tmp_path / "subs").mkdir()
    args = [a.format(subs=tmp_path / "subs", out=tmp_path / "out") for a in command]
    line = one_error_line(run(*args, "--data-dir", str(tmp_path / "nonexistent")))
    assert "--data-dir" in line and "no such folder" in line
    assert not (tmp_path / "out").exists()
