"""The main job (`fairwrite demo`): every stage on the embedded corpus, and clean skips when engines are missing."""

from __future__ import annotations

import json
import shutil

import pytest
from datasets import load_dataset

from fairwrite import registry
from fairwrite.hub.demo import DATASETS, DEMO_DATA, run_demo


def test_demo_corpus_is_packaged_and_has_gendered_and_fair_forms():
    texts = {lang: (DEMO_DATA / f"{lang}.txt").read_text(encoding="utf-8") for _, lang in DATASETS}
    assert " his " in texts["en"] and " their " in texts["en"] and "themself" in texts["en"]
    assert "*innen" in texts["de"] and ":innen" in texts["de"] and "jede*r" in texts["de"].lower()
    assert "·es" in texts["fr"] and "iel" in texts["fr"].lower()
    assert all(len(t.splitlines()) >= 50 for t in texts.values())


def test_demo_skips_missing_engines_and_still_reports(tmp_path, monkeypatch, capsys):
    for name, _ in DATASETS:
        monkeypatch.setitem(registry.BUILDERS, name, f"fairwrite.not_there.{name.replace('-', '_')}")
    monkeypatch.setenv("FAIRWRITE_DATA", str(tmp_path / "no-shared"))
    monkeypatch.setattr("fairwrite.datadir.candidate_dirs", lambda explicit=None: [tmp_path / "no-shared"])
    report = run_demo(tmp_path / "out")
    summary = json.loads((tmp_path / "out" / "demo.json").read_text())
    status = {s["name"]: s["status"] for s in summary["stages"]}
    assert status["demo corpus"] == "ok" and status["report"] == "ok"
    assert status["datasets"] == "skipped" and status["training"] == "skipped"
    assert status["evaluation"] == "skipped"
    message = next(s["message"] for s in summary["stages"] if s["name"] == "datasets")
    assert "not available" in message and "en-augmented" in message
    assert report.is_file() and "skipped" in report.read_text()
    assert capsys.readouterr().out.strip().endswith(f"report: {report}")


@pytest.mark.slow
def test_demo_runs_end_to_end(tmp_path, shared, capsys):
    report = run_demo(tmp_path / "out", data_dir=shared, steps=20, limit=25, samples=100, sample_lines=300)
    out = tmp_path / "out"
    summary = json.loads((out / "demo.json").read_text())
    status = {s["name"]: s for s in summary["stages"]}
    assert status["report"]["status"] == "ok" and report == out / "index.html"
    assert capsys.readouterr().out.strip().endswith(f"report: {report}")
    built = [p for p in (out / "datasets").iterdir()] if (out / "datasets").exists() else []
    for folder in built:  # every dataset the demo built loads from its folder
        assert load_dataset(str(folder), split=None)
    if status["training"]["status"] == "ok" and status["evaluation"]["status"] == "ok":
        from fairwrite.hub.model_card import read_eval_results, validate_model_folder

        card = validate_model_folder(out / "model")
        assert card.data.pipeline_tag == "text2text-generation"
        runs = json.loads((out / "model" / "fairwrite-card.json").read_text())["submissions"]
        assert runs, status["evaluation"]["message"]
        assert len(read_eval_results(out / "model")) == len(runs[0]["benchmarks"])
        assert 'model="fairwrite/fairwrite-demo-tiny"' in (out / "model" / "README.md").read_text()
        assert (out / "plots" / "training_curve.png").is_file()
    if status["evaluation"]["status"] == "ok":
        assert (out / "leaderboard" / "index.html").is_file()
        assert (out / "plots" / "benchmark_scores.png").is_file()
    failed = [s for s in summary["stages"] if s["status"] == "failed"]
    assert not failed, failed
    if shutil.which("chromium"):  # the real report opens in a browser too
        from chromium_helpers import rendered_dom, screenshot

        screenshot(report, tmp_path / "report.png", tmp_path / "profile", size="1280,3000")
        assert 'class="stages"' in rendered_dom(report, tmp_path / "profile")
