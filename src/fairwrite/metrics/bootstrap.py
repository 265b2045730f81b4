"""Paired bootstrap resampling (Koehn 2004) for corpus-level metrics that decompose into sums.

Both systems are scored on the same resampled segment indices; a system "wins" a resample when its
score is strictly better. The p-value is the share of resamples in which system A does *not* beat B.
For WER the per-segment counts make each resample a vectorised sum (see
:class:`fairwrite.metrics.wer.SegmentCounts`), identical to re-running jiwer on the resample.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import asdict, dataclass

import numpy as np

from fairwrite.metrics.wer import SegmentCounts


@dataclass(frozen=True)
class SystemStats:
    """Score of one system on the full set, and the mean and 95 % interval over resamples."""

    score: float
    mean: float
    ci_low: float
    ci_high: float
    win_ratio: float


@dataclass(frozen=True)
class BootstrapResult:
    """Outcome of a paired bootstrap of system A against system B."""

    a: SystemStats
    b: SystemStats
    tie_ratio: float
    p_value: float
    samples: int
    seed: int

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


def resample_indices(n: int, samples: int, seed: int, chunk: int = 100) -> Iterator[np.ndarray]:
    """Blocks of at most ``chunk`` resamples (rows of ``n`` indices drawn with replacement).

    The blocks are reproducible from ``seed``; chunking bounds memory on large sets.
    """
    rng = np.random.default_rng(seed)
    for start in range(0, samples, chunk):
        yield rng.integers(0, n, size=(min(chunk, samples - start), n))


def _stats(full: float, scores: np.ndarray, wins: np.ndarray) -> SystemStats:
    low, high = np.percentile(scores, [2.5, 97.5])
    return SystemStats(
        score=full,
        mean=float(scores.mean()),
        ci_low=float(low),
        ci_high=float(high),
        win_ratio=float(wins.mean()),
    )


def paired_bootstrap(
    a: SegmentCounts,
    b: SegmentCounts,
    *,
    samples: int = 1000,
    seed: int = 12345,
    lower_is_better: bool = True,
    chunk: int = 100,
    scale: float = 100.0,
) -> BootstrapResult:
    """Paired bootstrap of two systems' WER counts on the same references.

    Scores are multiplied by ``scale`` (100: WER in percent, as the papers and ``fairwrite evaluate`` print it).

    """
    n = len(a.edits)
    if len(b.edits) != n:
        raise ValueError("both systems must be scored on the same segments")
    scores_a, scores_b = [], []
    for idx in resample_indices(n, samples, seed, chunk):
        scores_a.append(a.resampled_wer(idx))
        scores_b.append(b.resampled_wer(idx))
    sa, sb = scale * np.concatenate(scores_a), scale * np.concatenate(scores_b)
    a_better = sa < sb if lower_is_better else sa > sb
    b_better = sb < sa if lower_is_better else sb > sa
    return BootstrapResult(
        a=_stats(scale * a.wer(), sa, a_better),
        b=_stats(scale * b.wer(), sb, b_better),
        tie_ratio=float((sa == sb).mean()),
        p_value=float(1.0 - a_better.mean()),
        samples=samples,
        seed=seed,
    )
