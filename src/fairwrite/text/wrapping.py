"""The one way a rewriter is wrapped: each segment becomes pieces for the wrapped rewriter, and the
pieces' outputs become one segment again, streaming and in order (what the registry's wrappers share)."""

from __future__ import annotations

import itertools
from collections import OrderedDict, deque
from collections.abc import Iterable, Iterator
from typing import Any


class ContextOnly(str):
    """A segment handed over only as document context for the segments after it (:mod:`fairwrite.text.documents`):
    its output is dropped, so a wrapper hands on the pieces it made of the same text before (no second
    split, no join) and the engine need not rewrite it, and may reuse a parse of the same text. Only a
    rewriter whose ``takes_context_only`` is true gets such segments (a parser's C code may take no ``str``
    subclass); every other one gets the plain text, as any segment."""

    __slots__ = ()


#: Segments whose pieces a wrapper keeps for context-only segments of the same text (the newest ones).
RECENT_SEGMENTS = 256


#: The join state of a context-only segment: its output is the text itself.
_CONTEXT = object()


class SegmentWrapper:
    """A rewriter around ``inner``: :meth:`split` turns a segment into the pieces ``inner`` rewrites (at
    least one) plus any state, :meth:`join` turns their outputs back into the segment's output. Segments
    stream through ``inner`` in one call, so its batching is kept; other attributes are ``inner``'s.

    A :class:`ContextOnly` segment's pieces are those :meth:`split` made of the same text earlier in the
    call (``split`` depends on the text alone where :attr:`reuses_pieces`), marked the same way; its output
    is the text itself (whoever marked it drops it)."""

    #: whether :meth:`split` depends on the text alone, so a context-only segment may reuse its pieces
    reuses_pieces = True

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def split(self, text: str) -> tuple[list[str], Any]:
        return [text], None

    def join(self, text: str, state: Any, outputs: list[str]) -> str:
        return outputs[0]

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """One output per input segment, in order."""
        if isinstance(texts, str):  # a mistake the wrapped rewriter reports its own way
            yield from self.inner.rewrite(texts)
            return
        plans: deque[tuple[str, Any, int]] = deque()
        recent: OrderedDict[str, list[str]] = OrderedDict()  # the pieces of the last segments, by text

        def pieces() -> Iterator[str]:
            for text in texts:
                context = isinstance(text, ContextOnly)
                parts = recent.get(text) if context and self.reuses_pieces else None
                if parts is not None:
                    state = _CONTEXT
                else:
                    parts, state = self.split(text)
                    if context:
                        state = _CONTEXT
                    elif self.reuses_pieces:
                        recent[text] = parts
                        if len(recent) > RECENT_SEGMENTS:
                            recent.popitem(last=False)
                plans.append((text, state, len(parts)))
                yield from map(ContextOnly, parts) if context else parts

        outputs = iter(self.inner.rewrite(pieces()))
        for first in outputs:
            text, state, count = plans.popleft()
            rest = [next(outputs) for _ in range(count - 1)]
            yield text if state is _CONTEXT else self.join(text, state, [first, *rest])

    def rewrite_one(self, text: str) -> str:
        """One segment (see :meth:`rewrite` for many)."""
        return next(iter(self.rewrite([text])))

    def __call__(self, text: str) -> str:
        return self.rewrite_one(text)

    def __getattr__(self, name: str) -> Any:
        if name == "inner":  # not set yet (copy, unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.inner, name)


def separate_documents(rewriter: Any, texts: Iterable[str]) -> Iterator[str]:
    """``rewriter.rewrite`` over ``texts`` as unrelated segments: an empty segment between each two, so
    that none is another's document context (:data:`fairwrite.schema.CONTEXT_SEGMENTS`); one output each."""
    spaced = (piece for text in texts for piece in (text, ""))
    return itertools.islice(rewriter.rewrite(spaced), 0, None, 2)
