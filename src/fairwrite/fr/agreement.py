"""The words that agree with a rewritten person noun and their point form: adjectives and participles after the
noun (a run read off the words), predicates after *être* and copular verbs, infinitive predicates of a plural
subject, the relative *lequel*, the quantifier of *certains d'entre eux*. Also whether a singular subject has a
predicate these rules cannot reach (then it stays: a half-agreed line is worse than an unchanged one)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from fairwrite.fr.genericity import LAW_ROLES, MODALS, OFFICES, law_register
from fairwrite.fr.lexicon import is_word, lemma
from fairwrite.fr.morphology import feminine_of, match_case
from fairwrite.fr.nouns import noun_feminine, person_nouns
from fairwrite.fr.pointform import inflect_point, point_form
from fairwrite.fr.pronouns import (
    clitic_lui,
    emphasised_subject,
    impersonal,
    masculine_plural_noun,
    no_ones_il,
    quantity_verb,
    sentence_start,
    subject_of_its_relative,
)
from fairwrite.fr.referents import GENDERED_NOUNS, names_someone

#: Verbs whose object says what the subject is (*il reste un président modeste*).
COPULAR = frozenset({"rester", "devenir", "sembler", "paraître", "demeurer"})


_ETRE_LEMMA = "être"


def agree_point(tok, separator: str, plural: bool, short: bool = False) -> str | None:
    """The point form of the adjective or participle ``tok`` (a spaCy token) agreeing with a rewritten noun:
    the tables' feminine, or for a past participle they lack (*atteints*) the regular one (+e), which
    exclure must still read back (:func:`point_form`)."""
    hit = person_nouns().get(tok.lower_)
    if hit is not None and not hit[0].epicene:  # les enseignants chercheurs, les associés non liquidateurs
        form = point_form(tok.lower_, noun_feminine(hit[0], plural), separator, short)
        return match_case(tok.text, form) if form else None
    form = inflect_point(tok.text, separator, plural, short)
    if form is None and adjectival_present(tok):  # survivant, acceptants: the regular feminine in -ante
        low = tok.lower_
        stem = low[:-1] if low.endswith("s") else low
        guess = point_form(low, stem + ("es" if low.endswith("s") else "e"), separator, short)
        return match_case(tok.text, guess) if guess else None
    if form or not (tok.pos_ == "VERB" and "Part" in tok.morph.get("VerbForm") and "Pres" not in tok.morph.get("Tense")):
        return form
    low = tok.lower_
    masc = low[:-1] if plural and low.endswith("s") and not low.endswith("ss") else low
    if masc.endswith(("e", "s", "x")) or not masc.isalpha():
        return None  # pris, dissous: no regular feminine to guess
    fem = masc + ("es" if plural else "e")
    guess = point_form(low, fem, separator, short)
    return match_case(tok.text, guess) if guess else None


def adjectival_present(tok) -> bool | None:
    """A word in *-ant(s)* said of a person noun: ``True`` when it is an adjective that agrees (*le conjoint
    survivant*, *les héritiers acceptants*: a plural in *-ants*, or a singular the tagger, the lexicon or the
    noun list knows as an adjective or noun, with no complement), ``None`` when it is a present participle,
    invariable (*les étudiants habitant Paris*: an object or an adverb right after it), or no word in *-ant*;
    ``False`` when the line does not say which (*l'héritier acceptant à concurrence de l'actif*: a
    preposition after it), so that rewriting its noun might leave it half agreed. Read off the next word: the
    small parser hangs the next clause's verb and object on it (*le conjoint survivant recueille la totalité*)."""
    low = tok.lower_
    if not (tok.is_alpha and tok.is_lower and low.endswith(("ant", "ants")) and len(low) > 5
            and tok.pos_ in ("ADJ", "VERB", "NOUN")):
        return None
    if low.endswith("s"):
        return True  # a present participle never takes the plural
    if not (tok.pos_ == "ADJ" or is_word(low + "e") or low in person_nouns()):
        return None
    following = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    if following is None or following.is_punct or following.pos_ in ("AUX", "VERB", "CCONJ", "SCONJ", "ADJ"):
        return True
    if following.pos_ == "ADP":
        return False
    return None


#: Adverbs that may stand inside a run of adjectives after a noun (*députés européens nouvellement élus*).
RUN_ADVERBS = frozenset({"non", "très", "plus", "moins", "si", "aussi", "bien", "mal", "déjà", "encore", "souvent",
                          "toujours", "tous", "pas"})


def tagged_feminine(tok) -> bool:
    """The tagger calls ``tok`` feminine and its form agrees: a form in -e(s), or one with no feminine of its own.
    Not a masculine form it mistags (*le légataire universel*: Gender=Fem), which still has to agree."""
    if "Fem" not in tok.morph.get("Gender"):
        return False
    low = tok.lower_
    return low.endswith(("e", "es")) or not (feminine_of(low) or feminine_of(low, True))


def _looks_agreeing(tok, plural: bool) -> bool:
    """``tok`` reads as a masculine adjective or participle of the number ``plural``, in lower case."""
    if not tok.is_alpha or not tok.is_lower or tagged_feminine(tok):
        return False
    mistagged = _mistagged_participle(tok)  # a participle whatever its tag: the tag's checks below do not apply
    if "Fin" in tok.morph.get("VerbForm") and not mistagged:
        return False
    if adjectival_present(tok) is not None:
        return tok.lower_.endswith("s") == plural  # survivant, acceptants (True) or unsure (False: checked after)
    if tok.pos_ == "VERB" and not mistagged:
        if "Part" not in tok.morph.get("VerbForm") or "Pres" in tok.morph.get("Tense") or tok.lower_.endswith("ant"):
            return False  # roulant: invariable
    elif tok.pos_ not in ("ADJ", "NOUN") and not mistagged:
        return False
    return tok.lower_.endswith(("s", "x")) if plural else not tok.lower_.endswith("s")


def _mistagged_participle(tok) -> bool:
    """A lower-case word the small tagger calls a proper name or a finite verb that is a past participle (*5
    athlètes vêtus de blanc*, *deux randonneurs vêtus*: the lemma table's verb *vêtir*, a participle's ending
    that no finite form after a noun has)."""
    low = tok.lower_
    if tok.pos_ == "VERB" and "Fin" in tok.morph.get("VerbForm"):  # (deux randonneurs vêtus: tagged a subjunctive)
        return (tok.i > 0 and tok.doc[tok.i - 1].pos_ == "NOUN" and _form_of_verb(low, ("er", "ir", "re"))
                and low.endswith(("é", "és", "i", "is", "u", "us")))
    return (tok.pos_ == "PROPN" and tok.is_lower and _form_of_verb(low, ("er", "ir", "re"))
            and low.rstrip("s").endswith(("é", "i", "u", "it", "is")))


def _coordinated_participle(tok) -> bool:
    """A past participle the small tagger calls a noun after a coordination (*instruits ou expérimentés*): the
    lemma table reads it as a form of a verb, it has a participle's ending, and it is no person noun."""
    low = tok.lower_
    return (_form_of_verb(low, ("er", "ir", "re")) and low.rstrip("s").endswith(("é", "i", "u"))
            and low not in person_nouns())


def _form_of_verb(low: str, infinitive_endings: str | tuple[str, ...]) -> bool:
    """The lemma table reads ``low`` as an inflected form of another word ending in ``infinitive_endings``: a
    form of a verb whose infinitive ends so (*vêtus* of *vêtir*), whatever the tagger calls it."""
    lem = lemma(low)
    return lem != low and lem.endswith(infinitive_endings)


#: Present-tense forms that are also past participles (*il fait*, *fait*): followed by a determiner, a verb.
_FINITE_HOMOGRAPHS = frozenset({"fait", "dit", "écrit", "conduit", "produit", "construit", "détruit", "traduit",
                                "permet", "met", "admet", "soumet", "promet", "transmet", "commet", "remet"})


def following_agreement(tok, plural: bool, separator: str = "·", short: bool = False) -> tuple[list[Any], bool]:
    """The adjectives and participles right after the person noun ``tok`` that agree with it, read off the
    words (the small parser often attaches *portugais* or *élus* elsewhere): a run of masculine forms of
    its number, through adverbs (*nouvellement élus*) and coordinations (*français et espagnols*). Returns
    the words and whether each one that must agree can be put in the point form: when one cannot
    (*professionnels ultramarins*: no known feminine), rewriting the noun would leave the line half
    agreed, which is worse than leaving it as it is. A noun of the run with no feminine ends it (*les
    salariés cadres*)."""
    doc = tok.doc
    words: list[Any] = []
    seen = False  # an adjective of the run, changed or epicene
    skipped = False  # a de complement passed
    k = tok.i + 1
    while k < len(doc):
        word = doc[k]
        if word.lower_ in RUN_ADVERBS or (word.pos_ == "ADV" and word.lower_.endswith("ment")):
            k += 1
            continue
        if (plural and not seen and word.lower_ in ("de", "d'", "d’", "à", "du") and k + 1 < len(doc)
                and doc[k + 1].pos_ == "NOUN" and "Sing" in doc[k + 1].morph.get("Number")):
            k += 2  # joueurs de football assis, coureurs à pied regroupés: a plural after it is the noun's
            skipped = True  # (habitants du pays dans lequel: a relative after it is the complement's)
            continue
        if word.lower_ in ("et", "ou", ",") and (seen or word.text == ","):
            following = doc[k + 1] if k + 1 < len(doc) else None
            if following is not None and _looks_agreeing(following, plural) and (
                    following.pos_ != "NOUN" or _coordinated_participle(following)):  # instruits ou expérimentés
                k += 1
                continue
            break
        if word.lower_ in ("le", "les") and k + 2 < len(doc) and doc[k + 1].lower_ in ("plus", "moins") and (
                doc[k + 2].pos_ in ("ADJ", "VERB")):  # the article of a superlative: l'héritier·ère le·la plus proche
            if word.lower_ == ("les" if not plural else "le"):
                break
            adjective = doc[k + 2]
            form = agree_point(adjective, separator, plural, short)
            if form is None and not adjective.lower_.endswith(("e", "es")):
                return words, False
            words += [word] if not plural else []  # (les juges les plus ancien·ne·s: les is both genders')
            words += [adjective] if form is not None else []
            k += 3
            break  # the superlative ends the run (l'héritier le plus proche exclut: a verb)
        if (not seen and word.is_alpha and word.text[:1].isupper() and word.text[1:].islower() and plural
                and word.lower_.endswith(("iens", "ais", "ois", "ains", "ens")) and word.lower_ not in person_nouns()):
            return words, False  # nombreux chanteurs Aurassiens: a people's adjective the list does not have
        if not _looks_agreeing(word, plural) or (k + 1 < len(doc) and doc[k + 1].pos_ == "DET" and (
                word.lower_ in _FINITE_HOMOGRAPHS or (word.lower_.endswith("t") and (word.dep_ == "ROOT" or any(
                    c.dep_ in ("nsubj", "obj") for c in word.children))))):
            break  # (un indivisaire fait l'objet, l'héritier proche exclut l'autre: the verb with its object)
        if adjectival_present(word) is False:
            return words, False  # l'héritier acceptant à concurrence de l'actif net: adjective or participle
        form = agree_point(word, separator, plural, short)
        if form is None:
            if word.pos_ == "NOUN" and not word.lower_.endswith(("iste", "istes")):
                break  # a noun (les salariés cadres); not a noun in -iste, epicene (le créancier gagiste impayé)
            if word.lower_.endswith(("e", "es")):
                seen, k = True, k + 1  # an epicene adjective needs no change (touristes, moscovites et étrangers)
                continue
            return words, False
        words.append(word)
        seen = True
        k += 1
    if plural and tok.dep_.startswith("nsubj"):  # ont le sentiment d'être pris, d'être abandonnés
        for word in _infinitive_predicates(tok):
            form = agree_point(word, separator, plural, short)
            if form is None and not word.lower_.endswith(("e", "es")):
                return words, False
            if form is not None:
                words.append(word)
    # a relative lequel right after the phrase takes up the noun: d'héritiers auxquels, parmi lesquels
    if k < len(doc) and (doc[k].text == "," or doc[k].pos_ == "ADP") and doc[k].lower_ not in _RELATIVES:
        k += 1
    if k < len(doc) and doc[k].lower_ in _RELATIVES and not skipped:
        if inflect_point(doc[k].text, separator, plural, short) is None:
            return words, False
        words.append(doc[k])
    return words, True


def _infinitive_predicates(subject) -> list[Any]:
    """The adjectives and participles after *d'être* in the clause of the plural subject ``subject`` (*les
    surveillants ont le sentiment d'être pris en tenaille, d'être abandonnés*): the infinitive's subject is
    the clause's. Read off the words up to the end of the sentence, or up to another noun or pronoun that
    could be the infinitive's subject (a masculine plural, or any object pronoun: *les aider à être…*)."""
    doc = subject.doc
    out = []
    for k in range(subject.i + 1, len(doc)):
        word = doc[k]
        if word.text in (".", "!", "?", ";", "…") or (k > subject.i + 1 and masculine_plural_noun(word)):
            break
        if word.pos_ == "PRON" and word.lower_ in ("les", "leur", "eux", "nous", "vous", "lui", "la", "le"):
            break
        if word.lower_ == "être" and k >= 1 and doc[k - 1].lower_ in ("d'", "d’", "de"):
            j = k + 1
            while j < len(doc) and (doc[j].lower_ in RUN_ADVERBS or doc[j].lower_.endswith("ment")):
                j += 1
            if j < len(doc) and _looks_agreeing(doc[j], True) and doc[j].pos_ != "NOUN":
                out.append(doc[j])
    return out


#: The relative *lequel* and its fused forms, which agree with the noun they take up.
_RELATIVES = frozenset({"lequel", "lesquels", "auquel", "auxquels", "duquel", "desquels"})
#: Its masculine plurals, which take up the nearest masculine plural before them.
_PLURAL_RELATIVES = frozenset({"lesquels", "auxquels", "desquels"})


def unagreed_complement(tok, separator: str) -> bool:
    """The singular subject ``tok`` has a predicate complement the agreement rules do not reach (*l'héritier
    est réputé acceptant pur et simple*): an adjective or a participle under the xcomp of its verb that
    would change in the point form. Rewriting the noun would leave it half agreed, so it stays."""
    if not tok.dep_.startswith("nsubj"):
        return False
    reached = {w.i for w in agreeing_words(tok, set())}
    stack = [c for c in tok.head.children if c.dep_ == "xcomp"]
    while stack:
        word = stack.pop()
        if "Inf" not in word.morph.get("VerbForm") or any(c.dep_ == "cop" for c in word.children):
            stack.extend(c for c in word.children if c.dep_ in ("xcomp", "conj"))  # not the complements of an
            # infinitive's object (tenu de prouver le cas fortuit: fortuit is the case's)
        if word.i in reached or word.pos_ not in ("ADJ", "VERB"):
            continue
        if word.pos_ == "VERB" and ("Inf" in word.morph.get("VerbForm") or any(
                c.dep_.startswith("aux") and c.lemma_ == "avoir" for c in word.children)):
            continue  # censé avoir attaché: a past with avoir does not agree with the subject
        if agree_point(word, separator, False) is not None or (
                word.lower_.endswith("ant") and adjectival_present(word) is not True):
            return True
    return False


def agreeing_words(tok, controllers: set[int]) -> Iterator[Any]:
    """Words that agree in gender with the controller ``tok``: its determiners, adjectives and participles,
    and predicates after *être* (*sont arrivés*, *qui sont venus*) whose subject it is."""
    for child in tok.children:
        if child.i in controllers:
            continue
        if child.lower_ == "un" and "Plur" in tok.morph.get("Number"):
            continue  # quatre vingt un professionnels exerçants: a numeral, not an article of the plural
        if (child.dep_ == "det" and child.pos_ == "DET") or (child.dep_ in ("amod", "acl") and _varies_in_gender(child)
                                                              and not any(c.dep_ in ("nsubj", "obj", "aux") or (
                                                                  c.dep_.startswith("aux") and c.lemma_ == "avoir")
                                                                  for c in child.children)  # (d'avoir constitué)
                                                              and not _closer_noun(tok, child)):
            yield child
        elif (child.i == tok.i + 1 and child.dep_ in ("amod", "nmod") and child.pos_ in ("NOUN", "ADV")
              and child.is_lower and not list(child.children)):
            yield child  # les professionnels hospitaliers, les étudiants boursiers: an adjective the tagger missed
    for clause in tok.children:  # des amis qu'on a connus: a participle after avoir agrees with que before it
        if (clause.dep_ == "acl:relcl" and tok.doc[clause.left_edge.i].lower_ in ("que", "qu'", "qu’")
                and "Part" in clause.morph.get("VerbForm") and clause.lower_.endswith("s") and "Plur" in tok.morph.get("Number")
                and any(c.dep_ == "aux:tense" and c.lemma_ == "avoir" for c in clause.children)):
            yield clause
    heads = [tok.head] if tok.dep_ in ("nsubj", "nsubj:pass") or (tok.dep_ == "expl:subj" and tok.pos_ == "PRON") else []
    heads += quantity_subject_verbs(tok)  # nombre de visiteurs sont venus: the group's predicate
    # (a rewritten il the parser calls expletive: s'il·elle ne s'est pas chargé·e)
    heads += [  # les étudiants qui sont venus
        child for child in tok.children
        if child.dep_ == "acl:relcl" and any(c.dep_ in ("nsubj", "nsubj:pass") and c.lower_ == "qui" for c in child.children)
    ]
    for head in heads:
        yield from _predicate(head)
        if head.lemma_ in MODALS or head.lemma_ in COPULAR or head.lemma_ in _SUBJECT_CONTROL:
            # doivent être informés, semblent satisfaits, veulent être payés
            for xcomp in head.children:
                if xcomp.dep_ == "xcomp":
                    yield from _predicate(xcomp)
                if head.lemma_ in COPULAR and xcomp.dep_ in ("xcomp", "obj") and xcomp.i > head.i and (
                        _varies_in_gender(xcomp)):
                    yield xcomp  # ils m'ont paru attachés
        if head.lemma_ in _REFLEXIVE_COPULAS and any(c.lower_ in ("se", "s'", "s’") for c in head.children):
            # ils se montreraient intéressés, ils se sentent concernés: the adjective says what the subject is
            yield from (c for c in head.children if (c.dep_ == "xcomp" or (c.dep_ == "advmod" and c.pos_ == "ADJ"))
                        and _varies_in_gender(c))  # (se tiennent prêts: the tagger makes prêts an adverb's dependent)


def quantity_subject_verbs(tok) -> list[Any]:
    """The verb of a quantity subject whose complement is the plural ``tok`` (*nombre de visiteurs sont venus*,
    *trop de salariés sont mal payés*), when that verb is in the plural: it agrees with the group, not with the
    quantity word (*la majorité des salariés est satisfaite* agrees with *majorité*, and is left alone)."""
    verb = quantity_verb(tok)
    if verb is None:
        return []
    words = [verb, *(c for c in verb.children if c.dep_ in ("cop", "aux:pass", "aux", "aux:tense"))]
    return [verb] if any("Plur" in w.morph.get("Number") and "Fin" in w.morph.get("VerbForm") for w in words) else []


#: Verbs whose infinitive has their own subject (*ils veulent être mieux payés*): its predicate agrees with it.
_SUBJECT_CONTROL = frozenset({"vouloir", "souhaiter", "espérer", "désirer", "aimer", "préférer", "aller", "venir",
                              "refuser", "accepter", "risquer", "craindre"})


#: Verbs that, reflexive, link their subject to an adjective (*se montrer*, *se sentir* + adjective).
_REFLEXIVE_COPULAS = frozenset({"montrer", "sentir", "révéler", "trouver", "déclarer", "dire", "croire", "savoir",
                                "estimer", "juger", "retrouver", "tenir"})  # (ils se tiennent prêts)


def _closer_noun(tok, child) -> bool:
    """A noun not in the feminine stands between the person noun ``tok`` and its adjective ``child``
    (*les habitants des villages environnants*): the adjective may agree with that noun, whatever the parse
    says, so it is left alone."""
    low, high = sorted((tok.i, child.i))
    if child.i < tok.i and any(t.lower_ in ("de", "des", "du", "d'", "d’") for t in tok.doc[low + 1 : high]):
        return True  # les premiers pas des patients: an adjective before a de-complement is its own noun's
    return any(t.pos_ in ("NOUN", "PROPN") and "Fem" not in t.morph.get("Gender") for t in tok.doc[low + 1 : high])


def _varies_in_gender(tok) -> bool:
    """An adjective or a past participle. Not a present participle (*les cyclistes roulant sur la route*:
    invariable), and not a noun the tagger read as an adjective, which has its own *de* complement (*les
    visiteurs lieux de culte*)."""
    if tok.pos_ == "VERB":
        return "Part" in tok.morph.get("VerbForm") and "Pres" not in tok.morph.get("Tense") and not tok.lower_.endswith("ant")
    return tok.pos_ == "ADJ" and not any(c.dep_ == "nmod" for c in tok.children)


def _predicate(head) -> Iterator[Any]:
    if head.pos_ not in ("ADJ", "VERB", "NOUN"):
        return
    links = [c for c in head.children if c.dep_ in ("cop", "aux:pass", "aux", "aux:tense")]
    etre = any(c.lemma_ == _ETRE_LEMMA or c.lower_ in ("est", "sont", "été", "étaient", "était", "seront",
                                                         "sera", "soient", "soit", "furent", "fut")
               for c in links)
    if not etre or any(c.dep_.startswith("nsubj") and c.lower_ in ("je", "j'", "j’", "tu", "nous", "vous")
                       for c in head.children):
        return  # (nos compatriotes, j'en suis convaincu: the speaker's predicate)
    if head.pos_ == "NOUN" and not _participle_read_as_noun(head, links) and (
            head.lower_ not in person_nouns() or any(c.dep_ == "case" for c in head.children)):
        return  # a predicate noun agrees only when it names people (ils sont enseignants, not sur les chemins)
    if head.pos_ in ("ADJ", "NOUN") or "Part" in head.morph.get("VerbForm") or (
            head.pos_ == "VERB" and head.morph.get("Gender")):  # a finite verb has no gender: a participle
        yield head
    for conj in head.children:  # sont arrivés et repartis (not: et ont parlé)
        if conj.dep_ == "conj" and (conj.pos_ == "ADJ" or "Part" in conj.morph.get("VerbForm")) and not any(
            (c.dep_.startswith("aux") and c.lemma_ != _ETRE_LEMMA) or c.dep_.startswith("nsubj") for c in conj.children
        ):  # (not one with a subject of its own: et que le paiement fait par un seul)
            yield conj


def _participle_read_as_noun(head, links: list[Any]) -> bool:
    """``head``, tagged a noun, is a past participle of an -er verb after the auxiliary *être* (*des citoyens qui
    sont broyés et ignorés*: *broyés* tagged a noun): read off the word and the lexicon's lemma; a copula (*sont
    des chemins*) is no auxiliary."""
    low = head.lower_
    return (head.is_lower and head.is_alpha and low.endswith(("é", "és")) and low not in person_nouns()
            and _form_of_verb(low, "er")
            and any(c.dep_.startswith("aux") and c.lemma_ == _ETRE_LEMMA for c in links))


#: Clitics between a subject pronoun and its verb (*ils m'ont paru*, *ils ne sont pas*).
_CLITICS = frozenset({"me", "m'", "m’", "te", "t'", "t’", "se", "s'", "s’", "nous", "vous", "lui", "leur", "ne", "n'",
                      "n’", "y", "en", "le", "la", "l'", "l’", "les"})


def copular_predicate(pronoun) -> list[Any]:
    """The adjective or participle after the copular verb of the subject pronoun *ils* (*ils m'ont paru
    attachés*, *ils semblent heureux*), read off the words: clitics, auxiliaries and adverbs, then a form of
    a verb of :data:`COPULAR`, then the word. Only for the plural subject *ils*."""
    doc = pronoun.doc
    if pronoun.lower_.lstrip("-") != "ils" or pronoun.text.startswith("-"):
        return []
    k = pronoun.i + 1
    while k < len(doc) and (doc[k].lower_ in _CLITICS or (doc[k].pos_ == "AUX" and doc[k].lemma_ == "avoir")
                            or doc[k].lower_ in RUN_ADVERBS):
        k += 1
    if k >= len(doc) or doc[k].lemma_ not in COPULAR:
        return []
    k += 1
    while k < len(doc) and (doc[k].lower_ in RUN_ADVERBS or (doc[k].pos_ == "ADV" and doc[k].lower_.endswith("ment"))):
        k += 1
    return [doc[k]] if k < len(doc) and _looks_agreeing(doc[k], True) and doc[k].pos_ != "NOUN" else []


#: Quantifiers of a partitive *d'entre eux*, *d'eux* that agree with *eux* (*certains d'entre eux*).
_PARTITIVE_QUANTIFIERS = frozenset({"certains", "un", "aucun", "chacun", "tous", "nul", "plusieurs", "beaucoup"})


def partitive_quantifier(eux) -> Any:
    """The quantifier of *certains d'entre eux*, *chacun d'eux*, which agrees with the rewritten *eux*."""
    doc = eux.doc
    k = eux.i - 1
    if k >= 0 and doc[k].lower_ == "entre":
        k -= 1
    if k < 1 or doc[k].lower_ not in ("d'", "d’", "de"):
        return None
    word = doc[k - 1]
    return word if word.lower_ in _PARTITIVE_QUANTIFIERS else None


#: Plural forms of *être*: a predicate after them is not a singular controller's (*sont soumis*).
PLURAL_ETRE = frozenset({"sont", "étaient", "seront", "seraient", "soient", "furent", "fussent"})
#: Determiners and pronouns that do not vary in gender (*les*, *des*, *leurs*): nothing to agree.
_INVARIANT = frozenset({"les", "des", "ces", "l'", "l’", "leurs", "leur", "mes", "tes", "ses", "nos", "vos", "aux", "de",
                        "d'", "d’", "qui", "que", "qu'", "qu’"})
#: Words that may stand between a noun and the *comme* or *en tant que* phrase said of it (verbs, adverbs, clitics).
_BETWEEN = frozenset({"VERB", "AUX", "ADV", "ADJ", "PART", "SCONJ"})
_CLITIC_WORDS = frozenset({"se", "s'", "s’", "ne", "n'", "n’", "y", "en", "pas", "plus"})


def varies_for(word, plural: bool) -> bool:
    """``word`` is a masculine adjective, participle or person noun of the number ``plural`` that has a feminine
    of its own (*actifs*, *fondés*, *nombreux*, *débiteur*): left as it is beside a rewritten noun, it is half
    agreed. Read off the word: the tables' feminine, or the person-noun list's."""
    low = word.lower_
    if low in ("quelques-uns", "uns", "un", "aucun", "chacun") and word.pos_ in ("PRON", "NUM", "DET"):
        return True  # quelques-uns, l'un, aucun d'entre eux: quelques-unes, l'une, aucune
    if (not word.is_alpha or not word.is_lower or tagged_feminine(word) or low in _INVARIANT
            or low in ("ayants", "ayant")  # ayants cause, ayants droit: a term of law that does not vary
            or word.pos_ not in ("ADJ", "NOUN", "VERB", "DET", "PRON", "ADV")):
        return False
    if adjectival_present(word) is not None:
        return low.endswith("s") == plural  # survivant, acceptants: an adjective, or one the line leaves unsure
    if word.pos_ == "ADV":
        return low.endswith(("é", "és")) and word.dep_ == "xcomp"  # peut être expulsé, tagged an adverb
    if word.pos_ == "VERB" and ("Part" not in word.morph.get("VerbForm") or "Pres" in word.morph.get("Tense")
                                or low.endswith("ant")):
        return False
    if plural != low.endswith(("s", "x")) and not low.endswith(("s", "x")):
        return False  # a singular word beside a plural noun is not its agreement
    hit = person_nouns().get(low)
    if hit is not None:
        return not hit[0].epicene
    feminine = feminine_of(low, plural) or (feminine_of(low[:-1]) if plural and low.endswith("s") else None)
    if feminine:
        return feminine != low
    # actif → active: a feminine the tables lack, the lexicon has
    singular = low[:-1] if plural and low.endswith("s") else low
    return any(singular.endswith(m) and (m in ("if", "é") or is_word(singular[: len(singular) - len(m)] + f))
               and (f != "esse" or word.pos_ == "NOUN") for m, f in _REGULAR_FEMININES)  # (jeune: not jeunesse)


#: Regular feminine endings, for an adjective the tables lack (*actif* → *active*), checked against the lexicon.
_REGULAR_FEMININES = (("if", "ive"), ("eux", "euse"), ("el", "elle"), ("ien", "ienne"), ("on", "onne"), ("er", "ère"),
                      ("é", "ée"), ("ent", "ente"), ("ant", "ante"), ("ais", "aise"), ("ois", "oise"), ("in", "ine"),
                      ("et", "ète"), ("e", "esse"))  # inquiet → inquiète (checked by the lexicon); maître → maîtresse


def comme_phrases(tok, *, checking: bool = False) -> Iterator[Any]:
    """The word said of ``tok`` by a *comme* or *en tant que* after it in its clause (*les salariés sont
    considérés comme actifs*, *inscrits en tant que résidents*): only verbs, adverbs and adjectives between.
    ``checking`` (the final check): also through a comma (*est capable, comme un majeur*), and with a singular
    determiner (*un majeur*: the determiner and the noun, which the writer leaves to the noun rules)."""
    doc = tok.doc
    k = tok.i + 1
    while k < len(doc) and (doc[k].pos_ in _BETWEEN or doc[k].lower_ in _CLITIC_WORDS or (
            checking and doc[k].text == ",")) and doc[k].lower_ not in ("comme", "que"):
        k += 1
    if k >= len(doc):
        return
    if doc[k].lower_ == "comme" or (doc[k].lower_ == "que" and k >= 2 and doc[k - 1].lower_ == "tant"
                                    and doc[k - 2].lower_ == "en"):
        j = k + 1
        while j < len(doc) and doc[j].lower_ in ("des", "de", "d'", "d’", "les"):
            j += 1
        if j + 1 < len(doc) and doc[j].lower_ in ("un", "le", "l'", "l’", "ce", "cet"):
            if checking:
                yield from (doc[j], doc[j + 1])
            return
        if j < len(doc):
            yield doc[j]


def _adjective_run(tok) -> Iterator[Any]:
    """The adjectives right after ``tok``, read off the words through epicene nouns the tagger calls
    adjectives' heads, adverbs and coordinations (*tout héritier réservataire présomptif*, *non émancipé*)."""
    doc = tok.doc
    k = tok.i + 1
    while k < len(doc) and doc[k].is_lower and doc[k].is_alpha:
        word = doc[k]
        if word.pos_ == "ADJ" or (word.pos_ == "VERB" and "Part" in word.morph.get("VerbForm")):
            yield word
        elif not (word.lower_ in RUN_ADVERBS or word.lower_ in ("et", "ou") or (
                word.pos_ == "NOUN" and word.lower_.endswith(("e", "es")))):
            return
        k += 1


#: Copular verbs, whose adjective is the attribute of their subject.
_COPULAS = COPULAR | {_ETRE_LEMMA}


def _copular_attributes(tok) -> list[Any]:
    """The adjectives after a copula whose subject is ``tok`` or its relative *qui* (*les promeneurs devenaient
    nombreux*, *les spectateurs, qui devenaient nombreux*), which the parser may hang on the verb as its
    modifier: the subject's attribute, which agrees with it."""
    verbs = [tok.head] if tok.dep_.startswith("nsubj") else []
    verbs += [c for c in tok.children if c.dep_ == "acl:relcl"
              and any(q.lower_ == "qui" and q.dep_.startswith("nsubj") for q in c.children)]
    return [a for v in verbs if v.lemma_ in _COPULAS for a in v.children
            if a.dep_ in ("amod", "xcomp") and a.pos_ == "ADJ" and a.i > v.i]


def _coordinated_after(word) -> Iterator[Any]:
    """The adjectives and participles coordinated with ``word`` later in its phrase (up to a punctuation mark),
    read off the words: *parvenu à l'âge de seize ans et non émancipé* (the parser hangs *émancipé* on *ans*)."""
    doc = word.doc
    k = word.i + 1
    if k < len(doc) and doc[k].is_lower and (doc[k].pos_ == "ADJ" or "Part" in doc[k].morph.get("VerbForm")):
        yield doc[k]  # seul habilité: an adjective right after the written one
    while k < len(doc) and not doc[k].is_punct:
        if doc[k].lower_ in ("et", "ou", "ni") and (k - 1 == word.i or doc[k - 1].pos_ in ("NOUN", "PROPN", "NUM")):
            # (not des ballons rouges et bleus: the coordination of another noun's adjectives)
            j = k + 1
            while j < len(doc) and (doc[j].lower_ in RUN_ADVERBS or doc[j].lower_.endswith("ment")):
                j += 1
            if j < len(doc) and (doc[j].pos_ == "ADJ" or "Part" in doc[j].morph.get("VerbForm")):
                yield doc[j]
        k += 1


#: Endings of the feminine plural of nouns of people (*maîtresses*, *serveuses*, *lectrices*).
_PEOPLE_FEMININES = ("esses", "euses", "rices", "ières", "iennes", "ennes", "antes", "aises", "oises")


def _names_people(noun) -> bool:
    """A masculine plural noun that names people: one of the list, or one whose feminine is a person's
    (*maîtres* → *maîtresses*), not a thing with a feminine adjective form (*animaux* → *animales*)."""
    hit = person_nouns().get(noun.lower_)
    if hit is not None:
        return not hit[0].epicene
    low = noun.lower_
    singular = low[:-1] if low.endswith("s") else low
    if singular.endswith("e") and is_word(singular + "sse"):
        return True  # maître → maîtresse
    return (feminine_of(low, True) or "").endswith(_PEOPLE_FEMININES)


def _conjoined(tok) -> Iterator[Any]:
    """Nouns and participles coordinated with ``tok`` (*les gérants et fondés de pouvoir*, *les vendeurs ou les
    acheteurs*, *les maîtres et les commettants*), read off the words: past its adjectives, *et*/*ou*, a
    determiner; and the noun right before *et*/*ou* and its determiner."""
    doc = tok.doc
    k = tok.i + 1
    while k < len(doc) and doc[k].pos_ in ("ADJ", "VERB") and doc[k].is_lower:
        k += 1
    if k + 1 < len(doc) and doc[k].lower_ in ("et", "ou"):
        j = k + 1 + (doc[k + 1].lower_ in ("les", "des", "aux", "leurs", "ses", "ces"))
        if j < len(doc) and (doc[j].pos_ in ("NOUN", "VERB", "ADJ") or (doc[j].pos_ == "PROPN" and doc[j].is_lower)):
            yield doc[j]
    elif (k + 2 < len(doc) and doc[k].text == "," and doc[k + 1].lower_ in ("de", "d'", "d’", "des")
          and doc[k + 2].pos_ == "NOUN"):
        yield doc[k + 2]  # d'artistes consommés, de constructeurs savants: an enumeration of the same kind
    k = tok.i - 1
    while k >= 1 and doc[k].pos_ == "ADJ" and doc[k].is_lower:
        k -= 1  # serruriers et autres ouvriers: past the noun's own adjectives
    k -= k >= 0 and doc[k].pos_ == "DET"
    if k >= 1 and doc[k].lower_ in ("et", "ou") and doc[k - 1].pos_ == "NOUN" and _names_people(doc[k - 1]):
        yield doc[k - 1]  # les maîtres et les commettants: the partner before (not les animaux et les salariés)


def sentence_end(tok) -> int:
    """Index after the last token of ``tok``'s sentence, read off the punctuation (as :func:`sentence_start`):
    the final check looks at one sentence, whatever the length of the text (a paragraph of IFC)."""
    k = tok.i
    while k < len(tok.doc) and tok.doc[k].text not in (".", "!", "?", "…"):
        k += 1
    return k + 1


def _pronouns_after(tok, edited: set[int]) -> Iterator[Any]:
    """*ils*, *-ils* and *eux* after the plural ``tok`` whose nearest masculine plural before them is ``tok`` or a
    word written with it: they take it up (another plural noun or a kept pronoun in between may be what they
    mean, and then the rules that decide pronouns have decided)."""
    doc = tok.doc
    # (ces territoires envoient des représentants, mais ils…: the subject goes on)
    takes_up = tok.dep_.startswith("nsubj") or not any(
        masculine_plural_noun(t) and t.dep_.startswith("nsubj") for t in doc[sentence_start(tok) : tok.i])
    for pronoun in doc[tok.i + 1 : sentence_end(tok)]:
        relative = pronoun.lower_ in _PLURAL_RELATIVES or (pronoun.lower_ == "ceux" and tok.dep_.startswith("nsubj"))
        # des patients atteints de séquelles, sur lesquels; les joueurs en rouge … contre ceux en violet (the
        # subject's; not tels que ceux entre propriétaires voisins, ou ceux des tuteurs: the engagements'): its
        # antecedent, whatever the clause's subject
        if (pronoun.lower_ not in ("ils", "-ils", "eux", "uns") and not relative and not _some_of_them(pronoun)) or (
                pronoun.i in edited):
            continue  # (les uns envers les autres)
        if pronoun.lower_ == "eux" and emphasised_subject(pronoun) is not None:
            continue  # les serveurs qui ont accueilli les électeurs sont eux-mêmes…: the verb's subject's
        for k in range(pronoun.i - 1, tok.i - 1, -1):
            word = doc[k]
            if k == tok.i:
                if relative or (takes_up and not subject_of_its_relative(pronoun, tok)):  # (les spectateurs
                    yield pronoun  # qu'ils soupçonnent: not theirs)
                break
            if k in edited or (word.head.i == tok.i and word.dep_ == "amod") or not any(c.isalpha() for c in word.text):
                continue  # (des créanciers solidaires, … l'un d'eux: the noun's own adjective is no rival; nor a
                # dash the tagger calls a masculine plural noun: Certains collègues – ils ont …)
            if word.lower_ in ("ils", "eux", "-ils", "elles") or (word.lower_ in ("les", "leur") and word.pos_ == "PRON"):
                break
            if word.pos_ == "PROPN" or (masculine_plural_noun(word) and (
                    "Masc" in word.morph.get("Gender") or word.lower_ in person_nouns())):
                break  # (a plural the tagger leaves genderless, fautes, imprudences: not a rival reading)


def _some_of_them(word) -> bool:
    """*certains* standing alone as a pronoun (*les élèves éclatèrent de rire ; certains pleuraient*): some of a
    group named before, in the masculine (not a determiner, nor the partitive *certains d'entre eux*, decided with
    its *eux*)."""
    after = word.doc[word.i + 1] if word.i + 1 < len(word.doc) else None
    return word.lower_ == "certains" and word.pos_ == "PRON" and (after is None or (
        after.pos_ not in ("NOUN", "ADJ", "PROPN") and after.lower_ not in ("de", "des", "d'", "d’", "d'entre", "d’entre")))


def _singular_pronouns_after(tok, edited: set[int]) -> Iterator[Any]:
    """A personal *il* or a tonic *lui* after the singular ``tok`` anywhere in the line (*le créancier a le droit
    de demander … ; et il peut*) with no other masculine singular subject or name in between: it may take the
    noun up (a subject, or one the parser calls an object: *si mieux n'aime le locataire …, qu'il a déclaré*),
    so a rewritten noun would leave it half agreed."""
    doc = tok.doc
    for pronoun in doc[tok.i + 1 : sentence_end(tok)]:
        low = pronoun.lower_.lstrip("-")
        if pronoun.i in edited or low not in ("il", "lui", "lui-même"):
            continue
        if low == "il" and no_ones_il(pronoun):
            continue  # (s'il n'y a convention contraire)
        if low == "lui" and clitic_lui(pronoun):
            continue  # the clitic lui is both genders'
        for k in range(pronoun.i - 1, tok.i - 1, -1):
            word = doc[k]
            if k == tok.i:
                yield pronoun
                break
            if k in edited:
                continue
            if word.pos_ == "PROPN" or word.lower_ in ("il", "lui") or (
                    word.pos_ == "NOUN" and word.dep_.startswith("nsubj") and "Masc" in word.morph.get("Gender")
                    and "Plur" not in word.morph.get("Number") and word.lower_ not in _RELATIVES):  # (auquel
                # tagged a noun is no rival; a noun the tagger leaves genderless: no
                break


#: Pronouns that pick some of a group named after them (*chacun de ces héritiers*, *l'un des créanciers*).
_PARTITIVE_PRONOUNS = frozenset({"chacun", "aucun", "un", "quelques-uns", "certains", "nul"})


def partitive_before(tok) -> Any:
    """The pronoun of a partitive right before the plural ``tok`` (*chacun de ces cohéritiers*, *quelques-uns des
    autres codébiteurs*, *l'un des créanciers*, *l'un ou l'autre des conjoints*: the *un*), which agrees with it
    in gender; read off the words."""
    doc = tok.doc
    k = tok.i - 1
    while k >= 0 and tok.i - k <= 3 and (doc[k].pos_ == "DET" or doc[k].lower_ in ("autres", "deux")):
        k -= 1
    if k < 1 or doc[k].lower_ not in ("de", "des", "d'", "d’"):
        return None
    word = doc[k - 1]
    if word.lower_ == "uns" and k >= 3 and doc[k - 2].text == "-" and doc[k - 3].lower_ == "quelques":
        return word  # Quelques-uns des élèves, split by the tokenizer: the uns agrees (un·e·s has no point form)
    if word.lower_ == "autre" and k >= 5 and doc[k - 3].lower_ in ("ou", "et") and doc[k - 4].lower_ == "un":
        return doc[k - 4]  # l'un ou l'autre des conjoints: autre is epicene, the un agrees
    return word if word.lower_ in _PARTITIVE_PRONOUNS and word.pos_ != "DET" else None


#: Plural articles and possessives that *tous* stands before (*tous les*, *tous nos*).
_PLURAL_ARTICLES = frozenset({"les", "ces", "mes", "tes", "ses", "nos", "vos", "leurs"})


def determiners_before(tok) -> list[Any]:
    """The words before the plural ``tok`` that agree with it as its determiners, read off the words (the tagger
    often takes an epicene noun for an adjective and hangs them on the word after it: *Tous les élèves inscrits*):
    *certains* right before the noun or before one fronted adjective (*certains anciens élèves*), and *tous*
    before its article (*tous les élèves*, *tous nos anciens collègues*). Each has a point form."""
    doc = tok.doc
    k = tok.i - 1
    if k >= 0 and doc[k].pos_ == "ADJ" and doc[k].lower_ not in ("certains", "tous") and doc[k].lower_.endswith(
            ("s", "x")):
        k -= 1  # one fronted adjective (anciens, nouveaux)
    if k < 0:
        return []
    if doc[k].lower_ == "certains":
        return [doc[k]]
    if doc[k].lower_ in _PLURAL_ARTICLES and k >= 1 and doc[k - 1].lower_ == "tous":
        return [doc[k - 1]]
    return []


#: Forms of *être* and of the copular verbs by number: the predicate after them agrees with their subject.
_LINKS_BY_NUMBER = {
    False: frozenset({"est", "sera", "soit", "serait", "était", "fut", "fût", "demeure", "demeurera", "reste",
                      "restera", "devient", "deviendra"}),
    True: frozenset({"sont", "seront", "soient", "seraient", "étaient", "furent", "demeurent", "demeureront",
                     "restent", "resteront", "deviennent", "deviendront"}),
}
#: Subject pronouns that start a clause of their own between a noun and a later verb.
_RIVAL_PRONOUNS = frozenset({"il", "ils", "elle", "elles", "on", "celui", "celle", "ceux", "ce", "c'", "c’", "cela",
                             "je", "j'", "j’", "tu", "nous", "vous"})


def distant_predicate(tok, plural: bool) -> Any:
    """The predicate after the first *est*, *sera*, *demeure* … of ``tok``'s number later in its sentence, read
    off the words, when the parser hangs it elsewhere (*l'héritier qui n'a pas pris parti dans ce délai est
    réputé renonçant*: *réputé* a conjunct of *pris*): ``tok`` is no complement (no preposition), and no other
    subject stands between (a pronoun, a name, a noun the parser calls a subject, a *qui* of another noun)."""
    doc = tok.doc
    if any(c.dep_ == "case" for c in tok.children) or tok.dep_ in ("obj", "iobj", "nmod", "obl", "obl:arg"):
        return None
    end = min(sentence_end(tok), len(doc))  # (a text with no final stop)
    for k in range(tok.i + 1, end):
        word = doc[k]
        if (word.lower_ in _RIVAL_PRONOUNS and word.pos_ == "PRON") or word.pos_ == "PROPN" or (
                word.pos_ == "NOUN" and word.dep_.startswith("nsubj") and word.i != tok.i):
            return None
        if word.lower_ in _LINKS_BY_NUMBER[not plural]:
            return None  # a verb of the other number: another subject's
        if word.lower_ not in _LINKS_BY_NUMBER[plural]:
            continue
        j = k - 1
        while j > tok.i and (doc[j].lower_ in _CLITIC_WORDS or doc[j].lower_ in _CLITICS):
            j -= 1
        if doc[j].lower_ == "qui" and j - 1 != tok.i:
            return None  # la chose qui est vendue: another noun's relative
        j = k + 1
        while j < end and (doc[j].lower_ in RUN_ADVERBS or doc[j].lower_ in _CLITIC_WORDS
                           or doc[j].lower_ in ("été", "point", "jamais", "guère", "nullement", "aucunement")
                           or (doc[j].pos_ == "ADV" and doc[j].lower_.endswith("ment"))):
            j += 1
        return doc[j] if j < end and doc[j].is_lower and doc[j].pos_ in ("ADJ", "VERB", "NOUN") else None
    return None


def distant_agreement(tok, plural: bool, separator: str, short: bool = False) -> list[tuple[Any, str]]:
    """The words of :func:`distant_predicate` and the adjectives right after it (*est réputé·e renonçant·e*),
    each with its point form; empty when one of them has none (the final check then keeps the referent)."""
    word = distant_predicate(tok, plural)
    out: list[tuple[Any, str]] = []
    while word is not None and word.lower_ not in person_nouns() and _looks_agreeing(word, plural) and word.pos_ != "NOUN":
        form = agree_point(word, separator, plural, short)
        if form is None:
            return out if word.lower_.endswith(("e", "es")) else []
        out.append((word, form))
        word = word.doc[word.i + 1] if word.i + 1 < len(word.doc) else None
    return out


def alone_of_subject(tok, *, writing: bool = False) -> list[Any]:
    """*seul*, *seuls* after the verb of the subject ``tok`` in its sentence (*Le tuteur agit seul*, *peut faire
    seul les actes*): said of the subject, it agrees with it (*seul·e*). ``writing`` (the writer): only up to
    another subject (*le mandant reste seul* is the mandant's), read off the words; the final check takes every
    one, since the small parser often makes a noun of the clause its verb's subject (*l'héritier dans le lot
    duquel tombe cet immeuble demeure seul*): a line it cannot tell stays whole."""
    if not tok.dep_.startswith("nsubj"):
        return []
    doc = tok.doc
    out = []
    for w in doc[tok.head.i + 1 : sentence_end(tok)]:
        if writing and (w.dep_.startswith("nsubj") or (w.lower_ in _RIVAL_PRONOUNS and w.pos_ == "PRON")):
            break
        if w.lower_ in ("seul", "seuls") and (doc[w.i - 1].pos_ in ("VERB", "AUX") or w.i - 1 == tok.head.i):
            out.append(w)
    return out


def _apposed_after_comma(tok) -> list[Any]:
    """A participle or adjective apposed after a comma to the plural ``tok`` and its complement (*les anciens amis
    du roi, devenus ses plus implacables adversaires*): said of it, it agrees with it. Read off the words: the
    noun, a *de* complement (a determiner, a noun or a name, adjectives), the comma, then the word."""
    doc = tok.doc
    k = tok.i + 1
    if k < len(doc) and doc[k].lower_ in ("de", "du", "des", "d'", "d’"):
        k += 1
        while k < len(doc) and (doc[k].pos_ in ("DET", "ADJ") or doc[k].lower_ in ("la", "l'", "l’")):
            k += 1
        if k < len(doc) and doc[k].pos_ in ("NOUN", "PROPN"):
            k += 1
    if k + 1 >= len(doc) or doc[k].text != ",":
        return []
    word = doc[k + 1]  # (devenus tagged a finite verb: read off the word)
    return [word] if word.pos_ in ("VERB", "ADJ") and word.is_lower and word.lower_.endswith(("és", "us", "is", "ts", "x")) and (
        inflect_point(word.text, "·", True) is not None) else []


def _fronted_attributes(tok) -> list[Any]:
    """Adjectives and participles put first and detached by a comma before the subject ``tok`` (*Muets et surpris,
    les spectateurs de cette scène…*): said of it, they agree with it. Read off the words: from the start of the
    sentence, a run of adjectives, participles, adverbs and *et*, then a comma and ``tok``'s determiner."""
    doc = tok.doc
    k = _before_modifiers(tok, ("DET", "ADJ"))
    if k < 1 or doc[k].text != ",":
        return []
    run = doc[sentence_start(tok) : k]
    if not run or not all(w.pos_ in ("ADJ", "VERB", "ADV", "CCONJ", "NOUN") or w.text == "," for w in run) or any(
            w.pos_ == "NOUN" and (w.lower_ in person_nouns() or "Fin" in w.morph.get("VerbForm")) for w in run):
        return []  # (Citoyens, les députés…: an address, which the noun rules decide)
    return [w for w in run if w.pos_ in ("ADJ", "VERB", "NOUN") and w.is_alpha]  # (Muets tagged a noun)


_NUMBER_WORDS = frozenset({"deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"})


def _agrees_after_written(word, following) -> bool:
    """``following``, right after the written adjective or participle ``word``, agrees with the same person: a
    participle in -é (*seul·e habilité*, tagged a noun), or an adjective after a participle in -é (*présumé·e
    absent*; *absent* tagged an adverb or a verb too)."""
    if not following.is_lower or following.lower_ in person_nouns() or perfect_with_avoir(following):
        return False  # (ont tou·te·s publié: conjugated with avoir, it agrees with no subject)
    if following.lower_.endswith(("é", "és")) and following.pos_ in ("ADJ", "VERB", "NOUN"):
        return True
    return (word.lower_.endswith(("é", "és")) and (following.pos_ == "ADJ" or (
        following.pos_ in ("ADV", "VERB") and following.lower_.endswith(("ent", "ents"))))
        and inflect_point(following.text, "·", following.lower_.endswith(("s", "x"))) is not None)


def _subject_after_comma(tok) -> bool:
    """``tok`` is the subject of the main clause, right after the comma that ends a clause put first (*Après ce
    qu'ils avaient vu, les voyageurs pouvaient-ils…*): its determiner and adjectives, then the comma."""
    k = _before_modifiers(tok, ("DET", "ADJ", "NUM"))
    return k >= 0 and tok.doc[k].text == "," and k < tok.i - 1


def _before_modifiers(tok, tags: tuple[str, ...]) -> int:
    """The index of the word before the lower-case words tagged ``tags`` (determiners, adjectives) right before
    ``tok``, -1 at the start of the text: a comma there detaches what the sentence puts first from ``tok``."""
    doc = tok.doc
    k = tok.i - 1
    while k >= 0 and doc[k].pos_ in tags and doc[k].is_lower:
        k -= 1
    return k


def _predicate_noun(tok) -> list[Any]:
    """The person noun a plural form of *être* says the plural subject ``tok`` is (*les paysans ne sont pas des
    jardiniers*), read off the words (the parser makes the noun the root, or the object of *sont*): the first
    *sont*, *étaient* … after ``tok`` with no other subject between, a negation or adverbs, *des* or *de*,
    adjectives, then the noun."""
    doc = tok.doc
    end = min(sentence_end(tok), len(doc))  # (a text with no final stop)
    k = tok.i + 1
    while k < end and doc[k].lower_ not in PLURAL_ETRE:
        if (doc[k].lower_ in _RIVAL_PRONOUNS and doc[k].pos_ == "PRON") or doc[k].lower_ in ("qui", "que", "qu'", "qu’") or (
                doc[k].pos_ in ("VERB", "AUX") and "Fin" in doc[k].morph.get("VerbForm")):
            return []
        k += 1
    k += 1
    while k < end and (doc[k].lower_ in RUN_ADVERBS or doc[k].lower_ in ("ne", "n'", "n’", "point", "jamais", "guère")):
        k += 1
    if k >= end or doc[k].lower_ not in ("des", "de", "d'", "d’"):
        return []
    k += 1
    while k < end and doc[k].pos_ == "ADJ" and doc[k].is_lower:
        k += 1
    return [doc[k]] if k < end and doc[k].is_lower and (doc[k].lower_ in person_nouns() or _names_people(doc[k])) else []


#: Verbs whose subject is a person (*ils ne savent pas*, *ils pensent*): an *ils* with one of them is people.
_PERSON_VERBS = frozenset({"savoir", "penser", "croire", "vouloir", "dire", "parler", "connaître", "comprendre",
                           "aimer", "espérer", "craindre", "souhaiter", "apprendre", "lire", "écrire", "répondre"})


def _ils_past_things(tok, edited: set[int]) -> list[Any]:
    """*ils* with a verb of persons later in the sentence of the plural subject ``tok``, past masculine plurals of
    things only (*les habitants … ont seuls la persévérance …, avec les gloussements …, à travers les langues
    qu'ils ne savent pas*): the things cannot know, so it is the subject's, left in the masculine."""
    doc = tok.doc
    out = []
    for w in doc[tok.i + 1 : sentence_end(tok)]:
        if w.lower_ in ("ils", "-ils") and w.i not in edited and w.head.lemma_ in _PERSON_VERBS and not any(
                names_someone(t) or t.lower_ in person_nouns() or t.lower_ in ("ils", "eux", "elles")
                for t in doc[tok.i + 1 : w.i]):
            out.append(w)
    return out


def floating_tous(tok, edited: set[int]) -> list[Any]:
    """*tous les trois* after the plural ``tok`` in its sentence (*Les trois experts … les nommer tous les trois*)
    whose nearest masculine plural before it is ``tok`` or a word written with it: the group, in the masculine."""
    doc = tok.doc
    out = []
    for w in doc[tok.i + 1 : sentence_end(tok)]:
        if (w.lower_ != "tous" or w.i in edited or w.i + 2 >= len(doc) or doc[w.i + 1].lower_ != "les"
                or doc[w.i + 2].lower_ not in _NUMBER_WORDS):
            continue
        nearest = next((t for t in reversed(doc[tok.i : w.i]) if masculine_plural_noun(t) or (t.i in edited
                        and t.pos_ == "NOUN")), None)
        if nearest is not None and (nearest.i == tok.i or nearest.i in edited):
            out.append(w)
    return out


def edited_tokens(doc, edits) -> set[int]:
    """The indices of the tokens of ``doc`` that ``edits`` (with ``start`` and ``end`` offsets) change."""
    spans = [(e.start, e.end) for e in edits]
    return {t.i for t in doc if any(s < t.idx + len(t.text) and t.idx < e for s, e in spans)}


def unagreed_referents(doc, targets: list[tuple[Any, Any, bool]], edited: set[int], separator: str) -> set[int]:
    """The final check of the point form, all or nothing per referent: the indices of the rewritten nouns
    (``targets``: token, entry, plural) that a word still in the masculine refers to or agrees with after the
    edits (``edited``: the indices of the tokens an edit changes). Such a word is an attribute or predicate
    of the noun (*sont venus nombreux*), the word of a *comme* or *en tant que* phrase (*considérés comme
    actifs*), a coordinated noun or participle (*gérants et fondés de pouvoir*), an apposed person noun, a
    pronoun whose nearest masculine plural is the noun (*eux*, *ils*), a determiner with no point form (*du*,
    *au*), or another mention of the same person noun (*le mineur … du mineur*). A referent with one of them
    is left unchanged: a half-agreed line is worse than an unchanged one."""
    table = person_nouns()
    out: set[int] = set()
    for tok, entry, plural in targets:
        quantifier = partitive_before(tok)  # chacun de ces cohéritiers, quelques-uns des autres codébiteurs
        determiners = determiners_before(tok) if plural else []  # tous les élèves, certains collègues
        if tok.i not in edited and not any(w.i in edited for w in tok.children) and not (
                quantifier is not None and quantifier.i in edited) and not any(w.i in edited for w in determiners) and (
                not entry.epicene):
            continue  # nothing written for it: nothing half done (an epicene noun is never written itself, and what
            # agrees with it may hang elsewhere in the parse: Tous les élèves inscrit·e·s, sont venu·e·s … certains)
        partners = [c for c in tok.children if c.dep_ == "conj"] + ([tok.head] if tok.dep_ == "conj" else [])
        mixed = any(p.pos_ in ("NOUN", "PROPN") and "Fem" not in p.morph.get("Gender") and p.i not in edited
                    for p in partners)  # les délégués … et le comité seraient confondus: the pair's predicate
        words: list[Any] = [w for w in agreeing_words(tok, set()) if (w.dep_ != "det" or w.pos_ != "DET")
                            and not (mixed and w.head.i != tok.i)]
        words += following_agreement(tok, plural, separator)[0]
        words += [c for c in tok.children if c.dep_ == "appos" and c.pos_ == "NOUN"]
        if tok.dep_.startswith("nsubj"):  # not a past with avoir (réputé avoir opté), not an infinitive
            words += [c for c in tok.head.children if c.dep_ == "xcomp" and c.i > tok.i and not (
                "Inf" in c.morph.get("VerbForm") or any(a.dep_.startswith("aux") and a.lemma_ == "avoir"
                                                        for a in c.children))]
        words += [*comme_phrases(tok, checking=True), *_conjoined(tok), *_adjective_run(tok), *_copular_attributes(tok)]
        distant = distant_predicate(tok, plural)  # est réputé renonçant, demeure subrogé: hung elsewhere
        if distant is not None and distant.lower_ not in person_nouns():
            words.append(distant)
        start, end = sentence_start(tok), sentence_end(tok)
        words += [w for w in doc[tok.i + 1 : end]  # ce dernier, ces derniers: a later mention
                  if w.lower_ in ("dernier", "derniers") and w.i and doc[w.i - 1].lower_ in ("ce", "ces")
                  and not (w.i + 1 < len(doc) and doc[w.i + 1].pos_ == "NOUN")]  # (dans ce dernier cas: an adjective)
        words += alone_of_subject(tok)  # peut agir seul, faire seul les actes: alone, said of the subject
        words += _fronted_attributes(tok) if plural else []  # Muets et surpris, les spectateurs
        words += _predicate_noun(tok) if plural else []  # les paysans ne sont pas des jardiniers de l'espace
        words += [c for w in words if w.i in edited for c in _coordinated_after(w)]
        residual = [w for w in words if w.i not in edited and w.i != tok.i and varies_for(w, plural) and not (
            not plural and (doc[w.i - 1].lower_ in PLURAL_ETRE or any(c.lower_ in PLURAL_ETRE for c in w.children)))]
        # (les animaux que le propriétaire y a placés … sont soumis: a predicate of être in the plural is not his)
        if tok.i and doc[tok.i - 1].lower_ in ("du", "au") and not plural:
            residual.append(doc[tok.i - 1])  # du mineur: no point form of du, so the referent stays whole
        residual += list(_pronouns_after(tok, edited) if plural else _singular_pronouns_after(tok, edited))
        residual += _one_of_them_after(tok, edited) if plural else []
        residual += _dislocated_pronoun(tok, edited) if plural else []
        residual += floating_tous(tok, edited) if plural else []
        siblings = [c for c in tok.head.children if c.dep_ == "conj" and c.i != tok.i] if tok.dep_ == "conj" else []
        residual += [p for p in partners + siblings if plural and p.i not in edited and p.is_lower and (  # les maçons,
            hit := table.get(p.lower_)) is not None and hit[1] is True and not hit[0].epicene
            and not hit[0].ambiguous]  # charpentiers… et autres ouvriers: a person noun of the list coordinated
        # with it, left in the masculine (not des acteurs économiques, … des citoyens: mostly organisations)
        residual += [w for w in _apposed_after_comma(tok) if w.i not in edited] if plural else []  # les anciens amis
        # du roi, devenus ses plus implacables adversaires (devenus tagged a finite verb)
        residual += _ils_past_things(tok, edited) if plural and tok.dep_.startswith("nsubj") else []
        if plural and _subject_after_comma(tok):  # Après ce qu'ils avaient vu, les voyageurs…: an ils of a clause
            # put first announces the subject (not pour qu'ils retrouvent confiance en leurs élus: someone else)
            residual += [p for p in doc[start : tok.i] if p.lower_ == "ils" and p.i not in edited
                         and p.i and doc[p.i - 1].lower_ in _BEFORE_CATAPHORIC_IL
                         and not any(n.pos_ == "PROPN" or masculine_plural_noun(n) for n in doc[start : p.i])]
        if quantifier is not None and quantifier.i not in edited:
            residual.append(quantifier)
        residual += [w for w in determiners if w.i not in edited]  # Tous les élèves inscrit·e·s: a broken line
        if not plural:  # des héritiers qu'il laisse, … dont le défunt a pu disposer: an il before its noun
            residual += [p for p in doc[start : tok.i] if p.lower_ == "il" and p.i not in edited
                         and p.i and doc[p.i - 1].lower_ in _BEFORE_CATAPHORIC_IL  # in a relative or a clause
                         and not impersonal(p) and not _impersonal_passive(p) and not any(
                             n.pos_ in ("NOUN", "PROPN") and "Masc" in n.morph.get("Gender")
                             and "Plur" not in n.morph.get("Number") for n in doc[start : p.i])]
        residual += [o for o in doc[start:end] if o.i != tok.i and o.i not in edited
                     and (not entry.epicene or (o.i and doc[o.i - 1].lower_ in _VARYING_DETERMINERS
                                                and o.i - 1 not in edited))  # d'un indivisaire … l'un·e des indivisaires
                     and (hit := table.get(o.lower_)) is not None and hit[0] == entry]  # any number: les héritiers
        # … s'il n'y a pas d'héritier connu
        if residual:
            out.add(tok.i)
    for pronoun in _unagreed_pronouns(doc, edited):  # chacun·e des soldat·e·s sera millionnaire ou mangé
        start = sentence_start(pronoun)
        out |= {tok.i for tok, _entry, _plural in targets if start <= tok.i < pronoun.i}
    nouns = {tok.i for tok, _entry, _plural in targets}
    for word in doc:  # est seul·e habilité (habilité tagged a noun): the word right after a written adjective
        following = doc[word.i + 1] if word.i + 1 < len(doc) else None
        if (word.i in edited and word.i not in nouns and word.pos_ in ("ADJ", "VERB") and following is not None
                and following.i not in edited and _agrees_after_written(word, following)):
            start = sentence_start(word)
            out |= {i for i in nouns if start <= i < word.i}
    return out | half_done_statements(doc, targets, edited)


#: Pronouns that name a person of a rule (*il*, *celui-ci*, *chacun*): left in the masculine beside a rewritten
#: generic person of the same statement, they leave it half done.
_RULE_PRONOUNS = frozenset({"il", "ils", "lui", "eux", "lui-même", "celui", "celui-ci", "ceux-ci", "chacun", "aucun",
                            "nul"})
#: Pronouns of a group that take up a plural named before them in the statement (*chacun*, *celui-ci*).
_GROUP_PRONOUNS = frozenset({"chacun", "aucun", "celui-ci", "ceux-ci", "nul"})
#: Determiners of a generic singular (*un huissier*, *tout créancier*): a person of the rule, whoever it is.
_INDEFINITE = frozenset({"un", "tout", "chaque", "aucun", "nul", "quelque"})
#: Determiners of a plural noun, which a later *ils* may take up (*les statuts … qu'ils déterminent*).
_PLURAL_DETERMINERS = frozenset({"les", "des", "ces", "leurs", "ses", "nos", "vos", "mes", "tes", "aux", "plusieurs",
                                 "certains", "quelques", "tous"})
#: Singular determiners with a feminine of their own: an epicene noun after them still needs the point form.
_VARYING_DETERMINERS = frozenset({"du", "au", "un", "le", "tout", "aucun", "nul"})


def half_done_statements(doc, targets: list[tuple[Any, Any, bool]], edited: set[int]) -> set[int]:
    """The final check per statement (a sentence): a careful editor rewrites every generic person of one rule
    together, so a statement with a rewritten person and another generic person left in the masculine is left
    unchanged as a whole (the indices of its rewritten nouns are returned). The other person is a pronoun
    the rules did not write (*si le·la vendeur·euse … ; il peut*, *chacun* after *plusieurs gérant·e·s*,
    *celui-ci* after *l'un·e des codébiteur·rice·s*), a person of the rule after *du* or *au*, which have no point form
    (*les héritier·ère·s du disposant*; not *les électeur·rice·s du candidat*, one man), a participle agreeing with *les* (*après les avoir dûment appelés*),
    or, beside a rewritten generic singular, an indefinite singular person (*un huissier*) or a person of the
    law (*le mandataire*), a personal *il* or *lui* before or after it, and *un autre*; in the register of a
    law, an *ils* with no plural before it in the statement (the persons of the rule named in another one). Offices acting and
    named people are not generic persons, and stay whatever their statement does."""
    table = person_nouns()
    written = [(tok, plural) for tok, _entry, plural in targets
               if tok.i in edited or any(w.i in edited for w in tok.children)]
    out: set[int] = set()
    nouns = {tok.i for tok, _entry, _plural in targets}
    for start in sorted({sentence_start(tok) for tok, _plural in written}):
        end = sentence_end(doc[start])
        mine = [(tok, plural) for tok, plural in written if start <= tok.i < end]
        rule = any(not plural for _tok, plural in mine)  # a generic singular: the statement is a rule
        law = rule or law_register({t.lower_ for t in doc[start:end]})
        first = min(tok.i for tok, _plural in mine)
        for word in doc[start:end]:
            if word.i in edited or word.i in nouns:
                continue
            if _left_person(word, table, edited, rule=rule, law=law, after_plural=any(p and t.i < word.i for t, p in mine),
                            after_first=word.i > first):
                out |= {tok.i for tok, _entry, _plural in targets if start <= tok.i < end}
                break
    return out


def _one_of_them_after(tok, edited: set[int]) -> list[Any]:
    """*l'un* standing alone after the plural ``tok`` (*Deux ouvriers … tandis que l'un agite sa main*), *un autre*,
    *tous les autres*: one or some of them, in the masculine the rewrite leaves; not *l'un des N* (a partitive of
    its own noun) nor *l'un l'autre* (each other), nor *l'autre*, which is both genders'."""
    doc = tok.doc
    out = []
    for w in doc[tok.i + 1 : sentence_end(tok)]:
        if (w.lower_ == "autres" and w.i >= 2 and doc[w.i - 1].lower_ == "les" and doc[w.i - 2].lower_ == "tous"
                and w.i not in edited and doc[w.i - 2].i not in edited):
            out.append(w)  # répartie sur tous les autres: the others of the group, in the masculine
            continue
        if (w.lower_ == "autre" and w.i not in edited and doc[w.i - 1].lower_ == "un" and doc[w.i - 1].i not in edited
                and w.i + 1 < len(doc) and doc[w.i + 1].pos_ in ("AUX", "VERB", "PRON", "ADV")):
            out.append(w)  # l'un·e des indivisaires …, un autre peut se faire habiliter: another of them
            continue
        if w.i in edited or w.lower_ != "un" or not w.i or doc[w.i - 1].lower_ not in ("l'", "l’"):
            continue  # (l'autre is both genders': pour policer l'autre leaves nothing to write)
        after = doc[w.i + 1] if w.i + 1 < len(doc) else None
        if after is not None and (after.lower_ in ("des", "de", "d'", "d’", "d'entre", "d’entre") or after.lower_.startswith(("l'", "l’"))):
            continue
        out.append(w)
    return out


def _dislocated_pronoun(tok, edited: set[int]) -> list[Any]:
    """*Ils ne sont guère raisonnables, monsieur le marié, vos amis*: the plural ``tok`` put last after a comma
    (right dislocation) is what an *ils* or *eux* of its sentence announced; left in the masculine, it leaves
    the line half agreed."""
    doc = tok.doc
    start, end = sentence_start(tok), sentence_end(tok)
    k = tok.i - 1
    while k > start and doc[k].pos_ == "DET":
        k -= 1
    if doc[k].text != "," or any(not w.is_punct for w in doc[tok.i + 1 : end]):
        return []
    return [w for w in doc[start : k] if w.lower_ in ("ils", "eux") and w.i not in edited]


#: Words before an *il* that may take up a noun after it: a relative (*des héritiers qu'il laisse*) or a
#: clause put first (*Lorsqu'il est en jouissance, l'apporteur est garant*).
_BEFORE_CATAPHORIC_IL = frozenset({"qu'", "qu’", "que", "dont", "où", "lorsqu'", "lorsqu’", "s'", "s’", "quand",
                                   "puisqu'", "puisqu’", "tant"})


#: Participles of an impersonal passive with no object (*il a été procédé à*, *il est statué sur*).
_IMPERSONAL_PARTICIPLES = frozenset({"procédé", "statué", "pourvu", "sursis", "dérogé", "satisfait", "répondu"})


def _impersonal_passive(il) -> bool:
    """*il* is the subject of an impersonal passive, read off the words: *il est envisagé une vente*, *il sera
    dressé une expédition*, *il peut être convenu que* (the logical subject after the participle), *il n'a rien
    été réglé*, *il n'a pas été procédé* (a verb with no object). Not *il est tenu de*, *il a été condamné à*."""
    doc = il.doc
    k = il.i + 1
    words = []
    while k < len(doc) and len(words) < 5 and (doc[k].is_alpha or doc[k].lower_ in ("n'", "n’")):
        words.append(doc[k].lower_)
        if doc[k].pos_ in ("VERB", "ADJ") and (doc[k].lower_.endswith("é") or "Part" in doc[k].morph.get("VerbForm")):
            after = doc[k + 1].lower_ if k + 1 < len(doc) else ""
            return ("rien" in words or doc[k].lower_ in _IMPERSONAL_PARTICIPLES
                    or ((after in ("un", "une", "des", "du") or (after in ("que", "qu'", "qu’") and not any(
                        w in ("ne", "n'", "n’") for w in words)))  # (il ne sera tenu qu'à: ne … que, a person)
                        and any(w in ("est", "sera", "serait", "a", "été", "être") for w in words)))
        k += 1
    return False


def _coordinated_with_written(word, edited: set[int]) -> bool:
    """The plural person noun ``word`` is the second of a coordination whose first member was rewritten (*les
    chef·fe·s d'État et les agents diplomatiques*), read off the words: its determiner and adjectives, *et* or
    *ou*, and a rewritten word among the six before."""
    doc = word.doc
    k = word.i - 1
    while k >= 0 and (doc[k].pos_ in ("DET", "ADJ") or doc[k].lower_ in ("de", "d'", "d’", "aux", "des")):
        k -= 1
    if k < 1 or doc[k].lower_ not in ("et", "ou", "ni"):
        return False
    return any(t.i in edited and t.pos_ == "NOUN" for t in doc[max(sentence_start(word), k - 6) : k])


def _free_relative(word, table) -> bool:
    """*celui qui*, *ceux dont*: ``word`` opens a relative and no noun of its gender and number that names no
    person stands before it in the sentence (*le délai … celui qui court* takes up the delay), read off the words;
    a noun of a prepositional phrase (*à l'égard des*, *au profit de*) is none."""
    doc = word.doc
    plural = word.lower_ == "ceux"
    return word.i + 1 < len(doc) and doc[word.i + 1].lower_ in ("qui", "dont") and not any(
        t.pos_ == "NOUN" and "Masc" in t.morph.get("Gender") and plural == ("Plur" in t.morph.get("Number"))
        and t.lower_ not in table and doc[t.i + 1].lower_ not in ("de", "des", "du", "d'", "d’")
        for t in doc[sentence_start(word) : word.i])


def _left_person(word, table, edited: set[int], *, rule: bool, law: bool, after_plural: bool,
                 after_first: bool) -> bool:
    """``word`` is a generic person of a statement left in the masculine (see :func:`half_done_statements`)."""
    doc = word.doc
    low = word.lower_.lstrip("-")
    before = doc[word.i - 1].lower_ if word.i else ""
    if low in _RULE_PRONOUNS and word.pos_ in ("PRON", "PROPN"):  # (not a vote blanc ou nul)
        k = word.i + 1
        while k < len(doc) and doc[k].lower_ in ("ne", "n'", "n’"):
            k += 1
        if low in ("il", "ils") and ((impersonal(word) and word.head.lemma_ != "avoir")
                                     or (k < len(doc) and doc[k].lower_ in ("y", "ya")) or _impersonal_passive(word)):
            return False  # il faut, il y a, il est possible de
        if low == "lui" and clitic_lui(word):
            return False  # the clitic lui is both genders'
        things = low in ("ils", "ceux-ci", "eux") and any(masculine_plural_noun(t) and any(c.lower_ in _PLURAL_DETERMINERS for c in t.children)
                                      for t in doc[sentence_start(word) : word.i] if t.i not in edited)
        # (des effets mobiliers … quand ils y sont scellés, les statuts … qu'ils déterminent: a plural before it)
        if law and not things and (rule or low == "ils"):
            return True  # en cas d'insuffisance de cet actif, ils n'ont de recours que contre les légataires
        if law and low == "celui" and _free_relative(word, table):
            return True  # des héritier·ère·s de celui qui a contracté: whoever did, a person of the rule
        return after_first and low in _GROUP_PRONOUNS
    if law and low == "ceux" and word.pos_ == "PRON" and _free_relative(word, table):
        return True  # signés par le·la testateur·rice, par ceux qui les auront reçus: whoever did, of the same rule
    if after_plural and low in ("les", "l'", "l’") and word.pos_ == "PRON":
        k = word.i + 1
        if k < len(doc) and doc[k].lemma_ == "avoir":  # après les avoir dûment appelés
            k += 1
            while k < len(doc) and (doc[k].lower_ in RUN_ADVERBS or doc[k].lower_.endswith("ment")):
                k += 1
            if not (k < len(doc) and low == "les" and varies_for(doc[k], True)):
                return False
            nearest = next((t for t in reversed(doc[sentence_start(word) : word.i]) if masculine_plural_noun(t)), None)
            return nearest is not None and nearest.i in edited  # (les documents … les avoir envoyés: not them)
        return False
    if rule and low == "autre" and before == "un" and (
            word.i + 1 >= len(doc) or doc[word.i + 1].is_punct or doc[word.i + 1].pos_ in ("SCONJ", "CCONJ", "ADP")):
        return True  # céder son bail à un autre
    hit = table.get(low)
    following = doc[word.i + 1] if word.i + 1 < len(doc) else None
    if hit is None or not word.is_lower or (following is not None and following.pos_ == "PROPN"):
        return False  # (le notaire Dupont: a named person)
    k = word.i - 1
    while k >= 0 and doc[k].pos_ == "ADJ" and doc[k].is_lower:
        k -= 1  # du second bénéficiaire
    det = doc[k].lower_ if k >= 0 else ""
    if hit[0].epicene and det not in _VARYING_DETERMINERS:
        return False  # chaque fonctionnaire, l'héritier réservataire: nothing to write
    if det in ("du", "au"):  # the decision du juge stays with its office; les électeurs du candidat: one man
        return low not in OFFICES and not hit[1] and (rule or hit[0].masculine.lower() in LAW_ROLES)
    if hit[1] is True and not hit[0].epicene:
        return _coordinated_with_written(word, edited) or (  # les chef·fe·s d'État et les agents diplomatiques
            rule and hit[0].masculine.lower() in LAW_ROLES)  # leurs héritiers … le·la créancier·ère: one rule
    if not rule or hit[1]:
        return False
    if det in _INDEFINITE:
        return True  # un commissaire-priseur, un huissier ou un notaire: anyone of them
    return det in ("le", "l'", "l’", "son") and hit[0].masculine.lower() in LAW_ROLES  # (au profit de son tuteur)


#: Pronouns and quantifiers the point form rewrites, whose own predicate must agree with them.
_PRONOUN_CONTROLLERS = frozenset({"ils", "-ils", "il", "eux", "chacun", "ceux", "celui", "tous", "certains", "aucun",
                                  "quelques-uns", "plusieurs", "un", "nul"})


def _unagreed_pronouns(doc, edited: set[int]) -> Iterator[Any]:
    """Rewritten pronouns (*chacun·e*, *eux·elles*, *ils·elles*) with a word that agrees with them still in the
    masculine: their predicate and its conjuncts (*sera millionnaire ou mangé*), the participle right after
    *eux* (*ou eux dûment appelés*), the quantifier of *d'entre eux* (*quelques-uns d'entre eux*)."""
    for pronoun in doc:
        low = pronoun.lower_
        if pronoun.i not in edited or low not in _PRONOUN_CONTROLLERS:
            continue
        plural = low.endswith(("s", "x"))
        words = [w for w in agreeing_words(pronoun, set()) if w.dep_ != "det"]
        words += [c for w in words for c in _coordinated_after(w)]
        k = pronoun.i + 1
        while k < len(doc) and (doc[k].lower_ in RUN_ADVERBS or doc[k].lower_.endswith("ment")):
            k += 1
        if low == "eux" and k < len(doc) and doc[k].pos_ in ("ADJ", "VERB"):  # eux dûment appelés (not: eux aussi un)
            words.append(doc[k])
        if low == "eux" and pronoun.i >= 2 and doc[pronoun.i - 1].lower_ == "entre":
            words.append(doc[pronoun.i - 3])
        if low == "eux":  # l'un ou de plusieurs d'entre eux: the un of the partitive, read off the words
            words += [w for w in doc[max(0, pronoun.i - 7) : pronoun.i] if w.lower_ in ("un", "aucun", "chacun")
                      and w.i + 1 < len(doc) and doc[w.i + 1].lower_ in ("ou", "de", "d'", "d’", "et")]
        if any(w.i not in edited and w.i != pronoun.i and varies_for(w, plural) for w in words):
            yield pronoun


#: Plural person nouns that stay as they are (the list leaves them out on purpose): a partner of these in a
#: coordination is no reason to keep the other, nor a masculine left beside it.
NEVER_CHANGED = frozenset({"enfants", "parents", "gens", "membres", "personnes", "hommes", "femmes", "jeunes",
                           "adultes", "proches", "ayants"})
#: List partners that are no generic masculine left: nouns that name men or women by their sense, and those.
_NOT_LEFT = GENDERED_NOUNS | NEVER_CHANGED | {"messieurs", "gars", "mecs"}
#: Words that join the members of a list of people (*les officiers, les matelots, les passagers*; *des greffiers
#: et des juges*; *contre les passants comme contre des voleurs*).
LIST_LINKS = frozenset({",", "et", "ou", "ni", "comme"})
#: Words that may stand between a list link and the next member's noun.
_MEMBER_OPENERS = frozenset({"les", "des", "de", "d'", "d’", "aux", "à", "ces", "leurs", "autres", "même", "contre",
                             "autant", "tous", "toutes", "avec", "entre", "par", "pour"})
#: Words before an infinitive *être* or *avoir été* that has no subject of its own (*sans être tenu*).
_BARE_INFINITIVE_MARKS = frozenset({"sans", "pour", "de", "d'", "d’", "avant", "après"})


def _next_member(doc, k: int, step: int) -> Any:
    """The noun of the list member next to the word at ``k`` in the direction ``step`` (+1, -1): past a link
    of the list and the member's determiners, or None where no link stands there."""
    end = min(sentence_end(doc[k]), len(doc))
    start = sentence_start(doc[k])
    j = k + step
    while start <= j < end and (doc[j].pos_ == "ADJ" if step > 0 else (doc[j].lower_ in _MEMBER_OPENERS
                                                                       or doc[j].like_num)):
        j += step  # the member's own adjectives (les officiers supérieurs, les matelots), or its determiners
    if not (start <= j < end and doc[j].lower_ in LIST_LINKS):
        return None
    j += step
    while start <= j < end and (doc[j].lower_ in _MEMBER_OPENERS or doc[j].lower_ in LIST_LINKS or doc[j].like_num
                                or (step < 0 and doc[j].pos_ == "ADJ")):  # (100 000 civils et 16 000 prisonniers)
        j += step
    return doc[j] if start <= j < end and doc[j].pos_ in ("NOUN", "ADJ") and doc[j].is_lower else None


def _left_in_list(member, edited: set[int]) -> bool:
    """``member``, a list partner of a rewritten plural person noun, is left in the masculine: a plural noun
    that names people in the masculine (a person noun that is not epicene, or a noun with a feminine of its own:
    *matelots*, *voleurs*), or an epicene one whose adjective is left (*juges départiteurs*)."""
    low = member.lower_
    if (member.i in edited or not low.endswith(("s", "x")) or "Fem" in member.morph.get("Gender")
            or low in _NOT_LEFT):  # (les passager·ère·s, hommes et femmes: men, not a masculine left)
        return False
    hit = person_nouns().get(low)
    if hit is not None and hit[0].epicene:
        doc = member.doc
        after = doc[member.i + 1] if member.i + 1 < len(doc) else None
        return after is not None and after.pos_ == "ADJ" and after.i not in edited and _masculine_people(after)
    if hit is not None:
        return hit[1] is True and not hit[0].ambiguous
    return member.pos_ == "NOUN" and _masculine_people(member)


def _masculine_people(word) -> bool:
    """``word``, a plural noun or adjective, has a feminine of its own or an agent's ending (*voleurs*,
    *départiteurs*: *-eurs* has *-euses* or *-rices*); a noun, only a feminine with an ending of people
    (*civiles*, not *animales* nor *paquettes*)."""
    low = word.lower_
    if low.endswith("eurs"):
        return True
    if word.pos_ != "NOUN":
        return varies_for(word, True)
    feminine = feminine_of(low, True) or ""  # a noun: a feminine of people (civiles, not animales nor paquettes)
    return varies_for(word, True) and feminine.endswith((*_PEOPLE_FEMININES, "iles", "oues", "ines"))


def broken_sentences(doc, targets: list[tuple[Any, Any, bool]], edited: set[int]) -> list[tuple[int, int]]:
    """The last check of a rewritten line (``targets``: token, entry, plural; ``edited``: the indices of the
    tokens the edits change): the character spans of the sentences the edits break, which are left whole (a
    wrong edit costs more than a missed one). A sentence is broken where a word that refers to a rewritten
    person, or a list partner of it, is left in the masculine, or where an adjective or participle is written
    without its noun (:data:`LINE_CHECKS`)."""
    spans = set()
    for check in LINE_CHECKS:
        for word in check(doc, targets, edited):
            start, end = sentence_start(word), min(sentence_end(word), len(doc))
            spans.add((doc[start].idx, doc[end - 1].idx + len(doc[end - 1].text)))
    return sorted(spans)


def _adjective_without_noun(doc, targets: list[tuple[Any, Any, bool]], edited: set[int]) -> Iterator[Any]:
    """An adjective or participle written right after a person noun left in the masculine (*n'était pas
    héritier présomptif·ve*): an adjective is written only together with its noun."""
    table = person_nouns()
    nouns = {tok.i for tok, _entry, _plural in targets}
    for i in sorted(edited - nouns):
        word = doc[i]
        if word.pos_ not in ("ADJ", "VERB", "ADV") or not word.is_lower:
            continue
        k = i - 1
        while k >= 0 and doc[k].lower_ in RUN_ADVERBS:
            k -= 1
        noun = doc[k] if k >= 0 else None
        if (noun is not None and k not in edited and noun.is_lower and (hit := table.get(noun.lower_)) is not None
                and not hit[0].epicene and not hit[0].ambiguous):
            yield word


def _referring_word_left(doc, targets: list[tuple[Any, Any, bool]], edited: set[int]) -> Iterator[Any]:
    """A word that refers to a rewritten person left in the masculine, where the writer's agreement does not
    reach it: the participle of an infinitive *être* (or *avoir été*) with no subject of its own (*sans*,
    *pour*, *de* before it) after a rewritten singular (*donne à l'usufruitier·ère … le droit d'en percevoir
    les arrérages, sans être tenu*); the word of *, même …* said of the rewritten noun before it (*formée par
    l'auteur·rice de la reconnaissance, même mineur*); the participle after the plural *être* of a rewritten
    plural subject or of its relative (*Les élu·e·s locaux·ales s'en sont émus*; *les débiteur·rice·s, qui n'en
    sont tenus*)."""
    written = [(tok, plural) for tok, _entry, plural in targets if tok.i in edited]
    for word in doc:
        low = word.lower_
        if low in ("être", "été") and word.i + 1 < len(doc) and any(
                not plural and t.i < word.i and sentence_start(t) == sentence_start(word) for t, plural in written):
            k = word.i - 1
            if low == "été":  # sans avoir été tenu
                if k < 0 or doc[k].lower_ != "avoir":
                    continue
                k -= 1
            while k >= 0 and doc[k].lower_ in ("ne", "n'", "n’", "pas", "point", "jamais", "plus"):
                k -= 1
            participle = doc[word.i + 1]
            if (k >= 0 and doc[k].lower_ in _BARE_INFINITIVE_MARKS and participle.i not in edited
                    and participle.pos_ in ("VERB", "ADJ") and varies_for(participle, False)):
                yield participle
        if low == "même" and word.i >= 2 and doc[word.i - 1].text == "," and word.i + 1 < len(doc):
            said = doc[word.i + 1]
            nearest = next((t for t in reversed(doc[sentence_start(word) : word.i - 1]) if t.pos_ in ("NOUN", "PROPN")
                            and ("Fem" not in t.morph.get("Gender") or t.i in edited)), None)
            target = next((plural for t, plural in written if nearest is not None and t.i == nearest.i), None)
            if target is not None and said.i not in edited and varies_for(said, target):
                yield said
    for tok, plural in written:
        k = tok.i + 1
        if plural and k + 1 < len(doc) and doc[k].text == "," and doc[k + 1].lower_ == "qui":
            k += 1  # les débiteur·rice·s, qui n'en sont tenus: the predicate of its relative
        relative = plural and k < len(doc) and doc[k].lower_ == "qui"
        if not plural or not (tok.dep_.startswith("nsubj") or relative):
            continue
        k += relative
        while k < len(doc) and (k in edited or doc[k].lower_ in _CLITIC_WORDS) and doc[k].lower_ not in PLURAL_ETRE:
            k += 1
        if k + 1 < len(doc) and doc[k].lower_ in PLURAL_ETRE:
            participle = doc[k + 1]
            if participle.i not in edited and participle.is_lower and participle.pos_ in ("VERB", "ADJ", "ADV") and (
                    participle.lower_.endswith(("és", "is", "us", "ts")) and feminine_of(participle.lower_, True)):
                yield participle  # (émus tagged an adverb: a past participle read off the word and the tables)


def _half_written_list(doc, targets: list[tuple[Any, Any, bool]], edited: set[int]) -> Iterator[Any]:
    """A list partner of a rewritten plural person noun left in the masculine: a person noun or a noun with a
    feminine of its own (*des greffier·ère·s et des juges départiteurs*, *contre les passant·e·s comme contre
    autant de voleurs*, *100 000 civils et 16 000 prisonnier·ère·s*), or any plural noun between two rewritten
    members (*les officier·ère·s, les matelots, les passager·ère·s*)."""
    table = person_nouns()
    nouns = {tok.i for tok, _entry, _plural in targets}
    for tok, _entry, plural in targets:
        if not plural or tok.i not in edited:
            continue
        for step in (1, -1):
            member = _next_member(doc, tok.i, step)
            if member is None or member.i in nouns:
                continue
            if _left_in_list(member, edited):
                yield member
            beyond = _next_member(doc, member.i, step)
            if (beyond is not None and beyond.i in nouns and beyond.i in edited and member.pos_ == "NOUN"
                    and member.i not in edited and member.lower_.endswith(("s", "x"))
                    and "Fem" not in member.morph.get("Gender") and member.lower_ not in table):
                yield member


#: The checks of :func:`broken_sentences`, each a class of broken line that yields the words left (measured one
#: by one on the judged reads).
LINE_CHECKS = [_adjective_without_noun, _referring_word_left, _half_written_list]


#: Object pronouns before *avoir* whose participle agrees with them (*il les a tous vus*).
_OBJECT_CLITICS = frozenset({"les", "l'", "l’", "la", "nous", "vous", "me", "m'", "m’", "te", "t'", "t’"})


def perfect_with_avoir(word) -> bool:
    """``word`` is the past participle of a perfect with *avoir* after the floating *tous* of its subject (*ils
    ont tous composé*): a participle conjugated with *avoir* never agrees with the subject, and no object
    pronoun stands before *avoir* for it to agree with (not *il les a tous vus*)."""
    doc = word.doc
    i = word.i
    if i < 2 or doc[i - 1].lower_ not in ("tous", "toutes") or doc[i - 2].lemma_ != "avoir":
        return False
    return not (i >= 3 and doc[i - 3].lower_ in _OBJECT_CLITICS) and word.pos_ in ("VERB", "ADJ", "NOUN")
