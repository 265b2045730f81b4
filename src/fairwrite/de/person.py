"""Person or not: does this occurrence of a person-noun form denote a person the rewriter should change?

The lexicon (:mod:`fairwrite.de.lexicon`) says what a word *can* be; this module decides from the
sentence what one occurrence *is*. A person noun stays as written when it is:

- a name: a surname after a title or first name (*Herr Bauer*, *Joschka Fischer*, *Außenminister
  Fischer*), a bare surname next to a verb of saying (*sagte Richter*, *Fischer erklärte*), part of an
  organisation name (*Reporter ohne Grenzen*, *Freie Wähler*);
- not a person: an adjective of place (*Frankfurter Börse*), an adjective before a noun (*Deutsche
  Bahn*), a firm (*Hersteller*, *Versicherer*), a place without a determiner (*in Polen*), a council
  (*der Stadtrat beschloss*), a ladder (*Leiter* with *Sprossen*);
- a specific individual, in the ``generic`` referents mode (:func:`is_specific_individual`).

Add a new kind of evidence as one more check in :func:`not_a_person` (or in
:func:`is_specific_individual` when it is about who the person is, not whether it is one).
"""

from __future__ import annotations

from fairwrite.de.lexicon import PERSON_RAT, Lexicon, PersonReading
from fairwrite.de.morphology import CONTRACTIONS, analyse_determiner
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import sentence_initial

_words = str.split  # word lists are written as one string

#: Titles before a name.
_HONORIFICS = frozenset(_words("Herr Herrn Herren Frau Fräulein Dr. Prof. Dr Prof Sankt St. Graf Gräfin"))
#: Agent nouns that in news text name firms far more often than people.
_CORPORATE = (
    "dienstleister",
    "Dienstleister",
    "hersteller",
    "Hersteller",
    "anbieter",
    "Anbieter",
    "zulieferer",
    "Zulieferer",
    "versicherer",
    "Versicherer",
    "Discounter",
    "discounter",
    "Marktführer",
    "versender",
    "Versender",
)
#: Multi-word organisation names with person nouns, kept as they are.
_ORGANISATIONS = (
    "Reporter ohne Grenzen",
    "Ärzte ohne Grenzen",
    "Ingenieure ohne Grenzen",
    "Bund der Steuerzahler",
    "Freie Wähler",
    "Freien Wähler",
    "Arbeiterwohlfahrt",
    "Arbeiter-Samariter-Bund",
    "Zeugen Jehovas",
    "Grauen Panther",
    "Graue Panther",
)
#: A sentence about a ladder (*die Leiter* of a ladder, not a leader).
_LADDER = frozenset(
    _words(
        "Sprosse Sprossen steigen stieg gestiegen klettern kletterte geklettert hinauf hinab herunter "
        "hinunter lehnen lehnte wackelig wackelte Dach Dachrinne Baum Stufe Stufen Feuerwehrleiter "
        "ausziehen Leitern aufstellen aufgestellt fiel gefallen umgefallen"
    )
)


def place_adjective(lex: Lexicon, word: str) -> bool:
    """*Frankfurter*, *Kölner*, *Bremer*, *Münchner*: the indeclinable adjective of a place name."""
    stem = word[:-2]
    return any(lex.is_toponym(c) for c in (stem, stem + "en", stem + "e", stem[:-1] + "en", stem + "n"))


def is_specific_individual(st: Sentence, i: int) -> bool:
    """Whether the person noun at token ``i`` of ``st`` names one specific individual whose gender the
    text states, so that the ``generic`` referents mode keeps it (*Sprecher Thomas Schlier*, *Lehrerin
    Anna Schmidt*). The one place this question is asked; asked only when ``st.keep_individuals``.
    """
    nxt = st.token(i + 1)
    return (
        nxt is not None
        and nxt.is_capitalised()
        and nxt.text.isalpha()
        and st.lex.is_first_name(nxt.text)
    )


def not_a_person(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """Whether the person-noun form at token ``i`` is a name or no person here (see module docs)."""
    lex = st.lex
    tokens, text = st.tokens, st.text
    tok = tokens[i]
    word = tok.text
    prev = st.token(i - 1)
    nxt = st.token(i + 1)
    if prev is not None and (
        prev.text in _HONORIFICS or (prev.text == "." and i > 1 and tokens[i - 2].text in ("Dr", "Prof"))
    ):
        return True  # Herr Bauer, Frau Richter, Dr. Fischer
    for org in _ORGANISATIONS:
        k = text.find(org)
        while k >= 0:
            if k <= tok.start < k + len(org):
                return True
            k = text.find(org, k + 1)
    saxon_genitive = prev is not None and prev.text.endswith("s") and not lex.is_first_name(prev.text)
    if (
        prev is not None
        and prev.is_capitalised()
        and prev.text.isalpha()
        and not saxon_genitive
        and (
            lex.is_first_name(prev.text)
            or (not sentence_initial(tokens, i - 1) and not lex.is_noun(prev.text) and i - 1 not in st.owner)
        )
    ):
        return True  # Joschka Fischer (a surname after a first name); Freie Wähler (a name)
    if st.keep_individuals and is_specific_individual(st, i):
        return True  # Sprecher Thomas Schlier: a named person (when asked to keep them)
    if (
        prev is not None
        and lex.is_surname(word)
        and prev.is_capitalised()
        and any(r.role == "head" for r in lex.person_readings(prev.text))
    ):
        return True  # Außenminister Fischer: a title, then a surname
    if (
        all(r.ending and r.noun.kind == "adjectival" for r in readings)
        and nxt is not None
        and not lex.is_person(nxt.text)
        and nxt.is_capitalised()
        and nxt.text.isalpha()
        and lex.is_noun(nxt.text)
    ):
        return True  # Deutsche Bahn, Grüne Woche: an adjective, not an adjectival noun
    if any(r.noun.masc.endswith(_CORPORATE) for r in readings):
        return True  # Hersteller, Mobilfunkanbieter, Versicherer: in the news these are firms
    has_det = prev is not None and (analyse_determiner(prev.lower) or prev.lower in CONTRACTIONS)
    if lex.is_toponym(word) and not has_det:
        return True  # in Polen, aus Bayern, Niedersachsen: places, not their people
    if (
        word.endswith("er")
        and nxt is not None
        and nxt.is_capitalised()
        and nxt.text.isalpha()
        and not lex.is_first_name(nxt.text)
        and place_adjective(lex, word)
    ):
        return True  # Frankfurter Börse, Berliner Senat: an adjective of place
    if any(r.noun.masc.endswith("rat") and r.noun.masc not in PERSON_RAT and not r.prefix for r in readings) and (
        word.endswith(("rat", "rats", "rates"))
    ):
        after_name = nxt is not None and nxt.is_capitalised() and not lex.is_noun(nxt.text)
        if not after_name:
            return True  # der Stadtrat beschloss, im Bundesrat: councils
    if any(r.noun.masc == "Leiter" and not r.prefix for r in readings) and any(t.text in _LADDER for t in tokens):
        return True
    return _surname_by_verb(st, i, word)


def _surname_by_verb(st: Sentence, i: int, word: str) -> bool:
    """A bare singular noun next to a singular verb is a surname: *sagte Richter*, *Fischer erklärte*."""
    lex = st.lex
    prev = st.token(i - 1)
    nxt = st.token(i + 1)
    bare = prev is None or not (analyse_determiner(prev.lower) or prev.lower in CONTRACTIONS or st.is_adj(i - 1))
    surname = lex.is_surname(word) or lex.is_toponym(word)
    if (
        surname
        and prev is not None
        and prev.text.islower()
        and not analyse_determiner(prev.lower)
        and (prev.lower.endswith(("te", "t")) and (nxt is None or not nxt.text[:1].isalpha()))
    ):
        return True  # "…, monierte Müller."
    if bare and surname:
        if nxt is not None and nxt.text.islower() and nxt.text.endswith(("te", "t")) and not nxt.text.endswith("en"):
            return True
        if (
            prev is not None
            and prev.text.islower()
            and prev.text.endswith(("te", "t"))
            and (nxt is None or not nxt.text[:1].isalpha())
        ):
            return True
    return False
