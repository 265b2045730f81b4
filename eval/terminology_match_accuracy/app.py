"""Gradio Space for the terminology_match_accuracy metric: one text box per input column of the module next to this file."""

from pathlib import Path

import evaluate
import gradio as gr

module = evaluate.load(str(Path(__file__).resolve().with_name("terminology_match_accuracy.py")))
features = module.features[0] if isinstance(module.features, list) else module.features
columns = list(features)


def compute(*texts):
    """Each box holds one segment per line; the boxes are line-aligned."""
    return module.compute(**{name: text.splitlines() for name, text in zip(columns, texts, strict=True)})


# evaluate's own launch_gradio_widget builds its inputs with gr.inputs, which Gradio 4 removed
demo = gr.Interface(
    fn=compute,
    inputs=[gr.Textbox(label=name, lines=4, placeholder="one segment per line") for name in columns],
    outputs=gr.JSON(label=module.name),
    title=f"Metric: {module.name}",
    description=module.info.description,
)

if __name__ == "__main__":
    demo.launch()
