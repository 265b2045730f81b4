"""Shared fixtures: the shared data directory (tests that need it skip cleanly without it)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("HF_DATASETS_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

REPO = Path(__file__).resolve().parents[1]


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
