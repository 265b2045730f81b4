"""Gender-tagged translation data from pair forms (Amrhein et al. 2023, App. G).

Parallel data whose German side uses pair forms (*Schülerinnen und Schüler*) gives, by a simple
replacement, two contrasting targets: one with only the feminine forms, one with only the masculine
forms. The English source is prefixed with a sentence-level tag (``<f>`` / ``<m>``) saying which one
the translation should contain; a model fine-tuned on such data can be steered towards feminine
forms in the second leg of a round trip.

Plural pair forms give both targets (German plurals inflect alike across genders, so nothing else
changes). Singular pair forms would need agreement changes elsewhere, so, as in the paper, a singular
pair only gives the target of the gender named *first* in the pair (*die Lehrerin oder der Lehrer* →
feminine only). Segments with other gender-fair forms (*Lehrer\\*innen*) or without pair forms give
nothing.

>>> pairs = tagged_pairs("Students from many nations learn together here.",
...                      "Schülerinnen und Schüler aus vielen Nationen lernen hier gemeinsam.")
>>> [(p.source, p.target) for p in pairs]  # doctest: +NORMALIZE_WHITESPACE
[('<f> Students from many nations learn together here.',
  'Schülerinnen aus vielen Nationen lernen hier gemeinsam.'),
 ('<m> Students from many nations learn together here.',
  'Schüler aus vielen Nationen lernen hier gemeinsam.')]
>>> resolve_pair_forms("Die Lehrerin oder der Lehrer prüft.", "masculine") is None
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from fairwrite.de.detect import Detector
from fairwrite.errors import FairwriteError

#: The sentence-level control tags.
TAGS = {"feminine": "<f>", "masculine": "<m>"}
GENDERS = ("feminine", "masculine")

_DETECTOR = Detector(participles=False)


@dataclass(frozen=True)
class TaggedPair:
    """A tagged source (``"<f> …"``), its contrasting target and the gender of the tag."""

    source: str
    target: str
    gender: str


def tag_source(source: str, gender: str) -> str:
    """``source`` prefixed with the control tag of ``gender`` (``feminine``/``masculine``, or ``f``/``m``)."""
    key = {"f": "feminine", "m": "masculine"}.get(gender, gender)
    if key not in TAGS:
        raise FairwriteError(f"gender must be feminine or masculine, not {gender!r}")
    return f"{TAGS[key]} {source}"


def strip_tag(source: str) -> tuple[str | None, str]:
    """``(gender or None, text)`` of a possibly tagged source."""
    for gender, tag in TAGS.items():
        if source.startswith(tag + " "):
            return gender, source[len(tag) + 1 :]
    return None, source


def allowed_genders(target: str) -> tuple[str, ...]:
    """The genders a contrasting target can be built for (empty: no usable pair forms)."""
    matches = _DETECTOR.detect(target)
    if not matches or any(m.form != "pair" for m in matches):
        return ()
    singular_first = {m.first for m in matches if m.number == "sg"}
    if len(singular_first) > 1:
        return ()
    if singular_first:
        return (singular_first.pop(),)
    return GENDERS


def resolve_pair_forms(target: str, gender: str) -> str | None:
    """``target`` with every pair form replaced by its ``gender`` half; ``None`` when not allowed."""
    if gender not in allowed_genders(target):
        return None
    pieces: list[str] = []
    last = 0
    for m in _DETECTOR.detect(target):
        half = m.fem if gender == "feminine" else m.masc
        if m.start == 0 and half[:1].islower():
            half = half[:1].upper() + half[1:]
        pieces.append(target[last : m.start])
        pieces.append(half)
        last = m.end
    pieces.append(target[last:])
    return "".join(pieces)


def tagged_pairs(source: str, target: str) -> list[TaggedPair]:
    """The tagged training pairs App. G makes from one parallel segment (0, 1 or 2 of them)."""
    out = []
    for gender in allowed_genders(target):
        resolved = resolve_pair_forms(target, gender)
        if resolved is not None and resolved != target:
            out.append(TaggedPair(tag_source(source, gender), resolved, gender))
    return out


def tag_corpus(pairs: Iterable[tuple[str, str]]) -> Iterator[TaggedPair]:
    """:func:`tagged_pairs` over a parallel corpus of ``(English source, German target)``."""
    for source, target in pairs:
        yield from tagged_pairs(source, target)
