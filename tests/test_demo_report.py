"""The demo report: plots and tables render into a self-contained page that opens in headless Chromium."""

from __future__ import annotations

import base64
import json
import re
import time

from chromium_helpers import chromium, read_dom, rendered_dom, table

from fairwrite import registry
from fairwrite.hub import demo as demo_module
from fairwrite.hub.demo import DATASETS, run_demo
from fairwrite.hub.leaderboard import rank
from fairwrite.hub.report import perfect_scores, plot_benchmark_scores, plot_training_curve, render_report


def _metrics(steps: int = 60) -> dict:
    return {
        "preset": "paper-transformer",
        "steps": steps,
        "train_tokens": 12345,
        "tokens_per_second": 4000.0,
        "parameters": {"trainable": 1000, "total": 1000},
        "train_log": [{"step": s, "loss": 6.0 / (1 + s / 10)} for s in range(10, steps + 1, 10)],
        "eval_log": [{"step": s, "loss": 5.0 / (1 + s / 30), "wer": 80 - s / 2} for s in (20, 40, 60)],
    }


def _model_submission() -> dict:
    return {
        "format": "fairwrite-submission/1",
        "system": "tiny demo model",
        "system_type": "model",
        "lang": "en",
        "settings": {"limit": 50},  # scored on the published systems' 50 segments: one table with them
        "benchmarks": {
            "en-reddit": {
                "metrics": {"tokenised_wer": 55.5, "bleu": 20.0, "chrf": 40.0},
                "significance": {"p_value": 1.0},
            },
            "en-opensubtitles": {"metrics": {"tokenised_wer": 60.25, "bleu": 18.0, "chrf": 38.0}},
            "en-winobias-plus": {"metrics": {"tokenised_wer": 0.0, "bleu": 100.0, "chrf": 100.0}},
        },
    }


def _context(shared) -> dict:
    from fairwrite.hub.leaderboard import published_submissions

    return {
        "duration": 123.0,
        "stages": [
            {"name": "datasets", "status": "ok", "seconds": 1.5, "message": "built en-augmented"},
            {"name": "training", "status": "skipped", "seconds": 0.0, "message": "the trainer is not here"},
        ],
        "datasets": [
            {
                "name": "en-augmented",
                "lang": "en",
                "folder": "x",
                "splits": {"train": 80, "validation": 10, "test": 10},
                "examples": [{"source": "He <b>sings</b>.", "target": "They sing.", "how": "rules"}],
                "card": "datasets/en-augmented/README.md",
            },
        ],
        "training": {"folder": "model", "metrics": _metrics()},
        "submissions": [*published_submissions(shared, ["en"], samples=100, limit=50), _model_submission()],
        "artefacts": {"model card": "model/README.md"},
        "notes": ["German has no benchmark yet."],
        "limit": 50,
    }


def _drawn(monkeypatch) -> list:
    """The figures the report draws, recorded as they are saved (the PNGs are still written)."""
    from fairwrite.hub import report

    figures, save = [], report._save
    monkeypatch.setattr(report, "_save", lambda plt, fig, path: figures.append(fig) or save(plt, fig, path))
    return figures


def _png(path):
    """(width, height) of a written PNG, and the share of its pixels that are not white."""
    from PIL import Image

    image = Image.open(path).convert("RGB")
    white = dict((colour, n) for n, colour in image.getcolors(1 << 24)).get((255, 255, 255), 0)
    return image.size, 1 - white / (image.width * image.height)


def test_training_curve_draws_the_logged_losses_and_wer(tmp_path, monkeypatch):
    figures = _drawn(monkeypatch)
    metrics = _metrics()
    path = plot_training_curve(metrics, tmp_path / "curve.png")
    assert plot_training_curve({}, tmp_path / "none.png") is None and len(figures) == 1
    loss_axis, wer_axis = figures[0].axes
    lines = {line.get_label(): (list(line.get_xdata()), list(line.get_ydata())) for line in loss_axis.lines}
    assert lines == {
        "training loss": (
            [r["step"] for r in metrics["train_log"]],
            [r["loss"] for r in metrics["train_log"]],
        ),
        "validation loss": ([20, 40, 60], [r["loss"] for r in metrics["eval_log"]]),
    }
    (wer,) = wer_axis.lines
    assert list(wer.get_xdata()) == [20, 40, 60] and list(wer.get_ydata()) == [70.0, 60.0, 50.0]
    (width, height), ink = _png(path)
    assert 600 < width < 1000 and 250 < height < 600 and ink > 0.02  # about 7.5 × 3.6 in at 110 dpi


def test_benchmark_chart_draws_every_system_s_wer(tmp_path, shared, monkeypatch):
    figures = _drawn(monkeypatch)
    submissions = _context(shared)["submissions"]
    path = plot_benchmark_scores(submissions, tmp_path / "bars.png")
    (board,) = [b for b in rank(submissions) if b.tasks and b.rows]
    (ax,) = figures[0].axes
    assert [label.get_text() for label in ax.get_xticklabels()] == [t.pretty_name for t in board.tasks]
    drawn = {bars.get_label(): [round(bar.get_height(), 4) for bar in bars] for bars in ax.containers}
    assert drawn == {r.system: [round(r.scores[t.task_id], 4) for t in board.tasks] for r in board.rows}
    assert drawn["tiny demo model"] == [60.25, 55.5, 0.0]  # OpenSubtitles, Reddit, WinoBias+
    (width, height), ink = _png(path)
    assert width > 900 and height > 300 and ink > 0.02


def test_dataset_chart_stacks_the_split_sizes(tmp_path, monkeypatch):
    from fairwrite.hub.report import plot_dataset_sizes

    figures = _drawn(monkeypatch)
    datasets = [{"name": "en-augmented", "splits": {"train": 80, "validation": 10, "test": 10}},
                {"name": "de-neutral", "splits": {"train": 30, "test": 5}}]  # fmt: skip
    plot_dataset_sizes(datasets, tmp_path / "sizes.png")
    (ax,) = figures[0].axes
    drawn = {bars.get_label(): [(bar.get_x(), bar.get_width()) for bar in bars] for bars in ax.containers}
    assert drawn == {
        "train": [(0, 80), (0, 30)],
        "validation": [(80, 10), (30, 0)],
        "test": [(90, 10), (30, 5)],
    }
    assert plot_dataset_sizes([{"name": "x", "splits": {}}], tmp_path / "none.png") is None


def test_report_is_self_contained_and_escapes_text(tmp_path, shared):
    page = render_report(_context(shared), tmp_path / "report")
    html = page.read_text()
    assert "<script" not in html and "http://" not in html.replace("http://www.w3.org", "")
    assert len(re.findall(r'<img src="data:image/png;base64,', html)) == 3  # curve, scores, dataset sizes
    assert (tmp_path / "report" / "plots" / "training_curve.png").is_file()
    assert "He &lt;b&gt;sings&lt;/b&gt;." in html  # dataset text is escaped, never markup
    assert "tiny demo model" in html and "first 50 segments" in html


def test_report_opens_in_chromium_with_its_tables_and_plots(tmp_path, shared):
    chromium()  # skips without a browser
    context = _context(shared)
    page = render_report(context, tmp_path / "report")
    dom = read_dom(rendered_dom(page, tmp_path / "profile"))
    (board,) = rank(context["submissions"])
    shown = table(dom, "leaderboard", "en")
    # the system cell: its name, then why it is unranked where it is (a model that loses to the source)
    assert [cells[1] for _, cells in shown.rows] == [" ".join(filter(None, (r.system, r.note))) for r in board.rows]
    model = next(cells for _, cells in shown.rows if cells[1].startswith("tiny demo model"))
    assert "unranked: not better than the unrewritten source" in model[1]
    assert model[2:] == ["model", "60.25", "55.50", "0.00", "38.58"]  # OpenSubtitles, Reddit, WinoBias+, mean
    assert [cells for _, cells in table(dom, "stages").rows] == [
        ["datasets", "ok", "1.5", "built en-augmented"],
        ["training", "skipped", "0.0", "the trainer is not here"],
    ]
    (example,) = [cells for _, cells in table(dom, "examples").rows]
    assert example[:2] + example[3:] == ["He <b>sings</b>.", "They sing.", "rules"]
    # the edits marked as `rewrite --format html` marks them: old, new, then the reason shown on hover
    assert example[2].startswith("HeTheypronoun (group 1) rule: rules confidence:")
    # every figure the report drew is on the page, byte for byte
    files = {
        "rows per dataset": "dataset_sizes",
        "training curve": "training_curve",
        "benchmark scores": "benchmark_scores",
    }
    images = {img["alt"]: img["src"] for img in dom.images}
    assert set(images) == set(files)
    for alt, name in files.items():
        prefix, _, data = images[alt].partition(",")
        assert prefix == "data:image/png;base64"
        assert base64.b64decode(data) == (tmp_path / "report" / "plots" / f"{name}.png").read_bytes()


def test_benchmark_chart_draws_a_zero_wer_as_zero_on_a_symlog_axis(tmp_path, shared, monkeypatch):
    # regression: a WER of 0 was a stub at 10⁻² on a log axis
    figures = []
    monkeypatch.setattr("fairwrite.hub.report._save", lambda plt, fig, path: figures.append(fig) or path)
    plot_benchmark_scores(_context(shared)["submissions"], tmp_path / "bars.png")
    english = figures[0].axes[0]
    assert english.get_yscale() == "symlog" and english.get_ylim()[0] == 0
    heights = [round(bar.get_height(), 2) for bar in english.patches]
    labels = [text.get_text() for text in english.texts]
    assert 0.0 in heights and "0" in labels and "55.50" in labels  # the tiny model's zero on WinoBias+


def test_report_says_what_a_zero_wer_means(tmp_path, shared):
    boards = rank(_context(shared)["submissions"])
    assert "tiny demo model on WinoBias+ (en)" in perfect_scores(boards)
    html = render_report(_context(shared), tmp_path / "report").read_text()
    explained = re.search(r'<p class="perfect">(.*?)</p>', html, re.S).group(1)
    assert "no edit separates the output from the reference" in explained
    assert "first 50 of each set" in explained and "tiny demo model on WinoBias+ (en)" in explained


def test_report_timings_are_the_ones_the_console_printed(tmp_path, monkeypatch, capsys):
    # regression: the report said 0.0 s for its own stage (3.0 s on the console) and 68 s in total (71 s)
    for name, _ in DATASETS:
        monkeypatch.setitem(registry.BUILDERS, name, f"fairwrite.not_there.{name.replace('-', '_')}")
    monkeypatch.setattr("fairwrite.datadir.candidate_dirs", lambda explicit=None: [tmp_path / "no-shared"])
    monkeypatch.setenv("FAIRWRITE_DATA", str(tmp_path / "no-shared"))
    plots = demo_module.write_plots
    monkeypatch.setattr(
        demo_module, "write_plots", lambda *a: time.sleep(0.3) or plots(*a)
    )  # a visible stage
    page = run_demo(tmp_path / "out").read_text()
    console = capsys.readouterr().err
    printed = dict(re.findall(r"^  \w+ +([a-z ]+?) +(\d+\.\d) s  ", console, re.M))
    shown = dict(re.findall(r"<tr><td>([a-z ]+)</td>.*?\n<td class=\"num\">(\d+\.\d)</td>", page))
    assert len(printed) == 7 and printed == shown and float(shown["report"]) >= 0.3
    total = re.search(r"finished in (\d+) s", console).group(1)
    assert f"in {total} s" in page
    summary = json.loads((tmp_path / "out" / "demo.json").read_text())
    assert f"{summary['duration_seconds']:.0f}" == total


def test_a_model_that_does_not_beat_the_source_is_said_so_and_left_unranked():
    from fairwrite.hub.demo import model_verdict
    from fairwrite.hub.leaderboard import render_markdown
    from fairwrite.hub.model_card import verdict

    def sub(system, kind, scores):
        benchmarks = {
            t: {"metrics": {"tokenised_wer": w}, "significance": {"baseline": b}}
            for t, (w, b) in scores.items()
        }
        return {"format": "fairwrite-submission/1", "system": system, "system_type": kind, "lang": "en",
                "benchmarks": benchmarks}  # fmt: skip

    worse = sub("copycat", "model", {"en-reddit": (9.0, 8.0), "en-opensubtitles": (1.0, 6.0)})
    better = sub("tagger", "model", {"en-reddit": (2.0, 8.0), "en-opensubtitles": (1.0, 6.0)})
    rows = {r.system: r for r in rank([worse, better])[0].rows}
    assert rows["tagger"].rank == 1 and rows["copycat"].rank is None
    assert "not better than the unrewritten source on en-reddit" in rows["copycat"].note
    assert "unranked" in render_markdown(rank([worse, better]))
    assert model_verdict(worse).startswith("The model does NOT beat the unrewritten source")
    assert "en-reddit 9.00 vs 8.00" in model_verdict(worse)
    assert model_verdict(better).startswith("The model beats the unrewritten source on every benchmark")
    card_rows = [
        {"name": "Reddit", "wer": "9.00", "baseline": "8.00"},
        {"name": "X", "wer": "1.0", "baseline": "–"},
    ]
    assert "does not beat the unrewritten source on Reddit" in verdict(card_rows)
