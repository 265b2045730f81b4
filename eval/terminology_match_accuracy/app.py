"""Gradio Space for the terminology_match_accuracy metric: `evaluate`'s standard widget over the module next to this file."""

from pathlib import Path

import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load(str(Path(__file__).resolve().with_name("terminology_match_accuracy.py")))
launch_gradio_widget(module)
