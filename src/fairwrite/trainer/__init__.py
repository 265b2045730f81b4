"""Training rewriting models with 🤗 Accelerate: configuration, data, the loop.

- :mod:`fairwrite.trainer.config` — YAML recipes ↔ dataclasses, ``key.sub=value`` overrides;
- :mod:`fairwrite.trainer.data` — ``datasets.map`` tokenisation, control tags, length-bucketed
  token-capped batches planned deterministically (resumable data position);
- :mod:`fairwrite.trainer.loop` — the Accelerate loop (``fairwrite train``, ``training/train.py``).
"""

from fairwrite.trainer.config import Config, load_config

__all__ = ["Config", "load_config", "train"]


def train(config: Config, resume: str | None = None):
    """Run :func:`fairwrite.trainer.loop.train` (imports torch/transformers on first use)."""
    # deferred: the loop imports torch/transformers/accelerate; the CLI imports this package at start-up
    from fairwrite.trainer.loop import train as _train

    return _train(config, resume=resume)
