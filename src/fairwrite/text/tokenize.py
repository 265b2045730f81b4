"""Moses tokenisation (sacremoses), the tokenisation behind the papers' tokenised WER.

Tokenisers are cached per language because building a ``MosesTokenizer`` compiles dozens of regexes.
``escape=False`` keeps ``&``, ``'`` and friends as characters, so tokens compare like the papers' files.
"""

from __future__ import annotations

from functools import lru_cache

from sacremoses import MosesDetokenizer, MosesTokenizer


@lru_cache(maxsize=16)
def _tokenizer(lang: str) -> MosesTokenizer:
    return MosesTokenizer(lang=lang)


@lru_cache(maxsize=16)
def _detokenizer(lang: str) -> MosesDetokenizer:
    return MosesDetokenizer(lang=lang)


def tokenize(text: str, lang: str = "en") -> list[str]:
    """Moses tokens of ``text``."""
    return _tokenizer(lang).tokenize(text, escape=False)


def tokenized(text: str, lang: str = "en") -> str:
    """``text`` with Moses tokens joined by single spaces."""
    return " ".join(tokenize(text, lang))


def detokenize(tokens: list[str], lang: str = "en") -> str:
    """Inverse of :func:`tokenize` (up to whitespace)."""
    return _detokenizer(lang).detokenize(tokens)
