"""Backward Augmentation for German: gender-fair text → generic masculine or generic feminine.

The gender-fair forms of a segment are read into duals by :class:`fairwrite.de.fairtext.FairAnalyser`
(determiners, adjectives, pronouns, nouns with their case and number); the augmenter keeps one side
of each. A segment that cannot be analysed comes back unchanged and is counted (``failures``; a
warning at the end of :meth:`~fairwrite.de.fairtext.DualRewriter.rewrite`).

>>> augment = make_augmenter("masculine")
>>> augment("Wir suchen eine*n neue*n Mitarbeiter*in, die Kolleg*innen helfen den Bäuer*innen.")
'Wir suchen einen neuen Mitarbeiter, die Kollegen helfen den Bauern.'
>>> make_augmenter("feminine")("Jede*r kennt den*die Nachbar*in und sein*ihr Auto.")
'Jede kennt die Nachbarin und ihr Auto.'
>>> make_augmenter("masculine")("Das Auto des*der Kolleg*in steht vor dem*der Ärzt*in.")
'Das Auto des Kollegen steht vor dem Arzt.'
"""

from __future__ import annotations

from fairwrite.de.fairtext import DualRewriter, FairAnalyser
from fairwrite.errors import FairwriteError


class BackwardAugmenter(DualRewriter):
    """Gender-fair segments → generic ``masculine`` or ``feminine`` segments (one output per input)."""

    def __init__(self, gender: str, *, analyser: FairAnalyser | None = None) -> None:
        if gender not in ("masculine", "feminine"):
            raise FairwriteError(f"gender must be masculine or feminine, not {gender!r}")
        self.gender = gender
        super().__init__(gender, analyser)


def make_augmenter(gender: str, **options: object) -> BackwardAugmenter:
    """Registry entry ``fairwrite.de.backward:make_augmenter`` (``fairwrite augment --lang de``)."""
    if options:
        raise FairwriteError(f"unknown options for the German augmenter: {', '.join(options)}")
    return BackwardAugmenter(gender)
