"""Edit-tagger training speed on CPU: fairwrite's step against PyTorch's and glibc's defaults (a ratio).

fairwrite runs the tagger's attention as plain batched matmuls on CPU (``SDPBackend.MATH``: a sentence is
tens of words, and the fused flash kernel is built for long sequences) and tells glibc to serve large
blocks from memory the last step freed (``fairwrite.trainer.loop._reuse_freed_memory``: the hashed-feature
gradient is 67 MB and would otherwise be mapped afresh, page by page, every step). The peer is the same
trainer with the same recipe (``bench/train_models.py``'s German overrides: d 256, 3 layers, bf16 where the
CPU has it), the same data and seed, and both left at their defaults.

Data: the German set ``bench/train_models.py`` trains on, built the same way from a seeded sample of
``--lines`` lines of ``corpora/text/de``. Each run is its own process (glibc's settings hold for a whole
process); the runs alternate, so load on the machine hits both alike, and the best of ``--repeats`` of each
is compared. Throughput is the trainer's own: source + target tokens per second of training.

    .venv/bin/python bench/tagger_step.py [--work DIR] [--lines 20000] [--steps 150] [--repeats 2] [--threads 2]
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from contextlib import nullcontext
from pathlib import Path

from train_models import RECIPE, build_set, recipe_overrides

SYSTEMS = ("fairwrite", "defaults")


def child(system: str, dataset: Path, output: Path, steps: int, threads: int) -> None:
    """One training run in this process; prints its tokens/s as JSON."""
    import fairwrite.models.edit_tagger as tagger
    import fairwrite.trainer.loop as loop
    from fairwrite.trainer import load_config, train

    if system == "defaults":
        tagger.sdpa_kernel = lambda *_: nullcontext()  # PyTorch picks the kernel (flash on CPU)
        loop._reuse_freed_memory = lambda: None  # glibc's thresholds
    overrides = {
        **recipe_overrides("de"),
        "data.dataset": str(dataset),
        "output_dir": str(output),
        "train.num_threads": threads,
        "train.max_steps": steps,
        "train.eval_every": steps * 10,
        "train.checkpoint_every": steps * 10,
        "train.log_every": steps,
        "logging.progress": False,
    }
    train(load_config(RECIPE, overrides))
    metrics = json.loads((output / "metrics.json").read_text())
    print(json.dumps({"tokens_per_second": metrics["tokens_per_second"], "steps": metrics["steps"]}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, help="where the set is built (reused) and the runs write")
    parser.add_argument("--lines", type=int, default=20000, help="corpus lines the German set is built from")
    parser.add_argument("--steps", type=int, default=150, help="optimizer steps per run")
    parser.add_argument("--repeats", type=int, default=2)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--child", choices=SYSTEMS, help=argparse.SUPPRESS)
    parser.add_argument("--dataset", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.dataset, args.work, args.steps, args.threads)
        return

    with tempfile.TemporaryDirectory() as scratch:
        work = args.work or Path(scratch)
        dataset = build_set("de", work, args.lines)
        best: dict[str, float] = {}
        for repeat in range(args.repeats):
            for system in SYSTEMS:
                output = work / "runs" / f"{system}-{repeat}"
                shutil.rmtree(output, ignore_errors=True)  # a run of its own, not a resume of an earlier bench's
                run = subprocess.run(
                    [sys.executable, __file__, "--child", system, "--dataset", str(dataset), "--work", str(output),
                     "--steps", str(args.steps), "--threads", str(args.threads)],
                    capture_output=True, text=True, check=False,
                )  # fmt: skip
                if run.returncode:
                    sys.exit(f"tagger_step: the {system} run failed:\n{run.stderr[-2000:]}")
                speed = json.loads(run.stdout.strip().splitlines()[-1])["tokens_per_second"]
                print(f"  {system:<10} run {repeat + 1}: {speed:,.0f} tokens/s")
                best[system] = max(best.get(system, 0.0), speed)
    print(f"\nGerman edit tagger, {args.steps} steps, {args.threads} threads (best of {args.repeats}):")
    for system in SYSTEMS:
        print(f"  {system:<10} {best[system]:>10,.0f} tokens/s")
    print(f"  ratio fairwrite / defaults: {best['fairwrite'] / best['defaults']:.2f}")


if __name__ == "__main__":
    main()
