"""The four-step CDA process of Fig. 1: analyse, intervene, infer the new tags, re-inflect.

1. *Analyse*: the input is an analysed sentence (CoNLL-U: tree, UPOS, lemmas, features).
2. *Intervene*: each animate noun (:mod:`fairwrite.cda.animacy`) gets a gender; a sentence with k
   animate nouns yields one counterfactual per combination of genders (§5.2), 2^k − 1 besides the
   original, the nouns taken in order and capped at ``max_nouns``.
3. *Infer*: max-product in the agreement MRF with the intervened nouns clamped
   (:func:`fairwrite.cda.intervention.intervene`).
4. *Re-inflect*: every word whose tag changed gets the new gender feature and is re-inflected
   (:class:`fairwrite.cda.reinflect.Reinflector`); an intervened noun also takes its counterpart
   lemma (*ingeniero* → *ingeniera*; :meth:`CounterfactualGenerator.noun_form`). Multiword tokens
   are rebuilt (:class:`~fairwrite.cda.conllu.MwtJoiner`). A variant whose intervened noun could not be
   re-inflected is marked ``failed`` (the dataset builder leaves it out and counts it).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

from fairwrite.cda.animacy import Gazetteer
from fairwrite.cda.conllu import MwtJoiner, Sentence, Token, match_case
from fairwrite.cda.intervention import Request, intervene
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.reinflect import Reinflector, normalise
from fairwrite.cda.tags import gender_value

GENDERS = ("Masc", "Fem")


def gender_label(genders: Sequence[str]) -> str:
    """Segment label of a set of noun genders: masculine, feminine, mixed (none when empty)."""
    kinds = set(genders)
    if not kinds:
        return "none"
    if kinds == {"Masc"}:
        return "masculine"
    if kinds == {"Fem"}:
        return "feminine"
    return "mixed"


@dataclass
class Variant:
    """One version of a sentence: the original (``original``) or a counterfactual."""

    text: str
    nouns: tuple[int, ...]
    genders: tuple[str, ...]
    original: bool
    changes: list[tuple[int, str, str]] = field(default_factory=list)  # (word, old form, new form)
    failed: bool = False  # an intervened noun could not be re-inflected (see CounterfactualGenerator.realise)


@dataclass
class CounterfactualGenerator:
    model: AgreementMRF
    reinflector: Reinflector
    gazetteer: Gazetteer
    joiner: MwtJoiner
    log_alpha: float = 1.0
    max_nouns: int = 3

    def animate_nouns(self, sentence: Sentence) -> list[int]:
        return [j for j, t in enumerate(sentence.tokens) if self.gazetteer.is_animate(t)][: self.max_nouns]

    def generate(self, sentences: Sequence[Sentence]) -> list[list[Variant]]:
        """For each sentence, its original followed by one variant per other gender combination."""
        requests: list[Request] = []
        owners: list[tuple[int, tuple[int, ...], tuple[str, ...]]] = []
        out: list[list[Variant]] = []
        for s, sentence in enumerate(sentences):
            nouns = tuple(self.animate_nouns(sentence))
            original = tuple(gender_value(sentence.tokens[j].feats) for j in nouns)
            out.append([Variant(sentence.text or sentence.render(), nouns, original, True)])
            for combination in itertools.product(GENDERS, repeat=len(nouns)):
                if combination == original:
                    continue
                requests.append(Request(s, nouns, combination))
                owners.append((s, nouns, combination))
        if not requests:
            return out
        predicted = intervene(self.model, sentences, requests, self.log_alpha)
        for (s, nouns, combination), tags in zip(owners, predicted, strict=True):
            out[s].append(self.realise(sentences[s], nouns, combination, tags))
        return out

    def realise(
        self, sentence: Sentence, nouns: Sequence[int], genders: Sequence[str], tags: Sequence[int]
    ) -> Variant:
        """Re-inflect every word whose tag differs from its analysis, and render the sentence.

        A variant in which an intervened noun that has two distinct forms (not an epicene such as
        *periodista*) keeps its old form is marked ``failed``: its agreeing words would contradict it.
        """
        tagset = self.model.tagset
        original = tagset.encode(sentence)
        forms = [t.form for t in sentence.tokens]
        changes = []
        failed = False
        for j, token in enumerate(sentence.tokens):
            if tags[j] == original[j]:
                continue
            new_gender = tagset.gender_of_tag(tags[j])
            feats = {**token.feats, "Gender": new_gender}
            if j in nouns:
                lemma = self.gazetteer.counterpart(token.lemma, new_gender)
                form = self.noun_form(token, feats, lemma)
                epicene = (
                    lemma == token.lemma
                    and self.gazetteer.counterpart(lemma, tagset.gender_of_tag(original[j])) == lemma
                )
                failed |= form is None and not epicene
                form = form or token.form
            else:
                form = self.reinflector.reinflect(token, feats).form
            new = match_case(token.form, form)
            if new != token.form:
                forms[j] = new
                changes.append((j, token.form, new))
        return Variant(
            sentence.render(forms, self.joiner), tuple(nouns), tuple(genders), False, changes, failed
        )

    def noun_form(self, token: Token, feats: dict[str, str], lemma: str) -> str | None:
        """The intervened noun's new form, or None when no candidate differs from the old one.

        Candidates, in order: a treebank cell of the counterpart lemma (*ingeniera*), a cell of the
        noun's own lemma with the new gender (treebanks that lemmatise both genders alike, such as
        Hebrew HTB: *שופטת* → *שופט*), the counterpart lemma re-inflected by rule (not accepted when a
        plural comes out as the singular citation form, i.e. no plural edit applied), the old form
        re-inflected by edit.
        """
        old = normalise(token.form, token.lemma)
        switched = self.reinflector.reinflect(token, feats, lemma=lemma)
        same = self.reinflector.reinflect(token, feats)
        ordered = [p for p in (switched, same) if p.method == "memory"]
        if not (feats.get("Number") == "Plur" and switched.form == lemma and lemma != token.lemma):
            ordered.append(switched)
        ordered.append(same)
        for prediction in ordered:
            if prediction.form != old:
                return prediction.form
        return None
