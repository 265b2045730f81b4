"""Which gendered words of an English segment refer to people whose gender the text states
(``--referents generic``, issue 14).

The forward rewriter asks this module, per parsed segment, which pronouns and gendered nouns to keep:

- **mentions** of people are found in the parse: named people (spaCy ``PERSON`` entities, and a title
  such as *Mr*, *Mrs*, *Sir*, *Queen* before a proper noun), lexically gendered nouns (*mother*, *wife*,
  *king*, *man*: ``data/gendered_people.tsv``), and person nouns that say nothing about gender (*doctor*,
  *user*, *someone*: ``data/person_nouns.txt``, plus the neutral forms and the singular gendered forms of
  ``data/nouns.tsv``). Names and lexically gendered nouns are *specific*; a person noun is specific when
  it describes a specific mention (*Fed Chairman Jerome Powell*, *Nadal … named world sportsman*, *John
  Smith is a spokesman*, *my brother, a fireman*), states its gender (*a female player*), or is the
  writer's own or a named person's (*my friend*, *Harry's heir*), generic otherwise;
- a **pronoun** takes the nearest gender-compatible singular mention before it (for an object pronoun,
  never the subject of its clause or of the clause its infinitive serves: *Nobody came to help him*), in
  the segment and then in the previous segments of the document (the engine's window, at most
  :data:`fairwrite.schema.CONTEXT_SEGMENTS`; pronouns are never antecedents, so a decision depends only on
  the text of that window). It is kept when that mention is specific, and also when there is none
  (unclear evidence: a missed rewrite is cheaper than a wrong one);
- a gendered **noun** of the rewrite table is kept when it describes a specific mention (see above) or a
  kept pronoun (*She is a waitress*).

Titles (*Mrs*, *Miss*) always name an individual: the rewriter keeps them under ``generic``.
"""

from __future__ import annotations

import re
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
#: Entity labels of names of things: a gendered noun inside one is part of a name, not a reference.
_NAMES_OF_THINGS = frozenset({"ORG", "WORK_OF_ART", "FAC", "EVENT", "LAW", "PRODUCT"})
#: Adjectives that state a person's gender (*a female player*).
_SEX = {"female": "f", "male": "m"}
_ENTITIES = "fairwrite.referents"  # key of a parsed segment's analysis in ``Doc.user_data``


@dataclass(frozen=True)
class Mention:
    """A reference to a person: its head token (index in its segment), its gender (``m``/``f``/``None``:
    not stated), whether it is a specific individual, and the pronoun it is predicated of, if any
    (*He is a teacher*: the mention is as specific as that pronoun turns out to be)."""

    index: int
    gender: str | None
    specific: bool
    pronoun: int | None = None


@dataclass
class Analysis:
    """The mentions of one parsed segment, in order, and the gendered table nouns it keeps (char starts)."""

    mentions: list[Mention] = field(default_factory=list)
    kept_nouns: set[int] = field(default_factory=set)
    #: table nouns predicated of a pronoun (*She is a waitress*): (char start, the pronoun's token index)
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
    """Singular person nouns (lower case) that say nothing about gender, with the heads of the table's
    singular neutral forms (*police officer* → *officer*, *member of Congress* → *member*)."""
    text = resources.files("fairwrite.en").joinpath("data/person_nouns.txt").read_text(encoding="utf-8")
    words = {line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")}
    for entry in lexicon.noun_entries():
        if entry.number == "sg" and entry.category != "man":
            words.add(re.split(r" (?:of|for) ", entry.neutral.lower())[0].split()[-1])
    return frozenset(words)


#: Capitalised words that start sentences without naming anyone (a segment starting with one needs another
#: clue to be parsed as context).
_COMMON_STARTS = word_set("""the a an this that these those it its i we you they there here what when where why
    how if but and or so in on at for of to with as my our your their he she his her no yes please thanks then
    now also after before all some many most one two three every each any is are was were do does did can could
    will would should may might must not just only even still yet however because while since although though""")
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def may_mention(text: str) -> bool:
    """Whether ``text`` may mention a person (a capitalised word that could be a name or title, or a word of
    the person lexicons): a previous segment without one is not parsed as context (cheap pre-filter)."""
    nouns = gendered_people()[0]
    table = lexicon.forward_nouns()
    for k, match in enumerate(_WORD.finditer(text)):
        word = match.group()
        low = word.lower()
        if word[0].isupper() and (k > 0 or low not in _COMMON_STARTS):
            return True
        if low in nouns or low in INDEFINITE or low in person_nouns() or low in table:
            return True
    return bool(lexicon.find_nouns(text))


def _definite(token) -> bool:
    """*the chairman*, *its spokesman*: a definite singular. Beside a named person (*Mr Agius quizzed the
    former AWB chairman …, Mr Flugge told …*) it is likely one of them: unclear evidence, kept."""
    return any((c.dep_ == "det" and c.lower_ == "the") or c.dep_ == "poss" for c in token.children)


def _conjunct_root(token):
    while token.dep_ == "conj" and token.head.i != token.i:
        token = token.head
    return token


def _subject(verb):
    """The subject of ``verb``: through a relative pronoun to the noun it stands for (*Milne, who retires*),
    and up an open clause to the subject of the verb governing it (*she didn't wish to be*)."""
    for _ in range(3):
        found = next((c for c in verb.children if c.dep_ in _SUBJECT), None)
        if found is not None:
            if found.tag_ in ("WP", "WDT") and verb.dep_ == "relcl":
                return verb.head
            return found
        infinitive = verb.dep_ == "advcl" and any(c.tag_ == "TO" for c in verb.children)
        if (verb.dep_ not in ("xcomp", "conj") and not infinitive) or verb.head.i == verb.i:
            return None
        verb = verb.head  # *nobody came to help him*: the purpose clause's subject is the main one
    return None


def _predicate_of(token):
    """The subject ``token`` is predicated of (*John Smith is a spokesman*, *Nadal … named sportsman*,
    *retires as chairman*), or ``None``."""
    root = _conjunct_root(token)
    if root.dep_ in _PREDICATE:
        return _subject(root.head)
    if root.dep_ == "pobj" and root.head.lower_ == "as" and root.head.head.pos_ in ("VERB", "AUX"):
        return _subject(root.head.head)
    return None


def _describes(token, specific: set[int]) -> bool:
    """``token`` (a person noun) describes one of the tokens in ``specific`` (see the module docstring)."""
    if token.head.i != token.i and token.head.i in specific and token.dep_ in _ON_NAME:
        return True  # *Fed Chairman Jerome Powell*, *my brother, a fireman*
    while token.dep_ == "compound" and token.head.i != token.i and token.head.tag_ in ("NN", "NNP"):
        token = token.head  # *secretary general*: the compound's head is what is said of the person
        if token.head.i in specific and token.dep_ in _ON_NAME:
            return True
    if any(t.i in specific and t.dep_ in _NAME_ON and t.i > token.i for t in token.subtree):
        return True  # *the chairman of AWB International, Ian Donges*
    subject = _predicate_of(token)
    # *I sat here as a Congressman*: the speaker is an individual too
    return subject is not None and (subject.i in specific or subject.lower_ in ("i", "me"))


def analyse(doc) -> Analysis:
    """The mentions of a parsed segment (cached on the ``Doc``)."""
    if _ENTITIES in doc.user_data:
        return doc.user_data[_ENTITIES]
    nouns, titles = gendered_people()
    found: list[Mention] = []
    specific: set[int] = set()  # token indices of names and lexically gendered nouns
    for ent in doc.ents:
        if ent.label_ != "PERSON":
            continue
        before = doc[ent.start - 1].lower_ if ent.start > 0 else ""
        gender = titles.get(ent[0].lower_) or titles.get(before)
        found.append(Mention(ent.root.i, gender, True))
        specific.update(range(ent.start, ent.end))
    for token in doc:  # a title before a proper noun the entity recogniser missed (*Mr. Smith*)
        gender = titles.get(token.lower_)
        nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
        if gender and token.text[:1].isupper() and nxt is not None and nxt.tag_ in ("NNP", "NNPS"):
            if nxt.i not in specific:
                found.append(Mention(nxt.i, gender, True))
            specific.update((token.i, nxt.i))
    taken = set(specific)
    named = {i for ent in doc.ents if ent.label_ in _NAMES_OF_THINGS for i in range(ent.start, ent.end)}
    analysis = Analysis()
    table = lexicon.forward_nouns()
    matches = []
    for match in lexicon.find_nouns(doc.text):
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        entry = lexicon.lookup(table, match.group(0))
        if span is None or entry is None:
            continue
        taken.update(range(span.start, span.end))
        if span.root.i in named:  # part of a name: *Death of a Salesman*, *the Fishermen's Co-op*
            analysis.kept_nouns.add(match.start())
            continue
        matches.append((match, span.root, entry))
    candidates = []
    for token in doc:
        if token.i in taken:
            continue
        low = token.lower_
        if token.tag_ in _SINGULAR and low in nouns:
            found.append(Mention(token.i, nouns[low], True))
            specific.add(token.i)
        elif low in INDEFINITE or (low == "one" and token.i > 0 and doc[token.i - 1].lower_ == "no"):
            found.append(Mention(token.i, None, False))
        elif (
            token.tag_ == "NN"
            and token.dep_ not in ("compound", "amod")  # *expert help* is help
            and (low in person_nouns() or token.lemma_.lower() in person_nouns())
        ):
            if token.text[:1].isupper() and not token.is_sent_start:
                # *…, Poet behind her*: capitalised inside a sentence, a name (or the title of one person)
                found.append(Mention(token.i, None, True))
                specific.add(token.i)
            else:
                candidates.append((token, None))
    for match, root, entry in matches:
        if entry.number != "sg":
            continue  # a group: generic, rewritten
        if entry.category == "man":  # generic *man* (*layman*, *the average man*): generic by its meaning
            found.append(Mention(root.i, None, False))
        else:
            candidates.append((root, (match.start(), entry.gender[0])))
    people = any(ent.label_ == "PERSON" for ent in doc.ents)
    for token, table_noun in candidates:
        stated = next((_SEX[c.lower_] for c in token.children if c.dep_ == "amod" and c.lower_ in _SEX), None)
        described = (
            _describes(token, specific)
            or (table_noun is not None and people and _definite(token))
            or stated is not None  # *a female hockey player … her stick*: the text states the gender
            # *my friend*, *Harry's heir*: one person the writer points at, or a named person's
            or any(c.dep_ == "poss" and (c.lower_ in ("my", "our") or c.i in specific) for c in token.children)
        )
        subject = None if described else _predicate_of(token)
        pronoun = subject.i if subject is not None and subject.lower_ in PRONOUN_GENDER else None
        gender = stated or (table_noun[1] if table_noun else None)
        found.append(Mention(token.i, gender, described, pronoun))
        if table_noun and described:
            analysis.kept_nouns.add(table_noun[0])
        elif table_noun and pronoun is not None:
            analysis.predicated.append((table_noun[0], pronoun))
    analysis.mentions = sorted(found, key=lambda m: m.index)
    doc.user_data[_ENTITIES] = analysis
    return analysis


def _bound(token) -> int | None:
    """The subject a non-reflexive object pronoun cannot refer to (*every voter who gave him*: not the voter)."""
    if token.lower_ not in ("him", "her") or token.dep_ not in ("dobj", "dative", "pobj"):
        return None
    verb = token.head.head if token.dep_ == "pobj" else token.head
    subject = _subject(verb) if verb.pos_ in ("VERB", "AUX") else None
    return subject.i if subject is not None else None


def _binder(token, gender: str, analysis: Analysis, kept_tokens: set[int]) -> Mention | None:
    """The antecedent of a reflexive is the subject of its clause (*the character who can conceal himself*:
    the character): that subject's mention, the decision on a pronoun subject, or, when the subject is no
    person mention (*character*), a specific placeholder: unclear, keep. A possessive in the object takes
    the subject when it is a person (*every voter who gave him his support*). ``None``: none of these, no
    subject found, or a copula's subject that is no person (*the aim is to defend himself*): the nearest
    mention decides."""
    if token.lower_ in lexicon.REFLEXIVES and token.dep_ in ("dobj", "pobj", "dative"):
        reflexive, verb = True, token.head.head if token.dep_ == "pobj" else token.head
    elif token.dep_ == "poss" and token.head.dep_ in ("dobj", "dative"):
        reflexive, verb = False, token.head.head  # *every voter who gave him his support*: the voter's
    else:
        return None
    subject = _subject(verb) if verb.pos_ in ("VERB", "AUX") else None
    if subject is None or subject.i > token.i:
        return None
    if subject.lower_ in PRONOUN_GENDER:
        compatible = PRONOUN_GENDER[subject.lower_] == gender
        return Mention(subject.i, None, subject.i in kept_tokens) if compatible else None
    found = next((m for m in analysis.mentions if m.index == subject.i), None)
    if found is None:
        # *the evil of his soul is to injure himself*: a copula's subject does not do its infinitive's deed
        copular = verb.dep_ == "xcomp" and verb.head.lemma_ == "be" and subject.head == verb.head
        return Mention(subject.i, None, True) if reflexive and not copular else None
    return found if found.gender in (None, gender) else None


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
    decided: list[Mention] = []  # the segment's pronouns already decided: antecedents of later ones

    def candidates(token) -> Iterator[Mention]:
        """Possible antecedents of ``token``, nearest first: the segment's mentions and decided pronouns
        before it (its predicates counted as specific as their pronoun), then the previous segments'
        mentions, parsed as reached (a predicate of a pronoun there counts as specific: that decision is
        not this segment's to make; their pronouns are no antecedents, so a decision depends only on the
        text of the window)."""
        bound = _bound(token)
        for m in sorted((*analysis.mentions, *decided), key=lambda m: -m.index):
            if m.index < token.i and m.index != bound:
                yield Mention(m.index, m.gender, True) if m.pronoun in kept_tokens else m
        for mentions in earlier:
            yield from reversed(mentions)
        for previous in context:
            earlier.append([m if m.pronoun is None else Mention(m.index, m.gender, True)
                            for m in analyse(previous).mentions])
            yield from reversed(earlier[-1])

    for match in pronouns:
        span = doc.char_span(match.start(), match.end(), alignment_mode="expand")
        if span is None or not len(span):
            keep.add(match.start())
            continue
        gender = PRONOUN_GENDER[match.group(0).lower()]
        antecedent = _binder(span[0], gender, analysis, kept_tokens)
        if antecedent is None:
            antecedent = next((m for m in candidates(span[0]) if m.gender in (None, gender)), None)
        specific = antecedent is None or antecedent.specific  # none found: unclear evidence, keep
        if specific:
            keep.add(match.start())
            kept_tokens.add(span[0].i)
        decided.append(Mention(span[0].i, gender, specific))
    keep.update(start for start, pronoun in analysis.predicated if pronoun in kept_tokens)
    return keep


__all__ = ["PRONOUN_GENDER", "Analysis", "Mention", "analyse", "gendered_people", "kept", "may_mention", "person_nouns"]
