"""The files that make an ``eval/<metric>/`` folder a Hugging Face Space (``evaluate``'s Gradio widget).

Each metric folder holds the ``evaluate`` module ``<name>.py``, its metric card ``README.md`` (a Space card:
``sdk: gradio``, ``app_file: app.py``) and the files written here by :func:`ensure_space_files`:

- ``fairwrite_inline.py``: the fairwrite code the module needs (tokenisation, WER counts, over-edit, the
  German term matcher of the terminology metrics with its lexicon and shipped terminology…), generated
  by :func:`fairwrite.inline.inline_module` from what the module imports (:data:`INLINED`) and every
  fairwrite definition that reaches. Why: a Space, and ``evaluate.load("<org>/<metric>")`` on anyone's
  machine, installs only what an index serves, and no index serves fairwrite; the module imports this
  file (``from .fairwrite_inline import …``), which ``evaluate`` copies along. Regenerated from the
  package on every write, so it never drifts (``tests/test_portable_models.py`` checks the folders in
  ``eval/`` are up to date; ``fairwrite publish metric eval/<name> --repo-id ORG/<name>`` rewrites one).
- ``app.py`` (a ``gr.Interface`` over the module beside it, one text box per input column:
  ``evaluate``'s own ``launch_gradio_widget`` needs ``gr.inputs``, gone since Gradio 4) and
  ``requirements.txt`` (index-served packages only: the German metrics add spaCy, its lookup tables and
  german-nouns, from which the inlined lexicon is built on first use).
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from fairwrite.de.lexicon import _build, _sources
from fairwrite.inline import inline_module

APP_TEMPLATE = '''"""Gradio Space for the {name} metric: one text box per input column of the module next to this file."""

from pathlib import Path

import evaluate
import gradio as gr

module = evaluate.load(str(Path(__file__).resolve().with_name("{name}.py")))
features = module.features[0] if isinstance(module.features, list) else module.features
columns = list(features)


def compute(*texts):
    """Each box holds one segment per line; the boxes are line-aligned."""
    return module.compute(**{{name: text.splitlines() for name, text in zip(columns, texts, strict=True)}})


# evaluate's own launch_gradio_widget builds its inputs with gr.inputs, which Gradio 4 removed
demo = gr.Interface(
    fn=compute,
    inputs=[gr.Textbox(label=name, lines=4, placeholder="one segment per line") for name in columns],
    outputs=gr.JSON(label=module.name),
    title=f"Metric: {{module.name}}",
    description=module.info.description,
)

if __name__ == "__main__":
    demo.launch()
'''

#: the Gradio release the Space cards name (``sdk_version``); the newest on PyPI when it was last set
GRADIO_VERSION = "6.31.0"
#: what every metric Space installs: index-served packages only
REQUIREMENTS = "evaluate>=0.4.3\ndatasets\nnumpy\njiwer\nsacremoses\n"
INLINE_FILE = "fairwrite_inline.py"

_TERMINOLOGY = "fairwrite.metrics.terminology"
#: metric → what its module imports from ``fairwrite_inline.py`` (``module:name``, where fairwrite defines it)
INLINED: dict[str, list[str]] = {
    "tokenised_wer": ["fairwrite.metrics.wer:segment_counts", "fairwrite.citations:CITATIONS"],
    "over_edit": ["fairwrite.metrics.over_edit:over_edit"],
    "terminology_match_accuracy": [f"{_TERMINOLOGY}:evaluate_info", f"{_TERMINOLOGY}:terminology_match_accuracy"],
    "gender_fair_match_accuracy": [
        f"{_TERMINOLOGY}:DEFAULT_SUFFIXES", f"{_TERMINOLOGY}:evaluate_info", f"{_TERMINOLOGY}:gender_fair_match_accuracy",
    ],
}  # fmt: skip
#: package data a metric's inlined code reads (through ``importlib.resources``): embedded in the file
_SHIPPED_TERMINOLOGY = [("fairwrite.de", "data/neutral_terminology.tsv")]
EMBEDDED = {"terminology_match_accuracy": _SHIPPED_TERMINOLOGY, "gender_fair_match_accuracy": _SHIPPED_TERMINOLOGY}
#: what a metric needs beyond :data:`REQUIREMENTS` (the German lexicon and lemmatiser: index-served too)
_GERMAN = "spacy>=3.8,<3.9\nspacy-lookups-data>=1.0.5\ngerman-nouns>=1.2.5\n"
EXTRA_REQUIREMENTS = {"terminology_match_accuracy": _GERMAN, "gender_fair_match_accuracy": _GERMAN}


#: definitions a Space's inlined code writes in place of the package's: the lexicon built in memory, never
#: read from or written to the package's pickle cache (which holds fairwrite's classes: the Space has none)
OVERRIDES = {"fairwrite.de.lexicon:_load": "fairwrite.hub.spaces:_load_lexicon"}


@lru_cache(maxsize=2)
def _built_lexicon(data_dir: Path | None) -> dict[str, Any]:
    return dict(zip(("data", "nouns"), _build(_sources(data_dir)), strict=True))


def _load_lexicon(data_dir: Path | None, part: str = "data") -> Any:
    """One part of the German lexicon, built once per process (what a Space's inlined code calls for the
    package's cached ``_load``)."""
    return _built_lexicon(data_dir)[part]


def requirements(name: str) -> str:
    """``requirements.txt`` of the metric ``name``."""
    return REQUIREMENTS + EXTRA_REQUIREMENTS.get(name, "")


def app_source(name: str) -> str:
    """``app.py`` for the metric module ``<name>.py``."""
    return APP_TEMPLATE.format(name=name)


def inline_source(name: str) -> str:
    """``fairwrite_inline.py`` of the metric ``name``: the fairwrite definitions its module uses, in one file
    that imports only index-served packages."""
    return inline_module(
        INLINED[name],
        docstring=(
            f"fairwrite code used by the {name} metric, inlined so that the Space needs no fairwrite install.\n\n"
            "Generated from the fairwrite package by `fairwrite publish metric` (fairwrite.hub.spaces); do not\n"
            "edit: change fairwrite and publish again."
        ),
        embed=EMBEDDED.get(name, ()),
        overrides=OVERRIDES,
    )


def ensure_space_files(folder: str | os.PathLike[str], *, overwrite: bool = False) -> list[Path]:
    """Write ``fairwrite_inline.py`` (always: it is generated), ``app.py`` and ``requirements.txt`` (kept
    when present, unless ``overwrite``) into a metric folder; return them."""
    root = Path(folder)
    written = []
    if root.name in INLINED:
        inline = root / INLINE_FILE
        inline.write_text(inline_source(root.name), encoding="utf-8")
        written.append(inline)
    files = ((root / "app.py", app_source(root.name)), (root / "requirements.txt", requirements(root.name)))
    for path, text in files:
        if overwrite or not path.exists():
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def metric_folders(eval_dir: str | os.PathLike[str]) -> list[Path]:
    """Folders of ``eval_dir`` that hold an ``evaluate`` module named after the folder."""
    root = Path(eval_dir)
    return sorted(p for p in root.iterdir() if p.is_dir() and (p / f"{p.name}.py").is_file())

