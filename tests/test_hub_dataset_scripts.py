"""Every dataset script, run on the embedded demo corpus, writes a folder that loads and a card that parses.

Every builder registered in ``fairwrite.registry.BUILDERS`` must import: a broken registry entry fails here
rather than being skipped. The benchmark suite has its own test (``test_hub_benchmark_dataset``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from datasets import load_dataset
from huggingface_hub import DatasetCard

from fairwrite import registry
from fairwrite.datasets.folder import validate_dataset_folder
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


@pytest.mark.parametrize("name", sorted(registry.BUILDERS))
def test_every_registered_builder_imports(name):
    """The registry entry names a module with the builder interface (``Config`` and ``build``)."""
    module = registry.builder(name)
    assert callable(module.build) and isinstance(module.Config, type)
    assert module.__name__ == registry.BUILDERS[name]


@pytest.mark.parametrize("name", sorted(DEMO_INPUTS))
def test_dataset_script_folder_loads_and_card_parses(name, tmp_path):
    module = registry.builder(name)
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


def test_every_dataset_script_names_a_registered_builder():
    """``dataset_scripts/build_<name>.py`` exists for every builder and calls ``build_script`` with its name."""
    scripts = sorted((Path(__file__).resolve().parents[1] / "dataset_scripts").glob("build_*.py"))
    named = {}
    for script in scripts:
        match = re.search(r'build_script\("([^"]+)"', script.read_text(encoding="utf-8"))
        assert match, f"{script.name} does not call build_script"
        named[match.group(1)] = script.name
    assert set(named) == set(registry.BUILDERS)
    for name, script in named.items():
        assert script == f"build_{name.replace('-', '_')}.py"


def test_each_script_help_lists_every_option_its_docstring_names():
    # regression: --help listed --input and --output only, the docstring a dozen options more
    scripts = sorted((Path(__file__).resolve().parents[1] / "dataset_scripts").glob("build_*.py"))
    assert scripts
    for script in scripts:
        # a ``command`` span names the script's options after the script, another tool's before it or without it
        doc = re.sub(r"``([^`]*)``", lambda m: m.group(1)[m.group(1).find("build_"):] if "build_" in m.group(1) else "",
                     script.read_text(encoding="utf-8"))  # fmt: skip
        named = set(re.findall(r"--[a-z][a-z0-9-]*", doc)) - {"--push"}
        done = subprocess.run([sys.executable, str(script), "--help"], capture_output=True, text=True, timeout=120,
                              env={**os.environ, "COLUMNS": "80"})  # fmt: skip
        assert done.returncode == 0, done.stderr
        listed = set(re.findall(r"--[a-z][a-z0-9-]*", done.stdout))
        assert named <= listed, (script.name, sorted(named - listed))
        assert all(len(line) <= 80 for line in done.stdout.splitlines()), script.name  # wrapped, not cut
