"""The one way a rewriter is wrapped: each segment becomes pieces for the wrapped rewriter, and the
pieces' outputs become one segment again, streaming and in order (what the registry's wrappers share)."""

from __future__ import annotations

import itertools
from collections import deque
from collections.abc import Iterable, Iterator
from typing import Any


class SegmentWrapper:
    """A rewriter around ``inner``: :meth:`split` turns a segment into the pieces ``inner`` rewrites (at
    least one) plus any state, :meth:`join` turns their outputs back into the segment's output. Segments
    stream through ``inner`` in one call, so its batching is kept; other attributes are ``inner``'s."""

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

        def pieces() -> Iterator[str]:
            for text in texts:
                parts, state = self.split(text)
                plans.append((text, state, len(parts)))
                yield from parts

        outputs = iter(self.inner.rewrite(pieces()))
        for first in outputs:
            text, state, count = plans.popleft()
            yield self.join(text, state, [first, *(next(outputs) for _ in range(count - 1))])

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
