"""Helpers for the trainer / pipeline / rewriter tests: a real fairwrite dataset and tiny models.

Everything is built on the fly from ``../shared/benchmarks/en`` (gendered source → singular *they*);
nothing is downloaded.
"""

from __future__ import annotations

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
    "max_position_embeddings": 128,
}


def en_pairs(shared: Path, names: tuple[str, ...] = ("winobias+",)) -> list[tuple[str, str]]:
    pairs: list[tuple[str, str]] = []
    for name in names:
        src, trg = read_parallel(shared / "benchmarks/en" / f"{name}.src", shared / "benchmarks/en" / f"{name}.trg")
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
            "validation": to_dataset(segment(i, s, t, "validation") for i, (s, t) in enumerate(pairs[train:])),
        }
    )
    spec = DatasetCardSpec(pretty_name="fairwrite test data (WinoBias+)", languages=["en"])
    return write_dataset_folder(dd, output, spec)
