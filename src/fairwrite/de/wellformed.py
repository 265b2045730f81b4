"""The last check over a segment's edits: every changed word is a well-formed gender-fair form of its
source word, and every agreeing word belongs to a rewritten person noun (issue 41).

The rules of :mod:`fairwrite.de.mentions` and :mod:`fairwrite.de.pronouns` decide what to rewrite; this
module only vetoes. An edit passes when

- a noun is a person noun the lexicon knows (or its compound), its source word is one side of the dual,
  the feminine side ends in *-in*/*-innen* at the split, the stem before the split is the masculine's
  stem (umlaut aside), and the capitalisation of the source is kept;
- a determiner or adjective belongs to a noun phrase whose rewritten person noun follows it, with no other
  head noun in between (*vor einer … höheren Besteuerung* is the article of *Besteuerung*);
- a pronoun is one word whose source is one side of its dual (whether a standalone *einer*/*jeder* is
  the article of a following noun is decided where it is starred, :func:`fairwrite.de.pronouns.article_of_later_noun`).

An edit that fails is dropped with every edit that agrees with it, all or nothing per referent: a failed
noun phrase takes its determiner and adjectives along, and the pronouns of the segment too (a pronoun
does not record its antecedent, so none of them may be left agreeing with a noun that stays); a failed
pronoun takes every edit of the segment. Why: a wrong edit costs more than a missed one, and a
half-agreed line is a wrong line.
"""

from __future__ import annotations

from fairwrite.de.forms import Dual
from fairwrite.de.morphology import CONTRACTIONS, analyse_determiner, preposition_cases
from fairwrite.de.person import place_adjective
from fairwrite.de.sentence import Sentence
from fairwrite.de.tokens import QUOTES

_UMLAUT = str.maketrans("äöüÄÖÜ", "aouAOU")
_PHRASE_KINDS = ("noun", "adjnoun")


def enforce(st: Sentence) -> None:
    """Drop from ``st.duals`` every edit that breaks the invariants, with the edits agreeing with it."""
    if not st.duals:
        return
    nouns = {d.group: k for k, d in st.duals.items() if d.kind in _PHRASE_KINDS}
    failed_groups: set[int] = set()
    pronoun_failed = False
    for k, d in st.duals.items():
        if d.kind in _PHRASE_KINDS:
            ok = _noun_ok(st, k, d) and not _half_coordination(st, k) and not _relative_left(st, k, d)
        elif d.kind in ("determiner", "adjective"):
            noun = nouns.get(d.group, _adjectival_head(st, k))
            ok = noun is not None and _agrees(st, k, noun) and _word_ok(st, k, d)
        else:
            ok = _word_ok(st, k, d)
            if not ok:
                pronoun_failed = True
        if not ok:
            failed_groups.add(d.group)
    if pronoun_failed:
        st.duals.clear()
        st.owner.clear()
        return
    if not failed_groups:
        return
    for k in [k for k, d in st.duals.items() if d.group in failed_groups or d.kind == "pronoun"]:
        del st.duals[k]
        st.owner.pop(k, None)


#: Words a coordination of noun phrases may hold between its nouns besides conjunctions (*Unternehmern, Großhändlern oder*,
#: *Fachprüfern, darunter mindestens einem Fachprüfer*, *Der Vorsitzende und seine Stellvertreter*).
_COORDINATION = frozenset(("mindestens", "höchstens", "auch", "ihre", "seine", "deren"))


def _half_coordination(st: Sentence, k: int) -> bool:
    r"""The rewritten person noun at ``k`` is coordinated with a masculine person noun that stays: the
    line would be half rewritten (*Unternehmer\*innen, Großhändlern*; *Fachprüfer\*innen, darunter
    mindestens einem Fachprüfer*), so neither is (all or nothing)."""
    tokens = st.tokens

    def passable(j: int) -> bool:
        return tokens[j].lower in _COORDINATION or bool(analyse_determiner(tokens[j].lower)) or st.is_adj(j)

    return any(
        j not in st.duals
        and not st.blocked[j]  # (Arbeitnehmerinnen und Arbeitnehmer: a pair form the text wrote)
        and any(
            r.role == "head"
            and r.gender == "m"
            and r.noun.kind == "noun"  # (die Angestellten: neutral already)
            and st.lex.is_listed_noun(r.noun.masc)  # a head the lexicon lists, not a guess (Kontingenten)
            for r in st.lex.person_readings(tokens[j].text)
        )
        for j in st.conjuncts(k, 5, passable)
    )


#: Masculine singular relative pronouns (a feminine or plural one cannot refer to the masculine source).
_MASCULINE_RELATIVES = frozenset(("der", "dem", "den", "dessen", "welcher", "welchem", "welchen"))


def _relative_left(st: Sentence, k: int, d: Dual) -> bool:
    r"""A rewritten masculine singular whose relative clause follows with its pronoun left as written
    (*ein\*e Betriebsbedienstete\*r anwesend und erreichbar sein, der …*): only lowercase words stand
    between the noun and the comma, so the pronoun can refer to nothing else; the line would be half
    agreed."""
    if d.number != "sg" or _source(st, d) != d.masc:
        return False
    tokens = st.tokens
    j = k + 1
    while j < len(tokens) and tokens[j].text.islower() and tokens[j].text.isalpha():
        j += 1
    if j + 1 >= len(tokens) or tokens[j].text != ",":
        return False
    rel, after = tokens[j + 1], st.token(j + 2)
    if rel.lower not in _MASCULINE_RELATIVES or j + 1 in st.duals:
        return False
    # der/den/dem before a capitalised noun is an article opening a new clause (…, der Verkäufer nicht),
    # unless the noun is a truncated first conjunct (der Betriebs- und Rettungsmaßnahmen einleiten kann)
    return rel.lower in ("dessen", "welcher", "welchem", "welchen") or (
        after is not None and (after.text.islower() or after.text.endswith("-") or (st.token(j + 3) or after).text == "-")
    )


def _adjectival_head(st: Sentence, k: int) -> int | None:
    """The rewritten adjectival person noun after token ``k`` whose two sides are spelled alike (*dem
    Verlobten*, *der Abgeordnete*: only the determiner changes, so the phrase has no noun edit)."""
    after = [r for r in st.referents if r > k and st.referents[r].rewritten and r not in st.duals]
    if not after:
        return None
    head = min(after)
    word = st.tokens[head].text
    if word[:1].isdigit():
        return head  # der 31-Jährige: an age used as a person noun
    return head if any(r.noun.kind != "noun" for r in st.lex.person_readings(word)) else None


def _source(st: Sentence, d: Dual) -> str:
    return st.text[d.start : d.end]


def _word_ok(st: Sentence, k: int, d: Dual) -> bool:
    """One word whose source is one side of the dual, both sides in the source's capitalisation."""
    src = _source(st, d)
    spaced = any(c.isspace() for c in d.masc + d.fem) and src.lower() not in CONTRACTIONS  # vom → von der
    if src not in (d.masc, d.fem) or spaced or not d.masc or not d.fem:
        return False
    return d.masc[:1].isupper() == src[:1].isupper() == d.fem[:1].isupper()


def _noun_ok(st: Sentence, k: int, d: Dual) -> bool:
    src = _source(st, d)
    if not _word_ok(st, k, d):
        return False
    if d.kind == "adjnoun":
        # an adjectival noun (Abgeordneter/Abgeordnete, der 54jährige) differs only in its ending
        stem = len(d.masc) - 2
        return d.masc[:stem].lower() == d.fem[:stem].lower()
    if not st.lex.person_readings(src):
        return False  # no person noun the lexicon knows (nor its compound)
    if d.split < 0:
        return True  # a feminine source kept as written on its side
    suffix = d.fem[d.split :]
    marker = "innen" if suffix.startswith("innen") else "in" if suffix.startswith("in") else None
    if marker is None or not d.masc.endswith(suffix[len(marker) :]):
        return False  # a truncated or merged word (a compound's rest, Kund*innenbindung, is the source's)
    stem = d.fem[: d.split].translate(_UMLAUT).lower()
    masc = d.masc.translate(_UMLAUT).lower()
    shared = len(stem) - (1 if stem.endswith(("e", "er")) else 0)  # Zauberer/Zauberin, Kollege/Kollegin
    return masc[: max(shared, 1)] == stem[: max(shared, 1)] and d.fem[:1] == d.fem[:1].upper()


def _agrees(st: Sentence, k: int, noun: int) -> bool:
    """Token ``k`` stands before its noun ``noun`` with no other head noun in between (a capitalised word
    inside an embedded prepositional phrase, a number or a quotation is fine)."""
    if not k < noun:
        return False
    tokens = st.tokens
    inner = False  # inside an attribute's prepositional phrase (der in Berlin lebende Lehrer)
    for j in range(k + 1, noun):
        t = tokens[j]
        low = t.lower
        if t.text.islower() and preposition_cases(low):
            inner = True
        elif t.is_capitalised() and t.text.isalpha() and not st.is_adj(j) and not st.lex.is_adjective_form(low):
            prev = tokens[j - 1]
            if not (
                inner
                or prev.text[:1].isdigit()
                or prev.text in QUOTES
                or st.lex.is_toponym(t.text)
                or place_adjective(st.lex, t.text)  # eines Düsseldorfer Bauunternehmers
            ):
                return False  # the head of another noun phrase
            inner = False
        elif analyse_determiner(low) and not inner:
            return False  # another article: another phrase begins
    return True
