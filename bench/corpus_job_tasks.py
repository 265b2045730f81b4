"""Sharded training-set builds (issue 18): one corpus-job task against two, on real German text.

Builds ``de-gender-fair --forward-pairs`` from a seeded sample of ``corpora/text/de`` twice, in fresh work
folders: ``--tasks 1 --workers 1`` (one process reads, labels and pairs every sentence) and ``--tasks N
--workers N`` (N datatrove tasks in parallel, one shard of the input each). Prints both wall times, their
ratio, and checks that the two folders hold the same rows (the split is by a hash of the target, and the
rows are read back in corpus order, so the task count must not change the data).

    .venv/bin/python bench/corpus_job_tasks.py [--lines 150000] [--tasks 2]
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

import pyarrow.parquet as pq

from fairwrite.datadir import data_dir
from fairwrite.hub.demo import corpus_sample
from fairwrite.registry import run_builder

BUILDER, OPTIONS = "de-gender-fair", ["--seed", "0", "--forward-pairs"]


def rows(folder: Path) -> list[tuple[str, str, str]]:
    """(split file, source, target) of every row, sorted: the content, whatever the shard order."""
    found = []
    for path in sorted(folder.glob("data/*/*.parquet")):
        table = pq.read_table(path, columns=["source", "target"]).to_pydict()
        split = path.name.split("-")[0]
        found += [(split, s, t) for s, t in zip(table["source"], table["target"], strict=True)]
    return sorted(found)


def build(corpus: Path, root: Path, tasks: int) -> tuple[float, Path]:
    output = root / f"tasks-{tasks}"
    options = [*OPTIONS, "--tasks", str(tasks), "--workers", str(tasks), "--work-dir", str(root / f"work-{tasks}")]
    started = time.perf_counter()
    run_builder(BUILDER, [corpus], output, options)
    return time.perf_counter() - started, output


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=150_000, help="German corpus lines (seeded sample)")
    parser.add_argument("--tasks", type=int, default=2, help="tasks of the sharded build (the machine's cores)")
    args = parser.parse_args()
    texts = sorted((data_dir() / "corpora" / "text" / "de").glob("*.txt"))
    with tempfile.TemporaryDirectory(prefix="fairwrite-tasks-") as tmp:
        root = Path(tmp)
        corpus = root / "de.txt"
        corpus.write_text("\n".join(corpus_sample(texts, args.lines)) + "\n", encoding="utf-8")
        one, one_folder = build(corpus, root, 1)
        many, many_folder = build(corpus, root, args.tasks)
        same = rows(one_folder) == rows(many_folder)
        count = len(rows(one_folder))
    print(f"{BUILDER} on {args.lines:,} German corpus lines ({count:,} rows)")
    print(f"  1 task:            {one:7.1f} s")
    print(f"  {args.tasks} tasks, {args.tasks} workers: {many:7.1f} s")
    print(f"  speed-up: {one / many:.2f}x; same rows: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
