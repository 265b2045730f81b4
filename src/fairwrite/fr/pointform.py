"""The point form of one word (*étudiant·e·s*, *lecteur·rice*, *nombreux·ses*, *le·la*), and the feminine of a
word for a doublet. Every form is checked against exclure's own resolver
(:func:`fairwrite.fr.normalize.find_inclusive_forms`), so that to-standard reads back exactly what to-fair writes."""

from __future__ import annotations

from functools import lru_cache

from fairwrite.fr.lexicon import is_word
from fairwrite.fr.morphology import FEMININE_SUFFIXES, _pluralise, feminine_of, match_case
from fairwrite.fr.normalize import find_inclusive_forms

#: Fused preposition + article before a noun phrase, and their feminine for the feminine conjunct.
FUSED_FEMININE = {"au": "à la", "du": "de la", "aux": "aux", "des": "des"}


@lru_cache(maxsize=65_536)
def point_form(masculine: str, feminine: str, separator: str = "·", short: bool = False) -> str | None:
    """*étudiants* + *étudiantes* → *étudiant·e·s* (``short``: *étudiant·es*); *lecteur* + *lectrice* →
    *lecteur·rice*; *nombreux* + *nombreuses* → *nombreux·ses*; *le* + *la* → *le·la*. ``None`` when exclure
    would not read the result back as ``masculine`` (the round trip is the contract)."""
    masc, fem = masculine, feminine
    if masc.lower() == fem.lower():
        return None
    plural = fem.lower().endswith("s") and masc.lower().endswith(("s", "x")) and len(masc) > 2
    masc_s, fem_s = (masc, fem)
    if plural:
        fem_s = fem[:-1]
        if fem_s.lower().startswith(masc.lower()) or not masc.lower().endswith("s"):
            masc_s = masc  # Français·es, nombreux·ses: one masculine form for both numbers
        else:
            masc_s = masc[:-1] if _pluralise(masc[:-1].lower()) == masc.lower() else masc
    common = 0
    while common < min(len(masc_s), len(fem_s)) and masc_s[common].lower() == fem_s[common].lower():
        common += 1
    candidates = []
    if masc_s.lower().endswith("eur") and fem_s.lower().endswith("euse"):
        common = min(common, len(fem_s) - 4)  # travailleur·euse, not travailleur·se
    for k in range(common, max(0, common - 4), -1):
        suffix = fem_s[k:]
        if suffix.lower() in FEMININE_SUFFIXES:
            if masc_s != masc:  # étudiant·e·s, or étudiant·es in the short plural
                candidates.append(f"{masc_s}{separator}{suffix}{'' if short else separator}s")
            elif plural:  # nombreux·ses, Français·es
                candidates.append(f"{masc_s}{separator}{suffix}s")
            else:
                candidates.append(f"{masc_s}{separator}{suffix}")
    candidates.append(f"{masc}{separator}{fem}")  # two whole words: le·la, ceux·celles
    for candidate in candidates:
        forms = find_inclusive_forms(candidate)
        if (len(forms) == 1 and (forms[0].start, forms[0].end) == (0, len(candidate))
                and forms[0].masculine.lower() == masc.lower()):
            return candidate
    return None


def inflect_point(word: str, separator: str, plural: bool | None = None, short: bool = False) -> str | None:
    """``word`` (masculine) in the point form with its capitalisation, or ``None`` if it does not change."""
    low = word.lower()
    fem = feminine_of(low, plural)
    singular = feminine_of(low) if plural and low.endswith("s") else None
    if singular and not singular.endswith("s") and fem != singular + "s":
        fem = singular + "s"  # mis → mises (not the word misses): the plural of the singular's feminine
    elif plural and fem and not fem.endswith("s") and low.endswith(("s", "x")):
        fem += "s"  # vieux → vieilles, not vieille: the plural the noun has
    form = point_form(low, fem, separator, short) if fem else None
    return match_case(word, form) if form else None


def feminine_word(word: str, plural: bool | None = None) -> str:
    """``word`` in the feminine for the feminine conjunct of a doublet (unchanged when it does not vary)."""
    low = word.lower().replace("’", "'")
    if low in ("l'", "les", "des", "ces", "mes", "tes", "ses", "nos", "vos", "leurs", "leur", "d'", "de"):
        return word
    if low in ("cet", "ce"):
        return match_case(word, "cette")
    if low in FUSED_FEMININE:
        return match_case(word, FUSED_FEMININE[low])
    fem = feminine_of(low, plural)
    return match_case(word, fem) if fem else word


def varies(word: str, plural: bool) -> bool | None:
    """Does the adjective ``word`` have a feminine of its own? ``True`` (*locaux*), ``False`` for an epicene
    form (*jeunes*, *sociales*), ``None`` when the tables do not know it (*livournais*, *bons*)."""
    low = word.lower()
    if feminine_of(low, plural):
        return True
    return False if low.endswith(("e", "es")) else None


def number_invariant(word: str) -> bool:
    """A masculine adjective whose singular is its plural (*français*, *heureux*), not a regular plural."""
    if word.endswith("aux") or (word.endswith("s") and is_word(word[:-1])):
        return False  # locaux, étrangers: a plural with its own singular
    return word.endswith(("s", "x"))
