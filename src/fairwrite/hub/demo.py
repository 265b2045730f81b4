"""The main job (``fairwrite demo``, ``make demo``): the whole fairwrite flow on the embedded demo corpus.

1. **corpus** — the demo texts (``fairwrite/hub/demo_data/{en,de,fr}.txt``, written by the team) are
   copied into ``OUTPUT/corpus``; with the shared data, the English corpus gets a seeded sample of
   ``corpora/text/en`` (:data:`DEFAULT_SAMPLE_LINES` lines) so the model learns from a few thousand pairs;
2. **datasets** — the dataset scripts build Hub-ready folders from them (``en-augmented``,
   ``de-gender-fair``, ``inclure``), each validated: the card parses and every config loads;
3. **training** — a small edit tagger (``training/recipes/edit-tagger.yaml``) trains on CPU on the English
   data, with early stopping on validation WER (a seq2seq Transformer from scratch does not learn to copy
   in CPU minutes; the tagger only learns the edits);
4. **evaluation** — ``fairwrite benchmark`` runs the rule-based rewriters (English, French) and the tiny
   model on the benchmark suite (the first ``limit`` segments of each set, with the published systems
   scored on the same segments), writing leaderboard submissions;
5. **cards** — the model card (``model-index`` + ``.eval_results``) is written and validated;
6. **leaderboard** — Markdown and static HTML, published anchors included;
7. **report** — ``OUTPUT/index.html`` with the training curve and the benchmark scores.

A stage whose engine is not available in this installation (or fails) is reported and skipped; the later
stages run with what exists. The report's path is printed at the end.
"""

from __future__ import annotations

import dataclasses
import json
import random
import shutil
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.resources import files
from pathlib import Path
from typing import Any

from datasets import load_dataset

from fairwrite.datadir import data_dir as shared_data_dir
from fairwrite.datasets.folder import validate_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.hub.leaderboard import (
    build_leaderboard,
    published_submissions,
    run_benchmark,
    write_submission,
)
from fairwrite.hub.model_card import spec_from_model_dir, validate_model_folder, write_model_card
from fairwrite.hub.publish import prepare
from fairwrite.hub.report import write_plots, write_report_page
from fairwrite.registry import builder, run_builder
from fairwrite.text.folders import output_folder
from fairwrite.text.progress import console
from fairwrite.trainer import load_config, train

DEMO_DATA = Path(__file__).resolve().parent / "demo_data"
#: Packaged with fairwrite (``training/recipes/`` of a checkout links to the same files).
RECIPE = Path(str(files("fairwrite.trainer") / "recipes" / "edit-tagger.yaml"))

#: (builder name, language) of the demo datasets.
DATASETS = (("en-augmented", "en"), ("de-gender-fair", "de"), ("inclure", "fr"))
#: Hub ids the demo's cards refer to (nothing is uploaded).
HUB_ORG = "fairwrite"
DEFAULT_LIMIT = 100  # benchmark segments per set for every system (the full sets: `fairwrite benchmark`)
DEFAULT_STEPS = 300
#: lines of the shared English corpus added to the demo text (with the 70/30 mix: ~3,500 training pairs)
DEFAULT_SAMPLE_LINES = 3000
DEFAULT_SAMPLES = 1000


@dataclass
class Stage:
    name: str
    status: str = "pending"  # ok | skipped | failed
    seconds: float = 0.0
    message: str = ""


@dataclass
class Demo:
    """State of one demo run; :meth:`run` executes the stages in order."""

    output: Path
    data_dir: Path | None = None
    steps: int | None = None
    limit: int | None = DEFAULT_LIMIT
    samples: int = DEFAULT_SAMPLES
    sample_lines: int = DEFAULT_SAMPLE_LINES
    sampled: set[str] = field(default_factory=set)  # languages whose corpus has a shared-data sample
    stages: list[Stage] = field(default_factory=list)
    corpus: dict[str, Path] = field(default_factory=dict)
    datasets: dict[str, dict[str, Any]] = field(default_factory=dict)
    model_dir: Path | None = None
    training: dict[str, Any] = field(default_factory=dict)
    submissions: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    artefacts: dict[str, str] = field(default_factory=dict)
    duration: float | None = None  # seconds from the first stage's start to the last stage's end

    # --- the frame ---------------------------------------------------------------------------------

    def _stage(self, number: int, total: int, name: str, action: Callable[[Stage], None]) -> Stage:
        stage = Stage(name)
        self.stages.append(stage)
        console.rule(f"[bold][{number}/{total}] {name}")
        started = time.perf_counter()
        try:
            action(stage)
            if stage.status == "pending":
                stage.status = "ok"
        except _Skip as skip:
            stage.status, stage.message = "skipped", str(skip)
        except FairwriteError as err:
            stage.status, stage.message = "failed", str(err)
        except Exception as err:  # a bug in an engine must not hide the rest of the demo
            stage.status, stage.message = "failed", f"{type(err).__name__}: {err}"
            (self.output / "logs").mkdir(parents=True, exist_ok=True)
            (self.output / "logs" / f"{name.replace(' ', '-')}.log").write_text(traceback.format_exc())
        stage.seconds = time.perf_counter() - started
        style = {"ok": "green", "skipped": "yellow", "failed": "red"}[stage.status]
        console.print(
            f"[{style}]{stage.status}[/{style}] {name} ({stage.seconds:.1f} s)"
            + (f": {stage.message}" if stage.message else "")
        )
        return stage

    def run(self) -> Path:
        """Run every stage, then write the report page and ``demo.json`` with the timings the console
        printed: one clock, each stage measured once, the total measured once when the last stage ends."""
        started = time.perf_counter()
        self.output.mkdir(parents=True, exist_ok=True)
        plan = [
            ("demo corpus", self.stage_corpus),
            ("datasets", self.stage_datasets),
            ("training", self.stage_training),
            ("evaluation", self.stage_evaluation),
            ("cards", self.stage_cards),
            ("leaderboard", self.stage_leaderboard),
        ]
        total = len(plan) + 1
        for number, (name, action) in enumerate(plan, start=1):
            self._stage(number, total, name, action)
        figures: dict[str, Any] | None = None

        def stage_report(stage: Stage) -> None:
            nonlocal figures
            figures = write_plots(self._report_context(), self.output)
            stage.message = str(self.output / "index.html")

        self._stage(total, total, "report", stage_report)
        self.duration = time.perf_counter() - started
        self.write_summary(self.duration)
        if figures is None:
            raise FairwriteError("the demo report could not be written; see the stages above")
        return write_report_page(self._report_context(), figures, self.output)

    # --- stages --------------------------------------------------------------------------------------

    def stage_corpus(self, stage: Stage) -> None:
        target = self.output / "corpus"
        target.mkdir(parents=True, exist_ok=True)
        for _, lang in DATASETS:
            source = DEMO_DATA / f"{lang}.txt"
            if not source.is_file():
                raise FairwriteError(f"demo corpus {source} is missing from this installation")
            shutil.copyfile(source, target / source.name)
            self.corpus[lang] = target / source.name
        shared = shared_data_dir(self.data_dir, required=False)
        texts = shared / "corpora" / "text" / "en" if shared else None
        if texts is not None and texts.is_dir() and self.sample_lines:
            sample = corpus_sample(sorted(texts.glob("*.txt")), self.sample_lines)
            with self.corpus["en"].open("a", encoding="utf-8") as out:
                out.writelines(line + "\n" for line in sample)
            self.sampled.add("en")
            self.notes.append(
                f"The English corpus is the demo text plus {len(sample):,} lines sampled (seed 0) from "
                f"{texts} (see its SOURCES.md for the sources and licences)."
            )
        lines = {lang: sum(1 for _ in path.open(encoding="utf-8")) for lang, path in self.corpus.items()}
        stage.message = ", ".join(f"{lang}: {n} lines" for lang, n in lines.items())

    def stage_datasets(self, stage: Stage) -> None:
        built, missing, failed = [], [], []
        for name, lang in DATASETS:
            if lang not in self.corpus:
                continue
            try:
                module = builder(name)
            except FairwriteError as err:
                missing.append(f"{name} ({err})")
                continue
            folder = self.output / "datasets" / name
            console.print(f"building [bold]{name}[/bold] from {self.corpus[lang].name}")
            try:
                # the shared sample keeps its sources' licences (some non-commercial): not CC0 as the demo text
                license = "mixed corpus licences (see the provenance section)" if lang in self.sampled else "CC0-1.0"
                options = _builder_options(module, license, self.output / "work" / name)
                run_builder(name, [self.corpus[lang]], folder, options)
                card = validate_dataset_folder(folder, load=True)
            except Exception as err:
                failed.append(f"{name}: {type(err).__name__}: {err}")
                continue
            self.datasets[name] = _describe_dataset(name, lang, folder, card)
            self.artefacts[f"dataset {name}"] = f"datasets/{name}/README.md"
            built.append(name)
        parts = [f"built {', '.join(built)}" if built else "no dataset built"]
        if missing:
            parts.append("not available yet: " + "; ".join(missing))
        if failed:
            parts.append("failed: " + "; ".join(failed))
        stage.message = " · ".join(parts)
        if not built:
            raise _Skip(stage.message) if not failed else FairwriteError(stage.message)
        if failed:
            stage.status = "failed"

    def stage_training(self, stage: Stage) -> None:
        data = self.datasets.get("en-augmented") or next(iter(self.datasets.values()), None)
        if data is None:
            raise _Skip("no dataset to train on")
        if not RECIPE.is_file():
            raise _Skip(f"the recipe {RECIPE} is missing from this fairwrite installation")
        model_dir = self.output / "model"
        steps = self.steps or DEFAULT_STEPS
        overrides: dict[str, Any] = {
            "data.dataset": str(data["folder"]),
            "output_dir": str(model_dir),
            "train.max_steps": steps,
            "train.log_every": max(steps // 30, 1),
            "train.eval_every": max(steps // 6, 1),
            "train.checkpoint_every": max(steps // 3, 1),
            "train.early_stopping_patience": 2,
            "data.max_tokens": 3000,
            "eval.max_examples": 300,
        }
        if data.get("config"):
            overrides["data.config"] = data["config"]
        if "validation" not in data["splits"]:
            overrides["data.validation_split"] = None
        if model_dir.exists():
            shutil.rmtree(model_dir)  # a fresh run every time: never resume an older demo
        config = load_config(RECIPE, overrides)
        console.print(
            f"training a small {config.preset} model on [bold]{data['name']}[/bold]"
            f" ({data.get('config') or 'default'}), at most {config.train.max_steps} steps on CPU"
        )
        train(config)
        metrics_file = model_dir / "metrics.json"
        metrics = json.loads(metrics_file.read_text(encoding="utf-8")) if metrics_file.is_file() else {}
        self.model_dir = model_dir
        self.training = {
            "folder": model_dir.relative_to(self.output).as_posix(),
            "metrics": metrics,
            "dataset": data["name"],
            "lang": data["lang"],
        }
        self.artefacts["model folder"] = "model/"
        log = metrics.get("train_log") or []
        if log:
            stage.message = (
                f"loss {log[0]['loss']:.2f} → {log[-1]['loss']:.2f} over {metrics.get('steps')} steps"
            )

    def stage_evaluation(self, stage: Stage) -> None:
        if shared_data_dir(self.data_dir, required=False) is None:
            raise _Skip(
                "no shared data directory with the benchmarks (set FAIRWRITE_DATA or pass --data-dir)"
            )
        runs = [("rules", "en", "rules"), ("rules", "fr", "rules")]
        if self.model_dir is not None:
            runs.append((str(self.model_dir), self.training.get("lang", "en"), "tiny-model"))
        done, problems = [], []
        for system, lang, label in runs:
            try:
                submission = run_benchmark(
                    system,
                    lang,
                    data_dir=self.data_dir,
                    samples=self.samples,
                    limit=self.limit,
                    outputs_dir=self.output / "outputs" / f"{label}-{lang}",
                    name=f"tiny demo model ({self.training.get('dataset')})"
                    if label == "tiny-model"
                    else None,
                )
            except FairwriteError as err:
                problems.append(f"{label}/{lang}: {err}")
                continue
            except Exception as err:
                problems.append(f"{label}/{lang}: {type(err).__name__}: {err}")
                continue
            path = write_submission(submission, self.output / "submissions" / f"{label}-{lang}.json")
            self.submissions.append(submission)
            self.artefacts[f"submission {label} ({lang})"] = path.relative_to(self.output).as_posix()
            mean = sum(b["metrics"]["tokenised_wer"] for b in submission["benchmarks"].values()) / max(
                len(submission["benchmarks"]), 1
            )
            done.append(f"{label}/{lang} mean WER {mean:.2f}")
        self.notes.append(
            "German has no benchmark in the suite yet: the German dataset is built and carded, not scored."
        )
        model_runs = [s for s in self.submissions if s.get("system_type") == "model"]
        if model_runs:
            self.notes.append(model_verdict(model_runs[-1]))
        stage.message = "; ".join(done + [f"not run: {p}" for p in problems])
        if not done:
            raise _Skip(stage.message)

    def stage_cards(self, stage: Stage) -> None:
        for name, data in self.datasets.items():  # Hub-ready as they are: `fairwrite publish` without --push
            prepare("dataset", data["folder"], f"{HUB_ORG}/{name}-demo")
        written = [f"{len(self.datasets)} dataset cards (validated, Hub-ready)"]
        if self.model_dir is None:
            stage.message = written[0] + "; no model card (no model)"
            if not self.datasets:
                raise _Skip("nothing to write a card for")
            return
        model_runs = [s for s in self.submissions if s.get("system_type") == "model"]
        dataset = self.training.get("dataset")
        spec = spec_from_model_dir(
            self.model_dir,
            model_name="fairwrite-demo-tiny",
            repo_id=f"{HUB_ORG}/fairwrite-demo-tiny",
            submissions=model_runs,
            datasets=[f"{HUB_ORG}/{dataset}-demo"] if dataset else [],
            summary=(
                "A small edit-tagging model (fairwrite-edit-tagger: each source word is kept, deleted or "
                "rewritten by one of the most frequent edits of its training pairs) trained from scratch in a "
                "few minutes on CPU by `make demo`, on a few thousand rule-made pairs. "
                + (model_verdict(model_runs[-1]) if model_runs else "It has not been scored.")
            ),
        )
        write_model_card(self.model_dir, spec)
        card = validate_model_folder(self.model_dir, require_weights=True)
        # what `fairwrite publish model` would upload; the demo's scores are a sample (--limit), said as such
        sample = self.limit is not None
        result = prepare("model", self.model_dir, spec.repo_id, allow_sample_scores=sample)
        flag = " --allow-sample-scores" if sample else ""
        self.notes.append(
            f"Publishing is one command away: `fairwrite publish model {self.model_dir} --repo-id ORG/NAME{flag} "
            f"--push` ({len(result.files)} files, checkpoints left out); likewise `fairwrite publish dataset` for "
            "each folder in datasets/."
            + (f" The card reports the demo's scores as split `test[:{self.limit}]`, a sample of each benchmark, "
               "not as full-benchmark scores." if sample else "")
        )
        self.artefacts["model card"] = "model/README.md"
        written.append(f"model card with {len(card.data.eval_results or [])} model-index results")
        stage.message = "; ".join(written)

    def stage_leaderboard(self, stage: Stage) -> None:
        if not self.submissions:
            raise _Skip("no submissions")
        paths = build_leaderboard(
            self.output / "submissions",
            self.output / "leaderboard",
            data_dir=self.data_dir,
            samples=self.samples,
            limit=self.limit,
        )
        langs = sorted({s["lang"] for s in self.submissions})
        published = published_submissions(self.data_dir, langs, samples=self.samples, limit=self.limit)
        self.submissions = published + self.submissions
        self.artefacts["leaderboard (HTML)"] = "leaderboard/index.html"
        self.artefacts["leaderboard (Markdown)"] = "leaderboard/leaderboard.md"
        stage.message = f"{len(self.submissions)} systems ranked → {paths['html'].relative_to(self.output)}"

    # --- outputs -------------------------------------------------------------------------------------

    def _report_context(self) -> dict[str, Any]:
        return {
            "title": "fairwrite demo report",
            "duration": self.duration,
            "stages": [dataclasses.asdict(s) for s in self.stages],
            "datasets": [
                {**d, "folder": str(d["folder"]), "card": f"datasets/{name}/README.md"}
                for name, d in self.datasets.items()
            ],
            "training": self.training,
            "submissions": self.submissions,
            "artefacts": self.artefacts,
            "notes": self.notes,
            "limit": self.limit,
        }

    def write_summary(self, duration: float) -> Path:
        summary = {
            "duration_seconds": round(duration, 1),
            "stages": [dataclasses.asdict(s) for s in self.stages],
            "artefacts": self.artefacts,
            "limit": self.limit,
        }
        path = self.output / "demo.json"
        path.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        return path


class _Skip(Exception):
    """A stage that cannot run in this installation (an engine missing, no data)."""


def corpus_sample(paths: list[Path], lines: int, seed: int = 0) -> list[str]:
    """``lines`` non-empty lines drawn at random (seeded) from ``paths``, in corpus order."""
    rng = random.Random(seed)
    reservoir: list[tuple[int, str]] = []
    seen = 0
    for path in paths:
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                if not line.strip():
                    continue
                if len(reservoir) < lines:
                    reservoir.append((seen, line.rstrip("\n")))
                else:
                    slot = rng.randrange(seen + 1)
                    if slot < lines:
                        reservoir[slot] = (seen, line.rstrip("\n"))
                seen += 1
    return [line for _, line in sorted(reservoir)]


def model_verdict(submission: dict[str, Any]) -> str:
    """Says plainly whether the model beats the unrewritten source on every benchmark it was scored on."""
    worse, better = [], []
    for tid, entry in submission["benchmarks"].items():
        baseline = (entry.get("significance") or {}).get("baseline")
        wer = entry["metrics"]["tokenised_wer"]
        if baseline is not None:
            (worse if wer >= baseline else better).append(f"{tid} {wer:.2f} vs {baseline:.2f}")
    if worse:
        return (
            "The model does NOT beat the unrewritten source (WER model vs source) on "
            + "; ".join(worse) + ": it is listed unranked and should not be used as a rewriter."
        )
    return "The model beats the unrewritten source on every benchmark (WER model vs source): " + "; ".join(better) + "."


def _builder_options(module: Any, license: str = "CC0-1.0", work: Path | None = None) -> list[str]:
    """Options for the demo corpus that the builder understands (seed, licence, and the corpus job's work
    folder, kept out of ``datasets/`` so that it holds only Hub-ready dataset folders)."""
    names = {f.name for f in dataclasses.fields(module.Config)}
    wanted = {"seed": "0", "license": license, **({"work_dir": str(work)} if work else {})}
    return [item for key, value in wanted.items() if key in names for item in (f"--{key.replace('_', '-')}", value)]


def _describe_dataset(name: str, lang: str, folder: Path, card: Any) -> dict[str, Any]:
    """Splits, preferred config and a few changed examples of a built dataset."""
    configs = [c["config_name"] for c in card.data.to_dict().get("configs", [])]
    sizes = {
        info.get("config_name"): sum(
            s.get("num_examples", 0) for s in info.get("splits", []) if s.get("name") == "train"
        )
        for info in card.data.to_dict().get("dataset_info") or []
    }
    config = max(configs, key=lambda c: sizes.get(c, 0)) if configs else None  # the most training rows
    loaded = load_dataset(str(folder), config)
    examples = []
    for split in loaded.values():
        for row in split:
            if row["source"] != row["target"] and len(row["source"]) < 160:
                examples.append(
                    {
                        "source": row["source"],
                        "target": row["target"],
                        "how": f"{row['method']}, {row['direction']}",
                    }
                )
            if len(examples) == 4:
                break
        if len(examples) == 4:
            break
    return {
        "name": name,
        "lang": lang,
        "folder": folder,
        "config": config if len(configs) > 1 else None,
        "configs": configs,
        "splits": {split: len(rows) for split, rows in loaded.items()},
        "examples": examples,
    }


def run_demo(
    output: str | Path = "demo-output",
    *,
    data_dir: str | Path | None = None,
    steps: int | None = None,
    limit: int | None = DEFAULT_LIMIT,
    samples: int = DEFAULT_SAMPLES,
    sample_lines: int = DEFAULT_SAMPLE_LINES,
    overwrite: bool = False,
) -> Path:
    """Run the main job and return the report's path (printed as the last line). ``output`` is replaced
    only when fairwrite wrote it (or with ``overwrite``), and kept as it was if the run fails."""
    out = Path(output).resolve()
    if data_dir:
        shared_data_dir(data_dir)  # a --data-dir that does not exist stops here, not as a failed stage
    demo = Demo(
        out, data_dir=Path(data_dir) if data_dir else None, steps=steps, limit=limit, samples=samples,
        sample_lines=sample_lines,
    )  # fmt: skip
    with output_folder(out, overwrite=overwrite, in_place=True):  # the report records absolute paths
        report = demo.run()
    console.rule("[bold]done")
    for stage in demo.stages:
        console.print(f"  {stage.status:8} {stage.name:12} {stage.seconds:7.1f} s  {stage.message}")
    console.print(f"finished in {demo.duration:.0f} s")
    print(f"report: {report}", flush=True)
    return report
