"""The round-trip corpora (``fairwrite build roundtrip``): gender-fair German sentences and round-trip pseudo-sources.

Amrhein et al. (2023) §4.2 and App. A, C, D, G, at corpus scale, as a
:class:`~fairwrite.datasets.builder.CorpusSpec` (:data:`SPEC`) on the shared builder
(:mod:`fairwrite.datasets.builder`), every step a datatrove step on the build's executor (local, Slurm,
Ray) that resumes from its completion markers:

1. **LM-prompted targets** (App. D, :mod:`fairwrite.augment.prompting`; with ``--lm-model``): a first stage
   (:class:`PromptTargets`) continues prompts such as *Ein\\*e Leiter\\*in* with a causal LM and writes
   the kept sentences as JSONL documents, read after the corpus;
2. **Sentences**: documents → sentences → OpusFilter noise filters (App. A) → German label
   (``gender-fair`` with its App. F forms, ``generic``, or ``none`` = nothing to rewrite);
3. **Round trips** (:func:`pairer`, :mod:`fairwrite.augment.roundtrip`): each gender-fair sentence,
   normalised to one form (gender star by default, :mod:`fairwrite.de.convert`), goes German → pivot
   (English) → German with the original (biased) model — a generic masculine pseudo-source — and, for
   ``gender-control``, with the gender-control model and the ``<f>`` tag — a generic feminine one; the
   translation models are loaded once per task and translate in the corpus job's tasks;
4. **Rows** (:func:`rows`): per configuration, each target with its pseudo-sources (**merged** into the
   original sentence, App. C, or kept as they are) and a copy of the original sentence as a gender-fair
   source; pairs pass the noise filters again (both sides). Deduplication, the seeded sample of
   ``max_targets`` corpus targets, the split by a seeded hash of the target, the non-gendered copies
   (30 % of each configuration), ids and the card are the builder's.

Configurations, as the paper's Table 2 / App. A combinations:

================== =====================================================================
``merged``         corpus targets: masculine (merged) + gender-fair copies   (+ merged)
``unmerged``       corpus targets: masculine (raw round trip) + copies       (Round-trip Augmentation)
``gender-control`` ``merged`` + feminine sources from the ``<f>``-tagged model (+ gender control)
``lm-prompted``    ``merged`` + LM-prompted targets with their sources        (+ LM prompting)
================== =====================================================================

Every row records in ``meta`` the pivot text, the round-trip sentence, whether it was merged, the
model ids and (LM rows) the prompt. Run it as ``fairwrite build roundtrip --input … --output DIR
--forward-model … --backward-model …`` or ``python dataset_scripts/build_roundtrip.py``; ``--tasks`` and
``--executor`` share the translations among the job's tasks.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from datatrove.data import DocumentsPipeline
from datatrove.pipeline.base import PipelineStep

from fairwrite.augment.mixing import copy_segment
from fairwrite.augment.prompting import (
    CHUNK,
    Generator,
    generate_chunk,
    load_seed_nouns,
    make_prompts,
    prompt_jobs,
)
from fairwrite.corpus.filters import SegmentFilter
from fairwrite.datasets.builder import COPY, PAIR, SAMPLED, BuildConfig, BuildStats, CorpusSpec, Made
from fairwrite.datasets.corpus_job import filter_settings
from fairwrite.de.convert import Converter
from fairwrite.de.detect import contains_gender_fair
from fairwrite.de.forms import normalise_form
from fairwrite.de.label import label_sentence
from fairwrite.errors import FairwriteError
from fairwrite.schema import Provenance, Segment
from fairwrite.text.io import atomic_write_text

CONFIGS = ("merged", "unmerged", "gender-control", "lm-prompted")
#: File names of the LM-prompted documents (``<prefix><rank>.jsonl``): how a row knows it is one.
LM_FILES = "fairwrite-lm-prompted-"


@dataclass
class Config(BuildConfig):
    """Options of ``fairwrite build roundtrip`` (``--name value``, ``--no-flag``)."""

    #: German → pivot translation model (facebook/wmt19-de-en in the paper; a local folder)
    forward_model: str | None = None
    backward_model: str | None = None  # pivot → German model, the original (biased) checkpoint
    control_model: str | None = None  # pivot → German model fine-tuned on <f>/<m>-tagged data (App. G)
    lm_model: str | None = None  # causal LM for App. D prompting (GerPT2-large in the paper)
    configs: list[str] | None = None  # configs to build (default: every one the given models allow)
    lang: str = "de"  # language of the corpus
    pivot: str = "en"  # pivot language of the round trip
    lang_code: str | None = None  # corpus language code of multilingual models (NLLB: deu_Latn)
    pivot_code: str | None = None  # pivot language code of multilingual models (NLLB: eng_Latn)
    form: str = "star"  # target form: star, colon, gap, slash, binnen-i, interpunct, pair
    filters: str = "amrhein2023"  # noise-filter preset of fairwrite.augment.filters
    language_id: str = "langid"  # language identifier: langid, lingua, fasttext or none
    near_dedup: bool = False  # also drop pairs equal up to case, digits and punctuation
    non_gendered_ratio: float = 0.3  # share of non-gendered sentences mixed in as copies
    max_targets: int = 0  # seeded sample of at most this many corpus targets per configuration (0 = all)
    lm_nouns: int = 0  # seed nouns to prompt with, in file order (0 = all 2,014)
    lm_samples: int = 1  # generations per prompt
    lm_max_new_tokens: int = 100  # maximum new tokens per generation
    #: seed-noun file (default: lexicons/de_gender_fair_seed_nouns.json of the shared data)
    seed_nouns: str | None = None
    batch_tokens: int = 4096  # translation batch size in tokens
    max_batch_size: int = 128  # translation batch size in sentences, at most
    num_beams: int = 1  # beam size of the translation models
    dtype: str = "auto"  # model dtype: auto, float32, bfloat16 or float16
    pretty_name: str = "fairwrite German round-trip corpora"  # dataset name on the card

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.lang != "de":
            raise FairwriteError("round-trip corpora need a merging algorithm and detector; only --lang de has them")
        self.form = normalise_form(self.form)


@dataclass
class Stats(BuildStats):
    labels: dict[str, int] = field(default_factory=dict)
    forms: dict[str, int] = field(default_factory=dict)  # gender-fair sentences per form found in them
    targets: int = 0  # gender-fair sentences of the corpus (round-tripped)
    normalised: int = 0  # targets whose forms were converted to the target form
    lm_prompts: int = 0
    lm_targets: int = 0
    merged: dict[str, int] = field(default_factory=dict)  # gender → merged round trips
    unchanged: int = 0  # pseudo-sources equal to their target (dropped; summed over configurations)
    still_gender_fair: int = 0  # pseudo-sources that kept a gender-fair form (dropped; ditto)
    pair_rejected: dict[str, int] = field(default_factory=dict)  # pair filters, summed over configurations


def configs_for(config: Config) -> list[str]:
    """The configurations to build: as asked, else every one the given models allow."""
    if config.configs:
        unknown = set(config.configs) - set(CONFIGS)
        if unknown:
            raise FairwriteError(f"--configs takes {', '.join(CONFIGS)}, not {', '.join(sorted(unknown))}")
        wanted = [c for c in CONFIGS if c in config.configs]
    else:
        wanted = ["merged", "unmerged"]
        wanted += ["gender-control"] if config.control_model else []
        wanted += ["lm-prompted"] if config.lm_model else []
    if not config.forward_model:
        raise FairwriteError("--forward-model (German → pivot translation model folder) is required")
    if not (config.backward_model or config.control_model):
        raise FairwriteError("--backward-model (pivot → German) or --control-model is required")
    if "gender-control" in wanted and not config.control_model:
        raise FairwriteError("the gender-control configuration needs --control-model (App. G)")
    if "lm-prompted" in wanted and not config.lm_model:
        raise FairwriteError("the lm-prompted configuration needs --lm-model (a causal LM folder)")
    return wanted


def _genders(names: list[str]) -> tuple[str, ...]:
    return ("masculine", "feminine") if "gender-control" in names else ("masculine",)


# --- LM-prompted targets: a stage before the corpus is read ---------------------------------------------------


class PromptTargets(PipelineStep):
    """Task ``rank`` continues its chunks of the App. D prompts (chunks *rank, rank + N, …* of
    :data:`~fairwrite.augment.prompting.CHUNK` prompts, chunk *k* seeded ``seed + k``: the sentences do not depend on the number of
    tasks) and writes the sentences :func:`~fairwrite.augment.prompting.generate_chunk` keeps as JSONL
    documents (``id``: sample, seed noun and prompt), which the corpus job reads after the inputs."""

    name = "LM prompting"
    type = "🤖 - GENERATOR"

    def __init__(self, config: Config, folder: str | Path) -> None:
        super().__init__()
        self.config, self.folder = config, str(folder)

    def run(self, data: DocumentsPipeline = None, rank: int = 0, world_size: int = 1) -> DocumentsPipeline:
        config = self.config
        nouns = load_seed_nouns(config.seed_nouns)
        prompts = make_prompts(nouns[: config.lm_nouns] if config.lm_nouns else nouns, form=config.form)
        jobs = prompt_jobs(prompts, config.lm_samples)
        if rank == 0:
            self.stat_update("count: lm prompts", value=len(prompts))
        chunks = range(rank, -(-len(jobs) // CHUNK), world_size)
        generator = Generator(config.lm_model, max_new_tokens=config.lm_max_new_tokens, dtype=config.dtype) if chunks else None
        lines = []
        for k in chunks:
            with self.track_time():
                kept = generate_chunk(generator, jobs[k * CHUNK : (k + 1) * CHUNK], seed=config.seed + k, lang=config.lang)
            for segment in kept:
                record = {"text": segment.text, "id": "\t".join((str(segment.sample), segment.noun, segment.prompt))}
                lines.append(json.dumps(record, ensure_ascii=False) + "\n")
        Path(self.folder).mkdir(parents=True, exist_ok=True)
        atomic_write_text(Path(self.folder) / f"{LM_FILES}{rank:05d}.jsonl", "".join(lines))
        return
        yield


def sources(config: Config, folder: Path, tasks: int) -> tuple[list[tuple[str, list[PipelineStep], int]], list[str]]:
    """The LM-prompting stage and the files it writes (none without ``lm-prompted``)."""
    if "lm-prompted" not in configs_for(config):
        return [], []
    lm = folder / "lm"
    return [("prompts", [PromptTargets(config, lm)], tasks)], [str(lm / f"{LM_FILES}{r:05d}.jsonl") for r in range(tasks)]


def _prompted(sentence: Mapping[str, Any], config: Config) -> tuple[Provenance, str] | None:
    """An LM-prompted sentence's provenance (the model, the seed noun, the sample) and prompt, else ``None``."""
    where = sentence["provenance"]
    if not where.corpus.startswith(LM_FILES):
        return None
    sample, noun, prompt = where.document.split("\t", 2)
    return Provenance(f"lm:{Path(str(config.lm_model)).name}", noun, int(sample), ""), prompt


# --- round trips ------------------------------------------------------------------------------------------------


def pairer(config: Config) -> Callable[[list[str], list[str], list[str]], list[list[Segment]]]:
    """Each gender-fair sentence's round trips, one row per gender: the target (normalised to the form),
    the merged source (``source``), and in ``meta`` the pivot text, the raw round trip, whether it merged, the
    control tag and the models. Each distinct target of a batch is translated once; the models are loaded
    once per task."""
    # the round-trip engine (transformers, torch): loaded by the tasks that translate
    from fairwrite.augment.roundtrip import round_trip_all, translators

    converter = Converter(config.form)
    forward, backward = translators(
        forward_model=config.forward_model,
        backward_model=config.backward_model,
        control_model=config.control_model,
        lang_code=config.lang_code,
        pivot_code=config.pivot_code,
        genders=_genders(configs_for(config)),
        batch_tokens=config.batch_tokens,
        max_batch_size=config.max_batch_size,
        num_beams=config.num_beams,
        dtype=config.dtype,
    )
    legs = {g: {"pivot": config.pivot, "forward_model": forward.name, "backward_model": t.name} for g, t in backward.items()}

    def pairs(texts: list[str], labels: list[str], documents: list[str]) -> list[list[Segment]]:
        rows: list[list[Segment]] = [[] for _ in texts]
        fair = {k: converter(texts[k]) for k, label in enumerate(labels) if label == "gender-fair"}
        targets = list(dict.fromkeys(fair.values()))
        results = round_trip_all(targets, forward, backward, lang=config.lang) if targets else {}
        number = {target: n for n, target in enumerate(targets)}
        for k, target in fair.items():
            for gender, made in results.items():
                result = made[number[target]]
                rows[k].append(
                    Segment(
                        result.source, target, config.lang, gender, "gender-fair", form=config.form,
                        method="roundtrip", direction="backward", meta=result.meta(**legs[gender]),
                    )
                )  # fmt: skip
        return rows

    return pairs


# --- rows -------------------------------------------------------------------------------------------------------


@lru_cache(maxsize=2)
def _pair_filter(preset: str, language_id: str, lang: str) -> SegmentFilter | None:
    """The noise filters on both sides of a pair (``None``: no filter), built once per process."""
    settings = filter_settings(preset, language_id)
    return SegmentFilter(settings, languages=(lang, lang)) if settings is not None else None


def rows(
    config: Config, sentence: Mapping[str, Any], segments: list[Segment], count: Callable[[str, int], None]
) -> Iterator[Made]:
    """Per configuration, a gender-fair sentence's pseudo-source rows and its copy row (pairs that fail the
    noise filters dropped; corpus targets sampled with ``max_targets``); a sentence with nothing to rewrite a
    non-gendered copy candidate of each configuration."""
    names = configs_for(config)
    prompted = _prompted(sentence, config)
    label, text = sentence["label"], sentence["text"]
    if label == "gender-fair" and segments:
        noise = _pair_filter(config.filters, config.language_id, config.lang)
        yield from _target_rows(config, names, sentence, segments, prompted, noise, count)
    elif label == "none" and prompted is None:
        copy = Segment(
            text, text, config.lang, "none", "none", method="copy", direction="parallel",
            provenance=sentence["provenance"],
        )  # fmt: skip
        for name in names:
            yield Made(name, COPY, copy)


def _target_rows(
    config: Config,
    names: list[str],
    sentence: Mapping[str, Any],
    segments: list[Segment],
    prompted: tuple[Provenance, str] | None,
    noise: SegmentFilter | None,
    count: Callable[[str, int], None],
) -> Iterator[Made]:
    original, target = sentence["text"], segments[0].target
    if prompted is None:
        count("targets", 1)
        count("normalised", int(target != original))
        for form in sentence["forms"]:
            count(f"form {form}", 1)
    else:
        count("lm targets", 1)
    for segment in segments:
        count(f"merged {segment.source_label}", int(segment.meta["merged"]))
    forms = sorted(sentence["forms"])
    tags = tuple(f"form:{f}" for f in forms) + (("lm-prompted",) if prompted else ())
    base = Segment(
        target, target, config.lang, "gender-fair", "gender-fair", form=config.form,
        method="lm-prompting" if prompted else "roundtrip", direction="backward", tags=tags,
        provenance=prompted[0] if prompted else sentence["provenance"],
        meta={"original": original, **({"prompt": prompted[1]} if prompted else {})},
    )  # fmt: skip
    role = SAMPLED if config.max_targets and not prompted else PAIR

    def kept(row: Segment) -> bool:
        why = noise.reason((row.source, row.target)) if noise is not None else None
        if why is not None:
            count(f"pair rejected {why}", 1)
        return why is None

    for name in names:
        if prompted and name != "lm-prompted":
            continue
        genders = ("masculine", "feminine") if name == "gender-control" else ("masculine",)
        for segment in (s for s in segments if s.source_label in genders):
            merged = bool(segment.meta["merged"]) and name != "unmerged"
            source = segment.source if merged else segment.meta["roundtrip"]
            if source == target:
                count("unchanged", 1)
                continue
            if contains_gender_fair(source):
                count("still gender-fair", 1)
                continue
            method = base.method
            if not prompted:
                method = "gender-control" if segment.meta["control_tag"] else "roundtrip-merged" if merged else "roundtrip"
            row = replace(
                base, source=source, source_label=segment.source_label, method=method,
                tags=(*tags, "merged" if merged else "not-merged", f"pivot:{config.pivot}"),
                meta={**base.meta, **segment.meta, "merged": merged},
            )  # fmt: skip
            if kept(row):
                yield Made(name, role, row)
        copy = replace(copy_segment(base), source=original, method="copy")
        if kept(copy):
            yield Made(name, role, copy)


# --- card -------------------------------------------------------------------------------------------------------


def stats(config: Config, counters: Mapping[str, int]) -> Stats:
    """The card's statistics from the build's counters."""
    made = Stats()

    def prefixed(prefix: str) -> dict[str, int]:
        return {k.removeprefix(prefix): v for k, v in sorted(counters.items()) if k.startswith(prefix)}

    made.labels = prefixed("label_")
    made.forms = prefixed("count: form ")
    made.targets = counters.get("count: targets", 0)
    made.normalised = counters.get("count: normalised", 0)
    made.lm_prompts = counters.get("count: lm prompts", 0)
    made.lm_targets = counters.get("count: lm targets", 0)
    made.merged = prefixed("count: merged ")
    made.unchanged = counters.get("count: unchanged", 0)
    made.still_gender_fair = counters.get("count: still gender-fair", 0)
    made.pair_rejected = prefixed("count: pair rejected ")
    return made


def summary(config: Config, stats: Stats) -> str:
    """The card's summary line."""
    total = sum(n for rows in stats.rows.values() for n in rows.values())
    return (
        "Generic masculine / feminine → gender-fair German sentence pairs made by round-trip translation "
        f"(Amrhein et al. 2023): {total:,} rows in {len(stats.rows)} configurations from {stats.targets:,} "
        "gender-fair corpus sentences."
    )


def sections(config: Config, stats: Stats) -> Mapping[str, str]:
    """The card's own sections."""
    how = (
        "German sentences are labelled with the gender-fair forms they contain (App. F patterns: star, "
        "colon, gap, slash, Binnen-I, media point, pair forms) and pass OpusFilter's noise filters "
        f"(`{config.filters}`: length, long words, alphabet ratio, language id). Gender-fair sentences are "
        f"targets, normalised to the **{config.form}** form. Each target is translated into "
        f"{config.pivot!r} and back; the generic (mostly masculine) words of the round trip are merged "
        "into the original sentence (difflib, cutoff 0.6, App. C) — or, where some gender-fair word finds "
        "no counterpart, the round-trip sentence is the source. The `gender-control` configuration adds "
        "sources from a translation model fine-tuned with `<f>`/`<m>` tags (App. G), asked for feminine "
        "forms; `lm-prompted` adds targets a language model wrote from prompts such as *Ein\\*e "
        "Leiter\\*in* (App. D: sentence-split, keeping singular-form sentences that do not start with the "
        "prompt or contain another gender-fair form). Copies of the original sentences are gender-fair "
        "sources; pairs are filtered again and deduplicated; sentences with nothing to rewrite are "
        f"mixed in as copies ({config.non_gendered_ratio:.0%} of each split). The split is by a seeded "
        "hash of the target."
    )
    configs_table = "\n".join(
        f"| `{n}` | {', '.join(f'{s}: {c:,}' for s, c in stats.rows.get(n, {}).items())} |" for n in configs_for(config)
    )
    models = ", ".join(
        f"{k}={v}" for k, v in (
            ("forward", config.forward_model), ("backward", config.backward_model),
            ("control", config.control_model), ("lm", config.lm_model),
        ) if v
    )  # fmt: skip
    return {
        "How the data was made": how,
        "Configurations": "| config | rows |\n| --- | --- |\n" + configs_table,
        "Round-trip models": f"{models}.",
        "Limitations and biases": (
            "Pseudo-sources are machine translations: merged ones may carry case or agreement errors, "
            "unmerged ones also rephrase the sentence; about one in ten round trips keeps a feminine or "
            "other form. Targets are web text with its topics and biases."
        ),
    }


SPEC = CorpusSpec(
    name="roundtrip",
    lang="de",
    labeller=lambda config: label_sentence,
    # this module's parts: the pairs, the rows, the configurations, the card
    pairer=pairer, rows=rows, configs=configs_for, stats=stats, summary=summary, sections=sections,
    tags=("gender-fair-language", "gender-star", "round-trip-augmentation", "backward-augmentation", "fairwrite"),
    citations=("amrhein2023", "hauser2023"),
    nothing="no gender-fair sentence among {sentences} sentences of {documents} documents: nothing to round-trip",
    filters=lambda config: filter_settings(config.filters, config.language_id),
    ratio=lambda config: config.non_gendered_ratio,
    max_targets=lambda config: config.max_targets,
    near_duplicates=lambda config: config.near_dedup,
    sources=sources,
)

#: ``fairwrite build roundtrip``: the shared builder on :data:`SPEC`
build = SPEC.build
