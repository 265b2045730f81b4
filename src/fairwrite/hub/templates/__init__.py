"""Jinja2 templates of the static HTML pages (leaderboard, demo report); self-contained, no scripts."""

from __future__ import annotations

from typing import Any


def render(name: str, **context: Any) -> str:
    """Render the packaged template ``name`` with HTML autoescaping."""
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.PackageLoader("fairwrite.hub", "templates"),
        autoescape=jinja2.select_autoescape(["html", "j2"]),
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    return env.get_template(name).render(**context)
