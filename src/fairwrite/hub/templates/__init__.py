"""Jinja2 templates of the pages fairwrite writes: static HTML (leaderboard, demo report), self-contained
and without scripts, and Markdown (leaderboard). Every value a template prints is escaped for the page's
language — HTML by Jinja's autoescaping, Markdown by :func:`markdown_escape` — so text copied from a
submission or a corpus is shown as text, never interpreted as markup."""

from __future__ import annotations

import html
import re
from functools import cache
from typing import Any

import jinja2

#: Characters with a meaning in inline Markdown or in a table row (``|``); ``<``, ``>`` and ``&`` become
#: HTML entities instead, so no raw HTML (``<script>``) or autolink reaches the page.
_MARKDOWN_SYNTAX = re.compile(r"[\\`*_\[\]|~#]")


def markdown_escape(value: Any) -> str:
    """``value`` as literal text inside a Markdown table cell: on one line, every markup character escaped."""
    text = " ".join(str(value).split())  # newlines (any Unicode line break) would end the table row
    return _MARKDOWN_SYNTAX.sub(r"\\\g<0>", html.escape(text, quote=False))


@cache
def _environment(markdown: bool) -> jinja2.Environment:
    options: dict[str, Any] = (
        {"autoescape": False, "finalize": markdown_escape}
        if markdown
        else {"autoescape": jinja2.select_autoescape(["html", "j2"])}
    )
    return jinja2.Environment(
        loader=jinja2.PackageLoader("fairwrite.hub", "templates"),
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
        **options,
    )


def render(name: str, **context: Any) -> str:
    """Render the packaged template ``name``: ``*.md.j2`` with Markdown escaping, the others as HTML."""
    return _environment(name.endswith(".md.j2")).get_template(name).render(**context)
