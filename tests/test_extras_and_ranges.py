"""A missing extra is one line naming it; a task of a job with fewer files than tasks reads its own byte
range, and the tasks together read every line once; one command line fills a dataset's and its job's config."""

from __future__ import annotations

import json

import pytest

from fairwrite.config import parse_flags, split_flags
from fairwrite.corpus.readers import byte_ranges, iter_range
from fairwrite.errors import FairwriteError
from fairwrite.extras import extra_for_module, missing_extra, require


def test_a_missing_package_names_its_extra():
    assert extra_for_module("datatrove.executor") == "corpus" and extra_for_module("ray") == "ray"
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
    seen = []
    for rank in range(tasks):
        for _, path, start, end in byte_ranges([text, records], rank, tasks):
            seen += [(path.name, offset, doc.text) for offset, doc in iter_range(path, start, end)]
    assert [t for name, _, t in seen if name == "a.txt"] == lines
    assert [t for name, _, t in seen if name == "b.jsonl"] == [f"Doc {k} é" for k in range(20)]
    assert len({(name, offset) for name, offset, _ in seen}) == len(seen)


def test_one_command_line_fills_two_configs():
    from fairwrite.datasets.corpus_job import JobSettings
    from fairwrite.datasets.inclure import Config

    args = ["--inclusify", "point", "--tasks", "4", "--no-wait", "--copies", "0.2", "--executor=ray", "--no-dedup"]
    own, job = split_flags(args, JobSettings)
    assert own == ["--inclusify", "point", "--copies", "0.2", "--no-dedup"]
    settings, config = parse_flags(JobSettings, job), parse_flags(Config, own)
    assert (settings.tasks, settings.wait, settings.executor) == (4, False, "ray")
    assert (config.inclusify, config.copies, config.dedup) == ("point", 0.2, False)
