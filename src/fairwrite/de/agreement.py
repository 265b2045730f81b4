"""German agreement: determiners, attributive adjectives, adjectival nouns and nouns in a case and number.

The one place the German engines inflect a noun phrase (the tables themselves are in
:mod:`fairwrite.de.morphology`, the noun paradigms in :mod:`fairwrite.de.lexicon`). Two kinds of caller:

- the **forward rewriter** writes a person noun phrase as a masculine/feminine pair
  (:func:`phrase_duals`, :func:`modifier_dual`: *einen neuen Mitarbeiter* → *eine\\*n neue\\*n
  Mitarbeiter\\*in*);
- the **gender-neutral tools** (:mod:`fairwrite.de.neutral`, :mod:`fairwrite.de.replacement`,
  :mod:`fairwrite.de.extract`, :mod:`fairwrite.de.terminology`) read the case, number and gender of a
  matched term from its determiner and write a replacement term with its determiner and attributive
  adjectives agreeing:

- :func:`determiner` reads a determiner (article, *der*-word, *ein*-word, contraction such as *zum*, plural
  quantifier such as *viele*, numeral): its readings, the declension it imposes, its other forms;
- :func:`noun_forms` gives a noun's case × number forms from the ``german-nouns`` lexicon (Wiktionary),
  with regular rules for compounds it does not list;
- :func:`inflect_term` writes a terminology term (noun, adjectival noun such as *Studierende*, or an
  ``adjective + noun`` phrase such as *studierende Person*) in a given case, number and declension.

Determiner and adjective tables come from the German engine's :mod:`fairwrite.de.morphology`; this module
adds what the terminology tools need beyond them: plural quantifiers, reading a matched term (case,
number, gender) and full noun paradigms for *any* noun (the German lexicon keeps paradigms of person nouns
only, but neutral terms such as *Lehrkraft* or *Kollegium* must be inflected too).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from fairwrite.de import morphology
from fairwrite.de.forms import Dual, join_compound, keep_source_case, match_case
from fairwrite.de.lexicon import NounTable, PersonReading, lexicon
from fairwrite.de.morphology import ADJ_ENDINGS, CASES, CONTRACTIONS
from fairwrite.de.phrase import NounPhrase
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import QUOTES

#: A reading of a noun phrase: (case, number, grammatical gender); gender is None in the plural.
Reading = tuple[str, str, "str | None"]


def adjective_ending(declension: str, case: str, number: str, gender: str | None) -> str:
    """Ending of an attributive adjective (or adjectival noun) — ``declension`` is strong, weak or mixed."""
    return morphology.adjective_ending(declension, case, number, gender or "m")


# --- determiners ----------------------------------------------------------------------------------

#: Plural quantifiers after which adjectives (and adjectival nouns) take strong endings.
_QUANTIFIER_STEMS = ("viel", "wenig", "einig", "mehrer", "etlich", "zahlreich", "verschieden", "sämtlich")
_QUANTIFIER_CASES = {"e": ("nom", "acc"), "en": ("dat",), "er": ("gen",)}
_NUMERALS = frozenset(
    ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "zwanzig",
     "dreißig", "vierzig", "fünfzig", "hundert", "tausend", "dutzend")
)  # fmt: skip
_CONTRACTED = {(prep, article): form for form, (prep, article, _) in morphology.CONTRACTIONS.items()}


@dataclass(frozen=True)
class Determiner:
    """A determiner before a term: its lemma, the readings it allows and the declension it imposes.

    Articles, *der*-words, *ein*-words and contractions (*zum*, *zur*) come from
    :mod:`fairwrite.de.morphology`; plural quantifiers (*viele*, *einigen*) and numerals are added here.
    """

    text: str
    kind: str  # determiner, contraction, quantifier, numeral
    lemma: str  # determiner lemma (der, ein, dieser, …), the preposition of a contraction, or a stem
    readings: tuple[Reading, ...]

    @property
    def declension(self) -> str:
        """Declension of a following adjective (or adjectival noun)."""
        if self.kind in ("quantifier", "numeral"):
            return "strong"
        return morphology.declension_after("der" if self.kind == "contraction" else self.lemma)

    def form(self, case: str, number: str, gender: str | None) -> str | None:
        """This determiner inflected for a new reading (None when it cannot express it)."""
        if self.kind == "numeral":
            return self.text if number == "pl" else None
        if self.kind == "quantifier":
            if number != "pl":
                return None
            ending = next(e for e, cases in _QUANTIFIER_CASES.items() if case in cases)
            return match_case(self.lemma + ending, self.text)
        if number == "pl" and self.lemma in ("ein", "irgendein"):
            return None
        if self.kind == "contraction":
            article = morphology.inflect_determiner("der", case, number, gender or "m")
            word = _CONTRACTED.get((self.lemma, article), f"{self.lemma} {article}")
            return match_case(word, self.text)
        return match_case(morphology.inflect_determiner(self.lemma, case, number, gender or "m"), self.text)


def _readings(analyses: Iterable[tuple[str, str, str, str]]) -> tuple[Reading, ...]:
    return tuple(dict.fromkeys((c, n, None if n == "pl" else g) for _, c, n, g in analyses))


@lru_cache(maxsize=4096)
def determiner(token: str) -> Determiner | None:
    """Parse ``token`` as a determiner, or None."""
    low = token.lower()
    if low in morphology.CONTRACTIONS:
        prep, article, case = morphology.CONTRACTIONS[low]
        readings = _readings(a for a in morphology.analyse_determiner(article) if a[0] == "der" and a[1] == case)
        return Determiner(token, "contraction", prep, readings)
    analyses = [a for a in morphology.analyse_determiner(token) if a[0] not in ("derjenige", "derselbe")]
    if analyses:
        lemma = analyses[0][0]
        return Determiner(token, "determiner", lemma, _readings(a for a in analyses if a[0] == lemma))
    if low in _NUMERALS or low.isdigit():
        return Determiner(token, "numeral", low, tuple((c, "pl", None) for c in CASES))
    for stem in _QUANTIFIER_STEMS:
        ending = low[len(stem) :]
        if low.startswith(stem) and ending in _QUANTIFIER_CASES:
            return Determiner(token, "quantifier", stem, tuple((c, "pl", None) for c in _QUANTIFIER_CASES[ending]))
    return None


def governed_cases(token: str) -> tuple[str, ...]:
    """Cases governed by ``token`` when it is a preposition (empty otherwise)."""
    return morphology.preposition_cases(token)


# --- attributive adjectives -----------------------------------------------------------------------

_NOT_ADJECTIVES = frozenset(
    ("aber", "oder", "sehr", "über", "unter", "wieder", "immer", "hier", "mehr", "weder", "entweder",
     "jeder", "jede", "jedes", "jeden", "jedem", "wer", "wie", "wo", "die", "der", "das", "den", "dem",
     "des", "eine", "einer", "einen", "einem", "eines", "keine", "keiner", "keinen", "keinem", "noch",
     "schon", "gerne", "ohne", "gegen", "ihre", "ihrer", "ihren", "ihrem", "ihres", "seine", "seiner",
     "seinen", "seinem", "seines", "andere", "anderer", "anderen", "anderem", "anderes", "beide", "beiden",
     "etwa", "selber", "selbst", "vorher", "nachher", "später", "hinter", "neben", "wegen", "während",
     "außer", "innerhalb", "außerhalb", "oben", "unten", "vorne", "hinten", "ebenfalls", "ferner", "bitte",
     "dabei", "daher", "deswegen", "weiter", "leider", "sofern", "sondern")
)  # fmt: skip
#: Intensifiers that may stand between a determiner and an adjective (*ein sehr guter Lehrer*).
_INTENSIFIERS = frozenset(("sehr", "besonders", "ganz", "recht", "äußerst", "überaus", "so", "zu", "noch", "höchst"))


def may_stand_in_noun_phrase(token: str, *, after_adjective: bool) -> bool:
    """Intensifiers and quotes inside a noun phrase; commas and *und* between coordinated adjectives."""
    low = token.lower()
    return low in _INTENSIFIERS or token in QUOTES or (after_adjective and (token == "," or low == "und"))


def is_adjective(token: str, sentence_start: bool = False, lemma: str | None = None) -> bool:
    """A plausible inflected attributive adjective (lower case, adjective ending).

    With the token's ``lemma`` (spaCy's lookup), verbs are told apart: an infinitive-like lemma that the
    word is not built on (*kamen* ← *kommen*) or that the word equals (*arbeiten*) is a verb form. A
    capitalised word counts only at the start of a sentence, and not when it is a noun (*Mörder*).
    """
    if not token.isalpha() or len(token) < 3:
        return False
    low = token.lower()
    if low in _NOT_ADJECTIVES or determiner(token) is not None or not low.endswith(ADJ_ENDINGS):
        return False
    if token[0].isupper() and (not sentence_start or noun_genera(token)):
        return False
    if lemma:
        base = lemma.lower()
        if base.endswith(("en", "ern", "eln")) and (base == low or not low.startswith(base[:-2])):
            return False
    return True


def split_adjective(token: str) -> tuple[str, str]:
    """``(stem, ending)`` of an inflected adjective (*neuer* → *neu*, *er*)."""
    for ending in ADJ_ENDINGS:
        if token.lower().endswith(ending) and len(token) > len(ending) + 1:
            return token[: -len(ending)], ending
    return token, ""


def inflect_adjective(token: str, declension: str, case: str, number: str, gender: str | None) -> str:
    """``token`` (an inflected adjective) with the ending for the given reading."""
    stem, _ = split_adjective(token)
    return morphology.inflect_adjective(stem, declension, case, number, gender or "m")


# --- nouns ----------------------------------------------------------------------------------------

def noun_table() -> NounTable:
    """Every noun's paradigm (german-nouns), from the one German lexicon (:attr:`Lexicon.nouns`)."""
    return lexicon().nouns


def lexicon_genus(lemma: str) -> str | None:
    """Grammatical gender of a noun (or of its head, for compounds the lexicon lacks)."""
    for word in _head_candidates(lemma):
        for genus, _ in noun_table().get(word):
            if genus:
                return genus
    return None


def noun_genera(word: str) -> set[str]:
    """Grammatical genders german-nouns gives the lemma ``word`` (empty when it is no known noun lemma)."""
    return {genus for genus, _ in noun_table().get(word) if genus}


def _head_candidates(word: str) -> Iterable[str]:
    yield word
    for i in range(1, len(word) - 2):
        yield word[i].upper() + word[i + 1 :]


_WEAK_SUFFIXES = ("ent", "ant", "ist", "at", "it", "oge", "ot", "and", "af", "nom", "ar", "e")


@lru_cache(maxsize=8192)
def noun_forms(lemma: str, genus: str, plural: str = "") -> dict[tuple[str, str], tuple[str, ...]]:
    """``{(case, number): forms}`` of a noun; ``plural`` (nominative) selects between homographs.

    Looks the noun up in german-nouns; a compound it lacks is inflected like its longest known head
    (*Fachbereichsleiter* like *Leiter*); otherwise regular rules apply.
    """
    for position, word in enumerate(_head_candidates(lemma)):
        prefix = lemma[: len(lemma) - len(word)]
        rows = noun_table().get(word)
        chosen = None
        for row_genus, forms in rows:
            if not forms.get(("nom", "sg")) and genus != "pl":
                continue
            want_plural = plural[len(prefix) :] if plural and plural.startswith(prefix) else plural
            if (not genus or row_genus in ("", genus)) and (
                not want_plural or want_plural in forms.get(("nom", "pl"), ())
            ):
                chosen = forms
                break
        if chosen is None and rows and position == 0:
            chosen = next((f for g, f in rows if g == genus), None)
        if chosen is not None:
            if not position:
                return chosen
            return {k: tuple(prefix + v[0].lower() + v[1:] for v in vs) for k, vs in chosen.items()}
    return _rule_forms(lemma, genus, plural)


def _rule_forms(lemma: str, genus: str, plural: str) -> dict[tuple[str, str], tuple[str, ...]]:
    forms: dict[tuple[str, str], tuple[str, ...]] = {}
    if genus != "pl":
        weak = genus == "m" and plural and plural in (lemma + "en", lemma + "n") and lemma.endswith(_WEAK_SUFFIXES)
        oblique = plural if weak else lemma
        genitive = lemma if genus == "f" else (plural if weak else lemma + ("es" if lemma.endswith(("s", "ß", "x", "z")) else "s"))
        forms.update({("nom", "sg"): (lemma,), ("acc", "sg"): (oblique,), ("dat", "sg"): (oblique,),
                      ("gen", "sg"): (genitive,)})  # fmt: skip
    base = plural or (lemma if genus == "pl" else "")
    if base:
        dative = base if base.endswith(("n", "s")) else base + "n"
        forms.update({("nom", "pl"): (base,), ("acc", "pl"): (base,), ("dat", "pl"): (dative,),
                      ("gen", "pl"): (base,)})  # fmt: skip
    return forms


def adjectival_stem(term: str) -> str:
    """Stem of an adjectival noun in its citation form (*Studierende*, *Angestellter* → *Studierend*, *Angestellt*)."""
    for ending in ("er", "e", "en"):
        if term.endswith(ending):
            return term[: -len(ending)]
    return term


def adjectival_readings(form: str, stem: str, declension: str | None) -> set[Reading]:
    """Readings of an adjectival noun ``form`` (person nouns: masculine, feminine or plural)."""
    if not form.startswith(stem):
        return set()
    ending = form[len(stem) :]
    declensions = (declension,) if declension else ("strong", "weak", "mixed")
    found: set[Reading] = set()
    for decl in declensions:
        for case in CASES:
            for number, genders in (("sg", ("m", "f")), ("pl", (None,))):
                for gender in genders:
                    if adjective_ending(decl, case, number, gender) == ending:
                        found.add((case, number, gender))
    return found


#: How likely a reading is when determiner, ending and preposition leave several: nominative first, then
#: the plural cases (*den Studierenden* is far more often dative plural than accusative singular).
READING_WEIGHT = {("nom", "sg"): 10, ("nom", "pl"): 9, ("dat", "pl"): 8, ("acc", "pl"): 7, ("gen", "pl"): 7,
                  ("acc", "sg"): 6, ("dat", "sg"): 5, ("gen", "sg"): 4}  # fmt: skip


def best_reading(readings: Iterable[Reading], prefer_plural: bool = False) -> Reading | None:
    """The most likely reading: the plural when ``prefer_plural`` (a bare noun), else by :data:`READING_WEIGHT`."""
    pool = sorted(set(readings), key=lambda r: (r[0], r[1], r[2] or ""))
    if not pool:
        return None
    if prefer_plural and any(r[1] == "pl" for r in pool):
        pool = [r for r in pool if r[1] == "pl"]
    return max(pool, key=lambda r: READING_WEIGHT[(r[0], r[1])])


def inflect_term(
    term: str,
    *,
    genus: str,
    adjectival: bool,
    case: str,
    number: str,
    declension: str,
    plural: str = "",
    referent_gender: str | None = None,
) -> str:
    """``term`` (nominative citation form) in ``case``/``number`` after a determiner of ``declension``.

    ``genus`` is the noun's grammatical gender (``pl`` for a plural-only noun). An adjectival noun is
    declined like an adjective for ``referent_gender`` (m/f) in the singular. In a multi-word term the
    lower-case words before the head noun are attributive adjectives and agree with it.
    """
    words = term.split()
    head = words[-1]
    gender = None if number == "pl" else (referent_gender if adjectival else genus)
    if adjectival:
        head_form = adjectival_stem(head) + adjective_ending(declension, case, number, gender)
    else:
        forms = noun_forms(head, genus, plural.split()[-1] if plural else "")
        head_form = (forms.get((case, number)) or forms.get(("nom", number)) or (head,))[0]
    out = []
    for word in words[:-1]:
        out.append(inflect_adjective(word, declension, case, number, gender) if word[:1].islower() else word)
    return " ".join([*out, head_form])


# --- person noun phrases of the forward rewriter ---------------------------------------------------

#: A masculine contraction and its feminine counterpart (*zum* → *zur*, *im* → *in der*).
_CONTRACTION_FEM = {"zum": "zur", "vom": "von der", "beim": "bei der", "im": "in der", "am": "an der"}
_CONTRACTION_MASC = {"zur": "zum"}


def phrase_duals(st: Sentence, np: NounPhrase, r: PersonReading, case: str, number: str) -> None:
    """Write the person noun phrase ``np`` (noun read as ``r``) as masculine/feminine duals in ``st``:
    determiner, adjectives and noun agree in ``case`` and ``number`` (*einen neuen Mitarbeiter* →
    *einen/eine neuen/neue Mitarbeiter/Mitarbeiterin*); the noun becomes a referent for pronouns."""
    lex = st.lex
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
            fem_head = lex.fem_form(noun, "pl")
        else:
            fem_head = noun.fem_plural
            masc = join_compound(r.prefix, lex.masc_form(noun, case, "pl"))
        fem = noun_tok.text if r.gender == "f" else keep_source_case(join_compound(r.prefix, fem_head), noun_tok.text)
        st.add(Dual(noun_tok.start, noun_tok.end, masc, fem, "noun", "pl", len(fem) - 5, group), np.noun)
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
                x for x in morphology.analyse_determiner(low) if x[1] == case and x[2] == "sg" and x[3] == g_src
            ]
            if readings:
                lemma = readings[0][0]
                masc_det = morphology.inflect_determiner(lemma, case, "sg", "m")
                fem_det = morphology.inflect_determiner(lemma, case, "sg", "f")
                if masc_det != fem_det:
                    st.add(st.word_dual(np.det, masc_det, fem_det, "determiner", group), np.det)
    declension = morphology.declension_after(lemma) if np.det is not None else "strong"
    end_m = morphology.adjective_ending(declension, case, "sg", "m")
    end_f = morphology.adjective_ending(declension, case, "sg", "f")
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
        stem = join_compound(r.prefix, noun.stem)
        masc_n, fem_n = stem + end_m, stem + end_f
        if noun_tok.text.endswith(src_end) and masc_n != fem_n:
            st.add(Dual(noun_tok.start, noun_tok.end, masc_n, fem_n, "adjnoun", "sg", -1, group), np.noun)
    else:
        if g_src == "m":
            masc_n = noun_tok.text
        else:
            masc_n = join_compound(r.prefix, lex.masc_form(noun, case, "sg", declension))
        fem_n = noun_tok.text if g_src == "f" else keep_source_case(join_compound(r.prefix, noun.fem), noun_tok.text)
        st.add(Dual(noun_tok.start, noun_tok.end, masc_n, fem_n, "noun", "sg", len(fem_n) - 2, group), np.noun)
    st.add_referent(np.noun, g_src, rewritten=True, case=case)


def modifier_dual(st: Sentence, i: int, r: PersonReading) -> None:
    """A person noun as the first part of a compound (*Kundenbindung* → *Kunden/Kundinnenbindung*)."""
    tok = st.tokens[i]
    if r.gender == "m":
        fem = r.noun.fem_plural + r.suffix
        masc = tok.text
    else:
        fem = tok.text
        masc = st.lex.masc_modifier(r.noun) + r.suffix
    split = len(r.noun.fem_plural) - 5
    st.add(Dual(tok.start, tok.end, masc, fem, "noun", "pl", split, st.new_group()), i)
