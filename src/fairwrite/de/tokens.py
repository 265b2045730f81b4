"""Offset-keeping tokenisation for the German engines.

Tokens keep their character offsets, so rewriting replaces spans and leaves every other byte of the
segment untouched. Gender-fair words stay one token (*Lehrer\\*innen*, *eine\\*n*, *Lehrer/-innen*,
*Lehrer(innen)*), hyphenated compounds too (*CDU-Politiker*, *32-jährige*).

>>> [t.text for t in tokenize("Der*die 32-jährige Lehrer/-innen-Sprecher sagte: „Nein.“")]
['Der*die', '32-jährige', 'Lehrer/-innen-Sprecher', 'sagte', ':', '„', 'Nein', '.', '“']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TOKEN = re.compile(
    r"\b[Bb]zw\.|"  # *bzw.* is one word (it joins conjuncts; its full stop ends no sentence)
    r"[^\W\d_]+(?:(?:[-*:_/·∗]-?|\()[^\W\d_]+\)?)*|"
    r"\d+(?:[.,:]\d+)*(?:-?[^\W\d_]+)*|\S"
)


@dataclass(frozen=True, slots=True)
class Token:
    """A token and its span in the segment."""

    start: int
    end: int
    text: str

    @property
    def lower(self) -> str:
        return self.text.lower()

    def is_word(self) -> bool:
        return self.text[:1].isalpha()

    def is_capitalised(self) -> bool:
        return self.text[:1].isupper()


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text`` with their offsets."""
    return [Token(m.start(), m.end(), m.group()) for m in _TOKEN.finditer(text)]


#: Tokens after which a new sentence (or clause start with sentence-like capitalisation) begins.
#: Quotation marks (German, French and typewriter style).
QUOTES = frozenset(('"', "„", "“", "”", "»", "«", "'", "‚", "‘", "’", "›", "‹"))
SENTENCE_END = frozenset({".", "!", "?", ":", ";", "„", "“", '"', "»", "«", "(", "–", "-"})


#: Punctuation that ends a clause.
CLAUSE_END = frozenset((",", ".", ";", "!", "?", ":"))


def clause_start(tokens: list[Token], i: int, edges: frozenset[str] = CLAUSE_END) -> int:
    """Index of the first token of the clause holding token ``i``: right after the nearest token before
    it that is in ``edges`` (compared as written and lower-cased)."""
    k = i
    while k > 0 and tokens[k - 1].text not in edges and tokens[k - 1].lower not in edges:
        k -= 1
    return k


def clause_end(tokens: list[Token], i: int, edges: frozenset[str] = CLAUSE_END) -> int:
    """The index after the last token of the clause holding token ``i``: the nearest token after it in
    ``edges`` (:data:`CLAUSE_END`: a comma or the sentence's end), or the end of ``tokens``."""
    k = i + 1
    while k < len(tokens) and tokens[k].text not in edges:
        k += 1
    return k


def sentence_initial(tokens: list[Token], i: int) -> bool:
    """Whether token ``i`` starts a sentence (or a quotation), so its capital letter says nothing."""
    j = i - 1
    while j >= 0 and tokens[j].text in ("„", "“", '"', "»", "«", "(", "'", "‚"):
        j -= 1
    return j < 0 or tokens[j].text in (".", "!", "?", ":", ";")
