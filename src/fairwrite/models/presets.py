"""Training presets: how each kind of model is built, fed and saved, in a registry the training loop asks.

A preset is a :class:`ModelPreset` registered under its name (the recipe's ``preset:``), where it is
defined: with the :func:`register_preset` class decorator, or, from another package, as an entry point of
the ``fairwrite.registry.presets`` group (a module whose import registers it, or the preset class itself),
imported the first time a name is asked for that no imported module registered. The training loop
(:mod:`fairwrite.trainer.loop`) calls the preset's hooks and names none, so a new preset edits no loop.

The four presets of fairwrite:

- ``paper-transformer``: the Transformer of Amrhein et al. (2023, §3.2) — 6+6 layers, d_model 512,
  4 heads, FFN 1024 — as a ``MarianMTModel`` built from a config (sinusoidal positions, shared source /
  target / output embeddings, Marian's decoding conventions), on a joint SentencePiece vocabulary trained
  on the training data (:func:`fairwrite.models.tokenizer.train_tokenizer`).
- ``finetune``: any ``AutoModelForSeq2SeqLM`` checkpoint (BARThez as in INCLURE §4.2, Marian, mBART, T5…),
  with its own tokenizer; control tags are added to the vocabulary and the embeddings resized.
- ``lora``: ``finetune`` plus peft LoRA adapters on the attention and feed-forward projections; only
  the adapters (and the embedding rows of new control tags) train.
- ``edit-tagger``: the edit-based model of :mod:`fairwrite.models.edit_tagger` (a Transformer encoder
  tags each source word with an edit; the ``edit_vocab`` most frequent edits of the training data), on
  ByT5's byte tokenizer; it learns the task on CPU in minutes where a seq2seq model from scratch does not.

Construction reads :class:`ModelConfig` and :class:`LoraConfig` (the run's configuration,
:mod:`fairwrite.trainer.config`, holds them as sections).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, ClassVar, TypeVar

from pydantic import AfterValidator, Field, PositiveInt

from fairwrite.errors import FairwriteError
from fairwrite.models.tokenizer import add_control_tags, save_tokenizer, train_tokenizer

# transformers, torch and peft are imported inside the presets on purpose: fairwrite.trainer.config imports
# this module for ModelConfig and the preset names, and a config mistake must be reported without loading torch.

#: The entry-point group through which other packages register presets.
ENTRY_POINTS = "fairwrite.registry.presets"

#: ``(sources, targets) -> {"input_ids": …, "labels": …}``: a model's own encoding of training pairs.
Encode = Callable[[list[str], list[str]], dict[str, list[Any]]]


@dataclass
class PresetRun:
    """What the training loop hands a preset: the run's recipe and its training data."""

    config: Any  # the run's fairwrite.trainer.config.Config (that module imports this one)
    train_rows: Any  # the training split (a datasets.Dataset)
    tag_tokens: list[str]  # the control-tag tokens of the training rows, most frequent first
    #: a context in which the main process runs first and the others after it (one on-disk cache)
    main_process_first: Callable[[], AbstractContextManager[Any]]


class ModelPreset:
    """How the training loop builds, feeds and saves one kind of model: subclass, override what differs,
    and register with :func:`register_preset`.

    The loop calls, in order: :meth:`check` (when the recipe is read), :meth:`prepare` (what the preset
    learns from the training data before any weight exists), then seeds the RNGs (identical initial weights
    in every process and on resume), :meth:`build`, :meth:`encoders` and :meth:`collator` (the batches),
    :meth:`load_best` (the best validation checkpoint) and :meth:`publish` (the final model).
    """

    #: the name the recipe's ``preset`` gives (set by :func:`register_preset`)
    name: str = ""
    #: whether the recipe must name a checkpoint to start from (``model.name_or_path``)
    needs_checkpoint: ClassVar[bool] = False
    #: settings of the training config (dotted names, or a whole section) this preset never reads: a model
    #: card leaves them out, showing what made the model rather than every default of every architecture
    unread_settings: ClassVar[tuple[str, ...]] = ()
    #: whether the model folder carries its own model code (``trust_remote_code=True``)
    remote_code: ClassVar[bool] = False

    def check(self, config: Any) -> None:
        """The recipe's cross-section rules for this preset (a ``FairwriteError`` line each), before anything
        loads."""
        if self.needs_checkpoint and not config.model.name_or_path:
            raise FairwriteError(f"preset {self.name} needs model.name_or_path (a seq2seq checkpoint)")

    def prepare(self, run: PresetRun) -> Any:
        """What the model is built from that the training data decides (a vocabulary, a label set):
        handed to :meth:`build`."""
        return None

    def build(self, run: PresetRun, prepared: Any) -> tuple[Any, Any]:
        """``(model, tokenizer)``: the model to train (freshly initialised or loaded) and its tokenizer."""
        raise NotImplementedError

    def encoders(self, model: Any) -> tuple[Encode | None, Encode | None]:
        """``(training, validation)`` encoders of the rows where the model has its own encoding; ``None``:
        the tokenizer's (source and target token ids)."""
        return None, None

    def collator(self, tokenizer: Any, model: Any) -> Callable[[Sequence[dict[str, Any]]], dict[str, Any]]:
        """Pads a micro-batch (labels with -100) and builds the decoder inputs from the labels."""
        from transformers import DataCollatorForSeq2Seq  # deferred: transformers is slow to import

        return DataCollatorForSeq2Seq(tokenizer, model=model, label_pad_token_id=-100, return_tensors="pt")

    def load_best(self, model: Any, folder: Path) -> Any:
        """The model the loop saved in ``folder`` (``save_pretrained``) at its best validation."""
        return type(model).from_pretrained(str(folder))

    def publish(self, model: Any, tokenizer: Any, output_dir: Path, config: Any) -> Any:
        """Write what the preset keeps beside the final model in ``output_dir`` and return the model that
        the folder itself holds (the loop saves it with the tokenizer)."""
        return model


#: Settings only the edit tagger reads, and only the seq2seq presets: each leaves out the other's.
EDIT_TAGGER_SETTINGS = (
    "model.edit_vocab", "model.hash_buckets", "model.min_edit_probability", "model.word_classes",
    "model.context_words", "model.refine_passes", "model.feature_dropout",
)  # fmt: skip
SEQ2SEQ_SETTINGS = (
    "model.decoder_layers", "model.activation_function", "model.attention_dropout", "model.activation_dropout",
    "model.max_position_embeddings", "model.scale_embedding", "data.max_target_length", "eval.num_beams",
    "eval.max_new_tokens", "optim.label_smoothing",
)  # fmt: skip

#: The registered presets by name, built-in ones in the order they are defined.
PRESETS: dict[str, ModelPreset] = {}

P = TypeVar("P", bound=type[ModelPreset])


def register_preset(name: str) -> Callable[[P], P]:
    """Class decorator: register an instance of the :class:`ModelPreset` subclass as preset ``name``."""

    def register(cls: P) -> P:
        if not (isinstance(cls, type) and issubclass(cls, ModelPreset)):
            raise TypeError(f"preset {name!r}: {cls!r} is not a ModelPreset subclass")
        known = PRESETS.get(name)
        if known is not None and type(known).__qualname__ != cls.__qualname__:
            raise FairwriteError(f"preset {name!r} is registered twice ({type(known).__qualname__}, {cls.__qualname__})")
        preset = cls()
        preset.name = name
        PRESETS[name] = preset
        return cls

    return register


def _from_entry_point(name: str) -> ModelPreset | None:
    """Preset ``name`` of an installed package's ``fairwrite.registry.presets`` entry point, if one has it."""
    from fairwrite.registry import registered, resolve  # deferred: the registry loads the language layer

    target = registered(ENTRY_POINTS).get(name)
    if target is None:
        return None
    found = resolve(target, f"preset {name}")
    if isinstance(found, type) and issubclass(found, ModelPreset) and name not in PRESETS:
        register_preset(name)(found)
    return PRESETS.get(name)


def preset_names() -> list[str]:
    """Every preset a recipe may name: the registered ones, then those of entry points not imported yet."""
    from fairwrite.registry import registered  # deferred: the registry loads the language layer

    return [*PRESETS, *(name for name in registered(ENTRY_POINTS) if name not in PRESETS)]


def get_preset(name: str) -> ModelPreset:
    """The preset registered as ``name``; an unknown name is one error line listing the known ones."""
    preset = PRESETS.get(name) or _from_entry_point(name)
    if preset is None:
        raise FairwriteError(f"preset: {_expected()}, got {name!r}")
    return preset


def _expected() -> str:
    """``input should be 'a', 'b' or 'c'``: the known names, as pydantic words a ``Literal``."""
    names = [repr(n) for n in preset_names()]
    return "input should be " + " or ".join([", ".join(names[:-1]), names[-1]] if len(names) > 1 else names)


def _known_preset(name: str) -> str:
    """The recipe's ``preset`` if a preset of that name is registered (pydantic reports the ValueError)."""
    try:
        get_preset(name)
    except FairwriteError:
        raise ValueError(_expected()) from None
    return name


#: A recipe's ``preset``: the name of a registered preset.
Preset = Annotated[str, AfterValidator(_known_preset)]
Probability = Annotated[float, Field(ge=0, lt=1)]


@dataclass
class ModelConfig:
    """Architecture (``paper-transformer``) or the checkpoint to start from (``finetune``, ``lora``)."""

    name_or_path: str | None = None  # local AutoModelForSeq2SeqLM folder (or Hub id) to fine-tune
    d_model: PositiveInt = 512
    encoder_layers: PositiveInt = 6
    decoder_layers: PositiveInt = 6
    attention_heads: PositiveInt = 4  # must divide d_model
    ffn_dim: PositiveInt = 1024
    activation_function: str = "relu"  # of the feed-forward layers (Vaswani et al.)
    dropout: Probability = 0.1
    attention_dropout: Probability = 0.0
    activation_dropout: Probability = 0.0
    max_position_embeddings: PositiveInt = 512
    scale_embedding: bool = True
    #: edit-tagger: the N most frequent edits of the training data are its labels
    edit_vocab: PositiveInt = 500
    #: edit-tagger: hashed word-feature embeddings (lower-cased/exact form, affixes, shape)
    hash_buckets: Annotated[int, Field(ge=2)] = 65536
    #: edit-tagger: an edit below this probability leaves the word unchanged (a wrong edit costs more)
    min_edit_probability: Annotated[float, Field(ge=0, le=1)] = 0.5
    #: edit-tagger: a language (``de``) whose lexicon classes the words (person, thing, name): an input
    #: feature, stored in the model's config for the training words and looked up for others (None:
    #: spelling features only)
    word_classes: str | None = None
    #: edit-tagger: each word's left and right neighbour as input features (the case a determiner takes)
    context_words: bool = False
    #: edit-tagger: passes over a text, each later one re-tagging what the last changed (GECToR's iterative
    #: correction: a determiner agrees with a noun made gender-fair in the pass before)
    refine_passes: PositiveInt = 1
    #: edit-tagger: in training, the share of words whose whole-word features (lower-cased and exact form)
    #: are hidden, so that the tagger also learns to decide from spelling and lexicon class, as it must for
    #: a word it never saw (word dropout; the hashed table otherwise lets it memorise training words)
    feature_dropout: Probability = 0.0

    def __post_init__(self) -> None:
        if self.d_model % self.attention_heads:
            raise FairwriteError(
                f"model.attention_heads ({self.attention_heads}) must divide model.d_model ({self.d_model})"
            )


@dataclass
class LoraConfig:
    """peft LoRA on attention and feed-forward projections (Marian/BART/mBART/FSMT names by default)."""

    r: PositiveInt = 16
    alpha: PositiveInt = 32
    dropout: Probability = 0.05
    target_modules: list[str] | str = field(
        default_factory=lambda: ["q_proj", "k_proj", "v_proj", "out_proj", "fc1", "fc2"]
    )
    merge: bool = True  # the final model is the merged one; the adapter is kept in ``adapter/``


def paper_transformer(cfg: ModelConfig, tokenizer: Any) -> Any:
    """A randomly initialised encoder-decoder Transformer with the architecture of ``cfg``."""
    # deferred: transformers is slow to import; the CLI loads this module (via trainer.config)
    from transformers import MarianConfig, MarianMTModel

    vocab = len(tokenizer)
    config = MarianConfig(
        vocab_size=vocab, decoder_vocab_size=vocab,
        d_model=cfg.d_model,
        encoder_layers=cfg.encoder_layers, decoder_layers=cfg.decoder_layers,
        encoder_attention_heads=cfg.attention_heads, decoder_attention_heads=cfg.attention_heads,
        encoder_ffn_dim=cfg.ffn_dim, decoder_ffn_dim=cfg.ffn_dim,
        dropout=cfg.dropout,
        attention_dropout=cfg.attention_dropout, activation_dropout=cfg.activation_dropout,
        activation_function=cfg.activation_function,
        max_position_embeddings=cfg.max_position_embeddings,
        scale_embedding=cfg.scale_embedding,
        pad_token_id=tokenizer.pad_token_id, eos_token_id=tokenizer.eos_token_id,
        decoder_start_token_id=tokenizer.pad_token_id, forced_eos_token_id=None,
        share_encoder_decoder_embeddings=True, tie_word_embeddings=True,
    )
    return MarianMTModel(config)


def edit_tagger(cfg: ModelConfig, edits: Sequence[Any], word_classes: dict[str, str] | None = None) -> Any:
    """A randomly initialised :class:`fairwrite.models.edit_tagger.EditTaggerModel` over ``edits``."""
    # deferred: torch/transformers are slow to import; the CLI loads this module (via trainer.config)
    from fairwrite.models.edit_tagger import EditTaggerConfig, EditTaggerModel

    config = EditTaggerConfig(
        edits=[e.to_list() for e in edits], hash_buckets=cfg.hash_buckets, d_model=cfg.d_model,
        encoder_layers=cfg.encoder_layers, attention_heads=cfg.attention_heads, ffn_dim=cfg.ffn_dim,
        dropout=cfg.dropout, max_words=cfg.max_position_embeddings,
        min_edit_probability=cfg.min_edit_probability, word_classes=word_classes,
        word_classes_lexicon=cfg.word_classes if word_classes is not None else None,
        context_words=cfg.context_words, refine_passes=cfg.refine_passes,
        feature_dropout=cfg.feature_dropout,
    )  # fmt: skip
    return EditTaggerModel(config)


def load_pretrained(name_or_path: str, control_tags: Sequence[str] = ()) -> tuple[Any, Any, list[str]]:
    """``(model, tokenizer, new_tags)`` from a seq2seq checkpoint, with ``control_tags`` added."""
    # deferred: transformers is slow to import; the CLI loads this module (via trainer.config)
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer


    try:
        tokenizer = AutoTokenizer.from_pretrained(name_or_path)
        model = AutoModelForSeq2SeqLM.from_pretrained(name_or_path)
    except (OSError, ValueError) as err:
        raise FairwriteError(f"cannot load a seq2seq model from {name_or_path}: {err}") from None
    new_tags = add_control_tags(tokenizer, control_tags)
    if len(tokenizer) > model.get_input_embeddings().weight.shape[0]:
        model.resize_token_embeddings(len(tokenizer))
    return model, tokenizer, new_tags


def apply_lora(model: Any, cfg: LoraConfig, trainable_tokens: Sequence[int] = ()) -> Any:
    """Wrap ``model`` in peft LoRA adapters; ``trainable_tokens`` (new control tags) train as well."""
    # deferred: peft is optional (fairwrite[lora])
    from peft import LoraConfig as PeftLoraConfig
    from peft import TaskType, get_peft_model

    options: dict[str, Any] = {}
    if trainable_tokens:
        options["trainable_token_indices"] = list(trainable_tokens)
    peft_config = PeftLoraConfig(
        task_type=TaskType.SEQ_2_SEQ_LM,
        r=cfg.r,
        lora_alpha=cfg.alpha,
        lora_dropout=cfg.dropout,
        target_modules=cfg.target_modules,
        **options,
    )
    return get_peft_model(model, peft_config)


def count_parameters(model: Any) -> tuple[int, int]:
    """``(trainable, total)`` parameters (shared tensors counted once)."""
    seen: set[int] = set()
    trainable = total = 0
    for parameter in model.parameters():
        if id(parameter) in seen:
            continue
        seen.add(id(parameter))
        total += parameter.numel()
        if parameter.requires_grad:
            trainable += parameter.numel()
    return trainable, total


def set_generation_defaults(
    model: Any, tokenizer: Any, num_beams: int = 1, max_new_tokens: int = 256
) -> None:
    """Greedy (or beam) decoding defaults stored in ``generation_config.json`` with the model."""
    generation = model.generation_config
    generation.num_beams = num_beams
    generation.max_new_tokens = max_new_tokens
    generation.max_length = None
    generation.do_sample = False
    generation.pad_token_id = tokenizer.pad_token_id
    generation.eos_token_id = tokenizer.eos_token_id
    start = model.config.decoder_start_token_id
    generation.decoder_start_token_id = tokenizer.pad_token_id if start is None else start
    for attribute in ("bad_words_ids", "forced_eos_token_id"):
        if hasattr(generation, attribute):
            setattr(generation, attribute, None)


# --- the presets -------------------------------------------------------------------------------------


class Seq2SeqPreset(ModelPreset):
    """An encoder-decoder that generates the target: :meth:`network` makes it, the generation defaults
    come from the recipe's ``eval`` section, :meth:`adapt` may wrap it for training."""

    def network(self, run: PresetRun, prepared: Any) -> tuple[Any, Any, list[str]]:
        """``(model, tokenizer, new_tag_tokens)``: the network with the run's control tags in its vocabulary."""
        raise NotImplementedError

    def adapt(self, model: Any, tokenizer: Any, new_tags: list[str], config: Any) -> Any:
        """The model as it trains (adapters, say); the network itself by default."""
        return model

    def build(self, run: PresetRun, prepared: Any) -> tuple[Any, Any]:
        model, tokenizer, new_tags = self.network(run, prepared)
        set_generation_defaults(model, tokenizer, run.config.eval.num_beams, run.config.eval.max_new_tokens)
        if model.config.decoder_start_token_id is None:
            raise FairwriteError("the model config has no decoder_start_token_id")
        return self.adapt(model, tokenizer, new_tags, run.config), tokenizer


@register_preset("paper-transformer")
class PaperTransformer(Seq2SeqPreset):
    """A fresh Transformer (:func:`paper_transformer`) on a joint SentencePiece vocabulary that the main
    process trains on the training data first (``tokenizer.path``: an existing one)."""

    unread_settings = (*EDIT_TAGGER_SETTINGS, "lora", "model.name_or_path")

    def prepare(self, run: PresetRun) -> Any:
        from transformers import AutoTokenizer  # deferred: transformers is slow to import

        config = run.config
        folder = Path(config.tokenizer.path or Path(config.output_dir) / "tokenizer")
        with run.main_process_first():
            if not config.tokenizer.path and not (folder / "tokenizer.json").is_file():
                columns = [config.data.source_column, config.data.target_column]
                texts = (t for b in run.train_rows.select_columns(columns).iter(1000) for c in columns for t in b[c])
                tok = config.tokenizer
                train_tokenizer(
                    texts, vocab_size=tok.vocab_size, control_tags=run.tag_tokens,
                    character_coverage=tok.character_coverage, byte_fallback=tok.byte_fallback,
                    input_sentence_size=tok.input_sentence_size, seed=config.seed, output_dir=folder,
                    model_max_length=config.model.max_position_embeddings,
                )  # fmt: skip
        return AutoTokenizer.from_pretrained(str(folder))

    def network(self, run: PresetRun, prepared: Any) -> tuple[Any, Any, list[str]]:
        tokenizer = prepared
        add_control_tags(tokenizer, run.tag_tokens)
        return paper_transformer(run.config.model, tokenizer), tokenizer, []


@register_preset("finetune")
class Finetune(Seq2SeqPreset):
    """A seq2seq checkpoint (``model.name_or_path``) with its own tokenizer, extended with the control tags."""

    needs_checkpoint = True
    unread_settings = (*EDIT_TAGGER_SETTINGS, "tokenizer", "lora")

    def network(self, run: PresetRun, prepared: Any) -> tuple[Any, Any, list[str]]:
        return load_pretrained(run.config.model.name_or_path, run.tag_tokens)


@register_preset("lora")
class Lora(Finetune):
    """:class:`Finetune` with peft LoRA adapters: only they (and new control tags' embedding rows) train;
    the adapter is published in ``adapter/``, and the folder holds the merged model with ``lora.merge``."""

    unread_settings = (*EDIT_TAGGER_SETTINGS, "tokenizer")

    def adapt(self, model: Any, tokenizer: Any, new_tags: list[str], config: Any) -> Any:
        ids = tokenizer.convert_tokens_to_ids(new_tags) if new_tags else []
        return apply_lora(model, config.lora, ids)

    def load_best(self, model: Any, folder: Path) -> Any:
        from peft import load_peft_weights, set_peft_model_state_dict  # optional: fairwrite[lora]

        set_peft_model_state_dict(model, load_peft_weights(str(folder)))
        return model

    def publish(self, model: Any, tokenizer: Any, output_dir: Path, config: Any) -> Any:
        model.save_pretrained(str(output_dir / "adapter"))
        save_tokenizer(tokenizer, output_dir / "adapter")
        return model.merge_and_unload() if config.lora.merge else model


@register_preset("edit-tagger")
class EditTagger(ModelPreset):
    """A fresh :class:`~fairwrite.models.edit_tagger.EditTaggerModel`: its labels are the ``model.edit_vocab``
    most frequent edits of the training pairs, its rows word features and one edit label per source word."""

    unread_settings = (*SEQ2SEQ_SETTINGS, "tokenizer", "lora", "model.name_or_path")
    remote_code = True  # the folder carries the tagger's code (fairwrite.models.portable)

    def prepare(self, run: PresetRun) -> tuple[list[Any], dict[str, str] | None]:
        from fairwrite.models import edit_tagger as tagger  # deferred: imports torch

        if run.tag_tokens:
            raise FairwriteError("the edit-tagger preset takes no control tags (data.control_tags: [])")
        config = run.config
        source, target = config.data.source_column, config.data.target_column
        batches = run.train_rows.select_columns([source, target]).iter(1000)
        pairs = (p for b in batches for p in zip(b[source], b[target], strict=True))
        edits = tagger.edit_vocabulary(pairs, config.model.edit_vocab)
        classes = None
        if config.model.word_classes:  # the lexicon's class of every capitalised training word
            texts = (t for b in run.train_rows.select_columns([source]).iter(1000) for t in b[source])
            classes = tagger.lexicon_classes(config.model.word_classes, texts)
        return edits, classes

    def build(self, run: PresetRun, prepared: tuple[list[Any], dict[str, str] | None]) -> tuple[Any, Any]:
        from fairwrite.models.edit_tagger import byte_tokenizer  # deferred: imports torch

        edits, classes = prepared
        return edit_tagger(run.config.model, edits, classes), byte_tokenizer()

    def encoders(self, model: Any) -> tuple[Encode | None, Encode | None]:
        from fairwrite.models.edit_tagger import PairEncoder  # deferred: imports torch

        encode = PairEncoder(model.config)
        # with refinement passes, the training rows also teach them
        return (PairEncoder(model.config, refinement=True) if model.config.refine_passes > 1 else encode), encode

    def collator(self, tokenizer: Any, model: Any) -> Callable[[Sequence[dict[str, Any]]], dict[str, Any]]:
        from fairwrite.models.edit_tagger import collate  # deferred: imports torch

        return collate

