"""Model construction for the three training presets.

- ``paper-transformer``: the Transformer of Amrhein et al. (2023, §3.2) — 6+6 layers, d_model 512,
  4 heads, FFN 1024 — as a ``MarianMTModel`` built from a config (sinusoidal positions, shared source /
  target / output embeddings, Marian's decoding conventions), on a joint SentencePiece vocabulary trained
  on the training data (:func:`fairwrite.models.tokenizer.train_tokenizer`).
- ``finetune``: any ``AutoModelForSeq2SeqLM`` checkpoint (BARThez as in INCLURE §4.2, Marian, mBART, T5…),
  with its own tokenizer; control tags are added to the vocabulary and the embeddings resized.
- ``lora``: ``finetune`` plus peft LoRA adapters on the attention and feed-forward projections; only
  the adapters (and the embedding rows of new control tags) train.

Everything here is plain construction; the training loop lives in :mod:`fairwrite.trainer.loop`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fairwrite.errors import FairwriteError

if TYPE_CHECKING:  # pragma: no cover
    from fairwrite.trainer.config import Config, LoraConfig, ModelConfig


def paper_transformer(cfg: ModelConfig, tokenizer: Any) -> Any:
    """A randomly initialised encoder-decoder Transformer with the architecture of ``cfg``."""
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


def load_pretrained(name_or_path: str, control_tags: Sequence[str] = ()) -> tuple[Any, Any, list[str]]:
    """``(model, tokenizer, new_tags)`` from a seq2seq checkpoint, with ``control_tags`` added."""
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    from fairwrite.models.tokenizer import add_control_tags

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
    config: Config,
    tag_tokens: Sequence[str],
    *,
    tokenizer: Any = None,
    training_texts: Iterable[str] | None = None,
) -> tuple[Any, Any, list[str]]:
    """``(model, tokenizer, new_tag_tokens)`` for ``config.preset``.

    ``paper-transformer`` uses ``tokenizer`` when given (e.g. one trained earlier in the run), else the
    folder ``config.tokenizer.path``, else trains one on ``training_texts`` (source and target lines).
    ``finetune`` and ``lora`` use the checkpoint's own tokenizer, extended with the control tags.
    """
    new_tags: list[str] = []
    if config.preset == "paper-transformer":
        from fairwrite.models.tokenizer import add_control_tags

        if tokenizer is None and config.tokenizer.path:
            from transformers import AutoTokenizer

            tokenizer = AutoTokenizer.from_pretrained(config.tokenizer.path)
        if tokenizer is None:
            if training_texts is None:
                raise FairwriteError("training texts are needed to train the tokenizer")
            tokenizer = train_configured_tokenizer(training_texts, config, tag_tokens)
        add_control_tags(tokenizer, tag_tokens)
        model = paper_transformer(config.model, tokenizer)
    else:
        assert config.model.name_or_path
        model, tokenizer, new_tags = load_pretrained(config.model.name_or_path, tag_tokens)
    set_generation_defaults(model, tokenizer, config.eval.num_beams, config.eval.max_new_tokens)
    if config.preset == "lora":
        ids = tokenizer.convert_tokens_to_ids(new_tags) if new_tags else []
        model = apply_lora(model, config.lora, ids)
    return model, tokenizer, new_tags


def train_configured_tokenizer(
    texts: Iterable[str], config: Any, tag_tokens: Sequence[str], output_dir: str | Path | None = None
) -> Any:
    """The joint SentencePiece tokenizer of ``config.tokenizer`` trained on ``texts`` (paper recipe: 8k)."""
    from fairwrite.models.tokenizer import train_tokenizer

    return train_tokenizer(
        texts,
        vocab_size=config.tokenizer.vocab_size,
        control_tags=tag_tokens,
        character_coverage=config.tokenizer.character_coverage,
        byte_fallback=config.tokenizer.byte_fallback,
        input_sentence_size=config.tokenizer.input_sentence_size,
        seed=config.seed,
        output_dir=output_dir,
        model_max_length=config.model.max_position_embeddings,
    )
