"""Edits as data: what a rewriter changed in each segment, why, how sure, and what else it could write.

:class:`Reviewer` runs a rewriter (rules or a model folder, as :func:`fairwrite.registry.get_rewriter`
builds it) and reads its output back as :class:`ReviewEdit` s over the source (:mod:`.align`), each with
its kind and referent group (:mod:`.explain`), its calibrated confidence (:mod:`.confidence`) and the
replacements the engine's other forms make at the same place. :func:`apply_groups` applies any subset of
groups; all of them give the rewriter's output, none gives the source.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fairwrite.registry import get_rewriter
from fairwrite.review.align import align
from fairwrite.review.confidence import confidence
from fairwrite.review.explain import PRONOUN, VERB, explain
from fairwrite.text.edits import Edit, apply_edits

#: The forms a reviewer offers as alternatives, per language and direction: the engine is run in each.
ALTERNATIVE_FORMS: dict[tuple[str, str | None], tuple[str, ...]] = {
    ("de", None): ("star", "pair", "neutral"),
    ("fr", "to-fair"): ("point", "pair", "neutral"),
}
#: English has one rewriting form (singular *they*); the pair is offered word for word, for a subject
#: pronoun only where no verb of its group agrees with *they* (*his* → *their* / *his or her*).
EN_PAIRS = {
    "he": "he or she", "she": "she or he", "him": "him or her", "his": "his or her", "her": "her or his",
    "hers": "hers or his", "himself": "himself or herself", "herself": "herself or himself",
}
WORD = re.compile(r"[^\W\d_]+")
#: The form each engine writes when none is given (named in the rule of its edits).
_OWN_FORM = {"en": "they", "de": "star", "fr": "point"}
#: How many segments are rewritten in the other forms at once (the alternatives' batch).
BATCH = 64


@dataclass(frozen=True)
class ReviewEdit:
    """One edit: ``source[start:end]`` (``text``) → ``replacement``; see the module docstring."""

    start: int
    end: int
    text: str
    replacement: str
    kind: str
    rule: str
    group: int
    confidence: float
    #: ``{"form": …, "replacement": …}`` for each other form that rewrites this span differently
    alternatives: tuple[dict[str, str], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        # by hand, not dataclasses.asdict: that deep-copies every field, a third of the JSONL format's cost
        return {
            "start": self.start, "end": self.end, "text": self.text, "replacement": self.replacement,
            "kind": self.kind, "rule": self.rule, "group": self.group, "confidence": self.confidence,
            "alternatives": [dict(a) for a in self.alternatives],
        }  # fmt: skip


@dataclass(frozen=True)
class SegmentReview:
    """One segment: its source, the rewriter's output and the edits between them."""

    source: str
    output: str
    edits: tuple[ReviewEdit, ...] = ()

    @property
    def groups(self) -> dict[int, list[ReviewEdit]]:
        """The edits by referent group, in order."""
        found: dict[int, list[ReviewEdit]] = {}
        for edit in self.edits:
            found.setdefault(edit.group, []).append(edit)
        return found

    def group_confidence(self, group: int) -> float:
        """A group is as sure as its least sure edit."""
        return min(edit.confidence for edit in self.groups[group])

    def keep(self, min_confidence: float) -> SegmentReview:
        """Only the groups at or above ``min_confidence``; the output is the source with those applied."""
        kept = {g for g in self.groups if self.group_confidence(g) >= min_confidence}
        if len(kept) == len(self.groups):
            return self
        edits = tuple(e for e in self.edits if e.group in kept)
        return SegmentReview(self.source, apply_groups(self.source, edits), edits)

    def apply(self, groups: Collection[int]) -> str:
        """The source with the edits of ``groups`` applied."""
        return apply_groups(self.source, self.edits, groups)

    def to_dict(self) -> dict[str, Any]:
        return {"source": self.source, "output": self.output, "edits": [e.to_dict() for e in self.edits]}


def apply_groups(source: str, edits: Iterable[ReviewEdit], groups: Collection[int] | None = None) -> str:
    """``source`` with the edits of ``groups`` (all when ``None``) applied; edits never overlap."""
    return apply_edits(
        source, [Edit(e.start, e.end, e.replacement) for e in edits if groups is None or e.group in groups]
    )


def review_pair(source: str, output: str, lang: str, rule: str = "", system: str = "rules") -> SegmentReview:
    """The edits that turn ``source`` into ``output`` (any rewriter's, or a reference), without alternatives."""
    if source == output:  # most lines of running text
        return SegmentReview(source, output)
    edits = tuple(
        ReviewEdit(
            e.change.start, e.change.end, e.change.text, e.change.replacement, e.kind, rule, e.group,
            confidence(lang, e.kind, system),
        )
        for e in explain(align(source, output), source, lang)
    )
    return SegmentReview(source, output, edits)


class Reviewer:
    """A rewriter whose output comes as :class:`SegmentReview` s (see the module docstring).

    ``alternatives``: run the engine in its other forms (:data:`ALTERNATIVE_FORMS`) on the segments it
    changed, and offer what they write at the same place (one more engine run per form on those segments:
    ``bench/review_throughput.py`` measures it). English pairs (:data:`EN_PAIRS`) need no engine run and
    are always offered.
    """

    def __init__(
        self,
        lang: str,
        system: str = "rules",
        *,
        form: str | None = None,
        direction: str | None = None,
        referents: str | None = None,
        alternatives: bool = True,
        **options: Any,
    ) -> None:
        self.lang, self.system, self.form, self.direction = lang, system, form, direction
        self.referents, self.options = referents, options
        self.rewriter = get_rewriter(lang, system, form=form, direction=direction, referents=referents, **options)
        self.rule = self._rule_name()
        self.alternatives = alternatives and system == "rules"
        #: English pairs are offered word for word, without running an engine, whatever ``alternatives`` says
        self.word_pairs = lang == "en"
        self._others: dict[str, Any] = {}

    def _rule_name(self) -> str:
        if self.system != "rules":
            return f"model:{Path(self.system).name}"
        form = self.form or ("standard" if self.direction == "to-standard" else _OWN_FORM.get(self.lang, "default"))
        parts = [self.lang, self.direction or "", form, self.referents or "generic"]
        return "rules:" + "/".join(p for p in parts if p)

    def _other_forms(self) -> list[str]:
        key = (self.lang, self.direction if self.lang == "fr" else None)
        if self.lang == "fr" and self.direction is None and self.form not in (None, "standard"):
            key = ("fr", "to-fair")
        own = self.form or _OWN_FORM.get(self.lang)
        return [f for f in ALTERNATIVE_FORMS.get(key, ()) if f != own]

    def _other(self, form: str) -> Any:
        if form not in self._others:
            direction = "to-fair" if self.lang == "fr" else self.direction
            self._others[form] = get_rewriter(
                self.lang, form=form, direction=direction, referents=self.referents, **self.options
            )
        return self._others[form]

    def review(self, texts: Iterable[str]) -> Iterator[SegmentReview]:
        """One :class:`SegmentReview` per segment, in order; the segments are one document (as ``rewrite``)."""
        # tee and map run in C: the plumbing costs nothing next to the engine (the JSONL budget is 10 %)
        sources, feed = itertools.tee(texts)
        pair = functools.partial(review_pair, lang=self.lang, rule=self.rule, system=self.system)
        reviews = map(pair, sources, self.rewriter.rewrite(feed))
        if not self.alternatives and not self.word_pairs:
            yield from reviews
            return
        while batch := list(itertools.islice(reviews, BATCH)):
            yield from self._with_alternatives(batch)

    def review_one(self, text: str) -> SegmentReview:
        return next(self.review([text]))

    def _with_alternatives(self, batch: list[SegmentReview]) -> list[SegmentReview]:
        changed = [k for k, r in enumerate(batch) if r.edits]
        if not changed:
            return batch
        offers: dict[int, dict[tuple[int, int], list[dict[str, str]]]] = {k: {} for k in changed}
        for form in self._other_forms() if self.alternatives else ():
            outputs = self._other(form).rewrite([batch[k].source for k in changed])
            for k, output in zip(changed, outputs, strict=True):
                for change in align(batch[k].source, output):
                    offers[k].setdefault((change.start, change.end), []).append(
                        {"form": form, "replacement": change.replacement}
                    )
        result = list(batch)
        for k in changed:
            review = batch[k]
            verbs = {e.group for e in review.edits if e.kind == VERB}
            edits = []
            for edit in review.edits:
                offered = [
                    o for o in offers[k].get((edit.start, edit.end), [])
                    if o["replacement"] != edit.replacement and _offers_only(o["replacement"], review.source, edit)
                ]
                subject = edit.text.lower() in ("he", "she")  # its verb agrees with *they*, not with a pair
                if self.lang == "en" and edit.kind == PRONOUN and not (subject and edit.group in verbs):
                    pair = EN_PAIRS.get(edit.text.lower())
                    if pair:
                        offered.append({"form": "pair", "replacement": _cased(edit.text, pair)})
                edits.append(replace(edit, alternatives=tuple(offered)) if offered else edit)
            result[k] = replace(review, edits=tuple(edits))
        return result


_CONJUNCTIONS = frozenset(["und", "oder", "et", "ou", "and", "or"])


def _offers_only(replacement: str, source: str, edit: ReviewEdit) -> bool:
    """Whether an other form's replacement of the same span is about this span alone, not the start of a
    rewording of the words after it (*Jeder Lehrer* → *Jede Lehrerin oder jeder Lehrer* aligns *Jeder* with
    *Jede Lehrerin oder jeder*: not an alternative to *Jeder*)."""
    words = WORD.findall(replacement.lower())
    if words and words[-1] in _CONJUNCTIONS:
        return False
    following = WORD.search(source, edit.end)
    stem = following.group().lower()[:4] if following else ""
    return not (len(stem) == 4 and any(w.startswith(stem) for w in words))


def _cased(original: str, text: str) -> str:
    if original.isupper() and len(original) > 1:
        return text.upper()
    return text[:1].upper() + text[1:] if original[:1].isupper() else text


__all__ = ["ALTERNATIVE_FORMS", "ReviewEdit", "Reviewer", "SegmentReview", "apply_groups", "review_pair"]
