"""The training configuration: YAML recipes mapped onto dataclasses, with ``key.sub=value`` overrides.

A recipe (``training/recipes/*.yaml``) names a ``preset`` (a registered one: :mod:`fairwrite.models.presets`)
and overrides what differs from the defaults below; every value can be changed again on the command line::

    fairwrite train training/recipes/tiny.yaml --set data.dataset=out/en --set optim.lr=1e-3

Override values are parsed as YAML (``1e-3`` → float, ``[q_proj, v_proj]`` → list, ``null`` → None).
Recipe and overrides go through the package's one config mechanism (:mod:`fairwrite.config`): the
annotations below are the rules (``PositiveInt``, ``Literal``, finite numbers), cross-section rules are
in ``__post_init__``, and unknown keys are errors, so a typo never silently trains with a default and a
bad value stops the run with one line before anything is loaded. The resolved configuration is written
next to the model (``training_config.yaml``) so every model records how it was made; its local paths
are written relative to the model folder (``./``, ``../``), because the folder goes to the Hub where
``/home/…`` means nothing, and :func:`load_config` reads such paths against the file's folder. The
architecture sections (:class:`ModelConfig`, :class:`LoraConfig`) belong to :mod:`fairwrite.models.presets`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

import yaml
from pydantic import Field, NonNegativeFloat, NonNegativeInt, PositiveFloat, PositiveInt

from fairwrite.config import from_mapping, parse_assignment, read_yaml_mapping, set_dotted, to_dict
from fairwrite.errors import FairwriteError
from fairwrite.models.presets import LoraConfig, ModelConfig, Preset, Probability, get_preset
from fairwrite.text.io import relative_path

ControlTag = Literal["gender", "form", "tags"]


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
    control_tags: list[ControlTag] = field(default_factory=list)
    max_source_length: PositiveInt = 256  # tokens; longer segments are truncated
    max_target_length: PositiveInt = 256
    #: padded tokens (max(source, target) length × sentences) per optimizer step, all processes and
    #: accumulation steps together — so a run's batches do not depend on how many processes run it
    max_tokens: PositiveInt = 10_000
    max_sentences: PositiveInt | None = None  # optional cap on sentences per optimizer step
    shuffle: bool = True
    limit_train: PositiveInt | None = None  # use only the first N training rows (smoke tests)
    num_proc: PositiveInt | None = None  # datasets.map workers


@dataclass
class TokenizerConfig:
    """The joint SentencePiece vocabulary trained for ``paper-transformer`` (Amrhein et al.: BPE, 8k)."""

    vocab_size: PositiveInt = 8000
    character_coverage: Annotated[float, Field(gt=0, le=1)] = 0.9999
    byte_fallback: bool = True
    input_sentence_size: PositiveInt = 2_000_000
    path: str | None = None  # reuse an existing tokenizer folder instead of training one


@dataclass
class OptimConfig:
    """Adam and the learning-rate schedule."""

    lr: NonNegativeFloat = 5e-4
    #: Adam's β1, β2 ("standard hyperparameters")
    betas: Annotated[list[Probability], Field(min_length=2, max_length=2)] = field(
        default_factory=lambda: [0.9, 0.999]
    )
    eps: PositiveFloat = 1e-8
    weight_decay: NonNegativeFloat = 0.0
    #: transformers' schedules: inverse-sqrt (Vaswani et al.), linear decay, constant (after the warm-up)
    schedule: Literal["inverse-sqrt", "linear", "constant"] = "inverse-sqrt"
    warmup_steps: NonNegativeInt = 4000
    max_grad_norm: PositiveFloat | None = 1.0
    label_smoothing: Probability = 0.1
    #: torch's fused AdamW kernel (one pass over all parameters instead of a loop over them): None = where
    #: the device has one and DeepSpeed does not bring its own optimizer; on CPU a step of the German edit
    #: tagger's 19 M parameters took 0.16 s unfused, 0.016 s fused
    fused: bool | None = None
    #: Polyak averaging: evaluate, keep and publish an exponential moving average of the weights
    #: (``torch.optim.swa_utils``), updated after every step with this decay (0.999: about the last 1,000
    #: steps). Why: the German tagger's average of its step-3,500, 4,000 and 5,000 weights beat each of them
    #: on every German set but news with nothing to rewrite. None: the weights as trained.
    ema_decay: Annotated[float, Field(gt=0, lt=1)] | None = None


@dataclass
class TrainConfig:
    """How long to train, precision, checkpoints and early stopping."""

    max_steps: PositiveInt = 100_000  # optimizer steps
    max_epochs: PositiveInt | None = None
    #: wall-clock budget of one invocation's loop, evaluations included (sockeye's ``--max-seconds``): a
    #: time-boxed GPU lease or batch job ends with a checkpoint and the model written, not killed mid-step;
    #: ``--resume auto`` goes on with a fresh budget
    max_minutes: PositiveFloat | None = None
    gradient_accumulation: PositiveInt = 1  # micro-batches per process per optimizer step
    mixed_precision: Literal["no", "bf16", "fp16"] | None = None  # None = what `accelerate launch` says
    cpu: bool | None = None  # force CPU (gloo between processes); None = CPU when there is no GPU
    num_threads: PositiveInt | None = None  # torch CPU threads per process (1 avoids oversubscription)
    log_every: PositiveInt = 100  # steps
    checkpoint_every: PositiveInt = 1000  # steps
    keep_checkpoints: NonNegativeInt = 3  # the newest N checkpoints are kept (0 = all)
    eval_every: PositiveInt | None = None  # steps; default: with every checkpoint
    early_stopping_patience: PositiveInt | None = 8  # evaluations without improvement (Amrhein et al.: 8)
    early_stopping_metric: Literal["loss", "wer", "bleu"] = "loss"  # on the validation split


@dataclass
class EvalConfig:
    """Validation: loss on the whole split, WER/BLEU from greedy generation on up to ``max_examples``."""

    generate: bool = True
    max_examples: PositiveInt | None = 500
    num_beams: PositiveInt = 1  # greedy (INCLURE found beam search worse)
    max_new_tokens: PositiveInt = 256
    batch_tokens: PositiveInt = 8000
    lang: str = "en"  # Moses tokenisation language of the WER


@dataclass
class LoggingConfig:
    """Trackers and the progress bar."""

    tensorboard: bool = True
    trackio: bool | None = None  # None: when installed
    progress: bool = True


@dataclass
class Config:
    """A whole training run."""

    preset: Preset = "paper-transformer"
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

    def __post_init__(self) -> None:
        """The checks that span sections (each section checks its own values)."""
        get_preset(self.preset).check(self)  # the preset's own rules (a checkpoint to start from, say)
        if self.train.early_stopping_metric != "loss" and not self.eval.generate:
            raise FairwriteError("train.early_stopping_metric wer/bleu needs eval.generate: true")

    def to_dict(self) -> dict[str, Any]:
        return to_dict(self)


#: The settings that name a local folder (or a Hub id): written relative to the model folder.
PATH_KEYS = ("output_dir", "data.dataset", "tokenizer.path", "model.name_or_path")




def _is_file_relative(value: Any) -> bool:
    return isinstance(value, str) and (value in (".", "..") or value.startswith(("./", "../")))


def _get_dotted(tree: Mapping[str, Any], dotted: str) -> Any:
    node: Any = tree
    for part in dotted.split("."):
        node = node.get(part) if isinstance(node, Mapping) else None
    return node


def load_config(
    path: str | Path | None = None,
    overrides: Sequence[str] | Mapping[str, Any] = (),
) -> Config:
    """A validated :class:`Config` from a YAML recipe (or the defaults) plus ``key.sub=value`` overrides.

    Everything is checked here — types, ranges, finite numbers, divisibility, unknown keys — so that a
    mistake ends with one line before any data or model is loaded. A path setting of the file spelled
    ``./…`` or ``../…`` is relative to the file's folder (a model's ``training_config.yaml``); other
    relative paths, and those of ``overrides``, are relative to the working directory as before.
    """
    tree = read_yaml_mapping(path, "training config") if path is not None else {}
    for key in PATH_KEYS:
        value = _get_dotted(tree, key)
        if path is not None and _is_file_relative(value):
            set_dotted(tree, key, str((Path(path).parent / value).resolve()))
    items = overrides.items() if isinstance(overrides, Mapping) else map(parse_assignment, overrides)
    for key, value in items:
        set_dotted(tree, key, value)
    config = from_mapping(Config, tree)
    if not config.data.dataset:
        raise FairwriteError("data.dataset is not set (a Hub-ready folder or a Hub dataset id)")
    return config


def portable_dict(config: Config, folder: str | Path) -> dict[str, Any]:
    """``config`` as nested dicts with its local paths relative to ``folder`` (:func:`relative_path`):
    what the model folder records (the config file, the trackers' hyperparameters) goes to the Hub."""
    tree = config.to_dict()
    for key in PATH_KEYS:
        set_dotted(tree, key, relative_path(_get_dotted(tree, key), Path(folder)))
    return tree


def dump_config(config: Config, folder: str | Path | None = None) -> str:
    """The resolved configuration as YAML (what ``training_config.yaml`` holds); with ``folder`` (where
    the file goes) its local paths are written relative to that folder."""
    tree = config.to_dict() if folder is None else portable_dict(config, folder)
    return yaml.safe_dump(tree, sort_keys=False, allow_unicode=True)


__all__ = [
    "Config",
    "DataConfig",
    "EvalConfig",
    "LoggingConfig",
    "LoraConfig",
    "ModelConfig",
    "OptimConfig",
    "TokenizerConfig",
    "TrainConfig",
    "dump_config",
    "load_config",
    "portable_dict",
    "relative_path",
]
