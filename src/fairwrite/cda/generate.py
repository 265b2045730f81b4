"""The four-step CDA process of Fig. 1: analyse, intervene, infer the new tags, re-inflect.

1. *Analyse*: the input is an analysed sentence (CoNLL-U: tree, UPOS, lemmas, features).
2. *Intervene*: each animate noun (:mod:`fairwrite.cda.animacy`) gets a gender; a sentence with k
   animate nouns yields one counterfactual per combination of genders (§5.2), 2^k − 1 besides the
   original, the nouns taken in order and capped at ``max_nouns``.
3. *Infer*: max-product in the agreement MRF with the intervened nouns clamped
   (:func:`fairwrite.cda.intervention.intervene`).
4. *Re-inflect*: every word whose tag changed gets the new gender feature and is re-inflected
   (:class:`fairwrite.cda.reinflect.Reinflector`); an intervened noun also takes its counterpart
   lemma (*ingeniero* → *ingeniera*) — unless the treebank lemmatises both genders to one lemma
   (Hebrew HTB: *שופטת* → *שופט*, see :func:`shared_lemmas`), where the noun is re-inflected from its
   own form first. Multiword tokens are rebuilt (:class:`~fairwrite.cda.conllu.MwtJoiner`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field

from fairwrite.cda.animacy import Gazetteer
from fairwrite.cda.conllu import MwtJoiner, Sentence, match_case
from fairwrite.cda.intervention import Request, intervene
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.reinflect import Reinflector
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


def shared_lemmas(sentences: Sequence[Sentence], gazetteer: Gazetteer) -> bool:
    """Whether the treebank gives feminine person nouns their masculine lemma (most of them do so)."""
    masc = fem = 0
    for sentence in sentences:
        for token in sentence.tokens:
            if gazetteer.is_animate(token) and gender_value(token.feats) == "Fem":
                other = gazetteer.counterpart(token.lemma, "Fem")
                masc += other != token.lemma
                fem += other == token.lemma
    return masc > fem


@dataclass
class Variant:
    """One version of a sentence: the original (``original``) or a counterfactual."""

    text: str
    nouns: tuple[int, ...]
    genders: tuple[str, ...]
    original: bool
    changes: list[tuple[int, str, str]] = field(default_factory=list)  # (word, old form, new form)


@dataclass
class CounterfactualGenerator:
    model: AgreementMRF
    reinflector: Reinflector
    gazetteer: Gazetteer
    joiner: MwtJoiner
    log_alpha: float = 1.0
    max_nouns: int = 3
    shared_lemmas: bool = False

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

    def realise(self, sentence: Sentence, nouns: Sequence[int], genders: Sequence[str], tags: Sequence[int]) -> Variant:
        """Re-inflect every word whose tag differs from its analysis, and render the sentence."""
        tagset = self.model.tagset
        original = tagset.encode(sentence)
        forms = [t.form for t in sentence.tokens]
        changes = []
        for j, token in enumerate(sentence.tokens):
            if tags[j] == original[j]:
                continue
            new_gender = tagset.gender_of_tag(tags[j])
            feats = {**token.feats, "Gender": new_gender}
            prediction = self.reinflector.reinflect(token, feats)
            if j in nouns:
                switched = self.reinflector.reinflect(
                    token, feats, lemma=self.gazetteer.counterpart(token.lemma, new_gender)
                )
                # the gazetteer lists singular citation forms: a switched lemma is safest in the
                # singular; plurals of shared-lemma treebanks are better re-inflected from the form
                own_cell = prediction.method == "memory" or (
                    self.shared_lemmas and prediction.method != "unchanged" and feats.get("Number") != "Sing"
                )
                if switched.method == "memory" or not own_cell:
                    prediction = switched
            new = match_case(token.form, prediction.form)
            if new != token.form:
                forms[j] = new
                changes.append((j, token.form, new))
        return Variant(sentence.render(forms, self.joiner), tuple(nouns), tuple(genders), False, changes)
