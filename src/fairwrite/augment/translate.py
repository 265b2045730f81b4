"""Batch translation with any Hugging Face sequence-to-sequence translation model.

:class:`Translator` wraps a local model folder (or a loaded model + tokenizer): Marian, FSMT (the WMT19
models of Amrhein et al. 2023), M2M-100 / NLLB / mBART-50 (language codes through the tokenizer's
``src_lang`` and ``forced_bos_token_id``), T5-style models (a task prefix, taken from the config's
``task_specific_params`` when present). Sentences are tokenised once, sorted by length and packed into
batches capped by padded source tokens (``batch_tokens``) and rows (``max_batch_size``); generation is
greedy or beam search under ``torch.inference_mode``, in bf16 (or fp16) on a GPU and fp32 on CPU. An
optional control tag (``<f>`` / ``<m>``, App. G) is prepended to every source.

:func:`translate_all` runs a translator over many sentences in fixed-size chunks, in memory in this process.
The command line runs the same chunks as the tasks of a datatrove job (:mod:`fairwrite.augment.translate_job`)
on the executors the corpus builds use (``--executor local|slurm|ray``, ``--tasks``, ``--workers``); it
resumes from the job's completion markers (a killed run started again skips the finished chunks), and its
output is byte-identical whatever the number of tasks, and equal to :func:`translate_all`'s. A corpus build
translates in the tasks of its own datatrove job (:mod:`fairwrite.datasets.roundtrip`).

Command line (one sentence per line)::

    python -m fairwrite.augment.translate --model DIR -i in.txt -o out.txt [--work-dir shards/] [--tasks N]
"""

from __future__ import annotations

import argparse
import copy
import functools
import hashlib
import os
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from fairwrite.augment.sharding import map_chunked
from fairwrite.errors import FairwriteError
from fairwrite.generation import plan_batches, resolve_device, resolve_dtype
from fairwrite.languages import language_names
from fairwrite.text.io import read_lines

#: Language names for T5-style prefixes ("translate German to English: ").
#: fairwrite's languages come from the language registry; Romanian is T5's own translation pair.
LANGUAGE_NAMES = {**language_names(), "ro": "Romanian"}

#: Model types whose target language is chosen by a forced first token (``tgt_lang`` is a language code).
#: Marian multi-target models take their ``>>de<<`` token through ``prefix`` instead.
MULTILINGUAL_MODEL_TYPES = ("m2m_100", "nllb-moe", "mbart", "seamless_m4t")


@dataclass
class TranslationStats:
    """Counters of a translator: what was translated and how much of each batch was padding."""

    sentences: int = 0
    batches: int = 0
    source_tokens: int = 0  # real source tokens
    padded_tokens: int = 0  # rows × longest source of each batch
    generated_tokens: int = 0  # rows × generated length of each batch
    seconds: float = 0.0

    @property
    def padding_efficiency(self) -> float:
        """Share of the encoder's batch cells that held real tokens (1.0 = no padding)."""
        return self.source_tokens / self.padded_tokens if self.padded_tokens else 1.0

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "padding_efficiency": self.padding_efficiency}


class Translator:
    """Translate sentences with a seq2seq model; see the module docstring.

    ``model`` is a model folder (or Hub id when the caller allows downloads) or a loaded
    ``PreTrainedModel`` (then pass ``tokenizer``). ``dtype``: ``"auto"`` (bf16/fp16 on GPU, fp32 on
    CPU), ``"float32"``, ``"bfloat16"`` or ``"float16"`` (:func:`fairwrite.generation.resolve_dtype`).
    ``max_new_tokens=None`` allows ``max_length_a × longest source + max_length_b`` new tokens per batch
    (fairseq's ``max_len_a/b``).
    ``progress`` shows a progress bar in :func:`translate_all`. The default device is the GPU where there is
    one, else the CPU (the command line gives each task of its job its own).
    """

    def __init__(
        self,
        model: str | os.PathLike[str] | Any,
        *,
        tokenizer: Any = None,
        src_lang: str | None = None,
        tgt_lang: str | None = None,
        prefix: str | None = None,
        control_tag: str | None = None,
        batch_tokens: int = 4096,
        max_batch_size: int = 128,
        num_beams: int = 1,
        max_new_tokens: int | None = None,
        max_length_a: float = 1.5,
        max_length_b: int = 10,
        max_source_length: int | None = None,
        dtype: str = "auto",
        device: str | None = None,
        progress: bool = False,
        generate_kwargs: dict[str, Any] | None = None,
    ) -> None:
        # heavy (torch): imported on first use
        from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

        if batch_tokens < 1 or max_batch_size < 1 or num_beams < 1:
            raise FairwriteError("batch_tokens, max_batch_size and num_beams must be positive")
        self.device = resolve_device(device)
        torch_dtype = resolve_dtype(dtype, self.device)
        if isinstance(model, (str, os.PathLike)):
            self.name = str(model)
            if not Path(model).exists() and os.environ.get("HF_HUB_OFFLINE") == "1":
                raise FairwriteError(f"translation model {model}: no such folder (and the Hub is offline)")
            self.tokenizer = tokenizer or AutoTokenizer.from_pretrained(model)
            self.model = AutoModelForSeq2SeqLM.from_pretrained(model, dtype=torch_dtype)
        else:
            if tokenizer is None:
                raise FairwriteError("pass the tokenizer together with a loaded model")
            self.model, self.tokenizer = model, tokenizer
            self.name = getattr(model, "name_or_path", "") or type(model).__name__
            self.model.to(torch_dtype)
        self.model.to(self.device).eval()
        self.dtype = str(torch_dtype).removeprefix("torch.")
        self.src_lang, self.tgt_lang = src_lang, tgt_lang
        self.control_tag = control_tag
        self.prefix = prefix if prefix is not None else self._t5_prefix()
        self.batch_tokens, self.max_batch_size = batch_tokens, max_batch_size
        self.num_beams = num_beams
        self.max_new_tokens = max_new_tokens
        self.max_length_a, self.max_length_b = max_length_a, max_length_b
        limit = getattr(self.model.config, "max_position_embeddings", None) or 1024
        self.max_source_length = min(max_source_length or limit, limit)
        # A max_length the model ships with (FSMT: 200) caps the output; max_new_tokens is what is passed.
        shipped = self.model.generation_config.max_length
        if shipped in (None, GenerationConfig().max_length):  # unset (library default: None in 5.x, 20 in 4.x)
            shipped = limit
        self.max_output_length = min(shipped, limit)
        self.model.generation_config.max_length = None
        self.progress = progress
        self.generate_kwargs = dict(generate_kwargs or {})
        self._forced_bos = self._language_codes()
        self.stats = TranslationStats()

    # --- model families -------------------------------------------------------------------------

    def _t5_prefix(self) -> str:
        params = getattr(self.model.config, "task_specific_params", None) or {}
        key = f"translation_{self.src_lang}_to_{self.tgt_lang}"
        if key in params and "prefix" in params[key]:
            return params[key]["prefix"]
        if self.model.config.model_type in ("t5", "mt5", "umt5") and self.src_lang and self.tgt_lang:
            src = LANGUAGE_NAMES.get(self.src_lang, self.src_lang)
            tgt = LANGUAGE_NAMES.get(self.tgt_lang, self.tgt_lang)
            return f"translate {src} to {tgt}: "
        return ""

    def _language_codes(self) -> int | None:
        """Set the tokenizer's source language; the target-language BOS of M2M-100, NLLB and mBART-50."""
        tok = self.tokenizer
        if self.src_lang and hasattr(tok, "src_lang"):
            try:
                tok.src_lang = self.src_lang
            except (KeyError, ValueError) as err:
                raise FairwriteError(f"source language {self.src_lang!r} unknown to {self.name}") from err
        if not self.tgt_lang or self.model.config.model_type not in MULTILINGUAL_MODEL_TYPES:
            return None
        if hasattr(tok, "get_lang_id"):  # M2M-100: "de" → "__de__"
            try:
                return int(tok.get_lang_id(self.tgt_lang))
            except KeyError:
                raise FairwriteError(f"target language {self.tgt_lang!r} unknown to {self.name}") from None
        token_id = tok.convert_tokens_to_ids(self.tgt_lang)  # NLLB "deu_Latn", mBART-50 "de_DE"
        if token_id is None or token_id == tok.unk_token_id:
            raise FairwriteError(f"target language {self.tgt_lang!r} unknown to {self.name}")
        return int(token_id)

    # --- translation ----------------------------------------------------------------------------

    def fingerprint(self) -> dict[str, Any]:
        """Everything that decides the output, for resumable jobs."""
        return {
            "model": self.name,
            "config": hashlib.sha256(self.model.config.to_json_string().encode()).hexdigest()[:16],
            "src_lang": self.src_lang,
            "tgt_lang": self.tgt_lang,
            "prefix": self.prefix,
            "control_tag": self.control_tag,
            "batch_tokens": self.batch_tokens,
            "max_batch_size": self.max_batch_size,
            "num_beams": self.num_beams,
            "max_new_tokens": self.max_new_tokens,
            "max_length": [self.max_length_a, self.max_length_b],
            "dtype": self.dtype,
            "generate_kwargs": {k: repr(v) for k, v in sorted(self.generate_kwargs.items())},
        }

    def with_control_tag(self, tag: str | None) -> Translator:
        """The same model and settings with another control tag (no second copy of the weights)."""
        clone = copy.copy(self)
        clone.control_tag = tag
        clone.stats = TranslationStats()
        return clone

    def prepare(self, text: str) -> str:
        """The source string the model sees: control tag, task prefix, text."""
        tagged = f"{self.prefix}{text}"
        return f"{self.control_tag} {tagged}" if self.control_tag else tagged

    def translate(self, texts: Sequence[str]) -> list[str]:
        """Translations of ``texts``, in order; empty or blank inputs give empty outputs."""
        # heavy (torch): imported on first use
        import torch

        texts = list(texts)
        started = time.perf_counter()
        outputs = [""] * len(texts)
        todo = [i for i, t in enumerate(texts) if t.strip()]
        encoded = self.tokenizer(
            [self.prepare(texts[i]) for i in todo], truncation=True, max_length=self.max_source_length
        )["input_ids"]
        lengths = [len(ids) for ids in encoded]
        kwargs = {"num_beams": self.num_beams, "do_sample": False, **self.generate_kwargs}
        if self._forced_bos is not None:
            kwargs["forced_bos_token_id"] = self._forced_bos
        pad = self.tokenizer.pad_token_id
        with torch.inference_mode():
            for batch in plan_batches(lengths, self.batch_tokens, self.max_batch_size):
                longest = lengths[batch[0]]
                ids = torch.full((len(batch), longest), pad, dtype=torch.long)
                mask = torch.zeros((len(batch), longest), dtype=torch.long)
                for row, i in enumerate(batch):  # right padding, as seq2seq encoders expect
                    ids[row, : lengths[i]] = torch.tensor(encoded[i])
                    mask[row, : lengths[i]] = 1
                new_tokens = self.max_new_tokens or int(self.max_length_a * longest + self.max_length_b)
                new_tokens = min(new_tokens, self.max_output_length)
                generated = self.model.generate(
                    input_ids=ids.to(self.device),
                    attention_mask=mask.to(self.device),
                    max_new_tokens=new_tokens,
                    **kwargs,
                )
                decoded = self.tokenizer.batch_decode(generated, skip_special_tokens=True)
                for i, text in zip(batch, decoded, strict=True):
                    outputs[todo[i]] = " ".join(text.split()) if "\n" in text else text.strip()  # one line
                self.stats.batches += 1
                self.stats.source_tokens += sum(lengths[i] for i in batch)
                self.stats.padded_tokens += len(batch) * longest
                self.stats.generated_tokens += generated.numel()
        self.stats.sentences += len(texts)
        self.stats.seconds += time.perf_counter() - started
        return outputs

    def __call__(self, texts: Sequence[str]) -> list[str]:
        return self.translate(texts)


# --- chunked translation ------------------------------------------------------------------------


def translate_all(translator: Translator, texts: Sequence[str], *, chunk_size: int = 4096) -> list[str]:
    """Translate ``texts`` chunk by chunk (:func:`fairwrite.augment.sharding.map_chunked`), in memory.

    Batches are formed inside a chunk, so the output is the same as the command line's job, whatever
    its number of tasks (:mod:`fairwrite.augment.translate_job`).
    """

    def run(chunk: list[str], _index: int) -> list[str]:
        return translator.translate(chunk)

    return map_chunked(run, texts, chunk_size, progress=translator.progress, desc="translate")


# --- command line -------------------------------------------------------------------------------


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m fairwrite.augment.translate", description=__doc__.split("\n")[0])
    p.add_argument("--model", required=True, help="seq2seq model folder")
    p.add_argument("-i", "--input", default="-", help="one sentence per line ('-' = stdin)")
    p.add_argument("-o", "--output", default="-", help="output file ('-' = stdout, then --work-dir is needed)")
    p.add_argument("--work-dir", help="folder of the job's chunks and logs, kept for resuming (default: .OUTPUT.work)")
    p.add_argument("--executor", help="local (default), slurm, ray, or an executor YAML file (configs/corpus/)")
    p.add_argument("--tasks", type=int, default=0, help="tasks of the job (0 = one per chunk); keep it when resuming")
    p.add_argument("--workers", type=int, default=-1, help="tasks running at once (-1: one per GPU locally, else all)")
    p.add_argument("--no-wait", dest="wait", action="store_false", help="slurm: print the job ids and return")
    p.add_argument("--verbose", action="store_true", help="print the job's datatrove log on stderr")
    p.add_argument("--src-lang")
    p.add_argument("--tgt-lang")
    p.add_argument("--prefix")
    p.add_argument("--control-tag", help="prepended to every source, e.g. <f> or <m>")
    p.add_argument("--batch-tokens", type=int, default=4096)
    p.add_argument("--max-batch-size", type=int, default=128)
    p.add_argument("--num-beams", type=int, default=1)
    p.add_argument("--max-new-tokens", type=int)
    p.add_argument("--chunk-size", type=int, default=4096)
    p.add_argument("--dtype", default="auto", choices=["auto", "float32", "bfloat16", "float16"])
    p.add_argument("--device", help="every task's device (default: task r on cuda:(r %% GPUs), else the CPU)")
    return p


def main(argv: Iterable[str] | None = None) -> int:
    """Translate a file in the tasks of a datatrove job; see the module docstring."""
    args = _parser().parse_args(list(argv) if argv is not None else None)
    from fairwrite.augment.translate_job import model_stamp, run_translation_job
    from fairwrite.corpus.jobs import JobSettings

    model_stamp(args.model)  # a missing model folder: one line, before reading the input
    options = {
        "model": str(Path(args.model).resolve()),
        "src_lang": args.src_lang,
        "tgt_lang": args.tgt_lang,
        "prefix": args.prefix,
        "control_tag": args.control_tag,
        "batch_tokens": args.batch_tokens,
        "max_batch_size": args.max_batch_size,
        "num_beams": args.num_beams,
        "max_new_tokens": args.max_new_tokens,
        "dtype": args.dtype,
    }
    settings = JobSettings(
        executor=args.executor, tasks=args.tasks, workers=args.workers, work_dir=args.work_dir,
        verbose=args.verbose, wait=args.wait,
    )  # fmt: skip
    run_translation_job(
        functools.partial(Translator, **options),
        read_lines(args.input),
        args.output,
        {**options, "device": args.device},
        settings,
        chunk_size=args.chunk_size,
    )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except FairwriteError as err:
        print(f"fairwrite: error: {err}", file=sys.stderr)
        sys.exit(2)
