"""The files that make an ``eval/<metric>/`` folder a Hugging Face Space (``evaluate``'s Gradio widget).

Each metric folder holds the ``evaluate`` module ``<name>.py``, its metric card ``README.md`` (a Space card:
``sdk: gradio``, ``app_file: app.py``) and the files written here by :func:`ensure_space_files`:

- ``fairwrite_inline.py``: the fairwrite code the module needs (tokenisation, WER counts, over-edit…),
  copied out of the package definition by definition (:data:`INLINED`). Why: a Space, and
  ``evaluate.load("<org>/<metric>")`` on anyone's machine, installs only what an index serves, and no
  index serves fairwrite; the module imports this file (``from .fairwrite_inline import …``), which
  ``evaluate`` copies along. Regenerated from the package on every write, so it never drifts
  (``tests/test_hub_spaces.py`` checks the folders in ``eval/`` are up to date).
- ``app.py`` (a ``gr.Interface`` over the module beside it, one text box per input column:
  ``evaluate``'s own ``launch_gradio_widget`` needs ``gr.inputs``, gone since Gradio 4) and
  ``requirements.txt`` (index-served packages only).

A metric whose logic needs a fairwrite language engine (the German terminology metrics: spaCy models and
the german-nouns lexicon) cannot be inlined; :data:`NOT_STANDALONE` says why and ``publish metric``
refuses it in one line.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import os
from pathlib import Path

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

_TEXT = ["fairwrite.errors:FairwriteError", "fairwrite.text.io:check_aligned", "fairwrite.text.tokenize"]
#: metric → what its module takes from fairwrite, in dependency order: ``module`` (all of it) or
#: ``module:name`` (one top-level definition)
INLINED: dict[str, list[str]] = {
    "tokenised_wer": [*_TEXT, "fairwrite.metrics.wer", "fairwrite.citations:CITATIONS"],
    "over_edit": [*_TEXT, "fairwrite.metrics.wer", "fairwrite.metrics.over_edit"],
}
#: metrics that cannot stand alone yet, and why
NOT_STANDALONE = {
    "terminology_match_accuracy": "its term matching is fairwrite's German engine (spaCy, german-nouns lexicon)",
    "gender_fair_match_accuracy": "its term matching is fairwrite's German engine (spaCy, german-nouns lexicon)",
}


def app_source(name: str) -> str:
    """``app.py`` for the metric module ``<name>.py``."""
    return APP_TEMPLATE.format(name=name)


def _definition(module: str, name: str) -> str:
    """The source of one top-level definition (class, function or assignment) of ``module``."""
    source = inspect.getsource(importlib.import_module(module))
    for node in ast.parse(source).body:
        names = (
            [node.name]
            if isinstance(node, ast.FunctionDef | ast.ClassDef)
            else [t.id for t in getattr(node, "targets", [getattr(node, "target", None)]) if isinstance(t, ast.Name)]
        )
        if name in names:
            start = min([node.lineno, *(d.lineno for d in getattr(node, "decorator_list", []))])
            return "\n".join(source.splitlines()[start - 1 : node.end_lineno])
    raise LookupError(f"{module} defines no {name}")


def _module_body(module: str) -> str:
    """A module's source without its docstring, ``__future__`` import and imports of fairwrite."""
    source = inspect.getsource(importlib.import_module(module))
    lines = source.splitlines()
    drop: set[int] = set()
    for i, node in enumerate(ast.parse(source).body):
        docstring = i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        ours = isinstance(node, ast.ImportFrom) and (
            node.module == "__future__" or (node.module or "").split(".")[0] == "fairwrite"
        )
        if docstring or ours:
            drop.update(range(node.lineno - 1, node.end_lineno or node.lineno))
    return "\n".join(line for i, line in enumerate(lines) if i not in drop).strip()


def inline_source(name: str) -> str:
    """``fairwrite_inline.py`` of the metric ``name``: the fairwrite definitions its module uses, in one file
    that imports only index-served packages."""
    parts = [
        f'"""fairwrite code used by the {name} metric, inlined so that the Space needs no fairwrite install.\n\n'
        "Generated from the fairwrite package by `fairwrite publish metric` (fairwrite.hub.spaces); do not\n"
        'edit: change fairwrite and publish again.\n"""\n\n# generated: each part keeps its own imports\n# ruff: noqa\n'
        "from __future__ import annotations\n"
    ]
    for item in INLINED[name]:
        module, _, attr = item.partition(":")
        parts.append(f"# --- {item}\n\n" + (_definition(module, attr) if attr else _module_body(module)))
    return "\n\n\n".join(parts) + "\n"


def ensure_space_files(folder: str | os.PathLike[str], *, overwrite: bool = False) -> list[Path]:
    """Write ``fairwrite_inline.py`` (always: it is generated), ``app.py`` and ``requirements.txt`` (kept
    when present, unless ``overwrite``) into a metric folder; return them."""
    root = Path(folder)
    written = []
    if root.name in INLINED:
        inline = root / INLINE_FILE
        inline.write_text(inline_source(root.name), encoding="utf-8")
        written.append(inline)
    for path, text in ((root / "app.py", app_source(root.name)), (root / "requirements.txt", REQUIREMENTS)):
        if overwrite or not path.exists():
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def metric_folders(eval_dir: str | os.PathLike[str]) -> list[Path]:
    """Folders of ``eval_dir`` that hold an ``evaluate`` module named after the folder."""
    root = Path(eval_dir)
    return sorted(p for p in root.iterdir() if p.is_dir() and (p / f"{p.name}.py").is_file())

