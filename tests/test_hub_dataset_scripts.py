"""Every dataset script, run on the embedded demo corpus, writes a folder that loads and a card that parses.

Builders that are not in this installation yet are skipped (they are registered by name in
``fairwrite.registry.BUILDERS``); the benchmark suite has its own test (``test_hub_benchmark_dataset``).
"""

from __future__ import annotations

import pytest
from datasets import load_dataset
from huggingface_hub import DatasetCard

from fairwrite import registry
from fairwrite.datasets.folder import validate_dataset_folder
from fairwrite.errors import FairwriteError
from fairwrite.hub.demo import DEMO_DATA, _builder_options

#: builder → demo corpus language
DEMO_INPUTS = {"en-augmented": "en", "de-gender-fair": "de", "inclure": "fr", "neutral-de": "de"}
SECTIONS = (
    "## How the data was made",
    "## Provenance",
    "## Intended use",
    "## Limitations and biases",
    "## Citation",
)


@pytest.mark.parametrize("name", sorted(DEMO_INPUTS))
def test_dataset_script_folder_loads_and_card_parses(name, tmp_path):
    try:
        module = registry.builder(name)
    except FairwriteError as err:
        pytest.skip(f"{name} is not in this installation yet: {err}")
    folder = registry.run_builder(
        name, [DEMO_DATA / f"{DEMO_INPUTS[name]}.txt"], tmp_path / name, _builder_options(module)
    )
    card = validate_dataset_folder(folder, load=True)
    parsed = DatasetCard.load(folder / "README.md")
    assert parsed.data.language and parsed.data.license and parsed.data.pretty_name
    assert parsed.data.task_categories and parsed.data.size_categories
    for section in SECTIONS:
        assert section in card.text, (name, section)
    for config in parsed.data.configs:
        loaded = load_dataset(str(folder), config["config_name"])
        assert sum(len(split) for split in loaded.values()) > 0, (name, config["config_name"])
        assert {"source", "target", "lang", "method", "provenance"} <= set(
            next(iter(loaded.values())).column_names
        )
