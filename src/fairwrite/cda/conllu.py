"""CoNLL-U sentences as dependency trees with UPOS, lemmas and morphological features.

Reading uses the ``conllu`` library. A :class:`Sentence` keeps the syntactic words (integer ids; empty
nodes ``8.1`` are dropped, they are not part of the basic tree), the multiword tokens that cover them
(Spanish *del* = *de* + *el*, Hebrew *העבודה* = *ה* + *עבודה*) and ``SpaceAfter=No``, so that a sentence
whose words were re-inflected can be written back as text (:meth:`Sentence.render`).

Trees are stored 0-based: ``Token.head`` is the index of the head word in ``Sentence.tokens`` or ``-1``
for the root.
"""

from __future__ import annotations

import logging
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import conllu as _conllu

from fairwrite.schema import CorpusStats
from fairwrite.text.inputs import expand_inputs
from fairwrite.text.io import iter_lines

CONLLU_SUFFIXES = (".conllu", ".conllu.gz", ".conll")

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Token:
    """One syntactic word: 0-based ``head`` (-1 = root), feats as a plain dict (``{}`` when none)."""

    form: str
    lemma: str
    upos: str
    feats: Mapping[str, str]
    head: int
    deprel: str
    space_after: bool = True

    def feat(self, name: str) -> str | None:
        return self.feats.get(name)


@dataclass(frozen=True)
class MultiwordToken:
    """A surface token spanning the words ``start..end`` (0-based, inclusive)."""

    start: int
    end: int
    form: str
    space_after: bool = True


@dataclass
class Sentence:
    tokens: list[Token]
    mwts: list[MultiwordToken] = field(default_factory=list)
    sent_id: str = ""
    text: str = ""
    source: str = ""  # the file it came from

    def __len__(self) -> int:
        return len(self.tokens)

    @property
    def heads(self) -> list[int]:
        return [t.head for t in self.tokens]

    def children(self) -> list[list[int]]:
        kids: list[list[int]] = [[] for _ in self.tokens]
        for i, token in enumerate(self.tokens):
            if token.head >= 0:
                kids[token.head].append(i)
        return kids

    def render(self, forms: Sequence[str] | None = None, joiner: MwtJoiner | None = None) -> str:
        """The surface text, with ``forms`` replacing the words' forms where given.

        A multiword token is kept as written when none of its words changed; otherwise ``joiner``
        rebuilds it from the new word forms (default: the words separated by spaces).
        """
        forms = list(forms) if forms is not None else [t.form for t in self.tokens]
        if len(forms) != len(self.tokens):
            raise ValueError("forms must have one entry per word")
        covered = {m.start: m for m in self.mwts}
        pieces: list[str] = []
        i = 0
        while i < len(self.tokens):
            mwt = covered.get(i)
            if mwt is not None:
                old = [t.form for t in self.tokens[mwt.start : mwt.end + 1]]
                new = forms[mwt.start : mwt.end + 1]
                if new == old:
                    surface = mwt.form
                elif joiner is not None:
                    surface = joiner.join(mwt.form, old, new)
                else:
                    surface = " ".join(new)
                pieces.append(surface + (" " if mwt.space_after else ""))
                i = mwt.end + 1
                continue
            pieces.append(forms[i] + (" " if self.tokens[i].space_after else ""))
            i += 1
        return "".join(pieces).strip()


def _space_after(misc: Mapping[str, str] | None) -> bool:
    return not (misc and misc.get("SpaceAfter") == "No")


def _feats(raw: Mapping[str, str] | None) -> dict[str, str]:
    return dict(raw) if raw else {}


#: The columns every CoNLL-U word line has (``xpos`` and ``deps`` are never read).
COLUMNS = ("id", "form", "lemma", "upos", "feats", "head", "deprel", "misc")


class MalformedSentence(ValueError):
    """A CoNLL-U sentence that is not a well-formed tree; the reason is the message."""


def sentence_from_tokenlist(tokens: _conllu.TokenList, source: str = "") -> Sentence:
    """Convert one ``conllu.TokenList`` (words, multiword ranges, metadata) into a :class:`Sentence`.

    Raises :class:`MalformedSentence` for a missing column, a head outside the sentence, a multiword
    token over words that are not there, or heads that do not form a tree.
    """
    if any(column not in t for t in tokens for column in COLUMNS):
        raise MalformedSentence("a line with fewer than 10 columns")
    words = [t for t in tokens if isinstance(t["id"], int)]
    index = {w["id"]: k for k, w in enumerate(words)}
    out: list[Token] = []
    for w in words:
        head = w["head"]
        if head is None:
            raise MalformedSentence(f"word {w['id']} has no head")
        if head and head not in index:
            raise MalformedSentence("a head outside the sentence")
        out.append(
            Token(
                form=w["form"],
                lemma=w["lemma"] if w["lemma"] not in (None, "_") or w["form"] == "_" else w["form"],
                upos=w["upos"] or "X",
                feats=_feats(w["feats"]),
                head=index[head] if head else -1,
                deprel=w["deprel"] or "dep",
                space_after=_space_after(w["misc"]),
            )
        )
    _check_tree([t.head for t in out])
    mwts = []
    for t in tokens:
        ident = t["id"]
        if isinstance(ident, tuple) and len(ident) == 3 and ident[1] == "-":
            if ident[0] not in index or ident[2] not in index or ident[0] > ident[2]:
                raise MalformedSentence("a multiword token over words that are not there")
            mwts.append(MultiwordToken(index[ident[0]], index[ident[2]], t["form"], _space_after(t["misc"])))
    meta = tokens.metadata or {}
    return Sentence(out, mwts, meta.get("sent_id", ""), meta.get("text", ""), source)


def _check_tree(heads: Sequence[int]) -> None:
    """Every word reaches the root by following heads (no cycle), in linear time overall."""
    state = [0] * len(heads)  # 0 unvisited, 1 on the current path, 2 reaches the root
    for start in range(len(heads)):
        path, i = [], start
        while i >= 0 and state[i] == 0:
            state[i] = 1
            path.append(i)
            i = heads[i]
        if i >= 0 and state[i] == 1:
            raise MalformedSentence("the heads form a cycle")
        for k in path:
            state[k] = 2


def _blocks(text: str) -> Iterator[tuple[int, str]]:
    """``(first line number, lines)`` of every blank-line-separated sentence block."""
    block: list[str] = []
    start = 1
    for number, line in enumerate([*text.splitlines(), ""], start=1):
        if line.strip():
            if not block:
                start = number
            block.append(line)
        elif block:
            yield start, "\n".join(block) + "\n"
            block = []


def parse_conllu(text: str, source: str = "", stats: CorpusStats | None = None) -> list[Sentence]:
    """Well-formed sentences of a CoNLL-U string; malformed ones are skipped and go to ``stats.skip``."""
    stats = stats if stats is not None else CorpusStats()
    sentences: list[Sentence] = []
    skipped = 0
    for line, block in _blocks(text):
        try:
            (tokens,) = _conllu.parse(block) or [_conllu.TokenList([])]
            if not any(isinstance(t["id"], int) for t in tokens):
                continue  # comments only
            sentences.append(sentence_from_tokenlist(tokens, source))
        except (MalformedSentence, _conllu.exceptions.ParseException) as err:
            reason = str(err) if isinstance(err, MalformedSentence) else "a line that is not CoNLL-U"
            stats.skip(f"{source or '<conllu>'}:{line}", reason)
            skipped += 1
    stats.sentences += len(sentences)
    if skipped:
        log.warning("%s: skipped %d malformed sentence(s): %s", source or "<conllu>", skipped, stats.skipped)
    return sentences


def expand_conllu_inputs(inputs: Iterable[str | Path]) -> list[Path]:
    """Files, folders (searched for ``*.conllu``) and glob patterns, sorted and unique."""
    return expand_inputs(inputs, CONLLU_SUFFIXES, what="CoNLL-U")


def read_conllu(
    inputs: str | Path | Iterable[str | Path], stats: CorpusStats | None = None
) -> list[Sentence]:
    """Every well-formed sentence of every CoNLL-U input, in a deterministic order (see :func:`parse_conllu`).

    A file that is not UTF-8 is an error naming the file and line.
    """
    if isinstance(inputs, (str, Path)):
        inputs = [inputs]
    sentences: list[Sentence] = []
    for path in expand_conllu_inputs(inputs):
        text = "\n".join(iter_lines(path))  # invalid UTF-8: an error with the file and line
        sentences += parse_conllu(text, str(path), stats)
    return sentences


class MwtJoiner:
    """Rebuilds a multiword token whose words changed, from how the treebanks write them.

    1. a word tuple seen in training as a multiword token → its most frequent surface
       (*de* + *la* stays apart in Spanish, *à* + *le* → *au* in French, *zu* + *der* → *zur*);
    2. otherwise, when one word changed and its old form ends the old surface (Hebrew *ה*+*טוב* →
       *הטוב*; a clitic *decirla*) → that ending replaced;
    3. otherwise the new words joined with ``separator`` (a space; ``""`` for Hebrew).
    """

    def __init__(self, separator: str = " ") -> None:
        self.separator = separator
        self.table: dict[tuple[str, ...], Counter[str]] = defaultdict(Counter)

    def fit(self, sentences: Iterable[Sentence]) -> MwtJoiner:
        for sentence in sentences:
            for m in sentence.mwts:
                words = tuple(t.form.lower() for t in sentence.tokens[m.start : m.end + 1])
                self.table[words][m.form.lower()] += 1
        return self

    def join(self, surface: str, old: Sequence[str], new: Sequence[str]) -> str:
        known = self.table.get(tuple(w.lower() for w in new))
        if known:
            return match_case(surface, known.most_common(1)[0][0])
        changed = [k for k, (a, b) in enumerate(zip(old, new, strict=True)) if a != b]
        if changed == [len(old) - 1]:
            stem = surface[: len(surface) - len(old[-1])]
            ends = surface.lower().endswith(old[-1].lower())
            # concatenating scripts (Hebrew) may drop a prefix letter (ב+ה+בית → בבית): keep the
            # written prefix; elsewhere only a plain concatenation (decir+la → decirla) qualifies
            if ends and (self.separator == "" or stem.lower() == "".join(old[:-1]).lower()):
                return match_case(surface, stem + new[-1])
        return match_case(surface, self.separator.join(new))


def match_case(model: str, word: str) -> str:
    """``word`` written with the capitalisation of ``model`` (all caps, title case, or as it is)."""
    if len(model) > 1 and model.isupper() and any(c.isalpha() for c in model):
        return word.upper()
    if model[:1].isupper() and word[:1].islower():
        return word[:1].upper() + word[1:]
    return word
