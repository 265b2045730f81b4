"""Reading a person noun phrase: its extent (determiner, adjectives, numerals), case and number.

:func:`noun_phrase` walks left from the noun over adjectives, numerals, adverbs and quotation marks to a
determiner or preposition; :func:`choose` intersects what the noun's form, the determiner, the adjective endings and
the preposition allow, and breaks the remaining ties with word-order cues (:func:`_number`,
:func:`_case`: *als Lehrer*, *die Zahl der Lehrer*, *den Kollegen* after a dative verb, the object after
a subject and its verb). Add a cue for case or number here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from fairwrite.de import words
from fairwrite.de.lexicon import PersonReading
from fairwrite.de.morphology import (
    CASES,
    CONTRACTIONS,
    adjective_ending,
    adjective_suffix,
    analyse_determiner,
    declension_after,
    preferred_case,
    preposition_cases,
)
from fairwrite.de.person import NOMINATIVES, place_adjective
from fairwrite.de.referents import plural_controller
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import QUOTES, sentence_initial
from fairwrite.de.words import ADVERBS, CLAUSE_START, COMPARATIVES, INDECLINABLE, NUMERALS


@dataclass
class NounPhrase:
    """Token indices of a noun phrase: its noun, first token, determiner, adjectives, governing preposition."""

    noun: int
    start: int
    det: int | None = None
    adjs: list[int] = field(default_factory=list)
    prep: str | None = None
    numeral: bool = False


def noun_phrase(st: Sentence, i: int) -> NounPhrase:
    """The noun phrase ending in the noun at token ``i``."""
    tokens = st.tokens
    np = NounPhrase(noun=i, start=i)
    j = i - 1
    while j >= 0 and not st.blocked[j]:
        t = tokens[j]
        low = t.lower
        if t.text in QUOTES and j > 0 and not st.blocked[j - 1] and tokens[j - 1].text not in QUOTES:
            j -= 1  # mit dem „neuen“ Lehrer, mit der „geplanten Wende“: quotation marks inside the phrase
            continue
        if low in COMPARATIVES:
            if not np.adjs:  # weniger Berater: an indeclinable quantifier, the noun is plural
                np.numeral = True
                np.start = j
            j -= 1  # ein weniger bekannter Autor: an adverb
            continue
        if st.is_adj(j) or _title_adjective(st, j):
            np.adjs.append(j)
            np.start = j
            j -= 1
            continue
        if t.is_capitalised() and t.text.endswith("er") and place_adjective(st.lex, t.text):
            np.start = j  # Frankfurter: indeclinable, no agreement to write
            j -= 1
            continue
        if np.adjs and (low in ("und", "oder") or t.text == ",") and st.is_adj(j - 1):
            j -= 1
            continue
        if np.adjs and low in ADVERBS:
            j -= 1
            continue
        if low in INDECLINABLE:
            j -= 1  # einen super Abnehmer: no ending, no agreement to write
            continue
        if low in NUMERALS or t.text.isdigit() or _THOUSANDS.fullmatch(t.text) or _number_word(low):
            np.numeral = True
            np.start = j
            j -= 1
            continue
        break
    if np.adjs and _finite_verb(st, np.adjs[-1]):
        # Am Montag durchsuchten Fahnder …: a past form after a capitalised word opening the clause is its
        # verb, not an adjective of the noun (whose number it would flip)
        j = np.adjs.pop()
        np.start = np.adjs[-1] if np.adjs else i
        return np
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
            _distant_determiner(st, np, j)
    return np


def _finite_verb(st: Sentence, j: int) -> bool:
    """Token ``j``, read as an adjective, is a past verb in second position: *-te*/*-ten* right after a
    capitalised word that is no determiner and opens the sentence or follows a preposition's phrase
    (*Am Montag durchsuchten Fahnder*, *Gestern streikten Lehrer*)."""
    tokens = st.tokens
    word = tokens[j].lower
    if j == 0 or not word.endswith(("te", "ten")):
        return False
    prev = tokens[j - 1]
    if not prev.is_capitalised() or analyse_determiner(prev.lower) or not prev.text.isalpha():
        return False
    if sentence_initial(tokens, j - 1):
        return True  # Gestern streikten Lehrer
    k = j - 2  # Am Montag, In der Nacht zum Sonntag: a fronted prepositional phrase
    while k >= 0 and not sentence_initial(tokens, k + 1) and (
        tokens[k].is_capitalised() or tokens[k].text.isdigit() or analyse_determiner(tokens[k].lower)
        or preposition_cases(tokens[k].lower) or tokens[k].lower in CONTRACTIONS
    ):
        k -= 1
    first = tokens[k + 1]
    return sentence_initial(tokens, k + 1) and (bool(preposition_cases(first.lower)) or first.lower in CONTRACTIONS)


def _title_adjective(st: Sentence, j: int) -> bool:
    """Token ``j`` is a capitalised adjective between a determiner and a noun, part of a title (*der
    Regierende Bürgermeister*, *der Erste Bürgermeister*, *der Hohe Kommissar*): read as a noun, it split
    the phrase and left *Bürgermeister* bare, so plural."""
    t, before, after = st.tokens[j], st.token(j - 1), st.token(j + 1)  # j: inside the phrase's unblocked scan
    return (
        before is not None
        and after is not None
        and t.is_capitalised()
        and after.is_capitalised()
        and not sentence_initial(st.tokens, j)
        and bool(analyse_determiner(before.lower) or before.lower in CONTRACTIONS)
        and not analyse_determiner(t.lower)
        and st.lex.is_adjective_form(t.text)
    )


def _distant_determiner(st: Sentence, np: NounPhrase, j: int) -> None:
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
        if t.text in QUOTES:
            k -= 1  # die in der „Bibelforscherfrage“ verunsicherten Richter
            continue
        b = k - 1 if k >= 1 and tokens[k - 1].text in QUOTES else k  # the quotation's first word
        inner_pp = (
            t.is_capitalised()
            and b >= 2
            and (
                preposition_cases(tokens[b - 1].lower)
                or (analyse_determiner(tokens[b - 1].lower) and preposition_cases(tokens[b - 2].lower))
            )
        )
        if inner_pp:
            k = b - (2 if preposition_cases(tokens[b - 1].lower) else 3)
            steps += 1
            continue
        if (
            low in ADVERBS
            or low in ("nicht", "ansonsten", "sonst", "schon", "nur", "auch", "noch")
            or low in _ATTRIBUTE_WORDS  # der extra nach Wien gereiste Kläger, der 49 Jahre alte Politiker
            or t.text.isdigit()
        ):
            k -= 1
            steps += 1
            continue
        if t.text.islower() and st.lex.is_adjective_form(low + "e"):
            k -= 1  # der grausig bemalte Zauberer: an uninflected adjective used as an adverb
            steps += 1
            continue
        return


def _det_readings(st: Sentence, np: NounPhrase) -> list[tuple[str, str, str, str]]:
    low = st.tokens[np.det].lower  # type: ignore[index]
    if low == "zur":
        return [("der", "dat", "sg", "f")]
    if low in CONTRACTIONS:
        _, article, case = CONTRACTIONS[low]
        return [r for r in analyse_determiner(article) if r[1] == case and r[2] == "sg"]
    return list(analyse_determiner(low))


def _features(st: Sentence, np: NounPhrase, r: PersonReading) -> set[tuple[str, str]]:
    """The ``(case, number)`` readings of the phrase with the noun read as ``r``."""
    g = r.gender
    feats = set(r.feats)
    lemma = None
    if np.det is not None:
        allowed: set[tuple[str, str]] = set()
        lemmas = {}
        for lem, case, number, gg in _det_readings(st, np):
            if number == "pl" or gg == g:
                allowed.add((case, number))
                lemmas[(case, number)] = lem
        feats &= allowed
        if feats:
            lemma = lemmas[next(iter(feats))]
    if np.numeral or lemma == "aller":
        feats = {f for f in feats if f[1] == "pl"} or feats
    declension = declension_after(lemma) if np.det is not None else "strong"
    endings = [adjective_suffix(st.tokens[j].text) for j in np.adjs]
    if r.ending:
        endings.append(r.ending)
    for ending in endings:
        feats = {(c, n) for c, n in feats if adjective_ending(declension, c, n, g) == ending}
    if np.prep and (np.det is None or st.tokens[np.det].lower not in CONTRACTIONS):
        cases = preposition_cases(np.prep)
        kept = {(c, n) for c, n in feats if c in cases}
        feats = kept or feats
        if len(cases) > 1:
            preferred = {(c, n) for c, n in feats if c == preferred_case(np.prep)}
            feats = preferred or feats
    return feats


def choose(
    st: Sentence, np: NounPhrase, heads: list[PersonReading]
) -> tuple[PersonReading, str, str] | None:
    """The reading of the noun and the case and number of the phrase, or None when nothing fits."""
    options: list[tuple[PersonReading, set[tuple[str, str]]]] = []
    while True:
        for r in heads:
            feats = _features(st, np, r)
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
    if st.keep_individuals and any(_two_way_number(st, np, r) for r, _ in options):
        return None  # vor den Grafen, an den Präsidenten: one person (accusative) or many (dative), unclear
    # prefer the masculine reading when a word is both (Abgeordneten), unless a feminine determiner says so
    options.sort(key=lambda o: (o[0].gender != "m", o[0].prefix != ""))
    reading, feats = options[0]
    numbers = {n for _, n in feats}
    number = "pl" if numbers == {"pl"} else "sg" if numbers == {"sg"} else _number(st, np, feats)
    if number is None:
        return None  # singular or plural, and nothing in the sentence tells: left as written
    cases = sorted({c for c, n in feats if n == number}, key=CASES.index)
    if np.det is not None:  # a determiner found a few words back (_loose_determiner) narrows the case too
        cases = [c for c in cases if any(d[1] == c and d[2] == number for d in _det_readings(st, np))] or cases
    case = cases[0] if len(cases) == 1 else _case(st, np, cases)
    return reading, case, number


#: Genitive pronouns standing as a possessor before a noun (*zu dessen Gegner*, *mit deren Kindern*).
_GENITIVE_PRONOUNS = frozenset(("dessen", "deren", "wessen", "denen"))

#: Two-way prepositions whose accusative singular is as common as their dative plural with a weak noun
#: (*vor den Grafen*, *an den Präsidenten*); *unter*/*zwischen* read as plurals (*unter den Kollegen*).
_TWO_WAY = frozenset(("an", "auf", "hinter", "in", "neben", "über", "vor"))

#: Ordinal adjectives (*ersten*, *siebten*, *letzten*): one of a series, a singular.
_ORDINAL = re.compile(r"(?:erst|zweit|dritt|viert|fünft|sechst|siebt|siebent|acht|neunt|zehnt|elft|zwölft|\w+zehnt|\w+ßigst|\w+zigst|letzt)en")


def _two_way_number(st: Sentence, np: NounPhrase, r: PersonReading) -> bool:
    """The phrase follows a two-way preposition, and its accusative and dative readings differ in number
    (*vor den Grafen*: accusative singular or dative plural): the preposition's preferred case would
    decide the number by a guess (issue 41: never change the number)."""
    if np.prep not in _TWO_WAY or np.det is None or st.tokens[np.det].lower in CONTRACTIONS:
        return False
    prep = np.prep
    np.prep = None
    try:
        feats = _features(st, np, r)
    finally:
        np.prep = prep
    return {n for c, n in feats if c == "acc"} == {"sg"} and {n for c, n in feats if c == "dat"} == {"pl"}


def _number(st: Sentence, np: NounPhrase, feats: set[tuple[str, str]]) -> str | None:
    lex = st.lex
    tokens = st.tokens
    before = st.token(np.start - 1)
    after = st.token(np.noun + 1)
    if np.det is None:
        if (
            after is not None
            and after.is_capitalised()
            and after.text.isalpha()
            and (lex.is_first_name(after.text) or not lex.is_noun(after.text) or lex.is_surname(after.text))
        ):
            return "sg"  # a title before a name: Präsident Clinton
        if (
            np.adjs
            and _ORDINAL.fullmatch(tokens[np.adjs[0]].lower)
            and before is not None
            and before.lower in ("und", "oder", "sowie", ",")
            and any(n == "sg" for _, n in feats)
        ):
            # zum ersten Militärgouverneur und siebten Präsidenten: an ordinal sharing the article of a
            # singular conjunct is one person, but its case and declension are that article's: left as written
            return None
        owner = st.token(np.start - 2)
        if before is not None and before.lower == "als" and owner is not None:
            if owner.lower in words.SINGULAR_PRONOUNS or owner.text in ("Ihnen", "Sie"):
                return "sg"  # mit Ihnen als Minister, ihn als Trainer: the predicate of the pronoun before als
            if owner.lower in words.PLURAL_PRONOUNS:
                return "pl"  # uns als Lehrer
        comparative = before is not None and before.lower == "als" and owner is not None and owner.lower in ("mehr", "weniger")
        if before is not None and before.lower in ("pro", "je") and any(n == "sg" for _, n in feats):
            return "sg"  # 7.000 Euro pro Schüler und Jahr: a rate per one, whatever the clause's verb (s13)
        if before is not None and before.lower in words.PREDICATIVE and not comparative:  # (mehr als 80 Besucher)
            # als Lehrer: the number of the clause's subject, read off a plural copula (gelten, sind wir)
            clause = [t.lower for t in st.clause(np.noun) if t.text.islower()]
            modal = any(t in words.SINGULAR_MODALS for t in clause)
            plural = any(
                t in words.PLURAL_COPULAS and not (modal and t in ("werden", "bleiben"))
                for t in clause
            )  # (als Helfer kann ein Soldat bestellt werden: the singular modal's infinitive, no plural)
            if before.lower == "als" and ("nom", "sg") not in feats:
                # unsere Aufgabe als Demokraten: a form that is no nominative singular describes the "we"
                # or "you" of the clause (a singular one would be an object: ihn als Demokraten)
                plural = plural or any(t in words.PLURAL_PRONOUNS or t in words.PLURAL_POSSESSIVES for t in clause)
            if before.lower == "als" and not plural and any(n == "pl" for _, n in feats):
                plural = plural_controller(tokens, st.lex, np.start - 1)
            return "pl" if plural else "sg"
        if (
            ("nom", "sg") in feats
            and before is not None
            and not preposition_cases(before.lower)
            and any(t.lower in words.SINGULAR_COPULAS for t in st.clause(np.noun, before_only=True) if t.text.islower())
            and not any(t.lower in words.PLURAL_COPULAS for t in st.clause(np.noun) if t.text.islower())
            and not _future_auxiliary(st, np.noun)
        ):
            return "sg"  # Schleußer ist seit 1988 Finanzminister: a predicate noun of a singular subject
        if (
            ("nom", "sg") in feats
            and after is not None
            and after.lower in ("werden", "sein", "bleiben")
            and any(t.lower in words.SINGULAR_MODALS for t in st.clause(np.noun, before_only=True))
        ):
            return "sg"  # Sie will Ärztin werden, wer will Kanzler werden: the predicate of one person
        if np.adjs and ("nom", "sg") in feats and (sentence_initial(tokens, np.start) or before.text in CLAUSE_START):
            # Großer Verlierer war …: a strong -er opening a clause (or a sentence, the second of a segment
            # too: … sekundär. Daher parteiloser Wechselwähler.) is a subject, not a genitive plural
            return "sg"
        distant = _loose_determiner(st, np, feats)
        if distant is None:
            # a form that could be singular is plural only with evidence (issue 41: a rewrite never
            # changes the number); without it the noun is left as written
            # (the benchmarks' all mode, whose references are generic plurals by construction, keeps
            # reading a bare form as the plural)
            return "pl" if not st.keep_individuals or plural_evidence(st, np) else None
        np.det = distant  # the words in between stay as they are (as after _distant_determiner)
        return _number_after(st, np, feats, distant)
    return _number_after(st, np, feats, np.det)


#: A number written with thousands separators (*90.000*, *1.250.000*): a cardinal, never an ordinal.
_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+")


#: Cardinals written as one word (*fünfhundert*, *einundzwanzig*, *Millionen*): plural evidence like digits.
_NUMBER_WORD = re.compile(
    r"(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|sechzig"
    r"|siebzig|achtzig|neunzig|und|hundert|tausend)+|millionen|milliarden"
)


def _number_word(low: str) -> bool:
    return low not in ("ein", "und", "elf") and len(low) > 3 and _NUMBER_WORD.fullmatch(low) is not None


def _future_auxiliary(st: Sentence, i: int) -> bool:
    """*die Ordnung wird Gewinner und Verlierer hervorbringen*: *wird*/*würde* before the noun and an
    infinitive other than *werden*/*sein*/*bleiben* closing the clause after it make *wird* the auxiliary
    of that verb, not a copula; the noun is its object, of either number."""
    clause = st.clause(i)
    before = [t.lower for t in st.clause(i, before_only=True)]
    last = clause[-1] if clause else None
    return (
        any(w in ("wird", "würde") for w in before)
        and last is not None
        and last.text.islower()
        and last.text.isalpha()
        and last.lower.endswith("en")
        and last.lower not in words.COPULA_INFINITIVES
        and last.start > st.tokens[i].start
    )


#: Verbs of naming, after which a bare noun is a predicate of either number (*nannte ihn Verräter*, *heißt
#: Meister*).
_PREDICATE_VERBS = ("nenn", "nann", "heiß", "hieß", "bezeichn")


def _apposition_to_name(st: Sentence, np: NounPhrase) -> bool:
    """*kritisiert Hans Frey, Veterinärmediziner und Leiter der Station*: bare nouns (and their conjuncts)
    right after a first name and surname and a comma describe that one person, so a conjunct is no
    plural evidence there."""
    tokens = st.tokens
    k = np.start - 1
    while k >= 0 and np.start - k <= 8 and (
        tokens[k].lower in words.PLURAL_JOINS or (tokens[k].is_capitalised() and tokens[k].text.isalpha())
    ):
        k -= 1
    return (
        k >= 2
        and tokens[k].text == ","
        and tokens[k - 1].is_capitalised()
        and st.lex.is_first_name(tokens[k - 2].text)
    )


def plural_evidence(st: Sentence, np: NounPhrase) -> bool:
    """Whether a bare noun whose form is singular or plural (*Lehrer*, *Präsidenten*) is shown to be a
    plural by the sentence: a numeral or quantifier, a preposition before it (a singular count noun
    needs an article there), a plural verb right after or before it, a bare conjunct after *und*, a
    plural relative pronoun. Why: issue 41 — with singular or no evidence the form could be one
    person (a caption, a predicate, an apposition, a typo), and a singular must never come out plural."""
    tokens = st.tokens
    if np.numeral:
        return True
    if _apposition_to_name(st, np):
        return False
    before = st.token(np.start - 1)
    after = st.token(np.noun + 1)
    if before is not None and before.lower in ("sich", "uns", "euch") and np.start >= 2:
        before = st.tokens[np.start - 2]  # wandten sich Wirtschaftsvertreter gegen: the verb before the reflexive
    if before is not None and before.text.islower():
        low = before.lower
        if preposition_cases(low) and low not in words.PREDICATIVE and low not in ("wie", "zu"):
            return True  # für Lehrer, von Präsidenten
        if low in words.PLURAL_COPULAS:
            return True  # sind Analphabeten, wurden bald zu Rivalen: the subject or predicate of a plural
    if after is not None:
        low = after.lower
        if after.text.islower() and (low in words.PLURAL_COPULAS or low in words.PLURAL_FINITE):
            return True  # Lehrer sind, Ärzte fordern
        if _plural_verb_form(st, np.noun + 1):
            return True  # Läufer laufen, Fischer wiegen, Freunde stellen: a plural finite verb follows
        if after.text == "," and (rel := st.token(np.noun + 2)) is not None and rel.lower in words.PLURAL_RELATIVES:
            return True  # Lehrer, die …
        if (
            low in words.PLURAL_JOINS
            and (other := st.token(np.noun + 2)) is not None
            and other.is_capitalised()
            and not _singular_only(st, other.text)
        ):
            return True  # Lehrer und Schüler
    if before is not None and before.lower in words.PLURAL_JOINS and np.start >= 2:
        first = st.tokens[np.start - 2]
        if first.is_capitalised() and first.text.isalpha() and not _singular_only(st, first.text):
            return True  # Schüler und Lehrer, Verfügungsberechtigte und Besitzer: bare conjuncts
    if before is not None and before.lower in words.PLURAL_QUANTITY:
        return True  # ein paar Freunde, soviel Moslems: a quantity no singular count noun follows
    k = np.start - 1
    while k > 0 and tokens[k].lower in words.COPULA_PARTICLES:
        k -= 1
    if (
        k < np.start - 1
        and tokens[k].text.islower()
        and tokens[k].lower in words.PLURAL_COPULAS
        and not any(t.text in ("Sie", "Ihr") for t in tokens[:k])
    ):
        return True  # sind doch nur Moslems, sind einfach Lügner: the plural copula across its particles
        # (Sie, Herr Ali, sind ja Vertreter: the formal Sie, one person)
    if before is not None and (before.lower in words.PLURAL_PRONOUNS or before.lower in words.MEASURE_HEADS):
        return True  # uns Nutzer, wir Lehrer; zig Millionen Nutzer, eine Gruppe Läufer
    if (
        before is not None
        and before.text.islower()
        and before.text.isalpha()
        and before.lower.endswith("en")
        and before.lower not in _GENITIVE_PRONOUNS  # zu dessen Gegner: a possessor, no verb
        and not preposition_cases(before.lower)
        and not analyse_determiner(before.lower)
        and not before.lower.startswith(_PREDICATE_VERBS)
    ):
        # Bis Ende Jänner hoffen Forscher, Am Montag durchsuchten Fahnder: the subject of a plural verb
        # (an -en adjective that agreed with the noun would be inside the phrase)
        return True
    if (
        after is not None
        and after.lower in ("der", "des")
        and before is not None
        and before.text not in (",", "(", "–", "-")
        and before.lower not in words.PREDICATIVE
    ):
        return True  # auch Vertreter der Partei: a bare head with a genitive (one person needs an article)
    k = np.start - 1
    while k >= max(0, np.start - 4) and tokens[k].lower.endswith(("e", "en", "ern")) and (
        "-" in tokens[k].text or tokens[k].text.islower()
    ):
        k -= 1  # zwei US-amerikanische Festivalleiter, Die zwei andern Begleiter: adjectives the phrase did not take
    if k < np.start - 1 and k >= 0 and (tokens[k].lower in words.NUMERALS or tokens[k].text.isdigit()):
        return True
    if _bare_object(st, np):
        return True  # Die Polizei sperrt Besucher ein: a singular count noun needs an article as an object
    if _infinitive_object(st, np):
        return True  # ist verpflichtet, Vertreter zur Prüfung zu entsenden: the object of a zu-infinitive
    if _plural_clause_verb(st, np.start):
        return True  # dass Lehrer Geld für ihre Schüler bekommen: the plural verb of the clause it opens
    if np.adjs and tokens[np.adjs[0]].lower.endswith("e"):
        return True  # begabte Studenten: a bare strong -e fits no masculine singular
    if np.adjs and tokens[np.adjs[0]].lower.endswith("er") and before is not None and before.is_capitalised():
        return True  # die Arbeiten zeitgenössischer Designer: a genitive plural after its head noun
    return _plural_conjunct(st, np.noun)


def _bare_object(st: Sentence, np: NounPhrase) -> bool:
    """The bare noun (no determiner, no adjective) stands right after a finite verb in *-t* that has its
    subject before it (*Die Polizei sperrt Besucher ein*, *Die Firma sucht Mitarbeiter.*), in a sentence
    that ends as one (no headline: *Rapid holt Stürmer*): a singular count noun needs an article there, so
    it is a plural. Not after a predicate or copula verb (*heißt Meister*, *spielt Torwart*, *bleibt
    Trainer*), an adverb in *-t* (*nicht*, *selbst*) or before a name (*trifft Kanzler Scholz*)."""
    tokens = st.tokens
    if np.det is not None or np.adjs or np.start < 2 or np.start != np.noun:
        return False
    verb = tokens[np.start - 1]
    low = verb.lower
    if not (verb.text.islower() and verb.text.isalpha() and low.endswith("t") and len(low) > 3):
        return False
    if (
        low in words.T_WORDS
        or low in words.SINGULAR_COPULAS
        or low in words.PREDICATIVE
        or low.startswith(_PREDICATE_VERBS)
        or preposition_cases(low)
        or analyse_determiner(low)
        or st.lex.is_adjective_form(verb.text)
        or sentence_initial(tokens, np.start - 1)
        or tokens[np.start - 2].text in (",", ":", ";", "(", "–", "-")
    ):
        return False
    after = st.token(np.noun + 1)
    if after is None or after.is_capitalised():
        return False
    return tokens[-1].text in (".", "!", "?") or (len(tokens) > 1 and tokens[-2].text in (".", "!", "?"))


def _infinitive_object(st: Sentence, np: NounPhrase) -> bool:
    """The bare noun (no determiner, no adjective) opens a *zu*-infinitive clause after a comma, and the
    clause ends in *zu* + a verb other than a copula (*ist verpflichtet, Vertreter zur Prüfung zu entsenden*):
    an infinitive has no subject, and a singular count noun needs an article as its object, so it is a
    plural. Not before *zu werden/sein/bleiben* (*, Lehrer zu werden*: a predicate of one person)."""
    tokens = st.tokens
    if np.det is not None or np.adjs or np.start != np.noun or np.start < 1 or tokens[np.start - 1].text != ",":
        return False
    for k in range(np.noun + 1, len(tokens) - 1):
        t = tokens[k]
        if t.text in (",", ";", ":", ".", "!", "?") or t.lower in ("und", "oder"):
            return False
        if t.lower == "zu":
            verb = tokens[k + 1]
            nxt = st.token(k + 2)
            return (
                verb.text.islower()
                and verb.text.isalpha()
                and verb.lower.endswith("n")
                and verb.lower not in words.COPULA_INFINITIVES
                and (nxt is None or nxt.text in (",", ".", ";", ":", "!", "?"))
            )
    return False


def _singular_only(st: Sentence, word: str) -> bool:
    """A bare conjunct whose form only a singular spells (*Kanzler und Bundesregierung*, *Präsident und
    Vorstand*): an office beside a body, two singulars joined by *und*, so the list is no plural
    evidence for its other bare noun (issue 41: a number is never flipped)."""
    genders = st.lex.noun_genders(word)
    return bool(genders) and all(n == "sg" for _, n in genders)


def _plural_verb_form(st: Sentence, k: int) -> bool:
    """Token ``k`` (right after a bare noun, or after its prepositional phrase or genitive) looks like a plural finite
    verb: a lowercase word in *-en*/*-ern*/*-eln* that is no determiner, preposition, pronoun or
    adjective (*Skifahrer fahren*, *Schüler in einem Klassenzimmer führen*)."""
    tokens = st.tokens
    if 0 <= k < len(tokens) and (preposition_cases(tokens[k].lower) or tokens[k].lower in ("der", "des")):
        # Schüler in einem Klassenzimmer führen, Mitarbeiter der Wache rückten aus: across the
        # prepositional phrase or the genitive
        k += 1
        while k < len(tokens) and (
            analyse_determiner(tokens[k].lower) or (st.is_adj(k) and not _object_follows(st, k + 1)) or tokens[k].is_capitalised()
        ):
            k += 1
    t = st.token(k)
    if t is None or not t.text.islower() or not t.text.isalpha() or not t.lower.endswith(("en", "ern", "eln")):
        return False
    low = t.lower
    return not (
        low.startswith(_PREDICATE_VERBS)  # Lügner, Heuchler oder Betrüger nennen: predicates, either number
        or analyse_determiner(low)
        or preposition_cases(low)
        or low in words.PLURAL_PRONOUNS
        or low in ("sich", "ihnen", "denen", "deren", "einen", "seinen", "ihren", "allen", "wen", "wenn", "oben", "unten", "neben", "eben", "morgen", "gestern", "trotzdem")
        or (st.lex.is_adjective_form(t.text) and not _object_follows(st, k + 1))
    )


def _object_follows(st: Sentence, k: int) -> bool:
    """A determiner or a personal pronoun at ``k``: the *-en* word before it is no attributive adjective
    (that would stand before its noun) but a finite verb with its object (*Mitarbeiter des Vereins
    versorgten die Verletzten*)."""
    t = st.token(k)
    return t is not None and t.text.islower() and (bool(analyse_determiner(t.lower)) or t.lower in ("ihn", "ihm", "sie", "ihnen", "uns", "euch"))


def _plural_clause_verb(st: Sentence, start: int) -> bool:
    """The phrase at ``start`` opens a clause (after a conjunction, a comma or at the start) whose first
    or last verb is a plural finite verb of :data:`~fairwrite.de.words.PLURAL_FINITE` or a plural copula, and no other
    noun stands before that verb."""
    tokens = st.tokens
    before = st.token(start - 1)
    if not (before is None or sentence_initial(tokens, start) or before.lower in CLAUSE_START):
        return False
    clause = [t for t in st.clause(start) if t.start >= tokens[start].start][1:]
    verbs = [t for t in clause if t.text.islower() and (t.lower in words.PLURAL_COPULAS or t.lower in words.PLURAL_FINITE)]
    if not verbs:
        return False
    first = clause[0] if clause else None
    last = clause[-1] if clause and clause[-1].text.isalpha() else (clause[-2] if len(clause) > 1 else None)
    return (first is not None and first is verbs[0]) or (last is not None and last is verbs[-1])


def _plural_conjunct(st: Sentence, i: int) -> bool:
    """A conjunct of the list the noun at ``i`` stands in (across commas, *und*, *oder*, adjectives) is a
    person noun only a plural spells (*Schlaganfallpatienten, kleine Kinder oder Senioren*; *Bürger,
    Richter oder Anwälte*)."""
    def plural_only(k: int) -> bool:
        text = st.tokens[k].text
        readings = [r for r in st.lex.person_readings(text) if r.role == "head"]
        return (bool(readings) and {n for r in readings for _, n in r.feats} == {"pl"}) or text in words.PLURAL_PEOPLE

    def passable(k: int) -> bool:
        t = st.tokens[k]
        return t.text.islower() and (st.lex.is_adjective_form(t.text) or t.lower in words.LIST_WORDS)

    return any(plural_only(k) for k in st.conjuncts(i, 14, passable))


#: Words an attribute between a determiner and its noun may hold besides adjectives, numbers and
#: prepositional phrases (*der extra nach Wien gereiste Kläger*, *ein 23 Jahre alter Autofahrer*).
_ATTRIBUTE_WORDS = frozenset(
    ["extra", "sehr", "besonders", "bereits", "erst", "noch", "kaum", "ganz", "fast", "rund", "etwa", "knapp", "über", "unter", "mehr", "als", "jahre", "jahr", "monate", "wochen", "tage", "stunden"]
)


def _loose_determiner(st: Sentence, np: NounPhrase, feats: set[tuple[str, str]]) -> int | None:
    r"""The determiner of a bare-looking noun a few words back, across what an attribute holds (an
    ordinal, an age, a prepositional phrase, an adjective the lexicon lacks): *den 3. Kandidaten*, *ein
    23 Jahre alter Autofahrer*, *mit einem hochrangigen Politiker*. Why: without it the form reads as a
    plural (*Kandidat\*innen*), and a rewrite must never change the number (issue 41)."""
    tokens, lex = st.tokens, st.lex
    k = np.start - 1
    while k >= 0 and k >= np.start - 7 and not st.blocked[k]:
        t = tokens[k]
        low = t.lower
        if analyse_determiner(low) or low in CONTRACTIONS:
            article = CONTRACTIONS[low][1] if low in CONTRACTIONS else low
            fits = any((c, n) in feats for _, c, n, _ in analyse_determiner(article))
            return k if fits else None
        attribute = (
            t.text.isdigit()
            or (t.text == "." and k > 0 and tokens[k - 1].text.isdigit())
            or low in _ATTRIBUTE_WORDS
            or (t.text.islower() and (lex.is_adjective_form(t.text) or bool(preposition_cases(low)) or low.endswith(("te", "ten", "ene", "enen", "igen", "ige"))))
            or (t.is_capitalised() and lex.is_toponym(t.text))
            or (t.text[:1].isdigit() and "-" in t.text and t.text.endswith(("e", "en", "er", "es", "em")))  # 5-fachen
            or (k == np.start - 1 and t.text.islower() and t.text.isalpha() and low.endswith(("er", "es", "em", "en", "e")))
        )  # (the word right before the noun: an adjective the lexicon lacks, ein behelmter Radfahrer)
        if not attribute:
            return None
        k -= 1
    return None


def _number_after(st: Sentence, np: NounPhrase, feats: set[tuple[str, str]], at: int) -> str:
    """The number of a noun whose determiner is token ``at``."""
    tokens = st.tokens
    det = tokens[at].lower
    if det in CONTRACTIONS:
        return "sg"
    sg_cases = {c for c, n in feats if n == "sg"}
    pl_cases = {c for c, n in feats if n == "pl"}
    if "gen" in pl_cases and sg_cases <= {"nom"}:
        # der Lehrer: nominative singular, or genitive plural after a noun (die Zahl der Lehrer)
        prev = st.token(at - 1)
        if prev is not None and (prev.lower in words.PARTITIVE_HEADS or prev.text.isdigit() or prev.text == "%"):
            return "pl"  # einer der Lehrer, zwei der Kollegen
        nxt = st.token(np.noun + 1)
        if nxt is not None and nxt.lower[:4] == "sein" and nxt.lower[4:] in ("", "e", "en", "em", "er", "es"):
            return "sg"  # in deren Bezirk der Antragsteller seine Niederlassung hat: one owner, a subject
        after = st.token(np.noun + 2)
        if nxt is not None and nxt.lower in words.SINGULAR_COPULAS and (after is None or not after.text.isalpha()):
            return "sg"  # daß Brown der Mörder ist: a singular copula ends the clause, the noun is its predicate
        if prev is not None and (
            (prev.is_capitalised() and not sentence_initial(tokens, at - 1) and prev.text.isalpha())
            or "gen" in preposition_cases(prev.lower)
        ):
            return "pl"
        return "sg"
    if det in words.ACC_SG_OR_DAT_PL and "dat" in pl_cases and "acc" in sg_cases:
        return "pl" if _clause_has_dative_verb(st, np.noun) or _dative_plural_partner(st, at) else "sg"
    return "sg" if sg_cases else "pl"


def _dative_plural_partner(st: Sentence, at: int) -> bool:
    """The phrase whose determiner is token ``at`` is the second conjunct of a noun whose form is only a
    dative plural (*Von den Juniorenbundestrainern und ihren Assistenten*): the preposition of the first
    governs both, so *ihren* is a dative plural, not an accusative singular (s13 read)."""
    if at < 2 or st.tokens[at - 1].lower not in ("und", "oder", "sowie"):
        return False
    readings = [r for r in st.lex.person_readings(st.tokens[at - 2].text) if r.role == "head"]
    feats = {f for r in readings for f in r.feats}
    return bool(feats) and feats <= {("dat", "pl")}


def _clause_has_dative_verb(st: Sentence, i: int) -> bool:
    for t in st.clause(i):
        if not t.text.islower():
            continue
        word = t.lower
        if word in words.DATIVE_VERBS or word + "n" in words.DATIVE_VERBS:
            return True
        for suffix in ("te", "ten", "test", "t", "en", "e", "st"):
            if word.endswith(suffix) and word[: -len(suffix)] + "en" in words.DATIVE_VERBS:
                return True
    return False


def _case(st: Sentence, np: NounPhrase, cases: list[str]) -> str:
    lex = st.lex
    tokens = st.tokens
    prev = st.token(np.start - 1)
    if set(cases) >= {"nom", "acc"}:
        if prev is None or sentence_initial(tokens, np.start) or prev.lower in CLAUSE_START:
            return "nom"
        clause = st.clause(np.start, before_only=True)
        if any(t.lower in NOMINATIVES for t in clause):
            return "acc"
        if clause and len(clause) >= 2 and not preposition_cases(clause[0].lower):
            # a noun phrase opens the clause, a finite verb follows its noun: this one is the object
            # (Die Gemeinde sucht eine neue Pfarrerin; Die Richterin verurteilte die Angeklagte)
            first_noun = next(
                (
                    k
                    for k, t in enumerate(clause)
                    if (t.is_capitalised() and t.text.isalpha() and k > 0)
                    or (k == 0 and t.is_capitalised() and lex.is_noun(t.text))
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
