"""The fairwrite training loop: one Accelerate loop that reads top to bottom.

Why the loop lives here and not in ``training/train.py``: ``fairwrite train CONFIG`` must work from an
installed package (a wheel has no ``training/`` folder), and the tests drive the same code in-process.
``training/train.py`` is the entry point that ``accelerate launch`` and ``torchrun`` run; it only calls
:func:`main`. Read :func:`train` as you would read transformers' ``examples/pytorch/*_no_trainer.py``:
set-up, data, model, optimizer, resume, the loop, the final model.

Launch::

    fairwrite train training/recipes/tiny.yaml --set data.dataset=DIR          # one process
    accelerate launch --config_file configs/accelerate/multi-gpu.yaml training/train.py RECIPE
    torchrun --nproc_per_node 2 training/train.py RECIPE                       # CPU: gloo
    fairwrite train RECIPE --resume auto                                       # after a crash

Exactness: the global batch of every optimizer step is planned from ``(seed, epoch)`` only (see
:mod:`fairwrite.trainer.data`) and each process's summed token loss is divided by the *global* number
of target tokens (times the number of processes, since DDP averages gradients), so 1 process and N
processes take the same optimisation steps; a checkpoint stores the model, optimizer, scheduler, RNG
states and the data position ``(epoch, batch)``, so a resumed run continues exactly; it also records
the recipe sections that made its weights (``recipe.json``), and a resume under another recipe is refused.

Library pieces: the schedule is ``transformers.get_scheduler``, collation ``DataCollatorForSeq2Seq``,
checkpoints ``accelerator.save_state``/``load_state`` with Accelerate's automatic naming and rotation
(``checkpoints/checkpoint_<n>``, the newest ``train.keep_checkpoints`` kept), the best model comes back
with ``from_pretrained``, and ``optim.ema_decay``'s moving average of the weights is torch's
``AveragedModel`` (checkpointed beside the model, so a resumed run averages on exactly).
"""

from __future__ import annotations

import argparse
import ctypes
import importlib.util
import json
import logging
import math
import os
import shutil
import sys
import time
from collections import Counter
from collections.abc import Sequence
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch
import torch.nn.functional as F
from accelerate import Accelerator
from accelerate.state import AcceleratorState, GradientState
from accelerate.utils import ProjectConfiguration, gather_object, set_seed
from torch.optim.swa_utils import AveragedModel, get_ema_multi_avg_fn
from transformers import get_scheduler

from fairwrite import __version__, signals
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES
from fairwrite.metrics import bleu, tokenised_wer
from fairwrite.models.portable import write_portable_code
from fairwrite.models.presets import ModelPreset, PresetRun, count_parameters, get_preset
from fairwrite.models.rewriter import ModelRewriter
from fairwrite.models.tags import GENDER_TAGS
from fairwrite.models.tokenizer import save_tokenizer
from fairwrite.registry import resolve
from fairwrite.schema import REFERENTS
from fairwrite.text.folders import check_apart, is_own, mark_output_folder
from fairwrite.text.io import atomic_folder, atomic_write_text
from fairwrite.text.progress import progress_bar
from fairwrite.trainer.config import Config, dump_config, load_config, portable_dict, relative_path
from fairwrite.trainer.data import StepPlan, collect_tags, load_splits, plan_training_batches, tokenize

CHECKPOINTS = "checkpoints"
BEST = "best"
STATE_FILE = "trainer_state.json"
CONFIG_FILE = "training_config.yaml"  # the resolved recipe, next to the model
RECIPE_FILE = "recipe.json"
#: the recipe sections a checkpoint's weights and optimizer state were made by; resuming under other values
#: would continue another run (the ``train``, ``eval`` and ``logging`` sections may change: more steps, say)
RESUME_SECTIONS = ("preset", "seed", "data", "tokenizer", "model", "lora", "optim")
#: ... except the keys that change how a run is carried out, not what it learns
RESUME_FREE = frozenset({"data.num_proc"})


@dataclass
class TrainerState:
    """What a checkpoint stores besides what ``accelerator.save_state`` stores."""

    step: int = 0
    epoch: int = 0
    batch: int = 0  # next batch index within ``epoch``
    tokens: int = 0  # source + target tokens trained on (no padding)
    best_value: float | None = None
    best_step: int | None = None
    bad_evaluations: int = 0
    stopped_early: bool = False
    train_log: list[dict[str, float]] = field(default_factory=list)
    eval_log: list[dict[str, float]] = field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(self.__dict__, indent=1)

    @classmethod
    def from_file(cls, path: Path) -> TrainerState:
        return cls(**json.loads(path.read_text(encoding="utf-8")))


# --- checkpoints -----------------------------------------------------------------------------------


def _checkpoint_index(path: Path) -> int:
    """``checkpoint_<n>`` (Accelerate's automatic naming) → ``n``."""
    return int(path.name.rpartition("_")[2])


def _checkpoint_folders(output_dir: Path) -> list[Path]:
    root = output_dir / CHECKPOINTS
    if not root.is_dir():
        return []
    found = [p for p in root.iterdir() if p.is_dir() and p.name.rpartition("_")[2].isdigit()]
    return sorted(found, key=_checkpoint_index)


def list_checkpoints(output_dir: Path) -> list[Path]:
    """Complete checkpoints, oldest first: ``trainer_state.json`` is written last, so a folder without
    it is a save that was interrupted."""
    return [p for p in _checkpoint_folders(output_dir) if (p / STATE_FILE).is_file()]


def resolve_resume(resume: str | None, output_dir: Path) -> Path | None:
    """``auto``: the latest complete checkpoint if any; a path: that checkpoint; None/``none``: fresh."""
    if resume in (None, "", "none", "no"):
        return None
    if resume == "auto":
        found = list_checkpoints(output_dir)
        return found[-1] if found else None
    path = Path(resume)
    if not (path / STATE_FILE).is_file():
        raise FairwriteError(f"--resume {resume}: not a complete checkpoint (no {STATE_FILE})")
    return path


def resume_recipe(config: Config, output_dir: Path) -> dict[str, Any]:
    """The flat ``RESUME_SECTIONS`` of ``config`` (paths relative to ``output_dir``): what a checkpoint
    records of the recipe that made it, as JSON gives it back."""
    tree = portable_dict(config, output_dir)
    flat = _flat({k: tree[k] for k in RESUME_SECTIONS})
    return json.loads(json.dumps({k: v for k, v in flat.items() if k not in RESUME_FREE}))


def check_resume(checkpoint: Path, recipe: dict[str, Any], output_dir: Path) -> None:
    """Refuse to continue ``checkpoint`` under another recipe (a changed ``--set`` or recipe file would
    otherwise train on from weights made by the old one, or fail deep in ``load_state``); a checkpoint
    that predates ``recipe.json`` is held against the folder's ``training_config.yaml``."""
    saved_file, config_file = checkpoint / RECIPE_FILE, output_dir / CONFIG_FILE
    if saved_file.is_file():
        saved = json.loads(saved_file.read_text(encoding="utf-8"))
    elif config_file.is_file():
        try:
            saved = resume_recipe(load_config(config_file), output_dir)
        except FairwriteError:  # written by a version whose options this one does not know
            return
    else:
        return
    changed = [f"{k}: {saved.get(k)!r} → {recipe.get(k)!r}" for k in sorted(saved.keys() | recipe.keys())
               if saved.get(k) != recipe.get(k)]  # fmt: skip
    if changed:
        more = f" and {len(changed) - 4} more" if len(changed) > 4 else ""
        raise FairwriteError(
            f"cannot resume {checkpoint}: it was trained with another recipe ({'; '.join(changed[:4])}{more}); "
            "run with the recipe it was made by, or choose another output_dir"
        )


def claim_training_folder(config: Config) -> None:
    """Check, before any work, that training may write ``output_dir``: not the dataset folder (its
    ``fairwrite.json`` would be replaced) nor one holding or inside it, and not a folder with files
    fairwrite did not write (an interrupted save's leftovers are removed there). A folder of an earlier
    run (the marker, or complete checkpoints of an older fairwrite) is fairwrite's own."""
    output_dir = Path(config.output_dir)
    dataset = config.data.dataset
    check_apart(output_dir, [dataset] if dataset and Path(dataset).exists() else [], "output_dir")
    if (
        output_dir.is_dir()
        and any(output_dir.iterdir())
        and not is_own(output_dir)
        and not list_checkpoints(output_dir)
    ):
        raise FairwriteError(
            f"output_dir {output_dir} holds files fairwrite did not write; choose a new output_dir "
            "(--set output_dir=DIR)"
        )


def prepare_checkpoints(accelerator: Any, output_dir: Path) -> None:
    """Remove interrupted saves and number the next checkpoint after the existing ones (Accelerate
    counts saves from 0 in every run, and refuses to write into an existing folder)."""
    if accelerator.is_main_process:
        complete = set(list_checkpoints(output_dir))
        for folder in _checkpoint_folders(output_dir):
            if folder not in complete:
                shutil.rmtree(folder)
    accelerator.wait_for_everyone()
    found = _checkpoint_folders(output_dir)
    accelerator.project_configuration.iteration = _checkpoint_index(found[-1]) + 1 if found else 0


def save_checkpoint(accelerator: Any, state: TrainerState, recipe: dict[str, Any]) -> Path:
    """``accelerator.save_state`` into the next ``checkpoints/checkpoint_<n>`` (Accelerate removes the
    oldest beyond ``total_limit``), the ``recipe`` that made it (:func:`resume_recipe`), then
    ``trainer_state.json``, which marks the checkpoint complete."""
    folder = Path(accelerator.save_state())
    if accelerator.is_main_process:
        _write_text(folder / RECIPE_FILE, json.dumps(recipe, indent=1))
        _write_text(folder / STATE_FILE, state.to_json())
    accelerator.wait_for_everyone()
    return folder


class _QuietRotation(logging.Filter):
    """Drops Accelerate's "Deleting N checkpoints to make room" line: it reports the rotation that
    ``train.keep_checkpoints`` asked for at every save, not a problem."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "checkpoints to make room for new checkpoint" not in record.getMessage()


_QUIET_ROTATION = _QuietRotation()


def tied_parameters(model: Any) -> list[tuple[str, str]]:
    """``(name, first name)`` of every parameter reachable under more than one name (tied embeddings: the
    shared table, the encoder's and the decoder's, the output projection)."""
    first: dict[int, str] = {}
    tied = []
    for name, parameter in model.named_parameters(remove_duplicate=False):
        if id(parameter) in first:
            tied.append((name, first[id(parameter)]))
        else:
            first[id(parameter)] = name
    return tied


def drop_tied_copies(models: list[Any], weights: list[dict[str, Any]], _output_dir: str) -> None:
    """``save_state`` pre-hook: leave out the tied copies (:func:`tied_parameters`), keeping the first name
    of each tensor, as ``save_pretrained`` does.

    Without it Accelerate finds the shared tensors itself and logs "Removed shared tensor … while
    saving" on every checkpoint; the file is the same either way, and ``load_state`` re-ties them.
    Under FSDP and DeepSpeed Accelerate saves the models their own way and passes no state dicts.
    """
    if not weights:
        return
    for model, state in zip(models, weights, strict=True):
        for key, kept in tied_parameters(model):
            if key in state and kept in state and state[key].data_ptr() == state[kept].data_ptr():
                del state[key]


def check_still_tied(accelerator: Any, model: Any, tied: list[tuple[str, str]]) -> None:
    """Refuse a wrapper that gave tied weights their own storage: they would train apart, and the saved
    model (tied again on load) would keep only one of them. FSDP 2 does this to a Marian model's embeddings
    (seen on an H100 with accelerate 1.15 and torch 2.11; generation then fails on the sharded embeddings)."""
    plain = accelerator.unwrap_model(model)
    untied = [name for name, first in tied if plain.get_parameter(name) is not plain.get_parameter(first)]
    if untied:
        raise FairwriteError(
            f"{accelerator.distributed_type} untied this model's tied weights ({', '.join(untied[:3])}): they "
            "would train apart; train it with DDP (configs/accelerate/multi-gpu.yaml) or on one GPU instead"
        )


def _write_text(path: Path, text: str) -> None:
    atomic_write_text(path, text, fsync=True)


def full_weights(accelerator: Any, model: Any) -> dict[str, Any] | None:
    """The whole state dict where the weights are sharded (FSDP: gathered by every process, so every process
    calls this); None elsewhere, where ``save_pretrained`` reads the model itself."""
    return accelerator.get_state_dict(model) if accelerator.distributed_type == "FSDP" else None


def save_model_folder(model: Any, tokenizer: Any, folder: Path, weights: dict[str, Any] | None = None) -> None:
    """``save_pretrained`` (safetensors) of model (or its gathered ``weights``) and tokenizer into ``folder``,
    atomically."""
    with atomic_folder(folder) as partial:
        model.save_pretrained(str(partial), state_dict=weights)
        save_tokenizer(tokenizer, partial)
        write_portable_code(partial, pipeline=False)


# --- schedule, loss, evaluation --------------------------------------------------------------------


#: ``optim.schedule`` → transformers' scheduler name (the warm-up is linear from 0 in all three)
SCHEDULES = {"inverse-sqrt": "inverse_sqrt", "linear": "linear", "constant": "constant_with_warmup"}


def fused_adam(config: Config, accelerator: Accelerator) -> bool:
    """Whether AdamW runs fused (``optim.fused``; None: where torch has the kernel for the device and
    DeepSpeed, which steps its own partitions, is not in charge)."""
    if config.optim.fused is not None:
        return config.optim.fused
    try:  # the devices torch has fused optimizer kernels for (CPU since torch 2.4)
        from torch.utils._foreach_utils import _get_fused_kernels_supported_devices as fused_devices

        devices = fused_devices()
    except ImportError:
        devices = ["cuda"]
    return accelerator.distributed_type != "DEEPSPEED" and accelerator.device.type in devices


def make_scheduler(optimizer: Any, config: Config) -> Any:
    """The learning-rate schedule of ``config.optim`` (``transformers.get_scheduler``), stepped once per
    optimizer step up to ``train.max_steps``."""
    optim = config.optim
    extra = {}
    if optim.schedule == "inverse-sqrt":  # Vaswani et al.: peak at the end of the warm-up, then 1/√step
        extra = {"timescale": optim.warmup_steps or 1}
    return get_scheduler(
        SCHEDULES[optim.schedule],
        optimizer,
        num_warmup_steps=optim.warmup_steps,
        num_training_steps=config.train.max_steps,
        scheduler_specific_kwargs=extra,
    )


def weight_average(accelerator: Any, model: Any, decay: float | None) -> AveragedModel | None:
    """``optim.ema_decay``'s moving average of ``model``'s weights (``torch.optim.swa_utils``), made before
    ``prepare`` so that it copies the plain model (on the training device), not Accelerate's wrappers.

    Only the parameters are averaged: the models' buffers are constants (position ids), and torch's EMA
    would round integer ones. FSDP and DeepSpeed shard the weights, so no process holds all of them.
    """
    if decay is None:
        return None
    if accelerator.distributed_type in ("FSDP", "DEEPSPEED"):
        raise FairwriteError(
            f"optim.ema_decay needs the whole weights in every process; {accelerator.distributed_type} shards "
            "them: set optim.ema_decay: null"
        )
    return AveragedModel(model, device=accelerator.device, multi_avg_fn=get_ema_multi_avg_fn(decay))


def token_loss_sum(model: Any, batch: dict[str, Any], label_smoothing: float = 0.0) -> Any:
    """Summed cross-entropy over the non-padding target tokens of a micro-batch (an edit tagger's
    targets are its per-word edit labels: no decoder inputs)."""
    inputs = {k: batch[k] for k in ("input_ids", "attention_mask", "decoder_input_ids") if k in batch}
    logits = model(**inputs).logits
    return F.cross_entropy(
        logits.float().reshape(-1, logits.shape[-1]),
        batch["labels"].reshape(-1),
        ignore_index=-100,
        reduction="sum",
        label_smoothing=label_smoothing,
    )


def evaluate(
    accelerator: Any,
    model: Any,
    tokenizer: Any,
    validation: Any,
    config: Config,
) -> dict[str, float]:
    """Validation loss (per target token, no smoothing) and, optionally, WER/BLEU of greedy outputs."""
    unwrapped = accelerator.unwrap_model(model)
    model.eval()
    plan = StepPlan(
        validation,
        config.data,
        seed=0,
        num_processes=1,
        process_index=0,
        accumulation=1,
        collator=get_preset(config.preset).collator(tokenizer, unwrapped),
    )
    batches = plan_training_batches(plan.lengths, max_tokens=config.eval.batch_tokens, shuffle=False)
    mine = batches[accelerator.process_index :: accelerator.num_processes]
    totals = torch.zeros(2, dtype=torch.float64, device=accelerator.device)
    with torch.inference_mode():
        for indices in mine:
            batch = {k: v.to(accelerator.device) for k, v in plan.collate(indices).items()}
            with accelerator.autocast():
                totals[0] += token_loss_sum(unwrapped, batch).double()
            totals[1] += int((batch["labels"] != -100).sum())
    totals = accelerator.reduce(totals, reduction="sum")
    result = {"loss": float(totals[0] / max(totals[1], 1))}
    result["perplexity"] = float(math.exp(min(result["loss"], 50)))
    if config.eval.generate:
        n = (
            len(validation)
            if config.eval.max_examples is None
            else min(len(validation), config.eval.max_examples)
        )
        share = np.array_split(np.arange(n), accelerator.num_processes)[accelerator.process_index]
        rows = validation.select(share.tolist()) if len(share) else None
        rewriter = ModelRewriter(
            unwrapped,
            tokenizer,
            batch_tokens=config.eval.batch_tokens,
            num_beams=config.eval.num_beams,
            max_new_tokens=config.eval.max_new_tokens,
        )
        with accelerator.autocast():
            outputs = rewriter.rewrite_chunk(list(rows["tagged_source"])) if rows is not None else []
        pairs = gather_object(
            list(zip(list(rows["reference"]) if rows is not None else [], outputs, strict=True))
        )
        references = [r for r, _ in pairs]
        hypotheses = [h for _, h in pairs]
        if any(r.strip() for r in references):
            kept = [(r, h) for r, h in zip(references, hypotheses, strict=True) if r.strip()]
            result["wer"] = 100 * tokenised_wer(
                [r for r, _ in kept], [h for _, h in kept], lang=config.eval.lang
            )
            result["bleu"] = float(bleu(references, hypotheses)["bleu"])
            result["exact_match"] = 100 * float(np.mean([r == h for r, h in pairs]))
    model.train()
    return result


def _improved(metric: str, value: float, best: float | None) -> bool:
    if best is None:
        return True
    return value > best if metric == "bleu" else value < best


def _flat(tree: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in tree.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            flat.update(_flat(value, name + "."))
        else:
            flat[name] = value if isinstance(value, int | float | str | bool) else str(value)
    return flat


def _most_common(dataset: Any, column: str) -> str | None:
    if column not in dataset.column_names:
        return None
    counts = Counter(value for value in dataset[column] if value)
    return counts.most_common(1)[0][0] if counts else None


def _produced_form(config: Config, train: Any) -> str | None:
    """The form the model writes. A row's ``form`` names its ``target`` side; with the columns swapped (French
    Standard → Inclusive) the model writes the ``source`` side, whose form is the rewriter form its rows are
    tagged with (``--inclusify point`` tags ``point``), if one is."""
    if config.data.target_column == "target":
        return _most_common(train, "form")
    lang = _most_common(train, "lang")
    entry = LANGUAGES.get(lang or "")
    if entry is None or not entry.forms or "tags" not in train.column_names:
        return None
    forms = set(resolve(entry.forms))
    counts = Counter(tag for tags in train["tags"] for tag in tags if tag in forms)
    return counts.most_common(1)[0][0] if counts else None


def _dataset_referents(config: Config) -> str | None:
    """The ``--referents`` mode a local fairwrite dataset folder was built with (its ``fairwrite.json``):
    what the model learns to rewrite, which ``rewrite --system`` and the card then state."""
    try:
        record = json.loads((Path(config.data.dataset) / "fairwrite.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    referents = (record.get("config") or {}).get("referents") if isinstance(record, dict) else None
    return referents if referents in REFERENTS else None


def model_metadata(config: Config, train: Any, tag_counts: dict[str, int]) -> dict[str, Any]:
    """What ``fairwrite.json`` next to the model says: language, form, direction, referents, control tags."""
    # the label of whatever column the model learns to produce (columns may be swapped for the
    # reverse direction, e.g. French Standard → Inclusive)
    produced = _most_common(train, f"{config.data.target_column}_label") or ""
    direction = {"standard": "to-standard", "inclusive": "to-fair"}.get(produced)
    defaults: dict[str, str] = {}
    for tag in tag_counts:  # most frequent first
        kind = "gender" if tag in GENDER_TAGS.values() else "form"
        defaults.setdefault(kind, tag)
    return {
        "library": "fairwrite",
        "fairwrite_version": __version__,
        "task": "text2text-generation",
        "preset": config.preset,
        "dataset": relative_path(config.data.dataset, Path(config.output_dir)),
        "dataset_config": config.data.config,
        "lang": _most_common(train, "lang"),
        "form": _produced_form(config, train),
        "direction": direction,
        **({"referents": referents} if (referents := _dataset_referents(config)) else {}),
        "control_tags": {
            "kinds": list(config.data.control_tags),
            "tokens": list(tag_counts),
            "defaults": defaults,
        },
    }


# --- the loop --------------------------------------------------------------------------------------


def train(config: Config, resume: str | None = None) -> Path:
    """Train according to ``config``; returns the output folder (a ``from_pretrained`` model folder).

    Accelerate keeps one precision per process; the run's state is released when it ends, so one process
    can train several models in turn (``bench/train_models.py``: English in fp32, German in bf16)."""
    with signals.reporting(lambda: _left_by_stop(Path(config.output_dir))):
        try:
            return _train(config, resume)
        finally:
            _release_accelerator()


def _left_by_stop(output_dir: Path) -> str:
    """What an interrupted training run leaves: its last complete checkpoint, and how to go on."""
    found = list_checkpoints(output_dir) if output_dir.is_dir() else []
    if not found:
        return f"training stopped before its first checkpoint; no model was written to {output_dir}"
    return (
        f"training stopped; no final model was written, its last complete checkpoint is {found[-1]}: "
        "run the same command with --resume auto to continue"
    )


def _release_accelerator() -> None:
    """Forget the finished run's ``AcceleratorState`` and ``GradientState`` (what accelerate's own tests do
    between runs); the process group (``PartialState``) stays, a distributed launch keeps its ranks."""
    AcceleratorState._reset_state()
    GradientState._reset_state()


#: glibc's mallopt parameters
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3


def _reuse_freed_memory() -> None:
    """Let glibc serve a CPU step's large buffers from memory the last step freed.

    Why: PyTorch's CPU allocator caches nothing, and glibc maps every block above its mmap threshold
    (at most 32 MB by default) afresh, so a buffer as large as the edit tagger's hashed-feature gradient
    (65,536 × 256 floats, 67 MB) faults in page by page at every step: about a tenth of a step on the 2-core
    development machine. PyTorch's CPU performance guide recommends jemalloc or tcmalloc for this; neither
    comes from PyPI, and two glibc settings do the same here. Elsewhere (musl, macOS) nothing changes.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL("libc.so.6")
    except OSError:
        return
    libc.mallopt(_M_MMAP_THRESHOLD, 1 << 30)
    libc.mallopt(_M_TRIM_THRESHOLD, 1 << 31)


def _train(config: Config, resume: str | None) -> Path:
    output_dir = Path(config.output_dir)
    cfg_train = config.train

    # 1. Accelerator: processes, device, precision, trackers.
    if cfg_train.num_threads:
        torch.set_num_threads(cfg_train.num_threads)
    cpu = cfg_train.cpu if cfg_train.cpu is not None else not torch.cuda.is_available()
    if cpu:
        _reuse_freed_memory()
    trackers: list[str] = []
    if config.logging.tensorboard:
        trackers.append("tensorboard")
    if config.logging.trackio is not False:
        if importlib.util.find_spec("trackio") is not None:
            trackers.append("trackio")
        elif config.logging.trackio:
            raise FairwriteError("logging.trackio: true but trackio is not installed")
    accelerator = Accelerator(
        cpu=cpu,
        mixed_precision=cfg_train.mixed_precision,
        log_with=trackers or None,
        project_config=ProjectConfiguration(
            project_dir=str(output_dir),
            logging_dir=str(output_dir / "logs"),
            automatic_checkpoint_naming=True,  # checkpoints/checkpoint_<n>
            total_limit=cfg_train.keep_checkpoints or None,
        ),
    )
    if accelerator.distributed_type == "DEEPSPEED" and cfg_train.gradient_accumulation != 1:
        raise FairwriteError(
            "with DeepSpeed set train.gradient_accumulation: 1 (DeepSpeed steps every backward)"
        )
    claim_training_folder(config)
    checkpoint = resolve_resume(resume, output_dir)
    if checkpoint is None and list_checkpoints(output_dir):
        raise FairwriteError(
            f"{output_dir} holds checkpoints of an earlier run: pass --resume auto to continue it, "
            "or choose another output_dir"
        )
    recipe = resume_recipe(config, output_dir)
    if checkpoint is not None:
        check_resume(checkpoint, recipe, output_dir)
    # 2. Data: the fairwrite dataset (read before output_dir is made: a dataset that cannot be loaded
    # leaves nothing behind), its control tags.
    splits = load_splits(config.data)
    if accelerator.is_main_process:
        output_dir.mkdir(parents=True, exist_ok=True)
        if not is_own(output_dir):
            mark_output_folder(output_dir, files=False)
    prepare_checkpoints(accelerator, output_dir)
    set_seed(config.seed)
    train_rows, validation_rows = splits["train"], splits["validation"]
    tag_counts = collect_tags(train_rows, config.data.control_tags)
    tag_tokens = list(tag_counts)

    # 3. Tokenizer and model: the recipe's preset (fairwrite.models.presets) learns what it needs from the
    #    training data (a vocabulary, its labels), then builds on seeded RNGs.
    preset = get_preset(config.preset)
    run = PresetRun(config, train_rows, tag_tokens, accelerator.main_process_first)
    prepared = preset.prepare(run)
    set_seed(config.seed)  # identical initial weights in every process and on resume
    model, tokenizer = preset.build(run, prepared)
    trainable, total = count_parameters(model)
    encode_train, encode = preset.encoders(model)

    with accelerator.main_process_first():
        train_data = tokenize(train_rows, tokenizer, config.data, encode=encode_train)
        validation_data = (
            tokenize(validation_rows, tokenizer, config.data, keep_text=True, encode=encode)
            if validation_rows is not None
            else None
        )
    plan = StepPlan(
        train_data, config.data, seed=config.seed,
        num_processes=accelerator.num_processes, process_index=accelerator.process_index,
        accumulation=cfg_train.gradient_accumulation, collator=preset.collator(tokenizer, model),
    )  # fmt: skip

    # 4. Optimizer and schedule. The scheduler is not passed to prepare(): Accelerate would step it once
    #    per process, but a step here is one global batch whatever the number of processes.
    optimizer = torch.optim.AdamW(
        [p for p in model.parameters() if p.requires_grad],
        lr=config.optim.lr,
        betas=tuple(config.optim.betas),
        eps=config.optim.eps,
        weight_decay=config.optim.weight_decay,
        fused=fused_adam(config, accelerator),
    )
    scheduler = make_scheduler(optimizer, config)
    averaged = weight_average(accelerator, model, config.optim.ema_decay)
    tied = tied_parameters(model)
    model, optimizer = accelerator.prepare(model, optimizer)
    check_still_tied(accelerator, model, tied)
    accelerator.register_for_checkpointing(scheduler)
    if averaged is not None:  # checkpointed with the model: a resumed run averages on exactly
        accelerator.register_for_checkpointing(averaged)
    # what is evaluated, kept as the best and published: the average when there is one
    published = averaged.module if averaged is not None else model
    trained = accelerator.unwrap_model(model)  # what the average follows (unwrapped once, not every step)
    accelerator.register_save_state_pre_hook(drop_tied_copies)
    logging.getLogger("accelerate.accelerator").addFilter(_QUIET_ROTATION)

    # 5. Resume: model, optimizer, scheduler, RNG states, then the data position.
    state = TrainerState()
    if checkpoint is not None:
        try:
            accelerator.load_state(str(checkpoint))
        except (RuntimeError, KeyError, ValueError) as error:  # a size mismatch, a missing tensor
            what = " ".join(line.strip() for line in str(error).strip().splitlines()[:2]) or type(error).__name__
            raise FairwriteError(f"cannot resume {checkpoint}: it does not fit this recipe's model ({what})") from error
        state = TrainerState.from_file(checkpoint / STATE_FILE)
        accelerator.print(
            f"resumed from {checkpoint} (step {state.step}, epoch {state.epoch}, batch {state.batch})"
        )
    if accelerator.is_main_process:  # written once a resume has loaded: it is what check_resume reads
        _write_text(output_dir / CONFIG_FILE, dump_config(config, output_dir))

    if trackers:
        accelerator.init_trackers("fairwrite", config=_flat(portable_dict(config, output_dir)))
    accelerator.print(
        f"{config.preset}: {trainable:,} trainable of {total:,} parameters; {len(train_data):,} training segments, "
        f"{len(plan):,} steps per epoch; {accelerator.num_processes} process(es) on {accelerator.device}"
    )

    # 6. The loop.
    eval_every = cfg_train.eval_every or cfg_train.checkpoint_every
    smoothing = config.optim.label_smoothing
    world = accelerator.num_processes
    progress = _progress(
        config.logging.progress and accelerator.is_main_process, cfg_train.max_steps, state.step
    )
    started, tokens_at_start = time.perf_counter(), state.tokens
    budget = cfg_train.max_minutes * 60 if cfg_train.max_minutes is not None else None
    out_of_time = False
    paused = 0.0  # seconds spent evaluating and checkpointing (not training)
    saved_at = state.step if checkpoint is not None else -1
    window_loss = window_tokens = 0.0
    model.train()
    done = state.step >= cfg_train.max_steps or state.stopped_early
    while not done:
        if cfg_train.max_epochs is not None and state.epoch >= cfg_train.max_epochs:
            break
        for step in plan.steps(state.epoch, state.batch):
            # [summed loss, out of time]: one reduction per step gives every process both
            local = torch.zeros(2, dtype=torch.float64, device=accelerator.device)
            for k, micro in enumerate(step.micro_batches):
                micro = {name: tensor.to(accelerator.device) for name, tensor in micro.items()}
                last = k == len(step.micro_batches) - 1
                context = accelerator.no_sync(model) if not last else nullcontext()
                with context, accelerator.autocast():
                    loss_sum = token_loss_sum(model, micro, smoothing)
                    # DDP averages gradients over processes: scale so the result is sum / global tokens.
                    accelerator.backward(loss_sum * world / step.target_tokens)
                local[0] += loss_sum.detach().double()
            if config.optim.max_grad_norm:
                accelerator.clip_grad_norm_(model.parameters(), config.optim.max_grad_norm)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad(set_to_none=True)
            if averaged is not None:
                averaged.update_parameters(trained)

            state.step += 1
            state.batch = step.index + 1
            state.tokens += step.source_tokens + step.target_tokens
            if budget is not None:
                local[1] = float(time.perf_counter() - started >= budget)
            summed, late = accelerator.reduce(local, reduction="sum").tolist()
            out_of_time = late > 0  # any process past the budget: all stop at this same step
            step_loss = summed / step.target_tokens
            window_loss += step_loss * step.target_tokens
            window_tokens += step.target_tokens
            progress.advance(step_loss)

            if state.step % cfg_train.log_every == 0:
                elapsed = time.perf_counter() - started - paused
                record = {
                    "step": state.step,
                    "epoch": state.epoch,
                    "loss": window_loss / window_tokens,
                    "lr": scheduler.get_last_lr()[0],
                    "tokens_per_second": (state.tokens - tokens_at_start) / max(elapsed, 1e-9),
                }
                state.train_log.append(record)
                accelerator.log({f"train/{k}": v for k, v in record.items() if k != "step"}, step=state.step)
                window_loss = window_tokens = 0.0

            # a run stopped for time validates its last weights too: they may be its best
            if validation_data is not None and (state.step % eval_every == 0 or out_of_time):
                pause = time.perf_counter()
                result = evaluate(accelerator, published, tokenizer, validation_data, config)
                result["step"] = state.step
                state.eval_log.append(result)
                accelerator.log({f"eval/{k}": v for k, v in result.items() if k != "step"}, step=state.step)
                progress.note(result)
                value = result[cfg_train.early_stopping_metric]
                if _improved(cfg_train.early_stopping_metric, value, state.best_value):
                    state.best_value, state.best_step, state.bad_evaluations = value, state.step, 0
                    weights = full_weights(accelerator, model)
                    if accelerator.is_main_process:
                        save_model_folder(accelerator.unwrap_model(published), tokenizer, output_dir / BEST, weights)
                    accelerator.wait_for_everyone()
                else:
                    state.bad_evaluations += 1
                patience = cfg_train.early_stopping_patience
                if patience is not None and state.bad_evaluations >= patience:
                    state.stopped_early = True
                paused += time.perf_counter() - pause

            finished = state.step >= cfg_train.max_steps or state.stopped_early or out_of_time
            if state.step % cfg_train.checkpoint_every == 0 or finished:
                pause = time.perf_counter()
                save_checkpoint(accelerator, state, recipe)
                saved_at = state.step
                paused += time.perf_counter() - pause
            if finished:
                done = True
                break
        else:  # the epoch is over
            state.epoch += 1
            state.batch = 0
    elapsed = time.perf_counter() - started - paused
    if saved_at != state.step:  # ended by train.max_epochs
        save_checkpoint(accelerator, state, recipe)
    progress.close()

    # 7. The final model: the best checkpoint (by validation) when there is one, else the last weights
    #    (their average with optim.ema_decay).
    accelerator.wait_for_everyone()
    best = state.best_step is not None and (output_dir / BEST).is_dir()
    weights = None if best else full_weights(accelerator, model)
    if accelerator.is_main_process:
        final = accelerator.unwrap_model(published)
        if best:
            final = preset.load_best(final, output_dir / BEST)
        write_final_model(preset, final, tokenizer, config, output_dir, weights)
        metrics = {
            "preset": config.preset,
            "steps": state.step,
            "epochs_completed": state.epoch,
            "stopped_early": state.stopped_early,
            "out_of_time": out_of_time,  # ended by train.max_minutes (resumable with a fresh budget)
            "processes": world,
            "parameters": {"trainable": trainable, "total": total},
            "train_tokens": state.tokens,
            "tokens_per_second": (state.tokens - tokens_at_start) / max(elapsed, 1e-9),
            "best": {
                "metric": cfg_train.early_stopping_metric,
                "value": state.best_value,
                "step": state.best_step,
            },
            "final_eval": next((e for e in state.eval_log if e["step"] == state.best_step), None),
            "train_log": state.train_log,
            "eval_log": state.eval_log,
        }
        _write_text(output_dir / "metrics.json", json.dumps(metrics, indent=1) + "\n")
        _write_text(
            output_dir / "fairwrite.json",
            json.dumps(model_metadata(config, train_rows, tag_counts), indent=2, ensure_ascii=False) + "\n",
        )
    accelerator.wait_for_everyone()
    accelerator.end_training()
    return output_dir


def write_final_model(
    preset: ModelPreset,
    model: Any,
    tokenizer: Any,
    config: Config,
    output_dir: Path,
    weights: dict[str, Any] | None = None,
) -> None:
    """The output folder's model (or its gathered ``weights``): safetensors + config + generation config +
    tokenizer, and what the preset keeps beside it (:meth:`~fairwrite.models.presets.ModelPreset.publish`:
    LoRA's adapter in ``adapter/``, the folder holding the merged model with ``lora.merge``)."""
    model = preset.publish(model, tokenizer, output_dir, config)
    model.save_pretrained(str(output_dir), state_dict=weights)
    save_tokenizer(tokenizer, output_dir)
    write_portable_code(output_dir, pipeline=False)  # the model code: loads where fairwrite is not installed


class _progress:
    """The training bar (on the main process; nothing elsewhere): loss and the last validation scores."""

    def __init__(self, enabled: bool, total: int, completed: int) -> None:
        self.bar = progress_bar("train", total=total, completed=completed, enabled=enabled, transient=False)
        self.last_eval = ""

    def advance(self, loss: float) -> None:
        self.bar.advance(info=f"loss {loss:.3f} {self.last_eval}")

    def note(self, result: dict[str, float]) -> None:
        parts = [f"{k} {result[k]:.2f}" for k in ("loss", "wer", "bleu") if k in result]
        self.last_eval = "| val " + " ".join(parts)
        self.bar.update(info=self.last_eval)

    def close(self) -> None:
        self.bar.close()


# --- command line ----------------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="training/train.py",
        description="Train a fairwrite rewriting model (Accelerate; run under accelerate launch or torchrun).",
    )
    parser.add_argument("config", help="YAML recipe, e.g. training/recipes/paper-transformer.yaml")
    parser.add_argument(
        "--set",
        dest="overrides",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="override a configuration value, e.g. --set optim.lr=1e-3 (repeatable)",
    )
    parser.add_argument(
        "--resume", default=None, help="'auto' (latest checkpoint, if any) or a checkpoint folder"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """``training/train.py CONFIG [--set key=value ...] [--resume auto|PATH]``."""
    args = build_parser().parse_args(argv)
    try:
        config = load_config(args.config, args.overrides)
        output = train(config, resume=args.resume)
    except FairwriteError as err:
        print(f"fairwrite: error: {err}", file=sys.stderr)
        return 2
    if os.environ.get("RANK", "0") == "0":  # one line per run, not one per process (torchrun, accelerate)
        print(f"model written to {output}", file=sys.stderr)
    return 0
