"""Training throughput: fairwrite's Accelerate loop vs transformers' ``Seq2SeqTrainer`` (issue: ratio ≥ 1.2).

Same model (a small Marian built from one config and one seed), same data (WinoBias+ gendered → neutral,
3,167 real pairs from ``../shared/benchmarks/en``), same optimizer, learning rate and thread count, one
epoch each. Throughput is source + target tokens (without padding) per second of training. The runs
alternate (fairwrite, Trainer, …) so machine load hits both alike; the best run of each is compared.

The batch size is matched two ways, and both ratios are printed:

- ``tokens`` (the verdict): the same padded-token budget per optimizer step. The Trainer takes
  ``--batch-size`` random sentences (``per_device_train_batch_size``); fairwrite gets the Trainer's mean
  padded batch size in tokens as ``data.max_tokens`` and fills it with length-bucketed sentences — the
  token-capped batching of the papers' toolkits (sockeye, fairseq), which is what fairwrite's trainer does.
- ``sentences``: exactly ``--batch-size`` sentences per step for both (``data.max_sentences``); here only
  the bucketing (less padding) and the leaner step differ.

    .venv/bin/python bench/train_throughput.py [--batch-size 32] [--repeats 1] [--threads 1]
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

MODEL = {"d_model": 128, "encoder_layers": 2, "decoder_layers": 2, "attention_heads": 4, "ffn_dim": 512}


def make_dataset(root: Path) -> Path:
    from datasets import DatasetDict

    from fairwrite.datasets.suite import load_en_benchmark
    from fairwrite.hub import DatasetCardSpec, write_dataset_folder

    bench = load_en_benchmark("winobias+")
    return write_dataset_folder(
        DatasetDict({"train": bench.dataset}), root / "winobias", DatasetCardSpec("bench", ["en"])
    )


def trainer_padded_tokens(dataset: Path, tokenizer_dir: Path, batch_size: int, seed: int = 1) -> int:
    """Mean ``sentences × longest side`` of random batches of ``batch_size`` (what the Trainer pads to)."""
    import numpy as np
    from datasets import load_dataset
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tokenizer_dir)
    rows = load_dataset(str(dataset))["train"]
    src = np.array([len(x) for x in tokenizer(list(rows["source"]))["input_ids"]])
    tgt = np.array([len(x) for x in tokenizer(text_target=list(rows["target"]))["input_ids"]])
    longest = np.maximum(src, tgt)
    order = np.random.default_rng(seed).permutation(len(longest))
    sizes = [len(b) * longest[b].max() for b in np.array_split(order, int(np.ceil(len(order) / batch_size)))]
    return int(np.mean(sizes))


def run_fairwrite(
    dataset: Path, tokenizer_dir: Path, output: Path, args: argparse.Namespace, max_tokens: int | None
) -> dict:
    from accelerate.state import AcceleratorState, GradientState

    from fairwrite.trainer.config import load_config
    from fairwrite.trainer.loop import train

    overrides = {
        "data.dataset": str(dataset),
        "data.validation_split": None,
        # tokens mode: the Trainer's padded budget; sentences mode: exactly its number of sentences
        "data.max_sentences": None if max_tokens else args.batch_size,
        "data.max_tokens": max_tokens or 10**9,
        "tokenizer.path": str(tokenizer_dir),
        "output_dir": str(output),
        "optim.lr": 1e-3,
        "optim.schedule": "constant",
        "optim.warmup_steps": 0,
        "optim.label_smoothing": 0.0,
        "optim.max_grad_norm": 1.0,
        "model.dropout": 0.1,
        "train.max_epochs": 1,
        "train.max_steps": 10**6,
        "train.checkpoint_every": 10**6,
        "train.log_every": 10**6,
        "train.num_threads": args.threads,
        "logging.tensorboard": False,
        "logging.progress": False,
        "seed": 1,
        **{f"model.{k}": v for k, v in MODEL.items()},
    }
    train(load_config(None, {"preset": "paper-transformer", **overrides}))
    AcceleratorState._reset_state(True)
    GradientState._reset_state()
    metrics = json.loads((output / "metrics.json").read_text())
    return {"tokens": metrics["train_tokens"], "tokens_per_second": metrics["tokens_per_second"],
            "steps": metrics["steps"]}  # fmt: skip


def run_trainer(dataset: Path, tokenizer_dir: Path, output: Path, args: argparse.Namespace) -> dict:
    import torch
    from datasets import load_dataset
    from transformers import AutoTokenizer, DataCollatorForSeq2Seq, Seq2SeqTrainer, Seq2SeqTrainingArguments

    from fairwrite.models.presets import paper_transformer
    from fairwrite.trainer.config import ModelConfig

    torch.set_num_threads(args.threads)
    tokenizer = AutoTokenizer.from_pretrained(tokenizer_dir)
    rows = load_dataset(str(dataset))["train"]

    def encode(batch):
        return tokenizer(batch["source"], text_target=batch["target"], truncation=True, max_length=256)

    data = rows.map(encode, batched=True, remove_columns=rows.column_names)
    tokens = sum(len(x) for x in data["input_ids"]) + sum(len(x) for x in data["labels"])
    torch.manual_seed(1)
    model = paper_transformer(ModelConfig(**MODEL, dropout=0.1, max_position_embeddings=512), tokenizer)
    training_args = Seq2SeqTrainingArguments(
        output_dir=str(output),
        per_device_train_batch_size=args.batch_size,
        num_train_epochs=1,
        learning_rate=1e-3,
        lr_scheduler_type="constant",
        weight_decay=0.0,
        max_grad_norm=1.0,
        save_strategy="no",
        logging_strategy="no",
        report_to="none",
        disable_tqdm=True,
        use_cpu=True,
        seed=1,
        dataloader_num_workers=0,
    )
    trainer = Seq2SeqTrainer(
        model=model,
        args=training_args,
        train_dataset=data,
        data_collator=DataCollatorForSeq2Seq(tokenizer, model=model),
        processing_class=tokenizer,
    )
    started = time.perf_counter()
    result = trainer.train()
    elapsed = time.perf_counter() - started
    return {"tokens": tokens, "tokens_per_second": tokens / elapsed, "steps": result.global_step,
            "train_runtime": result.metrics.get("train_runtime")}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--modes", default="tokens,sentences")
    args = parser.parse_args()

    from datasets import load_dataset

    from fairwrite.models.tokenizer import train_tokenizer

    ratios = {}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        dataset = make_dataset(root)
        rows = load_dataset(str(dataset))["train"]
        train_tokenizer(list(rows["source"]) + list(rows["target"]), vocab_size=4000, output_dir=root / "tok")
        budget = trainer_padded_tokens(dataset, root / "tok", args.batch_size)
        print(f"model {MODEL}, {args.threads} thread(s), WinoBias+ ({len(rows)} pairs), 1 epoch per run")
        print(
            f"Trainer: {args.batch_size} random sentences per step = {budget} padded tokens per side on average"
        )
        for mode in args.modes.split(","):
            ours, theirs = [], []
            for k in range(args.repeats):
                max_tokens = budget if mode == "tokens" else None
                ours.append(run_fairwrite(dataset, root / "tok", root / f"fw-{mode}{k}", args, max_tokens))
                theirs.append(run_trainer(dataset, root / "tok", root / f"hf-{mode}{k}", args))
                print(
                    f"[{mode}] run {k + 1}: fairwrite {ours[-1]['tokens_per_second']:8,.0f} tokens/s "
                    f"({ours[-1]['steps']} steps) | Seq2SeqTrainer {theirs[-1]['tokens_per_second']:8,.0f} "
                    f"tokens/s ({theirs[-1]['steps']} steps)"
                )
            best_ours = max(r["tokens_per_second"] for r in ours)
            best_theirs = max(r["tokens_per_second"] for r in theirs)
            ratios[mode] = best_ours / best_theirs
            print(f"[{mode}] fairwrite {best_ours:,.0f} vs Seq2SeqTrainer {best_theirs:,.0f} tokens/s: "
                  f"ratio {ratios[mode]:.2f}")  # fmt: skip
    verdict = ratios.get("tokens", next(iter(ratios.values())))
    print(f"ratio (same padded-token batch budget) {verdict:.2f} (target ≥ 1.2)")
    if verdict < 1.2:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
