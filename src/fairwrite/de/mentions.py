"""Finding the person references of a sentence and rewriting their noun phrases.

:func:`rewrite_mentions` looks every capitalised word up in the lexicon (person nouns, compounds with a
person head or modifier, adjectival nouns) and ages used as nouns (*der 54jährige*); for each it asks
:mod:`fairwrite.de.person` whether this occurrence is a person, reads the noun phrase
(:mod:`fairwrite.de.phrase`) and writes it with agreement (:mod:`fairwrite.de.agreement`).
Kept names and individuals go to ``st.names``; the other names of people come from the one name
detector, :meth:`fairwrite.de.referents.Referents.name_tokens`, when a pronoun asks
(:meth:`~fairwrite.de.sentence.Sentence.person_names`).
"""

from __future__ import annotations

import re

from fairwrite.de.agreement import modifier_dual, phrase_duals
from fairwrite.de.lexicon import PersonNoun, PersonReading
from fairwrite.de.morphology import CASES, DECLENSIONS, adjective_ending, analyse_determiner
from fairwrite.de.person import is_specific_individual, not_a_person, thing_homograph
from fairwrite.de.phrase import NounPhrase, choose, noun_phrase
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import sentence_initial

_AGE = re.compile(r"(\d+-?[jJ]ährig)(e|en|er|es|em)")
#: Last parts of place names: a compound with a person modifier and one of them is a place (*Römerberg*).
_PLACE_HEADS = ("berg", "burg", "dorf", "hausen", "stedt", "büttel", "ingen", "rode")
#: Words joining two conjuncts that share a determiner (*Arzt oder Apotheker*).
_COORDINATORS = frozenset(("und", "oder", "bzw.", "sowie"))


def rewrite_mentions(st: Sentence) -> None:
    """Add the duals of every person noun phrase of ``st`` (see module docs)."""
    lex = st.lex
    tokens = st.tokens
    for i, tok in enumerate(tokens):
        if st.blocked[i]:
            continue
        if tok.text[:1].isdigit():
            age = _age(st, i)
            if age:
                np = noun_phrase(st, i)
                choice = choose(st, np, age)
                if choice is not None and not (
                    st.keep_individuals and is_specific_individual(st, np.noun, np.det, *choice)
                ):
                    phrase_duals(st, np, *choice)
            continue
        if not tok.text[:1].isupper() or not tok.text[:1].isalpha():
            continue
        readings = lex.person_readings(tok.text)
        if not readings:
            continue
        if not_a_person(st, i, readings):
            st.things.add(i)
            if tok.text[:1].isupper() and not sentence_initial(tokens, i):
                st.names.append(i)
            continue
        heads = [r for r in readings if r.role == "head"]
        if heads and _attributive_before_person(st, i, heads):
            continue  # Ehrenamtliche Richter dürfen …: the adjective of the person noun after it, read there
        if _written_pair(st, i, heads) or (st.keep_individuals and _spelled_pair(st, i, heads)):
            continue
        truncated = _truncated(st, i)
        if truncated is not None:
            if truncated and not st.keep_individuals:  # Schüler- und Lehrervertretung; not Schüler- und Lehrerschaft
                modifier_dual(st, i, readings[0])
            continue
        if not heads:
            # a person noun inside a compound (*Rednerpult*, *Expertengruppe*, *Kundenbindung*) names no
            # person; the generic mode (issue 41) leaves it, the benchmarks' convention rewrites it
            if not st.keep_individuals and not tok.text.endswith(_PLACE_HEADS):
                modifier_dual(st, i, readings[0])  # (Römerberg, Königsberg: a place's name, kept in both modes)
            continue
        np = noun_phrase(st, i)
        if thing_homograph(st, i, np.det, np.prep, heads) or (
            st.keep_individuals and _thing_elsewhere(st, i, heads)
        ):
            st.things.add(i)
            continue
        choice = _second_conjunct(st, np, heads) or choose(st, np, heads)
        if choice is None:
            continue
        if st.keep_individuals and is_specific_individual(st, np.noun, np.det, *choice):
            st.names.append(i)  # kept, and so are the pronouns that refer to it
            continue
        phrase_duals(st, np, *choice)


def _attributive_before_person(st: Sentence, i: int, heads: list[PersonReading]) -> bool:
    """The capitalised word at ``i`` reads only as an adjectival person noun (*Ehrenamtliche*,
    *Vorsitzende*), and a person noun follows it right away (*Ehrenamtliche Richter dürfen nicht …* opening a
    sentence, *der Vorsitzende Richter*): it is that noun's attributive adjective, capitalised as the
    sentence's first word or as part of a title, not a head of its own (read as one, it left the noun after it
    a surname and the line unchanged). A following non-person noun stays ambiguous (*wenn der Beschäftigte
    Urlaub nimmt*: subject and object), so only a person noun counts."""
    if any(h.noun.kind == "noun" for h in heads):
        return False
    nxt = st.token(i + 1)
    return (
        nxt is not None
        and not st.blocked[i + 1]
        and nxt.is_capitalised()
        and nxt.text.isalpha()
        and any(r.role == "head" and r.noun.kind == "noun" for r in st.lex.person_readings(nxt.text))
        and st.lex.is_adjective_form(st.tokens[i].lower)
    )


def _thing_elsewhere(st: Sentence, i: int, heads: list[PersonReading]) -> bool:
    """The same word stands elsewhere in the segment where only the thing it also spells fits (*Ein Mann
    arbeitet auf einer Leiter, während ein zweiter die Leiter sichert*): one sentence uses a homograph in
    one sense, so the person reading of its other occurrence has no evidence (issue 41)."""
    word = st.tokens[i].text
    for k, t in enumerate(st.tokens):
        if k == i or t.text != word:
            continue
        other = noun_phrase(st, k)
        if other.det is not None and thing_homograph(st, k, other.det, other.prep, heads):
            return True
    return False


def _written_pair(st: Sentence, i: int, heads: list[PersonReading]) -> bool:
    """*die Vorgesetzte oder der Vorgesetzte*, *Angestellte oder Angestellter*: an adjectival person noun
    right beside a conjunction whose other conjunct is the same noun in the other gender, a pair form the
    text already wrote (the detector of :mod:`fairwrite.de.fairtext` reads the *-in* pairs; adjectival
    nouns pair without a suffix)."""
    tokens = st.tokens
    adjectival = [h for h in heads if h.noun.kind != "noun"]
    if not adjectival:
        return False

    def conjunction(k: int) -> bool:
        return 0 <= k < len(tokens) and (tokens[k].lower in _COORDINATORS or tokens[k].lower == "beziehungsweise")

    def partner(k: int) -> bool:
        return any(
            r.role == "head" and r.noun == h.noun and r.gender != h.gender
            for r in st.lex.person_readings(tokens[k].text)
            for h in adjectival
        )

    if conjunction(i + 1):  # Vorgesetzte oder [der] Vorgesetzte
        k = i + 2
        while k < len(tokens) and k <= i + 4 and not tokens[k].is_capitalised():
            k += 1
        if k < len(tokens) and partner(k):
            return True
    k = i - 1  # [die] Vorgesetzte oder [der] Vorgesetzte: the first conjunct ends right before
    while k >= 0 and k >= i - 3 and not conjunction(k) and not tokens[k].is_capitalised():
        k -= 1
    return conjunction(k) and k > 0 and partner(k - 1)


def _spelled_pair(st: Sentence, i: int, heads: list[PersonReading]) -> bool:
    """*die Beamtin auf Probe oder der Beamte auf Probe*, *für jede Bewerberin oder für jeden Bewerber*,
    *von Pfarrerinnen / Pfarrern*: the same noun in the other gender within a few words across *und*/*oder*/*/*, each with its own
    determiner: a pair form the text wrote, fair already (the detector reads only the tight ones)."""
    tokens = st.tokens
    for k in range(max(0, i - 7), min(len(tokens), i + 8)):
        if k == i or not tokens[k].is_capitalised():
            continue
        between = [t.lower for t in tokens[min(i, k) + 1 : max(i, k)]]
        if not any(w in _COORDINATORS or w == "/" for w in between) or any(w in (".", ";", "!", "?") for w in between):
            continue
        if any(
            r.role == "head"
            and r.noun == h.noun
            and r.gender != h.gender
            and _determiner_allows(st, k, r.gender)
            and _determiner_allows(st, i, h.gender)  # not die Lehrerin … und die Lehrer (a plural)
            for r in st.lex.person_readings(tokens[k].text)
            for h in heads
        ):
            return True
    return False


def _determiner_allows(st: Sentence, i: int, gender: str) -> bool:
    """The word before token ``i``, if a determiner, can be singular of ``gender`` (*der Beamte*, not
    *die Lehrer*)."""
    prev = st.token(i - 1)
    readings = analyse_determiner(prev.lower) if prev is not None else ()
    return not readings or any(n == "sg" and g == gender for _, _, n, g in readings)


def _truncated(st: Sentence, i: int) -> bool | None:
    """``None`` unless token ``i`` is the first part of a truncated compound (*Schüler-* in *Schüler- und
    Lehrerschaft*); then whether the completing compound is rewritten as one with a person modifier."""
    hyphen, conj, whole = st.token(i + 1), st.token(i + 2), st.token(i + 3)
    if hyphen is None or hyphen.text != "-" or hyphen.start != st.tokens[i].end or conj is None:
        return None
    if conj.lower not in _COORDINATORS or whole is None or st.blocked[i + 3]:
        return False
    return any(r.role == "modifier" for r in st.lex.person_readings(whole.text))


def _second_conjunct(st: Sentence, np: NounPhrase, heads: list[PersonReading]) -> tuple[PersonReading, str, str] | None:
    """*Ihren Arzt oder Apotheker*, *dem Lehrer, Trainer und Betreuer*: a bare noun coordinated with a
    rewritten singular phrase shares its determiner, so its case and number (not the bare plural a lone
    noun would get); after a comma only inside a list that goes on (*, Trainer und*)."""
    if np.det is not None or np.adjs or np.numeral or np.noun < 2:
        return None
    link = st.tokens[np.noun - 1].lower
    nxt = st.token(np.noun + 1)
    if link not in _COORDINATORS and not (link == "," and nxt is not None and nxt.lower in (*_COORDINATORS, ",")):
        return None
    first = st.referent_at(np.noun - 2)
    if first is None or not first.rewritten or first.plural or not first.case:
        return None
    for r in heads:
        if r.gender == first.gender and (first.case, "sg") in r.feats:
            return r, first.case, "sg"
    return None


def _age(st: Sentence, i: int) -> list[PersonReading]:
    """*der 54jährige*, *einen 32-Jährigen*: an age used as a person noun (no noun follows)."""
    m = _AGE.fullmatch(st.tokens[i].text)
    if m is None:
        return []
    nxt = st.token(i + 1)
    if nxt is not None and ((nxt.is_capitalised() and nxt.text.isalpha()) or st.is_adj(i + 1)):
        return []  # der 54jährige Lehrer: an attribute of the noun
    stem, ending = m.group(1), m.group(2)
    noun = PersonNoun(stem + "er", stem + "e", "adjectival", stem)
    readings = []
    for gender in ("m", "f"):
        feats = frozenset(
            (c, n)
            for d in DECLENSIONS
            for n in ("sg", "pl")
            for c in CASES
            if adjective_ending(d, c, n, gender) == ending
        )
        readings.append(PersonReading(noun, gender, feats, ending=ending))
    return readings
