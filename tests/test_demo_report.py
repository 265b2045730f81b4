"""The demo report: plots and tables render into a self-contained page that opens in headless Chromium."""

from __future__ import annotations

import re

from chromium_helpers import chromium, pixel_spread, rendered_dom, screenshot

from fairwrite.hub.report import plot_benchmark_scores, plot_training_curve, render_report


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


def test_plots_are_written(tmp_path, shared):
    assert plot_training_curve(_metrics(), tmp_path / "curve.png").stat().st_size > 10_000
    assert plot_training_curve({}, tmp_path / "none.png") is None
    assert (
        plot_benchmark_scores(_context(shared)["submissions"], tmp_path / "bars.png").stat().st_size > 10_000
    )


def test_report_is_self_contained_and_escapes_text(tmp_path, shared):
    page = render_report(_context(shared), tmp_path / "report")
    html = page.read_text()
    assert "<script" not in html and "http://" not in html.replace("http://www.w3.org", "")
    assert len(re.findall(r'<img src="data:image/png;base64,', html)) == 3  # curve, scores, dataset sizes
    assert (tmp_path / "report" / "plots" / "training_curve.png").is_file()
    assert "He &lt;b&gt;sings&lt;/b&gt;." in html  # dataset text is escaped, never markup
    assert "tiny demo model" in html and "first 50 segments" in html


def test_report_opens_in_chromium_with_its_tables(tmp_path, shared):
    chromium()
    page = render_report(_context(shared), tmp_path / "report")
    png = screenshot(page, tmp_path / "report.png", tmp_path / "profile", size="1280,3000")
    colours, ink = pixel_spread(png)
    assert colours > 100 and ink > 0.03
    dom = rendered_dom(page, tmp_path / "profile")
    board = dom.split('<table class="leaderboard" data-lang="en">')[1].split("</table>")[0]
    assert board.count("<tr") == 6  # header, 3 published systems, the source baseline, the tiny model
    assert "tiny demo model" in board and "Backward augmentation" in board
    assert dom.count("<img") == 3 and 'class="stages"' in dom
