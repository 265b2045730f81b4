"""Cheap lexical gender of an English segment, from its pronouns (used to label benchmark sources)."""

from __future__ import annotations

import re

_MASCULINE = re.compile(r"\b(?:he|him|his|himself)\b", re.IGNORECASE)
_FEMININE = re.compile(r"\b(?:she|her|hers|herself)\b", re.IGNORECASE)


def pronoun_gender(text: str) -> str:
    """``masculine``, ``feminine``, ``mixed`` or ``none`` according to the third-person pronouns in ``text``."""
    masculine, feminine = bool(_MASCULINE.search(text)), bool(_FEMININE.search(text))
    if masculine and feminine:
        return "mixed"
    return "masculine" if masculine else "feminine" if feminine else "none"
