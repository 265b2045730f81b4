"""Text normalisation at the boundary of every rewriter: engines see clean text, users get theirs back.

The rule engines match words in NFC, in ordinary sentence casing, without markup. Real input is not
always like that: decomposed accents (``Schu\\u0308ler``), ALL-CAPS or Title-Case headings, inline
Markdown (``**He** is _his_``) and HTML tags, soft hyphens and other invisible format characters.
:class:`BoundaryRewriter` wraps a rewriter and, per segment:

1. splits the original into *pieces* with their offsets: markup delimiters and format characters
   (zero-width in the clean text), and NFC clusters (base character + combining marks);
2. recases an ALL-CAPS or Title-Case segment to sentence casing (German nouns stay capitalised through
   the language's ``truecase``), character for character so the offsets hold;
3. rewrites the clean text, diffs clean-in against clean-out (words, then characters inside changed
   words) and applies only the changed spans to the original: unchanged text keeps the user's code
   points, markup and format characters stay where they were, and inserted text takes the segment's
   casing (``LEHRER`` → ``LEHRER*INNEN``).

A segment that needs none of this (the common case) goes to the engine and back untouched.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fairwrite.text.edits import common_prefix
from fairwrite.text.wrapping import SegmentWrapper

#: ``truecase(lower_word, sentence_initial) -> word``: the casing a word has in running text. A
#: truecaser that also reads the word before (German: *SIE AHNEN* is *sie ahnen*, a verb after its
#: subject, not the noun *Ahnen*) sets ``context = True`` and takes it as a third argument.
Truecase = Callable[..., str]

_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)\b[^<>]*?/?>")
#: Tags that separate words when they stand between two of them (``He<br>is``).
_BREAKS = frozenset(str.split("br p div li ul ol hr tr td th h1 h2 h3 h4 h5 h6 img"))
_DELIMITER = re.compile(r"\*{1,3}|_{1,3}|~~")
_TOKEN = re.compile(r"\w+|\s+|[^\w\s]")
_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?:]\s+$")  # a full stop right before a letter joins (étudiant.e.s, U.S.A.)
#: Unicode format characters (category Cf: soft hyphen, zero-width (non-)joiners, direction marks, …).
_FORMAT = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b-\u200f\u202a-\u202e"
    "\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]"
)
_MARKUP_CHARS = re.compile(r"[<*_~]")


def sentence_case(word: str, sentence_initial: bool) -> str:
    """The default truecasing (English, French): lower case, capitalised at a sentence start; English *I*."""
    if sentence_initial:
        return word[:1].upper() + word[1:]
    return "I" if word == "i" else word


def _markup(text: str) -> list[tuple[int, int, str]]:
    """Spans of markup in ``text`` as ``(start, end, clean)``: HTML tags and paired emphasis delimiters."""
    spans: list[tuple[int, int, str]] = []
    taken = [False] * len(text)
    for tag in _TAG.finditer(text):
        start, end = tag.span()
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        joins = tag.group(2).lower() in _BREAKS and not before.isspace() and not after.isspace()
        spans.append((start, end, " " if joins else ""))
        for k in range(start, end):
            taken[k] = True
    openers: list[tuple[str, int, int]] = []
    for run in _DELIMITER.finditer(text):
        start, end = run.span()
        if taken[start]:
            continue
        before = text[start - 1] if start else " "
        after = text[end] if end < len(text) else " "
        # intra-word * and _ are gender-fair forms (Lehrer*innen, Lehrer_innen), never emphasis
        can_open = not after.isspace() and not before.isalnum()
        can_close = not before.isspace() and not after.isalnum()
        closed = False
        if can_close:
            for k in range(len(openers) - 1, -1, -1):
                if openers[k][0] == run.group():
                    _, o_start, o_end = openers[k]
                    spans += [(o_start, o_end, ""), (start, end, "")]
                    del openers[k:]
                    closed = True
                    break
        if can_open and not closed:
            openers.append((run.group(), start, end))
    return sorted(spans)


@dataclass
class _Segment:
    """One original segment, its clean text, and which piece of the original each clean character is."""

    original: str
    clean: str = ""
    owner: list[int] = field(default_factory=list)  # clean char → piece index
    spans: list[tuple[int, int]] = field(default_factory=list)  # piece → original span
    anchors: dict[int, list[int]] = field(default_factory=dict)  # clean position → zero-width pieces
    casing: str = ""  # "upper" or "title" when recased for the engine


def _split(original: str) -> _Segment:
    segment = _Segment(original)
    chars: list[str] = []

    def piece(start: int, end: int, clean: str) -> None:
        index = len(segment.spans)
        segment.spans.append((start, end))
        if not clean:
            segment.anchors.setdefault(len(chars), []).append(index)
        for c in clean:
            chars.append(c)
            segment.owner.append(index)

    markup = _markup(original) if _MARKUP_CHARS.search(original) else []
    k = 0
    for m_start, m_end, m_clean in [*markup, (len(original), len(original), "")]:
        while k < m_start:
            c = original[k]
            if _FORMAT.match(c):
                piece(k, k + 1, "")
                k += 1
                continue
            end = k + 1
            while end < m_start and _joins(original, k, end):
                end += 1
            piece(k, end, unicodedata.normalize("NFC", original[k:end]))
            k = end
        if m_end > m_start:
            piece(m_start, m_end, m_clean)
            k = m_end
    segment.clean = "".join(chars)
    return segment


def _joins(text: str, start: int, end: int) -> bool:
    """Whether ``text[end]`` belongs to the NFC cluster ``text[start:end]`` (a mark, a Hangul jamo)."""
    c = text[end]
    if c.isascii() or _FORMAT.match(c):
        return False
    if unicodedata.combining(c):
        return True
    return len(unicodedata.normalize("NFC", text[start : end + 1])) <= len(
        unicodedata.normalize("NFC", text[start:end])
    )


def _plain(text: str) -> bool:
    """Nothing to normalise: NFC, no markup or format characters (the fast path)."""
    return (
        unicodedata.is_normalized("NFC", text) and not _MARKUP_CHARS.search(text) and not _FORMAT.search(text)
    )


def _casing(clean: str) -> str:
    words = _WORD.findall(clean)
    if not any(c.isupper() for c in clean) or sum(len(w) for w in words) < 2:
        return ""
    if not any(c.islower() for c in clean):
        return "upper"
    if len(words) >= 2 and all(w[0].isupper() for w in words):
        return "title"
    return ""


def _recase(segment: _Segment, truecase: Truecase) -> None:
    """Sentence casing for the engine, one character for one, so the piece offsets stay valid."""
    chars = list(segment.clean)
    context = getattr(truecase, "context", False)
    previous = ""
    for word in _WORD.finditer(segment.clean):
        start, end = word.span()
        initial = not _WORD.search(segment.clean, 0, start) or bool(
            _SENTENCE_END.search(segment.clean, 0, start)
        )
        lower = word.group().lower()
        cased = truecase(lower, initial, "" if initial else previous) if context else truecase(lower, initial)
        previous = lower
        if len(cased) == end - start:
            chars[start:end] = cased
    segment.clean = "".join(chars)


def _styled(text: str, casing: str, at_word_start: bool) -> str:
    """Inserted text in the segment's casing."""
    if casing == "upper":
        return text.upper()
    if casing == "title" and text:
        out = []
        for k, c in enumerate(text):
            # a capital after a space only: a gender sign or separator continues its word
            # (Lehrer*innen, not Lehrer*Innen; Étudiant·e·s, Étudiant.e.s, Étudiant-e-s)
            start = at_word_start if k == 0 else text[k - 1].isspace()
            out.append(c.upper() if start and c.isalpha() else c)
        return "".join(out)
    return text


def _merge(segment: _Segment, rewritten: str) -> str:
    """The original with the engine's changes applied (see the module docstring)."""
    clean, out, spans, owner = segment.clean, rewritten, segment.spans, segment.owner
    result: list[str] = []
    emitted: set[int] = set()

    def anchors(position: int) -> None:
        for index in segment.anchors.pop(position, ()):
            start, end = spans[index]
            result.append(segment.original[start:end])

    def keep(i: int) -> None:  # clean char i is unchanged: the user's own code points
        anchors(i)
        index = owner[i]
        if index not in emitted:
            emitted.add(index)
            start, end = spans[index]
            result.append(segment.original[start:end])

    def insert(text: str, j: int) -> None:
        at_word_start = j == 0 or not out[j - 1].isalnum()
        result.append(_styled(text, segment.casing, at_word_start))

    tokens_in = [m.span() for m in _TOKEN.finditer(clean)]
    tokens_out = [m.span() for m in _TOKEN.finditer(out)]
    words = difflib.SequenceMatcher(
        None, [clean[a:b] for a, b in tokens_in], [out[a:b] for a, b in tokens_out], autojunk=False
    )
    for op, i1, i2, j1, j2 in words.get_opcodes():
        a = tokens_in[i1][0] if i1 < len(tokens_in) else len(clean)
        b = tokens_in[i2 - 1][1] if i2 > i1 else a
        c = tokens_out[j1][0] if j1 < len(tokens_out) else len(out)
        d = tokens_out[j2 - 1][1] if j2 > j1 else c
        if op == "equal":
            for i in range(a, b):
                keep(i)
            continue
        if i2 - i1 == j2 - j1:  # token for token (He → They, is → are)
            blocks = [
                (*tokens_in[i], *tokens_out[j]) for i, j in zip(range(i1, i2), range(j1, j2), strict=True)
            ]
        else:
            blocks = [(a, b, c, d)]
        for a, b, c, d in blocks:
            # what a changed word shares with the old one at its ends is the user's (Lehrer → Lehrer*innen)
            prefix = common_prefix(clean[a:b], out[c:d])
            suffix = min(common_prefix(clean[a:b][::-1], out[c:d][::-1]), min(b - a, d - c) - prefix)
            for i in range(a, a + prefix):
                keep(i)
            for i in range(a + prefix, b - suffix):
                anchors(i)  # markup inside a replaced span stays, before the new text
            insert(out[c + prefix : d - suffix], c + prefix)
            for i in range(b - suffix, b):
                j = d - (b - i)
                if segment.casing == "title" and j and out[j - 1].isalnum() and clean[i].isalpha():
                    # Étudiant·E·S → Étudiants: a letter now inside a word takes the word's casing, not
                    # the capital it had after the separator
                    anchors(i)
                    emitted.add(owner[i])
                    result.append(clean[i])
                else:
                    keep(i)
    for position in sorted(segment.anchors):
        anchors(position)
    return "".join(result)


class BoundaryRewriter(SegmentWrapper):
    """A rewriter that sees NFC, sentence-cased text without markup and returns the user's own text
    with only the rewritten spans changed (see the module docstring). Other attributes pass through."""

    def __init__(self, inner: Any, lang: str, truecase: Callable[[], Truecase] | None = None) -> None:
        super().__init__(inner)
        self.lang = lang
        self._load_truecase = truecase
        self._truecase: Truecase | None = None if truecase else sentence_case

    def prepare(self, text: str) -> _Segment:
        """The segment as the engine will see it."""
        casing = _casing(text)
        if not casing and _plain(text):
            return _Segment(text, clean=text)
        segment = _split(text)
        segment.casing = casing and _casing(segment.clean)
        if segment.casing:
            if self._truecase is None:
                assert self._load_truecase is not None
                self._truecase = self._load_truecase()
            _recase(segment, self._truecase)
        return segment

    def split(self, text: str) -> tuple[list[str], _Segment]:
        segment = self.prepare(text)
        return [segment.clean], segment

    def join(self, text: str, segment: _Segment, outputs: list[str]) -> str:
        (rewritten,) = outputs
        if segment.clean == segment.original:
            return rewritten
        if rewritten == segment.clean:
            return segment.original
        return _merge(segment, rewritten)


__all__ = ["BoundaryRewriter", "Truecase", "sentence_case"]
