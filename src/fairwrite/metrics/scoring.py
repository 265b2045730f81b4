"""Uniform scorers behind ``fairwrite evaluate`` (see :data:`fairwrite.registry.METRICS`).

Each returns a JSON-ready dict whose ``score`` is on a 0–100 scale, plus counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairwrite.metrics.bleu import bleu, chrf
from fairwrite.metrics.wer import segment_counts


def _sacrebleu_scores(result: dict[str, object], key: str, references: Sequence[str]) -> dict[str, object]:
    return {"score": result[key], "signature": result["signature"], "segments": len(references)}


def score_wer(
    references: Sequence[str], predictions: Sequence[str], *, sources: Sequence[str] | None = None, lang: str = "en"
) -> dict[str, object]:
    """Tokenised WER in percent, with edit and reference-word totals.

    Tokenisation uses Moses with ``lang="en"`` rules by default for every language, as the papers do.
    """
    counts = segment_counts(references, predictions, lang=lang)
    return {
        "score": 100.0 * counts.wer(),
        "edits": int(counts.edits.sum()),
        "reference_words": int(counts.ref_words.sum()),
        "segments": len(references),
    }


def score_bleu(
    references: Sequence[str], predictions: Sequence[str], *, sources: Sequence[str] | None = None, lang: str = "en"
) -> dict[str, object]:
    """sacrebleu corpus BLEU."""
    return _sacrebleu_scores(bleu(references, predictions), "bleu", references)


def score_chrf(
    references: Sequence[str], predictions: Sequence[str], *, sources: Sequence[str] | None = None, lang: str = "en"
) -> dict[str, object]:
    """sacrebleu corpus chrF."""
    return _sacrebleu_scores(chrf(references, predictions), "chrf", references)
