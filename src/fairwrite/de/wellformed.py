"""The last check over a segment's edits: every changed word is a well-formed gender-fair form of its
source word, and every agreeing word belongs to a rewritten person noun (issue 41).

The rules of :mod:`fairwrite.de.mentions` and :mod:`fairwrite.de.pronouns` decide what to rewrite; this
module only vetoes. An edit passes when

- a noun is a person noun the lexicon knows (or its compound), its source word is one side of the dual,
  the feminine side ends in *-in*/*-innen* at the split, the stem before the split is the masculine's
  stem (umlaut aside), and the capitalisation of the source is kept letter by letter (a hyphenated
  compound's lower-case part stays lower-case);
- a determiner or adjective belongs to a noun phrase whose rewritten person noun follows it, with no other
  head noun in between (*vor einer … höheren Besteuerung* is the article of *Besteuerung*);
- a pronoun is one word whose source is one side of its dual (whether a standalone *einer*/*jeder* is
  the article of a following noun is decided where it is starred, :func:`fairwrite.de.pronouns.article_of_later_noun`).

- the mentions of one referent are rewritten together or not at all (:func:`_inconsistent_referents`: a
  lemma repeated in the line, a predicate or *als*-role and its subject, a parenthetical gloss, the
  conjuncts of one list; the predicate of a name, a pronoun or a lexically gendered subject stays in the
  generic mode), and a rewrite keeps the number its phrase shows (*jeder … Bürger*, *einer der … Prüfer*,
  *den oder die Täter*).

An edit that fails is dropped with every edit that agrees with it, all or nothing per referent: a failed
noun phrase takes its determiner and adjectives along, and the pronouns of the segment too (a pronoun
does not record its antecedent, so none of them may be left agreeing with a noun that stays); a failed
pronoun takes every edit of the segment. Why: a wrong edit costs more than a missed one, and a
half-agreed line is a wrong line.
"""

from __future__ import annotations

import re

from fairwrite.de.forms import UMLAUT_FREE, Dual, keep_source_case
from fairwrite.de.lexicon import PersonReading
from fairwrite.de.morphology import ADJ_ENDINGS, CONTRACTIONS, analyse_determiner, preposition_cases
from fairwrite.de.person import listed_tails, place_adjective
from fairwrite.de.referents import HONORIFICS, LEXICAL_GENDER
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import QUOTES, clause_end, clause_start, sentence_initial
from fairwrite.de.words import NUMERALS, OFFICE_STEMS, PARTITIVE, SINGULAR_COPULAS

_words = str.split
_PHRASE_KINDS = ("noun", "adjnoun")


def enforce(st: Sentence) -> None:
    """Drop from ``st.duals`` every edit that breaks the invariants, with the edits agreeing with it."""
    if not st.duals:
        return
    nouns = {d.group: k for k, d in st.duals.items() if d.kind in _PHRASE_KINDS}
    heads = _rewritten_heads(st)  # (read once: the duals stay as they are until the end)
    alike = {h for h in heads if h not in st.duals}  # adjectival nouns spelt alike: only their article changes
    failed_groups: set[int] = set()
    unwritten: set[int] = set()  # nouns left masculine for their own sake: a form not written, a guessed number
    pronoun_failed = False
    for k, d in st.duals.items():
        if d.kind in _PHRASE_KINDS:
            if (
                not _noun_ok(st, k, d)
                or _bare_role(st, k, d)
                or _half_coordination(st, k, alike)
                or _number_flipped(st, k, d)
            ):
                unwritten.add(k)
            ok = (
                k not in unwritten
                and not _relative_left(st, k, d)
                and not _singular_phrase(st, k, d)
                and not _partitive_singular(st, k, d)
                and not _subject_of_waehrend(st, k, d)
                and not _alternative_determiners(st, k)
                and not _bare_adjective_singular(st, k, d)
                and not _member_left(st, k, d)
                and not _genitive_without_head(st, k, d)
                and not _few_of_named_body(st, k, d)
            )
        elif d.kind in ("determiner", "adjective"):
            noun = nouns.get(d.group, _adjectival_head(st, k))
            ok = (
                noun is not None
                and _agrees(st, k, noun)
                and _word_ok(st, k, d)
                and not _paired_article(st, k)
                and not _nominative_after_preposition(st, k, d)
            )
        else:
            ok = _word_ok(st, k, d)
            if not ok:
                pronoun_failed = True
        if not ok:
            failed_groups.add(d.group)
    # the masculine person nouns left as written, read once for both checks
    kept = {j for j in range(len(st.tokens)) if j not in heads and _kept_person(st, j)} if heads else set()
    inconsistent = _inconsistent_referents(st, heads, kept)
    unwritten |= {h for h, groups in heads.items() if groups & inconsistent}
    failed_groups |= inconsistent
    failed_groups |= _partners_of_failed(st, heads, failed_groups)
    failed_groups |= _left_whole(st, heads, kept, failed_groups, unwritten)
    if pronoun_failed or _pronoun_left(st):
        st.duals.clear()
        st.owner.clear()
        return
    if not failed_groups:
        return
    for k in [k for k, d in st.duals.items() if d.group in failed_groups or d.kind == "pronoun"]:
        del st.duals[k]
        st.owner.pop(k, None)


def _left_whole(
    st: Sentence, heads: dict[int, set[int]], kept: set[int], failed: set[int], unwritten: set[int]
) -> set[int]:
    r"""The dual groups of every rewritten person noun of a sentence in which another masculine person
    noun that may be generic is left as written (s14 lever 1): a list partner or another role of the same
    rule (*dass nur Apotheker … mit Ärzten*, *durch den Ehegatten, Lebenspartner oder die Erben*), or a noun
    of ``unwritten``, whose own edit was dropped because its form or number could not be written, its
    list is half written or another mention of its referent stays (*den Apothekern …, sich als
    Medikationsberater zu spezialisieren*). Whatever kept the other noun (a lexicon
    gap, a missed list, a guessed number), the sentence would be half written. Not counted: what
    :func:`_left_masculine` shows to be no generic (a specific singular, a name, a thing), and a noun
    dropped for being specific (*während der Leiter … spricht*). Only the ``generic`` mode. ``heads``:
    :func:`_rewritten_heads`; ``kept``: the person nouns :func:`_kept_person` finds left as written."""
    if not st.keep_individuals:
        return set()
    live = {h for h, groups in heads.items() if not groups <= failed}
    if not live:
        return set()
    hit = [j for j in kept if _left_masculine(st, j, live)]
    hit += unwritten
    sentences = {_sentence_span(st, j) for j in hit}
    return {g for h in live if any(lo < h < hi for lo, hi in sentences) for g in heads[h]}


#: Pronouns that take up a *wer* clause (*wer …, der kennt*) or a singular noun (*des Antragstellers …
#: mit dessen Einverständnis*).
_CORRELATIVES = frozenset(("der", "den", "dem", "dessen"))


def _pronoun_left(st: Sentence) -> bool:
    r"""A pronoun of a rewritten referent is left masculine (s14 lever 1, pronouns): the correlative of a
    generic *wer* clause whose later pronouns are written (*Wer … verbietet, der kennt sie nicht, und dann
    handelt er\*sie …*; not *Wer … leistet, den können wir …*, where only another noun is written) or a
    *dessen* after a rewritten masculine singular (*von dem\*der Antragsteller\*in … mit dessen
    Einverständnis*). Half the referent's words would be written, so the segment is left whole (generic
    mode only)."""
    if not st.keep_individuals or not st.duals:
        return False
    tokens = st.tokens
    singulars = [k for k, d in st.duals.items() if d.kind in _PHRASE_KINDS and d.number == "sg"]
    pronouns = [k for k, d in st.duals.items() if d.kind == "pronoun"]
    for k, t in enumerate(tokens):
        if k in st.duals or t.lower not in _CORRELATIVES or t.text != t.lower:
            continue
        lo, _ = _sentence_span(st, k)
        if (
            tokens[k - 1].text == ","
            and any(tokens[j].lower == "wer" for j in range(lo + 1, k))
            and any(p > k for p in pronouns)
        ):
            return True  # the wer referent's later pronouns are written, its correlative is not
        if t.lower == "dessen" and any(lo < h < k and not _thing_between(st, h, k) for h in singulars):
            return True
    return False


def _thing_between(st: Sentence, a: int, b: int) -> bool:
    """A masculine or neuter singular noun between tokens ``a`` and ``b``, which a *dessen* at ``b`` may take
    up instead (*der Antragsteller muss das Formular ausfüllen, dessen Muster …*)."""
    return any(
        t.is_capitalised() and any(g in ("m", "n") and n == "sg" for g, n in st.lex.noun_genders(t.text))
        for t in st.tokens[a + 1 : b]
    )


def _sentence_span(st: Sentence, j: int) -> tuple[int, int]:
    """The tokens around word ``j`` up to the sentence ends before and after it (exclusive)."""
    return clause_start(st.tokens, j, _SENTENCE_END) - 1, clause_end(st.tokens, j, _SENTENCE_END)


def _left_masculine(st: Sentence, j: int, heads: set[int]) -> bool:
    """Kept person noun ``j`` may be a generic masculine of the sentence of a rewritten noun of ``heads``:
    not a place, a quoted name, the office of a following name, a noun naming men (*Muslimbrüder*), a
    singular the engine keeps as a specific person (*ein Händler*, *der Lenker*, *vom Direktor*; a
    quantified *jeder*/*kein* singular counts), nor a word its determiner does not agree with as a
    masculine (*die erforderliche Fachkunde*)."""
    tokens = st.tokens
    t = tokens[j]
    lo, hi = _sentence_span(st, j)
    if not any(lo < h < hi for h in heads):
        return False  # another sentence of the line
    party = _second_party(st, j, [h for h in heads if lo < h < hi])
    if j in st.things or (j in st.names and not party):
        return False  # read as a thing, a name or a specific individual where it was found
    if st.lex.is_toponym(t.text):
        return False
    prev = st.token(j - 1)
    if prev is not None and prev.text in QUOTES:
        return False
    nxt = st.token(j + 1)
    if nxt is not None and nxt.text.isalpha() and (
        (nxt.is_capitalised() and (st.lex.is_first_name(nxt.text) or st.lex.is_toponym(nxt.text)))
        or not (
            st.lex.is_noun(nxt.text)
            or st.lex.in_vocabulary(nxt.lower)
            or preposition_cases(nxt.lower)
            or analyse_determiner(nxt.lower)
            or st.lex.is_adjective_form(nxt.lower)
        )
    ):
        return False  # Weltrekordhalter David Rudisha, Europameister Frankreich, User sandgassenhero: a name's title
    if t.text.endswith(_MALE_HEADS) or t.text.endswith(("brüder", "brüdern")):
        return False  # Muslimbrüder, Fachmann: a noun that names men
    feats = _masculine_feats(st, t.text)
    d = j - 1
    while d >= 0 and st.is_adj(d):
        d -= 1
    low = tokens[d].lower if d >= 0 and d not in st.duals else ""
    if low in ("dessen", "deren") and any(n == "sg" for _, n in feats):
        return False  # dessen Kanzler, soweit dieser …: the one office of a body named before
    if low in CONTRACTIONS:
        low = CONTRACTIONS[low][1]
    det = analyse_determiner(low) if low else ()
    if not det and ({n for _, n in feats} == {"sg"} or st.lex.is_surname(t.text)):
        return False  # (Mein Bruder ist Arzt, sagte Fischer): a bare singular is a predicate or a name
    if det:
        numbers = _agreeing_numbers(det, feats)
        if not numbers:
            return False  # die erforderliche Fachkunde: the phrase is no masculine person noun
        if party:
            return True  # dem Beamten … die Aufgaben eines Rechtspflegers: the rule's second party
        if numbers == {"sg"} and det[0][0] not in ("jeder", "kein"):
            return False  # ein Händler, vom Direktor: a singular kept as a specific person
        if "sg" in numbers and det[0][0] in ("der", "dieser", "jener") and not (
            d > 0 and tokens[d - 1].is_capitalised() and st.lex.is_noun(tokens[d - 1].text)
        ):
            return False  # der Lenker, nicht der Gesellschafter: nominative singular, not a genitive attribute
    return True


def _masculine_heads(st: Sentence, word: str) -> list[PersonReading]:
    """The readings of ``word`` as the head of a masculine person noun (what a kept generic would be)."""
    return [r for r in st.lex.person_readings(word) if r.role == "head" and r.gender == "m"]


def _masculine_feats(st: Sentence, word: str) -> set[tuple[str, str]]:
    """The (case, number) features of ``word`` read as a masculine person noun."""
    return {f for r in _masculine_heads(st, word) for f in r.feats}


def _agreeing_numbers(det: tuple[tuple[str, str, str, str], ...], feats: set[tuple[str, str]]) -> set[str]:
    """The numbers in which the determiner readings ``det`` agree with a masculine person noun of ``feats``
    (a plural determiner has no gender)."""
    return {n for _, c, n, g in det if (c, n) in feats and (g == "m" or n == "pl")}


#: Definite articles of a singular (and their contractions): *der Gesellschafter*, *des Klienten*, *vom Käufer*.
_DEFINITE_SG = frozenset(_words("der des dem den")) | {c for c, (_, article, _) in CONTRACTIONS.items() if article == "dem"}


def _second_party(st: Sentence, j: int, heads: list[int]) -> bool:
    r"""Kept noun ``j`` is a definite singular beside a rewritten generic of its sentence, the statement's
    other party and just as generic, even where the mention finder took it alone for a specific individual
    (s14 de12 lever 3): *muss der Insolvenzverwalter zustimmen, nicht der Gesellschafter*; *vermittelt
    dem Beamten … die Aufgaben eines Rechtspflegers*; *Anforderungen an die Pädagogen … Selbstbestimmung
    des Klienten*; *Eigentum des Empfängers … in den Besitz der Erben*. Beside a rewritten plural, a
    nominative (*sagte der Direktor*: a subject, a speaker), an office
    (*des Integrationsministers*), a noun with a genitive after it (*vom Direktor des Schloßtheaters*: the
    one office of a body) and a title before a name (*der Genosse Stalin*) stay specific. Only a phrase that
    is singular by its article counts (not *den Langobarden*, also a dative plural)."""
    tokens = st.tokens
    prev = st.token(j - 1)
    if not heads or prev is None or j - 1 in st.duals or prev.text != prev.lower or prev.lower not in _DEFINITE_SG:
        return False
    low = CONTRACTIONS[prev.lower][1] if prev.lower in CONTRACTIONS else prev.lower
    if _agreeing_numbers(analyse_determiner(low), _masculine_feats(st, tokens[j].text)) != {"sg"}:
        return False
    if any(h in st.duals and st.duals[h].number == "sg" and st.duals[h].kind in _PHRASE_KINDS for h in heads):
        return True  # a singular rewritten as generic: the sentence is a rule or a definition
    if low == "der":
        return False  # sagte der Direktor: a nominative beside a plural is a subject or a speaker, one person
    after = tokens[j + 1 : clause_end(tokens, j)][:6]
    return not (
        any(stem in tokens[j].lower for stem in OFFICE_STEMS)
        or (after and after[0].lower in ("des", "der"))
        or any(
            a.is_capitalised()
            and (st.lex.is_first_name(a.text) or st.lex.is_surname(a.text) or not st.lex.is_noun(a.text))
            for a in after
        )
    )


def _genitive_without_head(st: Sentence, k: int, d: Dual) -> bool:
    r"""A noun rewritten as a plural right after *der* (adjectives between) that nothing governs as a genitive:
    a plural *der N* is a genitive and needs a head noun, a genitive preposition or a partitive before it
    (*die Rechte der Gläubiger*, *zugunsten der Rebellen*, *5 % der Bewerber*, *einer der Käufer*); after a
    pronoun or a verb it is a nominative singular (*dass Du der Hüter … seist*), so the plural would flip
    the number (s14 lever 2)."""
    if d.number != "pl" or not st.keep_individuals:
        return False
    tokens = st.tokens
    j = k - 1
    while j >= 0 and (st.is_adj(j) or (j in st.duals and st.duals[j].kind == "adjective")):
        j -= 1
    if j < 1 or (_source(st, st.duals[j]) if j in st.duals else tokens[j].text).lower() != "der":
        return False
    before = tokens[j - 1]
    if before.lower in _PERSONAL or before.lower in _COPULAS_SG:
        return True  # (dass Du der Hüter … seist; er ist der Hüter)
    return (
        before.is_capitalised()
        and before.text.isalpha()
        and not sentence_initial(tokens, j - 1)
        and not st.lex.is_noun(before.text)  # (Task Force der … Methodisten: a name's word, no head noun)
    )


def _number_flipped(st: Sentence, k: int, d: Dual) -> bool:
    r"""A masculine noun rewritten in the number its unchanged determiner and adjective endings rule out (s14
    de12 lever 2): a masculine singular never follows *die* (*die linksgrünen Bahnhofsklatscher* → never
    *Bahnhofsklatscher\*in*), nor *der* with an *-en* adjective (*der identifizierbaren Chaoten*, a
    genitive plural; the nominative singular is *der identifizierbare Chaot*); a plural never follows an
    *-er* adjective after *ein*/*kein*/a possessive or a place's genitive (*Kenias zweiter
    Premierminister*), nor a name (*Dr. Helmut Kohl Bundeskanzler der Bundesrepublik*). The rewrite would flip
    the number, so it is left."""
    if not st.keep_individuals or d.kind != "noun" or _source(st, d) != d.masc:
        return False
    tokens = st.tokens
    j = k - 1
    adjectives: list[str] = []
    while j >= 0 and (st.is_adj(j) or (j in st.duals and st.duals[j].kind == "adjective") or _inflected(st, j)):
        adjectives.append((_source(st, st.duals[j]) if j in st.duals else tokens[j].text).lower())
        j -= 1
    if j < 0:
        return False
    before = (_source(st, st.duals[j]) if j in st.duals else tokens[j].text)
    low = before.lower()
    if d.number == "sg":
        return low == "die" or (low == "der" and any(a.endswith("en") for a in adjectives))
    if not adjectives:
        # Helmut Kohl Bundeskanzler der Bundesrepublik: the office of a name (not Fischer, also a person noun)
        return (
            before[:1].isupper()
            and j not in st.duals
            and (st.lex.is_first_name(before) or st.lex.is_surname(before))
            and not st.lex.person_readings(before)
        )
    if not adjectives[-1].endswith("er"):
        return False
    if low in _SINGULAR_ARTICLES:
        return True
    return before[:1].isupper() and low.endswith("s") and st.lex.is_toponym(before[:-1])


def _inflected(st: Sentence, j: int) -> bool:
    """An inflected lower-case word the lexicon may lack (*indentifizierbaren*): no article, preposition or numeral."""
    t = st.tokens[j]
    return (
        j not in st.duals
        and t.text.islower()
        and t.text.isalpha()
        and t.lower.endswith(ADJ_ENDINGS)
        and not preposition_cases(t.lower)
        and not analyse_determiner(t.lower)
        and t.lower not in NUMERALS
        and len(t.text) > 4
    )


def _few_of_named_body(st: Sentence, k: int, d: Dual) -> bool:
    r"""A counted few of a body named after them (*Zwei Basketballspieler der „Miami Heat“*, *von zwei
    Treuhändern der University of Chicago*): a small number of members of one named team or institution are
    specific people, whose make-up the text knows (s14 de12 lever 4). A body named by a common noun
    (*zwei Vizegouverneure der Zentralbank*) stays generic."""
    if not st.keep_individuals or d.kind != "noun" or d.number != "pl" or k == 0:
        return False
    count = st.tokens[k - 1]
    if not (count.lower in _SMALL_COUNTS or (count.text.isdigit() and int(count.text) <= 12)):
        return False
    det = st.token(k + 1)
    name = st.token(k + 2)
    if det is None or name is None or det.lower not in ("der", "des"):
        return False
    return name.text in QUOTES or (
        name.is_capitalised() and name.text.isalpha() and not st.lex.is_noun(name.text) and not st.lex.in_vocabulary(name.lower)
    )


#: Small cardinal numbers: a count of a few people.
_SMALL_COUNTS = frozenset(_words("zwei drei vier fünf sechs sieben acht neun zehn elf zwölf beide beiden"))


#: Determiners without an ending before a strong *-er* adjective: a masculine nominative singular follows.
_SINGULAR_ARTICLES = frozenset(_words("ein kein mein dein sein unser euer"))


#: A separable verb's *zu*-infinitive (*einzustufen*, *weiterzubilden*), checked against the infinitive.
_PARTICLE_ZU_INFINITIVE = re.compile(r"([a-zäöüß]{2,}?)zu([a-zäöüß]{2,}en)")

_PERSONAL = frozenset(_words("ich du er sie es wir ihr mich dich ihn uns euch"))
#: Singular copulas of every person (words.SINGULAR_COPULAS holds the third's).
_COPULAS_SG = SINGULAR_COPULAS | frozenset(_words("bin bist warst seist wärst wirst"))

#: The nominative singular and plural of these nouns are spelt alike (*Politiker*, *Berater*, *Lehrer*).
_SAME_NUMBER_ENDINGS = ("er", "el", "en")


def _bare_role(st: Sentence, k: int, d: Dual) -> bool:
    r"""A role after *als* with no determiner or adjective, whose singular and plural are spelt alike, written
    as a singular inside a *zu*-infinitive (*um Unternehmen als Großunternehmer einzustufen*, *sich … als
    Berater zu spezialisieren*): the infinitive has no subject of its own, the role's number is that of an
    object or controller elsewhere, which the phrase does not show, so the singular is a guess (s14 lever 3).
    A finite verb settles it (*Wer … hetzt, taugt nicht als Verteidiger\*in*), and a plural written from its
    plural controller (*den Apothekern …, sich als Berater\*innen*, s13) is read, not guessed."""
    if not st.keep_individuals or d.kind != "noun" or d.number != "sg" or k == 0 or st.tokens[k - 1].lower != "als":
        return False
    if not _source(st, d).endswith(_SAME_NUMBER_ENDINGS):
        return False
    tokens = st.tokens
    for j in range(k + 1, clause_end(tokens, k)):
        t = tokens[j]
        nxt = st.token(j + 1)
        if t.text == "zu" and nxt is not None and nxt.text.islower() and nxt.text.endswith("en"):
            return True
        m = _PARTICLE_ZU_INFINITIVE.fullmatch(t.text)
        if m and st.lex.in_vocabulary(m[1] + m[2]):
            return True  # einzustufen, weiterzubilden: the zu-infinitive of a separable verb
    return False


def _partners_of_failed(st: Sentence, heads: dict[int, set[int]], failed: set[int]) -> set[int]:
    r"""The dual groups of rewritten person nouns listed with a person noun whose edit is dropped: the list
    is written one way, all or nothing (*zwischen Zeugen und Beschuldigtem*: *Zeugen* stays with *zum
    Zeugen*, so *Beschuldigtem* stays too; s13 read). ``heads``: :func:`_rewritten_heads`."""
    dropped = set(failed)
    grown = True
    while grown:
        grown = False
        for h, groups in heads.items():
            if groups <= dropped:
                continue
            if any(j in heads and heads[j] & dropped for j in _conjuncts(st, h)):
                dropped |= groups
                grown = True
    return dropped - failed


#: Words that link a person noun to its predicate or role: *als*, the copulas (*er war … ein Musiker*).
_PREDICATE_LINKS = frozenset(
    _words("als ist war sei wäre wird wurde bleibt blieb gilt galt sind waren seien wären werden wurden bleiben blieben")
)
_SENTENCE_END = frozenset((".", "!", "?", ";"))


def _inconsistent_referents(st: Sentence, heads: dict[int, set[int]], kept: set[int]) -> set[int]:
    r"""The dual groups of rewritten person nouns that share a referent with a person noun that stays:
    the line would be half agreed, so the rewritten mentions are dropped (all or nothing per referent).

    Mentions of one referent are read from the words that tie them, without a parser:

    - the same lemma elsewhere in the segment (*Für Beamte … des Beamten*, *Bürger der kleinsten Länder
      … wie Bürger der größten*): one rule, one class of people, written one way;
    - a role or predicate: a person noun after *als* or a copula and the nearest person noun before it
      in the sentence (*die Franzosen … als Kaufleute und Handwerker*, *X als Verhandlungspartner*);
    - a parenthetical gloss right after the noun (*des Versicherten (Arbeitnehmers)*).

    A kept mention is a masculine person noun the lexicon lists (peoples' names included: *Mongolen*), or
    a compound of *Mann* (*als Fachmann*), that the mention finder left as written, whatever its reason
    (``kept``, beside ``heads``, the rewritten ones of :func:`_rewritten_heads`)."""
    if not heads:
        return set()
    tokens = st.tokens
    failed: set[int] = set()
    lemmas = {j: _lemmas(st, j) for j in (*heads, *kept)}
    for h in heads:
        if any(lemmas[h] & lemmas[j] for j in kept):
            failed.add(h)  # the same lemma kept elsewhere
    persons = sorted((*heads, *kept))
    for a, t in enumerate(tokens):
        gloss = t.text == "("
        if (t.lower not in _PREDICATE_LINKS and not gloss) or not _link(st, a):
            continue
        role = _phrase_head_after(st, a, persons, copula=not gloss and t.lower != "als")
        if role is None and not gloss and t.lower != "als":
            pair = _verb_final_pair(st, a, persons)  # dass ein jeder Christ ein Beichtvater ist
            if pair and set(pair) & heads.keys() and set(pair) & kept:
                failed |= set(pair) & heads.keys()
            continue
        if role is None:
            continue
        if not gloss and role in heads and st.keep_individuals and (
            _specific_subject(st, a, persons) or _named_between(st, a, role)
        ):
            failed.add(role)  # Mozart und Haydn waren berühmte Komponisten: the predicate follows its subject
            continue
        before = [p for p in persons if p < a]
        if gloss:
            before = [p for p in before if p == a - 1]
        else:
            end = clause_start(tokens, a, _SENTENCE_END) - 1
            before = [p for p in before if p > end]
        if not before:
            continue
        subject = before[-1]
        pair = {subject, role}
        if pair & heads.keys() and pair & kept:
            failed |= pair & heads.keys()
    return {g for h in failed for g in heads[h]}


#: Personal pronouns of specific people as subjects (the speaker, the addressee, *er* kept as written).
_SPECIFIC_SUBJECTS = frozenset(("ich", "du", "wir", "er"))


def _named_between(st: Sentence, a: int, role: int) -> bool:
    """A name or a personal pronoun between a copula and its predicate is the subject (*wurde Bo 1993
    Bürgermeister*, *war er ein Musiker*)."""
    if st.tokens[a].lower == "als":
        return False
    for k in range(a + 1, role):
        t = st.tokens[k]
        if t.lower in _SPECIFIC_SUBJECTS and t.text.islower():
            return True
        if t.is_capitalised() and t.text.isalpha() and (st.lex.is_first_name(t.text) or not st.lex.is_noun(t.text)):
            return True
    return False


def _specific_subject(st: Sentence, a: int, persons: list[int]) -> bool:
    """The clause before the copula or *als* at ``a`` has, nearer than any person noun, a subject that
    names specific people: a name, a lexically gendered noun (*Die Brüder wurden … Musiker*) or a
    personal pronoun left as written (*wir als Unternehmer*)."""
    tokens = st.tokens
    for k in range(a - 1, -1, -1):
        t = tokens[k]
        if t.text in (",", ";", ":", ".", "!", "?") or k in persons:
            return False
        if k in st.duals:
            continue
        if _thing_subject(st, k):
            return True  # Das Gericht würde … als Richter und Jury handeln: the role of an institution or thing
        if t.lower in _SPECIFIC_SUBJECTS and (t.text.islower() or sentence_initial(tokens, k)):
            return True
        if t.text in LEXICAL_GENDER or k in st.person_names() or (t.is_capitalised() and st.lex.is_first_name(t.text)):
            return True  # (Tom und Maria sind meine Freunde)
        if (
            t.is_capitalised()
            and t.text.isalpha()
            and not sentence_initial(tokens, k)
            and not st.lex.is_noun(t.text)
            and not st.lex.in_vocabulary(t.lower)
            and not st.lex.is_toponym(t.text)
            and not (k > 0 and tokens[k - 1].text.islower() and bool(preposition_cases(tokens[k - 1].lower)))
        ):
            return True  # Mozart und Haydn: a name the detector did not need so far
    return False


#: Words before a comparative *als* (*mehr als 80 Besucher*: a number, no role).
_COMPARATIVE = frozenset(_words("mehr weniger eher lieber besser anders sowohl größer kleiner älter jünger höher"))


def _link(st: Sentence, a: int) -> bool:
    """Token ``a`` links a noun to its role or predicate: *als* not after a comparative (*mehr als*), a copula
    whose clause does not end in a verb it is the auxiliary of (*wurden … verletzt*, *wird … hervorbringen*)."""
    tokens = st.tokens
    low = tokens[a].lower
    if low == "als":
        prev = st.token(a - 1)
        return prev is None or not (prev.lower in _COMPARATIVE or (prev.text.islower() and prev.lower.endswith("er")))
    if low not in _PREDICATE_LINKS:
        return True  # ( a gloss
    end = a + 1
    while end < len(tokens) and tokens[end].text not in (",", ".", ";", ":", "!", "?", "–"):
        end += 1
    last = tokens[end - 1] if end - 1 > a else None
    # (ist später ein Student geworden, will Lehrer werden: a copula's own participle or infinitive ends it)
    copula_verb = last is not None and last.lower in ("geworden", "gewesen", "geblieben", "werden", "sein", "bleiben")
    return copula_verb or not (last is not None and last.text.isalpha() and last.text.islower())


def _verb_final_pair(st: Sentence, a: int, persons: list[int]) -> tuple[int, int] | None:
    """A copula that ends its clause (*da ein jeder Christ ein Beichtvater ist*): the two person nouns
    before it in that clause, subject and predicate."""
    nxt = st.token(a + 1)
    if nxt is not None and nxt.text.isalpha():
        return None
    tokens = st.tokens
    found: list[int] = []
    for k in range(a - 1, -1, -1):
        if tokens[k].text in (",", ";", ":", ".", "!", "?") or tokens[k].text in QUOTES:
            break
        if k in persons:
            found.append(k)
    if len(found) < 2 or found[0] != a - 1:
        return None  # the predicate ends right before the copula (not: … in Bayern zweckentfremdet werden)
    j = found[0] - 1
    while j >= 0 and (st.is_adj(j) or analyse_determiner(tokens[j].lower)):
        j -= 1
    if j >= 0 and (preposition_cases(tokens[j].lower) or tokens[j].lower in CONTRACTIONS):
        return None  # a prepositional phrase, no predicate
    return found[1], found[0]


def _thing_subject(st: Sentence, k: int) -> bool:
    """Token ``k`` heads a noun phrase with an article that no preposition governs and names no person
    (*Das Gericht*, *die Truppen*): a subject or object that a predicate after it describes."""
    t = st.tokens[k]
    if not t.is_capitalised() or not t.text.isalpha() or st.lex.is_person(t.text) or not st.lex.is_noun(t.text):
        return False
    j = k - 1
    while j >= 0 and st.is_adj(j):
        j -= 1
    if j < 0 or not any(a[0] in ("der", "ein", "dieser", "jener") for a in analyse_determiner(st.tokens[j].lower)):
        return False  # (unsere Aufgabe als Demokraten: a possessive, the role is the owner's)
    before = st.token(j - 1)
    return not (before is not None and (preposition_cases(before.lower) or before.lower in CONTRACTIONS))


def _rewritten_heads(st: Sentence) -> dict[int, set[int]]:
    """Each rewritten person noun's token → the dual groups of its phrase (an adjectival noun spelt
    alike on both sides, *dem Verlobten*, has only its determiner's and adjectives' duals)."""
    heads: dict[int, set[int]] = {}
    for k, d in st.duals.items():
        if d.kind in _PHRASE_KINDS:
            heads.setdefault(k, set()).add(d.group)
        elif d.kind in ("determiner", "adjective"):
            head = _adjectival_head(st, k)
            if head is not None and head not in st.duals:
                heads.setdefault(head, set()).add(d.group)
    return heads


#: Ends of compounds whose head states a man (*Fachmann*, *Beichtvater*, *Landesvater*, *Steuerherren*).
_MALE_HEADS = (
    *_words("mann männer männern manns vater väter vätern vaters bruder brüder"),
    *_words("herr herrn herren"),  # (den Steuerherren und Bürgermeistern, s13 read)
)


def _kept_person(st: Sentence, j: int) -> bool:
    t = st.tokens[j]
    if j in st.duals or st.blocked[j] or not t.is_capitalised() or not t.text.replace("-", "").isalpha():
        return False
    prev = st.token(j - 1)
    if prev is not None and (prev.text in HONORIFICS or (prev.is_capitalised() and st.lex.is_first_name(prev.text))):
        return False  # Joschka Fischer, Herr Müller: a surname
    if t.text.endswith(_MALE_HEADS) and len(t.text) > 5:
        return True  # als Fachmann, ein Beichtvater: lexically male, kept by the lexicon
    readings = _masculine_heads(st, t.text)
    if any(r.noun.kind != "adjectival" and st.lex.is_listed_noun(r.noun.masc) for r in readings):
        return True
    # an adjectival noun is masculine only by its determiner (einem Vorsitzenden; not die Angestellten,
    # an adjectival plural, neutral already)
    det = analyse_determiner(prev.lower) if prev is not None and j - 1 not in st.duals else ()
    return bool(readings) and bool(det) and all(n == "sg" and g in ("m", "n") for _, _, n, g in det)


def _lemmas(st: Sentence, j: int) -> set[str]:
    return {r.masc_lemma for r in st.lex.person_readings(st.tokens[j].text) if r.role == "head"}


def _phrase_head_after(st: Sentence, a: int, persons: list[int], *, copula: bool = False) -> int | None:
    """The person noun heading the phrase right after token ``a`` (determiners, adjectives, numbers
    and modal particles before it; after a copula any adverb: *wurden später berühmte Musiker*), if any."""
    tokens = st.tokens
    for j in range(a + 1, min(len(tokens), a + 6)):
        if j in persons:
            return j
        t = tokens[j]
        nxt = st.token(j + 1)
        conjunct = t.is_capitalised() and nxt is not None and nxt.lower in ("und", "oder", ",")  # als Kaufleute und Handwerker
        if not (
            analyse_determiner(t.lower) or st.is_adj(j) or t.text.isdigit()
            or (copula and t.text.isalpha() and t.text.islower() and not preposition_cases(t.lower))
            or (copula and t.is_capitalised() and (st.lex.is_first_name(t.text) or not st.lex.is_noun(t.text)))
            or (t.text.islower() and t.lower.endswith(ADJ_ENDINGS) and not preposition_cases(t.lower)) or t.lower in _FILLERS or conjunct
            or (t.lower in ("und", "oder") and j > a + 1)
        ):
            return None
    return None


#: Particles and adverbs between a copula or *als* and its predicate (*war damals ein*, *als erfahrener*).
_FILLERS = frozenset(("auch", "ja", "doch", "nur", "noch", "schon", "damals", "einst", "bereits", "wohl", "nicht", "kein"))


#: Words a coordination of noun phrases may hold between its nouns besides conjunctions (*Unternehmern, Großhändlern oder*,
#: *Fachprüfern, darunter mindestens einem Fachprüfer*, *Der Vorsitzende und seine Stellvertreter*).
_COORDINATION = frozenset(("mindestens", "höchstens", "auch", "ihre", "seine", "deren"))


def _half_coordination(st: Sentence, k: int, alike: set[int]) -> bool:
    r"""The rewritten person noun at ``k`` is coordinated with a masculine person noun that stays: the
    line would be half rewritten (*Unternehmer\*innen, Großhändlern*; *Fachprüfer\*innen, darunter
    mindestens einem Fachprüfer*), so neither is (all or nothing). ``alike``: the rewritten adjectival nouns
    spelt alike on both sides (only their article changes), no kept conjunct."""
    conjuncts = _conjuncts(st, k)
    if not conjuncts:
        return False
    # a kept conjunct: a masculine head the lexicon lists, not a guess (Kontingenten), nor a pair form the
    # text wrote (Arbeitnehmerinnen und Arbeitnehmer: blocked); an adjectival one masculine by its article
    singular = st.duals[k].number == "sg"
    return any(
        _kept_person(st, j)
        or _unread_person_compound(st, j)
        or _unread_compound(st, j)
        or (singular and _bare_strong_masculine(st, j))
        for j in conjuncts
        if j not in alike
    )


def _unread_compound(st: Sentence, j: int) -> bool:
    r"""A conjunct the lexicon does not know as a word, nor as a person, whose last part is a masculine
    person noun (*ordentliche Meister, Tanz- und Musik|meister*): a masculine person all the same, left as
    written, so a list with it would be half done (s13 read)."""
    word = st.tokens[j].text
    if j in st.duals or not word.isalpha() or st.lex.person_readings(word) or st.lex.is_listed_noun(word):
        return False
    if st.lex.is_toponym(word) or st.lex.is_first_name(word) or j in st.person_names():
        return False
    for _, tail in listed_tails(st.lex, word, 2, 4):
        # (the longest part the lexicon knows decides: Musik|meister, not Musikmei|ster)
        return bool(_masculine_heads(st, tail))
    return False


def _bare_strong_masculine(st: Sentence, j: int) -> bool:
    r"""A conjunct of a singular that is an adjectival person noun with no determiner and the strong ending
    *-er* (*Entweder Deutscher oder Türke*): a masculine singular nominative left as written, so a list with
    it would be half done (s13 read). (Beside a singular it is no genitive plural: *die Rechte Deutscher*.)"""
    t = st.tokens[j]
    if j in st.duals or not t.text.endswith("er"):
        return False
    prev = st.token(j - 1)
    if prev is not None and analyse_determiner(prev.lower):
        return False  # (der Deutscher…: the article decides; _kept_person reads it)
    return any(r.noun.kind == "adjectival" for r in _masculine_heads(st, t.text))


def _conjuncts(st: Sentence, k: int) -> list[int]:
    """The capitalised words coordinated with the noun at ``k`` (a list: commas, *und*, *oder*, *wie*),
    across the determiners, adjectives, numbers and list words between them."""
    tokens = st.tokens

    def passable(j: int) -> bool:
        t = tokens[j]
        return (
            t.lower in _COORDINATION
            or bool(analyse_determiner(t.lower))
            or st.is_adj(j)
            or t.text == "%"
            or t.lower in NUMERALS
            or t.lower in ("zwar", "nämlich")  # drei Schiedsrichtern, und zwar aus einem Vorsitzer und …
            or (j > 0 and tokens[j - 1].lower in ("zwar", "nämlich") and bool(preposition_cases(t.lower)))
            or t.text.replace(",", "").replace(".", "").isdigit()  # 56,2% Katholiken, 35,7% Juden
            or (t.text.islower() and "-" in t.text)  # griechisch-orthodoxe
            or (t.text == "-" and j > 0 and tokens[j - 1].end == t.start and tokens[j - 1].is_capitalised())
            # (the hyphen of a truncated first part: Tanz- und Musikmeister)
        )

    conjuncts = list(st.conjuncts(k, 8, passable))
    for side in (-2, 2):  # Schüler wie Spieler: *wie* joins two bare plurals as *und* does (s13 read)
        j = k + side
        if 0 <= j < len(tokens) and tokens[k + side // 2].lower == "wie" and st.lex.is_person(tokens[j].text):
            conjuncts.append(j)
    return conjuncts


def _unread_person_compound(st: Sentence, j: int) -> bool:
    r"""A bare conjunct the lexicon lists as a noun but reads as no person, a place followed by a masculine
    person noun (*Krim|tataren*): a person compound the lexicon does not split, left as written, so a list
    with it would be half done (*Krimtataren und ukrainische Extremist\*innen*, s13 read)."""
    word = st.tokens[j].text
    if not word.isalpha() or st.lex.person_readings(word) or (j > 0 and analyse_determiner(st.tokens[j - 1].lower)):
        return False
    for place, tail in listed_tails(st.lex, word, 2, 5):
        # a place before a people's or a person's noun (Krim|tataren); not Fern|sehern, a device
        return st.lex.is_toponym(place) and bool(_masculine_heads(st, tail))
    return False


#: Masculine forms of a standalone member of a group (*einer der*, *einem von*, *jeder seiner*).
_MEMBERS = frozenset(_words("einer einem einen keiner keinem keinen jeder jedem jeden mancher manchem manchen"))
#: Words that open the group after a member (*der*, *von*, *seiner*, *unter*).
_PARTITIVE_LINKS = PARTITIVE | {"deiner"}  # (words.PARTITIVE, the pronouns' list, and *deiner*)


def _member_left(st: Sentence, k: int, d: Dual) -> bool:
    r"""A rewritten plural that is the group of a masculine member left as written (*während einer seiner
    Mitarbeiter\*innen*, *wenn einem von meinen guten Freund\*innen übel wird*): the member agrees with its
    group (*eine\*r*, *einem\*r*), and where it was not starred the line would be half agreed, so the group
    stays too (s13 read)."""
    if d.number != "pl":
        return False
    tokens = st.tokens
    j = k - 1
    while j > 0 and tokens[j].lower not in _PARTITIVE_LINKS and (st.is_adj(j) or analyse_determiner(tokens[j].lower)):
        j -= 1
    if j < 1 or tokens[j].lower not in _PARTITIVE_LINKS:
        return False
    member = tokens[j - 1]
    if member.lower not in _MEMBERS or j - 1 in st.duals or st.precedes_noun(j - 1):
        return False
    name = st.token(j - 3)
    apposition = tokens[j - 2].text == "," if j >= 2 else False
    # Marco Haller, einer der Helfer*innen: the member is the man named before it, the group is open
    named = name is not None and name.is_capitalised() and (j - 3 in st.person_names() or not st.lex.is_person(name.text))
    return not (apposition and named)


#: Masculine singular relative pronouns (a feminine or plural one cannot refer to the masculine source).
_MASCULINE_RELATIVES = frozenset(("der", "dem", "den", "dessen", "welcher", "welchem", "welchen"))


def _relative_left(st: Sentence, k: int, d: Dual) -> bool:
    r"""A rewritten masculine singular whose relative clause follows with its pronoun left as written
    (*ein\*e Betriebsbedienstete\*r anwesend und erreichbar sein, der …*): only lowercase words stand
    between the noun and the comma, so the pronoun can refer to nothing else; the line would be half
    agreed."""
    if d.number != "sg" or _source(st, d) != d.masc:
        return False
    tokens = st.tokens
    j = k + 1
    while j < len(tokens) and tokens[j].text.islower() and tokens[j].text.isalpha():
        j += 1
    if j + 1 >= len(tokens) or tokens[j].text != ",":
        return False
    rel, after = tokens[j + 1], st.token(j + 2)
    if rel.lower not in _MASCULINE_RELATIVES or j + 1 in st.duals:
        return False
    # der/den/dem before a capitalised noun is an article opening a new clause (…, der Verkäufer nicht),
    # unless the noun is a truncated first conjunct (der Betriebs- und Rettungsmaßnahmen einleiten kann)
    return rel.lower in ("dessen", "welcher", "welchem", "welchen") or (
        after is not None and (after.text.islower() or after.text.endswith("-") or (st.token(j + 3) or after).text == "-")
    )


#: Partitive heads whose *der …* phrase after them is a genitive plural (*einer der eingesetzten Prüfer*).
_PARTITIVE = frozenset(_words("einer eine eines einem einen keiner keine keines jeder jede jedes mancher welcher"))


def _alternative_determiners(st: Sentence, k: int) -> bool:
    """*den oder die Täter*: the text gives the noun two articles, singular and plural; one rewritten
    form cannot agree with both, so the phrase stays as written."""
    tokens = st.tokens

    def article(j: int) -> bool:
        return any(a[0] in ("der", "ein", "kein", "dieser") for a in analyse_determiner(tokens[j].lower))

    return k >= 3 and article(k - 1) and tokens[k - 2].lower in ("oder", "bzw.") and article(k - 3) and k - 3 not in st.duals


def _bare_adjective_singular(st: Sentence, k: int, d: Dual) -> bool:
    r"""A noun rewritten as a singular whose adjectives have no determiner, after a noun or a preposition
    (*die bei Inkrafttreten des Gesetzes vorhandenen Amtsinhaber verbleiben*: the article stands before the
    inserted phrase): a singular person noun needs a determiner, so the *-en* adjective is a plural's, and a
    singular rewrite (*vorhandene\*n Amtsinhaber\*in*) would flip the number."""
    if d.number != "sg" or k == 0 or k - 1 not in st.duals or st.duals[k - 1].kind != "adjective":
        return False
    if _source(st, d) != d.masc or not _source(st, st.duals[k - 1]).endswith("en"):
        return False  # (a feminine source, or a strong singular ending: von erfahrener Ärztin)
    tokens = st.tokens
    j = k - 1
    while j >= 0 and (st.is_adj(j) or j in st.duals) and not analyse_determiner(tokens[j].lower):
        j -= 1
    if j < 0:
        return False
    t = tokens[j]
    noun_before = t.is_capitalised() and t.text.isalpha() and not sentence_initial(tokens, j) and j not in st.duals
    return noun_before or (t.text.islower() and bool(preposition_cases(t.lower)) and t.lower not in CONTRACTIONS)


def _paired_article(st: Sentence, k: int) -> bool:
    """*der oder dem Arbeitsuchenden*: the text already gives the adjectival noun both articles; the second
    is no masculine article to star (the pair is a gender-fair form as written)."""
    tokens = st.tokens
    return (
        k >= 2
        and tokens[k - 1].lower in ("oder", "bzw.", "und")
        and k - 2 not in st.duals
        and any(a[0] in ("der", "ein", "kein") for a in analyse_determiner(tokens[k - 2].lower))
    )


#: Masculine articles that are nominative only in the singular (*der*, *ein*): no preposition governs them.
_NOMINATIVE_ONLY = frozenset(("der", "ein", "kein", "jeder", "dieser", "jener", "mancher"))


def _nominative_after_preposition(st: Sentence, k: int, d: Dual) -> bool:
    """A determiner rewritten as a masculine nominative singular (*der*, *ein*) right after a preposition
    (*auf der Beschäftigte … tätig werden*: the relative pronoun of *Baustelle*, then a bare plural): no
    preposition governs the nominative, so the word is no article of a masculine singular."""
    src = _source(st, d).lower()
    if src not in _NOMINATIVE_ONLY or src != d.masc.lower() or d.number != "sg" or k == 0:
        return False  # (a feminine source's *der* is a dative or genitive: mit der Lehrerin)
    prev = st.tokens[k - 1]
    if prev.lower in ("aus", "an", "ab") and any(t.lower in ("von", "vom") for t in st.tokens[max(0, k - 7) : k - 1]):
        return False  # von deren Bezirk aus der Unternehmer …: the second half of von … aus, no preposition of the noun
    return prev.text.islower() and bool(preposition_cases(prev.lower)) and prev.lower not in ("als", "wie")


def _subject_of_waehrend(st: Sentence, k: int, d: Dual) -> bool:
    r"""*während der Leiter über … spricht*: *während* opens a clause whose verb, last, is singular; *der
    Leiter* is its subject, not a genitive plural after the preposition (never *der Leiter\*innen*)."""
    if d.number != "pl":
        return False
    tokens = st.tokens
    j = k - 1
    while j >= 0 and st.is_adj(j):
        j -= 1
    if j < 1 or tokens[j].lower != "der" or tokens[j - 1].lower != "während":
        return False
    end = clause_end(tokens, k)
    verb = tokens[end - 1]
    return end - 1 > k and verb.text.islower() and verb.text.isalpha() and verb.lower.endswith("t")


def _partitive_singular(st: Sentence, k: int, d: Dual) -> bool:
    r"""A noun rewritten as a singular in the plural genitive of a partitive (*Mindestens einer der jeweils
    eingesetzten Prüfer* → never *Prüfer\*in*): the number would flip."""
    if d.number != "sg":
        return False
    tokens = st.tokens
    j = k - 1
    while j >= 0 and k - j <= 5 and (st.is_adj(j) or (tokens[j].text.isalpha() and tokens[j].text.islower() and tokens[j].lower != "der")):
        j -= 1
    return j >= 1 and tokens[j].lower == "der" and tokens[j - 1].lower in _PARTITIVE


#: Adverbs that stand between a determiner and its adjectives (*der jeweils zuständige*, *die sehr alten*).
_PHRASE_ADVERBS = frozenset(_words("jeweils sehr besonders ganz äußerst noch bereits erst schon ehemals derzeit damals"))


def _singular_phrase(st: Sentence, k: int, d: Dual) -> bool:
    r"""A noun rewritten as a plural in a phrase whose unchanged determiner and adjectives read singular
    (*jeder solide und ruhige Bürger\*innen*: a plural after *jeder*/*der* is a genitive and takes *-en*
    adjectives, *solide*/*ruhige* only fit the nominative singular): the number would flip."""
    if d.number != "pl":
        return False
    tokens = st.tokens
    j = k - 1
    adjectives: list[str] = []
    while j >= max(0, k - 6):
        t = tokens[j]
        if t.lower in ("und", "oder", ",") or (adjectives and t.lower in _PHRASE_ADVERBS):
            j -= 1  # (Der jeweils zuständige Bundesminister: an adverb inside the phrase)
            continue
        # an inflected word the lexicon lacks (solide, sechsfache) reads as an adjective too
        inflected = t.text.islower() and t.text.isalpha() and t.lower.endswith(ADJ_ENDINGS)
        if not (st.is_adj(j) or (inflected and not preposition_cases(t.lower))):
            break
        if analyse_determiner(t.lower) or t.lower in NUMERALS:
            break  # (bis zu vier Spieler: a numeral, no -er adjective)
        adjectives.append(t.lower)
        j -= 1
    if j < 0 or j in st.duals or not adjectives:
        return False
    cases = preposition_cases(tokens[j].lower) if tokens[j].text.islower() else ()
    if adjectives[0].endswith("er") and cases and "gen" not in cases:
        # (ein ihrer Meinung nach unberechenbarer Elektriker: before a plural noun an -er adjective is a strong
        # genitive, which no dative or accusative preposition governs: the noun is a singular)
        return True
    readings = analyse_determiner(tokens[j].lower)
    plural_cases = {c for _, c, n, _ in readings if n == "pl"}
    return plural_cases == {"gen"} and any(a.endswith("e") for a in adjectives)


def _adjectival_head(st: Sentence, k: int) -> int | None:
    """The rewritten adjectival person noun after token ``k`` whose two sides are spelled alike (*dem
    Verlobten*, *der Abgeordnete*: only the determiner changes, so the phrase has no noun edit)."""
    after = [r for r in st.referents if r > k and st.referents[r].rewritten and r not in st.duals]
    if not after:
        return None
    head = min(after)
    word = st.tokens[head].text
    if word[:1].isdigit():
        return head  # der 31-Jährige: an age used as a person noun
    return head if any(r.noun.kind != "noun" for r in st.lex.person_readings(word)) else None


def _source(st: Sentence, d: Dual) -> str:
    return st.text[d.start : d.end]


def _word_ok(st: Sentence, k: int, d: Dual) -> bool:
    """One word whose source is one side of the dual, both sides in the source's capitalisation."""
    src = _source(st, d)
    spaced = any(c.isspace() for c in d.masc + d.fem) and src.lower() not in CONTRACTIONS  # vom → von der
    if src not in (d.masc, d.fem) or spaced or not d.masc or not d.fem:
        return False
    return _case_kept(src, d.masc) and _case_kept(src, d.fem)


def _case_kept(src: str, side: str) -> bool:
    """Every letter ``side`` shares with its source ``src`` (up to where they part: the ending, an umlaut)
    has the source's case: only the star and the ending are added, an untouched part keeps its letters
    (*Länder-innenminister* never becomes *Länder-Innenminister*innen*)."""
    return keep_source_case(side, src) == side


def _noun_ok(st: Sentence, k: int, d: Dual) -> bool:
    src = _source(st, d)
    if not _word_ok(st, k, d):
        return False
    if d.kind == "adjnoun":
        # an adjectival noun (Abgeordneter/Abgeordnete, der 54jährige) differs only in its ending
        stem = len(d.masc) - 2
        return d.masc[:stem].lower() == d.fem[:stem].lower()
    if not st.lex.person_readings(src):
        return False  # no person noun the lexicon knows (nor its compound)
    if d.split < 0:
        return True  # a feminine source kept as written on its side
    suffix = d.fem[d.split :]
    marker = "innen" if suffix.startswith("innen") else "in" if suffix.startswith("in") else None
    if marker is None or not d.masc.endswith(suffix[len(marker) :]):
        return False  # a truncated or merged word (a compound's rest, Kund*innenbindung, is the source's)
    stem = d.fem[: d.split].translate(UMLAUT_FREE).lower()
    masc = d.masc.translate(UMLAUT_FREE).lower()
    shared = len(stem) - (1 if stem.endswith(("e", "er")) else 0)  # Zauberer/Zauberin, Kollege/Kollegin
    return masc[: max(shared, 1)] == stem[: max(shared, 1)] and d.fem[:1] == d.fem[:1].upper()


def _agrees(st: Sentence, k: int, noun: int) -> bool:
    """Token ``k`` stands before its noun ``noun`` with no other head noun in between (a capitalised word
    inside an embedded prepositional phrase, a number or a quotation is fine)."""
    if not k < noun:
        return False
    tokens = st.tokens
    inner = False  # inside an attribute's prepositional phrase (der in Berlin lebende Lehrer)
    for j in range(k + 1, noun):
        t = tokens[j]
        low = t.lower
        if t.text.islower() and preposition_cases(low):
            inner = True
        elif t.is_capitalised() and t.text.isalpha() and not st.is_adj(j) and not st.lex.is_adjective_form(low):
            prev = tokens[j - 1]
            if not (
                inner
                or prev.text[:1].isdigit()
                or prev.text in QUOTES
                or st.lex.is_toponym(t.text)
                or place_adjective(st.lex, t.text)  # eines Düsseldorfer Bauunternehmers
            ):
                return False  # the head of another noun phrase
            inner = False
        elif analyse_determiner(low) and not inner:
            return False  # another article: another phrase begins
    return True
