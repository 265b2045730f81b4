"""Conversion between German gender-fair forms (star ↔ colon ↔ gap ↔ slash ↔ Binnen-I ↔ interpunct ↔ pair).

Every gender-fair word is read into its masculine/feminine dual (:mod:`fairwrite.de.fairtext`) and
written again in the target form, determiners and pronouns included, so a corpus that mixes
conventions can be normalised to one. Neutral participles (*Studierende*) and text without
gender-fair forms are left as they are.

>>> convert("Die Lehrer:innen und ein/e Schüler/in sowie Kolleg_innen", "star")
'Die Lehrer*innen und ein*e Schüler*in sowie Kolleg*innen'
>>> convert("Die Lehrerinnen und Lehrer grüßen jede*n neue*n Mitarbeiter*in.", "binnen-i")
'Die LehrerInnen grüßen jede/n neue/n MitarbeiterIn.'
>>> convert("Der*die Kolleg*in kommt.", "pair")
'Die Kollegin oder der Kollege kommt.'
"""

from __future__ import annotations

from fairwrite.de.fairtext import DualRewriter, FairAnalyser
from fairwrite.de.forms import normalise_form


class Converter(DualRewriter):
    """Normalises every gender-fair form in a segment to ``form``."""

    def __init__(self, form: str = "star", *, analyser: FairAnalyser | None = None) -> None:
        self.form = normalise_form(form)
        super().__init__(self.form, analyser)


_CONVERTERS: dict[str, Converter] = {}


def convert(text: str, form: str = "star") -> str:
    """``text`` with its gender-fair forms written in ``form``."""
    key = normalise_form(form)
    if key not in _CONVERTERS:
        _CONVERTERS[key] = Converter(key)
    return _CONVERTERS[key](text)
