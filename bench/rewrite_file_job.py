"""Rewriting a file as a resumable datatrove job costs a user no noticeable time (issue 42, item 3).

``fairwrite rewrite -i FILE -o OUT`` runs as a job (chunks, completion markers, :mod:`fairwrite.corpus.rewrite_job`).
Its peer is the same rewrite streamed (``-i FILE`` to stdout: no job, what a file run did before) or, with
``--baseline PATH``, another installation's ``fairwrite`` on the same file (main before the change). Both
commands run whole (start-up included), in turn, ``--runs`` times each on the first ``--lines`` lines of
``corpora/text/en/brown.txt`` with the default settings; prints the median wall and CPU seconds of each,
their ratio (job / peer), and checks that the two outputs are byte-identical.

    .venv/bin/python bench/rewrite_file_job.py [--lines 2000] [--runs 5] [--baseline /work/main/.venv/bin/fairwrite]
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from fairwrite.datadir import data_dir

FAIRWRITE = Path(sys.executable).with_name("fairwrite")


def timed(command: list[str], stdout: Path | None) -> tuple[float, float]:
    """Wall and CPU (user + system) seconds of one whole run of ``command``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    with open(stdout, "wb") if stdout else open(os.devnull, "wb") as out:
        done = subprocess.run(command, stdout=out, stderr=subprocess.PIPE, check=False)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed: {done.stderr.decode()[-400:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--baseline", help="another installation's fairwrite, run as -i FILE -o OUT")
    args = parser.parse_args()
    shared = data_dir()
    with tempfile.TemporaryDirectory(prefix="rewrite-job-") as tmp:
        root = Path(tmp)
        source = root / "brown.txt"
        with (shared / "corpora/text/en/brown.txt").open(encoding="utf-8") as corpus:
            source.write_text("".join(line for _, line in zip(range(args.lines), corpus, strict=False)), encoding="utf-8")
        job = [str(FAIRWRITE), "rewrite", "--lang", "en", "-i", str(source), "-o", str(root / "job.txt")]
        if args.baseline:
            peer, peer_out, name = [args.baseline, *job[1:-1], str(root / "peer.txt")], None, f"{args.baseline} -o"
        else:
            peer, peer_out, name = job[:-2], root / "peer.txt", "the same rewrite streamed to stdout"
        times: dict[str, list[tuple[float, float]]] = {"job": [], "peer": []}
        timed(job, None), timed(peer, peer_out)  # warm-up: file caches, spaCy's model files
        for _ in range(args.runs):
            times["job"].append(timed(job, None))
            times["peer"].append(timed(peer, peer_out))
        same = (root / "job.txt").read_bytes() == (root / "peer.txt").read_bytes()
    median = {k: (statistics.median(w for w, _ in v), statistics.median(c for _, c in v)) for k, v in times.items()}
    print(f"{args.lines:,} lines of brown.txt, {args.runs} runs each, in turn (medians; stderr is a pipe: no bar)")
    print(f"job  (-i FILE -o OUT, datatrove job): wall {median['job'][0]:.2f} s, cpu {median['job'][1]:.2f} s")
    print(f"peer ({name}): wall {median['peer'][0]:.2f} s, cpu {median['peer'][1]:.2f} s")
    print(f"job / peer: wall {median['job'][0] / median['peer'][0]:.3f}, cpu {median['job'][1] / median['peer'][1]:.3f}")
    print(f"outputs byte-identical: {same}")
    if not same:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
