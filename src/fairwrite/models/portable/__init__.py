"""Code that a model folder carries, so that plain transformers loads it where fairwrite is not installed.

The files of this package import only torch and transformers (``tests/test_portable_models.py`` checks it):

- ``text2text_pipeline.py``: the ``text2text-generation`` pipeline transformers 5 removed, named in every
  fairwrite model's ``config.json`` under ``custom_pipelines`` (how the Hub ships a custom task);
- ``modeling_fairwrite_edit_tagger.py``: the edit tagger's configuration and model, named in an edit
  tagger's ``auto_map`` (how the Hub ships a custom architecture).

A tagger trained with ``model.word_classes`` also carries its lexicon (``fairwrite_lexicon_<lang>.py``, code
generated from fairwrite's, and ``fairwrite_lexicon_<lang>.npz``, its data: :mod:`fairwrite.models.carried_lexicon`),
which the model code reads where fairwrite is not installed.

:func:`write_portable_code` copies them into a model folder byte for byte, so ``pipeline("text2text-generation",
model=DIR, trust_remote_code=True)`` and ``AutoModelForSeq2SeqLM.from_pretrained(DIR,
trust_remote_code=True)`` give what ``fairwrite rewrite --system DIR`` gives. Training writes the model code
and ``auto_map`` (harmless where fairwrite is installed: transformers prefers the registered class);
``fairwrite publish model`` adds the pipeline. Why not at training: transformers looks a task up in
``custom_pipelines`` before its registry and then insists on ``trust_remote_code=True``, so a folder that
names its pipeline needs that flag even where fairwrite registers the task — right for a Hub repo, in the
way for local work.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
PIPELINE_FILE = "text2text_pipeline.py"
MODELING_FILE = "modeling_fairwrite_edit_tagger.py"
EDIT_TAGGER_TYPE = "fairwrite-edit-tagger"  # the model_type the modeling file defines
CUSTOM_PIPELINES = {
    "text2text-generation": {
        "impl": f"{PIPELINE_FILE[:-3]}.Text2TextGenerationPipeline",
        "pt": ["AutoModelForSeq2SeqLM"],
        "tf": [],
        "type": "text",
    }
}
AUTO_MAP = {
    "AutoConfig": f"{MODELING_FILE[:-3]}.EditTaggerConfig",
    "AutoModelForSeq2SeqLM": f"{MODELING_FILE[:-3]}.EditTaggerModel",
}


def portable_settings(config: dict[str, Any], pipeline: bool = True) -> dict[str, Any]:
    """The ``config.json`` keys that point transformers at the carried code (for the config's model type)."""
    settings: dict[str, Any] = {"custom_pipelines": CUSTOM_PIPELINES} if pipeline else {}
    if config.get("model_type") == EDIT_TAGGER_TYPE:
        settings["auto_map"] = AUTO_MAP
    return settings


def write_portable_code(folder: str | os.PathLike[str], *, pipeline: bool = True) -> list[Path]:
    """Copy the code files a model folder needs and name them in its ``config.json`` (the pipeline too
    with ``pipeline``: for a Hub-ready folder), with the lexicon a tagger reads; return the files written. A folder without
    ``config.json`` (a LoRA adapter) is left alone."""
    root = Path(folder)
    config_path = root / "config.json"
    if not config_path.is_file():
        return []
    config = json.loads(config_path.read_text(encoding="utf-8"))
    settings = portable_settings(config, pipeline)
    names = ([PIPELINE_FILE] if pipeline else []) + ([MODELING_FILE] if "auto_map" in settings else [])
    written = []
    for name in names:
        shutil.copyfile(HERE / name, root / name)
        written.append(root / name)
    if config.get("model_type") == EDIT_TAGGER_TYPE and config.get("word_classes_lexicon"):
        from fairwrite.models.carried_lexicon import write_carried_lexicon  # deferred: loads the lexicon

        written += write_carried_lexicon(root, config["word_classes_lexicon"])
    if any(config.get(k) != v for k, v in settings.items()):
        config.update(settings)
        partial = config_path.with_name(".config.json.partial")
        partial.write_text(json.dumps(config, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
        partial.replace(config_path)
        written.append(config_path)
    return written
