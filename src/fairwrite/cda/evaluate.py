"""Intrinsic evaluation on treebank sentences: masked-gender inference, intervention tags, reinflection.

**Masked-gender inference** is scored against the treebank itself: the inherent-gender words (nouns,
proper nouns, personal pronouns) keep their annotated tags, every other word keeps its number and
whether it has gender, and the model infers the gender of the gendered ones; accuracy and macro-F1
over the genders are computed against the annotation.

**Intervention** needs counterfactual references, which UD does not contain (the paper annotated 136
Spanish and 111 Hebrew sentences by hand). :func:`agreement_targets` derives them from the gold
annotation with the UD notion of an agreement *controller*: a gendered word agrees with its own
nominal subject when it has one (predicates: participles, predicative adjectives, Hebrew verbs; a
relative pronoun subject stands for the noun the relative clause modifies; an ``xcomp`` predicate
agrees with its head's subject), and otherwise with its head (determiners, adjectives, conjuncts,
clauses without an overt subject). A participle with a *have* auxiliary (*ha llegado*, *a mangé*,
*hat gesagt*) is invariant: UD gives it the default Masc Sing, but it agrees with nothing.
Intervening on noun i should then change exactly the words whose chain of controllers reaches i
through words that carry i's gender and have no inherent gender of their own. These are silver
references: they do not encode co-reference across ungendered words and never change a second noun
(the paper's annotators did, e.g. conjoined nouns; §5.1 lists those as errors of the MRF). The rule
knows nothing of the systems and is the same for all of them; being read off the same annotation
the MRF is trained on, it favours what the annotation makes visible.

Scores: precision and recall over changed words (a word counts as correct when it changed *to the
reference tag*), F1, and tag accuracy over all words but the intervened one (the paper's "Acc").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass

from fairwrite.cda.conllu import Sentence
from fairwrite.cda.intervention import Request, has_inherent_gender, intervene, masked_inference
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.reinflect import Reinflector, feat_key, normalise
from fairwrite.cda.tags import SWAPPABLE, TagSet, gender_value

SUBJECTS = ("nsubj",)
#: Perfect auxiliaries after which a participle does not agree with the subject.
HAVE_AUXILIARIES = ("haber", "avoir", "haben")


def _base(deprel: str) -> str:
    return deprel.split(":")[0]


def controller(sentence: Sentence, j: int, children: Sequence[Sequence[int]] | None = None) -> int:
    """The word that word ``j`` agrees with (−1: none), by the rule of the module docstring."""
    children = children if children is not None else sentence.children()
    token = sentence.tokens[j]
    if any(
        sentence.tokens[k].deprel.startswith("aux") and sentence.tokens[k].lemma in HAVE_AUXILIARIES
        for k in children[j]
    ):
        return -1
    subjects = [k for k in children[j] if _base(sentence.tokens[k].deprel) in SUBJECTS]
    if subjects:
        k = subjects[0]
        if sentence.tokens[k].feats.get("PronType") == "Rel" and _base(token.deprel) == "acl":
            return token.head
        return k
    if _base(token.deprel) == "xcomp" and token.head >= 0:
        head_subjects = [k for k in children[token.head] if _base(sentence.tokens[k].deprel) in SUBJECTS]
        if head_subjects:
            return head_subjects[0]
    return token.head


def agreement_targets(
    sentence: Sentence, noun: int, children: Sequence[Sequence[int]] | None = None
) -> list[int]:
    """Words that must change gender with word ``noun`` (silver reference; see module docstring)."""
    children = children if children is not None else sentence.children()
    gender = gender_value(sentence.tokens[noun].feats)
    if gender not in SWAPPABLE:
        return []

    def agrees(k: int) -> bool:
        t = sentence.tokens[k]
        return not has_inherent_gender(t) and gender_value(t.feats) == gender

    out = []
    for j in range(len(sentence)):
        if j == noun or not agrees(j):
            continue
        seen = {j}
        k = controller(sentence, j, children)
        while k >= 0 and k != noun and k not in seen and agrees(k):
            seen.add(k)
            k = controller(sentence, k, children)
        if k == noun:
            out.append(j)
    return out


@dataclass
class TagChanges:
    """Tags the interventions changed (``predicted``), the reference changes (``gold``) and those changed
    to the reference tag (``tp``): precision, recall and F1 of the changes."""

    tp: int = 0
    predicted: int = 0
    gold: int = 0

    @property
    def precision(self) -> float:
        return self.tp / self.predicted if self.predicted else 0.0

    @property
    def recall(self) -> float:
        return self.tp / self.gold if self.gold else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass
class PRF(TagChanges):
    """The tag changes of ``n`` interventions, and the accuracy over every scored tag."""

    correct_tags: int = 0
    scored_tags: int = 0
    n: int = 0  # interventions

    @property
    def accuracy(self) -> float:
        return self.correct_tags / self.scored_tags if self.scored_tags else 0.0

    def to_dict(self) -> dict:
        out = asdict(self)
        out.update(precision=self.precision, recall=self.recall, f1=self.f1, accuracy=self.accuracy)
        return out


def flip(gender: str) -> str:
    return {"Masc": "Fem", "Fem": "Masc"}[gender]


def noun_interventions(
    sentences: Sequence[Sentence], select: Callable[[Sentence, int], bool] | None = None
) -> list[Request]:
    """One request per selected masculine or feminine NOUN (default: every such noun): flip its gender."""
    requests = []
    for s, sentence in enumerate(sentences):
        for j, token in enumerate(sentence.tokens):
            if token.upos != "NOUN" or gender_value(token.feats) not in ("Masc", "Fem"):
                continue
            if select is None or select(sentence, j):
                requests.append(Request(s, (j,), (flip(gender_value(token.feats)),)))
    return requests


def score_interventions(
    tagset: TagSet,
    sentences: Sequence[Sentence],
    requests: Sequence[Request],
    predicted: Sequence[Sequence[int]],
) -> PRF:
    result = PRF()
    children_of = {}
    for request, pred in zip(requests, predicted, strict=True):
        sentence = sentences[request.sentence]
        if request.sentence not in children_of:
            children_of[request.sentence] = sentence.children()
        original = tagset.encode(sentence)
        reference = list(original)
        for noun, gender in zip(request.positions, request.genders, strict=True):
            for j in agreement_targets(sentence, noun, children_of[request.sentence]):
                reference[j] = tagset.with_gender(original[j], gender)
        result.n += 1
        for j in range(len(sentence)):
            if j in request.positions:
                continue
            changed, should = pred[j] != original[j], reference[j] != original[j]
            result.predicted += changed
            result.gold += should
            result.tp += changed and should and pred[j] == reference[j]
            result.scored_tags += 1
            result.correct_tags += pred[j] == reference[j]
    return result


def evaluate_interventions(
    model: AgreementMRF, sentences: Sequence[Sentence], requests: Sequence[Request],
    log_alpha: float = 1.0, **options: bool,
) -> PRF:
    """Intervene (``options``: ``hold_inherent``, ``relative`` of :func:`intervene`) and score."""
    predicted = intervene(model, sentences, requests, log_alpha, **options)
    return score_interventions(model.tagset, sentences, requests, predicted)


@dataclass
class MaskedScore:
    correct: int
    total: int
    macro_f1: float

    @property
    def accuracy(self) -> float:
        return self.correct / self.total if self.total else 0.0

    def to_dict(self) -> dict:
        return {
            "correct": self.correct,
            "total": self.total,
            "accuracy": self.accuracy,
            "macro_f1": self.macro_f1,
        }


def evaluate_masked(model: AgreementMRF, sentences: Sequence[Sentence]) -> MaskedScore:
    """Masked-gender inference: gendered words without inherent gender, predicted vs annotated gender."""
    tagset = model.tagset
    predicted = masked_inference(model, sentences)
    pairs = []
    for sentence, pred in zip(sentences, predicted, strict=True):
        for j, token in enumerate(sentence.tokens):
            gold = gender_value(token.feats)
            if gold in SWAPPABLE and not has_inherent_gender(token):
                pairs.append((gold, tagset.gender_of_tag(pred[j])))
    correct = sum(g == p for g, p in pairs)
    f1s = []
    for g in tagset.real_genders:
        tp = sum(a == g and b == g for a, b in pairs)
        fp = sum(a != g and b == g for a, b in pairs)
        fn = sum(a == g and b != g for a, b in pairs)
        if tp + fp + fn:
            f1s.append(2 * tp / (2 * tp + fp + fn))
    return MaskedScore(correct, len(pairs), sum(f1s) / len(f1s) if f1s else 0.0)


# --- re-inflection --------------------------------------------------------------------------------


def _gendered(token) -> bool:
    return gender_value(token.feats) in (*SWAPPABLE, "Com") and token.upos not in ("PUNCT", "SYM", "X", "NUM")


def evaluate_reinflection(
    reinflector: Reinflector, train: Sequence[Sentence], test: Sequence[Sentence]
) -> dict:
    """Form accuracy on held-out cells of gendered words (paper: "we trained the inflection model
    using only gendered words"; Tab. 1).

    * ``cells``: every distinct (lemma, UPOS, features) of a gendered test word that never occurs in
      ``train``, predicted from lemma + features (split by whether the lemma was seen in training);
    * ``swap``: every pair of test cells of one lemma that differ in gender only, the target cell
      held out, predicted from the source word as an intervention does (:meth:`Reinflector.reinflect`).
    """
    seen_cells = {(t.lemma, t.upos, feat_key(t.feats)) for s in train for t in s.tokens}
    seen_lemmas = {(t.lemma, t.upos) for s in train for t in s.tokens}
    cells: dict[tuple[str, str, str], tuple] = {}
    for sentence in test:
        for token in sentence.tokens:
            key = (token.lemma, token.upos, feat_key(token.feats))
            if _gendered(token) and key not in cells:
                cells[key] = token
    held = {k: t for k, t in cells.items() if k not in seen_cells}
    counts = Counter()
    for (lemma, upos, _), token in held.items():
        group = "seen-lemma" if (lemma, upos) in seen_lemmas else "unseen-lemma"
        prediction = reinflector.inflect(lemma, upos, token.feats)
        ok = prediction.form == normalise(token.form, token.lemma)
        counts[group, "n"] += 1
        counts[group, "ok"] += ok
        counts["method", prediction.method, ok] += 1
    by_lemma: dict[tuple[str, str], list] = {}
    for token in cells.values():
        by_lemma.setdefault((token.lemma, token.upos), []).append(token)
    swaps = swap_ok = 0
    for tokens in by_lemma.values():
        for a in tokens:
            for b in tokens:
                fa, fb = dict(a.feats), dict(b.feats)
                if a is b or fa.get("Gender") == fb.get("Gender"):
                    continue
                fa.pop("Gender", None)
                fb.pop("Gender", None)
                if fa != fb or (b.lemma, b.upos, feat_key(b.feats)) in seen_cells:
                    continue
                swaps += 1
                swap_ok += reinflector.reinflect(a, b.feats).form == normalise(b.form, b.lemma)
    n = counts["seen-lemma", "n"] + counts["unseen-lemma", "n"]
    ok = counts["seen-lemma", "ok"] + counts["unseen-lemma", "ok"]
    return {
        "cells": n,
        "cells_accuracy": ok / n if n else 0.0,
        "seen_lemma": counts["seen-lemma", "n"],
        "seen_lemma_accuracy": counts["seen-lemma", "ok"] / counts["seen-lemma", "n"]
        if counts["seen-lemma", "n"]
        else 0.0,
        "unseen_lemma": counts["unseen-lemma", "n"],
        "unseen_lemma_accuracy": counts["unseen-lemma", "ok"] / counts["unseen-lemma", "n"]
        if counts["unseen-lemma", "n"]
        else 0.0,
        "swaps": swaps,
        "swap_accuracy": swap_ok / swaps if swaps else 0.0,
        "methods": {
            f"{m}:{'ok' if good else 'wrong'}": c
            for (kind, *rest), c in counts.items()
            if kind == "method"
            for m, good in [rest]
        },
    }
