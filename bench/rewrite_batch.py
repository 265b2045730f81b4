"""Batch rewriting vs calling the pipeline one sentence at a time (issue: ratio ≥ 5×).

A tiny model is trained once with the tiny recipe on WinoBias+ (cached in ``.bench-cache/``), then both
methods rewrite the same real sentences (Reddit, OpenSubtitles and WinoBias+ sources from
``../shared/benchmarks/en``) with greedy decoding and the same ``max_new_tokens``:

- ``pipeline("text2text-generation", model=DIR)`` called once per sentence (after ``import fairwrite``);
- ``load_model_rewriter(DIR).rewrite(sentences)``: length-sorted, token-capped batches under
  ``torch.inference_mode``.

Prints sentences/s of each, the ratio, and how many outputs agree.

    .venv/bin/python bench/rewrite_batch.py [--sentences 600] [--threads 1]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CACHE = REPO / ".bench-cache" / "rewrite-batch"


def trained_model(threads: int) -> Path:
    """The tiny recipe trained on WinoBias+ (cached; ~1–2 minutes on this CPU the first time)."""
    model_dir = CACHE / "model"
    if (model_dir / "metrics.json").is_file():
        return model_dir
    from datasets import DatasetDict

    from fairwrite.datasets.suite import load_en_benchmark
    from fairwrite.hub import DatasetCardSpec, write_dataset_folder
    from fairwrite.trainer.config import load_config
    from fairwrite.trainer.loop import train

    bench = load_en_benchmark("winobias+").dataset.shuffle(seed=0)
    splits = DatasetDict({"train": bench.select(range(2900)), "validation": bench.select(range(2900, 3167))})
    dataset = write_dataset_folder(splits, CACHE / "data", DatasetCardSpec("bench", ["en"]))
    config = load_config(
        REPO / "training" / "recipes" / "tiny.yaml",
        {
            "data.dataset": str(dataset),
            "output_dir": str(model_dir),
            "train.max_steps": 500,
            "train.num_threads": threads,
            "logging.progress": False,
        },
    )
    return train(config)


def sentences(count: int) -> list[str]:
    from fairwrite.datadir import data_path
    from fairwrite.text.io import read_lines

    root = data_path("benchmarks/en")
    pool = (
        read_lines(root / "reddit.src")
        + read_lines(root / "opensubtitles.src")
        + read_lines(root / "winobias+.src")
    )
    step = max(1, len(pool) // count)
    return [s for s in pool[::step] if s.strip()][:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sentences", type=int, default=600)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--max-new-tokens", type=int, default=64)
    args = parser.parse_args()

    import torch

    torch.set_num_threads(args.threads)
    model_dir = trained_model(args.threads)
    texts = sentences(args.sentences)

    from transformers import pipeline

    import fairwrite  # noqa: F401  (registers text2text-generation on transformers 5)
    from fairwrite.models.rewriter import load_model_rewriter

    pipe = pipeline("text2text-generation", model=str(model_dir), device="cpu")
    rewriter = load_model_rewriter(model_dir, device="cpu", max_new_tokens=args.max_new_tokens)
    pipe(texts[0], num_beams=1, max_new_tokens=args.max_new_tokens)  # warm-up
    rewriter(texts[:8])

    started = time.perf_counter()
    one_by_one = [
        pipe(t, num_beams=1, max_new_tokens=args.max_new_tokens)[0]["generated_text"] for t in texts
    ]
    single_seconds = time.perf_counter() - started

    started = time.perf_counter()
    batched = list(rewriter.rewrite(texts))
    batch_seconds = time.perf_counter() - started

    agree = sum(a.strip() == b for a, b in zip(one_by_one, batched, strict=True))
    ratio = single_seconds / batch_seconds
    metrics = json.loads((model_dir / "metrics.json").read_text())
    best = metrics.get("final_eval") or {}
    print(f"model: tiny recipe, {metrics['steps']} steps, validation WER {best.get('wer', float('nan')):.2f}")
    print(f"{len(texts)} sentences, greedy, max_new_tokens {args.max_new_tokens}, {args.threads} thread(s)")
    print(
        f"pipeline, one sentence per call: {len(texts) / single_seconds:8.1f} sentences/s ({single_seconds:.1f} s)"
    )
    print(
        f"load_model_rewriter, batched:    {len(texts) / batch_seconds:8.1f} sentences/s ({batch_seconds:.1f} s)"
    )
    print(f"ratio {ratio:.1f}× (target ≥ 5×); identical outputs {agree}/{len(texts)}")
    if ratio < 5:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
