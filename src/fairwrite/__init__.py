"""fairwrite: gender-fair and inclusive rewriting, Hugging Face native.

Heavy sub-packages (spaCy engines, torch models) load lazily; ``import fairwrite`` stays cheap.
Importing fairwrite makes ``transformers.pipeline("text2text-generation", ...)`` work on transformers 5
too (registered when ``transformers.pipelines`` loads; see :mod:`fairwrite.pipelines`).
"""

from __future__ import annotations

from fairwrite import _pipeline_hook

_pipeline_hook.install()

#: The public names, imported on first use: ``import fairwrite`` (and so the ``fairwrite`` command, which
#: sets up its signal handlers first) starts in milliseconds.
_LAZY = {
    "FairwriteError": "fairwrite.errors",
    "get_augmenter": "fairwrite.registry",
    "get_rewriter": "fairwrite.registry",
    "Segment": "fairwrite.schema",
}


def __getattr__(name: str) -> object:
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("fairwrite")
        except PackageNotFoundError:  # running from a source tree without installation
            return "0.0.0+local"
    if name == "FEATURES":
        from fairwrite.schema import features

        return features()
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["FEATURES", "FairwriteError", "Segment", "__version__", "get_augmenter", "get_rewriter"]
