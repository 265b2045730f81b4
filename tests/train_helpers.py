"""Helpers for the trainer / pipeline / rewriter tests: a real fairwrite dataset and tiny models.

Everything is built on the fly from ``../shared/benchmarks/en`` (gendered source → singular *they*);
nothing is downloaded.
"""

from __future__ import annotations

import contextlib
import random
from pathlib import Path

from datasets import DatasetDict

from fairwrite.hub import DatasetCardSpec, write_dataset_folder
from fairwrite.schema import Provenance, Segment, to_dataset
from fairwrite.text.io import read_parallel

TINY_MODEL = {
    "d_model": 32,
    "encoder_layers": 1,
    "decoder_layers": 1,
    "attention_heads": 2,
    "ffn_dim": 64,
    "max_position_embeddings": 512,
}


@contextlib.contextmanager
def one_torch_thread():
    """Tiny models on a shared 2-core machine: one thread avoids OpenMP oversubscription (10× slower)."""
    import torch

    before = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(before)


def en_pairs(shared: Path, names: tuple[str, ...] = ("winobias+",)) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for name in names:
        src, trg = read_parallel(
            shared / "benchmarks/en" / f"{name}.src", shared / "benchmarks/en" / f"{name}.trg"
        )
        pairs += list(zip(src, trg, strict=True))
    return pairs


def write_en_dataset(
    shared: Path, output: Path, *, train: int = 400, validation: int = 40, seed: int = 0, forms: bool = False
) -> Path:
    """A Hub-ready fairwrite dataset of real WinoBias+ pairs (gendered → neutral).

    With ``forms`` every other training pair is a copy with ``form="copy"`` — two target forms, so that
    control tags have something to control.
    """
    pairs = en_pairs(shared)
    random.Random(seed).shuffle(pairs)
    pairs = pairs[: train + validation]

    def segment(i: int, s: str, t: str, split: str) -> Segment:
        copy = forms and i % 2 == 1
        return Segment(
            source=s,
            target=s if copy else t,
            lang="en",
            source_label="masculine" if any(w in s.split() for w in ("he", "his", "him")) else "feminine",
            target_label="none" if copy else "neutral",
            form="copy" if copy else "they",
            method="copy" if copy else "human",
            direction="parallel",
            provenance=Provenance(corpus="en/winobias+", index=i, license="CC BY-SA 4.0"),
            id=f"{split}-{i:05d}",
        )

    dd = DatasetDict(
        {
            "train": to_dataset(segment(i, s, t, "train") for i, (s, t) in enumerate(pairs[:train])),
            "validation": to_dataset(
                segment(i, s, t, "validation") for i, (s, t) in enumerate(pairs[train:])
            ),
        }
    )
    spec = DatasetCardSpec(pretty_name="fairwrite test data (WinoBias+)", languages=["en"])
    return write_dataset_folder(dd, output, spec)


def make_tiny_model(shared: Path, folder: Path, *, tags: tuple[str, ...] = (), seed: int = 0) -> Path:
    """A randomly initialised tiny Marian (d_model 32, 1+1 layers) with a SentencePiece vocabulary
    trained on WinoBias+ — saved like a trained fairwrite model. A large init scale keeps greedy
    decoding far from ties, so batched and one-by-one generation must agree exactly."""
    import torch

    from fairwrite.models.presets import paper_transformer, set_generation_defaults
    from fairwrite.models.tokenizer import save_tokenizer, train_tokenizer
    from fairwrite.trainer.config import ModelConfig

    pairs = en_pairs(shared)[:400]
    tokenizer = train_tokenizer([s for p in pairs for s in p], vocab_size=500, control_tags=tags)
    torch.manual_seed(seed)
    model = paper_transformer(ModelConfig(**TINY_MODEL, dropout=0.0), tokenizer)
    with torch.no_grad():
        for _name, parameter in model.named_parameters():
            if parameter.requires_grad and parameter.dim() > 1:
                parameter.normal_(0.0, 0.5)
    set_generation_defaults(model, tokenizer, num_beams=1, max_new_tokens=12)
    model.save_pretrained(str(folder))
    save_tokenizer(tokenizer, folder)
    return folder
