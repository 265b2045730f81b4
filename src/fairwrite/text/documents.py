"""What a document is, as the user says it (issue 41): the previous lines a segment's rewrite may read.

Engines read up to :data:`~fairwrite.schema.CONTEXT_SEGMENTS` previous segments of the same document as
coreference context, and an empty segment starts a new document. Two ways for the user to say more:

- ``context`` (``fairwrite rewrite --context N``): at most ``N`` previous lines; ``0`` makes each line
  its own document (a list of independent sentences, as most NLP corpora are). :func:`with_context` wraps
  a rewriter once for all engines: ``0`` puts an empty segment after each line, ``N`` below the engines'
  window hands each line over behind its ``N`` predecessors (and drops their outputs), ``N`` at or above
  it changes nothing. To an engine that takes them (``takes_context_only``: the English one) the
  predecessors come marked :class:`~fairwrite.text.wrapping.ContextOnly`, so that it reads them without
  rewriting them again and reuses their parse: each line is parsed once, as with the default window;
  other engines rewrite them again (the same output, at (N+1)× the work);
- JSONL input (:func:`jsonl_rewrite`): one JSON object per line with ``text`` and an optional
  ``document`` (any JSON value): consecutive lines with the same ``document`` are one document, a change
  of ``document`` (or a line without one, when the previous had one) starts a new one. The output is the
  same objects with ``text`` rewritten.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from fairwrite.errors import FairwriteError
from fairwrite.schema import CONTEXT_SEGMENTS
from fairwrite.text.wrapping import ContextOnly, SegmentWrapper

Rewrite = Callable[[Iterable[str]], Iterable[str]]


class ContextWindow(SegmentWrapper):
    """``inner`` reading at most ``context`` previous segments of a document (see the module docstring)."""

    reuses_pieces = False  # what it hands on depends on the segments before

    def __init__(self, inner: Any, context: int) -> None:
        super().__init__(inner)
        self.context = context
        self._previous: deque[str] = deque(maxlen=max(context, 1))
        # the wrappers inside hand on what the engine answers (SegmentWrapper passes attributes through)
        self._context: type[str] = ContextOnly if getattr(inner, "takes_context_only", False) else str

    def split(self, text: str) -> tuple[list[str], Any]:
        if self.context == 0:
            return [text, ""], None
        pieces = ["", *map(self._context, self._previous), text]
        if text.strip():
            self._previous.append(text)
        else:
            self._previous.clear()
        return pieces, None

    def join(self, text: str, state: Any, outputs: list[str]) -> str:
        return outputs[0] if self.context == 0 else outputs[-1]

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        self._previous.clear()  # each call is its own stream, as the engines' own window
        return super().rewrite(texts)


def check_context(context: int) -> int:
    """``context`` if it is a whole number of lines ≥ 0; the one-line error otherwise."""
    if isinstance(context, bool) or not isinstance(context, int) or context < 0:
        raise FairwriteError(f"context must be a whole number of previous lines, 0 or more, not {context!r}")
    return context


def with_context(rewriter: Any, context: int | None) -> Any:
    """``rewriter`` reading at most ``context`` previous lines (``None``: the engines' own window)."""
    if context is None or check_context(context) >= CONTEXT_SEGMENTS:
        return rewriter
    return ContextWindow(rewriter, context)


#: What stands in the JSONL queue for a segment that is no input line (a document break we added).
_BREAK = object()


def jsonl_rewrite(rewrite: Rewrite) -> Rewrite:
    """``rewrite`` over JSONL lines (see the module docstring): one output line per input line; a blank input
    line comes back blank (and, as in plain text, ends a document)."""

    def run(lines: Iterable[str]) -> Iterator[str]:
        queue: deque[Any] = deque()  # per segment handed on: the input record, None (blank line) or _BREAK

        def segments() -> Iterator[str]:
            document: Any = None
            started = False
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    queue.append(None)
                    started = False
                    yield ""
                    continue
                try:
                    record = json.loads(line)
                except ValueError as err:
                    raise FairwriteError(f"JSONL line {number} is not JSON ({err.msg}): {line[:60]!r}") from None
                if not isinstance(record, dict) or not isinstance(record.get("text"), str):
                    raise FairwriteError(f'JSONL line {number} needs a "text" string: {line[:60]!r}')
                if started and record.get("document") != document:
                    queue.append(_BREAK)
                    yield ""
                document, started = record.get("document"), True
                queue.append(record)
                yield record["text"]

        for output in rewrite(segments()):
            record = queue.popleft()
            if record is _BREAK:
                continue
            yield "" if record is None else json.dumps({**record, "text": output}, ensure_ascii=False)

    return run
