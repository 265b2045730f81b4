"""REIMPLEMENTATION — the reference toolkit's published rules (INCLURE "exclure", Lerner & Grouin 2024).

This is *not* fairwrite's rewriter: it is a baseline that reproduces the rules of the reference toolkit
(``inclure/x.py`` and ``inclure/common.py`` of github.com/PaulLerner/inclure, MIT licence, as described in
§3.1 of the paper), written anew here so that fairwrite's rules can be compared with them on the same
spaCy model. It lives in ``bench/``, never in the package. What it does, as the reference does:

- pre-processing: collapse whitespace, interpuncts/bullets between two lowercase letters → ``.`` (twice);
- documents are cut into sentences by spaCy's rule-based ``sentencizer``; **every sentence is parsed**
  (``nlp.pipe``) — no pre-filter;
- a sentence containing a URL, an e-mail address or a dotted domain/file extension is skipped;
- coordination: a token (not ROOT, VERB, AUX or space) whose lemma equals its head's lemma with a
  different morphological gender → the span from the first to the second of the two is replaced by the
  masculine one;
- morphological combination: after merging a stray separator (``au.trice.teur``), the two regexes
  ``<FEM>s?\\.(letters+)\\b`` → ``\\2`` and ``(letters+)\\.<FEM>(s?)\\b`` → ``\\1\\3``; when something
  changed, every remaining ``.`` is deleted (this also removes sentence-final periods and decimal points)
  and a final ``ss`` becomes ``s``;
- a sentence yields a pair only when it changed; otherwise the evaluation falls back to the identity.

The only deliberate difference: the spaCy model is ``fr_core_news_sm`` (as fairwrite), not the
transformer ``fr_dep_news_trf`` of the paper, so both rule sets see the same parses.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

LETTER = "[a-zàâéèêëîïôùûüÿçæœ]"
SEP = r"\."
FEM = "(esse|sse|e|euse|se|ienne|enne|nne|ne|ère|ere|re|trice|rice|ice)"
_SPACES = re.compile(r"\s+")
_INTERPUNCT = re.compile(f"({LETTER})[·•]({LETTER})")
_DOMAIN = re.compile(
    rf"\w+({SEP}(com|fr|net|org|html|be|ca|info|ch|style|screenshots|free|jpg|js|php|google|canadiantire))\b"
)
_STRAY = re.compile(rf"({LETTER}+){SEP}({LETTER}+{SEP}{LETTER}+)")
_FEM_BEFORE = re.compile(rf"{FEM}s?{SEP}({LETTER}+)\b")
_FEM_AFTER = re.compile(rf"({LETTER}+){SEP}{FEM}(s?)\b")
_ANY_SEP = re.compile(SEP)
_FINAL_SS = re.compile(r"ss\b")


def preproc(text: str) -> str:
    """Whitespace collapsed, interpuncts between lowercase letters → dots (applied twice, as the reference)."""
    text = _SPACES.sub(" ", text.strip())
    text = _INTERPUNCT.sub(r"\1.\2", text)
    return _INTERPUNCT.sub(r"\1.\2", text)


def substitute(text: str) -> str | None:
    """The morphological-combination regexes; ``None`` when they change nothing."""
    text = _STRAY.sub(r"\1\2", text)
    before = text
    text = _FEM_BEFORE.sub(r"\2", text)
    text = _FEM_AFTER.sub(r"\1\3", text)
    if text == before:
        return None
    text = _ANY_SEP.sub("", text)
    return _FINAL_SS.sub("s", text)


def _gender(token: Any) -> list[str]:
    return token.morph.get("Gender")


def exclude_sentence(sentence: Any) -> str | None:
    """The standard version of one parsed sentence (a spaCy ``Span``), or ``None`` when nothing applies."""
    if _DOMAIN.search(sentence.text):
        return None
    todo = []
    for token in sentence:
        if token.like_url or token.like_email:
            return None
        if token.dep_ == "ROOT" or token.pos_ in ("VERB", "AUX") or token.is_space:
            continue
        head = token.head
        ga, gb = _gender(token), _gender(head)
        if token.lemma == head.lemma and ga and gb and ga != gb:
            i, j = token.i - sentence.start, head.i - sentence.start
            if j < i:
                i, j = j, i
            keep = head if _gender(head)[0] == "Masc" else token
            todo.append((i, j, keep))
    if not todo:
        out = substitute(sentence.text)
        return out.strip() if out is not None and out != sentence.text else None
    first_i, prev_j, keep = todo[0]
    pieces = [sentence[:first_i].text_with_ws, keep.text_with_ws]
    for i, j, keep in todo[1:]:
        pieces += [sentence[prev_j + 1 : i].text_with_ws, keep.text_with_ws]
        prev_j = j
    pieces.append(sentence[prev_j + 1 :].text_with_ws)
    joined = "".join(pieces)
    out = substitute(joined)
    return (out if out is not None else joined).strip()


class ReferenceRules:
    """The reference pipeline with ``nlp`` (``fr_core_news_sm`` by default, NER disabled)."""

    def __init__(self, nlp: Any = None, batch_size: int = 256) -> None:
        import spacy
        from spacy.lang.fr import French

        self.nlp = nlp or spacy.load("fr_core_news_sm", exclude=["ner"])
        self.sentencizer = French()
        self.sentencizer.max_length = 10**12
        self.sentencizer.add_pipe("sentencizer")
        self.batch_size = batch_size

    def sentences(self, documents: Iterable[str]) -> Iterator[str]:
        """Pre-processed documents cut into sentences (the reference's ``sentencizer`` step)."""
        for doc in self.sentencizer.pipe(preproc(d) for d in documents):
            for sent in doc.sents:
                yield sent.text

    def pairs(self, sentences: Iterable[str]) -> Iterator[tuple[str, str]]:
        """(inclusive, standard) for every sentence the rules change — every sentence is parsed."""
        for doc in self.nlp.pipe(sentences, batch_size=self.batch_size):
            for sent in doc.sents:
                out = exclude_sentence(sent)
                if out is not None:
                    yield sent.text.strip(), out

    def rewrite_paragraphs(self, paragraphs: Iterable[str]) -> list[str]:
        """Each paragraph with its changed sentences replaced (identity for the others), for BLEU."""
        out = []
        for paragraph in paragraphs:
            pieces = []
            for sentence in self.sentences([paragraph]):
                for sent in self.nlp(sentence).sents:
                    standard = exclude_sentence(sent)
                    pieces.append(standard if standard is not None else sent.text.strip())
            out.append(" ".join(p for p in pieces if p))
        return out


if __name__ == "__main__":
    import sys

    rules = ReferenceRules()
    for line in sys.stdin:
        print(rules.rewrite_paragraphs([line.rstrip("\n")])[0])
