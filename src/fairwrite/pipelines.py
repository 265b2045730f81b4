"""``pipeline("text2text-generation")`` for fairwrite models, on transformers 4.x and 5.x.

transformers 5 removed the Text2Text, Summarization and Translation pipelines and refuses their task
names; INCLURE (Lerner & Grouin 2024) and the Hub's model cards use ``pipeline("text2text-generation",
model=...)``. :func:`register` brings the task back on 5.x with :class:`Text2TextGenerationPipeline`, a
port of the 4.x class onto the 5.x pipeline base (its generation-parameter handling included;
:mod:`fairwrite.models.portable.text2text_pipeline`, which model folders also carry); on 4.x, where the
task is native, it does nothing.

``import fairwrite`` calls :func:`fairwrite._pipeline_hook.install`, which registers the task as soon as
``transformers.pipelines`` is imported (or at once if it already is) — without importing transformers
itself, so ``import fairwrite`` stays fast::

    import fairwrite
    from transformers import pipeline

    rewrite = pipeline("text2text-generation", model="path/to/model")
    rewrite("The nurse said she was tired.")  # [{'generated_text': 'The nurse said they were tired.'}]
"""

from __future__ import annotations

import transformers
from transformers.pipelines import base as pipeline_base

from fairwrite.models.portable.text2text_pipeline import ReturnType, Text2TextGenerationPipeline

TASK = "text2text-generation"
NATIVE = int(transformers.__version__.split(".")[0]) < 5
__all__ = ["NATIVE", "TASK", "ReturnType", "Text2TextGenerationPipeline", "register"]


def register() -> bool:
    """Make ``pipeline("text2text-generation")`` available; ``False`` when transformers has it natively."""
    from transformers import AutoModelForSeq2SeqLM
    from transformers import pipelines as tp

    from fairwrite.models import edit_tagger

    edit_tagger.register()  # AutoConfig/AutoModelForSeq2SeqLM load fairwrite-edit-tagger folders

    if NATIVE:
        return False
    current = tp.PIPELINE_REGISTRY.supported_tasks.get(TASK)
    if current is not None and current.get("impl") is Text2TextGenerationPipeline:
        return True
    removed = getattr(tp, "REMOVED_TASKS", None)
    if isinstance(removed, dict):
        removed.pop(TASK, None)  # transformers 5 raises for removed task names before the registry lookup
    tp.PIPELINE_REGISTRY.register_pipeline(
        TASK, pipeline_class=Text2TextGenerationPipeline, pt_model=AutoModelForSeq2SeqLM, type="text"
    )
    peft_tasks = getattr(pipeline_base, "SUPPORTED_PEFT_TASKS", None)
    if isinstance(peft_tasks, dict):
        peft_tasks.setdefault(TASK, ["PeftModelForSeq2SeqLM"])
    return True


register()
