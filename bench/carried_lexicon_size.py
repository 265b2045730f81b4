"""What the carried German lexicon adds to an edit tagger's model folder, in bytes and against the folder.

A tagger trained with ``model.word_classes`` carries the lexicon it reads (``fairwrite_lexicon_de.py``, code
generated from fairwrite's lexicon, and ``fairwrite_lexicon_de.npz``, its data), so that it runs where
fairwrite is not installed (:mod:`fairwrite.models.carried_lexicon`). The peer is the folder without them:
an untrained tagger at the size of the German model ``bench/train_models.py`` trains (its ``MODELS["de"]``
width, the recipe's hash buckets; weights are weights, trained or not), saved as training saves it, before
and after the lexicon is written.

    .venv/bin/python bench/carried_lexicon_size.py
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
import time
from pathlib import Path

from fairwrite.models.edit_tagger import EditTaggerConfig, EditTaggerModel
from fairwrite.models.portable import write_portable_code

HERE = Path(__file__).resolve().parent


def _german_overrides() -> dict[str, object]:
    spec = importlib.util.spec_from_file_location("train_models", HERE / "train_models.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    sys.modules["train_models"] = module
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module.MODELS["de"]["overrides"]


def _size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file())


def main() -> None:
    overrides = _german_overrides()
    config = EditTaggerConfig(
        d_model=overrides.get("model.d_model", 128),
        ffn_dim=overrides.get("model.ffn_dim", 256),
        encoder_layers=overrides.get("model.encoder_layers", 2),
        word_classes_lexicon=overrides["model.word_classes"],
    )
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        EditTaggerModel(config).save_pretrained(folder)
        start = time.perf_counter()
        written = write_portable_code(folder, pipeline=True)  # what publish writes: code, pipeline, lexicon
        seconds = time.perf_counter() - start
        added = {p.name: p.stat().st_size for p in written if p.name.startswith("fairwrite_lexicon_")}
        after = _size(folder)
        before = after - sum(added.values())
    print(
        f"German tagger folder (d {config.d_model}, {config.encoder_layers} layers, {config.hash_buckets} buckets):"
    )
    for name, size in added.items():
        print(f"  + {name}: {size:,} bytes")
    print(f"  without the lexicon: {before:,} bytes")
    print(
        f"  with it:             {after:,} bytes (+{after - before:,} bytes; publish wrote them in {seconds:.1f} s)"
    )
    print(f"  ratio with/without:  {after / before:.3f}")


if __name__ == "__main__":
    main()
