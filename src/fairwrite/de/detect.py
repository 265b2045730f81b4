"""Detection of German gender-fair forms, with a label per form (Amrhein et al. 2023, App. F, and more).

Labels (``Match.form``): ``star`` (*Lehrer\\*innen*, *ein\\*e*), ``colon`` (*Lehrer:innen*), ``gap``
(*Lehrer_innen*), ``slash`` (*Lehrer/innen*, *Lehrer/-innen*, *der/die*), ``binnen-i`` (*LehrerInnen*),
``interpunct`` (*Lehrer·innen*), ``parenthesis`` (*Lehrer(innen)*), ``pair`` (*Lehrerinnen und Lehrer*,
*Lehrer oder Lehrerin*, *die Lehrerin oder der Lehrer*, *Lehrerinnen- und Lehrerverbände*, *er oder sie*,
*Lehrer/Lehrerin*) and ``participle`` (*Studierende*, the gender-neutral participle nouns, their own
label). ``Match.kind`` says what the word is: ``noun``, ``determiner``, ``pronoun``, ``adjective``.

How it is fast: every gender-fair form contains a rare *anchor* — a separator between letters, an
upper-case *I* after a lower-case letter, the feminine ending next to a conjunction, a participle
ending. The detector scans for the anchors with a few literal-prefixed regular expressions (the regex
engine skips ahead with ``memchr``-like loops), then checks each anchor with one combined pattern
(:data:`_WORD_RE` family) and plain string tests. Text without anchors costs almost nothing, which is
what a web corpus mostly is.

What it refuses: URLs, e-mail addresses and paths (a separator next to ``@ / . :`` or inside a longer
token), code (inside backticks, ``snake_case``), times and ratios (digits), markdown emphasis (a
separator not between letters), *Innen-* compounds (*Innenstadt*, *Binnenmarkt*: no letter before
the *I*, or a lower-case *innen* with no conjunction), English camel case (*LinkedIn*, *CheckIn*).

>>> [(m.text, m.form, m.kind) for m in detect("Liebe Kolleg*innen, jede*r Lehrer:in ist willkommen.")]
[('Kolleg*innen', 'star', 'noun'), ('jede*r', 'star', 'determiner'), ('Lehrer:in', 'colon', 'noun')]
>>> [(m.text, m.form) for m in detect("Die Bürgerinnen und Bürger der Innenstadt")]
[('Bürgerinnen und Bürger', 'pair')]
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import accumulate

from fairwrite.de import words
from fairwrite.de.forms import FORM_OF_SEPARATOR, split_marked
from fairwrite.de.lexicon import lexicon

#: Every label :func:`detect` can give.
LABELS = ("star", "colon", "gap", "slash", "binnen-i", "interpunct", "parenthesis", "pair", "participle")

#: Labels of the forms that include non-binary people / only binary gender (for reports).
NON_BINARY = frozenset({"star", "colon", "gap", "interpunct"})


@dataclass(frozen=True, slots=True)
class Match:
    """One gender-fair form in a text: ``text[start:end]``, its form label and what kind of word it is."""

    start: int
    end: int
    text: str
    form: str
    kind: str
    number: str = ""
    """``sg`` or ``pl`` where the form tells, else empty."""
    masc: str = ""
    fem: str = ""
    """The generic masculine and feminine words it stands for where the form alone tells (determiners,
    pronouns, pair forms; nouns: ``fem`` only, the masculine needs the lexicon)."""
    stem: str = ""
    """The noun up to the feminine suffix (``Lehrer`` of *Lehrer\\*innen*)."""
    suffix: str = ""
    """The rest of the noun after ``stem`` (``innen``, ``in``, ``innenbindung``)."""
    first: str = ""
    """The gender named first in a pair form."""


_SEPARATORS = "*∗:_/·"
_ANCHOR_SEP = re.compile(r"[*∗:_/·](?=-?[^\W\d_])")
_ANCHOR_BINNEN = re.compile(r"In(?:nen)?(?![a-zäöüß])|Innen(?=[a-zäöüß])")  # not Information, Inhalt
_ANCHOR_PAIR_FEM_PL = re.compile(r"innen(-?) (und|oder|bzw\.|sowie|&) ")
_ANCHOR_PAIR_FEM_SG = re.compile(r"in (oder|bzw\.|und) ")
_ANCHOR_PAREN = re.compile(r"\((?:-?in(?:nen)?|[enr])\)|\(inn\)en")
_ANCHOR_PARTICIPLE = re.compile(r"nde[nrms]?(?![^\W\d_])")
_ANCHOR_HYPHEN_PAIR = re.compile(r"- (und|oder|bzw\.|sowie) ")
#: the second conjunct of a pair form that repeats only its head: *Ministerpräsidentinnen und -präsidenten*
_TRUNCATED_TAIL = re.compile(r"-([a-zäöüß]{3,})(?![\w-])")

_RIGHT = re.compile(r"(-?)([^\W\d_]+)")
_CONJ_FEM = re.compile(r" (?:und|oder|bzw\.|sowie) (?:[a-zäöüß]+ ){0,4}-?[A-ZÄÖÜ][^\W\d_]*in(?:nen)?\b")
_CONJ_PRONOUN = re.compile(
    r" (?:oder|bzw\.|und) (?:[Ee]r|[Ss]ie|ihn|ihm|ihr|seine?[nmrs]?|ihre?[nmrs]?|der|die|jede[rnm]?|"
    r"keine?r?|derjenige|diejenige)\b"
)
_CONJ_AT = re.compile(r" (?:und|oder|bzw\.|sowie) ")
_BACKTICKS = re.compile(r"`+")


def _in_backtick_line(text: str, pos: int) -> bool:
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return "`" in text[start : end if end >= 0 else len(text)]


def _code_spans(text: str) -> list[tuple[int, int]]:
    """Markdown code: ```fenced blocks``` and `inline code` on one line (``LaTeX quotes'' are no code)."""
    spans: list[tuple[int, int]] = []
    single: int | None = None
    fence: int | None = None
    for m in _BACKTICKS.finditer(text):
        run = m.end() - m.start()
        if run >= 3:
            if fence is None:
                fence = m.start()
            else:
                spans.append((fence, m.end()))
                fence = None
        elif run == 1 and fence is None:
            if single is not None and "\n" not in text[single : m.start()]:
                spans.append((single, m.end()))
                single = None
            else:
                single = m.start()
    return spans


_EMPTY: list[Match] = []

_PAIR_TAIL = re.compile(
    r"(?P<det>(?:"
    + "|".join(sorted(words.PAIR_DETS, key=len, reverse=True))
    + r")\s+)?(?P<adj>(?:[a-zäöüß][^\W\d_]*(?:e|en|er|es|em)\s+){0,3})"
    r"(?P<noun>-?[A-ZÄÖÜ][^\W\d_]*(?:-[^\W\d_]+)*)"
)


#: Pronoun/determiner words and how they pair (masculine, feminine) in pair forms *er oder sie*.
_PRONOUN_PAIRS = {
    ("er", "sie"),
    ("ihn", "sie"),
    ("ihm", "ihr"),
    ("sein", "ihr"),
    ("seine", "ihre"),
    ("seinen", "ihren"),
    ("seinem", "ihrem"),
    ("seines", "ihres"),
    ("seiner", "ihrer"),
    ("der", "die"),
    ("jeder", "jede"),
    ("jeden", "jede"),
    ("jedem", "jeder"),
    ("keiner", "keine"),
    ("derjenige", "diejenige"),
}
_PRONOUN_WORDS = frozenset(w for pair in _PRONOUN_PAIRS for w in pair)


def _word_start(text: str, end: int) -> int:
    """Start of the word (letters, inner hyphens) that ends at ``end``."""
    j = end
    while j > 0:
        ch = text[j - 1]
        if ch.isalpha() or (ch == "-" and j - 2 >= 0 and text[j - 2].isalpha() and j < end):
            j -= 1
        else:
            break
    return j


def _word_end(text: str, start: int) -> int:
    k = start
    n = len(text)
    while k < n and (text[k].isalpha() or (text[k] == "-" and k + 1 < n and text[k + 1].isalpha())):
        k += 1
    return k


def _clean_before(text: str, j: int) -> bool:
    """The word starting at ``j`` is not glued to a URL, address, path or code token."""
    if j == 0:
        return True
    c = text[j - 1]
    return not (c.isalnum() or c in "@/.:_*∗·\\#=<>&%+~|$")


def _clean_after(text: str, k: int) -> bool:
    if k >= len(text):
        return True
    d = text[k]
    if d.isdigit() or d == "@":
        return False
    return not (d in "/:_.*=@\\" and k + 1 < len(text) and (text[k + 1].isalnum() or text[k + 1] in "/_"))


def _deumlaut(word: str) -> str:
    return word.lower().translate(_UMLAUT)


_UMLAUT = str.maketrans({"ä": "a", "ö": "o", "ü": "u"})


def counterparts(fem_stem: str, masc: str, *, compound: bool = False) -> bool:
    """Whether ``masc`` is the masculine word for the feminine stem ``fem_stem`` (``Ärzt`` ↔ ``Ärzte``).

    Umlauts are compared loosely (*Bäuerinnen und Bauern*), masculine case/plural endings dropped, ``-ess``
    of *Prinzessin* ignored. ``compound``: ``masc`` may continue (*Lehrerinnen- und Lehrerverbände*).
    """
    f = _deumlaut(fem_stem)
    m = _deumlaut(masc.lstrip("-"))
    if len(f) < 3 or len(m) < 3:
        return False
    if compound:
        return m.startswith(f) or (f.endswith("ess") and m.startswith(f[:-3]))
    for stem in (f, f[:-3] if f.endswith("ess") else None):
        if not stem:
            continue
        for ending in ("", "e", "en", "n", "er", "s", "es", "ern", "ers"):
            if m.endswith(ending) and m[: len(m) - len(ending)] == stem:
                return True
    return False


class Detector:
    """Finds gender-fair forms; ``participles=False`` leaves the neutral participle nouns out."""

    def __init__(self, *, participles: bool = True, skip_code: bool = True) -> None:
        self.participles = participles
        self.skip_code = skip_code
        self._participle_check = None

    # -- public ----------------------------------------------------------------------------------------

    def finditer(self, text: str) -> Iterator[Match]:
        """The matches in ``text``, in order, without overlaps (a pair form wins over its words)."""
        found = self._scan(text)
        if not found:
            return iter(())
        if (
            self.skip_code
            and "`" in text
            and ("```" in text or any(_in_backtick_line(text, m.start) for m in found))
        ):
            spans = _code_spans(text)
            if spans:
                starts = [a for a, _ in spans]

                def in_code(pos: int) -> bool:
                    k = bisect.bisect_right(starts, pos) - 1
                    return k >= 0 and pos < spans[k][1]

                found = [m for m in found if not in_code(m.start)]
        found.sort(key=lambda m: (m.start, -(m.end - m.start)))
        out: list[Match] = []
        last_end = -1
        for m in found:
            if m.start >= last_end:
                out.append(m)
                last_end = m.end
            elif out and m.end > out[-1].end and m.form == "pair" and out[-1].form != "pair":
                # a pair form that starts inside a word match: keep the longer pair
                prev = out.pop()
                if m.start <= prev.start or m.start < last_end:
                    out.append(m if m.start <= prev.start else prev)
                    last_end = out[-1].end
        return iter(out)

    def detect(self, text: str) -> list[Match]:
        """All matches in ``text`` (see :meth:`finditer`)."""
        return list(self.finditer(text))

    def detect_lines(self, lines: Iterable[str], *, chunk_chars: int = 1 << 16) -> Iterator[list[Match]]:
        """Matches per line, scanning many lines at once (joined by newlines) so that the anchor scans run
        over large buffers in C; offsets are relative to each line. No form spans a line break."""
        batch: list[str] = []
        size = 0
        for line in lines:
            batch.append(line)
            size += len(line) + 1
            if size >= chunk_chars:
                yield from self._detect_batch(batch)
                batch, size = [], 0
        if batch:
            yield from self._detect_batch(batch)

    def _detect_batch(self, batch: list[str]) -> Iterator[list[Match]]:
        text = "\n".join(batch)
        matches = self.detect(text)
        if not matches:
            for _ in batch:
                yield _EMPTY
            return
        starts = [0, *accumulate(len(line) + 1 for line in batch)]
        per_line: dict[int, list[Match]] = {}
        for m in matches:
            k = bisect.bisect_right(starts, m.start) - 1
            offset = starts[k]
            per_line.setdefault(k, []).append(
                Match(
                    m.start - offset,
                    m.end - offset,
                    m.text,
                    m.form,
                    m.kind,
                    m.number,
                    m.masc,
                    m.fem,
                    m.stem,
                    m.suffix,
                    m.first,
                )
            )
        for k in range(len(batch)):
            yield per_line.get(k, _EMPTY)

    def contains(self, text: str) -> bool:
        """Whether ``text`` has at least one gender-fair form (participles only if enabled)."""
        if self.skip_code and "`" in text:
            return any(True for _ in self.finditer(text))
        return bool(self._scan(text))

    def labels(self, text: str) -> set[str]:
        """The set of form labels in ``text``."""
        return {m.form for m in self.finditer(text)}

    # -- scanning --------------------------------------------------------------------------------------

    def _scan(self, text: str) -> list[Match]:
        found: list[Match] = []
        if any(c in text for c in _SEPARATORS):
            for anchor in _ANCHOR_SEP.finditer(text):
                m = self._separator(text, anchor.start())
                if m is not None:
                    found.append(m)
        if "In" in text:
            for anchor in _ANCHOR_BINNEN.finditer(text):
                i = anchor.start()
                if i and text[i - 1].islower():
                    m = self._binnen(text, i, anchor.end())
                    if m is not None:
                        found.append(m)
        if "in" in text:
            for anchor in _ANCHOR_PAIR_FEM_PL.finditer(text):
                m = self._pair_fem_first(text, anchor, plural=True)
                if m is not None:
                    found.append(m)
            for anchor in _ANCHOR_PAIR_FEM_SG.finditer(text):
                m = self._pair_fem_first(text, anchor, plural=False)
                if m is not None:
                    found.append(m)
            self._conjunctions(text, found)
            if "- " in text:
                for anchor in _ANCHOR_HYPHEN_PAIR.finditer(text):
                    m = self._pair_hyphen(text, anchor)
                    if m is not None:
                        found.append(m)
        elif " oder " in text or " bzw. " in text or " und " in text:
            self._conjunctions(text, found)
        if "(" in text:
            for anchor in _ANCHOR_PAREN.finditer(text):
                m = self._parenthesis(text, anchor.start(), anchor.end())
                if m is not None:
                    found.append(m)
        if self.participles and "nde" in text:
            for anchor in _ANCHOR_PARTICIPLE.finditer(text):
                i = anchor.start()
                ws = max(text.rfind(" ", 0, i), text.rfind("\n", 0, i)) + 1
                first = text[ws : ws + 2]
                if not (first[:1].isupper() or first[1:].isupper()):
                    continue  # a participle noun is capitalised: skip folgende, Stunden? (checked later)
                m = self._participle(text, i, anchor.end())
                if m is not None:
                    found.append(m)
        return found

    def _conjunctions(self, text: str, found: list[Match]) -> None:
        """Masculine-first pair forms at a conjunction: a feminine noun follows (*Lehrer und Lehrerinnen*,
        one C-level scan), or a pronoun follows (*er oder sie*, checked against the word before)."""
        seen: set[int] = set()
        for regex in (_CONJ_FEM, _CONJ_PRONOUN):
            for hit in regex.finditer(text):
                conj = _CONJ_AT.match(text, hit.start())
                if conj is None or hit.start() in seen:
                    continue
                seen.add(hit.start())
                m = self._pair_masc_first(text, conj)
                if m is not None:
                    found.append(m)

    def _separator(self, text: str, i: int) -> Match | None:
        sep = text[i]
        j = _word_start(text, i)
        if j == i:
            return None
        if (j > 0 and text[j - 1].isdigit()) or (j > 1 and text[j - 1] == "-" and text[j - 2].isdigit()):
            while j > 0 and (text[j - 1].isdigit() or text[j - 1] == "-"):
                j -= 1  # 54jährige*n, 32-jährige*r
        if not _clean_before(text, j):
            return None
        right = _RIGHT.match(text, i + 1)
        if right is None:
            return None
        k = right.end()
        if k < len(text) and text[k] == "-" and k + 1 < len(text) and text[k + 1].isalpha():
            k = _word_end(text, k)  # Lehrer*innen-Verband
        if not _clean_after(text, k):
            return None
        left = text[j:i]
        hyphen, word = right.group(1), right.group(2)
        form = FORM_OF_SEPARATOR[sep]
        lw = word.lower()
        if lw in ("in", "innen") or (lw.startswith("innen") and word[5:].islower()):
            if left[0].islower() and (
                len(left) < 4 or left.lower() in words.NOT_STEMS or left.lower() in words.PRONOUNS
            ):
                return None
            if len(left) < 2 or "-" in left[-1:]:
                return None
            rest = text[right.start(2) : k]
            return Match(
                j,
                k,
                text[j:k],
                form,
                "noun",
                "sg" if lw == "in" else "pl",
                fem=left + rest.lower() if rest[:1] == "I" else left + rest,
                stem=left,
                suffix=rest,
            )
        if hyphen:
            return None
        if sep == "/" and word[:1].isupper() and left[:1].isupper():
            return self._slash_pair(text, j, k, left, word)
        if k != right.end():
            return None
        dual = split_marked(left, word)
        if dual is None:
            return None
        ll = left.lower()
        if ll in words.PRONOUNS and (ll, lw) not in (("sein", "e"), ("ihr", "e"), ("seine", "n"), ("ihre", "n")):
            kind = "pronoun"
        elif ll in words.DETERMINER_STEMS or ll.endswith("jenige"):
            kind = "determiner"
        elif left[0].isupper():
            kind = "noun"
        else:
            kind = "adjective"
        return Match(j, k, text[j:k], form, kind, "sg", masc=dual[0], fem=dual[1])

    def _slash_pair(self, text: str, j: int, k: int, left: str, right: str) -> Match | None:
        """``Lehrer/Lehrerin``, ``Lehrerinnen/Lehrer``: two full nouns joined by a slash."""
        for fem, masc, first in ((right, left, "masculine"), (left, right, "feminine")):
            for suffix, number in (("innen", "pl"), ("in", "sg")):
                if fem.endswith(suffix) and counterparts(fem[: -len(suffix)], masc):
                    return Match(j, k, text[j:k], "pair", "noun", number, masc=masc, fem=fem, first=first)
        return None

    def _binnen(self, text: str, i: int, e: int) -> Match | None:
        if i == 0 or not text[i - 1].islower():
            return None
        j = _word_start(text, i)
        if i - j < 2 or not text[j].isupper() or not _clean_before(text, j):
            return None
        k = e
        plural = e - i == 5
        if k < len(text) and text[k].isalpha():
            if not plural or not text[k].islower():
                return None
            k = _word_end(text, k)
        elif k < len(text) and text[k] == "-" and k + 1 < len(text) and text[k + 1].isalpha():
            k = _word_end(text, k)
        if not _clean_after(text, k):
            return None
        word = text[j:k]
        if word.lower() in words.NOT_BINNEN or word.split("-")[0].lower() in words.NOT_BINNEN:
            return None
        stem = text[j:i]
        rest = text[i:k]
        return Match(
            j,
            k,
            word,
            "binnen-i",
            "noun",
            "pl" if plural else "sg",
            fem=stem + "i" + rest[1:],
            stem=stem,
            suffix="i" + rest[1:],
        )

    def _parenthesis(self, text: str, i: int, e: int) -> Match | None:
        j = _word_start(text, i)
        if j == i or not _clean_before(text, j):
            return None
        if not _clean_after(text, e) or (e < len(text) and text[e].isalpha()):
            return None
        left = text[j:i]
        inner = text[i + 1 : e - 1].lstrip("-") if text[e - 1] == ")" else "innen"  # Student(inn)en
        if inner.startswith("in"):
            if not left[0].isupper() or len(left) < 2:
                return None
            return Match(
                j,
                e,
                text[j:e],
                "parenthesis",
                "noun",
                "sg" if inner == "in" else "pl",
                fem=left + inner,
                stem=left,
                suffix=inner,
            )
        dual = split_marked(left, inner)
        if dual is None:
            return None
        kind = (
            "determiner"
            if left.lower() in words.DETERMINER_STEMS
            else "noun"
            if left[0].isupper()
            else "adjective"
        )
        return Match(j, e, text[j:e], "parenthesis", kind, "sg", masc=dual[0], fem=dual[1])

    # -- pair forms --------------------------------------------------------------------------------------

    def _extend_left(self, text: str, j: int) -> int:
        """Start of the noun phrase whose noun starts at ``j``: a determiner and up to three adjectives."""
        starts: list[int] = []
        pos = j
        for _ in range(4):
            k = pos
            while k > 0 and text[k - 1] == " ":
                k -= 1
            if k == pos or k == 0:
                break
            s = _word_start(text, k)
            if s == k:
                break
            word = text[s:k]
            lw = word.lower()
            if lw in words.PAIR_DETS:
                return s
            if word[0].islower() and lw.endswith(("e", "en", "er", "es", "em")):
                starts.append(s)
                pos = s
                continue
            break
        return j

    def _pair_fem_first(self, text: str, anchor: re.Match[str], *, plural: bool) -> Match | None:
        i = anchor.start()
        j = _word_start(text, i)
        if i - j < 3 or not text[j].isupper() or not _clean_before(text, j):
            return None
        if plural and anchor.group(1):  # Lehrerinnen- und Lehrerverbände
            tail = _PAIR_TAIL.match(text, anchor.end())
            if tail is None or tail.group("det") or tail.group("adj"):
                return None
            noun = tail.group("noun")
            if not counterparts(text[j:i], noun, compound=True):
                return None
            k = tail.end()
            fem = text[j : i + 5] + noun[i - j :]  # Lehrerinnen + verbände
            return Match(j, k, text[j:k], "pair", "noun", "pl", masc=noun, fem=fem, first="feminine")
        cut = _TRUNCATED_TAIL.match(text, anchor.end()) if plural and not anchor.group(1) else None
        if cut is not None:  # Ministerpräsidentinnen und -präsidenten: the second conjunct's head only
            masc = _truncated_masculine(text[j:i], cut.group(1))
            k = cut.end()
            if masc is None or not _clean_after(text, k):
                return None
            return Match(j, k, text[j:k], "pair", "noun", "pl", masc=masc, fem=text[j : i + 5], first="feminine")
        tail, noun, det = _pair_tail(text, anchor.end())
        if tail is None:
            return None
        if not counterparts(text[j:i], noun):
            return None
        if noun.lower().endswith(("in", "innen")) and _deumlaut(noun).startswith(_deumlaut(text[j:i]) + "in"):
            return None
        k = tail.end()
        if not _clean_after(text, k):
            return None
        start = self._extend_left(text, j) if det else j
        fem_end = i + (5 if plural else 2)
        return Match(
            start,
            k,
            text[start:k],
            "pair",
            "noun",
            "pl" if plural else "sg",
            masc=text[tail.start() : k],
            fem=text[start:fem_end],
            first="feminine",
        )

    def _pair_masc_first(self, text: str, anchor: re.Match[str]) -> Match | None:
        i = anchor.start()  # the space before the conjunction
        j = _word_start(text, i)
        if j == i:
            return None
        before = text[j:i]
        tail = _PAIR_TAIL.match(text, anchor.end())
        lb = before.lower()
        conj = anchor.group().strip()
        if before[0].islower() or lb in words.PAIR_DETS or lb in _PRONOUN_WORDS:
            # pronoun pairs: er oder sie, sie oder er, jede und jeder
            k = _word_end(text, anchor.end())
            after = text[anchor.end() : k]
            la = after.lower()
            for masc, fem in _PRONOUN_PAIRS:
                if (lb, la) == (masc, fem) or (lb, la) == (fem, masc):
                    if conj == "und" and not masc.startswith("jede"):
                        return None
                    if not _clean_after(text, k):
                        return None
                    if masc == "der":  # der oder die: must precede a noun or adjectival noun
                        nxt = _PAIR_TAIL.match(text, k + 1) if k < len(text) and text[k] == " " else None
                        if nxt is None or nxt.group("det"):
                            return None
                    first = "masculine" if lb == masc else "feminine"
                    return Match(
                        j,
                        k,
                        text[j:k],
                        "pair",
                        "pronoun",
                        "sg",
                        masc=before if first == "masculine" else after,
                        fem=after if first == "masculine" else before,
                        first=first,
                    )
            return None
        tail, noun, det = _pair_tail(text, anchor.end())
        if tail is None:
            return None
        for suffix, number in (("innen", "pl"), ("in", "sg")):
            if noun.endswith(suffix) and counterparts(noun[: -len(suffix)], before):
                if before.endswith(("in", "innen")) and counterparts(before[:-2], before):
                    return None
                k = tail.end()
                if not _clean_after(text, k) or not _clean_before(text, j):
                    return None
                start = self._extend_left(text, j) if det else j
                return Match(
                    start,
                    k,
                    text[start:k],
                    "pair",
                    "noun",
                    number,
                    masc=text[start:i],
                    fem=text[tail.start() : k],
                    first="masculine",
                )
        return None

    def _pair_hyphen(self, text: str, anchor: re.Match[str]) -> Match | None:
        """``Lehrer- und Lehrerinnen`` (masculine stem elided before the conjunction)."""
        i = anchor.start()
        j = _word_start(text, i)
        if i - j < 3 or not text[j].isupper() or text[i - 5 : i] == "innen":
            return None
        tail = _PAIR_TAIL.match(text, anchor.end())
        if tail is None or tail.group("det") or tail.group("adj"):
            return None
        noun = tail.group("noun")
        for suffix, number in (("innen", "pl"), ("in", "sg")):
            idx = noun.find(suffix, 2)
            if idx > 0 and counterparts(noun[:idx], text[j:i]):
                k = tail.end()
                return Match(
                    j, k, text[j:k], "pair", "noun", number, masc=text[j:i], fem=noun, first="masculine"
                )
        return None

    # -- participles -------------------------------------------------------------------------------------

    def _participle(self, text: str, i: int, e: int) -> Match | None:
        j = _word_start(text, i)
        if e - j < 7 or not text[j].isupper() or not _clean_before(text, j) or not _clean_after(text, e):
            return None
        if e < len(text) and text[e] == "-":
            return None
        word = text[j:e]
        if self._participle_check is None:
            self._participle_check = lexicon().is_participle_noun
        if not self._participle_check(word):
            return None
        if _sentence_initial(text, j):
            # "Folgende Punkte": an adjective when a capitalised noun follows
            k = e
            while k < len(text) and text[k] == " ":
                k += 1
            if k < len(text) and text[k].isupper():
                return None
        number = "pl" if word.endswith(("nden",)) else ""
        return Match(j, e, word, "participle", "noun", number)


def _truncated_masculine(stem: str, head: str) -> str | None:
    """The masculine a truncated conjunct stands for, the feminine's stem with its last part replaced by
    ``head`` (*Ministerpräsident* + *präsidenten* → *Ministerpräsidenten*, *Frauenärzt* + *ärzte* →
    *Frauenärzte*), or None when ``head`` is not the masculine of any end of ``stem``."""
    for p in range(1, len(stem) - 2):
        if counterparts(stem[p:].lower(), head):
            return stem[:p] + head
    return None


def _pair_tail(text: str, pos: int) -> tuple[re.Match[str] | None, str, str]:
    """The second half of a pair form from ``pos``: (match, noun, determiner) or ``(None, "", "")``."""
    tail = _PAIR_TAIL.match(text, pos)
    if tail is None:
        return None, "", ""
    det = (tail.group("det") or "").strip()
    if det and det.lower() not in words.PAIR_DETS:
        return None, "", ""
    return tail, tail.group("noun"), det


def _sentence_initial(text: str, j: int) -> bool:
    k = j
    while k > 0 and text[k - 1] in " \t\"„“'«»(":
        k -= 1
    return k == 0 or text[k - 1] in ".!?:\n"


@lru_cache(maxsize=4)
def _detector(participles: bool) -> Detector:
    return Detector(participles=participles)


def detect(text: str, *, participles: bool = True) -> list[Match]:
    """All gender-fair forms in ``text`` (module-level convenience over :class:`Detector`)."""
    return _detector(participles).detect(text)


def contains_gender_fair(text: str, *, participles: bool = False) -> bool:
    """Whether ``text`` has a gender-fair form (by default not counting neutral participles)."""
    return _detector(participles).contains(text)


def detect_lines(lines: Iterable[str], *, participles: bool = True) -> Iterator[list[Match]]:
    """:func:`detect` over many segments."""
    detector = _detector(participles)
    for line in lines:
        yield detector.detect(line)


# --- evaluation on annotated text -------------------------------------------------------------------------

_ANNOTATION = re.compile(r"\[\[(.+?)\|([a-z-]+)\]\]")


def parse_annotated(line: str) -> tuple[str, set[tuple[int, int, str]]]:
    """``"Die [[Lehrer*innen|star]] kommen."`` → the plain text and its gold ``(start, end, form)`` spans."""
    text = ""
    spans: set[tuple[int, int, str]] = set()
    pos = 0
    for m in _ANNOTATION.finditer(line):
        text += line[pos : m.start()]
        start = len(text)
        text += m.group(1)
        spans.add((start, len(text), m.group(2)))
        pos = m.end()
    return text + line[pos:], spans


@dataclass(frozen=True)
class DetectionScore:
    """Per-form precision and recall (exact span and label)."""

    gold: dict[str, int]
    predicted: dict[str, int]
    correct: dict[str, int]

    def precision(self, form: str) -> float:
        return self.correct.get(form, 0) / self.predicted[form] if self.predicted.get(form) else 1.0

    def recall(self, form: str) -> float:
        return self.correct.get(form, 0) / self.gold[form] if self.gold.get(form) else 1.0

    def rows(self) -> list[tuple[str, int, int, float, float]]:
        forms = [f for f in LABELS if self.gold.get(f) or self.predicted.get(f)]
        return [
            (f, self.gold.get(f, 0), self.predicted.get(f, 0), self.precision(f), self.recall(f))
            for f in forms
        ]


def score_detection(
    items: Iterable[tuple[str, set[tuple[int, int, str]]]], detector: Detector | None = None
) -> DetectionScore:
    """Score the detector on ``(text, gold spans)`` items (see :func:`parse_annotated`)."""
    detector = detector or _detector(True)
    gold: dict[str, int] = {}
    predicted: dict[str, int] = {}
    correct: dict[str, int] = {}
    for text, spans in items:
        found = {(m.start, m.end, m.form) for m in detector.finditer(text)}
        for _, _, form in spans:
            gold[form] = gold.get(form, 0) + 1
        for _, _, form in found:
            predicted[form] = predicted.get(form, 0) + 1
        for _, _, form in spans & found:
            correct[form] = correct.get(form, 0) + 1
    return DetectionScore(gold, predicted, correct)


_STAR_TOKEN = re.compile(r"[^\s*]+(?:\*[^\s*]+)+")


def star_spans(reference: str) -> set[tuple[int, int, str]]:
    """Gold spans of a hand-written gender-star reference: every token with a star (punctuation trimmed)."""
    spans = set()
    for m in _STAR_TOKEN.finditer(reference):
        start, end = m.start(), m.end()
        while end > start and not reference[end - 1].isalpha():
            end -= 1
        while start < end and not reference[start].isalnum():
            start += 1
        spans.add((start, end, "star"))
    return spans
