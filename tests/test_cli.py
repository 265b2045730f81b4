"""The command-line contract: one JSON object, one clear error line, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", *args], input=stdin, capture_output=True, timeout=300
    )


def test_evaluate_prints_json_with_bootstrap(shared):
    en = shared / "benchmarks" / "en"
    done = run(
        "evaluate",
        "--metric",
        "tokenised-wer",
        "--references",
        str(en / "winobias+.trg"),
        "--predictions",
        str(en / "systems" / "winobias+.backward-augmentation"),
        "--predictions-b",
        str(en / "winobias+.src"),
        "--bootstrap",
        "100",
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert round(result["score"], 2) == 0.04 and round(result["score_b"], 2) == 8.70
    assert result["bootstrap"]["a"]["win_ratio"] == 1.0
    assert result["bootstrap"]["samples"] == 100


@pytest.mark.parametrize(
    ("files", "message"),
    [
        ({"r": b"a\n", "p": b"a\nb\n"}, b"not line-aligned"),
        ({"r": b"caf\xe9\n", "p": b"a\n"}, b"r.txt:1: invalid UTF-8"),
    ],
)
def test_user_mistakes_give_one_error_line(tmp_path, files, message):
    for name, content in files.items():
        (tmp_path / f"{name}.txt").write_bytes(content)
    done = run(
        "evaluate",
        "--metric",
        "bleu",
        "--references",
        str(tmp_path / "r.txt"),
        "--predictions",
        str(tmp_path / "p.txt"),
    )
    assert done.returncode == 2
    assert message in done.stderr
    assert b"Traceback" not in done.stderr and done.stderr.count(b"\n") == 1


def test_unknown_metric_and_missing_file(tmp_path):
    (tmp_path / "r.txt").write_text("a\n")
    done = run(
        "evaluate",
        "--metric",
        "meteor",
        "--references",
        str(tmp_path / "r.txt"),
        "--predictions",
        str(tmp_path / "r.txt"),
    )
    assert done.returncode == 2 and b"unknown metric 'meteor'" in done.stderr
    done = run(
        "evaluate",
        "--metric",
        "bleu",
        "--references",
        str(tmp_path / "nope.txt"),
        "--predictions",
        str(tmp_path / "r.txt"),
    )
    assert done.returncode == 2 and b"no such file" in done.stderr and b"Traceback" not in done.stderr


def test_unknown_dataset_is_a_user_error(tmp_path):
    done = run("build", "no-such-dataset", "--input", str(tmp_path), "--output", str(tmp_path / "out"))
    assert done.returncode == 2 and b"unknown dataset" in done.stderr


@pytest.mark.slow  # ~27 s: loads spaCy in three CLI processes
def test_engine_options_reach_the_rewriter():
    text = b"The chairman said he hurt himself.\n"
    default = run("rewrite", "--lang", "en", stdin=text)
    assert default.returncode == 0, default.stderr
    assert default.stdout == b"The chairperson said they hurt themself.\n"
    tuned = run(
        "rewrite", "--lang", "en", "-O", "nouns=false", "--option", "reflexive=themselves", stdin=text
    )
    assert tuned.stdout == b"The chairman said they hurt themselves.\n"
    wrong = run("rewrite", "--lang", "en", "-O", "colour=red", stdin=text)
    assert wrong.returncode == 2 and b"colour" in wrong.stderr and b"Traceback" not in wrong.stderr


@pytest.mark.slow  # ~36 s: loads the German lexicon and spaCy in two CLI processes
def test_gender_neutral_german_backward_replacement():
    text = b"Die Studierenden treffen sich.\n"
    masculine = run("augment", "--lang", "de", "--gender", "masculine", "--method", "replacement", stdin=text)
    assert masculine.returncode == 0, masculine.stderr
    assert masculine.stdout.decode() == "Die Studenten treffen sich.\n"
    feminine = run("augment", "--lang", "de", "--gender", "feminine", "--method", "replacement", stdin=text)
    assert feminine.stdout.decode() == "Die Studentinnen treffen sich.\n"
