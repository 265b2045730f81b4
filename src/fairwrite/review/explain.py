"""What kind of edit a change is, and which changes must be accepted together (referent groups).

Read from the words alone, so it works for every engine and every model without touching their
internals: closed-class words (pronouns, determiners, the English verbs that follow *they*) are small
per-language tables here; a gender-fair marker (*Lehrer\\*in*, *étudiant·es*, *LehrerInnen*, *Lehrerinnen
und Lehrer*) marks a gender-fair form; German capitalises nouns, French puts a determiner before them.

Grouping errs on the side of larger groups: a group accepted or rejected as a whole always leaves the
text consistent, and a group merged too far only costs the reviewer a finer choice, never a broken text.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from fairwrite.review.align import Change

PRONOUN = "pronoun"
PERSON_NOUN = "person noun"
AGREEMENT = "determiner/adjective agreement"
VERB = "verb agreement"
NEUTRAL = "neutral reformulation"
OTHER = "other"
#: Every kind, in the order a reviewer reads them.
KINDS = (PRONOUN, PERSON_NOUN, AGREEMENT, VERB, NEUTRAL, OTHER)

_PRONOUNS = {
    "en": "he she him his her hers himself herself they them their theirs themself themselves",
    "de": "er sie ihn ihm sein seine seinen seinem seiner seines ihr ihre ihren ihrem ihrer ihres "
    "dessen deren derjenige diejenige denjenigen demjenigen derjenigen jemand niemand man",
    "fr": "il ils elle elles lui eux celui celle ceux celles iel iels ielle ielles ael aels "
    "illes celleux lea",
}
_DETERMINERS = {
    "en": "a an the",
    "de": "der die das den dem des ein eine einen einem einer eines jeder jede jeden jedem jedes "
    "kein keine keinen keinem keiner keines dieser diese diesen diesem dieses jener jene jenen jenem "
    "jenes mancher manche manchen manchem welcher welche welchen welchem alle allen aller",
    "fr": "le la les l un une des du au aux ce cet cette ces chaque aucun aucune tout toute tous toutes "
    "certain certaine certains certaines plusieurs quelque quelques mon ma mes ton ta tes son sa ses",
}
#: English verbs whose form follows the subject: *he is* → *they are*.
_EN_VERBS = frozenset(
    ["is", "was", "has", "does", "isn't", "wasn't", "hasn't", "doesn't", "is’nt", "are", "were", "have", "do", "aren't", "weren't", "haven't", "don't", "'s", "’s", "'re", "’re"]
)
_WORDS = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")
#: A gender-fair form inside one word: a separator between letters, or a Binnen-I.
_MARKED = re.compile(r"[^\W\d_][*:_·/.‧•][^\W\d_]|[a-zäöüß](?:In|Innen)\b|[a-zà-ÿ]\((?:e|ne|le|se|te)s?\)")
#: Two forms joined (*Lehrerinnen und Lehrer*, *étudiantes et étudiants*, *he or she*).
_PAIRED = re.compile(r"\s(?:und|oder|bzw\.|et|ou|and|or)\s", re.IGNORECASE)
#: a word that gains only an ending behind a gender-fair separator: *ihr\*e*, *sein:e*, *ein/e*
_ENDING_ONLY = re.compile(r"[^\W\d_]+[*:_·/.][^\W\d_]{1,2}")
_SENTENCE_END = re.compile(r"[.!?…;]\s")


def _table(words: dict[str, str]) -> dict[str, frozenset[str]]:
    return {lang: frozenset(text.split()) for lang, text in words.items()}


PRONOUNS = _table(_PRONOUNS)
DETERMINERS = _table(_DETERMINERS)


def _first(text: str) -> str:
    """The first word of ``text``, lower case, with gender-fair separators cut off (*Jede\\*r* → *jede*)."""
    found = _WORDS.search(text)
    return found.group().lower() if found else ""


def marked(text: str) -> bool:
    """Whether ``text`` holds a gender-fair form (a marked word or a pair)."""
    return bool(_MARKED.search(text) or _PAIRED.search(f" {text} "))


def kind_of(change: Change, source: str, lang: str) -> str:
    """The kind of ``change`` (one of :data:`KINDS`), from its words and (French) the word before it."""
    before = ""
    if lang == "fr":
        found = _WORDS.findall(source[max(0, change.start - 24) : change.start])
        before = found[-1].lower() if found else ""
    return _kind(change.text, change.replacement, lang, before)


@lru_cache(maxsize=65536)
def _kind(old: str, new: str, lang: str, before: str) -> str:
    """:func:`kind_of` from the words alone (cached: the same edits come back line after line)."""
    words_old, words_new = _WORDS.findall(old), _WORDS.findall(new)
    if not words_old and not words_new:
        return OTHER
    first_old, first_new = _first(old), _first(new)
    pronouns, determiners = PRONOUNS.get(lang, frozenset()), DETERMINERS.get(lang, frozenset())
    if len(words_old) == 1 and (first_old in pronouns or (first_new in pronouns and first_old not in determiners)):
        # a possessive that only gains an ending agrees with the noun after it (*ihr Professor* → *ihr\*e
        # Professor\*in*); one that gains a second stem refers back (*seine* → *seine\*ihre*)
        return AGREEMENT if _ENDING_ONLY.fullmatch(new.strip()) and new.lower().startswith(old.strip().lower()) else PRONOUN
    if len(words_new) > 1 and _PAIRED.search(f" {new} "):  # a pair names the person: *jede Lehrerin oder jeder*
        return PERSON_NOUN
    if len(words_old) == 1 and first_old in determiners:
        return AGREEMENT
    if lang == "en" and (old.strip().lower() in _EN_VERBS or _verb_s(old, new)):
        return VERB
    if len(words_old) != len(words_new) and not marked(new) and not marked(old):
        return NEUTRAL
    if lang == "de":
        return PERSON_NOUN if old.lstrip()[:1].isupper() else AGREEMENT
    if lang == "fr":
        return PERSON_NOUN if before in determiners else AGREEMENT
    return PERSON_NOUN


def _verb_s(old: str, new: str) -> bool:
    """English third person singular → plural (*walks* → *walk*, *goes* → *go*)."""
    old, new = old.strip().lower(), new.strip().lower()
    return old.isalpha() and new.isalpha() and old in (new + "s", new + "es")


@dataclass(frozen=True)
class Explained:
    """A change with its kind and its referent group (numbered from 1 within a segment)."""

    change: Change
    kind: str
    group: int


def explain(changes: Sequence[Change], source: str, lang: str) -> list[Explained]:
    """Kinds and referent groups of the ``changes`` of one segment.

    Units first: changes separated only by spaces form a noun phrase (*jede\\*r neue\\*r Lehrer\\*in*), a
    pronoun starts a unit of its own and takes the English verb after it (*he is* → *they are*). Then a
    pronoun unit joins the nearest unit before it that holds a person noun or a pronoun (its antecedent,
    or the pronoun chain it continues: *jede\\*r Lehrer\\*in … seine\\*ihre*); a verb agreement joins the
    pronoun before it in its sentence; an agreement that names nobody joins, in its sentence, the noun
    after it in German (determiners and attributive adjectives precede their noun) and what comes before
    it in French and English (*sont invité·es*, *le·la propriétaire inférieur·e*); every other unit is a
    group of its own. Groups are numbered in the order they start.
    """
    kinds = [kind_of(change, source, lang) for change in changes]
    ends = [m.end() for m in _SENTENCE_END.finditer(source)] if len(changes) > 1 else []
    sentence_of = [bisect.bisect_right(ends, change.start) for change in changes]
    units: list[list[int]] = []
    for k, change in enumerate(changes):
        gap = source[changes[k - 1].end : change.start] if k else None
        joins = units and gap is not None and not gap.strip() and kinds[k] != PRONOUN
        if joins and (kinds[k] == VERB or kinds[units[-1][-1]] != PRONOUN):
            units[-1].append(k)
        else:
            units.append([k])
    parent = list(range(len(units)))

    def root(u: int) -> int:
        while parent[u] != u:
            parent[u] = parent[parent[u]]
            u = parent[u]
        return u

    def sentence(u: int) -> int:
        return sentence_of[units[u][0]]

    def kinds_of(u: int) -> set[str]:
        return {kinds[k] for k in units[u]}

    names = {PERSON_NOUN, NEUTRAL, PRONOUN}
    for u in range(len(units)):
        head, own = kinds[units[u][0]], kinds_of(u)
        target = None
        if head == PRONOUN:  # its antecedent, or the pronoun chain it continues, anywhere before it
            target = next((e for e in range(u - 1, -1, -1) if kinds_of(e) & names), None)
        elif head == VERB:  # the pronoun it agrees with, in its sentence
            target = next(
                (e for e in range(u - 1, -1, -1) if sentence(e) == sentence(u) and PRONOUN in kinds_of(e)), None
            )
        elif not own & names:  # an agreement that names nobody itself
            before = [e for e in range(u - 1, -1, -1) if sentence(e) == sentence(u)]
            after = [e for e in range(u + 1, len(units)) if sentence(e) == sentence(u)]
            if lang == "de":
                # German marks gender on determiners and attributive adjectives, which precede their noun
                # (*ein verlässliche\*r und glaubwürdige\*r Partner\*in*); a predicate adjective takes none
                target = next((e for e in after if kinds_of(e) & names), before[0] if before else None)
            else:
                # French predicates and adjectives after the noun agree with what comes before them
                # (*les étudiant·es sont invité·es*, *le·la propriétaire inférieur·e*)
                target = before[0] if before else next((e for e in after if kinds_of(e) & names), None)
        if target is not None:
            parent[root(u)] = root(target)
    numbers: dict[int, int] = {}
    explained: list[Explained] = []
    for u, unit in enumerate(units):
        group = numbers.setdefault(root(u), len(numbers) + 1)
        explained += [Explained(changes[k], kinds[k], group) for k in unit]
    return explained


__all__ = ["DETERMINERS", "KINDS", "PRONOUNS", "Explained", "explain", "kind_of", "marked"]
