"""Exact belief propagation on forests of dependency trees, batched over sentences, in log space.

A :class:`Forest` flattens many trees into one array of N nodes and groups the nodes by depth. Messages
are passed *level-synchronously*: leaves-to-root one depth at a time (every sentence of the batch at
once), then root-to-leaves — a generalisation of forward–backward (§3.2, App. A). Each pass is a
Python loop over depth (≈ 10–40 iterations for UD sentences) of tensor operations over all nodes at
that depth, so the cost is O(N·|M|²) work in O(depth) kernel launches, and autograd differentiates
through it (training needs only :func:`log_partition`).

Potentials are given in log space:

* ``edge`` (N, |M|, |M|): ``edge[i, a, b]`` = log ψ(m_i = a, m_head(i) = b) for every non-root node i
  (rows of root nodes are ignored);
* ``unary`` (N, |M|): log φ_i plus, for root nodes, the factor linking them to the root symbol. Use
  ``-inf`` to forbid a tag (clamping a word, or restricting it to a domain).

Then Z = Σ_m Π_i exp(unary[i, m_i]) · Π_{i not root} exp(edge[i, m_i, m_head(i)]), per sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import torch


@dataclass
class Forest:
    """Trees flattened into N nodes; ``sentence[i]`` = which tree (sentence) node i belongs to."""

    parent: torch.Tensor  # (N,) long, -1 for roots
    sentence: torch.Tensor  # (N,) long
    n_sentences: int
    levels: list[torch.Tensor]  # levels[d] = global ids of the nodes at depth d
    parent_pos: list[torch.Tensor]  # parent_pos[d] = position of each level-d node's parent in level d-1
    roots_sentence: torch.Tensor  # (n_roots,) sentence of each depth-0 node, in levels[0] order
    order: torch.Tensor  # (N,) node ids sorted by depth (= levels concatenated)
    sizes: list[int]  # number of nodes at each depth

    @property
    def n_nodes(self) -> int:
        return int(self.parent.shape[0])

    @classmethod
    def from_heads(cls, heads: Sequence[Sequence[int]], device: torch.device | str | None = None) -> Forest:
        """One tree (or forest) per entry; each entry lists the 0-based head of every word (-1 = root)."""
        lengths = np.fromiter((len(h) for h in heads), dtype=np.int64, count=len(heads))
        offsets = np.concatenate([[0], np.cumsum(lengths)[:-1]]) if len(heads) else np.zeros(0, np.int64)
        total = int(lengths.sum())
        parent = np.full(total, -1, dtype=np.int64)
        sentence = np.repeat(np.arange(len(heads), dtype=np.int64), lengths)
        for s, h in enumerate(heads):
            arr = np.asarray(h, dtype=np.int64)
            if arr.size and (arr.max(initial=-1) >= arr.size or arr.min(initial=0) < -1):
                raise ValueError(f"sentence {s}: head index out of range")
            parent[offsets[s] : offsets[s] + arr.size] = np.where(arr >= 0, arr + offsets[s], -1)
        depth = _depths(parent)
        order = np.argsort(depth, kind="stable")
        max_depth = int(depth.max(initial=-1))
        levels_np = np.split(order, np.searchsorted(depth[order], np.arange(1, max_depth + 1)))
        position = np.empty(total, dtype=np.int64)
        for level in levels_np:
            position[level] = np.arange(level.size)
        levels = [torch.as_tensor(level, device=device) for level in levels_np]
        parent_pos = [torch.zeros(0, dtype=torch.long, device=device)] + [
            torch.as_tensor(position[parent[level]], device=device) for level in levels_np[1:]
        ]
        roots = levels_np[0] if levels_np else np.zeros(0, np.int64)
        return cls(
            parent=torch.as_tensor(parent, device=device),
            sentence=torch.as_tensor(sentence, device=device),
            n_sentences=len(heads),
            levels=levels,
            parent_pos=parent_pos,
            roots_sentence=torch.as_tensor(sentence[roots], device=device),
            order=torch.as_tensor(order, device=device),
            sizes=[int(level.size) for level in levels_np],
        )


def _depths(parent: np.ndarray) -> np.ndarray:
    """Depth of every node (roots 0) by pointer jumping (list ranking); raises on cycles."""
    dist = (parent >= 0).astype(np.int64)
    jump = parent.copy()
    for _ in range(64):
        active = jump >= 0
        if not active.any():
            return dist
        target = np.where(active, jump, 0)
        dist = np.where(active, dist + dist[target], dist)
        jump = np.where(active, jump[target], -1)
    raise ValueError("the head arrays contain a cycle")


def _level_inputs(forest: Forest, edge: torch.Tensor, unary: torch.Tensor):
    """Per-level slices of the potentials: one gather into depth order, then a split (whose backward
    is a single concatenation, unlike per-level indexing of the full tensors)."""
    units = torch.split(unary.index_select(0, forest.order), forest.sizes)
    edges = list(torch.split(edge.index_select(0, forest.order), forest.sizes))
    edges[0] = None
    return units, edges


def _scatter_levels(forest: Forest, per_level: list[torch.Tensor]) -> torch.Tensor:
    """Inverse of :func:`_level_inputs`: level-ordered rows back into node order."""
    stacked = torch.cat(per_level)
    out = torch.empty_like(stacked)
    out[forest.order] = stacked
    return out


def _upward(forest: Forest, edge: torch.Tensor, unary: torch.Tensor, use_max: bool):
    """Leaves-to-root pass: per level, the sum of incoming child messages and the outgoing messages."""
    units, edges = _level_inputs(forest, edge, unary)
    depth = len(forest.levels)
    n_tags = unary.shape[-1]
    incoming: list[torch.Tensor | None] = [None] * depth
    outgoing: list[torch.Tensor | None] = [None] * depth
    argmax: list[torch.Tensor | None] = [None] * depth
    for d in range(depth - 1, 0, -1):
        belief = units[d] if incoming[d] is None else units[d] + incoming[d]
        scores = belief.unsqueeze(2) + edges[d]  # (n, a, b)
        if use_max:
            msg, arg = scores.max(dim=1)
            argmax[d] = arg
        else:
            msg = torch.logsumexp(scores, dim=1)
        outgoing[d] = msg
        size = forest.levels[d - 1].shape[0]
        base = torch.zeros(size, n_tags, dtype=msg.dtype, device=msg.device)
        incoming[d - 1] = base.index_add(0, forest.parent_pos[d], msg)
    root_belief = units[0] if incoming[0] is None else units[0] + incoming[0]
    return units, edges, incoming, outgoing, argmax, root_belief


def _per_sentence(forest: Forest, per_root: torch.Tensor) -> torch.Tensor:
    out = torch.zeros(forest.n_sentences, dtype=per_root.dtype, device=per_root.device)
    return out.index_add(0, forest.roots_sentence, per_root)


def log_partition(forest: Forest, edge: torch.Tensor, unary: torch.Tensor) -> torch.Tensor:
    """log Z per sentence, (n_sentences,) — differentiable."""
    if forest.n_nodes == 0:
        return torch.zeros(forest.n_sentences, dtype=unary.dtype, device=unary.device)
    *_, root_belief = _upward(forest, edge, unary, use_max=False)
    return _per_sentence(forest, torch.logsumexp(root_belief, dim=-1))


def sum_product(forest: Forest, edge: torch.Tensor, unary: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(log Z per sentence, log marginals (N, |M|)) by two-pass sum-product belief propagation."""
    units, edges, incoming, outgoing, _, root_belief = _upward(forest, edge, unary, use_max=False)
    root_logz = torch.logsumexp(root_belief, dim=-1)  # one per tree component
    log_marg = [root_belief - root_logz.unsqueeze(-1)]
    # component normaliser of each node = that of its root; carried down level by level
    comp_logz = [root_logz]
    totals = [root_belief]
    for d in range(1, len(forest.levels)):
        parent_total = totals[d - 1][forest.parent_pos[d]]  # parent's full belief, (n, b)
        excluded = parent_total - outgoing[d]  # remove this child's own message
        down = torch.logsumexp(edges[d] + excluded.unsqueeze(1), dim=2)  # (n, a)
        belief = units[d] + down if incoming[d] is None else units[d] + incoming[d] + down
        logz = comp_logz[d - 1][forest.parent_pos[d]]
        log_marg.append(belief - logz.unsqueeze(-1))
        totals.append(belief)
        comp_logz.append(logz)
    return _per_sentence(forest, root_logz), _scatter_levels(forest, log_marg)


def max_product(forest: Forest, edge: torch.Tensor, unary: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(best log score per sentence, argmax tags (N,)) by max-product with back-pointers.

    Ties go to the lowest tag index, deterministically.
    """
    with torch.no_grad():
        _, _, _, _, argmax, root_belief = _upward(forest, edge, unary, use_max=True)
        best, root_tags = root_belief.max(dim=-1)
        per_level = [root_tags]
        for d in range(1, len(forest.levels)):
            choice = per_level[-1][forest.parent_pos[d]]
            per_level.append(argmax[d].gather(1, choice.unsqueeze(1)).squeeze(1))
        tags = _scatter_levels(forest, per_level)
    return _per_sentence(forest, best), tags


def assignment_score(
    forest: Forest, edge: torch.Tensor, unary: torch.Tensor, tags: torch.Tensor
) -> torch.Tensor:
    """log of the unnormalised score of the assignment ``tags`` (N,), per sentence — differentiable."""
    node = unary.gather(1, tags.unsqueeze(1)).squeeze(1)
    has_parent = forest.parent >= 0
    child = torch.nonzero(has_parent).squeeze(1)
    pair = edge[child, tags[child], tags[forest.parent[child]]]
    node = node.index_add(0, child, pair)
    out = torch.zeros(forest.n_sentences, dtype=unary.dtype, device=unary.device)
    return out.index_add(0, forest.sentence, node)
