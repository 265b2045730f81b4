"""Noun-phrase agreement for the gender-neutral German tools (private helper).

A deliberately small piece of German morphology — enough to read the case, number and gender of a
matched term from its determiner, and to write a replacement term with its determiner and attributive
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

import csv
import pickle
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from fairwrite.de import morphology
from fairwrite.de.lexicon import cache_dir
from fairwrite.text.io import atomic_write

CASES = ("nom", "acc", "dat", "gen")
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
            return _match_case(self.lemma + ending, self.text)
        if number == "pl" and self.lemma in ("ein", "irgendein"):
            return None
        if self.kind == "contraction":
            article = morphology.inflect_determiner("der", case, number, gender or "m")
            word = _CONTRACTED.get((self.lemma, article), f"{self.lemma} {article}")
            return _match_case(word, self.text)
        return _match_case(morphology.inflect_determiner(self.lemma, case, number, gender or "m"), self.text)


def _match_case(word: str, model: str) -> str:
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


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

_ADJ_ENDINGS = ("en", "em", "er", "es", "e")
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
_QUOTES = frozenset(('"', "„", "“", "”", "»", "«", "'", "‚", "‘"))


def may_stand_in_noun_phrase(token: str, *, after_adjective: bool) -> bool:
    """Intensifiers and quotes inside a noun phrase; commas and *und* between coordinated adjectives."""
    low = token.lower()
    return low in _INTENSIFIERS or token in _QUOTES or (after_adjective and (token == "," or low == "und"))


def is_adjective(token: str, sentence_start: bool = False, lemma: str | None = None) -> bool:
    """A plausible inflected attributive adjective (lower case, adjective ending).

    With the token's ``lemma`` (spaCy's lookup), verbs are told apart: an infinitive-like lemma that the
    word is not built on (*kamen* ← *kommen*) or that the word equals (*arbeiten*) is a verb form. A
    capitalised word counts only at the start of a sentence, and not when it is a noun (*Mörder*).
    """
    if not token.isalpha() or len(token) < 3:
        return False
    low = token.lower()
    if low in _NOT_ADJECTIVES or determiner(token) is not None or not low.endswith(_ADJ_ENDINGS):
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
    for ending in _ADJ_ENDINGS:
        if token.lower().endswith(ending) and len(token) > len(ending) + 1:
            return token[: -len(ending)], ending
    return token, ""


def inflect_adjective(token: str, declension: str, case: str, number: str, gender: str | None) -> str:
    """``token`` (an inflected adjective) with the ending for the given reading."""
    stem, _ = split_adjective(token)
    return morphology.inflect_adjective(stem, declension, case, number, gender or "m")


# --- nouns ----------------------------------------------------------------------------------------

_LEXICON_CASES = {"nominativ": "nom", "akkusativ": "acc", "dativ": "dat", "genitiv": "gen"}


Forms = dict[tuple[str, str], tuple[str, ...]]


class _Lexicon:
    """german-nouns, compactly: each row kept as one encoded string and decoded on first access."""

    def __init__(self, rows: dict[str, list[tuple[str, str]]], plurals: dict[str, tuple[str, ...]]) -> None:
        self._rows = rows
        self.plurals = plurals  # nominative plural → lemmas
        self._decoded: dict[str, list[tuple[str, Forms]]] = {}

    def get(self, lemma: str) -> list[tuple[str, Forms]]:
        found = self._decoded.get(lemma)
        if found is None:
            found = [(genus, _decode(encoded)) for genus, encoded in self._rows.get(lemma, ())]
            self._decoded[lemma] = found
        return found

    def __contains__(self, lemma: str) -> bool:
        return lemma in self._rows


def _encode(forms: Forms) -> str:
    return ";".join(f"{case}.{number}=" + "|".join(v) for (case, number), v in forms.items())


def _decode(encoded: str) -> Forms:
    forms: Forms = {}
    for item in encoded.split(";") if encoded else ():
        key, _, values = item.partition("=")
        case, _, number = key.partition(".")
        forms[(case, number)] = tuple(values.split("|"))
    return forms


@lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    """german-nouns (Wiktionary) as lemma → rows of (genus, {(case, number): forms}).

    Parsing the CSV takes seconds, so the compact table is pickled once into the German lexicon's cache
    directory (:func:`fairwrite.de.lexicon.cache_dir`) and read from there afterwards.
    """
    # heavy (german-nouns): imported on first use
    from german_nouns.config import CSV_FILE_PATH

    source = Path(CSV_FILE_PATH)
    stat = source.stat()
    cache_root = cache_dir()
    cache = cache_root / f"german-nouns-{stat.st_size}-{int(stat.st_mtime)}-v2.pickle"
    try:
        with cache.open("rb") as handle:
            return _Lexicon(*pickle.load(handle))
    except (OSError, pickle.UnpicklingError, EOFError, TypeError):
        pass
    rows, plurals = _parse_lexicon(source)
    try:
        with atomic_write(cache, "wb") as handle:
            pickle.dump((rows, plurals), handle, protocol=pickle.HIGHEST_PROTOCOL)
    except OSError:
        pass  # a read-only home: parse every time
    return _Lexicon(rows, plurals)


def _parse_lexicon(source) -> tuple[dict[str, list[tuple[str, str]]], dict[str, tuple[str, ...]]]:
    rows: dict[str, list[tuple[str, str]]] = {}
    plurals: dict[str, list[str]] = {}
    with open(source, encoding="utf-8", newline="") as handle:
        reader = csv.reader(handle)
        header = next(reader)
        slots: list[tuple[int, tuple[str, str]]] = []
        for i, name in enumerate(header):
            parts = name.replace("*", "").split()
            if len(parts) >= 2 and parts[0] in _LEXICON_CASES and parts[1] in ("singular", "plural"):
                if len(parts) == 3 and not parts[2].isdigit():
                    continue  # stark / schwach / gemischt columns of adjectival nouns: rules do those
                slots.append((i, (_LEXICON_CASES[parts[0]], "sg" if parts[1] == "singular" else "pl")))
        for row in reader:
            if "Substantiv" not in row[1] or "Nachname" in row[1] or "Vorname" in row[1] or "Toponym" in row[1]:
                continue
            if "adjektivische Deklination" in row[1]:
                continue
            genus = next((g for g in row[2:7] if g in ("m", "f", "n")), "")
            forms: dict[tuple[str, str], list[str]] = {}
            for i, key in slots:
                if i < len(row) and row[i] and row[i] not in forms.setdefault(key, []):
                    forms[key].append(row[i])
            compact = {k: tuple(v) for k, v in forms.items() if v}
            rows.setdefault(row[0], []).append((genus, _encode(compact)))
            for plural in compact.get(("nom", "pl"), ()):
                if plural != row[0] and row[0] not in plurals.setdefault(plural, []):
                    plurals[plural].append(row[0])
    return rows, {k: tuple(v) for k, v in plurals.items()}


def lexicon_genus(lemma: str) -> str | None:
    """Grammatical gender of a noun (or of its head, for compounds the lexicon lacks)."""
    for word in _head_candidates(lemma):
        for genus, _ in _lexicon().get(word):
            if genus:
                return genus
    return None


def noun_genera(word: str) -> set[str]:
    """Grammatical genders german-nouns gives the lemma ``word`` (empty when it is no known noun lemma)."""
    return {genus for genus, _ in _lexicon().get(word) if genus}


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
        rows = _lexicon().get(word)
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
