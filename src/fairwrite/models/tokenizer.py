"""A joint SentencePiece vocabulary trained on the training data, served as a fast 🤗 tokenizer.

Amrhein et al. (2023, §3.2) use "a joint byte-pair vocabulary of size 8k computed with SentencePiece".
:func:`train_tokenizer` trains exactly that with the ``sentencepiece`` library (source and target sides
together) and turns the model into a ``tokenizers`` BPE with the same pieces and merges, wrapped as a
``PreTrainedTokenizerFast``: ``AutoTokenizer.from_pretrained(folder)`` loads it on transformers 4.57 and
5.x alike, and it runs at ``tokenizers`` speed inside ``datasets.map``. The original ``spm.model`` is kept
in the folder for reference.

Conventions (Marian's): no BOS, every sequence ends with ``</s>``, ``<pad>`` is also the decoder start
token. Control tags (``<f>``, ``<m>``, ``<star>``, …) are added as special tokens, so they are never split
and never appear in decoded outputs.
"""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from fairwrite.errors import FairwriteError

PAD, EOS, UNK = "<pad>", "</s>", "<unk>"
SPECIAL_TOKENS = (PAD, EOS, UNK)  # ids 0, 1, 2


def _merges(vocab: dict[str, int]) -> list[tuple[str, str]]:
    """BPE merges implied by a SentencePiece BPE vocabulary (pieces are ordered by merge priority)."""
    merges = []
    for piece, rank in vocab.items():
        for i in range(1, len(piece)):
            left, right = piece[:i], piece[i:]
            if left in vocab and right in vocab:
                merges.append((vocab[left], vocab[right], rank, left, right))
    merges.sort(key=lambda m: (m[2], m[0], m[1]))
    return [(left, right) for _, _, _, left, right in merges]


def spm_to_fast(spm_model: str | Path, control_tags: Sequence[str] = (), model_max_length: int = 512) -> Any:
    """A ``PreTrainedTokenizerFast`` equivalent to a SentencePiece BPE model plus ``control_tags``."""
    # deferred: the CLI loads this module at start-up (trainer.config → presets)
    import sentencepiece as spm
    from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, normalizers, pre_tokenizers
    from tokenizers.processors import TemplateProcessing
    from transformers import PreTrainedTokenizerFast

    processor = spm.SentencePieceProcessor(model_file=str(spm_model))
    vocab = {processor.id_to_piece(i): i for i in range(processor.get_piece_size())}
    if [processor.id_to_piece(i) for i in range(3)] != list(SPECIAL_TOKENS):
        raise FairwriteError(f"{spm_model}: expected {SPECIAL_TOKENS} as the first three pieces")
    byte_fallback = "<0x00>" in vocab
    backend = Tokenizer(
        models.BPE(
            vocab=vocab, merges=_merges(vocab), unk_token=UNK, fuse_unk=True, byte_fallback=byte_fallback
        )
    )
    backend.normalizer = normalizers.Sequence(
        [normalizers.NFKC(), normalizers.Replace(Regex(r"\s+"), " "), normalizers.Strip()]
    )
    backend.pre_tokenizer = pre_tokenizers.Metaspace(replacement="▁", prepend_scheme="always")
    backend.decoder = decoders.Sequence(
        [decoders.Replace("▁", " "), decoders.ByteFallback(), decoders.Fuse(), decoders.Strip(" ", 1, 0)]
    )
    eos_id = vocab[EOS]
    backend.post_processor = TemplateProcessing(
        single=f"$A {EOS}", pair=f"$A $B {EOS}", special_tokens=[(EOS, eos_id)]
    )
    backend.add_special_tokens([AddedToken(t, special=True, normalized=False) for t in SPECIAL_TOKENS])
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=backend,
        pad_token=PAD, eos_token=EOS, unk_token=UNK,
        model_max_length=model_max_length,
        clean_up_tokenization_spaces=False,
    )
    add_control_tags(tokenizer, control_tags)
    return tokenizer


def add_control_tags(tokenizer: Any, tags: Iterable[str]) -> list[str]:
    """Add ``tags`` as special tokens (never split, skipped when decoding); returns the ones that were new."""
    vocab = tokenizer.get_vocab()
    new = [t for t in dict.fromkeys(tags) if t not in vocab]
    if new:
        from tokenizers import AddedToken  # deferred: see spm_to_fast

        tokenizer.add_tokens(
            [AddedToken(t, special=True, normalized=False) for t in new], special_tokens=True
        )
    return new


def train_tokenizer(
    texts: Iterable[str],
    *,
    vocab_size: int = 8000,
    control_tags: Sequence[str] = (),
    model_type: str = "bpe",
    character_coverage: float = 0.9999,
    byte_fallback: bool = True,
    input_sentence_size: int = 2_000_000,
    seed: int = 1234,
    output_dir: str | Path | None = None,
    model_max_length: int = 512,
) -> Any:
    """Train a joint SentencePiece BPE vocabulary on ``texts`` (source and target lines together).

    ``vocab_size`` is an upper bound: on tiny corpora SentencePiece's limit (the number of distinct
    pieces) is used instead. ``byte_fallback`` (default) spells characters outside the vocabulary as
    UTF-8 bytes, so a rewriter copies names and rare characters instead of emitting ``<unk>``. With
    ``output_dir`` the tokenizer and ``spm.model`` are saved there.
    """
    import sentencepiece as spm  # deferred: see spm_to_fast

    if model_type != "bpe":
        raise FairwriteError("only SentencePiece BPE (model_type='bpe') converts to a fast tokenizer here")
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus.txt"
        lines = 0
        with corpus.open("w", encoding="utf-8") as f:
            for text in texts:
                text = " ".join(text.split())
                if text:
                    f.write(text + "\n")
                    lines += 1
        if not lines:
            raise FairwriteError("cannot train a tokenizer on an empty corpus")
        prefix = str(Path(tmp) / "spm")
        spm.set_random_generator_seed(seed)
        options = dict(
            input=str(corpus),
            model_prefix=prefix,
            model_type="bpe",
            vocab_size=vocab_size,
            character_coverage=character_coverage,
            pad_id=0,
            eos_id=1,
            unk_id=2,
            bos_id=-1,
            pad_piece=PAD,
            eos_piece=EOS,
            unk_piece=UNK,
            input_sentence_size=input_sentence_size,
            shuffle_input_sentence=True,
            seed_sentencepiece_size=1_000_000,
            normalization_rule_name="nmt_nfkc",
            byte_fallback=byte_fallback,
            num_threads=1,
            minloglevel=2,
        )
        try:
            spm.SentencePieceTrainer.train(**options)
        except RuntimeError as err:  # "Vocabulary size too high (N). Please set it to a value <= M."
            limit = _suggested_size(str(err))
            if limit is None and "Vocabulary size is smaller than required" in str(err):
                raise FairwriteError(
                    f"tokenizer.vocab_size {vocab_size} is smaller than the characters and control tags the "
                    "data needs; set a larger tokenizer.vocab_size"
                ) from None
            if limit is None:
                raise
            options["vocab_size"] = limit
            spm.SentencePieceTrainer.train(**options)
        tokenizer = spm_to_fast(prefix + ".model", control_tags, model_max_length=model_max_length)
        if output_dir is not None:
            out = Path(output_dir)
            out.mkdir(parents=True, exist_ok=True)
            save_tokenizer(tokenizer, out)
            (out / "spm.model").write_bytes(Path(prefix + ".model").read_bytes())
    return tokenizer


def save_tokenizer(tokenizer: Any, output_dir: str | Path) -> None:
    """``save_pretrained`` that stays loadable by transformers 4.57 as well as 5.x.

    transformers 5 records its own class name (``TokenizersBackend``) that 4.x does not know; a generic
    fast tokenizer is recorded as ``PreTrainedTokenizerFast``, which both majors resolve.
    """
    out = Path(output_dir)
    tokenizer.save_pretrained(str(out))
    config_file = out / "tokenizer_config.json"
    config = json.loads(config_file.read_text(encoding="utf-8"))
    if config.get("tokenizer_class") in ("TokenizersBackend", "PreTrainedTokenizerFast"):
        config["tokenizer_class"] = "PreTrainedTokenizerFast"
        config_file.write_text(json.dumps(config, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _suggested_size(message: str) -> int | None:
    match = re.search(r"value <= (\d+)", message)
    return int(match.group(1)) if match else None
