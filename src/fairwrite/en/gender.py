"""Cheap lexical gender of an English segment, from its pronouns (used to label benchmark sources)."""

from __future__ import annotations

import re

from fairwrite.en import lexicon

_MASCULINE = re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE)
_FEMININE = re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE)


def pronoun_gender(text: str) -> str:
    """``masculine``, ``feminine``, ``mixed`` or ``none`` according to the third-person pronouns in ``text``."""
    masculine, feminine = bool(_MASCULINE.search(text)), bool(_FEMININE.search(text))
    if masculine and feminine:
        return "mixed"
    return "masculine" if masculine else "feminine" if feminine else "none"


def segment_gender(text: str, *, nouns: bool = True) -> str:
    """Like :func:`pronoun_gender`, also counting gendered nouns and titles (*chairwoman*, *mankind*, *Mrs*)."""
    label = pronoun_gender(text)
    if not nouns or label == "mixed":
        return label
    genders = {label} - {"none"}
    table = lexicon.forward_nouns()
    for match in lexicon.find_nouns(text):
        entry = lexicon.lookup(table, match.group(0))
        if entry is not None:
            genders.add(entry.gender)
    if lexicon.find(lexicon.TITLE_RE, text):
        genders.add("feminine")
    if len(genders) > 1:
        return "mixed"
    return genders.pop() if genders else "none"
