"""Which gendered words of an English segment refer to people whose gender the text states
(``--referents generic``, issue 14).

The forward rewriter asks this module, per parsed segment, which pronouns and gendered nouns to keep:

- **mentions** of people are found in the parse: named people (spaCy ``PERSON`` entities, and a title
  such as *Mr*, *Mrs*, *Sir*, *Queen* before a proper noun), lexically gendered nouns (*mother*, *wife*,
  *king*, *man*: ``data/gendered_people.tsv``), and person nouns that say nothing about gender (*doctor*,
  *user*, *someone*: ``data/person_nouns.txt``, plus the neutral forms and the singular gendered forms of
  ``data/nouns.tsv``). Names and lexically gendered nouns are *specific*; a person noun is specific when
  it describes a specific mention (*Fed Chairman Jerome Powell*, *Nadal … named world sportsman*, *John
  Smith is a spokesman*, *my brother, a fireman*), generic otherwise;
- a **pronoun** takes the nearest gender-compatible singular mention before it, in the segment and then
  in the previous segments of the document (the engine's window, at most
  :data:`fairwrite.schema.CONTEXT_SEGMENTS`; pronouns are never antecedents, so a decision depends only on
  the text of that window). It is kept when that mention is specific, and also when there is none
  (unclear evidence: a missed rewrite is cheaper than a wrong one);
- a gendered **noun** of the rewrite table is kept when it describes a specific mention (see above) or a
  kept pronoun (*She is a waitress*).

Titles (*Mrs*, *Miss*) always name an individual: the rewriter keeps them under ``generic``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from fairwrite.en import lexicon
from fairwrite.en.lexicon import word_set

#: Gender of each gendered pronoun: ``m`` or ``f``.
PRONOUN_GENDER = {
    **dict.fromkeys(("he", "him", "his", "himself", "hisself"), "m"),
    **dict.fromkeys(("she", "her", "hers", "herself", "herselves"), "f"),
}
#: Indefinite pronouns: generic antecedents (*everyone … his*).
INDEFINITE = word_set("someone somebody anyone anybody everyone everybody nobody whoever")
#: Dependencies of a noun on the name (or gendered noun) it describes: *Chairman* → *Powell*.
_ON_NAME = frozenset({"compound", "appos", "amod", "nmod", "npadvmod"})
#: Dependencies of a name on the noun it describes: *the chairman, John Smith*.
_NAME_ON = frozenset({"appos", "compound"})
#: A noun predicated of the verb's subject: *is a spokesman*, *named sportsman of the year*.
_PREDICATE = frozenset({"attr", "oprd", "acomp"})
_SUBJECT = frozenset({"nsubj", "nsubjpass"})
_SINGULAR = frozenset({"NN", "NNP"})
_ENTITIES = "fairwrite.referents"  # key of a parsed segment's analysis in ``Doc.user_data``


@dataclass(frozen=True)
class Mention:
    """A reference to a person: where it starts (token index), its gender (``m``/``f``/``None``: not
    stated) and whether it is a specific individual."""

    index: int
    gender: str | None
    specific: bool


@dataclass
class Analysis:
    """The mentions of one parsed segment, in order, and the gendered table nouns it keeps (char starts)."""

    mentions: list[Mention] = field(default_factory=list)
    kept_nouns: set[int] = field(default_factory=set)
    #: table nouns that depend on a pronoun's decision: (char start, token index of the predicate's subject)
    predicated: list[tuple[int, int]] = field(default_factory=list)


@lru_cache(maxsize=1)
def gendered_people() -> tuple[dict[str, str], dict[str, str]]:
    """``(nouns, titles)``: lexically gendered word (lower case) → ``m``/``f``."""
    text = resources.files("fairwrite.en").joinpath("data/gendered_people.tsv").read_text(encoding="utf-8")
    nouns: dict[str, str] = {}
    titles: dict[str, str] = {}
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            word, gender, kind = line.split("\t")
            (titles if kind == "title" else nouns)[word] = gender
    return nouns, titles


@lru_cache(maxsize=1)
def person_nouns() -> frozenset[str]:
    """Singular person nouns (lower case) that say nothing about gender, with the table's neutral forms."""
    text = resources.files("fairwrite.en").joinpath("data/person_nouns.txt").read_text(encoding="utf-8")
    words = {line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")}
    words |= {e.neutral.split()[-1].lower() for e in lexicon.noun_entries() if e.number == "sg"}
    return frozenset(words)


def _conjunct_root(token):
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    return token


def _describes(token, specific: set[int]) -> bool:
    """``token`` (a person noun) describes one of the tokens in ``specific`` (see the module docstring)."""
    if token.head.i != token.i and token.head.i in specific and token.dep_ in _ON_NAME:
        return True
    if any(child.i in specific and child.dep_ in _NAME_ON for child in token.children):
        return True
    root = _conjunct_root(token)
    if root.dep_ in _PREDICATE:
        return any(c.i in specific for c in root.head.children if c.dep_ in _SUBJECT)
    return False


def _predicate_subject(token) -> int | None:
    """The token index of the subject ``token`` is predicated of (*She* in *She is a waitress*), if any."""
    root = _conjunct_root(token)
    if root.dep_ not in _PREDICATE:
        return None
    return next((c.i for c in root.head.children if c.dep_ in _SUBJECT), None)


def analyse(doc) -> Analysis:
    """The mentions of a parsed segment (cached on the ``Doc``)."""
    if _ENTITIES in doc.user_data:
        return doc.user_data[_ENTITIES]
    nouns, titles = gendered_people()
    found: list[Mention] = []
    specific: set[int] = set()  # token indices of names and lexically gendered nouns
    taken: set[int] = set()
    for ent in doc.ents:
        if ent.label_ != "PERSON":
            continue
        before = doc[ent.start - 1].lower_ if ent.start > 0 else ""
        gender = titles.get(ent[0].lower_) or titles.get(before)
        found.append(Mention(ent.start, gender, True))
        specific.update(range(ent.start, ent.end))
        taken.update(range(ent.start, ent.end))
    for token in doc:  # a title before a proper noun the entity recogniser missed (*Mr. Smith*)
        gender = titles.get(token.lower_)
        nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
        if gender and token.text[:1].isupper() and nxt is not None and nxt.tag_ in ("NNP", "NNPS"):
            if token.i not in taken:
                found.append(Mention(token.i, gender, True))
            specific.update((token.i, nxt.i))
            taken.update((token.i, nxt.i))
    table = lexicon.forward_nouns()
    matches = []
    for match in lexicon.find_nouns(doc.text):
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        entry = lexicon.lookup(table, match.group(0))
        if span is None or entry is None:
            continue
        taken.update(range(span.start, span.end))
        matches.append((match, span.root, entry))
    candidates = []
    for token in doc:
        if token.i in taken:
            continue
        low = token.lower_
        if token.tag_ in _SINGULAR and low in nouns and not (low in titles and token.i + 1 < len(doc)
                                                             and doc[token.i + 1].tag_ == "NNP"):
            found.append(Mention(token.i, nouns[low], True))
            specific.add(token.i)
        elif token.tag_ in _SINGULAR and (low in INDEFINITE or (low == "one" and token.i > 0
                                                                and doc[token.i - 1].lower_ == "no")):
            found.append(Mention(token.i, None, False))
        elif token.tag_ == "NN" and (low in person_nouns() or token.lemma_.lower() in person_nouns()):
            candidates.append(token)
    analysis = Analysis()
    for token in candidates:
        found.append(Mention(token.i, None, _describes(token, specific)))
    for match, root, entry in matches:
        if entry.number != "sg":
            continue  # a group: generic, rewritten
        if entry.category == "man":  # generic *man* (*layman*, *the average man*): generic by its meaning
            found.append(Mention(root.i, None, False))
            continue
        described = _describes(root, specific)
        if described:
            analysis.kept_nouns.add(match.start())
        elif (subject := _predicate_subject(root)) is not None:
            analysis.predicated.append((match.start(), subject))
        found.append(Mention(root.i, entry.gender[0], described))
    analysis.mentions = sorted(found, key=lambda m: m.index)
    doc.user_data[_ENTITIES] = analysis
    return analysis


def _resolve(gender: str, mentions: Iterable[Mention]) -> bool:
    """Keep a pronoun of ``gender`` whose candidate antecedents are ``mentions``, nearest first."""
    for mention in mentions:
        if mention.gender in (None, gender):
            return mention.specific
    return True  # no antecedent: unclear, keep


def kept(doc, pronouns: Iterable, context: Iterable) -> set[int]:
    """Char starts of the words of ``doc`` to keep: the pronoun matches (``pronouns``, regex matches of
    :data:`fairwrite.en.lexicon.GENDERED_PRONOUN_RE`) that refer to a specific person or to none found,
    and the gendered table nouns that describe a specific person. ``context`` yields the parsed previous
    segments of the document, nearest first (parsed only if a pronoun needs them)."""
    analysis = analyse(doc)
    keep = set(analysis.kept_nouns)
    earlier: list[list[Mention]] = []
    context = iter(context)
    kept_tokens: set[int] = set()

    def candidates(index: int) -> Iterator[Mention]:
        """Mentions before token ``index``, nearest first; previous segments parsed as they are reached."""
        yield from (m for m in reversed(analysis.mentions) if m.index < index)
        for mentions in earlier:
            yield from reversed(mentions)
        for previous in context:
            earlier.append(analyse(previous).mentions)
            yield from reversed(earlier[-1])

    for match in pronouns:
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        if span is None or not len(span):
            keep.add(match.start())
            continue
        if _resolve(PRONOUN_GENDER[match.group(0).lower()], candidates(span[0].i)):
            keep.add(match.start())
            kept_tokens.add(span[0].i)
    keep.update(start for start, subject in analysis.predicated if subject in kept_tokens)
    return keep


__all__ = ["PRONOUN_GENDER", "Analysis", "Mention", "analyse", "gendered_people", "kept", "person_nouns"]
