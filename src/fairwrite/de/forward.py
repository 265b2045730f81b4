"""The German forward rewriter: generic masculine / generic feminine → gender-fair (gender star by default).

Rule-based, lexicon-driven (no trained parser): person nouns are found through
:mod:`fairwrite.de.lexicon` (a masculine noun with a feminine *-in* partner, adjectival person nouns,
compounds with a person head such as *Straßenbauarbeiter*, person nouns inside compounds such as
*Kundenbindung* → *Kund\\*innenbindung*). For each, the whole noun phrase is rewritten with agreement
— determiner, adjectives, noun (*einen neuen Mitarbeiter* → *eine\\*n neue\\*n Mitarbeiter\\*in*, *des
Nachbarn* → *des\\*der Nachbar\\*in*) — using case and number read off the phrase (determiner, adjective
endings, preposition, a few word-order cues). Pronouns that refer to a rewritten person within the
sentence follow (*er* → *er\\*sie*, *seinen* → *seinen\\*ihren*, relative *der* → *der\\*die*,
*derjenige* → *der\\*diejenige*, standalone *jeder* → *jede\\*r*). Gender-fair forms already in the
text are normalised to the target form. Everything else is byte-identical; a segment without person
references comes back unchanged.

What stays: lexically gendered nouns (*Mann*, *Mutter*, *Vater*), nouns that only look like person
nouns (*Kiefer*, *Innenstadt*, *Binnenmarkt*, *Lautsprecher*, *Mutter* of a screw), *Leiter* when the
sentence is about a ladder, surnames (*Joschka Fischer*, *Herr Bauer*, *sagte Richter*), organisation
names (*Reporter ohne Grenzen*, *Freie Wähler*, *-verband*, *-kammer*), plural adjectival nouns
(*die Abgeordneten*, already gender-neutral).

>>> rewrite = make_rewriter()
>>> rewrite("Der neue Lehrer sprach mit den Kollegen über seinen Plan.")
'Der*die neue Lehrer*in sprach mit den Kolleg*innen über seinen*ihren Plan.'
>>> rewrite("Wir suchen einen neuen Mitarbeiter für die Kundenbindung.")
'Wir suchen eine*n neue*n Mitarbeiter*in für die Kund*innenbindung.'
>>> make_rewriter(form="colon")("Jeder Ärztin, die das liest, danken wir.")
'Jedem:r Ärzt:in, der:die das liest, danken wir.'
>>> rewrite("Die Schraube sitzt fest in der Mutter.")
'Die Schraube sitzt fest in der Mutter.'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from fairwrite.de.backward import FairAnalyser
from fairwrite.de.forms import REWRITE_FORMS, Dual, normalise_form, render_text, word_pairs
from fairwrite.de.lexicon import PERSON_RAT, Lexicon, PersonNoun, PersonReading, lexicon
from fairwrite.de.morphology import (
    CASES,
    CONTRACTIONS,
    DECLENSIONS,
    adjective_ending,
    analyse_determiner,
    declension_after,
    inflect_determiner,
    preferred_case,
    preposition_cases,
)
from fairwrite.de.tokens import Token, sentence_initial, tokenize
from fairwrite.errors import FairwriteError
from fairwrite.registry import resolve

_words = str.split  # word lists are written as one string

_CASE_ORDER = ("nom", "acc", "dat", "gen")
_ADJ_ENDINGS = ("en", "em", "er", "es", "e")
_NUMERALS = frozenset(
    _words(
        "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert "
        "tausend hunderte tausende dutzende viele einige mehrere wenige zahlreiche etliche beide sämtliche "
        "weitere andere alle"
    )
)
_ADVERBS = frozenset(
    _words(
        "sehr besonders so ganz äußerst zu noch bereits erst schon ehemals derzeit damals heutige rund etwa "
        "fast knapp gut über mehr weniger überaus recht ziemlich bislang bisher seit langem"
    )
)
#: Words before a bare noun that make it a singular predicate (*als Lehrer*, *ist Lehrer*).
#: Determiners that are accusative singular masculine or dative plural (*den*, *ihren Kunden*).
_ACC_SG_OR_DAT_PL = frozenset(_words("den ihren seinen unseren euren meinen deinen keinen diesen jenen"))
#: Tokens after which a new clause (and so a subject) may start.
_CLAUSE_START = frozenset({",", ";", ":", "-", "–", "(", '"', "„", "“", "``", "und", "oder", "aber"})
_SINGULAR_COPULAS = frozenset(_words("ist war sei wäre wird wurde bleibt blieb"))
_PLURAL_COPULAS = frozenset(
    _words("sind waren seien wären werden wurden würden gelten galten gälten bleiben blieben arbeiten arbeiteten")
)
_PREDICATIVE = frozenset(_words("als ist war sei wäre wird wurde bleibt blieb gilt galt bin bist pro je"))
#: Words after which a noun phrase starts a clause (a nominative is likely).
_CLAUSE_START = frozenset(
    _words(
        ", und aber oder denn dass daß weil wenn ob als nachdem bevor während obwohl da sodass damit "
        "sondern doch wie so"
    )
)
#: Unambiguous nominatives: a second noun phrase in the same clause is then likely accusative.
_NOMINATIVES = frozenset(_words("ich du er wir ihr man"))
#: Verbs (lemmas) taking a dative object: *den Kollegen* after them is dative plural.
_DATIVE_VERBS = frozenset(
    _words(
        "danken helfen gratulieren folgen drohen vertrauen widersprechen zustimmen begegnen schaden nützen "
        "gehören gefallen fehlen raten antworten applaudieren misstrauen zuhören verbieten empfehlen geben "
        "schicken zeigen anbieten ermöglichen erlauben versprechen mitteilen vorwerfen dienen gelten "
        "bescheinigen zusichern garantieren überlassen zahlen bezahlen auszahlen erstatten"
    )
)
#: Masculine/feminine person nouns with lexical gender: the pronouns that refer to them stay.
_LEXICAL_GENDER = frozenset(
    _words(
        "Mann Männer Herr Herren Vater Väter Sohn Söhne Bruder Brüder Onkel Opa Großvater Junge Jungen "
        "Bursche Neffe Enkelsohn Ehemann Freund Bräutigam Witwer Mönch Papst Frau Frauen Dame Mutter Mütter "
        "Tochter Töchter Schwester Schwestern Tante Oma Großmutter Nichte Ehefrau Braut Witwe Nonne"
    )
)
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
#: Masculine adjectives used as person pronouns after *als*/*kein* (*als einziger* → *als einzige\\*r*).
_NOMINALISED = frozenset(_words("einziger erster letzter anderer zweiter dritter nächster"))
_AGE = re.compile(r"(\d+-?[jJ]ährig)(e|en|er|es|em)")
#: Reported speech (Konjunktiv I) and verbs of saying/thinking: a pronoun subject is a person.
_REPORTED = frozenset(_words("habe sei werde wolle könne müsse solle dürfe wisse hätte wäre würde"))
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
#: What people have: *sein Amt*, *seine Partei* (not *sein Umsatz*).
_HUMAN_POSSESSIONS = frozenset(
    _words(
        "Amt Amtes Nachfolger Nachfolgers Vorgänger Vorgängers Frau Mann Familie Kinder Sohn Tochter Vater "
        "Mutter Eltern Partei Rücktritt Kandidatur Meinung Ansicht Rede Buch Film Karriere Leben Kollegen "
        "Kollege Freund Freunde Anwalt Anwälte Sprecher Büro Wahl Amtszeit Regierung Ministerium Haltung "
        "Entscheidung Aussage Aussagen Vorschlag Vorschläge Plan Pläne Worte Namen Name Tod Geburtstag"
    )
)
_PARTITIVE_HEADS = frozenset(
    _words(
        "einer eine eins eines keiner keine keins keines jeder jede mancher manche viele einige wenige meisten zwei drei"
    )
)
_PARTITIVE = frozenset(_words("der von aus unter ihrer seiner dieser unserer eurer meiner"))
_CONTRACTION_FEM = {"zum": "zur", "vom": "von der", "beim": "bei der", "im": "in der", "am": "an der"}
_CONTRACTION_MASC = {"zur": "zum"}

_PERSONAL_M = {"er": ("er", "sie"), "ihn": ("ihn", "sie"), "ihm": ("ihm", "ihr")}
_POSSESSIVE_ENDINGS = ("", "e", "en", "em", "es", "er")
_RELATIVE_M = {
    m: (m, f)
    for m, f in word_pairs("der die, den die, dem der, dessen deren, welcher welche, welchen welche, welchem welcher")
}
_RELATIVE_F = {f: (m, f) for m, f in word_pairs("der die, dem der, dessen deren, welcher welche")}
_STANDALONE = {
    m: (m, f)
    for m, f in word_pairs(
        "jeder jede, jeden jede, jedem jeder, keiner keine, keinen keine, keinem keiner, einer eine, mancher manche, "
        "derjenige diejenige, denjenigen diejenige, demjenigen derjenigen, desjenigen derjenigen"
    )
}


def _place_adjective(lex: Lexicon, word: str) -> bool:
    """*Frankfurter*, *Kölner*, *Bremer*, *Münchner*: the indeclinable adjective of a place name."""
    stem = word[:-2]
    return any(lex.is_toponym(c) for c in (stem, stem + "en", stem + "e", stem[:-1] + "en", stem + "n"))


def _join(prefix: str, head: str) -> str:
    """Compound prefix + head: *Straßenbau* + *arbeiter*, but *US-* + *Bürger* keeps its capital."""
    if not prefix:
        return head
    return prefix + (head if prefix.endswith("-") else head[:1].lower() + head[1:])


def _cap_like(word: str, model: str) -> str:
    return word[:1].upper() + word[1:] if model[:1].isupper() else word


@dataclass
class _NounPhrase:
    noun: int
    start: int
    det: int | None = None
    adjs: list[int] = field(default_factory=list)
    prep: str | None = None
    numeral: bool = False


@dataclass
class _Referent:
    """A person the pronouns of the sentence may refer to."""

    token: int
    gender: str  # source gender of the rewritten phrase ('m'/'f'); 'x' for names
    rewritten: bool
    plural: bool = False


class ForwardRewriter:
    """Generic masculine/feminine German → gender-fair ``form`` (see module docs)."""

    def __init__(self, form: str = "star", *, lex: Lexicon | None = None, specific_people: bool = True) -> None:
        """``specific_people=False`` keeps nouns naming one person (*Sprecher Thomas Schlier*) as written.

        The default rewrites them, as Amrhein et al. (2023, §4) do in their TIGER test set, mirroring
        English, where every *he*/*she* becomes *they* whoever it refers to.
        """
        self.form = normalise_form(form)
        self.specific_people = specific_people
        self.lex = lex or lexicon()
        self.fair = FairAnalyser(self.lex)

    # -- public ------------------------------------------------------------------------------------------

    def __call__(self, text: str) -> str:
        duals = self.analyse(text)
        return render_text(text, duals, self.form) if duals else text

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        for text in texts:
            yield self(text)

    def analyse(self, text: str) -> list[Dual]:
        """The spans to rewrite as :class:`Dual` (existing gender-fair forms included)."""
        existing = self.fair.analyse(text)
        tokens = tokenize(text)
        if not tokens:
            return existing
        blocked = [False] * len(tokens)
        if existing:
            spans = [(d.start, d.end) for d in existing]
            for k, t in enumerate(tokens):
                blocked[k] = any(a < t.end and t.start < b for a, b in spans)
        state = _State(text, tokens, blocked)
        self._nouns(state)
        self._mark_names(state)
        self._pronouns(state)
        duals = existing + list(state.duals.values())
        return sorted(duals, key=lambda d: d.start)

    # -- nouns -------------------------------------------------------------------------------------------

    def _nouns(self, st: _State) -> None:
        tokens = st.tokens
        for i, tok in enumerate(tokens):
            if st.blocked[i]:
                continue
            if tok.text[:1].isdigit():
                age = self._age(st, i)
                if age:
                    np = self._noun_phrase(st, i)
                    choice = self._choose(st, np, age)
                    if choice is not None:
                        self._emit(st, np, *choice)
                continue
            if not tok.text[:1].isupper() or not tok.text[:1].isalpha():
                continue
            readings = self.lex.person_readings(tok.text)
            if not readings:
                continue
            if self._not_a_person(st, i, readings):
                if tok.text[:1].isupper() and not sentence_initial(tokens, i):
                    st.names.append(i)
                continue
            heads = [r for r in readings if r.role == "head"]
            if not heads:
                self._modifier(st, i, readings[0])
                continue
            np = self._noun_phrase(st, i)
            choice = self._choose(st, np, heads)
            if choice is None:
                continue
            reading, case, number = choice
            self._emit(st, np, reading, case, number)

    def _age(self, st: _State, i: int) -> list[PersonReading]:
        """*der 54jährige*, *einen 32-Jährigen*: an age used as a person noun (no noun follows)."""
        tokens = st.tokens
        m = _AGE.fullmatch(tokens[i].text)
        if m is None:
            return []
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt is not None and ((nxt.is_capitalised() and nxt.text.isalpha()) or self._is_adj(st, i + 1)):
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

    def _not_a_person(self, st: _State, i: int, readings: tuple[PersonReading, ...]) -> bool:
        tokens, text = st.tokens, st.text
        tok = tokens[i]
        word = tok.text
        prev = tokens[i - 1] if i > 0 else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
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
        saxon_genitive = (
            prev is not None and prev.text.endswith("s") and not self.lex.is_first_name(prev.text)
        )
        if (
            prev is not None
            and prev.is_capitalised()
            and prev.text.isalpha()
            and not saxon_genitive
            and (
                self.lex.is_first_name(prev.text)
                or (
                    not sentence_initial(tokens, i - 1)
                    and not self.lex.is_noun(prev.text)
                    and i - 1 not in st.owner
                )
            )
        ):
            return True  # Joschka Fischer (a surname after a first name); Freie Wähler (a name)
        if (
            not self.specific_people
            and nxt is not None
            and nxt.is_capitalised()
            and nxt.text.isalpha()
            and self.lex.is_first_name(nxt.text)
        ):
            return True  # Sprecher Thomas Schlier, Lehrerin Anna Schmidt: a named person (when asked to keep them)
        if (
            prev is not None
            and self.lex.is_surname(word)
            and prev.is_capitalised()
            and any(r.role == "head" for r in self.lex.person_readings(prev.text))
        ):
            return True  # Außenminister Fischer: a title, then a surname
        if (
            all(r.ending and r.noun.kind == "adjectival" for r in readings)
            and nxt is not None
            and not self.lex.is_person(nxt.text)
            and nxt.is_capitalised()
            and nxt.text.isalpha()
            and self.lex.is_noun(nxt.text)
        ):
            return True  # Deutsche Bahn, Grüne Woche: an adjective, not an adjectival noun
        if any(r.noun.masc.endswith(_CORPORATE) for r in readings):
            return True  # Hersteller, Mobilfunkanbieter, Versicherer: in the news these are firms
        has_det = prev is not None and (analyse_determiner(prev.lower) or prev.lower in CONTRACTIONS)
        if self.lex.is_toponym(word) and not has_det:
            return True  # in Polen, aus Bayern, Niedersachsen: places, not their people
        if (
            word.endswith("er")
            and nxt is not None
            and nxt.is_capitalised()
            and nxt.text.isalpha()
            and not self.lex.is_first_name(nxt.text)
            and _place_adjective(self.lex, word)
        ):
            return True  # Frankfurter Börse, Berliner Senat: an adjective of place
        if any(
            r.noun.masc.endswith("rat") and r.noun.masc not in PERSON_RAT and not r.prefix for r in readings
        ) and word.endswith(("rat", "rats", "rates")):
            after_name = nxt is not None and nxt.is_capitalised() and not self.lex.is_noun(nxt.text)
            if not after_name:
                return True  # der Stadtrat beschloss, im Bundesrat: councils
        if any(r.noun.masc == "Leiter" and not r.prefix for r in readings) and any(
            t.text in _LADDER for t in tokens
        ):
            return True
        # a bare singular noun next to a singular verb is a surname: "sagte Richter", "Fischer erklärte"
        bare = prev is None or not (
            analyse_determiner(prev.lower) or prev.lower in CONTRACTIONS or self._is_adj(st, i - 1)
        )
        surname = self.lex.is_surname(word) or self.lex.is_toponym(word)
        if (
            surname
            and prev is not None
            and prev.text.islower()
            and not analyse_determiner(prev.lower)
            and (prev.lower.endswith(("te", "t")) and (nxt is None or not nxt.text[:1].isalpha()))
        ):
            return True  # "…, monierte Müller."
        if bare and surname:
            if (
                nxt is not None
                and nxt.text.islower()
                and nxt.text.endswith(("te", "t"))
                and not nxt.text.endswith("en")
            ):
                return True
            if (
                prev is not None
                and prev.text.islower()
                and prev.text.endswith(("te", "t"))
                and (nxt is None or not nxt.text[:1].isalpha())
            ):
                return True
        return False

    def _is_adj(self, st: _State, j: int) -> bool:
        if j < 0 or st.blocked[j]:
            return False
        t = st.tokens[j]
        if not t.text[:1].isalpha() and not t.text[:1].isdigit():
            return False
        if t.text[:1].isupper() and not sentence_initial(st.tokens, j):
            return False
        if analyse_determiner(t.lower) or preposition_cases(t.lower):
            return False
        return self.lex.is_adjective_form(t.text)

    def _noun_phrase(self, st: _State, i: int) -> _NounPhrase:
        tokens = st.tokens
        np = _NounPhrase(noun=i, start=i)
        j = i - 1
        while j >= 0 and not st.blocked[j]:
            t = tokens[j]
            low = t.lower
            if self._is_adj(st, j):
                np.adjs.append(j)
                np.start = j
                j -= 1
                continue
            if t.is_capitalised() and t.text.endswith("er") and _place_adjective(self.lex, t.text):
                np.start = j  # Frankfurter: indeclinable, no agreement to write
                j -= 1
                continue
            if np.adjs and (low in ("und", "oder") or t.text == ",") and self._is_adj(st, j - 1):
                j -= 1
                continue
            if np.adjs and low in _ADVERBS:
                j -= 1
                continue
            if low in _NUMERALS or t.text.isdigit():
                np.numeral = True
                np.start = j
                j -= 1
                continue
            break
        if j >= 0 and not st.blocked[j]:
            low = tokens[j].lower
            if low in CONTRACTIONS or low in ("zur",):
                np.det = j
                np.start = j
                np.prep = low
            elif analyse_determiner(low) and not (low in ("alle", "aller", "allen") and np.adjs):
                np.det = j
                np.start = j
                k = j - 1
                if k >= 0 and preposition_cases(tokens[k].lower):
                    np.prep = tokens[k].lower
            elif preposition_cases(low):
                np.prep = low
            elif np.adjs:
                self._distant_determiner(st, np, j)
        return np

    def _distant_determiner(self, st: _State, np: _NounPhrase, j: int) -> None:
        """*dem ansonsten nicht auf den Mund gefallenen Kollegen*: a determiner before an extended
        participial attribute (adverbs and prepositional phrases between it and the adjectives)."""
        tokens = st.tokens
        k = j
        steps = 0
        while k >= 0 and steps < 10 and not st.blocked[k]:
            t = tokens[k]
            low = t.lower
            if analyse_determiner(low) and not (k > 0 and preposition_cases(tokens[k - 1].lower)):
                np.det = k  # the words in between stay as they are
                if k > 0 and preposition_cases(tokens[k - 1].lower):
                    np.prep = tokens[k - 1].lower
                return
            inner_pp = (
                t.is_capitalised()
                and k >= 2
                and (
                    preposition_cases(tokens[k - 1].lower)
                    or (analyse_determiner(tokens[k - 1].lower) and preposition_cases(tokens[k - 2].lower))
                )
            )
            if inner_pp:
                k -= 2 if preposition_cases(tokens[k - 1].lower) else 3
                steps += 1
                continue
            if (
                low in _ADVERBS
                or low in ("nicht", "ansonsten", "sonst", "schon", "nur", "auch", "noch")
                or t.text.isdigit()
            ):
                k -= 1
                steps += 1
                continue
            return

    def _det_readings(self, st: _State, np: _NounPhrase, gender: str) -> list[tuple[str, str, str, str]]:
        low = st.tokens[np.det].lower  # type: ignore[index]
        if low == "zur":
            return [("der", "dat", "sg", "f")]
        if low in CONTRACTIONS:
            _, article, case = CONTRACTIONS[low]
            return [r for r in analyse_determiner(article) if r[1] == case and r[2] == "sg"]
        return list(analyse_determiner(low))

    def _features(self, st: _State, np: _NounPhrase, r: PersonReading) -> set[tuple[str, str]]:
        g = r.gender
        feats = set(r.feats)
        lemma = None
        if np.det is not None:
            allowed: set[tuple[str, str]] = set()
            lemmas = {}
            for lem, case, number, gg in self._det_readings(st, np, g):
                if number == "pl" or gg == g:
                    allowed.add((case, number))
                    lemmas[(case, number)] = lem
            feats &= allowed
            if feats:
                lemma = lemmas[next(iter(feats))]
        if np.numeral or lemma == "aller":
            feats = {f for f in feats if f[1] == "pl"} or feats
        declension = declension_after(lemma) if np.det is not None else "strong"
        endings = [self._ending(st.tokens[j].text) for j in np.adjs]
        if r.ending:
            endings.append(r.ending)
        for ending in endings:
            kept = {(c, n) for c, n in feats if adjective_ending(declension, c, n, g) == ending}
            feats = kept
        if np.prep and (np.det is None or st.tokens[np.det].lower not in CONTRACTIONS):
            cases = preposition_cases(np.prep)
            kept = {(c, n) for c, n in feats if c in cases}
            feats = kept or feats
            if len(cases) > 1:
                preferred = {(c, n) for c, n in feats if c == preferred_case(np.prep)}
                feats = preferred or feats
        return feats

    @staticmethod
    def _ending(word: str) -> str:
        low = word.lower()
        for e in _ADJ_ENDINGS:
            if low.endswith(e):
                return e
        return ""

    def _choose(
        self, st: _State, np: _NounPhrase, heads: list[PersonReading]
    ) -> tuple[PersonReading, str, str] | None:
        options: list[tuple[PersonReading, set[tuple[str, str]]]] = []
        while True:
            for r in heads:
                feats = self._features(st, np, r)
                if feats:
                    options.append((r, feats))
            if options or not np.adjs:
                break
            # the outermost "adjective" was a verb (mißhandelten Beamte): shrink the phrase and retry
            np.adjs.pop()
            np.det = None
            np.prep = None
            np.start = np.adjs[-1] if np.adjs else np.noun
        if not options:
            return None
        # prefer the masculine reading when a word is both (Abgeordneten), unless a feminine determiner says so
        options.sort(key=lambda o: (o[0].gender != "m", o[0].prefix != ""))
        reading, feats = options[0]
        numbers = {n for _, n in feats}
        number = (
            "pl" if numbers == {"pl"} else "sg" if numbers == {"sg"} else self._number(st, np, reading, feats)
        )
        cases = sorted({c for c, n in feats if n == number}, key=_CASE_ORDER.index)
        case = cases[0] if len(cases) == 1 else self._case(st, np, cases, number)
        return reading, case, number

    def _number(self, st: _State, np: _NounPhrase, r: PersonReading, feats: set[tuple[str, str]]) -> str:
        tokens = st.tokens
        before = tokens[np.start - 1] if np.start > 0 else None
        after = tokens[np.noun + 1] if np.noun + 1 < len(tokens) else None
        if np.det is None:
            if (
                after is not None
                and after.is_capitalised()
                and after.text.isalpha()
                and (
                    self.lex.is_first_name(after.text)
                    or not self.lex.is_noun(after.text)
                    or self.lex.is_surname(after.text)
                )
            ):
                return "sg"  # a title before a name: Präsident Clinton
            if before is not None and before.lower in _PREDICATIVE:
                # als Lehrer: the number of the clause's subject, read off a plural copula (gelten, sind wir)
                plural = any(t.lower in _PLURAL_COPULAS for t in st.clause(np.noun) if t.text.islower())
                return "pl" if plural else "sg"
            if (
                ("nom", "sg") in feats
                and before is not None
                and not preposition_cases(before.lower)
                and any(t.lower in _SINGULAR_COPULAS for t in st.clause(np.noun, before_only=True) if t.text.islower())
                and not any(t.lower in _PLURAL_COPULAS for t in st.clause(np.noun) if t.text.islower())
            ):
                return "sg"  # Schleußer ist seit 1988 Finanzminister: a predicate noun of a singular subject
            if np.adjs and ("nom", "sg") in feats and (before is None or before.text in _CLAUSE_START):
                return "sg"  # Großer Verlierer war …: a strong -er opening a clause is a subject, not a genitive plural
            return "pl"
        det = tokens[np.det].lower
        sg_cases = {c for c, n in feats if n == "sg"}
        pl_cases = {c for c, n in feats if n == "pl"}
        if "gen" in pl_cases and sg_cases <= {"nom"}:
            # der Lehrer: nominative singular, or genitive plural after a noun (die Zahl der Lehrer)
            prev = tokens[np.det - 1] if np.det > 0 else None
            if prev is not None and (prev.lower in _PARTITIVE_HEADS or prev.text.isdigit()):
                return "pl"  # einer der Lehrer, zwei der Kollegen
            if prev is not None and (
                (prev.is_capitalised() and not sentence_initial(tokens, np.det - 1) and prev.text.isalpha())
                or "gen" in preposition_cases(prev.lower)
            ):
                return "pl"
            return "sg"
        if det in _ACC_SG_OR_DAT_PL and "dat" in pl_cases and "acc" in sg_cases:
            if self._clause_has_dative_verb(st, np.noun):
                return "pl"
            return "sg"
        return "sg" if sg_cases else "pl"

    @staticmethod
    def _clause_has_dative_verb(st: _State, i: int) -> bool:
        for t in st.clause(i):
            if not t.text.islower():
                continue
            word = t.lower
            if word in _DATIVE_VERBS or word + "n" in _DATIVE_VERBS:
                return True
            for suffix in ("te", "ten", "test", "t", "en", "e", "st"):
                if word.endswith(suffix) and word[: -len(suffix)] + "en" in _DATIVE_VERBS:
                    return True
        return False

    def _case(self, st: _State, np: _NounPhrase, cases: list[str], number: str) -> str:
        tokens = st.tokens
        prev = tokens[np.start - 1] if np.start > 0 else None
        if set(cases) >= {"nom", "acc"}:
            if prev is None or sentence_initial(tokens, np.start) or prev.lower in _CLAUSE_START:
                return "nom"
            clause = st.clause(np.start, before_only=True)
            if any(t.lower in _NOMINATIVES for t in clause):
                return "acc"
            if clause and len(clause) >= 2 and not preposition_cases(clause[0].lower):
                # a noun phrase opens the clause, a finite verb follows its noun: this one is the object
                # (Die Gemeinde sucht eine neue Pfarrerin; Die Richterin verurteilte die Angeklagte)
                first_noun = next(
                    (
                        k
                        for k, t in enumerate(clause)
                        if (t.is_capitalised() and t.text.isalpha() and k > 0)
                        or (k == 0 and t.is_capitalised() and self.lex.is_noun(t.text))
                    ),
                    None,
                )
                opens_with_subject = bool(analyse_determiner(clause[0].lower)) or first_noun == 0
                if (
                    opens_with_subject
                    and first_noun is not None
                    and any(t.text.islower() and t.text.isalpha() for t in clause[first_noun + 1 :])
                ):
                    return "acc"
            return "nom"
        if set(cases) >= {"gen", "dat"}:
            if (
                prev is not None
                and prev.is_capitalised()
                and prev.text.isalpha()
                and not sentence_initial(tokens, np.start - 1)
            ):
                return "gen"
            return "dat"
        return cases[0]

    # -- writing the noun phrase ------------------------------------------------------------------------

    def _emit(self, st: _State, np: _NounPhrase, r: PersonReading, case: str, number: str) -> None:
        tokens = st.tokens
        noun_tok = tokens[np.noun]
        noun = r.noun
        group = st.new_group()
        if number == "pl":
            if noun.kind == "adjectival":
                st.add_referent(np.noun, r.gender, rewritten=False, plural=True)
                return
            if r.gender == "m":
                masc = noun_tok.text
                fem_head = self.lex.fem_form(noun, "pl")
            else:
                fem_head = noun.fem_plural
                masc_head = self.lex.masc_form(noun, case, "pl")
                masc = _join(r.prefix, masc_head)
            fem = _join(r.prefix, fem_head)
            if r.gender == "f":
                fem = noun_tok.text
            split = len(fem) - 5
            st.add(Dual(noun_tok.start, noun_tok.end, masc, fem, "noun", "pl", split, group), np.noun)
            st.add_referent(np.noun, r.gender, rewritten=True, plural=True)
            return
        g_src = r.gender
        lemma = None
        if np.det is not None:
            det_tok = tokens[np.det]
            low = det_tok.lower
            if low in CONTRACTIONS or low == "zur":
                masc_det = low if low != "zur" else _CONTRACTION_MASC["zur"]
                fem_det = _CONTRACTION_FEM.get(masc_det, low)
                lemma = "der"
                st.add(st.word_dual(np.det, masc_det, fem_det, "determiner", group), np.det)
            else:
                readings = [
                    x for x in analyse_determiner(low) if x[1] == case and x[2] == "sg" and x[3] == g_src
                ]
                if readings:
                    lemma = readings[0][0]
                    masc_det = _cap_like(inflect_determiner(lemma, case, "sg", "m"), det_tok.text)
                    fem_det = _cap_like(inflect_determiner(lemma, case, "sg", "f"), det_tok.text)
                    if masc_det.lower() != fem_det.lower():
                        st.add(
                            Dual(
                                det_tok.start, det_tok.end, masc_det, fem_det, "determiner", "sg", -1, group
                            ),
                            np.det,
                        )
        declension = declension_after(lemma) if np.det is not None else "strong"
        end_m = adjective_ending(declension, case, "sg", "m")
        end_f = adjective_ending(declension, case, "sg", "f")
        src_end = end_m if g_src == "m" else end_f
        for j in np.adjs:
            adj = tokens[j]
            if not adj.text.lower().endswith(src_end) or not src_end:
                continue
            stem = adj.text[: len(adj.text) - len(src_end)]
            masc_a, fem_a = stem + end_m, stem + end_f
            if masc_a != fem_a:
                st.add(Dual(adj.start, adj.end, masc_a, fem_a, "adjective", "sg", -1, group), j)
        if noun.kind == "adjectival":
            stem = noun.stem if not r.prefix else _join(r.prefix, noun.stem)
            masc_n, fem_n = stem + end_m, stem + end_f
            if noun_tok.text.endswith(src_end) and masc_n != fem_n:
                st.add(Dual(noun_tok.start, noun_tok.end, masc_n, fem_n, "adjnoun", "sg", -1, group), np.noun)
        else:
            if g_src == "m":
                masc_n = noun_tok.text
            else:
                head = self.lex.masc_form(noun, case, "sg", declension)
                masc_n = _join(r.prefix, head) if r.prefix else head
            fem_n = _join(r.prefix, noun.fem) if r.prefix else noun.fem
            if g_src == "f":
                fem_n = noun_tok.text
            st.add(
                Dual(noun_tok.start, noun_tok.end, masc_n, fem_n, "noun", "sg", len(fem_n) - 2, group),
                np.noun,
            )
        st.add_referent(np.noun, g_src, rewritten=True)

    def _modifier(self, st: _State, i: int, r: PersonReading) -> None:
        tok = st.tokens[i]
        if r.gender == "m":
            fem = r.noun.fem_plural + r.suffix
            masc = tok.text
        else:
            fem = tok.text
            masc = self.lex.masc_modifier(r.noun) + r.suffix
        split = len(r.noun.fem_plural) - 5
        st.add(Dual(tok.start, tok.end, masc, fem, "noun", "pl", split, st.new_group()), i)

    # -- pronouns ----------------------------------------------------------------------------------------

    def _mark_names(self, st: _State) -> None:
        """Capitalised words that are no nouns (and the word after a first name) are names of people."""
        tokens = st.tokens
        for i, tok in enumerate(tokens):
            if st.blocked[i] or i in st.owner or not tok.text[:1].isupper() or not tok.text.isalpha():
                continue
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            followed_by_name = nxt is not None and nxt.is_capitalised() and not self.lex.is_noun(nxt.text)
            if self.lex.is_first_name(tok.text) and (not self.lex.is_noun(tok.text) or followed_by_name):
                st.names.append(i)
                if i + 1 < len(tokens) and tokens[i + 1].is_capitalised() and i + 1 not in st.owner:
                    st.names.append(i + 1)
            elif (
                not sentence_initial(tokens, i)
                and not self.lex.is_noun(tok.text)
                and not self._is_adj(st, i)
                and not self.lex.is_toponym(tok.text)
            ):
                st.names.append(i)

    def _pronouns(self, st: _State) -> None:
        tokens = st.tokens
        for i, tok in enumerate(tokens):
            low = tok.lower
            possessive = low[:4] == "sein" or low[:3] == "ihr"
            if st.blocked[i] or (i in st.owner and not possessive):
                continue
            if low in _STANDALONE and self._standalone(st, i):
                masc, fem = _STANDALONE[low]
                st.pronoun(i, masc, fem)
                st.add_referent(i, "m", rewritten=True)
                continue
            if low in _NOMINALISED and self._nominalised(st, i):
                st.add(
                    Dual(tok.start, tok.end, tok.text, tok.text[:-1], "pronoun", "sg", -1, st.new_group()), i
                )
                continue
            rel = self._relative(st, i)
            if rel is not None:
                masc, fem = rel
                st.pronoun(i, masc, fem)
                continue
            if low in _PERSONAL_M:
                if self._refers_to_person(st, i, "m", neuter=low == "ihm"):
                    masc, fem = _PERSONAL_M[low]
                    st.pronoun(i, masc, fem)
                    st.add_referent(i, "m", rewritten=True)
                continue
            if low.startswith("sein") and low[4:] in _POSSESSIVE_ENDINGS:
                if self._precedes_noun(st, i) and self._refers_to_person(st, i, "m", neuter=True):
                    ending = low[4:]
                    st.pronoun(i, tok.text, "ihr" + ending, replace=True)
                continue
            if low in ("sie", "ihr") or (low.startswith("ihr") and low[3:] in _POSSESSIVE_ENDINGS):
                if tok.text == "Sie" and not sentence_initial(tokens, i):
                    continue  # formal address
                ref = self._feminine_antecedent(st, i)
                if ref is None:
                    continue
                possessive = low.startswith("ihr") and (low != "ihr" or self._precedes_noun(st, i))
                if possessive:
                    ending = low[3:]
                    st.pronoun(i, "sein" + ending, tok.text, replace=True)
                elif low == "ihr":
                    st.pronoun(i, "ihm", tok.text)
                else:
                    st.pronoun(i, "ihn" if self._object_position(st, i) else "er", tok.text)
                    st.add_referent(i, "f", rewritten=True)
                continue

    def _nominalised(self, st: _State, i: int) -> bool:
        """*als einziger*, *kein anderer*: a masculine adjective standing for a person of the sentence."""
        tokens = st.tokens
        prev = tokens[i - 1].lower if i > 0 else ""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if prev not in ("als", "ein", "kein", "jeder") or (
            nxt is not None and (nxt.is_capitalised() or self._is_adj(st, i + 1))
        ):
            return False
        return any(r.gender == "m" and r.rewritten and not r.plural for r in st.referents.values())

    def _standalone(self, st: _State, i: int) -> bool:
        """*jeder*, *keiner*, *derjenige* used as a pronoun (not followed by its noun)."""
        tokens = st.tokens
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt is None:
            return True
        if nxt.text[:1].isupper() and nxt.text[:1].isalpha():
            return False
        if self._is_adj(st, i + 1):
            return False
        if nxt is not None and nxt.text in ("`", "``", "„", '"', "»", "«", "‚", "'"):
            return False  # einer „verabscheuungswürdigen Tat“: an article before a quoted phrase
        if nxt.lower in _PARTITIVE and nxt.lower in ("der", "von", "aus", "unter"):
            return self._partitive_person(st, i + 1)
        if tokens[i].lower in ("einer", "keiner", "einen", "keinen", "einem", "keinem"):
            # also an article (im Kontext einer professionell geführten …): only the partitive
            # "einer der …" or a pronoun before punctuation counts
            if nxt.lower in _PARTITIVE or nxt.text in (",", ".", "!", "?", ";", ":"):
                return True
            after = tokens[i + 2] if i + 2 < len(tokens) else None
            return not (after is not None and (after.is_capitalised() or self._is_adj(st, i + 2)))
        return nxt.text[:1].isalpha() or nxt.text in (",", ".", "!", "?", ";", ":")

    def _partitive_person(self, st: _State, j: int) -> bool:
        """*einer der Lehrer* (a person) but not *einer der Hütten*: the noun after ``j`` decides."""
        tokens = st.tokens
        for k in range(j + 1, min(j + 5, len(tokens))):
            t = tokens[k]
            if t.is_capitalised() and t.text[:1].isalpha():
                return self.lex.is_person(t.text) and not self.lex.is_toponym(t.text)
        return False

    def _relative(self, st: _State, i: int) -> tuple[str, str] | None:
        tokens = st.tokens
        low = tokens[i].lower
        if low not in _RELATIVE_M and low not in _RELATIVE_F:
            return None
        j = i - 1
        if j >= 0 and preposition_cases(tokens[j].lower):
            j -= 1
        if j < 0 or tokens[j].text != ",":
            return None
        k = j - 1
        ref = st.referent_at(k)
        if ref is None and k >= 0 and self._genitive_attribute(st, k, low):
            # ein Mitarbeiter des Landesamtes, der …: the relative clause belongs to the head noun
            k = self._before_genitive(st, k)
            ref = st.referent_at(k) if k >= 0 else None
        if ref is None or not ref.rewritten or ref.plural:
            return None
        if ref.gender == "m" and low in _RELATIVE_M:
            return _RELATIVE_M[low]
        if ref.gender == "f" and low in _RELATIVE_F:
            return _RELATIVE_F[low]
        return None

    def _genitive_attribute(self, st: _State, k: int, relative: str) -> bool:
        """Token ``k`` ends a genitive attribute (*des Landesamtes*) that ``relative`` does not agree with."""
        tokens = st.tokens
        t = tokens[k]
        if not t.is_capitalised() or not t.text.isalpha():
            return False
        j = k - 1
        while j >= 0 and self._is_adj(st, j):
            j -= 1
        if j < 0 or tokens[j].lower not in ("des", "eines", "der", "einer"):
            return False
        genders = {g for g, n in self.lex.noun_genders(t.text) if n == "sg"}
        if relative in ("der", "den", "dem", "dessen", "welcher", "welchen", "welchem"):
            return "m" not in genders
        return "f" not in genders

    def _before_genitive(self, st: _State, k: int) -> int:
        j = k - 1
        while j >= 0 and self._is_adj(st, j):
            j -= 1
        return j - 1  # the token before the genitive determiner: the head noun

    def _refers_to_person(self, st: _State, i: int, gender: str, *, neuter: bool) -> bool:
        """Whether a masculine pronoun at ``i`` refers to a person (rewritten, named or unknown).

        A rewritten singular person or a name earlier in the sentence wins (pronouns in news text are
        about people); otherwise the nearest noun that agrees decides (*der Vertrag …, er gilt*); with
        no antecedent in the sentence the pronoun is taken as a generic person.
        """
        tokens = st.tokens
        nonperson = False
        if not any(r.rewritten and r.gender == "m" for r in st.referents.values()) and any(
            t.text in _LEXICAL_GENDER for t in tokens
        ):
            return False  # "Er war ein Mann der Tat": the pronouns are about him
        for j in range(i - 1, -1, -1):
            if tokens[j].text in (".", "!", "?"):
                break
            ref = st.referent_at(j)
            if ref is not None:
                if ref.plural or ref.gender not in ("m", "x"):
                    continue
                return True
            if j in st.names:
                return self.specific_people  # a named person: rewritten only if specific people are
            t = tokens[j]
            if not t.text[:1].isupper() or not t.text.isalpha() or sentence_initial(tokens, j):
                continue
            if t.text in _LEXICAL_GENDER:
                return False
            genders = self.lex.noun_genders(t.text)
            if ("m", "sg") in genders or (neuter and ("n", "sg") in genders):
                nonperson = True
        return not nonperson and self._human_context(st, i)

    def _human_context(self, st: _State, i: int) -> bool:
        """No antecedent in the sentence: is the pronoun at ``i`` about a person? Yes with reported
        speech (*er habe*, *er sei*), a verb of saying or thinking, a person later in the sentence, or a
        possessed noun that people have (*sein Amt*, *seine Partei*); not for *er stieg um 2 Prozent*."""
        tokens = st.tokens
        if any(r.rewritten for r in st.referents.values()) or st.names:
            return True
        for k, t in enumerate(tokens):
            low = t.lower
            if low in _REPORTED or low.startswith(_SAYING):
                return True
            if t.is_capitalised() and k > i and self.lex.is_person(t.text):
                return True
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tokens[i].lower.startswith("sein") and nxt is not None:
            return nxt.text in _HUMAN_POSSESSIONS
        return False

    def _feminine_antecedent(self, st: _State, i: int) -> _Referent | None:
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
                if t.text in _LEXICAL_GENDER:
                    return None
                genders = self.lex.noun_genders(t.text)
                if genders and all(n == "pl" for _, n in genders):
                    return None
        return None

    def _precedes_noun(self, st: _State, i: int) -> bool:
        nxt = st.tokens[i + 1] if i + 1 < len(st.tokens) else None
        return nxt is not None and ((nxt.is_capitalised() and nxt.text.isalpha()) or self._is_adj(st, i + 1))

    def _object_position(self, st: _State, i: int) -> bool:
        prev = st.tokens[i - 1] if i > 0 else None
        if (
            prev is None
            or prev.text in (",",)
            or prev.lower in _CLAUSE_START
            or sentence_initial(st.tokens, i)
        ):
            return False
        return bool(preposition_cases(prev.lower)) and "acc" in preposition_cases(prev.lower)


class _State:
    """Per-segment working data of the forward rewriter."""

    def __init__(self, text: str, tokens: list[Token], blocked: list[bool]) -> None:
        self.text = text
        self.tokens = tokens
        self.blocked = blocked
        self.duals: dict[int, Dual] = {}
        self.owner: dict[int, int] = {}
        self.referents: dict[int, _Referent] = {}
        self.names: list[int] = []
        self._group = 0

    def new_group(self) -> int:
        self._group += 1
        return self._group

    def add(self, dual: Dual, token: int) -> None:
        if token not in self.duals:
            self.duals[token] = dual
            self.owner[token] = dual.group

    def replace(self, dual: Dual, token: int) -> None:
        self.duals[token] = dual
        self.owner[token] = dual.group

    def word_dual(self, token: int, masc: str, fem: str, kind: str, group: int) -> Dual:
        """A singular one-word dual on ``token`` (pronoun, determiner), in the capitalisation of the text."""
        tok = self.tokens[token]
        return Dual(tok.start, tok.end, _cap_like(masc, tok.text), _cap_like(fem, tok.text), kind, "sg", -1, group)

    def pronoun(self, token: int, masc: str, fem: str, *, replace: bool = False) -> None:
        """A pronoun/determiner dual on ``token``, in the capitalisation of the text."""
        dual = self.word_dual(token, masc, fem, "pronoun", self.new_group())
        (self.replace if replace else self.add)(dual, token)

    def add_referent(self, token: int, gender: str, *, rewritten: bool, plural: bool = False) -> None:
        self.referents[token] = _Referent(token, gender, rewritten, plural)

    def referent_at(self, token: int) -> _Referent | None:
        return self.referents.get(token)

    def clause(self, i: int, *, before_only: bool = False) -> list[Token]:
        """Tokens of the clause around ``i`` (between commas/sentence ends)."""
        start = i
        while start > 0 and self.tokens[start - 1].text not in (",", ".", ";", "!", "?", ":"):
            start -= 1
        end = i
        while (
            not before_only
            and end + 1 < len(self.tokens)
            and self.tokens[end + 1].text not in (",", ".", ";", "!", "?", ":")
        ):
            end += 1
        return self.tokens[start : (i if before_only else end + 1)]


def make_rewriter(form: str | None = None, direction: str | None = None, **options: object):
    """Registry entry ``fairwrite.de.forward:make_rewriter`` (``fairwrite rewrite --lang de [--form F]``).

    ``form``: one of :data:`fairwrite.de.forms.REWRITE_FORMS` (``star`` by default); ``neutral`` is the
    gender-neutral rewriter of :mod:`fairwrite.de.neutral` (Hauser 2023).
    """
    if direction not in (None, "to-fair"):
        raise FairwriteError("German rewriting has one direction (to-fair); --direction is for French")
    form = normalise_form(form, choices=REWRITE_FORMS)
    if form == "neutral":
        return resolve("fairwrite.de.neutral:make_rewriter")(**options)
    unknown = set(options) - {"specific_people"}
    if unknown:
        raise FairwriteError(
            f"unknown options for the German rewriter: {', '.join(sorted(unknown))} (known: specific_people)"
        )
    return ForwardRewriter(form, specific_people=bool(options.get("specific_people", True)))
