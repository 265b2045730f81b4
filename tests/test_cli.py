"""The command-line contract: one JSON object, one clear error line, no tracebacks."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from fairwrite.cli import app
from fairwrite.config import describe_fields
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES
from fairwrite.library_output import LIBRARY_ENVIRONMENT
from fairwrite.registry import BUILDERS, builder, get_rewriter


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
    text = b"Every chairman hurts himself when he falls.\n"  # generic: rewritten by default (issue 41)
    default = run("rewrite", "--lang", "en", stdin=text)
    assert default.returncode == 0, default.stderr
    assert default.stdout == b"Every chairperson hurts themself when they fall.\n"
    tuned = run(
        "rewrite", "--lang", "en", "-O", "nouns=false", "--option", "reflexive=themselves", stdin=text
    )
    assert tuned.stdout == b"Every chairman hurts themselves when they fall.\n"
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


def help_text(*args: str) -> str:
    """``fairwrite ARGS --help`` (typer's runner renders it 80 columns wide), with the words click's wrapping
    split at a hyphen (``neutral-`` / ``de``) joined again."""
    done = CliRunner().invoke(app, [*args, "--help"], env={"COLUMNS": "400"})
    assert done.exit_code == 0, done.output
    return re.sub(r"(?<=\w)-\n\s+(?=\w)", "-", done.output)


def test_rewrite_help_lists_exactly_the_forms_each_engine_accepts():
    # regression: the help said "star, colon, gap, binnen-i, slash, pair, neutral" (no interpunct) while
    # `--form foo` answered "star, colon, gap, slash, binnen-i, interpunct, pair" (no neutral)
    text = " ".join(help_text("rewrite").replace("│", " ").split())
    listed = {lang: forms.split(", ") for lang, forms in re.findall(r"--lang (\w+): ([\w, -]+?)[;)]", text)}
    with_forms = {code for code, entry in LANGUAGES.items() if entry.forms}  # the languages that name forms
    assert set(listed) == with_forms and "interpunct" in listed["de"] and "neutral" in listed["de"]
    for lang, forms in listed.items():
        for form in forms:
            assert get_rewriter(lang, form=form) is not None
        with pytest.raises(FairwriteError) as error:
            get_rewriter(lang, form="no-such-form")
        assert str(error.value).endswith("choose from " + ", ".join(forms))


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_build_dataset_help_lists_every_option_of_its_builder(name):
    text = help_text("build", name)
    assert f"Options of {name}" in text
    for option in describe_fields(builder(name).Config, nested=False):
        flag = "--" + option.name.replace("_", "-")
        assert option.help, f"{name}: {flag} has no help"
        row = re.search(rf"│ {re.escape(flag)}\s.*{re.escape(option.help)}", text)
        assert row, f"{flag} of {name} missing from `build {name} --help`"


def test_build_help_without_a_dataset_names_the_datasets():
    text = help_text("build")
    assert all(name in text for name in BUILDERS) and "Options of" not in text



def test_library_progress_bars_show_only_with_verbose(shared, tmp_path):
    # regression: raw tqdm bars of datasets ("Creating parquet from Arrow format") between fairwrite's output
    build = ["build", "benchmarks", "--input", str(shared), "--languages", "fr", "--no-systems", "--output"]
    environment = {k: v for k, v in os.environ.items() if k not in LIBRARY_ENVIRONMENT}  # as a user's shell

    def fairwrite(*args: str) -> subprocess.CompletedProcess:
        command = [sys.executable, "-m", "fairwrite.cli", *args]
        return subprocess.run(command, capture_output=True, timeout=300, env=environment)

    quiet = fairwrite(*build, str(tmp_path / "quiet"))
    verbose = fairwrite("--verbose", *build, str(tmp_path / "verbose"))
    assert quiet.returncode == 0 and verbose.returncode == 0, quiet.stderr + verbose.stderr
    assert quiet.stderr.decode().splitlines() == [f"wrote {tmp_path / 'quiet'}"]
    assert b"Creating parquet from Arrow format" in verbose.stderr


def test_quiet_libraries_is_undone_when_the_command_ends():
    before = {name: os.environ.get(name) for name in LIBRARY_ENVIRONMENT}
    assert help_text("build")
    assert {name: os.environ.get(name) for name in LIBRARY_ENVIRONMENT} == before

