"""The ``text2text-generation`` pipeline (transformers 4.x's, on the 5.x pipeline base), in one file that
imports only transformers.

Why one file: transformers 5 removed the task, so every fairwrite model folder carries this file and names
it in ``config.json``'s ``custom_pipelines``; ``pipeline("text2text-generation", model=DIR,
trust_remote_code=True)`` then works where fairwrite is not installed. fairwrite registers the same class
(:mod:`fairwrite.pipelines`). It must not import fairwrite; ``tests/test_portable_models.py`` checks that.
"""

from __future__ import annotations

import enum
from typing import Any

from transformers.generation import GenerationConfig
from transformers.pipelines import base as pipeline_base

#: the edit tagger's class name (fairwrite's, or the one a model folder carries)
EDIT_TAGGER = "EditTaggerModel"


class ReturnType(enum.Enum):
    TENSORS = 0
    TEXT = 1


class Text2TextGenerationPipeline(pipeline_base.Pipeline):
    """Text-to-text generation with any ``AutoModelForSeq2SeqLM`` (the 4.x pipeline, on the 5.x base).

    Call with a string or a list of strings; each result is ``{"generated_text": ...}`` (or
    ``{"generated_token_ids": ...}`` with ``return_tensors=True``). Generation parameters
    (``num_beams``, ``max_new_tokens``, ``generation_config``, …) pass to ``model.generate``; without them
    the values written in the model's ``generation_config.json`` apply (a fairwrite model says greedy),
    and for what the file does not set, ``max_new_tokens=256`` and ``num_beams=4`` as in transformers
    4.x. ``batch_size=N`` pads and generates N inputs at once.
    """

    _pipeline_calls_generate = True
    _load_processor = False
    _load_image_processor = False
    _load_feature_extractor = False
    _load_tokenizer = True
    _default_generation_config = GenerationConfig(max_new_tokens=256, num_beams=4)

    return_name = "generated"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        from transformers.models.auto.modeling_auto import MODEL_FOR_SEQ_TO_SEQ_CAUSAL_LM_MAPPING_NAMES

        # fairwrite's edit tagger loads through AutoModelForSeq2SeqLM but is not in transformers' names
        self.check_model_type([*MODEL_FOR_SEQ_TO_SEQ_CAUSAL_LM_MAPPING_NAMES.values(), EDIT_TAGGER])
        # transformers only sees generation parameters that differ from the global defaults, so a model
        # that writes ``"num_beams": 1`` would get the pipeline's 4: keep what the file says.
        for key in _written_generation_params(self.model):
            self._generation_defaults.pop(key, None)

    def _sanitize_parameters(
        self,
        return_tensors: bool | None = None,
        return_text: bool | None = None,
        return_type: ReturnType | None = None,
        clean_up_tokenization_spaces: bool | None = None,
        truncation: Any = None,
        stop_sequence: str | None = None,
        **generate_kwargs: Any,
    ) -> tuple[dict, dict, dict]:
        preprocess_params: dict[str, Any] = {}
        if truncation is not None:
            preprocess_params["truncation"] = truncation
        forward_params = generate_kwargs
        postprocess_params: dict[str, Any] = {}
        if return_tensors is not None and return_type is None:
            return_type = ReturnType.TENSORS if return_tensors else ReturnType.TEXT
        if return_type is not None:
            postprocess_params["return_type"] = return_type
        if clean_up_tokenization_spaces is not None:
            postprocess_params["clean_up_tokenization_spaces"] = clean_up_tokenization_spaces
        if stop_sequence is not None:
            stop_ids = self.tokenizer.encode(stop_sequence, add_special_tokens=False)
            forward_params["eos_token_id"] = stop_ids[0]
        if getattr(self, "assistant_model", None) is not None:
            forward_params["assistant_model"] = self.assistant_model
        if getattr(self, "assistant_tokenizer", None) is not None:
            forward_params["tokenizer"] = self.tokenizer
            forward_params["assistant_tokenizer"] = self.assistant_tokenizer
        return preprocess_params, forward_params, postprocess_params

    def __call__(self, inputs: str | list[str], *args: Any, **kwargs: Any) -> list[Any]:
        """Generate the output text(s) for one input text or a list of them."""
        result = super().__call__(inputs, *args, **kwargs)
        if (
            isinstance(inputs, list)
            and all(isinstance(x, str) for x in inputs)
            and all(len(r) == 1 for r in result)
        ):
            return [r[0] for r in result]
        return result

    def preprocess(self, inputs: str | list[str], truncation: Any = False, **kwargs: Any) -> dict[str, Any]:
        prefix = self.prefix if getattr(self, "prefix", None) is not None else ""
        if isinstance(inputs, list):
            if self.tokenizer.pad_token_id is None:
                raise ValueError(
                    "Please make sure that the tokenizer has a pad_token_id when using a batch input"
                )
            texts: str | list[str] = [prefix + x for x in inputs]
            padding = True
        elif isinstance(inputs, str):
            texts, padding = prefix + inputs, False
        else:
            raise TypeError(f"inputs must be a str or a list of str, not {type(inputs).__name__}")
        encoded = self.tokenizer(texts, padding=padding, truncation=truncation, return_tensors="pt")
        encoded.pop("token_type_ids", None)
        return encoded

    def _forward(self, model_inputs: dict[str, Any], **generate_kwargs: Any) -> dict[str, Any]:
        in_b = model_inputs["input_ids"].shape[0]
        generate_kwargs = self._prepare_generate_kwargs(generate_kwargs)
        output_ids = self.model.generate(**model_inputs, **generate_kwargs)
        out_b = output_ids.shape[0]
        return {"output_ids": output_ids.reshape(in_b, out_b // in_b, *output_ids.shape[1:])}

    def postprocess(
        self,
        model_outputs: dict[str, Any],
        return_type: ReturnType = ReturnType.TEXT,
        clean_up_tokenization_spaces: bool = False,
    ) -> list[dict[str, Any]]:
        records = []
        for output_ids in model_outputs["output_ids"][0]:
            if return_type == ReturnType.TENSORS:
                records.append({f"{self.return_name}_token_ids": output_ids})
            else:
                text = self.tokenizer.decode(
                    output_ids,
                    skip_special_tokens=True,
                    clean_up_tokenization_spaces=clean_up_tokenization_spaces,
                )
                records.append({f"{self.return_name}_text": text})
        return records


def _written_generation_params(model: Any) -> set[str]:
    """Keys present in the model's own ``generation_config.json`` (local folder or Hub cache)."""
    import json
    from pathlib import Path

    source = getattr(model.config, "_name_or_path", "") or getattr(model, "name_or_path", "")
    if not source:
        return set()
    path: Any = Path(source) / "generation_config.json"
    if not path.is_file():
        try:
            from huggingface_hub import try_to_load_from_cache

            path = try_to_load_from_cache(source, "generation_config.json")
        except Exception:  # not a repo id
            return set()
        if not isinstance(path, str):
            return set()
    try:
        return set(json.loads(Path(path).read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return set()
