"""A French word list and lemma table, read from ``spacy-lookups-data`` (the tables behind spaCy's French
lemmatizer), so that rules can ask "is this a French word?" without loading a pipeline."""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def lemma_table() -> dict[str, str]:
    """Word form → lemma (lower case) for the ~217k forms of ``fr_lemma_lookup``."""
    data = resources.files("spacy_lookups_data") / "data" / "fr_lemma_lookup.json.gz"
    with data.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as stream:
        table = json.load(stream)
    out: dict[str, str] = {}
    for form, lemma in table.items():
        value = lemma[0] if isinstance(lemma, list) else lemma
        out[form.lower()] = str(value).lower()
    return out


@lru_cache(maxsize=1)
def vocabulary() -> frozenset[str]:
    """Every form and lemma the table knows (lower case)."""
    table = lemma_table()
    return frozenset(table) | frozenset(table.values())


def is_word(word: str) -> bool:
    """``word`` (any case) is a known French form."""
    return word.lower() in vocabulary()


def lemma(word: str) -> str:
    """The table's lemma of ``word`` (lower case); the word itself when it is its own lemma or unknown."""
    low = word.lower()
    return lemma_table().get(low, low)
