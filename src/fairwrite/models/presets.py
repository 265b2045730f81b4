"""Model construction for the three training presets.

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

Everything here is plain construction from :class:`ModelConfig` and :class:`LoraConfig` (the run's
configuration, :mod:`fairwrite.trainer.config`, holds them as sections); the training loop lives in
:mod:`fairwrite.trainer.loop`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import Field, PositiveInt

from fairwrite.errors import FairwriteError
from fairwrite.models.tokenizer import add_control_tags

# transformers and peft are imported inside the builders on purpose: fairwrite.trainer.config imports
# this module for ModelConfig, and a config mistake must be reported without loading torch.

Preset = Literal["paper-transformer", "finetune", "lora", "edit-tagger"]
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


def build(
    preset: Preset,
    model: ModelConfig,
    lora: LoraConfig,
    tag_tokens: Sequence[str],
    *,
    tokenizer: Any = None,
    num_beams: int = 1,
    max_new_tokens: int = 256,
    edits: Sequence[Any] = (),
    word_classes: dict[str, str] | None = None,
) -> tuple[Any, Any, list[str]]:
    """``(model, tokenizer, new_tag_tokens)`` for ``preset``.

    ``paper-transformer`` builds a fresh model on ``tokenizer`` (the run's joint vocabulary) with the
    control tags added; ``finetune`` and ``lora`` load ``model.name_or_path`` with its own tokenizer,
    extended with the control tags. ``num_beams``/``max_new_tokens`` become the generation defaults.
    ``edit-tagger`` builds a fresh tagger over ``edits`` (:func:`fairwrite.models.edit_tagger.edit_vocabulary`)
    with ByT5's byte tokenizer and the ``word_classes`` feature table; it takes no control tags.
    """
    new_tags: list[str] = []
    if preset == "edit-tagger":
        if tag_tokens:
            raise FairwriteError("the edit-tagger preset takes no control tags (data.control_tags: [])")
        from fairwrite.models.edit_tagger import byte_tokenizer  # deferred: imports torch

        return edit_tagger(model, edits, word_classes), byte_tokenizer(), []
    if preset == "paper-transformer":
        if tokenizer is None:
            raise FairwriteError("paper-transformer needs the tokenizer trained for the run")
        add_control_tags(tokenizer, tag_tokens)
        network = paper_transformer(model, tokenizer)
    else:
        if not model.name_or_path:
            raise FairwriteError(f"preset {preset} needs model.name_or_path (a seq2seq checkpoint)")
        network, tokenizer, new_tags = load_pretrained(model.name_or_path, tag_tokens)
    set_generation_defaults(network, tokenizer, num_beams, max_new_tokens)
    if preset == "lora":
        ids = tokenizer.convert_tokens_to_ids(new_tags) if new_tags else []
        network = apply_lora(network, lora, ids)
    return network, tokenizer, new_tags
