"""The Markov random field for morpho-syntactic agreement (Zmigrod et al. 2019, eq. 1 and §3.1).

    Pr(m | T, p) ∝ Π_{(i, j, ℓ) ∈ T} φ_i(m_i) · ψ(m_i, m_j | p_i, p_j, ℓ)

over a labelled dependency tree T with UPOS tags p. Here i is the dependent and j its head; the root
word's edge goes to a distinguished root symbol (POS ``ROOT``, label ``root``) whose tag is fixed to the
``ROOT`` subtag, so that edge acts as a POS-conditioned unary factor. The model is delexicalised: it
sees labels and POS tags, never words.

Binary factor, ψ(m_i, m_j | ·) = exp(m̄_iᵀ W(p_i, p_j, ℓ) m̄_j) with m̄ the multi-hot subtag encoding
(:mod:`fairwrite.cda.tags`), and W

* **linear**: one free c×c matrix per (p_i, p_j, ℓ) triple seen in training (unseen triples: W = 0,
  i.e. ψ ≡ 1);
* **neural**: W(p_i, p_j, ℓ) = exp(U tanh(V [e(p_i); e(p_j); e(ℓ)])), U ∈ R^{c×c×n1},
  V ∈ R^{n1×3n2}, embeddings e(·) ∈ R^{n2} (paper: n1 = 9, n2 = 3), shared across all triples.

Unary factors φ are not learnt (§3.1); they come in at inference (:mod:`fairwrite.cda.intervention`).
Everything is computed in log space; inference is exact (:mod:`fairwrite.cda.bp`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

import torch
from torch import nn

from fairwrite.cda import bp
from fairwrite.cda.conllu import Sentence
from fairwrite.cda.tags import TagSet
from fairwrite.errors import FairwriteError

UNK = "<unk>"
ROOT_POS = "ROOT"
ROOT_LABEL = "root"
PARAMETERISATIONS = ("linear", "neural")


@dataclass
class Vocab:
    """POS tags, dependency labels and (for the linear model) the (p_i, p_j, ℓ) triples seen in training."""

    pos: list[str]
    labels: list[str]
    triples: list[tuple[str, str, str]]

    @classmethod
    def from_sentences(cls, sentences: Iterable[Sentence]) -> Vocab:
        pos, labels, triples = {ROOT_POS}, {ROOT_LABEL}, set()
        for sentence in sentences:
            for triple in edge_triples(sentence):
                pos.update(triple[:2])
                labels.add(triple[2])
                triples.add(triple)
        return cls([UNK, *sorted(pos)], [UNK, *sorted(labels)], sorted(triples))

    def __post_init__(self) -> None:
        self._pos = {p: k for k, p in enumerate(self.pos)}
        self._labels = {lab: k for k, lab in enumerate(self.labels)}
        self._triples = {t: k for k, t in enumerate(self.triples)}

    def pos_id(self, pos: str) -> int:
        return self._pos.get(pos, 0)

    def label_id(self, label: str) -> int:
        return self._labels.get(label, 0)

    def triple_id(self, triple: tuple[str, str, str]) -> int:
        """Index of a seen triple, or ``len(triples)`` (the unseen-triple slot)."""
        return self._triples.get(triple, len(self.triples))

    def to_dict(self) -> dict:
        return {"pos": self.pos, "labels": self.labels, "triples": [list(t) for t in self.triples]}

    @classmethod
    def from_dict(cls, data: dict) -> Vocab:
        return cls(list(data["pos"]), list(data["labels"]), [tuple(t) for t in data["triples"]])


def edge_triples(sentence: Sentence) -> list[tuple[str, str, str]]:
    """(p_i, p_head(i), ℓ) for every word i; the root word's head is the root symbol."""
    out = []
    for token in sentence.tokens:
        if token.head < 0:
            out.append((token.upos, ROOT_POS, ROOT_LABEL))
        else:
            out.append((token.upos, sentence.tokens[token.head].upos, token.deprel))
    return out


@dataclass
class Batch:
    """Sentences encoded for the MRF: a :class:`~fairwrite.cda.bp.Forest` plus per-node features."""

    forest: bp.Forest
    tags: torch.Tensor  # (N,) observed tags
    pos_dep: torch.Tensor  # (N,)
    pos_head: torch.Tensor  # (N,)
    label: torch.Tensor  # (N,)
    triple: torch.Tensor  # (N,) linear-model triple index
    is_root: torch.Tensor  # (N,) bool
    lengths: list[int]

    @property
    def n_sentences(self) -> int:
        return self.forest.n_sentences

    def offsets(self) -> list[int]:
        out, total = [], 0
        for n in self.lengths:
            out.append(total)
            total += n
        return out


def encode(
    sentences: Sequence[Sentence],
    tagset: TagSet,
    vocab: Vocab,
    tags: Sequence[Sequence[int]] | None = None,
    device: torch.device | str | None = None,
) -> Batch:
    """Encode ``sentences`` (their own tags, or ``tags`` when given) into one :class:`Batch`."""
    heads = [s.heads for s in sentences]
    forest = bp.Forest.from_heads(heads, device=device)
    flat_tags: list[int] = []
    pos_dep: list[int] = []
    pos_head: list[int] = []
    label: list[int] = []
    triple: list[int] = []
    for k, sentence in enumerate(sentences):
        flat_tags += tagset.encode(sentence) if tags is None else list(tags[k])
        for t in edge_triples(sentence):
            pos_dep.append(vocab.pos_id(t[0]))
            pos_head.append(vocab.pos_id(t[1]))
            label.append(vocab.label_id(t[2]))
            triple.append(vocab.triple_id(t))
    long = {"dtype": torch.long, "device": device}
    return Batch(
        forest=forest,
        tags=torch.tensor(flat_tags, **long),
        pos_dep=torch.tensor(pos_dep, **long),
        pos_head=torch.tensor(pos_head, **long),
        label=torch.tensor(label, **long),
        triple=torch.tensor(triple, **long),
        is_root=forest.parent < 0,
        lengths=[len(s) for s in sentences],
    )


class Potentials(nn.Module):
    """Maps a batch to log potentials: ``edge`` (N, |M|, |M|) and ``node`` (N, |M|) (root factors)."""

    def __init__(self, tagset: TagSet) -> None:
        super().__init__()
        self.tagset = tagset
        self.register_buffer("multi_hot", tagset.multi_hot(), persistent=False)
        self.register_buffer("root_vec", tagset.root_vector(), persistent=False)

    def weights(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        """(W per distinct type (T, c, c), type index of every node (N,))."""
        raise NotImplementedError

    def forward(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        w, which = self.weights(batch)
        b = self.multi_hot.to(w.dtype)
        scores = b @ w @ b.T  # (T, |M|, |M|): m̄_aᵀ W m̄_b
        root = (w @ self.root_vec.to(w.dtype)) @ b.T  # (T, |M|): m̄_aᵀ W r̄
        n_tags = scores.shape[-1]
        # index_select (backward: one index_add) rather than advanced indexing
        edge = scores.reshape(-1, n_tags * n_tags).index_select(0, which).view(-1, n_tags, n_tags)
        node = root.index_select(0, which) * batch.is_root.unsqueeze(1).to(w.dtype)
        return edge, node


class LinearPotentials(Potentials):
    """One free W(p_i, p_j, ℓ) ∈ R^{c×c} per training triple (§3.1, linear)."""

    def __init__(self, tagset: TagSet, vocab: Vocab) -> None:
        super().__init__(tagset)
        c = len(tagset.subtags)
        self.n_triples = len(vocab.triples)
        self.W = nn.Parameter(torch.zeros(self.n_triples, c, c))
        self.register_buffer("unseen", torch.zeros(1, c, c), persistent=False)

    def weights(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        return torch.cat([self.W, self.unseen]), batch.triple


class NeuralPotentials(Potentials):
    """W(p_i, p_j, ℓ) = exp(U tanh(V [e(p_i); e(p_j); e(ℓ)])) (§3.1, neural), computed per distinct triple."""

    def __init__(self, tagset: TagSet, vocab: Vocab, n1: int = 9, n2: int = 3, seed: int = 0) -> None:
        super().__init__(tagset)
        c = len(tagset.subtags)
        gen = torch.Generator().manual_seed(seed)
        self.pos_emb = nn.Parameter(torch.randn(len(vocab.pos), n2, generator=gen))
        self.label_emb = nn.Parameter(torch.randn(len(vocab.labels), n2, generator=gen))
        self.V = nn.Parameter(torch.randn(n1, 3 * n2, generator=gen) / math.sqrt(3 * n2))
        self.U = nn.Parameter(torch.randn(c, c, n1, generator=gen) * 0.1)
        self.n_labels = len(vocab.labels)
        self.n_pos = len(vocab.pos)

    def weights(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        key = (batch.pos_dep * self.n_pos + batch.pos_head) * self.n_labels + batch.label
        unique, which = torch.unique(key, return_inverse=True)
        label = unique % self.n_labels
        pos_head = (unique // self.n_labels) % self.n_pos
        pos_dep = unique // (self.n_labels * self.n_pos)
        x = torch.cat([self.pos_emb[pos_dep], self.pos_emb[pos_head], self.label_emb[label]], dim=1)
        hidden = torch.tanh(x @ self.V.T)  # (T, n1)
        w = torch.exp(torch.einsum("abh,th->tab", self.U, hidden))
        return w, which


class AgreementMRF(nn.Module):
    """Eq. 1 with a linear or neural ψ (or any :class:`Potentials`, e.g. the §5.1 baseline)."""

    def __init__(self, tagset: TagSet, vocab: Vocab, potentials: Potentials, kind: str, **options) -> None:
        super().__init__()
        self.tagset = tagset
        self.vocab = vocab
        self.potentials = potentials
        self.kind = kind
        self.options = options

    @classmethod
    def create(
        cls, kind: str, sentences: Sequence[Sentence], tagset: TagSet | None = None, **options
    ) -> AgreementMRF:
        """A fresh model of ``kind`` (``linear`` or ``neural``) for the vocabulary of ``sentences``."""
        if kind not in PARAMETERISATIONS:
            raise FairwriteError(
                f"unknown MRF parameterisation {kind!r}; choose from {', '.join(PARAMETERISATIONS)}"
            )
        tagset = tagset or TagSet.from_sentences(sentences)
        vocab = Vocab.from_sentences(sentences)
        pot = (
            LinearPotentials(tagset, vocab)
            if kind == "linear"
            else NeuralPotentials(tagset, vocab, **options)
        )
        return cls(tagset, vocab, pot, kind, **options)

    def encode(self, sentences: Sequence[Sentence], tags: Sequence[Sequence[int]] | None = None) -> Batch:
        device = next(iter(self.potentials.buffers())).device
        return encode(sentences, self.tagset, self.vocab, tags, device=device)

    def log_potentials(self, batch: Batch) -> tuple[torch.Tensor, torch.Tensor]:
        return self.potentials(batch)

    def nll(self, batch: Batch, reduction: str = "mean") -> torch.Tensor:
        """−log Pr(m | T, p) of the batch's observed tags, per sentence (mean or sum), in nats."""
        edge, node = self.log_potentials(batch)
        log_z = bp.log_partition(batch.forest, edge, node)
        score = bp.assignment_score(batch.forest, edge, node, batch.tags)
        loss = log_z - score
        return loss.mean() if reduction == "mean" else loss.sum() if reduction == "sum" else loss

    def marginals(self, batch: Batch, unary: torch.Tensor | None = None) -> tuple[torch.Tensor, torch.Tensor]:
        """(log Z, log marginals) by sum-product, with optional extra log unaries (N, |M|)."""
        edge, node = self.log_potentials(batch)
        return bp.sum_product(batch.forest, edge, node if unary is None else node + unary)

    @torch.no_grad()
    def decode(self, batch: Batch, unary: torch.Tensor | None = None) -> torch.Tensor:
        """The highest-probability tags m* (N,) by max-product, with optional extra log unaries."""
        edge, node = self.log_potentials(batch)
        return bp.max_product(batch.forest, edge, node if unary is None else node + unary)[1]

    # --- persistence ------------------------------------------------------------------------------

    def save(self, folder: str | Path) -> Path:
        out = Path(folder)
        out.mkdir(parents=True, exist_ok=True)
        config = {
            "kind": self.kind,
            "tagset": self.tagset.to_dict(),
            "vocab": self.vocab.to_dict(),
            "options": self.options,
        }
        (out / "mrf.json").write_text(json.dumps(config, ensure_ascii=False) + "\n")
        torch.save(self.potentials.state_dict(), out / "mrf.pt")
        return out

    @classmethod
    def load(cls, folder: str | Path) -> AgreementMRF:
        folder = Path(folder)
        config = json.loads((folder / "mrf.json").read_text())
        tagset, vocab = TagSet.from_dict(config["tagset"]), Vocab.from_dict(config["vocab"])
        options = config.get("options", {})
        if config["kind"] == "linear":
            pot: Potentials = LinearPotentials(tagset, vocab)
        else:
            pot = NeuralPotentials(tagset, vocab, **options)
        pot.load_state_dict(torch.load(folder / "mrf.pt", weights_only=True))
        return cls(tagset, vocab, pot, config["kind"], **options)
