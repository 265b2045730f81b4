"""fairwrite: gender-fair and inclusive rewriting, Hugging Face native.

Heavy sub-packages (spaCy engines, torch models) load lazily; ``import fairwrite`` stays cheap.
Importing fairwrite makes ``transformers.pipeline("text2text-generation", ...)`` work on transformers 5
too (registered when ``transformers.pipelines`` loads; see :mod:`fairwrite.pipelines`).
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("fairwrite")
except PackageNotFoundError:  # running from a source tree without installation
    __version__ = "0.0.0+local"

from fairwrite import _pipeline_hook
from fairwrite.errors import FairwriteError
from fairwrite.registry import get_augmenter, get_rewriter
from fairwrite.schema import Segment

_pipeline_hook.install()


def __getattr__(name: str) -> object:
    # ``fairwrite.FEATURES`` builds ``datasets.Features``, which imports ``datasets`` (slow): on demand only.
    if name == "FEATURES":
        from fairwrite.schema import features

        return features()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["FEATURES", "FairwriteError", "Segment", "__version__", "get_augmenter", "get_rewriter"]
