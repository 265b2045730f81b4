"""The files that make an ``eval/<metric>/`` folder a Hugging Face Space (``evaluate``'s Gradio widget).

Each metric folder holds the ``evaluate`` module ``<name>.py`` (a thin wrapper over ``fairwrite.metrics``),
its metric card ``README.md`` (a Space card: ``sdk: gradio``, ``app_file: app.py``), and the two files
written here: ``app.py`` (a ``gr.Interface`` over the module that sits next to it, one text box per input
column: ``evaluate``'s own ``launch_gradio_widget`` needs ``gr.inputs``, gone since Gradio 4) and
``requirements.txt``. ``fairwrite publish metric`` writes them when missing and validates the folder.
"""

from __future__ import annotations

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

REQUIREMENTS = "fairwrite\nevaluate>=0.4.3\n"


def app_source(name: str) -> str:
    """``app.py`` for the metric module ``<name>.py``."""
    return APP_TEMPLATE.format(name=name)


def ensure_space_files(folder: str | os.PathLike[str], *, overwrite: bool = False) -> list[Path]:
    """Write ``app.py`` and ``requirements.txt`` into a metric folder (kept when present); return them."""
    root = Path(folder)
    written = []
    for path, text in ((root / "app.py", app_source(root.name)), (root / "requirements.txt", REQUIREMENTS)):
        if overwrite or not path.exists():
            path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def metric_folders(eval_dir: str | os.PathLike[str]) -> list[Path]:
    """Folders of ``eval_dir`` that hold an ``evaluate`` module named after the folder."""
    root = Path(eval_dir)
    return sorted(p for p in root.iterdir() if p.is_dir() and (p / f"{p.name}.py").is_file())

