"""LM prompting for gender-fair singular forms (Amrhein et al. 2023 §4.2 and App. D).

Web text has far more gender-fair plurals (*Lehrer\\*innen*) than singulars (*ein\\*e Lehrer\\*in*). To
add singulars, a causal language model (GerPT2-large in the paper; any ``AutoModelForCausalLM`` here)
continues prompts made of a gender-fair determiner and a seed noun — *Ein\\*e Leiter\\*in* — taken from
the 2,014 seed nouns of ``lexicons/de_gender_fair_seed_nouns.json`` (masculine base forms; the
gender-fair noun comes from the German lexicon: *Arzt* → *Ärzt\\*in*).

The outputs are sentence-split, and — so the rewriter is not biased towards segments that start with
a prompt — a sentence is kept only when it has a gender-fair *singular* form and either does not start
with the prompt or has at least one other gender-fair form besides the prompt's (:func:`keep_segments`).
The kept segments are targets for round-trip augmentation like corpus sentences.

Sampling is seeded per chunk of prompts, so the output does not depend on how many tasks generate.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fairwrite.datadir import data_path
from fairwrite.de.detect import detect
from fairwrite.de.forms import render_noun
from fairwrite.de.lexicon import lexicon
from fairwrite.errors import FairwriteError
from fairwrite.generation import resolve_device, resolve_dtype
from fairwrite.text.segment import split_sentences

SEED_NOUNS = "lexicons/de_gender_fair_seed_nouns.json"

#: App. D's prompt: a gender-fair indefinite determiner and the gender-fair noun.
TEMPLATE = "Ein*e {noun}"


@dataclass(frozen=True)
class Prompt:
    """A prompt and the seed noun (masculine base form) it was made from."""

    text: str
    noun: str


@dataclass(frozen=True)
class PromptedSegment:
    """A kept sentence of a generation, with the prompt that produced it."""

    text: str
    prompt: str
    noun: str
    sample: int


def load_seed_nouns(path: str | os.PathLike[str] | None = None) -> list[str]:
    """The seed nouns, in file order (default: ``lexicons/de_gender_fair_seed_nouns.json`` of the shared data)."""
    file = Path(path) if path is not None else data_path(SEED_NOUNS)
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise FairwriteError(f"{file}: cannot read seed nouns ({err})") from None
    nouns = list(data) if isinstance(data, (dict, list)) else []
    if not nouns or not all(isinstance(n, str) for n in nouns):
        raise FairwriteError(f"{file}: expected a JSON object or list of nouns")
    return nouns


def gender_fair_noun(masculine: str, form: str = "star") -> str | None:
    """The gender-fair singular of a masculine person noun (*Arzt* → *Ärzt\\*in*); ``None`` when unknown."""
    noun = lexicon().person_noun(masculine)
    if noun is None or noun.kind == "adjectival" or not noun.fem.endswith("in"):
        return None
    return render_noun(noun.fem, len(noun.fem) - 2, form)


def make_prompts(
    nouns: Sequence[str], *, template: str = TEMPLATE, form: str = "star"
) -> list[Prompt]:
    """One prompt per seed noun the lexicon can put in gender-fair form (the others are skipped)."""
    prompts = []
    for noun in nouns:
        fair = gender_fair_noun(noun, form)
        if fair is not None:
            prompts.append(Prompt(template.format(noun=fair), noun))
    return prompts


def keep_segments(text: str, prompt: str, *, lang: str = "de") -> list[str]:
    """The sentences of a generation that App. D keeps (see the module docstring)."""
    kept = []
    for sentence in split_sentences(text, lang):
        matches = detect(sentence, participles=False)
        if not any(m.number == "sg" for m in matches):
            continue
        if sentence.startswith(prompt) and not any(m.start >= len(prompt) for m in matches):
            continue
        kept.append(sentence)
    return kept


class Generator:
    """Continue prompts with a causal LM: batched with left padding, sampled (seeded) or greedy."""

    def __init__(
        self,
        model: str | os.PathLike[str] | Any,
        *,
        tokenizer: Any = None,
        max_new_tokens: int = 100,
        do_sample: bool = True,
        top_k: int = 50,
        top_p: float = 0.95,
        temperature: float = 1.0,
        batch_size: int = 16,
        dtype: str = "auto",
        device: str | None = None,
    ) -> None:
        # heavy (torch): imported on first use
        from transformers import AutoModelForCausalLM, AutoTokenizer

        self.device = resolve_device(device)
        torch_dtype = resolve_dtype(dtype, self.device)
        if isinstance(model, (str, os.PathLike)):
            self.name = str(model)
            self.tokenizer = tokenizer or AutoTokenizer.from_pretrained(model)
            self.model = AutoModelForCausalLM.from_pretrained(model, dtype=torch_dtype)
        else:
            if tokenizer is None:
                raise FairwriteError("pass the tokenizer together with a loaded model")
            self.model, self.tokenizer = model.to(torch_dtype), tokenizer
            self.name = getattr(model, "name_or_path", "") or type(model).__name__
        self.model.to(self.device).eval()
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token_id is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.settings = {
            "max_new_tokens": max_new_tokens,
            "do_sample": do_sample,
            **({"top_k": top_k, "top_p": top_p, "temperature": temperature} if do_sample else {}),
        }
        self.batch_size = batch_size

    def fingerprint(self) -> dict[str, Any]:
        return {"model": self.name, "batch_size": self.batch_size, **self.settings}

    def generate(self, prompts: Sequence[str], *, seed: int = 0) -> list[str]:
        """Prompt and continuation, decoded together, for every prompt (sampling seeded by ``seed``)."""
        # heavy (torch): imported on first use
        import torch

        torch.manual_seed(seed)
        out: list[str] = []
        with torch.inference_mode():
            for start in range(0, len(prompts), self.batch_size):
                batch = list(prompts[start : start + self.batch_size])
                encoded = self.tokenizer(batch, return_tensors="pt", padding=True).to(self.device)
                generated = self.model.generate(
                    **encoded, pad_token_id=self.tokenizer.pad_token_id, **self.settings
                )
                # the whole sequence is decoded: a continuation decoded alone may lose its leading space
                out += self.tokenizer.batch_decode(generated, skip_special_tokens=True)
        return out


#: Prompts per seeded generation chunk: chunk *k* samples with seed ``seed + k``, so the sentences do not
#: depend on how the chunks are shared out.
CHUNK = 1024


def prompt_jobs(prompts: Sequence[Prompt], samples: int = 1) -> list[tuple[str, str, int]]:
    """``(prompt, seed noun, sample)`` of every generation: ``samples`` per prompt."""
    return [(p.text, p.noun, s) for p in prompts for s in range(samples)]


def generate_chunk(
    generator: Generator, jobs: Sequence[tuple[str, str, int]], *, seed: int, lang: str = "de"
) -> list[PromptedSegment]:
    """One chunk of :func:`prompt_jobs` generated with ``seed``, and the segments of :func:`keep_segments`."""
    texts = generator.generate([prompt for prompt, _, _ in jobs], seed=seed)
    return [
        PromptedSegment(sentence, prompt, noun, sample)
        for (prompt, noun, sample), text in zip(jobs, texts, strict=True)
        for sentence in keep_segments(text, prompt, lang=lang)
    ]


def prompt_segments(
    generator: Generator,
    prompts: Sequence[Prompt],
    *,
    samples: int = 1,
    seed: int = 0,
    lang: str = "de",
    chunk_size: int = CHUNK,
) -> list[PromptedSegment]:
    """Generate ``samples`` continuations per prompt and keep the segments of :func:`keep_segments`, in this
    process; chunk *k* samples with seed ``seed + k`` (a corpus build shares the chunks among its tasks:
    :class:`fairwrite.datasets.roundtrip.PromptTargets`)."""
    jobs = prompt_jobs(prompts, samples)
    kept = []
    for k, start in enumerate(range(0, len(jobs), chunk_size)):
        kept += generate_chunk(generator, jobs[start : start + chunk_size], seed=seed + k, lang=lang)
    return kept
