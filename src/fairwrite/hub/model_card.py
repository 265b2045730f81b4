"""Model cards for fairwrite rewriting models, filled from the training config and the benchmark results.

The card (``README.md``) is rendered from the packaged Jinja2 template ``fairwrite/hub/templates/model_card.md`` (linked from
``model_cards/`` of a checkout) with a YAML
header built by huggingface_hub's :class:`~huggingface_hub.ModelCardData`: ``pipeline_tag:
text2text-generation``, ``library_name: transformers``, languages, datasets, base model, licence, and a
``model-index`` with one result per benchmark (task, dataset, config, split, metrics). Next to it, the
Hub's newer evaluation format: one ``.eval_results/<task_id>.yaml`` per benchmark
(:class:`~huggingface_hub.EvalResultEntry`, value = tokenised WER in percent) pointing at the benchmark
dataset whose ``eval.yaml`` lists the same task ids (:mod:`fairwrite.datasets.benchmarks`).

Both forms are built from leaderboard submissions (:mod:`fairwrite.hub.leaderboard`), so the card, the
leaderboard and the Hub show the same numbers.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

import jinja2
import yaml
from huggingface_hub import (
    EvalResult,
    EvalResultEntry,
    ModelCard,
    ModelCardData,
    eval_result_entries_to_yaml,
    parse_eval_result_entries,
)

from fairwrite.citations import bibtex, citations_for
from fairwrite.datasets.benchmarks import REPO_ID
from fairwrite.datasets.folder import load_card
from fairwrite.datasets.suite import task
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES, language_name
from fairwrite.licenses import hub_license_fields, license_problems
from fairwrite.models.presets import ModelPreset, get_preset
from fairwrite.text.io import portable_paths

#: The packaged templates (``model_cards/model_card.md`` in a checkout is a link to the same file).
TEMPLATES = files("fairwrite.hub.templates")
DEFAULT_TEMPLATE = "model_card.md"
EVAL_RESULTS_DIR = ".eval_results"
#: the ``.eval_results`` files fairwrite wrote (only those are ever replaced or removed)
WRITTEN_LIST = ".fairwrite-eval-results"
CARD_INPUTS = "fairwrite-card.json"  # the spec a card was rendered from (re-rendering is lossless)
PIPELINE_TAG = "text2text-generation"
TASK_NAME = "Gender-fair rewriting"

#: Submission metric → (Hub metric type, display name).
METRICS = {
    "tokenised_wer": ("wer", "Tokenised WER (%)"),
    "bleu": ("bleu", "BLEU"),
}

@dataclass
class ModelCardSpec:
    """Everything a model card says; see :func:`spec_from_model_dir` to fill it from a model folder."""

    model_name: str
    languages: list[str]
    repo_id: str | None = None  # ORG/NAME on the Hub (usage snippet, .eval_results source)
    base_model: str | None = None  # a Hub model id; None when trained from scratch
    datasets: list[str] = field(default_factory=list)  # Hub dataset ids
    license: str = "apache-2.0"
    form: str | None = None  # target form (German star, …)
    direction: str | None = None  # French: to-standard | to-fair
    #: which person references the model learnt to rewrite (``generic``/``all``, from its training data)
    referents: str | None = None
    training: dict[str, Any] = field(default_factory=dict)  # the training config
    training_metrics: dict[str, Any] = field(default_factory=dict)  # final losses, steps, runtime
    submissions: list[dict[str, Any]] = field(default_factory=list)  # fairwrite-submission/1
    tags: list[str] = field(default_factory=lambda: ["gender-fair-language", "fairwrite", "rewriting"])
    summary: str = ""
    limitations: str = ""
    citations: list[str] = field(default_factory=list)  # keys of fairwrite.citations or BibTeX
    benchmark_repo_id: str = REPO_ID


def _preset(training: Mapping[str, Any]) -> ModelPreset | None:
    """The registered preset the training config names (``None``: none, or one not installed here)."""
    name = training.get("preset")
    if not isinstance(name, str):
        return None
    try:
        return get_preset(name)
    except FairwriteError:
        return None


def applicable_settings(training: Mapping[str, Any]) -> dict[str, Any]:
    """The training config without the settings its preset never reads (an edit tagger has no decoder, no
    beams and no SentencePiece vocabulary; a seq2seq model no edit vocabulary): a card shows what made the
    model, not every default of every architecture."""
    preset = _preset(training)
    if preset is None:
        return dict(training)
    drop = set(preset.unread_settings)  # the preset says what it never reads: a new preset edits nothing here

    def keep(tree: Mapping[str, Any], prefix: str) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for key, value in tree.items():
            name = f"{prefix}{key}"
            if name in drop:
                continue
            out[key] = keep(value, f"{name}.") if isinstance(value, Mapping) else value
        return out

    return keep(training, "")


def split_name(entry: Mapping[str, Any], submission: Mapping[str, Any], default: str = "test") -> str:
    """The split a benchmark entry was scored on, as the Hub's model-index writes it: ``test``, or
    ``test[:100]`` for a run limited to the first 100 segments (a sample is never called the full split)."""
    split = str(entry.get("split") or default)
    limit = (submission.get("settings") or {}).get("limit")
    return f"{split}[:{limit}]" if isinstance(limit, int) else split


def sample_results(spec: ModelCardSpec) -> list[str]:
    """Benchmarks of the spec scored on a sample (``--limit``), as ``task_id (test[:N])``."""
    return [
        f"{task_id} ({split_name(entry, sub)})"
        for task_id, entry, sub in _results(spec)
        if (sub.get("settings") or {}).get("limit") is not None
    ]


def _results(spec: ModelCardSpec) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """(task id, benchmark entry, submission) for every benchmark of the spec's submissions, in order."""
    rows = []
    seen = set()
    for submission in spec.submissions:
        for task_id, entry in submission.get("benchmarks", {}).items():
            if task_id not in seen:
                seen.add(task_id)
                rows.append((task_id, entry, submission))
    return rows


def _hub_results(spec: ModelCardSpec) -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    """Results on the suite's benchmarks (custom benchmarks have no Hub dataset to point at)."""
    return [r for r in _results(spec) if not r[1].get("custom")]


def eval_results(spec: ModelCardSpec) -> list[EvalResult]:
    """The ``model-index`` results: per benchmark, one result with tokenised WER and BLEU."""
    results = []
    for task_id, entry, submission in _hub_results(spec):
        t = task(task_id)
        for key, value in entry["metrics"].items():
            if key not in METRICS:
                continue
            metric_type, metric_name = METRICS[key]
            results.append(
                EvalResult(
                    task_type=PIPELINE_TAG,
                    task_name=TASK_NAME,
                    dataset_type=spec.benchmark_repo_id,
                    dataset_name=t.pretty_name,
                    dataset_config=t.task_id,
                    dataset_split=split_name(entry, submission, t.split),
                    metric_type=metric_type,
                    metric_name=metric_name,
                    metric_value=round(float(value), 4),
                )
            )
    return results


def eval_result_entries(spec: ModelCardSpec) -> dict[str, list[EvalResultEntry]]:
    """``.eval_results`` files (name → entries): one per benchmark, valued by tokenised WER in percent."""
    files = {}
    for task_id, entry, submission in _hub_results(spec):
        source = {}
        if spec.repo_id:
            source = {"source_url": f"https://huggingface.co/{spec.repo_id}", "source_name": "Model card"}
        split = split_name(entry, submission, task(task_id).split)
        sample = split != task(task_id).split
        # a sample's file is named for its split, and says in its notes that it is no full-set score
        files[f"{task_id}.{split.replace('[:', '.first').rstrip(']')}.yaml" if sample else f"{task_id}.yaml"] = [
            EvalResultEntry(
                dataset_id=spec.benchmark_repo_id,
                task_id=task_id,
                value=round(float(entry["metrics"]["tokenised_wer"]), 4),
                date=submission.get("created"),
                notes=f"split {split}: the first {entry.get('segments')} segments only, not the full test set"
                if sample
                else None,
                **source,
            )
        ]
    return files


def card_data(spec: ModelCardSpec) -> ModelCardData:
    """The YAML header."""
    results = eval_results(spec)
    base = spec.base_model if spec.base_model and not Path(spec.base_model).exists() else None
    return ModelCardData(
        language=list(spec.languages),
        **hub_license_fields(spec.license),
        library_name="transformers",
        pipeline_tag=PIPELINE_TAG,
        tags=spec.tags,
        datasets=list(spec.datasets) or None,
        base_model=base,
        metrics=sorted({r.metric_type for r in results}) or None,
        model_name=spec.model_name,
        eval_results=results or None,
    )


def _format(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.6g}"
    if isinstance(value, (list, tuple)):
        return ", ".join(str(v) for v in value)
    if isinstance(value, Mapping):
        return json.dumps(value, ensure_ascii=False, default=str)
    return str(value)


def _flatten(config: Mapping[str, Any], prefix: str = "", limit: int = 40) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for key, value in config.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping) and value:
            rows += _flatten(value, f"{name}.", limit)
        elif value is not None and value != "" and value != []:
            rows.append((name, _format(value).replace("|", "\\|")))
    return rows[:limit]


def _eval_rows(spec: ModelCardSpec) -> list[dict[str, str]]:
    rows = []
    for task_id, entry, submission in _results(spec):
        metrics = entry["metrics"]
        sig = entry.get("significance") or {}
        name = entry["pretty_name"] if entry.get("custom") else task(task_id).pretty_name
        if (submission.get("settings") or {}).get("limit") is not None:
            name += f" — `{split_name(entry, submission)}`, a sample"
        rows.append(
            {
                "name": name,
                "segments": f"{entry.get('segments', 0):,}",
                "wer": f"{metrics['tokenised_wer']:.2f}",
                "baseline": f"{sig['baseline']:.2f}" if "baseline" in sig else "–",
                "interval": f"{sig['ci_low']:.2f}–{sig['ci_high']:.2f}" if "ci_low" in sig else "–",
                "p": f"{sig['p_value']:.3f}" if "p_value" in sig else "–",
                "bleu": f"{metrics['bleu']:.2f}" if "bleu" in metrics else "–",
            }
        )
    return rows


def _referents_text(referents: str | None) -> str:
    """What the model rewrites, said in the summary (a model does what its training data did)."""
    if referents == "generic":
        return (" It rewrites references to people whose gender the text does not state and keeps named "
                "people, titles and lexically gendered nouns (training data built with `--referents generic`).")
    if referents == "all":
        return (" It rewrites every gendered person reference, named people too (training data built with "
                "`--referents all`, the convention of the papers' benchmarks).")
    return ""


def verdict(rows: Sequence[Mapping[str, str]]) -> str:
    """One plain sentence: does the model beat leaving the text unchanged on every benchmark?"""
    worse = [r["name"] for r in rows if r["baseline"] != "–" and float(r["wer"]) >= float(r["baseline"])]
    if not rows:
        return ""
    if worse:
        return (
            f"**This model does not beat the unrewritten source on {', '.join(worse)}**: on "
            f"{'that benchmark' if len(worse) == 1 else 'those benchmarks'} leaving the text unchanged scores a "
            "lower WER. Do not use it as a rewriter there; the leaderboard lists it unranked."
        )
    return "The model beats the unrewritten source (lower WER) on every benchmark above."


def _lexicon_needed(spec: ModelCardSpec) -> str | None:
    """The language whose fairwrite lexicon an edit tagger reads at inference (``model.word_classes``)."""
    if _preset(spec.training) is None:
        return None
    model = applicable_settings(spec.training).get("model")  # only a preset that reads model.word_classes
    return model.get("word_classes") if isinstance(model, dict) else None


def render_model_card(spec: ModelCardSpec, template: str | os.PathLike[str] | None = None) -> ModelCard:
    """Fill the template with ``spec``; the result parses back with :class:`huggingface_hub.ModelCard`."""
    path = Path(template) if template else TEMPLATES / DEFAULT_TEMPLATE
    if not path.is_file():
        raise FairwriteError(f"model card template {path} not found; pass template= (a Jinja2 Markdown file)")
    lang = spec.languages[0]
    entry = LANGUAGES.get(lang)
    sides = entry.sides if entry else {}
    source, target = sides.get(spec.direction, sides.get(None, ("text", "gender-fair text")))
    form = spec.form or (entry.form_label if entry and entry.form_label else "one form")
    samples = next((s.get("settings", {}).get("bootstrap_samples") for s in spec.submissions), 0) or 0
    keys = spec.citations or citations_for(spec.languages)
    env = jinja2.Environment(
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True, undefined=jinja2.StrictUndefined
    )
    content = env.from_string(path.read_text(encoding="utf-8")).render(
        card_data=card_data(spec).to_yaml(),
        model_name=spec.model_name,
        summary=(
            spec.summary.strip()
            or f"A sequence-to-sequence model that rewrites {source} into {target}, trained with fairwrite."
        )
        + _referents_text(spec.referents),  # a given summary too: what it rewrites is the model's contract
        task_description=f"{source} → {target}",
        language_names=", ".join(language_name(x) for x in spec.languages),
        base_model_text=f"`{spec.base_model}`" if spec.base_model else "none (trained from scratch)",
        datasets_text=", ".join(f"`{d}`" for d in spec.datasets) or "see the training settings",
        license=spec.license,
        source_description=source,
        target_description=target,
        form_description=form,
        repo_id=spec.repo_id or f"<org>/{spec.model_name}",
        remote_model=bool((preset := _preset(spec.training)) and preset.remote_code),
        lexicon=_lexicon_needed(spec),
        example_input=entry.example if entry and entry.example else "...",
        languages=list(spec.languages),
        model_path_hint="MODEL_DIR",
        direction_flag=f" --direction {spec.direction}" if spec.direction else "",
        training_description=(
            "Trained with `training/train.py` (🤗 Accelerate). The full configuration is stored next to the "
            "weights; the main settings:"
            if spec.training
            else "No training configuration was recorded with this model."
        ),
        training_rows=_flatten(applicable_settings(spec.training)),
        training_metrics_rows=_flatten(spec.training_metrics),
        eval_rows=_eval_rows(spec),
        sample_note=(
            "**Sample scores**: " + ", ".join(f"`{x}`" for x in sample_results(spec)) + " were scored on the first "
            "segments of the test split only (`fairwrite benchmark --limit`); they are not full-benchmark scores "
            "and are not comparable with them."
            if sample_results(spec)
            else ""
        ),
        verdict=verdict(_eval_rows(spec)),
        benchmark_repo_id=spec.benchmark_repo_id,
        bootstrap_samples=samples,
        extra_limitations=spec.limitations.strip(),
        citations="\n\n".join(e.strip() for e in bibtex(keys)),
    )
    return ModelCard(content)


def write_model_card(
    model_dir: str | os.PathLike[str], spec: ModelCardSpec, template: str | os.PathLike[str] | None = None
) -> Path:
    """Write ``README.md``, ``.eval_results/*.yaml`` (stale result files are removed) and the card's inputs
    (``fairwrite-card.json``) into ``model_dir``."""
    folder = Path(model_dir)
    folder.mkdir(parents=True, exist_ok=True)
    render_model_card(spec, template).save(folder / "README.md")
    (folder / CARD_INPUTS).write_text(
        json.dumps(asdict(spec), indent=2, ensure_ascii=False, default=str) + "\n",
        encoding="utf-8",
    )
    results_dir = folder / EVAL_RESULTS_DIR
    files = eval_result_entries(spec)
    written = folder / WRITTEN_LIST
    # only files fairwrite wrote before (listed in WRITTEN_LIST) are removed when stale; a file the user put
    # there is never deleted (a name clash with a result file is refused)
    before = set(written.read_text(encoding="utf-8").split()) if written.is_file() else set()
    for name, entries in files.items():
        path = results_dir / name
        if path.exists() and name not in before and not _same_result(path, entries[0]):
            raise FairwriteError(
                f"{path} exists and fairwrite did not write it; move it away, fairwrite writes its results there"
            )
    for stale in sorted(before - set(files)):
        (results_dir / stale).unlink(missing_ok=True)
    for name, entries in files.items():
        results_dir.mkdir(exist_ok=True)
        text = yaml.safe_dump(eval_result_entries_to_yaml(entries), sort_keys=False, allow_unicode=True)
        (results_dir / name).write_text(text, encoding="utf-8")
    if files or written.is_file():
        written.write_text("".join(f"{name}\n" for name in sorted(files)), encoding="utf-8")
    return folder / "README.md"


def _same_result(path: Path, entry: EvalResultEntry) -> bool:
    """Whether ``path`` holds a result for the same benchmark task (what fairwrite wrote before it kept
    a list of its files): it may be replaced; anything else there is the user's."""
    try:
        found = parse_eval_result_entries(yaml.safe_load(path.read_text(encoding="utf-8")))
    except Exception:  # unreadable or foreign: the user's file
        return False
    return all((e.dataset_id, e.task_id) == (entry.dataset_id, entry.task_id) for e in found) and bool(found)


def load_card_inputs(model_dir: str | os.PathLike[str]) -> ModelCardSpec | None:
    """The spec a fairwrite card in ``model_dir`` was rendered from, or None when there is none."""
    path = Path(model_dir) / CARD_INPUTS
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return ModelCardSpec(**data)
    except (json.JSONDecodeError, TypeError) as err:
        raise FairwriteError(f"{path}: not a fairwrite card record ({err})") from None


def read_eval_results(model_dir: str | os.PathLike[str]) -> list[EvalResultEntry]:
    """Parse every ``.eval_results/*.yaml`` of a model folder with huggingface_hub's parser."""
    entries: list[EvalResultEntry] = []
    for path in sorted((Path(model_dir) / EVAL_RESULTS_DIR).glob("*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, list):
            raise FairwriteError(f"{path}: expected a YAML list of evaluation results")
        try:
            entries += parse_eval_result_entries(data)
        except (KeyError, TypeError, ValueError) as err:
            raise FairwriteError(f"{path}: not a valid .eval_results file ({err})") from None
    return entries


WEIGHT_SUFFIXES = (".safetensors",)


def validate_model_folder(folder: str | os.PathLike[str], *, require_weights: bool = True) -> ModelCard:
    """Check a Hub-ready model folder: card metadata, model-index and ``.eval_results`` agree, and the
    weights, config and tokenizer are there (safetensors only)."""
    root = Path(folder)
    card = load_card(root, ModelCard, "model")
    data = card.data
    problems = []
    if data.pipeline_tag != PIPELINE_TAG:
        problems.append(f"pipeline_tag is {data.pipeline_tag!r}, expected {PIPELINE_TAG!r}")
    for key in ("library_name", "language", "license"):
        if not getattr(data, key, None):
            problems.append(f"metadata has no {key!r}")
    problems += license_problems(data.to_dict())
    index = {
        (r.dataset_type, r.dataset_config): r.metric_value
        for r in (data.eval_results or [])
        if r.metric_type == METRICS["tokenised_wer"][0]
    }
    entries = read_eval_results(root)
    for entry in entries:
        value = index.get((entry.dataset_id, entry.task_id))
        if value is None:
            problems.append(f".eval_results {entry.task_id!r} has no model-index counterpart")
        elif abs(float(value) - float(entry.value)) > 1e-9:
            problems.append(f".eval_results {entry.task_id!r} = {entry.value}, model-index says {value}")
    if require_weights:
        if not (root / "config.json").is_file():
            problems.append("no config.json")
        if not any(p.suffix in WEIGHT_SUFFIXES for p in root.iterdir()):
            problems.append("no *.safetensors weights")
        if any(p.suffix in (".bin", ".pt", ".pth", ".pkl") for p in root.iterdir()):
            problems.append("pickle weights (*.bin/*.pt) found; publish safetensors only")
        if not any(
            (root / name).is_file() for name in ("tokenizer.json", "tokenizer_config.json", "spiece.model")
        ):
            problems.append("no tokenizer files")
    if problems:
        raise FairwriteError(f"{root} is not a valid Hub model folder: " + "; ".join(problems))
    return card


TRAINING_CONFIG_FILES = (
    "training_config.json",
    "training_config.yaml",
    "fairwrite_training.json",
    "train_config.yaml",
)
TRAINING_METRICS_FILES = ("metrics.json", "train_results.json", "all_results.json", "trainer_state.json")


def _read_mapping(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text) if path.suffix in (".yaml", ".yml") else json.loads(text)
    return data if isinstance(data, dict) else {}


def spec_from_model_dir(model_dir: str | os.PathLike[str], **overrides: Any) -> ModelCardSpec:
    """A spec filled from what the trainer left in ``model_dir`` (training config, metrics, languages),
    with ``overrides`` (e.g. ``submissions``, ``repo_id``, ``datasets``) taking precedence. Absolute
    local paths of the training config are written relative to ``model_dir``."""
    root = Path(model_dir)
    training: dict[str, Any] = {}
    metrics: dict[str, Any] = {}
    for name in TRAINING_CONFIG_FILES:
        if (root / name).is_file():
            training = _read_mapping(root / name)
            break
    for name in TRAINING_METRICS_FILES:
        if (root / name).is_file():
            found = _read_mapping(root / name)
            metrics = {k: v for k, v in found.items() if not isinstance(v, list) and v is not None}
            break
    made = _read_mapping(root / "fairwrite.json") if (root / "fairwrite.json").is_file() else {}
    langs = (
        overrides.pop("languages", None)
        or training.get("languages")
        or training.get("lang")
        or made.get("lang")
        or ["en"]
    )
    languages = [langs] if isinstance(langs, str) else list(langs)
    values: dict[str, Any] = {
        "model_name": root.resolve().name,
        "languages": languages,
        "training": training,
        "training_metrics": metrics,
    }
    for key in ("base_model", "form", "direction", "referents", "license"):
        if isinstance(training.get(key), str):
            values[key] = training[key]
        elif isinstance(made.get(key), str):
            values[key] = made[key]
    name_or_path = (
        (training.get("model") or {}).get("name_or_path") if isinstance(training.get("model"), dict) else None
    )
    local = isinstance(name_or_path, str) and (os.path.isabs(name_or_path) or Path(name_or_path).exists())
    if "base_model" not in values and isinstance(name_or_path, str) and not local:
        values["base_model"] = name_or_path  # a Hub id (a local checkpoint is no base model on the Hub)
    values["training"] = portable_paths(training, root)
    values.update(overrides)
    return ModelCardSpec(**values)
