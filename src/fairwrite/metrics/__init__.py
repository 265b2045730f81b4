"""Metric logic as plain functions; ``eval/<metric>/`` modules are thin ``evaluate`` wrappers around them."""

from fairwrite.metrics.bleu import bleu, chrf
from fairwrite.metrics.bootstrap import BootstrapResult, paired_bootstrap
from fairwrite.metrics.over_edit import over_edit
from fairwrite.metrics.wer import SegmentCounts, segment_counts, tokenised_wer

__all__ = [
    "BootstrapResult",
    "SegmentCounts",
    "bleu",
    "chrf",
    "over_edit",
    "paired_bootstrap",
    "segment_counts",
    "tokenised_wer",
]
