"""The benchmark suite, defined once: its tasks (:data:`TASKS`) and their ``datasets`` objects, read by path
from the shared data directory.

- English (Vanmassenhove et al. 2021 test sets as released by Amrhein et al. 2023): gendered sources,
  gender-neutral references (singular *they*, *themself*) and the published systems' outputs.
- French IFC (Grouin 2022): inclusive (``vfi``) ↔ fully standard (``vfx``) paragraphs.
- Any pair of line-aligned files.

Each benchmark is a :class:`Benchmark`: a schema dataset (``fairwrite.schema.FEATURES``) plus the
published system outputs, line-aligned with it. :data:`TASKS` is the one table of the suite: the Hub
benchmark dataset (:mod:`fairwrite.datasets.benchmarks`), the leaderboard and the model cards all name
benchmarks through it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from datasets import Dataset

from fairwrite.datadir import data_path
from fairwrite.errors import FairwriteError
from fairwrite.languages import LANGUAGES
from fairwrite.registry import resolve
from fairwrite.schema import Provenance, Segment, to_dataset
from fairwrite.text.io import read_lines, read_parallel


@dataclass(frozen=True)
class BenchmarkTask:
    """One benchmark of the suite, as the Hub sees it (config/task id) and as fairwrite runs it."""

    name: str  # fairwrite benchmark name (load_benchmark)
    task_id: str  # Hub config name and eval.yaml task id
    lang: str
    pretty_name: str
    description: str
    license: str
    direction: str | None = None  # rewriting direction passed to get_rewriter
    split: str = "test"
    #: which person references the benchmark's references rewrite (:data:`fairwrite.schema.REFERENTS`): the
    #: papers' benchmarks rewrite every gendered reference, named people too (``all``)
    referents: str = "all"


TASKS: tuple[BenchmarkTask, ...] = (
    BenchmarkTask(
        "opensubtitles",
        "en-opensubtitles",
        "en",
        "OpenSubtitles (en)",
        "Movie subtitles with gendered pronouns and nouns → singular they (Vanmassenhove et al. 2021).",
        "cc-by-sa-4.0",
    ),
    BenchmarkTask(
        "reddit",
        "en-reddit",
        "en",
        "Reddit (en)",
        "Reddit comments with gendered references → singular they (Vanmassenhove et al. 2021).",
        "cc-by-sa-4.0",
    ),
    BenchmarkTask(
        "winobias+",
        "en-winobias-plus",
        "en",
        "WinoBias+ (en)",
        "Synthetic WinoBias-style sentences → singular they (Vanmassenhove et al. 2021).",
        "cc-by-sa-4.0",
    ),
    BenchmarkTask(
        "ifc",
        "fr-ifc",
        "fr",
        "Inclusive French Corpus (fr)",
        "Inclusive French paragraphs → fully standard French (Grouin 2022; the INCLURE exclure direction).",
        "bsd-2-clause",
        direction="to-standard",
    ),
)

EN_BENCHMARKS = tuple(t.name for t in TASKS if t.lang == "en")
FR_BENCHMARKS = tuple(t.name for t in TASKS if t.lang == "fr")
EN_SYSTEMS = ("vanmassenhove-et-al", "forward-augmentation-reimplementation", "backward-augmentation")
EN_LICENSE = "CC BY-SA 4.0"
IFC_LICENSE = "BSD-2-Clause"

#: Display names of the published systems whose outputs come with the English benchmarks.
PUBLISHED_NAMES = {
    "vanmassenhove-et-al": "Vanmassenhove et al. 2021 (NeuTral Rewriter)",
    "forward-augmentation-reimplementation": "Forward augmentation (Amrhein et al. 2023 reimpl.)",
    "backward-augmentation": "Backward augmentation (Amrhein et al. 2023)",
}
#: The identity system: every benchmark's sources scored as outputs.
SOURCE_BASELINE = "source (no rewriting)"


def tasks_for(lang: str) -> list[BenchmarkTask]:
    """The suite's tasks in one language (empty when there is none)."""
    return [t for t in TASKS if t.lang == lang]


def task(name_or_id: str) -> BenchmarkTask:
    """A task by fairwrite benchmark name (``winobias+``) or Hub task id (``en-winobias-plus``)."""
    for t in TASKS:
        if name_or_id in (t.name, t.task_id):
            return t
    known = ", ".join(t.task_id for t in TASKS)
    raise FairwriteError(f"unknown benchmark {name_or_id!r}; the suite has: {known}")


@dataclass
class Benchmark:
    """A test set: segments (source, reference) and the outputs of published systems."""

    name: str
    lang: str
    dataset: Dataset
    systems: dict[str, list[str]] = field(default_factory=dict)

    @property
    def sources(self) -> list[str]:
        return self.dataset["source"]

    @property
    def references(self) -> list[str]:
        return self.dataset["target"]


def load_en_benchmark(name: str, data_dir: str | os.PathLike[str] | None = None) -> Benchmark:
    """One of :data:`EN_BENCHMARKS`, with its published system outputs."""
    if name not in EN_BENCHMARKS:
        raise FairwriteError(f"unknown English benchmark {name!r}; choose from {', '.join(EN_BENCHMARKS)}")
    root = data_path("benchmarks/en", data_dir)
    sources, targets = read_parallel(root / f"{name}.src", root / f"{name}.trg")
    pronoun_gender = resolve(LANGUAGES["en"].source_labeller)
    segments = (
        Segment(
            source=s,
            target=t,
            lang="en",
            source_label=pronoun_gender(s),
            target_label="neutral" if s != t else "none",
            form="they",
            method="human",
            direction="parallel",
            provenance=Provenance(corpus=f"en/{name}", index=i, license=EN_LICENSE),
            id=f"{name}-{i:05d}",
        )
        for i, (s, t) in enumerate(zip(sources, targets, strict=True))
    )
    systems = {}
    for system in EN_SYSTEMS:
        path = root / "systems" / f"{name}.{system}"
        if path.exists():
            outputs = read_lines(path)
            if len(outputs) != len(sources):
                raise FairwriteError(f"{path} has {len(outputs)} lines, {name} has {len(sources)}")
            systems[system] = outputs
    return Benchmark(name=name, lang="en", dataset=to_dataset(segments), systems=systems)


def load_ifc(data_dir: str | os.PathLike[str] | None = None, *, target: str = "vfx") -> Benchmark:
    """IFC inclusive paragraphs (``vfi``) aligned with their standard version (``vfx`` or ``vfs``).

    Documents are paired by file name; blank lines are dropped and the remaining paragraphs must align.
    """
    root = data_path("benchmarks/fr/ifc", data_dir)
    if target not in ("vfx", "vfs"):
        raise FairwriteError(
            "IFC target must be 'vfx' (fully standard) or 'vfs' (standard, keeping demonym pairs)"
        )
    segments = []
    for doc in sorted((root / target).glob("*.txt")):
        inclusive = [p for p in read_lines(root / "vfi" / doc.name) if p.strip()]
        standard = [p for p in read_lines(doc) if p.strip()]
        if len(inclusive) != len(standard):
            raise FairwriteError(
                f"IFC document {doc.stem}: {len(inclusive)} vfi vs {len(standard)} {target} paragraphs"
            )
        for i, (src, tgt) in enumerate(zip(inclusive, standard, strict=True)):
            segments.append(
                Segment(
                    source=src,
                    target=tgt,
                    lang="fr",
                    source_label="inclusive" if src != tgt else "standard",
                    target_label="standard",
                    form="standard",
                    method="human",
                    direction="parallel",
                    provenance=Provenance(
                        corpus=f"fr/ifc/{target}", document=doc.stem, index=i, license=IFC_LICENSE
                    ),
                    id=f"{doc.stem}-{i:03d}",
                )
            )
    return Benchmark(name="ifc", lang="fr", dataset=to_dataset(segments))


def load_pairs(
    source: str | os.PathLike[str],
    target: str | os.PathLike[str],
    *,
    lang: str,
    name: str | None = None,
    source_label: str = "none",
    target_label: str = "none",
) -> Benchmark:
    """Any two line-aligned files as a benchmark (e.g. a team-written dev set)."""
    sources, targets = read_parallel(source, target)
    bench_name = name or Path(source).stem
    segments = (
        Segment(
            source=s,
            target=t,
            lang=lang,
            source_label=source_label,
            target_label=target_label,
            method="human",
            direction="parallel",
            provenance=Provenance(corpus=bench_name, document=str(source), index=i),
        )
        for i, (s, t) in enumerate(zip(sources, targets, strict=True))
    )
    return Benchmark(name=bench_name, lang=lang, dataset=to_dataset(segments))


def load_benchmark(name: str, data_dir: str | os.PathLike[str] | None = None) -> Benchmark:
    """Any named benchmark of the suite (``opensubtitles``, ``reddit``, ``winobias+``, ``ifc``)."""
    if name in EN_BENCHMARKS:
        return load_en_benchmark(name, data_dir)
    if name == "ifc":
        return load_ifc(data_dir)
    raise FairwriteError(
        f"unknown benchmark {name!r}; choose from {', '.join(EN_BENCHMARKS + FR_BENCHMARKS)}"
    )
