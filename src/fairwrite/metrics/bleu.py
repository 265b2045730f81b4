"""BLEU and chrF through sacrebleu, with its signature so scores are comparable across papers."""

from __future__ import annotations

from collections.abc import Sequence

import sacrebleu

from fairwrite.text.io import check_aligned


def bleu(references: Sequence[str], predictions: Sequence[str], **options: object) -> dict[str, object]:
    """Corpus BLEU (sacrebleu defaults: 13a tokenisation, exp smoothing) and its signature."""
    check_aligned(["references", "predictions"], [references, predictions])
    metric = sacrebleu.BLEU(**options)  # type: ignore[arg-type]
    score = metric.corpus_score(list(predictions), [list(references)])
    return {"bleu": score.score, "signature": str(metric.get_signature())}


def chrf(references: Sequence[str], predictions: Sequence[str], **options: object) -> dict[str, object]:
    """Corpus chrF (chrF2 by default; ``word_order=2`` for chrF++) and its signature."""
    check_aligned(["references", "predictions"], [references, predictions])
    metric = sacrebleu.CHRF(**options)  # type: ignore[arg-type]
    score = metric.corpus_score(list(predictions), [list(references)])
    return {"chrf": score.score, "signature": str(metric.get_signature())}
