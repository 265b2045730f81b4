"""The call the engine tests share: one line through the registered rule rewriter, as its own document."""

from __future__ import annotations

from typing import Any

from fairwrite.registry import get_rewriter


def rewrite_line(lang: str, text: str, form: str | None = None, **options: Any) -> str:
    """``text`` rewritten by ``get_rewriter(lang, form=form, **options)`` (the engine's default form when
    ``form`` is None)."""
    return next(iter(get_rewriter(lang, form=form, **options).rewrite([text])))
