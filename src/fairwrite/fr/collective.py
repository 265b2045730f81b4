"""Standard → Inclusive French by epicene, collective and periphrastic reformulation (``--form neutral``).

The style of GeNRe (Doyen & Todirascu 2025), in the order of preference of issue 44: a generic masculine
plural person noun becomes an epicene noun (*les députés* → *les parlementaires*, *des soldats* → *des
militaires*), else a collective noun (*les policiers* → *la police*, *les électeurs* → *l'électorat*,
*les chefs d'entreprise* → *le patronat*), else a periphrasis (*les candidats* → *les personnes
candidates*) — and everything that agrees with it follows the new head: the determiner (*aux* → *à la*/
*au*, *des* → *de la*/*du*, *tous les* → *tout le*, *nos* → *notre*), adjectives and participles of the
noun (also between commas: *Les dirigeants, réunis à Paris, ont…*), the finite verb of which it is the
subject (*sont arrivés* → *est arrivée*), a cleft (*ce sont* → *c'est*), relative clauses (*qui ont voté*
→ *qui a voté*), a subject pronoun that takes up the subject (*ils* → *elle*), *eux-mêmes* and
possessives (*leurs* → *ses*). Generic *homme(s)* meaning human beings is reworded (*les droits de
l'homme* → *les droits humains*) outside names and quotations. The correspondences are data
(``data/collective.tsv`` and ``data/homme.tsv``, with the source of each row and where it does not
apply), not code.

What it does not know it leaves alone: a wrong edit costs more than a missed one, so when the
agreement cannot be done reliably (no plural finite verb for a subject, a verb form it cannot put in the
singular, a pronoun with two possible antecedents, a noun the parse gives no clear role, a relative clause
that may be the group's) the whole sentence comes back unchanged. Generic references are rewritten by
default (*les*, *aux*, *des* contracted, *tous les*, possessive groups such as *nos électeurs*, and
indefinite groups where an epicene noun or a periphrasis keeps the determiner); ``referents="all"`` also
rewrites demonstrative and counted ones (*ces policiers*, *les trois députés*). Indefinite groups
cannot be made collective and stay (*des policiers*); institution names (*la chambre des députés*),
addresses (*Mesdames et messieurs les députés*), pairs (*les sénateurs et les sénatrices*), named
people and feminine nouns are skipped. Texts without a noun or expression of the tables are returned
without loading the parser; the parser reads a copy with straight apostrophes.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import tee, zip_longest
from typing import TYPE_CHECKING, Any

from fairwrite.errors import FairwriteError
from fairwrite.fr.agreement import edited_tokens, unagreed_referents
from fairwrite.fr.coordination import _LINKING_ADVERBS
from fairwrite.fr.euphony import euphony, vowel_sound
from fairwrite.fr.genericity import among_men_of_a_story, office_of_a_named_body, title_of_a_work
from fairwrite.fr.lexicon import is_word, lemma
from fairwrite.fr.morphology import feminine_of, masculine_of, match_case
from fairwrite.fr.nouns import person_nouns
from fairwrite.fr.pipeline import PARSER_OPTIONS, ParserOptions, ParsingEngine
from fairwrite.schema import check_referents
from fairwrite.text.edits import Edit, apply_edits_tracked

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing.Unpack needs 3.11; the project supports 3.10


@dataclass(frozen=True)
class Entry:
    """One row of ``collective.tsv``: a masculine plural person noun and its neutral reformulation."""

    masculine: str
    neutral: str
    gender: str  # "f" or "m": gender of the reformulation's head
    number: str  # "s" (a collective singular) or "p"
    source: str
    limits: str = "-"  # where the row does not apply: adjective, possessive, indefinite (see the data file)

    @property
    def singular(self) -> bool:
        return self.number == "s"

    def limited(self, context: str) -> bool:
        """The row does not apply in ``context`` (``adjective``, ``possessive``, ``indefinite``)."""
        return context in self.limits.split(",")

    @property
    def epicene(self) -> bool:
        """Same gender and number as the masculine plural: nothing else in the sentence changes."""
        return self.gender == "m" and self.number == "p"

    @property
    def rest(self) -> str:
        """The words after the noun that the row needs (*d'entreprise* of *chefs d'entreprise*)."""
        return self.masculine.partition(" ")[2]


@lru_cache(maxsize=1)
def entries() -> dict[str, Entry]:
    """The reformulation table, keyed by the masculine plural (lower case)."""
    data = resources.files("fairwrite.fr") / "data" / "collective.tsv"
    lines = [line for line in data.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    rows = csv.DictReader(lines, delimiter="\t")
    return {row["masculine"]: Entry(**row) for row in rows}


def _phrase_pattern(phrase: str) -> str:
    """A regex for ``phrase`` that accepts either apostrophe and any run of spaces."""
    return r"\s+".join(re.escape(word) for word in phrase.split()).replace("'", "['’]")


@lru_cache(maxsize=1)
def _by_head() -> dict[str, list[tuple[Entry, re.Pattern[str] | None]]]:
    """The rows by their noun, the longest phrase first, each with the pattern its other words must match
    right after the noun (``None`` for a single noun)."""
    heads: dict[str, list[tuple[Entry, re.Pattern[str] | None]]] = {}
    for entry in sorted(entries().values(), key=lambda e: -len(e.masculine)):
        rest = re.compile(r"\s*" + _phrase_pattern(entry.rest) + r"(?!\w)", re.IGNORECASE) if entry.rest else None
        heads.setdefault(entry.masculine.split()[0], []).append((entry, rest))
    return heads


@lru_cache(maxsize=1)
def _candidate_pattern() -> re.Pattern[str]:
    phrases = sorted([*entries(), *expressions()], key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(_phrase_pattern, phrases)) + r")(?!\w)", re.IGNORECASE)


def is_candidate(text: str) -> bool:
    """``text`` holds a noun or an expression of the tables (cheap: decides whether the parser is needed)."""
    return _candidate_pattern().search(text) is not None


def apostrophe(text: str) -> str:
    """The apostrophe ``text`` writes (typographic only when it never writes the straight one)."""
    return "’" if "’" in text and "'" not in text else "'"


# --- generic "homme" (data/homme.tsv) ----------------------------------------------------------------


@dataclass(frozen=True)
class Expression:
    """One row of ``homme.tsv``: an expression with generic *homme(s)* and its neutral wording."""

    expression: str
    neutral: str
    source: str


@lru_cache(maxsize=1)
def expressions() -> dict[str, Expression]:
    """The generic-*homme* table, keyed by the expression (lower case, straight apostrophe)."""
    data = resources.files("fairwrite.fr") / "data" / "homme.tsv"
    lines = [line for line in data.read_text(encoding="utf-8").splitlines() if line and not line.startswith("#")]
    return {row["expression"]: Expression(**row) for row in csv.DictReader(lines, delimiter="\t")}


@lru_cache(maxsize=1)
def _expression_pattern() -> re.Pattern[str]:
    phrases = sorted(expressions(), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(_phrase_pattern, phrases)) + r")(?![\w-])", re.IGNORECASE)


#: Before an expression: a capitalised word a few words before *des*/*de la* = an institution or a text
#: (*Cour européenne des droits de l'homme*, *Ligue des droits de l'homme*, *Déclaration des droits…*).
_NAMED_BEFORE = re.compile(r"(?<=[^\s.!?:«\"]\s)[A-ZÀ-Ý]\w*(?:\s+[\w'’-]+){0,2}\s+(?:des|de\s+la|du)\s+\Z")
#: After *tous les hommes*: a complement or a count that makes them a crew, a troop (*tous les hommes du
#: navire*, *tous les hommes valides*), or a contrast with women.
_MEN_AFTER = re.compile(r"\A\s*(?:de|du|des|d['’]|valides|présents|armés|disponibles|mariés|et\s+toutes)\b", re.IGNORECASE)
_WOMEN = re.compile(r"\b(?:femmes?|dames?|filles?|épouses?|mères?|sœurs?|soeurs?)\b", re.IGNORECASE)


def expression_edits(text: str) -> list[Edit]:
    """Generic *homme(s)* meaning human beings, reworded (*les droits de l'homme* → *les droits humains*);
    never inside a name or a title (*Cour européenne des droits de l'homme*, capitalised *Homme*), in
    quotation marks (the expression itself is discussed), or where the text speaks of women too."""
    table = expressions()
    if _WOMEN.search(text):
        return []
    edits = []
    for match in _expression_pattern().finditer(text):
        found = match.group(1)
        key = found.lower().replace("’", "'")
        before = text[: match.start()]
        if key not in table or found[1:] != found[1:].lower():
            continue  # droits de l'Homme: the capital marks a name or a doctrine
        if before.rstrip()[-1:] in ("«", '"', "“", "‹") or _NAMED_BEFORE.search(before):
            continue
        if "hommes" in key and _MEN_AFTER.match(text[match.end():]):
            continue
        neutral = match_case(found, table[key].neutral).replace("'", apostrophe(text))
        edits.append(Edit(match.start(), match.end(), neutral, "generic-homme"))
    return edits


# --- inflection ------------------------------------------------------------------------------------

#: Third person plural → singular of verbs the suffix rules below get wrong or cannot check.
_IRREGULAR_3SG = {
    "sont": "est", "ont": "a", "font": "fait", "vont": "va", "peuvent": "peut", "veulent": "veut",
    "doivent": "doit", "savent": "sait", "soient": "soit", "aient": "ait", "disent": "dit", "valent": "vaut",
    "prennent": "prend", "apprennent": "apprend", "comprennent": "comprend", "reprennent": "reprend",
    "surprennent": "surprend", "entreprennent": "entreprend", "meurent": "meurt",
}  # fmt: skip
#: (plural ending, singular ending) tried in order; a result must be a known form of the same verb.
_TENSE_ENDINGS = (("aient", "ait"), ("èrent", "a"), ("inrent", "int"), ("irent", "it"), ("urent", "ut"),
                  ("ront", "ra"))
_PRESENT_ENDINGS = (
    ("aissent", "aît"), ("oissent", "oît"), ("issent", "it"), ("iennent", "ient"), ("ignent", "int"),
    ("uisent", "uit"), ("isent", "it"), ("ivent", "it"), ("oivent", "oit"), ("oient", "oit"), ("ttent", "t"),
    ("uent", "ut"), ("dent", "d"), ("pent", "pt"), ("tent", "t"), ("ment", "t"), ("vent", "t"),
    ("rent", "rt"), ("ent", "e"), ("ent", "t"),
)  # fmt: skip


@lru_cache(maxsize=8192)
def singular_verb(plural: str) -> str | None:
    """*arrivent* → *arrive*, *finissent* → *finit*, *étaient* → *était*, *seront* → *sera* (lower case);
    ``None`` when no rule gives a known form of the same verb."""
    low = plural.lower()
    if low in _IRREGULAR_3SG:
        return _IRREGULAR_3SG[low]
    if not low.endswith("nt"):
        return None
    base = lemma(low)
    rules = _TENSE_ENDINGS + ((("ent", "e"),) if base.endswith("er") else _PRESENT_ENDINGS)
    for ending, replacement in rules:
        if low.endswith(ending):
            candidate = low[: len(low) - len(ending)] + replacement
            if is_word(candidate) and lemma(candidate) in (base, candidate):
                return candidate
    return None


def _singular(word: str) -> str:
    """Masculine plural adjective or participle → masculine singular (*municipaux* → *municipal*)."""
    if word.endswith("aux") and is_word(word[:-3] + "al"):
        return word[:-3] + "al"
    if word.endswith("s") and (is_word(word[:-1]) or word.endswith("és")) and not word.endswith("ss"):
        return word[:-1]
    return word


def inflect(word: str, gender: str, number: str) -> str | None:
    """A masculine plural adjective or participle in ``gender``/``number`` (case kept), or ``None``."""
    low = word.lower()
    masc = _singular(low)
    if gender == "m":
        form = masc if number == "s" else low
    else:
        fem = masc if masc.endswith("e") else feminine_of(masc, guess_regular=True)  # fidèle is epicene
        if fem is None:
            return None
        form = fem if number == "s" else (fem if fem.endswith(("s", "x")) else fem + "s")
    return match_case(word, form)


# --- the reformulation on a parse ----------------------------------------------------------------

_ARTICLES = {("f", "s"): "la", ("m", "s"): "le", ("f", "p"): "les", ("m", "p"): "les"}
_POSSESSIVES = {"leurs": "leur", "nos": "notre", "vos": "votre"}
_PERSON_POSSESSIVES = {"ses": ("son", "sa"), "mes": ("mon", "ma"), "tes": ("ton", "ta")}
_SUBJECTS = ("nsubj", "nsubj:pass")
#: Relations of a quantifier (*vingt pourcent des médecins*) that make it an object: the verb does not agree.
_OBJECTS = frozenset({"obj", "iobj", "obl", "obl:arg", "obl:mod", "nmod"})
_ROLES = ("obj", "iobj", "obl", "obl:arg", "obl:mod", "obl:agent", "nmod")
_FINITE_DEPS = ("aux", "aux:tense", "aux:pass", "cop")
_ETRE = frozenset({"est", "sont", "était", "étaient", "sera", "seront", "serait", "seraient", "fut", "furent",
                   "soit", "soient", "été", "être", "étant"})
#: Noun endings whose gender has few exceptions (for *leur* → *sa*/*son*).
_FEMININE_NOUN_ENDINGS = ("tion", "sion", "ité", "ure", "ance", "ence", "ette", "esse", "ise", "ie", "ude", "aison")
_MASCULINE_NOUN_ENDINGS = ("ment", "isme", "eau", "oir", "ail", "eil", "at", "ier")
#: Words before *des*/*les* that make the group a part or a count (*la plupart des étudiants*).
_QUANTIFIERS = frozenset({
    "un", "une", "aucun", "aucune", "chacun", "chacune", "l'un", "l’un", "plusieurs", "certains", "beaucoup",
    "plupart", "peu", "trop", "tant", "combien", "nombre", "moitié", "quart", "tiers", "majorité", "minorité",
    "totalité", "quasi-totalité", "partie", "reste", "part", "centaines", "milliers", "dizaines", "millions",
    "proportion", "pourcentage", "pourcent", "ensemble", "plus", "moins", "autres", "tous", "toutes",
})  # fmt: skip
#: Words before *des* that make a count of one (*un des candidats*: *une des personnes*, not *un*).
_ONE = frozenset({"un", "une", "l'un", "l’un", "l'une", "l’une", "chacun", "chacune", "aucun", "aucune"})
#: Nouns before *des* that head the name of an institution (*la chambre des députés*, *le conseil des
#: ministres*, *l'ordre des médecins*): the group inside a name stays as written.
_INSTITUTIONS = frozenset({
    "chambre", "conseil", "ordre", "syndicat", "fédération", "confédération", "ligue", "collège",
    "assemblée", "congrès", "caisse", "maison", "cour", "tribunal", "comité", "association", "mutuelle",
    "amicale", "club", "parti", "conférence", "école", "institut",
})  # fmt: skip
#: Prepositions before a determiner: the group is a prepositional complement, whatever the parse says
#: (*pour les salariés* tagged as a subject or hung on nothing), and nothing but its noun phrase agrees.
_PREPOSITIONS = frozenset({
    "pour", "par", "avec", "sans", "sur", "sous", "contre", "vers", "envers", "devant", "derrière", "dans",
    "selon", "après", "avant", "pendant", "malgré", "concernant", "depuis", "durant", "outre", "dès", "à",
    "de", "d'", "d’", "en", "auprès", "autour", "près", "lors", "face", "égard", "destination", "faveur",
})  # fmt: skip
#: Words of address before the group (*Mesdames et messieurs les députés*): the address already names both.
_ADDRESS = frozenset({"messieurs", "mesdames", "monsieur", "madame", "mesdemoiselles"})
#: Prepositions that end in *de* before *des* = *de les* (*auprès des salariés*).
_COMPOUND_PREPOSITIONS = frozenset({"auprès", "près", "lors", "autour", "hors", "loin", "au-dessus", "face"})
#: Object and reflexive clitics between a subject and its verb.
_CLITICS = frozenset({"se", "s'", "s’", "ne", "n'", "n’", "le", "la", "l'", "l’", "les", "lui", "leur", "y", "en",
                      "me", "m'", "m’", "te", "t'", "t’", "nous", "vous"})
#: Pronouns that agree with the group when they take it up: refused rather than guessed.
_AGREEING_PRONOUNS = frozenset({"aucun", "chacun", "ceux", "ceux-ci", "ceux-là", "certains", "lesquels", "auxquels",
                                "desquels", "eux-mêmes", "quelques-uns", "tous"})
#: Words before *que* after which the verb may be subjunctive (forms and lemmas).
_SUBJUNCTIVE_TRIGGERS = frozenset({
    "falloir", "faut", "fallait", "faudra", "faudrait", "vouloir", "souhaiter", "désirer", "exiger", "demander",
    "ordonner", "préférer", "attendre", "craindre", "douter", "aimer", "permettre", "empêcher", "accepter",
    "refuser", "regretter", "pour", "afin", "bien", "avant", "sans", "moins", "quoique", "pourvu", "jusqu'",
    "jusqu’", "important", "nécessaire", "essentiel", "possible", "impossible", "normal", "dommage", "temps",
    "peur", "content", "contente", "heureux", "heureuse", "triste", "urgent", "utile", "juste", "mieux", "veiller",
    "peu", "que", "qu'", "qu’", "soit",
})  # fmt: skip
#: *ce sont* → *c'est* before a singular collective (the cleft agrees with it).
_CLEFT = {"sont": "est", "étaient": "était", "furent": "fut", "seront": "sera", "seraient": "serait"}
_ELIDABLE = {"se": "s'", "ne": "n'", "que": "qu'", "me": "m'", "te": "t'"}


#: Complements of time on duty (*les infirmiers de nuit*): they say when the group works, not which kind
#: of person it is (*les professeurs d'histoire*), so the group noun can still be reformulated.
_SHIFTS = frozenset({"nuit", "jour", "garde", "service", "permanence", "astreinte", "quart", "veille"})


#: Relations of a verb with a clause of its own (not the main verb the parser hung in a relative clause).
_OWN_CLAUSES = frozenset({"conj", "acl:relcl", "acl", "ccomp", "xcomp", "advcl", "csubj", "parataxis"})


class _Failure(Exception):
    """The sentence cannot be rewritten reliably: it is left as it is."""


class _Sentence:
    """The edits of one sentence, keyed by token, refused as a whole on the first doubt."""

    def __init__(self, sent, referents: str, quote: str | None = None) -> None:
        self.sent = sent
        self.referents = referents
        self.edits: dict[int, Edit] = {}
        self.rewritten: dict[int, Entry] = {}  # token index of each rewritten noun → its entry
        self.subjects: set[int] = set()  # rewritten nouns and pronouns that are subjects
        self.heads: set[int] = set()  # heads of the clauses whose subject was rewritten
        self.last: dict[int, int] = {}  # noun index → index of the last token of its phrase (chefs d'entreprise)
        self.inert: set[int] = set()  # rewritten nouns that pronouns do not take up alone (coordinated)
        self.clefts: set[int] = set()  # nouns after a cleft made singular (c'est le monde agricole)
        self.apostrophe = quote or apostrophe(sent.doc.text)

    def after(self, noun) -> int:
        """The index of the first token after the phrase of ``noun``."""
        return self.last.get(noun.i, noun.i) + 1

    def replace(self, tok, text: str, process: str, start: int | None = None, end: int | None = None) -> None:
        edit = Edit(tok.idx if start is None else start, tok.idx + len(tok.text) if end is None else end, text, process)
        previous = self.edits.get(tok.i)
        if previous is not None and previous != edit:
            raise _Failure
        self.edits[tok.i] = edit

    # -- the noun phrase

    def determiner(self, noun, entry: Entry) -> None:
        """The determiner(s) right before ``noun`` in the new head's gender and number."""
        k = noun.i - 1
        if k < self.sent.start:
            raise _Failure  # a bare plural: nothing says it is generic
        det = noun.doc[k]
        low = det.lower_
        key = (entry.gender, entry.number)
        if det.pos_ == "ADJ" or (det.head.i == noun.i and det.dep_ == "amod"):
            raise _Skip  # les jeunes électeurs: an adjective before the noun
        if any(t.lower_ in _ADDRESS for t in noun.doc[max(self.sent.start, k - 3) : k]):
            raise _Skip  # Mesdames et messieurs les députés: an address that names both
        if (entry.limited("possessive") and low in {*_POSSESSIVES, *_PERSON_POSSESSIVES}) or (
                entry.limited("indefinite") and low == "des" and not _contracted(det)):
            raise _Skip  # nos voisins (countries), des experts nommés par le juge (see the data file)
        previous = noun.doc[k - 1] if k - 1 >= self.sent.start else None
        if previous is not None and not entry.epicene and (
                previous.lower_ in ("d'entre", "d’entre") or (previous.lower_ == "entre" and previous.i > self.sent.start
                                                               and noun.doc[previous.i - 1].lower_ in ("d'", "d’"))):
            raise _Skip  # seuls huit d'entre les prisonniers: a count, the numeral would agree
        if not entry.epicene and self._enumerated(noun, k):
            raise _Skip  # les juges, les magistrats, les greffiers… ne peuvent: one item of a list
        before = noun.doc[k - 1] if k - 1 >= self.sent.start else None
        if before is not None and low in ("des", "les"):
            superlative = low == "des" and before.pos_ == "ADJ" and before.i > self.sent.start and (
                noun.doc[before.i - 1].lower_ in ("plus", "moins", "le", "la", "les"))
            number = before.pos_ == "NUM" or before.text == "%"
            # le nombre, l'ensemble, la totalité des…: the verb agrees with the quantifier, not with the group
            whole = before.lower_ in ("nombre", "ensemble", "totalité") and before.i > self.sent.start \
                and noun.doc[before.i - 1].lower_ in ("le", "l'", "l’", "la")
            if whole:
                counted = False
            elif entry.singular:  # l'ensemble du personnel; not a subject: nothing else agrees with the group
                counted = number or (before.lower_ in _QUANTIFIERS and (
                    before.dep_ not in _OBJECTS or before.lower_ in _ONE or before.lower_ in ("tous", "toutes")))
            else:  # la plupart des parlementaires (an epicene noun: the verb agrees as before); trois des
                # militaires only under --referents all; the agreement with a periphrasis after a quantifier
                # (la plupart des personnes candidates sont inscrites) is not done: left alone
                counted = before.lower_ in _ONE or (number and self.referents != "all") or (
                    not entry.epicene and before.lower_ in _QUANTIFIERS and before.dep_ not in _OBJECTS)
            if (counted or superlative) and not (low == "les" and before.lower_ in ("tous", "toutes")):
                raise _Skip  # la plupart des étudiants, un des étrangers, 97 % des paysans, le plus âgé des
            if before.text[:1].isupper() and before.i > self.sent.start and before.pos_ in ("NOUN", "PROPN"):
                raise _Skip  # le Front des étudiants, l'Ordre des médecins: a name
            if low == "des" and before.lower_ in _INSTITUTIONS:
                raise _Skip  # la chambre des députés, le syndicat des enseignants: an institution
            article_or = before.pos_ == "CCONJ" and before.i > self.sent.start and noun.doc[before.i - 1].pos_ == "DET"
            if article_or or (before.lower_ in ("seuls", "seules") and not entry.epicene):
                raise _Skip  # le ou les avocats, seuls les médecins
            if entry.singular and before.lower_ in _CLEFT and before.i > self.sent.start \
                    and noun.doc[before.i - 1].lower_ == "ce" and low == "les":
                # ce sont les agriculteurs → c'est le monde agricole (a relative after it agrees as usual)
                ce = noun.doc[before.i - 1]
                cleft = "c" + self.apostrophe + _CLEFT[before.lower_]
                self.replace(before, match_case(ce.text, cleft), "agreement", start=ce.idx)
                self.edits.setdefault(ce.i, Edit(ce.idx, ce.idx, "", "agreement"))
                self.clefts.add(noun.i)
        preposition = before
        if before is not None and before.lower_ in ("tous", "toutes") and before.i > self.sent.start:
            preposition = noun.doc[before.i - 1]
        if entry.singular and preposition is not None and preposition.lower_ in ("entre", "parmi", "chez"):
            raise _Skip  # entre (tous) les habitants, chez les paysans: needs people, in the plural
        if not entry.singular:
            self._plural_determiner(noun, entry)
            return
        if low == "les":
            before = noun.doc[k - 1] if k - 1 >= self.sent.start else None
            if before is not None and before.lower_ == "tous":
                self.replace(before, match_case(before.text, "tout" if entry.gender == "m" else "toute"), "det")
            self.replace(det, match_case(det.text, _ARTICLES[key]), "det")
        elif low == "aux":
            self.replace(det, match_case(det.text, "à " + _ARTICLES[key]), "det")
        elif low == "des" and _contracted(det):
            self.replace(det, match_case(det.text, "de " + _ARTICLES[key]), "det")
        elif low in _POSSESSIVES:  # a possessive group is generic (nos électeurs → notre électorat)
            self.replace(det, match_case(det.text, _POSSESSIVES[low]), "det")
        elif low in _PERSON_POSSESSIVES:
            masc, fem = _PERSON_POSSESSIVES[low]
            form = masc if entry.gender == "m" or vowel_sound(entry.neutral) else fem
            self.replace(det, match_case(det.text, form), "det")
        elif self.referents == "all" and low == "ces":
            self.replace(det, match_case(det.text, "ce" if entry.gender == "m" else "cette"), "det")
        else:
            raise _Skip

    def _plural_determiner(self, noun, entry: Entry) -> None:
        k = noun.i - 1
        det = noun.doc[k]
        low = det.lower_
        allowed = {"les", "aux", "des", "leurs", "nos", "vos", "ses", "mes", "tes"} | (
            {"ces"} if self.referents == "all" else set())
        if low not in allowed and not (det.pos_ == "NUM" and self.referents == "all"):
            raise _Skip  # (les trois parlementaires under --referents all)
        before = noun.doc[k - 1] if k - 1 >= self.sent.start else None
        if low == "les" and before is not None and before.lower_ == "tous" and entry.gender == "f":
            self.replace(before, match_case(before.text, "toutes"), "det")

    def noun(self, noun, entry: Entry, end: int | None = None) -> None:
        """Rewrite one noun of the table (``end``: the end of its phrase when the row has several words), its
        determiner and what agrees with it."""
        if any(c.dep_ == "amod" and _feminine_form(c) for c in noun.children):
            raise _Skip  # les journalistes présentes: a group of women
        counted = entry.singular or self.referents == "generic"
        if any((c.dep_ == "nummod" and counted) or (c.pos_ == "PROPN" and (c.dep_ in ("appos", "flat:name") or c.i == noun.i + 1))
               for c in noun.children) or self._named_after(noun):
            raise _Skip  # les policiers Martin et Durand, les trois journalistes: particular people
        text = noun.doc.text
        if text[noun.idx - 1 : noun.idx] == "-" or text[noun.idx + len(noun.text) : noun.idx + len(noun.text) + 1] == "-":
            raise _Skip  # experts-comptables: part of a compound
        following = noun.doc[noun.i + 1 : noun.i + 3]
        if end is None and len(following) == 2 and following[0].lower_ in ("de", "d'", "d’") and following[1].pos_ in ("NOUN", "PROPN") \
                and following[1].text[:1].islower() and following[1].lower_ not in _SHIFTS \
                and not following[1].lower_.startswith(("l'", "l’")):
            raise _Skip  # chercheurs d'or, professeurs d'histoire: a kind of person, not the group
        if noun.text[:1].isupper() and noun.i > self.sent.start:
            raise _Skip  # l'hôtel des Étrangers, Messieurs les Auditeurs: part of a name or a title
        if self.referents == "generic" and any(
            c.dep_ == "nmod" and c.pos_ == "PROPN" and c.ent_type_ not in ("LOC", "GPE", "ORG")
            and not any(g.dep_ == "det" for g in c.children)
            and any(g.lower_ in ("de", "d'", "d’") for g in c.children)
            for c in noun.children
        ):
            raise _Skip  # les avocats de Riel: particular people (les habitants de Saint-Denis: a place)
        if self.referents == "generic" and (
                among_men_of_a_story(noun) or office_of_a_named_body(noun) or title_of_a_work(noun)):
            raise _Skip  # the crew beside the sailors of a story, les chefs des Dix: known men; a title
            # (the soldiers of a story are militaires: the neutral word is no wrong edit, issue 44's references)
        if end is not None:
            self.last[noun.i] = max(t.i for t in noun.doc[noun.i : self.sent.end] if t.idx < end)
        k = self.after(noun)
        if entry.limited("adjective") and k < self.sent.end and noun.doc[k].is_lower and (
            noun.doc[k].pos_ == "ADJ" or (noun.doc[k].pos_ in ("VERB", "NOUN", "ADV") and noun.doc[k].lower_.endswith(("s", "x"))
                                          and not _finite(noun.doc[k]))
        ):
            raise _Skip  # travailleurs sociaux, prisonniers politiques: a term of art
        if self._paired(noun):
            raise _Skip  # les sénateurs et les sénatrices: the pair already names both
        complement = any(self._after_preposition(n) or self._contracted_complement(n)
                         for n in (noun, *((noun.head,) if noun.dep_ == "conj" else ())))  # (… et des migrants)
        if not entry.epicene and (noun.dep_ == "conj" or any(c.dep_ == "conj" for c in noun.children)):
            self._coordinated(noun, entry, complement)
            complement = True  # the verb and the predicate agree with both: they stay plural
        if entry.singular or entry.gender == "f":
            subject_like = not complement and (noun.dep_ in (*_SUBJECTS, "ROOT") or self._sentence_initial(noun))
            if any(t.lower_ in ("ils", "eux") for t in noun.doc[self.sent.start : noun.i]):
                raise _Failure  # Ils vont bien, les professeurs !: a pronoun before the noun takes it up
            while k < self.sent.end and noun.doc[k].pos_ == "ADJ":
                k += 1
            if subject_like and k + 1 < self.sent.end and noun.doc[k].text == "," and not self._detached(noun.doc[k + 1], entry) and (
                noun.doc[k + 1].pos_ in ("DET", "ADJ") or noun.doc[k + 1].lower_.endswith(("s", "x"))
            ):
                raise _Failure  # les médecins, les amies, se présentaient; les agriculteurs, bretons ou…
        self.determiner(noun, entry)
        neutral = entry.neutral.replace("'", self.apostrophe)
        self.replace(noun, match_case(noun.text, neutral) if noun.i == self.sent.start else neutral,
                     "collective", end=end)
        self.rewritten[noun.i] = entry
        if not (entry.singular or entry.gender == "f"):
            return  # an epicene noun of the same gender and number: nothing else changes
        self._adjectives_after(noun, entry)
        for child in noun.children:
            if child.dep_ == "acl:relcl":
                self.relative(child, entry)
        self._detached_after(noun, entry)
        verb = self._verb_after(noun)
        if complement or noun.i in self.clefts:
            return  # pour les salariés, avec les agriculteurs, c'est le public: nothing outside the noun phrase agrees
        if noun.dep_ in _SUBJECTS:
            self.subject(noun, entry)
            self.subjects.add(noun.i)
        elif (noun.dep_ in _ROLES and any(c.dep_ == "case" for c in noun.children)) or noun.doc[noun.i - 1].lower_ in ("aux", "des"):
            return  # a prepositional complement (aux électeurs, la colère des agriculteurs)
        elif verb is not None:
            # the parse missed the subject (Les spectateurs applaudissaient: "applaudissaient" tagged ADV)
            self.clause(verb.head if verb.dep_ in _FINITE_DEPS else verb, entry, noun.i)
            self.subjects.add(noun.i)
        elif noun.dep_ in ("obj", "iobj") and not self._sentence_initial(noun) and verb is None:
            head = noun.head
            verbs = [head, *(c for c in head.children if c.dep_ in _FINITE_DEPS)]
            if not any(c.dep_ in _SUBJECTS for c in head.children) and (
                any(_finite(v) and v.lower_.endswith("nt") for v in verbs)
                or any(c.dep_ == "aux:pass" or c.lower_ in _ETRE for c in head.children)
            ):
                raise _Failure  # sont étendus les habitants: an inverted subject the parse called an object
            return
        elif not any(t.pos_ in ("VERB", "AUX") or _finite(t) for t in self.sent):
            return  # Ou les étudiants !: a sentence without a verb, nothing agrees with the group
        else:
            raise _Failure  # ROOT, appos, dislocated…: the parse gives it no clear role

    def _after_preposition(self, noun) -> bool:
        """A preposition before the determiner (*pour les salariés*, *avec tous les élus*)."""
        k = noun.i - 2
        if k >= self.sent.start and noun.doc[k].lower_ in ("tous", "toutes"):
            k -= 1
        det = noun.doc[noun.i - 1]
        return k >= self.sent.start and det.lower_ not in ("aux", "des") and noun.doc[k].lower_ in _PREPOSITIONS

    def _contracted_complement(self, noun) -> bool:
        """*des*/*aux* contracted before the group (*la colère des agriculteurs*, *aux réfugiés*)."""
        det = noun.doc[noun.i - 1]
        return det.lower_ == "aux" or (det.lower_ == "des" and _contracted(det))

    def _coordinated(self, noun, entry: Entry, complement: bool = False) -> None:
        """*les salariés et les familles* → *le personnel et les familles*: with another conjunct the
        predicate stays plural and only the noun phrase changes; refused when every conjunct would be
        feminine (the participles would turn feminine), when a conjunct shares the determiner (*des
        policiers et gendarmes*) or is a table noun itself (two groups, two rewrites to coordinate)."""
        head = noun if noun.dep_ != "conj" else noun.head
        conjuncts = [head, *(c for c in head.children if c.dep_ == "conj")]
        span = noun.doc[min(c.i for c in conjuncts) : max(c.i for c in conjuncts)]
        if any(_finite(t) for t in span):
            raise _Failure  # les négociations avancent et les salariés jouent: two clauses, not two nouns
        heads = _by_head()
        for conj in conjuncts:
            if conj.i == noun.i:
                continue
            if conj.pos_ not in ("NOUN", "PROPN", "PRON") or (conj.lower_ in heads and not complement) \
                    or (not any(c.dep_ == "det" or c.lower_ in ("des", "aux") for c in conj.children) and conj.pos_ == "NOUN"):
                raise _Failure
        if not complement and entry.gender == "f" and all(c.i == noun.i or "Fem" in c.morph.get("Gender") for c in conjuncts):
            raise _Failure  # (a prepositional complement has no predicate that would agree with both)
        self.inert.add(noun.i)

    def _enumerated(self, noun, det_index: int) -> bool:
        """``noun`` is one item of a comma list of plural nouns (*les juges, leurs suppléants, les magistrats,
        les greffiers*; *des salariés, apprentis*): whatever agrees, agrees with the list."""
        doc = noun.doc
        before = doc[det_index - 1] if det_index - 1 >= self.sent.start else None
        if before is not None and before.text == "," and before.i - 1 >= self.sent.start \
                and doc[before.i - 1].pos_ in ("NOUN", "PROPN", "ADJ") and doc[before.i - 1].lower_.endswith(("s", "x")):
            start = before.i - 1  # the item before: a bare noun phrase at the start or after a comma
            while start - 1 >= self.sent.start and doc[start - 1].pos_ in ("DET", "ADJ", "NUM"):
                start -= 1
            if start == self.sent.start or doc[start - 1].text == ",":
                return True
        k = self.after(noun)
        return k + 1 < self.sent.end and doc[k].text == "," and doc[k + 1].pos_ == "NOUN" \
            and doc[k + 1].lower_.endswith(("s", "x")) and not any(c.dep_ == "det" for c in doc[k + 1].children)

    def _paired(self, noun) -> bool:
        """The sentence names the feminine of the noun too (*les sénateurs et les sénatrices*)."""
        feminine = feminine_of(_singular(noun.lower_), guess_regular=True)
        return feminine is not None and re.search(rf"\b{re.escape(feminine)}s?\b", self.sent.text.lower()) is not None

    def _detached_after(self, noun, entry: Entry) -> None:
        """*pour nos agriculteurs, asphyxiés par…*: a participle after a comma that the parse hangs on the
        group agrees with the new head."""
        k = self.after(noun)
        while k < self.sent.end and noun.doc[k].i in self.edits:
            k += 1
        if k + 1 < self.sent.end and noun.doc[k].text == ",":
            tok = noun.doc[k + 1]
            if tok.pos_ not in ("VERB", "ADJ") or not tok.is_lower or _finite(tok) or not tok.lower_.endswith(("s", "x")):
                return
            others = [t for t in noun.doc[self.sent.start : noun.i] if t.i not in self.rewritten and (
                (t.pos_ in ("NOUN", "PROPN") and "Plur" in t.morph.get("Number")) or t.lower_ in ("ils", "nous", "vous"))]
            if tok.head.i != noun.i and others:
                raise _Failure  # les ministres parlent aux agriculteurs, fatigués…: which of the two?
            self.agree(tok, entry)

    def _detached(self, tok, entry: Entry) -> bool:
        """*Les dirigeants, réunis à Paris, ont…*: a participle or adjective between commas right after the
        subject, closed by a comma before a finite verb: it agrees with the new head (``True`` when done)."""
        if tok.pos_ not in ("VERB", "ADJ") or _finite(tok) or not tok.is_lower:
            return False
        doc = tok.doc
        close = next((t.i for t in doc[tok.i + 1 : min(tok.i + 10, self.sent.end)] if t.text in ",;:()"), None)
        if close is None or doc[close].text != "," or close + 1 >= self.sent.end:
            return False
        verb = doc[close + 1]
        while verb.i + 1 < self.sent.end and verb.lower_ in _CLITICS:
            verb = doc[verb.i + 1]
        if not (_finite(verb) and verb.lower_.endswith("nt")):
            return False
        self.agree(tok, entry)
        return True

    def _named_after(self, noun) -> bool:
        """*les dirigeants lombards, Melo et son beau-frère*: a name in apposition right after the group."""
        k = noun.i + 1
        while k < self.sent.end and (noun.doc[k].pos_ == "ADJ" or (
                noun.doc[k].is_lower and noun.doc[k].is_alpha and noun.doc[k].head.i == noun.i and not list(noun.doc[k].children))):
            k += 1  # des immigrés hongrois : Leó Szilárd…
        if not (k + 1 < self.sent.end and noun.doc[k].text in (",", ":", "(")):
            return False
        name = noun.doc[k + 1]
        return name.pos_ == "PROPN" or (name.text[:1].isupper() and name.i + 1 < self.sent.end
                                        and noun.doc[name.i + 1].pos_ == "PROPN")  # Leó (tagged NUM) Szilárd

    def _adjectives_after(self, noun, entry: Entry) -> None:
        """The adjectives and participles right after the noun agree with the new head; one further away
        that the parse attaches to it may belong to another noun (*les habitants des villages
        environnants*): the sentence is left alone."""
        k = self.after(noun)
        while k < self.sent.end:
            tok = noun.doc[k]
            attached = tok.head.i == noun.i or noun.i < tok.head.i < k
            adjective = tok.pos_ == "ADJ" or (tok.pos_ in ("VERB", "NOUN") and tok.dep_ in ("amod", "acl")
                                                and not list(tok.children))
            if not (adjective and attached) or _finite(tok):
                break
            self.agree(tok, entry)
            k += 1
        after = noun.doc[k] if k < self.sent.end else None
        if after is not None and after.is_lower and after.lower_.endswith(("s", "x")) and not _finite(after) \
                and after.pos_ not in ("ADP", "DET", "PRON", "PUNCT", "CCONJ", "SCONJ", "AUX"):
            raise _Failure  # les étudiants boursiers (tagged ADV): a plural word the tagger did not call an adjective
        for child in noun.children:
            if child.i >= k and child.dep_ in ("amod", "acl") and child.pos_ in ("ADJ", "VERB") \
                    and not _finite(child) and child.i not in self.edits and _agrees_in_plural(child):
                raise _Failure  # (not: s'adapter, ayant, apportée: they do not agree with a masculine plural)

    def _verb_after(self, noun):
        """The plural finite verb right after ``noun`` and its adjectives (clitics skipped), if any."""
        k = self.after(noun)
        relative = [c for c in noun.children if c.dep_ == "acl:relcl" and c.left_edge.i == k]
        if relative:
            swallowed = [t for t in noun.doc[relative[0].i + 1 : relative[0].right_edge.i + 1]
                         if _finite(t) and t.lower_.endswith("nt") and t.dep_ not in _OWN_CLAUSES
                         and not any(c.dep_ in _SUBJECTS for c in t.children)]
            if swallowed:
                return swallowed[0]  # qui habitent en ville achètent: the small parser hangs the main verb in the relative
            k = relative[0].right_edge.i + 1  # les électeurs qui habitent à l'étranger votent
        elif k + 1 < self.sent.end and noun.doc[k].lower_ in ("de", "d'", "d’") and noun.doc[k + 1].head.i == noun.i \
                and noun.doc[k + 1].pos_ == "NOUN" and all(c.i <= k + 2 for c in noun.doc[k + 1].children):
            k += 2  # les policiers de nuit patrouillent: a bare complement between the noun and its verb
        while k < self.sent.end and ((noun.doc[k].head.i == noun.i and noun.doc[k].dep_ == "amod"
                                     and not (_finite(noun.doc[k]) and noun.doc[k].lower_.endswith("nt")))
                                     or noun.doc[k].lower_ in _CLITICS):
            k += 1
        if k < self.sent.end:
            tok = noun.doc[k]
            if _finite(tok) and tok.lower_.endswith("nt"):
                return tok
        return None

    def _sentence_initial(self, noun) -> bool:
        return all(t.is_punct for t in noun.doc[self.sent.start : noun.i - 1])

    def agree(self, tok, entry: Entry) -> None:
        """An adjective or participle (masculine plural) in the gender and number of ``entry``."""
        if _feminine_form(tok):
            raise _Failure  # sont arrivées: the group was women, or the parse is wrong
        if not tok.lower_.endswith(("s", "x")):
            return  # not a plural form (the tagger's number is not trusted: nombreux, présents)
        form = inflect(tok.text, entry.gender, entry.number)
        if form is None:
            raise _Failure
        if form != tok.text:
            self.replace(tok, form, "agreement")

    def verb(self, tok, entry: Entry) -> None:
        """A finite verb of a rewritten subject: third person plural → singular."""
        if not entry.singular:
            return
        if "Sing" in tok.morph.get("Number") and not tok.lower_.endswith("nt"):
            raise _Failure  # a singular verb for a plural subject: the parse is wrong somewhere
        form = singular_verb(tok.text)
        if form is not None and self._after_que(tok) and tok.lower_.endswith("ent") and not lemma(tok.lower_).endswith("er") \
                and tok.lower_ not in _IRREGULAR_3SG and form != tok.lower_[:-2]:
            raise _Failure  # il faut que les gendarmes dorment: dort or dorme?
        if form is None or (tok.pos_ in ("VERB", "AUX") and tok.lemma_.lower() != lemma(tok.lower_)
                            and tok.lower_ not in _IRREGULAR_3SG):
            raise _Failure  # durent: durer or devoir? the parse and the lexicon disagree
        start = None
        text = match_case(tok.text, form)
        if vowel_sound(form) and not form.startswith("h") and tok.i > self.sent.start:
            previous = tok.doc[tok.i - 1]
            if previous.lower_ in _ELIDABLE and previous.whitespace_:
                elided = _ELIDABLE[previous.lower_].replace("'", self.apostrophe)
                start, text = previous.idx, match_case(previous.text, elided) + text
                self.edits.setdefault(previous.i, Edit(previous.idx, previous.idx, "", "elision"))
        self.replace(tok, text, "agreement", start)
        following = self._after_adverbs(tok)
        if tok.lower_ in _ETRE:
            self._predicate_after(tok, entry)
        elif following is not None and following.lower_ in ("être", "été"):
            self._predicate_after(following, entry)  # a été applaudi, pouvait être battu
        elif following is not None and following.lower_ in ("que", "qu'", "qu’") and following.i + 1 < self.sent.end \
                and following.doc[following.i + 1].lower_ == "être":
            self._predicate_after(following.doc[following.i + 1], entry)  # ne peut qu'être déçu

    def _after_que(self, tok) -> bool:
        """``tok`` follows a *que* that may call for the subjunctive (*il faut que*, *pour que*, *veulent
        que*); after *dire que*, *penser que* the indicative is the rule."""
        for que in tok.doc[self.sent.start : tok.i]:
            if que.lower_ in ("que", "qu'", "qu’"):
                before = tok.doc[max(self.sent.start, que.i - 4) : que.i]
                if any(t.lower_ in _SUBJUNCTIVE_TRIGGERS or t.lemma_.lower() in _SUBJUNCTIVE_TRIGGERS for t in before):
                    return True
        return False

    def _after_adverbs(self, tok):
        for following in tok.doc[tok.i + 1 : self.sent.end]:
            if following.lower_ not in _LINKING_ADVERBS and following.lower_ not in ("point", "ne"):
                return following
        return None

    def clause(self, head, entry: Entry, subject_index: int) -> None:
        """The finite verb(s) and the predicate of the clause headed by ``head`` whose subject was rewritten."""
        finite = [t for t in (head, *head.children) if (t.i == head.i or t.dep_ in _FINITE_DEPS) and _finite(t)]
        if entry.singular and not finite:
            raise _Failure  # the verb that must agree cannot be found
        if any(t.i < subject_index for t in finite) and entry.singular:
            raise _Failure  # an inverted or misparsed subject
        if finite and any(t.text in (":", ";", "—", "!", "?", "«", "»") for t in head.doc[subject_index + 1 : finite[0].i]):
            raise _Failure  # que les clients : vinrent les rivaux — the verb belongs to another subject
        self.heads.add(head.i)
        for t in finite:
            self.verb(t, entry)
        etre = any(c.dep_ in ("cop", "aux:pass") or (c.dep_ in ("aux", "aux:tense") and c.lower_ in _ETRE)
                   for c in head.children)
        if etre and not _finite(head) and (
            head.pos_ in ("VERB", "ADJ")
            or (head.pos_ in ("NOUN", "ADV") and not any(c.dep_ in ("det", "case") for c in head.children))
        ):
            self.agree(head, entry)  # the tagger often calls a participle after être a noun or an adverb
        for t in head.children:
            if t.dep_ in _FINITE_DEPS and t.lower_ in _ETRE:
                self._predicate_after(t, entry)
        for conj in head.children:
            if conj.dep_ == "conj" and conj.pos_ in ("VERB", "ADJ", "AUX") and not any(
                c.dep_ in _SUBJECTS for c in conj.children
            ):
                self.clause(conj, entry, subject_index)

    def _predicate_after(self, etre, entry: Entry) -> None:
        """The word after a form of *être* (adverbs skipped), read off the text: the parse of a small model
        often attaches a participle elsewhere (*sont partis tôt*: "partis" an adverbial of "tôt")."""
        for tok in etre.doc[etre.i + 1 : self.sent.end]:
            if tok.lower_ in _LINKING_ADVERBS or tok.lower_ in _ETRE:
                continue
            if tok.lower_ in ("tous", "toutes") or (entry.singular and tok.lower_ in ("des", "les", "de", "d'", "d’")):
                raise _Failure  # sont tous partis, sont des menteurs: a plural predicate
            if tok.pos_ in ("ADP", "DET") or tok.lower_ in ("aux", "au", "du"):
                return  # sont en grève, étaient aux fenêtres
            plural_form = tok.lower_.endswith(("s", "x")) and tok.pos_ not in ("DET", "ADP", "PRON", "NUM", "PROPN")
            if tok.pos_ == "ADV" and (not plural_form or inflect(tok.text, entry.gender, entry.number) == tok.text):
                continue  # mieux, souvent
            if plural_form and not any(c.dep_ == "det" for c in tok.children):
                self.agree(tok, entry)
                second = tok.doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
                if second is not None and second.text == "," and tok.i + 2 < self.sent.end:
                    after_comma = tok.doc[tok.i + 2]
                    if after_comma.pos_ == "ADJ" and after_comma.lower_.endswith(("s", "x")) \
                            and inflect(after_comma.text, entry.gender, entry.number) != after_comma.text:
                        raise _Failure  # était debout, anxieux: a detached adjective agrees too
                if second is not None and second.pos_ in ("ADJ", "VERB", "NOUN") and not _finite(second) \
                        and not any(c.dep_ in ("det", "case") for c in second.children) \
                        and second.lower_.endswith(("s", "x")) and second.head.i in (tok.i, tok.head.i):
                    self.agree(second, entry)  # est sorti déçu, est venu nombreux
            return

    def subject(self, subject, entry: Entry) -> None:
        self.clause(subject.head, entry, subject.i)

    def relative(self, verb, entry: Entry) -> None:
        """*les électeurs qui ont voté* → *l'électorat qui a voté*."""
        relative = [c for c in verb.children if c.lower_ == "qui" and c.dep_ in _SUBJECTS]
        finite = [t for t in (verb, *verb.children) if (t.i == verb.i or t.dep_ in _FINITE_DEPS) and _finite(t)]
        if relative and finite and all("Sing" in t.morph.get("Number") and not t.lower_.endswith("nt") for t in finite):
            return  # aux enseignants quelque chose qui viendrait: the relative belongs to another noun
        if relative:
            self.clause(verb, entry, relative[0].i)
        elif any(c.lower_ in ("que", "qu'", "qu’") and c.dep_ == "obj" for c in verb.children):
            if "Part" in verb.morph.get("VerbForm") and any(c.dep_.startswith("aux") for c in verb.children):
                self.agree(verb, entry)  # que leurs habitudes avaient entraîné(s): agrees with que
        elif any(c.dep_ in _SUBJECTS for c in verb.children) or not entry.singular:
            return  # que/dont/où clauses have their own subject
        else:
            raise _Failure

    # -- pronouns that take the noun up

    def pronouns(self) -> None:
        if not self.rewritten:
            return
        first = min(self.rewritten)
        entries_ = {e for i, e in self.rewritten.items() if (e.singular or e.gender == "f") and i not in self.inert}
        takers = [t for t in self.sent if t.i > first and (_plural_pronoun(t) or t.lower_ in _AGREEING_PRONOUNS)]
        if self.inert and takers:
            raise _Failure  # les salariés et les familles… ils: the pronoun takes up both
        if not entries_:
            return
        if len(entries_) > 1:
            if takers:
                raise _Failure  # two different antecedents
            return
        entry = next(iter(entries_))
        other_plurals = [
            t.i for t in self.sent if t.i not in self.rewritten and t.pos_ in ("NOUN", "PROPN")
            and "Plur" in t.morph.get("Number") and "Fem" not in t.morph.get("Gender")
        ]
        for tok in self.sent:
            if tok.i <= first:
                continue
            low = tok.lower_
            ambiguous = any(k < tok.i for k in other_plurals)
            if low == "ils" and tok.pos_ == "PRON":
                if ambiguous and not (self.subjects and tok.dep_ in _SUBJECTS):
                    raise _Failure
                if not (entry.singular or entry.gender == "f"):
                    continue
                self._pronoun(tok, entry)
            elif low in ("leur", "leurs") and tok.pos_ == "DET":
                following = tok.doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
                if following is None or following.pos_ in ("DET", "ADP", "PRON", "VERB", "AUX"):
                    raise _Failure  # en leur assurant des appointements: the pronoun, not the possessive
                if ambiguous and not self.subjects:
                    raise _Failure
                if entry.singular:
                    form = "ses" if low == "leurs" else self._singular_possessive(tok)
                    self.replace(tok, match_case(tok.text, form), "pronoun")
            elif low == "eux" and tok.doc.text.startswith("-mêmes", tok.idx + 3) \
                    and any(self.last.get(i, i) + 1 == tok.i for i in self.rewritten):
                form = ("elle" if entry.gender == "f" else "lui") if entry.singular else "elles"
                self.replace(tok, match_case(tok.text, form) + ("-même" if entry.singular else "-mêmes"), "pronoun",
                             end=tok.idx + len("eux-mêmes"))  # les agriculteurs eux-mêmes
                self.edits.update({t.i: Edit(t.idx, t.idx, "", "pronoun") for t in tok.doc[tok.i + 1 : self.sent.end]
                                   if t.idx < tok.idx + len("eux-mêmes")})  # (the parts the tokenizer split off)
            elif low == "eux":
                if entry.singular:
                    raise _Failure  # entre eux, pour eux: a singular collective cannot take it up
                self.replace(tok, match_case(tok.text, "elles"), "pronoun")
            elif low == "uns" and entry.singular:
                raise _Failure  # les uns après les autres: a plural meaning
            elif low in _AGREEING_PRONOUNS:
                raise _Failure  # aucun n'était atteint, chacun d'eux, ceux qui: they would agree too
            elif low in ("-ils", "-t-ils"):
                if entry.singular:
                    raise _Failure  # avaient-ils: the verb before it would change too
                self.replace(tok, tok.text[: -len("ils")] + "elles", "pronoun")
            elif low in ("leur", "les") and tok.pos_ == "PRON":
                if not entry.singular and low != "eux":
                    continue
                if self._refers_elsewhere(tok):
                    continue
                raise _Failure  # *qu'on les écoute*: maybe the group, maybe not

    def check_verbs(self) -> None:
        """After a subject went to the singular, a plural finite verb left with no subject of its own
        is one the parse did not link to it (*se dispersèrent et se retirèrent*): refuse the sentence."""
        for noun_index, entry in self.rewritten.items():
            k = self.last.get(noun_index, noun_index) + 1
            while k < self.sent.end and (self.sent.doc[k].pos_ == "ADJ" or self.sent.doc[k].text == ","):
                k += 1
            if entry.singular and k < self.sent.end and self.sent.doc[k].lower_ == "qui" \
                    and self.sent.doc[k].head.i not in self.heads and self.sent.doc[k].head.lower_.endswith("nt"):
                raise _Failure  # la gendarmerie, qui retenaient…: a relative clause the parse hung elsewhere
        if any(e.singular for e in self.rewritten.values()):
            for tok in self.sent[min(self.rewritten) - self.sent.start :]:
                if tok.lower_ != "qui":
                    continue
                verb = next((t for t in tok.doc[tok.i + 1 : self.sent.end] if t.lower_ not in _CLITICS), None)
                if verb is not None and verb.i not in self.edits and verb.lower_.endswith("nt") \
                        and (_finite(verb) or "Plur" in verb.morph.get("Number")):
                    raise _Failure  # du personnel de ce commerçant qui souhaitaient: the relative may be the group's
        if not self.subjects or not any(e.singular for e in self.rewritten.values()):
            return
        first = min(self.subjects)
        for tok in self.sent:
            if tok.i <= first or tok.i in self.edits or not _finite(tok):
                continue
            if "Sing" in tok.morph.get("Number") or not tok.lower_.endswith("nt"):
                continue
            owners = (tok, tok.head) if tok.dep_ in _FINITE_DEPS else (tok,)
            if not any(c.dep_ in (*_SUBJECTS, "expl:subj") for owner in owners for c in owner.children):
                raise _Failure
        for tok in self.sent:
            # a participle or adjective of a rewritten clause left in the plural (acclamés…, l'armée va
            # partir; elle m'a paru attachés)
            if tok.i in self.edits or tok.pos_ not in ("ADJ", "VERB") or _finite(tok):
                continue
            etre = any(c.lower_ in _ETRE and c.dep_ in _FINITE_DEPS for c in tok.children)
            if not ((tok.head.i in self.heads and tok.dep_ in ("xcomp", "advcl", "acl", "conj"))
                    or (tok.i in self.heads and etre)):
                continue  # a participle after avoir does not agree with the subject
            if tok.lower_.endswith(("s", "x")) and not _feminine_form(tok):
                entry = next(e for e in self.rewritten.values() if e.singular)
                if inflect(tok.text, entry.gender, entry.number) not in (tok.text, None):
                    raise _Failure

    def check_whole(self) -> None:
        """The point form's final check (:func:`unagreed_referents`), for the nouns whose reformulation is
        feminine (*la police*, *les personnes candidates*): a word that still agrees with the masculine plural (a
        pronoun, *ces derniers*, an attribute, another mention) would leave the referent half done. (A masculine
        head, *l'électorat*, keeps the masculine of *nombreux*; its number is :meth:`check_verbs`' concern.)"""
        doc, table = self.sent.doc, person_nouns()
        targets = [(doc[i], hit[0], True) for i, entry in self.rewritten.items()
                   if entry.gender == "f" and (hit := table.get(doc[i].lower_)) is not None]
        if targets and unagreed_referents(doc, targets, edited_tokens(doc, self.edits.values()), "·"):
            raise _Failure

    def _singular_possessive(self, tok) -> str:
        """*leur* → *son* or *sa*: by the next word's sound, else by a noun ending that fixes the gender
        (the small model's noun genders are too often wrong to decide *sa* against *son*)."""
        following = tok.doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
        if following is None or not following.is_alpha:
            raise _Failure
        if vowel_sound(following.text):
            return "son"
        low = following.lower_
        if low.endswith(_FEMININE_NOUN_ENDINGS):
            return "sa"
        if low.endswith(_MASCULINE_NOUN_ENDINGS):
            return "son"
        raise _Failure

    def _pronoun(self, tok, entry: Entry) -> None:
        form = "elle" if entry.gender == "f" else "il"
        form += "" if entry.singular else "s"
        start = None
        text = match_case(tok.text, form)
        if tok.i > self.sent.start:
            previous = tok.doc[tok.i - 1]
            if previous.lower_ in ("s'", "s’") and form.startswith("e"):
                start, text = previous.idx, match_case(previous.text, "si ") + text  # s'ils → si elle
                self.edits.setdefault(previous.i, Edit(previous.idx, previous.idx, "", "elision"))
        self.replace(tok, text, "pronoun", start)
        if tok.dep_ in _SUBJECTS:
            self.subjects.add(tok.i)
            self.clause(tok.head, entry, tok.i)

    def _refers_elsewhere(self, tok) -> bool:
        """An object clitic in a clause whose subject is the rewritten group refers to someone else."""
        head = tok.head
        while head is not None:
            if any(c.i in self.subjects for c in head.children):
                return True
            if head.head.i == head.i:
                return False
            head = head.head if head.dep_ in ("xcomp", "aux", "conj") else None
        return False


class _Skip(Exception):
    """This noun is not a generic reference: left as it is, the rest of the sentence goes on."""


def _plural_pronoun(tok) -> bool:
    low = tok.lower_
    return low in ("ils", "eux", "-ils", "-t-ils") or (low in ("leur", "leurs", "les", "-les") and tok.pos_ == "PRON") \
        or (low in ("leur", "leurs") and tok.pos_ == "DET")


def _contracted(det) -> bool:
    """*des* is *de* + *les* (le statut des magistrats, auprès des salariés), not the indefinite article
    (assassiné des journalistes, à des étrangers): read off the word before it, not the tagger."""
    if det.i == 0:
        return False
    before = det.doc[det.i - 1]
    if before.lower_ == "travers":
        return False  # à travers des spectateurs: no de
    if before.lower_ in ("celui", "celle", "ceux", "celles"):
        return True  # celle des policiers
    if before.pos_ == "ADJ" and before.i > 0 and before.doc[before.i - 1].pos_ in ("DET", "NOUN"):
        return True  # l'uniforme (tagged ADJ) des policiers; la responsabilité accrue des habitants
    return before.pos_ in ("NOUN", "PROPN") or before.lower_ in _COMPOUND_PREPOSITIONS


def _agrees_in_plural(tok) -> bool:
    """``tok`` is written as a masculine plural that would have to agree (not an infinitive, a present
    participle, a feminine or a singular form, which belong to another word or do not agree)."""
    return tok.lower_.endswith(("s", "x")) and "Inf" not in tok.morph.get("VerbForm") \
        and not tok.lower_.endswith("ant") and not _feminine_form(tok)


def _finite(tok) -> bool:
    """A finite verb, or a form in *-nt* the tagger left without verb features that inflects as one."""
    if "Fin" in tok.morph.get("VerbForm"):
        return True
    return not tok.morph.get("VerbForm") and tok.lower_.endswith("nt") and singular_verb(tok.lower_) is not None


def _feminine_form(tok) -> bool:
    """``tok`` is written in the feminine (it has a masculine), whatever the tagger says."""
    return masculine_of(tok.text) is not None


def sentence_edits(sent, referents: str = "generic", quote: str | None = None) -> list[Edit]:
    """The edits that reformulate one parsed sentence (empty when nothing is sure); ``quote``: the
    apostrophe to write (default: the one the parsed text writes)."""
    heads = _by_head()
    state = _Sentence(sent, referents, quote)
    text = sent.doc.text
    try:
        for tok in sent:
            if tok.i in state.edits or tok.lower_ not in heads:
                continue
            found = next(((entry, rest and rest.match(text, tok.idx + len(tok.text))) for entry, rest in heads[tok.lower_]
                          if rest is None or rest.match(text, tok.idx + len(tok.text))), None)
            if found is None:
                continue
            entry, phrase = found
            saved, last = dict(state.edits), dict(state.last)
            try:
                state.noun(tok, entry, None if phrase is None else phrase.end())
            except _Skip:
                state.edits, state.last = saved, last
        state.pronouns()
        state.check_verbs()
        state.check_whole()
    except _Failure:
        return []
    return [e for e in state.edits.values() if e.start != e.end or e.text]


class CollectiveRewriter(ParsingEngine):
    """The ``neutral`` form of French to-fair rewriting (a :class:`fairwrite.registry.Rewriter`)."""

    def __init__(self, referents: str = "generic", **parser: Unpack[ParserOptions]) -> None:
        check_referents(referents)
        super().__init__(**parser)
        self.referents = referents

    def rewrite_doc(self, doc, taken_up: bool = False, original: str | None = None) -> str:
        """The reformulated text of one parsed text; ``taken_up``: the next segment of the document has a
        plural pronoun that may take up a group of this one's last sentence; ``original``: the text as
        written when ``doc`` parsed a copy with straight apostrophes (same length, same offsets)."""
        text = doc.text if original is None else original
        quote = apostrophe(text)
        sents = list(doc.sents)
        edits = []
        for k, sent in enumerate(sents):
            edits += [Edit(sent.start_char + e.start, sent.start_char + e.end, e.text, e.process)
                      for e in expression_edits(text[sent.start_char : sent.end_char])]  # nothing agrees with them
            found = sentence_edits(sent, self.referents, quote)
            if found and (any(_plural_pronoun(t) for later in sents[k + 1 :] for t in later)
                          or (taken_up and k == len(sents) - 1)):
                continue  # a later sentence may take the group up (… les paysans ! | Avertissons-les.)
            edits += [e for e in found if not any(x.start < e.end and e.start < x.end for x in edits)]
        if not edits:
            return text
        output, _, spans, _ = apply_edits_tracked(text, edits)
        return euphony(output, spans)

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """One reformulated text per input, in order. The texts are consecutive segments of one document
        (the referent contract): a group is not reformulated when the next segment may take it up with a
        plural pronoun (*Les électeurs votent. | Ils choisissent.*: *l'électorat … ils* would lose it)."""
        # the small parser is trained on straight apostrophes (it reads *l’* as a noun, *s’* as an adjective):
        # it parses a copy with straight ones, the edits apply to the text as written (same offsets)
        for (text, _), output in self.parse_chunks(
            _with_next(texts), lambda item: item[0].replace("’", "'") if is_candidate(item[0]) else None,
            lambda doc, item: self.rewrite_doc(doc, _PLURAL_PRONOUN.search(item[1]) is not None, item[0]),
        ):
            yield text if output is None else output


#: A plural pronoun that may take up a group (an empty next segment starts a new document: nothing).
_PLURAL_PRONOUN = re.compile(r"(?<![\w-])(?:ils|eux|leurs?)(?![\w-])|-(?:t-)?ils\b|-les\b", re.IGNORECASE)


def _with_next(texts: Iterable[str]) -> Iterator[tuple[str, str]]:
    """Each text with the one after it ("" after the last)."""
    current, following = tee(texts)
    next(following, None)
    return zip_longest(current, following, fillvalue="")


def make_neutral_rewriter(referents: str = "generic", **options: Any) -> CollectiveRewriter:
    """The ``--form neutral`` rewriter; ``options``: ``nlp``, ``model``, ``batch_size``, ``n_process``,
    ``chunk_size``."""
    unknown = sorted(set(options) - PARSER_OPTIONS)
    if unknown:
        raise FairwriteError(f"--form neutral does not take the option(s) {', '.join(unknown)}")
    return CollectiveRewriter(referents, **options)


__all__ = ["CollectiveRewriter", "Entry", "entries", "inflect", "is_candidate", "make_neutral_rewriter",
           "sentence_edits", "singular_verb"]
