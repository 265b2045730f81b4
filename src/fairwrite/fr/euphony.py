"""Elision, pre-vocalic forms and contraction where a rewrite leaves a word French spells otherwise.

Putting an inclusive form in the masculine can leave a word that French writes differently next to
its neighbour: the article elides before a vowel or mute *h* (*le·la étudiant·e* → *l'étudiant*, not *le
étudiant*), a few words take their pre-vocalic form (*ce·tte* → *cet*, *un·e bel·le* → *bel*, *nouvel*),
and *de*/*à* contract with an article (*à le·la directeur·rice* → *au directeur*). Only words an edit
produced are touched, so the input's own spelling elsewhere comes back as written.
"""

from __future__ import annotations

import re

from fairwrite.fr.morphology import match_case
from fairwrite.text.edits import Span

#: Words that elide to ``l'`` before a vowel sound.
ELIDING = frozenset({"le", "la"})
#: Masculine singular words with a distinct form before a vowel sound (*vieux* is left out: it is
#: also plural, where it does not change).
PREVOCALIC = {"ce": "cet", "beau": "bel", "nouveau": "nouvel", "fou": "fol", "mou": "mol"}
#: Preposition + masculine article ``le`` → one word.
CONTRACTIONS = {"de": "du", "à": "au"}
#: Word starts with an aspirated *h*: no elision (*le héros*, *le handicapé*, *le Hongrois*).
H_ASPIRE = (
    "hache", "haie", "haine", "hall", "halte", "hamac", "hamburger", "hameau", "hamster", "hanche", "handball",
    "handicap", "hangar", "hant", "harcel", "hardi", "hareng", "haricot", "harpe", "hasard", "hausse", "haut",
    "havre", "hérisson", "hernie", "héron", "héros", "hêtre", "hibou", "hideu", "hiérarch", "hippie", "hochet",
    "hockey", "hollandais", "homard", "hongr", "honte", "hoquet", "hors", "hotte", "houblon", "housse", "hurl",
    "hutte", "huit",
)  # fmt: skip
#: Vowel-initial words that nevertheless do not elide (*le onze*, *le oui*).
NO_ELISION = ("onze", "oui", "ouistiti", "ouate")
_VOWELS = frozenset("aeiouàâäéèêëîïôöùûüœæ")
_LAST_WORD = re.compile(r"(\w+)\W*\Z")
_NEXT_WORD = re.compile(r"([ \t\u00a0]+)(\w+)")
_PREVIOUS_WORD = re.compile(r"(?<!\w)(\w+)[ \t\u00a0]+\Z")


def vowel_sound(word: str) -> bool:
    """``word`` starts with a vowel sound for elision: a vowel or a mute *h* (*l'homme*, *le héros*)."""
    low = word.lower()
    if low.startswith(NO_ELISION):
        return False
    if low[:1] == "h":
        return not low.startswith(H_ASPIRE)
    return low[:1] in _VOWELS


def euphony(text: str, spans: list[Span]) -> str:
    """``text`` with the words that end the edited ``spans`` elided, pre-vocalic or contracted."""
    apostrophe = "’" if "’" in text and "'" not in text else "'"
    edited_starts = {start for start, end in spans if end > start}
    for start, end in sorted(spans, reverse=True):  # right to left: earlier offsets stay valid
        last = _LAST_WORD.search(text, start, end)
        if last is None or last.end(1) != end:
            continue
        word, low = last.group(1), last.group(1).lower()
        following = _NEXT_WORD.match(text, end)
        if following and vowel_sound(following.group(2)):
            if low in ELIDING:
                text = text[: last.start(1)] + match_case(word, "l") + apostrophe + text[following.start(2) :]
                continue
            if low in PREVOCALIC:
                text = text[: last.start(1)] + match_case(word, PREVOCALIC[low]) + text[end:]
                continue
        if low == "le" and following and following.start(2) in edited_starts:  # an article, not a pronoun
            before = _PREVIOUS_WORD.search(text, 0, last.start(1))
            if before and before.group(1).lower() in CONTRACTIONS:
                merged = match_case(before.group(1), CONTRACTIONS[before.group(1).lower()])
                text = text[: before.start(1)] + merged + text[end:]
    return text


__all__ = ["euphony", "vowel_sound"]
