"""Batched, length-sorted translation vs one ``generate`` call per sentence (issue: ratio ≥ 5× on CPU).

Model: a small English → German ``MarianMTModel`` (d_model 128, 2 + 2 layers, FFN 256, 4 heads, a 400-piece
BPE vocabulary; about 0.7 M parameters) trained from a config for 300 steps on the toy grammar of
``tests/fixtures_models.py`` (cached in ``.bench-cache/translate-batching/``; a minute or two the first
time). Sentences: the first 2,000 ``# text =`` lines of UD English-EWT (dev, then test) from
``../shared/corpora/ud`` — real sentences of 1–200 tokens (about 46 pieces each in the small
vocabulary), far from the toy grammar, so the output is short toy-grammar German: the measurement is
of batching, not of translation quality.

Both methods decode greedily with the same ``max_new_tokens``:

- **one by one**: ``model.generate(**tokenizer([s], return_tensors="pt"))`` for each sentence;
- **batched**: :class:`fairwrite.augment.translate.Translator` — tokenised once, sorted by length,
  batches capped at ``--batch-tokens`` padded source tokens, ``torch.inference_mode``.

Also shown: the padding efficiency (real / padded source tokens) of the length-sorted batches against
batches of the same row count taken in input order, and how many outputs agree. One thread by default:
on the shared 2-core machine a second thread mostly contends with other jobs (both methods slow down).

    .venv/bin/python bench/translate_batching.py [--sentences 2000] [--threads 1] [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CACHE = REPO / ".bench-cache" / "translate-batching"


def small_model() -> Path:
    """The small English → German model (trained once, then cached)."""
    model_dir = CACHE / "en-de-small"
    if (model_dir / "training.txt").is_file():
        return model_dir
    sys.path.insert(0, str(REPO / "tests"))
    import torch
    from fixtures_models import split_grammar, train_marian, train_tokenizer, translation_pairs

    train, _ = split_grammar()
    pairs = translation_pairs("en-de", train)
    torch.set_num_threads(1)
    return train_marian(
        pairs, model_dir, tokenizer=train_tokenizer([t for p in pairs for t in p]), d_model=128, steps=300
    )


def sentences(count: int) -> list[str]:
    from fairwrite.corpus import iter_documents
    from fairwrite.datadir import data_path

    ewt = data_path("corpora/ud/UD_English-EWT")
    files = [ewt / "en_ewt-ud-dev.conllu", ewt / "en_ewt-ud-test.conllu"]
    texts = [d.text for d in iter_documents(files)][:count]
    if len(texts) < count:
        raise SystemExit(f"only {len(texts)} sentences in {ewt}")
    return texts


def padding_efficiency(lengths: list[int], batches: list[list[int]]) -> float:
    real = sum(lengths[i] for b in batches for i in b)
    padded = sum(len(b) * max(lengths[i] for i in b) for b in batches)
    return real / padded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sentences", type=int, default=2000)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--batch-tokens", type=int, default=4096)
    parser.add_argument("--max-batch-size", type=int, default=128)
    parser.add_argument("--max-new-tokens", type=int, default=64)
    parser.add_argument("--json", help="also write the results to this file")
    parser.add_argument("--check", action="store_true", help="exit 1 unless the ratio is at least 5")
    args = parser.parse_args()

    import torch

    from fairwrite.augment.translate import Translator

    model_dir = small_model()
    torch.set_num_threads(args.threads)
    texts = sentences(args.sentences)
    translator = Translator(
        model_dir,
        batch_tokens=args.batch_tokens,
        max_batch_size=args.max_batch_size,
        max_new_tokens=args.max_new_tokens,
        device="cpu",
    )
    model, tokenizer = translator.model, translator.tokenizer
    parameters = sum(p.numel() for p in model.parameters())

    translator.translate(texts[:64])  # warm-up
    translator.stats = type(translator.stats)()
    start = time.perf_counter()
    batched = translator.translate(texts)
    batched_seconds = time.perf_counter() - start

    single: list[str] = []
    start = time.perf_counter()
    with torch.inference_mode():
        for text in texts:
            encoded = tokenizer([text], return_tensors="pt", truncation=True, max_length=translator.max_source_length)
            out = model.generate(**encoded, max_new_tokens=args.max_new_tokens, num_beams=1, do_sample=False)
            single.append(tokenizer.batch_decode(out, skip_special_tokens=True)[0].strip())
    single_seconds = time.perf_counter() - start

    lengths = [len(ids) for ids in tokenizer(texts, truncation=True, max_length=translator.max_source_length)["input_ids"]]
    rows = max(1, round(len(texts) / translator.stats.batches))
    in_order = [list(range(i, min(i + rows, len(texts)))) for i in range(0, len(texts), rows)]
    result = {
        "model": f"MarianMTModel d_model 128, 2+2 layers, {parameters / 1e6:.2f} M parameters ({model_dir})",
        "sentences": len(texts),
        "source_tokens": sum(lengths),
        "threads": args.threads,
        "one_by_one_seconds": round(single_seconds, 2),
        "batched_seconds": round(batched_seconds, 2),
        "one_by_one_sentences_per_s": round(len(texts) / single_seconds, 1),
        "batched_sentences_per_s": round(len(texts) / batched_seconds, 1),
        "ratio": round(single_seconds / batched_seconds, 2),
        "batches": translator.stats.batches,
        "padding_efficiency_length_sorted": round(translator.stats.padding_efficiency, 4),
        "padding_efficiency_input_order": round(padding_efficiency(lengths, in_order), 4),
        "outputs_agreeing": sum(a == b for a, b in zip(batched, single, strict=True)),
    }
    width = max(map(len, result))
    for key, value in result.items():
        print(f"{key:<{width}}  {value}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=2) + "\n")
    if args.check and result["ratio"] < 5:
        print(f"FAIL: ratio {result['ratio']} < 5", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
