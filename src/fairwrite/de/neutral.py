"""Rule-based gender-neutral rewriting of German (``fairwrite rewrite --lang de --form neutral``).

Gendered terms of the terminology (generic masculine, feminine, and pair forms such as *Lehrerinnen und
Lehrer*) are replaced by neutral ones with agreement of determiners, adjectives and relative pronouns:

- *Der Lehrer ist begeistert.* → *Die Lehrkraft ist begeistert.*
- *Ein neuer Student, der …* → *Eine neue studierende Person, die …*
- *Die Mitarbeiterinnen und Mitarbeiter der Firma* → *Die Mitarbeitenden der Firma*; *Ihre Ärztin oder
  Ihr Arzt* (one person, *oder*) → *Ihre ärztliche Fachkraft*;
- *Die Lehrer und Schüler* → *Die Lehrenden und Lernenden*: a second noun that shares the first one's
  determiner takes its case and declension, and both must fit the one determiner;
- *Wenn ein Kunde …, darf er …* → personal and possessive pronouns of a lone singular referent follow its
  new gender (only when no other masculine noun stands between them).

``referents`` (issue 14): ``generic`` (the default) rewrites only references whose gender the text does
not state — feminine terms standing alone (*die Kellnerin*, *Ärztinnen*) and lexically gendered nouns
(*Vater*, *Mädchen*) stay, and a masculine term changes only where the star form rewrites it: the one
decision of the German engine about person or not, specific individual or generic, names, organisations
and number (:mod:`fairwrite.de.referents`, :mod:`fairwrite.de.person`; *Der Lehrer lobte seine
Schüler* keeps its teacher, *Jeder Lehrer* does not; issue 41); ``all`` rewrites every gendered term (the
papers' benchmark convention). In both, a singular term that names a specific person is left alone (``keep_specific``):
one followed by a name (*Sprecher Norbert Schäfer*) or with a possessive (*meine Mutter*).

For a plural referent, plural neutral terms are preferred (participles such as *Studierende*, then
*-kräfte*, *-personen*); a collective (*Lehrerschaft*) is the last resort, and only where the verb can
follow it. For a singular referent: *-kraft*, *-person*, *-leitung*, other epicene nouns, then phrases
(*studierende Person*). ``prefer`` reorders these kinds. When no neutral term fits the sentence the
gendered one stays. Segments without any word form of the terminology come back byte-identical without
being parsed (spaCy is loaded on the first segment that needs it). This is Hauser's forward "Baseline"
done with agreement — a useful rule system and a reference point for the trained models, not a source
of training targets (§3.1.2).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import replace
from functools import cached_property
from typing import Any

from fairwrite.de import agreement as agr
from fairwrite.de import morphology
from fairwrite.de.extract import MODES, TermMatch, TermMatcher
from fairwrite.de.forward import ForwardRewriter
from fairwrite.de.lexicon import lexicon
from fairwrite.de.replacement import Realised, phrase_start, realise
from fairwrite.de.terminology import TERM_FIELDS, Terminology, field_for, resolve_terminology
from fairwrite.errors import FairwriteError
from fairwrite.schema import check_referents
from fairwrite.text.edits import Edit, apply_edits

#: Kinds of neutral terms in order of preference, by referent number.
PREFERENCE = {
    "sg": ("kraft", "person", "leitung", "noun", "phrase", "user"),
    "pl": ("participle", "adjectival", "kraft", "person", "plural", "leitung", "noun", "phrase", "user",
           "collective"),
}  # fmt: skip
_CONJUNCTIONS = frozenset(("und", "oder", "bzw.", "sowie", "/", "&"))
#: Conjunctions that join two names of one person (*Ihre Ärztin oder Ihr Arzt*): the pair stays singular.
_ALTERNATIVE = frozenset(("oder", "bzw.", "/"))
_MASC_PRONOUNS = frozenset(("er", "ihn", "ihm"))
#: Copulas and *als*: a singular term after them describes the subject (*Er ist Lehrer*, *als Lehrer*).
_PREDICATIVE = frozenset(
    ("ist", "war", "sei", "wäre", "bin", "bist", "sind", "wird", "wurde", "würde", "werde", "bleibt", "blieb",
     "gilt", "galt", "als")
)  # fmt: skip
#: Words that point to a person whose gender the text states: personal pronouns of one person, titles.
_WORD = re.compile(r"\w+")
_UMLAUTS = str.maketrans("äöü", "aou")
_LEUTE = re.compile(r"(mann|manner)$")


def _fold(word: str) -> str:
    return word.lower().translate(_UMLAUTS)


class NeutralRewriter:
    """Gendered → gender-neutral German with agreement (a :class:`fairwrite.registry.Rewriter`)."""

    def __init__(
        self,
        terminology: Terminology | str | None = None,
        *,
        mode: str = "lemma",
        prefer: Sequence[str] | None = None,
        pronouns: bool = True,
        keep_specific: bool = True,
        referents: str = "generic",
        matcher: TermMatcher | None = None,
    ) -> None:
        check_referents(referents)
        if mode not in MODES:
            raise FairwriteError(f"matching mode must be one of {', '.join(MODES)}, not {mode!r}")
        self._matcher = matcher
        self.terminology = matcher.terminology if matcher is not None else resolve_terminology(terminology)
        self.mode = matcher.mode if matcher is not None else mode
        self.referents = referents
        self.pronouns = pronouns
        self.keep_specific = keep_specific
        self.preference = {
            number: tuple(dict.fromkeys([*(prefer or ()), *kinds])) for number, kinds in PREFERENCE.items()
        }

    @property
    def matcher(self) -> TermMatcher:
        """The term matcher, built on first use: building it loads spaCy and its lemma tables (seconds)."""
        if self._matcher is None:
            self._matcher = TermMatcher(self.terminology, mode=self.mode)
        return self._matcher

    @cached_property
    def cues(self) -> dict[int, frozenset[str]]:
        """Stems of every term, by length: a segment with no word that starts with one has no term.

        A stem is a term word without its last two letters (at least three kept), umlauts folded
        (*Lehrerin* → *lehreri*, *Ärzte* → *arz*): German inflects person nouns and adjectival nouns at
        the end (*Lehrer-n*, *Student-en*, *Angestellt-er*) and plurals are terms of their own, so every
        form the matcher can find starts with the stem of its term (or, for *-mann*, of its *-leute*
        plural). Reading stems needs no lexicon and no parser.
        """
        stems: dict[int, set[str]] = {}
        for entry in self.terminology:
            for _, term in entry.filled(TERM_FIELDS):
                for word in _WORD.findall(term):
                    folded = _fold(word)
                    for form in (folded, _LEUTE.sub("leute", folded)):  # Obmann, Obmänner → Obleute
                        stem = form[: max(3, len(form) - 2)]
                        stems.setdefault(len(stem), set()).add(stem)
        return {length: frozenset(group) for length, group in stems.items()}

    def needs_parse(self, text: str) -> bool:
        """Whether ``text`` may contain a term: a word starts with a term's stem (cheap; no parser)."""
        cues = self.cues
        for word in _WORD.findall(text):
            folded = _fold(word)
            if any(folded[:length] in stems for length, stems in cues.items() if len(folded) >= length):
                return True
        return False

    @cached_property
    def _star(self) -> ForwardRewriter:
        """The star rewriter in the generic mode: its analysis says which person references change."""
        return ForwardRewriter("star", referents="generic")

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """Rewrite the consecutive segments of one document (a blank segment starts a new one, as in the
        star form, whose document window decides who is a specific individual)."""
        refs = self._star.document() if self.referents == "generic" else None
        for text in texts:
            star = self._star_spans(text, refs)
            if not self.needs_parse(text):
                yield text
                continue
            matcher = self.matcher
            doc = matcher.nlp(text)
            yield self.rewrite_doc(doc, matcher.find(doc), star)

    def _star_spans(self, text: str, refs: Any = None) -> list[tuple[int, int]] | None:
        """The character spans the star form rewrites in ``text`` (``None`` under ``referents="all"``)."""
        if self.referents != "generic":
            return None
        return [(d.start, d.end) for d in self._star.analyse(text, refs if refs is not None else self._star.document())]

    def __call__(self, text: str) -> str:
        return next(self.rewrite([text]))

    def rewrite_doc(
        self, doc: Any, matches: Sequence[TermMatch], star: list[tuple[int, int]] | None = None
    ) -> str:
        """The neutral rewrite of one parsed segment (``star``: the spans the star form rewrites in it,
        computed here, as a document of its own, when not given)."""
        gendered = [m for m in matches if m.is_gendered]
        if not gendered:
            return doc.text
        if star is None:
            star = self._star_spans(doc.text)
        edits: list[Edit] = []
        realised: list[Realised] = []
        singles: list[tuple[TermMatch, Realised]] = []  # terms standing alone, with what replaced them
        k = 0
        while k < len(gendered):
            match = gendered[k]
            partner = gendered[k + 1] if k + 1 < len(gendered) else None
            if partner is not None and self._pair(doc, match, partner):
                choice = self._collapse(doc, match, partner)
                if choice is not None:  # the pair becomes one term: drop the conjunction and the second
                    edits.extend(choice.edits)
                    edits.append(Edit(match.end_char, partner.end_char, ""))
                    realised.append(choice)
                k += 2  # a pair form no neutral term fits stays as it is: it is gender-fair already
                continue
            if partner is not None and _shares_determiner(doc, match, partner):
                choices = self._coordinate(doc, match, partner, star)
                for choice in choices:
                    edits.extend(choice.edits)
                realised.extend(choices)
                k += 2
                continue
            k += 1
            match = _predicative_singular(doc, match, self.terminology)
            if self._stays(doc, match, star) or _bare_singular(doc, match):
                continue
            choice = self._choose(doc, match, match.number or "sg", set(match.entries))
            if choice is not None:
                edits.extend(choice.edits)
                realised.append(choice)
                singles.append((match, choice))
        if self.pronouns and len(gendered) == 1 and len(realised) == 1:
            edits.extend(self._pronoun_edits(doc, gendered[0], realised[0]))
        elif self.pronouns:
            # Jeder Lehrer kennt seine Schüler → Jede Lehrkraft kennt ihre Lernenden (issue 41): the one
            # masculine singular term is the only possible owner when every other term is plural
            singular = [(m, r) for m, r in singles if r.old_number == "sg" and r.old_gender == "m"]
            if len(singular) == 1 and all(m is singular[0][0] or m.number == "pl" for m in gendered):
                taken = [(e.start, e.end) for e in edits]
                edits.extend(
                    e
                    for e in self._pronoun_edits(doc, *singular[0])
                    if not any(a < e.end and e.start < b for a, b in taken)
                )
        return apply_edits(doc.text, edits)

    # --- which references change ---------------------------------------------------------------------

    def _stays(self, doc: Any, match: TermMatch, star: list[tuple[int, int]] | None) -> bool:
        """Whether a term standing alone (not in a pair or coordination) stays as it is (``star``: the
        spans the star form rewrites in the segment)."""
        if self.keep_specific and _specific(doc, match):
            return True
        if self.referents == "all":
            return False
        if match.gender == "feminine":
            return True  # a feminine term states its referents' gender
        if all(self.terminology[e].lexical for e in match.entries):
            return True
        # the star form's decision (person or not, specific individual, name, organisation, number)
        # (the whole phrase: an adjectival noun keeps its form in the star form, *der\\*die Verantwortliche*)
        noun = doc[match.end - 1]
        start, end = doc[phrase_start(match)].idx, noun.idx + len(noun.text)
        return not any(a < end and start < b for a, b in star or ())

    # --- choices ------------------------------------------------------------------------------------

    def _candidates(self, entries: Iterable[int], number: str) -> list[tuple[int, str]]:
        name = field_for("neutral", number)
        ranked = []
        order = self.preference[number]
        for entry, term in self.terminology.alternatives(sorted(entries), name):
            kind = entry.kind if entry.kind in order else "user"
            ranked.append(((order.index(kind), " " in term, entry.index), entry.index))
        return [(index, name) for _, index in sorted(ranked)]

    def _realisations(
        self, doc: Any, match: TermMatch, number: str, entries: set[int], **how: Any
    ) -> Iterator[Realised]:
        """Every neutral term of ``entries`` for a ``number`` referent that fits at ``match``, best first."""
        for index, name in self._candidates(entries, number):
            realised = realise(doc, match, self.terminology[index], name, strict=True, **how)
            if realised is not None:
                yield realised

    def _choose(
        self, doc: Any, match: TermMatch, number: str, entries: set[int], phrase_end: int | None = None
    ) -> Realised | None:
        return next(self._realisations(doc, match, number, entries, phrase_end=phrase_end), None)

    def _collapse(self, doc: Any, first: TermMatch, second: TermMatch) -> Realised | None:
        """One neutral term for a pair form: plural after *und*, singular for one person (*A oder B*)."""
        conjunction = doc[first.end].text.lower()
        singular = conjunction in _ALTERNATIVE and first.number == second.number == "sg"
        if singular and first.determiner is None:
            return None  # *Ärztin oder Arzt muss …*: a bare singular neutral noun would need an article
        shared = set(first.entries) & set(second.entries)
        return self._choose(doc, first, "sg" if singular else "pl", shared, phrase_end=second.end)

    def _coordinate(
        self, doc: Any, first: TermMatch, second: TermMatch, star: list[tuple[int, int]] | None
    ) -> list[Realised]:
        """*Die Lehrer und Schüler*: two plural terms under one determiner get terms that fit it both.

        The second term takes the first one's case and declension; a singular reading of the first
        (*der Lehrer und Schüler*, maybe a genitive plural) leaves both unchanged. When the second cannot (or, with
        ``referents="generic"``, must not) change, the first changes only where the determiner stays.
        """
        if first.number != "pl":
            return []  # *das Gespräch der Lehrer und Schüler*: a genitive plural or one teacher-student?
        first_stays = self._stays(doc, first, star)
        second_stays = self._stays(doc, second, star) or first.gender != second.gender
        if first_stays:
            return []
        firsts = self._realisations(
            doc, first, first.number or "sg", set(first.entries), phrase_end=second.end
        )
        fallback = None
        for one in firsts:
            keeps_determiner = first.determiner is None or one.determiner == doc[first.determiner].text
            if fallback is None and keeps_determiner and one.number == (first.reading or ("", "", None))[1]:
                fallback = one
            if second_stays:
                continue
            for two in self._realisations(
                doc, second, first.number or "sg", set(second.entries), reading=first.reading,
                determiner=first.determiner, tail=False,
            ):  # fmt: skip
                if two.number == one.number and two.determiner == one.determiner:
                    return [one, two]
        return [fallback] if fallback is not None else []

    @staticmethod
    def _pair(doc: Any, first: TermMatch, second: TermMatch) -> bool:
        """*Lehrerinnen und Lehrer*, *die Kollegen und die Kolleginnen*: one referent in two genders."""
        if first.gender == second.gender or not set(first.entries) & set(second.entries):
            return False
        return _conjoined(doc, first, second)

    def _pronoun_edits(self, doc: Any, match: TermMatch, realised: Realised) -> list[Edit]:
        """Masculine personal/possessive pronouns after a lone singular referent follow its new gender."""
        if realised.old_number != "sg" or realised.old_gender != "m" or realised.number != "sg":
            return []
        new = realised.gender or "m"
        names = lexicon()
        if new == "m" or any(
            t.text.lower() in _MASC_PRONOUNS or (t.text[:1].isupper() and names.is_first_name(t.text))
            for t in doc
        ):
            return []  # a pronoun before the term or a named person: the pronouns may refer to that man
        edits: list[Edit] = []
        for token in doc[match.end :]:
            word = token.text
            if word[:1].isupper() and token.i > 0 and doc[token.i - 1].text not in (".", "!", "?"):
                if "m" in agr.noun_genera(word):
                    break  # another masculine noun: the pronoun may refer to it
                continue
            low = word.lower()
            if low in _MASC_PRONOUNS:
                case = next(
                    c for c, n, g in morphology.analyse_personal_pronoun(low) if n == "sg" and g == "m"
                )
                form = morphology.personal_pronoun(case, "sg", new)
            elif low.startswith("sein") and agr.determiner(low) is not None and _before_noun(doc, token.i):
                form = morphology.possessive_stem(new) + low[len("sein") :]
            else:
                continue
            form = form[:1].upper() + form[1:] if word[:1].isupper() else form
            if form != word:
                edits.append(Edit(token.idx, token.idx + len(word), form))
        return edits


_POSSESSIVES = frozenset(("mein", "dein", "sein", "ihr", "unser", "euer"))


def _before_noun(doc: Any, index: int) -> bool:
    """A noun follows within two words: *sein (neues) Buch* is a possessive, *geduldig sein.* a verb."""
    return any(t.text[:1].isupper() for t in doc[index + 1 : index + 3] if t.is_alpha)


def _conjoined(doc: Any, first: TermMatch, second: TermMatch) -> bool:
    """Only one conjunction stands between the two noun phrases."""
    between = [t.text.lower() for t in doc[first.end : phrase_start(second)]]
    return len(between) == 1 and between[0] in _CONJUNCTIONS


def _shares_determiner(doc: Any, first: TermMatch, second: TermMatch) -> bool:
    """*den Lehrern und Schülern*: the second noun has no determiner or adjective of its own."""
    return (
        first.determiner is not None
        and second.determiner is None
        and not second.adjectives
        and _conjoined(doc, first, second)
    )


def _specific(doc: Any, match: TermMatch) -> bool:
    """A singular term that refers to a known person: followed by a name, or with a possessive.

    A bare term before a name is a title (*Sprecher Norbert Schäfer*) whatever number it was read in.
    """
    bare = match.determiner is None and not match.adjectives
    if match.number != "sg" and not bare:
        return False
    if match.determiner is not None:
        det = agr.determiner(doc[match.determiner].text)
        if det is not None and det.lemma in _POSSESSIVES:
            return True
    if match.end >= len(doc):
        return False
    following = doc[match.end].text
    if not following.isalpha() or not following[:1].isupper():
        return False
    names = lexicon()
    if names.is_first_name(following) or names.is_surname(following):
        return True
    return not names.is_noun(following) and not agr.noun_genera(following)


def _bare_singular(doc: Any, match: TermMatch) -> bool:
    """A singular without determiner that is no predicate (*wie bei Arzt oder Friseur*): colloquial or a
    title; a neutral phrase there (*bei ärztlicher Fachkraft*) reads worse than the source."""
    start = phrase_start(match)
    if match.determiner is not None or match.number != "sg":
        return False
    return start == 0 or doc[start - 1].text.lower() not in _PREDICATIVE


def _predicative_singular(doc: Any, match: TermMatch, terminology: Terminology) -> TermMatch:
    """A bare term after a copula or *als* (*arbeitet als Lehrer*) read as the singular it most likely is.

    Without a determiner *Lehrer* may be singular or plural, and the matcher prefers the plural; as a
    predicate it describes one person. Only a surface that is a masculine nominative singular of the
    terminology is re-read; everything else is kept as the matcher read it.
    """
    start = phrase_start(match)
    if match.determiner is not None or match.reading is None or match.number != "pl" or start == 0:
        return match
    if doc[start - 1].text.lower() not in _PREDICATIVE:
        return match
    fields = tuple((e, "masc_sg") for e in match.lemma_entries if terminology[e].masc_sg == match.text)
    if not fields:
        return match
    return replace(match, fields=fields, reading=("nom", "sg", "m"))


def make_rewriter(
    form: str | None = None, direction: str | None = None, *, referents: str = "generic", **options: Any
) -> NeutralRewriter:
    """Registry factory (the German forward rewriter delegates ``--form neutral`` here)."""
    return NeutralRewriter(referents=referents, **options)


__all__ = ["PREFERENCE", "NeutralRewriter", "make_rewriter"]
