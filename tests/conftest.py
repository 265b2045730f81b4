"""Shared fixtures: the shared data directory (tests that need it skip cleanly without it)."""

from __future__ import annotations

import gc
import os
import signal
from pathlib import Path

import pytest
from hypothesis import settings

# `make test` (and so CI) is deterministic: property tests replay the same examples on every run, so a
# landing never depends on a lucky draw. `HYPOTHESIS_PROFILE=explore` (`make test-explore`) draws fresh,
# many more examples to hunt for new counter-examples; pin each one found with `@example`.
settings.register_profile("ci", derandomize=True, print_blob=True)
settings.register_profile("explore", max_examples=500, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO = Path(__file__).resolve().parents[1]


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """In a pytest-xdist worker, after its session fixtures are torn down and before it reports itself
    finished: collect the garbage now (the finalizers of models, pipelines, datasets' temporary caches,
    torch's registrations), then ignore SIGINT.

    Why: once every worker has reported, the controller terminates them, and execnet sends SIGINT to a
    worker whose work has not ended 5 s later (``execution ongoing after 5 secs, trying interrupt_main``).
    pytest's own last collection (``pytest_unconfigure``) comes after the report, and on a busy machine it
    and the finalizers it runs outlasted that grace, so the interrupt landed in a finalizer and printed a
    ``KeyboardInterrupt`` traceback from ``weakref.py`` after 100 % (issue 45). Done before the report, the
    controller waits for it; a SIGINT after it would only interrupt the worker's own clean-up."""
    if not hasattr(session.config, "workerinput"):  # the controller, or a run without xdist
        return
    gc.collect()
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@pytest.fixture(scope="session")
def shared() -> Path:
    from fairwrite.datadir import data_dir

    root = data_dir(required=False)
    if root is None:
        pytest.skip("shared data directory not available")
    return root


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


@pytest.fixture(scope="session")
def fr_nlp():
    """The French spaCy pipeline the French engine tests share (loaded once)."""
    from fairwrite.fr.pipeline import load_pipeline

    return load_pipeline()


# --- tiny models for the augmentation tests, trained once per session (tests/fixtures_models.py) ---


@pytest.fixture(scope="session")
def roundtrip_models(tmp_path_factory) -> dict[str, Path]:
    """``de-en``, ``en-de`` (biased) and ``en-de-control`` (<f>/<m>) tiny Marian model folders."""
    from fixtures_models import build_translation_models

    return build_translation_models(tmp_path_factory.mktemp("roundtrip-models"))


@pytest.fixture(scope="session")
def causal_lm(tmp_path_factory) -> Path:
    """A tiny GPT-2 folder that writes German gender-fair job ads."""
    from fixtures_models import train_causal_lm

    return train_causal_lm(tmp_path_factory.mktemp("causal-lm") / "lm")
