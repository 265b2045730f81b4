"""``--context N`` below the engines' window on English text (issue 41): each line is read behind its ``N``
predecessors, as before, but parsed once — the predecessors come marked context-only, so no wrapper splits
them again and the engine neither rewrites nor re-parses them."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from fairwrite.en.engine import RuleEngine, load_nlp
from fairwrite.registry import get_rewriter
from fairwrite.text.chunk import CHUNK_CHARS
from fairwrite.text.io import read_lines

#: documents written for this test: a pronoun whose generic antecedent is one, two or three lines back
WRITTEN = [
    "Ask a nurse.", "She knows where the keys are.", "",
    "A tenant who leaves early must give notice.", "The rules are strict.", "He loses the deposit otherwise.", "",
    "Every pilot checks the weather.", "Then the tower calls.", "The runway is wet.", "He waits for clearance.", "",
]  # fmt: skip


@pytest.fixture(scope="module")
def lines(shared: Path) -> list[str]:
    """Running text with pronouns (the first 160 lines of the Brown sample, one of them a paragraph of 30
    more: over the chunk size, so the engine gets it in sentence pieces), then :data:`WRITTEN`."""
    brown = [line for line in read_lines(shared / "corpora/text/en/brown.txt") if line.strip()][:190]
    paragraph = " ".join(brown[160:])
    assert len(paragraph) > CHUNK_CHARS
    return [*brown[:80], paragraph, *brown[80:160], "", *WRITTEN]


def behind_predecessors(lines: list[str], context: int) -> list[str]:
    """What ``--context N`` gave before (the reference): every line handed to the default rewriter after a
    document break and its ``N`` predecessors of the same document, unmarked, its own output kept."""
    groups, previous = [], []
    for line in lines:
        groups.append(["", *previous[-context:], line])
        previous = [*previous, line] if line.strip() else []
    outputs = iter(get_rewriter("en").rewrite(piece for group in groups for piece in group))
    return [[next(outputs) for _ in group][-1] for group in groups]


@pytest.mark.parametrize("context", [1, 2, 4])
def test_context_n_gives_what_each_line_behind_its_predecessors_gave(lines: list[str], context: int):
    expected = behind_predecessors(lines, context)
    assert list(get_rewriter("en", context=context).rewrite(lines)) == expected
    # the sample is one where the lines read matter: N lines back change other lines than none
    assert expected != list(get_rewriter("en", context=0).rewrite(lines))


def test_context_n_parses_each_line_once_as_the_default_window_does(lines: list[str], monkeypatch):
    parsed: Counter[str] = Counter()
    nlp = load_nlp()

    class Counting:
        def __call__(self, text: str):
            parsed[text] += 1
            return nlp(text)

        def pipe(self, texts, **options):
            for doc in nlp.pipe(texts, **options):
                parsed[doc.text] += 1
                yield doc

    monkeypatch.setattr(RuleEngine, "nlp", property(lambda self: Counting()))
    unique = list(dict.fromkeys(lines))  # a repeated line is parsed again where it stands
    runs = {}
    for context in (None, 4, 1):
        parsed.clear()
        list(get_rewriter("en", context=context).rewrite(unique))
        runs[context] = sum(parsed.values())
        assert parsed and max(parsed.values()) == 1, (context, parsed.most_common(3))
    assert runs[4] <= runs[None] and runs[1] <= runs[4], runs  # a smaller window never parses more
