"""The contract battery of issue 46: every verb against bad, hostile and unlucky inputs.

The contract: a correct result, or one clear error line with a non-zero exit (2 for usage and input
errors); never a traceback; nothing lost (no file or folder the user made is deleted or changed unless
named as the output; an interrupt exits non-zero and says what was written).

Every case runs the CLI as a subprocess in a sandbox of its own, which holds a user's files (inputs, a
folder of their own, a note). A case fails in one or more classes:

- ``traceback``: a Python traceback on stderr;
- ``loss``: a file or folder the user did not name as the output was deleted, replaced or changed (or a
  named output is gone after a failed run, or an interrupted run cannot be resumed);
- ``exit``: the wrong exit status (0 for a run that cannot have finished, non-zero for one that should
  finish, not 2 for a usage or input error, not 130/143/141 for SIGINT/SIGTERM/a closed stdout);
- ``unclear``: an error without exactly one ``fairwrite: error:`` line, or with more than a usage line
  and a few warnings around it, or a stop that does not say what it left;
- ``output``: a finished run whose output is wrong (the case's own check).

Cases whose fix belongs to another issue are marked with their owner and counted apart.

Run: ``FAIRWRITE_DATA=/work/shared .venv/bin/python bench/contract_battery.py`` (``--quick``: without the
cases that train or build a model, ``-k TEXT``: only cases whose name holds TEXT). The tests run the same
table (``tests/test_contract_battery.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

#: ``python -m fairwrite`` (the entry point of the ``fairwrite`` command), or the CLI module of a fairwrite
#: that has none (to measure an older version: ``PYTHONPATH=OLD/src``)
CLI = [sys.executable, "-m", "fairwrite" if importlib.util.find_spec("fairwrite.__main__") else "fairwrite.cli"]
CLASSES = ("traceback", "loss", "exit", "unclear", "output")
VERBS = ("rewrite", "augment", "evaluate", "build", "train", "benchmark", "leaderboard", "publish", "demo")
SHARED = Path(os.environ.get("FAIRWRITE_DATA", Path(__file__).resolve().parents[2] / "shared"))
RECIPE = Path(__file__).resolve().parents[1] / "training" / "recipes" / "tiny.yaml"

EN = [
    "Every doctor must bring his own laptop.",
    "The weather is nice today.",
    "A user should update his password.",
    "The chairman opened the meeting.",
    "Each student brought her book.",
]
DE = ["Jeder Lehrer kennt seine Schüler.", "Das Wetter ist schön.", "Die Ärzte kommen morgen."]
FR = ["Les étudiants sont invités à la réunion.", "Il fait beau.", "Les étudiant·es sont invité·es."]


@dataclass
class Result:
    code: int
    stdout: str
    stderr: str


Check = Callable[[Result, Path], str | None]


@dataclass
class Case:
    """One command and what the contract expects of it."""

    name: str
    args: list[str]
    expect: str = "error"  # ok (exit 0) | error (exit 2, one line) | fail (non-zero, one line) | stop | help
    stdin: bytes | None = None
    named: tuple[str, ...] = ()  # paths the user asked to be written (may change)
    says: str = ""  # the error line (or a stop's message) contains this
    check: Check | None = None  # a finished run's output
    stop: tuple[signal.Signals, Callable[[Path], bool], float] | None = None  # signal, when, extra delay
    stdout: str = "pipe"  # pipe | closed-pipe (`| head -0`) | closed (`>&-`)
    owner: str = ""  # fixed elsewhere (another issue's helper): counted apart
    slow: bool = False  # trains or builds a model: left out by --quick
    needs: tuple[str, ...] = ()  # sandbox extras: dataset, model
    timeout: float = 300
    hide: tuple[str, ...] = ()  # packages this run cannot import (as on a machine without them)

    @property
    def verb(self) -> str:
        return next((a for a in self.args if a in VERBS), "--help")


# --- the sandbox -----------------------------------------------------------------------------------


def make_sandbox(root: Path, needs: tuple[str, ...] = ()) -> None:
    """The user's files: inputs in three languages, bad files, a folder and a note of their own."""
    files = {
        "in_en.txt": "\n".join(EN) + "\n",
        "in_de.txt": "\n".join(DE) + "\n",
        "in_fr.txt": "\n".join(FR) + "\n",
        "big_en.txt": "".join(f"{EN[k % len(EN)]} {k}\n" for k in range(4000)),
        "big_de.txt": "".join(f"{DE[k % len(DE)]} {k}\n" for k in range(3000)),
        "other_en.txt": "".join(f"{EN[0]} {k}\n" if k == 0 else f"Something else entirely {k}.\n" for k in range(5)),
        "empty.txt": "",
        "notes.txt": "a note of the user's\n",
        "refs.txt": "\n".join(EN) + "\n",
        "short.txt": "\n".join(EN[:2]) + "\n",
        "caps_de.txt": "SIE AHNEN ES NICHT.\nJEDER LEHRER KENNT SEINE SCHÜLER.\n",
        "caps_en.txt": "I LIKED PICASSO MORE WHEN HE WAS YOUNG.\n",
        "nfd.txt": "Jeder Lehrer kennt seine Schu\u0308ler.\n",
        "markup.txt": "<p>Every doctor must bring <b>his</b> laptop.</p>\n",
        "notext.jsonl": '{"foo": 1}\n{"bar": "x"}\n',
        "bignum.jsonl": '{"text": "He is a teacher.", "n": ' + "9" * 5000 + "}\n",
        "broken.jsonl": '{"text": "He is a teacher."\n[1, 2]\n',
        "bad.conllu": "1\tEl\tel\tDET\t_\t_\tfoo\tdet\t_\t_\n\n",
        "bad.yaml": "output_dir: [unclosed\n",
        "notamapping.yaml": "- a\n- b\n",
    }
    for name, text in files.items():
        (root / name).write_text(text, encoding="utf-8")
    (root / "binary.bin").write_bytes(bytes(range(256)) * 8)
    (root / "latin1.txt").write_bytes("Der Lehrer kam.\nCafé\n".encode("latin-1"))
    (root / "keep").mkdir()
    (root / "keep" / "precious.txt").write_text("the user's own\n")
    (root / "subs").mkdir()
    bad_subs = {
        "string_score.json": {"system": "x", "lang": "en", "results": {"b": {"score": "high"}}},
        "null_score.json": {"system": "x", "lang": "en", "results": {"b": {"score": None}}},
    }
    for name, tree in bad_subs.items():
        (root / "subs" / name).write_text(json.dumps(tree), encoding="utf-8")
    (root / "badsub").mkdir()
    (root / "badsub" / "s.json").write_text('{"system": "x", "lang": "en", "results": {"b": {"score": 1, '
                                           '"ci": ["a", "b"]}}}', encoding="utf-8")
    (root / "brokenmodel").mkdir()
    (root / "brokenmodel" / "config.json").write_text("{not json", encoding="utf-8")
    (root / "recipe.yaml").write_text(RECIPE.read_text(encoding="utf-8"), encoding="utf-8")
    if "dataset" in needs:
        shutil.copytree(_dataset(), root / "ds")
    if "user file in ds" in needs:  # added by the user to the dataset folder fairwrite wrote
        (root / "ds" / "mine.txt").write_text("the user's notes on this dataset\n", encoding="utf-8")
    if "old demo" in needs:  # a finished demo from before: fairwrite's marker, its files listed
        (root / "d").mkdir()
        (root / "d" / "index.html").write_text("<html>the last demo</html>\n", encoding="utf-8")
        (root / "d" / ".fairwrite-output").write_text(json.dumps({"written_by": "fairwrite", "files": ["index.html"]}))


_CACHE = Path(tempfile.gettempdir()) / f"fairwrite-battery-{os.getuid()}"


def _dataset() -> Path:
    """A small real dataset (en-augmented from 600 lines of the Brown corpus), built once per machine."""
    ds = _CACHE / "ds"
    if not (ds / "fairwrite.json").is_file():
        _CACHE.mkdir(exist_ok=True)
        corpus = _CACHE / "brown600.txt"
        with (SHARED / "corpora" / "text" / "en" / "brown.txt").open(encoding="utf-8") as handle:
            corpus.write_text("".join(line for _, line in zip(range(600), handle, strict=False)), encoding="utf-8")
        subprocess.run([*CLI, "build", "en-augmented", "--input", str(corpus), "--output", str(ds)],
                       check=True, capture_output=True, timeout=600)
    return ds


def snapshot(root: Path) -> dict[str, str]:
    found = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            found[rel] = "link"
        elif path.is_dir():
            found[rel] = "dir"
        else:
            found[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


# --- running and judging ---------------------------------------------------------------------------


def _interruptible() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _close_stdout() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.close(1)


#: The environment of every case: the shared data, no colours, no Hub (the machine has no network).
ENV = {"FAIRWRITE_DATA": str(SHARED), "NO_COLOR": "1", "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
       "COLUMNS": "100"}


def in_process(case: Case) -> bool:
    """Whether a test may run ``case`` in its own process (fast: engines stay loaded): not a signal or a
    closed stdout, and not train or demo (they set process-wide state)."""
    return case.stop is None and case.stdout == "pipe" and case.verb not in ("train", "demo") and not case.hide


def run_case(case: Case, root: Path) -> Result:
    env = {**os.environ, **ENV}
    if case.hide:  # a sitecustomize that marks the packages missing: find_spec gives None, import fails
        shim = root / ".hidden-packages"
        shim.mkdir(exist_ok=True)
        (shim / "sitecustomize.py").write_text(f"import sys\nsys.modules.update(dict.fromkeys({case.hide!r}))\n")
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(shim), env.get("PYTHONPATH", "")) if p)
    stdin = subprocess.PIPE if case.stdin is not None else subprocess.DEVNULL
    if case.stop is None and case.stdout == "pipe":
        feed = {"input": case.stdin} if case.stdin is not None else {"stdin": subprocess.DEVNULL}
        try:
            done = subprocess.run([*CLI, *case.args], cwd=root, capture_output=True, timeout=case.timeout, env=env,
                                  **feed)
        except subprocess.TimeoutExpired as late:  # still running: it did not refuse what it should have
            err = (late.stderr or b"").decode(errors="replace")
            return Result(124, "", f"{err}\n[killed after {case.timeout:.0f} s]")
        return Result(done.returncode, done.stdout.decode(errors="replace"), done.stderr.decode(errors="replace"))
    job = subprocess.Popen(
        [*CLI, *case.args], cwd=root, env=env, stdin=stdin, stderr=subprocess.PIPE,
        stdout=subprocess.PIPE if case.stdout != "closed" else None,
        preexec_fn=_close_stdout if case.stdout == "closed" else _interruptible,
    )
    if case.stdin is not None and job.stdin is not None:
        try:
            job.stdin.write(case.stdin)
            job.stdin.close()
        except BrokenPipeError:
            pass
    if case.stdout == "closed-pipe" and job.stdout is not None:
        job.stdout.close()  # `| head -0`
    if case.stop is not None:
        number, ready, delay = case.stop
        deadline = time.monotonic() + case.timeout
        while not ready(root) and job.poll() is None and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(delay)
        if job.poll() is None:
            job.send_signal(number)
    try:
        out, err = job.communicate(timeout=case.timeout)
    except subprocess.TimeoutExpired:
        job.kill()
        out, err = job.communicate()
    return Result(job.returncode, (out or b"").decode(errors="replace"), err.decode(errors="replace"))


def judge(case: Case, result: Result, before: dict[str, str], after: dict[str, str], root: Path) -> dict[str, str]:
    """The classes this run fails in, each with what went wrong."""
    problems: dict[str, str] = {}
    err = result.stderr
    if "Traceback (most recent call last)" in err:
        problems["traceback"] = err.strip().splitlines()[-1][:160]
    named = set(case.named)
    # new hidden entries beside an output (the job folder of a resumable rewrite, a build's work folder)
    # are the resumable state the contract allows
    hidden = {p for p in after.keys() - before.keys() if any(part.startswith(".") for part in Path(p).parts)}
    changed = {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)} - hidden
    touched = {p for p in changed if not any(p == n or p.startswith(n.rstrip("/") + "/") for n in named)}
    if touched:
        problems["loss"] = "changed: " + ", ".join(sorted(touched)[:4])
    if any(before.get(n) and not after.get(n) for n in named) and result.code != 0:
        problems["loss"] = f"a failed run removed {', '.join(n for n in named if not after.get(n))}"
    lines = [line for line in err.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("fairwrite: error:")]
    if case.expect == "ok":
        if result.code != 0:
            problems["exit"] = f"exit {result.code}, expected 0: {lines[-1][:160] if lines else ''}"
        elif case.check is not None and (wrong := case.check(result, root)):
            problems["output"] = wrong
        return problems
    if case.expect == "stop":
        number = case.stop[0] if case.stop else None
        wanted = {signal.SIGINT: 130, signal.SIGTERM: 143, signal.SIGKILL: 137}.get(number, 141)  # type: ignore[arg-type]
        # the status a shell reports: 128 + N for an exit by signal N (Python ends that way after a Ctrl-C
        # that reached C code run by an extension's import, even when fairwrite handled it and said so)
        status = 128 - result.code if result.code < 0 else result.code
        if status != wanted and not (result.code == 0 and (case.stdout != "pipe" or number == signal.SIGKILL)):
            problems["exit"] = f"exit status {status}, expected {wanted}"
        if result.code not in (0, -9) and (len(errors) != 1 or (case.says and case.says not in err)):
            problems["unclear"] = f"stop message {errors or lines[-1:]!r}"[:200]
        if case.check is not None and (wrong := case.check(result, root)):
            problems["output"] = wrong
        return problems
    if case.expect == "help":  # the usage, as with --help (exit 0 or click's 2), and nothing else
        if result.code not in (0, 2) or "Usage:" not in result.stdout + err:
            problems["exit"] = f"exit {result.code}, expected the usage"
        return problems
    wanted_code = 2 if case.expect == "error" else None
    if result.code == 0 or (wanted_code is not None and result.code != wanted_code):
        problems["exit"] = f"exit {result.code}, expected {wanted_code or 'non-zero'}"
    usage = [line for line in lines if line.startswith("Usage:")]
    if result.code != 0 and (len(errors) != 1 or len(lines) - len(usage) > 4):
        problems["unclear"] = f"{len(errors)} error line(s) in {len(lines)} lines: {(errors or lines)[-1:]!r}"[:200]
    elif case.says and case.says not in err:
        problems["unclear"] = f"error line does not say {case.says!r}: {errors[-1][:160] if errors else ''}"
    if case.check is not None and (wrong := case.check(result, root)):
        problems["output"] = wrong
    return problems


def run_one(case: Case) -> tuple[Result, dict[str, str]]:
    with tempfile.TemporaryDirectory(prefix="battery-") as tmp:
        root = Path(tmp)
        make_sandbox(root, case.needs)
        before = snapshot(root)
        result = run_case(case, root)
        after = snapshot(root)
        return result, judge(case, result, before, after, root)


# --- checks and conditions -------------------------------------------------------------------------


def lines_equal(path: str, count: int) -> Check:
    def check(result: Result, root: Path) -> str | None:
        target = root / path
        got = len(target.read_text(encoding="utf-8").splitlines()) if target.is_file() else None
        return None if got == count else f"{path} has {got} lines, expected {count}"

    return check


def stdout_has(*texts: str, absent: tuple[str, ...] = ()) -> Check:
    """stdout holds ``texts`` and none of ``absent`` (compared in NFC: an engine may keep the input's NFD)."""

    def check(result: Result, root: Path) -> str | None:
        out = unicodedata.normalize("NFC", result.stdout)
        missing = [t for t in texts if unicodedata.normalize("NFC", t) not in out]
        present = [t for t in absent if unicodedata.normalize("NFC", t) in out]
        if missing or present:
            return f"stdout {result.stdout.strip()[:120]!r}: missing {missing}, unwanted {present}"
        return None

    return check


def no_bars(result: Result, root: Path) -> str | None:
    return "a progress bar on a stderr that is not a terminal" if any(c in result.stderr for c in "━█⠋") else None


def exists(path: str) -> Callable[[Path], bool]:
    return lambda root: (root / path).exists()


def finished(work: str) -> Callable[[Path], bool]:
    """A rewrite job in ``work`` has finished a chunk (its completion marker is there)."""
    return lambda root: (root / work / "logs" / "rewrite" / "completions").is_dir() and any(
        (root / work / "logs" / "rewrite" / "completions").iterdir()
    )


def nonempty(path: str) -> Callable[[Path], bool]:
    return lambda root: (root / path).is_file() and (root / path).stat().st_size > 0


def resumable(target: str, lines: int) -> Check:
    """After a stop: what is left is the job folder of a resumable run (its record first: every chunk it
    holds is one of its own), and no target that looks complete."""

    def check(result: Result, root: Path) -> str | None:
        work = root / f".{Path(target).name}.work"
        if not work.exists():
            return None if not (root / target).exists() or result.code == 0 else f"{target} exists after a stop"
        record = work / "job.json"
        if not record.exists():
            return "a job folder without its record" if any((work / "output").glob("*")) else None
        chunks = json.loads(record.read_text(encoding="utf-8"))["chunks"]
        if sum(chunks) != lines:
            return f"the job's chunks hold {sum(chunks)} lines, expected {lines}"
        done = work / "logs" / "rewrite" / "completions"
        for marker in done.iterdir() if done.is_dir() else ():
            output = work / "output" / f"{int(marker.name):06d}.txt"
            if not output.is_file() or output.read_bytes().count(b"\n") != chunks[int(marker.name)]:
                return f"chunk {marker.name} is marked finished but its output is incomplete"
        return None

    return check


def then(args: list[str], code: int, *, says: str = "", lines: tuple[str, int] | None = None) -> Check:
    """After the stop, run ``args`` in the same sandbox (a resume): it must exit ``code``, say ``says`` and,
    with ``lines``, leave that file with that many lines; a refused resume must keep the job folder."""

    def check(result: Result, root: Path) -> str | None:
        if result.code == 0:
            return None  # finished before the stop: nothing to resume
        done = subprocess.run([*CLI, *args], cwd=root, capture_output=True, text=True, timeout=600,
                              env={**os.environ, **ENV})
        if done.returncode != code or says not in done.stderr:
            return f"then {' '.join(args)}: exit {done.returncode}, expected {code}: {done.stderr.strip()[-160:]}"
        if lines is not None:
            path = root / lines[0]
            got = len(path.read_text(encoding="utf-8").splitlines()) if path.is_file() else None
            if got != lines[1]:
                return f"then {' '.join(args)}: {lines[0]} has {got} lines, expected {lines[1]}"
        if code != 0 and not any(p.name.endswith(".work") for p in root.iterdir()):
            return f"then {' '.join(args)}: refused, but the interrupted run's job folder is gone"
        return None

    return check


def both(*checks: Check) -> Check:
    def check(result: Result, root: Path) -> str | None:
        return next((wrong for c in checks if (wrong := c(result, root))), None)

    return check


def previous_intact(folder: str, file: str) -> Check:
    """The folder a stopped run was replacing is whole, nothing hidden beside it (but a corpus job's
    ``.NAME.work`` folder, which keeps finished shards for the next run by design)."""

    def check(result: Result, root: Path) -> str | None:
        if not (root / folder / file).is_file():
            return f"{folder}/{file} is gone after the stop"
        hidden = [p.name for p in root.iterdir() if p.name.startswith(f".{folder}.") and p.name != f".{folder}.work"]
        return f"left beside it: {hidden}" if hidden else None

    return check


# --- the cases -------------------------------------------------------------------------------------

R_EN = ["rewrite", "--lang", "en"]
CHUNKS = ["--chunk-lines", "500"]
R_DE = ["rewrite", "--lang", "de"]
R_FR = ["rewrite", "--lang", "fr"]
A_DE = ["augment", "--lang", "de", "--gender", "masculine"]
A_EN = ["augment", "--lang", "en", "--gender", "masculine"]
EV = ["evaluate", "--references", "refs.txt", "--predictions", "refs.txt"]
BM = ["benchmark", "--lang", "en", "--limit", "5", "--bootstrap", "10"]
SIGINT, SIGTERM = signal.SIGINT, signal.SIGTERM
TRAIN_SET = ["--set", "data.dataset=ds", "--set", "train.max_steps=5000", "--set", "train.checkpoint_every=20",
             "--set", "tokenizer.vocab_size=600", "--set", "model.d_model=16", "--set", "model.ffn_dim=32",
             "--set", "eval.max_examples=10"]

CASES: list[Case] = [
    # --help of every verb, and closed stdout for them
    *[Case(f"{verb} --help", [verb, "--help"], "ok", check=stdout_has("Usage:")) for verb in VERBS],
    Case("--help", ["--help"], "ok", check=stdout_has("Usage:")),
    *[Case(f"{verb} --help | head -0", [verb, "--help"], "stop", stdout="closed-pipe") for verb in ("rewrite", "evaluate", "benchmark", "leaderboard")],
    Case("--help >&-", ["--help"], "stop", stdout="closed"),
    Case("evaluate | head -0", [*EV, "--metric", "bleu"], "stop", stdout="closed-pipe"),
    Case("evaluate >&-", [*EV, "--metric", "bleu"], "stop", stdout="closed", says="stdout"),
    Case("benchmark | head -0", [*BM], "stop", stdout="closed-pipe"),
    Case("leaderboard | head -0", ["leaderboard", "subs", "--output", "lb", "--no-published"], "fail", stdout="closed-pipe", named=("lb",), owner="hub45"),
    Case("rewrite | head -0", [*R_EN, "-i", "big_en.txt"], "stop", stdout="closed-pipe", slow=True),
    # rewrite: files
    Case("rewrite en", [*R_EN, "-i", "in_en.txt", "-o", "out.txt"], "ok", named=("out.txt",), check=lines_equal("out.txt", 5)),
    Case("rewrite de stdin", R_DE, "ok", stdin="\n".join(DE).encode() + b"\n", check=stdout_has("Lehrer*in")),
    Case("rewrite fr to-fair", [*R_FR, "--direction", "to-fair", "-i", "in_fr.txt"], "ok", check=stdout_has("étudiant")),
    Case("rewrite missing input", [*R_EN, "-i", "nope.txt", "-o", "out.txt"], says="nope.txt"),
    Case("rewrite empty input", [*R_EN, "-i", "empty.txt", "-o", "out.txt"], "ok", named=("out.txt",), check=lines_equal("out.txt", 0)),
    Case("rewrite binary input", [*R_EN, "-i", "binary.bin", "-o", "out.txt"], named=("out.txt",)),
    Case("rewrite latin-1 input", [*R_DE, "-i", "latin1.txt", "-o", "out.txt"], named=("out.txt",), says="UTF-8"),
    Case("rewrite input is a folder", [*R_EN, "-i", "keep", "-o", "out.txt"]),
    Case("rewrite output is a folder", [*R_EN, "-i", "in_en.txt", "-o", "keep"]),
    Case("rewrite output in a missing folder", [*R_EN, "-i", "in_en.txt", "-o", "no/such/out.txt"], "ok", named=("no",)),
    Case("rewrite output over a note", [*R_EN, "-i", "in_en.txt", "-o", "notes.txt"], "ok", named=("notes.txt",)),
    Case("rewrite unknown language", ["rewrite", "--lang", "xx", "-i", "in_en.txt"], says="xx"),
    Case("rewrite bad --form", [*R_DE, "--form", "bogus", "-i", "in_de.txt"], says="bogus"),
    Case("rewrite --resume to stdout", [*R_EN, "-i", "in_en.txt", "--resume"], says="--resume"),
    Case("rewrite --max-segment 0", [*R_EN, "-i", "in_en.txt", "--max-segment", "0"]),
    Case("rewrite a segment over --max-segment", [*R_EN, "-i", "in_en.txt", "-o", "out.txt", "--max-segment", "10"], named=("out.txt",)),
    Case("rewrite --system missing folder", [*R_EN, "--system", "nowhere", "-i", "in_en.txt"], says="nowhere"),
    Case("rewrite --system broken config.json", [*R_EN, "--system", "brokenmodel", "-i", "in_en.txt"], says="brokenmodel"),
    Case("rewrite --referents bogus", [*R_EN, "--referents", "bogus", "-i", "in_en.txt"], says="bogus"),
    Case("rewrite --referents twice", [*R_EN, "--referents", "all", "-O", "referents=all", "-i", "in_en.txt"]),
    Case("rewrite NFD input", [*R_DE, "-i", "nfd.txt"], "ok", check=stdout_has("Schüler")),
    Case("rewrite markup", [*R_EN, "-i", "markup.txt"], "ok", check=stdout_has("<b>their</b>")),
    # -O against each engine's typed options
    Case("-O unknown key en", [*R_EN, "-O", "frobnicate=1", "-i", "in_en.txt"], says="valid:"),
    Case("-O unknown key de", [*R_DE, "-O", "frobnicate=1", "-i", "in_de.txt"], says="frobnicate"),
    Case("-O unknown key de neutral", [*R_DE, "--form", "neutral", "-O", "frobnicate=1", "-i", "in_de.txt"], says="valid:"),
    Case("-O unknown key fr to-fair", [*R_FR, "--direction", "to-fair", "-O", "frobnicate=1", "-i", "in_fr.txt"], says="valid:"),
    Case("-O unknown key fr to-standard", [*R_FR, "--direction", "to-standard", "-O", "frobnicate=1", "-i", "in_fr.txt"], says="valid:"),
    Case("-O to-fair key on fr to-standard", [*R_FR, "--direction", "to-standard", "-O", "separator=.", "-i", "in_fr.txt"], says="separator"),
    Case("-O to-fair key masculine_first on to-standard", [*R_FR, "--direction", "to-standard", "-O", "masculine_first=true", "-i", "in_fr.txt"], says="masculine_first"),
    Case("-O fr neutral takes no separator", [*R_FR, "--form", "neutral", "-O", "separator=.", "-i", "in_fr.txt"], says="separator"),
    Case("-O fr separator", [*R_FR, "--direction", "to-fair", "-O", "separator=.", "-i", "in_fr.txt"], "ok", check=stdout_has("étudiant.e.s")),
    Case("-O bad value", [*R_EN, "-O", "reflexive=bogus", "-i", "in_en.txt"], says="reflexive"),
    Case("-O not key=value", [*R_EN, "-O", "nouns", "-i", "in_en.txt"]),
    Case("-O unknown key augment de replacement", ["augment", "--lang", "de", "--gender", "feminine", "--method", "replacement", "-O", "frobnicate=1", "-i", "in_de.txt"], says="valid:"),
    Case("-O unknown key augment en", [*A_EN, "-O", "frobnicate=1", "-i", "in_en.txt"], says="frobnicate"),
    # augment
    Case("augment de", [*A_DE, "-i", "in_de.txt", "-o", "aug.txt"], "ok", named=("aug.txt",), check=lines_equal("aug.txt", 3)),
    Case("augment unknown method", [*A_DE, "--method", "bogus", "-i", "in_de.txt"], says="bogus"),
    Case("augment missing --gender", ["augment", "--lang", "de", "-i", "in_de.txt"]),
    Case("augment roundtrip without models", [*A_DE, "--method", "roundtrip", "-i", "in_de.txt"]),
    # interrupts and resume of the stream verbs (a file run is a job of CHUNKS: a stop lands between its markers)
    Case("rewrite en SIGINT mid-run", [*R_EN, "-i", "big_en.txt", "-o", "long.txt", *CHUNKS], "stop", named=("long.txt",),
         stop=(SIGINT, finished(".long.txt.work"), 0.3), says="--resume", check=resumable("long.txt", 4000), slow=True),
    Case("rewrite en SIGTERM mid-run", [*R_EN, "-i", "big_en.txt", "-o", "long.txt", *CHUNKS], "stop", named=("long.txt",),
         stop=(SIGTERM, finished(".long.txt.work"), 0.3), says="--resume", check=resumable("long.txt", 4000), slow=True),
    Case("rewrite de SIGINT while starting", [*R_DE, "-i", "big_de.txt", "-o", "long.txt", *CHUNKS], "stop", named=("long.txt",),
         stop=(SIGINT, lambda root: True, 0.3), says="interrupted"),
    Case("rewrite de SIGINT after 0.5 s", [*R_DE, "-i", "big_de.txt", "-o", "long.txt", *CHUNKS], "stop", named=("long.txt",),
         stop=(SIGINT, lambda root: True, 0.5), says="interrupted"),
    Case("augment de SIGINT while starting", [*A_DE, "-i", "big_de.txt"], "stop", stop=(SIGINT, lambda root: True, 0.3), says="interrupted"),
    Case("augment de SIGTERM while starting", [*A_DE, "-i", "big_de.txt"], "stop", stop=(SIGTERM, lambda root: True, 0.3), says="interrupted"),
    Case("rewrite en kill -9, resume with another input sharing line 1", [*R_EN, "-i", "big_en.txt", "-o", "long.txt", *CHUNKS], "stop",
         named=("long.txt",), stop=(signal.SIGKILL, finished(".long.txt.work"), 0.5),
         check=both(resumable("long.txt", 4000), then([*R_EN, "-i", "other_en.txt", "-o", "long.txt", "--resume", *CHUNKS], 2, says="resume with the same input")), slow=True),
    Case("rewrite en kill -9, resume completes", [*R_EN, "-i", "big_en.txt", "-o", "long.txt", *CHUNKS], "stop",
         named=("long.txt",), stop=(signal.SIGKILL, finished(".long.txt.work"), 0.5),
         check=both(resumable("long.txt", 4000), then([*R_EN, "-i", "big_en.txt", "-o", "long.txt", "--resume", *CHUNKS], 0, lines=("long.txt", 4000))), slow=True),
    Case("rewrite en kill -9 before any line, resume completes", [*R_EN, "-i", "big_en.txt", "-o", "long.txt", *CHUNKS], "stop",
         named=("long.txt",), stop=(signal.SIGKILL, exists(".long.txt.work"), 0.0),
         check=then([*R_EN, "-i", "big_en.txt", "-o", "long.txt", "--resume", *CHUNKS], 0, lines=("long.txt", 4000)), slow=True),
    Case("augment en kill -9, resume completes", [*A_EN, "-i", "big_en.txt", "-o", "aug.txt", *CHUNKS], "stop",
         named=("aug.txt",), stop=(signal.SIGKILL, finished(".aug.txt.work"), 0.3),
         check=then([*A_EN, "-i", "big_en.txt", "-o", "aug.txt", "--resume", *CHUNKS], 0, lines=("aug.txt", 4000)), slow=True),
    Case("rewrite de SIGTERM mid-run", [*R_DE, "-i", "big_de.txt", "-o", "long.txt", *CHUNKS], "stop", named=("long.txt",),
         stop=(SIGTERM, finished(".long.txt.work"), 0.2), says="interrupted", check=resumable("long.txt", 3000), slow=True),
    # evaluate
    Case("evaluate bleu", [*EV, "--metric", "bleu"], "ok", check=stdout_has('"score": 100')),
    Case("evaluate bleu on empty files", ["evaluate", "--metric", "bleu", "--references", "empty.txt", "--predictions", "empty.txt"]),
    Case("evaluate chrf on empty files", ["evaluate", "--metric", "chrf", "--references", "empty.txt", "--predictions", "empty.txt"]),
    Case("evaluate tokenised-wer on empty files", ["evaluate", "--metric", "tokenised-wer", "--references", "empty.txt", "--predictions", "empty.txt"]),
    Case("evaluate --seed -1", [*EV, "--metric", "tokenised-wer", "--predictions-b", "refs.txt", "--seed", "-1"]),
    Case("evaluate --seed 2^32", [*EV, "--metric", "tokenised-wer", "--predictions-b", "refs.txt", "--seed", "4294967296"]),
    Case("evaluate misaligned", ["evaluate", "--metric", "bleu", "--references", "refs.txt", "--predictions", "short.txt"], says="line-aligned"),
    Case("evaluate unknown metric", [*EV, "--metric", "bogus"], says="bogus"),
    Case("evaluate binary predictions", ["evaluate", "--metric", "bleu", "--references", "refs.txt", "--predictions", "binary.bin"]),
    Case("evaluate latin-1 references", ["evaluate", "--metric", "bleu", "--references", "latin1.txt", "--predictions", "latin1.txt"]),
    Case("evaluate missing file", ["evaluate", "--metric", "bleu", "--references", "nope.txt", "--predictions", "refs.txt"], says="nope.txt"),
    Case("evaluate --predictions-b with bleu", [*EV, "--metric", "bleu", "--predictions-b", "refs.txt"]),
    Case("evaluate over-edit without sources", [*EV, "--metric", "over-edit"]),
    # build
    Case("build into the user's folder", ["build", "en-augmented", "--input", "in_en.txt", "--output", "keep"], says="--overwrite"),
    Case("build into a file", ["build", "en-augmented", "--input", "in_en.txt", "--output", "notes.txt"]),
    Case("build into the current folder", ["build", "en-augmented", "--input", "in_en.txt", "--output", ".", "--overwrite"]),
    Case("build into its input", ["build", "en-augmented", "--input", "keep", "--output", "keep", "--overwrite"], says="input"),
    Case("build unknown dataset", ["build", "bogus", "--input", "in_en.txt", "--output", "ds2"], says="bogus"),
    Case("build unknown option", ["build", "en-augmented", "--input", "in_en.txt", "--output", "ds2", "--frobnicate", "1"], says="frobnicate"),
    Case("build missing input", ["build", "en-augmented", "--input", "nope.txt", "--output", "ds2"]),
    Case("build JSONL with a 5,000-digit number", ["build", "en-augmented", "--input", "bignum.jsonl", "--output", "ds2"], says="bignum.jsonl"),
    Case("build JSONL without text fields", ["build", "en-augmented", "--input", "notext.jsonl", "--output", "ds2"], says="no document with text"),
    Case("build malformed JSONL", ["build", "en-augmented", "--input", "broken.jsonl", "--output", "ds2"], says="broken.jsonl"),
    Case("build malformed CoNLL-U", ["build", "de-gender-fair", "--input", "bad.conllu", "--output", "ds2"]),
    Case("build binary input", ["build", "en-augmented", "--input", "binary.bin", "--output", "ds2"]),
    # the base install builds (datatrove is in it); the noise filters need the corpus extra
    Case("build en-augmented without the corpus extra", ["build", "en-augmented", "--input", "in_en.txt", "--output", "ds2"],
         hide=("opusfilter", "py3langid"), says="fairwrite[corpus]"),
    Case("build inclure without the corpus extra", ["build", "inclure", "--input", "in_fr.txt", "--output", "ds2"], "ok",
         named=("ds2",), hide=("opusfilter", "py3langid")),
    Case("build --executor ray without ray", ["build", "en-augmented", "--input", "in_en.txt", "--output", "ds2", "--executor", "ray"],
         hide=("ray",), says="'ray' extra"),
    Case("build into its own folder with a user file added", ["build", "en-augmented", "--input", "big_en.txt", "--output", "ds"],
         needs=("dataset", "user file in ds"), says="mine.txt", slow=True),
    Case("build SIGINT mid-run", ["build", "en-augmented", "--input", "big_en.txt", "--output", "ds"], "stop", needs=("dataset",),
         stop=(SIGINT, lambda root: any(p.name.startswith(".ds.") for p in root.iterdir()), 0.5), says="left as it was",
         check=previous_intact("ds", "fairwrite.json"), slow=True),
    Case("build SIGTERM mid-run", ["build", "en-augmented", "--input", "big_en.txt", "--output", "ds"], "stop", needs=("dataset",),
         stop=(SIGTERM, lambda root: any(p.name.startswith(".ds.") for p in root.iterdir()), 0.5), says="left as it was",
         check=previous_intact("ds", "fairwrite.json"), slow=True),
    # train
    Case("train missing recipe", ["train", "nope.yaml"], says="nope.yaml"),
    Case("train malformed recipe", ["train", "bad.yaml"], says="bad.yaml"),
    Case("train recipe not a mapping", ["train", "notamapping.yaml"]),
    Case("train unknown --set key", ["train", "recipe.yaml", "--set", "bogus.key=1"], says="bogus"),
    Case("train Hub id without network", ["train", "recipe.yaml", "--set", "data.dataset=someone/some-dataset", "--set", "output_dir=m"], says="someone/some-dataset"),
    Case("train into the user's folder", ["train", "recipe.yaml", "--set", "data.dataset=ds", "--set", "output_dir=keep"], needs=("dataset",), says="did not write"),
    Case("train into the dataset folder", ["train", "recipe.yaml", "--set", "data.dataset=ds", "--set", "output_dir=ds"], needs=("dataset",), says="input"),
    Case("train --resume without checkpoints", ["train", "recipe.yaml", "--set", "data.dataset=ds", "--set", "output_dir=m", "--resume", "m/nope"], needs=("dataset",), named=("m",)),
    Case("train tokenizer.vocab_size too small", ["train", "recipe.yaml", *TRAIN_SET, "--set", "tokenizer.vocab_size=40", "--set", "output_dir=m"],
         needs=("dataset",), named=("m",), says="vocab_size", slow=True),
    Case("train SIGINT mid-run", ["train", "recipe.yaml", *TRAIN_SET, "--set", "output_dir=m"], "stop", needs=("dataset",), named=("m",),
         stop=(SIGINT, exists("m/checkpoints"), 1.0), says="--resume auto", slow=True, timeout=600),
    Case("train SIGTERM mid-run", ["train", "recipe.yaml", *TRAIN_SET, "--set", "output_dir=m"], "stop", needs=("dataset",), named=("m",),
         stop=(SIGTERM, exists("m/checkpoints"), 1.0), says="--resume auto", slow=True, timeout=600),
    # benchmark
    Case("benchmark --limit 0", [*BM[:3], "--limit", "0"], check=no_bars),
    Case("benchmark --limit -3", [*BM[:3], "--limit", "-3"], check=no_bars),
    Case("benchmark --output = --source", [*BM, "--source", "in_en.txt", "--reference", "refs.txt", "--output", "in_en.txt"], says="input", check=no_bars),
    Case("benchmark --output = --reference", [*BM, "--source", "in_en.txt", "--reference", "refs.txt", "--output", "refs.txt"], says="input"),
    Case("benchmark empty custom set", [*BM, "--source", "empty.txt", "--reference", "empty.txt"], check=no_bars),
    Case("benchmark misaligned custom set", [*BM, "--source", "in_en.txt", "--reference", "short.txt"], check=no_bars, says="line-aligned"),
    Case("benchmark --source without --reference", [*BM, "--source", "in_en.txt"]),
    Case("benchmark --output is a folder", [*BM, "--output", "keep"]),
    Case("benchmark missing data dir", [*BM, "--data-dir", "nowhere", "--output", "sub.json"], named=("sub.json",)),
    Case("benchmark --system broken model", [*BM, "--system", "brokenmodel"], says="brokenmodel"),
    Case("benchmark --seed -1", [*BM, "--seed", "-1"]),
    Case("benchmark custom set", [*BM, "--source", "in_en.txt", "--reference", "refs.txt", "--output", "sub.json"], "ok",
         named=("sub.json",), check=no_bars),
    Case("benchmark unknown language", ["benchmark", "--lang", "xx"]),
    # leaderboard
    Case("leaderboard into the user's folder", ["leaderboard", "subs", "--output", "keep"]),
    Case("leaderboard missing folder", ["leaderboard", "nowhere", "--output", "lb"]),
    Case("leaderboard submission with a string score", ["leaderboard", "subs", "--output", "lb", "--no-published"], named=("lb",), owner="hub45"),
    Case("leaderboard CI with strings", ["leaderboard", "badsub", "--output", "lb", "--no-published"], named=("lb",), owner="hub45"),
    # publish
    Case("publish missing folder", ["publish", "dataset", "nowhere", "--repo-id", "org/name"]),
    Case("publish user folder as a dataset", ["publish", "dataset", "keep", "--repo-id", "org/name"], named=("keep",)),
    Case("publish --repo-id ../etc", ["publish", "model", "brokenmodel", "--repo-id", "../etc"], named=("brokenmodel",), owner="hub45"),
    Case("publish --repo-id of 200 characters", ["publish", "model", "brokenmodel", "--repo-id", "org/" + "n" * 200], named=("brokenmodel",), owner="hub45"),
    Case("publish a model with a broken config.json", ["publish", "model", "brokenmodel", "--repo-id", "org/name"], named=("brokenmodel",), owner="hub45"),
    Case("publish --push without network", ["publish", "dataset", "ds", "--repo-id", "org/name", "--push"], needs=("dataset",),
         named=("ds",), owner="hub45", slow=True),
    Case("publish unknown kind", ["publish", "bogus", "keep", "--repo-id", "org/name"]),
    # demo
    Case("demo --steps -5", ["demo", "--steps", "-5", "--output", "d"]),
    Case("demo --limit -1", ["demo", "--limit", "-1", "--output", "d"]),
    Case("demo --steps 0", ["demo", "--steps", "0", "--output", "d"]),
    Case("demo into the user's folder", ["demo", "--output", "keep"]),
    Case("demo missing data dir", ["demo", "--data-dir", "nowhere", "--output", "d"]),
    *[Case(f"demo {sig.name} over a previous demo", ["demo", "--output", "d", "--steps", "50", "--limit", "5"], "stop",
           needs=("old demo",), stop=(sig, lambda root: any(p.name.endswith(".old") for p in root.iterdir()), 2.0),
           says="left as it was", check=previous_intact("d", "index.html"), slow=True) for sig in (SIGINT, SIGTERM)],
    # case and script (owned by the language helpers)
    Case("ALL CAPS German", [*R_DE, "-i", "caps_de.txt"], "ok", check=stdout_has("SIE AHNEN", absent=("AHN*INNEN",)), owner="de/en/fr helpers"),
    Case("ALL CAPS English named person", [*R_EN, "-i", "caps_en.txt"], "ok", check=stdout_has("WHEN HE WAS"), owner="de/en/fr helpers"),
    # usage
    Case("no such command", ["frobnicate"]),
    Case("no arguments", [], "help"),
]


def select(cases: list[Case], *, quick: bool = False, key: str = "") -> list[Case]:
    return [c for c in cases if not (quick and c.slow) and key.lower() in c.name.lower()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="leave out the cases that train or build a model")
    parser.add_argument("-k", default="", help="only cases whose name holds this")
    parser.add_argument("--start", type=int, default=0, help="skip the first N selected cases (go on after a stop)")
    parser.add_argument("--timeout", type=float, help="seconds a case without a signal may run (default 300)")
    args = parser.parse_args(argv)
    totals: Counter[str] = Counter()
    elsewhere: Counter[str] = Counter()
    failed: list[tuple[Case, dict[str, str]]] = []
    cases = select(CASES, quick=args.quick, key=args.k)[args.start :]
    if args.timeout:
        for case in cases:
            case.timeout = args.timeout if case.stop is None else case.timeout
    start = time.monotonic()
    for case in cases:
        _result, problems = run_one(case)
        for cls in problems:
            (elsewhere if case.owner else totals)[cls] += 1
        mark = "ok  " if not problems else ("else" if case.owner else "FAIL")
        print(f"{mark} {case.verb:<11} {case.name}" + (f"  [{'; '.join(f'{k}: {v}' for k, v in problems.items())}]" if problems else ""), flush=True)
        if problems:
            failed.append((case, problems))
    held = sum(1 for c in cases if not any(c is f for f, _ in failed))
    print(f"\n{held} of {len(cases)} cases hold ({time.monotonic() - start:.0f} s)")
    print("class        fixed here   owned elsewhere")
    for cls in CLASSES:
        print(f"{cls:<12} {totals[cls]:>10} {elsewhere[cls]:>17}")
    owners = sorted({c.owner for c, _ in failed if c.owner})
    if owners:
        print("owned elsewhere, still failing: " + "; ".join(f"{c.name} ({c.owner})" for c, _ in failed if c.owner))
    return 1 if any(totals[c] for c in ("traceback", "loss", "exit")) else 0


if __name__ == "__main__":
    sys.exit(main())
