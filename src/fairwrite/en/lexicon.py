"""English gendered ↔ gender-neutral lookup tables: pronouns, person nouns, titles.

The pronoun table is Amrhein et al. (2023) App. E.1 / Vanmassenhove et al. (2021) Table 1; the noun table
(``data/nouns.tsv``) holds their App. E.2 / App. A.1 lists, extended. Everything here is lexical: the
regular expressions decide cheaply whether a segment needs any rewriting at all (segments without a
match never reach the parser), the maps give the replacement of each word.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources


def word_set(words: str) -> frozenset[str]:
    """A set of words written as one whitespace-separated string (the rule modules' small word lists)."""
    return frozenset(words.split())


# --- pronouns -----------------------------------------------------------------------------------------

#: Gendered third-person pronouns (and the non-standard reflexive *hisself*).
SUBJECT = frozenset({"he", "she"})
GENDERED_PRONOUNS = frozenset(
    {"he", "she", "him", "her", "his", "hers", "himself", "herself", "hisself", "herselves"}
)
REFLEXIVES = frozenset({"himself", "herself", "hisself", "herselves"})

#: Neutral pronouns Backward Augmentation turns into gendered ones.
NEUTRAL_PRONOUNS = frozenset({"they", "them", "their", "theirs", "themself", "themselves"})

#: Backward Augmentation: neutral pronoun → (masculine, feminine). ``their`` and ``them`` both go to
#: *her* in the feminine, which is why the forward direction needs disambiguation and this one does not.
BACKWARD_PRONOUNS: dict[str, dict[str, str]] = {
    "they": {"masculine": "he", "feminine": "she"},
    "them": {"masculine": "him", "feminine": "her"},
    "their": {"masculine": "his", "feminine": "her"},
    "theirs": {"masculine": "his", "feminine": "hers"},
    "themself": {"masculine": "himself", "feminine": "herself"},
    "themselves": {"masculine": "himself", "feminine": "herself"},
}

REFLEXIVE_FORMS = ("themself", "themselves")

#: Every ``--form`` the English rewriter accepts (one form, singular *they*; ``neutral`` names it too).
#: ``rewrite --help`` and the ``--form`` error both print this list.
FORMS = ("they", "neutral")


def _word_regex(words: list[str]) -> re.Pattern[str]:
    """Whole words, case-insensitive; a word glued to a hyphen compound (*she-wolf*) does not count."""
    ordered = sorted({w.lower() for w in words}, key=len, reverse=True)
    body = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in ordered)
    return re.compile(rf"(?<!\w)(?<!\w-)(?:{body})(?!\w)(?!-\w)", re.IGNORECASE)


GENDERED_PRONOUN_RE = _word_regex(sorted(GENDERED_PRONOUNS))
NEUTRAL_PRONOUN_RE = _word_regex(sorted(NEUTRAL_PRONOUNS))
#: Pronouns whose neutral form is fixed, whatever the context: no parse needed for these alone.
CONTEXT_FREE_FORWARD = frozenset({"him", "hers", "himself", "herself", "hisself", "herselves"})
#: Neutral pronouns Backward Augmentation can map without a parse (only *they* needs its verb).
CONTEXT_FREE_BACKWARD = frozenset({"them", "their", "theirs", "themself", "themselves"})

# --- pair forms -------------------------------------------------------------------------------------------

#: Binary pair forms that collapse into one neutral form: *he or she*, *he/she*, *s/he*, *(s)he*,
#: *his or her*, *him/her*, *himself or herself* (*him- or herself*), *his or hers* — in either order.
_PAIRS = {
    "they": ("he", "she"),
    "their": ("his", "her"),
    "them": ("him", "her"),
    "theirs": ("his", "hers"),
    "self": ("himself", "herself"),
}
PAIR_RE = re.compile(
    r"(?<![\w/-])(?:"
    + "|".join(
        rf"(?P<{name}{k}>{a}\s*(?:/|\s(?:or|and/or)\s)\s*{b})"
        for name, (x, y) in _PAIRS.items()
        for k, (a, b) in enumerate(((x, y), (y, x)))
    )
    + r"|(?P<they9>s/he|\(s\)he|s\(he\))|(?P<self8>him-\s+or\s+herself|her-\s+or\s+himself)"
    + r")(?![\w/-])",
    re.IGNORECASE,
)


def pair_form(match: re.Match[str]) -> str:
    """The neutral form a :data:`PAIR_RE` match collapses into (``self`` for the reflexive)."""
    return next(name for name, value in match.groupdict().items() if value)[:-1]


# --- titles ---------------------------------------------------------------------------------------------

#: *Mrs* and *Miss* (marital status) → *Ms* (European Parliament guidelines); *Miss* only as a title,
#: i.e. capitalised and followed by a capitalised name, so that the verb *miss* is never touched.
TITLE_RE = re.compile(r"(?<![\w-])(?:(?P<mrs>Mrs|MRS)(?P<dot>\.?)|(?P<miss>Miss|MISS))(?=\s+[A-Z])(?![\w])")

# --- nouns ----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class NounEntry:
    """One row of ``data/nouns.tsv``."""

    gendered: str
    neutral: str
    gender: str  # masculine | feminine
    number: str  # sg | pl
    category: str  # job | man | fem
    reverse: bool
    source: str


@lru_cache(maxsize=1)
def noun_entries() -> tuple[NounEntry, ...]:
    """The noun table shipped as package data."""
    text = resources.files("fairwrite.en").joinpath("data/nouns.tsv").read_text(encoding="utf-8")
    entries = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 7:
            raise ValueError(f"nouns.tsv:{number}: expected 7 tab-separated fields, got {len(fields)}")
        gendered, neutral, gender, num, category, reverse, source = fields
        entries.append(
            NounEntry(
                gendered=gendered,
                neutral=neutral,
                gender={"m": "masculine", "f": "feminine"}[gender],
                number=num,
                category=category,
                reverse=reverse == "yes",
                source=source,
            )
        )
    return tuple(entries)


def _key(phrase: str) -> str:
    return " ".join(phrase.lower().split())


@lru_cache(maxsize=1)
def forward_nouns() -> dict[str, NounEntry]:
    """Gendered noun (lower case, single spaces) → its entry."""
    return {_key(e.gendered): e for e in noun_entries()}


@lru_cache(maxsize=1)
def backward_nouns() -> dict[str, dict[str, str]]:
    """Neutral noun → {gender: gendered noun} for the reversible rows (first row per gender wins).

    A neutral noun with no row of a gender keeps its neutral form in that gender: *actor* stays *actor*
    in generic-masculine text and becomes *actress* in generic-feminine text.
    """
    table: dict[str, dict[str, str]] = {}
    for e in noun_entries():
        if e.reverse:
            table.setdefault(_key(e.neutral), {}).setdefault(e.gender, e.gendered)
    return table


@lru_cache(maxsize=1)
def gendered_noun_re() -> re.Pattern[str]:
    return _word_regex([e.gendered for e in noun_entries()])


@lru_cache(maxsize=1)
def neutral_noun_re() -> re.Pattern[str]:
    return _word_regex(list(backward_nouns()))


_ALPHA_RUN = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=2)
def _triggers(neutral: bool) -> frozenset[str]:
    phrases = backward_nouns() if neutral else [e.gendered for e in noun_entries()]
    return frozenset(_ALPHA_RUN.findall(p.lower())[0] for p in phrases)


def find_nouns(text: str, *, neutral: bool = False) -> list[re.Match[str]]:
    """Gendered (or, with ``neutral``, reversible neutral) nouns of the table in ``text``.

    The noun regex is a long alternation; a set lookup of the words of ``text`` decides first whether it
    can match at all, which keeps the pre-filter cheap on the many segments without any such noun.
    """
    if _triggers(neutral).isdisjoint(_ALPHA_RUN.findall(text.lower())):
        return []
    return find(neutral_noun_re() if neutral else gendered_noun_re(), text)


def lookup(table: dict, phrase: str):
    """``table[phrase]`` with case and inner whitespace normalised."""
    return table.get(_key(phrase))


# --- protected spans ------------------------------------------------------------------------------------

#: URLs, e-mail addresses, @mentions and #hashtags are never rewritten (*example.com/his/page*, *#his*).
PROTECTED_RE = re.compile(
    r"(?:[a-z][a-z0-9+.-]*://|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<!\w)[@#]\w+", re.IGNORECASE
)


def protected_spans(text: str) -> list[tuple[int, int]]:
    if "://" not in text and "www." not in text.lower() and "@" not in text and "#" not in text:
        return []
    return [m.span() for m in PROTECTED_RE.finditer(text)]


def find(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """Matches of ``pattern`` in ``text`` outside protected spans."""
    matches = list(pattern.finditer(text))
    if not matches:
        return matches
    spans = protected_spans(text)
    if not spans:
        return matches
    return [m for m in matches if not any(a <= m.start() < b for a, b in spans)]


# --- detection ------------------------------------------------------------------------------------------


@lru_cache(maxsize=4)
def triggers(*, neutral: bool, nouns: bool) -> frozenset[str]:
    """Lower-case words at least one of which a segment must contain to need any rewriting."""
    words = set(NEUTRAL_PRONOUNS if neutral else GENDERED_PRONOUNS)
    if nouns:
        words |= _triggers(neutral)
        if not neutral:
            words |= {"mrs", "miss"}
    return frozenset(words)


def may_need_rewriting(text: str, *, neutral: bool = False, nouns: bool = True) -> bool:
    """The cheapest test: False guarantees that nothing in ``text`` is rewritten (one set lookup)."""
    return not triggers(neutral=neutral, nouns=nouns).isdisjoint(_ALPHA_RUN.findall(text.lower()))


def has_gendered(text: str, *, nouns: bool = True) -> bool:
    """True when ``text`` holds a gendered pronoun (or, with ``nouns``, a gendered noun or title)."""
    if not may_need_rewriting(text, nouns=nouns):
        return False
    if find(GENDERED_PRONOUN_RE, text):
        return True
    return nouns and bool(find_nouns(text) or find(TITLE_RE, text))


def has_neutral(text: str, *, nouns: bool = True) -> bool:
    """True when ``text`` holds a gender-neutral pronoun (or, with ``nouns``, a reversible neutral noun)."""
    if not may_need_rewriting(text, neutral=True, nouns=nouns):
        return False
    if find(NEUTRAL_PRONOUN_RE, text):
        return True
    return nouns and bool(find_nouns(text, neutral=True))
