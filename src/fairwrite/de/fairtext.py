"""Gender-fair text read into duals, and written again in any form or gender.

:class:`FairAnalyser` finds every gender-fair form of a segment (:mod:`fairwrite.de.detect`) and reads
it as a :class:`~fairwrite.de.forms.Dual` — its masculine and its feminine side. Determiners,
adjectives and pronouns carry both sides in their spelling (*eine\\*n neue\\*n* → *einen neuen* / *eine
neue*). Nouns need the lexicon and the noun phrase: the masculine of *Kolleg\\*in* is *Kollege* after
*der\\*die* but *Kollegen* after *dem\\*der* (weak noun); *Ärzt\\*innen* is *Ärzte*, after *den* or *mit*
*Ärzten*; *Bäuer\\*innen* is *Bauern*; *Beamt\\*in* declines like an adjective (*der Beamte*, *ein
Beamter*); compound modifiers take the masculine compound form (*Kund\\*innenbindung* →
*Kundenbindung*, *Berufsbeamt\\*innentum* → *Berufsbeamtentum*). Case and number come from the
determiner (gender-fair or plain), the strong ending of an adjective, or the governing preposition.

Three tools use it: Backward Augmentation (:mod:`fairwrite.de.backward`, one gender), conversion
between forms (:mod:`fairwrite.de.convert`) and the forward rewriter, which normalises forms already in
its input (:mod:`fairwrite.de.forward`). :class:`DualRewriter` is what the first two share: a segment
whose analysis fails comes back unchanged and is counted, so one odd line never costs a whole file.

>>> [(d.masc, d.fem) for d in analyse("Der*die Kolleg*in")]
[('Der', 'Die'), ('Kollege', 'Kollegin')]
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator

from fairwrite.de import morphology, words
from fairwrite.de.detect import Detector, Match
from fairwrite.de.forms import Dual, join_compound, render_text
from fairwrite.de.lexicon import Lexicon, PersonNoun, lexicon
from fairwrite.de.tokens import Token, tokenize

_STRONG_CASE = {
    "pl": {"e": "nom", "en": "dat", "er": "gen"},
    "sg": {"er": "nom", "en": "acc", "em": "dat", "es": "gen", "e": "nom"},
}
_DETECTOR = Detector(participles=False)


def guess_masculine(stem: str, case: str, number: str) -> str:
    """The masculine form of an unknown person noun from its feminine stem (*Influencer*\\*in → *Influencer*)."""
    low = stem.lower()
    if low.endswith(("og", "oph", "graf", "graph", "nom", "ad", "ot", "ak", "ld", "nd", "ps", "rb", "g")):
        weak_e = True  # Kolleg → Kollege, Psycholog → Psychologe, Kund → Kunde
    else:
        weak_e = False
    if weak_e:
        return stem + "e" if (case, number) == ("nom", "sg") else stem + "en"
    if low.endswith(("ist", "ent", "ant", "at", "it", "krat", "naut", "et", "soph", "ik")):
        return stem if (case, number) == ("nom", "sg") else stem + "en"
    if number == "sg":
        return stem + "s" if case == "gen" else stem
    if low.endswith(("er", "el")):
        return stem + "n" if case == "dat" else stem
    if low.endswith("or"):
        return stem + "en"
    return stem + "en" if case == "dat" else stem + "e"


class FairAnalyser:
    """Reads gender-fair text into :class:`Dual` spans (shared by Backward Augmentation and conversion)."""

    def __init__(self, lex: Lexicon | None = None) -> None:
        self.lex = lex or lexicon()

    def analyse(self, text: str) -> list[Dual]:
        matches = _DETECTOR.detect(text)
        if not matches:
            return []
        tokens = tokenize(text)
        by_start = {m.start: m for m in matches}
        duals: list[Dual] = []
        for m in matches:
            if m.form == "pair":
                duals.append(Dual(m.start, m.end, m.masc, m.fem, "phrase", m.number or "pl"))
            elif m.kind == "noun" and m.stem:
                duals.append(self._noun(text, tokens, m, by_start))
            elif m.masc and m.fem and m.kind == "noun":
                duals.append(self._adjectival(tokens, m, by_start))
            elif m.masc and m.fem:
                duals.append(Dual(m.start, m.end, m.masc, m.fem, m.kind, "sg"))
        return _group(text, duals)

    # -- nouns -------------------------------------------------------------------------------------------

    def _person(self, fem_lemma: str) -> tuple[PersonNoun | None, str]:
        for reading in self.lex.person_readings(fem_lemma):
            if reading.gender == "f" and reading.role == "head":
                return reading.noun, reading.prefix
        # Angestellt*innen: an adjectival noun written with the -in suffix declines like an adjective
        noun = self.lex.person_noun(fem_lemma[:-2] + "er")
        return (noun, "") if noun is not None and noun.kind != "noun" else (None, "")

    def _adjectival(self, tokens: list[Token], m: Match, by_start: dict[int, Match]) -> Dual:
        """*Abgeordnete\\*r*: the written pair is the strong one (*ein Abgeordneter*); after a determiner
        that calls for weak endings both sides follow it (*der\\*die Abgeordnete* → *der Abgeordnete*)."""
        stem = m.fem[:-1] if m.fem.endswith("e") else ""
        case, declension = self._context(tokens, m, by_start, "sg")
        if not stem or declension == "strong":
            return Dual(m.start, m.end, m.masc, m.fem, "adjnoun", "sg")
        masc = stem + morphology.adjective_ending(declension, case, "sg", "m")
        fem = stem + morphology.adjective_ending(declension, case, "sg", "f")
        return Dual(m.start, m.end, masc, fem, "adjnoun", "sg")

    def _noun(self, text: str, tokens: list[Token], m: Match, by_start: dict[int, Match]) -> Dual:
        split = len(m.stem)
        suffix = m.fem[split:]
        plural = suffix.lower().startswith("innen")
        rest = suffix[5:] if plural else suffix[2:]
        noun, prefix = self._person(m.stem + "in")
        fem = m.fem
        if noun is None and m.stem.lower().endswith("erer"):
            # Wanderer*innen keeps the masculine stem (forms.render_noun); the feminine is Wanderinnen
            noun, prefix = self._person(m.stem[:-2] + "in")
            if noun is not None:
                fem, split = m.stem[:-2] + suffix, split - 2
        number = "pl" if plural else "sg"
        if rest:  # Kund*innenbindung, Lehrer*innen-Verband
            if noun is not None:
                modifier = self.lex.masc_modifier(noun)
                masc = join_compound(prefix, modifier) + rest
            else:
                masc = guess_masculine(m.stem, "nom", "pl") + rest
            return Dual(m.start, m.end, masc, fem, "noun", number, split)
        case, declension = self._context(tokens, m, by_start, number)
        if noun is not None:
            form = self.lex.masc_form(noun, case, number, declension)
            masc = join_compound(prefix, form)
        else:
            masc = guess_masculine(m.stem, case, number)
        return Dual(m.start, m.end, masc, fem, "noun", number, split)

    def _context(
        self, tokens: list[Token], m: Match, by_start: dict[int, Match], number: str
    ) -> tuple[str, str]:
        """(case, adjective declension) of the noun phrase that ends in the noun ``m``."""
        i = next((k for k, t in enumerate(tokens) if t.start >= m.start), len(tokens))
        j = i - 1
        strong_ending = ""
        while j >= 0:
            t = tokens[j]
            dual = by_start.get(t.start)
            low = t.lower
            if dual is not None and dual.kind == "adjective":
                j -= 1
                continue
            if (
                dual is not None
                and dual.masc
                and (
                    dual.kind == "determiner"
                    or (dual.kind == "pronoun" and morphology.analyse_determiner(dual.masc.lower()))
                )
            ):
                cases = self._det_cases(dual.masc, number, gendered=True)
                lemma = self._det_lemma(dual.masc)
                return self._pick(cases, tokens, j), morphology.declension_after(lemma)
            if low in morphology.CONTRACTIONS:
                return morphology.CONTRACTIONS[low][2], "weak"
            readings = [
                r for r in morphology.analyse_determiner(low) if r[2] == number and (number == "pl" or r[3] == "m")
            ]
            if readings and not (t.is_capitalised() and j > 0 and tokens[j - 1].text not in ".!?:"):
                cases = [r[1] for r in readings]
                return self._pick(cases, tokens, j), morphology.declension_after(readings[0][0])
            if t.text.islower() and self.lex.is_adjective_form(t.text):
                strong_ending = next(e for e in morphology.ADJ_ENDINGS if low.endswith(e))
                j -= 1
                continue
            if low in words.QUANTITY_NUMERALS or t.text[:1].isdigit() or low in words.QUANTITY:
                j -= 1
                continue
            break
        prep = morphology.preferred_case(tokens[j].lower) if j >= 0 else None
        if prep:
            return prep, "strong"
        if strong_ending:
            return _STRONG_CASE[number].get(strong_ending, "nom"), "strong"
        return "nom", "strong"

    @staticmethod
    def _det_lemma(form: str) -> str | None:
        readings = morphology.analyse_determiner(form)
        return readings[0][0] if readings else None

    @staticmethod
    def _det_cases(form: str, number: str, *, gendered: bool) -> list[str]:
        low = form.lower()
        if low in morphology.CONTRACTIONS:
            return [morphology.CONTRACTIONS[low][2]]
        readings = morphology.analyse_determiner(low)
        cases = [r[1] for r in readings if r[2] == number and (number == "pl" or r[3] == "m")]
        if not cases and number == "sg":
            cases = [r[1] for r in readings if r[2] == "sg" and r[3] == "n"]
        return cases or ["nom"]

    @staticmethod
    def _pick(cases: list[str], tokens: list[Token], j: int) -> str:
        prep = morphology.preposition_cases(tokens[j - 1].lower) if j > 0 else ()
        allowed = [c for c in cases if c in prep] if prep else cases
        pool = allowed or cases
        if len(prep) > 1 and morphology.preferred_case(tokens[j - 1].lower) in pool:
            return morphology.preferred_case(tokens[j - 1].lower)  # type: ignore[return-value]
        return min(pool, key=morphology.CASES.index)


def _group(text: str, duals: list[Dual]) -> list[Dual]:
    """Tie determiners/adjectives to the noun they precede (one noun phrase = one group)."""
    out: list[Dual] = []
    group = 0
    open_group = False
    for k, d in enumerate(duals):
        if not open_group:
            group += 1
        out.append(Dual(d.start, d.end, d.masc, d.fem, d.kind, d.number, d.split, group))
        nxt = duals[k + 1] if k + 1 < len(duals) else None
        open_group = (
            d.kind in ("determiner", "adjective")
            and nxt is not None
            and nxt.kind in ("determiner", "adjective", "noun", "adjnoun")
            and _np_gap(text[d.end : nxt.start])
        )
    return out


def _np_gap(gap: str) -> bool:
    words = gap.split()
    return (
        len(words) <= 3 and all(w.isalpha() and w.islower() for w in words) and not gap.strip(" ").count("\n")
    )


_ANALYSER: FairAnalyser | None = None


def analyse(text: str) -> list[Dual]:
    """The gender-fair spans of ``text`` as duals (shared analyser)."""
    global _ANALYSER
    if _ANALYSER is None:
        _ANALYSER = FairAnalyser()
    return _ANALYSER.analyse(text)


class DualRewriter:
    """Writes every gender-fair span of a segment (read into duals by a :class:`FairAnalyser`) as
    ``target``: a gender-fair form or one gender (see :func:`~fairwrite.de.forms.render_text`).

    Never loses a segment: one whose analysis raises comes back unchanged and is counted in
    ``failures``; :meth:`rewrite` prints one warning line with the count when its input is exhausted.
    """

    def __init__(self, target: str, analyser: FairAnalyser | None = None) -> None:
        self.target = target
        self.analyser = analyser or FairAnalyser()
        self.failures = 0

    def __call__(self, text: str) -> str:
        try:
            duals = self.analyser.analyse(text)
            return render_text(text, duals, self.target) if duals else text
        except (KeyError, IndexError, ValueError):  # a rule bug on an odd segment: keep the segment
            self.failures += 1
            return text

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        before = self.failures
        for text in texts:
            yield self(text)
        failed = self.failures - before
        if failed:
            print(
                f"fairwrite: warning: {failed} segment(s) could not be analysed and were passed through unchanged",
                file=sys.stderr,
            )
