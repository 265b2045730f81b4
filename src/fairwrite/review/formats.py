"""The output formats of ``fairwrite rewrite``: a reviewer's segments as text, JSONL records or an HTML page.

Each is one output line per input segment, so every format streams (:func:`fairwrite.text.stream.stream_file`)
and stays line-aligned like plain text does. A file run (:mod:`fairwrite.corpus.rewrite_job`) cuts text
and JSONL into chunks; the HTML page is one piece (its head on the first line, its tail on the last, the
segments numbered from the first), so it is one chunk.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import orjson

from fairwrite.errors import FairwriteError
from fairwrite.review.html import page_lines
from fairwrite.review.reviewer import Reviewer, SegmentReview

FORMATS = ("text", "jsonl", "html")


def _encode(review: SegmentReview) -> str:
    """One JSON line: orjson writes the dataclasses as they are (``SegmentReview.to_dict`` in Rust); the
    standard encoder was most of the JSONL format's cost."""
    return orjson.dumps(review).decode("utf-8")


class FormattedRewriter:
    """A :class:`~fairwrite.registry.Rewriter` whose lines are ``format`` renderings of a reviewer's segments
    (only the edit groups at or above ``min_confidence``)."""

    def __init__(self, reviewer: Reviewer, output_format: str = "text", min_confidence: float = 0.0) -> None:
        if output_format not in FORMATS:
            raise FairwriteError(f"--format must be one of {', '.join(FORMATS)}, not {output_format!r}")
        if not 0.0 <= min_confidence <= 1.0:
            raise FairwriteError(f"--min-confidence must lie between 0 and 1, not {min_confidence}")
        self.reviewer, self.format, self.min_confidence = reviewer, output_format, min_confidence
        #: the output is one piece (the HTML page): a file run rewrites it as one chunk
        self.one_piece = output_format == "html"

    def reviews(self, texts: Iterable[str]) -> Iterator[SegmentReview]:
        reviews = self.reviewer.review(texts)
        if self.min_confidence > 0:
            return (review.keep(self.min_confidence) for review in reviews)
        return reviews

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        reviews = self.reviews(texts)
        if self.format == "text":
            return (review.output for review in reviews)  # --min-confidence: the kept groups applied
        if self.format == "jsonl":
            return map(_encode, reviews)
        return page_lines(reviews, f"fairwrite rewrite --lang {self.reviewer.lang}: edits")


__all__ = ["FORMATS", "FormattedRewriter"]
