"""Leaderboard submissions (``fairwrite benchmark``) and the ranked leaderboard (``fairwrite leaderboard``).

A **submission** is one JSON file per system and language, format ``fairwrite-submission/1``::

    {
      "format": "fairwrite-submission/1",
      "system": "rules",                        # display name (a model folder's name, or "rules")
      "system_type": "rules",                   # rules | model | published | baseline
      "version": "fairwrite 0.1.0",             # fairwrite version, or model name + weights hash
      "lang": "en",
      "created": "2026-11-22T04:00:00+00:00",
      "benchmark_dataset": "fairwrite/gender-fair-rewriting-benchmarks",
      "settings": {"primary_metric": "tokenised_wer", "tokenisation": "moses-en",
                   "bootstrap_samples": 1000, "seed": 12345},
      "benchmarks": {
        "en-opensubtitles": {
          "benchmark": "opensubtitles", "config": "en-opensubtitles", "split": "test", "segments": 500,
          "data": "sha256:4f0c…",               # the scored sources and references (:func:`data_hash`)
          "metrics": {"tokenised_wer": 0.24, "bleu": 99.4,    # WER in percent
                      "over_edit": 0.0},   # % of the segments the reference keeps that were changed
          "counts": {"edits": 31, "reference_words": 12883},
          "significance": {                      # paired bootstrap against the unrewritten source
            "against": "source", "metric": "tokenised_wer", "baseline": 14.03,
            "p_value": 0.0,                      # share of resamples where the system is NOT better
            "ci_low": 0.15, "ci_high": 0.33, "baseline_ci_low": 13.2, "baseline_ci_high": 14.9,
            "samples": 1000, "seed": 12345},
          "lower_is_better": true}}}

A run limited to the first N segments of each benchmark (``--limit N``) records ``"limit": N`` in its
settings; :func:`rank` never ranks it beside full-set entries: every board holds one language *and* one
limit, and within a board an entry scored on other data (another ``data`` hash) is listed, unranked, with
the reason. Nothing is dropped: a later submission of the same system and limit replaces an earlier one
and the board says so.

Tokenised WER (percent, Moses ``lang="en"`` tokenisation as in the papers) is the primary metric: systems
are ranked per language by their mean WER over the language's benchmarks; BLEU (sacrebleu, as INCLURE
reports) is given alongside, and the over-edit measure (:mod:`fairwrite.metrics.over_edit`, only for
benchmarks where some reference keeps its source unchanged). The leaderboard adds the published English systems whose outputs lie in
``<data>/benchmarks/en/systems`` and the source baseline (no rewriting).
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import json
import os
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Annotated, Any, Literal

from huggingface_hub import ModelCard
from pydantic import BaseModel, ConfigDict, Field, ValidationError

import fairwrite
from fairwrite.datadir import data_dir as find_data_dir
from fairwrite.datasets.benchmarks import PRIMARY_METRIC, REPO_ID
from fairwrite.datasets.suite import (
    PUBLISHED_NAMES,
    SOURCE_BASELINE,
    TASKS,
    BenchmarkTask,
    load_benchmark,
    load_pairs,
    tasks_for,
)
from fairwrite.errors import FairwriteError
from fairwrite.hub.templates import render
from fairwrite.languages import language_names
from fairwrite.metrics import bleu, over_edit, paired_bootstrap, segment_counts
from fairwrite.registry import check_model_referents, get_rewriter
from fairwrite.text.folders import claim_output_folder, output_folder
from fairwrite.text.io import atomic_write_text, write_lines
from fairwrite.text.progress import make_progress, track
from fairwrite.text.tokenize import tokenized

FORMAT = "fairwrite-submission/1"
SIGNIFICANCE_LEVEL = 0.05
DEFAULT_SAMPLES = 1000
DEFAULT_SEED = 12345



def data_hash(sources: Sequence[str], references: Sequence[str]) -> str:
    """``sha256:`` + 16 hex digits over the scored segments: entries with the same hash were scored on the
    same data (the same segments, in the same order), whatever the limit or file they came from."""
    digest = hashlib.sha256()
    for source, reference in zip(sources, references, strict=True):
        digest.update(source.encode("utf-8") + b"\0" + reference.encode("utf-8") + b"\n")
    return f"sha256:{digest.hexdigest()[:16]}"


def score_outputs(
    task: BenchmarkTask,
    sources: Sequence[str],
    references: Sequence[str],
    predictions: Sequence[str],
    *,
    samples: int = DEFAULT_SAMPLES,
    seed: int = DEFAULT_SEED,
    baseline_counts: Any = None,
    tokenized_references: Sequence[str] | None = None,
) -> dict[str, Any]:
    """One benchmark entry of a submission: metrics, counts and significance against the source.

    ``tokenized_references`` (the references Moses-tokenised once) saves re-tokenising them when many
    systems are scored on the same benchmark; the scores are identical.
    """
    if len(predictions) != len(references):
        raise FairwriteError(
            f"{task.task_id}: {len(predictions)} outputs for {len(references)} segments; output must be line-aligned"
        )
    if tokenized_references is not None:
        counts = segment_counts(tokenized_references, [tokenized(p) for p in predictions], tokenize=False)
    else:
        counts = segment_counts(references, predictions)
    base = baseline_counts if baseline_counts is not None else segment_counts(references, sources)
    entry: dict[str, Any] = {
        "benchmark": task.name,
        "config": task.task_id,
        "split": task.split,
        "segments": len(references),
        "data": data_hash(sources, references),
        "metrics": {
            "tokenised_wer": 100.0 * counts.wer(),
            "bleu": float(bleu(references, predictions)["bleu"]),
        },
        "counts": {"edits": int(counts.edits.sum()), "reference_words": int(counts.ref_words.sum())},
        "lower_is_better": True,
    }
    kept = over_edit(sources, references, predictions)
    if kept["segments"] is not None:  # only where some reference keeps its source (none do in en's sets)
        entry["metrics"]["over_edit"] = 100.0 * kept["segments"]
    if samples > 0:
        boot = paired_bootstrap(counts, base, samples=samples, seed=seed)
        entry["significance"] = {
            "against": "source",
            "metric": "tokenised_wer",
            "baseline": boot.b.score,
            "p_value": boot.p_value,
            "ci_low": boot.a.ci_low,
            "ci_high": boot.a.ci_high,
            "baseline_ci_low": boot.b.ci_low,
            "baseline_ci_high": boot.b.ci_high,
            "samples": samples,
            "seed": seed,
        }
    return entry


@dataclass(frozen=True)
class CustomTask(BenchmarkTask):
    """A benchmark outside the suite: two line-aligned files given on the command line."""

    source: str | None = None
    reference: str | None = None


def custom_task(
    lang: str, name: str, source: str | os.PathLike[str], reference: str | os.PathLike[str]
) -> CustomTask:
    slug = "".join(c if c.isalnum() else "-" for c in name.lower()).strip("-") or "custom"
    return CustomTask(
        name=name,
        task_id=f"{lang}-{slug}",
        lang=lang,
        pretty_name=f"{name} ({lang}, custom)",
        description=f"{source} → {reference}",
        license="",
        source=str(source),
        reference=str(reference),
        referents="generic",  # the user's own references: the library's default unless --referents says
    )


def _limited(bench: Any, limit: int | None) -> Any:
    """The first ``limit`` segments of a benchmark (and of its published outputs)."""
    if limit is None or limit >= len(bench.dataset):
        return bench
    return replace(
        bench,
        dataset=bench.dataset.select(range(limit)),
        systems={name: outputs[:limit] for name, outputs in bench.systems.items()},
    )


def _submission(
    system: str,
    system_type: str,
    version: str,
    lang: str,
    benchmarks: dict,
    samples: int,
    seed: int,
    limit: int | None = None,
) -> dict[str, Any]:
    settings: dict[str, Any] = {
        "primary_metric": PRIMARY_METRIC,
        "tokenisation": "moses-en",
        "bootstrap_samples": samples,
        "seed": seed,
    }
    if limit is not None:
        settings["limit"] = limit
    return {
        "format": FORMAT,
        "system": system,
        "system_type": system_type,
        "version": version,
        "lang": lang,
        "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "benchmark_dataset": REPO_ID,
        "settings": settings,
        "benchmarks": benchmarks,
    }


def _model_identity(model_dir: Path) -> tuple[str, str]:
    """Display name and version (weights hash) of a model folder."""
    digest = hashlib.sha256()
    weights = sorted(model_dir.glob("*.safetensors")) or sorted(model_dir.glob("*.bin"))
    for path in weights:
        with path.open("rb") as stream:
            for block in iter(lambda: stream.read(1 << 20), b""):
                digest.update(block)
    name = model_dir.resolve().name
    readme = model_dir / "README.md"
    if readme.is_file():
        with contextlib.suppress(Exception):  # a foreign or broken card: keep the folder name
            name = ModelCard.load(readme).data.model_name or name
    return name, f"{name}@{digest.hexdigest()[:12]}" if weights else name


def run_benchmark(
    system: str,
    lang: str,
    *,
    data_dir: str | os.PathLike[str] | None = None,
    samples: int = DEFAULT_SAMPLES,
    seed: int = DEFAULT_SEED,
    outputs_dir: str | os.PathLike[str] | None = None,
    name: str | None = None,
    progress: bool = True,
    limit: int | None = None,
    pairs: Sequence[tuple[str, str | os.PathLike[str], str | os.PathLike[str]]] = (),
    referents: str | None = None,
    **rewriter_options: Any,
) -> dict[str, Any]:
    """Rewrite every benchmark of ``lang`` with ``system`` (``rules`` or a model folder) and score it.

    ``referents``: which person references the rules rewrite; by default each benchmark's convention
    (``all`` for the suite, ``generic`` for a custom one). A model does what it was trained on. The mode
    is recorded in each benchmark entry (``"referents"``; for a model, the one its folder records).

    With ``outputs_dir``, the system outputs are kept as ``<task_id>.txt`` (one segment per line).
    ``limit`` scores only the first N segments of each benchmark (quick runs; recorded in the settings when
    it left out segments of some benchmark: a limit above every set's size scored the full sets).
    ``pairs`` adds custom benchmarks ``(name, source file, reference file)`` — e.g. a team-written dev
    set for a language the suite does not cover yet; they are marked ``"custom": true``.
    """
    tasks = tasks_for(lang)
    custom = [custom_task(lang, name_, source, reference) for name_, source, reference in pairs]
    if not tasks and not custom:
        langs = sorted({t.lang for t in TASKS})
        raise FairwriteError(
            f"the benchmark suite has no {lang!r} benchmark yet (languages: {', '.join(langs)}); "
            "score your own line-aligned files with --source SRC --reference REF"
        )
    if system == "rules":
        system_type, display, version = "rules", "rules", f"fairwrite {fairwrite.__version__}"
    else:
        model_dir = Path(system)
        if not model_dir.is_dir():
            raise FairwriteError(f"--system must be 'rules' or a model folder; {system} is neither")
        system_type = "model"
        display, version = _model_identity(model_dir)
    display = name or display
    results: dict[str, Any] = {}
    rewriters: dict[tuple[str | None, str | None], Any] = {}
    # a model does what it was trained on: an explicit --referents is only checked against its folder
    recorded = check_model_referents(Path(system), referents) if system != "rules" else None
    cut = False  # whether --limit left out segments of some benchmark
    with make_progress() as bars:
        for t in [*tasks, *custom]:
            if isinstance(t, CustomTask):
                full = load_pairs(t.source, t.reference, lang=lang, name=t.name)
            else:
                full = load_benchmark(t.name, data_dir)
            bench = _limited(full, limit)
            cut = cut or len(bench.dataset) < len(full.dataset)
            mode = (referents or t.referents) if system == "rules" else None
            key = (t.direction, mode)
            if key not in rewriters:
                rewriters[key] = get_rewriter(lang, system, direction=t.direction, referents=mode, **rewriter_options)
            sources = bench.sources
            outputs = list(
                track(
                    rewriters[key].rewrite(iter(sources)),
                    total=len(sources),
                    description=f"{display} · {t.task_id}",
                    enabled=progress,
                    progress=bars,
                )
            )
            if outputs_dir is not None:
                write_lines(Path(outputs_dir) / f"{t.task_id}.txt", outputs)
            results[t.task_id] = score_outputs(
                t, sources, bench.references, outputs, samples=samples, seed=seed
            )
            if (done_as := mode or recorded) is not None:
                results[t.task_id]["referents"] = done_as
            if isinstance(t, CustomTask):
                results[t.task_id].update(
                    custom=True,
                    pretty_name=t.pretty_name,
                    files={"source": t.source, "reference": t.reference},
                )
    # a limit that cut no benchmark (IFC has 54 segments) scored the full sets: said as such
    return _submission(display, system_type, version, lang, results, samples, seed, limit if cut else None)


def published_submissions(
    data_dir: str | os.PathLike[str] | None = None,
    languages: Sequence[str] = ("en", "fr"),
    *,
    samples: int = DEFAULT_SAMPLES,
    seed: int = DEFAULT_SEED,
    limit: int | None = None,
) -> list[dict[str, Any]]:
    """Submissions of the source baseline and of every published system with outputs in the shared data.

    Scores are cached in-process, keyed by the benchmark files' sizes and modification times.
    """
    root = find_data_dir(data_dir, required=False)
    files = sorted((root / "benchmarks").rglob("*")) if root is not None else []
    key = (
        str(root),
        tuple(dict.fromkeys(languages)),
        samples,
        seed,
        limit,
        tuple((str(f), f.stat().st_mtime_ns, f.stat().st_size) for f in files if f.is_file()),
    )
    if key not in _PUBLISHED_CACHE:
        if len(_PUBLISHED_CACHE) >= 4:  # a leaderboard asks for a few limits at once
            _PUBLISHED_CACHE.pop(next(iter(_PUBLISHED_CACHE)))
        _PUBLISHED_CACHE[key] = _published_submissions(root, languages, samples, seed, limit)
    return copy.deepcopy(_PUBLISHED_CACHE[key])


_PUBLISHED_CACHE: dict[tuple, list[dict[str, Any]]] = {}


def _published_submissions(
    data_dir: Path | None, languages: Sequence[str], samples: int, seed: int, limit: int | None
) -> list[dict[str, Any]]:
    by_system: dict[tuple[str, str], dict[str, Any]] = {}
    cut: set[str] = set()  # languages of which --limit left out segments
    for lang in dict.fromkeys(languages):
        for t in tasks_for(lang):
            try:
                full = load_benchmark(t.name, data_dir)
            except FairwriteError:
                continue  # the shared data has no such benchmark: nothing to show
            bench = _limited(full, limit)
            if len(bench.dataset) < len(full.dataset):
                cut.add(lang)
            refs = [tokenized(r) for r in bench.references]
            base = segment_counts(refs, [tokenized(x) for x in bench.sources], tokenize=False)
            entries = {SOURCE_BASELINE: bench.sources, **bench.systems}
            for system, outputs in entries.items():
                results = by_system.setdefault((lang, system), {})
                results[t.task_id] = score_outputs(
                    t,
                    bench.sources,
                    bench.references,
                    outputs,
                    samples=samples if system != SOURCE_BASELINE else 0,
                    seed=seed,
                    baseline_counts=base,
                    tokenized_references=refs,
                )
    submissions = []
    for (lang, system), results in by_system.items():
        baseline = system == SOURCE_BASELINE
        submissions.append(
            _submission(
                PUBLISHED_NAMES.get(system, system),
                "baseline" if baseline else "published",
                "identity" if baseline else "published outputs (Amrhein et al. 2023 release)",
                lang,
                results,
                0 if baseline else samples,
                seed,
                limit if lang in cut else None,
            )
        )
    return submissions


def write_submission(submission: dict[str, Any], path: str | os.PathLike[str]) -> Path:
    """Write a submission as indented JSON (atomically)."""
    return atomic_write_text(path, json.dumps(submission, indent=2, ensure_ascii=False) + "\n")


# --- the submission format, said once -------------------------------------------------------------

Score = Annotated[float, Field(ge=0, allow_inf_nan=False)]
Text = Annotated[str, Field(min_length=1)]


class _Open(BaseModel):
    """Strict on the fields it names (a number is a JSON number, not a string or a boolean), open to others."""

    model_config = ConfigDict(strict=True, extra="allow")


Number = Annotated[float, Field(allow_inf_nan=False)]


class _Metrics(_Open):
    tokenised_wer: Score
    bleu: Number | None = None
    over_edit: Score | None = None


class _Significance(_Open):
    p_value: Annotated[float, Field(ge=0, le=1)] = 1.0
    baseline: Score | None = None
    ci_low: Number | None = None
    ci_high: Number | None = None
    baseline_ci_low: Number | None = None
    baseline_ci_high: Number | None = None


class _Settings(_Open):
    limit: Annotated[int, Field(ge=1)] | None = None  # the first N segments of each benchmark


class _Entry(_Open):
    metrics: _Metrics
    segments: Annotated[int, Field(ge=0)] | None = None
    data: str | None = None  # :func:`data_hash` of the scored segments (older files: none)
    significance: _Significance | None = None
    referents: Literal["generic", "all"] | None = None  # which person references were rewritten
    custom: bool = False
    pretty_name: str | None = None


class Submission(_Open):
    """A ``fairwrite-submission/1`` file: what :func:`rank`, the model card and ``publish`` read from it."""

    format: Literal["fairwrite-submission/1"]
    system: Text
    system_type: str = "?"
    lang: Annotated[str, Field(pattern=r"^[a-z]{2,3}$")]
    settings: _Settings = _Settings()
    benchmarks: Annotated[dict[Text, _Entry], Field(min_length=1)]


def validate_submission(data: Any, origin: str = "submission") -> dict[str, Any]:
    """Check ``data`` against :class:`Submission`; return it or raise one-line :class:`FairwriteError`."""
    try:
        Submission.model_validate(data)
    except ValidationError as err:
        if not isinstance(data, dict):
            kind = {list: "an array", str: "a string", bool: "a boolean", type(None): "null"}.get(
                type(data), "a number"
            )
            raise FairwriteError(f"{origin}: not a {FORMAT} file: holds {kind}, not an object") from None
        problems = [
            f"{'.'.join(map(str, e['loc'])) or 'file'}: {e['msg']}" for e in err.errors(include_url=False)
        ]
        more = f" (and {len(problems) - 2} more)" if len(problems) > 2 else ""
        raise FairwriteError(f"{origin}: not a {FORMAT} file: {'; '.join(problems[:2])}{more}") from None
    return data


def read_submission(path: str | os.PathLike[str]) -> dict[str, Any]:
    """One submission file, read and validated; a file that is not UTF-8 JSON is one error line."""
    try:
        data = json.loads(Path(path).read_bytes().decode("utf-8"))
    except UnicodeDecodeError as err:
        raise FairwriteError(f"{path}: not UTF-8 text (byte {err.start})") from None
    except json.JSONDecodeError as err:
        raise FairwriteError(f"{path}: invalid JSON ({err.msg}, line {err.lineno})") from None
    except RecursionError:
        raise FairwriteError(f"{path}: invalid JSON (nested too deeply)") from None
    except OSError as err:
        raise FairwriteError(f"{path}: cannot read ({err.strerror})") from None
    return validate_submission(data, str(path))


def load_submissions(folder: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """Every ``*.json`` submission in ``folder`` (sorted by file name)."""
    root = Path(folder)
    if not root.is_dir():
        raise FairwriteError(f"{root}: no such folder of submissions")
    return [read_submission(path) for path in sorted(root.glob("*.json"))]


# --- ranking and rendering ------------------------------------------------------------------------


@dataclass
class Row:
    rank: int | None
    system: str
    system_type: str
    version: str
    scores: dict[str, float]  # task id → WER %
    significant: dict[str, bool]  # task id → better than the source at SIGNIFICANCE_LEVEL
    extra: dict[str, dict[str, float]]  # task id → all metrics
    mean: float | None
    note: str = ""  # why a complete system is not ranked

    @property
    def over_edit(self) -> float | None:
        """Mean over-edit (% of the segments a reference keeps that the system changed) over the tasks
        that report it; ``None`` when none does."""
        values = [m["over_edit"] for m in self.extra.values() if m.get("over_edit") is not None]
        return sum(values) / len(values) if values else None


@dataclass
class Board:
    lang: str
    tasks: list[BenchmarkTask]
    rows: list[Row] = field(default_factory=list)
    #: the first N segments of each benchmark were scored (None: the full sets)
    limit: int | None = None
    #: what the board says about submissions it left out (a later file of the same system replaced them)
    notes: list[str] = field(default_factory=list)

    @property
    def scope(self) -> str:
        """What every score of the board measured, said on every page that shows it."""
        if self.limit is None:
            return "full test sets"
        return (
            f"first {self.limit} segments of each test set — a sample; not comparable with full-set scores"
        )


def submission_limit(submission: Mapping[str, Any]) -> int | None:
    """The segment limit a submission was scored with (None: every segment)."""
    limit = (submission.get("settings") or {}).get("limit")
    return limit if isinstance(limit, int) else None


def rank(submissions: Sequence[dict[str, Any]]) -> list[Board]:
    """One board per language and segment limit: systems with every task ranked by mean WER, the others
    after them.

    A system that does not beat the unrewritten source on every task, or whose score on a task was taken on
    other data than the board's (another ``data`` hash), is listed with the reason but not ranked. Entries
    scored with different ``--limit`` values are never ranked together: each limit has its own board.
    """
    groups: dict[tuple[str, int], dict[str, dict[str, Any]]] = {}
    notes: dict[tuple[str, int], list[str]] = {}
    for sub in submissions:
        key = (sub["lang"], submission_limit(sub) or 0)
        group = groups.setdefault(key, {})
        if sub["system"] in group:  # later files replace earlier ones, and the board says so
            old = group[sub["system"]]
            notes.setdefault(key, []).append(
                f"{sub['system']}: the {sub.get('system_type', '?')} entry ({sub.get('version', '')}) replaces "
                f"an earlier {old.get('system_type', '?')} one ({old.get('version', '')})"
            )
        group[sub["system"]] = sub
    boards = []
    for key in sorted(groups):
        lang, limit = key
        by_system = groups[key]
        known = tasks_for(lang)
        seen = {tid for sub in by_system.values() for tid in sub["benchmarks"]}
        tasks: list[BenchmarkTask] = [t for t in known if t.task_id in seen]
        for sub in by_system.values():
            for tid, entry in sub["benchmarks"].items():
                if entry.get("custom") and tid not in {t.task_id for t in tasks}:
                    files = entry.get("files") or {}
                    tasks.append(
                        CustomTask(
                            name=entry.get("benchmark", tid),
                            task_id=tid,
                            lang=lang,
                            pretty_name=entry.get("pretty_name", tid),
                            description=f"{files.get('source')} → {files.get('reference')}",
                            license="",
                            source=files.get("source"),
                            reference=files.get("reference"),
                        )
                    )
        reference_data = _reference_data(by_system.values())
        rows = []
        for sub in by_system.values():
            scores = {
                t.task_id: sub["benchmarks"][t.task_id]["metrics"][PRIMARY_METRIC]
                for t in tasks
                if t.task_id in sub["benchmarks"]
            }
            significant = {
                tid: (sub["benchmarks"][tid].get("significance") or {}).get("p_value", 1.0)
                < SIGNIFICANCE_LEVEL
                for tid in scores
            }
            complete = len(scores) == len(tasks) and tasks
            other_data = [
                tid
                for tid in scores
                if (h := sub["benchmarks"][tid].get("data")) and reference_data.get(tid, h) != h
            ]
            rows.append(
                Row(
                    rank=None,
                    system=sub["system"],
                    system_type=sub.get("system_type", "?"),
                    version=str(sub.get("version", "")),
                    scores=scores,
                    significant=significant,
                    extra={tid: dict(sub["benchmarks"][tid]["metrics"]) for tid in scores},
                    mean=sum(scores.values()) / len(scores) if complete else None,
                    note=f"unranked: scored on other data than this table on {', '.join(other_data)}"
                    if other_data
                    else "",
                )
            )
        baselines = _source_scores(by_system.values())
        for row in rows:
            worse = [t for t, v in row.scores.items() if t in baselines and v >= baselines[t]]
            if row.system_type != "baseline" and row.mean is not None and worse and not row.note:
                row.note = f"unranked: not better than the unrewritten source on {', '.join(worse)}"
        rows.sort(key=lambda r: (r.mean is None or bool(r.note), r.mean if r.mean is not None else 0.0, r.system))
        ranked = (r for r in rows if r.mean is not None and not r.note)
        for position, row in enumerate(ranked, start=1):
            row.rank = position
        boards.append(
            Board(lang=lang, tasks=tasks, rows=rows, limit=limit or None, notes=notes.get(key, []))
        )
    return boards


def _reference_data(submissions: Any) -> dict[str, str]:
    """Per task, the data hash the board is scored on: the source baseline's, else the most common one."""
    counts: dict[str, Counter[str]] = {}
    for sub in submissions:
        for tid, entry in sub["benchmarks"].items():
            if h := entry.get("data"):
                weight = 1_000_000 if sub.get("system_type") == "baseline" else 1
                counts.setdefault(tid, Counter())[h] += weight
    return {tid: c.most_common(1)[0][0] for tid, c in counts.items()}


def _source_scores(submissions: Any) -> dict[str, float]:
    """WER of the unrewritten source per task: the ranking rule is that a rewriter must beat it on every
    task (the source baseline's submission, else the baseline each submission's bootstrap recorded)."""
    scores: dict[str, float] = {}
    for sub in submissions:
        for tid, entry in sub["benchmarks"].items():
            if sub["system"] == SOURCE_BASELINE:
                scores[tid] = entry["metrics"][PRIMARY_METRIC]
            elif "baseline" in (entry.get("significance") or {}):
                scores.setdefault(tid, entry["significance"]["baseline"])
    return scores


LANG_NAMES = language_names()


def render_markdown(boards: Sequence[Board]) -> str:
    """The leaderboard as Markdown tables (one per language), every value from a submission escaped."""
    return render("leaderboard.md.j2", boards=boards, lang_names=LANG_NAMES, level=SIGNIFICANCE_LEVEL)


def render_html(boards: Sequence[Board], *, title: str = "fairwrite leaderboard") -> str:
    """A self-contained static HTML page (no scripts, no external resources)."""
    return render(
        "leaderboard.html.j2",
        title=title,
        boards=boards,
        lang_names=LANG_NAMES,
        level=SIGNIFICANCE_LEVEL,
        generated=datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    )


def build_leaderboard(
    submissions_dir: str | os.PathLike[str] | None,
    output: str | os.PathLike[str],
    *,
    data_dir: str | os.PathLike[str] | None = None,
    include_published: bool = True,
    samples: int = DEFAULT_SAMPLES,
    limit: int | None = None,
    overwrite: bool = False,
) -> dict[str, Path]:
    """Rank the submissions (plus the published systems) and write ``leaderboard.md``, ``index.html``
    and ``leaderboard.json`` into ``output``. ``limit`` scores the published systems on the first N
    segments of each benchmark, to match submissions made with ``fairwrite benchmark --limit N``."""
    claim_output_folder(output, overwrite=overwrite)  # before the scoring, not after
    submissions = load_submissions(submissions_dir) if submissions_dir is not None else []
    if include_published and find_data_dir(data_dir, required=False) is not None:
        langs = sorted({s["lang"] for s in submissions} | {"en", "fr"})
        published = []
        # the published systems and the source are scored on the data of every board: the full sets
        # (or --limit) and each limit a submission was made with, so † and the source row match the table
        for each in sorted({limit or 0} | {submission_limit(s) or 0 for s in submissions}):
            published += published_submissions(data_dir, langs, samples=samples, limit=each or None)
        submissions = published + submissions  # a submission of the same name replaces the published one
    if not submissions:
        raise FairwriteError("no submissions to rank (and no shared data with published systems)")
    boards = rank(submissions)
    names = {"markdown": "leaderboard.md", "html": "index.html", "json": "leaderboard.json"}
    with output_folder(output, overwrite=overwrite) as staging:
        _write_boards(boards, {kind: staging / name for kind, name in names.items()})
    return {kind: Path(output) / name for kind, name in names.items()}


def _write_boards(boards: list[Board], paths: dict[str, Path]) -> None:
    paths["markdown"].write_text(render_markdown(boards), encoding="utf-8")
    paths["html"].write_text(render_html(boards), encoding="utf-8")
    paths["json"].write_text(
        json.dumps(
            [
                {
                    "lang": b.lang,
                    "limit": b.limit,
                    "scope": b.scope,
                    "notes": b.notes,
                    "tasks": [t.task_id for t in b.tasks],
                    "rows": [r.__dict__ for r in b.rows],
                }
                for b in boards
            ],
            indent=2,
            ensure_ascii=False,
        )
        + "\n",
        encoding="utf-8",
    )
