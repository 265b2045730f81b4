"""What a document is (issue 41): ``--context N`` and the ``document`` field of JSONL input, for every
engine (the mechanism wraps the rewriter; an echo engine shows which lines each line could read)."""

from __future__ import annotations

import json

import pytest

from fairwrite.errors import FairwriteError
from fairwrite.text.documents import jsonl_rewrite, with_context


class Echo:
    """Appends the previous segments of the document (at most five) that it was given: ``text<a|b>``."""

    def rewrite(self, texts):
        seen: list[str] = []
        for text in texts:
            yield f"{text}<{'|'.join(seen)}>"
            seen = [] if not text else [*seen, text][-5:]


LINES = ["a", "b", "c", "", "d", "e"]


@pytest.mark.parametrize(
    ("context", "expected"),
    [
        (0, ["a<>", "b<>", "c<>", "<>", "d<>", "e<>"]),
        (1, ["a<>", "b<a>", "c<b>", "<c>", "d<>", "e<d>"]),
        (2, ["a<>", "b<a>", "c<a|b>", "<b|c>", "d<>", "e<d>"]),
        (5, ["a<>", "b<a>", "c<a|b>", "<a|b|c>", "d<>", "e<d>"]),
        (None, ["a<>", "b<a>", "c<a|b>", "<a|b|c>", "d<>", "e<d>"]),
    ],
)
def test_context_bounds_the_lines_a_line_reads(context, expected):
    rewriter = with_context(Echo(), context)
    assert list(rewriter.rewrite(LINES)) == expected
    assert list(rewriter.rewrite(["x"])) == ["x<>"]  # each call starts a fresh stream


@pytest.mark.parametrize("bad", [-1, 1.5, True, "2"])
def test_context_must_be_a_whole_number(bad):
    with pytest.raises(FairwriteError, match="context must be a whole number"):
        with_context(Echo(), bad)


def test_jsonl_documents_and_blank_lines():
    lines = [
        json.dumps({"text": "a", "document": 1, "id": "x"}),
        json.dumps({"text": "b", "document": 1}),
        json.dumps({"text": "c", "document": 2}),
        "",
        json.dumps({"text": "d"}),
        json.dumps({"text": "e"}),
    ]
    out = list(jsonl_rewrite(Echo().rewrite)(lines))
    assert out[3] == ""
    assert [json.loads(line) for i, line in enumerate(out) if i != 3] == [
        {"text": "a<>", "document": 1, "id": "x"},
        {"text": "b<a>", "document": 1},
        {"text": "c<>", "document": 2},
        {"text": "d<>"},
        {"text": "e<d>"},
    ]


@pytest.mark.parametrize(("line", "message"), [("not json", "is not JSON"), ('{"txt": "a"}', 'needs a "text"')])
def test_bad_jsonl_is_one_clear_error(line, message):
    with pytest.raises(FairwriteError, match=message):
        list(jsonl_rewrite(Echo().rewrite)([json.dumps({"text": "a"}), line]))


@pytest.mark.parametrize("shown", ["jsonl", "html"])
def test_jsonl_input_with_a_record_format_is_one_line(tmp_path, capsys, shown):
    """JSONL input stays JSONL (its "text" rewritten); a review format would nest a record in each "text"."""
    from fairwrite.cli import main

    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"text": "Every doctor knows his patients.", "document": "a"}) + "\n")
    target = tmp_path / "out.jsonl"
    with pytest.raises(SystemExit) as done:
        main(["rewrite", "--lang", "en", "--format", shown, "-i", str(source), "-o", str(target)])
    assert done.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"--format {shown} reads plain-text lines" in err[0]
    assert not target.exists()


class Strict(Echo):
    """An engine that takes only plain ``str`` (spaCy's tokenizer refuses a subclass)."""

    def rewrite(self, texts):
        def plain(texts):
            for text in texts:
                assert type(text) is str, type(text)
                yield text

        return super().rewrite(plain(texts))


class Marked(Echo):
    """An engine that takes context-only segments, and says which it got (``text~``)."""

    takes_context_only = True

    def rewrite(self, texts):
        from fairwrite.text.wrapping import ContextOnly

        return super().rewrite(f"{t}~" if isinstance(t, ContextOnly) else str(t) for t in texts)


def test_only_an_engine_that_takes_them_gets_context_only_segments():
    assert list(with_context(Strict(), 2).rewrite(LINES)) == ["a<>", "b<a>", "c<a|b>", "<b|c>", "d<>", "e<d>"]
    # through the wrappers every engine gets (boundary, chunks), as `rewrite --context` runs it
    from fairwrite.text.boundary import BoundaryRewriter
    from fairwrite.text.chunk import ChunkedRewriter

    marked = with_context(ChunkedRewriter(BoundaryRewriter(Marked(), "en"), "en"), 2)
    assert list(marked.rewrite(LINES)) == ["a<>", "b<a~>", "c<a~|b~>", "<b~|c~>", "d<>", "e<d~>"]
