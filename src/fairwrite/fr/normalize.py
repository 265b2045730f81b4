"""Find inclusive word forms in raw French text and normalise their separators to ``.`` (INCLURE's convention).

Inclusive French writes the feminine ending with many separators: the interpunct (*député·e·s*) and its
look-alikes (``•``, ``‧``, ``⋅``, ``∙``), the dot, the hyphen (*ancien-ne-s*), the slash (*étudiant/es*,
*Le/la*), parentheses (*patient(e)s*) and capitals (*étudiantEs*, *touTEs*). :func:`find_inclusive_forms`
finds them with character offsets and resolves each to its masculine form (:mod:`fairwrite.fr.morphology`);
:func:`normalize` rewrites only those words, to the ``.`` convention.

Nothing else is touched: a separator is only read as inclusive when what follows is a feminine suffix that
can inflect what precedes (or two whole words of one lemma, *infirmiers/infirmières*), and URLs, e-mail
addresses, domains and file names are masked first. Numbers (*1.5*), abbreviations (*p.ex.*, *J.-C.*,
*U.S.A.*), hyphenated compounds (*peut-être*, *dit-elle*, *dis-le*) and ambiguous top-level domains
(*google.es*: ``.es`` is only taken as a suffix when the result is a French word) stay byte-identical.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from fairwrite.fr.lexicon import is_word
from fairwrite.fr.morphology import (
    FEMININE_SUFFIXES,
    LOWER,
    SOFT_HYPHEN,
    UPPER,
    feminine_pair,
    is_suffix_segment,
    resolve_combination,
)

LETTERS = LOWER + UPPER + SOFT_HYPHEN
DOTS = ".·•‧⋅∙"
SEPARATORS = DOTS + "-/"
_SEP_CLASS = re.escape(SEPARATORS)
_NOT_BEFORE = rf"(?<![{LETTERS}\d_@/\\{re.escape(DOTS)}\-])"

#: Separator chains: letters separated by dots, interpuncts, hyphens or slashes.
CHAIN = re.compile(
    rf"{_NOT_BEFORE}[{LETTERS}]+(?:[{_SEP_CLASS}][{LETTERS}]+)+(?![{LETTERS}\d_@/\\]|\.[{LETTERS}\d])"
)
#: Parenthesised suffixes: patient(e)s, intubé(e), professionnel(le)s, employé(e)(s).
PAREN = re.compile(
    rf"{_NOT_BEFORE}[{LETTERS}]{{2,}}(?:\([{LOWER}]{{1,6}}\))+(?:s|\(s\))?(?![{LETTERS}\d(])"
)
_CAPS_SUFFIXES = sorted(
    {s.upper() for s in FEMININE_SUFFIXES} | {s.upper() + "S" for s in FEMININE_SUFFIXES}, key=len, reverse=True
)
#: Capitalised suffixes: étudiantEs, touTEs, citoyenNEs.
CAPS = re.compile(
    rf"{_NOT_BEFORE}[{UPPER}]?[{LOWER}{SOFT_HYPHEN}]{{2,}}(?:{'|'.join(_CAPS_SUFFIXES)})s?(?![{LETTERS}\d_@])"
)
#: URLs, e-mail addresses, domains and file names: never read as inclusive words.
PROTECTED = re.compile(
    r"(?:https?|ftp)://\S+|\bwww\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
    r"|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|fr|gouv|eu|be|ch|ca|de|uk|it|lu|info|edu|gov|io|co|html?|php"
    r"|aspx?|pdf|docx?|odt|ods|xlsx?|pptx?|csv|tsv|txt|json|jsonl|xml|ya?ml|jpe?g|png|gif|svg|webp|js|css"
    r"|py|zip|gz|tar|mp3|mp4|avi|exe)\b",
    re.IGNORECASE,
)
#: Single suffixes that are also top-level domains or file extensions: need a French word as result.
_AMBIGUOUS_SINGLE = frozenset({"es", "ne", "re", "se", "le", "te", "ve"})


@dataclass(frozen=True)
class InclusiveForm:
    """An inclusive word found in a text: its span, its ``.``-normalised spelling, its masculine form."""

    start: int
    end: int
    text: str
    dotted: str
    masculine: str
    process: str  # "flexion" (suffixes) or "coordination" (two whole words: le.la, infirmiers/infirmières)


def _split_chain(chain: str) -> list[tuple[int, int, list[str], str]]:
    """Group a separator chain into words: ``(start, end, parts, first_separator)`` for each group."""
    pieces = re.split(f"([{_SEP_CLASS}])", chain)
    groups: list[tuple[int, int, list[str], str]] = []
    start, parts, first_sep = 0, [pieces[0]], ""
    pos = len(pieces[0])
    for k in range(1, len(pieces), 2):
        sep, word = pieces[k], pieces[k + 1]
        low = word.lower().replace(SOFT_HYPHEN, "")
        joins = sep in DOTS
        if not joins:  # hyphen or slash: only a suffix or the other gender of the same word continues it
            last = parts[-1].lower().replace(SOFT_HYPHEN, "")
            joins = is_suffix_segment(low, parts[0]) or (
                (len(parts) == 1 and feminine_pair(low, last) in ("closed", "lemma", "suffix"))
                or (len(parts) == 1 and feminine_pair(last, low) in ("closed", "lemma", "suffix"))
            )
        if joins:
            parts.append(word)
            first_sep = first_sep or sep
        else:
            groups.append((start, pos, parts, first_sep))
            start, parts, first_sep = pos + 1, [word], ""
        pos += len(sep) + len(word)
    groups.append((start, pos, parts, first_sep))
    return groups


@lru_cache(maxsize=65_536)
def _resolve_chain(chain: str) -> tuple[tuple[int, int, str, str, str], ...]:
    found = []
    for start, end, parts, first_sep in _split_chain(chain):
        if len(parts) < 2:
            continue
        dotted = ".".join(p.replace(SOFT_HYPHEN, "") for p in parts)
        combination = resolve_combination(dotted)
        if combination is None:
            continue
        ambiguous = first_sep == "." and len(parts) == 2 and parts[1].lower() in _AMBIGUOUS_SINGLE
        if ambiguous and not (is_word(combination.masculine) or is_word(parts[0])):
            continue  # google.es, marca.es: a domain, not a suffix
        found.append((start, end, dotted, combination.masculine, combination.process))
    return tuple(found)


@lru_cache(maxsize=65_536)
def _resolve_paren(word: str) -> tuple[str, str] | None:
    stem, _, rest = word.partition("(")
    inner = re.findall(r"\(([^)]*)\)", "(" + rest)
    tail = word[word.rfind(")") + 1 :]
    segments = [s for s in inner if s != "s"]
    plural = "s" in inner or tail == "s"
    if not segments or not all(is_suffix_segment(s, stem) for s in segments):
        return None
    dotted = ".".join([stem.replace(SOFT_HYPHEN, ""), *segments] + (["s"] if plural else []))
    combination = resolve_combination(dotted)
    return (dotted, combination.masculine) if combination else None


@lru_cache(maxsize=65_536)
def _resolve_caps(word: str) -> tuple[str, str] | None:
    match = re.fullmatch(rf"([{UPPER}]?[{LOWER}]+)([{UPPER}]+)(s?)", word.replace(SOFT_HYPHEN, ""))
    if match is None:
        return None
    stem, caps, tail = match.groups()
    seg, plural = caps.lower(), bool(tail)
    if seg not in FEMININE_SUFFIXES and seg.endswith("s") and seg[:-1] in FEMININE_SUFFIXES:
        seg, plural = seg[:-1], True
    if seg not in FEMININE_SUFFIXES or not is_suffix_segment(seg, stem):
        return None
    dotted = ".".join([stem, seg] + (["s"] if plural else []))
    combination = resolve_combination(dotted)
    return (dotted, combination.masculine) if combination else None


_SUFFIX_ALT = "|".join(sorted(FEMININE_SUFFIXES, key=len, reverse=True))
#: Cheap tests that a text may hold an inclusive form. Each pattern starts with a single character class,
#: which the regex engine scans for at C speed (an alternation would be tried at every position).
QUICK_SEPARATOR = re.compile(
    rf"[·•‧⋅∙.\-/(](?:(?<=[·•‧⋅∙])|(?<=[{LETTERS}][.\-/])(?=[{LETTERS}])|(?<=\()(?:{_SUFFIX_ALT})\))"
)
QUICK_CAPITAL = re.compile(rf"[{UPPER}](?<=[{LOWER}][{UPPER}])")


def may_have_inclusive_forms(text: str) -> bool:
    """Cheap pre-test for :func:`find_inclusive_forms` (a superset of what it finds)."""
    return QUICK_SEPARATOR.search(text) is not None or QUICK_CAPITAL.search(text) is not None


_TOKEN_START = re.compile(r"\S*$")
_TOKEN_END = re.compile(r"\S*")


def has_inclusive_form(text: str) -> bool:
    """``bool(find_inclusive_forms(text))``, looking only at the whitespace-delimited tokens around the
    places the quick patterns point at (inclusive forms never contain whitespace)."""
    for match in (*QUICK_SEPARATOR.finditer(text), *QUICK_CAPITAL.finditer(text)):
        left = _TOKEN_START.search(text, max(0, match.start() - 200), match.start())
        right = _TOKEN_END.match(text, match.end())
        if find_inclusive_forms(text[left.start() if left else match.start() : right.end() if right else match.end()]):
            return True
    return False


def _protected(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in PROTECTED.finditer(text)]


def _inside(span: tuple[int, int], protected: list[tuple[int, int]]) -> bool:
    return any(a < span[1] and span[0] < b for a, b in protected)


def find_inclusive_forms(text: str) -> list[InclusiveForm]:
    """Every inclusive word of ``text`` (morphological combinations and dotted/slashed pairs), in order."""
    found: list[InclusiveForm] = []
    protected: list[tuple[int, int]] | None = None
    for match in CHAIN.finditer(text):
        groups = _resolve_chain(match.group())
        if not groups:
            continue
        if protected is None:
            protected = _protected(text)
        for start, end, dotted, masculine, process in groups:
            span = (match.start() + start, match.start() + end)
            if not _inside(span, protected):
                found.append(InclusiveForm(*span, text[span[0] : span[1]], dotted, masculine, process))
    for pattern, resolve in ((PAREN, _resolve_paren), (CAPS, _resolve_caps)):
        for match in pattern.finditer(text):
            resolved = resolve(match.group())
            if resolved is None:
                continue
            if protected is None:
                protected = _protected(text)
            if _inside(match.span(), protected) or any(
                f.start < match.end() and match.start() < f.end for f in found
            ):
                continue
            found.append(InclusiveForm(*match.span(), match.group(), resolved[0], resolved[1], "flexion"))
    found.sort(key=lambda f: f.start)
    return found


def normalize(text: str, separator: str = ".") -> str:
    """``text`` with every inclusive word spelt in the ``.`` convention (*député·e·s* → *député.e.s*,
    *patient(e)s* → *patient.e.s*, *étudiantEs* → *étudiant.es*), or with ``separator`` in place of the dots
    (``·``: one word to a word-level model); everything else byte-identical."""
    forms = find_inclusive_forms(text)
    if not forms:
        return text
    out, last = [], 0
    for form in forms:
        out += [text[last : form.start], form.dotted if separator == "." else form.dotted.replace(".", separator)]
        last = form.end
    out.append(text[last:])
    return "".join(out)
