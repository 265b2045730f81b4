"""The German gender-fair forms and how a masculine/feminine pair of words is written in each.

Every gender-fair word is, underneath, a *dual*: the generic masculine word and the generic feminine
word it stands for (``Lehrer``/``Lehrerin`` → *Lehrer\\*in*; ``einen``/``eine`` → *eine\\*n*;
``er``/``sie`` → *er\\*sie*). Detection parses a written form into its dual, Backward Augmentation picks
one side, the forward rewriter builds duals from generic text, and conversion renders a dual in another
form. This module holds the pure string part: rendering and parsing single words.

A text is changed through :class:`fairwrite.text.edits.Edit` spans like every engine's
(:func:`dual_edits`); a :class:`Dual` is what such an edit says in German grammar.

Forms (Amrhein et al. 2023, App. F, plus the media point):

========== =================== ===================== ==============================
form       noun                determiner/pronoun    example
========== =================== ===================== ==============================
star       ``Lehrer*innen``    ``ein*e``, ``der*die`` default of fairwrite
colon      ``Lehrer:innen``    ``ein:e``
gap        ``Lehrer_innen``    ``ein_e``
slash      ``Lehrer/innen``    ``ein/e``             also ``Lehrer/-innen`` (parsed)
binnen-i   ``LehrerInnen``     ``ein/e``             determiners fall back to the slash
interpunct ``Lehrer·innen``    ``ein·e``
pair       ``Lehrerinnen und Lehrer`` / ``die Lehrerin oder der Lehrer``, ``sie oder er``
========== =================== ===================== ==============================

>>> join_words("einen", "eine", "star")
'eine*n'
>>> join_words("dem", "der", "colon")
'dem:der'
>>> render_noun("Kundinnenbindung", 4, "star")
'Kund*innenbindung'
>>> split_marked("einem", "r")
('einem', 'einer')
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from fairwrite.de import words
from fairwrite.errors import FairwriteError
from fairwrite.text.edits import Edit, apply_edits

#: Forms a text can be normalised to (``neutral`` is the gender-neutral engine, not a form of this module).
FORMS = ("star", "colon", "gap", "slash", "binnen-i", "interpunct", "pair")

#: Every ``--form`` the German rewriter accepts: the forms above plus ``neutral`` (gender-neutral wording,
#: :mod:`fairwrite.de.neutral`). ``rewrite --help`` and the ``--form`` error both print this list.
REWRITE_FORMS = (*FORMS, "neutral")

#: The separator character of each separator form.
SEPARATOR = {"star": "*", "colon": ":", "gap": "_", "slash": "/", "interpunct": "·", "binnen-i": "/"}

#: Separator character → form label (detection).
FORM_OF_SEPARATOR = {"*": "star", "∗": "star", ":": "colon", "_": "gap", "/": "slash", "·": "interpunct"}

_ALIASES = {
    "gender-star": "star",
    "gendersternchen": "star",
    "asterisk": "star",
    "doppelpunkt": "colon",
    "underscore": "gap",
    "gender-gap": "gap",
    "binneni": "binnen-i",
    "binnen_i": "binnen-i",
    "binnen i": "binnen-i",
    "mediopunkt": "interpunct",
    "media-point": "interpunct",
    "paarform": "pair",
    "pair-form": "pair",
}


def word_pairs(words: str) -> Iterator[tuple[str, str]]:
    """``(masc, fem)`` of each comma-separated ``masc fem`` in ``words`` (the feminine may be two words)."""
    for pair in words.split(", "):
        masc, fem = pair.split(" ", 1)
        yield masc, fem


#: Pairs written as two full words (masculine first): articles, personal, possessive and relative pronouns,
#: contractions (``der{s}die``, ``vom{s}von der``); the demonstratives *derjenige*, *derselbe* write the
#: masculine by its article alone (``der{s}diejenige``).
FULL_DUALS: dict[tuple[str, str], str] = {
    (masc, fem): f"{masc}{{s}}{fem}"
    for masc, fem in word_pairs(
        "der die, den die, dem der, des der, er sie, ihn sie, ihm ihr, sein ihr, seine ihre, seinen ihren, "
        "seinem ihrem, seines ihres, seiner ihrer, dessen deren, zum zur, vom von der, beim bei der, im in der"
    )
}
FULL_DUALS.update(
    ((masc, fem), f"{masc[:3]}{{s}}{fem}")
    for masc, fem in word_pairs(
        "derjenige diejenige, denjenigen diejenige, demjenigen derjenigen, desjenigen derjenigen, "
        "derselbe dieselbe, denselben dieselbe, demselben derselben, desselben derselben"
    )
)

#: Parsing table for full pairs in either order: ``(left, right)`` lower-cased → ``(masc, fem)``.
_FULL_PARSE: dict[tuple[str, str], tuple[str, str]] = {}
for (_m, _f), _pattern in FULL_DUALS.items():
    _left, _right = _pattern.split("{s}")
    _FULL_PARSE[(_left, _right)] = (_m, _f)
    if " " not in _right:
        _FULL_PARSE[(_right, _left)] = (_m, _f)  # feminine-first spelling: die*der, sie*er
#: Masculine words of full pairs whose feminine partner is ambiguous when written feminine-first.
_FULL_PARSE[("sie", "er")] = ("er", "sie")
_FULL_PARSE[("die", "der")] = ("der", "die")
_FULL_PARSE[("ihr", "ihm")] = ("ihm", "ihr")

#: Inflection suffixes that may follow a separator in a determiner, pronoun or adjective (``jede*r``).
SUFFIXES = frozenset("enrms")


def normalise_form(name: str | None, default: str = "star", choices: tuple[str, ...] = FORMS) -> str:
    """The canonical name of a form (``None`` → ``default``); names outside ``choices`` raise
    :class:`FairwriteError` listing them."""
    if name is None:
        return default
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in choices:
        raise FairwriteError(f"unknown gender-fair form {name!r}; choose from {', '.join(choices)}")
    return key


#: A word with its umlauts as plain vowels, to compare stems umlaut aside (*Länder* ~ *Lander*).
UMLAUT_FREE = str.maketrans("äöüÄÖÜ", "aouAOU")


def match_case(word: str, model: str) -> str:
    """``word`` in the capitalisation of ``model`` (lower, Capitalised or UPPER): the one capitalisation
    rule of the German engines (a determiner or pronoun rewritten in place keeps the writer's case)."""
    if len(model) > 1 and model.isupper():
        return word.upper()
    if model[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def keep_source_case(word: str, source: str) -> str:
    """``word`` with the case of every letter it shares with ``source`` up to where they part (the
    ending, an umlaut aside): a hyphenated compound's lower-case part stays lower-case
    (*Länder-innenminister* → *Länder-innenministerinnen*, not *Länder-Innenministerinnen*)."""
    out = list(word)
    for k, (a, b) in enumerate(zip(source, word, strict=False)):
        if a.lower().translate(UMLAUT_FREE) != b.lower().translate(UMLAUT_FREE):
            break
        out[k] = b.upper() if a.isupper() else b.lower()
    return "".join(out)


def join_words(masc: str, fem: str, form: str = "star") -> str:
    """One word (or slash/star pair) standing for both ``masc`` and ``fem``.

    Determiners, pronouns, adjectives and adjectival nouns: the shared stem is written once where the
    two differ only by an ending (``jede*r``, ``eine*n``, ``einem*r``, ``Abgeordnete*r``); articles and
    personal/possessive pronouns are written in full (``der*die``, ``er*sie``, ``seinem*ihrem``).
    The capitalisation follows ``masc``. ``pair`` gives ``fem oder masc``.
    """
    if masc.lower() == fem.lower():
        return masc
    if form == "pair":
        return pair_phrase(masc, fem, plural=False)
    sep = SEPARATOR[form]
    lm, lf = masc.lower(), fem.lower()
    upper = len(masc) > 1 and masc.isupper()
    pattern = FULL_DUALS.get((lm, lf))
    if pattern is not None:
        out = pattern.format(s=sep)
        return out.upper() if upper else match_case(out, masc) if masc[:1].isupper() else out
    if lm.startswith(lf):
        out = fem + sep + masc[len(fem) :]
    elif lf.startswith(lm):
        out = masc + sep + fem[len(masc) :]
    else:
        prefix = 0
        while prefix < min(len(lm), len(lf)) and lm[prefix] == lf[prefix]:
            prefix += 1
        if prefix >= 2 and len(lm) - prefix == 1 and len(lf) - prefix == 1:
            out = masc + sep + fem[-1]
        else:
            out = masc + sep + (fem.lower() if not upper else fem)
    return match_case(out, masc) if not upper else out.upper()


def join_compound(prefix: str, head: str) -> str:
    """Compound material + head: *Straßenbau* + *arbeiter*, but *US-* + *Bürger* keeps its capital."""
    if not prefix:
        return head
    return prefix + (head if prefix.endswith("-") else head[:1].lower() + head[1:])


def render_noun(fem: str, split: int, form: str = "star", masc: str = "") -> str:
    """A feminine person noun ``fem`` with its suffix ``in``/``innen`` starting at ``split`` marked in ``form``.

    ``render_noun("Lehrerinnen", 6, "colon") == "Lehrer:innen"``; ``binnen-i`` capitalises the *I*.
    The pair form needs the masculine word as well and is built by the callers. Given the masculine
    ``masc``, an *-erer* noun keeps its whole masculine stem (``Wanderer*innen``, not ``Wander*innen``,
    whose first half is no word): the marked form must show both words, as it does for ``Lehrer*innen``.
    """
    stem = fem[:split]
    if masc and masc.lower().startswith(stem.lower() + "er") and stem.lower().endswith("er"):
        stem = masc[: len(stem) + 2]
    if form == "binnen-i":
        return stem + "I" + fem[split + 1 :]
    return stem + SEPARATOR[form] + fem[split:]


def split_marked(left: str, right: str) -> tuple[str, str] | None:
    """Parse ``left<sep>right`` of a determiner, pronoun, adjective or adjectival noun into ``(masc, fem)``.

    ``("ein", "e") → ("ein", "eine")``, ``("eine", "n") → ("einen", "eine")``, ``("einem", "r") →
    ("einem", "einer")``, ``("der", "die") → ("der", "die")``, ``("Abgeordnete", "r") → ("Abgeordneter",
    "Abgeordnete")``. ``None`` when the two parts are not a masculine/feminine pair.
    """
    ll, lr = left.lower(), right.lower()
    full = _FULL_PARSE.get((ll, lr))
    if full is not None:
        masc, fem = full
        return match_case(masc, left), match_case(fem, left)
    if len(lr) != 1 or lr not in SUFFIXES or len(left) < 2:
        return None
    last = ll[-1]
    if lr == "e" and last in "nr":  # ein*e, sein*e, Ihr*e, unser*e
        return left, left + right
    if lr in "nrms" and last == "e":  # eine*n, jede*r, neue*n, Abgeordnete*r
        return left + right, left
    if lr == "r" and last in "ms" and len(ll) >= 3:  # einem*r, jedem*r, eines*r
        return left, left[:-1] + right
    if lr in "ms" and last == "r" and len(ll) >= 4:  # einer*m, feminine first
        return left[:-1] + right, left
    return None


def pair_phrase(masc: str, fem: str, *, plural: bool) -> str:
    """The pair form of two phrases, feminine first: ``Lehrerinnen und Lehrer``, ``die Lehrerin oder der Lehrer``."""
    if masc == fem:
        return masc
    conj = "und" if plural else "oder"
    if masc[:1].isupper() and fem[:1].islower():
        fem = fem[:1].upper() + fem[1:]
    if fem[:1].isupper() and masc[:1].isupper() and masc.split(" ")[0].lower() in words.LOWER_WHEN_SECOND:
        masc = masc[:1].lower() + masc[1:]
    return f"{fem} {conj} {masc}"


# --- text-level rendering --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Dual:
    """A span of a text that stands for a masculine and a feminine word (or phrase).

    ``kind``: ``noun`` (a person noun with a feminine suffix at ``split`` in ``fem``: *Lehrerin*, 6),
    ``adjnoun`` (adjectival noun, *Abgeordnete(r)*), ``determiner``, ``adjective``, ``pronoun`` or
    ``phrase`` (a pair form that could not be split into words). ``group`` ties the words of one noun
    phrase together (the pair form writes a whole phrase twice); ``-1`` = a phrase of its own.
    """

    start: int
    end: int
    masc: str
    fem: str
    kind: str
    number: str = "sg"
    split: int = -1
    group: int = -1

    def render(self, form: str) -> str:
        """This word in ``form`` (not ``pair``, which :func:`render_text` builds phrase by phrase)."""
        if self.kind == "noun" and self.split >= 0:
            return render_noun(self.fem, self.split, form, self.masc)
        if self.kind == "phrase":
            return render_phrase(self.masc, self.fem, form, plural=self.number == "pl")
        return join_words(self.masc, self.fem, form)


def feminine_split(word: str, plural: bool | None = None) -> int:
    """Index where the feminine suffix (*in*, *innen*) starts in ``word`` (compounds: the last one), or -1."""
    low = word.lower()
    if plural is not False:
        i = low.rfind("innen")
        if i > 1:
            return i
    if low.endswith("in") and len(low) > 3:
        return len(low) - 2
    return -1


def render_phrase(masc: str, fem: str, form: str, *, plural: bool) -> str:
    r"""A pair of phrases (*der Lehrer* / *die Lehrerin*) as one gender-fair phrase (*der\*die Lehrer\*in*)."""
    if form == "pair":
        return pair_phrase(masc, fem, plural=plural)
    mw, fw = masc.split(), fem.split()
    if len(mw) != len(fw):
        return pair_phrase(masc, fem, plural=plural)
    out = []
    for m, f in zip(mw, fw, strict=True):
        split = feminine_split(f) if f[:1].isupper() and f != m else -1
        if split > 1:
            out.append(render_noun(f, split, form, m))
        else:
            out.append(join_words(m, f, form))
    return " ".join(out)


def render_text(text: str, duals: list[Dual], form: str) -> str:
    """``text`` with every dual written in ``form``; ``masculine``/``feminine`` pick one side.

    Each dual (for ``pair``: each group, a noun phrase) becomes one :class:`~fairwrite.text.edits.Edit`,
    so everything outside them stays byte-identical. For ``pair``, a group becomes ``feminine phrase
    und/oder masculine phrase``, the text between its words repeated on both sides.
    """
    return apply_edits(text, dual_edits(text, duals, form)) if duals else text


def dual_edits(text: str, duals: list[Dual], form: str) -> list[Edit]:
    """The edits that write ``duals`` (spans of ``text``) in ``form`` (see :func:`render_text`)."""
    duals = sorted(duals, key=lambda d: d.start)
    if form in ("masculine", "feminine"):
        return [Edit(d.start, d.end, d.masc if form == "masculine" else d.fem, d.kind) for d in duals]
    if form != "pair":
        return [Edit(d.start, d.end, _sentence_case(text, d.start, d.render(form)), d.kind) for d in duals]
    edits: list[Edit] = []
    i = 0
    while i < len(duals):
        d = duals[i]
        members = [d]
        if d.group >= 0:
            while i + 1 < len(duals) and duals[i + 1].group == d.group:
                i += 1
                members.append(duals[i])
        i += 1
        start, end = members[0].start, members[-1].end
        masc_parts: list[str] = []
        fem_parts: list[str] = []
        pos = start
        for m in members:
            masc_parts += [text[pos : m.start], m.masc]
            fem_parts += [text[pos : m.start], m.fem]
            pos = m.end
        plural = any(m.number == "pl" for m in members)
        phrase = pair_phrase("".join(masc_parts), "".join(fem_parts), plural=plural)
        edits.append(Edit(start, end, _sentence_case(text, start, phrase), "pair"))
    return edits


def _sentence_case(text: str, start: int, rendered: str) -> str:
    """Keep a capital first letter where the original span started with one (sentence start)."""
    if start < len(text) and text[start].isupper() and rendered[:1].islower():
        return rendered[:1].upper() + rendered[1:]
    return rendered
