"""Document → sentence segmentation.

Uses the Moses-derived ``sentence-splitter`` (non-breaking-prefix lists for de/en/fr/es and more)
rather than a hand-written regex, so abbreviations such as *z. B.*, *Dr.* or *M.* do not split.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sentence_splitter import SentenceSplitter


@lru_cache(maxsize=16)
def _splitter(lang: str) -> SentenceSplitter:
    try:
        return SentenceSplitter(language=lang)
    except Exception:  # unsupported language: fall back to English prefixes rather than fail
        return SentenceSplitter(language="en")


_SPACES = re.compile(" +")
_ENDS = re.compile(r"[.?!]")


def split_sentences(text: str, lang: str = "en") -> list[str]:
    """Sentences of a paragraph or document; line breaks are treated as hard boundaries."""
    sentences: list[str] = []
    for paragraph in text.splitlines():
        if not paragraph.strip():
            continue
        if _ENDS.search(paragraph.rpartition(" ")[0]) is None:
            # no . ? ! before the last word: the splitter cannot break the paragraph, and returns it with its
            # runs of spaces folded and stripped (what it does to every sentence); its per-word regexes are
            # the cost of a corpus job, and most lines of running text are one sentence
            sentences.append(_SPACES.sub(" ", paragraph).strip())
            continue
        sentences.extend(s for s in _splitter(lang).split(paragraph) if s.strip())
    return sentences
