"""Generation helpers shared by every model that writes text: the model rewriter, the translator and the
LM prompter (the two of ``augment`` sit below ``models``, so the helpers live in the core).

:func:`plan_batches` sorts by length and caps ``rows × longest``, which keeps padding low — most of the
speed of batch generation on CPU and GPU alike. :func:`resolve_device` / :func:`resolve_dtype` make one
choice of device and precision for all three.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fairwrite.errors import FairwriteError

#: Accepted ``--dtype`` spellings → the ``torch`` dtype's name.
DTYPES = {"float32": "float32", "fp32": "float32", "bf16": "bfloat16", "bfloat16": "bfloat16",
          "fp16": "float16", "float16": "float16"}  # fmt: skip


def plan_batches(lengths: Sequence[int], batch_tokens: int, max_batch_size: int) -> list[list[int]]:
    """Indices grouped into batches: longest first, each batch's rows × longest length ≤ ``batch_tokens``.

    Ties keep input order, so the plan depends only on ``lengths``. A sentence longer than
    ``batch_tokens`` gets a batch of its own.
    """
    order = sorted(range(len(lengths)), key=lambda i: (-lengths[i], i))
    batches: list[list[int]] = []
    current: list[int] = []
    for i in order:
        longest = lengths[current[0]] if current else lengths[i]
        if current and ((len(current) + 1) * longest > batch_tokens or len(current) >= max_batch_size):
            batches.append(current)
            current = []
        current.append(i)
    if current:
        batches.append(current)
    return batches


def resolve_device(device: str | None = None) -> Any:
    """``device`` as a ``torch.device``; None: the GPU where there is one, else the CPU."""
    import torch  # deferred: heavy, and only a model run needs it

    if device:
        return torch.device(device)
    return torch.device("cuda" if torch.cuda.is_available() else "cpu")


def resolve_dtype(dtype: str | None, device: Any) -> Any:
    """``auto``/None: bf16 on a GPU that supports it, else fp16 on GPU, else float32."""
    import torch  # deferred: heavy, and only a model run needs it

    if dtype in (None, "auto"):
        if device.type == "cuda":
            return torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
        return torch.float32
    if dtype not in DTYPES:
        raise FairwriteError(f"dtype must be one of auto, {', '.join(DTYPES)}; not {dtype!r}")
    return getattr(torch, DTYPES[dtype])
