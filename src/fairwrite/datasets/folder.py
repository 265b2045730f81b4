"""Write a dataset as a Hub-ready folder: Parquet shards plus a README card that declares them.

``datasets`` ≥ 4 runs no loading scripts: ``load_dataset(folder, config)`` reads the card's YAML
``configs:`` (``config_name`` and ``data_files`` with ``split`` + ``path``). The same folder uploads
unchanged to the Hub. A ``fairwrite.json`` next to the card records how the data was made.
"""

from __future__ import annotations

import dataclasses
import json
import math
import platform
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeVar

from datasets import DatasetDict
from huggingface_hub import DatasetCard, DatasetCardData, RepoCard

from fairwrite.citations import bibtex, citations_for
from fairwrite.errors import FairwriteError
from fairwrite.licenses import hub_license_fields
from fairwrite.text.folders import output_folder
from fairwrite.text.io import portable_paths

_Card = TypeVar("_Card", bound=RepoCard)

SHARD_ROWS = 250_000


@dataclass
class DatasetCardSpec:
    """What a dataset card says beyond the data files: metadata for the YAML header and prose sections.

    The prose fields fill the card's standard sections; each has a generic default, so a builder only
    writes what is specific to its data. ``citations`` takes keys of :data:`fairwrite.citations.CITATIONS`
    (``"amrhein2023"``, …) or raw BibTeX; when empty, the works behind ``languages`` are cited.
    ``sections`` adds further sections (heading → Markdown); a heading equal to a standard one replaces it.
    """

    pretty_name: str
    languages: list[str]
    license: str | list[str] = "cc-by-sa-4.0"
    task_categories: list[str] = field(default_factory=lambda: ["text2text-generation"])
    task_ids: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=lambda: ["gender-fair-language", "fairwrite"])
    source_datasets: list[str] = field(default_factory=lambda: ["original"])
    summary: str = ""
    how_made: str = ""  # detection, rules / round trip / prompting, filters, mixing
    provenance: str = ""  # where the text comes from and under which licence
    intended_use: str = ""
    limitations: str = ""  # limitations and biases
    sections: dict[str, str] = field(default_factory=dict)  # heading → Markdown body
    citations: list[str] = field(default_factory=list)  # citation keys or BibTeX entries
    build: dict[str, Any] = field(default_factory=dict)  # how it was made: config, sources, versions
    annotations_creators: list[str] = field(default_factory=lambda: ["machine-generated"])
    language_creators: list[str] = field(default_factory=lambda: ["found"])
    extra_metadata: dict[str, Any] = field(default_factory=dict)


#: Standard card sections, in order, with the spec field that fills each.
STANDARD_SECTIONS = (
    ("How the data was made", "how_made"),
    ("Provenance", "provenance"),
    ("Intended use", "intended_use"),
    ("Limitations and biases", "limitations"),
)

DEFAULT_PROSE = {
    "how_made": (
        "Segments were read from the source corpora, split into sentences and passed through fairwrite's "
        "detectors of gendered and gender-fair forms. The missing side of each pair was created "
        "automatically (see `method` and `direction` of every row), the pairs were filtered and "
        "deduplicated, and gendered pairs were mixed with non-gendered copies (source = target) so that "
        "a model also learns to leave text without gendered references unchanged. The exact configuration, "
        "inputs and library versions are recorded below and in `fairwrite.json`."
    ),
    "provenance": (
        "Every row keeps its origin in the `provenance` column (corpus, document, index, licence). "
        "The table below counts rows per source corpus and licence."
    ),
    "intended_use": (
        "Training and evaluating sequence-to-sequence models that *suggest* gender-fair or inclusive "
        "rewrites of text (and, in the backward direction, research on how such data is created). "
        "The data is not meant to identify, infer or classify the gender of people, and rewriting "
        "suggestions made by models trained on it should be reviewed by the author of the text."
    ),
    "limitations": (
        "- Most pairs are created by rules or models, not written by people: they inherit the errors of "
        "the detectors and rewriters (missed or over-eager rewrites, agreement errors), and automatic "
        "metrics computed against them are only as good as these rules.\n"
        "- Gender-fair language has no single standard. The data uses one target form per language "
        "(column `form`); other forms are equally legitimate, and some readers prefer none.\n"
        "- Pseudo-sources in the backward direction are generic masculine or generic feminine by "
        "construction; they are not a sample of how people actually write.\n"
        "- The source corpora carry their own topical, regional and social biases, and the person nouns "
        "and pronouns covered are those the rules and lexicons know about; non-binary forms (e.g. "
        "neopronouns) are rare or absent."
    ),
}

#: What each column of the shared schema means (see :mod:`fairwrite.schema`).
FIELD_DESCRIPTIONS = {
    "source": "input text: biased / standard / pseudo-source side",
    "target": "output text: gender-fair / inclusive side (or standard, for French *exclure* data)",
    "lang": "language code",
    "source_label": "what the source side is (masculine, feminine, neutral, gender-fair, inclusive, standard, mixed, none)",
    "target_label": "what the target side is (same labels)",
    "form": "target form (star, colon, gap, binnen-i, slash, pair, neutral, they, standard, …)",
    "method": "how the pair was made (human, rules, copy, roundtrip, roundtrip-merged, gender-control, lm-prompting, backward-replacement, cda, model)",
    "direction": "forward (real source, synthetic target), backward (real target, synthetic source) or parallel",
    "tags": "processes applied, control tags, detected forms",
    "provenance": "origin: corpus, document, index and licence",
    "meta": "free-form JSON",
    "id": "stable row identifier",
}


def build_record(
    builder: str, config: Any, inputs: Iterable[Any], stats: Any, **extra: Any
) -> dict[str, Any]:
    """What every dataset records of how it was made (``DatasetCardSpec.build``): the builder module,
    its config and inputs, and the counts it kept, so that a folder can be rebuilt and audited."""
    return {
        "builder": builder,
        "config": asdict(config),
        "inputs": [str(p) for p in inputs],
        "stats": asdict(stats),
        **extra,
    }


def corpus_card_spec(
    builder: str,
    config: Any,
    inputs: Iterable[Any],
    stats: Any,
    *,
    record: Mapping[str, Any] | None = None,
    **spec: Any,
) -> DatasetCardSpec:
    """The card of a dataset that ``builder`` made from corpora: titled ``config.pretty_name``, under the
    corpus licence ``config.license`` (``other`` when none was given), with the :func:`build_record` of
    the build (``record`` adds to it); ``spec`` gives the rest of the :class:`DatasetCardSpec`."""
    build = build_record(builder, config, inputs, stats, **(record or {}))
    return DatasetCardSpec(config.pretty_name, license=config.license or "other", build=build, **spec)


def size_category(rows: int) -> str:
    """The Hub's ``size_categories`` bucket for a number of rows."""
    for limit, label in (
        (1_000, "n<1K"),
        (10_000, "1K<n<10K"),
        (100_000, "10K<n<100K"),
        (1_000_000, "100K<n<1M"),
    ):
        if rows < limit:
            return label
    return "1M<n<10M" if rows < 10_000_000 else "n>10M"


def _versions() -> dict[str, str]:
    import datasets
    import transformers

    import fairwrite

    return {
        "fairwrite": fairwrite.__version__,
        "datasets": datasets.__version__,
        "transformers": transformers.__version__,
        "python": platform.python_version(),
    }


def _features_yaml(dataset_dict: DatasetDict, config_name: str) -> dict[str, Any]:
    first = next(iter(dataset_dict.values()))
    info = first.features.to_dict()
    features = [{"name": k, **_feature_type(v)} for k, v in info.items()]
    return {
        "config_name": config_name,
        "features": features,
        "splits": [
            {"name": s, "num_bytes": int(d.data.nbytes), "num_examples": len(d)}
            for s, d in dataset_dict.items()
        ],
        "dataset_size": sum(int(d.data.nbytes) for d in dataset_dict.values()),
    }


def _feature_type(feature: Mapping[str, Any]) -> dict[str, Any]:
    kind = feature.get("_type")
    if kind == "Value":
        return {"dtype": feature["dtype"]}
    if kind in ("Sequence", "List"):
        inner = feature.get("feature", {})
        return {"list": _feature_type(inner).get("dtype", inner) if isinstance(inner, Mapping) else inner}
    if kind is None:  # a struct
        return {"struct": [{"name": k, **_feature_type(v)} for k, v in feature.items()]}
    return {"dtype": kind}


def _counts(values: list[Any], top: int = 12) -> list[tuple[str, int]]:
    return Counter(str(v) for v in values).most_common(top)


def _composition(configs: Mapping[str, DatasetDict]) -> list[str]:
    """Markdown tables of how the rows were made, computed from the data (schema columns only)."""
    lines: list[str] = []
    for name, dataset_dict in configs.items():
        splits = list(dataset_dict.values())
        if not splits or not {"method", "direction", "source_label", "target_label"} <= set(
            splits[0].column_names
        ):
            continue
        method = [m for d in splits for m in d["method"]]
        direction = [m for d in splits for m in d["direction"]]
        labels = [
            f"{s} → {t}" for d in splits for s, t in zip(d["source_label"], d["target_label"], strict=True)
        ]
        changed = sum(1 for d in splits for s, t in zip(d["source"], d["target"], strict=True) if s != t)
        total = len(method)
        lines += [
            f"**{name}** — {total:,} rows, {changed:,} with source ≠ target ({100 * changed / max(total, 1):.1f} %).",
            "",
        ]
        lines += ["| method | direction | rows |", "| --- | --- | ---: |"]
        lines += [
            f"| {k.split('|')[0]} | {k.split('|')[1]} | {v:,} |"
            for k, v in _counts([f"{m}|{d}" for m, d in zip(method, direction, strict=True)])
        ]
        lines += ["", "| source → target label | rows |", "| --- | ---: |"]
        lines += [f"| {k} | {v:,} |" for k, v in _counts(labels)]
        lines.append("")
    return lines


def _provenance_table(configs: Mapping[str, DatasetDict]) -> list[str]:
    rows: list[str] = []
    for dataset_dict in configs.values():
        for dataset in dataset_dict.values():
            if "provenance" in dataset.column_names:
                rows += [
                    f"{p.get('corpus') or '?'}|{p.get('license') or 'unspecified'}"
                    for p in dataset["provenance"]
                ]
    if not rows:
        return []
    lines = ["| source corpus | licence | rows |", "| --- | --- | ---: |"]
    lines += [f"| {k.split('|')[0]} | {k.split('|')[1]} | {v:,} |" for k, v in _counts(rows, top=20)]
    return [*lines, ""]


def _examples(configs: Mapping[str, DatasetDict], limit: int = 3) -> list[str]:
    """A few rows whose source and target differ, as a table (what a reader wants to see first)."""
    for dataset_dict in configs.values():
        for dataset in dataset_dict.values():
            if not {"source", "target"} <= set(dataset.column_names):
                continue
            shown = []
            for row in dataset.select(range(min(len(dataset), 200))):
                if row["source"] != row["target"] and len(row["source"]) <= 200:
                    shown.append(row)
                if len(shown) == limit:
                    break
            if shown:
                cell = lambda t: t.replace("|", "\\|")  # noqa: E731
                lines = ["| source | target |", "| --- | --- |"]
                lines += [f"| {cell(r['source'])} | {cell(r['target'])} |" for r in shown]
                return [*lines, ""]
    return []


def _type_name(feature: Any) -> str:
    if isinstance(feature, dict):
        return "struct"
    inner = getattr(feature, "feature", None)
    if inner is not None:
        return f"list of {_type_name(inner)}"
    return str(getattr(feature, "dtype", None) or type(feature).__name__)


def _fields(configs: Mapping[str, DatasetDict]) -> list[str]:
    first = next(iter(next(iter(configs.values())).values()))
    lines = ["| field | type | description |", "| --- | --- | --- |"]
    for name, feature in first.features.items():
        kind = _type_name(feature)
        lines.append(f"| `{name}` | {kind} | {FIELD_DESCRIPTIONS.get(name, '')} |")
    return [*lines, ""]


def render_card(configs: Mapping[str, DatasetDict], spec: DatasetCardSpec, data_files: dict) -> DatasetCard:
    """The README card: YAML header (configs, features, license, …) and prose sections.

    Sections: summary, structure (configs, splits, fields, examples, usage), how the data was made,
    provenance, composition, intended use, limitations and biases, extra ``spec.sections``, citation.
    """
    rows = sum(len(d) for dd in configs.values() for d in dd.values())
    languages = list(spec.languages)
    data = DatasetCardData(
        language=languages,
        **hub_license_fields(spec.license),  # a Hub id, or other + license_name/license_link
        pretty_name=spec.pretty_name,
        task_categories=spec.task_categories,
        task_ids=spec.task_ids or None,
        size_categories=[size_category(rows)],
        source_datasets=spec.source_datasets,
        annotations_creators=spec.annotations_creators,
        language_creators=spec.language_creators,
        multilinguality=["monolingual" if len(languages) == 1 else "multilingual"],
        tags=spec.tags,
        configs=[
            {"config_name": name, "data_files": files, **({"default": True} if i == 0 else {})}
            for i, (name, files) in enumerate(data_files.items())
        ],
        dataset_info=[_features_yaml(dd, name) for name, dd in configs.items()],
        **spec.extra_metadata,
    )
    extra = dict(spec.sections)
    standard = {heading.lower(): heading for heading, _ in STANDARD_SECTIONS}

    def body(heading: str, field_name: str) -> str:
        for key in list(extra):
            if key.lower() == heading.lower():
                return extra.pop(key).strip()
        return (getattr(spec, field_name) or DEFAULT_PROSE[field_name]).strip()

    first_config = next(iter(configs))
    lines = [
        f"# {spec.pretty_name}",
        "",
        spec.summary.strip() or f"{spec.pretty_name}: a fairwrite dataset.",
        "",
    ]
    lines += ["## Dataset structure", "", "| config | split | rows |", "| --- | --- | ---: |"]
    lines += [f"| {c} | {s} | {len(d):,} |" for c, dd in configs.items() for s, d in dd.items()]
    lines += ["", *_fields(configs)]
    examples = _examples(configs)
    if examples:
        lines += ["Examples:", "", *examples]
    lines += [
        "```python",
        "from datasets import load_dataset",
        "",
        f'ds = load_dataset("<this folder or repo>", "{first_config}")',
        "```",
        "",
    ]
    lines += ["## How the data was made", "", body("How the data was made", "how_made"), ""]
    if spec.build:
        lines += [
            "Build record:",
            "",
            "```json",
            json.dumps(spec.build, indent=2, ensure_ascii=False, default=str),
            "```",
            "",
        ]
    lines += ["## Provenance", "", body("Provenance", "provenance"), "", *_provenance_table(configs)]
    composition = _composition(configs)
    if composition:
        lines += ["## Composition", "", *composition]
    for heading, field_name in STANDARD_SECTIONS[2:]:
        lines += [f"## {heading}", "", body(heading, field_name), ""]
    for heading, text in extra.items():
        if heading.lower() not in standard:
            lines += [f"## {heading}", "", text.strip(), ""]
    entries = bibtex(spec.citations or citations_for(languages))
    if entries:
        lines += ["## Citation", "", "```bibtex", "\n\n".join(c.strip() for c in entries), "```", ""]
    content = f"---\n{data.to_yaml()}\n---\n\n" + "\n".join(lines)
    return DatasetCard(content)


def write_dataset_folder(
    configs: Mapping[str, DatasetDict] | DatasetDict,
    output: str | Path,
    spec: DatasetCardSpec,
    *,
    overwrite: bool = False,
    shard_rows: int = SHARD_ROWS,
) -> Path:
    """Write ``configs`` (config name → splits; a bare ``DatasetDict`` is the ``default`` config) to ``output``.

    The folder is built next to ``output`` and swapped into place, so a crash never leaves half a dataset
    and a failed build keeps the old one; a folder fairwrite did not write is replaced only with
    ``overwrite`` (see :func:`output_folder`).
    """
    if isinstance(configs, DatasetDict):
        configs = {"default": configs}
    if not configs or any(not dd for dd in configs.values()):
        raise FairwriteError("nothing to write: every config needs at least one split")
    out = Path(output)
    # what the card and fairwrite.json record (inputs, model folders) as seen from the published folder
    spec = dataclasses.replace(spec, build=portable_paths(spec.build, out))
    with output_folder(out, overwrite=overwrite) as staging:
        data_files: dict[str, list[dict[str, str]]] = {}
        for name, dataset_dict in configs.items():
            files = []
            for split, dataset in dataset_dict.items():
                shards = max(1, math.ceil(len(dataset) / shard_rows))
                for k in range(shards):
                    rel = f"data/{name}/{split}-{k:05d}-of-{shards:05d}.parquet"
                    (staging / rel).parent.mkdir(parents=True, exist_ok=True)
                    dataset.shard(num_shards=shards, index=k, contiguous=True).to_parquet(str(staging / rel))
                files.append({"split": split, "path": f"data/{name}/{split}-*.parquet"})
            data_files[name] = files
        render_card(configs, spec, data_files).save(staging / "README.md")
        record = {
            "created": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "versions": _versions(),
            "rows": {c: {s: len(d) for s, d in dd.items()} for c, dd in configs.items()},
            **spec.build,
        }
        (staging / "fairwrite.json").write_text(
            json.dumps(record, indent=2, ensure_ascii=False, default=str) + "\n"
        )
    return out


REQUIRED_DATASET_METADATA = (
    "language",
    "license",
    "pretty_name",
    "task_categories",
    "size_categories",
    "configs",
)


def load_card(root: Path, card_type: type[_Card], kind: str) -> _Card:
    """The ``kind`` card (``dataset``, ``model``) in ``root/README.md``, parsed with ``card_type``;
    raises :class:`FairwriteError` when it is missing or does not parse."""
    readme = root / "README.md"
    if not readme.is_file():
        raise FairwriteError(f"{root} has no README.md {kind} card")
    try:
        return card_type.load(readme)
    except Exception as err:  # huggingface_hub raises ValueError / yaml errors on broken headers
        raise FairwriteError(f"{readme}: the card does not parse: {err}") from None


def validate_dataset_folder(folder: str | Path, *, load: bool = True) -> DatasetCard:
    """Check that ``folder`` is a Hub-ready dataset: the card parses, declares what the Hub needs, and
    every config's data files exist (and, with ``load``, load with ``datasets.load_dataset``).

    Returns the parsed card; raises :class:`FairwriteError` listing every problem found.
    """
    root = Path(folder)
    card = load_card(root, DatasetCard, "dataset")
    metadata = card.data.to_dict()
    problems = [f"metadata has no {key!r}" for key in REQUIRED_DATASET_METADATA if not metadata.get(key)]
    for config in metadata.get("configs") or []:
        name = config.get("config_name", "default")
        files = config.get("data_files") or []
        if isinstance(files, (str, dict)):
            files = [files]
        for entry in files:
            patterns = entry.get("path") if isinstance(entry, dict) else entry
            for pattern in [patterns] if isinstance(patterns, str) else patterns or []:
                if not list(root.glob(pattern)):
                    problems.append(f"config {name!r}: no file matches {pattern!r}")
    if not card.text.strip():
        problems.append("the card has no prose")
    if problems:
        raise FairwriteError(f"{root} is not a valid Hub dataset folder: " + "; ".join(problems))
    if load:
        from datasets import load_dataset

        for config in metadata["configs"]:
            name = config.get("config_name", "default")
            try:
                loaded = load_dataset(str(root), name)
            except Exception as err:
                raise FairwriteError(f"{root}: config {name!r} does not load: {err}") from None
            declared = {
                s["name"]
                for info in metadata.get("dataset_info") or []
                if info.get("config_name") == name
                for s in info.get("splits", [])
            }
            if declared and declared != set(loaded):
                raise FairwriteError(
                    f"{root}: config {name!r} declares splits {sorted(declared)}, loads {sorted(loaded)}"
                )
    return card
