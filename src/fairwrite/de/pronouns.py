"""Pronouns that follow a rewritten person: *er* → *er\\*sie*, *seinen* → *seinen\\*ihren*, relative
*der* → *der\\*die*, *derjenige* → *der\\*diejenige*, standalone *jeder* → *jede\\*r*, *als einziger* →
*als einzige\\*r*; feminine pronouns of a rewritten feminine noun likewise.

A pronoun is rewritten only when its antecedent is a rewritten person of the sentence, or, with no
antecedent in the sentence, when the context is about a person (reported speech, a verb of saying, a
person later in the sentence, a possession people have: :func:`_human_context`). Pronouns about a
name, a lexically gendered noun (*Mann*, *Mutter*) or a non-person noun (*der Vertrag … er*) stay.
"""

from __future__ import annotations

from fairwrite.de import words
from fairwrite.de.forms import Dual, word_pairs
from fairwrite.de.morphology import CONTRACTIONS, analyse_determiner, preposition_cases
from fairwrite.de.phrase import CLAUSE_START
from fairwrite.de.referents import LEXICAL_GENDER, POSSESSIVE_ENDINGS, clause_bound
from fairwrite.de.sentence import Referent, Sentence
from fairwrite.de.tokens import sentence_initial

_words = str.split  # word lists are written as one string

_SAYING = tuple(
    _words(
        "sagt sagte gesagt erklärt betont meint meinte kündigt kündigte fordert forderte kritisiert warf "
        "wirft wies weist sprach spricht verwies verweist räumt räumte teilt teilte berichtet bestätigt "
        "warnt warnte glaubt glaubte hofft hoffte weiß wusste wußte denkt dachte versprach verspricht "
        "bezeichnet antwortet fragt fragte bat bittet dankt dankte kandidiert trat tritt lobt lobte "
        "entschuldigt beklagt beklagte empfahl empfiehlt erinnert erinnerte verteidigt verteidigte "
        "bekräftigt zeigte zeigt fühlt fühlte arbeitet arbeitete lebt lebte starb stirbt heiratete "
        "schrieb schreibt las liest lachte lacht"
    )
)

_PERSONAL_M = {"er": ("er", "sie"), "ihn": ("ihn", "sie"), "ihm": ("ihm", "ihr"), "dieser": ("dieser", "diese")}
_RELATIVE_M = {
    m: (m, f)
    for m, f in word_pairs("der die, den die, dem der, dessen deren, welcher welche, welchen welche, welchem welcher")
}
_RELATIVE_F = {f: (m, f) for m, f in word_pairs("der die, dem der, dessen deren, welcher welche")}
#: Relative pronouns that cannot refer to a plural (*der*, *dem*, *dessen*).
_SINGULAR_RELATIVES = frozenset(("der", "dem", "dessen", "welcher", "welchem"))
_STANDALONE = {
    m: (m, f)
    for m, f in word_pairs(
        "jeder jede, jeden jede, jedem jeder, keiner keine, keinen keine, keinem keiner, einer eine, mancher manche, "
        "derjenige diejenige, denjenigen diejenige, demjenigen derjenigen, desjenigen derjenigen"
    )
}


def rewrite_pronouns(st: Sentence) -> None:
    """Add the duals of the pronouns of ``st`` that refer to a rewritten person (see module docs)."""
    tokens = st.tokens
    for i, tok in enumerate(tokens):
        low = tok.lower
        possessive = low[:4] == "sein" or low[:3] == "ihr"
        if st.blocked[i] or (i in st.owner and not possessive):
            continue
        if low == "denjenigen" and _plural_correlate(st, i):
            continue  # gegenüber denjenigen, welche … aufgeführt haben: a dative plural, neither form is one
        if low in _STANDALONE and _standalone(st, i):
            if (
                st.keep_individuals
                and low in ("einer", "einen", "einem")
                and st.token(i + 1) is not None
                and st.tokens[i + 1].lower in words.PARTITIVE
                and not _of_rewritten_group(st, i + 1)
            ):
                st.names.append(i)  # einer der Verletzten sagte: one person of a report (issue 41)
                continue
            if _of_group_left_as_written(st, i):
                st.names.append(i)  # Zwei Herren, einer spricht; Drei Spieler laufen, einer in Weiß
                continue
            masc, fem = _STANDALONE[low]
            st.pronoun(i, masc, fem)
            st.add_referent(i, "m", rewritten=True)
            continue
        if low in words.NOMINALISED and _nominalised(st, i):
            st.add(
                Dual(tok.start, tok.end, tok.text, tok.text[:-1], "pronoun", "sg", -1, st.new_group()), i
            )
            continue
        rel = _relative(st, i)
        if rel is not None:
            masc, fem = rel
            st.pronoun(i, masc, fem)
            continue
        if low in _PERSONAL_M and (low != "dieser" or _demonstrative_subject(st, i)):
            # (dieser only standalone: die Eignung dieser Methoden is an article)
            if _refers_to_person(st, i, "m", neuter=low == "ihm"):
                masc, fem = _PERSONAL_M[low]
                st.pronoun(i, masc, fem)
                st.add_referent(i, "m", rewritten=True)
            continue
        if low.startswith("sein") and low[4:] in POSSESSIVE_ENDINGS:
            if _neuter_subject_before(st, i):
                continue  # alles hat eben seine Grenzen: the possessive of a neuter pronoun
            if st.precedes_noun(i) and _refers_to_person(st, i, "m", neuter=True):
                ending = low[4:]
                st.pronoun(i, tok.text, "ihr" + ending, replace=True)
            continue
        if low in ("sie", "ihr") or (low.startswith("ihr") and low[3:] in POSSESSIVE_ENDINGS):
            if tok.text[:1] in "SI" and not sentence_initial(tokens, i):
                continue  # formal address: Sie, Ihr, Ihren mid-sentence
            ref = _feminine_antecedent(st, i)
            if ref is None:
                continue
            possessive = low.startswith("ihr") and (low != "ihr" or st.precedes_noun(i))
            if possessive:
                ending = low[3:]
                st.pronoun(i, "sein" + ending, tok.text, replace=True)
            elif low == "ihr":
                st.pronoun(i, "ihm", tok.text)
            else:
                st.pronoun(i, "ihn" if _object_position(st, i) else "er", tok.text)
                st.add_referent(i, "f", rewritten=True)
            continue

def rewrite_distributive(st: Sentence) -> None:
    """*Zwei Musiker\\*innen, von denen einer … und der andere …*: the pair *einer … der andere* (or *der
    eine … der andere*) splits a rewritten plural into its members, so both halves agree with it
    (*eine\\*r … der\\*die andere*), never one of them only (issue 41)."""
    tokens = st.tokens
    plural = [r.token for r in st.referents.values() if r.rewritten and r.plural]
    other = next(
        (
            k
            for k in range(1, len(tokens) - 1)
            if tokens[k].lower == "der"
            and tokens[k + 1].lower == "andere"
            and not (k + 2 < len(tokens) and _masculine_head(st, k + 2))
        ),
        None,
    )
    if other is None:
        return
    one = next(
        (
            k
            for k in range(1, other)
            if (tokens[k].lower == "einer" and tokens[k - 1].text in (",", "-", "–", "(", "denen", "ihnen"))
            or (tokens[k].lower == "eine" and tokens[k - 1].lower == "der" and tokens[k + 1].text[:1].islower())
        ),
        None,
    )
    if one is None or st.blocked[one] or st.blocked[other]:
        return
    if not any(p < one for p in plural):
        # no rewritten plural splits here (Zwei Skateboardfahrer, einer … der andere: a noun the lexicon
        # lacks): the pair stays as written, the standalone *einer* too
        if tokens[one].lower == "einer" and one in st.duals and st.duals[one].kind == "pronoun":
            del st.duals[one]
            st.owner.pop(one, None)
        return
    if tokens[one].lower == "einer":
        st.pronoun(one, "einer", "eine")
    else:
        st.pronoun(one - 1, "der", "die")  # der eine … der andere
    st.pronoun(other, "der", "die")


def _masculine_head(st: Sentence, j: int) -> bool:
    """Token ``j`` may be the noun of *der andere* before it (*der andere Mann*); an object of another gender
    (*der andere Werkzeug*: *das Werkzeug*) leaves *der andere* a pronoun."""
    t = st.tokens[j]
    if not t.is_capitalised():
        return False
    genders = st.lex.noun_genders(t.text)
    return not genders or any(g == "m" and n == "sg" for g, n in genders) or st.lex.is_person(t.text)


def _nominalised(st: Sentence, i: int) -> bool:
    """*als einziger*, *kein anderer*: a masculine adjective standing for a person of the sentence."""
    tokens = st.tokens
    prev = tokens[i - 1].lower if i > 0 else ""
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if prev not in ("als", "ein", "kein", "jeder") or (
        nxt is not None and (nxt.is_capitalised() or st.is_adj(i + 1))
    ):
        return False
    return any(r.gender == "m" and r.rewritten and not r.plural for r in st.referents.values())


def _of_group_left_as_written(st: Sentence, i: int) -> bool:
    """The standalone *einer*/*keiner*/*jeder* at ``i`` picks one of a group of people named before it in
    its sentence, and the line keeps that group as written: a group whose gender a plural states (*Zwei
    Herren, einer spricht*; *die Brüder … keiner*) or a person plural the rewrite left (*Drei Spieler
    laufen, einer in Weiß*). The member agrees with its group, so it stays too (never *Drei Spieler …,
    eine\\*r in Weiß*, issue 41). A rewritten group (or none) leaves the pronoun to the other rules."""
    tokens = st.tokens
    for j in range(i - 1, max(-1, i - 12), -1):
        t = tokens[j]
        if t.text in (".", "!", "?", ";", ":"):
            return False
        ref = st.referent_at(j)
        if ref is not None:
            return ref.plural and not ref.rewritten
        if (
            t.is_capitalised()
            and t.text.isalpha()
            and not sentence_initial(tokens, j)
            and (t.text in LEXICAL_GENDER or st.lex.is_person(t.text))
        ):
            return True  # a gendered group, or a person noun the rewrite left (no referent for it)
    return False


#: Determiners of a dative plural after a partitive *von* (*keiner von den/diesen/meinen Lehrern*).
_DATIVE_PLURAL_DETERMINERS = frozenset(_words("den diesen jenen meinen deinen seinen ihren unseren euren allen"))


def _standalone(st: Sentence, i: int) -> bool:
    """*jeder*, *keiner*, *derjenige* used as a pronoun (not followed by its noun)."""
    tokens = st.tokens
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if nxt is None:
        return True
    if nxt.text[:1].isdigit():
        return False  # in einer 150-Quadratmeter-Wohnung, jeder 3. Fall: an article
    if nxt.lower.startswith(("solch", "derartig")):
        return False  # die Aufnahme einer solchen [Tätigkeit]: the article of an elided noun (s13 read)
    if tokens[i].lower.startswith("jed") and i > 0 and tokens[i - 1].lower in ("ein", "eines", "einem", "einen"):
        return False  # Ein Jeder, einem Jeden: archaic, its own article has no star form to agree (s13)
    if (nxt.text[:1].isupper() and nxt.text[:1].isalpha()) or _brand_noun(nxt.text):
        return False
    after = st.token(i + 2)
    if nxt.lower == "von" and after is not None and after.lower in _DATIVE_PLURAL_DETERMINERS:
        return _partitive_person(st, i + 1)  # keiner von den Lehrern: the partitive, however far its noun
    if (
        tokens[i].lower in ("einer", "keiner")
        and i > 0
        and (tokens[i - 1].lower in words.SINGULAR_COPULAS or tokens[i - 1].lower in words.SINGULAR_MODALS)
        and nxt.text.islower()
        and (after is None or after.text in (".", "!", "?", ",", ";"))
        and any(r.rewritten and r.plural and r.token < i for r in st.referents.values())
    ):
        return True  # Von meinen Schüler*innen ist keiner durchgefallen.: one of the rewritten group, a verb ends it
    if st.is_adj(i + 1) or _lowercase_noun(st, i) or _article_ahead(st, i) or article_of_later_noun(st, i):
        return False  # (jeder klar denkende Bürger: an article across an adverb)
    if nxt is not None and nxt.text in ("`", "``", "„", '"', "»", "«", "‚", "'"):
        return False  # einer „verabscheuungswürdigen Tat“: an article before a quoted phrase
    if nxt.lower in words.PARTITIVE:
        return _partitive_person(st, i + 1)  # (jeder meiner Gedanken: a thing's partitive, no person)
    if tokens[i].lower in ("einer", "keiner", "einen", "keinen", "einem", "keinem"):
        # also an article (im Kontext einer professionell geführten …): only the partitive
        # "einer der …" or a pronoun before punctuation counts
        if nxt.lower in words.PARTITIVE or nxt.text in (",", ".", "!", "?", ";", ":"):
            return True
        if tokens[i].lower in ("einen", "keinen", "einem", "keinem"):
            # the accusative and dative are articles far more often than pronouns (wir haben keinen
            # detaillierten veröffentlicht: an elided noun), and as pronouns they may stand for a thing:
            # only the partitive or a pronoun before punctuation counts (issue 41)
            return False
        if _article_ahead(st, i):
            return False
        if _own_prepositional_phrase(st, i) and any(r.rewritten and r.plural and r.token < i for r in st.referents.values()):
            return True  # Drei Spieler*innen laufen, einer in weißem Trikot: one of the rewritten group
        if i > 0 and tokens[i - 1].text.islower() and preposition_cases(tokens[i - 1].lower):
            return False  # in einer auf fünf Wochen befristeten Aktion: after a preposition, an article
        after = tokens[i + 2] if i + 2 < len(tokens) else None
        return not (after is not None and (after.is_capitalised() or st.is_adj(i + 2)))
    return nxt.text[:1].isalpha() or nxt.text in (",", ".", "!", "?", ";", ":")


def _plural_correlate(st: Sentence, i: int) -> bool:
    """*denjenigen* at ``i`` (an accusative singular or a dative plural) is the plural one: the relative clause
    it announces opens with *die*, *welche* or *denen* (*gegenüber denjenigen nicht, welche … haben*)."""
    tokens = st.tokens
    for k in range(i + 1, min(len(tokens) - 1, i + 8)):
        if tokens[k].text == ",":
            return tokens[k + 1].lower in ("die", "welche", "denen")
        if tokens[k].text in (".", ";", ":", "!", "?"):
            return False
    return False


def _article_ahead(st: Sentence, i: int) -> bool:
    """*einer schon ganz irregeleiteten Phantasie*, *zu einer politisch sehr instabilen Lage*, *einer
    nahezu zur Untätigkeit verdammten Verwaltung*: adverbs (and a prepositional phrase) between *einer*
    and an adjective before its noun make *einer* that noun's article, never a pronoun to star (issue
    41); another determiner first (*von denen einer ein gelbes Metallstück hält*) leaves it a pronoun."""
    tokens = st.tokens
    k = i + 1
    while k < min(len(tokens), i + 10):
        t = tokens[k]
        if not t.text[:1].isalnum() or analyse_determiner(t.lower):
            return False
        if st.is_adj(k) and k + 1 < len(tokens) and tokens[k + 1].is_capitalised():
            return True
        if t.is_capitalised():
            return False
        if t.lower == "zu" and k + 2 < len(tokens) and st.is_adj(k + 1) and tokens[k + 2].is_capitalised():
            return True  # einer im Programm zu verwendenden Rakete: a gerundive before the noun
        if preposition_cases(t.lower) or t.lower in CONTRACTIONS:
            k += 1  # an inner prepositional phrase: its determiner, adjectives and noun
            if k < len(tokens) and tokens[k].text in ("§", "§§"):
                while k < len(tokens) and (tokens[k].text in ("§", "§§") or tokens[k].text[:1].isdigit()):
                    k += 1  # einer nach § 1 erlassenen Rechtsverordnung: a cited provision, no noun of its own
                continue
            k = _past_modifiers(st, k)
            if k < len(tokens) and tokens[k].is_capitalised():
                k += 1
                # durch die Wasser- und Schifffahrtsverwaltung: a coordinated noun of the same phrase
                if k + 1 < len(tokens) and tokens[k].text == "-" and tokens[k + 1].lower in words.COORDINATORS:
                    k += 1  # the hyphen of a truncated compound
                while k + 1 < len(tokens) and tokens[k].lower in words.COORDINATORS:
                    k = _past_modifiers(st, k + 1)
                    if k < len(tokens) and tokens[k].is_capitalised():
                        k += 1
            continue
        k += 1
    return False


def _own_prepositional_phrase(st: Sentence, i: int) -> bool:
    """*einer in weißem Trikot.*, *keiner aus dem Dorf, …*: a prepositional phrase right after *einer* that
    closes the clause (punctuation or a conjunction after its noun) belongs to the pronoun. An attribute
    goes on to its adjective and noun instead (*einer im Ahltener Wald befindlichen Burg*)."""
    tokens = st.tokens
    k = i + 1
    if k >= len(tokens) or not (preposition_cases(tokens[k].lower) or tokens[k].lower in CONTRACTIONS):
        return False
    k = _past_modifiers(st, k + 1)
    if k >= len(tokens) or not tokens[k].is_capitalised():
        return False
    k += 1
    return k >= len(tokens) or tokens[k].text in (",", ".", "!", "?", ";", ":") or tokens[k].lower in words.COORDINATORS


def _past_modifiers(st: Sentence, k: int) -> int:
    """The first token from ``k`` on that is no determiner or adjective: where a noun phrase's noun would be."""
    tokens = st.tokens
    while k < len(tokens) and (analyse_determiner(tokens[k].lower) or st.is_adj(k)):
        k += 1
    return k


#: Standalone pronouns that are also articles (*einer* alone, or *einer höheren Besteuerung*).
_ARTICLE_PRONOUNS = frozenset(
    ("einer", "eine", "einen", "einem", "keiner", "keinen", "keinem", "jeder", "jeden", "jedem", "mancher")
)
def article_of_later_noun(st: Sentence, k: int) -> bool:
    """Whether a standalone-looking *einer*/*jeder* is in fact the article of a noun after it (*vor einer
    … höheren Besteuerung*): adverbs, adjectives and ellipses lead to a capitalised noun."""
    tokens = st.tokens
    if tokens[k].lower not in _ARTICLE_PRONOUNS:
        return False
    last = None
    for j in range(k + 1, min(len(tokens), k + 7)):
        t = tokens[j]
        low = t.lower
        if t.text in ("…", "...", ".."):
            continue
        if (
            t.text.islower()
            and t.text.isalpha()
            and not analyse_determiner(low)
            and not preposition_cases(low)
            and low not in words.PLURAL_PRONOUNS
        ):
            last = j
            continue
        if last is None or not (st.is_adj(last) or tokens[last].lower.endswith(_INFLECTED)):
            return False
        # the words before the last one modify it (uninflected adjectives, adverbs); a verb there
        # (einer trägt rote Shorts) makes einer its subject
        degree = all(
            tokens[m].lower in words.ADVERBS
            or st.lex.is_adjective_form(tokens[m].text)
            or tokens[m].lower.endswith(_ADVERB_SUFFIXES)
            for m in range(k + 1, last)
            if tokens[m].text.isalpha()
        )
        return degree and t.is_capitalised() and t.text.isalpha() and j not in st.duals
    return False


#: Suffixes of uninflected adjectives used as adverbs of degree (*inflationsbedingt*, *deutlich*).
_ADVERB_SUFFIXES = (
    "lich", "ig", "isch", "bar", "sam", "haft", "los", "voll", "weise", "bedingt", "gerecht", "fähig", "bezogen"
)
#: Adjective endings of the word right before the noun of an article's phrase (*inflationsbedingt
#: höheren Besteuerung*, *sehr großen*).
_INFLECTED = ("eren", "sten", "igen", "lichen", "ischen", "enen", "ten", "ige", "liche", "ische")


def _brand_noun(word: str) -> bool:
    """*microSD-Karte*, *eBay-Gutschrift*, *iPhone*: a noun that opens in lower case (a brand or a
    compound on one), told by a capital inside the word or a capitalised last part after a hyphen. A
    determiner before it is its article, never a pronoun to star."""
    if not word[:1].islower() or not any(c.isalpha() for c in word):
        return False
    last = word.rsplit("-", 1)[-1]
    return any(c.isupper() for c in word[1:]) and ("-" not in word or last[:1].isupper() or last[:1].isdigit())


def _lowercase_noun(st: Sentence, i: int) -> bool:
    """*in jedem fall*, *jeden tag*: the determiner ``i`` before a noun written in lower case (common in
    posts): the word, capitalised, is a noun whose gender and number agree with the determiner, and
    no adjective (*es jedem recht machen* keeps the pronoun)."""
    nxt = st.token(i + 1)
    if nxt is None or not nxt.text.isalpha() or not nxt.text.islower() or st.lex.is_adjective_form(nxt.text):
        return False
    genders = st.lex.noun_genders(nxt.text.capitalize())
    return any((g, n) in genders for _, _, n, g in analyse_determiner(st.tokens[i].lower))


def _partitive_person(st: Sentence, j: int) -> bool:
    """*einer der Lehrer* (a person) but not *einer der Hütten*: the noun after ``j`` decides."""
    tokens = st.tokens
    for k in range(j + 1, min(j + 5, len(tokens))):
        t = tokens[k]
        if t.is_capitalised() and t.text[:1].isalpha():
            return st.lex.is_person(t.text) and not st.lex.is_toponym(t.text)
    return False

def _relative(st: Sentence, i: int) -> tuple[str, str] | None:
    tokens = st.tokens
    low = tokens[i].lower
    if low not in _RELATIVE_M and low not in _RELATIVE_F:
        return None
    j = i - 1
    after_preposition = j >= 0 and bool(preposition_cases(tokens[j].lower))
    if after_preposition:
        j -= 1
    if j < 0 or tokens[j].text != ",":
        return None
    k = j - 1
    ref = st.referent_at(k)
    if ref is None and k >= 1 and tokens[k].text.isalpha() and tokens[k].text.islower() and not st.is_adj(k):
        k -= 1  # muß ein Vertreter der Beamten angehören, der …: the relative clause after the verb
        ref = st.referent_at(k)
    plural_attribute = ref is not None and ref.plural and low in _SINGULAR_RELATIVES
    if (ref is None or plural_attribute) and k >= 0 and _genitive_attribute(st, k, low, plural_attribute):
        # ein Mitarbeiter des Landesamtes, der …: the relative clause belongs to the head noun
        k = _before_genitive(st, k)
        ref = st.referent_at(k) if k >= 0 else None
    if ref is None or not ref.rewritten or ref.plural:
        return None
    nxt, after = st.token(i + 1), st.token(i + 2)
    if nxt is not None and nxt.is_capitalised() and after is not None and after.lower in ("oder", "und", "sowie", "bzw."):
        return None  # des Planfeststellungsbeschlusses, der Plangenehmigung oder der Genehmigung: a list's article
    if ref.gender == "m" and low in _RELATIVE_M and not (after_preposition and low == "der"):
        return _RELATIVE_M[low]  # (in der …: a dative, feminine; never a masculine referent)
    if ref.gender == "f" and low in _RELATIVE_F:
        return _RELATIVE_F[low]
    return None

def _genitive_attribute(st: Sentence, k: int, relative: str, plural: bool = False) -> bool:
    """Token ``k`` ends a genitive attribute (*des Landesamtes*, ``plural``: *der Beamten*) that
    ``relative`` does not agree with (*ein Vertreter der Beamten, der …*: a singular relative)."""
    tokens = st.tokens
    t = tokens[k]
    if not t.is_capitalised() or not t.text.isalpha():
        return False
    j = k - 1
    while j >= 0 and st.is_adj(j):
        j -= 1
    if j < 0 or tokens[j].lower not in ("des", "eines", "der", "einer"):
        return False
    if plural:
        return True
    genders = {g for g, n in st.lex.noun_genders(t.text) if n == "sg"}
    if relative in ("der", "den", "dem", "dessen", "welcher", "welchen", "welchem"):
        return "m" not in genders
    return "f" not in genders

def _before_genitive(st: Sentence, k: int) -> int:
    j = k - 1
    while j >= 0 and st.is_adj(j):
        j -= 1
    return j - 1  # the token before the genitive determiner: the head noun

def _refers_to_person(st: Sentence, i: int, gender: str, *, neuter: bool) -> bool:
    """Whether a masculine pronoun at ``i`` refers to a person (rewritten, named or unknown).

    A rewritten singular person or a name earlier in the sentence wins (pronouns in news text are
    about people); otherwise the nearest noun that agrees decides (*der Vertrag …, er gilt*); with
    no antecedent in the sentence the pronoun is taken as a generic person.
    """
    tokens = st.tokens
    nonperson = False
    own_clause = clause_bound(tokens, i)
    if not any(r.rewritten and r.gender == "m" for r in st.referents.values()) and any(
        t.text in LEXICAL_GENDER for t in tokens
    ):
        return False  # "Er war ein Mann der Tat": the pronouns are about him
    for j in range(i - 1, -1, -1):
        if tokens[j].text in (".", "!", "?"):
            break
        if tokens[j].text == ";" and tokens[i].lower.startswith("sein") and _thing_subject_after(st, j):
            # … ein guter Bürger …; der Staat ist …, je wohlhabender seine Bürger sind: a possessive takes the
            # masculine thing of its own part (an object pronoun, ihm, cannot be that part's subject)
            return False
        ref = st.referent_at(j)
        if ref is not None:
            if ref.plural or ref.gender not in ("m", "x") or (st.keep_individuals and j >= own_clause):
                continue  # Der Lehrer lobte ihn: not the teacher (that would be sich), someone unclear
            return True
        if j in st.person_names():
            return not st.keep_individuals  # a named person: rewritten only if specific people are
        t = tokens[j]
        if not t.text[:1].isupper() or not t.text.isalpha() or sentence_initial(tokens, j):
            continue
        if t.text in LEXICAL_GENDER:
            return False
        genders = st.lex.noun_genders(t.text)
        if ("m", "sg") in genders or (neuter and ("n", "sg") in genders):
            if tokens[i].lower == "dieser" and not st.lex.is_person(t.text):
                return False  # einen Vorschlag zu unterbreiten, so beruht dieser auf …: the nearest noun that agrees
            nonperson = True
    if nonperson:
        return False
    if st.keep_individuals:
        if st.refs.pronoun_is_generic(tokens, i):
            return True  # Ein Kunde hat sich beschwert. Er will …: a generic antecedent in the window
        # no antecedent before it: unclear who is meant, so only a rewritten person later in the sentence
        # (als er kam, sagte der Lehrer …) makes it generic
        return _subordinate(st, i) and any(
            r.rewritten
            and r.gender == "m"
            and not r.plural
            and r.token > i
            and _clause_between(st, i, r.token)
            and _next_clause(st, i, r.token)
            for r in st.referents.values()
        )  # (not: Sein Aufsatz … lehnte … ab, da „ein jeder Christ …“: a main clause points back, not ahead)
    return _human_context(st, i)

def _thing_subject_after(st: Sentence, j: int) -> bool:
    """The part after the semicolon at ``j`` opens with *der* + a masculine singular noun that is no person
    (*…; der Staat ist …, je wohlhabender seine Bürger sind*): its subject, whom a possessive in the part
    takes (not *das Tagebuch beginnt … mit dem Antritt seines Amtes*, the author's)."""
    det, noun = st.token(j + 1), st.token(j + 2)
    return (
        det is not None
        and noun is not None
        and det.lower == "der"
        and noun.is_capitalised()
        and ("m", "sg") in st.lex.noun_genders(noun.text)
        and not st.lex.person_readings(noun.text)
        and noun.text not in LEXICAL_GENDER
    )


#: Conjunctions of a subordinate clause, the only place a pronoun may come before its noun (*als er kam,
#: sagte der Lehrer*).
_SUBORDINATORS = frozenset(
    _words("als wenn falls weil da dass daß ob obwohl obgleich nachdem bevor sobald solange während wie seit seitdem")
)


def _neuter_subject_before(st: Sentence, i: int) -> bool:
    """A neuter indefinite or personal pronoun (*alles*, *etwas*, *nichts*, *es*) stands in the clause of the
    possessive at ``i``, before it: *sein* belongs to it, not to a person."""
    tokens = st.tokens
    k = i - 1
    while k >= 0 and tokens[k].text not in (",", ".", ";", ":", "!", "?"):
        if tokens[k].lower in ("alles", "etwas", "nichts", "es", "dies", "jedes"):
            return True
        k -= 1
    return False


def _of_rewritten_group(st: Sentence, j: int) -> bool:
    r"""The partitive at ``j`` (*der*, *von den*) takes a plural that is rewritten (*Einer der Journalisten*
    → *Journalist\*innen*): the one member agrees with the group (*eine\*r der Journalist\*innen*), whose
    members' genders the rewrite leaves open; left as written the line would be half agreed."""
    k = j + 1
    while (t := st.token(k)) is not None and k - j <= 5 and (
        analyse_determiner(t.lower) or st.is_adj(k) or (t.text.islower() and t.text.isalpha())  # der sehr wenigen
    ):
        k += 1
    ref = st.referent_at(k)
    return ref is not None and ref.rewritten and ref.plural


def _subordinate(st: Sentence, i: int) -> bool:
    """Token ``i`` stands in a clause that a subordinating conjunction opens (*Als er kam, …*)."""
    tokens = st.tokens
    k = i - 1
    while k >= 0 and tokens[k].text not in (",", ".", ";", ":", "!", "?", "–", "(") and tokens[k].lower not in _SUBORDINATORS:
        k -= 1
    return k >= 0 and tokens[k].lower in _SUBORDINATORS


def _demonstrative_subject(st: Sentence, i: int) -> bool:
    """*weil dieser die Einwilligung … nicht erklärt*: a standalone *dieser* that opens its clause's middle
    field (after a comma, a conjunction or a verb, not a preposition: *mit dieser* is feminine) stands
    for the last person named, as *er* would; a noun or adjective after it makes it an article."""
    prev, nxt = st.token(i - 1), st.token(i + 1)
    if prev is None or nxt is None or preposition_cases(prev.lower) or analyse_determiner(prev.lower):
        return False
    return not st.precedes_noun(i) and nxt.text.isalpha() and nxt.text.islower()


def _clause_between(st: Sentence, i: int, j: int) -> bool:
    """A clause boundary lies between tokens ``i`` and ``j`` (*als er kam, sagte der Lehrer*), so the
    noun at ``j`` is no predicate of the pronoun at ``i`` (*er war ein großer Musiker*)."""
    return any(t.text in (",", ";", ":") for t in st.tokens[i + 1 : j])


def _next_clause(st: Sentence, i: int, j: int) -> bool:
    """The noun at ``j`` stands in the clause right after the subordinate clause of the pronoun at ``i`` (*als
    er kam, sagte der Lehrer*): a pronoun points ahead only to the main clause its clause opens, not to a
    noun clauses later (*Als er noch herrschte, waren wir Sachsen – … daß jeder Große ihn fressen kann*: the
    ruler is someone else)."""
    boundaries = [k for k in range(i + 1, j) if st.tokens[k].text in (",", ";", ":", "–", "(")]
    return len(boundaries) <= 1


def _human_context(st: Sentence, i: int) -> bool:
    """No antecedent in the sentence: is the pronoun at ``i`` about a person? Yes with reported
    speech (*er habe*, *er sei*), a verb of saying or thinking, a person later in the sentence, or a
    possessed noun that people have (*sein Amt*, *seine Partei*); not for *er stieg um 2 Prozent*."""
    tokens = st.tokens
    if any(r.rewritten for r in st.referents.values()) or st.person_names():
        return True
    for k, t in enumerate(tokens):
        low = t.lower
        if low in words.REPORTED or low.startswith(_SAYING):
            return True
        if t.is_capitalised() and k > i and st.lex.is_person(t.text):
            return True
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if tokens[i].lower.startswith("sein") and nxt is not None:
        return nxt.text in words.HUMAN_POSSESSIONS
    return False

def _feminine_antecedent(st: Sentence, i: int) -> Referent | None:
    """The rewritten feminine singular person a *sie*/*ihr* at ``i`` refers to, if it is unambiguous."""
    tokens = st.tokens
    low = tokens[i].lower
    nxt = tokens[i + 1] if i + 1 < len(tokens) else None
    if (
        low == "sie"
        and nxt is not None
        and nxt.text.islower()
        and (nxt.lower.endswith("en") or nxt.lower == "sind")
    ):
        return None  # sie haben, sie waren: plural
    prev = tokens[i - 1] if i > 0 else None
    singular_verb = low == "sie" and any(
        t is not None
        and t.text.islower()
        and t.text.isalpha()
        and t.lower.endswith(("te", "t", "e"))
        and not t.lower.endswith("en")
        for t in (prev, nxt)
    )
    for j in range(i - 1, -1, -1):
        if tokens[j].text in (".", "!", "?"):
            return None
        ref = st.referent_at(j)
        if ref is not None:
            if ref.plural and singular_verb:
                continue  # "…, sagte sie": a singular verb, so not the plural in between
            if ref.plural:
                return None
            if ref.gender == "f" and ref.rewritten:
                return ref
            continue
        t = tokens[j]
        if t.text[:1].isupper() and t.text.isalpha() and not sentence_initial(tokens, j):
            if t.text in LEXICAL_GENDER:
                return None
            genders = st.lex.noun_genders(t.text)
            if genders and all(n == "pl" for _, n in genders):
                return None
    return None


#: Subject pronouns (*ihr* is also a dative: left out): right after one, *sie* is the object (*habe ich sie*)
_SUBJECTS = words.NOMINATIVES - {"ihr"}


def _object_position(st: Sentence, i: int) -> bool:
    """*sie* at ``i`` is an accusative: after a preposition that takes one, after a subject pronoun (*sah er
    sie*), or after *haben* whose subject pronoun comes just before (*ich habe sie … überrascht*)."""
    tokens = st.tokens
    prev = tokens[i - 1] if i > 0 else None
    if (
        prev is None
        or prev.text in (",",)
        or prev.lower in CLAUSE_START
        or sentence_initial(tokens, i)
    ):
        return False
    if prev.lower in _SUBJECTS and prev.text.islower():
        return True
    if prev.lower in words.HABEN and i > 1 and tokens[i - 2].lower in _SUBJECTS:
        return True
    return bool(preposition_cases(prev.lower)) and "acc" in preposition_cases(prev.lower)
