"""Terminology Match Accuracy and Gender-Fair Match Accuracy (Hauser 2023 §4.2.1), and copy-set WER.

Both accuracies are reference-free: they look for the gendered terms of a terminology in each *source*
and ask whether the *prediction* reformulates them.

**Terminology Match Accuracy** (eq. 4.1) = # target matches / # source terms. Every gendered term span
in the source (lemmatised matching, :class:`fairwrite.de.extract.TermMatcher`) is one source term. For
each source term, in order, the prediction is searched for a neutral term that corresponds to it in the
terminology; a span may be matched by several entries and a gendered term may have several neutral
correspondences — one is enough. A target span already counted for an earlier source term is skipped, so
one neutral term is never credited to two source terms (this assumes source terms and their replacements
come in the same order, as Hauser does; the search is greedy).

Without the number filter the correspondence is number-blind, as lemma matching is in the paper: any
neutral term of any entry the source lemma matched counts, and a target span counts as the neutral term
its lemma matches even when its determiner makes it singular (*der Studierende*). With
``number_filter=True`` the neutral term must be the one for the source term's number (*die Lehrer* →
*die Lehrkräfte*, not *die Lehrkraft*) and the target span must be read as that neutral term (a plural
*Studierende*, not a singular one).

**Gender-Fair Match Accuracy** (eq. 4.2) uses the same source terms; a target match is a token carrying
a gender-fair suffix from ``suffixes`` (star, colon, gap, interpunct, slash, Binnen-I by default; the
paper writes the set as ``@@GFM@@in``/``@@GFM@@innen``) whose lemma belongs to the source term: the
feminine form it spells (*Lehrer\\*innen* → *Lehrerinnen* → *Lehrerin*) or its stem (*Ärzt\\*innen* →
*Arzt*). Gender-fair tokens that correspond to no source term are neglected; each counts once.

Limitations (§4.2.1.4) carry over: terms missing from the terminology are not evaluated, false source
matches (an inanimate *Anhänger*) produce false misses, lemmatisation errors produce false misses, and
rewrites beyond single-term replacement are ignored or penalised. The tests reproduce these cases.

**Copy-set WER**: tokenised WER of the predictions against their own sources, for a copy test set
(segments that must stay unchanged, §4.2.2.4).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from fairwrite.citations import bibtex
from fairwrite.de.extract import TermMatcher
from fairwrite.de.terminology import FIELD_NUMBER, GENDERED_FIELDS, NEUTRAL_FIELDS, resolve_terminology
from fairwrite.errors import FairwriteError
from fairwrite.metrics.scoring import need_sources
from fairwrite.metrics.wer import tokenised_wer
from fairwrite.text.io import check_aligned

#: The gender-fair markers of German (star, colon, gap, interpunct, slash, slash-hyphen).
GENDER_FAIR_MARKERS = ("*", ":", "_", "·", "/-", "/")
#: Default suffix set S of eq. 4.2: every marker with *in* / *innen*, plus Binnen-I.
DEFAULT_SUFFIXES = (*(m + s for m in GENDER_FAIR_MARKERS for s in ("innen", "in")), "Innen", "In")


@dataclass
class MatchAccuracy:
    """Result of a match-accuracy metric: counts overall and per segment."""

    target_matches: int = 0
    source_terms: int = 0
    segments: int = 0
    per_segment: list[tuple[int, int]] = field(default_factory=list)  # (target matches, source terms)

    @property
    def accuracy(self) -> float | None:
        """target matches / source terms (None when the sources hold no term of the terminology)."""
        return self.target_matches / self.source_terms if self.source_terms else None

    def add(self, hits: int, terms: int) -> None:
        """Count one segment's target matches and source terms."""
        self.target_matches += hits
        self.source_terms += terms
        self.per_segment.append((hits, terms))

    def to_dict(self) -> dict[str, Any]:
        return {
            "accuracy": self.accuracy,
            "target_matches": self.target_matches,
            "source_terms": self.source_terms,
            "segments": self.segments,
        }

    def scores(self, name: str) -> dict[str, Any]:
        """What the ``evaluate`` module ``name`` returns: the accuracy under its name, and the counts."""
        return {name: self.accuracy, "target_matches": self.target_matches, "source_terms": self.source_terms}


def evaluate_info(description: str, inputs_description: str) -> Any:
    """The ``evaluate.MetricInfo`` of Hauser's reference-free metrics: predictions scored against sources.

    Both ``eval/`` modules (Terminology and Gender-Fair Match Accuracy) describe themselves with it, so
    their inputs, citation and links are stated once.
    """
    # heavy (datasets): imported on first use
    import datasets
    import evaluate

    return evaluate.MetricInfo(
        description=description,
        citation=bibtex(["hauser2023"])[0],
        inputs_description=inputs_description,
        features=datasets.Features({"predictions": datasets.Value("string"), "sources": datasets.Value("string")}),
        reference_urls=["https://github.com/renatehauser/gender-neutral-rewriter"],
    )


_MATCHERS: dict[tuple[int, str], Any] = {}


def _matcher(terminology: Any, mode: str) -> Any:
    resolved = resolve_terminology(terminology)
    key = (id(resolved), mode)
    if key not in _MATCHERS:
        _MATCHERS[key] = TermMatcher(resolved, mode=mode)
    return _MATCHERS[key]


def _match_once(
    terms: Sequence[Any],
    targets: Sequence[Any],
    wanted: Callable[[Any], Any],
    found: Callable[[Any, Any], bool],
) -> int:
    """Greedy, in order: each source term takes the first unused target span that ``found`` accepts
    (Hauser §4.2.1: a target span is credited to at most one source term)."""
    used: set[int] = set()
    hits = 0
    for term in terms:
        want = wanted(term)
        k = next((k for k, target in enumerate(targets) if k not in used and found(want, target)), None)
        if k is not None:
            used.add(k)
            hits += 1
    return hits


def _source_terms(matcher: Any, text: str) -> list[Any]:
    return [m for m in matcher(text) if m.is_gendered]


def _neutral_terms(matcher: Any, pairs: Sequence[tuple[int, str]], number: str | None = None) -> set[str]:
    terms = set()
    for index, _ in pairs:
        entry = matcher.terminology[index]
        for neutral in NEUTRAL_FIELDS:
            if (number is None or FIELD_NUMBER[neutral] == number) and entry.term(neutral):
                terms.add(entry.term(neutral))
    return terms


def _target_neutral(matcher: Any, match: Any, number_filter: bool, number: str | None) -> set[str]:
    """Neutral terms a target span stands for (number-blind: everything its lemma matched)."""
    pairs = match.fields if number_filter else match.lemma_fields
    return {
        matcher.terminology[e].term(f)
        for e, f in pairs
        if f in NEUTRAL_FIELDS and (not number_filter or number is None or FIELD_NUMBER[f] == number)
    }


def terminology_match_accuracy(
    sources: Sequence[str],
    predictions: Sequence[str],
    terminology: Any = None,
    *,
    number_filter: bool = False,
    mode: str = "lemma",
) -> MatchAccuracy:
    """Hauser's eq. 4.1 over aligned sources and predictions (see the module docstring)."""
    check_aligned(["sources", "predictions"], [sources, predictions])
    matcher = _matcher(terminology, mode)
    result = MatchAccuracy(segments=len(sources))
    for source, prediction in zip(sources, predictions, strict=True):
        terms = _source_terms(matcher, source)
        hits = 0
        if terms:
            targets = matcher(prediction)

            def wanted(term: Any) -> tuple[set[str], Any]:
                number = term.number if number_filter else None
                pairs = term.fields if number_filter else term.lemma_fields
                return _neutral_terms(matcher, pairs, number), number

            def found(want: tuple[set[str], Any], target: Any) -> bool:
                return bool(want[0] & _target_neutral(matcher, target, number_filter, want[1]))

            hits = _match_once(terms, targets, wanted, found)
        result.add(hits, len(terms))
    return result


def _suffix_pattern(suffixes: Sequence[str]) -> re.Pattern[str]:
    ordered = sorted(set(suffixes), key=len, reverse=True)
    alternatives = "|".join(re.escape(s) for s in ordered)
    # a word (letters, hyphens for compounds) directly followed by one of the suffixes
    return re.compile(rf"(?<![\w*:_·/])([^\W\d_][\w-]*?[^\W\d_])({alternatives})(?![\w])")


def _fold(word: str) -> str:
    """Lower case, umlauts and a final -e removed: *Ärzt* and *Arzt*, *Kolleg* and *Kollege* agree."""
    decomposed = unicodedata.normalize("NFD", word.lower())
    plain = "".join(c for c in decomposed if unicodedata.category(c) != "Mn").replace("ß", "ss")
    return plain[:-1] if plain.endswith("e") else plain


def _gendered_lemmas(matcher: Any, term: Any) -> tuple[set[str], set[str]]:
    """Gendered terms of the entries a source span matched, and their folded stems."""
    lemmas = {term.lemma, term.text}
    for index in term.lemma_entries:
        entry = matcher.terminology[index]
        lemmas.update(entry.term(f) for f in GENDERED_FIELDS if entry.term(f))
    stems = {_fold(w) for w in lemmas}
    stems.update(_fold(w[: -len("innen")]) for w in lemmas if w.endswith("innen"))
    stems.update(_fold(w[: -len("in")]) for w in lemmas if w.endswith("in") and not w.endswith("innen"))
    return lemmas, stems


def gender_fair_match_accuracy(
    sources: Sequence[str],
    predictions: Sequence[str],
    terminology: Any = None,
    *,
    suffixes: Sequence[str] = DEFAULT_SUFFIXES,
    mode: str = "lemma",
) -> MatchAccuracy:
    """Hauser's eq. 4.2 over aligned sources and predictions (see the module docstring)."""
    check_aligned(["sources", "predictions"], [sources, predictions])
    if not suffixes:
        raise FairwriteError("gender-fair match accuracy needs at least one suffix")
    matcher = _matcher(terminology, mode)
    pattern = _suffix_pattern(suffixes)
    lemmatizer = matcher.nlp.get_pipe("lemmatizer").lookups.get_table("lemma_lookup")
    result = MatchAccuracy(segments=len(sources))
    for source, prediction in zip(sources, predictions, strict=True):
        terms = _source_terms(matcher, source)
        hits = 0
        if terms:
            tokens = []
            for found in pattern.finditer(prediction):
                base, suffix = found.group(1), found.group(2)
                feminine = base + ("innen" if suffix.lower().endswith("innen") else "in")
                tokens.append(
                    {base, feminine, lemmatizer.get(feminine, feminine), lemmatizer.get(base, base)}
                )

            def found(want: tuple[set[str], set[str]], candidates: set[str]) -> bool:
                lemmas, stems = want
                return bool(candidates & lemmas or {_fold(c) for c in candidates} & stems)

            hits = _match_once(terms, tokens, lambda term: _gendered_lemmas(matcher, term), found)
        result.add(hits, len(terms))
    return result


def copy_set_wer(sources: Sequence[str], predictions: Sequence[str], *, lang: str = "en") -> float:
    """Tokenised WER of predictions against their unchanged sources (a fraction; ×100 as printed)."""
    return tokenised_wer(sources, predictions, lang=lang)


# --- CLI scorers (fairwrite.registry.METRICS) ------------------------------------------------------


def _scored(result: MatchAccuracy, reference: MatchAccuracy, metric: str) -> dict[str, object]:
    if result.accuracy is None:
        raise FairwriteError(
            f"{metric}: no gendered term of the terminology occurs in the sources, so the accuracy is "
            "undefined (check --sources, or set FAIRWRITE_TERMINOLOGY to another terminology)"
        )
    return {
        "score": 100.0 * result.accuracy,
        **result.to_dict(),
        "reference_score": None if reference.accuracy is None else 100.0 * reference.accuracy,
    }


def _score_match(
    metric: str,
    accuracy: Callable[..., MatchAccuracy],
    references: Sequence[str],
    predictions: Sequence[str],
    sources: Sequence[str] | None,
    terminology: Any,
    **options: Any,
) -> dict[str, object]:
    """``metric`` (``accuracy(sources, outputs, terminology, **options)``) of the predictions and references."""
    srcs = need_sources(sources, metric, "the gendered source segments the predictions rewrite")
    check_aligned(["sources", "references", "predictions"], [srcs, references, predictions])
    resolved = resolve_terminology(terminology)
    result = accuracy(srcs, predictions, resolved, **options)
    reference = accuracy(srcs, references, resolved, **options)
    return {**_scored(result, reference, metric), "terminology": resolved.name}


def score_terminology_match(
    references: Sequence[str], predictions: Sequence[str],
    *, sources: Sequence[str] | None = None, lang: str = "de", terminology: Any = None, number_filter: bool = False,
) -> dict[str, object]:
    """Terminology Match Accuracy ×100 for ``fairwrite evaluate`` (needs ``--sources``).

    The metric is reference-free; ``reference_score`` is the references' own accuracy, for scale.
    The terminology is ``$FAIRWRITE_TERMINOLOGY`` when set, else the one shipped with fairwrite.
    """
    scores = _score_match("terminology-match", terminology_match_accuracy, references, predictions, sources,
                          terminology, number_filter=number_filter)  # fmt: skip
    return {**scores, "number_filter": number_filter}


def score_gender_fair_match(
    references: Sequence[str], predictions: Sequence[str],
    *, sources: Sequence[str] | None = None, lang: str = "de", terminology: Any = None,
    suffixes: Sequence[str] = DEFAULT_SUFFIXES,
) -> dict[str, object]:
    """Gender-Fair Match Accuracy ×100 for ``fairwrite evaluate`` (needs ``--sources``)."""
    return _score_match("gender-fair-match", gender_fair_match_accuracy, references, predictions, sources,
                        terminology, suffixes=suffixes)  # fmt: skip


__all__ = [
    "DEFAULT_SUFFIXES",
    "GENDER_FAIR_MARKERS",
    "MatchAccuracy",
    "copy_set_wer",
    "gender_fair_match_accuracy",
    "score_gender_fair_match",
    "score_terminology_match",
    "terminology_match_accuracy",
]
