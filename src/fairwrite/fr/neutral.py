"""Neutral forms and feminised titles → Standard French.

- **Neutralisation** (Alpheratz 2018): new neutral pronouns and forms — *iel(s)*, *al*, *ael*, *yel*,
  *celleux*, *elleux*, *toustes*, *touz*, *lae*, *frœur* — and neutral endings made of new letters,
  *députæs* (``-æ`` for ``-é/-ée``) and *sénataires* (``-aire`` for ``-eur/-rice``). The endings are only
  rewritten when the result is a French word and the written form is not (*secrétaire*, *vitæ* stay).
  The short pronouns that are also ordinary strings (*al*: *et al.*, *al dente*) are only read as pronouns
  before a verb or a clitic.
- **Feminised titles** (Grouin 2022's *féminisation*): the feminine forms of ranks and titles that Standard
  French (the Académie's usage that IFC's standard version follows) writes in the masculine — *cheffe*,
  *officière*, *lieutenante-colonelle*, *professeure*, *auteure*. Only the title changes; articles and
  other agreement (*la ministre*, *nommée*) stay as written, as in the corpus. Feminine forms that are
  ordinary Standard French (*directrice*, *infirmière*, *présidente*) are not touched.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from fairwrite.fr.lexicon import is_word, lemma
from fairwrite.fr.morphology import LOWER, UPPER, match_case
from fairwrite.fr.normalize import InclusiveForm

#: Neutral pronouns and forms → masculine (lower case).
NEUTRAL_FORMS: dict[str, str] = {
    "iel": "il", "iels": "ils", "ielle": "il", "ielles": "ils", "yel": "il", "yels": "ils",
    "ael": "il", "aels": "ils",
    "celleux": "ceux", "ceulles": "ceux", "cellezeux": "ceux", "celleux-ci": "ceux-ci", "cellui": "celui",
    "elleux": "eux", "euxelles": "eux", "ellui": "lui",
    "toustes": "tous", "touste": "tout", "touz": "tous",
    "lae": "le", "frœur": "frère", "frœurs": "frères", "froeur": "frère", "froeurs": "frères",
    "mæ": "mon", "tæ": "ton", "sæ": "son",
}
#: Neutral pronouns that are also other strings: read as pronouns only before a verb or clitic.
AMBIGUOUS_PRONOUNS: dict[str, str] = {"al": "il", "als": "ils", "ul": "il", "uls": "ils"}
_CLITICS = frozenset(
    ["ne", "n'", "n’", "se", "s'", "s’", "y", "en", "me", "m'", "m’", "te", "t'", "t’", "lui", "leur", "nous", "vous", "l'", "l’", "la", "le", "les", "est", "sont", "a", "ont", "était"]
)

#: Feminised titles and ranks → Standard French masculine (lower case, singular; plurals add -s).
FEMINISED_TITLES: dict[str, str] = {
    "cheffe": "chef", "sous-cheffe": "sous-chef", "officière": "officier", "sous-officière": "sous-officier",
    "lieutenante": "lieutenant", "sous-lieutenante": "sous-lieutenant", "colonelle": "colonel",
    "lieutenante-colonelle": "lieutenant-colonel", "commandante": "commandant", "capitainesse": "capitaine",
    "adjudante": "adjudant", "sergente": "sergent", "caporale": "caporal", "amirale": "amiral",
    "générale": "général", "brigadière": "brigadier",
    "professeure": "professeur", "docteure": "docteur", "ingénieure": "ingénieur", "auteure": "auteur",
    "procureure": "procureur", "proviseure": "proviseur", "gouverneure": "gouverneur",
    "rapporteure": "rapporteur", "assesseure": "assesseur", "metteure": "metteur", "sapeuse": "sapeur",
    "pompière": "pompier", "sapeuse-pompière": "sapeur-pompier", "écrivaine": "écrivain",
    "recteure": "recteur", "préfète": "préfet", "sous-préfète": "sous-préfet", "cheffesse": "chef",
}
#: Titles that are only feminised ranks after another title (*officière générale*; *la générale* alone
#: is also an ordinary noun).
_AFTER_TITLE_ONLY = frozenset({"générale", "générales"})

_L = LOWER + UPPER
_NEXT_WORD = re.compile(rf"\s*([{_L}]+['’]?)")


def _title(word: str) -> str | None:
    low = word.lower()
    if low in FEMINISED_TITLES:
        return FEMINISED_TITLES[low]
    if low.endswith("s") and low[:-1] in FEMINISED_TITLES:
        return FEMINISED_TITLES[low[:-1]] + "s"
    return None


@lru_cache(maxsize=65_536)
def _neutral_ending(low: str) -> str | None:
    """*députæs* → *députés*; *sénataires* → *sénateurs* (only when the written form is not French)."""
    if is_word(low):
        return None
    plural = "s" if low.endswith("s") else ""
    stem = low[:-1] if plural else low
    if stem.endswith("æ"):
        for cand in (stem[:-1] + "é", stem[:-1] + "ée"):
            if is_word(cand + plural):
                return stem[:-1] + "é" + plural
    elif stem.endswith("aire"):
        cand = stem[:-4] + "eur" + plural
        if is_word(cand):
            return cand
    return None


def _starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\"«“'")
    return not before or before[-1] in ".!?:\n"


def _is_verb_or_clitic(following: str) -> bool:
    match = _NEXT_WORD.match(following)
    if match is None:
        return False
    word = match.group(1).lower()
    if word in _CLITICS:
        return True
    base = lemma(word)
    return base != word and base.endswith(("er", "ir", "re", "oir"))


def find_neutral_forms(text: str, *, feminisation: bool = True) -> list[InclusiveForm]:
    """Neutral forms (``neutralisation``) and, if asked, feminised titles (``feminisation``) in ``text``."""
    found: list[InclusiveForm] = []
    previous_title_end = -10
    for match in _SIMPLE.finditer(text):
        word = match.group()
        low = word.lower()
        if not (low in _LOOKUP or low.endswith(("æ", "æs", "aire", "aires"))):
            continue
        before, after = text[match.start() - 1 : match.start()], text[match.end() : match.end() + 2]
        if (before and (before.isalnum() or before in "_@./-")) or (after[:1] and (
            after[:1].isalnum() or after[:1] in "_@" or (after[:1] in "-." and after[1:2].isalpha())
        )):
            continue
        replacement = process = None
        if low in NEUTRAL_FORMS:
            replacement, process = NEUTRAL_FORMS[low], "neutralisation"
        elif low in AMBIGUOUS_PRONOUNS:
            before = text[: match.start()].rstrip().lower()
            if (word.islower() or _starts_sentence(text, match.start())) and not before.endswith("et") \
                    and _is_verb_or_clitic(text[match.end():]):
                replacement, process = AMBIGUOUS_PRONOUNS[low], "neutralisation"
        elif feminisation and (title := _title(low)) is not None:
            if low not in _AFTER_TITLE_ONLY or match.start() - previous_title_end <= 1:
                replacement, process = title, "feminisation"
                previous_title_end = match.end()
        elif low.endswith(("æ", "æs", "aire", "aires")) and (
            word.islower() or ("æ" in low and _starts_sentence(text, match.start()))  # Cavalaire: a name
        ):
            ending = _neutral_ending(low)
            if ending is not None:
                replacement, process = ending, "neutralisation"
        if replacement is not None and process is not None:
            found.append(InclusiveForm(match.start(), match.end(), word, word,
                                       match_case(word, replacement), process))
    return found


_LOOKUP = frozenset(
    [*NEUTRAL_FORMS, *AMBIGUOUS_PRONOUNS, *FEMINISED_TITLES, *(t + "s" for t in FEMINISED_TITLES)]
)
_SIMPLE = re.compile(rf"[{_L}]+(?:-[{_L}]+)*")
#: Words whose presence makes a text a candidate (for hyphenated forms, their feminine last part).
_KEYS = frozenset(
    key.rsplit("-", 1)[-1] for key in (*NEUTRAL_FORMS, *AMBIGUOUS_PRONOUNS, *FEMINISED_TITLES)
    if key not in _AFTER_TITLE_ONLY
)
_ENDING_HITS = re.compile(r"(?:æs?|aires?)\b", re.IGNORECASE)
_WORD_START = re.compile(rf"[{_L}]*$")


def may_have_neutral_forms(text: str, words: Iterable[str] | None = None) -> bool:
    """Cheap pre-test for :func:`find_neutral_forms` (a superset of what it finds); ``words`` = the
    lower-cased words of ``text`` when the caller already has them."""
    for hit in _ENDING_HITS.finditer(text):
        start = _WORD_START.search(text, max(0, hit.start() - 40), hit.start())
        if start is not None and _neutral_ending(text[start.start() : hit.end()].lower()):
            return True
    vocabulary = set(words if words is not None else re.findall(rf"[{_L}]+", text.lower()))
    return not vocabulary.isdisjoint(_KEYS) or any(w[:-1] in _KEYS for w in vocabulary if w.endswith("s"))
