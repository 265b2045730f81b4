"""Which pronouns take up a rewritten person noun (*ils*, *il*, *eux*, inverted *-ils*, a floating *tous*), read
off the words and the parse of one text: the subject chain across clauses, *eux* after its noun, and the pronouns
left over by both. A pronoun that may mean another noun is left alone, and so is the noun it may mean."""

from __future__ import annotations

import re
from typing import Any

from fairwrite.fr.morphology import feminine_of
from fairwrite.fr.nouns import person_nouns
from fairwrite.fr.referents import names_someone

#: Prepositions after which a sentence-final *tous* names people (*merci à tous*).
TOUS_PREPOSITIONS = ("à", "pour", "par", "avec", "entre", "de", "chez")


def unresolved_pronoun(tok, done: set[int]) -> bool:
    """A pronoun after the singular ``tok`` in its sentence that may take it up and that the rules do not
    put in the point form (*il* not resumed, *lui*, *celui-ci*): rewriting the noun would leave the line
    half agreed, so it stays."""
    for t in tok.sent:
        if t.i <= tok.i or t.i in done:
            continue
        low = t.lower_.lstrip("-")
        if low == "lui" and clitic_lui(t):
            continue  # qui lui sont opposables
        if low in ("lui", "lui-même", "celui-ci", "celui-là") or (low == "il" and not no_ones_il(t)):
            return True  # où il a eu connaissance: personal
    return False


def no_ones_il(il) -> bool:
    """*il* refers to no one: the subject of an impersonal verb (*il faut*; not *avoir*: *il a eu*, personal) or
    of *il y a* (*s'il n'y a convention contraire*). One check for the writer's guard
    (:func:`unresolved_pronoun`) and the final check (fr.agreement)."""
    return (impersonal(il) and il.head.lemma_ != "avoir") or il_y_a(il)


def il_y_a(il) -> bool:
    """*il y a*, *il n'y a*, *il y aura*, *s'il n'y a eu*: the impersonal *il* of *y avoir*, read off the words."""
    doc, k = il.doc, il.i + 1
    if k < len(doc) and doc[k].lower_ in ("n'", "n’", "ne"):
        k += 1
    return k + 1 < len(doc) and doc[k].lower_ == "y" and doc[k + 1].lower_ in _AVOIR_3SG


#: The third-person singular forms of *avoir* after *il y*.
_AVOIR_3SG = frozenset({"a", "aura", "avait", "eut", "ait", "aurait", "eût"})


def clitic_lui(lui) -> bool:
    """*lui* is a clitic before its verb (*qui lui sont opposables*): both genders' (*à lui* or *à elle*), so
    nothing to write, unlike a tonic *lui*."""
    doc = lui.doc
    following = doc[lui.i + 1] if lui.i + 1 < len(doc) else None
    before = doc[lui.i - 1] if lui.i else None
    return (lui.dep_ in ("iobj", "obj", "obl:arg") and lui.i < lui.head.i) or (
        following is not None and following.pos_ in ("VERB", "AUX") and following.is_lower
        and before is not None and before.pos_ not in ("ADP", "AUX") and before.lower_ not in ("et", "ou", "que", "qu'"))
    # (le bien lui demeurera, however parsed; not avec lui pour, c'est lui, lui et moi)


#: Verbs whose subject *il* may be impersonal (*il faut*, *il reste du pain*, *il arrive que*): left alone.
_IMPERSONAL = frozenset({"falloir", "agir", "pleuvoir", "neiger", "sembler", "paraître", "exister", "suffire",
                         "rester", "manquer", "valoir", "arriver", "advenir", "importer", "convenir"})  # il y a: the y


#: *il est / il semble … de|que* (*il est important de*), *il est temps*, *il est midi*: impersonal.
_IMPERSONAL_ETRE = re.compile(
    r"(?:n['’]|ne\s+)?(?:en\s+)?(?:est|était|serait|sera|fut|semble|semblait|paraît|paraissait|va)\s+"  # il en est de même
    r"(?:(?:(?!(?:aux|au|à|le|la|les|des|du|un|une|par|pour|en)\b)[^\W\d_]+\s+){0,3}(?:de|d['’]|que|qu['’])\b"
    r"|temps\b|tard\b|tôt\b|midi\b|minuit\b|\d)",  # (not il est assujetti aux frais de: a personal il)
    re.IGNORECASE)


def impersonal(tok) -> bool:
    """*il* is (or may be) impersonal: *il faut*, *il y a*, *il est important de*, *il est midi*. Read off
    the words: the small parser calls many personal *il* at a sentence start ``expl:subj`` too."""
    doc = tok.doc
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if tok.head.lemma_ in _IMPERSONAL or (after is not None and after.lower_ == "y") or il_y_a(tok):
        return True  # (encore qu'il n'y ait aucune faute)
    if tok.head.pos_ == "VERB" and "Part" in tok.head.morph.get("VerbForm") and tok.head.lemma_ in _BOUND:
        return False  # il est tenu de, s'il est forcé de: a person bound to act, never impersonal
    if _impersonal_passive(tok):
        return True
    match = _IMPERSONAL_ETRE.match(doc.text, tok.idx + len(tok.text) + 1)
    if match is not None and any(w.lower() in person_nouns() for w in match.group().split()):
        return False  # il était propriétaire de la chose: what a person is, not il est temps de
    return match is not None


def _impersonal_passive(tok) -> bool:
    """*il est envisagé une vente*, *il est procédé à l'aliénation*, *il sera dressé un acte*: *il* + a form of
    *être* + a participle followed by a determiner, a bare noun or *à*, the impersonal passive of the law (*à
    moins qu'il ne soit fait application de l'article*). Read off the words."""
    doc = tok.doc
    k = tok.i + 1
    while k < len(doc) and doc[k].lower_ in ("ne", "n'", "n’", "en", "lui", "leur", "y"):
        k += 1
    if k + 2 >= len(doc) or doc[k].lower_ not in ("est", "sera", "serait", "fut", "était", "soit"):
        return False
    participle, after = doc[k + 1], doc[k + 2]
    return ((participle.lower_.endswith("é") or participle.lower_ == "fait") and participle.lemma_ not in _BOUND
            and (after.pos_ in ("DET", "NOUN") or after.lower_ in ("à", "au", "aux")))


#: Participles of a person bound or allowed to act (*il est tenu de payer*): *il est … de* with them is personal.
_BOUND = frozenset({"tenir", "forcer", "obliger", "contraindre", "autoriser", "habiliter", "charger", "dispenser",
                    "déchoir", "admettre", "astreindre", "condamner", "invité", "inviter", "prier", "requérir"})


#: Nouns of time, which no pronoun takes up (*de nos jours, ils…*): they do not break a pronoun chain.
_TIME_NOUNS = frozenset({"jours", "temps", "ans", "années", "mois", "siècles", "moments", "instants", "soirs",
                         "matins", "heures", "minutes", "semaines", "fois",
                         # and singular ones of a rule's time limits (dans un délai d'un an à compter du jour où il…)
                         "jour", "an", "délai", "moment", "instant", "terme", "siècle", "soir", "matin"})


#: Pronouns that take up a plural or singular generic subject, with their feminine (*eux* → *eux·elles*).
PRONOUN_FEMININE = {"ils": "elles", "il": "elle", "eux": "elles"}


def _object_of_relative(noun) -> bool:
    """``noun`` (with its adjectives) is the object of the relative clause right after it whose subject is *il*
    or *ils* (*le cas fortuit qu'il allègue*, *le jour où il*), or the right that *avoir … de* + infinitive
    names (*a le droit de déclarer*): the pronoun cannot mean that noun, so it does not end a chain."""
    doc = noun.doc
    k = noun.i + 1
    while k < len(doc) and k <= noun.i + 2 and doc[k].is_lower and doc[k].pos_ in ("ADJ", "VERB"):
        k += 1  # (fortuit, tagged a verb)
    if k + 1 < len(doc) and doc[k].lower_ in ("que", "qu'", "qu’", "où", "dont") and doc[k + 1].lower_ in ("il", "ils"):
        return True  # (le jour où il a eu connaissance: il is not the day)
    # le droit de déclarer, lorsqu'il paye: the object of avoir before de + infinitive is a right, not a person
    return (noun.head.lemma_ == "avoir" and noun.dep_ == "obj" and k + 1 < len(doc)
            and doc[k].lower_ in ("de", "d'", "d’") and "Inf" in doc[k + 1].morph.get("VerbForm"))


def subject_of_its_relative(pronoun, noun) -> bool:
    """``pronoun``, at most four words after ``noun``, is the subject of the relative clause whose object is
    ``noun`` (*aux spectateurs qu'ils soupçonnent*): it does not take ``noun`` up. One check for the writer
    (:func:`resumed_pronouns`) and the final check (fr.agreement)."""
    return pronoun.i - noun.i <= 4 and _object_of_relative(noun)


#: Words of a quantity whose complement is the group a plural verb agrees with (*nombre de visiteurs sont
#: venus*, *beaucoup d'étrangers sont partis*, *trop de salariés sont mal payés*).
QUANTITY_WORDS = frozenset({"nombre", "plupart", "majorité", "minorité", "moitié", "beaucoup", "peu", "trop",
                            "tant", "combien", "partie", "tiers", "quart", "totalité", "centaine", "dizaine",
                            "millier", "milliers", "centaines", "dizaines", "foule", "poignée", "reste"})


def quantity_verb(tok) -> Any:
    """The verb whose subject is a quantity of the plural ``tok`` (*nombre de visiteurs sont venus*, *trop de
    salariés sont … payés*: the parser hangs an adverb of quantity on the verb), or ``None``."""
    quantity = tok.head
    if (tok.dep_ not in ("nmod", "obl:arg", "obl") or "Plur" not in tok.morph.get("Number")
            or quantity.lower_ not in QUANTITY_WORDS or not any(
                c.dep_ == "case" and c.lower_ in ("de", "d'", "d’", "des") for c in tok.children)):
        return None
    if quantity.dep_ in ("nsubj", "nsubj:pass") or (quantity.dep_ == "advmod" and quantity.i < quantity.head.i):
        return quantity.head
    return None


def subject_pronouns(doc, targets: dict[int, Any], state: str | None,
                      plural_subjects: frozenset[int] = frozenset(), singular_subjects: frozenset[int] = frozenset(),
                      ) -> tuple[list[tuple[Any, bool]], str | None]:
    """Subject *ils* / *il* (also inverted, *seraient-ils*) and *eux* taking up a rewritten generic subject
    of the same number, with no other masculine noun of that number in between (which the pronoun could
    mean); ``state`` is the chain carried over from the previous segment (see
    :class:`~fairwrite.fr.referents.DocumentWindow`); ``plural_subjects``: other rewritten words that start a
    plural chain (*ceux qui…, s'ils…*), ``singular_subjects`` a singular one (*celui qui … qu'il*). Returns the pronouns (with their number, plural = True) and the
    chain at the end of the text."""
    out = []
    suspended = None  # a singular chain that only a noun naming no person broke (see _person_only)
    nouns = person_nouns()
    for tok in doc:
        target = targets.get(tok.i)
        if tok.pos_ != "PRON" and any(c.dep_ in ("cop", "aux:pass", "nsubj", "nsubj:pass") for c in tok.children):
            continue  # a predicate (doit être patient, sont contents) says what the subject is: no new antecedent
        pronoun = tok.lower_.lstrip("-")
        if state == "singular" and tok.pos_ == "NOUN" and tok.lower_ not in nouns and (
                "Plur" not in tok.morph.get("Number")):
            suspended = "singular"
        elif target is not None or tok.pos_ == "PROPN" or (
                tok.pos_ == "NOUN" and tok.lower_ in nouns):
            suspended = None  # another person: il may mean it
        if (state is None and suspended == "singular" and tok.pos_ == "PRON" and pronoun == "il"
                and not impersonal(tok) and _person_only(tok)):
            state = "singular"  # le conjoint a le choix de la propriété … tant qu'il n'a pas exercé son option
        if tok.i in plural_subjects:
            state = "plural" if tok.dep_ in ("nsubj", "nsubj:pass") else state
        elif tok.i in singular_subjects:
            state = "singular" if tok.dep_ in ("nsubj", "nsubj:pass") else state
            suspended = None
        elif target is not None:
            # a subject: the pronoun of the next clause most often continues it (not an object's)
            subject = tok.dep_ in ("nsubj", "nsubj:pass") or quantity_verb(tok) is not None  # (nombre de N … ils)
            state = ("plural" if target.plural else "singular") if subject else None
        elif tok.pos_ == "NOUN" and tok.lower_ in _TIME_NOUNS:
            continue
        elif tok.pos_ in ("NOUN", "PROPN") and "Fem" not in tok.morph.get("Gender") and not _object_of_relative(tok):
            number = tok.morph.get("Number")
            if tok.pos_ == "PROPN" or (state == "plural" and "Sing" not in number) or (
                    state == "singular" and "Plur" not in number):
                state = None  # the pronoun could refer to this noun: leave it
        elif tok.pos_ == "PRON" and state is not None and (
            (pronoun in ("ils", "eux") and state == "plural")
            or (pronoun == "il" and state == "singular" and not impersonal(tok))
        ):
            out.append((tok, state == "plural"))
    return out, state


#: Predicates whose subject is a person, never a thing: the acts and states of the person of a rule (*il a
#: exercé son option*, *s'il est forcé de payer*, *il recueille*, *il est tenu de*). After a singular person
#: subject, an *il* with one of them cannot mean a noun of a thing in between (*le choix*, *le fonds*).
_PERSON_PREDICATES = frozenset({
    "exercer", "payer", "accepter", "renoncer", "opter", "consentir", "ignorer", "savoir", "connaître", "vouloir",
    "décéder", "mourir", "recueillir", "réclamer", "prouver", "justifier", "choisir", "demander", "requérir",
    "acquérir", "acheter", "emprunter", "hériter", "signer", "déclarer", "refuser", "prétendre", "agir",
    "forcer", "obliger", "contraindre", "tenir", "charger", "autoriser", "habiliter", "dispenser", "déchoir",
    "décider", "estimer", "souhaiter", "désirer", "pouvoir", "devoir", "répondre", "rembourser", "restituer",
    "indemniser", "gagner", "perdre", "administrer", "jouir", "disposer", "recevoir", "contracter", "s'obliger",
})


def _person_only(pronoun) -> bool:
    """The verb of the subject ``pronoun`` (or the infinitive its modal governs) is a person's act
    (:data:`_PERSON_PREDICATES`), or *avoir* with a possessive right or remedy (*il a son recours*)."""
    verb = pronoun.head
    if verb.lemma_ in _PERSON_PREDICATES or (verb.pos_ == "NOUN" and verb.lower_ in person_nouns()):
        return True  # (qu'il était propriétaire: what only a person is)
    if verb.lemma_ == "avoir":
        return any(c.dep_ == "obj" and any(d.lower_ in ("son", "sa", "ses") for d in c.children)
                   and c.lower_ in ("recours", "droit", "choix", "option", "action") for c in verb.children)
    return False


def eux_pronouns(doc, plurals: set[int], done: set[int]) -> list[tuple[Any, bool]]:
    """*eux*, and an inverted *-ils* (*Ces Européens seraient-ils…*), whose nearest masculine plural before
    it in the sentence is a rewritten plural (*ces professionnels méritent eux aussi*, *sont rentrés chez
    eux*): read off the words, since the small parser often leaves them unattached. Another masculine plural
    noun or pronoun in between could be what the pronoun means, and then it stays."""
    out = []
    for tok in doc:
        if (tok.lower_ not in ("eux", "-ils") and not _floating_tous(tok)) or tok.i in done:
            continue
        subject = emphasised_subject(tok)
        if subject is not None:  # les serveurs qui ont accueilli les électeurs sont eux-mêmes…: the servers
            if subject.i in plurals:
                out.append((tok, True))
            continue
        for k in range(tok.i - 1, sentence_start(tok) - 1, -1):
            word = doc[k]
            if k in plurals:
                out.append((tok, True))
                break
            if word.pos_ in ("NOUN", "PROPN", "PRON") and "Fem" not in word.morph.get("Gender") and (
                    "Sing" not in word.morph.get("Number")) and word.lower_ not in _TIME_NOUNS and word.lower_ not in (
                    "qui", "que", "qu'", "qu’", "se", "s'", "s’", "nous", "vous", "on", "en", "y"):
                break
    return out


#: Words after an emphatic *eux* (*eux-mêmes*, *eux aussi*, *eux seuls*).
_EMPHASIS = frozenset({"-", "-mêmes", "mêmes", "aussi", "seuls", "non", "également"})


def emphasised_subject(eux) -> Any:
    """The subject that an emphatic *eux* right after its verb repeats (*ils sont eux-mêmes*, *méritent eux
    aussi*), from the parse: the nearest noun before would often be wrong (*les serveurs qui ont accueilli
    les électeurs sont eux-mêmes en Espagne*). ``None`` when *eux* is not emphatic or no subject is found."""
    doc = eux.doc
    if eux.lower_ != "eux" or eux.i == 0 or eux.i + 1 >= len(doc) or doc[eux.i + 1].lower_ not in _EMPHASIS:
        return None
    verb = doc[eux.i - 1]
    if verb.pos_ not in ("VERB", "AUX"):
        return None
    for head in (eux, eux.head, verb, verb.head):
        subjects = [c for c in head.children if c.dep_ in ("nsubj", "nsubj:pass") and c.i < eux.i and c.i != eux.i]
        if subjects:
            return subjects[-1]
    return None


#: Personal pronouns that may take up a masculine plural (*ils*, inverted *-ils*, *eux*).
_PLURAL_PRONOUNS = frozenset({"ils", "-ils", "eux"})


def resumed_pronouns(doc, plurals: set[int], done: set[int]) -> tuple[list[tuple[Any, bool]], set[int]]:
    """*ils*, *-ils* and *eux* left over by the subject chain and by :func:`eux_pronouns` (*Quant aux passagers, je
    rappelle qu'ils…*, *un groupe d'amis … qu'ils ont tagée*), read off the words of the whole text: the
    nearest masculine plural before the pronoun is a rewritten plural, so the pronoun is rewritten too.
    When another masculine plural noun stands in between (which the pronoun may mean), the plurals before
    it are returned as unsure: rewriting them would leave a pronoun that may be theirs in the masculine.
    A pronoun after an earlier *ils* the rewrite keeps (*Ils seront aidés par des voisins…, et ils…*) or
    after a named person takes up them, and is left alone."""
    out: list[tuple[Any, bool]] = []
    unsure: set[int] = set()
    first = min(plurals, default=None)
    if first is None:
        return out, unsure
    for tok in doc:
        if _demonstrative_pronoun(tok) and tok.i > first:
            # ceux-ci, ceux-là: no settled inclusive form; the plural it may take up stays with it
            for k in range(tok.i - 1, max(first, sentence_start(tok)) - 1, -1):
                if k in plurals:
                    unsure.add(k)
                    break
                if masculine_plural_noun(doc[k]):
                    break
            continue
        if tok.lower_ not in _PLURAL_PRONOUNS or tok.i in done or tok.i < first:
            continue
        if (tok.lower_ != "eux" and tok.pos_ != "PRON") or emphasised_subject(tok) is not None:
            continue  # an emphatic eux is its verb's subject's (:func:`eux_pronouns` decided)
        start = sentence_start(tok)
        if any(t.lower_ in _PLURAL_PRONOUNS and t.i not in done for t in doc[start: first]) or any(
                names_someone(t) for t in doc[start : tok.i]):
            continue
        for k in range(tok.i - 1, start - 1, -1):
            word = doc[k]
            if k in plurals:
                if subject_of_its_relative(tok, word):
                    break  # aux spectateurs qu'ils soupçonnent: the relative's subject is not its object
                if not word.dep_.startswith("nsubj") and any(
                        masculine_plural_noun(t) and t.dep_.startswith("nsubj") and t.i not in plurals
                        for t in doc[sentence_start(word) : k]):
                    break  # ces territoires envoient des représentants, mais ils…: the subject goes on
                out.append((tok, True))
                break
            if word.lower_ in _PLURAL_PRONOUNS or (word.lower_ in ("les", "ceux") and word.pos_ == "PRON"):
                break  # another pronoun the rewrite keeps: this one may continue it
            if masculine_plural_noun(word):
                # a subject before it would be the pronoun's first reading; a complement (la santé des
                # étudiants … leurs rêves et ce qu'ils révèlent) is no likelier than the noun in between
                unsure |= {p for p in plurals if start <= p < k and (
                    doc[p].dep_.startswith("nsubj") or quantity_verb(doc[p]) is not None)}
                break
    return out, unsure


def _demonstrative_pronoun(tok) -> bool:
    """*ceux-ci*, *ceux-là* (one token or two)."""
    low = tok.lower_
    if low in ("ceux-ci", "ceux-là"):
        return True
    if low != "ceux" or tok.i + 1 >= len(tok.doc):
        return False  # (checked first: Doc.text joins the whole text anew at each call, and this runs per token)
    end = tok.idx + len(tok.text)
    return tok.doc.text[end : end + 3].lower() in ("-ci", "-là")


def masculine_plural_noun(word) -> bool:
    """A noun a masculine plural pronoun may take up (not a noun of time: *de nos jours, ils…*)."""
    return (word.pos_ == "NOUN" and "Fem" not in word.morph.get("Gender") and "Sing" not in word.morph.get("Number")
            and word.lower_ not in _TIME_NOUNS) or (word.pos_ == "PROPN" and "Plur" in word.morph.get("Number"))


#: Words after *tous* that make it a determiner or a quantifier of something else (*tous les*, *tous deux*).
_TOUS_FOLLOWERS = frozenset({"les", "ces", "mes", "tes", "ses", "nos", "vos", "leurs", "ceux", "deux", "trois",
                             "quatre", "cinq", "ensemble", "azimuts", "genres", "sens", "côtés", "points"})


def _floating_tous(tok) -> bool:
    """*tous* floated after its noun (*les passagers étaient nombreux, et tous pleins de confiance*), not the
    determiner of a following noun (*tous les*), nor the *tous* of *à tous* (:func:`_tous`)."""
    doc = tok.doc
    if tok.lower_ != "tous" or tok.i == 0 or doc[tok.i - 1].lower_ in (*TOUS_PREPOSITIONS, "nous", "vous"):
        return False  # (de nous tous: the speakers)
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is None or after.lower_ in _TOUS_FOLLOWERS or after.like_num:
        return False
    # a noun after it is the tagger's name for a participle (tous pleins) when it has a feminine
    return after.pos_ != "NOUN" or bool(feminine_of(after.lower_, True))


def sentence_start(tok) -> int:
    """Index of the first token of ``tok``'s sentence, read off the punctuation (the small parser also
    cuts after a vocative, *Pierre, Paul, | chacun de vous…*)."""
    k = tok.i
    while k > 0 and tok.doc[k - 1].text not in (".", "!", "?", "…"):
        k -= 1
    return k
