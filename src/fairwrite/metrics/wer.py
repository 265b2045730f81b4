"""Tokenised WER as in Amrhein et al. (2023) and Hauser (2023): jiwer over Moses-tokenised text.

Besides the corpus-level score, :func:`segment_counts` keeps, per segment, the number of edits and
of reference words. A corpus WER is ``sum(edits) / sum(reference words)``, so resampled corpora (paired
bootstrap) are scored by summing counts instead of re-aligning every resample.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import jiwer
import numpy as np

from fairwrite.errors import FairwriteError
from fairwrite.text.io import check_aligned
from fairwrite.text.tokenize import tokenized


@dataclass(frozen=True)
class SegmentCounts:
    """Per-segment edit operations (substitutions + deletions + insertions) and reference lengths."""

    edits: np.ndarray
    ref_words: np.ndarray

    def wer(self, indices: np.ndarray | None = None) -> float:
        """WER of the whole set, or of the (re)sample given by ``indices``."""
        if indices is None:
            return float(self.edits.sum() / self.ref_words.sum())
        return float(self.edits[indices].sum() / self.ref_words[indices].sum())

    def resampled_wer(self, indices: np.ndarray) -> np.ndarray:
        """WER of each row of a ``(samples, n)`` index matrix, vectorised."""
        return self.edits[indices].sum(axis=1) / self.ref_words[indices].sum(axis=1)


def _prepare(references: Sequence[str], predictions: Sequence[str], lang: str, tokenize: bool):
    check_aligned(["references", "predictions"], [references, predictions])
    if not references:
        raise FairwriteError("cannot compute WER of an empty set")
    if tokenize:
        references = [tokenized(r, lang) for r in references]
        predictions = [tokenized(p, lang) for p in predictions]
    if any(not r.strip() for r in references):
        empty = next(i for i, r in enumerate(references) if not r.strip()) + 1
        raise FairwriteError(f"reference {empty} is empty; WER needs at least one reference word per segment")
    return list(references), list(predictions)


def segment_counts(
    references: Sequence[str], predictions: Sequence[str], *, lang: str = "en", tokenize: bool = True
) -> SegmentCounts:
    """Align every segment once with jiwer and keep its edit and reference-word counts."""
    refs, hyps = _prepare(references, predictions, lang, tokenize)
    output = jiwer.process_words(refs, hyps)
    edits = np.zeros(len(refs), dtype=np.int64)
    for i, alignment in enumerate(output.alignments):
        for chunk in alignment:
            if chunk.type == "insert":
                edits[i] += chunk.hyp_end_idx - chunk.hyp_start_idx
            elif chunk.type != "equal":
                edits[i] += chunk.ref_end_idx - chunk.ref_start_idx
    ref_words = np.array([len(r) for r in output.references], dtype=np.int64)
    return SegmentCounts(edits=edits, ref_words=ref_words)


def tokenised_wer(
    references: Sequence[str], predictions: Sequence[str], *, lang: str = "en", tokenize: bool = True
) -> float:
    """Corpus WER (a fraction; the papers print it ×100) over Moses-tokenised text."""
    refs, hyps = _prepare(references, predictions, lang, tokenize)
    return float(jiwer.wer(refs, hyps))
