"""Shared text utilities: line-oriented I/O, Moses tokenisation, sentence segmentation.

The names are imported on first use (PEP 562): sacremoses alone takes over a second to import, which
a ``fairwrite rewrite`` that never tokenises should not pay.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "open_output": "fairwrite.text.io",
    "read_lines": "fairwrite.text.io",
    "read_parallel": "fairwrite.text.io",
    "write_lines": "fairwrite.text.io",
    "split_sentences": "fairwrite.text.segment",
    "detokenize": "fairwrite.text.tokenize",
    "tokenize": "fairwrite.text.tokenize",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'fairwrite.text' has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
