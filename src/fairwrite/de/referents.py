"""Which German person mentions are specific individuals (``referents="generic"``, issue 14).

Users of a gender-fair rewriter want generic references rewritten (*seinen Wählern* →
*seinen Wähler\\*innen*, *jeder Lehrer*, *ein Arzt*, *wer …, der*) and people whose gender the text
states left alone: *Präsident Trump*, *Frau Schmidt*, *meine Mutter*, and the pronouns and nouns that
refer back to them (*Trump … der Präsident … er*). This module decides that, cheaply and without a
parser, from the German engine's tokens and lexicon; the rewriter asks it and keeps what it calls
specific.

Evidence for a specific individual:

- a name: a first name (*Anna*, *Thomas Schlier*), a title before a capitalised word (*Herr*, *Frau*,
  *Dr.*), a surname of the lexicon inside a sentence (*was will Lindner*), a capitalised word the
  lexicon does not know (*Trump*) next to a finite verb (*Trump twitterte*, *sagt Raderbauer.*), a
  word after a person noun (*Präsident Trump*), or a word already seen as a name in the window;
- a person noun right before a name (*Präsident Trump*, *die Lehrerin Anna Schmidt*) or in apposition
  after one (*Anna Schmidt, Lehrerin aus Bonn*; *Schulz, der Vorsitzende*);
- a lexically gendered noun (*Mutter*, *Bruder*, *Mann*), and a feminine singular person noun (*eine
  junge Medizinstudentin*: the form states the person's gender) unless *jede*/*keine* quantifies it;
- a definite or demonstrative singular person noun (*der Präsident*, *dieser Schwätzer*, *zum Sportler*)
  while a named person of compatible gender is in the window (this segment or the previous ≤ 5), or
  when a copula makes a name its predicate (*der letzte Redner ist Florian Hahn*);
- a singular predicate noun (*ist Lehrerin*, *als Trainer*) whose subject is specific (*Meine Mutter ist
  Lehrerin*, *Peres war Finanzminister*, *ich bin Lehrer*);
- a pronoun (*er*, *sie*, *sein*, *ihr*) whose nearest antecedent of compatible gender and number is
  specific, or that has no antecedent at all (unclear evidence keeps the text);
- one person the sentence shows where the form could be plural: a title before a name or an epithet
  (*Meister Martin*, *Meister Knete*), a bare noun addressed between commas (*Ja, Meister, ich …*), an
  office of a place (*Bürgermeister von Altena*, *der Bundeskanzler der Bundesrepublik Deutschland*), a
  bare subject with a singular verb (*Reiter in festlichem Gewand reitet …*), the last conjunct before a
  singular verb (*…, Vormund oder Pfleger kann*).

Generic: plurals without names (*die Lehrer*, *seinen Wählern*; not a people's name with an article,
which names its state, army or team: *die Franzosen ziehen ab*, and without one in a sentence about war:
*die an der Grenze stehenden Österreicher … den Krieg*), *jeder*/*kein* phrases, *wer* (not in a
question: *Wer ist der fremde Ritter?*), *man*,
*jemand*, and singulars with evidence that anyone of the kind is meant (issue 41): an indefinite or bare
singular with a present modal or in a definition (*ein Arzt sollte*, *Ein Lehrer ist ein Vorbild*), a
definite one in a norm (*der Antragsteller hat … nachzuweisen*, *muss der Vertreter*), a condition
(*wenn*; a sentence opening with *wenn* or with a finite verb and *…, so*: *Ist das Grundstück einem
Mieter überlassen, so …*), advice (*Frag deinen Apotheker*); and pronouns whose antecedent is one of
these. A purpose (*um … zu*) and a *zu* infinitive after a specific person (*Ein Baseballspieler
versucht, einen Läufer … zu nehmen*) are no such evidence. Any other
singular, definite or indefinite, is one person of a report or a story and stays (*Der Staatsanwalt
forderte eine Strafe, als er das Urteil hörte*; *Ein Sprecher der Feuerwehr sagte*).

Interface: one :class:`Referents` per document (the rewriter makes one inside its ``rewrite``
generator), then per segment ``is_specific``/``pronoun_is_specific`` queries on the segment's tokens and
one ``observe(tokens)`` when the segment is done (an empty segment, a blank line, starts a new
document).

>>> from fairwrite.de.tokens import tokenize
>>> refs = Referents()
>>> first = tokenize("Trump twitterte wieder.")
>>> refs.observe(first)
>>> second = tokenize("Der Präsident beschimpfte seine Wähler, er ist wütend.")
>>> refs.is_specific(second, 1, "m", "sg"), refs.is_specific(second, 5, "m", "pl")
(True, False)
>>> refs.pronoun_is_specific(second, 3), refs.pronoun_is_specific(second, 6)
(True, True)
>>> refs.observe([])  # a blank line: a new document
>>> refs.is_specific(tokenize("Der Präsident sprach."), 1, "m", "sg")  # one person of a report (issue 41)
True
>>> refs.is_specific(tokenize("Jeder Präsident muss das."), 1, "m", "sg")
False
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from fairwrite.de import words
from fairwrite.de.lexicon import Lexicon, PersonReading, lexicon
from fairwrite.de.morphology import CONTRACTIONS, analyse_determiner, preposition_cases
from fairwrite.de.tokens import CLAUSE_END, Token, clause_end, clause_start, sentence_initial
from fairwrite.de.words import COPULAS, PARTICLES
from fairwrite.schema import CONTEXT_SEGMENTS

_words = str.split

#: Nouns whose gender is part of their meaning, with that gender: a person they name is specific, and
#: the pronouns that refer to them stay. Kinship, partnership and nobility roles with a feminine partner
#: (*Freund*/*Freundin*, *Prinz*/*Prinzessin*) count by their masculine lemma (``PersonNoun.masc``).
LEXICAL_GENDER: dict[str, str] = {
    **dict.fromkeys(
        _words(
            "Mann Männer Mannes Manne Herr Herrn Herren Vater Väter Vaters Sohn Söhne Sohnes Bruder Brüder "
            "Bruders Onkel Onkels Opa Opas Großvater Junge Jungen Bursche Burschen Neffe Neffen Enkelsohn "
            "Ehemann Ehemannes Bräutigam Witwer Mönch Papst Papa Papas Schwiegersohn Schwiegervater Ehemänner "
            "Freund Schwager Cousin Vetter Enkel Gatte Gemahl Verlobter Prinz König Kaiser Graf Herzog Fürst "
            "Baron Zar Markgraf Erzherzog Kronprinz Großherzog Landgraf Pfalzgraf"
        ),
        "m",
    ),
    **dict.fromkeys(
        _words(
            "Frau Frauen Dame Damen Mutter Mütter Tochter Töchter Schwester Schwestern Tante Tanten Oma Omas "
            "Großmutter Nichte Nichten Ehefrau Ehefrauen Braut Witwe Nonne Mama Mamas Schwiegertochter "
            "Schwiegermutter Mädchen"
        ),
        "f",
    ),
}
#: Titles before a name, with the gender they state (``x``: none).
TITLES: dict[str, str] = {
    **dict.fromkeys(_words("Herr Herrn Herren Hr. Graf Fürst König Prinz Monsieur Mister Sir Lord Signore"), "m"),
    **dict.fromkeys(
        _words("Frau Fr. Fräulein Gräfin Fürstin Königin Prinzessin Madame Mademoiselle Miss Lady Signora"), "f"
    ),
    **dict.fromkeys(_words("Dr. Dr Prof. Prof"), "x"),
}
#: Words after which a capitalised word is a name, not a noun: the titles, and saints (*St. Georg*,
#: also places: *Sankt Pauli*, so no person of the document).
HONORIFICS = frozenset(TITLES) | frozenset(_words("Sankt St."))
#: Endings of the possessives *sein…*/*ihr…*.
POSSESSIVE_ENDINGS = ("", "e", "en", "em", "es", "er")
#: Strong past forms that also end prefixed verbs (*bezog*, *übernahm*, *vertrat*, *verließ*).
_STRONG_PAST = tuple(
    _words("kam wies sprach ging rief schrieb ließ trat warf stand fand gab nahm blieb fuhr lief zog schlug traf")
)
#: Finite verbs that end in neither -t nor -te: modals, Konjunktiv I, strong past forms.
_FINITE = frozenset(
    _words(
        "hat habe sei werde könne müsse wolle solle dürfe wisse will kann muss soll darf mag möchte "
        "hielt las saß bat starb verlor gewann begann sah trug wusste"
    )
) | frozenset(_STRONG_PAST)
_NOUN_SUFFIXES = tuple(
    _words(
        "ung heit keit schaft tion sion tät nis tum ismus ment tag recht gesetz verfahren vertrag stelle amt"
    )
)
_SENTENCE_END = frozenset((".", "!", "?", ";"))
#: Words that open sentences (capitalised there) but are no names.
_FUNCTION_WORDS = frozenset(
    _words(
        "das dies es er sie wir ihr ich du man was wer wie wo wann warum wieso weshalb wenn weil dass ob und "
        "aber oder doch denn so da dann jetzt nun auch noch nur hier dort mal bitte ja nein nicht kein keine "
        "sehr schon immer nie alles nichts viel viele wohl zwar also deshalb trotzdem danke hallo daher "
        "dennoch deswegen ebenfalls erst gestern heute morgen immerhin inzwischen jedoch leider letztlich "
        "mittlerweile natürlich nämlich offenbar sogar somit sonst stattdessen vielleicht vorher "
        "wahrscheinlich weiterhin zudem zuletzt zunächst insgesamt außerdem ebenso allerdings bereits "
        "besonders bisher eben eigentlich endlich etwa gerade hingegen ebenfalls zugleich überhaupt"
    )
) | frozenset(  # pronominal adverbs: dabei, hierzu, worauf
    a + p
    for a in ("da", "dar", "hier", "wo", "wor")
    for p in _words(
        "bei mit für gegen zu nach von vor über unter an auf aus in um durch neben hinter zwischen"
    )
)
_CLAUSE_BREAK = frozenset({".", "!", "?", ";", ":", ","})
#: Words before an addressed noun (*Ja, Meister, …*, *Guten Tag, Meister!*) and words of address in
#: its sentence (*Wie kommt es, Meister, daß Sie …*, *Kommt, Meister, laßt uns in Eure Werkstatt*).
_INTERJECTIONS = frozenset(_words("ja nein nun ach o oh tag abend morgen hallo danke bitte lieber liebe mein"))
_ADDRESSING = frozenset(_words("sie du dich dir dein deine ihr euch euer eure euren eurem laßt lasst kommt"))
#: Clause openers after which a perfect states a condition, not a story (*sobald der Arbeitgeber die
#: Diensterfindung in Anspruch genommen hat*).
_CONDITION_OPENERS = frozenset(_words("sobald wenn falls sofern soweit nachdem bevor solange"))
#: Past participles (*gesagt*, *durchgesetzt*, *gegeben*): with *hat* a perfect, a story.
_PARTICIPLE = re.compile(r"^[a-zäöü]*ge[a-zäöüß]{2,}(t|en)$")
#: Finite verbs that are only singular (*kann*, *muss*, *ist*): a bare noun right before one is singular.
_SINGULAR_FINITE = frozenset(_words("kann muss muß soll darf will hat ist war wird wurde sei"))
#: What follows *werden*/*sein* after a predicate noun (*Kanzler werden zu wollen*, *Lehrer werden will*).
_AFTER_PREDICATE_INFINITIVE = frozenset(
    _words("zu will wollen wollte möchte möchten mag kann können konnte muss muß müssen soll sollen sollte darf wird würde")
)
#: Copulas of a *wir*/*ihr* subject (*wir sind Freunde*, *ihr seid Lehrer*, *wir wurden Kollegen*).
_SPEAKER_COPULAS = frozenset(
    _words("sind seid waren wart seien wären werden werdet wurden wurdet bleiben bleibt blieben bliebt")
)
#: Copulas only *ihr* takes (*ihr seid*, not the possessive *ihr Vater*).
_IHR_COPULAS = frozenset(_words("seid wart werdet wurdet bleibt bliebt"))
#: Adverbs between such a copula and its predicate (*wir sind alle Freunde*, *wir waren damals Kollegen*).
_PREDICATE_ADVERBS = frozenset(_words("alle beide nun nicht damals dann heute jetzt"))
#: Conjunctions that open a subordinate clause before its subject (*dass ein Lehrer …*).
_SUBORDINATORS = frozenset(_words("dass daß wenn weil ob da denn falls sofern obwohl"))
#: Relative pronouns after a comma (*Lehrer, die …*: a relative clause, no address).
_RELATIVE = frozenset(_words("der die das den dem deren dessen denen welche welcher welchen"))


#: Words that make *ist … zu* + infinitive what someone is about to, willing to or able to do, no duty.
_NO_DUTY = frozenset(("davor", "dabei", "bereit", "begriff", "lage", "gewillt", "imstande", "fähig", "entschlossen"))


def _sentence_end(tokens: list[Token], j: int) -> bool:
    """Token ``j`` ends a sentence (not the full stop of *Dr.* before a name)."""
    t = tokens[j].text
    return t in ("!", "?") or (t == "." and not (j > 0 and tokens[j - 1].text + "." in TITLES))


def singular_verb(t: Token, lex: Lexicon) -> bool:
    """Whether ``t`` reads as a finite verb of the third person singular (*sagt*, *twitterte*, *ist*,
    *habe*, *gewann*, *bezog*): the noun next to it that is its subject is one person, not a plural."""
    low = t.lower
    return (
        t.text.islower()
        and t.text.isalpha()
        and not analyse_determiner(low)
        and not preposition_cases(low)
        and low not in _FUNCTION_WORDS
        and not lex.is_adjective_form(t.text)
        and (low.endswith(("t", "te")) or low in COPULAS or low in _FINITE or low.endswith(_STRONG_PAST))
    )


@dataclass(frozen=True, slots=True)
class Mention:
    """A person mention: token index, gender (``m``/``f``/``n``, ``x`` unknown), number, specific?"""

    index: int
    gender: str
    number: str
    specific: bool
    kind: str  # name, lexical, noun, pronoun (``unresolved``: no antecedent found), generic, speaker
    end: int = -1  # a name's last token + 1 (*Anna Schmidt*)
    text: str = ""  # a name's words (seen again later in the document: the same person); a generic's word (man)


#: Ordinals and their kin used as nouns (*der Zweite*, *dem Dritten*, *der Letzte*, *der Andere*).
_ORDINAL_NOUN = re.compile(r"(?:erst|zweit|dritt|viert|fünft|sechst|siebt|acht|neunt|zehnt|letzt|ander|nächst|einzig)e[nmrs]?$")
#: *nachzuweisen*, *auszuhändigen*: a separable prefix, *zu*, the verb.
_ZU_INFIX = re.compile(
    r"^(ab|an|auf|aus|bei|dar|durch|ein|fest|frei|her|hin|los|mit|nach|nieder|teil|um|vor|weg|wieder|zu|zurück|zusammen)"
    r"zu[a-zäöüß]{2,}en$"  # (auszuüben)
)


def _zu_infinitive(lowered: Sequence[str]) -> bool:
    """A *zu* infinitive among the words ``lowered`` (*zu zahlen*, *nachzuweisen*)."""
    return any(
        (w == "zu" and nxt.isalpha() and nxt.endswith("en")) or _ZU_INFIX.match(w) is not None
        for w, nxt in zip(lowered, [*lowered[1:], ""], strict=True)
    )


def _duty_infinitive(lowered: Sequence[str]) -> bool:
    """A *zu* infinitive among ``lowered`` that can state a duty: none beside a word of being about to,
    willing to or able to (*ist kurz davor, … zu rennen*, *ist bereit, … zu helfen*: a scene, no norm)."""
    return _zu_infinitive(lowered) and not any(w in _NO_DUTY for w in lowered)


def _place_stem(lex: Lexicon, stem: str) -> bool:
    """``stem`` + *-er* is the noun of a place (*Schweiz-er*, *London-er*, *Niederländ-er*, *Bern-er*). A
    place spelt like a common noun counts only as the whole stem (*Essen-er*): *Schuld-n-er* is a debtor."""
    if len(stem) <= 2:
        return False
    if lex.is_toponym(stem[:-1]) and not lex.is_noun(stem[:-1]):
        return True  # a stem that drops its last letter before -er
    return any(
        lex.is_toponym(c)
        for c in (stem, stem + "e", stem + "en", stem + "n", stem + "ien", stem.replace("ä", "a"), stem.replace("ä", "a") + "e")
    )


_TITLE_HEADS = tuple(sorted(words.TITLE_HEADS))  # (for str.endswith, built once)


def _cited_title(tokens: list[Token], i: int) -> bool:
    """Token ``i`` stands in the title of a cited law or treaty: a head of :data:`~fairwrite.de.words.TITLE_HEADS`
    with *über*/*zur*/… before it and *vom* with a date after it (*Verordnung über … der Beamten vom 20.
    Dezember 1956*, *Übereinkommen über den Status … der nationalen Vertreter … vom 20. September 1951*).
    A title is a name: a careful editor quotes it as enacted."""
    opened = any(
        tokens[k].lower.endswith(_TITLE_HEADS) and tokens[k + 1].lower in words.TITLE_LINKS
        for k in range(max(0, i - 25), i - 1)
    )
    return opened and any(
        (tokens[k].lower == "vom" and tokens[k + 1].text[:1].isdigit()) or _version_phrase(tokens, k)
        for k in range(i + 1, min(len(tokens) - 1, i + 25))
    )


def _version_phrase(tokens: list[Token], k: int) -> bool:
    """*in der Fassung*, *in der jeweils geltenden Fassung*, *in der Fassung der Bekanntmachung* at ``k``:
    the formula that closes a cited law's title (*der Verordnung über … für Beamte in der Fassung, die …*)."""
    if tokens[k].lower != "in" or k + 2 >= len(tokens) or tokens[k + 1].lower != "der":
        return False
    return any(t.lower == "fassung" for t in tokens[k + 2 : k + 5])


#: Subject pronouns that control an *als*-predicate themselves.
_SUBJECTS = frozenset(("wer", "man", "jeder", "jemand", "niemand", "keiner", "ich", "du", "wir", "ihr", "es"))


def plural_controller(tokens: list[Token], lex: Lexicon, als: int) -> bool:
    """The *als*-predicate after token ``als`` is said of the nearest person noun before it in the sentence,
    and that noun's form is only a plural (*gibt den Apothekern die Möglichkeit, sich als Berater zu
    spezialisieren*: the advisers are the pharmacists, *Berater\\*innen*, never *Berater\\*in*). Why: a
    predicate has its controller's number, and a rewrite never changes number; a form of either number
    (*Händler*) decides nothing, and a pronoun or name nearer to *als* is the controller itself."""
    infinitive = "zu" in [t.lower for t in tokens[als + 1 : clause_end(tokens, als)]]
    for k in range(als - 1, -1, -1):
        t = tokens[k]
        if t.text in (".", "!", "?", ";", ":") or (t.text.islower() and (_pronoun(t.lower) or t.lower in _SUBJECTS)):
            return False  # Wer gegen Muslime hetzt, taugt nicht als Verteidiger: wer is the controller
        if t.text == "," and not infinitive:
            return False  # across a comma only into a zu-infinitive's controller (…, sich als Berater zu spezialisieren)
        if not t.is_capitalised() or not t.text.isalpha() or sentence_initial(tokens, k):
            continue
        readings = [r for r in lex.person_readings(t.text) if r.role == "head"]
        if readings:
            return all(n == "pl" for r in readings for _, n in r.feats)
        if not lex.is_noun(t.text):
            return False  # a name
    return False


def _agent_stem(lex: Lexicon, stem: str) -> bool:
    """``stem`` + *-er* is the doer of a verb (*Bau-er*: *bauen*, *Fisch-er*: *fischen*, *Mal-er*), not the
    noun of a place that happens to share the stem (a village called *Bau*): a person noun, no people.
    (*Itali-er*: *italien* is the place's own name, not a verb; *Fisch-er*: *Fischen* is a place too, but
    *Fisch* a noun of its own.)"""
    plain = stem.lower().replace("ä", "a").replace("ö", "o").replace("ü", "u")
    return any(
        lex.in_vocabulary(v + "en") and (lex.is_noun(v.capitalize()) or not lex.is_toponym(v.capitalize() + "en"))
        for v in (stem.lower(), plain)
    )


def _pronoun(low: str) -> bool:
    return (
        low in words.PERSONAL
        or (low.startswith("sein") and low[4:] in POSSESSIVE_ENDINGS)
        or (low.startswith("ihr") and low[3:] in POSSESSIVE_ENDINGS)
    )


def clause_bound(tokens: list[Token], i: int) -> int:
    """Where the clause of the object pronoun at ``i`` (*ihn*, *ihm*) starts; ``i`` for other pronouns.

    Why: an object pronoun never refers to a person of its own clause, who would be *sich* (*Man kennt
    ihn*, *Wer ihn kennt*: *ihn* is not *man*, not *wer*); its antecedent lies before the clause, and
    with none the pronoun's referent is unclear and it stays."""
    if tokens[i].lower not in ("ihn", "ihm"):
        return i
    return clause_start(tokens, i, _CLAUSE_EDGES)


#: Tokens a clause starts after: punctuation, dashes and the conjunctions that open clauses.
_CLAUSE_EDGES = CLAUSE_END | words.CLAUSE_START | {"–", "("}


#: Inseparable prefixes: their participles have no *ge-* (*behandelt*, *verletzt*, *erschossen*).
_INSEPARABLE = ("be", "ver", "er", "ent", "zer", "miss", "über", "hinter")


def _perfect_infinitive(lowered: Sequence[str]) -> bool:
    """A perfect infinitive in the clause (*gestohlen haben*, *verletzt worden sein*, *gekommen sein*): with
    *soll* it reports a past event (*Ein Mitarbeiter soll Geld gestohlen haben*), no norm (but *muss … abgeschlossen
    haben* is one)."""
    return any(
        w in ("haben", "sein")
        and k > 0
        and (
            lowered[k - 1] == "worden"
            or _PARTICIPLE.match(lowered[k - 1]) is not None
            or (lowered[k - 1].startswith(_INSEPARABLE) and lowered[k - 1].endswith(("t", "en")))  # behandelt
        )
        for k, w in enumerate(lowered)
    )


def _sport(low: str) -> bool:
    """A word of a match report (*Viertelfinale*, *Cup-Spiel*, *gastieren*, *Auswärtssieg*): a people's or
    a city's inhabitants' name there is a team."""
    return low in words.SPORT or low.rsplit("-", 1)[-1].endswith(("finale", "spiel", "liga", "derby", "sieg", "tore"))


def _historical(tokens: list[Token]) -> bool:
    """The sentence is about history: a word of :data:`~fairwrite.de.words.HISTORY` or war, or a year
    before 1800 (*im Jahr 1066*)."""
    return any(
        t.lower in words.HISTORY
        or t.lower in words.MILITARY
        or (t.text.isdigit() and len(t.text) in (3, 4) and 300 <= int(t.text) < 1800)
        for t in tokens
    )


def _compatible(mention: Mention, genders: Sequence[str], number: str | None) -> bool:
    if mention.kind == "speaker":
        return False  # ich: never the antecedent of a third-person pronoun
    if number is not None and mention.number != number:
        return False
    return mention.number == "pl" or mention.gender == "x" or mention.gender in genders


@dataclass(frozen=True, slots=True)
class Seen:
    """What the window keeps of one earlier segment."""

    mentions: list[Mention]  # its person mentions (only when the window tracks people)
    surnames: frozenset[str]  # words it introduced after a first name or title (*Klaus Töpfer*)


def introduced_names(tokens: list[Token], lex: Lexicon) -> frozenset[str]:
    """Capitalised words right after a first name or a title (*Klaus Töpfer*, *Herr Schäfer*): surnames
    a later segment of the document may use alone (*will Töpfer abschöpfen* names him, in both modes)."""
    return frozenset(
        tok.text
        for prev, tok in pairwise(tokens)
        if tok.is_capitalised()
        and tok.text.isalpha()
        and (prev.text in HONORIFICS or (prev.is_capitalised() and lex.is_first_name(prev.text)))
    )


class Referents:
    """The document window of the German forward rewriter: names introduced in the previous ``window``
    segments and, when ``people`` (the ``generic`` mode), specific vs generic person mentions (see the
    module docs)."""

    def __init__(self, lex: Lexicon | None = None, window: int = CONTEXT_SEGMENTS, *, people: bool = True) -> None:
        self.lex = lex or lexicon()
        self.people = people
        self.window: deque[Seen] = deque(maxlen=window)
        self._tokens: list[Token] | None = None
        self._mentions: list[Mention] = []
        self._segment_names: list[Mention] = []
        self._name_cache: tuple[list[Token] | None, set[int]] = (None, set())
        #: while a partner of a statement is asked (:meth:`_statement_generic`): its clause test's answers
        self._probe: list[bool] | None = None

    # -- the document window --------------------------------------------------------------------------

    def observe(self, tokens: list[Token]) -> None:
        """``tokens`` (one segment) are done: keep their mentions as context; an empty one resets."""
        if not tokens:
            self.window.clear()
        else:
            mentions = self.mentions(tokens) if self.people else []
            self.window.append(Seen(mentions, introduced_names(tokens, self.lex)))
        self._tokens, self._mentions = None, []

    @property
    def known_names(self) -> frozenset[str]:
        """Surnames the window's segments introduced with a first name or title."""
        return frozenset().union(*(seen.surnames for seen in self.window))

    def mentions(self, tokens: list[Token]) -> list[Mention]:
        """The person mentions of the segment ``tokens``, left to right (computed once per segment)."""
        if tokens is not self._tokens:
            self._tokens, self._mentions = tokens, []
            self._analyse(tokens)
        return self._mentions

    # -- questions the rewriter asks ------------------------------------------------------------------

    def name_tokens(self, tokens: list[Token]) -> set[int]:
        """The tokens of the segment ``tokens`` that name people (*Thomas Schlier*, *sagte Lindner*): the
        one name detector of the German engine (:meth:`_names`)."""
        if self._name_cache[0] is not tokens:
            names = self._segment_names if tokens is self._tokens else self._names(tokens)
            self._name_cache = (tokens, {k for m in names for k in range(m.index, m.end)})
        return self._name_cache[1]

    def is_specific(self, tokens: list[Token], index: int, gender: str, number: str) -> bool:
        """Whether the person noun at ``index`` (source ``gender``, ``number``) is a specific individual."""
        earlier = [m for m in self.mentions(tokens) if m.index < index]
        return self._noun_specific(tokens, index, gender, number, earlier)

    def pronoun_is_specific(
        self, tokens: list[Token], index: int, gender: str | None = None, number: str | None = None
    ) -> bool:
        """Whether the pronoun at ``index`` refers to a specific individual (or to nobody found: unclear)."""
        for m in self.mentions(tokens):
            if m.index == index:
                return m.specific
        genders, guessed = self._pronoun_features(tokens, index)
        antecedent = self._antecedent(
            [m for m in self.mentions(tokens) if m.index < index],
            (gender,) if gender else genders,
            number or guessed,
            clause_bound(tokens, index),
        )
        return antecedent is None or antecedent.specific

    def pronoun_is_generic(self, tokens: list[Token], index: int) -> bool:
        """Whether the pronoun at ``index`` refers back to a generic person: an antecedent was found
        (in the segment or the window) and it is no specific individual (*Ein Kunde … Er will …*)."""
        return any(m.index == index and m.kind == "pronoun" and not m.specific for m in self.mentions(tokens))

    # -- analysis -------------------------------------------------------------------------------------

    def _analyse(self, tokens: list[Token]) -> None:
        names = self._names(tokens)
        self._segment_names = names
        by_index = {m.index: m for m in names}
        taken = {k for m in names for k in range(m.index, m.end)}
        lex, out = self.lex, self._mentions
        for i, tok in enumerate(tokens):
            if i in by_index:
                out.append(by_index[i])
            if i in taken or not tok.is_word():
                continue
            text, low = tok.text, tok.lower
            nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if text in LEXICAL_GENDER:
                genders = lex.noun_genders(text)
                plural = any(n == "pl" for _, n in genders) and not any(n == "sg" for _, n in genders)
                out.append(Mention(i, LEXICAL_GENDER[text], "pl" if plural else "sg", True, "lexical"))
            elif (
                low in words.GENERIC
                and (low != "jeder" or not (nxt and nxt.is_capitalised()))
                and not (low == "wer" and self._question(tokens, i))  # Wer ist der fremde Ritter?: a question
            ):
                out.append(Mention(i, "x", "sg", False, "generic", text=low))
            elif low in words.FIRST_PERSON:
                out.append(Mention(i, "x", "sg", True, "speaker"))
            elif _pronoun(low) and not (
                text[:1].isupper() and low[:3] in ("sie", "ihr") and not sentence_initial(tokens, i)
            ):
                genders, number = self._pronoun_features(tokens, i)
                ante = self._antecedent(out, genders, number, clause_bound(tokens, i))
                # an antecedent of an earlier segment of the window: its index is not one of these tokens
                here = ante is not None and any(m is ante for m in out)
                if (
                    ante is not None
                    and ante.kind == "generic"
                    and ante.text == "man"
                    and (not low.startswith("sein") or not (here and self._own_possession(tokens, i, ante.index, out)))
                ):
                    # man is taken up by man, einem, einen and sein-, never by er/ihn/ihm: träfe man sich …,
                    # will er mich sehen is someone else. Man verliebte sich sofort in seine Musik: someone
                    # else's, left as written
                    ante = None
                if (
                    ante is not None
                    and here
                    and ante.kind == "generic"
                    and ante.index == i - 2
                    and tokens[i - 1].lower in ("von", "aus", "unter")
                ):
                    ante = None  # Niemand von seinen Studenten: the partitive's possessor is someone else's
                gender = ante.gender if ante else genders[0]
                out.append(
                    Mention(
                        i,
                        gender,
                        ante.number if ante else number or "sg",
                        not ante or ante.specific,
                        "pronoun" if ante else "unresolved",
                    )
                )
            elif tok.is_capitalised() and text not in TITLES:
                heads = [r for r in lex.person_readings(text) if r.role == "head"]
                if heads:
                    gender, number = self._noun_features(tokens, i, heads)
                    specific = self._noun_specific(tokens, i, gender, number, out)
                    out.append(Mention(i, gender, number, specific, "noun"))

    def _names(self, tokens: list[Token]) -> list[Mention]:
        """The named people of a segment: titles and first names with what follows, name-like words with
        a verb, a person noun before a name (*Präsident Trump*), and words already seen as names."""
        known = {w for seen in self.window for m in seen.mentions if m.kind == "name" for w in m.text.split()}
        names: list[Mention] = []
        i = 0
        while i < len(tokens):
            text = tokens[i].text
            gender = None
            if not tokens[i].is_capitalised():
                i += 1  # names, titles and person nouns are capitalised
                continue
            # Dr. Wagner: the abbreviation's full stop is a token of its own
            after = i + 2 if i + 1 < len(tokens) and tokens[i + 1].text == "." else i + 1
            if text in TITLES and after < len(tokens) and self._name_like(tokens, after, loose=True):
                i, gender = after, TITLES[text]
            elif (
                self.lex.person_readings(text)
                and text not in LEXICAL_GENDER
                and i + 1 < len(tokens)
                and self._after_person_noun(tokens, i + 1)
            ):
                i, gender = i + 1, "x"
            elif text in known or self._is_name(tokens, i):
                gender = "x"
            if gender is None:
                i += 1
                continue
            span = self._name_span(tokens, i)
            names.append(
                Mention(
                    i, gender, "sg", True, "name", span.stop, " ".join(t.text for t in tokens[i : span.stop])
                )
            )
            known.update(t.text for t in tokens[i : span.stop])
            i = span.stop
        return names

    def _after_person_noun(self, tokens: list[Token], j: int) -> bool:
        """A name right after a person noun: *Präsident Trump*, *Journalistin Wal Ferrao* (two words), *der
        Dichter Geiringer* (a word the vocabulary lacks), *Bundeskanzler Kurz*, *Verteidigungsminister Klug*
        (a word the lexicon knows, but not as a noun: capitalised after a noun, it can only be a name),
        *Gastgeber Katar* (a place: a team, or a surname spelt like one)."""
        text, lex = tokens[j].text, self.lex
        if self._name_like(tokens, j, loose=not lex.is_listed_noun(text) or not lex.is_noun(text)):
            return True
        if not tokens[j].is_capitalised() or lex.person_readings(text):
            return False
        if lex.is_toponym(text) and any(n == "sg" for r in lex.person_readings(tokens[j - 1].text) for _, n in r.feats):
            return True  # Gastgeber Katar, Gesundheitsminister Lauterbach (but: meiden die Investoren Deutschland)
        return j + 1 < len(tokens) and text.isalpha() and self._name_like(tokens, j + 1)

    def _noun_specific(
        self, tokens: list[Token], i: int, gender: str, number: str, earlier: list[Mention]
    ) -> bool:
        names = self._segment_names if tokens is self._tokens else self._names(tokens)
        if _cited_title(tokens, i):
            return True  # Verordnung über die Höhe … der Beamten vom 20. Dezember 1956: a law's name, quoted
        if any(m.index == self._list_end(tokens, i) + 1 for m in names):
            return True  # Präsident Trump, die Lehrerin Anna Schmidt, der Autor und Regisseur Tom Berger
        apposition = self._after_genitive(tokens, i)
        if apposition < len(tokens) and tokens[apposition].text == "," and any(m.index == apposition + 1 for m in names):
            return True  # der Präsident der Bundesnetzagentur, Klaus Müller: the name in apposition
        start = self._phrase_start(tokens, i)
        if (
            start >= 2
            and tokens[start - 1].text == ","
            and (
                any(m.index <= start - 2 < m.end for m in names)
                or any(m.end == start - 2 and tokens[start - 2].is_capitalised() for m in names)  # Marcus Mandl,
                or any(m.index == start - 2 and m.specific for m in earlier)  # seinem Onkel, einem Priester
                or self._known_name(tokens[start - 2].text)
                or (
                    start >= 3
                    and not sentence_initial(tokens, start - 3)
                    and all(self._name_like(tokens, k) for k in (start - 3, start - 2))
                )
            )
        ):
            return True  # Anna Schmidt, Lehrerin aus Bonn; Trump, der Präsident; Ruud Koopmans, Leiter der …
        det = tokens[start].lower if start < i and self._determiner(tokens[start]) else ""
        if det == "der" and number == "sg" and start > 0 and self._epithet_of(tokens, start - 1, names):
            return True  # Jesus der Dolmetscher, schäuble der Weltökonom: the epithet of the named man
        if start == i and i >= 2 and tokens[i - 1].lower in ("und", "oder") and any(
            m.index == i - 2 and m.specific and m.kind in ("noun", "lexical") for m in earlier
        ):
            return True  # vom Vater und Firmengründer: the bare conjunct shares the specific noun's determiner
        if start == i == 0 and len(tokens) > 1 and tokens[1].text == ".":
            return True  # Verfasser. Frau Präsidentin, …: a speaker's label opening the line
        if start == i == 0 and len(tokens) > 2 and tokens[1].text == ":" and tokens[2].is_capitalised():
            return True  # Mahrer: Es ist schwer, …: the label of one speaker's answer (a surname or a role)
        if det == "ihr" and (start == 0 or tokens[start - 1].text in (",", ".", "!", "?")) and i + 1 < len(tokens) and (
            tokens[i + 1].text in (",", ".", "!", "?")
        ):
            return True  # Fangt doch mal an zu denken, Ihr Afrikaner.: *ihr* addressing a group, no possessive
        if det and number != "sg" and all(n == "sg" for _, _, n, _ in analyse_determiner(det)):
            return True  # meinem väterlichen Freunde: a singular determiner, a form read as plural (unclear)
        if self._surname_after_verb(tokens, i, start):
            return True  # sagte Fischer zur APA, sagt Mahrer: …: a surname, whatever number the form allows
        if tokens[i].text in words.NAME_TITLES and self._titled_name(tokens, i):
            return True  # Meister Martin, den Meister Anton, Meister Knete oder Meister Wurst: a title before a name
        if start == i and self._bare_singular(tokens, i):
            return True  # Ja, Meister, ich …; Attentat auf Bürgermeister von Altena; Reiter in … reitet: one person
        if number != "sg" and self._named_members(tokens, i):
            return True  # eine Gruppe von Studenten, darunter John Wesley; von Theoretikern wie J. A. Hobson
        if number != "sg" and not det and self._bare_predicate(tokens, i, start):
            return True  # Geschäftsführer und Gründer der Agentur, wurde …; will Kanzler werden; als Reformer, Fürsprecher
        if number != "sg" and self._speakers_plural(tokens, i, start):
            return True  # wir Bauern; dass wir Freunde sind; Ihr seid gute Lehrer: the writer's or addressee's group
        if number != "sg":
            # zwei Läuferinnen: a feminine plural states that the group are women; die Franzosen ziehen
            # ab, den Schweizern (in a table): a people's name with an article is its state, team or army
            # (also without an article in a sentence about war or a match: die an der Grenze stehenden
            # Österreicher; Linzer gastieren im Cup-Viertelfinale: a club)
            # (plural nobility titles and peoples in a sentence about history: the rulers and states of the time)
            if gender == "f":
                return True
            people = self.people_name(tokens[i].text) and not any(  # (read once)
                t.lower in words.POPULATION_QUANTIFIERS for t in tokens[max(start - 1, 0) : i]
            )  # die meisten Schweizer, viele Franzosen: a share of the people, never a state or a team
            return (people and (bool(det) or any(t.lower in words.MILITARY or _sport(t.lower) for t in tokens))) or (
                (people or tokens[i].text in words.NOBILITY) and _historical(tokens)
            )
        if gender == "f" and not any(r[0] in words.QUANTIFIERS for r in analyse_determiner(det)):
            return True  # eine junge Medizinstudentin: a feminine singular states the person's gender
        lemmas = {r[0] for r in analyse_determiner(det)}
        if lemmas & words.POINTING:
            return True  # mein Chef, unser Nachbar, dieser Schwätzer: one individual the writer points at
        owner = next((m for m in earlier if m.index == start), None)
        if owner is not None and owner.kind == "pronoun" and owner.specific:
            return True  # Meine Mutter hat ihrem Chef …: the possessor is a specific individual
        if det and not lemmas & words.QUANTIFIERS and self._event(tokens, i):
            return True  # Ein Kunde hat mich heute angeschrien: one person met in an event
        definite = (
            det in CONTRACTIONS or det == "zur" or any(r[0] in words.DEFINITE for r in analyse_determiner(det))
        )
        if (definite and self._named_in_window(earlier, gender)) or (
            (definite or not det) and self._named_predicate(tokens, i, names)
        ):
            return True  # Trump … der Präsident; der letzte Redner ist Florian Hahn; Nächster Redner ist …
        if not det and self._vocative(tokens, start, i):
            return True  # Präsident, was haben Sie …: the person addressed
        if definite and self._office_of(tokens, i):
            return True  # der Präsident Frankreichs, der Trainer von unserem Verein: one office holder
        nxt = tokens[i + 1].lower if i + 1 < len(tokens) else ""
        if not det and start == i and nxt in words.COPULA_INFINITIVES:
            subject = self._subject(tokens, i, earlier)  # Merz will Kanzler werden, ich möchte Ingenieur werden
            return (
                subject is not None
                and subject.specific
                and (subject.kind == "speaker" or _compatible(subject, (gender,), "sg"))
            )
        if not det and start == i and nxt in COPULAS and nxt != "als" and (
            i + 2 == len(tokens) or tokens[i + 2].text in _CLAUSE_BREAK
        ):
            subject = next((m for m in earlier if (m.index == i - 1 or m.end == i) and m.kind != "noun"), None)
            if subject is not None and subject.specific:
                return True  # wenn ich Millionär wäre, dass er Lehrer ist: the verb-final clause's subject
        inverted = next((m for m in names if m.end == start), None)
        if inverted is not None and inverted.index > 0 and tokens[inverted.index - 1].lower in COPULAS:
            return True  # 1990 war Peres Finanzminister: the subject after the verb
        if self._coordinated_predicate(tokens, start, earlier):
            return True  # Sein Vater war ein Dieb und ein Räuber: the second predicate of the same subject
        verb = start - 1 if not det or det in words.INDEFINITE or "kein" in lemmas else -1  # ich bin kein Ritter
        while verb >= 0 and (tokens[verb].lower in PARTICLES or tokens[verb].text.isdigit()):
            verb -= 1  # ist ja auch Lehrer, war 40 Jahre Schlosser, ist seit Jahren Ärztin
        if verb >= 0 and tokens[verb].lower in COPULAS:
            subject = self._subject(tokens, verb, earlier)  # Meine Mutter ist Lehrerin, ich bin Arzt
            if subject is not None:
                return subject.specific and (subject.kind == "speaker" or _compatible(subject, (gender,), "sg"))
        return not self._statement_generic(tokens, i, det, lemmas, earlier, definite=definite)

    def _statement_generic(
        self, tokens: list[Token], i: int, det: str, lemmas: set[str], earlier: list[Mention], *, definite: bool
    ) -> bool:
        """:meth:`_generic_singular`, decided with the other definite singulars of the sentence that only the
        clause test decides: the people one statement names are generic or specific together (*Der
        Steuerzahler wird … belastet, weil … der Konsument … bezahlen muss*: both generic; *Der Staatsanwalt
        forderte, der Angeklagte müsse …*: both specific). Where their clauses disagree, the sentence's
        tense settles it: a past verb makes it a report, else a rule (a half-rewritten statement is a
        wrong line)."""
        generic = self._generic_singular(tokens, i, det, lemmas, earlier)
        if self._probe is not None:
            self._probe.append(generic)  # a partner's question: its own clause's answer
            return generic
        if not definite:
            return generic
        start, end = i, i
        while start > 0 and not _sentence_end(tokens, start - 1):
            start -= 1
        while end + 1 < len(tokens) and not _sentence_end(tokens, end):
            end += 1
        partners: list[tuple[bool, int]] = []
        for j in range(start, end + 1):
            if j == i or not tokens[j].is_capitalised() or tokens[j].text in TITLES:
                continue
            heads = [r for r in self.lex.person_readings(tokens[j].text) if r.role == "head" and r.gender == "m"]
            first = self._phrase_start(tokens, j)
            if not heads or first == j or not self._definite(tokens[first]):
                continue
            gender, number = self._noun_features(tokens, j, heads)
            if number != "sg" or gender != "m":
                continue
            self._probe = []
            try:
                self._noun_specific(tokens, j, gender, number, [m for m in earlier if m.index < j])
            finally:
                probe, self._probe = self._probe, None
            partners.extend((p, j) for p in probe[-1:])  # (none: the partner is specific by other evidence)
        others = [j for p, j in partners if p != generic]
        if not others:
            return generic
        if self._past(tokens[start : end + 1]) or any(t.text == "?" for t in tokens[start : end + 1]):
            return False  # a report or a question: the people of a story
        # a rule: only where the generic one's clause states it (a norm, a condition), not a duty's zu alone
        return any(self._rule_clause(tokens, k) for k in ([i] if generic else others))

    def _rule_clause(self, tokens: list[Token], k: int) -> bool:
        """The clause of token ``k`` states a rule: a norm modal, a condition or a quantifier, or its
        sentence is a duty of ``k`` (*Der Arbeitgeber hat … auszuhängen*)."""
        start, end = self._clause(tokens, k)
        return self._sentence_duty(tokens, k) or any(
            t.lower in words.NORM_MODALS or t.lower in words.CONDITIONS or t.lower in words.GENERIC
            for t in tokens[start:end]
        )

    @staticmethod
    def _definite(t: Token) -> bool:
        return t.lower in CONTRACTIONS or any(r[0] == "der" for r in analyse_determiner(t.lower))  # (zur: a contraction)

    def _own_possession(self, tokens: list[Token], i: int, man: int, earlier: list[Mention]) -> bool:
        """The possessive *sein…* at ``i`` can only be *man*'s (at ``man``): *man … seine eigene*, or a rule
        about anyone's belongings (*wenn man seinen Ausweis verliert*). Not when the possessed thing is
        typically someone else's work (*seine Musik*, *sein Buch*), when the clause tells a past story
        (*man verliebte sich in seine Musik*), or when a masculine singular person or name before it could
        own it (*der Komponist … man … seine Lieder*): unclear, so left as written."""
        nxt = next((t for t in tokens[i + 1 : i + 4] if t.is_capitalised() or t.lower.startswith("eigen")), None)
        if nxt is not None and nxt.lower.startswith("eigen"):
            return True
        if nxt is not None and nxt.text in words.WORKS:
            return False
        start, end = self._clause(tokens, man)
        if self._past(tokens[start:end]) or self._past(tokens[min(i, end) : self._clause(tokens, i)[1]]):
            return False
        people = (m for m in earlier if m.index != man and m.number == "sg" and m.gender in ("m", "x"))
        if any(m.kind in ("noun", "name", "lexical") for m in people):
            return False
        return not any(m.number == "sg" and m.gender == "m" and m.kind in ("noun", "name", "lexical") for seen in self.window for m in seen.mentions)

    def _epithet_of(self, tokens: list[Token], k: int, names: list[Mention]) -> bool:
        """Token ``k``, right before *der* + a singular noun, is a name (*Karl der Große*, *Jesus der
        Dolmetscher*; also written in lower case in a tweet: *schäuble der Weltökonom*)."""
        text = tokens[k].text
        if not text.isalpha():
            return False
        if any(m.index <= k < m.end for m in names):
            return True
        cap = text[:1].upper() + text[1:]
        return (self.lex.is_surname(cap) or self.lex.is_first_name(cap)) and not self.lex.is_noun(cap) and not (
            text.islower() and (self.lex.is_adjective_form(text) or analyse_determiner(text) or preposition_cases(text))
        )

    def _speakers_plural(self, tokens: list[Token], i: int, start: int) -> bool:
        """The plural phrase ``start``..``i`` is the predicate of a *wir*/*ihr*/formal *Sie* subject of its
        clause (*wir sind Freunde*, *dass wir Freunde sind*, *wir können Freunde sein*, *Ihr seid gute
        Lehrer*, *dass Sie Lehrer sind*): what the people the text speaks as or to are, not anyone of the
        kind. (A noun in apposition, *uns Nutzer*, *wir Bauern*, names a group of unstated gender and is
        rewritten: the dev references do.)"""
        lo, hi = self._clause(tokens, i)
        lowered = [t.lower for t in tokens[lo:hi]]
        formal = any(t.text == "Sie" and not sentence_initial(tokens, k) for k, t in enumerate(tokens[lo:hi], lo))
        if not formal and not any(w in ("wir", "ihr") for w in lowered):
            return False
        if not formal and "ihr" in lowered and "wir" not in lowered and not any(w in _IHR_COPULAS for w in lowered):
            return False  # ihr as a possessive (ihr Vater): only with ihr's own verb (seid, wart, werdet)
        last = tokens[hi - 1].lower if hi - 1 > i else ""
        if last.endswith("en") and last not in words.COPULA_INFINITIVES and tokens[hi - 1].text.islower():
            return False  # wir werden Lehrer einstellen: werden is the auxiliary of another verb
        before = start - 1
        while before >= lo and (tokens[before].lower in PARTICLES or tokens[before].lower in _PREDICATE_ADVERBS):
            before -= 1
        if before >= lo and tokens[before].lower in _SPEAKER_COPULAS:
            return True  # wir sind (alle) Freunde, Ihr seid gute Lehrer
        after = i + 1
        return (
            after < len(tokens)
            and (tokens[after].lower in _SPEAKER_COPULAS or tokens[after].lower in words.COPULA_INFINITIVES)
            and after + 1 >= hi
        )  # dass wir Freunde sind, wir können Freunde sein

    def _titled_name(self, tokens: list[Token], i: int) -> bool:
        """A title of :data:`words.NAME_TITLES` right before a capitalised word that is no person noun,
        place or function word (*Meister Martin*, *Meister Reinekes*, *Meister Knete*): a name or an
        epithet follows, and the title is part of it."""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt is None or not nxt.is_capitalised() or not nxt.text.isalpha():
            return False
        low = nxt.lower
        return not (
            self.lex.person_readings(nxt.text)
            or self.lex.is_toponym(nxt.text)
            or low in _FUNCTION_WORDS
            or analyse_determiner(low)
            or preposition_cases(low)
            or _pronoun(low)
        )

    def _bare_singular(self, tokens: list[Token], i: int) -> bool:
        """A bare noun whose form is also a nominative singular (*Meister*, *Reiter*, *Bürgermeister*)
        that the sentence shows to be one person: alone between a comma (or the start) and a comma or an
        exclamation or question mark, with no person noun or conjunction next to it (*Ja, Meister, ich
        …*, *Guten Tag, Meister!*: the person addressed; not a list *Ärzte, Apotheker, Architekten*);
        before *von* and a place (*Attentat auf Bürgermeister von Altena*: an office); or opening the
        sentence with a singular verb as the first verb after it (*Reiter in festlichem Gewand reitet
        …*). A plural reading there would change the number (issue 41)."""
        lex = self.lex
        if ("nom", "sg") not in {f for r in lex.person_readings(tokens[i].text) for f in r.feats}:
            return False
        prev = tokens[i - 1] if i > 0 else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None

        def person_or_conjunction(k: int) -> bool:
            t = tokens[k] if 0 <= k < len(tokens) else None
            return t is not None and (t.lower in ("und", "oder", "sowie") or bool(lex.person_readings(t.text)))

        if (
            (prev is None or prev.text in (",", "»", "«", "„", '"'))
            and nxt is not None
            and nxt.text in (",", "!", "?", ";")
            and not person_or_conjunction(i - 2)
            and not person_or_conjunction(i + 2)
            and not (i + 2 < len(tokens) and tokens[i + 2].lower in _RELATIVE)  # Lehrer, die …
            and (
                (i >= 2 and tokens[i - 2].lower in _INTERJECTIONS)
                or tokens[0].lower in _INTERJECTIONS  # Lieber Kohlenbrenner, Räuber, Bandit!
                or (prev is None and nxt.text != ",")  # Kaiser! …
                or (prev is None and i + 2 < len(tokens) and not tokens[i + 2].is_capitalised())  # Kellner, noch ein Seidel!
                or any(t.lower in _ADDRESSING and (t.lower != "sie" or not sentence_initial(tokens, k)) for k, t in enumerate(tokens))
            )  # (a list: … Arbeiter, Schenken, Händler …, has no one to address)
        ):
            return True
        if prev is not None and prev.text in LEXICAL_GENDER and prev.is_capitalised() and i >= 1:
            return True  # Hungre, Bruder Mörder: an epithet of the man the lexical noun names
        if (
            prev is not None
            and prev.lower in ("und", "oder")
            and i >= 3
            and tokens[i - 2].is_capitalised()
            and not lex.person_readings(tokens[i - 2].text)  # (a person noun first: its own reading decides)
            and (dets := analyse_determiner(tokens[self._phrase_start(tokens, i - 2)].lower))
            and all(n == "sg" for _, _, n, _ in dets)
        ):
            return True  # als einen Schädiger und Verräter: the bare conjunct shares a singular determiner
        if nxt is not None and nxt.lower == "von" and i + 2 < len(tokens) and lex.is_toponym(tokens[i + 2].text):
            return True
        if nxt is not None and nxt.lower in _SINGULAR_FINITE and prev is not None and prev.lower in ("oder", "und", ","):
            return True  # Der Inhaber …, Vormund oder Pfleger kann: the last conjunct of a singular subject
        if not sentence_initial(tokens, i):
            return False
        for t in tokens[i + 1 : i + 8]:
            if t.text in _CLAUSE_BREAK or t.text in ("und", "oder"):
                return False
            if not t.text.islower() or not t.text.isalpha() or preposition_cases(t.lower) or analyse_determiner(t.lower):
                continue
            if lex.is_adjective_form(t.text):
                continue
            return singular_verb(t, lex) and not t.lower.endswith("en")  # the first verb decides
        return False

    def _condition_sentence(self, tokens: list[Token], i: int) -> bool:
        """The sentence of token ``i`` opens with a condition, and ``i`` lies in it or in the rule after it:
        *wenn*/*falls* (*Wenn ein Kunde kommt, begrüßt ihn der Verkäufer*), or a finite verb with *so*
        after a comma (*Ist das Grundstück … überlassen, so ist …*, *Bewirbt sich ein Soldat …, so hat er
        …*: the laws' condition without *wenn*)."""
        start = i
        while start > 0 and not _sentence_end(tokens, start - 1):
            start -= 1
        first = tokens[start]
        if first.lower in words.CONDITIONS:
            return True
        if not first.text[:1].isupper() or not first.text.isalpha():
            return False
        low = first.lower
        verb = low in words.SINGULAR_COPULAS or low in words.GENERIC_MODALS or low in ("hat", "haben", "sind") or (
            low.endswith(("t", "en"))
            and not analyse_determiner(low)
            and not preposition_cases(low)
            and low not in _FUNCTION_WORDS
            and not self.lex.is_noun(first.text)
            and not self.lex.is_adjective_form(low)
        )
        if not verb:
            return False
        return any(a.text == "," and b.lower == "so" for a, b in pairwise(tokens[start:]))

    def _imperative(self, tokens: list[Token], start: int) -> bool:
        """The clause from ``start`` opens with a verb (*Frag deinen Apotheker*, *Fragen Sie Ihren Arzt*):
        an imperative (or a question, which :meth:`_question` tells apart)."""
        first = tokens[start] if start < len(tokens) else None
        if first is None or not first.text.isalpha():
            return False
        low = first.lower
        if low.endswith("en") and start + 1 < len(tokens) and tokens[start + 1].text == "Sie":
            return True  # Fragen Sie …: the formal imperative (Fragen is also a noun)
        return not (
            analyse_determiner(low)
            or preposition_cases(low)
            or low in _FUNCTION_WORDS
            or _pronoun(low)
            or low in words.FIRST_PERSON
            or self.lex.is_noun(first.text)
            or self.lex.is_adjective_form(low)
            or self.lex.person_readings(first.text)
        )

    @staticmethod
    def _question(tokens: list[Token], i: int) -> bool:
        """The sentence of token ``i`` ends with a question mark."""
        for t in tokens[i:]:
            if t.text in (".", "!", ";"):
                return False
            if t.text == "?":
                return True
        return False

    def _surname_after_verb(self, tokens: list[Token], i: int, start: int) -> bool:
        """A bare noun right after a finite verb of the third person and before a clause break or a
        preposition: *sagt Raderbauer.*, *sagte Fischer zur APA*, *sagt Mahrer:* — a surname (a person
        noun there would need a determiner: *sagte der Fischer*)."""
        if start != i or i == 0 or tokens[i - 1].lower in COPULAS or not singular_verb(tokens[i - 1], self.lex):
            return False  # (ist Lehrer, als Demokraten: a predicate, read elsewhere)
        if self.lex.is_listed_noun(tokens[i].text) and not self.lex.is_surname(tokens[i].text):
            return False  # sucht Mitarbeiter., sperrt Besucher ein: a common noun no surname is spelt like, an object
        if i + 1 == len(tokens) or tokens[i + 1].text in _CLAUSE_BREAK:
            return True
        nxt = tokens[i + 1].lower
        return (bool(preposition_cases(nxt)) or nxt in CONTRACTIONS) and not analyse_determiner(nxt) and nxt not in ("als", "wie")

    def _named_members(self, tokens: list[Token], i: int) -> bool:
        """A plural followed by the names of its members (*, darunter John Wesley*, *wie J. A. Hobson*;
        *Zu den Verlierern zählten Fothen, Klöden*)."""
        if self._listed_members(tokens, i) or self._apposed_names(tokens, i):
            return True
        k = i + 1
        if k < len(tokens) and tokens[k].text == ",":
            k += 1
        member = next(  # Zu den Verlierern des Tages zählten Fothen, Klöden: the names of the members
            (j for j in range(i + 1, min(len(tokens), i + 6)) if tokens[j].lower in words.MEMBERSHIP_VERBS), None
        )
        if member is not None and i > 0 and tokens[i - 1].lower in ("den", "zu", "unter"):
            k = member
        elif k >= len(tokens) or tokens[k].lower not in ("darunter", "wie", "namentlich", "nämlich"):
            return False
        if k + 1 < len(tokens) and tokens[k + 1].lower in ("etwa", "beispielsweise", "insbesondere"):
            k += 1  # wie etwa Jacques Lefevre
        names = self._segment_names if tokens is self._tokens else self._names(tokens)
        nxt = tokens[k + 1] if k + 1 < len(tokens) else None
        return any(k < m.index <= k + 3 for m in names) or (
            nxt is not None
            and (self._name_like(tokens, k + 1, loose=True) or (len(nxt.text) == 1 and nxt.text.isupper()))
        )  # wie J. A. Hobson: an initial

    def _apposed_names(self, tokens: list[Token], i: int) -> bool:
        """*die Kollegen Scheuer oder Dobrindt*: two names joined by *und*/*oder* right after the plural, its
        members named in apposition (s13 read). One of them reads as a name; the other is no person noun nor
        place (*die Bürger Berlins und Hamburgs* has places)."""
        if i + 3 >= len(tokens) or tokens[i + 2].lower not in ("und", "oder", ","):
            return False
        pair = (i + 1, i + 3)
        if not all(tokens[k].is_capitalised() and tokens[k].text.isalpha() for k in pair):
            return False
        if any(self.lex.is_person(tokens[k].text) or self.lex.is_toponym(tokens[k].text.removesuffix("s")) for k in pair):
            return False
        return any(self._name_like(tokens, k, loose=True) for k in pair)

    def _listed_members(self, tokens: list[Token], i: int) -> bool:
        """A plural followed by a colon, comma, dash or parenthesis and a list of two or more first names
        (*die vier Fahrer: Hans, Peter, Karl und Otto*): the line names the members of a specific group,
        and their names tell who they are (s12)."""
        if i + 1 >= len(tokens) or tokens[i + 1].text not in (":", ",", "(", "–"):
            return False
        first_names = 0
        for t in tokens[i + 2 : i + 24]:
            if self.lex.is_first_name(t.text):
                first_names += 1
            elif t.text in (",", "und", "sowie", "(", ")") or (
                t.is_capitalised()
                and (self.lex.is_surname(t.text) or self.lex.is_toponym(t.text) or not self.lex.is_noun(t.text))
            ):
                continue  # a surname after the first name, the list's joins
            else:
                break
        return first_names >= 2

    def _bare_predicate(self, tokens: list[Token], i: int, start: int) -> bool:
        """A bare noun whose form is also singular (*Lehrer*, *Geschäftsführer*) read as one person's
        predicate or apposition: after a copula or *als* (*wird 1996 Stadtschreiber*, *als Reformer,
        Fürsprecher der Armen und Kämpfer*), before *werden*/*sein* (*Kanzler werden*, *Lehrer zu
        werden*) or a singular copula that ends the clause (*der später Anführer der Reformation wurde*),
        or in apposition after a name (*Marcus Mandl, Geschäftsführer und Gründer der Agentur*)."""
        if start != i or ("nom", "sg") not in {f for r in self.lex.person_readings(tokens[i].text) for f in r.feats}:
            return False  # a predicate is nominative: als Demokraten (no nominative singular) is plural
        k = i - 1
        while k >= 0 and (
            tokens[k].lower in PARTICLES
            or tokens[k].text.isdigit()
            or tokens[k].lower in ("selbst", "später", "bald", "dann", "ein", "bisschen", "nicht", "einmal", "mal")
            or (tokens[k].text in (",", "und", "oder") and k > 0 and tokens[k - 1].is_capitalised())
            or (tokens[k].lower in ("der", "des") and k + 1 < i and tokens[k + 1].is_capitalised())  # der Armen
            or tokens[k].lower in words.PREDICATE_TIME_WORDS  # war zwischen 2007 und Mitte 2012 Außenminister
            or (tokens[k].lower == "und" and k > 0 and tokens[k - 1].text.isdigit())
            or (tokens[k].is_capitalised() and self.lex.person_readings(tokens[k].text) and k < i)
        ):
            k -= 1
        if k >= 0 and tokens[k].lower in COPULAS and tokens[k].lower not in ("sind", "waren"):
            return not (tokens[k].lower == "als" and k == i - 1 and plural_controller(tokens, self.lex, k))
        if k >= 1 and tokens[k].text == "Sie" and tokens[k - 1].lower in ("werden", "seien", "bleiben"):
            return True  # Werden Sie Trucker: the predicate of the one or many addressed (unclear: kept)
        end = self._after_genitive(tokens, i)
        after = [t.lower for t in tokens[end : end + 2]]
        if after[:1] and after[0] in ("gewesen", "geworden", "geblieben"):
            return True  # ich bin nie Lehrer geworden, wer zehn Jahre Lehrer gewesen ist: a predicate, singular
        if after[:2] in (["zu", "werden"], ["zu", "sein"]) or (
            after[:1]
            and after[0] in words.COPULA_INFINITIVES
            and (
                len(after) == 1
                or tokens[end + 1].text in _CLAUSE_BREAK
                or after[1] in _AFTER_PREDICATE_INFINITIVE  # Kanzler werden zu wollen, werden will
            )  # not: Die Lehrer und Schüler werden begrüßt (a passive)
        ):
            return True
        if after[:1] and after[0] in ("wurde", "wird", "war", "ist") and (
            len(after) == 1 or tokens[end + 1].text in _CLAUSE_BREAK or after[1] in ("und", "oder")
        ):
            return True
        stop = next((k for k in range(i + 1, len(tokens)) if tokens[k].text in _CLAUSE_BREAK), len(tokens))
        if stop > i + 1 and tokens[stop - 1].lower in ("ist", "war", "wird", "wurde", "sei", "würde", "wäre") and all(
            not t.text.islower()
            or preposition_cases(t.lower)
            or analyse_determiner(t.lower)
            or self.lex.is_adjective_form(t.text)
            for t in tokens[i + 1 : stop - 1]
        ):  # only a phrase between (not: Bürger in Sicherheit wiegen die nicht vorhanden ist)
            return True  # (eine Stelle, die …) Ansprechpartner für die Länder ist; dass ich Kanadier sei
        names = self._segment_names if tokens is self._tokens else self._names(tokens)
        return i >= 2 and tokens[i - 1].text == "," and any(m.index <= i - 2 < m.end for m in names)

    def _generic_singular(
        self, tokens: list[Token], i: int, det: str, lemmas: set[str], earlier: list[Mention]
    ) -> bool:
        """Whether the singular person noun at ``i`` (determiner ``det``) is generic: issue 41's contract
        keeps a singular in a report or a story (*Der Staatsanwalt forderte eine Strafe*, *Ein Sprecher
        der Feuerwehr sagte*, *ein 43 Jahre alter Ungar*) and rewrites it only with evidence that anyone
        of the kind is meant: a quantifier (*jeder Kunde*), *wer*/*man* or a condition (*wenn*) in the
        sentence, and after an indefinite or no determiner a present modal or hypothetical (*ein Arzt
        sollte*, *ein Mitarbeiter würde*), a definition (*Ein Lehrer ist …*) or a *zu* infinitive
        (*schwierig, einen Kandidaten zu finden*); after a definite one, a norm (*muss*, *darf*, *hat …
        nachzuweisen*, *ist verpflichtet*); advice (*Frag deinen Apotheker*); a conjunct or predicate of
        a generic noun (*Ihren Arzt oder Apotheker*, *Ein Lehrer ist … ein Begleiter*). The writer or the
        addressee in the clause makes it about them (*Ich würde gerne ein berühmter Fußballspieler werden*)."""
        if lemmas & words.QUANTIFIERS:
            return True  # jeder Kunde
        phrase = self._phrase_start(tokens, i)
        if phrase >= 2 and tokens[phrase - 1].lower in ("und", "oder", "sowie") and any(
            m.index == phrase - 2 and m.kind in ("noun", "generic") and not m.specific for m in earlier
        ):
            return True  # Fragen Sie Ihren Arzt oder Apotheker: the conjunct of a generic noun
        start, end = self._clause(tokens, i)
        copula = next((k for k in range(phrase - 1, start - 1, -1) if tokens[k].lower in COPULAS), None)
        if copula is not None:
            subject = next((m for m in reversed(earlier) if start <= m.index < copula), None)
            if subject is not None and not subject.specific:
                return True  # Ein Lehrer ist ein Vorbild und ein Begleiter: the predicate of a generic subject
        lowered = [t.lower for t in tokens[start:end]]
        past = self._past(tokens[start:end])
        if not past and self._type_of_role(tokens, i, det, phrase):
            return True  # Der Job eines Polizisten ist nicht attraktiv; dem Leser Rezepte liefern: the role as a type
        if self._condition_sentence(tokens, i) and not past:
            # Wenn ein Kunde kommt, begrüßt ihn der Verkäufer: the rule after its condition; Ist das
            # Grundstück einem Mieter überlassen, so …: a condition without *wenn*
            return True
        question = self._question(tokens, i)
        told = past and bool(lemmas & words.DEFINITE)  # wie man den studierten Betriebswirt nannte: one person
        if any(
            (w == "wer" and not question) or (w == "man" and not told) or (w in words.CONDITIONS and not past)
            for w in lowered
        ):
            return True  # (Wer ist denn der fremde Ritter?: a question about one person)
        if any(w in words.PARTICIPANTS for w in lowered):
            return False  # Ich würde gerne ein berühmter Fußballspieler werden; Ich erinnere Sie an Ihren Innenminister
        # (den Kollegen, den Angehörigen: an accusative singular or a dative plural, the same form; the
        # number is a guess there, and a rewrite must never change it)
        either = det == "den" and tokens[i].text.endswith("n")
        if (
            det
            and not either
            and not past
            and self._statute(tokens)
            and not self._perfect(tokens, start, i)
            and not self._thing_conjunct(tokens, phrase, i)
            and not self._named_body_after(tokens, i)
            and not self._office_or_odd(tokens, phrase, i)
        ):
            # Die Rechte des Schuldners nach § 3 bleiben unberührt; erhält der Beamte nach § 7 …: a law's
            # persons (not a bare predicate: wird … Aktionär; not a case: des Klägers … angebracht hat;
            # not a thing beside a thing: das Etikett und der Einleger; not the one office of a named body:
            # dem Präsidenten der Parlamentarischen Versammlung der OSZE)
            return True
        if det and not either and self._duty_clause(tokens, start, earlier):
            return True  # Der Arbeitgeber ist verpflichtet, dem Arbeitnehmer … auszustellen: the duty's other party
        advice = not question and (
            any(w in words.GENERIC_MODALS for w in lowered) or self._imperative(tokens, start)
        )  # (Wer war dein Französischlehrer?, Ihr werdet Euren neuen Nachbar sehen: one person)
        if advice and (
            lemmas & {"dein", "euer"} or (det.startswith("ihr") and self._phrase_start_text(tokens, i).startswith("Ihr"))
        ):
            return True  # Frag deinen Apotheker, Fragen Sie Ihren Arzt: advice to anyone
        rule = any(
            (w in words.HABITUAL and not (w == "immer" and prev == "noch")) or w in words.RULE_WORDS
            for prev, w in zip(["", *lowered], lowered, strict=False)
        ) or any(  # (noch immer: still, no habit)
            a == "das" and b == "recht" for a, b in pairwise(lowered)
        )
        if (rule and not self._past(tokens[start:end])) or (
            lemmas & words.INDEFINITE and self._restrictive_relative(tokens, i)
        ):
            return True  # im Schnitt, mit jedem Schüler, haftet für; Ein Händler, der Waren falsch auszeichnet, …
        if (
            lemmas & words.INDEFINITE
            and not past
            and i + 1 < len(tokens)
            and tokens[i + 1].lower in words.DUTY_AUXILIARIES
            and _duty_infinitive(lowered[i - start :])
            and not any(
                (w in words.NEUTER_QUANTIFIERS or w in ("genug", "einiges", "noch")) and prev != "vor"  # (vor allem)
                for prev, w in pairwise(lowered[i - start - 1 :] if i > start else ["", *lowered[i - start :]])
            )
        ):
            # ein Großbauer hat vor Allem daran zu denken: a duty of anyone in the role (not: ein Kollege
            # hat noch etwas zu erledigen, something to do)
            return True
        if not det or lemmas & words.INDEFINITE:
            definition = (
                bool(det)
                and i + 1 < len(tokens)
                and tokens[i + 1].lower in ("ist", "sind")
                and not self._completed_event(tokens[i + 2 : end])
                and not any(t.lower in _NO_DUTY for t in tokens[i + 2 : end])  # ist kurz davor, ist dabei: a scene
                and (phrase == start or tokens[phrase - 1].lower in _SUBORDINATORS)
            )  # (Ein Jogger ist … angegriffen worden: a perfect or passive, one person in a report; dass Tom
            # ein Dieb ist: the predicate of a subject before it)
            return (
                definition  # Ein Lehrer ist ein Vorbild: a definition
                or any(
                    w in words.GENERIC_MODALS
                    and not (k > 0 and lowered[k - 1] in ("haben", "sein", "worden"))
                    and not (w in ("soll", "sollen") and _perfect_infinitive(lowered))
                    for k, w in enumerate(lowered)
                )  # (verletzt haben soll, soll Geld gestohlen haben: reported speech about one person)
                or (bool(det) and any(w in words.INTENSIONAL for w in lowered[: i - start]))  # Wir suchen einen …
                or (
                    bool(det)
                    and _duty_infinitive(lowered[i - start :])
                    and "um" not in lowered  # um seine Ski … zu stecken: a purpose, not a norm
                    and not self._acting_subject(tokens, i, start)  # Ein Boxer versucht, … zu schlagen
                    and not any(m.specific and m.kind in ("noun", "name", "lexical") for m in earlier)
                )  # (Ein Baseballspieler versucht, einen Läufer … zu nehmen: the caption's people)
            )
        if not past and any(w in words.NORM_MODALS or w in words.NORM_WORDS for w in lowered):
            return True  # (Der Spieler war verpflichtet, …: a duty in a story, one person)
        if self._sentence_duty(tokens, i):
            return True  # Der Arbeitgeber hat Name, Anschrift und … auszuhängen: the duty spans the list's commas
        return any(w in words.DUTY_AUXILIARIES for w in lowered) and _duty_infinitive(lowered)

    def _type_of_role(self, tokens: list[Token], i: int, det: str, phrase: int) -> bool:
        """The singular at ``i`` names the role as a type, in a clause that is no report: an indefinite
        genitive after what any holder of a role has (*der Job eines Polizisten*, *die Aufgabe eines
        Richters*, *im Status eines Beamten*), or a definite singular of the audience a text speaks of
        (*dem Leser Rezepte liefern*, *der Verbraucher zahlt*): no one person is meant."""
        if det == "eines" and phrase > 0 and tokens[phrase - 1].text in words.ROLE_ASPECTS:
            return True
        if det not in ("der", "dem", "den", "des") or self._past(tokens):
            return False  # (Der Leser, der uns schrieb, hatte recht: one reader of a story)
        return any(
            r.role == "head" and r.gender == "m" and r.noun.masc in words.GENERIC_AUDIENCE
            for r in self.lex.person_readings(tokens[i].text)
        )

    @staticmethod
    def _statute(tokens: list[Token]) -> bool:
        """The line is in a statute's register: it cites a provision (*§*, *Absatz*, *Abs.*, *BGBl.*) or uses a
        formula of the laws (*obliegt*, *nach Maßgabe*, *im Sinne dieses Gesetzes*, *die zuständige Behörde*,
        *Rechtsverordnung*), and no speaker
        or addressee is in it. A law's definite or indefinite singular (*des Schuldners*, *der Beamte*) is
        anyone in the role; a speech citing a law is about people it knows (*wir*, *Sie*)."""
        cites = any(t.lower in words.STATUTE_MARKERS for t in tokens) or any(
            f"{a.lower}_{b.lower}" in words.STATUTE_PHRASES
            or (a.lower in words.STATUTE_NUMBERED and b.text[:1].isdigit())  # (Anlage 1), Artikel 3
            for a, b in pairwise(tokens)
        )
        return cites and not any(
            t.lower in words.SPEECH_PERSONS or (t.text in ("Sie", "Ihnen", "Ihr", "Ihre") and not sentence_initial(tokens, k))
            for k, t in enumerate(tokens)
        )

    @staticmethod
    def _perfect(tokens: list[Token], start: int, i: int) -> bool:
        """*hat … angebracht*: a perfect in the clause from ``start`` past ``i`` (to the next comma; a date's
        full stop does not end it), whatever opens it: a completed act (a court's case), where a rule would be
        in the present (stricter than :meth:`_past`, which lets a condition's perfect pass; here only an undated one)."""
        end = next((k for k in range(i, len(tokens)) if tokens[k].text in (",", ";", ":")), len(tokens))
        clause = tokens[start:end]
        dated = any(a.lower in ("vom", "am") and b.text[:1].isdigit() for a, b in pairwise(tokens))
        if clause and clause[0].lower in _CONDITION_OPENERS and not dated:
            return False  # wenn der Abführungspflichtige die Abgaben einbehalten hat: a rule's condition
        return any(t.lower in words.HABEN for t in clause) and any(
            t.text.islower() and _PARTICIPLE.match(t.lower) is not None for t in clause
        )

    def _thing_conjunct(self, tokens: list[Token], start: int, i: int) -> bool:
        """The phrase (``start`` … ``i``) is coordinated with a noun that names no person (*das Etikett und
        der Einleger*): a thing beside a thing, whatever else the word may mean."""
        before = start - 2 if start >= 2 and tokens[start - 1].lower in words.COORDINATORS else None
        after = i + 1 if i + 1 < len(tokens) and tokens[i + 1].lower in words.COORDINATORS else None
        if after is not None:
            after += 1
            while after < len(tokens) and not tokens[after].is_capitalised() and after - i < 5:
                after += 1
        return any(
            k is not None
            and k < len(tokens)
            and tokens[k].is_capitalised()
            and tokens[k].text.isalpha()
            and self.lex.is_noun(tokens[k].text)
            and not self.lex.person_readings(tokens[k].text)
            for k in (before, after)
        )

    @staticmethod
    def _office_or_odd(tokens: list[Token], start: int, i: int) -> bool:
        """A firm's seat's owner (*der Sitz des Antragstellers*), an office one holder fills (*vom früheren
        Reichsarbeitsminister*, *vom Präsidenten*), an ordinal
        used as a noun (*nach dem Zweiten oder Dritten Buch*: a book's), or a determiner whose agreement the
        star forms do not write well (*denselben Betroffenen*, *eines solchen Staatsangehörigen*): a law's
        rule leaves these as written."""
        low = tokens[i].lower
        return (
            (start > 0 and tokens[start - 1].text in words.FIRM_HEADS)  # der Sitz des Antragstellers: a firm's seat
            or any(stem in low for stem in words.OFFICE_STEMS)
            or _ORDINAL_NOUN.match(low) is not None
            or any(t.lower in words.ODD_DETERMINERS for t in tokens[start:i])
        )

    def _named_body_after(self, tokens: list[Token], i: int) -> bool:
        """A genitive after the noun at ``i`` names one body by a capitalised adjective or by a name or an
        acronym (*der Parlamentarischen Versammlung*, *des Deutschen Bundestages*, *der OSZE*), or the noun
        is a ministry's office (*der Bundesminister für Gesundheit*): one office (*des Landgerichts*, a common
        noun, is any court's)."""
        if i + 2 >= len(tokens):
            return False
        if tokens[i + 1].lower == "für" and tokens[i + 2].is_capitalised():
            return True  # der Bundesminister für Ernährung, Landwirtschaft und Forsten: a ministry's office
        if tokens[i + 1].lower == "mit" and tokens[i + 2].text in words.FIRM_HEADS:
            return True  # einem Arbeitgeber mit Sitz im Ausland: a firm as much as a person
        if tokens[i + 1].lower not in ("der", "des"):
            return False
        body = tokens[i + 2]
        return body.is_capitalised() and (
            self.lex.is_adjective_form(body.text) or body.text.isupper() or not self.lex.is_noun(body.text)
        )

    def _duty_clause(self, tokens: list[Token], start: int, earlier: list[Mention]) -> bool:
        """The clause from ``start`` is the *zu* infinitive of a duty or a right stated in the present of a
        generic singular person just before it (*Der Arbeitgeber ist verpflichtet, dem Arbeitnehmer … eine
        Bescheinigung auszustellen*): the other party of a rule is anyone too."""
        if start < 2 or tokens[start - 1].text != ",":
            return False
        _, end = self._clause(tokens, start)
        if not _zu_infinitive([t.lower for t in tokens[start:end]]):
            return False
        head, _ = self._clause(tokens, start - 2)
        governing = tokens[head : start - 1]
        return (
            any(t.lower in words.NORM_WORDS for t in governing)
            and not self._past(governing)
            and any(m.kind == "noun" and m.number == "sg" and not m.specific and head <= m.index < start for m in earlier)
        )

    def _acting_subject(self, tokens: list[Token], i: int, start: int) -> bool:
        """The indefinite at ``i`` opens its clause and a full verb follows it (*Ein Boxer versucht, seinem
        Gegner … zu schlagen*): the zu-infinitive is what this one does, no norm about anyone; a duty
        (*hat … zu*) or a modal still is."""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        return (
            self._phrase_start(tokens, i) == start
            and nxt is not None
            and nxt.text.islower()
            and nxt.text.isalpha()
            and nxt.lower not in words.DUTY_AUXILIARIES
            and nxt.lower not in words.GENERIC_MODALS
            and singular_verb(nxt, self.lex)
        )

    def _sentence_duty(self, tokens: list[Token], i: int) -> bool:
        """The subject at ``i`` is followed by *hat*/*ist* and its sentence ends in a *zu* infinitive (*Der
        Arbeitgeber hat Name, Anschrift und Fernsprechnummer … auszuhängen.*): a duty, across the commas
        of a list. Not where a participle makes *hat* a perfect or another subject pronoun opens a clause
        (*Der Sieger hat … aufgefrischt, wir schworen ihm … zu bewahren*)."""
        if i + 1 >= len(tokens) or tokens[i + 1].lower not in words.DUTY_AUXILIARIES:
            return False
        end = i + 1
        while end < len(tokens) and not _sentence_end(tokens, end):
            end += 1
        between = tokens[i + 2 : end]
        if any(t.lower in _NO_DUTY for t in between):
            return False  # ist kurz davor, … zu rennen; ist bereit, … zu helfen: about to, willing to, no duty
        if any(
            t.lower in words.SUBJECT_PRONOUNS
            or (t.text.islower() and _PARTICIPLE.match(t.lower) is not None and not self.lex.is_adjective_form(t.text))
            for t in between
        ):
            return False
        last = [t.lower for t in tokens[max(i + 2, end - 2) : end]]
        return len(last) == 2 and _zu_infinitive(last)

    def _completed_event(self, rest: list[Token]) -> bool:
        """The words after *ist*/*sind* make a perfect or a passive of a completed event (*ist … angegriffen
        worden*, *ist gestern gestorben*), not a definition (*ein Lehrer ist ein Vorbild*): *worden*,
        *gewesen* or a participle that is no adjective the lexicon knows nor a norm (*verpflichtet*)."""
        return any(
            t.lower in ("worden", "gewesen")
            or (
                t.text.islower()
                and _PARTICIPLE.match(t.lower) is not None
                and t.lower not in words.NORM_WORDS
                and not self.lex.is_adjective_form(t.text)
            )
            for t in rest
        )

    def _past(self, clause: list[Token]) -> bool:
        """A past finite verb in ``clause`` (*war immer zu beschäftigt*) or a perfect (*hat … durchgesetzt*):
        a story, not a habit."""
        opener = clause[0].lower if clause else ""
        if opener not in _CONDITION_OPENERS and any(t.lower in ("hat", "haben", "hatte", "hatten") for t in clause) and any(
            t.text.islower() and _PARTICIPLE.match(t.lower) and not self.lex.is_adjective_form(t.text) for t in clause
        ):
            return True
        return any(
            t.text.islower()
            and (
                t.lower in ("war", "waren", "wurde", "wurden", "hatte", "hatten")
                or t.lower.endswith(_STRONG_PAST)
                or (t.lower.endswith(("te", "ten")) and not self.lex.is_adjective_form(t.text))
            )
            for t in clause
        )

    @staticmethod
    def _restrictive_relative(tokens: list[Token], i: int) -> bool:
        """*Ein Landwirt, der auf Bio umstellt, braucht …*: a relative clause in the present right after
        an indefinite subject, and the main clause goes on after it: the clause says which ones (any)."""
        if i + 2 >= len(tokens) or tokens[i + 1].text != "," or tokens[i + 2].lower not in ("der", "die", "den", "dem"):
            return False
        k = i + 3
        while k < len(tokens) and tokens[k].text not in _CLAUSE_BREAK:
            k += 1
        while k + 1 < len(tokens) and tokens[k].text == "," and Referents._verb_list(tokens, k + 1):
            k += 1  # der Gesetze beschließen, ändern und abschaffen kann: a list of the clause's verbs
            while k < len(tokens) and tokens[k].text not in _CLAUSE_BREAK:
                k += 1
        if k >= len(tokens) or tokens[k].text != "," or k + 1 >= len(tokens):
            return False
        verb = tokens[k - 1].lower  # the relative clause's finite verb, last
        past = verb.endswith(("te", "ten", *_STRONG_PAST, "hielt", "starb", "gewann", "begann", "trug"))  # aufhielt
        return not past and verb not in ("war", "wurde", "hatte") and tokens[k + 1].text.islower()

    @staticmethod
    def _verb_list(tokens: list[Token], k: int) -> bool:
        """The words from ``k`` to the next break are lower case and hold *und*/*oder*: the rest of a list
        of verbs (*beschließen, ändern und wieder abschaffen kann*), not a new clause."""
        words_: list[str] = []
        while k < len(tokens) and tokens[k].text not in _CLAUSE_BREAK:
            if not tokens[k].text.islower():
                return False
            words_.append(tokens[k].lower)
            k += 1
        return "und" in words_ or "oder" in words_

    def _phrase_start_text(self, tokens: list[Token], i: int) -> str:
        """The written first word of the noun phrase ending at ``i`` (*Ihren* in *Fragen Sie Ihren Arzt*)."""
        start = self._phrase_start(tokens, i)
        return "" if sentence_initial(tokens, start) else tokens[start].text

    @staticmethod
    def _clause(tokens: list[Token], i: int) -> tuple[int, int]:
        """The span of the clause around token ``i``: up to a comma, colon, semicolon, dash or sentence
        end on either side (*…, so der Botaniker*: its own clause, whatever the sentence says before)."""
        start, end = i, i
        while start > 0 and tokens[start - 1].text not in _CLAUSE_BREAK and tokens[start - 1].text not in ("–", "-") and not _sentence_end(tokens, start - 1):
            start -= 1
        while end + 1 < len(tokens) and tokens[end + 1].text not in _CLAUSE_BREAK and tokens[end + 1].text not in ("–", "-"):
            end += 1
        return start, end + 1

    def people_name(self, text: str) -> bool:
        """A people's or a place's inhabitants' name (*Franzosen*, *Schweizern*, *Londonern*, *Bayern*):
        one of the list, the *-er* noun of a place, or a plural spelt like a place."""
        stem = text.removesuffix("n") if text.endswith("ern") else text
        if self.lex.is_toponym(text) or text in words.LEAGUE_PEOPLES or any(text.startswith(p) for p in words.PEOPLES):
            return True
        if text.endswith("en") and len(text) > 5 and self.lex.is_toponym(text[:-2] + "ien"):
            return True  # Bulgaren (Bulgarien), Rumänen (Rumänien)
        return stem.endswith("er") and not _agent_stem(self.lex, stem[:-2]) and _place_stem(self.lex, stem[:-2])

    def _coordinated_predicate(self, tokens: list[Token], start: int, earlier: list[Mention]) -> bool:
        """The phrase at ``start`` follows *und*/*oder* after a specific predicate noun that a copula
        introduced (*war ein Dieb und ein Räuber*)."""
        if start < 2 or tokens[start - 1].lower not in ("und", "oder") or not earlier:
            return False
        first = earlier[-1]
        if first.index != start - 2 or first.kind != "noun" or not first.specific:
            return False
        verb = self._phrase_start(tokens, first.index) - 1
        while verb >= 0 and (tokens[verb].lower in PARTICLES or tokens[verb].text.isdigit()):
            verb -= 1
        return verb >= 0 and tokens[verb].lower in COPULAS

    def _after_genitive(self, tokens: list[Token], i: int) -> int:
        """The token after the genitive attribute of the noun at ``i`` (*der Sprecher des Berliner Senats*),
        or ``i + 1`` without one."""
        k = i + 1
        if k >= len(tokens) or tokens[k].lower not in ("des", "der", "eines", "einer"):
            return k
        k += 1
        while k < len(tokens) and k <= i + 6 and (
            tokens[k].is_capitalised() or analyse_determiner(tokens[k].lower) or self.lex.is_adjective_form(tokens[k].text)
        ):
            k += 1
        return k

    def _list_end(self, tokens: list[Token], i: int) -> int:
        """The last noun of a coordination of bare person nouns that starts at token ``i`` (*Journalist,
        Blogger und Aktivist*): a name after it names every conjunct."""
        while (
            i + 2 < len(tokens)
            and tokens[i + 1].lower in (",", "und", "oder", "sowie")
            and tokens[i + 2].is_capitalised()
            and any(r.role == "head" for r in self.lex.person_readings(tokens[i + 2].text))
        ):
            i += 2
        return i

    @staticmethod
    def _vocative(tokens: list[Token], start: int, i: int) -> bool:
        """The bare phrase ``start``..``i`` opens the sentence, a comma follows, and the sentence speaks
        to someone (*Sie*, *du*): the addressee is named."""
        if i + 1 >= len(tokens) or tokens[i + 1].text != ",":
            return False
        if start > 0 and tokens[start - 1].text not in (*_SENTENCE_END, "»", "«", '"', "„", "“"):
            return False
        return any(
            t.lower in words.ADDRESS and (t.lower != "sie" or (t.text == "Sie" and not sentence_initial(tokens, k)))
            for k, t in enumerate(tokens)
        )

    def _office_of(self, tokens: list[Token], i: int) -> bool:
        """The noun at ``i`` is followed by the one place or group it serves: a genitive place name
        (*Frankreichs*) or the writer's own (*von unserem Verein*, *meines Sohnes*)."""
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt is None:
            return False
        if nxt.is_capitalised() and nxt.text.endswith("s") and self.lex.is_toponym(nxt.text[:-1]):
            return True
        if nxt.lower in ("der", "des") and any(
            t.is_capitalised() and self.lex.is_toponym(t.text) for t in tokens[i + 2 : i + 5]
        ) and all(t.is_capitalised() for t in tokens[i + 2 : i + 3]):
            return True  # der Bundeskanzler der Bundesrepublik Deutschland, der Bürgermeister der Stadt Wien
        after = [t.lower for t in tokens[i + 1 : i + 3]]
        return any(a[0] in ("mein", "unser") and a[1] == "gen" for w in after[:1] for a in analyse_determiner(w)) or (
            after[:1] == ["von"] and any(a[0] in ("mein", "unser") for w in after[1:] for a in analyse_determiner(w))
        )

    @staticmethod
    def _event(tokens: list[Token], i: int) -> bool:
        """The sentence around token ``i`` tells an event the writer took part in or dates it: a deictic
        time (*gestern*, *heute Morgen*), or *heute* or a perfect with the writer (*hat mich heute …*, *ich
        hab … gesprochen*); a generic statement (*ein Lehrer muss …*) has neither."""
        start, end = i, i
        while start > 0 and tokens[start - 1].text not in _SENTENCE_END:
            start -= 1
        while end + 1 < len(tokens) and tokens[end + 1].text not in _SENTENCE_END:
            end += 1
        lowered = [t.lower for t in tokens[start : end + 1]]
        if any(w in words.DEICTIC for w in lowered) or any(
            w == "heute" and nxt in words.DAYTIME for w, nxt in pairwise(lowered)
        ):
            return True
        writer = any(w in words.WRITER for w in lowered)
        return writer and ("heute" in lowered or ("ich" in lowered and any(w in words.PERFECT for w in lowered)))

    @staticmethod
    def _named_predicate(tokens: list[Token], i: int, names: list[Mention]) -> bool:
        """*Der letzte Redner ist Florian Hahn*: a copula after the noun and a name after the copula."""
        for k in range(i + 1, len(tokens)):
            if tokens[k].text == ";" or _sentence_end(tokens, k):
                return False
            if tokens[k].lower in COPULAS:
                ends = [j for j in range(k, len(tokens)) if _sentence_end(tokens, j)]
                return any(k < m.index and not any(j < m.index for j in ends) for m in names)
        return False

    def _named_in_window(self, earlier: list[Mention], gender: str) -> bool:
        for mentions in (earlier, *(seen.mentions for seen in reversed(self.window))):
            for m in mentions:
                if m.kind == "name" and m.gender in ("x", gender):
                    return True
        return False

    @staticmethod
    def _subject(tokens: list[Token], verb: int, earlier: list[Mention]) -> Mention | None:
        """The nearest mention before the copula ``verb`` within its sentence (*Meine Mutter ist …*)."""
        if not earlier or any(t.text in (".", "!", "?") for t in tokens[earlier[-1].index : verb]):
            return None
        return earlier[-1]

    def _antecedent(
        self, earlier: list[Mention], genders: Sequence[str], number: str | None, bound: int
    ) -> Mention | None:
        """The nearest compatible mention: this segment first (right to left), then the window. Mentions
        of this segment from token ``bound`` on are the pronoun's own clause (see :func:`clause_bound`):
        never its antecedent, and with one there the search stays in the segment (*Sie schmiegte sich an
        ihn*: someone else, whom an earlier sentence may not name)."""
        skipped = False
        for m in reversed(earlier):
            if _compatible(m, genders, number):
                if m.index < bound:
                    return m
                skipped = True
        if skipped:
            return None
        for seen in reversed(self.window):
            for m in reversed(seen.mentions):
                if _compatible(m, genders, number):
                    return m
        return None

    # -- features -------------------------------------------------------------------------------------

    @staticmethod
    def is_pronoun(low: str) -> bool:
        """Whether ``low`` is a third-person personal or possessive pronoun the rewriter may change."""
        return _pronoun(low)

    @staticmethod
    def _pronoun_features(tokens: list[Token], i: int) -> tuple[tuple[str, ...], str | None]:
        """Genders a pronoun can point back to, and its number where the form or the verb says it."""
        low = tokens[i].lower
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if low in ("er", "ihn", "ihm"):
            return ("m",), "sg"
        if low.startswith("sein"):
            return ("m", "n"), "sg"
        if (
            low == "sie"
            and nxt is not None
            and nxt.text.islower()
            and (nxt.lower.endswith("en") or nxt.lower == "sind")
        ):
            return ("f",), "pl"  # sie haben: plural
        if low == "sie" and nxt is not None and nxt.text.islower() and nxt.lower.endswith(("t", "te")):
            return ("f",), "sg"  # sie sagte
        return ("f",), None  # sie / ihr / ihre: feminine singular or any plural

    def _noun_features(self, tokens: list[Token], i: int, heads: list[PersonReading]) -> tuple[str, str]:
        """Gender and number of a person noun (its readings narrowed by the determiner before it)."""
        start = self._phrase_start(tokens, i)
        det = analyse_determiner(tokens[start].lower) if start < i else ()
        options = [
            (r.gender, n)
            for r in heads
            for _, n in r.feats
            if not det or any(d[2] == n and (n == "pl" or d[3] == r.gender) for d in det)
        ] or [(r.gender, n) for r in heads for _, n in r.feats]
        if not options:
            return heads[0].gender, "sg"
        numbers = {n for _, n in options}
        if len(numbers) == 1:
            return options[0][0], numbers.pop()
        if start < i and (tokens[start].lower in CONTRACTIONS or tokens[start].lower == "zur"):
            return options[0][0], "sg"
        # der/jeder Lehrer: nominative singular unless a noun governs it as a genitive plural
        before = tokens[start - 1] if start > 0 else None
        genitive = (
            before is not None
            and before.is_capitalised()
            and not sentence_initial(tokens, start - 1)
            and start - 1 not in self.name_tokens(tokens)  # daß Brown der Mörder ist: a name governs no genitive
        )
        after = tokens[i + 1 : i + 3]
        if det and after and after[0].lower in words.SINGULAR_COPULAS and (len(after) == 1 or not after[1].text.isalpha()):
            genitive = False  # daß Brown der Mörder ist: a singular copula ends the clause
        number = "sg" if det and not genitive else "pl"
        return next((g for g, n in options if n == number), options[0][0]), number

    @staticmethod
    def _determiner(t: Token) -> bool:
        return bool(analyse_determiner(t.lower)) or t.lower in CONTRACTIONS or t.lower == "zur"

    def _phrase_start(self, tokens: list[Token], i: int) -> int:
        """The first token of the noun phrase ending at ``i`` (determiner or contraction, adjectives)."""
        determiner = self._determiner
        j = i - 1
        while (
            j >= 0
            and tokens[j].text.islower()
            and not determiner(tokens[j])
            and not preposition_cases(tokens[j].lower)
            and self.lex.is_adjective_form(tokens[j].text)
        ):
            j -= 1
        if j >= 0 and determiner(tokens[j]):
            return j
        return j + 1

    # -- names ----------------------------------------------------------------------------------------

    def _name_like(self, tokens: list[Token], i: int, *, loose: bool = False) -> bool:
        """A capitalised word that reads as a name here: a first name, or (``loose``, after a title or a
        person noun) any capitalised word that is no common noun of the lexicon, place or acronym."""
        tok = tokens[i]
        text = tok.text
        if not tok.is_capitalised() or not text.replace("-", "").isalpha():
            return False
        if self.lex.is_first_name(text):
            return True
        if text.isupper() or self.lex.is_toponym(text) or self.lex.is_toponym(text.removesuffix("s")):
            return False
        low = tok.lower
        if low in _FUNCTION_WORDS or analyse_determiner(low) or preposition_cases(low) or _pronoun(low):
            return False  # Jedem, Ihre: a capitalised function word (in a tweet, after a title)
        if low.endswith("ens") and self.lex.in_vocabulary(low[:-1]) and low[:-1].endswith("en"):
            return False  # wegen Ausbleibens, des Verschuldens: a nominalised infinitive's genitive, no name
        if self.lex.is_surname(text):
            return True
        if self.lex.is_noun(text) and (self.lex.is_listed_noun(text) or not loose):
            return False  # loose (after a title or person noun): a word known only as a guessed compound is a name
        return loose or not (self.lex.in_vocabulary(text) or self._compound(text))

    def _known_name(self, text: str) -> bool:
        """A first name or surname of the lexicon that is no place (*Schulz*, but not *Berlin*)."""
        return (self.lex.is_first_name(text) or self.lex.is_surname(text)) and not self.lex.is_toponym(text)

    @staticmethod
    def _compound(text: str) -> bool:
        """*Nichtrückkehrtag*, *Rechtsprechung*: a noun suffix marks a word the lexicon lacks, not a name."""
        return text.lower().endswith(_NOUN_SUFFIXES)

    def _is_name(self, tokens: list[Token], i: int) -> bool:
        """A person's name at ``i``: a first name, or a name-like word next to a verb or a first name."""
        tok = tokens[i]
        text = tok.text
        lex = self.lex
        if lex.is_first_name(text) and not lex.is_noun(text):
            return True
        prev = tokens[i - 1] if i > 0 else None
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if lex.is_first_name(text) and nxt is not None and nxt.is_capitalised() and lex.is_surname(nxt.text):
            return True  # Klaus Müller, Anna Schmidt: a first name that is also a noun, before a surname
        if not self._name_like(tokens, i) or (
            text.endswith("s")
            and not lex.is_surname(text)
            and nxt is not None
            and nxt.is_capitalised()
            and not (prev is not None and prev.lower in COPULAS)
        ):
            return False  # Trumps Berater: the genitive names another person
        if sentence_initial(tokens, i) and (
            (lex.in_vocabulary(text) and (not lex.is_surname(text) or lex.is_adjective_form(text)))
            or tok.lower in _FUNCTION_WORDS
            or analyse_determiner(tok.lower)
            or preposition_cases(tok.lower)
        ):
            return False  # Heute, Lange, Das: any word is capitalised here

        def verb(t: Token | None) -> bool:
            return t is not None and singular_verb(t, lex)

        if lex.person_readings(text):  # Richter, Fischer: a surname only when bare next to a verb
            return lex.is_surname(text) and not (prev is not None and self._determiner(prev)) and verb(nxt)
        if (
            self._known_name(text)
            and not sentence_initial(tokens, i)
            and not lex.is_noun(text)
            and not lex.is_adjective_form(text)
        ):
            return True  # was will Lindner eigentlich
        return (
            verb(nxt)
            or (verb(prev) and (nxt is None or nxt.text in _CLAUSE_BREAK))
            or (prev is not None and (lex.is_first_name(prev.text) or prev.lower in COPULAS))
            or (prev is not None and bool(lex.person_readings(prev.text)))
        )

    def _name_span(self, tokens: list[Token], i: int) -> range:
        """``i`` and the capitalised name words right after it (*Thomas Schlier*)."""
        j = i + 1
        while (
            j < len(tokens)
            and self._name_like(tokens, j, loose=True)
            and not self.lex.person_readings(tokens[j].text)
        ):
            j += 1
        return range(i, j)
