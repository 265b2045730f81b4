"""Where a rewrite changed its source: word-level edits with character offsets in the source.

Every rewriter (rule engine or model) is read through its public output only: source and output are
cut into tokens (a gender-fair word such as *Lehrer\\*innen*, *étudiant·es* or *LehrerInnen* is one token),
aligned with :mod:`difflib`, and every stretch that differs becomes one :class:`Change`. Applying all
changes to the source gives the output back exactly, by construction: that is what makes accepting a
subset of them safe (see :func:`fairwrite.review.reviewer.apply_groups`).
"""

from __future__ import annotations

import difflib
import re
from typing import NamedTuple

#: A word (gender-fair separators inside it keep it one token), a run of spaces, or one other character.
TOKEN = re.compile(r"\w+(?:[*:_·/.‧•'’-]\w+)*|\s+|[^\w\s]")


class Change(NamedTuple):
    """``source[start:end]`` became ``replacement`` (``text`` is ``source[start:end]``)."""

    start: int
    end: int
    text: str
    replacement: str


def tokens(text: str) -> list[tuple[int, int]]:
    """The token spans of ``text`` (they cover it without gaps)."""
    return [m.span() for m in TOKEN.finditer(text)]


def _token_for_token(source: str, output: str) -> list[Change] | None:
    """The changes when both sides have as many tokens and only words differ (the common case: *Lehrer* →
    *Lehrer\\*in*, *he is* → *they are*), without a matcher; ``None`` when that does not hold."""
    src, out = TOKEN.findall(source), TOKEN.findall(output)
    if len(src) != len(out):
        return None
    changes, position = [], 0
    for a, b in zip(src, out, strict=True):
        if a != b:
            if not (_is_word(a) and _is_word(b)):
                return None
            changes.append(Change(position, position + len(a), a, b))
        position += len(a)
    return changes


def align(source: str, output: str) -> list[Change]:
    """The changes that turn ``source`` into ``output``, left to right, none empty on both sides.

    Token for token where a stretch keeps its token count (*He is* → *They are* is two changes), one
    change per stretch otherwise. A pure insertion or deletion is widened to the word before it (or
    after it, at the start), so that every change names a word of the source a person can point at.
    """
    if source == output:
        return []
    found = _token_for_token(source, output)
    if found is not None:
        return found
    # what both share at their ends is left out of the token alignment (most of a sentence usually),
    # cut at a space two words before the first difference so that a change can still widen over a word
    head = _space_before(source, _shared(source, output), 2)
    tail = len(source) - _space_after(
        source, len(source) - min(_shared(source, output, suffix=True), len(source) - head, len(output) - head), 2
    )
    changes = _align(source[head : len(source) - tail], output[head : len(output) - tail])
    return [Change(c.start + head, c.end + head, c.text, c.replacement) for c in changes]


def _shared(a: str, b: str, suffix: bool = False) -> int:
    """How many characters ``a`` and ``b`` share at their start (or end): a binary search over slice
    comparisons, which run in C (a character loop in Python was a third of the JSONL format's cost)."""
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if (a[len(a) - mid :] == b[len(b) - mid :]) if suffix else (a[:mid] == b[:mid]):
            lo = mid
        else:
            hi = mid - 1
    return lo


def _space_before(text: str, position: int, words: int) -> int:
    """The position of the space ``words`` words before ``position`` (0 when there is none)."""
    for _ in range(words):
        position = text.rfind(" ", 0, max(position, 0))
        if position <= 0:
            return 0
    return position


def _space_after(text: str, position: int, words: int) -> int:
    """The position just past the space ``words`` words after ``position`` (the text's end when none)."""
    for _ in range(words):
        found = text.find(" ", position + 1) if position < len(text) else -1
        if found < 0:
            return len(text)
        position = found
    return position


def _align(source: str, output: str) -> list[Change]:
    """:func:`align` on the stretch where the two differ."""
    src, out = tokens(source), tokens(output)
    # tokens compared without case, so that *Jeder Lehrer* → *Jede Lehrerin oder jeder Lehrer* keeps
    # *jeder Lehrer* aligned; a case change inside an equal stretch is still a change (token for token)
    matcher = difflib.SequenceMatcher(
        None, [source[a:b].lower() for a, b in src], [output[a:b].lower() for a, b in out], autojunk=False
    )
    ranges: list[tuple[int, int, int, int]] = []
    for _op, i1, i2, j1, j2 in matcher.get_opcodes():
        if i2 - i1 == j2 - j1:  # token for token: tokens aligned one to one on both sides
            pairs = [
                (i, i + 1, j, j + 1)
                for i, j in zip(range(i1, i2), range(j1, j2), strict=True)
                if source[src[i][0] : src[i][1]] != output[out[j][0] : out[j][1]]
            ]
        else:
            pairs = [(i1, i2, j1, j2)]
        for a, b, c, d in pairs:
            a, b, c, d = _widen(src, out, source, output, a, b, c, d)
            if ranges and a < ranges[-1][1]:  # widened over the word of the change before: one change
                pa, pb, pc, pd = ranges.pop()
                a, b, c, d = pa, max(pb, b), pc, max(pd, d)
            ranges.append((a, b, c, d))
    changes = []
    for a, b, c, d in ranges:
        start, end = _at(src, a, source), _at(src, b, source)
        new = output[_at(out, c, output) : _at(out, d, output)]
        # spaces both sides share at the ends are not part of the change
        while start < end and new and source[start] == new[0] and source[start].isspace():
            start, new = start + 1, new[1:]
        while start < end and new and source[end - 1] == new[-1] and new[-1].isspace():
            end, new = end - 1, new[:-1]
        if source[start:end] != new:
            changes.append(Change(start, end, source[start:end], new))
    return changes


def _at(spans: list[tuple[int, int]], index: int, text: str) -> int:
    """The character offset where token ``index`` starts (the text's end past the last token)."""
    return spans[index][0] if index < len(spans) else len(text)


def _is_word(text: str) -> bool:
    """Whether a token holds a letter or digit (tokens are words, runs of spaces or single marks)."""
    return text[:1].isalnum() or (text[:1] == "_" and any(c.isalnum() for c in text))


def _widen(
    src: list[tuple[int, int]], out: list[tuple[int, int]], source: str, output: str, a: int, b: int, c: int, d: int
) -> tuple[int, int, int, int]:
    """Token ranges widened over the neighbouring word (and the spaces up to it) until the source side
    holds a word. An insertion that ends in a space belongs to the word after it (*seine* → *ihre oder
    seine*, *étudiants* → *étudiantes et les étudiants*), any other to the word before it (*Lehrer* →
    *Lehrer und Lehrerinnen*). The tokens crossed are aligned one to one (an equal stretch), so both sides
    move together."""
    def word(k: int) -> bool:
        return _is_word(source[src[k][0] : src[k][1]])

    if any(word(k) for k in range(a, b)):
        return a, b, c, d
    inserted = output[_at(out, c, output) : _at(out, d, output)]
    space_after = b < len(src) and source[src[b][0] : src[b][1]].isspace()
    # " und Lehrer" before a space reads as "und Lehrer " before the next word: the matcher's choice of
    # which space it kept does not decide where the words belong
    forward = (inserted[-1:].isspace() and not inserted[:1].isspace()) or (
        inserted[:1].isspace() and not inserted[-1:].isspace() and space_after
    )
    for direction in ((1, -1) if forward else (-1, 1)):
        if direction < 0:
            wa, wc = a, c
            while wa > 0:
                wa, wc = wa - 1, wc - 1
                if word(wa):
                    return wa, b, wc, d
        else:
            wb, wd = b, d
            while wb < len(src):
                wb, wd = wb + 1, wd + 1
                if word(wb - 1):
                    return a, wb, c, wd
    return a, b, c, d


__all__ = ["TOKEN", "Change", "align", "tokens"]
