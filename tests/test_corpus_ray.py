"""A dataset built on a real Ray cluster (started here on 127.0.0.1 with 2 CPUs) from ../shared text: the
same rows (ids, splits, text) as the local executor's with the same 4 tasks, and a build whose driver was
killed resumes without redoing the tasks that had finished."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pyarrow.parquet as pq
import pytest

ray = pytest.importorskip("ray")

from fairwrite.corpus.jobs import JobSettings  # noqa: E402
from fairwrite.corpus.steps import unfinished_ranks  # noqa: E402
from fairwrite.text.segment import split_sentences  # noqa: E402

pytestmark = pytest.mark.slow

TESTS = Path(__file__).resolve().parent
LINES = 80  # a small slice: one file, fewer files than tasks, so each task reads its own byte range


def _rows(folder: Path) -> list[tuple[str, str, str, str, str]]:
    """(config, split, id, source, target) of a dataset folder, in file order."""
    rows = []
    for shard in sorted((folder / "data").glob("*/*.parquet")):
        split = shard.name.split("-")[0]
        for row in pq.read_table(shard, columns=["id", "source", "target"]).to_pylist():
            rows.append((shard.parent.name, split, row["id"], row["source"], row["target"]))
    return rows


@pytest.fixture(scope="module")
def corpus(shared: Path, tmp_path_factory) -> Path:
    lines = (shared / "corpora/text/en/brown.txt").read_text(encoding="utf-8").splitlines()[:LINES]
    path = tmp_path_factory.mktemp("ray-corpus") / "brown_slice.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A Ray cluster of this process: 127.0.0.1, 2 CPUs; its workers import the tests' helper spec."""
    flag = tmp_path_factory.mktemp("ray-kill") / "kill"
    saved = {k: os.environ.get(k) for k in ("PYTHONPATH", "FAIRWRITE_TEST_KILL_FLAG")}
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(TESTS), saved["PYTHONPATH"]]))
    os.environ["FAIRWRITE_TEST_KILL_FLAG"] = str(flag)
    ray.init(
        num_cpus=2, _node_ip_address="127.0.0.1", include_dashboard=False, log_to_driver=False,
        object_store_memory=150 * 2**20,
    )
    try:
        yield ray.get_runtime_context().gcs_address, flag
    finally:
        ray.shutdown()
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


OPTIONS = ["--filters", "none", "--tasks", "4"]


@pytest.fixture(scope="module")
def local_rows(corpus, tmp_path_factory) -> list[tuple[str, str, str, str, str]]:
    """The rows of the same build on the local executor (4 tasks, 2 at a time)."""
    from fairwrite.registry import run_builder

    return _rows(run_builder("en-augmented", [corpus], tmp_path_factory.mktemp("local") / "out", [*OPTIONS, "--workers", "2"]))


def test_ray_build_gives_the_local_builds_rows(cluster, corpus, local_rows, tmp_path):
    from fairwrite.registry import run_builder

    on_ray = run_builder("en-augmented", [corpus], tmp_path / "ray", [*OPTIONS, "--executor", "ray"])
    rows = local_rows
    assert rows and _rows(on_ray) == rows
    assert {split for _, split, *_ in rows} >= {"train"} and len({r[2] for r in rows}) == len(rows)
    (job,) = (tmp_path / ".ray.work").glob("build-*")
    done = [len(list((job / "logs" / s / "completions").iterdir())) for s in ("rows", "unique", "sample", "write")]
    assert done == [4, 4, 1, 4]


DRIVER = textwrap.dedent(
    """
    import sys

    import ray

    from ray_helpers import build
    from fairwrite.corpus.jobs import JobSettings

    address, corpus, output = sys.argv[1:]
    ray.init(address=address, log_to_driver=False)
    build([corpus], output, JobSettings(executor="ray", tasks=4))
    """
)


def test_killed_ray_build_resumes_without_redoing_finished_tasks(cluster, corpus, local_rows, tmp_path):
    import ray_helpers

    address, flag = cluster
    last = split_sentences(corpus.read_text(encoding="utf-8").splitlines()[-1], "en")[-1]  # task 3 meets it
    script = tmp_path / "driver.py"
    script.write_text(DRIVER, encoding="utf-8")
    output = tmp_path / "out"
    driver = subprocess.Popen(
        [sys.executable, str(script), address, str(corpus), str(output)],
        env={**os.environ, "PYTHONPATH": os.environ["PYTHONPATH"]},
        stdout=subprocess.DEVNULL,
        stderr=(tmp_path / "driver.log").open("w"),
    )
    after = str(tmp_path / ".out.work" / "build-*" / "logs" / "rows" / "completions" / "*")
    flag.write_text(json.dumps({"pid": driver.pid, "at": last, "after": after}))
    code = driver.wait(timeout=240)
    assert code == -9, (tmp_path / "driver.log").read_text()[-3000:]  # killed by the task that met the last sentence
    (job,) = (tmp_path / ".out.work").glob("build-*")
    unfinished = unfinished_ranks(job / "logs" / "rows")
    assert 3 in unfinished and len(unfinished) < 4 and not output.exists()
    finished = sorted(p for r in range(4) if r not in unfinished for p in (job / "rows").glob(f"*/{r:05d}.parquet"))
    stamps = [p.stat().st_mtime_ns for p in finished]

    resumed = ray_helpers.build([str(corpus)], str(output), JobSettings(executor="ray", tasks=4))
    assert unfinished_ranks(job / "logs" / "write") == []
    assert finished and [p.stat().st_mtime_ns for p in finished] == stamps  # the finished tasks were not redone
    assert _rows(resumed) == local_rows  # the same rows as the build never interrupted
