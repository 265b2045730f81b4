"""Long segments in bounded, sentence-aligned chunks, so every engine stays linear in its input.

A parser (spaCy, the German and French rule engines) given one 1 MB line as one document costs time and
memory that grow faster than the line. :class:`ChunkedRewriter` wraps any
:class:`fairwrite.registry.Rewriter`: a segment longer than ``limit`` characters is cut into its sentences
(:mod:`fairwrite.text.segment`; a sentence longer than ``limit`` at spaces), each is rewritten as a segment
of its own, and the outputs are joined with the original text between them, byte for byte.
Shorter segments (all ordinary text) pass through unchanged, as one piece.

Cutting happens in two levels so that the sentence splitter, itself super-linear on a huge input, only
ever sees ``window`` characters: the line is first cut into windows at likely sentence ends (punctuation
then space), then each window is split into sentences. A sentence longer than ``limit`` is cut at a
space; a run without any space, at ``limit`` characters.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from fairwrite.text.segment import split_sentences
from fairwrite.text.wrapping import SegmentWrapper

#: Longest piece handed to an engine; longer segments are cut (a few sentences of ordinary prose).
CHUNK_CHARS = 2000
#: Longest text handed to the sentence splitter at once.
WINDOW_CHARS = 8 * CHUNK_CHARS

#: A likely sentence end: punctuation, closing quotes or brackets, then the space that is cut.
_SENTENCE_END = re.compile(r"[.!?…。！？]['\"»”’)\]]*(?P<gap>\s+)")
_SPACE = re.compile(r"(?P<gap>\s+)")

Span = tuple[int, int]


def _cut(text: str, start: int, end: int, limit: int, patterns: Sequence[re.Pattern[str]]) -> list[Span]:
    """``[start, end)`` cut into spans of at most ``limit`` characters, at the last ``gap`` of the first
    pattern that has one in reach (the gap goes between the spans), else at exactly ``limit``."""
    spans: list[Span] = []
    while end - start > limit:
        cut = (start + limit, start + limit)
        for pattern in patterns:
            last = None
            for last in pattern.finditer(text, start + 1, start + limit + 1):  # noqa: B007 - keep the last
                pass
            if last is not None:
                cut = last.span("gap")
                break
        spans.append((start, cut[0]))
        start = cut[1]
    if start < end:
        spans.append((start, end))
    return spans


def _sentence_spans(text: str, start: int, end: int, lang: str) -> list[Span]:
    """Where the sentences of ``text[start:end]`` lie in ``text`` (the splitter normalises spaces, so each
    sentence is found again with any run of whitespace between its words)."""
    spans: list[Span] = []
    position = start
    for sentence in split_sentences(text[start:end], lang):
        while position < end and text[position].isspace():
            position += 1
        words = sentence.split()
        found = re.compile(r"\s+".join(map(re.escape, words))).match(text, position, end) if words else None
        if found is None:  # the splitter changed more than spaces: the rest of the window is one piece
            break
        spans.append(found.span())
        position = found.end()
    rest = text[position:end]
    if rest.strip():
        spans.append((position + len(rest) - len(rest.lstrip()), end - (len(rest) - len(rest.rstrip()))))
    return spans


def chunk_spans(text: str, lang: str, limit: int = CHUNK_CHARS, window: int = WINDOW_CHARS) -> list[Span]:
    """Non-overlapping spans of ``text`` that hold all of its non-space text (none for a text of spaces):
    its sentences, each cut to at most ``limit`` characters; a text of at most ``limit`` is one span.

    Sentences are not packed together: engines batch segments by count (spaCy's ``batch_size``), so
    sentence-sized pieces keep a batch as small as one of an ordinary corpus."""
    if len(text) <= limit:
        return [(0, len(text))]
    pieces: list[Span] = []
    for w_start, w_end in _cut(text, 0, len(text), window, (_SENTENCE_END, _SPACE)):
        for s_start, s_end in _sentence_spans(text, w_start, w_end, lang):
            pieces += _cut(text, s_start, s_end, limit, (_SPACE,))
    return pieces


class ChunkedRewriter(SegmentWrapper):
    """A rewriter whose long segments are rewritten chunk by chunk (see the module docstring)."""

    def __init__(self, inner: Any, lang: str, limit: int = CHUNK_CHARS) -> None:
        super().__init__(inner)
        self.lang = lang
        self.limit = limit

    def split(self, text: str) -> tuple[list[str], list[Span] | None]:
        spans = chunk_spans(text, self.lang, self.limit) if len(text) > self.limit else None
        return ([text[s:e] for s, e in spans], spans) if spans else ([text], None)

    def join(self, text: str, spans: list[Span] | None, outputs: list[str]) -> str:
        if spans is None:
            return outputs[0]
        joined, previous = [], 0
        for (start, end), out in zip(spans, outputs, strict=True):
            joined += [text[previous:start], out]
            previous = end
        joined.append(text[previous:])
        return "".join(joined)
