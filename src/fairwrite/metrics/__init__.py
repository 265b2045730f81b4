"""Metric logic as plain functions; ``eval/<metric>/`` modules are thin ``evaluate`` wrappers around them."""

from fairwrite.metrics.bleu import bleu, chrf
from fairwrite.metrics.bootstrap import BootstrapResult, paired_bootstrap
from fairwrite.metrics.wer import SegmentCounts, segment_counts, tokenised_wer

__all__ = [
    "BootstrapResult",
    "SegmentCounts",
    "bleu",
    "chrf",
    "paired_bootstrap",
    "segment_counts",
    "tokenised_wer",
]
