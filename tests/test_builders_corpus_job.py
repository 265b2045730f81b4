"""The corpus builders are specs on one builder (:mod:`fairwrite.datasets.builder`) that runs all of the work
as dependent datatrove stages: the card states the job, a build whose job failed half-way is finished by the
next build without redoing what was done, and the rows do not depend on the number of tasks."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow.parquet as pq
import pytest

from fairwrite.corpus.steps import unfinished_ranks
from fairwrite.errors import FairwriteError
from fairwrite.registry import run_builder

EN = [
    "The chairman said he would step down next spring.",
    "Is he coming to the party tonight?",
    "The spokesperson said they were pleased with the result.",
    "Each applicant must send their form before Friday.",
    "The train to the coast leaves at noon.",
    "It rained all day in the valley.",
    "She lent her bike to a neighbour.",
    "The museum opens again after the summer.",
    "Prices for bread rose again this month.",
    "The bridge over the river is closed for repairs.",
    "Our team won the match in the last minute.",
    "The library has a new reading room.",
]

DE = [
    "Die Lehrer*innen treffen sich morgen im großen Saal.",
    "Alle Student:innen müssen sich bis Freitag anmelden.",
    "Der Arzt untersucht heute viele Patienten.",
    "Das Wetter ist heute schön und warm.",
    "Die Brücke über den Fluss ist gesperrt.",
    "Im Herbst fallen die Blätter von den Bäumen.",
    "Die Preise für Strom steigen weiter.",
    "Die Bürgerinnen und Bürger wählen am Sonntag.",
]

FR = [
    "Les étudiant·e·s sont arrivé·e·s hier soir.",
    "Bonjour à toutes et à tous, merci d'être venu·e·s.",
    "Les étudiants sont arrivés en retard ce matin.",
    "Il fait beau aujourd'hui sur la côte.",
    "Le train part à midi.",
    "Les directeurs ont signé l'accord.",
    "La rivière a débordé après la pluie.",
    "Les lecteurs et les lectrices aiment ce livre.",
]

#: builder, corpus lines, options, a (source, target) pair the build must hold
CASES = [
    ("en-augmented", EN, [], ("Is he coming to the party tonight?", "Are they coming to the party tonight?")),
    (
        "de-gender-fair",
        DE,
        ["--language-id", "none", "--forward-pairs"],
        ("Alle Studenten müssen sich bis Freitag anmelden.", "Alle Student*innen müssen sich bis Freitag anmelden."),
    ),
    (
        "inclure",
        FR,
        ["--inclusify", "point"],
        ("Les étudiant.e.s sont arrivé.e.s en retard ce matin.", "Les étudiants sont arrivés en retard ce matin."),
    ),
]


def _rows(folder: Path) -> list[tuple[str, str, str, str]]:
    """Sorted (source, target, config, split) of a dataset folder."""
    rows = []
    for shard in sorted((folder / "data").glob("*/*.parquet")):
        for row in pq.read_table(shard, columns=["source", "target"]).to_pylist():
            rows.append((row["source"], row["target"], shard.parent.name, shard.name.split("-")[0]))
    return sorted(rows)


def _corpus(tmp_path: Path, lines: list[str]) -> Path:
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return corpus


@pytest.mark.parametrize(("name", "lines", "options", "pair"), CASES, ids=[c[0] for c in CASES])
def test_builder_runs_its_corpus_job_in_tasks(name, lines, options, pair, tmp_path):
    corpus = _corpus(tmp_path, lines)
    built = run_builder(name, [corpus], tmp_path / "out", [*options, "--tasks", "2", "--workers", "1"])
    assert pair in {(source, target) for source, target, _, _ in _rows(built)}
    (job,) = (tmp_path / ".out.work").glob("build-*")
    for stage, tasks in (("rows", 2), ("unique", 2), ("sample", 1), ("write", 2)):
        assert len(list((job / "logs" / stage / "completions").iterdir())) == tasks
    job = json.loads((built / "fairwrite.json").read_text())["corpus_job"]
    assert job["executor"]["tasks"] == 2
    assert job["counters"]["documents"] == job["counters"]["sentences"] == len(lines)
    assert "datatrove job (`fairwrite.corpus.steps`) of 2 task(s)" in (built / "README.md").read_text()


def test_a_build_whose_corpus_job_failed_half_way_is_resumed(tmp_path, monkeypatch):
    from fairwrite.datasets import en_augmented

    corpus = _corpus(tmp_path, EN)
    options = ["--tasks", "2", "--workers", "1"]
    calls = []

    def fails_in_the_second_task(*args, **kwargs):
        calls.append(1)
        if len(calls) == 2:  # one batch per task: task 1 dies after task 0 finished
            raise FairwriteError("the machine went away")
        return forward_rows(*args, **kwargs)

    forward_rows = en_augmented.forward_rows
    monkeypatch.setattr(en_augmented, "forward_rows", fails_in_the_second_task)
    with pytest.raises(FairwriteError, match="went away"):
        run_builder("en-augmented", [corpus], tmp_path / "out", options)
    (job,) = (tmp_path / ".out.work").glob("build-*")
    assert unfinished_ranks(job / "logs" / "rows") == [1] and not (tmp_path / "out").exists()
    finished = sorted((job / "rows").glob("*/00000.parquet"))
    stamps = [f.stat().st_mtime_ns for f in finished]

    monkeypatch.setattr(en_augmented, "forward_rows", forward_rows)
    resumed = run_builder("en-augmented", [corpus], tmp_path / "out", options)
    assert unfinished_ranks(job / "logs" / "rows") == [] and unfinished_ranks(job / "logs" / "write") == []
    assert finished and [f.stat().st_mtime_ns for f in finished] == stamps  # task 0 not redone
    # never interrupted, and in one task: the shards are read back in corpus order, so the same copies
    # are sampled and the split is the same
    whole = run_builder("en-augmented", [corpus], tmp_path / "whole", ["--tasks", "1"])
    assert _rows(resumed) == _rows(whole) and len(calls) == 2


def _records(folder: Path) -> list[dict]:
    """Every row of a dataset folder (ids, provenance and all), with its config and split, sorted by id."""
    rows = []
    for shard in sorted((folder / "data").glob("*/*.parquet")):
        for row in pq.read_table(shard).to_pylist():
            rows.append({**row, "config": shard.parent.name, "split": shard.name.split("-")[0]})
    return sorted(rows, key=lambda row: (row["id"], row["source"]))


def test_one_task_and_four_byte_ranges_of_one_file_give_the_same_rows(tmp_path):
    corpus = tmp_path / "corpus.txt"  # a blank line: line numbers, not document numbers, name the documents
    corpus.write_text("\n".join(EN[:6]) + "\n\n" + "\n".join(EN[6:]) + "\n", encoding="utf-8")
    one = run_builder("en-augmented", [corpus], tmp_path / "one", ["--tasks", "1"])
    four = run_builder("en-augmented", [corpus], tmp_path / "four", ["--tasks", "4", "--workers", "1"])
    (job,) = (tmp_path / ".four.work").glob("build-*")
    assert len(list((job / "logs" / "lines" / "completions").iterdir())) == 4  # the tasks read byte ranges
    rows = _records(one)
    assert rows == _records(four)
    documents = {row["provenance"]["document"] for row in rows}
    assert "corpus.txt:8" in documents and not any("@" in d for d in documents)  # file:line, as in file mode


def test_a_build_launched_by_torchrun_is_one_error_line(tmp_path, monkeypatch):
    monkeypatch.setenv("WORLD_SIZE", "2")  # every launched process would run every task of the job
    with pytest.raises(FairwriteError, match="run it once, not under torchrun"):
        run_builder("en-augmented", [_corpus(tmp_path, EN)], tmp_path / "out", ["--tasks", "1"])
    assert not (tmp_path / "out").exists()
