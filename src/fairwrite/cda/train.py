"""Training the agreement MRF by negative log-likelihood with Adam (§3.3, §5).

Paper settings: Adam, β = (0.9, 0.999), learning rate 0.005, weight decay 1e-4, trained "until the
change in dev-loss was less than 10⁻⁵ bits". The loss is −log Pr(m | T, p) of the treebank tags;
gradients come from automatic differentiation through the sum-product recursion. Here every step
is one full-batch update over the training trees (a few thousand sentences fit easily), the dev loss
is the mean per-sentence NLL in bits on held-out trees, and ``max_steps`` / ``max_seconds`` cap the run.

Updates use mini-batches of ``batch_size`` sentences (fixed batches, visited in a seeded random order
each epoch); the dev loss is measured after every epoch and the stopping rule compares consecutive
epochs. One full-batch update per pass over the data would need thousands of passes at lr = 0.005.
Mini-batch noise keeps the epoch-to-epoch change above 10⁻⁵ bits long after the dev loss has stopped
improving, so training also stops after ``patience`` epochs without a new best dev loss, and the
parameters of the best epoch are restored (early stopping).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

import torch

from fairwrite.cda.conllu import Sentence
from fairwrite.cda.mrf import AgreementMRF


@dataclass
class TrainConfig:
    """Adam on seeded mini-batches, stopped by the held-out loss or by a budget of epochs and time."""

    lr: float = 0.005
    betas: tuple[float, float] = (0.9, 0.999)
    weight_decay: float = 1e-4
    batch_size: int = 32
    seed: int = 0
    #: intra-op threads while training: the tensors are small, and on a busy machine more OpenMP
    #: threads make every step many times slower; None leaves torch's setting alone
    threads: int | None = 1
    # when to stop
    tolerance_bits: float = 1e-5  # stop when |Δ dev loss| (bits per sentence) falls below this
    min_epochs: int = 2
    patience: int = 3
    max_epochs: int = 100
    max_seconds: float = 120.0


@dataclass
class TrainResult:
    epochs: int
    steps: int
    seconds: float
    converged: bool
    stopped_by: str  # "tolerance", "patience", "max_epochs" or "max_seconds"
    best_epoch: int
    train_loss_bits: float
    dev_loss_bits: float
    history: list[float] = field(default_factory=list)  # dev loss (bits/sentence) after each epoch

    def to_dict(self) -> dict:
        out = asdict(self)
        out.pop("history")
        return out


def split_dev(sentences: Sequence[Sentence], fraction: float = 0.1, seed: int = 0) -> tuple[list, list]:
    """A seeded (train, held-out) split: the held-out part drives stopping and the choice of α."""
    order = list(range(len(sentences)))
    random.Random(seed).shuffle(order)
    cut = max(1, round(len(order) * fraction)) if len(order) > 1 else 0
    held = sorted(order[:cut])
    kept = sorted(order[cut:])
    return [sentences[i] for i in kept], [sentences[i] for i in held]


def train(
    model: AgreementMRF,
    train_sentences: Sequence[Sentence],
    dev_sentences: Sequence[Sentence] = (),
    config: TrainConfig | None = None,
) -> TrainResult:
    """Fit ``model`` in place; without dev sentences the training loss drives the stopping rule."""
    config = config or TrainConfig()
    threads = torch.get_num_threads()
    if config.threads:
        torch.set_num_threads(config.threads)
    try:
        return _train(model, train_sentences, dev_sentences, config)
    finally:
        torch.set_num_threads(threads)


def _train(
    model: AgreementMRF,
    train_sentences: Sequence[Sentence],
    dev_sentences: Sequence[Sentence],
    config: TrainConfig,
) -> TrainResult:
    torch.manual_seed(config.seed)
    rng = random.Random(config.seed)
    order = list(range(len(train_sentences)))
    rng.shuffle(order)
    size = max(1, config.batch_size)
    batches = [
        model.encode([train_sentences[i] for i in order[k : k + size]]) for k in range(0, len(order), size)
    ]
    dev = model.encode(dev_sentences) if dev_sentences else model.encode(train_sentences)
    params = [p for p in model.parameters() if p.requires_grad]
    optimiser = torch.optim.Adam(params, lr=config.lr, betas=config.betas, weight_decay=config.weight_decay)
    bits = 1.0 / math.log(2.0)
    start = time.perf_counter()
    history: list[float] = []
    previous = best = math.inf
    best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
    best_epoch = 0
    stopped_by = "max_epochs"
    steps = epochs = 0
    train_total = 0.0
    while epochs < config.max_epochs:
        epochs += 1
        model.train()
        train_total = 0.0
        for k in rng.sample(range(len(batches)), len(batches)):
            optimiser.zero_grad()
            loss = model.nll(batches[k], reduction="sum")
            (loss / batches[k].n_sentences).backward()
            optimiser.step()
            train_total += float(loss.detach())
            steps += 1
        model.eval()
        with torch.no_grad():
            dev_loss = float(model.nll(dev)) * bits
        history.append(dev_loss)
        if dev_loss < best:
            best, best_epoch = dev_loss, epochs
            best_state = {k: v.detach().clone() for k, v in model.state_dict().items()}
        if epochs >= config.min_epochs and abs(previous - dev_loss) < config.tolerance_bits:
            stopped_by = "tolerance"
            break
        if epochs - best_epoch >= config.patience:
            stopped_by = "patience"
            break
        previous = dev_loss
        if time.perf_counter() - start > config.max_seconds:
            stopped_by = "max_seconds"
            break
    model.load_state_dict(best_state)
    return TrainResult(
        epochs=epochs,
        steps=steps,
        seconds=time.perf_counter() - start,
        converged=stopped_by == "tolerance",
        stopped_by=stopped_by,
        best_epoch=best_epoch,
        train_loss_bits=train_total / max(1, len(train_sentences)) * bits,
        dev_loss_bits=best if history else math.nan,
        history=history,
    )
