"""Paired bootstrap: per-segment counts vs re-running jiwer on every resample (issue: ≥ 50×).

WinoBias+ (3,167 segments), backward vs forward augmentation, 1,000 resamples. Prints both timings,
the speed ratio, and checks that every resample's WER is identical in the two methods.

    .venv/bin/python bench/bootstrap_speed.py [--samples 1000]
"""

from __future__ import annotations

import argparse
import time

import jiwer
import numpy as np

from fairwrite.datasets.suite import load_en_benchmark
from fairwrite.metrics import paired_bootstrap, segment_counts
from fairwrite.metrics.bootstrap import resample_indices
from fairwrite.text.tokenize import tokenized


def naive(refs: list[str], hyps: list[str], samples: int, seed: int) -> np.ndarray:
    """The straightforward method: tokenised text, jiwer.wer on each resample."""
    out = []
    for block in resample_indices(len(refs), samples, seed):
        for row in block:
            out.append(jiwer.wer([refs[i] for i in row], [hyps[i] for i in row]))
    return np.array(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=12345)
    args = parser.parse_args()

    bench = load_en_benchmark("winobias+")
    refs = bench.references
    a_out, b_out = (
        bench.systems["backward-augmentation"],
        bench.systems["forward-augmentation-reimplementation"],
    )
    tok_refs = [tokenized(r) for r in refs]  # tokenisation is shared by both methods: time it for neither
    tok_a, tok_b = [tokenized(h) for h in a_out], [tokenized(h) for h in b_out]

    start = time.perf_counter()
    counts_a = segment_counts(tok_refs, tok_a, tokenize=False)
    counts_b = segment_counts(tok_refs, tok_b, tokenize=False)
    result = paired_bootstrap(counts_a, counts_b, samples=args.samples, seed=args.seed)
    fast = time.perf_counter() - start

    start = time.perf_counter()
    slow_a = naive(tok_refs, tok_a, args.samples, args.seed)
    slow_b = naive(tok_refs, tok_b, args.samples, args.seed)
    slow = time.perf_counter() - start

    fast_a = np.concatenate(
        [counts_a.resampled_wer(b) for b in resample_indices(len(refs), args.samples, args.seed)]
    )
    fast_b = np.concatenate(
        [counts_b.resampled_wer(b) for b in resample_indices(len(refs), args.samples, args.seed)]
    )
    assert np.array_equal(fast_a, slow_a) and np.array_equal(fast_b, slow_b), (
        "per-resample WER differs from jiwer"
    )

    print(f"paired bootstrap, WinoBias+ ({len(refs)} segments), {args.samples} resamples")
    print(
        f"  backward aug. WER {result.a.score:.2f} [{result.a.ci_low:.2f}, {result.a.ci_high:.2f}]  wins {result.a.win_ratio:.3f}"
    )
    print(
        f"  forward aug.  WER {result.b.score:.2f} [{result.b.ci_low:.2f}, {result.b.ci_high:.2f}]  wins {result.b.win_ratio:.3f}"
    )
    print(f"  p-value (backward not better) {result.p_value:.3f}")
    print(f"  per-segment counts: {fast:.3f} s   jiwer per resample: {slow:.1f} s")
    print(f"  speed ratio: {slow / fast:.0f}x  (target >= 50x); per-resample WER identical: yes")


if __name__ == "__main__":
    main()
