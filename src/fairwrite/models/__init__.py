"""Trained rewriting models: tokenizer training, model presets, batch rewriting.

- :mod:`fairwrite.models.tokenizer` — joint SentencePiece vocabulary as a fast 🤗 tokenizer;
- :mod:`fairwrite.models.presets` — the training presets' registry (paper Transformer, fine-tuning, LoRA, edit
  tagger): how each model is built, fed and saved;
- :mod:`fairwrite.models.edit_tagger` — the edit-based rewriter (each word: keep, delete or an edit) that
  learns on CPU in minutes, a registered 🤗 model (``fairwrite-edit-tagger``) with a byte tokenizer;
- :mod:`fairwrite.models.tags` — control tags (``<f>``, ``<m>``, target form) shared by training and inference;
- :mod:`fairwrite.models.rewriter` — :func:`load_model_rewriter`, fast batch rewriting with a model folder.

Submodules import torch/transformers; this package itself does not.
"""

__all__ = ["load_model_rewriter"]


def __getattr__(name: str):
    if name == "load_model_rewriter":
        # deferred: the rewriter imports torch/transformers; this package stays light
        from fairwrite.models.rewriter import load_model_rewriter

        return load_model_rewriter
    raise AttributeError(name)
