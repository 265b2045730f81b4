"""`fairwrite benchmark` submissions and the `fairwrite leaderboard` ranking (Markdown, HTML, JSON)."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from fairwrite import registry
from fairwrite.cli import main
from fairwrite.errors import FairwriteError
from fairwrite.hub.leaderboard import (
    FORMAT,
    SOURCE_BASELINE,
    build_leaderboard,
    load_submissions,
    published_submissions,
    rank,
    render_markdown,
    run_benchmark,
    validate_submission,
    write_submission,
)


def _run(argv: list[str]) -> None:
    try:
        main(argv)
    except SystemExit as done:
        assert done.code in (0, None)


@pytest.fixture(scope="module")
def published(shared):
    return published_submissions(shared, ["en", "fr"])


def test_published_systems_reproduce_the_papers_wer(published):
    by_name = {(s["lang"], s["system"]): s for s in published}
    backward = by_name[("en", "Backward augmentation (Amrhein et al. 2023)")]["benchmarks"]
    assert [round(backward[t]["metrics"]["tokenised_wer"], 2) for t in backward] == [0.24, 0.40, 0.04]
    source = by_name[("en", SOURCE_BASELINE)]["benchmarks"]
    assert [round(source[t]["metrics"]["tokenised_wer"], 2) for t in source] == [14.03, 10.85, 8.70]
    assert all(b["significance"]["p_value"] < 0.05 for b in backward.values())
    assert "significance" not in source["en-reddit"]  # the baseline is not tested against itself
    ifc = by_name[("fr", SOURCE_BASELINE)]["benchmarks"]["fr-ifc"]
    assert round(ifc["metrics"]["bleu"], 1) == 88.1  # the identity's BLEU on this half of IFC


class LookupRewriter:
    """A perfect system for the tests: returns the reference of each known source."""

    def __init__(self, table):
        self.table = table

    def rewrite(self, texts):
        for text in texts:
            yield self.table.get(text, text)


@pytest.fixture
def perfect_rules(shared, monkeypatch):
    from fairwrite.datasets.suite import load_benchmark

    table = {}
    for name in ("opensubtitles", "reddit", "winobias+", "ifc"):
        bench = load_benchmark(name, shared)
        table.update(zip(bench.sources, bench.references, strict=True))
    monkeypatch.setattr(
        "fairwrite.hub.test_perfect_factory", lambda **_: LookupRewriter(table), raising=False
    )
    monkeypatch.setitem(registry.REWRITERS, "en", "fairwrite.hub:test_perfect_factory")
    monkeypatch.setitem(registry.REWRITERS, "fr", "fairwrite.hub:test_perfect_factory")
    # the table is keyed by the exact source: no boundary normalisation in front of it
    monkeypatch.setattr(registry, "at_boundary", lambda rewriter, lang: rewriter)
    return table


def test_benchmark_writes_a_documented_submission(shared, perfect_rules, tmp_path):
    out = tmp_path / "sub" / "rules-fr.json"
    _run(
        [
            "benchmark",
            "--lang",
            "fr",
            "--system",
            "rules",
            "--output",
            str(out),
            "--bootstrap",
            "100",
            "--outputs-dir",
            str(tmp_path / "outputs"),
            "--data-dir",
            str(shared),
        ]
    )
    sub = validate_submission(json.loads(out.read_text()))
    assert sub["format"] == FORMAT and sub["system"] == "rules" and sub["system_type"] == "rules"
    assert sub["version"].startswith("fairwrite ") and sub["lang"] == "fr"
    entry = sub["benchmarks"]["fr-ifc"]
    assert entry["metrics"]["tokenised_wer"] == 0.0 and entry["metrics"]["bleu"] == pytest.approx(100.0)
    assert entry["significance"]["against"] == "source" and entry["significance"]["p_value"] == 0.0
    assert entry["significance"]["baseline"] == pytest.approx(3.98, abs=0.01)
    assert sub["settings"]["bootstrap_samples"] == 100
    assert len((tmp_path / "outputs" / "fr-ifc.txt").read_text().splitlines()) == entry["segments"]


def test_benchmark_limit_and_unknown_language(shared, perfect_rules):
    sub = run_benchmark("rules", "en", data_dir=shared, samples=50, limit=20, progress=False)
    assert [b["segments"] for b in sub["benchmarks"].values()] == [20, 20, 20]
    assert sub["settings"]["limit"] == 20
    with pytest.raises(FairwriteError, match="no 'de' benchmark"):
        run_benchmark("rules", "de", data_dir=shared)
    with pytest.raises(FairwriteError, match="model folder"):
        run_benchmark("no/such/model", "en", data_dir=shared)


def test_leaderboard_ranks_submissions_with_the_published_systems(shared, perfect_rules, tmp_path, capsys):
    subs = tmp_path / "subs"
    write_submission(
        run_benchmark("rules", "en", data_dir=shared, samples=100, progress=False), subs / "a.json"
    )
    _run(["leaderboard", str(subs), "--output", str(tmp_path / "board"), "--data-dir", str(shared)])
    markdown = (tmp_path / "board" / "leaderboard.md").read_text()
    assert markdown == capsys.readouterr().out.rstrip("\n") + "\n" or "# fairwrite leaderboard" in markdown
    lines = [line for line in markdown.splitlines() if line.startswith("| ")]
    assert lines[2].startswith("| 1 | rules | rules | 0.00† | 0.00† | 0.00† | **0.00** |")
    assert any(
        "| 2 | Backward augmentation (Amrhein et al. 2023) | published | 0.24†" in line for line in lines
    )
    assert any(
        "source (no rewriting) | baseline | 14.03 | 10.85 | 8.70 | **11.19**" in line for line in lines
    )
    html = (tmp_path / "board" / "index.html").read_text()
    assert html.count("<table") == 4 and "Backward augmentation" in html and "<script" not in html
    data = json.loads((tmp_path / "board" / "leaderboard.json").read_text())
    assert data[0]["lang"] == "en" and data[0]["rows"][0]["system"] == "rules"


def test_rank_puts_incomplete_systems_last_and_later_files_win():
    def sub(system, scores, lang="en"):
        return {
            "format": FORMAT,
            "system": system,
            "lang": lang,
            "benchmarks": {t: {"metrics": {"tokenised_wer": v}} for t, v in scores.items()},
        }

    boards = rank(
        [
            sub("a", {"en-reddit": 1.0, "en-opensubtitles": 3.0}),
            sub("b", {"en-reddit": 2.0, "en-opensubtitles": 1.0}),
            sub("c", {"en-reddit": 0.1}),
            sub("a", {"en-reddit": 5.0, "en-opensubtitles": 5.0}),
        ]
    )
    rows = boards[0].rows
    assert [(r.rank, r.system) for r in rows] == [(1, "b"), (2, "a"), (None, "c")]
    assert [t.task_id for t in boards[0].tasks] == ["en-opensubtitles", "en-reddit"]
    assert "| – | c | ? | – | 0.10 | – |" in render_markdown(boards)


def test_bad_submissions_are_reported(tmp_path):
    (tmp_path / "x.json").write_text("{not json")
    with pytest.raises(FairwriteError, match="invalid JSON"):
        load_submissions(tmp_path)
    (tmp_path / "x.json").write_text(
        json.dumps(
            {"format": FORMAT, "system": "s", "lang": "en", "benchmarks": {"en-reddit": {"metrics": {}}}}
        )
    )
    with pytest.raises(FairwriteError, match="tokenised_wer"):
        load_submissions(tmp_path)
    with pytest.raises(FairwriteError, match="no such folder"):
        build_leaderboard(tmp_path / "missing", tmp_path / "out")


def test_custom_benchmark_for_a_language_outside_the_suite(tmp_path, monkeypatch):
    from fairwrite.hub.model_card import ModelCardSpec, eval_result_entries, eval_results, render_model_card

    (tmp_path / "dev.src").write_text("Jeder Lehrer kommt.\nDas Wetter ist schön.\n")
    (tmp_path / "dev.ref").write_text("Jede*r Lehrer*in kommt.\nDas Wetter ist schön.\n")
    table = {"Jeder Lehrer kommt.": "Jede*r Lehrer*in kommt."}
    monkeypatch.setattr("fairwrite.hub.test_de_factory", lambda **_: LookupRewriter(table), raising=False)
    monkeypatch.setitem(registry.REWRITERS, "de", "fairwrite.hub:test_de_factory")
    out = tmp_path / "de.json"
    _run(
        [
            "benchmark",
            "--lang",
            "de",
            "--source",
            str(tmp_path / "dev.src"),
            "--reference",
            str(tmp_path / "dev.ref"),
            "--benchmark-name",
            "Team dev",
            "--bootstrap",
            "50",
            "--output",
            str(out),
        ]
    )
    sub = validate_submission(json.loads(out.read_text()))
    entry = sub["benchmarks"]["de-team-dev"]
    assert entry["custom"] and entry["metrics"]["tokenised_wer"] == 0.0 and entry["segments"] == 2
    assert entry["metrics"]["over_edit"] == 0.0  # "Das Wetter ist schön." kept by the reference and the system
    board = rank([sub])[0]
    assert board.lang == "de" and [t.task_id for t in board.tasks] == ["de-team-dev"]
    assert board.rows[0].rank == 1
    assert "de-team-dev" in render_markdown([board])
    # custom sets have no Hub dataset: shown in the card's table, left out of model-index / .eval_results
    spec = ModelCardSpec("m", ["de"], submissions=[sub])
    assert eval_results(spec) == [] and eval_result_entries(spec) == {}
    assert "| Team dev (de, custom) | 2 | 0.00 |" in render_model_card(spec).text
    with pytest.raises(SystemExit):
        main(["benchmark", "--lang", "de", "--source", str(tmp_path / "dev.src")])


def _submission(**fields) -> dict:
    return {
        "format": FORMAT,
        "system": "s",
        "system_type": "model",
        "lang": "en",
        "benchmarks": {"en-reddit": {"metrics": {"tokenised_wer": 1.5}}},
        **fields,
    }


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"[]", "holds an array, not an object"),  # regression: AttributeError: 'list' object has no 'get'
        (b"[{}]", "holds an array, not an object"),
        (b"42", "holds a number, not an object"),
        (b'"text"', "holds a string, not an object"),
        (b"null", "holds null, not an object"),
        (b'{"system": "caf\xe9"}', "not UTF-8 text (byte 15)"),
        (b"[" * 100_000, "invalid JSON"),
        (
            json.dumps(_submission(format="other/1")).encode(),
            "format: Input should be 'fairwrite-submission/1'",
        ),
        (
            json.dumps(_submission(benchmarks={})).encode(),
            "benchmarks: Dictionary should have at least 1 item",
        ),
        (
            json.dumps(_submission(benchmarks={"en-reddit": {"metrics": {"tokenised_wer": "1.5"}}})).encode(),
            "benchmarks.en-reddit.metrics.tokenised_wer: Input should be a valid number",
        ),
        (
            json.dumps(
                _submission(benchmarks={"en-reddit": {"metrics": {"tokenised_wer": float("nan")}}})
            ).encode(),
            "tokenised_wer: Input should be a finite number",
        ),
        (
            json.dumps(_submission(benchmarks={"en-reddit": []})).encode(),
            "benchmarks.en-reddit: Input should be a valid dictionary",
        ),
        (
            json.dumps(_submission(system="", lang="english")).encode(),
            "system: String should have at least 1",
        ),
    ],
)
def test_a_malformed_submission_is_one_error_line_naming_file_and_problem(tmp_path, content, problem):
    (tmp_path / "bad.json").write_bytes(content)
    with pytest.raises(FairwriteError) as error:
        load_submissions(tmp_path)
    message = str(error.value)
    assert message.startswith(f"{tmp_path / 'bad.json'}: ") and problem in message and "\n" not in message


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"[]", "not a fairwrite-submission/1 file: holds an array, not an object"),
        (b'{"system": "caf\xe9"}', "not UTF-8 text (byte 15)"),
    ],
)
def test_leaderboard_command_reports_a_bad_submission_without_traceback(tmp_path, content, problem):
    # regression: a list submission ended in an AttributeError traceback
    subs = tmp_path / "subs"
    subs.mkdir()
    (subs / "bad.json").write_bytes(content)
    command = ["leaderboard", str(subs), "--output", str(tmp_path / "board"), "--no-published"]
    done = subprocess.run(
        [sys.executable, "-m", "fairwrite.cli", *command], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert done.stderr == f"fairwrite: error: {subs / 'bad.json'}: {problem}\n"


def test_leaderboard_markdown_escapes_what_it_copies_from_submissions():
    # regression: leaderboard.md copied a submission's <script> verbatim (the Hub renders the Markdown)
    hostile = "<script>alert(1)</script> | **bold** [link](javascript:x) `code` _x_ ~~y~~ #h\nsecond line"
    board = rank([_submission(system=hostile, system_type="rules|model\n<b>")])
    markdown = render_markdown(board)
    row = next(line for line in markdown.splitlines() if "alert" in line)
    assert "<script" not in markdown and "<b>" not in markdown and "second line" in row
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in row
    assert r"\| \*\*bold\*\* \[link\](javascript:x) \`code\` \_x\_ \~\~y\~\~ \#h second line" in row
    assert len(re.split(r"(?<!\\)\|", row)) == 8  # one row of 6 cells: rank, system, type, en-reddit, mean, over-edit
    assert r"rules\|model &lt;b&gt;" in row


def test_benchmark_dataset_does_not_import_the_leaderboard_nor_bootstrap(shared, tmp_path, monkeypatch):
    import ast
    import inspect

    from fairwrite.datasets import benchmarks as benchmark_dataset

    imported = {
        node.module
        for node in ast.walk(ast.parse(inspect.getsource(benchmark_dataset)))
        if isinstance(node, ast.ImportFrom)
    }
    assert "fairwrite.hub.leaderboard" not in imported  # leaderboard → suite definition only, no cycle

    def no_bootstrap(*args, **kwargs):
        raise AssertionError("build() ran a bootstrap to read a point WER")

    monkeypatch.setattr("fairwrite.metrics.paired_bootstrap", no_bootstrap)
    folder = benchmark_dataset.build([shared], tmp_path / "suite", benchmark_dataset.Config(languages=["en"]))
    card = (folder / "README.md").read_text()
    assert "| Backward augmentation (Amrhein et al. 2023) | 0.24 | 0.40 | 0.04 |" in card
    assert "| source (no rewriting) | 14.03 | 10.85 | 8.70 |" in card


def test_over_edit_sits_next_to_wer_where_a_reference_keeps_its_source():
    from fairwrite.hub.leaderboard import custom_task, score_outputs

    task = custom_task("de", "Team dev", "dev.src", "dev.ref")
    sources = ["Der Sicherheitsrat tagt.", "Das Wetter ist schön.", "Jeder Lehrer kommt."]
    references = [sources[0], sources[1], "Jede*r Lehrer*in kommt."]
    broken = ["Der*die Sicherheitsrät*in tagt.", sources[1], references[2]]
    entry = score_outputs(task, sources, references, broken, samples=0)
    assert entry["metrics"]["over_edit"] == 50.0  # one of the two kept segments changed
    subs = [
        {"format": FORMAT, "system": name, "lang": "de", "benchmarks": {task.task_id: {**e, "custom": True}}}
        for name, e in (("broken", entry), ("old", {"metrics": {"tokenised_wer": 1.0}}))
    ]
    markdown = render_markdown(rank(subs))
    assert "| mean | over-edit |" in markdown
    assert f"| broken | ? | {entry['metrics']['tokenised_wer']:.2f} | **" in markdown
    assert markdown.count("| 50.00 |") == 1 and "| old | ? | 1.00 | **1.00** | – |" in markdown
    english = score_outputs(task, ["He is here."], ["They are here."], ["They are here."], samples=0)
    assert "over_edit" not in english["metrics"]  # nothing kept: no share to show
