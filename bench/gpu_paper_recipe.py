"""The paper recipe on a GPU (issue 18, item 5): Amrhein et al.'s 6+6 Transformer (d 512) in bf16 on the full
English ``en-augmented`` set: tokens/s, model FLOPs utilisation, WER. By hand on a CUDA machine, never in CI.

    python bench/gpu_paper_recipe.py --dataset WORK/data/en --work WORK --minutes 7 [--check-configs]
    python bench/gpu_paper_recipe.py --score WORK/paper-transformer      # any machine: the whole table

A lease runs a command for at most 10 minutes, so a longer run is a chain of calls on the still-warm machine:
the first with ``--no-score`` (train, checkpoint, stop), the next ones with ``--resume`` (on from the last
checkpoint with a fresh ``--minutes``), the last without ``--no-score``.

1. **Ceiling**: the GPU's bf16 matrix-product rate, measured here (8192³ products timed with CUDA events, the
   median of 20 after warm-up): utilisation is taken against what the card does, not its datasheet.
2. **Configs** (``--check-configs [NAME …]``, after the scores): each ``configs/accelerate/*.yaml`` for GPUs
   starts the recipe with one process (``--num_processes 1``) for 8 steps with a validation pass and a
   checkpoint: DDP, FSDP 2, and DeepSpeed where it is installed.
3. **Training**: ``accelerate launch --config_file configs/accelerate/single-gpu.yaml training/train.py
   training/recipes/paper-transformer.yaml`` — bf16 autocast over fp32 weights — on the set's ``backward``
   config (the paper's Backward Augmentation), for ``--minutes`` (``train.max_minutes``: the run ends with a
   checkpoint and the best model written, inside the lease).
4. **FLOPs per token**: ``torch.utils.flop_counter.FlopCounterMode`` counts one forward and backward pass of
   the trained architecture over training pairs taken one at a time (no padding), so the count is the model's
   FLOPs, not the padding's. MFU = FLOPs per token × the trainer's source + target tokens/s ÷ the ceiling.
5. **WER**: tokenised WER on OpenSubtitles, Reddit and WinoBias+ and on non-gendered text
   (``train_models.score_en``: beside the source, the published systems and the rules). The English rules
   need spaCy and the non-gendered text UD English; where they are missing (the GPU image) their rows are left
   out, and ``--score`` on a machine with the project installed prints the whole table.

Run time: about 9 minutes a call with ``--minutes 4`` (set-up, training, scoring, one config checked). Its
figures on one lent H100 (2026-11-25) are in the README ("On a GPU").
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_models import NAMES, score_en, table

from fairwrite.config import parse_assignments
from fairwrite.hub.leaderboard import write_submission
from fairwrite.hub.model_card import spec_from_model_dir, write_model_card
from fairwrite.trainer.data import load_splits
from fairwrite.trainer.loop import load_config

ROOT = Path(__file__).resolve().parents[1]
RECIPE = ROOT / "training" / "recipes" / "paper-transformer.yaml"
ACCELERATE = ROOT / "configs" / "accelerate"
#: the configs for GPUs, each started with one process by --check-configs
GPU_CONFIGS = ("single-gpu", "multi-gpu", "fsdp", "deepspeed-zero2")


def matmul_ceiling(size: int = 8192, repeats: int = 20) -> float:
    """The GPU's bf16 matrix-product rate in FLOP/s (median of ``repeats`` after warm-up, random data)."""
    a, b = (torch.randn(size, size, device="cuda", dtype=torch.bfloat16) for _ in range(2))
    for _ in range(3):
        a @ b
    times = []
    for _ in range(repeats):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        a @ b
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) / 1000)
    return 2 * size**3 / statistics.median(times)


def launch(config: str, overrides: dict[str, Any], log: Path, resume: bool = False) -> int:
    """``accelerate launch`` the recipe with one process under ``configs/accelerate/CONFIG.yaml`` (``resume``: on
    from the output folder's last checkpoint); the output goes to ``log`` (its last lines to the screen on failure)."""
    command = [
        sys.executable, "-m", "accelerate.commands.launch", "--config_file", str(ACCELERATE / f"{config}.yaml"),
        "--num_processes", "1", str(ROOT / "training" / "train.py"), str(RECIPE), *(["--resume", "auto"] if resume else []),
        *(f"--set={key}={json.dumps(value) if not isinstance(value, str) else value}" for key, value in overrides.items()),
    ]  # fmt: skip
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("w", encoding="utf-8") as out:
        code = subprocess.call(command, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT)
    if code:
        print(*log.read_text(encoding="utf-8").splitlines()[-8:], sep="\n    ")
    return code


def check_configs(names: list[str], base: dict[str, Any], work: Path) -> dict[str, str]:
    """Each GPU config in ``names`` started for 8 steps with a validation pass: ``ok`` or the error it ended with."""
    results = {}
    for name in names:
        if name.startswith("deepspeed") and importlib.util.find_spec("deepspeed") is None:
            results[name] = "not run: deepspeed is not installed"
            continue
        output = work / "configs" / name
        overrides = {**base, "output_dir": str(output), "train.max_steps": 8, "train.eval_every": 8,
                     "train.checkpoint_every": 8, "eval.max_examples": 32, "train.max_minutes": None}  # fmt: skip
        started, log = time.perf_counter(), work / "logs" / f"config-{name}.txt"
        code = launch(name, overrides, log)
        seconds = time.perf_counter() - started
        if code == 0 and (output / "metrics.json").is_file():
            results[name] = f"ok ({seconds:.0f} s)"
        else:  # the last error the run raised (the launcher's own ChildFailedError says nothing more)
            lines = log.read_text(encoding="utf-8").splitlines()
            errors = [m[1] for line in lines if "ChildFailed" not in line and (m := re.search(r"(?i)error: *(.+)", line))]
            results[name] = f"failed: {errors[-1] if errors else f'exit {code}'}"
        print(f"[config] {name}: {results[name]}")
    return results


def flops_per_token(model_dir: Path, dataset: Path, config: str, pairs: int = 256, seed: int = 0) -> float:
    """Forward + backward FLOPs of ``model_dir``'s architecture per source + target token, counted by
    ``FlopCounterMode`` on ``pairs`` random training pairs, one at a time (no padding counted)."""
    from torch.utils.flop_counter import FlopCounterMode
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(model_dir))
    model = AutoModelForSeq2SeqLM.from_pretrained(str(model_dir)).to("cuda" if torch.cuda.is_available() else "cpu")
    data = load_config(RECIPE, {"data.dataset": str(dataset), "data.config": config}).data
    train = load_splits(data)["train"]
    rows = train.select(random.Random(seed).sample(range(len(train)), min(pairs, len(train))))
    tokens = 0
    with FlopCounterMode(display=False) as counter:
        for row in rows:
            batch = tokenizer(row[data.source_column], text_target=row[data.target_column], return_tensors="pt")
            batch = {k: v.to(model.device) for k, v in batch.items()}
            model(**batch).loss.backward()
            tokens += batch["input_ids"].shape[1] + batch["labels"].shape[1]
    return counter.get_total_flops() / tokens


def score(model: Path, work: Path, samples: int) -> None:
    """The WER table (source, published systems, rules, the model; non-gendered text), less what this machine
    cannot score (:func:`train_models.score_en`), with the model's leaderboard submission and card."""
    print("\n## English: gendered → gender-neutral (tokenised WER ×100)\n")
    en = score_en(model, work, samples)
    submission = en["submission"]
    print(table(["system"] + [NAMES[n] for n in en["names"]], en["rows"]))
    if ng := en["non_gendered"]:
        print(f"\nNon-gendered text ({ng['segments']:,} UD English EWT sentences): WER {ng['wer']:.2f}, {ng['changed']} changed")
    if not en["rules"] or not ng:  # a lent GPU's image: no spaCy, no UD
        print("\n(no English rules or UD treebank here: `--score MODEL` where the project is installed prints the rest)")
    write_submission(submission, work / "submissions" / f"{model.name}.json")
    spec = spec_from_model_dir(
        model, model_name=f"fairwrite-en-{model.name}", repo_id=f"fairwrite/fairwrite-en-{model.name}",
        submissions=[submission],
        summary=(
            "Amrhein et al.'s (2023) 6+6-layer Transformer (d_model 512, joint 8k SentencePiece vocabulary), trained "
            "from scratch on one GPU in bf16 by `bench/gpu_paper_recipe.py` on fairwrite's rule-made English pairs "
            "(`en-augmented`) from its corpora."
        ),
    )  # fmt: skip
    write_model_card(model, spec)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", type=Path, help="an en-augmented set (fairwrite build en-augmented)")
    parser.add_argument("--config", default="backward", choices=("forward", "backward"), help="its config")
    parser.add_argument("--work", type=Path, default=Path("gpu-work"), help="model, logs, outputs")
    parser.add_argument("--minutes", type=float, default=7.0, help="training budget (train.max_minutes)")
    parser.add_argument(
        "--check-configs", nargs="*", choices=GPU_CONFIGS, metavar="NAME",
        help=f"after training, start these accelerate configs (none named: all of {', '.join(GPU_CONFIGS)})",
    )
    parser.add_argument("--accelerate-config", default="single-gpu", help="the training run's config")
    parser.add_argument("--samples", type=int, default=1000, help="bootstrap resamples of the benchmark scores")
    parser.add_argument("--score", type=Path, metavar="MODEL", help="only score a trained model folder")
    parser.add_argument(
        "--resume", action="store_true",
        help="go on from WORK's last checkpoint with a fresh --minutes (a call is at most 10 minutes: chain calls)",
    )
    parser.add_argument("--no-score", action="store_true", help="train only (a call of a chain that is not the last)")
    parser.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE",
                        help="a recipe override (e.g. train.eval_every=1000)")  # fmt: skip
    args = parser.parse_args()
    if args.score:
        score(args.score, args.work, args.samples)
        return
    if args.dataset is None:
        parser.error("--dataset is required to train")
    gpu = torch.cuda.is_available()
    if not gpu and args.accelerate_config != "cpu":
        parser.exit(2, "gpu_paper_recipe: no CUDA GPU here (a dry run on the CPU: --accelerate-config cpu)\n")
    model = args.work / "paper-transformer"
    base: dict[str, Any] = {
        "data.dataset": str(args.dataset.resolve()),
        "data.config": args.config,
        "data.num_proc": min(8, os.cpu_count() or 1),
        "tokenizer.path": str((model / "tokenizer").resolve()),
        "logging.progress": False,
        "logging.tensorboard": False,
    }
    extra = parse_assignments(args.overrides)
    started = time.perf_counter()
    # the first run trains the joint SentencePiece vocabulary; the config checks reuse it
    log = args.work / "logs" / f"train-{time.strftime('%Y%m%dT%H%M%S')}.txt"  # one per call of a chain
    code = launch(args.accelerate_config, {**base, "tokenizer.path": None, "output_dir": str(model),
                                            "train.max_minutes": args.minutes, **extra}, log, resume=args.resume)  # fmt: skip
    minutes = (time.perf_counter() - started) / 60
    if code:
        sys.exit(f"gpu_paper_recipe: training failed (exit {code}); its log: {log}")
    metrics = json.loads((model / "metrics.json").read_text())
    if args.no_score:
        print(f"[train] {metrics['steps']:,} steps so far ({minutes:.1f} min this call, "
              f"{metrics['tokens_per_second']:,.0f} tokens/s); go on with --resume")  # fmt: skip
        return
    # measured once the run is done (not in every call of a chain) and while nothing else holds the GPU
    ceiling = matmul_ceiling() if gpu else None
    if ceiling:
        print(f"[gpu] {torch.cuda.get_device_name()}: bf16 matrix products at {ceiling / 1e12:.0f} TFLOP/s")
    per_token = flops_per_token(model, args.dataset, args.config)
    rate = metrics["tokens_per_second"]
    print(f"\n## Training (paper-transformer{', bf16 autocast' if gpu else ''})\n")
    print(f"- {metrics['parameters']['total']:,} parameters; {metrics['steps']:,} steps in {minutes:.1f} min wall "
          f"(out of time: {metrics['out_of_time']}); best validation {metrics['best']['metric']} "
          f"{metrics['best']['value']:.3f} at step {metrics['best']['step']}")  # fmt: skip
    print(f"- {rate:,.0f} source + target tokens/s; {per_token / 1e6:.1f} MFLOP per token (forward + backward)")
    if ceiling:
        print(f"- model FLOPs utilisation: {per_token * rate / ceiling:.1%} of the measured {ceiling / 1e12:.0f} TFLOP/s")
    summary = {
        "device": torch.cuda.get_device_name() if gpu else "cpu", "ceiling_flops": ceiling, "wall_minutes": minutes,
        "tokens_per_second": rate, "flops_per_token": per_token, "mfu": per_token * rate / ceiling if ceiling else None,
    }  # fmt: skip
    (args.work / "gpu.json").write_text(json.dumps(summary, indent=1) + "\n")
    score(model, args.work, args.samples)
    if args.check_configs is not None and gpu:  # last: the model and its scores are what a lease must not lose
        checked = check_configs(args.check_configs or list(GPU_CONFIGS), {**base, **extra}, args.work)
        for name, result in checked.items():
            print(f"- accelerate config {name} (1 process): {result}")
        summary["configs"] = checked
        (args.work / "gpu.json").write_text(json.dumps(summary, indent=1) + "\n")


if __name__ == "__main__":
    main()
