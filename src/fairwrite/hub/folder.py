"""Write a dataset as a Hub-ready folder: Parquet shards plus a README card that declares them.

``datasets`` ≥ 4 runs no loading scripts: ``load_dataset(folder, config)`` reads the card's YAML
``configs:`` (``config_name`` and ``data_files`` with ``split`` + ``path``). The same folder uploads
unchanged to the Hub. A ``fairwrite.json`` next to the card records how the data was made.
"""

from __future__ import annotations

import json
import math
import platform
import shutil
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from datasets import DatasetDict
from huggingface_hub import DatasetCard, DatasetCardData

from fairwrite.errors import FairwriteError

SHARD_ROWS = 250_000


@dataclass
class DatasetCardSpec:
    """What a dataset card says beyond the data files: metadata for the YAML header and prose sections."""

    pretty_name: str
    languages: list[str]
    license: str = "cc-by-sa-4.0"
    task_categories: list[str] = field(default_factory=lambda: ["text2text-generation"])
    task_ids: list[str] = field(default_factory=list)
    tags: list[str] = field(default_factory=lambda: ["gender-fair-language", "fairwrite"])
    source_datasets: list[str] = field(default_factory=lambda: ["original"])
    summary: str = ""
    sections: dict[str, str] = field(default_factory=dict)  # heading → Markdown body
    citations: list[str] = field(default_factory=list)  # BibTeX entries
    build: dict[str, Any] = field(default_factory=dict)  # how it was made: config, sources, versions
    extra_metadata: dict[str, Any] = field(default_factory=dict)


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
        "splits": [{"name": s, "num_examples": len(d)} for s, d in dataset_dict.items()],
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


def render_card(configs: Mapping[str, DatasetDict], spec: DatasetCardSpec, data_files: dict) -> DatasetCard:
    """The README card: YAML header (configs, features, license, …) and the prose of ``spec``."""
    rows = sum(len(d) for dd in configs.values() for d in dd.values())
    data = DatasetCardData(
        language=spec.languages,
        license=spec.license,
        pretty_name=spec.pretty_name,
        task_categories=spec.task_categories,
        task_ids=spec.task_ids or None,
        size_categories=[size_category(rows)],
        source_datasets=spec.source_datasets,
        tags=spec.tags,
        configs=[
            {"config_name": name, "data_files": files, **({"default": True} if i == 0 else {})}
            for i, (name, files) in enumerate(data_files.items())
        ],
        dataset_info=[_features_yaml(dd, name) for name, dd in configs.items()],
        **spec.extra_metadata,
    )
    lines = [f"# {spec.pretty_name}", "", spec.summary.strip(), ""]
    lines += ["## Configurations and splits", "", "| config | split | rows |", "| --- | --- | ---: |"]
    lines += [f"| {c} | {s} | {len(d):,} |" for c, dd in configs.items() for s, d in dd.items()]
    lines += [
        "",
        "```python",
        "from datasets import load_dataset",
        "",
        f'ds = load_dataset("<this folder or repo>", "{next(iter(configs))}")',
        "```",
        "",
    ]
    for heading, body in spec.sections.items():
        lines += [f"## {heading}", "", body.strip(), ""]
    if spec.build:
        lines += [
            "## How this dataset was made",
            "",
            "```json",
            json.dumps(spec.build, indent=2, ensure_ascii=False, default=str),
            "```",
            "",
        ]
    if spec.citations:
        lines += ["## Citation", "", "```bibtex", *[c.strip() + "\n" for c in spec.citations], "```", ""]
    content = f"---\n{data.to_yaml()}\n---\n\n" + "\n".join(lines)
    return DatasetCard(content)


def write_dataset_folder(
    configs: Mapping[str, DatasetDict] | DatasetDict,
    output: str | Path,
    spec: DatasetCardSpec,
    *,
    overwrite: bool = True,
    shard_rows: int = SHARD_ROWS,
) -> Path:
    """Write ``configs`` (config name → splits; a bare ``DatasetDict`` is the ``default`` config) to ``output``.

    The folder is built next to ``output`` and moved into place, so a crash never leaves half a dataset.
    """
    if isinstance(configs, DatasetDict):
        configs = {"default": configs}
    if not configs or any(not dd for dd in configs.values()):
        raise FairwriteError("nothing to write: every config needs at least one split")
    out = Path(output)
    if out.exists() and not overwrite:
        raise FairwriteError(f"{out} exists; pass overwrite=True to replace it")
    staging = out.with_name(f".{out.name}.partial")
    shutil.rmtree(staging, ignore_errors=True)
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
    if out.exists():
        shutil.rmtree(out)
    staging.rename(out)
    return out
