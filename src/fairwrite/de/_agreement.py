"""Noun-phrase agreement for the gender-neutral German tools (private helper).

A deliberately small piece of German morphology — enough to read the case, number and gender of a
matched term from its determiner, and to write a replacement term with its determiner and attributive
adjectives agreeing:

- :func:`determiner` parses definite articles, *der*-words (*dies-*, *jed-*, *manch-*, …), *ein*-words
  (*ein*, *kein*, possessives), plural quantifiers (*viele*, numerals) and contractions (*zum*, *zur*, *im*);
- :func:`adjective_ending` is the strong / weak / mixed adjective declension;
- :func:`noun_forms` gives a noun's case × number forms from the ``german-nouns`` lexicon (Wiktionary),
  with regular rules for compounds it does not list;
- :func:`inflect_term` writes a terminology term (noun, adjectival noun such as *Studierende*, or an
  ``adjective + noun`` phrase such as *studierende Person*) in a given case, number and declension.

The German engine's own morphology (``fairwrite.de.morphology``) was not available when this was written;
this module keeps to the few functions the terminology tools need.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

CASES = ("nom", "acc", "dat", "gen")
NUMBERS = ("sg", "pl")
#: A reading of a noun phrase: (case, number, grammatical gender); gender is None in the plural.
Reading = tuple[str, str, "str | None"]

_STRONG = {
    ("nom", "sg", "m"): "er", ("acc", "sg", "m"): "en", ("dat", "sg", "m"): "em", ("gen", "sg", "m"): "en",
    ("nom", "sg", "f"): "e", ("acc", "sg", "f"): "e", ("dat", "sg", "f"): "er", ("gen", "sg", "f"): "er",
    ("nom", "sg", "n"): "es", ("acc", "sg", "n"): "es", ("dat", "sg", "n"): "em", ("gen", "sg", "n"): "en",
    ("nom", "pl", None): "e", ("acc", "pl", None): "e", ("dat", "pl", None): "en", ("gen", "pl", None): "er",
}  # fmt: skip
_WEAK_E = {("nom", "sg", "m"), ("nom", "sg", "f"), ("acc", "sg", "f"), ("nom", "sg", "n"), ("acc", "sg", "n")}


def adjective_ending(declension: str, case: str, number: str, gender: str | None) -> str:
    """Ending of an attributive adjective (or adjectival noun) — ``declension`` is strong, weak or mixed."""
    key = (case, number, None if number == "pl" else gender)
    if declension == "strong":
        return _STRONG[key]
    if declension == "mixed" and key in (("nom", "sg", "m"), ("nom", "sg", "n"), ("acc", "sg", "n")):
        return _STRONG[key]
    return "e" if key in _WEAK_E else "en"


# --- determiners ----------------------------------------------------------------------------------

_DER_ENDINGS: dict[str, tuple[Reading, ...]] = {
    "er": (("nom", "sg", "m"), ("dat", "sg", "f"), ("gen", "sg", "f"), ("gen", "pl", None)),
    "e": (("nom", "sg", "f"), ("acc", "sg", "f"), ("nom", "pl", None), ("acc", "pl", None)),
    "es": (("nom", "sg", "n"), ("acc", "sg", "n"), ("gen", "sg", "m"), ("gen", "sg", "n")),
    "en": (("acc", "sg", "m"), ("dat", "pl", None)),
    "em": (("dat", "sg", "m"), ("dat", "sg", "n")),
}
_EIN_ENDINGS: dict[str, tuple[Reading, ...]] = {
    "": (("nom", "sg", "m"), ("nom", "sg", "n"), ("acc", "sg", "n")),
    "e": _DER_ENDINGS["e"],
    "en": _DER_ENDINGS["en"],
    "em": _DER_ENDINGS["em"],
    "er": (("dat", "sg", "f"), ("gen", "sg", "f"), ("gen", "pl", None)),
    "es": (("gen", "sg", "m"), ("gen", "sg", "n")),
}
_ARTICLE = {"der": "er", "die": "e", "den": "en", "dem": "em"}
_ARTICLE_FORMS = {
    ("nom", "sg", "m"): "der", ("acc", "sg", "m"): "den", ("dat", "sg", "m"): "dem", ("gen", "sg", "m"): "des",
    ("nom", "sg", "f"): "die", ("acc", "sg", "f"): "die", ("dat", "sg", "f"): "der", ("gen", "sg", "f"): "der",
    ("nom", "sg", "n"): "das", ("acc", "sg", "n"): "das", ("dat", "sg", "n"): "dem", ("gen", "sg", "n"): "des",
    ("nom", "pl", None): "die", ("acc", "pl", None): "die", ("dat", "pl", None): "den", ("gen", "pl", None): "der",
}  # fmt: skip
_DER_STEMS = ("dies", "jen", "jed", "welch", "manch", "solch", "jeglich", "all", "beid")
_EIN_STEMS = ("ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur", "euer")
_QUANTIFIER_STEMS = ("viel", "wenig", "einig", "mehrer", "etlich", "zahlreich", "verschieden", "sämtlich")
_NUMERALS = frozenset(
    "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert "
    "tausend dutzend".split()
)
#: Contractions of a preposition with a definite article: (preposition, article reading).
_CONTRACTIONS: dict[str, tuple[str, tuple[Reading, ...]]] = {
    "zum": ("zu", (("dat", "sg", "m"), ("dat", "sg", "n"))),
    "zur": ("zu", (("dat", "sg", "f"),)),
    "im": ("in", (("dat", "sg", "m"), ("dat", "sg", "n"))),
    "am": ("an", (("dat", "sg", "m"), ("dat", "sg", "n"))),
    "vom": ("von", (("dat", "sg", "m"), ("dat", "sg", "n"))),
    "beim": ("bei", (("dat", "sg", "m"), ("dat", "sg", "n"))),
    "ins": ("in", (("acc", "sg", "n"),)),
    "ans": ("an", (("acc", "sg", "n"),)),
}
#: Contracted forms by (preposition, article): the inverse of the table above.
_CONTRACT = {("zu", "dem"): "zum", ("zu", "der"): "zur", ("in", "dem"): "im", ("an", "dem"): "am",
             ("von", "dem"): "vom", ("bei", "dem"): "beim", ("in", "das"): "ins", ("an", "das"): "ans"}  # fmt: skip


@dataclass(frozen=True)
class Determiner:
    """A parsed determiner: what it is, which readings it allows and the declension it imposes."""

    text: str
    kind: str  # article, der-word, ein-word, quantifier, numeral, contraction
    stem: str
    readings: tuple[Reading, ...]

    @property
    def declension(self) -> str:
        """Declension of a following adjective (or adjectival noun)."""
        if self.kind in ("quantifier", "numeral"):
            return "strong"
        return "mixed" if self.kind == "ein-word" else "weak"

    def form(self, case: str, number: str, gender: str | None) -> str | None:
        """This determiner inflected for a new reading (None when it cannot express it)."""
        key = (case, number, None if number == "pl" else gender)
        if self.kind == "article":
            word = _ARTICLE_FORMS[key]
        elif self.kind == "contraction":
            article = _ARTICLE_FORMS[key]
            word = _CONTRACT.get((self.stem, article), f"{self.stem} {article}")
        elif self.kind == "der-word":
            word = self.stem + _STRONG_DET[key]
        elif self.kind == "ein-word":
            if self.stem == "ein" and number == "pl":
                return None
            ending = "" if key in _EIN_ENDINGS[""] else _STRONG_DET[key]
            stem = ("euer" if not ending else "eur") if self.stem in ("eur", "euer") else self.stem
            word = stem + ending
        elif self.kind == "quantifier":
            if number != "pl":
                return None
            word = self.stem + _STRONG[key]
        else:  # numeral
            return self.text if number == "pl" else None
        return _match_case(word, self.text)


#: Endings of der-words and inflected ein-words (like the strong adjective, but -es in the genitive).
_STRONG_DET = {**_STRONG, ("gen", "sg", "m"): "es", ("gen", "sg", "n"): "es"}


def _match_case(word: str, model: str) -> str:
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


@lru_cache(maxsize=4096)
def determiner(token: str) -> Determiner | None:
    """Parse ``token`` as a determiner, or None."""
    low = token.lower()
    if low in _ARTICLE:
        return Determiner(token, "article", "d", _DER_ENDINGS[_ARTICLE[low]])
    if low == "das":
        return Determiner(token, "article", "d", (("nom", "sg", "n"), ("acc", "sg", "n")))
    if low == "des":
        return Determiner(token, "article", "d", (("gen", "sg", "m"), ("gen", "sg", "n")))
    if low in _CONTRACTIONS:
        prep, readings = _CONTRACTIONS[low]
        return Determiner(token, "contraction", prep, readings)
    if low in _NUMERALS or low.isdigit():
        return Determiner(token, "numeral", low, (("nom", "pl", None), ("acc", "pl", None),
                                                  ("dat", "pl", None), ("gen", "pl", None)))  # fmt: skip
    for stem in _DER_STEMS:
        if low.startswith(stem) and low[len(stem) :] in _DER_ENDINGS:
            readings = _DER_ENDINGS[low[len(stem) :]]
            if stem in ("all", "beid"):
                readings = tuple(r for r in readings if r[1] == "pl")
            return Determiner(token, "der-word", stem, readings) if readings else None
    for stem in _EIN_STEMS:
        if low.startswith(stem) and low[len(stem) :] in _EIN_ENDINGS:
            ending = low[len(stem) :]
            if stem == "eur" and ending == "":
                continue
            readings = _EIN_ENDINGS[ending]
            if stem == "ein":
                readings = tuple(r for r in readings if r[1] == "sg")
            return Determiner(token, "ein-word", stem, readings)
    for stem in _QUANTIFIER_STEMS:
        ending = low[len(stem) :]
        if low.startswith(stem) and ending in ("e", "en", "er"):
            readings = tuple(k for k, v in _STRONG.items() if k[1] == "pl" and v == ending)
            return Determiner(token, "quantifier", stem, readings)
    return None


# --- attributive adjectives -----------------------------------------------------------------------

_ADJ_ENDINGS = ("en", "em", "er", "es", "e")
_NOT_ADJECTIVES = frozenset(
    "aber oder sehr über unter wieder immer hier mehr weder entweder jeder jede jedes jeden jedem "
    "wer wie wo die der das den dem des eine einer einen einem eines keine keiner keinen keinem "
    "noch schon gerne ohne gegen ihre ihrer ihren ihrem ihres seine seiner seinen seinem seines "
    "andere anderer anderen anderem anderes beide beiden etwa selber selbst vorher nachher später "
    "hinter neben wegen während außer innerhalb außerhalb oben unten vorne hinten ebenfalls ferner "
    "bitte dabei daher deswegen weiter leider sofern sondern".split()
)
#: Intensifiers that may stand between a determiner and an adjective (*ein sehr guter Lehrer*).
_INTENSIFIERS = frozenset("sehr besonders ganz recht äußerst überaus so zu noch höchst ziemlich".split())


def is_adjective(token: str, sentence_start: bool = False) -> bool:
    """A plausible inflected attributive adjective (lower case, adjective ending)."""
    if not token.isalpha() or len(token) < 3:
        return False
    low = token.lower()
    if low in _NOT_ADJECTIVES or determiner(token) is not None:
        return False
    if token[0].isupper() and not sentence_start:
        return False
    return low.endswith(_ADJ_ENDINGS)


def split_adjective(token: str) -> tuple[str, str]:
    """``(stem, ending)`` of an inflected adjective (*neuer* → *neu*, *er*)."""
    for ending in _ADJ_ENDINGS:
        if token.lower().endswith(ending) and len(token) > len(ending) + 1:
            return token[: -len(ending)], ending
    return token, ""


def inflect_adjective(token: str, declension: str, case: str, number: str, gender: str | None) -> str:
    """``token`` (an inflected adjective) with the ending for the given reading."""
    stem, _ = split_adjective(token)
    return stem + adjective_ending(declension, case, number, gender)


# --- nouns ----------------------------------------------------------------------------------------

_LEXICON_CASES = {"nominativ": "nom", "akkusativ": "acc", "dativ": "dat", "genitiv": "gen"}


@lru_cache(maxsize=1)
def _lexicon() -> dict[str, list[tuple[str, dict[tuple[str, str], tuple[str, ...]]]]]:
    """german-nouns as ``lemma → [(genus, {(case, number): forms})]`` (read once, ~1 s)."""
    from german_nouns.config import CSV_FILE_PATH

    table: dict[str, list[tuple[str, dict[tuple[str, str], tuple[str, ...]]]]] = {}
    with open(CSV_FILE_PATH, encoding="utf-8", newline="") as handle:
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
            table.setdefault(row[0], []).append((genus, {k: tuple(v) for k, v in forms.items() if v}))
    return table


def lexicon_genus(lemma: str) -> str | None:
    """Grammatical gender of a noun (or of its head, for compounds the lexicon lacks)."""
    for word in _head_candidates(lemma):
        for genus, _ in _lexicon().get(word, []):
            if genus:
                return genus
    return None


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
        rows = _lexicon().get(word, [])
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


#: How likely a reading is when nothing else decides (nominative singular first; see the module notes).
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


_WORD = re.compile(r"\S+")


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
