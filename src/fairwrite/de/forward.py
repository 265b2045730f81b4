"""The German forward rewriter: generic masculine / generic feminine → gender-fair (gender star by default).

Rule-based, lexicon-driven (no trained parser). This module wires the steps together; each lives in
its own module (a newcomer adds a form in :mod:`~fairwrite.de.forms`, a word class or inflection in
:mod:`~fairwrite.de.agreement`, a case/number cue in :mod:`~fairwrite.de.phrase`, evidence for or against
a person reading in :mod:`~fairwrite.de.person`, a pronoun rule in :mod:`~fairwrite.de.pronouns`):

- :mod:`fairwrite.de.fairtext` reads gender-fair forms already in the text (normalised under
  ``referents="all"``, kept as written under ``"generic"``);
- :mod:`fairwrite.de.mentions` finds the person nouns and rewrites their noun phrases;
- :mod:`fairwrite.de.pronouns` makes the pronouns that refer to them follow;
- :func:`fairwrite.de.forms.render_text` writes the resulting duals in the target form.

One :class:`~fairwrite.de.referents.Referents` per ``rewrite`` call is the document window (the previous
:data:`fairwrite.schema.CONTEXT_SEGMENTS` segments; a blank segment starts a new document): surnames introduced there stay names in
both modes, and under ``referents="generic"`` it says which mentions are specific individuals.

Person nouns are found through
:mod:`fairwrite.de.lexicon` (a masculine noun with a feminine *-in* partner, adjectival person nouns,
compounds with a person head such as *Straßenbauarbeiter*, person nouns inside compounds such as
*Kundenbindung* → *Kund\\*innenbindung*). For each, the whole noun phrase is rewritten with agreement
— determiner, adjectives, noun (*einen neuen Mitarbeiter* → *eine\\*n neue\\*n Mitarbeiter\\*in*, *des
Nachbarn* → *des\\*der Nachbar\\*in*) — using case and number read off the phrase (determiner, adjective
endings, preposition, a few word-order cues). Pronouns that refer to a rewritten person within the
sentence follow (*er* → *er\\*sie*, *seinen* → *seinen\\*ihren*, relative *der* → *der\\*die*,
*derjenige* → *der\\*diejenige*, standalone *jeder* → *jede\\*r*). Gender-fair forms already in the
text are normalised to the target form under ``referents="all"`` and kept as written under the default
``referents="generic"`` (``fairwrite convert`` converts forms). Everything else is byte-identical; a segment without person
references comes back unchanged.

What stays: lexically gendered nouns (*Mann*, *Mutter*, *Vater*), nouns that only look like person
nouns (*Kiefer*, *Innenstadt*, *Binnenmarkt*, *Lautsprecher*, *Mutter* of a screw), *Leiter* when the
sentence is about a ladder, surnames (*Joschka Fischer*, *Herr Bauer*, *sagte Richter*), organisation
names (*Reporter ohne Grenzen*, *Freie Wähler*, *-verband*, *-kammer*), plural adjectival nouns
(*die Abgeordneten*, already gender-neutral), short quotations (*den „Economist“*, the title
*„Rettungsassistent“*), lexicalised compounds and statutory names (*Schäferhund*, *Kurfürstendamm*,
*Bürgergeld*).

>>> rewrite = make_rewriter(referents="all")
>>> rewrite("Der neue Lehrer sprach mit den Kollegen über seinen Plan.")
'Der*die neue Lehrer*in sprach mit den Kolleg*innen über seinen*ihren Plan.'
>>> rewrite("Wir suchen einen neuen Mitarbeiter für die Kundenbindung.")
'Wir suchen eine*n neue*n Mitarbeiter*in für die Kund*innenbindung.'
>>> make_rewriter(form="colon", referents="all")("Jeder Ärztin, die das liest, danken wir.")
'Jedem:r Ärzt:in, der:die das liest, danken wir.'
>>> rewrite("Die Schraube sitzt fest in der Mutter.")
'Die Schraube sitzt fest in der Mutter.'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

from fairwrite.de import wellformed
from fairwrite.de.fairtext import FairAnalyser
from fairwrite.de.forms import REWRITE_FORMS, Dual, normalise_form, render_text
from fairwrite.de.lexicon import Lexicon, lexicon
from fairwrite.de.mentions import rewrite_mentions
from fairwrite.de.pronouns import rewrite_distributive, rewrite_pronouns
from fairwrite.de.referents import Referents
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import tokenize
from fairwrite.errors import FairwriteError
from fairwrite.registry import resolve
from fairwrite.schema import CONTEXT_SEGMENTS, check_referents


class ForwardRewriter:
    """Generic masculine/feminine German → gender-fair ``form`` (see module docs)."""

    def __init__(self, form: str = "star", *, lex: Lexicon | None = None, referents: str = "all") -> None:
        """``referents="generic"`` keeps nouns naming a specific individual (*Sprecher Thomas Schlier*)
        as written (:func:`fairwrite.de.person.is_specific_individual`).

        ``"all"`` rewrites them, as Amrhein et al. (2023, §4) do in their TIGER test set, mirroring
        English, where every *he*/*she* becomes *they* whoever it refers to.
        """
        self.form = normalise_form(form)
        self.referents = check_referents(referents)
        self.lex = lex or lexicon()
        self.fair = FairAnalyser(self.lex)

    # -- public ------------------------------------------------------------------------------------------

    def __call__(self, text: str) -> str:
        return self._render(text, self.analyse(text, self.document()))

    def _render(self, text: str, duals: list[Dual]) -> str:
        return render_text(text, duals, self.form) if duals else text

    def document(self) -> Referents:
        """A fresh document window: the previous :data:`fairwrite.schema.CONTEXT_SEGMENTS` segments' names (both modes: *Klaus
        Töpfer … will Töpfer*) and, under ``referents="generic"``, who is a specific individual."""
        return Referents(self.lex, CONTEXT_SEGMENTS, people=self.referents == "generic")

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """Rewrite the consecutive segments of one document (one window per call; a blank segment
        starts a new document)."""
        refs = self.document()
        for text in texts:
            yield self._render(text, self.analyse(text, refs))

    def analyse(self, text: str, refs: Referents | None = None) -> list[Dual]:
        """The spans to rewrite as :class:`Dual` (existing gender-fair forms included).

        ``refs``: the window of the document the segment belongs to (a new one by default); the
        segment is added to it."""
        refs = refs or self.document()
        existing = self.fair.analyse(text)
        tokens = tokenize(text) if text.strip() else []
        if not tokens:
            refs.observe([])  # a blank segment: a new document
            return existing
        blocked = [False] * len(tokens)
        if existing:
            spans = [(d.start, d.end) for d in existing]
            for k, t in enumerate(tokens):
                blocked[k] = any(a < t.end and t.start < b for a, b in spans)
        if refs.people:
            # generic mode: every gender-fair form the text wrote (*Kolleginnen und Kollegen*,
            # *Mitarbeiter/-innen*, *LehrerInnen*, *Lehrer_innen*) is fair already and stays as written
            # (converting someone's forms is no edit a careful editor makes; `fairwrite convert` does
            # it); its words stay blocked, so no half of it is rewritten either
            existing = []
        st = Sentence(text, tokens, blocked, self.lex, refs)
        rewrite_mentions(st)
        rewrite_pronouns(st)
        rewrite_distributive(st)
        wellformed.enforce(st)
        refs.observe(tokens)
        duals = existing + list(st.duals.values())
        return sorted(duals, key=lambda d: d.start)


def make_rewriter(
    form: str | None = None, direction: str | None = None, *, referents: str = "generic", **options: object
):
    """Registry entry ``fairwrite.de.forward:make_rewriter`` (``fairwrite rewrite --lang de [--form F]``).

    ``form``: one of :data:`fairwrite.de.forms.REWRITE_FORMS` (``star`` by default); ``neutral`` is the
    gender-neutral rewriter of :mod:`fairwrite.de.neutral` (Hauser 2023). ``referents``: ``generic``
    (default) keeps references to specific individuals whose gender the text states; ``all`` rewrites
    every person reference (the benchmarks' convention, Amrhein et al. 2023).
    """
    if direction not in (None, "to-fair"):
        raise FairwriteError("German rewriting has one direction (to-fair); --direction is for French")
    form = normalise_form(form, choices=REWRITE_FORMS)
    check_referents(referents)
    if form == "neutral":
        return resolve("fairwrite.de.neutral:make_rewriter")(referents=referents, **options)
    if options:
        raise FairwriteError(f"unknown options for the German rewriter: {', '.join(sorted(options))}")
    return ForwardRewriter(form, referents=referents)


@lru_cache(maxsize=8)
def _rewriter(form: str, referents: str) -> ForwardRewriter:
    return ForwardRewriter(form, referents=referents)


@lru_cache(maxsize=4096)
def rewrite_sentence(text: str, form: str = "star", referents: str = "all", /) -> str:
    """The forward rules' rewrite of ``text`` read as a document of its own (one rewriter per form and mode).

    Why cached: a corpus job labels each sentence with it (:mod:`fairwrite.de.label`) and then the builder's
    pairer asks again for the same sentences, a batch of 512 at a time, in the same process. Positional
    only, so every call makes the same cache key (``lru_cache`` keys keyword calls apart).
    """
    return _rewriter(form, referents)(text)
