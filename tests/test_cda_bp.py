"""Belief propagation equals brute-force enumeration on small random trees (and forests of them)."""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
import torch

from fairwrite.cda.bp import Forest, assignment_score, log_partition, max_product, sum_product
from fairwrite.cda.conllu import parse_conllu
from fairwrite.cda.mrf import AgreementMRF
from fairwrite.cda.tags import TagSet

NEG_INF = float("-inf")


def random_tree(n: int, rng: random.Random) -> list[int]:
    """Heads of a uniformly shuffled random recursive tree on n nodes (-1 = root)."""
    order = list(range(n))
    rng.shuffle(order)
    heads = [-1] * n
    for k in range(1, n):
        heads[order[k]] = order[rng.randrange(k)]
    return heads


def enumerate_tree(heads, edge, unary):
    """Every assignment (as a tuple) with its log score, by explicit enumeration of M^n."""
    n, m = len(heads), unary.shape[1]
    edge, unary = edge.detach().double().numpy(), unary.detach().double().numpy()
    tags = np.array(list(itertools.product(range(m), repeat=n)), dtype=np.int64).reshape(-1, n)
    scores = np.zeros(len(tags))
    with np.errstate(invalid="ignore"):
        for i in range(n):
            scores = scores + unary[i, tags[:, i]]
            if heads[i] >= 0:
                scores = scores + edge[i, tags[:, i], tags[:, heads[i]]]
    return [(float(sc), tuple(int(x) for x in a)) for sc, a in zip(scores, tags, strict=True)]


def random_problem(seed: int, forbid: bool):
    rng = random.Random(seed)
    gen = torch.Generator().manual_seed(seed)
    trees = [random_tree(rng.randint(1, 6), rng) for _ in range(rng.randint(1, 4))]
    m = rng.randint(1, 4)
    forest = Forest.from_heads(trees)
    n = forest.n_nodes
    edge = torch.randn(n, m, m, generator=gen, dtype=torch.float64) * 2
    unary = torch.randn(n, m, generator=gen, dtype=torch.float64)
    if forbid:  # domains: forbid some tags (never tag 0), as interventions do
        mask = torch.rand(n, m, generator=gen) < 0.4
        mask[:, 0] = False
        unary[mask] = NEG_INF
    return trees, forest, edge, unary


@pytest.mark.parametrize("seed", range(40))
def test_sum_product_marginals_and_partition_equal_brute_force(seed):
    trees, forest, edge, unary = random_problem(seed, forbid=seed % 2 == 1)
    log_z, log_marg = sum_product(forest, edge, unary)
    assert torch.allclose(log_partition(forest, edge, unary), log_z)
    offset = 0
    for s, heads in enumerate(trees):
        n = len(heads)
        rows = slice(offset, offset + n)
        table = enumerate_tree(heads, edge[rows], unary[rows])
        scores = torch.tensor([sc for sc, _ in table], dtype=torch.float64)
        brute_z = torch.logsumexp(scores, 0)
        assert log_z[s].item() == pytest.approx(brute_z.item(), abs=1e-9)
        for i in range(n):
            for tag in range(unary.shape[1]):
                picked = torch.tensor([sc for sc, a in table if a[i] == tag], dtype=torch.float64)
                expected = (torch.logsumexp(picked, 0) - brute_z).exp().item()
                assert log_marg[offset + i, tag].exp().item() == pytest.approx(expected, abs=1e-9)
        offset += n


@pytest.mark.parametrize("seed", range(40))
def test_max_product_equals_brute_force_argmax(seed):
    trees, forest, edge, unary = random_problem(seed + 100, forbid=seed % 2 == 0)
    best, tags = max_product(forest, edge, unary)
    offset = 0
    for s, heads in enumerate(trees):
        n = len(heads)
        rows = slice(offset, offset + n)
        table = sorted(enumerate_tree(heads, edge[rows], unary[rows]), key=lambda x: -x[0])
        assert best[s].item() == pytest.approx(table[0][0], abs=1e-9)
        # random real-valued potentials: the argmax is unique
        assert tuple(tags[rows].tolist()) == table[0][1]
        offset += n
    assert torch.allclose(assignment_score(forest, edge, unary, tags), best)


def test_gradient_of_log_partition_is_the_marginals():
    _, forest, edge, unary = random_problem(7, forbid=False)
    unary = unary.clone().requires_grad_(True)
    log_partition(forest, edge, unary).sum().backward()
    _, log_marg = sum_product(forest, edge, unary.detach())
    assert torch.allclose(unary.grad, log_marg.exp(), atol=1e-10)


def test_forest_rejects_cycles_and_bad_heads():
    with pytest.raises(ValueError):
        Forest.from_heads([[1, 0]])
    with pytest.raises(ValueError):
        Forest.from_heads([[5, -1]])


SENTENCE = """# text = La jueza alemana es experta.
1	La	el	DET	_	Definite=Def|Gender=Fem|Number=Sing|PronType=Art	2	det	_	_
2	jueza	juez	NOUN	_	Gender=Fem|Number=Sing	5	nsubj	_	_
3	alemana	alemán	ADJ	_	Gender=Fem|Number=Sing	2	amod	_	_
4	es	ser	AUX	_	Mood=Ind|Number=Sing|Person=3|Tense=Pres|VerbForm=Fin	5	cop	_	_
5	experta	experto	ADJ	_	Gender=Fem|Number=Sing	0	root	_	SpaceAfter=No
6	.	.	PUNCT	_	_	5	punct	_	_

"""


@pytest.mark.parametrize("kind", ["linear", "neural"])
def test_model_likelihood_equals_enumeration(kind):
    """Eq. 1 with the model's own potentials (root factor included) against brute force over M^n."""
    sentences = parse_conllu(SENTENCE)
    tagset = TagSet(("Masc", "Fem", "_"), ("Sing", "_"))
    model = AgreementMRF.create(kind, sentences, tagset=tagset).double()
    with torch.no_grad():
        for p in model.parameters():
            p.normal_(0, 0.5)
    batch = model.encode(sentences)
    edge, node = model.log_potentials(batch)
    heads = sentences[0].heads
    table = enumerate_tree(heads, edge, node)
    brute_z = torch.logsumexp(torch.tensor([sc for sc, _ in table], dtype=torch.float64), 0)
    gold = tuple(tagset.encode(sentences[0]))
    gold_score = next(sc for sc, a in table if a == gold)
    assert model.nll(batch).item() == pytest.approx((brute_z - gold_score).item(), abs=1e-9)
