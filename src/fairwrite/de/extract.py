"""Terminology-based term extraction for gender-neutral German (Hauser 2023 §3.1.1.2).

:class:`TermMatcher` finds the terms of a :class:`~fairwrite.de.terminology.Terminology` in text with
spaCy's ``PhraseMatcher`` over a blank German pipeline with the lookup lemmatizer of
``spacy-lookups-data``:

- ``mode="lemma"`` (the paper's choice) matches on lemmas, so inflected forms are found (*den Lehrern*,
  *der Studierenden*). The lookup table misses many plurals (*Lehrkräfte*), so each term is added with its
  inflected forms (from german-nouns), lemmatised the same way;
- ``mode="orth"`` matches the terms exactly as written in the terminology (the paper's orthographic
  paradigm: no inflected forms).

Every match is then read for case, number and gender from its determiner and ending, which settles what
lemmas lose: *die Studierenden* (plural) is neutral, *der Studierende* / *eine Studierende* (singular) are
gendered; *die Lehrer* is a plural, *dem Lehrer* a singular. A match keeps both views — ``fields``
(number-resolved) and ``lemma_fields`` (everything its lemma matched, Hauser's number-blind view).

:func:`extract` keeps segments that are entirely gendered or entirely neutral and drops mixed ones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from fairwrite.de import agreement as agr
from fairwrite.de.terminology import (
    FIELD_GENDER,
    FIELD_NUMBER,
    TERM_FIELDS,
    TermEntry,
    Terminology,
    resolve_terminology,
)
from fairwrite.errors import FairwriteError

MODES = ("lemma", "orth")

#: Segment labels of :func:`classify` (the first four match :data:`fairwrite.schema.LABELS`).
NONE, MASCULINE, FEMININE, MIXED, NEUTRAL = "none", "masculine", "feminine", "mixed", "neutral"
#: Gendered and neutral terms in one segment: dropped by extraction (Hauser §3.1.1).
GENDERED_AND_NEUTRAL = "gendered-and-neutral"


@lru_cache(maxsize=1)
def german_pipeline() -> Any:
    """``spacy.blank("de")`` with the lookup lemmatizer (no trained German pipeline is needed)."""
    # heavy (spaCy): imported on first use
    import spacy

    nlp = spacy.blank("de")
    nlp.add_pipe("lemmatizer", config={"mode": "lookup"})
    nlp.initialize()
    return nlp


@dataclass(frozen=True)
class TermMatch:
    """One matched term span with its reading; see the module docstring."""

    start: int  # token offsets in the doc
    end: int
    start_char: int
    end_char: int
    text: str
    lemma: str
    fields: tuple[tuple[int, str], ...]  # (entry index, field) compatible with the reading
    lemma_fields: tuple[tuple[int, str], ...]  # everything the lemma matched (number-blind)
    reading: agr.Reading | None = None
    determiner: int | None = None  # token index of the determiner, if any
    adjectives: tuple[int, ...] = ()  # token indices of attributive adjectives between determiner and term

    @property
    def genders(self) -> frozenset[str]:
        return frozenset(FIELD_GENDER[f] for _, f in self.fields)

    @property
    def is_gendered(self) -> bool:
        return bool(self.genders) and "neutral" not in self.genders

    @property
    def is_neutral(self) -> bool:
        return self.genders == {"neutral"}

    @property
    def gender(self) -> str:
        """masculine, feminine, neutral, or mixed when the terminology lists the span under several."""
        genders = self.genders
        return next(iter(genders)) if len(genders) == 1 else MIXED

    @property
    def number(self) -> str | None:
        """Referent number (``sg``/``pl``) of the reading (a collective refers to a plural)."""
        numbers = {FIELD_NUMBER[f] for _, f in self.fields}
        return next(iter(numbers)) if len(numbers) == 1 else None

    @property
    def entries(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(e for e, _ in self.fields))

    @property
    def lemma_entries(self) -> tuple[int, ...]:
        return tuple(dict.fromkeys(e for e, _ in self.lemma_fields))


@dataclass
class ExtractionStats:
    """Counts of an extraction run by segment label."""

    labels: Counter = field(default_factory=Counter)

    @property
    def segments(self) -> int:
        return sum(self.labels.values())

    def to_dict(self) -> dict[str, int]:
        return {"segments": self.segments, **dict(sorted(self.labels.items()))}


@dataclass(frozen=True)
class Extracted:
    """A segment with its label and term matches."""

    text: str
    label: str
    matches: tuple[TermMatch, ...]


def term_forms(entry: TermEntry, name: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """``{(case, grammatical number): forms}`` of the term in field ``name`` (all declensions)."""
    term = entry.term(name)
    if entry.is_adjectival(name):
        stem = agr.adjectival_stem(term)
        forms: dict[tuple[str, str], set[str]] = {}
        for decl in ("strong", "weak", "mixed"):
            for case in agr.CASES:
                for number, genders in (("sg", ("m", "f")), ("pl", (None,))):
                    for gender in genders:
                        ending = agr.adjective_ending(decl, case, number, gender)
                        forms.setdefault((case, number), set()).add(stem + ending)
        return {k: tuple(sorted(v)) for k, v in forms.items()}
    genus = entry.genus(name)
    number = "pl" if genus == "pl" else "sg"
    lemma = term
    if name.endswith("_pl") and genus == "pl":
        singular = entry.term(name.replace("_pl", "_sg"))
        if singular and " " not in singular and " " not in term:
            lemma = singular
            genus = entry.genus(name.replace("_pl", "_sg"))
    plural = term if lemma != term else entry.plural_of(name)
    if " " in term:  # an adjective + noun phrase: inflect as a whole
        phrase_forms: dict[tuple[str, str], set[str]] = {}
        numbers = (number,) if genus == "pl" else ("sg", "pl") if plural else ("sg",)
        for n in numbers:
            for case in agr.CASES:
                for decl in ("strong", "weak", "mixed"):
                    text = agr.inflect_term(
                        term, genus=genus, adjectival=False, case=case, number=n, declension=decl, plural=plural
                    )
                    phrase_forms.setdefault((case, n), set()).add(text)
        return {k: tuple(sorted(v)) for k, v in phrase_forms.items()}
    forms_ = agr.noun_forms(lemma, genus, plural)
    return {k: v for k, v in forms_.items() if k[1] == number}


class TermMatcher:
    """Finds terminology terms in German text and reads their number and gender."""

    def __init__(self, terminology: Terminology | str | None = None, *, mode: str = "lemma") -> None:
        # heavy (spaCy): imported on first use
        from spacy.matcher import PhraseMatcher

        if mode not in MODES:
            raise FairwriteError(f"matching mode must be one of {', '.join(MODES)}, not {mode!r}")
        self.terminology = resolve_terminology(terminology)
        self.mode = mode
        self.nlp = german_pipeline()
        self._matcher = PhraseMatcher(self.nlp.vocab, attr="LEMMA" if mode == "lemma" else "ORTH")
        self._fields: dict[str, tuple[tuple[int, str], ...]] = {}
        self._forms: dict[tuple[int, str], dict[tuple[str, str], tuple[str, ...]]] = {}
        by_term = self.terminology.terms(TERM_FIELDS)
        for term, pairs in by_term.items():
            self._fields[term] = tuple(pairs)
            surfaces = {term}
            if mode == "lemma":
                for index, name in pairs:
                    surfaces.update(f for fs in self.forms(index, name).values() for f in fs)
            docs = list(self.nlp.pipe(sorted(surfaces))) if mode == "lemma" else [self.nlp.make_doc(term)]
            self._matcher.add(term, docs)

    def forms(self, index: int, name: str) -> dict[tuple[str, str], tuple[str, ...]]:
        key = (index, name)
        if key not in self._forms:
            self._forms[key] = term_forms(self.terminology[index], name)
        return self._forms[key]

    def __call__(self, text: str) -> list[TermMatch]:
        return self.find(self.nlp(text))

    def pipe(self, texts: Iterable[str], batch_size: int = 256) -> Iterator[tuple[Any, list[TermMatch]]]:
        """``(doc, matches)`` for every text, batched through the spaCy pipeline."""
        for doc in self.nlp.pipe(texts, batch_size=batch_size):
            yield doc, self.find(doc)

    # --- matching -------------------------------------------------------------------------------

    def find(self, doc: Any) -> list[TermMatch]:
        """Term matches of a spaCy doc, longest span first where spans overlap, in text order."""
        strings = self.nlp.vocab.strings
        spans: dict[tuple[int, int], list[str]] = {}
        for match_id, start, end in self._matcher(doc):
            spans.setdefault((start, end), []).append(strings[match_id])
        chosen: list[tuple[int, int]] = []
        taken: set[int] = set()
        for start, end in sorted(spans, key=lambda s: (-(s[1] - s[0]), s[0])):
            if not taken.intersection(range(start, end)):
                chosen.append((start, end))
                taken.update(range(start, end))
        matches = []
        for start, end in sorted(chosen):
            pairs = tuple(dict.fromkeys(p for term in spans[(start, end)] for p in self._fields[term]))
            matches.append(self._read(doc, start, end, pairs))
        return matches

    def _context(self, doc: Any, start: int) -> tuple[int | None, tuple[int, ...]]:
        """Determiner and attributive adjectives to the left of ``start``."""
        adjectives: list[int] = []
        i = start - 1
        while i >= 0 and start - i <= 6:
            token = doc[i].text
            det = agr.determiner(token)
            if det is not None:
                return i, tuple(reversed(adjectives))
            if agr.is_adjective(token, sentence_start=i == 0, lemma=doc[i].lemma_):
                adjectives.append(i)
            elif not agr.may_stand_in_noun_phrase(token, after_adjective=bool(adjectives)):
                break
            i -= 1
        return None, tuple(reversed(adjectives))

    def _readings(
        self, surface: str, index: int, name: str, det: agr.Determiner | None, *, fallback: bool = False
    ) -> set[tuple[agr.Reading, str]]:
        """``{(reading, effective field)}`` of ``surface`` as the term in ``(index, name)``.

        With ``fallback``, a spelling the paradigm lacks gets every case of the field's number.
        """
        entry = self.terminology[index]
        out: set[tuple[agr.Reading, str]] = set()
        if entry.is_adjectival(name):
            stem = agr.adjectival_stem(entry.term(name))
            readings = agr.adjectival_readings(surface, stem, det.declension if det else "strong")
            if not readings:
                readings = agr.adjectival_readings(surface, stem, None)
            plural_field = next((f for f in ("neutral_pl", "masc_pl", "fem_pl") if entry.is_adjectival(f)), None)
            for reading in readings:
                if reading[1] == "pl":
                    if plural_field:  # else this entry says nothing about the plural
                        out.add((reading, plural_field))
                else:
                    out.add((reading, "masc_sg" if reading[2] == "m" else "fem_sg"))
            return out
        genus = entry.genus(name)
        gram_number = "pl" if genus == "pl" else "sg"
        sg_gender = None if genus == "pl" else genus
        for (case, number), forms in self.forms(index, name).items():
            if number == gram_number and surface in forms:
                out.add(((case, number, sg_gender if number == "sg" else None), name))
        if not out and fallback:
            out = {((case, gram_number, sg_gender), name) for case in agr.CASES}
        return out

    def _read(self, doc: Any, start: int, end: int, pairs: tuple[tuple[int, str], ...]) -> TermMatch:
        span = doc[start:end]
        det_index, adjectives = self._context(doc, start)
        det = agr.determiner(doc[det_index].text) if det_index is not None else None
        surface = span.text
        options: list[tuple[agr.Reading, tuple[int, str]]] = []
        for fallback in (False, True):  # a spelling no paradigm has: every case of each field's number
            for index, name in pairs:
                for reading, effective in self._readings(surface, index, name, det, fallback=fallback):
                    options.append((reading, (index, effective)))
            if options:
                break
        if det is not None:
            agreeing = [o for o in options if o[0] in det.readings]
            if agreeing:
                options = agreeing
            else:
                det_index, det = None, None
        declension = det.declension if det is not None else "strong"
        for index in adjectives:  # an attributive adjective's ending narrows the readings (deutscher Touristin)
            ending = agr.split_adjective(doc[index].text)[1]
            fitting = [o for o in options if agr.adjective_ending(declension, *o[0]) == ending]
            options = fitting or options
        before = det_index if det_index is not None else (adjectives[0] if adjectives else start)
        governed = agr.governed_cases(doc[before - 1].text) if before > 0 else None
        if governed:
            options = [o for o in options if o[0][0] in governed] or options
        best = agr.best_reading((r for r, _ in options), prefer_plural=det is None)
        chosen = tuple(dict.fromkeys(p for r, p in options if r == best))
        return TermMatch(
            start=start,
            end=end,
            start_char=span.start_char,
            end_char=span.end_char,
            text=surface,
            lemma=" ".join(t.lemma_ for t in span),
            fields=chosen,
            lemma_fields=pairs,
            reading=best,
            determiner=det_index,
            adjectives=adjectives if det_index is not None or adjectives else (),
        )


def classify(matches: Sequence[TermMatch]) -> str:
    """Segment label from its matches: none, masculine, feminine, mixed, neutral or gendered-and-neutral."""
    if not matches:
        return NONE
    genders = {m.gender for m in matches}
    if genders == {"neutral"}:
        return NEUTRAL
    if "neutral" in genders or any(not (m.is_gendered or m.is_neutral) for m in matches):
        return GENDERED_AND_NEUTRAL
    if genders == {"masculine"}:
        return MASCULINE
    if genders == {"feminine"}:
        return FEMININE
    return MIXED


def extract(
    texts: Iterable[str],
    matcher: TermMatcher | None = None,
    *,
    keep: Sequence[str] = (MASCULINE, FEMININE, MIXED, NEUTRAL),
    stats: ExtractionStats | None = None,
) -> Iterator[Extracted]:
    """Segments whose label is in ``keep`` — by default fully gendered or fully neutral ones.

    Segments with both gendered and neutral terms are dropped (Hauser §3.1.1); pass ``keep`` with
    :data:`NONE` to keep segments without any term as well. ``stats`` counts every label seen.
    """
    matcher = matcher or TermMatcher()
    for doc, matches in matcher.pipe(texts):
        label = classify(matches)
        if stats is not None:
            stats.labels[label] += 1
        if label in keep:
            yield Extracted(doc.text, label, tuple(matches))


__all__ = [
    "FEMININE",
    "GENDERED_AND_NEUTRAL",
    "MASCULINE",
    "MIXED",
    "MODES",
    "NEUTRAL",
    "NONE",
    "Extracted",
    "ExtractionStats",
    "TermMatch",
    "TermMatcher",
    "classify",
    "extract",
    "german_pipeline",
    "term_forms",
]
