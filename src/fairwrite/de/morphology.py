"""German inflection tables: determiners, adjective endings, pronouns, prepositions — by case, number, gender.

The tables every German engine needs for agreement (the gender-fair engine here, the gender-neutral
engine for article agreement after replacing a noun). Features use short codes:

- case: ``nom`` ``acc`` ``dat`` ``gen`` (:data:`CASES`); number: ``sg`` ``pl``; gender: ``m`` ``f`` ``n``
  (plural forms ignore gender; pass any).
- declension of an adjective: ``strong`` (no determiner), ``weak`` (after *der*, *dieser*, *jeder*, …),
  ``mixed`` (after *ein*, *kein*, possessives).

>>> inflect_determiner("der", "acc", "sg", "m"), inflect_determiner("ein", "dat", "sg", "f")
('den', 'einer')
>>> inflect_determiner("sein", "acc", "sg", "m"), inflect_determiner("jeder", "gen", "sg", "n")
('seinen', 'jedes')
>>> adjective_ending(declension_after("ein"), "nom", "sg", "m"), adjective_ending("weak", "acc", "sg", "f")
('er', 'e')
>>> inflect_adjective("neu", "mixed", "acc", "sg", "m")
'neuen'
>>> sorted(analyse_determiner("den"))[:2]
[('der', 'acc', 'sg', 'm'), ('der', 'dat', 'pl', 'f')]
>>> personal_pronoun("dat", "sg", "m"), possessive_stem("f"), relative_pronoun("gen", "sg", "m")
('ihm', 'ihr', 'dessen')
"""

from __future__ import annotations

from functools import lru_cache

from fairwrite.de import words

_words = str.split  # word lists are written as one string

#: The four cases, most likely first (the order every tie between readings is broken in).
CASES = ("nom", "acc", "dat", "gen")
#: The column order of the tables below (the grammar books' order).
_TABLE_CASES = ("nom", "gen", "dat", "acc")
NUMBERS = ("sg", "pl")
GENDERS = ("m", "f", "n")
DECLENSIONS = ("strong", "weak", "mixed")
#: Adjective endings, longest first (the order a word's ending is read in).
ADJ_ENDINGS = ("en", "em", "er", "es", "e")

_ROWS = (("sg", "m"), ("sg", "f"), ("sg", "n"), ("pl", ""))


def _paradigm(rows: str) -> dict[tuple[str, str], tuple[str, ...]]:
    """A table from its rows ``sg m | sg f | sg n | pl`` (plural rows ignore gender), each the forms in
    the order of :data:`_TABLE_CASES` (``nom gen dat acc``); ``-`` is no ending."""
    return {
        key: tuple("" if form == "-" else form for form in row.split())
        for key, row in zip(_ROWS, rows.split("|"), strict=True)
    }


_DEFINITE = _paradigm("der des dem den | die der der die | das des dem das | die der den die")
# "dieser"-type (strong pronominal) endings, appended to a stem: dies-er, jed-es, …
_PRONOMINAL = _paradigm("er es em en | e er er e | es es em es | e er en e")
# "ein"-type endings: ein-, kein-, mein-, …: like _PRONOMINAL but no ending in nom sg m/n and acc sg n.
_EIN = _paradigm("- es em en | e er er e | - es em - | e er en e")
_WEAK_ADJ = _paradigm("e en en en | e en en e | e en en e | en en en en")
_STRONG_ADJ = _paradigm("er en em en | e er er e | es en em es | e er en e")
_MIXED_ADJ = _paradigm("er en en en | e en en e | es en en es | en en en en")
_ADJ = {"weak": _WEAK_ADJ, "strong": _STRONG_ADJ, "mixed": _MIXED_ADJ}

#: Determiner lemmas → (stem, paradigm). ``der`` is irregular and handled by its own table.
_DETERMINERS: dict[str, tuple[str, str]] = {
    **{lemma: (lemma, "ein") for lemma in _words("ein kein irgendein mein dein sein ihr unser")},
    "euer": ("eur", "ein"),
    **{lemma: (lemma[:-2], "pro") for lemma in _words("dieser jener jeder mancher welcher solcher aller jedweder")},
}
#: Possessive determiner lemmas by the gender/number of the possessor (3rd person).
POSSESSIVE_BY_GENDER = {"m": "sein", "n": "sein", "f": "ihr", "pl": "ihr"}


def _row(number: str, gender: str) -> tuple[str, str]:
    return ("pl", "") if number == "pl" else ("sg", gender)


def _idx(case: str) -> int:
    return _TABLE_CASES.index(case)


def inflect_determiner(lemma: str, case: str, number: str, gender: str) -> str:
    """The form of a determiner (``der``, ``ein``, ``kein``, possessives, ``dieser``, ``jeder``, …).

    ``derjenige``/``derselbe`` are inflected as article + weak adjective (``demjenigen``). ``euer``
    drops its *e* before endings (``eure``). Raises ``KeyError`` for an unknown lemma.
    """
    low = lemma.lower()
    row = _row(number, gender)
    i = _idx(case)
    if low == "der":
        out = _DEFINITE[row][i]
    elif low in ("derjenige", "derselbe"):
        tail = "jenig" if low == "derjenige" else "selb"
        out = _DEFINITE[row][i] + tail + _WEAK_ADJ[row][i]
    else:
        stem, paradigm = _DETERMINERS[low]
        ending = (_EIN if paradigm == "ein" else _PRONOMINAL)[row][i]
        if low == "euer" and not ending:
            stem = "euer"
        out = stem + ending
    return out[:1].upper() + out[1:] if lemma[:1].isupper() else out


def declension_after(
    determiner_lemma: str | None, case: str = "nom", number: str = "sg", gender: str = "m"
) -> str:
    """Adjective declension after a determiner lemma (``None`` = no determiner → ``strong``)."""
    if determiner_lemma is None:
        return "strong"
    low = determiner_lemma.lower()
    if low in words.WEAK_AFTER:
        return "weak"
    return "mixed"


def adjective_suffix(word: str) -> str:
    """The adjective ending of ``word`` (longest first), or ``""``."""
    low = word.lower()
    return next((e for e in ADJ_ENDINGS if low.endswith(e)), "")


def adjective_ending(declension: str, case: str, number: str, gender: str) -> str:
    """The ending of an attributive adjective (``neu`` + ending)."""
    return _ADJ[declension][_row(number, gender)][_idx(case)]


def inflect_adjective(stem: str, declension: str, case: str, number: str, gender: str) -> str:
    """``stem`` + ending; stems ending in *e* (``leise``) do not double it; *-el*/*-er* keep their *e*."""
    ending = adjective_ending(declension, case, number, gender)
    if stem.endswith("e") and ending.startswith("e"):
        return stem + ending[1:]
    return stem + ending


@lru_cache(maxsize=1)
def _determiner_index() -> dict[str, tuple[tuple[str, str, str, str], ...]]:
    index: dict[str, list[tuple[str, str, str, str]]] = {}
    lemmas = ["der", "derjenige", "derselbe", *_DETERMINERS]
    for lemma in lemmas:
        for number in ("sg",) if lemma in ("ein", "irgendein") else NUMBERS:
            for gender in GENDERS:
                for case in _TABLE_CASES:
                    form = inflect_determiner(lemma, case, number, gender)
                    index.setdefault(form, []).append((lemma, case, number, gender))
    for form in [f for f in index if f.startswith("unser") and len(f) > 5]:
        # unsre, unsren, unsrem; unsern, unserm: the poets' and speakers' elided forms read as the full ones
        # (*unsren Pfarrer* is one pastor, an accusative singular, not a dative plural without its -n)
        index.setdefault("unsr" + form[5:], index[form])
        if form[5:] in ("en", "em"):
            index.setdefault("unser" + form[6:], index[form])
    return {k: tuple(v) for k, v in index.items()}


def analyse_determiner(form: str) -> tuple[tuple[str, str, str, str], ...]:
    """All readings ``(lemma, case, number, gender)`` of a determiner form (case-insensitive)."""
    return _determiner_index().get(form.lower(), ())


# --- pronouns -------------------------------------------------------------------------------------------

_PERSONAL = _paradigm("er seiner ihm ihn | sie ihrer ihr sie | es seiner ihm es | sie ihrer ihnen sie")
_RELATIVE = _paradigm("der dessen dem den | die deren der die | das dessen dem das | die deren denen die")


def personal_pronoun(case: str, number: str, gender: str) -> str:
    """Third-person personal pronoun (``er``, ``ihm``, ``sie``, ``ihnen``, …)."""
    return _PERSONAL[_row(number, gender)][_idx(case)]


def possessive_stem(possessor: str) -> str:
    """Possessive determiner lemma for a third-person possessor gender (``m``/``n`` → ``sein``, ``f``/``pl`` → ``ihr``)."""
    return POSSESSIVE_BY_GENDER[possessor]


def relative_pronoun(case: str, number: str, gender: str) -> str:
    """Relative pronoun of the *der* series (``der``, ``dessen``, ``dem``, ``denen``, …)."""
    return _RELATIVE[_row(number, gender)][_idx(case)]


def analyse_personal_pronoun(form: str) -> tuple[tuple[str, str, str], ...]:
    """Readings ``(case, number, gender)`` of a third-person personal pronoun."""
    low = form.lower()
    return tuple(
        (case, number or "pl", gender or "")
        for (number, gender), forms in _PERSONAL.items()
        for case, f in zip(_TABLE_CASES, forms, strict=True)
        if f == low and case != "gen"
    )


# --- prepositions ---------------------------------------------------------------------------------------

#: Case governed by a preposition; two-way prepositions govern ``dat`` (location) or ``acc`` (direction).
PREPOSITION_CASES: dict[str, tuple[str, ...]] = {
    **{
        p: ("dat",)
        for p in _words("mit von zu bei aus nach seit ab gegenüber gemäß samt nebst entgegen laut")
    },
    **{p: ("acc",) for p in _words("für gegen durch ohne um bis wider")},
    **{
        p: ("gen",)
        for p in _words(
            "wegen während trotz statt anstatt innerhalb außerhalb aufgrund mittels seitens "
            "zugunsten angesichts bezüglich hinsichtlich infolge oberhalb unterhalb anlässlich"
        )
    },
    **{p: ("dat", "acc") for p in _words("in an auf über unter vor hinter neben zwischen")},
}

#: The likelier case after a two-way preposition when nothing else tells (location vs. the frequent
#: prepositional objects *an/auf/über* + accusative: *denken an*, *warten auf*, *berichten über*).
TWO_WAY_DEFAULT = {
    "in": "dat",
    "unter": "dat",
    "vor": "dat",
    "hinter": "dat",
    "neben": "dat",
    "zwischen": "dat",
    "an": "acc",
    "auf": "acc",
    "über": "acc",
}


def preferred_case(preposition: str) -> str | None:
    """The single most likely case after ``preposition`` (``None`` for non-prepositions)."""
    low = preposition.lower()
    cases = PREPOSITION_CASES.get(low)
    if not cases:
        return None
    return TWO_WAY_DEFAULT.get(low, cases[0])


#: Preposition + article contractions: form → (preposition, article, case, gender set).
CONTRACTIONS: dict[str, tuple[str, str, str]] = {
    "zum": ("zu", "dem", "dat"),
    "zur": ("zu", "der", "dat"),
    "vom": ("von", "dem", "dat"),
    "beim": ("bei", "dem", "dat"),
    "im": ("in", "dem", "dat"),
    "am": ("an", "dem", "dat"),
    "ins": ("in", "das", "acc"),
    "ans": ("an", "das", "acc"),
    "aufs": ("auf", "das", "acc"),
}


def preposition_cases(word: str) -> tuple[str, ...]:
    """Cases a preposition may govern (empty for non-prepositions)."""
    return PREPOSITION_CASES.get(word.lower(), ())
