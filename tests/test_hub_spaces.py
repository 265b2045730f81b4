"""Every eval/<metric>/ folder is a publishable evaluate Space that loads offline."""

from __future__ import annotations

import shutil

import pytest
from huggingface_hub import SpaceCard

from fairwrite.hub.publish import load_metric, prepare
from fairwrite.hub.spaces import REQUIREMENTS, app_source, metric_folders


def _folders(repo):
    found = metric_folders(repo / "eval")
    assert found, "no evaluate modules in eval/"
    return found


def test_each_metric_folder_is_a_gradio_space(repo):
    for folder in _folders(repo):
        card = SpaceCard.load(folder / "README.md")
        assert card.data.sdk == "gradio" and card.data.app_file == "app.py", folder
        assert (folder / "app.py").read_text() == app_source(folder.name), folder
        assert "launch_gradio_widget" in (folder / "app.py").read_text()
        requirements = (folder / "requirements.txt").read_text()
        assert set(REQUIREMENTS.split()) <= set(requirements.split()), folder


def test_each_metric_loads_with_evaluate_from_its_local_path(repo):
    for folder in _folders(repo):
        module = load_metric(folder)
        assert module.name, folder
    wer = load_metric(repo / "eval" / "tokenised_wer")
    result = wer.compute(predictions=["They know it ."], references=["They know it."])
    assert result["tokenised_wer"] == 0.0 and result["reference_words"] == 4


@pytest.mark.parametrize("name", ["tokenised_wer"])
def test_publish_metric_validates_a_copy(repo, tmp_path, name):
    folder = tmp_path / name
    shutil.copytree(repo / "eval" / name, folder)
    result = prepare("metric", folder, f"fairwrite/{name}")
    assert {"README.md", "app.py", "requirements.txt", f"{name}.py"} <= set(result.files)
