"""Term replacement with agreement, and Backward Replacement (Hauser 2023 §3.1.3.1).

:func:`realise` puts another terminology term in the place of a matched one and makes the noun phrase
agree: the term is inflected for the match's case (and the number the new term needs), the determiner
and the attributive adjectives before it take the new gender and number (*der neue Lehrer* → *die neue
Lehrkraft*; *einem Studenten* → *einer studierenden Person*; *zum Lehrer* → *zur Lehrkraft*), and a
relative pronoun right after the phrase follows (*ein Student, der* → *eine studierende Person, die*).
It returns None when the new term cannot stand there (*viele* before a singular collective).

:class:`BackwardReplacer` is the simple backward augmentation of the paper: every neutral term of a
neutral segment is replaced by a masculine (or feminine) term of the same entry and referent number —
*die Studierenden* → *die Studenten* / *die Studentinnen*, *die Lehrkraft* → *der Lehrer* / *die
Lehrerin*. A collective (*die Lehrerschaft*) becomes a plural (*die Lehrer*), so the verb may no longer
agree: that is the noise the round trip and term-based filtering of the dataset builder address.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fairwrite.de import agreement as agr
from fairwrite.de import morphology
from fairwrite.de.extract import TermMatch, TermMatcher, classify
from fairwrite.de.terminology import FIELD_GENDER, TermEntry, Terminology, field_for
from fairwrite.errors import FairwriteError
from fairwrite.text.edits import Edit, apply_edits

#: An edit of the original text: (start character, end character, replacement).


@dataclass(frozen=True)
class Realised:
    """The edits that put ``term`` in place of a match, and the grammatical features it ends up with."""

    edits: tuple[Edit, ...]
    term: str
    number: str
    gender: str | None  # grammatical gender in the singular (None in the plural)
    old_number: str
    old_gender: str | None
    determiner: str | None = None  # the determiner as it reads after the edit (None: there is none)


def _referent_gender(name: str) -> str | None:
    gender = FIELD_GENDER[name]
    return {"masculine": "m", "feminine": "f"}.get(gender)


def realise(
    doc: Any,
    match: TermMatch,
    entry: TermEntry,
    name: str,
    *,
    phrase_end: int | None = None,
    reading: agr.Reading | None = None,
    determiner: int | None = None,
    tail: bool = True,
    strict: bool = False,
) -> Realised | None:
    """Edits replacing ``match`` by the term in ``entry``'s field ``name``, with agreement (or None).

    ``phrase_end`` (a token index) is where the noun phrase ends when it extends beyond the match (a
    pair form *Ärzte und Ärztinnen* replaced as a whole): relative pronouns and verbs are looked for there.
    A second conjunct that shares the determiner of the first (*den Lehrern und Schülern*) passes that
    determiner's token index and the first conjunct's ``reading``: the determiner sets the declension but
    is not edited here, and ``tail=False`` leaves what follows the phrase to the first conjunct.
    ``strict`` refuses a term whose number would leave a nominative subject disagreeing with a verb that
    cannot be found and changed (*haben sich die Kollegen* must not become *haben sich das Kollegium*).
    """
    end = match.end if phrase_end is None else phrase_end
    term = entry.term(name)
    reading = reading or match.reading
    if not term or reading is None:
        return None
    case, old_number, old_gender = reading
    genus = entry.genus(name)
    adjectival = entry.is_adjectival(name)
    number = "pl" if genus == "pl" else "sg"
    if adjectival:
        gender = None if number == "pl" else _referent_gender(name)
        if number == "sg" and gender is None:
            return None
    else:
        gender = None if number == "pl" else genus
    edits: list[Edit] = []
    shared = determiner is not None
    det_index = determiner if shared else match.determiner
    det = agr.determiner(doc[det_index].text) if det_index is not None else None
    det_form = None
    if det is not None:
        det_form = det.form(case, number, gender)
        if det_form is None:
            return None
        token = doc[det_index]
        if det_form != token.text and not shared:
            edits.append(Edit(token.idx, token.idx + len(token.text), det_form))
        declension = det.declension
    else:
        if number == "sg" and not adjectival and old_number == "pl":
            return None  # a bare plural cannot become a bare singular count noun
        declension = "strong"
    for index in () if shared else match.adjectives:
        token = doc[index]
        form = agr.inflect_adjective(token.text, declension, case, number, gender)
        if form != token.text:
            edits.append(Edit(token.idx, token.idx + len(token.text), form))
    text = term_form(entry, name, case=case, number=number, declension=declension, gender=gender)
    if (
        det is None
        and not shared
        and (
            _determiner_unread(
                doc,
                phrase_start(match),
                keeps_plural=_plural_as_is(match, entry, name, case, number, old_number),
            )
            or _case_unsure(doc, match, entry, name, text, number, gender)
        )
    ):
        return None
    if match.start == 0 or (det is None and not match.adjectives and _sentence_initial(doc, match.start)):
        text = text[:1].upper() + text[1:]
    edits.append(Edit(match.start_char, match.end_char, text))
    if tail:
        edits.extend(_relative_pronoun(doc, end, old_number, old_gender, number, gender))
        if case == "nom" and number != old_number:
            verb = _subject_verb(doc, match, end, number)
            if strict and not verb:
                return None
            edits.extend(verb)
    return Realised(tuple(edits), term, number, gender, old_number, old_gender, det_form)


def term_form(
    entry: TermEntry, name: str, *, case: str, number: str, declension: str, gender: str | None
) -> str:
    """The term in ``entry``'s field ``name`` inflected for case and number after a ``declension`` determiner.

    Plurals are inflected through their singular's paradigm where the entry has one (*Lehrer* →
    *Lehrern*, *Lehrkräfte* → *Lehrkräften*); adjectival terms decline like adjectives.
    """
    term = entry.term(name)
    if entry.is_adjectival(name):
        return agr.inflect_term(term, genus="pl", adjectival=True, case=case, number=number,
                                declension=declension, referent_gender=gender)  # fmt: skip
    if number == "pl" and name.endswith("_pl"):
        singular_name = name[:-3] + "_sg"
        singular = entry.term(singular_name)
        if singular and " " not in singular + term and not entry.is_adjectival(singular_name):
            return agr.inflect_term(singular, genus=entry.genus(singular_name), adjectival=False, case=case,
                                    number="pl", declension=declension, plural=term)  # fmt: skip
        return agr.inflect_term(
            term, genus="pl", adjectival=False, case=case, number="pl", declension=declension
        )
    return agr.inflect_term(term, genus=entry.genus(name), adjectival=False, case=case, number=number,
                            declension=declension, plural=entry.plural_of(name))  # fmt: skip


def phrase_start(match: TermMatch) -> int:
    """Token index where the match's noun phrase begins (its determiner or first adjective)."""
    start = match.determiner if match.determiner is not None else match.start
    return min(start, match.adjectives[0]) if match.adjectives else start


def _plural_as_is(
    match: TermMatch, entry: TermEntry, name: str, case: str, number: str, old_number: str
) -> bool:
    """A plural stays plural and reads the same after any determiner (*Festivalleitungen*, not
    *zahnärztliche Fachkräfte*), and no adjective of the match must change."""
    if not number == old_number == "pl" or match.adjectives:
        return False
    forms = {
        term_form(entry, name, case=case, number=number, declension=d, gender=None)
        for d in ("strong", "weak")
    }
    return len(forms) == 1


def _determiner_unread(doc: Any, start: int, *, keeps_plural: bool) -> bool:
    """A determiner before lower-case words the reader did not take as adjectives (*dem anderen
    Mädchen*, *des beamteten Tierarztes*, *der anderen beiden Zahnärzte*): nothing there can be made
    to agree, so the term stays.

    Only a plural that stays plural as it is (``keeps_plural``, *zwei US-amerikanische
    Festivalleitungen*) needs no agreement, and only when the determiner can be plural (*dem anderen Mädchen* is no plural). A determiner right
    before the phrase was read and refused by the matcher (*das Arbeitgeber … verpflichtet*: a
    relative pronoun), so it does not count. A capitalised word in *-er* right before the phrase is an
    unread word too: a place adjective or title (*der Trebnitzer Verwalter*, *unser Erster Verwalter*)
    that the parser took for a noun, leaving a singular term to be read as a bare plural.
    """
    i = start - 1

    def unread(word: str, at: int) -> bool:
        return word.isalpha() and (word.islower() or (at == start - 1 and word.endswith("er")))

    while i >= 0 and start - i <= 3 and unread(doc[i].text, i):
        if agr.determiner(doc[i].text) is not None:
            break
        i -= 1
    if i < 0 or i == start - 1 or not doc[i].text.isalpha():
        return False
    det = agr.determiner(doc[i].text)
    return det is not None and (not keeps_plural or all(n != "pl" for _, n, _ in det.readings))


def _case_unsure(
    doc: Any, match: TermMatch, entry: TermEntry, name: str, text: str, number: str, gender: str | None
) -> bool:
    """A bare phrase after a preposition of two cases (*an Senioren*: accusative or dative?) whose new
    term would be written differently in them (*an ältere/älteren Menschen*): the case is a guess."""
    start = phrase_start(match)
    if match.adjectives:
        return False  # an adjective's ending has settled the case (*auf institutionelle Investoren*)
    governed = agr.governed_cases(doc[start - 1].text.lower()) if start > 0 else ()
    if len(governed) < 2:
        return False
    forms = {
        term_form(entry, name, case=c, number=number, declension="strong", gender=gender).lower()
        for c in governed
    }
    return len(forms) > 1 or text.lower() not in forms


def _sentence_initial(doc: Any, index: int) -> bool:
    return index == 0 or doc[index - 1].text in (".", "!", "?", ":", "„", '"')


def _relative_pronoun(
    doc: Any, end: int, old_number: str, old_gender: str | None, number: str, gender: str | None
) -> list[Edit]:
    """``…, der`` right after the phrase, or after a short verb cluster (*ein Student kommt, der …*):
    the relative pronoun follows the new gender and number.

    Across a verb cluster the pronoun must be followed by a lower-case word, else it is an article
    (*Der Lehrer kommt, der Bus fährt*).
    """
    comma = end
    while comma < len(doc) and comma - end < 3 and doc[comma].text.isalpha() and doc[comma].text.islower():
        comma += 1
    if comma + 1 >= len(doc) or doc[comma].text != ",":
        return []
    if comma > end and (comma + 2 >= len(doc) or not doc[comma + 2].text.islower()):
        return []
    token = doc[comma + 1]
    cases = [
        c
        for c in morphology.CASES
        if morphology.relative_pronoun(c, old_number, old_gender or "m") == token.text
    ]
    if not cases:
        return []
    form = morphology.relative_pronoun(cases[0], number, gender or "m")
    return [] if form == token.text else [Edit(token.idx, token.idx + len(token.text), form)]


#: Third-person finite forms that do not follow the regular -en ↔ -t pattern: plural → singular.
_IRREGULAR_VERBS = {
    "sind": "ist", "haben": "hat", "werden": "wird", "können": "kann", "müssen": "muss", "dürfen": "darf",
    "wollen": "will", "sollen": "soll", "mögen": "mag", "wissen": "weiß", "tun": "tut", "sehen": "sieht",
    "geben": "gibt", "nehmen": "nimmt", "lesen": "liest", "sprechen": "spricht", "helfen": "hilft",
    "essen": "isst", "treffen": "trifft", "laufen": "läuft", "fahren": "fährt", "schlafen": "schläft",
    "tragen": "trägt", "fallen": "fällt", "halten": "hält", "lassen": "lässt", "wachsen": "wächst",
    "fangen": "fängt", "raten": "rät", "vergessen": "vergisst", "werfen": "wirft", "sterben": "stirbt",
    "empfehlen": "empfiehlt", "brechen": "bricht", "treten": "tritt", "gelten": "gilt", "erhalten": "erhält",
    "enthalten": "enthält", "beraten": "berät", "empfangen": "empfängt", "verlassen": "verlässt",
    "erfahren": "erfährt", "unterhalten": "unterhält", "waren": "war", "hatten": "hatte", "wurden": "wurde",
    "konnten": "konnte", "mussten": "musste", "durften": "durfte", "wollten": "wollte", "sollten": "sollte",
    "kamen": "kam", "gingen": "ging", "standen": "stand", "sahen": "sah", "gaben": "gab", "blieben": "blieb",
    "fanden": "fand", "nahmen": "nahm", "sprachen": "sprach", "lagen": "lag", "saßen": "saß", "hielten": "hielt",
}  # fmt: skip
_IRREGULAR_PLURAL = {v: k for k, v in _IRREGULAR_VERBS.items()}


def _finite_verb(word: str, lemma: str, number: str) -> str | None:
    """``word`` (a finite verb of the other number, 3rd person) in ``number``, or None if it is none."""
    if not word.isalpha() or not word.islower():
        return None
    if number == "sg":
        if word in _IRREGULAR_VERBS:
            return _IRREGULAR_VERBS[word]
        if not word.endswith("en") and not word.endswith(("ern", "eln")):
            return None
        if lemma != word and word.endswith("ten"):  # regular past tense: arbeiteten → arbeitete
            return word[:-1]
        if word.endswith(("ern", "eln")):
            return word[:-1] + "t"
        stem = word[:-2]
        needs_e = stem.endswith(("d", "t")) or (stem[-1:] in "mn" and stem[-2:-1] not in "aeiouäöühlmnr")
        return stem + ("et" if needs_e else "t")
    if word in _IRREGULAR_PLURAL:
        return _IRREGULAR_PLURAL[word]
    if lemma != word and lemma.endswith(("en", "ern", "eln")) and lemma.islower():
        if word.endswith("te"):
            return word + "n"  # regular past tense: sagte → sagten, arbeitete → arbeiteten
        if word.endswith("t"):
            return lemma
    return None


_COORDINATORS = frozenset(("und", "aber", "oder", "denn", "doch", "sondern"))


def _subject_verb(doc: Any, match: TermMatch, end: int, number: str) -> list[Edit]:
    """The finite verb next to a sentence-initial subject follows its new number.

    Covers *Die Lehrer sind …* → *Die Lehrerschaft ist …* (also after a coordinating conjunction, which
    stands outside the clause: *Aber die Bürger lachen* → *Aber die Bürgerschaft lacht*) and, after one
    fronted word, *Heute kommen die Lehrer* → *Heute kommt die Lehrerschaft*; other word orders are left
    alone.
    """
    first = min(i for i in (match.determiner, *match.adjectives, match.start) if i is not None)
    candidates = []
    clause_start = first == 0 or (first == 1 and doc[0].text.lower() in _COORDINATORS)
    if clause_start and end < len(doc):
        candidates.append(doc[end])
    if first == 2 and doc[0].text[:1].isupper():
        candidates.append(doc[1])
    for token in candidates:
        form = _finite_verb(token.text, token.lemma_, number)
        if form and form != token.text:
            return [Edit(token.idx, token.idx + len(token.text), form)]
    return []


# --- backward replacement -------------------------------------------------------------------------


class BackwardReplacer:
    """Neutral → masculine or feminine terms of the same entries, with agreement (a :class:`Rewriter`).

    Segments without neutral terms, or with gendered ones, come back unchanged. Among several gendered
    alternatives one is picked at random, seeded by ``seed`` and the segment text (so the output does
    not depend on the order or sharding of the input).
    """

    def __init__(
        self,
        gender: str,
        terminology: Terminology | str | None = None,
        *,
        mode: str = "lemma",
        seed: int = 0,
        matcher: TermMatcher | None = None,
    ) -> None:
        if gender not in ("masculine", "feminine"):
            raise FairwriteError(f"backward replacement gender must be masculine or feminine, not {gender!r}")
        self.gender = gender
        self.seed = seed
        self.matcher = matcher or TermMatcher(terminology, mode=mode)
        self.terminology = self.matcher.terminology

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        for doc, matches in self.matcher.pipe(texts):
            yield self.replace(doc, matches)[0]

    def replace(self, doc: Any, matches: Sequence[TermMatch]) -> tuple[str, int]:
        """``(new text, number of replaced terms)`` for one parsed segment."""
        if classify(matches) != "neutral":
            return doc.text, 0
        rng = random.Random(f"{self.seed}\x00{doc.text}")
        edits: list[Edit] = []
        replaced = 0
        for match in matches:
            choice = self._choose(doc, match, rng)
            if choice is not None:
                edits.extend(choice.edits)
                replaced += 1
        return apply_edits(doc.text, edits), replaced

    def _choose(self, doc: Any, match: TermMatch, rng: random.Random) -> Realised | None:
        number = match.number or (match.reading[1] if match.reading else "sg")
        name = field_for(self.gender, number)
        options = self.terminology.alternatives(match.entries, name)
        rng.shuffle(options)
        for entry, _ in options:
            realised = realise(doc, match, entry, name)
            if realised is not None:
                return realised
        return None


def make_augmenter(gender: str, **options: Any) -> BackwardReplacer:
    """Registry factory: Backward Replacement to generic ``gender`` (masculine/feminine)."""
    return BackwardReplacer(gender, **options)


__all__ = ["BackwardReplacer", "Realised", "make_augmenter", "phrase_start", "realise"]
