"""A diff a person can read: the rewritten text with every edit marked, its reason and alternatives.

One self-contained page (inline CSS, no script, no external resource): each edit shows the old words
struck through and the new ones beside them, coloured by referent group; hovering or focusing it shows
its kind, rule, confidence and alternatives, and a table under each segment lists the same beside it.
The page is written one line per segment (:func:`page_lines`), so ``fairwrite rewrite --format html``
streams and resumes like the text output; :func:`marked` is the inline markup alone (the demo report).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from html import escape

from fairwrite.review.reviewer import ReviewEdit, SegmentReview

#: The styles of marked edits (also embedded by pages that show :func:`marked` text).
CSS = (
    ".edit{position:relative;border-radius:3px;padding:0 1px;background:hsl(var(--h),70%,92%);"
    "border-bottom:2px solid hsl(var(--h),60%,45%);cursor:help}"
    ".edit del{color:#8a2b2b;text-decoration:line-through;margin-right:2px}"
    ".edit ins{color:#1d5e2a;text-decoration:none;font-weight:600}"
    ".edit .why{display:none;position:absolute;left:0;top:1.6em;z-index:5;min-width:18em;background:#fff;"
    "border:1px solid #999;border-radius:4px;padding:.4em .6em;font-size:.85em;font-weight:normal;"
    "box-shadow:0 2px 6px rgba(0,0,0,.2);white-space:normal}"
    ".edit:hover .why,.edit:focus .why{display:block}"
)
_PAGE_CSS = (
    "body{font-family:system-ui,sans-serif;max-width:60em;margin:2em auto;padding:0 1em;line-height:1.6}"
    ".segment{border-top:1px solid #ddd;padding:.6em 0}.text{font-size:1.1em;margin:.2em 0}"
    "table.edits{border-collapse:collapse;font-size:.85em;margin:.3em 0}"
    "table.edits td,table.edits th{border:1px solid #ddd;padding:.15em .5em;text-align:left}"
    ".muted{color:#666}"
)


def _hue(group: int) -> int:
    return (group * 137 + 200) % 360


def _alternatives(edit: ReviewEdit) -> str:
    return "; ".join(f"{a['form']}: {a['replacement']}" for a in edit.alternatives)


def _why(edit: ReviewEdit) -> str:
    parts = [
        f"<b>{escape(edit.kind)}</b> (group {edit.group})",
        f"rule: {escape(edit.rule)}",
        f"confidence: {edit.confidence:.2f}",
    ]
    if edit.alternatives:
        parts.append("alternatives: " + escape(_alternatives(edit)))
    return "<br>".join(parts)


def marked(review: SegmentReview) -> str:
    """The segment's text with each edit as ``<span class="edit">`` (old struck through, new beside it)."""
    out, position = [], 0
    for edit in sorted(review.edits, key=lambda e: e.start):
        out.append(escape(review.source[position : edit.start]))
        old = f"<del>{escape(edit.text)}</del>" if edit.text.strip() else escape(edit.text)
        out.append(
            f'<span class="edit" tabindex="0" style="--h:{_hue(edit.group)}" data-group="{edit.group}" '
            f'data-kind="{escape(edit.kind)}" data-confidence="{edit.confidence:.2f}">{old}'
            f'<ins>{escape(edit.replacement)}</ins><span class="why">{_why(edit)}</span></span>'
        )
        position = edit.end
    out.append(escape(review.source[position:]))
    return "".join(out)


def edit_table(review: SegmentReview, index: int) -> str:
    """The segment's edits as a table beside the text: one row per edit."""
    if not review.edits:
        return '<p class="muted">no edit</p>'
    rows = "".join(
        f'<tr data-group="{e.group}"><td>{e.group}</td><td>{escape(e.text)}</td><td>{escape(e.replacement)}</td>'
        f"<td>{escape(e.kind)}</td><td>{e.confidence:.2f}</td><td>{escape(_alternatives(e))}</td>"
        f"<td class=\"muted\">{escape(e.rule)}</td></tr>"
        for e in review.edits
    )
    return (
        f'<table class="edits" data-segment="{index}"><thead><tr><th>group</th><th>source</th><th>edit</th>'
        f"<th>kind</th><th>confidence</th><th>alternatives</th><th>rule</th></tr></thead><tbody>{rows}"
        "</tbody></table>"
    )


def segment_html(review: SegmentReview, index: int) -> str:
    """One segment as one line of HTML."""
    return (
        f'<section class="segment" id="s{index}"><p class="text">{marked(review)}</p>'
        f"{edit_table(review, index)}</section>"
    )


def page_head(title: str = "fairwrite: edits") -> str:
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{_PAGE_CSS}{CSS}</style></head><body><h1>{escape(title)}</h1>"
        '<p class="muted">Struck through: the source; bold: the edit. Hover or focus an edit for its kind, '
        "rule, confidence and alternatives; edits of one colour and group are accepted together.</p>"
    )


PAGE_TAIL = "</body></html>"


def page_lines(reviews: Iterable[SegmentReview], title: str = "fairwrite: edits") -> Iterator[str]:
    """The page, one line per segment (the head on the first, the tail on the last): line *i* of the
    output is segment *i* of the input, as with ``--format text``."""
    previous: str | None = None
    for index, review in enumerate(reviews, start=1):
        line = segment_html(review, index)
        if previous is None:
            line = page_head(title) + line
        else:
            yield previous
        previous = line
    if previous is not None:
        yield previous + PAGE_TAIL


def render_page(reviews: Iterable[SegmentReview], title: str = "fairwrite: edits") -> str:
    """The whole page as one string (an empty input still gives a page)."""
    text = "\n".join(page_lines(reviews, title))
    return text + "\n" if text else page_head(title) + PAGE_TAIL + "\n"


__all__ = ["CSS", "edit_table", "marked", "page_lines", "render_page", "segment_html"]
