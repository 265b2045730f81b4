"""Over-edit: how often a rewriter changes text that needed no change.

WER mixes two kinds of error: a missed rewrite and a wrong one. Users judge a rewriting tool mostly by
the second (a broken *Sicherheitsrat*, a surname made plural), so this measure isolates it. A segment is
**kept** when its reference equals its source; every change a system makes there is an over-edit:

- ``segments``: the share of kept segments whose prediction differs from the source;
- ``words``: the edits (substitutions + deletions + insertions) of the predictions against the sources
  of the kept segments, over their number of source words — tokenised WER of the predictions against
  the unchanged text, restricted to the segments that should stay unchanged.

"Equal" and "words" are those of tokenised WER (:mod:`fairwrite.metrics.wer`): Moses tokens, ``lang="en"``
rules by default, so a change of whitespace alone is no edit. Edge cases: when no reference keeps its
source, both shares are undefined (``None``); a blank kept segment counts for ``segments`` (a system
that writes text into it over-edits) but has no words, so it does not count for ``words``; insertions
can push ``words`` above 1. Segments the reference changes are not looked at: what a system does there
is WER's business.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from fairwrite.metrics.wer import segment_counts
from fairwrite.text.io import check_aligned
from fairwrite.text.tokenize import tokenize


def _same_tokens(a: str, b: str, lang: str) -> bool:
    """Whether ``a`` and ``b`` have the same Moses tokens. Moses only inserts spaces and drops control
    characters, so texts that differ in anything else differ in tokens: only the rest is tokenised
    (tokenising a whole benchmark costs seconds, and most pairs differ)."""
    if a == b:
        return True
    if _squeezed(a) != _squeezed(b):
        return False
    return tokenize(a, lang) == tokenize(b, lang)


_CONTROL = re.compile(r"[\x00-\x1f]")


def _squeezed(text: str) -> str:
    return _CONTROL.sub("", "".join(text.split()))


def kept_segments(sources: Sequence[str], references: Sequence[str], *, lang: str = "en") -> list[int]:
    """Indices of the segments whose reference keeps the source (equal Moses tokens)."""
    check_aligned(["sources", "references"], [sources, references])
    pairs = enumerate(zip(sources, references, strict=True))
    return [i for i, (source, reference) in pairs if _same_tokens(source, reference, lang)]


def _changed(kept: Sequence[int], sources: Sequence[str], predictions: Sequence[str], lang: str) -> list[int]:
    return [i for i in kept if not _same_tokens(predictions[i], sources[i], lang)]


def over_edited(
    sources: Sequence[str], references: Sequence[str], predictions: Sequence[str], *, lang: str = "en"
) -> list[int]:
    """Indices of the kept segments (:func:`kept_segments`) that the predictions change."""
    check_aligned(["sources", "references", "predictions"], [sources, references, predictions])
    return _changed(kept_segments(sources, references, lang=lang), sources, predictions, lang)


def over_edit(
    sources: Sequence[str], references: Sequence[str], predictions: Sequence[str], *, lang: str = "en"
) -> dict[str, float | int | None]:
    """Shares (fractions) of kept segments and of their words that the predictions change, with counts."""
    check_aligned(["sources", "references", "predictions"], [sources, references, predictions])
    kept = kept_segments(sources, references, lang=lang)
    changed = _changed(kept, sources, predictions, lang)
    worded = [i for i in kept if sources[i].strip()]
    edits = words = 0
    if worded:
        counts = segment_counts([sources[i] for i in worded], [predictions[i] for i in worded], lang=lang)
        edits, words = int(counts.edits.sum()), int(counts.ref_words.sum())
    return {
        "segments": len(changed) / len(kept) if kept else None,
        "words": edits / words if words else None,
        "changed_segments": len(changed),
        "kept_segments": len(kept),
        "word_edits": edits,
        "kept_words": words,
        "total_segments": len(sources),
    }


__all__ = ["kept_segments", "over_edit", "over_edited"]
