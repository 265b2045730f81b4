"""The hard-coded ψ baseline of §5.1.

"For Spanish, we only activated […] values that relate adjectives and determiners to nouns; for
Hebrew, we only activated values that relate adjectives and verbs to nouns." Here *activated* means
a weight W[Gender=g, Gender=g] = ``strength`` for each gender g on every edge (any label, either
direction) between a noun (NOUN or PROPN) and a word of an activated POS; every other W is 0, so ψ ≡ 1
there. French and German, which the paper does not hard-code, get the Spanish rule (determiners and
adjectives agree with their noun in both).

With only these factors, a word outside every activated edge has a flat distribution; for
masked-gender inference the baseline therefore breaks ties with a negligible prior
``tie_break · log p(gender | POS)`` counted on the training trees (it never outweighs an activated
edge or the intervention strength α).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable

import torch

from fairwrite.cda.conllu import Sentence
from fairwrite.cda.mrf import ROOT_POS, AgreementMRF, Batch, Potentials, Vocab
from fairwrite.cda.tags import TagSet, gender_value

NOUNS = ("NOUN", "PROPN")
ACTIVATED: dict[str, tuple[str, ...]] = {
    "es": ("ADJ", "DET"),
    "fr": ("ADJ", "DET"),
    "de": ("ADJ", "DET"),
    "he": ("ADJ", "VERB"),
}


class HardcodedPotentials(Potentials):
    def __init__(
        self,
        tagset: TagSet,
        vocab: Vocab,
        activated: Iterable[str],
        strength: float = 20.0,
        prior: torch.Tensor | None = None,
    ) -> None:
        super().__init__(tagset)
        c = len(tagset.subtags)
        activated = set(activated)
        table = torch.zeros(len(vocab.pos), len(vocab.pos), c, c)
        for a, pa in enumerate(vocab.pos):
            for b, pb in enumerate(vocab.pos):
                if (pa in NOUNS and pb in activated) or (pb in NOUNS and pa in activated):
                    for g in tagset.real_genders:
                        k = tagset.genders.index(g)
                        table[a, b, k, k] = strength
        self.register_buffer("table", table, persistent=False)
        self.register_buffer(
            "prior",
            prior if prior is not None else torch.zeros(len(vocab.pos), len(tagset)),
            persistent=False,
        )
        self.root_pos = vocab.pos_id(ROOT_POS)

    def weights(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        n_pos = self.table.shape[0]
        key = batch.pos_dep * n_pos + batch.pos_head
        unique, which = torch.unique(key, return_inverse=True)
        return self.table[unique // n_pos, unique % n_pos], which

    def forward(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        edge, node = super().forward(batch)
        return edge, node + self.prior[batch.pos_dep]


def gender_prior(sentences: Iterable[Sentence], tagset: TagSet, vocab: Vocab, weight: float) -> torch.Tensor:
    """weight · log p(gender | POS) per (POS, tag), add-one smoothed over the real genders."""
    counts: dict[str, Counter[str]] = {}
    for sentence in sentences:
        for token in sentence.tokens:
            counts.setdefault(token.upos, Counter())[gender_value(token.feats)] += 1
    prior = torch.zeros(len(vocab.pos), len(tagset))
    for p, pos in enumerate(vocab.pos):
        c = counts.get(pos, Counter())
        total = sum(c[g] for g in tagset.real_genders) + len(tagset.real_genders)
        for tag in range(len(tagset)):
            g = tagset.gender_of_tag(tag)
            if g in tagset.real_genders:
                prior[p, tag] = weight * math.log((c[g] + 1) / total)
    return prior


def baseline_model(
    lang: str,
    sentences: Iterable[Sentence],
    tagset: TagSet | None = None,
    strength: float = 20.0,
    tie_break: float = 1e-3,
) -> AgreementMRF:
    """The §5.1 baseline for ``lang`` as an :class:`AgreementMRF` (kind ``"baseline"``)."""
    sentences = list(sentences)
    tagset = tagset or TagSet.for_language(lang, sentences)
    vocab = Vocab.from_sentences(sentences)
    activated = ACTIVATED.get(lang, ACTIVATED["es"])
    prior = gender_prior(sentences, tagset, vocab, tie_break)
    pot = HardcodedPotentials(tagset, vocab, activated, strength, prior)
    return AgreementMRF(tagset, vocab, pot, "baseline", lang=lang)
