"""Uniform scorers behind ``fairwrite evaluate`` (see :data:`fairwrite.registry.METRICS`).

Each returns a JSON-ready dict whose ``score`` is on a 0–100 scale, plus counts.
"""

from __future__ import annotations

from collections.abc import Sequence

from fairwrite.errors import FairwriteError
from fairwrite.metrics.bleu import bleu, chrf
from fairwrite.metrics.over_edit import over_edit
from fairwrite.metrics.wer import segment_counts


def need_sources(sources: Sequence[str] | None, metric: str, what: str) -> Sequence[str]:
    """``sources``, or the one-line error of a metric that reads them (``what``: why it needs them)."""
    if sources is None:
        raise FairwriteError(f"{metric} needs --sources: {what}")
    return sources


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


def score_over_edit(
    references: Sequence[str], predictions: Sequence[str], *, sources: Sequence[str] | None = None, lang: str = "en"
) -> dict[str, object]:
    """Over-edit in percent (:mod:`fairwrite.metrics.over_edit`): ``score`` is the share of segments the
    reference keeps unchanged that the system changed, ``words`` the share of their words."""
    srcs = need_sources(sources, "over-edit", "the segments the predictions rewrite")
    result = over_edit(srcs, references, predictions, lang=lang)
    if result["segments"] is None:
        raise FairwriteError("over-edit: no reference equals its source, so there is nothing a system should keep")
    shares = {key: None if result[key] is None else 100.0 * result[key] for key in ("segments", "words")}  # type: ignore[operator]
    return {"score": shares["segments"], **result, **shares}
