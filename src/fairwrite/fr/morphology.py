"""French gender morphology for the Inclusive → Standard rules.

Two things live here:

1. **Feminine ↔ masculine correspondences** of whole words (:func:`masculine_candidates`,
   :func:`feminine_of`): *étudiantes → étudiants*, *actrice → acteur*, *heureuses → heureux*,
   *celles → ceux*, *toutes → tous*. Coordination, agreement and the pre-filters all use them, so the
   filters select exactly the sentences the rules can change.
2. **Morphological combinations** in the ``.`` convention (:func:`resolve_combination`): a stem followed by
   feminine suffixes, plural marks and non-binary ``x`` in either order — *député.e.s*, *ami.es*,
   *tou.te.s*, *heureux.ses*, *acteur.rice.s*, *agriculteurs.trices*, *autrice.teur*, *professionnel.le.x.s*
   — and dotted alternatives of two whole words (*le.la*, *ceux.celles*, *infirmier.infirmière*).

INCLURE's core regexes (Lerner & Grouin 2024, §3.1) are the special case "one feminine suffix before or
after the separator"; the list of suffixes is theirs, extended with the doubled consonants and ``-ve``/
``-fe`` forms, and each suffix is only accepted after a stem it can inflect (``-le`` after ``l``, ``-rice``
after ``-eur``…), which keeps pronouns after imperatives (*dis-le*) and sentence joins (*fin.le*) out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from fairwrite.fr.lexicon import is_word, lemma

LOWER = "a-zàâäéèêëîïôöùûüÿçæœ"
UPPER = "A-ZÀÂÄÉÈÊËÎÏÔÖÙÛÜŸÇÆŒ"
SOFT_HYPHEN = "\xad"

#: Feminine suffix segments (singular) → stem endings they may follow (``None``: any stem).
FEMININE_SUFFIXES: dict[str, tuple[str, ...] | None] = {
    "e": None,
    "ne": ("n",),
    "nne": ("e", "o", "a"),
    "enne": None,
    "ienne": None,
    "le": ("l",),
    "lle": ("e", "i", "u"),
    "elle": ("el", "eau", "eaux"),
    "te": ("t", "tou"),
    "tte": ("e", "o"),
    "ette": ("et",),
    "se": ("x", "s", "r", "eu"),
    "sse": ("s",),
    "esse": None,
    "euse": ("eur", "eurs"),
    "rice": ("eur", "eurs"),
    "trice": ("eur", "eurs"),
    "ice": ("eur", "eurs"),
    "eure": ("eur", "eurs"),
    "ère": ("r", "rs"),
    "ere": ("r", "rs"),
    "re": ("r", "rs"),
    "ve": ("f", "fs"),
    "ive": ("f", "fs"),
    "fe": ("f", "fs"),
    "ffe": ("e",),
}
#: Masculine endings written after a feminine stem (*autrice.teur*, *lectrice.eur*, *sportive.if*).
MASCULINE_ENDINGS = ("teur", "eur", "eux", "ier", "er", "ien", "en", "on", "el", "et", "if", "f", "x")
#: Feminine suffix that ends a stem written first (*autrice*.teur) → the masculine ending it stands for.
_FEMININE_STEM_ENDINGS = ("trice", "rice", "ice", "euse", "ière", "ère", "ienne", "enne", "onne", "elle",
                          "ette", "ive", "ve", "se", "e")

#: Closed-class and irregular pairs: feminine → masculine (lower case).
IRREGULAR: dict[str, tuple[str, ...]] = {
    "celle": ("celui",), "celles": ("ceux",), "celle-ci": ("celui-ci",), "celles-ci": ("ceux-ci",),
    "celle-là": ("celui-là",), "celles-là": ("ceux-là",),
    "elle": ("il", "lui"), "elles": ("ils", "eux"), "elle-même": ("lui-même",), "elles-mêmes": ("eux-mêmes",),
    "la": ("le",), "une": ("un",), "cette": ("ce", "cet"), "ma": ("mon",), "ta": ("ton",), "sa": ("son",),
    "toute": ("tout",), "toutes": ("tous",), "chacune": ("chacun",), "aucune": ("aucun",),
    "nulle": ("nul",), "bonne": ("bon",), "quelqu'une": ("quelqu'un",), "quelques-unes": ("quelques-uns",),
    "certaines": ("certains",), "laquelle": ("lequel",), "lesquelles": ("lesquels",),
    "auxquelles": ("auxquels",), "desquelles": ("desquels",), "quelle": ("quel",), "quelles": ("quels",),
    "madame": ("monsieur",), "mesdames": ("messieurs",), "femmes": ("hommes",),
    "vieille": ("vieux", "vieil"), "vieilles": ("vieux",), "folle": ("fou", "fol"), "folles": ("fous",),
    "molle": ("mou",), "molles": ("mous",), "fraîche": ("frais",), "fraîches": ("frais",),
    "sèche": ("sec",), "sèches": ("secs",), "longue": ("long",), "longues": ("longs",),
    "grecque": ("grec",), "grecques": ("grecs",), "maligne": ("malin",), "bénigne": ("bénin",),
    "malignes": ("malins",), "bénignes": ("bénins",),
    "favorite": ("favori",), "favorites": ("favoris",), "copine": ("copain",), "copines": ("copains",),
    "compagne": ("compagnon",), "compagnes": ("compagnons",), "héroïne": ("héros",), "héroïnes": ("héros",),
    "reine": ("roi",), "reines": ("rois",), "belle": ("beau", "bel"), "belles": ("beaux",),
    "nouvelle": ("nouveau", "nouvel"), "nouvelles": ("nouveaux",), "tienne": ("tien",),
}
#: Pairs that coordinate two different words rather than two forms of one: only read as inclusive in the
#: marked order, feminine first (*des femmes et des hommes*; *hommes et femmes* is Standard French).
DISTINCT_LEMMA_PAIRS = frozenset({("femmes", "hommes")})
#: Articles and personal pronouns: only coordinated right next to each other (*le ou la*, *il ou elle*).
ADJACENT_ONLY = frozenset({"la", "une", "cette", "ma", "ta", "sa", "elle", "elles", "quelle", "quelles"})
#: Closed-class feminine words (articles, pronouns, quantifiers): coordinated only by et/ou/slash, close by.
CLOSED_CLASS = frozenset({
    "la", "une", "cette", "ma", "ta", "sa", "elle", "elles", "toute", "toutes", "celle", "celles", "chacune",
    "aucune", "nulle", "certaines", "quelle", "quelles", "laquelle", "lesquelles", "auxquelles",
    "desquelles", "quelqu'une", "quelques-unes", "celle-ci", "celles-ci", "celle-là", "celles-là",
    "elle-même", "elles-mêmes",
})

# (feminine ending, masculine ending), longest first within a family; applied to singular forms.
_SUFFIX_RULES: tuple[tuple[str, str], ...] = (
    ("trice", "teur"), ("euse", "eur"), ("euse", "eux"), ("eresse", "eur"), ("esse", "e"),
    ("ière", "ier"), ("ère", "er"), ("ienne", "ien"), ("éenne", "éen"), ("enne", "en"), ("onne", "on"),
    ("anne", "an"), ("elle", "el"), ("elle", "eau"), ("ette", "et"), ("otte", "ot"), ("ive", "if"),
    ("ouse", "oux"), ("que", "c"), ("che", "c"), ("ffe", "f"), ("ille", "il"), ("ulle", "ul"),
    ("eure", "eur"), ("sse", "s"), ("e", ""),
)
_STRONG_BARE_E = ("ant", "ent", "é", "i", "u", "ais", "ois", "ain", "in", "an", "al", "il", "ur", "ard",
                  "and", "ond", "aud", "at", "it", "ut", "ien", "éen", "ier", "er", "ul", "us", "is")


def _pluralise(word: str) -> str:
    if word in ("tout",):
        return "tous"
    if word.endswith(("s", "x", "z")):
        return word
    if word.endswith(("eau", "eu")):
        return word + "x"
    if word.endswith("al") and len(word) > 3 and is_word(word[:-2] + "aux"):
        return word[:-2] + "aux"
    return word + "s"


@lru_cache(maxsize=262_144)
def masculine_candidates(fem: str) -> tuple[str, ...]:
    """Masculine forms that ``fem`` (lower case) may be the feminine of, same number, best first.

    Not checked against a lexicon: the callers decide how sure they must be.
    """
    fem = fem.lower()
    if fem in IRREGULAR:
        return IRREGULAR[fem]
    out: list[str] = []
    forms = [(fem, False)]
    if fem.endswith("s") and not fem.endswith("ss") and len(fem) > 3:
        forms.insert(0, (fem[:-1], True))
    for singular, plural in forms:
        if singular in IRREGULAR:
            out += [_pluralise(m) if plural else m for m in IRREGULAR[singular]]
            continue
        for fem_end, masc_end in _SUFFIX_RULES:
            if singular.endswith(fem_end) and len(singular) - len(fem_end) >= 2:
                masc = singular[: len(singular) - len(fem_end)] + masc_end
                if masc != singular:
                    out.append(_pluralise(masc) if plural else masc)
    # elided forms (jusqu', lorsqu') are not masculines
    return tuple(dict.fromkeys(m for m in out if len(m) > 1 and m != fem and not m.endswith("qu")))


def feminine_pair(fem: str, masc: str) -> str | None:
    """How sure it is that ``fem`` is the feminine of ``masc``: ``"closed"``, ``"lemma"``, ``"suffix"``,
    ``"weak"`` (a bare ``-e`` after an unusual ending, e.g. *porte*/*port*) or ``None``."""
    f, m = fem.lower(), masc.lower()
    if f == m:
        return None
    if m in IRREGULAR.get(f, ()) or (f.endswith("s") and m in {_pluralise(x) for x in IRREGULAR.get(f[:-1], ())}):
        return "closed"
    if m not in masculine_candidates(f):
        return None
    if lemma(f) == lemma(m) and (lemma(f) != f or lemma(m) != m):
        return "lemma"
    base = m[:-1] if m.endswith("s") and f.endswith("es") else m
    if f.endswith(("e", "es")) and f.rstrip("s")[:-1] == base:  # bare -e
        return "suffix" if base.endswith(_STRONG_BARE_E) else "weak"
    return "suffix"


def masculine_of(word: str, *, require_word: bool = True) -> str | None:
    """The masculine of a feminine ``word`` with its capitalisation, or ``None``."""
    low = word.lower()
    for cand in masculine_candidates(low):
        if not require_word or (is_word(cand) and (lemma(cand) == lemma(low) or low in IRREGULAR
                                                   or low.rstrip("s") in IRREGULAR)):
            return match_case(word, cand)
    return None


# --- masculine → feminine: one inflection for both French engines ----------------------------------

_FEMININE_IRREGULAR: dict[str, str] = {}
for _fem, _mascs in IRREGULAR.items():
    for _masc in _mascs:
        _FEMININE_IRREGULAR.setdefault(_masc, _fem)

#: (feminine ending, masculine ending) tried in order to inflect a masculine: :data:`_SUFFIX_RULES` less
#: ``-esse`` (*maîtresse* is a noun), plus *-et* → *-ète* (*inquiète*), and *-is*/*-us* → *-ise*/*-use*
#: before *-s* → *-sse* (*acquise*, *incluse*: *acquisse* is a subjunctive; *gros* → *grosse* stays).
_EXTRA_INFLECTIONS = {("ette", "et"): (("ète", "et"),), ("sse", "s"): (("ise", "is"), ("use", "us"))}
_INFLECTION_RULES = tuple(
    rule for fem_end, masc_end in _SUFFIX_RULES if not fem_end.endswith("esse")
    for rule in (*_EXTRA_INFLECTIONS.get((fem_end, masc_end), ()), (fem_end, masc_end))
)
#: With ``guess_regular``: masculine endings whose feminine has one spelling, and those that take a bare -e.
_REGULAR_ENDINGS = ("eux", "if", "el", "en", "er")
_BARE_E_ENDINGS = ("ant", "ent", "ard", "ain", "al", "u", "i", "it", "ort", "ond", "and")


@lru_cache(maxsize=65_536)
def feminine_of(masculine: str, plural: bool | None = None, *, guess_regular: bool = False) -> str | None:
    """The feminine of a masculine adjective, participle or determiner (lower case, same number), or
    ``None`` for words that do not change (*jeune*) or that the rules cannot inflect.

    By default the result is checked both ways: a known French word whose masculine, by
    :func:`feminine_pair`, is ``masculine`` (fr.inclusify: a wrong edit costs more than a missed one).
    ``guess_regular`` also accepts a known word whose lemma is ``masculine`` (*inquiète*) or a participle's
    bare -e (*plainte*), and otherwise falls back to the regular inflection the lexicon lacks (*actif* →
    *active*, *repositionné* → *repositionnée*) — fr.collective, which must inflect what it rewrites and
    passes a masculine singular (it has read the number), so no plural reading of ``masculine`` is tried.
    """
    masc = masculine.lower()
    if masc in _FEMININE_IRREGULAR:
        return _FEMININE_IRREGULAR[masc]
    if guess_regular and masc.endswith("é"):
        return masc + "e"  # participles in -é, known to the lexicon or not
    if masc.endswith(("mis", "pris", "quis", "ssis", "cis")) or masc == "gris":  # -mettre, -prendre, -quérir, assis
        return masc + ("es" if plural else "e")  # admis → admise(s), pris → prise: not the verb forms admisse, pries
    marked = (masc.endswith(("s", "x")) and not masc.endswith(("ss", "ux")) and len(masc) > 3
              and not guess_regular)  # guess_regular inflects a singular
    stems = [(masc[:-1], True)] if marked else []
    if masc.endswith("aux") and not guess_regular:
        stems.append((masc[:-3] + "al", True))
    if not (marked and is_word(masc[:-1])):  # jeunes is the plural of jeune, not a singular (→ jeunesse)
        stems.append((masc, False))
    if plural and masc.endswith(("x", "s")) and not (marked and is_word(masc[:-1])):
        stems.insert(0, (masc, True))  # nombreux, polonais: the plural reading first when the context says so
    guess = None
    for stem, is_plural in stems:
        for fem_end, masc_end in _INFLECTION_RULES:
            if masc_end and not stem.endswith(masc_end):
                continue
            fem = stem[: len(stem) - len(masc_end)] + fem_end
            fem = fem + "s" if is_plural else fem
            if fem == masc:
                continue
            if guess_regular and guess is None and not is_plural and (
                    masc_end in _REGULAR_ENDINGS or (not masc_end and stem.endswith(_BARE_E_ENDINGS))):
                guess = fem
            if is_word(fem) and (feminine_pair(fem, masc) in ("closed", "lemma", "suffix") or (guess_regular and (
                    lemma(fem) == masc or (not masc_end and lemma(masc) != masc)))):  # inquiète; plaint → plainte
                return fem
    return guess


def match_case(model: str, word: str) -> str:
    """``word`` with the capitalisation of ``model`` (lower, Title or UPPER)."""
    letters = [c for c in model if c.isalpha()]
    if len(letters) > 1 and all(c.isupper() for c in letters):
        return word.upper()
    if letters and letters[0].isupper():
        return word[:1].upper() + word[1:]
    return word


# --- morphological combinations ----------------------------------------------------------------------


@dataclass(frozen=True)
class Combination:
    """A resolved inclusive word: its masculine form and the process (``flexion`` or ``coordination``)."""

    masculine: str
    process: str


def _split_suffix(segment: str) -> tuple[str, bool] | None:
    """A feminine suffix segment → (singular suffix, plural?)."""
    if segment in FEMININE_SUFFIXES:
        return segment, False
    if segment.endswith("s") and segment[:-1] in FEMININE_SUFFIXES:
        return segment[:-1], True
    return None


def _stem_accepts(stem: str, suffix: str) -> bool:
    allowed = FEMININE_SUFFIXES[suffix]
    if allowed is None:
        return True
    return stem.endswith(allowed)


def is_suffix_segment(segment: str, stem: str | None = None) -> bool:
    """``segment`` (lower case) is a feminine suffix, plural ``s`` or non-binary ``x`` — after ``stem``."""
    if segment in ("s", "x"):
        return True
    split = _split_suffix(segment)
    if split is None:
        return False
    return stem is None or _stem_accepts(stem.lower().replace(SOFT_HYPHEN, ""), split[0])


def _merge(base: str, ending: str) -> str:
    """``base + ending`` sharing the longest overlap (*aut* + *teur* → *auteur*)."""
    for k in range(min(len(base), len(ending)), 0, -1):
        if base.endswith(ending[:k]):
            return base + ending[k:]
    return base + ending


def _feminine_first(stem: str, ending: str) -> str | None:
    """*autrice* + *teur* → *auteur*; *lectrice* + *eur* → *lecteur*; *sportive* + *if* → *sportif*."""
    candidates = []
    for fem_end in _FEMININE_STEM_ENDINGS:
        if stem.endswith(fem_end) and len(stem) > len(fem_end):
            candidates.append(_merge(stem[: -len(fem_end)], ending))
    for cand in candidates:
        if is_word(cand):
            return cand
    return candidates[0] if candidates else None


def resolve_combination(word: str) -> Combination | None:
    """Resolve a dotted inclusive word (``.`` separators, any case) to its masculine form, or ``None``.

    ``word`` holds letters and dots only (soft hyphens allowed inside letters); the caller has checked it
    is not part of a URL, e-mail, domain or file name.
    """
    clean = word.replace(SOFT_HYPHEN, "")
    parts = clean.split(".")
    if len(parts) < 2 or any(not p for p in parts):
        return None
    lower = [p.lower() for p in parts]
    upper_word = len(clean) > 2 and clean.replace(".", "").isupper()
    if any(p != p.lower() for p in parts[1:]) and not upper_word:
        return None  # "Ok.Le", "fin.Elle": a missing space, not a suffix
    if len(parts[0]) < 2:
        return None  # initials and acronyms: J.-C., B.C.E., U.S.A.
    # Two whole words of one lemma: le.la, ceux.celles, infirmier.infirmière, il.elle.
    if len(parts) == 2:
        a, b = lower
        for fem, masc in ((b, a), (a, b)):
            if feminine_pair(fem, masc) in ("closed", "lemma", "suffix") and (fem, masc) not in DISTINCT_LEMMA_PAIRS:
                return Combination(match_case(parts[0], masc), "coordination")
    # Find where the suffixes start: the stem may itself contain separators (au.trice.teur, vice.president).
    for cut in range(1, len(parts)):
        stem_parts, segs = lower[:cut], lower[cut:]
        stem = "".join(stem_parts)
        resolved = _resolve_segments(stem, segs)
        if resolved is None:
            continue
        if cut > 1:
            joined = "".join(parts[:cut])
            if not (is_word(resolved) or is_word(joined) or lower[1] in FEMININE_SUFFIXES):
                resolved = "-".join(stem_parts[:-1]) + "-" + resolved[len("".join(stem_parts[:-1])):]
        masc = match_case(parts[0], resolved)
        return Combination(masc.upper() if upper_word else masc, "flexion")
    return None


def _resolve_segments(stem: str, segs: list[str]) -> str | None:
    if len(stem) < 2 or not re.fullmatch(f"[{LOWER}]+", stem):
        return None
    plural = False
    masc: str | None = None
    seen_feminine = False
    for i, seg in enumerate(segs):
        if seg == "s":
            plural = True
            continue
        if seg == "x":
            if not seen_feminine and masc is None and i == 0:
                masc = stem + "x"  # heureu.x.se.s: x is the masculine ending
            continue  # otherwise a non-binary mark: individu.e.x
        split = _split_suffix(seg)
        if split is not None:
            suffix, seg_plural = split
            base = masc or stem
            if not any(_stem_accepts(b, suffix) for b in (base, stem, stem[:-1] if stem.endswith("s") else stem)):
                return None
            plural = plural or seg_plural
            seen_feminine = True
            if masc is None:
                masc = stem
            continue
        ending = seg[:-1] if seg.endswith("s") and seg[:-1] in MASCULINE_ENDINGS else seg
        if ending in MASCULINE_ENDINGS and i == 0 and masc is None:
            fem_first = _feminine_first(stem[:-1] if stem.endswith("s") else stem, ending)
            if fem_first is None:
                return None
            masc = fem_first
            plural = plural or seg != ending or stem.endswith("s")
            seen_feminine = True
            continue
        return None
    if masc is None or not seen_feminine:
        return None
    if masc.endswith("èr"):
        masc = masc[:-2] + "er"  # Infirmièr.e.s: the stem carries the feminine grave accent
    if masc == "tou":
        return "tous" if plural else "tout"
    return _pluralise(masc) if plural else masc
