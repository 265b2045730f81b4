"""Gradio Space for the gender_fair_match_accuracy metric: `evaluate`'s standard widget over the module next to this file."""

from pathlib import Path

import evaluate
from evaluate.utils import launch_gradio_widget

module = evaluate.load(str(Path(__file__).resolve().with_name("gender_fair_match_accuracy.py")))
launch_gradio_widget(module)
