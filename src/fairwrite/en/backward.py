"""English Backward Augmentation (Amrhein et al. 2023, §3): gender-neutral text → generic masculine or
generic feminine text, the reverse of :mod:`fairwrite.en.forward`.

- pronouns: *they* → *he/she*, *them* → *him/her*, *their* → *his/her*, *theirs* → *his/hers*,
  *themself* → *himself/herself* (*themselves* too with ``reflexive="themselves"``, the setting for
  text written with that form; by default it is read as the plural it usually is);
- the verbs agreeing with *they* are made singular: *they are* → *he is*, *they're* / *they've* → *she's*,
  *don't* → *doesn't*, *Are they* → *Is he*, *They walk and talk* → *He walks and talks*;
- nouns (``nouns=True``): neutral person nouns → the gendered form of ``gender`` (*chairperson* →
  *chairman*/*chairwoman*, *actor* → *actress* in the feminine), only those whose neutral form is
  unambiguous (``reverse`` in the noun table), with a/an agreement.

Plural *they* cannot always be told from singular *they*; ``plural="keep"`` (default) leaves a *they* whose
antecedent is visibly plural (*themselves* in its clause, *they both/all*, a plural subject it repeats),
``plural="rewrite"`` rewrites every *they*, as the lookup tables of the paper do.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from fairwrite.en import lexicon
from fairwrite.en.agreement import finite_verbs, glued_clitic_edit, singularise
from fairwrite.en.edits import match_case, noun_edits, token_case
from fairwrite.en.engine import Kind, RuleEngine
from fairwrite.en.lexicon import word_set
from fairwrite.errors import FairwriteError
from fairwrite.text.edits import Edit, apply_edits

GENDERS = ("masculine", "feminine")
#: Quantifiers after *they* that mark it plural (*they both*, *they all*).
_PLURAL_FLOATS = frozenset({"both", "all", "each", "together"})
#: *some of them*, *two of them*: a part of a plural.
_QUANTIFIERS = word_set("some many most all both each none several few one any either neither half lots rest")


class BackwardAugmenter(RuleEngine):
    """Gender-neutral English → generic ``gender`` (see the module docstring)."""

    # set by RuleEngine.__init__ from the keyword options
    gender: str
    nouns: bool
    reflexive: str
    plural: str

    def __init__(
        self,
        gender: str,
        *,
        nouns: bool = True,
        reflexive: str = "themself",
        plural: str = "keep",
        model: str | None = None,
        n_process: int = 1,
        batch_size: int = 256,
    ) -> None:
        if gender not in GENDERS:
            raise FairwriteError(f"gender must be masculine or feminine, not {gender!r}")
        if reflexive not in lexicon.REFLEXIVE_FORMS:
            raise FairwriteError(
                f"reflexive must be one of {', '.join(lexicon.REFLEXIVE_FORMS)}, not {reflexive!r}"
            )
        if plural not in ("keep", "rewrite"):
            raise FairwriteError(f"plural must be 'keep' or 'rewrite', not {plural!r}")
        super().__init__(
            model=model, n_process=n_process, batch_size=batch_size,
            gender=gender, nouns=nouns, reflexive=reflexive, plural=plural,
        )

    def _pronouns(self, text: str) -> list:
        matches = lexicon.find(lexicon.NEUTRAL_PRONOUN_RE, text)
        if self.reflexive == "themself":
            matches = [m for m in matches if m.group(0).lower() != "themselves"]
        return matches

    def kind(self, text: str) -> Kind:
        if not lexicon.may_need_rewriting(text, neutral=True, nouns=self.nouns):
            return Kind.SKIP
        words = {m.group(0).lower() for m in self._pronouns(text)}
        if words - lexicon.CONTEXT_FREE_BACKWARD:
            return Kind.PARSE
        if words or (self.nouns and self._noun_matches(text)):
            return Kind.LEXICAL
        return Kind.SKIP

    def _gendered(self, low: str) -> str:
        return lexicon.BACKWARD_PRONOUNS[low][self.gender]

    def rewrite_lexical(self, text: str) -> str:
        edits = [
            Edit(m.start(), m.end(), match_case(m.group(0), self._gendered(m.group(0).lower())))
            for m in self._pronouns(text)
            if not (self.plural == "keep" and _lexically_plural(text, m))
        ]
        edits += self._noun_edits(text)
        return apply_edits(text, edits)

    def rewrite_doc(self, doc, text: str | None = None, context: Iterable = ()) -> str:
        text = doc.text if text is None else text
        edits: list[Edit] = []
        verbs: dict[int, Any] = {}
        plural_clauses = self._plural_heads(doc)
        for match in self._pronouns(text):
            low = match.group(0).lower()
            span = doc.char_span(match.start(), match.end())
            if self.plural == "keep" and _lexically_plural(text, match):
                continue
            if span is None or len(span) != 1:  # inside a token spaCy did not split (*they'II*, *THEY'RE*)
                edits.append(
                    Edit(match.start(), match.end(), match_case(match.group(0), self._gendered(low)))
                )
                clitic = glued_clitic_edit(text, match.end(), plural=False) if low == "they" else None
                if clitic is not None:
                    edits.append(Edit(*clitic))
                continue
            token = span[0]
            if self.plural == "keep" and self._is_plural(token, plural_clauses):
                continue
            if low == "they":
                for verb in finite_verbs(token):
                    verbs[verb.i] = verb
            edits.append(Edit(token.idx, token.idx + len(token.text), token_case(token, self._gendered(low))))
        for verb in verbs.values():
            new = singularise(verb)
            if new is not None and new.lower() != verb.lower_:
                edits.append(Edit(verb.idx, verb.idx + len(verb.text), token_case(verb, new)))
        edits += self._noun_edits(text)
        return apply_edits(text, edits)

    # --- plural they -------------------------------------------------------------------------------------

    def _plural_heads(self, doc) -> set[int]:
        """Heads of the clauses holding *themselves* (plural reflexive) when it is not being rewritten."""
        if self.reflexive == "themselves":
            return set()
        return {t.head.i for t in doc if t.lower_ == "themselves"}

    def _is_plural(self, token, plural_heads: set[int]) -> bool:
        """Visible plural marks: *they both*, *them all*, *some of them*, *they were my friends*."""
        doc = token.doc
        low = token.lower_
        if low == "them" and token.dep_ in ("dobj", "pobj", "dative"):
            verb = token.head if token.dep_ != "pobj" else token.head.head
            if any(c.lower_ == "they" and c.dep_ in ("nsubj", "nsubjpass") for c in verb.children) and any(
                t.tag_ == "NNS" and t.dep_ == "dobj" for t in doc[: token.i]
            ):
                return True  # *offered apples … they might like them*
        if low != "they":
            return False
        if token.head.i in plural_heads:
            return True
        if any(c.dep_ == "conj" and c.pos_ in ("PRON", "PROPN") for c in token.children):
            return True
        head = token.head
        if (
            head.lemma_ == "be"
            and token.dep_ == "nsubj"
            and any(
                c.dep_ == "attr" and c.tag_ in ("NNS", "NNPS") and c.text.isalpha() for c in head.children
            )
        ):
            return True  # *they were my friends*
        return _plural_antecedent(token)

    # --- nouns ---------------------------------------------------------------------------------------------

    def _noun_matches(self, text: str) -> list:
        table = lexicon.backward_nouns()
        found = []
        for match in lexicon.find_nouns(text, neutral=True):
            word = match.group(0)
            if word[:1].isupper() and match.start() > 0 and not _sentence_start(text, match.start()):
                continue  # capitalised inside a sentence: a name or a title (*Guitar Hero*)
            forms = lexicon.lookup(table, word)
            if forms and self.gender in forms:
                found.append((match, forms[self.gender]))
        return found

    def _noun_edits(self, text: str) -> list[Edit]:
        if not self.nouns:
            return []
        edits = []
        for match, new in self._noun_matches(text):
            edits += noun_edits(text, match, new)
        return edits


#: *they all*, *them both.* — but not *gave them all the information* (*all* starting the object).
_PLURAL_AFTER = re.compile(
    r"\s+(?:"
    + "|".join(sorted(_PLURAL_FLOATS))
    + r")\b(?!\s+(?:the|a|an|this|that|these|those|my|your|his|her|"
    r"its|our|their|of|[0-9])\b)",
    re.IGNORECASE,
)
_PART_OF_BEFORE = re.compile(
    r"\b(?:"
    + "|".join(sorted(_QUANTIFIERS))
    + r"|\d+|two|three|four|five|six|seven|eight|nine|ten)\s+of\s+$",
    re.IGNORECASE,
)


def _lexically_plural(text: str, match) -> bool:
    """*they both*, *them all*, *some of them*, *two of them*: plural whatever the parse says."""
    word = match.group(0).lower()
    if word not in ("they", "them"):
        return False
    if _PLURAL_AFTER.match(text, match.end()):
        return True
    return word == "them" and bool(_PART_OF_BEFORE.search(text, max(0, match.start() - 40), match.start()))


#: Clauses whose subject is usually the matrix subject again (reported speech): *The kids said they …*.
_EMBEDDING_DEPS = frozenset({"ccomp"})


def _plural_antecedent(token) -> bool:
    """*The kids said they were hungry*: the subject of the verb governing *they*'s clause is plural."""
    node = token.head
    for _ in range(4):
        if node.dep_ not in _EMBEDDING_DEPS or node.head.i == node.i:
            return False
        node = node.head
        subject = next((c for c in node.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is None or subject.pos_ == "PRON" or not subject.text.isalpha():
            continue
        if subject.tag_ in ("NNS", "NNPS") or any(c.dep_ == "conj" for c in subject.children):
            return subject.lower_ not in _SINGULAR_LOOKING_PLURALS
        return False
    return False


#: Plural-tagged words that are no plural antecedent of *they* (*news*, *series*).
_SINGULAR_LOOKING_PLURALS = frozenset({"news", "series", "species", "means", "physics", "politics"})


def _sentence_start(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\"'“‘(")
    return not before or before[-1] in ".!?:;\n"


def make_augmenter(gender: str, **options: Any) -> BackwardAugmenter:
    """Registry entry (``fairwrite augment --lang en --gender masculine|feminine``): options ``nouns``,
    ``reflexive``, ``plural``, ``model``, ``n_process``, ``batch_size``."""
    known = {"nouns", "reflexive", "plural", "model", "n_process", "batch_size"}
    unknown = set(options) - known
    if unknown:
        raise FairwriteError(
            f"unknown option(s) for the English augmenter: {', '.join(sorted(unknown))}; "
            f"known: {', '.join(sorted(known))}"
        )
    return BackwardAugmenter(gender, **options)


__all__ = ["GENDERS", "BackwardAugmenter", "make_augmenter"]
