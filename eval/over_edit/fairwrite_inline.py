"""fairwrite code used by the over_edit metric, inlined so that the Space needs no fairwrite install.

Generated from the fairwrite package by `fairwrite publish metric` (fairwrite.hub.spaces); do not
edit: change fairwrite and publish again.
"""

# generated: do not edit
# ruff: noqa
from __future__ import annotations


from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from sacremoses import MosesTokenizer
import jiwer
import numpy as np
import re


# --- fairwrite.errors:FairwriteError

class FairwriteError(Exception):
    """A user mistake (bad path, malformed input, unknown option) with a message fit for the terminal."""

    exit_code: int = 2


# --- fairwrite.text.tokenize:_tokenizer

@lru_cache(maxsize=16)
def _tokenizer(lang: str) -> MosesTokenizer:
    return MosesTokenizer(lang=lang)


# --- fairwrite.text.tokenize:tokenize

def tokenize(text: str, lang: str = "en") -> list[str]:
    """Moses tokens of ``text``."""
    return _tokenizer(lang).tokenize(text, escape=False)


# --- fairwrite.text.tokenize:tokenized

def tokenized(text: str, lang: str = "en") -> str:
    """``text`` with Moses tokens joined by single spaces."""
    return " ".join(tokenize(text, lang))


# --- fairwrite.text.io:check_aligned

def check_aligned(names: Sequence[str], columns: Sequence[Sequence[object]]) -> None:
    """Raise when in-memory columns that must be parallel differ in length."""
    counts = {len(c) for c in columns}
    if len(counts) > 1:
        detail = ", ".join(f"{n}: {len(c)}" for n, c in zip(names, columns, strict=True))
        raise FairwriteError(f"inputs are not aligned ({detail})")


# --- fairwrite.metrics.over_edit:_same_tokens

def _same_tokens(a: str, b: str, lang: str) -> bool:
    """Whether ``a`` and ``b`` have the same Moses tokens. Moses only inserts spaces and drops control
    characters, so texts that differ in anything else differ in tokens: only the rest is tokenised
    (tokenising a whole benchmark costs seconds, and most pairs differ)."""
    if a == b:
        return True
    if _squeezed(a) != _squeezed(b):
        return False
    return tokenize(a, lang) == tokenize(b, lang)


# --- fairwrite.metrics.over_edit:_CONTROL

_CONTROL = re.compile(r"[\x00-\x1f]")


# --- fairwrite.metrics.over_edit:_squeezed

def _squeezed(text: str) -> str:
    return _CONTROL.sub("", "".join(text.split()))


# --- fairwrite.metrics.over_edit:kept_segments

def kept_segments(sources: Sequence[str], references: Sequence[str], *, lang: str = "en") -> list[int]:
    """Indices of the segments whose reference keeps the source (equal Moses tokens)."""
    check_aligned(["sources", "references"], [sources, references])
    pairs = enumerate(zip(sources, references, strict=True))
    return [i for i, (source, reference) in pairs if _same_tokens(source, reference, lang)]


# --- fairwrite.metrics.over_edit:_changed

def _changed(kept: Sequence[int], sources: Sequence[str], predictions: Sequence[str], lang: str) -> list[int]:
    return [i for i in kept if not _same_tokens(predictions[i], sources[i], lang)]


# --- fairwrite.metrics.over_edit:over_edit

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


# --- fairwrite.metrics.wer:SegmentCounts

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


# --- fairwrite.metrics.wer:_prepare

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


# --- fairwrite.metrics.wer:segment_counts

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
