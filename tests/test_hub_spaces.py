"""Every eval/<metric>/ folder is a publishable evaluate Space that loads offline."""

from __future__ import annotations

import shutil

import pytest
from huggingface_hub import SpaceCard

from fairwrite.errors import FairwriteError
from fairwrite.hub.publish import load_metric, prepare
from fairwrite.hub.spaces import GRADIO_VERSION, app_source, metric_folders, requirements


def _folders(repo):
    found = metric_folders(repo / "eval")
    assert found, "no evaluate modules in eval/"
    return found


def test_each_metric_folder_is_a_gradio_space(repo):
    for folder in _folders(repo):
        card = SpaceCard.load(folder / "README.md")
        assert card.data.sdk == "gradio" and card.data.app_file == "app.py", folder
        assert card.data.sdk_version == GRADIO_VERSION, folder  # not the 3.19.1 of early 2023
        assert (folder / "app.py").read_text() == app_source(folder.name), folder
        assert "launch_gradio_widget" in (folder / "app.py").read_text()
        listed = (folder / "requirements.txt").read_text()
        assert set(requirements(folder.name).split()) == set(listed.split()), folder
        assert "fairwrite" not in listed, folder


def test_each_metric_loads_with_evaluate_from_its_local_path(repo):
    for folder in _folders(repo):
        module = load_metric(folder)
        assert module.name, folder
    wer = load_metric(repo / "eval" / "tokenised_wer")
    result = wer.compute(predictions=["They know it ."], references=["They know it."])
    assert result["tokenised_wer"] == 0.0 and result["reference_words"] == 4


@pytest.mark.parametrize("name", ["tokenised_wer", "terminology_match_accuracy", "gender_fair_match_accuracy"])
def test_publish_metric_validates_a_copy(repo, tmp_path, name):
    folder = tmp_path / name
    shutil.copytree(repo / "eval" / name, folder)
    result = prepare("metric", folder, f"fairwrite/{name}")
    assert {"README.md", "app.py", "requirements.txt", f"{name}.py"} <= set(result.files)


def test_a_space_whose_requirements_name_fairwrite_is_refused(repo, tmp_path):
    folder = tmp_path / "tokenised_wer"
    shutil.copytree(repo / "eval" / "tokenised_wer", folder)
    (folder / "requirements.txt").write_text("fairwrite>=0.1\nevaluate\n")
    with pytest.raises(FairwriteError, match=r"lists 'fairwrite>=0\.1', which no package index serves"):
        prepare("metric", folder, "fairwrite/tokenised_wer")
