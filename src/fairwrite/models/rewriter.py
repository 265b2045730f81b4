"""Batch rewriting with a trained seq2seq model folder (``fairwrite rewrite --system MODEL_DIR``).

:class:`ModelRewriter` streams any iterable of segments and yields one output per input, in order.
It reads the input in chunks, sorts each chunk by length, cuts it into batches capped by padded tokens
(so short segments travel in large batches and long ones in small batches), generates under
``torch.inference_mode`` and restores the input order. On a GPU it runs in bf16 (fp16 where bf16 is not
supported) unless told otherwise; on CPU in float32. Empty lines come back empty without touching the
model. Models trained with control tags get their tag prepended (``form=``, ``gender=``, ``tags=``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from itertools import islice
from pathlib import Path
from typing import Any

import torch
import yaml
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

from fairwrite.errors import FairwriteError
from fairwrite.generation import plan_batches, resolve_device, resolve_dtype
from fairwrite.models import edit_tagger
from fairwrite.models.tags import GENDER_TAGS, METADATA_FILE, form_tag, with_tags


class ModelRewriter:
    """A :class:`fairwrite.registry.Rewriter` over a seq2seq model and its tokenizer."""

    def __init__(
        self,
        model: Any,
        tokenizer: Any,
        *,
        tags: Sequence[str] = (),
        batch_tokens: int = 4096,
        max_batch_size: int = 256,
        chunk_size: int = 4096,
        max_source_length: int | None = None,
        num_beams: int | None = None,
        max_new_tokens: int | None = None,
        length_ratio: float | None = 2.0,
    ) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.tags = list(tags)
        self.batch_tokens = batch_tokens
        self.max_batch_size = max_batch_size
        self.chunk_size = chunk_size
        self.max_source_length = max_source_length or min(getattr(tokenizer, "model_max_length", 512), 4096)
        self.num_beams = num_beams
        self.max_new_tokens = max_new_tokens
        self.length_ratio = length_ratio

    @property
    def device(self) -> Any:
        return next(self.model.parameters()).device

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """One rewrite per input segment, in input order (streamed chunk by chunk)."""
        iterator = iter(texts)
        while chunk := list(islice(iterator, self.chunk_size)):
            yield from self.rewrite_chunk([with_tags(t, self.tags) if t.strip() else t for t in chunk])

    def __call__(self, texts: Iterable[str]) -> list[str]:
        return list(self.rewrite(texts))

    def batches(self, lengths: Sequence[int]) -> list[list[int]]:
        """Indices grouped into batches of similar length, each ``count × longest ≤ batch_tokens``."""
        return plan_batches(lengths, self.batch_tokens, self.max_batch_size)

    def rewrite_chunk(self, texts: Sequence[str]) -> list[str]:
        """Rewrite already-tagged texts (a chunk held in memory); empty texts stay empty."""
        outputs = [t if not t.strip() else "" for t in texts]
        todo = [i for i, t in enumerate(texts) if t.strip()]
        if not todo:
            return outputs
        encoded = self.tokenizer(
            [texts[i] for i in todo], truncation=True, max_length=self.max_source_length
        )["input_ids"]
        pad = self.tokenizer.pad_token_id
        was_training = self.model.training
        self.model.eval()
        try:
            with torch.inference_mode():
                for batch in self.batches([len(ids) for ids in encoded]):
                    width = max(len(encoded[i]) for i in batch)
                    input_ids = torch.full((len(batch), width), pad, dtype=torch.long)
                    attention = torch.zeros((len(batch), width), dtype=torch.long)
                    for row, i in enumerate(batch):
                        input_ids[row, : len(encoded[i])] = torch.tensor(encoded[i])
                        attention[row, : len(encoded[i])] = 1
                    kwargs: dict[str, Any] = {}
                    if self.num_beams is not None:
                        kwargs["num_beams"] = self.num_beams
                    if self.max_new_tokens is not None:
                        kwargs["max_new_tokens"] = self.max_new_tokens
                    elif self.length_ratio:
                        kwargs["max_new_tokens"] = int(self.length_ratio * width) + 10
                    generated = self.model.generate(
                        input_ids=input_ids.to(self.device),
                        attention_mask=attention.to(self.device),
                        **kwargs,
                    )
                    decoded = self.tokenizer.batch_decode(
                        generated, skip_special_tokens=True, clean_up_tokenization_spaces=False
                    )
                    for row, i in enumerate(batch):
                        outputs[todo[i]] = one_line(decoded[row])
        finally:
            self.model.train(was_training)
        return outputs


def one_line(text: str) -> str:
    """An output fit for a line-aligned file: no line breaks, no outer whitespace."""
    return " ".join(text.splitlines()).strip()


def read_metadata(model_dir: str | Path) -> dict[str, Any]:
    path = Path(model_dir) / METADATA_FILE
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def select_tags(
    metadata: dict[str, Any],
    *,
    form: str | None = None,
    gender: str | None = None,
    tags: Sequence[str] = (),
) -> list[str]:
    """The tags to prepend for a model trained with ``metadata["control_tags"]``."""
    info = metadata.get("control_tags") or {}
    kinds = info.get("kinds") or []
    known = set(info.get("tokens") or [])
    defaults = info.get("defaults") or {}
    chosen: list[str] = []
    for kind in kinds:
        if kind == "gender":
            if gender is not None and gender not in GENDER_TAGS:
                raise FairwriteError(f"gender must be feminine or masculine, not {gender!r}")
            tag = GENDER_TAGS[gender] if gender else defaults.get("gender")
        elif kind == "form":
            tag = form_tag(form) if form else defaults.get("form")
        else:
            chosen.extend(tags)
            continue
        if tag is None:
            continue
        if tag not in known:
            options = ", ".join(sorted(t for t in known)) or "none"
            raise FairwriteError(f"this model was not trained with the tag {tag}; its tags: {options}")
        chosen.append(tag)
    if "form" not in kinds and form and metadata.get("form") and form != metadata["form"]:
        # a model without form tags writes one form: asking for another is a mistake
        raise FairwriteError(f"this model writes the form {metadata['form']!r}, not {form!r}")
    unknown = [t for t in tags if t not in known]
    if unknown:
        raise FairwriteError(f"unknown control tags {unknown}; the model knows {sorted(known) or 'none'}")
    return chosen


def length_limits(model_dir: Path) -> dict[str, int]:
    """Source and generation lengths a model folder can handle: what it was trained with
    (``training_config.yaml``), never past its learned position embeddings (``config.json``)."""
    limits: dict[str, int] = {}
    try:
        config = json.loads((model_dir / "config.json").read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        config = {}
    positions = config.get("max_position_embeddings")
    if isinstance(positions, int) and positions > 4:
        limits = {"max_source_length": positions - 2, "max_new_tokens": positions - 2}
    try:
        training = yaml.safe_load((model_dir / "training_config.yaml").read_text(encoding="utf-8")) or {}
    except (OSError, yaml.YAMLError):
        training = {}
    trained = {
        "max_source_length": (training.get("data") or {}).get("max_source_length"),
        "max_new_tokens": (training.get("eval") or {}).get("max_new_tokens")
        or (training.get("data") or {}).get("max_target_length"),
    }
    for key, value in trained.items():
        if isinstance(value, int) and value > 0:
            limits[key] = min(value, limits.get(key, value))
    return limits


def load_model_rewriter(
    model_dir: str | Path,
    lang: str | None = None,
    form: str | None = None,
    direction: str | None = None,
    *,
    gender: str | None = None,
    tags: Sequence[str] = (),
    device: str | None = None,
    dtype: str | None = "auto",
    **options: Any,
) -> ModelRewriter:
    """A :class:`ModelRewriter` for the model folder ``model_dir`` (safetensors + tokenizer).

    ``lang``/``direction`` are checked against what the model records (``fairwrite.json``); ``form``,
    ``gender`` and ``tags`` choose the control tags of a tagged model. ``options`` go to
    :class:`ModelRewriter` (``batch_tokens``, ``num_beams``, ``max_new_tokens``, …).
    """
    folder = Path(model_dir)
    if not (folder / "config.json").is_file() and not (folder / "adapter_config.json").is_file():
        raise FairwriteError(f"{folder} is not a model folder (no config.json)")
    metadata = read_metadata(folder)
    for name, wanted in (("lang", lang), ("direction", direction)):
        recorded = metadata.get(name)
        if wanted and recorded and wanted != recorded:
            raise FairwriteError(f"the model in {folder} is for {name} {recorded!r}, not {wanted!r}")
    chosen = select_tags(metadata, form=form, gender=gender, tags=tags)
    target = resolve_device(device)
    torch_dtype = resolve_dtype(dtype, target)
    edit_tagger.register()  # AutoModelForSeq2SeqLM also loads fairwrite-edit-tagger folders
    try:
        tokenizer = AutoTokenizer.from_pretrained(str(folder))
        model = AutoModelForSeq2SeqLM.from_pretrained(str(folder), dtype=torch_dtype)
    except (OSError, ValueError, KeyError, TypeError) as err:  # a broken config.json, missing weights, …
        first = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
        raise FairwriteError(f"{folder} cannot be loaded as a model: {first}") from None
    model.to(target).eval()
    # Inputs longer than the learned positions crash generation ("index out of range"): cap lengths at
    # what the model was trained with unless the caller says otherwise. An edit tagger reads bytes and
    # writes its input back with edits: it takes any length, and truncating would drop text.
    limits = {"max_source_length": 1 << 30} if getattr(model, "rewrites_bytes", False) else length_limits(folder)
    options = {**limits, **options}
    return ModelRewriter(model, tokenizer, tags=chosen, **options)
