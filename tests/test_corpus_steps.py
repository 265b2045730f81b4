"""Corpus readers and the datatrove corpus job: sharding, executors, and a job killed mid-way then resumed."""

from __future__ import annotations

import gzip
import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fairwrite.corpus import iter_documents
from fairwrite.corpus.executors import ExecutorConfig, make_executor
from fairwrite.corpus.steps import read_segments, unfinished_tasks
from fairwrite.errors import FairwriteError
from fairwrite.text.segment import split_sentences

CRASHING_JOB = textwrap.dedent(
    '''
    """Run the corpus job; the first time, rank 2 kills the whole job (SIGKILL) after 5 sentences."""
    import os, signal, sys

    from datatrove.pipeline.base import PipelineStep

    from fairwrite.corpus.steps import extract_segments


    class KillOnce(PipelineStep):
        name = "kill once"
        type = "💥 - TEST"

        def __init__(self, flag, rank, after):
            super().__init__()
            self.flag, self.rank, self.after = flag, rank, after

        def run(self, data, rank=0, world_size=1):
            for number, doc in enumerate(data):
                if rank == self.rank and number == self.after and os.path.exists(self.flag):
                    os.remove(self.flag)
                    os.killpg(os.getpgid(0), signal.SIGKILL)
                yield doc


    if __name__ == "__main__":
        output, flag, workers, *inputs = sys.argv[1:]
        extract_segments(
            inputs, output, executor={"tasks": 4, "workers": int(workers), "options": {"start_method": "fork"}},
            labeller="", filters=None, extra_steps=[KillOnce(flag, 2, 5)],
        )
    '''
)


def _corpus(tmp_path: Path) -> tuple[list[Path], list[str]]:
    """Two files (OSCAR JSONL gzip + text) and the ids of every sentence in them."""
    oscar = tmp_path / "corpus" / "de_part_1.jsonl.gz"
    oscar.parent.mkdir()
    with gzip.open(oscar, "wt", encoding="utf-8") as f:
        for i in range(60):
            text = f"Die Lehrer*innen lesen Buch {i}. Das Haus Nummer {i} ist groß. Heute regnet es."
            f.write(json.dumps({"content": text, "warc_headers": {"warc-record-id": f"<urn:{i}>"}}) + "\n")
    plain = tmp_path / "corpus" / "more.txt"
    plain.write_text("".join(f"Satz {i} steht hier. Noch einer.\n" for i in range(40)), encoding="utf-8")
    ids = [
        f"{doc.id}/{k}"
        for doc in iter_documents([oscar, plain])
        for k in range(len(split_sentences(doc.text, "de")))
    ]
    return [oscar, plain], ids


def test_documents_are_sharded_disjointly(tmp_path, shared):
    ud = shared / "corpora" / "ud" / "UD_German-GSD"
    conllu = sorted(ud.glob("*.conllu"))
    docs = list(iter_documents(conllu))
    assert len(docs) == 799 + 977 and docs[0].id.startswith("de_gsd-ud-dev.conllu:")
    assert docs[0].text == "Manasse ist ein einzigartiger Parfümeur."
    for world in (2, 3):  # 2 shards: one file each; 3 shards: every third document
        shards = [[d.id for d in iter_documents(conllu, rank=r, world_size=world)] for r in range(world)]
        assert sorted(i for s in shards for i in s) == sorted(d.id for d in docs)
    with pytest.raises(FairwriteError, match="shard 3"):
        list(iter_documents(conllu, rank=3, world_size=3))


@pytest.mark.parametrize("kind", ["local", "slurm", "ray"])
def test_shipped_executor_configurations_build(kind, repo, tmp_path):
    config = ExecutorConfig.from_value(repo / "configs" / "corpus" / f"{kind}.yaml")
    if kind == "ray" and importlib.util.find_spec("ray") is None:  # one line, not datatrove's traceback later
        with pytest.raises(FairwriteError, match=r"--executor ray needs Ray, which is not installed: pip install"):
            make_executor([], config, logging_dir=tmp_path / "logs")
        return
    executor = make_executor([], config, logging_dir=tmp_path / "logs")  # built, not run
    assert config.kind == kind and executor.world_size == config.tasks


def test_executor_configuration(tmp_path):
    (tmp_path / "corpus.yaml").write_text("kind: local\ntasks: 3\nworkers: 1\noptions: {start_method: fork}\n")
    config = ExecutorConfig.from_value(tmp_path / "corpus.yaml")
    assert (config.kind, config.tasks, config.workers) == ("local", 3, 1)
    executor = make_executor([], config, logging_dir=tmp_path / "logs")
    from datatrove.executor import LocalPipelineExecutor

    assert isinstance(executor, LocalPipelineExecutor) and executor.world_size == 3
    assert ExecutorConfig.from_value("slurm").kind == "slurm"
    with pytest.raises(FairwriteError, match="partition and time"):
        make_executor([], ExecutorConfig(kind="slurm", tasks=2), logging_dir=tmp_path / "logs")
    with pytest.raises(FairwriteError, match="unknown executor setting"):
        ExecutorConfig.from_value({"kind": "local", "nodes": 3})
    with pytest.raises(FairwriteError, match="one of local, slurm, ray"):
        ExecutorConfig(kind="spark")


def test_killed_job_resumes_without_redoing_or_losing_records(tmp_path):
    inputs, expected_ids = _corpus(tmp_path)
    script = tmp_path / "job.py"
    script.write_text(CRASHING_JOB, encoding="utf-8")
    output, flag = tmp_path / "job", tmp_path / "kill-flag"
    flag.touch()

    def run(workers: int) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, str(script), str(output), str(flag), str(workers), *map(str, inputs)],
            capture_output=True, text=True, timeout=300, start_new_session=True,
            env={**os.environ, "OMP_NUM_THREADS": "1"},
        )

    first = run(workers=1)  # ranks run one after another in one process: 0 and 1 finish, 2 dies
    assert first.returncode == -9, first.stderr[-2000:]
    assert unfinished_tasks(output) == [2, 3]
    assert (output / "data" / "00002.parquet").exists()  # the half-written shard of the killed task
    with pytest.raises(FairwriteError, match=r"unfinished tasks \[2, 3\]"):
        read_segments(output)
    finished = [output / "data" / f"{r:05d}.parquet" for r in (0, 1)]
    finished += [output / "logs" / "completions" / f"{r:05d}" for r in (0, 1)]
    stamps = {p: p.stat().st_mtime_ns for p in finished}

    second = run(workers=2)
    assert second.returncode == 0, second.stderr[-2000:]
    assert "Skipping 2 already completed tasks" in second.stderr
    assert all(p.stat().st_mtime_ns == stamps[p] for p in finished)  # finished shards were not redone
    assert unfinished_tasks(output) == []
    rows = read_segments(output)
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)) == len(expected_ids)  # nothing lost, nothing twice
    assert set(ids) == set(expected_ids)
    assert {r["corpus"] for r in rows} == {"de_part_1.jsonl.gz", "more.txt"}

    third = run(workers=2)  # everything done: nothing runs again
    assert third.returncode == 0 and len(read_segments(output)) == len(expected_ids)
    assert all(p.stat().st_mtime_ns == stamps[p] for p in finished)


def shouting_pairs(suffix: str):
    """A PairSegments pairer for the test: sentences with a digit become (text, TEXT + suffix) rows."""
    from fairwrite.schema import Segment

    def pairs(texts: list[str], labels: list[str], documents: list[str]) -> list[list[Segment]]:
        return [
            [Segment(source=t, target=t.upper() + suffix, lang="de", method="rules")] if any(c.isdigit() for c in t)
            else []
            for t in texts
        ]

    return pairs


def test_pair_step_stores_each_sentences_rows_with_provenance(tmp_path):
    from fairwrite.corpus.steps import extract_segments, read_pairs

    inputs, expected_ids = _corpus(tmp_path)
    output = extract_segments(
        inputs, tmp_path / "job", executor={"tasks": 2, "workers": 1}, labeller="", filters=None,
        pairer="test_corpus_steps:shouting_pairs", pairer_options={"suffix": "!"}, license="CC0",
    )
    rows = list(read_pairs(output))
    assert len(rows) == len(expected_ids)  # sentences without pairs are kept too
    made = [(row, seg) for row, segs in rows for seg in segs]
    assert made and all(seg.target == row["text"].upper() + "!" for row, seg in made)
    assert all(any(c.isdigit() for c in row["text"]) == bool(segs) for row, segs in rows)
    row, seg = made[0]
    assert (seg.provenance.corpus, seg.provenance.document, seg.provenance.index, seg.provenance.license) == (
        row["corpus"], row["document"], row["index"], "CC0"
    )
