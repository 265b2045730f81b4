"""Merging a round-trip translation back into its gender-fair original (Amrhein et al. 2023, App. C).

A round trip (German → English → German) turns gender-fair words into generic masculine ones, but it
also rephrases the rest of the sentence. Merging keeps the original sentence and only swaps each
gender-fair word for its closest counterpart in the round-trip sentence — ``difflib.get_close_matches``
with a cutoff of 0.6 (Algorithm 1). When some gender-fair word has no counterpart, the round-trip
sentence itself is the pseudo-source (``merged=False``).

Detail beyond Algorithm 1, as in the authors' release: a word's left part (*Schüler* of *Schüler\\*in*,
*einem* of *einem\\*r*) is taken when the round trip contains it verbatim, before fuzzy matching; fuzzy
matching compares the word without its gender marker (*Schüler*, *Kundbindung* for
*Kund\\*innenbindung*). Pair forms (*Lehrerinnen und Lehrer*) match on their masculine noun. Neutral
participles (*Studierende*) are not gender-fair *forms* here and stay.

>>> r = merge("Denn jede Begegnung mit einem*r Schüler*in ist anders, auch die Familien sind verschieden.",
...           "Weil jede Begegnung mit einem Schüler anders ist, sind auch die Familien anders.")
>>> r.text, r.merged
('Denn jede Begegnung mit einem Schüler ist anders, auch die Familien sind verschieden.', True)
>>> merge("Die Kolleg*innen kommen.", "Sie kommen morgen.").merged
False
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from fairwrite.de.detect import Detector, Match

#: The cutoff of App. C.
CUTOFF = 0.6

_TOKEN = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*|\d+(?:[.,]\d+)*")


@dataclass(frozen=True)
class MergeResult:
    """``text``: the pseudo-source; ``merged``: whether it is the original with substitutions (True) or the
    round-trip sentence (False); ``replacements``: ``(gender-fair form, replacement)`` in order;
    ``unmatched``: gender-fair forms that found no counterpart."""

    text: str
    merged: bool
    replacements: tuple[tuple[str, str], ...] = ()
    unmatched: tuple[str, ...] = ()


_DETECTOR = Detector(participles=False)


def _keys(m: Match) -> tuple[str, str]:
    """(verbatim candidate, fuzzy key) for a gender-fair match."""
    if m.form == "pair":
        masc = m.masc.split()[-1] if m.masc else m.text
        return masc, masc
    if m.kind == "noun" and m.stem:
        rest = m.suffix
        tail = ""
        for s in ("innen", "in"):
            if rest.lower().startswith(s):
                tail = rest[len(s) :]
                break
        tail = tail.lstrip("-")
        return m.stem, m.stem + tail
    if m.masc:
        return m.masc, m.masc
    return m.text, m.text


def merge(original: str, roundtrip: str, *, cutoff: float = CUTOFF) -> MergeResult:
    """Merge the generic forms of ``roundtrip`` into the gender-fair ``original`` (see module docs).

    An original without gender-fair forms is returned unchanged with ``merged=True`` (nothing to swap).
    """
    matches = _DETECTOR.detect(original)
    if not matches:
        return MergeResult(original, True)
    candidates = _TOKEN.findall(roundtrip)
    if not candidates:
        return MergeResult(roundtrip, False, unmatched=tuple(m.text for m in matches))
    present = set(candidates)
    pieces: list[str] = []
    replacements: list[tuple[str, str]] = []
    unmatched: list[str] = []
    last = 0
    for m in matches:
        verbatim, key = _keys(m)
        choice = None
        if verbatim in present:
            choice = verbatim
        elif m.masc and m.fem and m.kind != "noun" and m.fem in present and len(m.fem) > 1:
            choice = m.fem  # der*die → die when the round trip kept the feminine article
        else:
            close = difflib.get_close_matches(key, candidates, n=1, cutoff=cutoff)
            if close:
                choice = close[0]
        if choice is None:
            unmatched.append(m.text)
            continue
        if m.start == 0 or original[: m.start].rstrip().endswith((".", "!", "?")):
            choice = choice[:1].upper() + choice[1:] if m.text[:1].isupper() else choice
        elif choice[:1].isupper() and m.kind in ("determiner", "pronoun", "adjective"):
            choice = choice[:1].lower() + choice[1:]
        pieces.append(original[last : m.start])
        pieces.append(choice)
        replacements.append((m.text, choice))
        last = m.end
    if unmatched:
        return MergeResult(roundtrip, False, tuple(replacements), tuple(unmatched))
    pieces.append(original[last:])
    return MergeResult("".join(pieces), True, tuple(replacements))
