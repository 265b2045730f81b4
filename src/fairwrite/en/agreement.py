"""Subject–verb agreement for a subject pronoun that changes number (*she knows* ↔ *they know*).

Given a spaCy token that is (or becomes) a third-person subject, :func:`finite_verbs` finds the verb forms
that agree with it: the finite auxiliary or verb of its clause (*Does she know*, *he has gone*, *she is*),
a contracted auxiliary (*he's*), and finite verbs coordinated with it that have no subject of their own
(*He walks and talks*). :func:`pluralise` and :func:`singularise` give the other number of one form,
with lemminflect for ordinary verbs and a small table for *be/have/do*; the ambiguous clitic *'s* is
read as *is* or *has* from what follows it (:func:`s_is_has`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING

from fairwrite.en.lexicon import word_set

if TYPE_CHECKING:  # spaCy loads with the model, on the first segment that needs a parse
    from spacy.tokens import Token

SUBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "csubj", "expl"})
AUX_DEPS = frozenset({"aux", "auxpass"})
FINITE_TAGS = frozenset({"VBZ", "VBP", "VBD", "MD"})
#: Tokens skipped when looking for what follows a verb or a pronoun.
ADVERB_TAGS = frozenset({"RB", "RBR", "RBS"})
NEGATIONS = frozenset({"not", "n't", "nt", "n’t", "never"})

_PLURAL = {"is": "are", "was": "were", "has": "have", "does": "do", "am": "are"}
_SINGULAR = {"are": "is", "were": "was", "have": "has", "do": "does"}
#: Apostrophes a clitic may be written with.
APOSTROPHES = ("'", "’", "`", "´")

# ``'s`` + participle: these read as adjectives/passives (*he's supposed to*, *she's married*) → *is* …
_BE_PARTICIPLES = word_set(
    """supposed used married divorced engaged born based located situated called named nicknamed known
    dressed tired bored excited interested scared frightened worried concerned involved surprised shocked
    pleased satisfied disappointed obsessed allowed expected required meant forced obliged done finished
    gone lost screwed fucked pissed stuck stoned drunk hurt injured killed convinced determined prepared
    amazed annoyed embarrassed exhausted qualified related committed attached blessed cursed armed adopted
    paid hired fired arrested charged accused seated dead retired closed opened"""
)
#: … of which these stay states even in a question (*What's it called?*, *Where's she based?*) …
_STATE_PARTICIPLES = word_set(
    "supposed used married divorced engaged born based located situated called named nicknamed known meant"
)
#: … and these are perfects when an object follows (*he's done it*, *she's lost weight*).
_TRANSITIVE_BE_PARTICIPLES = word_set(
    "done finished lost killed paid hired fired hurt adopted closed opened charged accused married"
)
# These read as perfects (*he's been*, *she's worked hard*) → *has*, even without an object.
_HAVE_PARTICIPLES = word_set(
    """been got gotten had worked lived grown changed arrived happened come become improved travelled
    traveled slept waited stayed tried played started stopped failed succeeded agreed spoken talked said
    seen heard moved decided managed refused promised chosen offered wanted needed learned learnt
    continued begun planned hoped went came gave took did made ran left"""
)
_SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "it", "i", "we", "you"})
_NOMINAL_SUBJECT_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "PRP"})
_OBJECT_START_TAGS = frozenset({"DT", "PDT", "PRP$", "CD", "NN", "NNS", "NNP", "NNPS", "PRP", "WP", "EX"})


def is_clitic(token: Token) -> bool:
    """A contracted verb form glued to the previous token (*'s*, *'re*, *'ve*, *'m*, *'d*, *'ll*)."""
    return (
        token.i > 0
        and not token.doc[token.i - 1].whitespace_
        and token.text[:1] in APOSTROPHES
        and token.text[1:].lower() in ("s", "re", "ve", "m", "d", "ll")
    )


def lemmas_of(word: str, upos: str) -> tuple[str, ...]:
    """lemminflect's ``getLemma``, imported on first use (lemminflect imports spaCy)."""
    # heavy (lemminflect imports spaCy): imported on first use
    import lemminflect

    return lemminflect.getLemma(word, upos=upos)


def _inflections(lemma: str, tag: str) -> tuple[str, ...] | None:
    """lemminflect's ``getInflection``, imported on first use."""
    # heavy (lemminflect imports spaCy): imported on first use
    import lemminflect

    return lemminflect.getInflection(lemma, tag=tag)


_GLUED_CLITIC = re.compile(r"(['’])(s|re|ve)\b", re.IGNORECASE)
_PERFECT_AFTER = re.compile(r"\s+(?:been|got|gotten|had)\b", re.IGNORECASE)


def glued_clitic_edit(text: str, end: int, *, plural: bool) -> tuple[int, int, str] | None:
    """For a pronoun spaCy left glued to its clitic (*THEY'RE*, *he's* in one token): the clitic's new form.

    ``plural``: *'s* → *'re* (*'ve* before *been/got/had*); else *'re*/*'ve* → *'s*. Returns
    ``(start, end, replacement)`` or None.
    """
    match = _GLUED_CLITIC.match(text, end)
    if match is None:
        return None
    letters = match.group(2)
    if plural and letters.lower() == "s":
        new = "ve" if _PERFECT_AFTER.match(text, match.end()) else "re"
    elif not plural and letters.lower() in ("re", "ve"):
        new = "s"
    else:
        return None
    return match.start(2), match.end(2), new.upper() if letters.isupper() else new


def _next_content(token: Token) -> Token | None:
    """The first token after ``token`` that is not an adverb or a negation."""
    doc = token.doc
    for i in range(token.i + 1, len(doc)):
        t = doc[i]
        if t.tag_ in ADVERB_TAGS or t.lower_ in NEGATIONS or _is_symbol(t):
            continue
        return t
    return None


def _is_symbol(token: Token) -> bool:
    """Emoji and other tokens without letters, digits or punctuation: not words, whatever their tag."""
    return not token.is_punct and not token.is_space and not any(c.isalnum() for c in token.text)


@lru_cache(maxsize=4096)
def _participle_lemma(word: str) -> str | None:
    lemmas = lemmas_of(word, upos="VERB")
    if not lemmas:
        return None
    lemma = lemmas[0]
    forms = set(_inflections(lemma, "VBN") or ()) | set(_inflections(lemma, "VBD") or ())
    return lemma if word in forms else None


#: Adverbs of the perfect: between *'s* and a participle they make it *has* (*he's already left*).
_PERFECT_ADVERBS = frozenset({"already", "recently", "ever", "lately"})


def s_is_has(clitic: Token) -> str:
    """``"have"`` when the clitic *'s* means *has* (*he's been*, *she's done this*), else ``"be"``."""
    nxt = _next_content(clitic)
    inverted = nxt is not None and nxt.lower_ in _SUBJECT_PRONOUNS and nxt.i == clitic.i + 1
    if inverted:
        nxt = _next_content(nxt)  # inverted: *What's she done?*
    if nxt is None:
        return "be"
    word = nxt.lower_
    if word in ("been", "got", "gotten", "had") or word in ("himself", "herself", "themself", "themselves"):
        return "have"  # *he's been*, *she's only herself to blame*
    participle = nxt.tag_ in ("VBN", "VBD") or (
        nxt.tag_ in ("JJ", "VB", "VBP")
        and _participle_lemma(word) is not None
        and word.endswith(("ed", "en", "un", "wn", "ne"))
    )
    if not participle:
        return "be"
    after = nxt.doc[nxt.i + 1] if nxt.i + 1 < len(nxt.doc) else None
    between = {t.lower_ for t in nxt.doc[clitic.i + 1 : nxt.i]}
    if between & _PERFECT_ADVERBS and word not in _STATE_PARTICIPLES:
        return "have"  # *he's already driven too long*, *she's recently moved*
    if inverted and word in _BE_PARTICIPLES and word not in _STATE_PARTICIPLES:
        return "have"  # *What's she done?*, *Where's he gone?*
    if word in _BE_PARTICIPLES:
        # *she's called me* / *he's done it* are perfects; *she's called Jane* is not
        if after is not None and after.tag_ == "PRP" and word not in ("supposed", "used", "meant"):
            return "have"
        if (
            after is not None
            and word in _TRANSITIVE_BE_PARTICIPLES
            and after.tag_
            in _OBJECT_START_TAGS
            - {
                "NNP",
                "NNPS",
            }
        ):
            return "have"
        return "be"
    if word in _HAVE_PARTICIPLES:
        return "have"
    if after is not None and (after.tag_ in _OBJECT_START_TAGS or after.lower_ == "that"):
        return "have"
    if any(c.dep_ in ("dobj", "dative", "ccomp") for c in nxt.children):
        return "have"
    return "be"


def _subject_of(verb: Token) -> Token | None:
    return next((c for c in verb.children if c.dep_ in SUBJECT_DEPS), None)


def _finite_of(head: Token) -> Token | None:
    """The finite element of the verb group headed by ``head``: its first finite auxiliary, else itself."""
    auxes = [c for c in head.children if c.dep_ in AUX_DEPS and c.i < head.i]
    for aux in auxes:  # children come in order: the leftmost finite auxiliary carries agreement
        if aux.tag_ in FINITE_TAGS or aux.lower_ in _PLURAL or aux.lower_ in _SINGULAR or is_clitic(aux):
            return aux
        if aux.tag_ == "TO":
            return None
    if auxes:
        return None  # non-finite auxiliaries only (to have been): nothing agrees
    if head.tag_ in FINITE_TAGS or (head.tag_ in ("VB",) and head.pos_ in ("VERB", "AUX")):
        return head
    if head.tag_ in ("NNS", "NN") and head.pos_ != "PROPN" and (
        head.dep_ in ("conj", "ROOT")
        or (head.dep_ in ("relcl", "ccomp", "advcl") and any(c.dep_ == "nsubj" and c.tag_ == "PRP" for c in head.children))
    ):
        # a present-tense verb mistagged as a noun (*He walks and talks*, *laugh and laugh*, *the depth at
        # which he or she hovers*: a pronoun is its subject)
        return head
    return None


def _coordinated(head: Token, head_is_finite: bool) -> list[Token]:
    """Finite verbs coordinated with ``head`` that have no subject of their own (recursively).

    A conjunct with its own auxiliary agrees through it; one without agrees itself when it is tagged
    third-person present/past (*is smart and works hard*), or when the first conjunct carried agreement
    itself (*They walk and talk*), but not when an auxiliary of the first conjunct is shared (*doesn't eat
    or sleep*, *'d go and see*).
    """
    found = []
    for child in head.children:
        if child.dep_ != "conj" or child.i < head.i or _subject_of(child) is not None:
            continue
        if _clause_between(head, child):
            continue  # another clause with its own subject sits between: the parse is unsafe
        if not (
            child.pos_ in ("VERB", "AUX")
            or child.tag_.startswith("VB")
            or child.tag_ == "NNS"
            or _bare_verb_as_noun(head, child)
        ):
            continue
        own_aux = any(c.dep_ in AUX_DEPS and c.i < child.i for c in child.children)
        if (
            child.tag_ == "VB"
            and not own_aux
            and any(t.tag_ in ("TO", "VB") for t in head.doc[head.i + 1 : child.i])
        ):
            continue  # *to find their voice, learn …*: coordinated with an infinitive, not with the head
        finite = _finite_of(child)
        child_is_finite = finite is not None and finite.i == child.i
        if finite is not None and finite.i > 0 and finite.doc[finite.i - 1].tag_ in _NOMINAL_SUBJECT_TAGS:
            continue  # *… and someone next to his room was singing*: a misattached subject precedes it
        if finite is not None and (own_aux or child.tag_ in ("VBZ", "VBD") or head_is_finite):
            found.append(finite)
        found.extend(
            _coordinated(child, child_is_finite and (head_is_finite or child.tag_ in ("VBZ", "VBD")))
        )
    return found


def _bare_verb_as_noun(head: Token, child: Token) -> bool:
    """*They laugh and laugh*: a conjunct present-tense verb the tagger called a noun."""
    return (
        child.tag_ == "NN"
        and head.tag_ in ("VBP", "VBZ", "VB")
        and not any(c.dep_ in ("det", "amod", "poss", "compound", "nummod") for c in child.children)
        and _is_base_form(child.lower_)
    )


def _clause_between(head: Token, conj: Token) -> bool:
    doc = head.doc
    return any(doc[i].dep_ in SUBJECT_DEPS and doc[i].head.i != head.i for i in range(head.i + 1, conj.i))


def _relative_clauses(subject: Token) -> list[Token]:
    """*He who gathers*: a relative clause on the pronoun whose subject is *who*/*that*."""
    found = []
    for child in subject.children:
        if child.dep_ == "relcl":
            rel_subject = _subject_of(child)
            if rel_subject is not None and rel_subject.lower_ in ("who", "that"):
                finite = _finite_of(child)
                if finite is not None:
                    found.append(finite)
                found.extend(_coordinated(child, finite is not None and finite.i == child.i))
    return found


def finite_verbs(subject: Token, *, pair: bool = False, linear: bool = False) -> list[Token]:
    """The verb tokens that agree with ``subject`` (a pronoun), left to right, without duplicates.

    ``pair``: the pronoun is one half of a pair form (*he or she*) that becomes one *they*, so its
    coordination does not make the verb plural already. ``linear``: ignore the parse, take the present-tense
    verb right after ``subject`` (adverbs skipped), if any.
    """
    doc = subject.doc
    found: list[Token] = []
    # a clitic right after the pronoun is its verb whatever the parse or the tag says (he's, she'd, they're;
    # *(s)he's*: the tagger reads a possessive)
    clitic = doc[subject.i + 1] if subject.i + 1 < len(doc) and is_clitic(doc[subject.i + 1]) else None
    if linear:
        return [clitic] if clitic is not None else _verb_right_after(subject)
    if clitic is not None:
        found.append(clitic)
        if clitic.dep_ in AUX_DEPS:
            found.extend(_coordinated(clitic.head, False))
        elif clitic.head.i == subject.i + 1 or clitic.dep_ == "ROOT":
            found.extend(_coordinated(clitic, True))
        return _unique(found)
    if not pair and (any(c.dep_ == "conj" for c in subject.children) or subject.dep_ == "conj"):
        return []  # *he and I are*: the verb is plural already
    if pair and subject.dep_ == "conj":
        subject = subject.head
    head = subject.head
    found.extend(_relative_clauses(subject))
    if _is_symbol(head):
        head = subject  # an emoji took the verb's place in the parse: read the words that follow
    if any(
        c.dep_ in SUBJECT_DEPS and subject.i < c.i < head.i and not (pair and c.lower_ in ("he", "she"))
        for c in head.children
    ) or (head.i < subject.i and any(
        c.dep_ in SUBJECT_DEPS and c.i < head.i and c.lower_ not in ("he", "she") for c in head.children
    )):
        # *He, she it doesn't matter*: a subject nearer the verb owns it; *whatever it is he wants*: the
        # verb before the pronoun has a subject of its own
        return _unique(found)
    if head.i != subject.i and (
        subject.dep_ in SUBJECT_DEPS or (subject.dep_ in ("attr", "dep") and head.lemma_ == "be")
    ):
        finite = _finite_of(head)
        if finite is not None:
            found.append(finite)
        found.extend(_coordinated(head, finite is not None and finite.i == head.i))
        return _unique(found)
    # no usable parse: the first verb right after the pronoun, skipping adverbs
    return _unique(found + _verb_right_after(subject))


def _verb_right_after(subject: Token) -> list[Token]:
    nxt = _next_content(subject)
    if nxt is not None and nxt.i == _first_after(subject) and nxt.tag_ in ("VBZ", "VBP"):
        return [nxt]
    return []


def _first_after(token: Token) -> int:
    doc = token.doc
    i = token.i + 1
    while i < len(doc) and (doc[i].tag_ in ADVERB_TAGS or doc[i].lower_ in NEGATIONS or _is_symbol(doc[i])):
        i += 1
    return i


def _unique(tokens: list[Token]) -> list[Token]:
    seen: set[int] = set()
    out = []
    for t in tokens:
        if t.i not in seen:
            seen.add(t.i)
            out.append(t)
    return out


# --- inflection -------------------------------------------------------------------------------------------


@lru_cache(maxsize=8192)
def _base_form(word: str) -> str | None:
    """Base form of a third-person singular present verb (*knows* → *know*), or None if it is not one."""
    lemmas = lemmas_of(word, upos="VERB")
    for lemma in lemmas:
        if word in (_inflections(lemma, "VBZ") or ()):
            return lemma
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zzes", "oes")):
        return word[:-2]
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        return word[:-1]
    return None


@lru_cache(maxsize=8192)
def _third_person(word: str) -> str | None:
    """Third-person singular present of a base/plural present form (*know* → *knows*)."""
    forms = _inflections(word, "VBZ")
    return forms[0] if forms else None


def pluralise(verb: Token) -> str | None:
    """The form of ``verb`` agreeing with *they*, or None when it needs no change."""
    text = verb.text
    lower = verb.lower_
    if is_clitic(verb):
        if lower[1:] == "s":
            return text[0] + ("ve" if s_is_has(verb) == "have" else "re")
        return None
    if lower in _PLURAL:
        return _PLURAL[lower]
    if verb.tag_ == "VBZ" or (verb.tag_ in ("NNS", "NN") and lower.endswith("s")):
        if lower in ("ai", "ca", "wo", "sha"):  # halves of ain't, can't, won't, shan't
            return None
        base = _base_form(lower)
        return base if base and base != lower else None
    return None


#: Halves of *ain't*, *can't*, *won't*, *shan't* and colloquial fused forms: never inflected.
_NO_INFLECTION = frozenset(
    {"ai", "ca", "wo", "sha", "wan", "wanna", "gon", "gonna", "got", "gotta", "hafta", "let"}
)


def singularise(verb: Token) -> str | None:
    """The form of ``verb`` agreeing with *he*/*she*, or None when it needs no change."""
    text = verb.text
    lower = verb.lower_
    if is_clitic(verb):
        if lower[1:] in ("re", "ve"):
            return text[0] + "s"
        return None
    if lower in _SINGULAR:
        return _SINGULAR[lower]
    if lower in _NO_INFLECTION or not lower.isalpha():
        return None
    if verb.tag_ not in ("VBP", "VB", "NN", "VBD") or not _is_base_form(lower):
        return None
    if verb.tag_ == "VBD" and not (_same_past(lower) and _present_reading(verb)):
        return None  # past tense; *they put* tagged past is present if the sentence is told in the present
    return _third_person(lower)


@lru_cache(maxsize=8192)
def _is_base_form(word: str) -> bool:
    """*walk* is a base form; *overheard* (tagged VBP by mistake) is not."""
    lemmas = lemmas_of(word, upos="VERB")
    return bool(lemmas) and word in lemmas


@lru_cache(maxsize=8192)
def _same_past(word: str) -> bool:
    """*put*, *set*, *cut*: the past tense is spelt like the base form."""
    return _is_base_form(word) and word in (_inflections(word, "VBD") or ())


def _present_reading(verb: Token) -> bool:
    """A *put*-type verb tagged past is read as present unless the sentence is told in the past."""
    if not _same_past(verb.lower_):
        return False
    past = present = 0
    for t in verb.doc:
        if t.i == verb.i or t.tag_ not in ("VBD", "VBZ", "VBP") or _same_past(t.lower_):
            continue
        if t.tag_ == "VBD":
            past += 1
        else:
            present += 1
    return present > past
