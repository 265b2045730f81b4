"""The benchmark suite as one Hub-ready dataset, registered as a Hub *benchmark* through ``eval.yaml``.

``fairwrite build benchmarks --input ../shared --output DIR`` writes:

- one config per benchmark (``en-opensubtitles``, ``en-reddit``, ``en-winobias-plus``, ``fr-ifc``), each a
  ``test`` split in the shared schema (source = gendered / inclusive text, target = the human reference);
- ``published-systems``: the outputs of the published English systems, one row per segment and system
  (``task_id``, ``id``, ``system``, ``output``), so that a leaderboard can show them next to new systems;
- ``eval.yaml`` naming every benchmark as a task (``id`` = config, split ``test``), so that models whose
  repos carry ``.eval_results/*.yaml`` entries for this dataset appear on its Hub leaderboard;
- the card, with the scores of the source baseline and the published systems.

:data:`fairwrite.datasets.suite.TASKS` is the one table of the suite's tasks: the leaderboard, the model
cards and ``eval.yaml`` all name benchmarks through it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from datasets import Dataset, DatasetDict, Features, Value

from fairwrite.datadir import data_dir as resolve_data_dir
from fairwrite.datasets.folder import DatasetCardSpec, validate_dataset_folder, write_dataset_folder
from fairwrite.datasets.suite import (
    PUBLISHED_NAMES,
    SOURCE_BASELINE,
    TASKS,
    Benchmark,
    BenchmarkTask,
    load_benchmark,
)
from fairwrite.errors import FairwriteError
from fairwrite.metrics import segment_counts
from fairwrite.text.tokenize import tokenized

#: Where fairwrite publishes the suite; model cards and ``.eval_results`` refer to it.
REPO_ID = "fairwrite/gender-fair-rewriting-benchmarks"
EVALUATION_FRAMEWORK = "fairwrite"
PRIMARY_METRIC = "tokenised_wer"  # in percent, lower is better; the value of every .eval_results entry


def eval_yaml(repo_id: str = REPO_ID, tasks: list[BenchmarkTask] | tuple[BenchmarkTask, ...] = TASKS) -> dict:
    """The ``eval.yaml`` that registers the dataset as a Hub benchmark (see the Hub's eval-results docs)."""
    return {
        "name": "fairwrite gender-fair rewriting benchmarks",
        "description": (
            "Gender-fair and inclusive rewriting: English gendered text rewritten with singular they "
            "(OpenSubtitles, Reddit, WinoBias+) and inclusive French rewritten into standard French (IFC). "
            "The reported value is tokenised WER in percent (Moses-tokenised, jiwer; lower is better), "
            f"computed by `fairwrite benchmark` against the human references of the `test` split. ({repo_id})"
        ),
        "evaluation_framework": EVALUATION_FRAMEWORK,
        "tasks": [{"id": t.task_id, "config": t.task_id, "split": t.split} for t in tasks],
    }


SYSTEM_FEATURES = Features(
    {"task_id": Value("string"), "id": Value("string"), "system": Value("string"), "output": Value("string")}
)


@dataclass
class Config:
    """Options of ``fairwrite build benchmarks`` (``--languages en,fr --no-systems --repo-id ORG/NAME``)."""

    languages: list[str] = field(default_factory=lambda: ["en", "fr"])  # benchmark languages to include
    systems: bool = True  # include the published systems' outputs
    repo_id: str = REPO_ID  # Hub repo id the card and leaderboard point at


def _data_root(inputs: list[Path]) -> Path:
    """The shared data folder from ``--input`` (the folder itself or its ``benchmarks/``), else the default."""
    for path in inputs:
        if (path / "benchmarks").is_dir():
            return path
        if path.name == "benchmarks" and path.is_dir():
            return path.parent
        raise FairwriteError(f"{path}: expected the shared data folder (the one containing benchmarks/)")
    root = resolve_data_dir()
    assert root is not None
    return root


def build(inputs: list[Path], output: Path, config: Config | None = None) -> Path:
    """Write the suite as a Hub-ready benchmark dataset folder with ``eval.yaml``."""
    config = config or Config()
    root = _data_root(inputs)
    tasks = [t for t in TASKS if t.lang in config.languages]
    if not tasks:
        raise FairwriteError(f"no benchmarks in {config.languages}; the suite has en and fr")
    configs: dict[str, DatasetDict] = {}
    scores: dict[str, dict[str, float]] = {}
    systems_rows: dict[str, list[str]] = {name: [] for name in SYSTEM_FEATURES}
    for t in tasks:
        bench = load_benchmark(t.name, root)
        configs[t.task_id] = DatasetDict({t.split: bench.dataset})
        for system, wer in _point_wers(bench).items():
            scores.setdefault(system, {})[t.task_id] = wer
        if config.systems:
            for system, outputs in bench.systems.items():
                for row_id, out in zip(bench.dataset["id"], outputs, strict=True):
                    systems_rows["task_id"].append(t.task_id)
                    systems_rows["id"].append(row_id)
                    systems_rows["system"].append(system)
                    systems_rows["output"].append(out)
    if systems_rows["id"]:
        configs["published-systems"] = DatasetDict(
            {"test": Dataset.from_dict(systems_rows, features=SYSTEM_FEATURES)}
        )
    spec = DatasetCardSpec(
        pretty_name="fairwrite gender-fair rewriting benchmarks",
        languages=sorted({t.lang for t in tasks}),
        license=sorted({t.license for t in tasks}),
        source_datasets=["extended"],
        annotations_creators=["expert-generated"], language_creators=["found", "expert-generated"],
        tags=["gender-fair-language", "fairwrite", "benchmark", "evaluation"],
        summary=(
            "The evaluation suite of fairwrite: human-written gender-fair references for gendered English "
            "text and standard-French versions of inclusive French text, with the outputs of published "
            "systems. The dataset is a Hub *benchmark* (`eval.yaml`): models that publish "
            "`.eval_results/*.yaml` entries for its tasks appear on its leaderboard."
        ),
        how_made=(
            "Nothing here is synthetic. The English sets are the OpenSubtitles, Reddit and WinoBias+ test "
            "sets of Vanmassenhove et al. (2021) with the gender-neutral references (singular *they*, "
            "*themself*) released by Amrhein et al. (2023); the `published-systems` config holds the outputs "
            "those papers released. The French set pairs the inclusive (`vfi`) and fully standard (`vfx`) "
            "paragraphs of half of the Inclusive French Corpus (Grouin 2022), aligned by document and "
            "paragraph (blank lines dropped).\n\n"
            "| task | rows | direction | description |\n| --- | ---: | --- | --- |\n"
            + "\n".join(
                f"| `{t.task_id}` | {len(configs[t.task_id][t.split]):,} | {t.direction or 'to-fair'} | "
                f"{t.description} |"
                for t in tasks
            )
        ),
        provenance=(
            "English: Amrhein et al. 2023 release of the Vanmassenhove et al. 2021 test sets, CC BY-SA 4.0. "
            "French: Inclusive French Corpus (Grouin 2022), BSD-2-Clause. Half of the IFC documents are kept "
            "aside by fairwrite to measure generalisation and are not included."
        ),
        intended_use=(
            "Evaluating rewriting systems: run `fairwrite benchmark --system rules|MODEL_DIR --lang en|fr` "
            "to score a system on every task and write a leaderboard submission; the scores go into the "
            "model card's `model-index` and `.eval_results/`. Do not train on these sets."
        ),
        limitations=(
            "- One reference per segment: other correct gender-fair rewrites are counted as errors.\n"
            "- WER weighs every token alike; a wrong pronoun costs as much as a dropped comma. Scores on "
            "WinoBias+ are near zero for every published system, so it separates systems poorly.\n"
            "- English references use singular *they* only; French references remove inclusive forms "
            "(the `exclure` direction), which is a normalisation task, not an endorsement of standard French.\n"
            "- The sets are small (IFC: a few dozen paragraphs); report the bootstrap intervals."
        ),
        sections={"Scores of the published systems": _scores_table(scores)},
        citations=["vanmassenhove2021", "amrhein2023", "grouin2022", "lerner2024"],
        build={
            "builder": "benchmarks",
            "tasks": [t.task_id for t in tasks],
            "systems": sorted({s for s in systems_rows["system"]}),
            "data_dir": str(root),
            "repo_id": config.repo_id,
        },
    )
    folder = write_dataset_folder(configs, output, spec)
    (folder / "eval.yaml").write_text(
        yaml.safe_dump(eval_yaml(config.repo_id, tasks), sort_keys=False, allow_unicode=True, width=100),
        encoding="utf-8",
    )
    return folder


def _point_wers(bench: Benchmark) -> dict[str, float]:
    """Tokenised WER (%) of the source baseline and of each published system on one benchmark.

    The same figure as a leaderboard submission's ``tokenised_wer`` (corpus-level edits / reference
    words over Moses-tokenised text), without the bootstrap a submission also runs.
    """
    refs = [tokenized(r) for r in bench.references]
    outputs = {
        SOURCE_BASELINE: bench.sources,
        **{PUBLISHED_NAMES.get(system, system): texts for system, texts in bench.systems.items()},
    }
    return {
        system: 100.0 * segment_counts(refs, [tokenized(x) for x in texts], tokenize=False).wer()
        for system, texts in outputs.items()
    }


def _scores_table(scores: dict[str, dict[str, float]]) -> str:
    """Markdown: tokenised WER (%) of the source baseline and each published system, per task."""
    if not scores:
        return "No published system outputs were found."
    task_ids = sorted({tid for per_task in scores.values() for tid in per_task})
    lines = [
        "Tokenised WER in percent (lower is better), computed by fairwrite from the released outputs.",
        "",
        "| system | " + " | ".join(task_ids) + " |",
        "| --- |" + " ---: |" * len(task_ids),
    ]
    for system, per_task in scores.items():
        cells = [f"{per_task[t]:.2f}" if t in per_task else "–" for t in task_ids]
        lines.append(f"| {system} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def validate_benchmark_folder(folder: str | os.PathLike[str]) -> dict:
    """Check ``eval.yaml`` against the card: every task names a config and split that exist."""
    root = Path(folder)
    card = validate_dataset_folder(root, load=False)
    path = root / "eval.yaml"
    if not path.is_file():
        raise FairwriteError(f"{root} has no eval.yaml; a benchmark dataset needs one")
    spec = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    problems = [f"eval.yaml has no {key!r}" for key in ("name", "description", "tasks") if not spec.get(key)]
    configs = {c["config_name"]: c for c in card.data.to_dict().get("configs", [])}
    for entry in spec.get("tasks") or []:
        config = configs.get(entry.get("config", "default"))
        if not entry.get("id"):
            problems.append(f"task without id: {entry}")
        elif config is None:
            problems.append(f"task {entry['id']!r}: no config {entry.get('config')!r} in the card")
        elif entry.get("split") and entry["split"] not in {f["split"] for f in config["data_files"]}:
            problems.append(f"task {entry['id']!r}: config has no split {entry['split']!r}")
    if problems:
        raise FairwriteError(f"{path}: " + "; ".join(problems))
    return spec


__all__ = ["PRIMARY_METRIC", "REPO_ID", "Config", "build", "eval_yaml", "validate_benchmark_folder"]
