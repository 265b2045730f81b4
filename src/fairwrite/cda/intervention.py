"""Intervention (§4): fix the new tag of a word, infer the other tags with max-product.

Intervening on word i (its tag m_i → m'_i) means finding high-probability tags under
Pr(m_{−i} | m'_i, T, p). The unary factors of eq. 2 carry the evidence:

* the intervened word is clamped: φ_i(m'_i) = 1, every other tag forbidden;
* every other word keeps its tag with strength α: φ_j(m_j) = α, φ_j(m) = 1 otherwise (log α = 1 in
  the paper, tuned on dev data in {0.5, 0.75, 1, 2, 5, 10});
* only gender may change (§5.1): a word may take only the tags of :meth:`TagSet.domain` (its number
  kept; a word without gender stays without);
* words with inherent gender — nouns, proper nouns, personal pronouns — other than the intervened ones
  keep their tags (``hold_inherent``, default on). Their gender is lexical (*la mesa* cannot become
  masculine) or referential, not agreement, and the delexicalised MRF would otherwise drag conjoined
  or modifying nouns along with the intervened one. Several animate nouns of one sentence are
  intervened on jointly through one request with several positions;
* only changes *caused by the intervention* are kept (``relative``, default on): the same inference
  without the intervention gives m⁰, and word j takes the intervened MAP tag only where that differs
  from m⁰_j. Otherwise a word that already disagrees in the input (an annotation or spelling slip
  such as *del habilidad*) would be "repaired" by every intervention in its sentence — a change the
  intervention did not call for.

Masked-gender inference is the same computation with no α: the inherent-gender words (nouns, proper
nouns, personal pronouns) are observed, and the gender of every other gendered word is inferred.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import torch

from fairwrite.cda.conllu import Sentence, Token
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.tags import TagSet

NEG_INF = float("-inf")
#: The paper's grid for log α (§5).
LOG_ALPHA_GRID = (0.5, 0.75, 1.0, 2.0, 5.0, 10.0)
INHERENT_POS = ("NOUN", "PROPN")


def has_inherent_gender(token: Token) -> bool:
    """Nouns, proper nouns and personal pronouns carry their own (lexical or referential) gender."""
    return token.upos in INHERENT_POS or (token.upos == "PRON" and token.feats.get("PronType") == "Prs")


def evidence_unary(
    tagset: TagSet,
    tags: Sequence[int],
    clamp: Mapping[int, int],
    log_alpha: float | None,
    dtype: torch.dtype = torch.float32,
) -> torch.Tensor:
    """log φ for one sentence, (n, |M|): ``clamp`` = {position: tag}; other words restricted to their
    domain, with ``log_alpha`` on their current tag (``None``: no preference)."""
    n, size = len(tags), len(tagset)
    unary = torch.full((n, size), NEG_INF, dtype=dtype)
    for j, tag in enumerate(tags):
        if j in clamp:
            unary[j, clamp[j]] = 0.0
            continue
        unary[j, tagset.domain(tag)] = 0.0
        if log_alpha:
            unary[j, tag] = log_alpha
    return unary


@dataclass(frozen=True)
class Request:
    """Change the gender of the words ``positions`` of sentence ``sentence`` to ``genders``."""

    sentence: int
    positions: tuple[int, ...]
    genders: tuple[str, ...]


def infer(
    model: AgreementMRF,
    sentences: Sequence[Sentence],
    clamps: Sequence[Mapping[int, int]],
    log_alpha: float | None,
    tags: Sequence[Sequence[int]] | None = None,
    chunk: int = 512,
) -> list[list[int]]:
    """Max-product tags for each (sentence, clamp) pair, batched ``chunk`` sentences at a time."""
    out: list[list[int]] = []
    for start in range(0, len(sentences), chunk):
        part = list(sentences[start : start + chunk])
        part_tags = (
            [list(t) for t in tags[start : start + chunk]]
            if tags is not None
            else [model.tagset.encode(s) for s in part]
        )
        batch = model.encode(part, part_tags)
        unary = torch.cat(
            [
                evidence_unary(model.tagset, t, c, log_alpha)
                for t, c in zip(part_tags, clamps[start : start + chunk], strict=True)
            ]
        )
        best = model.decode(batch, unary.to(batch.tags.device)).tolist()
        for offset, n in zip(batch.offsets(), batch.lengths, strict=True):
            out.append(best[offset : offset + n])
    return out


def intervene(
    model: AgreementMRF,
    sentences: Sequence[Sentence],
    requests: Sequence[Request],
    log_alpha: float = 1.0,
    tags: Sequence[Sequence[int]] | None = None,
    hold_inherent: bool = True,
    relative: bool = True,
) -> list[list[int]]:
    """New tags of every word for each request (the original tags come from the sentences or ``tags``)."""
    tagset = model.tagset
    base = [list(t) for t in tags] if tags is not None else [tagset.encode(s) for s in sentences]
    chosen, clamps, chosen_tags = [], [], []
    reference_keys: dict[tuple[int, tuple[int, ...]], int] = {}
    reference_clamps: list[dict[int, int]] = []
    reference_of: list[int] = []
    for r in requests:
        current = base[r.sentence]
        held = {}
        if hold_inherent:
            tokens = sentences[r.sentence].tokens
            held = {j: current[j] for j, t in enumerate(tokens) if has_inherent_gender(t)}
        clamp = {
            **held,
            **{p: tagset.with_gender(current[p], g) for p, g in zip(r.positions, r.genders, strict=True)},
        }
        clamps.append(clamp)
        chosen.append(sentences[r.sentence])
        chosen_tags.append(current)
        key = (r.sentence, r.positions)
        if key not in reference_keys:
            reference_keys[key] = len(reference_clamps)
            reference_clamps.append({**held, **{p: current[p] for p in r.positions}})
        reference_of.append(reference_keys[key])
    predicted = infer(model, chosen, clamps, log_alpha, chosen_tags)
    if not relative:
        return predicted
    keys = list(reference_keys)
    references = infer(
        model, [sentences[s] for s, _ in keys], reference_clamps, log_alpha, [base[s] for s, _ in keys]
    )
    out = []
    for pred, ref_index, current, clamp in zip(predicted, reference_of, chosen_tags, clamps, strict=True):
        ref = references[ref_index]
        # clamped words take their clamp; others the intervened tag only where it departs from m⁰
        out.append(
            [
                clamp.get(j, p if p != r else c)
                for j, (p, r, c) in enumerate(zip(pred, ref, current, strict=True))
            ]
        )
    return out


def masked_inference(
    model: AgreementMRF, sentences: Sequence[Sentence], observed: Sequence[Sequence[int]] | None = None
) -> list[list[int]]:
    """Genders of the non-observed words given the observed ones (default: inherent-gender words)."""
    tagset = model.tagset
    clamps = []
    for k, sentence in enumerate(sentences):
        tags = tagset.encode(sentence)
        positions = (
            observed[k]
            if observed is not None
            else [j for j, t in enumerate(sentence.tokens) if has_inherent_gender(t)]
        )
        clamps.append({j: tags[j] for j in positions})
    return infer(model, sentences, clamps, None)
