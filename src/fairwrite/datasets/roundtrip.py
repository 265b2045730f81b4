"""The round-trip corpora (``fairwrite build roundtrip``): gender-fair German sentences and round-trip pseudo-sources.

Amrhein et al. (2023) §4.2 and App. A, C, D, G, at corpus scale:

1. **Extraction** (a datatrove job, :mod:`fairwrite.corpus.steps`, resumable; local, Slurm or Ray
   executor): documents → sentences → label (``gender-fair`` with its App. F forms, ``generic``, or
   ``none`` = nothing to rewrite) → OpusFilter noise filters (App. A) → Parquet shards.
2. **Targets**: the gender-fair sentences, normalised to one form (gender star by default,
   :mod:`fairwrite.de.convert`) and deduplicated; optionally **LM-prompted** targets (App. D,
   :mod:`fairwrite.augment.prompting`).
3. **Round trips** (:mod:`fairwrite.augment.roundtrip`): German → pivot (English) → German with the
   original (biased) model — generic masculine pseudo-sources — and, for ``gender-control``, with the
   gender-control model and the ``<f>`` tag — generic feminine ones; **merged** into the original
   sentence (App. C) or kept as they are. Both legs run on every process of a ``torchrun`` launch and
   resume from their chunk files.
4. **Rows**: each target with its pseudo-sources and a copy of the original sentence as a gender-fair
   source; pairs pass the noise filters again (both sides), are deduplicated, split by a seeded hash of
   the target (all rows of one target in one split), and non-gendered copies are mixed in to make up
   30 % of each split.

Configurations, as the paper's Table 2 / App. A combinations:

================== =====================================================================
``merged``         corpus targets: masculine (merged) + gender-fair copies   (+ merged)
``unmerged``       corpus targets: masculine (raw round trip) + copies       (Round-trip Augmentation)
``gender-control`` ``merged`` + feminine sources from the ``<f>``-tagged model (+ gender control)
``lm-prompted``    ``merged`` + LM-prompted targets with their sources        (+ LM prompting)
================== =====================================================================

Every row records in ``meta`` the pivot text, the round-trip sentence, whether it was merged, the
model ids and (LM rows) the prompt. Run it as ``fairwrite build roundtrip --input … --output DIR
--forward-model … --backward-model …`` or ``python dataset_scripts/build_roundtrip.py``; under
``torchrun --nproc_per_node N`` the translations are shared among N processes.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from datasets import DatasetDict

from fairwrite.augment.mixing import SPLITS, assign_split, copy_segment, deduplicate, mix, row_id
from fairwrite.augment.prompting import Generator, load_seed_nouns, make_prompts, prompt_segments
from fairwrite.augment.roundtrip import round_trip_all, translators
from fairwrite.augment.sharding import process_state
from fairwrite.corpus.filters import SegmentFilter, dedup_key
from fairwrite.corpus.steps import read_segments
from fairwrite.datasets.corpus_job import CorpusJob, FinishedJob, filter_settings, run_corpus_job
from fairwrite.datasets.folder import DatasetCardSpec, build_record, write_dataset_folder
from fairwrite.de.convert import Converter
from fairwrite.de.detect import contains_gender_fair, detect
from fairwrite.de.forms import normalise_form
from fairwrite.errors import FairwriteError
from fairwrite.schema import Provenance, Segment, to_dataset

CONFIGS = ("merged", "unmerged", "gender-control", "lm-prompted")


@dataclass
class Config(CorpusJob):
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
    split: tuple[float, ...] = (0.9, 0.05, 0.05)  # train,validation,test fractions (summing to 1)
    seed: int = 0  # seed of the split and of every sampling step
    max_targets: int = 0  # seeded sample of at most this many corpus targets (0 = all)
    lm_nouns: int = 0  # seed nouns to prompt with, in file order (0 = all 2,014)
    lm_samples: int = 1  # generations per prompt
    lm_max_new_tokens: int = 100  # maximum new tokens per generation
    #: seed-noun file (default: lexicons/de_gender_fair_seed_nouns.json of the shared data)
    seed_nouns: str | None = None
    batch_tokens: int = 4096  # translation batch size in tokens
    max_batch_size: int = 128  # translation batch size in sentences, at most
    num_beams: int = 1  # beam size of the translation models
    dtype: str = "auto"  # model dtype: auto, float32, bfloat16 or float16
    chunk_size: int = 4096  # sentences per resumable translation chunk
    progress: bool = False  # show the translations' progress bars
    pretty_name: str = "fairwrite German round-trip corpora"  # dataset name on the card


@dataclass
class Stats:
    corpus: dict[str, int] = field(default_factory=dict)  # the corpus job's counters (documents, drops, …)
    sentences: int = 0
    labels: dict[str, int] = field(default_factory=dict)
    forms: dict[str, int] = field(default_factory=dict)
    targets: int = 0
    normalised: int = 0
    lm_prompts: int = 0
    lm_targets: int = 0
    merged: dict[str, int] = field(default_factory=dict)  # gender → merged round trips
    unchanged: int = 0  # pseudo-sources equal to their target (dropped; summed over configurations)
    still_gender_fair: int = 0  # pseudo-sources that kept a gender-fair form (dropped; ditto)
    rejected: dict[str, int] = field(default_factory=dict)  # pair filters, summed over configurations
    duplicates: int = 0
    rows: dict[str, dict[str, int]] = field(default_factory=dict)
    seconds: float = 0.0


@dataclass(frozen=True)
class _Target:
    original: str  # the sentence as found (gender-fair source of the copy row)
    text: str  # normalised target
    forms: tuple[str, ...]
    provenance: Provenance
    prompt: str = ""  # LM-prompted targets: the prompt


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


def _filter_settings(config: Config) -> Any:
    return filter_settings(config.filters, config.language_id)


def _targets(rows: Sequence[dict[str, Any]], config: Config, stats: Stats) -> list[_Target]:
    converter = Converter(config.form)
    seen: set[str] = set()
    targets = []
    for row in rows:
        if row["label"] != "gender-fair":
            continue
        text = converter(row["text"])
        stats.normalised += text != row["text"]
        if text in seen:
            continue
        seen.add(text)
        provenance = Provenance(row["corpus"], row["document"], row["index"], config.license)
        targets.append(_Target(row["text"], text, tuple(row["forms"]), provenance))
    if config.max_targets and len(targets) > config.max_targets:
        keep = sorted(random.Random(config.seed).sample(range(len(targets)), config.max_targets))
        targets = [targets[i] for i in keep]
    return targets


def _lm_targets(config: Config, work: Path, known: set[str], stats: Stats) -> list[_Target]:
    nouns = load_seed_nouns(config.seed_nouns)
    prompts = make_prompts(nouns[: config.lm_nouns] if config.lm_nouns else nouns, form=config.form)
    stats.lm_prompts = len(prompts)
    generator = Generator(config.lm_model, max_new_tokens=config.lm_max_new_tokens, dtype=config.dtype)
    kept = prompt_segments(
        generator, prompts, samples=config.lm_samples, seed=config.seed, lang=config.lang, work_dir=work / "lm"
    )
    settings = _filter_settings(config)
    noise = SegmentFilter(settings, languages=(config.lang,), sides=("text",)) if settings else None
    converter = Converter(config.form)
    targets = []
    for segment in kept:
        text = converter(segment.text)
        if text in known or (noise is not None and not noise.accepts((segment.text,))):
            continue
        known.add(text)
        forms = tuple(sorted({m.form for m in detect(segment.text, participles=False)}))
        provenance = Provenance(f"lm:{Path(config.lm_model).name}", segment.noun, segment.sample, "")
        targets.append(_Target(segment.text, text, forms, provenance, prompt=segment.prompt))
    stats.lm_targets = len(targets)
    return targets


def _rows(
    name: str,
    targets: Sequence[_Target],
    results: dict[str, list[Any]],
    info: dict[str, Any],
    config: Config,
    stats: Stats,
) -> list[Segment]:
    """Pseudo-source rows and copy rows of one configuration."""
    genders = ("masculine", "feminine") if name == "gender-control" else ("masculine",)
    rows: list[Segment] = []
    for i, target in enumerate(targets):
        if target.prompt and name != "lm-prompted":
            continue
        tags = tuple(f"form:{f}" for f in target.forms) + (("lm-prompted",) if target.prompt else ())
        base = Segment(
            source=target.text,
            target=target.text,
            lang=config.lang,
            source_label="gender-fair",
            target_label="gender-fair",
            form=config.form,
            method="lm-prompting" if target.prompt else "roundtrip",
            direction="backward",
            tags=tags,
            provenance=target.provenance,
            meta={"original": target.original, **({"prompt": target.prompt} if target.prompt else {})},
        )
        for gender in genders:
            result = results[gender][i]
            merged = result.merged and name != "unmerged"
            source = result.source if merged else result.roundtrip
            if source == target.text:
                stats.unchanged += 1
                continue
            if contains_gender_fair(source):
                stats.still_gender_fair += 1
                continue
            method = base.method
            if not target.prompt:
                method = "gender-control" if result.control_tag else "roundtrip-merged" if merged else "roundtrip"
            leg = info[gender]
            rows.append(
                replace(
                    base,
                    source=source,
                    source_label=gender,
                    method=method,
                    tags=(*tags, "merged" if merged else "not-merged", f"pivot:{config.pivot}"),
                    meta={**base.meta, **result.meta(merged=merged, **leg)},
                )
            )
        copy = copy_segment(base)
        rows.append(replace(copy, source=target.original, method="copy"))
    return rows


def build(inputs: Sequence[Path], output: Path, config: Config | None = None) -> Path:
    """Build the configurations into the Hub-ready folder ``output`` (written by the main process)."""
    config = config or Config()
    if config.lang != "de":
        raise FairwriteError("round-trip corpora need a merging algorithm and detector; only --lang de has them")
    config.form = normalise_form(config.form)
    names = configs_for(config)
    assign_split("", config.seed, config.split)  # validates the fractions before any work
    start = time.perf_counter()
    stats = Stats()
    output = Path(output)
    work = config.work_folder(output)

    job = run_corpus_job(inputs, output, config, lang=config.lang, filters=_filter_settings(config))
    rows = read_segments(job.folder)
    stats.corpus = job.counters
    stats.sentences = len(rows)
    stats.labels = dict(Counter(r["label"] for r in rows))
    stats.forms = dict(Counter(f for r in rows for f in r["forms"]))
    targets = _targets(rows, config, stats)
    stats.targets = len(targets)
    if not targets:
        raise FairwriteError(f"no gender-fair sentence among {len(rows)} sentences: nothing to round-trip")
    if "lm-prompted" in names:
        targets += _lm_targets(config, work, {t.text for t in targets}, stats)

    genders = ("masculine", "feminine") if "gender-control" in names else ("masculine",)
    forward, backward = translators(
        forward_model=config.forward_model,
        backward_model=config.backward_model,
        control_model=config.control_model,
        lang_code=config.lang_code,
        pivot_code=config.pivot_code,
        genders=genders,
        batch_tokens=config.batch_tokens,
        max_batch_size=config.max_batch_size,
        num_beams=config.num_beams,
        dtype=config.dtype,
        progress=config.progress,
    )
    results = round_trip_all(
        [t.text for t in targets],
        forward,
        backward,
        lang=config.lang,
        work_dir=work / "translations",
        chunk_size=config.chunk_size,
    )
    if not process_state().is_main_process:
        return output
    info = {
        g: {"pivot": config.pivot, "forward_model": forward.name, "backward_model": t.name}
        for g, t in backward.items()
    }
    stats.merged = {g: sum(r.merged for r in rs) for g, rs in results.items()}

    settings = _filter_settings(config)
    noise = SegmentFilter(settings, languages=(config.lang, config.lang)) if settings else None
    key = dedup_key(near=config.near_dedup)
    plain = [
        Segment(
            r["text"], r["text"], config.lang, "none", "none", method="copy", direction="parallel",
            provenance=Provenance(r["corpus"], r["document"], r["index"], config.license),
        )
        for r in rows
        if r["label"] == "none"
    ]
    plain_by_split = {s: [] for s in SPLITS}
    for segment in deduplicate(plain, key=key):
        plain_by_split[assign_split(segment.target, config.seed, config.split)].append(segment)

    datasets: dict[str, DatasetDict] = {}
    for name in names:
        made = _rows(name, targets, results, info, config, stats)
        if noise is not None:
            made = noise(made)
        unique = deduplicate(made, key=key)
        stats.duplicates += len(made) - len(unique)
        by_split = {s: [] for s in SPLITS}
        for segment in unique:
            by_split[assign_split(segment.target, config.seed, config.split)].append(segment)
        splits = {}
        for split, part in by_split.items():
            if not part:
                continue
            mixed = mix(part, plain_by_split[split], non_gendered_ratio=config.non_gendered_ratio, seed=config.seed)
            splits[split] = to_dataset(replace(r, id=row_id(r)) for r in mixed)
        stats.rows[name] = {s: len(d) for s, d in splits.items()}
        datasets[name] = DatasetDict(splits)
    if noise is not None:
        stats.rejected = dict(noise.rejected)
    stats.seconds = round(time.perf_counter() - start, 3)
    return write_dataset_folder(datasets, output, card_spec(config, names, stats, inputs, job))


def card_spec(config: Config, names: Sequence[str], stats: Stats, inputs: Sequence[Path], job: FinishedJob) -> Any:
    total = sum(n for rows in stats.rows.values() for n in rows.values())
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
        f"| `{n}` | {', '.join(f'{s}: {c:,}' for s, c in stats.rows.get(n, {}).items())} |" for n in names
    )
    return DatasetCardSpec(
        pretty_name=config.pretty_name,
        languages=[config.lang],
        license=config.license or "other",
        tags=["gender-fair-language", "gender-star", "round-trip-augmentation", "backward-augmentation", "fairwrite"],
        summary=(
            "Generic masculine / feminine → gender-fair German sentence pairs made by round-trip translation "
            f"(Amrhein et al. 2023): {total:,} rows in {len(names)} configurations from {stats.targets:,} "
            "gender-fair corpus sentences."
        ),
        how_made=how,
        provenance=(
            f"Sentences from {', '.join(str(p) for p in inputs)}"
            + (f" (licence: {config.license})" if config.license else "")
            + "; every row keeps corpus, document and sentence index. Round-trip models: "
            + ", ".join(
                f"{k}={v}" for k, v in (
                    ("forward", config.forward_model),
                    ("backward", config.backward_model),
                    ("control", config.control_model),
                    ("lm", config.lm_model),
                ) if v
            )
            + "."
        ),
        limitations=(
            "Pseudo-sources are machine translations: merged ones may carry case or agreement errors, "
            "unmerged ones also rephrase the sentence; about one in ten round trips keeps a feminine or "
            "other form. Targets are web text with its topics and biases."
        ),
        sections={
            "Configurations": "| config | rows |\n| --- | --- |\n" + configs_table,
            "Corpus job": job.card_section(),
        },
        citations=["amrhein2023", "hauser2023"],
        build=build_record("fairwrite.datasets.roundtrip", config, inputs, stats, configs=list(names), **job.record()),
    )
