"""Issue 17: every bad input ends in one error line (exit 2, no traceback), malformed records are
skipped and counted, long segments are rewritten in linear time, and no engine crashes on any text."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from fairwrite.cda.conllu import read_conllu
from fairwrite.cli import main
from fairwrite.corpus.readers import iter_documents
from fairwrite.errors import FairwriteError
from fairwrite.registry import get_augmenter, get_rewriter
from fairwrite.schema import CorpusStats
from fairwrite.text.chunk import ChunkedRewriter, chunk_spans

GOOD_CONLLU = (
    "# sent_id = {n}\n# text = El profesor llegó.\n"
    "1\tEl\tel\tDET\t_\tDefinite=Def|Gender=Masc|Number=Sing|PronType=Art\t2\tdet\t_\t_\n"
    "2\tprofesor\tprofesor\tNOUN\t_\tGender=Masc|Number=Sing\t3\tnsubj\t_\t_\n"
    "3\tllegó\tllegar\tVERB\t_\t_\t0\troot\t_\tSpaceAfter=No\n"
    "4\t.\t.\tPUNCT\t_\t_\t3\tpunct\t_\t_\n"
)
#: Malformed CoNLL-U sentences and the reason they are skipped with.
BAD_CONLLU = {
    "a head outside the sentence": "1\tEl\tel\tDET\t_\t_\t99\tdet\t_\t_\n2\tx\tx\tNOUN\t_\t_\t0\troot\t_\t_\n",
    "a multiword token over words that are not there": (
        "1-9\tdel\t_\t_\t_\t_\t_\t_\t_\t_\n1\tde\tde\tADP\t_\t_\t0\troot\t_\t_\n"
    ),
    "a line with fewer than 10 columns": "1\tEl\tel\tDET\t_\t_\t2\tdet\n2\tx\tx\tNOUN\t_\t_\t0\troot\t_\t_\n",
    "the heads form a cycle": (
        "1\tEl\tel\tDET\t_\t_\t2\tdet\t_\t_\n2\tx\tx\tNOUN\t_\t_\t1\tnsubj\t_\t_\n"
        "3\ty\ty\tVERB\t_\t_\t0\troot\t_\t_\n"
    ),
    "a line that is not CoNLL-U": "1\tEl\tel\tDET\t_\t_\tfoo\tdet\t_\t_\n",
}


def _files(tmp_path):
    """The bad input files of the issue, by name."""
    files = {
        "list.jsonl": b'{"text": "ok"}\n[1, 2]\n"a string"\nnull\n',
        "not-json.jsonl": b"hello world\n",
        "latin1.jsonl": b'{"text": "caf\xe9"}\n',
        "latin1.conllu": GOOD_CONLLU.format(n=1).encode() + b"\n1\tEl\tel\tDET\t_\t_\t0\troot\t_\t\xff\n\n",
        "ref.txt": b"a\nb\n",
        "a-file": b"",
    }
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
    (tmp_path / "a-folder").mkdir()
    return tmp_path


USAGE = "usage"  # click's one usage line, then the error line
CASES = [
    # (arguments, what the error line says, whether click's usage line precedes it)
    (["rewrite"], "Missing option '--lang'", USAGE),
    (["rewrite", "--lang", "es"], "'es' is not one of", USAGE),
    (["rewrite", "--lang", "en", "--bogus"], "No such option: --bogus", USAGE),
    (["rewrite", "--lang", "fr", "--direction", "sideways"], "'sideways' is not one of", USAGE),
    (["frobnicate"], "No such command 'frobnicate'", USAGE),
    (["augment", "--lang", "de"], "Missing option '--gender'", USAGE),
    (["benchmark", "--lang", "en", "--bootstrap", "0"], "greater than or equal to 1", USAGE),
    (["benchmark", "--lang", "en", "--bootstrap", "-5"], "greater than or equal to 1", USAGE),
    (
        [
            "evaluate",
            "--metric",
            "bleu",
            "--references",
            "{d}/ref.txt",
            "--predictions",
            "{d}/ref.txt",
            "--bootstrap",
            "200000",
        ],
        "less than or equal to 100000",
        USAGE,
    ),
    (["benchmark", "--lang", "en", "--output", "{d}/a-folder"], "a-folder: is a directory", None),
    (
        ["build", "en-augmented", "--input", "{d}/not-json.jsonl", "--output", "{d}/out"],
        "not-json.jsonl:1: malformed JSON",
        None,
    ),
    (
        ["build", "inclure", "--input", "{d}/latin1.jsonl", "--output", "{d}/out"],
        "latin1.jsonl:1: invalid UTF-8",
        None,
    ),
    (
        ["build", "cda", "--input", "{d}/latin1.conllu", "--output", "{d}/out", "--lang", "es"],
        "latin1.conllu:8: invalid UTF-8",
        None,
    ),
    (["build", "nonsense", "--input", "{d}/ref.txt", "--output", "{d}/out"], "unknown dataset", None),
    (["demo", "--output", "{d}/a-file"], "a-file exists and is not a folder", None),
    (["rewrite", "--lang", "fr", "--direction", "to-standard", "-i", "{d}/a-folder"], "a-folder: is a directory", None),
    (["rewrite", "--lang", "fr", "--direction", "to-standard", "-i", "{d}/latin1.jsonl"], "latin1.jsonl:1: invalid UTF-8", None),
    (["leaderboard", "{d}/subs-list", "--output", "{d}/lb"], "subs-list", None),
]


@pytest.mark.parametrize(("args", "message", "usage"), CASES)
def test_bad_input_gives_one_error_line(tmp_path, capsys, args, message, usage):
    d = _files(tmp_path)
    (d / "subs-list").mkdir()
    (d / "subs-list" / "s.json").write_text("[1, 2]")
    with pytest.raises(SystemExit) as done:
        main([a.format(d=d) for a in args])
    err = capsys.readouterr().err
    assert done.value.code == 2, err
    assert "Traceback" not in err
    lines = [line for line in err.splitlines() if "skipped" not in line]  # readers' skip warnings
    assert len(lines) == (2 if usage else 1), err
    if usage:
        assert lines[0].startswith("Usage: fairwrite")
    assert lines[-1].startswith("fairwrite: error: ") and message in lines[-1], err


def test_a_bug_says_so_before_its_traceback(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("fairwrite.cli.get_rewriter", broken)
    with pytest.raises(RuntimeError, match="boom"):
        main(["rewrite", "--lang", "en"])
    assert "bug in fairwrite" in capsys.readouterr().err


# --- malformed records are skipped and counted -------------------------------------------------------


def test_malformed_jsonl_records_are_skipped_and_counted(tmp_path):
    lines = [
        '{"text": "one"}',
        "[1, 2]",
        '"a string"',
        "null",
        "[" * 100_000 + "]" * 100_000,
        '{"text": 5}',
        '{"content": "two", "warc_headers": [1]}',
    ]
    (tmp_path / "c.jsonl").write_text("\n".join(lines) + "\n")
    stats = CorpusStats()
    assert [d.text for d in iter_documents([tmp_path / "c.jsonl"], stats=stats)] == ["one", "two"]
    assert stats.skipped == {
        "not a JSON object but an array": 1,
        "not a JSON object but a string": 1,
        "not a JSON object but null": 1,
        "JSON nested too deeply": 1,
        "no string 'content' or 'text' field": 1,
    }
    assert stats.skipped_at == [f"{tmp_path / 'c.jsonl'}:{n}" for n in (2, 3, 4, 5, 6)]


def test_malformed_conllu_sentences_are_skipped_and_counted(tmp_path):
    parts = [GOOD_CONLLU.format(n=1), *BAD_CONLLU.values(), GOOD_CONLLU.format(n=2)]
    (tmp_path / "x.conllu").write_text("\n".join(parts) + "\n")
    stats = CorpusStats()
    sentences = read_conllu(tmp_path / "x.conllu", stats)
    assert [s.sent_id for s in sentences] == ["1", "2"]
    assert stats.skipped == dict.fromkeys(BAD_CONLLU, 1)
    assert len(stats.skipped_at) == 5 and stats.skipped_at[0] == f"{tmp_path / 'x.conllu'}:8"


def test_build_card_records_the_skipped_sentences(tmp_path):
    parts = [GOOD_CONLLU.format(n=1), BAD_CONLLU["the heads form a cycle"], GOOD_CONLLU.format(n=2)]
    (tmp_path / "es_x-ud-train.conllu").write_text("\n".join(parts) + "\n")
    main(
        [
            "build",
            "cda",
            "--input",
            str(tmp_path / "es_x-ud-train.conllu"),
            "--output",
            str(tmp_path / "out"),
            "--lang",
            "es",
            "--model",
            "baseline",
        ]
    )
    record = json.loads((tmp_path / "out" / "fairwrite.json").read_text())
    assert record["skipped"] == {"the heads form a cycle": 1}
    assert "the heads form a cycle" in (tmp_path / "out" / "README.md").read_text()


def test_readers_still_refuse_a_file_that_is_not_jsonl(tmp_path):
    (tmp_path / "t.jsonl").write_text("just text\n")
    with pytest.raises(FairwriteError, match=r"t.jsonl:1: malformed JSON"):
        list(iter_documents([tmp_path / "t.jsonl"]))


# --- long segments -------------------------------------------------------------------------------


class _Upper:
    def rewrite(self, texts):
        for text in texts:
            assert len(text) <= 50, "a piece longer than the limit reached the engine"
            yield text.upper()


@given(
    st.lists(
        st.sampled_from(["Dr.", "a", "b.", "  ", "\t", "z. B.", "!", "é", "\u2028", "x" * 30]), max_size=80
    )
)
@example(["x" * 30] * 10)
def test_chunks_rejoin_byte_exactly(words):
    text = " ".join(words)
    out = list(ChunkedRewriter(_Upper(), "de", limit=50).rewrite([text, "", text]))
    assert out == [text.upper(), "", text.upper()]


def test_chunk_spans_are_sentences():
    text = "Dr. Smith came.   He left!  She stayed. " * 40
    spans = chunk_spans(text, "en", limit=100)
    assert {text[s:e] for s, e in spans} == {"Dr. Smith came.", "He left!", "She stayed."}


# --- every engine, any text ------------------------------------------------------------------------

ENGINES = {
    "en rewrite": lambda: get_rewriter("en"),
    "en augment": lambda: get_augmenter("en", "feminine"),
    "de rewrite": lambda: get_rewriter("de"),
    "de augment": lambda: get_augmenter("de", "masculine"),
    "fr to-standard": lambda: get_rewriter("fr", direction="to-standard"),
    "fr to-fair point": lambda: get_rewriter("fr", direction="to-fair", form="point"),
    "fr to-fair pair": lambda: get_rewriter("fr", direction="to-fair", form="pair"),
    "fr to-fair neutral": lambda: get_rewriter("fr", direction="to-fair", form="neutral"),
}


@pytest.fixture(scope="module", params=list(ENGINES))
def engine(request, shared):
    try:
        return ENGINES[request.param]()
    except FairwriteError as err:  # e.g. no spaCy model installed
        pytest.skip(str(err))


#: One line of any Unicode (no line breaks: a segment is a line), or of bytes decoded as the CLI would.
segment = st.one_of(
    st.text(st.characters(exclude_categories=("Cs",), exclude_characters="\n\r"), max_size=200),
    st.binary(max_size=200).map(
        lambda b: b.decode("utf-8", errors="replace").replace("\n", " ").replace("\r", " ")
    ),
    st.lists(
        st.sampled_from(
            [
                "Lehrer*innen",
                "he",
                "his",
                "Les",
                "étudiant·es",
                "étudiants",
                "policiers",
                "sont",
                "arrivés",
                "ils",
                "chairman",
                "der*die",
                "Sie",
                ".",
                " ",
                "sie*er",
                "iel",
                "her",
                "Beamt*innentum",
                "!",
                "\u00a0",
            ]
        ),
        max_size=40,
    ).map(" ".join),
)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(segment, min_size=1, max_size=4))
@example(["", " ", "\t", "\u2028", "\ufeff", "x" * 5000])
def test_engines_keep_lines_aligned_on_any_text(engine, texts):
    out = list(engine.rewrite(texts))
    assert len(out) == len(texts)
    assert all(isinstance(o, str) and "\n" not in o for o in out)


def test_long_segment_equals_its_sentences_rewritten(engine):
    sentences = ["He said his sister is a teacher.", "Die Lehrer*innen kommen.", "Les étudiant·es sont là."]
    text = " ".join(sentences * 100)
    assert len(text) > 2000
    expected = " ".join(engine.rewrite(sentences * 100))
    assert next(iter(engine.rewrite([text]))) == expected
