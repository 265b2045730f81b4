"""Character-span edits: how every rule engine changes a segment and keeps the rest byte-identical.

Rules never re-join tokens (that would lose spacing, quotes, emoji). Each change is an :class:`Edit`
over the original string, and :func:`apply_edits` splices them in, so every character outside an edit
comes back as it was. English, German and French rules all produce edits of this one kind.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

#: A character range ``(start, end)`` of a string.
Span = tuple[int, int]


class Edit(NamedTuple):
    """Replace ``text[start:end]`` by ``text``; ``process`` names the phenomenon (for reports)."""

    start: int
    end: int
    text: str
    process: str = ""


class Applied(NamedTuple):
    """The result of :func:`apply_edits_tracked`."""

    text: str
    #: the edits that were applied, left to right (overlapping ones are dropped)
    edits: list[Edit]
    #: where each applied edit's new text lies in ``text``
    spans: list[Span]
    #: the ``carry`` spans moved to ``text``; those an applied edit overlaps are dropped
    carried: list[Span]


def apply_edits_tracked(text: str, edits: Iterable[Edit], carry: Iterable[Span] = ()) -> Applied:
    """``text`` with ``edits`` applied, with where the edits (and the ``carry`` ranges) end up.

    Overlapping edits keep the leftmost (then the one given first); a second insertion at the end of
    the previous edit is dropped, so two rules cannot both insert at one point. ``carry`` lets a
    later stage follow what an earlier one changed through its own edits.
    """
    pieces: list[str] = []
    applied: list[Edit] = []
    spans: list[Span] = []
    position = length = 0
    for edit in sorted(edits, key=lambda e: (e.start, e.end)):
        if edit.start < position or (applied and edit.start == edit.end == position):
            continue
        pieces += [text[position : edit.start], edit.text]
        length += edit.start - position
        spans.append((length, length + len(edit.text)))
        length += len(edit.text)
        position = edit.end
        applied.append(edit)
    pieces.append(text[position:])
    carried = []
    for start, end in carry:
        if any(e.start < end and start < e.end for e in applied):
            continue
        shift = sum(len(e.text) - (e.end - e.start) for e in applied if e.end <= start)
        carried.append((start + shift, end + shift))
    return Applied("".join(pieces), applied, spans, carried)


def apply_edits(text: str, edits: Iterable[Edit]) -> str:
    """``text`` with ``edits`` applied (see :func:`apply_edits_tracked` for overlaps)."""
    return apply_edits_tracked(text, edits).text


def common_prefix(a: str, b: str) -> int:
    """How many characters ``a`` and ``b`` share at their start: what an edit of one into the other keeps."""
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


__all__ = ["Applied", "Edit", "Span", "apply_edits", "apply_edits_tracked", "common_prefix"]
