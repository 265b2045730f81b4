"""Sentence splitting: the fast path for a line with no sentence end before its last word gives exactly what
the Moses-derived splitter gives, on real corpus lines of every language."""

from __future__ import annotations

import pytest

from fairwrite.text.segment import _splitter, split_sentences


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_split_sentences_is_the_splitters_split(shared, lang):
    lines = []
    for path in sorted((shared / "corpora/text" / lang).glob("*.txt")):
        lines += path.read_text(encoding="utf-8").splitlines()[:300]
    lines += ["  Two  spaces   inside, none at the end  ", "Dr. Smith came. He left!", "z. B. so", "Il a dit : « Non. »"]
    for line in lines:
        expected = [s for s in _splitter(lang).split(line) if s.strip()] if line.strip() else []
        assert split_sentences(line, lang) == expected, line
