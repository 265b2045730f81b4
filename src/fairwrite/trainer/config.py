"""The training configuration: YAML recipes mapped onto dataclasses, with ``key.sub=value`` overrides.

A recipe (``training/recipes/*.yaml``) names a ``preset`` and overrides what differs from the defaults
below; every value can be changed again on the command line::

    fairwrite train training/recipes/tiny.yaml --set data.dataset=out/en --set optim.lr=1e-3

Override values are parsed as YAML (``1e-3`` → float, ``[q_proj, v_proj]`` → list, ``null`` → None).
Unknown keys are errors, so a typo never silently trains with a default. The resolved configuration is
written next to the model (``training_config.yaml``) so every model records how it was made.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from fairwrite.errors import FairwriteError

PRESETS = ("paper-transformer", "finetune", "lora")


@dataclass
class DataConfig:
    """Where the parallel data comes from and how it is tokenised and batched."""

    dataset: str = ""  # Hub-ready folder (fairwrite build …) or a Hub dataset id
    config: str | None = None  # dataset configuration name
    train_split: str = "train"
    validation_split: str | None = "validation"  # None: no validation
    source_column: str = "source"
    target_column: str = "target"
    #: control tags prepended to the source as special tokens: ``gender`` (<f>/<m> from target_label),
    #: ``form`` (<star>, <neutral>, <they>, … from form), ``tags`` (tags of the segment shaped like <…>)
    control_tags: list[str] = field(default_factory=list)
    max_source_length: int = 256  # tokens; longer segments are truncated
    max_target_length: int = 256
    #: padded tokens (max(source, target) length × sentences) per optimizer step, all processes and
    #: accumulation steps together — so a run's batches do not depend on how many processes run it
    max_tokens: int = 10_000
    max_sentences: int | None = None  # optional cap on sentences per optimizer step
    shuffle: bool = True
    limit_train: int | None = None  # use only the first N training rows (smoke tests)
    num_proc: int | None = None  # datasets.map workers


@dataclass
class TokenizerConfig:
    """The joint SentencePiece vocabulary trained for ``paper-transformer`` (Amrhein et al.: BPE, 8k)."""

    vocab_size: int = 8000
    character_coverage: float = 0.9999
    byte_fallback: bool = True
    input_sentence_size: int = 2_000_000
    path: str | None = None  # reuse an existing tokenizer folder instead of training one


@dataclass
class ModelConfig:
    """Architecture (``paper-transformer``) or the checkpoint to start from (``finetune``, ``lora``)."""

    name_or_path: str | None = None  # local AutoModelForSeq2SeqLM folder (or Hub id) to fine-tune
    d_model: int = 512
    encoder_layers: int = 6
    decoder_layers: int = 6
    attention_heads: int = 4
    ffn_dim: int = 1024
    activation_function: str = "relu"  # of the feed-forward layers (Vaswani et al.)
    dropout: float = 0.1
    attention_dropout: float = 0.0
    activation_dropout: float = 0.0
    max_position_embeddings: int = 512
    scale_embedding: bool = True


@dataclass
class LoraConfig:
    """peft LoRA on attention and feed-forward projections (Marian/BART/mBART/FSMT names by default)."""

    r: int = 16
    alpha: int = 32
    dropout: float = 0.05
    target_modules: list[str] | str = field(
        default_factory=lambda: ["q_proj", "k_proj", "v_proj", "out_proj", "fc1", "fc2"]
    )
    merge: bool = True  # the final model is the merged one; the adapter is kept in ``adapter/``


@dataclass
class OptimConfig:
    """Adam and the learning-rate schedule."""

    lr: float = 5e-4
    betas: list[float] = field(default_factory=lambda: [0.9, 0.999])  # "standard hyperparameters"
    eps: float = 1e-8
    weight_decay: float = 0.0
    schedule: str = "inverse-sqrt"  # inverse-sqrt (Vaswani et al.), linear, constant
    warmup_steps: int = 4000
    max_grad_norm: float | None = 1.0
    label_smoothing: float = 0.1


@dataclass
class TrainConfig:
    """How long to train, precision, checkpoints and early stopping."""

    max_steps: int = 100_000
    max_epochs: int | None = None
    gradient_accumulation: int = 1  # micro-batches per process per optimizer step
    mixed_precision: str | None = None  # no, bf16, fp16; None = what `accelerate launch` says
    cpu: bool | None = None  # force CPU (gloo between processes); None = CPU when there is no GPU
    num_threads: int | None = None  # torch CPU threads per process (1 avoids oversubscription on busy CPUs)
    log_every: int = 100
    checkpoint_every: int = 1000
    keep_checkpoints: int = 3
    eval_every: int | None = None  # default: with every checkpoint
    early_stopping_patience: int | None = 8  # evaluations without improvement (Amrhein et al.: 8)
    early_stopping_metric: str = "loss"  # loss, wer, bleu (validation)


@dataclass
class EvalConfig:
    """Validation: loss on the whole split, WER/BLEU from greedy generation on up to ``max_examples``."""

    generate: bool = True
    max_examples: int | None = 500
    num_beams: int = 1  # greedy (INCLURE found beam search worse)
    max_new_tokens: int = 256
    batch_tokens: int = 8000
    lang: str = "en"  # Moses tokenisation language of the WER


@dataclass
class LoggingConfig:
    tensorboard: bool = True
    trackio: bool | None = None  # None: when installed
    progress: bool = True


@dataclass
class Config:
    """A whole training run."""

    preset: str = "paper-transformer"
    output_dir: str = "outputs/model"
    seed: int = 1234
    data: DataConfig = field(default_factory=DataConfig)
    tokenizer: TokenizerConfig = field(default_factory=TokenizerConfig)
    model: ModelConfig = field(default_factory=ModelConfig)
    lora: LoraConfig = field(default_factory=LoraConfig)
    optim: OptimConfig = field(default_factory=OptimConfig)
    train: TrainConfig = field(default_factory=TrainConfig)
    eval: EvalConfig = field(default_factory=EvalConfig)
    logging: LoggingConfig = field(default_factory=LoggingConfig)

    def validate(self) -> Config:
        if self.preset not in PRESETS:
            raise FairwriteError(f"preset must be one of {', '.join(PRESETS)}, not {self.preset!r}")
        if self.preset in ("finetune", "lora") and not self.model.name_or_path:
            raise FairwriteError(f"preset {self.preset} needs model.name_or_path (a seq2seq checkpoint)")
        if not self.data.dataset:
            raise FairwriteError("data.dataset is not set (a Hub-ready folder or a Hub dataset id)")
        if self.optim.schedule not in ("inverse-sqrt", "linear", "constant"):
            raise FairwriteError(f"optim.schedule: unknown schedule {self.optim.schedule!r}")
        if self.train.early_stopping_metric not in ("loss", "wer", "bleu"):
            raise FairwriteError("train.early_stopping_metric must be loss, wer or bleu")
        if self.train.early_stopping_metric != "loss" and not self.eval.generate:
            raise FairwriteError("early stopping on wer/bleu needs eval.generate: true")
        unknown = set(self.data.control_tags) - {"gender", "form", "tags"}
        if unknown:
            raise FairwriteError(f"data.control_tags: unknown {sorted(unknown)}; use gender, form, tags")
        if self.train.mixed_precision not in (None, "no", "bf16", "fp16"):
            raise FairwriteError("train.mixed_precision must be no, bf16 or fp16")
        return self

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


# --- loading ---------------------------------------------------------------------------------------


def _convert(value: Any, annotation: Any, key: str) -> Any:
    """Check and convert a YAML value against a dataclass field annotation."""
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        errors = []
        for option in (a for a in args if a is not type(None)):
            try:
                return _convert(value, option, key)
            except FairwriteError as err:
                errors.append(err)
        raise errors[0]
    if dataclasses.is_dataclass(annotation):
        if not isinstance(value, Mapping):
            raise FairwriteError(f"{key}: expected a mapping, got {value!r}")
        return _build(annotation, value, key)
    if origin is list:
        if isinstance(value, str) and annotation is not str:
            value = [value]
        if not isinstance(value, Sequence) or isinstance(value, str):
            raise FairwriteError(f"{key}: expected a list, got {value!r}")
        inner = args[0] if args else Any
        return [_convert(v, inner, key) for v in value]
    if annotation is Any:
        return value
    if annotation is float and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    if annotation is float and isinstance(value, str):
        try:
            return float(value)  # YAML 1.1 reads "5e-4" as a string
        except ValueError:
            pass
    if annotation is str and isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)
    if annotation in (int, bool, str, float) and isinstance(value, annotation):
        if annotation is int and isinstance(value, bool):
            raise FairwriteError(f"{key}: expected an integer, got {value!r}")
        return value
    raise FairwriteError(f"{key}: expected {getattr(annotation, '__name__', annotation)}, got {value!r}")


def _build(cls: type, values: Mapping[str, Any], prefix: str = "") -> Any:
    hints = typing.get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}
    kwargs = {}
    for key, value in values.items():
        path = f"{prefix}.{key}" if prefix else key
        if key not in names:
            raise FairwriteError(f"unknown configuration key {path!r}; known: {', '.join(sorted(names))}")
        kwargs[key] = _convert(value, hints[key], path)
    return cls(**kwargs)


def _set(tree: dict[str, Any], dotted: str, value: Any) -> None:
    parts = dotted.split(".")
    node = tree
    for part in parts[:-1]:
        node = node.setdefault(part, {})
        if not isinstance(node, dict):
            raise FairwriteError(f"cannot set {dotted}: {part} is not a section")
    node[parts[-1]] = value


def parse_override(text: str) -> tuple[str, Any]:
    """``"optim.lr=1e-3"`` → ``("optim.lr", 0.001)``; the value is read as YAML."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise FairwriteError(f"override {text!r} should look like key.sub=value")
    value = yaml.safe_load(raw) if raw.strip() else ""
    return key.strip(), value


def load_config(
    path: str | Path | None = None,
    overrides: Sequence[str] | Mapping[str, Any] = (),
) -> Config:
    """A validated :class:`Config` from a YAML recipe (or the defaults) plus overrides."""
    tree: dict[str, Any] = {}
    if path is not None:
        path = Path(path)
        if not path.is_file():
            raise FairwriteError(f"training config {path} does not exist")
        try:
            tree = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        except yaml.YAMLError as err:
            raise FairwriteError(f"{path}: not valid YAML ({err})") from None
        if not isinstance(tree, dict):
            raise FairwriteError(f"{path}: the top level must be a mapping")
    items = overrides.items() if isinstance(overrides, Mapping) else map(parse_override, overrides)
    for key, value in items:
        _set(tree, key, value)
    return _build(Config, tree).validate()


def dump_config(config: Config) -> str:
    """The resolved configuration as YAML (what ``training_config.yaml`` holds)."""
    return yaml.safe_dump(config.to_dict(), sort_keys=False, allow_unicode=True)
