"""Which French person references the text states the gender of (issue 14's ``referents`` contract).

The to-fair engines rewrite generic references only by default (``referents="generic"``). Within a
sentence the rules see it themselves (a determiner, a title, a name next to the noun); across sentences
they need a memory of the document, and this module is it: a :class:`DocumentWindow` holds what the
previous :data:`~fairwrite.schema.CONTEXT_SEGMENTS` segments of one document said about people —

- the person nouns rewritten there as generic (*un enseignant doit…* makes a later *l'enseignant* generic
  too), and those kept because they named one known person;
- whether a specific person was mentioned: a proper name, a title (*Madame*, *M.*), a noun that names a
  woman or a man (*mère*, *frère*, :data:`GENDERED_NOUNS`) — then a demonstrative or counted anaphor
  (*ces étudiants*, *les deux étudiants*) may mean them, and is left alone;
- the antecedent a subject pronoun of the next segment would take up (*Les salariés attendent. | Ils…*):
  a rewritten generic subject, or nothing.

The window is an object of one ``rewrite`` call (no global state): an empty segment starts a new document,
and a segment the engine does not parse (no candidate word) breaks the pronoun chain, since a noun in it
could be the antecedent.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from fairwrite.schema import CONTEXT_SEGMENTS

#: Nouns that name women or men (lexically gendered): never rewritten, and they name a specific person.
GENDERED_NOUNS = frozenset({
    "mère", "père", "frère", "sœur", "soeur", "fils", "fille", "oncle", "tante", "neveu", "nièce", "mari",
    "épouse", "époux", "homme", "femme", "garçon", "papa", "maman", "grand-père", "grand-mère", "grand-mères",
    "roi", "reine", "prince", "princesse", "monsieur", "madame", "mademoiselle", "dame", "demoiselle", "veuf",
    "veuve", "gendre", "belle-mère", "beau-père", "belle-fille", "beau-frère", "belle-sœur", "parrain",
    "marraine", "duc", "duchesse", "comte", "comtesse", "baron", "baronne", "sœurs", "frères", "pères",
    "mères", "filles", "oncles", "tantes", "maris", "épouses", "garçons", "rois", "reines", "princes",
    "princesses", "dames", "neveux", "nièces",
})
#: Titles before a name (lower case, without the final dot).
TITLES = frozenset({"m", "mm", "monsieur", "messieurs", "madame", "mesdames", "mme", "mmes", "mademoiselle",
                    "mlle", "dr", "pr", "me", "maître", "sir", "lord"})


def names_someone(tok: Any) -> bool:
    """``tok`` (a spaCy token) names one known person: a title, a noun naming a woman or a man, or a proper
    name that reads as a person's — part of a multi-word name (*Emmanuel Macron*), or a subject or
    apposition with no determiner (*Pierre est venu*; not *la France*, which has one)."""
    low = tok.lower_.rstrip(".")
    if low in TITLES and tok.text[:1].isupper():
        return True
    if tok.pos_ == "NOUN" and tok.lower_ in GENDERED_NOUNS:
        return True
    if tok.pos_ != "PROPN" or not tok.text[:1].isupper() or not tok.is_alpha:
        return False
    if tok.dep_ == "flat:name" or any(c.dep_ == "flat:name" for c in tok.children):
        return True
    return tok.dep_ in ("nsubj", "nsubj:pass", "appos") and not any(c.dep_ == "det" for c in tok.children)


#: A quotation: « … », “ … ” or " … " (an unclosed one runs to the end of the text, and a closing » with
#: no opening one closes a quotation that began before the text: the end of a character's speech).
_QUOTATION = re.compile(r"^[^«»]*»|«[^»]*(?:»|$)|“[^”]*(?:”|$)|\"[^\"]*(?:\"|$)")


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """The character spans of the quotations in ``text``: words quoted (a slogan, a term, what someone said,
    a title in quotes) stay as they were said or written, whoever they name."""
    return [m.span() for m in _QUOTATION.finditer(text)]


def inside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """``[start, end)`` overlaps one of ``spans``."""
    return any(s < end and start < e for s, e in spans)


#: Common nouns that, written with a capital inside a sentence, head the name of a body, a prize, an event
#: or a work (*la Conférence des présidents*, *l'Union des ouvriers russes*), and lower-case heads that name
#: a prize or a street whatever their capital (*le trophée des présidents*, *la rue des Tanneurs*).
NAME_HEADS = frozenset({"trophée", "coupe", "rue", "avenue", "boulevard", "quai", "impasse", "allée", "médaille",
                        "chambre"})  # la chambre des représentants, des députés: an assembly


_WORD = re.compile(r"[^\W\d_]+(?:[-'’][^\W\d_]+)*")
_SENTENCE_END = re.compile(r"[.!?…:«»\"]\s*$")


def mentions_someone(text: str) -> bool:
    """Without a parse (a segment the engine skips): a title or a gendered noun, or a capitalised word
    inside a sentence (a name — or a place, which only makes the engine keep more)."""
    previous = ""
    for match in _WORD.finditer(text):
        word = match.group()
        low = word.lower()
        if low in GENDERED_NOUNS or (low in TITLES and word[:1].isupper()):
            return True
        before = text[: match.start()]
        if word[:1].isupper() and word[1:].islower() and previous and not _SENTENCE_END.search(before):
            return True
        previous = word
    return False


@dataclass
class _Segment:
    """What one segment said about people."""

    generic: set[str] = field(default_factory=set)  # masculine singular lemmas rewritten as generic
    specific: set[str] = field(default_factory=set)  # lemmas kept as naming one known person
    someone: bool = False  # a name, a title or a gendered noun


@dataclass
class DocumentWindow:
    """The person mentions of the last ``size`` segments of the current document (see the module doc).

    ``subject`` is the pronoun chain: ``"plural"`` or ``"singular"`` when the last person reference of the
    previous segment was a rewritten generic subject of that number, else ``None``.
    """

    size: int = CONTEXT_SEGMENTS
    segments: deque[_Segment] = field(init=False)
    subject: str | None = None

    def __post_init__(self) -> None:
        self.segments = deque(maxlen=self.size)  # the oldest segment leaves as a new one comes in

    def advance(self, *, new_document: bool, skipped: tuple[bool, ...] = ()) -> None:
        """Before a parsed segment: forget everything at a document start; each unparsed segment in between
        (``skipped``: does it name someone, by :func:`mentions_someone`) ages the window and breaks the
        pronoun chain."""
        if new_document:
            self.segments.clear()
            self.subject = None
        self.segments.extend(_Segment(someone=someone) for someone in skipped)
        if skipped:
            self.subject = None

    def close(self, *, generic: set[str], specific: set[str], someone: bool, subject: str | None) -> None:
        """After a parsed segment: record what it said."""
        self.segments.append(_Segment(set(generic), set(specific), someone))
        self.subject = subject

    def generic(self, lemma: str) -> bool:
        """``lemma`` was rewritten as a generic reference in the window and never kept as a specific one."""
        return any(lemma in s.generic for s in self.segments) and not any(lemma in s.specific for s in self.segments)

    def someone(self) -> bool:
        """A specific person (a name, a title, a gendered noun) was mentioned in the window."""
        return any(s.someone for s in self.segments)


__all__ = ["GENDERED_NOUNS", "NAME_HEADS", "TITLES", "DocumentWindow", "inside", "mentions_someone", "names_someone",
           "quoted_spans"]
