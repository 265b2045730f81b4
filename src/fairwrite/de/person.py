"""Person or not: does this occurrence of a person-noun form denote a person the rewriter should change?

The lexicon (:mod:`fairwrite.de.lexicon`) says what a word *can* be; this module decides from the
sentence what one occurrence *is*. A person noun stays as written when it is:

- a name: a surname after a title or first name (*Herr Bauer*, *Joschka Fischer*, *Außenminister
  Fischer*), a bare surname next to a verb of saying (*sagte Richter*, *Fischer erklärte*), coordinated
  with another name (*Schäfer und Schwarz*) or introduced with a first name earlier in the document
  (*Klaus Töpfer … will Töpfer*), part of an organisation name (*Reporter ohne Grenzen*, *Freie Wähler*);
- quoted: inside a short quotation (*den „Economist“*, *der »Alte«*: :func:`in_short_quotation`);
- not a person: an adjective of place (*Frankfurter Börse*, *im Damaszener Stadtzentrum*), an adjective
  of a name (*Deutsche Bahn*, *im Deutschen Historischen Museum*), a firm (*Hersteller*, *Autobauer*), a
  firm, an institution or a party by what it runs or what is said of it (*die Übertragungsnetzbetreiber*, *den
  Trägern der Sozialhilfe*, *die dänischen Sozialdemokraten*; *Gläubiger*, *Partner*, *Gastgeber* in a
  sentence about states, money, elections or sport), an idiom of visits (*zum Arzt gehen*, *beim
  Friseur*), a place without a determiner (*in Polen*), a council or advice (*der Sicherheitsrat*,
  *die Fernsehräte*, *nach Rat fragen*; but *Stadtrat Müller*, *die Stadträte*), a thing spelt like a person noun that the
  determiner and preposition call for (*nach der Wende*, *mit der Leiter*: :func:`thing_homograph`),
  food named after a place in a sentence about eating (*einen Berliner mit Puderzucker*), a part of a
  vehicle, building or machine (*der Träger der Brücke*), a vehicle or a place in a sentence about
  traffic (*der Flieger landete mit Verspätung*, *der Brenner ist gesperrt*), an unlisted compound
  with a place-name ending bare after a preposition (*über Jägerstein nach Müllerdorf*);
- a specific individual, in the ``generic`` referents mode (:func:`is_specific_individual`).

Add a new kind of evidence as one more check in :func:`not_a_person` (or in
:func:`is_specific_individual` when it is about who the person is, not whether it is one).
"""

from __future__ import annotations

from collections.abc import Iterator

from fairwrite.de import words
from fairwrite.de.forms import join_compound
from fairwrite.de.lexicon import PERSON_RAT, Lexicon, PersonReading
from fairwrite.de.morphology import (
    CASES,
    CONTRACTIONS,
    adjective_ending,
    adjective_suffix,
    analyse_determiner,
    preposition_cases,
)
from fairwrite.de.referents import COPULAS, HONORIFICS, LEXICAL_GENDER, PARTICLES, singular_verb
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import QUOTES, sentence_initial
from fairwrite.de.words import NOMINATIVES

_words = str.split  # word lists are written as one string

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
    "Kreditgeber",
    # roles only a public body holds (the employer of civil servants, the legislature): the laws' persons
    # are rewritten (s12), these never
    "Dienstherr",
    "dienstherr",
    "Gesetzgeber",
    "gesetzgeber",
    "Verordnungsgeber",
    "leistungsträger",
    "Leistungsträger",
    "kostenträger",
    "Kostenträger",
    "versicherungsträger",
    "Versicherungsträger",
    "sozialhilfeträger",
    "Sozialhilfeträger",
)
#: Compounds whose holders are firms by what they run (*Übertragungsnetzbetreiber*, *Netzbetreiber*):
#: matched on prefix + lemma, lower case.
_CORPORATE_COMPOUNDS = ("netzbetreiber", "koalitionspartner", "sozialpartner")
#: Multi-word organisation names with person nouns, kept as they are.
_ORGANISATIONS = (
    "Reporter ohne Grenzen",
    "Ärzte ohne Grenzen",
    "Ingenieure ohne Grenzen",
    "Bund der Steuerzahler",
    "Freie Wähler",
    "Freien Wähler",
    "Freie Demokraten",
    "Freien Demokraten",
    "Arbeiterwohlfahrt",
    "Arbeiter-Samariter-Bund",
    "Zeugen Jehovas",
    "Grauen Panther",
    "Graue Panther",
)

#: Verbs of animals: a person-noun form as their subject is an animal (*Die Boxer bellten*).
_ANIMAL_VERBS = frozenset(
    a + e
    for a in ("bell", "knurr", "wedel", "jaul", "winsel", "miau", "wieher", "gacker", "schnurr", "blök")
    for e in ("t", "te", "ten", "en", "end")
)
#: Nouns of descent, and the beginnings of words for animals and plants: in one sentence, the descent
#: is an animal's or a plant's (*Nachfahren … Tiere*, *Vorfahren der Cyanobakterien*).
_DESCENT = frozenset(_words("Nachfahre Vorfahre Vorfahr Nachkomme Ahne"))
_LIVING_THINGS = tuple(_words("tier pflanze saurier bakterie cyanobakteri vögel vogel fisch insekt säugetier reptil"))
#: Roles that firms, states, clubs and banks play as often as people do (issue 41): they name people only
#: where the sentence is not about organisations (:func:`_organisation_context`).
_ORGANISATION_ROLES = frozenset(
    _words("Partner Gläubiger Kreditgeber Geldgeber Aufsteiger Absteiger Rivale Akteur Lieferant")
)
#: Roles that teams and parties play in sport and elections, read so in the generic mode only (the
#: papers' benchmarks, ``--referents all``, rewrite them: *Die Gewinner erhalten jeweils 5000 Euro*).
_CONTEST_ROLES = frozenset(_words("Gastgeber Sieger Verlierer Gewinner Titelverteidiger Spitzenreiter Tabellenführer"))
#: Words of a sentence about organisations (money, firms, states, leagues) and adjectives of a state or
#: a strategy before such a role (*strategischen Partnern*, *iranischen Partnern*).
_ORGANISATION_WORDS = frozenset(
    _words(
        "unternehmen konzern konzerne firma firmen bank banken staaten länder regierung regierungen "
        "transaktion transaktionen investieren investiert investition millionen milliarden dollar euro aktien "
        "aktionär aktionärsstruktur verein vereine club klub liga team teams mannschaft playoff tabelle "
        "parlament referendum land landes staat staates wirtschaft hilfen kredite kredit einsparungen "
        "spielende partie verlängerung saison finale fdp spd cdu csu övp spö fpö afd neos eu nato uno europa "
        "alleingang"
    )
) | words.MARKET_WORDS  # (a stock-market report's words: its contest roles are listed companies)
#: Ends of compounds of such a sentence (*Vorgängerregierungen*, *Pensionsreformen*, *Landtagswahl*).
_ORGANISATION_ENDINGS = (
    "regierung", "regierungen", "reform", "reformen", "schulden", "partei", "parteien", "wahl", "wahlen", "koalition",
    "verbände", "verbänden", "organisationen", "institutionen", "behörden", "kommunen",
)  # fmt: skip
_ORGANISATION_ADJECTIVES = (
    "strategisch", "international", "transatlantisch", "industriell", "wirtschaftlich", "ausländisch"
)


def _organisation_context(st: Sentence, i: int) -> bool:
    """The sentence around token ``i`` is about organisations, or an adjective of a state or a strategy
    stands right before the noun (*unseren internationalen Partnern*, *iranischen Partnern*)."""
    prev = st.token(i - 1)
    if prev is not None and prev.text.islower() and (
        prev.lower.startswith(_ORGANISATION_ADJECTIVES) or place_adjective_form(st.lex, prev.lower)
    ):
        return True
    if any(
        t.lower in _ORGANISATION_WORDS
        or (t.is_capitalised() and t.lower.endswith(_ORGANISATION_ENDINGS))
        or (":" in t.text and t.text.replace(":", "").isdigit())  # 87:87, a score
        for t in st.tokens
    ):
        return True
    # a state or its people in the sentence (Gläubiger des Landes … Puerto Rico, die Inder … ein Partner);
    # the generic mode only: --referents all rewrites every role, as the papers' benchmarks do
    return st.keep_individuals and any(
        k != i and t.is_capitalised() and t.text.isalpha() and not sentence_initial(st.tokens, k)
        and (st.lex.is_toponym(t.text) or _people(st, t.text))
        for k, t in enumerate(st.tokens)
    )


def _acronym(text: str) -> bool:
    """*AfD*, *SPD*, *EU*, *OSZE*: a short word with two capitals or more, the modifier of a compound a
    tweet or a caption writes apart (*AfD Politiker*), no first name."""
    return len(text) <= 6 and sum(c.isupper() for c in text) >= 2


def _neighbour_states(st: Sentence, i: int) -> bool:
    """*Nachbarn* after an adjective of a country or region (*unseren europäischen Nachbarn*) or in a
    sentence about states and countries: the neighbouring states, not people next door (s12)."""
    prev = st.token(i - 1)
    if prev is not None and prev.text.islower() and (
        place_adjective_form(st.lex, prev.lower) or prev.lower.startswith(("europäisch", "westlich", "östlich"))
    ):
        return True
    return any(t.lower in words.STATE_WORDS for t in st.tokens)


def _people(st: Sentence, text: str) -> bool:
    """A people's name (*Inder*, *Franzosen*), not an agent noun whose stem is also a place (*Schuldner*:
    *Schuld* is a noun first)."""
    if not st.refs.people_name(text):
        return False
    stem = text.removesuffix("n").removesuffix("er")
    return any(text.startswith(p) for p in words.PEOPLES) or not any(
        st.lex.is_noun(c) for c in (stem, stem[:-1])
    )


def place_adjective_form(lex: Lexicon, word: str) -> bool:
    """*iranischen*, *österreichischer*: an inflected adjective of a country (*Iran*, *Österreich*)."""
    for ending in ("ischen", "ischer", "ische", "isches", "ischem", "isch"):
        if word.endswith(ending):
            stem = word[: -len(ending)]
            return any(lex.is_toponym(c[:1].upper() + c[1:]) for c in (stem, stem + "ien", stem + "en", stem + "a"))
    return False


#: Nouns before the name of a model, make or breed (*vom Typ Boxer*).
_MODEL_WORDS = frozenset(_words("Typ Typs Marke Modell Modells Baureihe Klasse Sorte Rasse"))
#: Vehicles, buildings and machines (compound heads): what such a part belongs to.
_ARTEFACTS = tuple(
    _words(
        "lkw pkw auto autos wagen wagens zug zuges zugs traktors traktor fahrzeug fahrzeugs fahrzeuges fahrzeuge fahrzeugen "
        "laster lasters transporter transporters busses brücke dach dachs daches decke gebäude gebäudes "
        "halle turm turms konstruktion maschine motor motors anlage gerät geräts gerätes heizung ofens "
        "kessel kessels flugzeug flugzeugs schiff schiffs schiffes fahrrad fahrrads rad rads kran krans"
    )
)
#: The last parts of place names (*-stein*, *-dorf*, *-hausen*): a compound the lexicon does not list
#: that ends in one and stands bare after a preposition is a place (*nach Bauernstein*), not a thing.
_PLACE_NAME_HEADS = tuple(
    _words("stein berg burg dorf hausen heim feld bach tal rode leben stedt büttel ingen")
)
#: Makers named after their product: firms, not people (*Autobauer*).
_MAKERS = ("autobauer", "flugzeugbauer", "fahrzeugbauer", "anlagenbauer", "autohersteller")
#: Councils whose members are called after them (*die Stadträte*: council members); other *-räte* are
#: councils (*die Fernsehräte der ARD*, *Betriebsräte*).
_MEMBER_COUNCILS = ("Stadt", "Gemeinde", "Kreis", "Orts", "Bezirks")
_COUNCIL_PLURALS = ("räte", "räten")


def in_short_quotation(st: Sentence, i: int, longest: int = 4) -> bool:
    """Whether token ``i`` lies inside quotation marks around at most ``longest`` tokens that open after
    a word of the sentence (*der „Berliner Kurier“*, *den »Hungerpastor«*, *ein "Flüchtling"*).

    Why: such a quotation is a name, a title, a nickname or a word the writer quotes from someone else;
    rewriting it changes what is quoted, and its determiner often agrees with a name, not a person.
    Direct speech (after a colon, opening the sentence, or longer) is rewritten as any text."""
    tokens, text = st.tokens, st.text
    left = i - 1
    while left >= max(0, i - longest) and tokens[left].text not in QUOTES:
        left -= 1
    right = i + 1
    while right < min(len(tokens), i + longest + 1) and tokens[right].text not in QUOTES:
        right += 1
    if left < 0 or right >= len(tokens) or tokens[left].text not in QUOTES or tokens[right].text not in QUOTES:
        return False
    if left == 0 or not tokens[left - 1].text[0].isalnum():
        return False  # Er sagte: „Die Lehrer streiken“; „Die Lehrer“, sagte er: speech
    opening = tokens[left].end < len(text) and not text[tokens[left].end].isspace()
    closing = not text[tokens[right].start - 1].isspace()
    inside = tokens[left + 1 : right]
    return opening and closing and len(inside) <= longest and not any(t.text in ".!?;:" for t in inside)


def place_adjective(lex: Lexicon, word: str) -> bool:
    """*Frankfurter*, *Kölner*, *Bremer*, *Münchner*: the indeclinable adjective of a place name."""
    stem = word[:-2]
    return any(lex.is_toponym(c) for c in (stem, stem + "en", stem + "e", stem[:-1] + "en", stem + "n"))


def is_specific_individual(
    st: Sentence, noun: int, det: int | None, reading: PersonReading, case: str, number: str
) -> bool:
    """Whether the person noun phrase ending at token ``noun`` of ``st`` (determiner at ``det``, noun
    read as ``reading`` in ``case`` and ``number``, as :func:`fairwrite.de.phrase.choose` read it) names
    one specific individual whose gender the text states, so that the ``generic`` referents mode keeps
    it. The one place this question is asked; asked only when ``st.keep_individuals``. Evidence:

    - what the document window knows (:meth:`fairwrite.de.referents.Referents.is_specific`): a name
      after or in apposition (*Sprecher Thomas Schlier*, *Anna Schmidt, Lehrerin aus Bonn*, *der
      Präsident der Bundesnetzagentur, Klaus Müller*, *der Autor und Regisseur Tom Berger*), a
      feminine singular (*die Kellnerin*; not *jede Ärztin*), a definite singular while a named person
      is in the window (*Trump … der Präsident*), a predicate of a specific subject (*Meine Mutter ist
      Lehrerin*, *1990 war Peres Finanzminister*);
    - a predicate of a name or a personal pronoun in its clause: *er war ein großer Musiker*, *sie als
      Verräter*, *hält mich für einen Narren*;
    - a lexically gendered role in the singular: kinship and partnership (*Freund*, *Schwägerin*,
      *Gattin*) and nobility (*Prinz*, *Gräfin*);
    - an age used as a noun after a definite article (*der 69-Jährige*: news name one individual so).
    """
    if st.refs.is_specific(st.tokens, noun, reading.gender, number):
        return True
    if _male_role(st, reading) or _both_genders_named(st, noun) or _taken_as_spouse(st, noun):
        return True
    if number == "pl":
        return _counted_in_dated_event(st, noun) or _role_of_unnamed_they(st, noun if det is None else det)
    if det is not None and "jährig" in reading.noun.masc.lower() and st.tokens[det].lower in ("der", "die", "dem", "den", "des"):
        return True  # der 69-Jährige: news name one individual by age, after naming them
    if det is not None and any("jährig" in t.lower and t.text[:1].isdigit() for t in st.tokens[det + 1 : noun]):
        return True  # von einem 56-jährigen Algerier, der in Bayern lebt: an age singles out one person
    return (
        _predicate_of_individual(st, noun if det is None else det)
        or _modal_predicate_of_pronoun(st, noun if det is None else det, noun)
        or reading.noun.masc in LEXICAL_GENDER
    )


#: Copulas that close a clause after its predicate (*… ein Narr sein*, *… ein Jäger wäre*).
_CLAUSE_FINAL_COPULAS = frozenset(_words("sein werden bleiben wäre wär ist war sei wird würde"))


def _modal_predicate_of_pronoun(st: Sentence, start: int, noun: int) -> bool:
    """A predicate before a clause-final copula (*sein*, *werden*, *wäre*, …) whose clause has a first name or
    a lexically gendered noun (*Tom muss ein echt guter Lehrer sein*, *als wenn jeder Mann ein Jäger wäre*), or
    a personal pronoun with no person noun before it in the sentence (*Er muss ein Narr sein*, *So sollst du Unterfeldherr sein*,
    *Er könnte ein Spion sein*): the modal is about that one person, the writer's or addressee's own or
    someone the text knows, not a rule (as *Er ist ein Narr*). A generic subject (*Wer das tut, muss ein
    Narr sein*, *Ein Lehrer muss ein Vorbild sein*) has no such pronoun."""
    after = st.token(noun + 1)
    if after is None or after.lower not in _CLAUSE_FINAL_COPULAS:
        return False
    tokens = st.tokens
    for k in range(start - 1, -1, -1):
        t = tokens[k]
        if t.text in (",", ".", ";", ":", "!", "?"):
            return False
        if t.text in LEXICAL_GENDER or (t.is_capitalised() and (st.lex.is_first_name(t.text) or k in st.person_names())):
            return True  # Tom muss ein echt guter Lehrer sein; als wenn jeder Mann ein Jäger wäre
        if t.lower in ("er", "du", "ich") and (t.text.islower() or sentence_initial(tokens, k)):
            return not _person_noun_before(st, k)  # (Ein Lehrer weiß, dass er …: the pronoun may be the rule's person)
    return False


#: Exact cardinals (not *viele*, *einige*: a vague number is no counted group of known members).
_CARDINALS = frozenset(_words("zwei drei vier fünf sechs sieben acht neun zehn elf zwölf beiden beide"))


#: Words for a husband or wife after *zum*/*zur* (*einen Tagdieb zum Mann haben*).
_SPOUSES = frozenset(_words("Mann Gatten Gemahl Ehemann Bräutigam Frau Gattin Gemahlin Ehefrau Braut"))


def _taken_as_spouse(st: Sentence, noun: int) -> bool:
    """*Sie soll einen rechten Tagdieb zum Mann haben*: the person is named as someone's husband or wife
    right after it, which states the gender; the masculine is no generic one."""
    nxt, spouse = st.token(noun + 1), st.token(noun + 2)
    return nxt is not None and spouse is not None and nxt.lower in ("zum", "zur") and spouse.text in _SPOUSES


def _role_of_unnamed_they(st: Sentence, start: int) -> bool:
    """A plural after *als* said of a *sie* with no person noun before it in the line (*denn sie entziehen als
    natürliche Klimaschützer der Atmosphäre CO2*: the peatlands): the role of referents the line does not
    name, which may be things; left as written (a wrong edit costs more than a missed one)."""
    tokens = st.tokens
    k = start - 1
    while k >= 0 and (st.is_adj(k) or tokens[k].lower in PARTICLES):
        k -= 1
    if k < 0 or tokens[k].lower != "als":
        return False
    for j in range(k - 1, -1, -1):
        t = tokens[j]
        if t.text in (".", "!", "?", ";", ":"):
            return False
        if t.text == "sie" and not _person_noun_before(st, j):
            return True
    return False


def _person_noun_before(st: Sentence, k: int) -> bool:
    """A person noun before token ``k`` in the line (capitalised other than as a sentence's first word): a
    pronoun at ``k`` may refer to it, so it need not be someone the line leaves unnamed."""
    tokens = st.tokens
    return any(
        u.is_capitalised() and not sentence_initial(tokens, j) and st.lex.is_person(u.text)
        for j, u in enumerate(tokens[:k])
    )


def _counted_in_dated_event(st: Sentence, noun: int) -> bool:
    """A counted group (*von zwei Treuhändern der Universität 1891 entworfen*) in a line set before 1950: the
    office holders or members of one dated past event, specific people of their time whose make-up the
    line does not open to a reader today (s12's final read; conservative, as a wrong edit costs more than a
    missed one). Plural groups of unstated gender in today's news stay the contract's to rewrite."""
    tokens = st.tokens
    for k in range(noun - 1, max(-1, noun - 5), -1):
        t = tokens[k]
        if t.lower in _CARDINALS or (t.text.isdigit() and len(t.text) <= 2):
            return _before_women_served(st)
        if not (st.is_adj(k) or analyse_determiner(t.lower)):
            return False
    return False


def _opening_adjective(st: Sentence, k: int) -> bool:
    """Token ``k`` opens the sentence with no determiner and is an adjective form whose only person
    readings are adjectival nouns (*Ehrenamtliche Richter dürfen nicht …*): the attributive adjective of the
    noun after it, capitalised as the first word, not a title before a surname."""
    return (
        sentence_initial(st.tokens, k)
        and st.lex.is_adjective_form(st.tokens[k].lower)
        and all(r.noun.kind != "noun" for r in st.lex.person_readings(st.tokens[k].text))
    )


def _both_genders_named(st: Sentence, noun: int) -> bool:
    """*Vertretern beider Geschlechter*, *Bewerber jeden Geschlechts*: the text names the genders itself."""
    after = [t.lower for t in st.tokens[noun + 1 : noun + 3]]
    return len(after) == 2 and after[0] in ("beider", "beiderlei", "aller", "jeden", "jedes") and after[1].startswith(
        "geschlecht"
    )


def _male_role(st: Sentence, reading: PersonReading) -> bool:
    """A role only men hold by their institution (*Mönch*, *Papst*, *Kardinal*; compounds too), male kin
    (*Vettern*), a title of rank (*Herzog*, *Sultan*, *Fürsten*: historical kings and nobles), or one the
    Catholic church gives only to men in a sentence about it (*Priester*; *fürs Priesteramt geeignete
    Studenten*): the masculine is the role's, not a generic one."""
    masc = reading.noun.masc
    if masc in words.MALE_ROLES or masc in words.MALE_KIN:
        return True  # (meine vier Vettern und deine beiden Basen: the kin the masculine names)
    if masc in words.NOBILITY:
        return True  # den Herzogen, der Sultan von Indien: rulers and nobles, one or many, of their time
    if masc in words.HISTORIC_MALE_ROLES and _before_women_served(st):
        return True  # 1939 bargen … Soldaten, die Matrosen hissten 1850 die Segel: the crews of the time
    if masc in words.PRIEST_STUDENTS:
        return any(t.lower in words.PRIEST_TRAINING for t in st.tokens)
    return masc in words.CATHOLIC_ROLES and any(
        t.lower in words.CATHOLIC or t.lower.startswith(("katholi", "priester", "päpst")) for t in st.tokens
    )


def _before_women_served(st: Sentence) -> bool:
    """The line is set before 1950: a year from 1000 to 1949, or a century before the 20th (*im 18.
    Jahrhundert*, *des 19. Jahrhunderts*); armies and crews of the time were men (s12)."""
    tokens = st.tokens
    for k, t in enumerate(tokens):
        if t.text.isdigit() and len(t.text) == 4 and 1000 <= int(t.text) < 1950:
            return True
        if t.lower.startswith("jahrhundert") and k >= 2 and tokens[k - 1].text == "." and tokens[k - 2].text.isdigit():
            return int(tokens[k - 2].text) < 20
    return False


def thing_homograph(
    st: Sentence, i: int, det: int | None, prep: str | None, heads: list[PersonReading]
) -> bool:
    """*nach der Wende*, *mit der Leiter*, *die Leiter war*: the determiner and the preposition (or a
    singular verb after a subject) rule the person reading out (*der Wende* as a person is nominative)
    and allow a noun of another gender spelt the same. Without a determiner (or adjective), a person
    noun that can only be singular here is no person either when a thing is spelt the same (*Tür und
    Tor*): a singular person noun needs a determiner, a title a name after it."""
    if det is None:
        nxt = st.token(i + 1)
        genders = {r.gender for r in heads}
        things = {g for g, n in st.lex.noun_genders(st.tokens[i].text) if n == "sg" and g not in genders}
        if st.is_adj(i - 1) and things:
            # Bismarcks konservative Wende, auf hoher Leiter: the strong ending (in a case the preposition
            # allows) agrees with the thing, never with the person
            ending = adjective_suffix(st.tokens[i - 1].text)
            cases = preposition_cases(prep) if prep else CASES
            person = any(
                adjective_ending("strong", c, n, r.gender) == ending for r in heads for c, n in r.feats if c in cases
            )
            return not person and any(adjective_ending("strong", c, "sg", g) == ending for g in things for c in cases)
        return (
            not st.is_adj(i - 1)
            and not (
                i > 0 and st.tokens[i - 1].lower == "als" and st.lex.is_noun(st.tokens[i].text[:-1])
            )  # als Zeuge: a role; the thing is only an old dative (dem Zeuge, of Zeug), not als Erbe (das Erbe)
            and not (nxt is not None and nxt.is_capitalised())
            and all(n == "sg" for r in heads for _, n in r.feats)
            and any(n == "sg" and g not in {r.gender for r in heads} for g, n in st.lex.noun_genders(st.tokens[i].text))
        )
    low = st.tokens[det].lower
    if low in CONTRACTIONS:
        _, article, case = CONTRACTIONS[low]
        analyses = [(c, n, g) for _, c, n, g in analyse_determiner(article) if c == case]
    elif prep is not None:
        cases = preposition_cases(prep)
        analyses = [(c, n, g) for _, c, n, g in analyse_determiner(low) if c in cases]
    elif sentence_initial(st.tokens, det) and _verb_after(st, i):
        # Die Leiter war …: the sentence's singular subject, and a feminine singular Leiter is no person
        analyses = [(c, n, g) for _, c, n, g in analyse_determiner(low) if c == "nom" and n == "sg"]
    elif any(t.lower in NOMINATIVES for t in st.clause(det, before_only=True)) or (
        (z := st.token(i + 1)) is not None and z.lower == "zu" and (v := st.token(i + 2)) is not None and v.text.islower()
    ):
        # Er schoss ein Tor, versucht ein Tor zu machen: the clause has its subject (or the phrase is the
        # object of a zu-infinitive), so the phrase is no nominative
        analyses = [(c, n, g) for _, c, n, g in analyse_determiner(low) if c != "nom"]
    else:
        return False
    if any((c, n) in r.feats and (n == "pl" or g == r.gender) for c, n, g in analyses for r in heads):
        return False
    person_genders = {r.gender for r in heads}
    things = {g for g, n in st.lex.noun_genders(st.tokens[i].text) if n == "sg" and g not in person_genders}
    return any(n == "sg" and g in things for _, n, g in analyses)


def _predicate_of_individual(st: Sentence, start: int) -> bool:
    """The phrase starting at token ``start`` follows a copula or *als* (and modal particles: *Sie sind
    ja auch ein Böhme*) whose clause has a name or a personal pronoun before it (the phrase describes
    that individual), or *für* in a clause of *halten* with such an object (*sie hält mich für einen
    Narren*)."""
    tokens = st.tokens
    k = start - 1
    while k >= 0 and (tokens[k].lower in PARTICLES or tokens[k].text.isdigit()):
        k -= 1
    if k < 0:
        return False
    if _named_object(st, k):
        return True
    pronouns: tuple[str, ...] = ("er", "sie", "du")
    if tokens[k].lower == "als":
        pronouns = (*pronouns, "dich", "dir", "mich", "mir", "ihm", "ihn")  # mit dir als Trainer
        if k >= 2 and tokens[k - 2].lower.startswith(("unser", "mein", "dein", "euer", "eur")):
            return True  # in unserem Interesse als Gesetzgeber: the role of the speaker's group, its possessive
    if tokens[k].lower == "für" and any(t.lower in words.HALTEN for t in st.clause(k)):
        pronouns = (*pronouns, "mich", "dich", "ihn", "uns", "euch")
    elif tokens[k].lower not in COPULAS and tokens[k].text not in ("sind", "seid"):
        return False
    k -= 1
    while k >= 0 and tokens[k].text not in (",", ".", ";", ":", "!", "?"):
        if tokens[k].lower in pronouns or k in st.names or (tokens[k].text == "Ihnen" and not sentence_initial(tokens, k)):
            return True  # Ihnen (not sentence-initial): the person addressed
        k -= 1
    return False


def _named_object(st: Sentence, k: int) -> bool:
    """Token ``k``, right before a noun phrase, is the object of a naming verb in its clause (*Jeder wird
    mich einen Lügner nennen*, *sie nannten ihn einen Verräter*, *er schimpfte Meier einen Betrüger*): a
    personal pronoun or a name. The phrase after it is the object's predicate, that specific person (s12)."""
    t = st.tokens[k]
    if not (
        (t.lower in words.NAMED_OBJECTS and (t.text.islower() or not sentence_initial(st.tokens, k)))
        or k in st.person_names()
    ):
        return False
    return any(w.lower in words.NAMING_VERBS for w in st.clause(k))


def not_a_person(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """Whether the person-noun form at token ``i`` is a name or no person here (see module docs)."""
    lex = st.lex
    tokens, text = st.tokens, st.text
    tok = tokens[i]
    word = tok.text
    prev = st.token(i - 1)
    nxt = st.token(i + 1)
    if word in HONORIFICS:
        return True  # Monsieur, Madame: a title states the gender (Monsieurin is no word)
    if prev is not None and (
        prev.text in HONORIFICS or (prev.text == "." and i > 1 and tokens[i - 2].text in ("Dr", "Prof"))
    ):
        return True  # Herr Bauer, Frau Richter, Dr. Fischer
    if any(t is not None and t.text == "&" for t in (prev, nxt)):
        return True  # Richter & Partner, Schneider & Söhne: a firm's name
    if prev is not None and prev.text in _MODEL_WORDS:
        return True  # Radpanzer vom Typ Boxer, ein Modell der Marke Wanderer: a model's name
    if any(t.lower in _ANIMAL_VERBS for t in tokens[i + 1 : i + 4]):
        return True  # Die Boxer bellten: what only animals do (the lexicon's person sense needs evidence)
    if in_short_quotation(st, i):
        return True  # den „Economist“, der »Alte«, der »Kranke in der Einbildung«: a name, title or quoted word
    if _in_proper_name(st, i):
        return True  # Bund der Steuerzahler, Zentralrat der Juden, im Roman Die Räuber: part of a name
    if prev is not None and prev.lower.startswith(("männlich", "weiblich")):
        return True  # Männliche Cheerleader: the text states the gender, no gender-fair form is meant
    if _members_by_gender(st, i) or _list_of_stated_gender(st, i):
        return True  # Zwei Teenager, ein Junge und ein Mädchen: the members are named by their gender
    for org in _ORGANISATIONS:
        k = text.find(org)
        while k >= 0:
            if k <= tok.start < k + len(org):
                return True
            k = text.find(org, k + 1)
    has_det = prev is not None and (analyse_determiner(prev.lower) or prev.lower in CONTRACTIONS)
    saxon_genitive = prev is not None and prev.text.endswith("s") and not lex.is_first_name(prev.text)
    if (
        prev is not None
        and prev.is_capitalised()
        and prev.text.isalpha()
        and not saxon_genitive
        and not analyse_determiner(prev.lower)  # Fragen Sie Ihren Arzt: a determiner, not a name
        and not _acronym(prev.text)  # von AfD Politikern, EU Bürger: an acronym, a compound written apart
        and (
            lex.is_first_name(prev.text)
            or (not sentence_initial(tokens, i - 1) and not lex.is_noun(prev.text) and i - 1 not in st.owner)
        )
    ):
        return True  # Joschka Fischer (a surname after a first name); Freie Wähler (a name)
    if (
        prev is not None
        and lex.is_surname(word)
        and prev.is_capitalised()
        and any(r.role == "head" for r in lex.person_readings(prev.text))
        and not _opening_adjective(st, i - 1)
    ):
        return True  # Außenminister Fischer: a title, then a surname
    if (
        prev is not None
        and prev.is_capitalised()
        and not lex.is_listed_noun(word)
        and all(r.prefix or not lex.is_listed_noun(r.noun.masc) for r in readings)
        and any(r.role == "head" for r in lex.person_readings(prev.text))
    ):
        return True  # den Dichter Geiringer, Staatssekretär Mahrer: a person noun, then a word known only by guess
    if (
        nxt is not None
        and nxt.is_capitalised()
        and nxt.text.isalpha()
        and not has_det
        and all(word == r.noun.masc and not r.prefix and not lex.is_listed_noun(r.noun.masc) for r in readings)
        and lex.is_noun(nxt.text)
        and not lex.is_person(nxt.text)
    ):
        return True  # ist Ambient Display eine Funktion: a guessed singular, bare before a noun, is part of a name
    if prev is not None and prev.lower in ("im", "ins") and all(r.noun.kind != "noun" for r in readings):
        return True  # im Freien, im Einzelnen, ins Deutsche: in dem/in das + adjectival noun is a neuter abstract
    if (
        prev is not None
        and prev.text.islower()
        and preposition_cases(prev.lower)
        and word.endswith("em")
        and all(r.noun.kind != "noun" for r in readings)
    ):
        return True  # vor Kurzem, seit Langem, von Neuem: a bare strong dative after a preposition, no person
    if (
        sentence_initial(tokens, i)
        and nxt is not None
        and nxt.text in (",", "!")
        and word.endswith("e")
        and lex.in_vocabulary(word.lower())
        and lex.in_vocabulary(word.lower() + "n")
        and not (prev is not None and analyse_determiner(prev.lower))
    ):
        return True  # Warte, bis ich …: a verb's imperative opening the sentence (warte, warten)
    if any(
        r.masc_lemma.endswith("schützer")
        and r.masc_lemma.lstrip("-").startswith(_BODY_PARTS)
        for r in readings
    ):
        return True  # Knie- und Ellbogen-Schützer: pads, not protectors
    if (
        sentence_initial(tokens, i)
        and nxt is not None
        and nxt.lower in ("wir", "ihr", "sie", "ich", "du", "man", "es")
        and (nxt.text.islower() or (nxt.text == "Sie" and word.endswith(("en", "ern", "eln")) and lex.in_vocabulary(word.lower())))
    ):
        return True  # Warten wir es ab!, Warten Sie!: a verb opening a question or request, its subject after it
    if (
        prev is not None
        and prev.lower in words.NEUTER_QUANTIFIERS
        and all(r.noun.kind != "noun" for r in readings)
    ):
        return True  # alles Gute, nichts Neues, etwas Besonderes: a quantifier + adjectival noun is a neuter abstract
    if all(r.ending and r.noun.kind == "adjectival" for r in readings):
        k = i + 1  # im Deutschen Historischen Museum: more capitalised adjectives of a name may follow
        while (t := st.token(k)) is not None and (
            (
                t.is_capitalised()
                and lex.is_adjective_form(t.lower)
                and (st.token(k + 1) is not None and st.tokens[k + 1].is_capitalised())  # (Deutschen Reiches: the noun)
            )
            or (
                t.lower in ("und", "oder", "bis", "sowie")  # nach dem Dritten oder Vierten Kapitel: one noun's adjectives
                and k == i + 1
                and (a := st.token(k + 1)) is not None
                and a.is_capitalised()
                and a.text.endswith(tok.text[-2:])
                and lex.is_adjective_form(a.lower)
            )
        ):
            k += 1
        head, hyphen = st.token(k), st.token(k + 1)
        if (
            head is not None
            and (not lex.is_person(head.text) or (hyphen is not None and hyphen.text == "-"))  # Segler-Verband
            and head.is_capitalised()
            and head.text.replace("-", "").isalpha()
            and lex.is_noun(head.text)
        ):
            return True  # Deutsche Bahn, Grüne Woche: an adjective, not an adjectival noun
    if any(r.noun.masc.endswith(_CORPORATE) for r in readings):
        return True  # Hersteller, Mobilfunkanbieter, Versicherer: in the news these are firms
    if any(r.masc_lemma.endswith(_CORPORATE_COMPOUNDS) for r in readings):
        return True  # die Übertragungsnetzbetreiber, mit unseren Koalitionspartnern: firms, parties
    if _institution(st, i, readings):
        return True  # der Träger der Unfallversicherung, Betreiber von Elektrizitätsverteilernetzen
    if st.keep_individuals and _firm_or_person(st, i, readings):
        return True  # die Betreiber kritischer Infrastrukturen, die Wettbewerber der Bahn: firms, unless shown people
    if st.keep_individuals and _insurance_name(st, i):
        return True  # in der Alterssicherung der Landwirte: the name of a system
    if st.keep_individuals and _party(st, i, readings):
        return True  # die dänischen Sozialdemokraten, Wir als Christdemokraten: the party
    if st.keep_individuals and prev is not None and prev.lower in ("zum", "beim") and word in words.VISITED:
        return True  # zum Arzt gehen, beim Friseur: the practice or shop (an idiom)
    if any(r.masc_lemma.endswith(_MAKERS) for r in readings):
        return True  # kein Autobauer nimmt das Risiko: a carmaker
    if any(r.noun.masc in _DESCENT for r in readings) and any(
        t.lower.startswith(_LIVING_THINGS) for t in st.tokens
    ):
        return True  # zu diesen Nachfahren zählten landlebende Tiere: descendants of animals, not people
    roles = _ORGANISATION_ROLES | _CONTEST_ROLES if st.keep_individuals else _ORGANISATION_ROLES
    if any(r.noun.masc in roles for r in readings) and _organisation_context(st, i):
        return True  # die Partner wollen 85 Millionen Dollar investieren, unsere internationalen Partner: firms, states
    if not has_det and (
        lex.is_toponym(word) or any(r.prefix and lex.is_toponym(word[len(r.prefix) :].capitalize()) for r in readings)
    ):
        return True  # in Polen, aus Bayern, Niedersachsen, meine Heimat Rheinhessen: places, not their people
    if (
        word.endswith("er")
        and nxt is not None
        and nxt.is_capitalised()
        and nxt.text.isalpha()
        and not lex.is_first_name(nxt.text)
        and (place_adjective(lex, word) or _unknown_place_adjective(st, i))
    ):
        return True  # Frankfurter Börse, Damaszener Stadtzentrum: an adjective of place
    if (
        prev is not None
        and prev.text.islower()
        and preposition_cases(prev.lower)
        and not lex.is_listed_noun(word)
        and all(r.role == "modifier" for r in readings)
        and word.lower().endswith(_PLACE_NAME_HEADS)
    ):
        return True  # über Plaunerstein zu Planerstein: a bare unlisted compound after a preposition, a place
    if place_adjective(lex, word) and _about_food(st, i):
        return True  # einen Berliner essen, Lyoner und Bier: pastries and sausages named after a place
    if any(r.noun.masc in words.DEVICE_SENSES and not r.prefix for r in readings) and _part_of_artefact(st, i):
        return True  # der Träger der Brücke, den Anhänger des Lkw: a part of a thing, no person
    if (
        any(r.noun.masc in words.VEHICLE_SENSES for r in readings) or (lex.is_toponym(word) and word not in LEXICAL_GENDER)
    ) and _vehicle_or_route(st, i):
        return True  # der Flieger startete mit Verspätung, der Brenner ist gesperrt: a plane, a mountain pass
    if _council(st, i, readings):
        return True
    if (
        nxt is not None
        and nxt.text.isdigit()
        and not lex.is_listed_noun(word)
        and all(not lex.is_listed_noun(r.noun.masc) for r in readings)
    ):
        return True  # als Interstate 9, Apollo 11: a word the lexicon only guesses, numbered, is a designation
    if any(r.noun.masc in words.ANIMAL_ROLES for r in readings) and any(t.text in words.ANIMAL_WORDS for t in tokens):
        return True  # Männchen … gegenüber Artgenossen und Fressfeinden: animals
    if (
        prev is not None
        and prev.text.islower()
        and (cases := preposition_cases(prev.lower))
        and any(g != "m" for g, _ in lex.noun_genders(word))
        and not any(c in cases for r in readings for c, _ in r.feats)
    ):
        return True  # für Patronen (accusative: the person would be Patrone): the thing spelt alike
    if any(r.noun.masc == "Nachbar" and not r.prefix for r in readings) and _neighbour_states(st, i):
        return True  # bei unseren ost- und mitteleuropäischen Nachbarn … in Staaten: the neighbouring states
    if word in words.ENSEMBLES and prev is not None and place_adjective(lex, prev.text):
        return True  # die Wiener Philharmoniker: an orchestra's name
    if any(r.noun.masc in words.HOSTS for r in readings) and any(
        t.lower.startswith(_HOST_CONTEXT) for t in tokens
    ):
        return True  # andere Wirte, die zur Ausbreitung des Virus beitragen: hosts of a germ, no innkeepers
    if any(r.noun.masc == "Leiter" and not r.prefix for r in readings) and any(t.text in words.LADDER for t in tokens):
        return True
    if _works_of_place(st, i, readings):
        return True  # gegen die Hammerschmiede von Au: a forge, the works' name
    if st.keep_individuals and any(r.role == "head" and r.noun.masc in words.EPICENE_MASCULINES for r in readings):
        return True  # eine Reihe ihrer Nachkommen: epicene by the conventions, as Lehrlinge
    if all(not r.prefix and not lex.is_listed_noun(r.noun.masc) for r in readings) and (
        word.lower().startswith(_CARDINAL_STEMS) or _thing_tail(lex, word)
    ):
        # only guessed readings: aus glatten Fünfhundertpfündern, an -er word on a number, names a thing
        # (cannons); Erwerbsminderungsrenten: the compound's head is a feminine thing (Renten), no -ent person
        return True
    if lex.in_vocabulary(word.lower()) and not lex.is_noun(word) and all(word != r.noun.masc for r in readings):
        return True  # Eigenschaften sind Angeboren: a known word capitalised, not the plural of a guessed Angebor
    if "-" in word.strip("-"):
        first, last = word.split("-", 1)[0], word.rsplit("-", 1)[1]
        if lex.is_toponym(first) and place_adjective(lex, last):
            return True  # Die Hamburg-Mannheimer, der offizielle Versicherer: a firm named after two places
        if last[:1].isupper() and lex.is_listed_noun(last) and not lex.is_person(last):
            return True  # in Online-Foren: the compound's head is a thing the lexicon knows (Foren, Forum)
    if i >= 2 and st.tokens[i - 1].text.isdigit() and st.tokens[i - 2].lower in ("nummer", "nr", "nr."):
        return True  # des Gewerbes Nummer 11 Gerüstbauer: the name of a listed trade, a designation
    if _example_of_artefacts(st, i):
        return True  # andere Skulpturen, wie z. B. lebensgroße Grabwächter: figures
    if _guidebook(st, i, readings):
        return True  # zu finden in jedem Island-Reiseführer: the book
    return _surname_by_verb(st, i, word) or _surname_by_company(st, i, word)


#: Number words that begin the *-er* nouns of things measured or counted (*Fünfhundertpfünder*, a cannon;
#: *Dreitausender*, a mountain): a guessed person reading of such a word has no evidence (s13).
_CARDINAL_STEMS = (
    "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "zwanzig",
    "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig", "hundert", "tausend",
)  # fmt: skip
_GUIDEBOOKS = tuple(sorted(words.GUIDEBOOKS))  # (for str.endswith, built once)


#: Words between *wie* and its example (*wie z. B.*, *wie etwa*, *wie zum Beispiel*).
_EXAMPLE_WORDS = frozenset(_words("z z. b b. . etwa beispielsweise zum beispiel insbesondere vor allem"))


def listed_tails(lex: Lexicon, word: str, first: int, shortest: int) -> Iterator[tuple[str, str]]:
    """The splits ``(modifier, tail)`` of ``word`` whose capitalised tail the lexicon lists as a noun, the
    longest tail first: the modifier has ``first`` letters at least, the tail ``shortest``. Why: a compound
    the lexicon does not read whole is judged by the longest part it knows (*Erwerbsminderungs|renten*)."""
    for k in range(first, len(word) - shortest + 1):
        tail = word[k].upper() + word[k + 1 :]
        if lex.is_listed_noun(tail):
            yield word[:k], tail


def _thing_tail(lex: Lexicon, word: str) -> bool:
    """The longest last part of ``word`` that the lexicon lists as a noun (six letters at least) is a
    feminine or neuter thing (*Erwerbsminderungs|renten*): a guessed person reading of the whole (*-ent*,
    *-or*, *-ist*) has no evidence against the word the text wrote."""
    for _, tail in listed_tails(lex, word, 1, 6):
        if genders := lex.noun_genders(tail):
            return all(g != "m" for g, _ in genders) and not lex.is_person(tail)
    return False


def _example_of_artefacts(st: Sentence, i: int) -> bool:
    """The person noun at ``i`` is an example, after *wie*, of a kind of artefact
    (:data:`~fairwrite.de.words.ARTEFACT_KINDS`: *Skulpturen, wie z. B. lebensgroße Grabwächter*): a figure
    of the person, no person."""
    tokens = st.tokens
    j = i - 1
    while j >= 0 and (tokens[j].lower in _EXAMPLE_WORDS or st.is_adj(j) or tokens[j].lower in ("und", "oder", ",")):
        j -= 1
    if j < 1 or tokens[j].lower != "wie":
        return False
    k = j - 1 if tokens[j - 1].text != "," else j - 2
    return k >= 0 and tokens[k].text in words.ARTEFACT_KINDS


def _guidebook(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """A guidebook spelt like its guide (:data:`~fairwrite.de.words.GUIDEBOOKS`) after *in*, *im* or *laut*,
    determiners and adjectives between (*in jedem Island-Reiseführer*, *laut Reiseführer*): what one reads
    in, not a person."""
    if not any(r.noun.masc.endswith(_GUIDEBOOKS) or st.tokens[i].text.endswith(_GUIDEBOOKS) for r in readings):
        return False
    j = i - 1
    while j >= 0 and (analyse_determiner(st.tokens[j].lower) or st.is_adj(j)):
        j -= 1
    return j >= 0 and st.tokens[j].lower in ("in", "im", "laut")


def _works_of_place(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """A plural of a trade whose head is also a feminine workplace (*Schmiede*, the forge: *Hammerschmiede*,
    *Sensenschmiede*), followed by *von*/*zu* and a place's name (*die Hammerschmiede von Au*): the
    name of a works, as the place is called, not its smiths (s12's final read). Why: *die* + the form
    reads as the feminine singular thing or the plural person alike; a works named after its place is the
    thing's name, and the person reading has no evidence there."""
    after, place = st.token(i + 1), st.token(i + 2)
    if after is None or place is None or after.lower not in ("von", "zu") or not place.is_capitalised():
        return False
    named_place = st.lex.is_toponym(place.text) or len(place.text) <= 3  # Au: a short place name, also a noun
    if not named_place and (st.lex.is_person(place.text) or st.lex.is_noun(place.text)):
        return False  # von Lehrern: no place's name
    word = st.tokens[i].text
    for r in readings:
        if r.role != "head" or any(n == "sg" and c in ("nom", "acc") for c, n in r.feats):
            continue
        head = word[len(r.prefix) :]
        if head[:1].islower():
            head = head.capitalize()
        if ("f", "sg") in st.lex.noun_genders(head):
            return True
    return False


_ORGANISATION_HEADS = tuple(sorted(words.ORGANISATION_HEADS))
_HOST_CONTEXT = tuple(sorted(words.HOST_CONTEXT))  # (for str.startswith, built once)
#: Body parts before *-schützer*: protective pads (*Knieschützer*, *Ellbogen-Schützer*), no people.
_BODY_PARTS = ("knie", "ellbogen", "ellenbogen", "schienbein", "hand", "gelenk", "gehör", "zahn", "rücken", "nacken", "kopf", "brust")

#: Roles of trade that a firm holds as often as a person (issue 41, fresh reads): operators, dealers,
#: competitors, shareholders, investors, organisers, suppliers, makers, partners, clients of contracts.
#: Matched on the end of the lemma (compounds included: *Elektronikhändler*, *Anlagenbetreiber*).
_FIRM_ROLES = (
    "betreiber", "händler", "wettbewerber", "konkurrent", "gesellschafter", "anteilseigner",
    "investor", "veranstalter", "lieferant", "partner", "erzeuger", "produzent", "importeur", "exporteur",
    "emittent", "sponsor", "vermarkter", "spediteur", "auftraggeber", "auftragnehmer", "dritter", "rechtsnachfolger",
    "verbündeter",
)  # fmt: skip
#: Such roles only as the whole lemma or its head after a first part the lexicon splits off (*die Träger* of
#: social insurance, *Akteure*, *Wirtschaftsakteure*; not *Nobelpreisträger*, *Chefredakteur*).
_FIRM_LEMMAS = frozenset(("träger", "akteur"))
#: First parts that make such a compound a person's role (*Lebenspartner*, *Kleinaktionär*, *Drogenhändler*).
_PERSON_PREFIXES = (
    "lebens", "ehe", "tanz", "gesprächs", "sexual", "trainings", "spiel", "beziehungs", "interview", "sparrings",
    "brief", "klein", "privat", "drogen", "straßen", "menschen", "kunst", "vieh", "pferde", "sklaven", "gebrauchtwagen",
    "unter",  # Unterhändler: a negotiator
    "devisen", "börsen", "wertpapier", "aktien", "rohstoff",  # traders on a market: people at their desks
)  # fmt: skip
#: Attributes only people have (*private Investoren*, *ehrenamtliche Veranstalter*, *junge Händler*).
_HUMAN_ADJECTIVES = ("privat", "ehrenamtlich", "jung", "jüngst", "alt", "älter", "erfahren", "selbstständig", "selbständig")


def _firm_or_person(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """A role of trade (:data:`_FIRM_ROLES`) names a firm or a person; the generic mode rewrites it only with
    evidence of the person reading: a compound of a person's role (*Lebenspartner*), an attribute only people
    have (*private Investoren*), a person as its argument (*die Partner der Studierenden*), or a conjunct
    that is a person noun of another kind (*Landwirte und Händler*, *Vermittler, Bordellbetreiber*). Without it the noun stays, and with it a name in apposition
    (*der Elektronikhändler Media Markt*) or an organisation as its argument (*die Wettbewerber der Bahn*)."""
    heads = [r for r in readings if r.role == "head"]
    if not heads or not all(
        r.masc_lemma.endswith(_FIRM_ROLES)
        or r.noun.masc.lower() in _FIRM_LEMMAS
        for r in heads
    ):
        return False
    if any(r.masc_lemma.startswith(_PERSON_PREFIXES) for r in heads):
        return False
    prev = st.token(i - 1)
    if prev is not None and prev.text.islower() and prev.lower.startswith(_HUMAN_ADJECTIVES):
        return False

    k = i + 1
    if (t := st.token(k)) is not None and t.lower in ("der", "des", "von", "vom", "meiner", "seiner", "ihrer"):
        k += 1  # die Partner der Studierenden: a role of a person is held by a person
        while (t := st.token(k)) is not None and (st.is_adj(k) or analyse_determiner(t.lower)):
            k += 1
        if t is not None and t.is_capitalised() and any(
            r.role == "head" and not r.masc_lemma.endswith(_FIRM_ROLES)
            for r in st.lex.person_readings(t.text)
        ):
            return False

    def passable(j: int) -> bool:
        return bool(analyse_determiner(st.tokens[j].lower)) or st.is_adj(j)

    for j in st.conjuncts(i, 5, passable):
        other = [r for r in st.lex.person_readings(st.tokens[j].text) if r.role == "head"]
        if other and not any(r.masc_lemma.endswith(_FIRM_ROLES) for r in other):
            return False  # Landwirte und Händler: people of a trade
    return True


def _members_by_gender(st: Sentence, i: int) -> bool:
    """A plural followed by an apposition that names its members with lexically gendered nouns (*Zwei
    Teenager, ein Junge und eine Mädchen*): the genders are stated."""
    nxt, det, noun = st.token(i + 1), st.token(i + 2), st.token(i + 3)
    if nxt is None or nxt.text != "," or det is None or noun is None:
        return False
    return (det.lower in ("ein", "eine", "einer", "der", "die") or det.lower in words.NUMERALS) and noun.text in LEXICAL_GENDER


def _list_of_stated_gender(st: Sentence, i: int) -> bool:
    """A list or apposition whose first phrase states the gender (*alle männlichen Mitglieder, die drei
    Diener, die zwei Wächter*): every conjunct names members of that group, so none is generic."""

    def passable(j: int) -> bool:
        t = st.tokens[j]
        return bool(analyse_determiner(t.lower)) or st.is_adj(j) or t.text.isdigit() or t.lower in words.NUMERALS

    return any(
        (prev := st.token(j - 1)) is not None and prev.lower.startswith(("männlich", "weiblich"))
        for j in st.conjuncts(i, 16, passable)
    )


_ORGANISATION_FOR = ("ministerium", "amt", "institut", "zentrum", "stiftung", "agentur", "ausschuss", "kommission", "behörde")


def _in_proper_name(st: Sentence, i: int) -> bool:
    """Token ``i`` is part of a proper name: an organisation's (*Bund der Steuerzahler*, *Zentralrat der
    Juden*, *Verband Deutscher Ingenieure*: a capitalised head of :data:`~fairwrite.de.words.ORGANISATION_HEADS`,
    then *der*/*des* and capitalised words) or a work's title after a word for the work (*im Roman Die
    Räuber*, *der Film „Die Fälscher“*). Why: issue 41 — a name is written as its bearer wrote it."""
    tokens = st.tokens
    k = i - 1
    while k >= 0 and k >= i - 4 and (
        (tokens[k].is_capitalised() and tokens[k].text.isalpha()) or tokens[k].text in QUOTES
    ):
        if tokens[k].text in words.WORK_NOUNS:
            return True  # im Roman Die Räuber, das Stück „Die Weber“
        if tokens[k].lower.endswith(_ORGANISATION_HEADS):
            return True  # Verband Deutscher Ingenieure
        k -= 1
    j = i - 1  # Bundesministerium für Familie, Senioren, Frauen und Jugend: a name listing its fields
    while j >= 1 and j >= i - 8 and (
        tokens[j].text == "," or tokens[j].lower == "und" or (tokens[j].is_capitalised() and tokens[j].text.isalpha())
    ):
        j -= 1
    if (
        j >= 1
        and tokens[j].lower == "für"
        and tokens[j - 1].is_capitalised()
        and tokens[j - 1].lower.endswith(_ORGANISATION_FOR + _ORGANISATION_HEADS)
    ):
        return True
    if k >= 1 and tokens[k].lower in ("der", "des") and tokens[k + 1].is_capitalised():
        head = tokens[k - 1]
        if head.is_capitalised() and head.text.isalpha() and head.lower.endswith(_ORGANISATION_HEADS):
            return True
    return _body_of_offices(st, i)


_BODY_NAME_HEADS = tuple(sorted(words.BODY_NAME_HEADS))
_BODY_OFFICES = tuple(sorted(words.BODY_OFFICES))


def _body_of_offices(st: Sentence, i: int) -> bool:
    """*die Konferenz der Präsidenten*, *der Versammlung der Bürgermeister*: a body's head noun, then *der*
    (adjectives may stand between) and the plural of an office: the proper name of an institution, written
    as it is named (s12). Not for people in general (*eine Versammlung der Bürger*: a generic assembly)."""
    tokens = st.tokens
    k = i - 1
    while k >= 0 and st.is_adj(k):
        k -= 1
    if k < 1 or tokens[k].lower != "der":
        return False
    head = tokens[k - 1]
    if not (head.is_capitalised() and head.text.isalpha() and head.lower.endswith(_BODY_NAME_HEADS)):
        return False
    return any(
        r.role == "head" and r.noun.masc.lower().endswith(_BODY_OFFICES) and any(n == "pl" for _, n in r.feats)
        for r in st.lex.person_readings(tokens[i].text)
    )


#: Heads of the genitive or *von* phrase after *Träger*/*Betreiber* that make them institutions or firms
#: (*Träger der gesetzlichen Unfallversicherung*, *der Sozialhilfe*, *des Vorhabens*; *Betreiber von
#: Elektrizitätsverteilernetzen*); a laureate (*Träger des Nobelpreises*) is a person.
_INSTITUTION_HEADS = (
    "versicherung", "hilfe", "vorhaben", "vorhabens", "einrichtung", "einrichtungen", "kasse", "kassen", "verwaltung",
    "gewalt", "baulast", "maßnahme", "maßnahmen", "netz", "netze", "netzen", "netzes", "dienst", "dienste", "dienstes",
)  # fmt: skip
#: Heads that make only *Träger* an institution (*Träger örtlicher Wasserversorgungsanlagen*, *der
#: praktischen Ausbildung*, *der Beratungsangebote*; the *Betreiber geeigneter Anlagen* may be people).
_CARRIER_HEADS = (
    "anlage", "anlagen", "ausbildung", "angebot", "angebote", "angebots", "angeboten", "schule", "schulen", "leistung",
    "leistungen", "projekt", "projekte", "projekts", "programm", "programme", "programms",
)  # fmt: skip
#: Social insurance systems named after the people they cover (*in der Alterssicherung der Landwirte*, *die
#: Rentenversicherung der Arbeiter und der Angestellten*): the name of a system, kept as written.
_INSURANCE_NAMES = ("versicherung", "sicherung")
#: Adjectives of institutions before *Träger* (*öffentliche Träger*, *freie Träger*, *zivile Träger*).
_INSTITUTION_ADJECTIVES = ("öffentlich", "frei", "kommunal", "zivil", "kirchlich", "gemeinnützig", "privat", "staatlich")


def _institution(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """*Träger* and *Betreiber* of an insurance, a welfare service, a project or a network are
    institutions and firms (the law's *Träger der Sozialhilfe*, *Betreiber von Verteilernetzen*)."""
    lemmas = {r.noun.masc for r in readings if not r.prefix}
    if not lemmas & {"Träger", "Betreiber"}:
        return False
    heads = _INSTITUTION_HEADS + _CARRIER_HEADS if "Träger" in lemmas else _INSTITUTION_HEADS
    prev = st.token(i - 1)
    if prev is not None and prev.text.islower() and prev.lower.startswith(_INSTITUTION_ADJECTIVES):
        return True
    k = i + 1
    first = st.token(k)
    if first is None or not (first.lower in ("der", "des", "von", "vom", "eines", "einer") or st.is_adj(k)):
        return False  # (Träger örtlicher Wasserversorgungsanlagen: a genitive without article)
    k += 1
    while (t := st.token(k)) is not None and (analyse_determiner(t.lower) or st.is_adj(k) or t.text.islower()):
        k += 1
        if k > i + 5:
            return False
    head = st.token(k)
    return head is not None and head.is_capitalised() and head.lower.endswith(heads)


#: Parties named by an adjectival noun (*die Grünen*, *die Linke*): a party member's plural next to one
#: is a party too.
_PARTY_NAMES = frozenset(_words("Grüne Grünen Linke Linken Liberale Liberalen Konservative Konservativen"))


def _insurance_name(st: Sentence, i: int) -> bool:
    """A plural after *der* that follows an insurance system (:data:`_INSURANCE_NAMES`), or a second one
    coordinated with it (*der Arbeiter und der Angestellten*)."""
    k = i - 1
    if st.token(k) is None or st.tokens[k].lower != "der":
        return False
    head = st.token(k - 1)
    if head is not None and head.lower in ("und", "oder") and k >= 3:
        head = st.token(k - 3)  # … der Arbeiter und der Angestellten
    return (
        head is not None
        and head.is_capitalised()
        and head.lower.endswith(_INSURANCE_NAMES)
        and head.lower not in _INSURANCE_NAMES  # (die Versicherung der Arbeiter: any insurance, no name)
    )


def _party_member(st: Sentence, r: PersonReading) -> bool:
    """``r`` names a party's member (:data:`words.PARTY_MEMBERS`, *Liberal|demokrat* too), or *Demokrat* in a
    sentence about US politics (*blockierten die Demokraten die von den Republikanern eingebrachte …*): the
    sentence is read for that only when the word is *Demokrat*."""
    name = r.prefix + r.noun.masc.lower() if r.prefix else r.noun.masc
    return name in words.PARTY_MEMBERS or (
        name == "Demokrat" and any(t.lower in words.US_PARTY_CONTEXT for t in st.tokens)
    )


def _party(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """The plural of a party's members (:data:`words.PARTY_MEMBERS`) after an article, an adjective or
    *als* names the party (*die dänischen Sozialdemokraten*, *Als Sozialdemokraten haben wir*); after a
    number or a quantifier it counts people (*zwölf Sozialdemokraten*, *viele Republikaner*)."""
    if not any(_party_member(st, r) and any(n == "pl" for _, n in r.feats) for r in readings):
        return False
    k = i - 1
    while k >= 0 and st.is_adj(k):
        k -= 1
    prev = st.token(k)
    if prev is None:
        return False
    if prev.lower == "als":
        return True
    nxt, other = st.token(i + 1), st.token(i + 2)
    if nxt is not None and other is not None and nxt.lower in ("und", "oder") and other.text in _PARTY_NAMES:
        return True  # für Sozialdemokraten und Grüne: the parties
    if prev.lower in ("und", "oder") and k >= 1 and st.tokens[k - 1].text in _PARTY_NAMES:
        return True  # Grüne und Sozialdemokraten
    if prev.lower in ("und", "oder") and k >= 1 and any(
        r.noun.masc in words.PARTY_MEMBERS for r in st.lex.person_readings(st.tokens[k - 1].text)
    ):
        return _party(st, k - 1, st.lex.person_readings(st.tokens[k - 1].text))  # der Republikaner und Sozialisten
    if prev.is_capitalised() and prev.text.endswith("s") and not st.lex.is_noun(prev.text) and k + 1 == i:
        return True  # Fosters Liberaldemokraten, Obamas Demokraten: a leader's party
    return any(a[0] in words.DEFINITE or a[0] in ("mein", "unser", "ihr", "sein") for a in analyse_determiner(prev.lower))


def _surname_by_company(st: Sentence, i: int, word: str) -> bool:
    """A bare capitalised noun is a surname when the text introduced it with a first name or title in
    an earlier segment (*Klaus Töpfer …* then *will Töpfer abschöpfen*) or when it is coordinated with
    another name (*machten Schäfer und Schwarz*; after *die* too: *Die Fischer und Becker trafen sich*, the
    families or the two people of those names)."""
    lex = st.lex
    prev = st.token(i - 1)
    determined = prev is not None and _modified(st, i - 1)
    if determined and prev.lower != "die":
        return False
    if word in st.known_names and not determined:
        return True
    if not lex.is_surname(word):
        return False
    for conj, other in ((st.token(i + 1), st.token(i + 2)), (prev, st.token(i - 2))):
        if (
            conj is not None
            and other is not None
            and conj.lower in ("und", "oder")
            and other.is_capitalised()
            and other.text.isalpha()
            and not lex.is_person(other.text)
            and (lex.is_surname(other.text) or lex.is_first_name(other.text) or not lex.is_noun(other.text))
        ):
            return True
    return False


def _about_food(st: Sentence, i: int) -> bool:
    """The sentence around the demonym at token ``i`` is about eating (:data:`words.FOOD`: *zum Frühstück*,
    *essen*, *Senf*), and no verb follows the demonym as its subject (*die Kölner trinken gern Bier*
    are people; *die Hamburger schmecken* are not)."""
    nxt = st.token(i + 1)
    if (
        nxt is not None
        and nxt.text.isalpha()
        and nxt.text.islower()
        and nxt.lower not in words.TASTE
        and nxt.lower not in ("und", "oder", "sowie")
        and not preposition_cases(nxt.lower)
        and not analyse_determiner(nxt.lower)
    ):
        return False
    return any(t.text in words.FOOD or t.lower in words.EATING or t.lower in words.TASTE for k, t in enumerate(st.tokens) if k != i)


#: Words of traffic or of a journey (*Autobahn*, *Rückweg*, *gebucht*), one set for the per-token test.
_TRAVEL = words.TRAFFIC | words.JOURNEY


def _vehicle_or_route(st: Sentence, i: int) -> bool:
    """The masculine singular noun at token ``i`` (after a determiner) stands in a sentence about traffic
    (:data:`words.TRAFFIC`: *Autobahn*, *gesperrt*, *Verspätung*) or a journey
    (:data:`words.JOURNEY`: *Rückweg*, *gebucht*), and no genitive or *von* phrase follows
    (*ein Anhänger des Vereins* is a fan)."""
    prev, nxt = st.token(i - 1), st.token(i + 1)
    if prev is None or not (analyse_determiner(prev.lower) or prev.lower in CONTRACTIONS):
        return False
    low = prev.lower
    article = CONTRACTIONS[low][1] if low in CONTRACTIONS else low
    if not any(n == "sg" and g == "m" for _, _, n, g in analyse_determiner(article)) or (
        nxt is not None and nxt.lower in ("des", "der", "eines", "einer", "von", "vom")
    ):
        return False
    return any(t.text in _TRAVEL for k, t in enumerate(st.tokens) if k != i)


def _part_of_artefact(st: Sentence, i: int) -> bool:
    """A genitive or *von* phrase after token ``i`` names a vehicle, building or machine (:data:`_ARTEFACTS`,
    compounds too: *der Träger der Eisenbahnbrücke*, *der Anhänger vom Sattelzug*)."""
    k = i + 1
    first = st.token(k)
    if first is None or first.lower not in ("des", "der", "eines", "einer", "dieses", "dieser", "vom", "von"):
        return False
    k += 1
    while (t := st.token(k)) is not None and (analyse_determiner(t.lower) or st.is_adj(k)):
        k += 1
    head = st.token(k)
    return head is not None and head.is_capitalised() and head.lower.endswith(_ARTEFACTS)


def _unknown_place_adjective(st: Sentence, i: int) -> bool:
    """*im Damaszener Stadtzentrum*: an *-er* word on a stem that is no German word, between a
    determiner and a singular noun that agrees with the determiner (as a person noun, the *-er* word
    would leave that noun without a determiner)."""
    lex = st.lex
    word, det, nxt = st.tokens[i].text, st.token(i - 1), st.token(i + 1)
    if det is None or nxt is None or lex.in_vocabulary(word[:-2]) or lex.is_person(nxt.text):
        return False
    genders = lex.noun_genders(nxt.text)
    if not genders or any(n == "pl" for _, n in genders):
        return False
    low = det.lower
    article = CONTRACTIONS[low][1] if low in CONTRACTIONS else low
    return any(n == "sg" and (g, "sg") in genders for _, _, n, g in analyse_determiner(article))


def _council(st: Sentence, i: int, readings: tuple[PersonReading, ...]) -> bool:
    """*Rat* and its compounds name councils (*der Sicherheitsrat*, *die Fernsehräte der ARD*) and
    advice (*nach Rat fragen*); a councillor is *Stadtrat Müller* (a name follows), a member title
    (:data:`~fairwrite.de.lexicon.PERSON_RAT`: *Studienrat*) or a member of a municipal council in the
    plural (*die Stadträte*)."""
    word = st.tokens[i].text
    lemmas = [join_compound(r.prefix, r.noun.masc) for r in readings if r.noun.masc.lower().endswith("rat")]
    lemmas = [lemma for lemma in lemmas if lemma not in PERSON_RAT]
    if not lemmas:
        return False
    if word.lower().endswith(("rat", "rats", "rates")):
        return i + 1 not in st.refs.name_tokens(st.tokens)  # Stadtrat Müller: a councillor
    if word.lower().endswith(_COUNCIL_PLURALS):  # (Räten: the bare plural too)
        return not lemmas[0].startswith(_MEMBER_COUNCILS)  # die Räte: councils as often as councillors
    return False


def _shared_determiner(st: Sentence, i: int) -> bool:
    """Token ``i`` is the bare second conjunct of a person noun that has a determiner (*mancher
    Rechtspfleger und Richter*, *die Ärzte und Richter*): it shares that determiner, a person noun of the
    same statement, not a surname (s12: the people of one statement are read together)."""
    tokens = st.tokens
    if i < 3 or tokens[i - 1].lower not in words.COORDINATORS:
        return False
    partner = tokens[i - 2]
    if not partner.is_capitalised() or st.lex.is_surname(partner.text) or st.lex.is_first_name(partner.text):
        return False
    if not any(r.role == "head" for r in st.lex.person_readings(partner.text)):
        return False
    return _modified(st, i - 3)


def _modified(st: Sentence, k: int) -> bool:
    """Token ``k`` is a determiner, a contraction (*zum*) or an adjective: the capitalised word after it is a
    noun of a phrase, no bare name."""
    low = st.tokens[k].lower
    return bool(analyse_determiner(low)) or low in CONTRACTIONS or st.is_adj(k)


def _verb_after(st: Sentence, i: int) -> bool:
    """A finite singular verb follows token ``i`` (*Müller traf*; not *Müller als Trainer*)."""
    nxt = st.token(i + 1)
    if nxt is None or nxt.lower == "als" or nxt.text.endswith("en"):
        return False
    # right after a noun, an -te word is a past verb, not an attributive adjective (Fischer erzielte)
    return singular_verb(nxt, st.lex) or (nxt.text.islower() and nxt.text.isalpha() and nxt.text.endswith("te"))


def _adverbial_prefield(st: Sentence, verb: int) -> bool:
    """The sentence opens with a prepositional phrase, an adverb or a predicative *als* phrase before the
    finite ``verb`` (*Nach dem Spiel sprach …*, *Gestern traf …*, *Als unfair empfindet …*), so the noun
    right after the verb is its subject, not an object."""
    start = verb
    while start > 0 and st.tokens[start - 1].text not in (".", "!", "?", ";", ":"):
        start -= 1
    first = st.tokens[start].lower
    if start == verb or any(t.text == "," for t in st.tokens[start:verb]):
        return False
    if first == "als":  # Als unfair empfindet …, Als Trainer weiß …: a predicative (Als er kam: a clause)
        return st.tokens[start + 1].lower not in words.SUBJECT_PRONOUNS
    return bool(preposition_cases(first)) or first in words.PREFIELD_ADVERBS


def _surname_by_verb(st: Sentence, i: int, word: str) -> bool:
    """A bare surname (no determiner or adjective) that a singular verb or a preposition shows to be one
    person: *sagte Richter.*, *Fischer erklärte*, *Müller traf zweimal*, *laut Müller* (a singular person
    noun needs a determiner; the plural, *Müller traten an*, *für Fischer*, stays a person noun)."""
    lex = st.lex
    prev = st.token(i - 1)
    nxt = st.token(i + 1)
    quote, before = st.token(i - 3), st.token(i - 2)
    after_quote = (  # »…«, versetzte Werker: a verb of the frame, though it also spells an adjective
        quote is not None
        and quote.text in QUOTES
        and before is not None
        and before.text == ","
        and prev is not None
        and prev.text.islower()
        and prev.lower.endswith("te")
    )
    bare = prev is None or not _modified(st, i - 1) or after_quote
    if not bare or _shared_determiner(st, i):
        return False
    readings = [r for r in lex.person_readings(word) if r.role == "head"]
    if (
        (prev is None or prev.text in (".", "!", "?", ";", ":", ","))
        and _verb_after(st, i)
        and nxt is not None
        and nxt.lower not in COPULAS  # , der nicht Soldat ist: a predicate
        and any(r.gender == "m" and ("nom", "sg") in r.feats for r in readings)
    ):
        return True  # Töpfer wies …, Fischer erzielte …: a singular subject opens the clause without determiner
    if (
        prev is not None
        and (singular_verb(prev, lex) or after_quote)
        and not prev.text.endswith("en")
        and before is not None
        and (before.text == "," or before.text in QUOTES)
        and (nxt is None or nxt.text in (".", "!", "?", ";") or (after_quote and nxt.text == ","))
    ):
        return True  # »…«, sagte Daumer.; »…«, versetzte Werker, …: the subject of a singular verb after a quote
    if not (lex.is_surname(word) or lex.is_toponym(word)):
        return False
    if nxt is not None and nxt.text.islower() and nxt.text.endswith(("te", "t")) and not nxt.text.endswith("en"):
        return True  # Fischer erklärte, Müller traf
    if _verb_after(st, i):
        return True  # Richter bezog sich
    if prev is not None and singular_verb(prev, lex) and not prev.text.endswith("en") and prev.lower != "als":
        # (wegen Ausbleibens als Zeuge: the role after als, no verb before a surname)
        if nxt is None or not nxt.text[:1].isalpha():
            return True  # "…, monierte Müller."
        if _adverbial_prefield(st, i - 1):
            return True  # Nach dem Spiel sprach Fischer …: the subject right after the verb
    preposition = prev is not None and (prev.text.islower() or sentence_initial(st.tokens, i - 1))
    cases = preposition_cases(prev.lower) if preposition else ()
    return bool(cases) and not any((c, "pl") in r.feats for r in readings for c in cases)  # laut Müller
