"""``pipeline("text2text-generation")`` after ``import fairwrite``: transformers 5 (registered) and 4.x (native).

Run on transformers 4.57 with ``make test-transformers4``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import transformers

import fairwrite  # noqa: F401  (registers the task)

MAJOR = int(transformers.__version__.split(".")[0])
SENTENCES = [
    "The nurse said that she was tired.",
    "He thanked the farmer.",
    "The developer argued with the designer.",
]


@pytest.fixture(autouse=True, scope="module")
def _one_thread():
    from train_helpers import one_torch_thread

    with one_torch_thread():
        yield


@pytest.fixture(scope="module")
def model_dir(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    from train_helpers import make_tiny_model

    return make_tiny_model(shared, tmp_path_factory.mktemp("pipe") / "tiny")


def _greedy(model_dir: Path, texts: list[str], max_new_tokens: int = 12) -> list[str]:
    import torch
    from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForSeq2SeqLM.from_pretrained(model_dir).eval()
    outputs = []
    with torch.inference_mode():
        for text in texts:
            ids = tokenizer(text, return_tensors="pt")["input_ids"]
            generated = model.generate(
                input_ids=ids, num_beams=1, do_sample=False, max_new_tokens=max_new_tokens
            )
            outputs.append(tokenizer.decode(generated[0], skip_special_tokens=True))
    return outputs


def test_import_fairwrite_registers_the_task_without_importing_transformers(model_dir: Path):
    code = (
        "import sys, fairwrite\n"
        "assert 'transformers.pipelines' not in sys.modules, 'import fairwrite must stay cheap'\n"
        "from transformers import pipeline\n"
        f"p = pipeline('text2text-generation', model={str(model_dir)!r}, device='cpu')\n"
        "out = p('The nurse said that she was tired.', max_new_tokens=12)\n"
        "assert isinstance(out, list) and isinstance(out[0]['generated_text'], str), out\n"
        "print(type(p).__module__)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    module = done.stdout.strip().splitlines()[-1]
    # the class a model folder also carries (fairwrite.models.portable), registered by fairwrite.pipelines
    assert module == (
        "fairwrite.models.portable.text2text_pipeline" if MAJOR >= 5 else "transformers.pipelines.text2text_generation"
    )


def test_pipeline_output_equals_greedy_generate(model_dir: Path):
    from transformers import pipeline

    pipe = pipeline("text2text-generation", model=str(model_dir), device="cpu")
    expected = _greedy(model_dir, SENTENCES)
    single = [pipe(s, num_beams=1, max_new_tokens=12)[0]["generated_text"] for s in SENTENCES]
    listed = [r["generated_text"] for r in pipe(SENTENCES, num_beams=1, max_new_tokens=12)]
    batched = [r["generated_text"] for r in pipe(SENTENCES, batch_size=3, num_beams=1, max_new_tokens=12)]
    assert single == listed == batched == expected
    assert all(expected)


@pytest.mark.skipif(MAJOR < 5, reason="transformers 4.x has its own defaults")
def test_model_generation_config_applies_and_tensors_come_back(model_dir: Path):
    from transformers import pipeline

    pipe = pipeline("text2text-generation", model=str(model_dir), device="cpu")
    # generation_config.json says greedy, 12 new tokens: the pipeline's defaults (beam 4) must not override it
    assert "num_beams" not in pipe._generation_defaults and "max_new_tokens" not in pipe._generation_defaults
    assert [pipe(s)[0]["generated_text"] for s in SENTENCES] == _greedy(model_dir, SENTENCES)
    tensors = pipe(SENTENCES[0], return_tensors=True)[0]["generated_token_ids"]
    assert tensors.dim() == 1 and tensors.shape[0] <= 13


def test_registration_is_idempotent_and_native_on_4x():
    from transformers.pipelines import PIPELINE_REGISTRY

    from fairwrite.pipelines import Text2TextGenerationPipeline, register

    registered = register()
    task = PIPELINE_REGISTRY.supported_tasks["text2text-generation"]
    if MAJOR >= 5:
        assert registered and task["impl"] is Text2TextGenerationPipeline and register()
    else:
        assert not registered and task["impl"] is not Text2TextGenerationPipeline
