"""Gradio Space for the over_edit metric: `evaluate`'s standard widget over the module next to this file."""

from pathlib import Path

import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load(str(Path(__file__).resolve().with_name("over_edit.py")))
launch_gradio_widget(module)
