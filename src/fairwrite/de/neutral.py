"""Rule-based gender-neutral rewriting of German (``fairwrite rewrite --lang de --form neutral``).

Gendered terms of the terminology (generic masculine, feminine, and pair forms such as *Lehrerinnen und
Lehrer*) are replaced by neutral ones with agreement of determiners, adjectives and relative pronouns:

- *Der Lehrer ist begeistert.* → *Die Lehrkraft ist begeistert.*
- *Ein neuer Student, der …* → *Eine neue studierende Person, die …*
- *Die Mitarbeiterinnen und Mitarbeiter der Firma* → *Die Mitarbeitenden der Firma*
- *Wenn ein Kunde …, darf er …* → personal and possessive pronouns of a lone singular referent follow its
  new gender (only when no other masculine noun stands between them).

A singular term that names a specific person is left alone (``keep_specific``): one followed by a name
(*Sprecher Norbert Schäfer*, *dem Präsidenten George Bush*) or with a possessive (*meine Mutter*) — a
known person's gender is not generic.

For a plural referent, plural neutral terms are preferred (participles such as *Studierende*, then
*-kräfte*, *-personen*); a collective (*Lehrerschaft*) is the last resort because it makes the verb
disagree. For a singular referent: *-kraft*, *-person*, *-leitung*, other epicene nouns, then phrases
(*studierende Person*). ``prefer`` reorders these kinds. Segments without gendered terms come back
byte-identical. This is Hauser's forward "Baseline" done with agreement — a useful rule system and a
reference point for the trained models, not a source of training targets (§3.1.2).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from fairwrite.de import agreement as agr
from fairwrite.de import morphology
from fairwrite.de.extract import TermMatch, TermMatcher
from fairwrite.de.lexicon import lexicon
from fairwrite.de.replacement import Realised, realise
from fairwrite.de.terminology import Terminology, field_for
from fairwrite.text.edits import Edit, apply_edits

#: Kinds of neutral terms in order of preference, by referent number.
PREFERENCE = {
    "sg": ("kraft", "person", "leitung", "noun", "phrase", "user"),
    "pl": ("participle", "adjectival", "kraft", "person", "plural", "leitung", "noun", "phrase", "user",
           "collective"),
}  # fmt: skip
_CONJUNCTIONS = frozenset(("und", "oder", "bzw.", "sowie", "/", "&"))
_MASC_PRONOUNS = frozenset(("er", "ihn", "ihm"))


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
        matcher: TermMatcher | None = None,
    ) -> None:
        self.matcher = matcher or TermMatcher(terminology, mode=mode)
        self.terminology = self.matcher.terminology
        self.pronouns = pronouns
        self.keep_specific = keep_specific
        self.preference = {
            number: tuple(dict.fromkeys([*(prefer or ()), *kinds])) for number, kinds in PREFERENCE.items()
        }

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        for doc, matches in self.matcher.pipe(texts):
            yield self.rewrite_doc(doc, matches)

    def __call__(self, text: str) -> str:
        return next(self.rewrite([text]))

    def rewrite_doc(self, doc: Any, matches: Sequence[TermMatch]) -> str:
        """The neutral rewrite of one parsed segment."""
        gendered = [m for m in matches if m.is_gendered]
        if self.keep_specific:
            gendered = [m for m in gendered if not _specific(doc, m)]
        if not gendered:
            return doc.text
        edits: list[Edit] = []
        realised: list[Realised] = []
        skip: set[int] = set()
        for k, match in enumerate(gendered):
            if k in skip:
                continue
            partner = gendered[k + 1] if k + 1 < len(gendered) else None
            if partner is not None and self._pair(doc, match, partner):
                shared = set(match.entries) & set(partner.entries)
                choice = self._choose(doc, match, "pl", shared, phrase_end=partner.end)
                if choice is not None:
                    # the pair collapses into one plural: drop the conjunction and the second term
                    edits.extend(choice.edits)
                    edits.append(Edit(match.end_char, partner.end_char, ""))
                    skip.add(k + 1)
                    realised.append(choice)
                    continue
            choice = self._choose(doc, match, match.number or "sg", set(match.entries))
            if choice is not None:
                edits.extend(choice.edits)
                realised.append(choice)
        if self.pronouns and len(gendered) == 1 and len(realised) == 1:
            edits.extend(self._pronoun_edits(doc, gendered[0], realised[0]))
        return apply_edits(doc.text, edits)

    # --- choices ------------------------------------------------------------------------------------

    def _candidates(self, entries: Iterable[int], number: str) -> list[tuple[int, str]]:
        name = field_for("neutral", number)
        ranked = []
        order = self.preference[number]
        for entry, term in self.terminology.alternatives(sorted(entries), name):
            kind = entry.kind if entry.kind in order else "user"
            ranked.append(((order.index(kind), " " in term, entry.index), entry.index))
        return [(index, name) for _, index in sorted(ranked)]

    def _choose(
        self, doc: Any, match: TermMatch, number: str, entries: set[int], phrase_end: int | None = None
    ) -> Realised | None:
        for index, name in self._candidates(entries, number):
            realised = realise(doc, match, self.terminology[index], name, phrase_end=phrase_end)
            if realised is not None:
                return realised
        return None

    @staticmethod
    def _pair(doc: Any, first: TermMatch, second: TermMatch) -> bool:
        """*Lehrerinnen und Lehrer*, *die Kollegen und die Kolleginnen*: one referent in two genders."""
        if first.gender == second.gender or not set(first.entries) & set(second.entries):
            return False
        phrase_start = second.determiner if second.determiner is not None else second.start
        if second.adjectives:
            phrase_start = min(phrase_start, second.adjectives[0])
        between = [t.text.lower() for t in doc[first.end : phrase_start]]
        return len(between) == 1 and between[0] in _CONJUNCTIONS

    def _pronoun_edits(self, doc: Any, match: TermMatch, realised: Realised) -> list[Edit]:
        """Masculine personal/possessive pronouns after a lone singular referent follow its new gender."""
        if realised.old_number != "sg" or realised.old_gender != "m" or realised.number != "sg":
            return []
        new = realised.gender or "m"
        if new == "m":
            return []
        edits: list[Edit] = []
        for token in doc[match.end :]:
            word = token.text
            if word[:1].isupper() and token.i > 0 and doc[token.i - 1].text not in (".", "!", "?"):
                if "m" in agr.noun_genera(word):
                    break  # another masculine noun: the pronoun may refer to it
                continue
            low = word.lower()
            if low in _MASC_PRONOUNS:
                case = next(c for c, n, g in morphology.analyse_personal_pronoun(low) if n == "sg" and g == "m")
                form = morphology.personal_pronoun(case, "sg", new)
            elif low.startswith("sein") and agr.determiner(low) is not None:
                form = morphology.possessive_stem(new) + low[len("sein") :]
            else:
                continue
            form = form[:1].upper() + form[1:] if word[:1].isupper() else form
            if form != word:
                edits.append(Edit(token.idx, token.idx + len(word), form))
        return edits


_POSSESSIVES = frozenset(("mein", "dein", "sein", "ihr", "unser", "euer"))


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


def make_rewriter(form: str | None = None, direction: str | None = None, **options: Any) -> NeutralRewriter:
    """Registry factory (the German forward rewriter delegates ``--form neutral`` here)."""
    return NeutralRewriter(**options)


__all__ = ["PREFERENCE", "NeutralRewriter", "make_rewriter"]
