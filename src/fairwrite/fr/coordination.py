"""Coordination of feminine and masculine forms, and agreement, on a spaCy dependency parse.

**Coordination** (INCLURE §3.1): two forms of one lemma, one feminine and one masculine, joined by a
coordinator — *les étudiantes et les étudiants*, *toutes et tous*, *celles et ceux*, *Françaises,
Français*, *d'hommes et de femmes* — become the masculine conjunct alone. The feminine conjunct goes
with its own articles, prepositions and adjectives; those it shared with the masculine one stay and are
put in the masculine (*les paysannes et paysans* → *les paysans*; *à toutes les jeunes Françaises et à
tous les jeunes Français* → *à tous les jeunes Français*). The reference toolkit replaces the span from the
first to the second conjunct by the masculine word, which loses or keeps the wrong determiners.

**Agreement**: words that agree with a rewritten inclusive word but were written in the feminine only —
a determiner or adjective of it, or the predicate whose subject it is (*les infirmier.e.s … sont celles
qui* → *ceux qui*) — are put in the masculine.

:func:`coordination_candidate` and :func:`agreement_candidate` are the cheap text-level tests of the
same conditions (a superset of them), used so that only candidate sentences are parsed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fairwrite.fr.lexicon import is_word
from fairwrite.fr.morphology import (
    ADJACENT_ONLY,
    CLOSED_CLASS,
    DISTINCT_LEMMA_PAIRS,
    IRREGULAR,
    LOWER,
    UPPER,
    feminine_pair,
    masculine_candidates,
    masculine_of,
    match_case,
)
from fairwrite.text.edits import Edit

#: Largest distance, in spaCy tokens, between two coordinated conjuncts.
WINDOW = 8
#: ... and between two closed-class words (*le ou la*, *toutes et tous*, *celles et de ceux*).
CLOSED_WINDOW = 4
#: The same in regex words for the text-level test (elisions split differently: a wider window).
TEXT_WINDOW = 12
CLOSED_TEXT_WINDOW = 6
COORDINATORS = frozenset({"et", "ou", ",", "/", "&"})
#: Feminine past participles in -ie/-ue whose masculine drops the *e* (*partie* → *parti*, *venues* → *venus*).
_FEMININE_PARTICIPLE = re.compile(r"(\w+i|\w*[^\W\d_qg]u)e(s?)")  # partie, venue; not unique, fatigue
#: Finite forms of *être*, and adverbs that may stand between one and its predicate.
_ETRE = frozenset({"est", "était", "sera", "serait", "fut", "soit", "sont", "étaient", "seront", "seraient",
                   "furent", "soient", "été"})
_LINKING_ADVERBS = frozenset({"très", "bien", "déjà", "toujours", "aussi", "encore", "trop", "si", "plus", "vraiment",
                              "souvent", "pas", "jamais"})
#: Singular feminine determiners: right before a rewritten noun they agree with it (*une étudiant·e*).
FEMININE_DETERMINERS = frozenset({"la", "une", "cette", "ma", "ta", "sa", "aucune", "quelle", "toute", "certaine", "nulle"})
_BLOCK_POS = frozenset({"DET", "ADP", "ADJ", "NUM"})
_POST_POS = frozenset({"ADJ", "VERB", "ADV"})
_GUARDS = frozenset({"entre", "égal", "égale", "égaux", "égalité", "inégalité", "inégalités", "parité", "différence", "différences",
                     "écart", "écarts", "mixité"})
#: Feminine words never changed by agreement (they are not agreement, they denote women).
_NOT_AGREEMENT = frozenset({"femme", "femmes", "madame", "mesdames", "reine", "reines", "copine", "copines",
                            "compagne", "compagnes", "héroïne", "héroïnes"})
_WORD = re.compile(rf"[{LOWER}{UPPER}]+")
_SENTENCE_END = re.compile(r"[.!?;:]")


_TOKENS = re.compile(rf"[{LOWER}{UPPER}]+|[,/&]")
_TEXT_COORDINATORS = frozenset({"et", "ou", ",", "/", "&"})
_TEXT_WORD_COORDINATORS = frozenset({"et", "ou", "/", "&"})


def text_tokens(text: str) -> list[str]:
    """Lower-cased words and coordinating punctuation of ``text`` (what the text-level tests read)."""
    return _TOKENS.findall(text.lower())


def coordination_candidate(text: str, tokens: list[str] | None = None) -> bool:
    """A feminine/masculine pair of one word, close enough, with a coordinator between (text-level test).

    A superset of what :func:`coordination_edits` accepts: closed-class words (*la*, *toutes*, *celles*)
    need *et*/*ou*/``/`` within :data:`CLOSED_TEXT_WINDOW` tokens, articles and personal pronouns right
    next to each other, other words any coordinator (comma included) within :data:`TEXT_WINDOW`.
    """
    if tokens is None:
        tokens = text_tokens(text)
    vocabulary = set(tokens)
    hits = [
        (w, m) for w in vocabulary if w[-1] == "e" or w.endswith("es") or w in IRREGULAR
        for m in _masculine_candidates(w) if m in vocabulary and feminine_pair(w, m) is not None
    ]
    if not hits:
        return False
    wanted = {w for pair in hits for w in pair}
    positions: dict[str, list[int]] = {}
    for k, tok in enumerate(tokens):
        if tok in wanted:
            positions.setdefault(tok, []).append(k)
    for fem, masc in hits:
        closed = fem in CLOSED_CLASS
        window = 2 if fem in ADJACENT_ONLY else CLOSED_TEXT_WINDOW if closed else TEXT_WINDOW
        coordinators = _TEXT_WORD_COORDINATORS if closed else _TEXT_COORDINATORS
        fem_first_only = (fem, masc) in DISTINCT_LEMMA_PAIRS
        for i in positions[fem]:
            for j in positions[masc]:
                if abs(i - j) > window or (fem_first_only and j < i):
                    continue
                a, b = (i, j) if i < j else (j, i)
                if not coordinators.isdisjoint(tokens[a + 1 : b]):
                    return True
    return False


_CANDIDATES: dict[str, tuple[str, ...]] = {}


def _masculine_candidates(word: str) -> tuple[str, ...]:
    found = _CANDIDATES.get(word)
    if found is None:
        if len(_CANDIDATES) > 500_000:
            _CANDIDATES.clear()
        found = _CANDIDATES[word] = masculine_candidates(word)
    return found


def agreement_masculine(word: str) -> str | None:
    """Masculine of a feminine word that may agree with a rewritten one (``None`` when there is none)."""
    low = word.lower()
    if low in _NOT_AGREEMENT:
        return None
    if low in IRREGULAR:
        return match_case(word, IRREGULAR[low][0])
    return masculine_of(word)


def agreement_candidate(text: str) -> bool:
    """Some word of ``text`` has a masculine it could be put in (superset of the agreement rule)."""
    return any(
        m.group().lower() in IRREGULAR or any(is_word(c) for c in masculine_candidates(m.group().lower()))
        for m in _WORD.finditer(text)
    )


# --- on a parse -------------------------------------------------------------------------------------


def _left_block(tokens, i: int) -> list[int]:
    """Articles, prepositions, numerals and adjectives right before token ``i`` that depend on it."""
    block: list[int] = []
    k = i - 1
    while k >= 0:
        tok = tokens[k]
        if tok.lower_ in COORDINATORS or tok.pos_ not in _BLOCK_POS:
            break
        if not (tok.head.i == i or tok.head.i in block or k < tok.head.i <= i):
            break
        block.insert(0, k)
        k -= 1
    return block


def _norm(tok) -> str:
    low = tok.lower_.replace("’", "'")
    low = {"d'": "de", "l'": "le", "qu'": "que"}.get(low, low)
    return IRREGULAR.get(low, (low,))[0]


def _guarded(tokens, first: int) -> bool:
    return any(t.lower_ in _GUARDS or t.lemma_.lower() in _GUARDS for t in tokens[max(0, first - 4) : first])


@dataclass
class _Pair:
    fem: int
    masc: int
    delete: tuple[int, int]  # character range
    keep: list[tuple[int, str]]  # (token index, masculine form) for shared words put in the masculine
    capitalise: int | None  # token whose first letter takes the capital of the deleted sentence start


def _pair(doc, tokens, i: int, j: int, fem_first: bool) -> _Pair | None:
    between = range(i + 1, j)
    coords = [k for k in between if tokens[k].lower_ in COORDINATORS]
    if not coords:
        return None
    first_c, last_c = coords[0], coords[-1]
    if any(tokens[k].lower_ not in COORDINATORS for k in range(first_c, last_c + 1)):
        return None
    if any(_SENTENCE_END.fullmatch(tokens[k].text) for k in between):
        return None
    fem_word = tokens[i if fem_first else j].lower_
    if fem_word in CLOSED_CLASS and (j - i > CLOSED_WINDOW or all(tokens[k].lower_ == "," for k in coords)):
        return None
    if fem_word in ADJACENT_ONLY and j - i != 2:
        return None
    if all(tokens[k].lower_ == "," for k in coords):
        # a comma alone: only nouns (one may be tagged adjective), linked by the parse or standing as a vocative list (Françaises, Français,)
        pos = {tokens[i].pos_, tokens[j].pos_}
        if not pos <= {"NOUN", "PROPN", "ADJ"} or pos == {"ADJ"}:
            return None
        linked = tokens[j].head.i == i or tokens[i].head.i == j or tokens[i].head.i == tokens[j].head.i
        after = tokens[j + 1].text if j + 1 < len(tokens) else ""
        if not linked and after not in ("", ",", ".", "!", ":", ";", "?"):
            return None
    pair_words = (tokens[i].lower_, tokens[j].lower_) if fem_first else (tokens[j].lower_, tokens[i].lower_)
    if pair_words in DISTINCT_LEMMA_PAIRS and any(
        tokens[k].pos_ == "NUM" or tokens[k].like_num for k in range(max(0, i - 2), j)
    ):
        return None  # counts (trois femmes et trois hommes) are not generic
    second_block = list(range(last_c + 1, j))
    if any(tokens[k].pos_ not in _BLOCK_POS for k in second_block):
        return None
    post = list(range(i + 1, first_c))
    if len(post) > 3 or any(tokens[k].pos_ not in _POST_POS or tokens[k].head.i != i for k in post):
        return None
    if fem_first:
        fem, masc = i, j
        first_block = _left_block(tokens, i)
        covered = {_norm(tokens[k]) for k in second_block} | {tokens[k].dep_ for k in second_block}
        kept = [k for k in first_block if _norm(tokens[k]) not in covered and tokens[k].dep_ not in covered]
        deleted = [k for k in first_block if k not in kept]
        if kept and deleted and max(kept) > min(deleted):
            return None  # interleaved: not a shape worth guessing
        start_tok = deleted[0] if deleted else i
        start = tokens[start_tok].idx
        end = tokens[second_block[0]].idx if second_block else tokens[j].idx
        keep = []
        for k in kept:
            masc_form = agreement_masculine(tokens[k].text)
            if masc_form and masc_form != tokens[k].text:
                keep.append((k, masc_form))
        next_tok = second_block[0] if second_block else j
        capitalise = (
            not kept and tokens[start_tok].text[:1].isupper() and tokens[next_tok].text[:1].islower()
            and start_tok == _sentence_start(tokens, start_tok)
        )
        return _Pair(fem, masc, (start, end), keep, next_tok if capitalise else None)
    fem, masc = j, i
    end_tok = j
    # the feminine conjunct's own adjectives after it, when the masculine one has the same
    if post:
        k = j + 1
        while k < len(tokens) and k - j <= len(post) and tokens[k].pos_ in _POST_POS and tokens[k].head.i == j:
            end_tok = k
            k += 1
    start = tokens[first_c - 1].idx + len(tokens[first_c - 1].text)
    end = tokens[end_tok].idx + len(tokens[end_tok].text)
    return _Pair(fem, masc, (start, end), [], None)


def _sentence_start(tokens, k: int) -> int:
    s = k
    while s > 0 and not tokens[s - 1].is_sent_end and tokens[s - 1].text not in (".", "!", "?", ":", "\n"):
        s -= 1
    while s < k and (tokens[s].is_punct or tokens[s].is_space):
        s += 1
    return s


def coordination_edits(doc) -> tuple[list[Edit], set[int]]:
    """Edits removing the feminine conjunct of each coordination, and the indices of the kept masculine."""
    tokens = list(doc)
    found: list[tuple[tuple[int, int], _Pair]] = []
    for i, tok in enumerate(tokens):
        a = tok.lower_
        if not tok.is_alpha:
            continue
        for j in range(i + 1, min(len(tokens), i + WINDOW + 1)):
            other = tokens[j]
            if not other.is_alpha:
                continue
            b = other.lower_
            for fem_first, fem, masc in ((True, a, b), (False, b, a)):
                kind = feminine_pair(fem, masc)
                if kind is None:
                    continue
                if kind == "weak" and tok.lemma_.lower() != other.lemma_.lower():
                    continue
                if (fem, masc) in DISTINCT_LEMMA_PAIRS and (not fem_first or _guarded(tokens, i)):
                    continue
                pair = _pair(doc, tokens, i, j, fem_first)
                if pair is not None:
                    nominal = tokens[pair.masc].pos_ in ("NOUN", "PROPN", "PRON")
                    found.append(((0 if nominal else 1, -(j - i)), pair))
    found.sort(key=lambda item: item[0])
    edits: list[Edit] = []
    kept: set[int] = set()
    taken: list[tuple[int, int]] = []
    for _, pair in found:
        lo, hi = pair.delete
        fem_span = (tokens[pair.fem].idx, tokens[pair.fem].idx + len(tokens[pair.fem].text))
        if any(a < hi and lo < b for a, b in taken) or any(a <= fem_span[0] < b for a, b in taken):
            continue
        taken.append((lo, hi))
        edits.append(Edit(lo, hi, "", "coordination"))
        for k, form in pair.keep:
            t = tokens[k]
            edits.append(Edit(t.idx, t.idx + len(t.text), form, "coordination"))
            taken.append((t.idx, t.idx + len(t.text)))
        if pair.capitalise is not None:
            m = tokens[pair.capitalise]
            edits.append(Edit(m.idx, m.idx + 1, m.text[:1].upper(), "coordination"))
        kept.add(pair.masc)
    return edits, kept


#: Prepositions (not the article *des*) before a word that make it a complement rather than a subject.
_PREPOSITIONS = frozenset({"de", "d'", "à", "pour", "par", "avec", "chez", "entre", "sur", "sans", "contre"})


def _predicate_of_controller(doc, i: int, controllers: set[int]) -> bool:
    """*La salarié·e est partie*: the word after a form of *être* (and an adverb or two) that follows a
    rewritten word is its predicate, when the parse of the gender-mismatched text does not say so."""
    if doc[i].lower_ in FEMININE_DETERMINERS or doc[i].lower_ in _NOT_AGREEMENT or doc[i].pos_ == "PRON":
        return False
    k = i - 1
    while k >= 0 and doc[k].lower_ in _LINKING_ADVERBS:
        k -= 1
    if k < 1 or doc[k].lower_ not in _ETRE:
        return False
    k -= 1
    if k >= 1 and doc[k].lower_.replace("’", "'") in ("ne", "n'"):
        k -= 1
    before = k - 2 if k >= 2 and doc[k - 1].pos_ == "DET" else k - 1  # de [l'] étudiant·e
    if before >= 0 and doc[before].lower_.replace("’", "'") in _PREPOSITIONS:
        return False  # les attentes de chacun·e sont étudiées: the rewritten word is a complement, not the subject
    return k in controllers


def agreement_edits(doc, controllers: set[int], done: list[tuple[int, int]]) -> list[Edit]:
    """Put in the masculine the feminine words that agree with a controller (a rewritten token)."""
    edits = []
    for tok in doc:
        if tok.i in controllers:
            continue
        # the predicate after être of a rewritten word, read off the words (the parse may miss it)
        predicate = _predicate_of_controller(doc, tok.i, controllers)
        if tok.pos_ not in ("DET", "ADJ", "VERB", "PRON", "AUX") and not predicate:
            continue  # a predicate the parse took for a noun (est partie) is the one exception
        span = (tok.idx, tok.idx + len(tok.text))
        if any(a < span[1] and span[0] < b for a, b in done):
            continue
        if "Masc" in tok.morph.get("Gender"):
            continue
        number = tok.morph.get("Number")

        def agrees(controller, number=number) -> bool:
            other = controller.morph.get("Number")
            return not number or not other or number == other

        controlled = (
            tok.dep_ in ("det", "amod", "acl") and tok.head.i in controllers and tok.head.i != tok.i
            and agrees(tok.head)
        )
        if not controlled:
            has_subject = any(
                c.dep_ in ("nsubj", "nsubj:pass") and c.i in controllers and agrees(c) for c in tok.children
            )
            predicative = any(c.dep_ in ("cop", "aux:pass", "aux", "aux:tense") for c in tok.children) or (
                "Part" in tok.morph.get("VerbForm")
            )
            controlled = has_subject and predicative
        if not controlled:
            # a gender-mismatched text (Une étudiant) misleads the parser: a feminine determiner right
            # before a rewritten word is its determiner whatever the parse says
            controlled = (tok.lower_ in FEMININE_DETERMINERS and tok.i + 1 in controllers) or predicate
        if not controlled:
            continue
        masc = agreement_masculine(tok.text)
        if masc is None and predicate and tok.pos_ in ("VERB", "ADJ", "NOUN"):
            participle = _FEMININE_PARTICIPLE.fullmatch(tok.text)  # partie, venues: not in the lexicon
            masc = participle and participle.group(1) + participle.group(2)
        if masc is None or masc == tok.text:
            continue
        edits.append(Edit(span[0], span[1], masc, "agreement"))
    return edits
